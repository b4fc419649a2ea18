# The standings drawn as a table image (issue 27): its title, column heads, the marks of the
# crosstable's cells and the legend under the table. Column heads are short: they head narrow
# columns of numbers.

# $round: the rounds complete so far; $total: the rounds the tournament plays.
standings-after = { $round ->
    [0] Standings: round 1 is under way
   *[other] Standings after round { $round } of { $total }
    }
standings-final = Final standings

standings-head-rank = #
standings-head-player = Player
standings-head-points = Pts
standings-head-buchholz = Buch.
standings-head-sonneborn-berger = S-B
standings-head-direct-encounter = DE
# A round's column, "R3".
standings-head-round = R{ $round }

# The side a player had in a game, one letter in a cell ("3W+": against no. 3, with White,
# won). One per side word of each game.
standings-side-white = W
standings-side-black = B
standings-side-fox = F
standings-side-geese = G
# A round without a game: the bye.
standings-bye = bye
# Beside the name of a player who withdrew.
standings-withdrawn = withdrawn
# When a table has more rounds than fit: $last is the last round left out.
standings-rounds-hidden = Rounds 1 to { $last } are not shown.
# When a table has more players than fit: $count are left out.
standings-rows-hidden = { $count ->
    [one] One more player is not shown.
   *[other] { $count } more players are not shown.
    }

# The legend, one item per mark used. $example: a cell such as "3W+".
standings-legend-cell = { $example }: the opponent's place in this table, the side played, the result
standings-legend-side-white = W: White
standings-legend-side-black = B: Black
standings-legend-side-fox = F: fox
standings-legend-side-geese = G: geese
standings-legend-results = + win, = draw, − loss
# $example: a cell such as "3+" (no side: the game was not played).
standings-legend-forfeit = { $example }: by forfeit
standings-legend-playing = …: still being played
standings-legend-buchholz = Buch.: Buchholz
standings-legend-sonneborn-berger = S-B: Sonneborn-Berger
standings-legend-direct-encounter = DE: direct encounter
