// The SQLite game log: durable settings, several games per file, refusing foreign, corrupt and
// newer files without writing to them, and surviving SIGKILL (the kill test, a few trials here).
#include "GameLog.h"
#include "GameReplay.h"
#include "KillTrial.h"
#include "RandomTable.h"
#include "EngineTestSupport.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace encarde;
using namespace encarde::test;

namespace {
QByteArray fileHash(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Runs SQL on a file with a plain connection (to make foreign or damaged files).
void rawSql(const QString& path, const QStringList& statements) {
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const auto& s : statements) QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

QVariant rawValue(const QString& path, const QString& sql) {
    QVariant v;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        if (q.exec(sql) && q.next()) v = q.value(0);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    return v;
}

// Plays a random game, recording each accepted action; returns the game id.
int recordRandomGame(GameLog& log, std::uint32_t seed, GameEngine* played = nullptr) {
    RandomTable table(seed);
    GameEngine e;
    const QJsonObject start = GameEngine::newGameAction({"A", "B"}, {});
    QString error;
    const int game = log.createGame(start, e.apply(start).event, &error);
    while (e.state().phase != Phase::GameOver) {
        const QJsonObject a = table.nextAction(e);
        const ActionOutcome out = e.apply(a);
        if (out.accepted) log.append(game, out.event.value("seq").toInt(), a, out.event, &error);
    }
    if (played) *played = e;
    return game;
}
}  // namespace

class GameLogTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    QString path(const char* name) { return dir.filePath(QString::fromLatin1(name)); }
private slots:
    void newFileIsDurableAndVersioned();
    void severalGamesReplayIdentically();
    void anActionRefusedOnReplayIsReported();
    void namesReadBackInEitherTextEncoding_data();
    void namesReadBackInEitherTextEncoding();
    void duplicateSeqIsRejected();
    void importIsAllOrNothing();
    void refusedFilesAreNeverWritten_data();
    void refusedFilesAreNeverWritten();
    void killedWriterLeavesAConsistentLog();
};

void GameLogTest::newFileIsDurableAndVersioned() {
    QString error;
    {
        auto log = GameLog::open(path("new.db"), &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->integrityCheck(), QString("ok"));
        QCOMPARE(log->latestGame(), 0);
    }
    QCOMPARE(rawValue(path("new.db"), "PRAGMA user_version").toInt(), GameLog::kSchemaVersion);
    QCOMPARE(rawValue(path("new.db"), "PRAGMA application_id").toInt(), GameLog::kApplicationId);
    QCOMPARE(rawValue(path("new.db"), "PRAGMA journal_mode").toString(), QString("wal"));
    // Reopening an up-to-date file works and changes nothing of its schema.
    auto again = GameLog::open(path("new.db"), &error);
    QVERIFY2(again, qPrintable(error));
}

void GameLogTest::severalGamesReplayIdentically() {
    QString error;
    auto log = GameLog::open(path("games.db"), &error);
    QVERIFY(log);
    GameEngine first, second;
    const int g1 = recordRandomGame(*log, 11, &first);
    const int g2 = recordRandomGame(*log, 12, &second);
    QCOMPARE(log->games(), (std::vector<int>{g1, g2}));
    const ReplayResult r1 = replayGame(log->actions(g1, &error));
    const ReplayResult r2 = replayGame(log->actions(g2, &error));
    QVERIFY(r1.ok());
    QVERIFY(r2.ok());
    QCOMPARE(r1.engine.stateJson(), first.stateJson());
    QCOMPARE(r2.engine.stateJson(), second.stateJson());
    // A tampered score is caught on replay.
    rawSql(path("games.db"), {QStringLiteral("UPDATE actions SET event = replace(event, '\"score\":', '\"score\":1') "
                                             "WHERE game_id = %1 AND action LIKE '%\"reveal\"%'").arg(g1)});
    QVERIFY(!replayGame(log->actions(g1, &error)).ok());
}

// Replay applies logged actions without a fallback copy of the state; one that is refused now
// (its player renamed in the file) must still be reported by number, with the game rebuilt up to
// it exactly as a careful replay would.
void GameLogTest::anActionRefusedOnReplayIsReported() {
    QString error;
    auto log = GameLog::open(path("refused.db"), &error);
    QVERIFY(log);
    const int game = recordRandomGame(*log, 21);
    std::vector<LoggedAction> entries = log->actions(game, &error);
    QVERIFY(entries.size() > 3);
    const int last = entries.back().seq;
    QVERIFY(entries.back().action.contains(QStringLiteral("player")));
    rawSql(path("refused.db"), {QStringLiteral("UPDATE actions SET action = json_set(action, '$.player', 'Nobody') "
                                               "WHERE game_id = %1 AND seq = %2").arg(game).arg(last)});
    const ReplayResult r = replayGame(log->actions(game, &error));
    QCOMPARE(static_cast<int>(r.problems.size()), 1);
    QVERIFY2(r.problems.front().rfind("action " + std::to_string(last) + " is refused on replay", 0) == 0,
             r.problems.front().c_str());
    entries.pop_back();
    QCOMPARE(r.engine.stateJson(), replayGame(entries).engine.stateJson());
}

// Actions are read back as the bytes SQLite stores; a log whose text is stored as UTF-16 (made
// by another tool) is read through text instead. Either way names outside ASCII come back whole.
void GameLogTest::namesReadBackInEitherTextEncoding_data() {
    QTest::addColumn<QString>("encoding");
    QTest::newRow("UTF-8") << "UTF-8";
    QTest::newRow("UTF-16le") << "UTF-16le";
}

void GameLogTest::namesReadBackInEitherTextEncoding() {
    QFETCH(QString, encoding);
    const QString file = path("names-") + encoding + QStringLiteral(".db");
    // The encoding is fixed when the file's first page is written.
    rawSql(file, {QStringLiteral("PRAGMA encoding='%1'").arg(encoding), QStringLiteral("CREATE TABLE t(x)"), QStringLiteral("DROP TABLE t")});
    QString error;
    auto log = GameLog::open(file, &error);
    QVERIFY2(log, qPrintable(error));
    GameEngine e;
    const QStringList players{QStringLiteral("Zoë"), QStringLiteral("Åsa"), QStringLiteral("Jürgen")};
    const QJsonObject start = GameEngine::newGameAction(players, {});
    const int game = log->createGame(start, e.apply(start).event, &error);
    QVERIFY2(game > 0, qPrintable(error));
    const std::vector<LoggedAction> entries = log->actions(game, &error);
    QCOMPARE(static_cast<int>(entries.size()), 1);
    QCOMPARE(entries.front().action, start);
    QVERIFY(replayGame(entries).ok());
}

void GameLogTest::duplicateSeqIsRejected() {
    QString error;
    auto log = GameLog::open(path("dup.db"), &error);
    GameEngine e;
    const QJsonObject start = GameEngine::newGameAction({"A", "B"}, {});
    const int game = log->createGame(start, e.apply(start).event, &error);
    QVERIFY(game > 0);
    QVERIFY(!log->append(game, 1, start, {}, &error));  // seq 1 is the new_game
    QVERIFY(!error.isEmpty());
    QCOMPARE(log->actions(game, &error).size(), size_t(1));
}

void GameLogTest::importIsAllOrNothing() {
    QString error;
    auto log = GameLog::open(path("import.db"), &error);
    QVERIFY2(log, qPrintable(error));
    GameEngine e;
    const QJsonObject start = GameEngine::newGameAction({"A", "B"}, {});
    const QJsonObject deal{{"type", "deal"}, {"player", "A"}, {"count", 8}};
    std::vector<LoggedAction> actions = {{1, start, e.apply(start).event}, {2, deal, e.apply(deal).event}};
    const QDateTime played(QDate(2026, 3, 14), QTime(21, 30), Qt::UTC);
    const int game = log->importGame(actions, played, &error);
    QVERIFY2(game > 0, qPrintable(error));
    QCOMPARE(log->actions(game, &error).size(), size_t(2));
    QCOMPARE(log->createdUtc(game), played);
    // A third action repeating seq 2 cannot be written: the whole import is refused, and the
    // log holds no part of that second game.
    actions.push_back(actions.back());
    QCOMPARE(log->importGame(actions, played, &error), 0);
    QVERIFY(!error.isEmpty());
    QCOMPARE(log->games(), std::vector<int>{game});
}

void GameLogTest::refusedFilesAreNeverWritten_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("text file") << "text" << "not an En Carde game log";
    QTest::newRow("another program's SQLite file") << "foreign" << "another program's SQLite file";
    QTest::newRow("newer schema") << "newer" << "newer version";
    QTest::newRow("damaged pages") << "corrupt" << "damaged";
}

void GameLogTest::refusedFilesAreNeverWritten() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    const QString file = dir.filePath(kind + ".db");
    if (kind == "text") {
        QFile f(file);
        f.open(QIODevice::WriteOnly);
        f.write(QByteArray("Ann 3 chips, Bob 1 chip\n").repeated(200));
    } else if (kind == "foreign") {
        rawSql(file, {"CREATE TABLE recipes (name TEXT)", "INSERT INTO recipes VALUES ('bread')"});
    } else {
        QString error;
        {
            auto log = GameLog::open(file, &error);
            recordRandomGame(*log, 5);
        }
        rawSql(file, {"PRAGMA wal_checkpoint(TRUNCATE)", "PRAGMA journal_mode=DELETE"});
        if (kind == "newer") {
            rawSql(file, {"PRAGMA user_version=99"});
        } else {
            // Overwrite the middle of the actions table's pages with garbage.
            QFile f(file);
            f.open(QIODevice::ReadWrite);
            const qint64 size = f.size();
            QVERIFY(size > 4 * 4096);
            f.seek(size / 2);
            f.write(QByteArray(4096, '\x5a'));
        }
    }
    const QByteArray before = fileHash(file);
    QString error;
    auto log = GameLog::open(file, &error);
    QVERIFY(!log);
    QVERIFY2(error.contains(message), qPrintable(error));
    QCOMPARE(fileHash(file), before);
}

void GameLogTest::killedWriterLeavesAConsistentLog() {
    // A few trials here; bench-engine runs 200 and prints the figures.
    const KillReport r = runKillTrials(QStringLiteral(ENGINE_LOG_WRITER), path("killed.db"), 8, 2024);
    qInfo("%d trials, %d acknowledged actions, %d missing, %d integrity failures, %d replay failures over %d games",
          r.trials, r.acknowledged, r.missing, r.integrityFailures, r.replayFailures, r.gamesChecked);
    QVERIFY(r.acknowledged > 0);
    QVERIFY(r.allGood());
}

QTEST_GUILESS_MAIN(GameLogTest)
#include "tst_gamelog.moc"
