#pragma once
// Post-game analysis: for each reveal whose whole hand is known, the best play the hand allowed
// (core's findBestPlay with the same Jokers and table context) next to the play actually made.

#include "ReviewedGame.h"

#include <QAbstractTableModel>

#include <optional>

namespace encarde::review {

struct PlayComparison {
    const RevealRecord* reveal = nullptr;
    std::optional<BestPlay> best;  // empty when the hand is too large to search or cannot be scored
    QString whyNoBest;
    std::int64_t missed() const { return best ? std::max<std::int64_t>(0, best->result.score - reveal->result.score) : 0; }
};

// The played cards keep their tokens; the rest of the hand is searched without tokens.
PlayComparison comparePlay(const RevealRecord& reveal);

class PlayAnalysisModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { AnteColumn, PlayerColumn, PlayedColumn, ScoreColumn, BestColumn, BestScoreColumn, MissedColumn, ColumnCount };

    explicit PlayAnalysisModel(QObject* parent = nullptr);
    void setGame(const ReviewedGame* game);  // not owned
    const std::vector<PlayComparison>& rows() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<PlayComparison> rows_;
};

QString playedHandText(const PlayedHand& hand);  // "A♠ (Heart) A♥ A♦"

}  // namespace encarde::review
