// The thirteen hand types of Appendix A with their scoring cards (R7-R12), scored end to end.
// Every expected value is worked out by hand: hand values from Appendix A, card points from R1.
// Appendix A: HC 5x1, Pair 10x2, Two Pair 20x2, Three 30x3, Straight 30x4, Flush 35x4,
// Full House 40x4, Four 60x7, Straight Flush 100x8, Royal 100x8, Five 120x12, Flush House 140x14,
// Flush Five 160x16. R1: 2-10 their number, J/Q/K 10, A 11, stone 30.

#include "ScorerTestSupport.h"

#include <QtTest>

using namespace encarde;
using namespace encarde::test;

class HandTypesTest : public QObject {
    Q_OBJECT
private slots:
    void handValuesMatchAppendixA_data();
    void handValuesMatchAppendixA();
    void classifiesType_data();
    void classifiesType();
    void scoresEveryHandType_data() { addScoreColumns(); everyHandTypeRows(); }
    void scoresEveryHandType() { verifyScoreRow(); }
    void scoresStoneCards_data() { addScoreColumns(); stoneRows(); }
    void scoresStoneCards() { verifyScoreRow(); }
    void scoresRuleChangingJokers_data() { addScoreColumns(); ruleChangingJokerRows(); }
    void scoresRuleChangingJokers() { verifyScoreRow(); }
    void oneUpperKeepsFormedType();

private:
    static void everyHandTypeRows();
    static void stoneRows();
    static void ruleChangingJokerRows();
};

void HandTypesTest::handValuesMatchAppendixA_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("base");
    QTest::addColumn<int>("mult");
    QTest::newRow("High Card") << "High Card" << 5 << 1;
    QTest::newRow("Pair") << "Pair" << 10 << 2;
    QTest::newRow("Two Pair") << "Two Pair" << 20 << 2;
    QTest::newRow("Three of a Kind") << "Three of a Kind" << 30 << 3;
    QTest::newRow("Straight") << "Straight" << 30 << 4;
    QTest::newRow("Flush") << "Flush" << 35 << 4;
    QTest::newRow("Full House") << "Full House" << 40 << 4;
    QTest::newRow("Four of a Kind") << "Four of a Kind" << 60 << 7;
    QTest::newRow("Straight Flush") << "Straight Flush" << 100 << 8;
    QTest::newRow("Royal Flush") << "Royal Flush" << 100 << 8;
    QTest::newRow("Five of a Kind") << "Five of a Kind" << 120 << 12;
    QTest::newRow("Flush House") << "Flush House" << 140 << 14;
    QTest::newRow("Flush Five") << "Flush Five" << 160 << 16;
}

void HandTypesTest::handValuesMatchAppendixA() {
    QFETCH(QString, name);
    QFETCH(int, base);
    QFETCH(int, mult);
    const auto type = parseHandType(name.toStdString());
    QVERIFY(type);
    QCOMPARE(handValues(*type).base, base);
    QCOMPARE(handValues(*type).mult, mult);
}

// classifyHand alone: the type, with and without Four Fingers (R10), and that no way holds a stone (R9).
void HandTypesTest::classifiesType_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("fourFingers");
    QTest::addColumn<QString>("hand");
    QTest::newRow("R7 one card is High Card") << "2C" << false << "High Card";
    QTest::newRow("R7 ace-low straight A-2-3-4-5") << "AS 2D 3H 4C 5S" << false << "Straight";
    QTest::newRow("R7 ace-high straight 10-J-Q-K-A") << "10S JD QH KC AS" << false << "Straight";
    QTest::newRow("R7 no wrap-around Q-K-A-2-3") << "QS KD AH 2C 3S" << false << "High Card";
    QTest::newRow("R7 no wrap-around K-A-2-3-4") << "KS AD 2H 3C 4S" << false << "High Card";
    QTest::newRow("R7 no wrap-around K-A-2 under Four Fingers") << "KS AD 2H 3C 8S" << true << "High Card";
    QTest::newRow("R7 laid out of order still a straight") << "5S 3D 4H AC 2S" << false << "Straight";
    QTest::newRow("R7 duplicate rank breaks a five-card straight") << "5S 6H 7D 8C 8S" << false << "Pair";
    QTest::newRow("R7 flush outranks a pair inside it") << "4H 4H 9H JH 2H" << false << "Flush";
    QTest::newRow("R8 ace-low straight flush is not Royal") << "AC 2C 3C 4C 5C" << false << "Straight Flush";
    QTest::newRow("R8 Royal Flush") << "AH KH QH JH 10H" << false << "Royal Flush";
    QTest::newRow("R8 K-high straight flush is not Royal") << "9S KS QS JS 10S" << false << "Straight Flush";
    QTest::newRow("R8 full house of two suits") << "KH KH KS 3H 3H" << false << "Full House";
    QTest::newRow("R8 full house of one suit is Flush House") << "KH KH KH 3H 3H" << false << "Flush House";
    QTest::newRow("R8 five of a kind of mixed suits") << "JH JH JS JD JC" << false << "Five of a Kind";
    QTest::newRow("R8 five identical cards are a Flush Five") << "5H 5H 5H 5H 5H" << false << "Flush Five";
    QTest::newRow("R9 stone does not complete a flush") << "2H 5H 8H JH KH:stone" << false << "High Card";
    QTest::newRow("R9 stone does not complete four of a kind") << "7S 7H 7D 7C:stone" << false << "Three of a Kind";
    QTest::newRow("R9 stone cards alone are High Card") << "AS:stone KS:stone" << false << "High Card";
    QTest::newRow("R10 four-card flush needs Four Fingers") << "2H 7H 9H JH KS" << false << "High Card";
    QTest::newRow("R10 four-card flush with Four Fingers") << "2H 7H 9H JH KS" << true << "Flush";
    QTest::newRow("R10 four-card straight with Four Fingers") << "5S 6H 7D 8C KS" << true << "Straight";
    QTest::newRow("R10 four-card ace-low straight with Four Fingers") << "AS 2H 3D 4C 9S" << true << "Straight";
    QTest::newRow("R10 four-card straight flush with Four Fingers") << "5H 6H 7H 8H KS" << true << "Straight Flush";
    QTest::newRow("R10 Four Fingers makes no Flush House") << "KH KH KS QH QH" << true << "Full House";
    QTest::newRow("R10 four cards of a three-card run stay a pair") << "5S 6H 7D 7C" << true << "Pair";
    QTest::newRow("R3 strength turns K into A for a pair") << "KS:strength AH" << false << "Pair";
    QTest::newRow("R3 strength turns A into 2 for a straight flush") << "AH:strength 3H 4H 5H 6H" << false << "Straight Flush";
    QTest::newRow("R3 strength breaks a straight") << "10D:strength 9C 8H 7S 6D" << false << "High Card";
    QTest::newRow("R5 wild completes a straight flush") << "5D 6D 7D 8D 9C:wild" << false << "Straight Flush";
    QTest::newRow("R5 wild with mixed suits is only a straight") << "AS:wild KH QD JC 10S" << false << "Straight";
    QTest::newRow("R5 five wild cards are a flush") << "2S:wild 7H:wild 9D:wild JC:wild KS:wild" << false << "Flush";
    QTest::newRow("R4 suit token breaks a flush") << "2H 7H 9H:spade JH KH" << false << "High Card";
    QTest::newRow("R4 suit token completes a Royal Flush") << "AD KD QD JD 10S:diamond" << false << "Royal Flush";
}

void HandTypesTest::classifiesType() {
    QFETCH(QString, cards);
    QFETCH(bool, fourFingers);
    QFETCH(QString, hand);
    const auto played = handFromText(cards);
    QVERIFY(played);
    const HandClassification c = classifyHand(played->view(), fourFingers);
    QCOMPARE(QString::fromUtf8(handTypeName(c.type)), hand);
    std::uint8_t stones = 0;
    for (int i = 0; i < played->count; ++i)
        if (played->cards[i].token == Token::Stone) stones |= static_cast<std::uint8_t>(1u << i);
    for (int w = 0; w < c.wayCount; ++w) QCOMPARE(c.ways[w] & stones, 0);  // R9
}

void HandTypesTest::everyHandTypeRows() {
    // High Card: only the single highest card scores; 5 + 11 = 16, x1.
    scoreRow("R7 High Card scores only the ace", "9H AS 5D 3C 2S", "", "", "High Card", "01000", 16, 1, 16);
    // 5 + 10 = 15, x1.
    scoreRow("R7 High Card king", "2C KD 4H", "", "", "High Card", "010", 15, 1, 15);
    // 5 + 2 = 7.
    scoreRow("R1 lone 2 scores 2 points", "2C", "", "", "High Card", "1", 7, 1, 7);
    // 5 + 10 = 15 (10 scores its number).
    scoreRow("R1 lone 10 scores 10 points", "10C", "", "", "High Card", "1", 15, 1, 15);
    // 5 + 10 (J) = 15.
    scoreRow("R1 lone jack scores 10 points", "JC", "", "", "High Card", "1", 15, 1, 15);
    // Pair KH KD: 10 + 10 + 10 = 30, x2 = 60; 7S does not score.
    scoreRow("R7 Pair scores its two cards", "KH 7S KD", "", "", "Pair", "101", 30, 2, 60);
    // Two Pair: 20 + 10 + 4 + 10 + 4 = 48, x2 = 96.
    scoreRow("R7 Two Pair scores its four cards", "QS 4H QD 4C 9S", "", "", "Two Pair", "11110", 48, 2, 96);
    // Three 8s: 30 + 24 = 54, x3 = 162.
    scoreRow("R7 Three of a Kind scores its three", "8S 8H 2C 8D", "", "", "Three of a Kind", "1101", 54, 3, 162);
    // 30 + 9 + 10 + 10 + 10 + 10 = 79, x4 = 316.
    scoreRow("R7 Straight 9 to K", "9C 10D JH QS KC", "", "", "Straight", "11111", 79, 4, 316);
    // Ace low: 30 + 11 + 2 + 3 + 4 + 5 = 55, x4 = 220 (the ace still scores 11, R1).
    scoreRow("R7 ace-low Straight A-2-3-4-5", "AS 2D 3H 4C 5S", "", "", "Straight", "11111", 55, 4, 220);
    scoreRow("R7 ace-low Straight laid out of order", "5S 3D 4H AC 2S", "", "", "Straight", "11111", 55, 4, 220);
    // Ace high: 30 + 10 * 4 + 11 = 81, x4 = 324.
    scoreRow("R7 ace-high Straight 10-J-Q-K-A", "10S JD QH KC AS", "", "", "Straight", "11111", 81, 4, 324);
    // No wrap: High Card ace, 5 + 11 = 16.
    scoreRow("R7 no wrap-around Q-K-A-2-3", "QS KD AH 2C 3S", "", "", "High Card", "00100", 16, 1, 16);
    scoreRow("R7 no wrap-around K-A-2-3-4", "KS AD 2H 3C 4S", "", "", "High Card", "01000", 16, 1, 16);
    // 5-6-7-8-8 is no straight without Four Fingers: Pair of 8s, 10 + 16 = 26, x2 = 52.
    scoreRow("R7 duplicate rank is a Pair not a Straight", "5S 6H 7D 8C 8S", "", "", "Pair", "00011", 26, 2, 52);
    // Flush: 35 + 2 + 7 + 9 + 10 + 10 = 73, x4 = 292.
    scoreRow("R7 Flush", "2H 7H 9H JH KH", "", "", "Flush", "11111", 73, 4, 292);
    // Flush with a pair inside (two decks): 35 + 4 + 4 + 9 + 10 + 2 = 64, x4 = 256.
    scoreRow("R7 Flush outranks its own Pair", "4H 4H 9H JH 2H", "", "", "Flush", "11111", 64, 4, 256);
    // Full House: 40 + 6*3 + 10*2 = 78, x4 = 312.
    scoreRow("R7 Full House", "6S 6H 6D JC JS", "", "", "Full House", "11111", 78, 4, 312);
    // Full House of hearts and one spade: 40 + 30 + 6 = 76, x4 = 304.
    scoreRow("R8 Full House needs two suits", "KH KH KS 3H 3H", "", "", "Full House", "11111", 76, 4, 304);
    // Four of a Kind: 60 + 12 = 72, x7 = 504; the 9 kicker does not score.
    scoreRow("R7 Four of a Kind scores its four", "3S 3H 9C 3D 3C", "", "", "Four of a Kind", "11011", 72, 7, 504);
    // 60 + 40 = 100, x7 = 700.
    scoreRow("R7 Four of a Kind queens with kicker", "QS QH QD QC 2H", "", "", "Four of a Kind", "11110", 100, 7, 700);
    // Straight Flush: 100 + 5+6+7+8+9 = 135, x8 = 1080.
    scoreRow("R8 Straight Flush", "5D 6D 7D 8D 9D", "", "", "Straight Flush", "11111", 135, 8, 1080);
    // Ace-low straight flush: 100 + 11+2+3+4+5 = 125, x8 = 1000.
    scoreRow("R8 ace-low Straight Flush", "AC 2C 3C 4C 5C", "", "", "Straight Flush", "11111", 125, 8, 1000);
    // Royal: 100 + 11 + 10*4 = 151, x8 = 1208.
    scoreRow("R8 Royal Flush", "AH KH QH JH 10H", "", "", "Royal Flush", "11111", 151, 8, 1208);
    scoreRow("R8 Royal Flush written with T", "TS JS QS KS AS", "", "", "Royal Flush", "11111", 151, 8, 1208);
    // Five of a Kind from two decks: 120 + 7*5 = 155, x12 = 1860.
    scoreRow("R8 Five of a Kind", "7S 7H 7D 7C 7S", "", "", "Five of a Kind", "11111", 155, 12, 1860);
    // 120 + 10*5 = 170, x12 = 2040.
    scoreRow("R8 Five of a Kind jacks", "JH JH JS JD JC", "", "", "Five of a Kind", "11111", 170, 12, 2040);
    // Flush House (a third QD by a diamond token, R4): 140 + 30 + 8 = 178, x14 = 2492.
    scoreRow("R8 Flush House", "QD QD QS:diamond 4D 4D", "", "", "Flush House", "11111", 178, 14, 2492);
    // Flush House through a wild card (R5): 140 + 27 + 4 = 171, x14 = 2394.
    scoreRow("R5 Flush House through a wild card", "9C 9C 9H:wild 2C 2C", "", "", "Flush House", "11111", 171, 14, 2394);
    // Flush Five: 160 + 11*5 = 215, x16 = 3440.
    scoreRow("R8 Flush Five with suit and wild tokens", "AS AS AH:spade AD:wild AC:spade", "", "", "Flush Five", "11111", 215,
             16, 3440);
    // The scorer does not police decks (R36 is the engine's): 160 + 25 = 185, x16 = 2960.
    scoreRow("R8 Flush Five from identical cards", "5H 5H 5H 5H 5H", "", "", "Flush Five", "11111", 185, 16, 2960);
}

void HandTypesTest::stoneRows() {
    // R9: stones always score (30, R1) and take no part in the hand type.
    // Pair of kings + stone: 10 + 10 + 10 + 30 = 60, x2 = 120.
    scoreRow("R9 stone scores beside a Pair", "KS KH 2C:stone", "", "", "Pair", "111", 60, 2, 120);
    // 2-3-4-5 + stone is no straight: High Card 5C + stone, 5 + 5 + 30 = 40.
    scoreRow("R9 stone does not complete a Straight", "2S 3H 4D 5C 9S:stone", "", "", "High Card", "00011", 40, 1, 40);
    // Four hearts + stone is no flush: High Card JH + stone, 5 + 10 + 30 = 45.
    scoreRow("R9 stone does not complete a Flush", "2H 5H 8H JH KH:stone", "", "", "High Card", "00011", 45, 1, 45);
    // A lone stone: High Card, 5 + 30 = 35.
    scoreRow("R9 a lone stone card", "AS:stone", "", "", "High Card", "1", 35, 1, 35);
    // Two stones around a Pair of 9s: 10 + 30 + 9 + 9 + 30 = 88, x2 = 176.
    scoreRow("R9 two stones around a Pair", "4S:stone 9D 9C 4H:stone", "", "", "Pair", "1111", 88, 2, 176);
    // Three 7s + stone (a 7 underneath does not count): 30 + 21 + 30 = 81, x3 = 243.
    scoreRow("R9 stone 7 does not make Four of a Kind", "7S 7H 7D 7C:stone", "", "", "Three of a Kind", "1111", 81, 3, 243);
}

void HandTypesTest::ruleChangingJokerRows() {
    // R10 Four Fingers: four hearts, KS is not scoring: 35 + 2 + 7 + 9 + 10 = 63, x4 = 252.
    scoreRow("R10 Four Fingers four-card Flush", "2H 7H 9H JH KS", "Four Fingers", "", "Flush", "11110", 63, 4, 252);
    // Same cards without the joker: High Card KS, 5 + 10 = 15.
    scoreRow("R10 without Four Fingers no four-card Flush", "2H 7H 9H JH KS", "", "", "High Card", "00001", 15, 1, 15);
    // Five hearts with Four Fingers: all five still score, 292.
    scoreRow("R10 Four Fingers five-card Flush scores all five", "2H 7H 9H JH KH", "Four Fingers", "", "Flush", "11111", 73, 4,
             292);
    // 5-6-7-8 straight: 30 + 26 = 56, x4 = 224.
    scoreRow("R10 Four Fingers four-card Straight", "5S 6H 7D 8C KS", "Four Fingers", "", "Straight", "11110", 56, 4, 224);
    // A-2-3-4: 30 + 11 + 2 + 3 + 4 = 50, x4 = 200.
    scoreRow("R10 Four Fingers ace-low four-card Straight", "AS 2H 3D 4C 9S", "Four Fingers", "", "Straight", "11110", 50, 4,
             200);
    // K-A-2-3 wraps: no straight; High Card ace 16.
    scoreRow("R10 Four Fingers still no wrap-around", "KS AH 2D 3C 8S", "Four Fingers", "", "High Card", "01000", 16, 1, 16);
    // 5-8 of hearts: 100 + 26 = 126, x8 = 1008.
    scoreRow("R10 Four Fingers four-card Straight Flush", "5H 6H 7H 8H KS", "Four Fingers", "", "Straight Flush", "11110", 126,
             8, 1008);
    // Wild 9D is a heart: 7H 9D JH KH is a four-card flush, 2S not scoring: 35 + 7 + 9 + 10 + 10 = 71, x4 = 284.
    scoreRow("R10 R5 Four Fingers Flush with a wild card", "2S 7H 9D:wild JH KH", "Four Fingers", "", "Flush", "01111", 71, 4,
             284);
    // R7 best way: 5-6-7-8 can use 8C or 8H:mult; the mult one scores more: base 30 + 26 = 56,
    // mult 4 + 4 = 8, 448 (with 8C instead it would be 56 x 4 = 224).
    scoreRow("R7 R10 duplicate in a Four Fingers Straight takes the better card", "5S 6H 7D 8C 8H:mult", "Four Fingers", "",
             "Straight", "11101", 56, 8, 448);
    // Same with a bonus token on the first 8: base 56 + 30 = 86, x4 = 344 (else 224).
    scoreRow("R7 R10 duplicate in a Four Fingers Straight takes the bonus card", "5S 6H 7D 8C:bonus 8H", "Four Fingers", "",
             "Straight", "11110", 86, 4, 344);
    // Four hearts would be a four-card Flush, but the Full House ranks higher and Four Fingers makes no
    // Flush House: 40 + 30 + 20 = 90, x4 = 360.
    scoreRow("R10 Four Fingers makes no Flush House", "KH KH KS QH QH", "Four Fingers", "", "Full House", "11111", 90, 4, 360);

    // R11 One-Upper: values of the next type, scoring cards unchanged.
    // Pair -> Three of a Kind: 30 + 20 = 50, x3 = 150.
    scoreRow("R11 One-Upper Pair counts as Three of a Kind", "KH 7S KD", "One-Upper", "", "Three of a Kind", "101", 50, 3, 150);
    // Three -> Four: 60 + 24 = 84, x7 = 588.
    scoreRow("R11 One-Upper Three counts as Four of a Kind", "8S 8H 2C 8D", "One-Upper", "", "Four of a Kind", "1101", 84, 7,
             588);
    // Four -> Five: 120 + 12 = 132, x12 = 1584.
    scoreRow("R11 One-Upper Four counts as Five of a Kind", "3S 3H 9C 3D 3C", "One-Upper", "", "Five of a Kind", "11011", 132,
             12, 1584);
    scoreRow("R11 One-Upper leaves Two Pair", "QS 4H QD 4C 9S", "One-Upper", "", "Two Pair", "11110", 48, 2, 96);
    scoreRow("R11 One-Upper leaves Full House", "6S 6H 6D JC JS", "One-Upper", "", "Full House", "11111", 78, 4, 312);
    scoreRow("R11 One-Upper leaves Flush", "2H 7H 9H JH KH", "One-Upper", "", "Flush", "11111", 73, 4, 292);
    scoreRow("R11 One-Upper leaves High Card", "9H AS 5D", "One-Upper", "", "High Card", "010", 16, 1, 16);
    scoreRow("R11 One-Upper leaves Five of a Kind", "7S 7H 7D 7C 7S", "One-Upper", "", "Five of a Kind", "11111", 155, 12, 1860);
    scoreRow("R11 One-Upper leaves Flush House", "QD QD QS:diamond 4D 4D", "One-Upper", "", "Flush House", "11111", 178, 14,
             2492);

    // R12 Splash: every played card scores; High Card gains the highest card's points at step 1.
    // Mult 1 + 11 = 12; base 5 + 11 + 9 + 5 = 30; 360.
    scoreRow("R12 Splash High Card", "AS 9H 5D", "Splash", "", "High Card", "111", 30, 12, 360);
    // Mult 1 + 10 (Q) = 11; base 5 + 10 + 3 = 18; 198.
    scoreRow("R12 Splash High Card queen", "QS 3H", "Splash", "", "High Card", "11", 18, 11, 198);
    // Pair: no High Card bonus; base 10 + 10 + 7 + 10 = 37, x2 = 74.
    scoreRow("R12 Splash Pair scores the kicker too", "KH 7S KD", "Splash", "", "Pair", "111", 37, 2, 74);
    // Strength ace is a 2 (R3): highest is 9H, mult 1 + 9 = 10; base 5 + 2 + 9 + 5 = 21; 210.
    scoreRow("R12 R3 Splash strength ace counts as a 2", "AS:strength 9H 5D", "Splash", "", "High Card", "111", 21, 10, 210);
    // Stone has no rank: highest is 4H, mult 1 + 4 = 5; base 5 + 30 + 4 = 39; 195.
    scoreRow("R12 R9 Splash ignores stone for the bonus", "KS:stone 4H", "Splash", "", "High Card", "11", 39, 5, 195);
    // Only a stone: nothing ranked, mult stays 1; base 5 + 30 = 35.
    scoreRow("R12 R9 Splash lone stone adds no mult", "KS:stone", "Splash", "", "High Card", "1", 35, 1, 35);
    // Four Fingers flush + Splash: the KS scores too: 35 + 2 + 7 + 9 + 10 + 10 = 73, x4 = 292.
    scoreRow("R10 R12 Splash scores the fifth card of a Four Fingers Flush", "2H 7H 9H JH KS", "Four Fingers,Splash", "",
             "Flush", "11111", 73, 4, 292);
}

void HandTypesTest::oneUpperKeepsFormedType() {
    // R11: the cards still form a Pair; the hand counts as Three of a Kind.
    const auto played = handFromText(QStringLiteral("KH 7S KD"));
    const auto lineup = lineupFromText(QStringLiteral("One-Upper"));
    QVERIFY(played && lineup);
    const ScoreResult r = scoreHand(*played, *lineup, ScoreContext{});
    QCOMPARE(r.formedType, HandType::Pair);
    QCOMPARE(r.handType, HandType::ThreeOfAKind);
}

QTEST_APPLESS_MAIN(HandTypesTest)
#include "tst_handtypes.moc"
