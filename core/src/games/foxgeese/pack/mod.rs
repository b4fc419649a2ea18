//! Fox and Geese's pack: what the game adds to the layers above its rules (see
//! `crate::packs`). These modules are the packs' layer: they may use the engine and the
//! picker, which the rules beside them never do.
//!
//! - [`player`]: the computer player (alpha-beta for every level, the perfect level from the
//!   solved tables);
//! - `walk`: the picker's walk (a piece, then each landing of its chain);
//! - `puzzles`: the puzzle finder, its proofs, the puzzle's board and the bank's file;
//! - [`FIT`]: the analysis's win-probability fit.

pub mod player;
pub(crate) mod puzzles;
pub(crate) mod walk;

use crate::analysis::winprob::Fit;
use crate::games::Seat;
use crate::packs::Pack;

/// Fox and Geese's pack, listed in `packs`.
pub static PACK: Pack = Pack {
    game: &super::plugin::FOX_GEESE,
    player: Some(&player::PLAYER),
    walk: Some(&walk::WALK),
    puzzles: Some(&puzzles::FINDER),
    fit: Some(&FIT),
};

/// The analysis's win-probability fit (`tablero-lab winprob`, runs and intervals in
/// docs/analysis.md): 30 games give `k` 1537 (95% 1019-3195): the score says little beside
/// the variant and the side to move; in standard Fox and Geese the fox won every game, so
/// its offset is the bound of the fit. Refit when the evaluation or the analysis budget
/// changes.
pub static FIT: Fit = Fit {
    game: "foxgeese",
    k: 1540.0,
    offsets: &[
        ("halatafl", Seat::First, 0.83),
        ("halatafl", Seat::Second, -0.83),
        ("standard+sideways", Seat::First, 1.07),
        ("standard+sideways", Seat::Second, -1.07),
        ("standard", Seat::First, 6.0),
        ("standard", Seat::Second, -6.0),
    ],
    nodes: 300_000,
};
