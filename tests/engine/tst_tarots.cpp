// The 22 Tarots: when each may be played (R33, R34) and what each does (Appendix B).
#include "TwoPlayerScenario.h"

using namespace encarde;
using namespace encarde::test;

Q_DECLARE_METATYPE(encarde::test::Stop)
Q_DECLARE_METATYPE(encarde::Tarot)

namespace {
// A play_tarot action for Ann with parameters that are valid in the scenario.
QJsonObject playFor(Tarot t) {
    QJsonObject a = act("play_tarot", "Ann", {{"tarot", QString::fromUtf8(tarotName(t).data())}});
    switch (t) {
    case Tarot::Magician: a["card"] = "2S"; break;
    case Tarot::HighPriestess:
        a["drawn"] = list("2S 3S 4S 5S 6S");
        a["cards"] = list("2S 3S");
        break;
    case Tarot::Emperor: a["tarots"] = QJsonArray(); break;
    case Tarot::Temperance: a["cards"] = QJsonArray(); break;  // Ann holds no Jokers
    case Tarot::WheelOfFortune:
        a["jokers"] = list("Oracle Odd_Todd Even_Steven Bootstraps");
        a["take"] = "Oracle";
        break;
    case Tarot::Judgment: a["jokers"] = list("Oracle"); break;
    case Tarot::HangedMan: a["cards"] = list("2C"); break;
    case Tarot::Death: a["card"] = "AS"; break;
    default: break;
    }
    return a;
}
}  // namespace

class Tarots : public QObject {
    Q_OBJECT
private slots:
    void timing_data();
    void timing();
    void emperorNeedsRoom();
    void deathNeedsTheIdenticalCardAndIsNotConsumed();
    void hermitAndDevilOnlyBeforeAnyoneChooses();
    void devilRedealsTarots();
    void wheelOfFortuneTakesExactlyOne();
    void judgmentPassedJokerIsDiscarded();
    void foolCopiesOnlyAHeldTarot();
    void playedHandTarotMustPlaceAToken();
    void temperanceCountsJokers();
};

void Tarots::timing_data() {
    QTest::addColumn<Tarot>("tarot");
    QTest::addColumn<Stop>("stop");
    QTest::addColumn<QString>("ruling");  // "" = accepted
    const struct {
        Stop stop;
        const char* name;
    } points[] = {{Stop::Ante2Discard, "discard round"},
                  {Stop::Ante2LockIn, "Lock In"},
                  {Stop::Ante2DrawTarotsStart, "Draw Tarots start"},
                  {Stop::DrawJokersStart, "Draw Jokers start"},
                  {Stop::ModifyDecks, "Modify Decks"}};
    for (int i = 1; i < kTarotCount; ++i) {  // The Fool has its own test
        const Tarot t = static_cast<Tarot>(i);
        for (const auto& point : points) {
            QString ruling;
            switch (tarotTiming(t)) {
            case TarotTiming::LockIn: ruling = point.stop == Stop::Ante2LockIn ? "" : "R33"; break;
            case TarotTiming::DiscardRound: ruling = point.stop == Stop::Ante2Discard ? "" : "R34"; break;
            case TarotTiming::DraftStart:
                ruling = point.stop == Stop::Ante2DrawTarotsStart || point.stop == Stop::DrawJokersStart ? "" : "R34";
                break;
            case TarotTiming::NotJokerDraft:
                ruling = point.stop == Stop::Ante2LockIn || point.stop == Stop::DrawJokersStart ? "R34" : "";
                break;
            case TarotTiming::Anytime: ruling = point.stop == Stop::Ante2LockIn ? "R34" : ""; break;
            case TarotTiming::AsCopied: break;
            }
            QTest::addRow("%s in %s", tarotName(t).data(), point.name) << t << point.stop << ruling;
        }
    }
}

void Tarots::timing() {
    QFETCH(Tarot, tarot);
    QFETCH(Stop, stop);
    QFETCH(QString, ruling);
    GameEngine e = scenario(stop, tarot);
    const QJsonObject before = e.stateJson();
    const ActionOutcome out = e.apply(playFor(tarot));
    if (ruling.isEmpty()) {
        QVERIFY2(out.accepted, out.refusal.text().c_str());
        QVERIFY(playerState(e, "Ann").value("tarots").toArray().isEmpty());
    } else {
        QVERIFY(!out.accepted);
        QCOMPARE(QString::fromStdString(out.refusal.ruling), ruling);
        QCOMPARE(e.stateJson(), before);
    }
}

void Tarots::emperorNeedsRoom() {
    GameEngine e = scenario(Stop::Ante2Discard, Tarot::Emperor);
    // Ann's two slots are free once The Emperor leaves them: two Tarots fit, three do not.
    QJsonObject three = playFor(Tarot::Emperor);
    three["tarots"] = list("Fool Magician Lovers");
    ENGINE_REFUSED(e, three, "R35");
    QJsonObject two = playFor(Tarot::Emperor);
    two["tarots"] = list("Fool Magician");
    ENGINE_DO(e, two);
    QCOMPARE(playerState(e, "Ann").value("tarots").toArray(), (QJsonArray{"The Fool", "The Magician"}));
}

void Tarots::deathNeedsTheIdenticalCardAndIsNotConsumed() {
    // Ann moves her Reserve AS into the Active deck at Modify Decks, so no identical AS is left.
    GameEngine e = scenario(Stop::ModifyDecks, Tarot::Death);
    ENGINE_DO(e, act("exchange_cards", "Ann", {{"give", list("2D 3D")}, {"take", "AS"}}));
    ENGINE_DO(e, act("pass", "Bob"));
    ENGINE_DO(e, act("deal", "Ann", {{"cards", list(kAnnHand)}}));
    ENGINE_DO(e, act("deal", "Bob", {{"cards", list(kBobHand)}}));
    ENGINE_REFUSED(e, playFor(Tarot::Death), "R36");  // no AS in the Reserve: Death stays in hand
    QCOMPARE(playerState(e, "Ann").value("tarots").toArray(), (QJsonArray{"Death"}));
    QJsonObject notInHand = playFor(Tarot::Death);
    notInHand["card"] = "9D";
    ENGINE_REFUSED(e, notInHand, "R36");
    QJsonObject king = playFor(Tarot::Death);
    king["card"] = "KS";
    ENGINE_DO(e, king);  // the Reserve's KS joins the hand
    QCOMPARE(playerState(e, "Ann").value("hand").toArray().size(), 9);
    QCOMPARE(playerState(e, "Ann").value("reserve_count").toInt(), 52 + 2 - 1 - 1);
}

void Tarots::hermitAndDevilOnlyBeforeAnyoneChooses() {
    GameEngine e = scenario(Stop::DrawJokersStart, Tarot::Hermit);
    ENGINE_DO(e, act("pass", "Bob"));  // Bob has chosen: too late for The Hermit
    ENGINE_REFUSED(e, playFor(Tarot::Hermit), "R34");
    GameEngine f = scenario(Stop::DrawJokersStart, Tarot::Hermit);
    QCOMPARE(f.stateJson().value("draft").toObject().value("order").toArray(), list("Bob Ann"));
    ENGINE_DO(f, playFor(Tarot::Hermit));
    QCOMPARE(f.stateJson().value("draft").toObject().value("order").toArray(), list("Ann Bob"));
}

void Tarots::devilRedealsTarots() {
    GameEngine e = scenario(Stop::Ante2DrawTarotsStart, Tarot::Devil);
    // Dealt Star Moon Sun; the Devil sends them, the discard pile and itself back, and a new deal follows.
    ENGINE_DO(e, playFor(Tarot::Devil));
    const QJsonObject s = e.stateJson();
    QCOMPARE(s.value("draft").toObject().value("dealt").toBool(), false);
    QCOMPARE(s.value("tarot_deck").toArray().size(), 22);  // nobody holds a Tarot now
    ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Devil Fool World")}}));
}

void Tarots::wheelOfFortuneTakesExactlyOne() {
    GameEngine e = scenario(Stop::ModifyDecks, Tarot::WheelOfFortune);
    QJsonObject none = playFor(Tarot::WheelOfFortune);
    none.remove("take");
    ENGINE_REFUSED(e, none, "");
    QJsonObject three = playFor(Tarot::WheelOfFortune);
    three["jokers"] = list("Oracle Odd_Todd Even_Steven");  // four are drawn while the deck has four
    ENGINE_REFUSED(e, three, "");
    QJsonObject dealtAlready = playFor(Tarot::WheelOfFortune);
    dealtAlready["jokers"] = list("Baron Odd_Todd Even_Steven Bootstraps");  // Baron went to the discard pile
    ENGINE_REFUSED(e, dealtAlready, "R36");
    const int deckBefore = e.stateJson().value("joker_deck").toArray().size();
    ENGINE_DO(e, playFor(Tarot::WheelOfFortune));
    QCOMPARE(playerState(e, "Ann").value("jokers").toArray(), list("Oracle"));
    QCOMPARE(e.stateJson().value("joker_deck").toArray().size(), deckBefore - 1);  // the other three go back
}

void Tarots::judgmentPassedJokerIsDiscarded() {
    GameEngine e = scenario(Stop::ModifyDecks, Tarot::Judgment);
    ENGINE_DO(e, playFor(Tarot::Judgment));
    QVERIFY(e.stateJson().value("joker_discard").toArray().contains("Oracle"));
    QVERIFY(playerState(e, "Ann").value("jokers").toArray().isEmpty());
}

void Tarots::foolCopiesOnlyAHeldTarot() {
    GameEngine e = scenario(Stop::Ante2Discard, Tarot::Fool);
    QJsonObject copyMagician = playFor(Tarot::Magician);
    copyMagician["tarot"] = "The Fool";
    copyMagician["copy"] = "The Magician";
    ENGINE_REFUSED(e, copyMagician, "R36");  // nobody holds The Magician
    GameEngine f = scenario(Stop::Ante2LockIn, Tarot::Fool);
    QJsonObject copyStar = act("play_tarot", "Ann", {{"tarot", "The Fool"}, {"copy", "The Star"}});
    ENGINE_REFUSED(f, copyStar, "R36");  // The Star was dealt, not held
}

void Tarots::playedHandTarotMustPlaceAToken() {
    GameEngine e = scenario(Stop::Ante2LockIn, Tarot::Strength);
    ENGINE_DO(e, playFor(Tarot::Strength));
    ENGINE_REFUSED(e, act("lock_in", "Ann", {{"cards", list("AS AH")}}), "R33");
    ENGINE_DO(e, act("lock_in", "Ann", {{"cards", list("KS:strength AS AH")}}));
    QCOMPARE(playerState(e, "Ann").value("tokens").toObject(), (QJsonObject{{"strength", 1}}));
    ENGINE_REFUSED(e, act("play_tarot", "Ann", {{"tarot", "Strength"}}), "R36");
}

void Tarots::temperanceCountsJokers() {
    GameEngine e = scenario(Stop::ModifyDecks, Tarot::Temperance);
    QJsonObject one = playFor(Tarot::Temperance);
    one["cards"] = list("2S");
    ENGINE_REFUSED(e, one, "");  // Ann holds no Jokers: zero cards
    ENGINE_DO(e, playFor(Tarot::Temperance));
}

QTEST_GUILESS_MAIN(Tarots)
#include "tst_tarots.moc"
