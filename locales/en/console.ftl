# The local console: a terminal standing for one Discord channel. Commands are typed as in
# Discord, in any of the languages (`/challenge`, `/desafiar`, `/défier`).

console-banner = tablero local console: this terminal is one channel. You are @{ $speaker }. Board images go to { $boards }. Type /{ cmd-help }.
console-you-are = You are now @{ $speaker }.
console-private = (only you)
console-image = image: { $path }
console-file = file: { $path }
console-puzzle-buttons = (here: /{ cmd-puzzle } { cmd-puzzle-play } or /{ cmd-puzzle } { cmd-puzzle-solution })
console-buttons = (answer with /{ console-cmd-accept }, /{ console-cmd-decline }, /{ console-cmd-cancel }, /{ console-cmd-agree }, /{ console-cmd-refuse } or /{ console-cmd-rematch })
console-tournament-buttons = (answer with /{ cmd-tournament } { cmd-tournament-join } or /{ cmd-tournament } { cmd-tournament-leave })
console-thread = (game thread: { $name })
# Relative times ($span is a duration).
console-time-future = in { $span }
console-time-past = { $span } ago
console-time-now = now

## Mistakes in what was typed

console-no-slash = commands start with `/` (try `/{ cmd-help }`); to move, write `/{ cmd-move } { $line }`
console-unknown-command = unknown command `/{ $name }` (try `/{ cmd-help }`)
console-line-too-long = that line is too long
console-which-move = which move? For example `/{ cmd-move } d3xd4 c2-c3`
console-speak-as = speak as whom? For example `/{ console-cmd-as } bob` (one word, at most 32 characters)
console-as-computer = @{ $name } is the computer: it plays its own moves. Choose another name.
console-whom = whom do you challenge? For example `/{ cmd-challenge } @bob`
console-option-twice = the option `{ $option }` is given twice
console-unknown-option = unknown option `{ $option }` (options: { $known })
console-bad-token = can't read `{ $token }`: options look like `{ opt-challenge-game }:tzaar`
console-unclosed-quote = a quote is not closed
console-bad-game = `{ $value }` is not a game ({ $choices })
console-bad-setup = `{ $value }` is not a setup ({ $choices })
console-bad-geese = `{ $value }` is not a number of geese (13, 15 or 17)
console-bad-yes-no = `{ $value }` is neither yes nor no
console-bad-side = `{ $value }` is not a side ({ $choices })
console-bad-time = `{ $value }` is not a time (for example 30m, 12h, 3d)
console-bad-level = `{ $value }` is not a level ({ $choices })
console-which-game = which game? { $choices }
# Tournaments: $command is /tournament's name, $subcommands its subcommands' names.
console-which-subcommand = what should /{ $command } do? { $subcommands }
console-unknown-subcommand = /{ $command } has no subcommand `{ $name }` ({ $subcommands })
console-no-options = `{ $option }`: that command takes no options
console-tournament-name = what is the tournament called? For example `/{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Winter cup" { opt-tournament-create-game }:tzaar`
console-bad-format = `{ $value }` is not a tournament format ({ $choices })
console-bad-rounds = `{ $value }` is not a number of rounds (from { $min } to { $max })
console-bad-max-players = `{ $value }` is not a number of players (from { $min } to { $max })
console-bad-id = `{ $value }` is not a tournament number (`/{ cmd-tournament } { cmd-tournament-list }` shows them)
console-bad-player = `{ $value }` is not a player's name (for example @bob)

console-help =
    Commands (as in Discord; Spanish and French names work too):
      /{ cmd-challenge } [@user] [{ opt-challenge-game }:tzaar|halatafl|foxgeese] [{ opt-challenge-setup }:fixed|random|tournament]
    {"             ["}{ opt-challenge-geese }:13|15|17] [{ opt-challenge-sideways }:yes] [{ opt-challenge-side }:white|black|fox|geese|random] [{ opt-challenge-time }:24h] [{ opt-challenge-rated }:no]
    {"             ["}{ opt-challenge-level }:{ level-easy }|{ level-medium }|{ level-hard }|{ level-perfect }]   (challenge @computer to play the computer)
      /{ console-cmd-accept }  /{ console-cmd-decline }  /{ console-cmd-cancel }          answer or withdraw the challenge
      /{ console-cmd-rematch }                            the last game here again, colours swapped
      /{ cmd-move } <move or turn>                for example /{ cmd-move } d3xd4 c2-c3, /{ cmd-move } d4xd6
      /{ console-cmd-moves } [prefix]                     your legal moves (what Discord's suggestions show)
      /{ cmd-pass }  /{ cmd-resign }  /{ cmd-undo }  /{ cmd-draw }    /{ console-cmd-agree } or /{ console-cmd-refuse } an undo or draw offer
      /{ cmd-hint }                               the move the computer suggests
      /{ cmd-board }  /{ cmd-history }  /{ cmd-status }  /{ cmd-games }  /{ cmd-stats } [@user]  /{ cmd-leaderboard } [game]
      /{ cmd-rules } <game>                       how to play tzaar, halatafl or fox and geese
      /{ console-cmd-as } <name>                          speak as another user from now on
      /{ cmd-endgame }                            end a stuck game without a result (moderators)
      /{ cmd-tournament } { cmd-tournament-create } { opt-tournament-create-name }:"Winter cup" [{ opt-tournament-create-game }:tzaar] [{ opt-tournament-create-format }:swiss|"round robin"|"double round robin"]
    {"             ["}{ opt-tournament-create-rounds }:5] [{ opt-tournament-create-max_players }:8] [{ opt-tournament-create-start_in }:2h]   (and /{ cmd-challenge }'s options but side and level; moderators)
      /{ cmd-tournament } { cmd-tournament-join }|{ cmd-tournament-leave }|{ cmd-tournament-start }|{ cmd-tournament-cancel }|{ cmd-tournament-standings }|{ cmd-tournament-pairings } [{ opt-tournament-join-id }:1]
      /{ cmd-tournament } { cmd-tournament-withdraw } [{ opt-tournament-withdraw-player }:@user]   /{ cmd-tournament } { cmd-tournament-list }
    {"        "}each tournament game has a room of its own: /{ cmd-move } and the other game commands find yours
      /{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Spring league" [{ opt-league-create-division_size }:6] [{ opt-league-create-promote }:1] [{ opt-league-create-relegate }:1]   (moderators)
      /{ cmd-league } { cmd-league-join }|{ cmd-league-leave }|{ cmd-league-start }|{ cmd-league-next }|{ cmd-league-standings } [{ opt-league-join-id }:1]   /{ cmd-league } { cmd-league-list }
      /{ console-cmd-quit }

## The console's own commands: what Discord does with buttons and suggestions, and switching
## speakers. Each language's names are written in its help; the console reads them all (any
## letter case, accents may be left out). They never take another command's name.

console-cmd-accept = accept
console-cmd-decline = decline
console-cmd-cancel = cancel
console-cmd-rematch = rematch
console-cmd-moves = moves
console-cmd-agree = agree
console-cmd-refuse = refuse
console-cmd-as = as
console-cmd-quit = quit

## Words the console reads as option values, comma-separated (any letter case; accents may
## be left out). Every language's words are accepted, whatever the reader's language.

words-game-tzaar = tzaar
words-game-halatafl = halatafl, two foxes, 2 foxes
words-game-foxgeese = foxgeese, fox and geese, foxes and geese, fox, geese, goose, standard
words-setup-fixed = fixed
words-setup-random = random
words-setup-tournament = tournament
words-side-first = first
words-side-second = second
words-side-random = random
words-side-white = white
words-side-black = black
words-side-fox = fox, foxes
words-side-geese = geese, goose
words-level-easy = easy
words-level-medium = medium
words-level-hard = hard
words-level-perfect = perfect
words-yes = yes, true, on
words-no = no, false, off
words-format-swiss = swiss, swiss system
words-format-round_robin = round robin, all play all
words-format-double_round_robin = double round robin, double
console-league-name = what is the league called? For example `/{ cmd-league } { cmd-league-create } { opt-league-create-name }:"Spring league" { opt-league-create-game }:tzaar { opt-league-create-division_size }:6`

## The help's last lines, written after console-help: studying finished games, puzzles,
## muting a game, the help itself.

console-help-more =
    {"  "}/{ cmd-analyze } [{ opt-analyze-game }:12]                  a finished game reviewed by the engine (the last one here if empty)
    {"  "}/{ cmd-puzzle } { cmd-puzzle-play } [{ opt-puzzle-play-game }:tzaar]        a puzzle: find the winning turn, then /{ cmd-puzzle } { cmd-puzzle-answer } <turn>
    {"  "}/{ cmd-puzzle } { cmd-puzzle-solution }|{ cmd-puzzle-stats }|{ cmd-puzzle-daily }     the solution, your puzzles so far, today's puzzle
    {"  "}/{ cmd-mute } [{ opt-mute-on }:no]                          no more pings or reminders from this game ({ opt-mute-on }:no to undo)
    {"  "}/{ cmd-help }                                   this help
console-web-page = Web page of this game: { $link }
