# /puzzle (issue 29): a puzzle's task by its theme, the verdicts on an answer, the solution,
# a player's record. $side is a side-* name ("White", "the geese"), $side-word its word
# (white, black, fox, geese); moves arrive written as players read them.

puzzle-start = Puzzle { $id } · { $game } · { $stars }: { $task }
puzzle-task-tzaar = { $side-word ->
        [white] White
       *[black] Black
    } to play and win { $turns ->
        [one] this turn
       *[other] in { $turns } turns
    }, { $how ->
        [last-of-type] by taking the last piece of a type
       *[no-capture] by leaving the opponent no capture
    }.
puzzle-task-trap = The geese to play: trap { $foxes ->
        [one] the fox
       *[other] the foxes
    } within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever { $foxes ->
        [one] it does
       *[other] they do
    }.
puzzle-task-fill-pen = The geese to play: fill the pen within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever the foxes do.
puzzle-task-win-geese = { $foxes ->
        [one] The fox
       *[other] The foxes
    } to play: take at least { $geese ->
        [one] one goose
       *[other] { $geese } geese
    } within { $moves ->
        [one] one move
       *[other] { $moves } moves
    }, whatever the geese do.
puzzle-how-to-answer = Answer with `/{ cmd-puzzle } { cmd-puzzle-answer }` or `/{ cmd-move }`, a whole turn at a time (`d3xd4 c2-c3`).
puzzle-right = Right: { $played }. The answer: { $reply }. Now win in { $turns ->
        [one] one more turn
       *[other] { $turns } more turns
    }.
puzzle-solved = Solved: { $played }! { $tries ->
        [0] At the first try.
        [one] After one wrong try.
       *[other] After { $tries } wrong tries.
    }
puzzle-solved-reply = ({ $reply } could not save it.)
puzzle-wrong = { $played } does not win: { $refutation } { $ends ->
        [over] and { $winner } wins.
       *[on] holds.
    } Try again, or show the solution.
puzzle-wrong-over = { $played } ends the game, but not with the win asked for. Try again, or show the solution.
puzzle-solution = The solution of { $id }: { $line }.
puzzle-all-done = You have done every puzzle of the bank here. New ones come with new versions of the bot.
puzzle-all-done-game = You have done every { $game } puzzle of the bank here. Try another game, or wait for new ones.
puzzle-stats = Your puzzles here: { $solved } solved ({ $first } at the first try), { $revealed } with the solution shown.
puzzle-stats-open = One is open: `/{ cmd-puzzle } { cmd-puzzle-answer }`.
button-next-puzzle = Next puzzle
button-show-solution = Show the solution

refused-no-puzzle = You have no puzzle open here. Start one with `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-gone = That puzzle is no longer in the bank. Start another with `/{ cmd-puzzle } { cmd-puzzle-play }`.
refused-puzzle-whole-turn = Give the whole turn: the capture and the second move (or `pass`), e.g. `d3xd4 c2-c3`.
puzzle-daily = 🧩 Daily puzzle! { $puzzle } Open it with `/{ cmd-puzzle } { cmd-puzzle-daily }`: your answers are private.
puzzle-stats-streak = Daily puzzles: { $days ->
        [one] one day
       *[other] { $days } days
    } in a row.
puzzle-leaders = Best solvers here: { $leaders }.
puzzle-leader = { $player } ({ $solved })
refused-no-daily-puzzle = There is no daily puzzle here today (yet). The server's administrators can turn it on with `/{ cmd-settings } { opt-settings-puzzle_channel }:`.
refused-daily-puzzle-done = You have already done today's puzzle. Come back tomorrow, or try `/{ cmd-puzzle } { cmd-puzzle-play }`.
