#include "GameReplay.h"

#include <QJsonDocument>

namespace encarde {

ReplayResult replayGame(const std::vector<LoggedAction>& log) {
    ReplayResult r;
    int expectedSeq = 1;
    for (const auto& entry : log) {
        if (entry.seq != expectedSeq)
            r.problems.push_back("action " + std::to_string(expectedSeq) + " is missing (next stored is " +
                                 std::to_string(entry.seq) + ")");
        expectedSeq = entry.seq + 1;
        const ActionOutcome out = r.engine.apply(entry.action);
        if (!out.accepted) {
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

}  // namespace encarde
