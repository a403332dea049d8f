// All 25 Jokers of Appendix J: the scoring ones at their steps in the order of R13-R15 (with rows
// where additive and multiplicative order matters), the rest as rule data (R20, R35), and the
// input checks of validateScoreInput. Values worked out by hand; the reference hand is mostly
// "KH 7S KD": Pair of kings, base 10 + 10 + 10 = 30, mult 2, score 60 without jokers.

#include "ScorerTestSupport.h"

#include <QtTest>

using namespace encarde;
using namespace encarde::test;

class JokersTest : public QObject {
    Q_OBJECT
private slots:
    void timing_data();
    void timing();
    void ruleData_data();
    void ruleData();
    void step1Jokers_data() { addScoreColumns(); step1Rows(); }
    void step1Jokers() { verifyScoreRow(); }
    void whenScoredJokers_data() { addScoreColumns(); whenScoredRows(); }
    void whenScoredJokers() { verifyScoreRow(); }
    void step4Jokers_data() { addScoreColumns(); step4Rows(); }
    void step4Jokers() { verifyScoreRow(); }
    void jokerOrder_data() { addScoreColumns(); orderRows(); }
    void jokerOrder() { verifyScoreRow(); }
    void interactions_data() { addScoreColumns(); interactionRows(); }
    void interactions() { verifyScoreRow(); }
    void nonScoringJokers_data() { addScoreColumns(); nonScoringRows(); }
    void nonScoringJokers() { verifyScoreRow(); }
    void rejectsBadInput_data();
    void rejectsBadInput();

private:
    static void step1Rows();
    static void whenScoredRows();
    static void step4Rows();
    static void orderRows();
    static void nonScoringRows();
    static void interactionRows();
};

void JokersTest::timing_data() {
    QTest::addColumn<QString>("joker");
    QTest::addColumn<int>("timing");
    const int none = static_cast<int>(JokerTiming::None), s1 = static_cast<int>(JokerTiming::Step1RuleChange),
              s3 = static_cast<int>(JokerTiming::Step3WhenScored), s4 = static_cast<int>(JokerTiming::Step4);
    // R13: Four Fingers, One-Upper, Splash at step 1. R14: the four "when scored" jokers.
    // R15: the twelve step-4 jokers. The other six act outside scoring.
    QTest::newRow("R15 Joker Joker") << "Joker Joker" << s4;
    QTest::newRow("R14 Business Suit") << "Business Suit" << s3;
    QTest::newRow("R15 Half Joker") << "Half Joker" << s4;
    QTest::newRow("R15 Stencil Joker") << "Stencil Joker" << s4;
    QTest::newRow("R13 Four Fingers") << "Four Fingers" << s1;
    QTest::newRow("R15 Re-cyclotron") << "Re-cyclotron" << s4;
    QTest::newRow("R15 Grinning Coin") << "Grinning Coin" << s4;
    QTest::newRow("R14 Scary Face") << "Scary Face" << s3;
    QTest::newRow("R13 Splash") << "Splash" << s1;
    QTest::newRow("R15 Mystic Summit") << "Mystic Summit" << s4;
    QTest::newRow("Juggler") << "Juggler" << none;
    QTest::newRow("R14 Even Steven") << "Even Steven" << s3;
    QTest::newRow("R14 Odd Todd") << "Odd Todd" << s3;
    QTest::newRow("R15 Card Shark") << "Card Shark" << s4;
    QTest::newRow("Cartomancer") << "Cartomancer" << none;
    QTest::newRow("R15 Oracle") << "Oracle" << s4;
    QTest::newRow("Jokeamancer") << "Jokeamancer" << none;
    QTest::newRow("R15 Bootstraps") << "Bootstraps" << s4;
    QTest::newRow("R13 One-Upper") << "One-Upper" << s1;
    QTest::newRow("R15 Square Joker") << "Square Joker" << s4;
    QTest::newRow("Tiebreaker") << "Tiebreaker" << none;
    QTest::newRow("Negative Joker") << "Negative Joker" << none;
    QTest::newRow("Card Printer") << "Card Printer" << none;
    QTest::newRow("R15 Baron") << "Baron" << s4;
    QTest::newRow("R15 Ride the Bus") << "Ride the Bus" << s4;
}

void JokersTest::timing() {
    QFETCH(QString, joker);
    QFETCH(int, timing);
    const auto j = parseJoker(joker.toStdString());
    QVERIFY(j);
    QCOMPARE(static_cast<int>(jokerTiming(*j)), timing);
}

// Rule data the engine reads (R20, R35).
void JokersTest::ruleData_data() {
    QTest::addColumn<QString>("jokers");
    QTest::addColumn<int>("slotCount");
    QTest::addColumn<int>("slotsUsed");
    QTest::addColumn<int>("emptySlots");
    QTest::addColumn<int>("handLimit");
    QTest::addColumn<int>("discardLimit");
    QTest::addColumn<int>("tarotSlots");
    QTest::newRow("R35 no jokers: defaults") << "" << 5 << 0 << 5 << 8 << 5 << 2;
    QTest::newRow("R35 Juggler: hand limit 10") << "Juggler" << 5 << 1 << 4 << 10 << 5 << 2;
    QTest::newRow("R35 Re-cyclotron: six discards a round") << "Re-cyclotron" << 5 << 1 << 4 << 8 << 6 << 2;
    QTest::newRow("R35 Oracle: three Tarot slots") << "Oracle" << 5 << 1 << 4 << 8 << 5 << 3;
    QTest::newRow("R20 Negative Joker: six slots, takes none") << "Negative Joker" << 6 << 0 << 6 << 8 << 5 << 2;
    QTest::newRow("R20 Stencil takes no slot") << "Stencil Joker" << 5 << 0 << 5 << 8 << 5 << 2;
    QTest::newRow("R20 Stencil and Negative take no slot")
        << "Stencil Joker,Negative Joker,Baron" << 6 << 1 << 5 << 8 << 5 << 2;
    QTest::newRow("R20 five regular jokers fill the slots")
        << "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer" << 5 << 5 << 0 << 10 << 5 << 2;
    QTest::newRow("R20 Negative's slot holds a sixth")
        << "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Oracle,Negative Joker,Stencil Joker" << 6 << 6 << 0
        << 10 << 5 << 3;
    QTest::newRow("R35 Juggler Re-cyclotron Oracle together") << "Oracle,Re-cyclotron,Juggler" << 5 << 3 << 2 << 10 << 6 << 3;
}

void JokersTest::ruleData() {
    QFETCH(QString, jokers);
    QFETCH(int, slotCount);
    QFETCH(int, slotsUsed);
    QFETCH(int, emptySlots);
    QFETCH(int, handLimit);
    QFETCH(int, discardLimit);
    QFETCH(int, tarotSlots);
    const auto lineup = lineupFromText(jokers);
    QVERIFY(lineup);
    QCOMPARE(jokerSlots(*lineup), slotCount);
    QCOMPARE(jokerSlotsUsed(*lineup), slotsUsed);
    QCOMPARE(emptyJokerSlots(*lineup), emptySlots);
    QCOMPARE(encarde::handLimit(*lineup), handLimit);
    QCOMPARE(discardLimitPerRound(*lineup), discardLimit);
    QCOMPARE(encarde::tarotSlots(*lineup), tarotSlots);
}

void JokersTest::step1Rows() {
    // R13: the rule-changing jokers (detail in tst_handtypes); one row each here.
    scoreRow("R13 R10 Four Fingers", "5S 6H 7D 8C KS", "Four Fingers", "", "Straight", "11110", 56, 4, 224);
    scoreRow("R13 R11 One-Upper", "KH 7S KD", "One-Upper", "", "Three of a Kind", "101", 50, 3, 150);
    scoreRow("R13 R12 Splash", "AS 9H 5D", "Splash", "", "High Card", "111", 30, 12, 360);
}

void JokersTest::whenScoredRows() {
    // Business Suit (R18): +3 mult per *scoring* card of its suit. KH scores, 7H does not:
    // mult 2 + 3 = 5; 30 x 5 = 150 (Appendix D's "each card played" would give 2 + 6).
    scoreRow("R18 Business Suit counts scoring cards only", "KH 7H KD", "Business Suit:H", "", "Pair", "101", 30, 5, 150);
    // Wild KS is a heart (R5): +3; 150.
    scoreRow("R18 R5 Business Suit counts a wild card", "KS:wild KD", "Business Suit:H", "", "Pair", "11", 30, 5, 150);
    // Heart token on KS (R4): +3; 150.
    scoreRow("R18 R4 Business Suit counts a suit token", "KS:heart KD", "Business Suit:H", "", "Pair", "11", 30, 5, 150);
    // Spade token takes KH out of hearts: no bonus; 60.
    scoreRow("R18 R4 Business Suit misses a re-suited card", "KH:spade KD", "Business Suit:H", "", "Pair", "11", 30, 2, 60);
    // Stone 5H is suitless (R1): base 10 + 10 + 10 + 30 = 60; mult 2 + 3 (KH) = 5; 300.
    scoreRow("R18 R9 Business Suit ignores a stone card", "KH KD 5H:stone", "Business Suit:H", "", "Pair", "111", 60, 5, 300);
    // Splash makes 7H score: base 10 + 10 + 7 + 10 = 37; mult 2 + 3 + 3 = 8; 296.
    scoreRow("R18 R12 Business Suit with Splash", "KH 7H KD", "Splash,Business Suit:H", "", "Pair", "111", 37, 8, 296);
    // Diamonds: KD only; 150.
    scoreRow("R18 Business Suit of diamonds", "KH 7S KD", "Business Suit:D", "", "Pair", "101", 30, 5, 150);

    // Scary Face: +30 base per scored face card. 30 + 30 + 30 = 90, x2 = 180.
    scoreRow("R14 Scary Face on a Pair of kings", "KH 7S KD", "Scary Face", "", "Pair", "101", 90, 2, 180);
    // The queen does not score: 180.
    scoreRow("R14 Scary Face skips a non-scoring face", "KH KD QS", "Scary Face", "", "Pair", "110", 90, 2, 180);
    // Strength K -> A (R3): no face; 10 + 11 + 11 = 32, x2 = 64.
    scoreRow("R3 Scary Face strength king is an ace", "KH:strength AD", "Scary Face", "", "Pair", "11", 32, 2, 64);
    // Strength 10 -> J (R3): two faces; 10 + 10 + 10 + 60 = 90, x2 = 180.
    scoreRow("R3 Scary Face strength 10 is a jack", "10H:strength JD", "Scary Face", "", "Pair", "11", 90, 2, 180);
    // Stone king is no face (R1): High Card 4D + stone, 5 + 30 + 4 = 39.
    scoreRow("R9 Scary Face stone king is no face", "KH:stone 4D", "Scary Face", "", "High Card", "11", 39, 1, 39);

    // Even Steven (R2): even = 2 4 6 8 10. Pair of 10s: mult 2 + 4 + 4 = 10; base 10 + 20 = 30; 300.
    scoreRow("R2 Even Steven on a Pair of 10s", "10S 10H 4D", "Even Steven", "", "Pair", "110", 30, 10, 300);
    // Faces are neither: 60.
    scoreRow("R2 Even Steven skips faces", "QS QH", "Even Steven", "", "Pair", "11", 30, 2, 60);
    // Strength 9 -> 10 (R3): both even; 300.
    scoreRow("R2 R3 Even Steven strength 9 is a 10", "9S:strength 10H", "Even Steven", "", "Pair", "11", 30, 10, 300);
    // Strength A -> 2 (R3): Pair of 2s, both even; base 10 + 4 = 14, mult 10; 140.
    scoreRow("R2 R3 Even Steven strength ace is a 2", "AS:strength 2H", "Even Steven", "", "Pair", "11", 14, 10, 140);
    // Stone 8 is rankless: High Card 3C + stone: base 5 + 30 + 3 = 38, mult 1.
    scoreRow("R2 R9 Even Steven ignores a stone 8", "8S:stone 3C", "Even Steven", "", "High Card", "11", 38, 1, 38);

    // Odd Todd (R2): odd = A(1) 3 5 7 9. Pair of aces: mult 2 + 8 = 10; base 10 + 22 = 32; 320.
    scoreRow("R2 Odd Todd counts the ace as odd", "AS AH 7C", "Odd Todd", "", "Pair", "110", 32, 10, 320);
    // Pair of 9s: base 10 + 18 = 28; mult 10; 280.
    scoreRow("R2 Odd Todd on a Pair of 9s", "9S 9H", "Odd Todd", "", "Pair", "11", 28, 10, 280);
    // Strength K -> A, odd: base 10 + 22 = 32, mult 10; 320.
    scoreRow("R2 R3 Odd Todd strength king is an odd ace", "KS:strength AH", "Odd Todd", "", "Pair", "11", 32, 10, 320);
    // 10s are even: 30 x 2 = 60.
    scoreRow("R2 Odd Todd skips 10s", "10S 10H", "Odd Todd", "", "Pair", "11", 30, 2, 60);
    // Strength 9 -> 10 no longer odd: High Card 10 (strength), 5 + 10 = 15.
    scoreRow("R2 R3 Odd Todd strength 9 is an even 10", "9S:strength 4H", "Odd Todd", "", "High Card", "10", 15, 1, 15);
}

void JokersTest::step4Rows() {
    // Joker Joker (R21): +5 per joker held, itself included: 2 + 5 = 7; 30 x 7 = 210.
    scoreRow("R21 Joker Joker alone", "KH 7S KD", "Joker Joker", "", "Pair", "101", 30, 7, 210);
    // Three jokers: 2 + 15 = 17; 510.
    scoreRow("R21 Joker Joker counts every joker", "KH 7S KD", "Joker Joker,Juggler,Tiebreaker", "", "Pair", "101", 30, 17, 510);
    // Stencil and Negative counted (R21): 2 + 15 = 17; Stencil: 6 slots (Negative), 1 used
    // (Joker Joker) -> 5 empty -> x6 (R20) = 102; 30 x 102 = 3060.
    scoreRow("R21 R20 Joker Joker counts Stencil and Negative", "KH 7S KD", "Joker Joker,Stencil Joker,Negative Joker", "",
             "Pair", "101", 30, 102, 3060);

    // Half Joker (R19): +20 when the Played Hand is three or fewer cards: 2 + 20 = 22; 660.
    scoreRow("R19 Half Joker three cards", "KH 7S KD", "Half Joker", "", "Pair", "101", 30, 22, 660);
    // Four played cards, two scoring: no bonus (all played cards count); 60.
    scoreRow("R19 Half Joker counts non-scoring cards", "KH 7S KD 2C", "Half Joker", "", "Pair", "1010", 30, 2, 60);
    // Stone counts as played: 3 cards: base 10 + 20 + 30 = 60, mult 22; 1320.
    scoreRow("R19 Half Joker with a stone among three", "KH KD 2C:stone", "Half Joker", "", "Pair", "111", 60, 22, 1320);
    // One card: High Card 5 + 11 = 16; mult 1 + 20 = 21; 336.
    scoreRow("R19 Half Joker one card", "AS", "Half Joker", "", "High Card", "1", 16, 21, 336);

    // Stencil (R20): x(1 + empty slots). Alone: 5 empty -> x6: 2 x 6 = 12; 360.
    scoreRow("R20 Stencil alone multiplies by six", "KH 7S KD", "Stencil Joker", "", "Pair", "101", 30, 12, 360);
    // Five regular jokers: 0 empty -> x1; 60.
    scoreRow("R20 Stencil with full slots multiplies by one", "KH 7S KD",
             "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Stencil Joker", "", "Pair", "101", 30, 2, 60);
    // Four regular + Negative: 6 slots, 4 used, 2 empty -> x3 = 6; 180.
    scoreRow("R20 Stencil with Negative's extra slot", "KH 7S KD",
             "Juggler,Tiebreaker,Card Printer,Cartomancer,Negative Joker,Stencil Joker", "", "Pair", "101", 30, 6, 180);
    // Six regular + Negative + Stencil (eight jokers): 6 slots, 6 used -> x1; 60.
    scoreRow("R20 Stencil with eight jokers", "KH 7S KD",
             "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Baron,Negative Joker,Stencil Joker", "", "Pair", "101", 30,
             2, 60);

    // Re-cyclotron (R27): +1 per card discarded this Ante: 2 + 7 = 9; 270.
    scoreRow("R27 Re-cyclotron seven discards", "KH 7S KD", "Re-cyclotron", "discarded=7", "Pair", "101", 30, 9, 270);
    scoreRow("R27 Re-cyclotron twenty discards", "KH 7S KD", "Re-cyclotron", "discarded=20", "Pair", "101", 30, 22, 660);

    // Grinning Coin (R22): heads first -> x2: 4; 120.
    scoreRow("R22 Grinning Coin heads first doubles", "KH 7S KD", "Grinning Coin", "coin=0", "Pair", "101", 30, 4, 120);
    // One tail then heads: +1 = 3; 90.
    scoreRow("R22 Grinning Coin one tail", "KH 7S KD", "Grinning Coin", "coin=1", "Pair", "101", 30, 3, 90);
    // Three tails then heads: +3 = 5; 150.
    scoreRow("R22 Grinning Coin three tails", "KH 7S KD", "Grinning Coin", "coin=3", "Pair", "101", 30, 5, 150);

    // Mystic Summit (R17, R27): +15 at >= 12 discards (house rule 12 or 13): 17; 510.
    scoreRow("R17 Mystic Summit twelve discards", "KH 7S KD", "Mystic Summit", "discarded=12", "Pair", "101", 30, 17, 510);
    scoreRow("R17 Mystic Summit eleven discards", "KH 7S KD", "Mystic Summit", "discarded=11", "Pair", "101", 30, 2, 60);
    scoreRow("R17 Mystic Summit house rule 13 with twelve", "KH 7S KD", "Mystic Summit", "discarded=12 summit=13", "Pair",
             "101", 30, 2, 60);
    scoreRow("R17 Mystic Summit house rule 13 with thirteen", "KH 7S KD", "Mystic Summit", "discarded=13 summit=13", "Pair",
             "101", 30, 17, 510);

    // Card Shark (R23): x2 if this type was scored in an earlier Ante: 4; 120.
    scoreRow("R23 Card Shark type scored before", "KH 7S KD", "Card Shark", "earlier=Pair|Flush", "Pair", "101", 30, 4, 120);
    scoreRow("R23 Card Shark type not scored before", "KH 7S KD", "Card Shark", "earlier=Flush|Two_Pair", "Pair", "101", 30, 2,
             60);
    // Card Shark sees the type after One-Upper (R11): Three of a Kind 30 + 20 = 50, 3 x 2 = 6; 300.
    scoreRow("R23 R11 Card Shark sees the One-Upper type", "KH 7S KD", "One-Upper,Card Shark", "earlier=Three_of_a_Kind",
             "Three of a Kind", "101", 50, 6, 300);
    // Pair scored before does not count once One-Upper makes it Three of a Kind: 150.
    scoreRow("R23 R11 Card Shark ignores the formed Pair", "KH 7S KD", "One-Upper,Card Shark", "earlier=Pair",
             "Three of a Kind", "101", 50, 3, 150);

    // Oracle (R26): +5 per Tarot still held: 2 + 10 = 12; 360.
    scoreRow("R26 Oracle two Tarots", "KH 7S KD", "Oracle", "tarots=2", "Pair", "101", 30, 12, 360);
    scoreRow("R26 Oracle no Tarot", "KH 7S KD", "Oracle", "tarots=0", "Pair", "101", 30, 2, 60);
    // Bootstraps (R26): +8 per chip held: 2 + 16 = 18; 540.
    scoreRow("R26 Bootstraps two chips", "KH 7S KD", "Bootstraps", "chips=2", "Pair", "101", 30, 18, 540);
    scoreRow("R26 Bootstraps no chip", "KH 7S KD", "Bootstraps", "chips=0", "Pair", "101", 30, 2, 60);

    // Square Joker (R19): exactly four played cards: +44 base once, +4 mult per scored card.
    // KH KD score: base 30 + 44 = 74; mult 2 + 8 = 10; 740.
    scoreRow("R19 Square Joker four played two scored", "KH 7S KD 2C", "Square Joker", "", "Pair", "1010", 74, 10, 740);
    // Two Pair all four score: base 48 + 44 = 92; mult 2 + 16 = 18; 1656.
    scoreRow("R19 Square Joker Two Pair", "QS 4H QD 4C", "Square Joker", "", "Two Pair", "1111", 92, 18, 1656);
    // Stone is a scored card: KH KD stone score: base 10 + 20 + 30 + 44 = 104; mult 2 + 12 = 14; 1456.
    scoreRow("R19 R9 Square Joker counts a stone as scored", "KH KD 2C:stone 7S", "Square Joker", "", "Pair", "1110", 104, 14,
             1456);
    scoreRow("R19 Square Joker three cards", "KH 7S KD", "Square Joker", "", "Pair", "101", 30, 2, 60);
    scoreRow("R19 Square Joker five cards", "KH 7S KD 2C 3C", "Square Joker", "", "Pair", "10100", 30, 2, 60);

    // Baron (R25): x1.5 per King in the unplayed hand. One: 3; 90.
    scoreRow("R25 Baron one king held", "KH 7S KD", "Baron", "kings=1", "Pair", "101", 30, 3, 90);
    // Two: 2 x 2.25 = 4.5; 135.
    scoreRow("R25 Baron two kings held", "KH 7S KD", "Baron", "kings=2", "Pair", "101", 30, 4.5, 135);
    // Three: 2 x 3.375 = 6.75; 30 x 6.75 = 202.5 -> 202 (R16).
    scoreRow("R25 R16 Baron three kings rounds down", "KH 7S KD", "Baron", "kings=3", "Pair", "101", 30, 6.75, 202);
    scoreRow("R25 Baron no king held", "KH 7S KD", "Baron", "kings=0", "Pair", "101", 30, 2, 60);

    // Ride the Bus (R24): no scored face -> +10 mult and + the scored cards' points as base.
    // Pair of 9s: base 10 + 18 + 18 = 46; mult 12; 552.
    scoreRow("R24 Ride the Bus no face", "9S 9H 4D", "Ride the Bus", "", "Pair", "110", 46, 12, 552);
    scoreRow("R24 Ride the Bus scored face blocks", "KH KD 4S", "Ride the Bus", "", "Pair", "110", 30, 2, 60);
    // The king does not score, so it does not block: 552.
    scoreRow("R24 Ride the Bus non-scoring face does not block", "9S 9H KD", "Ride the Bus", "", "Pair", "110", 46, 12, 552);
    // Splash makes the king score: blocked; base 10 + 9 + 9 + 10 = 38, x2 = 76.
    scoreRow("R24 R12 Ride the Bus blocked by a Splash face", "9S 9H KD", "Splash,Ride the Bus", "", "Pair", "111", 38, 2, 76);
    // Stone scores 30 but adds 0 here: base 10 + 18 + 30 = 58, + 18 = 76; mult 12; 912.
    scoreRow("R24 R9 Ride the Bus stone adds nothing", "9S 9H 4D:stone", "Ride the Bus", "", "Pair", "111", 76, 12, 912);
    // A bonus token is not card points: base 10 + 18 + 30 = 58, + 18 = 76; mult 12; 912.
    scoreRow("R24 Ride the Bus bonus token is not card points", "9S:bonus 9H", "Ride the Bus", "", "Pair", "11", 76, 12, 912);
    // Strength 10 -> J is a face (R3): High Card jack, 5 + 10 = 15.
    scoreRow("R24 R3 Ride the Bus strength 10 is a face", "10S:strength 3H", "Ride the Bus", "", "High Card", "10", 15, 1, 15);
    // Strength K -> A is no face: Pair of aces, base 10 + 22 + 22 = 54; mult 12; 648.
    scoreRow("R24 R3 Ride the Bus strength king is an ace", "KS:strength AH 4D", "Ride the Bus", "", "Pair", "110", 54, 12,
             648);
}

void JokersTest::orderRows() {
    // R14: in step 3, the when-scored jokers act before the card's token.
    // 10S:glass: +10, Even Steven 2 + 4 = 6, glass x2 = 12; 10H: +10, +4 = 16. base 30; 480.
    // (Token before joker would give 2 x 2 + 4 + 4 = 12.)
    scoreRow("R14 when-scored joker before the token", "10S:glass 10H", "Even Steven", "", "Pair", "11", 30, 16, 480);
    // Cards left to right: 10H: 2 + 4 = 6; 10S: 6 + 4 = 10, x2 = 20; 600.
    scoreRow("R14 cards left to right", "10H 10S:glass", "Even Steven", "", "Pair", "11", 30, 20, 600);
    // Two when-scored jokers and a glass on KH: KH +10, BS +3 -> 5, SF +30, glass x2 -> 10;
    // KD +10, SF +30. base 10 + 10 + 30 + 10 + 30 = 90; mult 10; 900.
    scoreRow("R14 two when-scored jokers then the token", "KH:glass KD", "Business Suit:H,Scary Face", "", "Pair", "11", 90, 10,
             900);
    // Steel with halves: 5S +5, OT 2 + 4 = 6, steel x1.5 = 9; 5H +5, +4 = 13. base 20; 260.
    scoreRow("R14 steel after Odd Todd", "5S:steel 5H", "Odd Todd", "", "Pair", "11", 20, 13, 260);
    // R13 before R14 before R15: Odd Todd 2 + 4 + 4 = 10 in step 3, then Grinning Coin x2 = 20. base 28; 560.
    scoreRow("R15 step 3 before step 4", "9S 9H", "Grinning Coin,Odd Todd", "coin=0", "Pair", "11", 28, 20, 560);

    // R15: step-4 jokers left to right.
    // Joker Joker then Card Shark: (2 + 10) x 2 = 24; 720.
    scoreRow("R15 Joker Joker then Card Shark", "KH 7S KD", "Joker Joker,Card Shark", "earlier=Pair", "Pair", "101", 30, 24,
             720);
    // Card Shark then Joker Joker: 2 x 2 + 10 = 14; 420.
    scoreRow("R15 Card Shark then Joker Joker", "KH 7S KD", "Card Shark,Joker Joker", "earlier=Pair", "Pair", "101", 30, 14,
             420);
    // Baron then Oracle: 2 x 1.5 + 5 = 8; 240.
    scoreRow("R15 Baron then Oracle", "KH 7S KD", "Baron,Oracle", "kings=1 tarots=1", "Pair", "101", 30, 8, 240);
    // Oracle then Baron: (2 + 5) x 1.5 = 10.5; 315.
    scoreRow("R15 Oracle then Baron", "KH 7S KD", "Oracle,Baron", "kings=1 tarots=1", "Pair", "101", 30, 10.5, 315);
    // Half Joker then Stencil (1 used, 4 empty -> x5): (2 + 20) x 5 = 110; 3300.
    scoreRow("R15 Half Joker then Stencil", "KH 7S KD", "Half Joker,Stencil Joker", "", "Pair", "101", 30, 110, 3300);
    // Stencil then Half Joker: 2 x 5 + 20 = 30; 900.
    scoreRow("R15 Stencil then Half Joker", "KH 7S KD", "Stencil Joker,Half Joker", "", "Pair", "101", 30, 30, 900);
    // Ride the Bus then Baron: (2 + 10) x 1.5 = 18; base 46; 828.
    scoreRow("R15 Ride the Bus then Baron", "9S 9H 4D", "Ride the Bus,Baron", "kings=1", "Pair", "110", 46, 18, 828);
    // Baron then Ride the Bus: 2 x 1.5 + 10 = 13; 598.
    scoreRow("R15 Baron then Ride the Bus", "9S 9H 4D", "Baron,Ride the Bus", "kings=1", "Pair", "110", 46, 13, 598);
    // Grinning Coin heads then Re-cyclotron vs the reverse: 2 x 2 + 3 = 7 (210) and (2 + 3) x 2 = 10 (300).
    scoreRow("R15 Grinning Coin then Re-cyclotron", "KH 7S KD", "Grinning Coin,Re-cyclotron", "coin=0 discarded=3", "Pair",
             "101", 30, 7, 210);
    scoreRow("R15 Re-cyclotron then Grinning Coin", "KH 7S KD", "Re-cyclotron,Grinning Coin", "coin=0 discarded=3", "Pair",
             "101", 30, 10, 300);
    // Square Joker then Card Shark on a four-card Two Pair scored before: (2 + 16) x 2 = 36; base 92; 3312.
    scoreRow("R15 Square Joker then Card Shark", "QS 4H QD 4C", "Square Joker,Card Shark", "earlier=Two_Pair", "Two Pair", "1111",
             92, 36, 3312);
    // Mystic Summit then Bootstraps then Stencil (2 used, 3 empty -> x4): (2 + 15 + 8) x 4 = 100; 3000.
    scoreRow("R15 Mystic Summit Bootstraps Stencil", "KH 7S KD", "Mystic Summit,Bootstraps,Stencil Joker",
             "discarded=12 chips=1", "Pair", "101", 30, 100, 3000);
}

// Jokers meeting each other, tokens and stones; and the scorer's documented decisions (docs/rulings.md).
void JokersTest::interactionRows() {
    // Splash + One-Upper: Three of a Kind values, all three cards score: 30 + 10 + 7 + 10 = 57, x3 = 171.
    scoreRow("R11 R12 Splash and One-Upper", "KH 7S KD", "Splash,One-Upper", "", "Three of a Kind", "111", 57, 3, 171);
    // Splash High Card whose highest card is a strength K -> A: mult 1 + 11 = 12; base 5 + 11 + 3 = 19; 228.
    scoreRow("R12 R3 Splash bonus of a strength king is 11", "KS:strength 3H", "Splash", "", "High Card", "11", 19, 12, 228);
    // Splash + Ride the Bus, no faces: base 10 + 9 + 9 + 4 = 32, + 22 = 54; mult 12; 648.
    scoreRow("R24 R12 Ride the Bus sums the Splash cards", "9S 9H 4D", "Splash,Ride the Bus", "", "Pair", "111", 54, 12, 648);
    // Splash + Square Joker: four scored: base 10 + 10 + 7 + 10 + 2 + 44 = 83;
    // mult 2 + 16 = 18; 1494.
    scoreRow("R19 R12 Square Joker counts Splash cards", "KH 7S KD 2C", "Splash,Square Joker", "", "Pair", "1111", 83, 18,
             1494);
    // Half Joker on a lone stone: 35 x 21 = 735.
    scoreRow("R19 R9 Half Joker on a lone stone", "AS:stone", "Half Joker", "", "High Card", "1", 35, 21, 735);
    // Splash makes the 4 score for Even Steven: base 10 + 10 + 10 + 4 = 34; mult 2 + 4 = 6; 204.
    scoreRow("R12 R2 Even Steven on a Splash kicker", "KH KD 4S", "Splash,Even Steven", "", "Pair", "111", 34, 6, 204);
    // Splash makes the queen score for Scary Face: base 10 + 2 + 2 + 10 + 30 = 54, x2 = 108.
    scoreRow("R12 Scary Face on a Splash queen", "2S 2H QD", "Splash,Scary Face", "", "Pair", "111", 54, 2, 108);
    // Stone 2 keeps a Full House from forming: Three of a Kind + stone: 30 + 30 + 30 = 90, x3 = 270.
    scoreRow("R9 stone breaks a Full House", "KH KS KD 2C 2H:stone", "", "", "Three of a Kind", "11101", 90, 3, 270);
    // Four Fingers Straight + stone: 30 + 26 + 30 = 86, x4 = 344.
    scoreRow("R10 R9 Four Fingers Straight with a stone", "5S 6H 7D 8C 9S:stone", "Four Fingers", "", "Straight", "11111",
             86, 4, 344);
    // Eight jokers: Joker Joker +40 = 42; Stencil: 6 slots, 6 used -> x1; 30 x 42 = 1260.
    scoreRow("R21 R20 Joker Joker with eight jokers", "KH 7S KD",
             "Joker Joker,Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Negative Joker,Stencil Joker", "", "Pair",
             "101", 30, 42, 1260);
    // D2: Royal Flush and Straight Flush are different types for Card Shark (Appendix A lists both).
    scoreRow("R23 D2 Card Shark: Royal earlier is not a Straight Flush", "5D 6D 7D 8D 9D", "Card Shark", "earlier=Royal_Flush",
             "Straight Flush", "11111", 135, 8, 1080);
    scoreRow("R23 Card Shark: Straight Flush earlier", "5D 6D 7D 8D 9D", "Card Shark", "earlier=Straight_Flush",
             "Straight Flush", "11111", 135, 16, 2160);
    // D1 (R10): under Four Fingers the fifth card scores when it belongs to another part of the
    // hand: all five form a straight or a flush. 5H-8H is a four-card Straight Flush;
    // 5-9 is a five-card straight, so 9S scores: 100 + 5 + 6 + 7 + 8 + 9 = 135, x8 = 1080.
    scoreRow("R10 D1 Four Fingers straight flush keeps a straight's fifth card", "5H 6H 7H 8H 9S", "Four Fingers", "",
             "Straight Flush", "11111", 135, 8, 1080);
    // Five hearts are a flush, so KH scores: 100 + 26 + 10 = 136, x8 = 1088.
    scoreRow("R10 D1 Four Fingers straight flush keeps a flush's fifth card", "5H 6H 7H 8H KH", "Four Fingers", "",
             "Straight Flush", "11111", 136, 8, 1088);
    // Four hearts (5 6 7 9) are a Flush, which outranks the five-card straight 5-9; 8S belongs to
    // that straight and scores: 35 + 5 + 6 + 7 + 8 + 9 = 70, x4 = 280.
    scoreRow("R10 D1 Four Fingers Flush keeps a straight's fifth card", "5H 6H 7H 8S 9H", "Four Fingers", "", "Flush",
             "11111", 70, 4, 280);
    // 5H-8H straight flush, KS neither extends the straight nor shares the suit: 100 + 26 = 126, x8 = 1008.
    scoreRow("R10 D1 Four Fingers straight flush leaves an unrelated fifth card", "5H 6H 7H 8H KS", "Four Fingers", "",
             "Straight Flush", "11110", 126, 8, 1008);
    // D2: four suited J Q K A under Four Fingers are a Straight Flush: 100 + 41 = 141, x8 = 1128.
    scoreRow("R10 D2 Four Fingers J-Q-K-A suited is a Straight Flush", "JH QH KH AH 2S", "Four Fingers", "", "Straight Flush",
             "11110", 141, 8, 1128);
}

void JokersTest::nonScoringRows() {
    // Juggler, Cartomancer, Jokeamancer, Tiebreaker, Negative Joker and Card Printer never touch a score.
    scoreRow("Juggler scores nothing", "KH 7S KD", "Juggler", "", "Pair", "101", 30, 2, 60);
    scoreRow("Cartomancer scores nothing", "KH 7S KD", "Cartomancer", "", "Pair", "101", 30, 2, 60);
    scoreRow("Jokeamancer scores nothing", "KH 7S KD", "Jokeamancer", "", "Pair", "101", 30, 2, 60);
    scoreRow("R28 Tiebreaker scores nothing", "KH 7S KD", "Tiebreaker", "", "Pair", "101", 30, 2, 60);
    scoreRow("R20 Negative Joker scores nothing", "KH 7S KD", "Negative Joker", "", "Pair", "101", 30, 2, 60);
    scoreRow("Card Printer scores nothing", "KH 7S KD", "Card Printer", "", "Pair", "101", 30, 2, 60);
    // Context that no held joker reads changes nothing.
    scoreRow("R26 chips without Bootstraps change nothing", "KH 7S KD", "Oracle", "chips=3 tarots=0 discarded=13 kings=4",
             "Pair", "101", 30, 2, 60);
}

void JokersTest::rejectsBadInput_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("jokers");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("mentions");  // a word the error must name
    QTest::newRow("no cards") << "" << "" << "" << "";
    QTest::newRow("a joker twice") << "KH" << "Baron,Oracle,Baron" << "" << "Baron";
    QTest::newRow("R22 Grinning Coin without flips") << "KH" << "Grinning Coin" << "" << "Grinning Coin";
    QTest::newRow("R22 Grinning Coin with a negative flip count") << "KH" << "Grinning Coin" << "coin=-2" << "Grinning Coin";
    QTest::newRow("R20 six regular jokers without Negative")
        << "KH" << "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Oracle" << "" << "";
    QTest::newRow("R20 seven regular jokers with Negative")
        << "KH" << "Juggler,Tiebreaker,Card Printer,Cartomancer,Jokeamancer,Oracle,Baron,Negative Joker" << "" << "";
    QTest::newRow("R17 Mystic Summit threshold 11") << "KH" << "Mystic Summit" << "summit=11" << "";
    QTest::newRow("R17 Mystic Summit threshold 14") << "KH" << "Mystic Summit" << "summit=14" << "";
}

void JokersTest::rejectsBadInput() {
    QFETCH(QString, cards);
    QFETCH(QString, jokers);
    QFETCH(QString, context);
    QFETCH(QString, mentions);
    const auto input = scoreInputFromText(cards, jokers, context);
    QVERIFY(input);
    const auto error = validateScoreInput(input->hand, input->jokers, input->context);
    QVERIFY(error);
    QVERIFY(!error->empty());
    if (!mentions.isEmpty()) QVERIFY2(QString::fromStdString(*error).contains(mentions), error->c_str());
}

QTEST_APPLESS_MAIN(JokersTest)
#include "tst_jokers.moc"
