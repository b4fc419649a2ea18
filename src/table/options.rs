//! Challenge options, typed (each front end reads its own input into these: Discord's
//! choices, the console's words), and the one check that turns them into a
//! [`ChallengeRequest`], so every front end accepts exactly the same combinations.

use super::ChallengeRequest;
use crate::domain::{GameChoice, Level, SideChoice};
use crate::games::foxgeese::{GeeseCount, Variant};
use crate::games::{GameSpec, TzaarSetup};

/// A side as a player names it: by seat, or by the game's own words (a side a game does not
/// have, such as `fox` in TZAAR, is refused rather than read as a seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideWord {
    /// The side that moves first (White, or the fox).
    First,
    Second,
    Random,
    White,
    Black,
    Fox,
    Geese,
}

impl SideWord {
    /// The seat this word names in `game`, or `None` if the game has no such side.
    fn choice(self, game: GameChoice) -> Option<SideChoice> {
        let tzaar = game == GameChoice::Tzaar;
        match self {
            SideWord::First => Some(SideChoice::First),
            SideWord::Second => Some(SideChoice::Second),
            SideWord::Random => Some(SideChoice::Random),
            SideWord::White if tzaar => Some(SideChoice::First),
            SideWord::Black if tzaar => Some(SideChoice::Second),
            SideWord::Fox if !tzaar => Some(SideChoice::First),
            SideWord::Geese if !tzaar => Some(SideChoice::Second),
            _ => None,
        }
    }
}

/// The options of a challenge; each may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChallengeOptions {
    /// TZAAR when left out.
    pub game: Option<GameChoice>,
    pub setup: Option<TzaarSetup>,
    /// The number of geese as given (13, 15 or 17 are the table options).
    pub geese: Option<u32>,
    pub sideways: Option<bool>,
    pub side: Option<SideWord>,
    /// Per-turn time limit in seconds.
    pub turn_seconds: Option<i64>,
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
    #[error("{0} geese is not a table option (13, 15 or 17)")]
    BadGeese(u32),
    /// A side the chosen game does not have (`fox` in TZAAR).
    #[error("this game has no side {0:?}")]
    NoSuchSide(SideWord),
}

/// Reads a duration such as `90s`, `30m`, `12h`, `3d` or `1d12h` (a bare number is minutes).
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase().replace(' ', "");
    if t.is_empty() || t.len() > 20 {
        return None;
    }
    if let Ok(minutes) = t.parse::<i64>() {
        return (minutes > 0).then_some(minutes * 60);
    }
    let mut total: i64 = 0;
    let mut number = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' | 'j' => 86_400,
            'w' => 7 * 86_400,
            _ => return None,
        };
        let n: i64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit)?)?;
        number.clear();
    }
    (number.is_empty() && total > 0).then_some(total)
}

impl ChallengeOptions {
    /// The request these options describe, against `opponent` (`None`: an open challenge).
    pub fn request(&self, opponent: Option<String>) -> Result<ChallengeRequest, OptionError> {
        let game = self.game.unwrap_or(GameChoice::Tzaar);
        let refuse = |given: bool, name: &'static str| {
            if given {
                Err(OptionError::NotForThisGame(name))
            } else {
                Ok(())
            }
        };
        let spec = match game {
            GameChoice::Tzaar => {
                refuse(self.geese.is_some(), "geese")?;
                refuse(self.sideways.is_some(), "sideways")?;
                GameSpec::Tzaar(self.setup.unwrap_or(TzaarSetup::Fixed))
            }
            GameChoice::TwoFoxes => {
                refuse(self.setup.is_some(), "setup")?;
                refuse(self.geese.is_some(), "geese")?;
                refuse(self.sideways.is_some(), "sideways")?;
                GameSpec::FoxGeese(Variant::Halatafl)
            }
            GameChoice::FoxAndGeese => {
                refuse(self.setup.is_some(), "setup")?;
                let n = self.geese.unwrap_or(13);
                let geese = GeeseCount::from_count(n).ok_or(OptionError::BadGeese(n))?;
                GameSpec::FoxGeese(Variant::Standard {
                    geese,
                    sideways: self.sideways.unwrap_or(false),
                })
            }
        };
        let side = match self.side {
            None => SideChoice::Random,
            Some(word) => word.choice(game).ok_or(OptionError::NoSuchSide(word))?,
        };
        Ok(ChallengeRequest {
            opponent,
            spec,
            side,
            turn_seconds: self.turn_seconds,
            level: self.level,
            rated: self.rated,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_common_forms() {
        assert_eq!(parse_duration("30m"), Some(1800));
        assert_eq!(parse_duration("12h"), Some(43_200));
        assert_eq!(parse_duration("1d12h"), Some(129_600));
        assert_eq!(parse_duration("2j"), Some(172_800));
        assert_eq!(parse_duration("90"), Some(5400));
        assert_eq!(parse_duration("0"), None);
        assert_eq!(parse_duration("h"), None);
        assert_eq!(parse_duration("12x"), None);
        assert_eq!(parse_duration("99999999999999999999d"), None);
    }

    #[test]
    fn options_become_requests() {
        let opts = ChallengeOptions {
            game: Some(GameChoice::FoxAndGeese),
            geese: Some(17),
            sideways: Some(true),
            side: Some(SideWord::Geese),
            turn_seconds: Some(7200),
            ..Default::default()
        };
        let req = opts.request(Some("bob".into())).unwrap();
        assert_eq!(req.spec.options(), "standard+17+sideways");
        assert_eq!(req.side, SideChoice::Second);
        assert_eq!(req.turn_seconds, Some(7200));
        let tz = ChallengeOptions {
            setup: Some(TzaarSetup::Random),
            ..Default::default()
        };
        assert_eq!(
            tz.request(None).unwrap().spec,
            GameSpec::Tzaar(TzaarSetup::Random)
        );
    }

    #[test]
    fn options_that_do_not_apply_are_refused() {
        let bad = ChallengeOptions {
            game: Some(GameChoice::TwoFoxes),
            geese: Some(15),
            ..Default::default()
        };
        assert_eq!(bad.request(None), Err(OptionError::NotForThisGame("geese")));
        let bad = ChallengeOptions {
            game: Some(GameChoice::FoxAndGeese),
            geese: Some(14),
            ..Default::default()
        };
        assert_eq!(bad.request(None), Err(OptionError::BadGeese(14)));
        let fox_in_tzaar = ChallengeOptions {
            side: Some(SideWord::Fox),
            ..Default::default()
        };
        assert_eq!(
            fox_in_tzaar.request(None),
            Err(OptionError::NoSuchSide(SideWord::Fox))
        );
        let white_in_halatafl = ChallengeOptions {
            game: Some(GameChoice::TwoFoxes),
            side: Some(SideWord::White),
            ..Default::default()
        };
        assert_eq!(
            white_in_halatafl.request(None),
            Err(OptionError::NoSuchSide(SideWord::White))
        );
    }
}
