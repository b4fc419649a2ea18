//! Time zones as typed in `/reminders time_zone:` (`Europe/Madrid`, any case, spaces for
//! underscores), read by `quiet::read_time_zone` against the bundled tz database, and the
//! suggestions offered while typing (`quiet::time_zone_suggestions`).
//!
//! Invariants: reading never panics; a zone that reads is the database's spelling of the
//! text, reads back as itself (and in lower case), loads (`time_zone`), has an offset from
//! UTC of less than a day that displays as `UTC...`; suggestions are at most the limit, all
//! zones of the database, and include the zone the text names; a refusal is explained in
//! every language.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::i18n::Locale;
use tablero::messages::{PlainStyle, text as message, utc_offset_text};
use tablero::table::{Msg, TableError};
use tablero::time_control::quiet::{
    read_time_zone, time_zone, time_zone_suggestions, utc_offset,
};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let suggestions = time_zone_suggestions(text, 25);
    assert!(suggestions.len() <= 25);
    for name in &suggestions {
        assert!(time_zone(name).is_some(), "{name}");
    }
    let name = match read_time_zone(text) {
        Ok(name) => name,
        Err(e) => {
            for locale in Locale::all() {
                let text = message(&Msg::Refused(TableError::BadTimeZone(e)), locale, &PlainStyle);
                assert!(!text.is_empty(), "{e:?}");
            }
            return;
        }
    };
    assert!(
        name.eq_ignore_ascii_case(&text.trim().replace(' ', "_")),
        "`{text}` -> {name}"
    );
    assert_eq!(read_time_zone(&name).as_ref(), Ok(&name));
    assert_eq!(read_time_zone(&name.to_lowercase()).as_ref(), Ok(&name));
    assert!(suggestions.contains(&name), "`{text}` -> {name}: {suggestions:?}");
    let zone = time_zone(&name).expect("a zone read loads");
    for at in [i64::MIN, -1 << 40, 0, 1_800_000_000, 1 << 40, i64::MAX] {
        let offset = utc_offset(&zone, at);
        assert!(offset.abs() < 86_400, "{name} at {at}: {offset}");
        assert!(utc_offset_text(offset).starts_with("UTC"));
    }
});
