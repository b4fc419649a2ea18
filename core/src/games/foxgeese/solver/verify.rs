//! The checking pass: every stored value recomputed from its successors, with the rules
//! core's move generation (`games::foxgeese`), not the solver's.
//!
//! A table is right when each position the rules end has the rules' value (`Win(0)` or
//! `Loss(0)` for the side to move) and every other position's value is the best of its
//! moves' values as stored (a win in `n` needs a move to a loss in `n - 1` and none to a
//! shorter one; a loss in `n` needs every move to lead to a win, the longest in `n - 1`; a
//! draw needs no move to a loss and one to a draw). Such a table is the game's: wins and
//! losses are grounded (their distances fall to 0 along the best moves), and by induction
//! on the distance no true win or loss can be stored as anything else.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use super::moves::{decided, to_position};
use super::table::{Solved, Table};
use super::value::{Value, best};
use crate::games::foxgeese::Position;
use crate::games::foxgeese::moves::apply;

/// What a checking pass found.
#[derive(Debug, Default)]
pub struct Report {
    pub checked: u64,
    pub wrong: u64,
    /// The first few wrong positions, described.
    pub examples: Vec<String>,
}

/// The value a position should have, from the rules core and the stored values of its
/// successors (`None` if a successor's table is missing).
pub fn expected(pos: &Position, table: &Table, lower: &Solved) -> Option<Value> {
    let k = table.layout.geese();
    expected_from(pos, |next, fox_to_move| {
        if next.goose_count() == k && decided(&lower.rules, next.geese()).is_none() {
            Value::from_code(table.code(next.foxes(), next.geese(), fox_to_move))
        } else {
            lower.value(next.foxes(), next.geese(), fox_to_move)
        }
    })
}

/// The value a position should have by the rules core: the rules' end, or the best of its
/// legal moves, each valued by `stored` (the position after the move, and whether the
/// foxes are to move there); `None` if a successor has no stored value.
pub fn expected_from(
    pos: &Position,
    stored: impl Fn(&Position, bool) -> Option<Value>,
) -> Option<Value> {
    if let Some(end) = pos.end() {
        let fox_wins = end.winner() == Some(crate::games::Seat::First);
        return Some(match end.winner() {
            None => Value::Draw,
            Some(_) => Value::decided(fox_wins, pos.to_move() == crate::games::Seat::First),
        });
    }
    let mut values = Vec::new();
    for m in pos.legal_moves() {
        let next = apply(pos, &m);
        let fox_to_move = next.to_move() == crate::games::Seat::First;
        values.push(stored(&next, fox_to_move)?);
    }
    best(values)
}

/// Checks every value of `table` (the tables of fewer geese in `lower`, which must not
/// hold this one). `progress` gets the number of positions checked.
pub fn verify(
    table: &Table,
    lower: &Solved,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Report {
    let n = table.values.len() as u64;
    let slots = table.layout.fox_slots();
    let sets: Vec<_> = table.layout.sets().map(|(_, s)| s).collect();
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let report = Mutex::new(Report::default());
    const CHUNK: u64 = 4096;
    let work = || {
        let (mut checked, mut wrong, mut examples) = (0u64, 0u64, Vec::new());
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= n {
                break;
            }
            let end = (start + CHUNK).min(n);
            for i in start..end {
                let set = sets[(i / (slots * 2)) as usize];
                let foxes = table.layout.foxes_at((i / 2) % slots, set);
                let stored = Value::from_code(table.values[i as usize]);
                let found = to_position(table.variant, foxes, set, i % 2 == 0)
                    .and_then(|pos| expected(&pos, table, lower).map(|v| (pos, v)));
                checked += 1;
                match found {
                    Some((_, v)) if Some(v) == stored => {}
                    Some((pos, v)) => {
                        wrong += 1;
                        if examples.len() < 5 {
                            examples.push(format!("{pos}: stored {stored:?}, expected {v}"));
                        }
                    }
                    None => {
                        wrong += 1;
                        if examples.len() < 5 {
                            examples.push(format!("index {i}: no position or a table is missing"));
                        }
                    }
                }
            }
            progress(done.fetch_add(end - start, Ordering::Relaxed) + end - start);
        }
        if let Ok(mut r) = report.lock() {
            r.checked += checked;
            r.wrong += wrong;
            let room = 5usize.saturating_sub(r.examples.len());
            r.examples.extend(examples.into_iter().take(room));
        }
    };
    std::thread::scope(|s| {
        for _ in 1..threads.max(1) {
            s.spawn(work);
        }
        work();
    });
    report.into_inner().unwrap_or_default()
}
