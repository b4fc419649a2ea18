//! Reviewing a finished game: the engine's value of every position at a turn's start, the
//! win probability after every turn, and the turns that threw the game away.
//!
//! The work comes in three pure steps, so that the caller decides where the searches run
//! (the bot on its bounded search pool, a few at a time, reporting progress; the command
//! line on its own threads) and every step is testable alone:
//!
//! 1. [`turns`] replays the game from its start and cuts it into turns: the position at the
//!    start of each turn, the seat to move and the turn played, and the position after the
//!    last turn.
//! 2. [`evaluate`] values one of those positions: the exact value where solved tables cover
//!    it (Fox and Geese), otherwise the hard level's search at a fixed node budget
//!    ([`Setup`]), with its turn; the search's forced wins and losses (mate scores) are
//!    proofs, so they become [`Eval::Win`] and [`Eval::Loss`].
//! 3. [`review`] puts the values together: the first side's win probability after every
//!    turn ([`winprob`]), each turn's drop in the mover's win probability, its severity
//!    ([`Severity`], thresholds in [`severity`]), and the proved facts, a missed win or a
//!    walk into a loss ([`Proof`]).
//!
//! Nodes rather than time make a review reproducible: the same game, setup and seed give
//! the same review on any machine, under any load.

mod review;
pub mod winprob;

use std::sync::atomic::AtomicBool;

use crate::engine::{self, Choice, Engine, Level, Limits, MATE, MATE_BOUND, Oracle};
use crate::games::value::Value;
use crate::games::{AnyGame, GameKind, GameRules, Outcome, Seat};

pub use review::{KeyMoment, Proof, Review, Severity, TurnReview, key_moments, review, severity};

/// The value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// The search's score for the side to move (about 100 a piece or goose).
    Score(i32),
    /// A proved win for the side to move in this many of its own turns (0: the rules have
    /// already decided it).
    Win(u32),
    /// A proved loss in this many of the opponent's turns.
    Loss(u32),
    /// A proved draw (solved tables only).
    Draw,
}

impl Eval {
    /// The same value seen by the other side (after the turn, from the mover's view).
    pub fn flipped(self) -> Eval {
        match self {
            Eval::Score(s) => Eval::Score(-s),
            Eval::Win(n) => Eval::Loss(n),
            Eval::Loss(n) => Eval::Win(n),
            Eval::Draw => Eval::Draw,
        }
    }

    /// Whether it is a proved win for the side it belongs to.
    pub fn is_win(self) -> bool {
        matches!(self, Eval::Win(_))
    }

    /// Whether it is a proved loss.
    pub fn is_loss(self) -> bool {
        matches!(self, Eval::Loss(_))
    }

    /// A search score read as a value: beyond [`MATE_BOUND`] a forced win or loss in
    /// `MATE - score` single moves, counted in the game's turns.
    fn of_score(kind: GameKind, score: i32) -> Eval {
        if score >= MATE_BOUND {
            Eval::Win(engine::turns_to_end(kind, (MATE - score).max(0) as u32))
        } else if score <= -MATE_BOUND {
            Eval::Loss(engine::turns_to_end(kind, (MATE + score).max(0) as u32))
        } else {
            Eval::Score(score)
        }
    }

    fn of_value(kind: GameKind, value: Value) -> Eval {
        match value {
            Value::Win(n) => Eval::Win(engine::turns_to_end(kind, n)),
            Value::Loss(n) => Eval::Loss(engine::turns_to_end(kind, n)),
            Value::Draw => Eval::Draw,
        }
    }
}

/// How positions are valued: the hard level at a node budget per position, reading exact
/// values from `oracle` where it has them.
#[derive(Clone, Debug)]
pub struct Setup {
    pub nodes: u64,
    pub oracle: Oracle,
    pub seed: u64,
}

/// One turn of the game: where it started and what was played.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The game just before the turn (replayed from the start, so its history, as the
    /// repetition rule sees it, is the real one).
    pub before: AnyGame,
    pub seat: Seat,
    /// The turn's single moves in canonical notation.
    pub moves: Vec<String>,
}

impl Turn {
    /// The turn as one text (`c4xd4 c3-d4`).
    pub fn text(&self) -> String {
        self.moves.join(" ")
    }
}

/// A game cut into turns, with the position after the last one.
#[derive(Clone, Debug)]
pub struct Turns {
    pub turns: Vec<Turn>,
    /// The game after its last turn (as played: its end by the rules, if it has one, but
    /// not an end away from the board).
    pub last: AnyGame,
    /// How the game really ended (resignations and timeouts included).
    pub outcome: Option<Outcome>,
}

impl Turns {
    /// The positions to value, in order: the start of every turn, then the last position.
    pub fn positions(&self) -> Vec<&AnyGame> {
        let mut out: Vec<&AnyGame> = self.turns.iter().map(|t| &t.before).collect();
        out.push(&self.last);
        out
    }
}

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    #[error("the game has no moves to review")]
    NoMoves,
    #[error("move {index} ({mv}) does not replay: {reason}")]
    Replay {
        index: usize,
        mv: String,
        reason: String,
    },
}

/// Replays `game` from its start and cuts it into turns: a turn is the moves one seat plays
/// before the other seat is to move (two in TZAAR, one in Fox and Geese).
pub fn turns(game: &AnyGame) -> Result<Turns, AnalysisError> {
    let moves = game.move_texts();
    if moves.is_empty() {
        return Err(AnalysisError::NoMoves);
    }
    let mut current = game.restarted();
    let mut turns: Vec<Turn> = Vec::new();
    let mut open: Option<Turn> = None;
    for (index, mv) in moves.iter().enumerate() {
        let seat = current.to_move();
        let turn = match open.take() {
            Some(turn) if turn.seat == seat => turn,
            Some(done) => {
                turns.push(done);
                new_turn(&current, seat)
            }
            None => new_turn(&current, seat),
        };
        current.play_text(mv).map_err(|e| AnalysisError::Replay {
            index,
            mv: mv.clone(),
            reason: e.to_string(),
        })?;
        let mut turn = turn;
        turn.moves.push(mv.clone());
        open = Some(turn);
    }
    turns.extend(open);
    Ok(Turns {
        turns,
        last: current,
        outcome: game.outcome(),
    })
}

fn new_turn(game: &AnyGame, seat: Seat) -> Turn {
    Turn {
        before: game.clone(),
        seat,
        moves: Vec::new(),
    }
}

/// The value of one position, with the engine's turn there (none where the game is over).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    pub eval: Eval,
    pub best: Option<Vec<String>>,
    /// Positions the search visited (0 for exact values).
    pub nodes: u64,
}

/// Values one position for the side to move (see the module documentation). CPU-bound for
/// the setup's node budget: run it on the search pool. `cancel` stops it early, with the
/// best value found so far.
pub fn evaluate(game: &AnyGame, setup: &Setup, cancel: &AtomicBool) -> PositionEval {
    let kind = game.kind();
    if let Some(outcome) = game.outcome() {
        let eval = match outcome.winner {
            Some(w) if w == game.to_move() => Eval::Win(0),
            Some(_) => Eval::Loss(0),
            None => Eval::Draw,
        };
        return PositionEval {
            eval,
            best: None,
            nodes: 0,
        };
    }
    if let Some(value) = engine::exact(game, &setup.oracle) {
        let engine = Engine::new(Level::Perfect).with_oracle(setup.oracle.clone());
        let best = engine::choose_with(game, &engine, &Limits::nodes(1), setup.seed, cancel);
        return PositionEval {
            eval: Eval::of_value(kind, value),
            best: best.map(|c| c.moves),
            nodes: 0,
        };
    }
    let engine = Engine::new(Level::Hard).with_oracle(setup.oracle.clone());
    let limits = Limits::nodes(setup.nodes);
    match engine::choose_with(game, &engine, &limits, setup.seed, cancel) {
        Some(Choice {
            moves,
            score,
            nodes,
            ..
        }) => PositionEval {
            eval: Eval::of_score(kind, score),
            best: Some(moves),
            nodes,
        },
        // No computer player for this game: nothing to say about the position.
        None => PositionEval {
            eval: Eval::Score(0),
            best: None,
            nodes: 0,
        },
    }
}

#[cfg(test)]
mod tests;
