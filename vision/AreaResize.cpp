#include "AreaResize.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>

// The same tables and the same float sums, in the same order, as OpenCV 4's resize.cpp does for
// one float channel: shrinking, its general area case (the area tables and the area invoker);
// enlarging either way, its linear resize with weights from the pixels' areas (the horizontal and
// vertical linear passes, the rows at the bottom repeated as it repeats them). Built without fused
// multiply-adds (vision/CMakeLists.txt), which would round differently.

namespace encarde::vision {

namespace {
constexpr int kLargest = 256;

// One source pixel's share of one destination pixel, along one direction.
struct Share {
    int source, target;
    float weight;
};

// The shares of a row (or column) of `from` pixels shrunk to `to`, `scale` source pixels to one
// destination pixel; the count of shares.
int areaShares(int from, int to, double scale, Share* shares) {
    int k = 0;
    for (int d = 0; d < to; ++d) {
        const double start = d * scale, end = start + scale;
        const double cell = std::min(scale, from - start);
        int first = static_cast<int>(std::ceil(start)), last = static_cast<int>(std::floor(end));
        last = std::min(last, from - 1);
        first = std::min(first, last);
        if (first - start > 1e-3) shares[k++] = {first - 1, d, static_cast<float>((first - start) / cell)};
        for (int s = first; s < last; ++s) shares[k++] = {s, d, static_cast<float>(1.0 / cell)};
        if (end - last > 1e-3) shares[k++] = {last, d, static_cast<float>(std::min(std::min(end - last, 1.), cell) / cell)};
    }
    return k;
}

// Where a destination pixel falls between two source pixels along one direction when a picture is
// enlarged that way (OpenCV emulates area interpolation there with a linear one whose weights
// follow the pixels' areas): the first source pixel, and the second one's weight.
struct Between {
    int first;
    float weight;
};
Between areaBetween(int d, double scale, double inverseScale) {
    const int first = static_cast<int>(std::floor(d * scale));
    float weight = static_cast<float>((d + 1) - (first + 1) * inverseScale);
    if (weight <= 0) {
        weight = 0.f;
    } else {
        const int whole = static_cast<int>(weight);  // (OpenCV's cvFloor for a float)
        weight -= static_cast<float>(whole - (static_cast<float>(whole) > weight));
    }
    return {first, weight};
}

// The picture shrunk both ways: each source row shrunk across, and added, with its share, to the
// destination rows it falls in.
void resizeAreaShrinking(const cv::Mat& src, cv::Mat& dst, double scaleX, double scaleY) {
    std::array<Share, 2 * kLargest> across, down;
    const int acrossCount = areaShares(src.cols, dst.cols, scaleX, across.data());
    const int downCount = areaShares(src.rows, dst.rows, scaleY, down.data());
    std::array<float, kLargest> row, sum;  // a source row shrunk across; the destination row so far
    const int width = dst.cols;
    std::fill(sum.begin(), sum.begin() + width, 0.f);
    int target = down[0].target;
    for (int j = 0; j < downCount; ++j) {
        const float* in = src.ptr<float>(down[static_cast<std::size_t>(j)].source);
        std::fill(row.begin(), row.begin() + width, 0.f);
        for (int k = 0; k < acrossCount; ++k) {
            const Share& a = across[static_cast<std::size_t>(k)];
            row[static_cast<std::size_t>(a.target)] += in[a.source] * a.weight;
        }
        const float weight = down[static_cast<std::size_t>(j)].weight;
        if (down[static_cast<std::size_t>(j)].target != target) {
            float* out = dst.ptr<float>(target);
            for (int x = 0; x < width; ++x) {
                out[x] = sum[static_cast<std::size_t>(x)];
                sum[static_cast<std::size_t>(x)] = weight * row[static_cast<std::size_t>(x)];
            }
            target = down[static_cast<std::size_t>(j)].target;
        } else {
            for (int x = 0; x < width; ++x) sum[static_cast<std::size_t>(x)] += weight * row[static_cast<std::size_t>(x)];
        }
    }
    std::copy(sum.begin(), sum.begin() + width, dst.ptr<float>(target));
}

// The picture enlarged in one direction or both: each source row taken across with the weights
// between its pixels, then each destination row from the two source rows about it.
void resizeAreaLinear(const cv::Mat& src, cv::Mat& dst, double scaleX, double scaleY, double inverseX, double inverseY) {
    const int width = dst.cols;
    std::array<int, kLargest> from;
    std::array<float, 2 * kLargest> weights;  // each destination column's two weights
    int linearUpTo = width;  // columns from here on take the last source pixel alone
    for (int dx = 0; dx < width; ++dx) {
        Between b = areaBetween(dx, scaleX, inverseX);
        if (b.first + 1 >= src.cols) {
            linearUpTo = std::min(linearUpTo, dx);
            if (b.first >= src.cols - 1) b = {src.cols - 1, 0.f};
        }
        from[static_cast<std::size_t>(dx)] = b.first;
        weights[static_cast<std::size_t>(2 * dx)] = 1.f - b.weight;
        weights[static_cast<std::size_t>(2 * dx + 1)] = b.weight;
    }
    const auto across = [&](int sy, float* out) {
        const float* in = src.ptr<float>(std::clamp(sy, 0, src.rows - 1));
        int dx = 0;
        for (; dx < linearUpTo; ++dx) {
            const int sx = from[static_cast<std::size_t>(dx)];
            out[dx] = in[sx] * weights[static_cast<std::size_t>(2 * dx)] + in[sx + 1] * weights[static_cast<std::size_t>(2 * dx + 1)];
        }
        for (; dx < width; ++dx) out[dx] = in[from[static_cast<std::size_t>(dx)]];
    };
    std::array<float, kLargest> upper, lower;
    for (int dy = 0; dy < dst.rows; ++dy) {
        const Between b = areaBetween(dy, scaleY, inverseY);
        across(b.first, upper.data());
        across(b.first + 1, lower.data());
        const float top = 1.f - b.weight, bottom = b.weight;
        float* out = dst.ptr<float>(dy);
        for (int x = 0; x < width; ++x) out[x] = upper[static_cast<std::size_t>(x)] * top + lower[static_cast<std::size_t>(x)] * bottom;
    }
}
}  // namespace

void resizeAreaFloat(const cv::Mat& src, cv::Mat& dst) {
    CV_Assert(src.type() == CV_32FC1 && dst.type() == CV_32FC1 && !src.empty() && !dst.empty());
    const double inverseX = static_cast<double>(dst.cols) / src.cols, inverseY = static_cast<double>(dst.rows) / src.rows;
    const double scaleX = 1. / inverseX, scaleY = 1. / inverseY;
    const bool wholeFactor = std::abs(scaleX - cv::saturate_cast<int>(scaleX)) < DBL_EPSILON &&
                             std::abs(scaleY - cv::saturate_cast<int>(scaleY)) < DBL_EPSILON;
    const bool shrinking = scaleX >= 1 && scaleY >= 1;
    if (src.size() == dst.size() || (shrinking && wholeFactor) || std::max({src.cols, src.rows, dst.cols, dst.rows}) > kLargest) {
        cv::resize(src, dst, dst.size(), 0, 0, cv::INTER_AREA);
        return;
    }
    if (shrinking) resizeAreaShrinking(src, dst, scaleX, scaleY);
    else resizeAreaLinear(src, dst, scaleX, scaleY, inverseX, inverseY);
}

}  // namespace encarde::vision
