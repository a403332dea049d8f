#pragma once
// Translatable, human-facing names for the core's cards, tokens and hand types.
// Core keeps the rulebook's English names for the CLI and the log; the window shows these.

#include "Card.h"
#include "HandType.h"
#include "Joker.h"
#include "Mult.h"

#include <QString>

namespace encarde::vision {
enum class Forgetting;  // DeckTeacher.h
}

namespace encarde::ui {

QString suitSymbol(Suit suit);              // "♠"
QString suitDisplayName(Suit suit);         // "Spades", translated
QString rankDisplayName(std::uint8_t rank); // "King", translated
QString cardFace(Card card);                // "K♥": rank and suit symbol, never colour alone
QString cardSpokenName(Card card);          // "King of Hearts", for accessible names
bool isRedSuit(Suit suit);

QString tokenDisplayName(Token token);      // "Glass", translated ("No token" for None)
QString clipColourDisplayName(const QString& colour);  // "red" -> "Red", translated; never shown alone (with its token)
QString tokenEffectText(Token token);       // "×2 mult when scored"

QString handTypeDisplayName(HandType type); // "Three of a Kind", translated

// Exact mult (R16) with the locale's decimal point: "22.5" or "22,5".
QString multText(const Mult& mult);

// What teaching the camera a deck did (teach my deck): how many cards were learned, how many of
// them court cards known by their pictures too, and how many photos taught nothing.
QString teachingReport(int learned, int courtCards, int photosUnused);
// What forgetting the decks taught did; `path` is the file the lessons were kept in.
QString forgettingReport(vision::Forgetting outcome, const QString& path);

// Joker names stay as printed on the physical cards (English), so players can match them.
QString jokerDisplayName(JokerCard joker);  // "Business Suit (♥)"
// What the joker does, from Appendix J as settled by the rulings (R17-R27), translated.
QString jokerRuleText(Joker joker);

}  // namespace encarde::ui
