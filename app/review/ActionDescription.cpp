#include "ActionDescription.h"

#include "DisplayText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QStringList>

namespace encarde::review {

namespace {

QString oneCard(const QString& text) {
    const auto played = parsePlayedCard(text.toStdString());
    if (!played) return text;
    const QString face = ui::cardFace(played->card);
    return played->token == Token::None ? face : QStringLiteral("%1 (%2)").arg(face, ui::tokenDisplayName(played->token));
}

QString namesText(const QJsonValue& names) {
    QStringList out;
    for (const QJsonValue& v : names.toArray()) out << v.toString();
    return out.join(QStringLiteral(", "));
}
}  // namespace

QString cardsText(const QJsonValue& cards) {
    if (cards.isString()) return oneCard(cards.toString());
    QStringList out;
    for (const QJsonValue& v : cards.toArray()) out << oneCard(v.toString());
    return out.isEmpty() ? QCoreApplication::translate("ActionDescription", "nothing") : out.join(u' ');
}

QString phaseDisplayName(const QString& phase) {
    if (phase == QLatin1String("deal")) return QCoreApplication::translate("ActionDescription", "Deal");
    if (phase == QLatin1String("discard")) return QCoreApplication::translate("ActionDescription", "Discard rounds");
    if (phase == QLatin1String("lock_in")) return QCoreApplication::translate("ActionDescription", "Lock In");
    if (phase == QLatin1String("reveal")) return QCoreApplication::translate("ActionDescription", "Reveal");
    if (phase == QLatin1String("draw_tarots")) return QCoreApplication::translate("ActionDescription", "Draw Tarots");
    if (phase == QLatin1String("draw_jokers")) return QCoreApplication::translate("ActionDescription", "Draw Jokers");
    if (phase == QLatin1String("modify_decks")) return QCoreApplication::translate("ActionDescription", "Modify Decks");
    if (phase == QLatin1String("game_over")) return QCoreApplication::translate("ActionDescription", "Game over");
    return phase;
}

QString describeAction(const QJsonObject& a, const QJsonObject& event) {
    const QString type = a.value(QStringLiteral("type")).toString();
    const QString who = a.value(QStringLiteral("player")).toString();
    auto field = [&](const char* key) { return a.value(QLatin1String(key)); };
    if (type == QLatin1String("new_game")) return QCoreApplication::translate("ActionDescription", "New game: %1").arg(namesText(field("players")));
    if (type == QLatin1String("deal")) return QCoreApplication::translate("ActionDescription", "%1 is dealt %2").arg(who, cardsText(field("cards")));
    if (type == QLatin1String("card_printer")) return QCoreApplication::translate("ActionDescription", "%1 prints %2 with Card Printer").arg(who, cardsText(field("card")));
    if (type == QLatin1String("discard"))
        return QCoreApplication::translate("ActionDescription", "%1 discards %2 and draws %3").arg(who, cardsText(field("cards")), cardsText(field("draw")));
    if (type == QLatin1String("pass")) return QCoreApplication::translate("ActionDescription", "%1 passes").arg(who);
    if (type == QLatin1String("stand")) return QCoreApplication::translate("ActionDescription", "%1 stands").arg(who);
    if (type == QLatin1String("arrange_jokers")) return QCoreApplication::translate("ActionDescription", "%1 orders the Jokers: %2").arg(who, namesText(field("order")));
    if (type == QLatin1String("lock_in")) return QCoreApplication::translate("ActionDescription", "%1 locks in %2").arg(who, cardsText(field("cards")));
    if (type == QLatin1String("reveal")) {
        const QJsonObject score = event.value(QStringLiteral("score")).toObject();
        const auto type = parseHandType(score.value(QStringLiteral("hand")).toString().toStdString());
        //: %1 player, %2 hand type, %3 score
        return QCoreApplication::translate("ActionDescription", "%1 reveals %2 for %3")
            .arg(who, type ? ui::handTypeDisplayName(*type) : score.value(QStringLiteral("hand")).toString(),
                 QLocale().toString(score.value(QStringLiteral("score")).toInteger()));
    }
    if (type == QLatin1String("deal_tarots")) return QCoreApplication::translate("ActionDescription", "Tarots dealt: %1").arg(namesText(field("tarots")));
    if (type == QLatin1String("take_tarot")) return QCoreApplication::translate("ActionDescription", "%1 takes %2").arg(who, field("tarot").toString());
    if (type == QLatin1String("replace_tarot"))
        return QCoreApplication::translate("ActionDescription", "%1 takes %2 and gives back %3").arg(who, field("tarot").toString(), field("give").toString());
    if (type == QLatin1String("deal_jokers")) return QCoreApplication::translate("ActionDescription", "Jokers dealt: %1").arg(namesText(field("jokers")));
    if (type == QLatin1String("take_joker")) return QCoreApplication::translate("ActionDescription", "%1 takes %2").arg(who, field("joker").toString());
    if (type == QLatin1String("replace_joker"))
        return QCoreApplication::translate("ActionDescription", "%1 takes %2 and discards %3").arg(who, field("joker").toString(), field("give").toString());
    if (type == QLatin1String("exchange_cards"))
        return QCoreApplication::translate("ActionDescription", "%1 exchanges %2 for %3").arg(who, cardsText(field("give")), cardsText(field("take")));
    if (type == QLatin1String("remove_card")) return QCoreApplication::translate("ActionDescription", "%1 moves %2 to the Reserve").arg(who, cardsText(field("card")));
    if (type == QLatin1String("add_from_reserve")) return QCoreApplication::translate("ActionDescription", "%1 adds %2 from the Reserve").arg(who, cardsText(field("card")));
    if (type == QLatin1String("play_tarot")) return QCoreApplication::translate("ActionDescription", "%1 plays %2").arg(who, field("tarot").toString());
    if (type == QLatin1String("retract")) return QCoreApplication::translate("ActionDescription", "Action %1 is taken back").arg(field("seq").toInt());
    return type;
}

}  // namespace encarde::review
