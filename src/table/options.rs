//! Challenge options, typed (each front end reads its own input into these: Discord's
//! choices, the console's words), and the one check that turns them into a
//! [`ChallengeRequest`], so every front end accepts exactly the same combinations.

use super::ChallengeRequest;
use crate::domain::{GameChoice, Level, SideChoice};
use crate::games::GameSpec;
use crate::games::plugin::{OptionProblem, OptionValue};

/// A side as a player names it: by seat, or by the game's own word for it (a side a game
/// does not have, such as `fox` in TZAAR, is refused rather than read as a seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideWord {
    /// The side that moves first (White, or the fox).
    First,
    Second,
    Random,
    /// A game's word for a side (`white`, `fox`): see [`GameDef::side_words`].
    ///
    /// [`GameDef::side_words`]: crate::games::plugin::GameDef::side_words
    Named(&'static str),
}

impl SideWord {
    /// The seat this word names in `game`, or `None` if the game has no such side.
    fn choice(self, game: GameChoice) -> Option<SideChoice> {
        match self {
            SideWord::First => Some(SideChoice::First),
            SideWord::Second => Some(SideChoice::Second),
            SideWord::Random => Some(SideChoice::Random),
            SideWord::Named(word) => {
                let words = game.kind().def().side_words();
                if words[0] == word {
                    Some(SideChoice::First)
                } else if words[1] == word {
                    Some(SideChoice::Second)
                } else {
                    None
                }
            }
        }
    }

    /// The word as players and the catalogue write it.
    pub fn key(self) -> &'static str {
        match self {
            SideWord::First => "first",
            SideWord::Second => "second",
            SideWord::Random => "random",
            SideWord::Named(word) => word,
        }
    }
}

/// The options of a challenge; each may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChallengeOptions {
    /// The first registered game when left out.
    pub game: Option<GameChoice>,
    /// A setup's key (`random`), for the games that have setups.
    pub setup: Option<&'static str>,
    /// The number of geese as given (13, 15 or 17 are the table options).
    pub geese: Option<u32>,
    pub sideways: Option<bool>,
    pub side: Option<SideWord>,
    /// The clock: a time per turn (`24h`) or a bank (`3d+1d`).
    pub time: Option<crate::time_control::TimeControl>,
    /// The computer's level (against the computer only).
    pub level: Option<Level>,
    /// Whether the game is rated (yes between people when left out).
    pub rated: Option<bool>,
}

/// A challenge option that could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// An option that does not apply to the chosen game (`setup` for Fox and Geese, ...).
    #[error("the option `{0}` does not apply to this game")]
    NotForThisGame(&'static str),
    /// A value the option does not take (14 geese).
    #[error("`{value}` is not a value of the option `{option}`")]
    BadValue { option: &'static str, value: u32 },
    /// A side the chosen game does not have (`fox` in TZAAR).
    #[error("this game has no side {0:?}")]
    NoSuchSide(SideWord),
}

impl From<OptionProblem> for OptionError {
    fn from(problem: OptionProblem) -> OptionError {
        match problem {
            OptionProblem::NotForThisGame(option) => OptionError::NotForThisGame(option),
            OptionProblem::BadValue { option, value } => OptionError::BadValue { option, value },
        }
    }
}

/// Durations as players type them (`12h`, `1d12h`, `90` minutes) are read by the time
/// controls' core; re-exported here, where the challenge options have always found it.
pub use crate::time_control::parse_duration;

impl ChallengeOptions {
    /// The request these options describe, against `opponent` (`None`: an open challenge).
    pub fn request(&self, opponent: Option<String>) -> Result<ChallengeRequest, OptionError> {
        let game = self.game.unwrap_or_else(GameChoice::first);
        let mut given = Vec::new();
        if let Some(setup) = self.setup {
            given.push(("setup", OptionValue::Key(setup.to_string())));
        }
        if let Some(n) = self.geese {
            given.push(("geese", OptionValue::Number(n)));
        }
        if let Some(on) = self.sideways {
            given.push(("sideways", OptionValue::Flag(on)));
        }
        let code = game.kind().def().configure(game.index(), &given)?;
        let spec = GameSpec::new(game.kind(), code);
        let side = match self.side {
            None => SideChoice::Random,
            Some(word) => word.choice(game).ok_or(OptionError::NoSuchSide(word))?,
        };
        Ok(ChallengeRequest {
            opponent,
            spec,
            side,
            time: self.time,
            level: self.level,
            rated: self.rated,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_become_requests() {
        let opts = ChallengeOptions {
            game: Some(GameChoice::from_key("foxgeese").unwrap()),
            geese: Some(17),
            sideways: Some(true),
            side: Some(SideWord::Named("geese")),
            time: Some(crate::time_control::TimeControl::PerTurn { seconds: 7200 }),
            ..Default::default()
        };
        let req = opts.request(Some("bob".into())).unwrap();
        assert_eq!(req.spec.options(), "standard+17+sideways");
        assert_eq!(req.side, SideChoice::Second);
        assert_eq!(
            req.time,
            Some(crate::time_control::TimeControl::PerTurn { seconds: 7200 })
        );
        let tz = ChallengeOptions {
            setup: Some("random"),
            ..Default::default()
        };
        assert_eq!(
            tz.request(None).unwrap().spec,
            crate::games::tzaar::spec(crate::games::TzaarSetup::Random)
        );
    }

    #[test]
    fn options_that_do_not_apply_are_refused() {
        let bad = ChallengeOptions {
            game: Some(GameChoice::from_key("halatafl").unwrap()),
            geese: Some(15),
            ..Default::default()
        };
        assert_eq!(bad.request(None), Err(OptionError::NotForThisGame("geese")));
        let bad = ChallengeOptions {
            game: Some(GameChoice::from_key("foxgeese").unwrap()),
            geese: Some(14),
            ..Default::default()
        };
        assert_eq!(
            bad.request(None),
            Err(OptionError::BadValue {
                option: "geese",
                value: 14
            })
        );
        let fox_in_tzaar = ChallengeOptions {
            side: Some(SideWord::Named("fox")),
            ..Default::default()
        };
        assert_eq!(
            fox_in_tzaar.request(None),
            Err(OptionError::NoSuchSide(SideWord::Named("fox")))
        );
        let white_in_halatafl = ChallengeOptions {
            game: Some(GameChoice::from_key("halatafl").unwrap()),
            side: Some(SideWord::Named("white")),
            ..Default::default()
        };
        assert_eq!(
            white_in_halatafl.request(None),
            Err(OptionError::NoSuchSide(SideWord::Named("white")))
        );
    }
}
