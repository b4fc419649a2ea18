# The standings drawn as a table image (issue 27): its title, column heads, the marks of the
# crosstable's cells and the legend under the table. Column heads are short: they head narrow
# columns of numbers.

# $round: the rounds complete so far; $total: the rounds the tournament plays.
standings-after = { $round ->
    [0] Clasificación: se está jugando la primera ronda
   *[other] Clasificación tras la ronda { $round } de { $total }
    }
standings-final = Clasificación final

standings-head-rank = Pos.
standings-head-player = Jugador
standings-head-points = Ptos.
standings-head-buchholz = Buch.
standings-head-sonneborn-berger = S-B
standings-head-direct-encounter = ED
# A round's column, "R3".
standings-head-round = R{ $round }

# The side a player had in a game, one letter in a cell ("3W+": against no. 3, with White,
# won). One per side word of each game.
standings-side-white = B
standings-side-black = N
standings-side-fox = Z
standings-side-geese = G
# A round without a game: the bye.
standings-bye = descanso
# Beside the name of a player who withdrew.
standings-withdrawn = retirado
# When a table has more rounds than fit: $last is the last round left out.
standings-rounds-hidden = No se muestran las rondas 1 a { $last }.
# When a table has more players than fit: $count are left out.
standings-rows-hidden = { $count ->
    [one] Hay un jugador más que no aparece.
   *[other] Hay { $count } jugadores más que no aparecen.
    }

# The legend, one item per mark used. $example: a cell such as "3W+".
standings-legend-cell = { $example }: puesto del rival en esta tabla, bando y resultado
standings-legend-side-white = B: blancas
standings-legend-side-black = N: negras
standings-legend-side-fox = Z: zorro
standings-legend-side-geese = G: gansos
standings-legend-results = + victoria, = tablas, − derrota
# $example: a cell such as "3+" (no side: the game was not played).
standings-legend-forfeit = { $example }: por incomparecencia
standings-legend-playing = …: partida en juego
standings-legend-buchholz = Buch.: Buchholz
standings-legend-sonneborn-berger = S-B: Sonneborn-Berger
standings-legend-direct-encounter = ED: enfrentamiento directo
