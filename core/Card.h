#pragma once
// Cards and tokens as they lie on the table. Plain C++: the scorer's hot path uses these.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace encarde {

// Suit letters as printed on the CLI and in the log: S H D C.
enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3 };
inline constexpr int kSuitCount = 4;

// Ranks are stored as numbers: 2..10, Jack 11, Queen 12, King 13, Ace 14.
inline constexpr std::uint8_t kJack = 11, kQueen = 12, kKing = 13, kAce = 14;

struct Card {
    std::uint8_t rank = 2;  // 2..14
    Suit suit = Suit::Spades;
    friend constexpr bool operator==(Card, Card) = default;
    // 0..51, stable: used for deck multisets and lookup tables.
    constexpr int index() const { return static_cast<int>(suit) * 13 + (rank - 2); }
    static constexpr Card fromIndex(int i) { return Card{static_cast<std::uint8_t>(i % 13 + 2), static_cast<Suit>(i / 13)}; }
};

// The eleven token kinds of the rulebook (Appendix B), one per card at most (R6).
enum class Token : std::uint8_t {
    None = 0,
    Mult,      // The Empress: +4 mult when scored
    Bonus,     // The Hierophant: +30 base points when scored
    Wild,      // The Lovers: every suit at once (R5)
    Steel,     // The Chariot: x1.5 mult when scored
    Glass,     // Justice: x2 mult when scored
    Strength,  // Strength: one rank higher (R3)
    Stone,     // The Tower: rankless, suitless, 30 points, always scored (R1, R9)
    Diamond,   // The Star
    Club,      // The Moon
    Heart,     // The Sun
    Spade,     // The World
};
inline constexpr int kTokenKindCount = 11;  // excluding None

struct PlayedCard {
    Card card;
    Token token = Token::None;
    friend constexpr bool operator==(PlayedCard, PlayedCard) = default;
};

// Identity tokens change what a card *is* before the hand type is found (R4).
constexpr bool isIdentityToken(Token t) {
    return t == Token::Wild || t == Token::Strength || t == Token::Stone || t == Token::Diamond ||
           t == Token::Club || t == Token::Heart || t == Token::Spade;
}

char suitLetter(Suit s);
std::string_view suitName(Suit s);  // "Spades", ...
std::optional<Suit> parseSuit(std::string_view text);  // S/H/D/C or the English name, any case

std::string rankText(std::uint8_t rank);  // "A", "2".."10", "J", "Q", "K"
std::string cardText(Card c);             // "AS", "10H"
std::string playedCardText(PlayedCard c); // "AS" or "AS:glass"

std::string_view tokenName(Token t);  // "mult", "bonus", ... ("" for None)
std::optional<Token> parseToken(std::string_view text);

// Parses "AS", "10h", "Th", with an optional ":token" suffix when allowTokens.
// On failure returns nullopt and, if error is given, a sentence naming the bad word and what is allowed.
std::optional<Card> parseCard(std::string_view text, std::string* error = nullptr);
std::optional<PlayedCard> parsePlayedCard(std::string_view text, std::string* error = nullptr);

// Card points (R1): 2-10 their number, J/Q/K 10, A 11.
constexpr int rankPoints(std::uint8_t rank) { return rank == kAce ? 11 : (rank >= 10 ? 10 : rank); }
constexpr bool isFaceRank(std::uint8_t rank) { return rank >= kJack && rank <= kKing; }
// R2: even 2,4,6,8,10; odd A(1),3,5,7,9; J/Q/K neither.
constexpr bool isEvenRank(std::uint8_t rank) { return rank <= 10 && rank % 2 == 0; }
constexpr bool isOddRank(std::uint8_t rank) { return rank == kAce || (rank <= 9 && rank % 2 == 1); }

}  // namespace encarde
