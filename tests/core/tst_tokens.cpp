// The eleven token kinds (Appendix B, R3-R6), scored end to end. Values worked out by hand:
// hand values from Appendix A, card points from R1. Scoring tokens (mult +4, bonus +30 base,
// steel x1.5, glass x2) act only when their card scores (R4); identity tokens (wild, strength,
// stone, diamond/club/heart/spade) change the card before the hand type is found (R4).

#include "ScorerTestSupport.h"

#include <QtTest>

using namespace encarde;
using namespace encarde::test;

class TokensTest : public QObject {
    Q_OBJECT
private slots:
    void identityTokens();
    void scoringTokens_data() { addScoreColumns(); scoringTokenRows(); }
    void scoringTokens() { verifyScoreRow(); }
    void identityTokenScores_data() { addScoreColumns(); identityTokenRows(); }
    void identityTokenScores() { verifyScoreRow(); }

private:
    static void scoringTokenRows();
    static void identityTokenRows();
};

void TokensTest::identityTokens() {
    // R4: exactly wild, strength, stone and the four suit tokens are identity tokens.
    QVERIFY(!isIdentityToken(Token::None));
    QVERIFY(!isIdentityToken(Token::Mult));
    QVERIFY(!isIdentityToken(Token::Bonus));
    QVERIFY(!isIdentityToken(Token::Steel));
    QVERIFY(!isIdentityToken(Token::Glass));
    QVERIFY(isIdentityToken(Token::Wild));
    QVERIFY(isIdentityToken(Token::Strength));
    QVERIFY(isIdentityToken(Token::Stone));
    QVERIFY(isIdentityToken(Token::Diamond));
    QVERIFY(isIdentityToken(Token::Club));
    QVERIFY(isIdentityToken(Token::Heart));
    QVERIFY(isIdentityToken(Token::Spade));
}

void TokensTest::scoringTokenRows() {
    // Base case for comparison: Pair KH KD = 10 + 10 + 10 = 30, x2 = 60.
    // mult (The Empress): +4 mult. 30 x (2 + 4) = 180.
    scoreRow("R4 mult token on a scoring card", "KH:mult 7S KD", "", "", "Pair", "101", 30, 6, 180);
    scoreRow("R4 mult token on a non-scoring card does nothing", "KH 7S:mult KD", "", "", "Pair", "101", 30, 2, 60);
    // bonus (The Hierophant): +30 base. 10 + 10 + 10 + 30 = 60, x2 = 120.
    scoreRow("R4 bonus token on a scoring card", "KH KD:bonus 7S", "", "", "Pair", "110", 60, 2, 120);
    scoreRow("R4 bonus token on a non-scoring card does nothing", "KH KD 7S:bonus", "", "", "Pair", "110", 30, 2, 60);
    // steel (The Chariot): x1.5. 30 x (2 x 1.5 = 3) = 90.
    scoreRow("R4 steel token on a scoring card", "KH:steel KD", "", "", "Pair", "11", 30, 3, 90);
    scoreRow("R4 steel token on a non-scoring card does nothing", "KH KD 2S:steel", "", "", "Pair", "110", 30, 2, 60);
    // glass (Justice): x2. Pair of 9s: 10 + 18 = 28, x (2 x 2 = 4) = 112.
    scoreRow("R4 glass token on a scoring card", "9S:glass 9H", "", "", "Pair", "11", 28, 4, 112);
    scoreRow("R4 glass token on a non-scoring card does nothing", "9S 9H 3C:glass", "", "", "Pair", "110", 28, 2, 56);
    // High Card 9C with steel: 5 + 9 = 14, x1.5 = 21.
    scoreRow("R4 steel on the High Card", "7S 4D 9C:steel", "", "", "High Card", "001", 14, 1.5, 21);
    // Two steels: mult 2 x 1.5 x 1.5 = 4.5; base 10 + 5 + 5 = 20; 90.
    scoreRow("R16 two steel tokens give half mult", "5S:steel 5H:steel", "", "", "Pair", "11", 20, 4.5, 90);
    // R16 round down: High Card 4: base 5 + 4 = 9, x1.5 = 13.5 -> 13.
    scoreRow("R16 steel score rounds down", "4S:steel", "", "", "High Card", "1", 9, 1.5, 13);
    // Glass and mult on one Pair, left to right (R14): KH:mult 2 + 4 = 6, KD:glass 6 x 2 = 12; 30 x 12 = 360.
    scoreRow("R14 mult then glass left to right", "KH:mult KD:glass", "", "", "Pair", "11", 30, 12, 360);
    // Other order: KH:glass 2 x 2 = 4, KD:mult 4 + 4 = 8; 30 x 8 = 240.
    scoreRow("R14 glass then mult left to right", "KH:glass KD:mult", "", "", "Pair", "11", 30, 8, 240);
    // Every scoring token together on a Four of a Kind (+ kicker):
    // base 60 + 2+2+2+2 = 68, + 30 (bonus) = 98; mult 7 + 4 = 11, x1.5 = 16.5, x2 = 33; 98 x 33 = 3234.
    scoreRow("R4 all four scoring tokens on Four of a Kind", "2S:mult 2H:bonus 2D:steel 2C:glass KS", "", "",
             "Four of a Kind", "11110", 98, 33, 3234);
    // Splash makes the kicker score, so its token acts: base 10 + 10 + 10 + 7 = 37; mult 2 + 4 = 6; 222.
    scoreRow("R4 R12 token on a kicker acts under Splash", "KH KD 7S:mult", "Splash", "", "Pair", "111", 37, 6, 222);
}

void TokensTest::identityTokenRows() {
    // strength (R3): one rank higher everywhere.
    // QS -> K: Pair of kings 10 + 10 + 10 = 30, x2 = 60.
    scoreRow("R3 strength queen pairs with a king", "QS:strength KH", "", "", "Pair", "11", 30, 2, 60);
    // KS -> A, scoring 11: 10 + 11 + 11 = 32, x2 = 64.
    scoreRow("R3 strength king becomes an ace", "KS:strength AH", "", "", "Pair", "11", 32, 2, 64);
    // AS -> 2 (wraps), scoring 2: 10 + 2 + 2 = 14, x2 = 28.
    scoreRow("R3 strength ace wraps to a 2", "AS:strength 2H", "", "", "Pair", "11", 14, 2, 28);
    // 9 -> 10 makes 10-J-Q-K-A: 30 + 10 + 10 + 10 + 10 + 11 = 81, x4 = 324.
    scoreRow("R3 strength 9 completes an ace-high Straight", "9S:strength JH QD KC AS", "", "", "Straight", "11111", 81, 4, 324);
    // A -> 2: 2-3-4-5-6 of hearts: 100 + 2 + 3 + 4 + 5 + 6 = 120, x8 = 960.
    scoreRow("R3 strength ace as 2 in a Straight Flush", "AH:strength 3H 4H 5H 6H", "", "", "Straight Flush", "11111", 120, 8,
             960);
    // 10 -> J breaks 6-10: High Card J (the strength card), 5 + 10 = 15.
    scoreRow("R3 strength 10 becomes a jack", "10D:strength 9C 8H 7S 6D", "", "", "High Card", "10000", 15, 1, 15);
    // K -> A: A Q J 10 9 hearts is no straight; Flush 35 + 11 + 10 + 10 + 10 + 9 = 85, x4 = 340.
    scoreRow("R3 strength king as ace breaks a Straight Flush", "KH:strength QH JH 10H 9H", "", "", "Flush", "11111", 85, 4,
             340);
    // High Card: A -> 2, so the 9 is highest: 5 + 9 = 14.
    scoreRow("R3 strength ace is no longer the High Card", "AS:strength 5H 9D", "", "", "High Card", "001", 14, 1, 14);

    // wild (R5): every suit at once.
    // 9S wild is a heart: Flush 35 + 2 + 7 + 9 + 10 + 10 = 73, x4 = 292.
    scoreRow("R5 wild completes a Flush", "2H 7H 9S:wild JH KH", "", "", "Flush", "11111", 73, 4, 292);
    // 5-9 diamonds with a wild 9C: Straight Flush 100 + 35 = 135, x8 = 1080.
    scoreRow("R5 wild completes a Straight Flush", "5D 6D 7D 8D 9C:wild", "", "", "Straight Flush", "11111", 135, 8, 1080);
    // Mixed suits beside the wild: Straight 30 + 11 + 10 * 4 = 81, x4 = 324.
    scoreRow("R5 wild does not make mixed suits a flush", "AS:wild KH QD JC 10S", "", "", "Straight", "11111", 81, 4, 324);
    // All wild: Flush 292.
    scoreRow("R5 five wild cards form a Flush", "2S:wild 7H:wild 9D:wild JC:wild KS:wild", "", "", "Flush", "11111", 73, 4, 292);

    // suit tokens: diamond (The Star), club (The Moon), heart (The Sun), spade (The World).
    scoreRow("R4 heart token completes a Flush", "2H 7H 9S:heart JH KH", "", "", "Flush", "11111", 73, 4, 292);
    // 9H becomes a spade: no flush, High Card KH 5 + 10 = 15.
    scoreRow("R4 spade token breaks a Flush", "2H 7H 9H:spade JH KH", "", "", "High Card", "00001", 15, 1, 15);
    // Royal: 100 + 11 + 40 = 151, x8 = 1208.
    scoreRow("R4 diamond token completes a Royal Flush", "AD KD QD JD 10S:diamond", "", "", "Royal Flush", "11111", 151, 8,
             1208);
    // Flush Five of clubs: 160 + 6 * 5 = 190, x16 = 3040.
    scoreRow("R4 club tokens complete a Flush Five", "6C 6C 6S:club 6H:club 6D:club", "", "", "Flush Five", "11111", 190, 16,
             3040);
    // Flush House of spades: 140 + 9 + 16 = 165, x14 = 2310.
    scoreRow("R4 spade token completes a Flush House", "3S 3S 3H:spade 8S 8S", "", "", "Flush House", "11111", 165, 14, 2310);
    // A suit token on a Five of a Kind that leaves two suits: still Five of a Kind, 120 + 25 = 145, x12 = 1740.
    scoreRow("R4 suit tokens short of one suit stay Five of a Kind", "5C 5C 5S:club 5H:club 5D", "", "", "Five of a Kind",
             "11111", 145, 12, 1740);

    // stone (The Tower, R1, R9): rankless, suitless, 30 points, always scored.
    scoreRow("R9 stone ace is no ace", "AS:stone AH", "", "", "High Card", "11", 46, 1, 46);
}

QTEST_APPLESS_MAIN(TokensTest)
#include "tst_tokens.moc"
