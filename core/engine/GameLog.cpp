#include "GameLog.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace encarde {

namespace {
std::atomic<int> connectionCounter{0};

// Forward migrations: entry v takes the schema from version v to v + 1.
const std::vector<std::vector<const char*>> kMigrations = {
    {
        "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, created_utc TEXT NOT NULL, players TEXT NOT NULL)",
        "CREATE TABLE actions (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, "
        "action TEXT NOT NULL, event TEXT NOT NULL, recorded_utc TEXT NOT NULL, PRIMARY KEY (game_id, seq))",
    },
};

// Stored as TEXT so the log stays readable with any SQLite tool.
QString compact(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

bool exec(QSqlDatabase& db, const QString& sql, QString* error, QVariant* firstValue = nullptr) {
    QSqlQuery q(db);
    if (!q.exec(sql)) {
        if (error) *error = q.lastError().text();
        return false;
    }
    if (firstValue) *firstValue = q.next() ? q.value(0) : QVariant();
    return true;
}
}  // namespace

QString GameLog::defaultPath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("game-log.sqlite"));
}

GameLog::GameLog(QString connection) : connection_(std::move(connection)) {}

GameLog::~GameLog() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

std::unique_ptr<GameLog> GameLog::open(const QString& path, QString* error) {
    const QString name = QStringLiteral("encarde-log-%1").arg(connectionCounter.fetch_add(1));
    std::unique_ptr<GameLog> log(new GameLog(name));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    auto fail = [&](const QString& why) -> std::unique_ptr<GameLog> {
        if (error) *error = path + QStringLiteral(": ") + why;
        return nullptr;
    };
    if (!db.open()) return fail(QStringLiteral("cannot open: ") + db.lastError().text());

    // Everything below only reads until the file is known to be ours (or new and empty).
    QVariant appId, version, tables, check;
    QString sqlError;
    if (!exec(db, QStringLiteral("PRAGMA application_id"), &sqlError, &appId) ||
        !exec(db, QStringLiteral("PRAGMA user_version"), &sqlError, &version) ||
        !exec(db, QStringLiteral("SELECT count(*) FROM sqlite_master"), &sqlError, &tables))
        return fail(QStringLiteral("not an En Carde game log, or the file is damaged (") + sqlError + QStringLiteral(")"));
    const bool fresh = appId.toInt() == 0 && version.toInt() == 0 && tables.toInt() == 0;
    if (!fresh && appId.toInt() != kApplicationId)
        return fail(QStringLiteral("not an En Carde game log (another program's SQLite file); it was left untouched"));
    if (version.toInt() > kSchemaVersion)
        return fail(QStringLiteral("written by a newer version of En Carde Referee (log schema %1, this version reads up to %2); "
                                   "it was left untouched")
                        .arg(version.toInt())
                        .arg(kSchemaVersion));
    if (!fresh) {
        if (!exec(db, QStringLiteral("PRAGMA quick_check"), &sqlError, &check) || check.toString() != QLatin1String("ok"))
            return fail(QStringLiteral("the game log is damaged (") + (sqlError.isEmpty() ? check.toString() : sqlError) +
                        QStringLiteral("); it was left untouched"));
    }

    // Ours: durable settings, then forward migrations, each in one transaction.
    if (!exec(db, QStringLiteral("PRAGMA journal_mode=WAL"), &sqlError) ||
        !exec(db, QStringLiteral("PRAGMA synchronous=FULL"), &sqlError) ||
        !exec(db, QStringLiteral("PRAGMA foreign_keys=ON"), &sqlError))
        return fail(sqlError);
    for (int v = version.toInt(); v < kSchemaVersion; ++v) {
        if (!db.transaction()) return fail(db.lastError().text());
        bool ok = true;
        for (const char* sql : kMigrations[v]) ok = ok && exec(db, QString::fromLatin1(sql), &sqlError);
        ok = ok && exec(db, QStringLiteral("PRAGMA application_id=%1").arg(kApplicationId), &sqlError) &&
             exec(db, QStringLiteral("PRAGMA user_version=%1").arg(v + 1), &sqlError);
        if (!ok || !db.commit()) {
            db.rollback();
            return fail(QStringLiteral("cannot prepare the game log: ") + sqlError);
        }
    }
    QVariant encoding;
    log->utf8_ = exec(db, QStringLiteral("PRAGMA encoding"), &sqlError, &encoding) && encoding.toString() == QLatin1String("UTF-8");
    return log;
}

namespace {
// The game's row; its id, or 0 and *error. The caller holds the transaction.
int insertGame(QSqlDatabase& db, const QJsonObject& newGameAction, const QDateTime& createdUtc, QString* error) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO games (created_utc, players) VALUES (?, ?)"));
    const QDateTime created = createdUtc.isValid() ? createdUtc.toUTC() : QDateTime::currentDateTimeUtc();
    q.addBindValue(created.toString(Qt::ISODateWithMs));
    q.addBindValue(compact(QJsonObject{{QStringLiteral("players"), newGameAction.value(QStringLiteral("players"))}}));
    if (!q.exec()) {
        if (error) *error = q.lastError().text();
        return 0;
    }
    return q.lastInsertId().toInt();
}

// One action's row. The caller holds the transaction.
bool insertAction(QSqlDatabase& db, int gameId, int seq, const QJsonObject& action, const QJsonObject& event,
                  QString* error) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO actions (game_id, seq, action, event, recorded_utc) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(gameId);
    q.addBindValue(seq);
    q.addBindValue(compact(action));
    q.addBindValue(compact(event));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    if (!q.exec()) {
        if (error) *error = q.lastError().text();
        return false;
    }
    return true;
}

// Runs `write` in one transaction: committed (durably: synchronous=FULL) when it returns true,
// rolled back otherwise.
template <typename Write>
bool inTransaction(QSqlDatabase db, QString* error, Write&& write) {
    if (!db.transaction()) {
        if (error) *error = db.lastError().text();
        return false;
    }
    if (!write(db)) {  // *error says why
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        if (error) *error = db.lastError().text();
        db.rollback();
        return false;
    }
    return true;
}
}  // namespace

int GameLog::createGame(const QJsonObject& newGameAction, const QJsonObject& event, QString* error,
                        const QDateTime& createdUtc) {
    int id = 0;
    const bool ok = inTransaction(QSqlDatabase::database(connection_, false), error, [&](QSqlDatabase& db) {
        id = insertGame(db, newGameAction, createdUtc, error);
        return id != 0 && insertAction(db, id, 1, newGameAction, event, error);
    });
    return ok ? id : 0;
}

int GameLog::importGame(const std::vector<LoggedAction>& actions, const QDateTime& createdUtc, QString* error) {
    if (actions.empty()) {
        if (error) *error = QStringLiteral("no actions to import");
        return 0;
    }
    int id = 0;
    const bool ok = inTransaction(QSqlDatabase::database(connection_, false), error, [&](QSqlDatabase& db) {
        id = insertGame(db, actions.front().action, createdUtc, error);
        if (id == 0) return false;
        for (const LoggedAction& a : actions)
            if (!insertAction(db, id, a.seq, a.action, a.event, error)) return false;
        return true;
    });
    return ok ? id : 0;
}

bool GameLog::append(int gameId, int seq, const QJsonObject& action, const QJsonObject& event, QString* error) {
    return inTransaction(QSqlDatabase::database(connection_, false), error,
                         [&](QSqlDatabase& db) { return insertAction(db, gameId, seq, action, event, error); });
}

std::vector<int> GameLog::games() const {
    std::vector<int> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.exec(QStringLiteral("SELECT id FROM games ORDER BY id"));
    while (q.next()) out.push_back(q.value(0).toInt());
    return out;
}

int GameLog::latestGame() const {
    const auto all = games();
    return all.empty() ? 0 : all.back();
}

std::vector<LoggedAction> GameLog::actions(int gameId, QString* error) const {
    std::vector<LoggedAction> out;
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.setForwardOnly(true);
    // As blobs, UTF-8 text goes to the JSON parser as stored, not through UTF-16 and back (a
    // third of the time a replay spends reading).
    q.prepare(utf8_ ? QStringLiteral("SELECT seq, CAST(action AS BLOB), CAST(event AS BLOB) FROM actions WHERE game_id = ? ORDER BY seq")
                    : QStringLiteral("SELECT seq, action, event FROM actions WHERE game_id = ? ORDER BY seq"));
    q.addBindValue(gameId);
    if (!q.exec()) {
        if (error) *error = q.lastError().text();
        return out;
    }
    while (q.next()) {
        LoggedAction a;
        a.seq = q.value(0).toInt();
        const auto json = [&](int column) {
            return QJsonDocument::fromJson(utf8_ ? q.value(column).toByteArray() : q.value(column).toString().toUtf8()).object();
        };
        a.action = json(1);
        a.event = json(2);
        out.push_back(std::move(a));
    }
    return out;
}

QString GameLog::integrityCheck() const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next()) return q.lastError().text();
    return q.value(0).toString();
}

QDateTime GameLog::createdUtc(int gameId) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("SELECT created_utc FROM games WHERE id = ?"));
    q.addBindValue(gameId);
    if (!q.exec() || !q.next()) return {};
    QDateTime t = QDateTime::fromString(q.value(0).toString(), Qt::ISODateWithMs);
    t.setTimeSpec(Qt::UTC);
    return t;
}

bool GameLog::backupTo(const QString& path, QString* error) const {
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(path);
    if (q.exec()) return true;
    if (error) *error = q.lastError().text();
    return false;
}

}  // namespace encarde
