#include "GameLibraryModel.h"

#include <QLocale>

namespace encarde::review {

GameSummary summarize(const ReviewedGame& game) {
    return {game.id, game.createdUtc, game.players, game.winner, game.antesPlayed, static_cast<int>(game.log.size()), game.ok()};
}

QString gameDateText(const QDateTime& utc) {
    if (!utc.isValid()) return {};
    const QLocale locale;
    const QDateTime local = utc.toLocalTime();
    return locale.toString(local.date(), QLocale::ShortFormat) + u' ' + locale.toString(local.time(), QLocale::ShortFormat);
}

GameLibraryModel::GameLibraryModel(QObject* parent) : QAbstractTableModel(parent) {}

void GameLibraryModel::reload(const GameLog& log) {
    std::vector<GameSummary> games;
    for (int id : log.games()) games.push_back(summarize(reviewGame(log, id, ReviewDetail::Summary)));
    setGames(std::move(games));
}

void GameLibraryModel::setGames(std::vector<GameSummary> games) {
    beginResetModel();
    games_ = std::move(games);
    endResetModel();
}

int GameLibraryModel::rowOfGame(int gameId) const {
    for (size_t i = 0; i < games_.size(); ++i)
        if (games_[i].id == gameId) return static_cast<int>(i);
    return -1;
}

int GameLibraryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(games_.size()); }
int GameLibraryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GameLibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const GameSummary& g = games_[index.row()];
    if (role == GameIdRole) return g.id;
    if (role == SortRole) {
        switch (index.column()) {
        case DateColumn: return g.createdUtc;
        case AntesColumn: return g.antes;
        case ActionsColumn: return g.actions;
        default: return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(index.column() >= AntesColumn ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && !g.replaysCleanly)
        return tr("This game does not replay cleanly; open it to see where.");
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole) return {};
    const QLocale locale;
    switch (index.column()) {
    case DateColumn: return gameDateText(g.createdUtc);
    case PlayersColumn: return g.players.join(QStringLiteral(", "));
    case WinnerColumn: return g.winner.isEmpty() ? tr("not finished") : g.winner;
    case AntesColumn: return locale.toString(g.antes);
    case ActionsColumn: return locale.toString(g.actions);
    default: return {};
    }
}

QVariant GameLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DateColumn: return tr("Date");
    case PlayersColumn: return tr("Players");
    case WinnerColumn: return tr("Winner");
    case AntesColumn: return tr("Antes");
    case ActionsColumn: return tr("Actions");
    default: return {};
    }
}

GameLibraryFilter::GameLibraryFilter(QObject* parent) : QSortFilterProxyModel(parent) {
    setSortRole(GameLibraryModel::SortRole);
}

void GameLibraryFilter::setSearchText(const QString& text) {
    search_ = text.trimmed();
    invalidateRowsFilter();
}

void GameLibraryFilter::setFinishedOnly(bool on) {
    finishedOnly_ = on;
    invalidateRowsFilter();
}

bool GameLibraryFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const auto* library = static_cast<const GameLibraryModel*>(sourceModel());
    if (sourceParent.isValid() || sourceRow >= library->rowCount()) return false;
    const GameSummary& game = library->games()[sourceRow];
    if (finishedOnly_ && game.winner.isEmpty()) return false;
    if (search_.isEmpty()) return true;
    for (int column : {GameLibraryModel::DateColumn, GameLibraryModel::PlayersColumn, GameLibraryModel::WinnerColumn})
        if (library->index(sourceRow, column).data().toString().contains(search_, Qt::CaseInsensitive)) return true;
    return false;
}

}  // namespace encarde::review
