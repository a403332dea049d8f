// The perspective warp every card is read through (the canonical face, the clip detector's edge
// strips), done here because OpenCV's own took an eighth of a frame's scan. It gives exactly
// OpenCV's pixels (4.x, INTER_LINEAR | WARP_INVERSE_MAP, BORDER_REPLICATE), so nothing read
// changes and the glyph model, learned through OpenCV's warp, stays valid: the same blocks, the
// same double arithmetic for the source position, rounded to 1/32 of a pixel, and the same
// fixed-point weights. test_card_geometry compares the two on thousands of random warps.
// (Built with -ffp-contract=off: a fused multiply-add would round the positions differently.)
#include "CardGeometry.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace encarde::vision {

namespace {
// Source positions are kept to 1/32 of a pixel, and each bilinear weight is a product of
// (32 - a, a) and (32 - b, b).
constexpr int kFractionBits = 5, kFractions = 1 << kFractionBits;
// OpenCV works through the output in blocks of up to 32 x 32 pixels (16 rows, as many columns as
// make up the rest), each row of a block starting its sums afresh at the block's left edge: that
// sets how the doubles round, so the blocks are the same here.
constexpr int kBlockSide = 32, kBlockPixels = kBlockSide * kBlockSide;

// Source positions (in 1/32 pixel) of `n` output pixels along a row of a block: X0 + m0 * i and
// Y0 + m3 * i over W0 + m6 * i.
void sourcePositions(double x0, double y0, double w0, double m0, double m3, double m6, int n, int* xs, int* ys) {
    int i = 0;
#ifdef __SSE2__
    const __m128d fractions = _mm_set1_pd(kFractions), zero = _mm_setzero_pd();
    const __m128d lowest = _mm_set1_pd(INT_MIN), highest = _mm_set1_pd(INT_MAX);
    const __m128d vx0 = _mm_set1_pd(x0), vy0 = _mm_set1_pd(y0), vw0 = _mm_set1_pd(w0);
    const __m128d vm0 = _mm_set1_pd(m0), vm3 = _mm_set1_pd(m3), vm6 = _mm_set1_pd(m6), two = _mm_set1_pd(2);
    __m128d at = _mm_set_pd(1, 0);
    for (; i + 2 <= n; i += 2, at = _mm_add_pd(at, two)) {
        __m128d w = _mm_add_pd(vw0, _mm_mul_pd(vm6, at));
        w = _mm_andnot_pd(_mm_cmpeq_pd(w, zero), _mm_div_pd(fractions, w));
        const __m128d fx = _mm_max_pd(lowest, _mm_min_pd(highest, _mm_mul_pd(_mm_add_pd(vx0, _mm_mul_pd(vm0, at)), w)));
        const __m128d fy = _mm_max_pd(lowest, _mm_min_pd(highest, _mm_mul_pd(_mm_add_pd(vy0, _mm_mul_pd(vm3, at)), w)));
        // (Rounded to nearest, ties to even, as std::lrint.)
        _mm_storel_epi64(reinterpret_cast<__m128i*>(xs + i), _mm_cvtpd_epi32(fx));
        _mm_storel_epi64(reinterpret_cast<__m128i*>(ys + i), _mm_cvtpd_epi32(fy));
    }
#endif
    for (; i < n; ++i) {
        double w = w0 + m6 * i;
        w = w != 0 ? kFractions / w : 0;
        const double fx = std::max(static_cast<double>(INT_MIN), std::min(static_cast<double>(INT_MAX), (x0 + m0 * i) * w));
        const double fy = std::max(static_cast<double>(INT_MIN), std::min(static_cast<double>(INT_MAX), (y0 + m3 * i) * w));
        xs[i] = static_cast<int>(std::lrint(fx));
        ys[i] = static_cast<int>(std::lrint(fy));
    }
}

// One output pixel from the four source pixels around it, `a` and `b` thirty-seconds of a pixel
// right of and below the first (the border replicated by the caller). The weights, products of
// fractions of 32, are OpenCV's 15-bit fixed-point ones divided by 32: the same rounded result.
inline void blend(const uchar* p00, const uchar* p01, const uchar* p10, const uchar* p11, int a, int b, uchar* out) {
    for (int c = 0; c < 3; ++c) {
        const int top = (kFractions - a) * p00[c] + a * p01[c], bottom = (kFractions - a) * p10[c] + a * p11[c];
        out[c] = static_cast<uchar>(((kFractions - b) * top + b * bottom + (1 << (2 * kFractionBits - 1))) >> (2 * kFractionBits));
    }
}
}  // namespace

void warpBilinear(const cv::Mat& image, cv::Mat& out, const cv::Matx33d& outToImage, cv::Size size) {
    if (image.type() != CV_8UC3 || image.cols < 2 || image.rows < 3 || size.width <= 0 || size.height <= 0) {
        cv::warpPerspective(image, out, cv::Mat(outToImage), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
        return;
    }
    out.create(size, CV_8UC3);
    const uchar* source = image.data;
    const std::size_t step = image.step;
    const int cols = image.cols, rows = image.rows;
    const cv::Matx33d& m = outToImage;
    int blockRows = std::min(kBlockSide / 2, size.height);
    const int blockCols = std::min(kBlockPixels / blockRows, size.width);
    blockRows = std::min(kBlockPixels / blockCols, size.height);
    int xs[kBlockPixels], ys[kBlockPixels];
    for (int y = 0; y < size.height; y += blockRows)
        for (int x = 0; x < size.width; x += blockCols) {
            const int width = std::min(blockCols, size.width - x), height = std::min(blockRows, size.height - y);
            for (int row = 0; row < height; ++row) {
                const double x0 = m(0, 0) * x + m(0, 1) * (y + row) + m(0, 2);
                const double y0 = m(1, 0) * x + m(1, 1) * (y + row) + m(1, 2);
                const double w0 = m(2, 0) * x + m(2, 1) * (y + row) + m(2, 2);
                sourcePositions(x0, y0, w0, m(0, 0), m(1, 0), m(2, 0), width, xs, ys);
                uchar* d = out.ptr<uchar>(y + row) + 3 * x;
                int i = 0;
#ifdef __SSE2__
                // Inside the picture, a pixel at a time in 16-bit lanes: four bytes read from
                // each source pixel (the fourth unused; never past the picture, as the two rows
                // read are not its last) and four written (the fourth is the next output pixel's,
                // written after; not at the end of the output's row).
                const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi32(1 << (2 * kFractionBits - 1));
                const int lastWide = x + width < size.width ? width : width - 1;
                for (; i < lastWide; ++i, d += 3) {
                    const int sx = xs[i] >> kFractionBits, sy = ys[i] >> kFractionBits;
                    if (static_cast<unsigned>(sx) >= static_cast<unsigned>(cols - 1) || static_cast<unsigned>(sy) >= static_cast<unsigned>(rows - 2)) break;
                    const int a = xs[i] & (kFractions - 1), b = ys[i] & (kFractions - 1);
                    const uchar* p = source + sy * step + 3 * sx;
                    std::int32_t q00, q01, q10, q11;
                    std::memcpy(&q00, p, 4);
                    std::memcpy(&q01, p + 3, 4);
                    std::memcpy(&q10, p + step, 4);
                    std::memcpy(&q11, p + step + 3, 4);
                    const __m128i top = _mm_unpacklo_epi8(_mm_unpacklo_epi8(_mm_cvtsi32_si128(q00), _mm_cvtsi32_si128(q01)), zero);
                    const __m128i bottom = _mm_unpacklo_epi8(_mm_unpacklo_epi8(_mm_cvtsi32_si128(q10), _mm_cvtsi32_si128(q11)), zero);
                    const __m128i alongX = _mm_set1_epi32((a << 16) | (kFractions - a));
                    const __m128i pairs = _mm_or_si128(_mm_madd_epi16(top, alongX), _mm_slli_epi32(_mm_madd_epi16(bottom, alongX), 16));
                    const __m128i sum = _mm_madd_epi16(pairs, _mm_set1_epi32((b << 16) | (kFractions - b)));
                    const __m128i value = _mm_srai_epi32(_mm_add_epi32(sum, half), 2 * kFractionBits);
                    const std::int32_t bytes = _mm_cvtsi128_si32(_mm_packus_epi16(_mm_packs_epi32(value, zero), zero));
                    std::memcpy(d, &bytes, 4);
                }
#endif
                for (; i < width; ++i, d += 3) {
                    const int sx = xs[i] >> kFractionBits, sy = ys[i] >> kFractionBits;
                    const int a = xs[i] & (kFractions - 1), b = ys[i] & (kFractions - 1);
                    const int left = std::clamp(sx, 0, cols - 1), right = std::clamp(sx + 1, 0, cols - 1);
                    const uchar* upper = source + std::clamp(sy, 0, rows - 1) * step;
                    const uchar* lower = source + std::clamp(sy + 1, 0, rows - 1) * step;
                    blend(upper + 3 * left, upper + 3 * right, lower + 3 * left, lower + 3 * right, a, b, d);
                }
            }
        }
}

}  // namespace encarde::vision
