// Random simulation in the style of OpenSpiel's random-sim tests: many random games with fixed
// seeds, checking after every accepted action that all 104 cards of each player, the chips, the
// Tarots and the Jokers are accounted for, that refusals change nothing, that every game ends
// with one winner, and that replaying the recorded actions gives the identical state and events.
#include "EngineTestSupport.h"
#include "RandomTable.h"

#include <QMap>

using namespace encarde;
using namespace encarde::test;

class RandomGames : public QObject {
    Q_OBJECT
private slots:
    void randomGamesKeepInvariants_data();
    void randomGamesKeepInvariants();
};

void RandomGames::randomGamesKeepInvariants_data() {
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("games");
    for (int block = 0; block < 8; ++block)
        QTest::newRow(qPrintable(QStringLiteral("seeds %1..%2").arg(block * 250).arg(block * 250 + 249))) << block * 250 << 250;
}

void RandomGames::randomGamesKeepInvariants() {
    QFETCH(int, firstSeed);
    QFETCH(int, games);
    int refusalsChecked = 0, retractions = 0, totalActions = 0;
    QMap<QString, int> accepted;  // by action type, and by Tarot for play_tarot: shows what the games covered
    for (int seed = firstSeed; seed < firstSeed + games; ++seed) {
        RandomTable table(static_cast<std::uint32_t>(seed));
        const int players = 2 + seed % 3;
        QStringList names;
        for (int i = 0; i < players; ++i) names << QStringLiteral("P%1").arg(i + 1);
        HouseRules house;
        house.tiesShareChip = seed % 5 == 0;
        house.mysticSummitThreshold = seed % 2 ? 12 : 13;
        GameEngine e = startGame(names, house);
        int refusedInARow = 0;
        while (e.state().phase != Phase::GameOver) {
            QVERIFY2(e.state().ante <= 200, qPrintable(QStringLiteral("seed %1 does not end").arg(seed)));
            const QJsonObject a = table.nextAction(e);
            const bool checkRefusal = refusalsChecked < 2000;
            const QJsonObject before = checkRefusal ? e.stateJson() : QJsonObject();
            const ActionOutcome out = e.apply(a);
            if (!out.accepted) {
                QVERIFY2(!out.refusal.message.empty(), qPrintable(text(a)));
                if (checkRefusal) {
                    QCOMPARE(e.stateJson(), before);
                    ++refusalsChecked;
                }
                QVERIFY2(++refusedInARow < 500, qPrintable(QStringLiteral("seed %1 stuck at %2: %3").arg(seed).arg(text(a), QString::fromStdString(out.refusal.text()))));
                continue;
            }
            refusedInARow = 0;
            ++totalActions;
            const QString kind = a.value("type").toString() == QLatin1String("play_tarot")
                                     ? a.value("copy").toString(a.value("tarot").toString())
                                     : a.value("type").toString();
            ++accepted[kind];
            if (a.contains("copy")) ++accepted[QStringLiteral("The Fool")];
            const std::string broken = checkInvariants(e.state());
            QVERIFY2(broken.empty(), qPrintable(QStringLiteral("seed %1 after %2: %3").arg(seed).arg(text(a), QString::fromStdString(broken))));
            // Now and then the table takes an action back (an Undo), and plays on from there.
            if (seed % 7 == 0 && totalActions % 13 == 0 && e.state().phase != Phase::GameOver) {
                const QJsonObject beforeRetract = e.stateJson();
                const ActionOutcome undo = e.apply(act("retract", "", {{"seq", static_cast<int>(e.actions().size())}}));
                QVERIFY2(undo.accepted, undo.refusal.text().c_str());
                ++retractions;
                QVERIFY(checkInvariants(e.state()).empty());
                const ActionOutcome redo = e.apply(a);  // the same action again gives the same state
                QVERIFY2(redo.accepted, redo.refusal.text().c_str());
                QJsonObject after = e.stateJson(), expected = beforeRetract;
                after.remove("actions_recorded");
                expected.remove("actions_recorded");
                QCOMPARE(after, expected);
            }
        }
        QVERIFY(checkInvariants(e.state()).empty());
        // Replay: the same actions, in order, give the same events and the same state.
        GameEngine replay;
        for (size_t i = 0; i < e.actions().size(); ++i) {
            const ActionOutcome out = replay.apply(e.actions()[i]);
            QVERIFY2(out.accepted, out.refusal.text().c_str());
            QCOMPARE(out.event, e.events()[i]);
        }
        QCOMPARE(replay.stateJson(), e.stateJson());
    }
    qInfo("%d games, %d accepted actions, %d refusals checked unchanged, %d retractions", games, totalActions,
          refusalsChecked, retractions);
    QStringList coverage;
    for (auto it = accepted.cbegin(); it != accepted.cend(); ++it) coverage << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
    qInfo("%s", qPrintable(coverage.join(QStringLiteral(", "))));
    // Every action type and all 22 Tarots (played directly or through The Fool) occur.
    QCOMPARE(accepted.size(), 17 + 22);  // 17 action types besides play_tarot, 22 Tarots
}

QTEST_GUILESS_MAIN(RandomGames)
#include "tst_randomgames.moc"
