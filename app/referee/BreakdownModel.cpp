#include "BreakdownModel.h"

#include "DisplayText.h"

namespace encarde::ui {

BreakdownModel::BreakdownModel(QObject* parent) : QAbstractTableModel(parent) {}

void BreakdownModel::setBreakdown(const ScoreBreakdown& breakdown, const PlayedHand& hand, const JokerLineup& lineup,
                                  HandType formedType) {
    beginResetModel();
    formedType_ = formedType;
    breakdown_ = breakdown;
    hand_ = hand;
    lineup_ = lineup;
    endResetModel();
}

void BreakdownModel::clear() { setBreakdown({}, {}, {}, HandType::HighCard); }

int BreakdownModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(breakdown_.steps.size());
}

int BreakdownModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString BreakdownModel::sourceText(const ScoreStep& step) const {
    // Built from the step's fields (core's describeStepSource says the same in English) so it translates.
    const bool hasCard = step.cardIndex >= 0 && step.cardIndex < hand_.count;
    const bool hasJoker = step.jokerIndex >= 0 && step.jokerIndex < lineup_.count;
    switch (step.source) {
    case StepSource::HandType:
        return hasJoker ? jokerDisplayName(lineup_.cards[step.jokerIndex]) : handTypeDisplayName(formedType_);
    case StepSource::Card:
        return hasCard ? cardFace(hand_.cards[step.cardIndex].card) : tr("Card");
    case StepSource::Joker:
        if (!hasJoker) return tr("Joker");
        if (hasCard) {
            //: A "when scored" joker acting on one card: %1 the joker, %2 the card.
            return tr("%1 on %2").arg(jokerDisplayName(lineup_.cards[step.jokerIndex]),
                                      cardFace(hand_.cards[step.cardIndex].card));
        }
        return jokerDisplayName(lineup_.cards[step.jokerIndex]);
    case StepSource::Token:
        if (!hasCard) return tr("Token");
        //: A token acting on the card it sits on: %1 the token, %2 the card.
        return tr("%1 token on %2").arg(tokenDisplayName(hand_.cards[step.cardIndex].token),
                                        cardFace(hand_.cards[step.cardIndex].card));
    }
    return {};
}

QString BreakdownModel::operationText(StepOp op) {
    switch (op) {
    case StepOp::SetHand: return tr("hand type");
    case StepOp::AddBase: return tr("+ base");
    case StepOp::AddMult: return tr("+ mult");
    case StepOp::TimesMult: return tr("× mult");
    }
    return QString::fromStdString(std::string(stepOpSymbol(op)));
}

QString BreakdownModel::amountText(const ScoreStep& step) {
    const QString amount = multText(step.amount);
    switch (step.op) {
    case StepOp::SetHand: return QStringLiteral("%1 × %2").arg(step.baseAfter).arg(multText(step.multAfter));
    case StepOp::AddBase:
    case StepOp::AddMult: return step.amount < Mult(0) ? amount : QStringLiteral("+") + amount;
    case StepOp::TimesMult: return QStringLiteral("×") + amount;
    }
    return amount;
}

QVariant BreakdownModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const ScoreStep& step = breakdown_.steps[index.row()];
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(index.column() == SourceColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                                  : Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == SourceColumn) return sourceText(step);  // when elided
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole) return {};
    switch (index.column()) {
    case StepColumn: return QString::number(step.step);
    case SourceColumn: return sourceText(step);
    case OperationColumn: return operationText(step.op);
    case AmountColumn: return amountText(step);
    case BaseAfterColumn: return QString::number(step.baseAfter);
    case MultAfterColumn: return multText(step.multAfter);
    default: return {};
    }
}

QVariant BreakdownModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return QString::number(section + 1);
    switch (section) {
    case StepColumn: return tr("Step");
    case SourceColumn: return tr("Source");
    case OperationColumn: return tr("Operation");
    case AmountColumn: return tr("Amount");
    case BaseAfterColumn: return tr("Base\nafter");
    case MultAfterColumn: return tr("Mult\nafter");
    default: return {};
    }
}

}  // namespace encarde::ui
