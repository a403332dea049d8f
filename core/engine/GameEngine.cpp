#include "GameEngine.h"

#include "EngineRules.h"

#include <set>

namespace encarde {

using rules::refuse;
using rules::RuleBroken;

namespace {
const QString kType = QStringLiteral("type");
const QString kPlayer = QStringLiteral("player");

GameState newGame(const QJsonObject& a) {
    const QJsonArray names = a.value(QStringLiteral("players")).toArray();
    ENCARDE_REQUIRE(names.size() >= 2 && names.size() <= 4, "", "a game has 2 to 4 players, not " + std::to_string(names.size()));
    GameState g;
    std::set<QString> seen;
    for (const auto& v : names) {
        const QString name = v.toString().trimmed();
        ENCARDE_REQUIRE(!name.isEmpty() && seen.insert(name).second, "", "player names must be distinct and not empty");
        PlayerState p;
        p.name = name.toStdString();
        p.active = CardCounts::fullDeck();
        p.reserve = CardCounts::fullDeck();
        g.players.push_back(std::move(p));
    }
    const QJsonObject house = a.value(QStringLiteral("house")).toObject();
    const QString ties = house.value(QStringLiteral("ties")).toString(QStringLiteral("no_chip"));
    ENCARDE_REQUIRE(ties == QLatin1String("no_chip") || ties == QLatin1String("share"), "R29",
            "house rule 'ties' is \"no_chip\" (default) or \"share\"");
    g.house.tiesShareChip = ties == QLatin1String("share");
    g.house.mysticSummitThreshold = house.value(QStringLiteral("mystic_summit")).toInt(12);
    ENCARDE_REQUIRE(g.house.mysticSummitThreshold == 12 || g.house.mysticSummitThreshold == 13, "R17",
            "house rule 'mystic_summit' is 12 (default) or 13");
    g.chipSupply = 2 * static_cast<int>(g.players.size()) + 1;
    g.tarotDeck = cardBit(kTarotCount) - 1;
    g.jokerDeck = cardBit(kJokerCount) - 1;
    return g;
}

// The rule dispatch: the phase first (R32), then the handler. Throws RuleBroken to refuse.
QJsonObject applyRule(GameState& g, const QJsonObject& a, int seat) {
    const QString type = a.value(kType).toString();
    if (g.phase == Phase::GameOver) {
        std::string message = "the game is over: ";
        message += g.players[g.winner].name;
        message += " won";
        refuse("R31", message);
    }
    if (!phaseAccepts(g.phase, type.toStdString())) {
        const std::string needs = phasesAccepting(type.toStdString());
        if (needs.empty()) refuse("", "unknown action type '" + type.toStdString() + "'");
        refuse("R32", type.toStdString() + " belongs to " + needs + "; the game is in " + std::string(phaseSpec(g.phase).title));
    }
    const bool tableAction = type == QLatin1String("deal_tarots") || type == QLatin1String("deal_jokers");
    ENCARDE_REQUIRE(tableAction || seat >= 0, "", "the action needs 'player': the name of a player in this game");
    if (type == QLatin1String("play_tarot")) return rules::applyTarot(g, seat, a);
    switch (g.phase) {
    case Phase::DrawTarots:
    case Phase::DrawJokers: return rules::applyDraftAction(g, seat, type, a);
    case Phase::ModifyDecks: return rules::applyDeckModification(g, seat, type, a);
    default: return rules::applyAnteAction(g, seat, type, a);
    }
}

// Which actions are in force: a retraction cancels its target; retracting a retraction restores it.
std::vector<bool> effectiveActions(const std::vector<QJsonObject>& actions) {
    std::vector<bool> effective(actions.size(), true);
    for (size_t i = actions.size(); i-- > 0;) {
        if (!effective[i] || actions[i].value(kType).toString() != QLatin1String("retract")) continue;
        const int target = actions[i].value(QStringLiteral("seq")).toInt() - 1;
        if (target >= 0 && target < static_cast<int>(i)) effective[target] = false;
    }
    return effective;
}
}  // namespace

QJsonObject GameEngine::newGameAction(const QStringList& players, const HouseRules& house) {
    return QJsonObject{{kType, QStringLiteral("new_game")},
                       {QStringLiteral("players"), QJsonArray::fromStringList(players)},
                       {QStringLiteral("house"),
                        QJsonObject{{QStringLiteral("ties"), house.tiesShareChip ? QStringLiteral("share") : QStringLiteral("no_chip")},
                                    {QStringLiteral("mystic_summit"), house.mysticSummitThreshold}}}};
}

int GameEngine::seatOf(const QString& name) const {
    const std::string n = name.toStdString();
    for (size_t s = 0; s < state_.players.size(); ++s)
        if (state_.players[s].name == n) return static_cast<int>(s);
    return -1;
}

ActionOutcome GameEngine::apply(const QJsonObject& action) { return applyAction(action, true); }

ActionOutcome GameEngine::applyAccepted(const QJsonObject& action) { return applyAction(action, false); }

ActionOutcome GameEngine::applyAction(const QJsonObject& action, bool keepStateOnRefusal) {
    ActionOutcome out;
    const QString type = action.value(kType).toString();
    try {
        if (!started()) {
            ENCARDE_REQUIRE(type == QLatin1String("new_game"), "", "a game starts with a new_game action");
            state_ = newGame(action);
        } else {
            ENCARDE_REQUIRE(type != QLatin1String("new_game"), "", "this game has already started");
            if (type == QLatin1String("retract")) return retract(action);
            int seat = -1;
            if (action.contains(kPlayer)) {
                seat = seatOf(action.value(kPlayer).toString());
                if (seat < 0) {
                    std::string message(1, '\'');
                    message += action.value(kPlayer).toString().toStdString();
                    message += "' is not a player in this game";
                    refuse("", message);
                }
            }
            if (keepStateOnRefusal) {
                GameState next = state_;
                out.event = applyRule(next, action, seat);
                state_ = std::move(next);
            } else {
                out.event = applyRule(state_, action, seat);
            }
        }
    } catch (const RuleBroken& broken) {
        out.refusal = broken.refusal;
        return out;
    }
    out.accepted = true;
    actions_.push_back(action);
    out.event[QStringLiteral("seq")] = static_cast<int>(actions_.size());
    out.event[kType] = type;
    if (action.contains(kPlayer)) out.event[kPlayer] = action.value(kPlayer);
    out.event[QStringLiteral("phase")] = QString::fromUtf8(phaseName(state_.phase).data());
    out.event[QStringLiteral("ante")] = state_.ante;
    events_.push_back(out.event);
    return out;
}

// A retraction is recorded like any action; the state is rebuilt from the actions still in force.
// It is refused if a later action would no longer be legal without the retracted one.
ActionOutcome GameEngine::retract(const QJsonObject& action) {
    ActionOutcome out;
    const int target = action.value(QStringLiteral("seq")).toInt();
    if (target < 2 || target > static_cast<int>(actions_.size())) {
        out.refusal = {"", "retract needs 'seq': the number of an earlier action after new_game (2.." +
                               std::to_string(actions_.size()) + ")"};
        return out;
    }
    if (!effectiveActions(actions_)[target - 1]) {
        out.refusal = {"", "action " + std::to_string(target) + " is already retracted"};
        return out;
    }
    std::vector<QJsonObject> all = actions_;
    all.push_back(action);
    const auto effective = effectiveActions(all);
    GameEngine rebuilt;
    for (size_t i = 0; i < all.size(); ++i) {
        if (!effective[i] || all[i].value(kType).toString() == QLatin1String("retract")) continue;
        const ActionOutcome r = rebuilt.apply(all[i]);
        if (!r.accepted) {
            out.refusal = {r.refusal.ruling, "cannot retract action " + std::to_string(target) + ": action " +
                                                 std::to_string(i + 1) + " would then be refused: " + r.refusal.text()};
            return out;
        }
    }
    state_ = rebuilt.state_;
    actions_.push_back(action);
    out.accepted = true;
    out.event = QJsonObject{{QStringLiteral("seq"), static_cast<int>(actions_.size())},
                            {kType, QStringLiteral("retract")},
                            {QStringLiteral("retracted"), target},
                            {QStringLiteral("phase"), QString::fromUtf8(phaseName(state_.phase).data())},
                            {QStringLiteral("ante"), state_.ante}};
    events_.push_back(out.event);
    return out;
}

}  // namespace encarde
