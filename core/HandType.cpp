#include "HandType.h"

#include "NameMatch.h"

#include <array>
#include <string>

namespace encarde {

namespace {
constexpr std::array<std::string_view, kHandTypeCount> kNames = {
    "High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House",
    "Four of a Kind", "Straight Flush", "Royal Flush", "Five of a Kind", "Flush House", "Flush Five"};

}  // namespace

std::string_view handTypeName(HandType t) { return kNames[static_cast<int>(t)]; }

std::optional<HandType> parseHandType(std::string_view text) {
    const std::string wanted = foldedName(text);
    for (int i = 0; i < kHandTypeCount; ++i)
        if (foldedName(kNames[i]) == wanted) return static_cast<HandType>(i);
    return std::nullopt;
}

}  // namespace encarde
