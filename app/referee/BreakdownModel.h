#pragma once
// The score breakdown (R16) as a table model: step, source, operation, amount, base after, mult after.
// Kept apart from the widgets so replay and review screens can show the same table.

#include "Scorer.h"

#include <QAbstractTableModel>

namespace encarde::ui {

class BreakdownModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StepColumn, SourceColumn, OperationColumn, AmountColumn, BaseAfterColumn, MultAfterColumn, ColumnCount };

    explicit BreakdownModel(QObject* parent = nullptr);

    // formedType names the step-1 line ("Pair") that the hand type itself sets.
    void setBreakdown(const ScoreBreakdown& breakdown, const PlayedHand& hand, const JokerLineup& lineup,
                      HandType formedType);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString sourceText(const ScoreStep& step) const;
    static QString operationText(StepOp op);
    static QString amountText(const ScoreStep& step);

private:
    ScoreBreakdown breakdown_;
    PlayedHand hand_;
    JokerLineup lineup_;
    HandType formedType_ = HandType::HighCard;
};

}  // namespace encarde::ui
