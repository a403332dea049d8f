#pragma once
// Teach my deck at the table: one card at a time is laid alone under the camera and named, and
// the scanner learns it from the camera's picture (its index glyphs, and a court card's picture),
// then reads with the lesson from the next frame on. For decks the camera leaves unknown, when
// no photos of the cards are at hand.

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;

namespace encarde::ui {

class TableCamera;

class TeachFromCameraDialog : public QDialog {
    Q_OBJECT
public:
    explicit TeachFromCameraDialog(TableCamera* camera, QWidget* parent = nullptr);

    // Learns the card named `name` ("QS", "10H", "TD") from the camera's picture now. What
    // happened, or what to do about it, shows in the status line.
    bool learnShown(const QString& name);
    QString status() const;
    int learnedCount() const;

private:
    void learnTyped();

    TableCamera* camera_ = nullptr;
    QLineEdit* name_ = nullptr;
    QLabel* status_ = nullptr;
    QListWidget* learned_ = nullptr;
};

}  // namespace encarde::ui
