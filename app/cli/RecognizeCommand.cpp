// encarde-cli recognize: read cards and clips from pictures or a video, one JSON object per line.
//   recognize [--json] IMAGE...        one line per picture
//   recognize --video FILE [--stable N] one line per frame, cards only once stable over N frames
//   recognize --teach DIR              learn an unusual deck's glyphs (and court pictures) from
//                                      pictures named QS.jpg ...
//   recognize --forget                 forget every deck taught
// A missing or unreadable picture gets an error line (stdout JSON and stderr text); the others
// are still read, and the exit status is 2 at the end.

#include "CliCommands.h"

#include "DeckTeacher.h"
#include "Scanner.h"
#include "StabilityTracker.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include <cmath>
#include <cstdio>

namespace encarde::cli {

namespace {
using vision::Observation;

// Rounded to `decimals` places; dividing (not multiplying by 0.1) keeps "261.4" printing as such.
double rounded(double v, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

QJsonArray point(cv::Point2f p) { return QJsonArray{rounded(p.x, 1), rounded(p.y, 1)}; }

QJsonArray cardsJson(const Observation& obs) {
    QJsonArray cards;
    for (std::size_t i = 0; i < obs.cards.size(); ++i) {
        const vision::SeenCard& c = obs.cards[i];
        QJsonObject o;
        if (c.card) {
            o[QStringLiteral("card")] = QString::fromStdString(cardText(*c.card));
            o[QStringLiteral("rank")] = QString::fromStdString(rankText(c.card->rank));
            o[QStringLiteral("suit")] = QString(QChar::fromLatin1(suitLetter(c.card->suit)));
        } else {
            o[QStringLiteral("card")] = QJsonValue::Null;
            o[QStringLiteral("rank")] = QJsonValue::Null;
            o[QStringLiteral("suit")] = QJsonValue::Null;
        }
        o[QStringLiteral("confidence")] = rounded(c.confidence, 3);
        QJsonArray corners;
        for (const cv::Point2f& p : c.corners) corners.append(point(p));
        o[QStringLiteral("corners")] = corners;
        QJsonArray clips;
        for (const vision::SeenClip& clip : obs.clips)
            if (clip.cardIndex == static_cast<int>(i))
                clips.append(QJsonObject{{QStringLiteral("color"), QString::fromLatin1(vision::clipColourName(clip.colour).data())},
                                         {QStringLiteral("at"), point(clip.at)}});
        o[QStringLiteral("clips")] = clips;
        cards.append(o);
    }
    return cards;
}

void printLine(const QJsonObject& o) {
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
}

void reportError(const QString& path, const QString& message) {
    printLine(QJsonObject{{QStringLiteral("image"), path}, {QStringLiteral("error"), message}});
    std::fprintf(stderr, "encarde-cli recognize: %s: %s\n", qPrintable(path), qPrintable(message));
}

int recognizeImages(const std::vector<std::string>& paths) {
    const vision::Scanner& scanner = vision::Scanner::standard();
    bool failed = false;
    for (const std::string& p : paths) {
        const QString path = QString::fromStdString(p);
        if (!QFileInfo::exists(path)) {
            reportError(path, QStringLiteral("no such file"));
            failed = true;
            continue;
        }
        cv::Mat image;
        try {
            image = cv::imread(p, cv::IMREAD_COLOR);
        } catch (const cv::Exception&) {
            image.release();
        }
        if (image.empty()) {
            reportError(path, QStringLiteral("not a picture OpenCV can read (use JPEG, PNG, BMP, TIFF or WebP)"));
            failed = true;
            continue;
        }
        QElapsedTimer timer;
        timer.start();
        const Observation obs = scanner.scan(image);
        const double ms = timer.nsecsElapsed() / 1e6;
        printLine(QJsonObject{{QStringLiteral("image"), path},
                              {QStringLiteral("width"), image.cols},
                              {QStringLiteral("height"), image.rows},
                              {QStringLiteral("ms"), rounded(ms, 1)},
                              {QStringLiteral("cards"), cardsJson(obs)}});
    }
    return failed ? 2 : 0;
}

int recognizeVideo(const std::string& file, int framesNeeded) {
    const QString path = QString::fromStdString(file);
    if (!QFileInfo::exists(path)) {
        reportError(path, QStringLiteral("no such file"));
        return 2;
    }
    cv::VideoCapture capture(file);
    if (!capture.isOpened()) {
        reportError(path, QStringLiteral("not a video OpenCV can open"));
        return 2;
    }
    const vision::Scanner& scanner = vision::Scanner::standard();
    vision::StabilityTracker tracker(framesNeeded);
    cv::Mat frame;
    int index = 0;
    while (capture.read(frame)) {
        if (frame.empty()) break;
        QElapsedTimer timer;
        timer.start();
        const Observation stable = tracker.update(scanner.scan(frame));
        const double ms = timer.nsecsElapsed() / 1e6;
        printLine(QJsonObject{{QStringLiteral("image"), path},
                              {QStringLiteral("frame"), index++},
                              {QStringLiteral("width"), frame.cols},
                              {QStringLiteral("height"), frame.rows},
                              {QStringLiteral("ms"), rounded(ms, 1)},
                              {QStringLiteral("cards"), cardsJson(stable)}});
    }
    if (index == 0) {
        reportError(path, QStringLiteral("the video has no frames OpenCV can decode"));
        return 2;
    }
    return 0;
}

int teach(const std::string& directory) {
    const vision::TeachSummary summary = vision::teachFromDirectory(QString::fromStdString(directory));
    for (const QString& line : summary.problems) std::fprintf(stderr, "encarde-cli recognize --teach: %s\n", qPrintable(line));
    std::printf("learned %d card%s (%d court card%s by their pictures too) into %s\n", summary.learned,
                summary.learned == 1 ? "" : "s", summary.courtCards, summary.courtCards == 1 ? "" : "s",
                vision::taughtModelPath().c_str());
    return summary.learned > 0 && summary.problems.isEmpty() ? 0 : 2;
}

int forget() {
    const std::string path = vision::taughtModelPath();
    switch (vision::forgetTaught(path)) {
    case vision::Forgetting::Forgotten:
        std::printf("forgot every deck taught: removed %s\n", path.c_str());
        return 0;
    case vision::Forgetting::NothingTaught:
        std::printf("nothing to forget: no deck was taught (%s does not exist)\n", path.c_str());
        return 0;
    case vision::Forgetting::CannotRemove:
        break;
    }
    std::fprintf(stderr, "encarde-cli recognize --forget: cannot remove %s (check its folder's permissions)\n", path.c_str());
    return 2;
}

void usage() {
    std::fputs("usage: encarde-cli recognize [--json] IMAGE...\n"
               "       encarde-cli recognize --video FILE [--stable FRAMES]\n"
               "       encarde-cli recognize --teach DIR   (pictures named after their card: QS.jpg, 10H-2.png)\n"
               "       encarde-cli recognize --forget      (every deck taught is forgotten)\n",
               stderr);
}
}  // namespace

int runRecognize(const Args& args) {
    std::vector<std::string> images;
    std::string video, teachDir;
    bool forgetting = false;
    int framesNeeded = 3;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--json") continue;  // JSON lines are the only output format
        if (a == "--forget") {
            forgetting = true;
            continue;
        }
        if ((a == "--video" || a == "--teach" || a == "--stable") && i + 1 >= args.size()) {
            std::fprintf(stderr, "encarde-cli recognize: %s needs a value\n", a.c_str());
            return 2;
        }
        if (a == "--video") {
            video = args[++i];
        } else if (a == "--teach") {
            teachDir = args[++i];
        } else if (a == "--stable") {
            framesNeeded = std::atoi(args[++i].c_str());
            if (framesNeeded < 1 || framesNeeded > 100) {
                std::fputs("encarde-cli recognize: --stable takes a number of frames from 1 to 100\n", stderr);
                return 2;
            }
        } else if (a.size() > 1 && a[0] == '-' && a[1] == '-') {
            std::fprintf(stderr, "encarde-cli recognize: unknown option '%s'\n", a.c_str());
            usage();
            return 2;
        } else {
            images.push_back(a);
        }
    }
    if (forgetting) return forget();
    if (!teachDir.empty()) return teach(teachDir);
    if (!video.empty()) return recognizeVideo(video, framesNeeded);
    if (images.empty()) {
        usage();
        return 2;
    }
    return recognizeImages(images);
}

}  // namespace encarde::cli
