//! What the games say, in the player's language: a game's [`Phrase`] (why a move was
//! refused, its name, a side) turned into text. The games choose the catalogue ids and
//! arguments; square names and notation are never translated.

use super::or_list;
use crate::games::{AnyMoveError, EndReason, Phrase, Word};
use crate::i18n::{self, Args, Locale};

/// A game's phrase as text in `locale`; nested phrases, moves and lists are written first.
pub fn phrase(locale: Locale, phrase: &Phrase) -> String {
    let mut args = Args::new();
    for &(name, ref word) in &phrase.args {
        match word {
            Word::Text(text) => args.set(name, text.clone()),
            Word::Number(n) => args.set(name, *n),
            Word::Phrase(inner) => args.set(name, self::phrase(locale, inner)),
            Word::Moves(moves) => args.set(name, super::written_moves(locale, moves)),
            Word::OrList(items) => args.set(name, or_list(locale, items)),
        }
    }
    i18n::text(locale, &phrase.id, &args)
}

/// The text for a rejected move (lower case, no final full stop).
pub fn move_error(locale: Locale, error: &AnyMoveError) -> String {
    phrase(locale, &error.phrase())
}

/// Why a game ended, as a short phrase ("the geese fill the pen").
pub fn reason_phrase(locale: Locale, reason: EndReason, foxes: i64) -> String {
    i18n::text(
        locale,
        &format!("reason-{}", reason.key()),
        &Args::new().with("foxes", foxes),
    )
}
