//! Challenge options as players write them (Discord choices or console words), read into a
//! [`ChallengeRequest`]. Shared by every front end so they accept exactly the same things.

use super::ChallengeRequest;
use crate::games::foxgeese::{GeeseCount, Variant};
use crate::games::{GameSpec, TzaarSetup};
use crate::store::SideChoice;

/// The games offered in a challenge (the user-facing names are in the catalogue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    Tzaar,
    TwoFoxes,
    FoxAndGeese,
}

impl GameChoice {
    /// Reads a game name: `tzaar`, `halatafl` / `two foxes`, `foxgeese` / `fox and geese`.
    pub fn parse(text: &str) -> Option<GameChoice> {
        let t: String = text
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        match t.as_str() {
            "tzaar" => Some(GameChoice::Tzaar),
            "halatafl" | "twofoxes" | "twofoxeshalatafl" | "2foxes" => Some(GameChoice::TwoFoxes),
            "foxgeese" | "foxandgeese" | "foxesandgeese" | "standard" => {
                Some(GameChoice::FoxAndGeese)
            }
            _ => None,
        }
    }
}

/// The raw options of a challenge; every field but the game may be missing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChallengeOptions {
    pub game: Option<String>,
    pub setup: Option<String>,
    pub geese: Option<i64>,
    pub sideways: Option<bool>,
    pub side: Option<String>,
    pub time: Option<String>,
    /// The computer's level (`easy`, `medium`, `hard`; also `random`, `greedy`).
    pub level: Option<String>,
}

/// Why challenge options were refused; the text is for players (English; front ends may
/// show it as is, since it quotes what they typed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    UnknownGame(String),
    UnknownSetup(String),
    BadGeese(i64),
    UnknownSide(String),
    UnknownLevel(String),
    BadTime(String),
    /// An option that does not apply to the chosen game.
    NotForThisGame(&'static str),
}

impl std::fmt::Display for OptionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionError::UnknownGame(g) => {
                write!(f, "unknown game `{g}` (tzaar, halatafl, foxgeese)")
            }
            OptionError::UnknownSetup(s) => {
                write!(f, "unknown setup `{s}` (fixed, random, tournament)")
            }
            OptionError::BadGeese(n) => write!(f, "{n} geese is not a table option (13, 15 or 17)"),
            OptionError::UnknownSide(s) => write!(f, "unknown side `{s}`"),
            OptionError::UnknownLevel(l) => write!(f, "unknown level `{l}` (easy, medium, hard)"),
            OptionError::BadTime(t) => write!(f, "can't read the time `{t}` (e.g. 30m, 12h, 3d)"),
            OptionError::NotForThisGame(o) => {
                write!(f, "the option `{o}` does not apply to this game")
            }
        }
    }
}

impl std::error::Error for OptionError {}

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
            'd' => 86_400,
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
        let game_text = self.game.clone().unwrap_or_else(|| "tzaar".into());
        let game = GameChoice::parse(&game_text).ok_or(OptionError::UnknownGame(game_text))?;
        let spec = match game {
            GameChoice::Tzaar => {
                if self.geese.is_some() {
                    return Err(OptionError::NotForThisGame("geese"));
                }
                if self.sideways.is_some() {
                    return Err(OptionError::NotForThisGame("sideways"));
                }
                let setup = match self
                    .setup
                    .as_deref()
                    .map(str::to_ascii_lowercase)
                    .as_deref()
                {
                    None | Some("fixed") => TzaarSetup::Fixed,
                    Some("random") => TzaarSetup::Random,
                    Some("tournament") => TzaarSetup::Tournament,
                    Some(other) => return Err(OptionError::UnknownSetup(other.to_string())),
                };
                GameSpec::Tzaar(setup)
            }
            GameChoice::TwoFoxes => {
                if self.setup.is_some() {
                    return Err(OptionError::NotForThisGame("setup"));
                }
                if self.geese.is_some() {
                    return Err(OptionError::NotForThisGame("geese"));
                }
                if self.sideways.is_some() {
                    return Err(OptionError::NotForThisGame("sideways"));
                }
                GameSpec::FoxGeese(Variant::Halatafl)
            }
            GameChoice::FoxAndGeese => {
                if self.setup.is_some() {
                    return Err(OptionError::NotForThisGame("setup"));
                }
                let n = self.geese.unwrap_or(13);
                let geese = u32::try_from(n)
                    .ok()
                    .and_then(GeeseCount::from_count)
                    .ok_or(OptionError::BadGeese(n))?;
                GameSpec::FoxGeese(Variant::Standard {
                    geese,
                    sideways: self.sideways.unwrap_or(false),
                })
            }
        };
        let side = match self.side.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("random") => SideChoice::Random,
            Some(
                "first" | "white" | "blancas" | "blancs" | "fox" | "foxes" | "zorro" | "zorros"
                | "renard" | "renards",
            ) => SideChoice::First,
            Some(
                "second" | "black" | "negras" | "noirs" | "geese" | "goose" | "gansos" | "oies",
            ) => SideChoice::Second,
            Some(other) => return Err(OptionError::UnknownSide(other.to_string())),
        };
        let turn_seconds = match &self.time {
            None => None,
            Some(t) => Some(parse_duration(t).ok_or_else(|| OptionError::BadTime(t.clone()))?),
        };
        let level = match &self.level {
            None => None,
            Some(l) => Some(
                l.parse()
                    .map_err(|_| OptionError::UnknownLevel(l.clone()))?,
            ),
        };
        Ok(ChallengeRequest {
            opponent,
            spec,
            side,
            turn_seconds,
            level,
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
        assert_eq!(parse_duration("90"), Some(5400));
        assert_eq!(parse_duration("0"), None);
        assert_eq!(parse_duration("h"), None);
        assert_eq!(parse_duration("12x"), None);
        assert_eq!(parse_duration("99999999999999999999d"), None);
    }

    #[test]
    fn options_become_requests() {
        let opts = ChallengeOptions {
            game: Some("Fox and Geese".into()),
            geese: Some(17),
            sideways: Some(true),
            side: Some("geese".into()),
            time: Some("2h".into()),
            ..Default::default()
        };
        let req = opts.request(Some("bob".into())).unwrap();
        assert_eq!(req.spec.options(), "standard+17+sideways");
        assert_eq!(req.side, SideChoice::Second);
        assert_eq!(req.turn_seconds, Some(7200));
        let tz = ChallengeOptions {
            setup: Some("random".into()),
            ..Default::default()
        };
        assert_eq!(
            tz.request(None).unwrap().spec,
            GameSpec::Tzaar(TzaarSetup::Random)
        );
        let bad = ChallengeOptions {
            game: Some("halatafl".into()),
            geese: Some(15),
            ..Default::default()
        };
        assert_eq!(bad.request(None), Err(OptionError::NotForThisGame("geese")));
        let bad = ChallengeOptions {
            game: Some("foxgeese".into()),
            geese: Some(14),
            ..Default::default()
        };
        assert_eq!(bad.request(None), Err(OptionError::BadGeese(14)));
    }
}
