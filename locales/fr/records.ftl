# Les parties qu'apporte un joueur (/analyze file:, /replay file:), les animations (/replay) et
# la feuille d'une partie au format d'un autre site (/history format:). $game est le nom d'un
# jeu ; $first et $second, les joueurs (ou leurs camps, si la feuille ne nomme personne) ;
# $format, le nom d'un site (Little Golem).

record-replay = Animation de la partie n° { $id }, { $game } : { $first } contre { $second }, { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }.
record-replay-upload = Animation d'une partie de { $game } : { $first } contre { $second }, { $turns ->
        [one] un tour
       *[other] { $turns } tours
    }.
record-exported = La feuille de la partie n° { $id } au format { $format } est jointe (`tablero import` la relit). `/{ cmd-replay }` en dessine l'animation.

## Refus : rien n'a été fait du fichier.

refused-record-too-large = Ce fichier est trop gros pour être une feuille de partie ({ $size } Ko ; au plus { $max } Ko) : il n'a pas été lu.
refused-record-not-text = Ce fichier n'est pas du texte : ce n'est donc pas une feuille de partie. `/{ cmd-analyze }` et `/{ cmd-replay }` lisent les feuilles de tablero (celles de `/{ cmd-history }`), de Little Golem et de BoardSpace.
refused-record-unreadable = Ce fichier n'est pas une feuille de partie que tablero sait lire : la sienne (celle de `/{ cmd-history }`), celle de Little Golem ou celle de BoardSpace.
refused-record-at-move = Cette feuille ne se lit pas à la ligne { $line }, coup { $turn } (`{ $move }`) : le coup y est illégal, mal écrit, ou vient après la fin de la partie. Rien n'a été fait du fichier.
refused-record-at-text = Cette feuille ne se lit pas à la ligne { $line } (`{ $move }`) : un coup illégal à cet endroit ou mal écrit, ou une position de départ qui n'est pas valable. Rien n'a été fait du fichier.
refused-record-at-line = Cette feuille ne se lit pas à la ligne { $line } : elle est coupée ou n'est pas écrite comme le format le veut. Rien n'a été fait du fichier.
refused-record-no-moves = Cette feuille ne contient aucun coup : il n'y a rien à analyser.
refused-record-unavailable = Le fichier n'a pas pu être récupéré auprès de Discord. Réessayez dans un instant.
refused-record-game-and-file = Indiquez `{ opt-replay-game }:` ou `{ opt-replay-file }:`, pas les deux.
refused-record-cannot-write = Cette partie ne peut pas s'écrire au format { $format } : ce site ne joue pas à ce jeu ou ne part pas de cette position. `/{ cmd-history }` sans `{ opt-history-format }:` donne la feuille de tablero.
