// Step-through replay: the buttons and the arrow keys move over the recorded actions, the table
// state follows, and a reveal shows its full breakdown. Game: docs/actions.md's example.

#include "BreakdownModel.h"
#include "ReplayView.h"
#include "ReviewedGame.h"
#include "SampleGames.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace encarde;
using namespace encarde::review;

namespace {
std::vector<LoggedAction> logOf(const QList<QJsonObject>& actions) {
    std::vector<LoggedAction> log;
    GameEngine engine;
    for (const QJsonObject& a : actions) {
        const ActionOutcome out = engine.apply(a);
        log.push_back({out.event.value("seq").toInt(), a, out.event});
    }
    return log;
}
}  // namespace

class ReplayStepping : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void buttonsStepAndStopAtTheEnds();
    void arrowKeysStep_data();
    void arrowKeysStep();
    void revealShowsItsBreakdown_data();
    void revealShowsItsBreakdown();
    void stateFollowsTheStep();

private:
    ReviewedGame game_;
};

void ReplayStepping::initTestCase() {
    game_ = reviewGame(logOf(test::documentedExampleGame()));
    QVERIFY(game_.ok());
    QCOMPARE(int(game_.steps.size()), 64);
}

void ReplayStepping::buttonsStepAndStopAtTheEnds() {
    ReplayView view;
    QSignalSpy moved(&view, &ReplayView::stepChanged);
    view.setGame(&game_);
    QCOMPARE(view.currentStep(), 0);
    auto* first = view.findChild<QPushButton*>("replayFirst");
    auto* previous = view.findChild<QPushButton*>("replayPrevious");
    auto* next = view.findChild<QPushButton*>("replayNext");
    auto* last = view.findChild<QPushButton*>("replayLast");
    QVERIFY(!first->isEnabled());
    QVERIFY(!previous->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(view.currentStep(), 2);
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(view.currentStep(), 1);
    QTest::mouseClick(last, Qt::LeftButton);
    QCOMPARE(view.currentStep(), 63);
    QVERIFY(!next->isEnabled());
    view.next();  // past the end stays at the end, and says nothing moved
    QCOMPARE(view.currentStep(), 63);
    QTest::mouseClick(first, Qt::LeftButton);
    QCOMPARE(view.currentStep(), 0);
    view.previous();
    QCOMPARE(view.currentStep(), 0);
    // Opening the game (none → 0), then 0→1, 1→2, 2→1, 1→63, 63→0: six moves; the refused moves
    // at the ends emit nothing.
    QCOMPARE(moved.count(), 6);
    view.setGame(nullptr);
    QCOMPARE(view.currentStep(), -1);
    QCOMPARE(view.stepCount(), 0);
}

void ReplayStepping::arrowKeysStep_data() {
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<int>("expected");
    QTest::newRow("right three times") << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Right} << 3;
    QTest::newRow("right, right, left") << QList<int>{Qt::Key_Right, Qt::Key_Right, Qt::Key_Left} << 1;
    QTest::newRow("end") << QList<int>{Qt::Key_End} << 63;
    QTest::newRow("end, left, home, right") << QList<int>{Qt::Key_End, Qt::Key_Left, Qt::Key_Home, Qt::Key_Right} << 1;
    QTest::newRow("left at the start") << QList<int>{Qt::Key_Left} << 0;
}

void ReplayStepping::arrowKeysStep() {
    QFETCH(QList<int>, keys);
    QFETCH(int, expected);
    ReplayView view;
    view.setGame(&game_);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.activateWindow();
    view.findChild<QPushButton*>("replayNext")->setFocus();
    for (int key : keys) QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &view, Qt::Key(key));
    QCOMPARE(view.currentStep(), expected);
}

void ReplayStepping::revealShowsItsBreakdown_data() {
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("score");
    // Action 11, Ann's Four of a Kind: the hand-type line and one per scoring ace → 5 lines; 104 × 7 = 728.
    QTest::newRow("Ann, Ante 1") << 11 << 5 << "728";
    // Action 12, Bob's 9S High Card: the hand-type line and the 9 → 2 lines; 14 × 1 = 14.
    QTest::newRow("Bob, Ante 1") << 12 << 2 << "14";
    // Action 29, Ann's Pair of queens with a mult token and Baron over four kings: hand type, QS +10,
    // mult token +4, QH +10, Baron ×1.5 once per king held (four) → 1 + 3 + 4 = 8 lines; 30 × 30.375 = 911.
    QTest::newRow("Ann, Ante 2") << 29 << 8 << "911";
}

void ReplayStepping::revealShowsItsBreakdown() {
    QFETCH(int, seq);
    QFETCH(int, rows);
    QFETCH(QString, score);
    ReplayView view;
    view.setGame(&game_);
    view.goToStep(seq - 1);  // steps are in seq order from 1
    QCOMPARE(view.breakdownModel()->rowCount(), rows);
    QVERIFY2(view.revealSummary().endsWith("= " + score), qPrintable(view.revealSummary()));
    view.next();  // the next action is not a reveal of this hand
    if (game_.steps[seq].action.value("type").toString() != "reveal") {
        QCOMPARE(view.breakdownModel()->rowCount(), 0);
        QVERIFY(view.revealSummary().isEmpty());
    }
}

void ReplayStepping::stateFollowsTheStep() {
    ReplayView view;
    view.setGame(&game_);
    view.goToStep(11);  // after action 12 Ante 1 is decided: Ann holds one chip
    QCOMPARE(game_.steps[11].state.value("players").toArray()[0].toObject().value("chips").toInt(), 1);
    QVERIFY(view.stateHtml().contains("Draw Tarots"));
    view.last();  // the game is over and Ann has won
    QVERIFY(view.stateHtml().contains("Ann wins the game"));
    view.first();
    QVERIFY(view.stateHtml().contains("Deal"));
}

QTEST_MAIN(ReplayStepping)
#include "tst_ReplayStepping.moc"
