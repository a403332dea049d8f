// Clip detector: colour naming after white balance, and clips found on the right card edge.
#include "ClipDetector.h"

#include <QTest>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <functional>

using namespace encarde::vision;

Q_DECLARE_METATYPE(encarde::vision::ClipColour)
Q_DECLARE_METATYPE(cv::Scalar)

namespace {
// A card face (white, a black "index" near its top-left corner) with a clip tab across its
// right edge, under a light that multiplies each channel by `cast`.
cv::Mat cardWithClip(cv::Scalar paint, cv::Vec3d cast, Quad& card, cv::Point2f& clipCentre) {
    cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
    card = {cv::Point2f(250, 120), cv::Point2f(450, 120), cv::Point2f(450, 400), cv::Point2f(250, 400)};
    cv::rectangle(image, cv::Rect(250, 120, 200, 280), cv::Scalar(240, 240, 240), cv::FILLED);
    cv::putText(image, "7", cv::Point(262, 160), cv::FONT_HERSHEY_SIMPLEX, 1.2, cv::Scalar(20, 20, 20), 3);
    // The tab: 36 px along the edge, 28 px onto the card, 16 px beyond it.
    cv::rectangle(image, cv::Rect(422, 242, 44, 36), paint, cv::FILLED);
    clipCentre = cv::Point2f(444, 260);
    for (int y = 0; y < image.rows; ++y)
        for (int x = 0; x < image.cols; ++x)
            for (int c = 0; c < 3; ++c)
                image.at<cv::Vec3b>(y, x)[c] = cv::saturate_cast<uchar>(image.at<cv::Vec3b>(y, x)[c] * cast[c]);
    return image;
}

SeenCard cardAt(cv::Rect r) {
    SeenCard seen;
    seen.corners = {cv::Point2f(r.x, r.y), cv::Point2f(r.x + r.width, r.y), cv::Point2f(r.x + r.width, r.y + r.height),
                    cv::Point2f(r.x, r.y + r.height)};
    return seen;
}

// A white card face with a thin grey frame printed round `frame` inside it, and (a court card) a
// picture filling the frame.
void framedCard(cv::Mat& image, cv::Rect card, cv::Rect frame, bool picture = false) {
    cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
    if (picture) cv::rectangle(image, frame, cv::Scalar(60, 70, 170), cv::FILLED);
    cv::rectangle(image, frame, cv::Scalar(120, 120, 120), 2);
}

// Two cards of a laid-out hand: the right one lies on the left one's right part and casts a thin
// shadow onto it, as a card lying on another does. `printOnLower` draws on the lower card's face
// before the upper card is laid on it; the upper card's left edge lies at `upperX`.
cv::Mat handOfTwo(cv::Rect& lower, cv::Rect& upper, const std::function<void(cv::Mat&)>& printOnLower = {}, int upperX = 350) {
    cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
    lower = cv::Rect(200, 150, 200, 280);
    upper = cv::Rect(upperX, 156, 200, 280);
    cv::rectangle(image, lower, cv::Scalar(238, 238, 238), cv::FILLED);
    cv::putText(image, "5", cv::Point(210, 185), cv::FONT_HERSHEY_SIMPLEX, 1.0, cv::Scalar(20, 20, 20), 2);
    if (printOnLower) printOnLower(image);
    // (A shadow darkens what lies under it: a pip in it stays darker than the face round it.)
    image(cv::Rect(upper.x - 5, upper.y + 2, upper.width, upper.height)) *= 0.5;
    cv::rectangle(image, upper, cv::Scalar(240, 240, 240), cv::FILLED);
    cv::putText(image, "9", cv::Point(360, 191), cv::FONT_HERSHEY_SIMPLEX, 1.0, cv::Scalar(20, 20, 20), 2);
    return image;
}
// The outline of a 160 x 224 card at (250, 120) as found round a tab near the top of its right
// edge: its top right corner 22 px out, its right side leaning from there to the card's bottom
// right corner.
SeenCard outlineDrawnRoundATab() {
    SeenCard seen;
    seen.corners = {cv::Point2f(250, 120), cv::Point2f(432, 120), cv::Point2f(410, 344), cv::Point2f(250, 344)};
    return seen;
}
}  // namespace

class TestClipDetector : public QObject {
    Q_OBJECT
private slots:
    void namesBalancedColours_data() {
        QTest::addColumn<cv::Vec3f>("bgr");
        QTest::addColumn<ClipColour>("expected");
        // Hues (degrees) worked out from max/min channels: H = 60 * (G - B) / (max - min) for red max, etc.
        QTest::newRow("red, H 358") << cv::Vec3f(35, 30, 205) << ClipColour::Red;
        QTest::newRow("orange, H 27") << cv::Vec3f(25, 125, 245) << ClipColour::Orange;
        QTest::newRow("yellow, H 51") << cv::Vec3f(40, 215, 245) << ClipColour::Yellow;
        QTest::newRow("green, H 130") << cv::Vec3f(60, 160, 40) << ClipColour::Green;
        QTest::newRow("blue, H 219") << cv::Vec3f(205, 90, 30) << ClipColour::Blue;
        QTest::newRow("purple, H 283") << cv::Vec3f(150, 45, 120) << ClipColour::Purple;
        QTest::newRow("pink, H 330") << cv::Vec3f(185, 125, 245) << ClipColour::Pink;
        QTest::newRow("light red is pink, S 0.45") << cv::Vec3f(130, 130, 235) << ClipColour::Pink;
        QTest::newRow("black, V 0.11") << cv::Vec3f(28, 26, 26) << ClipColour::Black;
        QTest::newRow("grey is no clip colour, S 0") << cv::Vec3f(150, 150, 150) << ClipColour::Unknown;
        QTest::newRow("between red and orange, H 15") << cv::Vec3f(30, 80, 230) << ClipColour::Unknown;
        // Thin wires blurred with the face and the table drift in hue and saturation.
        QTest::newRow("pale red wire is red, H 354 S 0.53") << cv::Vec3f(108, 97, 207) << ClipColour::Red;
        QTest::newRow("yellow towards orange, H 41") << cv::Vec3f(46, 172, 230) << ClipColour::Yellow;
        QTest::newRow("purple towards blue, H 260") << cv::Vec3f(180, 80, 113) << ClipColour::Purple;
        QTest::newRow("between blue and purple, H 248") << cv::Vec3f(180, 80, 93) << ClipColour::Unknown;
        QTest::newRow("olive is no yellow, H 55 V 0.40") << cv::Vec3f(40, 97, 102) << ClipColour::Unknown;
        // Where purple and pink meet (298-312), purple is the dark paint and pink the light one,
        // in glare too, which turns pink towards purple.
        QTest::newRow("purple towards pink, H 306 V 0.63") << cv::Vec3f(152, 80, 160) << ClipColour::Purple;
        QTest::newRow("pink towards purple, H 311 V 0.90") << cv::Vec3f(215.33f, 150, 230) << ClipColour::Pink;
        QTest::newRow("pink in glare, H 302 V 0.92") << cv::Vec3f(232.3f, 152.75f, 235) << ClipColour::Pink;
        QTest::newRow("neither dark nor light there, H 305 V 0.72") << cv::Vec3f(175.95f, 91.8f, 183.6f) << ClipColour::Unknown;
        // A thin pink wire is paler than any other colour's: pink keeps its hue under 0.28 saturation.
        QTest::newRow("pale pink wire, H 326 S 0.25 V 0.80") << cv::Vec3f(181.9f, 153, 204) << ClipColour::Pink;
        QTest::newRow("as pale in purple's hue is no colour, H 270 S 0.25") << cv::Vec3f(200, 150, 175) << ClipColour::Unknown;
        // From where purple and pink meet (298) pale and light is pink: a pink wire in glare.
        QTest::newRow("pale pink wire in glare, H 301 S 0.28 V 0.92") << cv::Vec3f(234, 170, 235) << ClipColour::Pink;
        QTest::newRow("pale pink wire in glare, H 305 S 0.25 V 0.92") << cv::Vec3f(230, 176, 235) << ClipColour::Pink;
        QTest::newRow("as pale just short of that, H 297 S 0.25 V 0.86") << cv::Vec3f(220, 165, 217.25f) << ClipColour::Unknown;
        QTest::newRow("as pale and dark is black, S 0.26 V 0.38") << cv::Vec3f(97, 72, 85) << ClipColour::Black;
    }
    void namesBalancedColours() {
        QFETCH(cv::Vec3f, bgr);
        QFETCH(ClipColour, expected);
        QCOMPARE(nameBalancedColour(bgr), expected);
    }
    void namesColoursOnAFaceCutOff_data() {
        QTest::addColumn<cv::Vec3f>("bgr");
        QTest::addColumn<ClipColour>("cutOff");
        QTest::addColumn<ClipColour>("notCutOff");
        // With red at the camera's top the hue is seen too high: orange reaches up to 46 degrees.
        QTest::newRow("H 44") << cv::Vec3f(36, 183, 235) << ClipColour::Orange << ClipColour::Yellow;
        QTest::newRow("H 39") << cv::Vec3f(30, 165, 235) << ClipColour::Orange << ClipColour::Unknown;
        QTest::newRow("H 48") << cv::Vec3f(28, 196, 235) << ClipColour::Yellow << ClipColour::Yellow;
        QTest::newRow("H 27") << cv::Vec3f(25, 125, 245) << ClipColour::Orange << ClipColour::Orange;
        QTest::newRow("H 15, between red and orange") << cv::Vec3f(30, 80, 230) << ClipColour::Unknown << ClipColour::Unknown;
        QTest::newRow("H 358") << cv::Vec3f(35, 30, 205) << ClipColour::Red << ClipColour::Red;
        // On a face cut off at the top a pink clip is paler: pink down to 0.12 saturated.
        QTest::newRow("H 300 S 0.15 V 0.92") << cv::Vec3f(235, 200, 235) << ClipColour::Pink << ClipColour::Unknown;
        QTest::newRow("H 320 S 0.13 V 0.92") << cv::Vec3f(225, 205, 235) << ClipColour::Pink << ClipColour::Unknown;
        QTest::newRow("paler still, H 300 S 0.10") << cv::Vec3f(235, 211.5f, 235) << ClipColour::Unknown << ClipColour::Unknown;
        QTest::newRow("as pale in purple's hue, H 270 S 0.15") << cv::Vec3f(235, 200, 217.5f) << ClipColour::Unknown << ClipColour::Unknown;
    }
    void namesColoursOnAFaceCutOff() {
        QFETCH(cv::Vec3f, bgr);
        QFETCH(ClipColour, cutOff);
        QFETCH(ClipColour, notCutOff);
        // The same balanced colour on a face the camera saw at 255 (cut off; the colour's red,
        // 235 balanced, was at 255 too) and on one seen at 240 (its red was at 240).
        QCOMPARE(nameBalancedColour(bgr, cv::Vec3f(255, 255, 255)), cutOff);
        QCOMPARE(nameBalancedColour(bgr, cv::Vec3f(240, 240, 240)), notCutOff);
        QCOMPARE(nameBalancedColour(bgr), notCutOff);
    }
    void findsClipUnderColouredLight_data() {
        QTest::addColumn<cv::Scalar>("paint");
        QTest::addColumn<cv::Vec3d>("cast");
        QTest::addColumn<ClipColour>("expected");
        QTest::newRow("blue, neutral light") << cv::Scalar(205, 90, 30) << cv::Vec3d(1, 1, 1) << ClipColour::Blue;
        QTest::newRow("yellow, warm light") << cv::Scalar(40, 215, 245) << cv::Vec3d(0.8, 0.95, 1.0) << ClipColour::Yellow;
        QTest::newRow("green, cool light") << cv::Scalar(60, 160, 40) << cv::Vec3d(1.0, 0.95, 0.8) << ClipColour::Green;
        QTest::newRow("pink, warm light") << cv::Scalar(185, 125, 245) << cv::Vec3d(0.85, 0.95, 1.0) << ClipColour::Pink;
        QTest::newRow("black, dim light") << cv::Scalar(28, 26, 26) << cv::Vec3d(0.7, 0.7, 0.7) << ClipColour::Black;
        // Too bright: the face's white and the orange's red are cut off at 255, the orange's
        // green not, so its hue is seen at 38 and 41 degrees (and yellow's at 60).
        QTest::newRow("orange, 1.4 times too bright") << cv::Scalar(25, 125, 245) << cv::Vec3d(1.4, 1.4, 1.4) << ClipColour::Orange;
        QTest::newRow("orange, 1.5 times too bright") << cv::Scalar(25, 125, 245) << cv::Vec3d(1.5, 1.5, 1.5) << ClipColour::Orange;
        QTest::newRow("yellow, 1.4 times too bright") << cv::Scalar(40, 215, 245) << cv::Vec3d(1.4, 1.4, 1.4) << ClipColour::Yellow;
        // A pale pink tab 1.4 times too bright: (255, 218, 255) on a face cut off at 255, 0.15
        // saturated after balancing.
        QTest::newRow("pale pink, 1.4 times too bright") << cv::Scalar(183, 156, 183) << cv::Vec3d(1.4, 1.4, 1.4) << ClipColour::Pink;
    }
    void findsClipUnderColouredLight() {
        QFETCH(cv::Scalar, paint);
        QFETCH(cv::Vec3d, cast);
        QFETCH(ClipColour, expected);
        Quad card;
        cv::Point2f centre;
        const cv::Mat image = cardWithClip(paint, cast, card, centre);
        SeenCard other;
        other.corners = {cv::Point2f(550, 120), cv::Point2f(750, 120), cv::Point2f(750, 400), cv::Point2f(550, 400)};
        SeenCard seen;
        seen.corners = card;
        const std::vector<SeenClip> clips = findClips(image, {other, seen});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, expected);
        QCOMPARE(clips[0].cardIndex, 1);
        QVERIFY(cv::norm(clips[0].at - centre) < 20);
    }
    void clipOnTheEdgeOfTheCardOnTopIsThatCards_data() {
        QTest::addColumn<bool>("lowerFoundWhole");
        // The finder traces a covered card as far as it shows, or (a court card) at full size.
        QTest::newRow("lower card found as far as it shows") << false;
        QTest::newRow("lower card found whole") << true;
    }
    void clipOnTheEdgeOfTheCardOnTopIsThatCards() {
        QFETCH(bool, lowerFoundWhole);
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper);
        // A tab clipped onto the upper card's left edge: 28 px onto it, 14 px beyond it, over
        // the lower card's face.
        cv::rectangle(image, cv::Rect(upper.x - 14, 280, 42, 36), cv::Scalar(205, 90, 30), cv::FILLED);
        const cv::Rect lowerFound = lowerFoundWhole ? lower : cv::Rect(lower.x, lower.y, upper.x + 2 - lower.x, lower.height);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(lowerFound), cardAt(upper)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].cardIndex, 1);
        QCOMPARE(clips[0].colour, ClipColour::Blue);
    }
    void tabStickingOutOverTheLowerCardIsTheTopCards_data() {
        QTest::addColumn<bool>("stripRead");
        QTest::addColumn<bool>("topRead");
        QTest::addColumn<bool>("topTurned");
        QTest::addColumn<int>("topFoundWidth");
        // The top card meets the strip at a side beside its read index (a hand fanned one way).
        QTest::newRow("top card's side beside its index") << true << true << false << 200;
        // ... even where a third card covers the top card's far part, so that it is found
        // narrower than the strip beneath it.
        QTest::newRow("top card itself covered further on") << true << true << false << 120;
        // ... and whether or not the strip was read (an unread outline's corners say nothing of
        // where its index is).
        QTest::newRow("strip not read, top card covered further on") << false << true << false << 120;
        // The top card's index read at its far corner: neither side is beside an index, and the
        // strip, shorter across than a card, is the card beneath.
        QTest::newRow("top card turned the other way") << true << true << true << 200;
        QTest::newRow("neither card read") << false << false << false << 200;
    }
    void tabStickingOutOverTheLowerCardIsTheTopCards() {
        // A tab clipped onto the top card's left edge, 14 px onto it and 26 px beyond, over the
        // lower card's strip (found as far as it shows, up to the top card's shadow): seen from
        // the strip, it reaches farther onto the strip than onto the card it holds. A tab there
        // on the lower card would be hidden past the top card's edge, so it is the top card's.
        QFETCH(bool, stripRead);
        QFETCH(bool, topRead);
        QFETCH(bool, topTurned);
        QFETCH(int, topFoundWidth);
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper);
        cv::rectangle(image, cv::Rect(upper.x - 26, 280, 40, 36), cv::Scalar(205, 90, 30), cv::FILLED);
        SeenCard strip = cardAt(cv::Rect(lower.x, lower.y, upper.x - 5 - lower.x, lower.height));
        SeenCard top = cardAt(cv::Rect(upper.x, upper.y, topFoundWidth, upper.height));
        if (topTurned) std::rotate(top.corners.begin(), top.corners.begin() + 2, top.corners.end());
        if (stripRead) strip.card = encarde::parseCard("5S");
        if (topRead) top.card = encarde::parseCard("9S");
        const std::vector<SeenClip> clips = findClips(image, {strip, top});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].cardIndex, 1);
        QCOMPARE(clips[0].colour, ClipColour::Blue);
    }
    void clipOnTheLowerCardIsThatCards() {
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper);
        // A tab on the lower card's bottom edge, on its uncovered part, next to the upper card.
        cv::rectangle(image, cv::Rect(290, lower.y + lower.height - 28, 36, 42), cv::Scalar(40, 215, 245), cv::FILLED);
        const cv::Rect lowerFound(lower.x, lower.y, upper.x + 2 - lower.x, lower.height);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(lowerFound), cardAt(upper)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].cardIndex, 0);
        QCOMPARE(clips[0].colour, ClipColour::Yellow);
    }
    void pipWhereTheCardOnTopBeginsIsNoClip_data() {
        QTest::addColumn<cv::Scalar>("pip");
        QTest::newRow("black pip") << cv::Scalar(20, 20, 20);
        QTest::newRow("red pip") << cv::Scalar(30, 30, 200);
    }
    void pipWhereTheCardOnTopBeginsIsNoClip() {
        // The lower card found as far as it shows: its outline ends where the upper card's shadow
        // begins. A pip printed on it just there, half under the upper card, crosses that outline
        // with the dark shadow beyond it, as a clip's colour would; but it does not show on the
        // upper card's face.
        QFETCH(cv::Scalar, pip);
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper, [&](cv::Mat& m) { cv::circle(m, cv::Point(342, 300), 16, pip, cv::FILLED); });
        // The upper card's printed outline, and a camera's softness.
        cv::rectangle(image, upper, cv::Scalar(90, 90, 90), 1);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const cv::Rect lowerFound(lower.x, lower.y, upper.x - 5 - lower.x, lower.height);
        QVERIFY(findClips(image, {cardAt(lowerFound), cardAt(upper)}).empty());
    }
    void tabOnANumberCardWhereTheCardOnTopBeginsIsAClip_data() {
        QTest::addColumn<QString>("lowerCard");  // as read; empty: unknown
        QTest::addColumn<cv::Scalar>("paint");
        QTest::addColumn<int>("clips");
        // A number card prints in its suit's ink only: a green run on the five of clubs is a tab.
        QTest::newRow("green tab on the five of clubs") << QStringLiteral("5C") << cv::Scalar(60, 160, 40) << 1;
        QTest::newRow("red tab on the five of clubs") << QStringLiteral("5C") << cv::Scalar(30, 30, 200) << 1;
        // What the card's own ink may be stays print: red on a heart, anything on a card unread.
        QTest::newRow("red on the five of hearts") << QStringLiteral("5H") << cv::Scalar(30, 30, 200) << 0;
        QTest::newRow("green on a card unread") << QString() << cv::Scalar(60, 160, 40) << 0;
    }
    void tabOnANumberCardWhereTheCardOnTopBeginsIsAClip() {
        // A tab clipped on the lower card's strip just where the upper card begins, its far end
        // under the upper card: it crosses the strip's outline as a pip printed there does (the
        // shadow beyond it), and does not show on the upper card's face.
        QFETCH(QString, lowerCard);
        QFETCH(cv::Scalar, paint);
        QFETCH(int, clips);
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper, [&](cv::Mat& m) { cv::rectangle(m, cv::Rect(322, 282, 40, 34), paint, cv::FILLED); });
        cv::rectangle(image, upper, cv::Scalar(90, 90, 90), 1);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const cv::Rect lowerFound(lower.x, lower.y, upper.x - 5 - lower.x, lower.height);
        SeenCard strip = cardAt(lowerFound), top = cardAt(upper);
        if (!lowerCard.isEmpty()) strip.card = encarde::parseCard(lowerCard.toStdString());
        top.card = encarde::parseCard("9S");
        const std::vector<SeenClip> found = findClips(image, {strip, top});
        QCOMPARE(static_cast<int>(found.size()), clips);
        if (clips == 1) QCOMPARE(found[0].cardIndex, 0);
    }
    void tabAcrossWhereTheCardOnTopBeginsIsStillAClip() {
        // A tab across the upper card's left edge, reaching well onto the lower card's last
        // visible stretch: seen from both outlines, and reported once.
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper);
        cv::rectangle(image, cv::Rect(upper.x - 30, 280, 40, 36), cv::Scalar(60, 160, 40), cv::FILLED);
        const cv::Rect lowerFound(lower.x, lower.y, upper.x - 5 - lower.x, lower.height);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(lowerFound), cardAt(upper)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Green);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(upper.x - 5, 298)) < 16);
    }
    void clipSeenFromANarrowStripIsReportedOnce() {
        // The upper card covers all but a 57 px strip of the lower one. A tab across the upper
        // card's left edge is seen from both outlines, about 10 px apart: further than a small
        // share of the strip's width, but one clip (two clips lie at least a tab's length apart).
        cv::Rect lower, upper;
        cv::Mat image = handOfTwo(lower, upper, {}, 262);
        cv::rectangle(image, cv::Rect(upper.x - 10, 280, 50, 36), cv::Scalar(185, 125, 245), cv::FILLED);
        const cv::Rect lowerFound(lower.x, lower.y, upper.x - 5 - lower.x, lower.height);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(lowerFound), cardAt(upper)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Pink);
    }
    void clipFacingANeighbourAcrossAGapIsSeen() {
        // Two cards side by side, 6 px apart; a tab on the left card's right edge sticks out
        // 12 px, across the gap and onto the right card. It runs along the right card's edge as
        // print on a covered card's strip would, but its colour shows on the right card's face.
        // (One that stops short of the neighbour's face cannot be told from such print, and is
        // not reported.)
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect left(150, 150, 200, 280), right(356, 150, 200, 280);
        cv::rectangle(image, left, cv::Scalar(240, 240, 240), cv::FILLED);
        cv::rectangle(image, right, cv::Scalar(240, 240, 240), cv::FILLED);
        cv::rectangle(image, cv::Rect(left.x + left.width - 28, 280, 40, 36), cv::Scalar(205, 90, 30), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(left), cardAt(right)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].cardIndex, 0);
        QCOMPARE(clips[0].colour, ClipColour::Blue);
    }
    void aClipAcrossTheEdgeOfACardOutlinedAtItsFrameIsSeen_data() {
        QTest::addColumn<bool>("doubleBorder");
        QTest::newRow("one printed frame") << false;
        // A second line printed in the margin, 8 px inside the edge (a double border).
        QTest::newRow("double border") << true;
    }
    // A card with a thin grey frame printed 16 px inside its edges (as kde-jolly-royal's number
    // cards have), found along that frame: its white margin lies beyond the outline. A tab across
    // the card's real edge, 14 px onto it and 16 px beyond, stops short of the outline. The
    // clips are looked for at the card's real edge, and the tab is seen.
    void aClipAcrossTheEdgeOfACardOutlinedAtItsFrameIsSeen() {
        QFETCH(bool, doubleBorder);
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect card(250, 120, 200, 280), frame(266, 136, 168, 248);
        framedCard(image, card, frame);
        if (doubleBorder) cv::rectangle(image, cv::Rect(258, 128, 184, 264), cv::Scalar(90, 90, 90), 2);
        cv::rectangle(image, cv::Rect(332, 104, 36, 30), cv::Scalar(150, 45, 120), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(frame)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Purple);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(350, 122)) < 12);
    }
    // A court card whose picture fills a frame printed 16 px inside its edges, found with its top
    // edge along a line 6 px inside the picture (the finder can outline a picture's own shapes),
    // its other edges on the card's: beyond the top edge the picture goes on, then the white
    // margin, before the tab across the card's real edge. That edge is moved out past the picture
    // to the face's end, and the tab is seen.
    void aClipAcrossTheEdgeOfACardOutlinedInsideItsPictureIsSeen() {
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect card(250, 120, 200, 280), frame(266, 136, 168, 248), outline(250, 142, 200, 258);
        framedCard(image, card, frame, true);
        cv::rectangle(image, cv::Rect(332, 104, 36, 30), cv::Scalar(150, 45, 120), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(outline)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Purple);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(350, 122)) < 12);
    }
    // Two framed cards side by side, touching, each outlined at its own edges; the right one a
    // court card, its picture filling its frame. Beyond the left card's right edge the face goes
    // on (the right card's margin) and ends at the picture: as a framed card's margin would beyond
    // an outline along its frame, but it is another card's, and the edge stays. A tab on that
    // edge, 28 px onto the left card and 12 px onto the right one, is seen on the left card.
    void anEdgeAgainstAFramedNeighbourStaysWhereItIs() {
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect left(250, 120, 200, 280), right(450, 120, 200, 280);
        framedCard(image, left, cv::Rect(266, 136, 168, 248));
        framedCard(image, right, cv::Rect(466, 136, 168, 248), true);
        cv::rectangle(image, cv::Rect(422, 242, 40, 36), cv::Scalar(205, 90, 30), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(left), cardAt(right)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].cardIndex, 0);
        QCOMPARE(clips[0].colour, ClipColour::Blue);
    }
    void pictureOrPipReachingTheEdgeIsNoClip_data() {
        QTest::addColumn<int>("table");  // grey level of the table
        QTest::newRow("dark table") << 40;
        QTest::newRow("light table") << 190;
    }
    void pictureOrPipReachingTheEdgeIsNoClip() {
        QFETCH(int, table);
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(table, table, table));
        const cv::Rect card(250, 120, 200, 280);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A court picture in bands of colour running right up to the right edge ...
        const cv::Scalar bands[] = {cv::Scalar(30, 30, 200), cv::Scalar(200, 80, 30), cv::Scalar(40, 200, 230), cv::Scalar(30, 30, 30)};
        for (int i = 0; i < 8; ++i) cv::rectangle(image, cv::Rect(330, 200 + 14 * i, 120, 14), bands[i % 4], cv::FILLED);
        // ... and a pip cut by the left edge.
        cv::circle(image, cv::Point(card.x + 6, 300), 18, cv::Scalar(30, 30, 200), cv::FILLED);
        cv::rectangle(image, cv::Rect(0, 0, card.x, image.rows), cv::Scalar(table, table, table), cv::FILLED);
        QVERIFY(findClips(image, {cardAt(card)}).empty());
    }
    void bareWireClipIsSeenWithItsColour_data() {
        QTest::addColumn<cv::Scalar>("paint");
        QTest::addColumn<ClipColour>("expected");
        QTest::newRow("blue coated wire") << cv::Scalar(205, 90, 30) << ClipColour::Blue;
        QTest::newRow("pink coated wire") << cv::Scalar(185, 125, 245) << ClipColour::Pink;
        QTest::newRow("black coated wire") << cv::Scalar(28, 26, 26) << ClipColour::Black;
        // Bare steel is none of the eight colours: a clip, colour unknown (S1), never black.
        QTest::newRow("bare steel wire") << cv::Scalar(120, 120, 118) << ClipColour::Unknown;
    }
    void bareWireClipIsSeenWithItsColour() {
        QFETCH(cv::Scalar, paint);
        QFETCH(ClipColour, expected);
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect card(250, 120, 120, 168);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A paper clip with no tab: a loop of wire 2 px thick, 14 px along the bottom edge, 12 px
        // onto the card and 6 px beyond it, softened as a camera sees it.
        const int edge = card.y + card.height;
        cv::rectangle(image, cv::Rect(300, edge - 12, 14, 18), paint, 2, cv::LINE_AA);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(card)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, expected);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(307, edge)) < 12);
    }
    void blackWireNearTheEndOfAnEdgeOnADarkTableIsSeen() {
        // A card as big as the canonical face, so an edge's positions are the picture's pixels.
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(24, 22, 20));
        const cv::Rect card(250, 120, 160, 224);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A black wire loop across the bottom edge just past the fifth of it left alone at its
        // end (kEndSkip: 32 px), on a table nearly as dark as the wire: beyond the edge the clip
        // does not stand out, so only the plain face on both sides of it tells it from a dark
        // part of a picture.
        const int edge = card.y + card.height;
        cv::rectangle(image, cv::Rect(card.x + 36, edge - 12, 14, 18), cv::Scalar(28, 26, 26), 2, cv::LINE_AA);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(card)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Black);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(card.x + 43, edge)) < 12);
    }
    void clipNearACornerOfAnOutlineDrawnRoundItIsSeen_data() {
        QTest::addColumn<cv::Scalar>("table");
        QTest::newRow("dark table") << cv::Scalar(45, 40, 35);
        // A table nearly as pale as the face: (172, 180, 186) balanced to the face's white is no
        // darker than 150 and all but colourless, as plain face is. Looked at again with face no
        // darker than kLeastFaceOverPaleTable, the table inside the outline shows. (Without that
        // second look, the tab was lost.)
        QTest::newRow("pale table") << cv::Scalar(172, 180, 186);
    }
    void clipNearACornerOfAnOutlineDrawnRoundItIsSeen() {
        // A card as big as the canonical face (160 x 224), a yellow tab across its right edge a
        // little below the fifth of it left alone at the top (kEndSkip). The card's outline was
        // drawn round the tab: its top right corner lies 22 px out, and the right side leans from
        // there to the card's bottom right corner, passing beyond the tab's far end, so the tab
        // lies inside the outline and crosses none of its edges. Moved in onto the face where the
        // table lies inside it, the right edge crosses the tab.
        QFETCH(cv::Scalar, table);
        cv::Mat image(600, 800, CV_8UC3, table);
        const cv::Rect card(250, 120, 160, 224);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        cv::rectangle(image, cv::Rect(396, 168, 27, 30), cv::Scalar(30, 190, 225), cv::FILLED);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const std::vector<SeenClip> clips = findClips(image, {outlineDrawnRoundATab()});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Yellow);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(410, 183)) < 12);
    }
    void plainCardWhoseOutlineLeansOverAPaleTableHasNoClip() {
        // The outline of clipNearACornerOfAnOutlineDrawnRoundItIsSeen, round nothing: moving its
        // edge in onto the face finds no clip there, nor does the pale table inside the outline
        // pass for one.
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(172, 180, 186));
        const cv::Rect card(250, 120, 160, 224);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        QVERIFY(findClips(image, {outlineDrawnRoundATab()}).empty());
    }
    void wideBareWireClipIsOneClip() {
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect card(250, 120, 120, 168);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A large paper clip (12 mm across a 63 mm card: 23 px of 120) with no tab: its two wires
        // cross the edge 19 px apart, each only a few pixels wide.
        const int edge = card.y + card.height;
        cv::rectangle(image, cv::Rect(300, edge - 12, 23, 18), cv::Scalar(205, 90, 30), 2, cv::LINE_AA);
        cv::GaussianBlur(image, image, cv::Size(3, 3), 0.8);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(card)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Blue);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(311, edge)) < 12);
    }
    void wireOnASmallCardReachesOntoIt_data() {
        QTest::addColumn<cv::Scalar>("paint");
        QTest::addColumn<ClipColour>("expected");
        QTest::addColumn<double>("blur");
        QTest::newRow("orange") << cv::Scalar(40, 125, 215) << ClipColour::Orange << 0.7;
        QTest::newRow("green") << cv::Scalar(60, 150, 40) << ClipColour::Green << 0.7;
        QTest::newRow("green, blurred more") << cv::Scalar(60, 150, 40) << ClipColour::Green << 1.0;
        QTest::newRow("red") << cv::Scalar(40, 40, 200) << ClipColour::Red << 0.7;
        QTest::newRow("red, blurred more") << cv::Scalar(40, 40, 200) << ClipColour::Red << 1.0;
        QTest::newRow("blue") << cv::Scalar(205, 90, 30) << ClipColour::Blue << 0.7;
    }
    void wireOnASmallCardReachesOntoIt() {
        QFETCH(cv::Scalar, paint);
        QFETCH(ClipColour, expected);
        QFETCH(double, blur);
        // A card 72 px wide (each picture pixel more than two canonical ones): a wire loop 2 px
        // thick and 10 px wide across its top edge, 11 px onto the card and 5 beyond it, the whole
        // picture half a pixel off the pixel grid and softened as a camera sees it. The wires'
        // blurred sides are half of what is marked along the edge; the reach onto the card was
        // sampled at the nearest pixel, half a pixel off, saw mostly those paler sides, and the
        // loop reached nothing.
        cv::Mat drawn(400, 500, CV_8UC3, cv::Scalar(150, 135, 120));
        const cv::Rect card(200, 140, 72, 100);
        cv::rectangle(drawn, card, cv::Scalar(236, 236, 236), cv::FILLED);
        cv::rectangle(drawn, cv::Rect(231, card.y - 5, 10, 16), paint, 2, cv::LINE_AA);
        constexpr float kShift = 0.5f;
        cv::Mat image;
        cv::warpAffine(drawn, image, cv::Matx23d(1, 0, kShift, 0, 1, 0), drawn.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        cv::GaussianBlur(image, image, cv::Size(0, 0), blur);
        SeenCard seen = cardAt(card);
        for (cv::Point2f& corner : seen.corners) corner.x += kShift;
        const std::vector<SeenClip> clips = findClips(image, {seen});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, expected);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(236 + kShift, card.y)) < 10);
    }
    void blackWireLoopWithATintIsOneClip() {
        // A card as big as the canonical face, so the wire's pixels are the strip's.
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(100, 98, 94));
        const cv::Rect card(250, 120, 160, 224);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A large black paper clip across the bottom edge, as a camera saw one on a grey table:
        // black with a little of the table's blue in it, which near black is a large share of
        // saturation, and greyer where each wire blurs into the face. Each of its two wires is
        // 7 px wide, narrower than a clip, and they cross the edge 20 px apart; from 14 px onto
        // the card to 6 px beyond the edge.
        const int edge = card.y + card.height;
        const auto wire = [&](int x) {
            const std::array<cv::Scalar, 7> across = {cv::Scalar(101, 85, 82), cv::Scalar(35, 15, 13), cv::Scalar(35, 15, 13),
                                                      cv::Scalar(35, 15, 13),   cv::Scalar(35, 15, 13), cv::Scalar(35, 15, 13),
                                                      cv::Scalar(63, 47, 39)};
            for (int i = 0; i < 7; ++i) cv::rectangle(image, cv::Rect(x + i, edge - 14, 1, 20), across[static_cast<std::size_t>(i)], cv::FILLED);
        };
        wire(300);
        wire(320);
        cv::rectangle(image, cv::Rect(300, edge + 4, 27, 2), cv::Scalar(35, 15, 13), cv::FILLED);
        cv::rectangle(image, cv::Rect(300, edge - 14, 27, 2), cv::Scalar(35, 15, 13), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(card)});
        QCOMPARE(static_cast<int>(clips.size()), 1);
        QCOMPARE(clips[0].colour, ClipColour::Black);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(313, edge)) < 12);
    }
    void neighbouringClipsKeepTheirOwnColours() {
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        const cv::Rect card(250, 120, 200, 280);
        cv::rectangle(image, card, cv::Scalar(240, 240, 240), cv::FILLED);
        // A pink and a black tab across the bottom edge, 14 px apart: two clips, not one run.
        const int edge = card.y + card.height;
        cv::rectangle(image, cv::Rect(300, edge - 28, 36, 42), cv::Scalar(185, 125, 245), cv::FILLED);
        cv::rectangle(image, cv::Rect(350, edge - 28, 36, 42), cv::Scalar(28, 26, 26), cv::FILLED);
        const std::vector<SeenClip> clips = findClips(image, {cardAt(card)});
        QCOMPARE(static_cast<int>(clips.size()), 2);
        QCOMPARE(clips[0].colour, ClipColour::Pink);  // (clips of a card are listed left to right)
        QCOMPARE(clips[1].colour, ClipColour::Black);
        QVERIFY(cv::norm(clips[0].at - cv::Point2f(318, edge)) < 12);
        QVERIFY(cv::norm(clips[1].at - cv::Point2f(368, edge)) < 12);
    }
    void indexGlyphsAreNotClips() {
        cv::Mat image(600, 800, CV_8UC3, cv::Scalar(45, 40, 35));
        cv::rectangle(image, cv::Rect(250, 120, 200, 280), cv::Scalar(240, 240, 240), cv::FILLED);
        cv::putText(image, "10", cv::Point(256, 160), cv::FONT_HERSHEY_SIMPLEX, 1.2, cv::Scalar(20, 20, 200), 3);
        cv::circle(image, cv::Point(350, 260), 30, cv::Scalar(20, 20, 200), cv::FILLED);  // a pip
        SeenCard seen;
        seen.corners = {cv::Point2f(250, 120), cv::Point2f(450, 120), cv::Point2f(450, 400), cv::Point2f(250, 400)};
        QVERIFY(findClips(image, {seen}).empty());
    }
};

QTEST_GUILESS_MAIN(TestClipDetector)
#include "test_clip_detector.moc"
