#pragma once
// A poorer camera or light than the generated scenes': every frame spoiled the same way before it
// is scanned, by bench-vision --degrade and by the accuracy tests.

#include <QString>

#include <opencv2/core.hpp>

#include <optional>

namespace encarde::vision::tools {

struct Degradation {
    enum Kind {
        Defocus,  // a lens out of focus: Gaussian blur of `amount` pixels
        Motion,   // the camera moved during the exposure: a horizontal streak `amount` pixels long
        Noise,    // sensor noise: `amount` grey levels
        Dim,      // a dim room: every level times `amount` (under 1), with the noise of the gain a
                  // webcam then turns up (3 levels)
        Bright,   // too much light: every level times `amount` (over 1), what passes white lost
        Haze,     // a veil of light (haze, glare on the lens, lifted blacks): `amount` of white
                  // (under 1) mixed into every pixel
        Jpeg,     // a stream compressed hard: saved again as JPEG at quality `amount` (1-100)
        Warm,     // a lamp's light, not daylight, and a camera that does not balance it away: blue
                  // times `amount` (under 1), green times 1 - 0.4 (1 - amount), red as it is
    } kind;
    double amount;
};

// "KIND:AMOUNT" (defocus:1.0, dim:0.5, jpeg:40 ...), or nothing if it is not one.
std::optional<Degradation> parseDegradation(const QString& request);

// Spoils a BGR picture; `frame` seeds its noise, so the same frame is spoiled the same every run.
void degrade(cv::Mat& image, const Degradation& d, int frame);

}  // namespace encarde::vision::tools
