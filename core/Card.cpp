#include "Card.h"

#include <array>
#include <cctype>

namespace encarde {

namespace {
std::string lower(std::string_view s) {
    std::string out(s);
    for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}
constexpr std::array<std::string_view, kTokenKindCount + 1> kTokenNames = {
    "", "mult", "bonus", "wild", "steel", "glass", "strength", "stone", "diamond", "club", "heart", "spade"};
}  // namespace

char suitLetter(Suit s) { return "SHDC"[static_cast<int>(s)]; }

std::string_view suitName(Suit s) {
    constexpr std::array<std::string_view, 4> names = {"Spades", "Hearts", "Diamonds", "Clubs"};
    return names[static_cast<int>(s)];
}

std::optional<Suit> parseSuit(std::string_view text) {
    const std::string t = lower(text);
    if (t == "s" || t == "spades" || t == "spade") return Suit::Spades;
    if (t == "h" || t == "hearts" || t == "heart") return Suit::Hearts;
    if (t == "d" || t == "diamonds" || t == "diamond") return Suit::Diamonds;
    if (t == "c" || t == "clubs" || t == "club") return Suit::Clubs;
    return std::nullopt;
}

std::string rankText(std::uint8_t rank) {
    switch (rank) {
    case kAce: return "A";
    case kKing: return "K";
    case kQueen: return "Q";
    case kJack: return "J";
    default: return std::to_string(rank);
    }
}

std::string cardText(Card c) { return rankText(c.rank) + suitLetter(c.suit); }

std::string playedCardText(PlayedCard c) {
    std::string s = cardText(c.card);
    if (c.token != Token::None) {
        s += ':';
        s += tokenName(c.token);
    }
    return s;
}

std::string_view tokenName(Token t) { return kTokenNames[static_cast<int>(t)]; }

std::optional<Token> parseToken(std::string_view text) {
    const std::string t = lower(text);
    for (int i = 1; i <= kTokenKindCount; ++i)
        if (kTokenNames[i] == t) return static_cast<Token>(i);
    return std::nullopt;
}

std::optional<Card> parseCard(std::string_view text, std::string* error) {
    auto fail = [&](std::string why) -> std::optional<Card> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const std::string t = lower(text);
    const std::string allowed = "a card is a rank (A 2-10 J Q K, T for 10) and a suit (S H D C), e.g. AS or 10H";
    if (t.size() < 2 || t.size() > 3) return fail("unknown card '" + std::string(text) + "': " + allowed);
    const std::string rankPart = t.substr(0, t.size() - 1);
    const auto suit = parseSuit(t.substr(t.size() - 1));
    std::uint8_t rank = 0;
    if (rankPart == "a") rank = kAce;
    else if (rankPart == "k") rank = kKing;
    else if (rankPart == "q") rank = kQueen;
    else if (rankPart == "j") rank = kJack;
    else if (rankPart == "t" || rankPart == "10") rank = 10;
    else if (rankPart.size() == 1 && rankPart[0] >= '2' && rankPart[0] <= '9') rank = static_cast<std::uint8_t>(rankPart[0] - '0');
    if (rank == 0 || !suit) return fail("unknown card '" + std::string(text) + "': " + allowed);
    return Card{rank, *suit};
}

std::optional<PlayedCard> parsePlayedCard(std::string_view text, std::string* error) {
    const auto colon = text.find(':');
    const std::string_view cardPart = text.substr(0, colon);
    auto card = parseCard(cardPart, error);
    if (!card) {
        // With a token suffix the card part alone may be empty (":mult"): name the whole word too.
        if (error && colon != std::string_view::npos) *error += " (in '" + std::string(text) + "')";
        return std::nullopt;
    }
    PlayedCard played{*card, Token::None};
    if (colon == std::string_view::npos) return played;
    const std::string_view tokenPart = text.substr(colon + 1);
    if (tokenPart.find(':') != std::string_view::npos) {
        if (error) *error = "card '" + std::string(text) + "' carries two tokens: a card may carry only one token (R6)";
        return std::nullopt;
    }
    const auto token = parseToken(tokenPart);
    if (!token) {
        if (error)
            *error = "unknown token '" + std::string(tokenPart) + "' on card '" + std::string(text) +
                     "': allowed tokens are mult, bonus, wild, steel, glass, strength, stone, diamond, club, heart, spade";
        return std::nullopt;
    }
    played.token = *token;
    return played;
}

}  // namespace encarde
