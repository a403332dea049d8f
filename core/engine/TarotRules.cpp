// Playing a Tarot: timing (R33, R34), The Fool's copy, and the 22 effects of Appendix B.
#include "EngineRules.h"

#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace encarde::rules {

namespace {
using std::to_string;
std::string nameOf(Tarot t) { return std::string(tarotName(t)); }

bool heldByAnyone(const GameState& g, Tarot t) {
    for (const auto& p : g.players)
        if (std::find(p.tarots.begin(), p.tarots.end(), t) != p.tarots.end()) return true;
    return false;
}

bool isDraft(Phase p) { return p == Phase::DrawTarots || p == Phase::DrawJokers; }

// Jokers drawn from the top of the Joker deck (Wheel of Fortune, Judgment), recorded at the table.
std::vector<Joker> readDrawnJokers(const GameState& g, const QJsonObject& a, int expected) {
    const QJsonArray list = a.value(QStringLiteral("jokers")).toArray();
    ENCARDE_REQUIRE(list.size() == expected, "",
            "'jokers' lists the " + to_string(expected) + " Joker(s) drawn from the top of the Joker deck, not " + to_string(list.size()));
    std::vector<Joker> drawn;
    for (const auto& v : list) {
        QJsonObject one{{QStringLiteral("j"), v}};
        const auto j = readOptionalJoker(one, "j");
        ENCARDE_REQUIRE(j.has_value(), "", "'jokers' lists Joker names");
        ENCARDE_REQUIRE((g.jokerDeck & cardBit(static_cast<int>(*j))) && std::find(drawn.begin(), drawn.end(), *j) == drawn.end(),
                "R36", std::string(jokerName(*j)) + " is not in the Joker deck");
        drawn.push_back(*j);
    }
    return drawn;
}

// Adds the chosen drawn Joker (Wheel of Fortune, Judgment), optionally replacing one held.
void takeDrawnJoker(GameState& g, PlayerState& p, const QJsonObject& a, const std::vector<Joker>& drawn, Joker chosen) {
    ENCARDE_REQUIRE(std::find(drawn.begin(), drawn.end(), chosen) != drawn.end(), "", std::string(jokerName(chosen)) + " was not drawn");
    QJsonObject pick = a;
    pick[QStringLiteral("take")] = QString::fromUtf8(jokerName(chosen).data());
    gainJoker(g, p, readJoker(pick, "take"), readOptionalJoker(a, "give"));
    g.jokerDeck &= ~cardBit(static_cast<int>(chosen));
}

void effect(GameState& g, int seat, Tarot t, Tarot played, const QJsonObject& a, QJsonObject& details) {
    PlayerState& p = g.players[seat];
    if (const TarotTokens tokens = tarotTokens(t); tokens.count > 0) {  // R33
        p.tokens[static_cast<int>(tokens.kind)] += tokens.count;
        ++p.mustPlace[static_cast<int>(tokens.kind)];
        details[QStringLiteral("tokens")] = QString::fromUtf8(tokenName(tokens.kind).data());
        return;
    }
    switch (t) {
    case Tarot::Magician: {
        const Card c = readCard(a, "card");
        takeFromCounts(p.reserve, {c}, p.name, "Reserve deck");
        p.active.add(c);
        break;
    }
    case Tarot::HighPriestess: {
        const auto drawn = readDrawnFromReserve(p, a, 5);
        const int expected = static_cast<int>(drawn.size());
        const auto chosen = readCards(a, "cards");
        ENCARDE_REQUIRE(static_cast<int>(chosen.size()) == std::min(2, expected), "",
                "The High Priestess adds two of the drawn cards: 'cards' lists " + to_string(std::min(2, expected)));
        requireSubset(chosen, drawn, "", "the cards drawn");
        takeFromCounts(p.reserve, chosen, p.name, "Reserve deck");
        for (const auto& c : chosen) p.active.add(c);
        break;
    }
    case Tarot::Emperor: {
        const QJsonArray list = a.value(QStringLiteral("tarots")).toArray();
        const int room = tarotSlots(p.jokers) - static_cast<int>(p.tarots.size());
        ENCARDE_REQUIRE(list.size() <= 2 && list.size() <= room, "R35",
                "The Emperor draws up to two Tarots into free slots: " + p.name + " has room for " + to_string(std::max(room, 0)));
        for (const auto& v : list) {
            QJsonObject one{{QStringLiteral("t"), v}};
            const Tarot drawn = readTarot(one, "t");
            ENCARDE_REQUIRE(g.tarotDeck & cardBit(static_cast<int>(drawn)), "R36", nameOf(drawn) + " is not in the Tarot deck");
            g.tarotDeck &= ~cardBit(static_cast<int>(drawn));
            p.tarots.push_back(drawn);
        }
        break;
    }
    case Tarot::Hermit: {
        // The Hermit's player chooses first in this draft; the others keep their order.
        auto& order = g.draft.order;
        order.erase(std::find(order.begin(), order.end(), seat));
        order.insert(order.begin(), seat);
        break;
    }
    case Tarot::WheelOfFortune: {
        const int inDeck = std::popcount(g.jokerDeck);
        ENCARDE_REQUIRE(inDeck > 0, "R36", "the Joker deck is empty");
        const auto drawn = readDrawnJokers(g, a, std::min(4, inDeck));
        const auto chosen = readOptionalJoker(a, "take");
        ENCARDE_REQUIRE(chosen.has_value(), "", "The Wheel of Fortune must take exactly one drawn Joker: add \"take\"");
        takeDrawnJoker(g, p, a, drawn, *chosen);  // the other drawn Jokers are shuffled back: they stay in the deck
        break;
    }
    case Tarot::Judgment: {
        ENCARDE_REQUIRE(g.jokerDeck != 0, "R36", "the Joker deck is empty");
        const auto drawn = readDrawnJokers(g, a, 1);
        if (const auto chosen = readOptionalJoker(a, "take")) {
            takeDrawnJoker(g, p, a, drawn, *chosen);
        } else {  // passed: the drawn Joker is discarded
            g.jokerDeck &= ~cardBit(static_cast<int>(drawn[0]));
            g.jokerDiscard |= cardBit(static_cast<int>(drawn[0]));
        }
        break;
    }
    case Tarot::HangedMan: {
        const auto cards = readCards(a, "cards");
        ENCARDE_REQUIRE(!cards.empty() && cards.size() <= 3, "R35", "The Hanged Man moves one to three cards, not " + to_string(cards.size()));
        takeFromHand(p, cards);
        for (const auto& c : cards) p.reserve.add(c);  // not discards (R27)
        break;
    }
    case Tarot::Death: {
        const Card c = readCard(a, "card");
        if (std::find(p.hand.begin(), p.hand.end(), c) == p.hand.end()) {
            ENCARDE_REQUIRE(p.hiddenInHand > 0, "R36", cardText(c) + " is not in " + p.name + "'s hand");
            revealFromPool(p, c);  // the card shown from a hidden hand
            p.hand.push_back(c);
        }
        ENCARDE_REQUIRE(p.reserve.of(c) > 0, "R36",
                "the identical " + cardText(c) + " is not in " + p.name + "'s Reserve deck, so Death is not consumed");
        p.reserve.remove(c);
        p.hand.push_back(c);
        break;
    }
    case Tarot::Temperance: {
        const int expected = std::min<int>(p.jokers.count, p.reserve.total);
        const auto cards = readCards(a, "cards", expected > 0);
        ENCARDE_REQUIRE(static_cast<int>(cards.size()) == expected, "",
                "Temperance adds as many Reserve cards as Jokers held: " + to_string(expected) + ", not " + to_string(cards.size()));
        takeFromCounts(p.reserve, cards, p.name, "Reserve deck");
        for (const auto& c : cards) p.active.add(c);
        break;
    }
    case Tarot::Devil: {
        if (g.phase == Phase::DrawTarots) {
            // Dealt Tarots, discarded Tarots and this card go back into the deck; deal again.
            for (int d : g.draft.pool) g.tarotDeck |= cardBit(d);
            g.tarotDeck |= g.tarotDiscard | cardBit(static_cast<int>(played));
            g.tarotDiscard = 0;
        } else {
            // Dealt Jokers and one discarded Joker of the player's choice go back; deal again.
            for (int d : g.draft.pool) g.jokerDeck |= cardBit(d);
            const auto back = readOptionalJoker(a, "joker");
            ENCARDE_REQUIRE(back.has_value() || g.jokerDiscard == 0, "",
                    "The Devil returns one discarded Joker of your choice: add \"joker\"");
            if (back) {
                ENCARDE_REQUIRE(g.jokerDiscard & cardBit(static_cast<int>(*back)), "R36",
                        std::string(jokerName(*back)) + " is not in the Joker discard pile");
                g.jokerDiscard &= ~cardBit(static_cast<int>(*back));
                g.jokerDeck |= cardBit(static_cast<int>(*back));
            }
        }
        g.draft.pool.clear();
        g.draft.dealt = false;
        break;
    }
    default: break;
    }
}
}  // namespace

bool tarotTimingAllows(const GameState& g, int seat, Tarot effective, bool fromPool, Refusal* why) {
    auto no = [why](std::string text) {
        // The ruling id closes the sentence: "... (R34)".
        if (why) *why = Refusal{text.substr(text.size() - 4, 3), text.substr(0, text.size() - 6)};
        return false;
    };
    const Phase ph = g.phase;
    const std::string name = nameOf(effective);
    switch (tarotTiming(effective)) {
    case TarotTiming::LockIn:
        if (ph != Phase::LockIn || fromPool) return no(name + " needs a Played Hand: it is played only during Lock In (R33)");
        if (g.players[seat].locked) return no("Tarots may not be played after Lock In (R33)");
        return true;
    case TarotTiming::DiscardRound:
        if (ph != Phase::Discard) return no(name + " is played only in a discard round (R34)");
        return true;
    case TarotTiming::DraftStart:
        if (!isDraft(ph) || fromPool || !g.draft.dealt || g.draft.anyChosen)
            return no(name + " is played only at the start of a draft, after the deal and before anyone has chosen (R34)");
        return true;
    case TarotTiming::NotJokerDraft:
        if (ph == Phase::DrawJokers) return no(name + " may not be played during Draw Jokers (R34)");
        [[fallthrough]];
    case TarotTiming::Anytime:
        if (ph != Phase::Discard && ph != Phase::DrawTarots && ph != Phase::DrawJokers && ph != Phase::ModifyDecks)
            return no(name + " is played in a discard round or between Antes (R34)");
        return true;
    case TarotTiming::AsCopied: return no("The Fool copies another Tarot (R34)");
    }
    return false;
}

QJsonObject applyTarot(GameState& g, int seat, const QJsonObject& a) {
    PlayerState& p = g.players[seat];
    const Tarot played = readTarot(a, "tarot");
    const bool fromPool = a.value(QStringLiteral("from")).toString() == QLatin1String("pool");
    if (fromPool) {
        ENCARDE_REQUIRE(g.phase == Phase::DrawTarots, "R32", "a dealt Tarot is played straight from the table only during Draw Tarots");
        ENCARDE_REQUIRE(g.draft.dealt, "R32", "the Tarots must be dealt first");
        ENCARDE_REQUIRE(currentDrafter(g) == seat, "R30", "it is " + g.players[currentDrafter(g)].name + "'s turn to choose");
        ENCARDE_REQUIRE(std::find(g.draft.pool.begin(), g.draft.pool.end(), static_cast<int>(played)) != g.draft.pool.end(), "R36",
                nameOf(played) + " is not among the dealt Tarots");
    } else {
        ENCARDE_REQUIRE(std::find(p.tarots.begin(), p.tarots.end(), played) != p.tarots.end(), "R36",
                p.name + " does not hold " + nameOf(played));
    }
    Tarot effective = played;
    if (played == Tarot::Fool) {
        const auto copy = readOptionalTarot(a, "copy");
        ENCARDE_REQUIRE(copy.has_value(), "", "The Fool needs 'copy': another Tarot held by a player");
        ENCARDE_REQUIRE(*copy != Tarot::Fool, "", "The Fool copies another Tarot, not itself");
        ENCARDE_REQUIRE(heldByAnyone(g, *copy), "R36", nameOf(*copy) + " is not held by any player, so The Fool cannot copy it");
        effective = *copy;
    }
    Refusal why;
    if (!tarotTimingAllows(g, seat, effective, fromPool, &why)) refuse(why.ruling, why.message);

    // The card leaves its place before the effect (The Emperor needs the free slot).
    if (fromPool) g.draft.pool.erase(std::find(g.draft.pool.begin(), g.draft.pool.end(), static_cast<int>(played)));
    else p.tarots.erase(std::find(p.tarots.begin(), p.tarots.end(), played));
    QJsonObject details;
    if (effective != played) details[QStringLiteral("copied")] = QString::fromUtf8(tarotName(effective).data());
    effect(g, seat, effective, played, a, details);
    const bool devilBackToDeck = effective == Tarot::Devil && g.phase == Phase::DrawTarots;
    if (!devilBackToDeck) g.tarotDiscard |= cardBit(static_cast<int>(played));
    if (fromPool) advanceDraft(g);  // playing a dealt Tarot is this player's choice for the draft
    return details;
}

}  // namespace encarde::rules
