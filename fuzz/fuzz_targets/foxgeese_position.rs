//! Fox and Geese position text and variant text (`/position`, `start` and `variant` lines of
//! records, the stored options `standard+15+sideways`).
//!
//! Invariants: reading never panics and refuses with a typed error; a variant that reads
//! prints in canonical form and reads back the same; a position (text, or a variant's start
//! by name) prints canonically, reads back equal and prints the same; its setup rebuilds it;
//! every legal move's canonical text reads back as that move, and plays.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::foxgeese::{Position, UncheckedMove, Variant, parse_position_arg};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    match text.parse::<Variant>() {
        Ok(variant) => {
            let printed = variant.to_string();
            assert_eq!(
                printed.parse::<Variant>(),
                Ok(variant),
                "`{text}` -> `{printed}`"
            );
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
    let pos = match parse_position_arg(text) {
        Ok(pos) => pos,
        Err(e) => {
            assert!(!e.problems.is_empty());
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let printed = pos.to_string();
    let again = Position::from_text(&printed)
        .unwrap_or_else(|e| panic!("`{printed}` (printed from `{text}`) does not read: {e}"));
    assert_eq!(again, pos, "`{text}` -> `{printed}`");
    assert_eq!(again.to_string(), printed);
    assert_eq!(Position::from_setup(&pos.to_setup()), Ok(pos));
    let _ = pos.end();
    for m in pos.legal_moves() {
        let written = m.to_string();
        let unchecked: UncheckedMove = written
            .parse()
            .unwrap_or_else(|e| panic!("legal `{written}` does not read: {e}"));
        assert_eq!(unchecked, UncheckedMove::from(&m));
        assert_eq!(unchecked.to_move(&pos), Ok(m), "`{written}` in `{printed}`");
        assert_eq!(pos.parse_move(&written), Ok(m));
        let after = pos
            .play(&m)
            .unwrap_or_else(|e| panic!("legal `{written}`: {e}"));
        assert_eq!(pos.play_text(&written), Ok((m, after)));
    }
});
