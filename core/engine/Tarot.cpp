#include "Tarot.h"

#include <array>
#include <cctype>
#include <string>

namespace encarde {

namespace {
constexpr std::array<std::string_view, kTarotCount> kNames = {
    "The Fool",     "The Magician", "The High Priestess", "The Empress", "The Emperor", "The Hierophant",
    "The Lovers",   "The Chariot",  "Justice",            "The Hermit",  "The Wheel of Fortune",
    "Strength",     "The Hanged Man", "Death",            "Temperance",  "The Devil",   "The Tower",
    "The Star",     "The Moon",     "The Sun",            "Judgment",    "The World"};

// Lower-case letters and digits only, without a leading "the": "The Hanged Man" -> "hangedman".
std::string squash(std::string_view s) {
    std::string out;
    for (char ch : s)
        if (std::isalnum(static_cast<unsigned char>(ch))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (out.rfind("the", 0) == 0 && out.size() > 3) out.erase(0, 3);
    return out;
}
}  // namespace

std::string_view tarotName(Tarot t) { return kNames[static_cast<int>(t)]; }

std::optional<Tarot> parseTarot(std::string_view text) {
    const std::string wanted = squash(text);
    for (int i = 0; i < kTarotCount; ++i)
        if (squash(kNames[i]) == wanted) return static_cast<Tarot>(i);
    return std::nullopt;
}

TarotTiming tarotTiming(Tarot t) {
    switch (t) {
    case Tarot::Fool: return TarotTiming::AsCopied;
    case Tarot::Hermit:
    case Tarot::Devil: return TarotTiming::DraftStart;
    case Tarot::WheelOfFortune:
    case Tarot::Judgment: return TarotTiming::NotJokerDraft;
    case Tarot::HangedMan:
    case Tarot::Death: return TarotTiming::DiscardRound;
    case Tarot::Magician:
    case Tarot::HighPriestess:
    case Tarot::Emperor:
    case Tarot::Temperance: return TarotTiming::Anytime;
    default: return TarotTiming::LockIn;
    }
}

TarotTokens tarotTokens(Tarot t) {
    switch (t) {
    case Tarot::Empress: return {Token::Mult, 2};
    case Tarot::Hierophant: return {Token::Bonus, 2};
    case Tarot::Lovers: return {Token::Wild, 1};
    case Tarot::Chariot: return {Token::Steel, 1};
    case Tarot::Justice: return {Token::Glass, 1};
    case Tarot::Strength: return {Token::Strength, 2};
    case Tarot::Tower: return {Token::Stone, 2};
    case Tarot::Star: return {Token::Diamond, 3};
    case Tarot::Moon: return {Token::Club, 3};
    case Tarot::Sun: return {Token::Heart, 3};
    case Tarot::World: return {Token::Spade, 3};
    default: return {};
    }
}

}  // namespace encarde
