// Complete scripted games to a winner, every score worked out by hand from the rules.
#include "EngineTestSupport.h"

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

private slots:
    void twoPlayersToThreeChips();
    void threePlayersWithTieAndCartomancer();
    void fourPlayersWithJusticeAndSharedTies();
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
}

void ScriptedGames::threePlayersWithTieAndCartomancer() {
    QSKIP("written below");
}

void ScriptedGames::fourPlayersWithJusticeAndSharedTies() {
    QSKIP("written below");
}

QTEST_GUILESS_MAIN(ScriptedGames)
#include "tst_scriptedgames.moc"
