// The glyph model's reproducibility check (compareTrainedModel): a retrained model may differ from
// the committed one by the last-bit rounding of another processor, one sample in a thousand of
// each kind (at least two), and no more.
#include "GlyphTrainer.h"
#include "IndexGlyphs.h"

#include <QTest>

using namespace encarde::vision;
using namespace encarde::vision::tools;

namespace {
// Sample number n, distinct from every other n: two of the feature's values set, stored apart
// by whole quantisation steps.
std::vector<float> sample(int n) {
    std::vector<float> f(kGlyphFeatureSize, 0.f);
    f[static_cast<std::size_t>(n % kGlyphFeatureSize)] = 0.5f;
    f[static_cast<std::size_t>((n / kGlyphFeatureSize + 1) % kGlyphFeatureSize)] += 0.25f;
    return f;
}

// A model of `ranks` rank and `suits` suit samples; the first `moved` of each kind a step off
// (another processor's rounding) when `moved` > 0.
GlyphModel model(int ranks, int suits, int movedRanks = 0, int movedSuits = 0) {
    GlyphModel m;
    for (int n = 0; n < ranks; ++n) {
        std::vector<float> f = sample(n);
        if (n < movedRanks) f[static_cast<std::size_t>((n + 7) % kGlyphFeatureSize)] += 0.02f;  // about 3 steps
        m.add(GlyphKind::Rank, 2 + n % 13, f);
    }
    for (int n = 0; n < suits; ++n) {
        std::vector<float> f = sample(n);
        if (n < movedSuits) f[static_cast<std::size_t>((n + 7) % kGlyphFeatureSize)] += 0.02f;
        m.add(GlyphKind::Suit, n % 4, f);
    }
    return m;
}
}  // namespace

class TestGlyphTrainer : public QObject {
    Q_OBJECT
private slots:
    void theSameModelIsTheSame() {
        const ModelComparison c = compareTrainedModel(model(3000, 500), model(3000, 500));
        QVERIFY(c.same);
        QCOMPARE(c.lines.size(), 2);
        QCOMPARE(c.lines[0], QStringLiteral("rank samples: 3000 trained, 3000 committed; 0 only in the trained model, 0 only in the committed one (3 allowed)"));
        QCOMPARE(c.lines[1], QStringLiteral("suit samples: 500 trained, 500 committed; 0 only in the trained model, 0 only in the committed one (2 allowed)"));
    }
    void aProcessorsRoundingIsAllowed() {
        // 3,000 rank samples allow 3 (one in a thousand); 500 suit samples the least, 2.
        QVERIFY(compareTrainedModel(model(3000, 500, 3, 2), model(3000, 500)).same);
        QVERIFY(compareTrainedModel(model(3000, 500), model(3000, 500, 3, 2)).same);
    }
    void moreIsADriftedModel() {
        QVERIFY(!compareTrainedModel(model(3000, 500, 4, 0), model(3000, 500)).same);
        QVERIFY(!compareTrainedModel(model(3000, 500, 0, 3), model(3000, 500)).same);
        // Samples the trained model has and the committed one lacks (or the other way round)
        // count the same as moved ones.
        QVERIFY(!compareTrainedModel(model(3004, 500), model(3000, 500)).same);
        QVERIFY(!compareTrainedModel(model(3000, 500), model(3000, 497)).same);
        const ModelComparison c = compareTrainedModel(model(3000, 500, 4, 0), model(3000, 500));
        QCOMPARE(c.lines[0], QStringLiteral("rank samples: 3000 trained, 3000 committed; 4 only in the trained model, 4 only in the committed one (3 allowed)"));
    }
};

QTEST_GUILESS_MAIN(TestGlyphTrainer)
#include "test_glyph_trainer.moc"
