# The slash commands as Discord lists them: names (lowercase, no spaces, at most 32
# characters; letters with accents are fine), descriptions (at most 100 characters), option
# names and descriptions, and the names of the choices in their menus. Other messages name
# commands through these (`/{ cmd-challenge }`), so they always match the reader's client.

cmd-challenge = challenge
    .description = Challenge someone (or anyone) to a game
opt-challenge-game = game
    .description = The game to play
opt-challenge-opponent = opponent
    .description = Who you challenge (leave empty: anyone may accept; the bot itself: the computer)
opt-challenge-setup = setup
    .description = TZAAR: how the board is set up
opt-challenge-geese = geese
    .description = Fox and Geese: the number of geese
opt-challenge-sideways = sideways
    .description = Fox and Geese: the geese may also move sideways
opt-challenge-side = side
    .description = The side you take (random if empty)
opt-challenge-time = time
    .description = Time limit for each turn (24 hours if empty)
opt-challenge-level = level
    .description = Against the computer (challenge the bot itself): how strongly it plays
opt-challenge-rated = rated
    .description = Rated game? (yes if empty between people; games against the computer never are)
cmd-move = move
    .description = Play a move or a whole turn (for example d3xd4 c2-c3)
opt-move-move = move
    .description = Your move, for example d3xd4 c2-c3 (TZAAR) or d4xd6 (Fox and Geese)
cmd-pass = pass
    .description = Pass the second move of your TZAAR turn
cmd-resign = resign
    .description = Resign the game in this channel
cmd-board = board
    .description = Show the board of this channel's game
cmd-undo = undo
    .description = Ask your opponent to take back your last move
cmd-draw = draw
    .description = Offer a draw (Fox and Geese)
cmd-history = history
    .description = The game's record and an animated replay
cmd-status = status
    .description = What is going on in this channel
cmd-rules = rules
    .description = How to play a game
opt-rules-game = game
    .description = The game
cmd-stats = stats
    .description = A player's ratings and results
opt-stats-user = user
    .description = Whose results (yours if empty)
cmd-leaderboard = leaderboard
    .description = The best players of a game
opt-leaderboard-game = game
    .description = The game
cmd-help = help
    .description = How to use this bot
cmd-endgame = endgame
    .description = Moderators: end this channel's game without a result
cmd-hint = hint
    .description = The move the computer suggests to you
cmd-games = games
    .description = Your games and the challenges waiting for you on this server

## The choices of the menus

choice-setup-fixed = fixed (official diagram)
choice-setup-random = random
choice-setup-tournament = tournament (players place the pieces)
choice-side-first = White / the fox (moves first)
choice-side-second = Black / the geese
choice-side-random = random
choice-time-15m = 15 minutes
choice-time-1h = 1 hour
choice-time-12h = 12 hours
choice-time-24h = 24 hours
choice-time-3d = 3 days
choice-time-7d = 7 days
choice-level-easy = easy
choice-level-medium = medium
choice-level-hard = hard
