// bench-vision: how fast and how right the scanner is on generated table scenes.
//   bench-vision [--frames N] [--seed S] [--decks held-out|training|all]
// Timing: 1280x720 frames with 10 cards, one OpenCV thread, median and p95 per frame.
// Accuracy: the same frames plus 1920x1080 ones, split by table kind, against ground truth.

#include "DeckLibrary.h"
#include "Scanner.h"
#include "SceneEvaluation.h"
#include "SceneGenerator.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLoggingCategory>

#include <opencv2/core.hpp>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <map>
#include <vector>

using namespace encarde::vision;
using namespace encarde::vision::tools;

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    const QStringList args = app.arguments();
    auto option = [&](const QString& name, const QString& fallback) {
        const int i = args.indexOf(name);
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    const int frames = option(QStringLiteral("--frames"), QStringLiteral("100")).toInt();
    const unsigned seed = option(QStringLiteral("--seed"), QStringLiteral("2024")).toUInt();
    const QString deckSet = option(QStringLiteral("--decks"), QStringLiteral("held-out"));
    const QList<DeckInfo> decks = deckSet == QLatin1String("all")        ? availableDecks()
                                  : deckSet == QLatin1String("training") ? trainingDecks()
                                                                         : decksNamed(heldOutDeckNames());
    cv::setNumThreads(1);
    const Scanner& scanner = Scanner::standard();
    if (scanner.model().isEmpty()) std::fputs("warning: no glyph model found; every card will be unknown\n", stderr);
    SceneGenerator generator(decks);

    // Wall time is what a user waits; CPU time is the same work without the time the thread
    // spent waiting for a core (this machine is shared), so both are printed.
    std::vector<double> times, cpuTimes;
    std::map<QString, SceneScore> byTable;
    SceneScore total720, total1080;
    for (int i = 0; i < frames; ++i) {
        SceneSettings s;
        s.seed = seed;
        s.maxCards = 10;
        s.frameSize = i % 4 == 3 ? cv::Size(1920, 1080) : cv::Size(1280, 720);
        const Scene scene = generator.generate(s, i);
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpuStart = std::clock();
        const Observation obs = scanner.scan(scene.image);
        const double ms = timer.nsecsElapsed() / 1e6;
        const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        if (s.frameSize.width == 1280 && scene.cards.size() >= 8) {
            times.push_back(ms);
            cpuTimes.push_back(cpuMs);
        }
        byTable[tableKindName(scene.table)].add(scene, obs);
        (s.frameSize.width == 1280 ? total720 : total1080).add(scene, obs);
    }
    for (auto* series : {&times, &cpuTimes}) {
        if (series->empty()) continue;
        std::sort(series->begin(), series->end());
        const double median = (*series)[series->size() / 2];
        const double p95 = (*series)[std::min(series->size() - 1, static_cast<std::size_t>(series->size() * 0.95))];
        std::printf("scan %s time, 1280x720 frames with 8-10 cards, 1 thread: median %.1f ms, p95 %.1f ms (%zu frames)\n",
                    series == &times ? "wall" : "CPU", median, p95, series->size());
    }
    std::printf("decks: %s\n", qPrintable(deckSet));
    std::printf("1280x720: %s\n", qPrintable(total720.summary()));
    std::printf("1920x1080: %s\n", qPrintable(total1080.summary()));
    for (const auto& [table, score] : byTable) std::printf("table %s: %s\n", qPrintable(table), qPrintable(score.summary()));
    SceneScore all = total720;
    all.add(total1080);
    std::printf("all: %s\n", qPrintable(all.summary()));
    return 0;
}
