//! The bank's line format: one puzzle a line, seven fields separated by tabs,
//!
//! ```text
//! id  game  position  solution  theme  difficulty  source
//! ```
//!
//! `#` starts a comment line (each bank file opens with a header saying what it holds and
//! how it was made); blank lines are skipped. The solution's turns are separated by ` / `,
//! a TZAAR turn's moves by a space. Reading checks every field (the game is known, the
//! position reads, the theme is one of the themes, the difficulty is 1 to 5, ids are
//! unique) and says which line is wrong and why; writing gives back the same line.

use std::collections::HashSet;
use std::fmt;

use super::{Puzzle, Theme};
use crate::games::GameKind;

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// Not seven tab-separated fields.
    FieldCount(usize),
    /// An empty id, or one with spaces.
    BadId(String),
    /// The same id on an earlier line.
    DuplicateId(String),
    /// A game without puzzles, or no game.
    UnknownGame(String),
    /// The position does not read (the rules core's reason).
    Position(String),
    /// No turn in the solution, or an empty turn.
    EmptySolution,
    /// Not one of the themes.
    Theme(String),
    /// Not a whole number from 1 to 5.
    Difficulty(String),
    /// No source.
    EmptySource,
}

/// A line of a bank that does not read: its number (1-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    pub line: usize,
    pub problem: LineProblem,
}

impl fmt::Display for LineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineProblem::FieldCount(n) => write!(
                f,
                "expected 7 tab-separated fields (id, game, position, solution, theme, difficulty, source), found {n}"
            ),
            LineProblem::BadId(id) => write!(f, "bad id `{id}`: a word without spaces"),
            LineProblem::DuplicateId(id) => write!(f, "id `{id}` is used twice"),
            LineProblem::UnknownGame(g) => write!(f, "no puzzles for game `{g}`"),
            LineProblem::Position(why) => write!(f, "position: {why}"),
            LineProblem::EmptySolution => write!(f, "the solution has an empty turn"),
            LineProblem::Theme(why) => write!(f, "{why}"),
            LineProblem::Difficulty(d) => write!(f, "difficulty `{d}` is not 1 to 5"),
            LineProblem::EmptySource => write!(f, "the source is empty"),
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for LineError {}

/// Cuts `text` to a few characters for an error message.
fn clip(text: &str) -> String {
    text.chars().take(24).collect()
}

impl Puzzle {
    /// Reads one line (not a comment).
    pub fn from_line(line: &str) -> Result<Puzzle, LineProblem> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, game, position, solution, theme, difficulty, source] = fields[..] else {
            return Err(LineProblem::FieldCount(fields.len()));
        };
        if id.is_empty() || id.chars().any(char::is_whitespace) {
            return Err(LineProblem::BadId(clip(id)));
        }
        let (kind, finder) = GameKind::from_key(game)
            .and_then(|k| Some((k, super::finder::finder(k)?)))
            .ok_or_else(|| LineProblem::UnknownGame(clip(game)))?;
        let read = finder.board(position).map(|_| ());
        read.map_err(|e| match e {
            super::ProofError::Position(why) => LineProblem::Position(why),
            other => LineProblem::Position(other.to_string()),
        })?;
        let turns: Vec<String> = solution.split(" / ").map(str::to_string).collect();
        if turns.iter().any(|t| t.trim().is_empty()) {
            return Err(LineProblem::EmptySolution);
        }
        let theme: Theme = theme.parse().map_err(LineProblem::Theme)?;
        let difficulty = difficulty
            .parse::<u8>()
            .ok()
            .filter(|d| (1..=5).contains(d))
            .ok_or_else(|| LineProblem::Difficulty(clip(difficulty)))?;
        if source.trim().is_empty() {
            return Err(LineProblem::EmptySource);
        }
        Ok(Puzzle {
            id: id.to_string(),
            game: kind,
            position: position.to_string(),
            solution: turns,
            theme,
            difficulty,
            source: source.to_string(),
        })
    }

    /// The puzzle as one line of a bank (without a newline).
    pub fn to_line(&self) -> String {
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}",
            self.id,
            self.game.key(),
            self.position,
            self.solution.join(" / "),
            self.theme,
            self.difficulty,
            self.source
        )
    }
}

/// Reads a bank file: every puzzle line, in order; the first bad line is the error.
pub fn parse_bank(text: &str) -> Result<Vec<Puzzle>, LineError> {
    let mut out = Vec::new();
    let mut ids = HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let error = |problem| LineError {
            line: i + 1,
            problem,
        };
        let puzzle = Puzzle::from_line(line).map_err(error)?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(error(LineProblem::DuplicateId(puzzle.id)));
        }
        out.push(puzzle);
    }
    Ok(out)
}

/// A bank file: the header (each line written as a `#` comment) and one line a puzzle.
pub fn bank_text(header: &str, puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str(if line.is_empty() { "#" } else { "# " });
        out.push_str(line);
        out.push('\n');
    }
    for p in puzzles {
        out.push_str(&p.to_line());
        out.push('\n');
    }
    out
}
