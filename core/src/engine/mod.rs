//! Computer opponents for every game: levels, search limits and the one entry point
//! [`choose`] that returns the computer's whole turn as canonical move text.
//!
//! # Levels
//! - [`Level::Random`]: uniform legal single moves (a TZAAR turn is drawn move by move).
//! - [`Level::Greedy`]: the turn with the best immediate material (TZAAR: the whole turn,
//!   material only; Fox and Geese: a fox takes the most geese, a goose avoids giving the
//!   most away), ties broken at random.
//! - [`Level::Easy`], [`Level::Medium`], [`Level::Hard`]: iterative-deepening alpha-beta
//!   (negamax, principal-variation search, transposition table with Zobrist hashing, killer
//!   and history move ordering; for TZAAR also late-move reductions, aspiration windows and
//!   a quiescence search of decisive captures, see TZAAR's player in its pack). Easy looks one turn ahead
//!   with a noisy evaluation (so a beginner can beat it); medium two turns with the full
//!   evaluation; hard has no depth cap and a time budget (2 s by default). For TZAAR the
//!   evaluation is the fitted one of `games::tzaar::pack::player::eval`.
//!
//! - [`Level::Perfect`]: exact play from solved tables (Fox and Geese; the [`Oracle`] the
//!   application opens and passes in [`Engine::oracle`]): it keeps a won position won by a
//!   move to the fastest win, a lost one by the longest defence, a drawn one drawn, ties
//!   broken by the seed. Where no table covers the position (a game without tables, a goose
//!   count or variant not solved, or a value the quiet-move counter leaves unknown) it
//!   searches exactly as hard, with hard's limits. The play layer accepts a perfect
//!   challenge only where the game has tables ([`perfect_has_tables`]).
//!
//! The ladder, measured with the lab's `tablero-lab match` (the `lab/` crate of the
//! workspace; figures in docs/engine.md): at the bot's budgets (hard 2 s) each level scores
//! at least 75% against the one below; with hard held to 200 ms, its edge over medium drops
//! to about 72%.
//!
//! # Limits, time and determinism
//! A search stops at the first of [`Limits::depth`] (single moves, iterations of iterative
//! deepening), [`Limits::nodes`] (positions visited) and [`Limits::time`] (wall clock, checked
//! every 256 nodes against the budget less a small margin, so it is not exceeded), and also
//! when the cancel flag of [`choose_cancellable`] is raised. The move of the last
//! *completed* iteration is played (the first iteration always completes; it is tiny). With
//! a time budget, iterative deepening also plans: it does not start an iteration it expects
//! not to finish, and stops early when the best move has stayed the same for a while.
//!
//! Everything but the clock is deterministic: ties are broken by an RNG seeded with the `seed`
//! argument (root move order, greedy and random choices, easy's evaluation noise), node counts
//! are exact, and with `time: None` nothing is shared between calls (with a time budget the
//! TZAAR transposition table is kept for the game's next turn). So with `time: None` the
//! same game, level, limits and seed always give the same move; with a time limit the depth
//! reached, and so the move, may vary with the machine's load. Tests that need reproducibility use node or depth
//! limits; play uses [`Level::limits`], whose time budget is a hard cap.
//!
//! The search is CPU-only and synchronous: run it on the bounded [`Pool`].
//!
//! # What the lab uses
//! The lab (`lab/`: engine matches, `think`, the weight fitting) drives this one engine
//! through [`Engine`] and [`choose_with`] (a level with other TZAAR weights, or without the
//! endgame solver), derives its seeds with [`mix`], and fits the TZAAR evaluation through
//! TZAAR's pack (`games::tzaar::pack::player::eval`: its features and `Weights`).
//!
//! # The games' players
//! Each game's computer player is its pack's (`games/<game>/pack/player`), an implementation
//! of [`Player`]; the engine finds it by the game's key among the players registered at
//! start (`packs::install`, from the one list of packs, above this layer), so the engine
//! names no game. A game without one is not offered against the computer.

mod oracle;
pub(crate) mod player;
pub mod pool;
pub(crate) mod rng;
pub(crate) mod search;

use std::sync::RwLock;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::games::value::Value;
use crate::games::{AnyGame, GameKind};

pub use oracle::Oracle;
pub(crate) use oracle::Tables;
pub use player::Engine;
pub(crate) use player::Player;
pub use pool::{Cancel, Pool, PoolError};
pub use rng::{Rng, mix};
use search::Control;
pub(crate) use search::MATE;
pub use search::{Choice, Limits, MATE_BOUND};

pub use crate::domain::Level;

/// Each level's search limits.
impl Level {
    /// The default limits of this level (for TZAAR; see [`Level::limits_for`]). Depths count
    /// single moves. Random and greedy do not search, so they have none.
    pub fn limits(self) -> Limits {
        match self {
            Level::Random | Level::Greedy => Limits::default(),
            Level::Easy => Limits {
                time: Some(Duration::from_millis(200)),
                nodes: None,
                depth: Some(2),
            },
            Level::Medium => Limits {
                time: Some(Duration::from_millis(500)),
                nodes: None,
                depth: Some(4),
            },
            // Perfect searches as hard wherever no table covers the position.
            Level::Hard | Level::Perfect => Limits {
                time: Some(HARD_TIME),
                nodes: None,
                depth: None,
            },
        }
    }

    /// The default limits of this level for one game; the time budgets are the same in
    /// every game. In Fox and Geese the depth caps are what makes the ladder: geese that see
    /// 6 single moves ahead are all but unbeatable for the foxes of any of our levels in
    /// Halatafl, so easy looks 2 moves ahead (with its evaluation noise) and medium 4, while
    /// hard has no cap (see docs/foxgeese.md, "The computer players", for the matches).
    pub fn limits_for(self, kind: GameKind) -> Limits {
        match player(kind) {
            Some(p) => p.level_limits(self, self.limits()),
            None => self.limits(),
        }
    }

    /// Whether this level runs a search (and so reports nodes).
    pub fn searches(self) -> bool {
        matches!(
            self,
            Level::Easy | Level::Medium | Level::Hard | Level::Perfect
        )
    }
}

/// Hard's default time budget per turn.
pub const HARD_TIME: Duration = Duration::from_secs(2);

/// The computer's whole turn in `game`, or `None` when the game is over.
///
/// The moves are canonical text accepted by `GameRules::play_text` on `game` (for TZAAR the
/// turn may also be played as `choice.text()`). See the module documentation for how
/// `limits` and `seed` interact.
pub fn choose(game: &AnyGame, level: Level, limits: &Limits, seed: u64) -> Option<Choice> {
    let never = AtomicBool::new(false);
    choose_cancellable(game, level, limits, seed, &never)
}

/// [`choose`] that also stops (with the best move found so far) once `cancel` is set.
pub fn choose_cancellable(
    game: &AnyGame,
    level: Level,
    limits: &Limits,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<Choice> {
    choose_with(game, &Engine::new(level), limits, seed, cancel)
}

/// [`choose_cancellable`] for any engine configuration.
///
/// With a time limit (play), the TZAAR transposition table is kept for the same side's next
/// turn in the same game; without one (node or depth limits) every search starts afresh, so
/// it stays reproducible.
pub fn choose_with(
    game: &AnyGame,
    engine: &Engine,
    limits: &Limits,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<Choice> {
    let level = engine.level;
    let limits = if limits.is_unbounded() {
        level.limits_for(game.kind())
    } else {
        *limits
    };
    let player = player(game.kind())?;
    if level == Level::Perfect {
        if let Some(choice) = player.perfect(game, &engine.oracle, seed) {
            return Some(choice);
        }
        // No table covers the position: hard's search, with the same limits.
        let hard = Engine {
            level: Level::Hard,
            ..engine.clone()
        };
        let mut control = Control::new(&limits, cancel);
        return player.choose(game, &hard, &mut control, seed);
    }
    let mut control = Control::new(&limits, cancel);
    player.choose(game, engine, &mut control, seed)
}

/// The exact value of `game` for the side to move (`win N`, `loss N`, `draw`, N single moves
/// to the end with best play), where `oracle` has a table for it.
pub fn exact(game: &AnyGame, oracle: &Oracle) -> Option<Value> {
    player(game.kind())?.exact(game, oracle)
}

/// How many of a side's own turns `plies` single moves to the end take in `kind`, from the
/// start of its turn (for a win or loss in `plies`, as [`Choice::score`] near [`MATE_BOUND`]
/// and exact values count them).
pub fn turns_to_end(kind: GameKind, plies: u32) -> u32 {
    match player(kind) {
        Some(p) => p.turns(plies),
        None => plies.div_ceil(2),
    }
}

/// Whether the game has a perfect level at all (solved tables may exist for it; Fox and
/// Geese only).
pub fn has_perfect_level(kind: GameKind) -> bool {
    player(kind).is_some_and(|p| p.has_perfect_level())
}

/// Whether the perfect level has any table for `game` in `oracle` (for its variant, with at
/// most as many geese as are on the board): where it has none it would only ever search as
/// hard, so a challenge at that level is better refused.
pub fn perfect_has_tables(game: &AnyGame, oracle: &Oracle) -> bool {
    player(game.kind()).is_some_and(|p| p.has_tables(game, oracle))
}

/// The computer players registered, one a game: the packs' (`packs::install`, at start),
/// and any a test adds. A list filled from above rather than one written here, so that the
/// engine names no game and a game's player lives in its own folder.
static PLAYERS: RwLock<Vec<&'static dyn Player>> = RwLock::new(Vec::new());

/// Registers a game's computer player; a second one for the same game is ignored.
pub(crate) fn register(player: &'static dyn Player) {
    let mut players = PLAYERS.write().unwrap_or_else(|e| e.into_inner());
    if !players.iter().any(|p| p.game() == player.game()) {
        players.push(player);
    }
}

/// The computer player of a game, if it has one.
pub(crate) fn player(kind: GameKind) -> Option<&'static dyn Player> {
    let players = PLAYERS.read().unwrap_or_else(|e| e.into_inner());
    players.iter().copied().find(|p| p.game() == kind.key())
}

/// Whether the computer plays this game.
pub fn plays(kind: GameKind) -> bool {
    player(kind).is_some()
}

/// A hint for the player to move: the turn the medium level would play, with
/// [`hint_limits`].
pub fn hint(game: &AnyGame, seed: u64) -> Option<Choice> {
    choose(game, Level::Medium, &hint_limits(game.kind()), seed)
}

/// A hint that uses exact values: where `oracle` covers the position, the perfect level's
/// move (one that keeps the value) and the value for the side to move; elsewhere
/// [`hint`]'s search, without a value.
pub fn hint_exact(
    game: &AnyGame,
    oracle: &Oracle,
    seed: u64,
    cancel: &AtomicBool,
) -> Option<(Choice, Option<Value>)> {
    let player = player(game.kind())?;
    if let Some(choice) = player.perfect(game, oracle, seed)
        && let Some(value) = player.exact(game, oracle)
    {
        return Some((choice, Some(value)));
    }
    choose_cancellable(game, Level::Medium, &hint_limits(game.kind()), seed, cancel)
        .map(|choice| (choice, None))
}

/// The limits of a hint: medium's, but in Fox and Geese with medium's depth as it was
/// before it was capped at 4 for the ladder (8 single moves, within medium's time), since
/// a hint should be a good move.
pub fn hint_limits(kind: GameKind) -> Limits {
    let limits = Level::Medium.limits_for(kind);
    match player(kind) {
        Some(p) => p.hint_limits(limits),
        None => limits,
    }
}
