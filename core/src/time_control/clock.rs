//! The clock's arithmetic, on Unix seconds the caller passes in (no wall clock here, so the
//! play layer's tests control time and the store keeps only numbers).
//!
//! A game keeps each player's bank ([`Banks`]) and when the current turn began. The deadline
//! of the player to move is [`TimeControl::deadline`]; when they move, [`TimeControl::end_turn`]
//! gives their new bank, or says they ran out of time. A pause (a vacation) moves the turn's
//! start forward by the paused time ([`resume`]), so it is not counted.

use super::TimeControl;
use crate::games::Seat;

/// Each player's time left, in seconds, by seat. For a time per turn it is that time, and
/// never changes: every turn starts afresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Banks {
    pub remaining: [i64; 2],
}

impl Banks {
    /// The time left to `seat`.
    pub fn of(&self, seat: Seat) -> i64 {
        self.remaining[seat.index()]
    }
}

/// How a turn ended on the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnEnd {
    /// Moved in time; the banks after the move (the mover's grown by the increment).
    InTime(Banks),
    /// The mover's time ran out before the move: a loss on time, as a time-out is today.
    OutOfTime,
}

/// A time that does not fit in Unix seconds (an `i64`), from values no real game reaches;
/// refused rather than wrapped or saturated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a time out of range")]
pub struct ClockError;

impl TimeControl {
    /// The banks a game starts with: the starting bank, or the time per turn, for both.
    pub fn start(&self) -> Banks {
        let each = match *self {
            TimeControl::PerTurn { seconds } => seconds,
            TimeControl::Bank { initial, .. } => initial,
        };
        Banks {
            remaining: [each; 2],
        }
    }

    /// When the turn of `seat`, begun at `turn_started`, runs out: the time per turn after
    /// its start, or the player's whole bank after it. The turn is lost at that second.
    pub fn deadline(
        &self,
        banks: &Banks,
        seat: Seat,
        turn_started: i64,
    ) -> Result<i64, ClockError> {
        let left = match *self {
            TimeControl::PerTurn { seconds } => seconds,
            TimeControl::Bank { .. } => banks.of(seat),
        };
        turn_started.checked_add(left).ok_or(ClockError)
    }

    /// The clock when `seat`, whose turn began at `turn_started`, moves at `now`. Time used is
    /// never negative (a clock set back counts as no time used). Out of time when the time
    /// used reaches the time left (the deadline itself is too late), so a bank is never
    /// negative; otherwise a bank becomes `min(cap, left - used + increment)`, and a time per
    /// turn is unchanged.
    pub fn end_turn(
        &self,
        banks: &Banks,
        seat: Seat,
        turn_started: i64,
        now: i64,
    ) -> Result<TurnEnd, ClockError> {
        let used = now.checked_sub(turn_started).ok_or(ClockError)?.max(0);
        let left = match *self {
            TimeControl::PerTurn { seconds } => seconds,
            TimeControl::Bank { .. } => banks.of(seat),
        };
        if used >= left {
            return Ok(TurnEnd::OutOfTime);
        }
        let mut after = *banks;
        if let TimeControl::Bank { increment, cap, .. } = *self {
            // `left > used >= 0`: the difference is positive and cannot overflow.
            let grown = (left - used).checked_add(increment).ok_or(ClockError)?;
            after.remaining[seat.index()] = grown.min(cap);
        }
        Ok(TurnEnd::InTime(after))
    }
}

/// The start of a turn once a pause is over: a clock stopped at `paused_at` and started
/// again at `resumed_at` does not count the time between. A pause that began before the turn
/// (the opponent moved during it) counts only from the turn's start, so the turn starts
/// afresh at `resumed_at`; a pause that ended before it began, or a clock set back, moves
/// nothing.
pub fn resume(turn_started: i64, paused_at: i64, resumed_at: i64) -> Result<i64, ClockError> {
    let from = paused_at.max(turn_started);
    let paused = resumed_at.checked_sub(from).ok_or(ClockError)?.max(0);
    turn_started.checked_add(paused).ok_or(ClockError)
}
