#include "GlyphModel.h"

#include "IndexGlyphs.h"

#include <QFileInfo>

#include <opencv2/core/persistence.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>

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

// Directions of the search index: enough to hold most of the samples' spread.
constexpr int kIndexDirections = 24, kFirstDirections = 8;
// Samples compared in full before the rest are bounded.
constexpr int kFirstCompared = 8;
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
    // The samples' spread is largest along the first: sorting along it keeps the search window short.
    cv::Mat out(kIndexDirections, n, CV_32F);
    for (int d = 0; d < kIndexDirections; ++d)
        for (int k = 0; k < n; ++k) out.at<float>(d, k) = static_cast<float>(basis[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)]);
    return out;
}

int squaredDistance(const uchar* a, const uchar* b) {
    // Differences as 16-bit numbers, squared and summed into 32 bits: the compiler turns that
    // into multiply-and-add pairs of 16-bit lanes (pmaddwd), twice as fast here as the 32-bit
    // products an `omp simd` loop gets.
    int sum = 0;
    for (int k = 0; k < kGlyphFeatureSize; ++k) {
        const auto d = static_cast<std::int16_t>(static_cast<std::int16_t>(a[k]) - static_cast<std::int16_t>(b[k]));
        sum += d * d;
    }
    return sum;
}
}  // namespace

void GlyphModel::add(GlyphKind kind, int label, const std::vector<float>& feature) {
    if (static_cast<int>(feature.size()) != kGlyphFeatureSize) return;
    Samples& s = samples(kind);
    cv::Mat row(1, kGlyphFeatureSize, CV_8U);
    quantise(feature, row.ptr<uchar>());
    s.features.push_back(row);
    s.labels.push_back(label);
    s.directions.release();
    s.projections.release();
    s.leading.release();
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
    buildSearchIndex();
}

void GlyphModel::buildSearchIndex() {
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        Samples& s = samples(kind);
        s.directions.release();
        s.projections.release();
        s.leading.release();
        if (s.features.rows < 2 * kIndexDirections * kIndexSampleStep) continue;  // few samples: compare them all
        s.directions = mainDirections(s.features);
        s.projections.create(s.features.rows, kIndexDirections, CV_32F);
        for (int i = 0; i < s.features.rows; ++i) {
            const uchar* f = s.features.ptr<uchar>(i);
            float* p = s.projections.ptr<float>(i);
            for (int d = 0; d < kIndexDirections; ++d) {
                const float* direction = s.directions.ptr<float>(d);
                float sum = 0;
#pragma omp simd reduction(+ : sum)
                for (int k = 0; k < kGlyphFeatureSize; ++k) sum += direction[k] * static_cast<float>(f[k]);
                p[d] = sum;
            }
        }
        s.leading = s.projections.colRange(0, kFirstDirections).t();
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
    return vote(kind, feature, false);
}

GlyphVote GlyphModel::classifyExhaustively(GlyphKind kind, const std::vector<float>& feature) const {
    return vote(kind, feature, true);
}

// Built twice, and the one the processor can run is chosen when the program loads: with AVX2 the
// distance loops handle twice the bytes a step (the default build may assume SSE2 only).
__attribute__((target_clones("avx2", "default"))) GlyphVote GlyphModel::vote(GlyphKind kind, const std::vector<float>& feature, bool exhaustive) const {
    const Samples& s = samples(kind);
    GlyphVote vote;
    if (s.labels.empty() || static_cast<int>(feature.size()) != kGlyphFeatureSize) return vote;
    std::array<uchar, kGlyphFeatureSize> x;
    quantise(feature, x.data());
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
    // Sample number i, whose feature is at `f`. True if it changed what the search needs.
    const auto consider = [&](int i, const uchar* f) {
        const int dist2 = squaredDistance(f, x.data());
        const int label = s.labels[static_cast<std::size_t>(i)];
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
    if (exhaustive || s.directions.empty()) {
        for (int i = 0; i < s.features.rows; ++i) consider(i, s.features.ptr<uchar>(i));
    } else {
        std::array<float, kIndexDirections> xp{};
        for (int d = 0; d < kIndexDirections; ++d) {
            const float* direction = s.directions.ptr<float>(d);
            float sum = 0;
#pragma omp simd reduction(+ : sum)
            for (int k = 0; k < kGlyphFeatureSize; ++k) sum += direction[k] * static_cast<float>(x[static_cast<std::size_t>(k)]);
            xp[static_cast<std::size_t>(d)] = sum;
        }
        // Float rounding stays far inside this slack (the distances are integers).
        const auto skipBeyond = [&] { return static_cast<float>(1.001 * needed() + 1.0); };
        std::array<float, 16> beyondFor{};
        const auto updateBeyond = [&] {
            for (std::size_t label = 0; label < beyondFor.size(); ++label)
                beyondFor[label] = static_cast<float>(1.001 * neededFor(label) + 1.0);
            return skipBeyond();
        };
        // The bound along the first directions, for every sample at once: they hold most of the
        // spread, so it rules out most samples.
        const int n = s.leading.cols;
        cv::AutoBuffer<float> leadingBound(static_cast<std::size_t>(n));
        float* lb = leadingBound.data();
        std::fill(lb, lb + n, 0.0F);
        for (int d = 0; d < kFirstDirections; ++d) {
            const float* along = s.leading.ptr<float>(d);
            const float at = xp[static_cast<std::size_t>(d)];
#pragma omp simd
            for (int i = 0; i < n; ++i) lb[i] += (along[i] - at) * (along[i] - at);
        }
        // The samples nearest by that bound are compared first: they set the distance needed
        // low from the start, so few of the rest get past the bound.
        std::array<std::pair<float, int>, kFirstCompared> first;
        first.fill({std::numeric_limits<float>::max(), -1});
        for (int i = 0; i < n; ++i) {
            if (lb[i] >= first.back().first) continue;
            std::size_t j = first.size() - 1;
            for (; j > 0 && first[j - 1].first > lb[i]; --j) first[j] = first[j - 1];
            first[j] = {lb[i], i};
        }
        for (const auto& [bound, i] : first)
            if (i >= 0) consider(i, s.features.ptr<uchar>(i));
        const auto comparedFirst = [&](int i) {
            return std::any_of(first.begin(), first.end(), [i](const auto& entry) { return entry.second == i; });
        };
        float beyondAny = updateBeyond();
        const int* labels = s.labels.data();
        for (int i = 0; i < n; ++i) {
            const auto label = static_cast<std::size_t>(labels[i]);
            const float beyond = label < beyondFor.size() ? beyondFor[label] : beyondAny;
            if (lb[i] > beyond) continue;
            // Then the rest of the directions.
            const float* q = s.projections.ptr<float>(i);
            float rest = 0;
#pragma omp simd reduction(+ : rest)
            for (int k = kFirstDirections; k < kIndexDirections; ++k)
                rest += (q[k] - xp[static_cast<std::size_t>(k)]) * (q[k] - xp[static_cast<std::size_t>(k)]);
            const float bound = lb[i] + rest;
            if (bound > beyond || comparedFirst(i)) continue;
            // (The limits move only when a sample changed the nearest ones.)
            if (consider(i, s.features.ptr<uchar>(i))) beyondAny = updateBeyond();
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
        s.labels.assign(labels.begin<int>(), labels.end<int>());
    }
    buildSearchIndex();
    return true;
}

}  // namespace encarde::vision
