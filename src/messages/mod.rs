//! The message layer: turns the play layer's replies (lines of [`Msg`]) into text in the
//! reader's language, through the Fluent catalogue in `locales/` (see [`crate::i18n`]).
//!
//! This module is the one place that maps each message key to its catalogue id and
//! arguments ([`text`]); move errors have theirs in [`moves`], the slash commands' names in
//! [`commands`]. Front ends give a [`Style`] for what differs between them (a Discord mention
//! `<@id>` and timestamp `<t:…:R>`, or plain names and relative times in the console), and
//! choose the language: [`language`] is the one policy for that.

pub mod analysis;
mod clocks;
pub mod commands;
mod leagues;
pub mod moves;
mod names;
pub mod picker;
mod puzzles;
mod records;
mod reminders;
mod rooms;
mod text;
mod tournaments;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_catalogue;
#[cfg(test)]
mod tests_tournaments;

pub use crate::table::{ButtonLabel, Msg};
pub use clocks::{time_control_error_text, time_control_text};
pub use names::{game_name, level_name, side_name};
pub use reminders::{clock_time, utc_offset_text};
pub use rooms::{thread_name, tournament_thread_name};
pub use text::text;

use crate::i18n::{self, Args, Locale};
use crate::table::Visibility;

/// How users and times are written by a front end.
pub trait Style {
    /// A reference to a user (a mention, or a name).
    fn user(&self, id: &str) -> String;
    /// A point in time (Unix seconds), preferably relative ("in 3 hours"), in `locale`.
    fn time(&self, unix: i64, locale: Locale) -> String;
    /// A reference to a channel or a game's thread (a link in Discord).
    fn channel(&self, id: &str) -> String {
        format!("<#{id}>")
    }
}

/// Writes users as their ids and times as Discord timestamps; for logs and tests.
pub struct PlainStyle;

impl Style for PlainStyle {
    fn user(&self, id: &str) -> String {
        id.to_string()
    }

    fn time(&self, unix: i64, _locale: Locale) -> String {
        format!("<t:{unix}>")
    }
}

/// The one language policy: public text follows the table (the server's or the game's
/// language), private text its reader.
pub fn language(visibility: Visibility, table: Locale, reader: Locale) -> Locale {
    match visibility {
        Visibility::Public => table,
        Visibility::Private => reader,
    }
}

/// All lines of a reply joined by newlines.
pub fn lines(msgs: &[Msg], locale: Locale, style: &dyn Style) -> String {
    msgs.iter()
        .map(|m| text(m, locale, style))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A button's label.
pub fn button(label: ButtonLabel, locale: Locale) -> String {
    let id = match label {
        ButtonLabel::Accept => "button-accept",
        ButtonLabel::AcceptUnrated => "button-accept-unrated",
        ButtonLabel::Decline => "button-decline",
        ButtonLabel::Cancel => "button-cancel",
        ButtonLabel::Agree => "button-agree",
        ButtonLabel::Refuse => "button-refuse",
        ButtonLabel::Move => "button-move",
        ButtonLabel::Pass => "button-pass",
        ButtonLabel::Play => "button-play",
        ButtonLabel::Back => "button-back",
        ButtonLabel::StopHere => "button-stop-here",
        ButtonLabel::Rematch => "button-rematch",
        ButtonLabel::PlayAgain => "button-play-again",
        ButtonLabel::Join => "button-join",
        ButtonLabel::NextPuzzle => "button-next-puzzle",
        ButtonLabel::ShowSolution => "button-show-solution",
        ButtonLabel::Leave => "button-leave",
    };
    i18n::lookup(locale, id)
}

/// Moves and turns as players of `locale` read them: the notation as it is (`c4xd4`,
/// `d4xd6`), a pass in the reader's word, the one the board writes (`board-pass`: "pasa",
/// "passe"), which the move reader reads back. Records and `/history` keep `pass`.
pub fn written_moves(locale: Locale, moves: &[String]) -> String {
    let pass = i18n::lookup(locale, "board-pass");
    moves
        .iter()
        .flat_map(|m| m.split(' '))
        .filter(|m| !m.is_empty())
        .map(|m| if m == "pass" { pass.as_str() } else { m })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A duration in its largest whole unit: `2 days`, `12 hours`, `90 minutes`, `45 seconds`.
pub fn duration(locale: Locale, seconds: i64) -> String {
    let (id, n) = match seconds {
        s if s != 0 && s % 86_400 == 0 => ("duration-days", s / 86_400),
        s if s != 0 && s % 3_600 == 0 => ("duration-hours", s / 3_600),
        s if s != 0 && s % 60 == 0 => ("duration-minutes", s / 60),
        s => ("duration-seconds", s),
    };
    i18n::text(locale, id, &Args::new().with("n", n))
}

/// A span of time to the nearest minute, in at most two units (`1 day and 3 hours`,
/// `2 hours 5 minutes`, `4 minutes`), for relative times.
pub fn span(locale: Locale, seconds: i64) -> String {
    let seconds = seconds.abs();
    let unit = |id: &str, n: i64| i18n::text(locale, id, &Args::new().with("n", n));
    let (first, second) = if seconds >= 86_400 {
        (
            unit("duration-days", seconds / 86_400),
            (seconds % 86_400 >= 3_600).then(|| unit("duration-hours", seconds % 86_400 / 3_600)),
        )
    } else if seconds >= 3_600 {
        (
            unit("duration-hours", seconds / 3_600),
            (seconds % 3_600 >= 60).then(|| unit("duration-minutes", seconds % 3_600 / 60)),
        )
    } else {
        (unit("duration-minutes", seconds / 60), None)
    };
    match second {
        Some(second) => i18n::text(
            locale,
            "duration-pair",
            &Args::new().with("first", first).with("second", second),
        ),
        None => first,
    }
}

/// A rating change with its sign (`+12`, `−8`, `±0`), as the language writes it.
pub fn signed(locale: Locale, delta: f64) -> String {
    let rounded = delta.round() as i64;
    let sign = match rounded {
        0 => "zero",
        n if n > 0 => "positive",
        _ => "negative",
    };
    i18n::text(
        locale,
        "rating-delta",
        &Args::new().with("sign", sign).with("n", rounded.abs()),
    )
}

/// `a`, `a or b`, `a, b or c` in the language.
pub fn or_list(locale: Locale, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => i18n::text(
            locale,
            "list-or",
            &Args::new()
                .with("first", init.join(", "))
                .with("last", last.clone()),
        ),
    }
}
