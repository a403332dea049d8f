// bench-engine [--dir DIR] [--events N] [--kill-trials N] [--replay-runs N]
// Prints: durable append latency (median, p95, max) over N appends, the time to open, read and
// replay (re-scoring every reveal) a log of N events, and the kill-test figures.
// Targets (issue): median append <= 2 ms, replay of 10 000 events <= 100 ms.
#include "GameLog.h"
#include "GameReplay.h"
#include "KillTrial.h"
#include "RandomTable.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace encarde;

namespace {
struct Recorded {
    QJsonObject action, event;
};

// Random games played in memory, as the actions and events a table would record.
std::vector<std::vector<Recorded>> playGames(int events) {
    std::vector<std::vector<Recorded>> games;
    int total = 0;
    for (std::uint32_t seed = 1; total < events; ++seed) {
        test::RandomTable table(seed);
        GameEngine e;
        std::vector<Recorded> game;
        const QJsonObject start = GameEngine::newGameAction({"P1", "P2", "P3"}, {});
        game.push_back({start, e.apply(start).event});
        while (e.state().phase != Phase::GameOver && total + static_cast<int>(game.size()) < events) {
            const QJsonObject a = table.nextAction(e);
            const ActionOutcome out = e.apply(a);
            if (out.accepted) game.push_back({a, out.event});
        }
        total += static_cast<int>(game.size());
        games.push_back(std::move(game));
    }
    return games;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size())))];
}
}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QString dirPath;
    int events = 10000, killTrials = 200, replayRuns = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == "--dir") dirPath = args[i + 1];
        else if (args[i] == "--events") events = args[i + 1].toInt();
        else if (args[i] == "--kill-trials") killTrials = args[i + 1].toInt();
        else if (args[i] == "--replay-runs") replayRuns = std::max(1, args[i + 1].toInt());
    }
    QTemporaryDir temp(dirPath.isEmpty() ? QDir::tempPath() + "/bench-engine-XXXXXX" : dirPath + "/bench-engine-XXXXXX");
    const QString db = temp.filePath("bench.db");
    std::printf("game log: %s\n", qPrintable(db));

    const auto games = playGames(events);
    QString error;
    auto log = GameLog::open(db, &error);
    if (!log) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    // Durable append: one transaction per action, WAL, synchronous=FULL (as the app records).
    std::vector<double> appendMs;
    QElapsedTimer timer;
    int total = 0;
    for (const auto& game : games) {
        const int id = log->createGame(game[0].action, game[0].event, &error);
        for (size_t i = 1; i < game.size(); ++i) {
            timer.start();
            if (!log->append(id, static_cast<int>(i + 1), game[i].action, game[i].event, &error)) {
                std::fprintf(stderr, "append failed: %s\n", qPrintable(error));
                return 1;
            }
            appendMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        }
        total += static_cast<int>(game.size());
    }
    std::printf("durable append: %zu appends, median %.3f ms, p95 %.3f ms, max %.3f ms (target median <= 2 ms)\n",
                appendMs.size(), percentile(appendMs, 0.5), percentile(appendMs, 0.95), percentile(appendMs, 1.0));
    log.reset();

    // Replay: open the file, read every game, re-apply every action and compare every event.
    std::vector<double> replayMs, readMs;
    for (int run = 0; run < replayRuns; ++run) {
        timer.start();
        auto reopened = GameLog::open(db, &error);
        int replayed = 0;
        bool ok = true;
        double reading = 0;
        for (int game : reopened->games()) {
            QElapsedTimer readTimer;
            readTimer.start();
            const auto actions = reopened->actions(game, &error);
            reading += static_cast<double>(readTimer.nsecsElapsed()) / 1e6;
            replayed += static_cast<int>(actions.size());
            ok = replayGame(actions).ok() && ok;
        }
        replayMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        readMs.push_back(reading);
        if (run == 0)
            std::printf("replay: %d events in %zu games, %s\n", replayed, games.size(), ok ? "all events agree" : "MISMATCH");
    }
    std::printf("replay %d-event log (open + read + re-apply + compare): median %.1f ms, best %.1f ms of %d (target <= 100 ms)\n",
                total, percentile(replayMs, 0.5), percentile(replayMs, 0.0), replayRuns);
    std::printf("  of which reading and parsing the log: median %.1f ms\n", percentile(readMs, 0.5));

    if (killTrials > 0) {
        timer.start();
        const test::KillReport r = test::runKillTrials(QStringLiteral(ENGINE_LOG_WRITER), temp.filePath("killed.db"), killTrials, 7);
        std::printf("kill test: %d SIGKILL trials, %d acknowledged actions, %d missing, %d open failures, %d integrity failures, "
                    "%d of %d games failed to replay (%.0f s)\n",
                    r.trials, r.acknowledged, r.missing, r.openFailures, r.integrityFailures, r.replayFailures, r.gamesChecked,
                    static_cast<double>(timer.elapsed()) / 1000.0);
        if (!r.allGood()) return 1;
    }
    return 0;
}
