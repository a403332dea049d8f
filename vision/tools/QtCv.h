#pragma once
// Conversions between Qt images (what the SVG renderer paints) and OpenCV matrices.

#include <QImage>

#include <opencv2/core.hpp>

namespace encarde::vision::tools {

// BGR copy of an image, with transparent parts laid over the given background colour.
cv::Mat toBgr(const QImage& image, const cv::Scalar& background = cv::Scalar(255, 255, 255));
// BGRA copy (straight alpha) for compositing.
cv::Mat toBgra(const QImage& image);

}  // namespace encarde::vision::tools
