#include "IndexGlyphs.h"

#include "AreaResize.h"
#include "CardGeometry.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <numeric>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>

namespace encarde::vision {

namespace {
// The index lives in this part of the card (fractions of the canonical card).
constexpr double kRegionWidth = 0.34, kRegionHeight = 0.50;
// The wide-sign look's: a glyph starts inside that region but may run on to this share of the
// card's width (gnome-tango's big suit sign under the rank, 0.21 of it wide, reaches past 0.34
// when the outline of a covered card in a hand ends at three quarters of its width and the warp
// stretches it across). Marks that run on further are pictures and frames.
constexpr double kWideSignReach = 0.40;
// Ink touching the card's own edge within this many pixels is the outline, not a glyph.
constexpr int kEdgeMargin = 4;
// A card back printed in one ink: its coloured pixels fit in a band of hues this wide (of 180).
constexpr int kMaxInkHueWidth = 16;
// Longest straight run of ink a glyph stroke makes (fractions of the canonical card's width and
// height): the "10"'s width across, a glyph's height down. Longer runs are lines, not glyphs.
constexpr double kLongestGlyphRow = 0.19, kLongestGlyphColumn = 0.17;
// A club seen row by row from its top: between kClubJumpFrom and kClubJumpTo of its height, a row
// of the top lobe (no wider than kClubLobeWidth of the widest row) is followed two rows down by
// one wider by kClubShoulderJump of the widest row (the side lobes begin). Blur fills the neck
// between the lobes but not that jump; a spade widens steadily from its point (by about a tenth
// of its width every two rows). The lobe's own top row is at most kClubLobeTop of its width.
constexpr double kClubJumpFrom = 0.15, kClubJumpTo = 0.55, kClubLobeWidth = 0.6, kClubShoulderJump = 0.24;
constexpr double kClubLobeTop = 0.5;
// An ace's one big pip: centred within this share of the face's size of its middle, at least
// this narrow share and at most this wide and this tall (shares of the face's width and height).
constexpr double kMiddleMarkOff = 0.12, kMiddleMarkNarrowest = 0.1, kMiddleMarkWidest = 0.6, kMiddleMarkTallest = 0.45;
// Ink is darker than this share of the face's white; the darker level is the third look's.
constexpr double kInkLevel = 0.62, kDarkerInkLevel = 0.42;
// The last look's: a thin stroke blurred to a light grey is still this much darker than the face.
constexpr double kLighterInkLevel = 0.8;
// A mark in that look too tall for a glyph is a letter run into the sign under it where a stroke
// (rows at most kNeckShare as wide as its widest) stands on a sign (a row kSignRowShare as wide).
constexpr double kNeckShare = 0.35, kSignRowShare = 0.6;
// No glyph is taller than this share of the card's height.
constexpr double kMaxGlyphHeight = 0.20;
// IndexLook::LighterInkFaceWhite's white: where the brightest 1/kLighterWhitePart of the region
// begins.
constexpr int kLighterWhitePart = 10;
// That look is taken only where its white lies at least this far above the lighter look's.
constexpr int kMinFaceWhiteGain = 10;
// The suit glyph under the rank is at least this share of the rank's height (smaller marks are
// specks); under a court card's letter alone, this share of the letter's.
constexpr double kMinSuitHeightShare = 0.28, kMinSuitUnderLetterShare = 0.25;
// A rank's tail (a "Q"'s flat stroke across its foot): a mark no taller than kMaxTailHeight of its
// width, at least kMinTailWidth of the rank's width, kMinTailOverlap of it under the rank, and at
// most kMaxTailGap of the rank's height below it.
constexpr double kMaxTailHeight = 0.45, kMinTailWidth = 0.5, kMinTailOverlap = 0.6, kMaxTailGap = 0.1;

cv::Rect regionRect(IndexCorner corner, double width = kRegionWidth) {
    const int w = static_cast<int>(kCanonicalWidth * width);
    const int h = static_cast<int>(kCanonicalHeight * kRegionHeight);
    return corner == IndexCorner::TopLeft ? cv::Rect(0, 0, w, h) : cv::Rect(kCanonicalWidth - w, 0, w, h);
}
}  // namespace

// A card face is mostly a few shades of white, so neighbouring pixels keep landing in the same
// bin and a single histogram's counts wait on each other; four histograms filled in turn and
// added afterwards count the same.
int whiteLevel(const cv::Mat& gray8, int brightestPart) {
    constexpr int kHistograms = 4;
    int hist[kHistograms][256] = {};
    for (int y = 0; y < gray8.rows; ++y) {
        const uchar* row = gray8.ptr<uchar>(y);
        int x = 0;
        for (; x + kHistograms <= gray8.cols; x += kHistograms)
            for (int k = 0; k < kHistograms; ++k) ++hist[k][row[x + k]];
        for (; x < gray8.cols; ++x) ++hist[0][row[x]];
    }
    const int total = gray8.rows * gray8.cols;
    int seen = 0;
    for (int v = 255; v >= 0; --v) {
        for (int k = 0; k < kHistograms; ++k) seen += hist[k][v];
        if (seen >= total / brightestPart) return v;
    }
    return 0;
}

namespace {
// Rows of an ink picture are long stretches of blank and of ink: both are stepped over eight
// pixels at a time. Where the blank starting at `x` ends (at most `cols`):
int blankEnd(const uchar* row, int x, int cols) {
    for (std::uint64_t eight; x + 8 <= cols && (std::memcpy(&eight, row + x, 8), eight == 0);) x += 8;
    while (x < cols && !row[x]) ++x;
    return x;
}
// And where the ink starting at `x` ends (the word test is nonzero exactly when one of the eight
// bytes is zero).
int inkEnd(const uchar* row, int x, int cols) {
    constexpr std::uint64_t kOnes = 0x0101010101010101, kHighBits = 0x8080808080808080;
    for (std::uint64_t eight; x + 8 <= cols && (std::memcpy(&eight, row + x, 8), ((eight - kOnes) & ~eight & kHighBits) == 0);) x += 8;
    while (x < cols && row[x]) ++x;
    return x;
}
}  // namespace

// Each run of ink along a row belongs to one component (its pixels touch), so components are
// found a run at a time: a run joins every run of the row above that it touches, corners
// included (8-connectivity), in a union-find over runs. A picture of glyphs has a few hundred
// runs and thousands of pixels, and OpenCV's labelling, per pixel and through its parallel
// framework, cost several times this on pictures this small.
std::vector<InkComponent> labelComponents(const cv::Mat& binary, cv::Mat& labels) {
    struct Run {
        int y, start, end;  // [start, end) along row y
        int parent;         // a run of the same component, itself at the root
    };
    std::vector<Run> runs;
    runs.reserve(256);
    const auto root = [&runs](int i) {
        while (runs[static_cast<std::size_t>(i)].parent != i) {
            Run& r = runs[static_cast<std::size_t>(i)];
            r.parent = runs[static_cast<std::size_t>(r.parent)].parent;  // halve the path
            i = r.parent;
        }
        return i;
    };
    std::size_t above = 0, aboveEnd = 0;  // the runs of the row above
    for (int y = 0; y < binary.rows; ++y) {
        const uchar* ink = binary.ptr<uchar>(y);
        const std::size_t rowBegin = runs.size();
        std::size_t touching = above;
        for (int x = blankEnd(ink, 0, binary.cols); x < binary.cols; x = blankEnd(ink, x, binary.cols)) {
            const int start = x;
            x = inkEnd(ink, x, binary.cols);
            const int self = static_cast<int>(runs.size());
            runs.push_back({y, start, x, self});
            // A run above touches this one when it reaches from start - 1 to x (corners touch).
            while (touching < aboveEnd && runs[touching].end < start) ++touching;
            for (std::size_t q = touching; q < aboveEnd && runs[q].start <= x; ++q) {
                const int a = root(self), b = root(static_cast<int>(q));
                if (a != b) runs[static_cast<std::size_t>(std::max(a, b))].parent = std::min(a, b);
            }
        }
        above = rowBegin;
        aboveEnd = runs.size();
    }
    // Numbered as cv::connectedComponents numbers them (callers' ties fall by label): in the
    // order of each component's first 2x2 block, blocks taken a pair of rows at a time.
    struct Component {
        int firstBlock = std::numeric_limits<int>::max();
        int label = 0;
    };
    std::vector<Component> byRoot(runs.size());
    const int blocksPerRow = (binary.cols + 1) / 2;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Run& r = runs[i];
        const int block = (r.y / 2) * blocksPerRow + r.start / 2;
        int& first = byRoot[static_cast<std::size_t>(root(static_cast<int>(i)))].firstBlock;
        first = std::min(first, block);
    }
    std::vector<std::pair<int, int>> order;  // (first block, root)
    for (std::size_t i = 0; i < runs.size(); ++i)
        if (runs[i].parent == static_cast<int>(i)) order.emplace_back(byRoot[i].firstBlock, static_cast<int>(i));
    std::sort(order.begin(), order.end());
    for (std::size_t k = 0; k < order.size(); ++k) byRoot[static_cast<std::size_t>(order[k].second)].label = static_cast<int>(k) + 1;

    labels.create(binary.size(), CV_32S);
    for (int y = 0; y < labels.rows; ++y) std::memset(labels.ptr<int>(y), 0, sizeof(int) * static_cast<std::size_t>(labels.cols));
    struct Extent {
        int left = std::numeric_limits<int>::max(), top = 0, right = -1, bottom = 0, area = 0;
    };
    std::vector<Extent> extents(order.size() + 1);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Run& r = runs[i];
        const int label = byRoot[static_cast<std::size_t>(root(static_cast<int>(i)))].label;
        std::fill(labels.ptr<int>(r.y) + r.start, labels.ptr<int>(r.y) + r.end, label);
        Extent& e = extents[static_cast<std::size_t>(label)];
        if (e.area == 0) e.top = r.y;  // runs are in row order
        e.left = std::min(e.left, r.start);
        e.right = std::max(e.right, r.end - 1);
        e.bottom = r.y;
        e.area += r.end - r.start;
    }
    std::vector<InkComponent> components(extents.size());
    for (std::size_t i = 1; i < extents.size(); ++i) {
        const Extent& e = extents[i];
        components[i] = {cv::Rect(e.left, e.top, e.right - e.left + 1, e.bottom - e.top + 1), e.area};
    }
    return components;
}

// Sobel's 3x3 kernels are separable: [-1 0 1] across and [1 2 1] down for the gradient across,
// the other way round for the one down. Each row is filtered first, then the columns of the
// filtered rows, with rows and columns past the edge reflected about it (OpenCV's default
// border: -1 is 1, n is n - 2). Where OpenCV adds three terms, it adds the outer two first.
void gridGradients(const GradientGrid& grid, GradientGrid& across, GradientGrid& down) {
    constexpr int w = kGradientGridWidth, h = kGradientGridHeight;
    const auto reflected = [](int i, int n) { return i < 0 ? -i : i >= n ? 2 * n - 2 - i : i; };
    GradientGrid differences, smoothed;  // the rows filtered with [-1 0 1] and with [1 2 1]
    for (int y = 0; y < h; ++y) {
        const float* row = grid.data() + y * w;
        for (int x = 0; x < w; ++x) {
            const float left = row[reflected(x - 1, w)], right = row[reflected(x + 1, w)];
            differences[static_cast<std::size_t>(y * w + x)] = right - left;
            smoothed[static_cast<std::size_t>(y * w + x)] = row[x] * 2 + (left + right);
        }
    }
    for (int y = 0; y < h; ++y) {
        const int above = reflected(y - 1, h) * w, here = y * w, below = reflected(y + 1, h) * w;
        for (int x = 0; x < w; ++x) {
            const auto at = [x](int rowStart) { return static_cast<std::size_t>(rowStart + x); };
            across[at(here)] = differences[at(here)] * 2 + (differences[at(above)] + differences[at(below)]);
            down[at(here)] = smoothed[at(below)] - smoothed[at(above)];
        }
    }
}

namespace {
struct Blob {
    cv::Rect box;
    std::vector<int> labels;
};

bool verticallyOverlapping(const cv::Rect& a, const cv::Rect& b, double fraction) {
    const int overlap = std::min(a.br().y, b.br().y) - std::max(a.y, b.y);
    return overlap >= fraction * std::min(a.height, b.height);
}

int horizontalGap(const cv::Rect& a, const cv::Rect& b) {
    return std::max(a.x, b.x) - std::min(a.br().x, b.br().x);
}

// How inky each pixel of a darkest-channel picture is, as floats: 0 at the face's white, 1 at
// 0.45 of it and darker.
cv::Mat inknessPicture(const cv::Mat& darkest, int white) {
    cv::Mat inkness;
    darkest.convertTo(inkness, CV_32F, -1.0 / (0.55 * white), 1.0 / 0.55);
    cv::min(cv::max(inkness, 0.0), 1.0, inkness);
    return inkness;
}

// The feature of `blob` from `crop`, the inkness picture within its box (a picture of its own,
// which this changes).
std::vector<float> glyphFeatureOfCrop(cv::Mat& crop, const cv::Mat& labels, const Blob& blob, const cv::Mat& regionBgr, int white,
                                      bool withColour) {
    const cv::Mat lab = labels(blob.box);
    double red = 0;
    int redCount = 0;
    for (int y = 0; y < crop.rows; ++y) {
        float* c = crop.ptr<float>(y);
        const int* l = lab.ptr<int>(y);
        for (int x = 0; x < crop.cols; ++x) {
            const bool mine = std::find(blob.labels.begin(), blob.labels.end(), l[x]) != blob.labels.end();
            if (!mine) {
                c[x] = 0;
            } else if (withColour) {
                const cv::Vec3b p = regionBgr.at<cv::Vec3b>(blob.box.y + y, blob.box.x + x);
                red += (p[2] - std::max(p[0], p[1])) / static_cast<double>(std::max(white, 1));
                ++redCount;
            }
        }
    }
    cv::Mat small(kGlyphHeight, kGlyphWidth, CV_32F);
    resizeAreaFloat(crop, small);
    std::vector<float> f(kGlyphFeatureSize, 0.f);
    double norm = cv::norm(small);
    if (norm < 1e-6) norm = 1;
    constexpr double kPixelWeight = 0.75, kGradientWeight = 0.65;
    for (int i = 0; i < kGlyphPixelFeatures; ++i) f[i] = static_cast<float>(kPixelWeight * small.at<float>(i) / norm);

    constexpr int cellW = kGradientGridWidth / kGlyphCells, cellH = kGradientGridHeight / kGlyphCells;
    GradientGrid grid, gx, gy;
    cv::Mat gridPixels(kGradientGridHeight, kGradientGridWidth, CV_32F, grid.data());
    resizeAreaFloat(crop, gridPixels);
    CV_Assert(gridPixels.data == reinterpret_cast<uchar*>(grid.data()));
    gridGradients(grid, gx, gy);
    float* hog = f.data() + kGlyphPixelFeatures;
    for (int y = 0; y < kGradientGridHeight; ++y)
        for (int x = 0; x < kGradientGridWidth; ++x) {
            const float dx = gx[static_cast<std::size_t>(y * kGradientGridWidth + x)], dy = gy[static_cast<std::size_t>(y * kGradientGridWidth + x)];
            const float magnitude = std::sqrt(dx * dx + dy * dy);
            if (magnitude < 1e-4f) continue;
            double angle = std::atan2(dy, dx);
            if (angle < 0) angle += 2 * CV_PI;
            const double binPos = angle / (2 * CV_PI) * kGlyphBins;
            // (binPos is not negative: its whole part is its floor, without a call for it.)
            const int whole = static_cast<int>(binPos), bin = whole % kGlyphBins;
            const float frac = static_cast<float>(binPos - whole);
            const int cell = (y / cellH) * kGlyphCells + (x / cellW);
            hog[cell * kGlyphBins + bin] += magnitude * (1 - frac);
            hog[cell * kGlyphBins + (bin + 1) % kGlyphBins] += magnitude * frac;
        }
    double hogNorm = 0;
    for (int i = 0; i < kGlyphGradientFeatures; ++i) hogNorm += hog[i] * hog[i];
    hogNorm = std::sqrt(hogNorm);
    if (hogNorm > 1e-6)
        for (int i = 0; i < kGlyphGradientFeatures; ++i) hog[i] = static_cast<float>(kGradientWeight * hog[i] / hogNorm);

    f[kGlyphFeatureSize - 2] = static_cast<float>(0.3 * std::log(blob.box.width / double(blob.box.height)));
    f[kGlyphFeatureSize - 1] =
        withColour && redCount ? static_cast<float>(0.5 * std::clamp(red / redCount, 0.0, 1.0)) : 0.f;
    return f;
}

std::vector<float> glyphFeature(const cv::Mat& inkness, const cv::Mat& labels, const Blob& blob,
                                const cv::Mat& regionBgr, int white, bool withColour) {
    cv::Mat crop = inkness(blob.box).clone();
    return glyphFeatureOfCrop(crop, labels, blob, regionBgr, white, withColour);
}

// Whether a shape (canonical card pixels) lies in one of the four index corners (both turns,
// both sides), where index glyphs are, not pips.
bool inIndexCorner(const cv::Rect& box) {
    const double cx = (box.x + box.width / 2.0) / kCanonicalWidth, cy = (box.y + box.height / 2.0) / kCanonicalHeight;
    return (cx < 0.18 || cx > 0.82) && (cy < 0.28 || cy > 0.72);
}
}  // namespace

// Both directions are followed row by row: down the columns with a count per column of the ink
// run reaching the row, so no column is walked pixel by pixel through memory.
void clearLongRuns(cv::Mat& ink, int longestRow, int longestColumn) {
    cv::Mat line(ink.size(), CV_8U, cv::Scalar(0));
    const int cols = ink.cols;  // (a local: as far as the compiler knows, writing the counts below could change ink.cols)
    // Per column: the run of ink reaching down to the row above, and one longer than a stroke
    // that ends on this row.
    std::vector<int> down(static_cast<std::size_t>(cols), 0), ended(static_cast<std::size_t>(cols));
    const auto markColumn = [&](int x, int below, int length) {
        for (int y = below - length; y < below; ++y) line.ptr<uchar>(y)[x] = 255;
    };
    for (int y = 0; y < ink.rows; ++y) {
        const uchar* row = ink.ptr<uchar>(y);
        uchar* mark = line.ptr<uchar>(y);
        for (int x = blankEnd(row, 0, cols); x < cols; x = blankEnd(row, x, cols)) {
            const int end = inkEnd(row, x, cols);
            if (end - x > longestRow) std::fill(mark + x, mark + end, uchar(255));
            x = end;
        }
        // (Without branches, so that it is done several columns at a time.)
        int anyEnded = 0;
        int* const reaching = down.data();
        int* const ending = ended.data();
        for (int x = 0; x < cols; ++x) {
            const int length = reaching[x], inkHere = row[x] != 0;
            ending[x] = length & -((1 - inkHere) & (length > longestColumn));
            anyEnded |= ending[x];
            reaching[x] = (length + 1) & -inkHere;
        }
        if (anyEnded)
            for (int x = 0; x < cols; ++x)
                if (ended[static_cast<std::size_t>(x)]) markColumn(x, y, ended[static_cast<std::size_t>(x)]);
    }
    for (int x = 0; x < cols; ++x)
        if (down[static_cast<std::size_t>(x)] > longestColumn) markColumn(x, ink.rows, down[static_cast<std::size_t>(x)]);
    ink.setTo(0, line);
}

double glyphFill(const std::vector<float>& feature) {
    if (static_cast<int>(feature.size()) < kGlyphPixelFeatures) return 0;
    const auto pixels = feature.begin() + kGlyphPixelFeatures;
    const double darkest = *std::max_element(feature.begin(), pixels);
    if (darkest <= 0) return 0;
    return std::accumulate(feature.begin(), pixels, 0.0) / kGlyphPixelFeatures / darkest;
}

double cornerWhiteness(const cv::Mat& canonicalBgr, IndexCorner corner) {
    const cv::Mat regionBgr = canonicalBgr(regionRect(corner));
    const cv::Mat region = darkestChannel(regionBgr);
    const int white = whiteLevel(region);
    if (white < 90) return 0.0;
    // Blank face: near the white level and unsaturated (a pink or yellow table is bright too).
    const int cut = std::max(white - 40, static_cast<int>(white * 0.8));
    cv::Mat blank(regionBgr.size(), CV_8U, cv::Scalar(0));
    for (int y = 0; y < regionBgr.rows; ++y) {
        const cv::Vec3b* row = regionBgr.ptr<cv::Vec3b>(y);
        uchar* out = blank.ptr<uchar>(y);
        for (int x = 0; x < regionBgr.cols; ++x) {
            const int mn = std::min({row[x][0], row[x][1], row[x][2]});
            const int mx = std::max({row[x][0], row[x][1], row[x][2]});
            if (mn >= cut && (mx - mn) * 100 <= 22 * mx) out[x] = 255;
        }
    }
    // Only areas of blank card count: the thin white lines of a card back's pattern do not.
    cv::morphologyEx(blank, blank, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(5, 5)));
    return cv::countNonZero(blank) / static_cast<double>(region.total());
}

double printedShare(const cv::Mat& canonicalBgr) {
    const int insetX = canonicalBgr.cols / 12, insetY = canonicalBgr.rows / 12;
    const cv::Mat darkest = darkestChannel(canonicalBgr(cv::Rect(insetX, insetY, canonicalBgr.cols - 2 * insetX, canonicalBgr.rows - 2 * insetY)));
    const int inkBelow = whiteLevel(darkest) * 6 / 10;
    return cv::countNonZero(darkest < inkBelow) / static_cast<double>(darkest.total());
}

namespace {
// Parts each mark of `ink` taller than `maxHeight` (and no wider than `maxWidth`) that is a stroke
// standing on a sign (see extractIndexGlyphs) by clearing its row between the two.
void partTallMarksAtTheirNeck(cv::Mat& ink, const cv::Mat& labels, const std::vector<InkComponent>& components, int maxHeight,
                              int maxWidth) {
    for (std::size_t i = 1; i < components.size(); ++i) {
        const cv::Rect& box = components[i].box;
        if (box.height <= maxHeight || box.height > 2 * maxHeight || box.width > maxWidth) continue;
        const int label = static_cast<int>(i);
        std::vector<int> widths(static_cast<std::size_t>(box.height), 0);
        for (int y = box.y; y < box.br().y; ++y) {
            const int* row = labels.ptr<int>(y);
            for (int x = box.x; x < box.br().x; ++x) widths[static_cast<std::size_t>(y - box.y)] += row[x] == label;
        }
        const int widest = *std::max_element(widths.begin(), widths.end());
        // The row above the first as wide as the sign's, where at least a quarter of the mark's
        // height of thin rows lie above it (a letter's hook, wider, may come between).
        int thinRows = 0, firstWide = 0;
        while (firstWide < box.height && widths[static_cast<std::size_t>(firstWide)] < kSignRowShare * widest)
            thinRows += widths[static_cast<std::size_t>(firstWide++)] <= kNeckShare * widest;
        if (thinRows < box.height / 4 || firstWide < 1) continue;
        const int neck = firstWide - 1;
        const int* row = labels.ptr<int>(box.y + neck);
        uchar* inkRow = ink.ptr<uchar>(box.y + neck);
        for (int x = box.x; x < box.br().x; ++x)
            if (row[x] == label) inkRow[x] = 0;
    }
}
}  // namespace

const cv::Mat& IndexCornerPicture::darkest() {
    if (darkest_.empty()) darkest_ = darkestChannel(face_(regionRect(corner_)));
    return darkest_;
}

const cv::Mat& IndexCornerPicture::darkestWide() {
    if (darkestWide_.empty()) darkestWide_ = darkestChannel(face_(regionRect(corner_, kWideSignReach)));
    return darkestWide_;
}

int IndexCornerPicture::white() {
    if (white_ < 0) white_ = whiteLevel(darkest());
    return white_;
}

const cv::Mat& IndexCornerPicture::inkness() {
    if (inkness_.empty()) inkness_ = inknessPicture(darkest(), white());
    return inkness_;
}

IndexGlyphs extractIndexGlyphs(const cv::Mat& canonicalBgr, IndexCorner corner, IndexLook look) {
    IndexCornerPicture picture(canonicalBgr, corner);
    return extractIndexGlyphs(picture, look);
}

IndexGlyphs extractIndexGlyphs(IndexCornerPicture& picture, IndexLook look) {
    IndexGlyphs result;
    const IndexCorner corner = picture.corner();
    const cv::Rect indexRegion = regionRect(corner);
    const bool wide = look == IndexLook::WideSign;
    const cv::Rect roi = wide ? regionRect(corner, kWideSignReach) : indexRegion;
    const cv::Mat regionBgr = picture.face()(roi);
    const cv::Mat& mn = wide ? picture.darkestWide() : picture.darkest();
    // (The face's white from the index region alone in every look: the wider one may take in pips.)
    // (IndexLook::LighterInkFaceWhite takes it where the brightest tenth begins: gnome-bellot's
    // jack of hearts, his picture filling the region, had a white of 198 at the brightest
    // quarter where the face is 230, and his thin "J" fell apart into specks.)
    const bool faceWhite = look == IndexLook::LighterInkFaceWhite;
    const int white = faceWhite ? whiteLevel(picture.darkest(), kLighterWhitePart) : picture.white();
    if (white < 90) return result;
    // Where the brightest quarter is face already, that look sees what the lighter look saw.
    if (faceWhite && white - picture.white() < kMinFaceWhiteGain) return result;

    // Ink: well below the face's white. The darker cut keeps only the glyphs' cores, so glyphs
    // that blur into each other or into a pip (a large bold "10") come apart.
    const bool lighter = look == IndexLook::LighterInk || look == IndexLook::LighterInkFaceWhite;
    const double level = look == IndexLook::DarkerInk ? kDarkerInkLevel : lighter ? kLighterInkLevel : kInkLevel;
    cv::Mat ink = mn < static_cast<int>(white * level);
    // The card's outline and whatever lies beyond the card edge are not glyphs: the rows along
    // the top and the columns along the card's side are blanked, row by row (cv::Mat::setTo on
    // such narrow strips cost more in its call than in its pixels).
    const int blankFrom = corner == IndexCorner::TopLeft ? 0 : std::max(0, ink.cols - kEdgeMargin);
    const int blankTo = corner == IndexCorner::TopLeft ? std::min(ink.cols, kEdgeMargin) : ink.cols;
    for (int y = 0; y < ink.rows; ++y) {
        uchar* row = ink.ptr<uchar>(y);
        if (y < kEdgeMargin)
            std::memset(row, 0, static_cast<std::size_t>(ink.cols));
        else
            std::memset(row + blankFrom, 0, static_cast<std::size_t>(blankTo - blankFrom));
    }
    // In lighter ink the blur round a thin letter and the suit sign under it runs them into one
    // mark too tall for a glyph (gnome-bellot's jacks: a "J" of one thin stroke whose hook
    // touches the heart under it), whose columns then run on longer than a glyph's and are
    // cleared as lines. Such a mark is parted first, above its first row as wide as a sign
    // (kSignRowShare of its widest) where a quarter of its height of rows as thin as a stroke (at
    // most kNeckShare of its widest) lie above that row.
    if (look == IndexLook::LighterInkFaceWhite) {
        cv::Mat marks;
        const std::vector<InkComponent> tall = labelComponents(ink, marks);
        partTallMarksAtTheirNeck(ink, marks, tall, static_cast<int>(kMaxGlyphHeight * kCanonicalHeight), indexRegion.width);
    }
    if (look != IndexLook::Plain && look != IndexLook::WideSign)
        clearLongRuns(ink, static_cast<int>(kLongestGlyphRow * kCanonicalWidth), static_cast<int>(kLongestGlyphColumn * kCanonicalHeight));

    cv::Mat labels;
    const std::vector<InkComponent> components = labelComponents(ink, labels);
    const int n = static_cast<int>(components.size());
    const int minHeight = static_cast<int>(0.03 * kCanonicalHeight);
    const int maxHeight = static_cast<int>(kMaxGlyphHeight * kCanonicalHeight);
    std::vector<Blob> parts;
    std::vector<cv::Rect> cutMarks;  // run out of the region on its inner side
    for (int i = 1; i < n; ++i) {
        const auto& [box, area] = components[static_cast<std::size_t>(i)];
        if (area < 8) continue;
        
        // Pictures and frames run out of the corner region; glyphs stay inside it (a big suit
        // sign under the rank, as gnome-tango prints one, can be 0.85 as wide as the region).
        const bool innerSide = corner == IndexCorner::TopLeft ? box.br().x >= roi.width - 1 : box.x <= 0;
        const bool startsInIndex = corner == IndexCorner::TopLeft ? box.x < indexRegion.width
                                                                  : box.br().x > roi.width - indexRegion.width;
        if (box.br().y >= roi.height - 1 || box.height > maxHeight) continue;
        if (innerSide) cutMarks.push_back(box);
        if (innerSide || !startsInIndex || box.width > indexRegion.width * 0.9) continue;
        parts.push_back({box, {i}});
        
    }
    if (parts.empty()) return result;
    std::sort(parts.begin(), parts.end(), [](const Blob& a, const Blob& b) { return a.box.y < b.box.y; });

    // Rank: the topmost sizeable glyph, joined with its neighbours on the same line ("10").
    // (On the line of the first mark itself: a big suit sign beside a letter reaches lower than
    // the letter, and the small sign under the letter must not join the line through it.)
    auto takeLine = [&](std::size_t first) {
        Blob line = parts[first];
        for (std::size_t j = 0; j < parts.size(); ++j) {
            if (j == first) continue;
            const Blob& p = parts[j];
            const bool inside = (line.box & p.box).area() >= 0.8 * p.box.area();
            const bool sameLine = verticallyOverlapping(parts[first].box, p.box, 0.5) &&
                                  horizontalGap(line.box, p.box) <= 0.6 * std::max(line.box.height, p.box.height);
            if (inside || sameLine) {
                line.box |= p.box;
                line.labels.insert(line.labels.end(), p.labels.begin(), p.labels.end());
            }
        }
        return line;
    };
    std::size_t rankIndex = parts.size();
    for (std::size_t i = 0; i < parts.size(); ++i)
        if (parts[i].box.height >= minHeight) {
            rankIndex = i;
            break;
        }
    if (rankIndex == parts.size()) return result;
    // Only the marks beside and under the rank may run past the index region: a rank that does
    // is a pip (on a face whose index is covered, the top pip and the one under it would pass
    // for a rank and its suit).
    if (look == IndexLook::WideSign) {
        const cv::Rect& first = parts[rankIndex].box;
        const bool runsPast = corner == IndexCorner::TopLeft ? first.br().x > indexRegion.width
                                                             : first.x < roi.width - indexRegion.width;
        if (runsPast) return result;
    }
    Blob rank = takeLine(rankIndex);
    if (rank.box.height < minHeight) return result;
    // A mark cut where a suit sign would lie, beside the rank or under it, may be one pushed
    // across the region's edge (most marks cut are a picture's, reaching in lower down).
    result.markCutAtRegionEdge = std::any_of(cutMarks.begin(), cutMarks.end(), [&](const cv::Rect& b) {
        return b.y >= rank.box.y - rank.box.height / 2 && b.y - rank.box.br().y <= 1.5 * rank.box.height &&
               b.height >= kMinSuitUnderLetterShare * rank.box.height;
    });

    // Some court cards print a big suit sign beside the rank letter, on its line: the letter
    // alone (the part nearest the card's edge) is the other guess at the rank.
    const Blob* letter = nullptr;
    if (rank.labels.size() > 1) {
        for (const Blob& part : parts) {
            if (std::find(rank.labels.begin(), rank.labels.end(), part.labels.front()) == rank.labels.end()) continue;
            const bool nearer = !letter || (corner == IndexCorner::TopLeft ? part.box.x < letter->box.x
                                                                           : part.box.br().x > letter->box.br().x);
            if (nearer) letter = &part;
        }
        if (letter->box.height < 0.6 * rank.box.height) letter = nullptr;
    }

    // A "Q" drawn with its tail as a flat stroke across its foot (kde-penguins' big queens) loses
    // the tail where blur thins the join or a frame line the tail touches is cleared: the ring
    // alone reads as no rank, and the tail passes for the suit sign. A flat mark right under the
    // rank, across most of it, is the rank's own; no suit sign is that flat. (Only under a rank
    // of one mark: a "Q" is one stroke.)
    if (rank.labels.size() == 1)
        for (const Blob& p : parts) {
            if (p.labels.front() == rank.labels.front()) continue;
            const cv::Rect& b = p.box;
            const int across = std::min(b.br().x, rank.box.br().x) - std::max(b.x, rank.box.x);
            const bool justUnder = b.y >= rank.box.y + rank.box.height / 2 &&
                                   b.y - rank.box.br().y <= std::max(1.0, kMaxTailGap * rank.box.height);
            if (justUnder && across >= kMinTailOverlap * b.width && b.width >= kMinTailWidth * rank.box.width &&
                b.height <= kMaxTailHeight * b.width) {
                rank.box |= b;
                rank.labels.push_back(p.labels.front());
                break;
            }
        }

    // Suit: the nearest sizeable glyph below the rank, roughly under it.
    const auto suitUnder = [&](const cv::Rect& above, double minHeightShare) {
        const int slack = static_cast<int>(0.6 * above.height);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const cv::Rect& b = parts[i].box;
            if (std::find(rank.labels.begin(), rank.labels.end(), parts[i].labels.front()) != rank.labels.end()) continue;
            if (b.y < above.br().y - above.height * 0.15) continue;
            const int cx = b.x + b.width / 2;
            if (cx < above.x - slack || cx > above.br().x + slack) continue;
            if (b.height < minHeightShare * above.height || b.height > 2.2 * above.height) continue;
            if (b.y - above.br().y > 1.5 * above.height) continue;
            return i;
        }
        return parts.size();
    };
    std::size_t suitIndex = suitUnder(rank.box, kMinSuitHeightShare);
    // A big suit sign beside the letter reaches lower than the letter and makes the line taller:
    // the small sign under the letter (which some decks print at a quarter of its height) is
    // then looked for under the letter alone.
    // (That sign alone: on a line of its own it would join the big sign, which reaches down to it.)
    bool underLetter = false;
    if (suitIndex == parts.size() && letter) {
        suitIndex = suitUnder(letter->box, kMinSuitUnderLetterShare);
        underLetter = true;
    }
    if (suitIndex == parts.size()) return result;
    const Blob suit = underLetter ? parts[suitIndex] : takeLine(suitIndex);

    result.found = true;
    result.rankBox = rank.box + roi.tl();
    result.suitBox = suit.box + roi.tl();
    // (The usual inkness unless the look took the wider region or another white.)
    const cv::Mat inkness = wide || faceWhite ? inknessPicture(mn, white) : picture.inkness();
    result.rankFeature = glyphFeature(inkness, labels, rank, regionBgr, white, false);
    if (letter) {
        result.rankAloneFeature = glyphFeature(inkness, labels, *letter, regionBgr, white, false);
        // The rest of the line, when it is one mark about as tall as the letter: the big
        // suit sign, a second look at the suit.
        if (rank.labels.size() == 2) {
            for (const Blob& part : parts)
                if (&part != letter && part.labels.size() == 1 &&
                    std::find(rank.labels.begin(), rank.labels.end(), part.labels.front()) != rank.labels.end() &&
                    part.box.height >= 0.6 * letter->box.height)
                    result.besideFeature = glyphFeature(inkness, labels, part, regionBgr, white, true);
        }
    }
    result.suitFeature = glyphFeature(inkness, labels, suit, regionBgr, white, true);
    return result;
}

IndexGlyphs isolateIndexGlyphs(const cv::Mat& canonicalBgr, IndexCorner corner) {
    IndexGlyphs glyphs = extractIndexGlyphs(canonicalBgr, corner);
    if (glyphs.found) return glyphs;
    for (IndexLook look : {IndexLook::SeparatedFromLines, IndexLook::DarkerInk}) {
        glyphs = extractIndexGlyphs(canonicalBgr, corner, look);
        glyphs.separatedFromLines = glyphs.found;
        if (glyphs.found) break;
    }
    return glyphs;
}

namespace {
// The widest and the most solid a pip counted may be (width over height; ink over its box).
constexpr double kWidestPip = 1.6, kSolidestPip = 0.92;
// Pips of one card are alike: those counted have at least this share of the median pip's ink
// (smaller marks are index glyphs or specks), and marks are pips of one row only when the smallest
// has at least this share of the largest's.
constexpr double kAlikePipArea = 0.65;
// A mark with this share of the middle mark's ink is a pip beside it, or more: no ace's face.
constexpr double kBesideTheMiddleMark = 0.25;
// A frame line printed on a number card's face (kde-ancient-egyptians' gold brackets down its
// sides) is as long as a picture but no picture: its ink is at most this many pixels across,
// all along its box's width and height.
constexpr double kFrameLineThickness = 4.0;
bool frameLine(const cv::Rect& box, int area) { return area <= kFrameLineThickness * (box.width + box.height); }
// Pips lie anywhere on the face but its edges (those of a two or a four sit close to the ends and
// sides); index glyphs in its corners are left out by shape and place.
cv::Rect pipRegion() {
    return {static_cast<int>(0.1 * kCanonicalWidth), static_cast<int>(0.05 * kCanonicalHeight),
            static_cast<int>(0.8 * kCanonicalWidth), static_cast<int>(0.9 * kCanonicalHeight)};
}
}  // namespace

// (The blur is the Gaussian's kernel, out to 3 sigmas each way, applied along rows and then
// columns into 16 bits: OpenCV's own GaussianBlur on 8-bit faces this small took twice as long.)
cv::Mat sharpened(const cv::Mat& face) {
    static const cv::Mat kernel = cv::getGaussianKernel(kSharpenKernelSize, kSharpenSigma, CV_32F);
    cv::Mat blurred, wide, sharp;
    cv::sepFilter2D(face, blurred, CV_16S, kernel, kernel);
    face.convertTo(wide, CV_16S);
    cv::addWeighted(wide, 1 + kSharpenAmount, blurred, -kSharpenAmount, 0, sharp, CV_8U);
    return sharp;
}

FacePips::FacePips(const cv::Mat& canonicalBgr) : canonical_(canonicalBgr), region_(pipRegion()) {
    regionBgr_ = canonicalBgr(region_);
    darkest_ = darkestChannel(regionBgr_);
    const cv::Mat& mn = darkest_;
    white_ = whiteLevel(mn);
    if (white_ < 90) return;
    const std::vector<InkComponent> components = labelComponents(mn < static_cast<int>(white_ * kInkLevel), labels_);
    const int n = static_cast<int>(components.size());
    std::vector<std::pair<int, int>> countable;  // (area, label)
    std::vector<std::pair<int, int>> shaped;     // (area, label): pip-shaped, for the suit
    bool picture = false;
    boxes_.resize(static_cast<std::size_t>(n));
    for (int i = 1; i < n; ++i) {
        const auto& [box, area] = components[static_cast<std::size_t>(i)];
        boxes_[static_cast<std::size_t>(i)] = box;
        if (inIndexCorner(box + region_.tl())) continue;
        const double aspect = box.width / static_cast<double>(box.height);
        const double solidity = area / static_cast<double>(box.area());
        // Counted: any shape of pip size; one far bigger than a pip means a picture. Not a solid
        // block, which no suit sign is (a clip's tab at the card's end), however wide: a blurred
        // club whose thin stem broke off is 1.5-1.6 times as wide as tall.
        if (box.width >= 0.07 * kCanonicalWidth && box.height >= 0.05 * kCanonicalHeight) {
            if (box.width > 0.35 * kCanonicalWidth || box.height > 0.25 * kCanonicalHeight) {
                if (!frameLine(box, area)) picture = true;
            } else if (aspect >= 0.55 && aspect <= kWidestPip && solidity >= 0.35 && solidity <= kSolidestPip)
                countable.push_back({area, i});
        }
        // For the suit: a compact, solid shape of pip size wholly inside the middle of the card.
        if (box.width < 0.08 * kCanonicalWidth || box.width > 0.32 * kCanonicalWidth) continue;
        if (box.height < 0.05 * kCanonicalHeight || box.height > 0.2 * kCanonicalHeight) continue;
        if (aspect < 0.6 || aspect > 1.4 || solidity < 0.35 || solidity > 0.92) continue;
        if (box.x <= 0 || box.y <= 0 || box.br().x >= region_.width || box.br().y >= region_.height) continue;
        shaped.push_back({area, i});
    }
    // The middle mark: the largest whose centre lies near the face's own, no bigger than an
    // ace's pip.
    int middleArea = 0;
    for (int i = 1; i < n; ++i) {
        const auto& [box, area] = components[static_cast<std::size_t>(i)];
        const cv::Rect onCard = box + region_.tl();
        const double cx = (onCard.x + onCard.width / 2.0) / kCanonicalWidth, cy = (onCard.y + onCard.height / 2.0) / kCanonicalHeight;
        if (std::abs(cx - 0.5) > kMiddleMarkOff || std::abs(cy - 0.5) > kMiddleMarkOff) continue;
        if (onCard.width > kMiddleMarkWidest * kCanonicalWidth || onCard.height > kMiddleMarkTallest * kCanonicalHeight) continue;
        if (onCard.width < kMiddleMarkNarrowest * kCanonicalWidth || area <= middleArea) continue;
        middle_ = i;
        middleArea = area;
    }
    middleAlone_ = middle_ > 0;
    for (int i = 1; i < n && middleAlone_; ++i) {
        const auto& [box, area] = components[static_cast<std::size_t>(i)];
        if (i != middle_ && area >= kBesideTheMiddleMark * middleArea && !inIndexCorner(box + region_.tl())) middleAlone_ = false;
    }
    std::stable_sort(shaped.begin(), shaped.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [area, label] : shaped) {
        largest_.push_back(label);
        largestAreas_.push_back(area);
    }
    if (picture || countable.size() < 2) return;
    std::vector<int> areas;
    for (const auto& entry : countable) areas.push_back(entry.first);
    std::nth_element(areas.begin(), areas.begin() + static_cast<std::ptrdiff_t>(areas.size() / 2), areas.end());
    const int median = areas[areas.size() / 2];
    // Pips of a number card are alike; smaller blobs (index glyphs, specks) are left out, a much
    // bigger one means a picture.
    std::vector<int> counted;
    for (const auto& [area, label] : countable) {
        if (area > 1.6 * median) return;
        if (area >= kAlikePipArea * median) counted.push_back(label);
    }
    if (counted.size() > 10) return;
    counted_ = counted;
}

std::vector<cv::Rect> FacePips::countedBoxes() const {
    std::vector<cv::Rect> out;
    for (int label : counted_) out.push_back(boxes_[static_cast<std::size_t>(label)] + region_.tl());
    return out;
}

// Only the rows a mark spans are turned into inkness, each whole (so that OpenCV's conversion
// takes every pixel the way it takes the whole face's): the face's whole inkness, for the two or
// four marks a reading asks for, had cost 1.4 % of a frame's instructions.
std::vector<float> FacePips::featureOf(int label) const {
    const cv::Rect box = boxes_[static_cast<std::size_t>(label)];
    const cv::Mat rowsInkness = inknessPicture(darkest_.rowRange(box.y, box.br().y), white_);
    cv::Mat crop = rowsInkness(cv::Rect(box.x, 0, box.width, box.height)).clone();
    return glyphFeatureOfCrop(crop, labels_, Blob{box, {label}}, regionBgr_, white_, true);
}

int FacePips::clubShapedAmong(int limit, double aboveFraction, bool markSharpened) const {
    int taken = 0, clubs = 0;
    for (int label : largest_) {
        if (taken >= limit) break;
        const cv::Rect box = boxes_[static_cast<std::size_t>(label)];
        if ((box + region_.tl()).y + box.height / 2.0 >= aboveFraction * kCanonicalHeight) continue;
        ++taken;
        clubs += markSharpened ? clubShapedSharpenedMark(label) : clubShapedMark(label);
    }
    return clubs;
}

// The mark's box and the kernel's reach around it sharpened (the face's own pixels beyond them
// taken in, as the whole face would be sharpened there), cut at the face's own ink level
// (sharpening leaves a plain face as it was: measured again on a sharpened face, a blurred
// kde-jolly-royal four of spades under JPEG passed for a club), and the mark sharpened is the
// piece of ink there that covers most of the mark as it was (sharpened, a club's stem can part
// from its lobes). Only the marks' surroundings are sharpened: sharpening both whole faces for
// this cost 3-4 % of a frame's instructions on seeds 17 and 19, this 0.4-0.7 %.
bool FacePips::clubShapedSharpenedMark(int label) const {
    const cv::Rect box = boxes_[static_cast<std::size_t>(label)];
    const cv::Rect onCard = box + region_.tl();
    const int reach = kSharpenKernelSize / 2;
    const cv::Rect around = cv::Rect(onCard.x - reach, onCard.y - reach, onCard.width + 2 * reach, onCard.height + 2 * reach) &
                            cv::Rect(0, 0, canonical_.cols, canonical_.rows);
    const cv::Mat darkest = darkestChannel(sharpened(canonical_(around)));
    cv::Mat pieces;
    const std::vector<InkComponent> found = labelComponents(darkest < static_cast<int>(white_ * kInkLevel), pieces);
    // How much of the mark as it was each piece covers.
    std::vector<int> covered(found.size(), 0);
    for (int y = 0; y < box.height; ++y) {
        const int* was = labels_.ptr<int>(box.y + y) + box.x;
        const int* now = pieces.ptr<int>(onCard.y - around.y + y) + (onCard.x - around.x);
        for (int x = 0; x < box.width; ++x)
            if (was[x] == label) ++covered[static_cast<std::size_t>(now[x])];
    }
    covered[0] = 0;
    const auto most = std::max_element(covered.begin(), covered.end());
    if (*most == 0) return false;
    const int piece = static_cast<int>(most - covered.begin());
    const cv::Rect pieceBox = found[static_cast<std::size_t>(piece)].box;
    std::vector<int> width(static_cast<std::size_t>(pieceBox.height), 0);
    for (int y = 0; y < pieceBox.height; ++y) {
        const int* row = pieces.ptr<int>(pieceBox.y + y) + pieceBox.x;
        for (int x = 0; x < pieceBox.width; ++x) width[static_cast<std::size_t>(y)] += row[x] == piece;
    }
    return clubShapedWidths(width);
}

bool FacePips::clubShapedMark(int label) const {
    const cv::Rect box = boxes_[static_cast<std::size_t>(label)];
    // The mark's width, row by row from its top.
    std::vector<int> width(static_cast<std::size_t>(box.height), 0);
    for (int y = 0; y < box.height; ++y) {
        const int* row = labels_.ptr<int>(box.y + y) + box.x;
        for (int x = 0; x < box.width; ++x) width[static_cast<std::size_t>(y)] += row[x] == label;
    }
    return clubShapedWidths(width);
}

bool FacePips::clubShapedWidths(const std::vector<int>& width) {
    const int height = static_cast<int>(width.size());
    const int widest = *std::max_element(width.begin(), width.end());
    const auto at = [&](int y) { return width[static_cast<std::size_t>(y)]; };
    const int from = static_cast<int>(kClubJumpFrom * height);
    // The widest row of the top lobe so far.
    int lobe = *std::max_element(width.begin(), width.begin() + std::min(from, height - 1) + 1);
    for (int y = from; y + 2 < static_cast<int>(kClubJumpTo * height); ++y) {
        lobe = std::max(lobe, at(y));
        // A lobe starts narrow at the top (the stem and foot of a spade printed upside down
        // start wide).
        if (at(0) <= kClubLobeTop * lobe && at(y) <= kClubLobeWidth * widest && at(y + 2) - at(y) >= kClubShoulderJump * widest)
            return true;
    }
    return false;
}

std::vector<float> FacePips::middleMarkFeature() const {
    if (middle_ == 0) return {};
    return featureOf(middle_);
}

std::vector<std::vector<float>> FacePips::largestFeatures(int limit, double aboveFraction) const {
    std::vector<std::vector<float>> out;
    for (int label : largest_) {
        if (static_cast<int>(out.size()) >= limit) break;
        const cv::Rect box = boxes_[static_cast<std::size_t>(label)] + region_.tl();
        if (box.y + box.height / 2.0 >= aboveFraction * kCanonicalHeight) continue;
        out.push_back(featureOf(label));
    }
    return out;
}

bool FacePips::rowsOfPips() const {
    // (largestAreas_ runs from the largest down.)
    const auto alike = [&](std::size_t larger, std::size_t smaller) { return largestAreas_[smaller] >= kAlikePipArea * largestAreas_[larger]; };
    if (largestAreas_.size() >= 2 && alike(0, 1)) return true;
    for (std::size_t i = 0; i + 2 < largestAreas_.size(); ++i)
        if (alike(i, i + 2)) return true;
    return false;
}

std::vector<std::vector<float>> FacePips::countedFeatures(double aboveFraction, int limit) const {
    // The most typical pips first: those whose box is nearest the median pip's (a bigger one may
    // hold a remnant of the index it touches).
    std::vector<int> areas;
    for (int label : counted_) areas.push_back(boxes_[static_cast<std::size_t>(label)].area());
    std::nth_element(areas.begin(), areas.begin() + static_cast<std::ptrdiff_t>(areas.size() / 2), areas.end());
    const int median = areas.empty() ? 0 : areas[areas.size() / 2];
    std::vector<std::pair<int, int>> chosen;  // (unlikeness to the median, label)
    for (int label : counted_) {
        const cv::Rect box = boxes_[static_cast<std::size_t>(label)] + region_.tl();
        if (box.y + box.height / 2.0 < aboveFraction * kCanonicalHeight) chosen.push_back({std::abs(box.area() - median), label});
    }
    std::stable_sort(chosen.begin(), chosen.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::vector<float>> out;
    for (const auto& entry : chosen) {
        if (static_cast<int>(out.size()) >= limit) break;
        out.push_back(featureOf(entry.second));
    }
    return out;
}

std::vector<std::vector<float>> extractPipFeatures(const cv::Mat& canonicalBgr, int limit) {
    return FacePips(canonicalBgr).largestFeatures(limit);
}

int countPips(const cv::Mat& canonicalBgr) { return FacePips(canonicalBgr).count(); }

bool looksLikePicture(const cv::Mat& canonicalBgr) {
    const cv::Rect middle(static_cast<int>(0.2 * kCanonicalWidth), static_cast<int>(0.2 * kCanonicalHeight),
                          static_cast<int>(0.6 * kCanonicalWidth), static_cast<int>(0.6 * kCanonicalHeight));
    cv::Mat hsv;
    cv::cvtColor(canonicalBgr(middle), hsv, cv::COLOR_BGR2HSV);  // hue 0..180, saturation and value 0..255
    std::array<int, 180> hues{};
    int coloured = 0;
    for (int y = 0; y < hsv.rows; ++y) {
        const cv::Vec3b* row = hsv.ptr<cv::Vec3b>(y);
        for (int x = 0; x < hsv.cols; ++x)
            if (row[x][1] > 70 && row[x][2] > 50) {
                ++hues[row[x][0] % 180];
                ++coloured;
            }
    }
    if (coloured < 0.15 * hsv.total()) return false;
    // How narrow a band of hues holds most of that colour: a back's single ink (even a red that
    // wraps round from 175 to 5) fits in a few units; a court card's red robe and gold trim,
    // blurred into each other, need twenty or more.
    // The band from each start is the shortest that holds `needed`; its end never moves back as
    // the start moves on, so one pass round the circle of hues (twice, for bands that wrap) finds
    // them all. (Every band of all 180 hues holds all the colour, so no band is longer.)
    const int needed = (coloured * 4 + 4) / 5;
    int narrowest = 180, end = 0, held = 0;
    for (int start = 0; start < 180; ++start) {
        while (held < needed) held += hues[static_cast<std::size_t>(end++ % 180)];
        narrowest = std::min(narrowest, end - start);
        held -= hues[static_cast<std::size_t>(start)];
    }
    return narrowest > kMaxInkHueWidth;
}

}  // namespace encarde::vision
