#include "Joker.h"

#include "NameMatch.h"


namespace encarde {

namespace {
constexpr std::array<std::string_view, kJokerCount> kNames = {
    "Joker Joker",  "Business Suit", "Half Joker",    "Stencil Joker", "Four Fingers",
    "Re-cyclotron", "Grinning Coin", "Scary Face",    "Splash",        "Mystic Summit",
    "Juggler",      "Even Steven",   "Odd Todd",      "Card Shark",    "Cartomancer",
    "Oracle",       "Jokeamancer",   "Bootstraps",    "One-Upper",     "Square Joker",
    "Tiebreaker",   "Negative Joker", "Card Printer", "Baron",         "Ride the Bus"};

}  // namespace

JokerTiming jokerTiming(Joker j) {
    switch (j) {
    case Joker::FourFingers:
    case Joker::OneUpper:
    case Joker::Splash: return JokerTiming::Step1RuleChange;
    case Joker::BusinessSuit:
    case Joker::ScaryFace:
    case Joker::EvenSteven:
    case Joker::OddTodd: return JokerTiming::Step3WhenScored;
    case Joker::JokerJoker:
    case Joker::HalfJoker:
    case Joker::StencilJoker:
    case Joker::ReCyclotron:
    case Joker::GrinningCoin:
    case Joker::MysticSummit:
    case Joker::CardShark:
    case Joker::Oracle:
    case Joker::Bootstraps:
    case Joker::SquareJoker:
    case Joker::Baron:
    case Joker::RideTheBus: return JokerTiming::Step4;
    default: return JokerTiming::None;
    }
}

std::string_view jokerName(Joker j) { return kNames[static_cast<int>(j)]; }

std::optional<Joker> parseJoker(std::string_view text) {
    const std::string wanted = foldedName(text);
    for (int i = 0; i < kJokerCount; ++i)
        if (foldedName(kNames[i]) == wanted) return static_cast<Joker>(i);
    return std::nullopt;
}

std::string jokerCardText(JokerCard j) {
    std::string s(jokerName(j.joker));
    if (j.joker == Joker::BusinessSuit) {
        s += ':';
        s += suitLetter(j.businessSuit);
    }
    return s;
}

int jokerSlots(const JokerLineup& l) { return kDefaultJokerSlots + (l.has(Joker::NegativeJoker) ? 1 : 0); }

int jokerSlotsUsed(const JokerLineup& l) {
    int used = 0;
    for (const auto& j : l)
        if (j.joker != Joker::StencilJoker && j.joker != Joker::NegativeJoker) ++used;
    return used;
}

int emptyJokerSlots(const JokerLineup& l) {
    const int empty = jokerSlots(l) - jokerSlotsUsed(l);
    return empty > 0 ? empty : 0;
}

int handLimit(const JokerLineup& l) { return kDefaultHandLimit + (l.has(Joker::Juggler) ? 2 : 0); }
int discardLimitPerRound(const JokerLineup& l) { return l.has(Joker::ReCyclotron) ? 6 : kDefaultDiscardLimit; }
int tarotSlots(const JokerLineup& l) { return kDefaultTarotSlots + (l.has(Joker::Oracle) ? 1 : 0); }

}  // namespace encarde
