// Draw Tarots and Draw Jokers between Antes: dealing, turn order (R30), take / replace / play /
// forgo, Cartomancer and Jokeamancer's extra turn, and what happens to the leftovers.
#include "EngineRules.h"

#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace encarde::rules {

namespace {
using std::to_string;

int countOf(CardSet s) { return std::popcount(s); }

void startDrawJokers(GameState& g);
void startModifyDecks(GameState& g) {
    g.phase = Phase::ModifyDecks;
    g.draft = DraftState{};
    for (auto& p : g.players) p.deckModified = false;
}

// R30: the order starts at the highest (Tarots) or lowest (Jokers) score of the last Ante; a tie
// goes to the player seated first clockwise from the game's first player, i.e. the lowest seat.
std::vector<int> draftOrder(const GameState& g, bool fromHighest) {
    const int n = static_cast<int>(g.players.size());
    const auto& scores = g.antes.back().scores;
    int first = 0;
    for (int s = 1; s < n; ++s)
        if (fromHighest ? scores[s] > scores[first] : scores[s] < scores[first]) first = s;
    std::vector<int> order;
    for (int i = 0; i < n; ++i) order.push_back(fromHighest ? (first + i) % n : (first - i + n) % n);
    return order;
}

// The holder of the Joker that takes the last card of this draft (Cartomancer / Jokeamancer), or -1.
int extraTurnHolder(const GameState& g) {
    const Joker j = g.phase == Phase::DrawTarots ? Joker::Cartomancer : Joker::Jokeamancer;
    for (size_t s = 0; s < g.players.size(); ++s)
        if (g.players[s].jokers.has(j)) return static_cast<int>(s);
    return -1;
}

bool onExtraTurn(const GameState& g) { return g.draft.extraTurnGiven && g.draft.turn == static_cast<int>(g.players.size()); }

void endDraft(GameState& g) {
    if (g.phase == Phase::DrawTarots) {
        // Every Tarot nobody holds goes back into the deck, the discard pile included (rulebook).
        for (int t : g.draft.pool) g.tarotDeck |= cardBit(t);
        g.tarotDeck |= g.tarotDiscard;
        g.tarotDiscard = 0;
        startDrawJokers(g);
    } else {
        // Leftover Jokers go to the discard pile, which is never reshuffled (rulebook).
        for (int j : g.draft.pool) g.jokerDiscard |= cardBit(j);
        startModifyDecks(g);
    }
}

void startDrawJokers(GameState& g) {
    g.phase = Phase::DrawJokers;
    g.draft = DraftState{};
    if (g.jokerDeck == 0) {  // the Joker deck has run out: no more Joker drafts (rulebook)
        startModifyDecks(g);
        return;
    }
    g.draft.order = draftOrder(g, false);
}

void requireTurn(const GameState& g, int seat) {
    ENCARDE_REQUIRE(g.draft.dealt, "R32", std::string("the ") + (g.phase == Phase::DrawTarots ? "Tarots" : "Jokers") +
                                      " must be dealt first (deal_tarots / deal_jokers)");
    const int current = currentDrafter(g);
    ENCARDE_REQUIRE(seat == current, "R30", "it is " + g.players[current].name + "'s turn to choose");
}

int takeFromPool(GameState& g, int card, const std::string& name) {
    auto& pool = g.draft.pool;
    const auto it = std::find(pool.begin(), pool.end(), card);
    ENCARDE_REQUIRE(it != pool.end(), "R36", name + " is not among the dealt cards");
    pool.erase(it);
    return card;
}

QJsonObject dealCards(GameState& g, const QJsonObject& a) {
    ENCARDE_REQUIRE(!g.draft.dealt, "R32", "the cards of this draft are already dealt");
    const bool tarots = g.phase == Phase::DrawTarots;
    CardSet& deck = tarots ? g.tarotDeck : g.jokerDeck;
    const int expected = std::min(static_cast<int>(g.players.size()) + 1, countOf(deck));
    const QJsonArray cards = a.value(QLatin1String(tarots ? "tarots" : "jokers")).toArray();
    ENCARDE_REQUIRE(cards.size() == expected, "R35",
            std::string("deal ") + to_string(expected) + (tarots ? " Tarots" : " Jokers") + " (players + 1, or what is left), not " +
                to_string(cards.size()));
    std::vector<int> pool;
    for (const auto& v : cards) {
        QJsonObject one{{QStringLiteral("card"), v}};
        // A dealt Business Suit has no suit yet: it is chosen when taken (R18).
        const int id = tarots ? static_cast<int>(readTarot(one, "card")) : static_cast<int>(*readOptionalJoker(one, "card"));
        const std::string name = v.toString().toStdString();
        ENCARDE_REQUIRE(deck & cardBit(id), "R36", name + (tarots ? " is not in the Tarot deck" : " is not in the Joker deck"));
        deck &= ~cardBit(id);
        pool.push_back(id);
    }
    g.draft.pool = pool;
    g.draft.dealt = true;
    return {};
}

QJsonObject takeTarot(GameState& g, PlayerState& p, const QJsonObject& a, bool replace) {
    const Tarot t = readTarot(a, "tarot");
    if (replace) {
        ENCARDE_REQUIRE(!onExtraTurn(g), "", "Cartomancer's last card may be taken, played or passed, not swapped");
        const Tarot give = readTarot(a, "give");
        const auto held = std::find(p.tarots.begin(), p.tarots.end(), give);
        ENCARDE_REQUIRE(held != p.tarots.end(), "R36", p.name + " does not hold " + std::string(tarotName(give)));
        takeFromPool(g, static_cast<int>(t), std::string(tarotName(t)));
        *held = t;
        g.draft.pool.push_back(static_cast<int>(give));  // the replaced Tarot joins the dealt ones (rulebook)
    } else {
        ENCARDE_REQUIRE(hasFreeTarotSlot(p), "R35",
                p.name + "'s Tarot slots are full (" + to_string(tarotSlots(p.jokers)) + "): replace one instead");
        takeFromPool(g, static_cast<int>(t), std::string(tarotName(t)));
        p.tarots.push_back(t);
    }
    return {};
}

QJsonObject takeJoker(GameState& g, PlayerState& p, const QJsonObject& a, bool replace) {
    const JokerCard j = readJoker(a, "joker");
    std::optional<Joker> give;
    if (replace) {
        give = readOptionalJoker(a, "give");
        ENCARDE_REQUIRE(give.has_value(), "", "replace_joker needs 'give': the Joker to discard");
    }
    takeFromPool(g, static_cast<int>(j.joker), std::string(jokerName(j.joker)));
    gainJoker(g, p, j, give);
    return {};
}
}  // namespace

int currentDrafter(const GameState& g) {
    return g.draft.turn < static_cast<int>(g.draft.order.size()) ? g.draft.order[g.draft.turn] : -1;
}

void startDrawTarots(GameState& g) {
    g.phase = Phase::DrawTarots;
    g.draft = DraftState{};
    if (g.tarotDeck == 0) {
        endDraft(g);
        return;
    }
    g.draft.order = draftOrder(g, true);
}

void advanceDraft(GameState& g) {
    g.draft.anyChosen = true;
    ++g.draft.turn;
    if (g.draft.turn == static_cast<int>(g.draft.order.size()) && !g.draft.extraTurnGiven) {
        g.draft.extraTurnGiven = true;
        const int holder = extraTurnHolder(g);
        if (holder >= 0 && !g.draft.pool.empty()) g.draft.order.push_back(holder);
    }
    if (g.draft.turn >= static_cast<int>(g.draft.order.size())) endDraft(g);
}

QJsonObject applyDraftAction(GameState& g, int seat, const QString& type, const QJsonObject& a) {
    if (type == QLatin1String("deal_tarots") || type == QLatin1String("deal_jokers")) return dealCards(g, a);
    requireTurn(g, seat);
    PlayerState& p = g.players[seat];
    QJsonObject details;
    if (type == QLatin1String("take_tarot")) details = takeTarot(g, p, a, false);
    else if (type == QLatin1String("replace_tarot")) details = takeTarot(g, p, a, true);
    else if (type == QLatin1String("take_joker")) details = takeJoker(g, p, a, false);
    else if (type == QLatin1String("replace_joker")) details = takeJoker(g, p, a, true);  // Jokeamancer may replace too
    else if (type != QLatin1String("pass")) refuse("", "unknown action type '" + type.toStdString() + "'");
    advanceDraft(g);
    return details;
}

}  // namespace encarde::rules
