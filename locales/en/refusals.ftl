# Why the bot refused something. Shown privately to whoever asked.

refused-no-game = No game is being played here. Start one with `/{ cmd-challenge }`.
refused-not-a-player = You are not playing in this game.
refused-not-your-turn = It is not your turn: { $to-move } is to move.
# $reason is one of the move-* messages.
refused-illegal = Illegal move: { $reason }.
refused-move-too-long = That text is too long to be a move.
refused-position-changed = The position changed while your move was on its way. Look at the new board and try again.
refused-channel-busy = A game is already being played in this channel.
refused-challenge-pending = You already have a challenge waiting in this channel: cancel it (or wait for an answer) before making another.
refused-no-challenge = There is no challenge waiting here.
refused-challenge-gone = That challenge has already been answered.
refused-challenge-expired = That challenge has expired.
refused-own-challenge = You cannot accept your own challenge.
refused-decline-own = This is your own challenge: to withdraw it, use { button-cancel }.
refused-not-for-you = That challenge is for someone else.
refused-not-challenger = Only the challenger can cancel a challenge.
refused-cannot-challenge-self = You cannot challenge yourself.
refused-computer-unavailable = Only this bot can play against you, not other bots.
refused-level-without-computer = A level is only for a game against the computer: challenge the bot itself, for example `/{ cmd-challenge } { opt-challenge-opponent }:@tablero { opt-challenge-level }:{ level-hard }`.
refused-perfect-not-for-game = The { level-perfect } level plays from solved tables, and only Fox and Geese has them: choose { level-hard } for this game.
refused-perfect-without-tables = The { level-perfect } level plays from solved tables, and this bot has none for this variant: choose { level-hard }, or ask whoever runs the bot to build them (`tablero solve foxgeese`).
refused-computer-unrated = Games against the computer are never rated: leave out `{ opt-challenge-rated }` or set it to no.
refused-no-hints-in-rated = Hints are not allowed in rated games between people. They are in unrated games and against the computer.
refused-no-draws = TZAAR has no draws.
refused-no-offer = There is no offer to answer.
refused-own-offer = You cannot answer your own offer: your opponent must.
refused-nothing-to-undo = There is no move of yours to take back: undo works right after your own move.
refused-cannot-pass = You cannot pass now: a pass is only the second move of a TZAAR turn.
refused-out-of-time = Your time has run out, so that move comes too late: the game is about to end on time.
# $min and $max are durations.
refused-bad-turn-time = The turn time must be between { $min } and { $max }.
refused-game-over = The game is over.
refused-stale = That button belongs to a position that has moved on.
refused-board-failed = The board could not be drawn. The game itself is safe: try `/{ cmd-board }` again.
refused-vacation-not-here = Vacations are taken in a server: use `/{ cmd-vacation }` in one of its channels.
refused-vacation-running = You are on vacation already (back { $until }). `/{ cmd-vacation } { cmd-vacation-end }` ends it.
refused-no-vacation-days = You have no vacation days left this year.
refused-vacation-days = A vacation lasts from 1 day to the { $left ->
        [one] one day
       *[other] { $left } days
    } you have left this year.
refused-no-vacation = You are not on vacation.
refused-vacation-allowance = The vacation days a year go from 0 to { $max }.
