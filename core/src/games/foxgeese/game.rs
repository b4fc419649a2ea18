//! A game in progress: start position plus the moves played, threefold repetition, the
//! game-agnostic [`GameRules`] face and the game record text.

use std::collections::HashMap;
use std::fmt;

use super::geometry::Bits;
use super::moves::{Move, apply};
use super::notation::{IllegalMove, MoveError};
use super::outcome::{End, WINS};
use super::position::{Position, PositionError};
use super::variant::{Variant, VariantError};
use crate::games::{ConcludeError, GameRules, Outcome, Seat, check_conclusion};

/// Repetition identity: pieces and side to move (not the quiet counter).
type Key = (Bits, Bits, Seat);

fn key(pos: &Position) -> Key {
    (pos.foxes(), pos.geese(), pos.to_move())
}

/// A game: the start position and the moves played since.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    moves: Vec<Move>,
    current: Position,
    seen: HashMap<Key, u32>,
    repeated: bool,
    /// An end away from the board (resignation, time, agreement, a moderator).
    concluded: Option<Outcome>,
}

impl Game {
    /// A game from any valid position.
    pub fn new(start: Position) -> Game {
        let mut seen = HashMap::new();
        seen.insert(key(&start), 1);
        Game {
            start,
            moves: Vec::new(),
            current: start,
            seen,
            repeated: false,
            concluded: None,
        }
    }

    /// A game from the start position of `variant`.
    pub fn from_variant(variant: Variant) -> Game {
        Game::new(Position::start(variant))
    }

    /// The position after each single move from the `from`-th on (replayed from the start
    /// with the moves as played: nothing is read from text).
    pub fn positions_from(&self, from: usize) -> Vec<Position> {
        let mut pos = self.start;
        let mut out = Vec::with_capacity(self.moves.len().saturating_sub(from));
        for (i, mv) in self.moves.iter().enumerate() {
            match pos.play(mv) {
                Ok(next) => pos = next,
                // Every recorded move was legal when played.
                Err(_) => break,
            }
            if i >= from {
                out.push(pos);
            }
        }
        out
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// How the game ended by the rules: the position's own end, else threefold repetition
    /// (see [`GameRules::outcome`] for every end, away from the board too).
    pub fn end(&self) -> Option<End> {
        self.current
            .end()
            .or(self.repeated.then_some(End::Repetition))
    }

    /// How many times the current position (with side to move) has occurred.
    pub fn occurrences(&self) -> u32 {
        self.seen.get(&key(&self.current)).copied().unwrap_or(0)
    }

    /// The legal moves (none once the game is over), sorted by text.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.end().is_some() || self.concluded.is_some() {
            return Vec::new();
        }
        let mut moves = self.current.legal_moves();
        moves.sort_by_cached_key(ToString::to_string);
        moves
    }

    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, m: &Move) -> Result<(), IllegalMove> {
        if let Some(end) = self.end() {
            return Err(IllegalMove::GameOver(end));
        }
        if self.concluded.is_some() {
            return Err(IllegalMove::Concluded);
        }
        let next = self.current.play(m)?;
        self.push(*m, next);
        Ok(())
    }

    /// Reads, checks and plays a move text; returns the move played.
    pub fn play_move_text(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(end) = self.end() {
            return Err(MoveError::Illegal(IllegalMove::GameOver(end)));
        }
        if self.concluded.is_some() {
            return Err(MoveError::Illegal(IllegalMove::Concluded));
        }
        let m = self.current.parse_move(text)?;
        let next = apply(&self.current, &m);
        self.push(m, next);
        Ok(m)
    }

    fn push(&mut self, m: Move, next: Position) {
        self.moves.push(m);
        self.current = next;
        let count = self.seen.entry(key(&next)).or_insert(0);
        *count += 1;
        if *count >= 3 {
            self.repeated = true;
        }
    }

    /// The record's result line text.
    pub fn result_text(&self) -> String {
        GameRules::outcome(self).map_or_else(
            || String::from("in progress"),
            |outcome| outcome.result_text(WINS),
        )
    }

    /// The game record (see [`Game::from_record`]).
    pub fn record_text(&self) -> String {
        let mut out = String::from("game foxgeese\n");
        out.push_str(&format!("variant {}\n", self.variant()));
        out.push_str(&format!("start {}\n", self.start));
        for m in &self.moves {
            out.push_str(&format!("{m}\n"));
        }
        out.push_str(&format!("result {}\nend\n", self.result_text()));
        out
    }

    /// Reads a game record and replays it. Blank lines and `#` comments are ignored;
    /// `start` may be left out (the variant's start position is used); the `result` line
    /// must match the replayed game, unless it names an end away from the board
    /// (resignation, time, agreement, a moderator), which is applied.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or_default().trim()))
            .filter(|(_, l)| !l.is_empty());
        let last_line = text.lines().count().max(1);
        let err = |line: usize, kind: RecordErrorKind| RecordError { line, kind };

        let (n, l) = lines
            .next()
            .ok_or_else(|| err(last_line, RecordErrorKind::Missing("game foxgeese")))?;
        if !l.eq_ignore_ascii_case("game foxgeese") {
            return Err(err(n, RecordErrorKind::Expected("game foxgeese", l.into())));
        }
        let (n, l) = lines
            .next()
            .ok_or_else(|| err(last_line, RecordErrorKind::Missing("variant")))?;
        let variant_text = keyword(l, "variant")
            .ok_or_else(|| err(n, RecordErrorKind::Expected("variant <name>", l.into())))?;
        let variant: Variant = variant_text
            .parse()
            .map_err(|e| err(n, RecordErrorKind::BadVariant(e)))?;

        let mut next = lines.next();
        let mut game = Game::from_variant(variant);
        if let Some((n, l)) = next
            && let Some(pos_text) = keyword(l, "start")
        {
            let start = Position::from_text(pos_text)
                .map_err(|e| err(n, RecordErrorKind::BadPosition(e)))?;
            if start.variant() != variant {
                return Err(err(
                    n,
                    RecordErrorKind::VariantMismatch {
                        variant,
                        start: start.variant(),
                    },
                ));
            }
            game = Game::new(start);
            next = lines.next();
        }
        loop {
            let (n, l) = next.ok_or_else(|| err(last_line, RecordErrorKind::Missing("result")))?;
            if let Some(result) = keyword(l, "result") {
                if let Some(written) = Outcome::parse_result(result, WINS)
                    && written.reason.off_board()
                {
                    game.conclude(written).map_err(|e| {
                        err(
                            n,
                            RecordErrorKind::ResultMismatch {
                                written: result.to_string(),
                                actual: e.to_string(),
                            },
                        )
                    })?;
                }
                let actual = game.result_text();
                if !result.eq_ignore_ascii_case(&actual) {
                    return Err(err(
                        n,
                        RecordErrorKind::ResultMismatch {
                            written: result.to_string(),
                            actual,
                        },
                    ));
                }
                break;
            }
            game.play_move_text(l).map_err(|e| {
                err(
                    n,
                    RecordErrorKind::BadMove {
                        text: l.to_string(),
                        error: e,
                    },
                )
            })?;
            next = lines.next();
        }
        let (n, l) = lines
            .next()
            .ok_or_else(|| err(last_line, RecordErrorKind::Missing("end")))?;
        if !l.eq_ignore_ascii_case("end") {
            return Err(err(n, RecordErrorKind::Expected("end", l.into())));
        }
        if let Some((n, l)) = lines.next() {
            return Err(err(n, RecordErrorKind::AfterEnd(l.into())));
        }
        Ok(game)
    }
}

/// `rest` if `line` is `word rest` (word case-insensitive).
fn keyword<'a>(line: &'a str, word: &str) -> Option<&'a str> {
    let (head, rest) = line.split_once(char::is_whitespace)?;
    head.eq_ignore_ascii_case(word).then(|| rest.trim())
}

/// A record that could not be read, with the (1-based) line it went wrong on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub kind: RecordErrorKind,
}

/// What was wrong with a record line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// The record ended before this part.
    Missing(&'static str),
    Expected(&'static str, String),
    BadVariant(VariantError),
    BadPosition(PositionError),
    VariantMismatch {
        variant: Variant,
        start: Variant,
    },
    BadMove {
        text: String,
        error: MoveError,
    },
    ResultMismatch {
        written: String,
        actual: String,
    },
    AfterEnd(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            RecordErrorKind::Missing(what) => write!(f, "the record ends before `{what}`"),
            RecordErrorKind::Expected(what, found) => {
                write!(f, "expected `{what}`, found `{found}`")
            }
            RecordErrorKind::BadVariant(e) => write!(f, "{e}"),
            RecordErrorKind::BadPosition(e) => write!(f, "{e}"),
            RecordErrorKind::VariantMismatch { variant, start } => write!(
                f,
                "the start position is `{start}` but the record's variant is `{variant}`"
            ),
            RecordErrorKind::BadMove { text, error } => write!(f, "move `{text}`: {error}"),
            RecordErrorKind::ResultMismatch { written, actual } => write!(
                f,
                "the record says `{written}` but replaying it gives `{actual}`"
            ),
            RecordErrorKind::AfterEnd(found) => write!(f, "text after `end`: `{found}`"),
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRules for Game {
    type Error = MoveError;

    fn legal_moves(&self) -> Vec<String> {
        let mut texts: Vec<String> = Game::legal_moves(self)
            .iter()
            .map(ToString::to_string)
            .collect();
        texts.sort();
        texts
    }

    fn play_text(&mut self, text: &str) -> Result<Vec<String>, MoveError> {
        self.play_move_text(text).map(|m| vec![m.to_string()])
    }

    fn outcome(&self) -> Option<Outcome> {
        self.concluded.or_else(|| self.end().map(End::outcome))
    }

    fn to_move(&self) -> Seat {
        self.current.to_move()
    }

    fn position_text(&self) -> String {
        self.current.to_string()
    }

    fn record(&self) -> String {
        self.record_text()
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        check_conclusion(self.end().is_some() || self.concluded.is_some(), outcome)?;
        self.concluded = Some(outcome);
        Ok(())
    }
}
