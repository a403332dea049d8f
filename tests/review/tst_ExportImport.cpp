// Export and import: a game exported as JSON and imported into a fresh log replays to the
// identical state; CSV has one row per reveal; refused imports and restores leave the open log
// exactly as it was; a backup restores to the same games.

#include "GameExport.h"
#include "GameLibraryModel.h"
#include "LogBackup.h"
#include "ReviewedGame.h"
#include "SampleGames.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace encarde;
using namespace encarde::review;

namespace {
// Everything a reader of the log can see: every game's id, date and actions with events.
QByteArray logFingerprint(const GameLog& log) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (int id : log.games()) {
        hash.addData(QByteArray::number(id) + log.createdUtc(id).toString(Qt::ISODateWithMs).toUtf8());
        QString error;
        for (const LoggedAction& a : log.actions(id, &error))
            hash.addData(QJsonDocument(QJsonObject{{"seq", a.seq}, {"a", a.action}, {"e", a.event}}).toJson(QJsonDocument::Compact));
    }
    return hash.result().toHex();
}

QByteArray exampleExport() {
    std::vector<LoggedAction> log;
    GameEngine engine;
    for (const QJsonObject& a : test::documentedExampleGame()) {
        const ActionOutcome out = engine.apply(a);
        log.push_back({out.event.value("seq").toInt(), a, out.event});
    }
    return gameToJson(reviewGame(log, 1, QDateTime(QDate(2026, 11, 20), QTime(19, 30), Qt::UTC)));
}

QByteArray edited(const std::function<void(QJsonObject&)>& change) {
    QJsonObject root = QJsonDocument::fromJson(exampleExport()).object();
    change(root);
    return QJsonDocument(root).toJson();
}

void editAction(QJsonObject& root, int index, const std::function<void(QJsonObject&)>& change) {
    QJsonArray actions = root["actions"].toArray();
    QJsonObject entry = actions[index].toObject();
    change(entry);
    actions[index] = entry;
    root["actions"] = actions;
}
}  // namespace

class ExportImport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonRoundTripReplaysIdentically();
    void cliActionListImports();
    void csvHasOneRowPerReveal();
    void pdfSummaryIsWritten();
    void refusedImportsLeaveTheLogUnchanged_data();
    void refusedImportsLeaveTheLogUnchanged();
    void backupRestoresTheSameGames();
    void refusedRestoresLeaveTheLogUnchanged_data();
    void refusedRestoresLeaveTheLogUnchanged();

private:
    QTemporaryDir dir_;
    QString samplePath_;
};

void ExportImport::initTestCase() {
    QVERIFY(dir_.isValid());
    samplePath_ = dir_.filePath("sample.sqlite");
    QString error;
    QVERIFY2(test::writeSampleLog(samplePath_, &error), qPrintable(error));
}

void ExportImport::jsonRoundTripReplaysIdentically() {
    QString error;
    auto source = GameLog::open(samplePath_, &error);
    QVERIFY2(source, qPrintable(error));
    for (int id : source->games()) {
        const ReviewedGame original = reviewGame(*source, id);
        QVERIFY(original.ok());
        auto fresh = GameLog::open(dir_.filePath(QStringLiteral("fresh-%1.sqlite").arg(id)), &error);
        QVERIFY2(fresh, qPrintable(error));
        const ImportResult imported = importGameJson(*fresh, gameToJson(original));
        QVERIFY2(imported.ok(), qPrintable(imported.error));
        const ReviewedGame copy = reviewGame(*fresh, imported.gameId);
        QVERIFY(copy.ok());
        QCOMPARE(copy.steps.size(), original.steps.size());
        QCOMPARE(copy.steps.back().state, original.steps.back().state);  // the identical final state
        QCOMPARE(copy.players, original.players);
        QCOMPARE(copy.winner, original.winner);
        QCOMPARE(copy.createdUtc, original.createdUtc);  // the game keeps its date
        QCOMPARE(summarize(copy).antes, summarize(original).antes);
    }
}

void ExportImport::cliActionListImports() {
    // `encarde-cli game log --json` prints [{"seq", "action", "event"}, ...]: the same game imports.
    const QJsonArray actions = QJsonDocument::fromJson(exampleExport()).object().value("actions").toArray();
    QString error;
    auto fresh = GameLog::open(dir_.filePath("from-cli.sqlite"), &error);
    QVERIFY2(fresh, qPrintable(error));
    const ImportResult imported = importGameJson(*fresh, QJsonDocument(actions).toJson());
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const ReviewedGame game = reviewGame(*fresh, imported.gameId);
    QCOMPARE(game.winner, QString("Ann"));
    QCOMPARE(int(game.steps.size()), 64);
    // A bare array that is not a game is refused like any damaged file.
    QVERIFY(importGameJson(*fresh, "[1, 2, 3]").error.contains("does not start with a new game"));
    QCOMPARE(int(fresh->games().size()), 1);
}

void ExportImport::csvHasOneRowPerReveal() {
    const ParsedGame parsed = parseGameJson(exampleExport());
    QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
    const ReviewedGame game = reviewGame(parsed.actions, 1);
    const QList<QByteArray> lines = gameToCsv(game).split('\n');
    // A header, eight reveals (two players × four Antes), and the empty text after the last CRLF.
    QCOMPARE(lines.size(), 10);
    QVERIFY(lines[0].startsWith("game,ante,seq,player,played,hand_type,base,mult,score,chip"));
    // Ante 1, action 11: Ann's Four of a Kind, 104 × 7 = 728, and she takes the chip.
    QCOMPARE(lines[1].trimmed(), QByteArray("1,1,11,Ann,AS AH AD AC KS,Four of a Kind,104,7,728,yes"));
    // Ante 2, action 29: Pair of queens, base 10 + 10 + 10 = 30, mult (2 + 4) × 1.5⁴ = 30.375 → 911.
    QCOMPARE(lines[3].trimmed(), QByteArray("1,2,29,Ann,QS:mult QH,Pair,30,30.375,911,yes"));
}

void ExportImport::pdfSummaryIsWritten() {
    const ReviewedGame game = reviewGame(parseGameJson(exampleExport()).actions, 1);
    const QString path = dir_.filePath("summary.pdf");
    QString error;
    QVERIFY2(writeGamePdf(game, path, &error), qPrintable(error));
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(pdf.size() > 2000);
    QVERIFY(gameSummaryHtml(game).contains("Winner: Ann"));
}

void ExportImport::refusedImportsLeaveTheLogUnchanged_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("SQLite format 3\0 binary", 24) << "not readable JSON";
    QTest::newRow("another program's JSON") << QByteArray(R"({"name": "shopping", "items": [1, 2]})") << "not an En Carde game file";
    QTest::newRow("a newer version") << edited([](QJsonObject& r) { r["version"] = 99; }) << "version 99";
    QTest::newRow("no actions") << edited([](QJsonObject& r) { r["actions"] = QJsonArray(); }) << "does not start with a new game";
    // A score changed by hand: action 11 replays to 728, not 9999.
    QTest::newRow("tampered score") << edited([](QJsonObject& r) {
        editAction(r, 10, [](QJsonObject& e) {
            QJsonObject event = e["event"].toObject();
            QJsonObject score = event["score"].toObject();
            score["score"] = 9999;
            event["score"] = score;
            e["event"] = event;
        });
    }) << "action 11 gives a different result";
    // Bob locks in a card he does not hold (R36).
    QTest::newRow("an illegal action") << edited([](QJsonObject& r) {
        editAction(r, 9, [](QJsonObject& e) {
            QJsonObject a = e["action"].toObject();
            a["cards"] = QJsonArray{"AS"};
            e["action"] = a;
        });
    }) << "action 10 is refused on replay";
    QTest::newRow("a missing action") << edited([](QJsonObject& r) {
        QJsonArray actions = r["actions"].toArray();
        actions.removeAt(5);
        r["actions"] = actions;
    }) << "damaged";
}

void ExportImport::refusedImportsLeaveTheLogUnchanged() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QString path = dir_.filePath(QStringLiteral("open-%1.sqlite").arg(QTest::currentDataTag()).replace(' ', '-'));
    QVERIFY(QFile::copy(samplePath_, path));
    QString error;
    auto log = GameLog::open(path, &error);
    QVERIFY2(log, qPrintable(error));
    const QByteArray before = logFingerprint(*log);
    const ImportResult result = importGameJson(*log, bytes);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(message), qPrintable(result.error));
    QCOMPARE(logFingerprint(*log), before);
    QCOMPARE(int(log->games().size()), 4);
}

void ExportImport::backupRestoresTheSameGames() {
    QString error;
    const QString livePath = dir_.filePath("live.sqlite");
    QVERIFY(QFile::copy(samplePath_, livePath));
    QByteArray original;
    {
        auto live = GameLog::open(livePath, &error);
        QVERIFY2(live, qPrintable(error));
        original = logFingerprint(*live);
        QVERIFY2(backupLog(*live, dir_.filePath("backup.sqlite"), &error), qPrintable(error));
        // A game recorded after the backup is gone once the backup is restored.
        QVERIFY(test::recordGame(*live, test::documentedExampleGame().mid(0, 3)));
        QCOMPARE(int(live->games().size()), 5);
    }
    const RestoreCheck check = checkRestoreCandidate(dir_.filePath("backup.sqlite"));
    QVERIFY2(check.ok(), qPrintable(check.error));
    QCOMPARE(check.games, 4);
    QVERIFY2(replaceLogFile(livePath, check, &error), qPrintable(error));
    auto restored = GameLog::open(livePath, &error);
    QVERIFY2(restored, qPrintable(error));
    QCOMPARE(logFingerprint(*restored), original);
    QVERIFY(QFileInfo::exists(livePath + ".before-restore"));
}

void ExportImport::refusedRestoresLeaveTheLogUnchanged_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("a text file") << "text" << "not an SQLite file";
    QTest::newRow("another program's database") << "foreign" << "another program";
    QTest::newRow("a newer log") << "newer" << "newer version";
    QTest::newRow("a cut-off file") << "truncated" << "cannot be restored";
    QTest::newRow("a game changed by hand") << "tampered" << "damaged";
}

void ExportImport::refusedRestoresLeaveTheLogUnchanged() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    const QString candidate = dir_.filePath("candidate-" + kind + ".sqlite");
    if (kind == "text") {
        QFile f(candidate);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Ann 3 chips, Bob 1\n");
    } else if (kind == "truncated") {
        QFile in(samplePath_);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QFile out(candidate);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(in.read(in.size() / 2));
    } else {
        if (kind == "foreign") {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "foreign");
            db.setDatabaseName(candidate);
            QVERIFY(db.open());
            QSqlQuery(db).exec("CREATE TABLE recipes (name TEXT)");
            db.close();
        } else {
            QVERIFY(QFile::copy(samplePath_, candidate));
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "edit");
            db.setDatabaseName(candidate);
            QVERIFY(db.open());
            QSqlQuery q(db);
            if (kind == "newer") QVERIFY(q.exec("PRAGMA user_version=99"));
            else QVERIFY(q.exec("UPDATE actions SET action = replace(action, '\"9S\"', '\"AS\"') WHERE game_id = 1 AND seq = 10"));  // Bob holds no AS
            db.close();
        }
        QSqlDatabase::removeDatabase(kind == "foreign" ? "foreign" : "edit");
    }
    const QString livePath = dir_.filePath("live-" + kind + ".sqlite");
    QVERIFY(QFile::copy(samplePath_, livePath));
    QString error;
    QByteArray before;
    {
        auto live = GameLog::open(livePath, &error);
        before = logFingerprint(*live);
    }
    const RestoreCheck check = checkRestoreCandidate(candidate);
    QVERIFY(!check.ok());
    QVERIFY2(check.error.contains(message), qPrintable(check.error));
    QVERIFY(!replaceLogFile(livePath, check, &error));
    auto live = GameLog::open(livePath, &error);
    QVERIFY2(live, qPrintable(error));
    QCOMPARE(logFingerprint(*live), before);
}

QTEST_MAIN(ExportImport)
#include "tst_ExportImport.moc"
