#include "BestPlayPanel.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

namespace encarde::ui {

BestPlayPanel::BestPlayPanel(ScoringDraft* draft, QWidget* parent) : QWidget(parent), draft_(draft) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    suggest_ = new QPushButton(tr("Suggest &best play"), this);
    suggest_->setObjectName(QStringLiteral("suggestBestPlayButton"));
    suggest_->setToolTip(tr("The highest-scoring play from the played and unplayed cards (Ctrl+B)"));
    suggest_->setAutoDefault(false);
    makeTouchTarget(suggest_);
    use_ = new QPushButton(tr("&Use this play"), this);
    use_->setObjectName(QStringLiteral("useBestPlayButton"));
    use_->setAutoDefault(false);
    makeTouchTarget(use_);
    use_->hide();
    auto* row = new QHBoxLayout;
    row->addWidget(suggest_);
    row->addWidget(use_);
    row->addStretch(1);
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("bestPlayText"));
    text_->setWordWrap(true);
    text_->setAccessibleName(tr("Best play suggestion"));
    column->addLayout(row);
    column->addWidget(text_);

    connect(suggest_, &QPushButton::clicked, this, &BestPlayPanel::suggest);
    connect(use_, &QPushButton::clicked, this, &BestPlayPanel::useSuggestion);
    // A suggestion for other cards would mislead.
    connect(draft_, &ScoringDraft::changed, this, &BestPlayPanel::forgetSuggestion);
}

QString BestPlayPanel::suggestionText() const { return text_->text(); }

void BestPlayPanel::forgetSuggestion() {
    best_.reset();
    text_->clear();
    use_->hide();
}

void BestPlayPanel::suggest() {
    forgetSuggestion();
    std::vector<PlayedCard> cards = draft_->playedCards();
    for (const Card& c : draft_->unplayedCards()) cards.push_back({c, Token::None});
    if (cards.empty()) {
        text_->setText(tr("Add played or unplayed cards first."));
        return;
    }
    if (cards.size() > static_cast<size_t>(kMaxHandCards)) {
        text_->setText(tr("Best play looks at up to %1 cards; there are %2.").arg(kMaxHandCards).arg(cards.size()));
        return;
    }
    // The jokers and context must be valid on their own before the search may score with them.
    ScoreContext context = draft_->scoreContext();
    context.kingsInUnplayedHand = 0;  // findBestPlay counts the Kings it leaves in the hand itself
    PlayedHand probe;
    probe.add(cards.front());
    if (const auto problem = validateScoreInput(probe, draft_->lineup(), context)) {
        text_->setText(tr("No suggestion: %1").arg(QString::fromStdString(*problem)));
        return;
    }
    best_ = findBestPlay(cards, draft_->lineup(), context);
    allCards_.clear();
    for (const PlayedCard& c : cards) allCards_.push_back(c.card);

    QStringList laid;
    for (const PlayedCard& c : best_->hand) laid << cardFace(c.card);
    text_->setText(tr("Play %1 — %2: %3 × %4 = %5")
                       .arg(laid.join(u' '), handTypeDisplayName(best_->result.handType))
                       .arg(best_->result.base)
                       .arg(multText(best_->result.mult))
                       .arg(QLocale().toString(static_cast<qlonglong>(best_->result.score))));
    use_->show();
}

void BestPlayPanel::useSuggestion() {
    if (!best_) return;
    std::vector<PlayedCard> played(best_->hand.begin(), best_->hand.end());
    std::vector<bool> laid(allCards_.size(), false);
    for (int i = 0; i < best_->hand.count; ++i) laid[best_->fromHand[i]] = true;
    std::vector<Card> rest;
    for (size_t i = 0; i < allCards_.size(); ++i)
        if (!laid[i]) rest.push_back(allCards_[i]);
    draft_->setPlayedCards(played);  // forgets the suggestion through changed()
    draft_->setUnplayedCards(rest);
}

}  // namespace encarde::ui
