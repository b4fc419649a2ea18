//! The typed options of the slash commands: Discord shows their choices (named from the
//! catalogue, see [`super::commands`]) and validates them before our code runs.

use crate::domain::{GameChoice, Level};
use crate::games::TzaarSetup;
use crate::i18n::Locale;
use crate::table::options::SideWord;

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GameParam {
    #[name = "TZAAR"]
    Tzaar,
    #[name = "Two Foxes (Halatafl)"]
    TwoFoxes,
    #[name = "Fox and Geese"]
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
    #[name = "fixed (official diagram)"]
    Fixed,
    #[name = "random"]
    Random,
    #[name = "tournament (players place the pieces)"]
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
    #[name = "White / the fox (moves first)"]
    First,
    #[name = "Black / the geese"]
    Second,
    #[name = "random"]
    Random,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeParam {
    #[name = "15 minutes"]
    Min15,
    #[name = "1 hour"]
    Hour1,
    #[name = "12 hours"]
    Hours12,
    #[name = "24 hours"]
    Day1,
    #[name = "3 days"]
    Days3,
    #[name = "7 days"]
    Days7,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelParam {
    #[name = "easy"]
    Easy,
    #[name = "medium"]
    Medium,
    #[name = "hard"]
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

/// The language of a server's public messages.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LanguageParam {
    #[name = "English"]
    English,
    #[name = "Español"]
    Spanish,
    #[name = "Français"]
    French,
    #[name = "the server's Discord language"]
    Server,
}

impl LanguageParam {
    pub fn locale(self) -> Option<Locale> {
        match self {
            LanguageParam::English => Some(Locale::EN),
            LanguageParam::Spanish => Some(Locale::ES),
            LanguageParam::French => Some(Locale::FR),
            LanguageParam::Server => None,
        }
    }
}
