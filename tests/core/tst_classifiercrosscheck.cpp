// A randomized cross-check (fixed seed) of classifyHand against a deliberately naive classifier
// written here from the rule text alone: try every subset of the played cards against every hand
// type of Appendix A, highest first (R7). Slow and obvious on purpose; it shares no code with the
// scorer beyond the card types.

#include "ScorerTestSupport.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <random>
#include <vector>

using namespace encarde;
using namespace encarde::test;

namespace {

// A card as the rules see it after identity tokens (R3, R4, R5); stones are left out (R9).
struct NaiveCard {
    int rank;         // 2..14, ace 14
    bool suits[4];    // which suits it counts as
};

NaiveCard naiveCard(const PlayedCard& c) {
    NaiveCard n{};
    n.rank = c.card.rank;
    if (c.token == Token::Strength) n.rank = (n.rank == kAce) ? 2 : n.rank + 1;  // R3: K->A, A->2
    for (bool& s : n.suits) s = false;
    switch (c.token) {
    case Token::Wild: for (bool& s : n.suits) s = true; break;  // R5
    case Token::Spade: n.suits[int(Suit::Spades)] = true; break;
    case Token::Heart: n.suits[int(Suit::Hearts)] = true; break;
    case Token::Diamond: n.suits[int(Suit::Diamonds)] = true; break;
    case Token::Club: n.suits[int(Suit::Clubs)] = true; break;
    default: n.suits[int(c.card.suit)] = true; break;
    }
    return n;
}

bool allSameRank(const std::vector<NaiveCard>& cs) {
    for (const NaiveCard& c : cs)
        if (c.rank != cs.front().rank) return false;
    return true;
}

bool shareASuit(const std::vector<NaiveCard>& cs) {
    for (int s = 0; s < 4; ++s) {
        bool all = true;
        for (const NaiveCard& c : cs) all = all && c.suits[s];
        if (all) return true;
    }
    return false;
}

// Distinct ranks in consecutive order, the ace either high (14) or low (1), never both.
bool isRun(const std::vector<NaiveCard>& cs) {
    for (bool aceLow : {false, true}) {
        std::vector<int> ranks;
        for (const NaiveCard& c : cs) ranks.push_back(aceLow && c.rank == kAce ? 1 : c.rank);
        std::sort(ranks.begin(), ranks.end());
        bool run = true;
        for (size_t i = 1; i < ranks.size(); ++i) run = run && ranks[i] == ranks[i - 1] + 1;
        if (run) return true;
    }
    return false;
}

std::map<int, int> rankCounts(const std::vector<NaiveCard>& cs) {
    std::map<int, int> counts;
    for (const NaiveCard& c : cs) ++counts[c.rank];
    return counts;
}

bool isThreeAndTwo(const std::vector<NaiveCard>& cs) {
    const auto counts = rankCounts(cs);
    if (cs.size() != 5 || counts.size() != 2) return false;
    const int first = counts.begin()->second;
    return first == 2 || first == 3;
}

bool isTwoPairs(const std::vector<NaiveCard>& cs) {
    const auto counts = rankCounts(cs);
    return cs.size() == 4 && counts.size() == 2 && counts.begin()->second == 2;
}

bool runLength(const std::vector<NaiveCard>& cs, bool fourFingers) {
    return cs.size() == 5 || (fourFingers && cs.size() == 4);
}

bool isRoyalRanks(const std::vector<NaiveCard>& cs) {
    const auto counts = rankCounts(cs);
    return cs.size() == 5 && counts.count(10) && counts.count(kJack) && counts.count(kQueen) && counts.count(kKing) &&
           counts.count(kAce);
}

// Does exactly this set of cards form the type (R7-R10)?
bool forms(HandType t, const std::vector<NaiveCard>& cs, bool ff) {
    switch (t) {
    case HandType::FlushFive: return cs.size() == 5 && allSameRank(cs) && shareASuit(cs);
    case HandType::FlushHouse: return isThreeAndTwo(cs) && shareASuit(cs);
    case HandType::FiveOfAKind: return cs.size() == 5 && allSameRank(cs);
    case HandType::RoyalFlush: return isRoyalRanks(cs) && shareASuit(cs);
    case HandType::StraightFlush: return runLength(cs, ff) && isRun(cs) && shareASuit(cs);
    case HandType::FourOfAKind: return cs.size() == 4 && allSameRank(cs);
    case HandType::FullHouse: return isThreeAndTwo(cs);
    case HandType::Flush: return runLength(cs, ff) && shareASuit(cs);
    case HandType::Straight: return runLength(cs, ff) && isRun(cs);
    case HandType::ThreeOfAKind: return cs.size() == 3 && allSameRank(cs);
    case HandType::TwoPair: return isTwoPairs(cs);
    case HandType::Pair: return cs.size() == 2 && allSameRank(cs);
    case HandType::HighCard: return true;
    }
    return false;
}

std::vector<NaiveCard> subset(const std::vector<NaiveCard>& cs, unsigned mask) {
    std::vector<NaiveCard> out;
    for (size_t i = 0; i < cs.size(); ++i)
        if (mask & (1u << i)) out.push_back(cs[i]);
    return out;
}

// The highest type that any subset of the (non-stone) cards forms.
HandType naiveClassify(const std::vector<NaiveCard>& cs, bool ff) {
    for (int t = kHandTypeCount - 1; t > 0; --t)
        for (unsigned mask = 1; mask < (1u << cs.size()); ++mask)
            if (forms(static_cast<HandType>(t), subset(cs, mask), ff)) return static_cast<HandType>(t);
    return HandType::HighCard;
}

// Four Fingers leaves open whether a four-card J-Q-K-A (or 10-J-Q-K beside a stray ace) straight flush
// is "Royal": both answers have the same values (Appendix A), so the cross-check accepts either there.
bool fourFingerRoyalQuestion(const std::vector<NaiveCard>& cs, bool ff) {
    if (!ff) return false;
    for (unsigned mask = 1; mask < (1u << cs.size()); ++mask) {
        const auto s = subset(cs, mask);
        if (s.size() != 4 || !isRun(s) || !shareASuit(s)) continue;
        bool allHigh = true;
        for (const NaiveCard& c : s) allHigh = allHigh && c.rank >= 10;
        if (allHigh) return true;
    }
    return false;
}

bool sameTypeOrRoyalQuestion(HandType a, HandType b, bool royalQuestion) {
    if (a == b) return true;
    const auto isSf = [](HandType t) { return t == HandType::StraightFlush || t == HandType::RoyalFlush; };
    return royalQuestion && isSf(a) && isSf(b);
}

bool isScoringToken(Token t) { return t == Token::Mult || t == Token::Bonus || t == Token::Steel || t == Token::Glass; }

// Random hands biased toward the rare types: narrow rank windows, few suits, many duplicates.
class HandGenerator {
public:
    explicit HandGenerator(std::uint32_t seed) : rng_(seed) {}
    std::vector<PlayedCard> next() {
        const int mode = pick(5);
        const int count = mode == 4 ? 4 + pick(2) : 1 + pick(5);
        const int low = 1 + pick(10);  // rank window start (1 = ace low)
        const int suitA = pick(4), suitB = pick(4);
        const int rankA = 2 + pick(13), rankB = 2 + pick(13);
        std::vector<PlayedCard> cards;
        for (int i = 0; i < count; ++i) {
            int rank = 2 + pick(13);
            int suit = pick(4);
            if (mode == 1) {  // straights and straight flushes
                rank = low + pick(5);
                if (rank == 1) rank = kAce;
                suit = pick(3) ? suitA : suitB;
            } else if (mode == 2) {  // full houses, fours, fives and their flush forms
                rank = pick(2) ? rankA : rankB;
                suit = pick(3) ? suitA : suitB;
            } else if (mode == 3) {  // flushes
                suit = pick(5) ? suitA : pick(4);
            } else if (mode == 4) {  // distinct ranks of one window: straights, straight and royal flushes
                rank = low + (i + low) % 5;
                if (rank == 1) rank = kAce;
                suit = pick(6) ? suitA : pick(4);
            }
            PlayedCard c{Card{static_cast<std::uint8_t>(rank), static_cast<Suit>(suit)}, Token::None};
            if (pick(10) < 3) c.token = static_cast<Token>(1 + pick(kTokenKindCount));
            cards.push_back(c);
        }
        return cards;
    }
    bool coin() { return pick(2) == 1; }

private:
    int pick(int n) { return static_cast<int>(rng_() % static_cast<std::uint32_t>(n)); }
    std::mt19937 rng_;
};

QString describe(const std::vector<PlayedCard>& cards, bool ff) {
    QStringList words;
    for (const PlayedCard& c : cards) words << QString::fromStdString(playedCardText(c));
    return words.join(QLatin1Char(' ')) + (ff ? QStringLiteral(" [Four Fingers]") : QString());
}

}  // namespace

class ClassifierCrossCheckTest : public QObject {
    Q_OBJECT
private slots:
    void naiveClassifierKnowsTheRules_data();
    void naiveClassifierKnowsTheRules();
    void randomHandsAgree();
};

// The naive classifier is itself checked on hand-made hands before it judges anything.
void ClassifierCrossCheckTest::naiveClassifierKnowsTheRules_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("fourFingers");
    QTest::addColumn<int>("type");
    QTest::newRow("ace-low straight") << "AS 2D 3H 4C 5S" << false << int(HandType::Straight);
    QTest::newRow("no wrap") << "KS AD 2H 3C 4S" << false << int(HandType::HighCard);
    QTest::newRow("royal") << "AH KH QH JH 10H" << false << int(HandType::RoyalFlush);
    QTest::newRow("flush five") << "5H 5H 5S:heart 5D:wild 5H" << false << int(HandType::FlushFive);
    QTest::newRow("flush house") << "KH KH KH 3H 3H" << false << int(HandType::FlushHouse);
    QTest::newRow("full house") << "KH KH KS 3H 3H" << false << int(HandType::FullHouse);
    QTest::newRow("stone") << "7S 7H 7D 7C:stone" << false << int(HandType::ThreeOfAKind);
    QTest::newRow("four fingers flush") << "2H 7H 9H JH KS" << true << int(HandType::Flush);
    QTest::newRow("strength") << "QS:strength KH" << false << int(HandType::Pair);
}

void ClassifierCrossCheckTest::naiveClassifierKnowsTheRules() {
    QFETCH(QString, cards);
    QFETCH(bool, fourFingers);
    QFETCH(int, type);
    const auto played = cardsFromText(cards);
    QVERIFY(played);
    std::vector<NaiveCard> naive;
    for (const PlayedCard& c : *played)
        if (c.token != Token::Stone) naive.push_back(naiveCard(c));
    QCOMPARE(int(naiveClassify(naive, fourFingers)), type);
}

void ClassifierCrossCheckTest::randomHandsAgree() {
    HandGenerator generator(20261122u);
    constexpr int kHands = 20000;
    int typesSeen[kHandTypeCount] = {};
    for (int n = 0; n < kHands; ++n) {
        const std::vector<PlayedCard> cards = generator.next();
        const bool ff = generator.coin();
        const QString text = describe(cards, ff);

        std::vector<NaiveCard> naive;
        std::vector<int> naiveIndex;  // played position of each naive card
        std::uint8_t stones = 0;
        bool scoringTokens = false;
        for (size_t i = 0; i < cards.size(); ++i) {
            scoringTokens = scoringTokens || isScoringToken(cards[i].token);
            if (cards[i].token == Token::Stone) {
                stones |= static_cast<std::uint8_t>(1u << i);
                continue;
            }
            naive.push_back(naiveCard(cards[i]));
            naiveIndex.push_back(static_cast<int>(i));
        }
        const HandType expected = naiveClassify(naive, ff);
        const bool royalQuestion = fourFingerRoyalQuestion(naive, ff);
        ++typesSeen[int(expected)];

        const HandClassification got = classifyHand(cards, ff);
        QVERIFY2(sameTypeOrRoyalQuestion(got.type, expected, royalQuestion),
                 qPrintable(QStringLiteral("%1: classifyHand says %2, the rules say %3")
                                .arg(text, QString::fromUtf8(handTypeName(got.type)),
                                     QString::fromUtf8(handTypeName(expected)))));

        // Every way holds no stone (R9) and its cards alone form the type; High Card is the top card.
        if (!naive.empty()) QVERIFY2(got.wayCount >= 1, qPrintable(text));
        for (int w = 0; w < got.wayCount; ++w) {
            const std::uint8_t way = got.ways[w];
            QVERIFY2((way & stones) == 0, qPrintable(text));
            if (naive.empty()) {  // only stones: High Card with no ranked scoring card
                QCOMPARE(int(way), 0);
                continue;
            }
            std::vector<NaiveCard> wayCards;
            for (size_t k = 0; k < naive.size(); ++k)
                if (way & (1u << naiveIndex[k])) wayCards.push_back(naive[k]);
            QVERIFY2(sameTypeOrRoyalQuestion(naiveClassify(wayCards, ff), expected, royalQuestion) &&
                         (expected != HandType::HighCard || wayCards.size() == 1),
                     qPrintable(QStringLiteral("%1: way %2 does not form the type").arg(text, maskText(way, int(cards.size())))));
            if (expected == HandType::HighCard)
                for (const NaiveCard& c : naive) QVERIFY2(c.rank <= wayCards.front().rank, qPrintable(text));
        }

        // Scored without jokers (Four Fingers when on): stones always score, the rest is one of the ways,
        // and without scoring tokens the score is (type base + card points) x type mult (R1, R16).
        JokerLineup lineup;
        if (ff) lineup.add(JokerCard{Joker::FourFingers, Suit::Spades});
        PlayedHand hand;
        for (const PlayedCard& c : cards) hand.add(c);
        const ScoreResult r = scoreHand(hand, lineup, ScoreContext{});
        QVERIFY2((r.scoringMask & stones) == stones, qPrintable(text));
        const std::uint8_t rest = r.scoringMask & static_cast<std::uint8_t>(~stones);
        bool isAWay = rest == 0 && got.wayCount == 0;
        for (int w = 0; w < got.wayCount; ++w) isAWay = isAWay || rest == got.ways[w];
        QVERIFY2(isAWay, qPrintable(text));
        if (!scoringTokens) {
            qint64 base = handValues(r.handType).base;
            for (size_t i = 0; i < cards.size(); ++i) {
                if (!(r.scoringMask & (1u << i))) continue;
                if (cards[i].token == Token::Stone) base += 30;
                else base += rankPoints(static_cast<std::uint8_t>(naiveCard(cards[i]).rank));
            }
            QCOMPARE(qint64(r.base), base);
            QCOMPARE(qint64(r.score), base * handValues(r.handType).mult);
        }
    }
    // The generator must reach every type, or the check proves little.
    QStringList seen;
    for (int t = 0; t < kHandTypeCount; ++t) {
        seen << QStringLiteral("%1 %2").arg(QString::fromUtf8(handTypeName(static_cast<HandType>(t)))).arg(typesSeen[t]);
        QVERIFY2(typesSeen[t] > 0, handTypeName(static_cast<HandType>(t)).data());
    }
    qInfo("%d hands, by type: %s", kHands, qPrintable(seen.join(QStringLiteral(", "))));
}

QTEST_APPLESS_MAIN(ClassifierCrossCheckTest)
#include "tst_classifiercrosscheck.moc"
