//! The TZAAR search: alpha-beta over single moves that keeps the turn structure.
//!
//! A TZAAR turn is two single moves by the same side (a capture, then a capture, a stack or
//! a pass; White's opening is one capture), so the side to move does not alternate every
//! ply. The search is a negamax over single moves where a child with the same side to move
//! is searched with the same window and its score kept, and a child with the other side to
//! move with the negated window and its score negated. Scores are always from the point of
//! view of the side to move at the node.
//!
//! On top of that: principal-variation search, a transposition table (which the caller may
//! keep across the turns of a game), killer and history ordering, late-move reductions for
//! the quiet second moves and the late captures, aspiration windows at the root, and a
//! quiescence search of the captures that decide the game (taking a type's last stacks).

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::eval::{Weights, capture_gain, evaluate, material};
use super::hash::{hash, hash_after, kind_index};
use crate::engine::rng::mix;
use crate::engine::search::{Control, MATE, MATE_BOUND, from_tt, to_tt};
use crate::games::tzaar::{Move, MoveList, Position, Step};

/// Deepest ply a search path can reach (depth is capped well below).
pub(crate) const MAX_PLY: usize = 80;

/// Size of the evaluation cache (entries, as a power of two).
const EVAL_CACHE_BITS: u32 = 16;

/// Extra single moves the quiescence search may add.
const QUIESCENCE_PLIES: u32 = 4;

/// How a position is judged at the leaves.
#[derive(Clone)]
pub(crate) struct Style {
    /// The fitted evaluation, or type-count material only when `None` (greedy play).
    pub(crate) weights: Option<Arc<Weights>>,
    /// Half-width of seeded evaluation noise (the easy level), 0 for none.
    pub(crate) noise: i32,
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    key: u64,
    score: i32,
    mv: u16,
    depth: i8,
    /// Bound in the low 2 bits, the search generation above.
    flags: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// A transposition table. It survives between searches when the caller keeps it (the
/// turns of one game): entries are exact position keys, so old ones are only stale by
/// depth, and the generation lets the new search overwrite them first.
pub(crate) struct Table {
    entries: Vec<Entry>,
    generation: u8,
}

impl Table {
    pub(crate) fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            generation: 0,
        }
    }

    pub(crate) fn bits(&self) -> u32 {
        self.entries.len().trailing_zeros()
    }

    /// Starts a new search: older entries become preferred victims.
    pub(crate) fn next_generation(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key).then_some(e)
    }

    #[inline]
    fn store(&mut self, key: u64, score: i32, mv: u16, depth: i32, bound: u8) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        let old_gen = old.flags >> 2;
        if old.key == key || old_gen != self.generation || i32::from(old.depth) <= depth {
            self.entries[slot] = Entry {
                key,
                score,
                mv,
                depth: depth.clamp(-1, 127) as i8,
                flags: bound | (self.generation << 2),
            };
        }
    }
}

/// A move as a small number (0 = none), for the table and the killers.
#[inline]
pub(crate) fn enc(mv: Move) -> u16 {
    match mv {
        Move::Capture { from, to } => 1 + (from.index() * 60 + to.index()) as u16,
        Move::Stack { from, to } => 3601 + (from.index() * 60 + to.index()) as u16,
        Move::Pass => 7201,
        Move::Place { kind, at } => 7202 + (kind.index() * 60 + at.index()) as u16,
    }
}

const HISTORY_LEN: usize = 7202 + 180;

pub(crate) struct Searcher<'c, 'a> {
    pub(crate) ctl: &'c mut Control<'a>,
    pub(crate) table: Table,
    killers: [[u16; 2]; MAX_PLY],
    history: Vec<i32>,
    style: Style,
    seed: u64,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// Evaluations by position key: a turn's two moves in either order reach the same
    /// leaf, and the evaluation is most of a node's cost.
    evals: Vec<(u64, i32)>,
    /// Whether to use the late-move reductions and aspiration windows (off for the
    /// reference configuration of the match harness).
    pub(crate) selective: bool,
}

/// The result of one root search.
pub(crate) struct RootResult {
    pub(crate) pv: Vec<Move>,
    pub(crate) score: i32,
    pub(crate) depth: u32,
}

/// Whether `pos` is over because a side lacks a type (never during placement): the score
/// for the side to move.
#[inline]
fn type_loss_score(pos: &Position, ply: usize) -> Option<i32> {
    if pos.step == Step::Place {
        return None;
    }
    let lacks = |c: usize| pos.kinds.iter().any(|k| pos.colors[c] & k == 0);
    let us = pos.side.index();
    if lacks(us) {
        Some(-(MATE - ply as i32))
    } else if lacks(1 - us) {
        Some(MATE - ply as i32)
    } else {
        None
    }
}

impl<'c, 'a> Searcher<'c, 'a> {
    pub(crate) fn new(ctl: &'c mut Control<'a>, table: Table, style: Style, seed: u64) -> Self {
        let bits = table.bits();
        Searcher {
            ctl,
            table,
            killers: [[0; 2]; MAX_PLY],
            history: vec![0; 2 * HISTORY_LEN],
            style,
            seed,
            pv: vec![[Move::Pass; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            evals: vec![(0, 0); 1 << EVAL_CACHE_BITS.min(bits)],
            selective: true,
        }
    }

    fn eval(&mut self, pos: &Position, hash: u64) -> i32 {
        let base = match &self.style.weights {
            Some(w) => {
                let slot = (hash as usize) & (self.evals.len() - 1);
                let (key, score) = self.evals[slot];
                if key == hash {
                    score
                } else {
                    let score = evaluate(pos, w);
                    self.evals[slot] = (hash, score);
                    score
                }
            }
            None => material(pos, pos.side.index()),
        };
        let noise = self.style.noise;
        if noise > 0 {
            let span = (2 * noise + 1) as u64;
            base + (mix(hash ^ self.seed) % span) as i32 - noise
        } else {
            base
        }
    }

    /// Iterative deepening from `root`: the principal variation of the deepest completed
    /// iteration (iteration 1 always completes). Stops early when the time plan says the
    /// next iteration would not finish, when the best move has been stable for a while
    /// and a good share of the budget is spent, or on a forced result.
    pub(crate) fn iterate(&mut self, root: &Position, max_depth: u32) -> RootResult {
        self.table.next_generation();
        let h = hash(root);
        let mut best = RootResult {
            pv: Vec::new(),
            score: 0,
            depth: 0,
        };
        let mut last_time = Duration::ZERO;
        let mut growth = 4.0f64;
        let mut stable = 0u32;
        let root_moves = root.legal_moves().len();
        for depth in 1..=max_depth {
            if depth > 1 {
                let predicted = last_time.mul_f64(growth);
                if !self.ctl.may_start_planned(predicted, stable) {
                    break;
                }
            }
            let t0 = Instant::now();
            self.ctl.hold = depth == 1;
            let score = self.aspirate(root, h, depth as i32, best.score);
            self.ctl.hold = false;
            if self.ctl.stopped() && depth > 1 {
                break;
            }
            let took = t0.elapsed();
            if depth > 2 && last_time > Duration::from_micros(200) {
                growth = (took.as_secs_f64() / last_time.as_secs_f64()).clamp(1.5, 12.0);
            }
            last_time = took;
            let pv = self.pv[0][..self.pv_len[0]].to_vec();
            if best.pv.first() == pv.first() {
                stable += 1;
            } else {
                stable = 0;
            }
            best = RootResult { pv, score, depth };
            // One legal move that ends the turn: nothing to think about.
            if score.abs() >= MATE_BOUND || (root_moves == 1 && root.step != Step::First) {
                break;
            }
        }
        best
    }

    /// The endgame solver: proves a forced win for the side to move, or gives up when its
    /// phase of the budget is spent. Each pass is a null-window search at the win bound,
    /// one single move deeper than the last: a line that does not end in a win fails low
    /// at once, so these passes go far deeper than the ordinary search of the same cost.
    /// A proven win is searched once more with a full window for its variation. Only
    /// wins count: a pass that fails low proves nothing about a loss.
    pub(crate) fn prove_win(&mut self, root: &Position) -> Option<RootResult> {
        self.table.next_generation();
        let h = hash(root);
        for depth in 1..(MAX_PLY as i32 - 12) {
            let s = self.negamax(root, h, depth, 0, MATE_BOUND - 1, MATE_BOUND);
            if self.ctl.stopped() {
                return None;
            }
            if s >= MATE_BOUND {
                let s = self.negamax(root, h, depth, 0, -MATE, MATE);
                if self.ctl.stopped() || s < MATE_BOUND || self.pv_len[0] == 0 {
                    return None;
                }
                return Some(RootResult {
                    pv: self.pv[0][..self.pv_len[0]].to_vec(),
                    score: s,
                    depth: depth as u32,
                });
            }
        }
        None
    }

    /// The root search with an aspiration window around the previous iteration's score,
    /// widened on failure.
    fn aspirate(&mut self, root: &Position, h: u64, depth: i32, guess: i32) -> i32 {
        if !self.selective || depth < 4 || guess.abs() >= MATE_BOUND {
            return self.negamax(root, h, depth, 0, -MATE, MATE);
        }
        let mut delta = 60;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let score = self.negamax(root, h, depth, 0, alpha, beta);
            if self.ctl.stopped() {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta * 3).max(-MATE);
            } else if score >= beta {
                beta = (beta + delta * 3).min(MATE);
            } else {
                return score;
            }
            delta *= 3;
            if delta > 2000 {
                alpha = -MATE;
                beta = MATE;
            }
        }
    }

    fn order_score(&self, pos: &Position, mv: Move, tt_move: u16, ply: usize) -> i32 {
        let e = enc(mv);
        if e == tt_move {
            return i32::MAX;
        }
        let jitter = if ply < 2 {
            (mix(self.seed ^ (u64::from(e) << 8) ^ ply as u64) & 63) as i32
        } else {
            0
        };
        let base = match mv {
            Move::Capture { from, to } => {
                let them = 1 - pos.side.index();
                let k = kind_index(pos, to.bit());
                let n = (pos.colors[them] & pos.kinds[k]).count_ones() as usize;
                (1 << 24)
                    + capture_gain(n) * 256
                    + i32::from(pos.heights[to.index()]) * 64
                    + 4 * (32 - i32::from(pos.heights[from.index()]))
            }
            _ => {
                if self.killers[ply][0] == e {
                    1 << 23
                } else if self.killers[ply][1] == e {
                    (1 << 23) - 1
                } else {
                    self.history[pos.side.index() * HISTORY_LEN + usize::from(e)].min((1 << 22) - 1)
                }
            }
        };
        base.saturating_mul(64)
            .saturating_add(jitter)
            .min(i32::MAX - 1)
    }

    pub(crate) fn negamax(
        &mut self,
        pos: &Position,
        hash: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if self.ctl.tick() {
            return 0;
        }
        if let Some(score) = type_loss_score(pos, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 8 {
            return self.quiesce(pos, hash, ply, alpha, beta, QUIESCENCE_PLIES);
        }
        let mut list = MoveList::new();
        pos.generate(&mut list);
        if list.is_empty() {
            // No capture at the start of a turn: the side to move loses.
            return -(MATE - ply as i32);
        }
        let pv_node = beta - alpha > 1;
        let mut tt_move = 0;
        if let Some(entry) = self.table.probe(hash) {
            tt_move = entry.mv;
            if !pv_node && i32::from(entry.depth) >= depth && ply > 0 {
                let score = from_tt(entry.score, ply);
                match entry.flags & 3 {
                    EXACT => return score,
                    LOWER if score >= beta => return score,
                    UPPER if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let moves = list.as_slice();
        let mut buf = [(0i32, Move::Pass); MoveList::CAPACITY];
        for (slot, &mv) in buf.iter_mut().zip(moves) {
            *slot = (self.order_score(pos, mv, tt_move, ply), mv);
        }
        let scored = &mut buf[..moves.len()];
        scored.sort_unstable_by_key(|a| std::cmp::Reverse(a.0));

        let us = pos.side.index();
        let original_alpha = alpha;
        let mut best = -MATE;
        let mut best_move = scored[0].1;
        for (i, &(order, mv)) in scored.iter().enumerate() {
            let child = pos.play_unchecked(mv);
            let ch = hash_after(hash, pos, mv, &child);
            let same = child.side == pos.side;
            let score = if i == 0 {
                self.child(&child, ch, depth - 1, ply, alpha, beta, same)
            } else {
                // Late moves that the ordering ranks low are first searched shallower.
                let quiet_or_late = order < (1 << 24) * 64 || i >= 6;
                let mut reduction = 0;
                if self.selective && depth >= 3 && i >= 3 && quiet_or_late {
                    reduction = 1 + i32::from(depth >= 6 && i >= 10);
                }
                let mut s = self.child(
                    &child,
                    ch,
                    depth - 1 - reduction,
                    ply,
                    alpha,
                    alpha + 1,
                    same,
                );
                if reduction > 0 && s > alpha && !self.ctl.stopped() {
                    s = self.child(&child, ch, depth - 1, ply, alpha, alpha + 1, same);
                }
                if s > alpha && s < beta && !self.ctl.stopped() {
                    self.child(&child, ch, depth - 1, ply, alpha, beta, same)
                } else {
                    s
                }
            };
            if self.ctl.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                best_move = mv;
                if score > alpha {
                    alpha = score;
                    self.pv[ply][0] = mv;
                    let n = self.pv_len[ply + 1];
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply][1..=n].copy_from_slice(&tail[0][..n]);
                    self.pv_len[ply] = n + 1;
                    if alpha >= beta {
                        if !matches!(mv, Move::Capture { .. }) {
                            let e = enc(mv);
                            if self.killers[ply][0] != e {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = e;
                            }
                            let hslot = us * HISTORY_LEN + usize::from(e);
                            self.history[hslot] += depth * depth;
                        }
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            LOWER
        } else if best > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.table
            .store(hash, to_tt(best, ply), enc(best_move), depth, bound);
        best
    }

    /// At the horizon: the static evaluation, unless the side to move can take the last
    /// stacks of a type in what is left of its turn; those captures (and the replies they
    /// allow, which may be decisive too) are searched, a few plies at most.
    fn quiesce(
        &mut self,
        pos: &Position,
        hash: u64,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        budget: u32,
    ) -> i32 {
        if matches!(pos.step, Step::First | Step::Open) && !pos.has_capture() {
            return -(MATE - ply as i32);
        }
        let stand = self.eval(pos, hash);
        if budget == 0 || ply >= MAX_PLY - 2 || pos.step == Step::Place {
            return stand;
        }
        let us = pos.side.index();
        let them = 1 - us;
        let moves_left = if pos.step == Step::First { 2 } else { 1 };
        let mut scarce = 0u64;
        for k in 0..3 {
            let own = pos.colors[them] & pos.kinds[k];
            if own.count_ones() <= moves_left {
                scarce |= own;
            }
        }
        if scarce == 0 {
            return stand;
        }
        let mut list = MoveList::new();
        pos.generate(&mut list);
        let decisive: Vec<Move> = list
            .as_slice()
            .iter()
            .copied()
            .filter(|mv| matches!(mv, Move::Capture { to, .. } if scarce & to.bit() != 0))
            .collect();
        if decisive.is_empty() {
            return stand;
        }
        if stand >= beta {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        for mv in decisive {
            if self.ctl.tick() {
                return 0;
            }
            let child = pos.play_unchecked(mv);
            let ch = hash_after(hash, pos, mv, &child);
            let score = if let Some(s) = type_loss_score(&child, ply + 1) {
                if child.side == pos.side { s } else { -s }
            } else if child.side == pos.side {
                self.quiesce(&child, ch, ply + 1, alpha, beta, budget - 1)
            } else {
                -self.quiesce(&child, ch, ply + 1, -beta, -alpha, budget - 1)
            };
            if self.ctl.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        child: &Position,
        hash: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        same: bool,
    ) -> i32 {
        if same {
            self.negamax(child, hash, depth, ply + 1, alpha, beta)
        } else {
            -self.negamax(child, hash, depth, ply + 1, -beta, -alpha)
        }
    }
}
