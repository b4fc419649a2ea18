//! Positions: the board, the player to move and the step of the turn, always valid.
//!
//! A [`Position`] is only ever built through [`Position::from_setup`] (or the text parser,
//! which uses it), which checks every rule of `docs/tzaar.md` and lists each problem
//! it finds, so the rest of the code may rely on the invariants.

use std::fmt;
use std::str::FromStr;

use super::geometry::{Cell, Direction, cells_of, first_blocker};
use super::pieces::{Color, Kind, Stack};

/// Which part of a turn comes next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// White's opening turn: a single move, which must be a capture.
    Open,
    /// First move of a turn: a capture.
    First,
    /// Second move of a turn: a capture, a stack or a pass.
    Second,
    /// Tournament placement: put one of your remaining pieces on an empty space.
    Place,
}

impl Step {
    fn text(self) -> &'static str {
        match self {
            Step::Open => "open",
            Step::First => "1",
            Step::Second => "2",
            Step::Place => "place",
        }
    }
}

/// An unchecked description of a position, as read from text or built by hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: [Option<Stack>; 60],
    pub side: Color,
    pub step: Step,
}

impl Setup {
    pub fn empty(side: Color, step: Step) -> Setup {
        Setup {
            board: [None; 60],
            side,
            step,
        }
    }
}

/// One reason a setup is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// More visible tops of a type than the player owns pieces of it.
    TooManyTops {
        color: Color,
        kind: Kind,
        count: u32,
    },
    /// More pieces of a colour on the board than the 30 it owns.
    TooManyPieces { color: Color, total: u32 },
    /// A stack of height 0.
    ZeroHeight(Cell),
    /// A stack taller than 1 during placement.
    StackDuringPlacement(Cell),
    /// Placement with no empty space left.
    NoEmptySpace,
    /// The wrong player to place (White places when both have placed as many pieces).
    WrongPlacer { expected: Color },
    /// Only White has an opening turn.
    BlackOpening,
    /// Placement alternates from White, so White has placed as many pieces as Black or one
    /// more.
    UnevenPlacement { white: u32, black: u32 },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::TooManyTops { color, kind, count } => write!(
                f,
                "{color} shows {count} {kind} tops but owns only {}",
                kind.supply()
            ),
            Problem::TooManyPieces { color, total } => {
                write!(
                    f,
                    "{color} has {total} pieces on the board but owns only 30"
                )
            }
            Problem::ZeroHeight(cell) => write!(f, "the stack on {cell} has height 0"),
            Problem::StackDuringPlacement(cell) => {
                write!(f, "{cell} holds a stack, but placement puts single pieces")
            }
            Problem::NoEmptySpace => write!(f, "placement needs an empty space"),
            Problem::WrongPlacer { expected } => write!(f, "it is {expected}'s turn to place"),
            Problem::BlackOpening => write!(f, "only White has an opening turn (`w open`)"),
            Problem::UnevenPlacement { white, black } => write!(
                f,
                "White has placed {white} pieces and Black {black}, but placement alternates from White"
            ),
        }
    }
}

/// Why a position could not be built or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text does not follow the position-text format.
    Syntax(String),
    /// The text is well formed but describes an impossible position: every problem found.
    Invalid(Vec<Problem>),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Syntax(why) => write!(f, "unreadable position: {why}"),
            PositionError::Invalid(problems) => {
                write!(f, "impossible position: ")?;
                for (i, p) in problems.iter().enumerate() {
                    if i > 0 {
                        write!(f, "; ")?;
                    }
                    write!(f, "{p}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser has no visible piece of this type.
    MissingType(Kind),
    /// The loser had no capture at the start of a turn.
    NoCapture,
}

impl EndReason {
    /// Stable key for message catalogues and records.
    pub fn key(self) -> &'static str {
        match self {
            EndReason::MissingType(Kind::Tzaar) => "no-tzaar",
            EndReason::MissingType(Kind::Tzarra) => "no-tzarra",
            EndReason::MissingType(Kind::Tott) => "no-tott",
            EndReason::NoCapture => "no-capture",
        }
    }

    pub fn from_key(key: &str) -> Option<EndReason> {
        Some(match key {
            "no-tzaar" => EndReason::MissingType(Kind::Tzaar),
            "no-tzarra" => EndReason::MissingType(Kind::Tzarra),
            "no-tott" => EndReason::MissingType(Kind::Tott),
            "no-capture" => EndReason::NoCapture,
            _ => return None,
        })
    }
}

impl From<EndReason> for crate::games::EndReason {
    fn from(reason: EndReason) -> crate::games::EndReason {
        match reason {
            EndReason::MissingType(Kind::Tzaar) => crate::games::EndReason::NoTzaar,
            EndReason::MissingType(Kind::Tzarra) => crate::games::EndReason::NoTzarra,
            EndReason::MissingType(Kind::Tott) => crate::games::EndReason::NoTott,
            EndReason::NoCapture => crate::games::EndReason::NoCapture,
        }
    }
}

/// The end of a game: who won and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    pub winner: Color,
    pub reason: EndReason,
}

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let loser = self.winner.other();
        write!(f, "{} wins: ", self.winner)?;
        match self.reason {
            EndReason::MissingType(kind) => write!(f, "{loser} has no {kind} left on top"),
            EndReason::NoCapture => write!(f, "{loser} has no capture"),
        }
    }
}

/// A valid TZAAR position. Cheap to copy (about 100 bytes).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Occupied spaces per colour.
    pub(crate) colors: [u64; 2],
    /// Occupied spaces per top type.
    pub(crate) kinds: [u64; 3],
    /// Height of the stack on each space (0 when empty).
    pub(crate) heights: [u8; 60],
    pub(crate) side: Color,
    pub(crate) step: Step,
}

impl Position {
    /// Checks a setup against every rule and builds the position, or lists every problem.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let mut problems = Vec::new();
        let mut tops = [[0u32; 3]; 2];
        let mut totals = [0u32; 2];
        let mut empty = 0;
        for (cell, stack) in Cell::ALL.iter().zip(&setup.board) {
            let Some(stack) = stack else {
                empty += 1;
                continue;
            };
            tops[stack.color.index()][stack.kind.index()] += 1;
            totals[stack.color.index()] += u32::from(stack.height);
            if stack.height == 0 {
                problems.push(Problem::ZeroHeight(*cell));
            } else if stack.height > 1 && setup.step == Step::Place {
                problems.push(Problem::StackDuringPlacement(*cell));
            }
        }
        for color in Color::ALL {
            for kind in Kind::ALL {
                let count = tops[color.index()][kind.index()];
                if count > u32::from(kind.supply()) {
                    problems.push(Problem::TooManyTops { color, kind, count });
                }
            }
            if totals[color.index()] > 30 {
                problems.push(Problem::TooManyPieces {
                    color,
                    total: totals[color.index()],
                });
            }
        }
        match setup.step {
            Step::Place => {
                if empty == 0 {
                    problems.push(Problem::NoEmptySpace);
                }
                let (w, b) = (totals[0], totals[1]);
                if w == b || w == b + 1 {
                    let expected = if w == b { Color::White } else { Color::Black };
                    if setup.side != expected {
                        problems.push(Problem::WrongPlacer { expected });
                    }
                } else {
                    problems.push(Problem::UnevenPlacement { white: w, black: b });
                }
            }
            Step::Open if setup.side == Color::Black => problems.push(Problem::BlackOpening),
            _ => {}
        }
        if !problems.is_empty() {
            return Err(PositionError::Invalid(problems));
        }
        let mut pos = Position {
            colors: [0; 2],
            kinds: [0; 3],
            heights: [0; 60],
            side: setup.side,
            step: setup.step,
        };
        for (cell, stack) in Cell::ALL.iter().zip(&setup.board) {
            if let Some(stack) = stack {
                pos.colors[stack.color.index()] |= cell.bit();
                pos.kinds[stack.kind.index()] |= cell.bit();
                pos.heights[cell.index()] = stack.height;
            }
        }
        Ok(pos)
    }

    /// The unchecked description of this position.
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(self.side, self.step);
        for cell in Cell::ALL {
            setup.board[cell.index()] = self.stack_at(cell);
        }
        setup
    }

    /// The player to move (or to place).
    pub fn side(&self) -> Color {
        self.side
    }

    pub fn step(&self) -> Step {
        self.step
    }

    pub fn stack_at(&self, cell: Cell) -> Option<Stack> {
        let bit = cell.bit();
        let color = if self.colors[0] & bit != 0 {
            Color::White
        } else if self.colors[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let kind = Kind::ALL
            .into_iter()
            .find(|k| self.kinds[k.index()] & bit != 0)?;
        Some(Stack {
            color,
            kind,
            height: self.heights[cell.index()],
        })
    }

    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    /// Number of `color`'s stacks whose top is `kind` (the pieces that count for the win).
    #[inline]
    pub fn visible(&self, color: Color, kind: Kind) -> u32 {
        (self.colors[color.index()] & self.kinds[kind.index()]).count_ones()
    }

    /// Number of `color`'s pieces on the board, counting every piece in every stack.
    pub fn pieces_on_board(&self, color: Color) -> u32 {
        cells_of(self.colors[color.index()])
            .map(|c| u32::from(self.heights[c.index()]))
            .sum()
    }

    /// Pieces of `color` that have left the game (captured, or not yet placed in `place`).
    pub fn off_board(&self, color: Color) -> u32 {
        30 - self.pieces_on_board(color)
    }

    /// During placement: how many pieces of `kind` `color` still has to place.
    pub fn to_place(&self, color: Color, kind: Kind) -> u32 {
        if self.step != Step::Place {
            return 0;
        }
        u32::from(kind.supply()).saturating_sub(self.visible(color, kind))
    }

    /// `color`'s missing type, if it has no visible stack of some type.
    #[inline]
    fn missing_type(&self, color: Color) -> Option<Kind> {
        let own = self.colors[color.index()];
        Kind::ALL
            .into_iter()
            .find(|k| own & self.kinds[k.index()] == 0)
    }

    /// Whether `self.side` has a capture from this position's board.
    pub(crate) fn has_capture(&self) -> bool {
        let occupied = self.occupied();
        let theirs = self.colors[self.side.other().index()];
        cells_of(self.colors[self.side.index()]).any(|from| {
            let h = self.heights[from.index()];
            Direction::ALL.into_iter().any(|d| {
                first_blocker(from, d, occupied)
                    .is_some_and(|to| theirs & to.bit() != 0 && self.heights[to.index()] <= h)
            })
        })
    }

    /// The end of the game, if this position is over by the rules (resignation aside).
    ///
    /// A player lacking a type has lost, checked before the no-capture rule; if both lack
    /// one (which cannot arise in play) the player to move is taken to have lost. During
    /// placement the game is never over.
    pub fn ending(&self) -> Option<Ending> {
        if self.step == Step::Place {
            return None;
        }
        for color in [self.side, self.side.other()] {
            if let Some(kind) = self.missing_type(color) {
                return Some(Ending {
                    winner: color.other(),
                    reason: EndReason::MissingType(kind),
                });
            }
        }
        if matches!(self.step, Step::Open | Step::First) && !self.has_capture() {
            return Some(Ending {
                winner: self.side.other(),
                reason: EndReason::NoCapture,
            });
        }
        None
    }

    /// Whether a player lacks a type (the cheap part of [`Position::ending`]).
    #[inline]
    pub(crate) fn type_lost(&self) -> bool {
        self.step != Step::Place
            && (self.missing_type(Color::White).is_some()
                || self.missing_type(Color::Black).is_some())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(text: &str) -> Result<Position, PositionError> {
        let syntax = |why: String| PositionError::Syntax(why);
        if text.len() > 1000 {
            return Err(syntax("the text is too long".into()));
        }
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [columns, side, step] = fields[..] else {
            return Err(syntax(format!(
                "expected `<columns> <side> <step>`, found {} field(s)",
                fields.len()
            )));
        };
        let side = match side {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            other => return Err(syntax(format!("side must be `w` or `b`, not `{other}`"))),
        };
        let step = match step.to_ascii_lowercase().as_str() {
            "open" => Step::Open,
            "1" => Step::First,
            "2" => Step::Second,
            "place" => Step::Place,
            other => {
                return Err(syntax(format!(
                    "step must be `open`, `1`, `2` or `place`, not `{other}`"
                )));
            }
        };
        let mut setup = Setup::empty(side, step);
        let columns: Vec<&str> = columns.split('/').collect();
        if columns.len() != 9 {
            return Err(syntax(format!(
                "expected 9 columns separated by `/`, found {}",
                columns.len()
            )));
        }
        let mut index = 0;
        for (c, column) in columns.iter().enumerate() {
            let name = (b'a' + c as u8) as char;
            let expected = [5, 6, 7, 8, 8, 8, 7, 6, 5][c];
            let mut count = 0;
            let mut chars = column.chars().peekable();
            while let Some(ch) = chars.next() {
                count += 1;
                if count > expected {
                    return Err(syntax(format!(
                        "column {name} lists more than its {expected} spaces"
                    )));
                }
                let cell = Cell::ALL[index];
                index += 1;
                if ch == '.' {
                    continue;
                }
                let Some(kind) = Kind::from_letter(ch) else {
                    return Err(syntax(format!("unexpected `{ch}` in column {name}")));
                };
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let mut digits = String::new();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                let height = if digits.is_empty() {
                    1
                } else {
                    digits
                        .parse::<u8>()
                        .map_err(|_| syntax(format!("height `{digits}` on {cell} is too large")))?
                };
                setup.board[cell.index()] = Some(Stack {
                    color,
                    kind,
                    height,
                });
            }
            if count < expected {
                return Err(syntax(format!(
                    "column {name} lists {count} of its {expected} spaces"
                )));
            }
        }
        Position::from_setup(&setup)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in Cell::ALL {
            if cell.index() > 0 && cell.row() == 1 {
                f.write_str("/")?;
            }
            match self.stack_at(cell) {
                None => f.write_str(".")?,
                Some(stack) => {
                    let letter = stack.kind.letter();
                    let letter = match stack.color {
                        Color::White => letter,
                        Color::Black => letter.to_ascii_lowercase(),
                    };
                    write!(f, "{letter}")?;
                    if stack.height > 1 {
                        write!(f, "{}", stack.height)?;
                    }
                }
            }
        }
        write!(f, " {} {}", self.side.letter(), self.step.text())
    }
}
