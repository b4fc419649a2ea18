//! Fox and Geese's puzzles: the finder the puzzles layer registers ([`FINDER`]), the
//! proofs by exhaustive search ([`search`]) and a puzzle's board during play.

pub(crate) mod search;

use crate::games::foxgeese::{End, Game, Position};
use crate::games::{self, AnyGame, Outcome, Seat};
use crate::puzzle::{
    AnswerError, Board, Finder, Found, Goal, MAX_GAIN_MOVES, MAX_TRAP_MOVES, ProofError, Theme,
    not_unique,
};

/// Fox and Geese's finder.
pub(crate) struct FoxGeesePuzzles;

/// The registered finder.
pub(crate) static FINDER: FoxGeesePuzzles = FoxGeesePuzzles;

fn position(text: &str) -> Result<Position, ProofError> {
    Position::from_text(text).map_err(|e| ProofError::Position(format!("{e}")))
}

impl Finder for FoxGeesePuzzles {
    fn game(&self) -> &'static str {
        crate::games::foxgeese::KIND.key()
    }

    fn find(&self, position_text: &str, max_turns: u32) -> Result<Found, ProofError> {
        find(&position(position_text)?, max_turns)
    }

    fn board(&self, position_text: &str) -> Result<Box<dyn Board>, ProofError> {
        Ok(Box::new(FoxGeeseBoard(position(position_text)?)))
    }

    fn game_at(&self, position_text: &str) -> Option<AnyGame> {
        Some(AnyGame::new(Game::new(position_text.parse().ok()?)))
    }

    fn bank(&self) -> &'static str {
        include_str!("../../../../../../data/puzzles/foxgeese.tsv")
    }

    /// At least 12 first moves.
    fn wide(&self) -> usize {
        12
    }

    fn ends_as(&self, theme: Theme, how: Option<games::EndReason>) -> bool {
        match theme {
            Theme::FillPen { .. } => how == Some(End::PenFilled.reason()),
            Theme::Trap { .. } => how == Some(End::FoxesTrapped.reason()),
            Theme::WinGeese { .. } => true,
            _ => false,
        }
    }
}

/// A Fox and Geese puzzle's board.
struct FoxGeeseBoard(Position);

impl Board for FoxGeeseBoard {
    fn text(&self) -> String {
        self.0.to_string()
    }

    fn seat(&self) -> Seat {
        self.0.to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn play_turn(&self, text: &str) -> Result<(Box<dyn Board>, String, u32), AnswerError> {
        let (mv, after) = self
            .0
            .play_text(text)
            .map_err(|e| AnswerError::Illegal(e.to_string()))?;
        Ok((
            Box::new(FoxGeeseBoard(after)),
            mv.to_string(),
            mv.captured().count_ones(),
        ))
    }

    fn defender_loses(&self, goal: &Goal, left: u32, taken: u32) -> bool {
        let p = &self.0;
        match goal.geese {
            None => search::foxes_lose_within(p, left),
            Some(k) => {
                let hold = search::geese_hold(p, left);
                hold != search::LOST && (hold == search::WON || taken as i32 + hold >= k as i32)
            }
        }
    }

    fn mover_wins(&self, goal: &Goal, left: u32, taken: u32) -> bool {
        let p = &self.0;
        match goal.geese {
            None => search::geese_win_within(p, left),
            Some(k) => {
                let gain = search::fox_gain(p, left);
                gain != search::LOST && (gain == search::WON || taken as i32 + gain >= k as i32)
            }
        }
    }

    fn reply(
        &self,
        goal: &Goal,
        left: u32,
        taken: u32,
        refute: bool,
    ) -> Option<(Box<dyn Board>, String)> {
        let steps = search::distinct_moves(&self.0);
        // Smaller is better for the defender: a defender win, then a solver that can no
        // longer win, then the longest hold (or the fewest geese given).
        let score = |s: &search::Step| -> (i64, String) {
            let b = FoxGeeseBoard(s.after);
            let text = s.mv.to_string();
            if let Some(o) = b.outcome()
                && o.winner != Some(goal.mover)
                && !goal.reached(&b, taken)
            {
                return (-2_000_000, text);
            }
            if !goal.defence_after(&b, left, taken) {
                return (-1_000_000, text);
            }
            let keep = match goal.geese {
                None => -i64::from(fox_holds(&s.after, left)),
                Some(_) => i64::from(search::fox_gain(&s.after, left)),
            };
            (keep, text)
        };
        let mut scored: Vec<((i64, String), &search::Step)> =
            steps.iter().map(|s| (score(s), s)).collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0));
        let ((key, text), step) = scored.into_iter().next()?;
        if refute && key > -1_000_000 {
            return None;
        }
        Some((Box::new(FoxGeeseBoard(step.after)), text))
    }
}

/// The shortest "geese win" or the surest "win geese" puzzle from `pos` (by the side to
/// move), within the limits and `max`, if its first move is unique.
fn find(pos: &Position, max: u32) -> Result<Found, ProofError> {
    if pos.end().is_some() {
        return Err(ProofError::NotPlayable);
    }
    let firsts = search::distinct_moves(pos);
    let first_turns = firsts.len();
    if pos.to_move() == Seat::Second {
        for n in 1..=max.min(MAX_TRAP_MOVES) {
            let wins: Vec<&search::Step> = firsts
                .iter()
                .filter(|s| search::foxes_lose_within(&s.after, n - 1) || won(&s.after))
                .collect();
            match wins.as_slice() {
                [] => continue,
                [a, b, ..] => return Err(not_unique(a.mv.to_string(), b.mv.to_string())),
                [first] => {
                    let (line, end) = trap_line(first, n);
                    let theme = if end == Some(End::PenFilled) {
                        Theme::FillPen { moves: n as u8 }
                    } else {
                        Theme::Trap { moves: n as u8 }
                    };
                    return Ok(Found {
                        theme,
                        solution: line,
                        first_turns,
                    });
                }
            }
        }
        return Err(ProofError::NoWin);
    }
    let mut before = 0;
    for m in 1..=max.min(MAX_GAIN_MOVES) {
        let gains: Vec<i32> = firsts
            .iter()
            .map(|s| search::gain_of(pos, &s.mv, m))
            .collect();
        let best = gains.iter().copied().max().unwrap_or(search::LOST);
        if best >= search::WON || best <= before || (m == 1 && best < 2) {
            before = before.max(best);
            if best >= search::WON {
                return Err(ProofError::NoWin);
            }
            continue;
        }
        let winners: Vec<usize> = (0..firsts.len()).filter(|&i| gains[i] == best).collect();
        if let [a, b, ..] = winners.as_slice() {
            return Err(not_unique(
                firsts[*a].mv.to_string(),
                firsts[*b].mv.to_string(),
            ));
        }
        let Some(first) = winners.first().map(|&i| &firsts[i]) else {
            return Err(ProofError::NoWin);
        };
        return Ok(Found {
            theme: Theme::WinGeese {
                geese: best as u8,
                moves: m as u8,
            },
            solution: gain_line(first, m),
            first_turns,
        });
    }
    Err(ProofError::NoWin)
}

fn won(pos: &Position) -> bool {
    pos.end().is_some_and(|e| e.winner() == Some(Seat::Second))
}

/// The main line of a "geese win" puzzle from its first move: the foxes hold out longest,
/// the geese win as fast as they can (ties by text).
fn trap_line(first: &search::Step, n: u32) -> (Vec<String>, Option<End>) {
    let mut line = vec![first.mv.to_string()];
    let mut at = first.after;
    let mut left = n - 1;
    while at.end().is_none() && left > 0 {
        let replies = search::distinct_moves(&at);
        let reply = replies.iter().max_by(|a, b| {
            let da = fox_holds(&a.after, left);
            let db = fox_holds(&b.after, left);
            da.cmp(&db)
                .then_with(|| b.mv.to_string().cmp(&a.mv.to_string()))
        });
        let Some(reply) = reply else { break };
        line.push(reply.mv.to_string());
        at = reply.after;
        if at.end().is_some() {
            break;
        }
        let Some(d) = search::geese_distance(&at, left) else {
            break;
        };
        let next = search::distinct_moves(&at)
            .into_iter()
            .find(|s| won(&s.after) || (d > 1 && search::foxes_lose_within(&s.after, d - 1)));
        let Some(next) = next else { break };
        line.push(next.mv.to_string());
        at = next.after;
        left -= 1;
    }
    (line, at.end())
}

/// How long the foxes hold out after their move (geese to move), within `max`.
fn fox_holds(pos: &Position, max: u32) -> u32 {
    match pos.end() {
        Some(e) if e.winner() == Some(Seat::Second) => 0,
        Some(_) => u32::MAX,
        None => search::geese_distance(pos, max).unwrap_or(u32::MAX - 1),
    }
}

/// The main line of a "win geese" puzzle: the geese give up as little as they can, the
/// foxes take as much as they are sure of (ties by text).
fn gain_line(first: &search::Step, m: u32) -> Vec<String> {
    let mut line = vec![first.mv.to_string()];
    let mut at = first.after;
    let mut left = m - 1;
    while at.end().is_none() && left > 0 {
        let replies = search::distinct_moves(&at);
        let reply = replies.iter().min_by(|a, b| {
            search::fox_gain(&a.after, left)
                .cmp(&search::fox_gain(&b.after, left))
                .then_with(|| a.mv.to_string().cmp(&b.mv.to_string()))
        });
        let Some(reply) = reply else { break };
        line.push(reply.mv.to_string());
        at = reply.after;
        if at.end().is_some() {
            break;
        }
        let moves = search::distinct_moves(&at);
        let best = moves.iter().max_by(|a, b| {
            search::gain_of(&at, &a.mv, left)
                .cmp(&search::gain_of(&at, &b.mv, left))
                .then_with(|| b.mv.to_string().cmp(&a.mv.to_string()))
        });
        let Some(best) = best else { break };
        line.push(best.mv.to_string());
        at = best.after;
        left -= 1;
    }
    line
}
