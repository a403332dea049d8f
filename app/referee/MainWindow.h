#pragma once
// The referee's main window. Pages sit in a stack so the referee flow, replay and settings can
// join the scoring page later; today the scoring page is the whole app.

#include <QMainWindow>

class QLabel;
class QStackedWidget;

namespace encarde::ui {

class ScoringPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    ScoringPanel* scoringPanel() const { return scoring_; }
    // Shown above the pages, e.g. that demo footage needs the camera view (not built yet).
    void showBanner(const QString& text);

private:
    void buildMenus();
    void showShortcuts();
    void showAbout();

    QStackedWidget* pages_ = nullptr;
    ScoringPanel* scoring_ = nullptr;
    QLabel* banner_ = nullptr;
};

}  // namespace encarde::ui
