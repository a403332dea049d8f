#pragma once
// The 22 Tarot cards of Appendix B and the rule data the engine reads from them (R33, R34).

#include "Card.h"

#include <optional>
#include <string_view>

namespace encarde {

// Numbered as the major arcana (The Fool 0 ... The World 21).
enum class Tarot : std::uint8_t {
    Fool = 0,
    Magician,
    HighPriestess,
    Empress,
    Emperor,
    Hierophant,
    Lovers,
    Chariot,
    Justice,
    Hermit,
    WheelOfFortune,
    Strength,
    HangedMan,
    Death,
    Temperance,
    Devil,
    Tower,
    Star,
    Moon,
    Sun,
    Judgment,
    World,
};
inline constexpr int kTarotCount = 22;

std::string_view tarotName(Tarot t);  // "The Fool", "Justice", ...
// Case-insensitive; ignores spaces, '-', '_' and a leading "the" ("wheel_of_fortune", "TheFool").
std::optional<Tarot> parseTarot(std::string_view text);

// When a Tarot may be played (R33, R34).
enum class TarotTiming : std::uint8_t {
    LockIn,         // needs a Played Hand: only during Lock In (R33)
    DiscardRound,   // needs a hand: only in a discard round (The Hanged Man, Death)
    DraftStart,     // The Hermit, The Devil: at the start of a draft, before anyone has chosen
    NotJokerDraft,  // Wheel of Fortune, Judgment: discard rounds or between Antes, not in Draw Jokers
    Anytime,        // discard rounds or between Antes (Magician, High Priestess, Emperor, Temperance)
    AsCopied,       // The Fool: the timing of the Tarot it copies
};
TarotTiming tarotTiming(Tarot t);

// The tokens a Played-Hand Tarot grants (R33): which kind and how many. {None, 0} for the others.
struct TarotTokens {
    Token kind = Token::None;
    int count = 0;
};
TarotTokens tarotTokens(Tarot t);

// Tokens left unplayed at the end of an Ante are kept for a later Ante, except the single wild,
// steel and glass tokens whose Tarots say "do not keep" (Appendix B).
constexpr bool isKeptToken(Token t) { return t != Token::Wild && t != Token::Steel && t != Token::Glass && t != Token::None; }

}  // namespace encarde
