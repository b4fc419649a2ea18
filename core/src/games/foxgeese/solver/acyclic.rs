//! The solver for the variants without sideways steps, whose game graph has no cycles.
//!
//! Every goose move takes a goose one rank up, so it raises the sum of the geese's ranks by
//! one; a fox step keeps the goose set; a capture lowers the number of geese. So within one
//! table (a fixed number of geese) the goose sets are solved in **waves of falling rank
//! sum**: a goose set's positions with the geese to move depend only on sets one rank sum
//! higher (the previous wave), its positions with the fox to move on the same set's geese-
//! to-move positions (solved just before) and, through captures, on tables with fewer geese
//! (solved before this one). The sets of one wave do not depend on each other, so the two
//! cores share each wave; every value is final when written, with no iteration.
//!
//! No position of these variants can repeat (the rank sum never falls, and rises with every
//! goose move) and every game ends, so the tables hold wins and losses only.

use std::sync::atomic::{AtomicU16, AtomicU64, AtomicUsize, Ordering};

use super::index::{Layout, rank_sum};
use super::moves::{Rules, decided, successors};
use super::table::{Solved, Table};
use super::value::{UNKNOWN, Value, best};
use crate::games::foxgeese::Bits;

/// Why a table could not be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    /// The acyclic solver was given a variant with sideways steps.
    Cyclic,
    /// A table with fewer geese that this one's captures reach was not given.
    MissingLower(u32),
    /// A successor had no value yet: the solving order is broken (a bug).
    Order,
    /// A checkpoint could not be written: the solve stopped.
    Stopped(String),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::Cyclic => {
                f.write_str("sideways steps make cycles: use the retrograde solver")
            }
            SolveError::MissingLower(k) => write!(f, "the table with {k} geese is missing"),
            SolveError::Order => f.write_str("a successor was not solved before its predecessor"),
            SolveError::Stopped(why) => write!(f, "stopped: {why}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// The goose sets of a layout, as stored, grouped by rank sum (highest first).
pub fn waves(layout: &Layout) -> Vec<Vec<Bits>> {
    let mut by_sum: Vec<Vec<Bits>> = vec![Vec::new(); 7 * 33];
    for (_, set) in layout.sets() {
        by_sum[rank_sum(set) as usize].push(set);
    }
    by_sum.retain(|w| !w.is_empty());
    by_sum.reverse();
    by_sum
}

/// Solves the table of `geese` geese of a variant without sideways steps, with the tables
/// of fewer geese (down to the variant's minimum) in `lower`. `progress` is called with
/// the number of positions done so far.
pub fn solve(
    rules: &Rules,
    geese: u32,
    lower: &Solved,
    mirror: bool,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Table, SolveError> {
    if rules.sideways {
        return Err(SolveError::Cyclic);
    }
    for k in rules.min_geese..geese {
        if lower.get(k).is_none() {
            return Err(SolveError::MissingLower(k));
        }
    }
    let layout = Layout::new(rules.foxes, geese, mirror);
    let values: Vec<AtomicU16> = (0..layout.len()).map(|_| AtomicU16::new(UNKNOWN)).collect();
    let done = AtomicU64::new(0);
    let broken = AtomicU64::new(0);
    let per_set = layout.fox_slots() * 2;
    for wave in waves(&layout) {
        let next = AtomicUsize::new(0);
        const CHUNK: usize = 256;
        let work = || {
            let mut succ = Vec::with_capacity(64);
            loop {
                let start = next.fetch_add(CHUNK, Ordering::Relaxed);
                if start >= wave.len() {
                    break;
                }
                let end = (start + CHUNK).min(wave.len());
                for &set in &wave[start..end] {
                    let bad = solve_set(rules, &layout, &values, lower, set, &mut succ);
                    broken.fetch_add(bad, Ordering::Relaxed);
                }
                let n = done.fetch_add((end - start) as u64 * per_set, Ordering::Relaxed);
                progress(n + (end - start) as u64 * per_set);
            }
        };
        std::thread::scope(|s| {
            for _ in 1..threads.max(1) {
                s.spawn(work);
            }
            work();
        });
    }
    if broken.load(Ordering::Relaxed) > 0 {
        return Err(SolveError::Order);
    }
    Ok(Table {
        variant: rules.variant,
        layout,
        values: values.into_iter().map(AtomicU16::into_inner).collect(),
    })
}

/// Solves every position of one goose set: the geese to move first, then the fox. Returns
/// how many successors had no value (0 unless the order is broken).
fn solve_set(
    rules: &Rules,
    layout: &Layout,
    values: &[AtomicU16],
    lower: &Solved,
    set: Bits,
    succ: &mut Vec<(Bits, Bits)>,
) -> u64 {
    let k = layout.geese();
    let ordinal = layout.ordinal(set);
    let mut missing = 0;
    let lookup = |foxes: Bits, geese: Bits, fox_to_move: bool| -> Option<Value> {
        if geese.count_ones() == k && decided(rules, geese).is_none() {
            let i = layout.index(foxes, geese, fox_to_move) as usize;
            Value::from_code(values.get(i)?.load(Ordering::Relaxed))
        } else {
            lower.value(foxes, geese, fox_to_move)
        }
    };
    for fox_to_move in [false, true] {
        for slot in 0..layout.fox_slots() {
            let foxes = layout.foxes_at(slot, set);
            let value = match decided(rules, set) {
                Some(fox_wins) => Value::decided(fox_wins, fox_to_move),
                None => {
                    successors(rules, foxes, set, fox_to_move, succ);
                    let known = succ.iter().filter_map(|&(f, g)| {
                        let v = lookup(f, g, !fox_to_move);
                        if v.is_none() {
                            missing += 1;
                        }
                        v
                    });
                    // No move: the side to move is trapped and has lost.
                    best(known).unwrap_or(Value::Loss(0))
                }
            };
            // Stored by its place in the set, not `index`: on a symmetric goose set the
            // second image of a position is indexed as its twin, but has a slot too.
            let i = layout.index_in_set(ordinal, slot, fox_to_move) as usize;
            if let Some(cell) = values.get(i) {
                cell.store(value.code(), Ordering::Relaxed);
            }
        }
    }
    missing
}
