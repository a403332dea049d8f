// The Ante: deal, Card Printer, discard rounds, Lock In, reveal and the chip (R28-R32, R35, R36).
#include "CoinFlips.h"
#include "EngineRules.h"
#include "ScoreJson.h"

#include <QJsonArray>

#include <algorithm>

namespace encarde::rules {

namespace {
using std::to_string;

bool allPlayers(const GameState& g, auto pred) { return std::all_of(g.players.begin(), g.players.end(), pred); }

QJsonObject deal(GameState& g, PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(!p.dealt, "R32", p.name + "'s hand is already dealt this Ante");
    const int expected = std::min(handLimit(p.jokers), p.drawPile());
    if (a.contains(QStringLiteral("count")) && !a.contains(QStringLiteral("cards"))) {
        // A hidden deal: the cards stay secret in the unrevealed pool until shown (R36).
        const int count = a.value(QStringLiteral("count")).toInt(-1);
        ENCARDE_REQUIRE(count == expected, "R35",
                p.name + " is dealt up to the hand limit: " + to_string(expected) + " cards, not " + to_string(count));
        p.hand.clear();
        p.hiddenInHand = count;
        p.hiddenDeal = true;
    } else {
        const auto cards = readCards(a, "cards");
        ENCARDE_REQUIRE(static_cast<int>(cards.size()) == expected, "R35",
                p.name + " is dealt up to the hand limit: " + to_string(expected) + " cards, not " + to_string(cards.size()));
        takeFromCounts(p.active, cards, p.name, "Active deck");
        p.hand = cards;
        p.hiddenDeal = false;
    }
    p.dealt = true;
    p.printerDone = !p.jokers.has(Joker::CardPrinter) || p.reserve.total == 0;
    advanceAfterDeal(g);
    return {};
}

QJsonObject cardPrinter(GameState& g, PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(p.jokers.has(Joker::CardPrinter), "", p.name + " does not hold Card Printer");
    ENCARDE_REQUIRE(p.dealt, "R32", p.name + "'s hand must be dealt before Card Printer's pick");
    ENCARDE_REQUIRE(!p.printerDone, "", p.name + " has already taken Card Printer's card this Ante");
    const Card c = readCard(a, "card");
    takeFromCounts(p.reserve, {c}, p.name, "Reserve deck");
    p.hand.push_back(c);  // may exceed the hand limit (Appendix J)
    p.printerDone = true;
    advanceAfterDeal(g);
    return {};
}

QJsonObject discard(GameState& g, PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(!p.standing, "R32", p.name + " has stopped discarding this Ante");
    ENCARDE_REQUIRE(p.roundsActed < g.discardRound, "R35",
            p.name + " has already acted in discard round " + to_string(g.discardRound));
    const auto cards = readCards(a, "cards", false);
    const int limit = discardLimitPerRound(p.jokers);
    ENCARDE_REQUIRE(static_cast<int>(cards.size()) <= limit, "R35",
            "at most " + to_string(limit) + " cards per discard round, not " + to_string(cards.size()));
    takeFromHand(p, cards);
    p.discards.insert(p.discards.end(), cards.begin(), cards.end());
    const int expected = std::min(std::max(0, handLimit(p.jokers) - p.handCount()), p.drawPile());
    if (p.hiddenDeal && !a.contains(QStringLiteral("draw"))) {
        p.hiddenInHand += expected;  // drawn face down: they stay in the unrevealed pool
    } else {
        const auto drawn = readCards(a, "draw", expected > 0);
        ENCARDE_REQUIRE(static_cast<int>(drawn.size()) == expected, "R35",
                p.name + " draws back up to the hand limit of " + to_string(handLimit(p.jokers)) + ": " +
                    to_string(expected) + " cards, not " + to_string(drawn.size()));
        CardCounts undrawn = p.active;  // a hidden hand card cannot be drawn again
        takeFromCounts(undrawn, drawn, p.name, "Active deck");
        ENCARDE_REQUIRE(undrawn.total >= p.hiddenInHand, "R36", p.name + "'s Active deck has too few cards left");
        takeFromCounts(p.active, drawn, p.name, "Active deck");
        p.hand.insert(p.hand.end(), drawn.begin(), drawn.end());
    }
    p.roundsActed = g.discardRound;
    QJsonObject details{{QStringLiteral("round"), g.discardRound},
                        {QStringLiteral("discarded_this_ante"), static_cast<int>(p.discards.size())}};
    advanceDiscardRound(g);
    return details;
}

QJsonObject stand(GameState& g, PlayerState& p) {
    ENCARDE_REQUIRE(!p.standing, "", p.name + " already stands");
    p.standing = true;
    advanceDiscardRound(g);
    return {};
}

QJsonObject arrangeJokers(PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(!p.locked, "R15", "Jokers may not be rearranged after Lock In");
    const QJsonArray order = a.value(QStringLiteral("order")).toArray();
    ENCARDE_REQUIRE(order.size() == p.jokers.count, "",
            "'order' must name each of " + p.name + "'s " + to_string(p.jokers.count) + " Jokers once");
    JokerLineup next;
    for (const auto& v : order) {
        // "Business Suit:H" as the state shows it is accepted too: the suit stays as chosen (R18).
        const auto j = parseJoker(v.toString().section(QLatin1Char(':'), 0, 0).toStdString());
        ENCARDE_REQUIRE(j.has_value(), "", "unknown Joker '" + v.toString().toStdString() + "'");
        ENCARDE_REQUIRE(p.jokers.has(*j) && !next.has(*j), "",
                "'order' must name each of " + p.name + "'s Jokers once: " + std::string(jokerName(*j)));
        for (const auto& held : p.jokers)
            if (held.joker == *j) next.add(held);
    }
    p.jokers = next;
    return {};
}

QJsonObject lockIn(GameState& g, PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(!p.locked, "", p.name + " has already locked in");
    const auto cards = readPlayedCards(a, "cards");
    ENCARDE_REQUIRE(!cards.empty() && cards.size() <= kMaxPlayedCards, "R35",
            "lock in 1 to 5 cards, not " + to_string(cards.size()));
    std::vector<Card> plain;
    TokenCounts placed{};
    for (const auto& c : cards) {
        plain.push_back(c.card);
        ++placed[static_cast<int>(c.token)];
    }
    takeFromHand(p, plain);
    for (int k = 1; k <= kTokenKindCount; ++k) {
        if (placed[k] <= p.tokens[k] && placed[k] >= p.mustPlace[k]) continue;
        const std::string kind(tokenName(static_cast<Token>(k)));
        ENCARDE_REQUIRE(placed[k] <= p.tokens[k], "R33",
                p.name + " holds " + to_string(p.tokens[k]) + " " + kind + " token(s), not " + to_string(placed[k]));
        refuse("R33", "a " + kind + " token from a Tarot played this Lock In must be placed on a card (Appendix B)");
    }
    for (int k = 1; k <= kTokenKindCount; ++k) p.tokens[k] -= placed[k];
    p.mustPlace = {};
    p.played = PlayedHand{};
    for (const auto& c : cards) p.played.add(c);
    p.locked = true;
    if (allPlayers(g, [](const PlayerState& q) { return q.locked; })) g.phase = Phase::Reveal;
    return {};
}

// Grinning Coin's flips (R22): a count of tails before the first head, or the flips as "TTH".
int readCoin(const QJsonObject& a) {
    const QJsonValue v = a.value(QStringLiteral("coin"));
    if (v.isDouble()) {
        ENCARDE_REQUIRE(v.toInt(-1) >= 0, "R22", "'coin' counts tails before the first head: 0 or more");
        return v.toInt();
    }
    const QString flips = v.toString();
    ENCARDE_REQUIRE(!flips.isEmpty(), "R22", "Grinning Coin needs its coin flips: add \"coin\": \"TTH\" (tails, tails, head) or a tail count");
    const CoinFlipsReading reading = readCoinFlips(flips.toStdString());
    ENCARDE_REQUIRE(reading.problem == CoinFlipsProblem::None && reading.tailsBeforeHead >= 0, "R22",
            "'coin' lists flips up to the first head, e.g. \"H\" or \"TTH\"");
    return reading.tailsBeforeHead;
}

// Baron with a hidden hand (R25): the player shows the Kings left in the unplayed hand, as
// "shown"; the ones not yet known leave the unrevealed pool (R36).
void showKings(PlayerState& p, const QJsonObject& a) {
    ENCARDE_REQUIRE(a.contains(QStringLiteral("shown")), "R25",
            "Baron counts the Kings in " + p.name + "'s unplayed hand: add \"shown\": the Kings shown (or [])");
    const auto shown = readCards(a, "shown");
    std::vector<Card> known = p.hand;
    for (const auto& c : shown) {
        ENCARDE_REQUIRE(c.rank == kKing, "R25", "only Kings are shown for Baron, not " + cardText(c));
        const auto it = std::find(known.begin(), known.end(), c);
        if (it != known.end()) {
            known.erase(it);
            continue;
        }
        revealFromPool(p, c);
        p.hand.push_back(c);
    }
}

QJsonObject reveal(GameState& g, int seat, PlayerState& p, const QJsonObject& a) {
    int next = 0;
    while (g.players[next].revealed) ++next;
    ENCARDE_REQUIRE(seat == next, "R32", "players reveal in seat order: " + g.players[next].name + " reveals next");

    if (p.jokers.has(Joker::Baron) && p.hiddenInHand > 0) showKings(p, a);
    const ScoreContext ctx = revealScoreContext(g, seat, p.jokers.has(Joker::GrinningCoin) ? readCoin(a) : -1);

    // Justice (Appendix B): after the hand a coin is flipped for each glass card; tails sends it to the Reserve.
    std::vector<int> glass;
    for (int i = 0; i < p.played.count; ++i)
        if (p.played.cards[i].token == Token::Glass) glass.push_back(i);
    const QJsonArray flips = a.value(QStringLiteral("justice")).toArray();
    ENCARDE_REQUIRE(flips.size() == static_cast<int>(glass.size()), "",
            "Justice needs one coin flip per glass card after the hand: add \"justice\": [\"H\" or \"T\", ...] (" +
                to_string(glass.size()) + " flips)");
    p.toReserveAfterHand.clear();
    for (size_t i = 0; i < glass.size(); ++i) {
        const QString f = flips[static_cast<int>(i)].toString().toUpper();
        ENCARDE_REQUIRE(f == QLatin1String("H") || f == QLatin1String("T") || f == QLatin1String("HEADS") || f == QLatin1String("TAILS"),
                "", "a Justice flip is \"H\" or \"T\"");
        if (f.startsWith(QLatin1Char('T'))) p.toReserveAfterHand.push_back(p.played.cards[glass[i]].card);
    }

    if (auto error = validateScoreInput(p.played, p.jokers, ctx)) refuse("", *error);
    ScoreBreakdown breakdown;
    p.result = scoreHand(p.played, p.jokers, ctx, &breakdown);
    p.revealed = true;
    QJsonObject details{{QStringLiteral("score"), scoreToJson(p.played, p.jokers, *p.result, &breakdown)}};
    if (allPlayers(g, [](const PlayerState& q) { return q.revealed; })) decideAnte(g, details);
    return details;
}

void endAnteCleanup(PlayerState& p) {
    // Between Antes (rulebook): hand, played hand and discards go back into the Active deck,
    // except a glass card whose Justice flip was tails, which goes to the Reserve.
    std::vector<Card> back = p.hand;
    back.insert(back.end(), p.discards.begin(), p.discards.end());
    for (const auto& c : p.played) back.push_back(c.card);
    for (const auto& c : p.toReserveAfterHand) {
        back.erase(std::find(back.begin(), back.end(), c));
        p.reserve.add(c);
    }
    for (const auto& c : back) p.active.add(c);
    p.hand.clear();
    p.hiddenInHand = 0;  // the hidden cards never left the Active deck's counts
    p.hiddenDeal = false;
    p.discards.clear();
    p.played = PlayedHand{};
    p.toReserveAfterHand.clear();
    for (int k = 1; k <= kTokenKindCount; ++k)
        if (!isKeptToken(static_cast<Token>(k))) p.tokens[k] = 0;
}
}  // namespace

void advanceAfterDeal(GameState& g) {
    if (allPlayers(g, [](const PlayerState& p) { return p.dealt && p.printerDone; })) {
        g.phase = Phase::Discard;
        g.discardRound = 1;
    }
}

void advanceDiscardRound(GameState& g) {
    for (;;) {
        const int round = g.discardRound;
        if (!allPlayers(g, [round](const PlayerState& p) { return p.standing || p.roundsActed >= round; })) return;
        if (round == 4 || allPlayers(g, [](const PlayerState& p) { return p.standing; })) {
            g.phase = Phase::LockIn;
            return;
        }
        ++g.discardRound;
    }
}

void decideAnte(GameState& g, QJsonObject& event) {
    const int n = static_cast<int>(g.players.size());
    AnteRecord record;
    record.ante = g.ante;
    for (const auto& p : g.players) {
        record.scores.push_back(p.result->score);
        record.handTypes.push_back(p.result->handType);
    }
    // R28: a Tiebreaker holder beats every other player with the same hand type, whatever the scores.
    std::vector<bool> beaten(n, false);
    for (int t = 0; t < n; ++t) {
        if (!g.players[t].jokers.has(Joker::Tiebreaker)) continue;
        for (int o = 0; o < n; ++o)
            if (o != t && record.handTypes[o] == record.handTypes[t]) beaten[o] = true;
    }
    std::int64_t best = -1;
    for (int s = 0; s < n; ++s)
        if (!beaten[s]) best = std::max(best, record.scores[s]);
    std::vector<int> top;
    for (int s = 0; s < n; ++s)
        if (!beaten[s] && record.scores[s] == best) top.push_back(s);
    // R29: a tie for the top gives no chip by default; under the house rule each tied player takes one
    // (while the chip supply lasts: if it cannot cover them all, nobody takes one — docs/rulings.md).
    if (top.size() == 1) record.chipTakers = top;
    else if (g.house.tiesShareChip && !top.empty() && static_cast<int>(top.size()) <= g.chipSupply) record.chipTakers = top;
    if (record.chipTakers.size() == 1) record.winner = record.chipTakers.front();
    for (int s : record.chipTakers) {
        ++g.players[s].chips;
        --g.chipSupply;
    }

    QJsonObject scores, types, chips;
    QJsonArray beatenNames, takers;
    for (int s = 0; s < n; ++s) {
        auto& p = g.players[s];
        const QString name = QString::fromStdString(p.name);
        scores[name] = static_cast<qint64>(record.scores[s]);
        types[name] = QString::fromUtf8(handTypeName(record.handTypes[s]).data());
        p.typesScored |= handTypeBit(record.handTypes[s]);  // Card Shark remembers (R23)
        p.scores.push_back(record.scores[s]);
        if (beaten[s]) beatenNames.append(name);
        endAnteCleanup(p);
    }
    for (int s : record.chipTakers) takers.append(QString::fromStdString(g.players[s].name));
    for (const auto& p : g.players) chips[QString::fromStdString(p.name)] = p.chips;
    g.antes.push_back(record);

    // R31: three chips win at once; if several reach three together, play on until one leads alone.
    int most = 0;
    for (const auto& p : g.players) most = std::max(most, p.chips);
    std::vector<int> leaders;
    for (int s = 0; s < n; ++s)
        if (g.players[s].chips == most) leaders.push_back(s);
    QJsonObject result{{QStringLiteral("ante"), g.ante},
                       {QStringLiteral("scores"), scores},
                       {QStringLiteral("hand_types"), types},
                       {QStringLiteral("beaten_by_tiebreaker"), beatenNames},
                       {QStringLiteral("chip_to"), takers},
                       {QStringLiteral("chips"), chips}};
    if (most >= 3 && leaders.size() == 1) {
        g.winner = leaders.front();
        g.phase = Phase::GameOver;
        result[QStringLiteral("game_winner")] = QString::fromStdString(g.players[g.winner].name);
    } else {
        startDrawTarots(g);
    }
    event[QStringLiteral("ante_result")] = result;
}

void startAnte(GameState& g) {
    ++g.ante;
    g.phase = Phase::Deal;
    g.discardRound = 1;
    for (auto& p : g.players) {
        p.dealt = p.printerDone = p.standing = p.locked = p.revealed = p.deckModified = false;
        p.roundsActed = 0;
        p.result.reset();
        p.mustPlace = {};
    }
}

QJsonObject applyAnteAction(GameState& g, int seat, const QString& type, const QJsonObject& a) {
    PlayerState& p = g.players[seat];
    if (type == QLatin1String("deal")) return deal(g, p, a);
    if (type == QLatin1String("card_printer")) return cardPrinter(g, p, a);
    if (type == QLatin1String("discard") || type == QLatin1String("pass")) return discard(g, p, a);
    if (type == QLatin1String("stand")) return stand(g, p);
    if (type == QLatin1String("arrange_jokers")) return arrangeJokers(p, a);
    if (type == QLatin1String("lock_in")) return lockIn(g, p, a);
    if (type == QLatin1String("reveal")) return reveal(g, seat, p, a);
    refuse("", "unknown action type '" + type.toStdString() + "'");
}

}  // namespace encarde::rules

namespace encarde {

ScoreContext revealScoreContext(const GameState& before, int seat, const QJsonObject& reveal) {
    GameState g = before;  // a hidden hand's shown Kings join the known hand, as the reveal does
    PlayerState& p = g.players[seat];
    if (p.jokers.has(Joker::Baron) && p.hiddenInHand > 0) rules::showKings(p, reveal);
    return revealScoreContext(g, seat, p.jokers.has(Joker::GrinningCoin) ? rules::readCoin(reveal) : -1);
}

ScoreContext revealScoreContext(const GameState& g, int seat, int coinTailsBeforeHead) {
    const PlayerState& p = g.players[seat];
    ScoreContext ctx;
    ctx.chipsHeld = p.chips;
    ctx.tarotsHeld = static_cast<int>(p.tarots.size());
    ctx.discardedThisAnte = static_cast<int>(p.discards.size());
    ctx.typesScoredEarlier = p.typesScored;
    ctx.kingsInUnplayedHand = static_cast<int>(std::count_if(p.hand.begin(), p.hand.end(), [](Card c) { return c.rank == kKing; }));
    ctx.mysticSummitThreshold = g.house.mysticSummitThreshold;
    ctx.coinTailsBeforeHead = coinTailsBeforeHead;
    return ctx;
}

}  // namespace encarde
