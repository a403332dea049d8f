#include "CourtPictures.h"

#include <opencv2/core/persistence.hpp>
#include <opencv2/imgproc.hpp>

namespace encarde::vision {

namespace {
// The share of the face's width left out at either side (where an index stands) and of its
// length at either end: an outline a little off then moves no table into the picture.
constexpr double kIndexColumn = 0.12, kEndMargin = 0.08;
constexpr int kSignatureLength = kCourtPictureCellsAcross * kCourtPictureCellsAlong * 3;
}  // namespace

cv::Mat courtPictureSignature(const cv::Mat& canonicalBgr) {
    const int left = static_cast<int>(kIndexColumn * canonicalBgr.cols);
    const int top = static_cast<int>(kEndMargin * canonicalBgr.rows);
    const cv::Mat inner = canonicalBgr(cv::Rect(left, top, canonicalBgr.cols - 2 * left, canonicalBgr.rows - 2 * top));
    cv::Mat cells;
    cv::resize(inner, cells, cv::Size(kCourtPictureCellsAcross, kCourtPictureCellsAlong), 0, 0, cv::INTER_AREA);
    cells.convertTo(cells, CV_32FC3);
    cells -= cv::mean(cells);  // each channel less its own mean: a tint added evenly does not count
    cv::Mat signature = cells.reshape(1, 1).clone();
    const double length = cv::norm(signature);
    if (length > 0) signature /= length;
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
    cv::Mat similarities = signatures_ * signature.reshape(1, 1).t();
    int best = 0;
    for (int i = 1; i < similarities.rows; ++i)
        if (similarities.at<float>(i) > similarities.at<float>(best)) best = i;
    CourtPictureMatch match{cards_[static_cast<std::size_t>(best)], similarities.at<float>(best), -1};
    for (int i = 0; i < similarities.rows; ++i)
        if (!(cards_[static_cast<std::size_t>(i)] == match.card))
            match.nextSimilarity = std::max(match.nextSimilarity, static_cast<double>(similarities.at<float>(i)));
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
