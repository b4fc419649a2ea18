# The move picker: a private message that walks a turn with menus instead of typing it.
# Square names (d4) and notation (d3xd4) are never translated; a pass is written
# { board-pass }, as on the board. Tzaar, Tzarra and Tott are the same in every language.
# Menu options ("pick-*") must stay under 100 characters.

## Buttons

button-move = Move
button-pass = Pass
button-play = Play
button-back = Back
button-stop-here = Stop here

## What to choose now

picker-opening = White's first turn is a single capture: choose the stack that captures.
picker-capture = First move, a capture: choose the stack that captures.
picker-capture-target = Choose what the stack on { $from } captures.
picker-second = Second move: choose a stack to capture or stack with, or press { button-pass }.
picker-second-target = Choose where the stack on { $from } goes.
picker-place-kind = Choose the type of piece to place.
# $kind is Tzaar, Tzarra or Tott
picker-place-space = Choose a free space for your { $kind }.
# $piece is fox or goose
picker-piece = { $piece ->
        [goose] Choose the goose to move.
       *[fox] Choose the fox to move.
    }
picker-destination = Choose where the { $piece ->
        [goose] goose
       *[fox] fox
    } on { $from } goes.
picker-next-jump = The fox on { $at } can jump again: choose the next jump, or press { button-stop-here }.
picker-must-jump = The fox on { $at } must jump again: a chain goes on while it can.
picker-any-move = Choose your move.
picker-so-far = So far: { $moves }.
picker-ready = Ready to play { $moves }: press { button-play } to play it, or { button-back } to change it.
# Menu placeholders.
picker-choose = Choose…
picker-choose-column = Too many to list at once: choose a column first…

## What happened

picker-moved-on = The game has moved on since that board: this is the position now.
picker-stale = The game has moved on since this picker was opened, so nothing was played. Press { button-move } for a fresh one.
picker-invalid = These choices no longer fit the game, so nothing was played. Press { button-move } for a fresh picker.
picker-played = You played { $moves }.

## Menu options

pick-count-captures = { $n ->
        [one] 1 capture
       *[other] { $n } captures
    }
pick-count-stacks = { $n ->
        [one] 1 stacking move
       *[other] { $n } stacking moves
    }
# $moves: pick-count-captures and pick-count-stacks, joined by a comma
pick-mover = { $at } — { $kind } stack of { $height }: { $moves }
pick-capture = { $from } × { $to } — takes a { $kind } stack of { $height }
pick-stack = { $from } → { $to } — stacks onto your { $kind } (height { $height })
pick-place-kind = { $kind } ({ $left } left to place)
pick-place-at = { $kind } on { $at }
pick-piece = { $at } — { $piece ->
        [goose] goose
       *[fox] fox
    }: { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
pick-step = { $from } → { $to }
pick-jump = { $from } × { $to } — jumps the goose on { $over }
# $of is stacks, spaces, pieces or moves
pick-column = Column { $column }: { $of ->
        [stacks] { $count ->
            [one] 1 stack
           *[other] { $count } stacks
        }
        [spaces] { $count ->
            [one] 1 free space
           *[other] { $count } free spaces
        }
        [pieces] { $count ->
            [one] 1 piece
           *[other] { $count } pieces
        }
       *[moves] { $count ->
            [one] 1 move
           *[other] { $count } moves
        }
    }
pick-range = { $first } to { $last } ({ $count })
