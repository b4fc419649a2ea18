//! Time controls for correspondence play (issue 28): a fixed time per turn, as tables have
//! always had, or a bank that runs down while it is your turn and grows by an increment
//! after each of your moves, up to a cap (Little Golem's clock, [`LITTLE_GOLEM`]).
//!
//! A pure core: no I/O, no async, no wall clock. Times are Unix seconds and durations
//! seconds, both `i64`, passed in by the caller; every sum is checked, because durations
//! come from what players type. Three parts:
//! - [`TimeControl`] and its checks against the table's [`Limits`] (this file);
//! - what players type and its canonical text ([`parse`]: `24h`, `3d+1d`, `10d+36h/10d`);
//! - the clock's arithmetic ([`clock`]: deadlines, a turn's end, a pause).
//!
//! The store, the sweeper's time-outs, vacations, quiet hours and notifications build on it
//! (see docs/architecture.md).

pub mod clock;
pub mod parse;
pub mod quiet;

#[cfg(test)]
mod tests;

pub use clock::{Banks, ClockError, TurnEnd, resume};
pub use parse::parse_duration;
pub use quiet::{QuietHours, QuietHoursError, TimeZoneError};

/// A minute, an hour, a day and a week in seconds.
pub const MINUTE: i64 = 60;
pub const HOUR: i64 = 3_600;
pub const DAY: i64 = 86_400;
pub const WEEK: i64 = 7 * DAY;

/// How long players have to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// The same time for every turn, whatever was used before (`24h`).
    PerTurn { seconds: i64 },
    /// A bank of `initial` seconds per player that runs down during their turns; after each
    /// of their moves it grows by `increment`, never beyond `cap` (`10d+36h/10d`).
    Bank {
        initial: i64,
        increment: i64,
        cap: i64,
    },
}

/// Little Golem's correspondence clock: a 10-day bank, 36 hours more after each move, never
/// more than 10 days. A player who moves within 36 hours keeps a full bank; one who takes
/// longer spends from it.
pub const LITTLE_GOLEM: TimeControl = TimeControl::Bank {
    initial: 10 * DAY,
    increment: 36 * HOUR,
    cap: 10 * DAY,
};

/// What the table's configuration allows, so each deployment decides (the play layer builds
/// this from its `TableConfig`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The shortest time per turn, and the smallest starting bank.
    pub min_turn: i64,
    /// The longest time per turn.
    pub max_turn: i64,
    /// The largest bank, starting or capped.
    pub max_bank: i64,
}

impl Default for Limits {
    /// The play layer's defaults: turns of a minute to 14 days, banks up to 30 days.
    fn default() -> Limits {
        Limits {
            min_turn: MINUTE,
            max_turn: 14 * DAY,
            max_bank: 30 * DAY,
        }
    }
}

/// A part of a time control, to say which one is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The time per turn (`24h`).
    Turn,
    /// The starting bank (`3d` in `3d+1d`).
    Bank,
    /// The time added after each move (`1d` in `3d+1d`).
    Increment,
    /// The most a bank may hold (`10d` in `3d+1d/10d`).
    Cap,
}

impl Part {
    /// A stable key, for catalogue ids (`time-part-increment`).
    pub fn key(self) -> &'static str {
        match self {
            Part::Turn => "turn",
            Part::Bank => "bank",
            Part::Increment => "increment",
            Part::Cap => "cap",
        }
    }
}

/// Why a time control was refused: each variant one reason a player can be told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Nothing was typed.
    #[error("no time control given")]
    Empty,
    /// Longer than anyone types a time control; not read at all.
    #[error("a time control is at most {max} characters")]
    TooLong { max: usize },
    /// A part that does not read as a duration (`3x`, an empty increment in `3d+`).
    #[error("the {0:?} part does not read as a duration")]
    Unreadable(Part),
    /// A cap given to a time per turn (`24h/10d`): only a bank has one.
    #[error("only a bank (`3d+1d/10d`) takes a cap")]
    CapWithoutBank,
    /// Zero or a negative duration.
    #[error("the {0:?} part must be positive")]
    NotPositive(Part),
    /// A time per turn outside the table's limits.
    #[error("the time per turn must be between {min} and {max} seconds")]
    TurnOutOfRange { min: i64, max: i64 },
    /// A starting bank shorter than the shortest turn.
    #[error("the starting bank must be at least {min} seconds")]
    BankTooSmall { min: i64 },
    /// A starting bank or a cap over the table's largest bank.
    #[error("a bank holds at most {max} seconds")]
    BankTooLarge { max: i64 },
    /// An increment larger than the cap: the bank could never take it whole.
    #[error("the increment is larger than the cap")]
    IncrementOverCap,
    /// A cap below the starting bank: the bank would shrink after the first move.
    #[error("the cap is smaller than the starting bank")]
    CapBelowBank,
}

impl TimeControl {
    /// Reads what a player typed and checks it against `limits`: the one entry point for
    /// `/challenge time:` and `/tournament create time:`.
    pub fn read(text: &str, limits: &Limits) -> Result<TimeControl, TimeControlError> {
        let control = parse::parse(text)?;
        control.validate(limits)?;
        Ok(control)
    }

    /// Checks the control against `limits`, giving the first reason it cannot be used.
    /// Controls built in code (not parsed) go through this as well, so a stored or
    /// configured control is held to the same rules.
    pub fn validate(&self, limits: &Limits) -> Result<(), TimeControlError> {
        match *self {
            TimeControl::PerTurn { seconds } => {
                if seconds <= 0 {
                    return Err(TimeControlError::NotPositive(Part::Turn));
                }
                if !(limits.min_turn..=limits.max_turn).contains(&seconds) {
                    return Err(TimeControlError::TurnOutOfRange {
                        min: limits.min_turn,
                        max: limits.max_turn,
                    });
                }
            }
            TimeControl::Bank {
                initial,
                increment,
                cap,
            } => {
                for (part, value) in [
                    (Part::Bank, initial),
                    (Part::Increment, increment),
                    (Part::Cap, cap),
                ] {
                    if value <= 0 {
                        return Err(TimeControlError::NotPositive(part));
                    }
                }
                if cap < initial {
                    return Err(TimeControlError::CapBelowBank);
                }
                if increment > cap {
                    return Err(TimeControlError::IncrementOverCap);
                }
                if initial < limits.min_turn {
                    return Err(TimeControlError::BankTooSmall {
                        min: limits.min_turn,
                    });
                }
                if cap > limits.max_bank {
                    return Err(TimeControlError::BankTooLarge {
                        max: limits.max_bank,
                    });
                }
            }
        }
        Ok(())
    }

    /// The canonical text (`1d`, `3d+1d/3d`, `10d+1d12h/10d`), which [`parse::parse`] reads
    /// back to the same control. A bank always writes its cap, so the text does not depend on
    /// the default.
    pub fn to_text(&self) -> String {
        match *self {
            TimeControl::PerTurn { seconds } => parse::duration_text(seconds),
            TimeControl::Bank {
                initial,
                increment,
                cap,
            } => format!(
                "{}+{}/{}",
                parse::duration_text(initial),
                parse::duration_text(increment),
                parse::duration_text(cap)
            ),
        }
    }
}

impl TimeControl {
    /// The seconds a store keeps in its `turn_seconds` column: the time per turn, or the
    /// starting bank. With [`TimeControl::bank_columns`] the control's whole stored form.
    pub fn turn_seconds(&self) -> i64 {
        match *self {
            TimeControl::PerTurn { seconds } => seconds,
            TimeControl::Bank { initial, .. } => initial,
        }
    }

    /// A bank's increment and cap (its `bank_increment` and `bank_cap` columns); `None` for a
    /// time per turn.
    pub fn bank_columns(&self) -> Option<(i64, i64)> {
        match *self {
            TimeControl::PerTurn { .. } => None,
            TimeControl::Bank { increment, cap, .. } => Some((increment, cap)),
        }
    }

    /// The control a store's columns describe (see [`TimeControl::turn_seconds`]): a bank
    /// when both its increment and cap are there, a time per turn when neither is; `None`
    /// for half a bank.
    pub fn from_columns(
        turn_seconds: i64,
        increment: Option<i64>,
        cap: Option<i64>,
    ) -> Option<TimeControl> {
        match (increment, cap) {
            (None, None) => Some(TimeControl::PerTurn {
                seconds: turn_seconds,
            }),
            (Some(increment), Some(cap)) => Some(TimeControl::Bank {
                initial: turn_seconds,
                increment,
                cap,
            }),
            _ => None,
        }
    }

    /// Whether each player has a bank of their own (rather than the same time every turn).
    pub fn is_bank(&self) -> bool {
        matches!(self, TimeControl::Bank { .. })
    }
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl std::str::FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads the syntax only; [`TimeControl::read`] also checks the table's limits.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        parse::parse(text)
    }
}
