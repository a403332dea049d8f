// Hidden hands: a deal or a draw may give only a count, as at a real table where hands are
// secret; cards become known when shown, and R36 still holds against the unrevealed pool.
#include "EngineTestSupport.h"
#include "GameLog.h"
#include "GameReplay.h"

#include <QTemporaryDir>

using namespace encarde;
using namespace encarde::test;

class HiddenHands : public QObject {
    Q_OBJECT

    GameEngine e;
    void dealHidden(const QString& who, int n) { ENGINE_DO(e, act("deal", who, {{"count", n}})); }
    void stand(const QString& who) { ENGINE_DO(e, act("stand", who)); }
    void lock(const QString& who, const QString& cards) { ENGINE_DO(e, act("lock_in", who, {{"cards", list(cards)}})); }
    qint64 reveal(const QString& who, QJsonObject extra = {}) {
        return ENGINE_DO(e, act("reveal", who, extra)).value("score").toObject().value("score").toInteger();
    }
    int field(const QString& who, const char* key) { return playerState(e, who).value(key).toInt(); }
    // Every player's 104 cards are accounted for, the hidden ones inside the unrevealed pool (R36).
    void checkCardsAccountedFor() {
        for (const auto& p : e.state().players) {
            QCOMPARE(p.cardsOwned(), 104);
            QVERIFY(p.hiddenInHand <= p.active.total);
        }
    }

private slots:
    void scriptedGameToWinner();
    void refusesCardsThatCannotBeInThePool_data();
    void refusesCardsThatCannotBeInThePool();
    void replaysFromTheLog();
};

void HiddenHands::scriptedGameToWinner() {
    e = startGame({"Ann", "Bob"});

    // Ante 1 -------------------------------------------------------------------------------
    dealHidden("Ann", 8);
    dealHidden("Bob", 8);
    QCOMPARE(e.stateJson().value("phase").toString(), QString("discard"));
    QCOMPARE(field("Ann", "hand_count"), 8);
    QCOMPARE(field("Ann", "hidden_in_hand"), 8);
    QCOMPARE(field("Ann", "active_count"), 44);  // 52 - 8 in the hand
    checkCardsAccountedFor();
    // Discards are shown face up; the replacements are drawn face down (no "draw").
    ENGINE_DO(e, act("discard", "Ann", {{"cards", list("2C 3C")}}));
    QCOMPARE(field("Ann", "hidden_in_hand"), 8);  // 8 - 2 shown + 2 drawn
    QCOMPARE(field("Ann", "active_count"), 42);   // 52 - 2 discarded - 8 in the hand
    ENGINE_DO(e, act("discard", "Bob", {{"cards", list("2S")}}));
    checkCardsAccountedFor();
    stand("Ann");
    stand("Bob");
    lock("Ann", "AS AH AD AC KS");
    lock("Bob", "9S");
    QCOMPARE(field("Ann", "hidden_in_hand"), 3);  // 8 - 5 locked in
    checkCardsAccountedFor();
    // Ann: Four of a Kind 60 x 7; four aces 4 x 11 = 44 -> 104 x 7 = 728.
    QCOMPARE(reveal("Ann"), 728);
    // Bob: High Card 5 x 1; 9S +9 -> 14.
    QCOMPARE(reveal("Bob"), 14);
    QCOMPARE(field("Ann", "chips"), 1);
    QCOMPARE(field("Ann", "hidden_in_hand"), 0);
    QCOMPARE(field("Ann", "active_count"), 52);  // everything back in the Active deck
    checkCardsAccountedFor();

    // Between Antes: Ann drafts first Tarots (highest score), Bob first Jokers (lowest).
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Magician Empress Hermit")}}));
    ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", "The Empress"}}));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Baron Splash Juggler")}}));
    ENGINE_DO(e, act("take_joker", "Bob", {{"joker", "Baron"}}));
    ENGINE_DO(e, act("pass", "Ann"));
    forgoBetweenAntes(e);

    // Ante 2 -------------------------------------------------------------------------------
    dealHidden("Ann", 8);
    dealHidden("Bob", 8);
    stand("Ann");
    stand("Bob");
    ENGINE_DO(e, act("play_tarot", "Ann", {{"tarot", "Empress"}}));
    lock("Ann", "QS:mult QH");
    lock("Bob", "2S 4S 6S 8S 10S");
    // Ann: Pair 10 x 2; QS +10 and +4 mult; QH +10 -> 30 x 6 = 180.
    QCOMPARE(reveal("Ann"), 180);
    // Bob holds Baron with three hidden cards: he must show the Kings left in his hand (R25).
    ENGINE_REFUSED(e, act("reveal", "Bob"), "R25");
    ENGINE_REFUSED(e, act("reveal", "Bob", {{"shown", list("QS")}}), "R25");
    ENGINE_REFUSED(e, act("reveal", "Bob", {{"shown", list("KH KH")}}), "R36");  // one KH in his Active deck
    // Bob: Flush 35 x 4; 2+4+6+8+10 = 30 -> 65; Baron x1.5 for KH and KD: 4 x 2.25 = 9 -> 585.
    QCOMPARE(reveal("Bob", {{"shown", list("KH KD")}}), 585);
    QCOMPARE(field("Bob", "chips"), 1);
    checkCardsAccountedFor();
    forgoBetweenAntes(e);

    // Antes 3 and 4: Ann's pair of aces against Bob's High Card.
    for (int ante = 3; ante <= 4; ++ante) {
        dealHidden("Ann", 8);
        dealHidden("Bob", 8);
        stand("Ann");
        stand("Bob");
        lock("Ann", "AS AH");
        lock("Bob", "2S 3D");
        // Ann: Pair 10 x 2; 11 + 11 -> 32 x 2 = 64.
        QCOMPARE(reveal("Ann"), 64);
        // Bob: High Card 5 x 1; 3D +3 -> 8; no King shown, so Baron adds nothing.
        QCOMPARE(reveal("Bob", {{"shown", QJsonArray()}}), 8);
        checkCardsAccountedFor();
        if (ante == 3) forgoBetweenAntes(e);
    }
    QCOMPARE(field("Ann", "chips"), 3);
    QCOMPARE(e.stateJson().value("phase").toString(), QString("game_over"));
}

void HiddenHands::refusesCardsThatCannotBeInThePool_data() {
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("ruling");
    // Ann has discarded 2C (her Active deck holds one 2C), and her hand is 8 hidden cards.
    QTest::newRow("discarded card again") << act("discard", "Bob", {{"cards", list("2C 2C")}}) << "R36";
    QTest::newRow("one card shown twice") << act("discard", "Ann", {{"cards", list("AS AS")}}) << "R36";
    QTest::newRow("second deal") << act("deal", "Ann", {{"count", 8}}) << "R32";
    QTest::newRow("six discards") << act("discard", "Bob", {{"cards", list("2H 3H 4H 5H 6H 7H")}}) << "R35";
}

void HiddenHands::refusesCardsThatCannotBeInThePool() {
    QFETCH(QJsonObject, action);
    QFETCH(QString, ruling);
    e = startGame({"Ann", "Bob"});
    dealHidden("Ann", 8);
    dealHidden("Bob", 8);
    ENGINE_DO(e, act("discard", "Ann", {{"cards", list("2C")}}));
    ENGINE_DO(e, act("discard", "Bob", {{"cards", list("2C")}}));
    // Round 2: Ann's 2C is face up in her discards; no other 2C can be in her hand.
    ENGINE_REFUSED(e, act("discard", "Ann", {{"cards", list("2C")}}), "R36");
    ENGINE_REFUSED(e, action, qPrintable(ruling));
}

void HiddenHands::replaysFromTheLog() {
    QTemporaryDir dir;
    QString error;
    auto log = GameLog::open(dir.filePath("log.sqlite"), &error);
    QVERIFY2(log, qPrintable(error));
    GameEngine live;
    const QJsonObject start = GameEngine::newGameAction({"Ann", "Bob"}, {});
    const int game = log->createGame(start, live.apply(start).event, &error);
    QVERIFY(game > 0);
    const QList<QJsonObject> script = {
        act("deal", "Ann", {{"count", 8}}),
        act("deal", "Bob", {{"count", 8}}),
        act("discard", "Ann", {{"cards", list("KS KH")}}),
        act("stand", "Bob"),
        act("discard", "Ann", {{"cards", list("QD")}}),
        act("stand", "Ann"),
        act("lock_in", "Ann", {{"cards", list("7H 7D 7C")}}),
        act("lock_in", "Bob", {{"cards", list("AS")}}),
    };
    for (const auto& a : script) {
        const ActionOutcome out = live.apply(a);
        QVERIFY2(out.accepted, out.refusal.text().c_str());
        QVERIFY(log->append(game, out.event.value("seq").toInt(), a, out.event, &error));
    }
    const ReplayResult replay = replayGame(log->actions(game, &error));
    QVERIFY(replay.ok());
    QCOMPARE(replay.engine.stateJson(), live.stateJson());
    QCOMPARE(replay.engine.state().players[0].hiddenInHand, 5);  // 8 - 3 locked in
    QCOMPARE(replay.engine.state().players[0].discards.size(), size_t(3));
}

QTEST_GUILESS_MAIN(HiddenHands)
#include "tst_hiddenhands.moc"
