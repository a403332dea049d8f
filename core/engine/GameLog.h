#pragma once
// The game log: an SQLite file (Qt SQL) holding any number of games as their accepted actions and
// the events they caused. WAL with synchronous=FULL and one transaction per action, committed
// before the action is acknowledged, so an acknowledged action survives a crash or power cut.
// The schema is versioned with PRAGMA user_version and migrated forward; a file that is not a
// game log, is corrupt, or has a newer schema is refused with a clear error and never written.

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <memory>
#include <vector>

namespace encarde {

struct LoggedAction {
    int seq = 0;
    QJsonObject action;
    QJsonObject event;
};

class GameLog {
public:
    static constexpr int kSchemaVersion = 1;
    static constexpr int kApplicationId = 0x45434152;  // "ECAR": marks the file as ours

    // Where the app keeps its game log: QStandardPaths::AppDataLocation/game-log.sqlite (the
    // directory is created). The CLI always names its file with --db.
    static QString defaultPath();

    // Opens (creating if missing) the log at path; nullptr and *error when it cannot be used.
    static std::unique_ptr<GameLog> open(const QString& path, QString* error);
    ~GameLog();
    GameLog(const GameLog&) = delete;
    GameLog& operator=(const GameLog&) = delete;

    // Records a new game: its row and its first action (seq 1). Returns the game id, or 0.
    // createdUtc: when the game was played (an imported game keeps its date); invalid means now.
    int createGame(const QJsonObject& newGameAction, const QJsonObject& event, QString* error,
                   const QDateTime& createdUtc = {});
    // Records a whole game at once (an imported one): its row and all its actions, from the
    // new_game at seq 1, in one transaction: all of it or, on any error, none. Returns the id, or 0.
    int importGame(const std::vector<LoggedAction>& actions, const QDateTime& createdUtc, QString* error);
    // Appends one accepted action in its own durable transaction.
    bool append(int gameId, int seq, const QJsonObject& action, const QJsonObject& event, QString* error);

    std::vector<int> games() const;
    int latestGame() const;  // 0 when the file holds no game
    std::vector<LoggedAction> actions(int gameId, QString* error) const;
    QString integrityCheck() const;  // "ok" when PRAGMA integrity_check passes
    QDateTime createdUtc(int gameId) const;  // when the game was recorded; invalid if unknown
    // A consistent copy of the whole file (VACUUM INTO), safe while the log is open. The target
    // must not exist yet.
    bool backupTo(const QString& path, QString* error) const;

private:
    explicit GameLog(QString connection);
    QString connection_;
    bool utf8_ = true;  // the file stores text as UTF-8 (SQLite's default; ours always do)
};

}  // namespace encarde
