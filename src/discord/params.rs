//! The typed options of the slash commands: Discord shows their choices and validates them
//! before our code runs. Each choice is named by its catalogue id (`choice-tzaar`), which
//! [`super::commands`] replaces by its text in every language when it registers them.

use crate::domain::{GameChoice, Level};
use crate::games::TzaarSetup;
use crate::i18n::Locale;
use crate::table::options::SideWord;

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GameParam {
    #[name = "choice-tzaar"]
    Tzaar,
    #[name = "choice-halatafl"]
    TwoFoxes,
    #[name = "choice-foxgeese"]
    FoxAndGeese,
}

impl From<GameParam> for GameChoice {
    fn from(game: GameParam) -> GameChoice {
        match game {
            GameParam::Tzaar => GameChoice::Tzaar,
            GameParam::TwoFoxes => GameChoice::TwoFoxes,
            GameParam::FoxAndGeese => GameChoice::FoxAndGeese,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum SetupParam {
    #[name = "choice-setup-fixed"]
    Fixed,
    #[name = "choice-setup-random"]
    Random,
    #[name = "choice-setup-tournament"]
    Tournament,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GeeseParam {
    #[name = "13"]
    Thirteen,
    #[name = "15"]
    Fifteen,
    #[name = "17"]
    Seventeen,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum SideParam {
    #[name = "choice-side-first"]
    First,
    #[name = "choice-side-second"]
    Second,
    #[name = "choice-side-random"]
    Random,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeParam {
    #[name = "choice-time-15m"]
    Min15,
    #[name = "choice-time-1h"]
    Hour1,
    #[name = "choice-time-12h"]
    Hours12,
    #[name = "choice-time-24h"]
    Day1,
    #[name = "choice-time-3d"]
    Days3,
    #[name = "choice-time-7d"]
    Days7,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelParam {
    #[name = "choice-level-easy"]
    Easy,
    #[name = "choice-level-medium"]
    Medium,
    #[name = "choice-level-hard"]
    Hard,
}

impl TimeParam {
    pub fn seconds(self) -> i64 {
        const HOUR: i64 = 3600;
        match self {
            TimeParam::Min15 => HOUR / 4,
            TimeParam::Hour1 => HOUR,
            TimeParam::Hours12 => 12 * HOUR,
            TimeParam::Day1 => 24 * HOUR,
            TimeParam::Days3 => 72 * HOUR,
            TimeParam::Days7 => 168 * HOUR,
        }
    }
}

impl From<SetupParam> for TzaarSetup {
    fn from(setup: SetupParam) -> TzaarSetup {
        match setup {
            SetupParam::Fixed => TzaarSetup::Fixed,
            SetupParam::Random => TzaarSetup::Random,
            SetupParam::Tournament => TzaarSetup::Tournament,
        }
    }
}

impl From<SideParam> for SideWord {
    fn from(side: SideParam) -> SideWord {
        match side {
            SideParam::First => SideWord::First,
            SideParam::Second => SideWord::Second,
            SideParam::Random => SideWord::Random,
        }
    }
}

impl From<LevelParam> for Level {
    fn from(level: LevelParam) -> Level {
        match level {
            LevelParam::Easy => Level::Easy,
            LevelParam::Medium => Level::Medium,
            LevelParam::Hard => Level::Hard,
        }
    }
}

impl From<GeeseParam> for u32 {
    fn from(geese: GeeseParam) -> u32 {
        match geese {
            GeeseParam::Thirteen => 13,
            GeeseParam::Fifteen => 15,
            GeeseParam::Seventeen => 17,
        }
    }
}

/// The `language` option of `/settings`: its choices are the catalogue's languages, then
/// "the server's Discord language" (see [`super::commands`]), sent as their index. `None`:
/// an index Discord should not have sent.
pub fn language(index: u32) -> Option<Option<Locale>> {
    let index = usize::try_from(index).ok()?;
    match Locale::all().nth(index) {
        Some(locale) => Some(Some(locale)),
        None if index == Locale::all().count() => Some(None),
        None => None,
    }
}
