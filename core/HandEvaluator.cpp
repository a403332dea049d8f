// Step 1 of scoring: which hand type the played cards form, and with which cards (R7-R10).
// Written for speed: the best-play search classifies hundreds of subsets per call, so the common
// path is one pass that builds bit masks, with no allocation. Four Fingers, the only source of
// several ways to form one type, takes a small exhaustive path over the 4-card subsets.

#include "EffectiveCard.h"
#include "Scorer.h"

#include <algorithm>
#include <bit>

namespace encarde {

namespace {

// Rank bits: bit r for rank r (2..14), plus bit 1 for an ace so that A-2-3-4-5 is a window.
constexpr std::uint16_t rankBits(std::uint8_t rank) {
    return static_cast<std::uint16_t>((1u << rank) | (rank == kAce ? 2u : 0u));
}

// Highest rank of a run of `length` consecutive ranks inside `ranks`, or 0 (aces never wrap, R7).
int runTop(std::uint16_t ranks, int length) {
    std::uint32_t runs = ranks;
    for (int k = 1; k < length; ++k) runs &= static_cast<std::uint32_t>(ranks) >> k;
    return runs ? 31 - std::countl_zero(runs) + length - 1 : 0;
}

void addWay(HandClassification& c, std::uint8_t way) {
    if (c.wayCount < c.ways.size()) c.ways[c.wayCount++] = way;
}

HandClassification single(HandType t, std::uint8_t way) {
    HandClassification c;
    c.type = t;
    addWay(c, way);
    return c;
}

// Four Fingers (R10): straights and flushes from four cards. A five-card way, when it exists, is
// the only way (all five form it); otherwise every four-card subset that qualifies is a way, and
// the scorer keeps the one that scores highest (R7).
struct FourFingerWays {
    HandClassification straightFlush, flush, straight;
};

FourFingerWays fourFingerWays(const EffectiveCard* eff, int count, std::uint8_t nonStone) {
    FourFingerWays w;
    w.straightFlush.type = HandType::StraightFlush;
    w.flush.type = HandType::Flush;
    w.straight.type = HandType::Straight;
    const int n = std::popcount(nonStone);
    if (n < 4) return w;
    // A subset is a run when its ranks are distinct and consecutive; suited when all share a suit.
    auto examine = [&](std::uint8_t subset, bool* run, bool* suited, int* top) {
        std::uint16_t ranks = 0;
        std::uint8_t suits = kAllSuits;
        bool distinct = true;
        for (int i = 0; i < count; ++i) {
            if (!(subset & (1u << i))) continue;
            if (ranks & (1u << eff[i].rank)) distinct = false;
            ranks |= rankBits(eff[i].rank);
            suits &= eff[i].suitMask;
        }
        const int size = std::popcount(subset);
        *top = distinct ? runTop(ranks, size) : 0;
        *run = *top != 0;
        *suited = suits != 0;
    };
    bool run = false, suited = false;
    int top = 0;
    if (n == 5) {
        examine(nonStone, &run, &suited, &top);
        if (run && suited) {
            w.straightFlush.type = top == kAce ? HandType::RoyalFlush : HandType::StraightFlush;
            addWay(w.straightFlush, nonStone);
        }
        if (suited) addWay(w.flush, nonStone);
        if (run) addWay(w.straight, nonStone);
    }
    const bool fiveSF = w.straightFlush.wayCount > 0, fiveFlush = w.flush.wayCount > 0,
               fiveStraight = w.straight.wayCount > 0;
    for (int drop = 0; drop < count; ++drop) {
        std::uint8_t subset = nonStone;
        if (n == 5) {
            if (!(nonStone & (1u << drop))) continue;
            subset = static_cast<std::uint8_t>(nonStone & ~(1u << drop));
        }
        examine(subset, &run, &suited, &top);
        if (run && suited && !fiveSF) addWay(w.straightFlush, subset);
        if (suited && !fiveFlush) addWay(w.flush, subset);
        if (run && !fiveStraight) addWay(w.straight, subset);
        if (n == 4) break;
    }
    return w;
}

}  // namespace

HandClassification classifyEffective(const EffectiveCard* eff, int count, bool fourFingers) {
    // One pass: a 4-bit counter per rank in one 64-bit word, the distinct ranks as bits, the suits
    // every card shares, and the highest card. Groups are then read off the counters with bit
    // tricks, and card masks are built only for the ranks the hand type needs.
    std::uint64_t counts = 0;
    std::uint8_t nonStone = 0;
    std::uint16_t rankSet = 0;  // distinct ranks, ace also as bit 1
    std::uint8_t commonSuits = kAllSuits;
    int highestRank = 0;
    std::uint8_t highest = 0;
    for (int i = 0; i < count; ++i) {
        const EffectiveCard& e = eff[i];
        if (e.stone) continue;  // R9: stone cards take no part in forming a hand type
        const std::uint8_t bit = static_cast<std::uint8_t>(1u << i);
        nonStone |= bit;
        counts += std::uint64_t{1} << (4 * e.rank);
        rankSet |= rankBits(e.rank);
        commonSuits &= e.suitMask;
        if (e.rank > highestRank) {
            highestRank = e.rank;
            highest = bit;
        }
    }
    const int n = std::popcount(nonStone);
    if (n == 0) return single(HandType::HighCard, 0);  // only stone cards: they score anyway (R9)

    // Per-rank flags (bit 4r): counter >= 2, >= 3, >= 4, == 5. Counters never exceed 5.
    constexpr std::uint64_t kLow = 0x1111111111111111ull;
    const std::uint64_t atLeast2 = ((counts >> 1) | (counts >> 2)) & kLow;
    const std::uint64_t atLeast3 = ((counts & (counts >> 1)) | (counts >> 2)) & kLow;
    const std::uint64_t atLeast4 = (counts >> 2) & kLow;
    const std::uint64_t five = (counts >> 2) & counts & kLow;
    // Cards whose rank flag is set in `ranks` (bit 4r per rank).
    auto cardsOf = [&](std::uint64_t ranks) {
        std::uint8_t m = 0;
        for (int i = 0; i < count; ++i)
            if (!eff[i].stone && ((ranks >> (4 * eff[i].rank)) & 1)) m |= static_cast<std::uint8_t>(1u << i);
        return m;
    };
    auto topRank = [](std::uint64_t ranks) { return ranks & (std::uint64_t{1} << (63 - std::countl_zero(ranks))); };

    const int distinct = std::popcount(static_cast<std::uint16_t>(rankSet & ~2u));
    const bool flushFive = n == 5 && commonSuits != 0;
    const bool fullHouse = n == 5 && distinct == 2 && atLeast3 && !atLeast4;

    if (five) return single(flushFive ? HandType::FlushFive : HandType::FiveOfAKind, nonStone);
    if (fullHouse && flushFive) return single(HandType::FlushHouse, nonStone);

    if (fourFingers) {
        const FourFingerWays ff = fourFingerWays(eff, count, nonStone);
        // D1 (R10): a four-card way leaves the fifth card out unless it belongs to another part of
        // the hand, that is, when all five cards together form a straight or a flush.
        const bool fiveFormAPart = n == 5 && ((ff.flush.wayCount > 0 && ff.flush.ways[0] == nonStone) ||
                                              (ff.straight.wayCount > 0 && ff.straight.ways[0] == nonStone));
        auto withFifth = [&](const HandClassification& c) { return fiveFormAPart ? single(c.type, nonStone) : c; };
        if (ff.straightFlush.wayCount > 0) return withFifth(ff.straightFlush);
        if (atLeast4) return single(HandType::FourOfAKind, cardsOf(atLeast4));
        if (fullHouse) return single(HandType::FullHouse, nonStone);
        if (ff.flush.wayCount > 0) return withFifth(ff.flush);
        if (ff.straight.wayCount > 0) return withFifth(ff.straight);
    } else {
        const int top = n == 5 && distinct == 5 ? runTop(rankSet, 5) : 0;
        if (top && flushFive) return single(top == kAce ? HandType::RoyalFlush : HandType::StraightFlush, nonStone);
        if (atLeast4) return single(HandType::FourOfAKind, cardsOf(atLeast4));
        if (fullHouse) return single(HandType::FullHouse, nonStone);
        if (flushFive) return single(HandType::Flush, nonStone);
        if (top) return single(HandType::Straight, nonStone);
    }
    if (atLeast3) return single(HandType::ThreeOfAKind, cardsOf(topRank(atLeast3)));
    if (atLeast2) return single(std::popcount(atLeast2) >= 2 ? HandType::TwoPair : HandType::Pair, cardsOf(atLeast2));
    return single(HandType::HighCard, highest);  // R7: the single highest card
}

HandClassification classifyHand(std::span<const PlayedCard> cards, bool fourFingers) {
    EffectiveCard eff[kMaxPlayedCards];
    const int count = static_cast<int>(std::min<std::size_t>(cards.size(), kMaxPlayedCards));
    for (int i = 0; i < count; ++i) eff[i] = lookupEffectiveCard(cards[i]);
    return classifyEffective(eff, count, fourFingers);
}

}  // namespace encarde
