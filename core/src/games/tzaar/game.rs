//! A game: how it was set up, the moves played, and how it ended; with its record text.
//!
//! Record format (see `docs/records.md`; the same block format as `tests/data/tzaar/real_games.txt`):
//! ```text
//! game tzaar
//! setup random 42          (optional: fixed | random <seed> | tournament)
//! start <position text>
//! d4xc3                    (one turn per line; `#` starts a comment)
//! f1xg1 a4-b4
//! result White wins (no-tott)
//! end
//! ```

use std::fmt::Write as _;

use super::moves::Move;
use super::notation::MoveError;
use super::pieces::Color;
use super::position::{Ending, Position, PositionError, Step};
use super::setups::SetupKind;
use crate::games::{ConcludeError, GameRules, Outcome, Seat, check_conclusion};

/// How a record writes a win by each seat.
const WINS: [&str; 2] = ["White wins", "Black wins"];

/// A game in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Option<SetupKind>,
    start: Position,
    moves: Vec<Move>,
    position: Position,
    /// An end away from the board (resignation, time, agreement, a moderator).
    concluded: Option<Outcome>,
}

/// Why a record could not be read back; `line` is 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "record line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecordError {}

impl Game {
    /// A new game from one of the standard setups.
    pub fn new(setup: SetupKind) -> Game {
        let start = setup.position();
        Game {
            setup: Some(setup),
            position: start.clone(),
            start,
            moves: Vec::new(),
            concluded: None,
        }
    }

    /// A game from any valid position (for analysis and tests).
    pub fn from_position(start: Position) -> Game {
        Game {
            setup: None,
            position: start.clone(),
            start,
            moves: Vec::new(),
            concluded: None,
        }
    }

    /// The same game back at its start: its setup and start position, no move played.
    pub fn restarted(&self) -> Game {
        Game {
            setup: self.setup,
            position: self.start.clone(),
            start: self.start.clone(),
            moves: Vec::new(),
            concluded: None,
        }
    }

    pub fn setup(&self) -> Option<SetupKind> {
        self.setup
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Every single move played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The end of the game by the rules, if the position has one (see
    /// [`GameRules::outcome`] for every end, away from the board too).
    pub fn ending(&self) -> Option<Ending> {
        self.position.ending()
    }

    /// Whether the game is over, by the rules or away from the board.
    pub fn is_over(&self) -> bool {
        self.concluded.is_some() || self.position.ending().is_some()
    }

    /// Plays one move given as a value.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        if self.concluded.is_some() {
            return Err(illegal_game_over(mv.to_string()));
        }
        self.position = self
            .position
            .play(mv)
            .map_err(|reason| MoveError::Illegal {
                mv: mv.to_string(),
                reason,
            })?;
        self.moves.push(mv);
        Ok(())
    }

    /// The position after each single move from the `from`-th on (replayed from the start
    /// with the moves as played: nothing is read from text).
    pub fn positions_from(&self, from: usize) -> Vec<Position> {
        let mut pos = self.start.clone();
        let mut out = Vec::with_capacity(self.moves.len().saturating_sub(from));
        for (i, &mv) in self.moves.iter().enumerate() {
            pos = pos.play_unchecked(mv);
            if i >= from {
                out.push(pos.clone());
            }
        }
        out
    }

    /// Plays one move or the rest of a turn from text; all or nothing.
    pub fn play_turn(&mut self, text: &str) -> Result<Vec<Move>, MoveError> {
        if self.concluded.is_some() {
            return Err(illegal_game_over(text.chars().take(16).collect()));
        }
        let (position, played) = self.position.play_text(text)?;
        self.position = position;
        self.moves.extend_from_slice(&played);
        Ok(played)
    }

    /// `color` resigns; fails if the game is already over.
    pub fn resign(&mut self, color: Color) -> Result<(), ConcludeError> {
        self.conclude(Outcome::resignation(seat(color)))
    }

    /// The moves grouped into turns (the opening capture alone, then pairs; placements
    /// one per turn), each turn with the colour that played it.
    pub fn turns(&self) -> Vec<(Color, Vec<Move>)> {
        let mut turns: Vec<(Color, Vec<Move>)> = Vec::new();
        let mut pos = self.start.clone();
        let mut after_first = false;
        for &mv in &self.moves {
            let mover = pos.side();
            let continues = after_first && pos.step() == Step::Second;
            match turns.last_mut() {
                Some((_, turn)) if continues => turn.push(mv),
                _ => turns.push((mover, vec![mv])),
            }
            after_first = pos.step() == Step::First;
            pos = pos.play_unchecked(mv);
        }
        turns
    }

    /// The record text: setup, start, one turn per line, result.
    pub fn record(&self) -> String {
        let mut out = String::from("game tzaar\n");
        if let Some(setup) = self.setup {
            let _ = writeln!(out, "setup {setup}");
        }
        let _ = writeln!(out, "start {}", self.start);
        for (_, turn) in self.turns() {
            let texts: Vec<String> = turn.iter().map(Move::to_string).collect();
            let _ = writeln!(out, "{}", texts.join(" "));
        }
        match GameRules::outcome(self) {
            Some(outcome) => {
                let _ = writeln!(out, "result {}", outcome.result_text(WINS));
            }
            None => out.push_str("result in progress\n"),
        }
        out.push_str("end\n");
        out
    }

    /// Reads a record back by replaying it. A `result` line that names an end away from the
    /// board (resignation, time, agreement, a moderator) is applied; one that names an end
    /// by the rules must agree with the replay; any other result text (such as `none
    /// recorded`, in records from elsewhere) is accepted as a comment.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut game: Option<Game> = None;
        let mut setup: Option<SetupKind> = None;
        let mut header = false;
        let err = |line: usize, message: String| RecordError { line, message };
        for (n, raw) in text.lines().enumerate() {
            let line_no = n + 1;
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            let rest = rest.trim();
            match word {
                "game" if !header => header = true,
                "setup" if game.is_none() => {
                    setup = Some(rest.parse().map_err(|e| err(line_no, e))?);
                }
                "start" if game.is_none() => {
                    let start: Position = rest
                        .parse()
                        .map_err(|e: PositionError| err(line_no, e.to_string()))?;
                    if let Some(s) = setup
                        && s.position() != start
                    {
                        return Err(err(line_no, format!("start does not match setup {s}")));
                    }
                    let mut g = Game::from_position(start);
                    g.setup = setup;
                    game = Some(g);
                }
                "result" => {
                    let g = game
                        .as_mut()
                        .ok_or_else(|| err(line_no, "no start".into()))?;
                    apply_result(g, rest).map_err(|m| err(line_no, m))?;
                }
                "end" => {
                    return game.ok_or_else(|| err(line_no, "the record has no start".into()));
                }
                _ if !header => return Err(err(line_no, "a record begins with `game`".into())),
                _ => {
                    let g = match game.as_mut() {
                        Some(g) => g,
                        None => {
                            let g = Game::new(setup.ok_or_else(|| {
                                err(line_no, "a move before `start` or `setup`".into())
                            })?);
                            game.insert(g)
                        }
                    };
                    g.play_turn(line)
                        .map_err(|e| err(line_no, format!("`{line}`: {e}")))?;
                }
            }
        }
        Err(err(
            text.lines().count(),
            "the record has no `end` line".into(),
        ))
    }
}

fn illegal_game_over(mv: String) -> MoveError {
    MoveError::Illegal {
        mv,
        reason: super::moves::IllegalMove::GameOver,
    }
}

/// Applies or checks a record's `result` line.
fn apply_result(game: &mut Game, text: &str) -> Result<(), String> {
    let Some(written) = Outcome::parse_result(text, WINS) else {
        return Ok(());
    };
    if written.reason.off_board() {
        return game
            .conclude(written)
            .map_err(|e| format!("the result says `{text}` but {e}"));
    }
    match GameRules::outcome(game) {
        Some(actual) if actual == written => Ok(()),
        Some(actual) => Err(format!(
            "the result says `{text}` but the moves give `{}`",
            actual.result_text(WINS)
        )),
        None => Err(format!("the result says `{text}` but the game is not over")),
    }
}

fn seat(color: Color) -> Seat {
    match color {
        Color::White => Seat::First,
        Color::Black => Seat::Second,
    }
}

impl GameRules for Game {
    type Error = MoveError;

    fn legal_moves(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        super::moves::legal_move_texts(&self.position)
    }

    fn play_text(&mut self, text: &str) -> Result<Vec<String>, MoveError> {
        let played = self.play_turn(text)?;
        Ok(played.iter().map(Move::to_string).collect())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.concluded.or_else(|| {
            self.ending().map(|end| Outcome {
                winner: Some(seat(end.winner)),
                reason: end.reason.into(),
            })
        })
    }

    fn to_move(&self) -> Seat {
        seat(self.position.side())
    }

    fn position_text(&self) -> String {
        self.position.to_string()
    }

    fn record(&self) -> String {
        Game::record(self)
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        check_conclusion(self.is_over(), outcome)?;
        self.concluded = Some(outcome);
        Ok(())
    }
}
