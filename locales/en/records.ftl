# Records a player brings (/analyze file:, /replay file:), replays (/replay) and a game's
# record in another site's format (/history format:). $game is a game's name; $first and
# $second the players (or their sides, when a record names nobody); $format a site's name
# (Little Golem).

record-replay = Replay of game #{ $id }, { $game }: { $first } against { $second }, { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }.
record-replay-upload = Replay of a game of { $game }: { $first } against { $second }, { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }.
record-exported = The record of game #{ $id } in the { $format } format is attached (`tablero import` reads it back). `/{ cmd-replay }` draws its replay.

## Refusals: nothing was done with the file.

refused-record-too-large = That file is too large to be a game record ({ $size } KB; at most { $max } KB), so it was not read.
refused-record-not-text = That file is not text, so it is not a game record. `/{ cmd-analyze }` and `/{ cmd-replay }` read tablero's records (from `/{ cmd-history }`), Little Golem's and BoardSpace's.
refused-record-unreadable = That file is not a game record tablero reads: tablero's own (from `/{ cmd-history }`), Little Golem's or BoardSpace's.
refused-record-at-move = That record cannot be read at line { $line }, move { $turn } (`{ $move }`): the move is illegal there, misspelt, or comes after the end of the game. Nothing was done with the file.
refused-record-at-text = That record cannot be read at line { $line } (`{ $move }`): a move that is illegal there or misspelt, or a start that is not valid. Nothing was done with the file.
refused-record-at-line = That record cannot be read at line { $line }: it is cut short or not written as the format wants. Nothing was done with the file.
refused-record-no-moves = That record has no move: there is nothing to review.
refused-record-unavailable = The file could not be fetched from Discord. Try again in a moment.
refused-record-game-and-file = Give `{ opt-replay-game }:` or `{ opt-replay-file }:`, not both.
refused-record-cannot-write = This game cannot be written in the { $format } format: that site does not play this game or this start. `/{ cmd-history }` without `{ opt-history-format }:` gives tablero's record.
