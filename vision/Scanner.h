#pragma once
// The scanner: one picture in, one Observation out. Pure and synchronous: no state between
// calls, no threads of its own, the same answer for the same picture.

#include "CardFinder.h"
#include "GlyphModel.h"
#include "Observation.h"

#include <opencv2/core.hpp>

#include <memory>
#include <string>

namespace encarde::vision {

struct ScannerSettings {
    CardFinderSettings finder;
    double minConfidence = 0.75;   // below this a card is reported with identity unknown (S1)
    double minFaceWhiteness = 0.35;
    double minBlankFaceWhiteness = 0.6;  // for a face whose index glyphs were not found
    bool findClips = true;
};

class Scanner {
public:
    explicit Scanner(GlyphModel model, ScannerSettings settings = {});
    Observation scan(const cv::Mat& bgr) const;
    const GlyphModel& model() const { return model_; }

    // The model shipped with the program plus whatever the user taught (teach-my-deck), loaded
    // once. Empty model (every card unknown) if the file cannot be found.
    static const Scanner& standard();
    // The same, read afresh from the files now: for a program that lets the user teach a deck
    // while it runs (the referee app), which then scans with this one.
    static std::shared_ptr<const Scanner> loadStandard();
    // Where the shipped model is looked for: $ENCARDE_GLYPH_MODEL, next to the executable
    // (../share/encarde/glyphs.yml.gz), then the source tree it was built from.
    static std::string shippedModelPath();

private:
    GlyphModel model_;
    ScannerSettings settings_;
};

// Convenience: Scanner::standard().scan(image).
Observation scan(const cv::Mat& bgr);

// The picture with its colours scaled so that its brightest parts (card faces, under any lamp)
// are neutral white, brought up to a face's usual brightness when they are dim, and with a veil
// of light over it (its darkest ink grey) taken off; the same picture when none of that is needed.
cv::Mat balancedToWhite(const cv::Mat& bgr);

// The identity read from a card's corner index, or empty with confidence 0.
struct IndexReading {
    std::optional<Card> card;
    double confidence = 0;
    int startCorner = 0;    // which corner of the upright quad the printed top-left is (0 or 2)
    // Read at the printed top-right corner (the few decks that print their index there), not at
    // the top-left.
    bool indexAtTopRight = false;
    bool glyphsSeen = false;
    // Why the confidence is what it is (for the bench's tally of unread cards): the rank's and
    // the suit's confidences (the best corner's, or the face's when it read the card, S5), and
    // whether another corner or the pips spoke against it.
    double rankConfidence = 0, suitConfidence = 0;
    bool cornersDisagree = false, pipsContradict = false;
    // The card is (in part) what the face's pips say rather than what the index read (S5).
    bool faceRead = false;
    // The index read only with a mark let run past its corner (IndexLook::WideSign): the outline
    // may be the strip of a covered card, stretched in the warp (S9 then reads it whole).
    bool wideSignRead = false;
};
// `canonical` is warpCanonical(image, uprightQuad); `turned` the same turned half a turn.
// `alsoTopRight`: when the usual corners do not read, the top-right ones are looked at too (the
// few decks that print their index there). `shown`: which of the two index corners can show,
// both, or only the one at the upright quad's first corner (startCorner 0) or its third (2),
// the other lying under another card (read there, the other card's print would speak against
// this card).
enum class IndexCornersShown { Both, OnlyFirst, OnlyThird };
IndexReading readCardIndex(const cv::Mat& canonical, const cv::Mat& turned, const GlyphModel& model, bool alsoTopRight = true,
                           IndexCornersShown shown = IndexCornersShown::Both);
// The same, voting through `glyphVotes` (the glyphs of a whole picture, each voted once).
IndexReading readCardIndex(const cv::Mat& canonical, const cv::Mat& turned, GlyphVotes& glyphVotes, bool alsoTopRight = true,
                           IndexCornersShown shown = IndexCornersShown::Both);

}  // namespace encarde::vision
