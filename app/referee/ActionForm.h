#pragma once
// The inputs one engine action needs, built from a small table of fields per action type
// (docs/actions.md): cards typed like "AS 10H", names chosen from lists, counts. The form only
// gathers; the engine decides, and its refusal is shown by the table page.

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

class QFormLayout;
class QLabel;
class QPushButton;

namespace encarde::ui {

struct ActionField {
    enum class Kind { Cards, Card, Count, Choice, ChoiceList, Flips };
    QString key;         // the action's JSON field
    Kind kind = Kind::Cards;
    QString label;
    bool optional = false;
    QStringList choices;  // Choice / ChoiceList: what may be picked (ChoiceList: typed, comma separated)
    QString initial;      // prefilled text or choice; Count: the number
    QString hint;         // placeholder
};

// Fields of `type` for `player` in state `state` (phase, pools, holdings prefill the choices).
std::vector<ActionField> fieldsForAction(const QString& type, const QString& player, const QJsonObject& state,
                                         const QString& tarot = {});
// "Discard", "Take a Tarot", ... translated.
QString actionDisplayName(const QString& type);
// "Discard rounds", ... translated, from the state's phase.
QString phaseDisplayName(const QString& phase);

class ActionForm : public QWidget {
    Q_OBJECT
public:
    explicit ActionForm(QWidget* parent = nullptr);

    // Shows the fields of one action; `action` holds type and player already.
    void showAction(const QJsonObject& action, const std::vector<ActionField>& fields, const QString& title);
    void clear();
    QJsonObject action() const;  // the base action with every filled field
    QString type() const { return base_.value(QStringLiteral("type")).toString(); }
    QPushButton* confirmButton() const { return confirm_; }
    QWidget* fieldWidget(const QString& key) const;  // a QLineEdit, QComboBox or QSpinBox

    // Card lists (discards face up, cards moved) may also come from the camera: the reader
    // returns what it reads now, left to right as card text ("2C 7D 10H"), or "" when it reads
    // nothing. Each card-list field then gets a "Read with the camera" button.
    void setCardReader(std::function<QString()> reader) { cardReader_ = std::move(reader); }
    bool showsCardList() const { return showsCardList_; }

signals:
    void confirmed(const QJsonObject& action);
    void cancelled();
    // A play_tarot form whose Tarot choice changed: the table rebuilds the fields for it.
    void tarotChosen(const QString& tarot);
    // A form with a card list opened (true) or closed (false): the camera reads only then.
    void cardListShown(bool shown);

private:
    QJsonObject base_;
    std::vector<ActionField> fields_;
    std::vector<QWidget*> inputs_;
    QLabel* title_ = nullptr;
    QFormLayout* form_ = nullptr;
    QPushButton* confirm_ = nullptr;
    QPushButton* cancel_ = nullptr;
    std::function<QString()> cardReader_;
    bool showsCardList_ = false;
};

}  // namespace encarde::ui
