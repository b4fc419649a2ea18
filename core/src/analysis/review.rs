//! Putting the values of a game's positions together: the chance curve, each turn's drop,
//! its severity and what the proofs say.

use super::winprob::chance_in;
use super::{Eval, PositionEval, Turns};
use crate::games::{GameKind, GameRules, Outcome, Seat};

/// How bad a turn was, by the drop in the mover's chance to win (see [`severity`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The smallest drops (in chance to win, 0 to 1) of an inaccuracy, a mistake and a blunder:
/// a tenth, a fifth and three tenths of the game, the steps players of other games' review
/// tools know (docs/analysis.md shows how often each comes up in the engine's own games and
/// in weaker ones).
pub const THRESHOLDS: [(Severity, f64); 3] = [
    (Severity::Blunder, 0.30),
    (Severity::Mistake, 0.20),
    (Severity::Inaccuracy, 0.10),
];

/// The severity of a drop in the chance to win, if it is one.
pub fn severity(drop: f64) -> Option<Severity> {
    THRESHOLDS
        .iter()
        .find(|(_, least)| drop >= *least - 1e-9)
        .map(|(s, _)| *s)
}

/// What the proofs say about a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The mover had a proved win in `in_turns` of its turns (by `winning`), and the turn
    /// played is not proved to win.
    MissedWin { in_turns: u32, winning: Vec<String> },
    /// The position before was not a proved loss, and after the turn the opponent has a
    /// proved win in `in_turns` of their turns.
    WalkedIntoLoss { in_turns: u32 },
}

/// One turn reviewed; chances are the mover's.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// 1 for the game's first turn.
    pub number: usize,
    pub seat: Seat,
    pub played: Vec<String>,
    /// The engine's turn in the position before (none if it had none to give).
    pub best: Option<Vec<String>>,
    /// The position's value before the turn (with best play) and after the turn played.
    pub before: Eval,
    pub after: Eval,
    pub chance_before: f64,
    pub chance_after: f64,
    pub severity: Option<Severity>,
    pub proof: Option<Proof>,
}

impl TurnReview {
    /// How much of its chance to win the mover gave away (0 when it played the engine's
    /// turn or did better than the search expected).
    pub fn drop(&self) -> f64 {
        if self.played_best() {
            0.0
        } else {
            (self.chance_before - self.chance_after).max(0.0)
        }
    }

    /// Whether the turn played is the engine's.
    pub fn played_best(&self) -> bool {
        self.best.as_ref() == Some(&self.played)
    }

    /// Whether the turn is worth a line among the key moments.
    pub fn is_notable(&self) -> bool {
        self.severity.is_some() || self.proof.is_some()
    }
}

/// A game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub kind: GameKind,
    pub turns: Vec<TurnReview>,
    /// The first seat's chance to win: at the start, then after every turn.
    pub points: Vec<f64>,
    /// How the game ended (away from the board too), if it did.
    pub outcome: Option<Outcome>,
    /// Positions the searches visited in all.
    pub nodes: u64,
}

/// A turn among the key moments, with its rank of importance (0 the worst).
pub type KeyMoment<'a> = &'a TurnReview;

/// Puts the values of `turns`' positions together (`evals[i]` the value at the start of
/// turn `i`, the last one after the last turn, as [`Turns::positions`] lists them). A
/// missing value counts as an even position.
pub fn review(turns: &Turns, evals: &[PositionEval]) -> Review {
    let kind = turns.last.kind();
    let positions = turns.positions();
    let eval_at = |i: usize| evals.get(i).map_or(Eval::Score(0), |e| e.eval);
    let seat_at = |i: usize| positions.get(i).map_or(Seat::First, |g| g.to_move());
    // Each position's chance for its side to move, then for the first seat.
    let chances: Vec<f64> = positions
        .iter()
        .enumerate()
        .map(|(i, g)| chance_in(g, eval_at(i)))
        .collect();
    let points = (0..positions.len())
        .map(|i| {
            if seat_at(i) == Seat::First {
                chances[i]
            } else {
                1.0 - chances[i]
            }
        })
        .collect();
    let mut reviewed = Vec::with_capacity(turns.turns.len());
    for (i, turn) in turns.turns.iter().enumerate() {
        let before = eval_at(i);
        // The next position's value is for whoever moves there; the mover's is its mirror,
        // unless the mover moves again.
        let same = seat_at(i + 1) == turn.seat;
        let next = eval_at(i + 1);
        let after = if same { next } else { next.flipped() };
        let next_chance = chances.get(i + 1).copied().unwrap_or(0.5);
        let best = evals.get(i).and_then(|e| e.best.clone());
        let mut t = TurnReview {
            number: i + 1,
            seat: turn.seat,
            played: turn.moves.clone(),
            best,
            before,
            after,
            chance_before: chances[i],
            chance_after: if same { next_chance } else { 1.0 - next_chance },
            severity: None,
            proof: None,
        };
        if !t.played_best() {
            t.severity = severity(t.drop());
            t.proof = proof(&t);
        }
        reviewed.push(t);
    }
    Review {
        kind,
        turns: reviewed,
        points,
        outcome: turns.outcome,
        nodes: evals.iter().map(|e| e.nodes).sum(),
    }
}

fn proof(t: &TurnReview) -> Option<Proof> {
    match (t.before, t.after) {
        (Eval::Win(n), after) if !after.is_win() && t.chance_after < STILL_WINNING => {
            Some(Proof::MissedWin {
                in_turns: n,
                winning: t.best.clone().unwrap_or_default(),
            })
        }
        (before, Eval::Loss(n)) if !before.is_loss() => Some(Proof::WalkedIntoLoss { in_turns: n }),
        _ => None,
    }
}

/// Above this chance after the turn, a proved win the turn did not keep is not called
/// missed: the mover most likely still wins, by a longer way.
pub const STILL_WINNING: f64 = 0.9;

/// The turns worth a line, at most `max`: proved facts first, then by the drop, shown in
/// the order they were played.
pub fn key_moments(review: &Review, max: usize) -> Vec<KeyMoment<'_>> {
    let mut notable: Vec<&TurnReview> = review.turns.iter().filter(|t| t.is_notable()).collect();
    notable.sort_by(|a, b| {
        b.proof
            .is_some()
            .cmp(&a.proof.is_some())
            .then(b.drop().total_cmp(&a.drop()))
            .then(a.number.cmp(&b.number))
    });
    notable.truncate(max);
    notable.sort_by_key(|t| t.number);
    notable
}
