#pragma once
// What a played card *is* once its identity token has acted (R4): used by the hand evaluator and
// the scorer alike, so both read rank, suit and points the same way.

#include "Card.h"

#include <cstdint>

namespace encarde {

struct EffectiveCard {
    std::uint8_t rank = 0;      // 2..14 after Strength; 0 for a stone card (R1, R9)
    std::uint8_t suitMask = 0;  // bit per Suit; all four for wild (R5), none for stone
    bool stone = false;
    std::uint8_t points = 0;    // R1 points; 30 for stone
};

constexpr std::uint8_t suitBit(Suit s) { return static_cast<std::uint8_t>(1u << static_cast<int>(s)); }
inline constexpr std::uint8_t kAllSuits = 0x0F;

constexpr EffectiveCard effectiveCard(PlayedCard pc) {
    EffectiveCard e;
    e.rank = pc.card.rank;
    e.suitMask = suitBit(pc.card.suit);
    switch (pc.token) {
    case Token::Stone:
        e.rank = 0;
        e.suitMask = 0;
        e.stone = true;
        e.points = 30;
        return e;
    case Token::Wild: e.suitMask = kAllSuits; break;
    case Token::Strength: e.rank = e.rank == kAce ? 2 : static_cast<std::uint8_t>(e.rank + 1); break;  // R3: A wraps to 2
    case Token::Diamond: e.suitMask = suitBit(Suit::Diamonds); break;
    case Token::Club: e.suitMask = suitBit(Suit::Clubs); break;
    case Token::Heart: e.suitMask = suitBit(Suit::Hearts); break;
    case Token::Spade: e.suitMask = suitBit(Suit::Spades); break;
    default: break;
    }
    e.points = static_cast<std::uint8_t>(rankPoints(e.rank));
    return e;
}

// The same, from a table built at compile time: the hot loops read one entry per card.
struct EffectiveCardTable {
    EffectiveCard entries[52][kTokenKindCount + 1];
    constexpr EffectiveCardTable() : entries{} {
        for (int c = 0; c < 52; ++c)
            for (int t = 0; t <= kTokenKindCount; ++t)
                entries[c][t] = effectiveCard(PlayedCard{Card::fromIndex(c), static_cast<Token>(t)});
    }
};
inline constexpr EffectiveCardTable kEffectiveCards{};
inline EffectiveCard lookupEffectiveCard(PlayedCard pc) {
    return kEffectiveCards.entries[pc.card.index()][static_cast<int>(pc.token)];
}

struct HandClassification;
// classifyHand on cards whose identity tokens have already acted (the scorer has them at hand).
HandClassification classifyEffective(const EffectiveCard* eff, int count, bool fourFingers);

}  // namespace encarde
