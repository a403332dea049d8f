#include "GlyphModel.h"

#include "IndexGlyphs.h"

#include <QFileInfo>

#include <opencv2/core/persistence.hpp>

#include <algorithm>
#include <array>
#include <cmath>
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

void quantise(const std::vector<float>& feature, uchar* out) {
    for (int k = 0; k < kGlyphFeatureSize; ++k)
        out[k] = cv::saturate_cast<uchar>(feature[static_cast<std::size_t>(k)] * kQuantScale + kQuantOffset);
}

int squaredDistance(const uchar* a, const uchar* b) {
    int sum = 0;
#pragma omp simd reduction(+ : sum)
    for (int k = 0; k < kGlyphFeatureSize; ++k) {
        const int d = static_cast<int>(a[k]) - static_cast<int>(b[k]);
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
}

int GlyphModel::sampleCount(GlyphKind kind) const { return static_cast<int>(samples(kind).labels.size()); }

GlyphVote GlyphModel::classify(GlyphKind kind, const std::vector<float>& feature) const {
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
    for (int i = 0; i < s.features.rows; ++i) {
        const int dist2 = squaredDistance(s.features.ptr<uchar>(i), x.data());
        const int label = s.labels[static_cast<std::size_t>(i)];
        if (label >= 0 && label < 16) nearestOfLabel[static_cast<std::size_t>(label)] = std::min(nearestOfLabel[static_cast<std::size_t>(label)], dist2);
        if (dist2 >= best.back().first) continue;
        int j = kNeighbours - 1;
        while (j > 0 && best[static_cast<std::size_t>(j - 1)].first > dist2) {
            best[static_cast<std::size_t>(j)] = best[static_cast<std::size_t>(j - 1)];
            --j;
        }
        best[static_cast<std::size_t>(j)] = {dist2, i};
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
        margin = std::clamp((ratio - 1.0) / kClearMargin, 0.0, 1.0);
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
        s.features = bytes.empty() ? cv::Mat() : bytes;
        s.labels.assign(labels.begin<int>(), labels.end<int>());
    }
    return true;
}

}  // namespace encarde::vision
