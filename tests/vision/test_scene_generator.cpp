// Scene generator: deterministic for a seed, ground truth inside the frame, clips on their cards;
// the spoilings the bench and the tests lay over its frames.
#include "DeckLibrary.h"
#include "Degradation.h"
#include "SceneGenerator.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QTest>

#include <opencv2/imgproc.hpp>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;

class TestSceneGenerator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
        if (availableDecks().isEmpty()) QSKIP("no SVG decks installed (./test installs them)");
    }
    void decksAreFoundAndHeldOutOnesExcludedFromTraining() {
        const QList<DeckInfo> all = availableDecks();
        QVERIFY(all.size() >= 30);
        for (const DeckInfo& d : trainingDecks()) QVERIFY(!heldOutDeckNames().contains(d.name));
        QCOMPARE(decksNamed(heldOutDeckNames()).size(), heldOutDeckNames().size());
    }
    void sameSeedSameScene() {
        SceneGenerator a(decksNamed({QStringLiteral("kde-standard"), QStringLiteral("gnome-anglo")}));
        SceneGenerator b(decksNamed({QStringLiteral("kde-standard"), QStringLiteral("gnome-anglo")}));
        SceneSettings s;
        s.seed = 11;
        const Scene first = a.generate(s, 3), second = b.generate(s, 3);
        QCOMPARE(cv::norm(first.image, second.image, cv::NORM_INF), 0.0);
        QCOMPARE(sceneTruthJson(first, QStringLiteral("x.jpg")), sceneTruthJson(second, QStringLiteral("x.jpg")));
        const Scene other = a.generate(s, 4);
        QVERIFY(sceneTruthJson(other, QStringLiteral("x.jpg")) != sceneTruthJson(first, QStringLiteral("x.jpg")));
    }
    void truthLiesInTheFrame_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("1280x720") << 1280 << 720;
        QTest::newRow("1920x1080") << 1920 << 1080;
    }
    void truthLiesInTheFrame() {
        QFETCH(int, width);
        QFETCH(int, height);
        SceneGenerator g(decksNamed({QStringLiteral("kde-standard")}));
        SceneSettings s;
        s.seed = 5;
        s.frameSize = cv::Size(width, height);
        for (int i = 0; i < 4; ++i) {
            const Scene scene = g.generate(s, i);
            QCOMPARE(scene.image.cols, width);
            QCOMPARE(scene.image.rows, height);
            QVERIFY(!scene.cards.empty());
            QVERIFY(static_cast<int>(scene.cards.size()) <= s.maxCards);
            for (const SceneCard& c : scene.cards)
                for (const cv::Point2f& p : c.corners) QVERIFY(p.x >= 0 && p.y >= 0 && p.x < width && p.y < height);
            for (const SceneClip& clip : scene.clips) {
                QVERIFY(clip.cardIndex >= 0 && clip.cardIndex < static_cast<int>(scene.cards.size()));
                QVERIFY(clip.colour != ClipColour::Unknown);
                // The clip straddles an edge of its card: its centre is within a third of a card of the card.
                const SceneCard& card = scene.cards[static_cast<std::size_t>(clip.cardIndex)];
                QVERIFY(cv::pointPolygonTest(std::vector<cv::Point2f>(card.corners.begin(), card.corners.end()), clip.at, true) >
                        -shortSide(card.corners) / 3);
            }
            // Cards in a scene are distinct.
            for (std::size_t a = 0; a < scene.cards.size(); ++a)
                for (std::size_t b = a + 1; b < scene.cards.size(); ++b) QVERIFY(!(scene.cards[a].card == scene.cards[b].card));
            const QJsonObject truth = QJsonDocument::fromJson(sceneTruthJson(scene, QStringLiteral("s.jpg")).toUtf8()).object();
            QCOMPARE(truth.value(QStringLiteral("width")).toInt(), width);
        }
    }
    void aWarmLampTurnsWhiteOrange() {
        const std::optional<Degradation> warm = parseDegradation(QStringLiteral("warm:0.62"));
        QVERIFY(warm.has_value());
        QCOMPARE(warm->kind, Degradation::Warm);
        // A lamp takes blue away, never adds it: a share of 1 or more is no lamp.
        QVERIFY(!parseDegradation(QStringLiteral("warm:1.2")).has_value());
        QVERIFY(!parseDegradation(QStringLiteral("warm:1")).has_value());
        // White under the lamp: blue 255 x 0.62 = 158.1, green 255 x (1 - 0.4 x 0.38) = 216.2,
        // red untouched; a grey of 100 gives 62, 84.8 and 100.
        cv::Mat picture(2, 2, CV_8UC3, cv::Scalar(255, 255, 255));
        picture.at<cv::Vec3b>(1, 1) = cv::Vec3b(100, 100, 100);
        degrade(picture, *warm, 0);
        QCOMPARE(picture.at<cv::Vec3b>(0, 0), cv::Vec3b(158, 216, 255));
        QCOMPARE(picture.at<cv::Vec3b>(1, 1), cv::Vec3b(62, 85, 100));
    }
    void aWideLensDrawsWhatLiesOutTowardsTheCentre() {
        // On a 1280x720 frame the centre is (639.5, 359.5) and the half-diagonal 733.62 px. A point
        // the pinhole camera shows at (1150, 650) lies 0.80064 half-diagonals out; the r' with
        // r' (1 + 0.1 r'^2) = 0.80064 is 0.75722, so the lens shows it 0.94577 as far out along
        // the same line: at (1122.32, 634.25).
        const cv::Size frame(1280, 720);
        const cv::Point2f seen = lensSeenAt(frame, 0.1, {1150, 650});
        QVERIFY2(std::abs(seen.x - 1122.32f) < 0.05f && std::abs(seen.y - 634.25f) < 0.05f,
                 qPrintable(QStringLiteral("(%1, %2)").arg(seen.x).arg(seen.y)));
        const cv::Point2f back = lensShows(frame, 0.1, seen);
        QVERIFY(std::abs(back.x - 1150) < 0.01f && std::abs(back.y - 650) < 0.01f);
        QCOMPARE(lensSeenAt(frame, 0.1, {639.5f, 359.5f}), cv::Point2f(639.5f, 359.5f));
        QCOMPARE(lensSeenAt(frame, 0, {1150, 650}), cv::Point2f(1150, 650));
    }
    void aSceneFilmedThroughAWideLensIsTheSameSceneDistorted() {
        SceneGenerator generator(decksNamed({QStringLiteral("kde-standard"), QStringLiteral("gnome-anglo")}));
        SceneSettings pinhole;
        pinhole.seed = 5;
        SceneSettings wide = pinhole;
        wide.lensBarrel = 0.1;
        const Scene flat = generator.generate(pinhole, 2), bowed = generator.generate(wide, 2);
        // The same table, cards and clips, each where the lens shows it.
        QCOMPARE(bowed.cards.size(), flat.cards.size());
        QCOMPARE(bowed.clips.size(), flat.clips.size());
        QVERIFY(!flat.cards.empty());
        const cv::Size frame = flat.image.size();
        double moved = 0;
        for (std::size_t i = 0; i < flat.cards.size(); ++i) {
            QCOMPARE(bowed.cards[i].card, flat.cards[i].card);
            for (std::size_t k = 0; k < 4; ++k) {
                QCOMPARE(bowed.cards[i].corners[k], lensSeenAt(frame, 0.1, flat.cards[i].corners[k]));
                moved = std::max(moved, cv::norm(bowed.cards[i].corners[k] - flat.cards[i].corners[k]));
            }
        }
        for (std::size_t i = 0; i < flat.clips.size(); ++i) QCOMPARE(bowed.clips[i].at, lensSeenAt(frame, 0.1, flat.clips[i].at));
        QVERIFY2(moved > 10, qPrintable(QString::number(moved)));  // some corner lies well out from the centre
        // And the picture with them: the pinhole picture looked up where lensShows says is the
        // lens's picture, but for the noise and the compression laid on each after (and the
        // second interpolation); the pinhole picture as it is differs from it far more.
        cv::Mat mapX(frame, CV_32F), mapY(frame, CV_32F);
        for (int y = 0; y < frame.height; ++y)
            for (int x = 0; x < frame.width; ++x) {
                const cv::Point2f p = lensShows(frame, 0.1, cv::Point2f(static_cast<float>(x), static_cast<float>(y)));
                mapX.at<float>(y, x) = p.x;
                mapY.at<float>(y, x) = p.y;
            }
        cv::Mat expected;
        cv::remap(flat.image, expected, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_REFLECT);
        const cv::Rect inner(40, 40, frame.width - 80, frame.height - 80);
        const double apart = cv::norm(bowed.image(inner), expected(inner), cv::NORM_L1) / inner.area();
        const double unmoved = cv::norm(bowed.image(inner), flat.image(inner), cv::NORM_L1) / inner.area();
        qInfo("mean difference, summed over the channels: %.2f from the pinhole picture distorted, %.2f from it as it is", apart, unmoved);
        QVERIFY2(apart < 0.5 * unmoved, qPrintable(QStringLiteral("%1 against %2").arg(apart).arg(unmoved)));
    }
};

QTEST_MAIN(TestSceneGenerator)
#include "test_scene_generator.moc"
