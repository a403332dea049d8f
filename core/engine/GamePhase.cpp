#include "GamePhase.h"

#include <array>
#include <string>

namespace encarde {

namespace {
using namespace std::string_view_literals;
constexpr std::array kDealActions = {"deal"sv, "card_printer"sv};
constexpr std::array kDiscardActions = {"discard"sv, "pass"sv, "stand"sv, "play_tarot"sv};
constexpr std::array kLockInActions = {"arrange_jokers"sv, "play_tarot"sv, "lock_in"sv};
constexpr std::array kRevealActions = {"reveal"sv};
constexpr std::array kDrawTarotActions = {"deal_tarots"sv, "take_tarot"sv, "replace_tarot"sv, "play_tarot"sv, "pass"sv};
constexpr std::array kDrawJokerActions = {"deal_jokers"sv, "take_joker"sv, "replace_joker"sv, "play_tarot"sv, "pass"sv};
constexpr std::array kModifyActions = {"exchange_cards"sv, "remove_card"sv, "add_from_reserve"sv, "pass"sv, "play_tarot"sv};

const std::array<PhaseSpec, kPhaseCount> kSpecs = {{
    {Phase::Deal, "deal", "Deal", kDealActions, "every player, any order",
     "every hand is dealt and every Card Printer holder has taken a card"},
    {Phase::Discard, "discard", "Discard rounds", kDiscardActions, "every player once per round, any order",
     "four rounds are done (or every player stands)"},
    {Phase::LockIn, "lock_in", "Lock In", kLockInActions, "every player, any order", "every player has locked in"},
    {Phase::Reveal, "reveal", "Reveal and score", kRevealActions, "one player at a time, in seat order",
     "every player has revealed; the Ante's chip is awarded (R28, R29)"},
    {Phase::DrawTarots, "draw_tarots", "Draw Tarots", kDrawTarotActions,
     "the table deals, then one player at a time clockwise from the highest scorer (R30)",
     "every player has chosen (and a Cartomancer holder has had the last one)"},
    {Phase::DrawJokers, "draw_jokers", "Draw Jokers", kDrawJokerActions,
     "the table deals, then one player at a time counter-clockwise from the lowest scorer (R30)",
     "every player has chosen (and a Jokeamancer holder has had the last one), or the Joker deck is empty"},
    {Phase::ModifyDecks, "modify_decks", "Modify Decks", kModifyActions, "every player once, any order",
     "every player has modified their deck or passed"},
    {Phase::GameOver, "game_over", "Game over", {}, "nobody", "never (R31)"},
}};
}  // namespace

const PhaseSpec& phaseSpec(Phase p) { return kSpecs[static_cast<int>(p)]; }
std::string_view phaseName(Phase p) { return phaseSpec(p).name; }

bool phaseAccepts(Phase p, std::string_view actionType) {
    for (auto a : phaseSpec(p).actions)
        if (a == actionType) return true;
    return false;
}

std::string phasesAccepting(std::string_view actionType) {
    std::string out;
    for (const auto& spec : kSpecs) {
        if (!phaseAccepts(spec.phase, actionType)) continue;
        if (!out.empty()) out += " or ";
        out += spec.title;
    }
    return out;
}

}  // namespace encarde
