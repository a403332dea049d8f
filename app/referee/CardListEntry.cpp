#include "CardListEntry.h"

#include "ScoringDraft.h"
#include "TouchFriendly.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace encarde::ui {

CardListEntry::CardListEntry(const Options& options, Acceptor acceptor, QWidget* parent)
    : QWidget(parent), options_(options), acceptor_(std::move(acceptor)) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    auto* title = new QLabel(options.label, this);
    title->setWordWrap(true);
    field_ = new QLineEdit(this);
    field_->setPlaceholderText(options.placeholder);
    field_->setClearButtonEnabled(true);
    field_->setAccessibleName(QString(options.label).remove(u'&'));
    makeTouchTarget(field_);
    title->setBuddy(field_);
    submit_ = new QPushButton(options.buttonText, this);
    submit_->setAutoDefault(false);
    makeTouchTarget(submit_);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("problemText"));
    problem_->setWordWrap(true);
    problem_->setProperty("role", "problem");
    problem_->setAccessibleName(tr("Entry problem"));
    problem_->hide();

    row_ = new QHBoxLayout;
    row_->addWidget(field_, 1);
    row_->addWidget(submit_);
    column->addWidget(title);
    column->addLayout(row_);
    column->addWidget(problem_);

    connect(field_, &QLineEdit::returnPressed, this, &CardListEntry::submit);
    connect(submit_, &QPushButton::clicked, this, &CardListEntry::submit);
    connect(field_, &QLineEdit::textEdited, this, [this] { showProblem({}); });
}

QString CardListEntry::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

void CardListEntry::setText(const QString& text) {
    field_->setText(text);
    showProblem({});
}

void CardListEntry::addTrailingButton(QPushButton* button) { row_->addWidget(button); }

void CardListEntry::submit() {
    QString problem;
    const auto cards = parsePlayedCardList(field_->text(), &problem);
    if (!cards) {
        showProblem(problem);
        return;
    }
    if (!options_.allowTokens) {
        for (const PlayedCard& c : *cards)
            if (c.token != Token::None) {
                showProblem(tr("Cards in the unplayed hand carry no tokens; remove the ':%1' part.")
                                .arg(QString::fromStdString(std::string(tokenName(c.token)))));
                return;
            }
    }
    const QString refusal = acceptor_(*cards);
    showProblem(refusal);
    if (refusal.isEmpty() && options_.clearOnAccept) field_->clear();
}

void CardListEntry::showProblem(const QString& problem) {
    // The sentence itself says what is wrong; the prefix makes it an error without relying on colour.
    problem_->setText(problem.isEmpty() ? QString() : tr("Not taken: %1").arg(problem));
    problem_->setVisible(!problem.isEmpty());
}

}  // namespace encarde::ui
