//! The Fox and Geese computer player (both sides, every variant): alpha-beta negamax with a
//! transposition table, killer/history ordering, a capture extension at the horizon (for
//! hard also the geese's replies to a threatened capture), and the
//! draw rules (repetition against the game's history and the search path; the 100-ply quiet
//! counter), a draw being worth what the variant's start is worth. In standard Fox and
//! Geese without sideways steps a fox that stands below every goose has won, which the
//! search scores as a win at once: there no game can be drawn, so its win and loss scores
//! are exact.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use crate::domain::Level;
use crate::engine::rng::{Rng, mix};
use crate::engine::search::{Choice, Control, Limits, MATE, MATE_BOUND, from_tt, to_tt};
use crate::engine::{self, Engine, Oracle, Player};
use crate::games::Seat;
use crate::games::foxgeese::geometry::{NO_POINT, jump_raw, neighbours_raw, step_raw};
use crate::games::foxgeese::moves::{QUIET_LIMIT, apply, generate};
use crate::games::foxgeese::solver::Tables;
use crate::games::foxgeese::{Bits, Game, Move, PEN, Point, Position, Variant};
use crate::games::value::Value;

const MAX_PLY: usize = 96;

#[inline]
fn bit(i: usize) -> Bits {
    1u64 << i
}

/// Hash of the pieces and the side to move (the repetition identity).
#[inline]
pub(crate) fn hash(pos: &Position) -> u64 {
    let side = match pos.to_move {
        Seat::First => 0,
        Seat::Second => 0x2545_F491_4F6C_DD1D,
    };
    mix(pos.foxes.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x1234_5678) ^ mix(pos.geese) ^ side
}

/// Whether some fox could jump now (a goose next to it with an empty point behind).
fn fox_can_jump(pos: &Position) -> bool {
    let occupied = pos.foxes | pos.geese;
    let mut foxes = pos.foxes;
    while foxes != 0 {
        let f = foxes.trailing_zeros() as usize;
        foxes &= foxes - 1;
        if neighbours_raw(f) & pos.geese == 0 {
            continue;
        }
        for d in 0..8 {
            let over = step_raw(f, d);
            if over == NO_POINT || pos.geese & bit(usize::from(over)) == 0 {
                continue;
            }
            let land = jump_raw(f, d);
            if land != NO_POINT && occupied & bit(usize::from(land)) == 0 {
                return true;
            }
        }
    }
    false
}

/// Whether, in standard Fox and Geese without sideways steps, every goose stands on a
/// higher rank than the fox: a proven fox win. Geese never step back or sideways, so the
/// points at the fox's rank and below stay empty for good, the fox always has a move there,
/// and the geese, who must move forward every turn, run out of moves (or of geese) first.
fn fox_behind_the_lines(pos: &Position) -> bool {
    if pos.variant.pen_wins() || pos.variant.sideways() || pos.foxes == 0 {
        return false;
    }
    // `rank()` counts from 0, so the fox's rank and those below end at RANK_END[rank + 1].
    let top_fox = Point::ALL[63 - pos.foxes.leading_zeros() as usize].rank();
    let below = RANK_END[(top_fox + 1).clamp(1, 7) as usize];
    pos.geese & ((1u64 << below) - 1) == 0
}

/// The number of points on ranks `1` to `r`, by r: points are numbered from the bottom rank up,
/// so those are the points below that index.
const RANK_END: [u32; 8] = [0, 3, 6, 13, 20, 27, 30, 33];

/// Static evaluation from the foxes' point of view.
fn fox_eval(pos: &Position, full: bool) -> i32 {
    let geese = pos.geese.count_ones() as i32;
    let mut s = -100 * geese;
    if !full {
        return s;
    }
    let occupied = pos.foxes | pos.geese;
    let empty = !occupied & ((1u64 << 33) - 1);
    // Geese advance (towards rank 7) and, in Halatafl, fill the pen.
    let mut g = pos.geese;
    while g != 0 {
        let i = g.trailing_zeros() as usize;
        g &= g - 1;
        s -= 4 * Point::ALL[i].rank();
    }
    if pos.variant.pen_wins() {
        let in_pen = (pos.geese & PEN).count_ones() as i32;
        s -= 25 * in_pen + 6 * in_pen * in_pen;
    }
    // Fox freedom: moves, geese it threatens, and the room it can reach.
    let mut room = 0;
    let mut foxes = pos.foxes;
    while foxes != 0 {
        let f = foxes.trailing_zeros() as usize;
        foxes &= foxes - 1;
        let steps = (neighbours_raw(f) & empty).count_ones() as i32;
        let mut jumps = 0;
        for d in 0..8 {
            let over = step_raw(f, d);
            if over == NO_POINT || pos.geese & bit(usize::from(over)) == 0 {
                continue;
            }
            let land = jump_raw(f, d);
            if land != NO_POINT && occupied & bit(usize::from(land)) == 0 {
                jumps += 1;
            }
        }
        s += 6 * steps + 30 * jumps;
        if steps + jumps == 0 {
            s -= 80;
        }
        // Flood fill of the empty points the fox can walk to.
        let mut area = bit(f);
        loop {
            let mut grown = area;
            let mut a = area;
            while a != 0 {
                let i = a.trailing_zeros() as usize;
                a &= a - 1;
                grown |= neighbours_raw(i) & empty;
            }
            if grown == area {
                break;
            }
            area = grown;
        }
        s += 3 * (area.count_ones() as i32 - 1);
        room |= area;
    }
    // Stragglers: geese the foxes' room touches with an empty point behind, that a fox
    // can walk up to and jump later. Geese that close ranks (a goose or the board's edge
    // behind every goose facing the foxes) have none.
    let mut weak = 0;
    let mut g = pos.geese;
    while g != 0 {
        let i = g.trailing_zeros() as usize;
        g &= g - 1;
        let exposed = (0..8).any(|d| {
            let front = step_raw(i, d);
            let back = step_raw(i, (d + 4) % 8);
            front != NO_POINT
                && back != NO_POINT
                && room & bit(usize::from(front)) != 0
                && empty & bit(usize::from(back)) != 0
        });
        weak += i32::from(exposed);
    }
    s += STRAGGLER * weak;
    s
}

/// What an exposed goose (a straggler) is worth to the foxes.
const STRAGGLER: i32 = 14;

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
const NO_MOVE: u16 = 0;

/// A 16-bit fingerprint of a move for the table (never 0; collisions only cost ordering).
#[inline]
fn fingerprint(m: &Move) -> u16 {
    let x = (m.from().index() as u64) << 40 ^ (m.to().index() as u64) << 34 ^ m.captured();
    (mix(x) & 0xFFFF) as u16 | 1
}

#[inline]
fn move_key(m: &Move) -> usize {
    m.from().index() * 33 + m.to().index()
}

struct Searcher<'c, 'a> {
    ctl: &'c mut Control<'a>,
    tt: Vec<Entry>,
    mask: usize,
    killers: [[usize; 2]; MAX_PLY],
    history: Vec<i32>,
    full_eval: bool,
    /// Hard: at the horizon, search the geese's replies to a threatened capture.
    threat_extension: bool,
    noise: i32,
    seed: u64,
    /// What a draw is worth to the foxes (see [`draw_value`]).
    draw: i32,
    /// Occurrences of positions earlier in the game (by hash).
    seen: HashMap<u64, u32>,
    /// Hashes along the current search path.
    path: Vec<u64>,
    bufs: Vec<Vec<Move>>,
    best_root: Option<Move>,
}

impl<'c, 'a> Searcher<'c, 'a> {
    fn eval(&self, pos: &Position, hash: u64) -> i32 {
        let s = fox_eval(pos, self.full_eval);
        let s = match pos.to_move {
            Seat::First => s,
            Seat::Second => -s,
        };
        if self.noise > 0 {
            let span = (2 * self.noise + 1) as u64;
            s + (mix(hash ^ self.seed) % span) as i32 - self.noise
        } else {
            s
        }
    }

    /// The score of a draw for the side to move in `pos`.
    fn draw_score(&self, pos: &Position) -> i32 {
        match pos.to_move {
            Seat::First => self.draw,
            Seat::Second => -self.draw,
        }
    }

    fn iterate(&mut self, root: &Position, max_depth: u32) -> (Option<Move>, i32, u32) {
        let started = Instant::now();
        let h = hash(root);
        let mut best = (None, 0, 0);
        for depth in 1..=max_depth {
            if depth > 1 && !self.ctl.may_start_iteration(started) {
                break;
            }
            self.ctl.hold = depth == 1;
            self.best_root = None;
            let score = self.negamax(root, h, depth as i32, 0, -MATE, MATE);
            self.ctl.hold = false;
            if self.ctl.stopped() && depth > 1 {
                break;
            }
            best = (self.best_root, score, depth);
            if score.abs() >= MATE_BOUND {
                break;
            }
        }
        best
    }

    /// The game-over score of `pos` for the side to move, if it is over without looking at
    /// the moves (too few geese, pen filled, quiet-move draw).
    fn static_end(&self, pos: &Position, ply: usize) -> Option<i32> {
        let fox_to_move = pos.to_move == Seat::First;
        let fox_wins = |fox: bool| {
            if fox == fox_to_move {
                MATE - ply as i32
            } else {
                -(MATE - ply as i32)
            }
        };
        if pos.geese.count_ones() < pos.variant.min_geese() {
            return Some(fox_wins(true));
        }
        if pos.variant.pen_wins() && pos.geese & PEN == PEN {
            return Some(fox_wins(false));
        }
        if fox_behind_the_lines(pos) {
            return Some(fox_wins(true));
        }
        None
    }

    fn order(&self, pos: &Position, moves: &mut [Move], tt_move: u16, ply: usize) {
        let side = usize::from(pos.to_move == Seat::Second);
        let key = |m: &Move| -> i64 {
            if tt_move != NO_MOVE && fingerprint(m) == tt_move {
                return i64::MAX;
            }
            let jitter = if ply < 2 {
                (mix(self.seed ^ (move_key(m) as u64) << 16 ^ ply as u64) & 63) as i64
            } else {
                0
            };
            let base: i64 = if m.is_jump() {
                (1 << 40) + i64::from(m.captured().count_ones()) * (1 << 30)
            } else if self.killers[ply][0] == move_key(m) {
                1 << 29
            } else if self.killers[ply][1] == move_key(m) {
                (1 << 29) - 1
            } else {
                i64::from(self.history[side * 33 * 33 + move_key(m)])
            };
            base * 64 + jitter
        };
        moves.sort_unstable_by_key(|m| std::cmp::Reverse(key(m)));
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
        // Hard's horizon is a quiescence search of captures and the geese's answers to them
        // (not in the first iteration, which the clock may not stop).
        if depth <= 0 && self.threat_extension && !self.ctl.hold {
            return self.quiesce(pos, hash, ply, alpha, beta, 0);
        }
        let mut moves = match self.node_moves(pos, hash, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        let mut depth = depth;
        if depth <= 0 {
            // Extend while the foxes have a capture (every capture removes a goose, so this
            // ends), then stand on the evaluation.
            let capture_pending = pos.to_move == Seat::First && fox_can_jump(pos);
            if !capture_pending || ply >= MAX_PLY - 2 {
                self.bufs[ply] = moves;
                return self.eval(pos, hash);
            }
            depth = 1;
        }
        let pv_node = beta - alpha > 1;
        let slot = (hash as usize) & self.mask;
        let entry = self.tt[slot];
        let mut tt_index = NO_MOVE;
        if entry.key == hash {
            tt_index = entry.mv;
            if !pv_node && ply > 0 && i32::from(entry.depth) >= depth {
                let score = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => score >= beta,
                    UPPER => score <= alpha,
                    _ => false,
                };
                if cut {
                    self.bufs[ply] = moves;
                    return score;
                }
            }
        }
        self.order(pos, &mut moves, tt_index, ply);
        self.path.push(hash);
        let original_alpha = alpha;
        let mut best = -MATE;
        let mut best_move = moves[0];
        let mut stopped = false;
        for (i, m) in moves.iter().enumerate() {
            let child = apply(pos, m);
            let ch = self::hash(&child);
            let score = if i == 0 {
                -self.negamax(&child, ch, depth - 1, ply + 1, -beta, -alpha)
            } else {
                let s = -self.negamax(&child, ch, depth - 1, ply + 1, -alpha - 1, -alpha);
                if s > alpha && s < beta && !self.ctl.stopped() {
                    -self.negamax(&child, ch, depth - 1, ply + 1, -beta, -alpha)
                } else {
                    s
                }
            };
            if self.ctl.stopped() {
                stopped = true;
                break;
            }
            if score > best {
                best = score;
                best_move = *m;
                if ply == 0 {
                    self.best_root = Some(*m);
                }
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !m.is_jump() {
                            let k = move_key(m);
                            if self.killers[ply][0] != k {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = k;
                            }
                            let side = usize::from(pos.to_move == Seat::Second);
                            self.history[side * 33 * 33 + k] += depth * depth;
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.bufs[ply] = moves;
        if stopped {
            return 0;
        }
        let bound = if best >= beta {
            LOWER
        } else if best > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.tt[slot] = Entry {
            key: hash,
            score: to_tt(best, ply),
            mv: fingerprint(&best_move),
            depth: depth.clamp(0, 127) as i8,
            bound,
        };
        best
    }
}

/// Deepest run of quiescence plies (captures and the geese's answers to threats).
const QUIESCENCE_PLIES: u32 = 12;

impl Searcher<'_, '_> {
    /// The moves of a node (in the ply's buffer, to be given back), or its score if it ends
    /// before any move: out of time, over by the rules or a repetition, no move, or the
    /// quiet-move draw.
    fn node_moves(&mut self, pos: &Position, hash: u64, ply: usize) -> Result<Vec<Move>, i32> {
        if self.ctl.tick() {
            return Err(0);
        }
        if let Some(score) = self.static_end(pos, ply) {
            return Err(score);
        }
        if ply > 0 && (self.path.contains(&hash) || self.seen.get(&hash).is_some_and(|&n| n >= 1)) {
            return Err(self.draw_score(pos));
        }
        while ply >= self.bufs.len() {
            self.bufs.push(Vec::with_capacity(64));
        }
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        moves.clear();
        generate(pos, &mut moves);
        let score = if moves.is_empty() {
            -(MATE - ply as i32)
        } else if pos.quiet >= QUIET_LIMIT {
            self.draw_score(pos)
        } else {
            return Ok(moves);
        };
        self.bufs[ply] = moves;
        Err(score)
    }

    /// Hard's horizon: the foxes may capture (or stand on the evaluation); geese facing a
    /// threatened capture try every move, since they may not pass and whether they can parry
    /// is for their moves to show, not for a static guess. Every fox ply in it is a capture,
    /// so it ends within a few plies per goose; a run is also capped.
    fn quiesce(
        &mut self,
        pos: &Position,
        hash: u64,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        run: u32,
    ) -> i32 {
        let mut moves = match self.node_moves(pos, hash, ply) {
            Ok(moves) => moves,
            Err(score) => return score,
        };
        if !fox_can_jump(pos) || run >= QUIESCENCE_PLIES || ply >= MAX_PLY - 2 {
            self.bufs[ply] = moves;
            return self.eval(pos, hash);
        }
        let mut best = -MATE;
        if pos.to_move == Seat::First {
            let stand = self.eval(pos, hash);
            if stand >= beta {
                self.bufs[ply] = moves;
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            moves.retain(|m| m.is_jump());
            moves.sort_unstable_by_key(|m| std::cmp::Reverse(m.captured().count_ones()));
        } else {
            self.order(pos, &mut moves, NO_MOVE, ply);
        }
        self.path.push(hash);
        for m in &moves {
            let child = apply(pos, m);
            let score = -self.quiesce(&child, self::hash(&child), ply + 1, -beta, -alpha, run + 1);
            if self.ctl.stopped() {
                break;
            }
            if score > best {
                best = score;
                if ply == 0 {
                    self.best_root = Some(*m);
                }
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.path.pop();
        self.bufs[ply] = moves;
        if self.ctl.stopped() { 0 } else { best }
    }
}

/// What a draw is worth to the foxes in `variant`: the evaluation of its start. Scores are absolute (about -100 a goose for the foxes), so a draw
/// scored 0 would look to the foxes like taking every goose: they chased repetitions and
/// the quiet-move draw while the geese gave anything to avoid one. Valued as the start is,
/// a draw is welcome to a side worse off than at the start and avoided by a side better
/// off. (A contempt of half a goose against draws for the side that searches was tried:
/// no better over 60 games, see docs/engine.md.)
fn draw_value(variant: Variant, full_eval: bool) -> i32 {
    fox_eval(&Position::start(variant), full_eval)
}

/// Fox and Geese's computer player.
pub(crate) struct FoxGeesePlayer;

/// The registered player.
pub(crate) static PLAYER: FoxGeesePlayer = FoxGeesePlayer;

/// The depth of a Fox and Geese hint, in single moves.
const HINT_DEPTH: u32 = 8;

impl Player for FoxGeesePlayer {
    fn game(&self) -> &'static str {
        crate::games::foxgeese::KIND.key()
    }

    fn choose(
        &self,
        game: &crate::games::AnyGame,
        engine: &Engine,
        control: &mut Control,
        seed: u64,
    ) -> Option<Choice> {
        let g = game.downcast_ref::<Game>()?;
        if g.end().is_some() {
            return None;
        }
        choose(g, engine.level, control, seed)
    }

    /// The depth caps make the ladder: geese that see 6 single moves ahead are all but
    /// unbeatable for the foxes of any of our levels in Halatafl, so easy looks 2 moves
    /// ahead (with its evaluation noise) and medium 4, while hard has no cap (see
    /// docs/foxgeese.md, "The computer players", for the matches).
    fn level_limits(&self, level: Level, mut limits: Limits) -> Limits {
        limits.depth = match level {
            Level::Easy => Some(2),
            Level::Medium => Some(4),
            _ => limits.depth,
        };
        limits
    }

    /// Medium's depth as it was before it was capped at 4 for the ladder (8 single moves,
    /// within medium's time), since a hint should be a good move.
    fn hint_limits(&self, mut limits: Limits) -> Limits {
        limits.depth = Some(HINT_DEPTH);
        limits
    }

    fn exact(&self, game: &crate::games::AnyGame, oracle: &Oracle) -> Option<Value> {
        let g = game.downcast_ref::<Game>()?;
        if g.end().is_some() {
            return None;
        }
        tables(oracle)?.value(g.position())
    }

    /// A move that keeps the exact value: to the fastest win, the longest defence, or a
    /// draw. Which of several such moves is drawn from the seed: they are equal to a
    /// perfect opponent, and a fixed choice would make the computer easy to learn by heart.
    fn perfect(&self, game: &crate::games::AnyGame, oracle: &Oracle, seed: u64) -> Option<Choice> {
        let g = game.downcast_ref::<Game>()?;
        if g.end().is_some() {
            return None;
        }
        let tables = tables(oracle)?;
        let pos = g.position();
        let value = tables.value(pos)?;
        let best = tables.best_moves(pos);
        if best.is_empty() {
            return None;
        }
        let m = best[Rng::new(seed).below(best.len())];
        let side = |score: i32| match pos.to_move {
            Seat::First => score,
            Seat::Second => -score,
        };
        let (score, depth) = match value {
            Value::Win(n) => (MATE - n as i32, n),
            Value::Loss(n) => (-(MATE - n as i32), n),
            Value::Draw => (side(draw_value(pos.variant, true)), 0),
        };
        Some(Choice {
            moves: vec![m.to_string()],
            score,
            depth,
            nodes: 0,
        })
    }

    fn has_perfect_level(&self) -> bool {
        true
    }

    fn has_tables(&self, game: &crate::games::AnyGame, oracle: &Oracle) -> bool {
        let (Some(g), Some(tables)) = (game.downcast_ref::<Game>(), tables(oracle)) else {
            return false;
        };
        tables.reachable(g.position())
    }
}

/// The solved tables in the oracle's directory, opened as Fox and Geese's on first use.
fn tables(oracle: &Oracle) -> Option<Arc<Tables>> {
    let open: fn(&Path) -> engine::Tables =
        |dir: &Path| -> engine::Tables { Arc::new(Tables::open(dir)) };
    oracle
        .tables(crate::games::foxgeese::KIND.key(), open)?
        .downcast::<Tables>()
        .ok()
}

pub(crate) fn choose(game: &Game, level: Level, ctl: &mut Control, seed: u64) -> Option<Choice> {
    let pos = *game.position();
    let moves = game.legal_moves();
    if moves.is_empty() {
        return None;
    }
    let mut rng = Rng::new(seed);
    if level == Level::Random {
        let m = moves[rng.below(moves.len())];
        return Some(Choice {
            moves: vec![m.to_string()],
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    // Positions seen in the game so far, for the repetition rule.
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let mut cur = *game.start();
    *seen.entry(hash(&cur)).or_insert(0) += 1;
    for m in game.moves() {
        cur = apply(&cur, m);
        *seen.entry(hash(&cur)).or_insert(0) += 1;
    }
    let (full_eval, noise, tt_bits, max_depth) = match level {
        // Foxes: the most geese now; geese: the move that gives the fewest away.
        Level::Greedy => (false, 0, 12, if pos.to_move == Seat::First { 1 } else { 2 }),
        Level::Easy => (true, 30, 16, ctl.max_depth),
        Level::Medium => (true, 0, 18, ctl.max_depth),
        _ => (true, 0, 20, ctl.max_depth),
    };
    let tt_bits = ctl.table_bits(tt_bits);
    let mut searcher = Searcher {
        ctl,
        tt: vec![Entry::default(); 1 << tt_bits],
        mask: (1 << tt_bits) - 1,
        killers: [[usize::MAX; 2]; MAX_PLY],
        history: vec![0; 2 * 33 * 33],
        full_eval,
        threat_extension: level == Level::Hard,
        noise,
        seed: rng.next_u64(),
        draw: draw_value(pos.variant, full_eval),
        seen,
        path: Vec::with_capacity(MAX_PLY),
        bufs: Vec::new(),
        best_root: None,
    };
    let (best, score, depth) = searcher.iterate(&pos, max_depth);
    let best = best.unwrap_or(moves[0]);
    Some(Choice {
        moves: vec![best.to_string()],
        score,
        depth,
        nodes: searcher.ctl.nodes,
    })
}

#[cfg(test)]
mod tests;
