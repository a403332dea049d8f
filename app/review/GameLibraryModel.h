#pragma once
// Every game in the game log, one row each: date, players, winner, Antes played, actions.
// Rows are rebuilt from the log (each game replayed) so what the list says is what replay shows.

#include "ReviewedGame.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace encarde::review {

struct GameSummary {
    int id = 0;
    QDateTime createdUtc;
    QStringList players;
    QString winner;
    int antes = 0;
    int actions = 0;
    bool replaysCleanly = true;
};

GameSummary summarize(const ReviewedGame& game);
// When a game was played, in the local time zone and the locale's short date and time: "20/11/2026 20:30".
QString gameDateText(const QDateTime& utc);

class GameLibraryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { DateColumn, PlayersColumn, WinnerColumn, AntesColumn, ActionsColumn, ColumnCount };
    enum Role { GameIdRole = Qt::UserRole + 1, SortRole };

    explicit GameLibraryModel(QObject* parent = nullptr);

    void reload(const GameLog& log);  // every game in the file, oldest first
    void setGames(std::vector<GameSummary> games);
    const std::vector<GameSummary>& games() const { return games_; }
    int rowOfGame(int gameId) const;  // -1 when absent

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<GameSummary> games_;
};

// Search (players, winner, date; any case) and "finished games only"; sorts dates and numbers by value.
class GameLibraryFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit GameLibraryFilter(QObject* parent = nullptr);
    void setSearchText(const QString& text);
    void setFinishedOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString search_;
    bool finishedOnly_ = false;
};

}  // namespace encarde::review
