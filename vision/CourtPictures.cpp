#include "CourtPictures.h"

#include <opencv2/core/persistence.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace encarde::vision {

namespace {
// The share of the face's width left out at either side (where an index stands) and of its
// length at either end: an outline a little off then moves no table into the picture.
constexpr double kIndexColumn = 0.12, kEndMargin = 0.08;
constexpr int kSignatureLength = kCourtPictureCellsAcross * kCourtPictureCellsAlong * 3;

// The mean colour of each cell of `inner` (kCourtPictureCellsAcross x kCourtPictureCellsAlong
// cells, their edges on whole pixels), channel after channel, cell after cell, row after row. A
// band of cells is first summed down its columns (one straight pass the compiler vectorises),
// then each cell across its columns.
template <typename Pixel, typename Sum>
std::vector<float> cellMeans(const cv::Mat& inner) {
    std::vector<float> means(static_cast<std::size_t>(kSignatureLength), 0.0f);
    const int values = 3 * inner.cols;
    std::vector<Sum> columns(static_cast<std::size_t>(values));
    for (int cy = 0; cy < kCourtPictureCellsAlong; ++cy) {
        const int y0 = cy * inner.rows / kCourtPictureCellsAlong, y1 = (cy + 1) * inner.rows / kCourtPictureCellsAlong;
        std::fill(columns.begin(), columns.end(), Sum(0));
        for (int y = y0; y < y1; ++y) {
            const Pixel* row = inner.ptr<Pixel>(y);
            Sum* sum = columns.data();
            for (int j = 0; j < values; ++j) sum[j] += static_cast<Sum>(row[j]);
        }
        for (int cx = 0; cx < kCourtPictureCellsAcross; ++cx) {
            const int x0 = cx * inner.cols / kCourtPictureCellsAcross, x1 = (cx + 1) * inner.cols / kCourtPictureCellsAcross;
            Sum sum[3] = {0, 0, 0};
            for (int x = x0; x < x1; ++x)
                for (int c = 0; c < 3; ++c) sum[c] += columns[static_cast<std::size_t>(3 * x + c)];
            const float count = static_cast<float>(std::max(1, (y1 - y0) * (x1 - x0)));
            float* cell = means.data() + 3 * (cy * kCourtPictureCellsAcross + cx);
            for (int c = 0; c < 3; ++c) cell[c] = static_cast<float>(sum[c]) / count;
        }
    }
    return means;
}
}  // namespace

cv::Mat courtPictureSignature(const cv::Mat& canonicalBgr) {
    CV_Assert(canonicalBgr.type() == CV_8UC3 || canonicalBgr.type() == CV_32FC3);
    const int left = static_cast<int>(kIndexColumn * canonicalBgr.cols);
    const int top = static_cast<int>(kEndMargin * canonicalBgr.rows);
    const cv::Mat inner = canonicalBgr(cv::Rect(left, top, canonicalBgr.cols - 2 * left, canonicalBgr.rows - 2 * top));
    // Each cell's mean, summed directly: the picture is shrunk about fifteen times each way, and
    // this costs a fifth of a general resize (which also weighs the pixels cut by a cell's edge).
    std::vector<float> cells = canonicalBgr.depth() == CV_8U ? cellMeans<uchar, int>(inner) : cellMeans<float, float>(inner);
    double channelMean[3] = {0, 0, 0};
    for (std::size_t i = 0; i < cells.size(); ++i) channelMean[i % 3] += cells[i];
    double length = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        // each channel less its own mean: a tint added evenly does not count
        cells[i] -= static_cast<float>(channelMean[i % 3] / (kCourtPictureCellsAcross * kCourtPictureCellsAlong));
        length += static_cast<double>(cells[i]) * cells[i];
    }
    cv::Mat signature(1, kSignatureLength, CV_32F);
    const float scale = length > 0 ? static_cast<float>(1.0 / std::sqrt(length)) : 0.0f;
    for (int i = 0; i < kSignatureLength; ++i) signature.at<float>(i) = cells[static_cast<std::size_t>(i)] * scale;
    return signature;
}

void CourtPictures::add(Card card, const cv::Mat& signature) {
    CV_Assert(signature.type() == CV_32F && signature.total() == static_cast<std::size_t>(kSignatureLength));
    signatures_.push_back(signature.reshape(1, 1));
    cards_.push_back(card);
}

void CourtPictures::merge(const CourtPictures& other) {
    for (int i = 0; i < other.size(); ++i) add(other.cards_[static_cast<std::size_t>(i)], other.signatures_.row(i));
}

std::optional<CourtPictureMatch> CourtPictures::nearest(const cv::Mat& signature) const {
    if (empty()) return std::nullopt;
    CV_Assert(signature.type() == CV_32F && signature.isContinuous() && signature.total() == static_cast<std::size_t>(kSignatureLength));
    const float* probe = signature.ptr<float>();
    std::vector<float> similarities(cards_.size());
    for (std::size_t i = 0; i < cards_.size(); ++i) {
        const float* taught = signatures_.ptr<float>(static_cast<int>(i));
        float dot = 0;
#pragma omp simd reduction(+ : dot)
        for (int k = 0; k < kSignatureLength; ++k) dot += taught[k] * probe[k];
        similarities[i] = dot;
    }
    const std::size_t best = static_cast<std::size_t>(std::max_element(similarities.begin(), similarities.end()) - similarities.begin());
    CourtPictureMatch match{cards_[best], similarities[best], -1};
    for (std::size_t i = 0; i < cards_.size(); ++i)
        if (!(cards_[i] == match.card)) match.nextSimilarity = std::max(match.nextSimilarity, static_cast<double>(similarities[i]));
    return match;
}

void CourtPictures::write(cv::FileStorage& fs) const {
    if (empty()) return;
    std::vector<int> indices;
    for (Card c : cards_) indices.push_back(c.index());
    fs << "courtPictureSignatures" << signatures_ << "courtPictureCards" << indices;
}

bool CourtPictures::read(const cv::FileStorage& fs) {
    *this = CourtPictures();
    const cv::FileNode node = fs["courtPictureSignatures"];
    if (node.empty()) return true;  // none taught
    cv::Mat signatures;
    std::vector<int> indices;
    node >> signatures;
    fs["courtPictureCards"] >> indices;
    if (signatures.type() != CV_32F || signatures.cols != kSignatureLength || signatures.rows != static_cast<int>(indices.size()))
        return false;
    for (std::size_t i = 0; i < indices.size(); ++i) {
        if (indices[i] < 0 || indices[i] >= 52) return false;
        add(Card::fromIndex(indices[i]), signatures.row(static_cast<int>(i)));
    }
    return true;
}

}  // namespace encarde::vision
