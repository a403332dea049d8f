<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionForm</name>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Card Printer pick</source>
        <translation>Choix de Card Printer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>S’arrêter</translation>
    </message>
    <message>
        <source>Order Jokers</source>
        <translation>Ordonner les Jokers</translation>
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
        <source>Deal Tarots</source>
        <translation>Distribuer les Tarots</translation>
    </message>
    <message>
        <source>Take a Tarot</source>
        <translation>Prendre un Tarot</translation>
    </message>
    <message>
        <source>Replace a Tarot</source>
        <translation>Remplacer un Tarot</translation>
    </message>
    <message>
        <source>Deal Jokers</source>
        <translation>Distribuer les Jokers</translation>
    </message>
    <message>
        <source>Take a Joker</source>
        <translation>Prendre un Joker</translation>
    </message>
    <message>
        <source>Replace a Joker</source>
        <translation>Remplacer un Joker</translation>
    </message>
    <message>
        <source>Exchange cards</source>
        <translation>Échanger des cartes</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation>Retirer une carte</translation>
    </message>
    <message>
        <source>Add from Reserve</source>
        <translation>Ajouter depuis la Réserve</translation>
    </message>
    <message>
        <source>Play a Tarot</source>
        <translation>Jouer un Tarot</translation>
    </message>
    <message>
        <source>Discard rounds</source>
        <translation>Tours de défausse</translation>
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
        <source>Card from the Reserve to the Active deck</source>
        <translation>Carte de la Réserve vers le paquet Actif</translation>
    </message>
    <message>
        <source>The 5 random Reserve cards drawn</source>
        <translation>Les 5 cartes de Réserve tirées au hasard</translation>
    </message>
    <message>
        <source>The 2 added to the Active deck</source>
        <translation>Les 2 ajoutées au paquet Actif</translation>
    </message>
    <message>
        <source>Tarots drawn (0-2, comma separated)</source>
        <translation>Tarots tirés (0-2, séparés par des virgules)</translation>
    </message>
    <message>
        <source>Reserve cards added (one per Joker held)</source>
        <translation>Cartes de Réserve ajoutées (une par Joker détenu)</translation>
    </message>
    <message>
        <source>The 4 Jokers drawn (comma separated)</source>
        <translation>Les 4 Jokers tirés (séparés par des virgules)</translation>
    </message>
    <message>
        <source>The Joker drawn</source>
        <translation>Le Joker tiré</translation>
    </message>
    <message>
        <source>Joker kept</source>
        <translation>Joker gardé</translation>
    </message>
    <message>
        <source>Joker given up for it</source>
        <translation>Joker cédé en échange</translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation>Couleur pour Business Suit</translation>
    </message>
    <message>
        <source>1-3 hand cards to the Reserve</source>
        <translation>1 à 3 cartes de la main vers la Réserve</translation>
    </message>
    <message>
        <source>Hand card copied from the Reserve</source>
        <translation>Carte de la main copiée depuis la Réserve</translation>
    </message>
    <message>
        <source>Discarded Joker returned (Draw Jokers)</source>
        <translation>Joker défaussé repris (Tirage des Jokers)</translation>
    </message>
    <message>
        <source>Cards dealt face down</source>
        <translation>Cartes distribuées face cachée</translation>
    </message>
    <message>
        <source>Or the cards themselves (optional)</source>
        <translation>Ou les cartes elles-mêmes (facultatif)</translation>
    </message>
    <message>
        <source>leave empty: the hand stays secret</source>
        <translation>laisser vide : la main reste secrète</translation>
    </message>
    <message>
        <source>Card picked from the Reserve</source>
        <translation>Carte choisie dans la Réserve</translation>
    </message>
    <message>
        <source>Discards, face up (up to %1)</source>
        <translation>Défausses, face visible (jusqu’à %1)</translation>
    </message>
    <message>
        <source>Replacements drawn</source>
        <translation>Cartes piochées en remplacement</translation>
    </message>
    <message>
        <source>Jokers, left to right (comma separated)</source>
        <translation>Jokers, de gauche à droite (séparés par des virgules)</translation>
    </message>
    <message>
        <source>Tarots dealt (%1, comma separated)</source>
        <translation>Tarots distribués (%1, séparés par des virgules)</translation>
    </message>
    <message>
        <source>Jokers dealt (%1, comma separated)</source>
        <translation>Jokers distribués (%1, séparés par des virgules)</translation>
    </message>
    <message>
        <source>Tarot</source>
        <translation>Tarot</translation>
    </message>
    <message>
        <source>Tarot given back</source>
        <translation>Tarot rendu</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Joker given up</source>
        <translation>Joker cédé</translation>
    </message>
    <message>
        <source>Suit (Business Suit only)</source>
        <translation>Couleur (Business Suit seulement)</translation>
    </message>
    <message>
        <source>The two random Active cards</source>
        <translation>Les deux cartes Actives tirées au hasard</translation>
    </message>
    <message>
        <source>The Reserve card chosen</source>
        <translation>La carte de Réserve choisie</translation>
    </message>
    <message>
        <source>Active card moved to the Reserve</source>
        <translation>Carte Active placée dans la Réserve</translation>
    </message>
    <message>
        <source>The four random Reserve cards</source>
        <translation>Les quatre cartes de Réserve tirées au hasard</translation>
    </message>
    <message>
        <source>The one kept</source>
        <translation>Celle gardée</translation>
    </message>
    <message>
        <source>Tarot copied</source>
        <translation>Tarot copié</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>e.g. KH</source>
        <translation>p. ex. KH</translation>
    </message>
    <message>
        <source>e.g. 2C 7D 10H</source>
        <translation>p. ex. 2C 7D 10H</translation>
    </message>
    <message>
        <source>Read with the camera</source>
        <translation>Lire avec la caméra</translation>
    </message>
    <message>
        <source>Fill %1 from the camera</source>
        <translation>Remplir %1 avec la caméra</translation>
    </message>
    <message>
        <source>The camera reads no card yet: type them</source>
        <translation>La caméra ne lit encore aucune carte : tapez-les</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>En Carde Referee: scores Balatro: En Carde hands at the table.</source>
        <translation>En Carde Referee : compte les mains de Balatro: En Carde à la table.</translation>
    </message>
    <message>
        <source>Play bundled table footage instead of a webcam.</source>
        <translation>Lire les vidéos de table fournies au lieu d&apos;une webcam.</translation>
    </message>
    <message>
        <source>Interface language: en, fr or de.</source>
        <translation>Langue de l&apos;interface : en, fr ou de.</translation>
    </message>
    <message>
        <source>Save a picture of the window to this PNG file and quit.</source>
        <translation>Enregistrer une image de la fenêtre dans ce fichier PNG, puis quitter.</translation>
    </message>
    <message>
        <source>Start with this played hand, e.g. &quot;KH:glass KD KS&quot;.</source>
        <translation>Démarrer avec cette main jouée, p. ex. « KH:glass KD KS ».</translation>
    </message>
    <message>
        <source>Start with these jokers, e.g. &quot;Scary Face,Business Suit:H&quot;.</source>
        <translation>Démarrer avec ces jokers, p. ex. « Scary Face,Business Suit:H ».</translation>
    </message>
    <message>
        <source>Start with this unplayed hand, e.g. &quot;KC 7D&quot;.</source>
        <translation>Démarrer avec cette main non jouée, p. ex. « KC 7D ».</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800 or 800x1280.</source>
        <translation>Taille de la fenêtre, p. ex. 1280x800 ou 800x1280.</translation>
    </message>
    <message>
        <source>--size needs WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>--size attend LARGEURxHAUTEUR, p. ex. 1280x800.</translation>
    </message>
    <message>
        <source>Use this game log file instead of the one in the settings.</source>
        <translation>Utiliser ce fichier de journal de parties au lieu de celui des réglages.</translation>
    </message>
    <message>
        <source>Resume the unfinished game without asking.</source>
        <translation>Reprendre la partie non terminée sans demander.</translation>
    </message>
    <message>
        <source>Open on this screen: game, scoring or reveal.</source>
        <translation>Ouvrir sur cet écran : game (partie), scoring (décompte) ou reveal (révélation).</translation>
    </message>
    <message>
        <source>Do not open the webcam: every card by hand.</source>
        <translation>Ne pas ouvrir la webcam : toutes les cartes à la main.</translation>
    </message>
</context>
<context>
    <name>CoinFlips</name>
    <message>
        <source>Grinning Coin: the flips stop at the first head (H); remove what follows it.</source>
        <translation>Grinning Coin : les lancers s&apos;arrêtent au premier face (H) ; retirez ce qui suit.</translation>
    </message>
    <message>
        <source>Grinning Coin: &apos;%1&apos; is not a flip; type T for tails and H for heads, e.g. TTH.</source>
        <translation>Grinning Coin : « %1 » n&apos;est pas un lancer ; tapez T pour pile et H pour face, p. ex. TTH.</translation>
    </message>
    <message>
        <source>Grinning Coin: keep flipping until a head (H) lands, then type it, e.g. TTH.</source>
        <translation>Grinning Coin : lancez jusqu&apos;à obtenir face (H), puis tapez-le, p. ex. TTH.</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A playing card&apos;s name, e.g. &quot;King of Hearts&quot;: %1 the rank, %2 the suit.</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>No token</source>
        <translation>Aucun</translation>
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
        <translation>Joker (toutes couleurs)</translation>
    </message>
    <message>
        <source>Steel</source>
        <translation>Acier</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Verre</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <source>Diamond (Star)</source>
        <translation>Carreau (Étoile)</translation>
    </message>
    <message>
        <source>Club (Moon)</source>
        <translation>Trèfle (Lune)</translation>
    </message>
    <message>
        <source>Heart (Sun)</source>
        <translation>Cœur (Soleil)</translation>
    </message>
    <message>
        <source>Spade (World)</source>
        <translation>Pique (Monde)</translation>
    </message>
    <message>
        <source>+4 mult when scored</source>
        <translation>+4 mult quand elle compte</translation>
    </message>
    <message>
        <source>+30 base points when scored</source>
        <translation>+30 points de base quand elle compte</translation>
    </message>
    <message>
        <source>counts as every suit</source>
        <translation>compte pour toutes les couleurs</translation>
    </message>
    <message>
        <source>×1.5 mult when scored</source>
        <translation>×1,5 mult quand elle compte</translation>
    </message>
    <message>
        <source>×2 mult when scored</source>
        <translation>×2 mult quand elle compte</translation>
    </message>
    <message>
        <source>counts one rank higher</source>
        <translation>compte un rang plus haut</translation>
    </message>
    <message>
        <source>30 points, no rank or suit, always scored</source>
        <translation>30 points, sans rang ni couleur, compte toujours</translation>
    </message>
    <message>
        <source>becomes a Diamond</source>
        <translation>devient un Carreau</translation>
    </message>
    <message>
        <source>becomes a Club</source>
        <translation>devient un Trèfle</translation>
    </message>
    <message>
        <source>becomes a Heart</source>
        <translation>devient un Cœur</translation>
    </message>
    <message>
        <source>becomes a Spade</source>
        <translation>devient un Pique</translation>
    </message>
    <message>
        <source>High Card</source>
        <translation>Carte haute</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Two Pair</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Straight Flush</source>
        <translation>Quinte flush</translation>
    </message>
    <message>
        <source>Royal Flush</source>
        <translation>Quinte flush royale</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <source>Flush House</source>
        <translation>Full couleur</translation>
    </message>
    <message>
        <source>Flush Five</source>
        <translation>Quinte couleur</translation>
    </message>
    <message>
        <source>+5 mult for each joker you hold, this one included (R21).</source>
        <translation>+5 mult par joker détenu, celui-ci compris (R21).</translation>
    </message>
    <message>
        <source>Choose a suit when you take it: +3 mult for each scoring card of that suit (R18).</source>
        <translation>Choisissez une couleur en le prenant : +3 mult par carte qui compte de cette couleur (R18).</translation>
    </message>
    <message>
        <source>+20 mult when the played hand has three cards or fewer (R19).</source>
        <translation>+20 mult si la main jouée a trois cartes ou moins (R19).</translation>
    </message>
    <message>
        <source>Multiplies mult by 1 + the number of empty joker slots; takes no slot (R20).</source>
        <translation>Multiplie le mult par 1 + le nombre d&apos;emplacements de joker vides ; ne prend pas d&apos;emplacement (R20).</translation>
    </message>
    <message>
        <source>Flushes and straights need only four cards (R10).</source>
        <translation>Couleurs et suites se font avec quatre cartes seulement (R10).</translation>
    </message>
    <message>
        <source>+1 mult for each card you discarded this Ante; discard up to six cards a round (R27).</source>
        <translation>+1 mult par carte défaussée à cette Ante ; défaussez jusqu&apos;à six cartes par tour (R27).</translation>
    </message>
    <message>
        <source>Flip a coin: heads first doubles mult; otherwise +1 mult per tail before the first head (R22).</source>
        <translation>Lancez une pièce : face d&apos;emblée double le mult ; sinon +1 mult par pile avant le premier face (R22).</translation>
    </message>
    <message>
        <source>Scoring face cards (J, Q, K) give +30 base points (R14).</source>
        <translation>Les figures qui comptent (V, D, R) donnent +30 points de base (R14).</translation>
    </message>
    <message>
        <source>Every played card scores; a High Card hand gains mult equal to its highest card&apos;s points (R12).</source>
        <translation>Toutes les cartes jouées comptent ; une Carte haute gagne un mult égal aux points de sa plus haute carte (R12).</translation>
    </message>
    <message>
        <source>+15 mult if you discarded at least 12 cards this Ante (13 by house rule, R17).</source>
        <translation>+15 mult si vous avez défaussé au moins 12 cartes à cette Ante (13 selon la règle maison, R17).</translation>
    </message>
    <message>
        <source>+2 hand size.</source>
        <translation>+2 cartes en main.</translation>
    </message>
    <message>
        <source>Scoring even cards (2, 4, 6, 8, 10) give +4 mult (R2).</source>
        <translation>Les cartes paires qui comptent (2, 4, 6, 8, 10) donnent +4 mult (R2).</translation>
    </message>
    <message>
        <source>Scoring odd cards (A, 3, 5, 7, 9) give +4 mult (R2).</source>
        <translation>Les cartes impaires qui comptent (A, 3, 5, 7, 9) donnent +4 mult (R2).</translation>
    </message>
    <message>
        <source>×2 mult if you scored this hand type in an earlier Ante of this game (R23).</source>
        <translation>×2 mult si vous avez déjà compté ce type de main à une Ante précédente de la partie (R23).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Tarot, you may take, play or pass the last one too.</source>
        <translation>Quand chacun a choisi un Tarot, vous pouvez aussi prendre, jouer ou laisser le dernier.</translation>
    </message>
    <message>
        <source>One more Tarot slot; +5 mult for each Tarot you still hold (R26).</source>
        <translation>Un emplacement de Tarot en plus ; +5 mult par Tarot encore en main (R26).</translation>
    </message>
    <message>
        <source>After everyone has chosen a Joker, you may take, replace or pass the last one too.</source>
        <translation>Quand chacun a choisi un Joker, vous pouvez aussi prendre, remplacer ou laisser le dernier.</translation>
    </message>
    <message>
        <source>+8 mult for each chip you hold (R26).</source>
        <translation>+8 mult par jeton détenu (R26).</translation>
    </message>
    <message>
        <source>Pair counts as Three of a Kind, Three as Four, Four as Five of a Kind (R11).</source>
        <translation>La Paire compte comme un Brelan, le Brelan comme un Carré, le Carré comme une Quinte (R11).</translation>
    </message>
    <message>
        <source>With exactly four played cards: +44 base points and +4 mult per scoring card (R19).</source>
        <translation>Avec exactement quatre cartes jouées : +44 points de base et +4 mult par carte qui compte (R19).</translation>
    </message>
    <message>
        <source>If your hand type equals another player&apos;s, you beat them whatever the scores (R28).</source>
        <translation>Si votre type de main est celui d&apos;un autre joueur, vous le battez quels que soient les scores (R28).</translation>
    </message>
    <message>
        <source>Takes no joker slot and gives one more slot (R20).</source>
        <translation>Ne prend pas d&apos;emplacement de joker et en ajoute un (R20).</translation>
    </message>
    <message>
        <source>At the start of each Ante, take one card of your choice from your Reserve deck into your hand.</source>
        <translation>Au début de chaque Ante, prenez en main une carte de votre choix de votre deck de Réserve.</translation>
    </message>
    <message>
        <source>×1.5 mult for each King left in your unplayed hand (R25).</source>
        <translation>×1,5 mult par Roi resté dans votre main non jouée (R25).</translation>
    </message>
    <message>
        <source>If no scoring card is a face card: +10 mult, and the scoring cards&apos; points are added to base again (R24).</source>
        <translation>Si aucune carte qui compte n&apos;est une figure : +10 mult, et les points des cartes qui comptent s&apos;ajoutent encore à la base (R24).</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Unknown colour</source>
        <translation>Couleur inconnue</translation>
    </message>
    <message>
        <source>No card was learned. Name each photo after its card (QS.jpg, 10H.png, TD-2.jpg), one card per photo on a plain table; the details say what went wrong with each photo.</source>
        <translation>Aucune carte apprise. Nommez chaque photo d’après sa carte (QS.jpg, 10H.png, TD-2.jpg), une carte par photo sur une table unie ; les détails disent ce qui n’a pas marché pour chaque photo.</translation>
    </message>
    <message>
        <source>Cards learned: %1, of which court cards known by their pictures too: %2. The camera reads them from now on.</source>
        <translation>Cartes apprises : %1, dont figures reconnues aussi à leur dessin : %2. La caméra les lit dès maintenant.</translation>
    </message>
    <message>
        <source>Photos that taught nothing: %1 (the details say why).</source>
        <translation>Photos qui n’ont rien appris : %1 (les détails disent pourquoi).</translation>
    </message>
    <message>
        <source>Every deck taught is forgotten: the camera reads with its own glyphs alone from the next frame on.</source>
        <translation>Tous les jeux appris sont oubliés : la caméra ne lit qu’avec ses propres signes dès l’image suivante.</translation>
    </message>
    <message>
        <source>No deck was taught, so there is nothing to forget.</source>
        <translation>Aucun jeu n’a été appris : il n’y a rien à oublier.</translation>
    </message>
    <message>
        <source>The decks taught could not be forgotten: %1 could not be removed. Check that its folder can be written to, then try again.</source>
        <translation>Les jeux appris n’ont pas pu être oubliés : %1 n’a pas pu être supprimé. Vérifiez que son dossier est accessible en écriture, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>Discard round %1</source>
        <translation>Tour de défausse %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 clip on %2: no token in the legend</source>
        <translation>Trombone %1 sur %2 : aucun marqueur dans la légende</translation>
    </message>
    <message>
        <source>%1 clip on %2: %3</source>
        <translation>Trombone %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>a second clip (%1) on %2 is ignored: one token per card (R6)</source>
        <translation>un second trombone (%1) sur %2 est ignoré : un marqueur par carte (R6)</translation>
    </message>
</context>
<context>
    <name>encarde::camera::CameraFrameSource</name>
    <message>
        <source>No camera detected. Enter the cards by hand, or connect a camera and choose it in Settings.</source>
        <translation>Aucune caméra détectée. Saisissez les cartes à la main, ou branchez une caméra et choisissez-la dans les Réglages.</translation>
    </message>
    <message>
        <source>Camera problem: %1. The game goes on by hand.</source>
        <translation>Problème de caméra : %1. La partie continue à la main.</translation>
    </message>
    <message>
        <source>No camera</source>
        <translation>Pas de caméra</translation>
    </message>
    <message>
        <source>Camera: %1</source>
        <translation>Caméra : %1</translation>
    </message>
</context>
<context>
    <name>encarde::camera::FileFrameSource</name>
    <message>
        <source>The video file %1 does not exist.</source>
        <translation>Le fichier vidéo %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The video file %1 cannot be read.</source>
        <translation>Le fichier vidéo %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Recorded footage: %1</source>
        <translation>Vidéo enregistrée : %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::BestPlayPanel</name>
    <message>
        <source>Suggest &amp;best play</source>
        <translation>Proposer le &amp;meilleur coup</translation>
    </message>
    <message>
        <source>The highest-scoring play from the played and unplayed cards (Ctrl+B)</source>
        <translation>Le coup qui rapporte le plus parmi les cartes jouées et non jouées (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;Use this play</source>
        <translation>&amp;Jouer ce coup</translation>
    </message>
    <message>
        <source>Best play suggestion</source>
        <translation>Meilleur coup proposé</translation>
    </message>
    <message>
        <source>Add played or unplayed cards first.</source>
        <translation>Ajoutez d&apos;abord des cartes jouées ou non jouées.</translation>
    </message>
    <message>
        <source>Best play looks at up to %1 cards; there are %2.</source>
        <translation>Le meilleur coup examine au plus %1 cartes ; il y en a %2.</translation>
    </message>
    <message>
        <source>No suggestion: %1</source>
        <translation>Aucune proposition : %1</translation>
    </message>
    <message>
        <source>Play %1 — %2: %3 × %4 = %5</source>
        <translation>Jouer %1 — %2 : %3 × %4 = %5</translation>
    </message>
</context>
<context>
    <name>encarde::ui::BreakdownModel</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A &quot;when scored&quot; joker acting on one card: %1 the joker, %2 the card.</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marqueur</translation>
    </message>
    <message>
        <source>%1 token on %2</source>
        <extracomment>A token acting on the card it sits on: %1 the token, %2 the card.</extracomment>
        <translation>marqueur %1 sur %2</translation>
    </message>
    <message>
        <source>hand type</source>
        <translation>type de main</translation>
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
        <translation>Étape</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Base
after</source>
        <translation>Base
après</translation>
    </message>
    <message>
        <source>Mult
after</source>
        <translation>Mult
après</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardGrid</name>
    <message>
        <source>Card picker</source>
        <translation>Choix des cartes</translation>
    </message>
    <message>
        <source>Choose a card to add it to the played hand. Arrow keys move between cards.</source>
        <translation>Choisissez une carte pour l&apos;ajouter à la main jouée. Les flèches passent d&apos;une carte à l&apos;autre.</translation>
    </message>
    <message>
        <source>Add %1 to the played hand</source>
        <translation>Ajouter %1 à la main jouée</translation>
    </message>
</context>
<context>
    <name>encarde::ui::CardListEntry</name>
    <message>
        <source>Entry problem</source>
        <translation>Problème de saisie</translation>
    </message>
    <message>
        <source>Cards in the unplayed hand carry no tokens; remove the &apos;:%1&apos; part.</source>
        <translation>Les cartes de la main non jouée ne portent pas de marqueur ; retirez la partie « :%1 ».</translation>
    </message>
    <message>
        <source>Not taken: %1</source>
        <translation>Refusé : %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ClipLegendEditor</name>
    <message>
        <source>(not used)</source>
        <translation>(non utilisé)</translation>
    </message>
    <message>
        <source>Token for the %1 clip</source>
        <translation>Marqueur pour le trombone %1</translation>
    </message>
    <message>
        <source>Reset to the usual colours</source>
        <translation>Revenir aux couleurs habituelles</translation>
    </message>
    <message>
        <source>%1 clip:</source>
        <translation>Trombone %1 :</translation>
    </message>
</context>
<context>
    <name>encarde::ui::GameSession</name>
    <message numerus="yes">
        <source>%1 (%n chip(s))</source>
        <translation>
            <numerusform>%1 (%n jeton)</numerusform>
            <numerusform>%1 (%n jetons)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — Ante %2, %3</source>
        <translation>%1 — Ante %2, %3</translation>
    </message>
    <message>
        <source>The game log is not open.</source>
        <translation>Le journal de parties n’est pas ouvert.</translation>
    </message>
    <message>
        <source>The game holds no actions.</source>
        <translation>La partie ne contient aucune action.</translation>
    </message>
    <message>
        <source>The game log does not replay cleanly: %1</source>
        <translation>Le journal de parties ne se rejoue pas proprement : %1</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>The action could not be saved, so it was not made: %1</source>
        <translation>L’action n’a pas pu être enregistrée, elle n’a donc pas été faite : %1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n’y a rien à annuler.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::JokerLineupEditor</name>
    <message>
        <source>&amp;Joker to add:</source>
        <translation>&amp;Joker à ajouter :</translation>
    </message>
    <message>
        <source>Joker to add</source>
        <translation>Joker à ajouter</translation>
    </message>
    <message>
        <source>&amp;Suit:</source>
        <translation>&amp;Couleur :</translation>
    </message>
    <message>
        <source>Suit for Business Suit</source>
        <translation>Couleur pour Business Suit</translation>
    </message>
    <message>
        <source>Add joker</source>
        <translation>Ajouter le joker</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté : %1</translation>
    </message>
    <message>
        <source>Joker %1: %2</source>
        <translation>Joker %1 : %2</translation>
    </message>
    <message>
        <source>Move %1 earlier</source>
        <translation>Avancer %1</translation>
    </message>
    <message>
        <source>Move %1 later</source>
        <translation>Reculer %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>No jokers. Jokers act in this order, top to bottom.</source>
        <translation>Aucun joker. Les jokers agissent dans cet ordre, de haut en bas.</translation>
    </message>
    <message>
        <source>Joker slots used: %1 of %2 (Stencil Joker and Negative Joker take no slot).</source>
        <translation>Emplacements de joker utilisés : %1 sur %2 (Stencil Joker et Negative Joker n&apos;en prennent pas).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::LiveCameraView</name>
    <message>
        <source>Camera view of the played cards</source>
        <translation>Vue caméra des cartes jouées</translation>
    </message>
    <message>
        <source>No camera picture: enter the cards by hand.</source>
        <translation>Pas d’image de la caméra : saisissez les cartes à la main.</translation>
    </message>
    <message>
        <source>? unread</source>
        <translation>? illisible</translation>
    </message>
    <message>
        <source>%1 clip</source>
        <translation>Trombone %1</translation>
    </message>
    <message>
        <source>%1 clip = %2</source>
        <translation>Trombone %1 = %2</translation>
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
        <translation>&amp;Main</translation>
    </message>
    <message>
        <source>&amp;Type the played cards</source>
        <translation>&amp;Taper les cartes jouées</translation>
    </message>
    <message>
        <source>Choose a &amp;joker</source>
        <translation>Choisir un &amp;joker</translation>
    </message>
    <message>
        <source>Suggest the &amp;best play</source>
        <translation>Proposer le &amp;meilleur coup</translation>
    </message>
    <message>
        <source>&amp;Clear the played cards</source>
        <translation>&amp;Effacer les cartes jouées</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About En Carde Referee</source>
        <translation>À &amp;propos d’En Carde Referee</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>About En Carde Referee</source>
        <translation>À propos d’En Carde Referee</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Scores Balatro: En Carde hands step by step, by the rulebook and the referee&apos;s rulings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;En Carde Referee&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Compte les mains de Balatro: En Carde étape par étape, selon le livret de règles et les décisions de l’arbitre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Every input can be entered by hand; the camera only proposes.</source>
        <translation>Tout peut être saisi à la main ; la caméra ne fait que proposer.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>Score a single &amp;hand…</source>
        <translation>Compter une seule &amp;main…</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+N&lt;/b&gt; new game; &lt;b&gt;Ctrl+T&lt;/b&gt; the table; &lt;b&gt;Ctrl+Z&lt;/b&gt; undo the last action; &lt;b&gt;Ctrl+H&lt;/b&gt; score a single hand.&lt;br&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; type the played cards; &lt;b&gt;Enter&lt;/b&gt; sets them.&lt;br&gt;&lt;b&gt;Ctrl+J&lt;/b&gt; choose a joker.&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; suggest the best play.&lt;br&gt;&lt;b&gt;Ctrl+Delete&lt;/b&gt; clear the played cards.&lt;br&gt;In the card grid, the &lt;b&gt;arrow keys&lt;/b&gt; move and &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt; adds the card.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; moves between controls; underlined letters work with &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+N&lt;/b&gt; nouvelle partie ; &lt;b&gt;Ctrl+T&lt;/b&gt; la table ; &lt;b&gt;Ctrl+Z&lt;/b&gt; annuler la dernière action ; &lt;b&gt;Ctrl+H&lt;/b&gt; compter une seule main.&lt;br&gt;&lt;b&gt;Ctrl+E&lt;/b&gt; taper les cartes jouées ; &lt;b&gt;Entrée&lt;/b&gt; les valide.&lt;br&gt;&lt;b&gt;Ctrl+J&lt;/b&gt; choisir un joker.&lt;br&gt;&lt;b&gt;Ctrl+B&lt;/b&gt; proposer le meilleur coup.&lt;br&gt;&lt;b&gt;Ctrl+Suppr&lt;/b&gt; effacer les cartes jouées.&lt;br&gt;Dans la grille de cartes, les &lt;b&gt;flèches&lt;/b&gt; déplacent et &lt;b&gt;Entrée&lt;/b&gt; ou &lt;b&gt;Espace&lt;/b&gt; ajoute la carte.&lt;br&gt;&lt;b&gt;Tab&lt;/b&gt; passe d’un contrôle à l’autre ; les lettres soulignées marchent avec &lt;b&gt;Alt&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Teach the camera a &amp;deck…</source>
        <translation>Apprendre un &amp;jeu de cartes à la caméra…</translation>
    </message>
    <message>
        <source>Teach the camera a deck, &amp;card by card…</source>
        <translation>Apprendre un jeu de cartes à la caméra, &amp;carte par carte…</translation>
    </message>
    <message>
        <source>The folder of the deck&apos;s photos, each named after its card (QS.jpg, 10H.png)</source>
        <translation>Le dossier des photos du jeu, chacune nommée d’après sa carte (QS.jpg, 10H.png)</translation>
    </message>
    <message>
        <source>Learning the deck&apos;s cards from their photos…</source>
        <translation>Apprentissage des cartes du jeu d’après leurs photos…</translation>
    </message>
    <message>
        <source>Teach the camera a deck</source>
        <translation>Apprendre un jeu de cartes à la caméra</translation>
    </message>
    <message>
        <source>&amp;Forget the decks taught…</source>
        <translation>&amp;Oublier les jeux appris…</translation>
    </message>
    <message>
        <source>Forget the decks taught</source>
        <translation>Oublier les jeux appris</translation>
    </message>
    <message>
        <source>Forget every deck taught? The camera then reads with its own glyphs alone; a deck is learned again from its photos (Teach the camera a deck).</source>
        <translation>Oublier tous les jeux appris ? La caméra ne lit alors qu’avec ses propres signes ; un jeu s’apprend de nouveau d’après ses photos (Apprendre un jeu de cartes à la caméra).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::NewGamePage</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players in seat order, clockwise; the first player first</source>
        <translation>Joueurs dans l’ordre des places, sens horaire ; le premier joueur d’abord</translation>
    </message>
    <message>
        <source>name (needed)</source>
        <translation>nom (obligatoire)</translation>
    </message>
    <message>
        <source>name (optional)</source>
        <translation>nom (facultatif)</translation>
    </message>
    <message>
        <source>Player %1&apos;s name</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1 :</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>No chip when the top scores tie (default)</source>
        <translation>Aucun jeton si les meilleurs scores sont à égalité (par défaut)</translation>
    </message>
    <message>
        <source>Each tied player takes a chip</source>
        <translation>Chaque joueur à égalité prend un jeton</translation>
    </message>
    <message>
        <source>12 cards discarded (default)</source>
        <translation>12 cartes défaussées (par défaut)</translation>
    </message>
    <message>
        <source>13 cards discarded</source>
        <translation>13 cartes défaussées</translation>
    </message>
    <message>
        <source>&amp;Ties for the chip (R29):</source>
        <translation>&amp;Égalité pour le jeton (R29) :</translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation>&amp;Mystic Summit exige (R17) :</translation>
    </message>
    <message>
        <source>Clip colours: which token each colour means at this table</source>
        <translation>Couleurs des trombones : le marqueur que chaque couleur représente à cette table</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedCardTile</name>
    <message>
        <source>Card %1 from the left: %2</source>
        <extracomment>Position of a card in the played hand, counted from the left: %1 position, %2 card name.</extracomment>
        <translation>Carte %1 en partant de la gauche : %2</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>compte</translation>
    </message>
    <message>
        <source>✕ Remove</source>
        <translation>✕ Retirer</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>ne compte pas</translation>
    </message>
    <message>
        <source>Token on %1</source>
        <translation>Marqueur sur %1</translation>
    </message>
    <message>
        <source>Move %1 left</source>
        <translation>Déplacer %1 à gauche</translation>
    </message>
    <message>
        <source>Move %1 right</source>
        <translation>Déplacer %1 à droite</translation>
    </message>
    <message>
        <source>Remove %1 from the played hand</source>
        <translation>Retirer %1 de la main jouée</translation>
    </message>
</context>
<context>
    <name>encarde::ui::PlayedHandView</name>
    <message>
        <source>Played hand</source>
        <translation>Main jouée</translation>
    </message>
    <message>
        <source>No played cards yet. Tap cards in the grid, or type them and press Enter.</source>
        <translation>Pas encore de cartes jouées. Touchez des cartes dans la grille, ou tapez-les puis Entrée.</translation>
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
        <translation>1 jeton</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source> (%1 face down; known: %2)</source>
        <translation> (%1 face cachée ; connues : %2)</translation>
    </message>
    <message>
        <source> (face down)</source>
        <translation> (face cachée)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
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
        <source>Decks</source>
        <translation>Paquets</translation>
    </message>
    <message>
        <source>Active %1 · Reserve %2</source>
        <translation>Actif %1 · Réserve %2</translation>
    </message>
    <message>
        <source>%1&apos;s board</source>
        <translation>Plateau de %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::RefereeFlow</name>
    <message>
        <source>No camera is running.</source>
        <translation>Aucune caméra ne fonctionne.</translation>
    </message>
    <message>
        <source>%1 The game goes on by hand: nothing is lost.</source>
        <translation>%1 La partie continue à la main : rien n’est perdu.</translation>
    </message>
    <message>
        <source>The game log %1 cannot be used (%2); games cannot be recorded.</source>
        <translation>Le journal de parties %1 est inutilisable (%2) ; les parties ne peuvent pas être enregistrées.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie ?</translation>
    </message>
    <message>
        <source>A game was not finished:
%1

Resume it?</source>
        <translation>Une partie n’a pas été terminée :
%1

La reprendre ?</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>La partie non terminée n’a pas pu être reprise : %1</translation>
    </message>
    <message>
        <source>The camera could not start.</source>
        <translation>La caméra n’a pas pu démarrer.</translation>
    </message>
    <message>
        <source>No camera: every card is entered by hand.</source>
        <translation>Pas de caméra : toutes les cartes se saisissent à la main.</translation>
    </message>
    <message>
        <source>Demo: recorded table footage plays through the camera path (%1).</source>
        <translation>Démo : des vidéos de table enregistrées passent par le chemin de la caméra (%1).</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Undo last action</source>
        <translation>&amp;Annuler la dernière action</translation>
    </message>
    <message>
        <source>&amp;Sound cue when an Ante is decided</source>
        <translation>&amp;Signal sonore quand une Ante est décidée</translation>
    </message>
    <message>
        <source>Enter at least two players&apos; names.</source>
        <translation>Saisissez le nom d’au moins deux joueurs.</translation>
    </message>
    <message>
        <source>A game of En Carde is being refereed</source>
        <translation>Une partie d’En Carde est en cours d’arbitrage</translation>
    </message>
</context>
<context>
    <name>encarde::ui::RevealPage</name>
    <message>
        <source>Back to the &amp;table</source>
        <translation>&amp;Retour à la table</translation>
    </message>
    <message>
        <source>&amp;Justice flips, one per glass card (H or T):</source>
        <translation>&amp;Lancers de Justice, un par carte de verre (H ou T) :</translation>
    </message>
    <message>
        <source>Justice flips</source>
        <translation>Lancers de Justice</translation>
    </message>
    <message>
        <source>Use the camera&apos;s &amp;reading</source>
        <translation>&amp;Utiliser la lecture de la caméra</translation>
    </message>
    <message>
        <source>No camera: enter the cards by hand.</source>
        <translation>Pas de caméra : saisissez les cartes à la main.</translation>
    </message>
    <message>
        <source>Enter the cards by hand.</source>
        <translation>Saisissez les cartes à la main.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The camera sees no played cards yet.</source>
        <translation>La caméra ne voit encore aucune carte jouée.</translation>
    </message>
    <message>
        <source>The camera reads, left to right: %1</source>
        <translation>La caméra lit, de gauche à droite : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) could not be read: add them by hand.</source>
        <translation>
            <numerusform>%n carte n’a pas pu être lue : ajoutez-la à la main.</numerusform>
            <numerusform>%n cartes n’ont pas pu être lues : ajoutez-les à la main.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 locks in: lay the cards left to right</source>
        <translation>%1 verrouille : posez les cartes de gauche à droite</translation>
    </message>
    <message>
        <source>%1 reveals</source>
        <translation>%1 révèle</translation>
    </message>
    <message>
        <source>&amp;Confirm %1&apos;s cards</source>
        <translation>C&amp;onfirmer les cartes de %1</translation>
    </message>
    <message>
        <source>&amp;Score %1&apos;s hand</source>
        <translation>Com&amp;pter la main de %1</translation>
    </message>
    <message>
        <source>The cards as locked in. Enter what the Jokers need (coin flips, Kings left in the hand), then score.</source>
        <translation>Les cartes telles que verrouillées. Saisissez ce dont les Jokers ont besoin (lancers de pièce, Rois restés en main), puis comptez.</translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation>Refusé : %1 — rien n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoreSummary</name>
    <message>
        <source>Hand type</source>
        <translation>Type de main</translation>
    </message>
    <message>
        <source>Base times mult</source>
        <translation>Base fois mult</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Why the hand cannot be scored</source>
        <translation>Pourquoi la main ne peut pas être comptée</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Pas encore de main</translation>
    </message>
    <message>
        <source>Pick 1 to 5 played cards</source>
        <translation>Choisissez 1 à 5 cartes jouées</translation>
    </message>
    <message>
        <source>Cannot score this hand</source>
        <translation>Main impossible à compter</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <source>%1, counted as %2 (One-Upper)</source>
        <extracomment>%1 the hand type the cards form, %2 the type it counts as (One-Upper, R11).</extracomment>
        <translation>%1, qui compte comme %2 (One-Upper)</translation>
    </message>
    <message>
        <source>%1 base points times %2 mult</source>
        <translation>%1 points de base fois %2 mult</translation>
    </message>
    <message>
        <source>Scoring cards: %1</source>
        <translation>Cartes qui comptent : %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringDraft</name>
    <message>
        <source>A played hand has at most %1 cards; remove one before adding %2.</source>
        <translation>Une main jouée a au plus %1 cartes ; retirez-en une avant d&apos;ajouter %2.</translation>
    </message>
    <message>
        <source>A played hand has 1 to %1 cards; %2 were given.</source>
        <translation>Une main jouée a 1 à %1 cartes ; %2 ont été données.</translation>
    </message>
    <message>
        <source>%1 is already in the lineup; a player holds each joker only once.</source>
        <translation>%1 est déjà dans la rangée ; un joueur ne tient chaque joker qu&apos;une fois.</translation>
    </message>
    <message>
        <source>No room for %1: a lineup holds at most %2 jokers.</source>
        <translation>Pas de place pour %1 : une rangée compte au plus %2 jokers.</translation>
    </message>
    <message>
        <source>No free joker slot for %1: all %2 slots are used (Stencil Joker and Negative Joker take no slot, R20).</source>
        <translation>Aucun emplacement libre pour %1 : les %2 emplacements sont pris (Stencil Joker et Negative Joker n&apos;en prennent pas, R20).</translation>
    </message>
    <message>
        <source>Unknown joker &apos;%1&apos;: use the names printed in Appendix J.</source>
        <translation>Joker inconnu « %1 » : utilisez les noms imprimés à l&apos;annexe J.</translation>
    </message>
    <message>
        <source>Business Suit needs its suit, e.g. Business Suit:H (S, H, D or C).</source>
        <translation>Business Suit a besoin de sa couleur, p. ex. Business Suit:H (S, H, D ou C).</translation>
    </message>
</context>
<context>
    <name>encarde::ui::ScoringPanel</name>
    <message>
        <source>Played cards, left to right</source>
        <translation>Cartes jouées, de gauche à droite</translation>
    </message>
    <message>
        <source>T&amp;ype the played hand and press Enter (a token after a colon, e.g. KH:glass):</source>
        <translation>&amp;Tapez la main jouée puis Entrée (un marqueur après deux-points, p. ex. KH:glass) :</translation>
    </message>
    <message>
        <source>e.g. AS KD 10H:bonus</source>
        <translation>p. ex. AS KD 10H:bonus</translation>
    </message>
    <message>
        <source>Set hand</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Type at least one card, e.g. AS.</source>
        <translation>Tapez au moins une carte, p. ex. AS.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Clear the played cards</source>
        <translation>Effacer les cartes jouées</translation>
    </message>
    <message>
        <source>Clear the played cards (Ctrl+Delete)</source>
        <translation>Effacer les cartes jouées (Ctrl+Suppr)</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Non ajouté : %1</translation>
    </message>
    <message>
        <source>Jokers, in the order fixed at Lock In</source>
        <translation>Jokers, dans l’ordre fixé au Lock In</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Étape par étape</translation>
    </message>
    <message>
        <source>Score breakdown</source>
        <translation>Détail du score</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableCamera</name>
    <message>
        <source>No camera</source>
        <translation>Pas de caméra</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TableContextForm</name>
    <message>
        <source>Decrease %1</source>
        <translation>Diminuer %1</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>Augmenter %1</translation>
    </message>
    <message>
        <source>Chips held (Bootstraps)</source>
        <translation>Jetons détenus (Bootstraps)</translation>
    </message>
    <message>
        <source>&amp;Chips held (Bootstraps):</source>
        <translation>Marqueurs de &amp;victoire (Bootstraps) :</translation>
    </message>
    <message>
        <source>Tarots held (Oracle)</source>
        <translation>Tarots en main (Oracle)</translation>
    </message>
    <message>
        <source>&amp;Tarots held (Oracle):</source>
        <translation>&amp;Tarots en main (Oracle) :</translation>
    </message>
    <message>
        <source>Cards discarded this Ante (Re-cyclotron, Mystic Summit)</source>
        <translation>Cartes défaussées à cette Ante (Re-cyclotron, Mystic Summit)</translation>
    </message>
    <message>
        <source>Cards &amp;discarded this Ante:</source>
        <translation>Cartes &amp;défaussées à cette Ante :</translation>
    </message>
    <message>
        <source>Mystic Summit threshold</source>
        <translation>Seuil de Mystic Summit</translation>
    </message>
    <message>
        <source>12 cards (Appendix J, default)</source>
        <translation>12 cartes (annexe J, par défaut)</translation>
    </message>
    <message>
        <source>13 cards (Appendix D)</source>
        <translation>13 cartes (annexe D)</translation>
    </message>
    <message>
        <source>&amp;Mystic Summit needs (R17):</source>
        <translation>&amp;Mystic Summit exige (R17) :</translation>
    </message>
    <message>
        <source>e.g. TTH (tails, tails, heads) or H</source>
        <translation>p. ex. TTH (pile, pile, face) ou H</translation>
    </message>
    <message>
        <source>Grinning Coin flips</source>
        <translation>Lancers de Grinning Coin</translation>
    </message>
    <message>
        <source>&amp;Grinning Coin flips:</source>
        <translation>Lancers de &amp;Grinning Coin :</translation>
    </message>
    <message>
        <source>&amp;Unplayed hand (Baron counts its Kings; best play chooses from it):</source>
        <translation>Main &amp;non jouée (Baron compte ses Rois ; le meilleur coup y choisit) :</translation>
    </message>
    <message>
        <source>e.g. KC 7D 2S</source>
        <translation>p. ex. KC 7D 2S</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Valider</translation>
    </message>
    <message>
        <source>Hand types this player scored in earlier Antes (Card Shark):</source>
        <translation>Types de main déjà comptés par ce joueur aux Antes précédentes (Card Shark) :</translation>
    </message>
    <message>
        <source>%1 scored earlier</source>
        <translation>Déjà compté : %1</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TablePage</name>
    <message>
        <source>&amp;Undo last action</source>
        <translation>&amp;Annuler la dernière action</translation>
    </message>
    <message>
        <source>Takes back the last action; the correction is recorded in the game log (Ctrl+Z)</source>
        <translation>Annule la dernière action ; la correction est enregistrée dans le journal de parties (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Stands: no more discards this Ante</source>
        <translation>S’arrête : plus de défausse à cette Ante</translation>
    </message>
    <message>
        <source>Revealed: %1 points</source>
        <translation>Révélé : %1 points</translation>
    </message>
    <message>
        <source>Locked in</source>
        <translation>Verrouillé</translation>
    </message>
    <message>
        <source>Last Ante: %1 points</source>
        <translation>Dernière Ante : %1 points</translation>
    </message>
    <message>
        <source>Ante %1 · %2</source>
        <translation>Ante %1 · %2</translation>
    </message>
    <message>
        <source> · round %1 of 4</source>
        <translation> · tour %1 sur 4</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <source>%1 wins the game with three chips.</source>
        <translation>%1 gagne la partie avec trois jetons.</translation>
    </message>
    <message>
        <source>Order: %1. On the table: %2.
Now: %3</source>
        <translation>Ordre : %1. Sur la table : %2.
Maintenant : %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Maintenant : %1</translation>
    </message>
    <message>
        <source>The table:</source>
        <translation>La table :</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>Refused: %1 — nothing was changed.</source>
        <translation>Refusé : %1 — rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Ante %1: no chip this Ante (tie, R29).</source>
        <translation>Ante %1 : pas de jeton à cette Ante (égalité, R29).</translation>
    </message>
    <message>
        <source>Ante %1: %2 takes the chip!</source>
        <translation>Ante %1 : %2 remporte le jeton !</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie !</translation>
    </message>
</context>
<context>
    <name>encarde::ui::TeachFromCameraDialog</name>
    <message>
        <source>Teach the camera a deck, card by card</source>
        <translation>Apprendre un jeu de cartes à la caméra, carte par carte</translation>
    </message>
    <message>
        <source>Lay one card of the deck alone, face up, on a plain part of the table under the camera, type its name as its index reads (QS, 10H, TD, AC) and learn it. Do so for each card the camera leaves unknown; the camera reads with what it learned from the next frame on.</source>
        <translation>Posez une carte du jeu seule, face visible, sur une partie unie de la table sous la caméra, tapez son nom tel que le lit son index (QS, 10H, TD, AC) et apprenez-la. Faites-le pour chaque carte que la caméra laisse inconnue ; la caméra lit avec ce qu’elle a appris dès l’image suivante.</translation>
    </message>
    <message>
        <source>QS, 10H, TD</source>
        <translation>QS, 10H, TD</translation>
    </message>
    <message>
        <source>&amp;Card shown:</source>
        <translation>&amp;Carte montrée :</translation>
    </message>
    <message>
        <source>&amp;Learn this card</source>
        <translation>&amp;Apprendre cette carte</translation>
    </message>
    <message>
        <source>Cards learned</source>
        <translation>Cartes apprises</translation>
    </message>
    <message>
        <source>Type the card&apos;s name as its index reads, rank then suit: QS, 10H, TD, AC.</source>
        <translation>Tapez le nom de la carte tel que le lit son index, rang puis couleur : QS, 10H, TD, AC.</translation>
    </message>
    <message>
        <source>No picture from the camera yet: check that it is connected and chosen in Settings.</source>
        <translation>Pas encore d’image de la caméra : vérifiez qu’elle est branchée et choisie dans les Réglages.</translation>
    </message>
    <message>
        <source>%1 was not learned: no card is in view. Lay it alone, face up, on a plain part of the table.</source>
        <translation>%1 n’a pas été apprise : aucune carte n’est visible. Posez-la seule, face visible, sur une partie unie de la table.</translation>
    </message>
    <message>
        <source>%1 was not learned: %2 cards are in view. Lay it alone, the other cards out of view.</source>
        <translation>%1 n’a pas été apprise : %2 cartes sont visibles. Posez-la seule, les autres cartes hors de vue.</translation>
    </message>
    <message>
        <source>%1 was not learned: the camera reads this card as %2. Check the name typed.</source>
        <translation>%1 n’a pas été apprise : la caméra lit cette carte comme %2. Vérifiez le nom tapé.</translation>
    </message>
    <message>
        <source>%1 was not learned: no rank and suit show in its corners. Lay it with its index corners in view, and try again.</source>
        <translation>%1 n’a pas été apprise : aucun rang ni couleur ne se voit dans ses coins. Posez-la les coins de son index visibles, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 was not learned: the lesson could not be saved in %2. Check that its folder can be written to.</source>
        <translation>%1 n’a pas été apprise : la leçon n’a pas pu être enregistrée dans %2. Vérifiez que son dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>%1 learned. Lay the next card.</source>
        <translation>%1 apprise. Posez la carte suivante.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Demo footage: %1</source>
        <translation>Vidéo de démo : %1</translation>
    </message>
    <message>
        <source>Demo footage is missing (%1): build the &apos;demo-footage&apos; target. Enter hands by hand.</source>
        <translation>La vidéo de démo est absente (%1) : compilez la cible « demo-footage ». Saisissez les mains à la main.</translation>
    </message>
</context>
</TS>
