#include "GlyphTrainer.h"

#include "CardGeometry.h"
#include "IndexGlyphs.h"
#include "CardFinder.h"
#include "QtCv.h"
#include "SceneGenerator.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>

#include <opencv2/imgproc.hpp>

#include <algorithm>
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

namespace {
// The index glyphs of a face picture (upright, any size), cut out as the scanner cuts them.
IndexGlyphs indexGlyphsOf(const cv::Mat& faceBgr) {
    cv::Mat canonical;
    cv::resize(faceBgr, canonical, cv::Size(kCanonicalWidth, kCanonicalHeight), 0, 0, cv::INTER_LINEAR);
    IndexGlyphs glyphs = isolateIndexGlyphs(canonical, IndexCorner::TopLeft);
    if (!glyphs.found) glyphs = isolateIndexGlyphs(canonical, IndexCorner::TopRight);
    return glyphs;
}
}  // namespace

ModelComparison compareTrainedModel(const GlyphModel& trained, const GlyphModel& committed) {
    // Samples of a kind that may be found in only one of the two models (see the declaration).
    constexpr int kRoundingDifferencesPerThousand = 1, kLeastRoundingDifferencesAllowed = 2;
    ModelComparison result;
    result.same = true;
    for (const GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const int onlyTrained = trained.samplesMissingFrom(committed, kind);
        const int onlyCommitted = committed.samplesMissingFrom(trained, kind);
        const int larger = std::max(trained.sampleCount(kind), committed.sampleCount(kind));
        const int allowed = std::max(kLeastRoundingDifferencesAllowed, kRoundingDifferencesPerThousand * larger / 1000);
        result.lines << QStringLiteral("%1 samples: %2 trained, %3 committed; %4 only in the trained model, %5 only in the "
                                       "committed one (%6 allowed)")
                            .arg(kind == GlyphKind::Rank ? QStringLiteral("rank") : QStringLiteral("suit"))
                            .arg(trained.sampleCount(kind))
                            .arg(committed.sampleCount(kind))
                            .arg(onlyTrained)
                            .arg(onlyCommitted)
                            .arg(allowed);
        result.same = result.same && onlyTrained <= allowed && onlyCommitted <= allowed;
    }
    return result;
}

bool addCardFace(GlyphModel& model, const cv::Mat& faceBgr, Card card) {
    const IndexGlyphs glyphs = indexGlyphsOf(faceBgr);
    if (!glyphs.found) return false;
    model.add(GlyphKind::Rank, card.rank, glyphs.rankFeature);
    model.add(GlyphKind::Suit, static_cast<int>(card.suit), glyphs.suitFeature);
    return true;
}

namespace {
// Typefaces of the font packages the project installs (scripts/packages.txt): indices printed in
// them, beside the decks' own, widen the range of typefaces the model has seen, so a deck whose
// "9" is drawn unlike any training deck's still falls near some sample. Missing ones are skipped,
// and the report names them: the model trained then is not the shipped one (the Condensed
// faces come from fonts-dejavu-extra, which a fresh Debian 12 does not have).
// (In the order the shipped model was trained in: the thinning keeps the first of near samples.)
constexpr const char* kIndexTypefaces[] = {
    "DejaVu Sans", "DejaVu Sans Condensed", "DejaVu Serif", "DejaVu Serif Condensed",
    "Liberation Sans", "Liberation Serif", "FreeSans", "FreeSerif",
    "Nimbus Sans", "Nimbus Sans Narrow", "Nimbus Roman", "C059",
    "P052", "URW Bookman", "URW Gothic", "Nimbus Mono PS"};
// The rank's height as a share of the card's, as small and as large as decks print it.
constexpr double kTypefaceIndexHeights[] = {0.085, 0.12};

// A plain white face with only an index in the top-left corner: the rank in `family`, the suit
// sign under it (in the same typeface where it has one: the index is cut out as rank above suit),
// red or black. 400 px wide.
cv::Mat typefaceIndexFace(const QString& family, bool bold, Card card, double indexHeight) {
    constexpr int kWidth = 400;
    const int height = static_cast<int>(kWidth * double(kCanonicalHeight) / kCanonicalWidth);
    QImage image(kWidth, height, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool red = card.suit == Suit::Hearts || card.suit == Suit::Diamonds;
    painter.setPen(red ? QColor(200, 20, 30) : QColor(20, 20, 20));
    static const char* const kRanks[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    const QString rank = QString::fromLatin1(kRanks[card.rank - 2]);
    // Sized so that a digit stands `indexHeight` of the card tall.
    QFont font(family);
    font.setBold(bold);
    font.setPixelSize(100);
    const double digitHeight = QFontMetricsF(font).tightBoundingRect(QStringLiteral("8")).height();
    font.setPixelSize(std::max(4, static_cast<int>(100 * indexHeight * height / digitHeight)));
    painter.setFont(font);
    const QRectF rankBox = QFontMetricsF(font).tightBoundingRect(rank);
    const double left = 0.05 * kWidth, top = 0.045 * height;
    // The rank centred on the index's column (further in for the wider "10"), the suit sign under it.
    const double column = left + 0.5 * QFontMetricsF(font).tightBoundingRect(QStringLiteral("8")).width() * (rank.size() > 1 ? 1.4 : 1.0);
    painter.drawText(QPointF(column - rankBox.center().x(), top - rankBox.top()), rank);
    static const char16_t kSuitSigns[] = {u'\u2660', u'\u2665', u'\u2666', u'\u2663'};
    const QString sign(QChar(kSuitSigns[static_cast<int>(card.suit)]));
    QFont suitFont(family);
    suitFont.setPixelSize(100);
    const double signHeight = QFontMetricsF(suitFont).tightBoundingRect(sign).height();
    suitFont.setPixelSize(std::max(4, static_cast<int>(100 * 0.75 * indexHeight * height / std::max(1.0, signHeight))));
    painter.setFont(suitFont);
    const QRectF signBox = QFontMetricsF(suitFont).tightBoundingRect(sign);
    const double signTop = top + rankBox.height() + 0.18 * indexHeight * height;
    painter.drawText(QPointF(column - signBox.center().x(), signTop - signBox.top()), sign);
    painter.end();
    return toBgr(image);
}

void addTypefaceGlyphs(GlyphModel& model, TrainingReport* report) {
    const QStringList installed = QFontDatabase::families();
    QStringList used, missing;
    int cards = 0, read = 0;
    for (const char* name : kIndexTypefaces) {
        // Qt names a family found from several foundries "Name [Foundry]".
        const QString wanted = QString::fromLatin1(name);
        const auto match = std::find_if(installed.begin(), installed.end(), [&](const QString& f) {
            return f == wanted || f.startsWith(wanted + QStringLiteral(" ["));
        });
        if (match == installed.end()) {
            missing << wanted;
            continue;
        }
        const QString family = *match;
        used << wanted;
        for (const bool bold : {false, true})
            for (const double indexHeight : kTypefaceIndexHeights)
                for (int rank = 2; rank <= 14; ++rank) {
                    // Each rank with a suit in turn: the rank glyph does not depend on it.
                    const Card card{static_cast<std::uint8_t>(rank), static_cast<Suit>((rank + (bold ? 1 : 0)) % kSuitCount)};
                    const cv::Mat face = typefaceIndexFace(family, bold, card, indexHeight);
                    for (const int width : kRenderWidths) {
                        cv::Mat seen;
                        cv::resize(face, seen, cv::Size(width, width * face.rows / face.cols), 0, 0, cv::INTER_AREA);
                        ++cards;
                        // Only the rank: a typeface's suit signs are drawn plainer than any
                        // deck's, and a blurred club of some decks fell nearer their spade.
                        const IndexGlyphs glyphs = indexGlyphsOf(seen);
                        if (!glyphs.found) continue;
                        model.add(GlyphKind::Rank, card.rank, glyphs.rankFeature);
                        ++read;
                    }
                }
    }
    if (report) {
        report->cardsRendered += cards;
        report->cardsUsed += read;
        report->deckLines << QStringLiteral("typefaces (%1): %2/%3").arg(used.join(QStringLiteral(", "))).arg(read).arg(cards);
        if (!missing.isEmpty())
            report->deckLines << QStringLiteral("typefaces missing (%1): not installed, so this is not the shipped model; "
                                                "install the font packages of scripts/packages.txt (./test does)")
                                     .arg(missing.join(QStringLiteral(", ")));
    }
}

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
                if (c.handLength || cv::norm(quadCentre(c.corners) - centre) > 0.2 * shortSide(truth.corners)) continue;
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
    addTypefaceGlyphs(model, report);
    addSceneGlyphs(model, decks, sceneCount, report);
    // Thinner sampling (0.12) read no more cards right on held-out decks and made the model
    // 1.8 times larger and slower to search.
    model.thin(0.22);
    return model;
}

}  // namespace encarde::vision::tools
