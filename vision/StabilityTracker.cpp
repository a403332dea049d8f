#include "StabilityTracker.h"

#include "CardGeometry.h"

#include <algorithm>
#include <string>

namespace encarde::vision {

namespace {
std::string readingOf(const SeenCard& card, const std::vector<SeenClip>& clips) {
    std::string text = card.card ? cardText(*card.card) : std::string("?");
    std::vector<std::string> colours;
    for (const SeenClip& c : clips) colours.emplace_back(clipColourName(c.colour));
    std::sort(colours.begin(), colours.end());
    for (const std::string& c : colours) text += "+" + c;
    return text;
}
}  // namespace

StabilityTracker::StabilityTracker(int framesNeeded, int framesForgiven)
    : framesNeeded_(std::max(1, framesNeeded)), framesForgiven_(std::max(0, framesForgiven)) {}

Observation StabilityTracker::update(const Observation& frame) {
    std::vector<bool> matched(tracks_.size(), false);
    for (std::size_t i = 0; i < frame.cards.size(); ++i) {
        const SeenCard& card = frame.cards[i];
        std::vector<SeenClip> clips;
        for (const SeenClip& c : frame.clips)
            if (c.cardIndex == static_cast<int>(i)) clips.push_back(c);
        const cv::Point2f centre = quadCentre(card.corners);
        const double size = shortSide(card.corners);
        const std::string reading = readingOf(card, clips);
        // The nearest unmatched track within half a card.
        int best = -1;
        double bestDistance = 0.5 * size;
        for (std::size_t t = 0; t < tracks_.size(); ++t) {
            if (matched[t]) continue;
            const double d = cv::norm(tracks_[t].centre - centre);
            if (d < bestDistance) {
                bestDistance = d;
                best = static_cast<int>(t);
            }
        }
        if (best < 0) {
            tracks_.push_back({centre, size, reading, 1, 0, card, clips});
            matched.push_back(true);
            continue;
        }
        Track& track = tracks_[static_cast<std::size_t>(best)];
        matched[static_cast<std::size_t>(best)] = true;
        track.streak = track.reading == reading ? track.streak + 1 : 1;
        track.reading = reading;
        track.centre = centre;
        track.size = size;
        track.missed = 0;
        track.card = card;
        track.clips = clips;
    }
    for (std::size_t t = 0; t < tracks_.size(); ++t)
        if (!matched[t]) ++tracks_[t].missed;
    tracks_.erase(std::remove_if(tracks_.begin(), tracks_.end(),
                                 [&](const Track& t) { return t.missed > framesForgiven_; }),
                  tracks_.end());

    Observation stable;
    for (const Track& t : tracks_) {
        if (t.streak < framesNeeded_) continue;
        const int index = static_cast<int>(stable.cards.size());
        stable.cards.push_back(t.card);
        for (SeenClip c : t.clips) {
            c.cardIndex = index;
            stable.clips.push_back(c);
        }
    }
    return stable;
}

}  // namespace encarde::vision
