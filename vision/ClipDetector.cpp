#include "ClipDetector.h"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace encarde::vision {

namespace {
// The card is warped with a margin around it so the part of a clip beyond the edge is seen.
constexpr int kMargin = 24;
constexpr int kWidth = kCanonicalWidth + 2 * kMargin, kHeight = kCanonicalHeight + 2 * kMargin;
// The band inside each edge where a clip shows (card pixels from the edge).
constexpr int kBandNear = 4, kBandFar = 12;
// Just outside the edge.
constexpr int kOutsideNear = 3, kOutsideFar = 8;
// Runs shorter than this along the edge are glyphs, outlines or noise.
constexpr int kMinRun = 14;
// The ends of each edge are left alone: index glyphs sit there, and they are not clips.
constexpr double kEndSkip = 0.2;
constexpr float kFaceWhite = 235.f;

cv::Mat warpWithMargin(const cv::Mat& image, const Quad& quad) {
    const std::array<cv::Point2f, 4> dst = {
        cv::Point2f(kMargin, kMargin), cv::Point2f(kMargin + kCanonicalWidth, kMargin),
        cv::Point2f(kMargin + kCanonicalWidth, kMargin + kCanonicalHeight), cv::Point2f(kMargin, kMargin + kCanonicalHeight)};
    const cv::Mat m = cv::getPerspectiveTransform(quad.data(), dst.data());
    cv::Mat out;
    cv::warpPerspective(image, out, m, cv::Size(kWidth, kHeight), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

// Per-channel white of the face: the bright, unsaturated pixels of the card's inner band.
cv::Vec3f faceWhite(const cv::Mat& warped) {
    const cv::Rect inner(kMargin + 6, kMargin + 6, kCanonicalWidth - 12, kCanonicalHeight - 12);
    const cv::Mat face = warped(inner);
    std::vector<int> hist(256, 0);
    for (int y = 0; y < face.rows; y += 2)
        for (int x = 0; x < face.cols; x += 2) {
            const cv::Vec3b p = face.at<cv::Vec3b>(y, x);
            ++hist[std::min({p[0], p[1], p[2]})];
        }
    int total = 0;
    for (int v : hist) total += v;
    int seen = 0, level = 255;
    for (; level > 0; --level) {
        seen += hist[level];
        if (seen >= total / 4) break;
    }
    cv::Vec3d sum(0, 0, 0);
    int n = 0;
    for (int y = 0; y < face.rows; y += 2)
        for (int x = 0; x < face.cols; x += 2) {
            const cv::Vec3b p = face.at<cv::Vec3b>(y, x);
            if (std::min({p[0], p[1], p[2]}) >= level) {
                sum += cv::Vec3d(p[0], p[1], p[2]);
                ++n;
            }
        }
    if (n == 0) return {kFaceWhite, kFaceWhite, kFaceWhite};
    return cv::Vec3f(static_cast<float>(sum[0] / n), static_cast<float>(sum[1] / n), static_cast<float>(sum[2] / n));
}

cv::Vec3f balanced(const cv::Vec3b& p, const cv::Vec3f& white) {
    cv::Vec3f out;
    for (int c = 0; c < 3; ++c) out[c] = std::min(255.f, p[c] * kFaceWhite / std::max(white[c], 30.f));
    return out;
}

bool notFace(const cv::Vec3f& b) {
    const float mx = std::max({b[0], b[1], b[2]}), mn = std::min({b[0], b[1], b[2]});
    return mn < 150 || (mx - mn) > 0.3f * mx;
}

float colourDistance(const cv::Vec3f& a, const cv::Vec3f& b) {
    return static_cast<float>(cv::norm(a - b));
}

struct EdgeWalk {
    cv::Point2f start, along, inward;  // canonical-with-margin coordinates
    int length;
};

std::array<EdgeWalk, 4> edges() {
    const float l = kMargin, t = kMargin, r = kMargin + kCanonicalWidth, b = kMargin + kCanonicalHeight;
    return {EdgeWalk{{l, t}, {1, 0}, {0, 1}, kCanonicalWidth},
            EdgeWalk{{r, t}, {0, 1}, {-1, 0}, kCanonicalHeight},
            EdgeWalk{{l, b}, {1, 0}, {0, -1}, kCanonicalWidth},
            EdgeWalk{{l, t}, {0, 1}, {1, 0}, kCanonicalHeight}};
}

cv::Vec3b pixelAt(const cv::Mat& m, cv::Point2f p) {
    const int x = std::clamp(cvRound(p.x), 0, m.cols - 1), y = std::clamp(cvRound(p.y), 0, m.rows - 1);
    return m.at<cv::Vec3b>(y, x);
}
}  // namespace

ClipColour nameBalancedColour(const cv::Vec3f& bgr) {
    cv::Mat3f one(1, 1, bgr / 255.f), hsv;
    cv::cvtColor(one, hsv, cv::COLOR_BGR2HSV);
    const cv::Vec3f h = hsv(0, 0);
    const float hue = h[0], sat = h[1], val = h[2];  // hue in degrees 0..360
    if (val < 0.30f) return ClipColour::Black;
    if (sat < 0.28f) return val < 0.42f && sat < 0.35f ? ClipColour::Black : ClipColour::Unknown;
    if (hue < 12 || hue >= 345) return sat < 0.55f && val > 0.75f ? ClipColour::Pink : ClipColour::Red;
    if (hue < 18) return ClipColour::Unknown;  // between red and orange: do not guess
    if (hue < 38) return ClipColour::Orange;
    if (hue < 44) return ClipColour::Unknown;
    if (hue < 68) return ClipColour::Yellow;
    if (hue < 80) return ClipColour::Unknown;
    if (hue < 170) return ClipColour::Green;
    if (hue < 185) return ClipColour::Unknown;
    if (hue < 255) return ClipColour::Blue;
    if (hue < 265) return ClipColour::Unknown;
    if (hue < 300) return ClipColour::Purple;
    if (hue < 312) return ClipColour::Unknown;
    return ClipColour::Pink;
}

std::vector<SeenClip> findClips(const cv::Mat& bgr, const std::vector<SeenCard>& cards) {
    struct Found {
        SeenClip clip;
        float strength;
    };
    std::vector<Found> found;
    for (std::size_t ci = 0; ci < cards.size(); ++ci) {
        const Quad& quad = cards[ci].corners;
        const cv::Mat warped = warpWithMargin(bgr, quad);
        const cv::Vec3f white = faceWhite(warped);
        std::array<cv::Point2f, 4> dst = {cv::Point2f(kMargin, kMargin), cv::Point2f(kMargin + kCanonicalWidth, kMargin),
                                          cv::Point2f(kMargin + kCanonicalWidth, kMargin + kCanonicalHeight),
                                          cv::Point2f(kMargin, kMargin + kCanonicalHeight)};
        const cv::Mat back = cv::getPerspectiveTransform(dst.data(), quad.data());
        for (const EdgeWalk& e : edges()) {
            // For each position along the edge: is the band inside it clip-coloured, and does the
            // colour carry on beyond the edge?
            std::vector<cv::Vec3f> inside(e.length), outside(e.length);
            std::vector<char> marked(e.length, 0);
            const int skip = static_cast<int>(kEndSkip * e.length);
            for (int s = skip; s < e.length - skip; ++s) {
                cv::Vec3f sum(0, 0, 0);
                int notFaceCount = 0;
                for (int d = kBandNear; d <= kBandFar; d += 2) {
                    const cv::Vec3f b = balanced(pixelAt(warped, e.start + e.along * float(s) + e.inward * float(d)), white);
                    sum += b;
                    if (notFace(b)) ++notFaceCount;
                }
                inside[s] = sum * (1.f / 5);
                cv::Vec3f out(0, 0, 0);
                for (int d = kOutsideNear; d <= kOutsideFar; d += 1)
                    out += balanced(pixelAt(warped, e.start + e.along * float(s) - e.inward * float(d)), white);
                outside[s] = out * (1.f / (kOutsideFar - kOutsideNear + 1));
                // A clip crosses the edge: not face right at the edge, and the same colour beyond it.
                const bool atEdge = notFace(balanced(pixelAt(warped, e.start + e.along * float(s) + e.inward * 1.5f), white));
                marked[s] = atEdge && notFaceCount >= 4 && colourDistance(inside[s], outside[s]) < 60;
            }
            // Runs of marked positions.
            for (int s = 0; s < e.length;) {
                if (!marked[s]) {
                    ++s;
                    continue;
                }
                int end = s;
                while (end < e.length && marked[end]) ++end;
                const int run = end - s;
                if (run >= kMinRun && run < e.length * 0.6) {
                    cv::Vec3f mean(0, 0, 0);
                    for (int k = s; k < end; ++k) mean += inside[k];
                    mean *= 1.f / run;
                    const float mid = (s + end) / 2.f;
                    std::vector<cv::Point2f> in{e.start + e.along * mid + e.inward * 3.f}, out;
                    cv::perspectiveTransform(in, out, back);
                    Found f;
                    f.clip.colour = nameBalancedColour(mean);
                    f.clip.at = out[0];
                    f.clip.cardIndex = static_cast<int>(ci);
                    f.strength = static_cast<float>(run);
                    found.push_back(f);
                }
                s = end;
            }
        }
    }
    // A clip near where two cards meet can be seen from both: keep the stronger sighting.
    std::vector<SeenClip> clips;
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.strength > b.strength; });
    std::vector<Found> kept;
    for (const Found& f : found) {
        const bool near = std::any_of(kept.begin(), kept.end(), [&](const Found& k) {
            return cv::norm(k.clip.at - f.clip.at) < 0.08 * shortSide(cards[static_cast<std::size_t>(f.clip.cardIndex)].corners);
        });
        if (!near) kept.push_back(f);
    }
    for (const Found& k : kept) clips.push_back(k.clip);
    std::sort(clips.begin(), clips.end(), [](const SeenClip& a, const SeenClip& b) {
        return a.cardIndex != b.cardIndex ? a.cardIndex < b.cardIndex : (a.at.x != b.at.x ? a.at.x < b.at.x : a.at.y < b.at.y);
    });
    return clips;
}

}  // namespace encarde::vision
