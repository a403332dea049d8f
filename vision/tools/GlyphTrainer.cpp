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
// Widths the typeface variants are seen at (one each, in turn): small cards blur their glyphs.
constexpr int kVariantWidths[] = {84, 130, 0};  // 0: as rendered

// The face (rendered large) with its printing changed as another deck's typeface would differ:
// bolder or lighter strokes, narrower or wider, smaller or larger glyphs (scaled about the
// index corner, so the index stays where indices are). Unseen designs then fall among the
// samples rather than beyond them.
std::vector<cv::Mat> typefaceVariants(const cv::Mat& face) {
    std::vector<cv::Mat> out;
    const cv::Mat square = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3));
    cv::Mat bolder, lighter;
    cv::erode(face, bolder, square);  // darker ink spreads: heavier strokes
    cv::dilate(face, lighter, square);
    out.push_back(bolder);
    out.push_back(lighter);
    const auto scaled = [&](double sx, double sy) {
        const cv::Matx23d m(sx, 0, 0, 0, sy, 0);
        cv::Mat warped;
        cv::warpAffine(face, warped, m, face.size(), cv::INTER_AREA, cv::BORDER_CONSTANT, cv::Scalar(255, 255, 255));
        return warped;
    };
    out.push_back(scaled(0.8, 1.0));   // narrower glyphs
    out.push_back(scaled(1.0, 0.82));  // wider (shorter) glyphs
    out.push_back(scaled(0.85, 0.85)); // a smaller index
    out.push_back(scaled(1.15, 1.15)); // a larger index
    return out;
}
}  // namespace

bool addCardFace(GlyphModel& model, const cv::Mat& faceBgr, Card card) {
    cv::Mat canonical;
    cv::resize(faceBgr, canonical, cv::Size(kCanonicalWidth, kCanonicalHeight), 0, 0, cv::INTER_LINEAR);
    IndexGlyphs glyphs = isolateIndexGlyphs(canonical, IndexCorner::TopLeft);
    if (!glyphs.found) glyphs = isolateIndexGlyphs(canonical, IndexCorner::TopRight);
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
                    IndexGlyphs glyphs = isolateIndexGlyphs(*face, IndexCorner::TopLeft);
                    if (!glyphs.found) glyphs = isolateIndexGlyphs(*face, IndexCorner::TopRight);
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
                if (width != kRenderWidths[std::size(kRenderWidths) - 1]) continue;
                int n = 0;
                for (cv::Mat variant : typefaceVariants(face)) {
                    const int seenWidth = kVariantWidths[(i + n++) % std::size(kVariantWidths)];
                    if (seenWidth > 0)
                        cv::resize(variant, variant, cv::Size(seenWidth, seenWidth * variant.rows / variant.cols), 0, 0, cv::INTER_AREA);
                    ++rendered;
                    if (addCardFace(model, variant, card)) ++used;
                }
            }
        }
        if (report) {
            report->cardsRendered += rendered;
            report->cardsUsed += used;
            report->deckLines << QStringLiteral("%1: %2/%3").arg(info.name).arg(used).arg(rendered);
        }
    }
    addSceneGlyphs(model, decks, sceneCount, report);
    // Thinner sampling (0.12) read no more cards right on held-out decks and made the model
    // 1.8 times larger and slower to search.
    model.thin(0.22);
    return model;
}

}  // namespace encarde::vision::tools
