#include "TeachFromCamera.h"

#include "DeckTeacher.h"
#include "DisplayText.h"
#include "FrameConversion.h"
#include "LiveCameraView.h"
#include "TableCamera.h"
#include "TouchFriendly.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace encarde::ui {

TeachFromCameraDialog::TeachFromCameraDialog(TableCamera* camera, QWidget* parent) : QDialog(parent), camera_(camera) {
    setWindowTitle(tr("Teach the camera a deck, card by card"));
    auto* column = new QVBoxLayout(this);
    auto* how = new QLabel(tr("Lay one card of the deck alone, face up, on a plain part of the table under the camera, "
                              "type its name as its index reads (QS, 10H, TD, AC) and learn it. Do so for each card the "
                              "camera leaves unknown; the camera reads with what it learned from the next frame on."),
                           this);
    how->setWordWrap(true);
    column->addWidget(how);
    if (camera_) {
        // What the camera sees, to lay the card in view.
        auto* view = new LiveCameraView(camera_, this);
        view->setMinimumHeight(220);
        column->addWidget(view, 2);
    }

    auto* form = new QFormLayout;
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("teachCardName"));
    name_->setPlaceholderText(tr("QS, 10H, TD"));
    makeTouchTarget(name_);
    form->addRow(tr("&Card shown:"), name_);
    column->addLayout(form);

    auto* learn = new QPushButton(tr("&Learn this card"), this);
    learn->setObjectName(QStringLiteral("learnShownCard"));
    learn->setDefault(true);  // Enter in the name learns it
    makeTouchTarget(learn);
    connect(learn, &QPushButton::clicked, this, &TeachFromCameraDialog::learnTyped);
    column->addWidget(learn);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("teachStatus"));
    status_->setWordWrap(true);
    column->addWidget(status_);

    learned_ = new QListWidget(this);
    learned_->setObjectName(QStringLiteral("cardsLearned"));
    learned_->setAccessibleName(tr("Cards learned"));
    enableKineticScrolling(learned_);
    column->addWidget(learned_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    makeTouchTarget(buttons->button(QDialogButtonBox::Close));
    column->addWidget(buttons);
    resize(560, 680);
}

void TeachFromCameraDialog::learnTyped() {
    if (learnShown(name_->text())) name_->clear();
    name_->setFocus();
}

bool TeachFromCameraDialog::learnShown(const QString& name) {
    const std::optional<Card> card = vision::cardFromTeachingName(name.trimmed());
    if (!card) {
        status_->setText(tr("Type the card's name as its index reads, rank then suit: QS, 10H, TD, AC."));
        return false;
    }
    const cv::Mat picture = camera_ ? camera::videoFrameToBgr(camera_->sink()->videoFrame()) : cv::Mat();
    if (picture.empty()) {
        status_->setText(tr("No picture from the camera yet: check that it is connected and chosen in Settings."));
        return false;
    }
    // Read as the camera reads now, with what was taught so far.
    QApplication::setOverrideCursor(Qt::WaitCursor);  // (the picture is read, and learned from: a moment)
    const vision::ShownLesson lesson = vision::teachShownCard(picture, *card, *camera_->readingScanner(), vision::taughtModelPath());
    QApplication::restoreOverrideCursor();
    const QString face = cardFace(*card);
    using Outcome = vision::ShownLesson::Outcome;
    switch (lesson.outcome) {
    case Outcome::Learned:
        break;
    case Outcome::NoCard:
        status_->setText(tr("%1 was not learned: no card is in view. Lay it alone, face up, on a plain part of the table.").arg(face));
        return false;
    case Outcome::SeveralCards:
        status_->setText(tr("%1 was not learned: %2 cards are in view. Lay it alone, the other cards out of view.")
                             .arg(face)
                             .arg(lesson.cardsInView));
        return false;
    case Outcome::ReadAsAnother:
        status_->setText(tr("%1 was not learned: the camera reads this card as %2. Check the name typed.")
                             .arg(face, lesson.readAs ? cardFace(*lesson.readAs) : QString()));
        return false;
    case Outcome::NoIndex:
        status_->setText(tr("%1 was not learned: no rank and suit show in its corners. Lay it with its index corners in "
                            "view, and try again.")
                             .arg(face));
        return false;
    case Outcome::CannotSave:
        status_->setText(tr("%1 was not learned: the lesson could not be saved in %2. Check that its folder can be "
                            "written to.")
                             .arg(face, QString::fromStdString(vision::taughtModelPath())));
        return false;
    }
    camera_->reloadTaughtDeck();
    learned_->addItem(cardSpokenName(*card));
    status_->setText(tr("%1 learned. Lay the next card.").arg(face));
    return true;
}

QString TeachFromCameraDialog::status() const { return status_->text(); }
int TeachFromCameraDialog::learnedCount() const { return learned_->count(); }

}  // namespace encarde::ui
