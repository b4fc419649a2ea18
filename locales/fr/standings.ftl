# The standings drawn as a table image (issue 27): its title, column heads, the marks of the
# crosstable's cells and the legend under the table. Column heads are short: they head narrow
# columns of numbers.

# $round: the rounds complete so far; $total: the rounds the tournament plays.
standings-after = { $round ->
    [0] Classement : première ronde en cours
   *[other] Classement après la ronde { $round } sur { $total }
    }
standings-final = Classement final

standings-head-rank = Pl.
standings-head-player = Joueur
standings-head-points = Pts
standings-head-buchholz = Buch.
standings-head-sonneborn-berger = S-B
standings-head-direct-encounter = CD
# A round's column, "R3".
standings-head-round = R{ $round }

# The side a player had in a game, one letter in a cell ("3W+": against no. 3, with White,
# won). One per side word of each game.
standings-side-white = B
standings-side-black = N
standings-side-fox = R
standings-side-geese = O
# A round without a game: the bye.
standings-bye = exempt
# Beside the name of a player who withdrew.
standings-withdrawn = retiré
# When a table has more rounds than fit: $last is the last round left out.
standings-rounds-hidden = Les rondes 1 à { $last } ne sont pas affichées.
# When a table has more players than fit: $count are left out.
standings-rows-hidden = { $count ->
    [one] Un autre joueur n'est pas affiché.
   *[other] { $count } autres joueurs ne sont pas affichés.
    }

# The legend, one item per mark used. $example: a cell such as "3W+".
standings-legend-cell = { $example } : place de l'adversaire dans ce tableau, camp joué, résultat
standings-legend-side-white = B : Blancs
standings-legend-side-black = N : Noirs
standings-legend-side-fox = R : renard
standings-legend-side-geese = O : oies
standings-legend-results = + victoire, = nulle, − défaite
# $example: a cell such as "3+" (no side: the game was not played).
standings-legend-forfeit = { $example } : gain ou perte par forfait
standings-legend-playing = … : partie en cours
standings-legend-buchholz = Buch. : Buchholz
standings-legend-sonneborn-berger = S-B : Sonneborn-Berger
standings-legend-direct-encounter = CD : confrontation directe
