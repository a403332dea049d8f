// Glyph model: nearest-neighbour votes, the "far from everything" confidence drop, thinning,
// the file round trip, and comparing two models sample for sample.
#include "GlyphModel.h"
#include "IndexGlyphs.h"

#include <QTemporaryDir>
#include <QTest>

using namespace encarde::vision;

namespace {
// A unit vector along axis `axis`, moved a little towards axis `axis + 1` by `wobble`.
std::vector<float> feature(int axis, float wobble = 0) {
    std::vector<float> f(kGlyphFeatureSize, 0.f);
    f[axis] = 1.f;
    f[axis + 1] = wobble;
    return f;
}
}  // namespace

class TestGlyphModel : public QObject {
    Q_OBJECT
private slots:
    void votesForTheNearestLabel() {
        GlyphModel model;
        for (float w : {0.f, 0.02f, 0.04f}) {
            model.add(GlyphKind::Rank, 12, feature(0, w));  // queens near axis 0
            model.add(GlyphKind::Rank, 13, feature(10, w)); // kings near axis 10
        }
        const GlyphVote v = model.classify(GlyphKind::Rank, feature(0, 0.01f));
        QCOMPARE(v.label, 12);
        QVERIFY(v.confidence > 0.5);
        // Five neighbours: three queens at distance ~0.01-0.03 and two kings at ~1.41; the
        // queens carry almost all the 1/(d + 0.05) weight, so the vote is nearly unanimous.
        QVERIFY(v.confidence > 0.9);
    }
    void farFromEverythingIsNotConfident() {
        GlyphModel model;
        model.add(GlyphKind::Suit, 1, feature(0));
        model.add(GlyphKind::Suit, 2, feature(10));
        // Axis 40 is at distance sqrt(2) = 1.41 from both samples: beyond the far distance.
        const GlyphVote v = model.classify(GlyphKind::Suit, feature(40));
        QCOMPARE(v.confidence, 0.0);
    }
    void thinningKeepsOneOfEachCluster() {
        GlyphModel model;
        for (float w : {0.f, 0.01f, 0.02f}) model.add(GlyphKind::Rank, 5, feature(0, w));
        model.add(GlyphKind::Rank, 6, feature(20));
        model.thin(0.1);
        // The three fives lie within 0.02 of each other: one is kept; the six stays.
        QCOMPARE(model.sampleCount(GlyphKind::Rank), 2);
    }
    void savesAndLoads() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("m.yml.gz")).toStdString();
        GlyphModel model;
        model.add(GlyphKind::Rank, 14, feature(3, 0.25f));
        model.add(GlyphKind::Suit, 3, feature(7));
        QVERIFY(model.save(path));
        GlyphModel loaded;
        QVERIFY(loaded.load(path));
        QCOMPARE(loaded.sampleCount(GlyphKind::Rank), 1);
        QCOMPARE(loaded.classify(GlyphKind::Rank, feature(3, 0.25f)).label, 14);
        QCOMPARE(loaded.classify(GlyphKind::Suit, feature(7)).label, 3);
        // Quantised to 1/160: the stored sample is within 0.01 of the original.
        QVERIFY(loaded.classify(GlyphKind::Rank, feature(3, 0.25f)).distance < 0.01);
        QVERIFY(!loaded.load(dir.filePath(QStringLiteral("missing.yml.gz")).toStdString()));
    }
    void samplesMissingFromCountsWhatTheOtherModelLacks() {
        GlyphModel a, b;
        a.add(GlyphKind::Rank, 5, feature(0));
        a.add(GlyphKind::Rank, 6, feature(20));
        a.add(GlyphKind::Rank, 7, feature(30));
        a.add(GlyphKind::Suit, 1, feature(2));
        // The same five, less than half a quantisation step (1/160) away: the same stored sample.
        b.add(GlyphKind::Rank, 5, feature(0, 0.002f));
        b.add(GlyphKind::Rank, 6, feature(20, 0.1f));  // moved 16 steps
        b.add(GlyphKind::Rank, 8, feature(30));        // the same feature under another label
        b.add(GlyphKind::Suit, 1, feature(2));
        QCOMPARE(a.samplesMissingFrom(b, GlyphKind::Rank), 2);
        QCOMPARE(b.samplesMissingFrom(a, GlyphKind::Rank), 2);
        QCOMPARE(a.samplesMissingFrom(b, GlyphKind::Suit), 0);
        QCOMPARE(a.samplesMissingFrom(a, GlyphKind::Rank), 0);
        // A model holding more samples than the other still finds all of the other's in it.
        b.add(GlyphKind::Rank, 6, feature(20));
        b.add(GlyphKind::Rank, 7, feature(30));
        QCOMPARE(a.samplesMissingFrom(b, GlyphKind::Rank), 0);
        QCOMPARE(b.samplesMissingFrom(a, GlyphKind::Rank), 2);
    }
    void prunedSearchEqualsComparingEverySample() {
        // Clusters of samples for several labels, queries between and around them: the skipped
        // samples must never change a vote (label, confidence or distance).
        cv::RNG rng(2024);
        GlyphModel model;
        std::vector<std::vector<float>> centres;
        for (int c = 0; c < 12; ++c) {
            std::vector<float> centre(kGlyphFeatureSize);
            for (float& v : centre) v = static_cast<float>(rng.uniform(0.0, 0.12));
            centres.push_back(centre);
        }
        const auto near = [&](const std::vector<float>& centre, double spread) {
            std::vector<float> f = centre;
            for (float& v : f) v += static_cast<float>(rng.gaussian(spread));
            return f;
        };
        for (int i = 0; i < 3000; ++i) {
            const int c = rng.uniform(0, 12);
            // Labels 2..14 for ranks; a few clusters share a label, as typefaces of one rank do.
            model.add(GlyphKind::Rank, 2 + c % 9, near(centres[static_cast<std::size_t>(c)], 0.02));
            model.add(GlyphKind::Suit, c % 4, near(centres[static_cast<std::size_t>(c)], 0.03));
        }
        model.buildSearchIndex();
        int votes = 0;
        for (int q = 0; q < 300; ++q) {
            const std::vector<float>& a = centres[static_cast<std::size_t>(rng.uniform(0, 12))];
            const std::vector<float>& b = centres[static_cast<std::size_t>(rng.uniform(0, 12))];
            const double t = rng.uniform(0.0, 1.0);
            std::vector<float> query(kGlyphFeatureSize);
            for (int k = 0; k < kGlyphFeatureSize; ++k)
                query[static_cast<std::size_t>(k)] = static_cast<float>((1 - t) * a[static_cast<std::size_t>(k)] + t * b[static_cast<std::size_t>(k)]);
            query = near(query, 0.01);
            for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
                const GlyphVote fast = model.classify(kind, query), all = model.classifyExhaustively(kind, query);
                QCOMPARE(fast.label, all.label);
                QCOMPARE(fast.confidence, all.confidence);
                QCOMPARE(fast.distance, all.distance);
                votes += fast.label >= 0;
            }
        }
        QCOMPARE(votes, 600);
    }
    void rememberedVotesAreTheModelsVotes() {
        // A picture's votes through GlyphVotes: glyphs asked for again (of either kind), glyphs
        // that differ in the first or the last byte only once quantised, and glyphs that differ
        // only below the quantisation step must all get the model's own vote.
        cv::RNG rng(1127);
        GlyphModel model;
        for (int i = 0; i < 2500; ++i) {
            std::vector<float> f(kGlyphFeatureSize);
            for (float& v : f) v = static_cast<float>(rng.uniform(0.0, 0.1));
            model.add(i % 2 ? GlyphKind::Rank : GlyphKind::Suit, i % 2 ? 2 + i % 13 : i % 4, f);
        }
        model.buildSearchIndex();
        std::vector<std::vector<float>> pool;
        for (int i = 0; i < 30; ++i) {
            std::vector<float> f(kGlyphFeatureSize);
            for (float& v : f) v = static_cast<float>(rng.uniform(0.0, 0.1));
            pool.push_back(f);
            // One quantisation step (1/160) up at either end, and a hair that rounds the same.
            for (const int at : {0, kGlyphFeatureSize - 1}) {
                std::vector<float> stepped = f;
                stepped[static_cast<std::size_t>(at)] += 1.0f / 160;
                pool.push_back(stepped);
            }
            std::vector<float> hair = f;
            hair[5] += 1e-7f;
            pool.push_back(hair);
        }
        pool.push_back(std::vector<float>(7, 0.5f));  // not a glyph feature: no vote
        GlyphVotes votes(model);
        for (int q = 0; q < 600; ++q) {
            const std::vector<float>& f = pool[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(pool.size())))];
            const GlyphKind kind = rng.uniform(0, 2) ? GlyphKind::Rank : GlyphKind::Suit;
            const GlyphVote remembered = votes.classify(kind, f), own = model.classify(kind, f);
            QCOMPARE(remembered.label, own.label);
            QCOMPARE(remembered.confidence, own.confidence);
            QCOMPARE(remembered.distance, own.distance);
        }
    }
    void theShippedModelLoads() {
        GlyphModel model;
        QVERIFY(model.load(ENCARDE_TEST_SHIPPED_MODEL));
        QVERIFY(model.sampleCount(GlyphKind::Rank) > 1000);
        QVERIFY(model.sampleCount(GlyphKind::Suit) > 400);
    }
};

QTEST_GUILESS_MAIN(TestGlyphModel)
#include "test_glyph_model.moc"
