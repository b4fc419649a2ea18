//! What a game's own picker walk provides, and what the walk of every game shares: the
//! stage a walk stands at (a menu of options and the buttons beside it) and the step after a
//! choice. Each game's walk is its pack's (`games/<game>/pack/walk.rs`), registered at start
//! and found by the game's key in [`super::model`]; a game without one is walked through its
//! legal moves (`any.rs`).

use super::labels::{Counted, PickLine};
use super::menus::Opt;
use crate::games::AnyGame;
use crate::render::LastTurn;

/// One stage of a walk: a menu of options and the buttons beside it.
pub(crate) struct Stage {
    pub prompt: PickLine,
    pub options: Vec<Opt>,
    pub counted: Counted,
    /// The turn may end with a pass here.
    pub pass: bool,
    /// The turn may stop here (a chain of jumps that may end).
    pub stop: bool,
    /// The moves of the turn chosen so far, canonical.
    pub chosen: Vec<String>,
    pub board: AnyGame,
    pub highlight: LastTurn,
}

/// Where a walk goes after a choice.
pub(crate) enum Next {
    /// Another stage of the same walk.
    Walking(Box<dyn WalkState>),
    /// Every choice is made: the turn as text and as the board draws it.
    Done {
        board: AnyGame,
        moves: Vec<String>,
        marks: LastTurn,
    },
}

/// A game's walk, registered by the game's key in [`super::model`] (a game's pack hands it
/// over, see `packs`).
pub(crate) trait Walk: Sync {
    /// The key of the game it walks.
    fn game(&self) -> &'static str;
    /// The first stage of the turn to move in `game` (`None`: not its game, or over).
    fn start(&self, game: &AnyGame) -> Option<Box<dyn WalkState>>;
}

/// Where a walk stands.
pub(crate) trait WalkState: Send + Sync {
    /// The stage it stands at.
    fn stage(&self) -> Stage;
    /// After choosing option `item` (already checked to be offered).
    fn choose(&self, item: u8) -> Option<Next>;
    /// After a pass, where [`Stage::pass`] offers one.
    fn pass(&self) -> Option<Next> {
        None
    }
    /// After stopping, where [`Stage::stop`] offers it.
    fn stop(&self) -> Option<Next> {
        None
    }
}

/// Moves as their canonical texts.
pub(crate) fn texts<T: ToString>(moves: &[T]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}
