//! Game records (the `/history` format), of every registered game through the registry
//! (`GameDef::read_record`, as imports and the lab read them), and of each built-in game
//! through its own reader.
//!
//! Invariants: reading never panics and refuses with a typed error carrying the line; a
//! record that reads is written back by the game, and that record reads back to the same
//! game (same moves, position, outcome and record text).
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::GameRules;
use tablero::games::{GameKind, foxgeese, tzaar};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    for kind in GameKind::all() {
        let def = kind.def();
        let game = match def.read_record(text) {
            Ok(game) => game,
            Err(e) => {
                assert!(!e.is_empty());
                continue;
            }
        };
        assert_eq!(game.kind(), kind);
        let record = game.record();
        let again = def
            .read_record(&record)
            .unwrap_or_else(|e| panic!("the record written does not read: {e}\n{record}"));
        assert_eq!(again.move_texts(), game.move_texts(), "{record}");
        assert_eq!(again.position_text(), game.position_text());
        assert_eq!(again.outcome(), game.outcome());
        assert_eq!(again.spec(), game.spec());
        assert_eq!(again.record(), record);
    }
    match tzaar::Game::from_record(text) {
        Ok(game) => {
            let record = game.record();
            let again = tzaar::Game::from_record(&record)
                .unwrap_or_else(|e| panic!("the record written does not read: {e}\n{record}"));
            assert_eq!(again, game, "{record}");
        }
        Err(e) => assert!(e.line <= text.lines().count().max(1)),
    }
    match foxgeese::Game::from_record(text) {
        Ok(game) => {
            let record = game.record_text();
            let again = foxgeese::Game::from_record(&record)
                .unwrap_or_else(|e| panic!("the record written does not read: {e}\n{record}"));
            assert_eq!(again.record_text(), record);
            assert_eq!(again.position(), game.position());
        }
        Err(e) => assert!(e.line <= text.lines().count().max(1)),
    }
});
