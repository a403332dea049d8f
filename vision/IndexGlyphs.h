#pragma once
// The corner index of a card face: the rank glyph ("10", "Q", "A"...) above the suit glyph.
// Works on the canonical upright card (CardGeometry) and turns each glyph into a small feature
// vector that the glyph model compares with glyphs learned from many deck designs.

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace encarde::vision {

// Decks print the index in the top-left corner (and, turned, bottom-right); a few print it top-right.
enum class IndexCorner { TopLeft, TopRight };

inline constexpr int kGlyphWidth = 12, kGlyphHeight = 16;
// Gradient-orientation histograms over a 4x4 grid of cells, 8 directions: stroke direction
// generalises across typefaces better than ink position alone.
inline constexpr int kGlyphCells = 4, kGlyphBins = 8;
inline constexpr int kGlyphPixelFeatures = kGlyphWidth * kGlyphHeight;
inline constexpr int kGlyphGradientFeatures = kGlyphCells * kGlyphCells * kGlyphBins;
inline constexpr int kGlyphFeatureSize = kGlyphPixelFeatures + kGlyphGradientFeatures + 2;  // + aspect, redness

struct IndexGlyphs {
    bool found = false;       // both a rank and a suit glyph were isolated
    bool separatedFromLines = false;  // only a later look (IndexLook) isolated them
    // A mark ran out of the index region on its inner side where a suit sign would lie, beside
    // the rank or under it (a big suit sign pushed across the edge, or a picture's): the
    // wide-sign look may isolate it.
    bool markCutAtRegionEdge = false;
    cv::Rect rankBox, suitBox;  // in canonical card pixels
    std::vector<float> rankFeature, suitFeature;
    // When the rank was joined from several marks on one line ("10", or a letter and a big suit
    // sign beside it): the mark nearest the card's edge alone. Empty otherwise.
    std::vector<float> rankAloneFeature;
    // And the other mark of such a line (a big suit sign beside the letter), as a suit glyph.
    std::vector<float> besideFeature;
};

// How much of the corner region is blank card face (0..1): faces are mostly white there,
// card backs and other objects are not.
double cornerWhiteness(const cv::Mat& canonicalBgr, IndexCorner corner);

// The share of the face (its edges left out, where the table may show) printed in ink clearly
// darker than the face's own white (0..1): an index, pips or a picture; nearly 0 for a blank patch.
double printedShare(const cv::Mat& canonicalBgr);

// A glyph feature's mean ink over its darkest pixel's (0..1, from its 12x16 pixels): about 0.4-0.7
// for a suit sign or a rank; near 1 for a blob that fills its box, which neither does.
double glyphFill(const std::vector<float>& feature);

// How the glyphs are cut out. Plain: ink components as they are. SeparatedFromLines, a second
// look when the first isolates nothing: straight runs longer than any glyph stroke (a frame line,
// the table beyond an edge the outline missed) are cleared first, so glyphs touching them part.
// DarkerInk, the third: that, with only the darkest ink, so glyphs blurred into each other or
// into a pip part too. LighterInk, the last: lines cleared, with lighter ink taken too, so a
// thin outlined letter that blur has greyed (gnome-bellot's courts) is a glyph again.
// WideSign, taken before those where a plain look saw a mark run out of the index region
// (markCutAtRegionEdge): plain ink, with marks that start in the region allowed to run on past
// it (a big suit sign that a card outlined short of its covered side pushes across it).
// LighterInkFaceWhite, after LighterInk on a face that shows a picture: the same, with the face's
// white taken where the brightest tenth of the region begins (a picture filling the region pulls
// the brightest quarter down into its light colours, and a thin letter then falls apart), and a
// thin letter run into the sign under it parted from it (gnome-bellot's jacks of hearts).
enum class IndexLook { Plain, WideSign, SeparatedFromLines, DarkerInk, LighterInk, LighterInkFaceWhite };

IndexGlyphs extractIndexGlyphs(const cv::Mat& canonicalBgr, IndexCorner corner, IndexLook look = IndexLook::Plain);
// One index corner of a face as every look at it starts: the darkest channel of its region (and
// of the wider reach IndexLook::WideSign takes), the face's white there and the inkness picture
// most looks cut glyphs from. The reader looks at a corner up to six ways; each of these is worked
// out once, when a look first needs it. (It shares the face's pixels, as a cv::Mat header does.)
class IndexCornerPicture {
public:
    IndexCornerPicture(const cv::Mat& canonicalBgr, IndexCorner corner) : face_(canonicalBgr), corner_(corner) {}
    const cv::Mat& face() const { return face_; }
    IndexCorner corner() const { return corner_; }
    const cv::Mat& darkest();      // over the index region
    const cv::Mat& darkestWide();  // over IndexLook::WideSign's wider region
    int white();                   // whiteLevel of darkest()
    const cv::Mat& inkness();      // darkest() against white()

private:
    cv::Mat face_;
    IndexCorner corner_;
    cv::Mat darkest_, darkestWide_, inkness_;
    int white_ = -1;
};
IndexGlyphs extractIndexGlyphs(IndexCornerPicture& picture, IndexLook look);
// The plain look, then SeparatedFromLines and DarkerInk in turn while none has isolated the
// glyphs. (LighterInk is the scanner's last resort on a face that shows a picture; it is not
// taken here.)
IndexGlyphs isolateIndexGlyphs(const cv::Mat& canonicalBgr, IndexCorner corner);

// A face sharpened for a second look (the scanner's, and FacePips::clubShapedSharpened): the
// face less kSharpenAmount times its blur, a Gaussian of kSharpenSigma canonical pixels out to 3
// sigmas each way (kSharpenKernelSize).
inline constexpr double kSharpenAmount = 2.0, kSharpenSigma = 2.0;
inline constexpr int kSharpenKernelSize = 13;
cv::Mat sharpened(const cv::Mat& face);

// The pips of a face, found once: counted (a number card's rank) and cut out as suit glyphs.
class FacePips {
public:
    explicit FacePips(const cv::Mat& canonicalBgr);
    // How many pips of one size the face shows (its rank, 2-10), or 0 when it does not look like
    // rows of equal pips (a picture card, an ace, or pips touching each other).
    int count() const { return static_cast<int>(counted_.size()); }
    // The counted pips' boxes, in canonical card pixels.
    std::vector<cv::Rect> countedBoxes() const;
    // Suit-glyph features of the counted pips whose centres lie above this fraction of the
    // card's height (those are printed upright), largest first, at most `limit`.
    std::vector<std::vector<float>> countedFeatures(double aboveFraction, int limit) const;
    // Suit-glyph features of the largest pip-shaped marks, counted or not (extractPipFeatures);
    // only those whose centres lie above `aboveFraction` of the card's height, if given.
    std::vector<std::vector<float>> largestFeatures(int limit, double aboveFraction = 1.0) const;
    // Whether the pip-shaped marks hold rows of pips: the two largest alike (the smaller with
    // kAlikePipArea of the larger's ink), or three alike among the rest (a large suit sign beside
    // them). One pip with two small ornaments beside it holds none.
    bool rowsOfPips() const;
    // Of the same marks (at most `limit`, those above `aboveFraction`), how many are shaped like
    // a club, blurred or not: a narrow round top lobe, then the side lobes suddenly wider (a
    // spade widens steadily from its point).
    int clubShaped(int limit, double aboveFraction) const { return clubShapedAmong(limit, aboveFraction, false); }
    // The same, each mark as it is once sharpened (kSharpenAmount), where blur had filled the
    // notches between a club's lobes.
    int clubShapedSharpened(int limit, double aboveFraction) const { return clubShapedAmong(limit, aboveFraction, true); }

    // The one big mark in the middle of the face (an ace's pip: centred, up to 0.6 of the face's
    // width and 0.45 of its height): whether it is shaped like a club (as clubShaped), and its
    // suit-glyph feature (empty when there is none).
    bool middleMarkClubShaped() const { return middle_ > 0 && clubShapedMark(middle_); }
    std::vector<float> middleMarkFeature() const;
    // Whether that mark is alone on the face (an ace's): no other mark outside the index corners
    // holds a quarter of its ink, wherever it lies (a number card's pips at its ends reach the
    // edges of the region pips are looked for in).
    bool onlyTheMiddleMark() const { return middle_ > 0 && middleAlone_; }

private:
    std::vector<float> featureOf(int label) const;
    int clubShapedAmong(int limit, double aboveFraction, bool markSharpened) const;
    bool clubShapedMark(int label) const;
    bool clubShapedSharpenedMark(int label) const;
    static bool clubShapedWidths(const std::vector<int>& width);  // the mark's width, row by row from its top
    int middle_ = 0;  // component label, 0 for none
    bool middleAlone_ = false;
    cv::Mat canonical_;
    cv::Rect region_;
    cv::Mat regionBgr_, darkest_, labels_;
    int white_ = 0;
    std::vector<cv::Rect> boxes_;     // by component label, in region pixels
    std::vector<int> counted_, largest_;  // component labels
    std::vector<int> largestAreas_;       // the ink of each of largest_, in pixels
};

// The big suit pips in the middle of a number card (2-10), as suit-glyph features: a second,
// larger and clearer look at the suit than the small index. At most `limit`, largest first.
std::vector<std::vector<float>> extractPipFeatures(const cv::Mat& canonicalBgr, int limit = 3);

// A picture card's middle is drawn in several strong colours; a card back's pattern in one ink
// (with white). True when much of the middle is coloured and a noticeable part of it lies well
// away from the dominant hue.
bool looksLikePicture(const cv::Mat& canonicalBgr);

// How many pips of one size a number card shows (its rank, 2-10), or 0 when the face does not
// look like rows of equal pips (a picture card, an ace, or pips touching each other).
int countPips(const cv::Mat& canonicalBgr);

// Steps of the glyph reader, declared here for their tests.

// The grid of a glyph (floats, rows one after another) whose gradient directions make the
// feature's histograms: kGlyphCells cells of 4 x 5 pixels each way.
inline constexpr int kGradientGridWidth = 4 * kGlyphCells, kGradientGridHeight = 5 * kGlyphCells;
using GradientGrid = std::array<float, kGradientGridWidth * kGradientGridHeight>;
// Its gradients across and down, as cv::Sobel(grid, CV_32F, 1, 0, 3) and (0, 1, 3) give them on
// a grid of this size, to the bit: the border reflected about the edge pixel, and the sums added
// in OpenCV's order. (OpenCV's filter engine cost more than a hundred times the arithmetic.)
void gridGradients(const GradientGrid& grid, GradientGrid& across, GradientGrid& down);

// The face's white level in a darkest-channel picture (8-bit): the highest level that a quarter
// of its pixels reach (1/brightestPart of them), so glyphs and pictures do not pull it down.
int whiteLevel(const cv::Mat& gray8, int brightestPart = 4);

// An ink mark: its box and how many pixels it covers.
struct InkComponent {
    cv::Rect box;
    int area = 0;
};
// The 8-connected components of a binary picture (8-bit): `labels` numbers them as
// cv::connectedComponents does (0 the background), and the result holds each one's box and area
// (element 0 empty). Found from the picture's runs of ink, not pixel by pixel as OpenCV does.
std::vector<InkComponent> labelComponents(const cv::Mat& binary, cv::Mat& labels);

// Clears ink (an 8-bit picture) in straight runs longer than any glyph stroke, `longestRow`
// pixels along a row or `longestColumn` down a column: a deck's frame line, or the table beyond a
// card edge the outline missed by a few pixels. A glyph touching such a line is then its own
// component again (notched where the line crossed it, which the features tolerate).
void clearLongRuns(cv::Mat& ink, int longestRow, int longestColumn);

}  // namespace encarde::vision
