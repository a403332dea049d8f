#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace encarde::vision {

enum class OutlineMode {
    Outermost,  // cv::RETR_EXTERNAL: the outer border of each region not inside another
    All,        // cv::RETR_LIST: every outer border and every hole's border
};

// The outlines of the set regions of an 8-bit picture, its pixels above `above` (any non-zero
// pixel by default) except where `cut` (of the picture's size) is set: exactly what
// cv::findContours(binary, outlines, RETR_EXTERNAL or RETR_LIST, CHAIN_APPROX_SIMPLE) gives for
// the binary picture cv::threshold(picture, binary, above, 255, THRESH_BINARY) and then
// binary.setTo(0, cut) make: the same points in the same order, the outlines in the same order
// (the last found first). The finder traces eight or nine pictures a frame. OpenCV's tracing copies
// each with a border, sets it to 0 and 1 in a second pass, traces into linked blocks and copies
// those out. Here one pass makes the bordered 0/1 copy straight from the picture (no threshold
// pass, no cutting pass), kept from call to call, and each outline is allocated once. The tracing is Suzuki
// and Abe's border following as OpenCV 4 does it, step for step, so that every start, every
// turn and so every point is the same.
void traceOutlines(const cv::Mat& picture, OutlineMode mode, std::vector<std::vector<cv::Point>>& outlines, uchar above = 0,
                   const cv::Mat& cut = cv::Mat());

// The area inside an outline of whole pixels, exactly as cv::contourArea(outline) gives it (its
// sums in double are of whole numbers, exact at any size a picture has), without the cost of
// its general arguments: the finder asks it of every outline traced, mostly specks, thousands a
// frame.
double outlineArea(const std::vector<cv::Point>& outline);

}  // namespace encarde::vision
