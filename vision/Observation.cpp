#include "Observation.h"

#include <array>

namespace encarde::vision {

std::string_view clipColourName(ClipColour c) {
    static constexpr std::array<std::string_view, kClipColourCount + 1> names = {
        "unknown", "red", "orange", "yellow", "green", "blue", "purple", "pink", "black"};
    return names[static_cast<int>(c)];
}

}  // namespace encarde::vision
