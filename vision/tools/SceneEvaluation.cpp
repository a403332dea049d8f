#include "SceneEvaluation.h"

#include <cmath>

namespace encarde::vision::tools {

std::vector<int> matchSeenCards(const Scene& truth, const Observation& seen) {
    std::vector<int> truthToSeen(truth.cards.size(), -1);
    std::vector<bool> seenUsed(seen.cards.size(), false);
    for (std::size_t t = 0; t < truth.cards.size(); ++t) {
        const cv::Point2f c = quadCentre(truth.cards[t].corners);
        double bestDistance = 0.3 * shortSide(truth.cards[t].corners);
        for (std::size_t s = 0; s < seen.cards.size(); ++s) {
            const double d = cv::norm(quadCentre(seen.cards[s].corners) - c);
            if (!seenUsed[s] && d < bestDistance) {
                bestDistance = d;
                truthToSeen[t] = static_cast<int>(s);
            }
        }
        if (truthToSeen[t] >= 0) seenUsed[static_cast<std::size_t>(truthToSeen[t])] = true;
    }
    return truthToSeen;
}

int matchSeenClip(const Scene& truth, const SceneClip& clip, int seenCard, const Observation& seen,
                  const std::vector<bool>& clipUsed) {
    if (seenCard < 0) return -1;
    int best = -1;
    double bestDistance = 0.35 * shortSide(truth.cards[static_cast<std::size_t>(clip.cardIndex)].corners);
    for (std::size_t s = 0; s < seen.clips.size(); ++s) {
        if (clipUsed[s] || seen.clips[s].cardIndex != seenCard) continue;
        const double d = cv::norm(seen.clips[s].at - clip.at);
        if (d < bestDistance) {
            bestDistance = d;
            best = static_cast<int>(s);
        }
    }
    return best;
}

void SceneScore::add(const Scene& truth, const Observation& seen) {
    ++frames;
    const std::vector<int> truthToSeen = matchSeenCards(truth, seen);
    std::vector<bool> seenUsed(seen.cards.size(), false);
    bool allRight = true;
    for (std::size_t t = 0; t < truth.cards.size(); ++t) {
        const int best = truthToSeen[t];
        ++cards;
        if (best < 0) {
            allRight = false;
            continue;
        }
        seenUsed[static_cast<std::size_t>(best)] = true;
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
    for (std::size_t s = 0; s < seen.cards.size(); ++s)
        if (!seenUsed[s]) {
            ++spurious;
            // Named: to the players as wrong as a card misread (a card that is not there).
            if (seen.cards[s].card) ++spuriousNamed;
            allRight = false;
        }
    std::vector<bool> clipUsed(seen.clips.size(), false);
    for (const SceneClip& clip : truth.clips) {
        ++clips;
        const int best = matchSeenClip(truth, clip, truthToSeen[static_cast<std::size_t>(clip.cardIndex)], seen, clipUsed);
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
    spuriousNamed += o.spuriousNamed;
    clips += o.clips;
    clipsRight += o.clipsRight;
    clipsWrongColour += o.clipsWrongColour;
    clipsUnknownColour += o.clipsUnknownColour;
    clipsMissed += o.clipsMissed;
    clipsSpurious += o.clipsSpurious;
}

QString SceneScore::summary() const {
    return QStringLiteral("frames %1 (all right %2 = %3%), cards %4: found %5 (%6%), read right %7 (%8%), "
                          "unknown %9, confidently wrong %10 (%11%), spurious %12 (%20 named); clips %13: right %14 (%15%), "
                          "wrong colour %16, unknown colour %17, missed %18, spurious %19")
        .arg(frames).arg(framesAllRight).arg(100.0 * frameRate(), 0, 'f', 1)
        .arg(cards).arg(found).arg(100.0 * foundRate(), 0, 'f', 1)
        .arg(readRight).arg(100.0 * readRate(), 0, 'f', 1)
        .arg(unknown).arg(confidentlyWrong).arg(100.0 * wrongRate(), 0, 'f', 2).arg(spurious)
        .arg(clips).arg(clipsRight).arg(100.0 * clipRate(), 0, 'f', 1)
        .arg(clipsWrongColour).arg(clipsUnknownColour).arg(clipsMissed).arg(clipsSpurious).arg(spuriousNamed);
}

}  // namespace encarde::vision::tools
