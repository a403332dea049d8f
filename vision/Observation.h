#pragma once
// What the scanner saw in one picture: plain data, no behaviour. Coordinates are image pixels.

#include "Card.h"

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

namespace encarde::vision {

// The eight clip colours the table uses; Unknown when the colour could not be named safely.
enum class ClipColour { Unknown = 0, Red, Orange, Yellow, Green, Blue, Purple, Pink, Black };
inline constexpr int kClipColourCount = 8;  // excluding Unknown

std::string_view clipColourName(ClipColour c);  // "red", ... ("unknown")

struct SeenCard {
    // Corners in order around the card, starting at the corner whose index was read (the
    // card's top-left as printed), then clockwise in the picture.
    std::array<cv::Point2f, 4> corners;
    std::optional<Card> card;  // empty: not read with enough confidence ("unknown")
    double confidence = 0.0;   // 0..1; confidence of the identity (0 when unknown)
    // Equal to the bit: the scanner is deterministic, so one picture scanned twice gives equal
    // observations (tested; bench-vision --repeat checks it on every frame).
    friend bool operator==(const SeenCard&, const SeenCard&) = default;
};

struct SeenClip {
    ClipColour colour = ClipColour::Unknown;
    cv::Point2f at;      // centre of the clip's visible part
    int cardIndex = -1;  // index into Observation::cards of the card it is clipped onto
    friend bool operator==(const SeenClip&, const SeenClip&) = default;
};

struct Observation {
    std::vector<SeenCard> cards;
    std::vector<SeenClip> clips;
    friend bool operator==(const Observation&, const Observation&) = default;
};

}  // namespace encarde::vision
