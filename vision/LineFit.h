#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace encarde::vision {

// The line cv::fitLine(points, line, cv::DIST_HUBER, 0, 0.01, 0.01) gives, to the bit (direction,
// then a point), at about three fifths of its cost on a card's sides. OpenCV's fit starts twenty
// times from ten points drawn at random and reweights each start until the line settles; with the
// twenty or so edge points of a card's side, most starts soon reach a line an earlier start
// already went on from, and everything from there repeats what that start did. Only the repeats
// are left out: the scanner is tuned to OpenCV's lines to a fraction of a pixel (a fit of our own,
// 0.3 px off them on average, cost 25 cards read right on the bench sets). `points` must not be
// empty.
cv::Vec4f fitLineHuber(const std::vector<cv::Point2f>& points);

}  // namespace encarde::vision
