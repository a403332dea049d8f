// The review window as the user drives it: the library lists the log, the search narrows it, a
// chosen game opens in replay, charts and analysis; import, backup and restore go through the
// window with the log open, and a refused restore leaves it open and unchanged.

#include "AppSettings.h"
#include "GameCharts.h"
#include "GameLibraryModel.h"
#include "PlayAnalysis.h"
#include "ReplayView.h"
#include "MainWindow.h"
#include "ReviewWindow.h"
#include "SampleGames.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace encarde;
using namespace encarde::review;

class ReviewWindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensTheNewestGameAndFollowsTheSelection();
    void searchNarrowsTheList();
    void chartsShowEveryAnte();
    void exportImportBackupRestoreThroughTheWindow();
    void refusedOpenKeepsTheLogOpen();
    void refereeWindowOpensTheLibrary();

private:
    QTemporaryDir dir_;
    QString samplePath_;
};

void ReviewWindowTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    samplePath_ = dir_.filePath("sample.sqlite");
    QString error;
    QVERIFY2(test::writeSampleLog(samplePath_, &error), qPrintable(error));
}

void ReviewWindowTest::opensTheNewestGameAndFollowsTheSelection() {
    ReviewWindow window;
    QCOMPARE(window.openLog(samplePath_), QString());
    QCOMPARE(window.libraryModel()->rowCount(), 4);
    // Sorted newest first: the unfinished copy of the example (game 4) is on top and open.
    QVERIFY(window.currentGame());
    QCOMPARE(window.currentGame()->id, 4);
    QCOMPARE(window.replayView()->stepCount(), 20);
    // Choosing the example game (the bottom row) opens it everywhere.
    window.libraryView()->setCurrentIndex(window.libraryFilter()->index(3, 0));
    QCOMPARE(window.currentGame()->id, 1);
    QCOMPARE(window.replayView()->stepCount(), 64);
    QCOMPARE(window.analysisModel()->rowCount(), 8);
}

void ReviewWindowTest::searchNarrowsTheList() {
    ReviewWindow window;
    QCOMPARE(window.openLog(samplePath_), QString());
    QTest::keyClicks(window.searchBox(), "dieter");
    QCOMPARE(window.libraryFilter()->rowCount(), 1);  // only the 3-player game
    window.searchBox()->clear();
    QCOMPARE(window.libraryFilter()->rowCount(), 4);
}

void ReviewWindowTest::chartsShowEveryAnte() {
    ReviewWindow window;
    QCOMPARE(window.openLog(samplePath_), QString());
    QVERIFY(window.openGame(1));
    // Score per Ante: one bar set per player, one bar per decided Ante (4).
    const auto series = window.charts()->scoreChart()->series();
    QCOMPARE(series.size(), 1);
    const auto sets = static_cast<QAbstractBarSeries*>(series.front())->barSets();
    QCOMPARE(sets.size(), 2);
    QCOMPARE(sets[0]->count(), 4);
    QCOMPARE(sets[0]->at(1), 911.0);  // Ann, Ante 2
    QCOMPARE(sets[1]->at(1), 260.0);  // Bob, Ante 2
    QCOMPARE(window.charts()->chipsChart()->series().size(), 2);  // a line per player
}

void ReviewWindowTest::exportImportBackupRestoreThroughTheWindow() {
    const QString live = dir_.filePath("window-live.sqlite");
    QVERIFY(QFile::copy(samplePath_, live));
    ReviewWindow window;
    QCOMPARE(window.openLog(live), QString());
    QVERIFY(window.openGame(1));
    QCOMPARE(window.exportJson(dir_.filePath("game1.json")), QString());
    QCOMPARE(window.exportCsv(dir_.filePath("game1.csv")), QString());
    QCOMPARE(window.exportPdf(dir_.filePath("game1.pdf")), QString());
    QCOMPARE(window.backup(dir_.filePath("window-backup.sqlite")), QString());
    // Import the exported game back: a fifth game, opened at once, with the same final state.
    const QJsonObject finalState = window.currentGame()->steps.back().state;
    QCOMPARE(window.importGame(dir_.filePath("game1.json")), QString());
    QCOMPARE(window.libraryModel()->rowCount(), 5);
    QCOMPARE(window.currentGame()->id, 5);
    QCOMPARE(window.currentGame()->steps.back().state, finalState);
    // A refused import names the problem and changes nothing.
    QFile junk(dir_.filePath("junk.json"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("{\"hello\": 1}");
    junk.close();
    QVERIFY(window.importGame(junk.fileName()).contains("not an En Carde game file"));
    QCOMPARE(window.libraryModel()->rowCount(), 5);
    // A refused restore keeps the open log open and as it was.
    QVERIFY(window.restore(junk.fileName()).contains("not an SQLite file"));
    QVERIFY(window.log());
    QCOMPARE(int(window.log()->games().size()), 5);
    // Restoring the backup (taken before the import) brings back the four games, log still open.
    QCOMPARE(window.restore(dir_.filePath("window-backup.sqlite")), QString());
    QVERIFY(window.log());
    QCOMPARE(int(window.log()->games().size()), 4);
    QCOMPARE(window.libraryModel()->rowCount(), 4);
}

void ReviewWindowTest::refusedOpenKeepsTheLogOpen() {
    ReviewWindow window;
    QCOMPARE(window.openLog(samplePath_), QString());
    QFile text(dir_.filePath("notes.sqlite"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("not a database at all, just some notes about the game night\n");
    text.close();
    QVERIFY(!window.openLog(text.fileName()).isEmpty());
    QCOMPARE(window.logPath(), samplePath_);
    QCOMPARE(window.libraryModel()->rowCount(), 4);
}

void ReviewWindowTest::refereeWindowOpensTheLibrary() {
    ui::AppSettings().setGameLogPath(samplePath_);
    ui::MainWindow main;
    auto* games = main.findChild<QMenu*>("gamesMenu");
    QVERIFY(games);
    auto* library = main.findChild<QAction*>("gameLibraryAction");
    QVERIFY(library);
    QVERIFY(main.findChild<QAction*>("settingsAction"));
    library->trigger();
    auto* window = main.findChild<ReviewWindow*>();
    QVERIFY(window);
    QVERIFY(window->isVisible());
    QCOMPARE(window->logPath(), samplePath_);  // the log named in Settings
    QCOMPARE(window->libraryModel()->rowCount(), 4);
    library->trigger();  // a second time: the same window comes forward
    QCOMPARE(main.findChildren<ReviewWindow*>().size(), 1);
}

QTEST_MAIN(ReviewWindowTest)
#include "tst_ReviewWindow.moc"
