#pragma once
// Labelled glyph samples (rank glyphs and suit glyphs from many deck designs) and a k-nearest-
// neighbour vote over them. Small, deterministic, and loadable from one file without network.

#include "CourtPictures.h"

#include <opencv2/core.hpp>

#include <array>
#include <string>
#include <unordered_map>
#include <vector>

namespace encarde::vision {

enum class GlyphKind { Rank = 0, Suit = 1 };

struct GlyphVote {
    int label = -1;          // rank 2..14 or suit 0..3 (Suit enum); -1 when nothing matched
    double confidence = 0;   // 0..1: share of the neighbours' weight, scaled down when far away
    double distance = 1e9;   // to the nearest sample
};

// Directions of a model's search index: enough to hold most of the samples' spread.
inline constexpr int kGlyphSearchDirections = 32;

class GlyphVotes;

class GlyphModel {
public:
    void add(GlyphKind kind, int label, const std::vector<float>& feature);
    void merge(const GlyphModel& other);
    int sampleCount(GlyphKind kind) const;
    // Drops samples lying closer than `distance` to a kept sample of the same label (in order),
    // keeping every sample near another label's: the decision boundary stays, the bulk thins.
    void thin(double distance);
    bool isEmpty() const { return sampleCount(GlyphKind::Rank) == 0 || sampleCount(GlyphKind::Suit) == 0; }

    // The vote of the nearest samples. Samples that a cheap lower bound on their distance shows
    // to be too far to matter are skipped: the answer is exactly that of classifyExhaustively.
    GlyphVote classify(GlyphKind kind, const std::vector<float>& feature) const;
    // Every sample compared in full: the reference that classify() must equal.
    GlyphVote classifyExhaustively(GlyphKind kind, const std::vector<float>& feature) const;
    // Builds the search index classify() uses; load, merge and thin build it, add drops it (then
    // every sample is compared until it is built again).
    void buildSearchIndex();

    // How many of this model's samples of `kind` have no sample in `other` with the same label
    // and the very same stored (quantised) feature: 0 when `other` holds every one of them.
    int samplesMissingFrom(const GlyphModel& other, GlyphKind kind) const;

    // cv::FileStorage file (a ".gz" name compresses it); features are stored quantised to bytes.
    bool save(const std::string& path) const;
    bool load(const std::string& path);

    // Court cards' pictures the user taught (empty in the shipped model): saved, loaded and
    // merged with the glyphs.
    CourtPictures& courtPictures() { return courtPictures_; }
    const CourtPictures& courtPictures() const { return courtPictures_; }

private:
    struct Samples {
        // N x kGlyphFeatureSize, CV_8U: each value quantised (see GlyphModel.cpp). Bytes keep the
        // whole model in cache, which is what makes a frame's glyph votes fast.
        cv::Mat features;
        std::vector<int> labels;
        // The search index (empty until buildSearchIndex). A few orthonormal directions along
        // which the samples differ most: a distance measured along fewer directions is never
        // longer, so it bounds the full distance from below at a tenth of the cost. The samples
        // are split, again and again at the middle of the direction along which they spread
        // most, into small leaves of near samples. Each leaf knows the box its samples' coordinates
        // fill along the directions, whose distance from a glyph bounds every one of theirs:
        // a glyph is compared with the leaves nearest it first, and the leaves beyond what the
        // vote still needs are never opened.
        struct Leaf {
            int begin = 0, end = 0;  // rows of the leaf's samples in `leafFeatures`
            std::array<float, kGlyphSearchDirections> low{}, high{};
        };
        cv::Mat directions;    // kGlyphSearchDirections x feature size, CV_32F
        cv::Mat leafFeatures;  // the samples again, leaf after leaf (compared in memory order)
        cv::Mat leafProjections;  // their coordinates along the directions (N x kGlyphSearchDirections)
        // The coordinates along the first few directions again, a row per direction (directions x
        // N): a leaf's samples are bounded along them all at once, in a few straight passes the
        // compiler vectorises, and only those that pass are bounded along the rest.
        cv::Mat leafLeading;
        std::vector<int> leafLabels, leafSampleNumbers;
        std::vector<Leaf> leaves;
        void dropSearchIndex();
    };
    friend class GlyphVotes;
    // The vote on a feature quantised as the samples are (kGlyphFeatureSize bytes): nothing else
    // of the feature counts.
    GlyphVote vote(GlyphKind kind, const uchar* quantised, bool exhaustive) const;
    Samples& samples(GlyphKind kind) { return kind == GlyphKind::Rank ? rank_ : suit_; }
    const Samples& samples(GlyphKind kind) const { return kind == GlyphKind::Rank ? rank_ : suit_; }
    Samples rank_, suit_;
    CourtPictures courtPictures_;
};

// A model's votes on the glyphs of one picture, each glyph voted once. The reader's several looks
// at a corner (IndexLook) often cut out the very same glyph, and a vote is the costly part of
// reading it; a vote depends on nothing but the kind and the quantised feature, so the vote
// remembered for them is the one the model would give again.
class GlyphVotes {
public:
    explicit GlyphVotes(const GlyphModel& model) : model_(model) {}
    const GlyphModel& model() const { return model_; }
    // As GlyphModel::classify.
    GlyphVote classify(GlyphKind kind, const std::vector<float>& feature);

private:
    const GlyphModel& model_;
    // By the kind's number followed by the quantised feature.
    std::unordered_map<std::string, GlyphVote> remembered_;
};

}  // namespace encarde::vision
