# Game rooms: each game in its own thread, the lines its channel hears, and /games.

# After the game-started line, in the channel where the challenge was made. $room: a link.
room-opened = The game is played in { $room }.
# After the result, in the channel where the challenge was made.
room-see = Game thread: { $room }
# Why the game is played in the channel itself; after the first board.
no-room-no-permission = I may not create threads in this channel, so the game is played here.
no-room-in-thread = The challenge was made inside a thread, so the game is played here.
no-room-threads-off = Game threads are turned off on this server, so the game is played here.
no-room-failed = The game's thread could not be opened, so the game is played here.
# A game command in a channel whose games are played in threads. $rooms: links.
refused-games-in-threads = No game is played in this channel itself. Its games are in their threads: { $rooms }.
# The name of a game's thread (at most 100 characters; names are plain text).
thread-name = { $game } · { $first } vs { $second }
thread-name-tournament = { $tournament }, round { $round } · { $first } vs { $second }

## /games

games-none = You have no game in progress and no challenge waiting on this server.
games-header = Your games:
# $turn is "yours" when it is the reader's move. $deadline is a relative time.
games-row = - { $game } against { $opponent }, { $turn ->
        [yours] your move
       *[other] { $to-move } to move
    }, { $clock ->
        [paused] clock stopped, on vacation (back { $deadline })
       *[running] time runs out { $deadline }
    }: { $room }
# $row: a games-row; $bank: the time left in the reader's bank while the opponent moves.
games-row-bank = { $row } (your bank: { $bank })
# $row: a games-row; $tournament: the name of the tournament the game belongs to.
games-row-tournament = { $row } (🏆 { $tournament })
games-challenges = Challenges:
games-challenge = - { $challenger } challenges { $opponent } to { $game } in { $channel } (expires { $expires })
games-challenge-open = - { $challenger } challenges anyone to { $game } in { $channel } (expires { $expires })

## Reminders and settings

# A turn reminder, in the game's thread or by direct message. $room: a link to the game.
reminder = { $player }, it is your turn in { $game } ({ $room }): time runs out { $deadline }.
# A turn begins, told by direct message to a player who asked for that. $room: a link.
turn-notice = { $player }, your turn in { $game } ({ $room }). Time runs out { $deadline }.
reminders-dm = Your turn reminders will come by direct message (as a ping in the game's thread if Discord refuses it).
reminders-ping = Your turn reminders will come as a ping in the game's thread.
# /reminders without options, and after a change: the reader's reminder settings.
reminders-header = Your turn reminders:
reminders-mode = { $dm ->
        [yes] - By direct message (as a ping in the game's thread if Discord refuses it)
       *[no] - As a ping in the game's thread
    }
reminders-off = - None at all: no pings, no reminders, no direct messages (`/{ cmd-reminders } { opt-reminders-off }:no` turns them back on)
# $zone: an IANA name (Europe/Madrid); $offset: its offset now (UTC+1, UTC-5, UTC+5:30).
reminders-time-zone = - Time zone: { $zone } ({ $offset } now)
reminders-time-zone-none = - Time zone: not set (give yours with `{ opt-reminders-time_zone }:`, such as `Europe/London`)
# $from and $to: times of day written with clock-time.
reminders-quiet = - Quiet hours: { $from } to { $to }, on your clock: no reminder then
reminders-quiet-none = - Quiet hours: none
# $time: a clock-time; $hour: its hour (0-23), for the languages whose words before a time
# depend on it (Spanish "a la 1:00", "a las 9:00").
reminders-digest = - Daily digest by direct message at { $time }
reminders-digest-none = - Daily digest: none
# A time of day: $hour (0-23), $hour12 (1-12), $minute (two digits), $whole (yes when on
# the hour), $half (am or pm).
clock-time = { $whole ->
        [yes] { $hour12 }
       *[no] { $hour12 }:{ $minute }
    } { $half ->
        [am] am
       *[pm] pm
    }
quiet-error-empty = Give your quiet hours as two times with a dash, such as `23:00-08:00`, or `off` for none.
quiet-error-unreadable = Can't read those quiet hours: write two times of day with a dash, such as `23:00-08:00`, `23-8` or `11pm-8am`, or `off` for none.
quiet-error-bad-time = A time of day runs from 0:00 to 23:59 (or 1 to 12 with am or pm), as in `23:00-08:00`.
quiet-error-same = Quiet hours must end at another time than they begin, as in `23:00-08:00`; `off` removes them.
quiet-error-too-long = Quiet hours may last at most { $max } hours, so that your reminders still find a time to reach you.
zone-error-empty = Give your time zone by its IANA name, such as `Europe/Madrid`.
zone-error-unknown = There is no time zone of that name: give its IANA name, a region and a city, such as `Europe/Madrid` or `America/New_York` (the suggestions list them as you type).
refused-quiet-needs-zone = Quiet hours are read on your own clock: give your time zone too, with `{ opt-reminders-time_zone }:` (such as `Europe/Madrid`).
refused-digest-needs-zone = The daily digest comes at an hour of your own day: give your time zone too, with `{ opt-reminders-time_zone }:` (such as `Europe/Madrid`).
settings-header = Settings of this server:
settings-language = - Public language: { $language }
settings-language-default = - Public language: the server's Discord language
# $state: on, off, or default (on unless the bot's host turned threads off).
settings-threads = - Game threads: { $state ->
        [on] on
        [off] off, every game is played in its channel
       *[default] on (default)
    }
settings-turn-time = - Default clock: { $clock }
settings-hints = - Hints in rated games: { $allowed ->
        [yes] allowed
       *[no] not allowed
    }
settings-channels-all = - Challenges: taken in every channel
settings-channels = - Challenges: taken only in { $channels }
settings-moderator-none = - Moderator role for /{ cmd-endgame }: none (Manage Messages only)
settings-moderator = - Moderator role for /{ cmd-endgame }: { $role }
settings-organizer-none = - Tournament organizer role: none (Manage Server only)
settings-organizer = - Tournament organizer role: { $role }
settings-vacation-days = - Vacation days a year: { $days }
settings-daily-puzzle = - Daily puzzle: in { $channel } at { $hour }:00 UTC
settings-daily-puzzle-none = - Daily puzzle: none
settings-web = - Web pages of games and tournaments: { $state ->
        [on] on
       *[off] off
    }
settings-saved = Settings saved.
refused-challenges-not-here = On this server, challenges are taken in { $channels }.
refused-bad-setting = That value is not valid for this setting: nothing was changed.
refused-admins-only = Only members with the Manage Server permission can change the settings.

## After the game

button-rematch = Rematch
button-play-again = Play again
refused-rematch-offered = A rematch of this game is already offered: the other player answers it.
refused-tournament-rematch = This game was part of a tournament, and its result counts there: it has no rematch. Challenge the other player with /{ cmd-challenge } for a friendly game.
refused-not-over = The game is not over yet.

## Vacations (`/vacation`). $until: a Discord timestamp; $paused: games whose clock stopped;
## $left and $taken: days.
vacation-started = Enjoy your vacation! It ends { $until }; until then, your clocks are stopped ({ $paused ->
        [0] none of your games is waiting for you right now
        [one] one game was waiting for you
       *[other] { $paused } games were waiting for you
    }); a game whose turn comes to you meanwhile waits too. `/{ cmd-vacation } { cmd-vacation-end }` comes back earlier. { $left ->
        [0] No vacation days are left this year.
        [one] One vacation day is left this year.
       *[other] { $left } vacation days are left this year.
    }
vacation-ended = Welcome back! Your clocks run again. This vacation took { $taken ->
        [one] one day
       *[other] { $taken } days
    }; { $left ->
        [0] no days are left this year.
        [one] one day is left this year.
       *[other] { $left } days are left this year.
    }

## `/mute` in a game's thread.
muted = Muted: this game will not ping you or remind you of your turn any more. `/{ cmd-mute } { opt-mute-on }:no` undoes it.
unmuted = Unmuted: this game pings you and reminds you of your turn again.

# The daily digest by direct message; $count: the games where it is the reader's turn (each
# then on a games-row line).
digest-header = Your daily digest: it is your turn in { $count ->
        [one] one game
       *[other] { $count } games
    }.
