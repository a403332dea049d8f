#pragma once
// The 25 Jokers of Appendix J, and the rule data the scorer and the engine read from them.

#include "Card.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace encarde {

// Numbered as in Appendix J.
enum class Joker : std::uint8_t {
    JokerJoker = 0,
    BusinessSuit,
    HalfJoker,
    StencilJoker,
    FourFingers,
    ReCyclotron,
    GrinningCoin,
    ScaryFace,
    Splash,
    MysticSummit,
    Juggler,
    EvenSteven,
    OddTodd,
    CardShark,
    Cartomancer,
    Oracle,
    Jokeamancer,
    Bootstraps,
    OneUpper,
    SquareJoker,
    Tiebreaker,
    NegativeJoker,
    CardPrinter,
    Baron,
    RideTheBus,
};
inline constexpr int kJokerCount = 25;

// When a joker acts in the scoring steps (R13-R15); None: its effect is outside scoring.
enum class JokerTiming : std::uint8_t { None, Step1RuleChange, Step3WhenScored, Step4 };

JokerTiming jokerTiming(Joker j);
std::string_view jokerName(Joker j);  // as printed in Appendix J, e.g. "Re-cyclotron"
// Case-insensitive; ignores spaces, '-' and '_' ("re-cyclotron", "RideTheBus").
std::optional<Joker> parseJoker(std::string_view text);

struct JokerCard {
    Joker joker = Joker::JokerJoker;
    Suit businessSuit = Suit::Spades;  // only for Business Suit, chosen when taken (R18)
    friend constexpr bool operator==(JokerCard, JokerCard) = default;
};

std::string jokerCardText(JokerCard j);  // "Business Suit:H" for Business Suit, else the name

// The jokers a player holds, in the order fixed at Lock In.
inline constexpr int kMaxJokers = 8;  // 5 slots + Negative's extra slot + Stencil + Negative (R20)
struct JokerLineup {
    std::array<JokerCard, kMaxJokers> cards{};
    std::uint8_t count = 0;

    bool has(Joker j) const {
        for (int i = 0; i < count; ++i)
            if (cards[i].joker == j) return true;
        return false;
    }
    void add(JokerCard j) { cards[count++] = j; }
    const JokerCard* begin() const { return cards.data(); }
    const JokerCard* end() const { return cards.data() + count; }
};

// Rule data (R20, R35) read by the engine and by Stencil Joker.
inline constexpr int kDefaultJokerSlots = 5;
inline constexpr int kDefaultHandLimit = 8;
inline constexpr int kDefaultDiscardLimit = 5;
inline constexpr int kDefaultTarotSlots = 2;

int jokerSlots(const JokerLineup& l);         // 5, +1 with Negative Joker
int jokerSlotsUsed(const JokerLineup& l);     // Stencil and Negative occupy no slot
int emptyJokerSlots(const JokerLineup& l);    // never below 0
int handLimit(const JokerLineup& l);          // 8, +2 with Juggler
int discardLimitPerRound(const JokerLineup& l);  // 5, 6 with Re-cyclotron
int tarotSlots(const JokerLineup& l);         // 2, +1 with Oracle

}  // namespace encarde
