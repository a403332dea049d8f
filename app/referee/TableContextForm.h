#pragma once
// What the jokers read from the table besides the played cards (R22-R27, R17): chips and Tarots
// held, cards discarded this Ante, hand types scored earlier, the unplayed hand, coin flips.

#include "ScoringDraft.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace encarde::ui {

class CardListEntry;

class TableContextForm : public QWidget {
    Q_OBJECT
public:
    explicit TableContextForm(ScoringDraft* draft, QWidget* parent = nullptr);

    QSpinBox* chipsHeld() const { return chips_; }
    QSpinBox* tarotsHeld() const { return tarots_; }
    QSpinBox* discardedThisAnte() const { return discarded_; }
    QLineEdit* coinFlips() const { return coin_; }
    QComboBox* mysticSummitThreshold() const { return summit_; }
    CardListEntry* unplayedHand() const { return unplayed_; }
    QPushButton* scoredEarlierToggle(HandType type) const { return scoredEarlier_[static_cast<int>(type)]; }

public slots:
    void refresh();  // mirrors the draft (e.g. after best play changed the unplayed hand)

private:
    ScoringDraft* draft_;
    QSpinBox* chips_ = nullptr;
    QSpinBox* tarots_ = nullptr;
    QSpinBox* discarded_ = nullptr;
    QComboBox* summit_ = nullptr;
    QLineEdit* coin_ = nullptr;
    CardListEntry* unplayed_ = nullptr;
    std::array<QPushButton*, kHandTypeCount> scoredEarlier_{};
    std::vector<Card> shownUnplayed_;
};

}  // namespace encarde::ui
