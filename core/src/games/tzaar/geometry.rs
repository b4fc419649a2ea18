//! The TZAAR board: 60 spaces on a hexagon with its centre removed, BoardSpace coordinates.
//!
//! Spaces are numbered column by column (`a1` = 0 … `i5` = 59), rows upwards. With that order
//! every ray in the three "forward" directions (up a column, or into the next column) visits
//! increasing indices, and the opposite rays decreasing ones, so the first stack met along a
//! ray is the lowest or highest set bit of a 64-bit mask. Rays stop at the edge and at the
//! centre, which is not a space.

use std::fmt;
use std::str::FromStr;

/// Number of columns (`a`..`i`).
pub const COLUMNS: usize = 9;
/// Points per column on the full hexagon (column `e` also has the centre, which is not a space).
const COLUMN_POINTS: [u8; COLUMNS] = [5, 6, 7, 8, 9, 8, 7, 6, 5];
/// Index of each column's first space.
const COLUMN_START: [u8; COLUMNS + 1] = [0, 5, 11, 18, 26, 34, 42, 49, 55, 60];

/// A space of the board (never the centre).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

/// A direction of one of the three lines through a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Direction(u8);

/// Axial steps of the six directions; the first three are the "forward" ones (increasing
/// indices), each followed three places later by its opposite.
const STEPS: [(i8, i8); 6] = [(0, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1)];

impl Direction {
    pub const ALL: [Direction; 6] = [
        Direction(0),
        Direction(1),
        Direction(2),
        Direction(3),
        Direction(4),
        Direction(5),
    ];

    /// Whether rays in this direction visit increasing cell indices.
    #[inline]
    pub fn is_forward(self) -> bool {
        self.0 < 3
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl Cell {
    pub const NUM: usize = 60;

    /// All 60 spaces in index order (`a1`, `a2`, …, `i5`).
    pub const ALL: [Cell; 60] = {
        let mut all = [Cell(0); 60];
        let mut i = 0;
        while i < 60 {
            all[i] = Cell(i as u8);
            i += 1;
        }
        all
    };

    /// The cell with this index, if it is below 60.
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < Self::NUM).then_some(Cell(index as u8))
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub(crate) fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The space at a column (0 = `a`) and a BoardSpace row (1-based), if it exists.
    pub fn from_column_row(column: usize, row: usize) -> Option<Cell> {
        if column >= COLUMNS || row == 0 || row > COLUMN_POINTS[column] as usize {
            return None;
        }
        if column == 4 {
            return match row {
                5 => None,
                r if r < 5 => Some(Cell(COLUMN_START[4] + r as u8 - 1)),
                r => Some(Cell(COLUMN_START[4] + r as u8 - 2)),
            };
        }
        Some(Cell(COLUMN_START[column] + row as u8 - 1))
    }

    /// Column index (0 = `a`).
    pub fn column(self) -> usize {
        column_of(self.0)
    }

    /// BoardSpace row, 1-based from the column's lowest point (`e6` is row 6).
    pub fn row(self) -> usize {
        row_of(self.0)
    }

    /// Axial coordinates `(q, r)`, centre at `(0, 0)`; see `docs/tzaar.md`.
    pub fn axial(self) -> (i8, i8) {
        axial_of(self.0)
    }

    /// The space at axial coordinates, if it is on the board and not the centre.
    pub fn from_axial(q: i8, r: i8) -> Option<Cell> {
        from_axial(q, r).map(Cell)
    }

    /// Mask of the spaces along a ray from this cell (excluding it), up to the edge or the
    /// centre.
    #[inline]
    pub(crate) fn ray(self, dir: Direction) -> u64 {
        RAYS[self.0 as usize][dir.0 as usize]
    }

    /// The spaces from this cell towards `dir`, nearest first.
    pub fn ray_cells(self, dir: Direction) -> impl Iterator<Item = Cell> {
        let (dq, dr) = STEPS[dir.0 as usize];
        let (mut q, mut r) = self.axial();
        std::iter::from_fn(move || {
            q += dq;
            r += dr;
            Cell::from_axial(q, r)
        })
    }

    /// The direction of the straight line from `self` to `other` that does not cross the
    /// centre, if there is one.
    pub fn direction_to(self, other: Cell) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.ray(d) & other.bit() != 0)
    }

    /// Whether `self` and `other` lie on one of the board's lines, ignoring the centre.
    pub fn on_line_through_centre(self, other: Cell) -> bool {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let (dq, dr) = (q2 - q1, r2 - r1);
        (dq, dr) != (0, 0) && (dq == 0 || dr == 0 || dq == -dr)
    }
}

const fn column_of(index: u8) -> usize {
    let mut c = 0;
    while c < COLUMNS - 1 && index >= COLUMN_START[c + 1] {
        c += 1;
    }
    c
}

const fn row_of(index: u8) -> usize {
    let c = column_of(index);
    let row = (index - COLUMN_START[c]) as usize + 1;
    if c == 4 && row >= 5 { row + 1 } else { row }
}

const fn axial_of(index: u8) -> (i8, i8) {
    let c = column_of(index) as i8;
    let q = c - 4;
    let shift = if q < 0 { -q } else { 0 };
    (q, row_of(index) as i8 - 5 + shift)
}

const fn abs(x: i8) -> i8 {
    if x < 0 { -x } else { x }
}

const fn from_axial(q: i8, r: i8) -> Option<u8> {
    if abs(q) > 4 || abs(r) > 4 || abs(q + r) > 4 || (q == 0 && r == 0) {
        return None;
    }
    let shift = if q < 0 { -q } else { 0 };
    let row = r + 5 - shift;
    let column = (q + 4) as usize;
    let mut index = COLUMN_START[column] + row as u8 - 1;
    if column == 4 && row > 5 {
        index -= 1;
    }
    Some(index)
}

/// `RAYS[cell][dir]`: the spaces strictly beyond `cell` towards `dir`, to the edge or centre.
static RAYS: [[u64; 6]; 60] = {
    let mut rays = [[0u64; 6]; 60];
    let mut cell = 0;
    while cell < 60 {
        let (q0, r0) = axial_of(cell as u8);
        let mut d = 0;
        while d < 6 {
            let (dq, dr) = STEPS[d];
            let (mut q, mut r) = (q0 + dq, r0 + dr);
            let mut mask = 0u64;
            while let Some(i) = from_axial(q, r) {
                mask |= 1u64 << i;
                q += dq;
                r += dr;
            }
            rays[cell][d] = mask;
            d += 1;
        }
        cell += 1;
    }
    rays
};

/// Why a space name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellError(pub String);

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.eq_ignore_ascii_case("e5") {
            write!(f, "e5 is the centre of the board, not a space")
        } else {
            write!(
                f,
                "there is no space `{}` (columns a-i, rows from 1)",
                self.0
            )
        }
    }
}

impl std::error::Error for CellError {}

impl FromStr for Cell {
    type Err = CellError;

    fn from_str(s: &str) -> Result<Cell, CellError> {
        let err = || CellError(s.chars().take(12).collect());
        let bytes = s.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return Err(err());
        }
        let column = bytes[0].to_ascii_lowercase();
        if !(b'a'..=b'i').contains(&column) || !bytes[1..].iter().all(u8::is_ascii_digit) {
            return Err(err());
        }
        let row: usize = s[1..].parse().map_err(|_| err())?;
        Cell::from_column_row((column - b'a') as usize, row).ok_or_else(err)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column() as u8) as char, self.row())
    }
}

/// Iterates over the cells of a bitmask, lowest index first.
#[inline]
pub(crate) fn cells_of(mut mask: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(Cell(i))
        }
    })
}

/// The first occupied cell along `dir` from `from`, given the occupancy mask.
#[inline]
pub(crate) fn first_blocker(from: Cell, dir: Direction, occupied: u64) -> Option<Cell> {
    let hits = from.ray(dir) & occupied;
    if hits == 0 {
        None
    } else if dir.is_forward() {
        Some(Cell(hits.trailing_zeros() as u8))
    } else {
        Some(Cell(63 - hits.leading_zeros() as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_centre_is_not_a_space() {
        for cell in Cell::ALL {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
            assert_eq!(Cell::from_axial(cell.axial().0, cell.axial().1), Some(cell));
        }
        assert!("e5".parse::<Cell>().is_err());
        assert_eq!("E9".parse::<Cell>().unwrap().to_string(), "e9");
        assert_eq!("e6".parse::<Cell>().unwrap().index(), 30);
        assert!("a6".parse::<Cell>().is_err());
        assert!("i6".parse::<Cell>().is_err());
        assert!("j1".parse::<Cell>().is_err());
        assert!("a0".parse::<Cell>().is_err());
    }

    #[test]
    fn forward_rays_increase_and_backward_rays_decrease() {
        for cell in Cell::ALL {
            for dir in Direction::ALL {
                for next in cells_of(cell.ray(dir)) {
                    assert_eq!(next > cell, dir.is_forward());
                }
                let walked: u64 = cell.ray_cells(dir).fold(0, |m, c| m | c.bit());
                assert_eq!(walked, cell.ray(dir));
            }
        }
    }

    #[test]
    fn neighbours_follow_the_spec() {
        let n = |s: &str| -> Vec<String> {
            let c: Cell = s.parse().unwrap();
            let mut v: Vec<String> = Direction::ALL
                .iter()
                .filter_map(|&d| c.ray_cells(d).next())
                .map(|c| c.to_string())
                .collect();
            v.sort();
            v
        };
        // a-d: one column right reaches rows r and r+1; e-h: rows r-1 and r.
        assert_eq!(n("b2"), ["a1", "a2", "b1", "b3", "c2", "c3"]);
        assert_eq!(n("f2"), ["e2", "e3", "f1", "f3", "g1", "g2"]);
        // Next to the centre: e4 has no neighbour above, only five neighbours.
        assert_eq!(n("e4"), ["d3", "d4", "e3", "f3", "f4"]);
        assert_eq!(n("e6"), ["d5", "d6", "e7", "f5", "f6"]);
        assert_eq!(n("a1"), ["a2", "b1", "b2"]);
    }
}
