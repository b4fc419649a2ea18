//! Fox and Geese rules core: Two Foxes (Halatafl) and standard Fox and Geese.
//!
//! The rules as implemented are in `docs/foxgeese.md`. Layout:
//! - [`geometry`]: the 33-point cross, [`Point`], adjacency and jump tables, the pen;
//! - [`variant`]: [`Variant`] and its text;
//! - [`position`]: validated [`Position`], [`Setup`], the position text, start positions;
//! - [`moves`]: [`Move`], move generation, [`perft`];
//! - [`outcome`]: [`End`], the end conditions in their order of precedence;
//! - [`notation`]: two-stage move parsing ([`UncheckedMove`], then legality);
//! - [`game`]: [`Game`] (history, threefold repetition, records, [`GameRules`](crate::games::GameRules)).
//!
//! These are the rules, which name nothing above the games; [`pack`] is what Fox and Geese
//! adds to the layers above (computer player, picker walk, puzzles, fit), a layer of its own;
//! [`solver`] the exact solver and its tables.

pub mod game;
pub mod geometry;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod pack;
pub mod plugin;
pub mod position;
pub mod solver;
pub mod variant;

pub use game::{Game, RecordError, RecordErrorKind};
pub use geometry::{Bits, PEN, Point, UnknownPoint};
pub use moves::{MAX_LANDINGS, Move, QUIET_LIMIT, perft};
pub use notation::{IllegalMove, MoveError, SyntaxError, UncheckedMove};
pub use outcome::End;
pub use plugin::{FoxMoveError, KIND, spec};
pub use position::{Piece, Position, PositionError, PositionProblem, Setup, parse_position_arg};
pub use variant::{GeeseCount, Variant, VariantError};

/// One entry per legal move: its canonical text and the perft count below it, sorted by text.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let next = moves::apply(pos, m);
            (m.to_string(), perft(&next, depth.saturating_sub(1)))
        })
        .collect();
    out.sort();
    out
}

/// The legal moves' canonical texts, sorted.
pub fn legal_move_texts(pos: &Position) -> Vec<String> {
    let mut out: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    out.sort();
    out
}
