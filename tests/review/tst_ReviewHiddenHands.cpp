// The review re-scores every reveal as the engine scored it, also when hands were dealt hidden and
// the Kings for Baron were shown only at the reveal (R25, E19).

#include "EngineTestSupport.h"
#include "ReviewedGame.h"

using namespace encarde;
using namespace encarde::test;

class ReviewHiddenHands : public QObject {
    Q_OBJECT
private slots:
    void baronKingsShownAtTheRevealAreCounted() {
        GameEngine e = startGame({"Ann", "Bob"});
        ENGINE_DO(e, act("deal", "Ann", {{"cards", list("AS AH AD AC KS 2C 3C 4C")}}));
        ENGINE_DO(e, act("deal", "Bob", {{"cards", list("9S 2D 3D 4D 5H 7H 8H JC")}}));
        ENGINE_DO(e, act("stand", "Ann"));
        ENGINE_DO(e, act("stand", "Bob"));
        ENGINE_DO(e, act("lock_in", "Ann", {{"cards", list("AS AH")}}));
        ENGINE_DO(e, act("lock_in", "Bob", {{"cards", list("9S")}}));
        ENGINE_DO(e, act("reveal", "Ann"));
        ENGINE_DO(e, act("reveal", "Bob"));
        ENGINE_DO(e, act("deal_tarots", "", {{"tarots", list("Magician Empress Hermit")}}));
        ENGINE_DO(e, act("pass", "Ann"));
        ENGINE_DO(e, act("pass", "Bob"));
        ENGINE_DO(e, act("deal_jokers", "", {{"jokers", list("Baron Splash Juggler")}}));
        ENGINE_DO(e, act("take_joker", "Bob", {{"joker", "Baron"}}));
        ENGINE_DO(e, act("pass", "Ann"));
        forgoBetweenAntes(e);

        // Ante 2, hidden: Bob shows KH and KD left in his hand at the reveal.
        ENGINE_DO(e, act("deal", "Ann", {{"count", 8}}));
        ENGINE_DO(e, act("deal", "Bob", {{"count", 8}}));
        ENGINE_DO(e, act("stand", "Ann"));
        ENGINE_DO(e, act("stand", "Bob"));
        ENGINE_DO(e, act("lock_in", "Ann", {{"cards", list("QS QH")}}));
        ENGINE_DO(e, act("lock_in", "Bob", {{"cards", list("2S 4S 6S 8S 10S")}}));
        ENGINE_DO(e, act("reveal", "Ann"));
        ENGINE_DO(e, act("reveal", "Bob", {{"shown", list("KH KD")}}));

        std::vector<LoggedAction> log;
        for (std::size_t i = 0; i < e.actions().size(); ++i)
            log.push_back(LoggedAction{int(i + 1), e.actions()[i], e.events()[i]});
        const review::ReviewedGame game = review::reviewGame(log);
        QVERIFY2(game.ok(), game.problems.empty() ? "" : game.problems.front().c_str());

        const review::RevealRecord* bob = nullptr;
        for (const auto& r : game.reveals)
            if (r.player == "Bob" && r.ante == 2) bob = &r;
        QVERIFY(bob);
        QCOMPARE(bob->context.kingsInUnplayedHand, 2);
        // Flush 35 x 4; 2 + 4 + 6 + 8 + 10 = 30 -> 65; Baron x1.5 twice: 4 x 2.25 = 9 -> 585.
        QCOMPARE(bob->result.score, std::int64_t(585));
    }
};

QTEST_GUILESS_MAIN(ReviewHiddenHands)
#include "tst_ReviewHiddenHands.moc"
