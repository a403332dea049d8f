// Every refusal path: the action is refused with the ruling it breaks and the state is unchanged.
#include "TwoPlayerScenario.h"

using namespace encarde;
using namespace encarde::test;

Q_DECLARE_METATYPE(encarde::test::Stop)

class Refusals : public QObject {
    Q_OBJECT
private slots:
    void refusedWithRulingAndNothingChanges_data();
    void refusedWithRulingAndNothingChanges();
    void refusalNamesThePhaseItNeeds();
    void gameOverRefusesEverything();
    void corruptActionsAreRefusedNotCrashes_data();
    void corruptActionsAreRefusedNotCrashes();
    void retractAndRedo();
};

void Refusals::refusedWithRulingAndNothingChanges_data() {
    QTest::addColumn<Stop>("stop");
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("ruling");
    auto row = [](const char* name, Stop stop, QJsonObject a, const char* ruling) {
        QTest::newRow(name) << stop << a << QString::fromLatin1(ruling);
    };
    // Wrong phase (R32)
    row("discard during deal", Stop::Deal, act("discard", "Ann", {{"cards", list("AS")}}), "R32");
    row("lock_in during discard", Stop::Discard, act("lock_in", "Ann", {{"cards", list("AS")}}), "R32");
    row("take_tarot during lock_in", Stop::LockIn, act("take_tarot", "Ann", {{"tarot", "The Star"}}), "R32");
    row("deal twice", Stop::Discard, act("deal", "Ann", {{"cards", list(kAnnHand)}}), "R32");
    row("reveal out of seat order", Stop::Reveal, act("reveal", "Bob"), "R32");
    row("take before the Tarots are dealt", Stop::DrawTarotsUndealt, act("take_tarot", "Ann", {{"tarot", "The Star"}}), "R32");
    row("modify during draw", Stop::DrawJokersStart, act("remove_card", "Ann", {{"card", "2C"}}), "R32");
    // Wrong player, or not a player
    row("not this player's draft turn", Stop::DrawTarotsStart, act("take_tarot", "Bob", {{"tarot", "The Star"}}), "R30");
    row("not a player", Stop::Deal, act("deal", "Zed", {{"cards", list(kAnnHand)}}), "");
    // Limits (R35)
    row("deal seven, hand limit is eight", Stop::Deal, act("deal", "Ann", {{"cards", list("AS AH AD KS KH 2C 3C")}}), "R35");
    row("discard six, limit five", Stop::Discard,
        act("discard", "Ann", {{"cards", list("AS AH AD KS KH 2C")}, {"draw", list("5S 6S 7S 8S 9S 10S")}}), "R35");
    row("draw one too few", Stop::Discard, act("discard", "Ann", {{"cards", list("2C 3C")}, {"draw", list("5S")}}), "R35");
    row("lock in six", Stop::LockIn, act("lock_in", "Ann", {{"cards", list("AS AH AD KS KH 2C")}}), "R35");
    row("lock in none", Stop::LockIn, act("lock_in", "Ann", {{"cards", QJsonArray()}}), "R35");
    row("deal two Tarots, not three", Stop::DrawTarotsUndealt, act("deal_tarots", "", {{"tarots", list("Star Moon")}}), "R35");
    // Deck integrity (R36)
    row("deal a card twice from one deck", Stop::Deal, act("deal", "Ann", {{"cards", list("AS AS AD KS KH 2C 3C 4C")}}), "R36");
    row("discard a card not in hand", Stop::Discard, act("discard", "Ann", {{"cards", list("9H")}, {"draw", list("5S")}}), "R36");
    row("draw a card already in hand", Stop::Discard, act("discard", "Ann", {{"cards", list("2C")}, {"draw", list("AS")}}), "R36");
    row("lock in a card not in hand", Stop::LockIn, act("lock_in", "Ann", {{"cards", list("AS QH")}}), "R36");
    row("take a Tarot not dealt", Stop::DrawTarotsStart, act("take_tarot", "Ann", {{"tarot", "The Fool"}}), "R36");
    row("deal a Tarot twice", Stop::DrawTarotsUndealt, act("deal_tarots", "", {{"tarots", list("Star Star Moon")}}), "R36");
    row("play a Tarot not held", Stop::Ante2Discard, act("play_tarot", "Ann", {{"tarot", "The Magician"}, {"card", "2S"}}), "R36");
    row("remove a card not in Active", Stop::ModifyDecks, act("remove_card", "Ann", {{"card", "ZZ"}}), "");
    // Tokens (R33, R6)
    row("a token not held", Stop::LockIn, act("lock_in", "Ann", {{"cards", list("AS:glass AH")}}), "R33");
    row("two tokens on one card", Stop::LockIn, act("lock_in", "Ann", {{"cards", list("AS:glass:mult AH")}}), "R6");
    // Tarot timing (more in tst_tarots)
    row("Empress in a discard round", Stop::Ante2Discard, act("play_tarot", "Ann", {{"tarot", "The Empress"}}), "R33");
    row("discard twice in a round", Stop::Discard, act("pass", "Bob"), "");
}

void Refusals::refusedWithRulingAndNothingChanges() {
    QFETCH(Stop, stop);
    QFETCH(QJsonObject, action);
    QFETCH(QString, ruling);
    GameEngine e = scenario(stop);
    if (QString(QTest::currentDataTag()) == QLatin1String("discard twice in a round")) {
        ENGINE_DO(e, act("pass", "Bob"));
        ENGINE_REFUSED(e, action, "R35");
        return;
    }
    const QJsonObject before = e.stateJson();
    const ActionOutcome out = e.apply(action);
    QVERIFY2(!out.accepted, "accepted");
    QCOMPARE(QString::fromStdString(out.refusal.ruling), ruling);
    QVERIFY(!out.refusal.message.empty());
    QCOMPARE(e.stateJson(), before);
    QCOMPARE(e.actions().size(), size_t(before.value("actions_recorded").toInt()));
}

void Refusals::refusalNamesThePhaseItNeeds() {
    GameEngine e = scenario(Stop::Deal);
    const ActionOutcome out = e.apply(act("lock_in", "Ann", {{"cards", list("AS")}}));
    QVERIFY(!out.accepted);
    QCOMPARE(QString::fromStdString(out.refusal.text()), QString("lock_in belongs to Lock In; the game is in Deal (R32)"));
    const ActionOutcome limit = e.apply(act("deal", "Ann", {{"cards", list("AS AH")}}));
    QCOMPARE(QString::fromStdString(limit.refusal.text()), QString("Ann is dealt up to the hand limit: 8 cards, not 2 (R35)"));
}

void Refusals::gameOverRefusesEverything() {
    GameEngine e = scenario(Stop::DrawTarotsUndealt);
    // Three Antes of Ann's aces win the game: play two more quickly.
    for (int ante = 2; ante <= 3; ++ante) {
        ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Star Moon Sun")}}));
        ENGINE_DO(e, act("pass", "Ann"));
        ENGINE_DO(e, act("pass", "Bob"));
        ENGINE_DO(e, act("deal_jokers", "", {{"jokers", ante == 2 ? list("Baron Splash Juggler") : list("Oracle Odd_Todd Even_Steven")}}));
        ENGINE_DO(e, act("pass", "Bob"));
        ENGINE_DO(e, act("pass", "Ann"));
        ENGINE_DO(e, act("pass", "Ann"));
        ENGINE_DO(e, act("pass", "Bob"));
        ENGINE_DO(e, act("deal", "Ann", {{"cards", list(kAnnHand)}}));
        ENGINE_DO(e, act("deal", "Bob", {{"cards", list(kBobHand)}}));
        ENGINE_DO(e, act("stand", "Ann"));
        ENGINE_DO(e, act("stand", "Bob"));
        ENGINE_DO(e, act("lock_in", "Ann", {{"cards", list("AS AH")}}));
        ENGINE_DO(e, act("lock_in", "Bob", {{"cards", list("9S")}}));
        ENGINE_DO(e, act("reveal", "Ann"));
        ENGINE_DO(e, act("reveal", "Bob"));
    }
    QCOMPARE(e.stateJson().value("winner").toString(), QString("Ann"));
    ENGINE_REFUSED(e, act("deal_tarots", "", {{"tarots", list("Star Moon Sun")}}), "R31");
    ENGINE_REFUSED(e, act("deal", "Ann", {{"cards", list(kAnnHand)}}), "R31");
}

void Refusals::corruptActionsAreRefusedNotCrashes_data() {
    QTest::addColumn<QJsonObject>("action");
    QTest::newRow("empty") << QJsonObject();
    QTest::newRow("unknown type") << act("shuffle", "Ann");
    QTest::newRow("cards not a list") << act("deal", "Ann", {{"cards", "AS"}});
    QTest::newRow("cards are numbers") << act("deal", "Ann", {{"cards", QJsonArray{1, 2, 3}}});
    QTest::newRow("player not a string") << QJsonObject{{"type", "deal"}, {"player", 3}};
    QTest::newRow("second new_game") << GameEngine::newGameAction({"X", "Y"}, {});
    QTest::newRow("retract nothing") << act("retract", "", {{"seq", 99}});
    QTest::newRow("retract new_game") << act("retract", "", {{"seq", 1}});
}

void Refusals::corruptActionsAreRefusedNotCrashes() {
    QFETCH(QJsonObject, action);
    GameEngine e = scenario(Stop::Deal);
    const QJsonObject before = e.stateJson();
    const ActionOutcome out = e.apply(action);
    QVERIFY(!out.accepted);
    QVERIFY(!out.refusal.message.empty());
    QCOMPARE(e.stateJson(), before);
}

void Refusals::retractAndRedo() {
    GameEngine e = scenario(Stop::Discard);
    const QJsonObject atDiscard = e.stateJson();
    ENGINE_DO(e, act("discard", "Ann", {{"cards", list("2C 3C")}, {"draw", list("5D 6D")}}));
    const int discardSeq = static_cast<int>(e.actions().size());
    // A later action that depends on nothing retracted: Bob passes.
    ENGINE_DO(e, act("pass", "Bob"));
    // Retract Ann's discard: her hand is as dealt again, Bob's pass stands.
    const QJsonObject ev = ENGINE_DO(e, act("retract", "", {{"seq", discardSeq}}));
    QCOMPARE(ev.value("retracted").toInt(), discardSeq);
    QCOMPARE(playerState(e, "Ann").value("hand").toArray(), list(kAnnHand));
    QCOMPARE(playerState(e, "Ann").value("discards").toArray().size(), 0);
    // Retracting it twice is refused; retracting the retraction restores the discard.
    ENGINE_REFUSED(e, act("retract", "", {{"seq", discardSeq}}), "");
    ENGINE_DO(e, act("retract", "", {{"seq", static_cast<int>(e.actions().size())}}));
    QCOMPARE(playerState(e, "Ann").value("discards").toArray(), list("2C 3C"));
    // Retracting the deal is refused: the discard after it would come before any deal (R32).
    ENGINE_REFUSED(e, act("retract", "", {{"seq", 2}}), "R32");
    // Nothing is deleted: every action, retractions included, stays in the record.
    QCOMPARE(e.actions().size(), size_t(atDiscard.value("actions_recorded").toInt() + 4));
}

QTEST_GUILESS_MAIN(Refusals)
#include "tst_refusals.moc"
