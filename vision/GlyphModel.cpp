#include "GlyphModel.h"

#include "IndexGlyphs.h"

#include <QFileInfo>

#include <opencv2/core/persistence.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <unordered_set>

namespace encarde::vision {

namespace {
constexpr int kNeighbours = 5;
// Feature values lie in about [-0.5, 1]; stored as bytes q = v * 160 + 90.
constexpr double kQuantScale = 160.0, kQuantOffset = 90.0;
// Beyond this distance a glyph resembles nothing learned: its vote is worth nothing.
constexpr double kFarDistance = 0.9, kNearDistance = 0.42;
// A sure vote needs the nearest glyph of any other label this much (relatively) farther away.
constexpr double kClearMargin = 0.15;
// Suits need more: blurred small clubs and spades differ in a few pixels only.
constexpr double kClearSuitMargin = 0.3;

void quantise(const std::vector<float>& feature, uchar* out) {
    for (int k = 0; k < kGlyphFeatureSize; ++k)
        out[k] = cv::saturate_cast<uchar>(feature[static_cast<std::size_t>(k)] * kQuantScale + kQuantOffset);
}

constexpr int kIndexDirections = kGlyphSearchDirections;
// Samples in a leaf of the search index, at most.
constexpr int kLeafSamples = 128;
// Directions along which every sample of an opened leaf is bounded (the rest only for those
// that pass).
constexpr int kFirstDirections = 8;
// The index's directions are found from every this-many-th sample (the spread is the same).
constexpr int kIndexSampleStep = 16;

// kIndexDirections orthonormal directions (rows, CV_32F) near the main directions of the
// samples' spread. Any orthonormal directions give a true lower bound; these make it tight. From
// the covariance of every kIndexSampleStep-th sample: a pivoted Cholesky picks directions that
// take the most spread in turn, Gram-Schmidt makes them orthonormal, and two rounds of subspace
// iteration turn them towards the main ones. (A full eigen decomposition costs ten times more at
// every model load.)
cv::Mat mainDirections(const cv::Mat& features) {
    constexpr int n = kGlyphFeatureSize;
    std::vector<double> mean(n, 0.0), cov(static_cast<std::size_t>(n * n), 0.0), v(n);
    int rows = 0;
    for (int i = 0; i < features.rows; i += kIndexSampleStep, ++rows)
        for (int k = 0; k < n; ++k) mean[static_cast<std::size_t>(k)] += features.ptr<uchar>(i)[k];
    for (double& m : mean) m /= rows;
    for (int i = 0; i < features.rows; i += kIndexSampleStep) {
        for (int k = 0; k < n; ++k) v[static_cast<std::size_t>(k)] = features.ptr<uchar>(i)[k] - mean[static_cast<std::size_t>(k)];
        for (int a = 0; a < n; ++a) {
            const double va = v[static_cast<std::size_t>(a)];
            double* row = &cov[static_cast<std::size_t>(a * n)];
#pragma omp simd
            for (int b = a; b < n; ++b) row[b] += va * v[static_cast<std::size_t>(b)];
        }
    }
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < a; ++b) cov[static_cast<std::size_t>(a * n + b)] = cov[static_cast<std::size_t>(b * n + a)];
    const auto at = [&](std::vector<double>& m, int a, int b) -> double& { return m[static_cast<std::size_t>(a * n + b)]; };

    std::vector<std::vector<double>> basis;
    std::vector<double> residual = cov;
    for (int d = 0; d < kIndexDirections; ++d) {
        int pivot = 0;
        for (int k = 1; k < n; ++k)
            if (at(residual, k, k) > at(residual, pivot, pivot)) pivot = k;
        const double scale = std::sqrt(std::max(at(residual, pivot, pivot), 1e-12));
        std::vector<double> column(n);
        for (int k = 0; k < n; ++k) column[static_cast<std::size_t>(k)] = at(residual, k, pivot) / scale;
        for (int a = 0; a < n; ++a)
            for (int b = 0; b < n; ++b) at(residual, a, b) -= column[static_cast<std::size_t>(a)] * column[static_cast<std::size_t>(b)];
        basis.push_back(column);
    }
    const auto orthonormalise = [&] {
        for (std::size_t d = 0; d < basis.size(); ++d) {
            for (int pass = 0; pass < 2; ++pass)  // twice: orthogonal to rounding
                for (std::size_t e = 0; e < d; ++e) {
                    double dot = 0;
                    for (int k = 0; k < n; ++k) dot += basis[d][static_cast<std::size_t>(k)] * basis[e][static_cast<std::size_t>(k)];
                    for (int k = 0; k < n; ++k) basis[d][static_cast<std::size_t>(k)] -= dot * basis[e][static_cast<std::size_t>(k)];
                }
            double norm = 0;
            for (double x : basis[d]) norm += x * x;
            norm = std::sqrt(std::max(norm, 1e-300));
            for (double& x : basis[d]) x /= norm;
        }
    };
    orthonormalise();
    for (int round = 0; round < 2; ++round) {
        for (std::vector<double>& direction : basis) {
            std::vector<double> turned(n, 0.0);
            for (int a = 0; a < n; ++a) {
                double sum = 0;
                for (int b = 0; b < n; ++b) sum += at(cov, a, b) * direction[static_cast<std::size_t>(b)];
                turned[static_cast<std::size_t>(a)] = sum;
            }
            direction = turned;
        }
        orthonormalise();
    }
    cv::Mat out(kIndexDirections, n, CV_32F);
    for (int d = 0; d < kIndexDirections; ++d)
        for (int k = 0; k < n; ++k) out.at<float>(d, k) = static_cast<float>(basis[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)]);
    return out;
}

// Sum of squared differences over bytes [from, to) of two features. Differences as 16-bit
// numbers, squared and summed into 32 bits: the compiler turns that into multiply-and-add pairs
// of 16-bit lanes (pmaddwd), twice as fast here as the 32-bit products an `omp simd` loop gets.
[[gnu::always_inline]] inline int squaredDifferences(const uchar* a, const uchar* b, int from, int to) {
    int sum = 0;
    for (int k = from; k < to; ++k) {
        const auto d = static_cast<std::int16_t>(static_cast<std::int16_t>(a[k]) - static_cast<std::int16_t>(b[k]));
        sum += d * d;
    }
    return sum;
}

// The squared distance between two features if it is at most `limit`; otherwise some sum beyond
// `limit` (the bytes are compared a block at a time, and a sum past the limit can only grow).
[[gnu::always_inline]] inline int squaredDistance(const uchar* a, const uchar* b, int limit = std::numeric_limits<int>::max()) {
    constexpr int kBlock = 64;
    int sum = 0, k = 0;
    for (; k + kBlock <= kGlyphFeatureSize; k += kBlock) {
        sum += squaredDifferences(a, b, k, k + kBlock);
        if (sum > limit) return sum;
    }
    return sum + squaredDifferences(a, b, k, kGlyphFeatureSize);
}

// Splits samples `order[begin, end)` (numbers of rows of `projections`) into leaves of at most
// kLeafSamples, each time at the median along the direction of the widest spread among them.
void splitIntoLeaves(std::vector<int>& order, int begin, int end, const cv::Mat& projections, std::vector<std::pair<int, int>>& leaves) {
    if (end - begin <= kLeafSamples) {
        leaves.emplace_back(begin, end);
        return;
    }
    int widest = 0;
    double widestSpread = -1;
    for (int d = 0; d < kIndexDirections; ++d) {
        double sum = 0, sum2 = 0;
        for (int j = begin; j < end; ++j) {
            const double v = projections.at<float>(order[static_cast<std::size_t>(j)], d);
            sum += v;
            sum2 += v * v;
        }
        const double spread = sum2 - sum * sum / (end - begin);
        if (spread > widestSpread) {
            widestSpread = spread;
            widest = d;
        }
    }
    const int middle = begin + (end - begin) / 2;
    std::nth_element(order.begin() + begin, order.begin() + middle, order.begin() + end, [&](int a, int b) {
        const float pa = projections.at<float>(a, widest), pb = projections.at<float>(b, widest);
        return pa != pb ? pa < pb : a < b;
    });
    splitIntoLeaves(order, begin, middle, projections, leaves);
    splitIntoLeaves(order, middle, end, projections, leaves);
}
}  // namespace

void GlyphModel::add(GlyphKind kind, int label, const std::vector<float>& feature) {
    if (static_cast<int>(feature.size()) != kGlyphFeatureSize) return;
    Samples& s = samples(kind);
    cv::Mat row(1, kGlyphFeatureSize, CV_8U);
    quantise(feature, row.ptr<uchar>());
    s.features.push_back(row);
    s.labels.push_back(label);
    s.dropSearchIndex();
}

void GlyphModel::merge(const GlyphModel& other) {
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& o = other.samples(kind);
        Samples& s = samples(kind);
        for (int i = 0; i < o.features.rows; ++i) {
            s.features.push_back(o.features.row(i).clone());
            s.labels.push_back(o.labels[static_cast<std::size_t>(i)]);
        }
    }
    courtPictures_.merge(other.courtPictures_);
    buildSearchIndex();
}

void GlyphModel::Samples::dropSearchIndex() {
    directions.release();
    leafFeatures.release();
    leafProjections.release();
    leafLeading.release();
    leafLabels.clear();
    leafSampleNumbers.clear();
    leaves.clear();
}

void GlyphModel::buildSearchIndex() {
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        Samples& s = samples(kind);
        s.dropSearchIndex();
        if (s.features.rows < 2 * kIndexDirections * kIndexSampleStep) continue;  // few samples: compare them all
        s.directions = mainDirections(s.features);
        cv::Mat projections(s.features.rows, kIndexDirections, CV_32F);
        for (int i = 0; i < s.features.rows; ++i) {
            const uchar* f = s.features.ptr<uchar>(i);
            float* p = projections.ptr<float>(i);
            for (int d = 0; d < kIndexDirections; ++d) {
                const float* direction = s.directions.ptr<float>(d);
                float sum = 0;
#pragma omp simd reduction(+ : sum)
                for (int k = 0; k < kGlyphFeatureSize; ++k) sum += direction[k] * static_cast<float>(f[k]);
                p[d] = sum;
            }
        }
        std::vector<int> order(static_cast<std::size_t>(s.features.rows));
        for (int i = 0; i < s.features.rows; ++i) order[static_cast<std::size_t>(i)] = i;
        std::vector<std::pair<int, int>> ranges;
        splitIntoLeaves(order, 0, s.features.rows, projections, ranges);
        s.leafFeatures.create(s.features.rows, kGlyphFeatureSize, CV_8U);
        s.leafProjections.create(s.features.rows, kIndexDirections, CV_32F);
        for (int j = 0; j < s.features.rows; ++j) {
            const int i = order[static_cast<std::size_t>(j)];
            s.features.row(i).copyTo(s.leafFeatures.row(j));
            projections.row(i).copyTo(s.leafProjections.row(j));
            s.leafLabels.push_back(s.labels[static_cast<std::size_t>(i)]);
            s.leafSampleNumbers.push_back(i);
        }
        s.leafLeading = s.leafProjections.colRange(0, kFirstDirections).t();
        for (const auto& [begin, end] : ranges) {
            Samples::Leaf leaf;
            leaf.begin = begin;
            leaf.end = end;
            leaf.low.fill(std::numeric_limits<float>::max());
            leaf.high.fill(std::numeric_limits<float>::lowest());
            for (int j = begin; j < end; ++j)
                for (int d = 0; d < kIndexDirections; ++d) {
                    const float v = s.leafProjections.at<float>(j, d);
                    leaf.low[static_cast<std::size_t>(d)] = std::min(leaf.low[static_cast<std::size_t>(d)], v);
                    leaf.high[static_cast<std::size_t>(d)] = std::max(leaf.high[static_cast<std::size_t>(d)], v);
                }
            s.leaves.push_back(leaf);
        }
    }
}

void GlyphModel::thin(double distance) {
    const double limit = distance * kQuantScale;
    const int limit2 = static_cast<int>(limit * limit);
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& all = samples(kind);
        std::vector<int> kept;
        for (int i = 0; i < all.features.rows; ++i) {
            const uchar* a = all.features.ptr<uchar>(i);
            bool redundant = false;
            for (int k : kept) {
                if (squaredDistance(a, all.features.ptr<uchar>(k)) >= limit2) continue;
                if (all.labels[static_cast<std::size_t>(k)] == all.labels[static_cast<std::size_t>(i)]) {
                    redundant = true;
                } else {
                    redundant = false;  // near another label: this sample marks the boundary
                    break;
                }
            }
            if (!redundant) kept.push_back(i);
        }
        Samples thinned;
        for (int i : kept) {
            thinned.features.push_back(all.features.row(i).clone());
            thinned.labels.push_back(all.labels[static_cast<std::size_t>(i)]);
        }
        samples(kind) = thinned;
    }
    buildSearchIndex();
}

int GlyphModel::sampleCount(GlyphKind kind) const { return static_cast<int>(samples(kind).labels.size()); }

GlyphVote GlyphModel::classify(GlyphKind kind, const std::vector<float>& feature) const {
    if (static_cast<int>(feature.size()) != kGlyphFeatureSize) return {};
    std::array<uchar, kGlyphFeatureSize> x;
    quantise(feature, x.data());
    return vote(kind, x.data(), false);
}

GlyphVote GlyphModel::classifyExhaustively(GlyphKind kind, const std::vector<float>& feature) const {
    if (static_cast<int>(feature.size()) != kGlyphFeatureSize) return {};
    std::array<uchar, kGlyphFeatureSize> x;
    quantise(feature, x.data());
    return vote(kind, x.data(), true);
}

GlyphVote GlyphVotes::classify(GlyphKind kind, const std::vector<float>& feature) {
    if (static_cast<int>(feature.size()) != kGlyphFeatureSize) return {};
    std::string key(1 + kGlyphFeatureSize, static_cast<char>(kind));
    quantise(feature, reinterpret_cast<uchar*>(key.data() + 1));
    const auto [at, added] = remembered_.try_emplace(std::move(key));
    if (added) at->second = model_.vote(kind, reinterpret_cast<const uchar*>(at->first.data() + 1), false);
    return at->second;
}

// Built twice, and the one the processor can run is chosen when the program loads: with AVX2 the
// distance loops handle twice the bytes a step (the default build may assume SSE2 only).
__attribute__((target_clones("avx2", "default"))) GlyphVote GlyphModel::vote(GlyphKind kind, const uchar* x, bool exhaustive) const {
    const Samples& s = samples(kind);
    GlyphVote vote;
    if (s.labels.empty()) return vote;
    // k smallest squared distances, kept in a tiny sorted array.
    std::array<std::pair<int, int>, kNeighbours> best;
    best.fill({std::numeric_limits<int>::max(), -1});
    // Nearest sample of every label too (labels are small numbers: ranks 2..14, suits 0..3).
    std::array<int, 16> nearestOfLabel;
    nearestOfLabel.fill(std::numeric_limits<int>::max());
    // The vote needs the five nearest samples and, of the labels' nearest distances, the
    // smallest for a label other than the winner's: one of the two smallest, and only while it
    // is within (1 + margin)^2 of the nearest (farther, the margin below is full anyway). A
    // sample farther than all that can change nothing, nor can one no nearer than its own label's
    // nearest so far unless it joins the five; all of it only shrinks as the search goes on, so a
    // sample whose lower bound is beyond what its label needs so far is skipped. Ties between
    // equal distances go to the lower sample number whatever the order of the search, so the
    // answer is exactly that of comparing every sample in turn.
    int labelNearest1 = std::numeric_limits<int>::max(), labelNearest2 = std::numeric_limits<int>::max();
    const double clearMargin = kind == GlyphKind::Suit ? kClearSuitMargin : kClearMargin;
    const double fullMargin = 1.01 * (1 + clearMargin) * (1 + clearMargin);
    const auto needed = [&] {
        const double otherLabel = std::min<double>(labelNearest2, fullMargin * best.front().first);
        return std::max<double>(best.back().first, otherLabel);
    };
    const auto neededFor = [&](std::size_t label) {
        const double ownLabel = std::min({static_cast<double>(nearestOfLabel[label]), static_cast<double>(labelNearest2),
                                          fullMargin * best.front().first});
        return std::max<double>(best.back().first, ownLabel);
    };
    // Sample number i, of `label`, at squared distance dist2. True if it changed what the search needs.
    const auto consider = [&](int i, int label, int dist2) {
        bool changed = false;
        if (label >= 0 && label < 16 && dist2 < nearestOfLabel[static_cast<std::size_t>(label)]) {
            changed = true;
            nearestOfLabel[static_cast<std::size_t>(label)] = dist2;
            labelNearest1 = labelNearest2 = std::numeric_limits<int>::max();
            for (int d : nearestOfLabel) {
                if (d < labelNearest1) {
                    labelNearest2 = labelNearest1;
                    labelNearest1 = d;
                } else if (d < labelNearest2) {
                    labelNearest2 = d;
                }
            }
        }
        const std::pair<int, int> entry{dist2, i};
        if (entry >= best.back()) return changed;
        int j = kNeighbours - 1;
        while (j > 0 && best[static_cast<std::size_t>(j - 1)] > entry) {
            best[static_cast<std::size_t>(j)] = best[static_cast<std::size_t>(j - 1)];
            --j;
        }
        best[static_cast<std::size_t>(j)] = entry;
        return true;
    };
    if (exhaustive || s.leaves.empty()) {
        for (int i = 0; i < s.features.rows; ++i)
            consider(i, s.labels[static_cast<std::size_t>(i)], squaredDistance(s.features.ptr<uchar>(i), x));
    } else {
        std::array<float, kIndexDirections> xp{};
        for (int d = 0; d < kIndexDirections; ++d) {
            const float* direction = s.directions.ptr<float>(d);
            float sum = 0;
#pragma omp simd reduction(+ : sum)
            for (int k = 0; k < kGlyphFeatureSize; ++k) sum += direction[k] * static_cast<float>(x[k]);
            xp[static_cast<std::size_t>(d)] = sum;
        }
        // Float rounding stays far inside this slack (the distances are integers).
        const auto slack = [](double distance2) {
            return static_cast<float>(std::min(1.001 * distance2 + 1.0, static_cast<double>(std::numeric_limits<float>::max())));
        };
        std::array<float, 16> beyondFor{};
        const auto updateBeyond = [&] {
            for (std::size_t label = 0; label < beyondFor.size(); ++label) beyondFor[label] = slack(neededFor(label));
            return slack(needed());
        };
        // Every leaf's box, bounded from the glyph; the nearest leaves are opened first: their
        // samples set the distance needed low from the start, so few of the rest get past it.
        const std::size_t leafCount = s.leaves.size();
        cv::AutoBuffer<std::pair<float, int>> byBound(leafCount);
        for (std::size_t l = 0; l < leafCount; ++l) {
            const Samples::Leaf& leaf = s.leaves[l];
            float bound = 0;
#pragma omp simd reduction(+ : bound)
            for (int d = 0; d < kIndexDirections; ++d) {
                const float outside = std::max({leaf.low[static_cast<std::size_t>(d)] - xp[static_cast<std::size_t>(d)],
                                                xp[static_cast<std::size_t>(d)] - leaf.high[static_cast<std::size_t>(d)], 0.0F});
                bound += outside * outside;
            }
            byBound[l] = {bound, static_cast<int>(l)};
        }
        std::sort(byBound.data(), byBound.data() + leafCount);
        float beyondAny = updateBeyond();
        for (std::size_t o = 0; o < leafCount && byBound[o].first <= beyondAny; ++o) {
            const Samples::Leaf& leaf = s.leaves[static_cast<std::size_t>(byBound[o].second)];
            const int count = leaf.end - leaf.begin;
            std::array<float, kLeafSamples> leading;
            std::fill(leading.begin(), leading.begin() + count, 0.0F);
            for (int d = 0; d < kFirstDirections; ++d) {
                const float* along = s.leafLeading.ptr<float>(d) + leaf.begin;
                const float at = xp[static_cast<std::size_t>(d)];
#pragma omp simd
                for (int i = 0; i < count; ++i) leading[static_cast<std::size_t>(i)] += (along[i] - at) * (along[i] - at);
            }
            // Those within what any label still needs, listed without a branch per sample (which
            // way each goes cannot be foreseen).
            std::array<std::uint8_t, kLeafSamples> within;
            int withinCount = 0;
            for (int i = 0; i < count; ++i) {
                within[static_cast<std::size_t>(withinCount)] = static_cast<std::uint8_t>(i);
                withinCount += leading[static_cast<std::size_t>(i)] <= beyondAny ? 1 : 0;
            }
            for (int w = 0; w < withinCount; ++w) {
                const int j = leaf.begin + within[static_cast<std::size_t>(w)];
                const int label = s.leafLabels[static_cast<std::size_t>(j)];
                const float beyond = label >= 0 && label < 16 ? beyondFor[static_cast<std::size_t>(label)] : beyondAny;
                float bound = leading[static_cast<std::size_t>(j - leaf.begin)];
                if (bound > beyond) continue;
                const float* q = s.leafProjections.ptr<float>(j);
#pragma omp simd reduction(+ : bound)
                for (int d = kFirstDirections; d < kIndexDirections; ++d)
                    bound += (q[d] - xp[static_cast<std::size_t>(d)]) * (q[d] - xp[static_cast<std::size_t>(d)]);
                if (bound > beyond) continue;
                const int limit = beyond >= static_cast<float>(std::numeric_limits<int>::max()) ? std::numeric_limits<int>::max()
                                                                                               : static_cast<int>(beyond);
                const int dist2 = squaredDistance(s.leafFeatures.ptr<uchar>(j), x, limit);
                if (dist2 > limit) continue;
                // (The limits move only when a sample changed the nearest ones.)
                if (consider(s.leafSampleNumbers[static_cast<std::size_t>(j)], label, dist2)) beyondAny = updateBeyond();
            }
        }
    }
    std::map<int, double> weight;
    double total = 0;
    for (const auto& [dist2, index] : best) {
        if (index < 0) continue;
        const double w = 1.0 / (std::sqrt(static_cast<double>(dist2)) / kQuantScale + 0.05);
        weight[s.labels[static_cast<std::size_t>(index)]] += w;
        total += w;
    }
    if (total <= 0) return vote;
    const auto top = std::max_element(weight.begin(), weight.end(),
                                      [](const auto& a, const auto& b) { return a.second < b.second; });
    vote.label = top->first;
    vote.distance = std::sqrt(static_cast<double>(best[0].first)) / kQuantScale;
    const double closeness = std::clamp((kFarDistance - vote.distance) / (kFarDistance - kNearDistance), 0.0, 1.0);
    // How much farther the nearest glyph of any other label is: a glyph about as close to a
    // spade as to a club is not a sure spade, however the neighbours vote.
    int otherNearest = std::numeric_limits<int>::max();
    for (int label = 0; label < 16; ++label)
        if (label != vote.label) otherNearest = std::min(otherNearest, nearestOfLabel[static_cast<std::size_t>(label)]);
    double margin = 1.0;
    if (otherNearest != std::numeric_limits<int>::max() && best[0].first > 0) {
        const double ratio = std::sqrt(static_cast<double>(otherNearest) / best[0].first);
        margin = std::clamp((ratio - 1.0) / clearMargin, 0.0, 1.0);
    }
    vote.confidence = top->second / total * closeness * margin;
    return vote;
}

int GlyphModel::samplesMissingFrom(const GlyphModel& other, GlyphKind kind) const {
    // A sample's label and bytes, as one key.
    const auto key = [](const Samples& s, int row) {
        std::string k(sizeof(int) + kGlyphFeatureSize, '\0');
        const int label = s.labels[static_cast<std::size_t>(row)];
        std::memcpy(k.data(), &label, sizeof(int));
        std::memcpy(k.data() + sizeof(int), s.features.ptr<uchar>(row), kGlyphFeatureSize);
        return k;
    };
    const Samples& theirs = other.samples(kind);
    std::unordered_set<std::string> held;
    for (int i = 0; i < theirs.features.rows; ++i) held.insert(key(theirs, i));
    const Samples& mine = samples(kind);
    int missing = 0;
    for (int i = 0; i < mine.features.rows; ++i) missing += held.count(key(mine, i)) == 0;
    return missing;
}

bool GlyphModel::save(const std::string& path) const {
    cv::FileStorage fs(path, cv::FileStorage::WRITE | cv::FileStorage::BASE64);
    if (!fs.isOpened()) return false;
    fs << "featureSize" << kGlyphFeatureSize;
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& s = samples(kind);
        const cv::Mat& bytes = s.features;
        cv::Mat labels(static_cast<int>(s.labels.size()), 1, CV_32S, const_cast<int*>(s.labels.data()));
        const std::string prefix = kind == GlyphKind::Rank ? "rank" : "suit";
        fs << prefix + "Features" << bytes << prefix + "Labels" << labels;
    }
    courtPictures_.write(fs);
    return true;
}

bool GlyphModel::load(const std::string& path) {
    if (!QFileInfo::exists(QString::fromStdString(path))) return false;
    cv::FileStorage fs;
    try {
        if (!fs.open(path, cv::FileStorage::READ)) return false;
    } catch (const cv::Exception&) {
        return false;
    }
    int size = 0;
    fs["featureSize"] >> size;
    if (size != kGlyphFeatureSize) return false;
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const std::string prefix = kind == GlyphKind::Rank ? "rank" : "suit";
        cv::Mat bytes, labels;
        fs[prefix + "Features"] >> bytes;
        fs[prefix + "Labels"] >> labels;
        if (bytes.rows != labels.rows || (bytes.rows > 0 && bytes.cols != kGlyphFeatureSize)) return false;
        Samples& s = samples(kind);
        s = Samples();
        s.features = bytes.empty() ? cv::Mat() : bytes;
        // (A taught file may hold court pictures and no glyphs: its label lists are then empty.)
        if (!labels.empty()) s.labels.assign(labels.begin<int>(), labels.end<int>());
    }
    if (!courtPictures_.read(fs)) return false;
    buildSearchIndex();
    return true;
}

}  // namespace encarde::vision
