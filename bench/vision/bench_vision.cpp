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

    std::vector<double> times;
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
        const Observation obs = scanner.scan(scene.image);
        const double ms = timer.nsecsElapsed() / 1e6;
        if (s.frameSize.width == 1280 && scene.cards.size() >= 8) times.push_back(ms);
        byTable[tableKindName(scene.table)].add(scene, obs);
        (s.frameSize.width == 1280 ? total720 : total1080).add(scene, obs);
    }
    std::sort(times.begin(), times.end());
    if (!times.empty()) {
        const double median = times[times.size() / 2];
        const double p95 = times[std::min(times.size() - 1, static_cast<std::size_t>(times.size() * 0.95))];
        std::printf("scan time, 1280x720 frames with 8-10 cards, 1 thread: median %.1f ms, p95 %.1f ms (%zu frames)\n",
                    median, p95, times.size());
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
