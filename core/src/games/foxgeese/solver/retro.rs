//! Retrograde analysis for the variants with sideways steps (standard `+sideways`,
//! Halatafl), where positions repeat and the game graph has cycles.
//!
//! One table (a fixed number of geese) at a time, with the tables of fewer geese done:
//! 1. every position is classified once from its successors: the ones the rules decide
//!    (too few geese, the pen, no move) get `Win(0)`/`Loss(0)`; captures lead into the
//!    smaller tables, whose values are known, so each position keeps the best capture
//!    (a win in `d + 1` over an opponent's loss in `d`), whether a capture only draws, and
//!    the longest loss a capture gives; its moves inside the table are counted;
//! 2. positions are resolved in order of distance (a bucket per distance): a position
//!    whose value is final at distance `d` tells its predecessors inside the table (found by
//!    un-moves: a fox or goose stepping back): an opponent's loss in `d` makes them a win in
//!    `d + 1`; an opponent's win in `d` uses up one of their moves, and a position whose
//!    moves are all used up (and no capture saves it) is lost in the longest of them;
//! 3. what is never resolved is a draw: the side to move can avoid losing forever.
//!
//! Processing distances in order gives the fastest wins and the slowest losses. The
//! quiet-move counter and repetition are not in the positions; `probe` says what they do.

use super::acyclic::SolveError;
use super::index::Layout;
use super::moves::{Rules, decided, predecessors, successors};
use super::table::{Solved, Table};
use super::value::{UNKNOWN, Value};
use crate::games::foxgeese::Bits;

/// Marks a bucket entry that is a win offered by a capture (applied if nothing faster
/// came first).
const CANDIDATE: u64 = 1 << 63;
/// `moves_left` of a position that cannot lose (a capture wins or draws).
const CANNOT_LOSE: u8 = u8::MAX;

/// Bytes of memory per position while solving (values, counters, the longest capture
/// loss, and a bucket entry).
pub const BYTES_PER_POSITION: u64 = 2 + 1 + 2 + 8;

/// Solves the table of `geese` geese with the tables of fewer geese in `lower`. Works
/// for every variant (also the acyclic ones, which tests use to check one solver against
/// the other). `progress` is called with a count of work done, out of twice the positions.
pub fn solve(
    rules: &Rules,
    geese: u32,
    lower: &Solved,
    mirror: bool,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Table, SolveError> {
    for k in rules.min_geese..geese {
        if lower.get(k).is_none() {
            return Err(SolveError::MissingLower(k));
        }
    }
    let layout = Layout::new(rules.foxes, geese, mirror);
    let sets: Vec<Bits> = layout.sets().map(|(_, s)| s).collect();
    let n = layout.len() as usize;
    let slots = layout.fox_slots();
    let decode = |i: u64| -> (Bits, Bits, bool) {
        let set = sets[(i / (slots * 2)) as usize];
        let foxes = layout.foxes_at((i / 2) % slots, set);
        (foxes, set, i.is_multiple_of(2))
    };
    let mut val = vec![UNKNOWN; n];
    let mut moves_left = vec![0u8; n];
    let mut capture_loss = vec![0u16; n];
    let mut buckets: Vec<Vec<u64>> = vec![Vec::new()];
    let push = |buckets: &mut Vec<Vec<u64>>, d: u32, entry: u64| {
        let d = d as usize;
        if buckets.len() <= d {
            buckets.resize_with(d + 1, Vec::new);
        }
        buckets[d].push(entry);
    };
    let mut succ = Vec::with_capacity(64);
    let mut inside = Vec::with_capacity(64);
    // 1. Classify every position.
    // The second image of a position on a symmetric goose set is never indexed (`index`
    // gives its twin's): it is left out here and takes its twin's value at the end.
    let mut twins = Vec::new();
    for i in 0..n as u64 {
        let (foxes, set, fox_to_move) = decode(i);
        let canonical = layout.index(foxes, set, fox_to_move);
        if canonical != i {
            twins.push((i, canonical));
            val[i as usize] = Value::Draw.code();
            continue;
        }
        if let Some(fox_wins) = decided(rules, set) {
            val[i as usize] = Value::decided(fox_wins, fox_to_move).code();
            push(&mut buckets, 0, i);
            continue;
        }
        successors(rules, foxes, set, fox_to_move, &mut succ);
        if succ.is_empty() {
            val[i as usize] = Value::Loss(0).code();
            push(&mut buckets, 0, i);
            continue;
        }
        inside.clear();
        let mut win: Option<u32> = None;
        let mut draw = false;
        let mut longest_loss = 0u32;
        for &(f, g) in &succ {
            if g.count_ones() == geese {
                inside.push(layout.index(f, g, !fox_to_move));
                continue;
            }
            match lower.value(f, g, !fox_to_move) {
                Some(Value::Loss(d)) => win = Some(win.map_or(d + 1, |w| w.min(d + 1))),
                Some(Value::Draw) => draw = true,
                Some(Value::Win(d)) => longest_loss = longest_loss.max(d + 1),
                None => return Err(SolveError::MissingLower(g.count_ones())),
            }
        }
        inside.sort_unstable();
        inside.dedup();
        let at = i as usize;
        capture_loss[at] = longest_loss.min(u32::from(u16::MAX)) as u16;
        moves_left[at] = if win.is_some() || draw {
            CANNOT_LOSE
        } else {
            inside.len().min(254) as u8
        };
        if inside.is_empty() {
            let value = match win {
                Some(w) => Value::Win(w),
                None if draw => Value::Draw,
                None => Value::Loss(longest_loss),
            };
            val[at] = value.code();
            match value {
                Value::Win(d) | Value::Loss(d) => push(&mut buckets, d, i),
                Value::Draw => {}
            }
        } else if let Some(w) = win {
            push(&mut buckets, w, i | CANDIDATE);
        }
        if i.is_multiple_of(4096) {
            progress(i);
        }
    }
    // 2. Resolve by distance.
    let mut resolved = 0u64;
    let mut pred = Vec::with_capacity(64);
    let mut d = 0usize;
    while d < buckets.len() {
        let mut bucket = std::mem::take(&mut buckets[d]);
        // Wins offered by captures first: a win in `d` beats the `d + 1` this bucket gives.
        bucket.retain(|&e| {
            if e & CANDIDATE == 0 {
                return true;
            }
            let i = (e & !CANDIDATE) as usize;
            if val[i] == UNKNOWN {
                val[i] = Value::Win(d as u32).code();
                return true;
            }
            false
        });
        for &e in &bucket {
            let i = e & !CANDIDATE;
            let here = Value::from_code(val[i as usize]);
            let (foxes, set, fox_to_move) = decode(i);
            predecessors(rules, foxes, set, fox_to_move, &mut succ);
            pred.clear();
            pred.extend(succ.iter().map(|&(f, g)| layout.index(f, g, !fox_to_move)));
            pred.sort_unstable();
            pred.dedup();
            for &p in &pred {
                let p = p as usize;
                if val[p] != UNKNOWN {
                    continue;
                }
                match here {
                    Some(Value::Loss(_)) => {
                        val[p] = Value::Win(d as u32 + 1).code();
                        push(&mut buckets, d as u32 + 1, p as u64);
                    }
                    Some(Value::Win(_)) if moves_left[p] != CANNOT_LOSE => {
                        moves_left[p] = moves_left[p].saturating_sub(1);
                        if moves_left[p] == 0 {
                            let l = (d as u32 + 1).max(u32::from(capture_loss[p]));
                            val[p] = Value::Loss(l).code();
                            push(&mut buckets, l, p as u64);
                        }
                    }
                    _ => {}
                }
            }
            resolved += 1;
            if resolved.is_multiple_of(4096) {
                progress(n as u64 + resolved);
            }
        }
        d += 1;
    }
    // 3. The rest is drawn.
    for v in &mut val {
        if *v == UNKNOWN {
            *v = Value::Draw.code();
        }
    }
    for (i, twin) in twins {
        val[i as usize] = val[twin as usize];
    }
    progress(2 * n as u64);
    Ok(Table {
        variant: rules.variant,
        layout,
        values: val,
    })
}
