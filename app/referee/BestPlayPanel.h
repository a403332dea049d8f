#pragma once
// "Best play": core's findBestPlay over the played and unplayed cards, with a button to lay it down.

#include "ScoringDraft.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace encarde::ui {

class BestPlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit BestPlayPanel(ScoringDraft* draft, QWidget* parent = nullptr);

    QPushButton* suggestButton() const { return suggest_; }
    QPushButton* useButton() const { return use_; }
    QString suggestionText() const;

public slots:
    void suggest();
    void useSuggestion();

private:
    void forgetSuggestion();

    ScoringDraft* draft_;
    QPushButton* suggest_ = nullptr;
    QPushButton* use_ = nullptr;
    QLabel* text_ = nullptr;
    std::optional<BestPlay> best_;
    std::vector<Card> allCards_;  // the cards the suggestion was drawn from, in input order
};

}  // namespace encarde::ui
