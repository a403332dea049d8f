#include "SampleGames.h"

#include "GameEngine.h"
#include "RandomTable.h"

#include <QFile>
#include <QJsonDocument>

namespace encarde::test {

QList<QJsonObject> documentedExampleGame() {
    QFile doc(QStringLiteral(ACTIONS_DOC));
    if (!doc.open(QIODevice::ReadOnly)) return {};
    const QString all = QString::fromUtf8(doc.readAll());
    const int start = all.indexOf(QStringLiteral("```jsonl\n")) + 9;
    QList<QJsonObject> actions;
    for (const QString& line : all.mid(start, all.indexOf(QStringLiteral("```"), start) - start).split(u'\n', Qt::SkipEmptyParts))
        actions << QJsonDocument::fromJson(line.toUtf8()).object();
    return actions;
}

QList<QJsonObject> randomGame(unsigned seed, const QStringList& players) {
    RandomTable table(seed);
    GameEngine engine;
    QList<QJsonObject> actions{GameEngine::newGameAction(players, {})};
    engine.apply(actions.front());
    for (int tries = 0; engine.state().phase != Phase::GameOver && tries < 200000; ++tries) {
        const QJsonObject a = table.nextAction(engine);
        if (engine.apply(a).accepted) actions << a;
    }
    return actions;
}

int recordGame(GameLog& log, const QList<QJsonObject>& actions, const QDateTime& createdUtc) {
    GameEngine engine;
    int id = 0;
    QString error;
    for (const QJsonObject& a : actions) {
        const ActionOutcome out = engine.apply(a);
        if (!out.accepted) return 0;
        if (id == 0) id = log.createGame(a, out.event, &error, createdUtc);
        else if (!log.append(id, out.event.value(QStringLiteral("seq")).toInt(), a, out.event, &error)) return 0;
        if (id == 0) return 0;
    }
    return id;
}

bool writeSampleLog(const QString& path, QString* error) {
    auto log = GameLog::open(path, error);
    if (!log) return false;
    const QDateTime evening(QDate(2026, 11, 20), QTime(19, 30), Qt::UTC);
    const QList<QJsonObject> example = documentedExampleGame();
    const bool ok = recordGame(*log, example, evening) &&
                    recordGame(*log, randomGame(7, {QStringLiteral("Chloé"), QStringLiteral("Dieter"), QStringLiteral("Emma")}), evening.addSecs(3600)) &&
                    recordGame(*log, randomGame(11, {QStringLiteral("Ann"), QStringLiteral("Farid"), QStringLiteral("Gus"), QStringLiteral("Hana")}),
                               evening.addDays(1)) &&
                    recordGame(*log, example.mid(0, 20), evening.addDays(1).addSecs(5400));
    if (!ok && error) *error = QStringLiteral("a sample game could not be recorded");
    return ok;
}

}  // namespace encarde::test
