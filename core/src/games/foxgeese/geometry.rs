//! The 33-point cross: coordinates, king-move adjacency, jump lines and the pen.
//!
//! Points are numbered 0..33 from the bottom rank up, left to right within a rank
//! (`c1 d1 e1 c2 d2 e2 a3 .. g3 a4 .. g4 a5 .. g5 c6 d6 e6 c7 d7 e7`). Sets of points are
//! bitboards: bit `i` of a `u64` stands for point `i`.

use std::fmt;
use std::str::FromStr;

/// A set of points, one bit per point index.
pub type Bits = u64;

/// Number of points on the board.
pub const NUM_POINTS: usize = 33;

/// Every point of the board, as a bit set.
pub const BOARD: Bits = (1u64 << NUM_POINTS) - 1;

const NONE: u8 = u8::MAX;

/// One of the 33 points of the cross.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// The eight line directions as (column, rank) deltas: N, NE, E, SE, S, SW, W, NW.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Direction indexes a goose may always step in (forward and diagonally forward).
pub const GOOSE_FORWARD: [usize; 3] = [0, 1, 7];
/// Direction indexes of a sideways goose step.
pub const GOOSE_SIDEWAYS: [usize; 2] = [2, 6];

const fn exists(col: i8, rank: i8) -> bool {
    if col < 0 || col > 6 || rank < 0 || rank > 6 {
        return false;
    }
    let arm_col = col >= 2 && col <= 4;
    let arm_rank = rank >= 2 && rank <= 4;
    arm_col || arm_rank
}

const fn build_coords() -> [(u8, u8); NUM_POINTS] {
    let mut out = [(0u8, 0u8); NUM_POINTS];
    let mut i = 0;
    let mut rank = 0;
    while rank < 7 {
        let mut col = 0;
        while col < 7 {
            if exists(col, rank) {
                out[i] = (col as u8, rank as u8);
                i += 1;
            }
            col += 1;
        }
        rank += 1;
    }
    out
}

const COORDS: [(u8, u8); NUM_POINTS] = build_coords();

const fn build_index() -> [[u8; 7]; 7] {
    let mut out = [[NONE; 7]; 7];
    let mut i = 0;
    while i < NUM_POINTS {
        let (c, r) = COORDS[i];
        out[r as usize][c as usize] = i as u8;
        i += 1;
    }
    out
}

/// `INDEX[rank][col]`, or `NONE` where the grid square is not on the cross.
const INDEX: [[u8; 7]; 7] = build_index();

const fn index_at(col: i8, rank: i8) -> u8 {
    if exists(col, rank) {
        INDEX[rank as usize][col as usize]
    } else {
        NONE
    }
}

const fn build_steps() -> [[u8; 8]; NUM_POINTS] {
    let mut out = [[NONE; 8]; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        let (c, r) = COORDS[i];
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = DIRECTIONS[d];
            out[i][d] = index_at(c as i8 + dc, r as i8 + dr);
            d += 1;
        }
        i += 1;
    }
    out
}

/// `STEP[p][d]`: the neighbour of `p` in direction `d`, or `NONE`.
const STEP: [[u8; 8]; NUM_POINTS] = build_steps();

const fn build_jumps() -> [[u8; 8]; NUM_POINTS] {
    let mut out = [[NONE; 8]; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        let (c, r) = COORDS[i];
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = DIRECTIONS[d];
            if STEP[i][d] != NONE {
                out[i][d] = index_at(c as i8 + 2 * dc, r as i8 + 2 * dr);
            }
            d += 1;
        }
        i += 1;
    }
    out
}

/// `JUMP[p][d]`: the landing point two steps from `p` in direction `d` (the point jumped over
/// is `STEP[p][d]`, which then exists too), or `NONE`.
const JUMP: [[u8; 8]; NUM_POINTS] = build_jumps();

const fn build_neighbours() -> [Bits; NUM_POINTS] {
    let mut out = [0u64; NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        let mut d = 0;
        while d < 8 {
            if STEP[i][d] != NONE {
                out[i] |= 1u64 << STEP[i][d];
            }
            d += 1;
        }
        i += 1;
    }
    out
}

const NEIGHBOURS: [Bits; NUM_POINTS] = build_neighbours();

/// The pen (corral): `c5 d5 e5 c6 d6 e6 c7 d7 e7`.
pub const PEN: Bits = {
    let mut bits = 0u64;
    let mut r = 4;
    while r < 7 {
        let mut c = 2;
        while c < 5 {
            bits |= 1u64 << INDEX[r][c];
            c += 1;
        }
        r += 1;
    }
    bits
};

const ALL_POINTS: [Point; NUM_POINTS] = {
    let mut out = [Point(0); NUM_POINTS];
    let mut i = 0;
    while i < NUM_POINTS {
        out[i] = Point(i as u8);
        i += 1;
    }
    out
};

impl Point {
    /// Every point, bottom rank first, left to right.
    pub const ALL: [Point; NUM_POINTS] = ALL_POINTS;

    /// The point at column `col` (0 = `a`) and rank `rank` (0 = rank 1), if it is on the cross.
    pub fn from_coords(col: i32, rank: i32) -> Option<Point> {
        let c = i8::try_from(col).ok()?;
        let r = i8::try_from(rank).ok()?;
        let i = index_at(c, r);
        (i != NONE).then_some(Point(i))
    }

    /// The point with index `index` (0..33).
    pub fn from_index(index: usize) -> Option<Point> {
        (index < NUM_POINTS).then_some(Point(index as u8))
    }

    /// Index 0..33.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Column 0..7 (`a` = 0).
    pub fn col(self) -> i32 {
        i32::from(COORDS[self.index()].0)
    }

    /// Rank 0..7 (rank `1` = 0).
    pub fn rank(self) -> i32 {
        i32::from(COORDS[self.index()].1)
    }

    /// This point as a one-bit set.
    pub fn bit(self) -> Bits {
        1u64 << self.0
    }

    /// The neighbour in direction `dir` (an index into [`DIRECTIONS`]).
    pub fn step(self, dir: usize) -> Option<Point> {
        let p = *STEP[self.index()].get(dir)?;
        (p != NONE).then_some(Point(p))
    }

    /// The landing point of a jump in direction `dir` (the point jumped over is `step(dir)`).
    pub fn jump(self, dir: usize) -> Option<Point> {
        let p = *JUMP[self.index()].get(dir)?;
        (p != NONE).then_some(Point(p))
    }

    /// The neighbours of this point (king-move adjacency), as a bit set.
    pub fn neighbours(self) -> Bits {
        NEIGHBOURS[self.index()]
    }

    /// Whether `other` is a neighbour.
    pub fn is_adjacent(self, other: Point) -> bool {
        self.neighbours() & other.bit() != 0
    }

    /// The direction index from `self` to the neighbour `to`.
    pub fn direction_to(self, to: Point) -> Option<usize> {
        (0..8).find(|&d| self.step(d) == Some(to))
    }

    /// If `to` is a jump landing from `self`: the point jumped over.
    pub fn jumped_over(self, to: Point) -> Option<Point> {
        (0..8)
            .find(|&d| self.jump(d) == Some(to))
            .and_then(|d| self.step(d))
    }

    /// Whether the point is in the pen.
    pub fn in_pen(self) -> bool {
        PEN & self.bit() != 0
    }

    /// The points of a bit set, in index order.
    pub fn iter_bits(bits: Bits) -> impl Iterator<Item = Point> {
        let mut rest = bits & BOARD;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            Some(Point(i as u8))
        })
    }
}

/// Fast table access for move generation (indexes are always valid points).
#[inline]
pub(crate) fn step_raw(p: usize, dir: usize) -> u8 {
    STEP[p][dir]
}

#[inline]
pub(crate) fn jump_raw(p: usize, dir: usize) -> u8 {
    JUMP[p][dir]
}

#[inline]
pub(crate) fn neighbours_raw(p: usize) -> Bits {
    NEIGHBOURS[p]
}

pub(crate) const NO_POINT: u8 = NONE;

impl Point {
    pub(crate) fn from_raw(i: u8) -> Point {
        Point(i)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (c, r) = COORDS[self.index()];
        write!(f, "{}{}", char::from(b'a' + c), char::from(b'1' + r))
    }
}

/// A text that names no point of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPoint(pub String);

impl fmt::Display for UnknownPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown square `{}`", self.0)
    }
}

impl std::error::Error for UnknownPoint {}

impl FromStr for Point {
    type Err = UnknownPoint;

    fn from_str(s: &str) -> Result<Point, UnknownPoint> {
        let t = s.trim();
        let bytes = t.as_bytes();
        if let [c, r] = bytes {
            let c = c.to_ascii_lowercase();
            if (b'a'..=b'g').contains(&c)
                && (b'1'..=b'7').contains(r)
                && let Some(p) = Point::from_coords(i32::from(c - b'a'), i32::from(r - b'1'))
            {
                return Ok(p);
            }
        }
        Err(UnknownPoint(t.to_string()))
    }
}
