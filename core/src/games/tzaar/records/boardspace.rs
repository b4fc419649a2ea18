//! BoardSpace's TZAAR records: SGF whose `SU[..]` property names the setup and BoardSpace's
//! random key (`SU[tzaar-standard 0]`, `tzaar-custom` for the tournament placement,
//! `tzaar-random <key>`), the players in `P0[id "name"]`/`P1[id "name"]`, and one action a
//! node, `P0[<n> <action>]`, with the action syntax of BoardSpace's `TzaarMovespec`:
//!
//! - `Pickb C 3` then `Dropb D 4` or `Dropcap D 4`: a move (dropped where it was picked, it
//!   is put back); `Move C 3 D 4`, `Capture C 3 D 4`: a move in one action;
//! - `Pick wr 0` then `Dropb C 3`, or `OnBoard wr 0 C 3`: a placement, the rack's row being
//!   the type (0 Tott, 1 Tzarra, 2 Tzaar); `Drop wr 0` puts a picked piece back;
//! - `Pass`, `Resign`, and `Start P0`, `Done` (which change nothing here).
//!
//! BoardSpace's coordinates are ours (a column letter, a row from the column's foot), and its
//! standard layout is our fixed start (checked in the tests from `TzaarBoard`'s lists). A
//! random start is stored only as the key of BoardSpace's own generator, which tablero does
//! not reproduce: such a record is refused, saying so.

use std::fmt::Write as _;

use super::sgf::{self, escape};
use super::tzaar_game;
use crate::games::plugin::{FormatError, Imported, RecordInfo, RecordSpot};
use crate::games::tzaar::{Cell, Color, Game, Kind, Move, SetupKind};
use crate::games::{AnyGame, GameRules, Outcome, Seat};

/// Whether a text looks like a BoardSpace TZAAR record.
pub fn reads(text: &str) -> bool {
    let head: String = text
        .chars()
        .take(4000)
        .collect::<String>()
        .to_ascii_lowercase();
    head.trim_start().starts_with('(') && head.contains("su[tzaar")
}

/// A piece lifted and not yet dropped.
#[derive(Clone, Copy)]
enum Lifted {
    Stack(Cell),
    Piece(Kind),
}

/// Reads a BoardSpace TZAAR record into a game replayed through the rules.
pub fn read(text: &str) -> Result<Imported, FormatError> {
    let nodes = sgf::main_line(text)?;
    let mut game: Option<Game> = None;
    let mut info = RecordInfo {
        site: Some("BoardSpace".into()),
        ..RecordInfo::default()
    };
    let mut lifted: Option<Lifted> = None;
    for node in &nodes {
        for property in &node.properties {
            let Some(value) = property.values.first() else {
                continue;
            };
            let at = |why: String| {
                let spot = RecordSpot {
                    line: node.line,
                    turn: None,
                    text: Some(format!("{}[{}]", property.id, value)),
                };
                FormatError::at(format!("line {}: {why}", node.line), spot)
            };
            match property.id.as_str() {
                "SU" => game = Some(start(value).map_err(at)?),
                "P0" | "P1" => {
                    let seat = usize::from(property.id == "P1");
                    if let Some(name) = value.trim().strip_prefix("id ") {
                        info.players[seat] = Some(name.trim().trim_matches('"').to_string());
                        continue;
                    }
                    let game = game
                        .as_mut()
                        .ok_or_else(|| at("a move before the setup (SU[..])".into()))?;
                    action(game, &mut lifted, seat, value)
                        .map_err(|why| at(format!("`{}`: {why}", value.escape_debug())))?;
                }
                _ => {}
            }
        }
    }
    let game = game.ok_or_else(|| FormatError::new("the record has no setup (SU[..])"))?;
    Ok(Imported {
        game: AnyGame::new(game),
        info,
    })
}

/// The game that `SU[..]` starts.
fn start(setup: &str) -> Result<Game, String> {
    let mut words = setup.split_whitespace();
    let variant = words.next().unwrap_or("").to_ascii_lowercase();
    match variant.as_str() {
        "tzaar-standard" => Ok(Game::new(SetupKind::Fixed)),
        "tzaar-custom" => Ok(Game::new(SetupKind::Tournament)),
        "tzaar-random" => Err(format!(
            "a random start (SU[{setup}]) is stored only as the key of BoardSpace's own \
             generator, which tablero does not reproduce: this record cannot be imported"
        )),
        _ => Err(format!("SU[{setup}] is not a TZAAR setup tablero knows")),
    }
}

/// Applies one action, by the player in `seat` (0 or 1).
fn action(
    game: &mut Game,
    lifted: &mut Option<Lifted>,
    seat: usize,
    value: &str,
) -> Result<(), String> {
    let mut words = value.split_whitespace().peekable();
    words.next_if(|w| w.chars().all(|c| c.is_ascii_digit()));
    let op = words.next().unwrap_or("").to_ascii_lowercase();
    let rest: Vec<&str> = words.collect();
    if game.is_over() && !matches!(op.as_str(), "done" | "start") {
        return Err("an action after the game is over".into());
    }
    let mv = match (op.as_str(), rest.as_slice()) {
        ("start" | "done", _) => return Ok(()),
        ("resign", _) => {
            let seat = if seat == 0 { Seat::First } else { Seat::Second };
            return game
                .conclude(Outcome::resignation(seat))
                .map_err(|e| e.to_string());
        }
        ("pass", []) => Move::Pass,
        ("pickb", [c, r]) => {
            *lifted = Some(Lifted::Stack(cell(c, r)?));
            return Ok(());
        }
        ("pick", [_, n]) => {
            *lifted = Some(Lifted::Piece(kind(n)?));
            return Ok(());
        }
        ("drop", [_, _]) => {
            *lifted = None;
            return Ok(());
        }
        ("dropb" | "dropcap", [c, r]) => {
            let to = cell(c, r)?;
            match lifted.take() {
                Some(Lifted::Stack(from)) if from == to => return Ok(()),
                Some(Lifted::Stack(from)) => board_move(game, from, to),
                Some(Lifted::Piece(kind)) => Move::Place { kind, at: to },
                None => return Err("a drop with nothing picked up".into()),
            }
        }
        ("move" | "capture", [c1, r1, c2, r2]) => board_move(game, cell(c1, r1)?, cell(c2, r2)?),
        ("onboard", [_, n, c, r]) => Move::Place {
            kind: kind(n)?,
            at: cell(c, r)?,
        },
        _ => return Err("not a TZAAR action tablero reads".into()),
    };
    game.play(mv).map_err(|e| e.to_string())
}

/// A move from one stack to another: a capture or a stack, as the board says.
fn board_move(game: &Game, from: Cell, to: Cell) -> Move {
    let pos = game.position();
    let mover = pos.stack_at(from).map(|s| s.color);
    if pos.stack_at(to).is_some_and(|s| Some(s.color) == mover) {
        Move::Stack { from, to }
    } else {
        Move::Capture { from, to }
    }
}

fn cell(column: &str, row: &str) -> Result<Cell, String> {
    let name = format!("{column}{row}").to_ascii_lowercase();
    name.parse()
        .map_err(|_| format!("`{column} {row}` is not a point of the board"))
}

/// The type on a rack's row (BoardSpace's chip type index).
fn kind(row: &str) -> Result<Kind, String> {
    match row {
        "0" => Ok(Kind::Tott),
        "1" => Ok(Kind::Tzarra),
        "2" => Ok(Kind::Tzaar),
        _ => Err(format!("`{row}` is not a rack row (0, 1 or 2)")),
    }
}

/// Writes a TZAAR game as BoardSpace's reader reads it (the actions above, one a node);
/// `None` for a start BoardSpace does not play: only its standard layout and the tournament
/// placement can be written.
pub fn write(game: &AnyGame, info: &RecordInfo) -> Option<String> {
    let game = tzaar_game(game)?;
    let setup = match game.setup() {
        Some(SetupKind::Fixed) => "tzaar-standard",
        Some(SetupKind::Tournament) => "tzaar-custom",
        _ => return None,
    };
    let mut out = format!("(;GM[Tzaar]VV[1]SU[{setup} 0]");
    for (seat, name) in info.players.iter().enumerate() {
        if let Some(name) = name {
            let name = escape(&name.replace('"', "'"));
            let _ = write!(out, "P{seat}[id \"{name}\"]");
        }
    }
    let _ = write!(out, "\n;P0[0 Start P0]");
    let mut n = 1;
    for (color, turn) in game.turns() {
        let p = if color == Color::White { 0 } else { 1 };
        for mv in turn {
            let _ = write!(out, "\n;P{p}[{n} {}]", action_text(mv, p));
            n += 1;
        }
        let _ = write!(out, "\n;P{p}[{n} Done]");
        n += 1;
    }
    if let Some(outcome) = GameRules::outcome(game)
        && outcome.reason == crate::games::EndReason::Resigned
        && let Some(winner) = outcome.winner
    {
        let _ = write!(out, "\n;P{}[{n} Resign]", winner.other().index());
    }
    out.push_str(")\n");
    Some(out)
}

/// An action's text; `p` is the player's index (their rack is `wr` or `br`).
fn action_text(mv: Move, p: usize) -> String {
    let spaced = |c: Cell| {
        let name = c.to_string().to_ascii_uppercase();
        format!("{} {}", &name[..1], &name[1..])
    };
    match mv {
        Move::Capture { from, to } => format!("Capture {} {}", spaced(from), spaced(to)),
        Move::Stack { from, to } => format!("Move {} {}", spaced(from), spaced(to)),
        Move::Pass => "Pass".into(),
        Move::Place { kind, at } => {
            let row = match kind {
                Kind::Tott => 0,
                Kind::Tzarra => 1,
                Kind::Tzaar => 2,
            };
            format!("OnBoard {} {row} {}", ["wr", "br"][p], spaced(at))
        }
    }
}
