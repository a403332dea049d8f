<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionDescription</name>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Discard rounds</source>
        <translation>Abwurfrunden</translation>
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
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <source>%1 prints %2 with Card Printer</source>
        <translation>%1 druckt %2 mit Card Printer</translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %3</source>
        <translation>%1 wirft %2 ab und zieht %3</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1 bleibt stehen</translation>
    </message>
    <message>
        <source>%1 orders the Jokers: %2</source>
        <translation>%1 ordnet die Joker: %2</translation>
    </message>
    <message>
        <source>%1 locks in %2</source>
        <translation>%1 legt %2 fest</translation>
    </message>
    <message>
        <source>%1 reveals %2 for %3</source>
        <extracomment>%1 player, %2 hand type, %3 score</extracomment>
        <translation>%1 deckt %2 auf: %3</translation>
    </message>
    <message>
        <source>Tarots dealt: %1</source>
        <translation>Ausgeteilte Tarots: %1</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 nimmt %2</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives back %3</source>
        <translation>%1 nimmt %2 und gibt %3 zurück</translation>
    </message>
    <message>
        <source>Jokers dealt: %1</source>
        <translation>Ausgeteilte Joker: %1</translation>
    </message>
    <message>
        <source>%1 takes %2 and discards %3</source>
        <translation>%1 nimmt %2 und wirft %3 ab</translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3</source>
        <translation>%1 tauscht %2 gegen %3</translation>
    </message>
    <message>
        <source>%1 moves %2 to the Reserve</source>
        <translation>%1 legt %2 in die Reserve</translation>
    </message>
    <message>
        <source>%1 adds %2 from the Reserve</source>
        <translation>%1 nimmt %2 aus der Reserve</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>Action %1 is taken back</source>
        <translation>Aktion %1 wird zurückgenommen</translation>
    </message>
</context>
<context>
    <name>GameExport</name>
    <message>
        <source>En Carde game</source>
        <translation>En-Carde-Spiel</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Gespielt: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Sieger: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Reveals</source>
        <translation>Aufdeckungen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Every action</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message>
        <source>This is not an En Carde game file: it is not readable JSON (%1).</source>
        <translation>Dies ist keine En-Carde-Spieldatei: kein lesbares JSON (%1).</translation>
    </message>
    <message>
        <source>This is not an En Carde game file (it does not say &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>Dies ist keine En-Carde-Spieldatei (sie enthält nicht &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>This game file is version %1; this version of En Carde Referee reads version %2.</source>
        <translation>Diese Spieldatei hat Version %1; diese Version von En Carde Referee liest Version %2.</translation>
    </message>
    <message>
        <source>The game file is damaged: it does not start with a new game.</source>
        <translation>Die Spieldatei ist beschädigt: Sie beginnt nicht mit einem neuen Spiel.</translation>
    </message>
    <message>
        <source>The game file is damaged and was not imported: %1.</source>
        <translation>Die Spieldatei ist beschädigt und wurde nicht importiert: %1.</translation>
    </message>
    <message>
        <source>The game could not be written to the log: %1</source>
        <translation>Das Spiel konnte nicht ins Protokoll geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>LogBackup</name>
    <message>
        <source>%1 could not be replaced.</source>
        <translation>%1 konnte nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>The backup could not be written: %1</source>
        <translation>Die Sicherung konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This file is not an En Carde game log (it is not an SQLite file). Nothing was changed.</source>
        <translation>Diese Datei ist kein En-Carde-Spielprotokoll (keine SQLite-Datei). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>This file cannot be restored: %1. Nothing was changed.</source>
        <translation>Diese Datei kann nicht wiederhergestellt werden: %1. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>This file is not an En Carde game log, or it holds no games. Nothing was changed.</source>
        <translation>Diese Datei ist kein En-Carde-Spielprotokoll oder enthält keine Spiele. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Game %1 in this file is damaged (%2). Nothing was changed.</source>
        <translation>Spiel %1 in dieser Datei ist beschädigt (%2). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The current log could not be set aside.</source>
        <translation>Das aktuelle Protokoll konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>The restored log could not be written.</source>
        <translation>Das wiederhergestellte Protokoll konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>TableStateText</name>
    <message>
        <source>Ante %1 — %2</source>
        <translation>Ante %1 — %2</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gewinnt das Spiel</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Jokers (in order)</source>
        <translation>Joker (in Reihenfolge)</translation>
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
        <source>Score this Ante</source>
        <translation>Punkte in dieser Ante</translation>
    </message>
    <message>
        <source>Active / Reserve</source>
        <translation>Aktiv / Reserve</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Als Nächstes:</translation>
    </message>
    <message>
        <source>On offer:</source>
        <translation>Im Angebot:</translation>
    </message>
    <message>
        <source>Choosing order:</source>
        <translation>Wahlreihenfolge:</translation>
    </message>
</context>
<context>
    <name>encarde::review::GameCharts</name>
    <message>
        <source>Score per Ante per player</source>
        <translation>Punkte pro Ante und Spieler</translation>
    </message>
    <message>
        <source>Chips after each Ante</source>
        <translation>Chips nach jeder Ante</translation>
    </message>
    <message>
        <source>Hand types revealed</source>
        <translation>Aufgedeckte Handtypen</translation>
    </message>
    <message>
        <source>Score per Ante</source>
        <translation>Punkte pro Ante</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Antes decided</source>
        <translation>Entschiedene Antes</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
</context>
<context>
    <name>encarde::review::GameLibraryModel</name>
    <message>
        <source>This game does not replay cleanly; open it to see where.</source>
        <translation>Dieses Spiel lässt sich nicht sauber wiederholen; öffnen Sie es, um die Stelle zu sehen.</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
</context>
<context>
    <name>encarde::review::GamesMenu</name>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>Game &amp;library…</source>
        <translation>Spiel&amp;bibliothek…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>The new language is used once En Carde Referee restarts. Nothing is lost: every action is already in the game log, and an unfinished game is offered for resuming.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von En Carde Referee. Nichts geht verloren: Jede Aktion steht bereits im Spielprotokoll, und ein unbeendetes Spiel wird zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>En Carde Referee could not restart itself. Close it and start it again.</source>
        <translation>En Carde Referee konnte sich nicht neu starten. Schließen Sie es und starten Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>encarde::review::PlayAnalysisModel</name>
    <message>
        <source>%1 cards: the search looks at up to %2</source>
        <translation>%1 Karten: die Suche prüft höchstens %2</translation>
    </message>
    <message>
        <source>the hand could not be scored</source>
        <translation>die Hand konnte nicht gewertet werden</translation>
    </message>
    <message>
        <source>best play</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Best possible play</source>
        <translation>Bestmöglicher Zug</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Verpasste Punkte</translation>
    </message>
</context>
<context>
    <name>encarde::review::ReplayView</name>
    <message>
        <source>« First</source>
        <translation>« Anfang</translation>
    </message>
    <message>
        <source>First action (Home)</source>
        <translation>Erste Aktion (Pos1)</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Previous action (Left arrow)</source>
        <translation>Vorherige Aktion (Pfeil links)</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Weiter ›</translation>
    </message>
    <message>
        <source>Next action (Right arrow)</source>
        <translation>Nächste Aktion (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>Ende »</translation>
    </message>
    <message>
        <source>Last action (End)</source>
        <translation>Letzte Aktion (Ende)</translation>
    </message>
    <message>
        <source>Recorded actions</source>
        <translation>Aufgezeichnete Aktionen</translation>
    </message>
    <message>
        <source>Table state after this action</source>
        <translation>Tischzustand nach dieser Aktion</translation>
    </message>
    <message>
        <source>Score breakdown of this reveal</source>
        <translation>Punkteaufschlüsselung dieser Aufdeckung</translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is open. Choose one in the library.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Spiel geöffnet. Wählen Sie eines in der Bibliothek.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Aktion %1 von %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3 × %4 = %5</source>
        <extracomment>%1 player, %2 hand type, %3 base, %4 mult, %5 score</extracomment>
        <translation>%1: %2 — %3 × %4 = %5</translation>
    </message>
</context>
<context>
    <name>encarde::review::ReviewWindow</name>
    <message>
        <source>Game library — En Carde Referee</source>
        <translation>Spielbibliothek — En Carde Referee</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Search players, winner or date</source>
        <translation>Spieler, Sieger oder Datum suchen</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Spiele suchen</translation>
    </message>
    <message>
        <source>Finished games only</source>
        <translation>Nur beendete Spiele</translation>
    </message>
    <message>
        <source>Games in the log</source>
        <translation>Spiele im Protokoll</translation>
    </message>
    <message>
        <source>Best possible play next to each play</source>
        <translation>Bestmöglicher Zug neben jedem Zug</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open game log…</source>
        <translation>Spielprotokoll ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import a game…</source>
        <translation>Spiel &amp;importieren…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON…</source>
        <translation>Als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF summary…</source>
        <translation>&amp;PDF-Zusammenfassung exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation>Zusammenfassung &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Back up the game log…</source>
        <translation>Protokoll &amp;sichern…</translation>
    </message>
    <message>
        <source>&amp;Restore the game log…</source>
        <translation>Protokoll &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in %1</source>
        <translation>
            <numerusform>%n Spiel in %1</numerusform>
            <numerusform>%n Spiele in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game in the list.</source>
        <translation>Wählen Sie ein Spiel in der Liste.</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Kein Spielprotokoll geöffnet.</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>This game does not replay cleanly: %1</source>
        <translation>Dieses Spiel lässt sich nicht sauber wiederholen: %1</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Kein Spiel geöffnet.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Open a game log first.</source>
        <translation>Öffnen Sie zuerst ein Spielprotokoll.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Open game log</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>Game logs (*.sqlite *.db);;All files (*)</source>
        <translation>Spielprotokolle (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Spiel importieren</translation>
    </message>
    <message>
        <source>En Carde games (*.json);;All files (*)</source>
        <translation>En-Carde-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>JSON game (*.json)</source>
        <translation>JSON-Spiel (*.json)</translation>
    </message>
    <message>
        <source>CSV, one row per reveal (*.csv)</source>
        <translation>CSV, eine Zeile pro Aufdeckung (*.csv)</translation>
    </message>
    <message>
        <source>PDF summary (*.pdf)</source>
        <translation>PDF-Zusammenfassung (*.pdf)</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Back up the game log</source>
        <translation>Protokoll sichern</translation>
    </message>
    <message>
        <source>Game logs (*.sqlite)</source>
        <translation>Spielprotokolle (*.sqlite)</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Gesichert in %1</translation>
    </message>
    <message>
        <source>Restore the game log</source>
        <translation>Protokoll wiederherstellen</translation>
    </message>
    <message>
        <source>Replace every game in the current log with the games in %1? The current log is kept beside it as a .before-restore file.</source>
        <translation>Alle Spiele im aktuellen Protokoll durch die Spiele in %1 ersetzen? Das aktuelle Protokoll bleibt daneben als .before-restore-Datei erhalten.</translation>
    </message>
    <message>
        <source>Restored the game log from %1</source>
        <translation>Protokoll aus %1 wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>encarde::review::ScreenAwake</name>
    <message>
        <source>Keeping the screen awake is off in Settings.</source>
        <translation>Bildschirm wach halten ist in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>The screen may blank: the desktop cannot be asked to keep it awake.</source>
        <translation>Der Bildschirm kann sich abschalten: Der Desktop lässt sich nicht bitten, ihn wach zu halten.</translation>
    </message>
</context>
<context>
    <name>encarde::review::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Camera and display</source>
        <translation>Kamera und Anzeige</translation>
    </message>
    <message>
        <source>System default camera</source>
        <translation>Standardkamera des Systems</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Play sound cues (untick to mute)</source>
        <translation>Tonsignale abspielen (zum Stummschalten abwählen)</translation>
    </message>
    <message>
        <source>Keep the screen awake during a game</source>
        <translation>Bildschirm während eines Spiels wach halten</translation>
    </message>
    <message>
        <source>&amp;Camera:</source>
        <translation>&amp;Kamera:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Auflösung:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>Text &amp;size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message>
        <source>Clip colour legend</source>
        <translation>Farblegende der Klammern</translation>
    </message>
    <message>
        <source>Token for a %1 clip</source>
        <translation>Marker für eine Klammer in %1</translation>
    </message>
    <message>
        <source>(not used)</source>
        <translation>(nicht verwendet)</translation>
    </message>
    <message>
        <source>Camera default</source>
        <translation>Kamerastandard</translation>
    </message>
</context>
</TS>
