#pragma once
// Sharing a game: the whole action log as JSON (re-importable into any game log), one CSV row
// per reveal, and a printable summary. Import checks everything before it writes anything: a
// foreign or damaged file is refused with a clear message and the open log is never changed.

#include "ReviewedGame.h"

#include <QByteArray>
#include <QString>

class QPagedPaintDevice;

namespace encarde::review {

inline constexpr auto kGameExportFormat = "encarde-game";
inline constexpr int kGameExportVersion = 1;

// {"format": "encarde-game", "version": 1, "created_utc", "players", "winner",
//  "actions": [{"seq", "action", "event"}, ...]}
QByteArray gameToJson(const ReviewedGame& game);
// Header then one row per reveal: game, ante, seq, player, played, hand_type, base, mult, score,
// chip (yes/no). Numbers are written plainly (not localised) so spreadsheets read them.
QByteArray gameToCsv(const ReviewedGame& game);
// The printable summary as HTML: result, scores by Ante, every reveal with its breakdown line.
// withCharts adds <img src="chart:scores"> and "chart:chips", which printGameSummary provides.
QString gameSummaryHtml(const ReviewedGame& game, bool withCharts = false);
// Prints the summary, with the score and chip charts, onto a PDF writer or printer.
void printGameSummary(const ReviewedGame& game, QPagedPaintDevice* device);
bool writeGamePdf(const ReviewedGame& game, const QString& path, QString* error);

struct ImportResult {
    int gameId = 0;  // the new game's id in the log; 0 when refused
    QString error;   // why it was refused
    bool ok() const { return gameId != 0; }
};

// Reads an exported game (or the bare action array `encarde-cli game log --json` prints) and checks it fully (format, version, every action replays to the
// stored event) without touching the log.
struct ParsedGame {
    std::vector<LoggedAction> actions;
    QDateTime createdUtc;
    QString error;
};
ParsedGame parseGameJson(const QByteArray& bytes);
// Parses, checks, and only then appends the game to the log as a new game.
ImportResult importGameJson(GameLog& log, const QByteArray& bytes);

}  // namespace encarde::review
