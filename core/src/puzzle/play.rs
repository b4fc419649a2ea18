//! Playing a puzzle turn by turn (for `/puzzle`), and checking a solution's line.
//!
//! The state between answers is only the turns played so far ([`PuzzleState`], stored as
//! text), so it survives restarts. At every turn of the solver's side any turn that still
//! wins in the turns left is accepted (only the first turn is unique); the defender's
//! replies are the solver's: the reply that holds out longest.

use std::fmt;

use super::foxgeese as fg;
use super::tzaar as tz;
use super::{ProofError, Puzzle, Theme, TzaarWin};
use crate::games::foxgeese::{self, End};
use crate::games::tzaar::{self, Color, EndReason};
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

/// Why an answer could not be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// The puzzle itself does not read or the state does not replay on it.
    Puzzle(ProofError),
    /// The turn is not legal (the rules core's reason).
    Illegal(String),
    /// Only the first move of a TZAAR turn was given.
    IncompleteTurn,
    /// The puzzle is already over in this state.
    Finished,
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnswerError::Puzzle(e) => write!(f, "{e}"),
            AnswerError::Illegal(why) => write!(f, "{why}"),
            AnswerError::IncompleteTurn => write!(f, "give the whole turn (both moves)"),
            AnswerError::Finished => write!(f, "the puzzle is already over"),
        }
    }
}

impl std::error::Error for AnswerError {}

/// A puzzle's board during play.
#[derive(Clone, Debug)]
enum Board {
    Tzaar(tzaar::Position),
    Fg(foxgeese::Position),
}

impl Board {
    fn of(puzzle: &Puzzle) -> Result<Board, ProofError> {
        match puzzle.game.key() {
            "tzaar" => Ok(Board::Tzaar(super::tzaar_position(&puzzle.position)?)),
            "foxgeese" => Ok(Board::Fg(super::fg_position(&puzzle.position)?)),
            other => Err(ProofError::UnsupportedGame(other.to_string())),
        }
    }

    fn text(&self) -> String {
        match self {
            Board::Tzaar(p) => p.to_string(),
            Board::Fg(p) => p.to_string(),
        }
    }

    fn seat(&self) -> Seat {
        match self {
            Board::Tzaar(p) if p.side() == Color::White => Seat::First,
            Board::Tzaar(_) => Seat::Second,
            Board::Fg(p) => p.to_move(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self {
            Board::Tzaar(p) => p.ending().map(|e| Outcome {
                winner: Some(if e.winner == Color::White {
                    Seat::First
                } else {
                    Seat::Second
                }),
                reason: e.reason.into(),
            }),
            Board::Fg(p) => p.outcome(),
        }
    }

    /// Plays one whole turn from lenient text: the position after it, its canonical text
    /// and the geese it took.
    fn play(&self, text: &str) -> Result<(Board, String, u32), AnswerError> {
        if self.outcome().is_some() {
            return Err(AnswerError::Finished);
        }
        match self {
            Board::Tzaar(p) => {
                let (after, moves) = p
                    .play_text(text)
                    .map_err(|e| AnswerError::Illegal(e.to_string()))?;
                if after.side() == p.side() && after.ending().is_none() {
                    return Err(AnswerError::IncompleteTurn);
                }
                Ok((Board::Tzaar(after), tz::turn_text(&moves), 0))
            }
            Board::Fg(p) => {
                let (mv, after) = p
                    .play_text(text)
                    .map_err(|e| AnswerError::Illegal(e.to_string()))?;
                Ok((Board::Fg(after), mv.to_string(), mv.captured().count_ones()))
            }
        }
    }
}

/// Where a puzzle stands: the board, the solver's turns left, the geese taken so far.
struct Walk<'a> {
    puzzle: &'a Puzzle,
    board: Board,
    mover: Seat,
    left: u32,
    taken: u32,
}

impl<'a> Walk<'a> {
    fn start(puzzle: &'a Puzzle) -> Result<Walk<'a>, ProofError> {
        let board = Board::of(puzzle)?;
        Ok(Walk {
            puzzle,
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

    /// Whether the solver has reached the goal on `board` having taken `taken` geese.
    fn reached(&self, board: &Board, taken: u32) -> bool {
        let won = board
            .outcome()
            .is_some_and(|o| o.winner == Some(self.mover));
        won || self.goal_geese().is_some_and(|k| taken >= k)
    }

    /// Whether the defender, to move on `board`, loses within `left` more solver turns.
    fn defence_fails(&self, board: &Board, left: u32, taken: u32) -> bool {
        if self.reached(board, taken) {
            return true;
        }
        if left == 0 || board.outcome().is_some() {
            return false;
        }
        match (board, self.goal_geese()) {
            (Board::Tzaar(p), _) => tz::defence_fails(p, p.side().other(), left),
            (Board::Fg(p), None) => fg::foxes_lose_within(p, left),
            (Board::Fg(p), Some(k)) => {
                let hold = fg::geese_hold(p, left);
                hold != fg::LOST && (hold == fg::WON || taken as i32 + hold >= k as i32)
            }
        }
    }

    /// The defender's reply on `board` (its turn) that holds out longest; with `refute`,
    /// one that breaks the solver's win instead (a win for the defender first).
    fn reply(&self, board: &Board, left: u32, taken: u32, refute: bool) -> Option<Board2> {
        match board {
            Board::Tzaar(p) => {
                let mover = p.side().other();
                let turn = if refute {
                    tz::refutation(p, mover, left)?
                } else {
                    tz::best_defence(p, mover, left)?
                };
                Some((Board::Tzaar(turn.after.clone()), turn.text()))
            }
            Board::Fg(p) => {
                let steps = fg::distinct_moves(p);
                // Smaller is better for the defender: a defender win, then a solver that
                // can no longer win, then the longest hold (or the fewest geese given).
                let score = |s: &fg::Step| -> (i64, String) {
                    let b = Board::Fg(s.after);
                    let text = s.mv.to_string();
                    if let Some(o) = b.outcome()
                        && o.winner != Some(self.mover)
                        && !self.reached(&b, taken)
                    {
                        return (-2_000_000, text);
                    }
                    if !self.defence_after(&b, left, taken) {
                        return (-1_000_000, text);
                    }
                    let keep = match self.goal_geese() {
                        None => -i64::from(super::fox_holds(&s.after, left)),
                        Some(_) => i64::from(fg::fox_gain(&s.after, left)),
                    };
                    (keep, text)
                };
                let mut scored: Vec<((i64, String), &fg::Step)> =
                    steps.iter().map(|s| (score(s), s)).collect();
                scored.sort_by(|a, b| a.0.cmp(&b.0));
                let ((key, text), step) = scored.into_iter().next()?;
                if refute && key > -1_000_000 {
                    return None;
                }
                Some((Board::Fg(step.after), text))
            }
        }
    }

    /// Whether the solver, to move on `board`, still wins within `left` turns.
    fn defence_after(&self, board: &Board, left: u32, taken: u32) -> bool {
        if self.reached(board, taken) {
            return true;
        }
        if left == 0 || board.outcome().is_some() {
            return false;
        }
        match (board, self.goal_geese()) {
            (Board::Tzaar(p), _) => tz::wins_within(p, left),
            (Board::Fg(p), None) => fg::geese_win_within(p, left),
            (Board::Fg(p), Some(k)) => {
                let gain = fg::fox_gain(p, left);
                gain != fg::LOST && (gain == fg::WON || taken as i32 + gain >= k as i32)
            }
        }
    }
}

type Board2 = (Board, String);

impl Puzzle {
    /// Judges the solver's turn `turn_text` (lenient notation) after the turns of `state`.
    pub fn answer(&self, state: &PuzzleState, turn_text: &str) -> Result<Verdict, AnswerError> {
        let walk = self.replay(state)?;
        if state.turns.len() % 2 == 1 || walk.left == 0 || walk.board.outcome().is_some() {
            return Err(AnswerError::Finished);
        }
        let (after, played, took) = walk.board.play(turn_text)?;
        let taken = walk.taken + took;
        let left = walk.left - 1;
        if walk.reached(&after, taken) {
            return Ok(Verdict::Solved {
                played,
                reply: None,
            });
        }
        if after.outcome().is_some() || !walk.defence_fails(&after, left, taken) {
            let refutation = if after.outcome().is_some() {
                None
            } else {
                walk.reply(&after, left, taken, true)
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
        let Some((next, reply)) = walk.reply(&after, left, taken, false) else {
            return Ok(Verdict::Solved {
                played,
                reply: None,
            });
        };
        if walk.reached(&next, taken) {
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
            let (next, _, took) = walk.board.play(turn).map_err(|e| {
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
        if walk.reached(&walk.board, walk.taken) {
            return Err(bad(i + 1, "the puzzle was already solved"));
        }
        let (next, text, took) = walk
            .board
            .play(turn)
            .map_err(|e| bad(i + 1, &e.to_string()))?;
        if &text != turn {
            return Err(bad(i + 1, &format!("not canonical: write `{text}`")));
        }
        if i % 2 == 0 {
            if walk.left == 0 {
                return Err(bad(i + 1, "one turn too many"));
            }
            walk.left -= 1;
            walk.taken += took;
            if !walk.defence_fails(&next, walk.left, walk.taken) {
                return Err(bad(i + 1, "this turn does not keep the win"));
            }
        }
        walk.board = next;
    }
    if !walk.reached(&walk.board, walk.taken) {
        return Err(bad(puzzle.solution.len(), "the line stops before the win"));
    }
    let how = walk.board.outcome().map(|o| o.reason);
    let fits = match puzzle.theme {
        Theme::Tzaar {
            how: TzaarWin::NoCapture,
            ..
        } => how == Some(EndReason::NoCapture.into()),
        Theme::Tzaar {
            how: TzaarWin::LastOfType,
            ..
        } => how.is_some() && how != Some(EndReason::NoCapture.into()),
        Theme::FillPen { .. } => how == Some(End::PenFilled.reason()),
        Theme::Trap { .. } => how == Some(End::FoxesTrapped.reason()),
        Theme::WinGeese { .. } => true,
    };
    if !fits {
        return Err(bad(
            puzzle.solution.len(),
            "the line does not end as the theme says",
        ));
    }
    Ok(())
}
