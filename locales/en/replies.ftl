# What the bot says in a channel or privately. Users ($challenger, $player, ...) arrive as
# Discord mentions or console names; times ($expires, $deadline) as Discord timestamps
# ("in 3 hours", shown in the reader's own language) or the console's relative times.

## Buttons

button-accept-unrated = Accept unrated
button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-agree = Agree
button-refuse = Refuse

## Challenges

# $side is "random" or "chosen"; $side-name is the challenger's side when chosen; $clock the
# time control within a sentence (a time-control-per-turn or time-control-bank).
challenge = { $challenger } challenges { $opponent } to a game of { $game }: { $side ->
        [random] sides drawn at random
       *[chosen] { $challenger } plays { $side-name }
    }, { $clock }. The challenge expires { $expires }.
challenge-open = { $challenger } challenges anyone to a game of { $game }: { $side ->
        [random] sides drawn at random
       *[chosen] { $challenger } plays { $side-name }
    }, { $clock }. The challenge expires { $expires }.
challenge-declined = { $by } declined the challenge from { $challenger }.
challenge-unrated = Unrated game.
challenge-cancelled = { $challenger } cancelled the challenge.
challenge-expired = The challenge from { $challenger } expired without an answer.
challenge-waiting = { $challenger } is waiting for { $opponent } to accept { $game } (the challenge expires { $expires }).
challenge-waiting-open = { $challenger } is waiting for someone to accept { $game } (the challenge expires { $expires }).

## A game

game-started = { $game } begins: { $first } plays { $first-side }, { $second } plays { $second-side }.
# $level: the computer's level (easy, medium, hard or perfect), from the level-* messages.
game-started-computer = { $game } begins against the computer ({ $level }): { $first } plays { $first-side }, { $second } plays { $second-side }.
to-move = { $player } ({ $side }) to move: { $hint }.
time-runs-out = Time runs out { $deadline }.
# $left: a duration ("9 days 4 hours"); $player: the player waiting for their turn.
waiting-bank = { $player } has { $left } left in their bank.
moved = { $player } played { $moves }.
game-in-progress = { $game }: { $first } against { $second }, { $ply ->
        [one] 1 move
       *[other] { $ply } moves
    } played.
game-in-progress-computer = { $game } against the computer ({ $level }): { $first } against { $second }, { $ply ->
        [one] 1 move
       *[other] { $ply } moves
    } played.
# The quiet-move count of Fox and Geese, shown once it passes 30.
quiet-count = { $moves } of 50 moves by each side without a capture or a goose moving forward: at 50 the game is a draw.

## How a game ended. $winner is the winner, $side the winner's side, $loser-side the loser's.

game-over-no-tzaar = Game over: { $winner } ({ $side }) wins because { $loser-side } has no Tzaar left on top.
game-over-no-tzarra = Game over: { $winner } ({ $side }) wins because { $loser-side } has no Tzarra left on top.
game-over-no-tott = Game over: { $winner } ({ $side }) wins because { $loser-side } has no Tott left on top.
game-over-no-moves = Game over: { $winner } ({ $side }) wins because there is no move left for { $loser-side }.
game-over-no-capture = Game over: { $winner } ({ $side }) wins because { $loser-side } has no capture at the start of the turn.
game-over-few-geese = Game over: { $winner } ({ $side }) wins because too few geese are left.
game-over-pen-filled = Game over: { $winner } ({ $side }) wins because the geese fill the pen.
game-over-foxes-trapped = Game over: { $winner } ({ $side }) wins because { $foxes ->
        [one] the fox cannot move
       *[other] the foxes cannot move
    }.
game-over-geese-trapped = Game over: { $winner } ({ $side }) wins because the geese cannot move.
game-over-quiet-draw = Game over: a draw, after 50 moves by each side without a capture or a goose moving forward.
game-over-repetition = Game over: a draw, the same position has come up three times.
game-over-resigned = Game over: { $winner } ({ $side }) wins by resignation.
game-over-timeout = Game over: { $winner } ({ $side }) wins on time.
game-over-agreed-draw = Game over: a draw by agreement.
game-over-aborted = The game was stopped by a moderator and ended without a result.
game-over-abandoned = The game is abandoned: the time ran out before a first move. It ends without a result and is not rated.
# $first-delta and $second-delta come from rating-delta.
rating-change = Ratings: { $first } { $first-delta }, { $second } { $second-delta }.
# $sign is positive, zero or negative; $n the rounded size of the change.
rating-delta = { $sign ->
        [positive] +{ $n }
        [zero] ±0
       *[negative] −{ $n }
    }

## Offers

undo-requested = { $by } asks to take back their last move. { $opponent }, do you agree?
undo-done = Taken back: { $count ->
        [one] 1 move
       *[other] { $count } moves
    }.
undo-refused = { $by } refused to take the move back.
draw-offered = { $by } offers a draw. { $opponent }, do you agree?
draw-refused = { $by } refused the draw.
aborted = { $by } stopped the game; it ends without a result.

## Looking around

nothing-here = Nothing is being played here. Start a game with `/{ cmd-challenge }`.
hint = Hint: `{ $moves }` (the move the computer would play at the medium level).
hint-exact-win = Hint: `{ $moves }`. By the solved tables you win in { $plies ->
        [one] one move
       *[other] { $plies } moves
    } with best play (your moves and your opponent's).
hint-exact-loss = Hint: `{ $moves }`, the longest defence. By the solved tables you lose in { $plies ->
        [one] one move
       *[other] { $plies } moves
    } against best play (your moves and your opponent's).
hint-exact-draw = Hint: `{ $moves }`. By the solved tables the game is a draw with best play, and this move keeps it one.
stats-none = { $user } has not finished a game yet.
stats-header = Results of { $user }:
# $game is a game choice name; counts select the plural.
stats-row = - { $game }: rating { $rating }, { $games ->
        [one] 1 game
       *[other] { $games } games
    }: { $wins } won, { $losses } lost, { $draws } drawn
stats-computer = - Against the computer (unrated): { $games ->
        [one] 1 game
       *[other] { $games } games
    }: { $wins } won, { $losses } lost, { $draws } drawn
leaderboard-none = No rated { $game } games have finished yet.
leaderboard-header = Best { $game } players:
leaderboard-row = { $rank }. { $name }: { $rating } ({ $games ->
        [one] 1 game
       *[other] { $games } games
    }, { $wins } won)

## Autocomplete and the move list

no-matching-move = No legal move matches what you typed.
moves-shown = { $shown } of { $total } legal moves shown: type more of the move to see the rest.
not-your-turn-to-list = It is not your turn, so there are no moves of yours to list.

## The computer's levels

level-easy = easy
level-medium = medium
level-hard = hard
level-perfect = perfect
level-random = random
level-greedy = greedy

## Something went wrong

internal = Something went wrong on our side. Please try again.
moderators-only = Only moderators (Manage Messages) can do that.
bad-options = I could not read those options. Please pick them from the lists.
guild-only = This command works in a server channel, where games are played.
option-not-for-game = The option `{ $option }` does not apply to this game.
option-bad-geese = { $n } geese is not a table option: choose 13, 15 or 17.
option-no-such-side = This game has no side called `{ $side }`.
button-unknown = That button is no longer valid. Use `/{ cmd-status }` to see where the game stands.

## Ratings per server (provisional ratings and the leaderboard's threshold)

# Under /stats when a rating is marked "?".
stats-provisional = ? provisional: fewer than { $games } rated games in that game here.
# Under /leaderboard: players not listed because their rating is still provisional.
leaderboard-left-out = { $count ->
        [one] 1 player with fewer than { $games } rated games is not listed yet.
       *[other] { $count } players with fewer than { $games } rated games are not listed yet.
    }
# $player is on vacation until $until (a Discord timestamp).
on-vacation = { $player } is on vacation (back { $until }): their clock is stopped.
exact-value-win = By the solved tables, { $side-word ->
        [white] White wins
        [black] Black wins
        [fox] { $foxes ->
            [one] the fox wins
           *[other] the foxes win
        }
       *[geese] the geese win
    } in { $plies ->
        [one] one move
       *[other] { $plies } moves
    } with best play (both sides' moves counted).
exact-value-draw = By the solved tables, this position is a draw with best play.
exact-value-unknown = No solved table covers this position (see `tablero solve foxgeese`).
refused-no-value-in-rated = The solved tables' verdict is not shown in rated games between people.
