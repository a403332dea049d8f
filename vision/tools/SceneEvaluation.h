#pragma once
// Compares what the scanner saw with a generated scene's ground truth.

#include "Observation.h"
#include "SceneGenerator.h"

#include <QString>

namespace encarde::vision::tools {

struct SceneScore {
    int frames = 0, framesAllRight = 0;
    int cards = 0, found = 0, readRight = 0, unknown = 0, confidentlyWrong = 0, spurious = 0;
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
