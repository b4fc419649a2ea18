# Tournaments (issue 27): the sign-up message, rounds, standings, and why a tournament
# command was refused.

button-join = Join
button-leave = Leave

# $format is swiss, round_robin or double_round_robin; $rounds, a Swiss tournament's rounds.
tournament-format = { $format ->
    [swiss] Swiss system, { $rounds } rounds
    [round_robin] round robin
   *[double_round_robin] double round robin
    }
# The sign-up message. $id is the number the tournament commands take; $game the game's
# name; $format a tournament-format; $clock a time control within a sentence (time-control-per-turn or time-control-bank).
tournament-signup = 🏆 **{ $name }** (#{ $id }): a { $game } tournament, { $format }, { $clock }, up to { $max } players. Organized by { $organizer }.
tournament-signup-rated = { $rated ->
    [yes] Games are rated.
   *[no] Games are not rated.
    }
# $time is a point in time ("in 2 hours", or a Discord timestamp).
tournament-signup-starts = It starts { $time }.
tournament-signup-by-organizer = It starts when the organizer says so.
# $players: the names of those who joined.
tournament-signup-players = { $count ->
    [0] Nobody has joined yet.
    [one] One player so far: { $players }
   *[other] { $count } players so far: { $players }
    }
tournament-joined = { $player } joined { $name } ({ $count }/{ $max }).
tournament-left = { $player } left { $name }.
tournament-cancelled = { $name } has been cancelled by its organizer.
tournament-cancelled-too-few = { $name } is cancelled: fewer than two players joined.
tournament-started = { $name } begins with { $players } players, over { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
    }. Good luck!
tournament-round = { $name }, round { $round } of { $total }:
tournament-pairing = Board { $board }: { $first } vs { $second }
# $room: where the game is played (a link to its thread).
tournament-pairing-room = Board { $board }: { $first } vs { $second }, in { $room }
# $score: the points of each, as 1–0, ½–½ or 0–1.
tournament-pairing-result = Board { $board }: { $first } { $score } { $second }
tournament-pairing-forfeit = Board { $board }: { $first } { $score } { $second } (forfeit)
tournament-bye = Bye: { $player }
tournament-standings = Standings of { $name } after { $rounds ->
    [0] no complete round
    [one] one round
   *[other] { $rounds } rounds
    }:
tournament-standings-final = Final standings of { $name }:
# $rank: a place, "2=" when shared; $tiebreaks: each tie-break's name and value.
tournament-standing = { $rank }. { $player }: { $points } ({ $tiebreaks })
tournament-standing-withdrawn = { $rank }. { $player }: { $points } ({ $tiebreaks }), withdrawn
tournament-tiebreak-buchholz = Buchholz { $value }
tournament-tiebreak-sonneborn-berger = Sonneborn-Berger { $value }
tournament-tiebreak-direct-encounter = direct encounter { $value }
tournament-winners = { $name } is over! { $count ->
    [one] The winner is { $winners }.
   *[other] First place is shared by { $winners }.
    } Congratulations!
tournament-withdrew = { $player } withdrew from { $name }.
tournament-removed = { $by } removed { $player } from { $name }.
tournament-forfeit = Their game in progress is lost by forfeit.
tournament-not-started = { $name } never started: it was cancelled first.

refused-tournament-not-moderator = Only members who can manage the server, or who have its tournament organizer role (see /{ cmd-settings }), can create tournaments.
refused-tournament-not-organizer = Only the tournament's organizer or a moderator can do that.
refused-tournament-none = There is no tournament with that number here. This server's are in `/{ cmd-tournament } { cmd-tournament-list }`.
refused-tournament-not-open = That tournament is not taking sign-ups any more.
refused-tournament-full = That tournament is full: { $max } players have joined.
refused-tournament-already-joined = You have already joined this tournament.
refused-tournament-not-entered = You are not in this tournament (nor is the player you named).
refused-tournament-already-withdrawn = That player has already withdrawn from this tournament.
refused-tournament-not-running = That tournament is not under way: before it starts, players leave it instead of withdrawing.
refused-tournament-over = That tournament is already over.
refused-tournament-empty-name = A tournament needs a name.
refused-tournament-name-too-long = That name is too long: { $max } characters at most.
refused-tournament-bad-max-players = The most players must be between 2 and { $max }.
refused-tournament-bad-rounds = A Swiss tournament has between 1 and { $max } rounds.
refused-tournament-start-in-past = That start time has already passed: choose one still to come.
# $option: a challenge option's name.
refused-tournament-not-an-option = `{ $option }` is not a tournament option: the pairings decide who plays which side, and every game is between two players.
refused-tournament-rounds-without-swiss = Only a Swiss tournament takes a number of rounds: in a round robin everyone meets everyone, so the field decides how many.
refused-tournament-bad-start-in = Write the start as a length of time from now, such as 90m, 2h or 3d.

# A round's game could not get its own thread; the bot tries again every few minutes.
tournament-no-thread = ⚠️ { $name }, round { $round }, board { $board } ({ $first } vs { $second }): I could not open a thread for this game. I need the Create Public Threads and Send Messages in Threads permissions in this channel; I will keep trying every few minutes.

## /tournament list
tournament-list = 🏆 Tournaments on this server:
tournament-list-none = There are no tournaments on this server yet. Moderators create one with /{ cmd-tournament } { cmd-tournament-create }.
# $id: the number the tournament commands take; $format a tournament-format; $channel a
# link to the channel; $state one of the tournament-list-* lines below.
tournament-list-entry = - **{ $name }** (#{ $id }), { $game }, { $format }, in { $channel }: { $state }
tournament-list-open = taking sign-ups ({ $count }/{ $max })
# $time: a point in time ("in 2 hours", or a Discord timestamp).
tournament-list-open-starts = taking sign-ups ({ $count }/{ $max }), starts { $time }
tournament-list-running = round { $round } of { $total }, { $count } players
tournament-list-finished = finished, { $count ->
    [one] won by { $winners }
   *[other] first place shared by { $winners }
    }
tournament-list-cancelled = cancelled
