#pragma once
// Court cards known by their pictures, taught by the user (teach-my-deck). Some decks print no
// rank letter on their court cards: gnome-guyenne-classic's corner shows only the suit sign, so
// no index names a jack, a queen or a king apart. Their pictures do, once the user has shown each
// court card of the deck: a face whose index does not read surely is compared with the taught
// pictures, and named after the one it matches clearly (Scanner, readCardIndex).

#include "Card.h"

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace encarde::vision {

// A face's picture, reduced to this many cells across and along: fine enough to tell one
// figure from another, coarse enough that blur, an outline a few pixels off and a camera's
// noise barely move it.
inline constexpr int kCourtPictureCellsAcross = 12, kCourtPictureCellsAlong = 18;

// The signature of the picture on a canonical face (warpCanonical's size): the face inside its
// index columns and its top and bottom margins, shrunk to the cells above, each colour channel
// less its mean, the whole scaled to length 1 (so neither light nor contrast counts). A 1 x N
// CV_32F row; two signatures compare by their dot product, 1 for the same picture.
cv::Mat courtPictureSignature(const cv::Mat& canonicalBgr);

struct CourtPictureMatch {
    Card card;
    double similarity = 0;       // with the nearest taught picture, -1..1
    double nextSimilarity = -1;  // with the nearest taught picture of any other card
};

class CourtPictures {
public:
    void add(Card card, const cv::Mat& signature);
    void merge(const CourtPictures& other);
    bool empty() const { return cards_.empty(); }
    int size() const { return static_cast<int>(cards_.size()); }
    // The taught card nearest the signature, or nothing when none is taught.
    std::optional<CourtPictureMatch> nearest(const cv::Mat& signature) const;

    // Stored in the glyph model's file, under their own names (absent when none are taught).
    void write(cv::FileStorage& fs) const;
    bool read(const cv::FileStorage& fs);

private:
    cv::Mat signatures_;      // one row per taught picture, CV_32F
    std::vector<Card> cards_;  // the card of each row
};

}  // namespace encarde::vision
