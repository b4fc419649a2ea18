//! English texts (the reference the other languages follow).

use super::move_errors::move_error;
use super::{Msg, RulesTopic, Style, duration, signed};
use crate::games::TurnHint;
use crate::games::foxgeese::Variant;
use crate::games::{GameKind, GameSpec, Seat, TzaarSetup};
use crate::i18n::Locale;
use crate::table::TableError;

pub(super) fn game_name(spec: GameSpec) -> String {
    match spec {
        GameSpec::Tzaar(TzaarSetup::Fixed) => "TZAAR (fixed setup)".into(),
        GameSpec::Tzaar(TzaarSetup::Random) => "TZAAR (random setup)".into(),
        GameSpec::Tzaar(TzaarSetup::Tournament) => "TZAAR (tournament setup)".into(),
        GameSpec::FoxGeese(Variant::Halatafl) => "Two Foxes (Halatafl)".into(),
        GameSpec::FoxGeese(Variant::Standard { geese, sideways }) => format!(
            "Fox and Geese ({} geese{})",
            geese.count(),
            if sideways { ", sideways moves" } else { "" }
        ),
    }
}

pub(super) fn seat_name(kind: GameKind, seat: Seat) -> &'static str {
    match (kind, seat) {
        (GameKind::Tzaar, Seat::First) => "White",
        (GameKind::Tzaar, Seat::Second) => "Black",
        (GameKind::FoxGeese, Seat::First) => "the fox",
        (GameKind::FoxGeese, Seat::Second) => "the geese",
    }
}

fn reason(key: &str) -> &'static str {
    match key {
        "no-tzaar" => "no Tzaar left on top",
        "no-tzarra" => "no Tzarra left on top",
        "no-tott" => "no Tott left on top",
        "no-capture" => "no capture left at the start of a turn",
        "few-geese" => "too few geese left",
        "pen-filled" => "the geese filled the pen",
        "foxes-trapped" => "the foxes cannot move",
        "geese-trapped" => "the geese cannot move",
        "quiet-draw" => "100 moves without a capture or a goose advancing",
        "repetition" => "the same position three times",
        "resigned" => "resignation",
        "timeout" => "out of time",
        "agreed-draw" => "draw agreed",
        "aborted" => "stopped by a moderator",
        _ => "end of the game",
    }
}

fn hint(hint: TurnHint) -> &'static str {
    match hint {
        TurnHint::OpeningCapture => "opening capture (one move)",
        TurnHint::Capture => "capture",
        TurnHint::CaptureStackOrPass => "capture, stack or pass",
        TurnHint::Place => "place a piece",
        TurnHint::Foxes => "fox move",
        TurnHint::Geese => "goose move",
    }
}

fn refusal(e: &TableError, s: &dyn Style) -> String {
    match e {
        TableError::NoGame => "No game is being played in this channel. Start one with `/challenge`.".into(),
        TableError::NotAPlayer => "You are not playing in this game.".into(),
        TableError::NotYourTurn { to_move } => format!("It is not your turn: {} is to move.", s.user(to_move)),
        TableError::Illegal(err) => format!("Illegal move: {}.", move_error(Locale::En, err)),
        TableError::MoveTooLong => "That text is too long to be a move.".into(),
        TableError::PositionChanged => "The position changed while your move was on its way. Look at the new board and try again.".into(),
        TableError::ChannelBusy => "A game is already being played in this channel.".into(),
        TableError::ChallengePending => "A challenge is already waiting in this channel: answer or cancel it first.".into(),
        TableError::NoChallenge => "There is no challenge waiting here.".into(),
        TableError::ChallengeGone => "That challenge has already been answered.".into(),
        TableError::ChallengeExpired => "That challenge has expired.".into(),
        TableError::OwnChallenge => "You cannot accept your own challenge.".into(),
        TableError::NotForYou => "That challenge is for someone else.".into(),
        TableError::NotChallenger => "Only the challenger can cancel a challenge.".into(),
        TableError::CannotChallengeSelf => "You cannot challenge yourself.".into(),
        TableError::ComputerUnavailable => "Computer opponents are not available yet.".into(),
        TableError::LevelWithoutComputer => "A level is only for a game against the computer: challenge the bot itself (`/challenge opponent:@tablero level:hard`).".into(),
        TableError::NoDraws => "TZAAR has no draws.".into(),
        TableError::NoOffer => "There is no offer to answer.".into(),
        TableError::OwnOffer => "You cannot answer your own offer: your opponent must.".into(),
        TableError::NothingToUndo => "There is no move of yours to take back: undo works right after your own move.".into(),
        TableError::CannotPass => "You cannot pass now: a pass is only the second move of a TZAAR turn.".into(),
        TableError::BadTurnTime { min, max } => format!("The turn time must be between {} and {}.", duration(*min), duration(*max)),
        TableError::GameOver => "The game is over.".into(),
        TableError::Stale => "That button belongs to a game that has moved on.".into(),
        TableError::Internal(_) | TableError::Render(_) => "Something went wrong on our side. Please try again.".into(),
    }
}

pub(super) fn text(msg: &Msg, s: &dyn Style) -> String {
    match msg {
        Msg::ButtonAccept => "Accept".into(),
        Msg::ButtonDecline => "Decline".into(),
        Msg::ButtonCancel => "Cancel".into(),
        Msg::ButtonAgree => "Agree".into(),
        Msg::ButtonRefuse => "Refuse".into(),
        Msg::Challenge {
            challenger,
            opponent,
            spec,
            challenger_seat,
            turn_seconds,
            expires_at,
        } => {
            let side = match challenger_seat {
                Some(seat) => format!("playing {}", seat_name(spec.kind(), *seat)),
                None => "sides drawn at random".into(),
            };
            let who = match opponent {
                Some(o) => s.user(o),
                None => "anyone".into(),
            };
            format!(
                "{} challenges {who} to {} ({side}, {} per turn). The challenge expires {}.",
                s.user(challenger),
                game_name(*spec),
                duration(*turn_seconds),
                s.time(*expires_at)
            )
        }
        Msg::ChallengeDeclined { challenger, by } => {
            format!(
                "{} declined the challenge from {}.",
                s.user(by),
                s.user(challenger)
            )
        }
        Msg::ChallengeCancelled { challenger } => {
            format!("{} cancelled the challenge.", s.user(challenger))
        }
        Msg::ChallengeExpired { challenger } => {
            format!(
                "The challenge from {} expired without an answer.",
                s.user(challenger)
            )
        }
        Msg::GameStarted { spec, players } => format!(
            "{} begins: {} plays {}, {} plays {}.",
            game_name(*spec),
            s.user(&players[0]),
            seat_name(spec.kind(), Seat::First),
            s.user(&players[1]),
            seat_name(spec.kind(), Seat::Second)
        ),
        Msg::ToMove {
            player,
            kind,
            seat,
            hint: h,
            deadline,
        } => {
            let mut line = format!(
                "{} ({}) to move: {}.",
                s.user(player),
                seat_name(*kind, *seat),
                hint(*h)
            );
            if let Some(t) = deadline {
                line.push_str(&format!(" Time runs out {}.", s.time(*t)));
            }
            line
        }
        Msg::Moved { player, moves } => format!("{} played {}.", s.user(player), moves.join(" ")),
        Msg::GameOver {
            kind,
            players,
            winner,
            reason: r,
        } => match winner {
            Some(seat) => format!(
                "Game over: {} ({}) wins — {}.",
                s.user(&players[seat.index()]),
                seat_name(*kind, *seat),
                reason(r.key())
            ),
            None => format!("Game over: a draw — {}.", reason(r.key())),
        },
        Msg::RatingChange { players, deltas } => format!(
            "Ratings: {} {}, {} {}.",
            s.user(&players[0]),
            signed(deltas[0]),
            s.user(&players[1]),
            signed(deltas[1])
        ),
        Msg::UndoRequested { by, opponent } => format!(
            "{} asks to take back their last move. {}, do you agree?",
            s.user(by),
            s.user(opponent)
        ),
        Msg::UndoDone { count } => format!("Taken back ({count} move(s))."),
        Msg::UndoRefused { by } => format!("{} refused to take the move back.", s.user(by)),
        Msg::DrawOffered { by, opponent } => {
            format!(
                "{} offers a draw. {}, do you agree?",
                s.user(by),
                s.user(opponent)
            )
        }
        Msg::DrawRefused { by } => format!("{} refused the draw.", s.user(by)),
        Msg::Aborted { by } => {
            format!("{} stopped the game; it ends without a result.", s.user(by))
        }
        Msg::NothingHere => "Nothing is being played here. Start a game with `/challenge`.".into(),
        Msg::ChallengeWaiting {
            challenger,
            opponent,
            spec,
            expires_at,
        } => format!(
            "{} is waiting for {} to accept {} (expires {}).",
            s.user(challenger),
            opponent
                .as_deref()
                .map_or_else(|| "anyone".to_string(), |o| s.user(o)),
            game_name(*spec),
            s.time(*expires_at)
        ),
        Msg::GameInProgress { spec, players, ply } => format!(
            "{}: {} against {}, {ply} move(s) played.",
            game_name(*spec),
            s.user(&players[0]),
            s.user(&players[1])
        ),
        Msg::History { record } => format!("```\n{record}```"),
        Msg::Stats { user, rows } if rows.is_empty() => {
            format!("{} has not finished a game yet.", s.user(user))
        }
        Msg::Stats { user, rows } => {
            let mut out = format!("Results of {}:", s.user(user));
            for r in rows {
                out.push_str(&format!(
                    "\n- {}: rating {:.0}, {} game(s): {} won, {} lost, {} drawn",
                    if r.pool == crate::games::GameKind::Tzaar {
                        "TZAAR"
                    } else {
                        "Fox and Geese"
                    },
                    r.rating,
                    r.games,
                    r.wins,
                    r.losses,
                    r.draws
                ));
            }
            out
        }
        Msg::Leaderboard { kind, rows } if rows.is_empty() => {
            format!("No finished {} games yet.", kind_name(*kind))
        }
        Msg::Leaderboard { kind, rows } => {
            let mut out = format!("Best {} players:", kind_name(*kind));
            for (i, r) in rows.iter().enumerate() {
                out.push_str(&format!(
                    "\n{}. {} — {:.0} ({} game(s), {} won)",
                    i + 1,
                    r.name.clone().unwrap_or_else(|| s.user(&r.user_id)),
                    r.rating,
                    r.games,
                    r.wins
                ));
            }
            out
        }
        Msg::Refused(e) => refusal(e, s),
        Msg::Internal => "Something went wrong on our side. Please try again.".into(),
        Msg::NoMatchingMove => "no legal move matches".into(),
        Msg::OptionNotForGame { option } => {
            format!("The option `{option}` does not apply to this game.")
        }
        Msg::Rules { game } => rules(*game).into(),
        Msg::Hint { moves } => format!(
            "Hint: `{}` (what the medium computer level would play).",
            moves.join(" ")
        ),
        Msg::Help => HELP.into(),
        Msg::ModeratorsOnly => "Only moderators (Manage Messages) can do that.".into(),
        Msg::BadOptions => {
            "I could not read those options. Please pick them from the lists.".into()
        }
        Msg::GuildOnly => "This command works in a server channel, where games are played.".into(),
    }
}

fn rules(topic: RulesTopic) -> &'static str {
    match topic {
        RulesTopic::Tzaar => "**TZAAR** — each player has 6 Tzaars, 9 Tzarras and 15 Totts. \
A stack moves in a straight line over empty spaces onto the first stack it meets (never across the centre). \
White's first turn is one capture; every later turn is a **capture**, then a second move: another capture, \
a **stack** onto one of your own stacks, or a **pass**. You capture a stack no taller than yours. \
You lose when you have no Tzaar, Tzarra or Tott left on top of a stack, or no capture at the start of your turn.
Moves: `d3xd4` (capture), `c2-c3` (stack), `pass`; a turn: `/move d3xd4 c2-c3`. Placement (tournament setup): `Zd4`, `Rc2`, `Te6`.",
        RulesTopic::TwoFoxes => "**Two Foxes (Halatafl)** — 2 foxes against 20 geese on the 33-point cross; every point joins its neighbours, diagonals included. \
The foxes move first. A fox steps to a neighbouring point or jumps a goose to the empty point behind it, taking it; \
jumping is **compulsory** and a fox must keep jumping while it can (the whole chain is one move). \
Geese step forward, diagonally forward or sideways, never back. The geese win by filling the 9 points of the pen \
or trapping the foxes; the foxes win when fewer than 9 geese remain. Threefold repetition or 100 quiet moves draw.
Moves: `d3-d4` (step), `d4xd6`, `c7xe5xg3` (jumps).",
        RulesTopic::FoxAndGeese => "**Fox and Geese** — 1 fox against 13, 15 or 17 geese on the 33-point cross; every point joins its neighbours, diagonals included. \
The fox moves first. It steps to a neighbouring point or jumps a goose to the empty point behind it; jumping is optional, \
and it may chain jumps and stop after any of them. Geese step forward or diagonally forward (sideways too with the `sideways` option), never back. \
The geese win by trapping the fox; the fox wins when fewer than 4 geese remain or the geese cannot move.
Moves: `d3-d4` (step), `d4xd6`, `c7xe5xg3` (jumps).",
    }
}

const HELP: &str = "**tablero** — board games in this channel.
`/challenge game:… [opponent:…]` challenge someone (or anyone); they click **Accept**.
`/move` play a move or a whole turn (suggestions appear as you type) · `/pass` · `/resign`
`/board` the position · `/undo` ask to take back your move · `/draw` offer a draw (Fox and Geese)
`/history` the record and a replay · `/status` · `/rules` · `/stats` · `/leaderboard`";

pub(super) fn kind_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Tzaar => "TZAAR",
        GameKind::FoxGeese => "Fox and Geese",
    }
}
