#pragma once
// Rebuilding a game from its log: every action is applied again in order (re-scoring every
// reveal) and each event is compared with the one stored when the action was accepted.

#include "GameEngine.h"
#include "GameLog.h"

#include <string>
#include <vector>

namespace encarde {

struct ReplayResult {
    GameEngine engine;                  // the rebuilt game
    std::vector<std::string> problems;  // refused actions, gaps in seq, events that differ
    bool ok() const { return problems.empty(); }
};

ReplayResult replayGame(const std::vector<LoggedAction>& log);

}  // namespace encarde
