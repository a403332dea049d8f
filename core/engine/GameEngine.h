#pragma once
// The referee's brain: folds accepted actions into a GameState, answers who may act and what is
// legal, and refuses anything else with a reason. Actions and events are JSON objects
// (docs/actions.md). Nothing random happens inside: shuffles, deals and coin flips arrive as
// recorded inputs inside the actions, so replaying the same actions gives the same state.

#include "GameState.h"
#include "Refusal.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace encarde {

struct ActionOutcome {
    bool accepted = false;
    QJsonObject event;  // when accepted: {"seq", "type", "player"?, ...what it caused}
    Refusal refusal;    // when not
};

class GameEngine {
public:
    // The first action of every game.
    static QJsonObject newGameAction(const QStringList& players, const HouseRules& house);

    // Applies one action. A refusal leaves the engine exactly as it was.
    ActionOutcome apply(const QJsonObject& action);
    // The same without keeping a copy of the state to fall back on, for replaying actions that
    // were accepted before (copying the whole state for each one is a tenth of a replay). After
    // a refusal the engine is left half-changed and must be thrown away.
    ActionOutcome applyAccepted(const QJsonObject& action);

    bool started() const { return !actions_.empty(); }
    const GameState& state() const { return state_; }
    // Every accepted action in order (seq = index + 1), retractions included, and their events.
    const std::vector<QJsonObject>& actions() const { return actions_; }
    const std::vector<QJsonObject>& events() const { return events_; }

    // Phase, Ante, players (chips, jokers in order, Tarots, tokens, deck counts, scores), the
    // draft, and who may act with which action types.
    QJsonObject stateJson() const;
    // [{"player": name, "actions": [types...]}] for every player who may act now.
    QJsonArray legalActions() const;
    std::vector<std::string> legalActionTypes(int seat) const;

    int seatOf(const QString& name) const;

private:
    ActionOutcome applyAction(const QJsonObject& action, bool keepStateOnRefusal);
    ActionOutcome retract(const QJsonObject& action);

    GameState state_;
    std::vector<QJsonObject> actions_;
    std::vector<QJsonObject> events_;
};

}  // namespace encarde
