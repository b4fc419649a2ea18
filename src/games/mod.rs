//! The rules cores, one module per game, and the game-agnostic face the upper layers use.
//!
//! Rules cores are pure: no I/O, no async, no clocks. Positions are validated when built,
//! illegal moves come back as typed errors, and nothing here panics on any input.

pub mod any;
pub mod foxgeese;
pub mod tzaar;

pub use any::{AnyGame, AnyMoveError, GameKind, GameSpec, TzaarSetup};

use std::fmt;

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

/// How a finished game ended: the winning seat (`None` for a draw) and why, as a short
/// machine-readable reason key (for the message catalogue) plus a human sentence in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Seat>,
    /// Stable key such as `no-tzaar`, `no-capture`, `pen-filled`, `quiet-draw`.
    pub reason: &'static str,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(seat) => write!(f, "{seat:?} wins ({})", self.reason),
            None => write!(f, "draw ({})", self.reason),
        }
    }
}

/// The game-agnostic face of a game in progress (start position plus the moves played).
///
/// The play layer, the renderer and the computer players see games through this trait, so
/// they work the same for every game. Moves cross it as text in the game's own notation.
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
}
