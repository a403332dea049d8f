#include "PlayAnalysis.h"

#include "DisplayText.h"

#include <QLocale>
#include <QStringList>

namespace encarde::review {

QString playedHandText(const PlayedHand& hand) {
    QStringList out;
    for (const PlayedCard& c : hand) {
        const QString face = ui::cardFace(c.card);
        out << (c.token == Token::None ? face : QStringLiteral("%1 (%2)").arg(face, ui::tokenDisplayName(c.token)));
    }
    return out.join(u' ');
}

PlayComparison comparePlay(const RevealRecord& reveal) {
    PlayComparison out;
    out.reveal = &reveal;
    std::vector<PlayedCard> cards(reveal.played.begin(), reveal.played.end());
    for (Card c : reveal.unplayed) cards.push_back({c, Token::None});
    if (cards.size() > static_cast<size_t>(kMaxHandCards)) {
        out.whyNoBest = PlayAnalysisModel::tr("%1 cards: the search looks at up to %2").arg(cards.size()).arg(kMaxHandCards);
        return out;
    }
    ScoreContext context = reveal.context;
    context.kingsInUnplayedHand = 0;  // findBestPlay counts the Kings it leaves in the hand
    if (validateScoreInput(reveal.played, reveal.jokers, context)) {
        out.whyNoBest = PlayAnalysisModel::tr("the hand could not be scored");
        return out;
    }
    out.best = findBestPlay(cards, reveal.jokers, context);
    return out;
}

PlayAnalysisModel::PlayAnalysisModel(QObject* parent) : QAbstractTableModel(parent) {}

void PlayAnalysisModel::setGame(const ReviewedGame* game) {
    beginResetModel();
    rows_.clear();
    if (game)
        for (const RevealRecord& r : game->reveals) rows_.push_back(comparePlay(r));
    endResetModel();
}

int PlayAnalysisModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }
int PlayAnalysisModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PlayAnalysisModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const PlayComparison& row = rows_[index.row()];
    const RevealRecord& r = *row.reveal;
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() == AnteColumn || index.column() == ScoreColumn ||
                            index.column() == BestScoreColumn || index.column() == MissedColumn;
        return QVariant::fromValue(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole && role != Qt::ToolTipRole) return {};
    const QLocale locale;
    auto typed = [&](const QString& cards, HandType type) { return QStringLiteral("%1 — %2").arg(cards, ui::handTypeDisplayName(type)); };
    switch (index.column()) {
    case AnteColumn: return locale.toString(r.ante);
    case PlayerColumn: return r.player;
    case PlayedColumn: return typed(playedHandText(r.played), r.result.handType);
    case ScoreColumn: return locale.toString(static_cast<qlonglong>(r.result.score));
    case BestColumn: return row.best ? typed(playedHandText(row.best->hand), row.best->result.handType) : row.whyNoBest;
    case BestScoreColumn: return row.best ? locale.toString(static_cast<qlonglong>(row.best->result.score)) : QString();
    case MissedColumn:
        if (!row.best) return QString();
        return row.missed() == 0 ? tr("best play") : locale.toString(static_cast<qlonglong>(row.missed()));
    default: return {};
    }
}

QVariant PlayAnalysisModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case AnteColumn: return tr("Ante");
    case PlayerColumn: return tr("Player");
    case PlayedColumn: return tr("Played");
    case ScoreColumn: return tr("Score");
    case BestColumn: return tr("Best possible play");
    case BestScoreColumn: return tr("Best score");
    case MissedColumn: return tr("Points missed");
    default: return {};
    }
}

}  // namespace encarde::review
