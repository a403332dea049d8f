// What the engine answers about the game: the state as JSON and who may do what now.
#include "GameEngine.h"

#include "EngineRules.h"

#include <algorithm>

namespace encarde {

namespace {
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QJsonArray countsJson(const CardCounts& counts) {
    QJsonArray out;
    for (int i = 0; i < 52; ++i)
        for (int k = 0; k < counts.count[i]; ++k) out.append(qs(cardText(Card::fromIndex(i))));
    return out;
}

QJsonArray tarotSetJson(CardSet set) {
    QJsonArray out;
    for (int i = 0; i < kTarotCount; ++i)
        if (set & cardBit(i)) out.append(qs(tarotName(static_cast<Tarot>(i))));
    return out;
}

QJsonArray jokerSetJson(CardSet set) {
    QJsonArray out;
    for (int i = 0; i < kJokerCount; ++i)
        if (set & cardBit(i)) out.append(qs(jokerName(static_cast<Joker>(i))));
    return out;
}

QJsonObject playerJson(const PlayerState& p, int seat) {
    QJsonArray jokers, tarots, played, scores, types;
    for (const auto& j : p.jokers) jokers.append(QString::fromStdString(jokerCardText(j)));
    for (auto t : p.tarots) tarots.append(qs(tarotName(t)));
    for (const auto& c : p.played) played.append(QString::fromStdString(playedCardText(c)));
    for (auto s : p.scores) scores.append(static_cast<qint64>(s));
    for (int t = 0; t < kHandTypeCount; ++t)
        if (p.typesScored & handTypeBit(static_cast<HandType>(t))) types.append(qs(handTypeName(static_cast<HandType>(t))));
    QJsonObject tokens;
    for (int k = 1; k <= kTokenKindCount; ++k)
        if (p.tokens[k] > 0) tokens[qs(tokenName(static_cast<Token>(k)))] = p.tokens[k];
    QJsonObject o{{QStringLiteral("name"), QString::fromStdString(p.name)},
                  {QStringLiteral("seat"), seat},
                  {QStringLiteral("chips"), p.chips},
                  {QStringLiteral("jokers"), jokers},
                  {QStringLiteral("tarots"), tarots},
                  {QStringLiteral("tokens"), tokens},
                  {QStringLiteral("hand"), rules::cardsJson(p.hand)},
                  {QStringLiteral("discards"), rules::cardsJson(p.discards)},
                  {QStringLiteral("played"), played},
                  {QStringLiteral("hidden_in_hand"), p.hiddenInHand},
                  {QStringLiteral("hand_count"), p.handCount()},
                  {QStringLiteral("active_count"), p.drawPile()},
                  {QStringLiteral("reserve_count"), p.reserve.total},
                  {QStringLiteral("active_cards"), countsJson(p.active)},
                  {QStringLiteral("reserve_cards"), countsJson(p.reserve)},
                  {QStringLiteral("hand_limit"), handLimit(p.jokers)},
                  {QStringLiteral("discard_limit"), discardLimitPerRound(p.jokers)},
                  {QStringLiteral("tarot_slots"), tarotSlots(p.jokers)},
                  {QStringLiteral("joker_slots"), jokerSlots(p.jokers)},
                  {QStringLiteral("scores"), scores},
                  {QStringLiteral("hand_types_scored"), types},
                  {QStringLiteral("locked_in"), p.locked},
                  {QStringLiteral("standing"), p.standing}};
    if (p.result) o[QStringLiteral("score")] = static_cast<qint64>(p.result->score);
    return o;
}
}  // namespace

std::vector<std::string> GameEngine::legalActionTypes(int seat) const {
    const GameState& g = state_;
    const PlayerState& p = g.players[seat];
    std::vector<std::string> out;
    auto tarotPlayable = [&] {
        for (auto t : p.tarots) {
            if (t != Tarot::Fool) {
                if (rules::tarotTimingAllows(g, seat, t, false, nullptr)) return true;
                continue;
            }
            for (const auto& q : g.players)
                for (auto other : q.tarots)
                    if (other != Tarot::Fool && rules::tarotTimingAllows(g, seat, other, false, nullptr)) return true;
        }
        return false;
    };
    switch (g.phase) {
    case Phase::Deal:
        if (!p.dealt) out.push_back("deal");
        else if (!p.printerDone) out.push_back("card_printer");
        break;
    case Phase::Discard:
        if (!p.standing && p.roundsActed < g.discardRound) out.insert(out.end(), {"discard", "pass"});
        if (!p.standing) out.push_back("stand");
        break;
    case Phase::LockIn:
        if (!p.locked) {
            if (p.jokers.count > 1) out.push_back("arrange_jokers");
            out.push_back("lock_in");
        }
        break;
    case Phase::Reveal: {
        int next = 0;
        while (g.players[next].revealed) ++next;
        if (next == seat) out.push_back("reveal");
        break;
    }
    case Phase::DrawTarots:
    case Phase::DrawJokers:
        if (g.draft.dealt && rules::currentDrafter(g) == seat) {
            const bool tarots = g.phase == Phase::DrawTarots;
            const bool extraTurn = g.draft.extraTurnGiven && g.draft.turn == static_cast<int>(g.players.size());
            const bool cardsLeft = !g.draft.pool.empty();
            if (tarots) {
                if (cardsLeft && rules::hasFreeTarotSlot(p)) out.push_back("take_tarot");
                if (cardsLeft && !p.tarots.empty() && !extraTurn) out.push_back("replace_tarot");
            } else {
                if (cardsLeft) out.push_back("take_joker");
                if (cardsLeft && p.jokers.count > 0) out.push_back("replace_joker");
            }
            out.push_back("pass");
        }
        break;
    case Phase::ModifyDecks:
        if (!p.deckModified) out.insert(out.end(), {"exchange_cards", "remove_card", "add_from_reserve", "pass"});
        break;
    case Phase::GameOver: break;
    }
    if (phaseAccepts(g.phase, "play_tarot") && tarotPlayable()) out.push_back("play_tarot");
    return out;
}

QJsonArray GameEngine::legalActions() const {
    QJsonArray out;
    if (!started()) return out;
    const GameState& g = state_;
    if ((g.phase == Phase::DrawTarots || g.phase == Phase::DrawJokers) && !g.draft.dealt)
        out.append(QJsonObject{{QStringLiteral("player"), QJsonValue()},
                               {QStringLiteral("actions"),
                                QJsonArray{g.phase == Phase::DrawTarots ? QStringLiteral("deal_tarots") : QStringLiteral("deal_jokers")}}});
    for (size_t s = 0; s < g.players.size(); ++s) {
        const auto types = legalActionTypes(static_cast<int>(s));
        if (types.empty()) continue;
        QJsonArray list;
        for (const auto& t : types) list.append(QString::fromStdString(t));
        out.append(QJsonObject{{QStringLiteral("player"), QString::fromStdString(g.players[s].name)}, {QStringLiteral("actions"), list}});
    }
    return out;
}

QJsonObject GameEngine::stateJson() const {
    const GameState& g = state_;
    QJsonArray players;
    for (size_t s = 0; s < g.players.size(); ++s) players.append(playerJson(g.players[s], static_cast<int>(s)));
    QJsonObject o{{QStringLiteral("phase"), qs(phaseName(g.phase))},
                  {QStringLiteral("phase_title"), qs(phaseSpec(g.phase).title)},
                  {QStringLiteral("ante"), g.ante},
                  {QStringLiteral("chip_supply"), g.chipSupply},
                  {QStringLiteral("players"), players},
                  {QStringLiteral("tarot_deck"), tarotSetJson(g.tarotDeck)},
                  {QStringLiteral("tarot_discard"), tarotSetJson(g.tarotDiscard)},
                  {QStringLiteral("joker_deck"), jokerSetJson(g.jokerDeck)},
                  {QStringLiteral("joker_discard"), jokerSetJson(g.jokerDiscard)},
                  {QStringLiteral("house"),
                   QJsonObject{{QStringLiteral("ties"), g.house.tiesShareChip ? QStringLiteral("share") : QStringLiteral("no_chip")},
                               {QStringLiteral("mystic_summit"), g.house.mysticSummitThreshold}}},
                  {QStringLiteral("legal"), legalActions()},
                  {QStringLiteral("actions_recorded"), static_cast<int>(actions_.size())}};
    if (g.phase == Phase::Discard) o[QStringLiteral("discard_round")] = g.discardRound;
    if (g.phase == Phase::DrawTarots || g.phase == Phase::DrawJokers) {
        const bool tarots = g.phase == Phase::DrawTarots;
        QJsonArray pool, order;
        for (int c : g.draft.pool) pool.append(tarots ? qs(tarotName(static_cast<Tarot>(c))) : qs(jokerName(static_cast<Joker>(c))));
        for (int s : g.draft.order) order.append(QString::fromStdString(g.players[s].name));
        const int current = rules::currentDrafter(g);
        o[QStringLiteral("draft")] = QJsonObject{
            {QStringLiteral("dealt"), g.draft.dealt},
            {QStringLiteral("pool"), pool},
            {QStringLiteral("order"), order},
            {QStringLiteral("turn"), current >= 0 ? QJsonValue(QString::fromStdString(g.players[current].name)) : QJsonValue()}};
    }
    QJsonArray antes;  // the scores so far, Ante by Ante
    for (const auto& record : g.antes) {
        QJsonObject scores;
        QJsonArray takers;
        for (size_t s = 0; s < g.players.size(); ++s)
            scores[QString::fromStdString(g.players[s].name)] = static_cast<qint64>(record.scores[s]);
        for (int s : record.chipTakers) takers.append(QString::fromStdString(g.players[s].name));
        antes.append(QJsonObject{{QStringLiteral("ante"), record.ante}, {QStringLiteral("scores"), scores}, {QStringLiteral("chip_to"), takers}});
    }
    o[QStringLiteral("antes")] = antes;
    if (g.winner >= 0) o[QStringLiteral("winner")] = QString::fromStdString(g.players[g.winner].name);
    return o;
}

}  // namespace encarde
