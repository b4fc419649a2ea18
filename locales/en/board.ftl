# Words drawn on the board images and replays. Short: they share a line with the players'
# names and counts. $n and $total are numbers.

board-white = White
board-black = Black
board-white-to-move = White to move
board-black-to-move = Black to move
board-white-to-place = White to place a piece
board-black-to-place = Black to place a piece
board-step-open = opening capture
board-step-capture = capture
board-step-second = capture, stack or pass
# Caption of the counts of each type still on top of a stack.
board-on-top = on top
# Caption of the pieces still to place (tournament setup).
board-to-place = to place
board-white-wins = White wins
board-black-wins = Black wins
board-foxes = { $foxes ->
        [one] Fox
       *[other] Foxes
    }
board-geese = Geese
board-foxes-to-move = { $foxes ->
        [one] The fox to move
       *[other] The foxes to move
    }
board-geese-to-move = The geese to move
board-foxes-win = { $foxes ->
        [one] The fox wins
       *[other] The foxes win
    }
board-geese-win = The geese win
board-draw = Draw
board-no-result = No result
# Beside the geese count: the fox wins when fewer than $n geese remain.
board-foxes-win-below = { $foxes ->
        [one] the fox wins below { $n }
       *[other] the foxes win below { $n }
    }
# Halatafl: the foxes must jump.
board-must-jump = must jump
board-halatafl = Two Foxes (Halatafl)
board-standard = Fox and Geese, { $n } geese
board-standard-sideways = Fox and Geese, { $n } geese, with sideways moves
# Replay frames.
board-replay-turn = Turn { $n } of { $total }
board-replay-move = Move { $n } of { $total }
board-replay-placement = Placement, piece { $n } of { $total }
# Before the notation of the last turn.
board-last = Last move:
board-pass = pass
# The legend of the TZAAR pieces.
board-legend-tzaar = Tzaar
board-legend-tzarra = Tzarra
board-legend-tott = Tott
board-legend = Pieces
# Ending reasons, short, after the result on the status line.
board-reason-no-tzaar = no Tzaar left on top
board-reason-no-tzarra = no Tzarra left on top
board-reason-no-tott = no Tott left on top
board-reason-no-moves = no move left
board-reason-no-capture = no capture possible
board-reason-resigned = resignation
board-reason-few-geese = too few geese left
board-reason-pen-filled = the geese fill the pen
board-reason-foxes-trapped = { $foxes ->
        [one] the fox cannot move
       *[other] the foxes cannot move
    }
board-reason-geese-trapped = the geese cannot move
board-reason-quiet-draw = 50 moves without progress
board-reason-repetition = threefold repetition
board-reason-agreed-draw = agreed draw
board-reason-aborted = stopped by a moderator
board-reason-abandoned = abandoned before a first move
board-reason-timeout = out of time
