//! Version 1 of the TZAAR computer player (frozen): alpha-beta over single moves with a
//! material-based evaluation.
//!
//! A TZAAR turn is two single moves by the same side (White's opening is one), so the side
//! to move does not alternate every ply. The search is a negamax over single moves where a
//! child with the same side to move is searched with the same window and its score kept,
//! and a child with the other side to move with the negated window and its score negated.
//! Scores are always from the point of view of the side to move at the node.

use std::sync::OnceLock;
use std::time::Instant;

use crate::engine::rng::{Rng, mix};
use crate::engine::{Choice, Control, Level, MATE, MATE_BOUND, from_tt, to_tt};
use crate::games::tzaar::geometry::{Direction, cells_of, first_blocker};
use crate::games::tzaar::{Move, MoveList, Position, Step};

/// Deepest ply a search path can reach (depth is capped well below).
const MAX_PLY: usize = 72;

/// Value of having `n` visible stacks of one type (index by `n`, capped at 15). Having none
/// loses, so the marginal values grow steeply as a type runs short.
const TYPE_VALUE: [i32; 16] = [
    -3000, 0, 300, 500, 640, 750, 835, 900, 950, 990, 1020, 1045, 1065, 1080, 1092, 1100,
];

/// Bonus for a stack of each height (capped at 6).
const HEIGHT_BONUS: [i32; 7] = [0, 0, 30, 52, 68, 78, 84];

/// Bonus for a type that has a stack taller than every opponent stack (it cannot be taken).
const SAFE_TYPE: i32 = 70;

/// Per available capture.
const MOBILITY: i32 = 4;

// ---------------------------------------------------------------------------------------
// Zobrist hashing

struct Zobrist {
    /// `[cell][color][kind][height]`, heights 0..32.
    piece: Vec<u64>,
    black: u64,
    step: [u64; 4],
}

fn zobrist() -> &'static Zobrist {
    static Z: OnceLock<Zobrist> = OnceLock::new();
    Z.get_or_init(|| {
        let mut rng = Rng::new(0x007A_4AA5);
        let piece = (0..60 * 2 * 3 * 32).map(|_| rng.next_u64()).collect();
        Zobrist {
            piece,
            black: rng.next_u64(),
            step: [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
            ],
        }
    })
}

#[inline]
fn zpiece(z: &Zobrist, cell: usize, color: usize, kind: usize, height: u8) -> u64 {
    z.piece[((cell * 2 + color) * 3 + kind) * 32 + usize::from(height.min(31))]
}

fn step_index(step: Step) -> usize {
    match step {
        Step::Open => 0,
        Step::First => 1,
        Step::Second => 2,
        Step::Place => 3,
    }
}

#[inline]
fn state_key(z: &Zobrist, pos: &Position) -> u64 {
    let side = if pos.side.index() == 1 { z.black } else { 0 };
    side ^ z.step[step_index(pos.step)]
}

#[inline]
fn kind_index(pos: &Position, bit: u64) -> usize {
    if pos.kinds[0] & bit != 0 {
        0
    } else if pos.kinds[1] & bit != 0 {
        1
    } else {
        2
    }
}

/// The Zobrist hash of a position, from scratch.
pub(crate) fn hash(pos: &Position) -> u64 {
    let z = zobrist();
    let mut h = state_key(z, pos);
    for color in 0..2 {
        for cell in cells_of(pos.colors[color]) {
            let i = cell.index();
            h ^= zpiece(z, i, color, kind_index(pos, cell.bit()), pos.heights[i]);
        }
    }
    h
}

/// The hash of `child = pos.play_unchecked(mv)`, updated from `pos`'s hash.
#[inline]
fn hash_after(h: u64, pos: &Position, mv: Move, child: &Position) -> u64 {
    let z = zobrist();
    let us = pos.side.index();
    let mut h = h ^ state_key(z, pos) ^ state_key(z, child);
    match mv {
        Move::Capture { from, to } | Move::Stack { from, to } => {
            let (f, t) = (from.index(), to.index());
            let kf = kind_index(pos, from.bit());
            let kt = kind_index(pos, to.bit());
            let owner = if pos.colors[us] & to.bit() != 0 {
                us
            } else {
                1 - us
            };
            h ^= zpiece(z, f, us, kf, pos.heights[f]);
            h ^= zpiece(z, t, owner, kt, pos.heights[t]);
            h ^= zpiece(z, t, us, kf, child.heights[t]);
        }
        Move::Place { kind, at } => h ^= zpiece(z, at.index(), us, kind.index(), 1),
        Move::Pass => {}
    }
    h
}

// ---------------------------------------------------------------------------------------
// Evaluation

#[inline]
fn missing_type(pos: &Position, color: usize) -> bool {
    let own = pos.colors[color];
    pos.kinds.iter().any(|k| own & k == 0)
}

/// Material only: the type-count values, from `color`'s side.
fn material(pos: &Position, color: usize) -> i32 {
    let mut s = 0;
    for (c, sign) in [(color, 1), (1 - color, -1)] {
        for k in 0..3 {
            let n = (pos.colors[c] & pos.kinds[k]).count_ones() as usize;
            s += sign * TYPE_VALUE[n.min(15)];
        }
    }
    s
}

#[allow(clippy::needless_range_loop)]
/// The full evaluation from the side to move's point of view: type counts, stack heights,
/// stacks that cannot be taken, threats (attacked stacks, weighted by what losing them would
/// cost and by who moves next) and mobility (available captures).
pub(crate) fn evaluate(pos: &Position) -> i32 {
    let occ = pos.colors[0] | pos.colors[1];
    let mut counts = [[0usize; 3]; 2];
    let mut score = [0i32; 2];
    let mut max_h = [0u8; 2];
    let mut attacked = [0u64; 2];
    let mut caps = [0i32; 2];
    for c in 0..2 {
        for k in 0..3 {
            let n = (pos.colors[c] & pos.kinds[k]).count_ones() as usize;
            counts[c][k] = n;
            score[c] += TYPE_VALUE[n.min(15)];
        }
        let them = pos.colors[1 - c];
        for from in cells_of(pos.colors[c]) {
            let h = pos.heights[from.index()];
            max_h[c] = max_h[c].max(h);
            score[c] += HEIGHT_BONUS[usize::from(h.min(6))];
            for dir in Direction::ALL {
                if let Some(to) = first_blocker(from, dir, occ)
                    && them & to.bit() != 0
                    && pos.heights[to.index()] <= h
                {
                    attacked[1 - c] |= to.bit();
                    caps[c] += 1;
                }
            }
        }
    }
    let us = pos.side.index();
    for c in 0..2 {
        // Types that have a stack no opponent stack can take.
        for k in 0..3 {
            let safe = cells_of(pos.colors[c] & pos.kinds[k])
                .any(|cell| pos.heights[cell.index()] > max_h[1 - c]);
            if safe {
                score[c] += SAFE_TYPE;
            }
        }
        score[c] += MOBILITY * caps[c];
        // What the opponent's attacks threaten: the worst loss of one type, from the
        // captures the opponent can make on its next turn.
        let attacker = 1 - c;
        let (moves, weight) = if attacker == us {
            match pos.step {
                Step::First => (2, 70),
                _ => (1, 60),
            }
        } else {
            (2, 25)
        };
        let mut worst = 0;
        for k in 0..3 {
            let a = (attacked[c] & pos.kinds[k]).count_ones() as usize;
            if a == 0 {
                continue;
            }
            let n = counts[c][k];
            let m = a.min(moves).min(n);
            let loss = TYPE_VALUE[n.min(15)] - TYPE_VALUE[(n - m).min(15)];
            worst = worst.max(loss);
        }
        score[c] -= worst * weight / 100;
    }
    score[us] - score[1 - us]
}

// ---------------------------------------------------------------------------------------
// Search

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    mv: u16,
    depth: i8,
    bound: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// A move as a small number (0 = none), for the table and the killers.
#[inline]
fn enc(mv: Move) -> u16 {
    match mv {
        Move::Capture { from, to } => 1 + (from.index() * 60 + to.index()) as u16,
        Move::Stack { from, to } => 3601 + (from.index() * 60 + to.index()) as u16,
        Move::Pass => 7201,
        Move::Place { kind, at } => 7202 + (kind.index() * 60 + at.index()) as u16,
    }
}

const HISTORY_LEN: usize = 7202 + 180;

/// How the evaluation is done at this level.
#[derive(Clone, Copy)]
struct Style {
    full_eval: bool,
    /// Half-width of the evaluation noise (0: none).
    noise: i32,
}

struct Searcher<'c, 'a> {
    ctl: &'c mut Control<'a>,
    tt: Vec<Entry>,
    mask: usize,
    killers: [[u16; 2]; MAX_PLY],
    history: Vec<i32>,
    style: Style,
    seed: u64,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
}

/// The result of one root search.
struct RootResult {
    pv: Vec<Move>,
    score: i32,
    depth: u32,
}

impl<'c, 'a> Searcher<'c, 'a> {
    fn new(ctl: &'c mut Control<'a>, tt_bits: u32, style: Style, seed: u64) -> Self {
        Searcher {
            ctl,
            tt: vec![Entry::default(); 1 << tt_bits],
            mask: (1 << tt_bits) - 1,
            killers: [[0; 2]; MAX_PLY],
            history: vec![0; 2 * HISTORY_LEN],
            style,
            seed,
            pv: vec![[Move::Pass; MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
        }
    }

    fn eval(&self, pos: &Position, hash: u64) -> i32 {
        let base = if self.style.full_eval {
            evaluate(pos)
        } else {
            material(pos, pos.side.index())
        };
        if self.style.noise > 0 {
            let span = (2 * self.style.noise + 1) as u64;
            base + (mix(hash ^ self.seed) % span) as i32 - self.style.noise
        } else {
            base
        }
    }

    /// Iterative deepening from `root`: the principal variation of the deepest completed
    /// iteration. Iteration 1 always completes.
    fn iterate(&mut self, root: &Position, max_depth: u32) -> RootResult {
        let started = Instant::now();
        let h = hash(root);
        let mut best = RootResult {
            pv: Vec::new(),
            score: 0,
            depth: 0,
        };
        for depth in 1..=max_depth {
            if depth > 1 && !self.ctl.may_start_iteration(started) {
                break;
            }
            self.ctl.hold = depth == 1;
            let score = self.negamax(root, h, depth as i32, 0, -MATE, MATE);
            self.ctl.hold = false;
            if self.ctl.stopped() && depth > 1 {
                break;
            }
            best = RootResult {
                pv: self.pv[0][..self.pv_len[0]].to_vec(),
                score,
                depth,
            };
            if score.abs() >= MATE_BOUND {
                break;
            }
        }
        best
    }

    fn order_score(&self, pos: &Position, mv: Move, tt_move: u16, ply: usize) -> i32 {
        let e = enc(mv);
        let jitter = if ply < 2 {
            (mix(self.seed ^ (u64::from(e) << 8) ^ ply as u64) & 63) as i32
        } else {
            0
        };
        if e == tt_move {
            return 1 << 30;
        }
        let base = match mv {
            Move::Capture { from, to } => {
                let them = 1 - pos.side.index();
                let k = kind_index(pos, to.bit());
                let n = (pos.colors[them] & pos.kinds[k]).count_ones() as usize;
                let gain = TYPE_VALUE[n.min(15)] - TYPE_VALUE[(n - 1).min(15)];
                (1 << 24)
                    + gain * 256
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
        base * 64 + jitter
    }

    fn negamax(
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
        let us = pos.side.index();
        if pos.step != Step::Place {
            if missing_type(pos, us) {
                return -(MATE - ply as i32);
            }
            if missing_type(pos, 1 - us) {
                return MATE - ply as i32;
            }
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            if matches!(pos.step, Step::First | Step::Open) && !pos.has_capture() {
                return -(MATE - ply as i32);
            }
            return self.eval(pos, hash);
        }
        let mut list = MoveList::new();
        pos.generate(&mut list);
        if list.is_empty() {
            // No capture at the start of a turn: the side to move loses.
            return -(MATE - ply as i32);
        }
        let pv_node = beta - alpha > 1;
        let slot = (hash as usize) & self.mask;
        let entry = self.tt[slot];
        let mut tt_move = 0;
        if entry.key == hash {
            tt_move = entry.mv;
            if !pv_node && i32::from(entry.depth) >= depth && ply > 0 {
                let score = from_tt(entry.score, ply);
                match entry.bound {
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

        let original_alpha = alpha;
        let mut best = -MATE;
        let mut best_move = scored[0].1;
        for (i, &(_, mv)) in scored.iter().enumerate() {
            let child = pos.play_unchecked(mv);
            let ch = hash_after(hash, pos, mv, &child);
            let same = child.side == pos.side;
            let score = if i == 0 {
                self.child(&child, ch, depth, ply, alpha, beta, same)
            } else {
                let s = self.child(&child, ch, depth, ply, alpha, alpha + 1, same);
                if s > alpha && s < beta && !self.ctl.stopped() {
                    self.child(&child, ch, depth, ply, alpha, beta, same)
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
        if entry.key != hash || i32::from(entry.depth) <= depth || bound == EXACT {
            self.tt[slot] = Entry {
                key: hash,
                score: to_tt(best, ply),
                mv: enc(best_move),
                depth: depth as i8,
                bound,
            };
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
            self.negamax(child, hash, depth - 1, ply + 1, alpha, beta)
        } else {
            -self.negamax(child, hash, depth - 1, ply + 1, -beta, -alpha)
        }
    }
}

// ---------------------------------------------------------------------------------------
// Levels

/// Whether the turn continues after `pos` with the same side (and the game is not over).
fn turn_continues(before: &Position, after: &Position) -> bool {
    after.side == before.side && after.ending().is_none()
}

fn random_turn(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut cur = pos.clone();
    loop {
        let list = cur.legal_moves();
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        let next = cur.play_unchecked(mv);
        moves.push(mv);
        if !turn_continues(&cur, &next) {
            break;
        }
        cur = next;
    }
    moves
}

/// Single moves left in the turn at `pos`.
fn moves_left_in_turn(pos: &Position) -> u32 {
    match pos.step {
        Step::First => 2,
        _ => 1,
    }
}

pub(crate) fn choose(pos: &Position, level: Level, ctl: &mut Control, seed: u64) -> Option<Choice> {
    if pos.ending().is_some() {
        return None;
    }
    let mut rng = Rng::new(seed);
    if level == Level::Random {
        let moves = random_turn(pos, &mut rng);
        return Some(Choice {
            moves: moves.iter().map(Move::to_string).collect(),
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let (style, tt_bits, mut max_depth) = match level {
        Level::Greedy => (
            Style {
                full_eval: false,
                noise: 0,
            },
            12,
            moves_left_in_turn(pos),
        ),
        Level::Easy => (
            Style {
                full_eval: false,
                noise: 40,
            },
            18,
            ctl.max_depth,
        ),
        Level::Medium => (
            Style {
                full_eval: true,
                noise: 0,
            },
            19,
            ctl.max_depth,
        ),
        _ => (
            Style {
                full_eval: true,
                noise: 0,
            },
            20,
            ctl.max_depth,
        ),
    };
    if pos.step == Step::Place {
        // Placement is 180 moves wide and far from the fight: a shallow look is enough.
        max_depth = max_depth.min(2);
    }
    let mut searcher = Searcher::new(ctl, tt_bits, style, rng.next_u64());
    let result = searcher.iterate(pos, max_depth);
    let mut moves = result.pv.clone();
    moves.truncate(1);
    let first = *moves.first()?;
    let after = pos.play_unchecked(first);
    if turn_continues(pos, &after) {
        let second = match result.pv.get(1) {
            Some(&mv) if after.check(mv).is_ok() => mv,
            _ => {
                // The variation stopped short (a tiny node budget): finish the turn with the
                // shallowest search.
                let depth = result.depth.saturating_sub(1).max(1);
                let r = searcher.iterate(&after, depth);
                *r.pv.first()?
            }
        };
        moves.push(second);
    }
    let nodes = searcher.ctl.nodes;
    Some(Choice {
        moves: moves.iter().map(Move::to_string).collect(),
        score: result.score,
        depth: result.depth,
        nodes,
    })
}
