// findBestPlay on hands where the best choice of cards and their left-to-right order can be
// derived by hand. Each row names the best score, cards that must be played (in this relative
// order) and cards that must stay in the hand; kickers that do not change the score are free.

#include "ScorerTestSupport.h"

#include <QtTest>

#include <random>

using namespace encarde;
using namespace encarde::test;

class BestPlayTest : public QObject {
    Q_OBJECT
private slots:
    void findsBestPlay_data();
    void findsBestPlay();
    void reportsWhereEachCardCameFrom();
    void matchesExhaustiveSearch();
};

void BestPlayTest::findsBestPlay_data() {
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("jokers");
    QTest::addColumn<QString>("context");
    QTest::addColumn<qint64>("score");
    QTest::addColumn<QString>("playedInOrder");  // must be laid, in this relative order
    QTest::addColumn<QString>("keptInHand");     // must not be laid

    // R14: +mult before xmult. KD:mult first: 2 + 4 = 6, then KH:glass x2 = 12; 30 x 12 = 360.
    // Reverse: 2 x 2 + 4 = 8, 240. One card alone: High Card 15 x 2 = 30.
    QTest::newRow("R14 mult token before glass token") << "KH:glass KD:mult" << "" << "" << qint64(360)
                                                       << "KD:mult KH:glass" << "";
    // Same with three useless kickers around (no straight, no flush): still 360.
    QTest::newRow("R14 mult before glass among kickers") << "KH:glass 2S 7D KD:mult 4C" << "" << "" << qint64(360)
                                                         << "KD:mult KH:glass" << "";
    // Steel: 5H:mult first: 2 + 4 = 6, x1.5 = 9; base 20; 180 (reverse: 2 x 1.5 + 4 = 7, 140).
    QTest::newRow("R14 mult token before steel token") << "5S:steel 5H:mult" << "" << "" << qint64(180) << "5H:mult 5S:steel"
                                                       << "";
    // Even Steven + glass: 10H first: 2 + 4 = 6; 10S: +4 = 10, x2 = 20; 30 x 20 = 600 (reverse 480).
    QTest::newRow("R14 Even Steven card before the glass card") << "10S:glass 10H" << "Even Steven" << "" << qint64(600)
                                                                << "10H 10S:glass" << "";
    // Two x-cards with Even Steven: steel first: 2 + 4 = 6, x1.5 = 9; + 4 = 13, x2 = 26; 30 x 26 = 780.
    // Glass first: (2 + 4) x 2 = 12; (12 + 4) x 1.5 = 24; 720. The smaller factor goes first.
    QTest::newRow("R14 steel card before glass card with Even Steven") << "10S:glass 10H:steel" << "Even Steven" << ""
                                                                       << qint64(780) << "10H:steel 10S:glass" << "";
    // R25 Baron keeps kings: three 9s, two kings held: base 30 + 27 = 57, mult 3 x 2.25 = 6.75,
    // 57 x 6.75 = 384.75 -> 384. Full House 9-9-9-K-K: 40 + 27 + 20 = 87 x 4 = 348 (no king left).
    // Three 9s + one king: 57 x 4.5 = 256.5. Two Pair K-K-9-9 + 2: 58 x 2 = 116 (no king left).
    QTest::newRow("R25 Baron keeps the kings in hand") << "KS KH 9C 9D 9H 2S" << "Baron" << "" << qint64(384) << ""
                                                       << "KS KH";
    // Without Baron the Full House wins (any order): 348; three 9s only 57 x 3 = 171.
    QTest::newRow("R7 without Baron the Full House wins") << "KS KH 9C 9D 9H 2S" << "" << "" << qint64(348) << ""
                                                          << "2S";
    // R19 Half Joker: three queens 30 + 30 = 60, mult 3 + 20 = 23 = 1380 beats
    // Four of a Kind (60 + 40) x 7 = 700 and a pair (30 x 22 = 660).
    QTest::newRow("R19 Half Joker prefers three cards") << "QS QH QD QC 5S" << "Half Joker" << "" << qint64(1380) << ""
                                                        << "5S";
    // A straight from seven cards: 30 + 2 + 3 + 4 + 5 + 6 = 50, x4 = 200 (pair of kings: 60).
    QTest::newRow("R7 straight from seven cards") << "KH 2S 3H 4D 5C 6S KD" << "" << "" << qint64(200) << "" << "KH KD";
    // R24 Ride the Bus avoids faces: Pair of 9s: base 10 + 18 + 18 = 46, mult 12; 552.
    // Lone 9: 5 + 9 + 9 = 23 x 11 = 253; Two Pair K-K-9-9: 58 x 2 = 116.
    QTest::newRow("R24 Ride the Bus leaves the kings out") << "KS KH 9D 9C 3S" << "Ride the Bus" << "" << qint64(552)
                                                           << "" << "KS KH";
    // R3/R7: a strength queen makes three kings: 30 + 30 = 60 x 3 = 180 (pair of kings 60, Two Pair none).
    QTest::newRow("R3 strength queen joins the kings") << "KS KH QD:strength 2C" << "" << "" << qint64(180)
                                                       << "" << "";
    // Ten cards: a Royal Flush 100 + 51 = 151 x 8 = 1208 beats everything else available.
    QTest::newRow("R8 Royal Flush out of ten cards") << "2C 10H 3D JH 4S QH 5C KH 9S AH" << "" << "" << qint64(1208)
                                                     << "" << "2C 3D 4S 5C 9S";
}

static bool sameCard(const PlayedCard& a, const PlayedCard& b) { return a == b; }

void BestPlayTest::findsBestPlay() {
    QFETCH(QString, hand);
    QFETCH(QString, jokers);
    QFETCH(QString, context);
    QFETCH(qint64, score);
    QFETCH(QString, playedInOrder);
    QFETCH(QString, keptInHand);
    const auto cards = cardsFromText(hand);
    const auto lineup = lineupFromText(jokers);
    const auto ctx = contextFromText(context);
    const auto mustPlay = cardsFromText(playedInOrder);
    const auto mustKeep = cardsFromText(keptInHand);
    QVERIFY(cards && lineup && ctx && mustPlay && mustKeep);

    const BestPlay best = findBestPlay(*cards, *lineup, *ctx);
    QCOMPARE(qint64(best.result.score), score);
    QVERIFY(best.hand.count >= 1 && best.hand.count <= kMaxPlayedCards);

    // The reported result is what scoring the reported play gives, kings kept counting for Baron.
    ScoreContext replay = *ctx;
    for (const PlayedCard& c : *cards) {
        bool laid = false;
        for (const PlayedCard& p : best.hand) laid = laid || sameCard(p, c);
        if (!laid && c.card.rank == kKing && c.token != Token::Stone) ++replay.kingsInUnplayedHand;
    }
    const ScoreResult again = scoreHand(best.hand, *lineup, replay);
    QCOMPARE(qint64(again.score), score);

    // Required cards, in order.
    int at = 0;
    for (const PlayedCard& want : *mustPlay) {
        while (at < best.hand.count && !sameCard(best.hand.cards[at], want)) ++at;
        QVERIFY2(at < best.hand.count, qPrintable(QStringLiteral("missing or out of order: %1")
                                                      .arg(QString::fromStdString(playedCardText(want)))));
        ++at;
    }
    for (const PlayedCard& keep : *mustKeep)
        for (const PlayedCard& p : best.hand)
            QVERIFY2(!sameCard(p, keep), qPrintable(QStringLiteral("should stay in hand: %1")
                                                        .arg(QString::fromStdString(playedCardText(keep)))));
}

void BestPlayTest::reportsWhereEachCardCameFrom() {
    const auto cards = cardsFromText(QStringLiteral("2C 10H 3D JH 4S QH 5C KH 9S AH"));
    QVERIFY(cards);
    const BestPlay best = findBestPlay(*cards, JokerLineup{}, ScoreContext{});
    QCOMPARE(int(best.hand.count), 5);
    std::uint32_t used = 0;
    for (int i = 0; i < best.hand.count; ++i) {
        const int from = best.fromHand[i];
        QVERIFY(from >= 0 && from < int(cards->size()));
        QVERIFY(best.hand.cards[i] == (*cards)[from]);
        QVERIFY2(!(used & (1u << from)), "a card of the hand was laid twice");
        used |= 1u << from;
    }
    QVERIFY(best.candidatesScored > 0);
}

namespace {

// Every ordered choice of 1-5 cards from the hand, scored one by one: slow and obviously complete.
struct Exhaustive {
    const std::vector<PlayedCard>& cards;
    const JokerLineup& jokers;
    const ScoreContext& context;
    std::int64_t best = -1;
    PlayedHand current;
    std::uint32_t used = 0;

    void search() {
        if (current.count > 0) {
            ScoreContext ctx = context;
            for (size_t i = 0; i < cards.size(); ++i)
                if (!(used & (1u << i)) && cards[i].card.rank == kKing) ++ctx.kingsInUnplayedHand;  // R25
            best = std::max(best, scoreHand(current, jokers, ctx).score);
        }
        if (current.count == kMaxPlayedCards) return;
        for (size_t i = 0; i < cards.size(); ++i) {
            if (used & (1u << i)) continue;
            used |= 1u << i;
            current.add(cards[i]);
            search();
            --current.count;
            used &= ~(1u << i);
        }
    }
};

}  // namespace

// R7, R14, R25: findBestPlay's shortcuts (additive cards first, x-cards last) never miss the best
// play that trying every ordered choice finds. Random hands of 5-8 cards, tokens and scoring jokers.
void BestPlayTest::matchesExhaustiveSearch() {
    std::mt19937 rng(4242u);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<std::uint32_t>(n)); };
    const Joker scoringJokers[] = {Joker::BusinessSuit, Joker::ScaryFace,   Joker::EvenSteven,  Joker::OddTodd,
                                   Joker::Splash,       Joker::FourFingers, Joker::OneUpper,    Joker::HalfJoker,
                                   Joker::SquareJoker,  Joker::RideTheBus,  Joker::Baron,       Joker::CardShark,
                                   Joker::JokerJoker,   Joker::StencilJoker, Joker::GrinningCoin, Joker::Oracle};
    for (int round = 0; round < 200; ++round) {
        std::vector<PlayedCard> cards;
        const int size = 5 + pick(4);
        const int low = 2 + pick(8);
        for (int i = 0; i < size; ++i) {
            PlayedCard c{Card{static_cast<std::uint8_t>(pick(2) ? low + pick(5) : 2 + pick(13)), static_cast<Suit>(pick(2) ? 1 : pick(4))},
                         Token::None};
            if (c.card.rank != kKing && pick(3) == 0)  // steel and glass often: their order is the hard part
                c.token = pick(2) ? (pick(2) ? Token::Steel : Token::Glass) : static_cast<Token>(1 + pick(kTokenKindCount));
            cards.push_back(c);
        }
        JokerLineup jokers;
        const int jokerCount = pick(5);
        for (int k = 0; k < jokerCount; ++k) {
            const Joker j = scoringJokers[pick(16)];
            if (!jokers.has(j)) jokers.add(JokerCard{j, static_cast<Suit>(pick(4))});
        }
        ScoreContext ctx;
        ctx.coinTailsBeforeHead = pick(3);
        ctx.tarotsHeld = pick(3);
        ctx.typesScoredEarlier = static_cast<HandTypeSet>(rng() & 0x1FFF);

        Exhaustive exhaustive{cards, jokers, ctx, -1, PlayedHand{}, 0};
        exhaustive.search();
        const BestPlay best = findBestPlay(cards, jokers, ctx);
        QStringList text;
        for (const PlayedCard& c : cards) text << QString::fromStdString(playedCardText(c));
        for (const JokerCard& j : jokers) text << QLatin1Char('[') + QString::fromStdString(jokerCardText(j)) + QLatin1Char(']');
        QVERIFY2(qint64(best.result.score) == qint64(exhaustive.best),
                 qPrintable(QStringLiteral("%1: findBestPlay %2, exhaustive %3")
                                .arg(text.join(QLatin1Char(' ')))
                                .arg(best.result.score)
                                .arg(exhaustive.best)));
    }
}

QTEST_APPLESS_MAIN(BestPlayTest)
#include "tst_bestplay.moc"
