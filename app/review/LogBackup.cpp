#include "LogBackup.h"

#include "ReviewedGame.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

namespace encarde::review {

bool backupLog(const GameLog& log, const QString& target, QString* error) {
    if (QFileInfo::exists(target) && !QFile::remove(target)) {
        if (error) *error = QCoreApplication::translate("LogBackup", "%1 could not be replaced.").arg(target);
        return false;
    }
    QString why;
    if (log.backupTo(target, &why)) return true;
    if (error) *error = QCoreApplication::translate("LogBackup", "The backup could not be written: %1").arg(why);
    return false;
}

RestoreCheck checkRestoreCandidate(const QString& candidate) {
    RestoreCheck check;
    if (!QFileInfo(candidate).isFile()) {
        check.error = QCoreApplication::translate("LogBackup", "%1 does not exist.").arg(candidate);
        return check;
    }
    // Checks run on a private copy, so opening (which may set WAL mode) never touches the original.
    const QString copy = QDir(QDir::tempPath()).filePath(QStringLiteral("encarde-restore-%1.sqlite").arg(QUuid::createUuid().toString(QUuid::Id128)));
    if (!QFile::copy(candidate, copy)) {
        check.error = QCoreApplication::translate("LogBackup", "%1 could not be read.").arg(candidate);
        return check;
    }
    auto refuse = [&](const QString& why) {
        QFile::remove(copy);
        QFile::remove(copy + QStringLiteral("-wal"));
        QFile::remove(copy + QStringLiteral("-shm"));
        check.error = why;
        return check;
    };
    QFile probe(copy);
    if (probe.open(QIODevice::ReadOnly) && !probe.read(16).startsWith("SQLite format 3"))
        return refuse(QCoreApplication::translate("LogBackup", "This file is not an En Carde game log (it is not an SQLite file). Nothing was changed."));
    probe.close();
    {
        QString why;
        auto log = GameLog::open(copy, &why);
        if (!log) return refuse(QCoreApplication::translate("LogBackup", "This file cannot be restored: %1. Nothing was changed.").arg(why.mid(copy.size() + 2)));
        const auto games = log->games();
        if (games.empty()) return refuse(QCoreApplication::translate("LogBackup", "This file is not an En Carde game log, or it holds no games. Nothing was changed."));
        for (int id : games) {
            const ReviewedGame game = reviewGame(*log, id);
            if (!game.ok())
                return refuse(QCoreApplication::translate("LogBackup", "Game %1 in this file is damaged (%2). Nothing was changed.")
                                  .arg(id)
                                  .arg(QString::fromStdString(game.problems.front())));
        }
        check.games = static_cast<int>(games.size());
    }  // closed: the copy is a single, checkpointed file again
    check.checkedCopy = copy;
    return check;
}

bool replaceLogFile(const QString& logPath, const RestoreCheck& check, QString* error) {
    if (!check.ok() || check.checkedCopy.isEmpty()) {
        if (error) *error = check.error;
        return false;
    }
    const QString kept = logPath + QStringLiteral(".before-restore");
    QFile::remove(kept);
    if (QFileInfo::exists(logPath) && !QFile::rename(logPath, kept)) {
        if (error) *error = QCoreApplication::translate("LogBackup", "The current log could not be set aside.");
        return false;
    }
    QFile::remove(logPath + QStringLiteral("-wal"));
    QFile::remove(logPath + QStringLiteral("-shm"));
    if (!QFile::copy(check.checkedCopy, logPath)) {
        QFile::rename(kept, logPath);
        if (error) *error = QCoreApplication::translate("LogBackup", "The restored log could not be written.");
        return false;
    }
    QFile::remove(check.checkedCopy);
    return true;
}

}  // namespace encarde::review
