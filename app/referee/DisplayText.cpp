#include "DisplayText.h"

#include "DeckTeacher.h"

#include <QCoreApplication>
#include <QMap>
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

QString clipColourDisplayName(const QString& colour) {
    static const QMap<QString, const char*> names{
        {QStringLiteral("red"), QT_TRANSLATE_NOOP("DisplayText", "Red")},
        {QStringLiteral("orange"), QT_TRANSLATE_NOOP("DisplayText", "Orange")},
        {QStringLiteral("yellow"), QT_TRANSLATE_NOOP("DisplayText", "Yellow")},
        {QStringLiteral("green"), QT_TRANSLATE_NOOP("DisplayText", "Green")},
        {QStringLiteral("blue"), QT_TRANSLATE_NOOP("DisplayText", "Blue")},
        {QStringLiteral("purple"), QT_TRANSLATE_NOOP("DisplayText", "Purple")},
        {QStringLiteral("pink"), QT_TRANSLATE_NOOP("DisplayText", "Pink")},
        {QStringLiteral("black"), QT_TRANSLATE_NOOP("DisplayText", "Black")},
        {QStringLiteral("unknown"), QT_TRANSLATE_NOOP("DisplayText", "Unknown colour")}};
    const auto it = names.find(colour);
    return it == names.end() ? colour : QCoreApplication::translate("DisplayText", it.value());
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

QString jokerRuleText(Joker joker) {
    switch (joker) {
    case Joker::JokerJoker: return QCoreApplication::translate("DisplayText", "+5 mult for each joker you hold, this one included (R21).");
    case Joker::BusinessSuit: return QCoreApplication::translate("DisplayText", "Choose a suit when you take it: +3 mult for each scoring card of that suit (R18).");
    case Joker::HalfJoker: return QCoreApplication::translate("DisplayText", "+20 mult when the played hand has three cards or fewer (R19).");
    case Joker::StencilJoker: return QCoreApplication::translate("DisplayText", "Multiplies mult by 1 + the number of empty joker slots; takes no slot (R20).");
    case Joker::FourFingers: return QCoreApplication::translate("DisplayText", "Flushes and straights need only four cards (R10).");
    case Joker::ReCyclotron: return QCoreApplication::translate("DisplayText", "+1 mult for each card you discarded this Ante; discard up to six cards a round (R27).");
    case Joker::GrinningCoin: return QCoreApplication::translate("DisplayText", "Flip a coin: heads first doubles mult; otherwise +1 mult per tail before the first head (R22).");
    case Joker::ScaryFace: return QCoreApplication::translate("DisplayText", "Scoring face cards (J, Q, K) give +30 base points (R14).");
    case Joker::Splash: return QCoreApplication::translate("DisplayText", "Every played card scores; a High Card hand gains mult equal to its highest card's points (R12).");
    case Joker::MysticSummit: return QCoreApplication::translate("DisplayText", "+15 mult if you discarded at least 12 cards this Ante (13 by house rule, R17).");
    case Joker::Juggler: return QCoreApplication::translate("DisplayText", "+2 hand size.");
    case Joker::EvenSteven: return QCoreApplication::translate("DisplayText", "Scoring even cards (2, 4, 6, 8, 10) give +4 mult (R2).");
    case Joker::OddTodd: return QCoreApplication::translate("DisplayText", "Scoring odd cards (A, 3, 5, 7, 9) give +4 mult (R2).");
    case Joker::CardShark: return QCoreApplication::translate("DisplayText", "×2 mult if you scored this hand type in an earlier Ante of this game (R23).");
    case Joker::Cartomancer: return QCoreApplication::translate("DisplayText", "After everyone has chosen a Tarot, you may take, play or pass the last one too.");
    case Joker::Oracle: return QCoreApplication::translate("DisplayText", "One more Tarot slot; +5 mult for each Tarot you still hold (R26).");
    case Joker::Jokeamancer: return QCoreApplication::translate("DisplayText", "After everyone has chosen a Joker, you may take, replace or pass the last one too.");
    case Joker::Bootstraps: return QCoreApplication::translate("DisplayText", "+8 mult for each chip you hold (R26).");
    case Joker::OneUpper: return QCoreApplication::translate("DisplayText", "Pair counts as Three of a Kind, Three as Four, Four as Five of a Kind (R11).");
    case Joker::SquareJoker: return QCoreApplication::translate("DisplayText", "With exactly four played cards: +44 base points and +4 mult per scoring card (R19).");
    case Joker::Tiebreaker: return QCoreApplication::translate("DisplayText", "If your hand type equals another player's, you beat them whatever the scores (R28).");
    case Joker::NegativeJoker: return QCoreApplication::translate("DisplayText", "Takes no joker slot and gives one more slot (R20).");
    case Joker::CardPrinter: return QCoreApplication::translate("DisplayText", "At the start of each Ante, take one card of your choice from your Reserve deck into your hand.");
    case Joker::Baron: return QCoreApplication::translate("DisplayText", "×1.5 mult for each King left in your unplayed hand (R25).");
    case Joker::RideTheBus: return QCoreApplication::translate("DisplayText", "If no scoring card is a face card: +10 mult, and the scoring cards' points are added to base again (R24).");
    }
    return {};
}

QString forgettingReport(vision::Forgetting outcome, const QString& path) {
    switch (outcome) {
    case vision::Forgetting::Forgotten:
        return QCoreApplication::translate("DisplayText",
                                           "Every deck taught is forgotten: the camera reads with its own glyphs alone from the next frame on.");
    case vision::Forgetting::NothingTaught:
        return QCoreApplication::translate("DisplayText", "No deck was taught, so there is nothing to forget.");
    case vision::Forgetting::CannotRemove:
        return QCoreApplication::translate("DisplayText",
                                           "The decks taught could not be forgotten: %1 could not be removed. Check that its folder "
                                           "can be written to, then try again.")
            .arg(path);
    }
    return {};
}

QString teachingReport(int learned, int courtCards, int photosUnused) {
    if (learned == 0)
        return QCoreApplication::translate(
            "DisplayText",
            "No card was learned. Name each photo after its card (QS.jpg, 10H.png, TD-2.jpg), one card "
            "per photo on a plain table; the details say what went wrong with each photo.");
    QString text = QCoreApplication::translate(
                       "DisplayText", "Cards learned: %1, of which court cards known by their pictures too: %2. "
                                      "The camera reads them from now on.")
                       .arg(learned)
                       .arg(courtCards);
    if (photosUnused > 0)
        text += QLatin1Char(' ') +
                QCoreApplication::translate("DisplayText", "Photos that taught nothing: %1 (the details say why).").arg(photosUnused);
    return text;
}

}  // namespace encarde::ui
