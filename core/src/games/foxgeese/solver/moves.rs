//! The solver's own move generation on bare bitboards: successors as `(foxes, geese)` pairs
//! (the side to move alternates), deduplicated, and the in-table predecessors (un-moves) the
//! retrograde solver needs. It follows the rules core (`games::foxgeese`) exactly, which
//! the tests check position by position; it exists because the solvers need only the
//! resulting positions, tens of millions of times a second, not `Move`s with their texts.
//!
//! The quiet-move counter and repetition are not part of a solver position; what they do to
//! the values is in the module documentation of `probe`.

use crate::games::Seat;
use crate::games::foxgeese::{Bits, PEN, Piece, Point, Position, Setup, Variant};

/// No point: the board ends in that direction.
pub(super) const NONE: u8 = u8::MAX;

/// The rules that matter to the solver, taken from a [`Variant`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    pub variant: Variant,
    pub foxes: u32,
    /// The foxes win below this many geese.
    pub min_geese: u32,
    pub sideways: bool,
    /// Halatafl: a fox that can jump must, and only complete chains are moves.
    pub mandatory: bool,
    /// Halatafl: nine geese in the pen win.
    pub pen_wins: bool,
}

impl Rules {
    pub fn new(variant: Variant) -> Rules {
        Rules {
            variant,
            foxes: variant.foxes(),
            min_geese: variant.min_geese(),
            sideways: variant.sideways(),
            mandatory: variant.mandatory_capture(),
            pen_wins: variant.pen_wins(),
        }
    }
}

/// The board's lines as flat tables.
pub(super) struct Lines {
    /// `step[p][d]`: the neighbour of `p` in direction `d` (N, NE, E, SE, S, SW, W, NW).
    pub(super) step: [[u8; 8]; 33],
    /// `jump[p][d]`: the landing point two steps away.
    pub(super) jump: [[u8; 8]; 33],
    pub(super) neighbours: [Bits; 33],
}

pub(super) fn lines() -> &'static Lines {
    use std::sync::OnceLock;
    static LINES: OnceLock<Lines> = OnceLock::new();
    LINES.get_or_init(|| {
        let mut l = Lines {
            step: [[NONE; 8]; 33],
            jump: [[NONE; 8]; 33],
            neighbours: [0; 33],
        };
        for p in Point::ALL {
            for d in 0..8 {
                if let Some(s) = p.step(d) {
                    l.step[p.index()][d] = s.index() as u8;
                    l.neighbours[p.index()] |= s.bit();
                }
                if let Some(j) = p.jump(d) {
                    l.jump[p.index()][d] = j.index() as u8;
                }
            }
        }
        l
    })
}

/// Directions a goose may step in: N, NE, NW, then E and W when sideways.
const GOOSE_DIRS: [usize; 5] = [0, 1, 7, 2, 6];

/// Whether the fox on `from` (the other foxes `blockers`) can jump now.
#[inline]
fn can_jump(l: &Lines, from: usize, geese: Bits, blockers: Bits) -> bool {
    if l.neighbours[from] & geese == 0 {
        return false;
    }
    (0..8).any(|d| {
        let over = l.step[from][d];
        let land = l.jump[from][d];
        over != NONE
            && land != NONE
            && geese >> over & 1 == 1
            && (geese | blockers) >> land & 1 == 0
    })
}

/// Whether any fox can jump.
pub fn any_jump(foxes: Bits, geese: Bits) -> bool {
    let l = lines();
    let mut rest = foxes;
    while rest != 0 {
        let f = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if can_jump(l, f, geese, foxes & !(1u64 << f)) {
            return true;
        }
    }
    false
}

/// Appends the end states `(fox point, geese left)` of the chains from `cur`.
fn chains(
    l: &Lines,
    cur: usize,
    geese: Bits,
    blockers: Bits,
    complete_only: bool,
    out: &mut Vec<(u8, Bits)>,
) {
    for d in 0..8 {
        let over = l.step[cur][d];
        if over == NONE || geese >> over & 1 == 0 {
            continue;
        }
        let land = l.jump[cur][d];
        if land == NONE || (geese | blockers) >> land & 1 == 1 {
            continue;
        }
        let left = geese & !(1u64 << over);
        if !complete_only || !can_jump(l, land as usize, left, blockers) {
            out.push((land, left));
        }
        chains(l, land as usize, left, blockers, complete_only, out);
    }
}

/// The successors of a position as `(foxes, geese)`, sorted and without duplicates (two
/// chains that end on the same point having taken the same geese lead to one position).
/// Nothing is generated where the game is over by the goose count or the pen; the caller
/// checks that first (see [`terminal`]).
pub fn successors(
    rules: &Rules,
    foxes: Bits,
    geese: Bits,
    fox_to_move: bool,
    out: &mut Vec<(Bits, Bits)>,
) {
    out.clear();
    let l = lines();
    let empty = !(foxes | geese) & ((1u64 << 33) - 1);
    if fox_to_move {
        let mut ends = Vec::new();
        let mut rest = foxes;
        while rest != 0 {
            let f = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let others = foxes & !(1u64 << f);
            ends.clear();
            chains(l, f, geese, others, rules.mandatory, &mut ends);
            out.extend(
                ends.iter()
                    .map(|&(land, left)| (others | 1u64 << land, left)),
            );
        }
        if !rules.mandatory || out.is_empty() {
            let mut rest = foxes;
            while rest != 0 {
                let f = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let others = foxes & !(1u64 << f);
                let mut to = l.neighbours[f] & empty;
                while to != 0 {
                    let t = to & to.wrapping_neg();
                    to &= to - 1;
                    out.push((others | t, geese));
                }
            }
        }
        out.sort_unstable();
        out.dedup();
    } else {
        // Two goose steps never give the same position; sorted like the fox's.
        let dirs = if rules.sideways { 5 } else { 3 };
        let mut rest = geese;
        while rest != 0 {
            let g = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for &d in &GOOSE_DIRS[..dirs] {
                let to = l.step[g][d];
                if to != NONE && empty >> to & 1 == 1 {
                    out.push((foxes, geese & !(1u64 << g) | 1u64 << to));
                }
            }
        }
        out.sort_unstable();
    }
}

/// How the rules end a position before any move: `Some(true)` the foxes have won,
/// `Some(false)` the geese have, `None` play goes on (or the side to move has no move,
/// which the caller sees as no successors). Too few geese come first, then the pen.
pub fn decided(rules: &Rules, geese: Bits) -> Option<bool> {
    if geese.count_ones() < rules.min_geese {
        Some(true)
    } else if rules.pen_wins && geese & PEN == PEN {
        Some(false)
    } else {
        None
    }
}

/// [`decided`], then a side to move with no move loses: `Some(true)` when the foxes win.
pub fn terminal(rules: &Rules, foxes: Bits, geese: Bits, fox_to_move: bool) -> Option<bool> {
    if let Some(w) = decided(rules, geese) {
        return Some(w);
    }
    let mut out = Vec::new();
    successors(rules, foxes, geese, fox_to_move, &mut out);
    out.is_empty().then_some(!fox_to_move)
}

/// The positions with the same number of geese from which a step (not a capture) leads
/// to `(foxes, geese)` with `fox_to_move` to move. Each is reported once, and only where
/// that step is a legal move: a predecessor the rules have already ended (the pen) or, in
/// Halatafl, one where a fox could jump (a capture is compulsory) is left out.
pub fn predecessors(
    rules: &Rules,
    foxes: Bits,
    geese: Bits,
    fox_to_move: bool,
    out: &mut Vec<(Bits, Bits)>,
) {
    out.clear();
    let l = lines();
    let empty = !(foxes | geese) & ((1u64 << 33) - 1);
    if !fox_to_move {
        // A fox stepped here from an empty neighbour: the geese were as they are, so a
        // goose set the rules have decided had no fox moves before it either.
        if decided(rules, geese).is_some() {
            return;
        }
        let mut rest = foxes;
        while rest != 0 {
            let f = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let others = foxes & !(1u64 << f);
            let mut from = l.neighbours[f] & empty;
            while from != 0 {
                let p = from & from.wrapping_neg();
                from &= from - 1;
                let before = others | p;
                if rules.mandatory && any_jump(before, geese) {
                    continue;
                }
                out.push((before, geese));
            }
        }
    } else {
        // A goose stepped here: it came from behind (S, SW, SE) or, with sideways steps,
        // from the side (W, E).
        const BACK: [usize; 5] = [4, 5, 3, 6, 2];
        let dirs = if rules.sideways { 5 } else { 3 };
        let mut rest = geese;
        while rest != 0 {
            let g = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for &d in &BACK[..dirs] {
                let p = l.step[g][d];
                if p != NONE && empty >> p & 1 == 1 {
                    let before = geese & !(1u64 << g) | 1u64 << p;
                    if decided(rules, before).is_none() {
                        out.push((foxes, before));
                    }
                }
            }
        }
    }
}

/// The rules core's position for a solver position (quiet-move counter 0), `None` if the
/// pieces do not make a valid position of the variant.
pub fn to_position(
    variant: Variant,
    foxes: Bits,
    geese: Bits,
    fox_to_move: bool,
) -> Option<Position> {
    let mut setup = Setup::empty(variant);
    for p in Point::iter_bits(geese) {
        setup.put(p, Some(Piece::Goose));
    }
    for p in Point::iter_bits(foxes) {
        setup.put(p, Some(Piece::Fox));
    }
    setup.to_move = if fox_to_move {
        Seat::First
    } else {
        Seat::Second
    };
    Position::from_setup(&setup).ok()
}
