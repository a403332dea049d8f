#pragma once
// Compares what the scanner saw with a generated scene's ground truth.

#include "Observation.h"
#include "SceneGenerator.h"

#include <QString>

#include <vector>

namespace encarde::vision::tools {

// For each card of the scene, the index of the seen card whose centre lies nearest its own
// (within 0.3 of its short side, each seen card used once), or -1 when it was not found.
std::vector<int> matchSeenCards(const Scene& truth, const Observation& seen);

// The seen clip on card `seenCard` nearest the scene's clip (within 0.35 of its card's short
// side) that is not yet used, or -1.
int matchSeenClip(const Scene& truth, const SceneClip& clip, int seenCard, const Observation& seen,
                  const std::vector<bool>& clipUsed);

struct SceneScore {
    int frames = 0, framesAllRight = 0;
    int cards = 0, found = 0, readRight = 0, unknown = 0, confidentlyWrong = 0, spurious = 0;
    int spuriousNamed = 0;  // spurious cards reported with an identity
    int clips = 0, clipsRight = 0, clipsWrongColour = 0, clipsUnknownColour = 0, clipsMissed = 0, clipsSpurious = 0;

    void add(const Scene& truth, const Observation& seen);
    void add(const SceneScore& other);
    double foundRate() const { return cards ? double(found) / cards : 1; }
    double readRate() const { return cards ? double(readRight) / cards : 1; }
    double wrongRate() const { return cards ? double(confidentlyWrong) / cards : 0; }
    double clipRate() const { return clips ? double(clipsRight) / clips : 1; }
    double frameRate() const { return frames ? double(framesAllRight) / frames : 1; }
    QString summary() const;  // one paragraph, for benchmarks and failing tests
};

}  // namespace encarde::vision::tools
