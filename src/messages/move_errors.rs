//! Why a move was rejected, in the player's language.
//!
//! [`move_error`] turns any rejected move ([`AnyMoveError`]) into a sentence in English,
//! Spanish or French. The English texts keep the meaning (and, today, the wording) of the
//! rules cores' `Display` texts, which are the reference; like them, a text starts in lower
//! case and has no final full stop, so the front end can put it after a prefix or alone.
//!
//! Every error enum is matched exhaustively, so a new variant does not compile until it has
//! its three texts. Square names (`d4`) and move notation (`d3xd4`, `pass`) are never
//! translated: they are what players type.

use crate::games::AnyMoveError;
use crate::i18n::Locale;

pub mod foxgeese;
pub mod tzaar;

#[cfg(test)]
mod tests;

/// The player-facing text for a rejected move, in `locale`.
pub fn move_error(locale: Locale, error: &AnyMoveError) -> String {
    match error {
        AnyMoveError::Tzaar(e) => tzaar::move_error(locale, e),
        AnyMoveError::FoxGeese(e) => foxgeese::move_error(locale, e),
    }
}

/// Chooses the text for `locale` (all three are written out at each call site, so a missing
/// translation is visible in review, and a new locale fails to compile here).
fn pick(locale: Locale, en: String, es: String, fr: String) -> String {
    match locale {
        Locale::En => en,
        Locale::Es => es,
        Locale::Fr => fr,
    }
}

/// `a`, `a or b`, `a, b or c` with the locale's word for "or".
fn or_list(locale: Locale, items: &[String]) -> String {
    let or = match locale {
        Locale::En => "or",
        Locale::Es => "o",
        Locale::Fr => "ou",
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} {or} {last}", init.join(", ")),
    }
}
