//! What every search shares: the limits a search stops at, the turn it returns, mate scores
//! and their transposition-table form, and the [`Control`] that counts nodes and watches the
//! clock and the cancel flag.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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

    pub(crate) fn is_unbounded(&self) -> bool {
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
    /// Whether the search runs against the clock (play) rather than to a fixed depth or
    /// node count (reproducible runs).
    pub(crate) fn has_time_limit(&self) -> bool {
        self.deadline.is_some()
    }

    pub(crate) fn new(limits: &Limits, cancel: &'a AtomicBool) -> Control<'a> {
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
