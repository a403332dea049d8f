#include "CardFinder.h"
#include "LineFit.h"
#include "OutlineTracer.h"

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <span>

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#endif

namespace encarde::vision {

namespace {
// Long/short side as seen: cards are 1.33-1.67, and a camera tilted by 30 degrees squeezes or
// stretches that further towards the frame edges.
constexpr double kMinAspect = 1.0, kMaxAspect = 2.5;
// A hand of four or five cards laid straight whose seams are faint is outlined as one, a card's
// length across and up to about four and a half cards' widths along: long over short side past
// kMaxAspect, up to this. Such an outline is no card; it is kept aside, its ends to be read as the
// hand's end cards (CardCandidate::handLength).
constexpr double kMaxHandAspect = 4.0;
// Two outlines as long as a hand sharing this much of both (intersection over union) are one.
constexpr double kSameHandOutline = 0.8;
constexpr double kMinFill = 0.72;
// An outline can enclose more than its quad when the four longest sides it was fitted to are not
// the card's own (a big rounded corner cut as a chord): refining finds the card's edges again, so
// such an outline is tried, ranked last, as a card's broken frame is.
constexpr double kMaxPlainFill = 1.08, kMaxFill = 1.2;
// An outline round two touching cards is not a card when each of the two has an outline (blank
// face plus edge support, 0..2) at most this much less clean than the outline round both.
constexpr double kMaxPairOutlineDeficit = 0.5;
// Two cards both tried at corners at the size of the cards in play, not outlined on their own,
// must be nearly as clean as the outline round both: two touching cards each show an edge and
// blank face along the side where they meet, while a face that falls apart at a row of big pips
// into two halves, each tried so as a smaller card, has pips along that side.
constexpr double kMaxGuessedPairOutlineDeficit = 0.2;
// Cards are 1.33-1.67 long/short; even tilted, one nearly square is rarely a card (S4's 1.15).
// Between two outlines, band scores this close are equally clean.
constexpr double kMinCardAspectSeen = 1.15, kSameCleanness = 0.05;
// A quad whose opposite sides run more than kMaxAskewDegrees apart is a card tilted steeply, or an
// outline cut inside the card on one side: a clip's tab notches the card's bright outline, and
// the side fitted there can run from a corner to the tab's inner edge (seed 23, scene 73: 17 px
// inside the card at the far corner). Such a quad is still judged, but its outlines at other
// levels are judged too rather than passed over as its repeats, and it ranks kAskewRank below
// outlines as clean. (Rejected outright at 6 or 8 degrees, 48 and 14 more cards were missed.)
constexpr double kMaxAskewDegrees = 6, kAskewRank = 0.1;
// Blank face inside every edge and edges found all along add up to 2: outlines this close to it
// are as clean as outlines get, and cleanness no longer tells them apart.
constexpr double kCleanestOutline = 2.0 - kSameCleanness;
// A card inside an outline with half as much again around it lies at least this far (of the
// outline's short side) from the outline's centre; a picture's frame line lies at the centre.
constexpr double kMinOffCentre = 0.12;
// A card no cleaner than such an outline, only as clean as outlines get, is taken when it lies at
// least this far off the outline's centre: a covered court card's picture panel, as clean,
// lay 0.121 off the outline round the card's strip and part of the next card's.
constexpr double kMinOffCentreAsClean = 0.2;
// "No less clean" allows this much: band scores are sums of sampled shares, and two outlines
// along the same edges differ by sampling alone.
constexpr double kBandSamplingSlack = 0.01;
// An outline that encloses less (a picture card's broken white frame) must trace the whole quad.
constexpr double kMinRingFill = 0.06, kMinRingCoverage = 0.72;
constexpr double kMaxCornerCosine = 0.6;  // corner angles between about 53 and 127 degrees
// Two sides of a simplified outline meeting at a turn of less than this (radians, 20 degrees) are
// one side bent (kept apart only where fitting the four longest sides fails; see fitCardQuad). A
// card's corner turns about 90 degrees, a rounded corner cut as a chord about 45 at each end.
constexpr double kMaxBendInASide = 0.35;
// Once fitted at full resolution: corners between about 63 and 117 degrees, opposite sides within
// half as long again of each other.
constexpr double kMaxFittedCornerCosine = 0.45, kMaxOppositeSideRatio = 1.5;
// Corners up to 120 degrees for an outline whose sides find an edge almost all along and show
// blank face inside almost all round: a card near the edge of a tilted wide camera's view is
// seen that obliquely (a seven on felt at 116.9 degrees). (Allowed for every outline, a skewed
// quad over the end card of a hand was read as another card, and a card of a hand was lost.)
constexpr double kMaxFirmCornerCosine = 0.5, kFirmOutlineSupport = 0.95, kFirmOutlineBand = 0.95;
// A face shows blank card just inside its edges almost all round; a quad that runs over the
// table (a bad fit) or a card back does not.
constexpr double kMinEdgeBandWhiteness = 0.55;
constexpr double kMinEdgeSupport = 0.5;
// A court picture that reaches both long sides of its card (the Paris pattern's) leaves blank face
// only at the card's ends and along part of its sides: its true outline shows 0.34-0.55 of it. An
// outline with edges along at least kMinMarginPictureSupport of its sides, blank face inside every
// side (kMinMarginPictureSide of its points at least: the index ends and the white beside the
// picture) and kMinMarginPictureBand all round is kept aside, out of the settling, as a card only
// a sure court reading on a picture can make (CardCandidate::pictureToMargins).
constexpr double kMinMarginPictureBand = 0.3, kMinMarginPictureSide = 0.3, kMinMarginPictureSupport = 0.7;
// Two such outlines sharing more than this of the smaller's area are one card (the cleaner kept).
constexpr double kMaxMarginPictureOverlap = 0.2;
// A card tried at a corner stops inside the picture, or runs past the card onto the table, at an end
// with at most kMostBlankAtPictureEnd of 16 points blank inside it, when the end across shows at
// least kLeastBlankAtIndexEnd.
constexpr int kMostBlankAtPictureEnd = 3, kLeastBlankAtIndexEnd = 8;
// That end is looked for from this share of the card's length inside it out to where the card is
// kMaxMarginPictureAspect long/short (kMinMarginPictureAspect at least), and found where at least
// kMinBlankAtIndexEndGrown of 16 points show blank face inside it (the index, and the picture not
// far behind it, take the rest).
constexpr double kMarginPictureInward = 0.2, kMinMarginPictureAspect = 1.2, kMaxMarginPictureAspect = 2.1;
constexpr int kMinBlankAtIndexEndGrown = 6;
// Corners where a covered card may lie: sides within about 15 degrees of square.
constexpr double kMaxAnchorCosine = 0.26;
// Blank face plus edge support of a card found cleanly (its size sets the size of covered ones).
constexpr double kCleanCardScore = 1.6;
// At most this share of a card tried at a corner may lie under the cards already found.
constexpr double kMaxCoveredShare = 0.4;
// A found outline that holds this share of a card tried at a corner does not lie on it: it is
// several cards outlined as one, the card tried among them.
constexpr double kHeldWhole = 0.9;
// ... and both sides at its corner must show for at least this share of their length. (At 0.35,
// over every deck 5 cards more were read right, hands of kde-nicu-ornamental's cream cards, but
// at frames overexposed (bright:1.4) a card tried at the size of the cards in play on a larger
// court card, one side seen for 0.37 of its length, read surely as another card, twice.)
constexpr double kMinSeenSide = 0.4;
// A corner of a bright outline too small to hold a card besides (a piece of a court card's white
// frame, cut off by a picture that reaches the card's edge) shows less of its sides: the picture
// that cut the frame cuts them short (kde-gm-paris' jack of clubs on wood: 70 px of its 180 and
// 38 px of its 116). Such a corner is tried where its sides show this share at least.
constexpr double kMinPieceSeenSide = 0.25;
// Tried so, after the other corner stages, a corner on or beside a card found there already is
// that card's; but only a card at least this share of the typical card's area counts.
constexpr double kLeastFoundCardShare = 0.5;
// ... and only where the card guessed there shows at least this much blank face inside its edges
// before it is fitted. A checked cloth's light squares give such corners by the hundred, with
// 0.0-0.5 there; the court cards' pieces gave 0.53-0.95 at first (fitting and judging every one
// cost a cloth frame 25 ms), but that jack of clubs 0.42 where the card lies. (0.35 found no
// more card than 0.4 over every deck.)
constexpr double kMinPieceGuessBand = 0.4;
// Any other card guessed at a corner is fitted only where it shows this much: a card's face, or
// the face of a card lying on it, fills most of a guess there (under 0.3 for 3 of the 1,039
// guesses judged cards over the nine sets, none of which was needed), while a checked cloth's
// light squares give corners by the hundred whose guesses show less. Fitting those took a tenth
// of such a frame's scan.
constexpr double kMinGuessBand = 0.25;
// An outline is fitted and judged only where its quad, as traced, shows this much blank face
// inside its edges. Over the nine sets 6,396 of the 9,525 outlines judged no card showed less
// (on a checked cloth, its squares run together: fitting them took a fifth of such a frame's
// scan); so did 121 of the 12,473 judged cards, and leaving them out lost no card (each was found
// by another outline too, at another level).
constexpr double kMinOutlineBand = 0.1;
// Two corners at the ends of a card's long side: a share of the typical card's width and length
// apart at least and at most; the side showing for at least kPairSideShown of its length from the
// two ends together; the sides across at least kPairAcrossShown of the card's width; both corners
// at least kPairClearOfCards of a card's width clear of every card found. The card tried there
// first has the typical card's shape, kept between kMinPairAspect and kMaxPairAspect long/short.
constexpr double kPairShortest = 0.8, kPairLongest = 1.5, kPairSideShown = 0.6, kPairAcrossShown = 0.15, kPairClearOfCards = 0.1;
constexpr double kMinPairAspect = 1.3, kMaxPairAspect = 1.6;
// A card tried at the typical card's shape whose far side misses the card's edge by more than
// refining reaches is tried at the usual shapes too: a gnome-bellot queen, 1.41 long/short, was
// tried 15 px too wide at a frame's typical 1.33 and rejected. Shapes closer than kSameRatio are
// the same.
constexpr std::array<double, 3> kPairRatios = {1.4, 1.5, 1.33};
constexpr double kSameRatio = 0.04;
// Two corners facing each other across a card (each with a side running back along each of the
// other's): the card they span has both sides at least kDiagonalShortest of the typical card's
// width and at most kPairLongest of its length, long/short at most kMaxDiagonalAspect (a card
// seen tilted is foreshortened along its length, so at least 1.0), and every side shows from its
// corner for at least kDiagonalSideShown of its length (the whole side, short of an index that
// covers the far corner), and no further than kSeenWhole beyond it.
constexpr double kDiagonalShortest = 0.6, kMaxDiagonalAspect = 1.8, kDiagonalSideShown = 0.75;
// Blank face is looked for beyond a side this share of the card's width out from it.
constexpr double kFaceBeyondReach = 0.08;
// A card found at one of those corners already is the same card when its area and the card's
// they span are within this factor of each other.
constexpr double kSameSpannedArea = 1.2;
// Past a corner, from and to these shares of a card's width along its sides' lines, an edge on
// more than kPastCornerEdgeShare of the way means the lines cross there.
constexpr double kPastCornerFrom = 0.08, kPastCornerTo = 0.25, kPastCornerEdgeShare = 0.6;
// A side seen this close (a share of its length) to a card's side length shows whole.
constexpr double kSeenWhole = 0.15;
// With no card found clean, the size of the cards in play is the one most corners show: corners
// whose two sides run straight for lengths in a card's shape (kMinPairAspect to kMaxPairAspect),
// those lengths within kSameShownSize of each other's, at kLeastShownApart of a card's width apart
// at least (the same corner outlined at several levels is one corner).
constexpr double kSameShownSize = 0.1, kLeastShownApart = 0.5;
constexpr double kRefineReach = 0.05;  // of the card's short side, each way from the coarse edge
// ... and for a side that found too little edge within it (mayBeTiltedByAClip, isTheEdgeItsSideWasTiltedOff).
constexpr double kWeakSideReach = 2.5 * kRefineReach;
constexpr double kMinWeakSideTiltDegrees = 3, kOnWeakSideLine = 1.5, kMinOnWeakSideLine = 0.75;
// A quad found only by looking further (2.5 times as far) must show blank face clearly, not just
// pass: an outline round two overlapping cards can be refined onto both cards' outer edges too.
constexpr double kMinFurtherBandWhiteness = 0.7;
// ... and its sides run within this of the ways they ran (a card's edges run along its shadow's).
constexpr double kMaxFurtherTurnDegrees = 4;
// A card outlined round its shadow on a side or two still shows blank face inside the others;
// a quad with less than this inside its edges is not looked at further (most such quads are no
// card, and a busy frame had 90 of them).
constexpr double kMinBandToLookFurther = 0.45;
// The weakest side's share of edge points and of blank face.
constexpr double kMinSideSupport = 0.15, kMinSideBandWhiteness = 0.25;
// A side cut straight across the face (growSideCutAcrossFace). Of kAcrossPoints points along a
// side, at least kMinBlankAcross show blank face both beyond it and inside it, and at most
// kMaxEdgedAcross an edge (a step or a dark line) between; the side across from it has blank face
// beyond at most kMaxBlankBeyondOpposite of them: the card's own edge, table beyond it. (A
// picture's panel inside a card, one of its sides pale on both sides, has the card's margin
// beyond every side; so has a card's strip in a hand, its far side under the next card.)
constexpr int kAcrossPoints = 16, kMinBlankAcross = 8, kMaxEdgedAcross = 8, kMaxBlankBeyondOpposite = 4;
// A step or a dark line this much darker than the face on either side is an edge.
constexpr int kAcrossEdgeStep = 15;
// Grown, the card is this long/short: whole cards seen at up to ~30 degrees of tilt. The side
// moves no further than the longer bound allows.
constexpr double kMinGrownAspect = 1.25, kMaxGrownAspect = 1.75;
// Looking outward from kGrowPoints points along the side, each keeps its kStepsKept strongest
// steps from face to table (more than kMinGrowStep darker beyond: a clip on the edge, a pip or a
// printed line has its own), and the card's edge is a line through a step of at least
// kMinGrowLinePoints of them, within kGrowLineSlack pixels; up to kGrowLinesTried lines, the
// best held first, until one has table beyond it.
constexpr int kGrowPoints = 20, kStepsKept = 3, kMinGrowStep = 20, kMinGrowLinePoints = 12, kGrowLinesTried = 3;
constexpr double kGrowLineSlack = 2.5;
// Beyond the new side, table: at least kMinTableBeyond of kAcrossPoints points kAcrossEdgeStep
// darker just beyond it than just inside it; inside it, blank face at kMinBlankInsideGrown.
constexpr int kMinTableBeyond = 10, kMinBlankInsideGrown = 10;
// The outline cut across the face ranks this far below the grown one when both are the same card.
constexpr double kCutAcrossFaceRank = 0.5;

// The darkest channel of a picture whose sides are multiples of 4, shrunk to 3/4 with area
// averaging. 1280x720 frames are searched at 960x540, and OpenCV's INTER_AREA has no fast path
// for a 4:3 shrink (it took a fifth of the finder's time). Each output pixel averages a
// 4/3 x 4/3 cell: along each axis four source pixels give three outputs with weights (3,1),
// (2,2), (1,3) quarters. The result equals cv::resize(minChannel, INTER_AREA) exactly: OpenCV
// sums in float, where these sixteenths are exact, and rounds half to even.
// The work is kept in three planes (the first, middle and last output of each group of four
// source pixels) so that every step is plain SSE2 arithmetic; only the finished bytes are
// interleaved.
cv::Mat minChannelShrunkByQuarter(const cv::Mat& bgr) {
    const int groups = bgr.cols / 4, rows = bgr.rows / 4 * 3;
    cv::Mat out(rows, groups * 3, CV_8U);
    const std::size_t planeLength = static_cast<std::size_t>(groups);
    std::vector<uchar> darkest(static_cast<std::size_t>(bgr.cols));
    // Per source row of a band and per plane: the horizontal sums, in quarters (at most 4 * 255).
    std::vector<std::uint16_t> sums(12 * planeLength);
    const auto plane = [&](int row, int p) { return sums.data() + (3 * row + p) * planeLength; };
    std::vector<uchar> finished(3 * planeLength);
    for (int band = 0; band < bgr.rows / 4; ++band) {
        for (int r = 0; r < 4; ++r) {
            darkestChannelRow(bgr.ptr<uchar>(4 * band + r), darkest.data(), bgr.cols);
            const uchar* s = darkest.data();
            std::uint16_t *first = plane(r, 0), *middle = plane(r, 1), *last = plane(r, 2);
            int g = 0;
#if CV_SIMD128
            // Eight groups of four pixels: each group read as one 32-bit lane.
            const cv::v_uint32x4 byte = cv::v_setall_u32(255);
            const auto pixel = [&](const cv::v_uint32x4& lo, const cv::v_uint32x4& hi, int shift) {
                return cv::v_reinterpret_as_u16(cv::v_pack(cv::v_reinterpret_as_s32((lo >> shift) & byte),
                                                           cv::v_reinterpret_as_s32((hi >> shift) & byte)));
            };
            for (; g + 8 <= groups; g += 8) {
                const cv::v_uint32x4 lo = cv::v_reinterpret_as_u32(cv::v_load(s + 4 * g));
                const cv::v_uint32x4 hi = cv::v_reinterpret_as_u32(cv::v_load(s + 4 * g + 16));
                const cv::v_uint16x8 a = pixel(lo, hi, 0), b = pixel(lo, hi, 8), c = pixel(lo, hi, 16), d = pixel(lo, hi, 24);
                cv::v_store(first + g, (a << 1) + a + b);
                cv::v_store(middle + g, (b + c) << 1);
                cv::v_store(last + g, c + (d << 1) + d);
            }
#endif
            for (; g < groups; ++g) {
                first[g] = static_cast<std::uint16_t>(3 * s[4 * g] + s[4 * g + 1]);
                middle[g] = static_cast<std::uint16_t>(2 * (s[4 * g + 1] + s[4 * g + 2]));
                last[g] = static_cast<std::uint16_t>(s[4 * g + 2] + 3 * s[4 * g + 3]);
            }
        }
        // Sixteenths, rounded half to even as cvRound does.
        const auto round16 = [](int v) { return static_cast<uchar>((v + 7 + ((v >> 4) & 1)) >> 4); };
        for (int o = 0; o < 3; ++o) {
            for (int p = 0; p < 3; ++p) {
                const std::uint16_t *h0 = plane(0, p), *h1 = plane(1, p), *h2 = plane(2, p), *h3 = plane(3, p);
                uchar* f = finished.data() + p * planeLength;
                if (o == 0)
                    for (int g = 0; g < groups; ++g) f[g] = round16(3 * h0[g] + h1[g]);
                else if (o == 1)
                    for (int g = 0; g < groups; ++g) f[g] = round16(2 * (h1[g] + h2[g]));
                else
                    for (int g = 0; g < groups; ++g) f[g] = round16(h2[g] + 3 * h3[g]);
            }
            uchar* d = out.ptr<uchar>(3 * band + o);
            const uchar *f0 = finished.data(), *f1 = f0 + planeLength, *f2 = f1 + planeLength;
            int g = 0;
#if CV_SIMD128
            for (; g + 16 <= groups; g += 16) cv::v_store_interleave(d + 3 * g, cv::v_load(f0 + g), cv::v_load(f1 + g), cv::v_load(f2 + g));
#endif
            for (; g < groups; ++g) {
                d[3 * g] = f0[g];
                d[3 * g + 1] = f1[g];
                d[3 * g + 2] = f2[g];
            }
        }
    }
    return out;
}

// Share of points along the quad's sides that lie on the outline (within a few pixels). The
// outline's straight runs are single segments (CHAIN_APPROX_SIMPLE), so each segment lying along
// a side, both ends near it, covers the stretch of the side between its ends.
double perimeterCoverage(const std::vector<cv::Point>& contour, const Quad& quad) {
    const double tolerance = std::max(2.0, 0.03 * shortSide(quad));
    constexpr int kPerSide = 16;
    const int n = static_cast<int>(contour.size());
    int near = 0;
    std::vector<std::pair<double, double>> spans;
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
        const double length = cv::norm(b - a);
        if (length < 1) return 0;
        const cv::Point2f along = (b - a) * static_cast<float>(1 / length);
        const cv::Point2f across(-along.y, along.x);
        const double slack = tolerance / length;
        spans.clear();
        for (int i = 0; i < n; ++i) {
            const cv::Point2f p = contour[i], q = contour[(i + 1) % n];
            if (std::abs(across.dot(p - a)) > tolerance || std::abs(across.dot(q - a)) > tolerance) continue;
            const double tp = along.dot(p - a) / length, tq = along.dot(q - a) / length;
            spans.emplace_back(std::min(tp, tq) - slack, std::max(tp, tq) + slack);
        }
        for (int i = 0; i < kPerSide; ++i) {
            const double t = 0.12 + 0.76 * i / (kPerSide - 1);
            if (std::any_of(spans.begin(), spans.end(), [&](const auto& span) { return span.first <= t && t <= span.second; }))
                ++near;
        }
    }
    return near / (4.0 * kPerSide);
}

// (Overloaded here; the one through two points each is CardGeometry's.)
using vision::intersect;
// Where two lines given as cv::fitLine gives them (direction, then a point) meet.
bool intersect(const cv::Vec4f& l1, const cv::Vec4f& l2, cv::Point2f& out) {
    return intersect({l1[2], l1[3]}, {l1[2] + l1[0], l1[3] + l1[1]}, {l2[2], l2[3]}, {l2[2] + l2[0], l2[3] + l2[1]}, out);
}

double angleBetween(cv::Point2f a, cv::Point2f b) {
    const double c = (a.x * b.x + a.y * b.y) / (std::hypot(a.x, a.y) * std::hypot(b.x, b.y) + 1e-9);
    return std::acos(std::clamp(std::abs(c), 0.0, 1.0));  // 0..pi/2
}

struct Found {
    Quad quad;
    double fill;
    double area;
    double band = 0;  // blank face just inside the edges (0..1)
    bool fromCorner = false;  // tried at a corner of a merged outline (CardCandidate::fromCorner)
    cv::Point2f anchor{-1, -1};  // CardCandidate::anchor
    double unbroken = 0;      // CardCandidate::unbrokenOutline
    bool askew = false;       // opposite sides more than kMaxAskewDegrees apart
    bool cutAcrossFace = false;  // a side cut across the face, grown and judged beside it
    bool handLength = false;     // longer than a card (kMaxHandAspect): CardCandidate::handLength
    // Of a card tried at a corner: the outline found for it on its own, kept in its place as
    // much the same quad (CardCandidate::standsInFor).
    std::shared_ptr<const Found> ownOutline = nullptr;
};

// A square corner of a bright outline whose two sides run straight for a while: where a card
// covered in a hand (its outline merged with its neighbour's) still shows its own corner.
struct CornerAnchor {
    cv::Point2f at;                // in picture pixels
    cv::Point2f along1, along2;    // unit directions of the two sides
    float seen1 = 0, seen2 = 0;    // how far each side runs straight, in picture pixels
    bool fromEdges = false;        // a corner of the edge map's own outlines
    bool fromPiece = false;        // a corner of an outline too small to hold more than one card
};

void collectCornerAnchors(const std::vector<cv::Point>& contour, double scale, double minSide,
                          std::vector<CornerAnchor>& anchors, int mode, bool piece) {
    std::vector<cv::Point> poly;
    cv::approxPolyDP(contour, poly, 0.01 * cv::arcLength(contour, true), true);
    const int n = static_cast<int>(poly.size());
    if (n < 5) return;  // four corners: the outline itself is a card-shaped quad, judged as such
    const double orientation = cv::contourArea(poly, true);
    for (int i = 0; i < n; ++i) {
        const cv::Point2f v = poly[i], next = poly[(i + 1) % n], prev = poly[(i + n - 1) % n];
        cv::Point2f d1 = next - v, d2 = prev - v;
        const float l1 = std::hypot(d1.x, d1.y), l2 = std::hypot(d2.x, d2.y);
        if (l1 < 0.6 * minSide || l2 < 0.6 * minSide) continue;
        d1 *= 1 / l1;
        d2 *= 1 / l2;
        if (std::abs(d1.dot(d2)) > kMaxAnchorCosine) continue;
        // Convex (the face lies between the two sides): the turn at the corner goes the same way
        // as the outline runs round.
        const float turn = (v - prev).cross(next - v);
        if ((turn > 0) != (orientation > 0)) continue;
        const float back = static_cast<float>(1 / scale);
        anchors.push_back({v * back, d1, d2, l1 * back, l2 * back, mode == cv::RETR_LIST, piece});
    }
}

// Outline points lie on a side when this close to its line (outline pixels), and are counted for
// a side only between its ends' rounded corners and when nearer it than kNearSide of the short
// side (a clip stands out less; the far sides of the outline lie much farther).
constexpr double kOnSide = 2.0, kSideEnd = 0.1, kNearSide = 0.25;
// A side is fitted again only when fewer than this share of its points lie on it; the line most of
// them lie on replaces it when it holds at least kStraightShare of them.
constexpr double kStraightSide = 0.6, kStraightShare = 0.45;
// The outline fitted again is another outline only when a corner moves at least this share of the
// short side (the hull's own corners lie a pixel or two off the traced sides), and none moves
// farther than kMaxStraightening (a clip stands out a tenth of a card's width at most; the corner
// at the end of the side it tilted moves up to about three times that).
constexpr double kMinStraightening = 0.04, kMaxStraightening = 0.3;
// What is off the line fitted again lies beyond it (at most kMaxInward of the side's points lie
// more than kNotch inside it) along at most kMaxBump of the short side, and the points on it span
// at least kMinStraightRun of the side's length (ends excluded, 0.8 at most). A tab is 15-22 % of
// a card's width long; where the outline leaves the edge for it and comes back (its shadow, the
// blur, a tab set askew) adds up to about as much again. A traced edge wanders a pixel or two
// about its line: a point that little inside it is no notch.
constexpr double kMaxInward = 0.05, kMaxBump = 0.4, kMinStraightRun = 0.6, kBumpInset = 0.1, kNotch = 2 * kOnSide;

// A clip (or anything else) touching a card's edge joins its outline, and the hull round both
// bridges from the card's corners to the clip's far side: the side fitted there stands out by the
// clip's height, and the card's corner with it. Each side is fitted again to the line most of the
// outline's own points along it lie on (the card's edge is longer than the clip's); the corners
// are returned unchanged unless exactly one side had such a bump.
std::vector<cv::Point2f> straightenSides(const std::vector<cv::Point>& outline, std::vector<cv::Point2f> corners) {
    const double shortest = std::min({cv::norm(corners[1] - corners[0]), cv::norm(corners[2] - corners[1]),
                                      cv::norm(corners[3] - corners[2]), cv::norm(corners[0] - corners[3])});
    const double near = kNearSide * shortest;
    // Points along the outline, about two pixels apart (its straight runs are stored as their
    // ends only), each given to the side it lies nearest, as (position along, point).
    std::array<std::vector<std::pair<float, cv::Point2f>>, 4> onSide;
    std::array<cv::Point2f, 4> dir;
    std::array<float, 4> length{};
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f d = corners[(k + 1) % 4] - corners[k];
        length[k] = std::hypot(d.x, d.y);
        if (length[k] < 1) return corners;
        dir[k] = d * (1 / length[k]);
    }
    const std::size_t n = outline.size();
    for (std::size_t i = 0; i < n; ++i) {
        const cv::Point2f a = outline[i], b = outline[(i + 1) % n];
        const int steps = std::max(1, static_cast<int>(cv::norm(b - a) / 2));
        for (int j = 0; j < steps; ++j) {
            const cv::Point2f p = a + (b - a) * (static_cast<float>(j) / steps);
            int best = -1;
            double bestDistance = near;
            float bestAlong = 0;
            for (int k = 0; k < 4; ++k) {
                const cv::Point2f v = p - corners[k];
                const float along = v.dot(dir[k]) / length[k];
                if (along < kSideEnd || along > 1 - kSideEnd) continue;
                const double distance = std::abs(v.cross(dir[k]));
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = k;
                    bestAlong = along;
                }
            }
            if (best >= 0) onSide[best].push_back({bestAlong, p});
        }
    }
    const cv::Point2f centre = (corners[0] + corners[1] + corners[2] + corners[3]) * 0.25f;
    std::array<cv::Vec4f, 4> lines;  // (direction, point), as cv::fitLine gives them
    int bumps = 0;  // sides with a bump (the others fitted again, if at all, lay askew)
    for (int k = 0; k < 4; ++k) {
        lines[k] = cv::Vec4f(dir[k].x, dir[k].y, corners[k].x, corners[k].y);
        auto& points = onSide[k];
        const auto countOn = [&](cv::Point2f origin, cv::Point2f unit) {
            return std::count_if(points.begin(), points.end(),
                                 [&](const auto& q) { return std::abs((q.second - origin).cross(unit)) < kOnSide; });
        };
        if (points.size() < 8 || countOn(corners[k], dir[k]) >= kStraightSide * points.size()) continue;
        // Lines through pairs of points far apart along the side: the one most points lie on.
        std::sort(points.begin(), points.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        constexpr int kPicks = 9;
        long bestCount = 0;
        cv::Point2f bestOrigin, bestUnit;
        for (int i = 0; i < kPicks; ++i)
            for (int j = i + 3; j < kPicks; ++j) {
                const cv::Point2f p = points[i * (points.size() - 1) / (kPicks - 1)].second;
                const cv::Point2f q = points[j * (points.size() - 1) / (kPicks - 1)].second;
                const cv::Point2f d = q - p;
                const float len = std::hypot(d.x, d.y);
                if (len < 0.3f * length[k]) continue;
                const long count = countOn(p, d * (1 / len));
                if (count > bestCount) {
                    bestCount = count;
                    bestOrigin = p;
                    bestUnit = d * (1 / len);
                }
            }
        if (bestCount < kStraightShare * static_cast<double>(points.size())) continue;
        {
            // Two of the side's points give its line only roughly; the line through all the points
            // on it tells what stands off it more truly.
            std::vector<cv::Point2f> on;
            for (const auto& q : points)
                if (std::abs((q.second - bestOrigin).cross(bestUnit)) < kOnSide) on.push_back(q.second);
            cv::Vec4f line;
            cv::fitLine(on, line, cv::DIST_L2, 0, 0.01, 0.01);
            bestUnit = {line[0], line[1]};
            bestOrigin = {line[2], line[3]};
        }
        // Only a bump on a straight side is a clip: the points off the line stand out beyond it,
        // together, over a short stretch of it, and the points on it run most of its length. (A
        // hand's outline, round several cards, has notches and steps instead.)
        const float innerSign = (centre - bestOrigin).cross(bestUnit) > 0 ? 1.f : -1.f;
        std::vector<cv::Point2f> inliers;
        float firstOn = 1, lastOn = 0, firstOff = 1, lastOff = 0;
        int inward = 0;
        for (const auto& q : points) {
            const float offset = (q.second - bestOrigin).cross(bestUnit);
            if (std::abs(offset) < kOnSide) {
                inliers.push_back(q.second);
                firstOn = std::min(firstOn, q.first);
                lastOn = std::max(lastOn, q.first);
            } else if (offset * innerSign > 0) {
                if (offset * innerSign >= kNotch) ++inward;
            } else {
                // The bump's stretch: only what stands out beyond the line.
                firstOff = std::min(firstOff, q.first);
                lastOff = std::max(lastOff, q.first);
            }
        }
        if (inward > kMaxInward * static_cast<double>(points.size()) || (lastOff - firstOff) * length[k] > kMaxBump * shortest ||
            lastOn - firstOn < kMinStraightRun)
            continue;
        // (A step at one end of a side is where two cards of a hand meet; a clip is looked for
        // away from a side's ends, with the card's edge on both sides of it.)
        if (firstOff <= lastOff && (firstOff - firstOn < kBumpInset || lastOn - lastOff < kBumpInset)) continue;
        cv::fitLine(inliers, lines[k], cv::DIST_L2, 0, 0.01, 0.01);
        if (firstOff <= lastOff) ++bumps;
    }
    // A clip stands out of one side; bumps on more than one are something else (a hand, a card
    // against a bright patch of table).
    if (bumps != 1) return corners;
    std::vector<cv::Point2f> out(4);
    for (int k = 0; k < 4; ++k)
        if (!intersect(lines[(k + 3) % 4], lines[k], out[k])) return corners;
    double moved = 0;
    for (int k = 0; k < 4; ++k) moved = std::max(moved, cv::norm(out[k] - corners[k]));
    if (moved < kMinStraightening * shortest || moved > kMaxStraightening * shortest) return corners;
    return out;
}

// The card-shaped outlines of `picture`'s set pixels (a binary picture), or of its pixels above
// `above` except where `cut` is set (a grey one).
void collect(const cv::Mat& picture, const CardFinderSettings& settings, double scale, std::vector<Found>& out,
             int mode = cv::RETR_EXTERNAL, std::vector<CornerAnchor>* anchors = nullptr, uchar above = 0, const cv::Mat& cut = cv::Mat()) {
    std::vector<std::vector<cv::Point>> contours;
    traceOutlines(picture, mode == cv::RETR_LIST ? OutlineMode::All : OutlineMode::Outermost, contours, above, cut);
    const double minSide = settings.minCardShortSide * scale;
    const double minArea = minSide * minSide * kMinAspect * 0.7;
    const double maxArea = picture.total() * settings.maxCardAreaFraction;
    // Keeps quad `q` fitted to `contour` (of area `area`) if it is shaped and placed like a card.
    const auto keepIfCardShaped = [&](const std::vector<cv::Point>& contour, double area, const std::vector<cv::Point2f>& q) {
        const Quad quad{q[0], q[1], q[2], q[3]};
        const double quadA = quadArea(quad);
        if (quadA <= 0) return false;
        double fill = area / quadA;
        if (fill > kMaxFill || fill < kMinRingFill) return false;
        if (fill > kMaxPlainFill) fill = kMinFill;
        const double s = shortSide(quad), l = longSide(quad);
        if (s < minSide || l / s < kMinAspect || l / s > kMaxHandAspect) return false;
        // (An outline as long as a hand is kept only filled plainly: a ring as long is no hand.)
        const bool handLength = l / s > kMaxAspect;
        if (handLength && fill < kMinFill) return false;
        // S2: a card cut by the frame edge cannot be read whole: only cards wholly in the picture.
        bool inside = true;
        for (const cv::Point2f& p : quad) inside = inside && p.x > 1 && p.y > 1 && p.x < picture.cols - 2 && p.y < picture.rows - 2;
        if (!inside) return false;
        // Seen at up to about 30 degrees of tilt, a card's corners stay roughly square.
        bool squareish = true;
        for (int k = 0; k < 4; ++k) {
            const cv::Point2f a = quad[(k + 3) % 4] - quad[k], b = quad[(k + 1) % 4] - quad[k];
            const double cosine = (a.x * b.x + a.y * b.y) / (std::hypot(a.x, a.y) * std::hypot(b.x, b.y) + 1e-9);
            squareish = squareish && std::abs(cosine) < kMaxCornerCosine;
        }
        if (!squareish) return false;
        // A picture card's white is a thin frame that the picture breaks in places: its outline
        // runs round the card and back in through a gap, enclosing little. It still traces the
        // card's whole perimeter, which a blob that merely fits a quad (wood grain, a shadow)
        // does not.
        if (fill < kMinFill) {
            if (perimeterCoverage(contour, quad) < kMinRingCoverage) return false;
            fill = kMinFill;
        }
        out.push_back({quad, fill, quadA});
        out.back().handLength = handLength;
        return true;
    };
    for (const auto& contour : contours) {
        const double area = outlineArea(contour);
        if (area < minArea || area > maxArea) continue;
        // An outline bigger than the smallest card can hold a covered card as well. A smaller
        // one can be a piece of a court card whose picture reaches its edges and splits its white
        // frame into pieces at its corners, at every level (gm-paris' and gnome-bellot's courts,
        // on their own or in a hand): such a piece shows the card's corner too.
        if (anchors) collectCornerAnchors(contour, scale, minSide, *anchors, mode, area <= 3 * minArea);
        // (Only the edge map's outlines have a bent side straightened: a level's outline of a
        // picture's panel, straightened, took the place of the card round it, a kde-penguins
        // queen in a hand.)
        const std::vector<cv::Point2f> fitted = fitCardQuad(contour, mode == cv::RETR_LIST);
        if (fitted.size() != 4 || !keepIfCardShaped(contour, area, fitted)) continue;
        // (An outline as long as a hand is kept aside as fitted; straightened, it could come out
        // card-shaped, a card that is no card.)
        if (out.back().handLength) continue;
        // A clip on the card's edge can pull the hull, and the quad fitted round it, out round
        // itself; the quad fitted to the outline's own sides is judged as well, and the truer of
        // the two kept when the outlines are settled.
        const std::vector<cv::Point2f> straightened = straightenSides(contour, fitted);
        if (straightened != fitted) keepIfCardShaped(contour, area, straightened);
    }
}

// Whether each side of `moved` runs within kMaxFurtherTurnDegrees of the way the same side of
// `quad` runs. Looked for further in, a card's own edges lie along its shadow's; in a hand, the
// covered side of a card's strip can be moved onto the slanting edge where the next cards meet.
bool sidesKeepTheirWay(const Quad& quad, const Quad& moved) {
    const double minCosine = std::cos(kMaxFurtherTurnDegrees * CV_PI / 180);
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[(k + 1) % 4] - quad[k], b = moved[(k + 1) % 4] - moved[k];
        if (a.dot(b) < minCosine * cv::norm(a) * cv::norm(b)) return false;
    }
    return true;
}

// Fitted to the picture, a whole card seen at up to ~30 degrees of tilt keeps opposite sides of
// nearly equal length and corners near square; a blank patch of a picture card's face, cut off
// by the picture's diagonal, does not.
bool looksLikeAWholeCard(const Quad& quad, double maxCornerCosine = kMaxFittedCornerCosine) {
    for (int k = 0; k < 2; ++k) {
        const double a = cv::norm(quad[k + 1] - quad[k]), b = cv::norm(quad[(k + 3) % 4] - quad[(k + 2) % 4]);
        if (std::max(a, b) > kMaxOppositeSideRatio * std::min(a, b)) return false;
    }
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[(k + 3) % 4] - quad[k], b = quad[(k + 1) % 4] - quad[k];
        if (std::abs(a.dot(b)) > maxCornerCosine * cv::norm(a) * cv::norm(b)) return false;
    }
    return true;
}

// The larger of the angles between the quad's opposite sides, in degrees.
double oppositeSidesApartDegrees(const Quad& quad) {
    double widest = 0;
    for (int k = 0; k < 2; ++k) {
        const cv::Point2f a = quad[k + 1] - quad[k], b = quad[(k + 3) % 4] - quad[(k + 2) % 4];
        const double cosine = std::abs(a.dot(b)) / (cv::norm(a) * cv::norm(b) + 1e-9);
        widest = std::max(widest, std::acos(std::min(1.0, cosine)) * 180 / CV_PI);
    }
    return widest;
}

// Whether the pixel boxes round two quads (cv::boundingRect: from the floor of the least to the
// floor of the greatest coordinate, inclusive) share a pixel. Worked out without building the
// point vectors cv::boundingRect needs: it is asked tens of thousands of times a frame.
bool boxesMeet(const Quad& a, const Quad& b) {
    const auto box = [](const Quad& q) {
        float x0 = q[0].x, x1 = q[0].x, y0 = q[0].y, y1 = q[0].y;
        for (int k = 1; k < 4; ++k) {
            x0 = std::min(x0, q[k].x);
            x1 = std::max(x1, q[k].x);
            y0 = std::min(y0, q[k].y);
            y1 = std::max(y1, q[k].y);
        }
        return std::array<int, 4>{cvFloor(x0), cvFloor(y0), cvFloor(x1), cvFloor(y1)};
    };
    const std::array<int, 4> ba = box(a), bb = box(b);
    return ba[0] <= bb[2] && bb[0] <= ba[2] && ba[1] <= bb[3] && bb[1] <= ba[3];
}
// A quad found in the picture shrunk by `scale`, in the picture's own pixels.
Quad inPicturePixels(const Quad& found, double scale) {
    Quad q;
    for (std::size_t k = 0; k < 4; ++k) q[k] = found[k] * static_cast<float>(1.0 / scale);
    return q;
}
// The share of the union of two outlines that both cover (0 when their boxes lie apart).
double sharedOverUnion(const Found& a, const Found& b) {
    if (!boxesMeet(a.quad, b.quad)) return 0;
    const double inter = overlapArea(a.quad, b.quad);
    return inter / (a.area + b.area - inter);
}
// The pixel nearest p, held inside the picture.
cv::Vec3b pixelAt(const cv::Mat& bgr, cv::Point2f p) {
    return bgr.at<cv::Vec3b>(std::clamp(cvRound(p.y), 0, bgr.rows - 1), std::clamp(cvRound(p.x), 0, bgr.cols - 1));
}
int minChannelAt(const cv::Mat& bgr, cv::Point2f p) {
    const cv::Vec3b v = pixelAt(bgr, p);
    return std::min({v[0], v[1], v[2]});
}
// A face's white from the darkest channel of points just inside its edges: where the brightest
// quarter of them begins (print, shadow or the table under a corner darken the rest). Reorders
// `darkest`.
int whereBrightestQuarterBegins(std::span<int> darkest) {
    const auto quarter = darkest.begin() + static_cast<std::ptrdiff_t>(darkest.size() * 3 / 4);
    std::nth_element(darkest.begin(), quarter, darkest.end());
    return *quarter;
}
// Blank card face against a face whose white (darkest channel) is `white`: nearly as bright in
// every channel, and unsaturated.
bool blankFace(const cv::Vec3b& v, int white) {
    const int darkest = std::min({v[0], v[1], v[2]}), brightest = std::max({v[0], v[1], v[2]});
    return darkest >= 0.75 * white && (brightest - darkest) * 4 <= brightest;
}
// Two cards touching are parted by a dark line (their printed outlines, a shadow, a gap) all
// along where they meet; the two halves of one number card, cut apart at a row of pips, are
// parted by blank face with a pip here and there.
bool darkSeamBetween(const cv::Mat& bgr, const Quad& outer, const Quad& a, const Quad& b) {
    const cv::Point2f ca = quadCentre(a), cb = quadCentre(b);
    cv::Point2f across = cb - ca;
    const double apart = std::hypot(across.x, across.y);
    if (apart < 1) return false;
    across *= static_cast<float>(1 / apart);
    const cv::Point2f along(-across.y, across.x), middle = (ca + cb) * 0.5f;
    float from = 1e9f, to = -1e9f;
    for (const cv::Point2f& p : outer) {
        const float t = (p - middle).dot(along);
        from = std::min(from, t);
        to = std::max(to, t);
    }
    const int reach = std::max(2, cvRound(0.04 * shortSide(outer)));
    constexpr int kSamples = 24;
    std::vector<int> darkest, brightest;
    for (int i = 0; i < kSamples; ++i) {
        const cv::Point2f p = middle + along * (from + (to - from) * static_cast<float>(0.15 + 0.7 * i / (kSamples - 1)));
        int low = 255, high = 0;
        for (int o = -reach; o <= reach; ++o) {
            const int v = minChannelAt(bgr, p + across * static_cast<float>(o));
            low = std::min(low, v);
            high = std::max(high, v);
        }
        darkest.push_back(low);
        brightest.push_back(high);
    }
    std::vector<int> sorted = brightest;
    std::nth_element(sorted.begin(), sorted.begin() + kSamples / 2, sorted.end());
    const int white = sorted[kSamples / 2];
    const auto dark = std::count_if(darkest.begin(), darkest.end(), [&](int v) { return v < 0.8 * white; });
    return dark >= kSamples * 6 / 10;
}
// How many sides of a quad have blank face just beyond them, as white as the face just inside
// its edges: the sides of a card lie against the table or the edge of another card, while lines
// printed inside a face (a frame line, a picture's corners) have the same face beyond them.
int sidesWithFaceBeyond(const cv::Mat& bgr, const Quad& quad) {
    const cv::Point2f centre = quadCentre(quad);
    const float beyond = static_cast<float>(kFaceBeyondReach * shortSide(quad));
    constexpr int kPerSide = 12;
    std::array<std::array<cv::Vec3b, kPerSide>, 4> outside;
    std::array<int, 4 * kPerSide> insideDarkest;
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4], out = outwardNormal(a, b, centre);
        for (int i = 0; i < kPerSide; ++i) {
            const cv::Point2f onSide = a + (b - a) * static_cast<float>(0.2 + 0.6 * i / (kPerSide - 1));
            const cv::Point2f p = onSide + out * beyond, q = onSide - out * beyond;
            outside[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] = pixelAt(bgr, p);
            insideDarkest[static_cast<std::size_t>(k * kPerSide + i)] = minChannelAt(bgr, q);
        }
    }
    const int white = whereBrightestQuarterBegins(insideDarkest);
    int sides = 0;
    for (const auto& side : outside)
        if (std::count_if(side.begin(), side.end(), [&](const cv::Vec3b& v) { return blankFace(v, white); }) >= kPerSide * 6 / 10) ++sides;
    return sides;
}
}  // namespace

double edgeBandWhiteness(const cv::Mat& bgr, const Quad& quad, double* weakestSide, std::array<int, 4>* blankOnSides) {
    // Points a little inside each edge, where every face has blank card (the print keeps a margin).
    const cv::Point2f centre = quadCentre(quad);
    std::vector<cv::Vec3b> samples;
    constexpr int kPerEdge = 16;
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
        for (int i = 0; i < kPerEdge; ++i) {
            const cv::Point2f onEdge = a + (b - a) * static_cast<float>(0.1 + 0.8 * i / (kPerEdge - 1));
            const cv::Point2f p = onEdge + (centre - onEdge) * 0.035f;
            samples.push_back(pixelAt(bgr, p));
        }
    }
    std::vector<int> mins;
    for (const cv::Vec3b& v : samples) mins.push_back(std::min({v[0], v[1], v[2]}));
    std::vector<int> sorted = mins;
    const int white = whereBrightestQuarterBegins(sorted);
    if (weakestSide) *weakestSide = 0;
    if (blankOnSides) blankOnSides->fill(0);
    if (white < 80) return 0.0;
    int blank = 0;
    std::array<int, 4> blankOnSide{};
    for (std::size_t i = 0; i < samples.size(); ++i) {
        if (blankFace(samples[i], white)) {
            ++blank;
            ++blankOnSide[i / kPerEdge];
        }
    }
    if (weakestSide) *weakestSide = *std::min_element(blankOnSide.begin(), blankOnSide.end()) / double(kPerEdge);
    if (blankOnSides) *blankOnSides = blankOnSide;
    return blank / static_cast<double>(samples.size());
}

namespace {
// The sine of the angle between side k of `quad` and the side across the card from it.
double sineAskewOfTheSideAcross(const Quad& quad, int k, cv::Point2f direction) {
    const cv::Point2f across = quad[(k + 3) % 4] - quad[(k + 2) % 4];
    return std::abs(direction.cross(across)) / (cv::norm(direction) * cv::norm(across));
}
// Whether side k of `quad` may have been tilted by a clip: it lies at least
// kMinWeakSideTiltDegrees askew of the side across the card (sides run a degree or two apart in
// perspective: the outline of a hand's king, 1.2 degrees askew, was tilted back onto a line
// inside it and read as a queen). Asked before the side is looked at further, which costs.
bool mayBeTiltedByAClip(const Quad& quad, int k) {
    return sineAskewOfTheSideAcross(quad, k, quad[(k + 1) % 4] - quad[k]) >= std::sin(kMinWeakSideTiltDegrees * CV_PI / 180);
}
// Whether `line`, fitted to the edge points `further` found well out from such a side k of
// `quad`, is the card's edge that the clip tilted it off:
// - it runs within `reach` of one end of the side (the bump moves one corner, not both; an edge
//   well off both ends is another, such as a card lying over this one);
// - it lies less askew of the side across the card than the side did;
// - at least kMinOnWeakSideLine of the points lie within kOnWeakSideLine of it (the steps into a
//   row of pips or a picture's ragged border fit a line only loosely: 3 of 10 and 8 of 15 on the
//   two cards of hands misread without this; on a card's edge, 13 to 20 of 15 to 20, the clip's
//   own inner edge most of the rest).
bool isTheEdgeItsSideWasTiltedOff(const Quad& quad, int k, const cv::Vec4f& line, const std::vector<cv::Point2f>& further, double reach) {
    const cv::Point2f lineDir(line[0], line[1]), linePoint(line[2], line[3]);
    const cv::Point2f start = quad[k], end = quad[(k + 1) % 4];
    const double offStart = std::abs((start - linePoint).cross(lineDir)), offEnd = std::abs((end - linePoint).cross(lineDir));
    if (std::min(offStart, offEnd) > reach) return false;
    if (sineAskewOfTheSideAcross(quad, k, lineDir) >= sineAskewOfTheSideAcross(quad, k, end - start)) return false;
    const auto onLine = std::count_if(further.begin(), further.end(),
                                      [&](cv::Point2f q) { return std::abs((q - linePoint).cross(lineDir)) < kOnWeakSideLine; });
    return onLine >= kMinOnWeakSideLine * static_cast<double>(further.size());
}
}  // namespace

Quad refineCardQuad(const cv::Mat& bgr, const Quad& quad, double* edgeSupport, double reachFraction,
                    const std::vector<Quad>& coveredBy, double fitFrom, double weakSideReachFraction) {
    // The covering cards as polygons, and the boxes round them: a point outside a card's box is
    // not under it (pointPolygonTest would find it outside), which spares most of the tests.
    std::vector<std::vector<cv::Point2f>> covers;
    std::vector<std::array<float, 4>> coverBoxes;  // least x, least y, greatest x, greatest y
    for (const Quad& q : coveredBy) {
        covers.emplace_back(q.begin(), q.end());
        float x0 = q[0].x, x1 = q[0].x, y0 = q[0].y, y1 = q[0].y;
        for (const cv::Point2f& c : q) {
            x0 = std::min(x0, c.x);
            x1 = std::max(x1, c.x);
            y0 = std::min(y0, c.y);
            y1 = std::max(y1, c.y);
        }
        coverBoxes.push_back({x0, y0, x1, y1});
    }
    const auto hidden = [&](cv::Point2f p) {
        for (std::size_t i = 0; i < covers.size(); ++i) {
            const std::array<float, 4>& b = coverBoxes[i];
            if (p.x < b[0] || p.y < b[1] || p.x > b[2] || p.y > b[3]) continue;
            if (cv::pointPolygonTest(covers[i], p, true) > 2) return true;
        }
        return false;
    };
    double weakestSupport = 1;
    const cv::Point2f centre = quadCentre(quad);
    const double reach = std::max(3.0, reachFraction * shortSide(quad));
    // Each side's edge points first, then the lines through them: an outline whose sides found
    // too little edge for the caller to keep (`fitFrom`) is not fitted at all. (The robust fit
    // is most of the cost of refining an outline: OpenCV's was four fifths, fitLineHuber's, the
    // same lines, seven tenths.)
    std::array<std::vector<cv::Point2f>, 4> edgePoints;
    std::array<cv::Vec4f, 4> lines;  // each side as given until fitted (direction, then a point)
    std::array<cv::Point2f, 4> outward;
    double support = 0;
    constexpr int kSamples = 20;
    std::vector<int> along;
    // The strongest face-to-table step within `steps` pixels of each of the side's sample points
    // (none where the point lies under a covering card); returns how many were hidden.
    const auto findEdges = [&](int k, int steps, std::vector<cv::Point2f>& points) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
        const cv::Point2f normal = outward[static_cast<std::size_t>(k)];
        along.resize(2 * static_cast<std::size_t>(steps) + 3);
        int hiddenPoints = 0;
        for (int i = 0; i < kSamples; ++i) {
            const cv::Point2f p = a + (b - a) * static_cast<float>(0.15 + 0.7 * i / (kSamples - 1));
            if (!coveredBy.empty() && hidden(p)) {
                ++hiddenPoints;  // under another card: no edge to see, none missing
                continue;
            }
            // The darkest channel at each step along the normal, read once: a step's inside is the
            // outside of the step two before it.
            for (int o = -steps - 1; o <= steps + 1; ++o)
                along[static_cast<std::size_t>(o + steps + 1)] = minChannelAt(bgr, p + normal * static_cast<float>(o));
            int bestStep = 0, bestGradient = 12;
            for (int o = -steps; o <= steps; ++o) {
                // Face inside, table outside: the face side is brighter (or the outline darker).
                const int inside = along[static_cast<std::size_t>(o + steps)];
                const int outside = along[static_cast<std::size_t>(o + steps + 2)];
                if (inside - outside > bestGradient) {
                    bestGradient = inside - outside;
                    bestStep = o;
                }
            }
            if (bestGradient > 12) points.push_back(p + normal * static_cast<float>(bestStep));
        }
        return hiddenPoints;
    };
    std::array<int, 4> hiddenOnSide{};
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
        cv::Point2f dir = b - a;
        const double len = std::hypot(dir.x, dir.y);
        if (len < 1) {
            if (edgeSupport) *edgeSupport = support;
            return quad;
        }
        dir *= static_cast<float>(1 / len);
        lines[static_cast<std::size_t>(k)] = cv::Vec4f(dir.x, dir.y, a.x, a.y);
        cv::Point2f normal(-dir.y, dir.x);
        if (normal.dot(centre - a) > 0) normal = -normal;  // outward
        outward[static_cast<std::size_t>(k)] = normal;
        std::vector<cv::Point2f>& points = edgePoints[static_cast<std::size_t>(k)];
        hiddenOnSide[static_cast<std::size_t>(k)] = findEdges(k, static_cast<int>(reach), points);
        const double sideSupport = static_cast<double>(points.size() + hiddenOnSide[static_cast<std::size_t>(k)]) / kSamples;
        support += sideSupport / 4;
        weakestSupport = std::min(weakestSupport, sideSupport);
    }
    if (edgeSupport) *edgeSupport = support;
    if (support < fitFrom) return quad;
    // A side that found its edge at fewer than half its points, where enough of it shows, may lie
    // askew of the card's edge: a clip on the edge bulged the outline, and the side fitted there
    // runs from one of the card's corners out past the other (seed 37, scene 27: 14 px beyond the
    // card at the far corner, its edge out of reach). Looked at further, it is fitted onto the
    // edge found there if that is the edge it was tilted off. Its support stays as measured
    // within reach.
    std::array<bool, 4> fittedFurther{};
    const double furtherReach = std::max(3.0, weakSideReachFraction * shortSide(quad));
    for (int k = 0; k < 4; ++k) {
        std::vector<cv::Point2f>& points = edgePoints[static_cast<std::size_t>(k)];
        if (furtherReach <= reach || points.size() >= kSamples / 2 || kSamples - hiddenOnSide[static_cast<std::size_t>(k)] < kSamples / 2 ||
            !mayBeTiltedByAClip(quad, k))
            continue;
        std::vector<cv::Point2f> further;
        findEdges(k, static_cast<int>(furtherReach), further);
        if (further.size() < kSamples / 2) continue;
        const cv::Vec4f line = fitLineHuber(further);
        if (!isTheEdgeItsSideWasTiltedOff(quad, k, line, further, reach)) continue;
        lines[static_cast<std::size_t>(k)] = line;
        fittedFurther[static_cast<std::size_t>(k)] = true;
    }
    for (int k = 0; k < 4; ++k)
        if (!fittedFurther[static_cast<std::size_t>(k)] && edgePoints[static_cast<std::size_t>(k)].size() >= kSamples / 2)
            lines[static_cast<std::size_t>(k)] = fitLineHuber(edgePoints[static_cast<std::size_t>(k)]);
    Quad out;
    for (int k = 0; k < 4; ++k) {
        cv::Point2f p;
        if (!intersect(lines[(k + 3) % 4], lines[k], p)) return quad;
        // Refinement wandered off (further than either side meeting there was searched): keep the
        // coarse quad.
        const bool searchedFurther = fittedFurther[static_cast<std::size_t>((k + 3) % 4)] || fittedFurther[static_cast<std::size_t>(k)];
        if (cv::norm(p - quad[k]) > 2 * (searchedFurther ? furtherReach : reach) + 2) return quad;
        out[k] = p;
    }
    // Every side of a card is an edge somewhere along it; a side with none runs over the table.
    if (edgeSupport && weakestSupport < kMinSideSupport) *edgeSupport *= 0.5;
    return out;
}

// A point strictly inside the quadrilateral of the outline's leftmost, topmost, rightmost and
// bottommost points cannot be on the hull, and leaving such points out leaves the hull as it is.
// (Most of a card's outline runs close along that quadrilateral, and about half of its ragged
// points lie inside it.)
std::vector<cv::Point> outlineHull(const std::vector<cv::Point>& outline) {
    std::vector<cv::Point> hull;
    if (outline.size() < 16) {
        cv::convexHull(outline, hull);
        return hull;
    }
    cv::Point left = outline[0], top = outline[0], right = outline[0], bottom = outline[0];
    for (const cv::Point& p : outline) {
        if (p.x < left.x) left = p;
        if (p.x > right.x) right = p;
        if (p.y < top.y) top = p;
        if (p.y > bottom.y) bottom = p;
    }
    // Positive on the inner side of the side from a to b (the corners run left, top, right,
    // bottom: clockwise on the screen).
    const auto inward = [](cv::Point a, cv::Point b, cv::Point p) {
        return static_cast<std::int64_t>(b.x - a.x) * (p.y - a.y) - static_cast<std::int64_t>(b.y - a.y) * (p.x - a.x);
    };
    std::vector<cv::Point> kept;
    kept.reserve(outline.size());
    for (const cv::Point& p : outline)
        if (!(inward(left, top, p) > 0 && inward(top, right, p) > 0 && inward(right, bottom, p) > 0 && inward(bottom, left, p) > 0))
            kept.push_back(p);
    cv::convexHull(kept, hull);
    return hull;
}

namespace {
// The corners where the four longest sides of `poly` (4 to 12 corners) meet, in their order round
// it; none when two of those sides meeting are far from square.
std::vector<cv::Point2f> cornersOfLongestSides(const std::vector<cv::Point>& poly) {
    const int n = static_cast<int>(poly.size());
    if (n < 4 || n > 12) return {};
    if (n == 4) return {poly[0], poly[1], poly[2], poly[3]};
    // The four longest sides, kept in their order around the outline.
    std::vector<int> order(n);
    for (int i = 0; i < n; ++i) order[i] = i;
    auto sideLength = [&](int i) { return cv::norm(poly[(i + 1) % n] - poly[i]); };
    std::sort(order.begin(), order.end(), [&](int a, int b) { return sideLength(a) > sideLength(b); });
    std::vector<int> sides(order.begin(), order.begin() + 4);
    std::sort(sides.begin(), sides.end());
    std::vector<cv::Point2f> corners;
    for (int k = 0; k < 4; ++k) {
        const int a = sides[k], b = sides[(k + 1) % 4];
        const cv::Point2f a1 = poly[a], a2 = poly[(a + 1) % n], b1 = poly[b], b2 = poly[(b + 1) % n];
        if (angleBetween(a2 - a1, b2 - b1) < 0.8) return {};  // neighbouring sides must be about square
        cv::Point2f p;
        if (!intersect(a1, a2, b1, b2, p)) return {};
        corners.push_back(p);
    }
    return corners;
}

// `poly` with each corner where its sides turn by less than kMaxBendInASide taken out (the gentlest
// first), the two sides there made one.
std::vector<cv::Point> withBentSidesStraightened(std::vector<cv::Point> poly) {
    while (poly.size() > 4) {
        const std::size_t n = poly.size();
        std::size_t gentlest = n;
        double least = kMaxBendInASide;
        for (std::size_t i = 0; i < n; ++i) {
            const cv::Point2f v = poly[i], previous = poly[(i + n - 1) % n], next = poly[(i + 1) % n];
            const cv::Point2f in = v - previous, out = next - v;
            const double turn = std::acos(std::clamp(in.dot(out) / (std::hypot(in.x, in.y) * std::hypot(out.x, out.y) + 1e-9), -1.0, 1.0));
            if (turn < least) {
                least = turn;
                gentlest = i;
            }
        }
        if (gentlest == n) break;
        poly.erase(poly.begin() + static_cast<std::ptrdiff_t>(gentlest));
    }
    return poly;
}
}  // namespace

std::vector<cv::Point2f> fitCardQuad(const std::vector<cv::Point>& outline, bool straightenBentSides) {
    const std::vector<cv::Point> hull = outlineHull(outline);
    std::vector<cv::Point> poly;
    cv::approxPolyDP(hull, poly, 0.012 * cv::arcLength(hull, true), true);
    std::vector<cv::Point2f> corners = cornersOfLongestSides(poly);
    if (!corners.empty() || !straightenBentSides || poly.size() <= 4) return corners;
    // A card's edge traced round, where its picture reaches the edge and leaves no edge of its
    // own there, runs along its shadow's outer edge for a while: the simplified hull bends that
    // side in two, each part as long as a short side, and the four longest sides include both
    // parts, meeting far from square (a gnome-paris queen of clubs on a dark cloth, seed 7's frame
    // 110 of every deck, was never fitted). Straightened into four sides, it is.
    const std::vector<cv::Point> straightened = withBentSidesStraightened(poly);
    if (straightened.size() == 4) corners = cornersOfLongestSides(straightened);
    return corners;
}

namespace {
// Cards in a hand show most of themselves: one mostly under others is a guess too far.
bool mostlyCovered(const Quad& card, const std::vector<Quad>& others) {
    double under = 0;
    for (const Quad& c : others)
        if (boxesMeet(c, card)) under += overlapArea(c, card);
    return under > kMaxCoveredShare * quadArea(card);
}

// One settling of `found` (sorted best first), leaving out the outlines `refused`: the same card
// seen at several levels keeps its best outline, and outlines that hold other cards or are held by
// one are sorted out. An outline refused for holding cards that had taken others for itself as the
// same card is put in `refusedNow` (its place in `found`), and those others in `freed`; if there
// are any, `kept` is left empty. An outline `freed` before is a card only if it holds none.
void settleOnce(const std::vector<Found>& found, const std::vector<bool>& refused, const std::vector<bool>& wasFreed,
                const cv::Mat& bgr, std::vector<Found>& kept, std::vector<std::size_t>& refusedNow, std::vector<std::size_t>& freed) {
    // Each distinct outline with its place in `found` and the places of those it took for itself.
    struct Distinct {
        Found found;
        std::size_t place;
        std::vector<std::size_t> took;
    };
    std::vector<Distinct> distinct;
    for (std::size_t k = 0; k < found.size(); ++k) {
        if (refused[k]) continue;
        const Found& f = found[k];
        bool duplicate = false;
        for (std::size_t i = 0; i < distinct.size(); ++i) {
            Found& d = distinct[i].found;
            if (sharedOverUnion(f, d) > 0.6) {
                duplicate = true;
                distinct[i].took.push_back(k);
                if (d.fromCorner && !f.fromCorner && !d.ownOutline) d.ownOutline = std::make_shared<const Found>(f);
                break;
            }
        }
        if (!duplicate) distinct.push_back({f, k, {}});
    }
    // Two cards touching side by side can look like one big card at a low level: an outline
    // that holds two or more separate smaller outlines is not a card.
    std::stable_sort(distinct.begin(), distinct.end(), [](const Distinct& a, const Distinct& b) { return a.found.area > b.found.area; });
    std::vector<bool> dropped(distinct.size(), false);
    for (std::size_t i = 0; i < distinct.size(); ++i) {
        std::vector<std::size_t> inside;
        for (std::size_t j = i + 1; j < distinct.size(); ++j) {
            if (!boxesMeet(distinct[i].found.quad, distinct[j].found.quad)) continue;
            if (overlapArea(distinct[i].found.quad, distinct[j].found.quad) > 0.85 * distinct[j].found.area &&
                distinct[j].found.area > 0.2 * distinct[i].found.area)
                inside.push_back(j);
        }
        bool holdsTwo = false;
        for (std::size_t a = 0; a < inside.size() && !holdsTwo; ++a)
            for (std::size_t b = a + 1; b < inside.size() && !holdsTwo; ++b) {
                const Found& fa = distinct[inside[a]].found;
                const Found& fb = distinct[inside[b]].found;
                // Two cards have outlines about as clean as the one round both; the two halves of a
                // picture card's picture (parted by a dark line too) have picture, not blank
                // face, inside their edges. Where the halves meet, each has a side with no blank
                // face inside it (marked down, as a side over the table is), which two whole
                // cards do not both have.
                const bool bothMarkedDown = fa.band < fa.unbroken && fb.band < fb.unbroken;
                const double deficit = fa.fromCorner && fb.fromCorner ? kMaxGuessedPairOutlineDeficit : kMaxPairOutlineDeficit;
                holdsTwo = !bothMarkedDown && overlapArea(fa.quad, fb.quad) < 0.2 * std::min(fa.area, fb.area) &&
                           std::min(fa.band, fb.band) > distinct[i].found.band - deficit &&
                           darkSeamBetween(bgr, distinct[i].found.quad, fa.quad, fb.quad);
            }
        // An outline around a card and part of its neighbour in a hand (the neighbour not found
        // on its own) is shaped like a card too; the card inside it has the cleaner outline, or
        // one as clean as outlines get and no less clean than the one round it (both can score
        // 2: two cards overlapping at a slant, the outline round both drawn along their edges).
        // So is a squat outline (two cards overlapping crosswise) holding a card just as clean.
        const bool squat = longSide(distinct[i].found.quad) < kMinCardAspectSeen * shortSide(distinct[i].found.quad);
        // A picture's own frame line, in the middle of the card, is not such a card: a card and
        // part of its neighbour hold the card off to one end.
        const bool holdsABetterCard = std::any_of(inside.begin(), inside.end(), [&](std::size_t j) {
            const double margin = squat ? -kSameCleanness : 0.02;
            const double offCentre = cv::norm(quadCentre(distinct[j].found.quad) - quadCentre(distinct[i].found.quad)) / shortSide(distinct[i].found.quad);
            const bool cleaner = offCentre > kMinOffCentre && distinct[j].found.band > distinct[i].found.band + margin;
            const bool asClean = offCentre > kMinOffCentreAsClean && distinct[j].found.band >= kCleanestOutline &&
                                 distinct[j].found.band + kBandSamplingSlack >= distinct[i].found.band;
            return (cleaner || asClean) && distinct[i].found.area > 1.5 * distinct[j].found.area;
        });
        if (holdsTwo || holdsABetterCard) {
            dropped[i] = true;
            if (!distinct[i].took.empty()) {
                refusedNow.push_back(distinct[i].place);
                freed.insert(freed.end(), distinct[i].took.begin(), distinct[i].took.end());
            }
        } else if (wasFreed[distinct[i].place] && !inside.empty()) {
            // Freed, an outline round a card and its neighbour's part (taken for the same card as
            // one round the whole hand) would pass as a card and take the place of the card in it.
            dropped[i] = true;
        } else {
            // A real card: smaller outlines inside it are its picture frame or pips.
            for (std::size_t j : inside) dropped[j] = true;
        }
    }
    if (!refusedNow.empty()) return;
    for (std::size_t i = 0; i < distinct.size(); ++i)
        if (!dropped[i]) kept.push_back(distinct[i].found);
}

// The outlines judged to be cards, settled: the same card seen at several levels keeps its best
// outline, and outlines that hold other cards or are held by one are sorted out.
std::vector<Found> settle(std::vector<Found> found, const cv::Mat& bgr) {
    // band: blank face + edge support
    const auto rank = [](const Found& f) {
        return f.band + 0.5 * f.fill - (f.askew ? kAskewRank : 0) - (f.cutAcrossFace ? kCutAcrossFaceRank : 0);
    };
    std::sort(found.begin(), found.end(), [&](const Found& a, const Found& b) { return rank(a) > rank(b); });
    // An outline round a card and part of the card it lies on can rank above the card's own
    // outline and overlap it enough to take it for the same card; it is then refused below (it
    // holds a cleaner card, the other card's part), and the card's own outline must not go with
    // it (a big, clean nine on a five, seed 29 scene 56). So the outlines are settled again
    // without the refused ones, as long as a refused one had taken another for itself; the
    // others it took are freed, and count as cards only if they hold none (one round a whole
    // hand takes the one round its last two cards, which holds the top card; seed 53 scene 44).
    std::vector<bool> refused(found.size(), false), freed(found.size(), false);
    for (;;) {
        std::vector<Found> kept;
        std::vector<std::size_t> refusedNow, freedNow;
        settleOnce(found, refused, freed, bgr, kept, refusedNow, freedNow);
        if (refusedNow.empty()) return kept;
        for (std::size_t k : refusedNow) refused[k] = true;
        for (std::size_t k : freedNow) freed[k] = true;
    }
}

// Cards in a hand lie under one another, and a covered card's outline merges with its
// neighbour's, so no outline of its own is card-shaped. Its uncovered corner still shows as a
// square corner with two straight sides. The cards already found give the size of the cards in
// play; a card of that size (and of the nearest clean card's, where that differs) is tried at each
// corner that no found card explains, both ways round, and judged like any other outline.
// Sides within about 10 degrees of each other run the same way.
constexpr double kMinSameSideCosine = 0.985;
// Card sizes closer than this share of their sides are one size.
constexpr double kSameSize = 0.05;
// Whether an edge runs on straight past the corner, along either side's line: a crossing of
// lines (a checked cloth's grid) rather than a card's corner, beyond which lies the table.
bool edgeRunsOnPast(const cv::Mat& edges, double scale, const CornerAnchor& a, double width) {
    for (const cv::Point2f& along : {a.along1, a.along2}) {
        int on = 0, looked = 0;
        for (double t = kPastCornerFrom * width; t <= kPastCornerTo * width; t += 1.5 / scale) {
            const cv::Point2f p = (a.at - along * static_cast<float>(t)) * static_cast<float>(scale);
            const int x = cvRound(p.x), y = cvRound(p.y);
            if (x < 0 || y < 0 || x >= edges.cols || y >= edges.rows) continue;
            ++looked;
            on += edges.at<uchar>(y, x) != 0;
        }
        if (looked > 0 && on > kPastCornerEdgeShare * looked) return true;
    }
    return false;
}

// A found outline this much wider than the typical card, and longer, may be several cards outlined
// as one (two cards of a hand, their seam too faint at every level; the scanner drops it when it
// reads as nothing), or one card nearer the camera: its corners explain no corner, so a card of
// the typical size is tried there too. (Two cards of a hand laid along their long sides make an
// outline a card's length wide and less than twice a card's width long: seed 17's scene 98, two
// gnome-bellot queens outlined 1.44 times as wide as the typical card but only 1.28 times as
// long, were missed while this asked for 1.3 times both ways.)
constexpr double kOutsizedShare = 1.3;

// The size of the cards in play shown by the corners (kSameShownSize), none where no two corners
// apart show the same. A hand laid straight on its own, its cards' seams too faint at every level,
// is one outline, and no card is found by its own to give the size to try cards at its corners:
// gnome-ornamental's five on felt (seed 7's scene 268), where the cream faces meet 20 grey levels
// apart or less. Its corners at the ends show each end card's two sides whole. (Not a piece's corners: a court
// card's frame pieces show parts of its sides, and a gnome-paris jack alone, his index painted
// over, had a card of their size tried and read inside his picture.)
CardSize sizeShownAtCorners(const std::vector<CornerAnchor>& anchors) {
    struct Shown {
        CardSize size;
        cv::Point2f at;
    };
    std::vector<Shown> shown;
    for (const CornerAnchor& a : anchors) {
        if (a.fromPiece) continue;
        const double shorter = std::min(a.seen1, a.seen2), longer = std::max(a.seen1, a.seen2);
        if (longer >= kMinPairAspect * shorter && longer <= kMaxPairAspect * shorter) shown.push_back({{shorter, longer}, a.at});
    }
    CardSize best;
    std::size_t mostAgreeing = 0;
    for (const Shown& s : shown) {
        std::vector<double> widths, lengths;
        bool apart = false;
        for (const Shown& t : shown) {
            if (std::abs(t.size.width - s.size.width) >= kSameShownSize * s.size.width ||
                std::abs(t.size.length - s.size.length) >= kSameShownSize * s.size.length)
                continue;
            widths.push_back(t.size.width);
            lengths.push_back(t.size.length);
            apart = apart || cv::norm(t.at - s.at) >= kLeastShownApart * s.size.width;
        }
        const bool larger = s.size.width * s.size.length > best.width * best.length;
        if (!apart || widths.size() < mostAgreeing || (widths.size() == mostAgreeing && !larger)) continue;
        mostAgreeing = widths.size();
        best = {medianOf(widths), medianOf(lengths)};
    }
    return best;
}

template <typename Judge>
bool judgeCardsAtCorners(const cv::Mat& bgr, const std::vector<CornerAnchor>& anchors, const std::vector<Found>& cards,
                         const std::vector<Found>& marginPictures, const cv::Mat& edges, double scale, Judge&& judge) {
    std::vector<Quad> clean;
    for (const Found& f : cards)
        if (f.band >= kCleanCardScore) clean.push_back(f.quad);
    const CardSize size = clean.empty() ? sizeShownAtCorners(anchors) : typicalCardSize(clean);
    if (size.width <= 0) return false;
    const double width = size.width, height = size.length;
    const auto outsized = [&](const Quad& q) {
        return shortSide(q) > kOutsizedShare * width && longSide(q) > height;
    };
    std::vector<Quad> known;
    for (const Found& f : cards)
        if (!outsized(f.quad)) known.push_back(f.quad);
    // A corner is a found card's when one of that card's corners lies there with its two sides
    // running the same ways. (In a fanned hand the cards' bottom corners crowd together, each
    // card turned a little from the next.)
    // (Only by cards whose area is within kSameSpannedArea of `ofArea`, when that is given.)
    const auto explainedBy = [&](const CornerAnchor& a, double ofArea) {
        return std::any_of(known.begin(), known.end(), [&](const Quad& q) {
            if (ofArea > 0 && (quadArea(q) > kSameSpannedArea * ofArea || kSameSpannedArea * quadArea(q) < ofArea)) return false;
            for (int k = 0; k < 4; ++k) {
                if (cv::norm(q[k] - a.at) >= 0.12 * width) continue;
                const cv::Point2f toNext = q[(k + 1) % 4] - q[k], toPrevious = q[(k + 3) % 4] - q[k];
                const auto runsAlong = [](cv::Point2f side, cv::Point2f unit) {
                    return side.dot(unit) > kMinSameSideCosine * std::hypot(side.x, side.y);
                };
                if ((runsAlong(toNext, a.along1) && runsAlong(toPrevious, a.along2)) ||
                    (runsAlong(toNext, a.along2) && runsAlong(toPrevious, a.along1)))
                    return true;
            }
            return false;
        });
    };
    const auto explained = [&](const CornerAnchor& a) { return explainedBy(a, 0); };
    // The cards found by their own outlines, before any is tried at a corner (outsized too: a
    // card nearer the camera than the others).
    std::vector<Quad> outlined;
    for (const Found& f : cards) outlined.push_back(f.quad);
    // Whether a side seen from the corner ends at a found card's corner, that card's own side
    // running back along it: the side ran on along the card lying on this one (a hand laid along
    // the cards' short sides lines up each card's short side with the next card's).
    const auto runsOnAlongACard = [&](const CornerAnchor& a, cv::Point2f along, float seen) {
        const cv::Point2f end = a.at + along * seen;
        return std::any_of(known.begin(), known.end(), [&](const Quad& q) {
            for (int k = 0; k < 4; ++k) {
                if (cv::norm(q[k] - end) >= 0.12 * width) continue;
                for (const cv::Point2f side : {q[(k + 1) % 4] - q[k], q[(k + 3) % 4] - q[k]})
                    if (-side.dot(along) > kMinSameSideCosine * std::hypot(side.x, side.y)) return true;
            }
            return false;
        });
    };
    const auto atACornerOf = [&](const CornerAnchor& a, const Quad& q) {
        return std::any_of(q.begin(), q.end(), [&](cv::Point2f c) { return cv::norm(c - a.at) < 0.12 * width; });
    };
    std::vector<cv::Point2f> tried;
    bool anyFound = false;
    const cv::Rect2f inside(2, 2, bgr.cols - 4, bgr.rows - 4);
    const auto worthFitting = [&](const Quad& q, bool fromPiece) {
        return edgeBandWhiteness(bgr, q, nullptr) >= (fromPiece ? kMinPieceGuessBand : kMinGuessBand);
    };
    // Tries cards of the sizes in play at corner `a`, if both its sides show `leastSeen` of theirs
    // (`late`: only the typical card's size, where the first round passed it over for showing less
    // than kMinSeenSide; the nearest other card's, tried so at a piece of a larger gnome-bellot
    // king of spades' frame, was a smaller card's and took the king's place).
    // Whether `p` lies on quad `k` or within kPairClearOfCards of a card's width of it.
    const auto onOrBeside = [&](const Quad& k, cv::Point2f p) {
        return cv::pointPolygonTest(std::vector<cv::Point2f>(k.begin(), k.end()), p, true) > -kPairClearOfCards * width;
    };
    // In the late round, a corner on or beside a card found already (one at least
    // kLeastFoundCardShare of the size of those in play: a piece of frame taken for a small card is
    // no card; kde-gm-paris' jack of clubs on wood had such a piece judged a card at its corner), or
    // beside an outline kept aside for a court picture that reaches the margins (the court card it
    // stands for), is that card's.
    const auto onAFoundCard = [&](cv::Point2f p) {
        return std::any_of(known.begin(), known.end(),
                           [&](const Quad& k) { return quadArea(k) >= kLeastFoundCardShare * width * height && onOrBeside(k, p); }) ||
               std::any_of(marginPictures.begin(), marginPictures.end(), [&](const Found& f) { return onOrBeside(f.quad, p); });
    };
    const auto tryCardsAt = [&](const CornerAnchor& a, double leastSeen, bool late) {
        if (late ? onAFoundCard(a.at) : explained(a)) return;
        // Where the edge map's own outlines meet at a corner, the lines may cross there instead.
        if (a.fromEdges && edgeRunsOnPast(edges, scale, a, width)) return;
        // The same corner seen again (at another level) is tried again only if no card was
        // judged there yet: seen with shorter sides, it may have been passed over.
        if (!late && std::any_of(tried.begin(), tried.end(), [&](cv::Point2f t) { return cv::norm(t - a.at) < 0.06 * width; })) return;
        bool judgedHere = false;
        // Perspective and a mix of decks make cards differ in size across the picture: the size
        // of the nearest clean card that differs from the typical one is tried after it.
        std::vector<std::pair<double, double>> tries = {{width, height}, {height, width}};
        const Quad* nearest = nullptr;
        for (const Quad& q : clean) {
            // Tried at its own corner, several cards outlined as one would only be found again.
            if (outsized(q) && atACornerOf(a, q)) continue;
            const bool typical = std::abs(shortSide(q) - width) < kSameSize * width && std::abs(longSide(q) - height) < kSameSize * height;
            if (!typical && (!nearest || cv::norm(quadCentre(q) - a.at) < cv::norm(quadCentre(*nearest) - a.at))) nearest = &q;
        }
        if (nearest && !late) {
            tries.emplace_back(shortSide(*nearest), longSide(*nearest));
            tries.emplace_back(longSide(*nearest), shortSide(*nearest));
        }
        // A side seen running further than the card is long is not this card's side, unless
        // the other side shows whole: at the end of a hand laid straight, a side runs on along
        // the next card's. A covered card's uncovered corner shows a good part of both sides.
        // Only where no card is found so, a side that ran on along a card found lying there is
        // taken for this card's side too (its far end hidden by a clip, the other side did not
        // show whole).
        bool foundHere = false;
        for (int pass = 0; pass < 2 && !foundHere; ++pass) {
            for (const auto& [side1, side2] : tries) {
                const bool whole1 = std::abs(a.seen1 - side1) < kSeenWhole * side1, whole2 = std::abs(a.seen2 - side2) < kSeenWhole * side2;
                const bool long1 = a.seen1 > (1 + kSeenWhole) * side1, long2 = a.seen2 > (1 + kSeenWhole) * side2;
                const bool runsOn = (long1 && !whole2) || (long2 && !whole1);
                if (runsOn != (pass == 1)) continue;
                if (pass == 1 && ((long1 && !runsOnAlongACard(a, a.along1, a.seen1)) || (long2 && !runsOnAlongACard(a, a.along2, a.seen2))))
                    continue;
                if (a.seen1 < leastSeen * side1 || a.seen2 < leastSeen * side2) continue;
                if (late && a.seen1 >= kMinSeenSide * side1 && a.seen2 >= kMinSeenSide * side2) continue;
                const cv::Point2f p1 = a.at + a.along1 * static_cast<float>(side1);
                const cv::Point2f p2 = a.at + a.along2 * static_cast<float>(side2);
                const Quad q = {a.at, p1, p1 + (p2 - a.at), p2};
                if (!std::all_of(q.begin(), q.end(), [&](cv::Point2f p) { return inside.contains(p); })) continue;
                if (!worthFitting(q, a.fromPiece)) continue;
                if (!judgedHere) tried.push_back(a.at);
                judgedHere = true;
                if (judge(q, kMinFill, true, true)) {
                    known.push_back(q);
                    anyFound = true;
                    foundHere = true;
                    break;
                }
            }
        }
    };
    for (const CornerAnchor& a : anchors) tryCardsAt(a, kMinSeenSide, false);
    // A picture card whose picture reaches its margins (gnome-bellot's courts) may show no corner
    // with both sides long enough to try a card at, even uncovered: its crown or its feet break
    // the white along its short sides. Its long sides still show from both ends. Two corners
    // facing each other along one straight side, their other sides running the same way, are
    // the two ends of a long side: a card is tried on it, as wide as a card that long. (Taken for
    // the ends of a short side too, the two bottom corners of a hand's top card gave a card as
    // long as the hand's outline, in place of the cards in it.) Pairs farther apart are tried
    // first; a corner on or beside a card already found or tried is that card's, or its hand's.
    struct CornerPair {
        std::size_t a, b;
        cv::Point2f acrossA, acrossB;
        float seenAcrossA, seenAcrossB;
        double apart;
    };
    std::vector<CornerPair> pairs;
    for (std::size_t i = 0; i < anchors.size(); ++i)
        for (std::size_t j = i + 1; j < anchors.size(); ++j) {
            const CornerAnchor &a = anchors[i], &b = anchors[j];
            const cv::Point2f between = b.at - a.at;
            const double apart = std::hypot(between.x, between.y);
            if (apart < kPairShortest * width || apart > kPairLongest * height) continue;
            const cv::Point2f way = between * static_cast<float>(1 / apart);
            // Which side of each corner runs along the line between them, and which runs across.
            const auto sides = [&](const CornerAnchor& c, cv::Point2f towards, cv::Point2f& across, float& seenAlong, float& seenAcross) {
                const bool first = c.along1.dot(towards) > kMinSameSideCosine, second = c.along2.dot(towards) > kMinSameSideCosine;
                if (!first && !second) return false;
                across = first ? c.along2 : c.along1;
                seenAlong = first ? c.seen1 : c.seen2;
                seenAcross = first ? c.seen2 : c.seen1;
                return true;
            };
            CornerPair p{i, j, {}, {}, 0, 0, apart};
            float alongA = 0, alongB = 0;
            if (!sides(a, way, p.acrossA, alongA, p.seenAcrossA) || !sides(b, -way, p.acrossB, alongB, p.seenAcrossB)) continue;
            if (p.acrossA.dot(p.acrossB) < kMinSameSideCosine) continue;
            // The side between them shows for most of its length, from both ends, and no further.
            if (alongA + alongB < kPairSideShown * apart || std::max(alongA, alongB) > (1 + kSeenWhole) * apart) continue;
            pairs.push_back(p);
        }
    std::sort(pairs.begin(), pairs.end(), [](const CornerPair& x, const CornerPair& y) { return x.apart > y.apart; });
    // The typical card's shape first (a typical size from a few nearly square outlines says
    // little of how long a card is), then the usual ones (poker, bridge, and a little squarer),
    // each tried only if it differs from those tried already.
    std::vector<double> ratios = {std::clamp(height / width, kMinPairAspect, kMaxPairAspect)};
    for (const double r : kPairRatios)
        if (std::none_of(ratios.begin(), ratios.end(), [&](double tried) { return std::abs(tried - r) < kSameRatio; })) ratios.push_back(r);
    const auto onACard = [&](cv::Point2f p) { return std::any_of(known.begin(), known.end(), [&](const Quad& k) { return onOrBeside(k, p); }); };
    for (const CornerPair& p : pairs) {
        const CornerAnchor &a = anchors[p.a], &b = anchors[p.b];
        if (explained(a) || explained(b) || onACard(a.at) || onACard(b.at)) continue;
        for (const double ratio : ratios) {
            const double across = p.apart / ratio;
            // Across, the sides may show only in part, but never run further than the card.
            if (std::max(p.seenAcrossA, p.seenAcrossB) > (1 + kSeenWhole) * across) continue;
            if (std::min(p.seenAcrossA, p.seenAcrossB) < kPairAcrossShown * across) continue;
            const Quad q = {a.at, b.at, b.at + p.acrossB * static_cast<float>(across), a.at + p.acrossA * static_cast<float>(across)};
            if (!std::all_of(q.begin(), q.end(), [&](cv::Point2f c) { return inside.contains(c); })) continue;
            if (!worthFitting(q, a.fromPiece || b.fromPiece)) continue;
            if (judge(q, kMinFill, true, false)) {
                known.push_back(q);
                anyFound = true;
                break;
            }
        }
    }
    // A court card whose large indexes reach its edge at two opposite corners (kde-penguins'
    // queens) has its white frame cut in two: each piece is an L that shows two of its sides
    // whole, their corner square. Where no level outlines the card whole (the top card of a
    // hand, its frame merged with the face it lies on; a light table) and its size is not the
    // typical card's (nearer the camera, or tilted), no card tried at one corner fits it. The two
    // corners facing each other give all four sides.
    std::vector<Quad> spanned;
    const auto opposite = [](cv::Point2f u, cv::Point2f v) { return u.dot(v) < -kMinSameSideCosine; };
    for (std::size_t i = 0; i < anchors.size(); ++i)
        for (std::size_t j = i + 1; j < anchors.size(); ++j) {
            const CornerAnchor &a = anchors[i], &b = anchors[j];
            // b's sides, in the order that runs back along a's first and second.
            const bool inOrder = opposite(a.along1, b.along1) && opposite(a.along2, b.along2);
            const bool swapped = opposite(a.along1, b.along2) && opposite(a.along2, b.along1);
            if (!inOrder && !swapped) continue;
            const cv::Point2f backAlong1 = inOrder ? b.along1 : b.along2, backAlong2 = inOrder ? b.along2 : b.along1;
            const float seenBack1 = inOrder ? b.seen1 : b.seen2, seenBack2 = inOrder ? b.seen2 : b.seen1;
            // b from a, along a's two sides.
            const cv::Point2f between = b.at - a.at;
            const float det = a.along1.cross(a.along2);
            if (std::abs(det) < 0.5F) continue;
            const double side1 = between.cross(a.along2) / det, side2 = a.along1.cross(between) / det;
            const double shorter = std::min(side1, side2), longer = std::max(side1, side2);
            if (shorter < kDiagonalShortest * width || longer > kPairLongest * height || longer > kMaxDiagonalAspect * shorter) continue;
            const auto shows = [](float seen, double side) { return seen >= kDiagonalSideShown * side && seen <= (1 + kSeenWhole) * side; };
            if (!shows(a.seen1, side1) || !shows(a.seen2, side2) || !shows(seenBack1, side1) || !shows(seenBack2, side2)) continue;
            // The far corners: where a's sides meet b's.
            cv::Point2f corner1, corner2;
            if (!intersect(a.at, a.at + a.along1, b.at, b.at + backAlong2, corner1) ||
                !intersect(a.at, a.at + a.along2, b.at, b.at + backAlong1, corner2))
                continue;
            const Quad q = {a.at, corner1, b.at, corner2};
            if (!std::all_of(q.begin(), q.end(), [&](cv::Point2f c) { return inside.contains(c); })) continue;
            // The same two corners seen again at another level.
            const auto same = [&](const Quad& t) {
                for (const cv::Point2f c : q)
                    if (std::none_of(t.begin(), t.end(), [&](cv::Point2f d) { return cv::norm(c - d) < 0.06 * width; })) return false;
                return true;
            };
            if (std::any_of(spanned.begin(), spanned.end(), same)) continue;
            spanned.push_back(q);
            // A card found at either corner already, about as large as this one, is this card:
            // its far sides lie under the card on it, whose edge passed for the side of an L.
            // One much larger or smaller was tried at another card's size and runs past this
            // card or stops short of it; settling the outlines keeps the better of the two.
            if (explainedBy(a, quadArea(q)) || explainedBy(b, quadArea(q))) continue;
            // Nor where a card is outlined on its own already: a printed frame line inside its
            // face, with two of its edges, makes two such Ls round less than the card.
            if (mostlyCovered(q, outlined)) continue;
            // Two Ls inside a face (a printed frame line, a picture's corners) have face beyond
            // them; a card lies on the table, or on one other card along a side.
            if (sidesWithFaceBeyond(bgr, q) > 1) continue;
            if (!worthFitting(q, a.fromPiece || b.fromPiece)) continue;
            if (judge(q, kMinFill, true, false)) {
                known.push_back(q);
                anyFound = true;
            }
        }
    // Last, the corners of pieces of a court card's white frame whose sides show too little for
    // the first round, but kMinPieceSeenSide: after the cards found by the two ends of a long side
    // or by two corners facing each other, whose corners they may be. (Tried in the first round,
    // a card of the size of those in play at such a corner of a larger gnome-bellot queen kept
    // the queen from being found by the ends of its long side.)
    for (const CornerAnchor& a : anchors)
        if (a.fromPiece) tryCardsAt(a, kMinPieceSeenSide, true);
    return anyFound;
}

// How far inside a side edgeBandWhiteness looks for blank face (about as far, at least 3 pixels).
float edgeBandDepth(const Quad& quad) { return static_cast<float>(std::max(3.0, 0.035 * shortSide(quad))); }

// The face's white, as edgeBandWhiteness takes it: where the brightest quarter of the points just
// inside the sides begins.
int whiteOfFace(const cv::Mat& bgr, const Quad& quad) {
    const cv::Point2f centre = quadCentre(quad);
    const float band = edgeBandDepth(quad);
    std::array<int, 4 * kAcrossPoints> inside;  // (judged for every outline: no allocation)
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4], outward = outwardNormal(a, b, centre);
        for (int i = 0; i < kAcrossPoints; ++i)
            inside[static_cast<std::size_t>(k * kAcrossPoints + i)] =
                minChannelAt(bgr, a + (b - a) * static_cast<float>(0.1 + 0.8 * i / (kAcrossPoints - 1)) - outward * band);
    }
    return whereBrightestQuarterBegins(inside);
}

// How far a side is moved looking for the card's edge (sideMovedOntoEdgeBeyond): until the card is
// maxAspect long/short (at least minAspect), and `inward` pixels in as well as out; and how many of
// kAcrossPoints points along the edge found show blank face inside it.
struct EdgeSearch {
    double minAspect = kMinGrownAspect, maxAspect = kMaxGrownAspect;
    int inward = 0;
    int minBlankInside = kMinBlankInsideGrown;
};
// Side `cut` of `quad` moved, along its neighbouring sides, onto the card's edge: a line through
// steps from face to table, with table beyond it and blank face inside it (of the face's white
// `white`, looked at `band` either side).
std::optional<Quad> sideMovedOntoEdgeBeyond(const cv::Mat& bgr, const Quad& quad, int cut, int white, float band, cv::Point2f outwardOfCut,
                                            const EdgeSearch& search) {
    const double minAspect = search.minAspect, maxAspect = search.maxAspect;
    const int inward = search.inward;
    const auto along = [](cv::Point2f a, cv::Point2f b, int i, int of) {
        return a + (b - a) * static_cast<float>(0.1 + 0.8 * i / (of - 1));
    };
    const auto blank = [&](cv::Point2f p) { return blankFace(pixelAt(bgr, p), white); };
    const auto inFrame = [&](cv::Point2f p) { return p.x >= 0 && p.y >= 0 && p.x < bgr.cols && p.y < bgr.rows; };
    // The side's ends move along the neighbouring sides, by t pixels.
    const cv::Point2f a = quad[cut], b = quad[(cut + 1) % 4];
    cv::Point2f wayA = a - quad[(cut + 3) % 4], wayB = b - quad[(cut + 2) % 4];
    const double lengthA = cv::norm(wayA), lengthB = cv::norm(wayB);
    if (lengthA < 1 || lengthB < 1) return std::nullopt;
    wayA *= static_cast<float>(1 / lengthA);
    wayB *= static_cast<float>(1 / lengthB);
    const double side = cv::norm(b - a), neighbours = 0.5 * (lengthA + lengthB);
    bool anyT = false;
    int tFirst = 0, tLast = 0;
    for (int t = inward > 0 ? -inward : 3;; ++t) {
        const double grown = neighbours + t;
        const double aspect = std::max(grown, side) / std::min(grown, side);
        if (grown > side && aspect > maxAspect) break;
        if (aspect < minAspect - 0.05) continue;  // (the line found may lean: judged again below)
        if (!anyT) tFirst = t;
        anyT = true;
        tLast = t;
    }
    if (!anyT) return std::nullopt;
    std::vector<cv::Point2f> steps;
    std::vector<int> stepOf;  // the point along the side each step was seen from
    std::vector<int> profile(static_cast<std::size_t>(tLast - tFirst) + 3);
    const int from = tFirst - 1;  // profile[0]'s t
    std::vector<std::pair<int, int>> found;  // strength, t
    for (int i = 0; i < kGrowPoints; ++i) {
        const float f = static_cast<float>(0.15 + 0.7 * i / (kGrowPoints - 1));
        const cv::Point2f p = a + (b - a) * f;
        cv::Point2f way = wayA * (1 - f) + wayB * f;
        way *= static_cast<float>(1 / cv::norm(way));
        for (int t = tFirst - 1; t <= tLast + 1; ++t)
            profile[static_cast<std::size_t>(t - from)] = minChannelAt(bgr, p + way * static_cast<float>(t));
        const auto stepAt = [&](int t) { return profile[static_cast<std::size_t>(t - 1 - from)] - profile[static_cast<std::size_t>(t + 1 - from)]; };
        found.clear();
        for (int t = tFirst; t <= tLast; ++t) {
            const int step = stepAt(t);
            if (step <= kMinGrowStep) continue;
            if ((t > tFirst && stepAt(t - 1) > step) || (t < tLast && stepAt(t + 1) >= step)) continue;  // not the steepest here
            found.emplace_back(step, t);
        }
        std::sort(found.begin(), found.end(), std::greater<>());
        for (std::size_t s = 0; s < found.size() && s < static_cast<std::size_t>(kStepsKept); ++s) {
            steps.push_back(p + way * static_cast<float>(found[s].second));
            stepOf.push_back(i);
        }
    }
    // The line through a step of the most points (the nearest step of each within the slack);
    // a line that fails below gives up its steps, and the next best is tried.
    std::vector<char> spent(steps.size(), 0);
    std::vector<int> nearest(kGrowPoints), best;
    std::vector<double> distance(kGrowPoints);
    for (int tried = 0; tried < kGrowLinesTried; ++tried) {
        best.assign(kGrowPoints, -1);
        int bestHeld = 0;
        for (std::size_t i = 0; i < steps.size(); ++i)
            for (std::size_t j = i + 1; j < steps.size(); ++j) {
                // (Steps come in order along the side. A line through kMinGrowLinePoints of the
                // points holds two at least kMinGrowLinePoints - 4 points apart, which fix it
                // better than two close ones, and only such pairs are tried.)
                if (stepOf[j] - stepOf[i] < kMinGrowLinePoints - 4 || spent[i] || spent[j]) continue;
                const cv::Point2f d = steps[j] - steps[i];
                const double length = cv::norm(d);
                if (length < 1) continue;
                std::fill(nearest.begin(), nearest.end(), -1);
                int held = 0;
                for (std::size_t q = 0; q < steps.size(); ++q) {
                    if (spent[q]) continue;
                    const double off = std::abs(d.x * (steps[q].y - steps[i].y) - d.y * (steps[q].x - steps[i].x)) / length;
                    if (off > kGrowLineSlack) continue;
                    const auto of = static_cast<std::size_t>(stepOf[q]);
                    if (nearest[of] < 0) ++held;
                    else if (off >= distance[of]) continue;
                    nearest[of] = static_cast<int>(q);
                    distance[of] = off;
                }
                if (held > bestHeld) {
                    bestHeld = held;
                    best = nearest;
                }
            }
        if (bestHeld < kMinGrowLinePoints) return std::nullopt;
        std::vector<cv::Point2f> onLine;
        for (int q : best)
            if (q >= 0) {
                onLine.push_back(steps[static_cast<std::size_t>(q)]);
                spent[static_cast<std::size_t>(q)] = 1;
            }
        cv::Vec4f edge;
        cv::fitLine(onLine, edge, cv::DIST_L2, 0, 0.01, 0.01);
        Quad grown = quad;
        if (!intersect(cv::Vec4f(wayA.x, wayA.y, a.x, a.y), edge, grown[cut]) ||
            !intersect(cv::Vec4f(wayB.x, wayB.y, b.x, b.y), edge, grown[(cut + 1) % 4]))
            continue;
        const cv::Point2f a2 = grown[cut], b2 = grown[(cut + 1) % 4];
        if (inward == 0 && ((a2 - a).dot(wayA) < 0 || (b2 - b).dot(wayB) < 0)) continue;
        // Table beyond it (darker than the face just inside), blank face inside it.
        int tableBeyond = 0, blankInside = 0;
        bool leavesFrame = false;
        for (int i = 0; i < kAcrossPoints && !leavesFrame; ++i) {
            const cv::Point2f p = along(a2, b2, i, kAcrossPoints);
            leavesFrame = !inFrame(p + outwardOfCut * band);
            tableBeyond += minChannelAt(bgr, p - outwardOfCut * band) - minChannelAt(bgr, p + outwardOfCut * band) > kAcrossEdgeStep;
            blankInside += blank(p - outwardOfCut * band);
        }
        if (leavesFrame || tableBeyond < kMinTableBeyond || blankInside < search.minBlankInside) continue;
        return grown;
    }
    return std::nullopt;
}

// Light falling unevenly on a card, or a face printed with a shade (kde-jolly-royal's darkens
// towards one end), can put a brightness level's cut straight across the face: the outline found
// at that level stops at a line through the face, blank face on both sides of it and no edge
// along it. In a hand the lower levels merge the card with its neighbours, so no level outlines
// it whole; its index may still read at the other end, but a clip on the end cut off was lost
// with the outline. Such a side is moved out, along its neighbouring sides, onto the card's edge
// beyond it. (The edge need not run the way the cut did.) Empty when no side is cut so, or no
// edge with table beyond it is found within a card's length.
std::optional<Quad> growSideCutAcrossFace(const cv::Mat& bgr, const Quad& quad) {
    const cv::Point2f centre = quadCentre(quad);
    const float band = edgeBandDepth(quad);
    const auto along = [](cv::Point2f a, cv::Point2f b, int i, int of) {
        return a + (b - a) * static_cast<float>(0.1 + 0.8 * i / (of - 1));
    };
    std::array<cv::Point2f, 4> outward;
    for (int k = 0; k < 4; ++k) outward[k] = outwardNormal(quad[k], quad[(k + 1) % 4], centre);
    const int white = whiteOfFace(bgr, quad);
    if (white < 80) return std::nullopt;
    const auto blank = [&](cv::Point2f p) { return blankFace(pixelAt(bgr, p), white); };
    const auto inFrame = [&](cv::Point2f p) { return p.x >= 0 && p.y >= 0 && p.x < bgr.cols && p.y < bgr.rows; };

    int cut = -1;
    std::array<int, 4> blankBeyond{};
    const int reach = static_cast<int>(band);
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4], n = outward[k];
        int beyond = 0, within = 0;
        bool leavesFrame = false;
        for (int i = 0; i < kAcrossPoints; ++i) {
            const cv::Point2f p = along(a, b, i, kAcrossPoints);
            leavesFrame = leavesFrame || !inFrame(p + n * band);
            beyond += blank(p + n * band);
            within += blank(p - n * band);
        }
        blankBeyond[k] = beyond;
        if (leavesFrame || beyond < kMinBlankAcross || within < kMinBlankAcross) continue;
        int edged = 0;
        for (int i = 0; i < kAcrossPoints; ++i) {
            const cv::Point2f p = along(a, b, i, kAcrossPoints);
            int darkest = 255;
            for (int o = -reach; o <= reach; ++o) darkest = std::min(darkest, minChannelAt(bgr, p + n * static_cast<float>(o)));
            const int in = minChannelAt(bgr, p - n * static_cast<float>(reach)), out = minChannelAt(bgr, p + n * static_cast<float>(reach));
            edged += std::abs(in - out) > kAcrossEdgeStep || darkest < std::min(in, out) - kAcrossEdgeStep;
        }
        if (edged > kMaxEdgedAcross) continue;
        if (cut >= 0) return std::nullopt;  // two sides so: a face on a table as pale as itself
        cut = k;
    }
    if (cut < 0 || blankBeyond[static_cast<std::size_t>((cut + 2) % 4)] > kMaxBlankBeyondOpposite) return std::nullopt;

    return sideMovedOntoEdgeBeyond(bgr, quad, cut, white, band, outward[cut], EdgeSearch{});
}
}  // namespace

cv::Mat quarterSize(const cv::Mat& gray) {
    if (gray.cols % 4 != 0 || gray.rows % 4 != 0) {
        cv::Mat out;
        cv::resize(gray, out, cv::Size(), 0.25, 0.25, cv::INTER_AREA);
        return out;
    }
    // Each output pixel is the mean of a 4x4 block. OpenCV's INTER_AREA for a whole-number
    // shrink other than 2 multiplies the block's sum by 1/16 in float (exact) and rounds half to
    // even, one pixel at a time: here the columns are summed for a whole row first.
    cv::Mat out(gray.rows / 4, gray.cols / 4, CV_8U);
    std::vector<std::uint16_t> sums(static_cast<std::size_t>(gray.cols));
    for (int y = 0; y < out.rows; ++y) {
        const uchar *r0 = gray.ptr<uchar>(4 * y), *r1 = gray.ptr<uchar>(4 * y + 1);
        const uchar *r2 = gray.ptr<uchar>(4 * y + 2), *r3 = gray.ptr<uchar>(4 * y + 3);
        for (int x = 0; x < gray.cols; ++x)
            sums[static_cast<std::size_t>(x)] = static_cast<std::uint16_t>(r0[x] + r1[x] + r2[x] + r3[x]);
        uchar* o = out.ptr<uchar>(y);
        for (int x = 0; x < out.cols; ++x) {
            const std::uint16_t* b = sums.data() + 4 * x;
            const int v = b[0] + b[1] + b[2] + b[3];
            o[x] = static_cast<uchar>((v + 7 + ((v >> 4) & 1)) >> 4);
        }
    }
    return out;
}

cv::Mat darkestChannelShrunk(const cv::Mat& bgr, double scale) {
    if (scale == 0.75 && bgr.cols % 4 == 0 && bgr.rows % 4 == 0) return minChannelShrunkByQuarter(bgr);
    if (scale >= 1.0) return darkestChannel(bgr);
    cv::Mat mn;
    cv::resize(darkestChannel(bgr), mn, cv::Size(), scale, scale, cv::INTER_AREA);
    return mn;
}

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define ENCARDE_CANNY_AVX2 1
namespace {
__attribute__((target("avx2"))) inline __m256i load(const short* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }

// The non-maximum suppression of cannyEdges below, sixteen pixels at a time with AVX2 where the
// processor has it (built for AVX2 alone, chosen at run time): the same integer tests as the
// eight-pixel loop there, so the same map. Returns where the row is left for that loop.
__attribute__((target("avx2"))) int suppressNonMaximaAvx2(const short* above, const short* here, const short* below,
                                                           const short* gx, const short* gy, uchar* out, int cols, int low,
                                                           int high, int tan22, int shift) {
    const __m256i vLow = _mm256_set1_epi16(static_cast<short>(low)), vHigh = _mm256_set1_epi16(static_cast<short>(high));
    const __m256i none = _mm256_set1_epi16(1), strong = _mm256_set1_epi16(2), weak = _mm256_setzero_si256();
    const __m256i vTan22 = _mm256_set1_epi32(tan22), allOnes = _mm256_set1_epi16(-1), zero = _mm256_setzero_si256();
    const __m128i shiftBy = _mm_cvtsi32_si128(shift), shiftMore = _mm_cvtsi32_si128(shift + 1);
    int x = 0;
    for (; x + 16 <= cols; x += 16) {
        const __m256i m = load(here + x), xs = load(gx + x), ys = load(gy + x);
        const __m256i ax = _mm256_abs_epi16(xs), ay = _mm256_abs_epi16(ys);
        // 32 bits for the direction tests, as there: each half of the register widened in turn
        // (and packed back in the same order below).
        const __m256i axLo = _mm256_unpacklo_epi16(ax, zero), axHi = _mm256_unpackhi_epi16(ax, zero);
        const __m256i ayLo = _mm256_sll_epi32(_mm256_unpacklo_epi16(ay, zero), shiftBy);
        const __m256i ayHi = _mm256_sll_epi32(_mm256_unpackhi_epi16(ay, zero), shiftBy);
        const __m256i tanLo = _mm256_mullo_epi32(axLo, vTan22), tanHi = _mm256_mullo_epi32(axHi, vTan22);
        const __m256i across = _mm256_packs_epi32(_mm256_cmpgt_epi32(tanLo, ayLo), _mm256_cmpgt_epi32(tanHi, ayHi));
        const __m256i upDown = _mm256_packs_epi32(_mm256_cmpgt_epi32(ayLo, _mm256_add_epi32(tanLo, _mm256_sll_epi32(axLo, shiftMore))),
                                                  _mm256_cmpgt_epi32(ayHi, _mm256_add_epi32(tanHi, _mm256_sll_epi32(axHi, shiftMore))));
        const __m256i rising = _mm256_cmpgt_epi16(_mm256_xor_si256(xs, ys), allOnes);
        // m >= b is not (b > m).
        const __m256i acrossPeak = _mm256_andnot_si256(_mm256_cmpgt_epi16(load(here + x + 1), m), _mm256_cmpgt_epi16(m, load(here + x - 1)));
        const __m256i upDownPeak = _mm256_andnot_si256(_mm256_cmpgt_epi16(load(below + x), m), _mm256_cmpgt_epi16(m, load(above + x)));
        const __m256i risingPeak = _mm256_and_si256(_mm256_cmpgt_epi16(m, load(above + x - 1)), _mm256_cmpgt_epi16(m, load(below + x + 1)));
        const __m256i fallingPeak = _mm256_and_si256(_mm256_cmpgt_epi16(m, load(above + x + 1)), _mm256_cmpgt_epi16(m, load(below + x - 1)));
        const __m256i peak = _mm256_blendv_epi8(_mm256_blendv_epi8(_mm256_blendv_epi8(fallingPeak, risingPeak, rising), upDownPeak, upDown),
                                                acrossPeak, across);
        const __m256i candidate = _mm256_and_si256(_mm256_cmpgt_epi16(m, vLow), peak);
        const __m256i marks = _mm256_blendv_epi8(none, _mm256_blendv_epi8(weak, strong, _mm256_cmpgt_epi16(m, vHigh)), candidate);
        // Bytes of both halves side by side, then the two halves' eight bytes together.
        const __m256i bytes = _mm256_permute4x64_epi64(_mm256_packus_epi16(marks, marks), 0x08);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + x), _mm256_castsi256_si128(bytes));
    }
    return x;
}
}  // namespace
#endif

namespace {
// One row of cv::Sobel's 3 x 3 derivatives (its [-1 0 1] across, [1 2 1] along) and their
// magnitude |dx| + |dy|, in exact integers, so the same as cv::Sobel's to the last bit. Each
// column's sum down the three rows (1 2 1) and difference (below less above) are worked out
// once; dx is then the difference of the sums either side, dy the columns' differences summed
// 1 2 1 along the row: a quarter of the instructions of two cv::Sobel calls and a pass for the
// magnitude. `sums` and `differences` hold cols + 2 values: the row's own, with the first and last
// repeated on either side (BORDER_REPLICATE), as the rows above and below are repeated at the top
// and bottom. (So `above` or `below` may be `here`: `__restrict` allows that, as none of the three
// is written.)
__attribute__((target_clones("avx2", "default"))) void sobelRow(const uchar* __restrict above, const uchar* __restrict here,
                                                                const uchar* __restrict below, short* __restrict sums,
                                                                short* __restrict differences, short* __restrict gx,
                                                                short* __restrict gy, short* __restrict magnitude, int cols) {
    for (int x = 0; x < cols; ++x) {
        sums[x + 1] = static_cast<short>(above[x] + 2 * here[x] + below[x]);
        differences[x + 1] = static_cast<short>(below[x] - above[x]);
    }
    sums[0] = sums[1];
    sums[cols + 1] = sums[cols];
    differences[0] = differences[1];
    differences[cols + 1] = differences[cols];
    for (int x = 0; x < cols; ++x) {
        const short dx = static_cast<short>(sums[x + 2] - sums[x]);
        const short dy = static_cast<short>(differences[x] + 2 * differences[x + 1] + differences[x + 2]);
        gx[x] = dx;
        gy[x] = dy;
        magnitude[x] = static_cast<short>(std::abs(dx) + std::abs(dy));
    }
}
}  // namespace

cv::Mat cannyEdges(const cv::Mat& gray, int low, int high) {
    CV_Assert(gray.type() == CV_8UC1);
    const int rows = gray.rows, cols = gray.cols;
    // The derivatives, and their magnitude (at most 2040) with a border of zeros all round.
    // (Only the border is cleared beforehand: clearing the whole map first cost a tenth of the
    // edge map.)
    cv::Mat dx(rows, cols, CV_16S), dy(rows, cols, CV_16S);
    cv::Mat mag(rows + 2, cols + 2, CV_16S);
    mag.row(0).setTo(0);
    mag.row(rows + 1).setTo(0);
    std::vector<short> sums(static_cast<std::size_t>(cols) + 2), differences(static_cast<std::size_t>(cols) + 2);
    for (int y = 0; y < rows; ++y) {
        short* m = mag.ptr<short>(y + 1);
        m[0] = m[cols + 1] = 0;
        sobelRow(gray.ptr<uchar>(std::max(y - 1, 0)), gray.ptr<uchar>(y), gray.ptr<uchar>(std::min(y + 1, rows - 1)), sums.data(),
                 differences.data(), dx.ptr<short>(y), dy.ptr<short>(y), m + 1, cols);
    }
    // 2: edge; 0: an edge if it touches one (above `low` and the largest across its edge);
    // 1: not an edge (and the border round the picture).
    // (Its border rows here, its border columns and every pixel as each row is done.)
    cv::Mat map(rows + 2, cols + 2, CV_8U);
    map.row(0).setTo(1);
    map.row(rows + 1).setTo(1);
    const int mapStep = static_cast<int>(map.step[0]);
    // Pixels that are edges and whose neighbours are still to be looked at. Each pixel goes on
    // at most once, so room for all of them is never outgrown (and untouched room costs nothing).
    const std::unique_ptr<uchar*[]> stack(new uchar*[static_cast<std::size_t>(rows) * cols + 8]);
    std::size_t top = 0;
    // tan(22.5 degrees) in 1/2^15ths: the gradient's direction is told apart in integers.
    constexpr int kShift = 15;
    const int tan22 = static_cast<int>(0.4142135623730950488 * (1 << kShift) + 0.5);
    for (int y = 0; y < rows; ++y) {
        const short* above = mag.ptr<short>(y) + 1;
        const short* here = mag.ptr<short>(y + 1) + 1;
        const short* below = mag.ptr<short>(y + 2) + 1;
        const short *gx = dx.ptr<short>(y), *gy = dy.ptr<short>(y);
        uchar* out = map.ptr<uchar>(y + 1) + 1;
        out[-1] = out[cols] = 1;
        int x = 0;
#ifdef ENCARDE_CANNY_AVX2
        if (processorHasAvx2()) x = suppressNonMaximaAvx2(above, here, below, gx, gy, out, cols, low, high, tan22, kShift);
#endif
#if CV_SIMD128
        // Eight pixels at a time, without branches: a sixth of the pixels are above `low`,
        // scattered, and branching on them mispredicts (the plain loop below was as slow as
        // cv::Canny).
        const cv::v_int16x8 vLow = cv::v_setall_s16(static_cast<short>(low));
        const cv::v_int16x8 vHigh = cv::v_setall_s16(static_cast<short>(high));
        const cv::v_int16x8 none = cv::v_setall_s16(1), strong = cv::v_setall_s16(2), weak = cv::v_setzero_s16();
        const cv::v_uint16x8 vTan22 = cv::v_setall_u16(static_cast<ushort>(tan22));
        for (; x + 8 <= cols; x += 8) {
            const cv::v_int16x8 m = cv::v_load(here + x);
            const cv::v_int16x8 xs = cv::v_load(gx + x), ys = cv::v_load(gy + x);
            const cv::v_uint16x8 ax = cv::v_abs(xs), ay = cv::v_abs(ys);
            // The direction tests need 32 bits: |dy| * 2^15 against |dx| * tan22 (and tan67).
            cv::v_uint32x4 tanLo, tanHi, axLo, axHi, ayLo, ayHi;
            cv::v_mul_expand(ax, vTan22, tanLo, tanHi);
            cv::v_expand(ax, axLo, axHi);
            cv::v_expand(ay, ayLo, ayHi);
            ayLo = ayLo << kShift;
            ayHi = ayHi << kShift;
            const cv::v_int16x8 across = cv::v_pack(cv::v_reinterpret_as_s32(ayLo < tanLo), cv::v_reinterpret_as_s32(ayHi < tanHi));
            const cv::v_int16x8 upDown = cv::v_pack(cv::v_reinterpret_as_s32(ayLo > tanLo + (axLo << (kShift + 1))),
                                                    cv::v_reinterpret_as_s32(ayHi > tanHi + (axHi << (kShift + 1))));
            const cv::v_int16x8 rising = (xs ^ ys) > cv::v_setall_s16(-1);
            const cv::v_int16x8 acrossPeak = (m > cv::v_load(here + x - 1)) & (m >= cv::v_load(here + x + 1));
            const cv::v_int16x8 upDownPeak = (m > cv::v_load(above + x)) & (m >= cv::v_load(below + x));
            const cv::v_int16x8 risingPeak = (m > cv::v_load(above + x - 1)) & (m > cv::v_load(below + x + 1));
            const cv::v_int16x8 fallingPeak = (m > cv::v_load(above + x + 1)) & (m > cv::v_load(below + x - 1));
            const cv::v_int16x8 peak = cv::v_select(across, acrossPeak,
                                                    cv::v_select(upDown, upDownPeak, cv::v_select(rising, risingPeak, fallingPeak)));
            const cv::v_int16x8 candidate = (m > vLow) & peak;
            cv::v_pack_u_store(out + x, cv::v_select(candidate, cv::v_select(m > vHigh, strong, weak), none));
        }
#endif
        for (; x < cols; ++x) {
            const int m = here[x];
            out[x] = 1;
            if (m <= low) continue;
            const int xs = gx[x], ys = gy[x];
            const int ax = std::abs(xs), ay = std::abs(ys) << kShift;
            const int tan22x = ax * tan22;
            bool peak;
            if (ay < tan22x) {  // across the edge is left to right
                peak = m > here[x - 1] && m >= here[x + 1];
            } else if (ay > tan22x + (ax << (kShift + 1))) {  // top to bottom
                peak = m > above[x] && m >= below[x];
            } else {  // diagonal
                const int s = (xs ^ ys) < 0 ? -1 : 1;
                peak = m > above[x - s] && m > below[x + s];
            }
            if (peak) out[x] = m > high ? 2 : 0;
        }
        // The strong pixels start the hysteresis. Eight map bytes at a time: only a strong one
        // (2) has bit 1 set, and few words hold one.
        x = 0;
        for (; x + 8 <= cols; x += 8) {
            std::uint64_t word;
            std::memcpy(&word, out + x, 8);
            for (std::uint64_t bits = word & 0x0202020202020202ull; bits; bits &= bits - 1)
                stack[top++] = out + x + __builtin_ctzll(bits) / 8;
        }
        for (; x < cols; ++x)
            if (out[x] == 2) stack[top++] = out + x;
    }
    // Hysteresis: edges grow into the weaker candidates they touch (8-connected).
    const int offsets[8] = {-mapStep - 1, -mapStep, -mapStep + 1, -1, 1, mapStep - 1, mapStep, mapStep + 1};
    // (Without branches: whether a neighbour is a candidate is a coin toss for the predictor.)
    while (top > 0) {
        uchar* p = stack[--top];
        for (const int o : offsets) {
            const bool grow = p[o] == 0;
            p[o] = grow ? 2 : p[o];
            stack[top] = p + o;
            top += grow;
        }
    }
    cv::Mat edges(rows, cols, CV_8U);
    for (int y = 0; y < rows; ++y) {
        const uchar* m = map.ptr<uchar>(y + 1) + 1;
        uchar* e = edges.ptr<uchar>(y);
        for (int x = 0; x < cols; ++x) e[x] = m[x] == 2 ? 255 : 0;
    }
    return edges;
}

std::vector<CardCandidate> findCardCandidates(const cv::Mat& bgr, const CardFinderSettings& settings) {
    const double scale = std::min(1.0, settings.detectionLongSide / std::max(bgr.cols, bgr.rows));
    // Faces are bright in every channel: the darkest channel, averaged down to the search size.
    // (Linear interpolation would save a tenth of the scan at 720p, but its coarser outlines cost
    // about 1 % of cards read right.)
    const cv::Mat mn = darkestChannelShrunk(bgr, scale);

    std::vector<Found> found;
    std::vector<CornerAnchor> anchors;
    cv::Mat binary;
    // Global levels: one of them separates each card from its own surroundings.
    const double otsu = cv::threshold(mn, binary, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
    collect(binary, settings, scale, found, cv::RETR_EXTERNAL, &anchors);
    for (const int level : {115, 165, 200, 228}) {
        if (std::abs(level - otsu) < 12) continue;
        collect(mn, settings, scale, found, cv::RETR_EXTERNAL, &anchors, static_cast<uchar>(level));
    }
    // Local level: brighter than the neighbourhood (uneven light, light tables).
    cv::Mat tiny, localMean;
    tiny = quarterSize(mn);
    const int block = std::max(3, (std::min(tiny.cols, tiny.rows) / 5) | 1);
    cv::blur(tiny, tiny, cv::Size(block, block), cv::Point(-1, -1), cv::BORDER_REFLECT);
    cv::resize(tiny, localMean, mn.size(), 0, 0, cv::INTER_LINEAR);
    cv::Mat raised;
    cv::add(localMean, cv::Scalar(18), raised);
    cv::compare(mn, raised, binary, cv::CMP_GT);
    cv::morphologyEx(binary, binary, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    collect(binary, settings, scale, found);

    // Cards touching or overlapping in a hand: white runs into white, and only the thin outline
    // or shadow between them separates them. Cut the bright regions along strong edges.
    cv::Mat edges = cannyEdges(mn, 40, 100);
    cv::dilate(edges, edges, cv::Mat(), cv::Point(-1, -1), 1);
    // (Otsu's level is a whole grey level, as the others are.)
    for (const double level : {std::max(otsu, 120.0), 200.0})
        collect(mn, settings, scale, found, cv::RETR_EXTERNAL, &anchors, static_cast<uchar>(level), edges);
    // Picture cards: the face's white is only a thin frame, broken by the index, but the card's
    // outline is one closed edge; its outer contour encloses the whole card, and inside a hand
    // (where outlines touch) the inner side of that closed edge does.
    // A covered court card's thin white frame merges with the card on it at every level, but the
    // edge map still outlines its uncovered corner: a corner to try a card at.
    collect(edges, settings, scale, found, cv::RETR_LIST, &anchors);

    // Every outline is fitted to the full-resolution picture and judged by how much blank face
    // lies just inside its edges; the same card seen at several levels keeps its best outline.
    // (An outline almost identical to one already judged is the same card at another level:
    // judging it again would only cost time.)
    // (The outlines as long as a hand are taken out first: among the rest, the order the sort
    // leaves outlines of equal fill in is then what it was without them.)
    std::vector<Found> handOutlines;
    const auto handsFrom = std::stable_partition(found.begin(), found.end(), [](const Found& f) { return !f.handLength; });
    handOutlines.assign(handsFrom, found.end());
    found.erase(handsFrom, found.end());
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.fill > b.fill; });
    std::stable_sort(handOutlines.begin(), handOutlines.end(), [](const Found& a, const Found& b) { return a.fill > b.fill; });
    std::vector<Found> judged;
    std::vector<Found> seenCoarse;
    // A card tried at a corner lies under the cards already found; the parts of its sides under
    // them cannot show an edge.
    std::vector<Quad> coveringCards;
    std::vector<Found> marginPictures;  // kMinMarginPictureBand
    // Fits a coarse quad (picture pixels) to the picture and judges it; false if it is no card.
    // `anchored`: tried at one corner, coarseQuad's first.
    // An outline with too little blank face inside it for a card (kMinMarginPictureBand). One tried
    // at a corner, at the size of the cards in play, may stop short of its card, one end inside
    // the picture: that end is moved out onto the card's edge beyond it, and judged so.
    const auto keepAsideAsPictureToMargins = [&](const Quad& full, double fill, bool fromCorner, double support, double band, double weakestSide,
                                                 const std::array<int, 4>& sides) {
        const auto keep = [&](const Quad& q, double s, double b, double w) {
            if (b < kMinMarginPictureBand || w < kMinMarginPictureSide || s < kMinMarginPictureSupport) return false;
            marginPictures.push_back({q, fill, quadArea(q), b + s, fromCorner, {-1, -1}, b + s});
            return true;
        };
        if (keep(full, support, band, weakestSide) || !fromCorner) return;
        const int firstShort = cv::norm(full[1] - full[0]) < cv::norm(full[2] - full[1]) ? 0 : 1;
        for (const int end : {firstShort, firstShort + 2}) {
            const int other = (end + 2) % 4;
            if (sides[static_cast<std::size_t>(end)] > kMostBlankAtPictureEnd || sides[static_cast<std::size_t>(other)] < kLeastBlankAtIndexEnd) continue;
            const int white = whiteOfFace(bgr, full);
            if (white < 80) return;
            const std::optional<Quad> moved = sideMovedOntoEdgeBeyond(bgr, full, end, white, edgeBandDepth(full),
                                                                      outwardNormal(full[end], full[(end + 1) % 4], quadCentre(full)),
                                                                      EdgeSearch{kMinMarginPictureAspect, kMaxMarginPictureAspect,
                                                                                 static_cast<int>(kMarginPictureInward * longSide(full)),
                                                                                 kMinBlankAtIndexEndGrown});
            if (!moved) return;
            double movedSupport = 0, movedWeakest = 0;
            const Quad fitted = refineCardQuad(bgr, *moved, &movedSupport, kRefineReach, {}, kMinEdgeSupport);
            if (!looksLikeAWholeCard(fitted)) return;
            const double movedBand = edgeBandWhiteness(bgr, fitted, &movedWeakest);
            keep(fitted, movedSupport, movedBand, movedWeakest);
            return;
        }
    };
    const auto judge = [&](const Quad& coarseQuad, double fill, bool fromCorner, bool anchored) {
        double support = 0;
        const Quad coarse = orderAsUprightCard(coarseQuad);
        std::vector<Quad> covering;
        if (fromCorner)
            for (const Quad& c : coveringCards)
                if (!boxesMeet(c, coarse) || overlapArea(c, coarse) < kHeldWhole * quadArea(coarse)) covering.push_back(c);
        Quad full = refineCardQuad(bgr, coarse, &support, kRefineReach, covering, kMinEdgeSupport, kWeakSideReach);
        // An outline traced round a card's shadow lies several pixels outside the card: look
        // further for the card's own edge before giving up on it.
        bool lookedFurther = false;
        if (support < kMinEdgeSupport && !fromCorner) {
            full = refineCardQuad(bgr, coarse, &support, 2.5 * kRefineReach, {}, kMinEdgeSupport);
            lookedFurther = true;
        }
        // A card's sides are edges all along (face against table, or against the card on it).
        if (support < kMinEdgeSupport) return false;
        // (The band is measured here only for the rare outline its corners alone would refuse.)
        const bool wholeCard = looksLikeAWholeCard(full) ||
                               (support >= kFirmOutlineSupport && looksLikeAWholeCard(full, kMaxFirmCornerCosine) &&
                                edgeBandWhiteness(bgr, full, nullptr) >= kFirmOutlineBand);
        if (!wholeCard) return false;
        if (fromCorner && mostlyCovered(full, covering)) return false;
        double weakestSide = 0;
        std::array<int, 4> blankOnSides{};
        double band = edgeBandWhiteness(bgr, full, &weakestSide, &blankOnSides);
        // The shadow's outer edge is an edge all along too, so the outline round it can be refined
        // onto it: one side then lies on the table (no blank face inside it). Looking further
        // finds the card's own edges inside it.
        if (!lookedFurther && !fromCorner && band >= kMinBandToLookFurther &&
            (band < kMinEdgeBandWhiteness || weakestSide < kMinSideBandWhiteness)) {
            double furtherSupport = 0, furtherWeakest = 0;
            const Quad further = refineCardQuad(bgr, coarse, &furtherSupport, 2.5 * kRefineReach, {}, kMinEdgeSupport);
            if (furtherSupport >= kMinEdgeSupport && looksLikeAWholeCard(further) && sidesKeepTheirWay(full, further)) {
                const double furtherBand = edgeBandWhiteness(bgr, further, &furtherWeakest);
                if (furtherBand > band && furtherBand >= kMinFurtherBandWhiteness) {
                    full = further;
                    support = furtherSupport;
                    band = furtherBand;
                    weakestSide = furtherWeakest;
                }
            }
        }
        if (band < kMinEdgeBandWhiteness) {
            keepAsideAsPictureToMargins(full, fill, fromCorner, support, band, weakestSide, blankOnSides);
            return false;
        }
        // A side with no blank face inside it runs over the table: kept only if nothing better.
        const double penalty = weakestSide < kMinSideBandWhiteness ? 1.0 : 0.0;
        // A side cut straight across the face, grown to the card's edge: judged beside the outline
        // as found. Settling keeps it before that outline as the same card, or drops it where it
        // grew over another card (an outline holding two). Its fill is the share of it the
        // outline covers.
        bool grownKept = false;
        if (!fromCorner)
            if (const std::optional<Quad> grown = growSideCutAcrossFace(bgr, full)) {
                double grownSupport = 0, grownWeakest = 0;
                const Quad grownFull = refineCardQuad(bgr, *grown, &grownSupport, kRefineReach, {}, kMinEdgeSupport);
                const double grownBand = edgeBandWhiteness(bgr, grownFull, &grownWeakest);
                const double aspect = longSide(grownFull) / std::max(1.0, shortSide(grownFull));
                if (grownSupport >= kMinEdgeSupport && looksLikeAWholeCard(grownFull) && grownBand >= kMinEdgeBandWhiteness &&
                    aspect >= kMinGrownAspect && aspect <= kMaxGrownAspect) {
                    const double grownPenalty = grownWeakest < kMinSideBandWhiteness ? 1.0 : 0.0;
                    const double grownArea = quadArea(grownFull);
                    judged.push_back({grownFull, fill * quadArea(full) / std::max(1.0, grownArea), grownArea,
                                      grownBand + grownSupport - grownPenalty, false, {-1, -1}, grownBand + grownSupport});
                    judged.back().askew = oppositeSidesApartDegrees(grownFull) > kMaxAskewDegrees;
                    grownKept = true;
                }
            }
        // (The outline as found goes last: the caller looks at it as the last judged.)
        judged.push_back({full, fill, quadArea(full), band + support - penalty, fromCorner, {-1, -1}, band + support});
        judged.back().cutAcrossFace = grownKept;
        judged.back().askew = !fromCorner && oppositeSidesApartDegrees(full) > kMaxAskewDegrees;
        if (anchored) {
            // The fitted outline's corner there (fitting moves it onto the card's own edges).
            const cv::Point2f at = coarseQuad[0];
            judged.back().anchor = *std::min_element(full.begin(), full.end(), [&](cv::Point2f a, cv::Point2f b) {
                return cv::norm(a - at) < cv::norm(b - at);
            });
        }
        return true;
    };
    for (const Found& f : found) {
        const bool repeat = std::any_of(seenCoarse.begin(), seenCoarse.end(), [&](const Found& s) { return sharedOverUnion(s, f) > 0.9; });
        if (repeat) continue;
        seenCoarse.push_back(f);
        const Quad full = inPicturePixels(f.quad, scale);
        if (edgeBandWhiteness(bgr, orderAsUprightCard(full), nullptr) < kMinOutlineBand) continue;
        // (An askew outline's repeats may be the card's truer outlines: they are judged too.)
        if (judge(full, f.fill, false, false) && judged.back().askew) seenCoarse.pop_back();
    }
    std::vector<Found> cards = settle(judged, bgr);
    for (const Found& f : cards) coveringCards.push_back(f.quad);
    if (judgeCardsAtCorners(bgr, anchors, cards, marginPictures, edges, scale, judge)) cards = settle(std::move(judged), bgr);
    const auto candidate = [](const Found& f) {
        CardCandidate c;
        c.corners = f.quad;
        c.fill = f.fill;
        c.outline = f.band;
        c.fromCorner = f.fromCorner;
        c.anchor = f.anchor;
        c.unbrokenOutline = f.unbroken;
        return c;
    };
    std::vector<CardCandidate> result;
    for (const Found& f : cards) result.push_back(candidate(f));
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].ownOutline) {
            result.push_back(candidate(*cards[i].ownOutline));
            result.back().standsInFor = static_cast<int>(i);
        }
    // Last, the outlines kept aside for court pictures that reach the margins: the cleanest first,
    // each card once. (Cards found there may not read: the scanner weighs them against each other.)
    std::sort(marginPictures.begin(), marginPictures.end(), [](const Found& a, const Found& b) { return a.band > b.band; });
    std::vector<Quad> taken;
    for (const Found& f : marginPictures) {
        const bool sameAsOneTaken = std::any_of(taken.begin(), taken.end(), [&](const Quad& q) {
            return boxesMeet(q, f.quad) && overlapArea(q, f.quad) > kMaxMarginPictureOverlap * std::min(f.area, quadArea(q));
        });
        if (sameAsOneTaken) continue;
        taken.push_back(f.quad);
        result.push_back(candidate(f));
        result.back().pictureToMargins = true;
    }
    // Last of all, the outlines as long as a hand, fitted to the picture like a card's, each once.
    std::vector<Found> hands;
    for (const Found& f : handOutlines) {
        Found coarse = f;
        coarse.quad = orderAsUprightCard(inPicturePixels(f.quad, scale));
        coarse.area = quadArea(coarse.quad);
        if (std::any_of(hands.begin(), hands.end(), [&](const Found& h) { return sharedOverUnion(h, coarse) > kSameHandOutline; })) continue;
        double support = 0, weakestSide = 0;
        const Quad full = refineCardQuad(bgr, coarse.quad, &support, kRefineReach, {}, kMinEdgeSupport);
        if (support < kMinEdgeSupport || !looksLikeAWholeCard(full)) continue;
        const double band = edgeBandWhiteness(bgr, full, &weakestSide);
        if (band < kMinEdgeBandWhiteness || weakestSide < kMinSideBandWhiteness) continue;
        hands.push_back({full, f.fill, quadArea(full), band + support});
        result.push_back(candidate(hands.back()));
        result.back().handLength = true;
    }
    return result;
}

}  // namespace encarde::vision
