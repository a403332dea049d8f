#pragma once
// Step-through replay of one game: first / previous / next / last (buttons, arrow keys, Home and
// End) over the recorded actions; the table state after the current action and, at a reveal,
// the full score breakdown.

#include "ReviewedGame.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace encarde::ui {
class BreakdownModel;
}

namespace encarde::review {

class ReplayView : public QWidget {
    Q_OBJECT
public:
    explicit ReplayView(QWidget* parent = nullptr);

    void setGame(const ReviewedGame* game);  // not owned; nullptr clears
    int stepCount() const;
    int currentStep() const { return current_; }  // index into game->steps, -1 when empty
    QString stateHtml() const;
    QString revealSummary() const;  // empty unless the current action is a reveal
    ui::BreakdownModel* breakdownModel() const { return breakdown_; }

public slots:
    void goToStep(int index);
    void first();
    void previous();
    void next();
    void last();

signals:
    void stepChanged(int index);

private:
    void showStep();
    void updateButtons();

    const ReviewedGame* game_ = nullptr;
    int current_ = -1;
    QListWidget* steps_ = nullptr;
    QLabel* position_ = nullptr;
    QPushButton* first_ = nullptr;
    QPushButton* previous_ = nullptr;
    QPushButton* next_ = nullptr;
    QPushButton* last_ = nullptr;
    QTextBrowser* state_ = nullptr;
    QLabel* revealTitle_ = nullptr;
    QTableView* breakdownView_ = nullptr;
    ui::BreakdownModel* breakdown_ = nullptr;
};

}  // namespace encarde::review
