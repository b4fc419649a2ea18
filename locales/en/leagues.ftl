# Leagues (issue 27): seasons of divisions, each a round robin, with promotion and
# relegation between seasons; and why a league command was refused.

# The sign-up. $id is the number the league commands take; $game the game's name; $clock a
# time control within a sentence; $size the players of a division.
league-signup = 🏅 **{ $name }** (#{ $id }): a { $game } league, { $clock }, in divisions of { $size } players, each a round robin. Organized by { $organizer }.
league-signup-moves = After each season, { $promoted ->
    [0] nobody goes up
    [one] the winner of each division goes up
   *[other] the top { $promoted } of each division go up
    } and { $relegated ->
    [0] nobody goes down
    [one] the last goes down
   *[other] the bottom { $relegated } go down
    }.
league-signup-by-organizer = The first season starts when the organizer says so.
league-signup-season = Season { $season } is under way; whoever joins now plays from the next season, in the bottom division.
league-signup-players = { $count ->
    [0] Nobody has joined yet.
    [one] One player: { $players }
   *[other] { $count } players: { $players }
    }
league-joined = { $player } joined { $name }.
league-left = { $player } left { $name }.
league-season = 🏅 { $name }: season { $season } begins, { $count ->
    [one] in one division
   *[other] in { $count } divisions
    }. The pairings follow. Good luck!
league-season-division = Division { $division }: { $players }
league-moves = { $name }: the moves into season { $season }.
league-moves-none = Nobody changes division.
league-promoted = ⬆️ { $player } goes up from division { $from } to division { $to }.
league-relegated = ⬇️ { $player } goes down from division { $from } to division { $to }.
# $finished: yes once every game of the division has been played.
league-division = **{ $name }**, season { $season }, division { $division }{ $finished ->
    [yes] {""} (finished)
   *[no] {""}
    }:

## /league list
league-list = 🏅 Leagues on this server:
league-list-none = There are no leagues on this server yet.
league-list-entry = - **{ $name }** (#{ $id }), { $game }, in { $channel }: { $season ->
    [0] taking sign-ups ({ $count } players)
   *[other] season { $season }, { $count } players in { $divisions } divisions
    }

refused-league-not-moderator = Only members who can manage the server, or who have its tournament organizer role, can create leagues.
refused-league-not-organizer = Only the league's organizer or a moderator can do that.
refused-league-none = There is no league with that number here. This server's are in `/{ cmd-league } { cmd-league-list }`.
refused-league-already-joined = You are already in this league.
refused-league-not-joined = You are not in this league.
refused-league-season-running = A season is being played: wait until every division has finished. (To leave a running season, withdraw from your division's tournament.)
refused-league-already-started = This league has already started; each next season begins once the last one has ended.
refused-league-not-started = This league has not started its first season yet.
refused-league-too-few = A league needs at least two players to start.
refused-league-empty-name = A league needs a name.
refused-league-division-size = A division has between { $min } and { $max } players.
refused-league-too-many-moving = With divisions of { $size }, fewer than { $size } players in all may go up and down: someone has to stay.
# $option: a challenge option's name.
refused-league-not-an-option = `{ $option }` is not a league option: the pairings decide who plays which side, and every game is between two players.

## /league: subcommands are `cmd-league-<sub>`, their options `opt-league-<sub>-<option>`.
cmd-league = league
    .description = Leagues on this server: seasons of divisions with promotion and relegation
cmd-league-create = create
    .description = Create a league in this channel (Manage Server or the organizer role)
opt-league-create-name = name
    .description = The league's name
opt-league-create-game = game
    .description = The game every division plays
opt-league-create-setup = setup
    .description = TZAAR: how the board is set up
opt-league-create-geese = geese
    .description = Fox and Geese: number of geese
opt-league-create-sideways = sideways
    .description = Fox and Geese: geese may also move sideways
opt-league-create-time = time
    .description = Time per turn (24h) or a bank (3d+1d); the server's default if empty
opt-league-create-rated = rated
    .description = Are the games rated? (yes if empty)
opt-league-create-division_size = division_size
    .description = Players in each division, each a round robin (6 if empty)
opt-league-create-promote = promote
    .description = How many of each division go up after a season (1 if empty)
opt-league-create-relegate = relegate
    .description = How many of each division go down after a season (1 if empty)
cmd-league-join = join
    .description = Join a league (before a season, or between seasons for the next one)
opt-league-join-id = id
    .description = Which league (this channel's if empty)
cmd-league-leave = leave
    .description = Leave a league (before a season, or between seasons)
opt-league-leave-id = id
    .description = Which league (this channel's if empty)
cmd-league-start = start
    .description = Start the league's first season (its organizer)
opt-league-start-id = id
    .description = Which league (this channel's if empty)
cmd-league-next = next
    .description = Start the next season once every division has finished (its organizer)
opt-league-next-id = id
    .description = Which league (this channel's if empty)
cmd-league-standings = standings
    .description = Each division's standings in the current season
opt-league-standings-id = id
    .description = Which league (this channel's if empty)
cmd-league-list = list
    .description = This server's leagues
