#pragma once
// Between Qt video frames and OpenCV images. The scanner works on BGR cv::Mat; the camera and the
// file player deliver QVideoFrame.

#include <QVideoFrame>
#include <opencv2/core.hpp>

namespace encarde::camera {

// A BGR, 8-bit, 3-channel copy of the frame; empty when the frame cannot be read.
cv::Mat videoFrameToBgr(const QVideoFrame& frame);

// A new video frame (BGRX) holding a copy of a BGR image; invalid for an empty image.
QVideoFrame bgrToVideoFrame(const cv::Mat& bgr);

}  // namespace encarde::camera
