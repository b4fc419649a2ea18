//! Reading the clock a player types in `time:` (`24h`, `3d+1d`, `10d+36h/10d`) against this
//! table's limits, and the clocks `time:`'s autocomplete suggests. The arithmetic of clocks is
//! the core's (`time_control`); the play layer applies it as turns end (`play.rs`), on undo and
//! when the sweeper ends a game on time.

use super::{Table, TableError};
use crate::time_control::{DAY, HOUR, LITTLE_GOLEM, MINUTE, TimeControl};

/// The clocks suggested before anything is typed: the usual times per turn, then banks for
/// games over days, Little Golem's last.
pub const TIME_PRESETS: &[TimeControl] = &[
    TimeControl::PerTurn {
        seconds: 15 * MINUTE,
    },
    TimeControl::PerTurn { seconds: HOUR },
    TimeControl::PerTurn { seconds: 12 * HOUR },
    TimeControl::PerTurn { seconds: DAY },
    TimeControl::PerTurn { seconds: 3 * DAY },
    TimeControl::PerTurn { seconds: 7 * DAY },
    TimeControl::Bank {
        initial: 3 * DAY,
        increment: DAY,
        cap: 3 * DAY,
    },
    TimeControl::Bank {
        initial: 7 * DAY,
        increment: DAY,
        cap: 7 * DAY,
    },
    LITTLE_GOLEM,
];

/// At most this many suggestions (Discord shows 25).
const MAX_SUGGESTIONS: usize = 25;

impl Table {
    /// The clock `text` describes, if this table allows it; refused with the reason otherwise.
    pub fn read_time(&self, text: &str) -> Result<TimeControl, TableError> {
        TimeControl::read(text, &self.config.limits()).map_err(TableError::BadTimeControl)
    }

    /// What `time:` suggests for what the player has typed so far: the clock it already
    /// reads as (in any language's units), then the presets this table allows whose text
    /// begins with it (all of them before anything is typed).
    pub fn time_suggestions(&self, partial: &str) -> Vec<TimeControl> {
        let limits = self.config.limits();
        let typed: String = partial
            .chars()
            .take(40)
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect();
        let mut out: Vec<TimeControl> = TimeControl::read(partial, &limits)
            .ok()
            .into_iter()
            .collect();
        for preset in TIME_PRESETS {
            if preset.validate(&limits).is_ok()
                && preset.to_text().starts_with(&typed)
                && !out.contains(preset)
            {
                out.push(*preset);
            }
        }
        out.truncate(MAX_SUGGESTIONS);
        out
    }
}
