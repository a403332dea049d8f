#pragma once
// Names typed by people ("re-cyclotron", "Three_of_a_kind", "RideTheBus") compared with the
// rulebook's spelling: only letters and digits count, in any case.

#include <cctype>
#include <string>
#include <string_view>

namespace encarde {

inline std::string foldedName(std::string_view s) {
    std::string out;
    for (char ch : s)
        if (std::isalnum(static_cast<unsigned char>(ch))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

}  // namespace encarde
