#pragma once
// The table state (GameEngine::stateJson) as a small HTML page: the phase and Ante, then one
// column per player with chips, Jokers in order, Tarots, tokens, hand, discards and played cards.

#include <QJsonObject>
#include <QString>

namespace encarde::review {

QString tableStateHtml(const QJsonObject& state);

}  // namespace encarde::review
