#include "LineFit.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>

// Every operation below is the one OpenCV 4's linefit.cpp does, in the same order and precision
// (float products summed in double, the angle through atan2 in double, its sine and cosine in
// float), so that the lines are OpenCV's to the bit. The file is built without fused
// multiply-adds (see vision/CMakeLists.txt), which would round differently.

namespace encarde::vision {

namespace {
using Line = std::array<float, 4>;  // direction, then a point

// The line through points with these weighted sums (of x, y, x², y², xy and the weights).
Line lineThrough(double x, double y, double x2, double y2, double xy, double w) {
    x /= w;
    y /= w;
    x2 /= w;
    y2 /= w;
    xy /= w;
    const double dx2 = x2 - x * x, dy2 = y2 - y * y, dxy = xy - x * y;
    const float t = static_cast<float>(std::atan2(2 * dxy, dx2 - dy2)) / 2;
    float sine, cosine;
    ::sincosf(t, &sine, &cosine);
    return {cosine, sine, static_cast<float>(x), static_cast<float>(y)};
}

// The least-squares line through the points, each counted with its weight.
Line weightedLine(const std::vector<cv::Point2f>& points, const float* weights) {
    double x = 0, y = 0, x2 = 0, y2 = 0, xy = 0, w = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const float wi = weights[i], px = points[i].x, py = points[i].y;
        x += wi * px;
        y += wi * py;
        x2 += wi * px * px;
        y2 += wi * py * py;
        xy += wi * px * py;
        w += wi;
    }
    return lineThrough(x, y, x2, y2, xy, w);
}

// A line's bits, folded into one number, to find a line among those followed quickly.
std::uint32_t lineKey(const Line& line) {
    std::uint64_t direction, point;
    std::memcpy(&direction, line.data(), sizeof(direction));
    std::memcpy(&point, line.data() + 2, sizeof(point));
    const std::uint64_t folded = direction ^ (point * 0x9E3779B97F4A7C15ULL);
    return static_cast<std::uint32_t>(folded ^ (folded >> 32));
}

// Each point's distance from the line, and their sum.
double distances(const std::vector<cv::Point2f>& points, const Line& line, float* dist) {
    const float px = line[2], py = line[3], nx = line[1], ny = -line[0];
    double sum = 0;
    for (std::size_t j = 0; j < points.size(); ++j) {
        const float x = points[j].x - px, y = points[j].y - py;
        dist[j] = std::fabs(nx * x + ny * y);
        sum += dist[j];
    }
    return sum;
}

// OpenCV's multiply-with-carry generator (cv::RNG), seeded as fitLine seeds it.
struct MultiplyWithCarry {
    std::uint64_t state = ~std::uint64_t{0};
    unsigned next() {
        state = static_cast<std::uint64_t>(static_cast<unsigned>(state)) * 4164903690U + static_cast<unsigned>(state >> 32);
        return static_cast<unsigned>(state);
    }
};

constexpr int kStarts = 20, kDrawn = 10;
// The points each start draws (up to kDrawn of them, in the order of the points), which depend
// on the count of points alone: fitLine seeds its generator the same way every time.
struct Draws {
    std::array<std::array<int, kDrawn>, kStarts> drawn;
};
Draws drawsFor(int count) {
    Draws draws{};
    const int perStart = std::min(count, kDrawn);
    MultiplyWithCarry rng;
    std::vector<char> taken(static_cast<std::size_t>(count));
    for (auto& start : draws.drawn) {
        std::fill(taken.begin(), taken.end(), 0);
        for (int drawn = 0; drawn < perStart;) {
            const unsigned j = rng.next() % static_cast<unsigned>(count);
            if (!taken[j]) {
                taken[j] = 1;
                ++drawn;
            }
        }
        for (int j = 0, k = 0; j < count; ++j)
            if (taken[static_cast<std::size_t>(j)]) start[static_cast<std::size_t>(k++)] = j;
    }
    return draws;
}
// Worked out once for the counts of points a card's side has (up to kSamples in the finder);
// more points are drawn for on every call.
constexpr int kMostPointsDrawnOnce = 64;
const Draws& drawsOnce(int count) {
    static const std::array<Draws, kMostPointsDrawnOnce + 1> table = [] {
        std::array<Draws, kMostPointsDrawnOnce + 1> all{};
        for (int n = 1; n <= kMostPointsDrawnOnce; ++n) all[static_cast<std::size_t>(n)] = drawsFor(n);
        return all;
    }();
    return table[static_cast<std::size_t>(count)];
}

// The least-squares line through the drawn points, each of weight 1 (the others, of weight 0,
// add nothing to any sum): as weightedLine, with 1 for each weight.
Line drawnLine(const std::vector<cv::Point2f>& points, const int* drawn, int count) {
    double x = 0, y = 0, x2 = 0, y2 = 0, xy = 0, w = 0;
    for (int k = 0; k < count; ++k) {
        const float px = points[drawn[k]].x, py = points[drawn[k]].y;
        x += px;
        y += py;
        x2 += px * px;
        y2 += py * py;
        xy += px * py;
        w += 1.f;
    }
    return lineThrough(x, y, x2, y2, xy, w);
}
}  // namespace

cv::Vec4f fitLineHuber(const std::vector<cv::Point2f>& points) {
    CV_Assert(!points.empty());
    constexpr int kRounds = 30;
    constexpr float kHuber = 1.345f, kAngleSettled = 0.01f, kShiftSettled = 0.01f;
    const int count = static_cast<int>(points.size());
    const double settledError = count * FLT_EPSILON;
    // (On the stack for a card's side: this runs a hundred times a frame.)
    cv::AutoBuffer<float, 2 * kMostPointsDrawnOnce> weightsAndDistances(2 * points.size());
    float* const w = weightsAndDistances.data();
    float* const r = w + points.size();
    const std::optional<Draws> draws = count > kMostPointsDrawnOnce ? std::optional<Draws>(drawsFor(count)) : std::nullopt;
    double leastError = DBL_MAX;
    Line best{0, 0, 0, 0};
    // Lines a start went on from unsettled, with the round it did so in. From such a line
    // everything that follows (its error, the weights, the next line, when it settles) depends on
    // that line alone, so a later start reaching it in the same round or a later one can only
    // repeat errors already compared, none of them less than the least so far: the rest of that
    // start is left out. Starts meet in their first rounds (from the second round on, most have
    // every point within the Huber bound of their line, and so the same weights), so only lines
    // of the first kKeptRounds rounds are kept. A start that stopped because its error was all
    // but zero went on no further than that, so its lines are not kept.
    constexpr int kKeptRounds = 3, kMostKept = kStarts * kKeptRounds;
    std::array<std::uint32_t, kMostKept> keys;
    std::array<Line, kMostKept> lines;
    std::array<int, kMostKept> rounds;
    std::size_t kept = 0;
    std::optional<Line> evenLine;
    for (int start = 0; start < kStarts; ++start) {
        const int* drawn = (draws ? *draws : drawsOnce(count)).drawn[static_cast<std::size_t>(start)].data();
        Line line = drawnLine(points, drawn, std::min(count, kDrawn)), previous{};
        const std::size_t keptBefore = kept;
        bool stoppedSettled = false;
        for (int round = 0; round < kRounds; ++round) {
            // A line already followed ends the start here, whether or not it has settled: either
            // way nothing new would follow.
            std::uint32_t key = 0;
            if (round < kKeptRounds) {
                key = lineKey(line);
                // (The keys compared all at once, without a branch per line: few match.)
                unsigned keyKept = 0;
                for (std::size_t f = 0; f < keptBefore; ++f) keyKept += keys[f] == key;
                bool repeat = false;
                for (std::size_t f = 0; keyKept && f < keptBefore && !repeat; ++f)
                    repeat = keys[f] == key && rounds[f] <= round && std::memcmp(lines[f].data(), line.data(), sizeof(Line)) == 0;
                if (repeat) break;
            }
            if (round > 0) {
                double cosine = static_cast<double>(line[0] * previous[0] + line[1] * previous[1]);
                cosine = std::min(std::max(cosine, -1.), 1.);
                if (std::fabs(std::acos(cosine)) < kAngleSettled) {
                    const float dx = std::fabs(line[2] - previous[2]), dy = std::fabs(line[3] - previous[3]);
                    if ((dx > dy ? dx : dy) < kShiftSettled) break;
                }
            }
            if (round < kKeptRounds) {
                keys[kept] = key;
                lines[kept] = line;
                rounds[kept] = round;
                ++kept;
            }
            const double error = distances(points, line, r);
            if (error < leastError) {
                leastError = error;
                best = line;
                if (error < settledError) {
                    stoppedSettled = true;
                    break;
                }
            }
            double sum = 0;
            bool allWithin = true;
            for (int j = 0; j < count; ++j) {
                const float d = r[static_cast<std::size_t>(j)];
                allWithin = allWithin && d < kHuber;
                w[static_cast<std::size_t>(j)] = d < kHuber ? 1.0f : kHuber / d;
                sum += w[static_cast<std::size_t>(j)];
            }
            previous = line;
            // Every point within the bound weighs the same, whatever the line: the line through
            // them evenly weighted is the same too, worked out once.
            if (allWithin && evenLine) {
                line = *evenLine;
                continue;
            }
            if (std::fabs(sum) > FLT_EPSILON) {
                sum = 1. / sum;
                for (int j = 0; j < count; ++j) w[j] = static_cast<float>(w[j] * sum);
            } else {
                std::fill(w, w + count, 1.f);
            }
            line = weightedLine(points, w);
            if (allWithin) evenLine = line;
        }
        if (stoppedSettled) kept = keptBefore;
    }
    return {best[0], best[1], best[2], best[3]};
}

}  // namespace encarde::vision
