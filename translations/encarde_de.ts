<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionForm</name>
    <message>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Card Printer pick</source>
        <translation>Card-Printer-Wahl</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Order Jokers</source>
        <translation>Joker ordnen</translation>
    </message>
    <message>
        <source>Lock In</source>
        <translation>Festlegen</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Deal Tarots</source>
        <translation>Tarots austeilen</translation>
    </message>
    <message>
        <source>Take a Tarot</source>
        <translation>Ein Tarot nehmen</translation>
    </message>
    <message>
        <source>Replace a Tarot</source>
        <translation>Ein Tarot tauschen</translation>
    </message>
    <message>
        <source>Deal Jokers</source>
        <translation>Joker austeilen</translation>
    </message>
    <message>
        <source>Take a Joker</source>
        <translation>Einen Joker nehmen</translation>
    </message>
    <message>
        <source>Replace a Joker</source>
        <translation>Einen Joker tauschen</translation>
    </message>
    <message>
        <source>Exchange cards</source>
        <translation>Karten tauschen</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation>Eine Karte entfernen</translation>
    </message>
    <message>
        <source>Add from Reserve</source>
        <translation>Aus der Reserve hinzufügen</translation>
    </message>
    <message>
        <source>Play a Tarot</source>
        <translation>Ein Tarot spielen</translation>
    </message>
    <message>
        <source>Discard rounds</source>
        <translation>Abwurfrunden</translation>
    </message>
    <message>
        <source>Draw Tarots</source>
        <translation>Tarots ziehen</translation>
    </message>
    <message>
        <source>Draw Jokers</source>
        <translation>Joker ziehen</translation>
    </message>
    <message>
        <source>Modify Decks</source>
        <translation>Decks ändern</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Card from the Reserve to the Active deck</source>
        <translation>Karte aus der Reserve ins Aktivdeck</translation>
    </message>
    <message>
        <source>The 5 random Reserve cards drawn</source>
        <translation>Die 5 zufällig gezogenen Reservekarten</translation>
    </message>
    <message>
        <source>The 2 added to the Active deck</source>
        <translation>Die 2 ins Aktivdeck gelegten</translation>
    </message>
    <message>
        <source>Tarots drawn (0-2, comma separated)</source>
        <translation>Gezogene Tarots (0-2, durch Komma getrennt)</translation>
    </message>
    <message>
        <source>Reserve cards added (one per Joker held)</source>
        <translation>Hinzugefügte Reservekarten (eine pro gehaltenem Joker)</translation>
    </message>
    <message>
        <source>The 4 Jokers drawn (comma separated)</source>
        <translation>Die 4 gezogenen Joker (durch Komma getrennt)</translation>
    </message>
    <message>
        <source>The Joker drawn</source>
        <translation>Der gezogene Joker</translation>
    </message>
    <message>
        <source>Joker kept</source>
        <translation>Behaltener Joker</translation>
    </message>
    <message>
        <source>Joker given up for it</source>
        <translation>Dafür abgegebener Joker</translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation>Farbe für Business Suit</translation>
    </message>
    <message>
        <source>1-3 hand cards to the Reserve</source>
        <translation>1-3 Handkarten in die Reserve</translation>
    </message>
    <message>
        <source>Hand card copied from the Reserve</source>
        <translation>Aus der Reserve kopierte Handkarte</translation>
    </message>
    <message>
        <source>Discarded Joker returned (Draw Jokers)</source>
        <translation>Zurückgeholter abgeworfener Joker (Joker ziehen)</translation>
    </message>
    <message>
        <source>Cards dealt face down</source>
        <translation>Verdeckt ausgeteilte Karten</translation>
    </message>
    <message>
        <source>Or the cards themselves (optional)</source>
        <translation>Oder die Karten selbst (optional)</translation>
    </message>
    <message>
        <source>leave empty: the hand stays secret</source>
        <translation>leer lassen: die Hand bleibt geheim</translation>
    </message>
    <message>
        <source>Card picked from the Reserve</source>
        <translation>Aus der Reserve gewählte Karte</translation>
    </message>
    <message>
        <source>Discards, face up (up to %1)</source>
        <translation>Abwürfe, offen (bis zu %1)</translation>
    </message>
    <message>
        <source>Replacements drawn</source>
        <translation>Nachgezogene Karten</translation>
    </message>
    <message>
        <source>Jokers, left to right (comma separated)</source>
        <translation>Joker, von links nach rechts (durch Komma getrennt)</translation>
    </message>
    <message>
        <source>Tarots dealt (%1, comma separated)</source>
        <translation>Ausgeteilte Tarots (%1, durch Komma getrennt)</translation>
    </message>
    <message>
        <source>Jokers dealt (%1, comma separated)</source>
        <translation>Ausgeteilte Joker (%1, durch Komma getrennt)</translation>
    </message>
    <message>
        <source>Tarot</source>
        <translation>Tarot</translation>
    </message>
    <message>
        <source>Tarot given back</source>
        <translation>Zurückgegebenes Tarot</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker given up</source>
        <translation>Abgegebener Joker</translation>
    </message>
    <message>
        <source>Suit (Business Suit only)</source>
        <translation>Farbe (nur Business Suit)</translation>
    </message>
    <message>
        <source>The two random Active cards</source>
        <translation>Die zwei zufälligen Aktivkarten</translation>
    </message>
    <message>
        <source>The Reserve card chosen</source>
        <translation>Die gewählte Reservekarte</translation>
    </message>
    <message>
        <source>Active card moved to the Reserve</source>
        <translation>In die Reserve gelegte Aktivkarte</translation>
    </message>
    <message>
        <source>The four random Reserve cards</source>
        <translation>Die vier zufälligen Reservekarten</translation>
    </message>
    <message>
        <source>The one kept</source>
        <translation>Die behaltene</translation>
    </message>
    <message>
        <source>Tarot copied</source>
        <translation>Kopiertes Tarot</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>e.g. KH</source>
        <translation>z. B. KH</translation>
    </message>
    <message>
        <source>e.g. 2C 7D 10H</source>
        <translation>z. B. 2C 7D 10H</translation>
    </message>
    <message>
        <source>Read with the camera</source>
        <translation>Mit der Kamera lesen</translation>
    </message>
    <message>
        <source>Fill %1 from the camera</source>
        <translation>%1 mit der Kamera ausfüllen</translation>
    </message>
    <message>
        <source>The camera reads no card yet: type them</source>
        <translation>Die Kamera liest noch keine Karte: bitte eintippen</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>En Carde Referee: scores Balatro: En Carde hands at the table.</source>
        <translation>En Carde Referee: wertet Hände von Balatro: En Carde am Tisch.</translation>
    </message>
    <message>
        <source>Play bundled table footage instead of a webcam.</source>
        <translation>Mitgelieferte Tischvideos statt einer Webcam abspielen.</translation>
    </message>
    <message>
        <source>Interface language: en, fr or de.</source>
        <translation>Sprache der Oberfläche: en, fr oder de.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file and quit.</source>
        <translation>Ein Bild des Fensters in diese PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>Start with this played hand, e.g. &quot;KH:glass KD KS&quot;.</source>
        <translation>Mit dieser gespielten Hand starten, z. B. „KH:glass KD KS“.</translation>
    </message>
    <message>
        <source>Start with these jokers, e.g. &quot;Scary Face,Business Suit:H&quot;.</source>
        <translation>Mit diesen Jokern starten, z. B. „Scary Face,Business Suit:H“.</translation>
    </message>
    <message>
        <source>Start with this unplayed hand, e.g. &quot;KC 7D&quot;.</source>
        <translation>Mit dieser ungespielten Hand starten, z. B. „KC 7D“.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800 or 800x1280.</source>
        <translation>Fenstergröße, z. B. 1280x800 oder 800x1280.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>--size braucht BREITExHÖHE, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Use this game log file instead of the one in the settings.</source>
        <translation>Diese Spielprotokolldatei statt der aus den Einstellungen verwenden.</translation>
    </message>
    <message>
        <source>Resume the unfinished game without asking.</source>
        <translation>Das unbeendete Spiel ohne Nachfrage fortsetzen.</translation>
    </message>
    <message>
        <source>Open on this screen: game, scoring or reveal.</source>
        <translation>Mit diesem Bildschirm öffnen: game (Spiel), scoring (Wertung) oder reveal (Aufdecken).</translation>
    </message>
    <message>
        <source>Do not open the webcam: every card by hand.</source>
        <translation>Webcam nicht öffnen: alle Karten von Hand.</translation>
    </message>
</context>
<context>
    <name>CoinFlips</name>
    <message>
        <source>Grinning Coin: the flips stop at the first head (H); remove what follows it.</source>
        <translation>Grinning Coin: Die Würfe enden beim ersten Kopf (H); entfernen Sie, was danach kommt.</translation>
    </message>
    <message>
        <source>Grinning Coin: &apos;%1&apos; is not a flip; type T for tails and H for heads, e.g. TTH.</source>
        <translation>Grinning Coin: „%1“ ist kein Wurf; tippen Sie T für Zahl und H für Kopf, z. B. TTH.</translation>
    </message>
    <message>
        <source>Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.</source>
        <translation>Grinning Coin: Werfen Sie weiter, bis Kopf (H) fällt, und tippen Sie ihn dann, z. B. TTH.</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A playing card&apos;s name, e.g. &quot;King of Hearts&quot;: %1 the rank, %2 the suit.</extracomment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>No token</source>
        <translation>Keiner</translation>
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
        <translation>Wild (alle Farben)</translation>
    </message>
    <message>
        <source>Steel</source>
        <translation>Stahl</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Glas</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>Diamond (Star)</source>
        <translation>Karo (Stern)</translation>
    </message>
    <message>
        <source>Club (Moon)</source>
        <translation>Kreuz (Mond)</translation>
    </message>
    <message>
        <source>Heart (Sun)</source>
        <translation>Herz (Sonne)</translation>
    </message>
    <message>
        <source>Spade (World)</source>
        <translation>Pik (Welt)</translation>
    </message>
    <message>
        <source>+4 mult when scored</source>
        <translation>+4 Mult, wenn gewertet</translation>
    </message>
    <message>
        <source>+30 base points when scored</source>
        <translation>+30 Basispunkte, wenn gewertet</translation>
    </message>
    <message>
        <source>counts as every suit</source>
        <translation>zählt als jede Farbe</translation>
    </message>
    <message>
        <source>×1.5 mult when scored</source>
        <translation>×1,5 Mult, wenn gewertet</translation>
    </message>
    <message>
        <source>×2 mult when scored</source>
        <translation>×2 Mult, wenn gewertet</translation>
    </message>
    <message>
        <source>counts one rank higher</source>
        <translation>zählt einen Rang höher</translation>
    </message>
    <message>
        <source>30 points, no rank or suit, always scored</source>
        <translation>30 Punkte, ohne Rang und Farbe, immer gewertet</translation>
    </message>
    <message>
        <source>becomes a Diamond</source>
        <translation>wird Karo</translation>
    </message>
    <message>
        <source>becomes a Club</source>
        <translation>wird Kreuz</translation>
    </message>
    <message>
        <source>becomes a Heart</source>
        <translation>wird Herz</translation>
    </message>
    <message>
        <source>becomes a Spade</source>
        <translation>wird Pik</translation>
    </message>
    <message>
        <source>High Card</source>
        <translation>Höchste Karte</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Straße</translation>
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
        <translation>Vierling</translation>
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
        <translation>Fünfling</translation>
    </message>
    <message>
        <source>Flush House</source>
        <translation>Flush House</translation>
    </message>
    <message>
        <source>Flush Five</source>
        <translation>Flush-Fünfling</translation>
    </message>
    <message>
        <source>+5 mult for each joker you hold, this one included (R21).</source>
        <translation>+5 Mult für jeden gehaltenen Joker, diesen eingeschlossen (R21).</translation>
    </message>
    <message>
        <source>Choose a suit when you take it: +3 mult for each scoring card of that suit (R18).</source>
        <translation>Beim Nehmen eine Farbe wählen: +3 Mult für jede gewertete Karte dieser Farbe (R18).</translation>
    </message>
    <message>
        <source>+20 mult when the played hand has three cards or fewer (R19).</source>
        <translation>+20 Mult, wenn die gespielte Hand drei oder weniger Karten hat (R19).</translation>
    </message>
    <message>
        <source>Multiplies mult by 1 + the number of empty joker slots; takes no slot (R20).</source>
        <translation>Multipliziert Mult mit 1 + Anzahl freier Joker-Plätze; belegt keinen Platz (R20).</translation>
    </message>
    <message>
        <source>Flushes and straights need only four cards (R10).</source>
        <translation>Flushes und Straßen brauchen nur vier Karten (R10).</translation>
    </message>
    <message>
        <source>+1 mult for each card you discarded this Ante; discard up to six cards a round (R27).</source>
        <translation>+1 Mult für jede in dieser Ante abgeworfene Karte; bis zu sechs Karten pro Runde abwerfen (R27).</translation>
    </message>
    <message>
        <source>Flip a coin: heads first doubles mult; otherwise +1 mult per tail before the first head (R22).</source>
        <translation>Münze werfen: Kopf zuerst verdoppelt Mult; sonst +1 Mult pro Zahl vor dem ersten Kopf (R22).</translation>
    </message>
    <message>
        <source>Scoring face cards (J, Q, K) give +30 base points (R14).</source>
        <translation>Gewertete Bildkarten (B, D, K) geben +30 Basispunkte (R14).</translation>
    </message>
    <message>
        <source>Every played card scores; a High Card hand gains mult equal to its highest card&apos;s points (R12).</source>
        <translation>Jede gespielte Karte wird gewertet; eine Höchste Karte erhält Mult in Höhe der Punkte ihrer höchsten Karte (R12).</translation>
    </message>
    <message>
        <source>+15 mult if you discarded at least 12 cards this Ante (13 by house rule, R17).</source>
        <translation>+15 Mult, wenn Sie in dieser Ante mindestens 12 Karten abgeworfen haben (13 nach Hausregel, R17).</translation>
    </message>
    <message>
        <source>+2 hand size.</source>
        <translation>+2 Handgröße.</translation>
    </message>
    <message>
        <source>Scoring even cards (2, 4, 6, 8, 10) give +4 mult (R2).</source>
        <translation>Gewertete gerade Karten (2, 4, 6, 8, 10) geben +4 Mult (R2).</translation>
    </message>
    <message>
        <source>Scoring odd cards (A, 3, 5, 7, 9) give +4 mult (R2).</source>
        <translation>Gewertete ungerade Karten (A, 3, 5, 7, 9) geben +4 Mult (R2).</translation>
    </message>
    <message>
        <source>×2 mult if you scored this hand type in an earlier Ante of this game (R23).</source>
        <translation>×2 Mult, wenn Sie diesen Handtyp in einer früheren Ante dieses Spiels gewertet haben (R23).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Tarot, you may take, play or pass the last one too.</source>
        <translation>Wenn alle ein Tarot gewählt haben, dürfen Sie auch das letzte nehmen, spielen oder liegen lassen.</translation>
    </message>
    <message>
        <source>One more Tarot slot; +5 mult for each Tarot you still hold (R26).</source>
        <translation>Ein Tarot-Platz mehr; +5 Mult für jedes noch gehaltene Tarot (R26).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Joker, you may take, replace or pass the last one too.</source>
        <translation>Wenn alle einen Joker gewählt haben, dürfen Sie auch den letzten nehmen, tauschen oder liegen lassen.</translation>
    </message>
    <message>
        <source>+8 mult for each chip you hold (R26).</source>
        <translation>+8 Mult für jeden gehaltenen Chip (R26).</translation>
    </message>
    <message>
        <source>Pair counts as Three of a Kind, Three as Four, Four as Five of a Kind (R11).</source>
        <translation>Paar zählt als Drilling, Drilling als Vierling, Vierling als Fünfling (R11).</translation>
    </message>
    <message>
        <source>With exactly four played cards: +44 base points and +4 mult per scoring card (R19).</source>
        <translation>Mit genau vier gespielten Karten: +44 Basispunkte und +4 Mult pro gewerteter Karte (R19).</translation>
    </message>
    <message>
        <source>If your hand type equals another player&apos;s, you beat them whatever the scores (R28).</source>
        <translation>Bei gleichem Handtyp wie ein anderer Spieler schlagen Sie ihn unabhängig von der Wertung (R28).</translation>
    </message>
    <message>
        <source>Takes no joker slot and gives one more slot (R20).</source>
        <translation>Belegt keinen Joker-Platz und gibt einen Platz mehr (R20).</translation>
    </message>
    <message>
        <source>At the start of each Ante, take one card of your choice from your Reserve deck into your hand.</source>
        <translation>Zu Beginn jeder Ante eine Karte Ihrer Wahl aus dem Reservedeck auf die Hand nehmen.</translation>
    </message>
    <message>
        <source>×1.5 mult for each King left in your unplayed hand (R25).</source>
        <translation>×1,5 Mult für jeden König in Ihrer ungespielten Hand (R25).</translation>
    </message>
    <message>
        <source>If no scoring card is a face card: +10 mult, and the scoring cards&apos; points are added to base again (R24).</source>
        <translation>Ist keine gewertete Karte eine Bildkarte: +10 Mult, und die Punkte der gewerteten Karten kommen noch einmal zur Basis (R24).</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Unknown colour</source>
        <translation>Unbekannte Farbe</translation>
    </message>
    <message>
        <source>No card was learned. Name each photo after its card (QS.jpg, 10H.png, TD-2.jpg), one card per photo on a plain table; the details say what went wrong with each photo.</source>
        <translation>Keine Karte gelernt. Benennen Sie jedes Foto nach seiner Karte (QS.jpg, 10H.png, TD-2.jpg), eine Karte pro Foto auf einem einfarbigen Tisch; die Details sagen, was bei jedem Foto schiefging.</translation>
    </message>
    <message>
        <source>Cards learned: %1, of which court cards known by their pictures too: %2. The camera reads them from now on.</source>
        <translation>Gelernte Karten: %1, davon Bildkarten, die auch an ihrem Bild erkannt werden: %2. Die Kamera liest sie ab jetzt.</translation>
    </message>
    <message>
        <source>Photos that taught nothing: %1 (the details say why).</source>
        <translation>Fotos, aus denen nichts gelernt wurde: %1 (die Details sagen, warum).</translation>
    </message>
    <message>
        <source>Every deck taught is forgotten: the camera reads with its own glyphs alone from the next frame on.</source>
        <translation>Alle gelernten Kartenspiele sind vergessen: Die Kamera liest ab dem nächsten Bild nur mit ihren eigenen Zeichen.</translation>
    </message>
    <message>
        <source>No deck was taught, so there is nothing to forget.</source>
        <translation>Es wurde kein Kartenspiel gelernt, es gibt also nichts zu vergessen.</translation>
    </message>
    <message>
        <source>The decks taught could not be forgotten: %1 could not be removed. Check that its folder can be written to, then try again.</source>
        <translation>Die gelernten Kartenspiele konnten nicht vergessen werden: %1 ließ sich nicht entfernen. Prüfen Sie, ob in seinen Ordner geschrieben werden kann, und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Discard round %1</source>
        <translation>Abwurfrunde %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 clip on %2: no token in the legend</source>
        <translation>Klammer in %1 auf %2: kein Marker in der Legende</translation>
    </message>
    <message>
        <source>%1 clip on %2: %3</source>
        <translation>Klammer in %1 auf %2: %3</translation>
    </message>
    <message>
        <source>a second clip (%1) on %2 is ignored: one token per card (R6)</source>
        <translation>eine zweite Klammer (%1) auf %2 wird ignoriert: ein Marker pro Karte (R6)</translation>
    </message>
</context>
<context>
    <name>encarde::camera::CameraFrameSource</name>
    <message>
        <source>No camera detected. Enter the cards by hand, or connect a camera and choose it in Settings.</source>
        <translation>Keine Kamera gefunden. Geben Sie die Karten von Hand ein, oder schließen Sie eine Kamera an und wählen Sie sie in den Einstellungen.</translation>
    </message>
    <message>
        <source>Camera problem: %1. The game goes on by hand.</source>
        <translation>Kameraproblem: %1. Das Spiel geht von Hand weiter.</translation>
    </message>
    <message>
        <source>No camera</source>
        <translation>Keine Kamera</translation>
    </message>
    <message>
        <source>Camera: %1</source>
        <translation>Kamera: %1</translation>
    </message>
</context>
<context>
    <name>encarde::camera::FileFrameSource</name>
    <message>
        <source>The video file %1 does not exist.</source>
        <translation>Die Videodatei %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>The video file %1 cannot be read.</source>
        <translation>Die Videodatei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Recorded footage: %1</source>
        <translation>Aufgezeichnetes Video: %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::BestPlayPanel</name>
    <message>
        <source>Suggest &amp;best play</source>
        <translation>&amp;Besten Zug vorschlagen</translation>
    </message>
    <message>
        <source>The highest-scoring play from the played and unplayed cards (Ctrl+B)</source>
        <translation>Der Zug mit der höchsten Wertung aus gespielten und ungespielten Karten (Strg+B)</translation>
    </message>
    <message>
        <source>&amp;Use this play</source>
        <translation>Diesen Zug &amp;übernehmen</translation>
    </message>
    <message>
        <source>Best play suggestion</source>
        <translation>Vorschlag für den besten Zug</translation>
    </message>
    <message>
        <source>Add played or unplayed cards first.</source>
        <translation>Fügen Sie zuerst gespielte oder ungespielte Karten hinzu.</translation>
    </message>
    <message>
        <source>Best play looks at up to %1 cards; there are %2.</source>
        <translation>Der beste Zug betrachtet höchstens %1 Karten; es sind %2.</translation>
    </message>
    <message>
        <source>No suggestion: %1</source>
        <translation>Kein Vorschlag: %1</translation>
    </message>
    <message>
        <source>Play %1 — %2: %3 × %4 = %5</source>
        <translation>Spielen Sie %1 — %2: %3 × %4 = %5</translation>
    </message>
</context>
<context>
    <name>encarde::ui::BreakdownModel</name>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A &quot;when scored&quot; joker acting on one card: %1 the joker, %2 the card.</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>%1 token on %2</source>
        <extracomment>A token acting on the card it sits on: %1 the token, %2 the card.</extracomment>
        <translation>Marker %1 auf %2</translation>
    </message>
    <message>
        <source>hand type</source>
        <translation>Handtyp</translation>
    </message>
    <message>
        <source>+ base</source>
        <translation>+ Basis</translation>
    </message>
    <message>
        <source>+ mult</source>
        <translation>+ Mult</translation>
    </message>
    <message>
        <source>× mult</source>
        <translation>× Mult</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Base
after</source>
        <translation>Basis
danach</translation>
    </message>
    <message>
        <source>Mult
after</source>
        <translation>Mult
danach</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardGrid</name>
    <message>
        <source>Card picker</source>
        <translation>Kartenauswahl</translation>
    </message>
    <message>
        <source>Choose a card to add it to the played hand. Arrow keys move between cards.</source>
        <translation>Wählen Sie eine Karte, um sie der gespielten Hand hinzuzufügen. Die Pfeiltasten wechseln zwischen den Karten.</translation>
    </message>
    <message>
        <source>Add %1 to the played hand</source>
        <translation>%1 zur gespielten Hand hinzufügen</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardListEntry</name>
    <message>
        <source>Entry problem</source>
        <translation>Eingabeproblem</translation>
    </message>
    <message>
        <source>Cards in the unplayed hand carry no tokens; remove the &apos;:%1&apos; part.</source>
        <translation>Karten der ungespielten Hand tragen keine Marker; entfernen Sie den Teil „:%1“.</translation>
    </message>
    <message>
        <source>Not taken: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ClipLegendEditor</name>
    <message>
        <source>(not used)</source>
        <translation>(nicht verwendet)</translation>
    </message>
    <message>
        <source>Token for the %1 clip</source>
        <translation>Marker für die Klammer in %1</translation>
    </message>
    <message>
        <source>Reset to the usual colours</source>
        <translation>Auf die üblichen Farben zurücksetzen</translation>
    </message>
    <message>
        <source>%1 clip:</source>
        <translation>Klammer %1:</translation>
    </message>
</context>
<context>
    <name>encarde::ui::GameSession</name>
    <message numerus="yes">
        <source>%1 (%n chip(s))</source>
        <translation>
            <numerusform>%1 (%n Chip)</numerusform>
            <numerusform>%1 (%n Chips)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — Ante %2, %3</source>
        <translation>%1 — Ante %2, %3</translation>
    </message>
    <message>
        <source>The game log is not open.</source>
        <translation>Das Spielprotokoll ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>The game holds no actions.</source>
        <translation>Das Spiel enthält keine Aktionen.</translation>
    </message>
    <message>
        <source>The game log does not replay cleanly: %1</source>
        <translation>Das Spielprotokoll lässt sich nicht sauber wiederholen: %1</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Kein Spiel läuft.</translation>
    </message>
    <message>
        <source>The action could not be saved, so it was not made: %1</source>
        <translation>Die Aktion konnte nicht gespeichert werden und wurde daher nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::JokerLineupEditor</name>
    <message>
        <source>&amp;Joker to add:</source>
        <translation>&amp;Joker hinzufügen:</translation>
    </message>
    <message>
        <source>Joker to add</source>
        <translation>Joker zum Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Suit:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation>Farbe für Business Suit</translation>
    </message>
    <message>
        <source>Add joker</source>
        <translation>Joker hinzufügen</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Joker %1: %2</source>
        <translation>Joker %1: %2</translation>
    </message>
    <message>
        <source>Move %1 earlier</source>
        <translation>%1 nach vorn</translation>
    </message>
    <message>
        <source>Move %1 later</source>
        <translation>%1 nach hinten</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>No jokers. Jokers act in this order, top to bottom.</source>
        <translation>Keine Joker. Joker wirken in dieser Reihenfolge, von oben nach unten.</translation>
    </message>
    <message>
        <source>Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).</source>
        <translation>Belegte Joker-Plätze: %1 von %2 (Stencil Joker und Negative Joker belegen keinen Platz).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::LiveCameraView</name>
    <message>
        <source>Camera view of the played cards</source>
        <translation>Kamerabild der gespielten Karten</translation>
    </message>
    <message>
        <source>No camera picture: enter the cards by hand.</source>
        <translation>Kein Kamerabild: Karten von Hand eingeben.</translation>
    </message>
    <message>
        <source>? unread</source>
        <translation>? nicht gelesen</translation>
    </message>
    <message>
        <source>%1 clip</source>
        <translation>Klammer in %1</translation>
    </message>
    <message>
        <source>%1 clip = %2</source>
        <translation>Klammer in %1 = %2</translation>
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
        <translation>Gespielte Karten &amp;eintippen</translation>
    </message>
    <message>
        <source>Choose a &amp;joker</source>
        <translation>&amp;Joker wählen</translation>
    </message>
    <message>
        <source>Suggest the &amp;best play</source>
        <translation>&amp;Besten Zug vorschlagen</translation>
    </message>
    <message>
        <source>&amp;Clear the played cards</source>
        <translation>Gespielte Karten &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About En Carde Referee</source>
        <translation>&amp;Über En Carde Referee</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About En Carde Referee</source>
        <translation>Über En Carde Referee</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scores Balatro: En Carde hands step by step, by the rulebook and the referee&apos;s rulings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Wertet Hände von Balatro: En Carde Schritt für Schritt nach dem Regelheft und den Entscheidungen des Schiedsrichters.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every input can be entered by hand; the camera only proposes.</source>
        <translation>Jede Eingabe geht auch von Hand; die Kamera macht nur Vorschläge.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <source>Score a single &amp;hand…</source>
        <translation>Einzelne &amp;Hand werten…</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+N&lt;/b&gt; new game; &lt;b&gt;Ctrl+T&lt;/b&gt; the table; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo the last action; &lt;b&gt;Ctrl+H&lt;/b&gt; score a single hand.&lt;br&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; type the played cards; &lt;b&gt;Enter&lt;/b&gt; sets them.&lt;br&gt;&lt;b&gt;Ctrl+J&lt;/b&gt; choose a joker.&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; suggest the best play.&lt;br&gt;&lt;b&gt;Ctrl+Delete&lt;/b&gt; clear the played cards.&lt;br&gt;In the card grid, the &lt;b&gt;arrow keys&lt;/b&gt; move and &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; adds the card.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; moves between controls; underlined letters work with &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Strg+N&lt;/b&gt; neues Spiel; &lt;b&gt;Strg+T&lt;/b&gt; der Tisch; &lt;b&gt;Strg+Z&lt;/b&gt; letzte Aktion rückgängig; &lt;b&gt;Strg+H&lt;/b&gt; einzelne Hand werten.&lt;br&gt;&lt;b&gt;Strg+E&lt;/b&gt; gespielte Karten eintippen; &lt;b&gt;Eingabe&lt;/b&gt; übernimmt sie.&lt;br&gt;&lt;b&gt;Strg+J&lt;/b&gt; Joker wählen.&lt;br&gt;&lt;b&gt;Strg+B&lt;/b&gt; besten Zug vorschlagen.&lt;br&gt;&lt;b&gt;Strg+Entf&lt;/b&gt; gespielte Karten leeren.&lt;br&gt;Im Kartenraster bewegen die &lt;b&gt;Pfeiltasten&lt;/b&gt;, &lt;b&gt;Eingabe&lt;/b&gt; oder &lt;b&gt;Leertaste&lt;/b&gt; fügt die Karte hinzu.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; wechselt zwischen Bedienelementen; unterstrichene Buchstaben gehen mit &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Teach the camera a &amp;deck…</source>
        <translation>Der Kamera ein &amp;Kartenspiel beibringen…</translation>
    </message>
    <message>
        <source>Teach the camera a deck, &amp;card by card…</source>
        <translation>Der Kamera ein Kartenspiel &amp;Karte für Karte beibringen…</translation>
    </message>
    <message>
        <source>The folder of the deck&apos;s photos, each named after its card (QS.jpg, 10H.png)</source>
        <translation>Der Ordner mit den Fotos des Spiels, jedes nach seiner Karte benannt (QS.jpg, 10H.png)</translation>
    </message>
    <message>
        <source>Learning the deck&apos;s cards from their photos…</source>
        <translation>Die Karten des Spiels werden aus ihren Fotos gelernt…</translation>
    </message>
    <message>
        <source>Teach the camera a deck</source>
        <translation>Der Kamera ein Kartenspiel beibringen</translation>
    </message>
    <message>
        <source>&amp;Forget the decks taught…</source>
        <translation>Gelernte Kartenspiele &amp;vergessen…</translation>
    </message>
    <message>
        <source>Forget the decks taught</source>
        <translation>Gelernte Kartenspiele vergessen</translation>
    </message>
    <message>
        <source>Forget every deck taught? The camera then reads with its own glyphs alone; a deck is learned again from its photos (Teach the camera a deck).</source>
        <translation>Alle gelernten Kartenspiele vergessen? Die Kamera liest dann nur mit ihren eigenen Zeichen; ein Kartenspiel wird aus seinen Fotos neu gelernt (Der Kamera ein Kartenspiel beibringen).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players in seat order, clockwise; the first player first</source>
        <translation>Spieler in Sitzreihenfolge, im Uhrzeigersinn; der erste Spieler zuerst</translation>
    </message>
    <message>
        <source>name (needed)</source>
        <translation>Name (nötig)</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>No chip when the top scores tie (default)</source>
        <translation>Kein Chip bei Gleichstand der besten Wertung (Standard)</translation>
    </message>
    <message>
        <source>Each tied player takes a chip</source>
        <translation>Jeder Spieler im Gleichstand erhält einen Chip</translation>
    </message>
    <message>
        <source>12 cards discarded (default)</source>
        <translation>12 abgeworfene Karten (Standard)</translation>
    </message>
    <message>
        <source>13 cards discarded</source>
        <translation>13 abgeworfene Karten</translation>
    </message>
    <message>
        <source>&amp;Ties for the chip (R29):</source>
        <translation>&amp;Gleichstand um den Chip (R29):</translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation>&amp;Mystic Summit braucht (R17):</translation>
    </message>
    <message>
        <source>Clip colours: which token each colour means at this table</source>
        <translation>Klammerfarben: welchen Marker jede Farbe an diesem Tisch bedeutet</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedCardTile</name>
    <message>
        <source>Card %1 from the left: %2</source>
        <extracomment>Position of a card in the played hand, counted from the left: %1 position, %2 card name.</extracomment>
        <translation>Karte %1 von links: %2</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>wird gewertet</translation>
    </message>
    <message>
        <source>✕ Remove</source>
        <translation>✕ Entfernen</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>nicht gewertet</translation>
    </message>
    <message>
        <source>Token on %1</source>
        <translation>Marker auf %1</translation>
    </message>
    <message>
        <source>Move %1 left</source>
        <translation>%1 nach links</translation>
    </message>
    <message>
        <source>Move %1 right</source>
        <translation>%1 nach rechts</translation>
    </message>
    <message>
        <source>Remove %1 from the played hand</source>
        <translation>%1 aus der gespielten Hand entfernen</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedHandView</name>
    <message>
        <source>Played hand</source>
        <translation>Gespielte Hand</translation>
    </message>
    <message>
        <source>No played cards yet. Tap cards in the grid, or type them and press Enter.</source>
        <translation>Noch keine gespielten Karten. Tippen Sie Karten im Raster an oder schreiben Sie sie und drücken Sie Eingabe.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayerBoard</name>
    <message>
        <source>▶ %1</source>
        <translation>▶ %1</translation>
    </message>
    <message>
        <source>1 chip</source>
        <translation>1 Chip</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source> (%1 face down; known: %2)</source>
        <translation> (%1 verdeckt; bekannt: %2)</translation>
    </message>
    <message>
        <source> (face down)</source>
        <translation> (verdeckt)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Tarots</source>
        <translation>Tarots</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Abwürfe</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Active %1 · Reserve %2</source>
        <translation>Aktiv %1 · Reserve %2</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>Bereich von %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::RefereeFlow</name>
    <message>
        <source>No camera is running.</source>
        <translation>Keine Kamera läuft.</translation>
    </message>
    <message>
        <source>%1 The game goes on by hand: nothing is lost.</source>
        <translation>%1 Das Spiel geht von Hand weiter: nichts geht verloren.</translation>
    </message>
    <message>
        <source>The game log %1 cannot be used (%2); games cannot be recorded.</source>
        <translation>Das Spielprotokoll %1 ist nicht nutzbar (%2); Spiele können nicht aufgezeichnet werden.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>A game was not finished:
%1

Resume it?</source>
        <translation>Ein Spiel wurde nicht beendet:
%1

Fortsetzen?</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>Das unbeendete Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The camera could not start.</source>
        <translation>Die Kamera konnte nicht starten.</translation>
    </message>
    <message>
        <source>No camera: every card is entered by hand.</source>
        <translation>Keine Kamera: alle Karten werden von Hand eingegeben.</translation>
    </message>
    <message>
        <source>Demo: recorded table footage plays through the camera path (%1).</source>
        <translation>Demo: Aufgezeichnete Tischvideos laufen über den Kameraweg (%1).</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Undo last action</source>
        <translation>Letzte Aktion &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Sound cue when an Ante is decided</source>
        <translation>Ton&amp;signal, wenn eine Ante entschieden ist</translation>
    </message>
    <message>
        <source>Enter at least two players&apos; names.</source>
        <translation>Mindestens zwei Spielernamen eingeben.</translation>
    </message>
    <message>
        <source>A game of En Carde is being refereed</source>
        <translation>Eine Partie En Carde wird gerade geleitet</translation>
    </message>
</context>
<context>
    <name>encarde::ui::RevealPage</name>
    <message>
        <source>Back to the &amp;table</source>
        <translation>&amp;Zurück zum Tisch</translation>
    </message>
    <message>
        <source>&amp;Justice flips, one per glass card (H or T):</source>
        <translation>Justice-&amp;Würfe, einer pro Glaskarte (H oder T):</translation>
    </message>
    <message>
        <source>Justice flips</source>
        <translation>Justice-Würfe</translation>
    </message>
    <message>
        <source>Use the camera&apos;s &amp;reading</source>
        <translation>&amp;Kameraerkennung übernehmen</translation>
    </message>
    <message>
        <source>No camera: enter the cards by hand.</source>
        <translation>Keine Kamera: Karten von Hand eingeben.</translation>
    </message>
    <message>
        <source>Enter the cards by hand.</source>
        <translation>Karten von Hand eingeben.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The camera sees no played cards yet.</source>
        <translation>Die Kamera sieht noch keine gespielten Karten.</translation>
    </message>
    <message>
        <source>The camera reads, left to right: %1</source>
        <translation>Die Kamera liest, von links nach rechts: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) could not be read: add them by hand.</source>
        <translation>
            <numerusform>%n Karte konnte nicht gelesen werden: von Hand hinzufügen.</numerusform>
            <numerusform>%n Karten konnten nicht gelesen werden: von Hand hinzufügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 locks in: lay the cards left to right</source>
        <translation>%1 legt fest: Karten von links nach rechts auslegen</translation>
    </message>
    <message>
        <source>%1 reveals</source>
        <translation>%1 deckt auf</translation>
    </message>
    <message>
        <source>&amp;Confirm %1&apos;s cards</source>
        <translation>Karten von %1 be&amp;stätigen</translation>
    </message>
    <message>
        <source>&amp;Score %1&apos;s hand</source>
        <translation>Hand von %1 we&amp;rten</translation>
    </message>
    <message>
        <source>The cards as locked in. Enter what the Jokers need (coin flips, Kings left in the hand), then score.</source>
        <translation>Die Karten wie festgelegt. Eingeben, was die Joker brauchen (Münzwürfe, Könige in der Hand), dann werten.</translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation>Abgelehnt: %1 — nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoreSummary</name>
    <message>
        <source>Hand type</source>
        <translation>Handtyp</translation>
    </message>
    <message>
        <source>Base times mult</source>
        <translation>Basis mal Mult</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Why the hand cannot be scored</source>
        <translation>Warum die Hand nicht gewertet werden kann</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Noch keine Hand</translation>
    </message>
    <message>
        <source>Pick 1 to 5 played cards</source>
        <translation>Wählen Sie 1 bis 5 gespielte Karten</translation>
    </message>
    <message>
        <source>Cannot score this hand</source>
        <translation>Diese Hand ist nicht wertbar</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>%1, counted as %2 (One-Upper)</source>
        <extracomment>%1 the hand type the cards form, %2 the type it counts as (One-Upper, R11).</extracomment>
        <translation>%1, gezählt als %2 (One-Upper)</translation>
    </message>
    <message>
        <source>%1 base points times %2 mult</source>
        <translation>%1 Basispunkte mal %2 Mult</translation>
    </message>
    <message>
        <source>Scoring cards: %1</source>
        <translation>Gewertete Karten: %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringDraft</name>
    <message>
        <source>A played hand has at most %1 cards; remove one before adding %2.</source>
        <translation>Eine gespielte Hand hat höchstens %1 Karten; entfernen Sie eine, bevor Sie %2 hinzufügen.</translation>
    </message>
    <message>
        <source>A played hand has 1 to %1 cards; %2 were given.</source>
        <translation>Eine gespielte Hand hat 1 bis %1 Karten; angegeben wurden %2.</translation>
    </message>
    <message>
        <source>%1 is already in the lineup; a player holds each joker only once.</source>
        <translation>%1 liegt schon in der Reihe; jeder Joker gehört einem Spieler nur einmal.</translation>
    </message>
    <message>
        <source>No room for %1: a lineup holds at most %2 jokers.</source>
        <translation>Kein Platz für %1: eine Reihe fasst höchstens %2 Joker.</translation>
    </message>
    <message>
        <source>No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).</source>
        <translation>Kein freier Joker-Platz für %1: alle %2 Plätze sind belegt (Stencil Joker und Negative Joker belegen keinen, R20).</translation>
    </message>
    <message>
        <source>Unknown joker &apos;%1&apos;: use the names printed in Appendix J.</source>
        <translation>Unbekannter Joker „%1“: Verwenden Sie die Namen aus Anhang J.</translation>
    </message>
    <message>
        <source>Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).</source>
        <translation>Business Suit braucht seine Farbe, z. B. Business Suit:H (S, H, D oder C).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringPanel</name>
    <message>
        <source>Played cards, left to right</source>
        <translation>Gespielte Karten, von links nach rechts</translation>
    </message>
    <message>
        <source>T&amp;ype the played hand and press Enter (a token after a colon, e.g. KH:glass):</source>
        <translation>Gespielte Hand &amp;eintippen und Eingabe drücken (Marker nach Doppelpunkt, z. B. KH:glass):</translation>
    </message>
    <message>
        <source>e.g. AS KD 10H:bonus</source>
        <translation>z. B. AS KD 10H:bonus</translation>
    </message>
    <message>
        <source>Set hand</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Type at least one card, e.g. AS.</source>
        <translation>Tippen Sie mindestens eine Karte, z. B. AS.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Clear the played cards</source>
        <translation>Gespielte Karten leeren</translation>
    </message>
    <message>
        <source>Clear the played cards (Ctrl+Delete)</source>
        <translation>Gespielte Karten leeren (Strg+Entf)</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Nicht hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Jokers, in the order fixed at Lock In</source>
        <translation>Joker, in der beim Lock In festgelegten Reihenfolge</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Score breakdown</source>
        <translation>Aufschlüsselung der Wertung</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableCamera</name>
    <message>
        <source>No camera</source>
        <translation>Keine Kamera</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableContextForm</name>
    <message>
        <source>Decrease %1</source>
        <translation>%1 verringern</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>%1 erhöhen</translation>
    </message>
    <message>
        <source>Chips held (Bootstraps)</source>
        <translation>Gehaltene Chips (Bootstraps)</translation>
    </message>
    <message>
        <source>&amp;Chips held (Bootstraps):</source>
        <translation>Gehaltene &amp;Chips (Bootstraps):</translation>
    </message>
    <message>
        <source>Tarots held (Oracle)</source>
        <translation>Gehaltene Tarots (Oracle)</translation>
    </message>
    <message>
        <source>&amp;Tarots held (Oracle):</source>
        <translation>Gehaltene &amp;Tarots (Oracle):</translation>
    </message>
    <message>
        <source>Cards discarded this Ante (Re-cyclotron, Mystic Summit)</source>
        <translation>In dieser Ante abgeworfene Karten (Re-cyclotron, Mystic Summit)</translation>
    </message>
    <message>
        <source>Cards &amp;discarded this Ante:</source>
        <translation>In dieser Ante &amp;abgeworfen:</translation>
    </message>
    <message>
        <source>Mystic Summit threshold</source>
        <translation>Schwelle für Mystic Summit</translation>
    </message>
    <message>
        <source>12 cards (Appendix J, default)</source>
        <translation>12 Karten (Anhang J, Standard)</translation>
    </message>
    <message>
        <source>13 cards (Appendix D)</source>
        <translation>13 Karten (Anhang D)</translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation>&amp;Mystic Summit braucht (R17):</translation>
    </message>
    <message>
        <source>e.g. TTH (tails, tails, heads) or H</source>
        <translation>z. B. TTH (Zahl, Zahl, Kopf) oder H</translation>
    </message>
    <message>
        <source>Grinning Coin flips</source>
        <translation>Würfe für Grinning Coin</translation>
    </message>
    <message>
        <source>&amp;Grinning Coin flips:</source>
        <translation>Würfe für &amp;Grinning Coin:</translation>
    </message>
    <message>
        <source>&amp;Unplayed hand (Baron counts its Kings; best play chooses from it):</source>
        <translation>&amp;Ungespielte Hand (Baron zählt ihre Könige; der beste Zug wählt daraus):</translation>
    </message>
    <message>
        <source>e.g. KC 7D 2S</source>
        <translation>z. B. KC 7D 2S</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Hand types this player scored in earlier Antes (Card Shark):</source>
        <translation>Handtypen, die dieser Spieler in früheren Antes gewertet hat (Card Shark):</translation>
    </message>
    <message>
        <source>%1 scored earlier</source>
        <translation>%1 früher gewertet</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TablePage</name>
    <message>
        <source>&amp;Undo last action</source>
        <translation>Letzte Aktion &amp;rückgängig</translation>
    </message>
    <message>
        <source>Takes back the last action; the correction is recorded in the game log (Ctrl+Z)</source>
        <translation>Nimmt die letzte Aktion zurück; die Korrektur wird im Spielprotokoll festgehalten (Strg+Z)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Stands: no more discards this Ante</source>
        <translation>Bleibt stehen: keine Abwürfe mehr in dieser Ante</translation>
    </message>
    <message>
        <source>Revealed: %1 points</source>
        <translation>Aufgedeckt: %1 Punkte</translation>
    </message>
    <message>
        <source>Locked in</source>
        <translation>Festgelegt</translation>
    </message>
    <message>
        <source>Last Ante: %1 points</source>
        <translation>Letzte Ante: %1 Punkte</translation>
    </message>
    <message>
        <source>Ante %1 · %2</source>
        <translation>Ante %1 · %2</translation>
    </message>
    <message>
        <source> · round %1 of 4</source>
        <translation> · Runde %1 von 4</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>%1 wins the game with three chips.</source>
        <translation>%1 gewinnt das Spiel mit drei Chips.</translation>
    </message>
    <message>
        <source>Order: %1. On the table: %2.
Now: %3</source>
        <translation>Reihenfolge: %1. Auf dem Tisch: %2.
Jetzt: %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>The table:</source>
        <translation>Der Tisch:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation>Abgelehnt: %1 — nichts wurde geändert.</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Ante %1: no chip this Ante (tie, R29).</source>
        <translation>Ante %1: kein Chip in dieser Ante (Gleichstand, R29).</translation>
    </message>
    <message>
        <source>Ante %1: %2 takes the chip!</source>
        <translation>Ante %1: %2 holt den Chip!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TeachFromCameraDialog</name>
    <message>
        <source>Teach the camera a deck, card by card</source>
        <translation>Der Kamera ein Kartenspiel Karte für Karte beibringen</translation>
    </message>
    <message>
        <source>Lay one card of the deck alone, face up, on a plain part of the table under the camera, type its name as its index reads (QS, 10H, TD, AC) and learn it. Do so for each card the camera leaves unknown; the camera reads with what it learned from the next frame on.</source>
        <translation>Legen Sie eine Karte des Spiels allein und offen auf eine einfarbige Stelle des Tisches unter der Kamera, tippen Sie ihren Namen, wie ihr Index ihn zeigt (QS, 10H, TD, AC), und lassen Sie sie lernen. Tun Sie das für jede Karte, die die Kamera nicht erkennt; die Kamera liest ab dem nächsten Bild mit dem Gelernten.</translation>
    </message>
    <message>
        <source>QS, 10H, TD</source>
        <translation>QS, 10H, TD</translation>
    </message>
    <message>
        <source>&amp;Card shown:</source>
        <translation>&amp;Gezeigte Karte:</translation>
    </message>
    <message>
        <source>&amp;Learn this card</source>
        <translation>Diese Karte &amp;lernen</translation>
    </message>
    <message>
        <source>Cards learned</source>
        <translation>Gelernte Karten</translation>
    </message>
    <message>
        <source>Type the card&apos;s name as its index reads, rank then suit: QS, 10H, TD, AC.</source>
        <translation>Tippen Sie den Namen der Karte, wie ihr Index ihn zeigt, Rang dann Farbe: QS, 10H, TD, AC.</translation>
    </message>
    <message>
        <source>No picture from the camera yet: check that it is connected and chosen in Settings.</source>
        <translation>Noch kein Bild von der Kamera: Prüfen Sie, ob sie angeschlossen und in den Einstellungen gewählt ist.</translation>
    </message>
    <message>
        <source>%1 was not learned: no card is in view. Lay it alone, face up, on a plain part of the table.</source>
        <translation>%1 wurde nicht gelernt: Es ist keine Karte zu sehen. Legen Sie sie allein und offen auf eine einfarbige Stelle des Tisches.</translation>
    </message>
    <message>
        <source>%1 was not learned: %2 cards are in view. Lay it alone, the other cards out of view.</source>
        <translation>%1 wurde nicht gelernt: Es sind %2 Karten zu sehen. Legen Sie sie allein hin, die anderen Karten außer Sicht.</translation>
    </message>
    <message>
        <source>%1 was not learned: the camera reads this card as %2. Check the name typed.</source>
        <translation>%1 wurde nicht gelernt: Die Kamera liest diese Karte als %2. Prüfen Sie den getippten Namen.</translation>
    </message>
    <message>
        <source>%1 was not learned: no rank and suit show in its corners. Lay it with its index corners in view, and try again.</source>
        <translation>%1 wurde nicht gelernt: In ihren Ecken sind weder Rang noch Farbe zu sehen. Legen Sie sie mit sichtbaren Indexecken hin und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 was not learned: the lesson could not be saved in %2. Check that its folder can be written to.</source>
        <translation>%1 wurde nicht gelernt: Die Lektion konnte nicht in %2 gespeichert werden. Prüfen Sie, ob in ihren Ordner geschrieben werden kann.</translation>
    </message>
    <message>
        <source>%1 learned. Lay the next card.</source>
        <translation>%1 gelernt. Legen Sie die nächste Karte.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Demo footage: %1</source>
        <translation>Demovideo: %1</translation>
    </message>
    <message>
        <source>Demo footage is missing (%1): build the &apos;demo-footage&apos; target. Enter hands by hand.</source>
        <translation>Das Demovideo fehlt (%1): das Ziel „demo-footage“ bauen. Hände von Hand eingeben.</translation>
    </message>
</context>
</TS>
