#pragma once
// Lock In and reveal for one player: the camera proposes the played cards left to right with
// their tokens (clips mapped by the legend); the player sees the cards, tokens and the live score
// breakdown (the scoring panel), corrects anything by touch or keyboard, and confirms. In Lock In
// the confirmation records the cards (lock_in); in Reveal it scores them (reveal) with the coin
// flips and Kings the Jokers need.

#include "TableCamera.h"

#include <QJsonObject>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace encarde::ui {

class GameSession;
class LiveCameraView;
class ScoringPanel;

class RevealPage : public QWidget {
    Q_OBJECT
public:
    RevealPage(GameSession* session, TableCamera* camera, QWidget* parent = nullptr);

    // Prepares the page for `player` and `type` ("lock_in" or "reveal") from the engine state.
    void begin(const QString& player, const QString& type);
    QString player() const { return player_; }
    QString type() const { return type_; }

    ScoringPanel* scoring() const { return scoring_; }
    QPushButton* confirmButton() const { return confirm_; }
    QPushButton* useCameraButton() const { return useCamera_; }
    QLineEdit* justiceFlips() const { return justice_; }
    QString refusalText() const;
    QJsonObject pendingAction() const;  // what Confirm would submit

    void setCameraAvailable(bool available, const QString& why);
    void setLegend(const ClipLegend& legend);

signals:
    void finished();  // the action was accepted
    void cancelled();

private:
    void applyProposal(const CardProposal& proposal);
    void confirm();
    void updateCameraNote();

    GameSession* session_;
    TableCamera* camera_;
    QString player_, type_;
    QLabel* title_ = nullptr;
    QLabel* cameraNote_ = nullptr;
    QLabel* refusal_ = nullptr;
    QWidget* cameraBox_ = nullptr;
    LiveCameraView* view_ = nullptr;
    QPushButton* useCamera_ = nullptr;
    QLabel* justiceLabel_ = nullptr;
    QLineEdit* justice_ = nullptr;
    ScoringPanel* scoring_ = nullptr;
    QPushButton* confirm_ = nullptr;
    QPushButton* cancel_ = nullptr;
    bool followCamera_ = true;   // fill the cards from the camera until the player edits them
    bool applying_ = false;
    bool cameraAvailable_ = false;
    QStringList jokers_;
    QString noCameraText_;
};

}  // namespace encarde::ui
