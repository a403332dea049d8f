#pragma once
// The state of one game: a plain value rebuilt by folding the log's actions (GameEngine).

#include "Card.h"
#include "GamePhase.h"
#include "HandType.h"
#include "Joker.h"
#include "Scorer.h"
#include "Tarot.h"

#include <QJsonObject>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace encarde {

// A multiset over the 52 card faces (R36): each player owns two of every card.
struct CardCounts {
    std::array<std::uint8_t, 52> count{};
    int total = 0;

    int of(Card c) const { return count[c.index()]; }
    void add(Card c) { ++count[c.index()]; ++total; }
    void remove(Card c) { --count[c.index()]; --total; }
    static CardCounts fullDeck() {
        CardCounts d;
        d.count.fill(1);
        d.total = 52;
        return d;
    }
    friend bool operator==(const CardCounts&, const CardCounts&) = default;
};

// A set of Tarots or Jokers by number (bit i = card i).
using CardSet = std::uint32_t;
constexpr CardSet cardBit(int i) { return CardSet{1} << i; }

struct HouseRules {
    bool tiesShareChip = false;  // R29: default no chip on a tie; alternative each tied player takes one
    int mysticSummitThreshold = 12;  // R17: 12 or 13
    friend bool operator==(const HouseRules&, const HouseRules&) = default;
};

using TokenCounts = std::array<int, kTokenKindCount + 1>;  // indexed by Token

struct PlayerState {
    std::string name;
    // Decks (R36): Active is the undrawn draw pile; hand, discards and the played hand are the
    // rest of the Active deck during an Ante and return to it at the Ante's end.
    CardCounts active;
    CardCounts reserve;
    std::vector<Card> hand;  // the known cards in the hand
    // Hidden hands: a real table keeps hands secret, so a deal or a draw may give only a count.
    // Those cards stay in `active`, which then is the unrevealed pool (draw pile + hidden hand
    // cards); a card leaves the pool when it is shown: discarded, locked in, or moved by a Tarot.
    int hiddenInHand = 0;
    bool hiddenDeal = false;  // this Ante's deal gave a count: draws after discards may too
    std::vector<Card> discards;  // this Ante, face up (R27 counts them)
    PlayedHand played;

    // Ante progress
    bool dealt = false;
    bool printerDone = false;
    int roundsActed = 0;  // discard rounds this player has finished
    bool standing = false;
    bool locked = false;
    bool revealed = false;
    std::optional<ScoreResult> result;
    std::vector<Card> toReserveAfterHand;  // Justice's glass card on tails

    JokerLineup jokers;
    std::vector<Tarot> tarots;
    TokenCounts tokens{};     // tokens held: kept from earlier Antes and gained this Lock In
    TokenCounts mustPlace{};  // at least one token of each Tarot played this Lock In (Appendix B)

    int chips = 0;
    HandTypeSet typesScored = 0;        // Card Shark (R23)
    std::vector<std::int64_t> scores;  // per Ante decided
    bool deckModified = false;          // Modify Decks done

    int drawPile() const { return active.total - hiddenInHand; }
    int handCount() const { return static_cast<int>(hand.size()) + hiddenInHand; }
    int cardsOwned() const {
        return active.total + reserve.total + static_cast<int>(hand.size() + discards.size()) + played.count;
    }
};

// A draft of Tarots or Jokers between Antes.
struct DraftState {
    bool dealt = false;
    std::vector<int> pool;   // dealt cards by number, in dealing order
    std::vector<int> order;  // seats, in turn order; an extra Cartomancer/Jokeamancer turn is appended
    int turn = 0;            // index into order
    bool anyChosen = false;  // The Hermit / The Devil only before this (R34)
    bool extraTurnGiven = false;
};

struct AnteRecord {
    int ante = 0;
    std::vector<std::int64_t> scores;
    std::vector<HandType> handTypes;
    int winner = -1;              // seat, -1 when no chip (R28 removed everyone, or R29 tie)
    std::vector<int> chipTakers;  // seats that took a chip (several under the R29 alternative)
};

struct GameState {
    std::vector<PlayerState> players;
    HouseRules house;
    Phase phase = Phase::Deal;
    int ante = 1;
    int discardRound = 1;  // 1..4
    int chipSupply = 0;    // 2N+1 at the start

    CardSet tarotDeck = 0, tarotDiscard = 0;
    CardSet jokerDeck = 0, jokerDiscard = 0;  // the Joker discard pile is never reshuffled
    DraftState draft;

    std::vector<AnteRecord> antes;
    int winner = -1;  // seat, when the game is over (R31)
};

// The context a reveal is scored with (R22-R27): what the player holds and did this Ante, and the
// house threshold. The engine scores with it; review tools re-score past reveals with it.
// coinTailsBeforeHead: Grinning Coin's flips (R22), -1 when not flipped.
ScoreContext revealScoreContext(const GameState& g, int seat, int coinTailsBeforeHead);
// The same, read from the reveal action as the engine reads it (coin flips, Kings shown for
// Baron from a hidden hand): the review re-scores a logged reveal exactly as it was scored.
ScoreContext revealScoreContext(const GameState& before, int seat, const QJsonObject& reveal);

}  // namespace encarde
