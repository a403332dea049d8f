#pragma once
// The 52 cards as buttons: a tap adds the card to the played hand. Arrow keys move inside the grid
// and only one card is in the Tab order, so keyboard users are not forced through 52 stops.

#include "Card.h"

#include <QWidget>

#include <array>

class QPushButton;

namespace encarde::ui {

class CardGrid : public QWidget {
    Q_OBJECT
public:
    explicit CardGrid(QWidget* parent = nullptr);

    QPushButton* buttonFor(Card card) const { return buttons_[card.index()]; }

signals:
    void cardPicked(encarde::Card card);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void moveFocus(int row, int column);

    static constexpr int kRows = kSuitCount;
    static constexpr int kColumns = 13;
    std::array<QPushButton*, 52> buttons_{};
    int focusedIndex_ = 0;
};

}  // namespace encarde::ui
