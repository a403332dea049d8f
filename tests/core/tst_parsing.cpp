// Text forms of cards, tokens, jokers and hand types: what the CLI, the log and the window type.
// Also the small card facts the scorer builds on (R1 points, R2 odd/even, faces).

#include "Card.h"
#include "HandType.h"
#include "Joker.h"

#include <QtTest>

using namespace encarde;

class ParsingTest : public QObject {
    Q_OBJECT
private slots:
    void parsesCards_data();
    void parsesCards();
    void rejectsCards_data();
    void rejectsCards();
    void parsesPlayedCards_data();
    void parsesPlayedCards();
    void rejectsPlayedCards_data();
    void rejectsPlayedCards();
    void cardTextRoundTrips();
    void parsesJokers_data();
    void parsesJokers();
    void jokerNamesRoundTrip();
    void parsesHandTypes_data();
    void parsesHandTypes();
    void handTypeNamesRoundTrip();
    void parsesSuits_data();
    void parsesSuits();
    void cardFacts_data();
    void cardFacts();
};

void ParsingTest::parsesCards_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rank");
    QTest::addColumn<char>("suit");
    QTest::newRow("AS") << "AS" << 14 << 'S';
    QTest::newRow("as lower case") << "as" << 14 << 'S';
    QTest::newRow("aS mixed case") << "aS" << 14 << 'S';
    QTest::newRow("KH") << "KH" << 13 << 'H';
    QTest::newRow("qd") << "qd" << 12 << 'D';
    QTest::newRow("Jc") << "Jc" << 11 << 'C';
    QTest::newRow("10H") << "10H" << 10 << 'H';
    QTest::newRow("10h") << "10h" << 10 << 'H';
    QTest::newRow("Th") << "Th" << 10 << 'H';
    QTest::newRow("tS") << "tS" << 10 << 'S';
    QTest::newRow("9D") << "9D" << 9 << 'D';
    QTest::newRow("2c") << "2c" << 2 << 'C';
    QTest::newRow("5S") << "5S" << 5 << 'S';
}

void ParsingTest::parsesCards() {
    QFETCH(QString, text);
    QFETCH(int, rank);
    QFETCH(char, suit);
    std::string error;
    const auto card = parseCard(text.toStdString(), &error);
    QVERIFY2(card, error.c_str());
    QCOMPARE(int(card->rank), rank);
    QCOMPARE(suitLetter(card->suit), suit);
}

void ParsingTest::rejectsCards_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("rank only") << "A";
    QTest::newRow("suit only") << "S";
    QTest::newRow("rank 1") << "1S";
    QTest::newRow("rank 11") << "11H";
    QTest::newRow("rank 0") << "0S";
    QTest::newRow("unknown suit") << "AX";
    QTest::newRow("suit first") << "SA";
    QTest::newRow("10 without suit") << "10";
    QTest::newRow("two suits") << "10HH";
    QTest::newRow("word") << "ZZ";
    QTest::newRow("joker card") << "JOKER";
}

void ParsingTest::rejectsCards() {
    QFETCH(QString, text);
    std::string error;
    QVERIFY(!parseCard(text.toStdString(), &error));
    QVERIFY(!error.empty());
    if (!text.isEmpty()) QVERIFY2(QString::fromStdString(error).contains(text), error.c_str());  // names the bad word
    QVERIFY(!parseCard(text.toStdString()));  // no error pointer: still just nullopt
}

void ParsingTest::parsesPlayedCards_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("token");
    QTest::newRow("no token") << "AS" << "AS" << int(Token::None);
    QTest::newRow("mult") << "KH:mult" << "KH" << int(Token::Mult);
    QTest::newRow("bonus") << "10h:bonus" << "10H" << int(Token::Bonus);
    QTest::newRow("wild") << "2c:wild" << "2C" << int(Token::Wild);
    QTest::newRow("steel") << "TS:steel" << "10S" << int(Token::Steel);
    QTest::newRow("glass") << "7D:glass" << "7D" << int(Token::Glass);
    QTest::newRow("strength") << "QS:strength" << "QS" << int(Token::Strength);
    QTest::newRow("stone") << "4H:stone" << "4H" << int(Token::Stone);
    QTest::newRow("diamond") << "5S:diamond" << "5S" << int(Token::Diamond);
    QTest::newRow("club") << "5S:club" << "5S" << int(Token::Club);
    QTest::newRow("heart") << "5S:heart" << "5S" << int(Token::Heart);
    QTest::newRow("spade") << "5H:spade" << "5H" << int(Token::Spade);
    QTest::newRow("token in upper case") << "as:GLASS" << "AS" << int(Token::Glass);
    QTest::newRow("token in mixed case") << "Jd:Strength" << "JD" << int(Token::Strength);
}

void ParsingTest::parsesPlayedCards() {
    QFETCH(QString, text);
    QFETCH(QString, card);
    QFETCH(int, token);
    std::string error;
    const auto played = parsePlayedCard(text.toStdString(), &error);
    QVERIFY2(played, error.c_str());
    QCOMPARE(QString::fromStdString(cardText(played->card)), card);
    QCOMPARE(int(played->token), token);
}

void ParsingTest::rejectsPlayedCards_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("badWord");
    QTest::newRow("unknown token") << "AS:foo" << "foo";
    QTest::newRow("plural token") << "AS:mults" << "mults";
    QTest::newRow("R6 two tokens") << "AS:mult:glass" << "AS:mult:glass";
    QTest::newRow("R6 the same token twice") << "AS:glass:glass" << "AS:glass:glass";
    QTest::newRow("empty token") << "AS:" << "AS:";
    QTest::newRow("token without card") << ":mult" << ":mult";
    QTest::newRow("unknown card with a token") << "1S:mult" << "1S";
}

void ParsingTest::rejectsPlayedCards() {
    QFETCH(QString, text);
    QFETCH(QString, badWord);
    std::string error;
    QVERIFY(!parsePlayedCard(text.toStdString(), &error));
    QVERIFY2(QString::fromStdString(error).contains(badWord), error.c_str());
}

void ParsingTest::cardTextRoundTrips() {
    // All 52 cards x 12 token states: text -> card -> same text.
    for (int i = 0; i < 52; ++i) {
        const Card c = Card::fromIndex(i);
        QCOMPARE(c.index(), i);
        for (int t = 0; t <= kTokenKindCount; ++t) {
            const PlayedCard played{c, static_cast<Token>(t)};
            const std::string text = playedCardText(played);
            const auto back = parsePlayedCard(text);
            QVERIFY2(back && *back == played, text.c_str());
        }
    }
    QCOMPARE(cardText(Card{10, Suit::Hearts}), std::string("10H"));
    QCOMPARE(cardText(Card{kAce, Suit::Spades}), std::string("AS"));
    QCOMPARE(playedCardText(PlayedCard{Card{7, Suit::Clubs}, Token::Glass}), std::string("7C:glass"));
    QVERIFY(tokenName(Token::None).empty());
    QVERIFY(!parseToken(""));
    QVERIFY(!parseToken("none"));
}

void ParsingTest::parsesJokers_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("joker");
    QTest::newRow("as printed") << "Re-cyclotron" << int(Joker::ReCyclotron);
    QTest::newRow("lower case") << "re-cyclotron" << int(Joker::ReCyclotron);
    QTest::newRow("no hyphen") << "Recyclotron" << int(Joker::ReCyclotron);
    QTest::newRow("camel case") << "RideTheBus" << int(Joker::RideTheBus);
    QTest::newRow("underscores") << "ride_the_bus" << int(Joker::RideTheBus);
    QTest::newRow("upper case") << "ODD TODD" << int(Joker::OddTodd);
    QTest::newRow("One-Upper spaced") << "one upper" << int(Joker::OneUpper);
    QTest::newRow("Joker Joker") << "joker joker" << int(Joker::JokerJoker);
}

void ParsingTest::parsesJokers() {
    QFETCH(QString, text);
    QFETCH(int, joker);
    const auto j = parseJoker(text.toStdString());
    QVERIFY(j);
    QCOMPARE(int(*j), joker);
}

void ParsingTest::jokerNamesRoundTrip() {
    // Appendix J, in its order.
    const char* printed[kJokerCount] = {"Joker Joker",  "Business Suit", "Half Joker",    "Stencil Joker", "Four Fingers",
                                        "Re-cyclotron", "Grinning Coin", "Scary Face",    "Splash",        "Mystic Summit",
                                        "Juggler",      "Even Steven",   "Odd Todd",      "Card Shark",    "Cartomancer",
                                        "Oracle",       "Jokeamancer",   "Bootstraps",    "One-Upper",     "Square Joker",
                                        "Tiebreaker",   "Negative Joker", "Card Printer", "Baron",         "Ride the Bus"};
    for (int i = 0; i < kJokerCount; ++i) {
        const auto j = static_cast<Joker>(i);
        QCOMPARE(QString::fromUtf8(jokerName(j)), QString::fromUtf8(printed[i]));
        QVERIFY(parseJoker(printed[i]) == j);
    }
    for (const char* bad : {"Joker", "Jimbo", "", "Baron Baron", "Four Finger"}) QVERIFY2(!parseJoker(bad), bad);
    QCOMPARE(jokerCardText(JokerCard{Joker::BusinessSuit, Suit::Hearts}), std::string("Business Suit:H"));
    QCOMPARE(jokerCardText(JokerCard{Joker::Baron, Suit::Hearts}), std::string("Baron"));
}

void ParsingTest::parsesHandTypes_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("type");
    QTest::newRow("rulebook name") << "Three of a Kind" << int(HandType::ThreeOfAKind);
    QTest::newRow("underscores") << "three_of_a_kind" << int(HandType::ThreeOfAKind);
    QTest::newRow("hyphens") << "two-pair" << int(HandType::TwoPair);
    QTest::newRow("upper case") << "FLUSH FIVE" << int(HandType::FlushFive);
    QTest::newRow("no spaces") << "RoyalFlush" << int(HandType::RoyalFlush);
}

void ParsingTest::parsesHandTypes() {
    QFETCH(QString, text);
    QFETCH(int, type);
    const auto t = parseHandType(text.toStdString());
    QVERIFY(t);
    QCOMPARE(int(*t), type);
}

void ParsingTest::handTypeNamesRoundTrip() {
    const char* names[kHandTypeCount] = {"High Card",      "Pair",           "Two Pair",       "Three of a Kind", "Straight",
                                         "Flush",          "Full House",     "Four of a Kind", "Straight Flush",  "Royal Flush",
                                         "Five of a Kind", "Flush House",    "Flush Five"};
    for (int i = 0; i < kHandTypeCount; ++i) {
        const auto t = static_cast<HandType>(i);
        QCOMPARE(QString::fromUtf8(handTypeName(t)), QString::fromUtf8(names[i]));
        QVERIFY(parseHandType(names[i]) == t);
        QCOMPARE(handTypeBit(t), HandTypeSet(1u << i));
    }
    for (const char* bad : {"Full", "Straight Flushes", "", "Five Flush"}) QVERIFY2(!parseHandType(bad), bad);
}

void ParsingTest::parsesSuits_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<char>("letter");
    QTest::newRow("S") << "S" << 'S';
    QTest::newRow("h") << "h" << 'H';
    QTest::newRow("Diamonds") << "Diamonds" << 'D';
    QTest::newRow("club") << "club" << 'C';
}

void ParsingTest::parsesSuits() {
    QFETCH(QString, text);
    QFETCH(char, letter);
    const auto s = parseSuit(text.toStdString());
    QVERIFY(s);
    QCOMPARE(suitLetter(*s), letter);
}

void ParsingTest::cardFacts_data() {
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("face");
    QTest::addColumn<bool>("even");
    QTest::addColumn<bool>("odd");
    // R1 points; R2 even 2 4 6 8 10, odd A 3 5 7 9, J/Q/K neither and the only faces.
    QTest::newRow("R1 R2 two") << 2 << 2 << false << true << false;
    QTest::newRow("R1 R2 three") << 3 << 3 << false << false << true;
    QTest::newRow("R1 R2 four") << 4 << 4 << false << true << false;
    QTest::newRow("R1 R2 five") << 5 << 5 << false << false << true;
    QTest::newRow("R1 R2 six") << 6 << 6 << false << true << false;
    QTest::newRow("R1 R2 seven") << 7 << 7 << false << false << true;
    QTest::newRow("R1 R2 eight") << 8 << 8 << false << true << false;
    QTest::newRow("R1 R2 nine") << 9 << 9 << false << false << true;
    QTest::newRow("R1 R2 ten") << 10 << 10 << false << true << false;
    QTest::newRow("R1 R2 jack") << 11 << 10 << true << false << false;
    QTest::newRow("R1 R2 queen") << 12 << 10 << true << false << false;
    QTest::newRow("R1 R2 king") << 13 << 10 << true << false << false;
    QTest::newRow("R1 R2 ace") << 14 << 11 << false << false << true;
}

void ParsingTest::cardFacts() {
    QFETCH(int, rank);
    QFETCH(int, points);
    QFETCH(bool, face);
    QFETCH(bool, even);
    QFETCH(bool, odd);
    const auto r = static_cast<std::uint8_t>(rank);
    QCOMPARE(rankPoints(r), points);
    QCOMPARE(isFaceRank(r), face);
    QCOMPARE(isEvenRank(r), even);
    QCOMPARE(isOddRank(r), odd);
}

QTEST_APPLESS_MAIN(ParsingTest)
#include "tst_parsing.moc"
