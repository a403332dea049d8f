#include "Scanner.h"

#include "CardGeometry.h"
#include "ClipDetector.h"
#include "DeckTeacher.h"
#include "IndexGlyphs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>
#include <optional>

#ifndef ENCARDE_SOURCE_GLYPH_MODEL
#define ENCARDE_SOURCE_GLYPH_MODEL ""
#endif

namespace encarde::vision {

namespace {
// A reading names a card at least `bar` sure (ScannerSettings::minConfidence, or a guess's higher bar).
bool readsSurely(const IndexReading& reading, double bar) { return reading.card && reading.confidence >= bar; }
constexpr double kSureReading = 0.98;
// A corner reading this sure needs no later look (IndexLook) at the same corner.
constexpr double kNoSecondLook = 0.95;
// An outline whose long side is under this many times its short side may stand its card a
// quarter turn off (cards are about 1.4 times as long as wide; tilt shortens either side), if
// the bright face fills this much of it (CardCandidate::fill).
constexpr double kMaxAspectToTurn = 1.2, kMinFillToTurn = 0.9;
// A face printed over this share of it (its edges left out) holds a picture, whatever its colours:
// a number card's pips cover at most about a third.
constexpr double kCourtPicturePrinted = 0.4;
// Whether a face holds a picture: a many-coloured one, or one printed over kCourtPicturePrinted of it.
bool showsPicture(const cv::Mat& canonicalBgr) {
    return looksLikePicture(canonicalBgr) || printedShare(canonicalBgr) >= kCourtPicturePrinted;
}
// A mark beside a court card's letter reads as a suit sign at least this surely: the letter is
// then read alone.
constexpr double kClearSuitSign = 0.9;
// Blank face inside the edges plus edges along the sides (CardCandidate::outline, 0..2); a court
// card whose white is only a thin cream frame scores little more than 1.4.
constexpr double kCleanOutline = 1.4;
// Or this clean before a side with no blank face inside it was marked down
// (CardCandidate::unbrokenOutline): a picture reaching one side, with edges found all round.
constexpr double kUnbrokenPictureOutline = 1.7;
// A card tried at a corner of a merged outline (a covered card) whose index does not read is
// reported (as unknown) only when its outline is this clean.
constexpr double kCleanOutlineFromCorner = 1.7;

// How much larger than a court card's picture panel the card around it may be (S7), across and
// along the card, tried in turn: some queens' panels are only about two thirds of the card each
// way, others (some of kde-penguins') two thirds of its width and five sixths of its length.
struct PanelToCard {
    double across, along;
};
constexpr PanelToCard kPanelToCard[] = {{1.2, 1.2}, {1.32, 1.32}, {1.5, 1.5}, {1.5, 1.2}};
// The card's edges are looked for this share of its short side either way of the guess.
constexpr double kPanelEdgeReach = 0.07;
// The card found around a panel has edges along this share of its sides, and this share of blank
// face just inside them (as the finder asks of any card).
constexpr double kPanelCardEdgeSupport = 0.5, kPanelCardBand = 0.55;
// A tight outline is first read half the reader's margin for the card's edge (kEdgeMargin) larger,
// either side, then a whole margin larger; what it reads there counts from this confidence.
// (Grown about its centre, a side that already lay on the card's edge is pushed out over the
// table by as much: at a whole margin, the table's band runs into an index printed close to
// that edge, as kde-penguins' court letters are. A tight outline that reads at neither size is
// read once more than with a whole margin alone: 0.6-1.5 % more instructions a frame on average,
// 4 % more at p95. Figures in docs/vision-history.md.)
constexpr double kMarginsLarger[] = {1.03, 1.06};
constexpr double kGuessedOutlineConfidence = 0.8;
// A part of the tight outline's own reading this sure that differs rules out the card around it,
// when that card is a fifth or more larger (a court card's around its panel). Read only a margin
// larger, or around a corner guess, the bar is S1's (readLarger, guessReadAs).
constexpr double kTightDisagreement = 0.3;
// Two reported outlines sharing kSameCardOverlap of their union are one card, and so are two read
// as the same card sharing kSameReadingOverlap of the smaller.
constexpr double kSameCardOverlap = 0.6, kSameReadingOverlap = 0.5;
// Whether two outlines share kSameCardOverlap of the smaller, not of their union: where a card is
// placed (a hand's end, a step) against those reported, a smaller outline lying on a larger card
// is that card.
bool sharesMostOf(const Quad& a, const Quad& b) { return overlapArea(a, b) > kSameCardOverlap * std::min(quadArea(a), quadArea(b)); }
// An unread outline this much (of its area) within another card reported, and under this share
// of that card's area, is part of that card's face.
constexpr double kWithinAFace = 0.9, kPartOfAFace = 0.25;
// An outline shorter its long way than this share of the width of the cards in play is no card;
// one unread and wider its short way than this share is several cards outlined as one.
constexpr double kLeastOfACardsWidth = 0.6, kMostOfACardsWidth = 1.4;

// Every face is printed: an index at least, and pips or a picture. A bright blank patch shaped
// like a card (a pale square of a checked tablecloth, after white balance) prints nothing.
constexpr double kMinPrintedShare = 0.01;
// The index at either end of a face is one print: its glyphs' boxes differ by at most this share
// of the larger (the warp and the blur move their edges a pixel or two).
constexpr double kThinIndexSizeDiffers = 0.25;

// S8: blur melts a club's three lobes into a spade's outline, but cannot give a spade lobes. So a
// spade read while another look at the same card (the other corner, the pips) sees a club is
// doubted in full, however unsure that look is; the other way round, the usual weights hold.
bool clubAgainstSpade(Suit read, Suit otherLook) { return read == Suit::Spades && otherLook == Suit::Clubs; }
// Club votes among the upright pips that make a spade reading doubtful (S8), and upright pips
// shaped like a club (FacePips::clubShaped) that do: a deck's clubs the glyph model never saw,
// blurred, vote spade.
constexpr double kClubsAgainstSpades = 0.3;
// A suit read from the index less surely than S1's threshold, which the face's pips may overrule.
constexpr double kIndexSuitUnsure = 0.75;
// An ace's big pip voted this surely says its suit: in place of an unsure suit read from the
// index (S5), and, shaped like a club and voted a club, of a spade (S8). Alone on the face, of
// the suit read, it is a second look at an unsure "A" too (S5).
constexpr double kAcePipSurely = 0.9;
// A reading whose suit the face's pips deny (a number card's pips voting another suit, an ace's
// big pip voting surely against a sure index suit, a club-shaped pip against a spade) keeps this
// share of its confidence: the two looks disagree, and the card is left unknown (S1).
constexpr double kPipsDenySuit = 0.3;
// S8 for a number card: an index that reads the rank at least this surely, with as many pips on
// the face, and an unsure spade, on pips shaped like clubs, is the club of that rank (the pips'
// votes, for a deck's clubs the suit model never saw, are spades).
constexpr double kRankCountedSurely = 0.9;
constexpr int kClubShapesAgainstSpades = 2, kClubShapesSharpenedAgainstSpades = 3;
// S8 across corners: a corner that reads the same rank as the surest corner's spade, but a club,
// at least this surely in both parts, is the reading that stands (the spade is then the other
// corner's blur, or a neighbour's spade pip in a hand; on the nine sets 0.3 lost a lattmann king
// of spades whose far corner read a club as surely as that).
constexpr double kClubStandsOverSpade = 0.5;

// Rows of `pips` equal pips cannot be a card of `rank`: more pips than a number card's rank, or
// rows of them on a card read as a court card or an ace. (Pips near the corners are sometimes
// left out with the index, so fewer is no contradiction.)
bool pipsOutnumber(int pips, int rank) { return pips >= 2 && (rank <= 10 ? pips > rank : pips >= 4); }

struct CornerReading {
    Card card;
    double confidence;
    int startCorner;
    double rankConfidence, suitConfidence;
    bool wideSign = false;  // read in the wide-sign look
    bool topRight = false;  // read at a top-right corner
};

// A suit glyph whose mean ink is this share of its darkest pixel's or more is no suit sign (the
// model's suit samples: 0.4-0.7 for most; on the nine sets 0.8 and 0.85 read the most cards
// right, 0.75 fewer). A rank glyph is a blob from 0.9: at 0.85 a blurred queen of hearts was
// left unknown.
constexpr double kSolidSuitFill = 0.85, kSolidRankFill = 0.9;

// How sure a reading is once a second look agrees with it: both are wrong only if each is, the
// second look counted at `weight` of its own confidence.
double agreeing(double sure, double second, double weight = 1.0) { return 1 - (1 - sure) * (1 - weight * second); }
// The weight of a second look at the same card that agrees with the first (the other corner, the
// pips against the index, the lighter-ink look against the usual ones): half its confidence, as
// two agreeing corners have always counted. (A court picture's big suit marks, S11, and the big
// sign beside a letter count in full.)
constexpr double kSecondLookWeight = 0.5;

// A suit sign is at most this much wider than it is tall (a heart about 1.2).
constexpr double kWidestSuitSign = 1.5;

// A court letter is printed at the top of its index: rendered, every deck's starts within 20 px
// of the canonical card's 232 in every look. One found lower is part of the picture.
constexpr double kLowestCourtLetterTop = 0.1;  // of the card's height

// A letter the usual looks read at least this surely is the index's own, not a glyph cut from
// something else: the suit they read under it speaks against the lighter-ink look's (S8).
constexpr double kUsualLetterRead = 0.5;

// The surest reading of a corner through the given looks (IndexLook), kept in `best`; stops once
// one is sure enough.
// `clubSeen` keeps the surest club any look at this corner read (S8 doubts a spade by it).
// `markCut` keeps whether the plain look saw a mark run out of the index region (only then is
// the wide-sign look taken).
void readCorner(IndexCornerPicture& picture, int startCorner, std::initializer_list<IndexLook> looks,
                GlyphVotes& glyphVotes, bool& glyphsSeen, std::optional<CornerReading>& best, double& clubSeen,
                bool& markCut) {
    // What the looks before these read at this corner (the usual looks, when these are the
    // lighter-ink ones).
    const std::optional<CornerReading> usualLooksRead = best;
    for (IndexLook look : looks) {
        if (best && best->confidence >= kNoSecondLook) break;
        if (look == IndexLook::WideSign && !markCut) continue;
        const IndexGlyphs glyphs = extractIndexGlyphs(picture, look);
        if (look == IndexLook::Plain) markCut = glyphs.markCutAtRegionEdge;
        if (!glyphs.found) continue;
        // Lines cleared away can leave glyph-like remnants on a card back: only the glyphs of a
        // look in plain ink (the plain and the wide-sign look) tell a face (a later look's count
        // once they read, see Scanner::scan).
        if (look == IndexLook::Plain || look == IndexLook::WideSign) glyphsSeen = true;
        // A glyph that fills its box is a blob (the table beyond a misplaced edge, glyphs run
        // together in the darkest ink), not a sign or a rank: such blobs, cut from training
        // scenes, are in the model too, and one matched exactly passed for a sure club.
        if (glyphFill(glyphs.suitFeature) >= kSolidSuitFill || glyphFill(glyphs.rankFeature) >= kSolidRankFill) continue;
        GlyphVote rank = glyphVotes.classify(GlyphKind::Rank, glyphs.rankFeature);
        GlyphVote suit = glyphVotes.classify(GlyphKind::Suit, glyphs.suitFeature);
        // The mark beside a letter, voted as a suit sign only when a court letter may be read (a
        // "10"'s "0" is such a mark too).
        std::optional<GlyphVote> besideVote;
        const auto beside = [&]() -> const std::optional<GlyphVote>& {
            if (!besideVote && !glyphs.besideFeature.empty()) besideVote = glyphVotes.classify(GlyphKind::Suit, glyphs.besideFeature);
            return besideVote;
        };
        // (A line read surely as a number needs no second guess: the "1" of a "10" alone.)
        const bool lineCourt = rank.label >= 0 && isFaceRank(static_cast<std::uint8_t>(rank.label));
        if (!glyphs.rankAloneFeature.empty() && (rank.confidence < kNoSecondLook || lineCourt)) {
            // Only a letter: the "1" of a "10" alone must not pass for an ace.
            const GlyphVote alone = glyphVotes.classify(GlyphKind::Rank, glyphs.rankAloneFeature);
            const bool courtLetter = alone.label >= 0 && isFaceRank(static_cast<std::uint8_t>(alone.label));
            // A letter with a big suit sign beside it, clearly a suit sign: the letter alone is
            // the rank, however the pair reads (a thin "J" and a club beside it pass for a "K").
            if (courtLetter && ((rank.confidence < kNoSecondLook && alone.confidence > rank.confidence) ||
                                (beside() && beside()->confidence >= kClearSuitSign)))
                rank = alone;
        }
        // A court card's big suit sign beside its letter is a second look at the suit. Agreeing,
        // the two are wrong together only if each is wrong (the small sign under the letter,
        // blurred, is often unsure: gnome-bellot's kings read 0.66 beside a clear club while only
        // half the big sign's weight counted). Disagreeing, the surer of the two stands, less
        // sure as the other is sure (squared: an unsure guess costs little). Two sure signs that
        // disagree (a small diamond blurred to a heart beside a big, clear diamond) leave the
        // suit unread.
        const bool courtRank = rank.label >= 0 && isFaceRank(static_cast<std::uint8_t>(rank.label));
        if (courtRank && beside()) {
            const GlyphVote& sign = *beside();
            if (sign.label == suit.label) {
                suit.confidence = agreeing(suit.confidence, sign.confidence);
            } else {
                const double other = std::min(sign.confidence, suit.confidence);
                if (sign.confidence > suit.confidence) suit = sign;
                suit.confidence *= 1 - other * other;
            }
        }
        if (rank.label < 2 || rank.label > 14 || suit.label < 0 || suit.label > 3) continue;
        if (look == IndexLook::LighterInk || look == IndexLook::LighterInkFaceWhite) {
            // Lighter ink takes in the blur round every glyph: a number's strokes run together,
            // a club's lobes fill out to a spade's outline. The look is for the thin letters of
            // court cards (it is taken only on a face that shows a picture): only a court card
            // counts, and not as a spade (S8), unless the big sign beside the letter reads a
            // spade clearly: a big club's lobes lie further apart than the blur that fills a small
            // one's reaches, and a club read in any look still doubts it (gnome-bellot's jacks of
            // spades, 57-98 px wide: the thin "J" read 0.9-1.0 sure alone, the big spade beside
            // it 0.99-1.0).
            const bool clearSpadeBeside = beside() && beside()->label == static_cast<int>(Suit::Spades) && beside()->confidence >= kClearSuitSign;
            if (!isFaceRank(static_cast<std::uint8_t>(rank.label)) || (suit.label == static_cast<int>(Suit::Spades) && !clearSpadeBeside)) continue;
            // It takes in a picture's fainter lines too: the foot of a kde-penguins king's panel,
            // turned, found at 31 px down, passed for a sure "Q".
            if (glyphs.rankBox.y > kLowestCourtLetterTop * kCanonicalHeight) continue;
            // Nor does the suit it reads overrule the one the usual looks read at this corner
            // under the same letter (S8): blur taken in rounds a small diamond out towards a heart
            // (kde-xskat-french's kings of diamonds, "K" 1.00 and a diamond 0.64 sure in the plain
            // look, read 0.8-1.0 sure hearts here). It is doubted as surely as they read theirs.
            if (usualLooksRead && usualLooksRead->card.rank == rank.label && usualLooksRead->rankConfidence >= kUsualLetterRead &&
                static_cast<int>(usualLooksRead->card.suit) != suit.label)
                suit.confidence = std::max(0.0, suit.confidence - usualLooksRead->suitConfidence);
        }
        // (Only a glyph shaped like a suit sign: a spade run into a frame line, cut out as one
        // wide blob, can pass for a club in part.)
        const double suitAspect = glyphs.suitBox.width / static_cast<double>(std::max(1, glyphs.suitBox.height));
        if (suit.label == static_cast<int>(Suit::Clubs) && suitAspect <= kWidestSuitSign) clubSeen = std::max(clubSeen, suit.confidence);
        const CornerReading reading{Card{static_cast<std::uint8_t>(rank.label), static_cast<Suit>(suit.label)},
                                    std::min(rank.confidence, suit.confidence), startCorner, rank.confidence,
                                    suit.confidence, look == IndexLook::WideSign};
        if (!best || reading.confidence > best->confidence) best = reading;
    }
}
// S5: a number card's face reads on its own: N pips of one size laid out as number cards lay
// them (the same turned half a turn, but for an odd count's lone pip on the middle line, which
// the seven's and some nines' sit off the centre, and a warp a little off moves), all of one
// suit. Then the face says the rank and the suit, whatever the small index made of them
// (blurred, or joined to a pip). A pip out of place (a neighbour's pip inside a misplaced
// outline, or pips hidden under another card) spoils the layout.
struct FaceReading {
    Card card;
    double rankConfidence = 0, suitConfidence = 0;
};
constexpr double kFaceMaxConfidence = 0.9;
// Pips whose votes give their top suit less than this share of their weight are ones the suit
// model does not know (S8: only their shape can tell clubs then).
constexpr double kUnknownPipsShare = 0.5;
// Pips whose centres lie above this share of the card's height are printed upright.
constexpr double kUprightPipsAbove = 0.45;
// A pip whose vote lies farther than this from every suit sign learned is like none of them: a
// pip joined to a clip on the card's edge, or to a shadow (S5). Signs seen whole lie within about
// 0.35 (the model gives full weight to votes within 0.42).
constexpr double kPipLikeNoSign = 0.5;
// A face with no index read at all is taken at this share of its confidence.
constexpr double kFaceAloneShare = 0.9;
// The face is looked at when the index reads less surely than this.
constexpr double kFaceLookBelow = 0.9;
// S10: the share of a court card's doubt that is left once its face shows a picture.
constexpr double kCourtPictureDoubtKept = 0.6;
// Pips in mirrored places lie within this share of the card's height of each other (rows of
// pips lie at least a fifth of it apart; a tilted card's warp moves them a little).
constexpr double kMirrorTolerance = 0.09;
// The pips' layout lies about the middle of the card: its own middle at most this share of the
// card's size off it.
constexpr double kMaxLayoutShift = 0.08;

// Club-shaped pips among the upper ones (S8), at least one of them on the side read upright:
// some decks print every pip upright, and a spade upside down, stem first, can pass for a club's
// top lobe.
bool clubShapedPips(const FacePips& upright, const FacePips& turned) {
    const int uprightShapes = upright.clubShaped(2, kUprightPipsAbove);
    return uprightShapes >= 1 && uprightShapes + turned.clubShaped(2, kUprightPipsAbove) >= kClubShapesAgainstSpades;
}

// The same, the marks sharpened (FacePips::clubShapedSharpened), where it takes one club shape
// more (see readCardIndex).
bool clubShapedPipsSharpened(const FacePips& upright, const FacePips& turned) {
    const int uprightShapes = upright.clubShapedSharpened(2, kUprightPipsAbove);
    return uprightShapes >= 1 && uprightShapes + turned.clubShapedSharpened(2, kUprightPipsAbove) >= kClubShapesSharpenedAgainstSpades;
}

// `turnedPips()` gives the face turned half a turn, cut into pips; it is asked for only once the
// face upright counts a number card's pips (most faces read count none, and cutting a face into
// pips costs more than a glyph's vote).
template <typename TurnedPips>
std::optional<FaceReading> readNumberFace(const FacePips& upright, TurnedPips&& turnedPips, GlyphVotes& glyphVotes) {
    const int count = upright.count();
    if (count < 2 || count > 10) return std::nullopt;
    const FacePips& turned = turnedPips();
    if (turned.count() != count) return std::nullopt;
    const std::vector<cv::Rect> boxes = upright.countedBoxes();
    const double tolerance = kMirrorTolerance * kCanonicalHeight;
    const auto centreOf = [](const cv::Rect& box) { return cv::Point2d(box.x + box.width / 2.0, box.y + box.height / 2.0); };
    // Turned about the layout's own middle: an outline a little off (round a shadow, or cut
    // short) shifts every pip alike, and the middle of the card with them.
    cv::Point2d middle(0, 0);
    for (const cv::Rect& box : boxes) middle += centreOf(box);
    middle *= 1.0 / static_cast<double>(boxes.size());
    if (std::abs(middle.x - kCanonicalWidth / 2.0) > kMaxLayoutShift * kCanonicalWidth ||
        std::abs(middle.y - kCanonicalHeight / 2.0) > kMaxLayoutShift * kCanonicalHeight)
        return std::nullopt;
    int unmatched = 0;
    double lowest = kCanonicalHeight, highest = 0;
    for (const cv::Rect& box : boxes) {
        const cv::Point2d centre = centreOf(box);
        lowest = std::min(lowest, centre.y);
        highest = std::max(highest, centre.y);
        const cv::Point2d mirror(2 * middle.x - centre.x, 2 * middle.y - centre.y);
        const bool matched = std::any_of(boxes.begin(), boxes.end(), [&](const cv::Rect& other) {
            const cv::Point2d c = centreOf(other);
            return std::hypot(c.x - mirror.x, c.y - mirror.y) <= tolerance;
        });
        if (matched) continue;
        const bool onMiddleLine = std::abs(centre.x - middle.x) <= 0.1 * kCanonicalWidth;
        if (count % 2 == 0 || !onMiddleLine) return std::nullopt;
        ++unmatched;
    }
    if (unmatched > 1) return std::nullopt;
    // Pips fill the face from end to end (a two's sit near its ends).
    if (highest - lowest < 0.4 * kCanonicalHeight) return std::nullopt;
    // The suit from the pips printed upright: the upper half's, seen both ways up (at most four).
    // A pip like no suit sign at all (joined to a clip) says nothing of the suit where another is
    // like one: it is left out (a two's other pip then speaks alone). Where none is like a sign
    // (a deck's own pips, S8's flat clubs), all are counted.
    std::array<GlyphVote, 4> pipVotes;
    int looked = 0;
    for (const FacePips* side : {&upright, &turned})
        for (const std::vector<float>& pip : side->countedFeatures(kUprightPipsAbove, 2))
            if (looked < static_cast<int>(pipVotes.size())) pipVotes[static_cast<std::size_t>(looked++)] = glyphVotes.classify(GlyphKind::Suit, pip);
    if (looked < 2) return std::nullopt;
    const bool someLikeASign = std::any_of(pipVotes.begin(), pipVotes.begin() + looked, [](const GlyphVote& v) { return v.distance <= kPipLikeNoSign; });
    std::array<double, 4> weight{};
    int votes = 0;
    for (int k = 0; k < looked; ++k) {
        const GlyphVote& v = pipVotes[static_cast<std::size_t>(k)];
        if (someLikeASign && v.distance > kPipLikeNoSign) continue;
        ++votes;
        if (v.label >= 0 && v.label <= 3) weight[static_cast<std::size_t>(v.label)] += v.confidence;
    }
    const auto top = std::max_element(weight.begin(), weight.end());
    const double others = std::accumulate(weight.begin(), weight.end(), 0.0) - *top;
    const double share = *top / votes;
    // S8: pips shaped like clubs that the suit model does not know (kde-jolly-royal's flat clubs
    // come out as unsure spades) are clubs: the shape says which, and the votes do not gainsay it.
    const bool unknownClubs = share < kUnknownPipsShare && clubShapedPips(upright, turned);
    if (!unknownClubs && others > 0.25 * *top) return std::nullopt;
    FaceReading face;
    face.card = Card{static_cast<std::uint8_t>(count), unknownClubs ? Suit::Clubs : static_cast<Suit>(top - weight.begin())};
    face.rankConfidence = kFaceMaxConfidence;
    face.suitConfidence = kFaceMaxConfidence * share;
    // Pips voted clubs (or unknown, above) and shaped like clubs: two looks that agree, as sure
    // as a face can be (a deck's clubs the suit model never saw get few and unsure votes).
    if (face.card.suit == Suit::Clubs && (unknownClubs || clubShapedPips(upright, turned))) face.suitConfidence = kFaceMaxConfidence;
    return face;
}
}  // namespace

// Faces (the brightest 2 % of the picture) darker than this are in a dim room, and brightened to
// about this (at most this many times).
constexpr double kDimFaces = 160, kUsualFaces = 215, kMostBrightening = 3;
// The darkest this share of the picture is ink; ink lighter than this is lifted (washed out).
constexpr double kInkShare = 0.002;
constexpr int kLiftedBlack = 60;

cv::Mat balancedToWhite(const cv::Mat& bgr) {
    // The brightest few percent of the picture are mostly card faces: their colour is the
    // light's colour. Warm lamps make white look orange, which would hide faces from the finder.
    // Brightest in every channel (the darkest channel ranks them): a saturated yellow note or
    // red cloth is as bright as a face in its own colours but not in the others, and taken for
    // the light it would tint the faces.
    std::array<int, 256> brightness{};
    for (int y = 0; y < bgr.rows; y += 4) {
        const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
        for (int x = 0; x < bgr.cols; x += 4) ++brightness[std::min({row[x][0], row[x][1], row[x][2]})];
    }
    int total = 0;
    for (int n : brightness) total += n;
    int cut = 255;
    for (int seen = 0; cut > 0 && seen < total / 50; --cut) seen += brightness[static_cast<std::size_t>(cut)];
    cv::Vec3d sum(0, 0, 0);
    int count = 0;
    for (int y = 0; y < bgr.rows; y += 4) {
        const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
        for (int x = 0; x < bgr.cols; x += 4)
            if (std::min({row[x][0], row[x][1], row[x][2]}) > cut) {
                sum += cv::Vec3d(row[x][0], row[x][1], row[x][2]);
                ++count;
            }
    }
    if (count == 0) return bgr;
    const double grey = (sum[0] + sum[1] + sum[2]) / 3;
    cv::Vec3d gain;
    for (int c = 0; c < 3; ++c) gain[c] = std::clamp(grey / std::max(sum[c], 1.0), 0.7, 1.45);
    // A dim room: the faces are grey, under the levels the finder cuts at and the reader takes
    // for a face's white. They are brought up to a face's usual brightness (the noise with them).
    const double faces = grey / count;
    const double exposure = faces < kDimFaces ? std::min(kUsualFaces / std::max(faces, 1.0), kMostBrightening) : 1.0;
    // A washed-out picture (haze, or a camera that lifts its blacks): the darkest ink is grey, and
    // a red sign nearly as grey as a black one. The darkest few pixels of a picture with cards in
    // it are ink; where even they are light, that light is taken off everything, and what is left
    // stretched back up to the faces' level (at most twice: a picture of nearly bare, light table
    // has little ink to go by).
    int black = 0, darker = brightness[0];  // the level the darkest kInkShare of the picture reaches
    while (black < 255 && darker < kInkShare * total) darker += brightness[static_cast<std::size_t>(++black)];
    const double lifted = black > kLiftedBlack ? std::min<double>(black, faces / 2) : 0;
    // Nearly neutral already: leave the picture as it is (and skip the work).
    if (exposure == 1.0 && lifted == 0 && std::abs(gain[0] - 1) < 0.06 && std::abs(gain[1] - 1) < 0.06 && std::abs(gain[2] - 1) < 0.06)
        return bgr;
    const double stretch = faces * exposure / (faces - lifted);
    cv::Mat lut(1, 256, CV_8UC3);
    for (int v = 0; v < 256; ++v)
        for (int c = 0; c < 3; ++c) lut.at<cv::Vec3b>(0, v)[c] = cv::saturate_cast<uchar>((v * gain[c] - lifted) * stretch);
    return lookUpPerChannel(bgr, lut);
}

// S12: a number card's index printed in thin, light strokes (gnome-lattmann's red numerals,
// blurred) breaks up in the usual looks; the lighter-ink look, which takes the blur round the
// strokes in too, reads it. That look runs strokes together (a sideways "8" passed for a letter),
// so a number read in it, each part this surely and not a spade (lighter ink fills a club's lobes
// out to a spade's outline, S8), counts only with a second look that reads the same card: the
// other corner in that look (numberReadInLighterInk), the usual looks at the same corner
// (confirmCornerInLighterInk), or the face's pips (confirmInLighterInk).
constexpr double kLighterNumberSure = 0.9;

// The number card one index corner reads in the lighter-ink look (the face turned so that the
// corner is its top-left one), rank and suit each that surely and not a spade; or none.
std::optional<CornerReading> lighterInkNumberAt(IndexCornerPicture& corner, int startCorner, GlyphVotes& glyphVotes) {
    const IndexGlyphs glyphs = extractIndexGlyphs(corner, IndexLook::LighterInk);
    if (!glyphs.found || glyphFill(glyphs.suitFeature) >= kSolidSuitFill || glyphFill(glyphs.rankFeature) >= kSolidRankFill)
        return std::nullopt;
    // (The rank first: most outlines this is tried on read no number surely, and a vote is the
    // costly part.)
    const GlyphVote rank = glyphVotes.classify(GlyphKind::Rank, glyphs.rankFeature);
    if (rank.label < 2 || rank.label > 10 || rank.confidence < kLighterNumberSure) return std::nullopt;
    const GlyphVote suit = glyphVotes.classify(GlyphKind::Suit, glyphs.suitFeature);
    if (suit.label < 0 || suit.label >= kSuitCount || suit.label == static_cast<int>(Suit::Spades) || suit.confidence < kLighterNumberSure)
        return std::nullopt;
    return CornerReading{Card{static_cast<std::uint8_t>(rank.label), static_cast<Suit>(suit.label)},
                         std::min(rank.confidence, suit.confidence), startCorner, rank.confidence, suit.confidence};
}

// Whether the index corner whose printed top-left is the upright quad's corner `startCorner`
// (0 or 2) can show.
bool indexCornerShows(IndexCornersShown shown, int startCorner) {
    return shown == IndexCornersShown::Both || (shown == IndexCornersShown::OnlyFirst) == (startCorner == 0);
}

// What each of a card's two usual index corners reads so, worked out once, when first asked for:
// S12's second looks ask for the same corners.
class LighterInkNumbers {
public:
    // The top-left corners of the face upright and turned half a turn.
    LighterInkNumbers(IndexCornerPicture& upright, IndexCornerPicture& turned, GlyphVotes& glyphVotes, IndexCornersShown shown)
        : corners_{&upright, &turned}, glyphVotes_(glyphVotes) {
        // A corner under another card reads nothing.
        for (std::size_t side = 0; side < 2; ++side)
            if (!indexCornerShows(shown, side == 0 ? 0 : 2)) read_[side].emplace();
    }
    // At the top-left corner of the face upright (0) or turned half a turn (1).
    const std::optional<CornerReading>& at(std::size_t side) {
        std::optional<std::optional<CornerReading>>& read = read_[side];
        if (!read) read = lighterInkNumberAt(*corners_[side], side == 0 ? 0 : 2, glyphVotes_);
        return *read;
    }

private:
    std::array<IndexCornerPicture*, 2> corners_;
    GlyphVotes& glyphVotes_;
    std::array<std::optional<std::optional<CornerReading>>, 2> read_;
};

// Both corners (S12), as sure as the less sure of each part.
std::optional<CornerReading> numberReadInLighterInk(LighterInkNumbers& lighter) {
    const std::optional<CornerReading>& upright = lighter.at(0);
    if (!upright) return std::nullopt;
    const std::optional<CornerReading>& other = lighter.at(1);
    if (!other || !(other->card == upright->card)) return std::nullopt;
    const double rankSure = std::min(upright->rankConfidence, other->rankConfidence);
    const double suitSure = std::min(upright->suitConfidence, other->suitConfidence);
    return CornerReading{upright->card, std::min(rankSure, suitSure), 0, rankSure, suitSure};
}

// S12 at one corner, the other cut or covered: a number card that the usual looks read at a
// corner, unsurely, and the lighter-ink look at that same corner reads as the same card
// (lighterInkNumberAt). The usual looks do not run strokes together as lighter ink does (a
// sideways "8" passed for a letter there): the rank they read, however unsurely, is no artefact
// of the lighter look. Each part is as sure as the two looks make it, as two corners that agree
// (a gnome-lattmann nine of hearts in a hand, its "9" read 0.67 sure, 1.00 in lighter ink, its
// other corner covered).
// `side` is the corner's (LighterInkNumbers::at).
void confirmCornerInLighterInk(CornerReading& corner, std::size_t side, LighterInkNumbers& lighter) {
    if (corner.card.rank > 10 || corner.card.suit == Suit::Spades) return;  // (that look reads no such card)
    const std::optional<CornerReading>& there = lighter.at(side);
    if (!there || !(there->card == corner.card)) return;
    corner.rankConfidence = agreeing(corner.rankConfidence, there->rankConfidence, kSecondLookWeight);
    corner.suitConfidence = agreeing(corner.suitConfidence, there->suitConfidence, kSecondLookWeight);
    corner.confidence = std::min(corner.rankConfidence, corner.suitConfidence);
}

// S12 with the face for the second look: a card read from its pips alone (S5: no index read, or
// one read otherwise) that one index corner reads too in lighter ink (lighterInkNumberAt) is read
// from its index as well. The pips' count and layout and the index are two looks that agree, as
// S12's two corners are: rank and suit each as sure as the two make them, and the reading no
// longer rests on the face alone, which a corner guess's may not (kde-jolly-royal's sevens of
// hearts, their small "7" found only in lighter ink and their other corner cut, stayed unknown).
// `result`, read from `face` alone, is changed only if a corner so reads it.
void confirmInLighterInk(IndexReading& result, const FaceReading& face, LighterInkNumbers& lighter) {
    if (face.card.suit == Suit::Spades) return;  // (that look reads no spade)
    std::optional<CornerReading> index;  // the surer corner that reads the face's card
    for (std::size_t side = 0; side < 2; ++side) {
        const std::optional<CornerReading>& there = lighter.at(side);
        if (there && there->card == face.card && (!index || there->confidence > index->confidence)) index = there;
    }
    if (!index) return;
    result.rankConfidence = agreeing(face.rankConfidence, index->rankConfidence, kSecondLookWeight);
    result.suitConfidence = agreeing(face.suitConfidence, index->suitConfidence, kSecondLookWeight);
    result.confidence = std::min(result.rankConfidence, result.suitConfidence);
    result.startCorner = index->startCorner;
    result.indexAtTopRight = false;
    result.faceRead = false;
}

namespace {
// The index read on the face as it is: readCardIndex before S8's second look, on the face
// sharpened, at a court card read as a spade.
IndexReading readCardIndexAsItIs(const cv::Mat& canonical, const cv::Mat& turned, GlyphVotes& glyphVotes, bool alsoTopRight,
                                 IndexCornersShown shown) {
    IndexReading result;
    // The two index corners of most decks (top-left and, turned, bottom-right), then the
    // top-right ones a few decks use.
    std::array<std::optional<CornerReading>, 4> corners;
    std::array<double, 4> clubSeen{};
    std::array<bool, 4> markCut{};
    // Each corner as every look at it starts (slots as `corners`).
    std::array<IndexCornerPicture, 4> pictures{IndexCornerPicture(canonical, IndexCorner::TopLeft),
                                               IndexCornerPicture(turned, IndexCorner::TopLeft),
                                               IndexCornerPicture(canonical, IndexCorner::TopRight),
                                               IndexCornerPicture(turned, IndexCorner::TopRight)};
    LighterInkNumbers lighter(pictures[0], pictures[1], glyphVotes, shown);  // S12's reads, each made once
    // Whether the face shows a picture (S10's test), as it is (`turnedWay` false) and turned:
    // asked before the lighter look and again of the face upright once read, and worked out
    // once for each way up.
    std::array<std::optional<bool>, 2> picture;
    const auto showsPictureOn = [&](bool turnedWay) {
        std::optional<bool>& known = picture[turnedWay ? 1 : 0];
        if (!known) known = showsPicture(turnedWay ? turned : canonical);
        return *known;
    };
    const auto read = [&](int slot, std::initializer_list<IndexLook> looks) {
        const bool isTurned = slot % 2 == 1;
        if (!indexCornerShows(shown, isTurned ? 2 : 0)) return;
        const auto k = static_cast<std::size_t>(slot);
        readCorner(pictures[k], isTurned ? 2 : 0, looks, glyphVotes, result.glyphsSeen, corners[k], clubSeen[k], markCut[k]);
        if (corners[k]) corners[k]->topRight = slot >= 2;
    };
    const auto bestConfidence = [&] {
        double c = -1;
        for (const auto& r : corners)
            if (r) c = std::max(c, r->confidence);
        return c;
    };
    read(0, {IndexLook::Plain});
    // One sure reading is enough; otherwise the opposite corner gets a say. So it does on a
    // spade, however sure (S8: a blurred club can pass for a spade, never the other way round).
    if (bestConfidence() < kSureReading || (corners[0] && corners[0]->card.suit == Suit::Spades)) read(1, {IndexLook::Plain});
    // Later looks (IndexLook) only when neither plain look reads surely: the plain look may have
    // cut a glyph joined to a line or a pip.
    if (bestConfidence() < kNoSecondLook) {
        read(0, {IndexLook::WideSign, IndexLook::SeparatedFromLines, IndexLook::DarkerInk});
        read(1, {IndexLook::WideSign, IndexLook::SeparatedFromLines, IndexLook::DarkerInk});
    }
    // The lighter-ink look, for a court card's thin letter, only on a face that shows a picture
    // (S10's test): a number's strokes run together in it, and it costs a frame of busy table
    // candidates the most. On a face with no picture, where a corner read a suit surely (the
    // numeral broke up), a number read alike at both corners in that look counts (S12); it takes
    // the place of the first corner's reading. Failing that, a corner's reading in the usual looks
    // that the lighter look at that corner reads alike is made surer by it. (On a picture, the
    // lighter look on the face's white, IndexLook::LighterInkFaceWhite, comes second, only where
    // the first reads nothing surely: taken instead, it loses letters the first reads, a black
    // jack's "J" run into the big spade beside it.)
    if (bestConfidence() < kNoSecondLook) {
        if (showsPictureOn(false)) {
            read(0, {IndexLook::LighterInk, IndexLook::LighterInkFaceWhite});
            read(1, {IndexLook::LighterInk, IndexLook::LighterInkFaceWhite});
        } else if (std::any_of(corners.begin(), corners.end(), [](const auto& r) { return r && r->suitConfidence >= kLighterNumberSure; })) {
            if (const auto both = numberReadInLighterInk(lighter); both && both->confidence > bestConfidence())
                corners[0] = both;
            else
                for (std::size_t k = 0; k < 2; ++k)
                    if (corners[k]) confirmCornerInLighterInk(*corners[k], k, lighter);
        }
    }
    if (alsoTopRight && bestConfidence() < 0.5) {
        read(2, {IndexLook::Plain, IndexLook::SeparatedFromLines, IndexLook::DarkerInk});
        read(3, {IndexLook::Plain, IndexLook::SeparatedFromLines, IndexLook::DarkerInk});
    }
    // S8 within a corner: a spade that one look read where another read a club (a look that
    // cuts the glyph from lines can cut a club's lobes away) is doubted by that club, in full.
    for (std::size_t k = 0; k < corners.size(); ++k) {
        std::optional<CornerReading>& r = corners[k];
        if (!r || r->card.suit != Suit::Spades || clubSeen[k] <= 0) continue;
        r->suitConfidence = std::max(0.0, r->suitConfidence - clubSeen[k]);
        r->confidence = std::min(r->rankConfidence, r->suitConfidence);
    }
    std::vector<CornerReading> readings;
    for (const auto& r : corners)
        if (r) readings.push_back(*r);
    const auto best = [&] {
        return std::max_element(readings.begin(), readings.end(),
                                [](const CornerReading& a, const CornerReading& b) { return a.confidence < b.confidence; });
    };
    if (readings.empty()) {
        // No index at all (a big "10" joined to its pips, say): a number face may still read.
        std::optional<FacePips> turnedFace;
        const auto turnedPips = [&]() -> const FacePips& { return turnedFace.emplace(turned); };
        if (const auto face = readNumberFace(FacePips(canonical), turnedPips, glyphVotes)) {
            result.card = face->card;
            result.rankConfidence = face->rankConfidence * kFaceAloneShare;
            result.suitConfidence = face->suitConfidence * kFaceAloneShare;
            result.confidence = std::min(result.rankConfidence, result.suitConfidence);
            result.faceRead = true;
            // (Read where the whole card shows, the face says nothing of which corner is the
            // index's; with one index corner covered, it is the one that shows.)
            if (!indexCornerShows(shown, 0)) result.startCorner = 2;
            confirmInLighterInk(result, *face, lighter);
        }
        return result;
    }
    // The surest corner's reading, or (S8) a club read fairly surely, with the same rank, at a
    // corner where the surest read a spade.
    const CornerReading* topAt = &*best();
    if (topAt->card.suit == Suit::Spades) {
        const auto club = std::find_if(readings.begin(), readings.end(), [&](const CornerReading& r) {
            return r.card.rank == topAt->card.rank && r.card.suit == Suit::Clubs && r.rankConfidence >= kClubStandsOverSpade &&
                   r.suitConfidence >= kClubStandsOverSpade;
        });
        if (club != readings.end()) topAt = &*club;
    }
    CornerReading top = *topAt;
    // S5 for a six or a nine: a deck that prints its lower index the same way up as the upper one
    // (kde-ancient-egyptians) shows a six, from its other end, as a nine, and the other way
    // round; the numeral read there is surer than the card's own (a six's "9" 1.00 sure, its own
    // "6" 0.00). Where the face's pips count the rank read at the other end, in the same suit,
    // that end is the card's top: the card is that rank, as surely as either end read its
    // numeral, and the two ends agree.
    bool sixNineTurned = false;
    if (top.card.rank == 6 || top.card.rank == 9) {
        const auto otherEnd = std::find_if(readings.begin(), readings.end(), [&](const CornerReading& r) {
            return r.card.rank == 15 - top.card.rank && r.card.suit == top.card.suit;
        });
        // (The pips counted only then, the same either way up: on seed 19's frames, counted for
        // every six and nine read, they cost 0.4 % more instructions.)
        if (otherEnd != readings.end() && FacePips(canonical).count() == otherEnd->card.rank) {
            const double rankSure = std::max(top.rankConfidence, otherEnd->rankConfidence);
            top = *otherEnd;
            topAt = &*otherEnd;
            top.rankConfidence = rankSure;
            top.confidence = std::min(top.rankConfidence, top.suitConfidence);
            sixNineTurned = true;
        }
    }
    // Two corners that agree make the reading surer; two confident corners that disagree mean
    // we cannot tell (answer unknown rather than guess).
    double combined = top.confidence;
    for (const CornerReading& r : readings) {
        if (&r == topAt) continue;
        if (sixNineTurned && r.card.suit == top.card.suit && r.card.rank == 15 - top.card.rank) {
            combined = agreeing(combined, r.confidence, kSecondLookWeight);
            continue;
        }
        if (r.card == top.card) {
            combined = agreeing(combined, r.confidence, kSecondLookWeight);
        } else {
            // A corner that reads another card altogether (a misplaced outline, another card's
            // index) speaks against it as surely as it reads. One that differs in one part only
            // is a glyph taken for a like one (a blurred "K" for a "J"): it counts as surely as
            // it read that part, and an unsure guess only a little (squared: 0.5 sure costs 0.15).
            const bool rankDiffers = r.card.rank != top.card.rank, suitDiffers = r.card.suit != top.card.suit;
            if (rankDiffers && suitDiffers) {
                combined -= std::max(r.rankConfidence, r.suitConfidence) * 0.6;
            } else if (suitDiffers && clubAgainstSpade(top.card.suit, r.card.suit)) {
                combined -= r.suitConfidence;  // S8
            } else {
                const double against = rankDiffers ? r.rankConfidence : r.suitConfidence;
                combined -= against * against * 0.6;
            }
            result.cornersDisagree = result.cornersDisagree || r.confidence > 0;
        }
    }
    // The pips of a number card count its rank. Pips near the corners are sometimes left out
    // with the index, so only a count that matches, or one higher than the rank read, counts.
    const bool uprightIsTurned = top.startCorner == 2;
    const cv::Mat& upright = uprightIsTurned ? turned : canonical;
    const FacePips uprightPips(upright);
    // The face turned half a turn, whose upper half is the lower half printed the other way up.
    std::optional<FacePips> otherPipsFound;
    const auto otherPips = [&]() -> const FacePips& {
        if (!otherPipsFound) otherPipsFound.emplace(uprightIsTurned ? canonical : turned);
        return *otherPipsFound;
    };
    // S8: pips shaped like clubs, on the face as it is or, failing that, sharpened
    // (FacePips::clubShapedSharpened). Blur fills the notches between a club's lobes: a blurred
    // kde-jolly-royal club widens steadily from its top, as a spade does, and its shoulders show
    // again sharpened (such fours and sixes of clubs under defocus were named spades, 0.84 to 0.93
    // sure). A spade's pips keep a spade's shape sharpened, but for a ripple the sharpening can
    // leave at a spade's shoulder: sharpened, three of the four upper marks must be club-shaped.
    // Of 3,116 spade faces (22 runs: 13 seeds as they are, 9 spoiled by blur, motion or JPEG),
    // none then was (a kde-jolly-royal five of spades showed two); of 3,106 club faces, 2,781 were
    // club-shaped as they are, 2,829 either way. (Only asked of a spade reading.)
    std::optional<bool> clubShapesFound;
    const auto clubShapesSeen = [&] {
        if (!clubShapesFound) clubShapesFound = clubShapedPips(uprightPips, otherPips()) || clubShapedPipsSharpened(uprightPips, otherPips());
        return *clubShapesFound;
    };
    const int pips = uprightPips.count();
    if (pips >= 2) {
        const bool numberRead = top.card.rank <= 10;
        if (numberRead && pips == top.card.rank)
            combined = 1 - (1 - combined) * 0.4;
        else if (pipsOutnumber(pips, top.card.rank)) {
            combined *= 0.4;
            result.pipsContradict = true;
        }
    }
    // A number card's middle is pips on white: a many-coloured picture there, or a face printed
    // over as much as a court card's (S10's test), means the rank was misread from a court card's
    // index (a thin "J" taken for a "9"; gnome-slavic_costumes' Cyrillic "В", its pictures too pale
    // and brown for looksLikePicture, taken for an "8" 0.98 sure in scenes of every deck).
    // (Then the shapes in the picture are not pips either: they confirm no suit.)
    const bool pictureFace = top.card.rank <= 10 && pips < 2 && showsPictureOn(uprightIsTurned);
    if (pictureFace) {
        combined *= 0.5;
        result.pipsContradict = true;
    }
    // S10: the other way round, a court card read on such a picture (or one printed over much of
    // the face: some decks draw their kings in red and black alone), with no corner reading
    // otherwise, is surer than its letter alone (blurred, or in a typeface unlike any learned):
    // the picture says it is a court card, the letter which one. (Not its suit: no surer than that.)
    if (isFaceRank(top.card.rank) && !result.cornersDisagree && combined < kFaceLookBelow && pips < 2 && showsPictureOn(uprightIsTurned))
        combined = std::max(combined, std::min(1 - (1 - combined) * kCourtPictureDoubtKept, top.suitConfidence));
    // The largest pip-shaped marks of the face, voted as suits: how surely they say the suit read
    // and any other, and clubs. Pips in the lower half are printed upside down, unlike any glyph
    // learned: only those in the upper half, of the face seen both ways up (kMarksEachWay each).
    struct MarkVotes {
        double agree = 0, disagree = 0, clubs = 0;
    };
    // `settledForANumber`: the votes are for a number card's second look at its suit (below), whose
    // outcome the upright marks settle when they agree by as many votes as the turned marks can
    // cast against them (in effect, both voting the suit read 1.00 sure): a vote counts at most
    // 1, so those can then neither outvote them nor add to an agreement counted in full already
    // (at 1, which an agreement of 2 is past). The face turned is then not cut into pips at all,
    // nor its marks voted (about a million instructions a number card; 1.8 % of seed 17's first
    // 40 frames). Not for a spade, whose every club vote counts against it.
    constexpr int kMarksEachWay = 2;
    const auto votesOfLargestMarks = [&](bool settledForANumber) {
        MarkVotes votes;
        const auto vote = [&](const std::vector<std::vector<float>>& marks) {
            for (const std::vector<float>& mark : marks) {
                const GlyphVote v = glyphVotes.classify(GlyphKind::Suit, mark);
                (v.label == static_cast<int>(top.card.suit) ? votes.agree : votes.disagree) += v.confidence;
                if (v.label == static_cast<int>(Suit::Clubs)) votes.clubs += v.confidence;
            }
        };
        vote(uprightPips.largestFeatures(kMarksEachWay, kUprightPipsAbove));
        const bool settled = settledForANumber && top.card.suit != Suit::Spades && votes.disagree + kMarksEachWay <= votes.agree;
        if (!settled) vote(otherPips().largestFeatures(kMarksEachWay, kUprightPipsAbove));
        return votes;
    };
    // S11: a court card's picture shows its suit too, larger than the index does (a big sign
    // in the picture's corner, or worked into it). The largest marks shaped like pips on the
    // face (printed upright, either way up), voted as suits, agreeing with the index's suit
    // more than disagreeing, are a second look at it: the two are wrong together only if each
    // is. (No surer than the rank: they say nothing of it.)
    if (isFaceRank(top.card.rank) && !result.cornersDisagree && combined < kFaceLookBelow && pips < 2) {
        const MarkVotes marks = votesOfLargestMarks(false);
        if (marks.agree > marks.disagree) {
            const double suitSure = agreeing(top.suitConfidence, std::min(1.0, marks.agree));
            combined = std::max(combined, std::min(top.rankConfidence, suitSure));
        }
    }
    // S8: a spade read unsurely from a small index over as many pips as its rank, shaped like
    // clubs, is a blurred club (kde-jolly-royal's flat clubs, which the suit model votes spades:
    // the face alone does not stand on such votes, but with the index's rank counted by the pips
    // the card is the club of that rank). As sure of its suit as a face can be; not where another
    // corner read another card.
    bool clubsByShape = false;
    if (top.card.suit == Suit::Spades && !result.cornersDisagree && top.card.rank >= 2 && top.card.rank <= 10 && pips == top.card.rank &&
        top.rankConfidence >= kRankCountedSurely && top.suitConfidence < kIndexSuitUnsure && clubShapesSeen()) {
        top.card.suit = Suit::Clubs;
        top.suitConfidence = kFaceMaxConfidence;
        combined = std::min(1 - (1 - top.rankConfidence) * 0.4, top.suitConfidence);  // (the count agreeing, as above)
        clubsByShape = true;
    }
    // Number cards show their suit again, large, in the middle: a second opinion on the suit.
    // (Not for clubs read by their pips' shape: the pips' votes are what the shape overrules.)
    if (top.card.rank >= 2 && top.card.rank <= 10 && !pictureFace && !clubsByShape) {
        const auto [agree, disagree, clubs] = votesOfLargestMarks(true);
        if ((disagree > agree && disagree >= 0.5) || (top.card.suit == Suit::Spades && (clubs >= kClubsAgainstSpades || clubShapesSeen()))) {
            combined *= kPipsDenySuit;
            result.pipsContradict = true;
        }
        // (The pips speak for the suit only: they lift the card no higher than its rank.)
        else if (agree > 0)
            combined = std::max(combined, std::min(agreeing(combined, std::min(1.0, agree), kSecondLookWeight), top.rankConfidence));
    }
    // An ace shows one big pip (or a picture), never rows of pips: an ace read on a face with
    // rows of pips is a number card's index read in part (a "10" whose "0" was lost). (Not one
    // pip with smaller ornaments beside it: kde-tigullio-international's ace of hearts prints a
    // pip-sized heart between two small marks, and was doubted.)
    // An ace's one big pip in the middle, seen both ways up (it is printed upright in one of
    // them): the suit model's vote on it, and whether it is shaped like a club.
    struct MiddlePip {
        GlyphVote vote;
        bool clubShaped = false;
    };
    // S5 the other way round: a number read from the index (2-10) over an ace's face, one big
    // pip in the middle voted surely the suit read and nothing else on the face either way up
    // (FacePips::onlyTheMiddleMark), is an ace whose letter was taken for a number
    // (kde-xskat-french's narrow "A", read as an "8" up to 1.00 sure over its one pip). No number
    // card's face is so: the face says the rank, as surely as a face says one. (Pips counted, or
    // marks of a pip's shape, do not tell: blurred pips run together into marks of no pip's
    // shape, and a three's end pips reach the ends of the region pips are looked for in.)
    bool aceByFace = false;
    if (top.card.rank >= 2 && top.card.rank <= 10 && !pictureFace && !result.cornersDisagree && !result.pipsContradict &&
        uprightPips.onlyTheMiddleMark() && otherPips().onlyTheMiddleMark()) {
        double aceVote = 0;
        for (const FacePips* side : {&uprightPips, &otherPips()}) {
            const GlyphVote v = glyphVotes.classify(GlyphKind::Suit, side->middleMarkFeature());
            if (v.label == static_cast<int>(top.card.suit)) aceVote = std::max(aceVote, v.confidence);
        }
        if (aceVote >= kAcePipSurely) {
            top.card.rank = 14;
            top.rankConfidence = aceVote * kFaceMaxConfidence;
            combined = std::min(top.rankConfidence, top.suitConfidence);
            aceByFace = true;
        }
    }
    std::vector<MiddlePip> middlePips;
    if (top.card.rank == 14)
        for (const FacePips* pips : {&uprightPips, &otherPips()}) {
            const std::vector<float> mark = pips->middleMarkFeature();
            if (!mark.empty()) middlePips.push_back({glyphVotes.classify(GlyphKind::Suit, mark), pips->middleMarkClubShaped()});
        }
    if (top.card.rank == 14 && uprightPips.rowsOfPips()) {
        combined *= 0.4;
        result.pipsContradict = true;
    } else if (top.card.rank == 14) {
        // S5 for an ace: its one big pip in the middle is its suit again, large. Voted surely
        // (the face either way up), the suit is as sure as a face can make it, and an unsure
        // suit read from the index gives way to it (not a spade: S8's rule below).
        // The pip is printed upright one way up only, and upside down it can pass for another
        // suit's (a heart for a spade without its stem: kde-konqi-modern's ace of hearts voted a
        // spade 1.00 sure one way up, a heart 1.00 the other, and was doubted): voted the suit read
        // surely either way up, it agrees, whatever the other way voted.
        // (A club-shaped mark voted a spade is a blurred club: S8.)
        const auto counts = [](const MiddlePip& middle) {
            return middle.vote.label >= 0 && middle.vote.label < kSuitCount &&
                   !(middle.vote.label == static_cast<int>(Suit::Spades) && middle.clubShaped);
        };
        GlyphVote pip;
        for (const MiddlePip& middle : middlePips)
            if (counts(middle) && middle.vote.confidence > pip.confidence) pip = middle.vote;
        for (const MiddlePip& middle : middlePips)
            if (counts(middle) && middle.vote.label == static_cast<int>(top.card.suit) && middle.vote.confidence >= kAcePipSurely) {
                pip = middle.vote;
                break;
            }
        if (pip.confidence >= kAcePipSurely) {
            if (pip.label == static_cast<int>(top.card.suit)) {
                top.suitConfidence = std::max(top.suitConfidence, pip.confidence * kFaceMaxConfidence);
                combined = std::max(combined, std::min(top.rankConfidence, top.suitConfidence));
            } else if (top.card.suit != Suit::Spades && top.suitConfidence < kIndexSuitUnsure) {
                top.card.suit = static_cast<Suit>(pip.label);
                top.suitConfidence = pip.confidence * kFaceMaxConfidence;
                combined = std::min(top.rankConfidence, top.suitConfidence);
            } else if (top.suitConfidence >= kIndexSuitUnsure) {
                // A suit read surely from the index that the pip, voted as surely, denies: as a
                // number card's pips of another suit doubt its index (a blurred small diamond
                // taken surely for a heart, the big pip a diamond).
                combined *= kPipsDenySuit;
                result.pipsContradict = true;
            }
        }
        // S5 for an ace's rank: a face showing its one big pip in the middle, of the suit read,
        // and no rows of pips either way up is an ace's face, a second look at an "A" read
        // unsurely from the index (a thin letter blurred small). As a number card's face that
        // agrees with its index (below), the rank is then as sure as the face and the index
        // together make it. (Only where nothing else spoke against the reading.)
        if (pip.confidence >= kAcePipSurely && pip.label == static_cast<int>(top.card.suit) && top.rankConfidence < kFaceLookBelow &&
            !aceByFace && !result.cornersDisagree && !result.pipsContradict && uprightPips.count() == 0 && otherPips().count() == 0) {
            top.rankConfidence = agreeing(pip.confidence * kFaceMaxConfidence, top.rankConfidence, kSecondLookWeight);
            combined = std::max(combined, std::min(top.rankConfidence, top.suitConfidence));
        }
    }
    // S8 for an ace read as a spade: its one big pip, shaped like a club and voted a club, doubts
    // the spade (a decorated ace of clubs' small index club blurs into a spade); voted a club
    // surely, it is the ace of clubs, as sure as its rank and that vote. The pip is printed
    // upright in one of the face's two ways up only; a spade's upside down can pass the shape
    // test, not the vote.
    if (top.card.rank == 14 && top.card.suit == Suit::Spades) {
        double clubVote = 0;
        for (const MiddlePip& middle : middlePips)
            if (middle.clubShaped && middle.vote.label == static_cast<int>(Suit::Clubs)) clubVote = std::max(clubVote, middle.vote.confidence);
        if (clubVote >= kAcePipSurely) {
            top.card.suit = Suit::Clubs;
            top.suitConfidence = clubVote * kFaceMaxConfidence;
            combined = std::min(top.rankConfidence, top.suitConfidence);
        } else if (clubVote >= kClubsAgainstSpades) {
            combined *= kPipsDenySuit;
            result.pipsContradict = true;
        }
    }
    result.card = top.card;
    result.confidence = std::clamp(combined, 0.0, 1.0);
    result.startCorner = top.startCorner;
    result.indexAtTopRight = top.topRight;
    result.wideSignRead = top.wideSign;
    result.rankConfidence = top.rankConfidence;
    result.suitConfidence = top.suitConfidence;
    // S5: an index not read surely gives way to the face's own reading when that is surer; each
    // part of the index that agrees with the face makes it surer.
    if (result.confidence < kFaceLookBelow) {
        const auto face = readNumberFace(uprightPips, otherPips, glyphVotes);
        // Spades read from club-shaped pips are as doubtful on the face as in the index (S8).
        if (face && !(face->card.suit == Suit::Spades && clubShapesSeen())) {
            const bool rankAgrees = face->card.rank == top.card.rank, suitAgrees = face->card.suit == top.card.suit;
            // Rank and suit each as sure as the face and the agreeing index make them. A part of
            // the index that disagrees has already lowered the reading (pips outnumbering the
            // rank, pips of another suit, a corner reading otherwise): the face, a whole layout
            // of pips, then stands if it is surer.
            double rankSure = face->rankConfidence, suitSure = face->suitConfidence;
            if (rankAgrees) rankSure = agreeing(rankSure, top.rankConfidence, kSecondLookWeight);
            if (suitAgrees) suitSure = agreeing(suitSure, top.suitConfidence, kSecondLookWeight);
            const double sure = std::min(rankSure, suitSure);
            if (sure > result.confidence) {
                result.card = face->card;
                result.confidence = sure;
                result.rankConfidence = rankSure;
                result.suitConfidence = suitSure;
                result.faceRead = !(rankAgrees && suitAgrees);
                if (result.faceRead) confirmInLighterInk(result, *face, lighter);
            }
        }
    }
    return result;
}

// A face sharpened for a second look (sharpened), and the same turned half a turn. (The face
// turned is the sharpened face turned, rather than sharpened again: the kernel and its mirrored
// border are the same either way round, so the two differ only where the float sums round the
// other way: 42 pixels in 160 faces.)
struct SharpenedFace {
    cv::Mat upright, turned;
};
SharpenedFace sharpenedBothWays(const cv::Mat& canonical) {
    SharpenedFace face{sharpened(canonical), {}};
    turnHalf(face.upright, face.turned);
    return face;
}
}  // namespace

// S8 for a court card: its face shows no pips whose shape or votes could doubt a spade read
// from the index, and a blurred kde-jolly-royal queen's small club reads as a spade at both
// corners, 1.00 sure. Read on the face sharpened (as the pips are looked at, S8), the club's lobes
// show again: the same rank read there, at least kSharpRankSure sure, with a club at least
// kClubsAgainstSpades sure, doubts the spade as pips of another suit do. (On the sixteen
// spoilings 9 court cards of clubs named spades, under defocus, haze and motion, now read right or
// stay unknown, none lost; on the nine sets one such queen in a hand reads right. A sharpened
// reading of another rank, or an unsure one, is no second look at the card: a gnome-gnomangelo
// king of spades whose sharpened index read a club 0.49 sure, its "K" 0.17, was lost so.)
// It is the whole reading again, sharpened, for each outline read as a spade court card: 2.8 % and
// 5.0 % more instructions on seeds 17 and 19. Cheaper ones name clubs spades again: the plain
// looks alone at the sharpened corners, without the later looks and the picture's large signs
// (S11), lost two of those clubs (vision-history.md).
constexpr double kSharpRankSure = 0.5;

namespace {
// A taught court picture (CourtPictures) names the face it is clearly like: at least
// kTaughtPictureAlike like one card's taught picture, and at least kTaughtPictureMargin more than
// like any other card's. Only a number the index reads at least kTaughtPictureBelow sure (S1's
// usual bar) stands against it: a court card's rank read from its index, however sure, yields to
// the picture (gnome-guyenne-classic prints no rank letter, and the model, which learned that
// deck's corners, reads its king of clubs' corner as a jack 0.85 sure). Another picture of the
// same card matches its taught one 0.98 and more as a rule, another deck's same figure
// (gnome-paris' against gnome-guyenne-classic's) 0.43 at most; where a deck's suits share one
// figure (gnome-tango's), the margin leaves the card to the index. Rank and suit are then each as
// sure as the picture.
constexpr double kTaughtPictureBelow = 0.75, kTaughtPictureAlike = 0.8, kTaughtPictureMargin = 0.1;
void readTaughtPicture(const cv::Mat& canonical, const CourtPictures& pictures, IndexReading& result) {
    if (pictures.empty()) return;
    if (result.card && !isFaceRank(result.card->rank) && result.rankConfidence >= kTaughtPictureBelow) return;
    const std::optional<CourtPictureMatch> match = pictures.nearest(courtPictureSignature(canonical));
    if (!match || match->similarity < kTaughtPictureAlike || match->similarity - match->nextSimilarity < kTaughtPictureMargin) return;
    const bool agrees = result.card && *result.card == match->card;
    result.confidence = agrees ? std::max(result.confidence, match->similarity) : match->similarity;
    result.card = match->card;
    result.rankConfidence = result.suitConfidence = result.confidence;
}
}  // namespace

IndexReading readCardIndex(const cv::Mat& canonical, const cv::Mat& turned, GlyphVotes& glyphVotes, bool alsoTopRight,
                           IndexCornersShown shown) {
    IndexReading result = readCardIndexAsItIs(canonical, turned, glyphVotes, alsoTopRight, shown);
    if (result.card && result.card->suit == Suit::Spades && isFaceRank(result.card->rank)) {
        const SharpenedFace sharp = sharpenedBothWays(canonical);
        const IndexReading sharpReading = readCardIndexAsItIs(sharp.upright, sharp.turned, glyphVotes, alsoTopRight, shown);
        if (sharpReading.card && sharpReading.card->rank == result.card->rank && sharpReading.rankConfidence >= kSharpRankSure &&
            sharpReading.card->suit == Suit::Clubs && sharpReading.suitConfidence >= kClubsAgainstSpades) {
            result.confidence *= kPipsDenySuit;
            result.pipsContradict = true;
        }
    }
    readTaughtPicture(canonical, glyphVotes.model().courtPictures(), result);
    return result;
}

IndexReading readCardIndex(const cv::Mat& canonical, const cv::Mat& turned, const GlyphModel& model, bool alsoTopRight,
                           IndexCornersShown shown) {
    GlyphVotes glyphVotes(model);
    return readCardIndex(canonical, turned, glyphVotes, alsoTopRight, shown);
}

namespace {
double blankestIndexCorner(const cv::Mat& canonical, const cv::Mat& turned) {
    return std::max({cornerWhiteness(canonical, IndexCorner::TopLeft), cornerWhiteness(turned, IndexCorner::TopLeft),
                     cornerWhiteness(canonical, IndexCorner::TopRight), cornerWhiteness(turned, IndexCorner::TopRight)});
}

// S4: an index printed in thin strokes (a deck's court letters unlike any learned, gnome-lattmann's
// "D" for a queen) that only the lighter-ink look isolates, at both index corners, and alike in
// size there: the same index at both ends of the face, as a card prints it. A card back's pattern
// runs out of the corner region; a patch of table prints nothing there.
bool thinIndexAtBothEnds(const cv::Mat& canonical, const cv::Mat& turned) {
    const IndexGlyphs upright = extractIndexGlyphs(canonical, IndexCorner::TopLeft, IndexLook::LighterInk);
    if (!upright.found) return false;
    const IndexGlyphs other = extractIndexGlyphs(turned, IndexCorner::TopLeft, IndexLook::LighterInk);
    if (!other.found) return false;
    const auto alike = [](int a, int b) { return std::abs(a - b) <= kThinIndexSizeDiffers * std::max(a, b); };
    return alike(upright.rankBox.height, other.rankBox.height) && alike(upright.rankBox.width, other.rankBox.width) &&
           alike(upright.suitBox.height, other.suitBox.height) && alike(upright.suitBox.width, other.suitBox.width);
}

// A card small in the picture (most of those it read are 60-100 px wide, some up to 140) is blown
// up about twice to be read, or blurred by a soft lens: its index's strokes come out soft and run
// into each other and into the pips beside them (a "10" into the heart by it, a "J" into its
// suit), and nothing is isolated, or a glyph is isolated with its neighbour's ink and read
// unsurely. Sharpened (sharpened: the face less kSharpenAmount times its blur over kSharpenSigma
// canonical pixels), the gaps between strokes show again. Only a card that does not read surely
// as it is is read so: what reads stays as it was read. (Of the cards found and left unknown, on
// the fresh seeds 36 of 85 read right so, on the nine sets 26 of 65, none wrong. An amount of 3
// read 41 and 28, but 1 wrong on each: a gnome-lattmann queen's "D", a letter the model never
// learned, as a "K" 1.00 sure.)
// The index read on the face sharpened (readCardIndex, S8 for a court card included: on the face
// sharpened once more, it names a blurred kde-jolly-royal king of clubs no spade where the face
// sharpened once read as one; vision-history.md).
IndexReading readSharpened(const cv::Mat& canonical, GlyphVotes& glyphVotes, bool alsoTopRight,
                           IndexCornersShown shown = IndexCornersShown::Both) {
    const SharpenedFace sharp = sharpenedBothWays(canonical);
    return readCardIndex(sharp.upright, sharp.turned, glyphVotes, alsoTopRight, shown);
}

// An outline read: the card warped upright along it (and turned half a turn), and its index.
struct OutlineReading {
    Quad outline;  // upright
    cv::Mat canonical, turned;
    IndexReading reading;
};

// With `sharpenedAt` (a confidence), a reading less sure than that is read again on the face
// sharpened (S1), and that reading stands if it is at least that sure.
OutlineReading readOutline(const cv::Mat& bgr, const Quad& upright, GlyphVotes& glyphVotes, bool alsoTopRight,
                           IndexCornersShown shown = IndexCornersShown::Both, std::optional<double> sharpenedAt = {}) {
    OutlineReading read{upright, warpCanonical(bgr, upright), {}, {}};
    turnHalf(read.canonical, read.turned);
    read.reading = readCardIndex(read.canonical, read.turned, glyphVotes, alsoTopRight, shown);
    if (sharpenedAt && !(read.reading.card && read.reading.confidence >= *sharpenedAt)) {
        IndexReading sharp = readSharpened(read.canonical, glyphVotes, alsoTopRight, shown);
        if (sharp.card && sharp.confidence >= *sharpenedAt) read.reading = sharp;
    }
    return read;
}

struct LargerReading : OutlineReading {
    bool outlineGrown = false;  // the card around a picture panel: report this outline
};

// Around a tight outline, which keeps that outline: a clean one, on a face (blank card around an
// index corner: a card back's white border, grown, takes in glyph-like bits of its pattern), the
// card read around it surely, with no more pips than the rank read, and nothing read in the tight
// outline that speaks against it (a misplaced outline, grown, takes in another card's index): no
// part of the tight reading that differs read `disagreement` sure or more.
bool readsAroundTightOutline(const IndexReading& around, const IndexReading& tight, const cv::Mat& tightCanonical, double minConfidence,
                             double disagreement) {
    if (!readsSurely(around, minConfidence)) return false;
    if (pipsOutnumber(countPips(tightCanonical), around.card->rank)) return false;
    if (tight.card) {
        if (tight.card->rank != around.card->rank && tight.rankConfidence >= disagreement) return false;
        if (tight.card->suit != around.card->suit && tight.suitConfidence >= disagreement) return false;
    }
    return true;
}

// The upright outline `grow` times as large about `fixed` (which stays put); empty when that
// leaves the picture (a border of 2 px kept).
std::optional<Quad> grownAbout(const Quad& upright, cv::Point2f fixed, double grow, const cv::Mat& bgr) {
    Quad card;
    for (std::size_t k = 0; k < 4; ++k) {
        card[k] = fixed + (upright[k] - fixed) * static_cast<float>(grow);
        if (card[k].x < 2 || card[k].y < 2 || card[k].x >= bgr.cols - 2 || card[k].y >= bgr.rows - 2) return std::nullopt;
    }
    return card;
}

std::optional<Quad> grownAboutCentre(const Quad& upright, double grow, const cv::Mat& bgr) {
    return grownAbout(upright, quadCentre(upright), grow, bgr);
}

// S7: a card tried at a covered corner is guessed at the size of the cards in play; a little
// smaller than the card, it cuts the index at the margin the reader leaves for the card's edge.
// Read 1.06, then 1.12 times as large (about its centre), it reads if that reading is as sure as
// one on a guessed outline must be, rests on the index rather than the pips (S5), and nothing
// read in the guess as surely as S1 asks of a card speaks against it: the guess is too small for
// its card, so what its cut index reads less surely is the cut's. (From 0.3, as for a panel's
// card: on the nine sets 3 cards fewer read right, as many wrong, 1 clip more right.)
constexpr double kGuessGrowths[] = {1.06, 1.12};
// Only a guess outlined about as cleanly as a card: the less clean ones are mostly no card, and
// reading them larger too cost 7 ms a frame at p95 on a busy set, for one card more.
constexpr double kMinGuessOutlineToReadLarger = 1.6;
// Whether a guess read larger counts (see above), `reading` and `canonical` the guess's own; so
// does a tight outline read a margin larger (readLarger).
bool countsAsGuessReadLarger(const IndexReading& larger, const IndexReading& reading, const cv::Mat& canonical,
                             const ScannerSettings& settings) {
    return !larger.faceRead && readsAroundTightOutline(larger, reading, canonical,
                                                       std::max(settings.minConfidence, kGuessedOutlineConfidence), settings.minConfidence);
}
// A guess read larger, as `card`, if that reading counts. Its face is read sharpened too when it
// does not read as surely as a guess must (see sharpened): on the fresh seeds 4 cards more read
// right so, 3 of them with a clip, and 1 more misread (a queen whose guess lay off her index, read
// as a king 0.82 sure).
std::optional<OutlineReading> guessReadAs(const cv::Mat& bgr, const Quad& card, const cv::Mat& canonical,
                                          const IndexReading& reading, GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    OutlineReading larger = readOutline(bgr, card, glyphVotes, false, IndexCornersShown::Both,
                                        std::max(settings.minConfidence, kGuessedOutlineConfidence));
    if (!countsAsGuessReadLarger(larger.reading, reading, canonical, settings)) return std::nullopt;
    return larger;
}

std::optional<OutlineReading> readGuessLarger(const cv::Mat& bgr, const Quad& upright, const cv::Mat& canonical,
                                              const IndexReading& reading, GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    for (const double grow : kGuessGrowths) {
        const std::optional<Quad> card = grownAboutCentre(upright, grow, bgr);
        if (!card) return std::nullopt;
        if (auto larger = guessReadAs(bgr, *card, canonical, reading, glyphVotes, settings)) return larger;
    }
    return std::nullopt;
}

// S7: a card nearer the camera than the cards in play, or of a larger deck, is larger than a
// guess at its covered corner by a fifth or more (a gnome-bellot king 188 px wide, guessed at
// 148 px), and the guess cuts or shrinks its index past reading. The corner it was tried at is
// its own whatever its size, so it is read this many times as large about that corner, which
// stays put. (Also 1.1 and 1.3 times: 4 cards more of 7,287 on the nine sets, for three times
// the cost on the frames with many such guesses, hands of court cards, where most read at no
// size.)
constexpr double kGrowthAboutCorner = 1.2;
// Only a guess with less than this share of its area on cards read: a guess lying across a card
// read is at a corner where that card's edge meets something else, no card. (Of the guesses read
// larger on the nine sets, every one that then read had less than a tenth on a card read; two
// fifths of those that did not had more.)
constexpr double kMostOnCardsRead = 0.1;
std::optional<OutlineReading> readGuessLargerAboutCorner(const cv::Mat& bgr, const Quad& upright, cv::Point2f corner,
                                                         const cv::Mat& canonical, const IndexReading& reading,
                                                         GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    const std::optional<Quad> card = grownAbout(upright, corner, kGrowthAboutCorner, bgr);
    if (!card) return std::nullopt;
    return guessReadAs(bgr, *card, canonical, reading, glyphVotes, settings);
}

// S9 for a card tried at a corner: its outline is the card's own at that corner only, its size
// the guess. Guessed wider than the card, it reaches onto the card beside it, and its far index
// corner reads that card's index (a kde-dondorf queen of spades in a hand, tried as wide as the
// larger cards in play, read 1.00 sure at her corner but the jack of clubs at the far one: 0.4
// sure together). Where the two index corners read different cards, and the corner tried is an
// index corner, the card is read there alone, as surely as a guessed outline must read.
std::optional<OutlineReading> readAtTriedCornerAlone(const cv::Mat& bgr, const Quad& upright, cv::Point2f tried,
                                                     GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    std::size_t at = 0;
    for (std::size_t k = 1; k < 4; ++k)
        if (cv::norm(upright[k] - tried) < cv::norm(upright[at] - tried)) at = k;
    if (at % 2 != 0) return std::nullopt;  // (corners 0 and 2 hold the index)
    OutlineReading alone = readOutline(bgr, upright, glyphVotes, true, at == 0 ? IndexCornersShown::OnlyFirst : IndexCornersShown::OnlyThird);
    if (!readsSurely(alone.reading, std::max(settings.minConfidence, kGuessedOutlineConfidence))) return std::nullopt;
    return alone;
}

// S7: some court cards frame their picture in a panel shaped like a card, with a cleaner outline
// than the card's own thin white border, and some outlines are drawn a little inside the card,
// cutting its index. Candidate `self`, whose index did not read surely, is read again a little
// larger, where that takes in no other candidate. The outlines read a margin larger that did not
// read are left in `marginsUnread`, to be read sharpened if nothing here reads (readMarginsSharpened).
std::optional<LargerReading> readLarger(const cv::Mat& bgr, const std::vector<CardCandidate>& candidates, std::size_t self,
                                        const Quad& upright, const cv::Mat& canonical, const cv::Mat& turned,
                                        const IndexReading& reading, GlyphVotes& glyphVotes, const ScannerSettings& settings,
                                        std::vector<OutlineReading>& marginsUnread) {
    const CardCandidate& candidate = candidates[self];
    std::optional<bool> tightFaceFound;  // worked out once, when needed
    const auto tightFace = [&] {
        if (!tightFaceFound)
            tightFaceFound = candidate.outline >= kCleanOutline && blankestIndexCorner(canonical, turned) >= settings.minFaceWhiteness;
        return *tightFaceFound;
    };
    // The outline's axes: across (from its left side's middle to its right's) and along. Each
    // corner, seen from the centre, is so much across and so much along; the card around is
    // the outline with each part stretched by its own factor.
    const cv::Point2f centre = quadCentre(upright);
    const cv::Point2f across = (upright[1] + upright[2] - upright[0] - upright[3]) * 0.5F;
    const cv::Point2f along = (upright[2] + upright[3] - upright[0] - upright[1]) * 0.5F;
    const float det = across.x * along.y - across.y * along.x;
    if (std::abs(det) < 1) return std::nullopt;
    // A clean outline on a face, a few pixels inside the card (its shadow's edge, a tilt), cuts
    // an index printed close to the card's edge (kde-penguins' big court letters) at the margin
    // the reader leaves for the card's own edge: read a margin's width larger, the index is
    // whole. Read as a corner guess read larger is (guessReadAs): a margin larger is a guessed
    // outline too, so it must read a little surer than a found outline, not from its pips alone
    // (under blur, a ten's pips read there as a nine's), and only a part of the tight reading as
    // sure as S1 asks rules it out: a margin larger takes in no other card's index, and what the
    // cut index reads less surely is the cut's (a lattmann king's cut "K" read as a "J" 0.14 sure,
    // its heart as a spade 0.72).
    if (tightFace()) {
        for (const double grow : kMarginsLarger) {
            const std::optional<Quad> card = grownAboutCentre(upright, grow, bgr);
            if (!card) break;
            OutlineReading margin = readOutline(bgr, *card, glyphVotes, false);
            if (countsAsGuessReadLarger(margin.reading, reading, canonical, settings)) {
                LargerReading larger;
                static_cast<OutlineReading&>(larger) = std::move(margin);
                return larger;
            }
            marginsUnread.push_back(std::move(margin));
        }
    }
    // Each larger card is first guessed and fitted to the edges around it (cheap), then read
    // (the costly part): the cards found around a panel first, the best supported by edges
    // first, so the panel's card is read at the size that fits it before those that cut it or
    // run past it (a kde-penguins jack of spades 174 px wide, read first at 124 px, passed for
    // the king of clubs there).
    struct Guess {
        Quad card;
        bool clear, cardAround;
        double support;
    };
    std::vector<Guess> guesses;
    for (const auto& [growAcross, growAlong] : kPanelToCard) {
        Quad card;
        bool inFrame = true;
        for (std::size_t k = 0; k < 4; ++k) {
            const cv::Point2f d = upright[k] - centre;
            const float partAcross = (d.x * along.y - d.y * along.x) / det, partAlong = (across.x * d.y - across.y * d.x) / det;
            card[k] = centre + across * static_cast<float>(partAcross * growAcross) + along * static_cast<float>(partAlong * growAlong);
            inFrame = inFrame && card[k].x >= 2 && card[k].y >= 2 && card[k].x < bgr.cols - 2 && card[k].y < bgr.rows - 2;
        }
        if (!inFrame) continue;
        // Another card found in the way: in a hand, the next card lies over part of this one.
        bool clear = true;
        for (std::size_t j = 0; j < candidates.size() && clear; ++j)
            if (j != self) clear = overlapArea(card, candidates[j].corners) < 0.1 * quadArea(candidates[j].corners);
        // Onto the card's own edges: the guess at its size is only a guess. A card has edges all
        // round and blank face just inside them; a guess that ran out over the table has
        // neither: the outline found was the card's own after all, only drawn a little tight.
        double support = 0;
        const Quad refined = orderAsUprightCard(refineCardQuad(bgr, card, &support, kPanelEdgeReach, {}, kPanelCardEdgeSupport));
        const bool cardAround = support >= kPanelCardEdgeSupport && edgeBandWhiteness(bgr, refined) >= kPanelCardBand;
        guesses.push_back({cardAround ? refined : card, clear, cardAround, support});
    }
    // (Those with no card of their own around them keep their order, from the smallest.)
    std::stable_sort(guesses.begin(), guesses.end(), [](const Guess& a, const Guess& b) {
        if (a.cardAround != b.cardAround) return a.cardAround;
        return a.cardAround && a.support > b.support;
    });
    for (const Guess& guess : guesses) {
        const Quad& card = guess.card;
        const bool cardAround = guess.cardAround;
        // What a tight outline must be (readsAroundTightOutline) is checked before the costly
        // reading. With another card in the way, only a panel's card is read: its own edges and
        // blank face found around the panel, it is a card of its own (S7).
        if (!cardAround && (!guess.clear || !tightFace())) continue;
        LargerReading larger;
        // (Only the usual index corners: the top-right ones cost as much again and never paid.)
        static_cast<OutlineReading&>(larger) = readOutline(bgr, card, glyphVotes, false);
        const IndexReading& around = larger.reading;
        if (!readsSurely(around, settings.minConfidence)) continue;
        if (cardAround) {
            // Around a panel: only a court card has one.
            if (!isFaceRank(around.card->rank)) continue;
            larger.outlineGrown = true;
            return larger;
        }
        if (!readsAroundTightOutline(around, reading, canonical, settings.minConfidence, kTightDisagreement)) continue;
        return larger;
    }
    return std::nullopt;
}

// The outlines read a margin larger than a tight one (readLarger) that did not read, read again on
// their faces sharpened (see sharpened): the reading of the first that counts, as readLarger counts
// it. Only once the card around a court card's panel does not read: it is the better outline (a
// panel read sharpened a margin larger reads as its card too, and was reported in its place, its
// clips off its edge). A hand's strip so read is still read whole under its neighbour, whose
// outline stands where it reads the same card (with the strip's outline kept, the card under it
// was lost: seed 73, scene 4).
std::optional<IndexReading> readMarginsSharpened(const std::vector<OutlineReading>& margins, const IndexReading& reading,
                                                 const cv::Mat& canonical, GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    for (const OutlineReading& margin : margins) {
        const IndexReading sharp = readSharpened(margin.canonical, glyphVotes, false);
        if (countsAsGuessReadLarger(sharp, reading, canonical, settings)) return sharp;
    }
    return std::nullopt;
}

// The size of the cards in play (S9), from those outlined cleanly and shaped like whole cards:
// the strips of hand cards that show are left out, as are the cards tried at corners (their size
// is this very guess). Width 0 when no card sets it.
constexpr double kSizeSettingOutline = 1.6;
constexpr double kMinWholeAspect = 1.25, kMaxWholeAspect = 1.8;
CardSize cardSizeInPlay(const std::vector<CardCandidate>& candidates) {
    std::vector<Quad> clean;
    for (const CardCandidate& c : candidates) {
        const double aspect = longSide(c.corners) / shortSide(c.corners);
        if (!c.fromCorner && c.standsInFor < 0 && c.outline >= kSizeSettingOutline && aspect >= kMinWholeAspect && aspect <= kMaxWholeAspect)
            clean.push_back(c.corners);
    }
    return typicalCardSize(clean);
}

// S9: a card in a hand lies partly under its neighbour. When no corner of it was found to fit a
// whole card to (CardFinder), its outline is the part that shows, which the warp stretches to a
// card's shape, stretching its index out of shape too. Such an outline is a whole card's width (or
// length) one way and clearly short of its length (or width) the other; the card is that outline
// lengthened to a whole card, under the cards around it, at one end or the other. Both ends are
// tried: the right one puts the index that shows in an index corner, and that index must lie in
// the part that shows (lengthened the wrong way, an index read there would be another card's).

// How near a whole side must be to the card's size, and how short of it the cut side. (A hand laid
// slantwise covers a corner of each card, and the strip outlined there is a little short of the
// card both ways: at 0.85, 9 cards more of the nine sets stayed unknown than at 0.9; at 0.95 a
// kde-jolly-royal five of spades lengthened across its neighbour read wrong.)
constexpr double kWholeSideTolerance = 0.15;
constexpr double kShortOfCard = 0.9, kLeastShowing = 0.3;
// The share of the part added that lies under the cards around.
constexpr double kMinCoveredShare = 0.5;

using WholeCard = OutlineReading;

// Whether every corner of `quad` lies in the picture.
bool inPicture(const Quad& quad, const cv::Mat& bgr) {
    return std::all_of(quad.begin(), quad.end(), [&](cv::Point2f p) { return p.x >= 0 && p.y >= 0 && p.x < bgr.cols && p.y < bgr.rows; });
}
// Where a card's index lies in the picture, its corners given from the index corner on (a
// reported card's), or where the index of an outline's reading was read.
// The middle of the index printed at the top-left of the card outlined `fromIndexCorner` from
// that corner (or at its top-right).
cv::Point2f indexPoint(const Quad& fromIndexCorner, bool topRight = false) {
    return canonicalToImage(fromIndexCorner, cv::Point2f((topRight ? 0.88F : 0.12F) * kCanonicalWidth, 0.14F * kCanonicalHeight));
}
// The index corner `read` started from (its printed top-left, even where the index was read at
// the top-right beside it).
cv::Point2f indexPointRead(const OutlineReading& read) {
    return indexPoint(read.reading.startCorner == 2 ? turnedHalf(read.outline) : read.outline);
}
// Where `read` read the index: at that corner, or at the top-right beside it. A card guessed in a
// hand's step beyond its last card, the table under its own index corner, read that card's "10"
// of spades at its top-right as a queen, and placed at the top-left it lay away from every card's
// index. (Only the hand's steps ask where exactly: two cards side by side outlined as one ask in
// which part of the outline the index corner lies, and a kde-jolly-royal four of spades there,
// read at the top-right of its end under brightening, lay past the seam and was lost.)
cv::Point2f indexPointWhereRead(const OutlineReading& read) {
    return indexPoint(read.reading.startCorner == 2 ? turnedHalf(read.outline) : read.outline, read.reading.indexAtTopRight);
}

// S15: a card's printed frame (kde-nicu-ornamental's and kde-jolly-royal's line round the pips,
// inside the margin that holds the index) is a clean rectangle of its own. Where the card's edges
// do not show (cream faces of a hand meeting with no seam to see), the frame can be the only
// outline of the card, and inside it lie pips but no index: the card was unknown. An unread
// outline whose sides are both kFrameLeast-kFrameMost of the size in play (S9) is read again
// grown to that size about its centre, and the card around it stands when it reads surely and
// more surely than the frame. (Not over a sure reading: a card a little smaller than those in
// play, read right, read otherwise grown, and the clips on it were lost with its outline. Nor a
// card guessed at a corner: its size is the size in play already.) This is S7's card around a
// panel (readLarger) at the size in play instead of fixed factors, and without its asking for the
// card's own edges or for no other card in the way: here the edges do not show and the next card
// of the hand lies over this one. The grown outline is the parallelogram on the outline's top and
// left sides, not readLarger's stretch along its mid-axes: built that way (grownAlongAxes, tried
// 2026-12-01, its shares measured on the mid-axes too) the kde-nicu-ornamental four of spades
// over every deck and a kde-jolly-royal nine of diamonds of the nine sets no longer read.
constexpr double kFrameLeast = 0.7, kFrameMost = 0.9;
std::optional<OutlineReading> readAroundPrintedFrame(const cv::Mat& bgr, const Quad& upright, const CardSize& size, const IndexReading& reading,
                                                     GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    const double across = cv::norm(upright[1] - upright[0]), along = cv::norm(upright[3] - upright[0]);
    const double acrossShare = across / size.width, alongShare = along / size.length;
    if (acrossShare < kFrameLeast || acrossShare > kFrameMost || alongShare < kFrameLeast || alongShare > kFrameMost) return std::nullopt;
    const cv::Point2f centre = quadCentre(upright);
    const cv::Point2f halfAcross = (upright[1] - upright[0]) * static_cast<float>(size.width / 2 / across);
    const cv::Point2f halfAlong = (upright[3] - upright[0]) * static_cast<float>(size.length / 2 / along);
    const Quad grown = {centre - halfAcross - halfAlong, centre + halfAcross - halfAlong, centre + halfAcross + halfAlong,
                        centre - halfAcross + halfAlong};
    if (!inPicture(grown, bgr)) return std::nullopt;
    OutlineReading around = readOutline(bgr, grown, glyphVotes, true);
    const bool sure = readsSurely(around.reading, settings.minConfidence);
    if (!sure || around.reading.confidence <= reading.confidence) return std::nullopt;
    return around;
}

std::optional<WholeCard> readCardUnderNeighbour(const cv::Mat& bgr, const std::vector<CardCandidate>& candidates, std::size_t self,
                                                const CardSize& size, GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    const Quad& shown = candidates[self].corners;
    const auto side = [&](int k) { return cv::norm(shown[static_cast<std::size_t>((k + 1) % 4)] - shown[static_cast<std::size_t>(k % 4)]); };
    // Sides 0-1 and 2-3 whole, 1-2 and 3-0 cut short by the neighbour (or the other way round);
    // a hand's cards cover each other's ends or sides, so the whole sides are a card's width or
    // its length.
    for (int way = 0; way < 4; ++way) {
        const int across = way % 2;
        const bool wholeIsWidth = way < 2;
        const double full = (side(across) + side(across + 2)) / 2, showing = (side(across + 1) + side(across + 3)) / 2;
        const double wholeSide = wholeIsWidth ? size.width : size.length, cutSide = wholeIsWidth ? size.length : size.width;
        if (std::abs(full - wholeSide) > kWholeSideTolerance * wholeSide) continue;
        if (showing > kShortOfCard * cutSide || showing < kLeastShowing * cutSide) continue;
        const auto at = [&](int k) { return shown[static_cast<std::size_t>((across + k) % 4)]; };
        const float lengthen = static_cast<float>(cutSide / showing);
        // Corners a0 a1 across one end, a2 a3 across the other.
        const Quad pastFarEnd = {at(0), at(1), at(1) + (at(2) - at(1)) * lengthen, at(0) + (at(3) - at(0)) * lengthen};
        const Quad pastNearEnd = {at(3) + (at(0) - at(3)) * lengthen, at(2) + (at(1) - at(2)) * lengthen, at(2), at(3)};
        std::optional<WholeCard> found;
        for (const bool nearEnd : {false, true}) {
            const Quad& whole = nearEnd ? pastNearEnd : pastFarEnd;
            if (!inPicture(whole, bgr)) continue;
            // The part lengthened lies under the cards around (a small card far from the camera,
            // lengthened, runs out over the table).
            double covered = 0;
            for (std::size_t j = 0; j < candidates.size(); ++j)
                if (j != self) covered += overlapArea(whole, candidates[j].corners);
            if (covered < kMinCoveredShare * (quadArea(whole) - quadArea(shown))) continue;
            // Only the index corner at the end that shows is read: the other lies under the
            // cards around, whose print there (an index of theirs, as often as not) would speak
            // against it.
            const Quad upright = orderAsUprightCard(whole);
            const int shownFrom = nearEnd ? 2 : 0;  // the shown end's corners: at(shownFrom), at(shownFrom + 1)
            const bool firstShows = cv::norm(upright[0] - at(shownFrom)) < 0.5 || cv::norm(upright[0] - at(shownFrom + 1)) < 0.5;
            WholeCard card = readOutline(bgr, upright, glyphVotes, false, firstShows ? IndexCornersShown::OnlyFirst : IndexCornersShown::OnlyThird);
            if (!readsSurely(card.reading, settings.minConfidence)) continue;
            const cv::Point2f index = indexPointRead(card);
            const std::vector<cv::Point2f> shownPolygon(shown.begin(), shown.end());
            if (cv::pointPolygonTest(shownPolygon, index, false) < 0) continue;
            if (found) {
                // Both ends read: they must agree, and the surer one stands.
                if (!(*found->reading.card == *card.reading.card)) return std::nullopt;
                if (card.reading.confidence <= found->reading.confidence) continue;
            }
            found = std::move(card);
        }
        if (found) return found;
    }
    return std::nullopt;
}

// S9 when strips set the size. In a hand of few cards laid along their short sides, most outlines
// found are the strips of covered cards, a card's length one way and well short of its width the
// other: shaped like long cards, they set the size of the cards in play, too narrow, and a strip
// lengthened to that size still cuts its index (seed 11, scene 89: four gnome-tango cards 241 px
// wide, the size in play 185). A strip that did not read, as long as the cards in play, is
// lengthened to a card as long as the strip and shaped as playing cards are (poker, bridge, a
// little squarer), each such width that differs from the size in play, and read there. (A longer
// outline is several cards outlined as one: seed 19's scene 37 read a hand's outline six times
// more, for nothing.) So is a strip shorter than the cards in play, down to kShortestStrip of
// them: a hand further from the camera than the cards that set the size (seed 61, scene 27: a
// gnome-lattmann three 210 px long, the size in play 267). Only if the rank read in the strip, when it was read at all surely, is the
// one read on the whole card: the strip's warp stretches its index but keeps its rank; a card
// made of the wrong part of the picture reads another's.
constexpr double kUsualCardAspects[] = {1.4, 1.5, 1.33};
constexpr double kOtherWidth = 0.1;
constexpr double kShortestStrip = 0.7;
// Two index points closer than this share of a card's width are read at the same corner.
constexpr double kSameIndexCorner = 0.25;
std::optional<WholeCard> readStripAsUsualCard(const cv::Mat& bgr, const std::vector<CardCandidate>& candidates, std::size_t self,
                                              const CardSize& inPlay, const Quad& stripUpright, const IndexReading& strip,
                                              GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    const double length = longSide(candidates[self].corners);
    if (length > (1 + kWholeSideTolerance) * inPlay.length || length < kShortestStrip * inPlay.length) return std::nullopt;
    for (const double aspect : kUsualCardAspects) {
        const CardSize usual{length / aspect, length};
        if (std::abs(usual.width - inPlay.width) < kOtherWidth * inPlay.width) continue;
        std::optional<WholeCard> whole = readCardUnderNeighbour(bgr, candidates, self, usual, glyphVotes, settings);
        if (!whole) continue;
        // (Only a rank read at the corner the whole card was read at: the strip's other end lies
        // under the next card, whose index is often just there.)
        const bool sameCorner = strip.card && cv::norm(indexPoint(strip.startCorner == 2 ? turnedHalf(stripUpright) : stripUpright) -
                                                       indexPointRead(*whole)) < kSameIndexCorner * usual.width;
        if (sameCorner && strip.card->rank != whole->reading.card->rank && strip.rankConfidence >= kTightDisagreement) continue;
        return whole;
    }
    return std::nullopt;
}

// S9 for cards side by side. Two cards laid next to each other along their long sides, touching
// or a little over each other (a hand laid straight), can be outlined as one when the edge between
// them is faint: an outline a card's length one way and about two cards' widths the other, shaped
// like one card turned sideways, which reads as nothing. A card as long as that outline is wide is
// read at each end of it, flush with that end, as wide as the cards in play are for their length
// and, unless both ends read, as wide as cards of the usual shapes (the size in play, set by cards
// seen at a slant, can be off the shape of these by a tenth). The index read must lie in the part
// of the outline the other card's width does not reach (over the other card, an index read would
// be that card's), or within kIndexPastSeam of the card's width past it: a card covered by a few
// pixels only, read surely at the corner beside the seam, has its index there (a kde-penguins
// seven of diamonds and a gnome-lattmann king of diamonds in hands, their index points 2 and 5 px
// past it). A hand of three laid so is outlined the same way, about three cards wide less what
// they lie over each other (a gnome-ornamental hand of three on a checked cloth, 492 px along
// where its cards are 175 wide, read as nothing): its end cards are read the same, and the card
// between them then where the hand's steps put it. An outline longer than two cards stands for
// the cards at its ends only when both read: the end a card's width long holds the next cards'
// edges too when the cards lie far over each other, and in a hand of five (gnome-bellot, its
// cards growing from 161 to 251 px towards the camera, outlined 3.1 of its end's widths long) one
// end alone read a two of clubs across the four and the three beside it (0.81-0.90 sure).
constexpr double kLeastTwoWidths = 1.5, kMostTwoWidths = 2.1, kMostEndsWidths = 3.2;
// An outline as long as a hand of four or five cards laid straight (CardCandidate::handLength; a
// gnome-ornamental hand of four and a six beside it on felt, 4.7 of its cards' widths along) is
// read at its ends up to this many widths along: at the shape in play only (the usual shapes
// too, and the far end read even where the near one did not, read 1 card more over every deck
// and cost twice the instructions: on seed 17, 5.6 % more than without hands against 2.7 %), or,
// where no card was found cleanly to size the cards in play, at the shape its own short side
// gives a card of the usual shape (kUsualCardAspects' first).
constexpr double kMostHandWidths = 5.5;
// The cards between a hand's two end cards lie a step apart: at least 0.7 of a card's width (two
// cards a step apart overlap by at most kMostOnAStep) and at most a little over one (cards further
// apart show the table between them, and are outlined apart). A hand has this many steps at most.
constexpr std::array<double, 2> kHandSteps = {0.7, 1.05};
constexpr int kMostHandSteps = 6;
// A hand's end cards lie the same way: moved onto one centre, their corners within this share of a
// card's width of each other. (A hand can fan a little: the gnome-ornamental hand's end cards lie
// 4 degrees apart, their corners so moved 22 px apart, 0.09 of their width.)
constexpr double kHandEndsAlike = 0.25;
// A hand outline this much under cards read (the share of points spread over it) is read already.
constexpr double kHandReadAlready = 0.9;
constexpr int kHandSamplesAcross = 6, kHandSamplesAlong = 24;
// The outlines of the cards read, and whether a point lies on one of them.
std::vector<std::vector<cv::Point2f>> outlinesRead(const std::vector<SeenCard>& reported) {
    std::vector<std::vector<cv::Point2f>> outlines;
    for (const SeenCard& c : reported)
        if (c.card) outlines.emplace_back(c.corners.begin(), c.corners.end());
    return outlines;
}
bool onAnOutline(const std::vector<std::vector<cv::Point2f>>& outlines, cv::Point2f at) {
    return std::any_of(outlines.begin(), outlines.end(), [&](const std::vector<cv::Point2f>& o) { return cv::pointPolygonTest(o, at, false) >= 0; });
}
double shareUnderCardsRead(const Quad& hand, const std::vector<SeenCard>& reported) {
    const std::vector<std::vector<cv::Point2f>> cardsRead = outlinesRead(reported);
    if (cardsRead.empty()) return 0;
    // Points spread evenly over the quad (its corners' bilinear blend), whichever way it lies.
    int under = 0;
    for (int i = 0; i < kHandSamplesAlong; ++i)
        for (int j = 0; j < kHandSamplesAcross; ++j) {
            const float u = (static_cast<float>(i) + 0.5F) / kHandSamplesAlong, v = (static_cast<float>(j) + 0.5F) / kHandSamplesAcross;
            const cv::Point2f top = hand[0] + (hand[1] - hand[0]) * u, bottom = hand[3] + (hand[2] - hand[3]) * u;
            if (onAnOutline(cardsRead, top + (bottom - top) * v)) ++under;
        }
    return static_cast<double>(under) / (kHandSamplesAlong * kHandSamplesAcross);
}
constexpr double kIndexPastSeam = 0.05;
constexpr double kOtherAspect = 0.05;
// Two cards side by side can also read, as one card, just surely: the warp squeezes the pair into
// one card's shape and one end's index, squeezed, passes for another card's (a kde-jolly-royal
// king of spades in a hand over a nine of hearts, read as a queen of diamonds 0.78 sure). An
// outline of that shape read less surely than this is read at its ends too, and the two cards
// read there, both of them, stand for it; one end alone does not outweigh the whole.
constexpr double kSureOfOneNotTwo = 0.9;
// Two cards side by side (1.5 to 2.1 card widths along, a card's length across) are outlined
// squarer than one card: long over short side 1.0 to 1.4 for cards 1.5 times as long as wide,
// under this share of the cards' own.
constexpr double kTwoAsOneAspect = 0.9;
std::vector<OutlineReading> readEndsSideBySide(const cv::Mat& bgr, const Quad& shown, const CardSize& inPlay, GlyphVotes& glyphVotes,
                                               const ScannerSettings& settings, bool bothEndsOnly = false, bool inPlayShapeOnly = false,
                                               double mostWidths = kMostEndsWidths) {
    // Where only one end read, the next shapes are tried too: one may read both (a shape off by a
    // few pixels cuts the other card's index, or puts it just past the seam). Failing that, the
    // first shape at which one end read stands, unless `bothEndsOnly` (the outline read as one
    // card, just surely: kSureOfOneNotTwo) or the outline is longer than two cards
    // (kMostTwoWidths), when nothing does. With `inPlayShapeOnly`, only the shape of the cards in
    // play is tried.
    std::vector<OutlineReading> firstOneRead;
    const auto side = [&](int k) { return cv::norm(shown[static_cast<std::size_t>((k + 1) % 4)] - shown[static_cast<std::size_t>(k % 4)]); };
    const double inPlayAspect = inPlay.length / inPlay.width;
    for (int across = 0; across < 2; ++across) {
        const double ends = (side(across) + side(across + 2)) / 2, along = (side(across + 1) + side(across + 3)) / 2;
        if (std::abs(ends - inPlay.length) > kWholeSideTolerance * inPlay.length) continue;
        const auto at = [&](int k) { return shown[static_cast<std::size_t>((across + k) % 4)]; };
        // Corners a0 a1 across one end, a2 a3 across the other; the card at an end reaches `share`
        // of the way to the other.
        const auto fromNearEnd = [&](double share) {
            const auto f = static_cast<float>(share);
            return Quad{at(0), at(1), at(1) + (at(2) - at(1)) * f, at(0) + (at(3) - at(0)) * f};
        };
        const auto fromFarEnd = [&](double share) {
            const auto f = static_cast<float>(share);
            return Quad{at(3) + (at(0) - at(3)) * f, at(2) + (at(1) - at(2)) * f, at(2), at(3)};
        };
        for (const double aspect : {inPlayAspect, 1.25, 1.33, 1.4, 1.5}) {
            if (aspect != inPlayAspect && (inPlayShapeOnly || std::abs(aspect - inPlayAspect) < kOtherAspect * inPlayAspect)) continue;
            const double width = ends / aspect;
            if (along < kLeastTwoWidths * width || along > mostWidths * width) continue;
            const double cardShare = width / along, ownShare = 1 - width / along;
            std::vector<OutlineReading> read, unread;
            for (const auto& [card, own] : {std::pair{fromNearEnd(cardShare), fromNearEnd(ownShare)},
                                            std::pair{fromFarEnd(cardShare), fromFarEnd(ownShare)}}) {
                const auto inOwnPart = [&](const OutlineReading& r) {
                    return cv::pointPolygonTest(std::vector<cv::Point2f>(own.begin(), own.end()), indexPointRead(r), true) >= -kIndexPastSeam * width;
                };
                OutlineReading end = readOutline(bgr, orderAsUprightCard(card), glyphVotes, true);
                // Read surely at an index corner past the seam, the card may lie on the other and
                // that be its own index, or under it and that the other's: its other index corner,
                // in its own part, is read alone, and it is the card if that reads surely (a
                // gnome-dondorf six of diamonds over a queen, its index beside her, both corners
                // reading it 1.00 sure, was left unknown).
                if (readsSurely(end.reading, settings.minConfidence) && !inOwnPart(end)) {
                    OutlineReading otherCorner =
                        readOutline(bgr, end.outline, glyphVotes, true, end.reading.startCorner == 2 ? IndexCornersShown::OnlyFirst : IndexCornersShown::OnlyThird);
                    if (readsSurely(otherCorner.reading, settings.minConfidence) && inOwnPart(otherCorner))
                        end = std::move(otherCorner);
                }
                if (!readsSurely(end.reading, settings.minConfidence) || !inOwnPart(end)) {
                    end.reading = IndexReading{};
                    unread.push_back(std::move(end));
                    // (Where one end alone stands for nothing, the other is not read.)
                    if (bothEndsOnly || along > kMostTwoWidths * width) break;
                    continue;
                }
                read.push_back(std::move(end));
            }
            if (read.size() == 2) return read;
            if (!read.empty() && firstOneRead.empty() && !bothEndsOnly && along <= kMostTwoWidths * width) {
                for (OutlineReading& end : unread)
                    if (blankestIndexCorner(end.canonical, end.turned) >= settings.minFaceWhiteness || looksLikePicture(end.canonical))
                        read.push_back(std::move(end));
                firstOneRead = std::move(read);
            }
        }
    }
    return firstOneRead;
}

// S9 between and beside a hand's cards. A hand is laid in even steps: each card lies the same way
// and as far from the one before. A card covered on both sides can show no outline or corner of its
// own (a court card's picture breaks its thin white, and its edges meet the neighbours' faces), but
// what shows of it lies where the steps put it: halfway between what shows of the two cards beside
// it, or a step on from two cards that show alike, one beside the other. Two cards read lying the
// same way (their corners, moved onto one centre, within this share of the card's width of each
// other) and alike in size give the outline halfway between them, when it touches both, and, when
// they touch each other, the outline a step on from either. So do two not alike in size
// (sameWayOtherWidth: a strip of a hand's card, cut short across by the card on it, and a card
// seen whole or a wider strip), with the larger's shape. Where no card read lies, that outline is
// read as it is (whole cards), then fitted to the edges round it (kStepFitReaches), and, a strip,
// lengthened to a whole card under its neighbours (S9), if what shows of it shows a face. It
// counts when it reads surely, as no card reported, and its index lies away from every card's
// index (read there, it would be that card's own).
constexpr double kSameWayCorners = 0.08;
// How far an outline is grown to touch another (two strips of a hand touch end to end).
constexpr double kTouchingGrowth = 1.1;
// An outline guessed in step that lies this much on a card read is no card of its own.
constexpr double kMostOnANeighbour = 0.5;
// A hand laid by hand is not in quite even steps: the outline they put a card at can lie a few
// pixels off it, its index cut (a gnome-bellot queen of spades 159 px wide, 13 px off halfway
// between her neighbours). Its sides are fitted to the edges within the first of these shares of
// its width, then, where that does not read, the second (a hand nearer the camera at one end, its
// steps growing: a gnome-bellot queen 251 px wide lay 25 px off a step on from her neighbour, 193
// px wide). A fit is read when it finds edges along at least kMinStepSupport of its sides, at its
// usual index corners only: the outline as the steps gave it was read at the top-right ones too,
// and a fit moves it a few pixels. (Read every way at each fit too, a kde-penguins queen in a hand
// that reads at no fit cost her frame 7 ms more than before the steps' fit; read so, 5 to 6.)
constexpr std::array<double, 2> kStepFitReaches = {0.1, 0.15};
constexpr double kMinStepSupport = 0.5;
// Steps can change by more than a fit reaches, and cards' sizes with them (a hand nearer the
// camera at one end): a kde-tigullio-international king of spades 126 px wide lay 9 px further on
// than a step on from the six and the ace beside it, and the outline there, of the ace's size (110
// px), cut his "K" (read a "7"); fitted within either reach, it read a club or a "7". Once every
// outline of the round has been read as the steps gave it, one a step past a pair that read at
// none of those is read moved on along its step, away from the pair, by these shares of its
// width, the nearer first, as it is, and counts as the others do. Moved back, or from halfway
// between two cards, an outline comes to lie more on a card read, whose index it then reads: one
// between two loose cards lying in step on a light table, moved onto a corner of the three of
// hearts' index, read a four of hearts 0.81 sure (seed 11's scene 173 of every deck), and such
// moves were counted only from 0.95 until they were dropped. (Over every deck, the nine sets, the
// fresh seeds and the sixteen spoilings, 4,100 frames, the moves read 3,728 outlines: the 5 that
// counted were all outlines past a pair moved on; of the 1,891 moved back, 14 read surely, each
// a card already read or at such a card's index. Each move is a card's reading, about 5 million
// instructions, and the frames that move most are among the slowest: seed 17's scene 98 read 8
// moved outlines of its 24. With only those moves, the 0.95 bar kept only right readings out:
// three kde-penguins queens of spades in a hand under the spoilings.)
constexpr std::array<double, 2> kStepMoves = {0.08, 0.16};
// Two cards a step apart overlap by at most this share of either.
constexpr double kMostOnAStep = 0.3;
// Rounds of steps taken from the cards read in the round before (the first from the cards found by
// their outlines): a hand of eight cards of which only the two at one end are found so.
constexpr int kMostStepRounds = 6;
// An index read this share of the card's width from another card's index is that card's.
constexpr double kOwnIndexApart = 0.25;
// What shows of a card in step, on neither card read, shows its face: at least this share of it
// as bright as a face's white is in every channel (a court card's picture leaves little of it; two
// loose cards that happen to lie in step have the table between them, which shows none).
constexpr double kLeastFaceInStep = 0.1;
constexpr int kFaceDarkestChannel = 120;
constexpr int kStepSamplesAcross = 8, kStepSamplesAlong = 12;
bool showsFaceInStep(const cv::Mat& bgr, const Quad& guess, const std::vector<SeenCard>& reported) {
    const std::vector<std::vector<cv::Point2f>> cardsRead = outlinesRead(reported);
    static const std::vector<cv::Point2f> samples = [] {
        std::vector<cv::Point2f> points;
        for (int y = 0; y < kStepSamplesAlong; ++y)
            for (int x = 0; x < kStepSamplesAcross; ++x)
                points.emplace_back((x + 0.5F) / kStepSamplesAcross * kCanonicalWidth, (y + 0.5F) / kStepSamplesAlong * kCanonicalHeight);
        return points;
    }();
    int shown = 0, face = 0;
    for (const cv::Point2f& at : canonicalToImage(guess, samples)) {
        if (onAnOutline(cardsRead, at)) continue;
        ++shown;
        const cv::Vec3b pixel = bgr.at<cv::Vec3b>(cvRound(at.y), cvRound(at.x));
        if (std::min({pixel[0], pixel[1], pixel[2]}) >= kFaceDarkestChannel) ++face;
    }
    return shown > 0 && face >= kLeastFaceInStep * shown;
}
std::optional<int> sameWayTurn(const Quad& a, const Quad& b, double within = kSameWayCorners) {
    const cv::Point2f shift = quadCentre(a) - quadCentre(b);
    std::optional<int> turn;
    double nearest = within * shortSide(a);
    for (int k = 0; k < 4; ++k) {
        double worst = 0;
        for (std::size_t q = 0; q < 4; ++q) worst = std::max(worst, cv::norm(a[q] - (b[(q + static_cast<std::size_t>(k)) % 4] + shift)));
        if (worst < nearest) {
            nearest = worst;
            turn = k;
        }
    }
    return turn;
}
// The turn (as sameWayTurn's) that lays b's sides along a's, each within kSameWaySides (about 6
// degrees), when the two are as long one way (within kSameLength) though not alike in size: a
// strip of a hand's card, cut short across by the card on it, and a card seen whole or a wider
// strip.
constexpr double kSameWaySides = 0.995, kSameLength = 0.08;
std::optional<int> sameWayOtherWidth(const Quad& a, const Quad& b) {
    const auto side = [](const Quad& q, std::size_t k) { return q[(k + 1) % 4] - q[k]; };
    for (int k = 0; k < 4; ++k) {
        bool same = true;
        bool anyLengthAlike = false;
        for (std::size_t q = 0; q < 4 && same; ++q) {
            const cv::Point2f sa = side(a, q), sb = side(b, (q + static_cast<std::size_t>(k)) % 4);
            const double la = cv::norm(sa), lb = cv::norm(sb);
            same = sa.dot(sb) >= kSameWaySides * la * lb;
            anyLengthAlike = anyLengthAlike || std::abs(la - lb) <= kSameLength * std::max(la, lb);
        }
        if (same && anyLengthAlike) return k;
    }
    return std::nullopt;
}
bool touching(const Quad& a, const Quad& b) {
    const cv::Point2f centre = quadCentre(a);
    Quad grown{};
    for (std::size_t q = 0; q < 4; ++q) grown[q] = centre + (a[q] - centre) * static_cast<float>(kTouchingGrowth);
    return overlapArea(grown, b) > 0;
}
// Where each of `cards` has its index printed: at its first corner and the one across.
std::vector<cv::Point2f> indexPoints(const std::vector<SeenCard>& cards) {
    std::vector<cv::Point2f> points;
    for (const SeenCard& c : cards)
        for (const Quad& start : {c.corners, turnedHalf(c.corners)}) points.push_back(indexPoint(start));
    return points;
}
// An outline where a hand's steps put a card, and, for one a step past a pair, that step, pointing
// on away from the pair (none between two cards).
struct StepGuess {
    Quad outline;
    std::optional<cv::Point2f> onward;
};
// The outlines the steps of pairs of cards read put cards at (only pairs with a card `fresh`
// marks, when it marks any: the pairs of the cards read in the last round of steps).
std::vector<StepGuess> outlinesInStep(const std::vector<SeenCard>& reported, const std::vector<bool>& fresh) {
    std::vector<StepGuess> guessed;
    for (std::size_t i = 0; i < reported.size(); ++i) {
        if (!reported[i].card) continue;
        for (std::size_t j = i + 1; j < reported.size(); ++j) {
            if (!reported[j].card) continue;
            if (!fresh.empty() && !fresh[i] && !fresh[j]) continue;
            const Quad& a = reported[i].corners;
            std::optional<int> turn = sameWayTurn(a, reported[j].corners);
            const bool alike = turn.has_value();
            if (!alike) turn = sameWayOtherWidth(a, reported[j].corners);
            if (!turn) continue;
            Quad b{};
            for (std::size_t q = 0; q < 4; ++q) b[q] = reported[j].corners[(q + static_cast<std::size_t>(*turn)) % 4];
            // Two alike give outlines of their mean shape; two not, of the larger's (the more of
            // a card that shows), placed by the two's first corners (each at its index, which a
            // strip shows).
            const Quad& larger = quadArea(a) >= quadArea(b) ? a : b;
            const auto placed = [&](cv::Point2f firstCorner) { return shifted(larger, firstCorner - larger[0]); };
            const double area = alike ? quadArea(a) : quadArea(larger);
            Quad between{}, pastA{}, pastB{};
            if (alike) {
                for (std::size_t q = 0; q < 4; ++q) {
                    between[q] = (a[q] + b[q]) * 0.5F;
                    pastA[q] = a[q] * 2.0F - b[q];
                    pastB[q] = b[q] * 2.0F - a[q];
                }
            } else {
                between = placed((a[0] + b[0]) * 0.5F);
                pastA = placed(a[0] * 2.0F - b[0]);
                pastB = placed(b[0] * 2.0F - a[0]);
            }
            // (A step is a strip's width at least: an outline lying half on each of two strips
            // side by side is a part of each, and read there as a card where none lies.)
            const auto apart = [&](const Quad& guess, const Quad& from) { return overlapArea(guess, from) <= kMostOnAStep * area; };
            if (touching(between, a) && touching(between, b) && apart(between, a) && apart(between, b)) guessed.push_back({between, std::nullopt});
            if (touching(a, b) && apart(a, b)) {
                guessed.push_back({pastA, a[0] - b[0]});
                guessed.push_back({pastB, b[0] - a[0]});
            }
        }
    }
    return guessed;
}
// Whether an outline where the steps put a card lies on no card read by more than
// kMostOnANeighbour of it.
bool onNoCardRead(const Quad& guess, const std::vector<SeenCard>& reported) {
    const double area = quadArea(guess);
    return std::none_of(reported.begin(), reported.end(), [&](const SeenCard& c) { return c.card && overlapArea(guess, c.corners) > kMostOnANeighbour * area; });
}
// Read as the steps gave it (as it is, fitted, lengthened), or moved along the step (kStepMoves);
// either only where the outline lies in the picture, on no card read and shows a face
// (onNoCardRead, showsFaceInStep).
enum class StepRead { AsGuessed, Moved };
std::optional<OutlineReading> readCardInStep(const cv::Mat& bgr, const StepGuess& inStep, StepRead how, const std::vector<SeenCard>& reported,
                                             const std::vector<cv::Point2f>& indices, std::vector<CardCandidate>& candidates,
                                             const CardSize& inPlay, GlyphVotes& glyphVotes, const ScannerSettings& settings) {
    const Quad& guess = inStep.outline;
    const auto counts = [&](const OutlineReading& read) {
        if (!readsSurely(read.reading, settings.minConfidence)) return false;
        for (const SeenCard& c : reported)
            if (c.card && *c.card == *read.reading.card) return false;
        const cv::Point2f index = indexPointWhereRead(read);
        return std::none_of(indices.begin(), indices.end(), [&](cv::Point2f p) { return cv::norm(p - index) < kOwnIndexApart * shortSide(read.outline); });
    };
    if (how == StepRead::AsGuessed) {
        OutlineReading read = readOutline(bgr, orderAsUprightCard(guess), glyphVotes, true);
        if (counts(read)) return read;
        for (const double reach : kStepFitReaches) {
            double support = 0;
            const Quad stepFit = refineCardQuad(bgr, guess, &support, reach, {}, kMinStepSupport);
            if (support < kMinStepSupport) continue;
            OutlineReading fitted = readOutline(bgr, orderAsUprightCard(stepFit), glyphVotes, false);
            if (counts(fitted)) return fitted;
        }
        if (inPlay.width > 0) {
            CardCandidate strip;
            strip.corners = guess;
            candidates.push_back(strip);
            std::optional<WholeCard> whole = readCardUnderNeighbour(bgr, candidates, candidates.size() - 1, inPlay, glyphVotes, settings);
            candidates.pop_back();
            if (whole && counts(*whole)) return whole;
        }
        return std::nullopt;
    }
    if (!inStep.onward) return std::nullopt;
    const double stepLength = cv::norm(*inStep.onward);
    if (stepLength < 1) return std::nullopt;
    const cv::Point2f along = *inStep.onward * static_cast<float>(1 / stepLength);
    for (const double share : kStepMoves) {
        const Quad moved = shifted(guess, along * static_cast<float>(share * shortSide(guess)));
        if (!inPicture(moved, bgr)) continue;
        OutlineReading read = readOutline(bgr, orderAsUprightCard(moved), glyphVotes, false);
        if (counts(read)) return read;
    }
    return std::nullopt;
}

// A card reported that shares more than this of its area (or of the outline's) with an outline
// kept aside for a court picture that reaches the margins (CardCandidate::pictureToMargins) lies
// where that outline does.
constexpr double kMarginPictureOverlap = 0.2;
// S13: a court picture that reaches both long sides of its card (the Paris pattern's, as
// gnome-paris and kde-gm-paris print it) leaves the face's white in two pieces, one at each end,
// and on a table as dark as the picture no level outlines the card whole. Each piece is outlined
// as a card of its own, about as wide as the card and a third as long, and does not read. Two
// such outlines facing each other, their long sides in line, span the card: the quad from the far
// side of one to the far side of the other. Facing sides (each turned at most about 25 degrees
// from the line between the two centres: the pieces of a tilted card are not rectangles) as long
// within kPiecesSameWidth of each other and within about 8 degrees of parallel; the corners of
// both on the two lines through the far corners, within kPiecesInLine of the card's width;
// kPiecesLeastApart of the card's length between them (two cards touching along a side have
// none); and the card spanned shaped like a card seen tilted (kMinPiecesAspect..kMaxPiecesAspect
// long/short).
constexpr double kPiecesSameWidth = 0.15, kPiecesFacing = 0.9, kPiecesParallel = 0.99, kPiecesInLine = 0.06, kPiecesLeastApart = 0.15;
constexpr double kMinPiecesAspect = 1.2, kMaxPiecesAspect = 2.0;
std::optional<Quad> cardAcrossTwoPieces(const Quad& a, const Quad& b) {
    const cv::Point2f ca = quadCentre(a), cb = quadCentre(b);
    const cv::Point2f towards = (cb - ca) * static_cast<float>(1 / std::max(1.0, cv::norm(cb - ca)));
    const auto facing = [&](const Quad& q, std::size_t k, cv::Point2f way) {
        if (cv::norm(q[(k + 1) % 4] - q[k]) < 1) return false;
        return outwardNormal(q[k], q[(k + 1) % 4], quadCentre(q)).dot(way) >= kPiecesFacing;
    };
    const auto offLine = [](cv::Point2f p, cv::Point2f from, cv::Point2f to) {
        const cv::Point2f d = to - from;
        const double length = cv::norm(d);
        return length < 1 ? 1e9 : std::abs(d.cross(p - from)) / length;
    };
    for (std::size_t k = 0; k < 4; ++k) {
        if (!facing(a, k, towards)) continue;
        for (std::size_t m = 0; m < 4; ++m) {
            if (!facing(b, m, -towards)) continue;
            const double sideA = cv::norm(a[(k + 1) % 4] - a[k]), sideB = cv::norm(b[(m + 1) % 4] - b[m]);
            if (std::abs(sideA - sideB) > kPiecesSameWidth * std::max(sideA, sideB)) continue;
            if (std::abs((a[(k + 1) % 4] - a[k]).dot(b[(m + 1) % 4] - b[m])) < kPiecesParallel * sideA * sideB) continue;
            // Both clockwise: a's corner k lies on the line from a's k+3 to b's m+2, with b's m+1;
            // a's k+1 on the line from a's k+2 to b's m+3, with b's m.
            const cv::Point2f farA0 = a[(k + 3) % 4], farA1 = a[(k + 2) % 4], farB0 = b[(m + 2) % 4], farB1 = b[(m + 3) % 4];
            const Quad spanned = {farA1, farA0, farB0, farB1};
            const double width = 0.5 * (cv::norm(farA1 - farA0) + cv::norm(farB1 - farB0));
            const double length = cv::norm(0.5F * (farA0 + farA1) - 0.5F * (farB0 + farB1));
            if (length < kMinPiecesAspect * width || length > kMaxPiecesAspect * width) continue;
            const double slack = kPiecesInLine * width;
            if (offLine(a[k], farA0, farB0) > slack || offLine(b[(m + 1) % 4], farA0, farB0) > slack ||
                offLine(a[(k + 1) % 4], farA1, farB1) > slack || offLine(b[m], farA1, farB1) > slack)
                continue;
            const double apart = 0.5 * (cv::norm(b[(m + 1) % 4] - a[k]) + cv::norm(b[m] - a[(k + 1) % 4]));
            if (apart < kPiecesLeastApart * length) continue;
            return spanned;
        }
    }
    return std::nullopt;
}
}  // namespace

Scanner::Scanner(GlyphModel model, ScannerSettings settings) : model_(std::move(model)), settings_(settings) {}

Observation Scanner::scan(const cv::Mat& input) const {
    Observation obs;
    if (input.empty()) return obs;
    cv::Mat bgr;  // (clips are balanced again per card, against that card's own face)
    if (input.channels() == 1)
        cv::cvtColor(input, bgr, cv::COLOR_GRAY2BGR);
    else if (input.channels() == 4)
        cv::cvtColor(input, bgr, cv::COLOR_BGRA2BGR);
    else
        bgr = input;

    bgr = balancedToWhite(bgr);
    std::vector<CardCandidate> candidates = findCardCandidates(bgr, settings_.finder);
    // S13: outlines kept aside for court pictures that reach the margins are read last, once every
    // other card is known; to the other cards' reading they are not there (a card read larger
    // would find one in its way).
    // S9: outlines as long as a hand of four or five cards come last of all; only their ends are read.
    const auto handsFrom = std::find_if(candidates.begin(), candidates.end(), [](const CardCandidate& c) { return c.handLength; });
    const std::vector<CardCandidate> handOutlines(handsFrom, candidates.end());
    candidates.erase(handsFrom, candidates.end());
    const auto keptAside = std::find_if(candidates.begin(), candidates.end(), [](const CardCandidate& c) { return c.pictureToMargins; });
    const std::vector<CardCandidate> marginPictures(keptAside, candidates.end());
    candidates.erase(keptAside, candidates.end());
    const CardSize cardSize = cardSizeInPlay(candidates);  // S9
    GlyphVotes glyphVotes(model_);  // the frame's glyphs, each voted once
    std::vector<bool> triedAtCorner;  // of each reported card: CardCandidate::fromCorner
    // A card reported, or put in the place of the one reported at `at` (when `at` is 0 or more).
    const auto report = [&](const SeenCard& seen, bool atCorner, int at = -1) {
        if (at >= 0) {
            obs.cards[static_cast<std::size_t>(at)] = seen;
            return;
        }
        obs.cards.push_back(seen);
        triedAtCorner.push_back(atCorner);
    };
    std::vector<bool> readSurely(candidates.size(), false);
    // Of a card tried at a covered corner (CardCandidate::anchor) that did not read: its outline
    // and reading, and where in obs.cards it was reported (as unknown), if it was.
    struct UnreadGuess {
        std::size_t candidate;
        Quad upright;
        cv::Mat canonical;
        IndexReading reading;
        int reportedAt;
    };
    std::vector<UnreadGuess> unreadGuesses;
    // A card as reported: its corners from the corner its index was read at, its name if read surely.
    const auto seenAs = [&](const Quad& upright, const IndexReading& reading) {
        SeenCard seen;
        seen.corners = reading.startCorner == 2 ? turnedHalf(upright) : upright;
        if (readsSurely(reading, settings_.minConfidence)) {
            seen.card = reading.card;
            seen.confidence = reading.confidence;
        }
        return seen;
    };
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const CardCandidate& candidate = candidates[i];
        if (candidate.standsInFor >= 0 && readSurely[static_cast<std::size_t>(candidate.standsInFor)]) continue;
        // Cards in play are one size (S9): an outline shorter, its long way, than a good part of
        // their width is no card (a pale square of a checked cloth, a part of a face), and is
        // not read at all (a close-up of a checked cloth outlines a hundred squares). The strip
        // of a hand's card that shows is a card's width one way at least, and a court card's
        // picture panel, which S7 reads larger, longer still.
        if (cardSize.width > 0 && longSide(candidate.corners) < kLeastOfACardsWidth * cardSize.width) continue;
        OutlineReading read = readOutline(bgr, orderAsUprightCard(candidate.corners), glyphVotes, true);
        Quad& upright = read.outline;
        cv::Mat &canonical = read.canonical, &turned = read.turned;
        IndexReading& reading = read.reading;
        // A card tilted away from the camera along its length can look nearly square, and its
        // outline then stand it up a quarter turn off (its index sideways, its pips squeezed):
        // such an outline that does not read, or reads as a court card, is read a quarter turn
        // round too, and the surer reading stands. A numeral on its side passes for a letter:
        // kde-penguins' sixes of clubs read as queens, 0.9 sure, in scenes of every deck (one drawn
        // 130 by 118 px, 0.96). Over a sure reading, a reading of the pips alone (S5) does not
        // stand: on its side, a kde-jolly-royal eight of diamonds read 0.81 sure took the "two"
        // its pips made 0.9 sure, when every sure reading was read round (which also cost 2-3 %
        // more instructions on seeds 17 and 19). Only a card seen whole, its face filling the
        // outline: the nearly square strip of a card covered in a hand, or two cards outlined as
        // one, would read there as a card where none lies.
        const bool sureBefore = readsSurely(reading, settings_.minConfidence);
        if ((!sureBefore || isFaceRank(reading.card->rank)) && !candidate.fromCorner && candidate.fill >= kMinFillToTurn &&
            longSide(upright) < kMaxAspectToTurn * shortSide(upright)) {
            OutlineReading quarter = readOutline(bgr, turnedQuarter(upright), glyphVotes, true);
            if (quarter.reading.card && quarter.reading.confidence > reading.confidence && !(sureBefore && quarter.reading.faceRead))
                read = std::move(quarter);
        }
        std::vector<OutlineReading> marginsUnread;
        if (!readsSurely(reading, settings_.minConfidence) && !candidate.fromCorner) {
            if (auto larger = readLarger(bgr, candidates, i, upright, canonical, turned, reading, glyphVotes, settings_, marginsUnread)) {
                if (larger->outlineGrown) {
                    upright = larger->outline;
                    canonical = larger->canonical;
                    turned = larger->turned;
                }
                reading = larger->reading;
            }
        }
        // The margins larger read sharpened (readMarginsSharpened), when nothing read.
        bool readOnMarginSharpened = false;
        if (!readsSurely(reading, settings_.minConfidence) && !marginsUnread.empty()) {
            if (auto sharp = readMarginsSharpened(marginsUnread, reading, canonical, glyphVotes, settings_)) {
                reading = *sharp;
                readOnMarginSharpened = true;
            }
        }
        // (S9 too for a strip read only with its suit sign let run past the index corner, or read
        // only sharpened a margin larger: the whole card, where it reads the same, is the better
        // outline. A card tried at a corner, guessed at the size of the cards in play, can come out
        // of the sides' fit as the strip that shows of a covered card, its index stretched; it is
        // read whole when it does not read surely as it is.)
        const bool surelyBefore = readsSurely(reading, settings_.minConfidence);
        if (!surelyBefore || (reading.wideSignRead && !candidate.fromCorner) || readOnMarginSharpened) {
            if (cardSize.width > 0) {
                auto whole = readCardUnderNeighbour(bgr, candidates, i, cardSize, glyphVotes, settings_);
                if (!whole && !surelyBefore) whole = readStripAsUsualCard(bgr, candidates, i, cardSize, upright, reading, glyphVotes, settings_);
                if (whole && surelyBefore && whole->reading.card != reading.card) whole.reset();
                // (A card tried at a corner is a guess twice over here: its reading counts from the
                // bar of the other guessed outlines.)
                if (whole && candidate.fromCorner && whole->reading.confidence < std::max(settings_.minConfidence, kGuessedOutlineConfidence))
                    whole.reset();
                if (whole) {
                    upright = whole->outline;
                    canonical = whole->canonical;
                    turned = whole->turned;
                    reading = whole->reading;
                }
            }
        }
        // S15: an outline the size of a card's printed frame, unread, is read as the card around it.
        if (cardSize.width > 0 && !candidate.fromCorner && !readsSurely(reading, settings_.minConfidence))
            if (std::optional<OutlineReading> around = readAroundPrintedFrame(bgr, upright, cardSize, reading, glyphVotes, settings_))
                read = std::move(*around);
        // S4: a face shows blank card around its index corners, or (a picture card with thin
        // margins) an index that reads with confidence; card backs and other objects do neither.
        // (Worked out only for a card that does not read: a sure reading settles it.)
        std::optional<double> blankCorners;
        const auto whiteness = [&] {
            if (!blankCorners) blankCorners = blankestIndexCorner(canonical, turned);
            return *blankCorners;
        };
        // S5 reads a number card from its pips' layout within the card's own outline. A card tried
        // at a corner has a guessed outline, the size of the cards in play: on a larger card it
        // holds part of the pips (a three's top two, laid out like a two's), so its face alone
        // does not say what it is.
        if (candidate.fromCorner && reading.faceRead) reading = IndexReading{};
        if (candidate.fromCorner && candidate.outline >= kMinGuessOutlineToReadLarger &&
            !readsSurely(reading, settings_.minConfidence)) {
            if (auto larger = readGuessLarger(bgr, upright, canonical, reading, glyphVotes, settings_)) read = std::move(*larger);
        }
        if (candidate.fromCorner && candidate.anchor.x >= 0 && reading.cornersDisagree && !readsSurely(reading, settings_.minConfidence))
            if (auto alone = readAtTriedCornerAlone(bgr, upright, candidate.anchor, glyphVotes, settings_)) read = std::move(*alone);
        const bool sure = readsSurely(reading, settings_.minConfidence);
        readSurely[i] = sure;
        if (candidate.fromCorner && !sure && candidate.anchor.x >= 0)
            unreadGuesses.push_back({i, upright, canonical, reading, -1});
        if (candidate.fromCorner && !sure && candidate.outline < kCleanOutlineFromCorner) continue;
        // A picture card whose thin margins hide its index from the reader: a clean card outline
        // around a many-coloured picture is a face (unknown), not a two-tone card back.
        std::optional<bool> pictureFace;  // worked out only when needed
        const auto isPictureFace = [&] {
            if (!pictureFace)
                pictureFace = (candidate.outline >= kCleanOutline || candidate.unbrokenOutline >= kUnbrokenPictureOutline) &&
                              looksLikePicture(canonical);
            return *pictureFace;
        };
        if (!sure && whiteness() < settings_.minFaceWhiteness && !isPictureFace()) continue;
        // Two cards side by side outlined as one (S9): the cards read at its ends stand for it. (Only
        // a face, by the check above: a card back's pattern, cut in two, can read as a card.) Read
        // just surely as one card, only both ends reading outweighs that (kSureOfOneNotTwo). Read
        // more surely still, an outline too wide for one card of those in play (kMostOfACardsWidth)
        // is still two when both ends read, one of them as the whole did: the whole's index, at
        // one of its corners, is that end's card's own (a kde-tigullio-international three of clubs
        // beside a seven of hearts on felt, outlined 201 px wide where the cards in play are 131,
        // read 0.99 sure as the three). Not a card nearer the camera than those, as much larger
        // along as across: two side by side are squarer than one (kTwoAsOneAspect). (Only at the
        // shape in play: the other shapes, tried on two outlines of seed 19's first 40 frames
        // that read at none, cost 2.5 % of their instructions.)
        const bool sureButWideAsTwo = sure && reading.confidence >= kSureOfOneNotTwo && cardSize.width > 0 &&
                                      shortSide(upright) > kMostOfACardsWidth * cardSize.width &&
                                      longSide(upright) < kTwoAsOneAspect * (cardSize.length / cardSize.width) * shortSide(upright);
        if ((!sure || reading.confidence < kSureOfOneNotTwo || sureButWideAsTwo) && !candidate.fromCorner && cardSize.width > 0) {
            std::vector<OutlineReading> ends = readEndsSideBySide(bgr, candidate.corners, cardSize, glyphVotes, settings_, sure, sureButWideAsTwo);
            if (sureButWideAsTwo &&
                std::none_of(ends.begin(), ends.end(), [&](const OutlineReading& end) { return end.reading.card == reading.card; }))
                ends.clear();
            for (const OutlineReading& end : ends) report(seenAs(end.outline, end.reading), false);
            if (!ends.empty()) {
                readSurely[i] = true;
                continue;
            }
        }
        // A face whose index could not be isolated is still a card (unknown) when it is clearly a
        // blank white face around its corners, or (S4) a cleanly outlined face whose index shows
        // at both ends in thin strokes only; otherwise (a card back's border) it is not a card.
        if (!reading.glyphsSeen && !sure && !isPictureFace()) {
            const double aspect = longSide(upright) / shortSide(upright);
            if (aspect < 1.15 || aspect > 2.2) continue;
            if (whiteness() < settings_.minBlankFaceWhiteness &&
                !(candidate.outline >= kCleanOutline && thinIndexAtBothEnds(canonical, turned)))
                continue;
            if (printedShare(canonical) < kMinPrintedShare) continue;
        }
        // Nor is an outline that does not read and is far wider, its short way, than the cards in
        // play: two or more cards of a hand outlined as one.
        if (!sure && cardSize.width > 0 && shortSide(upright) > kMostOfACardsWidth * cardSize.width) continue;
        // A card about to be reported unknown has a second look, sharpened (S1): its index read
        // once more with its edges brought out. (Only where a card is known to lie: an outline
        // that reads as nothing, most of them, is not read twice. The outlines redrawn about a
        // card that did not read are read sharpened too: guessReadAs, readMarginsSharpened.)
        if (!sure) {
            IndexReading sharp = readSharpened(canonical, glyphVotes, true);
            if (candidate.fromCorner && sharp.faceRead) sharp = IndexReading{};
            if (readsSurely(sharp, settings_.minConfidence)) {
                reading = sharp;
                readSurely[i] = true;
                if (!unreadGuesses.empty() && unreadGuesses.back().candidate == i) unreadGuesses.pop_back();
            }
        }
        if (!unreadGuesses.empty() && unreadGuesses.back().candidate == i) unreadGuesses.back().reportedAt = static_cast<int>(obs.cards.size());
        report(seenAs(upright, reading), candidate.fromCorner);
    }
    // Guesses at covered corners that did not read, read larger about their corner (S7), once the
    // cards that read are known: one that reads takes the place of what was reported for it.
    std::vector<Quad> cardsRead;
    for (const SeenCard& c : obs.cards)
        if (c.card) cardsRead.push_back(c.corners);
    for (const UnreadGuess& guess : unreadGuesses) {
        double onCardsRead = 0;
        for (const Quad& q : cardsRead) onCardsRead += overlapArea(guess.upright, q);
        if (onCardsRead >= kMostOnCardsRead * quadArea(guess.upright)) continue;
        const std::optional<OutlineReading> larger = readGuessLargerAboutCorner(
            bgr, guess.upright, candidates[guess.candidate].anchor, guess.canonical, guess.reading, glyphVotes, settings_);
        if (!larger) continue;
        report(seenAs(larger->outline, larger->reading), true, guess.reportedAt);
    }
    // S9: a hand of four or five cards laid straight, outlined as one (CardFinder's kMaxHandAspect),
    // stands for the cards at its ends when both read, each where no card was read (an outline
    // reported there unread takes its reading); the cards between them are read after the rounds
    // of steps below.
    // Where in obs.cards a card is reported that shares most of `q` (kSameCardOverlap), if any.
    const auto reportedOver = [&](const Quad& q) {
        int there = -1;
        for (std::size_t k = 0; k < obs.cards.size(); ++k)
            if (sharesMostOf(obs.cards[k].corners, q)) there = static_cast<int>(k);
        return there;
    };
    struct HandRead {
        Quad first, last;  // its end cards, as reported
        CardSize cards;
    };
    std::vector<HandRead> handsRead;
    for (const CardCandidate& hand : handOutlines) {
        // A hand whose cards were read already, nearly all of it under cards read, is not read
        // again (most outlines of hands are such, and reading their ends cost a hand's frame a
        // few million instructions).
        if (shareUnderCardsRead(hand.corners, obs.cards) >= kHandReadAlready) continue;
        // (With no card found cleanly to size the cards in play, the hand's own short side is a
        // card's length, and its cards are of the usual shapes.)
        const CardSize handCards = cardSize.width > 0 ? cardSize : CardSize{shortSide(hand.corners) / kUsualCardAspects[0], shortSide(hand.corners)};
        std::vector<Quad> endCards;
        for (const OutlineReading& end : readEndsSideBySide(bgr, hand.corners, handCards, glyphVotes, settings_, true, cardSize.width > 0, kMostHandWidths)) {
            const SeenCard seen = seenAs(end.outline, end.reading);
            endCards.push_back(seen.corners);
            const int reportedThere = reportedOver(seen.corners);
            if (reportedThere >= 0 && obs.cards[static_cast<std::size_t>(reportedThere)].card) continue;
            report(seen, false, reportedThere);
        }
        if (endCards.size() == 2) handsRead.push_back({endCards[0], endCards[1], handCards});
    }
    // A hand's card covered on both sides, read where the hand's steps put it (S9) if nothing was
    // reported there, or only an outline that did not read, which it replaces. The cards read so
    // step on in turn, with the cards read before (a hand of five whose cards' seams are faint,
    // only its first two found by their outlines, has its third read a step on from them, its
    // fourth a step on from the second and third), for kMostStepRounds rounds at most.
    std::vector<bool> readInStep;  // (of obs.cards: read in the last round)
    for (int round = 0; round < kMostStepRounds; ++round) {
        const std::vector<StepGuess> inStep = outlinesInStep(obs.cards, readInStep);
        if (inStep.empty()) break;
        std::vector<CardCandidate> withGuess = candidates;  // (the guess added while it is lengthened)
        std::vector<bool> readThisRound(obs.cards.size(), false);
        // Every outline as the steps gave it first, then those that did not read, moved
        // (kStepMoves): moved at once, one took the place of a queen that another pair's outline
        // read where she lies, and her clip with it (seed 2024's frame 74, defocused 1 px).
        // Whether an outline may be read (it lies in the picture, on no card read, and shows a
        // face) is looked at once, before it is first read; then only whether a card read since
        // lies on it.
        std::vector<bool> open(inStep.size());
        for (const StepRead how : {StepRead::AsGuessed, StepRead::Moved}) {
            const std::vector<cv::Point2f> indices = indexPoints(obs.cards);
            for (std::size_t g = 0; g < inStep.size(); ++g) {
                const StepGuess& guess = inStep[g];
                if (how == StepRead::AsGuessed)
                    open[g] = inPicture(guess.outline, bgr) && onNoCardRead(guess.outline, obs.cards) && showsFaceInStep(bgr, guess.outline, obs.cards);
                else
                    open[g] = open[g] && onNoCardRead(guess.outline, obs.cards);
                if (!open[g]) continue;
                const std::optional<OutlineReading> read = readCardInStep(bgr, guess, how, obs.cards, indices, withGuess, cardSize, glyphVotes, settings_);
                if (!read) continue;
                open[g] = false;
                const SeenCard seen = seenAs(read->outline, read->reading);
                const int reportedThere = reportedOver(seen.corners);
                if (reportedThere >= 0 && obs.cards[static_cast<std::size_t>(reportedThere)].card) continue;
                report(seen, false, reportedThere);
                if (reportedThere >= 0)
                    readThisRound[static_cast<std::size_t>(reportedThere)] = true;
                else
                    readThisRound.push_back(true);
            }
        }
        if (std::find(readThisRound.begin(), readThisRound.end(), true) == readThisRound.end()) break;
        readInStep = std::move(readThisRound);
    }
    // S9: the cards between a hand's two end cards read (above) lie in even steps (kHandSteps),
    // turning in even steps too where the hand fans: at each count of steps that can be, the
    // fewest first, each card's corners lie that share of the way from the first end card's to
    // the last's. A count stands when at each place a card read lies already or one reads there as
    // the steps read them (readCardInStep), none twice; the cards read so are reported. (After the
    // rounds of steps, which read the cards beside a card read first: read before them, a hand's
    // queen read a third of the way along took the place the steps read her at, a few pixels off,
    // and her clip went to the card beside her.)
    for (const HandRead& hand : handsRead) {
        const Quad& first = hand.first;
        const std::optional<int> turn = sameWayTurn(first, hand.last, kHandEndsAlike);
        if (!turn) continue;
        Quad last{};
        for (std::size_t q = 0; q < 4; ++q) last[q] = hand.last[(q + static_cast<std::size_t>(*turn)) % 4];
        const double travel = cv::norm(quadCentre(last) - quadCentre(first));
        const double width = (shortSide(first) + shortSide(last)) / 2;
        const int fewestSteps = std::max(2, static_cast<int>(std::ceil(travel / (kHandSteps[1] * width))));
        const int mostSteps = std::min(kMostHandSteps, static_cast<int>(std::floor(travel / (kHandSteps[0] * width))));
        for (int steps = fewestSteps; steps <= mostSteps; ++steps) {
            std::vector<CardCandidate> withGuess = candidates;
            const std::vector<cv::Point2f> indices = indexPoints(obs.cards);
            std::vector<SeenCard> between;
            bool everyPlaceHolds = true;
            for (int k = 1; k < steps && everyPlaceHolds; ++k) {
                const float share = static_cast<float>(k) / static_cast<float>(steps);
                Quad guess{};
                for (std::size_t q = 0; q < 4; ++q) guess[q] = first[q] + (last[q] - first[q]) * share;
                // A card read there already holds the place; one read half over it says the count
                // is wrong.
                const bool held = std::any_of(obs.cards.begin(), obs.cards.end(), [&](const SeenCard& c) {
                    return c.card && sharesMostOf(c.corners, guess);
                });
                if (held) continue;
                everyPlaceHolds = inPicture(guess, bgr) && onNoCardRead(guess, obs.cards);
                if (!everyPlaceHolds) break;
                const StepGuess inStep{guess, std::nullopt};
                const std::optional<OutlineReading> read =
                    readCardInStep(bgr, inStep, StepRead::AsGuessed, obs.cards, indices, withGuess, hand.cards, glyphVotes, settings_);
                everyPlaceHolds = read.has_value();
                if (!read) break;
                const SeenCard seen = seenAs(read->outline, read->reading);
                everyPlaceHolds = std::none_of(between.begin(), between.end(), [&](const SeenCard& c) { return *c.card == *seen.card; });
                between.push_back(seen);
            }
            if (!everyPlaceHolds) continue;
            for (const SeenCard& c : between) {
                const int reportedThere = reportedOver(c.corners);
                if (reportedThere >= 0 && obs.cards[static_cast<std::size_t>(reportedThere)].card) continue;
                report(c, false, reportedThere);
            }
            break;
        }
    }
    // S13: what only a court card whose picture reaches its margins can be counts as a card only
    // when it reads surely as a court card on a face that shows a picture.
    const auto readAsCourtPicture = [&](const OutlineReading& read) {
        return readsSurely(read.reading, settings_.minConfidence) && isFaceRank(read.reading.card->rank) &&
               showsPicture(read.canonical);
    };
    // S13: an outline with too little blank face inside it for a card is one only so, where no card
    // was read. It takes the place of what was reported there unread (pieces of its white, its
    // panel). Like any card about to be left unknown, it has a second look sharpened (S1): a small
    // Paris jack's index, its picture close beside it, read as a jack but its spade only 0.67 sure
    // (the other corner voting another suit), and the card was missed.
    for (const CardCandidate& candidate : marginPictures) {
        const auto overlapping = [&](const SeenCard& c) {
            return overlapArea(c.corners, candidate.corners) > kMarginPictureOverlap * std::min(quadArea(c.corners), quadArea(candidate.corners));
        };
        if (std::any_of(obs.cards.begin(), obs.cards.end(), [&](const SeenCard& c) { return c.card && overlapping(c); })) continue;
        const OutlineReading read =
            readOutline(bgr, orderAsUprightCard(candidate.corners), glyphVotes, true, IndexCornersShown::Both, settings_.minConfidence);
        if (!readAsCourtPicture(read)) continue;
        for (std::size_t k = obs.cards.size(); k-- > 0;)
            if (overlapping(obs.cards[k])) {
                obs.cards.erase(obs.cards.begin() + static_cast<std::ptrdiff_t>(k));
                triedAtCorner.erase(triedAtCorner.begin() + static_cast<std::ptrdiff_t>(k));
            }
        report(seenAs(read.outline, read.reading), candidate.fromCorner);
    }
    // S13: two outlines that did not read, the white ends of one court card, are that card when
    // the card they span reads so. (Two cards side by side that did not read span a card whose
    // index corner is a half-width card's, squeezed.)
    for (std::size_t a = 0; a < obs.cards.size(); ++a) {
        if (obs.cards[a].card) continue;
        for (std::size_t b = a + 1; b < obs.cards.size(); ++b) {
            if (obs.cards[b].card) continue;
            const std::optional<Quad> spanned = cardAcrossTwoPieces(obs.cards[a].corners, obs.cards[b].corners);
            if (!spanned || !inPicture(*spanned, bgr)) continue;
            const OutlineReading read = readOutline(bgr, orderAsUprightCard(*spanned), glyphVotes, true);
            if (!readAsCourtPicture(read)) continue;
            obs.cards[a] = seenAs(read.outline, read.reading);
            obs.cards.erase(obs.cards.begin() + static_cast<std::ptrdiff_t>(b));
            triedAtCorner.erase(triedAtCorner.begin() + static_cast<std::ptrdiff_t>(b));
            break;
        }
    }
    // One card, two outlines: the strip of a hand's card that shows, lengthened to the whole
    // card (S9), can come to lie on an outline the finder also kept for that card (which did not
    // read). So can a card tried at a covered corner, at the size of the cards in play, on a card
    // found by its own outline (or its picture's) when the two sizes differ: two outlines read
    // as the same card that share half the smaller are one card. The card is reported once, as
    // read the surer (a card read before one unknown), or else by its own outline.
    std::vector<bool> repeated(obs.cards.size(), false);
    for (std::size_t a = 0; a < obs.cards.size(); ++a)
        for (std::size_t b = a + 1; b < obs.cards.size(); ++b) {
            if (repeated[a] || repeated[b]) continue;
            const double common = overlapArea(obs.cards[a].corners, obs.cards[b].corners);
            const double together = quadArea(obs.cards[a].corners) + quadArea(obs.cards[b].corners) - common;
            const bool readAlike = obs.cards[a].card && obs.cards[b].card && *obs.cards[a].card == *obs.cards[b].card &&
                                   common >= kSameReadingOverlap * std::min(quadArea(obs.cards[a].corners), quadArea(obs.cards[b].corners));
            if (common < kSameCardOverlap * together && !readAlike) continue;
            const double sureA = obs.cards[a].card ? obs.cards[a].confidence : -1, sureB = obs.cards[b].card ? obs.cards[b].confidence : -1;
            const bool keepA = sureA != sureB ? sureA > sureB : !(triedAtCorner[a] && !triedAtCorner[b]);
            repeated[keepA ? b : a] = true;
        }
    // Cards in play are one size, and one lies on another whole or not at all: an outline that did
    // not read, lying within another card reported and much smaller than it, is part of that
    // card's face (its corner index, a band of its picture), not a card. (A close-up photo shows
    // such parts big enough to be outlined.)
    for (std::size_t a = 0; a < obs.cards.size(); ++a) {
        if (repeated[a] || obs.cards[a].card) continue;
        const double area = quadArea(obs.cards[a].corners);
        for (std::size_t b = 0; b < obs.cards.size() && !repeated[a]; ++b)
            repeated[a] = b != a && !repeated[b] && area < kPartOfAFace * quadArea(obs.cards[b].corners) &&
                          overlapArea(obs.cards[a].corners, obs.cards[b].corners) >= kWithinAFace * area;
    }
    // The size of the cards in play is known before reading only from clean outlines of whole
    // cards, and a frame of hands and court cards may have none (seed 17, scene 3: a hand of
    // gnome-bellot's courts and a five of hearts outlined nearly square): outlines of parts of a
    // face, a king's face in its frame, were reported then. A card read surely sets that size
    // too: an unread outline shorter its long way than kLeastOfACardsWidth of the narrowest card
    // read is no card.
    double narrowestRead = 0;
    for (std::size_t a = 0; a < obs.cards.size(); ++a)
        if (!repeated[a] && obs.cards[a].card)
            narrowestRead = narrowestRead > 0 ? std::min(narrowestRead, shortSide(obs.cards[a].corners)) : shortSide(obs.cards[a].corners);
    for (std::size_t a = 0; a < obs.cards.size(); ++a)
        if (!repeated[a] && !obs.cards[a].card && longSide(obs.cards[a].corners) < kLeastOfACardsWidth * narrowestRead) repeated[a] = true;
    for (std::size_t k = obs.cards.size(); k-- > 0;)
        if (repeated[k]) obs.cards.erase(obs.cards.begin() + static_cast<std::ptrdiff_t>(k));
    // Reading order: top to bottom, then left to right, so output is stable and easy to follow.
    std::sort(obs.cards.begin(), obs.cards.end(), [](const SeenCard& a, const SeenCard& b) {
        const cv::Point2f ca = quadCentre(a.corners), cb = quadCentre(b.corners);
        const int rowA = static_cast<int>(ca.y / 60), rowB = static_cast<int>(cb.y / 60);
        return rowA != rowB ? rowA < rowB : ca.x < cb.x;
    });
    if (settings_.findClips) obs.clips = findClips(bgr, obs.cards);
    return obs;
}

std::string Scanner::shippedModelPath() {
    if (const char* env = std::getenv("ENCARDE_GLYPH_MODEL"); env && *env) return env;
    if (QCoreApplication::instance()) {
        const QString beside = QDir(QCoreApplication::applicationDirPath())
                                   .filePath(QStringLiteral("../share/encarde/glyphs.yml.gz"));
        if (QFileInfo::exists(beside)) return beside.toStdString();
    }
    return ENCARDE_SOURCE_GLYPH_MODEL;
}

std::shared_ptr<const Scanner> Scanner::loadStandard() {
    GlyphModel model;
    model.load(shippedModelPath());
    GlyphModel taught;
    if (taught.load(taughtModelPath())) model.merge(taught);
    return std::make_shared<const Scanner>(std::move(model));
}

const Scanner& Scanner::standard() {
    static const std::shared_ptr<const Scanner> scanner = loadStandard();
    return *scanner;
}

Observation scan(const cv::Mat& bgr) { return Scanner::standard().scan(bgr); }

}  // namespace encarde::vision
