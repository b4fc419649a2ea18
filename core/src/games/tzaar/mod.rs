//! TZAAR rules core (the rules as implemented: `docs/tzaar.md`).
//!
//! Layout: [`geometry`] (spaces and lines), [`pieces`], [`position`] (validated positions and
//! their text), [`moves`] (generation, legality, perft), [`notation`] (lenient parsing of
//! moves and turns), [`setups`] (fixed, random, tournament), [`game`] (history and records).
//! These are the rules, which name nothing above the games; [`pack`] is what TZAAR adds to
//! the layers above (computer player, picker walk, puzzles, fit), a layer of its own.

pub mod game;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod pack;
pub mod pieces;
pub mod plugin;
pub mod position;
pub mod records;
pub mod setups;

pub use game::{Game, RecordError};
pub use geometry::Cell;
pub use moves::{IllegalMove, Move, MoveList, divide, legal_move_texts, perft};
pub use notation::{MoveError, SyntaxError};
pub use pieces::{Color, Kind, Stack};
pub use plugin::{KIND, TzaarSetup, spec};
pub use position::{EndReason, Ending, Position, PositionError, Problem, Setup, Step};
pub use setups::SetupKind;

/// Reads a position argument: position text, or `fixed`, or `tournament` (the empty
/// placement board).
pub fn parse_position_arg(arg: &str) -> Result<Position, PositionError> {
    match arg.trim().to_ascii_lowercase().as_str() {
        "fixed" => Ok(setups::fixed()),
        "tournament" => Ok(setups::tournament()),
        _ => arg.parse(),
    }
}
