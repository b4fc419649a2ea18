//! Reading moves and turns in two stages, as shakmaty does: first the text's syntax (which
//! spaces, which separator), then its legality in a position. So "can't read `k9`" and "that
//! capture is blocked by c4" are different errors.
//!
//! Reading is lenient where that is safe: any case, spaces around separators (`D3 x D4`), no
//! separator (`d3d4`), and `x`/`-` mixed up; the board decides whether a line move captures
//! or stacks. Printing is always canonical (`d3xd4`, `c2-c3`, `pass`, `Zd4`).

use std::fmt;

use super::geometry::{Cell, CellError};
use super::moves::{IllegalMove, Move};
use super::pieces::Kind;
use super::position::{Position, Step};

/// Longest text we try to read; a turn is at most 13 characters in canonical form.
const MAX_INPUT: usize = 120;

/// A move as written, before looking at the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSyntax {
    Pass,
    Place {
        kind: Kind,
        at: Cell,
    },
    /// A move along a line, with the kind its separator says (`x` a capture, `-` a stack);
    /// with no separator or a neutral one (`d3d4`, `d3:d4`) the board decides.
    Line {
        from: Cell,
        to: Cell,
        written: Option<LineKind>,
    },
}

/// What a separator says a move along a line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Capture,
    Stack,
}

/// Why a text could not be read as moves at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxError {
    Empty,
    TooLong,
    NoSuchSpace(CellError),
    /// A fragment that is neither a space, a separator, `pass` nor a placement.
    Unreadable(String),
    /// A starting space with no target space after it.
    MissingTarget(Cell),
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxError::Empty => write!(f, "no move given (write e.g. `d3xd4 c2-c3`)"),
            SyntaxError::TooLong => write!(f, "that is too long to be a turn"),
            SyntaxError::NoSuchSpace(e) => write!(f, "{e}"),
            SyntaxError::Unreadable(s) => write!(
                f,
                "can't read `{s}`: write moves like `d3xd4`, `c2-c3` or `pass`, placements like `Zd4`"
            ),
            SyntaxError::MissingTarget(from) => {
                write!(f, "where does the stack on {from} go? (e.g. `{from}x…`)")
            }
        }
    }
}

/// Why a move or turn text was not played. Nothing changes when this comes back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Syntax(SyntaxError),
    /// A readable move that is illegal in the position where it would be played.
    Illegal {
        mv: String,
        reason: IllegalMove,
    },
    /// More moves than the rest of the turn allows.
    TooManyMoves {
        step: Step,
    },
    /// The first move ended the game, so a second one cannot follow.
    EndedAfterFirst {
        first: String,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => write!(f, "{e}"),
            MoveError::Illegal { mv, reason } => write!(f, "{mv}: {reason}"),
            MoveError::TooManyMoves { step } => match step {
                Step::Open => write!(f, "White's opening turn is a single capture"),
                Step::First => write!(f, "a turn has at most two moves"),
                Step::Second => write!(f, "only the second move of this turn is left"),
                Step::Place => write!(f, "place one piece at a time"),
            },
            MoveError::EndedAfterFirst { first } => {
                write!(f, "{first} ends the game, so there is no second move")
            }
        }
    }
}

impl std::error::Error for MoveError {}

impl From<SyntaxError> for MoveError {
    fn from(e: SyntaxError) -> Self {
        MoveError::Syntax(e)
    }
}

enum Token {
    Cell(Cell),
    Sep(Option<LineKind>),
    Pass,
    Place(Kind, Cell),
}

/// The words read as a pass, as players write them in English, Spanish and French.
const PASS_WORDS: [&str; 6] = ["pass", "pasar", "pasa", "paso", "passer", "passe"];

/// Splits text into tokens; every character is accounted for.
fn tokenize(text: &str) -> Result<Vec<Token>, SyntaxError> {
    if text.len() > MAX_INPUT {
        return Err(SyntaxError::TooLong);
    }
    let chars: Vec<char> = crate::games::fold_input(text)
        .chars()
        .flat_map(char::to_lowercase)
        .collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    // Reads a space name at `i` (a column letter and its digits).
    let read_cell = |i: &mut usize| -> Result<Cell, SyntaxError> {
        let start = *i;
        *i += 1;
        while *i < chars.len() && chars[*i].is_ascii_digit() {
            *i += 1;
        }
        if *i == start + 1 {
            return Err(unreadable(&chars[start..]));
        }
        let name: String = chars[start..*i].iter().collect();
        name.parse::<Cell>().map_err(SyntaxError::NoSuchSpace)
    };
    while i < chars.len() {
        let c = chars[i];
        match c {
            c if c.is_whitespace() || c == ',' || c == ';' => i += 1,
            'a'..='i' => tokens.push(Token::Cell(read_cell(&mut i)?)),
            'x' | '*' => {
                tokens.push(Token::Sep(Some(LineKind::Capture)));
                i += 1;
            }
            '-' => {
                tokens.push(Token::Sep(Some(LineKind::Stack)));
                i += 1;
            }
            ':' => {
                tokens.push(Token::Sep(None));
                i += 1;
            }
            'z' | 'r' | 't' => {
                let kind = Kind::from_letter(c).unwrap_or(Kind::Tott);
                let mut j = i + 1;
                while chars.get(j).is_some_and(|c| c.is_whitespace()) {
                    j += 1;
                }
                if !chars.get(j).is_some_and(|n| ('a'..='i').contains(n)) {
                    return Err(unreadable(&chars[i..]));
                }
                i = j;
                tokens.push(Token::Place(kind, read_cell(&mut i)?));
            }
            'p' => {
                let word: String = chars[i..]
                    .iter()
                    .take_while(|c| c.is_alphabetic())
                    .collect();
                if !PASS_WORDS.contains(&word.as_str()) {
                    return Err(unreadable(&chars[i..]));
                }
                i += word.chars().count();
                tokens.push(Token::Pass);
            }
            _ => return Err(unreadable(&chars[i..])),
        }
    }
    Ok(tokens)
}

/// The unreadable word starting here, shortened for the message.
fn unreadable(rest: &[char]) -> SyntaxError {
    let fragment: String = rest
        .iter()
        .take_while(|c| !c.is_whitespace())
        .take(8)
        .collect();
    SyntaxError::Unreadable(fragment)
}

/// Reads the moves written in `text` (no board needed).
pub fn parse_moves(text: &str) -> Result<Vec<MoveSyntax>, SyntaxError> {
    let mut tokens = tokenize(text)?.into_iter().peekable();
    let mut moves = Vec::new();
    while let Some(token) = tokens.next() {
        moves.push(match token {
            Token::Pass => MoveSyntax::Pass,
            Token::Place(kind, at) => MoveSyntax::Place { kind, at },
            Token::Sep(_) => return Err(SyntaxError::Unreadable("x".into())),
            Token::Cell(from) => {
                let written = match tokens.next_if(|t| matches!(t, Token::Sep(_))) {
                    Some(Token::Sep(kind)) => kind,
                    _ => None,
                };
                match tokens.next() {
                    Some(Token::Cell(to)) => MoveSyntax::Line { from, to, written },
                    _ => return Err(SyntaxError::MissingTarget(from)),
                }
            }
        });
    }
    if moves.is_empty() {
        return Err(SyntaxError::Empty);
    }
    Ok(moves)
}

impl Position {
    /// Resolves a written move to the legal move it means here, or says why it is illegal.
    pub fn resolve(&self, syntax: MoveSyntax) -> Result<Move, IllegalMove> {
        let mv = match syntax {
            MoveSyntax::Pass => Move::Pass,
            MoveSyntax::Place { kind, at } => Move::Place { kind, at },
            MoveSyntax::Line { from, to, written } => {
                if self.ending().is_some() {
                    return Err(IllegalMove::GameOver);
                }
                if self.step() == Step::Place {
                    return Err(IllegalMove::MustPlace);
                }
                // A separator that contradicts the board is refused (with the move it
                // would be), never read as the other kind of move.
                match (written, self.reach(from, to)?) {
                    (Some(LineKind::Capture), _) => Move::Capture { from, to },
                    (Some(LineKind::Stack), _) => Move::Stack { from, to },
                    (None, true) => Move::Stack { from, to },
                    (None, false) => Move::Capture { from, to },
                }
            }
        };
        self.check(mv)?;
        Ok(mv)
    }

    /// Reads and checks a single move.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let moves = parse_moves(text)?;
        if moves.len() > 1 {
            return Err(MoveError::TooManyMoves { step: Step::Second });
        }
        self.resolve(moves[0]).map_err(|reason| MoveError::Illegal {
            mv: text.trim().chars().take(16).collect(),
            reason,
        })
    }

    /// Plays one move or the rest of a turn from text (`d3xd4`, `d3xd4 c2-c3`, `pass`,
    /// `Zd4`), returning the new position and the moves played. All or nothing.
    pub fn play_text(&self, text: &str) -> Result<(Position, Vec<Move>), MoveError> {
        let written = parse_moves(text)?;
        let allowed = match self.step() {
            Step::First => 2,
            _ => 1,
        };
        if written.len() > allowed {
            return Err(MoveError::TooManyMoves { step: self.step() });
        }
        let mut pos = self.clone();
        let mut played = Vec::with_capacity(written.len());
        for syntax in written {
            if let (Some(first), Some(_)) = (played.first(), pos.ending()) {
                return Err(MoveError::EndedAfterFirst {
                    first: Move::to_string(first),
                });
            }
            let mv = pos.resolve(syntax).map_err(|reason| MoveError::Illegal {
                mv: describe(syntax),
                reason,
            })?;
            pos = pos.play_unchecked(mv);
            played.push(mv);
        }
        Ok((pos, played))
    }
}

/// How to name a written move in an error (the board has not decided its kind).
fn describe(syntax: MoveSyntax) -> String {
    match syntax {
        MoveSyntax::Pass => "pass".into(),
        MoveSyntax::Place { kind, at } => format!("{}{at}", kind.letter()),
        MoveSyntax::Line { from, to, .. } => format!("{from}→{to}"),
    }
}
