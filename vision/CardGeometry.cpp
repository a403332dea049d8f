#include "CardGeometry.h"

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>
#endif

namespace encarde::vision {

namespace {
double distance(cv::Point2f a, cv::Point2f b) { return std::hypot(a.x - b.x, a.y - b.y); }

const std::array<cv::Point2f, 4> kCanonicalCorners = {
    cv::Point2f(0, 0), cv::Point2f(kCanonicalWidth, 0), cv::Point2f(kCanonicalWidth, kCanonicalHeight),
    cv::Point2f(0, kCanonicalHeight)};

cv::Mat canonicalToImageTransform(const Quad& quad) {
    return cv::getPerspectiveTransform(kCanonicalCorners.data(), quad.data());
}
}  // namespace

cv::Point2f quadCentre(const Quad& q) {
    return (q[0] + q[1] + q[2] + q[3]) * 0.25f;
}

CardSize typicalCardSize(const std::vector<Quad>& cleanCards) {
    if (cleanCards.empty()) return {};
    std::vector<double> shorts, aspects;
    for (const Quad& q : cleanCards) {
        shorts.push_back(shortSide(q));
        aspects.push_back(longSide(q) / shortSide(q));
    }
    const double width = medianOf(shorts);
    return {width, width * medianOf(aspects)};
}

double medianOf(std::vector<double>& values) {
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
    return values[values.size() / 2];
}

Quad orderAsUprightCard(const Quad& corners) {
    const cv::Point2f c = quadCentre(corners);
    Quad q = corners;
    std::sort(q.begin(), q.end(), [&](cv::Point2f a, cv::Point2f b) {
        return std::atan2(a.y - c.y, a.x - c.x) < std::atan2(b.y - c.y, b.x - c.x);
    });
    // q is now clockwise on screen. Start so that the first edge is a short one.
    const double e01 = distance(q[0], q[1]) + distance(q[2], q[3]);
    const double e12 = distance(q[1], q[2]) + distance(q[3], q[0]);
    if (e01 > e12) std::rotate(q.begin(), q.begin() + 1, q.end());
    // Of the two upright starts, prefer the one whose first corner is higher up the picture, so
    // the choice is stable for an upright card; the reader tries the other half turn anyway.
    if (q[0].y + q[1].y > q[2].y + q[3].y) q = turnedHalf(q);
    return q;
}

Quad turnedHalf(const Quad& q) { return {q[2], q[3], q[0], q[1]}; }

Quad turnedQuarter(const Quad& q) { return {q[1], q[2], q[3], q[0]}; }

cv::Mat warpCanonical(const cv::Mat& image, const Quad& quad) {
    // A card much bigger than the canonical picture (a close-up photo) is first shrunk with
    // area averaging: a plain perspective warp would skip pixels and break thin glyph strokes.
    const double shrink = 2.0 * kCanonicalWidth / shortSide(quad);
    if (shrink < 0.5) {
        const cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(quad.begin(), quad.end())) &
                             cv::Rect(0, 0, image.cols, image.rows);
        if (!box.empty()) {
            cv::Mat small;
            cv::resize(image(box), small, cv::Size(), shrink, shrink, cv::INTER_AREA);
            Quad local;
            for (int k = 0; k < 4; ++k)
                local[k] = (quad[k] - cv::Point2f(static_cast<float>(box.x), static_cast<float>(box.y))) * static_cast<float>(shrink);
            return warpCanonical(small, local);
        }
    }
    // (Inverted as cv::warpPerspective inverts it, for the same pixels.)
    cv::Mat toImage;
    cv::invert(cv::getPerspectiveTransform(quad.data(), kCanonicalCorners.data()), toImage);
    cv::Mat out;
    warpBilinear(image, out, cv::Matx33d(toImage), cv::Size(kCanonicalWidth, kCanonicalHeight));
    return out;
}

cv::Point2f canonicalToImage(const Quad& quad, cv::Point2f p) {
    return canonicalToImage(quad, std::vector<cv::Point2f>{p})[0];
}

std::vector<cv::Point2f> canonicalToImage(const Quad& quad, const std::vector<cv::Point2f>& canonical) {
    std::vector<cv::Point2f> out;
    if (!canonical.empty()) cv::perspectiveTransform(canonical, out, canonicalToImageTransform(quad));
    return out;
}

Quad shifted(const Quad& quad, cv::Point2f by) {
    return {quad[0] + by, quad[1] + by, quad[2] + by, quad[3] + by};
}

cv::Point2f outwardNormal(cv::Point2f a, cv::Point2f b, cv::Point2f centre) {
    const cv::Point2f dir = (b - a) * static_cast<float>(1 / std::max(1e-6, cv::norm(b - a)));
    const cv::Point2f normal(-dir.y, dir.x);
    return normal.dot(centre - a) > 0 ? -normal : normal;
}

bool intersect(cv::Point2f a1, cv::Point2f a2, cv::Point2f b1, cv::Point2f b2, cv::Point2f& out) {
    const cv::Point2f r = a2 - a1, s = b2 - b1;
    const double denom = r.x * s.y - r.y * s.x;
    if (std::abs(denom) < 1e-9) return false;
    const cv::Point2f d = b1 - a1;
    const double t = (d.x * s.y - d.y * s.x) / denom;
    out = a1 + r * static_cast<float>(t);
    return true;
}

double quadArea(const Quad& q) {
    return std::abs(cv::contourArea(std::vector<cv::Point2f>(q.begin(), q.end())));
}

double shortSide(const Quad& q) {
    return std::min(distance(q[0], q[1]) + distance(q[2], q[3]), distance(q[1], q[2]) + distance(q[3], q[0])) / 2;
}

double longSide(const Quad& q) {
    return std::max(distance(q[0], q[1]) + distance(q[2], q[3]), distance(q[1], q[2]) + distance(q[3], q[0])) / 2;
}

double overlapArea(const Quad& a, const Quad& b) {
    // Quads whose boxes lie apart share nothing: most pairs of a frame's outlines.
    const auto box = [](const Quad& q) {
        cv::Vec4f extent(q[0].x, q[0].y, q[0].x, q[0].y);  // left, top, right, bottom
        for (const cv::Point2f& p : q) extent = {std::min(extent[0], p.x), std::min(extent[1], p.y), std::max(extent[2], p.x), std::max(extent[3], p.y)};
        return extent;
    };
    const cv::Vec4f boxA = box(a), boxB = box(b);
    if (boxA[2] < boxB[0] || boxB[2] < boxA[0] || boxA[3] < boxB[1] || boxB[3] < boxA[1]) return 0;
    // a clipped by each side of b in turn (b convex), in doubles, and the area of what is left.
    // (OpenCV 4.6's cv::intersectConvexConvex, used here before, answered all of one quad for two
    // cards of a hand a step apart whose facing sides run nearly parallel: 74,438 square pixels
    // where they share 4,564, and the one card counted as lying on the other.)
    const auto cross = [](cv::Point2d o, cv::Point2d p, cv::Point2d q) { return (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x); };
    double windingB = 0;
    for (std::size_t k = 0; k < 4; ++k) windingB += cross(cv::Point2d(0, 0), b[k], b[(k + 1) % 4]);
    const double inward = windingB >= 0 ? 1.0 : -1.0;
    // A convex quad clipped by four half-planes keeps at most eight corners (a quad bent
    // inwards, twelve).
    std::array<cv::Point2d, 12> kept{}, next{};
    std::size_t count = 4;
    for (std::size_t k = 0; k < 4; ++k) kept[k] = a[k];
    for (std::size_t side = 0; side < 4 && count > 0; ++side) {
        const cv::Point2d from = b[side], to = b[(side + 1) % 4];
        std::size_t nextCount = 0;
        for (std::size_t k = 0; k < count; ++k) {
            const cv::Point2d previous = kept[(k + count - 1) % count], current = kept[k];
            const double previousIn = inward * cross(from, to, previous), currentIn = inward * cross(from, to, current);
            if ((previousIn >= 0) != (currentIn >= 0) && nextCount < next.size())
                next[nextCount++] = previous + (current - previous) * (previousIn / (previousIn - currentIn));
            if (currentIn >= 0 && nextCount < next.size()) next[nextCount++] = current;
        }
        kept = next;
        count = nextCount;
    }
    double twiceArea = 0;
    for (std::size_t k = 0; k < count; ++k) twiceArea += cross(cv::Point2d(0, 0), kept[k], kept[(k + 1) % count]);
    return std::abs(twiceArea) / 2;
}

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
namespace {
// With AVX2 a row is done 32 pixels at a time, a third of the instructions of OpenCV's SSE2
// deinterleave below; built for AVX2 alone and only called when the processor has it. Each
// 128-bit half of a register holds 16 pixels (48 bytes over three registers): the bytes shifted
// by one and by two across those three put a pixel's three channels side by side, so the minimum
// of the three lies at every third byte, and byte shuffles gather those.
// 16 bytes from `low` and 16 from `high`, as the two halves of a register.
__attribute__((target("avx2"))) inline __m256i halves(const uchar* low, const uchar* high) {
    return _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(low))),
                                   _mm_loadu_si128(reinterpret_cast<const __m128i*>(high)), 1);
}

__attribute__((target("avx2"))) int darkestChannelRowAvx2(const uchar* bgr, uchar* out, int cols) {
    // Every third byte of the first, second and third 16 bytes of a half: pixels 0-5, 6-10, 11-15.
    const __m256i first = _mm256_setr_epi8(0, 3, 6, 9, 12, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                           0, 3, 6, 9, 12, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i second = _mm256_setr_epi8(-1, -1, -1, -1, -1, -1, 2, 5, 8, 11, 14, -1, -1, -1, -1, -1,
                                            -1, -1, -1, -1, -1, -1, 2, 5, 8, 11, 14, -1, -1, -1, -1, -1);
    const __m256i third = _mm256_setr_epi8(-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 4, 7, 10, 13,
                                           -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 4, 7, 10, 13);
    int x = 0;
    for (; x + 32 <= cols; x += 32) {
        const uchar* p = bgr + 3 * x;
        const __m256i a0 = halves(p, p + 48), a1 = halves(p + 16, p + 64), a2 = halves(p + 32, p + 80);
        const __m256i m0 = _mm256_min_epu8(a0, _mm256_min_epu8(_mm256_alignr_epi8(a1, a0, 1), _mm256_alignr_epi8(a1, a0, 2)));
        const __m256i m1 = _mm256_min_epu8(a1, _mm256_min_epu8(_mm256_alignr_epi8(a2, a1, 1), _mm256_alignr_epi8(a2, a1, 2)));
        const __m256i m2 = _mm256_min_epu8(a2, _mm256_min_epu8(_mm256_srli_si256(a2, 1), _mm256_srli_si256(a2, 2)));
        const __m256i gathered = _mm256_or_si256(_mm256_or_si256(_mm256_shuffle_epi8(m0, first), _mm256_shuffle_epi8(m1, second)),
                                                 _mm256_shuffle_epi8(m2, third));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + x), gathered);
    }
    return x;
}

// A row of 8-bit BGR pixels written in reverse order, 16 pixels (48 bytes, three 16-byte
// registers) a step: each output register gathers its bytes from the input registers with byte
// shuffles, one per input register (a shuffle index with its top bit set gives zero). Returns how
// many pixels were done.
__attribute__((target("avx2"))) int reversedRowAvx2(const uchar* bgr, uchar* out, int cols) {
    // mask[o][i]: for output byte k of output register o, its byte within input register i, or -1.
    alignas(16) static const std::array<std::array<std::array<std::int8_t, 16>, 3>, 3> mask = [] {
        std::array<std::array<std::array<std::int8_t, 16>, 3>, 3> m{};
        for (int o = 0; o < 3; ++o)
            for (int k = 0; k < 16; ++k) {
                const int outByte = 16 * o + k, pixel = outByte / 3, channel = outByte % 3;
                const int inByte = 3 * (15 - pixel) + channel;
                for (int i = 0; i < 3; ++i)
                    m[static_cast<std::size_t>(o)][static_cast<std::size_t>(i)][static_cast<std::size_t>(k)] =
                        static_cast<std::int8_t>(inByte / 16 == i ? inByte % 16 : -1);
            }
        return m;
    }();
    const auto load = [](const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); };
    int x = 0;
    for (; x + 16 <= cols; x += 16) {
        const __m128i in[3] = {load(bgr + 3 * x), load(bgr + 3 * x + 16), load(bgr + 3 * x + 32)};
        uchar* to = out + 3 * (cols - 16 - x);
        for (int o = 0; o < 3; ++o) {
            __m128i gathered = _mm_setzero_si128();
            for (int i = 0; i < 3; ++i)
                gathered = _mm_or_si128(gathered, _mm_shuffle_epi8(in[i], load(mask[static_cast<std::size_t>(o)][static_cast<std::size_t>(i)].data())));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(to + 16 * o), gathered);
        }
    }
    return x;
}
}  // namespace
#define ENCARDE_ROW_AVX2 1
#endif

bool processorHasAvx2() {
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    static const bool have = __builtin_cpu_supports("avx2");
    return have;
#else
    return false;
#endif
}

void darkestChannelRow(const uchar* bgr, uchar* out, int cols) {
    int x = 0;
#ifdef ENCARDE_ROW_AVX2
    if (cols >= 32 && processorHasAvx2()) x = darkestChannelRowAvx2(bgr, out, cols);
#endif
#if CV_SIMD128
    for (; x + 16 <= cols; x += 16) {
        cv::v_uint8x16 b, g, r;
        cv::v_load_deinterleave(bgr + 3 * x, b, g, r);
        cv::v_store(out + x, cv::v_min(cv::v_min(b, g), r));
    }
#endif
    for (; x < cols; ++x) out[x] = std::min({bgr[3 * x], bgr[3 * x + 1], bgr[3 * x + 2]});
}

// Each output row is an input row written backwards, from the last row up; cv::rotate went pixel
// by pixel through a generic copy of three bytes, and a card was turned for every outline read.
void turnHalf(const cv::Mat& src, cv::Mat& dst) {
    if (src.type() != CV_8UC3 || src.data == dst.data) {
        cv::rotate(src, dst, cv::ROTATE_180);
        return;
    }
    dst.create(src.size(), src.type());
    const int cols = src.cols;
    for (int y = 0; y < src.rows; ++y) {
        const uchar* in = src.ptr<uchar>(y);
        uchar* out = dst.ptr<uchar>(src.rows - 1 - y);
        int x = 0;
#ifdef ENCARDE_ROW_AVX2
        if (processorHasAvx2()) x = reversedRowAvx2(in, out, cols);
#endif
        for (; x < cols; ++x) std::memcpy(out + 3 * (cols - 1 - x), in + 3 * x, 3);
    }
}

// cv::LUT with a three-channel table goes element by element through a generic loop: 1.7 ms for
// a 1280x720 frame whose colour is balanced, against 0.86 ms for this. (AVX2's gathers, 24 values
// a step, took 0.95 ms.)
cv::Mat lookUpPerChannel(const cv::Mat& bgr, const cv::Mat& table) {
    CV_Assert(bgr.type() == CV_8UC3 && table.type() == CV_8UC3 && table.total() == 256);
    std::array<std::array<uchar, 256>, 3> column;
    const cv::Mat entries = table.reshape(3, 1);
    for (int v = 0; v < 256; ++v)
        for (int c = 0; c < 3; ++c) column[static_cast<std::size_t>(c)][static_cast<std::size_t>(v)] = entries.at<cv::Vec3b>(0, v)[c];
    cv::Mat out(bgr.size(), CV_8UC3);
    const int values = 3 * bgr.cols;
    for (int y = 0; y < bgr.rows; ++y) {
        const uchar* in = bgr.ptr<uchar>(y);
        uchar* o = out.ptr<uchar>(y);
        for (int x = 0; x < values; x += 3) {
            o[x] = column[0][in[x]];
            o[x + 1] = column[1][in[x + 1]];
            o[x + 2] = column[2][in[x + 2]];
        }
    }
    return out;
}

// Row by row rather than cv::split and cv::min: on the small corner regions the glyph reader
// works on, OpenCV's per-row dispatch cost more than the arithmetic.
cv::Mat darkestChannel(const cv::Mat& bgr) {
    CV_Assert(bgr.type() == CV_8UC3);
    cv::Mat out(bgr.size(), CV_8U);
    for (int y = 0; y < bgr.rows; ++y) darkestChannelRow(bgr.ptr<uchar>(y), out.ptr<uchar>(y), bgr.cols);
    return out;
}

}  // namespace encarde::vision
