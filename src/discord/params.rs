//! The typed options of the slash commands: Discord shows their choices and validates them
//! before our code runs. Each choice is named by its catalogue id (`choice-setup-random`),
//! which [`super::commands`] replaces by its text in every language when it registers them.
//! The games are not listed here: `game` options take the registry's choices, sent as their
//! index ([`game`]).

use crate::domain::{GameChoice, Level};
use crate::i18n::Locale;
use crate::table::options::SideWord;

/// The `game` option's choice: the registered game choice at `index` in
/// [`GameChoice::all`], as `/challenge`, `/rules` and `/leaderboard` offer them; `None` for an
/// index Discord should not have sent.
pub fn game(index: u32) -> Option<GameChoice> {
    GameChoice::all().get(usize::try_from(index).ok()?).copied()
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
pub enum LevelParam {
    #[name = "choice-level-easy"]
    Easy,
    #[name = "choice-level-medium"]
    Medium,
    #[name = "choice-level-hard"]
    Hard,
    #[name = "choice-level-perfect"]
    Perfect,
}

/// `/history format:`: tablero's own record (in the message), or another site's format,
/// attached as a file.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum RecordParam {
    #[name = "choice-record-tablero"]
    Tablero,
    #[name = "choice-record-littlegolem"]
    LittleGolem,
}

impl RecordParam {
    /// The foreign format's key (`littlegolem`, as [`crate::games::records`] names it), or
    /// `None` for tablero's own.
    pub fn foreign(self) -> Option<&'static str> {
        use poise::ChoiceParameter;
        self.name()
            .strip_prefix("choice-record-")
            .filter(|key| *key != "tablero")
    }
}

impl SetupParam {
    /// The setup's key (`random`), from the option's catalogue id (`choice-setup-random`).
    pub fn key(self) -> &'static str {
        use poise::ChoiceParameter;
        self.name().strip_prefix("choice-setup-").unwrap_or("fixed")
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
            LevelParam::Perfect => Level::Perfect,
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

/// The clocks `time:` suggests for what the player typed, each written out in the player's
/// language ("a bank of 3 days, +1 day per move (at most 3 days)") and sent as its text.
pub async fn autocomplete_time(
    ctx: super::context::Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    let locale = super::context::locale_of(ctx);
    ctx.data()
        .table
        .time_suggestions(partial)
        .into_iter()
        .map(|control| {
            let mut shown = crate::messages::time_control_text(locale, &control);
            if shown.chars().count() > 100 {
                shown = control.to_text();
            }
            poise::serenity_prelude::AutocompleteChoice::new(shown, control.to_text())
        })
        .collect()
}

/// The time zones `time_zone:` suggests for what the player typed (Discord shows at most
/// 25): their IANA names, those that begin with it first.
pub async fn autocomplete_time_zone(
    _ctx: super::context::Context<'_>,
    partial: &str,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    crate::time_control::quiet::time_zone_suggestions(partial, 25)
        .into_iter()
        .map(|name| poise::serenity_prelude::AutocompleteChoice::new(name.clone(), name))
        .collect()
}

/// Suggested moves as autocomplete choices: each shown in the player's words (`c4xd4 pasa`)
/// and sent as the canonical move.
pub fn move_choices(
    actor: &crate::table::Actor,
    suggestions: crate::table::Suggestions,
) -> Vec<poise::serenity_prelude::AutocompleteChoice> {
    suggestions
        .moves
        .into_iter()
        .map(|m| {
            let shown = crate::messages::written_moves(actor.locale, std::slice::from_ref(&m));
            poise::serenity_prelude::AutocompleteChoice::new(shown, m)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn the_game_option_reads_each_registered_choice_by_index() {
        let all = GameChoice::all();
        for (i, choice) in all.iter().enumerate() {
            assert_eq!(game(i as u32), Some(*choice));
        }
        assert_eq!(game(all.len() as u32), None);
        assert_eq!(game(u32::MAX), None);
    }

    #[test]
    fn every_setup_option_is_a_setup_a_game_reads() {
        for c in SetupParam::list() {
            let key = c.name.strip_prefix("choice-setup-").expect("a setup id");
            assert!(
                GameChoice::all().iter().any(|g| g
                    .kind()
                    .def()
                    .option_values("setup")
                    .contains(&key)),
                "{key}"
            );
        }
    }
}
