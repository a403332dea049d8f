// The game survives the app being killed: a child process plays a hidden-hand game through
// GameSession into a game log and is killed (SIGKILL) mid-game; a new session finds the
// unfinished game, resumes it, and has exactly the state of the acknowledged actions (or of one
// more, if the kill came between the commit and the acknowledgement).

#include "GameSession.h"
#include "HiddenGameScript.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace encarde;
using namespace encarde::ui;

class KillAndResume : public QObject {
    Q_OBJECT
private slots:
    void resumesWithIdenticalState_data();
    void resumesWithIdenticalState();
};

void KillAndResume::resumesWithIdenticalState_data() {
    QTest::addColumn<int>("killAfter");  // acknowledged actions, new_game included
    QTest::newRow("in the first deal") << 3;
    QTest::newRow("in the discard rounds") << 5;
    QTest::newRow("between Antes") << 14;
    QTest::newRow("in Ante 2's Lock In") << 24;
}

void KillAndResume::resumesWithIdenticalState() {
    QFETCH(int, killAfter);
    QTemporaryDir dir;
    const QString logPath = dir.filePath("log.sqlite");
    QProcess child;
    child.start(QStringLiteral(SESSION_CHILD), {logPath, QStringLiteral("15")});
    QVERIFY(child.waitForStarted());
    int acknowledged = 0;
    while (acknowledged < killAfter && child.waitForReadyRead(10000)) {
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith("accepted ")) acknowledged = line.mid(9).toInt();
        }
    }
    QVERIFY2(acknowledged >= killAfter, child.readAllStandardError().constData());
    child.kill();
    QVERIFY(child.waitForFinished(5000));

    GameSession session;
    QString error;
    QVERIFY2(session.openLog(logPath, &error), qPrintable(error));
    const int game = session.unfinishedGame();
    QVERIFY(game > 0);
    QVERIFY(session.describeGame(game).contains("Ann"));
    QVERIFY2(session.resume(game, &error), qPrintable(error));
    const int recorded = static_cast<int>(session.engine().actions().size());
    QVERIFY(recorded >= acknowledged);
    QVERIFY(recorded <= acknowledged + 1);

    // The reference: the same actions applied to a fresh engine.
    GameEngine reference;
    reference.apply(GameEngine::newGameAction({"Ann", "Bob"}, {}));
    const auto script = test::hiddenGameScript();
    for (int i = 0; i < recorded - 1; ++i) QVERIFY(reference.apply(script[i]).accepted);
    QCOMPARE(session.state(), reference.stateJson());

    // And the game goes on from there.
    if (recorded - 1 < script.size()) QCOMPARE(session.submit(script[recorded - 1]), QString());
}

QTEST_GUILESS_MAIN(KillAndResume)
#include "tst_KillAndResume.moc"
