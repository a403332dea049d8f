#pragma once
// One player's public holdings at a glance, large enough to read across the table: chips, Jokers
// in scoring order, Tarots, kept tokens, hand and deck counts, discards, and this Ante's status.

#include <QFrame>
#include <QJsonObject>

class QLabel;

namespace encarde::ui {

class PlayerBoard : public QFrame {
    Q_OBJECT
public:
    explicit PlayerBoard(QWidget* parent = nullptr);

    // `player` is one entry of the engine state's "players"; `acting` highlights whose turn it is.
    void showPlayer(const QJsonObject& player, bool acting, const QString& status);
    QString summaryText() const;  // everything on the board as one line (accessible description)

private:
    QLabel* name_ = nullptr;
    QLabel* chips_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* details_ = nullptr;
};

}  // namespace encarde::ui
