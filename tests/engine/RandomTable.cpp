#include "RandomTable.h"

#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace encarde::test {

namespace {
QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
QString cardName(Card c) { return QString::fromStdString(cardText(c)); }

std::vector<Card> expand(const CardCounts& counts) {
    std::vector<Card> out;
    for (int i = 0; i < 52; ++i)
        for (int k = 0; k < counts.count[i]; ++k) out.push_back(Card::fromIndex(i));
    return out;
}

template <class Rng>
std::vector<Card> sample(std::vector<Card> from, int n, Rng& rng) {
    std::shuffle(from.begin(), from.end(), rng);
    from.resize(std::min<size_t>(from.size(), static_cast<size_t>(std::max(n, 0))));
    return from;
}

QJsonArray cardsArray(const std::vector<Card>& cards) {
    QJsonArray out;
    for (const auto& c : cards) out.append(cardName(c));
    return out;
}

std::vector<int> setMembers(CardSet s) {
    std::vector<int> out;
    for (int i = 0; i < 32; ++i)
        if (s & cardBit(i)) out.push_back(i);
    return out;
}

QJsonObject action(const QString& type, const PlayerState* p) {
    QJsonObject a{{QStringLiteral("type"), type}};
    if (p) a[QStringLiteral("player")] = QString::fromStdString(p->name);
    return a;
}

bool contains(const std::vector<std::string>& list, const char* item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}
}  // namespace

QJsonObject RandomTable::tarotPlay(const GameEngine& engine, int seat, bool fromPool, int poolTarot) {
    const GameState& g = engine.state();
    const PlayerState& p = g.players[seat];
    Tarot played;
    if (fromPool) {
        played = static_cast<Tarot>(poolTarot);
    } else {
        if (p.tarots.empty()) return {};
        played = p.tarots[below(static_cast<int>(p.tarots.size()))];
    }
    QJsonObject a = action(QStringLiteral("play_tarot"), &p);
    a[QStringLiteral("tarot")] = qs(tarotName(played));
    if (fromPool) a[QStringLiteral("from")] = QStringLiteral("pool");
    Tarot effective = played;
    if (played == Tarot::Fool) {
        std::vector<Tarot> held;
        for (const auto& q : g.players)
            for (auto t : q.tarots)
                if (t != Tarot::Fool) held.push_back(t);
        if (held.empty()) return a;  // refused: nothing to copy
        effective = held[below(static_cast<int>(held.size()))];
        a[QStringLiteral("copy")] = qs(tarotName(effective));
    }
    const auto reserve = expand(p.reserve);
    auto jokerList = [&](CardSet from, int n) {
        QJsonArray out;
        auto members = setMembers(from);
        std::shuffle(members.begin(), members.end(), rng_);
        for (int i = 0; i < std::min<int>(n, static_cast<int>(members.size())); ++i) out.append(qs(jokerName(static_cast<Joker>(members[i]))));
        return out;
    };
    auto giveIfFull = [&](QJsonObject& act) {
        if (p.jokers.count > 0 && (chance(0.3) || jokerSlotsUsed(p.jokers) >= jokerSlots(p.jokers)))
            act[QStringLiteral("give")] = qs(jokerName(p.jokers.cards[below(p.jokers.count)].joker));
        act[QStringLiteral("suit")] = QString(QLatin1Char("SHDC"[below(4)]));
    };
    switch (effective) {
    case Tarot::Magician:
        if (!reserve.empty()) a[QStringLiteral("card")] = cardName(reserve[below(static_cast<int>(reserve.size()))]);
        break;
    case Tarot::HighPriestess: {
        const auto drawn = sample(reserve, 5, rng_);
        a[QStringLiteral("drawn")] = cardsArray(drawn);
        a[QStringLiteral("cards")] = cardsArray(sample(drawn, 2, rng_));
        break;
    }
    case Tarot::Emperor: {
        QJsonArray drawn;
        auto members = setMembers(g.tarotDeck);
        std::shuffle(members.begin(), members.end(), rng_);
        const int room = tarotSlots(p.jokers) - static_cast<int>(p.tarots.size()) + (fromPool ? 0 : 1);
        for (int i = 0; i < std::min({2, room, static_cast<int>(members.size())}); ++i)
            drawn.append(qs(tarotName(static_cast<Tarot>(members[i]))));
        a[QStringLiteral("tarots")] = drawn;
        break;
    }
    case Tarot::WheelOfFortune:
    case Tarot::Judgment: {
        const QJsonArray drawn = jokerList(g.jokerDeck, effective == Tarot::Judgment ? 1 : 4);
        a[QStringLiteral("jokers")] = drawn;
        if (!drawn.isEmpty() && (effective == Tarot::WheelOfFortune || chance(0.6))) {
            a[QStringLiteral("take")] = drawn[below(static_cast<int>(drawn.size()))];
            giveIfFull(a);
        }
        break;
    }
    case Tarot::HangedMan:
        a[QStringLiteral("cards")] = cardsArray(sample(p.hand, 1 + below(3), rng_));
        break;
    case Tarot::Death: {
        std::vector<Card> candidates;
        for (auto c : p.hand)
            if (p.reserve.of(c) > 0) candidates.push_back(c);
        if (!candidates.empty()) a[QStringLiteral("card")] = cardName(candidates[below(static_cast<int>(candidates.size()))]);
        else if (!p.hand.empty()) a[QStringLiteral("card")] = cardName(p.hand[0]);  // refused: not consumed
        break;
    }
    case Tarot::Temperance:
        a[QStringLiteral("cards")] = cardsArray(sample(reserve, p.jokers.count, rng_));
        break;
    case Tarot::Devil:
        if (g.jokerDiscard) {
            const auto members = setMembers(g.jokerDiscard);
            a[QStringLiteral("joker")] = qs(jokerName(static_cast<Joker>(members[below(static_cast<int>(members.size()))])));
        }
        break;
    default: break;
    }
    return a;
}

QJsonObject RandomTable::nextAction(const GameEngine& engine) {
    const GameState& g = engine.state();
    const int n = static_cast<int>(g.players.size());
    std::vector<int> seats;
    for (int s = 0; s < n; ++s)
        if (!engine.legalActionTypes(s).empty()) seats.push_back(s);

    if ((g.phase == Phase::DrawTarots || g.phase == Phase::DrawJokers) && !g.draft.dealt) {
        const bool tarots = g.phase == Phase::DrawTarots;
        auto members = setMembers(tarots ? g.tarotDeck : g.jokerDeck);
        std::shuffle(members.begin(), members.end(), rng_);
        members.resize(std::min<size_t>(members.size(), static_cast<size_t>(n + 1)));
        QJsonArray dealt;
        for (int m : members) dealt.append(tarots ? qs(tarotName(static_cast<Tarot>(m))) : qs(jokerName(static_cast<Joker>(m))));
        QJsonObject a = action(tarots ? QStringLiteral("deal_tarots") : QStringLiteral("deal_jokers"), nullptr);
        a[tarots ? QStringLiteral("tarots") : QStringLiteral("jokers")] = dealt;
        return a;
    }
    if (seats.empty()) return action(QStringLiteral("pass"), nullptr);
    const int seat = seats[below(static_cast<int>(seats.size()))];
    const PlayerState& p = g.players[seat];
    const auto legal = engine.legalActionTypes(seat);

    if (contains(legal, "play_tarot") && chance(0.35)) {
        QJsonObject a = tarotPlay(engine, seat, false, 0);
        if (!a.isEmpty()) return a;
    }
    switch (g.phase) {
    case Phase::Deal: {
        if (!p.dealt) {
            QJsonObject a = action(QStringLiteral("deal"), &p);
            a[QStringLiteral("cards")] = cardsArray(sample(expand(p.active), handLimit(p.jokers), rng_));
            return a;
        }
        QJsonObject a = action(QStringLiteral("card_printer"), &p);
        const auto reserve = expand(p.reserve);
        a[QStringLiteral("card")] = cardName(reserve[below(static_cast<int>(reserve.size()))]);
        return a;
    }
    case Phase::Discard: {
        if (!contains(legal, "discard") || chance(0.15)) return action(QStringLiteral("stand"), &p);
        const auto discarded = sample(p.hand, below(discardLimitPerRound(p.jokers) + 1), rng_);
        CardCounts active = p.active;
        const int handAfter = static_cast<int>(p.hand.size() - discarded.size());
        QJsonObject a = action(QStringLiteral("discard"), &p);
        a[QStringLiteral("cards")] = cardsArray(discarded);
        a[QStringLiteral("draw")] = cardsArray(sample(expand(active), std::max(0, handLimit(p.jokers) - handAfter), rng_));
        return a;
    }
    case Phase::LockIn: {
        if (p.jokers.count > 1 && chance(0.2)) {
            QJsonArray order;
            std::vector<JokerCard> js(p.jokers.begin(), p.jokers.end());
            std::shuffle(js.begin(), js.end(), rng_);
            for (const auto& j : js) order.append(qs(jokerName(j.joker)));
            QJsonObject a = action(QStringLiteral("arrange_jokers"), &p);
            a[QStringLiteral("order")] = order;
            return a;
        }
        auto cards = sample(p.hand, 1 + below(5), rng_);
        QJsonArray played;
        TokenCounts left = p.tokens;
        TokenCounts must = p.mustPlace;
        for (const auto& c : cards) {
            Token t = Token::None;
            for (int k = 1; k <= kTokenKindCount && t == Token::None; ++k)
                if (must[k] > 0 && left[k] > 0) t = static_cast<Token>(k);
            if (t == Token::None && chance(0.3))
                for (int k = 1; k <= kTokenKindCount && t == Token::None; ++k)
                    if (left[k] > 0) t = static_cast<Token>(k);
            if (t != Token::None) {
                --left[static_cast<int>(t)];
                must[static_cast<int>(t)] = std::max(0, must[static_cast<int>(t)] - 1);
            }
            played.append(QString::fromStdString(playedCardText(PlayedCard{c, t})));
        }
        QJsonObject a = action(QStringLiteral("lock_in"), &p);
        a[QStringLiteral("cards")] = played;
        return a;
    }
    case Phase::Reveal: {
        QJsonObject a = action(QStringLiteral("reveal"), &p);
        if (p.jokers.has(Joker::GrinningCoin)) {
            int tails = 0;
            while (chance(0.5) && tails < 6) ++tails;
            a[QStringLiteral("coin")] = tails;
        }
        QJsonArray flips;
        for (const auto& c : p.played)
            if (c.token == Token::Glass) flips.append(chance(0.5) ? QStringLiteral("H") : QStringLiteral("T"));
        a[QStringLiteral("justice")] = flips;
        return a;
    }
    case Phase::DrawTarots:
    case Phase::DrawJokers: {
        const bool tarots = g.phase == Phase::DrawTarots;
        if (g.draft.turn >= static_cast<int>(g.draft.order.size()) || g.draft.order[g.draft.turn] != seat) return action(QStringLiteral("pass"), &p);  // refused: not their turn
        const int pick = g.draft.pool.empty() ? -1 : g.draft.pool[below(static_cast<int>(g.draft.pool.size()))];
        const double roll = std::uniform_real_distribution<double>(0, 1)(rng_);
        if (pick < 0 || roll < 0.2) return action(QStringLiteral("pass"), &p);
        if (tarots) {
            if (roll < 0.35) return tarotPlay(engine, seat, true, pick);
            QJsonObject a = action(contains(legal, "take_tarot") || p.tarots.empty() ? QStringLiteral("take_tarot")
                                                                                    : QStringLiteral("replace_tarot"),
                                   &p);
            a[QStringLiteral("tarot")] = qs(tarotName(static_cast<Tarot>(pick)));
            if (!p.tarots.empty()) a[QStringLiteral("give")] = qs(tarotName(p.tarots[below(static_cast<int>(p.tarots.size()))]));
            return a;
        }
        const bool full = jokerSlotsUsed(p.jokers) >= jokerSlots(p.jokers) || p.jokers.count >= kMaxJokers - 1;
        QJsonObject a = action(full || (p.jokers.count > 0 && roll < 0.4) ? QStringLiteral("replace_joker") : QStringLiteral("take_joker"), &p);
        a[QStringLiteral("joker")] = qs(jokerName(static_cast<Joker>(pick)));
        a[QStringLiteral("suit")] = QString(QLatin1Char("SHDC"[below(4)]));
        if (p.jokers.count > 0) a[QStringLiteral("give")] = qs(jokerName(p.jokers.cards[below(p.jokers.count)].joker));
        return a;
    }
    case Phase::ModifyDecks: {
        const int option = below(4);
        if (option == 0 && p.active.total > 20) {
            QJsonObject a = action(QStringLiteral("exchange_cards"), &p);
            a[QStringLiteral("give")] = cardsArray(sample(expand(p.active), 2, rng_));
            const auto reserve = expand(p.reserve);
            a[QStringLiteral("take")] = cardName(reserve[below(static_cast<int>(reserve.size()))]);
            return a;
        }
        if (option == 1 && p.active.total > 20) {
            QJsonObject a = action(QStringLiteral("remove_card"), &p);
            a[QStringLiteral("card")] = cardName(sample(expand(p.active), 1, rng_)[0]);
            return a;
        }
        if (option == 2 && p.reserve.total > 0) {
            QJsonObject a = action(QStringLiteral("add_from_reserve"), &p);
            const auto drawn = sample(expand(p.reserve), 4, rng_);
            a[QStringLiteral("drawn")] = cardsArray(drawn);
            a[QStringLiteral("card")] = cardName(drawn[below(static_cast<int>(drawn.size()))]);
            return a;
        }
        return action(QStringLiteral("pass"), &p);
    }
    case Phase::GameOver: break;
    }
    return action(QStringLiteral("pass"), &p);
}

std::string checkInvariants(const GameState& g) {
    const int n = static_cast<int>(g.players.size());
    int chips = g.chipSupply;
    CardSet tarotsSeen = g.tarotDeck;
    int tarotCount = std::popcount(g.tarotDeck) + std::popcount(g.tarotDiscard);
    tarotsSeen |= g.tarotDiscard;
    CardSet jokersSeen = g.jokerDeck | g.jokerDiscard;
    int jokerCount = std::popcount(g.jokerDeck) + std::popcount(g.jokerDiscard);
    if (g.draft.dealt)
        for (int c : g.draft.pool) {
            if (g.phase == Phase::DrawTarots) tarotsSeen |= cardBit(c), ++tarotCount;
            else jokersSeen |= cardBit(c), ++jokerCount;
        }
    for (const auto& p : g.players) {
        chips += p.chips;
        // Every one of the player's 104 cards is somewhere, each face exactly twice (R36).
        std::array<int, 52> faces{};
        for (int i = 0; i < 52; ++i) faces[i] = p.active.count[i] + p.reserve.count[i];
        for (auto c : p.hand) ++faces[c.index()];
        for (auto c : p.discards) ++faces[c.index()];
        for (const auto& c : p.played) ++faces[c.card.index()];
        for (int i = 0; i < 52; ++i)
            if (faces[i] != 2) return p.name + " has " + std::to_string(faces[i]) + " of " + cardText(Card::fromIndex(i));
        if (p.cardsOwned() != 104) return p.name + " owns " + std::to_string(p.cardsOwned()) + " cards";
        for (auto t : p.tarots) tarotsSeen |= cardBit(static_cast<int>(t)), ++tarotCount;
        for (const auto& j : p.jokers) jokersSeen |= cardBit(static_cast<int>(j.joker)), ++jokerCount;
        if (jokerSlotsUsed(p.jokers) > jokerSlots(p.jokers)) return p.name + " holds too many Jokers";
        for (int k = 0; k <= kTokenKindCount; ++k)
            if (p.tokens[k] < 0) return p.name + " holds a negative token count";
    }
    if (chips != 2 * n + 1) return "chips not conserved: " + std::to_string(chips);
    if (tarotCount != kTarotCount || tarotsSeen != cardBit(kTarotCount) - 1) return "Tarots not all accounted for";
    if (jokerCount != kJokerCount || jokersSeen != cardBit(kJokerCount) - 1) return "Jokers not all accounted for";
    if (g.phase == Phase::GameOver) {
        int winners = 0;
        for (int s = 0; s < n; ++s)
            if (g.players[s].chips >= 3) ++winners;
        if (g.winner < 0 || g.players[g.winner].chips < 3) return "game over without a winner holding three chips";
        for (int s = 0; s < n; ++s)
            if (s != g.winner && g.players[s].chips >= g.players[g.winner].chips) return "the winner does not lead alone";
    }
    return {};
}

}  // namespace encarde::test
