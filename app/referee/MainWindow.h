#pragma once
// The referee's main window. Pages sit in a stack: the guided game at the table (RefereeFlow)
// first, the single-hand scoring page beside it; review and settings join through the menus.

#include <QMainWindow>

class QLabel;
class QStackedWidget;

namespace encarde::ui {

class RefereeFlow;
class ScoringPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    ScoringPanel* scoringPanel() const { return scoring_; }
    RefereeFlow* refereeFlow() const { return flow_; }
    // The guided game (the first page) or the single-hand scoring page.
    void showGame();
    void showScoring();
    // Shown above the pages, e.g. that demo footage needs the camera view (not built yet).
    void showBanner(const QString& text);

    // Teach my deck: the photos in `directory`, each named after its card, are learned (a
    // progress dialog while they are), the camera reads with them from the next frame on, and a
    // message says what was learned and which photos taught nothing and why.
    void teachDeckFrom(const QString& directory);
    // Forgets every deck taught (the menu's action asks first): the camera reads with its own
    // glyphs alone from the next frame on, and a message says what was done.
    void forgetTaughtDecksNow();

private:
    void buildMenus();
    void teachDeck();
    void forgetTaughtDecks();
    void showShortcuts();
    void showAbout();

    QStackedWidget* pages_ = nullptr;
    ScoringPanel* scoring_ = nullptr;
    RefereeFlow* flow_ = nullptr;
    QLabel* banner_ = nullptr;
};

}  // namespace encarde::ui
