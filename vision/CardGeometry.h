#pragma once
// Quadrilateral helpers shared by the card finder, the index reader and the clip detector.

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace encarde::vision {

using Quad = std::array<cv::Point2f, 4>;

// Every card is read from the same upright picture of its face: this many pixels.
inline constexpr int kCanonicalWidth = 160;
inline constexpr int kCanonicalHeight = 232;

// The corners in clockwise order on screen (y down), starting with one end of a short side, so
// that corners[0]→corners[1] is a short edge and the card stands upright when warped.
Quad orderAsUprightCard(const Quad& corners);
// The same card turned half a turn (start at the opposite corner).
Quad turnedHalf(const Quad& quad);
// The same corners a quarter turn on (start at the next corner): the long edges become the short
// ones, for an outline that may have stood its card the wrong way.
Quad turnedQuarter(const Quad& quad);
// Perspective warp of the card face into kCanonicalWidth x kCanonicalHeight (BGR).
cv::Mat warpCanonical(const cv::Mat& image, const Quad& quad);
// out(x, y) = image(outToImage * (x, y, 1)): a perspective warp, bilinear, the border replicated.
// Exactly cv::warpPerspective's pixels (INTER_LINEAR | WARP_INVERSE_MAP, BORDER_REPLICATE), a good
// deal faster for 8-bit BGR pictures (others go to OpenCV).
void warpBilinear(const cv::Mat& image, cv::Mat& out, const cv::Matx33d& outToImage, cv::Size size);
// Maps a point of the canonical card back into the picture.
cv::Point2f canonicalToImage(const Quad& quad, cv::Point2f canonical);
// The same for many points, the perspective worked out once (it is most of the cost of one).
std::vector<cv::Point2f> canonicalToImage(const Quad& quad, const std::vector<cv::Point2f>& canonical);
// The quad moved by `by`, every corner alike.
Quad shifted(const Quad& quad, cv::Point2f by);

// The unit normal of side a-b pointing away from `centre` (out of the card).
cv::Point2f outwardNormal(cv::Point2f a, cv::Point2f b, cv::Point2f centre);
// Where the line through a1 and a2 meets the line through b1 and b2; false when they run parallel.
bool intersect(cv::Point2f a1, cv::Point2f a2, cv::Point2f b1, cv::Point2f b2, cv::Point2f& out);
double quadArea(const Quad& quad);
double shortSide(const Quad& quad);
double longSide(const Quad& quad);
cv::Point2f quadCentre(const Quad& quad);
// Area of the intersection of two convex quads.
double overlapArea(const Quad& a, const Quad& b);

// The size of the cards in play, from cards outlined cleanly: the median short side, and that
// times the median long-to-short ratio. Width 0 when no card is given.
struct CardSize {
    double width = 0, length = 0;
};
CardSize typicalCardSize(const std::vector<Quad>& cleanCards);
// The middle value (the upper of the two middle ones for an even count); `values` is reordered
// and must not be empty.
double medianOf(std::vector<double>& values);

// The darkest of the three channels of a BGR picture, pixel by pixel (card faces are bright in
// all three; ink, tables and shadows are dark in at least one).
cv::Mat darkestChannel(const cv::Mat& bgr);
// The same for one row of `cols` BGR pixels.
void darkestChannelRow(const uchar* bgr, uchar* out, int cols);
// The picture turned half a turn (cv::rotate's ROTATE_180), done a row at a time for 8-bit BGR.
void turnHalf(const cv::Mat& src, cv::Mat& dst);
// cv::LUT for an 8-bit BGR picture and a table of 256 BGR entries (each channel through its own
// column of the table), done a row at a time.
cv::Mat lookUpPerChannel(const cv::Mat& bgr, const cv::Mat& table);
// Whether the processor (and the system, which must save the wider registers) runs AVX2: the
// warp, the darkest channel and the edge map's thinning then take a path with the same results
// that handles more pixels a step. False where the program is not built for x86.
bool processorHasAvx2();

}  // namespace encarde::vision
