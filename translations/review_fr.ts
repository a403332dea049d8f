<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionDescription</name>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Discard rounds</source>
        <translation>Tours de défausse</translation>
    </message>
    <message>
        <source>Lock In</source>
        <translation>Verrouillage</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révélation</translation>
    </message>
    <message>
        <source>Draw Tarots</source>
        <translation>Tirage des Tarots</translation>
    </message>
    <message>
        <source>Draw Jokers</source>
        <translation>Tirage des Jokers</translation>
    </message>
    <message>
        <source>Modify Decks</source>
        <translation>Modifier les paquets</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie : %1</translation>
    </message>
    <message>
        <source>%1 is dealt %2</source>
        <translation>%1 reçoit %2</translation>
    </message>
    <message>
        <source>%1 prints %2 with Card Printer</source>
        <translation>%1 imprime %2 avec Card Printer</translation>
    </message>
    <message>
        <source>%1 discards %2 and draws %3</source>
        <translation>%1 défausse %2 et pioche %3</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1 s’arrête</translation>
    </message>
    <message>
        <source>%1 orders the Jokers: %2</source>
        <translation>%1 ordonne les Jokers : %2</translation>
    </message>
    <message>
        <source>%1 locks in %2</source>
        <translation>%1 verrouille %2</translation>
    </message>
    <message>
        <source>%1 reveals %2 for %3</source>
        <extracomment>%1 player, %2 hand type, %3 score</extracomment>
        <translation>%1 révèle %2 pour %3</translation>
    </message>
    <message>
        <source>Tarots dealt: %1</source>
        <translation>Tarots distribués : %1</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 prend %2</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives back %3</source>
        <translation>%1 prend %2 et rend %3</translation>
    </message>
    <message>
        <source>Jokers dealt: %1</source>
        <translation>Jokers distribués : %1</translation>
    </message>
    <message>
        <source>%1 takes %2 and discards %3</source>
        <translation>%1 prend %2 et défausse %3</translation>
    </message>
    <message>
        <source>%1 exchanges %2 for %3</source>
        <translation>%1 échange %2 contre %3</translation>
    </message>
    <message>
        <source>%1 moves %2 to the Reserve</source>
        <translation>%1 place %2 dans la Réserve</translation>
    </message>
    <message>
        <source>%1 adds %2 from the Reserve</source>
        <translation>%1 ajoute %2 depuis la Réserve</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>Action %1 is taken back</source>
        <translation>L’action %1 est annulée</translation>
    </message>
</context>
<context>
    <name>GameExport</name>
    <message>
        <source>En Carde game</source>
        <translation>Partie d’En Carde</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Jouée le : %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Joueurs : %1</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Non terminée</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gagnant : %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Reveals</source>
        <translation>Révélations</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Every action</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <source>This is not an En Carde game file: it is not readable JSON (%1).</source>
        <translation>Ce n’est pas un fichier de partie En Carde : ce n’est pas du JSON lisible (%1).</translation>
    </message>
    <message>
        <source>This is not an En Carde game file (it does not say &quot;format&quot;: &quot;%1&quot;).</source>
        <translation>Ce n’est pas un fichier de partie En Carde (il n’indique pas &quot;format&quot;: &quot;%1&quot;).</translation>
    </message>
    <message>
        <source>This game file is version %1; this version of En Carde Referee reads version %2.</source>
        <translation>Ce fichier de partie est en version %1 ; cette version d’En Carde Referee lit la version %2.</translation>
    </message>
    <message>
        <source>The game file is damaged: it does not start with a new game.</source>
        <translation>Le fichier de partie est endommagé : il ne commence pas par une nouvelle partie.</translation>
    </message>
    <message>
        <source>The game file is damaged and was not imported: %1.</source>
        <translation>Le fichier de partie est endommagé et n’a pas été importé : %1.</translation>
    </message>
    <message>
        <source>The game could not be written to the log: %1</source>
        <translation>La partie n’a pas pu être écrite dans le journal : %1</translation>
    </message>
</context>
<context>
    <name>LogBackup</name>
    <message>
        <source>%1 could not be replaced.</source>
        <translation>%1 n’a pas pu être remplacé.</translation>
    </message>
    <message>
        <source>The backup could not be written: %1</source>
        <translation>La sauvegarde n’a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation>%1 n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>This file is not an En Carde game log (it is not an SQLite file). Nothing was changed.</source>
        <translation>Ce fichier n’est pas un journal de parties En Carde (ce n’est pas un fichier SQLite). Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>This file cannot be restored: %1. Nothing was changed.</source>
        <translation>Ce fichier ne peut pas être restauré : %1. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>This file is not an En Carde game log, or it holds no games. Nothing was changed.</source>
        <translation>Ce fichier n’est pas un journal de parties En Carde, ou il ne contient aucune partie. Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Game %1 in this file is damaged (%2). Nothing was changed.</source>
        <translation>La partie %1 de ce fichier est endommagée (%2). Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>The current log could not be set aside.</source>
        <translation>Le journal actuel n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The restored log could not be written.</source>
        <translation>Le journal restauré n’a pas pu être écrit.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
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
        <translation>tour %1</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Jokers (in order)</source>
        <translation>Jokers (dans l’ordre)</translation>
    </message>
    <message>
        <source>Tarots</source>
        <translation>Tarots</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marqueurs</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Défausses</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Score this Ante</source>
        <translation>Score de cette Ante</translation>
    </message>
    <message>
        <source>Active / Reserve</source>
        <translation>Actif / Réserve</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>Next:</source>
        <translation>Ensuite :</translation>
    </message>
    <message>
        <source>On offer:</source>
        <translation>Proposés :</translation>
    </message>
    <message>
        <source>Choosing order:</source>
        <translation>Ordre de choix :</translation>
    </message>
</context>
<context>
    <name>encarde::review::GameCharts</name>
    <message>
        <source>Score per Ante per player</source>
        <translation>Score par Ante et par joueur</translation>
    </message>
    <message>
        <source>Chips after each Ante</source>
        <translation>Jetons après chaque Ante</translation>
    </message>
    <message>
        <source>Hand types revealed</source>
        <translation>Types de main révélés</translation>
    </message>
    <message>
        <source>Score per Ante</source>
        <translation>Score par Ante</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Antes decided</source>
        <translation>Antes jouées</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
</context>
<context>
    <name>encarde::review::GameLibraryModel</name>
    <message>
        <source>This game does not replay cleanly; open it to see where.</source>
        <translation>Cette partie ne se rejoue pas proprement ; ouvrez-la pour voir où.</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non terminée</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Antes</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
</context>
<context>
    <name>encarde::review::GamesMenu</name>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Parties</translation>
    </message>
    <message>
        <source>Game &amp;library…</source>
        <translation>&amp;Bibliothèque de parties…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>The new language is used once En Carde Referee restarts. Nothing is lost: every action is already in the game log, and an unfinished game is offered for resuming.</source>
        <translation>La nouvelle langue s’applique au redémarrage d’En Carde Referee. Rien n’est perdu : chaque action est déjà dans le journal de partie, et une partie inachevée est proposée à la reprise.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>En Carde Referee could not restart itself. Close it and start it again.</source>
        <translation>En Carde Referee n’a pas pu redémarrer. Fermez-le et relancez-le.</translation>
    </message>
</context>
<context>
    <name>encarde::review::PlayAnalysisModel</name>
    <message>
        <source>%1 cards: the search looks at up to %2</source>
        <translation>%1 cartes : la recherche en examine au plus %2</translation>
    </message>
    <message>
        <source>the hand could not be scored</source>
        <translation>la main n’a pas pu être comptée</translation>
    </message>
    <message>
        <source>best play</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Best possible play</source>
        <translation>Coup idéal</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Points manqués</translation>
    </message>
</context>
<context>
    <name>encarde::review::ReplayView</name>
    <message>
        <source>« First</source>
        <translation>« Début</translation>
    </message>
    <message>
        <source>First action (Home)</source>
        <translation>Première action (Début)</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ Précédente</translation>
    </message>
    <message>
        <source>Previous action (Left arrow)</source>
        <translation>Action précédente (flèche gauche)</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Suivante ›</translation>
    </message>
    <message>
        <source>Next action (Right arrow)</source>
        <translation>Action suivante (flèche droite)</translation>
    </message>
    <message>
        <source>Last »</source>
        <translation>Fin »</translation>
    </message>
    <message>
        <source>Last action (End)</source>
        <translation>Dernière action (Fin)</translation>
    </message>
    <message>
        <source>Recorded actions</source>
        <translation>Actions enregistrées</translation>
    </message>
    <message>
        <source>Table state after this action</source>
        <translation>État de la table après cette action</translation>
    </message>
    <message>
        <source>Score breakdown of this reveal</source>
        <translation>Détail du score de cette révélation</translation>
    </message>
    <message>
        <source>&lt;p&gt;No game is open. Choose one in the library.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucune partie n’est ouverte. Choisissez-en une dans la bibliothèque.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Action %1 sur %2</translation>
    </message>
    <message>
        <source>%1: %2 — %3 × %4 = %5</source>
        <extracomment>%1 player, %2 hand type, %3 base, %4 mult, %5 score</extracomment>
        <translation>%1 : %2 — %3 × %4 = %5</translation>
    </message>
</context>
<context>
    <name>encarde::review::ReviewWindow</name>
    <message>
        <source>Game library — En Carde Referee</source>
        <translation>Bibliothèque de parties — En Carde Referee</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Search players, winner or date</source>
        <translation>Chercher joueurs, gagnant ou date</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Chercher des parties</translation>
    </message>
    <message>
        <source>Finished games only</source>
        <translation>Parties terminées seulement</translation>
    </message>
    <message>
        <source>Games in the log</source>
        <translation>Parties du journal</translation>
    </message>
    <message>
        <source>Best possible play next to each play</source>
        <translation>Meilleur coup possible à côté de chaque coup</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open game log…</source>
        <translation>&amp;Ouvrir un journal de parties…</translation>
    </message>
    <message>
        <source>&amp;Import a game…</source>
        <translation>&amp;Importer une partie…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;PDF summary…</source>
        <translation>Exporter le résumé &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Print summary…</source>
        <translation>Im&amp;primer le résumé…</translation>
    </message>
    <message>
        <source>&amp;Back up the game log…</source>
        <translation>&amp;Sauvegarder le journal…</translation>
    </message>
    <message>
        <source>&amp;Restore the game log…</source>
        <translation>&amp;Restaurer le journal…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in %1</source>
        <translation>
            <numerusform>%n partie dans %1</numerusform>
            <numerusform>%n parties dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game in the list.</source>
        <translation>Choisissez une partie dans la liste.</translation>
    </message>
    <message>
        <source>No game log is open.</source>
        <translation>Aucun journal de parties n’est ouvert.</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>non terminée</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>This game does not replay cleanly: %1</source>
        <translation>Cette partie ne se rejoue pas proprement : %1</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n’est ouverte.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Open a game log first.</source>
        <translation>Ouvrez d’abord un journal de parties.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n’a pas pu être lu : %2</translation>
    </message>
    <message>
        <source>Open game log</source>
        <translation>Ouvrir un journal de parties</translation>
    </message>
    <message>
        <source>Game logs (*.sqlite *.db);;All files (*)</source>
        <translation>Journaux de parties (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>En Carde games (*.json);;All files (*)</source>
        <translation>Parties En Carde (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importé</translation>
    </message>
    <message>
        <source>JSON game (*.json)</source>
        <translation>Partie JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV, one row per reveal (*.csv)</source>
        <translation>CSV, une ligne par révélation (*.csv)</translation>
    </message>
    <message>
        <source>PDF summary (*.pdf)</source>
        <translation>Résumé PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Back up the game log</source>
        <translation>Sauvegarder le journal</translation>
    </message>
    <message>
        <source>Game logs (*.sqlite)</source>
        <translation>Journaux de parties (*.sqlite)</translation>
    </message>
    <message>
        <source>Backed up to %1</source>
        <translation>Sauvegardé dans %1</translation>
    </message>
    <message>
        <source>Restore the game log</source>
        <translation>Restaurer le journal</translation>
    </message>
    <message>
        <source>Replace every game in the current log with the games in %1? The current log is kept beside it as a .before-restore file.</source>
        <translation>Remplacer toutes les parties du journal actuel par celles de %1 ? Le journal actuel est conservé à côté dans un fichier .before-restore.</translation>
    </message>
    <message>
        <source>Restored the game log from %1</source>
        <translation>Journal restauré depuis %1</translation>
    </message>
</context>
<context>
    <name>encarde::review::ScreenAwake</name>
    <message>
        <source>Keeping the screen awake is off in Settings.</source>
        <translation>Garder l’écran allumé est désactivé dans les réglages.</translation>
    </message>
    <message>
        <source>The screen may blank: the desktop cannot be asked to keep it awake.</source>
        <translation>L’écran peut s’éteindre : le bureau ne peut pas être prié de le garder allumé.</translation>
    </message>
</context>
<context>
    <name>encarde::review::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Camera and display</source>
        <translation>Caméra et affichage</translation>
    </message>
    <message>
        <source>System default camera</source>
        <translation>Caméra par défaut du système</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Play sound cues (untick to mute)</source>
        <translation>Signaux sonores (décocher pour couper le son)</translation>
    </message>
    <message>
        <source>Keep the screen awake during a game</source>
        <translation>Garder l’écran allumé pendant une partie</translation>
    </message>
    <message>
        <source>&amp;Camera:</source>
        <translation>&amp;Caméra :</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Résolution :</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>Text &amp;size:</source>
        <translation>&amp;Taille du texte :</translation>
    </message>
    <message>
        <source>Clip colour legend</source>
        <translation>Légende des couleurs de trombones</translation>
    </message>
    <message>
        <source>Token for a %1 clip</source>
        <translation>Marqueur pour un trombone %1</translation>
    </message>
    <message>
        <source>(not used)</source>
        <translation>(non utilisé)</translation>
    </message>
    <message>
        <source>Camera default</source>
        <translation>Réglage de la caméra</translation>
    </message>
</context>
</TS>
