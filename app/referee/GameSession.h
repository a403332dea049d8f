#pragma once
// One game at the table: the engine and its durable log together. Every accepted action is
// written to the game log before anyone is told about it, so the app can be killed at any moment
// and the game resumed from the log with the same state (R32-R36 decide inside the engine).

#include "GameEngine.h"
#include "GameLog.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace encarde::ui {

class GameSession : public QObject {
    Q_OBJECT
public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Opens the log file (created when missing); false and *error when it cannot be used.
    bool openLog(const QString& path, QString* error);
    bool hasLog() const { return log_ != nullptr; }

    // The latest game in the log if it has not ended, else 0.
    int unfinishedGame() const;
    // A line to offer it: "Ann, Bob — Ante 2, Discard round 1".
    QString describeGame(int gameId) const;

    bool startNew(const QStringList& players, const HouseRules& house, QString* error);
    // Rebuilds the game from its log (every reveal is re-scored).
    bool resume(int gameId, QString* error);

    bool active() const { return gameId_ != 0; }
    int gameId() const { return gameId_; }
    const GameEngine& engine() const { return engine_; }
    QJsonObject state() const { return engine_.stateJson(); }

    // Applies an action; nothing changes on a refusal. Returns the refusal's text (with its
    // ruling), or an empty string once the action is in the log and the state has moved on.
    QString submit(const QJsonObject& action);
    const QJsonObject& lastEvent() const { return lastEvent_; }

    // Undo: retracts the last action still in force (recorded as a correction, E17).
    std::optional<int> undoableSeq() const;
    QString undo();

signals:
    void changed();
    void accepted(const QJsonObject& event);

private:
    std::unique_ptr<GameLog> log_;
    GameEngine engine_;
    int gameId_ = 0;
    QJsonObject lastEvent_;
};

// One player's part of the engine's state JSON, by name; empty when no such player.
QJsonObject playerStateOf(const QJsonObject& state, const QString& name);

}  // namespace encarde::ui
