//! Move notation in two stages: syntax (text to [`UncheckedMove`]), then legality in a
//! position (to [`Move`]), each with typed errors that say exactly what was wrong.

use std::fmt;
use std::str::FromStr;

use super::geometry::Point;
use super::moves::{Move, apply, can_jump_from, legal_into};
use super::outcome::End;
use super::position::{Piece, Position};
use crate::games::Seat;

/// A move as written, not yet checked against a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UncheckedMove {
    pub from: Point,
    /// The destination of a step, or every landing of a jump chain.
    pub to: Vec<Point>,
    /// Written with `x`.
    pub jump: bool,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxError {
    Empty,
    UnknownSquare(String),
    /// Only one square was written.
    OneSquare(String),
    /// Squares with no `-` or `x` between them.
    MissingSeparator(String),
    /// Both `-` and `x` in one move.
    MixedSeparators,
    /// A separator with no square on one side.
    MissingSquare,
    /// A step with more than two squares.
    LongStep,
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxError::Empty => {
                f.write_str("empty move: write a step like `d3-d4` or a jump like `d4xd6`")
            }
            SyntaxError::UnknownSquare(s) => write!(
                f,
                "unknown square `{s}`: squares are a column a-g and a rank 1-7 on the cross"
            ),
            SyntaxError::OneSquare(s) => write!(
                f,
                "`{s}` is only one square: write a step like `d3-d4` or a jump like `d4xd6`"
            ),
            SyntaxError::MissingSeparator(s) => {
                write!(f, "`{s}`: put `-` (step) or `x` (jump) between the squares")
            }
            SyntaxError::MixedSeparators => {
                f.write_str("a move is either a step with `-` or a jump with `x`, not both")
            }
            SyntaxError::MissingSquare => f.write_str("a square is missing next to `-` or `x`"),
            SyntaxError::LongStep => f.write_str(
                "a step goes from one square to a neighbour (`d3-d4`); only jumps chain",
            ),
        }
    }
}

impl std::error::Error for SyntaxError {}

impl FromStr for UncheckedMove {
    type Err = SyntaxError;

    fn from_str(s: &str) -> Result<UncheckedMove, SyntaxError> {
        let folded = crate::games::fold_input(s);
        let text = folded.trim();
        if text.is_empty() {
            return Err(SyntaxError::Empty);
        }
        let has_step = text.contains('-');
        let has_jump = text.contains(['x', 'X']);
        if has_step && has_jump {
            return Err(SyntaxError::MixedSeparators);
        }
        if !has_step && !has_jump {
            if text.parse::<Point>().is_ok() {
                return Err(SyntaxError::OneSquare(text.to_string()));
            }
            let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            let bytes = compact.as_bytes();
            if bytes.len() >= 4 && bytes.len().is_multiple_of(2) && text.is_ascii() {
                let all_squares = bytes
                    .chunks(2)
                    .all(|c| std::str::from_utf8(c).is_ok_and(|t| t.parse::<Point>().is_ok()));
                if all_squares {
                    return Err(SyntaxError::MissingSeparator(text.to_string()));
                }
            }
            return Err(SyntaxError::UnknownSquare(text.to_string()));
        }
        let mut squares = Vec::new();
        for part in text.split(['-', 'x', 'X']) {
            let part = part.trim();
            if part.is_empty() {
                return Err(SyntaxError::MissingSquare);
            }
            match part.parse::<Point>() {
                Ok(p) => squares.push(p),
                Err(_) => return Err(SyntaxError::UnknownSquare(part.to_string())),
            }
        }
        if has_step && squares.len() > 2 {
            return Err(SyntaxError::LongStep);
        }
        match squares.split_first() {
            Some((&from, rest)) if !rest.is_empty() => Ok(UncheckedMove {
                from,
                to: rest.to_vec(),
                jump: has_jump,
            }),
            _ => Err(SyntaxError::MissingSquare),
        }
    }
}

impl fmt::Display for UncheckedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.jump { 'x' } else { '-' };
        for p in &self.to {
            write!(f, "{sep}{p}")?;
        }
        Ok(())
    }
}

impl From<&Move> for UncheckedMove {
    fn from(m: &Move) -> UncheckedMove {
        UncheckedMove {
            from: m.from(),
            to: m.landings().to_vec(),
            jump: m.is_jump(),
        }
    }
}

/// Why a well-formed move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver(End),
    /// The game was ended away from the board (resignation, time, agreement, a moderator).
    Concluded,
    NoPiece(Point),
    NotYourPiece {
        point: Point,
        piece: Piece,
    },
    GeeseNeverBackward,
    SidewaysNotAllowed,
    GeeseCannotJump,
    NotAdjacent {
        from: Point,
        to: Point,
    },
    /// A fox jump written with `-`.
    JumpWrittenAsStep {
        from: Point,
        to: Point,
    },
    /// A step (of a fox or a goose) written with `x`.
    StepWrittenAsJump {
        from: Point,
        to: Point,
    },
    TargetOccupied(Point),
    /// Halatafl: a step while a capture exists (the legal captures, canonical, sorted).
    CaptureAvailable(Vec<String>),
    /// Halatafl: a chain stopped while the fox could still jump.
    MustKeepJumping(Point),
    NotAJump {
        from: Point,
        to: Point,
    },
    JumpOverNothing(Point),
    JumpOverFox(Point),
    /// Anything else (should not happen; kept so no move is ever accepted wrongly).
    NotLegal(String),
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver(end) => write!(f, "the game is over ({end})"),
            IllegalMove::Concluded => f.write_str("the game is over"),
            IllegalMove::NoPiece(p) => write!(f, "there is no piece on {p}"),
            IllegalMove::NotYourPiece { point, piece } => match piece {
                Piece::Fox => write!(f, "{point} holds a fox, and it is the geese's turn"),
                Piece::Goose => write!(f, "{point} holds a goose, and it is the foxes' turn"),
            },
            IllegalMove::GeeseNeverBackward => f.write_str("geese never move backward"),
            IllegalMove::SidewaysNotAllowed => {
                f.write_str("sideways goose moves are not allowed in this variant")
            }
            IllegalMove::GeeseCannotJump => f.write_str("geese cannot jump"),
            IllegalMove::NotAdjacent { from, to } => {
                write!(f, "{from} and {to} are not adjacent")
            }
            IllegalMove::JumpWrittenAsStep { from, to } => write!(
                f,
                "{from} and {to} are not adjacent; a jump is written with `x`: {from}x{to}"
            ),
            IllegalMove::StepWrittenAsJump { from, to } => write!(
                f,
                "{from}x{to} is not a jump: {from} and {to} are neighbours; did you mean the step {from}-{to}?"
            ),
            IllegalMove::TargetOccupied(p) => write!(f, "{p} is occupied"),
            IllegalMove::CaptureAvailable(moves) => {
                let list = match moves.as_slice() {
                    [] => String::from("a jump"),
                    [one] => one.clone(),
                    [init @ .., last] => format!("{} or {last}", init.join(", ")),
                };
                write!(f, "a capture is available: {list} must be played")
            }
            IllegalMove::MustKeepJumping(p) => {
                write!(f, "the fox must keep jumping from {p}")
            }
            IllegalMove::NotAJump { from, to } => write!(
                f,
                "{from}x{to} is not a jump: a jump goes over a neighbour to the point straight behind it"
            ),
            IllegalMove::JumpOverNothing(p) => {
                write!(f, "there is no goose on {p} to jump over")
            }
            IllegalMove::JumpOverFox(p) => write!(f, "cannot jump over the fox on {p}"),
            IllegalMove::NotLegal(m) => write!(f, "{m} is not a legal move here"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// A move text rejected: unreadable, or illegal in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Syntax(SyntaxError),
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => write!(f, "{e}"),
            MoveError::Illegal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<SyntaxError> for MoveError {
    fn from(e: SyntaxError) -> MoveError {
        MoveError::Syntax(e)
    }
}

impl From<IllegalMove> for MoveError {
    fn from(e: IllegalMove) -> MoveError {
        MoveError::Illegal(e)
    }
}

impl UncheckedMove {
    /// Checks this move in `pos`: the legal [`Move`] it names, or exactly why it is illegal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMove> {
        let legal = pos.legal_moves();
        if let Some(m) = legal.iter().find(|m| UncheckedMove::from(*m) == *self) {
            return Ok(*m);
        }
        Err(self.explain(pos, &legal))
    }

    /// Why this move is not in `legal`.
    fn explain(&self, pos: &Position, legal: &[Move]) -> IllegalMove {
        if let Some(end) = pos.end() {
            return IllegalMove::GameOver(end);
        }
        let from = self.from;
        let piece = match pos.piece_at(from) {
            None => return IllegalMove::NoPiece(from),
            Some(piece) if piece.seat() != pos.to_move() => {
                return IllegalMove::NotYourPiece { point: from, piece };
            }
            Some(piece) => piece,
        };
        let captures = || -> Vec<String> {
            let mut v: Vec<String> = legal
                .iter()
                .filter(|m| m.is_jump())
                .map(ToString::to_string)
                .collect();
            v.sort();
            v
        };
        // A legal step written with `x` is refused (moves are never read as another kind
        // than written), naming the step it would be.
        if let (true, [to]) = (self.jump, self.to.as_slice())
            && legal
                .iter()
                .any(|m| !m.is_jump() && m.from() == from && m.landings() == [*to])
        {
            return IllegalMove::StepWrittenAsJump { from, to: *to };
        }
        match (piece, self.jump, self.to.as_slice()) {
            (Piece::Goose, true, _) => IllegalMove::GeeseCannotJump,
            (Piece::Goose, false, [to]) => {
                let to = *to;
                if to.rank() < from.rank() {
                    IllegalMove::GeeseNeverBackward
                } else if to.rank() == from.rank() && !pos.variant().sideways() {
                    IllegalMove::SidewaysNotAllowed
                } else if !from.is_adjacent(to) {
                    IllegalMove::NotAdjacent { from, to }
                } else if pos.piece_at(to).is_some() {
                    IllegalMove::TargetOccupied(to)
                } else {
                    IllegalMove::NotLegal(self.to_string())
                }
            }
            (Piece::Fox, false, [to]) => {
                let to = *to;
                if legal
                    .iter()
                    .any(|m| m.is_jump() && m.landings() == [to] && m.from() == from)
                {
                    IllegalMove::JumpWrittenAsStep { from, to }
                } else if !from.is_adjacent(to) {
                    IllegalMove::NotAdjacent { from, to }
                } else if pos.piece_at(to).is_some() {
                    IllegalMove::TargetOccupied(to)
                } else if pos.variant().mandatory_capture() && legal.iter().any(Move::is_jump) {
                    IllegalMove::CaptureAvailable(captures())
                } else {
                    IllegalMove::NotLegal(self.to_string())
                }
            }
            (Piece::Fox, true, landings) => self.explain_chain(pos, landings),
            _ => IllegalMove::NotLegal(self.to_string()),
        }
    }

    fn explain_chain(&self, pos: &Position, landings: &[Point]) -> IllegalMove {
        let blockers = pos.foxes() & !self.from.bit();
        let mut geese = pos.geese();
        let mut cur = self.from;
        for &land in landings {
            let Some(over) = cur.jumped_over(land) else {
                return IllegalMove::NotAJump {
                    from: cur,
                    to: land,
                };
            };
            if blockers & over.bit() != 0 {
                return IllegalMove::JumpOverFox(over);
            }
            if geese & over.bit() == 0 {
                return IllegalMove::JumpOverNothing(over);
            }
            if (geese | blockers) & land.bit() != 0 {
                return IllegalMove::TargetOccupied(land);
            }
            geese &= !over.bit();
            cur = land;
        }
        if pos.variant().mandatory_capture() && can_jump_from(cur, geese, blockers) {
            return IllegalMove::MustKeepJumping(cur);
        }
        IllegalMove::NotLegal(self.to_string())
    }
}

impl Position {
    /// The legal moves (none once the game is over), in generation order.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        legal_into(self, &mut out);
        out
    }

    /// Plays a move, returning the new position, or why it is illegal.
    pub fn play(&self, m: &Move) -> Result<Position, IllegalMove> {
        let checked = UncheckedMove::from(m).to_move(self)?;
        Ok(apply(self, &checked))
    }

    /// Reads and checks a move text (lenient input).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let unchecked: UncheckedMove = text.parse()?;
        Ok(unchecked.to_move(self)?)
    }

    /// Reads, checks and plays a move text: the move played and the new position.
    pub fn play_text(&self, text: &str) -> Result<(Move, Position), MoveError> {
        let m = self.parse_move(text)?;
        Ok((m, apply(self, &m)))
    }

    /// Whose turn, as a piece kind.
    pub fn side_piece(&self) -> Piece {
        match self.to_move() {
            Seat::First => Piece::Fox,
            Seat::Second => Piece::Goose,
        }
    }
}
