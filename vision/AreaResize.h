#pragma once

#include <opencv2/core.hpp>

namespace encarde::vision {

// cv::resize(src, dst, dst.size(), 0, 0, cv::INTER_AREA) for a one-channel float picture, to the
// bit. The glyph reader shrinks (or enlarges) every glyph, 5-60 pixels a side, to its feature
// grids this way, and on pictures that small most of OpenCV's time went on what it does per call
// (tables allocated, a parallel loop set up). Its general area case (shrinking by a factor that is
// whole in neither direction) and its linear stand-in where a picture is enlarged either way are
// done here; the rest (the same size, a whole factor, a picture over 256 pixels a side) is left
// to cv::resize. `dst` must already have its size and type CV_32F.
void resizeAreaFloat(const cv::Mat& src, cv::Mat& dst);

}  // namespace encarde::vision
