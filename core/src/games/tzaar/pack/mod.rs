//! TZAAR's pack: what the game adds to the layers above its rules (see `crate::packs`).
//! These modules are the packs' layer: they may use the engine and the picker, which the
//! rules beside them never do.
//!
//! - [`player`]: the computer player (levels, search, the fitted evaluation);
//! - `walk`: the picker's walk (a stack, then its target; in placement a type, then a space);
//! - `puzzles`: the puzzle finder, its proofs, the puzzle's board and the bank's file;
//! - [`FIT`]: the analysis's win-probability fit.

pub mod player;
pub(crate) mod puzzles;
pub(crate) mod walk;

use crate::analysis::winprob::Fit;
use crate::packs::Pack;

/// TZAAR's pack, listed in `packs`.
pub static PACK: Pack = Pack {
    game: &super::plugin::TZAAR,
    player: Some(&player::PLAYER),
    walk: Some(&walk::WALK),
    puzzles: Some(&puzzles::FINDER),
    fit: Some(&FIT),
};

/// The analysis's win-probability fit (`tablero-lab winprob`, runs and intervals in
/// docs/analysis.md): 90 self-play games over two runs give `k` 109 (95% 64-215) and 182;
/// 180 is shipped, without offsets (per setup and side they fitted the few games' winners,
/// with intervals wider than the offsets). Refit when the evaluation or the analysis budget
/// changes.
pub static FIT: Fit = Fit {
    game: "tzaar",
    k: 180.0,
    offsets: &[],
    nodes: 600_000,
};
