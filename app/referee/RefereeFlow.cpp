#include "RefereeFlow.h"

#include "ActionForm.h"
#include "AnteCue.h"
#include "AppSettings.h"
#include "GameSession.h"
#include "NewGamePage.h"
#include "RevealPage.h"
#include "ScreenAwake.h"
#include "TableCamera.h"
#include "TablePage.h"

#include <QAction>
#include <QJsonArray>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace encarde::ui {

RefereeFlow::RefereeFlow(QWidget* parent)
    : QStackedWidget(parent),
      session_(new GameSession(this)),
      camera_(new TableCamera(this)),
      cue_(new AnteCue(this)),
      screenAwake_(new review::ScreenAwake(this)) {
    setObjectName(QStringLiteral("refereeFlow"));
    const ClipLegend legend = AppSettings().clipLegend();
    camera_->setLegend(legend);
    newGame_ = new NewGamePage(this);
    table_ = new TablePage(session_, this);
    reveal_ = new RevealPage(session_, camera_, this);
    reveal_->setLegend(legend);
    reveal_->setCameraAvailable(false, tr("No camera is running."));
    addWidget(newGame_);
    addWidget(table_);
    addWidget(reveal_);

    camera_->setScanning(false);
    connect(this, &QStackedWidget::currentChanged, this, [this] {
        camera_->setScanning(currentWidget() == reveal_ || (currentWidget() == table_ && table_->form()->showsCardList()));
    });
    // Discards and other face-up cards can be read by the camera too, while their form is open.
    table_->form()->setCardReader([this] {
        QStringList cards;
        if (camera_->running())
            for (const PlayedCard& c : camera_->proposal().cards) cards << QString::fromStdString(cardText(c.card));
        return cards.join(QLatin1Char(' '));
    });
    connect(table_->form(), &ActionForm::cardListShown, this, [this](bool shown) {
        if (currentWidget() != table_) return;
        if (shown) camera_->clearProposal();
        camera_->setScanning(shown);
    });
    connect(newGame_, &NewGamePage::startRequested, this, &RefereeFlow::startGame);
    connect(table_, &TablePage::revealRequested, this, &RefereeFlow::openReveal);
    connect(reveal_, &RevealPage::cancelled, this, &RefereeFlow::showTable);
    connect(reveal_, &RevealPage::finished, this, &RefereeFlow::continueAfterReveal);
    connect(session_, &GameSession::accepted, this, [this](const QJsonObject& event) {
        if (event.contains(QStringLiteral("ante_result"))) {
            table_->showAnteResult(event);
            cue_->play();
        }
    });
    connect(session_, &GameSession::changed, this, &RefereeFlow::keepScreenAwakeWhilePlaying);
    connect(camera_, &TableCamera::unavailable, this, [this](const QString& message) {
        reveal_->setCameraAvailable(false, message);
        setBanner(tr("%1 The game goes on by hand: nothing is lost.").arg(message));
    });
}

RefereeFlow::~RefereeFlow() = default;

// Settings' "keep the screen awake": held from the first action of a game to its winner, so a
// tablet does not blank between Antes; ScreenAwake itself reads the setting.
void RefereeFlow::keepScreenAwakeWhilePlaying() {
    const bool playing = session_->active() && session_->engine().state().phase != Phase::GameOver;
    if (playing && !screenAwake_->held()) screenAwake_->hold(tr("A game of En Carde is being refereed"));
    else if (!playing && screenAwake_->held()) screenAwake_->release();
}

void RefereeFlow::setBanner(const QString& text) {
    banner_ = text;
    emit bannerChanged(text);
}

bool RefereeFlow::openLog(const QString& path) {
    QString error;
    if (session_->openLog(path, &error)) return true;
    setBanner(tr("The game log %1 cannot be used (%2); games cannot be recorded.").arg(path, error));
    newGame_->startButton()->setEnabled(false);
    return false;
}

bool RefereeFlow::offerResume(bool ask) {
    const int game = session_->unfinishedGame();
    if (game == 0) return false;
    if (ask) {
        const auto answer = QMessageBox::question(this, tr("Resume the game?"),
                                                  tr("A game was not finished:\n%1\n\nResume it?").arg(session_->describeGame(game)),
                                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) return false;
    }
    QString error;
    if (!session_->resume(game, &error)) {
        setBanner(tr("The unfinished game could not be resumed: %1").arg(error));
        return false;
    }
    table_->showAnteResult(session_->lastEvent());  // the last Ante's result, if that was the last action
    showTable();
    return true;
}

void RefereeFlow::startCamera(const QString& demoFile) {
    const AppSettings settings;
    const bool started = demoFile.isEmpty() ? camera_->startCamera(settings.cameraId(), settings.cameraResolution())
                                            : camera_->startFile(demoFile, true);
    reveal_->setCameraAvailable(started, started ? QString() : tr("The camera could not start."));
    if (!started && banner_.isEmpty()) setBanner(tr("No camera: every card is entered by hand."));
    else if (started && !demoFile.isEmpty()) setBanner(tr("Demo: recorded table footage plays through the camera path (%1).").arg(camera_->description()));
}

void RefereeFlow::addMenuActions(QMenu* menu) {
    QAction* fresh = menu->addAction(tr("&New game…"), this, &RefereeFlow::showNewGame);
    fresh->setShortcut(QKeySequence::New);
    QAction* table = menu->addAction(tr("&Table"), this, &RefereeFlow::showTable);
    table->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    QAction* undo = menu->addAction(tr("&Undo last action"), this, [this] {
        table_->showRefusal(session_->undo());
        showTable();
    });
    undo->setShortcut(QKeySequence::Undo);
    QAction* sound = menu->addAction(tr("&Sound cue when an Ante is decided"));
    sound->setCheckable(true);
    sound->setChecked(!cue_->muted());
    connect(sound, &QAction::toggled, this, [this](bool on) { cue_->setMuted(!on); });
}

void RefereeFlow::showNewGame() { setCurrentWidget(newGame_); }

void RefereeFlow::showTable() {
    if (!session_->active()) {
        showNewGame();
        return;
    }
    table_->refresh();
    setCurrentWidget(table_);
}

void RefereeFlow::startGame() {
    QString error;
    const QStringList players = newGame_->players();
    if (players.size() < 2) {
        newGame_->showProblem(tr("Enter at least two players' names."));
        return;
    }
    if (!session_->startNew(players, newGame_->houseRules(), &error)) {
        newGame_->showProblem(error);
        return;
    }
    newGame_->showProblem({});
    const ClipLegend legend = AppSettings().clipLegend();
    camera_->setLegend(legend);
    reveal_->setLegend(legend);
    table_->showAnteResult({});
    showTable();
}

void RefereeFlow::openReveal(const QString& player, const QString& type) {
    reveal_->begin(player, type);
    setCurrentWidget(reveal_);
}

// After a lock-in or reveal: the next player in seat order, then back to the table.
void RefereeFlow::continueAfterReveal() {
    const QJsonObject s = session_->state();
    for (const auto& entry : s.value(QStringLiteral("legal")).toArray()) {
        const QJsonObject o = entry.toObject();
        const QJsonArray types = o.value(QStringLiteral("actions")).toArray();
        // A player who may still play a Tarot at Lock In (R33) goes by the table first.
        const bool lockIn = types.contains(QStringLiteral("lock_in")) && !types.contains(QStringLiteral("play_tarot"));
        if (lockIn || types.contains(QStringLiteral("reveal"))) {
            openReveal(o.value(QStringLiteral("player")).toString(), lockIn ? QStringLiteral("lock_in") : QStringLiteral("reveal"));
            return;
        }
    }
    showTable();
}

}  // namespace encarde::ui
