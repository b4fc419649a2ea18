//! Settings and stored values: the short texts the store keeps and reads back, and players
//! and admins type as option values: a server's language (`Locale`, and Discord's locale
//! tags), game keys and choices, each game's options text (`fixed`, `standard+15+sideways`),
//! the keyed enums (statuses, sides, levels, offers), a result line (`white wins (no-tott)`),
//! a TZAAR setup (`random 42`).
//!
//! Invariants: reading never panics; every value that reads prints in its canonical form,
//! and that form reads back to the same value.
#![no_main]

#[path = "common.rs"]
mod common;

use std::fmt::Display;
use std::str::FromStr;

use tablero::domain::{ChallengeStatus, GameStatus, Level, OfferKind, SideChoice};
use tablero::games::tzaar::SetupKind;
use tablero::games::{EndReason, GameChoice, GameKind, GameSpec, Outcome};
use tablero::i18n::Locale;

/// `text` reads as `T`, prints, and the print reads back the same.
fn round_trip<T>(text: &str)
where
    T: FromStr + Display + PartialEq + std::fmt::Debug,
{
    if let Ok(value) = text.parse::<T>() {
        let printed = value.to_string();
        assert_eq!(
            printed.parse::<T>().ok(),
            Some(value),
            "`{text}` -> `{printed}`"
        );
    }
}

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    round_trip::<Locale>(text);
    let tagged = Locale::from_tag(text);
    assert_eq!(Locale::from_code(tagged.code()), Some(tagged));
    round_trip::<GameKind>(text);
    round_trip::<GameChoice>(text);
    round_trip::<GameStatus>(text);
    round_trip::<ChallengeStatus>(text);
    round_trip::<SideChoice>(text);
    round_trip::<Level>(text);
    round_trip::<OfferKind>(text);
    round_trip::<SetupKind>(text);
    if let Some(reason) = EndReason::from_key(text) {
        assert_eq!(reason.key(), text);
    }
    for kind in GameKind::all() {
        if let Ok(spec) = GameSpec::parse(kind, text) {
            let options = spec.options();
            assert_eq!(
                GameSpec::parse(kind, &options),
                Ok(spec),
                "`{text}` -> `{options}`"
            );
            let choice = GameChoice::of(spec);
            assert_eq!(choice.kind(), kind);
        }
    }
    for wins in [["White wins", "Black wins"], ["foxes win", "geese win"]] {
        if let Some(outcome) = Outcome::parse_result(text, wins) {
            let printed = outcome.result_text(wins);
            assert_eq!(
                Outcome::parse_result(&printed, wins),
                Some(outcome),
                "`{text}`"
            );
        }
    }
});
