#pragma once
// The kill test: a child process writes random games into a game log and is killed with SIGKILL
// at a random moment; then the log must open, pass PRAGMA integrity_check, hold every action the
// child acknowledged, and replay cleanly. Shared by tst_gamelog (a few trials) and bench-engine.

#include <QString>

#include <cstdint>

namespace encarde::test {

struct KillReport {
    int trials = 0;
    int acknowledged = 0;       // actions the children acknowledged, over all trials
    int missing = 0;            // acknowledged but not in the log afterwards
    int integrityFailures = 0;  // PRAGMA integrity_check not "ok"
    int openFailures = 0;
    int replayFailures = 0;     // games that did not replay cleanly
    int gamesChecked = 0;
    bool allGood() const { return trials > 0 && missing == 0 && integrityFailures == 0 && openFailures == 0 && replayFailures == 0; }
};

KillReport runKillTrials(const QString& writerPath, const QString& dbPath, int trials, std::uint32_t seed);

}  // namespace encarde::test
