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
//!   a quiescence search of decisive captures, see [`tzaar`]). Easy looks one turn ahead
//!   with a noisy evaluation (so a beginner can beat it); medium two turns with the full
//!   evaluation; hard has no depth cap and a time budget (2 s by default). For TZAAR the
//!   evaluation is the fitted one of [`tzaar::eval`].
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
//! [`tzaar::eval`] (its features and [`TzaarWeights`]).

mod foxgeese;
pub mod pool;
mod rng;
pub mod tzaar;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::games::{AnyGame, GameKind};

pub use pool::{Cancel, Pool, PoolError};
pub use rng::{Rng, mix};
pub use tzaar::eval::Weights as TzaarWeights;
pub use tzaar::search_fixed_depth as tzaar_search_fixed_depth;

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
            Level::Hard => Limits {
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
        let mut limits = self.limits();
        if kind == GameKind::FoxGeese {
            limits.depth = match self {
                Level::Easy => Some(2),
                Level::Medium => Some(4),
                _ => limits.depth,
            };
        }
        limits
    }

    /// Whether this level runs a search (and so reports nodes).
    pub fn searches(self) -> bool {
        matches!(self, Level::Easy | Level::Medium | Level::Hard)
    }
}

/// Hard's default time budget per turn.
pub const HARD_TIME: Duration = Duration::from_secs(2);

/// When a search stops: the first limit reached. `None` everywhere means "the level's
/// defaults" (see [`Level::limits`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock budget for the whole turn (not exceeded).
    pub time: Option<Duration>,
    /// Node budget (positions visited), deterministic.
    pub nodes: Option<u64>,
    /// Deepest iteration, in single moves, deterministic.
    pub depth: Option<u32>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }

    fn is_unbounded(&self) -> bool {
        self.time.is_none() && self.nodes.is_none() && self.depth.is_none()
    }
}

/// The computer's turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The single moves of the turn in canonical text (TZAAR: one or two; Fox and Geese: one).
    pub moves: Vec<String>,
    /// The search's score for the side to move, in centi-material units (about 100 per goose
    /// or per ordinary TZAAR piece); beyond ±[`MATE_BOUND`] a forced win or loss.
    pub score: i32,
    /// The deepest completed iteration (single moves); 0 for random, 1 or 2 for greedy.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

impl Choice {
    /// The whole turn as one text, as `GameRules::play_text` accepts it.
    pub fn text(&self) -> String {
        self.moves.join(" ")
    }
}

/// Scores at or beyond this are forced wins (losses when negative).
pub const MATE_BOUND: i32 = 900_000;
pub(crate) const MATE: i32 = 1_000_000;

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

/// A computer player: a level and what it plays with (for the lab's matches between
/// configurations of this engine; play uses [`Engine::new`]).
#[derive(Clone, Debug)]
pub struct Engine {
    pub level: Level,
    /// TZAAR evaluation weights (`None`: the shipped `data/engine/tzaar.weights`).
    pub tzaar_weights: Option<std::sync::Arc<TzaarWeights>>,
    /// Late-move reductions and aspiration windows (TZAAR).
    pub selective: bool,
    /// The TZAAR endgame solver (hard level, few stacks left).
    pub solver: bool,
}

impl Engine {
    /// The engine at a level, as the bot plays it.
    pub fn new(level: Level) -> Engine {
        Engine {
            level,
            tzaar_weights: None,
            selective: true,
            solver: true,
        }
    }
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
    let mut control = Control::new(&limits, cancel);
    match game {
        AnyGame::Tzaar(g) => {
            if g.ending().is_some() {
                return None;
            }
            let keep_table = limits.time.map(|_| {
                let pos = g.position();
                tzaar::hash(g.start()) ^ rng::mix(pos.side().index() as u64 * 8 + level as u64 + 1)
            });
            let setup = tzaar::Setup {
                level,
                weights: engine.tzaar_weights.clone(),
                keep_table,
                selective: engine.selective,
                solver: engine.solver,
            };
            tzaar::choose(g.position(), &setup, &mut control, seed)
        }
        AnyGame::FoxGeese(g) => {
            if g.end().is_some() {
                return None;
            }
            foxgeese::choose(g, level, &mut control, seed)
        }
    }
}

/// A hint for the player to move: the turn the medium level would play, with
/// [`hint_limits`].
pub fn hint(game: &AnyGame, seed: u64) -> Option<Choice> {
    choose(game, Level::Medium, &hint_limits(game.kind()), seed)
}

/// The limits of a hint: medium's, but in Fox and Geese with medium's depth as it was
/// before it was capped at 4 for the ladder (8 single moves, within medium's time), since
/// a hint should be a good move.
pub fn hint_limits(kind: GameKind) -> Limits {
    let mut limits = Level::Medium.limits_for(kind);
    if kind == GameKind::FoxGeese {
        limits.depth = Some(HINT_FOXGEESE_DEPTH);
    }
    limits
}

/// The depth of a Fox and Geese hint, in single moves.
const HINT_FOXGEESE_DEPTH: u32 = 8;

/// A mate score as stored in a transposition table: relative to the stored node rather
/// than the root, so it stays right when the entry is found again at another ply.
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_tt`]: a stored mate score seen from the root at `ply`.
pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Stopping rules shared by the searches.
pub(crate) struct Control<'a> {
    pub(crate) nodes: u64,
    node_limit: u64,
    pub(crate) max_depth: u32,
    deadline: Option<Instant>,
    started: Instant,
    cancel: &'a AtomicBool,
    stopped: bool,
    /// While set (the first iteration), limits are not checked.
    pub(crate) hold: bool,
    /// The limits of a phase of the search (the endgame solver's share), if one runs.
    phase_nodes: u64,
    phase_deadline: Option<Instant>,
}

/// What a search keeps back from its time budget: a twentieth of it, at most 50 ms. The clock
/// is read only every 256 nodes (well under a millisecond), but the thread may be descheduled
/// between the last reading and the return: with two searches on two busy cores a turn of
/// 1000 ms once took 1017 ms against a margin of 10 ms. 50 ms covers a few of the scheduler's
/// time slices and costs hard 2.5% of a 2 s turn.
fn time_margin(budget: Duration) -> Duration {
    (budget / 20).min(Duration::from_millis(50))
}

impl<'a> Control<'a> {
    fn new(limits: &Limits, cancel: &'a AtomicBool) -> Control<'a> {
        let now = Instant::now();
        Control {
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            max_depth: limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH),
            deadline: limits.time.map(|t| now + t - time_margin(t)),
            started: now,
            cancel,
            stopped: false,
            hold: false,
            phase_nodes: u64::MAX,
            phase_deadline: None,
        }
    }

    /// Starts a phase that may use `share` of what is left of the node and time budgets
    /// (with neither, the phase is bounded only by the cancel flag).
    pub(crate) fn begin_phase(&mut self, share: f64) {
        if self.node_limit != u64::MAX {
            let left = self.node_limit.saturating_sub(self.nodes);
            self.phase_nodes = self.nodes + (left as f64 * share) as u64;
        }
        if let Some(deadline) = self.deadline {
            let now = Instant::now();
            self.phase_deadline =
                Some(now + deadline.saturating_duration_since(now).mul_f64(share));
        }
    }

    /// The transposition-table size (as a power of two) for a search that may use
    /// `level_bits`: no bigger than a node budget can fill, so small searches do not pay
    /// for clearing a large table.
    pub(crate) fn table_bits(&self, level_bits: u32) -> u32 {
        if self.node_limit == u64::MAX {
            return level_bits;
        }
        let fill = 64 - self.node_limit.leading_zeros() + 1;
        level_bits.min(fill.max(10))
    }

    /// Whether a node or time budget bounds this search (a depth limit alone does not).
    pub(crate) fn has_budget(&self) -> bool {
        self.node_limit != u64::MAX || self.deadline.is_some()
    }

    /// Ends the phase: the search goes on unless the whole budget is spent.
    pub(crate) fn end_phase(&mut self) {
        self.phase_nodes = u64::MAX;
        self.phase_deadline = None;
        self.stopped = self.nodes >= self.node_limit
            || self.cancel.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d);
    }

    /// Counts a node; returns true when the search must stop.
    #[inline]
    pub(crate) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.hold {
            return false;
        }
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit.min(self.phase_nodes) {
            self.stopped = true;
        } else if self.nodes & 255 == 0 {
            if self.cancel.load(Ordering::Relaxed) {
                self.stopped = true;
            } else if self.deadline.is_some() || self.phase_deadline.is_some() {
                let now = Instant::now();
                if self.deadline.is_some_and(|d| now >= d)
                    || self.phase_deadline.is_some_and(|d| now >= d)
                {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    #[inline]
    pub(crate) fn stopped(&self) -> bool {
        self.stopped && !self.hold
    }

    /// Whether another iteration is worth starting (stopped, or over half the time used
    /// would make it very unlikely to finish).
    pub(crate) fn may_start_iteration(&self, started: Instant) -> bool {
        if self.stopped || self.cancel.load(Ordering::Relaxed) {
            return false;
        }
        match self.deadline {
            Some(deadline) => {
                let now = Instant::now();
                now < deadline && (now - started) < (deadline - now)
            }
            None => true,
        }
    }
}

impl Control<'_> {
    /// The time plan of iterative deepening: whether to start an iteration expected to take
    /// `predicted`, after the best move stayed the same for `stable` iterations. It is not
    /// started when it would not finish within the budget (its work would be thrown
    /// away), when over 55% of the budget is spent, or when the move has been stable for
    /// three iterations and over a quarter is spent (an obvious turn).
    pub(crate) fn may_start_planned(&self, predicted: Duration, stable: u32) -> bool {
        if self.stopped || self.cancel.load(Ordering::Relaxed) {
            return false;
        }
        let Some(deadline) = self.deadline else {
            return true;
        };
        let now = Instant::now();
        if now >= deadline {
            return false;
        }
        let budget = deadline - self.started;
        let spent = now - self.started;
        let remaining = deadline - now;
        if predicted > remaining {
            return false;
        }
        if spent > budget.mul_f64(0.55) {
            return false;
        }
        !(stable >= 3 && spent > budget / 4)
    }
}

/// Deepest iteration any search goes to.
pub(crate) const MAX_DEPTH: u32 = 60;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deadline_keeps_a_margin_for_returning_the_turn() {
        let ms = Duration::from_millis;
        assert_eq!(time_margin(ms(200)), ms(10));
        assert_eq!(time_margin(ms(1000)), ms(50));
        assert_eq!(time_margin(ms(2000)), ms(50));
        assert_eq!(time_margin(ms(30_000)), ms(50));
        let never = AtomicBool::new(false);
        let ctl = Control::new(&Limits::time(ms(2000)), &never);
        let deadline = ctl.deadline.expect("a time budget sets a deadline");
        assert_eq!(deadline - ctl.started, ms(1950));
    }
}
