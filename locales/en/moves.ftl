# Why a move was refused, after "Illegal move:". Square names (d4) and notation (d3xd4)
# are never translated: they are what players type. A pass is written in the reader's word,
# { board-pass } (board.ftl), as on the board; players may type it in any language. Texts
# start in lower case and have no final full stop.

# A move and why it is illegal ("d3→d4: the way from d3 to d4 is blocked by d5").
move-with-reason = { $move }: { $reason }

## TZAAR: text that is not a move

move-tzaar-empty = no move given (write for example `d3xd4 c2-c3`)
move-tzaar-too-long = that is too long to be a turn
move-tzaar-unreadable = can't read `{ $text }`: write moves like `d3xd4`, `c2-c3` or `{ board-pass }`, placements like `Zd4`
move-tzaar-missing-target = where does the stack on { $from } go? (for example `{ $from }x…`)
move-tzaar-centre = e5 is the centre of the board, not a space
move-tzaar-no-space = there is no space `{ $name }` (columns a to i, rows from 1)

## TZAAR: a move that is not legal here

move-tzaar-game-over = the game is over
move-tzaar-must-place = the pieces are still being placed: name a type and an empty space, such as `Zd4`
move-tzaar-not-placing = all pieces are on the board: placing is over
# $kind is tzaar, tzarra or tott
move-tzaar-none-left = you have no { $kind ->
        [tzaar] Tzaars
        [tzarra] Tzarras
       *[tott] Totts
    } left to place
move-tzaar-occupied = { $cell } is not empty
move-tzaar-no-stack = there is no stack on { $cell }
move-tzaar-not-yours = the stack on { $cell } is not yours
move-tzaar-same-space = a stack cannot move from { $cell } to itself
move-tzaar-no-line = { $from } and { $to } are not on one straight line
move-tzaar-centre-in-the-way = nothing moves across the centre, and it lies between { $from } and { $to }
move-tzaar-blocked = the way from { $from } to { $to } is blocked by { $by }
move-tzaar-empty-target = { $cell } is empty: a stack only moves onto another stack (to capture it or to stack on it)
move-tzaar-taller = the stack on { $to } (height { $target }) is taller than yours (height { $mover })
move-tzaar-capture-first = the first move of every turn must be a capture
move-tzaar-opening = White's first turn is a single capture
move-tzaar-capture-own = { $from } → { $to } is a stack, not a capture (the stack on { $to } is yours): write `{ $from }-{ $to }`
move-tzaar-stack-onto-opponent = { $from } → { $to } is a capture, not a stack (the stack on { $to } is your opponent's): write `{ $from }x{ $to }`
move-tzaar-too-many = a turn has at most two moves
move-tzaar-second-left = only the second move of this turn is left
move-tzaar-one-placement = place one piece at a time
move-tzaar-ended-after-first = { $first } ends the game, so there is no second move

## Fox and Geese: text that is not a move

move-fox-empty = empty move: write a step like `d3-d4` or a jump like `d4xd6`
move-fox-unknown-square = unknown point `{ $name }`: the points are a column a to g and a row 1 to 7 on the cross
move-fox-one-square = `{ $text }` is only one point: write a step like `d3-d4` or a jump like `d4xd6`
move-fox-missing-separator = `{ $text }`: put `-` (step) or `x` (jump) between the points
move-fox-mixed-separators = a move is either a step with `-` or a jump with `x`, not both
move-fox-missing-square = a point is missing next to `-` or `x`
move-fox-long-step = a step goes from one point to a neighbour (`d3-d4`); only jumps chain

## Fox and Geese: a move that is not legal here

move-fox-game-over = the game is over ({ $reason })
move-fox-concluded = the game is over
move-fox-no-piece = there is no piece on { $point }
move-fox-not-your-fox = there is a fox on { $point }, and it is the geese's turn
move-fox-not-your-goose = there is a goose on { $point }, and it is { $foxes ->
        [one] the fox's
       *[other] the foxes'
    } turn
move-fox-never-backward = geese never move backward
move-fox-no-sideways = geese may not move sideways in this game
move-fox-geese-cannot-jump = geese cannot jump
move-fox-not-adjacent = { $from } and { $to } are not neighbours
move-fox-jump-as-step = { $from } and { $to } are not neighbours; a jump is written with `x`: `{ $from }x{ $to }`
move-fox-step-as-jump = `{ $from }x{ $to }` is not a jump: { $from } and { $to } are neighbours. Did you mean the step `{ $from }-{ $to }`?
move-fox-occupied = { $point } is occupied
# $moves: the compulsory jumps, as a list
move-fox-capture-available = a capture is possible and capturing is compulsory: play { $moves }
move-fox-capture-available-many = a capture is possible and capturing is compulsory: play one of { $moves }
move-fox-keep-jumping = the fox must keep jumping from { $point }
move-fox-not-a-jump = `{ $from }x{ $to }` is not a jump: a jump goes over a neighbour to the point straight behind it
move-fox-jump-over-nothing = there is no goose on { $point } to jump over
move-fox-jump-over-fox = a fox cannot jump over the fox on { $point }
move-fox-not-legal = { $move } is not a legal move here
# Joins the last two items of a list.
list-or = { $first } or { $last }
