//! Button and picker custom ids (`tb:undo:3:17:y`, `tb:pk:12:5:~3h`), which come back from
//! Discord with every click and can be forged by any client, and picker menu values.
//!
//! Invariants: reading never panics; an id that reads is written back by `custom_id` within
//! Discord's 100 characters, and that id reads back to the same action; a picker path reads
//! back to itself, its choices rebuild it, and Back gives a prefix of it; a menu value that
//! reads as one choice is that choice's code.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::table::picker::{Choice, MAX_PATH, PickPath};
use tablero::table::{Action, PickAction};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    if let Some(action) = Action::parse(text) {
        let id = action.custom_id();
        assert!(id.len() <= 100, "{id}");
        assert_eq!(Action::parse(&id), Some(action), "`{text}` -> `{id}`");
        if let Action::Pick(pick) = action {
            assert_eq!(PickAction::parse(&id), Some(pick));
        }
    }
    if let Some(pick) = PickAction::parse(text) {
        assert_eq!(Action::parse(text), Some(Action::Pick(pick)));
    }
    if let Some(path) = PickPath::parse(text) {
        assert_eq!(path.as_str(), text);
        assert!(text.len() <= MAX_PATH);
        let choices = path.choices();
        assert_eq!(PickPath::from_choices(&choices), Some(path));
        let back = path.back();
        assert!(path.as_str().starts_with(back.as_str()));
        assert_eq!(
            back.choices()[..],
            choices[..choices.len().saturating_sub(1)]
        );
        for c in choices {
            assert!(Choice::parse(&c.code().expect("read, so writable")) == Some(c));
        }
    }
    if let Some(choice) = Choice::parse(text) {
        assert_eq!(choice.code().as_deref(), Some(text));
    }
});
