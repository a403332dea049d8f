#pragma once
// One recorded action in words for the replay list and the printed summary: "Ann discards 2♣ 3♣
// and draws A♣ 5♦". Cards are shown with suit symbols; Joker and Tarot names stay as printed.

#include <QJsonObject>
#include <QString>

namespace encarde::review {

QString describeAction(const QJsonObject& action, const QJsonObject& event);
// "AS:glass" → "A♠ (Glass)"; text that is not a card is returned as it is.
QString cardsText(const QJsonValue& cards);
QString phaseDisplayName(const QString& phase);  // "discard" → "Discard rounds", translated

}  // namespace encarde::review
