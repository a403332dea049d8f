// bench-vision: how fast and how right the scanner is on generated table scenes.
//   bench-vision [--frames N] [--first K] [--repeat R] [--seed S] [--decks held-out|training|all|NAME,...] [--size WxH] [--breakdown]
//                [--teach NAME,...|all]
//                [--degrade defocus:SIGMA|motion:PIXELS|noise:SIGMA|dim:FACTOR|bright:FACTOR|haze:SHARE|jpeg:QUALITY|warm:BLUE]
//                [--lens AMOUNT]
// With --breakdown, BENCH_DUMP_UNREAD=DIR writes each found card that was not read right, warped
// upright and beside its neighbourhood (true outline green, the one seen red), named by its frame
// number, its truth and the reason it stayed unknown (or what it was misread as). The breakdown
// also lists every card reported with an identity where no card lies.
// BENCH_DUMP=1 writes each missed card's neighbourhood to /tmp/v2miss, named by its frame, deck,
// whether an outline was found there, its truth and whether it lay covered in a hand.
// BENCH_PERCARD=1 prints one line per true card (frame, card, missed/unknown/right/wrong, deck,
// in a hand or open, width in pixels; a misread card what it was read as and how surely, a missed
// one where its centre lies), per true clip (its outcome) and per spurious clip (where, and on
// what: the true card and its deck) to stderr: two runs' lines, diffed, show what a change won or
// lost.
// Timing: 1280x720 frames with 10 cards, one OpenCV thread, median and p95 per frame.
// BENCH_FRAMETIMES=1 prints each frame's CPU time to stderr, so the frames that set the p95 can be
// found; --first K starts at frame K of the seed (frames K to K+N-1), so one frame can be run
// alone under a profiler. --repeat R scans each frame R times and also prints the median and p95
// of each frame's least CPU time: on a shared machine a run's p95 moves by several milliseconds
// with what else the host runs, and the least of a few scans leaves out a moment's interruption
// of one scan (not a slow stretch of minutes). The first scan's time still makes the plain
// figures (a live camera scans each frame once), and every repeat must observe the same as the
// first (the scanner is deterministic); a difference is reported and makes the exit status 1.
// Accuracy: the same frames plus 1920x1080 ones, split by table kind, against ground truth.
// --decks names the decks dealt from: the five held out from training (the default), the training
// decks, all of them (with --breakdown, a line per deck), or a list of names (encarde-scenegen
// decks lists them), to look at one deck alone.
// --teach NAME,...|all teaches the scanner those decks first, a picture of each card (teach my deck).
// --size WxH makes every frame that size instead (a phone's photo: 4000x3000), and times those.
// --degrade spoils every frame the same way before it is scanned, beyond what the scenes vary
// themselves, to show how the scanner holds up at a real table whose camera or light is poorer
// than the scenes': a lens out of focus (Gaussian blur of SIGMA pixels); the camera moved during
// the exposure (a horizontal streak PIXELS long); sensor noise (SIGMA grey levels); a dim room
// (every level times FACTOR, under 1, with the noise of the gain a webcam then turns up, 3
// levels); too much light (every level times FACTOR, over 1: what clips at white is lost, as a
// camera metering a dark table does to the cards on it); a veil of light over the picture (haze,
// glare on the lens, a camera that lifts its blacks: SHARE of white, under 1, mixed into every
// pixel); a webcam's stream compressed hard (the frame saved again as JPEG at QUALITY, 1-100); a
// lamp's orange light the camera does not balance away (blue times BLUE, under 1, green a little).
// --lens AMOUNT (under 1) films the scenes through a wide webcam lens's barrel distortion, their
// truth moved with it (lensSeenAt: on a 1280x720 frame, 0.03 draws the corner 20 px in).

#include "CardFinder.h"
#include "CardGeometry.h"
#include "Degradation.h"
#include "ClipDetector.h"
#include "DeckLibrary.h"
#include "DeckTeacher.h"
#include "IndexGlyphs.h"
#include "Scanner.h"
#include "SceneEvaluation.h"
#include "SceneGenerator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLoggingCategory>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <map>
#include <optional>
#include <vector>

using namespace encarde::vision;
using namespace encarde::vision::tools;

namespace {
// Where the losses come from (--breakdown): every card on the table is matched to what the
// scanner saw (the same centre rule as SceneScore) and counted as missed, unknown, wrong or right
// under its table, deck, size, whether a hand card covers it, and picture or number card.
struct Outcomes {
    int total = 0, missed = 0, unknown = 0, wrong = 0;
};
std::map<QString, Outcomes> breakdown;
// Every found card's best reading and its confidence, whether or not it passed the threshold:
// how many would read right, and how many wrong, at other thresholds.
std::vector<std::pair<double, bool>> readings;  // (confidence, right)

// Why a found card stayed unknown, from the reader's own account of its confidence.
QString unreadReason(const IndexReading& r, double threshold) {
    if (!r.glyphsSeen) return QStringLiteral("no-index-isolated");
    if (!r.card) return QStringLiteral("glyphs-unrecognised");
    if (std::min(r.rankConfidence, r.suitConfidence) < threshold)
        return r.rankConfidence < r.suitConfidence ? QStringLiteral("rank-unsure") : QStringLiteral("suit-unsure");
    if (r.cornersDisagree) return QStringLiteral("corners-disagree");
    if (r.pipsContradict) return QStringLiteral("pips-contradict");
    return QStringLiteral("below-threshold");
}

QString cardName(encarde::Card c) { return QString::fromStdString(encarde::cardText(c)); }

// Cards reported with an identity where no card lies (as wrong to the players as a misread one).
QStringList namedSpurious;

void tally(const Scene& scene, const Observation& obs, const Scanner& scanner, int frame) {
    std::vector<bool> used(obs.cards.size(), false);
    for (const SceneCard& t : scene.cards) {
        const cv::Point2f c = quadCentre(t.corners);
        int best = -1;
        double bestDistance = 0.3 * shortSide(t.corners);
        for (std::size_t s = 0; s < obs.cards.size(); ++s) {
            const double d = cv::norm(quadCentre(obs.cards[s].corners) - c);
            if (!used[s] && d < bestDistance) {
                bestDistance = d;
                best = static_cast<int>(s);
            }
        }
        if (best >= 0) used[static_cast<std::size_t>(best)] = true;
        const SeenCard* seen = best >= 0 ? &obs.cards[static_cast<std::size_t>(best)] : nullptr;
        const int width = static_cast<int>(shortSide(t.corners));
        const QStringList keys = {
            QStringLiteral("table %1").arg(tableKindName(scene.table)),
            QStringLiteral("deck %1").arg(t.deck),
            QStringLiteral("width %1").arg(width < 100 ? "<100" : width < 160 ? "100-159" : width < 220 ? "160-219" : ">=220"),
            QStringLiteral("layout %1").arg(t.inHand ? "covered-in-hand" : "uncovered"),
            QStringLiteral("rank %1").arg(t.card.rank > 10 && t.card.rank < 14 ? "picture" : "number/ace"),
            QStringLiteral("suit %1").arg(static_cast<int>(t.card.suit)),
        };
        QStringList all = keys;
        if (t.card.rank > 10 && t.card.rank < 14) {
            all << QStringLiteral("picture %1").arg(t.deck) << QStringLiteral("picture %1").arg(t.inHand ? "covered" : "uncovered");
        }
        if (!seen) {
            // Missed: was there an outline there that the scanner then rejected as not a face?
            const std::vector<CardCandidate> candidates = findCardCandidates(balancedToWhite(scene.image));
            const bool outlined = std::any_of(candidates.begin(), candidates.end(), [&](const CardCandidate& k) {
                return cv::norm(quadCentre(k.corners) - c) < 0.3 * shortSide(t.corners);
            });
            all << QStringLiteral("missed %1").arg(outlined ? "outline-rejected" : "no-outline");
            if (qEnvironmentVariableIsSet("BENCH_DUMP")) {
                static int dumped = 0;
                if (dumped == 0) QDir().mkpath(QStringLiteral("/tmp/v2miss"));
                cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(t.corners.begin(), t.corners.end()));
                box.x -= 30; box.y -= 30; box.width += 60; box.height += 60;
                box &= cv::Rect(0, 0, scene.image.cols, scene.image.rows);
                cv::Mat drawn = scene.image.clone();
                for (const CardCandidate& k : candidates)
                    for (int q = 0; q < 4; ++q) cv::line(drawn, k.corners[q], k.corners[(q + 1) % 4], cv::Scalar(255, 0, 255), 1);
                for (const SeenCard& k : obs.cards)
                    for (int q = 0; q < 4; ++q) cv::line(drawn, k.corners[q], k.corners[(q + 1) % 4], cv::Scalar(0, 255, 0), 1);
                cv::imwrite(qPrintable(QStringLiteral("/tmp/v2miss/%1_f%4_%2_%3_%5%6.png").arg(dumped++).arg(t.deck).arg(outlined).arg(frame).arg(cardName(t.card)).arg(t.inHand ? "_hand" : "")), drawn(box));
            }
        }
        if (seen) {
            // Which way the scanner stood the card: the printed top-left (or the opposite corner,
            // turned) first, or a quarter turn off (a nearly square outline stood the wrong way).
            const cv::Point2f first = seen->corners[0];
            int nearest = 0;
            for (int k = 1; k < 4; ++k)
                if (cv::norm(t.corners[static_cast<std::size_t>(k)] - first) < cv::norm(t.corners[static_cast<std::size_t>(nearest)] - first)) nearest = k;
            all << QStringLiteral("stood %1").arg(nearest % 2 == 0 ? "upright" : "a-quarter-turn-off");
        }
        if (qEnvironmentVariableIsSet("BENCH_PERCARD")) {
            const bool misread = seen && seen->card && !(*seen->card == t.card);
            // What a misread card was read as, and where a missed card's centre lies.
            QString detail;
            if (misread) detail = QStringLiteral(" as %1 %2").arg(cardName(*seen->card)).arg(seen->confidence, 0, 'f', 2);
            if (!seen) {
                const cv::Point2f centre = (t.corners[0] + t.corners[2]) * 0.5F;
                detail = QStringLiteral(" at (%1, %2)").arg(qRound(centre.x)).arg(qRound(centre.y));
            }
            std::fprintf(stderr, "PC f%d %s %s %s %s w%d%s\n", frame, qPrintable(cardName(t.card)),
                         !seen ? "missed" : !seen->card ? "unknown" : misread ? "wrong" : "right", qPrintable(t.deck), t.inHand ? "hand" : "open",
                         width, qPrintable(detail));
        }
        if (seen && seen->card) readings.push_back({seen->confidence, *seen->card == t.card});
        if (seen && !(seen->card && *seen->card == t.card)) {
            // Read again to learn why: the same warp the scanner made of this card (its corners
            // as reported stand it upright, even when its outline's own order did not).
            const cv::Mat balanced = balancedToWhite(scene.image);
            const cv::Mat canonical = warpCanonical(balanced, seen->corners);
            cv::Mat turned;
            cv::rotate(canonical, turned, cv::ROTATE_180);
            const IndexReading r = readCardIndex(canonical, turned, scanner.model());
            if (!seen->card && r.card) readings.push_back({r.confidence, *r.card == t.card});
            const QString reason = seen->card ? QStringLiteral("misread-as-%1").arg(cardName(*seen->card))
                                              : unreadReason(r, ScannerSettings{}.minConfidence);
            all << QStringLiteral("unread %1").arg(seen->card ? QStringLiteral("misread") : reason);
            static const QString dumpDir = qEnvironmentVariable("BENCH_DUMP_UNREAD");
            if (!dumpDir.isEmpty()) {
                static int dumped = 0;
                // What the best corner read (unsure as it was) and how many pips that side counts.
                const QString readAs = r.card ? QStringLiteral("%1c%2").arg(cardName(*r.card)).arg(qRound(100 * r.confidence)) : QStringLiteral("none");
                const int pips = countPips(r.startCorner == 2 ? turned : canonical);
                const QString name = QStringLiteral("%1/%2_f%3_%4_%5_%6_as%7_p%8_r%9_s%10.png")
                                         .arg(dumpDir).arg(dumped++, 4, 10, QLatin1Char('0')).arg(frame)
                                         .arg(cardName(t.card), t.deck, reason)
                                         .arg(readAs).arg(pips)
                                         .arg(qRound(100 * r.rankConfidence)).arg(qRound(100 * r.suitConfidence));
                cv::Mat both;
                cv::hconcat(canonical, turned, both);
                // Beside them, the card's neighbourhood: its true outline green, the one seen red.
                cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(t.corners.begin(), t.corners.end()));
                const int margin = box.width / 2;
                box = cv::Rect(box.x - margin, box.y - margin, box.width + 2 * margin, box.height + 2 * margin) &
                      cv::Rect(0, 0, scene.image.cols, scene.image.rows);
                cv::Mat around = scene.image.clone();
                const auto draw = [&](const Quad& q, const cv::Scalar& colour) {
                    std::vector<cv::Point> points;
                    for (const cv::Point2f& p : q) points.emplace_back(cv::Point(qRound(p.x), qRound(p.y)));
                    cv::polylines(around, points, true, colour, 1, cv::LINE_AA);
                };
                draw(t.corners, cv::Scalar(0, 200, 0));
                draw(seen->corners, cv::Scalar(0, 0, 255));
                cv::Mat neighbourhood;
                cv::resize(around(box), neighbourhood, cv::Size(box.width * both.rows / box.height, both.rows));
                cv::hconcat(both, neighbourhood, both);
                cv::imwrite(name.toStdString(), both);
            }
        }
        for (const QString& key : all) {
            Outcomes& o = breakdown[key];
            ++o.total;
            if (!seen) ++o.missed;
            else if (!seen->card) ++o.unknown;
            else if (!(*seen->card == t.card)) ++o.wrong;
        }
    }
    // (Matched as the scene score matches them, so the list agrees with its count.)
    std::vector<bool> matched(obs.cards.size(), false);
    for (const int s : matchSeenCards(scene, obs))
        if (s >= 0) matched[static_cast<std::size_t>(s)] = true;
    for (std::size_t s = 0; s < obs.cards.size(); ++s) {
        if (matched[s] || !obs.cards[s].card) continue;
        const cv::Point2f at = quadCentre(obs.cards[s].corners);
        namedSpurious << QStringLiteral("frame %1: %2 (%3) at (%4, %5)")
                             .arg(frame).arg(cardName(*obs.cards[s].card)).arg(obs.cards[s].confidence, 0, 'f', 2)
                             .arg(qRound(at.x)).arg(qRound(at.y));
    }
}

// Where clips are lost (--breakdown): every clip on the table is right, or lost because its card
// was not found, the clip was not seen, it was seen on another card or its colour was wrong or
// unknown; every reported clip that matches none is spurious. Split by clip kind and by whether
// its card lies covered in a hand. BENCH_DUMP=1 writes each lost case's neighbourhood, with the
// seen outlines and clips drawn on it, to /tmp/bench-dump/clips/ (or BENCH_DUMP_CLIPS=DIR, so
// that two builds can dump side by side) to be looked at.
std::map<QString, int> clipBreakdown;

void dumpClipCase(const Scene& scene, const Observation& obs, int frame, cv::Point2f at, double size, const QString& name) {
    static int dumped = 0;
    if (!qEnvironmentVariableIsSet("BENCH_DUMP") || dumped >= 400) return;
    static const QString dir = qEnvironmentVariable("BENCH_DUMP_CLIPS", QStringLiteral("/tmp/bench-dump/clips"));
    static const bool made = QDir().mkpath(dir);
    (void)made;
    cv::Mat canvas = scene.image.clone();
    for (const SeenCard& c : obs.cards)
        for (int i = 0; i < 4; ++i) cv::line(canvas, c.corners[i], c.corners[(i + 1) % 4], cv::Scalar(0, 255, 0), 1);
    for (const SeenClip& c : obs.clips) {
        cv::circle(canvas, c.at, 4, cv::Scalar(255, 0, 255), 1);
        cv::putText(canvas, std::string(clipColourName(c.colour)) + "@" + std::to_string(c.cardIndex), c.at + cv::Point2f(5, -5),
                    cv::FONT_HERSHEY_PLAIN, 0.8, cv::Scalar(255, 0, 255));
    }
    const int half = static_cast<int>(size);
    cv::Rect box(cvRound(at.x) - half, cvRound(at.y) - half, 2 * half, 2 * half);
    box &= cv::Rect(0, 0, canvas.cols, canvas.rows);
    cv::Mat crop;
    cv::resize(canvas(box), crop, cv::Size(), 2, 2, cv::INTER_NEAREST);
    cv::imwrite(qPrintable(QStringLiteral("%1/%2_f%3_%4.png").arg(dir).arg(dumped++, 3, 10, QLatin1Char('0')).arg(frame).arg(name)), crop);
}

// CPU time of the clip stage alone on 1280x720 frames (--breakdown), run a few times over for a
// steadier figure.
std::vector<double> clipStageMs;

void timeClipStage(const Scene& scene, const Observation& obs) {
    if (scene.image.cols != 1280) return;
    constexpr int kRepeats = 5;
    const cv::Mat balanced = balancedToWhite(scene.image);
    const std::clock_t start = std::clock();
    for (int r = 0; r < kRepeats; ++r) (void)findClips(balanced, obs.cards);
    clipStageMs.push_back(1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC / kRepeats);
}

void tallyClips(const Scene& scene, const Observation& obs, int frame) {
    const std::vector<int> truthToSeen = matchSeenCards(scene, obs);
    std::vector<bool> clipUsed(obs.clips.size(), false);
    for (const SceneClip& clip : scene.clips) {
        const SceneCard& card = scene.cards[static_cast<std::size_t>(clip.cardIndex)];
        const int seenCard = truthToSeen[static_cast<std::size_t>(clip.cardIndex)];
        const int best = matchSeenClip(scene, clip, seenCard, obs, clipUsed);
        QString outcome;
        if (seenCard < 0) {
            outcome = QStringLiteral("card-not-found");
        } else if (best < 0) {
            const double near = 0.35 * shortSide(card.corners);
            const bool elsewhere = std::any_of(obs.clips.begin(), obs.clips.end(), [&](const SeenClip& c) {
                return c.cardIndex != seenCard && cv::norm(c.at - clip.at) < near;
            });
            // A clip lies across its card's edge, its centre a little inside it: one far from the
            // outline found was lost with the outline, not by the clip stage.
            const SeenCard& seenOutline = obs.cards[static_cast<std::size_t>(seenCard)];
            const std::vector<cv::Point2f> outline(seenOutline.corners.begin(), seenOutline.corners.end());
            const bool outlineOff = std::abs(cv::pointPolygonTest(outline, clip.at, true)) > 0.1 * shortSide(card.corners);
            outcome = elsewhere    ? QStringLiteral("wrong-card")
                      : outlineOff ? QStringLiteral("not-seen-outline-off")
                                   : QStringLiteral("not-seen");
        } else {
            clipUsed[static_cast<std::size_t>(best)] = true;
            const ClipColour colour = obs.clips[static_cast<std::size_t>(best)].colour;
            outcome = colour == clip.colour              ? QStringLiteral("right")
                      : colour == ClipColour::Unknown ? QStringLiteral("unknown-colour")
                                                      : QStringLiteral("wrong-colour");
        }
        if (qEnvironmentVariableIsSet("BENCH_PERCARD"))
            std::fprintf(stderr, "PC f%d clip %s on %s %s\n", frame, clipColourName(clip.colour).data(), qPrintable(cardName(card.card)), qPrintable(outcome));
        const QString kind = clip.bareWire ? QStringLiteral("wire") : QStringLiteral("tab");
        const QString where = card.inHand ? QStringLiteral("in-hand") : QStringLiteral("uncovered");
        for (const QString& key : {QStringLiteral("all"), kind, where, QString::fromLatin1(clipColourName(clip.colour).data())})
            ++clipBreakdown[QStringLiteral("clips %1: %2").arg(key, outcome)];
        if (outcome != QLatin1String("right"))
            dumpClipCase(scene, obs, frame, clip.at, 0.8 * shortSide(card.corners),
                         QStringLiteral("%1_%2_%3_%4_%5_%6").arg(outcome, kind, where, QString::fromLatin1(clipColourName(clip.colour).data()),
                                                                 tableKindName(scene.table), card.deck));
    }
    for (std::size_t s = 0; s < obs.clips.size(); ++s) {
        if (clipUsed[s]) continue;
        const SeenCard& card = obs.cards[static_cast<std::size_t>(obs.clips[s].cardIndex)];
        const auto truth = std::find(truthToSeen.begin(), truthToSeen.end(), obs.clips[s].cardIndex);
        const SceneCard* onCard = truth == truthToSeen.end() ? nullptr : &scene.cards[static_cast<std::size_t>(truth - truthToSeen.begin())];
        const QString what = !onCard                       ? QStringLiteral("no such card")
                             : encarde::isFaceRank(onCard->card.rank) ? QStringLiteral("picture card")
                                                           : QStringLiteral("number card");
        ++clipBreakdown[QStringLiteral("clips spurious: %1%2").arg(what, onCard && onCard->inHand ? " in hand" : "")];
        if (qEnvironmentVariableIsSet("BENCH_PERCARD"))
            std::fprintf(stderr, "PC f%d spurious clip %s at (%d, %d) on %s%s%s\n", frame, clipColourName(obs.clips[s].colour).data(),
                         qRound(obs.clips[s].at.x), qRound(obs.clips[s].at.y), qPrintable(what), onCard && onCard->inHand ? " in hand" : "",
                         onCard ? qPrintable(QStringLiteral(" (%1 %2)").arg(cardName(onCard->card), onCard->deck)) : "");
        dumpClipCase(scene, obs, frame, obs.clips[s].at, 0.8 * shortSide(card.corners),
                     QStringLiteral("spurious_%1_%2%3")
                         .arg(QString::fromLatin1(clipColourName(obs.clips[s].colour).data()), QString(what).replace(QLatin1Char(' '), QLatin1Char('-')),
                              onCard && onCard->inHand ? QStringLiteral("-in-hand") : QString()));
    }
}
}  // namespace

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
    const int firstFrame = std::max(0, option(QStringLiteral("--first"), QStringLiteral("0")).toInt());
    const int repeats = std::max(1, option(QStringLiteral("--repeat"), QStringLiteral("1")).toInt());
    const unsigned seed = option(QStringLiteral("--seed"), QStringLiteral("2024")).toUInt();
    const QString deckSet = option(QStringLiteral("--decks"), QStringLiteral("held-out"));
    const QList<DeckInfo> decks = deckSet == QLatin1String("all")        ? availableDecks()
                                  : deckSet == QLatin1String("training") ? trainingDecks()
                                  : deckSet == QLatin1String("held-out") ? decksNamed(heldOutDeckNames())
                                                                         : decksNamed(deckSet.split(QLatin1Char(',')));
    if (decks.isEmpty()) {
        std::fprintf(stderr, "bench-vision: no deck installed for --decks \"%s\" (encarde-scenegen decks lists them)\n", qPrintable(deckSet));
        return 2;
    }
    const bool showBreakdown = args.contains(QStringLiteral("--breakdown"));
    const QStringList sizeParts = option(QStringLiteral("--size"), QString()).split(QLatin1Char('x'));
    const bool oneSize = sizeParts.size() == 2 && sizeParts[0].toInt() > 0 && sizeParts[1].toInt() > 0;
    const cv::Size timedSize = oneSize ? cv::Size(sizeParts[0].toInt(), sizeParts[1].toInt()) : cv::Size(1280, 720);
    const QString degradeRequest = option(QStringLiteral("--degrade"), QString());
    std::optional<Degradation> degradation;
    if (!degradeRequest.isEmpty()) {
        degradation = parseDegradation(degradeRequest);
        if (!degradation) {
            std::fprintf(stderr, "bench-vision: --degrade takes defocus:SIGMA, motion:PIXELS, noise:SIGMA, dim:FACTOR (under 1), bright:FACTOR (over 1), haze:SHARE (under 1), jpeg:QUALITY (1-100) or warm:BLUE (under 1), not \"%s\"\n",
                         qPrintable(degradeRequest));
            return 2;
        }
        std::printf("every frame degraded: %s\n", qPrintable(degradeRequest));
    }
    bool lensIsNumber = false;
    const double lensBarrel = option(QStringLiteral("--lens"), QStringLiteral("0")).toDouble(&lensIsNumber);
    if (!lensIsNumber || lensBarrel < 0 || lensBarrel >= 1) {
        std::fprintf(stderr, "bench-vision: --lens takes a barrel distortion from 0 to under 1 (on a 1280x720 frame 0.03 draws the corner 20 px in)\n");
        return 2;
    }
    if (lensBarrel > 0) std::printf("every frame through a lens of barrel distortion %.3g\n", lensBarrel);
    cv::setNumThreads(1);
    // --teach NAME,...: the scanner is first taught each card of those decks from one picture
    // each (teachingPhoto), as a user does with `encarde-cli recognize --teach DIR`.
    std::optional<Scanner> taughtScanner;
    if (const QString teach = option(QStringLiteral("--teach"), QString()); !teach.isEmpty()) {
        const QList<DeckInfo> taughtDecks = teach == QLatin1String("all") ? availableDecks() : decksNamed(teach.split(QLatin1Char(',')));
        if (taughtDecks.isEmpty()) {
            std::fprintf(stderr, "bench-vision: no deck installed for --teach \"%s\"\n", qPrintable(teach));
            return 2;
        }
        GlyphModel model = Scanner::standard().model();
        int taughtCards = 0;
        for (const DeckInfo& info : taughtDecks) {
            const Deck deck(info);
            for (int i = 0; i < 52; ++i) taughtCards += teachCard(model, teachingPhoto(deck, encarde::Card::fromIndex(i)), encarde::Card::fromIndex(i));
        }
        model.buildSearchIndex();
        std::printf("taught %d cards of %s (%d court pictures)\n", taughtCards, qPrintable(teach), model.courtPictures().size());
        taughtScanner.emplace(std::move(model));
    }
    const Scanner& scanner = taughtScanner ? *taughtScanner : Scanner::standard();
    if (scanner.model().isEmpty()) std::fputs("warning: no glyph model found; every card will be unknown\n", stderr);
    SceneGenerator generator(decks);

    // Wall time is what a user waits; CPU time is the same work without the time the thread
    // spent waiting for a core (this machine is shared), so both are printed.
    std::vector<double> times, cpuTimes, leastCpuTimes;
    int framesObservedDifferently = 0;
    std::map<QString, SceneScore> byTable;
    SceneScore totalTimed, total1080;
    const bool printFrameTimes = qEnvironmentVariableIsSet("BENCH_FRAMETIMES");
    for (int i = firstFrame; i < firstFrame + frames; ++i) {
        SceneSettings s;
        s.seed = seed;
        s.maxCards = 10;
        s.frameSize = oneSize || i % 4 != 3 ? timedSize : cv::Size(1920, 1080);
        s.lensBarrel = lensBarrel;
        Scene scene = generator.generate(s, i);
        if (degradation) degrade(scene.image, *degradation, i);
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpuStart = std::clock();
        const Observation obs = scanner.scan(scene.image);
        const double ms = timer.nsecsElapsed() / 1e6;
        const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        double leastCpuMs = cpuMs;
        for (int r = 1; r < repeats; ++r) {
            const std::clock_t againStart = std::clock();
            const Observation again = scanner.scan(scene.image);
            leastCpuMs = std::min(leastCpuMs, 1000.0 * static_cast<double>(std::clock() - againStart) / CLOCKS_PER_SEC);
            if (again != obs) {
                std::fprintf(stderr, "bench-vision: frame %d observed differently when scanned again\n", i);
                ++framesObservedDifferently;
                break;
            }
        }
        if (s.frameSize == timedSize && scene.cards.size() >= 8) {
            times.push_back(ms);
            cpuTimes.push_back(cpuMs);
            leastCpuTimes.push_back(leastCpuMs);
        }
        if (printFrameTimes)
            std::fprintf(stderr, "FT f%d %dx%d cards %zu cpu %.2f ms wall %.2f ms\n", i, scene.image.cols, scene.image.rows,
                         scene.cards.size(), cpuMs, ms);
        byTable[tableKindName(scene.table)].add(scene, obs);
        (s.frameSize == timedSize ? totalTimed : total1080).add(scene, obs);
        if (showBreakdown) {
            tally(scene, obs, scanner, i);
            tallyClips(scene, obs, i);
            timeClipStage(scene, obs);
        }
    }
    for (auto* series : {&times, &cpuTimes, &leastCpuTimes}) {
        if (series->empty() || (series == &leastCpuTimes && repeats == 1)) continue;
        std::sort(series->begin(), series->end());
        const double median = (*series)[series->size() / 2];
        const double p95 = (*series)[std::min(series->size() - 1, static_cast<std::size_t>(series->size() * 0.95))];
        const QString what = series == &times ? QStringLiteral("wall")
                             : series == &cpuTimes ? QStringLiteral("CPU")
                                                   : QStringLiteral("least CPU (of %1 scans each)").arg(repeats);
        std::printf("scan %s time, %dx%d frames with 8-10 cards, 1 thread: median %.1f ms, p95 %.1f ms (%zu frames)\n",
                    qPrintable(what), timedSize.width, timedSize.height, median, p95, series->size());
    }
    std::printf("decks: %s\n", qPrintable(deckSet));
    std::printf("%dx%d: %s\n", timedSize.width, timedSize.height, qPrintable(totalTimed.summary()));
    if (!oneSize) std::printf("1920x1080: %s\n", qPrintable(total1080.summary()));
    for (const auto& [table, score] : byTable) std::printf("table %s: %s\n", qPrintable(table), qPrintable(score.summary()));
    SceneScore all = totalTimed;
    all.add(total1080);
    std::printf("all: %s\n", qPrintable(all.summary()));
    if (showBreakdown) {
        std::printf("if the unknown threshold were:");
        for (double threshold = 0.5; threshold < 0.96; threshold += 0.05) {
            int right = 0, wrong = 0;
            for (const auto& [confidence, isRight] : readings)
                if (confidence >= threshold) ++(isRight ? right : wrong);
            std::printf("  %.2f: %d right %d wrong", threshold, right, wrong);
        }
        std::printf("\n");
    }
    for (const auto& [key, o] : breakdown)
        std::printf("%-28s cards %4d  missed %5.1f%%  unknown %5.1f%%  wrong %4.1f%%\n", qPrintable(key), o.total,
                    100.0 * o.missed / o.total, 100.0 * o.unknown / o.total, 100.0 * o.wrong / o.total);
    for (const QString& line : namedSpurious) std::printf("spurious card named %s\n", qPrintable(line));
    for (const auto& [key, count] : clipBreakdown) std::printf("%-40s %4d\n", qPrintable(key), count);
    if (!clipStageMs.empty()) {
        std::sort(clipStageMs.begin(), clipStageMs.end());
        std::printf("clip stage CPU time, 1280x720 frames: median %.2f ms\n", clipStageMs[clipStageMs.size() / 2]);
    }
    if (framesObservedDifferently > 0) {
        std::fprintf(stderr, "bench-vision: %d frames observed differently when scanned again\n", framesObservedDifferently);
        return 1;
    }
    return 0;
}
