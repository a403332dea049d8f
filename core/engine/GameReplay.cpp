#include "GameReplay.h"

#include <QJsonDocument>

namespace encarde {

namespace {
// One pass over the log. With `inPlace` every action is applied without a copy to fall back on;
// the pass stops at the first refusal (the engine is then half-changed) and says so.
ReplayResult replayPass(const std::vector<LoggedAction>& log, bool inPlace, bool* stoppedAtRefusal) {
    ReplayResult r;
    int expectedSeq = 1;
    for (const auto& entry : log) {
        if (entry.seq != expectedSeq)
            r.problems.push_back("action " + std::to_string(expectedSeq) + " is missing (next stored is " +
                                 std::to_string(entry.seq) + ")");
        expectedSeq = entry.seq + 1;
        const ActionOutcome out = inPlace ? r.engine.applyAccepted(entry.action) : r.engine.apply(entry.action);
        if (!out.accepted) {
            if (inPlace) {
                *stoppedAtRefusal = true;
                return r;
            }
            r.problems.push_back("action " + std::to_string(entry.seq) + " is refused on replay: " + out.refusal.text());
            continue;
        }
        if (out.event != entry.event)
            r.problems.push_back("action " + std::to_string(entry.seq) + " gives a different result on replay: stored " +
                                 QJsonDocument(entry.event).toJson(QJsonDocument::Compact).toStdString() + ", now " +
                                 QJsonDocument(out.event).toJson(QJsonDocument::Compact).toStdString());
    }
    return r;
}
}  // namespace

ReplayResult replayGame(const std::vector<LoggedAction>& log) {
    // A log's actions were all accepted once, so they are applied in place; only if one is now
    // refused is the log replayed again the careful way, which reports every problem exactly.
    bool stoppedAtRefusal = false;
    ReplayResult fast = replayPass(log, true, &stoppedAtRefusal);
    if (!stoppedAtRefusal) return fast;
    return replayPass(log, false, &stoppedAtRefusal);
}

}  // namespace encarde
