//! Playing a puzzle turn by turn (for `/puzzle`), and checking a solution's line.
//!
//! The state between answers is only the turns played so far ([`PuzzleState`], stored as
//! text), so it survives restarts. At every turn of the solver's side any turn that still
//! wins in the turns left is accepted (only the first turn is unique); the defender's
//! replies are the solver's: the reply that holds out longest.

use super::finder::{self, Board, Finder, Goal};
use super::{AnswerError, ProofError, Puzzle, Theme};
use crate::games::{Outcome, Seat};

/// The turns played so far in a puzzle: the solver's and the defender's, alternately.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleState {
    pub turns: Vec<String>,
}

impl PuzzleState {
    /// The state as text: the turns separated by ` / ` (empty at the start).
    pub fn to_text(&self) -> String {
        self.turns.join(" / ")
    }

    /// Reads [`PuzzleState::to_text`] back (whether the turns are legal is checked when
    /// the state is used).
    pub fn from_text(text: &str) -> PuzzleState {
        PuzzleState {
            turns: text
                .split('/')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(str::to_string)
                .collect(),
        }
    }
}

/// What an answer leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The puzzle is solved by this turn (`reply`: the defender's last turn, when the
    /// defender had to end the game itself).
    Solved {
        played: String,
        reply: Option<String>,
    },
    /// Right so far: the defender replies, and the solver plays on from `state`.
    Continue {
        played: String,
        reply: String,
        state: PuzzleState,
    },
    /// The turn does not win in the turns left. `refutation` is the defender's reply that
    /// shows it (none when the turn itself ended the game), `position` the position it
    /// leads to, `outcome` the end there if the game is over. The state is unchanged: the
    /// solver may try again.
    Wrong {
        played: String,
        refutation: Option<String>,
        position: String,
        outcome: Option<Outcome>,
    },
}

/// Plays one whole turn from lenient text on `board`, unless the game is over there.
fn play(board: &dyn Board, text: &str) -> Result<(Box<dyn Board>, String, u32), AnswerError> {
    if board.outcome().is_some() {
        return Err(AnswerError::Finished);
    }
    board.play_turn(text)
}

/// Where a puzzle stands: the board, the solver's turns left, the geese taken so far.
struct Walk<'a> {
    puzzle: &'a Puzzle,
    finder: &'static dyn Finder,
    board: Box<dyn Board>,
    mover: Seat,
    left: u32,
    taken: u32,
}

impl<'a> Walk<'a> {
    fn start(puzzle: &'a Puzzle) -> Result<Walk<'a>, ProofError> {
        let finder = finder::finder(puzzle.game)
            .ok_or_else(|| ProofError::UnsupportedGame(puzzle.game.key().to_string()))?;
        let board = finder.board(&puzzle.position)?;
        Ok(Walk {
            puzzle,
            finder,
            mover: board.seat(),
            board,
            // Never search deeper than the solver's limit, whatever a line claims.
            left: puzzle.theme.turns().min(puzzle.theme.max_turns()),
            taken: 0,
        })
    }

    fn goal_geese(&self) -> Option<u32> {
        match self.puzzle.theme {
            Theme::WinGeese { geese, .. } => Some(u32::from(geese)),
            _ => None,
        }
    }

    /// What the solver is after.
    fn goal(&self) -> Goal {
        Goal {
            mover: self.mover,
            geese: self.goal_geese(),
        }
    }

    /// Whether the solver has reached the goal on `board` having taken `taken` geese.
    fn reached(&self, board: &dyn Board, taken: u32) -> bool {
        self.goal().reached(board, taken)
    }

    /// Whether the defender, to move on `board`, loses within `left` more solver turns.
    fn defence_fails(&self, board: &dyn Board, left: u32, taken: u32) -> bool {
        self.goal().defence_fails(board, left, taken)
    }

    /// The defender's reply on `board` (its turn) that holds out longest; with `refute`,
    /// one that breaks the solver's win instead (a win for the defender first).
    fn reply(&self, board: &dyn Board, left: u32, taken: u32, refute: bool) -> Option<Board2> {
        board.reply(&self.goal(), left, taken, refute)
    }
}

type Board2 = (Box<dyn Board>, String);

impl Puzzle {
    /// Judges the solver's turn `turn_text` (lenient notation) after the turns of `state`.
    pub fn answer(&self, state: &PuzzleState, turn_text: &str) -> Result<Verdict, AnswerError> {
        let walk = self.replay(state)?;
        if state.turns.len() % 2 == 1 || walk.left == 0 || walk.board.outcome().is_some() {
            return Err(AnswerError::Finished);
        }
        let (after, played, took) = play(&*walk.board, turn_text)?;
        let taken = walk.taken + took;
        let left = walk.left - 1;
        if walk.reached(&*after, taken) {
            return Ok(Verdict::Solved {
                played,
                reply: None,
            });
        }
        if after.outcome().is_some() || !walk.defence_fails(&*after, left, taken) {
            let refutation = if after.outcome().is_some() {
                None
            } else {
                walk.reply(&*after, left, taken, true)
            };
            let (position, refutation) = match refutation {
                Some((board, text)) => (board, Some(text)),
                None => (after, None),
            };
            return Ok(Verdict::Wrong {
                played,
                refutation,
                outcome: position.outcome(),
                position: position.text(),
            });
        }
        let Some((next, reply)) = walk.reply(&*after, left, taken, false) else {
            return Ok(Verdict::Solved {
                played,
                reply: None,
            });
        };
        if walk.reached(&*next, taken) {
            return Ok(Verdict::Solved {
                played,
                reply: Some(reply),
            });
        }
        let mut state = state.clone();
        state.turns.push(played.clone());
        state.turns.push(reply.clone());
        Ok(Verdict::Continue {
            played,
            reply,
            state,
        })
    }
}

impl Puzzle {
    /// Proves the puzzle from scratch: the position has a forced win of the theme's kind in
    /// exactly the theme's number of turns, its first turn is the only one (by resulting
    /// position), and the solution is a legal line that keeps the win at every mover turn
    /// and ends with it, the way the theme says.
    pub fn prove(&self) -> Result<(), ProofError> {
        let found = super::find(self.game, &self.position, self.theme.turns())?;
        let same_kind = match (found.theme, self.theme) {
            (Theme::Tzaar { turns: a, .. }, Theme::Tzaar { turns: b, .. }) => a == b,
            (
                Theme::Trap { moves: a } | Theme::FillPen { moves: a },
                Theme::Trap { moves: b } | Theme::FillPen { moves: b },
            ) => a == b,
            (a, b) => a == b,
        };
        if !same_kind {
            return Err(ProofError::WrongTheme {
                claimed: self.theme,
                found: format!("`{}`", found.theme),
            });
        }
        check_line(self)
    }

    /// The position after the turns of `state` (the game's position text), for the board
    /// and the move picker.
    pub fn position_after(&self, state: &PuzzleState) -> Result<String, AnswerError> {
        Ok(self.replay(state)?.board.text())
    }

    /// The solver's turns left after `state` (0 once the puzzle is over).
    pub fn turns_left(&self, state: &PuzzleState) -> Result<u32, AnswerError> {
        let walk = self.replay(state)?;
        let over = state.turns.len() % 2 == 1 || walk.board.outcome().is_some();
        Ok(if over { 0 } else { walk.left })
    }

    /// Replays the turns of `state` from the puzzle's position.
    fn replay(&self, state: &PuzzleState) -> Result<Walk<'_>, AnswerError> {
        let mut walk = Walk::start(self).map_err(AnswerError::Puzzle)?;
        for (i, turn) in state.turns.iter().enumerate() {
            let (next, _, took) = play(&*walk.board, turn).map_err(|e| {
                AnswerError::Puzzle(ProofError::BadLine {
                    turn: i + 1,
                    why: e.to_string(),
                })
            })?;
            if i % 2 == 0 {
                walk.left = walk.left.saturating_sub(1);
                walk.taken += took;
            }
            walk.board = next;
        }
        Ok(walk)
    }
}

/// Checks a puzzle's solution line: legal turns, every solver turn keeping the win in the
/// turns left, and the line ending with the goal reached the way the theme says.
fn check_line(puzzle: &Puzzle) -> Result<(), ProofError> {
    let mut walk = Walk::start(puzzle)?;
    let bad = |turn: usize, why: &str| ProofError::BadLine {
        turn,
        why: why.to_string(),
    };
    if puzzle.solution.is_empty() {
        return Err(bad(0, "the solution is empty"));
    }
    for (i, turn) in puzzle.solution.iter().enumerate() {
        if walk.reached(&*walk.board, walk.taken) {
            return Err(bad(i + 1, "the puzzle was already solved"));
        }
        let (next, text, took) =
            play(&*walk.board, turn).map_err(|e| bad(i + 1, &e.to_string()))?;
        if &text != turn {
            return Err(bad(i + 1, &format!("not canonical: write `{text}`")));
        }
        if i % 2 == 0 {
            if walk.left == 0 {
                return Err(bad(i + 1, "one turn too many"));
            }
            walk.left -= 1;
            walk.taken += took;
            if !walk.defence_fails(&*next, walk.left, walk.taken) {
                return Err(bad(i + 1, "this turn does not keep the win"));
            }
        }
        walk.board = next;
    }
    if !walk.reached(&*walk.board, walk.taken) {
        return Err(bad(puzzle.solution.len(), "the line stops before the win"));
    }
    let how = walk.board.outcome().map(|o| o.reason);
    let fits = walk.finder.ends_as(puzzle.theme, how);
    if !fits {
        return Err(bad(
            puzzle.solution.len(),
            "the line does not end as the theme says",
        ));
    }
    Ok(())
}
