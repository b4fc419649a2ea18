//! Game packs (issue 38): what each game adds to the layers above its rules, handed over as
//! one value per game ([`Pack`]) and listed once ([`PACKS`]).
//!
//! A game's folder, `games/<game>/`, holds its rules (layer 0: they name nothing above the
//! games) and its pack, `games/<game>/pack/`: its computer player (an `engine::Player`), its
//! picker walk (a `picker::Walk`), its puzzles (a `puzzle::Finder`: proofs, board and bank),
//! its win-probability fit (`analysis::winprob::Fit`). The
//! pack's modules sit in this layer, above the engine, the picker, the puzzles and the
//! analysis whose traits they implement, and below the play layer. The generic layers never
//! name a game: each keeps a list of the parts registered with it, filled at start by
//! [`install`] from [`PACKS`], and finds a game's part there by the game's key. The front
//! ends, the lab, the benches and the tests call [`install`] where they start (`Table::new`
//! calls it too); a game without a part in a layer is what that layer does without one (no
//! computer player, the picker's walk over legal moves, no puzzles, no fit).
//!
//! `src/layers.rs` holds the rule: a pack's files are this layer's, a game's rules name no
//! layer above the games, and the engine, the picker, the puzzles and the analysis name no
//! game.

mod list;

use crate::analysis::winprob::{self, Fit};
use crate::engine::{self, Player};
use crate::games::plugin::GameDef;
use crate::picker::Walk;
use crate::puzzle::{Finder, finder};

pub use list::{PACKS, install};

/// One game's pack: its definition and the parts it hands each layer (each optional).
pub struct Pack {
    /// The game, as the games' registry lists it.
    pub game: &'static dyn GameDef,
    /// Its computer player (none: it is not offered against the computer).
    pub(crate) player: Option<&'static dyn Player>,
    /// Its picker walk (none: the picker offers its legal moves).
    pub(crate) walk: Option<&'static dyn Walk>,
    /// Its puzzles: the proofs, the board, the bank (none: it has no puzzles).
    pub(crate) puzzles: Option<&'static dyn Finder>,
    /// Its win-probability fit for the analysis (none: the default scale).
    pub fit: Option<&'static Fit>,
}

impl Pack {
    /// Hands each layer its part of this pack.
    fn install(&'static self) {
        if let Some(player) = self.player {
            engine::register(player);
        }
        if let Some(walk) = self.walk {
            crate::picker::model::register(walk);
        }
        if let Some(puzzles) = self.puzzles {
            finder::register(puzzles);
        }
        if let Some(fit) = self.fit {
            winprob::register(fit);
        }
    }
}
