//! What the engine's per-game players share: the engine configuration ([`Engine`]) and the
//! [`Player`] trait each game's computer player implements, so that the engine's entry
//! points find a game's player by its key and never name a game.

use std::any::Any;
use std::sync::Arc;

use super::oracle::Oracle;
use super::search::{Choice, Control, Limits};
use crate::domain::Level;
use crate::games::AnyGame;
use crate::games::value::Value;

/// A computer player: a level and what it plays with (for the lab's matches between
/// configurations of this engine; play uses [`Engine::new`]).
#[derive(Clone, Debug)]
pub struct Engine {
    pub level: Level,
    /// Evaluation weights for the game's player (`None`: its shipped ones). Held as `Any`
    /// because the weights are the game's own type (TZAAR's `Weights`, fitted by the lab's
    /// `tune`; the shipped ones are `data/engine/tzaar.weights`), which the engine cannot
    /// name: the game's player reads them back as its type and ignores any other.
    pub weights: Option<Arc<dyn Any + Send + Sync>>,
    /// Late-move reductions and aspiration windows (TZAAR).
    pub selective: bool,
    /// The TZAAR endgame solver (hard level, few stacks left).
    pub solver: bool,
    /// The solved tables the perfect level plays from (none: it plays as hard).
    pub oracle: Oracle,
}

impl Engine {
    /// The engine at a level, as the bot plays it.
    pub fn new(level: Level) -> Engine {
        Engine {
            level,
            weights: None,
            selective: true,
            solver: true,
            oracle: Oracle::none(),
        }
    }

    /// The same engine, reading exact values from `oracle`.
    pub fn with_oracle(mut self, oracle: Oracle) -> Engine {
        self.oracle = oracle;
        self
    }
}

/// A game's computer player, as the engine registers it by the game's key (a game's pack
/// hands it over, see `packs`): what it plays and how each level's limits fit the game.
pub(crate) trait Player: Send + Sync {
    /// The key of the game it plays.
    fn game(&self) -> &'static str;
    /// Its whole turn in `game`, or `None` when the game is over or is not its game.
    fn choose(
        &self,
        game: &AnyGame,
        engine: &Engine,
        control: &mut Control,
        seed: u64,
    ) -> Option<Choice>;
    /// How many of a side's own turns `plies` single moves to the end take, counted from
    /// the start of its turn (mate scores and exact values count single moves; players
    /// count turns). One move a turn by default.
    fn turns(&self, plies: u32) -> u32 {
        plies.div_ceil(2)
    }
    /// A level's limits in this game, from the default ones ([`Level::limits`]).
    fn level_limits(&self, _level: Level, limits: Limits) -> Limits {
        limits
    }
    /// A hint's limits, from medium's in this game.
    fn hint_limits(&self, limits: Limits) -> Limits {
        limits
    }
    /// The exact value of `game` for the side to move, where `oracle` has a table for it.
    fn exact(&self, _game: &AnyGame, _oracle: &Oracle) -> Option<Value> {
        None
    }
    /// The perfect level's turn from the tables (a move that keeps the exact value), or
    /// `None` where no table covers the position (the engine then searches as hard).
    fn perfect(&self, _game: &AnyGame, _oracle: &Oracle, _seed: u64) -> Option<Choice> {
        None
    }
    /// Whether the game has a perfect level at all: a solver and a table format (where an
    /// operator may or may not have built the tables).
    fn has_perfect_level(&self) -> bool {
        false
    }
    /// Whether `oracle` has any table the perfect level could use in `game`, now or later
    /// in the game (a game without tables has none).
    fn has_tables(&self, _game: &AnyGame, _oracle: &Oracle) -> bool {
        false
    }
}
