#include "CardGrid.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QEvent>
#include <algorithm>
#include <QGridLayout>
#include <QKeyEvent>
#include <QPushButton>

namespace encarde::ui {

namespace {
// Columns run A, 2 .. 10, J, Q, K as players sort a hand; rows are the four suits.
std::uint8_t rankForColumn(int column) { return column == 0 ? kAce : static_cast<std::uint8_t>(column + 1); }
}  // namespace

CardGrid::CardGrid(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Card picker"));
    setAccessibleDescription(tr("Choose a card to add it to the played hand. Arrow keys move between cards."));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    for (int row = 0; row < kRows; ++row) {
        for (int column = 0; column < kColumns; ++column) {
            const Card card{rankForColumn(column), static_cast<Suit>(row)};
            auto* button = new QPushButton(cardFace(card), this);
            button->setObjectName(QStringLiteral("cardButton_%1").arg(QString::fromStdString(cardText(card))));
            button->setAccessibleName(cardSpokenName(card));
            button->setToolTip(tr("Add %1 to the played hand").arg(cardSpokenName(card)));
            button->setProperty("suitColour", isRedSuit(card.suit) ? "red" : "black");
            button->setFocusPolicy(row == 0 && column == 0 ? Qt::StrongFocus : Qt::ClickFocus);
            button->setAutoDefault(false);
            makeTouchTarget(button);
            button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
            button->installEventFilter(this);
            connect(button, &QPushButton::clicked, this, [this, card] { emit cardPicked(card); });
            layout->addWidget(button, row, column);
            buttons_[card.index()] = button;
        }
    }
    focusedIndex_ = Card{kAce, Suit::Spades}.index();
}

void CardGrid::moveFocus(int row, int column) {
    row = (row + kRows) % kRows;
    column = (column + kColumns) % kColumns;
    const Card card{rankForColumn(column), static_cast<Suit>(row)};
    buttons_[focusedIndex_]->setFocusPolicy(Qt::ClickFocus);
    focusedIndex_ = card.index();
    buttons_[focusedIndex_]->setFocusPolicy(Qt::StrongFocus);
    buttons_[focusedIndex_]->setFocus(Qt::OtherFocusReason);
}

bool CardGrid::eventFilter(QObject* watched, QEvent* event) {
    auto* button = qobject_cast<QPushButton*>(watched);
    if (button && event->type() == QEvent::FocusIn) {
        // A tap or click moves the roving Tab stop to that card too.
        const auto it = std::find(buttons_.begin(), buttons_.end(), button);
        if (it != buttons_.end() && *it != buttons_[focusedIndex_]) {
            buttons_[focusedIndex_]->setFocusPolicy(Qt::ClickFocus);
            focusedIndex_ = static_cast<int>(it - buttons_.begin());
            button->setFocusPolicy(Qt::StrongFocus);
        }
    }
    if (button && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const Card card = Card::fromIndex(focusedIndex_);
        const int row = static_cast<int>(card.suit);
        const int column = card.rank == kAce ? 0 : card.rank - 1;
        switch (key->key()) {
        case Qt::Key_Left: moveFocus(row, column - 1); return true;
        case Qt::Key_Right: moveFocus(row, column + 1); return true;
        case Qt::Key_Up: moveFocus(row - 1, column); return true;
        case Qt::Key_Down: moveFocus(row + 1, column); return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: button->click(); return true;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace encarde::ui
