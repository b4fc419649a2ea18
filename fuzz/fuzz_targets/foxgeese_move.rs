//! Fox and Geese move text (`/move d3-d4`, `c7xc5xe5`, record lines), in any position.
//!
//! The input is `context\nmove`: the context is a position text or a variant name (its
//! start), the standard start otherwise. Invariants: reading and playing never panic; a move
//! text that reads prints canonically and reads back the same; a move that plays is legal,
//! its canonical text plays it to the same position; `Game::play_move_text` agrees with
//! `Position::play_text`, and on an error changes nothing.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::foxgeese::{Game, Position, UncheckedMove, Variant, parse_position_arg};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let (head, line) = common::split_first_line(text);
    let pos = parse_position_arg(head).unwrap_or_else(|_| Position::start(Variant::STANDARD));
    if let Ok(unchecked) = line.parse::<UncheckedMove>() {
        let printed = unchecked.to_string();
        assert_eq!(
            printed.parse::<UncheckedMove>(),
            Ok(unchecked.clone()),
            "`{line}`"
        );
        let _ = unchecked.to_move(&pos).map_err(|e| e.to_string());
    }
    let mut game = Game::new(pos);
    let by_game = game.play_move_text(line);
    match pos.play_text(line) {
        Ok((m, after)) => {
            assert!(pos.legal_moves().contains(&m));
            assert_eq!(pos.play(&m), Ok(after));
            assert_eq!(pos.play_text(&m.to_string()), Ok((m, after)));
            assert_eq!(by_game, Ok(m));
            assert_eq!(game.position(), &after);
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            assert!(by_game.is_err());
            assert!(game.moves().is_empty());
            assert_eq!(game.position(), &pos);
        }
    }
});
