#pragma once
// Starting a game: 2-4 players in seat order (clockwise, the first player first), the house rules
// (R17 Mystic Summit's threshold, R29 ties) and the clip colour legend, remembered for next time.

#include "GameState.h"

#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace encarde::ui {

class ClipLegendEditor;

class NewGamePage : public QWidget {
    Q_OBJECT
public:
    explicit NewGamePage(QWidget* parent = nullptr);

    QLineEdit* nameField(int seat) const { return names_[seat]; }
    QComboBox* tiesChooser() const { return ties_; }
    QComboBox* mysticSummitChooser() const { return summit_; }
    ClipLegendEditor* legendEditor() const { return legend_; }
    QPushButton* startButton() const { return start_; }

    QStringList players() const;  // the filled names, in seat order
    HouseRules houseRules() const;
    void showProblem(const QString& text);

signals:
    void startRequested();

private:
    std::array<QLineEdit*, 4> names_{};
    QComboBox* ties_ = nullptr;
    QComboBox* summit_ = nullptr;
    ClipLegendEditor* legend_ = nullptr;
    QLabel* problem_ = nullptr;
    QPushButton* start_ = nullptr;
};

}  // namespace encarde::ui
