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
};

QTEST_MAIN(TestSceneGenerator)
#include "test_scene_generator.moc"
