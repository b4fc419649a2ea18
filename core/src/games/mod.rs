//! The rules cores, one module per game, and the game-agnostic face the upper layers use.
//!
//! Rules cores are pure: no I/O, no async, no clocks. Positions are validated when built,
//! illegal moves come back as typed errors, and nothing here panics on any input.

pub mod any;
pub mod foxgeese;
pub mod phrase;
pub mod plugin;
pub mod records;
pub mod registry;
pub mod tzaar;
pub mod value;

pub use any::{AnyGame, AnyMoveError, GameChoice, GameKind, GameSpec, TurnHint, UnknownChoice};
pub use phrase::{Phrase, Word};
pub use tzaar::TzaarSetup;

use std::fmt;

/// Folds what phones and other keyboards type into the ASCII of our notation: fullwidth
/// forms (`ｄ３ｘｄ４`), the ideographic space, and the many dashes and the multiplication sign
/// used for `-` and `x`. Everything else is kept, for the parsers to judge.
pub fn fold_input(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE63}' => '-',
            '\u{00D7}' | '\u{2715}' | '\u{2716}' => 'x',
            c => c,
        })
        .collect()
}

/// One of the two seats at a table. In TZAAR the first seat is White; in Fox and Geese it is
/// the foxes (who move first in every variant we play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub const ALL: [Seat; 2] = [Seat::First, Seat::Second];

    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Why a game ended: by the rules of either game, or away from the board (a resignation, the
/// clock, an agreement, a moderator). One typed list for storage, records, boards and
/// messages; [`EndReason::key`] is its stable text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EndReason {
    /// TZAAR: the loser has no Tzaar left on top of a stack.
    NoTzaar,
    /// TZAAR: no Tzarra left on top.
    NoTzarra,
    /// TZAAR: no Tott left on top.
    NoTott,
    /// TZAAR: the loser had no capture at the start of a turn.
    NoCapture,
    /// Fox and Geese: too few geese remain; the foxes win.
    FewGeese,
    /// Halatafl: the geese fill the nine points of the pen.
    PenFilled,
    /// The foxes cannot move; the geese win.
    FoxesTrapped,
    /// The geese cannot move; the foxes win.
    GeeseTrapped,
    /// Fox and Geese: 50 moves by each side without a capture or a goose moving forward.
    QuietDraw,
    /// Fox and Geese: the same position for the third time.
    Repetition,
    /// The player to move has no legal move and loses: the ending of any game whose rules
    /// say so (the tests' toy game, Nim, among them), with words of its own.
    NoMoves,
    /// A player resigned.
    Resigned,
    /// The player to move ran out of time.
    Timeout,
    /// Both players agreed to a draw.
    AgreedDraw,
    /// A moderator stopped the game: it ends without a result.
    Aborted,
    /// The player to move ran out of time before making any move of the game: it ends
    /// without a result (and unrated), since nothing was played to win or lose.
    Abandoned,
}

impl EndReason {
    pub const ALL: [EndReason; 16] = [
        EndReason::NoTzaar,
        EndReason::NoTzarra,
        EndReason::NoTott,
        EndReason::NoCapture,
        EndReason::FewGeese,
        EndReason::PenFilled,
        EndReason::FoxesTrapped,
        EndReason::GeeseTrapped,
        EndReason::QuietDraw,
        EndReason::Repetition,
        EndReason::NoMoves,
        EndReason::Resigned,
        EndReason::Timeout,
        EndReason::AgreedDraw,
        EndReason::Aborted,
        EndReason::Abandoned,
    ];

    /// The stable key used in storage, records and the message catalogue.
    pub fn key(self) -> &'static str {
        match self {
            EndReason::NoTzaar => "no-tzaar",
            EndReason::NoTzarra => "no-tzarra",
            EndReason::NoTott => "no-tott",
            EndReason::NoCapture => "no-capture",
            EndReason::FewGeese => "few-geese",
            EndReason::PenFilled => "pen-filled",
            EndReason::FoxesTrapped => "foxes-trapped",
            EndReason::GeeseTrapped => "geese-trapped",
            EndReason::QuietDraw => "quiet-draw",
            EndReason::Repetition => "repetition",
            EndReason::NoMoves => "no-moves",
            EndReason::Resigned => "resigned",
            EndReason::Timeout => "timeout",
            EndReason::AgreedDraw => "agreed-draw",
            EndReason::Aborted => "aborted",
            EndReason::Abandoned => "abandoned",
        }
    }

    /// The reason with this key.
    pub fn from_key(key: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.key() == key)
    }

    /// Whether the game was ended away from the board (by a player, the clock or a
    /// moderator) rather than by its rules: the position alone does not show such an end.
    pub fn off_board(self) -> bool {
        matches!(
            self,
            EndReason::Resigned
                | EndReason::Timeout
                | EndReason::AgreedDraw
                | EndReason::Aborted
                | EndReason::Abandoned
        )
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// How a finished game ended: the winning seat (`None` for a draw, or for no result when a
/// moderator stopped it) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Seat>,
    pub reason: EndReason,
}

impl Outcome {
    /// The player in `loser` resigned.
    pub fn resignation(loser: Seat) -> Outcome {
        Outcome {
            winner: Some(loser.other()),
            reason: EndReason::Resigned,
        }
    }

    /// The player in `loser` ran out of time.
    pub fn timeout(loser: Seat) -> Outcome {
        Outcome {
            winner: Some(loser.other()),
            reason: EndReason::Timeout,
        }
    }

    /// Both players agreed to a draw.
    pub fn agreed_draw() -> Outcome {
        Outcome {
            winner: None,
            reason: EndReason::AgreedDraw,
        }
    }

    /// Stopped by a moderator, without a result.
    pub fn aborted() -> Outcome {
        Outcome {
            winner: None,
            reason: EndReason::Aborted,
        }
    }

    /// A game whose player to move let the time run out before their first move.
    pub fn abandoned() -> Outcome {
        Outcome {
            winner: None,
            reason: EndReason::Abandoned,
        }
    }

    /// Whether the game has a result (a win or a draw), unlike one stopped by a moderator
    /// or abandoned before a first move.
    pub fn has_result(self) -> bool {
        !matches!(self.reason, EndReason::Aborted | EndReason::Abandoned)
    }

    /// The result as a record writes it, with the game's phrases for the two seats' wins
    /// (`white wins`, `foxes win`): `white wins (no-tott)`, `draw (repetition)`,
    /// `no result (aborted)`.
    pub fn result_text(self, wins: [&str; 2]) -> String {
        match (self.winner, self.has_result()) {
            (Some(seat), _) => format!("{} ({})", wins[seat.index()], self.reason),
            (None, true) => format!("draw ({})", self.reason),
            (None, false) => format!("no result ({})", self.reason),
        }
    }

    /// Reads [`Outcome::result_text`] back (any letter case); `None` for text in another
    /// form, such as `in progress`.
    pub fn parse_result(text: &str, wins: [&str; 2]) -> Option<Outcome> {
        let lower = text.trim().to_lowercase();
        let (head, rest) = lower.split_once('(')?;
        let reason = EndReason::from_key(rest.strip_suffix(')')?.trim())?;
        let winner = match head.trim() {
            "draw" | "no result" => None,
            other => Some(
                Seat::ALL
                    .into_iter()
                    .find(|s| wins[s.index()].eq_ignore_ascii_case(other))?,
            ),
        };
        let outcome = Outcome { winner, reason };
        (outcome.result_text(wins).to_lowercase() == lower).then_some(outcome)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(seat) => write!(f, "{seat:?} wins ({})", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}

/// Why an ending from away from the board could not be applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConcludeError {
    #[error("the game is already over")]
    AlreadyOver,
    #[error("`{0}` is decided by the rules, not away from the board")]
    NotOffBoard(EndReason),
}

/// Checks that `outcome` may end a game that is not over yet.
pub(crate) fn check_conclusion(over: bool, outcome: Outcome) -> Result<(), ConcludeError> {
    if over {
        return Err(ConcludeError::AlreadyOver);
    }
    if !outcome.reason.off_board() {
        return Err(ConcludeError::NotOffBoard(outcome.reason));
    }
    Ok(())
}

/// What every game's own type offers (start position plus the moves played), and what
/// [`AnyGame`] offers for any game: the play layer's vocabulary for playing by text.
pub trait GameRules: Clone + Send + Sync + 'static {
    /// The typed error a rejected move comes back with; its `Display` says exactly why.
    type Error: std::error::Error + Clone + Send + Sync + 'static;

    /// The legal single moves in canonical notation, sorted.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays one move, or a whole turn where the game has multi-move turns, from lenient text.
    /// Returns the canonical text of what was played. On error nothing changes.
    fn play_text(&mut self, text: &str) -> Result<Vec<String>, Self::Error>;
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The seat whose move it is.
    fn to_move(&self) -> Seat;
    /// The current position in the game's position-text format.
    fn position_text(&self) -> String;
    /// The whole game as record text that can be parsed back and replayed.
    fn record(&self) -> String;
    /// Ends the game away from the board (a resignation, the clock, an agreement, a
    /// moderator): from then on it has this outcome, its record says so, and no move is
    /// legal. Refused when the game is already over or the reason belongs to the rules.
    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError>;
}
