// encarde-demo-footage: renders the short MJPG clip that `./run --demo` plays through the camera
// path: a played hand on a table, made by the project's scene generator from the installed SVG
// decks. It keeps the first scene whose every card and clip the scanner reads as the truth, so
// the demo shows a clean reveal, and writes that truth next to the clip for the tests.
//   encarde-demo-footage --out DIR [--frames N] [--size WxH]

#include "FrameConversion.h"
#include "Scanner.h"
#include "SceneGenerator.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;

namespace {
QString option(const QStringList& args, const QString& name, const QString& fallback) {
    const int i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

float centreX(const Quad& q) { return (q[0].x + q[1].x + q[2].x + q[3].x) / 4; }

// "KH:red" per card, left to right: what a correct reading must give.
QStringList truthOf(const Scene& scene) {
    std::vector<int> order(scene.cards.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return centreX(scene.cards[a].corners) < centreX(scene.cards[b].corners); });
    QStringList out;
    for (int i : order) {
        QString word = QString::fromStdString(cardText(scene.cards[i].card));
        for (const auto& clip : scene.clips)
            if (clip.cardIndex == i) word += QStringLiteral(":") + QString::fromUtf8(clipColourName(clip.colour).data());
        out << word;
    }
    return out;
}

QStringList readingOf(const Observation& seen) {
    std::vector<int> order(seen.cards.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::sort(order.begin(), order.end(), [&](int a, int b) { return centreX(seen.cards[a].corners) < centreX(seen.cards[b].corners); });
    QStringList out;
    for (int i : order) {
        QString word = seen.cards[i].card ? QString::fromStdString(cardText(*seen.cards[i].card)) : QStringLiteral("?");
        for (const auto& clip : seen.clips)
            if (clip.cardIndex == i) word += QStringLiteral(":") + QString::fromUtf8(clipColourName(clip.colour).data());
        out << word;
    }
    return out;
}
}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    const QStringList args = app.arguments();
    const QString out = option(args, QStringLiteral("--out"), {});
    if (out.isEmpty()) {
        std::fputs("usage: encarde-demo-footage --out DIR [--frames N] [--size WxH]\n", stderr);
        return 2;
    }
    const int frames = option(args, QStringLiteral("--frames"), QStringLiteral("16")).toInt();
    const QStringList size = option(args, QStringLiteral("--size"), QStringLiteral("1280x720")).split(QLatin1Char('x'));
    QDir().mkpath(out);

    SceneSettings settings;
    settings.seed = 2026;
    settings.frameSize = cv::Size(size.value(0).toInt(), size.value(1).toInt());
    settings.maxCards = 5;
    settings.maxTiltDegrees = 12;
    settings.clipChance = 0.45;
    settings.distractors = false;
    settings.forcedTable = static_cast<int>(TableKind::Felt);
    SceneGenerator generator(trainingDecks());
    const Scanner& scanner = Scanner::standard();
    Scene chosen;
    QStringList truth;
    for (int index = 0; index < 60 && truth.isEmpty(); ++index) {
        Scene scene = generator.generate(settings, index);
        const QStringList expected = truthOf(scene);
        if (expected.size() < 3 || !expected.join(QString()).contains(QLatin1Char(':'))) continue;  // a hand with a clip
        if (readingOf(scanner.scan(scene.image)) != expected) continue;
        chosen = std::move(scene);
        truth = expected;
        std::printf("scene %d: %s\n", index, qPrintable(truth.join(QLatin1Char(' '))));
    }
    if (truth.isEmpty()) {
        std::fputs("encarde-demo-footage: no scene was read cleanly; the demo has no footage\n", stderr);
        return 1;
    }

    const QString videoPath = QDir(out).filePath(QStringLiteral("reveal.avi"));
    cv::VideoWriter writer(videoPath.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 4.0, chosen.image.size());
    if (!writer.isOpened()) {
        std::fprintf(stderr, "encarde-demo-footage: cannot write %s\n", qPrintable(videoPath));
        return 2;
    }
    // A little sensor noise per frame, as a real camera gives; the reading stays the same.
    std::mt19937 rng(7);
    for (int f = 0; f < frames; ++f) {
        cv::Mat noise(chosen.image.size(), CV_8UC3);
        cv::randu(noise, cv::Scalar::all(0), cv::Scalar::all(6));
        cv::Mat frame;
        cv::add(chosen.image, noise, frame);
        writer.write(frame);
    }
    writer.release();
    QFile truthFile(QDir(out).filePath(QStringLiteral("reveal.json")));
    if (!truthFile.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 2;
    truthFile.write(QJsonDocument(QJsonObject{{QStringLiteral("video"), QStringLiteral("reveal.avi")},
                                              {QStringLiteral("cards"), QJsonArray::fromStringList(truth)}})
                        .toJson());
    std::printf("wrote %s (%d frames)\n", qPrintable(videoPath), frames);
    return 0;
}
