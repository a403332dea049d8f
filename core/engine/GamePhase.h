#pragma once
// The phases of a game as data (R32): each lists the actions it accepts and who acts in it.

#include <span>
#include <string_view>

namespace encarde {

enum class Phase : unsigned char {
    Deal,         // each player's hand is dealt; Card Printer picks (R32)
    Discard,      // discard rounds 1-4, all players in any order within a round
    LockIn,       // arrange jokers, pre-play Played-Hand Tarots (R33), lock in up to 5 cards
    Reveal,       // reveal and score in seat order (R32); the last reveal decides the Ante
    DrawTarots,   // clockwise from the highest scorer (R30)
    DrawJokers,   // counter-clockwise from the lowest scorer (R30)
    ModifyDecks,  // each player once, any order
    GameOver,     // a player holds three chips alone (R31)
};
inline constexpr int kPhaseCount = 8;

struct PhaseSpec {
    Phase phase;
    std::string_view name;                      // as in the log and state JSON: "discard"
    std::string_view title;                     // for people: "Discard rounds"
    std::span<const std::string_view> actions;  // action types accepted (retract is always accepted)
    std::string_view whoActs;                   // one line, for the state JSON and the docs
    std::string_view endsWhen;
};

const PhaseSpec& phaseSpec(Phase p);
std::string_view phaseName(Phase p);
// The phases that accept an action type, for a refusal that names the phase an action needs.
std::string phasesAccepting(std::string_view actionType);
bool phaseAccepts(Phase p, std::string_view actionType);

}  // namespace encarde
