#pragma once
// Shared helpers for the scorer tests: compact text forms of hands, joker lineups and contexts,
// and one table-driven check (hand type, scoring cards, base, mult, score) that several suites
// feed with rows worked out by hand from the rulebook and RULINGS.md.

#include "Scorer.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <optional>

namespace encarde::test {

// "KH:glass 7S 10D" -> cards left to right. nullopt on a typo in the test data.
inline std::optional<PlayedHand> handFromText(const QString& text) {
    PlayedHand hand;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto card = parsePlayedCard(word.toStdString());
        if (!card || hand.count >= kMaxPlayedCards) return std::nullopt;
        hand.add(*card);
    }
    return hand;
}

// "KH 7S" -> a hand of up to 10 cards (for best play).
inline std::optional<std::vector<PlayedCard>> cardsFromText(const QString& text) {
    std::vector<PlayedCard> cards;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto card = parsePlayedCard(word.toStdString());
        if (!card) return std::nullopt;
        cards.push_back(*card);
    }
    return cards;
}

// "Joker Joker,Business Suit:H,Baron" -> lineup in that order.
inline std::optional<JokerLineup> lineupFromText(const QString& text) {
    JokerLineup lineup;
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList parts = item.trimmed().split(QLatin1Char(':'));
        const auto joker = parseJoker(parts.first().toStdString());
        if (!joker || lineup.count >= kMaxJokers) return std::nullopt;
        JokerCard card{*joker, Suit::Spades};
        if (parts.size() == 2) {
            const auto suit = parseSuit(parts.at(1).toStdString());
            if (!suit) return std::nullopt;
            card.businessSuit = *suit;
        }
        lineup.add(card);
    }
    return lineup;
}

// "chips=2 tarots=1 discarded=12 earlier=Pair|Flush kings=2 coin=0 summit=13"; unnamed fields keep
// ScoreContext's defaults (no coin flips, threshold 12).
inline std::optional<ScoreContext> contextFromText(const QString& text) {
    ScoreContext context;
    for (const QString& item : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString key = item.section(QLatin1Char('='), 0, 0);
        const QString value = item.section(QLatin1Char('='), 1);
        if (key == QLatin1String("earlier")) {
            for (const QString& name : value.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
                const auto type = parseHandType(name.toStdString());
                if (!type) return std::nullopt;
                context.typesScoredEarlier |= handTypeBit(*type);
            }
            continue;
        }
        bool ok = false;
        const int number = value.toInt(&ok);
        if (!ok) return std::nullopt;
        if (key == QLatin1String("chips")) context.chipsHeld = number;
        else if (key == QLatin1String("tarots")) context.tarotsHeld = number;
        else if (key == QLatin1String("discarded")) context.discardedThisAnte = number;
        else if (key == QLatin1String("kings")) context.kingsInUnplayedHand = number;
        else if (key == QLatin1String("coin")) context.coinTailsBeforeHead = number;
        else if (key == QLatin1String("summit")) context.mysticSummitThreshold = number;
        else return std::nullopt;
    }
    return context;
}

// The three text forms together: what scoreHand takes.
struct ScoreInput {
    PlayedHand hand;
    JokerLineup jokers;
    ScoreContext context;
};
inline std::optional<ScoreInput> scoreInputFromText(const QString& cards, const QString& jokers, const QString& context) {
    const auto hand = handFromText(cards);
    const auto lineup = lineupFromText(jokers);
    const auto ctx = contextFromText(context);
    if (!hand || !lineup || !ctx) return std::nullopt;
    return ScoreInput{*hand, *lineup, *ctx};
}

// Scoring mask as "10100": one digit per played card, left to right.
inline QString maskText(std::uint8_t mask, int count) {
    QString text;
    for (int i = 0; i < count; ++i) text += (mask >> i) & 1 ? QLatin1Char('1') : QLatin1Char('0');
    return text;
}

// Columns of a score row. mult is a double: every expected mult is a dyadic fraction, exact in a double.
inline void addScoreColumns() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("jokers");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("hand");
    QTest::addColumn<QString>("scoring");
    QTest::addColumn<qint64>("base");
    QTest::addColumn<double>("mult");
    QTest::addColumn<qint64>("score");
}

inline void scoreRow(const char* name, const char* cards, const char* jokers, const char* context, const char* hand,
                     const char* scoring, qint64 base, double mult, qint64 score) {
    QTest::newRow(name) << QString::fromUtf8(cards) << QString::fromUtf8(jokers) << QString::fromUtf8(context)
                        << QString::fromUtf8(hand) << QString::fromUtf8(scoring) << base << mult << score;
}

// The common check: the input is valid, and type, scoring cards, base, mult and score are as worked
// out by hand. Also: tracing on or off gives the same result, and the last traced step ends on the
// result's base and mult.
inline void verifyScoreRow() {
    QFETCH(QString, cards);
    QFETCH(QString, jokers);
    QFETCH(QString, context);
    QFETCH(QString, hand);
    QFETCH(QString, scoring);
    QFETCH(qint64, base);
    QFETCH(double, mult);
    QFETCH(qint64, score);

    const auto input = scoreInputFromText(cards, jokers, context);
    QVERIFY2(input, "test data does not parse");
    const auto invalid = validateScoreInput(input->hand, input->jokers, input->context);
    QVERIFY2(!invalid, invalid ? invalid->c_str() : "");

    const ScoreResult result = scoreHand(input->hand, input->jokers, input->context);
    QCOMPARE(QString::fromUtf8(handTypeName(result.handType)), hand);
    QCOMPARE(maskText(result.scoringMask, input->hand.count), scoring);
    QCOMPARE(qint64(result.base), base);
    QCOMPARE(result.mult.toDouble(), mult);
    QCOMPARE(qint64(result.score), score);

    ScoreBreakdown trace;
    const ScoreResult traced = scoreHand(input->hand, input->jokers, input->context, &trace);
    QCOMPARE(qint64(traced.score), qint64(result.score));
    QCOMPARE(qint64(traced.base), qint64(result.base));
    QVERIFY(traced.mult == result.mult);
    QVERIFY(!trace.steps.empty());
    QCOMPARE(qint64(trace.steps.back().baseAfter), qint64(result.base));
    QVERIFY(trace.steps.back().multAfter == result.mult);
}

}  // namespace encarde::test
