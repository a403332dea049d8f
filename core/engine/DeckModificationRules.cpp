// Modify Decks between Antes: the rulebook's four options, each player once (R36 for every card).
#include "EngineRules.h"

#include <algorithm>

namespace encarde::rules {

namespace {
using std::to_string;

QJsonObject exchangeCards(PlayerState& p, const QJsonObject& a) {
    // Two random Active cards (recorded as drawn at the table) for one chosen Reserve card; the
    // chosen card must be in the Reserve before the two arrive.
    ENCARDE_REQUIRE(p.active.total >= 2, "R36", p.name + "'s Active deck has fewer than two cards to exchange");
    const auto give = readCards(a, "give");
    ENCARDE_REQUIRE(give.size() == 2, "", "exchange_cards gives exactly two random Active cards, not " + to_string(give.size()));
    const Card take = readCard(a, "take");
    takeFromCounts(p.reserve, {take}, p.name, "Reserve deck");
    takeFromCounts(p.active, give, p.name, "Active deck");
    for (const auto& c : give) p.reserve.add(c);
    p.active.add(take);
    return {};
}

QJsonObject removeCard(PlayerState& p, const QJsonObject& a) {
    const Card c = readCard(a, "card");
    takeFromCounts(p.active, {c}, p.name, "Active deck");
    p.reserve.add(c);
    return {};
}

QJsonObject addFromReserve(PlayerState& p, const QJsonObject& a) {
    const auto drawn = readDrawnFromReserve(p, a, 4);
    const Card chosen = readCard(a, "card");
    requireSubset({chosen}, drawn, "", "the four cards drawn");
    p.reserve.remove(chosen);
    p.active.add(chosen);
    return {};
}
}  // namespace

QJsonObject applyDeckModification(GameState& g, int seat, const QString& type, const QJsonObject& a) {
    PlayerState& p = g.players[seat];
    ENCARDE_REQUIRE(!p.deckModified, "R32", p.name + " has already modified their deck this time");
    QJsonObject details;
    if (type == QLatin1String("exchange_cards")) details = exchangeCards(p, a);
    else if (type == QLatin1String("remove_card")) details = removeCard(p, a);
    else if (type == QLatin1String("add_from_reserve")) details = addFromReserve(p, a);
    else if (type != QLatin1String("pass")) refuse("", "unknown action type '" + type.toStdString() + "'");
    p.deckModified = true;
    if (std::all_of(g.players.begin(), g.players.end(), [](const PlayerState& q) { return q.deckModified; })) startAnte(g);
    return details;
}

}  // namespace encarde::rules
