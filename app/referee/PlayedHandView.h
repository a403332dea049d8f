#pragma once
// The played hand, left to right as laid on the table, one tile per card.

#include "ScoringDraft.h"

#include <QWidget>

#include <array>

class QLabel;

namespace encarde::ui {

class PlayedCardTile;

class PlayedHandView : public QWidget {
    Q_OBJECT
public:
    explicit PlayedHandView(ScoringDraft* draft, QWidget* parent = nullptr);

    // Tiles are kept (not rebuilt) so a control being used keeps its focus while the score updates.
    void showOutcome(const ScoringOutcome& outcome);
    PlayedCardTile* tile(int position) const { return tiles_[position]; }

private:
    ScoringDraft* draft_;
    std::array<PlayedCardTile*, kMaxPlayedCards> tiles_{};
    QLabel* emptyHint_ = nullptr;
};

}  // namespace encarde::ui
