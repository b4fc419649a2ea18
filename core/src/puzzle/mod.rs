//! Puzzles (issue 29): positions with a forced win whose first turn is **unique**, proved by
//! exhaustive search, kept one a line in the bank files `data/puzzles/*.tsv`, and played
//! turn by turn ([`Puzzle::answer`]). The format, the themes, the difficulty rule and how
//! the bank is made are in `docs/puzzles.md`.
//!
//! - TZAAR ([`tzaar`]): the side to move wins within 1 or 2 of its turns: the opponent is
//!   left without a type (`last-of-type`) or without a capture (`no-capture`).
//! - Fox and Geese ([`foxgeese`]): the geese, to move, win within N goose moves (`trap-in-N`,
//!   or `fill-pen-in-N` in Halatafl), or the foxes, to move, are sure to take K geese within
//!   M fox moves (`win-geese-K-in-M`).
//!
//! "Unique" is by resulting position: two turns that reach the same position (two captures
//! in either order, two chains over the same geese to the same point) are one answer. Every
//! other first turn fails to win in as many turns (or to take as many geese). A puzzle is
//! also exact: it cannot be won in fewer turns.
//!
//! Pure: no I/O, no panics on any input; bad lines and positions are typed errors.

mod bank;
mod foxgeese;
mod line;
mod play;
mod tzaar;

use std::fmt;

use crate::games::{GameKind, Seat};

pub use bank::{bank, by_id};
pub use line::{LineError, LineProblem, bank_text, parse_bank};
pub use play::{AnswerError, PuzzleState, Verdict};

/// The most mover turns a TZAAR puzzle may take (its proofs grow fast with it).
pub const MAX_TZAAR_TURNS: u32 = 2;
/// The most goose moves of a "geese win" puzzle.
pub const MAX_TRAP_MOVES: u32 = 3;
/// The most fox moves of a "win geese" puzzle.
pub const MAX_GAIN_MOVES: u32 = 2;

/// How a TZAAR puzzle's line wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TzaarWin {
    /// The opponent has lost the last stack of a type.
    LastOfType,
    /// The opponent has no capture at the start of its turn.
    NoCapture,
}

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// TZAAR: win within `turns` of your turns (and not sooner); `how` the solution's line
    /// ends (`win-in-2 no-capture`).
    Tzaar { turns: u8, how: TzaarWin },
    /// Fox and Geese, geese to move: the foxes cannot move after at most `moves` goose moves
    /// (`trap-in-2`).
    Trap { moves: u8 },
    /// Halatafl, geese to move: the geese win within `moves`, the line filling the pen
    /// (`fill-pen-in-2`).
    FillPen { moves: u8 },
    /// Fox and Geese, foxes to move: take at least `geese` geese within `moves` fox moves,
    /// whatever the geese do (`win-geese-2-in-1`).
    WinGeese { geese: u8, moves: u8 },
}

impl Theme {
    /// The mover's turns in the puzzle (the N of "in N").
    pub fn turns(self) -> u32 {
        u32::from(match self {
            Theme::Tzaar { turns, .. } => turns,
            Theme::Trap { moves } | Theme::FillPen { moves } | Theme::WinGeese { moves, .. } => {
                moves
            }
        })
    }

    /// The most turns a puzzle of this kind may take (the search's limit).
    pub fn max_turns(self) -> u32 {
        match self {
            Theme::Tzaar { .. } => MAX_TZAAR_TURNS,
            Theme::Trap { .. } | Theme::FillPen { .. } => MAX_TRAP_MOVES,
            Theme::WinGeese { .. } => MAX_GAIN_MOVES,
        }
    }

    /// A short key for grouping (`win-in-2`, `trap`, `fill-pen`, `win-geese`), with the
    /// TZAAR way of winning.
    pub fn family(self) -> String {
        match self {
            Theme::Tzaar { turns, how } => format!("win-in-{turns} {}", how_text(how)),
            Theme::Trap { .. } => "trap".into(),
            Theme::FillPen { .. } => "fill-pen".into(),
            Theme::WinGeese { .. } => "win-geese".into(),
        }
    }
}

fn how_text(how: TzaarWin) -> &'static str {
    match how {
        TzaarWin::LastOfType => "last-of-type",
        TzaarWin::NoCapture => "no-capture",
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Theme::Tzaar { turns, how } => write!(f, "win-in-{turns} {}", how_text(how)),
            Theme::Trap { moves } => write!(f, "trap-in-{moves}"),
            Theme::FillPen { moves } => write!(f, "fill-pen-in-{moves}"),
            Theme::WinGeese { geese, moves } => write!(f, "win-geese-{geese}-in-{moves}"),
        }
    }
}

impl std::str::FromStr for Theme {
    type Err = String;

    fn from_str(s: &str) -> Result<Theme, String> {
        let bad = || format!("unknown theme `{}`", s.chars().take(32).collect::<String>());
        let small = |t: &str| t.parse::<u8>().ok().filter(|n| (1..=20).contains(n));
        if let Some(rest) = s.strip_prefix("win-in-") {
            let (n, how) = rest.split_once(' ').ok_or_else(bad)?;
            let turns = small(n).ok_or_else(bad)?;
            let how = match how {
                "last-of-type" => TzaarWin::LastOfType,
                "no-capture" => TzaarWin::NoCapture,
                _ => return Err(bad()),
            };
            return Ok(Theme::Tzaar { turns, how });
        }
        if let Some(n) = s.strip_prefix("trap-in-") {
            return Ok(Theme::Trap {
                moves: small(n).ok_or_else(bad)?,
            });
        }
        if let Some(n) = s.strip_prefix("fill-pen-in-") {
            return Ok(Theme::FillPen {
                moves: small(n).ok_or_else(bad)?,
            });
        }
        if let Some(rest) = s.strip_prefix("win-geese-") {
            let (k, m) = rest.split_once("-in-").ok_or_else(bad)?;
            return Ok(Theme::WinGeese {
                geese: small(k).ok_or_else(bad)?,
                moves: small(m).ok_or_else(bad)?,
            });
        }
        Err(bad())
    }
}

/// One puzzle of the bank (one line of a bank file, see [`parse_bank`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable name (`tz-0001`, `fg-0001`).
    pub id: String,
    pub game: GameKind,
    /// The rules core's position text (Fox and Geese's includes the variant and counter).
    pub position: String,
    /// The main line, one entry a turn: the mover's first turn, the defender's reply, the
    /// mover's next turn, ... (a TZAAR turn's moves separated by a space).
    pub solution: Vec<String>,
    pub theme: Theme,
    /// 1 (easiest) to 5: see [`difficulty`].
    pub difficulty: u8,
    /// Where the position comes from (`selfplay tzaar seed 17 turn 23`, `littlegolem ...`).
    pub source: String,
}

/// What the solver finds in a position: the puzzle's theme, its main line and how many
/// distinct first turns the mover has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub theme: Theme,
    pub solution: Vec<String>,
    pub first_turns: usize,
}

/// Why a position is not a puzzle, or a puzzle's proof fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofError {
    /// The game has no puzzles (only TZAAR and Fox and Geese do).
    UnsupportedGame(String),
    /// The position text does not read.
    Position(String),
    /// The game is over, or (TZAAR) the position is not at the start of a turn.
    NotPlayable,
    /// No forced win of any theme within the limits.
    NoWin,
    /// More than one first turn wins: two of them.
    NotUnique { first: String, second: String },
    /// The theme does not fit the position (its side to move, or its numbers).
    WrongTheme { claimed: Theme, found: String },
    /// A turn of the solution is illegal or does not keep the win.
    BadLine { turn: usize, why: String },
}

impl fmt::Display for ProofError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProofError::UnsupportedGame(g) => write!(f, "{g} has no puzzles"),
            ProofError::Position(e) => write!(f, "position: {e}"),
            ProofError::NotPlayable => write!(f, "the position is over or mid-turn"),
            ProofError::NoWin => write!(f, "no forced win within the puzzle limits"),
            ProofError::NotUnique { first, second } => {
                write!(f, "not unique: `{first}` and `{second}` both win")
            }
            ProofError::WrongTheme { claimed, found } => {
                write!(f, "the theme says `{claimed}` but the solver finds {found}")
            }
            ProofError::BadLine { turn, why } => write!(f, "solution turn {turn}: {why}"),
        }
    }
}

impl std::error::Error for ProofError {}

/// Searches `position` (the game's position text) for a puzzle: the shortest forced win of
/// the side to move, within the limits above, if its first turn is unique.
///
/// `max_turns` lowers the limit (TZAAR turns, goose moves or fox moves; the generator uses
/// it to bound its cost).
pub fn find(game: GameKind, position: &str, max_turns: u32) -> Result<Found, ProofError> {
    match game.key() {
        "tzaar" => find_tzaar(&tzaar_position(position)?, max_turns),
        "foxgeese" => find_foxgeese(&fg_position(position)?, max_turns),
        other => Err(ProofError::UnsupportedGame(other.to_string())),
    }
}

fn tzaar_position(text: &str) -> Result<crate::games::tzaar::Position, ProofError> {
    text.parse()
        .map_err(|e| ProofError::Position(format!("{e}")))
}

fn fg_position(text: &str) -> Result<crate::games::foxgeese::Position, ProofError> {
    crate::games::foxgeese::Position::from_text(text)
        .map_err(|e| ProofError::Position(format!("{e}")))
}

fn not_unique(first: String, second: String) -> ProofError {
    ProofError::NotUnique { first, second }
}

fn find_tzaar(pos: &crate::games::tzaar::Position, max: u32) -> Result<Found, ProofError> {
    use crate::games::tzaar::EndReason;
    if !tzaar::at_turn_start(pos) || pos.ending().is_some() {
        return Err(ProofError::NotPlayable);
    }
    let me = pos.side();
    for n in 1..=max.min(MAX_TZAAR_TURNS) {
        let wins = tzaar::winning_turns(pos, n, 2);
        match wins.as_slice() {
            [] => continue,
            [a, b, ..] => return Err(not_unique(a.text(), b.text())),
            [first] => {
                let mut line = vec![first.text()];
                let mut at = first.after.clone();
                let mut left = n - 1;
                while at.ending().is_none() && left > 0 {
                    let Some(reply) = tzaar::best_defence(&at, me, left) else {
                        break;
                    };
                    line.push(reply.text());
                    at = reply.after;
                    if at.ending().is_some() {
                        break;
                    }
                    let next = tzaar::winning_turns(&at, left, 1);
                    let Some(next) = next.into_iter().next() else {
                        break;
                    };
                    line.push(next.text());
                    at = next.after;
                    left -= 1;
                }
                let how = match tzaar::end_reason(&at) {
                    Some(EndReason::NoCapture) => TzaarWin::NoCapture,
                    _ => TzaarWin::LastOfType,
                };
                return Ok(Found {
                    theme: Theme::Tzaar {
                        turns: n as u8,
                        how,
                    },
                    solution: line,
                    first_turns: tzaar::distinct_turns(pos).len(),
                });
            }
        }
    }
    Err(ProofError::NoWin)
}

fn find_foxgeese(pos: &crate::games::foxgeese::Position, max: u32) -> Result<Found, ProofError> {
    use crate::games::foxgeese::End;
    if pos.end().is_some() {
        return Err(ProofError::NotPlayable);
    }
    let firsts = foxgeese::distinct_moves(pos);
    let first_turns = firsts.len();
    if pos.to_move() == Seat::Second {
        for n in 1..=max.min(MAX_TRAP_MOVES) {
            let wins: Vec<&foxgeese::Step> = firsts
                .iter()
                .filter(|s| foxgeese::foxes_lose_within(&s.after, n - 1) || won(&s.after))
                .collect();
            match wins.as_slice() {
                [] => continue,
                [a, b, ..] => return Err(not_unique(a.mv.to_string(), b.mv.to_string())),
                [first] => {
                    let (line, end) = trap_line(first, n);
                    let theme = if end == Some(End::PenFilled) {
                        Theme::FillPen { moves: n as u8 }
                    } else {
                        Theme::Trap { moves: n as u8 }
                    };
                    return Ok(Found {
                        theme,
                        solution: line,
                        first_turns,
                    });
                }
            }
        }
        return Err(ProofError::NoWin);
    }
    let mut before = 0;
    for m in 1..=max.min(MAX_GAIN_MOVES) {
        let gains: Vec<i32> = firsts
            .iter()
            .map(|s| foxgeese::gain_of(pos, &s.mv, m))
            .collect();
        let best = gains.iter().copied().max().unwrap_or(foxgeese::LOST);
        if best >= foxgeese::WON || best <= before || (m == 1 && best < 2) {
            before = before.max(best);
            if best >= foxgeese::WON {
                return Err(ProofError::NoWin);
            }
            continue;
        }
        let winners: Vec<usize> = (0..firsts.len()).filter(|&i| gains[i] == best).collect();
        if let [a, b, ..] = winners.as_slice() {
            return Err(not_unique(
                firsts[*a].mv.to_string(),
                firsts[*b].mv.to_string(),
            ));
        }
        let Some(first) = winners.first().map(|&i| &firsts[i]) else {
            return Err(ProofError::NoWin);
        };
        return Ok(Found {
            theme: Theme::WinGeese {
                geese: best as u8,
                moves: m as u8,
            },
            solution: gain_line(first, m),
            first_turns,
        });
    }
    Err(ProofError::NoWin)
}

fn won(pos: &crate::games::foxgeese::Position) -> bool {
    pos.end().is_some_and(|e| e.winner() == Some(Seat::Second))
}

/// The main line of a "geese win" puzzle from its first move: the foxes hold out longest,
/// the geese win as fast as they can (ties by text).
fn trap_line(first: &foxgeese::Step, n: u32) -> (Vec<String>, Option<crate::games::foxgeese::End>) {
    let mut line = vec![first.mv.to_string()];
    let mut at = first.after;
    let mut left = n - 1;
    while at.end().is_none() && left > 0 {
        let replies = foxgeese::distinct_moves(&at);
        let reply = replies.iter().max_by(|a, b| {
            let da = fox_holds(&a.after, left);
            let db = fox_holds(&b.after, left);
            da.cmp(&db)
                .then_with(|| b.mv.to_string().cmp(&a.mv.to_string()))
        });
        let Some(reply) = reply else { break };
        line.push(reply.mv.to_string());
        at = reply.after;
        if at.end().is_some() {
            break;
        }
        let Some(d) = foxgeese::geese_distance(&at, left) else {
            break;
        };
        let next = foxgeese::distinct_moves(&at)
            .into_iter()
            .find(|s| won(&s.after) || (d > 1 && foxgeese::foxes_lose_within(&s.after, d - 1)));
        let Some(next) = next else { break };
        line.push(next.mv.to_string());
        at = next.after;
        left -= 1;
    }
    (line, at.end())
}

/// How long the foxes hold out after their move (geese to move), within `max`.
fn fox_holds(pos: &crate::games::foxgeese::Position, max: u32) -> u32 {
    match pos.end() {
        Some(e) if e.winner() == Some(Seat::Second) => 0,
        Some(_) => u32::MAX,
        None => foxgeese::geese_distance(pos, max).unwrap_or(u32::MAX - 1),
    }
}

/// The main line of a "win geese" puzzle: the geese give up as little as they can, the
/// foxes take as much as they are sure of (ties by text).
fn gain_line(first: &foxgeese::Step, m: u32) -> Vec<String> {
    let mut line = vec![first.mv.to_string()];
    let mut at = first.after;
    let mut left = m - 1;
    while at.end().is_none() && left > 0 {
        let replies = foxgeese::distinct_moves(&at);
        let reply = replies.iter().min_by(|a, b| {
            foxgeese::fox_gain(&a.after, left)
                .cmp(&foxgeese::fox_gain(&b.after, left))
                .then_with(|| a.mv.to_string().cmp(&b.mv.to_string()))
        });
        let Some(reply) = reply else { break };
        line.push(reply.mv.to_string());
        at = reply.after;
        if at.end().is_some() {
            break;
        }
        let moves = foxgeese::distinct_moves(&at);
        let best = moves.iter().max_by(|a, b| {
            foxgeese::gain_of(&at, &a.mv, left)
                .cmp(&foxgeese::gain_of(&at, &b.mv, left))
                .then_with(|| b.mv.to_string().cmp(&a.mv.to_string()))
        });
        let Some(best) = best else { break };
        line.push(best.mv.to_string());
        at = best.after;
        left -= 1;
    }
    line
}

/// The difficulty rule (docs/puzzles.md): `2N - 1` for a puzzle of N mover turns, one more
/// when the easy level does not play the answer, one more when the mover has many first
/// turns to choose from (`wide`: at least 400 in TZAAR, 12 in Fox and Geese), at most 5.
pub fn difficulty(turns: u32, engine_finds: bool, first_turns: usize, game: GameKind) -> u8 {
    let wide = if game.key() == "tzaar" { 400 } else { 12 };
    let score =
        2 * turns.clamp(1, 3) - 1 + u32::from(!engine_finds) + u32::from(first_turns >= wide);
    score.min(5) as u8
}

impl Puzzle {
    /// The main line, turn by turn.
    pub fn solution(&self) -> &[String] {
        &self.solution
    }

    /// The side that solves the puzzle (the side to move in its position).
    pub fn mover(&self) -> Result<Seat, ProofError> {
        match self.game.key() {
            "tzaar" => Ok(match tzaar_position(&self.position)?.side() {
                crate::games::tzaar::Color::White => Seat::First,
                crate::games::tzaar::Color::Black => Seat::Second,
            }),
            "foxgeese" => Ok(fg_position(&self.position)?.to_move()),
            other => Err(ProofError::UnsupportedGame(other.to_string())),
        }
    }
}
#[cfg(test)]
mod tests;
