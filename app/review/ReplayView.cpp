#include "ReplayView.h"

#include "ActionDescription.h"
#include "BreakdownModel.h"
#include "DisplayText.h"
#include "TableStateText.h"
#include "TouchFriendly.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace encarde::review {

ReplayView::ReplayView(QWidget* parent) : QWidget(parent) {
    auto* column = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    auto button = [&](const QString& text, const QString& name, const QString& tip) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        b->setAutoDefault(false);
        ui::makeTouchTarget(b);
        controls->addWidget(b);
        return b;
    };
    first_ = button(tr("« First"), QStringLiteral("replayFirst"), tr("First action (Home)"));
    previous_ = button(tr("‹ Previous"), QStringLiteral("replayPrevious"), tr("Previous action (Left arrow)"));
    next_ = button(tr("Next ›"), QStringLiteral("replayNext"), tr("Next action (Right arrow)"));
    last_ = button(tr("Last »"), QStringLiteral("replayLast"), tr("Last action (End)"));
    position_ = new QLabel(this);
    position_->setObjectName(QStringLiteral("replayPosition"));
    controls->addWidget(position_, 1);
    column->addLayout(controls);

    auto* split = new QSplitter(Qt::Horizontal, this);
    steps_ = new QListWidget(split);
    steps_->setObjectName(QStringLiteral("replaySteps"));
    steps_->setAccessibleName(tr("Recorded actions"));
    steps_->setWordWrap(true);
    auto* right = new QWidget(split);
    auto* rightColumn = new QVBoxLayout(right);
    rightColumn->setContentsMargins(0, 0, 0, 0);
    state_ = new QTextBrowser(right);
    state_->setObjectName(QStringLiteral("replayState"));
    state_->setAccessibleName(tr("Table state after this action"));
    revealTitle_ = new QLabel(right);
    revealTitle_->setObjectName(QStringLiteral("replayRevealTitle"));
    revealTitle_->setProperty("role", "sectionTitle");
    revealTitle_->setWordWrap(true);
    breakdown_ = new ui::BreakdownModel(this);
    breakdownView_ = new QTableView(right);
    breakdownView_->setObjectName(QStringLiteral("replayBreakdown"));
    breakdownView_->setAccessibleName(tr("Score breakdown of this reveal"));
    breakdownView_->setModel(breakdown_);
    breakdownView_->verticalHeader()->hide();
    breakdownView_->horizontalHeader()->setSectionResizeMode(ui::BreakdownModel::SourceColumn, QHeaderView::Stretch);
    rightColumn->addWidget(state_, 3);
    rightColumn->addWidget(revealTitle_);
    rightColumn->addWidget(breakdownView_, 2);
    split->addWidget(steps_);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 5);
    column->addWidget(split, 1);

    connect(first_, &QPushButton::clicked, this, &ReplayView::first);
    connect(previous_, &QPushButton::clicked, this, &ReplayView::previous);
    connect(next_, &QPushButton::clicked, this, &ReplayView::next);
    connect(last_, &QPushButton::clicked, this, &ReplayView::last);
    connect(steps_, &QListWidget::currentRowChanged, this, &ReplayView::goToStep);
    const std::pair<int, void (ReplayView::*)()> keys[] = {
        {Qt::Key_Left, &ReplayView::previous}, {Qt::Key_Right, &ReplayView::next},
        {Qt::Key_Home, &ReplayView::first},    {Qt::Key_End, &ReplayView::last}};
    for (const auto& [key, slot] : keys) {
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, slot);
    }
    setGame(nullptr);
}

void ReplayView::setGame(const ReviewedGame* game) {
    game_ = game;
    const QSignalBlocker quiet(steps_);
    steps_->clear();
    if (game_) {
        const QLocale locale;
        for (const ReplayStep& step : game_->steps)
            steps_->addItem(QStringLiteral("%1. %2").arg(locale.toString(step.seq), describeAction(step.action, step.event)));
    }
    current_ = -1;
    goToStep(stepCount() > 0 ? 0 : -1);
}

int ReplayView::stepCount() const { return game_ ? static_cast<int>(game_->steps.size()) : 0; }

void ReplayView::goToStep(int index) {
    if (stepCount() == 0) index = -1;
    else index = qBound(0, index, stepCount() - 1);
    const bool moved = index != current_;
    current_ = index;
    showStep();
    if (moved) emit stepChanged(current_);
}

void ReplayView::first() { goToStep(0); }
void ReplayView::previous() { goToStep(current_ - 1); }
void ReplayView::next() { goToStep(current_ + 1); }
void ReplayView::last() { goToStep(stepCount() - 1); }

QString ReplayView::stateHtml() const { return state_->toHtml(); }
QString ReplayView::revealSummary() const { return revealTitle_->isHidden() ? QString() : revealTitle_->text(); }

void ReplayView::showStep() {
    {
        const QSignalBlocker quiet(steps_);
        steps_->setCurrentRow(current_);
    }
    updateButtons();
    breakdown_->clear();
    revealTitle_->clear();
    revealTitle_->setVisible(false);
    breakdownView_->setVisible(false);
    if (current_ < 0) {
        state_->setHtml(tr("<p>No game is open. Choose one in the library.</p>"));
        position_->setText(QString());
        return;
    }
    const QLocale locale;
    const ReplayStep& step = game_->steps[current_];
    position_->setText(tr("Action %1 of %2").arg(locale.toString(current_ + 1), locale.toString(stepCount())));
    state_->setHtml(tableStateHtml(step.state));
    for (const RevealRecord& r : game_->reveals) {
        if (r.seq != step.seq) continue;
        breakdown_->setBreakdown(r.breakdown, r.played, r.jokers, r.result.formedType);
        //: %1 player, %2 hand type, %3 base, %4 mult, %5 score
        revealTitle_->setText(tr("%1: %2 — %3 × %4 = %5")
                                  .arg(r.player, ui::handTypeDisplayName(r.result.handType), locale.toString(r.result.base),
                                       ui::multText(r.result.mult), locale.toString(static_cast<qlonglong>(r.result.score))));
        revealTitle_->setVisible(true);
        breakdownView_->setVisible(true);
        breakdownView_->resizeColumnsToContents();
        breakdownView_->horizontalHeader()->setSectionResizeMode(ui::BreakdownModel::SourceColumn, QHeaderView::Stretch);
    }
}

void ReplayView::updateButtons() {
    first_->setEnabled(current_ > 0);
    previous_->setEnabled(current_ > 0);
    next_->setEnabled(current_ >= 0 && current_ < stepCount() - 1);
    last_->setEnabled(current_ >= 0 && current_ < stepCount() - 1);
}

}  // namespace encarde::review
