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
    let mut work = Work::new(rules, &layout, geese);
    // 1. Classify every position.
    // The second image of a position on a symmetric goose set is never indexed (`index`
    // gives its twin's): it is left out here and takes its twin's value at the end.
    let mut twins = Vec::new();
    let mut succ = Vec::with_capacity(64);
    let mut inside = Vec::with_capacity(64);
    for i in 0..work.val.len() as u64 {
        let (foxes, set, fox_to_move) = work.decode(i);
        let canonical = layout.index(foxes, set, fox_to_move);
        if canonical != i {
            twins.push((i, canonical));
            work.val[i as usize] = Value::Draw.code();
            continue;
        }
        work.classify(i, lower, &mut succ, &mut inside)?;
        if i.is_multiple_of(4096) {
            progress(i);
        }
    }
    // 2. Resolve by distance.
    work.resolve(progress);
    // 3. The rest is drawn.
    let n = work.val.len() as u64;
    let mut values = work.val;
    for v in &mut values {
        if *v == UNKNOWN {
            *v = Value::Draw.code();
        }
    }
    for (i, twin) in twins {
        values[i as usize] = values[twin as usize];
    }
    progress(2 * n);
    Ok(Table {
        variant: rules.variant,
        layout,
        values,
    })
}

/// A table being solved: each position's value code, its moves inside the table not yet
/// known to lose (or [`CANNOT_LOSE`]), the longest loss a capture gives it, and the
/// positions whose value is final, in a bucket per distance.
struct Work<'a> {
    rules: &'a Rules,
    layout: &'a Layout,
    geese: u32,
    sets: Vec<Bits>,
    slots: u64,
    val: Vec<u16>,
    moves_left: Vec<u8>,
    capture_loss: Vec<u16>,
    buckets: Vec<Vec<u64>>,
}

impl<'a> Work<'a> {
    fn new(rules: &'a Rules, layout: &'a Layout, geese: u32) -> Work<'a> {
        let n = layout.len() as usize;
        Work {
            rules,
            layout,
            geese,
            sets: layout.sets().map(|(_, s)| s).collect(),
            slots: layout.fox_slots(),
            val: vec![UNKNOWN; n],
            moves_left: vec![0u8; n],
            capture_loss: vec![0u16; n],
            buckets: vec![Vec::new()],
        }
    }

    /// The foxes, the geese and whether the fox is to move, of the position at `i`.
    fn decode(&self, i: u64) -> (Bits, Bits, bool) {
        let set = self.sets[(i / (self.slots * 2)) as usize];
        let foxes = self.layout.foxes_at((i / 2) % self.slots, set);
        (foxes, set, i.is_multiple_of(2))
    }

    fn push(&mut self, d: u32, entry: u64) {
        let d = d as usize;
        if self.buckets.len() <= d {
            self.buckets.resize_with(d + 1, Vec::new);
        }
        self.buckets[d].push(entry);
    }

    /// Classifies the position at `i` from its successors: decided by the rules, or by its
    /// captures into the smaller tables when it has no move inside this table; otherwise
    /// its count of moves inside, and a capture's win offered as a candidate.
    fn classify(
        &mut self,
        i: u64,
        lower: &Solved,
        succ: &mut Vec<(Bits, Bits)>,
        inside: &mut Vec<u64>,
    ) -> Result<(), SolveError> {
        let (foxes, set, fox_to_move) = self.decode(i);
        let at = i as usize;
        if let Some(fox_wins) = decided(self.rules, set) {
            self.val[at] = Value::decided(fox_wins, fox_to_move).code();
            self.push(0, i);
            return Ok(());
        }
        successors(self.rules, foxes, set, fox_to_move, succ);
        if succ.is_empty() {
            self.val[at] = Value::Loss(0).code();
            self.push(0, i);
            return Ok(());
        }
        inside.clear();
        let mut win: Option<u32> = None;
        let mut draw = false;
        let mut longest_loss = 0u32;
        for &(f, g) in succ.iter() {
            if g.count_ones() == self.geese {
                inside.push(self.layout.index(f, g, !fox_to_move));
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
        self.capture_loss[at] = longest_loss.min(u32::from(u16::MAX)) as u16;
        self.moves_left[at] = if win.is_some() || draw {
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
            self.val[at] = value.code();
            match value {
                Value::Win(d) | Value::Loss(d) => self.push(d, i),
                Value::Draw => {}
            }
        } else if let Some(w) = win {
            self.push(w, i | CANDIDATE);
        }
        Ok(())
    }

    /// Resolves positions in order of distance, each final value telling its predecessors.
    fn resolve(&mut self, progress: &(dyn Fn(u64) + Sync)) {
        let n = self.val.len() as u64;
        let mut resolved = 0u64;
        let mut succ = Vec::with_capacity(64);
        let mut pred = Vec::with_capacity(64);
        let mut d = 0usize;
        while d < self.buckets.len() {
            let mut bucket = std::mem::take(&mut self.buckets[d]);
            // Wins offered by captures first: a win in `d` beats the `d + 1` this bucket
            // gives.
            let val = &mut self.val;
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
                self.tell_predecessors(e & !CANDIDATE, d as u32, &mut succ, &mut pred);
                resolved += 1;
                if resolved.is_multiple_of(4096) {
                    progress(n + resolved);
                }
            }
            d += 1;
        }
    }

    /// What the final value of the position at `i`, at distance `d`, makes of its
    /// predecessors: an opponent's loss makes them a win in `d + 1`; an opponent's win uses
    /// up one of their moves, and the last one used up loses.
    fn tell_predecessors(
        &mut self,
        i: u64,
        d: u32,
        succ: &mut Vec<(Bits, Bits)>,
        pred: &mut Vec<u64>,
    ) {
        let here = Value::from_code(self.val[i as usize]);
        let (foxes, set, fox_to_move) = self.decode(i);
        predecessors(self.rules, foxes, set, fox_to_move, succ);
        pred.clear();
        pred.extend(
            succ.iter()
                .map(|&(f, g)| self.layout.index(f, g, !fox_to_move)),
        );
        pred.sort_unstable();
        pred.dedup();
        for &p in pred.iter() {
            let p = p as usize;
            if self.val[p] != UNKNOWN {
                continue;
            }
            match here {
                Some(Value::Loss(_)) => {
                    self.val[p] = Value::Win(d + 1).code();
                    self.push(d + 1, p as u64);
                }
                Some(Value::Win(_)) if self.moves_left[p] != CANNOT_LOSE => {
                    self.moves_left[p] = self.moves_left[p].saturating_sub(1);
                    if self.moves_left[p] == 0 {
                        let l = (d + 1).max(u32::from(self.capture_loss[p]));
                        self.val[p] = Value::Loss(l).code();
                        self.push(l, p as u64);
                    }
                }
                _ => {}
            }
        }
    }
}
