#pragma once
// The result in large type: the hand type, base × mult = score, and which cards scored; or, when
// the hand cannot be scored, what is wrong in plain words.

#include "ScoringDraft.h"

#include <QFrame>

class QLabel;

namespace encarde::ui {

class ScoreSummary : public QFrame {
    Q_OBJECT
public:
    explicit ScoreSummary(QWidget* parent = nullptr);

    void showOutcome(const ScoringOutcome& outcome);

    QString handTypeText() const;
    QString scoreText() const;
    QString problemText() const;

private:
    QLabel* handType_ = nullptr;
    QLabel* formula_ = nullptr;
    QLabel* score_ = nullptr;
    QLabel* details_ = nullptr;
    QLabel* problem_ = nullptr;
};

}  // namespace encarde::ui
