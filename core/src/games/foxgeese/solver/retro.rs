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

use std::io;
use std::path::Path;

use super::acyclic::SolveError;
use super::checkpoint::{self, CLASSIFYING, Clock, Mark, RESOLVING};
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
    solve_with(rules, geese, lower, mirror, progress, None)
}

/// Where a solve keeps its checkpoint and how often (see [`checkpoint`]), and what it
/// found there.
pub struct Checkpoints<'a> {
    /// The table's file (`DIR/<variant>-<k>.fgt`): the checkpoint is beside it.
    pub table: &'a Path,
    pub clock: Clock,
    /// Set by the solve: `Ok` where it resumed from, `Err` why a checkpoint there was not
    /// used (the table was solved from the start).
    pub resumed: Option<Result<String, String>>,
}

/// Solves as [`solve`] does, from the checkpoint of `saves` if there is a readable one,
/// saving one there during classification (every 65536 positions at most) and after a
/// distance bucket whenever its clock says one is due.
pub fn solve_with(
    rules: &Rules,
    geese: u32,
    lower: &Solved,
    mirror: bool,
    progress: &(dyn Fn(u64) + Sync),
    mut saves: Option<&mut Checkpoints<'_>>,
) -> Result<Table, SolveError> {
    for k in rules.min_geese..geese {
        if lower.get(k).is_none() {
            return Err(SolveError::MissingLower(k));
        }
    }
    let layout = Layout::new(rules.foxes, geese, mirror);
    let mut work = Work::new(rules, &layout, geese);
    let mut mark = (CLASSIFYING, 0, 0);
    if let Some(c) = saves.as_deref_mut() {
        match work.load(c.table) {
            Ok(Some(m)) => {
                c.resumed = Some(Ok(resumed_at(&m, work.val.len() as u64)));
                mark = (m.state, m.step, m.done);
            }
            Ok(None) => {}
            Err(e) => c.resumed = Some(Err(e.to_string())),
        }
    }
    // 1. Classify every position.
    if mark.0 == CLASSIFYING {
        work.classify_all(mark.1, lower, progress, &mut saves)?;
        mark = (RESOLVING, 0, 0);
    }
    // 2. Resolve by distance.
    work.resolve(mark.1 as usize, mark.2, progress, &mut saves)?;
    // 3. The rest is drawn.
    let n = work.val.len() as u64;
    let mut values = work.val;
    for v in &mut values {
        if *v == UNKNOWN {
            *v = Value::Draw.code();
        }
    }
    for (i, twin) in work.twins {
        values[i as usize] = values[twin as usize];
    }
    progress(2 * n);
    Ok(Table {
        variant: rules.variant,
        layout,
        values,
    })
}

/// How far a checkpoint's solve had come, in words.
fn resumed_at(mark: &Mark, positions: u64) -> String {
    if mark.state == CLASSIFYING {
        format!("classifying, {} of {positions} positions done", mark.step)
    } else {
        format!(
            "resolving, distances below {} done ({} positions resolved)",
            mark.step, mark.done
        )
    }
}

/// Saves a checkpoint of `work` if `saves` has a clock that says one is due.
fn save_if_due(
    work: &Work,
    saves: &mut Option<&mut Checkpoints<'_>>,
    state: u8,
    step: u64,
    done: u64,
) -> Result<(), SolveError> {
    let Some(c) = saves.as_deref_mut() else {
        return Ok(());
    };
    if !c.clock.due() {
        return Ok(());
    }
    work.save(c.table, state, step, done).map_err(|e| {
        SolveError::Stopped(format!("{}: {e}", checkpoint::path(c.table).display()))
    })?;
    c.clock.taken();
    Ok(())
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
    /// The second image of a position on a symmetric goose set is never indexed (`index`
    /// gives its twin's): it is left out and takes its twin's value at the end.
    twins: Vec<(u64, u64)>,
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
            twins: Vec::new(),
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

    /// Classifies every position from `from` on, saving checkpoints when due.
    fn classify_all(
        &mut self,
        from: u64,
        lower: &Solved,
        progress: &(dyn Fn(u64) + Sync),
        saves: &mut Option<&mut Checkpoints<'_>>,
    ) -> Result<(), SolveError> {
        let mut succ = Vec::with_capacity(64);
        let mut inside = Vec::with_capacity(64);
        for i in from..self.val.len() as u64 {
            if i > from && i.is_multiple_of(1 << 16) {
                save_if_due(self, saves, CLASSIFYING, i, i)?;
            }
            let (foxes, set, fox_to_move) = self.decode(i);
            let canonical = self.layout.index(foxes, set, fox_to_move);
            if canonical != i {
                self.twins.push((i, canonical));
                self.val[i as usize] = Value::Draw.code();
                continue;
            }
            self.classify(i, lower, &mut succ, &mut inside)?;
            if i.is_multiple_of(4096) {
                progress(i);
            }
        }
        Ok(())
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

    /// Resolves positions in order of distance, each final value telling its predecessors,
    /// from bucket `from` on (`resolved` positions done before it), saving checkpoints
    /// between buckets when due.
    fn resolve(
        &mut self,
        from: usize,
        mut resolved: u64,
        progress: &(dyn Fn(u64) + Sync),
        saves: &mut Option<&mut Checkpoints<'_>>,
    ) -> Result<(), SolveError> {
        let n = self.val.len() as u64;
        let mut succ = Vec::with_capacity(64);
        let mut pred = Vec::with_capacity(64);
        let mut d = from;
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
            if d < self.buckets.len() {
                save_if_due(self, saves, RESOLVING, d as u64, resolved)?;
            }
        }
        Ok(())
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

impl Work<'_> {
    /// Writes the state of the solve to the checkpoint of the table at `table`: `state`
    /// and `step` say where it stands, `done` is the work done for the progress count.
    fn save(&self, table: &Path, state: u8, step: u64, done: u64) -> io::Result<()> {
        let mark = Mark {
            state,
            variant: self.rules.variant,
            geese: self.geese,
            step,
            done,
        };
        let mut out = checkpoint::Out::create(table, &mark)?;
        out.u64(self.val.len() as u64)?;
        out.u16s(&self.val)?;
        out.bytes(&self.moves_left)?;
        out.u16s(&self.capture_loss)?;
        out.u64(self.twins.len() as u64)?;
        let twins: Vec<u64> = self.twins.iter().flat_map(|&(a, b)| [a, b]).collect();
        out.u64s(&twins)?;
        out.u64(self.buckets.len() as u64)?;
        for bucket in &self.buckets {
            out.u64(bucket.len() as u64)?;
            out.u64s(bucket)?;
        }
        out.finish()
    }

    /// Reads back the checkpoint of the table at `table`, if there is one: the state is
    /// replaced only when the whole file is read and its checksum right.
    fn load(&mut self, table: &Path) -> io::Result<Option<Mark>> {
        let n = self.val.len();
        // No array is longer than the bucket entries (at most two a position).
        let limit = 2 * n as u64 + 1;
        let opened = checkpoint::In::open(table, self.rules.variant, self.geese, limit)?;
        let Some((mut input, mark)) = opened else {
            return Ok(None);
        };
        let bad = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_string());
        if ![CLASSIFYING, RESOLVING].contains(&mark.state) || mark.step > n as u64 {
            return Err(bad("not a checkpoint of the retrograde solver"));
        }
        if input.length()? != n {
            return Err(bad("a checkpoint of another size"));
        }
        let val = input.u16s(n)?;
        let moves_left = input.u8s(n)?;
        let capture_loss = input.u16s(n)?;
        let count = input.length()?;
        let flat = input.u64s(2 * count)?;
        let twins = flat.chunks_exact(2).map(|p| (p[0], p[1])).collect();
        let mut buckets = Vec::new();
        for _ in 0..input.length()? {
            let len = input.length()?;
            buckets.push(input.u64s(len)?);
        }
        input.finish()?;
        if buckets.is_empty() {
            return Err(bad("a checkpoint without buckets"));
        }
        (self.val, self.moves_left, self.capture_loss) = (val, moves_left, capture_loss);
        (self.twins, self.buckets) = (twins, buckets);
        Ok(Some(mark))
    }
}
