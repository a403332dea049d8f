#include "SceneEvaluation.h"

#include <cmath>

namespace encarde::vision::tools {

void SceneScore::add(const Scene& truth, const Observation& seen) {
    ++frames;
    std::vector<int> truthToSeen(truth.cards.size(), -1);
    std::vector<bool> seenUsed(seen.cards.size(), false);
    bool allRight = true;
    for (std::size_t t = 0; t < truth.cards.size(); ++t) {
        const cv::Point2f c = quadCentre(truth.cards[t].corners);
        const double tolerance = 0.3 * shortSide(truth.cards[t].corners);
        int best = -1;
        double bestDistance = tolerance;
        for (std::size_t s = 0; s < seen.cards.size(); ++s) {
            if (seenUsed[s]) continue;
            const double d = cv::norm(quadCentre(seen.cards[s].corners) - c);
            if (d < bestDistance) {
                bestDistance = d;
                best = static_cast<int>(s);
            }
        }
        ++cards;
        if (best < 0) {
            allRight = false;
            continue;
        }
        seenUsed[static_cast<std::size_t>(best)] = true;
        truthToSeen[t] = best;
        ++found;
        const SeenCard& s = seen.cards[static_cast<std::size_t>(best)];
        if (!s.card) {
            ++unknown;
            allRight = false;
        } else if (*s.card == truth.cards[t].card) {
            ++readRight;
        } else {
            ++confidentlyWrong;
            allRight = false;
        }
    }
    for (bool used : seenUsed)
        if (!used) {
            ++spurious;
            allRight = false;
        }
    std::vector<bool> clipUsed(seen.clips.size(), false);
    for (const SceneClip& clip : truth.clips) {
        ++clips;
        const int seenCard = truthToSeen[static_cast<std::size_t>(clip.cardIndex)];
        const double tolerance = 0.35 * shortSide(truth.cards[static_cast<std::size_t>(clip.cardIndex)].corners);
        int best = -1;
        double bestDistance = tolerance;
        for (std::size_t s = 0; s < seen.clips.size(); ++s) {
            if (clipUsed[s] || seen.clips[s].cardIndex != seenCard || seenCard < 0) continue;
            const double d = cv::norm(seen.clips[s].at - clip.at);
            if (d < bestDistance) {
                bestDistance = d;
                best = static_cast<int>(s);
            }
        }
        if (best < 0) {
            ++clipsMissed;
            allRight = false;
            continue;
        }
        clipUsed[static_cast<std::size_t>(best)] = true;
        const ClipColour colour = seen.clips[static_cast<std::size_t>(best)].colour;
        if (colour == clip.colour) {
            ++clipsRight;
        } else {
            allRight = false;
            if (colour == ClipColour::Unknown)
                ++clipsUnknownColour;
            else
                ++clipsWrongColour;
        }
    }
    for (bool used : clipUsed)
        if (!used) ++clipsSpurious;
    if (allRight) ++framesAllRight;
}

void SceneScore::add(const SceneScore& o) {
    frames += o.frames;
    framesAllRight += o.framesAllRight;
    cards += o.cards;
    found += o.found;
    readRight += o.readRight;
    unknown += o.unknown;
    confidentlyWrong += o.confidentlyWrong;
    spurious += o.spurious;
    clips += o.clips;
    clipsRight += o.clipsRight;
    clipsWrongColour += o.clipsWrongColour;
    clipsUnknownColour += o.clipsUnknownColour;
    clipsMissed += o.clipsMissed;
    clipsSpurious += o.clipsSpurious;
}

QString SceneScore::summary() const {
    return QStringLiteral("frames %1 (all right %2 = %3%), cards %4: found %5 (%6%), read right %7 (%8%), "
                          "unknown %9, confidently wrong %10 (%11%), spurious %12; clips %13: right %14 (%15%), "
                          "wrong colour %16, unknown colour %17, missed %18, spurious %19")
        .arg(frames).arg(framesAllRight).arg(100.0 * frameRate(), 0, 'f', 1)
        .arg(cards).arg(found).arg(100.0 * foundRate(), 0, 'f', 1)
        .arg(readRight).arg(100.0 * readRate(), 0, 'f', 1)
        .arg(unknown).arg(confidentlyWrong).arg(100.0 * wrongRate(), 0, 'f', 2).arg(spurious)
        .arg(clips).arg(clipsRight).arg(100.0 * clipRate(), 0, 'f', 1)
        .arg(clipsWrongColour).arg(clipsUnknownColour).arg(clipsMissed).arg(clipsSpurious);
}

}  // namespace encarde::vision::tools
