<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionForm</name>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card Printer pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal Tarots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Tarot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a Tarot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add from Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Tarot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Tarots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modify Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card from the Reserve to the Active deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 5 random Reserve cards drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2 added to the Active deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarots drawn (0-2, comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve cards added (one per Joker held)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 4 Jokers drawn (comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Joker drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker given up for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation type="unfinished">Suit for Business Suit</translation>
    </message>
    <message>
        <source>1-3 hand cards to the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand card copied from the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded Joker returned (Draw Jokers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or the cards themselves (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty: the hand stays secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card picked from the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards, face up (up to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacements drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers, left to right (comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarots dealt (%1, comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers dealt (%1, comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarot given back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished">Joker</translation>
    </message>
    <message>
        <source>Joker given up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit (Business Suit only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two random Active cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Reserve card chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active card moved to the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four random Reserve cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarot copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. KH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2C 7D 10H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read with the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill %1 from the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera reads no card yet: type them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>En Carde Referee: scores Balatro: En Carde hands at the table.</source>
        <translation>En Carde Referee: scores Balatro: En Carde hands at the table.</translation>
    </message>
    <message>
        <source>Play bundled table footage instead of a webcam.</source>
        <translation>Play bundled table footage instead of a webcam.</translation>
    </message>
    <message>
        <source>Interface language: en, fr or de.</source>
        <translation>Interface language: en, fr or de.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file and quit.</source>
        <translation>Save a picture of the window to this PNG file and quit.</translation>
    </message>
    <message>
        <source>Start with this played hand, e.g. &quot;KH:glass KD KS&quot;.</source>
        <translation>Start with this played hand, e.g. &quot;KH:glass KD KS&quot;.</translation>
    </message>
    <message>
        <source>Start with these jokers, e.g. &quot;Scary Face,Business Suit:H&quot;.</source>
        <translation>Start with these jokers, e.g. &quot;Scary Face,Business Suit:H&quot;.</translation>
    </message>
    <message>
        <source>Start with this unplayed hand, e.g. &quot;KC 7D&quot;.</source>
        <translation>Start with this unplayed hand, e.g. &quot;KC 7D&quot;.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800 or 800x1280.</source>
        <translation>Window size, e.g. 1280x800 or 800x1280.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>--size needs WIDTHxHEIGHT, e.g. 1280x800.</translation>
    </message>
    <message>
        <source>Use this game log file instead of the one in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game without asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open on this screen: game, scoring or reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not open the webcam: every card by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoinFlips</name>
    <message>
        <source>Grinning Coin: the flips stop at the first head (H); remove what follows it.</source>
        <translation>Grinning Coin: the flips stop at the first head (H); remove what follows it.</translation>
    </message>
    <message>
        <source>Grinning Coin: &apos;%1&apos; is not a flip; type T for tails and H for heads, e.g. TTH.</source>
        <translation>Grinning Coin: &apos;%1&apos; is not a flip; type T for tails and H for heads, e.g. TTH.</translation>
    </message>
    <message>
        <source>Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.</source>
        <translation>Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Spades</source>
        <translation>Spades</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hearts</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A playing card&apos;s name, e.g. &quot;King of Hearts&quot;: %1 the rank, %2 the suit.</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>No token</source>
        <translation>No token</translation>
    </message>
    <message>
        <source>Mult</source>
        <translation>Mult</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Steel</source>
        <translation>Steel</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Glass</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stone</translation>
    </message>
    <message>
        <source>Diamond (Star)</source>
        <translation>Diamond (Star)</translation>
    </message>
    <message>
        <source>Club (Moon)</source>
        <translation>Club (Moon)</translation>
    </message>
    <message>
        <source>Heart (Sun)</source>
        <translation>Heart (Sun)</translation>
    </message>
    <message>
        <source>Spade (World)</source>
        <translation>Spade (World)</translation>
    </message>
    <message>
        <source>+4 mult when scored</source>
        <translation>+4 mult when scored</translation>
    </message>
    <message>
        <source>+30 base points when scored</source>
        <translation>+30 base points when scored</translation>
    </message>
    <message>
        <source>counts as every suit</source>
        <translation>counts as every suit</translation>
    </message>
    <message>
        <source>×1.5 mult when scored</source>
        <translation>×1.5 mult when scored</translation>
    </message>
    <message>
        <source>×2 mult when scored</source>
        <translation>×2 mult when scored</translation>
    </message>
    <message>
        <source>counts one rank higher</source>
        <translation>counts one rank higher</translation>
    </message>
    <message>
        <source>30 points, no rank or suit, always scored</source>
        <translation>30 points, no rank or suit, always scored</translation>
    </message>
    <message>
        <source>becomes a Diamond</source>
        <translation>becomes a Diamond</translation>
    </message>
    <message>
        <source>becomes a Club</source>
        <translation>becomes a Club</translation>
    </message>
    <message>
        <source>becomes a Heart</source>
        <translation>becomes a Heart</translation>
    </message>
    <message>
        <source>becomes a Spade</source>
        <translation>becomes a Spade</translation>
    </message>
    <message>
        <source>High Card</source>
        <translation>High Card</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation>Two Pair</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Three of a Kind</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straight</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Four of a Kind</translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation>Straight Flush</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <translation>Royal Flush</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Five of a Kind</translation>
    </message>
    <message>
        <source>Flush House</source>
        <translation>Flush House</translation>
    </message>
    <message>
        <source>Flush Five</source>
        <translation>Flush Five</translation>
    </message>
    <message>
        <source>+5 mult for each joker you hold, this one included (R21).</source>
        <translation>+5 mult for each joker you hold, this one included (R21).</translation>
    </message>
    <message>
        <source>Choose a suit when you take it: +3 mult for each scoring card of that suit (R18).</source>
        <translation>Choose a suit when you take it: +3 mult for each scoring card of that suit (R18).</translation>
    </message>
    <message>
        <source>+20 mult when the played hand has three cards or fewer (R19).</source>
        <translation>+20 mult when the played hand has three cards or fewer (R19).</translation>
    </message>
    <message>
        <source>Multiplies mult by 1 + the number of empty joker slots; takes no slot (R20).</source>
        <translation>Multiplies mult by 1 + the number of empty joker slots; takes no slot (R20).</translation>
    </message>
    <message>
        <source>Flushes and straights need only four cards (R10).</source>
        <translation>Flushes and straights need only four cards (R10).</translation>
    </message>
    <message>
        <source>+1 mult for each card you discarded this Ante; discard up to six cards a round (R27).</source>
        <translation>+1 mult for each card you discarded this Ante; discard up to six cards a round (R27).</translation>
    </message>
    <message>
        <source>Flip a coin: heads first doubles mult; otherwise +1 mult per tail before the first head (R22).</source>
        <translation>Flip a coin: heads first doubles mult; otherwise +1 mult per tail before the first head (R22).</translation>
    </message>
    <message>
        <source>Scoring face cards (J, Q, K) give +30 base points (R14).</source>
        <translation>Scoring face cards (J, Q, K) give +30 base points (R14).</translation>
    </message>
    <message>
        <source>Every played card scores; a High Card hand gains mult equal to its highest card&apos;s points (R12).</source>
        <translation>Every played card scores; a High Card hand gains mult equal to its highest card&apos;s points (R12).</translation>
    </message>
    <message>
        <source>+15 mult if you discarded at least 12 cards this Ante (13 by house rule, R17).</source>
        <translation>+15 mult if you discarded at least 12 cards this Ante (13 by house rule, R17).</translation>
    </message>
    <message>
        <source>+2 hand size.</source>
        <translation>+2 hand size.</translation>
    </message>
    <message>
        <source>Scoring even cards (2, 4, 6, 8, 10) give +4 mult (R2).</source>
        <translation>Scoring even cards (2, 4, 6, 8, 10) give +4 mult (R2).</translation>
    </message>
    <message>
        <source>Scoring odd cards (A, 3, 5, 7, 9) give +4 mult (R2).</source>
        <translation>Scoring odd cards (A, 3, 5, 7, 9) give +4 mult (R2).</translation>
    </message>
    <message>
        <source>×2 mult if you scored this hand type in an earlier Ante of this game (R23).</source>
        <translation>×2 mult if you scored this hand type in an earlier Ante of this game (R23).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Tarot, you may take, play or pass the last one too.</source>
        <translation>After everyone has chosen a Tarot, you may take, play or pass the last one too.</translation>
    </message>
    <message>
        <source>One more Tarot slot; +5 mult for each Tarot you still hold (R26).</source>
        <translation>One more Tarot slot; +5 mult for each Tarot you still hold (R26).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Joker, you may take, replace or pass the last one too.</source>
        <translation>After everyone has chosen a Joker, you may take, replace or pass the last one too.</translation>
    </message>
    <message>
        <source>+8 mult for each chip you hold (R26).</source>
        <translation>+8 mult for each chip you hold (R26).</translation>
    </message>
    <message>
        <source>Pair counts as Three of a Kind, Three as Four, Four as Five of a Kind (R11).</source>
        <translation>Pair counts as Three of a Kind, Three as Four, Four as Five of a Kind (R11).</translation>
    </message>
    <message>
        <source>With exactly four played cards: +44 base points and +4 mult per scoring card (R19).</source>
        <translation>With exactly four played cards: +44 base points and +4 mult per scoring card (R19).</translation>
    </message>
    <message>
        <source>If your hand type equals another player&apos;s, you beat them whatever the scores (R28).</source>
        <translation>If your hand type equals another player&apos;s, you beat them whatever the scores (R28).</translation>
    </message>
    <message>
        <source>Takes no joker slot and gives one more slot (R20).</source>
        <translation>Takes no joker slot and gives one more slot (R20).</translation>
    </message>
    <message>
        <source>At the start of each Ante, take one card of your choice from your Reserve deck into your hand.</source>
        <translation>At the start of each Ante, take one card of your choice from your Reserve deck into your hand.</translation>
    </message>
    <message>
        <source>×1.5 mult for each King left in your unplayed hand (R25).</source>
        <translation>×1.5 mult for each King left in your unplayed hand (R25).</translation>
    </message>
    <message>
        <source>If no scoring card is a face card: +10 mult, and the scoring cards&apos; points are added to base again (R24).</source>
        <translation>If no scoring card is a face card: +10 mult, and the scoring cards&apos; points are added to base again (R24).</translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card was learned. Name each photo after its card (QS.jpg, 10H.png, TD-2.jpg), one card per photo on a plain table; the details say what went wrong with each photo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards learned: %1, of which court cards known by their pictures too: %2. The camera reads them from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Photos that taught nothing: %1 (the details say why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deck taught is forgotten: the camera reads with its own glyphs alone from the next frame on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deck was taught, so there is nothing to forget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decks taught could not be forgotten: %1 could not be removed. Check that its folder can be written to, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Discard round %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 clip on %2: no token in the legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clip on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second clip (%1) on %2 is ignored: one token per card (R6)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::camera::CameraFrameSource</name>
    <message>
        <source>No camera detected. Enter the cards by hand, or connect a camera and choose it in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera problem: %1. The game goes on by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::camera::FileFrameSource</name>
    <message>
        <source>The video file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The video file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded footage: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::BestPlayPanel</name>
    <message>
        <source>Suggest &amp;best play</source>
        <translation>Suggest &amp;best play</translation>
    </message>
    <message>
        <source>The highest-scoring play from the played and unplayed cards (Ctrl+B)</source>
        <translation>The highest-scoring play from the played and unplayed cards (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;Use this play</source>
        <translation>&amp;Use this play</translation>
    </message>
    <message>
        <source>Best play suggestion</source>
        <translation>Best play suggestion</translation>
    </message>
    <message>
        <source>Add played or unplayed cards first.</source>
        <translation>Add played or unplayed cards first.</translation>
    </message>
    <message>
        <source>Best play looks at up to %1 cards; there are %2.</source>
        <translation>Best play looks at up to %1 cards; there are %2.</translation>
    </message>
    <message>
        <source>No suggestion: %1</source>
        <translation>No suggestion: %1</translation>
    </message>
    <message>
        <source>Play %1 — %2: %3 × %4 = %5</source>
        <translation>Play %1 — %2: %3 × %4 = %5</translation>
    </message>
</context>
<context>
    <name>encarde::ui::BreakdownModel</name>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A &quot;when scored&quot; joker acting on one card: %1 the joker, %2 the card.</extracomment>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>%1 token on %2</source>
        <extracomment>A token acting on the card it sits on: %1 the token, %2 the card.</extracomment>
        <translation>%1 token on %2</translation>
    </message>
    <message>
        <source>hand type</source>
        <translation>hand type</translation>
    </message>
    <message>
        <source>+ base</source>
        <translation>+ base</translation>
    </message>
    <message>
        <source>+ mult</source>
        <translation>+ mult</translation>
    </message>
    <message>
        <source>× mult</source>
        <translation>× mult</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>Base
after</source>
        <translation>Base
after</translation>
    </message>
    <message>
        <source>Mult
after</source>
        <translation>Mult
after</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardGrid</name>
    <message>
        <source>Card picker</source>
        <translation>Card picker</translation>
    </message>
    <message>
        <source>Choose a card to add it to the played hand. Arrow keys move between cards.</source>
        <translation>Choose a card to add it to the played hand. Arrow keys move between cards.</translation>
    </message>
    <message>
        <source>Add %1 to the played hand</source>
        <translation>Add %1 to the played hand</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardListEntry</name>
    <message>
        <source>Entry problem</source>
        <translation>Entry problem</translation>
    </message>
    <message>
        <source>Cards in the unplayed hand carry no tokens; remove the &apos;:%1&apos; part.</source>
        <translation>Cards in the unplayed hand carry no tokens; remove the &apos;:%1&apos; part.</translation>
    </message>
    <message>
        <source>Not taken: %1</source>
        <translation>Not taken: %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ClipLegendEditor</name>
    <message>
        <source>(not used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token for the %1 clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the usual colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clip:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::GameSession</name>
    <message numerus="yes">
        <source>%1 (%n chip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — Ante %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game log is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game holds no actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game log does not replay cleanly: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action could not be saved, so it was not made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::JokerLineupEditor</name>
    <message>
        <source>&amp;Joker to add:</source>
        <translation>&amp;Joker to add:</translation>
    </message>
    <message>
        <source>Joker to add</source>
        <translation>Joker to add</translation>
    </message>
    <message>
        <source>&amp;Suit:</source>
        <translation>&amp;Suit:</translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation>Suit for Business Suit</translation>
    </message>
    <message>
        <source>Add joker</source>
        <translation>Add joker</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Not added: %1</translation>
    </message>
    <message>
        <source>Joker %1: %2</source>
        <translation>Joker %1: %2</translation>
    </message>
    <message>
        <source>Move %1 earlier</source>
        <translation>Move %1 earlier</translation>
    </message>
    <message>
        <source>Move %1 later</source>
        <translation>Move %1 later</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <source>No jokers. Jokers act in this order, top to bottom.</source>
        <translation>No jokers. Jokers act in this order, top to bottom.</translation>
    </message>
    <message>
        <source>Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).</source>
        <translation>Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::LiveCameraView</name>
    <message>
        <source>Camera view of the played cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera picture: enter the cards by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? unread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 clip = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::MainWindow</name>
    <message>
        <source>En Carde Referee</source>
        <translation>En Carde Referee</translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation>&amp;Hand</translation>
    </message>
    <message>
        <source>&amp;Type the played cards</source>
        <translation>&amp;Type the played cards</translation>
    </message>
    <message>
        <source>Choose a &amp;joker</source>
        <translation>Choose a &amp;joker</translation>
    </message>
    <message>
        <source>Suggest the &amp;best play</source>
        <translation>Suggest the &amp;best play</translation>
    </message>
    <message>
        <source>&amp;Clear the played cards</source>
        <translation>&amp;Clear the played cards</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;About En Carde Referee</source>
        <translation>&amp;About En Carde Referee</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>About En Carde Referee</source>
        <translation>About En Carde Referee</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scores Balatro: En Carde hands step by step, by the rulebook and the referee&apos;s rulings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scores Balatro: En Carde hands step by step, by the rulebook and the referee&apos;s rulings.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every input can be entered by hand; the camera only proposes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score a single &amp;hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+N&lt;/b&gt; new game; &lt;b&gt;Ctrl+T&lt;/b&gt; the table; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo the last action; &lt;b&gt;Ctrl+H&lt;/b&gt; score a single hand.&lt;br&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; type the played cards; &lt;b&gt;Enter&lt;/b&gt; sets them.&lt;br&gt;&lt;b&gt;Ctrl+J&lt;/b&gt; choose a joker.&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; suggest the best play.&lt;br&gt;&lt;b&gt;Ctrl+Delete&lt;/b&gt; clear the played cards.&lt;br&gt;In the card grid, the &lt;b&gt;arrow keys&lt;/b&gt; move and &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; adds the card.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; moves between controls; underlined letters work with &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teach the camera a &amp;deck…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teach the camera a deck, &amp;card by card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder of the deck&apos;s photos, each named after its card (QS.jpg, 10H.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning the deck&apos;s cards from their photos…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teach the camera a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget the decks taught…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the decks taught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every deck taught? The camera then reads with its own glyphs alone; a deck is learned again from its photos (Teach the camera a deck).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::NewGamePage</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players in seat order, clockwise; the first player first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name (needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chip when the top scores tie (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each tied player takes a chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 cards discarded (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13 cards discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ties for the chip (R29):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation type="unfinished">&amp;Mystic Summit needs (R17):</translation>
    </message>
    <message>
        <source>Clip colours: which token each colour means at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedCardTile</name>
    <message>
        <source>Card %1 from the left: %2</source>
        <extracomment>Position of a card in the played hand, counted from the left: %1 position, %2 card name.</extracomment>
        <translation>Card %1 from the left: %2</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>scores</translation>
    </message>
    <message>
        <source>✕ Remove</source>
        <translation>✕ Remove</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>not scored</translation>
    </message>
    <message>
        <source>Token on %1</source>
        <translation>Token on %1</translation>
    </message>
    <message>
        <source>Move %1 left</source>
        <translation>Move %1 left</translation>
    </message>
    <message>
        <source>Move %1 right</source>
        <translation>Move %1 right</translation>
    </message>
    <message>
        <source>Remove %1 from the played hand</source>
        <translation>Remove %1 from the played hand</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedHandView</name>
    <message>
        <source>Played hand</source>
        <translation>Played hand</translation>
    </message>
    <message>
        <source>No played cards yet. Tap cards in the grid, or type them and press Enter.</source>
        <translation>No played cards yet. Tap cards in the grid, or type them and press Enter.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayerBoard</name>
    <message>
        <source>▶ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 face down; known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active %1 · Reserve %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::RefereeFlow</name>
    <message>
        <source>No camera is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The game goes on by hand: nothing is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game log %1 cannot be used (%2); games cannot be recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game was not finished:
%1

Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera could not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera: every card is entered by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: recorded table footage plays through the camera path (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sound cue when an Ante is decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter at least two players&apos; names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game of En Carde is being refereed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::RevealPage</name>
    <message>
        <source>Back to the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Justice flips, one per glass card (H or T):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Justice flips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the camera&apos;s &amp;reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera: enter the cards by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the cards by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera sees no played cards yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera reads, left to right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) could not be read: add them by hand.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 locks in: lay the cards left to right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reveals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm %1&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards as locked in. Enter what the Jokers need (coin flips, Kings left in the hand), then score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoreSummary</name>
    <message>
        <source>Hand type</source>
        <translation>Hand type</translation>
    </message>
    <message>
        <source>Base times mult</source>
        <translation>Base times mult</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Why the hand cannot be scored</source>
        <translation>Why the hand cannot be scored</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>No hand yet</translation>
    </message>
    <message>
        <source>Pick 1 to 5 played cards</source>
        <translation>Pick 1 to 5 played cards</translation>
    </message>
    <message>
        <source>Cannot score this hand</source>
        <translation>Cannot score this hand</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>%1, counted as %2 (One-Upper)</source>
        <extracomment>%1 the hand type the cards form, %2 the type it counts as (One-Upper, R11).</extracomment>
        <translation>%1, counted as %2 (One-Upper)</translation>
    </message>
    <message>
        <source>%1 base points times %2 mult</source>
        <translation>%1 base points times %2 mult</translation>
    </message>
    <message>
        <source>Scoring cards: %1</source>
        <translation>Scoring cards: %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringDraft</name>
    <message>
        <source>A played hand has at most %1 cards; remove one before adding %2.</source>
        <translation>A played hand has at most %1 cards; remove one before adding %2.</translation>
    </message>
    <message>
        <source>A played hand has 1 to %1 cards; %2 were given.</source>
        <translation>A played hand has 1 to %1 cards; %2 were given.</translation>
    </message>
    <message>
        <source>%1 is already in the lineup; a player holds each joker only once.</source>
        <translation>%1 is already in the lineup; a player holds each joker only once.</translation>
    </message>
    <message>
        <source>No room for %1: a lineup holds at most %2 jokers.</source>
        <translation>No room for %1: a lineup holds at most %2 jokers.</translation>
    </message>
    <message>
        <source>No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).</source>
        <translation>No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).</translation>
    </message>
    <message>
        <source>Unknown joker &apos;%1&apos;: use the names printed in Appendix J.</source>
        <translation>Unknown joker &apos;%1&apos;: use the names printed in Appendix J.</translation>
    </message>
    <message>
        <source>Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).</source>
        <translation>Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringPanel</name>
    <message>
        <source>Played cards, left to right</source>
        <translation>Played cards, left to right</translation>
    </message>
    <message>
        <source>T&amp;ype the played hand and press Enter (a token after a colon, e.g. KH:glass):</source>
        <translation>T&amp;ype the played hand and press Enter (a token after a colon, e.g. KH:glass):</translation>
    </message>
    <message>
        <source>e.g. AS KD 10H:bonus</source>
        <translation>e.g. AS KD 10H:bonus</translation>
    </message>
    <message>
        <source>Set hand</source>
        <translation>Set hand</translation>
    </message>
    <message>
        <source>Type at least one card, e.g. AS.</source>
        <translation>Type at least one card, e.g. AS.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Clear</translation>
    </message>
    <message>
        <source>Clear the played cards</source>
        <translation>Clear the played cards</translation>
    </message>
    <message>
        <source>Clear the played cards (Ctrl+Delete)</source>
        <translation>Clear the played cards (Ctrl+Delete)</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Not added: %1</translation>
    </message>
    <message>
        <source>Jokers, in the order fixed at Lock In</source>
        <translation>Jokers, in the order fixed at Lock In</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Step by step</translation>
    </message>
    <message>
        <source>Score breakdown</source>
        <translation>Score breakdown</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableCamera</name>
    <message>
        <source>No camera</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableContextForm</name>
    <message>
        <source>Decrease %1</source>
        <translation>Decrease %1</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>Increase %1</translation>
    </message>
    <message>
        <source>Chips held (Bootstraps)</source>
        <translation>Chips held (Bootstraps)</translation>
    </message>
    <message>
        <source>&amp;Chips held (Bootstraps):</source>
        <translation>&amp;Chips held (Bootstraps):</translation>
    </message>
    <message>
        <source>Tarots held (Oracle)</source>
        <translation>Tarots held (Oracle)</translation>
    </message>
    <message>
        <source>&amp;Tarots held (Oracle):</source>
        <translation>&amp;Tarots held (Oracle):</translation>
    </message>
    <message>
        <source>Cards discarded this Ante (Re-cyclotron, Mystic Summit)</source>
        <translation>Cards discarded this Ante (Re-cyclotron, Mystic Summit)</translation>
    </message>
    <message>
        <source>Cards &amp;discarded this Ante:</source>
        <translation>Cards &amp;discarded this Ante:</translation>
    </message>
    <message>
        <source>Mystic Summit threshold</source>
        <translation>Mystic Summit threshold</translation>
    </message>
    <message>
        <source>12 cards (Appendix J, default)</source>
        <translation>12 cards (Appendix J, default)</translation>
    </message>
    <message>
        <source>13 cards (Appendix D)</source>
        <translation>13 cards (Appendix D)</translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation>&amp;Mystic Summit needs (R17):</translation>
    </message>
    <message>
        <source>e.g. TTH (tails, tails, heads) or H</source>
        <translation>e.g. TTH (tails, tails, heads) or H</translation>
    </message>
    <message>
        <source>Grinning Coin flips</source>
        <translation>Grinning Coin flips</translation>
    </message>
    <message>
        <source>&amp;Grinning Coin flips:</source>
        <translation>&amp;Grinning Coin flips:</translation>
    </message>
    <message>
        <source>&amp;Unplayed hand (Baron counts its Kings; best play chooses from it):</source>
        <translation>&amp;Unplayed hand (Baron counts its Kings; best play chooses from it):</translation>
    </message>
    <message>
        <source>e.g. KC 7D 2S</source>
        <translation>e.g. KC 7D 2S</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
    <message>
        <source>Hand types this player scored in earlier Antes (Card Shark):</source>
        <translation>Hand types this player scored in earlier Antes (Card Shark):</translation>
    </message>
    <message>
        <source>%1 scored earlier</source>
        <translation>%1 scored earlier</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TablePage</name>
    <message>
        <source>&amp;Undo last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes back the last action; the correction is recorded in the game log (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: no more discards this Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revealed: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Ante: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · round %1 of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game with three chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order: %1. On the table: %2.
Now: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante %1: no chip this Ante (tie, R29).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante %1: %2 takes the chip!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::ui::TeachFromCameraDialog</name>
    <message>
        <source>Teach the camera a deck, card by card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay one card of the deck alone, face up, on a plain part of the table under the camera, type its name as its index reads (QS, 10H, TD, AC) and learn it. Do so for each card the camera leaves unknown; the camera reads with what it learned from the next frame on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QS, 10H, TD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card shown:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the card&apos;s name as its index reads, rank then suit: QS, 10H, TD, AC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No picture from the camera yet: check that it is connected and chosen in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not learned: no card is in view. Lay it alone, face up, on a plain part of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not learned: %2 cards are in view. Lay it alone, the other cards out of view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not learned: the camera reads this card as %2. Check the name typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not learned: no rank and suit show in its corners. Lay it with its index corners in view, and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not learned: the lesson could not be saved in %2. Check that its folder can be written to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 learned. Lay the next card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Demo footage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo footage is missing (%1): build the &apos;demo-footage&apos; target. Enter hands by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
