//! TZAAR move and turn text (`/move d3xd4 c2-c3`, record lines), in any position.
//!
//! The input is `context\nturn`: the context is a position text or a setup (`fixed`,
//! `random <seed>`, `tournament`), the fixed start otherwise. Invariants: reading and playing
//! never panic; a turn that plays is one or two legal moves whose canonical text plays to
//! the same position; `Game::play_turn` agrees with `Position::play_text`, and on an error
//! changes nothing.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::tzaar::notation::parse_moves;
use tablero::games::tzaar::{Game, Move, Position, SetupKind};

fn context(head: &str) -> Position {
    if let Ok(pos) = head.parse::<Position>() {
        return pos;
    }
    match head.parse::<SetupKind>() {
        Ok(setup) => {
            assert_eq!(setup.to_string().parse::<SetupKind>(), Ok(setup));
            setup.position()
        }
        Err(_) => SetupKind::Fixed.position(),
    }
}

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let (head, turn) = common::split_first_line(text);
    let pos = context(head);
    let syntax = parse_moves(turn);
    if let Ok(moves) = &syntax {
        assert!(!moves.is_empty());
    }
    let mut game = Game::from_position(pos.clone());
    let by_game = game.play_turn(turn);
    match pos.play_text(turn) {
        Ok((after, played)) => {
            assert!(syntax.is_ok());
            assert!((1..=2).contains(&played.len()), "{played:?}");
            let mut replay = pos.clone();
            for &mv in &played {
                replay = replay.play(mv).expect("a played move is legal");
            }
            assert_eq!(replay, after);
            let canonical: Vec<String> = played.iter().map(Move::to_string).collect();
            let canonical = canonical.join(" ");
            assert_eq!(
                pos.play_text(&canonical),
                Ok((after.clone(), played.clone()))
            );
            assert_eq!(by_game, Ok(played));
            assert_eq!(game.position(), &after);
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
            assert_eq!(by_game, Err(e));
            assert_eq!(game, Game::from_position(pos));
        }
    }
});
