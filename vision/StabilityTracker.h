#pragma once
// Live camera view: a card is reported only once it has been read the same way (identity and
// clip colours) over several consecutive frames, so a passing hand or a blurred frame does not
// flicker into the result. Cards are matched between frames by position.

#include "Observation.h"

#include <vector>

namespace encarde::vision {

class StabilityTracker {
public:
    explicit StabilityTracker(int framesNeeded = 3, int framesForgiven = 1);
    // Feeds the next frame; returns the cards (and their clips) that are stable now.
    Observation update(const Observation& frame);
    void reset() { tracks_.clear(); }

private:
    struct Track {
        cv::Point2f centre;
        double size = 0;
        std::string reading;  // identity and clip colours, as one comparable text
        int streak = 0;
        int missed = 0;
        SeenCard card;
        std::vector<SeenClip> clips;
    };
    int framesNeeded_, framesForgiven_;
    std::vector<Track> tracks_;
};

}  // namespace encarde::vision
