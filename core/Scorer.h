#pragma once
// The scorer: a pure function from a revealed hand, its jokers and the table context to a score
// and (optionally) a step-by-step breakdown. Rulebook "Playing your Hand" steps 1-5, R1-R27.

#include "Card.h"
#include "HandType.h"
#include "Joker.h"
#include "Mult.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace encarde {

inline constexpr int kMaxPlayedCards = 5;

// Up to five cards, left to right as laid on the table.
struct PlayedHand {
    std::array<PlayedCard, kMaxPlayedCards> cards{};
    std::uint8_t count = 0;

    void add(PlayedCard c) { cards[count++] = c; }
    const PlayedCard* begin() const { return cards.data(); }
    const PlayedCard* end() const { return cards.data() + count; }
    std::span<const PlayedCard> view() const { return {cards.data(), count}; }
};

// Everything outside the played cards and jokers that a joker reads.
struct ScoreContext {
    int chipsHeld = 0;                 // Bootstraps (R26): chips held before this Ante is decided
    int tarotsHeld = 0;                // Oracle (R26): Tarots still held at reveal
    int discardedThisAnte = 0;         // Re-cyclotron, Mystic Summit (R27)
    HandTypeSet typesScoredEarlier = 0;  // Card Shark (R23): types this player scored in earlier Antes
    int kingsInUnplayedHand = 0;       // Baron (R25)
    int coinTailsBeforeHead = -1;      // Grinning Coin (R22): tails before the first head; -1 = not flipped
    int mysticSummitThreshold = 12;    // R17 house rule: 12 (default) or 13
};

// What step 1 finds: the best hand type the cards form (R7) and the cards that form it.
// Several masks when the type can be formed in more than one way (R7: the scorer keeps the
// way that scores highest). Masks are bit i = played card i; stone cards are never in them (R9).
struct HandClassification {
    HandType type = HandType::HighCard;
    std::uint8_t wayCount = 0;
    std::array<std::uint8_t, 8> ways{};
};

HandClassification classifyHand(std::span<const PlayedCard> cards, bool fourFingers);

// One line of the breakdown (R16): who acted, what it did, and base and mult after it.
enum class StepSource : std::uint8_t { HandType, Card, Joker, Token };
enum class StepOp : std::uint8_t { SetHand, AddBase, AddMult, TimesMult };

struct ScoreStep {
    std::uint8_t step = 1;  // the rulebook's step number: 1, 3 or 4
    StepSource source = StepSource::HandType;
    StepOp op = StepOp::SetHand;
    std::int8_t cardIndex = -1;   // position in the played hand, for card and token steps
    std::int8_t jokerIndex = -1;  // position in the lineup, for joker steps
    Mult amount;                  // points added, mult added, or the factor
    std::int64_t baseAfter = 0;
    Mult multAfter;
};

struct ScoreResult {
    HandType handType = HandType::HighCard;    // after One-Upper (R11): what Card Shark and Tiebreaker see
    HandType formedType = HandType::HighCard;  // what the cards form before One-Upper
    std::uint8_t scoringMask = 0;              // bit i = played card i is a scoring card
    std::int64_t base = 0;
    Mult mult;
    std::int64_t score = 0;                    // floor(base x mult), R16
};

struct ScoreBreakdown {
    std::vector<ScoreStep> steps;
};

// Reasons a hand cannot be scored; the text names the bad item and what is allowed.
// Checks: 1-5 cards, no joker twice, Business Suit carries a suit, Grinning Coin has its flips,
// jokers fit their slots, Mystic Summit threshold 12 or 13.
std::optional<std::string> validateScoreInput(const PlayedHand& hand, const JokerLineup& jokers,
                                              const ScoreContext& context);

// Scores a valid hand. With trace == nullptr no breakdown is built and nothing is allocated.
ScoreResult scoreHand(const PlayedHand& hand, const JokerLineup& jokers, const ScoreContext& context,
                      ScoreBreakdown* trace = nullptr);

// Human-readable description of a step's source ("KH", "Scary Face", "glass token on 7S").
std::string describeStepSource(const ScoreStep& step, const PlayedHand& hand, const JokerLineup& jokers);
std::string_view stepOpSymbol(StepOp op);  // "=", "+base", "+mult", "xmult"

// The best play from a hand of up to 10 cards: which cards, in which left-to-right order.
// Kings left in the hand count for Baron on top of context.kingsInUnplayedHand.
inline constexpr int kMaxHandCards = 10;
struct BestPlay {
    PlayedHand hand;                               // in the order to lay them down
    std::array<std::uint8_t, kMaxPlayedCards> fromHand{};  // index of each laid card in the input hand
    ScoreResult result;
    int candidatesScored = 0;
};
BestPlay findBestPlay(std::span<const PlayedCard> handCards, const JokerLineup& jokers, const ScoreContext& context);

}  // namespace encarde
