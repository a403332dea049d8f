#pragma once
// The scoring page: played cards (grid, typed entry, hand with tokens), jokers, table context on
// one side; the hand type, score and step-by-step breakdown on the other, updated on every change.
// A page of MainWindow now; the referee flow will reuse it for each player's reveal.

#include "ScoringDraft.h"

#include <QWidget>

class QScrollArea;
class QSplitter;
class QTableView;

namespace encarde::ui {

class BestPlayPanel;
class BreakdownModel;
class CardGrid;
class CardListEntry;
class JokerLineupEditor;
class PlayedHandView;
class ScoreSummary;
class TableContextForm;

class ScoringPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScoringPanel(QWidget* parent = nullptr);

    ScoringDraft* draft() const { return draft_; }
    const ScoringOutcome& outcome() const { return outcome_; }

    CardListEntry* playedEntry() const { return playedEntry_; }
    CardGrid* cardGrid() const { return grid_; }
    PlayedHandView* playedHand() const { return handView_; }
    JokerLineupEditor* jokerEditor() const { return jokers_; }
    TableContextForm* contextForm() const { return context_; }
    ScoreSummary* summary() const { return summary_; }
    QTableView* breakdownView() const { return breakdownView_; }
    BreakdownModel* breakdownModel() const { return breakdown_; }
    BestPlayPanel* bestPlay() const { return bestPlay_; }

public slots:
    void focusPlayedEntry();
    void focusJokerChooser();
    void recompute();

signals:
    void outcomeChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* buildInputs();
    QWidget* buildResults();

    ScoringDraft* draft_;
    ScoringOutcome outcome_;
    QSplitter* splitter_ = nullptr;
    QScrollArea* inputScroll_ = nullptr;
    CardListEntry* playedEntry_ = nullptr;
    CardGrid* grid_ = nullptr;
    PlayedHandView* handView_ = nullptr;
    JokerLineupEditor* jokers_ = nullptr;
    TableContextForm* context_ = nullptr;
    ScoreSummary* summary_ = nullptr;
    QTableView* breakdownView_ = nullptr;
    BreakdownModel* breakdown_ = nullptr;
    BestPlayPanel* bestPlay_ = nullptr;
};

}  // namespace encarde::ui
