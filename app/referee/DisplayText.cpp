#include "DisplayText.h"

#include <QCoreApplication>
#include <QLocale>

namespace encarde::ui {

// The translation context is spelled out in every call so that lupdate finds each string.
QString suitSymbol(Suit suit) {
    switch (suit) {
    case Suit::Spades: return QStringLiteral("♠");
    case Suit::Hearts: return QStringLiteral("♥");
    case Suit::Diamonds: return QStringLiteral("♦");
    case Suit::Clubs: return QStringLiteral("♣");
    }
    return {};
}

QString suitDisplayName(Suit suit) {
    switch (suit) {
    case Suit::Spades: return QCoreApplication::translate("DisplayText", "Spades");
    case Suit::Hearts: return QCoreApplication::translate("DisplayText", "Hearts");
    case Suit::Diamonds: return QCoreApplication::translate("DisplayText", "Diamonds");
    case Suit::Clubs: return QCoreApplication::translate("DisplayText", "Clubs");
    }
    return {};
}

QString rankDisplayName(std::uint8_t rank) {
    switch (rank) {
    case kAce: return QCoreApplication::translate("DisplayText", "Ace");
    case kKing: return QCoreApplication::translate("DisplayText", "King");
    case kQueen: return QCoreApplication::translate("DisplayText", "Queen");
    case kJack: return QCoreApplication::translate("DisplayText", "Jack");
    default: return QString::number(rank);
    }
}

bool isRedSuit(Suit suit) { return suit == Suit::Hearts || suit == Suit::Diamonds; }

QString cardFace(Card card) { return QString::fromStdString(rankText(card.rank)) + suitSymbol(card.suit); }

QString cardSpokenName(Card card) {
    //: A playing card's name, e.g. "King of Hearts": %1 the rank, %2 the suit.
    return QCoreApplication::translate("DisplayText", "%1 of %2").arg(rankDisplayName(card.rank), suitDisplayName(card.suit));
}

QString tokenDisplayName(Token token) {
    switch (token) {
    case Token::None: return QCoreApplication::translate("DisplayText", "No token");
    case Token::Mult: return QCoreApplication::translate("DisplayText", "Mult");
    case Token::Bonus: return QCoreApplication::translate("DisplayText", "Bonus");
    case Token::Wild: return QCoreApplication::translate("DisplayText", "Wild");
    case Token::Steel: return QCoreApplication::translate("DisplayText", "Steel");
    case Token::Glass: return QCoreApplication::translate("DisplayText", "Glass");
    case Token::Strength: return QCoreApplication::translate("DisplayText", "Strength");
    case Token::Stone: return QCoreApplication::translate("DisplayText", "Stone");
    case Token::Diamond: return QCoreApplication::translate("DisplayText", "Diamond (Star)");
    case Token::Club: return QCoreApplication::translate("DisplayText", "Club (Moon)");
    case Token::Heart: return QCoreApplication::translate("DisplayText", "Heart (Sun)");
    case Token::Spade: return QCoreApplication::translate("DisplayText", "Spade (World)");
    }
    return {};
}

QString tokenEffectText(Token token) {
    switch (token) {
    case Token::None: return {};
    case Token::Mult: return QCoreApplication::translate("DisplayText", "+4 mult when scored");
    case Token::Bonus: return QCoreApplication::translate("DisplayText", "+30 base points when scored");
    case Token::Wild: return QCoreApplication::translate("DisplayText", "counts as every suit");
    case Token::Steel: return QCoreApplication::translate("DisplayText", "×1.5 mult when scored");
    case Token::Glass: return QCoreApplication::translate("DisplayText", "×2 mult when scored");
    case Token::Strength: return QCoreApplication::translate("DisplayText", "counts one rank higher");
    case Token::Stone: return QCoreApplication::translate("DisplayText", "30 points, no rank or suit, always scored");
    case Token::Diamond: return QCoreApplication::translate("DisplayText", "becomes a Diamond");
    case Token::Club: return QCoreApplication::translate("DisplayText", "becomes a Club");
    case Token::Heart: return QCoreApplication::translate("DisplayText", "becomes a Heart");
    case Token::Spade: return QCoreApplication::translate("DisplayText", "becomes a Spade");
    }
    return {};
}

QString handTypeDisplayName(HandType type) {
    switch (type) {
    case HandType::HighCard: return QCoreApplication::translate("DisplayText", "High Card");
    case HandType::Pair: return QCoreApplication::translate("DisplayText", "Pair");
    case HandType::TwoPair: return QCoreApplication::translate("DisplayText", "Two Pair");
    case HandType::ThreeOfAKind: return QCoreApplication::translate("DisplayText", "Three of a Kind");
    case HandType::Straight: return QCoreApplication::translate("DisplayText", "Straight");
    case HandType::Flush: return QCoreApplication::translate("DisplayText", "Flush");
    case HandType::FullHouse: return QCoreApplication::translate("DisplayText", "Full House");
    case HandType::FourOfAKind: return QCoreApplication::translate("DisplayText", "Four of a Kind");
    case HandType::StraightFlush: return QCoreApplication::translate("DisplayText", "Straight Flush");
    case HandType::RoyalFlush: return QCoreApplication::translate("DisplayText", "Royal Flush");
    case HandType::FiveOfAKind: return QCoreApplication::translate("DisplayText", "Five of a Kind");
    case HandType::FlushHouse: return QCoreApplication::translate("DisplayText", "Flush House");
    case HandType::FlushFive: return QCoreApplication::translate("DisplayText", "Flush Five");
    }
    return {};
}

QString multText(const Mult& mult) {
    // Mult::toString is exact ("3.375"); only the decimal point is the locale's.
    QString text = QString::fromStdString(mult.toString());
    return text.replace(u'.', QLocale().decimalPoint());
}

QString jokerDisplayName(JokerCard joker) {
    QString name = QString::fromStdString(std::string(jokerName(joker.joker)));
    if (joker.joker == Joker::BusinessSuit) name += QStringLiteral(" (%1)").arg(suitSymbol(joker.businessSuit));
    return name;
}

}  // namespace encarde::ui
