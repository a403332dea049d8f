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
    void slotsAndLimitsOverSeveralAntes();
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

// Ann and Bob tie most Antes (High Card ace, 5 + 11 = 16 each: no chip, R29), so Ann drafts first
// (R30) and collects a Joker and a Tarot per Ante until the slots are full (R20, R35). Ann's Jokers
// are ones that do not change a lone ace's score, except Re-cyclotron in the Ante she discards.
void Refusals::slotsAndLimitsOverSeveralAntes() {
    GameEngine e = startGame({"Ann", "Bob"});
    const char* jokers[] = {"Re-cyclotron", "Scary Face", "Four Fingers", "Juggler", "Even Steven"};
    const QStringList planned{"Re-cyclotron", "Scary Face", "Four Fingers", "Juggler", "Even Steven",
                              "Stencil Joker", "Negative Joker", "Bootstraps", "Business Suit"};
    const char* bobHand = "AS 3D 5H 7C 9S JD QH 4S";
    auto playAnte = [&](int ante) {
        ENGINE_DO(e, act("deal", "Ann", {{"cards", list(ante >= 4 ? "AS AH AD KS KH 2C 3C 4C 5C 6C" : kAnnHand)}}));
        ENGINE_DO(e, act("deal", "Bob", {{"cards", list(bobHand)}}));
        const QJsonObject six = act("discard", "Ann", {{"cards", list("AD KS KH 2C 3C 4C")}, {"draw", list("5S 6S 7S 8S 9S 10S")}});
        if (ante == 0) ENGINE_REFUSED(e, six, "R35");  // five per round
        if (ante == 1) {  // six with Re-cyclotron, not seven
            ENGINE_REFUSED(e, act("discard", "Ann", {{"cards", list("AH AD KS KH 2C 3C 4C")}, {"draw", list("5S 6S 7S 8S 9S 10S JS")}}), "R35");
            ENGINE_DO(e, six);
        }
        ENGINE_DO(e, act("stand", "Ann"));
        ENGINE_DO(e, act("stand", "Bob"));
        ENGINE_DO(e, act("lock_in", "Ann", {{"cards", list("AS")}}));
        ENGINE_DO(e, act("lock_in", "Bob", {{"cards", list("AS")}}));
        ENGINE_DO(e, act("reveal", "Ann"));
        ENGINE_DO(e, act("reveal", "Bob"));
    };
    // The Joker draft: whoever's turn it is (the lowest scorer, or Ann on a tie) acts first.
    auto draftJoker = [&](const QJsonObject& annAction) {
        if (e.stateJson().value("draft").toObject().value("turn").toString() == QLatin1String("Bob")) {
            ENGINE_DO(e, act("pass", "Bob"));
            ENGINE_DO(e, annAction);
        } else {
            ENGINE_DO(e, annAction);
            ENGINE_DO(e, act("pass", "Bob"));
        }
    };
    for (int ante = 0; ante < 5; ++ante) {
        playAnte(ante);
        // Ante 2 (index 1): Re-cyclotron +6 mult for six discards: 16 x 7 = 112 beats 16.
        QCOMPARE(playerState(e, "Ann").value("chips").toInt(), ante >= 1 ? 1 : 0);
        const char* dealt[] = {"Star Moon Sun", "Moon Sun World", "Sun World Tower", "World Tower Hermit", "Tower Hermit Devil"};
        const char* fresh[] = {"The Star", "The Moon", "The Sun", "The World", "The Tower"};  // first of each deal
        ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list(dealt[ante])}}));
        QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("Ann"));
        if (ante < 2) {
            ENGINE_DO(e, act("take_tarot", "Ann", {{"tarot", fresh[ante]}}));
        } else {
            ENGINE_REFUSED(e, act("take_tarot", "Ann", {{"tarot", fresh[ante]}}), "R35");  // two slots, both full
            ENGINE_DO(e, act("replace_tarot", "Ann", {{"tarot", fresh[ante]}, {"give", ante == 2 ? "The Star" : fresh[ante - 1]}}));
        }
        ENGINE_DO(e, act("pass", "Bob"));
        QJsonArray deal{QString(jokers[ante])};
        for (const auto& j : e.stateJson().value("joker_deck").toArray())
            if (deal.size() < 3 && !planned.contains(j.toString())) deal.append(j);  // fillers, left over
        ENGINE_DO(e, act("deal_jokers", "", {{"jokers", deal}}));
        draftJoker(act("take_joker", "Ann", {{"joker", jokers[ante]}}));
        ENGINE_DO(e, act("pass", "Ann"));
        ENGINE_DO(e, act("pass", "Bob"));
    }
    QCOMPARE(playerState(e, "Ann").value("jokers").toArray().size(), 5);
    QCOMPARE(playerState(e, "Ann").value("hand_limit").toInt(), 10);  // Juggler
    // A sixth slot-taking Joker does not fit; Stencil Joker takes no slot (R20).
    playAnte(5);
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Fool Magician Lovers")}}));
    ENGINE_DO(e, act("pass", "Ann"));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Bootstraps Stencil_Joker Negative_Joker")}}));
    QCOMPARE(e.stateJson().value("draft").toObject().value("turn").toString(), QString("Ann"));
    ENGINE_REFUSED(e, act("take_joker", "Ann", {{"joker", "Bootstraps"}}), "R35");
    ENGINE_DO(e, act("take_joker", "Ann", {{"joker", "Stencil Joker"}}));
    QCOMPARE(playerState(e, "Ann").value("jokers").toArray().size(), 6);
}

QTEST_GUILESS_MAIN(Refusals)
#include "tst_refusals.moc"
