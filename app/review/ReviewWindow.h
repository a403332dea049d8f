#pragma once
// The game library and the review of one game: the list of every game in the log (search and
// filter), and for the chosen game the step-through replay, the charts and the post-game
// analysis; exports (JSON, CSV, PDF, print), import, and backup/restore of the whole log.

#include "AppSettings.h"
#include "GameLog.h"
#include "ReviewedGame.h"

#include <QMainWindow>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace encarde::review {

class GameCharts;
class GameLibraryModel;
class PlayAnalysisModel;
class ReplayView;

class ReviewWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit ReviewWindow(QWidget* parent = nullptr);
    ~ReviewWindow() override;

    // Opens a game log file for review (read-only use, except import and restore). "" on success.
    QString openLog(const QString& path);
    QString logPath() const { return logPath_; }
    GameLog* log() const { return log_.get(); }
    bool openGame(int gameId);
    const ReviewedGame* currentGame() const { return game_.get(); }
    void setTheme(ui::Theme theme);
    void showTab(int index);  // 0 replay, 1 charts, 2 analysis

    GameLibraryModel* libraryModel() const { return library_; }
    QSortFilterProxyModel* libraryFilter() const { return filter_; }
    QLineEdit* searchBox() const { return search_; }
    QTableView* libraryView() const { return libraryView_; }
    ReplayView* replayView() const { return replay_; }
    GameCharts* charts() const { return charts_; }
    PlayAnalysisModel* analysisModel() const { return analysis_; }

    // The file actions without dialogs ("" on success, else the message shown to the user).
    QString exportJson(const QString& path) const;
    QString exportCsv(const QString& path) const;
    QString exportPdf(const QString& path) const;
    QString importGame(const QString& path);  // the imported game is opened
    QString backup(const QString& path) const;
    QString restore(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildMenus();
    void reloadLibrary();
    void applyFilter();
    void openSelectedGame();
    void report(const QString& error, const QString& done);
    void chooseLog();
    void chooseImport();
    void chooseExport(int kind);
    void print();
    void chooseBackup();
    void chooseRestore();

    QSplitter* split_ = nullptr;
    std::unique_ptr<GameLog> log_;
    QString logPath_;
    std::unique_ptr<ReviewedGame> game_;
    GameLibraryModel* library_ = nullptr;
    QSortFilterProxyModel* filter_ = nullptr;
    QLineEdit* search_ = nullptr;
    QCheckBox* finishedOnly_ = nullptr;
    QTableView* libraryView_ = nullptr;
    QLabel* gameTitle_ = nullptr;
    QLabel* problems_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    ReplayView* replay_ = nullptr;
    GameCharts* charts_ = nullptr;
    PlayAnalysisModel* analysis_ = nullptr;
    QList<QAction*> gameActions_;  // enabled only while a game is open
};

}  // namespace encarde::review
