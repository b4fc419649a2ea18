//! Property tests of the TZAAR core: random playouts from random setups.

use proptest::prelude::*;

use tablero::games::tzaar::notation::parse_moves;
use tablero::games::tzaar::{Cell, Color, Game, Move, Position, SetupKind, setups};

/// Plays `choices` (each picks a legal move by index) from a random setup; returns every
/// position visited, the moves played and the pieces captured per colour.
fn playout(seed: u64, choices: &[u16]) -> (Vec<Position>, Vec<Move>, [u32; 2]) {
    let mut pos = setups::random(seed);
    let mut seen = vec![pos.clone()];
    let mut moves = Vec::new();
    let mut captured = [0u32; 2];
    for &choice in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice as usize % legal.len()];
        if let Move::Capture { to, .. } = mv {
            let victim = pos.stack_at(to).expect("a capture has a target");
            captured[victim.color.index()] += u32::from(victim.height);
        }
        pos = pos.play(mv).expect("every generated move plays");
        seen.push(pos.clone());
        moves.push(mv);
    }
    (seen, moves, captured)
}

fn any_line_move() -> impl Strategy<Value = String> {
    let cell = (0usize..60).prop_map(|i| Cell::ALL[i].to_string());
    (
        cell.clone(),
        prop::sample::select(vec!["x", "-", "", " x "]),
        cell,
    )
        .prop_map(|(a, sep, b)| format!("{a}{sep}{b}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn generated_moves_play_and_pieces_are_conserved(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u16>(), 0..130),
    ) {
        let (seen, _, captured) = playout(seed, &choices);
        let last = seen.last().unwrap();
        for color in Color::ALL {
            prop_assert_eq!(last.pieces_on_board(color) + captured[color.index()], 30);
        }
    }

    #[test]
    fn every_playout_ends_within_sixty_turns_with_a_winner(seed in any::<u64>(), pick in any::<u16>()) {
        let mut game = Game::new(SetupKind::Random(seed));
        let mut n = u64::from(pick);
        while game.ending().is_none() {
            let legal = game.position().legal_moves();
            prop_assert!(!legal.is_empty());
            n = n.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.play(legal[(n >> 33) as usize % legal.len()]).unwrap();
        }
        prop_assert!(game.turns().len() < 60, "{} turns", game.turns().len());
        prop_assert!(game.position().legal_moves().is_empty());
    }

    #[test]
    fn accepted_text_is_always_a_legal_move(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
        text in any_line_move(),
    ) {
        let (seen, _, _) = playout(seed, &choices);
        let pos = seen.last().unwrap();
        let legal = pos.legal_moves();
        match pos.parse_move(&text) {
            Ok(mv) => prop_assert!(legal.contains(&mv), "{} accepted as {}", text, mv),
            Err(_) => {
                // Then no legal move joins those two spaces, of the kind the separator says
                // (`x` a capture, `-` a stack; none: either).
                if let Ok(written) = parse_moves(&text) {
                    let canonical: Vec<String> = legal.iter().map(|m| m.to_string()).collect();
                    let plain = text.replace([' ', 'x', '-'], "");
                    let kind_ok = |m: &str| {
                        if text.contains('x') {
                            m.contains('x')
                        } else if text.contains('-') {
                            m.contains('-')
                        } else {
                            true
                        }
                    };
                    prop_assert!(
                        !canonical
                            .iter()
                            .any(|m| m.replace(['x', '-'], "") == plain && kind_ok(m)),
                        "{} rejected though legal ({:?})", text, written
                    );
                }
            }
        }
    }

    #[test]
    fn every_legal_move_passes_the_checker_and_reads_back(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let (seen, _, _) = playout(seed, &choices);
        let pos = seen.last().unwrap();
        for mv in pos.legal_moves() {
            prop_assert_eq!(pos.check(mv), Ok(()));
            prop_assert_eq!(pos.parse_move(&mv.to_string()), Ok(mv));
        }
    }

    #[test]
    fn position_text_round_trips(seed in any::<u64>(), choices in prop::collection::vec(any::<u16>(), 0..100)) {
        let (seen, _, _) = playout(seed, &choices);
        for pos in seen {
            let text = pos.to_string();
            prop_assert_eq!(text.parse::<Position>(), Ok(pos));
        }
    }

    #[test]
    fn records_round_trip(seed in any::<u64>(), choices in prop::collection::vec(any::<u16>(), 0..100)) {
        let (_, moves, _) = playout(seed, &choices);
        let mut game = Game::new(SetupKind::Random(seed));
        for mv in moves {
            game.play(mv).unwrap();
        }
        let back = Game::from_record(&game.record()).unwrap();
        prop_assert_eq!(back, game);
    }

    #[test]
    fn tournament_placements_play(choices in prop::collection::vec(any::<u16>(), 0..70)) {
        let mut pos = setups::tournament();
        for c in choices {
            let legal = pos.legal_moves();
            if legal.is_empty() { break; }
            pos = pos.play(legal[c as usize % legal.len()]).unwrap();
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos.clone()));
        }
    }

    #[test]
    fn parsers_never_panic(text in ".{0,200}") {
        let _ = text.parse::<Position>();
        let _ = parse_moves(&text);
        let _ = text.parse::<Cell>();
        let _ = text.parse::<SetupKind>();
        let _ = Game::from_record(&text);
        let _ = setups::fixed().play_text(&text);
        let _ = setups::tournament().play_text(&text);
    }

    #[test]
    fn position_parser_never_panics_on_near_misses(
        chars in prop::collection::vec(prop::sample::select(vec!['.', '/', 'Z', 'r', 't', 'T', '1', '2', '0', '9']), 0..90),
        tail in prop::sample::select(vec![" w open", " b 1", " w 2", " w place", " b place"]),
    ) {
        let text: String = chars.into_iter().collect::<String>() + tail;
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
        }
    }
}
