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

// Deals the first cards of each deck and lets everyone forgo the drafts and Modify Decks.
inline void forgoBetweenAntes(GameEngine& e) {
    for (;;) {
        const QJsonObject s = e.stateJson();
        const QString ph = s.value(QStringLiteral("phase")).toString();
        const int n = s.value(QStringLiteral("players")).toArray().size();
        if (ph == QLatin1String("draw_tarots") || ph == QLatin1String("draw_jokers")) {
            const QJsonObject draft = s.value(QStringLiteral("draft")).toObject();
            if (!draft.value(QStringLiteral("dealt")).toBool()) {
                const bool tarots = ph == QLatin1String("draw_tarots");
                const QJsonArray deck = s.value(QLatin1String(tarots ? "tarot_deck" : "joker_deck")).toArray();
                QJsonArray dealt;
                for (int i = 0; i < n + 1 && i < deck.size(); ++i) dealt.append(deck[i]);
                ENGINE_DO(e, act(QLatin1String(tarots ? "deal_tarots" : "deal_jokers"), {}, {{QLatin1String(tarots ? "tarots" : "jokers"), dealt}}));
            } else {
                ENGINE_DO(e, act(QStringLiteral("pass"), draft.value(QStringLiteral("turn")).toString()));
            }
        } else if (ph == QLatin1String("modify_decks")) {
            for (const auto& p : s.value(QStringLiteral("players")).toArray())
                ENGINE_DO(e, act(QStringLiteral("pass"), p.toObject().value(QStringLiteral("name")).toString()));
        } else {
            return;
        }
    }
}

}  // namespace encarde::test
