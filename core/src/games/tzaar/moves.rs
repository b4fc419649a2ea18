//! Moves: generation, legality with reasons, playing, and perft.

use std::fmt;

use super::geometry::{Cell, Direction, cells_of, first_blocker};
use super::pieces::{Color, Kind};
use super::position::{Position, Step};

/// One single move. A turn is one or two of these (White's opening is one capture).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Move a stack onto an opponent stack no taller than it, which leaves the game.
    Capture { from: Cell, to: Cell },
    /// Move a stack onto one of your own stacks; the mover ends on top.
    Stack { from: Cell, to: Cell },
    /// Give up the second move of a turn.
    Pass,
    /// Tournament setup: put a piece of `kind` on the empty space `at`.
    Place { kind: Kind, at: Cell },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Capture { from, to } => write!(f, "{from}x{to}"),
            Move::Stack { from, to } => write!(f, "{from}-{to}"),
            Move::Pass => f.write_str("pass"),
            Move::Place { kind, at } => write!(f, "{}{at}", kind.letter()),
        }
    }
}

/// Why a move is not legal in a position. The `Display` text is meant for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    /// A placement is needed (tournament setup) but a move was given.
    MustPlace,
    /// A placement was given outside the placement phase.
    NotPlacing,
    /// No pieces of that type left to place.
    NoneLeftToPlace(Kind),
    /// Placement on an occupied space.
    Occupied(Cell),
    /// No stack on the starting space.
    NoStack(Cell),
    /// The starting space holds the opponent's stack.
    NotYourStack(Cell),
    SameSpace(Cell),
    /// The two spaces are not on one line.
    NoLine {
        from: Cell,
        to: Cell,
    },
    /// The line between them crosses the centre.
    CentreInTheWay {
        from: Cell,
        to: Cell,
    },
    /// A stack stands in between.
    Blocked {
        from: Cell,
        to: Cell,
        by: Cell,
    },
    /// The target space is empty: stacks only move onto stacks.
    EmptyTarget(Cell),
    /// The target is taller than the capturing stack.
    TargetTaller {
        to: Cell,
        target: u8,
        mover: u8,
    },
    /// A stack or a pass where a capture is compulsory.
    CaptureFirst,
    /// A pass or second move during White's single-move opening turn.
    OpeningIsOneCapture,
    /// A capture (`x`) onto your own stack: that move would be a stack.
    CaptureOwn {
        from: Cell,
        to: Cell,
    },
    /// A stack (`-`) onto an opponent's stack: that move would be a capture.
    StackOntoOpponent {
        from: Cell,
        to: Cell,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => write!(f, "the game is over"),
            IllegalMove::MustPlace => write!(
                f,
                "the pieces are still being placed: name a type and an empty space, such as Zd4"
            ),
            IllegalMove::NotPlacing => write!(f, "all pieces are on the board: placing is over"),
            IllegalMove::NoneLeftToPlace(kind) => write!(f, "you have no {kind} left to place"),
            IllegalMove::Occupied(cell) => write!(f, "{cell} is not empty"),
            IllegalMove::NoStack(cell) => write!(f, "there is no stack on {cell}"),
            IllegalMove::NotYourStack(cell) => write!(f, "the stack on {cell} is not yours"),
            IllegalMove::SameSpace(cell) => write!(f, "a stack cannot move from {cell} to itself"),
            IllegalMove::NoLine { from, to } => {
                write!(f, "{from} and {to} are not on one straight line")
            }
            IllegalMove::CentreInTheWay { from, to } => write!(
                f,
                "nothing moves across the centre, and it lies between {from} and {to}"
            ),
            IllegalMove::Blocked { from, to, by } => {
                write!(f, "the way from {from} to {to} is blocked by {by}")
            }
            IllegalMove::EmptyTarget(cell) => write!(
                f,
                "{cell} is empty: a stack only moves onto a stack (to capture or to stack)"
            ),
            IllegalMove::TargetTaller { to, target, mover } => write!(
                f,
                "the stack on {to} (height {target}) is taller than yours (height {mover})"
            ),
            IllegalMove::CaptureFirst => {
                write!(f, "a capture is compulsory as the first move of a turn")
            }
            IllegalMove::OpeningIsOneCapture => {
                write!(f, "White's opening turn is a single capture")
            }
            IllegalMove::CaptureOwn { from, to } => write!(
                f,
                "{from} → {to} is a stack, not a capture (the stack on {to} is yours): write {from}-{to}"
            ),
            IllegalMove::StackOntoOpponent { from, to } => write!(
                f,
                "{from} → {to} is a capture, not a stack (the stack on {to} is the opponent's): write {from}x{to}"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A fixed-capacity list of moves, so move generation never allocates.
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// 30 stacks x 6 directions, plus a pass; 60 spaces x 3 types during placement.
    pub const CAPACITY: usize = 192;

    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; Self::CAPACITY],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, mv: Move) {
        if self.len < Self::CAPACITY {
            self.moves[self.len] = mv;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for MoveList {
    fn default() -> Self {
        Self::new()
    }
}

impl Position {
    /// Fills `out` with the legal moves (nothing when the game is over).
    pub fn generate(&self, out: &mut MoveList) {
        out.len = 0;
        if self.type_lost() {
            return;
        }
        let us = self.side;
        match self.step {
            Step::Place => {
                let empty = !self.occupied() & ((1u64 << 60) - 1);
                for kind in Kind::ALL {
                    if self.to_place(us, kind) > 0 {
                        for at in cells_of(empty) {
                            out.push(Move::Place { kind, at });
                        }
                    }
                }
            }
            Step::Open | Step::First | Step::Second => {
                let second = self.step == Step::Second;
                let occupied = self.occupied();
                let ours = self.colors[us.index()];
                for from in cells_of(ours) {
                    let h = self.heights[from.index()];
                    for dir in Direction::ALL {
                        let Some(to) = first_blocker(from, dir, occupied) else {
                            continue;
                        };
                        if ours & to.bit() != 0 {
                            if second {
                                out.push(Move::Stack { from, to });
                            }
                        } else if self.heights[to.index()] <= h {
                            out.push(Move::Capture { from, to });
                        }
                    }
                }
                if second {
                    out.push(Move::Pass);
                }
            }
        }
    }

    /// The legal moves, in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list.as_slice().to_vec()
    }

    /// Counts the legal moves without listing them (perft's bulk counting).
    pub fn count_moves(&self) -> u64 {
        if self.type_lost() {
            return 0;
        }
        let us = self.side;
        match self.step {
            Step::Place => {
                let empty = u64::from(60 - self.occupied().count_ones());
                let kinds = Kind::ALL
                    .into_iter()
                    .filter(|&k| self.to_place(us, k) > 0)
                    .count() as u64;
                empty * kinds
            }
            Step::Open | Step::First | Step::Second => {
                let second = self.step == Step::Second;
                let occupied = self.occupied();
                let ours = self.colors[us.index()];
                let mut count = u64::from(second);
                for from in cells_of(ours) {
                    let h = self.heights[from.index()];
                    for dir in Direction::ALL {
                        if let Some(to) = first_blocker(from, dir, occupied) {
                            count += if ours & to.bit() != 0 {
                                u64::from(second)
                            } else {
                                u64::from(self.heights[to.index()] <= h)
                            };
                        }
                    }
                }
                count
            }
        }
    }

    /// Says why `mv` is illegal here, or `Ok` if it is legal.
    pub fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.ending().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let us = self.side;
        match mv {
            Move::Place { kind, at } => {
                if self.step != Step::Place {
                    return Err(IllegalMove::NotPlacing);
                }
                if self.occupied() & at.bit() != 0 {
                    return Err(IllegalMove::Occupied(at));
                }
                if self.to_place(us, kind) == 0 {
                    return Err(IllegalMove::NoneLeftToPlace(kind));
                }
                Ok(())
            }
            _ if self.step == Step::Place => Err(IllegalMove::MustPlace),
            Move::Pass => match self.step {
                Step::Second => Ok(()),
                Step::Open => Err(IllegalMove::OpeningIsOneCapture),
                _ => Err(IllegalMove::CaptureFirst),
            },
            Move::Capture { from, to } | Move::Stack { from, to } => {
                let target_is_ours = self.reach(from, to)?;
                match (mv, target_is_ours) {
                    (Move::Capture { .. }, true) => Err(IllegalMove::CaptureOwn { from, to }),
                    (Move::Stack { .. }, false) => Err(IllegalMove::StackOntoOpponent { from, to }),
                    (Move::Stack { .. }, true) if self.step != Step::Second => {
                        Err(IllegalMove::CaptureFirst)
                    }
                    (Move::Capture { .. }, false) => {
                        let (target, mover) =
                            (self.heights[to.index()], self.heights[from.index()]);
                        if target > mover {
                            Err(IllegalMove::TargetTaller { to, target, mover })
                        } else {
                            Ok(())
                        }
                    }
                    _ => Ok(()),
                }
            }
        }
    }

    /// Checks that the side to move has a stack on `from` that reaches the stack on `to` along
    /// an open line; returns whether that target stack is the mover's own.
    pub(crate) fn reach(&self, from: Cell, to: Cell) -> Result<bool, IllegalMove> {
        let us = self.side;
        if self.occupied() & from.bit() == 0 {
            return Err(IllegalMove::NoStack(from));
        }
        if self.colors[us.index()] & from.bit() == 0 {
            return Err(IllegalMove::NotYourStack(from));
        }
        if from == to {
            return Err(IllegalMove::SameSpace(from));
        }
        let Some(dir) = from.direction_to(to) else {
            return Err(if from.on_line_through_centre(to) {
                IllegalMove::CentreInTheWay { from, to }
            } else {
                IllegalMove::NoLine { from, to }
            });
        };
        if self.occupied() & to.bit() == 0 {
            return Err(IllegalMove::EmptyTarget(to));
        }
        match first_blocker(from, dir, self.occupied()) {
            Some(by) if by != to => Err(IllegalMove::Blocked { from, to, by }),
            _ => Ok(self.colors[us.index()] & to.bit() != 0),
        }
    }

    /// Plays a move, or says why it is illegal (the position is unchanged then).
    pub fn play(&self, mv: Move) -> Result<Position, IllegalMove> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move known to be legal (from [`Position::generate`]).
    pub(crate) fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let us = self.side;
        match mv {
            Move::Place { kind, at } => {
                next.colors[us.index()] |= at.bit();
                next.kinds[kind.index()] |= at.bit();
                next.heights[at.index()] = 1;
                if next.occupied().count_ones() == 60 {
                    next.side = Color::White;
                    next.step = Step::Open;
                } else {
                    next.side = us.other();
                }
                return next;
            }
            Move::Pass => {}
            Move::Capture { from, to } | Move::Stack { from, to } => {
                let (f, t) = (from.bit(), to.bit());
                let mover = self.kind_at(from);
                let target = self.kind_at(to);
                next.kinds[target.index()] &= !t;
                next.kinds[mover.index()] = (next.kinds[mover.index()] & !f) | t;
                next.colors[us.index()] = (next.colors[us.index()] & !f) | t;
                let moved = self.heights[from.index()];
                if let Move::Capture { .. } = mv {
                    next.colors[us.other().index()] &= !t;
                    next.heights[to.index()] = moved;
                } else {
                    next.heights[to.index()] += moved;
                }
                next.heights[from.index()] = 0;
            }
        }
        match self.step {
            Step::First => next.step = Step::Second,
            Step::Open | Step::Second => {
                next.step = Step::First;
                next.side = us.other();
            }
            Step::Place => {}
        }
        next
    }

    #[inline]
    fn kind_at(&self, cell: Cell) -> Kind {
        let bit = cell.bit();
        if self.kinds[0] & bit != 0 {
            Kind::Tzaar
        } else if self.kinds[1] & bit != 0 {
            Kind::Tzarra
        } else {
            Kind::Tott
        }
    }
}

/// Counts the sequences of `depth` single moves from `pos` (bulk-counting the last ply).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            let mut list = MoveList::new();
            pos.generate(&mut list);
            list.as_slice()
                .iter()
                .map(|&mv| perft(&pos.play_unchecked(mv), depth - 1))
                .sum()
        }
    }
}

/// Perft split by first move: `(canonical move, count)`, sorted by move text.
pub fn divide(pos: &Position, depth: u32) -> Vec<(String, u64)> {
    let mut rows: Vec<(String, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let count = perft(&pos.play_unchecked(mv), depth.saturating_sub(1));
            (mv.to_string(), count)
        })
        .collect();
    rows.sort();
    rows
}

/// The legal moves as sorted canonical text.
pub fn legal_move_texts(pos: &Position) -> Vec<String> {
    let mut texts: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    texts.sort();
    texts
}
