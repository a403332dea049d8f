#pragma once
// Backup and restore of the whole game log file. A restore is checked in full on a private copy
// (ours, not damaged, not from a newer version, every game replays) before the log is replaced;
// the file it replaces is kept beside it as "<log>.before-restore".

#include "GameLog.h"

#include <QString>

namespace encarde::review {

// A consistent copy of the open log (safe while games are being recorded). Overwrites target.
bool backupLog(const GameLog& log, const QString& target, QString* error);

struct RestoreCheck {
    QString checkedCopy;  // a private copy that passed every check; empty when refused
    int games = 0;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
// Never writes to the candidate or to the open log.
RestoreCheck checkRestoreCandidate(const QString& candidate);
// Replaces the log file with the checked copy. The log must be closed first (no GameLog open on it).
bool replaceLogFile(const QString& logPath, const RestoreCheck& check, QString* error);

}  // namespace encarde::review
