#pragma once
// Finds card-shaped bright regions: every quadrilateral that could be a card face. Faces are
// bright and unsaturated compared with what surrounds them, but tables differ (dark, light,
// wood, felt, patterned) and light is uneven, so no single threshold works: the finder looks at
// several brightness levels plus a locally adaptive one, fits quadrilaterals to the outlines it
// finds, and keeps the best outline of each card. Whether a quad really is a face (not a card
// back or a sheet of paper) is decided later, by reading it.

#include "CardGeometry.h"

#include <opencv2/core.hpp>

#include <vector>

namespace encarde::vision {

struct CardFinderSettings {
    double minCardShortSide = 40;   // pixels in the picture (cards 70 px wide, seen tilted)
    double maxCardAreaFraction = 0.9;  // a close-up photo of one card
    double detectionLongSide = 960;  // pictures are searched at about this size
};

struct CardCandidate {
    Quad corners;      // in picture pixels, any order around the card
    double fill = 0;   // how much of the quad the bright outline covers (0..1)
    double outline = 0; // blank face just inside the edges plus edges found along them (0..2)
    // Not outlined on its own: a card of the size of those found, tried at a square corner of a
    // merged outline (a card covered in a hand). Only worth reporting if its index reads.
    bool fromCorner = false;
    // Of a card tried at one corner: that corner, where its outline is surely the card's own
    // (its size is only the guess). Negative otherwise (found by its own outline, or tried on
    // two corners at the ends of a side).
    cv::Point2f anchor{-1, -1};
    // `outline` before a side with no blank face inside it is marked down: a court card whose
    // picture reaches one side still has edges all round.
    double unbrokenOutline = 0;
    // A card tried at a corner is kept before the outline found for the same card on its own
    // when that outline is marked down (a side with no blank face inside it) or the guess fits
    // better (the outline ran round a clip). That outline follows as a candidate of its own,
    // standing in for the card tried at the corner (its index here): read only when that one
    // does not read surely (at the size of the cards in play, it may cut a larger card's index).
    int standsInFor = -1;
    // An outline with too little blank face inside its edges for a card, but edges all round and
    // blank face at every side: a court card whose picture reaches its long sides, or no card at
    // all. Reported only when it reads surely as a court card on a picture (S13). Such candidates
    // come last.
    bool pictureToMargins = false;
    // An outline as long as a hand of four or five cards laid straight, outlined as one (S9): no
    // card, but its ends may be the hand's end cards. Such candidates come after every other.
    bool handLength = false;
};

std::vector<CardCandidate> findCardCandidates(const cv::Mat& bgr, const CardFinderSettings& settings = {});

// The picture the finder searches: the darkest channel of each pixel (faces are bright in every
// channel), shrunk by `scale` (at most 1) with area averaging. Exactly what cv::resize with
// INTER_AREA gives; a 3/4 shrink (1280x720 frames) takes a faster way to it.
cv::Mat darkestChannelShrunk(const cv::Mat& bgr, double scale);
// A grey picture shrunk to a quarter each way with area averaging: exactly cv::resize(gray,
// out, {}, 0.25, 0.25, INTER_AREA), faster when the sides are multiples of 4.
cv::Mat quarterSize(const cv::Mat& gray);

// Edges of a grey picture: exactly cv::Canny(gray, edges, low, high) (3x3 Sobel, L1 gradient),
// which spends most of its time on one thread in its stripe and thread bookkeeping.
cv::Mat cannyEdges(const cv::Mat& gray, int low, int high);

// The convex hull of an outline (points in any order): exactly cv::convexHull(outline, hull),
// sooner for the long outlines the finder traces.
std::vector<cv::Point> outlineHull(const std::vector<cv::Point>& outline);

// Moves each side of a coarse quad onto the strongest face-to-table edge near it, in full
// resolution, so the corner index lands where the reader expects it.
// `edgeSupport`, if given, receives the share of sample points along the sides that found an edge.
// Each side is searched `reachFraction` of the card's short side inwards and outwards. Points of
// the sides that lie under one of the `coveredBy` cards count as supported (a covered card).
// Where that share is under `fitFrom` (a caller that keeps no outline with less), the sides are
// not fitted and the quad comes back as given. A side that found an edge at fewer than half its
// points, lying a few degrees askew of the side across the card (as a clip on the edge tilts
// it), is searched again `weakSideReachFraction` of the short side each way, when that is
// further, and fitted onto what it finds there if that is an edge at half its points or more,
// running from one end of the side, less askew, and straight.
Quad refineCardQuad(const cv::Mat& bgr, const Quad& quad, double* edgeSupport = nullptr, double reachFraction = 0.05,
                    const std::vector<Quad>& coveredBy = {}, double fitFrom = 0, double weakSideReachFraction = 0);

// Share of points just inside the quad's edges that look like blank card face (0..1).
// `weakestSide`, if given, receives the share on the side with the least blank face.
// `blankOnSides`, if given, receives how many of each side's 16 points do (side k runs from corner k).
double edgeBandWhiteness(const cv::Mat& bgr, const Quad& quad, double* weakestSide = nullptr, std::array<int, 4>* blankOnSides = nullptr);

// A quad fitted to an outline: the intersections of its four longest straight sides, so
// rounded corners and a covered corner do not move the card's corners. Empty if the outline
// is not four-sided. With `straightenBentSides`, where those sides fail to make a card, sides
// that meet at a gentle turn are made one and the outline fitted again (a card's edge traced
// partly along its shadow's).
std::vector<cv::Point2f> fitCardQuad(const std::vector<cv::Point>& outline, bool straightenBentSides = false);

}  // namespace encarde::vision
