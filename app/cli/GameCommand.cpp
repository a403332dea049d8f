// encarde-cli game / replay: record and query games in a game log file.
//   game --db FILE [--game ID] new --players A,B[,C,D] [--house ties=share,mystic_summit=13]
//   game --db FILE [--game ID] do 'JSON-ACTION'   exit 0 + event JSON; exit 3 + refusal on stderr
//   game --db FILE [--game ID] state [--json]
//   game --db FILE [--game ID] log [--json]
//   replay --db FILE                              exit 0 only if every game replays identically
// Exit 2: bad input or an unusable file (one line on stderr, nothing on stdout).

#include "CliCommands.h"

#include "GameEngine.h"
#include "GameLog.h"
#include "GameReplay.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace encarde::cli {

namespace {

int usageError(const std::string& message) {
    std::fprintf(stderr, "%s\n", message.c_str());
    return 2;
}

void printJson(const QJsonDocument& doc) {
    std::fputs(doc.toJson(QJsonDocument::Indented).constData(), stdout);
}

struct GameOptions {
    QString db;
    int game = 0;  // 0: the latest game in the file
    std::string verb;
    Args rest;
};

std::optional<GameOptions> parseGameOptions(const Args& args, std::string* error) {
    GameOptions o;
    size_t i = 0;
    for (; i < args.size(); ++i) {
        if (args[i] == "--db" && i + 1 < args.size()) o.db = QString::fromStdString(args[++i]);
        else if (args[i] == "--game" && i + 1 < args.size()) o.game = std::atoi(args[++i].c_str());
        else break;
    }
    if (o.db.isEmpty()) {
        *error = "missing --db FILE: the game log to use";
        return std::nullopt;
    }
    if (i < args.size()) o.verb = args[i++];
    o.rest.assign(args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
    return o;
}

std::optional<HouseRules> parseHouse(const std::string& text, std::string* error) {
    HouseRules house;
    for (const QString& part : QString::fromStdString(text).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = part.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = part.section(QLatin1Char('='), 1).trimmed();
        if (key == QLatin1String("ties") && (value == QLatin1String("no_chip") || value == QLatin1String("share"))) {
            house.tiesShareChip = value == QLatin1String("share");
        } else if (key == QLatin1String("mystic_summit") && (value == QLatin1String("12") || value == QLatin1String("13"))) {
            house.mysticSummitThreshold = value.toInt();
        } else {
            *error = "unknown house rule '" + part.toStdString() +
                     "': use ties=no_chip|share (R29) and mystic_summit=12|13 (R17)";
            return std::nullopt;
        }
    }
    return house;
}

int newGame(GameLog& log, const Args& rest) {
    QStringList players;
    HouseRules house;
    for (size_t i = 0; i < rest.size(); ++i) {
        if (rest[i] == "--players" && i + 1 < rest.size()) {
            players = QString::fromStdString(rest[++i]).split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (rest[i] == "--house" && i + 1 < rest.size()) {
            std::string error;
            const auto parsed = parseHouse(rest[++i], &error);
            if (!parsed) return usageError(error);
            house = *parsed;
        } else {
            return usageError("game new takes --players A,B[,C,D] and optionally --house KEY=VALUE,...");
        }
    }
    for (auto& p : players) p = p.trimmed();
    GameEngine engine;
    const QJsonObject action = GameEngine::newGameAction(players, house);
    const ActionOutcome out = engine.apply(action);
    if (!out.accepted) return usageError(out.refusal.text());
    QString error;
    const int id = log.createGame(action, out.event, &error);
    if (id == 0) return usageError("cannot record the game: " + error.toStdString());
    QJsonObject printed = out.event;
    printed[QStringLiteral("game")] = id;
    printJson(QJsonDocument(printed));
    return 0;
}

}  // namespace

int runGame(const Args& args) {
    std::string error;
    const auto options = parseGameOptions(args, &error);
    if (!options) return usageError(error);
    if (options->verb != "new" && options->verb != "do" && options->verb != "state" && options->verb != "log")
        return usageError("game needs new, do, state or log after --db FILE");
    QString openError;
    auto log = GameLog::open(options->db, &openError);
    if (!log) return usageError(openError.toStdString());
    if (options->verb == "new") return newGame(*log, options->rest);

    const int game = options->game ? options->game : log->latestGame();
    if (game == 0) return usageError("the game log holds no game yet: start one with 'game --db FILE new --players A,B'");
    QString readError;
    const auto entries = log->actions(game, &readError);
    if (entries.empty())
        return usageError("game " + std::to_string(game) + " is not in the game log" +
                          (readError.isEmpty() ? std::string() : ": " + readError.toStdString()));
    if (options->verb == "log") {
        QJsonArray list;
        for (const auto& e : entries)
            list.append(QJsonObject{{QStringLiteral("seq"), e.seq}, {QStringLiteral("action"), e.action}, {QStringLiteral("event"), e.event}});
        printJson(QJsonDocument(list));
        return 0;
    }
    ReplayResult replay = replayGame(entries);
    if (!replay.ok()) return usageError("the game log does not replay cleanly (run 'encarde-cli replay'): " + replay.problems.front());
    GameEngine& engine = replay.engine;
    if (options->verb == "state") {
        QJsonObject state = engine.stateJson();
        state[QStringLiteral("game")] = game;
        printJson(QJsonDocument(state));
        return 0;
    }
    // do
    if (options->rest.size() != 1) return usageError("game do takes one JSON action, e.g. '{\"type\":\"pass\",\"player\":\"Ann\"}'");
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(options->rest[0]), &parseError);
    if (!doc.isObject()) return usageError("the action is not a JSON object: " + parseError.errorString().toStdString());
    const ActionOutcome out = engine.apply(doc.object());
    if (!out.accepted) {
        std::fprintf(stderr, "refused: %s\n", out.refusal.text().c_str());
        return 3;
    }
    QString appendError;
    if (!log->append(game, out.event.value(QStringLiteral("seq")).toInt(), doc.object(), out.event, &appendError))
        return usageError("the action was not recorded: " + appendError.toStdString());
    printJson(QJsonDocument(out.event));  // acknowledged only after the commit
    return 0;
}

int runReplay(const Args& args) {
    std::string error;
    const auto options = parseGameOptions(args, &error);
    if (!options) return usageError(error);
    QString openError;
    auto log = GameLog::open(options->db, &openError);
    if (!log) return usageError(openError.toStdString());
    bool allAgree = true;
    const auto games = log->games();
    for (int game : games) {
        if (options->game && game != options->game) continue;
        QString readError;
        const auto entries = log->actions(game, &readError);
        const ReplayResult r = replayGame(entries);
        int reveals = 0;
        for (const auto& e : entries)
            if (e.action.value(QStringLiteral("type")).toString() == QLatin1String("reveal")) ++reveals;
        std::printf("game %d: %zu actions, %d reveals re-scored, %s\n", game, entries.size(), reveals,
                    r.ok() ? "all agree" : "MISMATCH");
        for (const auto& p : r.problems) std::printf("  %s\n", p.c_str());
        allAgree = allAgree && r.ok() && readError.isEmpty();
    }
    if (games.empty()) std::printf("the game log holds no games\n");
    return allAgree ? 0 : 1;
}

}  // namespace encarde::cli
