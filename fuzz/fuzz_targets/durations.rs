//! Time controls: a turn time as typed (`time:12h`, `1d12h`, `90` minutes), read by
//! `table::options::parse_duration`, and its display in every language.
//!
//! Invariants: reading never panics or overflows; a duration that reads is positive, reads
//! back from its canonical form in seconds (`<n>s`), and displays (`duration`, `span`) in
//! every language.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::i18n::Locale;
use tablero::messages::{duration, span};
use tablero::table::options::parse_duration;

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let Some(seconds) = parse_duration(text) else {
        return;
    };
    assert!(seconds > 0, "`{text}` -> {seconds}");
    assert_eq!(
        parse_duration(&format!("{seconds}s")),
        Some(seconds),
        "`{text}`"
    );
    if seconds % 60 == 0 {
        assert_eq!(parse_duration(&format!("{}", seconds / 60)), Some(seconds));
    }
    for locale in Locale::all() {
        assert!(!duration(locale, seconds).is_empty());
        assert!(!span(locale, seconds).is_empty());
    }
});
