//! The lean solver: standard Fox and Geese without sideways steps (one fox; 13, 15 or 17
//! geese at the start), built for tables of billions of positions.
//!
//! It computes exactly the values of [`acyclic`](super::acyclic) (the tests compare the
//! tables byte for byte) in the same order, waves of falling rank sum, but:
//! - **1 byte a value** in memory (the file's 1-byte code): every distance of these
//!   variants is far below the code's limit of 125 plies, since a game has at most 44 goose
//!   moves from the start (checked as values are written);
//! - the sides in **separate halves** ([`Half`]), so that only the **geese-to-move half** of
//!   a finished table stays in memory for the larger ones: a capture always leaves the geese
//!   to move. 13 geese need 11.5 GB for their own table and 7.6 GB for the halves of 4-12;
//! - work **per goose set, not per position**: each successor goose set of a goose step is
//!   ranked once for all of the set's fox points (about 20), a fox point's slot is one
//!   popcount, and nothing is listed, sorted or deduplicated (a repeated successor does
//!   not change a maximum);
//! - the waves are listed one at a time, by the geese per rank (no list of every set).
//!
//! The variants with sideways steps have cycles and use [`retro`](super::retro); Halatafl's
//! two foxes and compulsory chains, the generic solvers.

use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering};

use super::acyclic::SolveError;
use super::index::{Layout, ROWS, mirror};
use super::moves::{NONE, Rules, lines};
use crate::games::foxgeese::Bits;
use crate::games::foxgeese::geometry::BOARD;

/// A value not computed yet (never in a finished table): the 1-byte code of a win in 127.
pub const UNKNOWN: u8 = 255;

/// The longest distance the 1-byte code holds with room for one more ply.
pub const MAX_DISTANCE: u32 = 125;

/// Goose steps without sideways ones: N, NE, NW.
const FORWARD: [usize; 3] = [0, 1, 7];

/// `SCORE[c]`: how good a move to a position of 1-byte code `c` (the opponent to move) is
/// for the mover, higher better: the opponent's loss in `n` is a win in `n + 1` (255 - c),
/// the opponent's win in `n` a loss in `n + 1` (c - 126), a draw 128. 0 is "no move yet",
/// and an unknown successor scores 0 too (and is counted as an error).
const SCORE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        t[c] = match c {
            0 => 128,
            1..=127 => (255 - c) as u8,
            128..=254 => (c - 126) as u8,
            _ => 0,
        };
        c += 1;
    }
    t
};

/// The 1-byte code of the best score found: no move at all is a loss in 0 (the side to move
/// is trapped).
const CODE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut s = 0;
    while s < 256 {
        t[s] = match s {
            0 => 1,
            128 => 0,
            1..=127 => s as u8,
            _ => (383 - s) as u8,
        };
        s += 1;
    }
    t
};

/// One side to move of one table, 1 byte a value, indexed `ordinal * fox_slots + slot` (the
/// file's index without the side).
pub struct Half {
    pub layout: Layout,
    pub values: Vec<AtomicU8>,
}

impl Half {
    /// Every value unknown.
    pub fn unknown(layout: Layout) -> Half {
        let n = layout.set_count() * layout.fox_slots();
        let values = (0..n).map(|_| AtomicU8::new(UNKNOWN)).collect();
        Half { layout, values }
    }

    /// The code of the position with the fox on point `fox` and `geese` (any image).
    #[inline]
    pub fn code(&self, fox: u32, geese: Bits) -> u8 {
        let i = slot_index(&self.layout, fox, geese);
        self.values
            .get(i)
            .map_or(UNKNOWN, |v| v.load(Ordering::Relaxed))
    }
}

/// The mirror image of each point.
fn mirror_points() -> &'static [u8; 33] {
    use std::sync::OnceLock;
    static POINTS: OnceLock<[u8; 33]> = OnceLock::new();
    POINTS.get_or_init(|| {
        let mut out = [0u8; 33];
        for (p, m) in out.iter_mut().enumerate() {
            *m = mirror(1u64 << p).trailing_zeros() as u8;
        }
        out
    })
}

/// Where the position (fox point, goose set) sits in a half: the stored image of the goose
/// set (the smaller as a number, which is the smaller colex rank), then the fox's slot among
/// its empty points. On a symmetric set both fox images have a slot, holding the same value.
#[inline]
fn slot_index(layout: &Layout, fox: u32, geese: Bits) -> usize {
    let m = mirror(geese);
    let (set, fox) = if m < geese {
        (m, u32::from(mirror_points()[fox as usize]))
    } else {
        (geese, fox)
    };
    let slot = (BOARD & !set & ((1u64 << fox) - 1)).count_ones();
    (layout.ordinal(set) * layout.fox_slots() + u64::from(slot)) as usize
}

/// The stored goose sets (the smaller image) of `k` geese whose rank sum is `sum`, in colex
/// order.
pub fn wave(k: u32, sum: u32) -> Vec<Bits> {
    let by_count: Vec<Vec<Vec<Bits>>> = ROWS
        .iter()
        .map(|&row| {
            let mut lists = vec![Vec::new(); row.count_ones() as usize + 1];
            let mut sub: Bits = row;
            loop {
                lists[sub.count_ones() as usize].push(sub);
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & row;
            }
            lists
        })
        .collect();
    let mut out = Vec::new();
    fill(&by_count, 6, k, sum, 0, &mut out);
    out.retain(|&s| mirror(s) >= s);
    out.sort_unstable();
    out
}

/// The least and greatest rank sums of `k` geese on rows `0..=row` (None if they do not fit).
fn sum_range(row: usize, k: u32) -> Option<(u32, u32)> {
    let sizes = ROWS.map(|r| r.count_ones());
    let (mut lo, mut left) = (0, k);
    for (r, &size) in sizes.iter().enumerate().take(row + 1) {
        let n = left.min(size);
        lo += n * r as u32;
        left -= n;
    }
    if left > 0 {
        return None;
    }
    let (mut hi, mut left) = (0, k);
    for r in (0..=row).rev() {
        let n = left.min(sizes[r]);
        hi += n * r as u32;
        left -= n;
    }
    Some((lo, hi))
}

/// Adds to `out` every set of `k` more geese on rows `0..=row` with rank sum `sum`.
fn fill(by_count: &[Vec<Vec<Bits>>], row: usize, k: u32, sum: u32, acc: Bits, out: &mut Vec<Bits>) {
    match sum_range(row, k) {
        Some((lo, hi)) if (lo..=hi).contains(&sum) => {}
        _ => return,
    }
    if row == 0 {
        out.extend(by_count[0][k as usize].iter().map(|&s| acc | s));
        return;
    }
    let here = row as u32;
    for (n, subsets) in by_count[row].iter().enumerate() {
        let n = n as u32;
        if n > k || n * here > sum {
            break;
        }
        for &s in subsets {
            fill(by_count, row - 1, k - n, sum - n * here, acc | s, out);
        }
    }
}

/// The tables with fewer geese, by goose count: their geese-to-move halves.
pub type Lower = Vec<Option<Half>>;

/// A table solved by [`solve`]: both halves over one layout.
pub struct Solution {
    pub fox: Half,
    pub geese: Vec<AtomicU8>,
}

impl Solution {
    /// The geese-to-move half, all that the larger tables read of this one.
    pub fn into_geese(self) -> Half {
        Half {
            layout: self.fox.layout,
            values: self.geese,
        }
    }

    /// The code of the position with the geese to move, the fox on point `fox`.
    #[inline]
    pub fn geese_code(&self, fox: u32, geese: Bits) -> u8 {
        let i = slot_index(&self.fox.layout, fox, geese);
        self.geese
            .get(i)
            .map_or(UNKNOWN, |v| v.load(Ordering::Relaxed))
    }
}

/// Whether the lean solver handles a variant's rules: one fox, no sideways steps, optional
/// captures, no pen.
pub fn handles(rules: &Rules) -> bool {
    rules.foxes == 1 && !rules.sideways && !rules.mandatory && !rules.pen_wins
}

/// A table being solved, as a solve starts on it: every value unknown, or a checkpoint's
/// table with the waves it had done.
pub struct Start {
    pub solution: Solution,
    /// Waves done (the highest rank sums first): a resumed solve skips them.
    pub waves: usize,
    /// Positions done, for the progress count.
    pub done: u64,
}

impl Start {
    /// Nothing done yet.
    pub fn new(layout: Layout) -> Start {
        let fox = Half::unknown(layout);
        let geese = (0..fox.values.len())
            .map(|_| AtomicU8::new(UNKNOWN))
            .collect();
        Start {
            solution: Solution { fox, geese },
            waves: 0,
            done: 0,
        }
    }
}

/// Called after each wave with the table, the waves done and the positions done (a
/// checkpoint); an error stops the solve.
pub type AfterWave<'a> = dyn FnMut(&Solution, usize, u64) -> Result<(), String> + 'a;

/// The number of waves (rank sums) of a table of `k` geese.
pub fn wave_count(k: u32) -> usize {
    sum_range(6, k).map_or(0, |(lo, hi)| (hi - lo + 1) as usize)
}

/// Solves the table of `layout` (one fox, mirrored; the geese-to-move halves of the tables from the
/// variant's minimum up to `k - 1` in `lower`). `progress` gets the positions done.
pub fn solve(
    rules: &Rules,
    layout: Layout,
    lower: &Lower,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Solution, SolveError> {
    let start = Start::new(layout);
    solve_from(
        rules,
        start,
        lower,
        threads,
        progress,
        &mut |_, _, _| Ok(()),
    )
}

/// Solves a table from `start` (its waves done are skipped), calling `after` after each
/// wave, as [`solve`] does from nothing.
pub fn solve_from(
    rules: &Rules,
    start: Start,
    lower: &Lower,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    after: &mut AfterWave<'_>,
) -> Result<Solution, SolveError> {
    let layout = &start.solution.fox.layout;
    check(rules, layout.geese(), lower)?;
    if layout.foxes() != 1 || !layout.mirrored() {
        return Err(SolveError::Cyclic);
    }
    let solution = start.solution;
    let store = |cell: &AtomicU8, code| {
        cell.store(code, Ordering::Relaxed);
        false
    };
    let pass = Pass {
        emit: &store,
        also: None,
        skip: start.waves,
        done: start.done,
        after,
    };
    let bad =
        sweep(rules, &solution, lower, threads, progress, pass).map_err(SolveError::Stopped)?;
    if bad.unknown > 0 {
        return Err(SolveError::Order);
    }
    Ok(solution)
}

/// Checks a finished table (read back from its file): every stored value must be the one
/// its successors' stored values give (and the rules, at the ends). `also` is called with
/// every goose set and returns how many of its positions another check found wrong (the
/// command checks a sample with the rules core there). Returns the positions checked and
/// how many are wrong.
pub fn verify(
    rules: &Rules,
    table: &Solution,
    lower: &Lower,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    also: &(dyn Fn(Bits) -> u64 + Sync),
) -> Result<(u64, u64), SolveError> {
    check(rules, table.fox.layout.geese(), lower)?;
    let compare = |cell: &AtomicU8, code| cell.load(Ordering::Relaxed) != code;
    let pass = Pass {
        emit: &compare,
        also: Some(also),
        skip: 0,
        done: 0,
        after: &mut |_, _, _| Ok(()),
    };
    let found = sweep(rules, table, lower, threads, progress, pass).map_err(SolveError::Stopped)?;
    Ok((
        table.fox.values.len() as u64 * 2,
        found.unknown + found.wrong,
    ))
}

fn check(rules: &Rules, k: u32, lower: &Lower) -> Result<(), SolveError> {
    if !handles(rules) {
        return Err(SolveError::Cyclic);
    }
    for g in rules.min_geese..k {
        if lower.get(g as usize).and_then(Option::as_ref).is_none() {
            return Err(SolveError::MissingLower(g));
        }
    }
    Ok(())
}

/// What a sweep found: successors without a value (or distances beyond the code) and
/// values that `emit` reported wrong.
#[derive(Default)]
struct Found {
    unknown: u64,
    wrong: u64,
}

/// What a sweep does with each value, and where it starts and what it does after a wave.
struct Pass<'a> {
    /// Stores a value (solving) or compares it (checking); true when it was wrong.
    emit: &'a (dyn Fn(&AtomicU8, u8) -> bool + Sync),
    /// Another check of each goose set: how many of its positions are wrong.
    also: Option<&'a (dyn Fn(Bits) -> u64 + Sync)>,
    /// Waves already done (skipped) and the positions they hold.
    skip: usize,
    done: u64,
    after: &'a mut AfterWave<'a>,
}

/// Computes every position's value, wave by wave (highest rank sum first, from the first
/// wave not done) on `threads` threads, and hands each to the pass's `emit` with its cell
/// (which returns whether it was wrong); after each wave, the pass's `after`.
fn sweep(
    rules: &Rules,
    table: &Solution,
    lower: &Lower,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    pass: Pass<'_>,
) -> Result<Found, String> {
    let ctx = Context {
        min: rules.min_geese,
        fox: &table.fox,
        geese: &table.geese,
        lower,
        emit: pass.emit,
    };
    let also = pass.also;
    let k = table.fox.layout.geese();
    let slots = table.fox.layout.fox_slots();
    let done = AtomicU64::new(pass.done);
    let unknown = AtomicU64::new(0);
    let wrong = AtomicU64::new(0);
    let Some((lo, hi)) = sum_range(6, k) else {
        return Ok(Found::default());
    };
    for (i, sum) in (lo..=hi).rev().enumerate().skip(pass.skip) {
        let sets = wave(k, sum);
        let next = AtomicUsize::new(0);
        const CHUNK: usize = 512;
        let work = || {
            let mut found = Found::default();
            loop {
                let start = next.fetch_add(CHUNK, Ordering::Relaxed);
                if start >= sets.len() {
                    break;
                }
                let end = (start + CHUNK).min(sets.len());
                for &set in &sets[start..end] {
                    ctx.solve_set(set, &mut found);
                    if let Some(also) = also {
                        found.wrong += also(set);
                    }
                }
                let n = (end - start) as u64 * slots * 2;
                progress(done.fetch_add(n, Ordering::Relaxed) + n);
            }
            unknown.fetch_add(found.unknown, Ordering::Relaxed);
            wrong.fetch_add(found.wrong, Ordering::Relaxed);
        };
        std::thread::scope(|s| {
            for _ in 1..threads.max(1) {
                s.spawn(work);
            }
            work();
        });
        (pass.after)(table, i + 1, done.load(Ordering::Relaxed))?;
    }
    Ok(Found {
        unknown: unknown.into_inner(),
        wrong: wrong.into_inner(),
    })
}

/// What solving one goose set reads and writes.
struct Context<'a> {
    min: u32,
    /// The table being solved: the fox-to-move half (its layout is the table's) ...
    fox: &'a Half,
    /// ... and the geese-to-move half.
    geese: &'a [AtomicU8],
    lower: &'a Lower,
    /// Stores a value (solving) or compares it (checking); true when it was wrong.
    emit: &'a (dyn Fn(&AtomicU8, u8) -> bool + Sync),
}

impl Context<'_> {
    /// Solves the positions of one stored goose set: the geese to move (from the fox-to-
    /// move values of the previous wave), then the fox to move (from those and, through
    /// captures, the smaller tables). Counts unknown successors in `bad`.
    fn solve_set(&self, set: Bits, found: &mut Found) {
        let bad = &mut found.unknown;
        let mut wrong = 0;
        let l = lines();
        let layout = &self.fox.layout;
        let slots = layout.fox_slots();
        let base = (layout.ordinal(set) * slots) as usize;
        let empty = BOARD & !set;

        // The geese to move: each goose step's successor set is placed once, then every
        // fox point (except the step's target) reads its value there.
        let mut best = [0u8; 33];
        let mut rest = set;
        while rest != 0 {
            let g = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for d in FORWARD {
                let t = l.step[g][d];
                if t == NONE || set >> t & 1 == 1 {
                    continue;
                }
                let next = set ^ (1u64 << g) ^ (1u64 << t);
                let m = mirror(next);
                let (image, flip) = if m < next { (m, true) } else { (next, false) };
                let next_base = (layout.ordinal(image) * slots) as usize;
                let next_empty = BOARD & !image;
                let mut foxes = empty & !(1u64 << t);
                while foxes != 0 {
                    let f = foxes.trailing_zeros() as usize;
                    foxes &= foxes - 1;
                    let fp = if flip { mirror_points()[f] } else { f as u8 };
                    let slot = (next_empty & ((1u64 << fp) - 1)).count_ones() as usize;
                    let code = self.fox.values[next_base + slot].load(Ordering::Relaxed);
                    *bad += u64::from(code == UNKNOWN);
                    best[f] = best[f].max(SCORE[code as usize]);
                }
            }
        }
        let mut foxes = empty;
        let mut slot = base;
        while foxes != 0 {
            let f = foxes.trailing_zeros() as usize;
            foxes &= foxes - 1;
            wrong += u64::from((self.emit)(&self.geese[slot], self.code(best[f], bad)));
            slot += 1;
        }

        // The fox to move: steps (this set's geese-to-move values) and every chain prefix.
        let mut foxes = empty;
        let mut slot = base;
        while foxes != 0 {
            let f = foxes.trailing_zeros() as usize;
            foxes &= foxes - 1;
            let mut score = 0u8;
            let mut to = l.neighbours[f] & empty;
            while to != 0 {
                let n = to.trailing_zeros();
                to &= to - 1;
                let i = base + (empty & ((1u64 << n) - 1)).count_ones() as usize;
                let code = self.geese[i].load(Ordering::Relaxed);
                *bad += u64::from(code == UNKNOWN);
                score = score.max(SCORE[code as usize]);
            }
            self.captures(f, set, &mut score, bad);
            wrong += u64::from((self.emit)(&self.fox.values[slot], self.code(score, bad)));
            slot += 1;
        }
        found.wrong += wrong;
    }

    /// Raises `score` by every chain of jumps from `from` over `geese` (each prefix is a
    /// move: jumping on is optional). The fox's starting point is empty (it has left it).
    fn captures(&self, from: usize, geese: Bits, score: &mut u8, bad: &mut u64) {
        let l = lines();
        for d in 0..8 {
            let over = l.step[from][d];
            let land = l.jump[from][d];
            if over == NONE || land == NONE || geese >> over & 1 == 0 || geese >> land & 1 == 1 {
                continue;
            }
            let left = geese & !(1u64 << over);
            let k = left.count_ones();
            if k < self.min {
                // Too few geese: the fox has won (the geese to move, lost in 0); longer
                // chains end the same way.
                *score = (*score).max(SCORE[1]);
                continue;
            }
            let code = self
                .lower
                .get(k as usize)
                .and_then(Option::as_ref)
                .map_or(UNKNOWN, |h| h.code(u32::from(land), left));
            *bad += u64::from(code == UNKNOWN);
            *score = (*score).max(SCORE[code as usize]);
            self.captures(land as usize, left, score, bad);
        }
    }

    /// The code of a best score, counting a distance beyond the code's room as an error.
    #[inline]
    fn code(&self, score: u8, bad: &mut u64) -> u8 {
        // Scores 2..=126 are losses in 1..=125 and 130..=254 wins in 125..=1.
        *bad += u64::from(score == 127 || score == 129);
        CODE[score as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::foxgeese::solver::index::{binom, rank_sum};
    use crate::games::foxgeese::solver::table::{narrow, widen};
    use crate::games::foxgeese::solver::value::Value;

    #[test]
    fn scores_order_moves_as_values_do() {
        let values = [
            Value::Win(1),
            Value::Win(2),
            Value::Win(40),
            Value::Draw,
            Value::Loss(0),
            Value::Loss(3),
            Value::Loss(90),
        ];
        for a in values {
            for b in values {
                let (ca, cb) = (narrow(a.code()).unwrap(), narrow(b.code()).unwrap());
                let (sa, sb) = (SCORE[ca as usize], SCORE[cb as usize]);
                // A successor value better for the opponent is worse for the mover.
                assert_eq!(a.before().better_than(b.before()), sa > sb, "{a:?} {b:?}");
                // The code of a score is the value one ply before.
                assert_eq!(widen(CODE[sa as usize]), a.before().code());
            }
        }
        assert_eq!(widen(CODE[0]), Value::Loss(0).code());
        assert_eq!(SCORE[UNKNOWN as usize], 0);
    }

    #[test]
    fn waves_list_each_stored_set_once() {
        for k in [0, 1, 4, 5] {
            let layout = Layout::new(1, k, true);
            let mut all: Vec<Bits> = Vec::new();
            for sum in 0..=42 {
                let w = wave(k, sum);
                assert!(w.iter().all(|&s| rank_sum(s) == sum && s.count_ones() == k));
                assert!(w.windows(2).all(|p| p[0] < p[1]));
                all.extend(w);
            }
            all.sort_unstable();
            let stored: Vec<Bits> = layout.sets().map(|(_, s)| s).collect();
            assert_eq!(all, stored);
            assert!(all.len() as u64 <= binom(33, k));
        }
    }
}
