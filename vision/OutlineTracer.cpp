#include "OutlineTracer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace encarde::vision {

namespace {
// The working copy's pixels: 0 unset, 1 set and on no border traced yet; a border pixel once
// traced is marked kTraced, or kTracedEastUnset when the trace found its east neighbour unset
// (OpenCV's "right bound", nbd with the sign bit). The scan tells new borders from traced ones by
// these marks, exactly as OpenCV's does.
constexpr std::int8_t kTraced = 2;
constexpr std::int8_t kTracedEastUnset = static_cast<std::int8_t>(kTraced | 0x80);
// The eight neighbours as OpenCV numbers its chain codes: 0 east, then round the pixel
// counter-clockwise as seen on screen (y runs down): north-east, north, north-west, west,
// south-west, south, south-east.
constexpr int kStepX[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kStepY[8] = {0, -1, -1, -1, 0, 1, 1, 1};

// One row of the working copy: 1 where the picture's pixel is above `level`, else 0. (Built twice,
// and the one the processor can run chosen when the program loads: with AVX2 a step handles
// twice the pixels.)
__attribute__((target_clones("avx2", "default"))) void setWhereAbove(const uchar* in, std::int8_t* out, int count, uchar level) {
    for (int x = 0; x < count; ++x) out[x] = in[x] > level ? 1 : 0;
}
// The same, but 0 too where `cut` is set.
__attribute__((target_clones("avx2", "default"))) void setWhereAboveExcept(const uchar* in, const uchar* cut, std::int8_t* out, int count,
                                                                            uchar level) {
    // (Both tests made, without a branch: so the loop is vectorised.)
    for (int x = 0; x < count; ++x) out[x] = static_cast<std::int8_t>(static_cast<int>(in[x] > level) & static_cast<int>(cut[x] == 0));
}

// The first x from `x` on (and before `end`) whose pixel is not `value`, or `end`.
int nextChange(const std::int8_t* row, int x, int end, std::int8_t value) {
#if defined(__SSE2__)
    const __m128i same = _mm_set1_epi8(value);
    const auto differing = [&](int at) {
        const __m128i pixels = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + at));
        return ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(pixels, same))) & 0xFFFFU;
    };
    for (; x + 16 <= end; x += 16)
        if (const unsigned differ = differing(x)) return x + __builtin_ctz(differ);
#endif
    while (x < end && row[x] == value) ++x;
    return x;
}

// Follows the border that starts at `start` (an outer border's first pixel, or the set pixel a
// hole's border starts from), its rows `step` apart, marking its pixels as it goes; `at` is that
// pixel in the caller's coordinates. Every point where the border turns goes into `points`
// (CHAIN_APPROX_SIMPLE), the first one first.
void followBorder(std::int8_t* start, int step, cv::Point at, bool hole, std::vector<cv::Point>& points) {
    points.clear();
    int deltas[16];
    for (int s = 0; s < 8; ++s) deltas[s] = deltas[s + 8] = kStepY[s] * step + kStepX[s];
    // The neighbour the border leaves by, looked for clockwise from the unset side: west of an
    // outer border's first pixel, east of a hole's.
    const int lookedFrom = hole ? 0 : 4;
    int s = lookedFrom;
    std::int8_t* first = nullptr;
    do {
        s = (s - 1) & 7;
        first = start + deltas[s];
    } while (*first == 0 && s != lookedFrom);
    if (s == lookedFrom) {  // a lone pixel
        *start = kTracedEastUnset;
        points.push_back(at);
        return;
    }
    std::int8_t* current = start;
    int previousWay = s ^ 4;
    for (;;) {
        // The next border pixel, looked for counter-clockwise from the way back to the last one.
        // (It is found within eight looks: the way back leads to a set pixel.)
        const int cameFrom = s;
        std::int8_t* next = nullptr;
        do {
            next = current + deltas[++s];
        } while (*next == 0);
        s &= 7;
        // Looked past east (way 0) before finding it: the east neighbour is unset.
        if (static_cast<unsigned>(s - 1) < static_cast<unsigned>(cameFrom))
            *current = kTracedEastUnset;
        else if (*current == 1)
            *current = kTraced;
        if (s != previousWay) {
            points.push_back(at);
            previousWay = s;
        }
        at.x += kStepX[s];
        at.y += kStepY[s];
        if (next == start && current == first) break;
        current = next;
        s = (s + 4) & 7;
    }
}
}  // namespace

void traceOutlines(const cv::Mat& picture, OutlineMode mode, std::vector<std::vector<cv::Point>>& outlines, uchar above, const cv::Mat& cut) {
    CV_Assert(picture.type() == CV_8UC1);
    CV_Assert(cut.empty() || (cut.type() == CV_8UC1 && cut.size() == picture.size()));
    outlines.clear();
    const int cols = picture.cols, rows = picture.rows;
    if (cols == 0 || rows == 0) return;
    // The picture as 0 and 1 inside a border of unset pixels (so that a region touching the
    // picture's edge is traced all round, as OpenCV's copy with a border has it traced). Kept
    // from call to call: the finder traces pictures of one size many times a frame.
    const int step = cols + 2;
    thread_local std::vector<std::int8_t> pixels;
    thread_local std::vector<cv::Point> points;
    pixels.resize(static_cast<std::size_t>(step) * static_cast<std::size_t>(rows + 2));
    std::fill_n(pixels.begin(), step, std::int8_t{0});
    std::fill_n(pixels.begin() + static_cast<std::ptrdiff_t>(rows + 1) * step, step, std::int8_t{0});
    for (int y = 0; y < rows; ++y) {
        const uchar* in = picture.ptr<uchar>(y);
        std::int8_t* out = pixels.data() + static_cast<std::ptrdiff_t>(y + 1) * step;
        out[0] = 0;
        if (cut.empty())
            setWhereAbove(in, out + 1, cols, above);
        else
            setWhereAboveExcept(in, cut.ptr<uchar>(y), out + 1, cols, above);
        out[cols + 1] = 0;
    }
    // The raster scan: a border starts where a row passes from unset into a set pixel no border
    // has been traced through (an outer border), or from a set pixel not on an outer border's
    // east side into an unset one (a hole's border). `lastBorder` is the last pixel of the row
    // where it met a border: an outer border is outermost only when that is the row's start or
    // a pixel on a traced border's east side (kTracedEastUnset), where the row left the regions
    // before it; any other (set, positive) means the row is still inside a region, in a hole.
    const bool outermostOnly = mode == OutlineMode::Outermost;
    const int end = cols + 1;
    for (int y = 1; y <= rows; ++y) {
        std::int8_t* row = pixels.data() + static_cast<std::ptrdiff_t>(y) * step;
        std::int8_t previous = 0;
        int lastBorder = 0;
        for (int x = 1;; ++x) {
            x = nextChange(row, x, end, previous);
            if (x >= end) break;
            const std::int8_t pixel = row[x];
            bool hole = false;
            bool traced = false;
            if (previous == 0 && pixel == 1) {
                traced = true;
            } else if (pixel == 0 && previous >= 1) {
                if (previous & ~1) lastBorder = x - 1;
                hole = true;
                traced = true;
            }
            if (traced && outermostOnly && (hole || row[lastBorder] > 0)) traced = false;
            if (!traced) {
                previous = pixel;
                if (previous & ~1) lastBorder = x;
                continue;
            }
            const int from = x - (hole ? 1 : 0);
            lastBorder = from;
            // (Traced into a buffer kept from call to call, then copied out at its size: one
            // allocation an outline, not one each time it outgrows its room.)
            followBorder(row + from, step, cv::Point(from - 1, y - 1), hole, points);
            outlines.emplace_back(points.begin(), points.end());
            previous = row[x];  // as the trace marked it
        }
    }
    // OpenCV hands the borders over last found first.
    std::reverse(outlines.begin(), outlines.end());
}

double outlineArea(const std::vector<cv::Point>& outline) {
    if (outline.empty()) return 0;
    std::int64_t twice = 0;
    cv::Point previous = outline.back();
    for (const cv::Point& p : outline) {
        twice += static_cast<std::int64_t>(previous.x) * p.y - static_cast<std::int64_t>(previous.y) * p.x;
        previous = p;
    }
    return std::fabs(static_cast<double>(twice) * 0.5);
}

}  // namespace encarde::vision
