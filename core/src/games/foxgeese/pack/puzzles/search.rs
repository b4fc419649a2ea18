//! Fox and Geese proofs, by exhaustive search over the rules core's legal moves
//! (`legal_into`, `apply`, `Position::end`; repetition is not a rule of a bare position, so
//! a line never draws by it).
//!
//! Two kinds of puzzle:
//! - **the geese win within N goose moves** ([`geese_win_within`]), geese to move: after at
//!   most N of their moves the game is won for them (the foxes cannot move, or in Halatafl
//!   the pen is full), whatever the foxes do;
//! - **the foxes win K geese within M fox moves** ([`fox_gain`]), foxes to move: the most
//!   geese the foxes are sure to take in their next M moves whatever the geese do. A line in
//!   which the geese win counts as a failure ([`LOST`]); one in which the foxes win counts
//!   as every goose ([`WON`]), and such positions are not used as "win geese" puzzles.

use std::collections::HashSet;

use crate::games::Seat;
use crate::games::foxgeese::moves::{apply, legal_into};
use crate::games::foxgeese::{Move, Position};

/// A fox line that ends in a win for the foxes: worth more than any count of geese.
pub(crate) const WON: i32 = 1000;
/// A fox line that ends in a win for the geese.
pub(crate) const LOST: i32 = -1000;

/// A move and the position after it.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    pub mv: Move,
    pub after: Position,
}

/// The legal moves by distinct resulting position (two chains over the same geese to the
/// same point are one move), in generation order.
pub(crate) fn distinct_moves(pos: &Position) -> Vec<Step> {
    let mut moves = Vec::with_capacity(64);
    legal_into(pos, &mut moves);
    let mut seen = HashSet::new();
    moves
        .into_iter()
        .filter_map(|mv| {
            let after = apply(pos, &mv);
            seen.insert(after).then_some(Step { mv, after })
        })
        .collect()
}

fn moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    legal_into(pos, &mut out);
    out
}

/// Whether the game is won for `seat` in `pos` (`None` while it goes on; a draw is
/// `Some(false)`).
fn won_by(pos: &Position, seat: Seat) -> Option<bool> {
    pos.end().map(|e| e.winner() == Some(seat))
}

/// Whether the geese (to move in `pos`) win within `n` of their moves whatever the foxes do.
pub(crate) fn geese_win_within(pos: &Position, n: u32) -> bool {
    if n == 0 || pos.to_move() != Seat::Second || pos.end().is_some() {
        return false;
    }
    let list = moves(pos);
    let after: Vec<Position> = list.iter().map(|m| apply(pos, m)).collect();
    if after.iter().any(|p| won_by(p, Seat::Second) == Some(true)) {
        return true;
    }
    n > 1
        && after
            .iter()
            .any(|p| p.end().is_none() && foxes_lose_within(p, n - 1))
}

/// Whether every fox move in `pos` (foxes to move) leaves the geese winning within `n`.
pub(crate) fn foxes_lose_within(pos: &Position, n: u32) -> bool {
    if let Some(win) = won_by(pos, Seat::Second) {
        return win;
    }
    moves(pos).iter().all(|m| {
        let next = apply(pos, m);
        match won_by(&next, Seat::Second) {
            Some(win) => win,
            None => geese_win_within(&next, n),
        }
    })
}

/// Goose moves the geese need to win from `pos` (geese to move), up to `max`.
pub(crate) fn geese_distance(pos: &Position, max: u32) -> Option<u32> {
    (1..=max).find(|&n| geese_win_within(pos, n))
}

/// The most geese the foxes (to move in `pos`) are sure to take within `m` fox moves:
/// [`WON`] if they are sure to win the game, [`LOST`] if the geese are sure to win it.
pub(crate) fn fox_gain(pos: &Position, m: u32) -> i32 {
    if let Some(e) = pos.end() {
        return match e.winner() {
            Some(Seat::First) => WON,
            Some(Seat::Second) => LOST,
            None => 0,
        };
    }
    if m == 0 || pos.to_move() != Seat::First {
        return 0;
    }
    moves(pos)
        .iter()
        .map(|mv| gain_of(pos, mv, m))
        .max()
        .unwrap_or(LOST)
}

/// What the fox move `mv` in `pos` is sure to gain within `m` fox moves (it included).
pub(crate) fn gain_of(pos: &Position, mv: &Move, m: u32) -> i32 {
    let taken = mv.captured().count_ones() as i32;
    let next = apply(pos, mv);
    let rest = match next.end() {
        Some(e) => match e.winner() {
            Some(Seat::First) => WON,
            Some(Seat::Second) => LOST,
            None => 0,
        },
        None if m <= 1 => 0,
        None => geese_hold(&next, m - 1),
    };
    if rest == WON || rest == LOST {
        rest
    } else {
        taken + rest
    }
}

/// The fewest geese the foxes take within `m` more fox moves when the geese (to move in
/// `pos`) defend best.
pub(crate) fn geese_hold(pos: &Position, m: u32) -> i32 {
    moves(pos)
        .iter()
        .map(|g| fox_gain(&apply(pos, g), m))
        .min()
        .unwrap_or(WON)
}
