// How long the game library takes to list a large log (every game replayed) and to open one game
// (replay, reveals, best-play analysis). Prints figures; not a test.
//   build/tests/review/review_library_bench [games]

#include "GameLibraryModel.h"
#include "PlayAnalysis.h"
#include "SampleGames.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace encarde;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 200;
    QTemporaryDir dir;
    QString error;
    auto log = GameLog::open(dir.filePath(QStringLiteral("bench.sqlite")), &error);
    if (!log) return 1;
    int actions = 0;
    for (int g = 0; g < games; ++g) {
        const auto game = test::randomGame(static_cast<unsigned>(1000 + g), {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")});
        actions += static_cast<int>(game.size());
        if (!test::recordGame(*log, game)) return 1;
    }
    QElapsedTimer timer;
    timer.start();
    review::GameLibraryModel model;
    model.reload(*log);
    const qint64 listMs = timer.elapsed();
    timer.restart();
    const review::ReviewedGame one = review::reviewGame(*log, log->latestGame());
    review::PlayAnalysisModel analysis;
    analysis.setGame(&one);
    const qint64 openMs = timer.elapsed();
    std::printf("library of %d games (%d actions): listed in %lld ms\n", model.rowCount(), actions, static_cast<long long>(listMs));
    std::printf("one game (%zu actions, %zu reveals) opened with its analysis in %lld ms\n", one.steps.size(), one.reveals.size(),
                static_cast<long long>(openMs));
    return 0;
}
