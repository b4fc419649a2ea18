//! TZAAR position text (`/position`, `start` lines of records, the lab's FEN-like input).
//!
//! Invariants: reading never panics and refuses with a typed error; a position that reads
//! prints in canonical form, and that form reads back to the same position and prints the
//! same; its setup rebuilds it; every legal move's canonical text reads back as that move,
//! and plays.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::tzaar::{Position, PositionError};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let pos: Position = match text.parse() {
        Ok(pos) => pos,
        Err(e) => {
            let _: &PositionError = &e;
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let printed = pos.to_string();
    let again: Position = printed
        .parse()
        .unwrap_or_else(|e| panic!("`{printed}` (printed from `{text}`) does not read: {e}"));
    assert_eq!(again, pos, "`{text}` -> `{printed}`");
    assert_eq!(again.to_string(), printed);
    assert_eq!(Position::from_setup(&pos.to_setup()).as_ref(), Ok(&pos));
    let _ = pos.ending();
    for mv in pos.legal_moves() {
        let written = mv.to_string();
        assert_eq!(
            pos.parse_move(&written),
            Ok(mv),
            "`{written}` in `{printed}`"
        );
        let after = pos
            .play(mv)
            .unwrap_or_else(|e| panic!("legal `{written}`: {e}"));
        let (by_text, played) = pos.play_text(&written).expect("a legal move's text plays");
        assert_eq!((by_text, played), (after, vec![mv]));
    }
});
