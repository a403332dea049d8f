#include "ReviewWindow.h"

#include "GameCharts.h"
#include "GameExport.h"
#include "GameLibraryModel.h"
#include "LogBackup.h"
#include "PlayAnalysis.h"
#include "ReplayView.h"
#include "TouchFriendly.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace encarde::review {

namespace {
enum ExportKind { JsonExport, CsvExport, PdfExport };

QString writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        return QCoreApplication::translate("ReviewWindow", "%1 could not be written: %2").arg(path, file.errorString());
    return {};
}
}  // namespace

ReviewWindow::ReviewWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Game library — En Carde Referee"));
    setObjectName(QStringLiteral("reviewWindow"));
    auto* split = split_ = new QSplitter(Qt::Horizontal, this);

    auto* libraryPane = new QWidget(split);
    auto* libraryColumn = new QVBoxLayout(libraryPane);
    auto* title = new QLabel(tr("Games"), libraryPane);
    title->setProperty("role", "sectionTitle");
    search_ = new QLineEdit(libraryPane);
    search_->setObjectName(QStringLiteral("librarySearch"));
    search_->setPlaceholderText(tr("Search players, winner or date"));
    search_->setAccessibleName(tr("Search games"));
    search_->setClearButtonEnabled(true);
    ui::makeTouchTarget(search_);
    finishedOnly_ = new QCheckBox(tr("Finished games only"), libraryPane);
    finishedOnly_->setObjectName(QStringLiteral("finishedOnly"));
    library_ = new GameLibraryModel(this);
    auto* filter = new GameLibraryFilter(this);
    filter->setSourceModel(library_);
    filter_ = filter;
    libraryView_ = new QTableView(libraryPane);
    libraryView_->setObjectName(QStringLiteral("libraryView"));
    libraryView_->setAccessibleName(tr("Games in the log"));
    libraryView_->setModel(filter_);
    libraryView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    libraryView_->setSelectionMode(QAbstractItemView::SingleSelection);
    libraryView_->setSortingEnabled(true);
    libraryView_->sortByColumn(GameLibraryModel::DateColumn, Qt::DescendingOrder);
    libraryView_->verticalHeader()->hide();
    libraryView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    libraryView_->horizontalHeader()->setSectionResizeMode(GameLibraryModel::PlayersColumn, QHeaderView::Stretch);
    libraryView_->setWordWrap(true);
    libraryView_->hideColumn(GameLibraryModel::ActionsColumn);  // for exports and tooltips; the pane is narrow
    ui::enableKineticScrolling(libraryView_);
    libraryColumn->addWidget(title);
    libraryColumn->addWidget(search_);
    libraryColumn->addWidget(finishedOnly_);
    libraryColumn->addWidget(libraryView_, 1);

    auto* gamePane = new QWidget(split);
    auto* gameColumn = new QVBoxLayout(gamePane);
    gameTitle_ = new QLabel(gamePane);
    gameTitle_->setObjectName(QStringLiteral("gameTitle"));
    gameTitle_->setProperty("role", "sectionTitle");
    gameTitle_->setWordWrap(true);
    problems_ = new QLabel(gamePane);
    problems_->setObjectName(QStringLiteral("gameProblems"));
    problems_->setProperty("role", "problem");
    problems_->setWordWrap(true);
    problems_->hide();
    tabs_ = new QTabWidget(gamePane);
    tabs_->setObjectName(QStringLiteral("reviewTabs"));
    replay_ = new ReplayView(tabs_);
    charts_ = new GameCharts(tabs_);
    analysis_ = new PlayAnalysisModel(this);
    auto* analysisView = new QTableView(tabs_);
    analysisView->setObjectName(QStringLiteral("analysisView"));
    analysisView->setAccessibleName(tr("Best possible play next to each play"));
    analysisView->setModel(analysis_);
    analysisView->verticalHeader()->hide();
    analysisView->setWordWrap(true);
    analysisView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    analysisView->horizontalHeader()->setSectionResizeMode(PlayAnalysisModel::PlayedColumn, QHeaderView::Stretch);
    analysisView->horizontalHeader()->setSectionResizeMode(PlayAnalysisModel::BestColumn, QHeaderView::Stretch);
    connect(analysis_, &QAbstractItemModel::modelReset, analysisView, &QTableView::resizeRowsToContents);
    tabs_->addTab(replay_, tr("&Replay"));
    tabs_->addTab(charts_, tr("C&harts"));
    tabs_->addTab(analysisView, tr("&Analysis"));
    gameColumn->addWidget(gameTitle_);
    gameColumn->addWidget(problems_);
    gameColumn->addWidget(tabs_, 1);

    split->addWidget(libraryPane);
    split->addWidget(gamePane);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    split->setSizes({480, 800});
    setCentralWidget(split);

    connect(search_, &QLineEdit::textChanged, this, &ReviewWindow::applyFilter);
    connect(finishedOnly_, &QCheckBox::toggled, this, &ReviewWindow::applyFilter);
    connect(libraryView_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ReviewWindow::openSelectedGame);
    buildMenus();
    setTheme(ui::AppSettings().theme());
    openGame(0);
}

ReviewWindow::~ReviewWindow() = default;

void ReviewWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open game log…"), this, &ReviewWindow::chooseLog);
    file->addAction(tr("&Import a game…"), this, &ReviewWindow::chooseImport);
    file->addSeparator();
    gameActions_ << file->addAction(tr("Export as &JSON…"), this, [this] { chooseExport(JsonExport); });
    gameActions_ << file->addAction(tr("Export as &CSV…"), this, [this] { chooseExport(CsvExport); });
    gameActions_ << file->addAction(tr("Export &PDF summary…"), this, [this] { chooseExport(PdfExport); });
    QAction* printAction = file->addAction(tr("&Print summary…"), this, &ReviewWindow::print);
    printAction->setShortcut(QKeySequence::Print);
    gameActions_ << printAction;
    file->addSeparator();
    file->addAction(tr("&Back up the game log…"), this, &ReviewWindow::chooseBackup);
    file->addAction(tr("&Restore the game log…"), this, &ReviewWindow::chooseRestore);
    file->addSeparator();
    QAction* close = file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
}

void ReviewWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    // A portrait tablet: the library above the game rather than beside it.
    const Qt::Orientation wanted = height() > width() ? Qt::Vertical : Qt::Horizontal;
    if (split_->orientation() == wanted) return;
    split_->setOrientation(wanted);
    split_->setSizes(wanted == Qt::Vertical ? QList<int>{height() / 4, height() * 3 / 4} : QList<int>{width() * 3 / 8, width() * 5 / 8});
    libraryView_->resizeRowsToContents();  // the player names wrap differently now
}

void ReviewWindow::setTheme(ui::Theme theme) { charts_->setTheme(theme); }
void ReviewWindow::showTab(int index) { tabs_->setCurrentIndex(index); }

QString ReviewWindow::openLog(const QString& path) {
    QString error;
    auto log = GameLog::open(path, &error);
    if (!log) return error;  // the log already open stays open
    log_ = std::move(log);
    logPath_ = path;
    reloadLibrary();
    statusBar()->showMessage(tr("%n game(s) in %1", nullptr, library_->rowCount()).arg(path));
    return {};
}

void ReviewWindow::reloadLibrary() {
    const int keep = game_ ? game_->id : 0;
    if (log_) library_->reload(*log_);
    else library_->setGames({});
    libraryView_->resizeRowsToContents();
    if (!openGame(keep) && library_->rowCount() > 0) {
        const QModelIndex top = filter_->index(0, 0);
        libraryView_->setCurrentIndex(top);  // opens it through currentRowChanged
    }
}

void ReviewWindow::applyFilter() {
    auto* filter = static_cast<GameLibraryFilter*>(filter_);
    filter->setSearchText(search_->text());
    filter->setFinishedOnly(finishedOnly_->isChecked());
}

void ReviewWindow::openSelectedGame() {
    const QModelIndex current = libraryView_->currentIndex();
    if (current.isValid()) openGame(current.data(GameLibraryModel::GameIdRole).toInt());
}

bool ReviewWindow::openGame(int gameId) {
    const bool present = log_ && gameId > 0 && library_->rowOfGame(gameId) >= 0;
    if (present && game_ && game_->id == gameId) return true;
    replay_->setGame(nullptr);
    charts_->setGame(nullptr);
    analysis_->setGame(nullptr);
    game_.reset();
    if (present) game_ = std::make_unique<ReviewedGame>(reviewGame(*log_, gameId));
    for (QAction* a : gameActions_) a->setEnabled(game_ != nullptr);
    if (!game_) {
        gameTitle_->setText(log_ ? tr("Choose a game in the list.") : tr("No game log is open."));
        problems_->hide();
        return false;
    }
    gameTitle_->setText(tr("%1 — %2 — %3")
                            .arg(gameDateText(game_->createdUtc),
                                 game_->players.join(QStringLiteral(", ")),
                                 game_->winner.isEmpty() ? tr("not finished") : tr("%1 wins").arg(game_->winner)));
    problems_->setVisible(!game_->ok());
    if (!game_->ok())
        problems_->setText(tr("This game does not replay cleanly: %1").arg(QString::fromStdString(game_->problems.front())));
    replay_->setGame(game_.get());
    charts_->setGame(game_.get());
    analysis_->setGame(game_.get());
    const int row = library_->rowOfGame(gameId);
    const QModelIndex shown = filter_->mapFromSource(library_->index(row, 0));
    if (shown.isValid() && libraryView_->currentIndex().row() != shown.row()) {
        const QSignalBlocker quiet(libraryView_->selectionModel());
        libraryView_->setCurrentIndex(shown);
    }
    return true;
}

QString ReviewWindow::exportJson(const QString& path) const {
    return game_ ? writeFile(path, gameToJson(*game_)) : tr("No game is open.");
}

QString ReviewWindow::exportCsv(const QString& path) const {
    return game_ ? writeFile(path, gameToCsv(*game_)) : tr("No game is open.");
}

QString ReviewWindow::exportPdf(const QString& path) const {
    if (!game_) return tr("No game is open.");
    QString error;
    return writeGamePdf(*game_, path, &error) ? QString() : tr("%1 could not be written: %2").arg(path, error);
}

QString ReviewWindow::importGame(const QString& path) {
    if (!log_) return tr("Open a game log first.");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return tr("%1 could not be read: %2").arg(path, file.errorString());
    const ImportResult result = importGameJson(*log_, file.readAll());
    if (!result.ok()) return result.error;
    reloadLibrary();
    openGame(result.gameId);
    return {};
}

QString ReviewWindow::backup(const QString& path) const {
    if (!log_) return tr("Open a game log first.");
    QString error;
    return backupLog(*log_, path, &error) ? QString() : error;
}

QString ReviewWindow::restore(const QString& path) {
    if (!log_) return tr("Open a game log first.");
    const RestoreCheck check = checkRestoreCandidate(path);
    if (!check.ok()) return check.error;
    game_.reset();
    replay_->setGame(nullptr);
    charts_->setGame(nullptr);
    analysis_->setGame(nullptr);
    log_.reset();  // closed, so the file can be replaced
    QString error;
    const bool replaced = replaceLogFile(logPath_, check, &error);
    const QString reopenError = openLog(logPath_);
    if (!replaced) return error;
    return reopenError;
}

void ReviewWindow::report(const QString& error, const QString& done) {
    if (error.isEmpty()) statusBar()->showMessage(done, 8000);
    else QMessageBox::warning(this, windowTitle(), error);
}

void ReviewWindow::chooseLog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open game log"), logPath_, tr("Game logs (*.sqlite *.db);;All files (*)"));
    if (!path.isEmpty()) report(openLog(path), tr("Opened %1").arg(path));
}

void ReviewWindow::chooseImport() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a game"), QString(), tr("En Carde games (*.json);;All files (*)"));
    if (!path.isEmpty()) report(importGame(path), tr("Imported %1").arg(path));
}

void ReviewWindow::chooseExport(int kind) {
    if (!game_) return;
    const QString base = QStringLiteral("encarde-game-%1").arg(game_->id);
    const QString filters[] = {tr("JSON game (*.json)"), tr("CSV, one row per reveal (*.csv)"), tr("PDF summary (*.pdf)")};
    const QString suffixes[] = {QStringLiteral(".json"), QStringLiteral(".csv"), QStringLiteral(".pdf")};
    const QString path = QFileDialog::getSaveFileName(this, tr("Export game"), base + suffixes[kind], filters[kind]);
    if (path.isEmpty()) return;
    const QString error = kind == JsonExport ? exportJson(path) : kind == CsvExport ? exportCsv(path) : exportPdf(path);
    report(error, tr("Saved %1").arg(path));
}

void ReviewWindow::print() {
    if (!game_) return;
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted) printGameSummary(*game_, &printer);
}

void ReviewWindow::chooseBackup() {
    const QString stamp = QDate::currentDate().toString(Qt::ISODate);
    const QString path = QFileDialog::getSaveFileName(this, tr("Back up the game log"), QStringLiteral("encarde-games-%1.sqlite").arg(stamp),
                                                      tr("Game logs (*.sqlite)"));
    if (!path.isEmpty()) report(backup(path), tr("Backed up to %1").arg(path));
}

void ReviewWindow::chooseRestore() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Restore the game log"), QString(), tr("Game logs (*.sqlite *.db);;All files (*)"));
    if (path.isEmpty()) return;
    const auto answer = QMessageBox::question(
        this, tr("Restore the game log"),
        tr("Replace every game in the current log with the games in %1? The current log is kept beside it as a .before-restore file.").arg(path));
    if (answer == QMessageBox::Yes) report(restore(path), tr("Restored the game log from %1").arg(path));
}

}  // namespace encarde::review
