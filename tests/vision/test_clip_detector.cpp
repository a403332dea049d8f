// Clip detector: colour naming after white balance, and clips found on the right card edge.
#include "ClipDetector.h"

#include <QTest>

#include <opencv2/imgproc.hpp>

using namespace encarde::vision;

Q_DECLARE_METATYPE(encarde::vision::ClipColour)

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
}  // namespace

class TestClipDetector : public QObject {
    Q_OBJECT
private slots:
    void namesBalancedColours_data() {
        QTest::addColumn<cv::Vec3f>("bgr");
        QTest::addColumn<ClipColour>("expected");
        // Hues (degrees) worked out from max/min channels: H = 60 * (G - B) / (max - min) for red max, etc.
        QTest::newRow("red, H 1") << cv::Vec3f(35, 30, 205) << ClipColour::Red;
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
    }
    void namesBalancedColours() {
        QFETCH(cv::Vec3f, bgr);
        QFETCH(ClipColour, expected);
        QCOMPARE(nameBalancedColour(bgr), expected);
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
