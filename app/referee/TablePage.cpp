#include "TablePage.h"

#include "ActionForm.h"
#include "GameSession.h"
#include "PlayerBoard.h"
#include "TouchFriendly.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {
const QString kTable = QStringLiteral("table");

// Actions that need nothing but the player: one tap does them.
bool needsNoFields(const QString& type) { return type == QLatin1String("stand") || type == QLatin1String("pass"); }

// The app's own random helper for the table's deals (docs/actions.md: chance enters as recorded input).
QStringList randomPick(QStringList deck, int n) {
    QStringList out;
    while (!deck.isEmpty() && out.size() < n) out << deck.takeAt(static_cast<int>(QRandomGenerator::global()->bounded(deck.size())));
    return out;
}
}  // namespace

TablePage::TablePage(GameSession* session, QWidget* parent) : QWidget(parent), session_(session) {
    setObjectName(QStringLiteral("tablePage"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 8, 8, 8);

    auto* header = new QHBoxLayout;
    phase_ = new QLabel(this);
    phase_->setObjectName(QStringLiteral("phaseLabel"));
    phase_->setProperty("role", "phaseTitle");
    header->addWidget(phase_, 1);
    undo_ = new QPushButton(tr("&Undo last action"), this);
    undo_->setObjectName(QStringLiteral("undoButton"));
    undo_->setToolTip(tr("Takes back the last action; the correction is recorded in the game log (Ctrl+Z)"));
    makeTouchTarget(undo_);
    header->addWidget(undo_);
    outer->addLayout(header);

    whoActs_ = new QLabel(this);
    whoActs_->setObjectName(QStringLiteral("whoActsLabel"));
    whoActs_->setWordWrap(true);
    whoActs_->setProperty("role", "whoActs");
    whoActs_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // every line shows
    outer->addWidget(whoActs_);
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("anteResult"));
    result_->setProperty("role", "anteResult");
    result_->setWordWrap(true);
    result_->hide();
    outer->addWidget(result_);
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("refusalLabel"));
    refusal_->setProperty("role", "problem");
    refusal_->setWordWrap(true);
    refusal_->setAccessibleName(tr("Refused"));
    refusal_->hide();
    outer->addWidget(refusal_);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    enableKineticScrolling(scroll);
    auto* body = new QWidget;
    auto* bodyColumn = new QVBoxLayout(body);
    bodyColumn->setContentsMargins(0, 0, 0, 0);
    boardsGrid_ = new QGridLayout;
    bodyColumn->addLayout(boardsGrid_);
    actionsBox_ = new QWidget(body);
    actionsColumn_ = new QVBoxLayout(actionsBox_);
    actionsColumn_->setContentsMargins(0, 8, 0, 0);
    bodyColumn->addWidget(actionsBox_);
    form_ = new ActionForm(body);
    form_->setMaximumWidth(900);  // fields as wide as their content needs, readable at a glance
    bodyColumn->addWidget(form_);
    bodyColumn->addStretch(1);
    scroll->setWidget(body);
    outer->addWidget(scroll, 1);

    connect(undo_, &QPushButton::clicked, this, [this] {
        const QString refusal = session_->undo();
        showRefusal(refusal);
    });
    connect(form_, &ActionForm::confirmed, this, &TablePage::submit);
    connect(form_, &ActionForm::cancelled, form_, &ActionForm::clear);
    connect(form_, &ActionForm::tarotChosen, this, [this](const QString& tarot) {
        const QString player = form_->action().value(QStringLiteral("player")).toString();
        form_->showAction(QJsonObject{{QStringLiteral("type"), QStringLiteral("play_tarot")}, {QStringLiteral("player"), player}},
                          fieldsForAction(QStringLiteral("play_tarot"), player, session_->state(), tarot),
                          tr("%1: %2").arg(player, actionDisplayName(QStringLiteral("play_tarot"))));
    });
    connect(session_, &GameSession::changed, this, &TablePage::refresh);
}

QString TablePage::statusOf(const QJsonObject& state, const QJsonObject& p) const {
    const QString phase = state.value(QStringLiteral("phase")).toString();
    if (phase == QLatin1String("discard") && p.value(QStringLiteral("standing")).toBool()) return tr("Stands: no more discards this Ante");
    if ((phase == QLatin1String("lock_in") || phase == QLatin1String("reveal")) && p.value(QStringLiteral("locked_in")).toBool()) {
        if (p.contains(QStringLiteral("score"))) return tr("Revealed: %1 points").arg(p.value(QStringLiteral("score")).toInteger());
        return tr("Locked in");
    }
    const QJsonArray scores = p.value(QStringLiteral("scores")).toArray();
    if (!scores.isEmpty() && phase != QLatin1String("discard") && phase != QLatin1String("deal"))
        return tr("Last Ante: %1 points").arg(scores.last().toInteger());
    return {};
}

void TablePage::refresh() {
    const QJsonObject s = session_->state();
    const QString phase = s.value(QStringLiteral("phase")).toString();
    QString title = tr("Ante %1 · %2").arg(s.value(QStringLiteral("ante")).toInt()).arg(phaseDisplayName(phase));
    if (phase == QLatin1String("discard")) title += tr(" · round %1 of 4").arg(s.value(QStringLiteral("discard_round")).toInt());
    phase_->setText(title);
    undo_->setEnabled(session_->undoableSeq().has_value());

    // Who acts and with what.
    const QJsonArray legal = s.value(QStringLiteral("legal")).toArray();
    QStringList actors;
    QStringList lines;
    for (const auto& entry : legal) {
        const QJsonObject o = entry.toObject();
        const QString who = o.value(QStringLiteral("player")).isNull() ? tr("The table") : o.value(QStringLiteral("player")).toString();
        actors << who;
        QStringList types;
        for (const auto& t : o.value(QStringLiteral("actions")).toArray()) types << actionDisplayName(t.toString());
        lines << tr("%1: %2").arg(who, types.join(QStringLiteral(", ")));
    }
    if (phase == QLatin1String("game_over"))
        whoActs_->setText(tr("%1 wins the game with three chips.").arg(s.value(QStringLiteral("winner")).toString()));
    else if (s.contains(QStringLiteral("draft")) && s.value(QStringLiteral("draft")).toObject().value(QStringLiteral("dealt")).toBool()) {
        const QJsonObject draft = s.value(QStringLiteral("draft")).toObject();
        QStringList order;
        for (const auto& n : draft.value(QStringLiteral("order")).toArray()) order << n.toString();
        QStringList pool;
        for (const auto& n : draft.value(QStringLiteral("pool")).toArray()) pool << n.toString();
        whoActs_->setText(tr("Order: %1. On the table: %2.\nNow: %3")
                              .arg(order.join(QStringLiteral(" → ")), pool.isEmpty() ? tr("nothing") : pool.join(QStringLiteral(", ")),
                                   lines.join(QStringLiteral(" · "))));
    } else
        whoActs_->setText(tr("Now: %1").arg(lines.join(QStringLiteral(" · "))));

    // Boards.
    const QJsonArray players = s.value(QStringLiteral("players")).toArray();
    while (boards_.size() < static_cast<size_t>(players.size())) boards_.push_back(new PlayerBoard(this));
    while (boards_.size() > static_cast<size_t>(players.size())) {
        delete boards_.back();
        boards_.pop_back();
    }
    for (int i = 0; i < players.size(); ++i) {
        const QJsonObject p = players[i].toObject();
        boards_[i]->setObjectName(QStringLiteral("board_") + p.value(QStringLiteral("name")).toString());
        boards_[i]->showPlayer(p, actors.contains(p.value(QStringLiteral("name")).toString()), statusOf(s, p));
    }
    layoutBoards();

    // One button per legal action, grouped by who acts.
    // Rows are rebuilt; the old ones go later, since a tapped button may be the one asking.
    for (auto* row : actionRows_) {
        row->hide();
        row->deleteLater();
    }
    actionRows_.clear();
    actionButtons_.clear();
    for (const auto& entry : legal) {
        const QJsonObject o = entry.toObject();
        const bool table = o.value(QStringLiteral("player")).isNull();
        const QString who = table ? QString() : o.value(QStringLiteral("player")).toString();
        auto* rowWidget = new QWidget(actionsBox_);
        auto* row = new QHBoxLayout(rowWidget);
        row->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(table ? tr("The table:") : tr("%1:").arg(who), rowWidget);
        label->setProperty("role", "actorName");
        label->setMinimumWidth(120);
        row->addWidget(label);
        for (const auto& t : o.value(QStringLiteral("actions")).toArray()) {
            const QString type = t.toString();
            auto* button = new QPushButton(actionDisplayName(type), rowWidget);
            button->setObjectName(QStringLiteral("action_%1_%2").arg(table ? kTable : who, type));
            button->setAccessibleName(table ? actionDisplayName(type) : tr("%1: %2").arg(who, actionDisplayName(type)));
            button->setAutoDefault(false);
            makeTouchTarget(button);
            connect(button, &QPushButton::clicked, this, [this, who, type] { beginAction(who, type); });
            row->addWidget(button);
            actionButtons_.push_back(button);
        }
        row->addStretch(1);
        actionsColumn_->addWidget(rowWidget);
        rowWidget->show();  // at once, not on the next event-loop turn
        actionRows_.push_back(rowWidget);
    }
    // Keyboard play: when the tapped button went away with its row, the first action takes focus.
    if (isVisible() && !actionButtons_.empty() && (!focusWidget() || !focusWidget()->isVisible() || focusWidget() == this))
        actionButtons_.front()->setFocus(Qt::OtherFocusReason);
    if (form_->isVisible()) {
        // Keep an open form only while its action is still legal for that player.
        const QString type = form_->type();
        const QString who = form_->action().value(QStringLiteral("player")).toString();
        if (!actionButton(who, type)) form_->clear();
    }
}

void TablePage::layoutBoards() {
    for (auto* b : boards_) boardsGrid_->removeWidget(b);
    const int columns = portrait_ ? 2 : qMax(1, static_cast<int>(boards_.size()));
    for (size_t i = 0; i < boards_.size(); ++i) boardsGrid_->addWidget(boards_[i], static_cast<int>(i) / columns, static_cast<int>(i) % columns);
}

void TablePage::resizeEvent(QResizeEvent* event) {
    const bool portrait = event->size().width() < event->size().height();
    if (portrait != portrait_) {
        portrait_ = portrait;
        layoutBoards();
    }
    QWidget::resizeEvent(event);
}

QPushButton* TablePage::actionButton(const QString& player, const QString& type) const {
    const QString name = QStringLiteral("action_%1_%2").arg(player.isEmpty() ? kTable : player, type);
    for (auto* b : actionButtons_)
        if (b->objectName() == name) return b;
    return nullptr;
}

void TablePage::beginAction(const QString& player, const QString& type) {
    showRefusal({});
    if (type == QLatin1String("lock_in") || type == QLatin1String("reveal")) {
        form_->clear();
        emit revealRequested(player, type);
        return;
    }
    QJsonObject action{{QStringLiteral("type"), type}};
    if (!player.isEmpty()) action[QStringLiteral("player")] = player;
    const QJsonObject s = session_->state();
    std::vector<ActionField> fields = fieldsForAction(type, player, s);
    if (needsNoFields(type) && !(type == QLatin1String("pass") && s.value(QStringLiteral("phase")).toString() == QLatin1String("discard") &&
                                 !fields.empty())) {
        form_->clear();
        submit(action);
        return;
    }
    if (type == QLatin1String("deal_tarots") || type == QLatin1String("deal_jokers")) {
        // Dealt at random by the app unless the table types what it dealt.
        auto& f = fields.front();
        f.initial = randomPick(f.choices, s.value(QStringLiteral("players")).toArray().size() + 1).join(QStringLiteral(", "));
    }
    form_->showAction(action, fields, player.isEmpty() ? actionDisplayName(type) : tr("%1: %2").arg(player, actionDisplayName(type)));
}

void TablePage::submit(const QJsonObject& action) {
    const QString refusal = session_->submit(action);
    showRefusal(refusal);
    if (refusal.isEmpty()) {
        form_->clear();
        if (action.value(QStringLiteral("type")).toString() != QLatin1String("reveal")) showAnteResult({});
    }
}

void TablePage::showRefusal(const QString& text) {
    refusal_->setText(text.isEmpty() ? QString() : tr("Refused: %1 — nothing was changed.").arg(text));
    refusal_->setVisible(!text.isEmpty());
}

void TablePage::showAnteResult(const QJsonObject& event) {
    const QJsonObject r = event.value(QStringLiteral("ante_result")).toObject();
    if (r.isEmpty()) {
        result_->hide();
        return;
    }
    QStringList scores;
    const QJsonObject byPlayer = r.value(QStringLiteral("scores")).toObject();
    const QJsonObject types = r.value(QStringLiteral("hand_types")).toObject();
    for (auto it = byPlayer.begin(); it != byPlayer.end(); ++it)
        scores << tr("%1 %2 (%3)").arg(it.key()).arg(it.value().toInteger()).arg(types.value(it.key()).toString());
    QStringList takers;
    for (const auto& t : r.value(QStringLiteral("chip_to")).toArray()) takers << t.toString();
    QString text = takers.isEmpty() ? tr("Ante %1: no chip this Ante (tie, R29).").arg(r.value(QStringLiteral("ante")).toInt())
                                    : tr("Ante %1: %2 takes the chip!").arg(r.value(QStringLiteral("ante")).toInt()).arg(takers.join(QStringLiteral(", ")));
    text += QStringLiteral("  ") + scores.join(QStringLiteral(" · "));
    if (r.contains(QStringLiteral("game_winner"))) text += QStringLiteral("\n") + tr("%1 wins the game!").arg(r.value(QStringLiteral("game_winner")).toString());
    result_->setText(text);
    result_->show();
}

QString TablePage::refusalText() const { return refusal_->isVisible() ? refusal_->text() : QString(); }
QString TablePage::anteResultText() const { return result_->isVisible() ? result_->text() : QString(); }
QString TablePage::phaseText() const { return phase_->text(); }

}  // namespace encarde::ui
