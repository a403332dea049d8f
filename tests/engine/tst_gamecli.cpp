// encarde-cli game / replay end to end: exit codes, JSON on stdout, refusals on stderr.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class GameCli : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    struct Run {
        int code;
        QByteArray out, err;
    };
    Run cli(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(ENCARDE_CLI), args);
        p.waitForFinished(30000);
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    Run game(const QString& db, const QStringList& args) { return cli(QStringList{"game", "--db", db} + args); }
private slots:
    void playAndReplay();
    void badInputAndForeignFiles();
};

void GameCli::playAndReplay() {
    const QString db = dir.filePath("cli.db");
    Run r = game(db, {"new", "--players", "Ann,Bob", "--house", "ties=share,mystic_summit=13"});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value("game").toInt(), 1);
    r = game(db, {"do", R"({"type":"deal","player":"Ann","cards":["AS","AH","AD","KS","KH","2C","3C","4C"]})"});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object().value("seq").toInt(), 2);
    // Refused: exit 3, the reason with its ruling on stderr, nothing recorded.
    r = game(db, {"do", R"({"type":"deal","player":"Bob","cards":["AS"]})"});
    QCOMPARE(r.code, 3);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("(R35)"), r.err.constData());
    for (const char* action : {R"({"type":"deal","player":"Bob","cards":["2S","3D","5H","7C","9S","JD","QH","4S"]})",
                               R"({"type":"stand","player":"Ann"})", R"({"type":"stand","player":"Bob"})",
                               R"({"type":"lock_in","player":"Ann","cards":["AS","AH"]})",
                               R"({"type":"lock_in","player":"Bob","cards":["9S"]})", R"({"type":"reveal","player":"Ann"})",
                               R"({"type":"reveal","player":"Bob"})"}) {
        r = game(db, {"do", action});
        QVERIFY2(r.code == 0, r.err.constData());
    }
    // Ann's Pair of aces: (10 + 22) x 2 = 64 beats Bob's 9: 14.
    const QJsonObject last = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(last.value("ante_result").toObject().value("chip_to").toArray(), QJsonArray{"Ann"});
    r = game(db, {"state", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject state = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(state.value("phase").toString(), QString("draw_tarots"));
    QCOMPARE(state.value("house").toObject().value("mystic_summit").toInt(), 13);
    QCOMPARE(state.value("players").toArray()[0].toObject().value("chips").toInt(), 1);
    r = game(db, {"log", "--json"});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 9);
    // A second game in the same file; `do` goes to the latest unless --game says otherwise.
    QCOMPARE(game(db, {"new", "--players", "Cy,Di,Ed"}).code, 0);
    r = cli({"game", "--db", db, "--game", "1", "do", R"({"type":"deal_tarots","tarots":["The Star","The Moon","The Sun"]})"});
    QVERIFY2(r.code == 0, r.err.constData());
    r = cli({"replay", "--db", db});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("game 1: 10 actions, 2 reveals re-scored, all agree"));
    QVERIFY(r.out.contains("game 2: 1 actions"));
}

void GameCli::badInputAndForeignFiles() {
    const QString db = dir.filePath("bad.db");
    QCOMPARE(game(db, {"state"}).code, 2);  // no game yet
    QCOMPARE(game(db, {"new", "--players", "Solo"}).code, 2);
    QCOMPARE(game(db, {"new", "--players", "A,B", "--house", "ties=maybe"}).code, 2);
    QCOMPARE(cli({"game", "new"}).code, 2);  // no --db
    QCOMPARE(game(db, {"new", "--players", "A,B"}).code, 0);
    Run r = game(db, {"do", "{not json"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    QFile text(dir.filePath("notes.txt"));
    text.open(QIODevice::WriteOnly);
    text.write(QByteArray("shopping list\n").repeated(300));
    text.close();
    r = game(text.fileName(), {"state"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("not an En Carde game log"));
    QCOMPARE(cli({"replay", "--db", text.fileName()}).code, 2);
}

QTEST_GUILESS_MAIN(GameCli)
#include "tst_gamecli.moc"
