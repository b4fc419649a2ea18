//! The local console's command lines (`/challenge @bob game:tzaar time:12h`, in any of the
//! catalogue's languages), the one front end that reads whole command lines as text.
//!
//! Invariants: reading never panics or hangs; a line that does not read is refused with a
//! typed error that every language can explain; a challenge that reads becomes a request or
//! a typed option error; the values kept obey the reader's rules (a move is not empty, a
//! speaker's name is short and has no spaces, a time control's parts are positive and its
//! canonical text reads back to it).
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::console::commands::{Command, parse};
use tablero::i18n::Locale;
use tablero::time_control::TimeControl;

common::fuzz_target!(|data: &[u8]| {
    let Some(line) = common::text(data) else {
        return;
    };
    match parse(line) {
        Ok(None) => {}
        Ok(Some(command)) => match command {
            Command::Challenge { opponent, options } => {
                if let Some(name) = &opponent {
                    assert!(!name.is_empty());
                }
                if let Some(time) = options.time {
                    // Every part of a control typed is positive, and its canonical text
                    // reads back to it.
                    assert!(time.turn_seconds() > 0, "{time:?}");
                    if let Some((increment, cap)) = time.bank_columns() {
                        assert!(increment > 0 && cap > 0, "{time:?}");
                    }
                    assert_eq!(time.to_text().parse::<TimeControl>(), Ok(time));
                }
                let _ = options.request(opponent).map_err(|e| e.to_string());
            }
            Command::Move(text) => assert!(!text.trim().is_empty()),
            Command::As(name) => {
                assert!(!name.is_empty() && name.chars().count() <= 32);
                assert!(!name.contains(char::is_whitespace));
            }
            _ => {}
        },
        Err(e) => {
            for locale in Locale::all() {
                assert!(!e.text(locale).is_empty(), "{e:?} in {locale}");
            }
        }
    }
});
