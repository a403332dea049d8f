#pragma once
// A whole two-player game with hidden hands as engine actions (after new_game Ann, Bob): the
// kill-and-resume test's child plays it into a game log, and the test rebuilds prefixes of it.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace encarde::test {

inline QList<QJsonObject> hiddenGameScript() {
    const QStringList lines = {
        R"({"type":"deal","player":"Ann","count":8})",
        R"({"type":"deal","player":"Bob","count":8})",
        R"({"type":"discard","player":"Ann","cards":["2C","3C"]})",
        R"({"type":"stand","player":"Bob"})",
        R"({"type":"stand","player":"Ann"})",
        R"({"type":"lock_in","player":"Ann","cards":["AS","AH","AD","AC","KS"]})",
        R"({"type":"lock_in","player":"Bob","cards":["9S"]})",
        R"({"type":"reveal","player":"Ann"})",
        R"({"type":"reveal","player":"Bob"})",
        R"({"type":"deal_tarots","tarots":["The Magician","The Empress","The Hermit"]})",
        R"({"type":"take_tarot","player":"Ann","tarot":"The Empress"})",
        R"({"type":"pass","player":"Bob"})",
        R"({"type":"deal_jokers","jokers":["Baron","Splash","Juggler"]})",
        R"({"type":"take_joker","player":"Bob","joker":"Baron"})",
        R"({"type":"pass","player":"Ann"})",
        R"({"type":"pass","player":"Ann"})",
        R"({"type":"pass","player":"Bob"})",
        R"({"type":"deal","player":"Ann","count":8})",
        R"({"type":"deal","player":"Bob","count":8})",
        R"({"type":"discard","player":"Bob","cards":["3H","5H","7H"]})",
        R"({"type":"stand","player":"Ann"})",
        R"({"type":"stand","player":"Bob"})",
        R"({"type":"play_tarot","player":"Ann","tarot":"The Empress"})",
        R"({"type":"lock_in","player":"Ann","cards":["QS:mult","QH"]})",
        R"({"type":"lock_in","player":"Bob","cards":["2S","4S","6S","8S","10S"]})",
        R"({"type":"reveal","player":"Ann"})",
        R"({"type":"reveal","player":"Bob","shown":["KH","KD"]})",
    };
    QList<QJsonObject> out;
    for (const auto& line : lines) out << QJsonDocument::fromJson(line.toUtf8()).object();
    return out;
}

}  // namespace encarde::test
