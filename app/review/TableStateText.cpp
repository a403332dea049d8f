#include "TableStateText.h"

#include "ActionDescription.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

namespace encarde::review {

namespace {

QString listText(const QJsonValue& v) {
    QStringList out;
    for (const QJsonValue& item : v.toArray()) out << item.toString().toHtmlEscaped();
    return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral("<br>"));
}

QString tokensText(const QJsonObject& tokens) {
    QStringList out;
    for (auto it = tokens.begin(); it != tokens.end(); ++it) out << QStringLiteral("%1 × %2").arg(it.value().toInt()).arg(it.key());
    return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral("<br>"));
}

QString cards(const QJsonValue& v) { return v.toArray().isEmpty() ? QStringLiteral("—") : cardsText(v).toHtmlEscaped(); }
}  // namespace

QString tableStateHtml(const QJsonObject& state) {
    const QLocale locale;
    const QJsonArray players = state.value(QStringLiteral("players")).toArray();
    QString heading = QCoreApplication::translate("TableStateText", "Ante %1 — %2").arg(locale.toString(state.value(QStringLiteral("ante")).toInt()),
                                           phaseDisplayName(state.value(QStringLiteral("phase")).toString()));
    if (state.contains(QStringLiteral("discard_round")))
        heading += QStringLiteral(", ") + QCoreApplication::translate("TableStateText", "round %1").arg(locale.toString(state.value(QStringLiteral("discard_round")).toInt()));
    if (state.contains(QStringLiteral("winner")))
        heading += QStringLiteral(" — ") + QCoreApplication::translate("TableStateText", "%1 wins the game").arg(state.value(QStringLiteral("winner")).toString().toHtmlEscaped());

    QString html = QStringLiteral("<h3>%1</h3><table cellpadding='4' cellspacing='0' border='1' width='100%'><tr><th></th>").arg(heading);
    for (const QJsonValue& p : players) html += QStringLiteral("<th>%1</th>").arg(p[QStringLiteral("name")].toString().toHtmlEscaped());
    html += QStringLiteral("</tr>");
    auto row = [&](const QString& label, auto cell) {
        html += QStringLiteral("<tr><th align='left'>%1</th>").arg(label);
        for (const QJsonValue& p : players) html += QStringLiteral("<td>%1</td>").arg(cell(p.toObject()));
        html += QStringLiteral("</tr>");
    };
    row(QCoreApplication::translate("TableStateText", "Chips"), [&](const QJsonObject& p) { return locale.toString(p[QStringLiteral("chips")].toInt()); });
    row(QCoreApplication::translate("TableStateText", "Jokers (in order)"), [](const QJsonObject& p) { return listText(p[QStringLiteral("jokers")]); });
    row(QCoreApplication::translate("TableStateText", "Tarots"), [](const QJsonObject& p) { return listText(p[QStringLiteral("tarots")]); });
    row(QCoreApplication::translate("TableStateText", "Tokens"), [](const QJsonObject& p) { return tokensText(p[QStringLiteral("tokens")].toObject()); });
    row(QCoreApplication::translate("TableStateText", "Hand"), [](const QJsonObject& p) { return cards(p[QStringLiteral("hand")]); });
    row(QCoreApplication::translate("TableStateText", "Discards"), [](const QJsonObject& p) { return cards(p[QStringLiteral("discards")]); });
    row(QCoreApplication::translate("TableStateText", "Played"), [](const QJsonObject& p) { return cards(p[QStringLiteral("played")]); });
    row(QCoreApplication::translate("TableStateText", "Score this Ante"), [&](const QJsonObject& p) {
        return p.contains(QStringLiteral("score")) ? locale.toString(p[QStringLiteral("score")].toInteger()) : QStringLiteral("—");
    });
    row(QCoreApplication::translate("TableStateText", "Active / Reserve"), [&](const QJsonObject& p) {
        return QStringLiteral("%1 / %2").arg(locale.toString(p[QStringLiteral("active_count")].toInt()),
                                            locale.toString(p[QStringLiteral("reserve_count")].toInt()));
    });
    html += QStringLiteral("</table>");

    const QJsonObject draft = state.value(QStringLiteral("draft")).toObject();
    if (!draft.isEmpty()) {
        auto names = [](const QJsonValue& v) {
            QStringList out;
            for (const QJsonValue& item : v.toArray()) out << item.toString().toHtmlEscaped();
            return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral(", "));
        };
        html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4</p>")
                    .arg(QCoreApplication::translate("TableStateText", "On offer:"), names(draft.value(QStringLiteral("pool"))),
                         QCoreApplication::translate("TableStateText", "Choosing order:"), names(draft.value(QStringLiteral("order"))));
    }

    QStringList legal;
    for (const QJsonValue& entry : state.value(QStringLiteral("legal")).toArray()) {
        const QString who = entry[QStringLiteral("player")].isNull() ? QCoreApplication::translate("TableStateText", "The table") : entry[QStringLiteral("player")].toString();
        QStringList types;
        for (const QJsonValue& t : entry[QStringLiteral("actions")].toArray()) types << t.toString();
        legal << QStringLiteral("<b>%1</b>: %2").arg(who.toHtmlEscaped(), types.join(QStringLiteral(", ")));
    }
    if (!legal.isEmpty()) html += QStringLiteral("<p>%1 %2</p>").arg(QCoreApplication::translate("TableStateText", "Next:"), legal.join(QStringLiteral("; ")));
    return html;
}

}  // namespace encarde::review
