#include "GlyphTrainer.h"

#include "CardGeometry.h"
#include "IndexGlyphs.h"
#include "CardFinder.h"
#include "QtCv.h"
#include "SceneGenerator.h"

#include <opencv2/imgproc.hpp>

#include <array>

namespace encarde::vision::tools {

namespace {
// Card widths in scene pixels that the samples imitate (the scanner sees 70-300 px cards).
constexpr int kRenderWidths[] = {72, 110, 200};
}  // namespace

bool addCardFace(GlyphModel& model, const cv::Mat& faceBgr, Card card) {
    cv::Mat canonical;
    cv::resize(faceBgr, canonical, cv::Size(kCanonicalWidth, kCanonicalHeight), 0, 0, cv::INTER_LINEAR);
    IndexGlyphs glyphs = extractIndexGlyphs(canonical, IndexCorner::TopLeft);
    if (!glyphs.found) glyphs = extractIndexGlyphs(canonical, IndexCorner::TopRight);
    if (!glyphs.found) return false;
    model.add(GlyphKind::Rank, card.rank, glyphs.rankFeature);
    model.add(GlyphKind::Suit, static_cast<int>(card.suit), glyphs.suitFeature);
    return true;
}

namespace {
void addSceneGlyphs(GlyphModel& model, const QList<DeckInfo>& decks, int sceneCount, TrainingReport* report) {
    SceneGenerator generator(decks);
    SceneSettings settings;
    settings.seed = 90210;  // fixed: the model is reproducible
    settings.distractors = false;
    int used = 0, seen = 0;
    for (int i = 0; i < sceneCount; ++i) {
        settings.frameSize = i % 3 == 2 ? cv::Size(1920, 1080) : cv::Size(1280, 720);
        const Scene scene = generator.generate(settings, i);
        const std::vector<CardCandidate> candidates = findCardCandidates(scene.image);
        for (const SceneCard& truth : scene.cards) {
            ++seen;
            const cv::Point2f centre = quadCentre(truth.corners);
            for (const CardCandidate& c : candidates) {
                if (cv::norm(quadCentre(c.corners) - centre) > 0.2 * shortSide(truth.corners)) continue;
                const Quad upright = orderAsUprightCard(c.corners);
                const cv::Mat canonical = warpCanonical(scene.image, upright);
                cv::Mat turned;
                cv::rotate(canonical, turned, cv::ROTATE_180);
                bool any = false;
                for (const cv::Mat* face : std::array<const cv::Mat*, 2>{&canonical, &turned}) {
                    IndexGlyphs glyphs = extractIndexGlyphs(*face, IndexCorner::TopLeft);
                    if (!glyphs.found) glyphs = extractIndexGlyphs(*face, IndexCorner::TopRight);
                    if (!glyphs.found) continue;
                    model.add(GlyphKind::Rank, truth.card.rank, glyphs.rankFeature);
                    model.add(GlyphKind::Suit, static_cast<int>(truth.card.suit), glyphs.suitFeature);
                    any = true;
                }
                if (any) ++used;
                break;
            }
        }
    }
    if (report) report->deckLines << QStringLiteral("scenes: glyphs from %1 of %2 cards").arg(used).arg(seen);
}
}  // namespace

GlyphModel trainGlyphModel(const QList<DeckInfo>& decks, TrainingReport* report, int sceneCount) {
    GlyphModel model;
    for (const DeckInfo& info : decks) {
        Deck deck(info);
        if (!deck.isValid()) continue;
        int used = 0, rendered = 0;
        for (int i = 0; i < 52; ++i) {
            const Card card = Card::fromIndex(i);
            for (int width : kRenderWidths) {
                const cv::Mat face = toBgr(deck.renderFace(card, width));
                ++rendered;
                if (addCardFace(model, face, card)) ++used;
            }
        }
        if (report) {
            report->cardsRendered += rendered;
            report->cardsUsed += used;
            report->deckLines << QStringLiteral("%1: %2/%3").arg(info.name).arg(used).arg(rendered);
        }
    }
    addSceneGlyphs(model, decks, sceneCount, report);
    model.thin(0.12);
    return model;
}

}  // namespace encarde::vision::tools
