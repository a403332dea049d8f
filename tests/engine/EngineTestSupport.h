#pragma once
// Helpers for engine tests: build actions tersely, apply them and fail the test with the refusal
// text when an action that should be accepted is not.

#include "GameEngine.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <QTest>

namespace encarde::test {

inline QJsonArray list(const QString& spaceSeparated) {
    QJsonArray out;
    for (const auto& item : spaceSeparated.split(QLatin1Char(' '), Qt::SkipEmptyParts)) out.append(item);
    return out;
}

inline QJsonObject act(const QString& type, const QString& player, QJsonObject fields = {}) {
    fields[QStringLiteral("type")] = type;
    if (!player.isEmpty()) fields[QStringLiteral("player")] = player;
    return fields;
}

inline QString text(const QJsonObject& o) { return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)); }

// Applies an action that must be accepted; returns its event (empty and a test failure if not).
#define ENGINE_DO(engine, action)                                                                                  \
    ([&]() {                                                                                                       \
        const auto outcome_ = (engine).apply(action);                                                             \
        if (!outcome_.accepted)                                                                                    \
            QTest::qFail(qPrintable(QStringLiteral("refused: ") + QString::fromStdString(outcome_.refusal.text()) + \
                                    QStringLiteral(" for ") + encarde::test::text(action)),                       \
                         __FILE__, __LINE__);                                                                      \
        return outcome_.event;                                                                                     \
    }())

// Applies an action that must be refused with the given ruling, and checks the state is unchanged.
#define ENGINE_REFUSED(engine, action, expectedRuling)                                                                     \
    do {                                                                                                           \
        const QJsonObject before_ = (engine).stateJson();                                                         \
        const auto outcome_ = (engine).apply(action);                                                             \
        QVERIFY2(!outcome_.accepted, qPrintable(QStringLiteral("accepted: ") + encarde::test::text(action)));     \
        QCOMPARE(QString::fromStdString(outcome_.refusal.ruling), QString::fromLatin1(expectedRuling));                         \
        QCOMPARE((engine).stateJson(), before_);                                                                  \
    } while (0)

inline QJsonObject playerState(const GameEngine& e, const QString& name) {
    for (const auto& p : e.stateJson().value(QStringLiteral("players")).toArray())
        if (p.toObject().value(QStringLiteral("name")).toString() == name) return p.toObject();
    return {};
}

inline GameEngine startGame(const QStringList& players, HouseRules house = {}) {
    GameEngine e;
    e.apply(GameEngine::newGameAction(players, house));
    return e;
}

}  // namespace encarde::test
