#pragma once
// Synthetic table scenes with ground truth: card faces rendered from the SVG decks, laid out as
// a hand (overlapping a little, corner indices showing) and scattered singles, with coloured
// clips on card edges, a card back and a non-card object as distractors, on dark, light, wood,
// felt or patterned tables, seen by a tilted camera in uneven light with glare, blur, noise and
// JPEG artefacts. Every scene is a pure function of (decks, settings, index).

#include "CardGeometry.h"
#include "DeckLibrary.h"
#include "Observation.h"

#include <QList>
#include <QString>

#include <memory>
#include <opencv2/core.hpp>
#include <vector>

namespace encarde::vision::tools {

enum class TableKind { Dark = 0, Light, Wood, Felt, Pattern };
inline constexpr int kTableKindCount = 5;
QString tableKindName(TableKind kind);

struct SceneSettings {
    int count = 20;
    unsigned seed = 1;
    cv::Size frameSize{1280, 720};
    int maxCards = 10;
    double maxTiltDegrees = 30;
    double clipChance = 0.35;     // per card
    bool distractors = true;      // a card back and a non-card object
    int forcedTable = -1;         // TableKind, or -1 for the scene's own choice
    double lensBarrel = 0;        // a wide lens's barrel distortion (lensSeenAt), 0 for none
};

// A wide webcam lens's barrel distortion of `amount` (under 1) in a frame of `size`: what a
// pinhole camera shows r half-diagonals from the frame's centre, the lens shows at the r' with
// r' (1 + amount r'^2) = r, so straight lines bow outwards, more the farther out they lie (on a
// 1280x720 frame, 0.03 draws its corner 20 px in and bows a line along its top edge by 7 px; 0.1,
// 57 and 20 px). Where the pinhole camera's point `p` is seen:
cv::Point2f lensSeenAt(cv::Size size, double amount, cv::Point2f p);
// ... and which of its points the lens shows at `q`.
cv::Point2f lensShows(cv::Size size, double amount, cv::Point2f q);

struct SceneCard {
    Card card;
    Quad corners;  // index corner first, clockwise (the card's printed top-left, top-right, ...)
    QString deck;
    bool inHand = false;  // partly covered by the next card of a laid-out hand
};

struct SceneClip {
    ClipColour colour = ClipColour::Unknown;
    cv::Point2f at;
    int cardIndex = -1;
    bool bareWire = false;  // a plastic-coated wire loop with no tab: only thin lines cross the edge
};

struct Scene {
    cv::Mat image;  // BGR
    TableKind table = TableKind::Dark;
    std::vector<SceneCard> cards;
    std::vector<SceneClip> clips;
};

class SceneGenerator {
public:
    explicit SceneGenerator(const QList<DeckInfo>& decks);
    ~SceneGenerator();
    Scene generate(const SceneSettings& settings, int index);

private:
    std::vector<std::unique_ptr<Deck>> decks_;
};

// One line of JSON: {"image":..., "table":..., "cards":[{"card":"10H","deck":...,"corners":[[x,y]...],
// "clips":[{"color":"red","at":[x,y]}]}]}
QString sceneTruthJson(const Scene& scene, const QString& imageName);

// The colour a clip of that name is painted with before lighting (BGR).
cv::Scalar clipPaint(ClipColour colour);

// A picture such as a user takes to teach the scanner a deck (DeckTeacher): the card's face,
// 180 px wide, laid at a slant on a dark table, 640 x 480.
cv::Mat teachingPhoto(const Deck& deck, Card card);

}  // namespace encarde::vision::tools
