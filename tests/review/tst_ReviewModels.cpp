// The library, filter and analysis models: QAbstractItemModelTester checks them against Qt's
// model contract; the values are the example game of docs/actions.md, worked out by hand there.

#include "BreakdownModel.h"
#include "GameLibraryModel.h"
#include "PlayAnalysis.h"
#include "ReviewedGame.h"
#include "SampleGames.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace encarde;
using namespace encarde::review;

class ReviewModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void libraryListsEveryGame();
    void filterSearchesPlayersAndFinishedGames_data();
    void filterSearchesPlayersAndFinishedGames();
    void reviewedGameRecordsEveryReveal();
    void retractedRevealIsLeftOut();
    void analysisComparesWithTheBestPlay_data();
    void analysisComparesWithTheBestPlay();
    void breakdownModelPassesTheTester();
    void numbersFollowTheLocale_data();
    void numbersFollowTheLocale();
    void frenchAndGermanAreComplete_data();
    void frenchAndGermanAreComplete();

private:
    QTemporaryDir dir_;
    std::unique_ptr<GameLog> log_;
};

void ReviewModels::initTestCase() {
    QVERIFY(dir_.isValid());
    QString error;
    QVERIFY2(test::writeSampleLog(dir_.filePath("sample.sqlite"), &error), qPrintable(error));
    log_ = GameLog::open(dir_.filePath("sample.sqlite"), &error);
    QVERIFY2(log_, qPrintable(error));
}

void ReviewModels::libraryListsEveryGame() {
    GameLibraryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload(*log_);
    QCOMPARE(model.rowCount(), 4);  // the sample log holds four games
    QCOMPARE(model.columnCount(), int(GameLibraryModel::ColumnCount));
    const GameSummary& example = model.games()[0];
    QCOMPARE(example.players, (QStringList{"Ann", "Bob"}));
    QCOMPARE(example.winner, QString("Ann"));  // Ann's third chip in Ante 4 (R31)
    QCOMPARE(example.antes, 4);
    QCOMPARE(example.actions, 64);  // the 64 lines of the document
    QVERIFY(example.replaysCleanly);
    QCOMPARE(example.createdUtc, QDateTime(QDate(2026, 11, 20), QTime(19, 30), Qt::UTC));
    QCOMPARE(model.index(0, GameLibraryModel::PlayersColumn).data().toString(), QString("Ann, Bob"));
    QCOMPARE(model.index(0, GameLibraryModel::WinnerColumn).data().toString(), QString("Ann"));
    // The fourth game stops after action 20 (Ante 2's deal): nobody has won, one Ante decided.
    const GameSummary& unfinished = model.games()[3];
    QVERIFY(unfinished.winner.isEmpty());
    QCOMPARE(unfinished.antes, 1);
    QCOMPARE(unfinished.actions, 20);
    QCOMPARE(model.index(3, GameLibraryModel::WinnerColumn).data().toString(), GameLibraryModel::tr("not finished"));
    QCOMPARE(model.rowOfGame(model.games()[2].id), 2);
    QCOMPARE(model.rowOfGame(999), -1);
}

void ReviewModels::filterSearchesPlayersAndFinishedGames_data() {
    QTest::addColumn<QString>("search");
    QTest::addColumn<bool>("finishedOnly");
    QTest::addColumn<int>("rows");
    // Ann plays in the example, the 4-player game and the unfinished copy of the example.
    QTest::newRow("everything") << "" << false << 4;
    QTest::newRow("Ann") << "Ann" << false << 3;
    QTest::newRow("ann in any case") << "aNN" << false << 3;
    QTest::newRow("Ann, finished games") << "Ann" << true << 2;
    QTest::newRow("accented name") << "Chloé" << false << 1;
    QTest::newRow("nobody") << "Zoe" << false << 0;
    QTest::newRow("finished games") << "" << true << 3;
}

void ReviewModels::filterSearchesPlayersAndFinishedGames() {
    QFETCH(QString, search);
    QFETCH(bool, finishedOnly);
    QFETCH(int, rows);
    GameLibraryModel model;
    GameLibraryFilter filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reload(*log_);
    filter.setSearchText(search);
    filter.setFinishedOnly(finishedOnly);
    QCOMPARE(filter.rowCount(), rows);
}

void ReviewModels::reviewedGameRecordsEveryReveal() {
    const ReviewedGame game = reviewGame(*log_, log_->games().front());
    QVERIFY(game.ok());
    QCOMPARE(int(game.steps.size()), 64);
    QCOMPARE(int(game.reveals.size()), 8);  // two players, four Antes
    QList<qint64> scores;
    for (const RevealRecord& r : game.reveals) scores << r.result.score;
    // docs/actions.md: 728 / 14, 911 / 260, 320 / 28, 945 / 40.
    QCOMPARE(scores, (QList<qint64>{728, 14, 911, 260, 320, 28, 945, 40}));
    // Ante 1, Ann: AS AH AD AC KS locked in; the rest of her hand is KH 4C 5D
    // (dealt AS AH AD KS KH 2C 3C 4C, discarded 2C 3C, drew AC 5D).
    const RevealRecord& ann = game.reveals[0];
    QCOMPARE(ann.player, QString("Ann"));
    QCOMPARE(int(ann.played.count), 5);
    QCOMPARE(int(ann.unplayed.size()), 3);
    QCOMPARE(ann.context.discardedThisAnte, 2);
    // Chips after each Ante: Ann 1, 2, 2, 3; Bob 0, 0, 1, 1.
    const auto chips = game.chipsAfterAntes();
    QCOMPARE(int(chips.size()), 4);
    QCOMPARE(chips[0], (std::vector<int>{1, 0}));
    QCOMPARE(chips[2], (std::vector<int>{2, 1}));
    QCOMPARE(chips[3], (std::vector<int>{3, 1}));
}

void ReviewModels::retractedRevealIsLeftOut() {
    // The example's first Ante, but Bob's reveal (action 12, which decided the Ante) is taken back
    // (action 13) and made again (action 14): two reveals and one decided Ante remain (V2, E17).
    QList<QJsonObject> actions = test::documentedExampleGame().mid(0, 12);
    actions << QJsonObject{{"type", "retract"}, {"seq", 12}} << QJsonObject{{"type", "reveal"}, {"player", "Bob"}};
    std::vector<LoggedAction> log;
    GameEngine engine;
    for (const QJsonObject& a : actions) {
        const ActionOutcome out = engine.apply(a);
        QVERIFY2(out.accepted, out.refusal.text().c_str());
        log.push_back({out.event.value("seq").toInt(), a, out.event});
    }
    const ReviewedGame game = reviewGame(log);
    QVERIFY(game.ok());
    QCOMPARE(int(game.steps.size()), 14);
    QCOMPARE(int(game.reveals.size()), 2);
    QCOMPARE(game.reveals[1].seq, 14);
    QCOMPARE(int(game.anteResults.size()), 1);
    QCOMPARE(game.anteResults[0].value("chip_to").toArray(), QJsonArray{"Ann"});  // 728 beats 14
    QCOMPARE(game.antesPlayed, 1);
}

void ReviewModels::analysisComparesWithTheBestPlay_data() {
    QTest::addColumn<int>("row");
    QTest::addColumn<qint64>("actual");
    QTest::addColumn<qint64>("best");
    // Ante 1, Ann: four aces is the best her hand allows (AS AH AD AC KS KH 4C 5D): 60 + 4 × 11 = 104, × 7 = 728.
    QTest::newRow("Ann, Ante 1") << 0 << qint64(728) << qint64(728);
    // Ante 1, Bob: hand 2S 3D 5H 7C 9S JD QH 4S forms no pair, straight or flush; his 9S High Card
    // scores 5 + 9 = 14, the Queen would have scored 5 + 10 = 15 (High Card: only the top card scores).
    QTest::newRow("Bob, Ante 1") << 1 << qint64(14) << qint64(15);
}

void ReviewModels::analysisComparesWithTheBestPlay() {
    QFETCH(int, row);
    QFETCH(qint64, actual);
    QFETCH(qint64, best);
    const ReviewedGame game = reviewGame(*log_, log_->games().front());
    PlayAnalysisModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGame(&game);
    QCOMPARE(model.rowCount(), 8);
    const PlayComparison& c = model.rows()[row];
    QVERIFY(c.best.has_value());
    QCOMPARE(qint64(c.reveal->result.score), actual);
    QCOMPARE(qint64(c.best->result.score), best);
    QCOMPARE(qint64(c.missed()), best - actual);
    QCOMPARE(model.index(row, PlayAnalysisModel::BestScoreColumn).data().toString(), QLocale().toString(best));
    model.setGame(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void ReviewModels::breakdownModelPassesTheTester() {
    const ReviewedGame game = reviewGame(*log_, log_->games().front());
    ui::BreakdownModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const RevealRecord& ann = game.reveals[0];
    model.setBreakdown(ann.breakdown, ann.played, ann.jokers, ann.result.formedType);
    // Four of a Kind: the hand-type line, then one line per scoring ace (KS does not score).
    QCOMPARE(model.rowCount(), 5);
}

void ReviewModels::numbersFollowTheLocale_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("bestScore");
    QTest::addColumn<QString>("mult");
    // Ante 2, Ann (KS KH KD KC QS:mult QH 5D 6D, Baron): the best play is the Full House
    // QS QH KS KH KD: base 40 + 10 + 10 + 3 × 10 = 90, mult 4 + 4 (token) = 8, × 1.5 for the one
    // king left in hand = 12 → 1080. Her Pair scored 30 × (6 × 1.5⁴ = 30.375).
    QTest::newRow("English") << "en_GB" << "1,080" << "30.375";
    QTest::newRow("German") << "de_DE" << "1.080" << "30,375";
}

void ReviewModels::numbersFollowTheLocale() {
    QFETCH(QString, locale);
    QFETCH(QString, bestScore);
    QFETCH(QString, mult);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    const ReviewedGame game = reviewGame(*log_, log_->games().front());
    PlayAnalysisModel model;
    model.setGame(&game);
    const QString best = model.index(2, PlayAnalysisModel::BestScoreColumn).data().toString();
    ui::BreakdownModel breakdown;
    const RevealRecord& ann = game.reveals[2];
    breakdown.setBreakdown(ann.breakdown, ann.played, ann.jokers, ann.result.formedType);
    const QString multAfter = breakdown.index(breakdown.rowCount() - 1, ui::BreakdownModel::MultAfterColumn).data().toString();
    QLocale::setDefault(before);
    QCOMPARE(best, bestScore);
    QCOMPARE(multAfter, mult);
}

void ReviewModels::frenchAndGermanAreComplete_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("winner");
    QTest::newRow("French") << "fr" << "Gagnant";
    QTest::newRow("German") << "de" << "Sieger";
}

void ReviewModels::frenchAndGermanAreComplete() {
    QFETCH(QString, language);
    QFETCH(QString, winner);
    // Every string of the review screens has a finished translation in the .ts file ...
    QFile ts(QStringLiteral(REVIEW_TS_DIR "/review_%1.ts").arg(language));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    QVERIFY(text.count("<message") > 150);
    QCOMPARE(text.count("type=\"unfinished\""), 0);
    QCOMPARE(text.count("<translation></translation>"), 0);
    // ... and the compiled one is embedded and used.
    QTranslator translator;
    QVERIFY(translator.load(QLocale(language), "review", "_", ":/i18n/review"));
    QCoreApplication::installTranslator(&translator);
    GameLibraryModel model;
    const QString header = model.headerData(GameLibraryModel::WinnerColumn, Qt::Horizontal).toString();
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(header, winner);
}

QTEST_MAIN(ReviewModels)
#include "tst_ReviewModels.moc"
