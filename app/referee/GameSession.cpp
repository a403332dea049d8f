#include "GameSession.h"

#include "GameReplay.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace encarde::ui {

namespace {
const QString kType = QStringLiteral("type");

QString phaseWords(const QJsonObject& state) {
    const QString phase = state.value(QStringLiteral("phase")).toString();
    if (phase == QLatin1String("discard"))
        return QCoreApplication::translate("GameSession", "Discard round %1").arg(state.value(QStringLiteral("discard_round")).toInt());
    return state.value(QStringLiteral("phase_title")).toString(phase);
}
}  // namespace

GameSession::GameSession(QObject* parent) : QObject(parent) {}
GameSession::~GameSession() = default;

bool GameSession::openLog(const QString& path, QString* error) {
    log_ = GameLog::open(path, error);
    return log_ != nullptr;
}

int GameSession::unfinishedGame() const {
    if (!log_) return 0;
    const int latest = log_->latestGame();
    if (latest == 0) return 0;
    QString error;
    const ReplayResult replay = replayGame(log_->actions(latest, &error));
    if (!error.isEmpty() || !replay.engine.started()) return 0;
    return replay.engine.state().phase == Phase::GameOver ? 0 : latest;
}

QString GameSession::describeGame(int gameId) const {
    QString error;
    const ReplayResult replay = replayGame(log_->actions(gameId, &error));
    const QJsonObject s = replay.engine.stateJson();
    QStringList names;
    for (const auto& p : s.value(QStringLiteral("players")).toArray()) {
        const QJsonObject o = p.toObject();
        names << tr("%1 (%n chip(s))", nullptr, o.value(QStringLiteral("chips")).toInt()).arg(o.value(QStringLiteral("name")).toString());
    }
    return tr("%1 — Ante %2, %3").arg(names.join(QStringLiteral(", "))).arg(s.value(QStringLiteral("ante")).toInt()).arg(phaseWords(s));
}

bool GameSession::startNew(const QStringList& players, const HouseRules& house, QString* error) {
    if (!log_) {
        *error = tr("The game log is not open.");
        return false;
    }
    GameEngine fresh;
    const QJsonObject start = GameEngine::newGameAction(players, house);
    const ActionOutcome out = fresh.apply(start);
    if (!out.accepted) {
        *error = QString::fromStdString(out.refusal.text());
        return false;
    }
    const int id = log_->createGame(start, out.event, error);
    if (id == 0) return false;
    engine_ = std::move(fresh);
    gameId_ = id;
    lastEvent_ = out.event;
    emit changed();
    return true;
}

bool GameSession::resume(int gameId, QString* error) {
    if (!log_) return false;
    ReplayResult replay = replayGame(log_->actions(gameId, error));
    if (!replay.engine.started()) {
        if (error->isEmpty()) *error = tr("The game holds no actions.");
        return false;
    }
    if (!replay.ok()) {
        *error = tr("The game log does not replay cleanly: %1").arg(QString::fromStdString(replay.problems.front()));
        return false;
    }
    engine_ = std::move(replay.engine);
    gameId_ = gameId;
    lastEvent_ = engine_.events().back();
    emit changed();
    return true;
}

QString GameSession::submit(const QJsonObject& action) {
    if (!active()) return tr("No game is in progress.");
    // Apply to a copy: the live engine moves on only once the log holds the action.
    GameEngine next = engine_;
    const ActionOutcome out = next.apply(action);
    if (!out.accepted) return QString::fromStdString(out.refusal.text());
    QString error;
    if (!log_->append(gameId_, out.event.value(QStringLiteral("seq")).toInt(), action, out.event, &error))
        return tr("The action could not be saved, so it was not made: %1").arg(error);
    engine_ = std::move(next);
    lastEvent_ = out.event;
    emit accepted(out.event);
    emit changed();
    return {};
}

std::optional<int> GameSession::undoableSeq() const {
    // Which actions are in force: walk back, a retraction cancels its target (E17).
    const auto& actions = engine_.actions();
    std::vector<bool> inForce(actions.size(), true);
    for (size_t i = actions.size(); i-- > 0;) {
        if (!inForce[i] || actions[i].value(kType).toString() != QLatin1String("retract")) continue;
        const int target = actions[i].value(QStringLiteral("seq")).toInt() - 1;
        if (target >= 0 && target < static_cast<int>(i)) inForce[target] = false;
    }
    for (size_t i = actions.size(); i-- > 1;)
        if (inForce[i] && actions[i].value(kType).toString() != QLatin1String("retract")) return static_cast<int>(i + 1);
    return std::nullopt;
}

QString GameSession::undo() {
    const auto seq = undoableSeq();
    if (!seq) return tr("There is nothing to undo.");
    return submit(QJsonObject{{kType, QStringLiteral("retract")}, {QStringLiteral("seq"), *seq}});
}

QJsonObject playerStateOf(const QJsonObject& state, const QString& name) {
    for (const auto& p : state.value(QStringLiteral("players")).toArray())
        if (p.toObject().value(QStringLiteral("name")).toString() == name) return p.toObject();
    return {};
}

}  // namespace encarde::ui
