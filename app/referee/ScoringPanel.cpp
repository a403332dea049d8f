#include "ScoringPanel.h"

#include "BestPlayPanel.h"
#include "BreakdownModel.h"
#include "CardGrid.h"
#include "CardListEntry.h"
#include "JokerLineupEditor.h"
#include "PlayedHandView.h"
#include "ScoreSummary.h"
#include "TableContextForm.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {
QGroupBox* titledSection(const QString& title, QWidget* content, QWidget* parent) {
    auto* box = new QGroupBox(title, parent);
    auto* column = new QVBoxLayout(box);
    column->setContentsMargins(8, 8, 8, 8);
    column->addWidget(content);
    return box;
}
}  // namespace

ScoringPanel::ScoringPanel(QWidget* parent) : QWidget(parent), draft_(new ScoringDraft(this)) {
    setObjectName(QStringLiteral("scoringPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->setChildrenCollapsible(false);
    splitter_->setHandleWidth(12);  // wide enough to drag with a finger

    inputScroll_ = new QScrollArea(splitter_);
    inputScroll_->setWidgetResizable(true);
    inputScroll_->setFrameShape(QFrame::NoFrame);
    inputScroll_->setWidget(buildInputs());
    enableKineticScrolling(inputScroll_);
    splitter_->addWidget(inputScroll_);
    splitter_->addWidget(buildResults());
    // The 13-column card grid needs about 720 px at touch size; the breakdown gets the rest.
    splitter_->setSizes({740, 540});
    layout->addWidget(splitter_);

    connect(draft_, &ScoringDraft::changed, this, &ScoringPanel::recompute);
    recompute();
}

QWidget* ScoringPanel::buildInputs() {
    auto* inputs = new QWidget;
    auto* column = new QVBoxLayout(inputs);
    column->setContentsMargins(0, 0, 8, 0);

    auto* cardsBox = new QGroupBox(tr("Played cards, left to right"), inputs);
    auto* cardsColumn = new QVBoxLayout(cardsBox);
    cardsColumn->setContentsMargins(8, 8, 8, 8);
    CardListEntry::Options entryOptions;
    entryOptions.label = tr("T&ype the played hand and press Enter (a token after a colon, e.g. KH:glass):");
    entryOptions.placeholder = tr("e.g. AS KD 10H:bonus");
    entryOptions.buttonText = tr("Set hand");
    playedEntry_ = new CardListEntry(entryOptions, [this](const std::vector<PlayedCard>& cards) {
        if (cards.empty()) return tr("Type at least one card, e.g. AS.");
        return draft_->setPlayedCards(cards);
    }, cardsBox);
    playedEntry_->setObjectName(QStringLiteral("playedCardsEntry"));
    playedEntry_->field()->setObjectName(QStringLiteral("playedCardsField"));
    cardsColumn->addWidget(playedEntry_);
    auto* clear = new QPushButton(tr("&Clear"), cardsBox);
    clear->setObjectName(QStringLiteral("clearPlayedButton"));
    clear->setAccessibleName(tr("Clear the played cards"));
    clear->setToolTip(tr("Clear the played cards (Ctrl+Delete)"));
    clear->setAutoDefault(false);
    makeTouchTarget(clear);
    connect(clear, &QPushButton::clicked, draft_, &ScoringDraft::clearPlayedCards);
    playedEntry_->addTrailingButton(clear);

    grid_ = new CardGrid(cardsBox);
    grid_->setObjectName(QStringLiteral("cardGrid"));
    cardsColumn->addWidget(grid_);
    auto* gridProblem = new QLabel(cardsBox);
    gridProblem->setObjectName(QStringLiteral("gridProblem"));
    gridProblem->setProperty("role", "problem");
    gridProblem->setWordWrap(true);
    gridProblem->hide();
    cardsColumn->addWidget(gridProblem);
    connect(grid_, &CardGrid::cardPicked, this, [this, gridProblem](Card card) {
        const QString refusal = draft_->addPlayedCard({card, Token::None});
        gridProblem->setText(refusal.isEmpty() ? QString() : tr("Not added: %1").arg(refusal));
        gridProblem->setVisible(!refusal.isEmpty());
    });
    connect(draft_, &ScoringDraft::changed, gridProblem, &QLabel::hide);

    handView_ = new PlayedHandView(draft_, cardsBox);
    handView_->setObjectName(QStringLiteral("playedHandView"));
    cardsColumn->addWidget(handView_);
    column->addWidget(cardsBox);

    jokers_ = new JokerLineupEditor(draft_);
    column->addWidget(titledSection(tr("Jokers, in the order fixed at Lock In"), jokers_, inputs));
    context_ = new TableContextForm(draft_);
    column->addWidget(titledSection(tr("At the table"), context_, inputs));
    column->addStretch(1);
    return inputs;
}

QWidget* ScoringPanel::buildResults() {
    auto* results = new QWidget;
    auto* column = new QVBoxLayout(results);
    column->setContentsMargins(8, 0, 0, 0);
    summary_ = new ScoreSummary(results);
    column->addWidget(summary_);

    auto* title = new QLabel(tr("Step by step"), results);
    title->setProperty("role", "sectionTitle");
    column->addWidget(title);
    breakdown_ = new BreakdownModel(this);
    breakdownView_ = new QTableView(results);
    breakdownView_->setObjectName(QStringLiteral("breakdownTable"));
    breakdownView_->setAccessibleName(tr("Score breakdown"));
    breakdownView_->setModel(breakdown_);
    breakdownView_->setSelectionBehavior(QAbstractItemView::SelectRows);
    breakdownView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    breakdownView_->setWordWrap(false);
    breakdownView_->setAlternatingRowColors(true);
    breakdownView_->verticalHeader()->hide();
    breakdownView_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    breakdownView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    breakdownView_->horizontalHeader()->setSectionResizeMode(BreakdownModel::SourceColumn, QHeaderView::Stretch);
    breakdownView_->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    breakdownView_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    enableKineticScrolling(breakdownView_);
    title->setBuddy(breakdownView_);
    column->addWidget(breakdownView_, 1);

    bestPlay_ = new BestPlayPanel(draft_, results);
    column->addWidget(bestPlay_);
    return results;
}

void ScoringPanel::recompute() {
    outcome_ = draft_->evaluate();
    summary_->showOutcome(outcome_);
    handView_->showOutcome(outcome_);
    if (outcome_.state == ScoringOutcome::State::Scored)
        breakdown_->setBreakdown(outcome_.breakdown, outcome_.hand, outcome_.lineup, outcome_.result.formedType);
    else
        breakdown_->clear();
    emit outcomeChanged();
}

void ScoringPanel::focusPlayedEntry() {
    playedEntry_->field()->setFocus(Qt::ShortcutFocusReason);
    playedEntry_->field()->selectAll();
}

void ScoringPanel::focusJokerChooser() { jokers_->jokerChooser()->setFocus(Qt::ShortcutFocusReason); }

void ScoringPanel::resizeEvent(QResizeEvent* event) {
    // Portrait tablets: inputs above results instead of side by side.
    // The window's shape decides, so the panel stacks the same way when it is part of a taller page.
    const QSize shape = window() ? window()->size() : event->size();
    splitter_->setOrientation(shape.width() < shape.height() ? Qt::Vertical : Qt::Horizontal);
    QWidget::resizeEvent(event);
}

}  // namespace encarde::ui
