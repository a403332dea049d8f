#include "GlyphTrainer.h"

#include "CardGeometry.h"
#include "IndexGlyphs.h"
#include "QtCv.h"

#include <opencv2/imgproc.hpp>

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

GlyphModel trainGlyphModel(const QList<DeckInfo>& decks, TrainingReport* report) {
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
    return model;
}

}  // namespace encarde::vision::tools
