// Accuracy on generated table scenes with deck designs the glyph model never saw (held out of
// training), every table kind, both frame sizes, clips in all eight colours. Fixed seeds.
// The floors asserted here are the levels the scanner reaches today (docs/vision.md lists them
// against the product targets: >=99% found, >=98% read right, <=0.5% confidently wrong, >=98%
// clips right); they guard against regressions and are raised as the scanner improves.
#include "DeckLibrary.h"
#include "Degradation.h"
#include "Scanner.h"
#include "SceneEvaluation.h"
#include "SceneGenerator.h"

#include <QLoggingCategory>
#include <QStandardPaths>
#include <QTest>

using namespace encarde;
using namespace encarde::vision;
using namespace encarde::vision::tools;

class TestSceneAccuracy : public QObject {
    Q_OBJECT
    std::unique_ptr<SceneGenerator> generator_;
    std::unique_ptr<Scanner> scanner_;

    // Eight scenes of `seed`, each picture spoiled by `degradation` before it is scanned, scored
    // against their truth.
    SceneScore scoreUnder(unsigned seed, const Degradation& degradation) {
        SceneScore score;
        for (int i = 0; i < 8; ++i) {
            SceneSettings s;
            s.seed = seed;
            Scene scene = generator_->generate(s, i);
            degrade(scene.image, degradation, i);
            score.add(scene, scanner_->scan(scene.image));
        }
        return score;
    }
    SceneScore total_;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
        const QList<DeckInfo> decks = decksNamed(heldOutDeckNames());
        if (decks.isEmpty()) QSKIP("no SVG decks installed (./test installs them)");
        generator_ = std::make_unique<SceneGenerator>(decks);
        GlyphModel model;
        QVERIFY(model.load(Scanner::shippedModelPath()));
        scanner_ = std::make_unique<Scanner>(std::move(model));
    }
    void tables_data() {
        QTest::addColumn<int>("table");
        for (int t = 0; t < kTableKindCount; ++t)
            QTest::newRow(qPrintable(tableKindName(static_cast<TableKind>(t)))) << t;
    }
    void tables() {
        QFETCH(int, table);
        SceneScore score;
        for (int i = 0; i < 10; ++i) {
            SceneSettings s;
            s.seed = 4242;
            s.forcedTable = table;
            s.frameSize = i % 4 == 3 ? cv::Size(1920, 1080) : cv::Size(1280, 720);
            const Scene scene = generator_->generate(s, i + 100 * table);
            score.add(scene, scanner_->scan(scene.image));
        }
        qInfo("%s", qPrintable(score.summary()));
        total_.add(score);
        // Every table kind on its own: most cards found and none of them badly misread.
        QVERIFY2(score.foundRate() >= 0.80, qPrintable(score.summary()));
        QVERIFY2(score.readRate() >= 0.55, qPrintable(score.summary()));
        QVERIFY2(score.confidentlyWrong <= 2, qPrintable(score.summary()));
    }
    void overall() {
        if (total_.frames == 0) QSKIP("no scenes were scanned");
        qInfo("overall: %s", qPrintable(total_.summary()));
        QVERIFY2(total_.foundRate() >= ENCARDE_FOUND_FLOOR, qPrintable(total_.summary()));
        QVERIFY2(total_.readRate() >= ENCARDE_READ_FLOOR, qPrintable(total_.summary()));
        QVERIFY2(total_.wrongRate() <= 0.01, qPrintable(total_.summary()));
        QVERIFY2(total_.clipRate() >= ENCARDE_CLIP_FLOOR, qPrintable(total_.summary()));
        // A clip's colour is "unknown" rather than wrong (S1): at most one in a hundred named wrong.
        QVERIFY2(total_.clipsWrongColour * 100 <= total_.clips, qPrintable(total_.summary()));
        QVERIFY2(total_.spurious <= total_.frames / 4, qPrintable(total_.summary()));
        // A card reported with an identity where none lies is as wrong as a misread one.
        QVERIFY2((total_.confidentlyWrong + total_.spuriousNamed) * 100 <= total_.cards, qPrintable(total_.summary()));
    }
    void warmLampLight() {
        // A tungsten lamp: blue at 62% and green at 85% of daylight, so white looks orange. The
        // scanner balances the picture to its brightest parts (the faces) before looking.
        const SceneScore score = scoreUnder(4243, Degradation{Degradation::Warm, 0.62});
        qInfo("warm light: %s", qPrintable(score.summary()));
        // (Balanced, it measures found 100 %, read 98.6 %, every clip right; bench-vision's
        // --degrade warm:0.62 on seed 2024, 100 frames: found 99.2 %, read 98.7 %.)
        QVERIFY2(score.foundRate() >= 0.93, qPrintable(score.summary()));
        QVERIFY2(score.readRate() >= 0.88, qPrintable(score.summary()));
        QVERIFY2(score.confidentlyWrong <= 1, qPrintable(score.summary()));
    }
    void dimRoom() {
        // A room lit at half the scenes' light: every level halved, with the noise of the gain a
        // webcam turns up then (3 grey levels). The faces come out grey, about 115, under the
        // levels the finder cuts at and the reader takes for a face's white, until the scanner
        // brings them up to a face's usual brightness.
        const SceneScore score = scoreUnder(4244, Degradation{Degradation::Dim, 0.5});
        qInfo("dim room: %s", qPrintable(score.summary()));
        // (Brought up, it measures found 97.1 %, read 92.9 %; left dim, 84.3 % and 78.6 %.)
        QVERIFY2(score.foundRate() >= 0.93, qPrintable(score.summary()));
        QVERIFY2(score.readRate() >= 0.88, qPrintable(score.summary()));
        QVERIFY2(score.confidentlyWrong <= 1, qPrintable(score.summary()));
    }
    void hazyPicture() {
        // A veil of light over the picture (haze, glare on the lens, a camera that lifts its
        // blacks): two fifths of white mixed into every pixel. Ink comes out grey, 102 at its
        // darkest, and red ink nearly as grey as black, until the scanner takes the veil off.
        const SceneScore score = scoreUnder(4245, Degradation{Degradation::Haze, 0.4});
        qInfo("hazy: %s", qPrintable(score.summary()));
        // (With the veil taken off it measures found 100 %, read 98.4 %; left on, 95.2 % and 75.8 %.)
        QVERIFY2(score.foundRate() >= 0.93, qPrintable(score.summary()));
        QVERIFY2(score.readRate() >= 0.88, qPrintable(score.summary()));
        QVERIFY2(score.confidentlyWrong <= 1, qPrintable(score.summary()));
    }
    void wideLens() {
        // A wide webcam lens bows straight lines outwards, more the farther from the frame's
        // centre: a card's edges are no longer quite straight, and one near a corner of the frame
        // is drawn in by up to 38 px on a 1280x720 frame. Eight scenes filmed through it, their
        // truth moved with it.
        SceneScore score;
        for (int i = 0; i < 8; ++i) {
            SceneSettings s;
            s.seed = 4246;
            s.lensBarrel = 0.06;
            const Scene scene = generator_->generate(s, i);
            score.add(scene, scanner_->scan(scene.image));
        }
        qInfo("wide lens: %s", qPrintable(score.summary()));
        // (It measures every card found and read right and every clip right; bench-vision
        // --lens 0.06 on seeds 2024 and 19, 100 frames each: read right 99.0 % and 98.8 %.)
        QVERIFY2(score.foundRate() >= 0.93, qPrintable(score.summary()));
        QVERIFY2(score.readRate() >= 0.88, qPrintable(score.summary()));
        QVERIFY2(score.confidentlyWrong <= 1, qPrintable(score.summary()));
        QVERIFY2(score.clipRate() >= 0.85, qPrintable(score.summary()));
    }
    void scanningIsDeterministic() {
        SceneSettings s;
        s.seed = 4242;
        const Scene scene = generator_->generate(s, 7);
        const Observation a = scanner_->scan(scene.image), b = scanner_->scan(scene.image);
        QCOMPARE(a.cards.size(), b.cards.size());
        for (std::size_t i = 0; i < a.cards.size(); ++i) {
            QCOMPARE(a.cards[i].card, b.cards[i].card);
            QCOMPARE(a.cards[i].confidence, b.cards[i].confidence);
            for (int k = 0; k < 4; ++k) QCOMPARE(a.cards[i].corners[k], b.cards[i].corners[k]);
        }
        QCOMPARE(a.clips.size(), b.clips.size());
    }
};

QTEST_MAIN(TestSceneAccuracy)
#include "test_scene_accuracy.moc"
