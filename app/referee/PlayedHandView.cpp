#include "PlayedHandView.h"

#include "PlayedCardTile.h"

#include <QHBoxLayout>
#include <QLabel>

namespace encarde::ui {

PlayedHandView::PlayedHandView(ScoringDraft* draft, QWidget* parent) : QWidget(parent), draft_(draft) {
    setAccessibleName(tr("Played hand"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    emptyHint_ = new QLabel(tr("No played cards yet. Tap cards in the grid, or type them and press Enter."), this);
    emptyHint_->setWordWrap(true);
    emptyHint_->setProperty("role", "hint");
    row->addWidget(emptyHint_, 1);
    for (int i = 0; i < kMaxPlayedCards; ++i) {
        auto* tile = new PlayedCardTile(i, this);
        tiles_[i] = tile;
        row->addWidget(tile);
        connect(tile, &PlayedCardTile::tokenChosen, draft_, &ScoringDraft::setToken);
        connect(tile, &PlayedCardTile::moveRequested, draft_, &ScoringDraft::movePlayedCard);
        connect(tile, &PlayedCardTile::removeRequested, draft_, &ScoringDraft::removePlayedCard);
    }
    row->addStretch(1);
}

void PlayedHandView::showOutcome(const ScoringOutcome& outcome) {
    const auto& cards = draft_->playedCards();
    const int count = static_cast<int>(cards.size());
    emptyHint_->setVisible(count == 0);
    for (int i = 0; i < kMaxPlayedCards; ++i) {
        PlayedCardTile* tile = tiles_[i];
        if (i >= count) {
            tile->hide();
            continue;
        }
        std::optional<bool> scoring;
        if (outcome.state == ScoringOutcome::State::Scored) scoring = (outcome.result.scoringMask >> i) & 1u;
        tile->display(cards[i], scoring, i == 0, i == count - 1);
        tile->setVisible(true);
    }
}

}  // namespace encarde::ui
