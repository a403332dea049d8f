#include "KillTrial.h"

#include "GameLog.h"
#include "GameReplay.h"

#include <QProcess>
#include <QThread>

#include <map>
#include <random>
#include <set>

namespace encarde::test {

KillReport runKillTrials(const QString& writerPath, const QString& dbPath, int trials, std::uint32_t seed) {
    KillReport report;
    std::mt19937 rng(seed);
    std::map<int, int> lastAcked;  // game -> highest acknowledged seq, over all trials
    for (int t = 0; t < trials; ++t) {
        QProcess child;
        child.start(writerPath, {dbPath, QString::number(rng())});
        if (!child.waitForStarted()) {
            ++report.openFailures;
            continue;
        }
        QThread::msleep(std::uniform_int_distribution<int>(5, 250)(rng));
        child.kill();  // SIGKILL
        child.waitForFinished();
        ++report.trials;
        std::set<int> gamesThisTrial;
        const QStringList lines = QString::fromLatin1(child.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (const auto& line : lines) {
            const QStringList parts = line.split(QLatin1Char(' '));
            if (parts.size() != 3 || parts[0] != QLatin1String("ACK")) continue;  // a line cut by the kill
            ++report.acknowledged;
            gamesThisTrial.insert(parts[1].toInt());
            int& last = lastAcked[parts[1].toInt()];
            last = std::max(last, parts[2].toInt());
        }
        QString error;
        auto log = GameLog::open(dbPath, &error);
        if (!log) {
            ++report.openFailures;
            continue;
        }
        if (log->integrityCheck() != QLatin1String("ok")) ++report.integrityFailures;
        for (const auto& [game, seq] : lastAcked) {
            const auto actions = log->actions(game, &error);
            // Every acknowledged action is there (seq 1..last, no gaps: replay checks gaps).
            if (static_cast<int>(actions.size()) < seq) report.missing += seq - static_cast<int>(actions.size());
        }
        gamesThisTrial.insert(log->latestGame());  // also a game created but not yet acknowledged
        for (int game : gamesThisTrial) {
            ++report.gamesChecked;
            if (!replayGame(log->actions(game, &error)).ok()) ++report.replayFailures;
        }
    }
    return report;
}

}  // namespace encarde::test
