// The perspective warp every card is read through (the canonical face, the clip detector's edge
// strips), done here because OpenCV's own took an eighth of a frame's scan. It gives exactly
// OpenCV's pixels (4.x, INTER_LINEAR | WARP_INVERSE_MAP, BORDER_REPLICATE), so nothing read
// changes and the glyph model, learned through OpenCV's warp, stays valid: the same blocks, the
// same double arithmetic for the source position, rounded to 1/32 of a pixel, and the same
// fixed-point weights. test_card_geometry compares the two on thousands of random warps.
// (Eight pixels at a time where the processor has AVX2: warpRowAvx2.)
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
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#define ENCARDE_WARP_AVX2 1
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

struct Picture {
    const uchar* data;
    std::size_t step;
    int cols, rows;
};

// The output pixel whose source position is (x, y) in 1/32 pixel, anywhere: each of the four
// source pixels is moved into the picture on its own, as OpenCV replicates the border.
inline void blendReplicated(const Picture& picture, int x, int y, uchar* out) {
    const int sx = x >> kFractionBits, sy = y >> kFractionBits;
    const int left = std::clamp(sx, 0, picture.cols - 1), right = std::clamp(sx + 1, 0, picture.cols - 1);
    const uchar* upper = picture.data + std::clamp(sy, 0, picture.rows - 1) * picture.step;
    const uchar* lower = picture.data + std::clamp(sy + 1, 0, picture.rows - 1) * picture.step;
    blend(upper + 3 * left, upper + 3 * right, lower + 3 * left, lower + 3 * right, x & (kFractions - 1), y & (kFractions - 1), out);
}

#ifdef ENCARDE_WARP_AVX2
// With AVX2 (nearly every x86 processor of the last ten years) a row of a block is done eight
// output pixels at a time, a third of the instructions of the path above; the program still runs
// on processors without it, as these functions alone are built for AVX2 and only called when the
// processor has it. (Never with fused multiply-adds: they would round the positions differently.)
#define ENCARDE_AVX2 __attribute__((target("avx2")))

// Where a row of a block starts and how it goes on, as sourcePositions takes them.
struct RowStart {
    double x0, y0, w0, m0, m3, m6;
};
struct RowStart4 {
    __m256d x0, y0, w0, m0, m3, m6;
};

// Source positions (1/32 pixel) of four output pixels `at` along the row: the same operations on
// the same doubles as sourcePositions, so the same results.
ENCARDE_AVX2 inline void sourcePositions4(const RowStart4& r, __m256d at, __m128i& xs, __m128i& ys) {
    const __m256d fractions = _mm256_set1_pd(kFractions), lowest = _mm256_set1_pd(INT_MIN), highest = _mm256_set1_pd(INT_MAX);
    __m256d w = _mm256_add_pd(r.w0, _mm256_mul_pd(r.m6, at));
    w = _mm256_andnot_pd(_mm256_cmp_pd(w, _mm256_setzero_pd(), _CMP_EQ_OQ), _mm256_div_pd(fractions, w));
    xs = _mm256_cvtpd_epi32(_mm256_max_pd(lowest, _mm256_min_pd(highest, _mm256_mul_pd(_mm256_add_pd(r.x0, _mm256_mul_pd(r.m0, at)), w))));
    ys = _mm256_cvtpd_epi32(_mm256_max_pd(lowest, _mm256_min_pd(highest, _mm256_mul_pd(_mm256_add_pd(r.y0, _mm256_mul_pd(r.m3, at)), w))));
}

// Eight bytes from `p`, in every quarter of the register.
ENCARDE_AVX2 inline __m256i broadcast8(const uchar* p) {
    std::int64_t bytes;
    std::memcpy(&bytes, p, 8);
    return _mm256_set1_epi64x(bytes);
}

// The `width` output pixels of a row of a block, starting at `d`.
//
// The border is replicated by moving each pixel's square of four source pixels into the picture
// and its weight to the side it was moved to: left of the picture the square starts at column 0
// with the whole weight on its left pair, right of it at the last column but one with the whole
// weight on its right pair (likewise for rows). Both pairs are then the same border pixels
// OpenCV would take, weighted 32 in all, so the sums and the rounding are unchanged.
//
// Eight bytes are read from each of the square's two rows (its six and two more). Past the end
// of a row lies the next row, so this stays inside the picture except for the square at its
// bottom right corner; a group of eight reaching that square is done pixel by pixel.
ENCARDE_AVX2 void warpRowAvx2(const Picture& picture, const RowStart& start, int width, uchar* d) {
    const RowStart4 r{_mm256_set1_pd(start.x0), _mm256_set1_pd(start.y0), _mm256_set1_pd(start.w0),
                      _mm256_set1_pd(start.m0), _mm256_set1_pd(start.m3), _mm256_set1_pd(start.m6)};
    const __m256i zero = _mm256_setzero_si256(), whole = _mm256_set1_epi32(kFractions);
    const __m256i lastX = _mm256_set1_epi32(picture.cols - 2), lastY = _mm256_set1_epi32(picture.rows - 2);
    const __m256i step = _mm256_set1_epi32(static_cast<int>(picture.step)), half = _mm256_set1_epi32(1 << (2 * kFractionBits - 1));
    // A pixel's square as read (the upper row's eight bytes, then the lower row's) into pairs of
    // bytes to be weighted along x: the upper row's blues, the lower row's, then greens and reds.
    const __m256i pairs = _mm256_setr_epi8(0, 3, 8, 11, 1, 4, 9, 12, 2, 5, 10, 13, -1, -1, -1, -1,
                                           0, 3, 8, 11, 1, 4, 9, 12, 2, 5, 10, 13, -1, -1, -1, -1);
    // Four pixels of four bytes (blue, green, red, 0) into twelve.
    const __m256i packed = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                            0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i joined = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
    __m256d at = _mm256_setr_pd(0, 1, 2, 3);
    const __m256d four = _mm256_set1_pd(4);
    for (int i = 0; i < width; i += 8, d += 24) {
        __m128i x0, y0, x1, y1;
        sourcePositions4(r, at, x0, y0);
        at = _mm256_add_pd(at, four);
        sourcePositions4(r, at, x1, y1);
        at = _mm256_add_pd(at, four);
        const __m256i xs = _mm256_setr_m128i(x0, x1), ys = _mm256_setr_m128i(y0, y1);
        const __m256i sx = _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(xs, kFractionBits), zero), lastX);
        const __m256i sy = _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(ys, kFractionBits), zero), lastY);
        const __m256i a = _mm256_min_epi32(_mm256_max_epi32(_mm256_sub_epi32(xs, _mm256_slli_epi32(sx, kFractionBits)), zero), whole);
        const __m256i b = _mm256_min_epi32(_mm256_max_epi32(_mm256_sub_epi32(ys, _mm256_slli_epi32(sy, kFractionBits)), zero), whole);
        const int n = std::min(8, width - i);
        const __m256i corner = _mm256_and_si256(_mm256_cmpeq_epi32(sx, lastX), _mm256_cmpeq_epi32(sy, lastY));
        if (!_mm256_testz_si256(corner, corner)) {
            alignas(32) int xsAt[8], ysAt[8];
            _mm256_store_si256(reinterpret_cast<__m256i*>(xsAt), xs);
            _mm256_store_si256(reinterpret_cast<__m256i*>(ysAt), ys);
            for (int k = 0; k < n; ++k) blendReplicated(picture, xsAt[k], ysAt[k], d + 3 * k);
            continue;
        }
        alignas(32) int offsets[8];
        _mm256_store_si256(reinterpret_cast<__m256i*>(offsets), _mm256_add_epi32(_mm256_mullo_epi32(sy, step), _mm256_add_epi32(sx, _mm256_add_epi32(sx, sx))));
        // Weights as bytes (32 - a, a) in every 16 bits, and as 16-bit (32 - b, b) in every 32.
        __m256i alongX = _mm256_or_si256(_mm256_slli_epi32(a, 8), _mm256_sub_epi32(whole, a));
        alongX = _mm256_or_si256(alongX, _mm256_slli_epi32(alongX, 16));
        const __m256i alongY = _mm256_or_si256(_mm256_slli_epi32(b, 16), _mm256_sub_epi32(whole, b));
        // Pixels k and k + 4 side by side, one in each half of the register.
        __m256i value[4];
#pragma GCC unroll 4
        for (int k = 0; k < 4; ++k) {
            const uchar* first = picture.data + offsets[k];
            const uchar* second = picture.data + offsets[k + 4];
            const __m256i upper = _mm256_blend_epi32(broadcast8(first), broadcast8(second), 0xF0);
            const __m256i lower = _mm256_blend_epi32(broadcast8(first + picture.step), broadcast8(second + picture.step), 0xF0);
            const __m256i square = _mm256_shuffle_epi8(_mm256_blend_epi32(upper, lower, 0xCC), pairs);
            const __m256i which = _mm256_setr_epi32(k, k, k, k, k + 4, k + 4, k + 4, k + 4);
            const __m256i acrossX = _mm256_maddubs_epi16(square, _mm256_permutevar8x32_epi32(alongX, which));
            const __m256i sum = _mm256_madd_epi16(acrossX, _mm256_permutevar8x32_epi32(alongY, which));
            value[k] = _mm256_srli_epi32(_mm256_add_epi32(sum, half), 2 * kFractionBits);
        }
        // Pixels 0-3 in the lower half, 4-7 in the upper, then their 24 bytes together.
        const __m256i bytes = _mm256_packus_epi16(_mm256_packs_epi32(value[0], value[1]), _mm256_packs_epi32(value[2], value[3]));
        const __m256i out = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(bytes, packed), joined);
        if (n == 8) {
            _mm_storeu_si128(reinterpret_cast<__m128i*>(d), _mm256_castsi256_si128(out));
            _mm_storel_epi64(reinterpret_cast<__m128i*>(d + 16), _mm256_extracti128_si256(out, 1));
        } else {
            alignas(32) uchar last[32];
            _mm256_store_si256(reinterpret_cast<__m256i*>(last), out);
            std::memcpy(d, last, 3 * n);
        }
    }
}
#endif
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
    const Picture picture{source, step, cols, rows};
#ifdef ENCARDE_WARP_AVX2
    // (The eight-wide rows find their source pixels with 32-bit offsets.)
    const bool avx2 = processorHasAvx2() && step * rows <= static_cast<std::size_t>(INT_MAX);
#endif
    int xs[kBlockPixels], ys[kBlockPixels];
    for (int y = 0; y < size.height; y += blockRows)
        for (int x = 0; x < size.width; x += blockCols) {
            const int width = std::min(blockCols, size.width - x), height = std::min(blockRows, size.height - y);
            for (int row = 0; row < height; ++row) {
                const double x0 = m(0, 0) * x + m(0, 1) * (y + row) + m(0, 2);
                const double y0 = m(1, 0) * x + m(1, 1) * (y + row) + m(1, 2);
                const double w0 = m(2, 0) * x + m(2, 1) * (y + row) + m(2, 2);
                uchar* d = out.ptr<uchar>(y + row) + 3 * x;
#ifdef ENCARDE_WARP_AVX2
                if (avx2) {
                    warpRowAvx2(picture, RowStart{x0, y0, w0, m(0, 0), m(1, 0), m(2, 0)}, width, d);
                    continue;
                }
#endif
                sourcePositions(x0, y0, w0, m(0, 0), m(1, 0), m(2, 0), width, xs, ys);
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
                for (; i < width; ++i, d += 3) blendReplicated(picture, xs[i], ys[i], d);
            }
        }
}

}  // namespace encarde::vision
