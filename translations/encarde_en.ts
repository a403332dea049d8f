<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="11"/>
        <source>En Carde Referee: scores Balatro: En Carde hands at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="15"/>
        <source>Play bundled table footage instead of a webcam.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="17"/>
        <source>Interface language: en, fr or de.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="20"/>
        <source>Save a picture of the window to this PNG file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="23"/>
        <source>Start with this played hand, e.g. &quot;KH:glass KD KS&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="26"/>
        <source>Start with these jokers, e.g. &quot;Scary Face,Business Suit:H&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/AppOptions.cpp" line="29"/>
        <source>Start with this unplayed hand, e.g. &quot;KC 7D&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoinFlips</name>
    <message>
        <location filename="../app/referee/CoinFlips.cpp" line="15"/>
        <source>Grinning Coin: the flips stop at the first head (H); remove what follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CoinFlips.cpp" line="24"/>
        <source>Grinning Coin: &apos;%1&apos; is not a flip; type T for tails and H for heads, e.g. TTH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CoinFlips.cpp" line="31"/>
        <source>Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="20"/>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="21"/>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="22"/>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="23"/>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="30"/>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="31"/>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="32"/>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="33"/>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="44"/>
        <source>%1 of %2</source>
        <extracomment>A playing card&apos;s name, e.g. &quot;King of Hearts&quot;: %1 the rank, %2 the suit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="49"/>
        <source>No token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="50"/>
        <source>Mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="51"/>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="52"/>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="53"/>
        <source>Steel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="54"/>
        <source>Glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="55"/>
        <source>Strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="56"/>
        <source>Stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="57"/>
        <source>Diamond (Star)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="58"/>
        <source>Club (Moon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="59"/>
        <source>Heart (Sun)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="60"/>
        <source>Spade (World)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="68"/>
        <source>+4 mult when scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="69"/>
        <source>+30 base points when scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="70"/>
        <source>counts as every suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="71"/>
        <source>×1.5 mult when scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="72"/>
        <source>×2 mult when scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="73"/>
        <source>counts one rank higher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="74"/>
        <source>30 points, no rank or suit, always scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="75"/>
        <source>becomes a Diamond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="76"/>
        <source>becomes a Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="77"/>
        <source>becomes a Heart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="78"/>
        <source>becomes a Spade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="85"/>
        <source>High Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="86"/>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="87"/>
        <source>Two Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="88"/>
        <source>Three of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="89"/>
        <source>Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="90"/>
        <source>Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="91"/>
        <source>Full House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="92"/>
        <source>Four of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="93"/>
        <source>Straight Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="94"/>
        <source>Royal Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="95"/>
        <source>Five of a Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="96"/>
        <source>Flush House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/DisplayText.cpp" line="97"/>
        <source>Flush Five</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::BestPlayPanel</name>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="18"/>
        <source>Suggest &amp;best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="20"/>
        <source>The highest-scoring play from the played and unplayed cards (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="23"/>
        <source>&amp;Use this play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="35"/>
        <source>Best play suggestion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="58"/>
        <source>Add played or unplayed cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="62"/>
        <source>Best play looks at up to %1 cards; there are %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="71"/>
        <source>No suggestion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BestPlayPanel.cpp" line="80"/>
        <source>Play %1 — %2: %3 × %4 = %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::BreakdownModel</name>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="31"/>
        <source>Hand type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="33"/>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="35"/>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="38"/>
        <source>%1 on %2</source>
        <extracomment>A &quot;when scored&quot; joker acting on one card: %1 the joker, %2 the card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="43"/>
        <source>Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="45"/>
        <source>%1 token on %2</source>
        <extracomment>A token acting on the card it sits on: %1 the token, %2 the card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="53"/>
        <source>hand type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="54"/>
        <source>+ base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="55"/>
        <source>+ mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="56"/>
        <source>× mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="94"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="95"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="96"/>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="97"/>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="98"/>
        <source>Base after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/BreakdownModel.cpp" line="99"/>
        <source>Mult after</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardGrid</name>
    <message>
        <location filename="../app/referee/CardGrid.cpp" line="20"/>
        <source>Card picker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CardGrid.cpp" line="21"/>
        <source>Choose a card to add it to the played hand. Arrow keys move between cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CardGrid.cpp" line="31"/>
        <source>Add %1 to the played hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardListEntry</name>
    <message>
        <location filename="../app/referee/CardListEntry.cpp" line="32"/>
        <source>Entry problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CardListEntry.cpp" line="64"/>
        <source>Cards in the unplayed hand carry no tokens; remove the &apos;:%1&apos; part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/CardListEntry.cpp" line="76"/>
        <source>Not taken: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::JokerLineupEditor</name>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="19"/>
        <source>&amp;Joker to add:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="22"/>
        <source>Joker to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="32"/>
        <source>&amp;Suit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="35"/>
        <source>Suit for Business Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="43"/>
        <source>Add joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="114"/>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="131"/>
        <source>Joker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="134"/>
        <source>Move %1 earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="135"/>
        <source>Move %1 later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="136"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="142"/>
        <source>No jokers. Jokers act in this order, top to bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/JokerLineupEditor.cpp" line="143"/>
        <source>Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::MainWindow</name>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="20"/>
        <source>En Carde Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="38"/>
        <source>Manual entry: tap or type the played cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="47"/>
        <source>&amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="48"/>
        <source>&amp;Type the played cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="50"/>
        <source>Choose a &amp;joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="52"/>
        <source>Suggest the &amp;best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="54"/>
        <source>&amp;Clear the played cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="57"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="60"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="61"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="63"/>
        <source>&amp;About En Carde Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="68"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="69"/>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; type the played cards; &lt;b&gt;Enter&lt;/b&gt; sets them.&lt;br&gt;&lt;b&gt;Ctrl+J&lt;/b&gt; choose a joker.&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; suggest the best play.&lt;br&gt;&lt;b&gt;Ctrl+Delete&lt;/b&gt; clear the played cards.&lt;br&gt;In the card grid, the &lt;b&gt;arrow keys&lt;/b&gt; move and &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; adds the card.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; moves between controls; underlined letters work with &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="78"/>
        <source>About En Carde Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/MainWindow.cpp" line="79"/>
        <source>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scores Balatro: En Carde hands step by step, by the rulebook and the referee&apos;s rulings.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedCardTile</name>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="75"/>
        <source>Card %1 from the left: %2</source>
        <extracomment>Position of a card in the played hand, counted from the left: %1 position, %2 card name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="76"/>
        <source>scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="76"/>
        <source>does not score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="83"/>
        <source>Token on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="87"/>
        <source>Move %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="88"/>
        <source>Move %1 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedCardTile.cpp" line="89"/>
        <source>Remove %1 from the played hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedHandView</name>
    <message>
        <location filename="../app/referee/PlayedHandView.cpp" line="11"/>
        <source>Played hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/PlayedHandView.cpp" line="14"/>
        <source>No played cards yet. Tap cards in the grid, or type them and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoreSummary</name>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="22"/>
        <source>Hand type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="27"/>
        <source>Base times mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="31"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="47"/>
        <source>Why the hand cannot be scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="64"/>
        <source>No hand yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="65"/>
        <source>Pick 1 to 5 played cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="71"/>
        <source>Cannot score this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="75"/>
        <source>Problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="83"/>
        <source>%1, counted as %2 (One-Upper)</source>
        <extracomment>%1 the hand type the cards form, %2 the type it counts as (One-Upper, R11).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="88"/>
        <source>%1 base points times %2 mult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoreSummary.cpp" line="92"/>
        <source>Scoring cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringDraft</name>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="16"/>
        <source>A played hand has at most %1 cards; remove one before adding %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="26"/>
        <source>A played hand has 1 to %1 cards; %2 were given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="69"/>
        <source>%1 is already in the lineup; a player holds each joker only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="71"/>
        <source>No room for %1: a lineup holds at most %2 jokers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="75"/>
        <source>No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="90"/>
        <source>Unknown joker &apos;%1&apos;: use the names printed in Appendix J.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringDraft.cpp" line="94"/>
        <source>Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringPanel</name>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="56"/>
        <source>Played cards, left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="59"/>
        <source>T&amp;ype the played hand and press Enter (a token after a colon, e.g. KH:glass):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="60"/>
        <source>e.g. AS KD 10H:bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="61"/>
        <source>Set hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="63"/>
        <source>Type at least one card, e.g. AS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="81"/>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="89"/>
        <source>&amp;Clear played cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="100"/>
        <source>Jokers, in the order fixed at Lock In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="106"/>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="122"/>
        <source>Step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/ScoringPanel.cpp" line="128"/>
        <source>Score breakdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableContextForm</name>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="37"/>
        <source>Chips held (Bootstraps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="39"/>
        <source>&amp;Chips held (Bootstraps):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="40"/>
        <source>Tarots held (Oracle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="42"/>
        <source>&amp;Tarots held (Oracle):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="43"/>
        <source>Cards discarded this Ante (Re-cyclotron, Mystic Summit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="45"/>
        <source>Cards &amp;discarded this Ante:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="49"/>
        <source>Mystic Summit threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="50"/>
        <source>12 cards (Appendix J, default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="51"/>
        <source>13 cards (Appendix D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="53"/>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="57"/>
        <source>e.g. TTH (tails, tails, heads) or H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="58"/>
        <source>Grinning Coin flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="60"/>
        <source>&amp;Grinning Coin flips:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="64"/>
        <source>&amp;Unplayed hand (Baron counts its Kings; best play chooses from it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="65"/>
        <source>e.g. KC 7D 2S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="66"/>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="81"/>
        <source>Hand types this player scored in earlier Antes (Card Shark):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/referee/TableContextForm.cpp" line="92"/>
        <source>%1 scored earlier</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/referee/main.cpp" line="63"/>
        <source>Demo footage plays in the camera view, which comes in a later version. Until then, enter hands by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
