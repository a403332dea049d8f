#include "ActionForm.h"

#include "GameSession.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {


QStringList strings(const QJsonValue& v) {
    QStringList out;
    for (const auto& item : v.toArray()) out << item.toString();
    return out;
}

QStringList suits() { return {QStringLiteral("S"), QStringLiteral("H"), QStringLiteral("D"), QStringLiteral("C")}; }

using Kind = ActionField::Kind;

ActionField field(const QString& key, Kind kind, const QString& label, bool optional = false, QStringList choices = {},
                  QString initial = {}, QString hint = {}) {
    return ActionField{key, kind, label, optional, std::move(choices), std::move(initial), std::move(hint)};
}

// What each Tarot asks for (docs/actions.md, "Tarot fields and timing").
void addTarotFields(std::vector<ActionField>& out, const QString& tarot, const QJsonObject& state, const QJsonObject& me) {
    const QString t = tarot.toLower();
    const QStringList jokerDeck = strings(state.value(QStringLiteral("joker_deck")));
    if (t.contains(QLatin1String("magician")))
        out.push_back(field(QStringLiteral("card"), Kind::Card, QCoreApplication::translate("ActionForm", "Card from the Reserve to the Active deck")));
    else if (t.contains(QLatin1String("priestess"))) {
        out.push_back(field(QStringLiteral("drawn"), Kind::Cards, QCoreApplication::translate("ActionForm", "The 5 random Reserve cards drawn")));
        out.push_back(field(QStringLiteral("cards"), Kind::Cards, QCoreApplication::translate("ActionForm", "The 2 added to the Active deck")));
    } else if (t.contains(QLatin1String("emperor")))
        out.push_back(field(QStringLiteral("tarots"), Kind::ChoiceList, QCoreApplication::translate("ActionForm", "Tarots drawn (0-2, comma separated)"), true,
                            strings(state.value(QStringLiteral("tarot_deck")))));
    else if (t.contains(QLatin1String("temperance")))
        out.push_back(field(QStringLiteral("cards"), Kind::Cards, QCoreApplication::translate("ActionForm", "Reserve cards added (one per Joker held)"), true));
    else if (t.contains(QLatin1String("wheel")) || t.contains(QLatin1String("judgment"))) {
        out.push_back(field(QStringLiteral("jokers"), Kind::ChoiceList,
                            t.contains(QLatin1String("wheel")) ? QCoreApplication::translate("ActionForm", "The 4 Jokers drawn (comma separated)") : QCoreApplication::translate("ActionForm", "The Joker drawn"),
                            false, jokerDeck));
        out.push_back(field(QStringLiteral("take"), Kind::Choice, QCoreApplication::translate("ActionForm", "Joker kept"), true, QStringList{QString()} + jokerDeck));
        out.push_back(field(QStringLiteral("give"), Kind::Choice, QCoreApplication::translate("ActionForm", "Joker given up for it"), true,
                            QStringList{QString()} + strings(me.value(QStringLiteral("jokers")))));
        out.push_back(field(QStringLiteral("suit"), Kind::Choice, QCoreApplication::translate("ActionForm", "Suit for Business Suit"), true, QStringList{QString()} + suits()));
    } else if (t.contains(QLatin1String("hanged")))
        out.push_back(field(QStringLiteral("cards"), Kind::Cards, QCoreApplication::translate("ActionForm", "1-3 hand cards to the Reserve")));
    else if (t.contains(QLatin1String("death")))
        out.push_back(field(QStringLiteral("card"), Kind::Card, QCoreApplication::translate("ActionForm", "Hand card copied from the Reserve")));
    else if (t.contains(QLatin1String("devil")))
        out.push_back(field(QStringLiteral("joker"), Kind::Choice, QCoreApplication::translate("ActionForm", "Discarded Joker returned (Draw Jokers)"), true,
                            QStringList{QString()} + strings(state.value(QStringLiteral("joker_discard")))));
}
}  // namespace

QString actionDisplayName(const QString& type) {
    static const QHash<QString, const char*> names{
        {QStringLiteral("deal"), QT_TRANSLATE_NOOP("ActionForm", "Deal")},
        {QStringLiteral("card_printer"), QT_TRANSLATE_NOOP("ActionForm", "Card Printer pick")},
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("ActionForm", "Discard")},
        {QStringLiteral("pass"), QT_TRANSLATE_NOOP("ActionForm", "Pass")},
        {QStringLiteral("stand"), QT_TRANSLATE_NOOP("ActionForm", "Stand")},
        {QStringLiteral("arrange_jokers"), QT_TRANSLATE_NOOP("ActionForm", "Order Jokers")},
        {QStringLiteral("lock_in"), QT_TRANSLATE_NOOP("ActionForm", "Lock In")},
        {QStringLiteral("reveal"), QT_TRANSLATE_NOOP("ActionForm", "Reveal")},
        {QStringLiteral("deal_tarots"), QT_TRANSLATE_NOOP("ActionForm", "Deal Tarots")},
        {QStringLiteral("take_tarot"), QT_TRANSLATE_NOOP("ActionForm", "Take a Tarot")},
        {QStringLiteral("replace_tarot"), QT_TRANSLATE_NOOP("ActionForm", "Replace a Tarot")},
        {QStringLiteral("deal_jokers"), QT_TRANSLATE_NOOP("ActionForm", "Deal Jokers")},
        {QStringLiteral("take_joker"), QT_TRANSLATE_NOOP("ActionForm", "Take a Joker")},
        {QStringLiteral("replace_joker"), QT_TRANSLATE_NOOP("ActionForm", "Replace a Joker")},
        {QStringLiteral("exchange_cards"), QT_TRANSLATE_NOOP("ActionForm", "Exchange cards")},
        {QStringLiteral("remove_card"), QT_TRANSLATE_NOOP("ActionForm", "Remove a card")},
        {QStringLiteral("add_from_reserve"), QT_TRANSLATE_NOOP("ActionForm", "Add from Reserve")},
        {QStringLiteral("play_tarot"), QT_TRANSLATE_NOOP("ActionForm", "Play a Tarot")},
    };
    const auto it = names.find(type);
    return it == names.end() ? type : QCoreApplication::translate("ActionForm", it.value());
}

QString phaseDisplayName(const QString& phase) {
    static const QHash<QString, const char*> names{
        {QStringLiteral("deal"), QT_TRANSLATE_NOOP("ActionForm", "Deal")},
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("ActionForm", "Discard rounds")},
        {QStringLiteral("lock_in"), QT_TRANSLATE_NOOP("ActionForm", "Lock In")},
        {QStringLiteral("reveal"), QT_TRANSLATE_NOOP("ActionForm", "Reveal")},
        {QStringLiteral("draw_tarots"), QT_TRANSLATE_NOOP("ActionForm", "Draw Tarots")},
        {QStringLiteral("draw_jokers"), QT_TRANSLATE_NOOP("ActionForm", "Draw Jokers")},
        {QStringLiteral("modify_decks"), QT_TRANSLATE_NOOP("ActionForm", "Modify Decks")},
        {QStringLiteral("game_over"), QT_TRANSLATE_NOOP("ActionForm", "Game over")},
    };
    const auto it = names.find(phase);
    return it == names.end() ? phase : QCoreApplication::translate("ActionForm", it.value());
}

std::vector<ActionField> fieldsForAction(const QString& type, const QString& player, const QJsonObject& state,
                                         const QString& tarot) {
    const QJsonObject me = playerStateOf(state, player);
    const QJsonObject draft = state.value(QStringLiteral("draft")).toObject();
    const QStringList pool = strings(draft.value(QStringLiteral("pool")));
    const int players = state.value(QStringLiteral("players")).toArray().size();
    std::vector<ActionField> out;
    if (type == QLatin1String("deal")) {
        const int count = std::min(me.value(QStringLiteral("hand_limit")).toInt(), me.value(QStringLiteral("active_count")).toInt());
        out.push_back(field(QStringLiteral("count"), Kind::Count, QCoreApplication::translate("ActionForm", "Cards dealt face down"), false, {}, QString::number(count)));
        out.push_back(field(QStringLiteral("cards"), Kind::Cards, QCoreApplication::translate("ActionForm", "Or the cards themselves (optional)"), true, {}, {},
                            QCoreApplication::translate("ActionForm", "leave empty: the hand stays secret")));
    } else if (type == QLatin1String("card_printer")) {
        out.push_back(field(QStringLiteral("card"), Kind::Card, QCoreApplication::translate("ActionForm", "Card picked from the Reserve")));
    } else if (type == QLatin1String("discard")) {
        out.push_back(field(QStringLiteral("cards"), Kind::Cards,
                            QCoreApplication::translate("ActionForm", "Discards, face up (up to %1)").arg(me.value(QStringLiteral("discard_limit")).toInt())));
        if (me.value(QStringLiteral("hidden_in_hand")).toInt() == 0 && me.value(QStringLiteral("hand_count")).toInt() > 0)
            out.push_back(field(QStringLiteral("draw"), Kind::Cards, QCoreApplication::translate("ActionForm", "Replacements drawn")));
    } else if (type == QLatin1String("arrange_jokers")) {
        out.push_back(field(QStringLiteral("order"), Kind::ChoiceList, QCoreApplication::translate("ActionForm", "Jokers, left to right (comma separated)"), false,
                            strings(me.value(QStringLiteral("jokers"))), strings(me.value(QStringLiteral("jokers"))).join(QStringLiteral(", "))));
    } else if (type == QLatin1String("deal_tarots") || type == QLatin1String("deal_jokers")) {
        const bool tarots = type == QLatin1String("deal_tarots");
        const QStringList deck = strings(state.value(tarots ? QStringLiteral("tarot_deck") : QStringLiteral("joker_deck")));
        out.push_back(field(tarots ? QStringLiteral("tarots") : QStringLiteral("jokers"), Kind::ChoiceList,
                            tarots ? QCoreApplication::translate("ActionForm", "Tarots dealt (%1, comma separated)").arg(players + 1)
                                   : QCoreApplication::translate("ActionForm", "Jokers dealt (%1, comma separated)").arg(players + 1),
                            false, deck));
    } else if (type == QLatin1String("take_tarot") || type == QLatin1String("replace_tarot")) {
        out.push_back(field(QStringLiteral("tarot"), Kind::Choice, QCoreApplication::translate("ActionForm", "Tarot"), false, pool));
        if (type == QLatin1String("replace_tarot"))
            out.push_back(field(QStringLiteral("give"), Kind::Choice, QCoreApplication::translate("ActionForm", "Tarot given back"), false, strings(me.value(QStringLiteral("tarots")))));
    } else if (type == QLatin1String("take_joker") || type == QLatin1String("replace_joker")) {
        out.push_back(field(QStringLiteral("joker"), Kind::Choice, QCoreApplication::translate("ActionForm", "Joker"), false, pool));
        if (type == QLatin1String("replace_joker"))
            out.push_back(field(QStringLiteral("give"), Kind::Choice, QCoreApplication::translate("ActionForm", "Joker given up"), false, strings(me.value(QStringLiteral("jokers")))));
        out.push_back(field(QStringLiteral("suit"), Kind::Choice, QCoreApplication::translate("ActionForm", "Suit (Business Suit only)"), true, QStringList{QString()} + suits()));
    } else if (type == QLatin1String("exchange_cards")) {
        out.push_back(field(QStringLiteral("give"), Kind::Cards, QCoreApplication::translate("ActionForm", "The two random Active cards")));
        out.push_back(field(QStringLiteral("take"), Kind::Card, QCoreApplication::translate("ActionForm", "The Reserve card chosen")));
    } else if (type == QLatin1String("remove_card")) {
        out.push_back(field(QStringLiteral("card"), Kind::Card, QCoreApplication::translate("ActionForm", "Active card moved to the Reserve")));
    } else if (type == QLatin1String("add_from_reserve")) {
        out.push_back(field(QStringLiteral("drawn"), Kind::Cards, QCoreApplication::translate("ActionForm", "The four random Reserve cards")));
        out.push_back(field(QStringLiteral("card"), Kind::Card, QCoreApplication::translate("ActionForm", "The one kept")));
    } else if (type == QLatin1String("play_tarot")) {
        QStringList held = strings(me.value(QStringLiteral("tarots")));
        if (state.value(QStringLiteral("phase")).toString() == QLatin1String("draw_tarots")) held += pool;
        const QString chosen = tarot.isEmpty() ? held.value(0) : tarot;
        out.push_back(field(QStringLiteral("tarot"), Kind::Choice, QCoreApplication::translate("ActionForm", "Tarot"), false, held, chosen));
        if (chosen.contains(QLatin1String("Fool"))) {
            QStringList others;
            for (const auto& p : state.value(QStringLiteral("players")).toArray()) others += strings(p.toObject().value(QStringLiteral("tarots")));
            others.removeAll(QStringLiteral("The Fool"));
            out.push_back(field(QStringLiteral("copy"), Kind::Choice, QCoreApplication::translate("ActionForm", "Tarot copied"), false, others));
        }
        addTarotFields(out, chosen, state, me);
    }
    return out;
}

ActionForm::ActionForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("actionForm"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    title_->setProperty("role", "sectionTitle");
    column->addWidget(title_);
    form_ = new QFormLayout;
    form_->setRowWrapPolicy(QFormLayout::WrapLongRows);
    column->addLayout(form_);
    auto* buttons = new QHBoxLayout;
    confirm_ = new QPushButton(QCoreApplication::translate("ActionForm", "&Confirm"), this);
    confirm_->setObjectName(QStringLiteral("confirmAction"));
    confirm_->setDefault(true);
    cancel_ = new QPushButton(QCoreApplication::translate("ActionForm", "Cancel"), this);
    cancel_->setObjectName(QStringLiteral("cancelAction"));
    makeTouchTarget(confirm_);
    makeTouchTarget(cancel_);
    buttons->addWidget(confirm_);
    buttons->addWidget(cancel_);
    buttons->addStretch(1);
    column->addLayout(buttons);
    connect(confirm_, &QPushButton::clicked, this, [this] { emit confirmed(action()); });
    connect(cancel_, &QPushButton::clicked, this, &ActionForm::cancelled);
    hide();
}

void ActionForm::clear() {
    while (form_->rowCount() > 0) form_->removeRow(0);
    inputs_.clear();
    fields_.clear();
    base_ = {};
    hide();
    if (showsCardList_) {
        showsCardList_ = false;
        emit cardListShown(false);
    }
}

void ActionForm::showAction(const QJsonObject& action, const std::vector<ActionField>& fields, const QString& title) {
    clear();
    base_ = action;
    fields_ = fields;
    title_->setText(title);
    for (const auto& f : fields_) {
        QWidget* input = nullptr;
        switch (f.kind) {
        case Kind::Count: {
            auto* spin = new QSpinBox(this);
            spin->setRange(0, 20);
            spin->setValue(f.initial.toInt());
            input = spin;
            break;
        }
        case Kind::Choice: {
            auto* combo = new QComboBox(this);
            for (const auto& c : f.choices) combo->addItem(c.isEmpty() ? QCoreApplication::translate("ActionForm", "(none)") : c, c);
            if (!f.initial.isEmpty()) combo->setCurrentIndex(qMax(0, f.choices.indexOf(f.initial)));
            if (f.key == QLatin1String("tarot") && type() == QLatin1String("play_tarot"))
                connect(combo, &QComboBox::activated, this, [this, combo] { emit tarotChosen(combo->currentData().toString()); });
            input = combo;
            break;
        }
        default: {
            auto* edit = new QLineEdit(f.initial, this);
            QString hint = f.hint;
            if (hint.isEmpty() && f.kind == Kind::ChoiceList) hint = f.choices.mid(0, 4).join(QStringLiteral(", "));
            if (hint.isEmpty() && (f.kind == Kind::Cards || f.kind == Kind::Card))
                hint = f.kind == Kind::Card ? QCoreApplication::translate("ActionForm", "e.g. KH") : QCoreApplication::translate("ActionForm", "e.g. 2C 7D 10H");
            edit->setPlaceholderText(hint);
            connect(edit, &QLineEdit::returnPressed, confirm_, &QPushButton::click);
            input = edit;
        }
        }
        input->setObjectName(QStringLiteral("field_") + f.key);
        input->setAccessibleName(f.label);
        makeTouchTarget(input);
        auto* label = new QLabel(f.label + (f.optional ? QString() : QStringLiteral(" *")), this);
        label->setBuddy(input);
        auto* edit = qobject_cast<QLineEdit*>(input);
        if (edit && f.kind == Kind::Cards && cardReader_) {
            // The face-up cards under the camera fill the list; the player checks and corrects it.
            auto* row = new QWidget(this);
            auto* rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(0, 0, 0, 0);
            auto* read = new QPushButton(QCoreApplication::translate("ActionForm", "Read with the camera"), row);
            read->setObjectName(QStringLiteral("read_") + f.key);
            read->setAccessibleName(QCoreApplication::translate("ActionForm", "Fill %1 from the camera").arg(f.label));
            makeTouchTarget(read);
            connect(read, &QPushButton::clicked, this, [this, edit] {
                const QString seen = cardReader_();
                if (seen.isEmpty())
                    edit->setPlaceholderText(QCoreApplication::translate("ActionForm", "The camera reads no card yet: type them"));
                else
                    edit->setText(seen);
            });
            rowLayout->addWidget(edit, 1);
            rowLayout->addWidget(read);
            form_->addRow(label, row);
            showsCardList_ = true;
        } else {
            form_->addRow(label, input);
        }
        inputs_.push_back(input);
    }
    show();
    if (showsCardList_) emit cardListShown(true);
    if (!inputs_.empty()) inputs_.front()->setFocus();
    else confirm_->setFocus();
}

QWidget* ActionForm::fieldWidget(const QString& key) const {
    for (size_t i = 0; i < fields_.size(); ++i)
        if (fields_[i].key == key) return inputs_[i];
    return nullptr;
}

QJsonObject ActionForm::action() const {
    QJsonObject a = base_;
    static const QRegularExpression cardSeparators(QStringLiteral("[\\s,]+"));
    for (size_t i = 0; i < fields_.size(); ++i) {
        const ActionField& f = fields_[i];
        QWidget* input = inputs_[i];
        QJsonValue value;
        if (auto* spin = qobject_cast<QSpinBox*>(input)) {
            value = spin->value();
        } else if (auto* combo = qobject_cast<QComboBox*>(input)) {
            const QString v = combo->currentData().toString();
            if (!v.isEmpty()) value = v;
        } else if (auto* edit = qobject_cast<QLineEdit*>(input)) {
            const QString text = edit->text().trimmed();
            if (f.kind == Kind::Card || f.kind == Kind::Flips) {
                if (!text.isEmpty()) value = text.toUpper();
            } else if (f.kind == Kind::Cards) {
                if (!text.isEmpty() || !f.optional)
                    value = QJsonArray::fromStringList(text.toUpper().split(cardSeparators, Qt::SkipEmptyParts));
            } else {  // ChoiceList: names may hold spaces, so only commas separate them
                QStringList names;
                for (const auto& n : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
                    if (!n.trimmed().isEmpty()) names << n.trimmed();
                if (!names.isEmpty() || !f.optional) value = QJsonArray::fromStringList(names);
            }
        }
        if (!value.isUndefined() && !value.isNull()) a[f.key] = value;
    }
    // A deal with its cards given is a full-cards deal; otherwise the count (a hidden hand).
    if (a.value(QStringLiteral("type")).toString() == QLatin1String("deal") && a.contains(QStringLiteral("cards")))
        a.remove(QStringLiteral("count"));
    return a;
}

}  // namespace encarde::ui
