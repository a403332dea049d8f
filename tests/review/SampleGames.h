#pragma once
// Recorded games for the review tests and screenshots: the example game of docs/actions.md
// (scores worked out there by hand) and random games played by the engine tests' RandomTable.

#include "GameLog.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace encarde::test {

QList<QJsonObject> documentedExampleGame();  // Ann and Bob, 64 actions, Ann wins after 4 Antes
// A complete random game (every action accepted), seeded, with the given player names.
QList<QJsonObject> randomGame(unsigned seed, const QStringList& players);
// Plays the actions through a GameEngine and records them in the log; returns the game id or 0.
int recordGame(GameLog& log, const QList<QJsonObject>& actions, const QDateTime& createdUtc = {});
// The sample log: the example game, a random 3-player game, a random 4-player game and an
// unfinished 2-player game (the example's first 20 actions).
bool writeSampleLog(const QString& path, QString* error);

}  // namespace encarde::test
