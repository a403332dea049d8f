#include "GlyphModel.h"

#include "IndexGlyphs.h"

#include <QFileInfo>

#include <opencv2/core/persistence.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace encarde::vision {

namespace {
constexpr int kNeighbours = 5;
// Feature values lie in about [-0.5, 1]; bytes keep the model file small.
constexpr double kQuantScale = 160.0, kQuantOffset = 90.0;
// Beyond this distance a glyph resembles nothing learned: its vote is worth nothing.
constexpr double kFarDistance = 0.9, kNearDistance = 0.42;

cv::Mat rowNorms2(const cv::Mat& features) {
    cv::Mat sq;
    cv::multiply(features, features, sq);
    cv::Mat norms;
    cv::reduce(sq, norms, 1, cv::REDUCE_SUM, CV_32F);
    return norms;
}
}  // namespace

void GlyphModel::add(GlyphKind kind, int label, const std::vector<float>& feature) {
    Samples& s = samples(kind);
    cv::Mat row(1, kGlyphFeatureSize, CV_32F, const_cast<float*>(feature.data()));
    s.features.push_back(row.clone());
    s.labels.push_back(label);
    float n2 = static_cast<float>(row.dot(row));
    s.norms2.push_back(n2);
}

void GlyphModel::merge(const GlyphModel& other) {
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& o = other.samples(kind);
        for (int i = 0; i < o.features.rows; ++i) {
            const float* p = o.features.ptr<float>(i);
            add(kind, o.labels[i], std::vector<float>(p, p + kGlyphFeatureSize));
        }
    }
}

void GlyphModel::thin(double distance) {
    const float limit2 = static_cast<float>(distance * distance);
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& all = samples(kind);
        std::vector<int> kept;
        for (int i = 0; i < all.features.rows; ++i) {
            const float* a = all.features.ptr<float>(i);
            bool redundant = false;
            for (int k : kept) {
                const float* b = all.features.ptr<float>(k);
                float d2 = 0;
#pragma omp simd reduction(+ : d2)
                for (int j = 0; j < kGlyphFeatureSize; ++j) d2 += (a[j] - b[j]) * (a[j] - b[j]);
                if (d2 < limit2) {
                    if (all.labels[k] == all.labels[i]) redundant = true;
                    else {
                        redundant = false;  // near another label: this sample marks the boundary
                        break;
                    }
                }
            }
            if (!redundant) kept.push_back(i);
        }
        Samples thinned;
        for (int i : kept) {
            thinned.features.push_back(all.features.row(i).clone());
            thinned.labels.push_back(all.labels[i]);
        }
        thinned.norms2 = rowNorms2(thinned.features);
        samples(kind) = thinned;
    }
}

int GlyphModel::sampleCount(GlyphKind kind) const { return static_cast<int>(samples(kind).labels.size()); }

GlyphVote GlyphModel::classify(GlyphKind kind, const std::vector<float>& feature) const {
    const Samples& s = samples(kind);
    GlyphVote vote;
    if (s.labels.empty() || static_cast<int>(feature.size()) != kGlyphFeatureSize) return vote;
    const float* x = feature.data();
    float xn2 = 0;
    for (int k = 0; k < kGlyphFeatureSize; ++k) xn2 += x[k] * x[k];
    // k smallest squared distances, kept in a tiny sorted array.
    std::array<std::pair<float, int>, kNeighbours> best;
    best.fill({1e30f, -1});
    const float* n2 = s.norms2.ptr<float>();
    for (int i = 0; i < s.features.rows; ++i) {
        const float* row = s.features.ptr<float>(i);
        float dot = 0;
#pragma omp simd reduction(+ : dot)
        for (int k = 0; k < kGlyphFeatureSize; ++k) dot += row[k] * x[k];
        const float dist2 = n2[i] - 2 * dot + xn2;
        if (dist2 >= best.back().first) continue;
        int j = kNeighbours - 1;
        while (j > 0 && best[j - 1].first > dist2) {
            best[j] = best[j - 1];
            --j;
        }
        best[j] = {dist2, i};
    }
    std::map<int, double> weight;
    double total = 0;
    for (const auto& [dist2, index] : best) {
        if (index < 0) continue;
        const double w = 1.0 / (std::sqrt(std::max(dist2, 0.f)) + 0.05);
        weight[s.labels[index]] += w;
        total += w;
    }
    if (total <= 0) return vote;
    const auto top = std::max_element(weight.begin(), weight.end(),
                                      [](const auto& a, const auto& b) { return a.second < b.second; });
    vote.label = top->first;
    vote.distance = std::sqrt(std::max(best[0].first, 0.f));
    const double closeness = std::clamp((kFarDistance - vote.distance) / (kFarDistance - kNearDistance), 0.0, 1.0);
    vote.confidence = top->second / total * closeness;
    return vote;
}

bool GlyphModel::save(const std::string& path) const {
    cv::FileStorage fs(path, cv::FileStorage::WRITE | cv::FileStorage::BASE64);
    if (!fs.isOpened()) return false;
    fs << "featureSize" << kGlyphFeatureSize;
    for (GlyphKind kind : {GlyphKind::Rank, GlyphKind::Suit}) {
        const Samples& s = samples(kind);
        cv::Mat bytes;
        s.features.convertTo(bytes, CV_8U, kQuantScale, kQuantOffset);
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
        bytes.convertTo(s.features, CV_32F, 1.0 / kQuantScale, -kQuantOffset / kQuantScale);
        s.norms2 = rowNorms2(s.features);
        s.labels.assign(labels.begin<int>(), labels.end<int>());
    }
    return true;
}

}  // namespace encarde::vision
