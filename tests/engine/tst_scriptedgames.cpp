// Complete scripted games to a winner, every score worked out by hand from the rules.
#include "EngineTestSupport.h"

#include <QFile>

using namespace encarde;
using namespace encarde::test;

class ScriptedGames : public QObject {
    Q_OBJECT

    GameEngine e;
    void deal(const QString& who, const QString& cards) { ENGINE_DO(e, act("deal", who, {{"cards", list(cards)}})); }
    void stand(const QString& who) { ENGINE_DO(e, act("stand", who)); }
    void lock(const QString& who, const QString& cards) { ENGINE_DO(e, act("lock_in", who, {{"cards", list(cards)}})); }
    QJsonObject reveal(const QString& who, QJsonObject extra = {}) { return ENGINE_DO(e, act("reveal", who, extra)); }
    qint64 scoreOf(const QJsonObject& event) {
        return event.value("score").toObject().value("score").toInteger();
    }
    QString phase() { return e.stateJson().value("phase").toString(); }
    int chips(const QString& who) { return playerState(e, who).value("chips").toInt(); }
    void quietBetweenAntes() { forgoBetweenAntes(e); }
    // An Ante where everyone stands pat: deals, stands, locks in, reveals in seat order; the scores.
    QList<qint64> plainAnte(const QStringList& names, const QStringList& deals, const QStringList& locks) {
        for (int i = 0; i < names.size(); ++i) deal(names[i], deals[i]);
        for (const auto& n : names) stand(n);
        for (int i = 0; i < names.size(); ++i) lock(names[i], locks[i]);
        QList<qint64> scores;
        for (const auto& n : names) scores << scoreOf(reveal(n));
        return scores;
    }

private slots:
    void twoPlayersToThreeChips();
    void threePlayersWithTieAndCartomancer();
    void fourPlayersWithJusticeAndSharedTies();
    void documentedExampleGame();
};

void ScriptedGames::twoPlayersToThreeChips() {
    e = startGame({"Ann", "Bob"});
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 5);  // 2N+1

    // Ante 1 --------------------------------------------------------------------------------
    deal("Ann", "AS AH AD KS KH 2C 3C 4C");
    deal("Bob", "2S 3D 5H 7C 9S JD QH 4S");
    QCOMPARE(phase(), QString("discard"));
    ENGINE_DO(e, act("discard", "Ann", {{"cards", list("2C 3C")}, {"draw", list("AC 5D")}}));
    stand("Ann");
    stand("Bob");
    QCOMPARE(phase(), QString("lock_in"));
    QCOMPARE(playerState(e, "Ann").value("discards").toArray(), list("2C 3C"));
    lock("Ann", "AS AH AD AC KS");
    lock("Bob", "9S");
    // Ann: Four of a Kind 60 x 7; the four aces score 4 x 11 = 44 -> base 104; 104 x 7 = 728.
    QCOMPARE(scoreOf(reveal("Ann")), 728);
    // Bob: High Card 5 x 1; 9S scores 9 -> base 14; 14 x 1 = 14.
    const QJsonObject last = reveal("Bob");
    QCOMPARE(scoreOf(last), 14);
    QCOMPARE(last.value("ante_result").toObject().value("chip_to").toArray(), list("Ann"));
    QCOMPARE(chips("Ann"), 1);
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 4);
    // Hand, played hand and discards are back in the Active deck.
    QCOMPARE(playerState(e, "Ann").value("active_count").toInt(), 52);

    // Draw Tarots: clockwise from the highest scorer, Ann (R30).
    QCOMPARE(phase(), QString("draw_tarots"));
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Magician Empress Hermit")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Ann Bob"));
    ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", "The Empress"}}));
    ENGINE_DO(e, act("take_tarot", "Bob", {{"tarot", "The Magician"}}));
    // Draw Jokers: counter-clockwise from the lowest scorer, Bob.
    QCOMPARE(phase(), QString("draw_jokers"));
    QCOMPARE(e.stateJson().value("tarot_deck").toArray().size(), 20);  // 22 - 2 held; Hermit reshuffled
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Baron Splash Juggler")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Bob Ann"));
    ENGINE_DO(e, act("take_joker", "Bob", {{"joker", "Splash"}}));
    ENGINE_DO(e, act("take_joker", "Ann", {{"joker", "Baron"}}));
    QCOMPARE(e.stateJson().value("joker_discard").toArray(), list("Juggler"));
    QCOMPARE(e.stateJson().value("joker_deck").toArray().size(), 22);
    // Modify Decks
    ENGINE_DO(e, act("remove_card", "Ann", {{"card", "2C"}}));
    ENGINE_DO(e, act("pass", "Bob"));
    QCOMPARE(playerState(e, "Ann").value("active_count").toInt(), 51);
    QCOMPARE(playerState(e, "Ann").value("reserve_count").toInt(), 53);

    // Ante 2 --------------------------------------------------------------------------------
    QCOMPARE(e.stateJson().value("ante").toInt(), 2);
    deal("Ann", "KS KH KD KC QS QH 5D 6D");
    deal("Bob", "2S 4S 6S 8S 10S 3H 5H 7H");
    ENGINE_DO(e, act("play_tarot", "Bob", {{"tarot", "The Magician"}, {"card", "KS"}}));
    QCOMPARE(playerState(e, "Bob").value("active_count").toInt(), 45);  // 52 - 8 dealt + KS
    QCOMPARE(playerState(e, "Bob").value("reserve_count").toInt(), 51);
    stand("Ann");
    stand("Bob");
    ENGINE_DO(e, act("play_tarot", "Ann", {{"tarot", "Empress"}}));
    QCOMPARE(playerState(e, "Ann").value("tokens").toObject().value("mult").toInt(), 2);
    lock("Ann", "QS:mult QH");
    lock("Bob", "2S 4S 6S 8S 10S");
    // Ann: Pair 10 x 2; QS +10 -> 20, its mult token +4 -> mult 6; QH +10 -> 30.
    // Baron: four Kings left in hand, x1.5 each: 6 x 5.0625 = 30.375; floor(30 x 30.375) = 911.
    QCOMPARE(scoreOf(reveal("Ann")), 911);
    // Bob: Flush 35 x 4; 2+4+6+8+10 = 30 -> base 65; 65 x 4 = 260.
    QCOMPARE(scoreOf(reveal("Bob")), 260);
    QCOMPARE(chips("Ann"), 2);
    QCOMPARE(playerState(e, "Ann").value("tokens").toObject().value("mult").toInt(), 1);  // kept for a later Ante

    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Hermit Strength Star")}}));
    ENGINE_DO(e, act("pass", "Ann"));
    ENGINE_DO(e, act("take_tarot", "Bob", {{"tarot", "Strength"}}));
    // Every Tarot not held goes back: 22 - Strength.
    QCOMPARE(e.stateJson().value("tarot_deck").toArray().size(), 21);
    QCOMPARE(e.stateJson().value("tarot_discard").toArray().size(), 0);
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Tiebreaker Odd_Todd Even_Steven")}}));
    ENGINE_DO(e, act("take_joker", "Bob", {{"joker", "Tiebreaker"}}));
    ENGINE_DO(e, act("replace_joker", "Ann", {{"joker", "Odd Todd"}, {"give", "Baron"}}));
    QCOMPARE(e.stateJson().value("joker_discard").toArray(), (QJsonArray{"Juggler", "Even Steven", "Baron"}));
    ENGINE_DO(e, act("pass", "Ann"));
    ENGINE_DO(e, act("pass", "Bob"));

    // Ante 3: Tiebreaker beats Ann's higher-scoring Pair (R28) ------------------------------
    deal("Ann", "AS AH 3C 4C 5C 6D 8D 9D");
    deal("Bob", "2S 2H 7C 8C 9D JD QD KD");
    stand("Ann");
    stand("Bob");
    ENGINE_DO(e, act("arrange_jokers", "Bob", {{"order", QJsonArray{"Tiebreaker", "Splash"}}}));
    QCOMPARE(playerState(e, "Bob").value("jokers").toArray(), (QJsonArray{"Tiebreaker", "Splash"}));
    lock("Ann", "AS AH");
    lock("Bob", "2S 2H");
    // Ann: Pair 10 x 2; each ace +11 base and Odd Todd +4 mult: base 32, mult 10 -> 320.
    QCOMPARE(scoreOf(reveal("Ann")), 320);
    // Bob: Pair 10 x 2; 2 + 2 -> base 14; 14 x 2 = 28.
    const QJsonObject third = reveal("Bob");
    QCOMPARE(scoreOf(third), 28);
    QCOMPARE(third.value("ante_result").toObject().value("beaten_by_tiebreaker").toArray(), list("Ann"));
    QCOMPARE(chips("Bob"), 1);
    QCOMPARE(chips("Ann"), 2);

    // Tarots from the highest scorer (Ann, 320), Jokers from the lowest (Bob, 28).
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Sun Moon World")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("Ann"));
    ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", "The Sun"}}));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Card_Shark Half_Joker Bootstraps")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("Bob"));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("pass", "Ann"));
    ENGINE_DO(e, act("pass", "Ann"));
    ENGINE_DO(e, act("pass", "Bob"));

    // Ante 4: Ann reaches three chips (R31) --------------------------------------------------
    deal("Ann", "AS AH AD 4C 6C 8D 9D 10D");
    deal("Bob", "2S 3S 5C 7D 9H JC QC KC");
    stand("Ann");
    stand("Bob");
    ENGINE_DO(e, act("play_tarot", "Ann", {{"tarot", "The Sun"}}));
    lock("Ann", "AS:heart AH AD");
    lock("Bob", "2S 3S");
    // Ann: Three of a Kind 30 x 3; three aces +11 and Odd Todd +4 each: base 63, mult 15 -> 945.
    QCOMPARE(scoreOf(reveal("Ann")), 945);
    // Bob: High Card 5 x 1, Splash adds the 3's points to mult -> 4; both cards score 2+3 -> base 10; 40.
    const QJsonObject end = reveal("Bob");
    QCOMPARE(scoreOf(end), 40);
    QCOMPARE(end.value("ante_result").toObject().value("game_winner").toString(), QString("Ann"));
    QCOMPARE(phase(), QString("game_over"));
    QCOMPARE(e.stateJson().value("winner").toString(), QString("Ann"));
    // Unplayed tokens are kept: two heart tokens and the mult token from Ante 2.
    QCOMPARE(playerState(e, "Ann").value("tokens").toObject(), (QJsonObject{{"heart", 2}, {"mult", 1}}));
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 1);  // 5 - 3 (Ann) - 1 (Bob)
    QCOMPARE(playerState(e, "Ann").value("hand_types_scored").toArray(),
             (QJsonArray{"Pair", "Three of a Kind", "Four of a Kind"}));
    // The scores so far, Ante by Ante, with who took the chip.
    const QJsonArray antes = e.stateJson().value("antes").toArray();
    QCOMPARE(antes.size(), 4);
    QCOMPARE(antes[1].toObject().value("scores").toObject(), (QJsonObject{{"Ann", 911}, {"Bob", 260}}));
    QCOMPARE(antes[2].toObject().value("chip_to").toArray(), list("Bob"));
}

void ScriptedGames::threePlayersWithTieAndCartomancer() {
    e = startGame({"Ann", "Bob", "Cy"});
    const QStringList all{"Ann", "Bob", "Cy"};
    // Ante 1: Ann's AS and Bob's AH both score High Card 5 + 11 = 16; Cy's 2C 5 + 2 = 7.
    QCOMPARE(plainAnte(all, {"AS 2S 3S 4S 5S 6S 7S 8S", "AH 2H 3H 4H 5H 6H 7H 8H", "2C 3C 4C 5C 6C 7C 8C 9C"}, {"AS", "AH", "2C"}),
             (QList<qint64>{16, 16, 7}));
    // R29 default: a tie at the top gives no chip.
    QCOMPARE(chips("Ann") + chips("Bob") + chips("Cy"), 0);
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 7);
    // R30: Ann and Bob share the highest score; Ann sits first from the first player.
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Hermit Emperor Magician Fool")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Ann Bob Cy"));
    ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", "The Hermit"}}));
    ENGINE_DO(e, act("take_tarot", "Bob", {{"tarot", "The Emperor"}}));
    ENGINE_DO(e, act("take_tarot", "Cy", {{"tarot", "The Magician"}}));
    // Counter-clockwise from the lowest scorer Cy (seat 2): Cy, Bob, Ann.
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Cartomancer Scary_Face Juggler Half_Joker")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Cy Bob Ann"));
    ENGINE_DO(e, act("take_joker", "Cy", {{"joker", "Cartomancer"}}));
    ENGINE_DO(e, act("take_joker", "Bob", {{"joker", "Scary Face"}}));
    ENGINE_DO(e, act("take_joker", "Ann", {{"joker", "Juggler"}}));
    quietBetweenAntes();

    // Ante 2: Juggler deals Ann ten cards.
    QCOMPARE(playerState(e, "Ann").value("hand_limit").toInt(), 10);
    // Ann: Three of a Kind 30 x 3, three kings +30 -> 60 x 3 = 180.
    // Bob: Three of a Kind 30 x 3, each jack +10 and Scary Face +30 -> 150 x 3 = 450.
    // Cy: High Card 5 x 1, 3D +3 -> 8.
    QCOMPARE(plainAnte(all, {"KS KH KD 2D 3D 4D 5D 6D 7D 8D", "JS JH JD 2S 3S 4S 5S 6S", "2C 3D 4C 5C 6C 7C 8C 9C"},
                       {"KS KH KD", "JS JH JD", "2C 3D"}),
             (QList<qint64>{180, 450, 8}));
    QCOMPARE(chips("Bob"), 1);
    // Draw Tarots from Bob; The Hermit at the start puts Ann first (R34).
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Star Moon Sun Fool")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Bob Cy Ann"));
    ENGINE_DO(e, act("play_tarot", "Ann", {{"tarot", "The Hermit"}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("Ann Bob Cy"));
    ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", "The Star"}}));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("take_tarot", "Cy", {{"tarot", "The Moon"}}));
    // Cartomancer: Cy may also have a remaining Tarot; with full slots Cy plays The Fool from the
    // table, copying Cy's own Magician: the King of Clubs goes from Reserve to Active.
    QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("Cy"));
    ENGINE_DO(e, act("play_tarot", "Cy", {{"tarot", "The Fool"}, {"from", "pool"}, {"copy", "The Magician"}, {"card", "KC"}}));
    QCOMPARE(playerState(e, "Cy").value("active_count").toInt(), 53);
    QCOMPARE(playerState(e, "Cy").value("reserve_count").toInt(), 51);
    // Reshuffled: all but the four held (Emperor, Star, Magician, Moon).
    QCOMPARE(e.stateJson().value("tarot_deck").toArray().size(), 18);
    quietBetweenAntes();

    // Ante 3: Bob plays The Emperor in a discard round and draws The Sun, then plays it at Lock In.
    deal("Ann", "AS AH AD AC 2D 3D 4D 5D 6D 7D");
    deal("Bob", "2H 5H 9H KH 7S 3S 4S 6S");
    deal("Cy", "2C 3C 4C 5C 6C 7C 8C 9C");
    ENGINE_DO(e, act("play_tarot", "Bob", {{"tarot", "Emperor"}, {"tarots", list("Sun")}}));
    QCOMPARE(playerState(e, "Bob").value("tarots").toArray(), (QJsonArray{"The Sun"}));
    for (const auto& n : all) stand(n);
    ENGINE_DO(e, act("play_tarot", "Bob", {{"tarot", "The Sun"}}));
    lock("Ann", "AS AH AD AC");
    lock("Bob", "2H 5H 9H KH 7S:heart");
    lock("Cy", "2C");
    // Ann: Four of a Kind 60 + 44 = 104 x 7 = 728.
    QCOMPARE(scoreOf(reveal("Ann")), 728);
    // Bob: the heart token makes a Flush 35 x 4; 2+5+9+10+7 = 33 and Scary Face +30 on KH -> 98 x 4 = 392.
    QCOMPARE(scoreOf(reveal("Bob")), 392);
    QCOMPARE(scoreOf(reveal("Cy")), 7);
    QCOMPARE(playerState(e, "Bob").value("tokens").toObject(), (QJsonObject{{"heart", 2}}));
    quietBetweenAntes();
    // Antes 4 and 5: Ann's four aces again; Ann reaches three chips.
    for (int ante = 4; ante <= 5; ++ante) {
        QCOMPARE(plainAnte(all, {"AS AH AD AC 2D 3D 4D 5D 6D 7D", "2S 3S 4S 5S 6S 7S 8S 9S", "2C 3C 4C 5C 6C 7C 8C 9C"},
                           {"AS AH AD AC", "2S", "3C"}),
                 (QList<qint64>{728, 7, 8}));
        quietBetweenAntes();
    }
    QCOMPARE(chips("Ann"), 3);
    QCOMPARE(chips("Bob"), 1);
    QCOMPARE(e.stateJson().value("winner").toString(), QString("Ann"));
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 3);
}

void ScriptedGames::fourPlayersWithJusticeAndSharedTies() {
    HouseRules house;
    house.tiesShareChip = true;  // R29 alternative
    e = startGame({"A", "B", "C", "D"}, house);
    const QStringList all{"A", "B", "C", "D"};
    // Ante 1: A and B tie at 16 (High Card ace); under the house rule both take a chip.
    QCOMPARE(plainAnte(all, {"AS 2S 3S 4S 5S 6S 7S 8S", "AH 2H 3H 4H 5H 6H 7H 8H", "2C 3C 4C 5C 6C 7C 8C 9C", "3D 4D 5D 6D 7D 8D 9D 10D"},
                       {"AS", "AH", "2C", "3D"}),
             (QList<qint64>{16, 16, 7, 8}));
    QCOMPARE(chips("A"), 1);
    QCOMPARE(chips("B"), 1);
    QCOMPARE(e.stateJson().value("chip_supply").toInt(), 7);  // 2 x 4 + 1 - 2
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Justice Death Hanged_Man Lovers Chariot")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("A B C D"));
    ENGINE_DO(e, act("take_tarot", "A", {{"tarot", "Justice"}}));
    ENGINE_DO(e, act("take_tarot", "B", {{"tarot", "Death"}}));
    ENGINE_DO(e, act("take_tarot", "C", {{"tarot", "The Hanged Man"}}));
    ENGINE_DO(e, act("take_tarot", "D", {{"tarot", "The Chariot"}}));
    // Counter-clockwise from the lowest, C (seat 2): C, B, A, D; Jokeamancer then takes the last one.
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Jokeamancer Stencil_Joker Negative_Joker Four_Fingers Grinning_Coin")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("order").toArray(), list("C B A D"));
    ENGINE_DO(e, act("take_joker", "C", {{"joker", "Jokeamancer"}}));
    ENGINE_DO(e, act("take_joker", "B", {{"joker", "Stencil Joker"}}));
    ENGINE_DO(e, act("take_joker", "A", {{"joker", "Grinning Coin"}}));
    ENGINE_DO(e, act("take_joker", "D", {{"joker", "Four Fingers"}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("C"));
    ENGINE_DO(e, act("take_joker", "C", {{"joker", "Negative Joker"}}));
    QCOMPARE(playerState(e, "C").value("joker_slots").toInt(), 6);
    QCOMPARE(e.stateJson().value("phase").toString(), QString("modify_decks"));
    ENGINE_DO(e, act("exchange_cards", "A", {{"give", list("2S 3S")}, {"take", "KS"}}));
    ENGINE_DO(e, act("add_from_reserve", "B", {{"drawn", list("4H 5H 6H 7H")}, {"card", "7H"}}));
    ENGINE_DO(e, act("pass", "C"));
    ENGINE_DO(e, act("pass", "D"));
    QCOMPARE(playerState(e, "A").value("active_count").toInt(), 51);   // 52 - 2 + 1
    QCOMPARE(playerState(e, "A").value("reserve_count").toInt(), 53);  // 52 + 2 - 1
    QCOMPARE(playerState(e, "B").value("active_count").toInt(), 53);

    // Ante 2
    deal("A", "AS AH AD 5C 6C 7C 8C 9C");
    deal("B", "KS KH QS QH 2D 3D 4D 5D");
    deal("C", "2C 3C 4C 5C 6C 7C 8C 9C");
    deal("D", "2H 3H 4H 5S 9D 10D JD KD");
    ENGINE_DO(e, act("discard", "A", {{"cards", list("5C 6C")}, {"draw", list("10S JS")}}));
    ENGINE_DO(e, act("play_tarot", "B", {{"tarot", "Death"}, {"card", "KS"}}));  // the Reserve's KS joins the hand
    ENGINE_DO(e, act("play_tarot", "C", {{"tarot", "The Hanged Man"}, {"cards", list("2C 3C 4C")}}));
    ENGINE_DO(e, act("pass", "B"));  // nine cards in hand: nothing to draw
    ENGINE_DO(e, act("discard", "C", {{"cards", QJsonArray()}, {"draw", list("10C JC QC")}}));  // back up to 8
    ENGINE_DO(e, act("pass", "D"));
    for (const auto& n : all) stand(n);
    QCOMPARE(playerState(e, "C").value("reserve_count").toInt(), 55);  // 52 + three hanged cards
    QCOMPARE(playerState(e, "C").value("discards").toArray().size(), 0);  // not discards (R27)
    ENGINE_DO(e, act("play_tarot", "A", {{"tarot", "Justice"}}));
    lock("A", "AS:glass AH AD");
    lock("B", "KS KS KH");
    lock("C", "9C 8C");
    lock("D", "2H 3H 4H 5S");
    // A: Three of a Kind 30 x 3; AS +11 then glass x2 -> mult 6; AH, AD +11 -> base 63;
    // Grinning Coin: two tails before the head -> +2 -> mult 8; 63 x 8 = 504. Justice: tails.
    QCOMPARE(scoreOf(reveal("A", {{"coin", "TTH"}, {"justice", list("T")}})), 504);
    // B: Three of a Kind 30 x 3, three kings +30 -> 60; Stencil: five empty slots -> x6 -> 18; 1080.
    QCOMPARE(scoreOf(reveal("B")), 1080);
    // C: High Card 5 x 1, 9C +9 -> 14.
    QCOMPARE(scoreOf(reveal("C")), 14);
    // D: Four Fingers makes 2-3-4-5 a Straight 30 x 4; 2+3+4+5 = 14 -> 44 x 4 = 176.
    const QJsonObject last = reveal("D");
    QCOMPARE(scoreOf(last), 176);
    QCOMPARE(last.value("ante_result").toObject().value("chip_to").toArray(), list("B"));
    // Justice's tails: AS went to A's Reserve after the hand.
    QCOMPARE(playerState(e, "A").value("active_count").toInt(), 50);
    QCOMPARE(playerState(e, "A").value("reserve_count").toInt(), 54);
    QCOMPARE(playerState(e, "C").value("active_count").toInt(), 49);
    // B: 53 Active after Modify Decks, plus the KS Death brought from the Reserve.
    QCOMPARE(playerState(e, "B").value("active_count").toInt(), 54);
    QCOMPARE(playerState(e, "B").value("reserve_count").toInt(), 50);
    quietBetweenAntes();
    // Ante 3: B's three kings again: 1080; B holds three chips alone and wins.
    deal("A", "AH AD 2C 3C 4C 5C 6C 7C");
    deal("B", "KS KH KD 2S 3S 4S 5S 6S");
    deal("C", "2D 3D 4D 5D 6D 7D 8D 9D");
    deal("D", "2H 3H 4H 5H 6H 7H 8H 9H");
    for (const auto& n : all) stand(n);
    lock("A", "AH");
    lock("B", "KS KH KD");
    lock("C", "2D");
    lock("D", "9H");
    // A: High Card 5 + 11 = 16; Grinning Coin heads first: x2 -> 32.
    QCOMPARE(scoreOf(reveal("A", {{"coin", "H"}})), 32);
    QCOMPARE(scoreOf(reveal("B")), 1080);
    QCOMPARE(scoreOf(reveal("C")), 7);    // 5 + 2
    QCOMPARE(scoreOf(reveal("D")), 14);   // 5 + 9
    QCOMPARE(chips("B"), 3);
    QCOMPARE(e.stateJson().value("winner").toString(), QString("B"));
}

// The example game in docs/actions.md plays as the document says.
void ScriptedGames::documentedExampleGame() {
    QFile doc(QStringLiteral(ACTIONS_DOC));
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const QString textAll = QString::fromUtf8(doc.readAll());
    const int start = textAll.indexOf("```jsonl\n") + 9;
    const QStringList lines = textAll.mid(start, textAll.indexOf("```", start) - start).split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 50);
    GameEngine game;
    QList<qint64> scores;
    for (const auto& line : lines) {
        const QJsonObject a = QJsonDocument::fromJson(line.toUtf8()).object();
        const QJsonObject event = ENGINE_DO(game, a);
        if (event.contains("score")) scores << scoreOf(event);
    }
    // Worked out in tst twoPlayersToThreeChips and in the document.
    QCOMPARE(scores, (QList<qint64>{728, 14, 911, 260, 320, 28, 945, 40}));
    QCOMPARE(game.stateJson().value("winner").toString(), QString("Ann"));
}

QTEST_GUILESS_MAIN(ScriptedGames)
#include "tst_scriptedgames.moc"
