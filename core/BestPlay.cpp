// The best play from a hand: every subset of 1-5 cards, each laid in its best left-to-right order.
//
// Order only matters in step 3, where "+mult" and "xmult" effects interleave. Additive cards
// (no x-token) go first, which is always at least as good since every mult change is positive.
// Cards carrying steel or glass go last; among several of them the order can still matter when
// "when scored" jokers add mult to them, so then every order of those cards is tried.

#include "Scorer.h"

#include <algorithm>
#include <bit>

namespace encarde {

namespace {

bool multipliesMult(Token t) { return t == Token::Steel || t == Token::Glass; }

bool hasWhenScoredMultJoker(const JokerLineup& jokers) {
    return jokers.has(Joker::BusinessSuit) || jokers.has(Joker::EvenSteven) || jokers.has(Joker::OddTodd);
}

}  // namespace

BestPlay findBestPlay(std::span<const PlayedCard> handCards, const JokerLineup& jokers, const ScoreContext& context) {
    BestPlay best;
    const int n = std::min<int>(static_cast<int>(handCards.size()), kMaxHandCards);
    if (n == 0) return best;
    const bool orderSensitive = hasWhenScoredMultJoker(jokers);

    int kingsInHand = 0;
    for (int i = 0; i < n; ++i) kingsInHand += handCards[i].card.rank == kKing ? 1 : 0;

    bool found = false;
    for (unsigned subset = 1; subset < (1u << n); ++subset) {
        const int size = std::popcount(subset);
        if (size > kMaxPlayedCards) continue;

        std::array<std::uint8_t, kMaxPlayedCards> order{};
        int additive = 0, multiplicative = 0;
        std::array<std::uint8_t, kMaxPlayedCards> timesCards{};
        int kingsPlayed = 0;
        for (int i = 0; i < n; ++i) {
            if (!(subset & (1u << i))) continue;
            if (handCards[i].card.rank == kKing) ++kingsPlayed;
            if (multipliesMult(handCards[i].token)) timesCards[multiplicative++] = static_cast<std::uint8_t>(i);
            else order[additive++] = static_cast<std::uint8_t>(i);
        }
        ScoreContext ctx = context;
        ctx.kingsInUnplayedHand += kingsInHand - kingsPlayed;  // R25: kings kept in hand
        // timesCards is in hand order, the first permutation, so next_permutation visits them all.

        do {
            for (int k = 0; k < multiplicative; ++k) order[additive + k] = timesCards[k];
            PlayedHand hand;
            for (int k = 0; k < size; ++k) hand.add(handCards[order[k]]);
            const ScoreResult r = scoreHand(hand, jokers, ctx);
            ++best.candidatesScored;
            if (!found || r.score > best.result.score) {
                found = true;
                best.hand = hand;
                best.fromHand = order;
                best.result = r;
            }
        } while (orderSensitive && multiplicative > 1 &&
                 std::next_permutation(timesCards.begin(), timesCards.begin() + multiplicative));
    }
    return best;
}

}  // namespace encarde
