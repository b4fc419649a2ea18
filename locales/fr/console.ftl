# The local console: a terminal standing for one Discord channel. Commands are typed as in
# Discord, in any of the languages (`/challenge`, `/desafiar`, `/défier`).

console-banner = Console locale de tablero : ce terminal représente un salon. Vous êtes @{ $speaker }. Les images des plateaux sont enregistrées dans { $boards }. Tapez /{ cmd-help }.
console-you-are = Vous êtes maintenant @{ $speaker }.
console-private = (visible par vous uniquement)
console-image = image : { $path }
console-file = fichier : { $path }
console-puzzle-buttons = (ici : /{ cmd-puzzle } { cmd-puzzle-play } ou /{ cmd-puzzle } { cmd-puzzle-solution })
console-buttons = (répondez avec /{ console-cmd-accept }, /{ console-cmd-decline }, /{ console-cmd-cancel }, /{ console-cmd-agree }, /{ console-cmd-refuse } ou /{ console-cmd-rematch })
console-tournament-buttons = (répondez avec /{ cmd-tournament } { cmd-tournament-join } ou /{ cmd-tournament } { cmd-tournament-leave })
console-thread = (fil de la partie : { $name })
# Relative times ($span is a duration).
console-time-future = dans { $span }
console-time-past = il y a { $span }
console-time-now = maintenant

## Mistakes in what was typed

console-no-slash = les commandes commencent par `/` (essayez `/{ cmd-help }`) ; pour jouer, écrivez `/{ cmd-move } { $line }`
console-unknown-command = commande inconnue `/{ $name }` (essayez `/{ cmd-help }`)
console-line-too-long = cette ligne est trop longue
console-which-move = quel coup ? Par exemple `/{ cmd-move } d3xd4 c2-c3`
console-speak-as = parler au nom de qui ? Par exemple `/{ console-cmd-as } bob` (un seul mot, 32 caractères au plus)
console-as-computer = @{ $name } est l'ordinateur : il joue ses propres coups. Choisissez un autre nom.
console-whom = qui défiez-vous ? Par exemple `/{ cmd-challenge } @bob`
console-option-twice = l'option `{ $option }` est donnée deux fois
console-unknown-option = option inconnue `{ $option }` (options : { $known })
console-bad-token = impossible de lire `{ $token }` : les options s'écrivent comme `{ opt-challenge-game }:tzaar`
console-unclosed-quote = des guillemets ne sont pas refermés
console-bad-game = `{ $value }` n'est pas un jeu ({ $choices })
console-bad-setup = `{ $value }` n'est pas une position de départ ({ $choices })
console-bad-geese = `{ $value }` n'est pas un nombre d'oies possible (13, 15 ou 17)
console-bad-yes-no = `{ $value }` n'est ni oui ni non
console-bad-side = `{ $value }` n'est pas un camp ({ $choices })
console-bad-time = `{ $value }` n'est pas une durée (par exemple 30m, 12h, 3d)
console-bad-level = `{ $value }` n'est pas un niveau ({ $choices })
console-which-game = quel jeu ? { $choices }
# Tournaments: $command is /tournament's name, $subcommands its subcommands' names.
console-which-subcommand = que voulez-vous faire avec /{ $command } ? { $subcommands }
console-unknown-subcommand = /{ $command } n'a pas de sous-commande `{ $name }` ({ $subcommands })
console-no-options = `{ $option }` : cette commande ne prend pas d'options
console-tournament-name = quel est le nom du tournoi ? Par exemple `/{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Coupe d'hiver" { opt-tournament-create-game }:tzaar`
console-bad-format = `{ $value }` n'est pas une formule de tournoi ({ $choices })
console-bad-rounds = `{ $value }` n'est pas un nombre de rondes possible (de { $min } à { $max })
console-bad-max-players = `{ $value }` n'est pas un nombre de joueurs possible (de { $min } à { $max })
console-bad-id = `{ $value }` n'est pas un numéro de tournoi (`/{ cmd-tournament } { cmd-tournament-list }` les affiche)
console-bad-player = `{ $value }` n'est pas un nom de joueur (par exemple @bob)

# Option values come from the words-* lists below (every language's words are read).
console-help =
    Commandes (comme dans Discord ; les noms anglais et espagnols marchent aussi) :
      /{ cmd-challenge } [@joueur] [{ opt-challenge-game }:tzaar|halatafl|renard] [{ opt-challenge-setup }:fixe|aléatoire|tournoi]
    {"             ["}{ opt-challenge-geese }:13|15|17] [{ opt-challenge-sideways }:oui] [{ opt-challenge-side }:blancs|noirs|renard|oies|aléatoire] [{ opt-challenge-time }:24h] [{ opt-challenge-rated }:non]
    {"             ["}{ opt-challenge-level }:{ level-easy }|{ level-medium }|{ level-hard }|{ level-perfect }]   (défiez @computer pour jouer contre l'ordinateur)
      /{ console-cmd-accept }  /{ console-cmd-decline }  /{ console-cmd-cancel }       répondre au défi ou le retirer
      /{ console-cmd-rematch }                           la dernière partie d'ici à nouveau, couleurs inversées
      /{ cmd-move } <coup ou tour>               par exemple /{ cmd-move } d3xd4 c2-c3, /{ cmd-move } d4xd6
      /{ console-cmd-moves } [début]                      vos coups légaux (ce que montrent les suggestions de Discord)
      /{ cmd-pass }  /{ cmd-resign }  /{ cmd-undo }  /{ cmd-draw }    /{ console-cmd-agree } ou /{ console-cmd-refuse } pour répondre à une demande de reprise ou de nulle
      /{ cmd-hint }                             le coup que suggère l'ordinateur
      /{ cmd-board }  /{ cmd-history }  /{ cmd-status }  /{ cmd-games }  /{ cmd-stats } [@joueur]  /{ cmd-leaderboard } [jeu]
      /{ cmd-rules } <jeu>                       les règles d'un jeu : tzaar, halatafl ou renard et oies
      /{ console-cmd-as } <nom>                        parler au nom d'un autre joueur à partir de maintenant
      /{ cmd-endgame }                           terminer sans résultat une partie bloquée (modérateurs)
      /{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Coupe d'hiver" [{ opt-tournament-create-game }:tzaar] [{ opt-tournament-create-format }:suisse|"toutes rondes"|aller-retour]
    {"             ["}{ opt-tournament-create-rounds }:5] [{ opt-tournament-create-max_players }:8] [{ opt-tournament-create-start_in }:2h]   (et les options de /{ cmd-challenge }, sauf côté et niveau ; modérateurs)
      /{ cmd-tournament } { cmd-tournament-join }|{ cmd-tournament-leave }|{ cmd-tournament-start }|{ cmd-tournament-cancel }|{ cmd-tournament-standings }|{ cmd-tournament-pairings } [{ opt-tournament-join-id }:1]
      /{ cmd-tournament } { cmd-tournament-withdraw } [{ opt-tournament-withdraw-player }:@joueur]   /{ cmd-tournament } { cmd-tournament-list }
    {"        "}chaque partie de tournoi a son propre salon : /{ cmd-move } et les autres commandes de partie trouvent la vôtre
      /{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Ligue de printemps" [{ opt-league-create-division_size }:6] [{ opt-league-create-promote }:1] [{ opt-league-create-relegate }:1]   (modérateurs)
      /{ cmd-league } { cmd-league-join }|{ cmd-league-leave }|{ cmd-league-start }|{ cmd-league-next }|{ cmd-league-standings } [{ opt-league-join-id }:1]   /{ cmd-league } { cmd-league-list }
      /{ console-cmd-quit }

## The console's own commands: what Discord does with buttons and suggestions, and switching
## speakers. Each language's names are written in its help; the console reads them all (any
## letter case, accents may be left out). They never take another command's name.

console-cmd-accept = accepter
console-cmd-decline = refuser
console-cmd-cancel = annuler
console-cmd-rematch = revanche
console-cmd-moves = coups
console-cmd-agree = oui
console-cmd-refuse = non
console-cmd-as = comme
console-cmd-quit = quitter

## Words the console reads as option values, comma-separated (any letter case; accents may
## be left out). Every language's words are accepted, whatever the reader's language.

words-game-tzaar = tzaar
words-game-halatafl = halatafl, deux renards, 2 renards
words-game-foxgeese = renard et oies, renards et oies, renard, oies, oie
words-setup-fixed = fixe
words-setup-random = aléatoire, au hasard
words-setup-tournament = tournoi
words-side-first = premier
words-side-second = second, deuxième
words-side-random = aléatoire, au hasard, tiré au sort
words-side-white = blancs, blanc
words-side-black = noirs, noir
words-side-fox = renard, renards
words-side-geese = oies, oie
words-level-easy = facile
words-level-medium = moyen
words-level-hard = difficile
words-level-perfect = parfait
words-yes = oui, vrai
words-no = non, faux
words-format-swiss = suisse, système suisse
words-format-round_robin = toutes rondes, tournoi toutes rondes
words-format-double_round_robin = aller-retour, toutes rondes aller-retour, double toutes rondes
console-league-name = quel est le nom de la ligue ? Par exemple `/{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Ligue de printemps" { opt-league-create-game }:tzaar { opt-league-create-division_size }:6`

## The help's last lines, written after console-help: studying finished games, puzzles,
## muting a game, the help itself.

console-help-more =
    {"  "}/{ cmd-analyze } [{ opt-analyze-game }:12]                 une partie terminée, revue par le moteur (la dernière d'ici si vide)
    {"  "}/{ cmd-puzzle } { cmd-puzzle-play } [{ opt-puzzle-play-game }:tzaar]       un problème : trouvez le tour gagnant, puis répondez avec /{ cmd-puzzle } { cmd-puzzle-answer } <tour>
    {"  "}/{ cmd-puzzle } { cmd-puzzle-solution }|{ cmd-puzzle-stats }|{ cmd-puzzle-daily }    la solution, vos problèmes jusqu'ici, le problème du jour
    {"  "}/{ cmd-mute } [{ opt-mute-on }:non]                   met cette partie en sourdine : plus de mentions ni de rappels ({ opt-mute-on }:non pour annuler)
    {"  "}/{ cmd-help }                                   cette aide
console-web-page = Page web de cette partie : { $link }
