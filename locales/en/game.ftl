# The games' own words, used by the other messages: game names, sides, what the player to
# move must do, and why a game ended. Arguments: $foxes is the number of foxes of the
# variant (1 in standard Fox and Geese, 2 in Two Foxes), for the singular or plural.

## Game names

game-tzaar-fixed = TZAAR (fixed setup)
game-tzaar-random = TZAAR (random setup)
game-tzaar-tournament = TZAAR (tournament setup)
game-halatafl = Two Foxes (Halatafl)
# $geese: 13, 15 or 17; $sideways: yes or no
game-standard = Fox and Geese ({ $geese } geese{ $sideways ->
        [yes] , with sideways moves
       *[no] {""}
    })
# The three choices players see in menus and leaderboards.
choice-tzaar = TZAAR
choice-halatafl = Two Foxes (Halatafl)
choice-foxgeese = Fox and Geese

## Sides, as the object of a sentence ("@ana plays White")

side-white = White
side-black = Black
side-fox = { $foxes ->
        [one] the fox
       *[other] the foxes
    }
side-geese = the geese

## What the player to move must do

hint-opening-capture = opening capture (one move)
hint-capture = capture
hint-capture-stack-or-pass = capture, stack or pass
hint-place = place a piece
hint-foxes = fox move
hint-geese = goose move

## Durations ($n is a whole number)

duration-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] 1 second
       *[other] { $n } seconds
    }
# Two units of a span of time: "1 day and 3 hours".
duration-pair = { $first } and { $second }

## Why a game ended, as a short phrase (the board's result line).

reason-no-tzaar = no Tzaar left on top
reason-no-tzarra = no Tzarra left on top
reason-no-tott = no Tott left on top
reason-no-moves = no move left
reason-no-capture = no capture at the start of a turn
reason-few-geese = too few geese left
reason-pen-filled = the geese fill the pen
reason-foxes-trapped = { $foxes ->
        [one] the fox cannot move
       *[other] the foxes cannot move
    }
reason-geese-trapped = the geese cannot move
reason-quiet-draw = 50 moves by each side without a capture or a goose moving forward
reason-repetition = the same position three times
reason-resigned = resignation
reason-timeout = out of time
reason-agreed-draw = draw by agreement
reason-aborted = stopped by a moderator
reason-abandoned = abandoned before a first move
