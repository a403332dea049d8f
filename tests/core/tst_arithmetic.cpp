// R16 exact arithmetic (mult kept exactly, halves from x1.5, score rounded down) and the
// step-by-step breakdown: (step, source, operation, amount, base after, mult after), worked out
// by hand for a few rich hands in the order of R13-R15.

#include "ScorerTestSupport.h"

#include <QtTest>

using namespace encarde;
using namespace encarde::test;

class ArithmeticTest : public QObject {
    Q_OBJECT
private slots:
    void multIsExact();
    void multText_data();
    void multText();
    void exactScores_data() { addScoreColumns(); exactRows(); }
    void exactScores() { verifyScoreRow(); }
    void breakdown_data();
    void breakdown();
    void traceIsReplacedNotAppended();
    void stepOpSymbols();
    void stepSourcesAreDescribed();

private:
    static void exactRows();
};

void ArithmeticTest::multIsExact() {
    // 2 x 1.5 x 1.5 x 1.5 = 6.75 = 27/4, exactly.
    Mult m(2);
    m.timesThreeHalves().timesThreeHalves().timesThreeHalves();
    QVERIFY(m == Mult::fraction(27, 2));
    QCOMPARE(m.toDouble(), 6.75);
    // R16 floor: 30 x 6.75 = 202.5 -> 202; 31 x 6.75 = 209.25 -> 209.
    QCOMPARE(qint64(m.applyTo(30)), qint64(202));
    QCOMPARE(qint64(m.applyTo(31)), qint64(209));
    // + whole keeps the fraction: 6.75 + 4 = 10.75; x2 = 21.5.
    m.add(4);
    QCOMPARE(m.toDouble(), 10.75);
    m.times(2);
    QVERIFY(m == Mult::fraction(43, 1));
    // Whole mult: no rounding at all.
    QCOMPARE(qint64(Mult(12).applyTo(30)), qint64(360));
    // Many halvings stay exact: 3 x 1.5^11 = 531441 / 2048.
    Mult big(3);
    for (int i = 0; i < 11; ++i) big.timesThreeHalves();
    QVERIFY(big == Mult::fraction(531441, 11));
    // 39 x 531441 / 2048 = 20726199 / 2048 = 10120.21... -> 10120.
    QCOMPARE(qint64(big.applyTo(39)), qint64(10120));
}

void ArithmeticTest::multText_data() {
    QTest::addColumn<qint64>("numerator");
    QTest::addColumn<int>("shift");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << qint64(12) << 0 << "12";
    QTest::newRow("half") << qint64(25) << 1 << "12.5";
    QTest::newRow("eighths") << qint64(27) << 3 << "3.375";
    QTest::newRow("normalised") << qint64(24) << 1 << "12";
}

void ArithmeticTest::multText() {
    QFETCH(qint64, numerator);
    QFETCH(int, shift);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(Mult::fraction(numerator, shift).toString()), text);
}

void ArithmeticTest::exactRows() {
    // Three 3s, three steel tokens: base 30 + 9 = 39; mult 3 x 1.5^3 = 10.125; 39 x 10.125 = 394.875 -> 394.
    scoreRow("R16 three steels round down", "3S:steel 3H:steel 3D:steel", "", "", "Three of a Kind", "111", 39, 10.125, 394);
    // Three 5s: base 30 + 15 = 45; mult 10.125; 45 x 10.125 = 455.625 -> 455.
    scoreRow("R16 three steel fives", "5S:steel 5H:steel 5D:steel", "", "", "Three of a Kind", "111", 45, 10.125, 455);
    // Baron one king: 3 x 1.5 = 4.5; 39 x 4.5 = 175.5 -> 175.
    scoreRow("R16 R25 Baron half mult rounds down", "3S 3H 3D", "Baron", "kings=1", "Three of a Kind", "111", 39, 4.5, 175);
    // Steel x3 and Baron x3: 3 x 1.5^6 = 34.171875; 39 x 34.171875 = 1332.703125 -> 1332.
    scoreRow("R16 R25 six halvings", "3S:steel 3H:steel 3D:steel", "Baron", "kings=3", "Three of a Kind", "111", 39, 34.171875,
             1332);
    // Steel x3 and Baron x8: 3 x 1.5^11 = 531441/2048 = 259.49267578125; 39 x that = 10120.21... -> 10120.
    scoreRow("R16 R25 eleven halvings", "3S:steel 3H:steel 3D:steel", "Baron", "kings=8", "Three of a Kind", "111", 39,
             259.49267578125, 10120);
    // A large board: five glass aces of spades (Flush Five): base 160 + 55 = 215; mult 16 x 2^5 = 512;
    // Stencil (Baron takes 1 slot, 4 empty) x5 = 2560; Baron 8 kings x 1.5^8 = x 6561/256 ->
    // 2560 x 6561 / 256 = 65610; 215 x 65610 = 14106150.
    scoreRow("R16 large exact score", "AS:glass AS:glass AS:glass AS:glass AS:glass", "Stencil Joker,Baron", "kings=8",
             "Flush Five", "11111", 215, 65610, 14106150);
    // Odd Todd and steel: 3S +3, OT 2 + 4 = 6, steel x1.5 = 9; 3H +3, +4 = 13; Grinning Coin tails x1: 14;
    // then Baron x1.5 = 21; base 10 + 6 = 16; 336.
    scoreRow("R16 halves return to whole", "3S:steel 3H", "Odd Todd,Grinning Coin,Baron", "coin=1 kings=1", "Pair", "11", 16, 21,
             336);
    // High Card 9C with steel: base 5 + 9 = 14, mult 1 x 1.5 = 1.5; Re-cyclotron +1 = 2.5;
    // Baron x1.5 = 3.75; 14 x 3.75 = 52.5 -> 52.
    scoreRow("R16 quarter mult", "7S 9C:steel", "Re-cyclotron,Baron", "discarded=1 kings=1", "High Card", "01", 14, 3.75, 52);
}

// Steps as text: "step source op amount base mult"; source is "hand", "cardN", "jokerN" or "tokenN"
// (N = position in the played hand or in the lineup); the amount of the hand-type step is not checked.
static QString stepText(const ScoreStep& s) {
    QString source;
    QString op;
    switch (s.source) {
    case StepSource::HandType: source = QStringLiteral("hand"); break;
    case StepSource::Card: source = QStringLiteral("card%1").arg(s.cardIndex); break;
    case StepSource::Joker: source = QStringLiteral("joker%1").arg(s.jokerIndex); break;
    case StepSource::Token: source = QStringLiteral("token%1").arg(s.cardIndex); break;
    }
    switch (s.op) {
    case StepOp::SetHand: op = QStringLiteral("="); break;
    case StepOp::AddBase: op = QStringLiteral("+base"); break;
    case StepOp::AddMult: op = QStringLiteral("+mult"); break;
    case StepOp::TimesMult: op = QStringLiteral("xmult"); break;
    }
    const QString amount = s.op == StepOp::SetHand ? QString() : QString::fromStdString(s.amount.toString()) + QLatin1Char(' ');
    return QStringLiteral("%1 %2 %3 %4%5 %6")
        .arg(s.step)
        .arg(source, op, amount)
        .arg(s.baseAfter)
        .arg(QString::fromStdString(s.multAfter.toString()));
}

void ArithmeticTest::breakdown_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("jokers");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<qint64>("score");

    // Pair of kings, glass on KH; Business Suit:H, Scary Face, Joker Joker (3 jokers -> +15).
    QTest::newRow("R13 R14 R15 when-scored jokers then token then step 4")
        << "KH:glass KD" << "Business Suit:H,Scary Face,Joker Joker" << ""
        << QStringList{"1 hand = 10 2",
                       "3 card0 +base 10 20 2",   // KH points
                       "3 joker0 +mult 3 20 5",   // Business Suit, KH is a heart
                       "3 joker1 +base 30 50 5",  // Scary Face
                       "3 token0 xmult 2 50 10",  // glass after the jokers (R14)
                       "3 card1 +base 10 60 10",  // KD points; Business Suit: not a heart
                       "3 joker1 +base 30 90 10", // Scary Face
                       "4 joker2 +mult 15 90 25"} // Joker Joker: 3 jokers x 5
        << qint64(2250);                          // 90 x 25

    // Splash High Card: the bonus at step 1 (R12), Odd Todd on A 9 5, steel on 9H, Baron one king.
    QTest::newRow("R12 R14 R25 Splash bonus at step 1")
        << "AS 9H:steel 5D" << "Splash,Odd Todd,Baron" << "kings=1"
        << QStringList{"1 hand = 5 1",
                       "1 joker0 +mult 11 5 12",    // Splash: ace scores 11 (R12)
                       "3 card0 +base 11 16 12",
                       "3 joker1 +mult 4 16 16",    // ace is odd (R2)
                       "3 card1 +base 9 25 16",
                       "3 joker1 +mult 4 25 20",
                       "3 token1 xmult 1.5 25 30",  // steel
                       "3 card2 +base 5 30 30",
                       "3 joker1 +mult 4 30 34",
                       "4 joker2 xmult 1.5 30 51"}  // Baron (R25)
        << qint64(1530);                            // 30 x 51

    // Stone in front of a Pair of 4s: the stone scores its 30 points at its place (R9, R1), has no
    // rank for Even Steven; the bonus token acts after Even Steven (R14); Grinning Coin two tails.
    QTest::newRow("R9 R14 R22 stone, Even Steven, bonus token, Grinning Coin")
        << "9S:stone 4H 4D:bonus" << "Even Steven,Grinning Coin" << "coin=2"
        << QStringList{"1 hand = 10 2",
                       "3 card0 +base 30 40 2",
                       "3 card1 +base 4 44 2",
                       "3 joker0 +mult 4 44 6",
                       "3 card2 +base 4 48 6",
                       "3 joker0 +mult 4 48 10",
                       "3 token2 +base 30 78 10",
                       "4 joker1 +mult 2 78 12"}
        << qint64(936);  // 78 x 12

    // Two Pair; Stencil (no slot; Mystic Summit uses 1 -> 4 empty -> x5, R20) then Mystic Summit (R17).
    QTest::newRow("R17 R20 Stencil then Mystic Summit")
        << "QS 4H QD 4C 9S" << "Stencil Joker,Mystic Summit" << "discarded=12"
        << QStringList{"1 hand = 20 2",
                       "3 card0 +base 10 30 2",
                       "3 card1 +base 4 34 2",
                       "3 card2 +base 10 44 2",
                       "3 card3 +base 4 48 2",
                       "4 joker0 xmult 5 48 10",
                       "4 joker1 +mult 15 48 25"}
        << qint64(1200);  // 48 x 25

    // D5: jokers that change nothing leave no line (Half Joker with four cards, Oracle with no
    // Tarot); D6: Baron one line per King (two kings: x1.5 twice).
    QTest::newRow("R25 D5 D6 no-op jokers silent, Baron per king")
        << "KH 7S KD 2C" << "Half Joker,Baron,Oracle" << "kings=2 tarots=0"
        << QStringList{"1 hand = 10 2",
                       "3 card0 +base 10 20 2",
                       "3 card2 +base 10 30 2",
                       "4 joker1 xmult 1.5 30 3",
                       "4 joker1 xmult 1.5 30 4.5"}
        << qint64(135);  // 30 x 4.5

    // R7 R10: the trace follows the way that scores highest (8H with its mult token, not 8C).
    QTest::newRow("R7 R10 trace of the best way")
        << "5S 6H 7D 8C 8H:mult" << "Four Fingers" << ""
        << QStringList{"1 hand = 30 4",
                       "3 card0 +base 5 35 4",
                       "3 card1 +base 6 41 4",
                       "3 card2 +base 7 48 4",
                       "3 card4 +base 8 56 4",
                       "3 token4 +mult 4 56 8"}
        << qint64(448);  // 56 x 8

    // R11 R13 D4: One-Upper sets Three of a Kind's values at step 1, after the formed Pair's.
    QTest::newRow("R11 R13 One-Upper at step 1")
        << "KH 7S KD" << "One-Upper" << ""
        << QStringList{"1 hand = 10 2",
                       "1 joker0 = 30 3",
                       "3 card0 +base 10 40 3",
                       "3 card2 +base 10 50 3"}
        << qint64(150);  // 50 x 3
}

void ArithmeticTest::breakdown() {
    QFETCH(QString, cards);
    QFETCH(QString, jokers);
    QFETCH(QString, context);
    QFETCH(QStringList, steps);
    QFETCH(qint64, score);
    const auto input = scoreInputFromText(cards, jokers, context);
    QVERIFY(input);
    ScoreBreakdown trace;
    const ScoreResult result = scoreHand(input->hand, input->jokers, input->context, &trace);
    QStringList actual;
    for (const ScoreStep& s : trace.steps) actual << stepText(s);
    QCOMPARE(actual, steps);
    QCOMPARE(qint64(result.score), score);
}

void ArithmeticTest::traceIsReplacedNotAppended() {
    // One breakdown reused for two hands holds only the second hand's steps.
    ScoreBreakdown trace;
    const auto first = handFromText(QStringLiteral("AH KH QH JH 10H"));
    const auto second = handFromText(QStringLiteral("9S"));
    QVERIFY(first && second);
    scoreHand(*first, JokerLineup{}, ScoreContext{}, &trace);
    const ScoreResult r = scoreHand(*second, JokerLineup{}, ScoreContext{}, &trace);
    QCOMPARE(int(trace.steps.size()), 2);  // High Card, then the 9's points: 5 + 9 = 14
    QCOMPARE(qint64(trace.steps.back().baseAfter), qint64(14));
    QCOMPARE(qint64(r.score), qint64(14));
}

void ArithmeticTest::stepOpSymbols() {
    QCOMPARE(QString::fromUtf8(stepOpSymbol(StepOp::SetHand)), QStringLiteral("="));
    QCOMPARE(QString::fromUtf8(stepOpSymbol(StepOp::AddBase)), QStringLiteral("+base"));
    QCOMPARE(QString::fromUtf8(stepOpSymbol(StepOp::AddMult)), QStringLiteral("+mult"));
    QCOMPARE(QString::fromUtf8(stepOpSymbol(StepOp::TimesMult)), QStringLiteral("xmult"));
}

void ArithmeticTest::stepSourcesAreDescribed() {
    const auto played = handFromText(QStringLiteral("KH:glass KD"));
    const auto lineup = lineupFromText(QStringLiteral("Scary Face"));
    QVERIFY(played && lineup);
    ScoreBreakdown trace;
    scoreHand(*played, *lineup, ScoreContext{}, &trace);
    bool sawCard = false, sawJoker = false, sawToken = false;
    for (const ScoreStep& s : trace.steps) {
        const QString text = QString::fromStdString(describeStepSource(s, *played, *lineup));
        if (s.source == StepSource::Card && s.cardIndex == 0) {
            QCOMPARE(text, QStringLiteral("KH"));
            sawCard = true;
        } else if (s.source == StepSource::Joker) {
            QVERIFY2(text.contains(QStringLiteral("Scary Face")), qPrintable(text));
            sawJoker = true;
        } else if (s.source == StepSource::Token) {
            QVERIFY2(text.contains(QStringLiteral("glass")) && text.contains(QStringLiteral("KH")), qPrintable(text));
            sawToken = true;
        }
    }
    QVERIFY(sawCard && sawJoker && sawToken);
}

QTEST_APPLESS_MAIN(ArithmeticTest)
#include "tst_arithmetic.moc"
