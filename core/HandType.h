#pragma once
// The thirteen hand types of Appendix A, lowest to highest (R7).

#include <cstdint>
#include <optional>
#include <string_view>

namespace encarde {

enum class HandType : std::uint8_t {
    HighCard = 0,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
    FiveOfAKind,
    FlushHouse,
    FlushFive,
};
inline constexpr int kHandTypeCount = 13;

struct HandValues {
    int base;
    int mult;
};

// Appendix A / C.
constexpr HandValues handValues(HandType t) {
    constexpr HandValues table[kHandTypeCount] = {{5, 1},   {10, 2},   {20, 2},   {30, 3},   {30, 4},
                                                  {35, 4},  {40, 4},   {60, 7},   {100, 8},  {100, 8},
                                                  {120, 12}, {140, 14}, {160, 16}};
    return table[static_cast<int>(t)];
}

// Set of hand types, e.g. the types a player scored in earlier Antes (Card Shark, R23).
using HandTypeSet = std::uint16_t;
constexpr HandTypeSet handTypeBit(HandType t) { return static_cast<HandTypeSet>(1u << static_cast<int>(t)); }

std::string_view handTypeName(HandType t);  // the rulebook's name, e.g. "Three of a Kind"
// Accepts the rulebook name in any case, with spaces, '-' or '_' (e.g. "three_of_a_kind").
std::optional<HandType> parseHandType(std::string_view text);

}  // namespace encarde
