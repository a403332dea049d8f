#pragma once
// The "Games" menu the referee window gains: Game library… (the review window, opened on the
// game log from Settings) and Settings… (applied at once, except the language: next start).

#include <QObject>

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

private:
    explicit GamesMenu(QMainWindow* window);

    QMainWindow* window_;
    QMenu* menu_ = nullptr;
    ReviewWindow* library_ = nullptr;
};

}  // namespace encarde::review
