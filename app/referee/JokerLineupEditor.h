#pragma once
// The jokers in the order fixed at Lock In: pick one of the 25 of Appendix J (Business Suit asks
// for its suit), reorder, take back. Duplicates and a full set of slots are refused in words (R20).

#include "ScoringDraft.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QPushButton;

namespace encarde::ui {

class JokerLineupEditor : public QWidget {
    Q_OBJECT
public:
    explicit JokerLineupEditor(ScoringDraft* draft, QWidget* parent = nullptr);

    QComboBox* jokerChooser() const { return chooser_; }
    QComboBox* suitChooser() const { return suit_; }
    QPushButton* addButton() const { return add_; }
    QString problem() const;

public slots:
    void addChosenJoker();
    void refresh();

private:
    struct Row {
        QWidget* widget = nullptr;
        QLabel* name = nullptr;
        QPushButton* up = nullptr;
        QPushButton* down = nullptr;
        QPushButton* remove = nullptr;
    };
    void updateSuitChooser();

    ScoringDraft* draft_;
    QComboBox* chooser_ = nullptr;
    QLabel* suitLabel_ = nullptr;
    QComboBox* suit_ = nullptr;
    QPushButton* add_ = nullptr;
    QLabel* rule_ = nullptr;
    QLabel* problem_ = nullptr;
    QLabel* slots_ = nullptr;
    std::array<Row, kMaxJokers> rows_{};
};

}  // namespace encarde::ui
