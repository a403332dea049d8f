// Steps 1-5 of "Playing your Hand" (R13-R16). One template serves both the fast path (no trace)
// and the traced path, so the breakdown can never drift from the score it explains.

#include "Scorer.h"

#include "EffectiveCard.h"

#include <algorithm>
#include <bit>

namespace encarde {

namespace {

// R11: One-Upper lifts rank-count types by one; Two Pair, Full House and the flush types stay.
HandType oneUpper(HandType t) {
    switch (t) {
    case HandType::Pair: return HandType::ThreeOfAKind;
    case HandType::ThreeOfAKind: return HandType::FourOfAKind;
    case HandType::FourOfAKind: return HandType::FiveOfAKind;
    default: return t;
    }
}

struct NoTrace {
    static constexpr bool enabled = false;
    void record(std::uint8_t, StepSource, StepOp, int, int, Mult, std::int64_t, const Mult&) {}
};

struct VectorTrace {
    static constexpr bool enabled = true;
    std::vector<ScoreStep>* steps;
    void record(std::uint8_t step, StepSource source, StepOp op, int card, int joker, Mult amount,
                std::int64_t base, const Mult& mult) {
        ScoreStep s;
        s.step = step;
        s.source = source;
        s.op = op;
        s.cardIndex = static_cast<std::int8_t>(card);
        s.jokerIndex = static_cast<std::int8_t>(joker);
        s.amount = amount;
        s.baseAfter = base;
        s.multAfter = mult;
        steps->push_back(s);
    }
};

template <class Trace>
ScoreResult scoreOneWay(const PlayedHand& hand, const EffectiveCard* eff, HandType formed, std::uint8_t way,
                        const JokerLineup& jokers, const ScoreContext& ctx, Trace& trace) {
    ScoreResult r;
    r.formedType = formed;
    const bool splash = jokers.has(Joker::Splash);

    // Scoring cards: the way that forms the type, every stone card (R9), every card with Splash (R12).
    std::uint8_t scoring = way;
    for (int i = 0; i < hand.count; ++i)
        if (eff[i].stone || splash) scoring |= static_cast<std::uint8_t>(1u << i);
    r.scoringMask = scoring;

    // Step 1 (R13): the hand type's base and mult, then One-Upper and Splash.
    HandValues v = handValues(formed);
    std::int64_t base = v.base;
    Mult mult(v.mult);
    if constexpr (Trace::enabled) trace.record(1, StepSource::HandType, StepOp::SetHand, -1, -1, Mult(0), base, mult);
    r.handType = formed;
    for (int j = 0; j < jokers.count; ++j) {
        const Joker joker = jokers.cards[j].joker;
        if (joker == Joker::OneUpper && oneUpper(formed) != formed) {
            r.handType = oneUpper(formed);
            v = handValues(r.handType);
            base = v.base;
            mult = Mult(v.mult);
            if constexpr (Trace::enabled) trace.record(1, StepSource::Joker, StepOp::SetHand, -1, j, Mult(0), base, mult);
        } else if (joker == Joker::Splash && formed == HandType::HighCard) {
            // R12: mult equal to the points of the highest-ranked scored card; stone cards have no rank.
            int bestRank = 0, bestPoints = 0;
            for (int i = 0; i < hand.count; ++i)
                if ((scoring & (1u << i)) && !eff[i].stone && eff[i].rank > bestRank) {
                    bestRank = eff[i].rank;
                    bestPoints = eff[i].points;
                }
            if (bestPoints > 0) {
                mult.add(bestPoints);
                if constexpr (Trace::enabled) trace.record(1, StepSource::Joker, StepOp::AddMult, -1, j, Mult(bestPoints), base, mult);
            }
        }
    }

    // Step 3 (R14): left to right over the scoring cards: points, "when scored" jokers, the token.
    int scoredCount = 0;
    bool faceScored = false;
    std::int64_t scoredPointsForBus = 0;
    for (int i = 0; i < hand.count; ++i) {
        if (!(scoring & (1u << i))) continue;
        const EffectiveCard& e = eff[i];
        ++scoredCount;
        base += e.points;
        if constexpr (Trace::enabled) trace.record(3, StepSource::Card, StepOp::AddBase, i, -1, Mult(e.points), base, mult);
        const bool face = !e.stone && isFaceRank(e.rank);
        faceScored |= face;
        if (!e.stone) scoredPointsForBus += e.points;  // R24: stone cards add 0 for Ride the Bus
        for (int j = 0; j < jokers.count; ++j) {
            const JokerCard& jc = jokers.cards[j];
            switch (jc.joker) {
            case Joker::BusinessSuit:
                if (e.suitMask & suitBit(jc.businessSuit)) {
                    mult.add(3);
                    if constexpr (Trace::enabled) trace.record(3, StepSource::Joker, StepOp::AddMult, i, j, Mult(3), base, mult);
                }
                break;
            case Joker::ScaryFace:
                if (face) {
                    base += 30;
                    if constexpr (Trace::enabled) trace.record(3, StepSource::Joker, StepOp::AddBase, i, j, Mult(30), base, mult);
                }
                break;
            case Joker::EvenSteven:
                if (!e.stone && isEvenRank(e.rank)) {
                    mult.add(4);
                    if constexpr (Trace::enabled) trace.record(3, StepSource::Joker, StepOp::AddMult, i, j, Mult(4), base, mult);
                }
                break;
            case Joker::OddTodd:
                if (!e.stone && isOddRank(e.rank)) {
                    mult.add(4);
                    if constexpr (Trace::enabled) trace.record(3, StepSource::Joker, StepOp::AddMult, i, j, Mult(4), base, mult);
                }
                break;
            default: break;
            }
        }
        switch (hand.cards[i].token) {  // R4: scoring tokens act only on a scored card
        case Token::Mult:
            mult.add(4);
            if constexpr (Trace::enabled) trace.record(3, StepSource::Token, StepOp::AddMult, i, -1, Mult(4), base, mult);
            break;
        case Token::Bonus:
            base += 30;
            if constexpr (Trace::enabled) trace.record(3, StepSource::Token, StepOp::AddBase, i, -1, Mult(30), base, mult);
            break;
        case Token::Steel:
            mult.timesThreeHalves();
            if constexpr (Trace::enabled) trace.record(3, StepSource::Token, StepOp::TimesMult, i, -1, Mult::fraction(3, 1), base, mult);
            break;
        case Token::Glass:
            mult.times(2);
            if constexpr (Trace::enabled) trace.record(3, StepSource::Token, StepOp::TimesMult, i, -1, Mult(2), base, mult);
            break;
        default: break;
        }
    }

    // Step 4 (R15): the remaining jokers, left to right in the order fixed at Lock In.
    // A step is recorded only when it changes base or mult.
    auto addMult = [&](int j, std::int64_t amount) {
        if (amount == 0) return;
        mult.add(amount);
        if constexpr (Trace::enabled) trace.record(4, StepSource::Joker, StepOp::AddMult, -1, j, Mult(amount), base, mult);
    };
    auto timesMult = [&](int j, std::int64_t factor) {
        if (factor == 1) return;
        mult.times(factor);
        if constexpr (Trace::enabled) trace.record(4, StepSource::Joker, StepOp::TimesMult, -1, j, Mult(factor), base, mult);
    };
    auto addBase = [&](int j, std::int64_t amount) {
        if (amount == 0) return;
        base += amount;
        if constexpr (Trace::enabled) trace.record(4, StepSource::Joker, StepOp::AddBase, -1, j, Mult(amount), base, mult);
    };
    for (int j = 0; j < jokers.count; ++j) {
        switch (jokers.cards[j].joker) {
        case Joker::JokerJoker: addMult(j, 5 * jokers.count); break;           // R21: every joker held
        case Joker::HalfJoker: addMult(j, hand.count <= 3 ? 20 : 0); break;    // R19: all played cards
        case Joker::StencilJoker: timesMult(j, 1 + emptyJokerSlots(jokers)); break;  // R20
        case Joker::ReCyclotron: addMult(j, ctx.discardedThisAnte); break;     // R27
        case Joker::GrinningCoin:                                               // R22
            if (ctx.coinTailsBeforeHead == 0) timesMult(j, 2);
            else addMult(j, std::max(ctx.coinTailsBeforeHead, 0));
            break;
        case Joker::MysticSummit:                                               // R17, R27
            addMult(j, ctx.discardedThisAnte >= ctx.mysticSummitThreshold ? 15 : 0);
            break;
        case Joker::CardShark:                                                  // R23
            timesMult(j, (ctx.typesScoredEarlier & handTypeBit(r.handType)) ? 2 : 1);
            break;
        case Joker::Oracle: addMult(j, 5 * ctx.tarotsHeld); break;             // R26
        case Joker::Bootstraps: addMult(j, 8 * ctx.chipsHeld); break;          // R26
        case Joker::SquareJoker:                                                // R19
            if (hand.count == 4) {
                addBase(j, 44);
                addMult(j, 4 * scoredCount);
            }
            break;
        case Joker::Baron:                                                      // R25: x1.5 per King
            for (int k = 0; k < ctx.kingsInUnplayedHand; ++k) {
                mult.timesThreeHalves();
                if constexpr (Trace::enabled) trace.record(4, StepSource::Joker, StepOp::TimesMult, -1, j, Mult::fraction(3, 1), base, mult);
            }
            break;
        case Joker::RideTheBus:                                                 // R24
            if (!faceScored) {
                addMult(j, 10);
                addBase(j, scoredPointsForBus);
            }
            break;
        default: break;
        }
    }

    // Step 5 (R16): base x mult, rounded down.
    r.base = base;
    r.mult = mult;
    r.score = mult.applyTo(base);
    return r;
}

}  // namespace

ScoreResult scoreHand(const PlayedHand& hand, const JokerLineup& jokers, const ScoreContext& context,
                      ScoreBreakdown* trace) {
    EffectiveCard eff[kMaxPlayedCards];
    for (int i = 0; i < hand.count; ++i) eff[i] = lookupEffectiveCard(hand.cards[i]);
    const HandClassification c = classifyEffective(eff, hand.count, jokers.has(Joker::FourFingers));

    // R7: when the type can be formed in more than one way, the way that scores highest counts.
    int bestWay = 0;
    ScoreResult best;
    NoTrace none;
    if (c.wayCount > 1) {
        for (int w = 0; w < c.wayCount; ++w) {
            ScoreResult r = scoreOneWay(hand, eff, c.type, c.ways[w], jokers, context, none);
            if (w == 0 || r.score > best.score) {
                best = r;
                bestWay = w;
            }
        }
        if (!trace) return best;
    }
    const std::uint8_t way = c.wayCount > 0 ? c.ways[bestWay] : 0;
    if (trace) {
        trace->steps.clear();
        VectorTrace vt{&trace->steps};
        return scoreOneWay(hand, eff, c.type, way, jokers, context, vt);
    }
    return scoreOneWay(hand, eff, c.type, way, jokers, context, none);
}

std::optional<std::string> validateScoreInput(const PlayedHand& hand, const JokerLineup& jokers,
                                              const ScoreContext& ctx) {
    if (hand.count < 1 || hand.count > kMaxPlayedCards)
        return "a played hand has 1 to 5 cards, not " + std::to_string(hand.count);
    for (int a = 0; a < jokers.count; ++a)
        for (int b = a + 1; b < jokers.count; ++b)
            if (jokers.cards[a].joker == jokers.cards[b].joker)
                return "joker '" + std::string(jokerName(jokers.cards[a].joker)) +
                       "' appears twice: each of the 25 Jokers exists once (Appendix J)";
    if (jokerSlotsUsed(jokers) > jokerSlots(jokers))
        return "too many jokers: " + std::to_string(jokerSlotsUsed(jokers)) + " need a slot but there are only " +
               std::to_string(jokerSlots(jokers)) + " slots (5, one more with Negative Joker; Stencil and Negative take none, R20)";
    if (jokers.has(Joker::GrinningCoin) && ctx.coinTailsBeforeHead < 0)
        return "Grinning Coin needs its coin flips: tails until the first head, e.g. H or TTH (R22)";
    if (ctx.mysticSummitThreshold != 12 && ctx.mysticSummitThreshold != 13)
        return "the Mystic Summit threshold is 12 or 13 cards (R17), not " + std::to_string(ctx.mysticSummitThreshold);
    if (ctx.chipsHeld < 0) return "chips held cannot be negative";
    if (ctx.tarotsHeld < 0 || ctx.tarotsHeld > tarotSlots(jokers))
        return "tarots held must be 0 to " + std::to_string(tarotSlots(jokers)) +
               " (2 Tarot slots, 3 with Oracle, R35), not " + std::to_string(ctx.tarotsHeld);
    const int maxDiscards = 4 * discardLimitPerRound(jokers);
    if (ctx.discardedThisAnte < 0 || ctx.discardedThisAnte > maxDiscards)
        return "cards discarded this Ante must be 0 to " + std::to_string(maxDiscards) +
               " (4 rounds of up to 5 cards, 6 with Re-cyclotron, R35), not " + std::to_string(ctx.discardedThisAnte);
    if (ctx.kingsInUnplayedHand < 0) return "kings in the unplayed hand cannot be negative";
    return std::nullopt;
}

std::string_view stepOpSymbol(StepOp op) {
    switch (op) {
    case StepOp::SetHand: return "=";
    case StepOp::AddBase: return "+base";
    case StepOp::AddMult: return "+mult";
    case StepOp::TimesMult: return "xmult";
    }
    return "?";
}

std::string describeStepSource(const ScoreStep& step, const PlayedHand& hand, const JokerLineup& jokers) {
    const auto cardAt = [&](int i) { return i >= 0 && i < hand.count ? cardText(hand.cards[i].card) : std::string("?"); };
    switch (step.source) {
    case StepSource::HandType: return "hand type";
    case StepSource::Card: return cardAt(step.cardIndex);
    case StepSource::Token:
        return std::string(tokenName(hand.cards[step.cardIndex].token)) + " token on " + cardAt(step.cardIndex);
    case StepSource::Joker: {
        std::string name = step.jokerIndex >= 0 && step.jokerIndex < jokers.count
                               ? std::string(jokerName(jokers.cards[step.jokerIndex].joker))
                               : std::string("joker");
        if (step.cardIndex >= 0) name += " on " + cardAt(step.cardIndex);
        return name;
    }
    }
    return {};
}

}  // namespace encarde
