#pragma once
// The "Games" menu the referee window gains: Game library… (the review window, opened on the
// game log from Settings) and Settings… (applied at once; a new language needs a restart, which
// it offers: every action is already in the game log, and the restarted app offers to resume).

#include <QObject>
#include <QStringList>

class QMainWindow;
class QMenu;

namespace encarde::review {

class ReviewWindow;

class GamesMenu : public QObject {
    Q_OBJECT
public:
    // Adds the menu to window's menu bar; the menu object is owned by window.
    static GamesMenu* install(QMainWindow* window);

    QMenu* menu() const { return menu_; }
    ReviewWindow* showLibrary();
    void showSettings();

    // The arguments the app is restarted with after a language change: the same ones, less a
    // --lang that would override the language just chosen.
    static QStringList restartArguments(const QStringList& arguments);

private:
    explicit GamesMenu(QMainWindow* window);
    void offerRestart(const QString& title);

    QMainWindow* window_;
    QMenu* menu_ = nullptr;
    ReviewWindow* library_ = nullptr;
};

}  // namespace encarde::review
