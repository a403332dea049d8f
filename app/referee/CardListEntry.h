#pragma once
// A typed list of cards ("AS KD 10H:glass"): Enter or the button submits it. The text is parsed
// by core (parsePlayedCard); a bad word shows core's explanation and nothing changes.

#include "Card.h"

#include <QWidget>

#include <functional>
#include <vector>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace encarde::ui {

class CardListEntry : public QWidget {
    Q_OBJECT
public:
    // Returns an empty string when the cards were taken, else why they were refused.
    using Acceptor = std::function<QString(const std::vector<PlayedCard>&)>;

    struct Options {
        QString label;           // shown above the field, with a mnemonic
        QString placeholder;
        QString buttonText;
        bool allowTokens = true; // false: plain cards only (the unplayed hand carries no tokens)
        bool clearOnAccept = true;
    };

    CardListEntry(const Options& options, Acceptor acceptor, QWidget* parent = nullptr);

    QLineEdit* field() const { return field_; }
    QPushButton* submitButton() const { return submit_; }
    QString problem() const;  // the error on show, empty if none
    void setText(const QString& text);
    void addTrailingButton(QPushButton* button);  // e.g. "Clear", beside the submit button

public slots:
    void submit();

private:
    void showProblem(const QString& problem);

    Options options_;
    Acceptor acceptor_;
    QLineEdit* field_ = nullptr;
    QPushButton* submit_ = nullptr;
    QLabel* problem_ = nullptr;
    QHBoxLayout* row_ = nullptr;
};

}  // namespace encarde::ui
