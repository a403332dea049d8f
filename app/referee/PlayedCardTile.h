#pragma once
// One played card as laid on the table: its face, whether it scores, its token (one per card, R6),
// and buttons to move it left or right or take it back. Every action is a visible button (touch).

#include "Card.h"

#include <QFrame>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace encarde::ui {

class PlayedCardTile : public QFrame {
    Q_OBJECT
public:
    explicit PlayedCardTile(int position, QWidget* parent = nullptr);

    // scoring: nullopt while the hand cannot be scored.
    void display(PlayedCard card, std::optional<bool> scoring, bool isFirst, bool isLast);

    QComboBox* tokenChooser() const { return token_; }
    QPushButton* moveLeftButton() const { return left_; }
    QPushButton* moveRightButton() const { return right_; }
    QPushButton* removeButton() const { return remove_; }

signals:
    void tokenChosen(int position, encarde::Token token);
    void moveRequested(int from, int to);
    void removeRequested(int position);

private:
    int position_;
    QLabel* face_ = nullptr;
    QLabel* scoring_ = nullptr;
    QComboBox* token_ = nullptr;
    QPushButton* left_ = nullptr;
    QPushButton* remove_ = nullptr;
    QPushButton* right_ = nullptr;
};

}  // namespace encarde::ui
