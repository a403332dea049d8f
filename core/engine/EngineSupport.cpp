// Shared helpers of the rule handlers: reading action fields, deck integrity, joker slots.
#include "EngineRules.h"

#include <QJsonArray>

#include <algorithm>

namespace encarde::rules {

void refuse(std::string ruling, std::string message) { throw RuleBroken{Refusal{std::move(ruling), std::move(message)}}; }

namespace {
std::string str(const QString& s) { return s.toStdString(); }

Card parseCardValue(const QJsonValue& v, const char* key) {
    ENCARDE_REQUIRE(v.isString(), "", std::string("'") + key + "' must hold cards written like \"AS\" or \"10H\"");
    std::string error;
    const auto card = parseCard(str(v.toString()), &error);
    ENCARDE_REQUIRE(card.has_value(), "", error);
    return *card;
}
}  // namespace

Card readCard(const QJsonObject& a, const char* key) {
    ENCARDE_REQUIRE(a.contains(QLatin1String(key)), "", std::string("the action needs '") + key + "': one card, e.g. \"KH\"");
    return parseCardValue(a.value(QLatin1String(key)), key);
}

std::vector<Card> readCards(const QJsonObject& a, const char* key, bool required) {
    const QJsonValue v = a.value(QLatin1String(key));
    if (v.isUndefined() && !required) return {};
    ENCARDE_REQUIRE(v.isArray(), "", std::string("the action needs '") + key + "': a list of cards, e.g. [\"AS\", \"10H\"]");
    std::vector<Card> cards;
    for (const auto& item : v.toArray()) cards.push_back(parseCardValue(item, key));
    return cards;
}

std::vector<PlayedCard> readPlayedCards(const QJsonObject& a, const char* key) {
    const QJsonValue v = a.value(QLatin1String(key));
    ENCARDE_REQUIRE(v.isArray(), "", std::string("the action needs '") + key + "': cards left to right, e.g. [\"AS\", \"KS:glass\"]");
    std::vector<PlayedCard> cards;
    for (const auto& item : v.toArray()) {
        ENCARDE_REQUIRE(item.isString(), "", "cards are written like \"AS\" or \"KS:glass\"");
        std::string error;
        const auto card = parsePlayedCard(str(item.toString()), &error);
        ENCARDE_REQUIRE(card.has_value(), error.find("R6") != std::string::npos ? "R6" : "", error);
        cards.push_back(*card);
    }
    return cards;
}

std::optional<Tarot> readOptionalTarot(const QJsonObject& a, const char* key) {
    const QJsonValue v = a.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    const auto t = parseTarot(str(v.toString()));
    ENCARDE_REQUIRE(t.has_value(), "", "unknown Tarot '" + str(v.toString()) + "': use a name from Appendix B, e.g. \"The Magician\"");
    return t;
}

Tarot readTarot(const QJsonObject& a, const char* key) {
    const auto t = readOptionalTarot(a, key);
    ENCARDE_REQUIRE(t.has_value(), "", std::string("the action needs '") + key + "': a Tarot name, e.g. \"The Magician\"");
    return *t;
}

std::optional<Joker> readOptionalJoker(const QJsonObject& a, const char* key) {
    const QJsonValue v = a.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    const auto j = parseJoker(str(v.toString()));
    ENCARDE_REQUIRE(j.has_value(), "", "unknown Joker '" + str(v.toString()) + "': use a name from Appendix J, e.g. \"Baron\"");
    return j;
}

JokerCard readJoker(const QJsonObject& a, const char* key) {
    const auto j = readOptionalJoker(a, key);
    ENCARDE_REQUIRE(j.has_value(), "", std::string("the action needs '") + key + "': a Joker name, e.g. \"Baron\"");
    JokerCard card{*j, Suit::Spades};
    if (*j == Joker::BusinessSuit) {
        const auto suit = parseSuit(str(a.value(QLatin1String("suit")).toString()));
        ENCARDE_REQUIRE(suit.has_value(), "R18", "Business Suit needs its suit chosen when it is taken: add \"suit\": \"S\", \"H\", \"D\" or \"C\"");
        card.businessSuit = *suit;
    }
    return card;
}

std::string cardsText(const std::vector<Card>& cards) {
    std::string out;
    for (const auto& c : cards) {
        if (!out.empty()) out += ' ';
        out += cardText(c);
    }
    return out;
}

QJsonArray cardsJson(const std::vector<Card>& cards) {
    QJsonArray out;
    for (const auto& c : cards) out.append(QString::fromStdString(cardText(c)));
    return out;
}

void takeFromCounts(CardCounts& from, const std::vector<Card>& cards, std::string_view owner, std::string_view what) {
    CardCounts needed;
    for (const auto& c : cards) needed.add(c);
    for (const auto& c : cards) {
        if (needed.of(c) <= from.of(c)) continue;  // the message is built only when refusing
        std::string where = owner.empty() ? std::string(what) : std::string(owner) + "'s " + std::string(what);
        refuse("R36", cardText(c) + " is not in " + where + (needed.of(c) > 1 ? " that many times" : "") + " (it holds " +
                          std::to_string(from.of(c)) + ")");
    }
    for (const auto& c : cards) from.remove(c);
}

void requireSubset(const std::vector<Card>& part, const std::vector<Card>& whole, std::string_view owner, std::string_view what) {
    CardCounts have;
    for (const auto& c : whole) have.add(c);
    takeFromCounts(have, part, owner, what);
}

std::vector<Card> readDrawnFromReserve(const PlayerState& p, const QJsonObject& a, int maxCount) {
    const int expected = std::min(maxCount, p.reserve.total);
    ENCARDE_REQUIRE(expected > 0, "R36", p.name + "'s Reserve deck is empty");
    const auto drawn = readCards(a, "drawn");
    ENCARDE_REQUIRE(static_cast<int>(drawn.size()) == expected, "",
            "'drawn' lists the " + std::to_string(expected) + " random Reserve cards drawn, not " + std::to_string(drawn.size()));
    CardCounts check = p.reserve;
    takeFromCounts(check, drawn, p.name, "Reserve deck");
    return drawn;
}

void revealFromPool(PlayerState& p, Card c) {
    ENCARDE_REQUIRE(p.hiddenInHand > 0, "R36", cardText(c) + " is not in " + p.name + "'s hand (every card in it is known)");
    if (p.active.of(c) == 0)
        refuse("R36", cardText(c) + " cannot be in " + p.name + "'s hand: no " + cardText(c) +
                          " is left in the unrevealed pool (Active deck and hidden hand cards)");
    p.active.remove(c);
    --p.hiddenInHand;
}

void takeFromHand(PlayerState& p, const std::vector<Card>& cards) {
    if (p.hiddenInHand == 0) {
        requireSubset(cards, p.hand, p.name, "hand");
        for (const auto& c : cards) p.hand.erase(std::find(p.hand.begin(), p.hand.end(), c));
        return;
    }
    for (const auto& c : cards) {  // known cards first, then hidden ones shown now
        const auto it = std::find(p.hand.begin(), p.hand.end(), c);
        if (it != p.hand.end()) p.hand.erase(it);
        else revealFromPool(p, c);
    }
}

void gainJoker(GameState& g, PlayerState& p, JokerCard j, std::optional<Joker> give) {
    JokerLineup next;
    bool replaced = false;
    for (const auto& held : p.jokers) {
        if (give && held.joker == *give) {
            next.add(j);  // the new Joker takes the replaced one's place in the order
            replaced = true;
        } else {
            next.add(held);
        }
    }
    if (give)
        ENCARDE_REQUIRE(replaced, "R36", p.name + " does not hold " + std::string(jokerName(*give)) + " to replace");
    else if (next.count < kMaxJokers)
        next.add(j);
    else
        refuse("R20", p.name + " cannot hold more Jokers");
    ENCARDE_REQUIRE(jokerSlotsUsed(next) <= jokerSlots(next), "R35",
            "Joker slots are full (" + std::to_string(jokerSlotsUsed(p.jokers)) + " of " +
                std::to_string(jokerSlots(p.jokers)) + " used): replace a Joker instead");
    // Giving up Oracle must not leave more Tarots than slots (R35): play a Tarot first.
    ENCARDE_REQUIRE(static_cast<int>(p.tarots.size()) <= tarotSlots(next), "R35",
            p.name + " holds " + std::to_string(p.tarots.size()) + " Tarots: without Oracle only " +
                std::to_string(tarotSlots(next)) + " fit; play one first");
    if (give) g.jokerDiscard |= cardBit(static_cast<int>(*give));
    p.jokers = next;
}

bool hasFreeTarotSlot(const PlayerState& p) { return static_cast<int>(p.tarots.size()) < tarotSlots(p.jokers); }

}  // namespace encarde::rules
