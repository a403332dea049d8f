#pragma once
// The guided game at the table, as one page of the main window: new game → table ⇄ lock-in and
// reveal, with the game session (engine + durable log), the camera, the Ante cue and the banner
// that says when play is by hand. Its menu actions join the main window's menu bar.

#include <QStackedWidget>

class QAction;
class QMenu;

namespace encarde::review {
class ScreenAwake;
}

namespace encarde::ui {

class AnteCue;
class GameSession;
class NewGamePage;
class RevealPage;
class TableCamera;
class TablePage;

class RefereeFlow : public QStackedWidget {
    Q_OBJECT
public:
    explicit RefereeFlow(QWidget* parent = nullptr);
    ~RefereeFlow() override;

    GameSession* session() const { return session_; }
    TableCamera* camera() const { return camera_; }
    NewGamePage* newGamePage() const { return newGame_; }
    TablePage* tablePage() const { return table_; }
    RevealPage* revealPage() const { return reveal_; }
    AnteCue* cue() const { return cue_; }

    // Opens the game log; on failure the banner says why and games are not recorded.
    bool openLog(const QString& path);
    // Asks whether to resume the unfinished game in the log (or resumes at once with ask=false).
    bool offerResume(bool ask = true);
    // Frames from the webcam in the settings, or from demo footage when demoFile is given.
    void startCamera(const QString& demoFile = {});

    void addMenuActions(QMenu* menu);
    QString bannerText() const { return banner_; }

public slots:
    void showNewGame();
    void showTable();
    void startGame();
    void openReveal(const QString& player, const QString& type);

signals:
    void bannerChanged(const QString& text);

private:
    void setBanner(const QString& text);
    void continueAfterReveal();
    void keepScreenAwakeWhilePlaying();

    GameSession* session_;
    TableCamera* camera_;
    AnteCue* cue_;
    review::ScreenAwake* screenAwake_;
    NewGamePage* newGame_;
    TablePage* table_;
    RevealPage* reveal_;
    QString banner_;
};

}  // namespace encarde::ui
