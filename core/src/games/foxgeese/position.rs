//! Positions: validated construction, the position text, the start positions.

use std::fmt;
use std::str::FromStr;

use super::geometry::{Bits, NUM_POINTS, Point};
use super::variant::{GeeseCount, Variant, VariantError};
use crate::games::Seat;

/// A piece on a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Fox,
    Goose,
}

impl Piece {
    /// The seat that owns this piece (foxes are [`Seat::First`]).
    pub fn seat(self) -> Seat {
        match self {
            Piece::Fox => Seat::First,
            Piece::Goose => Seat::Second,
        }
    }
}

/// An unvalidated position: anything can be written here; [`Position::from_setup`] checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each point, by [`Point::index`].
    pub pieces: [Option<Piece>; NUM_POINTS],
    pub to_move: Seat,
    pub variant: Variant,
    /// Plies since the last capture or forward goose step.
    pub quiet: u32,
}

impl Setup {
    /// An empty board.
    pub fn empty(variant: Variant) -> Setup {
        Setup {
            pieces: [None; NUM_POINTS],
            to_move: Seat::First,
            variant,
            quiet: 0,
        }
    }

    /// Puts `piece` on `point` (or clears it with `None`).
    pub fn put(&mut self, point: Point, piece: Option<Piece>) -> &mut Setup {
        if let Some(slot) = self.pieces.get_mut(point.index()) {
            *slot = piece;
        }
        self
    }
}

/// One thing wrong with a position or its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// The text does not have the four fields `<ranks> <side> <variant> <quiet>`.
    FieldCount {
        found: usize,
    },
    /// The board field does not have seven ranks.
    RankCount {
        found: usize,
    },
    /// A rank lists the wrong number of points (`rank` is 1..=7).
    RankLength {
        rank: u8,
        expected: usize,
        found: usize,
    },
    /// A character other than `F`, `G` or `.` on the board.
    BadPiece {
        rank: u8,
        found: char,
    },
    /// The side field is not `f` or `g`.
    BadSide(String),
    BadVariant(VariantError),
    /// The quiet counter is not a whole number.
    BadQuiet(String),
    /// A single word that is not a start name either.
    UnknownStart(String),
    WrongFoxCount {
        expected: u32,
        found: u32,
    },
    TooManyGeese {
        max: u32,
        found: u32,
    },
}

impl fmt::Display for PositionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionProblem::FieldCount { found } => write!(
                f,
                "expected 4 fields `<ranks> <side> <variant> <quiet>`, found {found}"
            ),
            PositionProblem::RankCount { found } => {
                write!(f, "expected 7 ranks separated by `/`, found {found}")
            }
            PositionProblem::RankLength {
                rank,
                expected,
                found,
            } => write!(f, "rank {rank} needs {expected} points, found {found}"),
            PositionProblem::BadPiece { rank, found } => write!(
                f,
                "rank {rank} has `{found}`, expected `F` (fox), `G` (goose) or `.` (empty)"
            ),
            PositionProblem::BadSide(s) => {
                write!(f, "side to move `{s}` must be `f` (foxes) or `g` (geese)")
            }
            PositionProblem::BadVariant(e) => write!(f, "{e}"),
            PositionProblem::BadQuiet(s) => {
                write!(f, "quiet-move counter `{s}` is not a whole number")
            }
            PositionProblem::UnknownStart(s) => write!(
                f,
                "`{s}` is neither a position text nor a start name (halatafl, standard, standard+15, standard+17, standard+sideways, ...)"
            ),
            PositionProblem::WrongFoxCount { expected, found } => {
                write!(f, "expected exactly {expected} fox(es), found {found}")
            }
            PositionProblem::TooManyGeese { max, found } => {
                write!(
                    f,
                    "at most {max} geese allowed in this variant, found {found}"
                )
            }
        }
    }
}

/// Every problem found in a position or its text (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub problems: Vec<PositionProblem>,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid position: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for PositionError {}

/// A valid position: the pieces, the side to move, the variant and the quiet-move counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) foxes: Bits,
    pub(crate) geese: Bits,
    pub(crate) to_move: Seat,
    pub(crate) variant: Variant,
    pub(crate) quiet: u32,
}

/// Number of points on each rank, rank 1 first.
const RANK_WIDTH: [usize; 7] = [3, 3, 7, 7, 7, 3, 3];

impl Position {
    /// The start position of a variant (foxes to move, quiet counter 0).
    pub fn start(variant: Variant) -> Position {
        let mut geese: Bits = 0;
        let names: &[&str] = match variant {
            Variant::Halatafl => &["a4", "b4", "c4", "d4", "e4", "f4", "g4"],
            Variant::Standard { geese, .. } => match geese {
                GeeseCount::Thirteen => &[],
                GeeseCount::Fifteen => &["a4", "g4"],
                GeeseCount::Seventeen => &["a4", "b4", "f4", "g4"],
            },
        };
        for p in Point::ALL {
            if p.rank() <= 2 {
                geese |= p.bit();
            }
        }
        for name in names {
            if let Ok(p) = name.parse::<Point>() {
                geese |= p.bit();
            }
        }
        let fox_names: &[&str] = match variant {
            Variant::Halatafl => &["c7", "e7"],
            Variant::Standard { .. } => &["d4"],
        };
        let mut foxes: Bits = 0;
        for name in fox_names {
            if let Ok(p) = name.parse::<Point>() {
                foxes |= p.bit();
            }
        }
        Position {
            foxes,
            geese,
            to_move: Seat::First,
            variant,
            quiet: 0,
        }
    }

    /// Checks a setup, listing every problem found.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut foxes: Bits = 0;
        let mut geese: Bits = 0;
        for (p, piece) in Point::ALL.iter().zip(setup.pieces.iter()) {
            match piece {
                Some(Piece::Fox) => foxes |= p.bit(),
                Some(Piece::Goose) => geese |= p.bit(),
                None => {}
            }
        }
        let problems = count_problems(setup.variant, foxes, geese);
        if !problems.is_empty() {
            return Err(PositionError { problems });
        }
        Ok(Position {
            foxes,
            geese,
            to_move: setup.to_move,
            variant: setup.variant,
            quiet: setup.quiet,
        })
    }

    /// This position as an editable setup.
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(self.variant);
        for p in Point::ALL {
            setup.put(p, self.piece_at(p));
        }
        setup.to_move = self.to_move;
        setup.quiet = self.quiet;
        setup
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move ([`Seat::First`] = the foxes).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Plies since the last capture or forward goose step.
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The points holding foxes, as a bit set (bit = [`Point::index`]).
    pub fn foxes(&self) -> Bits {
        self.foxes
    }

    /// The points holding geese, as a bit set.
    pub fn geese(&self) -> Bits {
        self.geese
    }

    pub fn goose_count(&self) -> u32 {
        self.geese.count_ones()
    }

    pub fn fox_count(&self) -> u32 {
        self.foxes.count_ones()
    }

    pub fn piece_at(&self, p: Point) -> Option<Piece> {
        if self.foxes & p.bit() != 0 {
            Some(Piece::Fox)
        } else if self.geese & p.bit() != 0 {
            Some(Piece::Goose)
        } else {
            None
        }
    }

    pub(crate) fn occupied(&self) -> Bits {
        self.foxes | self.geese
    }

    /// Parses the position text, listing every problem found.
    pub fn from_text(text: &str) -> Result<Position, PositionError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let mut problems = Vec::new();
        if fields.len() != 4 {
            problems.push(PositionProblem::FieldCount {
                found: fields.len(),
            });
        }
        let board = fields.first().map(|b| parse_board(b, &mut problems));
        let to_move = match fields.get(1) {
            Some(s) if s.eq_ignore_ascii_case("f") => Some(Seat::First),
            Some(s) if s.eq_ignore_ascii_case("g") => Some(Seat::Second),
            Some(s) => {
                problems.push(PositionProblem::BadSide((*s).to_string()));
                None
            }
            None => None,
        };
        let variant = match fields.get(2).map(|v| v.parse::<Variant>()) {
            Some(Ok(v)) => Some(v),
            Some(Err(e)) => {
                problems.push(PositionProblem::BadVariant(e));
                None
            }
            None => None,
        };
        let quiet = match fields.get(3).map(|q| (q, q.parse::<u32>())) {
            Some((_, Ok(q))) => Some(q),
            Some((q, Err(_))) => {
                problems.push(PositionProblem::BadQuiet((*q).to_string()));
                None
            }
            None => None,
        };
        if let (Some(Some((foxes, geese))), Some(variant)) = (board, variant) {
            problems.extend(count_problems(variant, foxes, geese));
        }
        match (board, to_move, variant, quiet) {
            (Some(Some((foxes, geese))), Some(to_move), Some(variant), Some(quiet))
                if problems.is_empty() =>
            {
                Ok(Position {
                    foxes,
                    geese,
                    to_move,
                    variant,
                    quiet,
                })
            }
            _ => Err(PositionError { problems }),
        }
    }
}

fn count_problems(variant: Variant, foxes: Bits, geese: Bits) -> Vec<PositionProblem> {
    let mut problems = Vec::new();
    let fox_count = foxes.count_ones();
    if fox_count != variant.foxes() {
        problems.push(PositionProblem::WrongFoxCount {
            expected: variant.foxes(),
            found: fox_count,
        });
    }
    let goose_count = geese.count_ones();
    if goose_count > variant.start_geese() {
        problems.push(PositionProblem::TooManyGeese {
            max: variant.start_geese(),
            found: goose_count,
        });
    }
    problems
}

/// Reads the board field; `None` if its shape or characters are wrong (problems recorded).
fn parse_board(field: &str, problems: &mut Vec<PositionProblem>) -> Option<(Bits, Bits)> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 7 {
        problems.push(PositionProblem::RankCount { found: ranks.len() });
        return None;
    }
    let before = problems.len();
    let mut foxes: Bits = 0;
    let mut geese: Bits = 0;
    // Text lists rank 7 first; `Point::ALL` is rank 1 first.
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 6 - i;
        let expected = RANK_WIDTH.get(rank).copied().unwrap_or(0);
        let found = rank_text.chars().count();
        let rank_no = (rank + 1) as u8;
        if found != expected {
            problems.push(PositionProblem::RankLength {
                rank: rank_no,
                expected,
                found,
            });
        }
        let first_col = if expected == 3 { 2 } else { 0 };
        for (j, ch) in rank_text.chars().enumerate() {
            let point = Point::from_coords(first_col + j as i32, rank as i32);
            let bit = point.map_or(0, Point::bit);
            match ch {
                'F' | 'f' => foxes |= bit,
                'G' | 'g' => geese |= bit,
                '.' => {}
                other => problems.push(PositionProblem::BadPiece {
                    rank: rank_no,
                    found: other,
                }),
            }
        }
    }
    (problems.len() == before).then_some((foxes, geese))
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        Position::from_text(s)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..7).rev() {
            for col in 0..7 {
                if let Some(p) = Point::from_coords(col, rank) {
                    let c = match self.piece_at(p) {
                        Some(Piece::Fox) => 'F',
                        Some(Piece::Goose) => 'G',
                        None => '.',
                    };
                    write!(f, "{c}")?;
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.to_move {
            Seat::First => 'f',
            Seat::Second => 'g',
        };
        write!(f, " {side} {} {}", self.variant, self.quiet)
    }
}

/// Reads a position text, or a start name (any variant text, e.g. `standard+15+sideways`).
pub fn parse_position_arg(arg: &str) -> Result<Position, PositionError> {
    let trimmed = arg.trim();
    if trimmed.split_whitespace().count() == 1 && !trimmed.contains('/') {
        return match trimmed.parse::<Variant>() {
            Ok(v) => Ok(Position::start(v)),
            Err(_) => Err(PositionError {
                problems: vec![PositionProblem::UnknownStart(trimmed.to_string())],
            }),
        };
    }
    Position::from_text(trimmed)
}
