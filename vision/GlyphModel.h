#pragma once
// Labelled glyph samples (rank glyphs and suit glyphs from many deck designs) and a k-nearest-
// neighbour vote over them. Small, deterministic, and loadable from one file without network.

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace encarde::vision {

enum class GlyphKind { Rank = 0, Suit = 1 };

struct GlyphVote {
    int label = -1;          // rank 2..14 or suit 0..3 (Suit enum); -1 when nothing matched
    double confidence = 0;   // 0..1: share of the neighbours' weight, scaled down when far away
    double distance = 1e9;   // to the nearest sample
};

class GlyphModel {
public:
    void add(GlyphKind kind, int label, const std::vector<float>& feature);
    void merge(const GlyphModel& other);
    int sampleCount(GlyphKind kind) const;
    // Drops samples lying closer than `distance` to a kept sample of the same label (in order),
    // keeping every sample near another label's: the decision boundary stays, the bulk thins.
    void thin(double distance);
    bool isEmpty() const { return sampleCount(GlyphKind::Rank) == 0 || sampleCount(GlyphKind::Suit) == 0; }

    GlyphVote classify(GlyphKind kind, const std::vector<float>& feature) const;

    // cv::FileStorage file (a ".gz" name compresses it); features are stored quantised to bytes.
    bool save(const std::string& path) const;
    bool load(const std::string& path);

private:
    struct Samples {
        // N x kGlyphFeatureSize, CV_8U: each value quantised (see GlyphModel.cpp). Bytes keep the
        // whole model in cache, which is what makes a frame's glyph votes fast.
        cv::Mat features;
        std::vector<int> labels;
    };
    Samples& samples(GlyphKind kind) { return kind == GlyphKind::Rank ? rank_ : suit_; }
    const Samples& samples(GlyphKind kind) const { return kind == GlyphKind::Rank ? rank_ : suit_; }
    Samples rank_, suit_;
};

}  // namespace encarde::vision
