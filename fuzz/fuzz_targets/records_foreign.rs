//! Other sites' records (Little Golem's, BoardSpace's: `docs/records.md`), through every
//! registered game's formats (`tablero::games::records`), as `tablero import` reads them.
//!
//! Invariants: reading never panics and a refusal says why; a record that reads is written
//! back in its format, and what is written reads back to the same start, moves and winner;
//! tablero's record of it reads back to the same game.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::records;
use tablero::games::{AnyGame, GameRules};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let (format, imported) = match records::import(text) {
        Ok(read) => read,
        Err(e) => {
            assert!(!e.message.is_empty());
            return;
        }
    };
    let game = &imported.game;
    let record = records::tablero_record(format, &imported);
    let again = AnyGame::read_record(&record)
        .unwrap_or_else(|e| panic!("tablero's record does not read: {e}\n{record}"));
    assert_eq!(again.move_texts(), game.move_texts(), "{record}");
    if let Some(written) = (format.write)(game, &imported.info) {
        let back = (format.read)(&written)
            .unwrap_or_else(|e| panic!("the record written does not read: {e}\n{written}"));
        assert_eq!(back.game.start_text(), game.start_text(), "{written}");
        assert_eq!(back.game.move_texts(), game.move_texts(), "{written}");
        assert_eq!(
            back.game.outcome().map(|o| o.winner),
            game.outcome().map(|o| o.winner)
        );
    }
});
