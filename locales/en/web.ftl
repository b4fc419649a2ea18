# The web pages of games and tournaments (issue 43), and the link buttons to them.

# The link button on a game's first board and its result, a tournament's sign-up and standings.
web-link = Web page
# $number: the game's number; $game: the game with its options.
web-game-title = Game { $number }: { $game }
web-to-move = { $name } to move
web-result-won = { $name } won
web-result-draw = Drawn
web-result-aborted = Game over without a result
# Before the countdown of the turn's time, "Time left: 02:13:05".
web-clock = Time left:
# Before "12 / 40": the move shown of all the moves.
web-ply = Move
web-first = Start
web-back = Back
web-forward = Forward
web-last = Now
web-moves = Moves
web-analysis = Analysis
# Under the chart: $name is the first player.
web-chance = Chance of { $name } winning, move by move
web-key-moments = Key moments
web-standings = Standings
web-crosstable = Crosstable
web-round = Round { $round }
web-game-link = Game
web-bye = Bye: { $name }
web-not-started = The tournament has not started yet.
