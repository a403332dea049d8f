#include "MainWindow.h"

#include "BestPlayPanel.h"
#include "DeckTeacher.h"
#include "DisplayText.h"
#include "GamesMenu.h"
#include "RefereeFlow.h"
#include "RevealPage.h"
#include "ScoringPanel.h"
#include "TableCamera.h"
#include "TeachFromCamera.h"

#include <QAction>
#include <QApplication>
#include <QEventLoop>
#include <QFileDialog>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QThread>
#include <QVBoxLayout>

#include <memory>

namespace encarde::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("En Carde Referee"));
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    banner_ = new QLabel(central);
    banner_->setObjectName(QStringLiteral("banner"));
    banner_->setWordWrap(true);
    banner_->setStyleSheet(QStringLiteral("background: #fff4d6; border-bottom: 1px solid #d8b860; padding: 8px;"));
    banner_->hide();
    column->addWidget(banner_);
    pages_ = new QStackedWidget(central);
    flow_ = new RefereeFlow(pages_);
    pages_->addWidget(flow_);
    connect(flow_, &RefereeFlow::bannerChanged, this, &MainWindow::showBanner);
    scoring_ = new ScoringPanel(pages_);
    pages_->addWidget(scoring_);
    column->addWidget(pages_, 1);
    setCentralWidget(central);

    buildMenus();
    statusBar()->showMessage(tr("Every input can be entered by hand; the camera only proposes."));
}

void MainWindow::showBanner(const QString& text) {
    banner_->setText(text);
    banner_->setVisible(!text.isEmpty());
}

void MainWindow::showGame() { pages_->setCurrentWidget(flow_); }
void MainWindow::showScoring() { pages_->setCurrentWidget(scoring_); }

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    flow_->addMenuActions(game);
    game->addSeparator();
    QAction* single = game->addAction(tr("Score a single &hand…"), this, &MainWindow::showScoring);
    single->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    QAction* teach = game->addAction(tr("Teach the camera a &deck…"), this, &MainWindow::teachDeck);
    teach->setObjectName(QStringLiteral("teachDeckAction"));
    QAction* teachShown = game->addAction(tr("Teach the camera a deck, &card by card…"), this, [this] {
        TeachFromCameraDialog dialog(flow_->camera(), this);
        dialog.exec();
    });
    teachShown->setObjectName(QStringLiteral("teachFromCameraAction"));
    QAction* forget = game->addAction(tr("&Forget the decks taught…"), this, &MainWindow::forgetTaughtDecks);
    forget->setObjectName(QStringLiteral("forgetTaughtAction"));
    connect(game->actions().constFirst(), &QAction::triggered, this, &MainWindow::showGame);
    connect(game->actions().at(1), &QAction::triggered, this, &MainWindow::showGame);

    QMenu* hand = menuBar()->addMenu(tr("&Hand"));
    QAction* typeCards = hand->addAction(tr("&Type the played cards"), this, [this] {
        // During a Lock In the reveal page's cards are meant; elsewhere the single-hand page's.
        if (pages_->currentWidget() == flow_ && flow_->currentWidget() == flow_->revealPage()) {
            flow_->revealPage()->scoring()->focusPlayedEntry();
            return;
        }
        showScoring();
        scoring_->focusPlayedEntry();
    });
    typeCards->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* jokers = hand->addAction(tr("Choose a &joker"), scoring_, &ScoringPanel::focusJokerChooser);
    jokers->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    QAction* best = hand->addAction(tr("Suggest the &best play"), scoring_->bestPlay(), &BestPlayPanel::suggest);
    best->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    QAction* clear = hand->addAction(tr("&Clear the played cards"), scoring_->draft(), &ScoringDraft::clearPlayedCards);
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    hand->addSeparator();
    QAction* quit = hand->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    review::GamesMenu::install(this);  // Game library…, Settings…

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About En Carde Referee"), this, &MainWindow::showAbout);
}

void MainWindow::teachDeck() {
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("The folder of the deck's photos, each named after its card (QS.jpg, 10H.png)"));
    if (!directory.isEmpty()) teachDeckFrom(directory);
}

void MainWindow::teachDeckFrom(const QString& directory) {
    QProgressDialog progress(tr("Learning the deck's cards from their photos…"), QString(), 0, 0, this);
    progress.setWindowTitle(tr("Teach the camera a deck"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.show();
    // A photo a few megapixels large takes a moment to read: the lesson runs on its own thread,
    // and the window stays drawn meanwhile.
    vision::TeachSummary summary;
    QEventLoop waiting;
    const std::unique_ptr<QThread> lesson(QThread::create([&] {
        summary = vision::teachFromDirectory(directory, vision::taughtModelPath(), [&progress](int done, int total) {
            QMetaObject::invokeMethod(&progress, [&progress, done, total] {
                progress.setMaximum(total);
                progress.setValue(done);
            });
        });
    }));
    connect(lesson.get(), &QThread::finished, &waiting, &QEventLoop::quit);
    lesson->start();
    waiting.exec();
    lesson->wait();
    QCoreApplication::processEvents();  // the last progress posted from the lesson
    progress.close();

    if (summary.learned > 0) flow_->camera()->reloadTaughtDeck();
    QMessageBox box(summary.learned > 0 ? QMessageBox::Information : QMessageBox::Warning, tr("Teach the camera a deck"),
                    teachingReport(summary.learned, summary.courtCards, static_cast<int>(summary.problems.size())),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("teachingReport"));
    if (!summary.problems.isEmpty()) box.setDetailedText(summary.problems.join(QLatin1Char('\n')));
    box.exec();
}

void MainWindow::forgetTaughtDecks() {
    const QMessageBox::StandardButton answer = QMessageBox::question(
        this, tr("Forget the decks taught"),
        tr("Forget every deck taught? The camera then reads with its own glyphs alone; a deck is learned "
           "again from its photos (Teach the camera a deck)."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);  // (nothing lost by a stray Enter)
    if (answer == QMessageBox::Yes) forgetTaughtDecksNow();
}

void MainWindow::forgetTaughtDecksNow() {
    const QString path = QString::fromStdString(vision::taughtModelPath());
    const vision::Forgetting outcome = vision::forgetTaught(path.toStdString());
    if (outcome == vision::Forgetting::Forgotten) flow_->camera()->reloadTaughtDeck();
    QMessageBox box(outcome == vision::Forgetting::CannotRemove ? QMessageBox::Warning : QMessageBox::Information,
                    tr("Forget the decks taught"), forgettingReport(outcome, path), QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("forgettingReport"));
    box.exec();
}

void MainWindow::showShortcuts() {
    QMessageBox::information(
        this, tr("Keyboard shortcuts"),
        tr("<p><b>Ctrl+N</b> new game; <b>Ctrl+T</b> the table; <b>Ctrl+Z</b> undo the last action; "
           "<b>Ctrl+H</b> score a single hand.<br>"
           "<b>Ctrl+E</b> type the played cards; <b>Enter</b> sets them.<br>"
           "<b>Ctrl+J</b> choose a joker.<br>"
           "<b>Ctrl+B</b> suggest the best play.<br>"
           "<b>Ctrl+Delete</b> clear the played cards.<br>"
           "In the card grid, the <b>arrow keys</b> move and <b>Enter</b> or <b>Space</b> adds the card.<br>"
           "<b>Tab</b> moves between controls; underlined letters work with <b>Alt</b>.</p>"));
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About En Carde Referee"),
                       tr("<p><b>En Carde Referee</b> %1</p><p>Scores Balatro: En Carde hands step by step, "
                          "by the rulebook and the referee's rulings.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace encarde::ui
