// encarde-scenegen: renders card faces from the installed SVG decks into synthetic table scenes
// with ground truth, and trains the corner-index glyph model the scanner ships with.
//   encarde-scenegen train --out FILE [--decks a,b,...]
//   encarde-scenegen scenes --out DIR [--count N] [--seed S] [--size 1280x720] [--decks a,b,...] [--lens AMOUNT]
//   encarde-scenegen compare TRAINED COMMITTED   (the same samples, up to a processor's rounding)
//   encarde-scenegen decks

#include "DeckLibrary.h"
#include "GlyphTrainer.h"
#include "SceneGenerator.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLoggingCategory>
#include <QTextStream>

#include <opencv2/imgcodecs.hpp>

#include <cstdio>
#include <utility>

using namespace encarde::vision;
using namespace encarde::vision::tools;

namespace {
QString option(const QStringList& args, const QString& name, const QString& fallback = {}) {
    const int i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

QList<DeckInfo> decksFromOption(const QStringList& args, const QList<DeckInfo>& fallback) {
    const QString names = option(args, QStringLiteral("--decks"));
    return names.isEmpty() ? fallback : decksNamed(names.split(QLatin1Char(',')));
}

int runTrain(const QStringList& args) {
    const QString out = option(args, QStringLiteral("--out"));
    if (out.isEmpty()) {
        std::fputs("encarde-scenegen train: --out FILE is required\n", stderr);
        return 2;
    }
    TrainingReport report;
    const GlyphModel model = trainGlyphModel(decksFromOption(args, trainingDecks()), &report);
    for (const QString& line : report.deckLines) std::printf("%s\n", qPrintable(line));
    std::printf("cards used %d of %d; rank samples %d, suit samples %d\n", report.cardsUsed, report.cardsRendered,
                model.sampleCount(GlyphKind::Rank), model.sampleCount(GlyphKind::Suit));
    if (!model.save(out.toStdString())) {
        std::fprintf(stderr, "encarde-scenegen train: cannot write %s\n", qPrintable(out));
        return 2;
    }
    return 0;
}

// Compares a freshly trained model with the committed one (compareTrainedModel).
int runCompare(const QStringList& args) {
    if (args.size() != 3) {
        std::fputs("encarde-scenegen compare: takes two model files (trained, committed)\n", stderr);
        return 2;
    }
    GlyphModel trained, committed;
    for (const auto& [model, path] : {std::pair{&trained, args[1]}, std::pair{&committed, args[2]}})
        if (!model->load(path.toStdString())) {
            std::fprintf(stderr, "encarde-scenegen compare: cannot read a glyph model from %s\n", qPrintable(path));
            return 2;
        }
    const ModelComparison comparison = compareTrainedModel(trained, committed);
    for (const QString& line : comparison.lines) std::printf("%s\n", qPrintable(line));
    return comparison.same ? 0 : 1;
}

int runScenes(const QStringList& args) {
    const QString out = option(args, QStringLiteral("--out"));
    if (out.isEmpty()) {
        std::fputs("encarde-scenegen scenes: --out DIR is required\n", stderr);
        return 2;
    }
    QDir().mkpath(out);
    SceneSettings settings;
    settings.count = option(args, QStringLiteral("--count"), QStringLiteral("20")).toInt();
    settings.seed = option(args, QStringLiteral("--seed"), QStringLiteral("1")).toUInt();
    const QStringList size = option(args, QStringLiteral("--size"), QStringLiteral("1280x720")).split(QLatin1Char('x'));
    if (size.size() == 2) settings.frameSize = cv::Size(size[0].toInt(), size[1].toInt());
    // (A wide lens's barrel distortion, lensSeenAt: on a 1280x720 frame 0.03 draws the corner 20 px in.)
    bool lensIsNumber = false;
    settings.lensBarrel = option(args, QStringLiteral("--lens"), QStringLiteral("0")).toDouble(&lensIsNumber);
    if (!lensIsNumber || settings.lensBarrel < 0 || settings.lensBarrel >= 1) {
        std::fputs("encarde-scenegen scenes: --lens takes a barrel distortion from 0 to under 1\n", stderr);
        return 2;
    }
    SceneGenerator generator(decksFromOption(args, availableDecks()));
    QFile truthFile(QDir(out).filePath(QStringLiteral("truth.jsonl")));
    if (!truthFile.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 2;
    QTextStream truth(&truthFile);
    for (int i = 0; i < settings.count; ++i) {
        const Scene scene = generator.generate(settings, i);
        const QString name = QStringLiteral("scene-%1.jpg").arg(i, 4, 10, QLatin1Char('0'));
        cv::imwrite(QDir(out).filePath(name).toStdString(), scene.image, {cv::IMWRITE_JPEG_QUALITY, 90});
        truth << sceneTruthJson(scene, name) << "\n";
    }
    std::printf("wrote %d scenes to %s\n", settings.count, qPrintable(out));
    return 0;
}
}  // namespace

int main(int argc, char** argv) {
    // Rendering needs a GUI application for fonts, but never a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    const QStringList args = app.arguments().mid(1);
    const QString command = args.value(0);
    if (command == QLatin1String("train")) return runTrain(args);
    if (command == QLatin1String("scenes")) return runScenes(args);
    if (command == QLatin1String("compare")) return runCompare(args);
    if (command == QLatin1String("decks")) {
        for (const DeckInfo& d : availableDecks())
            std::printf("%s%s\t%s\n", qPrintable(d.name), heldOutDeckNames().contains(d.name) ? " (held out)" : "",
                        qPrintable(d.path));
        return 0;
    }
    std::fputs("usage: encarde-scenegen train --out FILE [--decks LIST]\n"
               "       encarde-scenegen scenes --out DIR [--count N] [--seed S] [--size WxH] [--decks LIST] [--lens AMOUNT]\n"
               "       encarde-scenegen compare TRAINED COMMITTED\n"
               "       encarde-scenegen decks\n",
               stderr);
    return 2;
}
