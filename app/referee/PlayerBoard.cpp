#include "PlayerBoard.h"

#include "DisplayText.h"

#include <QJsonArray>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

namespace encarde::ui {

namespace {
QString joined(const QJsonValue& list, const QString& none) {
    QStringList items;
    for (const auto& v : list.toArray()) items << v.toString();
    return items.isEmpty() ? none : items.join(QStringLiteral(", "));
}

QString cardsShown(const QJsonValue& list) {
    QStringList faces;
    for (const auto& v : list.toArray()) {
        const auto card = parsePlayedCard(v.toString().toStdString());
        faces << (card ? cardFace(card->card) + (card->token == Token::None ? QString() : QStringLiteral(":") + tokenDisplayName(card->token))
                       : v.toString());
    }
    return faces.join(QLatin1Char(' '));
}
}  // namespace

PlayerBoard::PlayerBoard(QWidget* parent) : QFrame(parent) {
    setProperty("role", "playerBoard");
    setFrameShape(QFrame::StyledPanel);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(10, 8, 10, 8);
    name_ = new QLabel(this);
    name_->setProperty("role", "playerName");
    chips_ = new QLabel(this);
    chips_->setProperty("role", "chips");
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setProperty("role", "hint");
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setTextFormat(Qt::RichText);
    details_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    column->addWidget(name_);
    column->addWidget(chips_);
    column->addWidget(status_);
    column->addWidget(details_, 1);
}

void PlayerBoard::showPlayer(const QJsonObject& p, bool acting, const QString& status) {
    setProperty("acting", acting);
    style()->unpolish(this);
    style()->polish(this);
    const QString name = p.value(QStringLiteral("name")).toString();
    name_->setText(acting ? tr("▶ %1").arg(name) : name);
    const int chips = p.value(QStringLiteral("chips")).toInt();
    const QString count = chips == 1 ? tr("1 chip") : tr("%1 chips").arg(chips);
    chips_->setText(chips > 0 ? QString(chips, QChar(0x25CF)) + QStringLiteral("  ") + count : count);
    status_->setText(status);
    status_->setVisible(!status.isEmpty());

    QStringList tokens;
    const QJsonObject held = p.value(QStringLiteral("tokens")).toObject();
    for (auto it = held.begin(); it != held.end(); ++it) {
        const auto token = parseToken(it.key().toStdString());
        tokens << tr("%1 × %2").arg(token ? tokenDisplayName(*token) : it.key()).arg(it.value().toInt());
    }
    const int hidden = p.value(QStringLiteral("hidden_in_hand")).toInt();
    const QString known = cardsShown(p.value(QStringLiteral("hand")));
    const int inHand = p.value(QStringLiteral("hand_count")).toInt();
    QString hand = inHand == 1 ? tr("1 card") : tr("%1 cards").arg(inHand);
    if (hidden > 0 && !known.isEmpty()) hand += tr(" (%1 face down; known: %2)").arg(hidden).arg(known);
    else if (hidden > 0) hand += tr(" (face down)");
    else if (!known.isEmpty()) hand += QStringLiteral(": ") + known;
    QString rows;
    auto row = [&rows](const QString& label, const QString& value) {
        rows += QStringLiteral("<tr><td><b>%1</b>&nbsp;</td><td>%2</td></tr>").arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    QStringList jokers;  // in scoring order (R15); Business Suit with its suit's symbol (R18)
    for (const auto& v : p.value(QStringLiteral("jokers")).toArray()) {
        const QString text = v.toString();
        const auto joker = parseJoker(text.section(QLatin1Char(':'), 0, 0).toStdString());
        const auto suit = parseSuit(text.section(QLatin1Char(':'), 1).toStdString());
        jokers << (joker ? jokerDisplayName(JokerCard{*joker, suit.value_or(Suit::Spades)}) : text);
    }
    row(tr("Jokers"), jokers.isEmpty() ? tr("none") : jokers.join(QStringLiteral(" → ")));
    row(tr("Tarots"), joined(p.value(QStringLiteral("tarots")), tr("none")));
    row(tr("Tokens"), tokens.isEmpty() ? tr("none") : tokens.join(QStringLiteral(", ")));
    row(tr("Hand"), hand);
    const QString discards = cardsShown(p.value(QStringLiteral("discards")));
    if (!discards.isEmpty()) row(tr("Discards"), discards);
    const QString played = cardsShown(p.value(QStringLiteral("played")));
    if (!played.isEmpty()) row(tr("Played"), played);
    row(tr("Decks"), tr("Active %1 · Reserve %2")
                         .arg(p.value(QStringLiteral("active_count")).toInt())
                         .arg(p.value(QStringLiteral("reserve_count")).toInt()));
    details_->setText(QStringLiteral("<table>") + rows + QStringLiteral("</table>"));
    setAccessibleName(tr("%1's board").arg(name));
    setAccessibleDescription(summaryText());
}

QString PlayerBoard::summaryText() const {
    QString plain = details_->text();
    plain.replace(QStringLiteral("</tr>"), QStringLiteral("; "));
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    plain.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return name_->text() + QStringLiteral(": ") + chips_->text() + QStringLiteral("; ") + status_->text() + QStringLiteral("; ") + plain;
}

}  // namespace encarde::ui
