//! Moves, move generation (bitboards and precomputed tables) and making moves.

use std::fmt;

use super::geometry::{
    Bits, GOOSE_FORWARD, GOOSE_SIDEWAYS, NO_POINT, PEN, Point, jump_raw, neighbours_raw, step_raw,
};
use super::position::Position;
use crate::games::Seat;

/// The longest possible chain: every goose on the board jumped (20 in Halatafl).
pub const MAX_LANDINGS: usize = 20;

/// A legal-looking move: a step, or a jump chain with every landing listed.
///
/// Built by move generation or by checking an [`UncheckedMove`](super::UncheckedMove) in a
/// position; the captured geese are recorded with it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Point,
    landings: [Point; MAX_LANDINGS],
    len: u8,
    jump: bool,
    captured: Bits,
}

impl Move {
    pub(crate) fn step(from: Point, to: Point) -> Move {
        let mut landings = [Point::from_raw(0); MAX_LANDINGS];
        landings[0] = to;
        Move {
            from,
            landings,
            len: 1,
            jump: false,
            captured: 0,
        }
    }

    /// A chain from `from` through `path` capturing `captured` (caller guarantees the shape).
    pub(crate) fn chain(from: Point, path: &[Point], captured: Bits) -> Move {
        let mut landings = [Point::from_raw(0); MAX_LANDINGS];
        let n = path.len().min(MAX_LANDINGS);
        landings[..n].copy_from_slice(&path[..n]);
        Move {
            from,
            landings,
            len: n as u8,
            jump: true,
            captured,
        }
    }

    /// The point the moving piece starts on.
    pub fn from(&self) -> Point {
        self.from
    }

    /// The point the moving piece ends on.
    pub fn to(&self) -> Point {
        self.landings().last().copied().unwrap_or(self.landings[0])
    }

    /// The destination of a step, or every landing point of a chain, in order.
    pub fn landings(&self) -> &[Point] {
        &self.landings[..usize::from(self.len).min(MAX_LANDINGS)]
    }

    /// Whether this is a jump (chain).
    pub fn is_jump(&self) -> bool {
        self.jump
    }

    /// The geese this move captures, as a bit set.
    pub fn captured(&self) -> Bits {
        self.captured
    }

    /// The geese this move captures, in the order they are jumped.
    pub fn captured_points(&self) -> Vec<Point> {
        let mut out = Vec::new();
        if self.jump {
            let mut cur = self.from;
            for &land in self.landings() {
                if let Some(over) = cur.jumped_over(land) {
                    out.push(over);
                }
                cur = land;
            }
        }
        out
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.jump { 'x' } else { '-' };
        for p in self.landings() {
            write!(f, "{sep}{p}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[inline]
fn bit(i: u8) -> Bits {
    1u64 << i
}

/// Whether the game is over by a rule that does not depend on the moves available
/// (too few geese, the pen filled, the quiet-move limit).
pub(crate) fn over_by_count(pos: &Position) -> bool {
    pos.goose_count() < pos.variant.min_geese()
        || (pos.variant.pen_wins() && pos.geese & PEN == PEN)
        || pos.quiet >= QUIET_LIMIT
}

/// Plies without progress after which the game is drawn.
pub const QUIET_LIMIT: u32 = 100;

/// Appends the moves of the side to move, ignoring whether the game is over.
pub(crate) fn generate(pos: &Position, out: &mut Vec<Move>) {
    match pos.to_move {
        Seat::First => fox_moves(pos, out),
        Seat::Second => goose_moves(pos, out),
    }
}

/// Appends the legal moves: none once the game is over.
pub(crate) fn legal_into(pos: &Position, out: &mut Vec<Move>) {
    if !over_by_count(pos) {
        generate(pos, out);
    }
}

fn goose_moves(pos: &Position, out: &mut Vec<Move>) {
    let empty = !pos.occupied();
    let mut geese = pos.geese;
    let sideways = pos.variant.sideways();
    while geese != 0 {
        let g = geese.trailing_zeros() as usize;
        geese &= geese - 1;
        if neighbours_raw(g) & empty == 0 {
            continue;
        }
        let from = Point::from_raw(g as u8);
        for d in GOOSE_FORWARD {
            let to = step_raw(g, d);
            if to != NO_POINT && empty & bit(to) != 0 {
                out.push(Move::step(from, Point::from_raw(to)));
            }
        }
        if sideways {
            for d in GOOSE_SIDEWAYS {
                let to = step_raw(g, d);
                if to != NO_POINT && empty & bit(to) != 0 {
                    out.push(Move::step(from, Point::from_raw(to)));
                }
            }
        }
    }
}

struct ChainSearch<'a> {
    from: Point,
    /// Other foxes: never jumped, never landed on.
    blockers: Bits,
    complete_only: bool,
    path: [Point; MAX_LANDINGS],
    out: &'a mut Vec<Move>,
}

impl ChainSearch<'_> {
    /// Extends the chain standing on `cur` after `len` jumps; returns whether any jump exists.
    fn extend(&mut self, cur: usize, geese: Bits, len: usize, captured: Bits) -> bool {
        if len >= MAX_LANDINGS {
            return false;
        }
        let mut any = false;
        for d in 0..8 {
            let over = step_raw(cur, d);
            if over == NO_POINT || geese & bit(over) == 0 {
                continue;
            }
            let land = jump_raw(cur, d);
            if land == NO_POINT || (geese | self.blockers) & bit(land) != 0 {
                continue;
            }
            any = true;
            self.path[len] = Point::from_raw(land);
            let captured = captured | bit(over);
            if !self.complete_only {
                self.out
                    .push(Move::chain(self.from, &self.path[..=len], captured));
            }
            let more = self.extend(land as usize, geese & !bit(over), len + 1, captured);
            if self.complete_only && !more {
                self.out
                    .push(Move::chain(self.from, &self.path[..=len], captured));
            }
        }
        any
    }
}

/// Appends the jump chains of the fox on `from` (complete chains only when `complete_only`).
pub(crate) fn fox_jumps(pos: &Position, from: Point, complete_only: bool, out: &mut Vec<Move>) {
    let mut search = ChainSearch {
        from,
        blockers: pos.foxes & !from.bit(),
        complete_only,
        path: [Point::from_raw(0); MAX_LANDINGS],
        out,
    };
    search.extend(from.index(), pos.geese, 0, 0);
}

fn fox_moves(pos: &Position, out: &mut Vec<Move>) {
    let mandatory = pos.variant.mandatory_capture();
    let start = out.len();
    let mut foxes = pos.foxes;
    while foxes != 0 {
        let f = foxes.trailing_zeros() as u8;
        foxes &= foxes - 1;
        fox_jumps(pos, Point::from_raw(f), mandatory, out);
    }
    if mandatory && out.len() > start {
        return;
    }
    let empty = !pos.occupied();
    let mut foxes = pos.foxes;
    while foxes != 0 {
        let f = foxes.trailing_zeros() as usize;
        foxes &= foxes - 1;
        let mut targets = neighbours_raw(f) & empty;
        while targets != 0 {
            let t = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            out.push(Move::step(Point::from_raw(f as u8), Point::from_raw(t)));
        }
    }
}

/// Whether the fox on `at` could jump from there in `pos` (used to explain chains).
pub(crate) fn can_jump_from(at: Point, geese: Bits, blockers: Bits) -> bool {
    let cur = at.index();
    (0..8).any(|d| {
        let over = step_raw(cur, d);
        let land = jump_raw(cur, d);
        over != NO_POINT
            && land != NO_POINT
            && geese & bit(over) != 0
            && (geese | blockers) & bit(land) == 0
    })
}

/// Makes a move known to be legal in `pos`.
pub(crate) fn apply(pos: &Position, m: &Move) -> Position {
    let mut next = *pos;
    let from = m.from.bit();
    let to = m.to().bit();
    if pos.foxes & from != 0 {
        next.foxes = (pos.foxes & !from) | to;
        next.geese = pos.geese & !m.captured;
        next.quiet = if m.jump {
            0
        } else {
            pos.quiet.saturating_add(1)
        };
    } else {
        next.geese = (pos.geese & !from) | to;
        next.quiet = if m.to().rank() > m.from.rank() {
            0
        } else {
            pos.quiet.saturating_add(1)
        };
    }
    next.to_move = pos.to_move.other();
    next
}

/// Number of move sequences of length `depth` (a finished game has no moves).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut stack: Vec<Vec<Move>> = Vec::new();
    perft_rec(pos, depth, &mut stack, 0)
}

fn perft_rec(pos: &Position, depth: u32, stack: &mut Vec<Vec<Move>>, ply: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    if stack.len() <= ply {
        stack.push(Vec::with_capacity(64));
    }
    let mut buf = match stack.get_mut(ply) {
        Some(b) => std::mem::take(b),
        None => Vec::new(),
    };
    buf.clear();
    legal_into(pos, &mut buf);
    let nodes = if depth == 1 {
        buf.len() as u64
    } else {
        buf.iter()
            .map(|m| perft_rec(&apply(pos, m), depth - 1, stack, ply + 1))
            .sum()
    };
    if let Some(slot) = stack.get_mut(ply) {
        *slot = buf;
    }
    nodes
}
