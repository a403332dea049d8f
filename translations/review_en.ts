<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionDescription</name>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard rounds</source>
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
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 prints %2 with Card Printer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 orders the Jokers: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 locks in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reveals %2 for %3</source>
        <extracomment>%1 player, %2 hand type, %3 score</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tarots dealt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 and gives back %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers dealt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 and discards %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves %2 to the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds %2 from the Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 is taken back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameExport</name>
    <message>
        <source>En Carde game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an En Carde game file: it is not readable JSON (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an En Carde game file (it does not say &quot;format&quot;: &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game file is version %1; this version of En Carde Referee reads version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged: it does not start with a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged and was not imported: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be written to the log: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogBackup</name>
    <message>
        <source>%1 could not be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not an En Carde game log (it is not an SQLite file). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be restored: %1. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is not an En Carde game log, or it holds no games. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 in this file is damaged (%2). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current log could not be set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The restored log could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableStateText</name>
    <message>
        <source>Ante %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers (in order)</source>
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
        <source>Score this Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active / Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On offer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing order:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::GameCharts</name>
    <message>
        <source>Score per Ante per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips after each Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand types revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score per Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antes decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::GameLibraryModel</name>
    <message>
        <source>This game does not replay cleanly; open it to see where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::GamesMenu</name>
    <message>
        <source>&amp;Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language is used once En Carde Referee restarts. Nothing is lost: every action is already in the game log, and an unfinished game is offered for resuming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En Carde Referee could not restart itself. Close it and start it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::PlayAnalysisModel</name>
    <message>
        <source>%1 cards: the search looks at up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand could not be scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best possible play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::ReplayView</name>
    <message>
        <source>« First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First action (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous action (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next action (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last action (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table state after this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score breakdown of this reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is open. Choose one in the library.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3 × %4 = %5</source>
        <extracomment>%1 player, %2 hand type, %3 base, %4 mult, %5 score</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::ReviewWindow</name>
    <message>
        <source>Game library — En Carde Referee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search players, winner or date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best possible play next to each play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back up the game log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore the game log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in %1</source>
        <translation>
            <numerusform>%n game in %1</numerusform>
            <numerusform>%n games in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game does not replay cleanly: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game log first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En Carde games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON game (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV, one row per reveal (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF summary (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back up the game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game logs (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore the game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace every game in the current log with the games in %1? The current log is kept beside it as a .before-restore file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored the game log from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::ScreenAwake</name>
    <message>
        <source>Keeping the screen awake is off in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screen may blank: the desktop cannot be asked to keep it awake.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>encarde::review::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera and display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sound cues (untick to mute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the screen awake during a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Camera:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clip colour legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token for a %1 clip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
