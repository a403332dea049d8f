#include "ReviewedGame.h"


#include <QJsonArray>

#include <algorithm>
#include <map>

namespace encarde::review {

namespace {

RevealRecord recordReveal(const GameState& before, int seat, const QJsonObject& action, int seq) {
    const PlayerState& p = before.players[seat];
    RevealRecord r;
    r.seq = seq;
    r.ante = before.ante;
    r.seat = seat;
    r.player = QString::fromStdString(p.name);
    r.played = p.played;
    r.unplayed = p.hand;
    r.jokers = p.jokers;
    r.context = revealScoreContext(before, seat, action);  // as the engine scored it
    r.result = scoreHand(r.played, r.jokers, r.context, &r.breakdown);
    return r;
}

}  // namespace

std::vector<std::vector<int>> ReviewedGame::chipsAfterAntes() const {
    std::vector<std::vector<int>> out;
    std::vector<int> chips(players.size(), 0);
    for (const QJsonObject& result : anteResults) {
        const QJsonObject held = result.value(QStringLiteral("chips")).toObject();
        for (int s = 0; s < players.size(); ++s) chips[s] = held.value(players[s]).toInt();
        out.push_back(chips);
    }
    return out;
}

ReviewedGame reviewGame(const std::vector<LoggedAction>& log, int id, const QDateTime& createdUtc, ReviewDetail detail) {
    const bool full = detail == ReviewDetail::Full;
    ReviewedGame game;
    game.id = id;
    game.createdUtc = createdUtc;
    game.log = log;
    GameEngine engine;
    std::map<int, bool> inForce;  // by seq; absent means in force
    int expectedSeq = 1;
    for (const auto& entry : log) {
        if (entry.seq != expectedSeq)
            game.problems.push_back("action " + std::to_string(expectedSeq) + " is missing");
        expectedSeq = entry.seq + 1;
        const bool isReveal = full && entry.action.value(QStringLiteral("type")).toString() == QLatin1String("reveal");
        const int seat = isReveal ? engine.seatOf(entry.action.value(QStringLiteral("player")).toString()) : -1;
        const GameState before = isReveal ? engine.state() : GameState{};
        const ActionOutcome out = engine.apply(entry.action);
        if (!out.accepted) {
            game.problems.push_back("action " + std::to_string(entry.seq) + " is refused on replay: " + out.refusal.text());
            continue;
        }
        if (out.event != entry.event)
            game.problems.push_back("action " + std::to_string(entry.seq) + " gives a different result on replay");
        if (isReveal && seat >= 0) game.reveals.push_back(recordReveal(before, seat, entry.action, entry.seq));
        if (out.event.contains(QStringLiteral("retracted"))) {
            // E17: a retraction takes its target out of force; retracting a retraction restores that one's target.
            const int undone = out.event.value(QStringLiteral("retracted")).toInt();
            inForce[undone] = false;
            for (const ReplayStep& step : game.steps)
                if (step.seq == undone && step.event.contains(QStringLiteral("retracted")))
                    inForce[step.event.value(QStringLiteral("retracted")).toInt()] = true;
        }
        game.steps.push_back({entry.seq, entry.action, out.event, full ? engine.stateJson() : QJsonObject()});
    }
    auto inForceNow = [&inForce](int seq) { return !inForce.contains(seq) || inForce[seq]; };
    std::erase_if(game.reveals, [&](const RevealRecord& r) { return !inForceNow(r.seq); });
    for (const ReplayStep& step : game.steps)
        if (step.event.contains(QStringLiteral("ante_result")) && inForceNow(step.seq))
            game.anteResults.push_back(step.event.value(QStringLiteral("ante_result")).toObject());
    const GameState& g = engine.state();
    for (const auto& p : g.players) game.players << QString::fromStdString(p.name);
    if (g.winner >= 0) game.winner = game.players.value(g.winner);
    game.antesPlayed = static_cast<int>(g.antes.size());
    return game;
}

ReviewedGame reviewGame(const GameLog& log, int gameId, ReviewDetail detail) {
    QString error;
    const auto actions = log.actions(gameId, &error);
    ReviewedGame game = reviewGame(actions, gameId, log.createdUtc(gameId), detail);
    if (!error.isEmpty()) game.problems.insert(game.problems.begin(), error.toStdString());
    return game;
}

}  // namespace encarde::review
