#include "ScoreJson.h"

#include <QJsonArray>

namespace encarde {

double multToNumber(const Mult& m) { return m.toDouble(); }

QJsonObject scoreToJson(const PlayedHand& hand, const JokerLineup& jokers, const ScoreResult& result,
                        const ScoreBreakdown* breakdown) {
    QJsonObject o;
    o.insert("hand", QString::fromUtf8(handTypeName(result.handType).data(), qsizetype(handTypeName(result.handType).size())));
    o.insert("formed_hand", QString::fromUtf8(handTypeName(result.formedType).data(), qsizetype(handTypeName(result.formedType).size())));
    o.insert("base", qint64(result.base));
    o.insert("mult", multToNumber(result.mult));
    o.insert("mult_exact", QString::fromStdString(result.mult.toString()));
    o.insert("score", qint64(result.score));
    QJsonArray played, scoring;
    for (int i = 0; i < hand.count; ++i) {
        played.append(QString::fromStdString(playedCardText(hand.cards[i])));
        if (result.scoringMask & (1u << i)) scoring.append(QString::fromStdString(cardText(hand.cards[i].card)));
    }
    o.insert("played", played);
    o.insert("scoring", scoring);
    QJsonArray jokerNames;
    for (const auto& j : jokers) jokerNames.append(QString::fromStdString(jokerCardText(j)));
    o.insert("jokers", jokerNames);
    if (breakdown) {
        QJsonArray steps;
        for (const ScoreStep& s : breakdown->steps) {
            QJsonObject js;
            js.insert("step", s.step);
            std::string source = describeStepSource(s, hand, jokers);
            if (s.op == StepOp::SetHand) {
                // Step 1 sets base and mult from a hand type: the formed one, or One-Upper's.
                const HandType t = s.source == StepSource::HandType ? result.formedType : result.handType;
                js.insert("hand", QString::fromUtf8(handTypeName(t).data(), qsizetype(handTypeName(t).size())));
                if (s.source == StepSource::HandType) source = std::string(handTypeName(t));
                js.insert("amount", qint64(s.baseAfter));
            } else {
                js.insert("amount", multToNumber(s.amount));
            }
            js.insert("source", QString::fromStdString(source));
            js.insert("op", QString::fromUtf8(stepOpSymbol(s.op).data(), qsizetype(stepOpSymbol(s.op).size())));
            js.insert("base", qint64(s.baseAfter));
            js.insert("mult", multToNumber(s.multAfter));
            steps.append(js);
        }
        o.insert("steps", steps);
    }
    return o;
}

}  // namespace encarde
