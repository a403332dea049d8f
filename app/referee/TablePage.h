#pragma once
// The table screen: always shows the phase, the Ante, who acts now and what they may do, and
// every player's board. Each button is one engine action for one player; the form below gathers
// what that action needs. A refusal is shown in words with its ruling, and nothing changes.

#include <QJsonObject>
#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace encarde::ui {

class ActionForm;
class GameSession;
class PlayerBoard;

class TablePage : public QWidget {
    Q_OBJECT
public:
    explicit TablePage(GameSession* session, QWidget* parent = nullptr);

    // The button for one legal action ("action_Ann_discard"; table actions: "action_table_deal_tarots").
    QPushButton* actionButton(const QString& player, const QString& type) const;
    ActionForm* form() const { return form_; }
    QString refusalText() const;
    QString anteResultText() const;
    QString phaseText() const;

public slots:
    void refresh();
    // Shows an accepted reveal's Ante result (winner and chip), or clears it.
    void showAnteResult(const QJsonObject& event);
    void showRefusal(const QString& text);
    // Opens the form for one action (or submits it at once when it needs nothing).
    void beginAction(const QString& player, const QString& type);

signals:
    // Lock In and reveal happen on the reveal page.
    void revealRequested(const QString& player, const QString& type);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void submit(const QJsonObject& action);
    void layoutBoards();
    QString statusOf(const QJsonObject& state, const QJsonObject& player) const;

    GameSession* session_;
    QLabel* phase_ = nullptr;
    QLabel* whoActs_ = nullptr;
    QLabel* result_ = nullptr;
    QLabel* refusal_ = nullptr;
    QPushButton* undo_ = nullptr;
    QGridLayout* boardsGrid_ = nullptr;
    std::vector<PlayerBoard*> boards_;
    QVBoxLayout* actionsColumn_ = nullptr;
    QWidget* actionsBox_ = nullptr;
    std::vector<QPushButton*> actionButtons_;
    std::vector<QWidget*> actionRows_;
    ActionForm* form_ = nullptr;
    bool portrait_ = false;
};

}  // namespace encarde::ui
