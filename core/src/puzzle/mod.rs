//! Puzzles (issue 29): positions with a forced win whose first turn is **unique**, proved by
//! exhaustive search, kept one a line in the bank files `data/puzzles/*.tsv`, and played
//! turn by turn ([`Puzzle::answer`]). The format, the themes, the difficulty rule and how
//! the bank is made are in `docs/puzzles.md`.
//!
//! - TZAAR: the side to move wins within 1 or 2 of its turns: the opponent is left without a
//!   type (`last-of-type`) or without a capture (`no-capture`).
//! - Fox and Geese: the geese, to move, win within N goose moves (`trap-in-N`, or
//!   `fill-pen-in-N` in Halatafl), or the foxes, to move, are sure to take K geese within M
//!   fox moves (`win-geese-K-in-M`).
//!
//! Each game's finder and proofs are its pack's (`games/<game>/pack/puzzles/`), a [`Finder`]
//! registered at start and found by the game's key ([`finder`]): this layer holds what every
//! game's puzzles share (the themes, the bank's lines, playing a puzzle turn by turn) and
//! names no game.
//!
//! "Unique" is by resulting position: two turns that reach the same position (two captures
//! in either order, two chains over the same geese to the same point) are one answer. Every
//! other first turn fails to win in as many turns (or to take as many geese). A puzzle is
//! also exact: it cannot be won in fewer turns.
//!
//! Pure: no I/O, no panics on any input; bad lines and positions are typed errors.

mod bank;
pub(crate) mod finder;
mod line;
pub(crate) mod play;

use std::fmt;

use crate::games::GameKind;

pub use bank::{bank, by_id};
pub(crate) use finder::{Board, Finder, Goal};
pub use finder::{difficulty, find};
pub use line::{LineError, LineProblem, bank_text, parse_bank};
pub use play::{PuzzleState, Verdict};

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

/// Why an answer could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The puzzle itself does not read or the state does not replay on it.
    Puzzle(ProofError),
    /// The turn is not legal (the rules core's reason).
    Illegal(String),
    /// Only the first move of a TZAAR turn was given.
    IncompleteTurn,
    /// The puzzle is already over in this state.
    Finished,
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnswerError::Puzzle(e) => write!(f, "{e}"),
            AnswerError::Illegal(why) => write!(f, "{why}"),
            AnswerError::IncompleteTurn => write!(f, "give the whole turn (both moves)"),
            AnswerError::Finished => write!(f, "the puzzle is already over"),
        }
    }
}

impl std::error::Error for AnswerError {}

/// Two first turns that both win: the puzzle is not unique.
pub(crate) fn not_unique(first: String, second: String) -> ProofError {
    ProofError::NotUnique { first, second }
}

impl Puzzle {
    /// The main line, turn by turn.
    pub fn solution(&self) -> &[String] {
        &self.solution
    }
}
