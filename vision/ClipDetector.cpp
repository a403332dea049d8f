#include "ClipDetector.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>
#include <tuple>
#include <utility>

namespace encarde::vision {

namespace {
// Each edge is warped on its own into a strip: one column per canonical pixel along the edge,
// kOutside rows beyond the edge, then kInside rows onto the card (row kOutside is the first row of
// card). Only these strips are looked at, so nothing else of the card is warped.
constexpr int kOutside = 12, kInside = 14;
constexpr int kStripRows = kOutside + kInside;
// Depths (canonical pixels from the edge, negative beyond it) that are looked at.
constexpr int kBandNear = 4, kBandFar = 12;  // the band on the card a clip covers
constexpr int kOutNear = 2, kOutFar = 5;     // just beyond the edge, where a clip carries on
// Runs shorter than this along the edge are glyphs, outlines or noise; within a run, gaps up to
// kMaxGap (between the two wires of a paper clip crossing the edge) are allowed. A large paper
// clip is up to 12 mm across, its wires up to 30 px apart on the 160 px of a 63 mm card; at 22,
// a bare loop that wide was two runs, each too short.
constexpr int kMinRun = 8, kMaxGap = 30, kMinMarked = 4;
// Nor is a clip longer along the edge than this: the widest (a tab, up to 35 canonical pixels; a
// large paper clip, 30) crossing it askew, up to about 55 degrees off square. Longer runs were a
// court card's dark print along a side a hand's next card lies on, a paris picture along the side
// of an outline drawn a little inside it, and the sides of a small court card's unread outline.
constexpr int kLongestRun = 60;
// The ends of each edge are left alone: index glyphs sit there, and they are not clips.
constexpr double kEndSkip = 0.2;
// On a card read, whose index corners are known (its corner 0 and the one opposite), the ends
// at its two other corners are left alone only as far as the rounded corner and a little more,
// where no other card lies at that corner: clips a fifth of the way along from such a corner (a
// yellow tab on an ace of spades, a yellow wire loop on a jack of spades, each at a hand's end)
// were not looked at. (Where another card lies on the corner, the end is a hand's junction, whose
// print and shadow pass for clips.)
constexpr double kEndSkipAwayFromIndex = 0.1;
// Beside a run, this far along the edge, is what lies beyond the edge where there is no clip.
constexpr int kFlank = 14;
// A black clip on a dark table shows only by plain face on both sides of it: looked at on at
// least this many positions each side.
constexpr int kLeastLookedBeside = 3;
constexpr float kFaceWhite = 235.f;
// What beyond the edge along a clip must differ by from what lies beyond it beside the clip, and
// how far (canonical pixels) a clip reaches onto its card at least.
constexpr float kMinStickOut = 13.f, kMinReach = 6.f;
// A run whose ends lie this close to another card's outline (a share of that card's long side:
// its shadow's width and more) runs along that card's edge. (The strip of a hand's card that
// shows, as found, ends beyond the shadow of the card on it, 0.05-0.065 of its length from that
// card's outline; at 0.04 pips cut there passed for clips.)
constexpr double kJunction = 0.07;
// How far beyond such a run (canonical pixels of its card) the other card's face is looked at.
constexpr int kOtherCardSearch = 30;
// Sightings of clips closer than this share of a card's short side are one clip: a tab is 15-22 %
// of it long.
constexpr double kSameClip = 0.12;
// A tab's run along the edge is at least this long (canonical pixels: 15 % of the card's width);
// a wire loop's, and a pip's cut by another card's edge, can be shorter.
constexpr int kShortestTabRun = static_cast<int>(0.15 * kCanonicalWidth);
// The depths (canonical pixels of the other card) looked at there, from its very edge: a clip that
// straddles the edge between two cards (or crosses a narrow gap between them) reaches only a
// little way onto the second.
constexpr float kOtherBandNear = 0.5, kOtherBandFar = 8;
// A card of a hand that shows only the strip up to the next card's edge is shorter across that
// edge than the next card is across its own: a card's strip under at least a tenth of it. (Two
// cards of a hand seen whole differ across by a few percent: tilt and the outline's wander.)
constexpr double kCoveredAcross = 0.9;
// ... while along the edge they meet at, the two run the same length within this share.
constexpr double kSameAlong = 0.15;
// A card's face is printed twice, the lower half the upper turned half a turn (a court card's
// picture, a number card's pips and index): what it shows at an edge, it shows again at the
// opposite edge, that far from the other end. A run whose colour shows there again, position by
// position (within kTurnedAlongSlack canonical pixels along the edge, kTurnedColourApart of each
// other, and print there, not plain face: a pale pink tab on a face cut off at 255 lies within 37
// levels of white), at kTurnedAlike of its positions at least, is the face's print. A clip is on
// one end only, and where the print under it is of its own colour it hardly shows anyway; matched
// by colour name over the whole run instead of position by position, 7 clips right over every deck
// were lost (black, red, yellow and orange ones over court pictures, which have those colours
// somewhere near most edges). (On a number card in a hand, pips cut where the next card lies show
// so too: an eight of hearts' pips were two red clips beside its own red one.)
constexpr int kTurnedAlongSlack = 2;
constexpr float kTurnedColourApart = 40.f;
constexpr double kTurnedAlike = 0.6;

struct EdgeWalk {
    cv::Point2f start, along, inward;  // canonical coordinates
    int length;
    int skip;         // positions at each end where no clip is looked for
    int first, last;  // the positions warped: those looked at and the flanks beside them
};

EdgeWalk edgeWalk(cv::Point2f start, cv::Point2f along, cv::Point2f inward, int length, double endSkip = kEndSkip) {
    const int skip = static_cast<int>(endSkip * length);
    return {start, along, inward, length, skip, std::max(0, skip - kFlank), std::min(length, length - skip + kFlank)};
}

// Walk k runs along the quad's side between corners k and k + 1: the top and right from corner
// 0 and 1, the bottom from corner 3 to 2, the left from corner 0 to 3.
std::array<EdgeWalk, 4> edges(double endSkip = kEndSkip) {
    const float w = kCanonicalWidth, h = kCanonicalHeight;
    return {edgeWalk({0, 0}, {1, 0}, {0, 1}, kCanonicalWidth, endSkip), edgeWalk({w, 0}, {0, 1}, {-1, 0}, kCanonicalHeight, endSkip),
            edgeWalk({0, h}, {1, 0}, {0, -1}, kCanonicalWidth, endSkip), edgeWalk({0, 0}, {0, 1}, {1, 0}, kCanonicalHeight, endSkip)};
}

// Strip pixel (column, row) -> canonical point, as a 3x3 matrix; column 0 is position e.first.
cv::Matx33d stripToCanonical(const EdgeWalk& e) {
    const cv::Point2f origin = e.start + e.along * static_cast<float>(e.first) - e.inward * static_cast<float>(kOutside);
    return cv::Matx33d(e.along.x, e.inward.x, origin.x,  //
                       e.along.y, e.inward.y, origin.y,  //
                       0, 0, 1);
}

cv::Matx33d canonicalToImageMatrix(const Quad& quad) {
    const std::array<cv::Point2f, 4> canonical = {cv::Point2f(0, 0), cv::Point2f(kCanonicalWidth, 0),
                                                  cv::Point2f(kCanonicalWidth, kCanonicalHeight),
                                                  cv::Point2f(0, kCanonicalHeight)};
    return cv::Matx33d(cv::getPerspectiveTransform(canonical.data(), quad.data()));
}

cv::Point2f apply(const cv::Matx33d& m, cv::Point2f p) {
    const cv::Vec3d v = m * cv::Vec3d(p.x, p.y, 1);
    return {static_cast<float>(v[0] / v[2]), static_cast<float>(v[1] / v[2])};
}

// The picture point at position `position` along edge `e` (the middle of its canonical pixel),
// `depth` canonical pixels onto the card (negative: beyond its edge).
cv::Point2f pointAtDepth(const cv::Matx33d& toImage, const EdgeWalk& e, int position, int depth) {
    return apply(toImage, e.start + e.along * (static_cast<float>(position) + 0.5f) + e.inward * static_cast<float>(depth));
}

// Per-channel white of the face: the bright, unsaturated pixels of the bands inside the edges
// (a card's margin is its plainest face).
cv::Vec3f faceWhite(const std::array<cv::Mat, 4>& strips) {
    std::vector<int> hist(256, 0);
    int total = 0;
    for (const cv::Mat& strip : strips)
        for (int r = kOutside + kBandNear; r < kStripRows; r += 2)
            for (int x = 0; x < strip.cols; x += 2) {
                const cv::Vec3b p = strip.at<cv::Vec3b>(r, x);
                ++hist[std::min({p[0], p[1], p[2]})];
                ++total;
            }
    int seen = 0, level = 255;
    for (; level > 0; --level) {
        seen += hist[level];
        if (seen >= total / 4) break;
    }
    cv::Vec3d sum(0, 0, 0);
    int n = 0;
    for (const cv::Mat& strip : strips)
        for (int r = kOutside + kBandNear; r < kStripRows; r += 2)
            for (int x = 0; x < strip.cols; x += 2) {
                const cv::Vec3b p = strip.at<cv::Vec3b>(r, x);
                if (std::min({p[0], p[1], p[2]}) >= level) {
                    sum += cv::Vec3d(p[0], p[1], p[2]);
                    ++n;
                }
            }
    if (n == 0) return {kFaceWhite, kFaceWhite, kFaceWhite};
    return cv::Vec3f(static_cast<float>(sum[0] / n), static_cast<float>(sum[1] / n), static_cast<float>(sum[2] / n));
}

// What each channel is multiplied by so that the face white `white` comes out as kFaceWhite.
std::array<float, 3> balanceGains(const cv::Vec3f& white) {
    return {kFaceWhite / std::max(white[0], 30.f), kFaceWhite / std::max(white[1], 30.f), kFaceWhite / std::max(white[2], 30.f)};
}

// The strip divided by the face white, so the face is (235, 235, 235). One pass over the strip
// (convertTo, multiply by a Scalar and min took three, the multiply alone a sixth of the clip
// stage), with the same float products.
cv::Mat3f balancedStrip(const cv::Mat& strip, const cv::Vec3f& white) {
    const std::array<float, 3> gain = balanceGains(white);
    cv::Mat3f out(strip.size());
    for (int y = 0; y < strip.rows; ++y) {
        const uchar* in = strip.ptr<uchar>(y);
        float* o = out.ptr<float>(y);
        for (int x = 0; x < strip.cols; ++x)
            for (int c = 0; c < 3; ++c) o[3 * x + c] = std::min(static_cast<float>(in[3 * x + c]) * gain[c], 255.f);
    }
    return out;
}

// Not the plain face: dark, or coloured. (A pink wire blurred with the face is pale, (192, 158,
// 224) after balancing, 0.29 saturated; at 0.3 such wires were not seen.)
constexpr float kFaceSaturation = 0.25f;
bool notFace(const cv::Vec3f& b) {
    const float mx = std::max({b[0], b[1], b[2]}), mn = std::min({b[0], b[1], b[2]});
    return mn < 150 || (mx - mn) > kFaceSaturation * mx;
}

float colourDistance(const cv::Vec3f& a, const cv::Vec3f& b) {
    return static_cast<float>(cv::norm(a - b));
}

// Hue in degrees and saturation (max - min) / max of a BGR colour.
std::pair<float, float> hueAndSaturation(const cv::Vec3f& bgr) {
    const float b = bgr[0], g = bgr[1], r = bgr[2];
    const float mx = std::max({b, g, r}), mn = std::min({b, g, r}), range = mx - mn;
    if (range <= 0.f) return {0.f, 0.f};
    float hue = mx == r ? 60.f * (g - b) / range : mx == g ? 120.f + 60.f * (b - r) / range : 240.f + 60.f * (r - g) / range;
    if (hue < 0) hue += 360.f;
    return {hue, range / mx};
}

// Where a clip is looked for along an edge, a pink tint counts too, down to 0.2 saturated: a thin
// pink wire blurred with the face was (177, 151, 201) there, 0.25 saturated, hue 329, and its
// legs were not seen. Only in pink's hues, short of red's: red print blurred with the face where
// a hand's cards meet tints it pink too (counted in 280-350, two such tints were taken for clips
// on the fresh seeds; in 290-340, one).
constexpr float kTintSaturation = 0.2f, kTintHueFrom = 290.f, kTintHueTo = 340.f;
// The camera's top level: a face white at it in every channel, or a colour's red at it, was cut
// off there (an overexposed picture). (A run's mean: nearly every pixel of it cut off.)
constexpr float kSensorTop = 253;
// On a face cut off at the top, a pink tint counts down to this saturation (and is named pink,
// as a pale pink is): such a face is flat white with no noise left, and a pink clip there is
// paler than under a usual light (a pink tab 1.4 times too bright is 0.31 saturated, its thin
// wire blurred half with the face 0.16; on scenes 1.2-1.6 times too bright, such wires were not
// seen).
constexpr float kTintOnCutFace = 0.12f;
bool faceCutOff(const cv::Vec3f& white) { return std::min({white[0], white[1], white[2]}) >= kSensorTop; }
bool notFaceOrTint(const cv::Vec3f& b, float tintSaturation) {
    if (notFace(b)) return true;
    // (Most of a face has no tint at all: its hue is not worked out.)
    const float mx = std::max({b[0], b[1], b[2]}), mn = std::min({b[0], b[1], b[2]});
    if (!((mx - mn) / mx > tintSaturation)) return false;
    const float hue = hueAndSaturation(b).first;
    return hue >= kTintHueFrom && hue < kTintHueTo;
}

// Does the colour beyond the edge carry on the colour inside it? The same colour, or, for a thin
// wire that blur mixes with white face on one side (a pale tint) and with the table on the other,
// the same clear hue.
bool carriesOn(const cv::Vec3f& inside, const cv::Vec3f& outside) {
    if (colourDistance(inside, outside) < 60) return true;
    const auto [hueIn, satIn] = hueAndSaturation(inside);
    const auto [hueOut, satOut] = hueAndSaturation(outside);
    const float apart = std::abs(hueIn - hueOut);
    // (A red pip of a card cut by the edge, seen through a shadow beyond it, keeps its hue but
    // loses much of its saturation; a wire mixed with the table does not.)
    // (Hue means little in a dark colour.)
    const bool bright = std::max({inside[0], inside[1], inside[2]}) > 70 && std::max({outside[0], outside[1], outside[2]}) > 70;
    return bright && satIn > 0.2f && satOut > std::max(0.3f, 0.7f * satIn) && std::min(apart, 360.f - apart) < 20.f;
}

// Could two samples along a run be the same clip? (A black wire shows anywhere from black to the
// grey of black blurred with white face: dark and without colour either way.) Near black, a few
// levels of the table's tint or of noise make a large share of saturation, so a dark sample
// whose channels lie within kDarkGreySpread of each other has no colour either: the two legs of
// a black wire loop, (35, 15, 13) and (63, 47, 39) where they cross the edge, were taken for two
// clips, each too narrow to count. (At 35, a dark blue tab's samples joined a neighbour's.)
constexpr float kDarkGreySpread = 30.f;
bool darkGrey(const cv::Vec3f& c, float brighterThanAny) {
    const float brightest = std::max({c[0], c[1], c[2]}), spread = brightest - std::min({c[0], c[1], c[2]});
    return brightest < brighterThanAny && (hueAndSaturation(c).second < 0.3f || spread < kDarkGreySpread);
}
bool sameColour(const cv::Vec3f& a, const cv::Vec3f& b) {
    return carriesOn(a, b) || carriesOn(b, a) || (darkGrey(a, 160) && darkGrey(b, 160));
}

// Does a clip cross the edge here: the colour inside carried on beyond it? A black wire is grey
// where it blurs into the face, (90, 88, 91) balanced, and near black where it blurs into a darker
// table, (49, 48, 55): too far apart for carriesOn, and neither has a hue to match. Dark and
// colourless on both sides, it carries on. (Up to 160 rather than 110, seven more clips were
// reported where none is on the nine bench sets.)
bool crossesEdge(const cv::Vec3f& inside, const cv::Vec3f& outside) {
    return carriesOn(inside, outside) || (darkGrey(inside, 110) && darkGrey(outside, 110));
}

cv::Vec3f meanOfRows(const cv::Mat3f& strip, int s, int fromDepth, int toDepth) {
    cv::Vec3f sum(0, 0, 0);
    for (int d = fromDepth; d <= toDepth; ++d) sum += strip(kOutside + d, s);
    return sum * (1.f / static_cast<float>(toDepth - fromDepth + 1));
}

// The colour a run is named by: the half of its samples farthest from the face white, so the
// blur that mixes a thin wire with the face around it does not wash the colour out.
cv::Vec3f distinctHalf(std::vector<cv::Vec3f> samples) {
    const cv::Vec3f white(kFaceWhite, kFaceWhite, kFaceWhite);
    std::sort(samples.begin(), samples.end(),
              [&](const cv::Vec3f& a, const cv::Vec3f& b) { return colourDistance(a, white) > colourDistance(b, white); });
    const std::size_t half = std::max<std::size_t>(1, (samples.size() + 1) / 2);
    cv::Vec3f sum(0, 0, 0);
    for (std::size_t i = 0; i < half; ++i) sum += samples[i];
    return sum * (1.f / static_cast<float>(half));
}


// The positions of a run (marked between `from` and `to`, markedCount of them) where what lies
// beyond the edge stands out from the table beside the run (`flank`) by kMinStickOut: the clip's
// own crossings of the edge. Told only where the run as a whole stands out clearly (twice
// kMinStickOut), and only when at least kMinMarked positions cross, not all; none otherwise.
// A wire loop lying over a court card's picture: the print reaches the edge between the loop's
// legs and, against a table about as dark, carries on beyond it closely enough to be marked too.
// Darker than the thin wire's blur, it named the run (a pink loop on a kde-gm-paris king named
// orange), and the run was followed onto the card along the print, where no clip colour shows (a
// red loop beside a gnome-paris queen's black hair on a dark table): reach 0 both times. So the
// crossings name the run when they name a colour the whole run does not, and the reach onto the
// card follows them. (Named by crossings that name no colour, a king's gold print at a hand's
// edge on wood made a clip where none is; by crossings barely standing out, a pink clip under
// half the light was named red where it had been left unnamed.)
std::vector<int> runCrossings(const std::vector<char>& marked, const std::vector<cv::Vec3f>& outside, int from, int to, int markedCount,
                              const cv::Vec3f& runOutside, const cv::Vec3f& flank) {
    if (colourDistance(runOutside, flank) < 2 * kMinStickOut) return {};
    std::vector<int> crossings;
    for (int s = from; s < to; ++s)
        if (marked[static_cast<std::size_t>(s)] && colourDistance(outside[static_cast<std::size_t>(s)], flank) >= kMinStickOut) crossings.push_back(s);
    if (static_cast<int>(crossings.size()) < kMinMarked || static_cast<int>(crossings.size()) >= markedCount) return {};
    return crossings;
}

// One card's edge strips, and how its canonical coordinates map to the picture and back.
struct CardEdges {
    cv::Matx33d toImage, fromImage;
    cv::Rect2f box;  // around its outline in the picture
    std::array<cv::Mat, 4> strips;
};

cv::Mat warpStrip(const cv::Mat& bgr, const cv::Matx33d& toImage, const EdgeWalk& e) {
    cv::Mat strip;
    warpBilinear(bgr, strip, toImage * stripToCanonical(e), cv::Size(e.last - e.first, kStripRows));
    return strip;
}

// `strip` (warped along `narrow`) widened to `wide`'s positions: only the pieces at its ends are
// warped.
cv::Mat widenedStrip(const cv::Mat& bgr, const cv::Matx33d& toImage, const EdgeWalk& narrow, const EdgeWalk& wide, const cv::Mat& strip) {
    EdgeWalk before = wide, after = wide;
    before.last = narrow.first;
    after.first = narrow.last;
    cv::Mat out;
    cv::hconcat(std::vector<cv::Mat>{warpStrip(bgr, toImage, before), strip, warpStrip(bgr, toImage, after)}, out);
    return out;
}

CardEdges warpEdges(const cv::Mat& bgr, const Quad& quad, const std::array<EdgeWalk, 4>& walks) {
    CardEdges out;
    out.toImage = canonicalToImageMatrix(quad);
    out.fromImage = out.toImage.inv();
    out.box = cv::boundingRect(std::vector<cv::Point2f>(quad.begin(), quad.end()));
    for (std::size_t k = 0; k < 4; ++k) out.strips[k] = warpStrip(bgr, out.toImage, walks[k]);
    return out;
}

// How far inside the card a picture point lies, in canonical pixels from its nearest edge
// (negative outside).
float depthInside(const CardEdges& card, cv::Point2f imagePoint) {
    const cv::Point2f c = apply(card.fromImage, imagePoint);
    return std::min({c.x, c.y, kCanonicalWidth - c.x, kCanonicalHeight - c.y});
}

bool insideCard(const CardEdges& card, cv::Point2f imagePoint, float inset) {
    return depthInside(card, imagePoint) > inset;
}

// How plainly card a's outline shows where it runs across card b: the median step in brightness
// across a's edge at the points of it that lie inside b. On top, a's edge shows against b's face
// (and its shadow); underneath, a's edge is hidden by b's plain face and no step is there. -1 when
// too little of a's outline lies inside b to tell.
float outlineStepInside(const CardEdges& a, const CardEdges& b, const std::array<EdgeWalk, 4>& walks) {
    std::vector<float> steps;
    for (std::size_t k = 0; k < 4; ++k) {
        const cv::Mat& strip = a.strips[k];
        for (int s = walks[k].first; s < walks[k].last; s += 2) {
            if (!insideCard(b, apply(a.toImage, walks[k].start + walks[k].along * float(s)), 4.f)) continue;
            auto brightness = [&](int depth) {
                const cv::Vec3b p = strip.at<cv::Vec3b>(kOutside + depth, s - walks[k].first);
                return (p[0] + p[1] + p[2]) / 3.f;
            };
            const float in = (brightness(1) + brightness(2) + brightness(3)) / 3.f;
            const float out = std::min({brightness(-1), brightness(-2), brightness(-3), brightness(-4)});
            steps.push_back(std::abs(in - out));
        }
    }
    if (steps.size() < 8) return -1.f;
    std::nth_element(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(steps.size() / 2), steps.end());
    return steps[steps.size() / 2];
}

// over[a][b]: card b lies on top of card a where they overlap (a laid-out hand), so a's edge
// there is hidden and no clip on it can be seen.
std::vector<std::vector<char>> cardsOver(const std::vector<CardEdges>& cards, const std::array<EdgeWalk, 4>& walks) {
    std::vector<std::vector<char>> over(cards.size(), std::vector<char>(cards.size(), 0));
    for (std::size_t a = 0; a < cards.size(); ++a)
        for (std::size_t b = a + 1; b < cards.size(); ++b) {
            if ((cards[a].box & cards[b].box).empty()) continue;
            const float aShows = outlineStepInside(cards[a], cards[b], walks);
            const float bShows = outlineStepInside(cards[b], cards[a], walks);
            if (aShows < 0 || bShows < 0) continue;
            if (bShows > aShows) over[a][b] = 1;
            else if (aShows > bShows) over[b][a] = 1;
        }
    return over;
}

// The picture at `p`, between its four nearest pixels, balanced so that the card face with white
// `white` is (235, 235, 235). (Between pixels: on a small card a canonical pixel is under half a
// picture pixel, and a thin wire's nearest pixel is as often its pale, blurred side as its
// middle.)
cv::Vec3f balancedAt(const cv::Mat& bgr, cv::Point2f p, const cv::Vec3f& white) {
    const float x = std::clamp(p.x, 0.f, static_cast<float>(bgr.cols - 1)), y = std::clamp(p.y, 0.f, static_cast<float>(bgr.rows - 1));
    const int x0 = static_cast<int>(x), y0 = static_cast<int>(y);
    const int x1 = std::min(x0 + 1, bgr.cols - 1), y1 = std::min(y0 + 1, bgr.rows - 1);
    const float a = x - static_cast<float>(x0), b = y - static_cast<float>(y0);
    cv::Vec3f out;
    for (int c = 0; c < 3; ++c) {
        const float top = (1 - a) * bgr.at<cv::Vec3b>(y0, x0)[c] + a * bgr.at<cv::Vec3b>(y0, x1)[c];
        const float bottom = (1 - a) * bgr.at<cv::Vec3b>(y1, x0)[c] + a * bgr.at<cv::Vec3b>(y1, x1)[c];
        out[c] = std::min(255.f, ((1 - b) * top + b * bottom) * kFaceWhite / std::max(white[c], 30.f));
    }
    return out;
}

// How far a clip's colour reaches onto the card from its edge (canonical pixels): the depth up to
// which most of the run's marked positions still show it, or a wire loop's two legs do. (Over a
// court picture that reaches the edge, the picture inside a loop is marked along the edge too,
// and shows no wire: a red loop on a king's crown, its legs at both ends of the run, showed its
// colour at 11 of 25 positions.) The legs: a third of the positions or more, some in the first
// quarter of the run and some in the last.
// With `sideways` (positions), the colour is looked for that far either side of each position too:
// a wire loop clipped on askew crosses the edge at a slant, and each of its legs, followed straight
// in from where it crosses, leaves the wire within a few pixels (a black loop 10 canonical pixels
// deep on an ace reached 4 so, under kMinReach).
constexpr std::size_t kLegsShare = 3;
constexpr int kWireSlantSideways = 1;
float reachOntoCard(const cv::Mat& bgr, const cv::Matx33d& toImage, const EdgeWalk& e, const std::vector<int>& columns,
                    const cv::Vec3f& colour, const cv::Vec3f& white, int sideways) {
    constexpr int kStep = 2, kDeepest = 48;
    const std::size_t quarter = std::max<std::size_t>(1, columns.size() / 4);
    for (int d = kStep; d <= kDeepest; d += kStep) {
        std::size_t like = 0;
        bool firstLeg = false, lastLeg = false;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            bool carried = false;
            for (int off = -sideways; off <= sideways && !carried; ++off)
                carried = carriesOn(colour, balancedAt(bgr, pointAtDepth(toImage, e, columns[i] + off, d), white));
            if (!carried) continue;
            ++like;
            firstLeg = firstLeg || i < quarter;
            lastLeg = lastLeg || i + quarter >= columns.size();
        }
        const bool legs = firstLeg && lastLeg && kLegsShare * like >= columns.size();
        if (2 * like < columns.size() && !legs) return static_cast<float>(d - kStep);
    }
    return static_cast<float>(kDeepest);
}

// A black tab on a dark table, beside a picture (so without plain face on both sides of it), shows
// as a tab still: its colour reaches onto the card about as far at most of its run (a tab's inner
// edge, straight along the card's edge), and past that depth lies the card's plain face. A dark
// part of a picture reaching the edge ends unevenly, and picture lies past it. Of the run's marked
// positions, kTabEdgeShare at least must show the colour ending within kTabEdgeSpread of the
// run's middle depth, and more than half plain face from kTabFacePast beyond that depth on (a
// tab beside a picture has some of it past its inner edge too).
// With `printPastIt` (a card read as a number card or an ace, which has no picture), what lies
// past the inner edge may be its print as well as its face, as long as it is not the tab's
// colour: a black tab clipped over the corner of a five of hearts' pip, on a dark table, had the
// pip past its straight inner edge at every position and was lost.
constexpr double kTabEdgeShare = 0.75, kTabFaceShare = 0.5;
constexpr int kTabEdgeSpread = 3, kTabFacePast = 3, kTabFaceDepth = 4;
bool tabWithStraightInnerEdge(const cv::Mat& bgr, const cv::Matx33d& toImage, const EdgeWalk& e, const std::vector<int>& columns,
                              const cv::Vec3f& colour, const cv::Vec3f& white, bool printPastIt) {
    constexpr int kDeepest = 48;
    if (columns.empty()) return false;
    const auto at = [&](int column, int depth) {
        return balancedAt(bgr, pointAtDepth(toImage, e, column, depth), white);
    };
    std::vector<int> ends;
    for (const int column : columns) {
        int d = 1;
        while (d <= kDeepest && carriesOn(colour, at(column, d))) ++d;
        ends.push_back(d);
    }
    std::vector<int> sorted = ends;
    std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() / 2), sorted.end());
    const int middle = sorted[sorted.size() / 2];
    if (middle > kDeepest) return false;
    std::size_t straight = 0, faceBeyondIt = 0;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (std::abs(ends[i] - middle) <= kTabEdgeSpread) ++straight;
        bool face = true;
        for (int d = middle + kTabFacePast; d < middle + kTabFacePast + kTabFaceDepth && face; ++d) {
            const cv::Vec3f past = at(columns[i], d);
            face = printPastIt ? !carriesOn(colour, past) : !notFace(past);
        }
        if (face) ++faceBeyondIt;
    }
    const double n = static_cast<double>(columns.size());
    return static_cast<double>(straight) >= kTabEdgeShare * n && static_cast<double>(faceBeyondIt) > kTabFaceShare * n;
}

// An outline found along a printed line inside the card (kde-jolly-royal's frame round the pips,
// gnome-bellot's border round a picture) lies up to a sixth of the card's width inside its edge. A
// clip across the real edge then crosses no edge of the outline: beyond the outline is the card's
// white margin, not the clip's colour carried on, and it is lost. So, for the clips only, each edge
// is moved out to where the card's plain face ends, when over most of the edge the face goes on
// right beyond it (past a printed line up to kFaceFrom wide) and ends, within kMostBeyond, at what
// is no face. A face that goes on further is a neighbour's or a pale table, and the edge stays.
// A line or two pixels wide with face again right past it is a second printed line (a double
// border, such as kde-jolly-royal's frame, found along its inner line), not the face's end: the
// face goes on past it. (Taken for no clear end or for a speck of margin, it kept such edges where
// they were: 4 clips lost on the nine bench sets, the fresh seeds and seeds 73, 79 and 83.)
// (From the outline's usual place, a pixel or two inside the edge, the face goes on no further
// than kLeastMove; such edges stay as they are.) An outline drawn across a court picture, or
// across a frame's corner, can lie a third of the card's width inside an edge (kMostBeyond was 40
// until 2026-11-28: with 56, 2 fewer clips reported where none is on the nine bench sets, none
// lost; with kPictureFaceFrom's 24 as well, 3 more right there).
constexpr int kFaceFrom = 4, kMostBeyond = 56, kLeastMove = 6;
// An outline drawn through a court card's picture (gnome-bellot's queens and jacks, the finder's
// outline on a line of the picture a few pixels inside its frame) has picture just inside it, and
// beyond it the picture goes on past kFaceFrom before the margin. Where no face lies just inside
// the edge, the face beyond may begin up to this far out. (No face lies just inside it either
// where a clip does, or the table under an outline that stands out; the figures count those: at
// 12, 1 more clip right on the nine bench sets, 1 on the fresh seeds, 2 on seeds 73, 79 and 83,
// and 3 fewer reported where none is. At 24, with kMostBeyond's 56, outlines drawn across the
// picture well inside the frame are moved out too: 3 more right on the nine sets, 5 fewer
// reported where none is there, 3 fewer on the fresh seeds.)
constexpr int kPictureFaceFrom = 24;
// Edge positions looked at, canonical pixels apart. Half of them at least must show where the
// face ends (elsewhere a clip, a picture or a neighbour lies beyond the edge).
constexpr int kMoveStep = 3;

// How far beyond a card's edge, at one position along it, the plain face goes on: 0 when none
// (or too little to be a margin) begins right beyond it, nullopt when it has no clear end within
// kMostBeyond.
std::optional<int> faceBeyond(const cv::Mat& bgr, const CardEdges& card, const cv::Vec3f& white, const EdgeWalk& e, int s) {
    const auto face = [&](int beyond) {
        const cv::Point2f p = pointAtDepth(card.toImage, e, s, -beyond);
        return !notFace(balancedAt(bgr, p, white));
    };
    // (Picture inside the edge: see kPictureFaceFrom.)
    const int faceFrom = !face(-1) && !face(-2) && !face(-3) ? kPictureFaceFrom : kFaceFrom;
    int first = 1;
    while (first <= faceFrom && !face(first)) ++first;
    if (first > faceFrom) return 0;
    int last = first;
    for (;;) {
        while (last <= kMostBeyond && face(last + 1)) ++last;
        if (last > kMostBeyond) return std::nullopt;
        // A second printed line in the margin: face again right past it.
        int resume = 0;
        for (int line = 2; line <= 3 && resume == 0; ++line)
            if (face(last + line) && face(last + line + 1)) resume = last + line + 1;
        if (resume == 0) break;
        last = resume;
    }
    if (last - first < 2) return 0;  // a speck of white, not a margin
    // Ends at what is no face: two pixels past the first that is not.
    if (face(last + 2) || face(last + 3)) return std::nullopt;
    return last;
}

// An outline that stands out round a clip near a corner: the outline's corner lies at the clip's
// far end, and each side from it leans out over the table, furthest at that corner (the finder
// straightens a side round a clip only where the card's edge shows on both sides of the clip).
// The clip then lies inside the outline, crossing no edge of it, and is lost. So, for the clips
// only, each edge is moved in onto the face where the table lies inside it: at each position
// (kMoveStep apart, over all but the outer tenth at each end) the depth inside the edge where
// plain face begins (kFaceRun pixels of it in a row, within kMostWithin), and the line through
// most of those depths (Theil-Sen: the median slope over pairs at least kLeanPairApart of the
// edge apart, then the median offset) is the face's edge, when at least kLeanFitShare of the
// positions lie within kLeanFitSlack of it and it lies kLeastLean or more inside at one end.
// (Where the outline only runs a pixel or two wide, or a clip, a picture or a hand's neighbour
// lies inside the edge at a few positions, the line stays within kLeastLean. With 6, two black
// clips, where edges leaned 6 and 7 pixels, were lost; outlines drawn round clips lean 15 or
// more.) A table as pale as the face shows no depth that way (kLeastFaceOverPaleTable).
constexpr int kMostWithin = 30, kFaceRun = 3;
constexpr float kLeastLean = 10, kLeanFitSlack = 2, kLeanPairApart = 0.3f, kLeanFitShare = 0.6f;
// A table nearly as pale as the face, balanced to the face's white, is no darker than 150 nor
// coloured enough (kFaceSaturation) to pass for anything but face, and an outline that stands out
// over it stays where it is. So an edge that does not lean so, with such a table beyond it
// (paleBeyond), is looked at again with face taken as no darker than kLeastFaceOverPaleTable in
// any channel (79 % of the face's white): the pale tables beside outlines that stood out round
// clips were 162-172 balanced. (At 175 one clip fewer was found on the nine bench sets and three
// fewer on seven other seeds, at 195 one fewer on each. Every edge looked at again, pale table or
// not, cost 1 % more instructions a frame, and the blurred face of a close-up lost the outline
// that the usual look had moved in onto it when the paler look came first.)
constexpr float kLeastFaceOverPaleTable = 185.f;
// Looked at first: kLeanLook positions at each end. An edge leaning kLeastLean at an end, the
// line through its depths 0 at the other, lies 9 inside at the first position looked at there, and
// the depths on the line within kLeanFitSlack of that: at least kDeepAtAnEnd. (A clip or a picture
// there lies deeper; no face within kMostWithin counts as deep too.)
constexpr int kLeanLook = 3, kDeepAtAnEnd = 7;

// The outline with each edge moved in by `atStart` at its start and `atEnd` at its end (canonical
// pixels; negative moves it out): each edge a line through its moved ends, the corners where
// neighbouring edges meet (the walks are the top, right, bottom and left edges; corners from the
// top left, clockwise). Nothing where two neighbouring edges do not meet.
std::optional<Quad> outlineThroughMovedEdges(const CardEdges& card, const std::array<EdgeWalk, 4>& walks,
                                             const std::array<float, 4>& atStart, const std::array<float, 4>& atEnd) {
    std::array<cv::Point2f, 4> from, to;
    for (std::size_t k = 0; k < 4; ++k) {
        const EdgeWalk& e = walks[k];
        from[k] = e.start + e.inward * atStart[k];
        to[k] = e.start + e.along * static_cast<float>(e.length) + e.inward * atEnd[k];
    }
    Quad moved;
    for (std::size_t k = 0; k < 4; ++k) {
        const std::size_t before = (k + 3) % 4;
        cv::Point2f corner;
        if (!intersect(from[before], to[before], from[k], to[k], corner)) return std::nullopt;
        moved[k] = apply(card.toImage, corner);
    }
    return moved;
}

// The line through (position, depth) points, as (offset, slope): Theil-Sen, the median slope over
// the pairs at least `apart` positions apart, then the median offset; nothing without such a pair.
std::optional<std::pair<float, float>> theilSenLine(const std::vector<cv::Point2f>& points, float apart) {
    std::vector<float> slopes;
    for (std::size_t i = 0; i < points.size(); ++i)
        for (std::size_t j = i + 1; j < points.size(); ++j)
            if (points[j].x - points[i].x >= apart) slopes.push_back((points[j].y - points[i].y) / (points[j].x - points[i].x));
    if (slopes.empty()) return std::nullopt;
    std::nth_element(slopes.begin(), slopes.begin() + static_cast<std::ptrdiff_t>(slopes.size() / 2), slopes.end());
    const float slope = slopes[slopes.size() / 2];
    std::vector<float> offsets;
    for (const cv::Point2f& p : points) offsets.push_back(p.y - slope * p.x);
    std::nth_element(offsets.begin(), offsets.begin() + static_cast<std::ptrdiff_t>(offsets.size() / 2), offsets.end());
    return std::make_pair(offsets[offsets.size() / 2], slope);
}

// How far one edge of the outline leans out over the table (see kLeastLean): how far in it moves
// at its start and at its end, or nothing when it does not lean so. Face is what passes notFace's
// test and is no darker than `faceLeast` in any channel.
std::optional<std::pair<float, float>> leanOverTheTable(const cv::Mat& bgr, const CardEdges& card, const cv::Vec3f& white,
                                                        const EdgeWalk& e, float faceLeast) {
    const auto face = [&](int s, int within) {
        const cv::Point2f p = pointAtDepth(card.toImage, e, s, within);
        const cv::Vec3f b = balancedAt(bgr, p, white);
        return !notFace(b) && std::min({b[0], b[1], b[2]}) >= faceLeast;
    };
    const auto faceBegins = [&](int s) {  // the depth, or -1 when no face begins within kMostWithin
        int depth = 0, run = 0;  // the run of face starting at depth, so far
        while (run < kFaceRun && depth <= kMostWithin) {
            if (face(s, depth + run)) {
                ++run;
            } else {
                depth += run + 1;
                run = 0;
            }
        }
        return run == kFaceRun ? depth : -1;
    };
    const int from = e.skip / 2, to = e.length - e.skip / 2;
    // Most edges lie on the face all along, and are passed over after a look at each end (a
    // tenth of the look along all of it).
    bool deepAtAnEnd = false;
    for (int i = 0; i < kLeanLook && !deepAtAnEnd; ++i)
        for (const int s : {from + i * kMoveStep, from + ((to - from - 1) / kMoveStep - i) * kMoveStep}) {
            const int depth = faceBegins(s);
            deepAtAnEnd = deepAtAnEnd || depth < 0 || depth >= kDeepAtAnEnd;
        }
    if (!deepAtAnEnd) return std::nullopt;
    std::vector<cv::Point2f> depths;  // (position along the edge, depth where the face begins)
    int positions = 0;
    for (int s = from; s < to; s += kMoveStep) {
        ++positions;
        const int depth = faceBegins(s);
        if (depth >= 0) depths.emplace_back(static_cast<float>(s), static_cast<float>(depth));
    }
    if (depths.size() < 6 || 2 * depths.size() < static_cast<std::size_t>(positions)) return std::nullopt;
    const std::optional<std::pair<float, float>> fitted = theilSenLine(depths, kLeanPairApart * static_cast<float>(e.length));
    if (!fitted) return std::nullopt;
    const auto [offset, slope] = *fitted;
    const auto onLine = std::count_if(depths.begin(), depths.end(), [&](cv::Point2f d) { return std::abs(d.y - (offset + slope * d.x)) <= kLeanFitSlack; });
    const float first = offset, last = offset + slope * static_cast<float>(e.length);
    if (static_cast<float>(onLine) < kLeanFitShare * static_cast<float>(positions) || std::max(first, last) < kLeastLean) return std::nullopt;
    return std::make_pair(std::max(0.f, first), std::max(0.f, last));
}

// Is the table beyond an edge pale (kLeastFaceOverPaleTable)? A third or more of what lies 3 to 7
// canonical pixels beyond it passes for face, but only as a pale table does. (`strip` as warped.)
bool paleBeyond(const cv::Mat& strip, const cv::Vec3f& white) {
    const std::array<float, 3> gain = balanceGains(white);
    int pale = 0, looked = 0;
    for (int r = kOutside - 7; r <= kOutside - 3; r += 2)
        for (int x = 0; x < strip.cols; x += 2) {
            const cv::Vec3b p = strip.at<cv::Vec3b>(r, x);
            const cv::Vec3f b(std::min(p[0] * gain[0], 255.f), std::min(p[1] * gain[1], 255.f), std::min(p[2] * gain[2], 255.f));
            pale += !notFace(b) && std::min({b[0], b[1], b[2]}) < kLeastFaceOverPaleTable;
            ++looked;
        }
    return 3 * pale >= looked;
}

// The outline with each edge that leans out over the table moved in onto the face (see
// kLeastLean); empty when no edge does. An edge that does not lean so is looked at again as over
// a pale table (kLeastFaceOverPaleTable).
std::optional<Quad> outlineOffTheTable(const cv::Mat& bgr, const CardEdges& card, const cv::Vec3f& white,
                                       const std::array<EdgeWalk, 4>& walks) {
    std::array<float, 4> atStart{}, atEnd{};  // how far each edge moves in at its ends
    bool moves = false;
    for (std::size_t k = 0; k < 4; ++k) {
        std::optional<std::pair<float, float>> lean = leanOverTheTable(bgr, card, white, walks[k], 0.f);
        if (!lean && paleBeyond(card.strips[k], white)) lean = leanOverTheTable(bgr, card, white, walks[k], kLeastFaceOverPaleTable);
        if (!lean) continue;
        std::tie(atStart[k], atEnd[k]) = *lean;
        moves = true;
    }
    if (!moves) return std::nullopt;
    return outlineThroughMovedEdges(card, walks, atStart, atEnd);
}

// A strip of a hand whose side the finder drew along a clip's inner end, near the corner where
// the next card begins, has its side leaning into the face: the face runs on beyond it, deepest at
// that corner and nothing at the other, and the clip straddling the card's real edge crosses no
// edge of the outline (a green tab on a gnome-berlin three of diamonds and a pink one on a
// neoclassical two of clubs, each at the corner where the next card of the hand lies on it, were
// lost so: the side lay 10 to 12 picture pixels inside the edge at that corner). The median depth
// beyond such a side is 0, and it is not moved out by it. So the line through the depths where the
// face runs on beyond it (Theil-Sen, as for an edge leaning over the table, over pairs at least
// kLeanOutPairApart of the edge apart: the depths there may lie along a short stretch only,
// between the clip and where the side meets the edge) is the face's edge, when the side moves out
// kLeastMove or more at an end and the positions agree with it: face beyond on the line (within
// kLeanFitSlack), or none where the line lies no deeper than kShallowestFaceBeyond, at
// kLeanOutAgreeShare of them at least, besides one block of positions showing no face where the
// line lies deeper, no longer than kLeanOutClipBlock of the edge (the clip, or the colour of one,
// across the real edge). kLeanOutLeastDepths positions at least must show face beyond.
constexpr float kLeanOutPairApart = 0.1f, kLeanOutAgreeShare = 0.8f, kLeanOutClipBlock = 0.3f;
constexpr float kShallowestFaceBeyond = 3;  // faceBeyond's least depth but 0 (a speck of white is 0)
constexpr std::size_t kLeanOutLeastDepths = 6;

// How far out one edge moves at its start and at its end to the face's edge leaning so, or nothing.
// `beyond`: each position looked at along it and faceBeyond there.
std::optional<std::pair<float, float>> leanOutToTheFace(const std::vector<std::pair<int, std::optional<int>>>& beyond, const EdgeWalk& e) {
    std::vector<cv::Point2f> depths;  // (position along the edge, depth the face runs on beyond it)
    for (const auto& [s, end] : beyond)
        if (end && *end > 0) depths.emplace_back(static_cast<float>(s), static_cast<float>(*end));
    if (depths.size() < kLeanOutLeastDepths) return std::nullopt;
    const std::optional<std::pair<float, float>> fitted = theilSenLine(depths, kLeanOutPairApart * static_cast<float>(e.length));
    if (!fitted) return std::nullopt;
    const auto [offset, slope] = *fitted;
    const auto depthAt = [&](float position) { return offset + slope * position; };
    int agreeing = 0, counted = 0, blockFrom = -1, blockTo = -1;
    bool oneBlock = true;
    for (const auto& [s, end] : beyond) {
        if (!end) continue;
        const float onLine = depthAt(static_cast<float>(s));
        const bool agrees = *end > 0 ? std::abs(static_cast<float>(*end) - onLine) <= kLeanFitSlack : onLine <= kShallowestFaceBeyond;
        if (agrees) {
            ++agreeing;
            ++counted;
        } else if (*end == 0) {
            if (blockFrom < 0) blockFrom = s;
            else if (s - blockTo > kMoveStep) oneBlock = false;
            blockTo = s;
        } else {
            ++counted;
        }
    }
    const float atStart = depthAt(0), atEnd = depthAt(static_cast<float>(e.length));
    const bool clipLong = blockFrom >= 0 && static_cast<float>(blockTo - blockFrom) > kLeanOutClipBlock * static_cast<float>(e.length);
    if (!oneBlock || clipLong || static_cast<float>(agreeing) < kLeanOutAgreeShare * static_cast<float>(counted) ||
        std::max(atStart, atEnd) < kLeastMove)
        return std::nullopt;
    return std::make_pair(std::max(0.f, atStart), std::max(0.f, atEnd));
}

// The card's outline with each edge moved out to where its face ends (see kFaceFrom), unless that
// would move it onto another card found (`outlines`, the cards' outlines as found; the card's own
// is `self`): two cards side by side share an edge, and the face beyond it is the neighbour's
// margin up to its own printed frame.
Quad outlineToTheFaceEdge(const cv::Mat& bgr, const CardEdges& card, const cv::Vec3f& white,
                          const std::vector<std::vector<cv::Point2f>>& outlines, std::size_t self, const std::array<EdgeWalk, 4>& walks) {
    std::array<float, 4> moved{0, 0, 0, 0};
    std::array<float, 4> leanAtStart{0, 0, 0, 0}, leanAtEnd{0, 0, 0, 0};  // edges leaning out (leanOutToTheFace)
    bool leans = false;
    for (std::size_t k = 0; k < 4; ++k) {
        const EdgeWalk& e = walks[k];
        const int positions = (e.length - 2 * e.skip + kMoveStep - 1) / kMoveStep;
        std::vector<int> ends;
        std::vector<std::pair<int, std::optional<int>>> beyond;
        beyond.reserve(static_cast<std::size_t>(positions));
        // (Looking stops once the edge cannot move: when too few positions are left to show where
        // the face ends, or when more than half show no face beyond, so the median is 0.)
        int unclear = 0, none = 0, s = e.skip;
        for (; s < e.length - e.skip && 2 * (positions - unclear) >= positions && 2 * none <= positions; s += kMoveStep) {
            const std::optional<int> end = faceBeyond(bgr, card, white, e, s);
            beyond.emplace_back(s, end);
            if (!end) ++unclear;
            else ends.push_back(*end);
            none += end == 0;
        }
        // Would moving out (by `atStart` at the edge's start to `atEnd` at its end) put it onto
        // another card? Looked at `alongs` of the way along the edge, half and all the way out.
        const auto ontoAnother = [&](float atStart, float atEnd, std::initializer_list<float> alongs) {
            for (const float along : alongs)
                for (const float share : {0.5f, 1.0f}) {
                    const float depth = share * ((1 - along) * atStart + along * atEnd);
                    const cv::Point2f p = apply(card.toImage, e.start + e.along * (along * static_cast<float>(e.length)) - e.inward * depth);
                    for (std::size_t other = 0; other < outlines.size(); ++other)
                        if (other != self && cv::pointPolygonTest(outlines[other], p, false) >= 0) return true;
                }
            return false;
        };
        // Where the edge does not move out as a whole and the face runs on kLeastMove or more
        // beyond it somewhere, it may lean (looked at all along; its corners at the ends checked too).
        const auto leanOut = [&]() {
            if (std::none_of(ends.begin(), ends.end(), [](int end) { return end >= kLeastMove; })) return;
            for (; s < e.length - e.skip; s += kMoveStep) beyond.emplace_back(s, faceBeyond(bgr, card, white, e, s));
            const std::optional<std::pair<float, float>> lean = leanOutToTheFace(beyond, e);
            if (!lean || ontoAnother(lean->first, lean->second, {0.1f, 0.3f, 0.5f, 0.7f, 0.9f})) return;
            std::tie(leanAtStart[k], leanAtEnd[k]) = *lean;
            leans = true;
        };
        if (ends.empty() || 2 * ends.size() < static_cast<std::size_t>(positions)) {
            leanOut();
            continue;
        }
        std::nth_element(ends.begin(), ends.begin() + static_cast<std::ptrdiff_t>(ends.size() / 2), ends.end());
        const float end = static_cast<float>(ends[ends.size() / 2]);
        if (end < kLeastMove) {
            leanOut();
            continue;
        }
        if (!ontoAnother(end, end, {0.3f, 0.5f, 0.7f})) moved[k] = end;
    }
    if (leans) {
        std::array<float, 4> inAtStart{}, inAtEnd{};  // (moving out is moving in by less than 0)
        for (std::size_t k = 0; k < 4; ++k) {
            const bool leaning = leanAtStart[k] > 0 || leanAtEnd[k] > 0;
            inAtStart[k] = -(leaning ? leanAtStart[k] : moved[k]);
            inAtEnd[k] = -(leaning ? leanAtEnd[k] : moved[k]);
        }
        if (const std::optional<Quad> out = outlineThroughMovedEdges(card, walks, inAtStart, inAtEnd)) return *out;
    }
    // The walks are the top (y = 0), right (x = width), bottom (y = height) and left (x = 0) edges.
    const float left = -moved[3], top = -moved[0], right = kCanonicalWidth + moved[1], bottom = kCanonicalHeight + moved[2];
    return {apply(card.toImage, {left, top}), apply(card.toImage, {right, top}), apply(card.toImage, {right, bottom}),
            apply(card.toImage, {left, bottom})};
}
}  // namespace

// Hue ranges: each clip colour's paint, seen on generated tables (wires blurred with the face and
// the table, tabs in shadow), spans red 349-8, orange 22-38, yellow 43-68, green 99-143, blue
// 210-230, purple 266-297 and pink 314-345 degrees. The borders lie between those spans, with a
// few degrees left unnamed where two meet closely. Thin wires drift towards a neighbour: a yellow
// wire to 40, a purple one to 260, and a red one blurred with white keeps its hue (354) while
// losing saturation to a pink's (0.5); so hue, not saturation, tells red from pink.
// Purple and pink wires drift towards each other too (on 18 seeds of bench scenes, 4,400 clips,
// purple reached 307 and pink came down to 310), and a bright light's glare turns pink towards
// purple (down to 300). Between 298 and 312 brightness tells them apart, balanced against the
// face: purple is a dark paint (at most 0.66 of the face's white there, in bright light too),
// pink a light one (at least 0.75); a colour between the two is not named. Pink's thinnest wires,
// blurred with the face, fall under the saturation of a colour (0.28) while keeping their hue: at
// 0.22 or more, light, and from where purple and pink meet up to red, they are pink: purple is
// the dark paint there, and blurred with the face a purple wire keeps purple's own hue (nothing
// that was not a clip was seen that pale within 290-345 on those scenes; pink wires in glare,
// turned towards purple, were that pale at 301-310 and were left unnamed while pale pink began
// at 312).
constexpr float kPurpleOrPinkFrom = 298, kPinkFrom = 312, kRedFrom = 347;
constexpr float kPurpleAtMost = 0.7f, kPinkAtLeast = 0.75f;
constexpr float kPalePinkSaturation = 0.22f;
// An overexposed picture (the face's white at the camera's top level, and an orange clip's red
// with it) cuts red off while green still grows, so an orange clip's hue is seen too high: on
// scenes 1.2 and 1.4 times too bright, orange clips whose red was at the top showed 37-44
// degrees (seven named yellow, five left unnamed) and yellow ones 47.7-49 (yellow's green is cut
// off too). With red at the top (kSensorTop), orange reaches up to kOrangeToWhenRedCut; yellow
// wires with red at 248-249, not cut, were seen at 43-46.
constexpr float kOrangeTo = 38, kOrangeToWhenRedCut = 46;
ClipColour nameBalancedColour(const cv::Vec3f& bgr, const std::optional<cv::Vec3f>& faceWhite) {
    // (The balanced red taken back to the camera's level: balancedStrip multiplied it by its gain.)
    const bool redAtSensorTop = faceWhite && bgr[2] / balanceGains(*faceWhite)[2] >= kSensorTop;
    const float palePinkSaturation = faceWhite && faceCutOff(*faceWhite) ? kTintOnCutFace : kPalePinkSaturation;
    cv::Mat3f one(1, 1, bgr / 255.f), hsv;
    cv::cvtColor(one, hsv, cv::COLOR_BGR2HSV);
    const cv::Vec3f h = hsv(0, 0);
    const float hue = h[0], sat = h[1], val = h[2];  // hue in degrees 0..360
    if (val < 0.30f) return ClipColour::Black;
    if (sat < 0.28f) {
        if (val < 0.42f) return ClipColour::Black;
        const bool palePink = sat >= palePinkSaturation && val >= kPinkAtLeast && hue >= kPurpleOrPinkFrom && hue < kRedFrom;
        return palePink ? ClipColour::Pink : ClipColour::Unknown;
    }
    // (Only a very pale red is pink: a pink clip's own hue is 330.)
    if (hue < 12 || hue >= kRedFrom) return sat < 0.47f && val > 0.75f ? ClipColour::Pink : ClipColour::Red;
    if (hue < 18) return ClipColour::Unknown;  // between red and orange: do not guess
    if (hue < (redAtSensorTop ? kOrangeToWhenRedCut : kOrangeTo)) return ClipColour::Orange;
    if (hue < 40) return ClipColour::Unknown;
    // A yellow clip is bright; a yellow hue as dark as half the face's white is olive or brown.
    if (hue < 75) return val >= 0.48f ? ClipColour::Yellow : ClipColour::Unknown;
    if (hue < 85) return ClipColour::Unknown;
    if (hue < 170) return ClipColour::Green;
    if (hue < 185) return ClipColour::Unknown;
    if (hue < 245) return ClipColour::Blue;
    if (hue < 252) return ClipColour::Unknown;
    if (hue < kPurpleOrPinkFrom) return ClipColour::Purple;
    if (hue < kPinkFrom) return val < kPurpleAtMost ? ClipColour::Purple : val >= kPinkAtLeast ? ClipColour::Pink : ClipColour::Unknown;
    return ClipColour::Pink;
}

std::vector<SeenClip> findClips(const cv::Mat& bgr, const std::vector<SeenCard>& seenCards) {
    struct Found {
        SeenClip clip;
        float reach;  // canonical pixels onto the card
        int run;      // canonical pixels along its edge
        std::array<cv::Point2f, 2> ends;  // the run's ends on the edge, in the picture
        int edge;                         // which of its card's edges (walks)
        std::vector<int> columns;         // its marked positions along that edge
        cv::Vec3f colour;                 // balanced, as named
    };
    const std::array<EdgeWalk, 4> walks = edges();
    const std::array<EdgeWalk, 4> walksOfCardsRead = edges(kEndSkipAwayFromIndex);
    // The cards as the clips are looked for on them: each outline in off the table and out to its
    // face's edge.
    std::vector<SeenCard> cards = seenCards;
    std::vector<std::vector<cv::Point2f>> foundOutlines;
    for (const SeenCard& card : seenCards) foundOutlines.emplace_back(card.corners.begin(), card.corners.end());
    std::vector<CardEdges> views;
    views.reserve(cards.size());
    for (std::size_t ci = 0; ci < cards.size(); ++ci) {
        CardEdges view = warpEdges(bgr, seenCards[ci].corners, walks);
        cv::Vec3f white = faceWhite(view.strips);
        if (const std::optional<Quad> in = outlineOffTheTable(bgr, view, white, walks)) {
            cards[ci].corners = *in;
            view = warpEdges(bgr, *in, walks);
            white = faceWhite(view.strips);
        }
        const Quad beforeMovingOut = cards[ci].corners;
        cards[ci].corners = outlineToTheFaceEdge(bgr, view, white, foundOutlines, ci, walks);
        if (cards[ci].corners != beforeMovingOut) view = warpEdges(bgr, cards[ci].corners, walks);
        views.push_back(std::move(view));
    }
    const std::vector<std::vector<char>> over = cardsOver(views, walks);
    std::vector<std::vector<cv::Point2f>> outlines;
    for (const SeenCard& card : cards) outlines.emplace_back(card.corners.begin(), card.corners.end());
    // Could the colour be the print of a card read as a number card or an ace: its suit's ink, or,
    // for a red suit, what a red pip's blur may be named?
    // (A card read as a number card or an ace has no picture: only pips and index print on it.)
    const auto readWithoutPicture = [&](std::size_t card) { return cards[card].card && !isFaceRank(cards[card].card->rank); };
    const auto inkOf = [&](std::size_t card, ClipColour colour) {
        if (!readWithoutPicture(card)) return false;
        const bool redInk = cards[card].card->suit == Suit::Hearts || cards[card].card->suit == Suit::Diamonds;
        return redInk ? colour == ClipColour::Red || colour == ClipColour::Pink || colour == ClipColour::Orange : colour == ClipColour::Black;
    };
    // ... or the ink of a four-colour deck's diamonds (blue) or clubs (green).
    const auto anyDecksInkOf = [&](std::size_t card, ClipColour colour) {
        if (inkOf(card, colour)) return true;
        if (!readWithoutPicture(card)) return false;
        const Suit suit = cards[card].card->suit;
        return (suit == Suit::Diamonds && colour == ClipColour::Blue) || (suit == Suit::Clubs && colour == ClipColour::Green);
    };
    std::vector<Found> found;
    std::vector<cv::Vec3f> whites;  // each card's face white
    for (std::size_t ci = 0; ci < cards.size(); ++ci) {
        const cv::Matx33d& toImage = views[ci].toImage;
        const std::array<cv::Mat, 4>& strips = views[ci].strips;
        const cv::Vec3f white = faceWhite(strips);
        whites.push_back(white);
        const float tintSaturation = faceCutOff(white) ? kTintOnCutFace : kTintSaturation;
        // (On a card read, each edge is looked at closer to the corners away from its index that
        // lie clear of every other card, and warped that far again.)
        const bool indexKnown = cards[ci].card.has_value();
        const auto clearCorner = [&](std::size_t corner) {
            if (!indexKnown) return false;
            for (std::size_t other = 0; other < cards.size(); ++other) {
                if (other == ci) continue;
                const double near = kJunction * longSide(cards[other].corners);
                if (cv::pointPolygonTest(outlines[other], cards[ci].corners[corner], true) > -near) return false;
            }
            return true;
        };
        const std::array<bool, 4> clear{false, clearCorner(1), false, clearCorner(3)};
        // Where a card lies on top of this one, its edge is hidden (position `s` of walk `e`).
        const auto hiddenAt = [&](const EdgeWalk& e, int s) {
            const cv::Point2f onEdge = apply(toImage, e.start + e.along * static_cast<float>(s));
            for (std::size_t other = 0; other < views.size(); ++other)
                if (over[ci][other] && insideCard(views[other], onEdge, 2.f)) return true;
            return false;
        };
        // Each edge's strip balanced to the face, made once when first asked for (the look for
        // the face's turned print asks for the opposite edge's at every run).
        std::array<cv::Mat3f, 4> balancedStrips;
        const auto balanced = [&](std::size_t edge) -> const cv::Mat3f& {
            if (balancedStrips[edge].empty()) balancedStrips[edge] = balancedStrip(strips[edge], white);
            return balancedStrips[edge];
        };
        for (int k = 0; k < 4; ++k) {
            // (The corners walk k starts and ends at.)
            constexpr std::array<std::size_t, 4> kStartCorner{0, 1, 3, 0}, kEndCorner{1, 2, 2, 3};
            const std::size_t startCorner = kStartCorner[static_cast<std::size_t>(k)], endCorner = kEndCorner[static_cast<std::size_t>(k)];
            const bool nearerEnds = clear[startCorner] || clear[endCorner];
            const EdgeWalk& e = (nearerEnds ? walksOfCardsRead : walks)[static_cast<std::size_t>(k)];
            const int skipAtStart = clear[startCorner] ? e.skip : walks[static_cast<std::size_t>(k)].skip;
            const int skipAtEnd = clear[endCorner] ? e.skip : walks[static_cast<std::size_t>(k)].skip;
            const cv::Mat& usualStrip = strips[static_cast<std::size_t>(k)];
            const cv::Mat3f strip = nearerEnds ? balancedStrip(widenedStrip(bgr, toImage, walks[static_cast<std::size_t>(k)], e, usualStrip), white)
                                               : balanced(static_cast<std::size_t>(k));
            // For each position along the edge: is the band inside it clip-coloured, and does the
            // colour carry on beyond the edge?
            std::vector<cv::Vec3f> inside(e.length), outside(e.length);
            // (looked: the band was looked at there, away from the edge's ends and not under
            // another card.)
            std::vector<char> markedAt(e.length, 0), plainAt(e.length, 0), lookedAt(e.length, 0);
            for (int s = e.first; s < e.last; ++s) {
                const int column = s - e.first;
                outside[s] = meanOfRows(strip, column, -kOutFar, -kOutNear);
                if (s < skipAtStart || s >= e.length - skipAtEnd) continue;
                if (hiddenAt(e, s)) continue;
                cv::Vec3f sum(0, 0, 0);
                int notFaceCount = 0;
                for (int d = kBandNear; d <= kBandFar; d += 2) {
                    const cv::Vec3f b = strip(kOutside + d, column);
                    sum += b;
                    if (notFaceOrTint(b, tintSaturation)) ++notFaceCount;
                }
                inside[s] = sum * (1.f / 5);
                lookedAt[s] = 1;
                // A clip crosses the edge: not face right at the edge, and the same colour beyond it.
                // (The wire of a paper clip crosses it the same way, only a few pixels wide.)
                const bool atEdge = notFaceOrTint(meanOfRows(strip, column, 1, 2), tintSaturation);
                markedAt[s] = atEdge && notFaceCount >= 4 && crossesEdge(inside[s], outside[s]);
                plainAt[s] = notFaceCount == 0;
            }
            // Runs are found on the usual positions first, as on a card not read; then, where an
            // end is looked at closer to the corner, among the marked positions no clip found
            // first holds, those that reach into that end and show as a tab (tabBesidePicture),
            // in a colour that is not the card's print (inkOf): print and shadow at a corner where
            // a hand's next card lies, whose outline was found short of it, passed for clips, and
            // so did a heart of an index that an outline cut off its card's corner crossed; a
            // black clip's run on a nine of diamonds, joined to the dark print at the corner,
            // reached nowhere.
            const int usualSkip = walks[static_cast<std::size_t>(k)].skip;
            const auto inNearerEnd = [&](int x) { return x < usualSkip || x >= e.length - usualSkip; };
            std::vector<char> taken(e.length, 0);  // positions of runs found on the usual positions
            // Is the run's colour printed again where the face, turned half a turn, puts it
            // (kTurnedAlongSlack)? Only where the opposite edge was warped and looked at (not
            // under another card).
            const auto printedTurnedToo = [&](const Found& f) {
                const std::size_t opposite = static_cast<std::size_t>((k + 2) % 4);
                const EdgeWalk& o = walks[opposite];
                const cv::Mat3f& oppositeStrip = balanced(opposite);
                const auto bandAt = [&](int position) {
                    cv::Vec3f sum(0, 0, 0);
                    for (int d = kBandNear; d <= kBandFar; d += 2) sum += oppositeStrip(kOutside + d, position - o.first);
                    return sum * (1.f / 5);
                };
                int compared = 0, alike = 0;
                for (const int x : f.columns) {
                    // Position x from the start of this edge is position length - 1 - x from the
                    // start of the opposite one (walks run the same way along opposite edges).
                    const int turned = e.length - 1 - x;
                    if (turned - kTurnedAlongSlack < o.first || turned + kTurnedAlongSlack >= o.last || hiddenAt(o, turned)) continue;
                    ++compared;
                    // (Print, not plain face: a pale clip lies within those levels of white.)
                    float nearest = std::numeric_limits<float>::max();
                    for (int t = -kTurnedAlongSlack; t <= kTurnedAlongSlack; ++t)
                        if (const cv::Vec3f band = bandAt(turned + t); notFaceOrTint(band, tintSaturation))
                            nearest = std::min(nearest, colourDistance(inside[x], band));
                    alike += nearest < kTurnedColourApart ? 1 : 0;
                }
                return compared >= kMinMarked && 2 * compared >= static_cast<int>(f.columns.size()) &&
                       alike >= kTurnedAlike * compared;
            };
            const auto findRuns = [&](const std::vector<char>& marked, const std::vector<char>& looked, const std::vector<char>& faceInBand,
                                      bool atNearerEnds) {
                // Groups of marked positions along the edge; a wire loop leaves small gaps.
                for (int s = 0; s < e.length;) {
                    if (!marked[s]) {
                        ++s;
                        continue;
                    }
                    // A run is one clip of one colour: a marked position of another colour (the
                    // table beyond a card whose outline was found a little too wide) starts a new run.
                    int end = s + 1, count = 1;
                    for (int k2 = s + 1; k2 < e.length && k2 - end <= kMaxGap && !(atNearerEnds && taken[k2]); ++k2)
                        if (marked[k2]) {
                            if (!sameColour(inside[end - 1], inside[k2])) break;
                            end = k2 + 1;
                            ++count;
                        }
                    const int run = end - s;
                    // (At an end, a run within a gap of one found first is that clip's end: a pink
                    // tab across the end's border was seen twice.)
                    const auto besideOneFound = [&] {
                        for (int k2 = std::max(0, s - kMaxGap - 1); k2 < std::min(e.length, end + kMaxGap + 1); ++k2)
                            if (taken[k2]) return true;
                        return false;
                    };
                    if (atNearerEnds && ((!inNearerEnd(s) && !inNearerEnd(end - 1)) || besideOneFound())) {
                        s = end;
                        continue;
                    }
                    if (run >= kMinRun && count >= kMinMarked && run <= kLongestRun) {
                        std::vector<cv::Vec3f> samples;
                        cv::Vec3f runOutside(0, 0, 0);
                        for (int k2 = s; k2 < end; ++k2)
                            if (marked[k2]) {
                                samples.push_back(inside[k2]);
                                runOutside += outside[k2];
                            }
                        runOutside *= 1.f / static_cast<float>(count);
                        cv::Vec3f flank(0, 0, 0);
                        int flankCount = 0;
                        std::array<int, 2> sideCount{0, 0}, sideFace{0, 0};
                        for (int k2 = std::max(e.first, s - kFlank); k2 < std::min(e.last, end + kFlank); ++k2)
                            if (k2 < s || k2 >= end) {
                                flank += outside[k2];
                                ++flankCount;
                                sideCount[k2 >= end] += looked[k2];
                                sideFace[k2 >= end] += faceInBand[k2];
                            }
                        flank *= 1.f / static_cast<float>(std::max(1, flankCount));
                        // (runCrossings: a wire loop over a court picture named and followed by its crossings.)
                        const std::vector<int> crossingColumns = runCrossings(marked, outside, s, end, count, runOutside, flank);
                        if (!crossingColumns.empty()) {
                            std::vector<cv::Vec3f> crossings;
                            for (int k2 : crossingColumns) crossings.push_back(inside[k2]);
                            const ClipColour byCrossings = nameBalancedColour(distinctHalf(crossings), white);
                            if (byCrossings != ClipColour::Unknown && byCrossings != nameBalancedColour(distinctHalf(samples), white))
                                samples = std::move(crossings);
                        }
                        const cv::Vec3f colour = distinctHalf(samples);
                        const float mid = (s + end) / 2.f;
                        Found f;
                        f.clip.colour = nameBalancedColour(colour, white);
                        f.clip.at = apply(toImage, e.start + e.along * mid + e.inward * 3.f);
                        f.clip.cardIndex = static_cast<int>(ci);
                        std::vector<int> columns;
                        for (int k2 = s; k2 < end; ++k2)
                            if (marked[k2]) columns.push_back(k2);
                        // (Plain face on a side of the run: looked at on kLeastLookedBeside positions
                        // there at least, half of them plain.)
                        const auto plainOn = [&](int side) {
                            return sideCount[side] >= kLeastLookedBeside && 2 * sideFace[side] >= sideCount[side];
                        };
                        const bool plainBeside = plainOn(0) && plainOn(1);
                        // A wire at a slant is followed a position either side only with plain face on
                        // both sides of it, on a card read as a number card or an ace: a court card's
                        // dark ink running to the edge beside its face's white, followed so, reached
                        // as far as a clip (a queen's on a pale table, seed 17, scene 22).
                        const bool noPicture = readWithoutPicture(ci);
                        f.reach = reachOntoCard(bgr, toImage, e, crossingColumns.empty() ? columns : crossingColumns, colour, white,
                                                plainBeside && noPicture ? kWireSlantSideways : 0);
                        f.run = run;
                        f.edge = k;
                        f.columns = std::move(columns);
                        f.colour = colour;
                        f.ends = {apply(toImage, e.start + e.along * static_cast<float>(s)),
                                  apply(toImage, e.start + e.along * static_cast<float>(end))};
                        // A clip sticks out: beyond the edge, along the run, is its colour, not what
                        // lies beyond the edge beside it (a picture or pip reaching the edge leaves
                        // the table beyond it unchanged). A black clip on a dark table cannot show
                        // this; it is kept when the card's plain face lies on both sides of it (a dark
                        // part of a picture reaching the edge has more picture beside it). Only where
                        // the band was looked at counts, on at least kLeastLookedBeside positions a
                        // side: a black wire just past the end of the edge left alone (kEndSkip) had
                        // plain face on both sides, but the positions in the end counted against it.
                        // Beside a picture, plain face on one side of it, and the tab's straight inner
                        // edge with face past it (a strip of table inside an outline found a little
                        // wide, narrowing along the edge, has neither face beside it nor a straight end).
                        const bool tabBesidePicture =
                            (plainOn(0) || plainOn(1)) && tabWithStraightInnerEdge(bgr, toImage, e, f.columns, colour, white, noPicture);
                        const bool sticksOut = colourDistance(runOutside, flank) >= kMinStickOut ||
                                               (f.clip.colour == ClipColour::Black && (plainBeside || tabBesidePicture));
                        if (sticksOut && f.reach >= kMinReach && (!atNearerEnds || (tabBesidePicture && !inkOf(ci, f.clip.colour))) &&
                            !printedTurnedToo(f)) {
                            found.push_back(f);
                            if (!atNearerEnds) std::fill(taken.begin() + s, taken.begin() + end, 1);
                        }
                    }
                    s = end;
                }
            };
            if (!nearerEnds) {
                findRuns(markedAt, lookedAt, plainAt, false);
            } else {
                std::vector<char> usualMarked = markedAt, usualLooked = lookedAt, usualPlain = plainAt;
                for (int x = 0; x < e.length; ++x)
                    if (inNearerEnd(x)) usualMarked[x] = usualLooked[x] = usualPlain[x] = 0;
                findRuns(usualMarked, usualLooked, usualPlain, false);
                std::vector<char> rest = markedAt;
                for (int x = 0; x < e.length; ++x)
                    if (taken[x]) rest[x] = 0;
                findRuns(rest, lookedAt, plainAt, true);
            }
        }
    }
    // A clip where two cards meet is seen from both: from the card it holds, whose edge it
    // straddles, and from the card beneath, whose outline as found ends at that edge. It reaches
    // farther onto the card it holds than beyond that card's edge, so the sighting that sees it
    // reach farther onto its card is kept. The two sightings lie apart by the shadow between the
    // cards, a good share of a narrow strip's width; two clips lie at least a tab's length apart
    // (kSameClip, of the wider card's short side).
    std::vector<SeenClip> clips;
    std::sort(found.begin(), found.end(),
              [](const Found& a, const Found& b) { return a.reach != b.reach ? a.reach > b.reach : a.run > b.run; });
    // A card in a hand whose outline is the strip that shows ends where the card lying on it
    // begins (beyond that card's shadow); what is printed on the strip just there (pips, an
    // index) crosses that outline as a clip would, with the top card's outline and shadow dark
    // beyond it. A clip there straddles the top card's edge: the top card sees it too, or at least
    // its colour carries on onto the top card's face. A run along another card's edge with
    // neither is print, not a clip.
    const auto sameClip = [&](const Found& a, const Found& b) {
        const double side = std::max(shortSide(cards[static_cast<std::size_t>(a.clip.cardIndex)].corners),
                                     shortSide(cards[static_cast<std::size_t>(b.clip.cardIndex)].corners));
        return cv::norm(a.clip.at - b.clip.at) < kSameClip * side;
    };
    const auto alongAnotherEdge = [&](const Found& f, std::size_t other) {
        const double near = kJunction * longSide(cards[other].corners);
        return std::all_of(f.ends.begin(), f.ends.end(), [&](cv::Point2f p) {
            return std::abs(cv::pointPolygonTest(outlines[other], p, true)) < near;
        });
    };
    // Does the run's colour carry on onto the other card's face, past the shadow (or the gap)
    // between them? Walked outwards from the run's edge, the band just inside the other card's
    // edge. (Its printed outline there is grey, not a pip's colour.) Where the run's edge itself
    // lies past that band, on the other card's face (its card lies on the other, a little way
    // in), the band is as far again past the run's edge: nothing was looked at there, and wire
    // loops on two queens in hands (a gnome-berlin queen of spades lying on another queen, her
    // loop's colour plain on that queen's face) were lost as print. Not so on a number card or an
    // ace whose ink the run's colour may be (inkOf, above): there its pips and index show it (a
    // strip outlined across a seven of hearts' index, its heart crossing the strip's edge).
    const auto showsOnOther = [&](const Found& f, std::size_t other) {
        const EdgeWalk& e = walks[static_cast<std::size_t>(f.edge)];
        const cv::Matx33d& toImage = views[static_cast<std::size_t>(f.clip.cardIndex)].toImage;
        std::size_t showing = 0;
        for (int s : f.columns) {
            int looked = 0, carried = 0;
            const float edgeDepth = depthInside(views[other], pointAtDepth(toImage, e, s, 0));
            const float past = edgeDepth > kOtherBandFar ? edgeDepth : 0.f;
            if (past > 0 && inkOf(other, f.clip.colour)) continue;
            for (int d = 1; d <= kOtherCardSearch; ++d) {
                const cv::Point2f p = pointAtDepth(toImage, e, s, -d);
                const float depth = depthInside(views[other], p) - past;
                if (depth < kOtherBandNear) continue;
                if (depth > kOtherBandFar) break;
                ++looked;
                if (carriesOn(f.colour, balancedAt(bgr, p, whites[static_cast<std::size_t>(f.clip.cardIndex)]))) ++carried;
            }
            if (looked > 0 && carried > 0) ++showing;
        }
        return 2 * showing >= f.columns.size();
    };
    const auto seenFrom = [&](const Found& f, std::size_t other) {
        return std::any_of(found.begin(), found.end(), [&](const Found& g) {
            return g.clip.cardIndex == static_cast<int>(other) && sameClip(f, g);
        });
    };
    // A number card prints only its pips and its index, in its suit's ink: on one read as such, a
    // run of another colour is no print of its own. (A black run may be the top card's outline and
    // shadow; a red one's blur can be named pink or orange.) A tab clipped on a hand's strip just
    // where the next card begins was lost as print. It may still be the print of the card it runs
    // along, where that card is read as a number card or an ace whose ink the colour may be
    // (anyDecksInkOf) and the run is shorter than a tab's (below): a two of spades' side along an
    // ace of hearts and a three of spades' along a three of hearts each had a red clip of the
    // heart's print. Tabs there run as long as a tab and stay clips (a red one on a five of clubs
    // beside a five of hearts, a pink one on a ten of spades beside a two of diamonds).
    const auto notItsPrint = [&](const Found& f) {
        const auto card = static_cast<std::size_t>(f.clip.cardIndex);
        if (!readWithoutPicture(card) || cards[card].card->rank == kAce) return false;
        const ClipColour c = f.clip.colour;
        return c != ClipColour::Unknown && c != ClipColour::Black && !inkOf(card, c);
    };
    // A clip seen from both cards where they meet is clipped on the card on top: on the card
    // beneath, the top card would hide the part past its edge. Its sighting from the card beneath
    // gives way to the top card's, whichever reaches farther (a tab sticks out beyond its card's
    // edge as far as it reaches onto it, and over the card beneath it lies on the face, so that
    // card can see it reach farther). The card beneath, as found, is the strip that shows: its
    // index corner shows, so it meets the top card at a side away from that corner (the corners
    // run from the one read, so the sides beside it are the top and left walks); where the top
    // card's side there lies beside its own index, it is the top card, whether or not the other
    // card was read (an unread outline's corners say nothing of its index; kept before the top
    // card's sighting for running a pixel longer, it took an orange tab clipped on a
    // gnome-atlasnye king of hearts in a hand). Where neither does (the top card turned the other
    // way), the strip is shorter across than the top card.
    const auto sideLength = [&](std::size_t card, int side) {
        const Quad& q = cards[card].corners;
        return cv::norm(q[static_cast<std::size_t>(side % 4)] - q[static_cast<std::size_t>((side + 1) % 4)]);
    };
    // (Walk k, the top, right, bottom or left, lies along the quad's side between corners k and
    // k + 1.)
    const auto along = [&](const Found& f) {
        const auto card = static_cast<std::size_t>(f.clip.cardIndex);
        return (sideLength(card, f.edge) + sideLength(card, f.edge + 2)) / 2;
    };
    const auto across = [&](const Found& f) {
        const auto card = static_cast<std::size_t>(f.clip.cardIndex);
        return (sideLength(card, f.edge + 1) + sideLength(card, f.edge + 3)) / 2;
    };
    const auto read = [&](const Found& f) { return cards[static_cast<std::size_t>(f.clip.cardIndex)].card.has_value(); };
    // (The walks beside a card's index corner as read, corner 0, are its top and left.)
    const auto indexSide = [](int walk) { return walk == 0 || walk == 3; };
    const auto besideItsIndex = [&](const Found& f) { return read(f) && indexSide(f.edge); };
    // Which edge of card `other` (its walk: top, right, bottom, left) the run's ends lie nearest,
    // in that card's canonical frame (as depthInside measures).
    const auto sideAlong = [&](const Found& f, std::size_t other) {
        std::array<float, 4> apart{};
        for (const cv::Point2f p : f.ends) {
            const cv::Point2f c = apply(views[other].fromImage, p);
            apart[0] += std::abs(c.y);
            apart[1] += std::abs(kCanonicalWidth - c.x);
            apart[2] += std::abs(kCanonicalHeight - c.y);
            apart[3] += std::abs(c.x);
        }
        return static_cast<int>(std::min_element(apart.begin(), apart.end()) - apart.begin());
    };
    const auto underTheOther = [&](const Found& f) {
        if (besideItsIndex(f)) return false;
        return std::any_of(found.begin(), found.end(), [&](const Found& g) {
            const auto other = static_cast<std::size_t>(g.clip.cardIndex);
            if (g.clip.cardIndex == f.clip.cardIndex || !sameClip(f, g) || !alongAnotherEdge(f, other)) return false;
            if (besideItsIndex(g)) return true;
            return std::abs(along(f) - along(g)) <= kSameAlong * along(g) && across(f) < kCoveredAcross * across(g);
        });
    };
    std::vector<const Found*> order, givingWay;
    for (const Found& f : found) (underTheOther(f) ? givingWay : order).push_back(&f);
    order.insert(order.end(), givingWay.begin(), givingWay.end());
    std::vector<Found> kept;
    for (const Found* sighting : order) {
        const Found& f = *sighting;
        bool printAtJunction = false;
        const bool mayBeItsPrint = !notItsPrint(f);
        for (std::size_t other = 0; other < views.size() && !printAtJunction; ++other)
            printAtJunction = static_cast<int>(other) != f.clip.cardIndex &&
                              (mayBeItsPrint || (f.run < kShortestTabRun && anyDecksInkOf(other, f.clip.colour))) &&
                              alongAnotherEdge(f, other) && !seenFrom(f, other) && !showsOnOther(f, other);
        if (printAtJunction) continue;
        if (std::any_of(kept.begin(), kept.end(), [&](const Found& k) { return sameClip(f, k); })) continue;
        kept.push_back(f);
        if (besideItsIndex(f)) continue;
        // A clip where two cards meet, seen only from the card beneath, its colour carrying on
        // onto the top card's face: where it lies along the side of a court card beside that
        // card's index, the court card is on top by the rule above, its picture under the clip
        // hid it from that card's own look, and there only the top card has an edge to clip on
        // (pink clips on a gnome-orell and a kde-gm-paris king in hands were each given to the
        // card beneath). Its colour must show on the court card: a wire on a card's own edge a
        // little past the corner of a jack lying on it, seen from that card only for its colour,
        // not its print, was given to the jack without that. Not a number card,
        // whose plain margin shows a clip on its edge to its own look: the side rule is not sure
        // enough to overrule that (a gnome-bellot eight of clubs' green wire, seen from the eight
        // alone, lay along the side of the six of spades beneath it that the rule takes for the
        // six's side beside its index, and would have gone to the six).
        for (std::size_t other = 0; other < cards.size(); ++other) {
            if (static_cast<int>(other) == f.clip.cardIndex || !cards[other].card || !isFaceRank(cards[other].card->rank) ||
                !alongAnotherEdge(f, other) || seenFrom(f, other) || !showsOnOther(f, other))
                continue;
            if (indexSide(sideAlong(f, other))) {
                kept.back().clip.cardIndex = static_cast<int>(other);
                break;
            }
        }
    }
    for (const Found& k : kept) clips.push_back(k.clip);
    std::sort(clips.begin(), clips.end(), [](const SeenClip& a, const SeenClip& b) {
        return a.cardIndex != b.cardIndex ? a.cardIndex < b.cardIndex : (a.at.x != b.at.x ? a.at.x < b.at.x : a.at.y < b.at.y);
    });
    return clips;
}

}  // namespace encarde::vision
