#pragma once
// A short two-player game (Ann, Bob) brought to a chosen point with Ann holding a chosen Tarot,
// for the refusal and Tarot tests. Ante 1 and 2: Ann's Pair of aces (10 + 22 = 32 x 2 = 64) beats
// Bob's High Card nine (5 + 9 = 14).

#include "EngineTestSupport.h"
#include "Tarot.h"

namespace encarde::test {

enum class Stop { Deal, Discard, LockIn, Reveal, DrawTarotsUndealt, DrawTarotsStart, DrawJokersStart, ModifyDecks,
                  Ante2Discard, Ante2LockIn, Ante2DrawTarotsStart };

inline const char* kAnnHand = "AS AH AD KS KH 2C 3C 4C";
inline const char* kBobHand = "2S 3D 5H 7C 9S JD QH 4S";

// Three Tarots to deal that are not `held`.
inline QJsonArray otherTarots(Tarot held) {
    QJsonArray out;
    for (Tarot t : {Tarot::Star, Tarot::Moon, Tarot::Sun, Tarot::World})
        if (t != held && out.size() < 3) out.append(QString::fromUtf8(tarotName(t).data()));
    return out;
}

inline GameEngine scenario(Stop stop, Tarot annTakes = Tarot::Empress) {
    GameEngine e = startGame({"Ann", "Bob"});
    auto step = [&](const QJsonObject& a) {
        const auto out = e.apply(a);
        if (!out.accepted) qFatal("scenario refused %s: %s", qPrintable(text(a)), out.refusal.text().c_str());
    };
    if (stop == Stop::Deal) return e;
    step(act("deal", "Ann", {{"cards", list(kAnnHand)}}));
    step(act("deal", "Bob", {{"cards", list(kBobHand)}}));
    if (stop == Stop::Discard) return e;
    step(act("stand", "Ann"));
    step(act("stand", "Bob"));
    if (stop == Stop::LockIn) return e;
    step(act("lock_in", "Ann", {{"cards", list("AS AH")}}));
    step(act("lock_in", "Bob", {{"cards", list("9S")}}));
    if (stop == Stop::Reveal) return e;
    step(act("reveal", "Ann"));
    step(act("reveal", "Bob"));
    if (stop == Stop::DrawTarotsUndealt) return e;
    QJsonArray dealt = otherTarots(annTakes);
    dealt[2] = QString::fromUtf8(tarotName(annTakes).data());
    step(act("deal_tarots", "", {{"tarots", dealt}}));
    if (stop == Stop::DrawTarotsStart) return e;
    step(act("take_tarot", "Ann", {{"tarot", QString::fromUtf8(tarotName(annTakes).data())}}));
    step(act("pass", "Bob"));
    step(act("deal_jokers", "", {{"jokers", list("Baron Splash Juggler")}}));
    if (stop == Stop::DrawJokersStart) return e;
    step(act("pass", "Bob"));
    step(act("pass", "Ann"));
    if (stop == Stop::ModifyDecks) return e;
    step(act("pass", "Ann"));
    step(act("pass", "Bob"));
    step(act("deal", "Ann", {{"cards", list(kAnnHand)}}));
    step(act("deal", "Bob", {{"cards", list(kBobHand)}}));
    if (stop == Stop::Ante2Discard) return e;
    step(act("stand", "Ann"));
    step(act("stand", "Bob"));
    if (stop == Stop::Ante2LockIn) return e;
    step(act("lock_in", "Ann", {{"cards", list("AS AH")}}));
    step(act("lock_in", "Bob", {{"cards", list("9S")}}));
    step(act("reveal", "Ann"));
    step(act("reveal", "Bob"));
    step(act("deal_tarots", "", {{"tarots", otherTarots(annTakes)}}));
    return e;  // Ante2DrawTarotsStart
}

}  // namespace encarde::test
