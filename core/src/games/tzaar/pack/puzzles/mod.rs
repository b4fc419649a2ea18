//! TZAAR's puzzles: the finder the puzzles layer registers ([`FINDER`]), the proofs over
//! whole turns ([`search`]) and a puzzle's board during play.

pub(crate) mod search;
#[cfg(test)]
mod tests;

use crate::games::tzaar::{Color, EndReason, Game, Position};
use crate::games::{self, AnyGame, Outcome, Seat};
use crate::puzzle::{
    AnswerError, Board, Finder, Found, Goal, MAX_TZAAR_TURNS, ProofError, Theme, TzaarWin,
    not_unique,
};

/// TZAAR's finder.
pub(crate) struct TzaarPuzzles;

/// The registered finder.
pub(crate) static FINDER: TzaarPuzzles = TzaarPuzzles;

fn position(text: &str) -> Result<Position, ProofError> {
    text.parse()
        .map_err(|e| ProofError::Position(format!("{e}")))
}

impl Finder for TzaarPuzzles {
    fn game(&self) -> &'static str {
        crate::games::tzaar::KIND.key()
    }

    fn find(&self, position_text: &str, max_turns: u32) -> Result<Found, ProofError> {
        find(&position(position_text)?, max_turns)
    }

    fn board(&self, position_text: &str) -> Result<Box<dyn Board>, ProofError> {
        Ok(Box::new(TzaarBoard(position(position_text)?)))
    }

    fn game_at(&self, position_text: &str) -> Option<AnyGame> {
        Some(AnyGame::new(Game::from_position(
            position_text.parse().ok()?,
        )))
    }

    fn bank(&self) -> &'static str {
        include_str!("../../../../../../data/puzzles/tzaar.tsv")
    }

    /// At least 400 first turns.
    fn wide(&self) -> usize {
        400
    }

    fn ends_as(&self, theme: Theme, how: Option<games::EndReason>) -> bool {
        match theme {
            Theme::Tzaar {
                how: TzaarWin::NoCapture,
                ..
            } => how == Some(EndReason::NoCapture.into()),
            Theme::Tzaar {
                how: TzaarWin::LastOfType,
                ..
            } => how.is_some() && how != Some(EndReason::NoCapture.into()),
            _ => false,
        }
    }
}

/// A TZAAR puzzle's board.
struct TzaarBoard(Position);

impl Board for TzaarBoard {
    fn text(&self) -> String {
        self.0.to_string()
    }

    fn seat(&self) -> Seat {
        if self.0.side() == Color::White {
            Seat::First
        } else {
            Seat::Second
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.ending().map(|e| Outcome {
            winner: Some(if e.winner == Color::White {
                Seat::First
            } else {
                Seat::Second
            }),
            reason: e.reason.into(),
        })
    }

    fn play_turn(&self, text: &str) -> Result<(Box<dyn Board>, String, u32), AnswerError> {
        let p = &self.0;
        let (after, moves) = p
            .play_text(text)
            .map_err(|e| AnswerError::Illegal(e.to_string()))?;
        if after.side() == p.side() && after.ending().is_none() {
            return Err(AnswerError::IncompleteTurn);
        }
        Ok((Box::new(TzaarBoard(after)), search::turn_text(&moves), 0))
    }

    fn defender_loses(&self, _goal: &Goal, left: u32, _taken: u32) -> bool {
        search::defence_fails(&self.0, self.0.side().other(), left)
    }

    fn mover_wins(&self, _goal: &Goal, left: u32, _taken: u32) -> bool {
        search::wins_within(&self.0, left)
    }

    fn reply(
        &self,
        _goal: &Goal,
        left: u32,
        _taken: u32,
        refute: bool,
    ) -> Option<(Box<dyn Board>, String)> {
        let p = &self.0;
        let mover = p.side().other();
        let turn = if refute {
            search::refutation(p, mover, left)?
        } else {
            search::best_defence(p, mover, left)?
        };
        Some((Box::new(TzaarBoard(turn.after.clone())), turn.text()))
    }
}

/// The shortest forced win of the side to move, within [`MAX_TZAAR_TURNS`] and `max`, if
/// its first turn is unique.
fn find(pos: &Position, max: u32) -> Result<Found, ProofError> {
    if !search::at_turn_start(pos) || pos.ending().is_some() {
        return Err(ProofError::NotPlayable);
    }
    let me = pos.side();
    for n in 1..=max.min(MAX_TZAAR_TURNS) {
        let wins = search::winning_turns(pos, n, 2);
        match wins.as_slice() {
            [] => continue,
            [a, b, ..] => return Err(not_unique(a.text(), b.text())),
            [first] => {
                let mut line = vec![first.text()];
                let mut at = first.after.clone();
                let mut left = n - 1;
                while at.ending().is_none() && left > 0 {
                    let Some(reply) = search::best_defence(&at, me, left) else {
                        break;
                    };
                    line.push(reply.text());
                    at = reply.after;
                    if at.ending().is_some() {
                        break;
                    }
                    let next = search::winning_turns(&at, left, 1);
                    let Some(next) = next.into_iter().next() else {
                        break;
                    };
                    line.push(next.text());
                    at = next.after;
                    left -= 1;
                }
                let how = match search::end_reason(&at) {
                    Some(EndReason::NoCapture) => TzaarWin::NoCapture,
                    _ => TzaarWin::LastOfType,
                };
                return Ok(Found {
                    theme: Theme::Tzaar {
                        turns: n as u8,
                        how,
                    },
                    solution: line,
                    first_turns: search::distinct_turns(pos).len(),
                });
            }
        }
    }
    Err(ProofError::NoWin)
}
