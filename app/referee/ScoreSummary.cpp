#include "ScoreSummary.h"

#include "DisplayText.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStringList>
#include <QVBoxLayout>

namespace encarde::ui {

ScoreSummary::ScoreSummary(QWidget* parent) : QFrame(parent) {
    setProperty("role", "summary");
    setFrameShape(QFrame::StyledPanel);
    auto* column = new QVBoxLayout(this);

    handType_ = new QLabel(this);
    handType_->setObjectName(QStringLiteral("handTypeLabel"));
    handType_->setProperty("role", "handType");
    handType_->setWordWrap(true);
    handType_->setAccessibleName(tr("Hand type"));

    formula_ = new QLabel(this);
    formula_->setObjectName(QStringLiteral("scoreFormulaLabel"));
    formula_->setProperty("role", "formula");
    formula_->setAccessibleName(tr("Base times mult"));
    score_ = new QLabel(this);
    score_->setObjectName(QStringLiteral("scoreLabel"));
    score_->setProperty("role", "score");
    score_->setAccessibleName(tr("Score"));
    score_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* equation = new QHBoxLayout;
    equation->addWidget(formula_);
    equation->addStretch(1);
    equation->addWidget(score_);

    details_ = new QLabel(this);
    details_->setObjectName(QStringLiteral("scoringCardsLabel"));
    details_->setWordWrap(true);
    details_->setProperty("role", "caption");

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("problemLabel"));
    problem_->setProperty("role", "problem");
    problem_->setWordWrap(true);
    problem_->setAccessibleName(tr("Why the hand cannot be scored"));
    problem_->hide();

    column->addWidget(handType_);
    column->addLayout(equation);
    column->addWidget(details_);
    column->addWidget(problem_);
}

QString ScoreSummary::handTypeText() const { return handType_->text(); }
QString ScoreSummary::scoreText() const { return score_->text(); }
QString ScoreSummary::problemText() const { return problem_->isHidden() ? QString() : problem_->text(); }

void ScoreSummary::showOutcome(const ScoringOutcome& outcome) {
    const QLocale locale;
    switch (outcome.state) {
    case ScoringOutcome::State::NoCards:
        handType_->setText(tr("No hand yet"));
        formula_->setText(tr("Pick 1 to 5 played cards"));
        score_->setText(QStringLiteral("—"));
        details_->clear();
        problem_->hide();
        break;
    case ScoringOutcome::State::Invalid:
        handType_->setText(tr("Cannot score this hand"));
        formula_->setText(QString());
        score_->setText(QStringLiteral("—"));
        details_->clear();
        problem_->setText(tr("Problem: %1").arg(outcome.problem));
        problem_->show();
        break;
    case ScoringOutcome::State::Scored: {
        const ScoreResult& r = outcome.result;
        QString type = handTypeDisplayName(r.handType);
        if (r.formedType != r.handType)
            //: %1 the hand type the cards form, %2 the type it counts as (One-Upper, R11).
            type = tr("%1, counted as %2 (One-Upper)").arg(handTypeDisplayName(r.formedType), type);
        handType_->setText(type);
        formula_->setText(QStringLiteral("%1 × %2 =").arg(locale.toString(static_cast<qlonglong>(r.base)),
                                                          multText(r.mult)));
        score_->setText(locale.toString(static_cast<qlonglong>(r.score)));
        score_->setAccessibleDescription(tr("%1 base points times %2 mult").arg(r.base).arg(multText(r.mult)));
        QStringList scoring;
        for (int i = 0; i < outcome.hand.count; ++i)
            if ((r.scoringMask >> i) & 1u) scoring << cardFace(outcome.hand.cards[i].card);
        details_->setText(scoring.isEmpty() ? QString() : tr("Scoring cards: %1").arg(scoring.join(QStringLiteral("  "))));
        problem_->hide();
        break;
    }
    }
}

}  // namespace encarde::ui
