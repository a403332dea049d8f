#include "HandType.h"

#include <array>
#include <cctype>
#include <string>

namespace encarde {

namespace {
constexpr std::array<std::string_view, kHandTypeCount> kNames = {
    "High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House",
    "Four of a Kind", "Straight Flush", "Royal Flush", "Five of a Kind", "Flush House", "Flush Five"};

std::string squash(std::string_view s) {
    std::string out;
    for (char ch : s)
        if (std::isalnum(static_cast<unsigned char>(ch))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}
}  // namespace

std::string_view handTypeName(HandType t) { return kNames[static_cast<int>(t)]; }

std::optional<HandType> parseHandType(std::string_view text) {
    const std::string wanted = squash(text);
    for (int i = 0; i < kHandTypeCount; ++i)
        if (squash(kNames[i]) == wanted) return static_cast<HandType>(i);
    return std::nullopt;
}

}  // namespace encarde
