// The scoring window driven through its widgets, as a player would: typed cards, a token chosen on
// a card, a joker added, and the hand type and score read back from the labels. Expected values
// are worked out by hand from the rulebook and rulings (arithmetic in the comments).

#include "BestPlayPanel.h"
#include "BreakdownModel.h"
#include "CardGrid.h"
#include "CardListEntry.h"
#include "JokerLineupEditor.h"
#include "PlayedCardTile.h"
#include "PlayedHandView.h"
#include "ScoreSummary.h"
#include "ScoringPanel.h"
#include "TableContextForm.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>

using namespace encarde;
using namespace encarde::ui;

namespace {

void typeHand(ScoringPanel& panel, const QString& text) {
    QLineEdit* field = panel.playedEntry()->field();
    field->clear();
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// Chooses an item of a closed combo box with the keyboard, which emits activated() as a user does.
void chooseWithKeyboard(QComboBox* combo, int index) {
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < index; ++i) QTest::keyClick(combo, Qt::Key_Down);
    QCOMPARE(combo->currentIndex(), index);
}

void addJoker(ScoringPanel& panel, Joker joker, Suit suit = Suit::Spades) {
    JokerLineupEditor* editor = panel.jokerEditor();
    chooseWithKeyboard(editor->jokerChooser(), editor->jokerChooser()->findData(static_cast<int>(joker)));
    editor->suitChooser()->setCurrentIndex(editor->suitChooser()->findData(static_cast<int>(suit)));
    QTest::mouseClick(editor->addButton(), Qt::LeftButton);
}

qlonglong displayedScore(const ScoringPanel& panel) {
    // The label uses the locale's digit grouping ("1,781"); the digits are the score.
    QString digits = panel.summary()->scoreText();
    digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
    return digits.isEmpty() ? -1 : digits.toLongLong();
}

QStringList playedTexts(const ScoringPanel& panel) {
    QStringList out;
    for (const PlayedCard& c : panel.draft()->playedCards()) out << QString::fromStdString(playedCardText(c));
    return out;
}

}  // namespace

class ScoringPanelTest : public QObject {
    Q_OBJECT
private slots:
    void typedHandWithTokenAndJoker_data();
    void typedHandWithTokenAndJoker();
    void badTypedCardShowsErrorAndChangesNothing_data();
    void badTypedCardShowsErrorAndChangesNothing();
    void contextProblemShowsInWordsThenScoresWhenFixed();
    void jokerLineupRefusesDuplicatesAndFullSlots();
    void gridTilesReorderAndRemove();
    void bestPlaySuggestionCanBeUsed();
    void tabOrderPassesTheGridInOneStop();
};

void ScoringPanelTest::typedHandWithTokenAndJoker_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("tokenCard");  // which played card gets a token through its chooser
    QTest::addColumn<int>("token");
    QTest::addColumn<int>("joker");
    QTest::addColumn<int>("jokerSuit");
    QTest::addColumn<QString>("handType");
    QTest::addColumn<qlonglong>("score");

    // Three of a Kind 30 x 3 (Appendix A). Step 3 left to right (R14): KH +10 = 40, Scary Face +30
    // = 70, then KH's glass token x2 -> mult 6; KD +10 +30 = 110; KS +10 +30 = 150. 7C and 2D do not
    // score. 150 x 6 = 900.
    QTest::newRow("glass on a King, Scary Face")
        << "KH KD KS 7C 2D" << 0 << int(Token::Glass) << int(Joker::ScaryFace) << 0 << "Three of a Kind" << 900LL;
    // High Card 5 x 1, the scoring card is AS (R7): +11 = 16, bonus token +30 = 46. Step 4 Half
    // Joker: three played cards (R19) -> +20 mult = 21. 46 x 21 = 966.
    QTest::newRow("bonus on the high card, Half Joker")
        << "as kd 10h" << 0 << int(Token::Bonus) << int(Joker::HalfJoker) << 0 << "High Card" << 966LL;
    // Pair 10 x 2: 8H +8 = 18, Even Steven +4 -> 6; 8D +8 = 26, +4 -> 10. 3C is not a scoring card,
    // so its steel token does nothing (R4). 26 x 10 = 260.
    QTest::newRow("steel on a card that does not score")
        << "8H 8D 3C" << 2 << int(Token::Steel) << int(Joker::EvenSteven) << 0 << "Pair" << 260LL;
    // The Sun token makes 7C a Heart before the hand type is found (R4): Flush 35 x 4, all five
    // score, Business Suit (Hearts) +3 mult on each: QH 45/7, 9H 54/10, 5H 59/13, 2H 61/16,
    // 7(H) 68/19. 68 x 19 = 1292.
    QTest::newRow("suit token completes a flush, Business Suit")
        << "QH 9H 5H 2H 7C" << 4 << int(Token::Heart) << int(Joker::BusinessSuit) << int(Suit::Hearts) << "Flush"
        << 1292LL;
    // Three of a Kind 30 x 3 with 2H not scoring: 7S +7 = 37, typed steel x1.5 -> 4.5; 7D +7 = 44,
    // chosen steel x1.5 -> 6.75; 7C +7 = 51. Step 4 Square Joker (exactly four played cards, R19):
    // +44 base = 95, +4 mult x 3 scored cards -> 18.75. 95 x 18.75 = 1781.25, rounded down (R16).
    QTest::newRow("typed and chosen steel, Square Joker, rounding down")
        << "7S:steel 7D 7C 2H" << 1 << int(Token::Steel) << int(Joker::SquareJoker) << 0 << "Three of a Kind"
        << 1781LL;
}

void ScoringPanelTest::typedHandWithTokenAndJoker() {
    QFETCH(QString, typed);
    QFETCH(int, tokenCard);
    QFETCH(int, token);
    QFETCH(int, joker);
    QFETCH(int, jokerSuit);
    QFETCH(QString, handType);
    QFETCH(qlonglong, score);

    ScoringPanel panel;
    panel.resize(1280, 760);
    panel.show();
    typeHand(panel, typed);
    QCOMPARE(panel.playedEntry()->problem(), QString());
    QVERIFY(panel.playedEntry()->field()->text().isEmpty());  // taken: ready for the next hand

    QComboBox* tokenChooser = panel.playedHand()->tile(tokenCard)->tokenChooser();
    chooseWithKeyboard(tokenChooser, tokenChooser->findData(token));
    QCOMPARE(panel.draft()->playedCards()[tokenCard].token, static_cast<Token>(token));

    addJoker(panel, static_cast<Joker>(joker), static_cast<Suit>(jokerSuit));
    QCOMPARE(panel.jokerEditor()->problem(), QString());
    QCOMPARE(panel.draft()->jokers().size(), size_t{1});

    QCOMPARE(panel.summary()->handTypeText(), handType);
    QCOMPARE(displayedScore(panel), score);
    QCOMPARE(panel.summary()->problemText(), QString());
    // The breakdown's last line ends where the summary does: base and mult after the last step.
    const BreakdownModel* model = panel.breakdownModel();
    QVERIFY(model->rowCount() > 1);
    const int last = model->rowCount() - 1;
    QCOMPARE(model->index(last, BreakdownModel::BaseAfterColumn).data().toLongLong(), panel.outcome().result.base);
}

void ScoringPanelTest::badTypedCardShowsErrorAndChangesNothing_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("named");  // the error must name what is wrong
    QTest::newRow("unknown card") << "KH ZZ 3C" << "ZZ";
    QTest::newRow("rank 1 does not exist") << "1S" << "1S";
    QTest::newRow("two tokens on one card (R6)") << "KH:glass:mult" << "KH:glass:mult";
    QTest::newRow("unknown token") << "KH:gold" << "gold";
    QTest::newRow("six cards") << "AS 2S 3S 4S 5S 6S" << "5";
}

void ScoringPanelTest::badTypedCardShowsErrorAndChangesNothing() {
    QFETCH(QString, typed);
    QFETCH(QString, named);
    ScoringPanel panel;
    panel.show();
    // Pair 10 x 2: KH +10, KD +10 -> 30 x 2 = 60.
    typeHand(panel, QStringLiteral("KH KD"));
    QCOMPARE(displayedScore(panel), 60LL);

    typeHand(panel, typed);
    const QString problem = panel.playedEntry()->problem();
    QVERIFY2(!problem.isEmpty(), "a bad card must show an error");
    QVERIFY2(problem.contains(named, Qt::CaseInsensitive), qPrintable(problem));
    QCOMPARE(panel.playedEntry()->field()->text(), typed);  // kept so the player can fix it
    QCOMPARE(playedTexts(panel), (QStringList{"KH", "KD"}));
    QCOMPARE(panel.summary()->handTypeText(), QStringLiteral("Pair"));
    QCOMPARE(displayedScore(panel), 60LL);

    // Typing again clears the error.
    QTest::keyClick(panel.playedEntry()->field(), Qt::Key_Backspace);
    QCOMPARE(panel.playedEntry()->problem(), QString());
}

void ScoringPanelTest::contextProblemShowsInWordsThenScoresWhenFixed() {
    ScoringPanel panel;
    panel.show();
    typeHand(panel, QStringLiteral("KH KD"));
    addJoker(panel, Joker::GrinningCoin);
    // Grinning Coin without its flips cannot be scored (R22): the reason is shown, not a score.
    QVERIFY(panel.summary()->problemText().contains(QStringLiteral("Grinning Coin")));
    QCOMPARE(displayedScore(panel), -1LL);
    QCOMPARE(panel.breakdownModel()->rowCount(), 0);

    // Pair 10 x 2, KH +10, KD +10 -> base 30; two tails before the head: +2 mult -> 4. 30 x 4 = 120.
    QTest::keyClicks(panel.contextForm()->coinFlips(), QStringLiteral("TTH"));
    QCOMPARE(panel.summary()->problemText(), QString());
    QCOMPARE(displayedScore(panel), 120LL);

    // Three tails before the head: +3 mult -> 5. 30 x 5 = 150.
    panel.contextForm()->coinFlips()->clear();
    QTest::keyClicks(panel.contextForm()->coinFlips(), QStringLiteral("TTTH"));
    QCOMPARE(displayedScore(panel), 150LL);

    // A flip after the first head is refused in words.
    QTest::keyClicks(panel.contextForm()->coinFlips(), QStringLiteral("T"));
    QVERIFY(!panel.summary()->problemText().isEmpty());
    QCOMPARE(displayedScore(panel), -1LL);
}

void ScoringPanelTest::jokerLineupRefusesDuplicatesAndFullSlots() {
    ScoringPanel panel;
    panel.show();
    addJoker(panel, Joker::ScaryFace);
    addJoker(panel, Joker::ScaryFace);
    QVERIFY(panel.jokerEditor()->problem().contains(QStringLiteral("Scary Face")));
    QCOMPARE(panel.draft()->jokers().size(), size_t{1});

    // Five slots (R20): four more slot-taking jokers fill them; Stencil takes no slot; a sixth
    // slot-taking joker is refused, and Negative Joker (no slot, +1 slot) then makes room.
    for (Joker j : {Joker::HalfJoker, Joker::Baron, Joker::OddTodd, Joker::Oracle}) addJoker(panel, j);
    QCOMPARE(panel.jokerEditor()->problem(), QString());
    addJoker(panel, Joker::StencilJoker);
    QCOMPARE(panel.jokerEditor()->problem(), QString());
    addJoker(panel, Joker::Splash);
    QVERIFY(!panel.jokerEditor()->problem().isEmpty());
    QCOMPARE(panel.draft()->jokers().size(), size_t{6});
    addJoker(panel, Joker::NegativeJoker);
    addJoker(panel, Joker::Splash);
    QCOMPARE(panel.jokerEditor()->problem(), QString());
    QCOMPARE(panel.draft()->jokers().size(), size_t{8});
    QCOMPARE(panel.draft()->jokers().back().joker, Joker::Splash);
}

void ScoringPanelTest::gridTilesReorderAndRemove() {
    ScoringPanel panel;
    panel.show();
    for (const char* card : {"AS", "KD", "10H", "2C", "5S"})
        QTest::mouseClick(panel.cardGrid()->buttonFor(*parseCard(card)), Qt::LeftButton);
    QCOMPARE(playedTexts(panel), (QStringList{"AS", "KD", "10H", "2C", "5S"}));
    // A sixth card is refused: at most five played cards (R35).
    QTest::mouseClick(panel.cardGrid()->buttonFor(*parseCard("3C")), Qt::LeftButton);
    QCOMPARE(panel.draft()->playedCards().size(), size_t{5});

    QTest::mouseClick(panel.playedHand()->tile(1)->moveLeftButton(), Qt::LeftButton);
    QCOMPARE(playedTexts(panel), (QStringList{"KD", "AS", "10H", "2C", "5S"}));
    QTest::mouseClick(panel.playedHand()->tile(2)->removeButton(), Qt::LeftButton);
    QCOMPARE(playedTexts(panel), (QStringList{"KD", "AS", "2C", "5S"}));
    QVERIFY(panel.playedHand()->tile(3)->isVisible());
    QVERIFY(!panel.playedHand()->tile(4)->isVisible());
    // High Card 5 x 1, AS is the highest (11): 16 x 1 = 16.
    QCOMPARE(panel.summary()->handTypeText(), QStringLiteral("High Card"));
    QCOMPARE(displayedScore(panel), 16LL);

    // Keyboard in the grid: arrows move, Enter adds. From AS (first): Right -> 2S, Down -> 2H.
    QPushButton* first = panel.cardGrid()->buttonFor(*parseCard("AS"));
    first->setFocus();
    QTest::keyClick(first, Qt::Key_Right);
    QTest::keyClick(panel.focusWidget(), Qt::Key_Down);
    QTest::keyClick(panel.focusWidget(), Qt::Key_Return);
    QCOMPARE(playedTexts(panel).last(), QStringLiteral("2H"));
}

void ScoringPanelTest::bestPlaySuggestionCanBeUsed() {
    ScoringPanel panel;
    panel.show();
    typeHand(panel, QStringLiteral("2C 7D"));
    panel.contextForm()->unplayedHand()->setText(QStringLiteral("KH KS KD 4C"));
    panel.contextForm()->unplayedHand()->submit();
    QTest::mouseClick(panel.bestPlay()->suggestButton(), Qt::LeftButton);
    QVERIFY(!panel.bestPlay()->suggestionText().isEmpty());
    QVERIFY(!panel.bestPlay()->useButton()->isHidden());
    QTest::mouseClick(panel.bestPlay()->useButton(), Qt::LeftButton);
    // From 2C 7D KH KS KD 4C the best type is Three of a Kind (no two pairs, no straight or flush):
    // 30 x 3, the three Kings +10 each -> 60 x 3 = 180. Side cards would not score.
    QCOMPARE(panel.summary()->handTypeText(), QStringLiteral("Three of a Kind"));
    QCOMPARE(displayedScore(panel), 180LL);
    // The cards not laid down stay in the unplayed hand; the played ones left it.
    const size_t laid = panel.draft()->playedCards().size();
    QCOMPARE(laid + panel.draft()->unplayedCards().size(), size_t{6});
}

void ScoringPanelTest::tabOrderPassesTheGridInOneStop() {
    ScoringPanel panel;
    panel.show();
    QLineEdit* field = panel.playedEntry()->field();
    field->setFocus();
    QCOMPARE(panel.focusWidget(), field);
    // Typed entry -> its "Set hand" button -> "Clear" -> one card of the grid -> the joker chooser
    // (no played cards yet, so no tiles in between): 52 cards cost one Tab stop, not 52.
    const auto tab = [&panel] { QTest::keyClick(panel.focusWidget(), Qt::Key_Tab); };
    tab();
    QCOMPARE(panel.focusWidget(), static_cast<QWidget*>(panel.playedEntry()->submitButton()));
    tab();
    QCOMPARE(panel.focusWidget()->objectName(), QStringLiteral("clearPlayedButton"));
    tab();
    QCOMPARE(panel.focusWidget(), static_cast<QWidget*>(panel.cardGrid()->buttonFor(*parseCard("AS"))));
    tab();
    QCOMPARE(panel.focusWidget(), static_cast<QWidget*>(panel.jokerEditor()->jokerChooser()));
}

QTEST_MAIN(ScoringPanelTest)
#include "tst_ScoringPanel.moc"
