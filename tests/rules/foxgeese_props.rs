//! Property tests: random playouts, parser robustness, round trips.

use proptest::prelude::*;
use tablero::games::foxgeese::{
    Game, Position, UncheckedMove, Variant, legal_move_texts, parse_position_arg,
};
use tablero::games::{GameRules, Seat};

fn variant() -> impl Strategy<Value = Variant> {
    (0..Variant::ALL.len()).prop_map(|i| Variant::ALL[i])
}

/// Plays `choices` (each an index into the sorted legal moves) from the start of `v`,
/// returning every position reached; stops early when the game ends.
fn playout(v: Variant, choices: &[u16]) -> Vec<Position> {
    let mut p = Position::start(v);
    let mut seen = vec![p];
    for &c in choices {
        let legal = legal_move_texts(&p);
        if legal.is_empty() {
            break;
        }
        let text = &legal[usize::from(c) % legal.len()];
        let (_, next) = p.play_text(text).expect("a generated move plays");
        p = next;
        seen.push(p);
    }
    seen
}

fn mutate(text: &str, edits: &[(u8, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, kind, ch) in edits {
        let i = usize::from(at) % (chars.len() + 1);
        match kind % 5 {
            0 => chars.insert(i, ch),
            1 if i < chars.len() => {
                chars.remove(i);
            }
            2 if i < chars.len() => chars[i] = ch,
            3 if i < chars.len() => chars[i] = chars[i].to_ascii_uppercase(),
            _ => chars.insert(i, ' '),
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_playouts_play_every_generated_move(
        v in variant(),
        choices in prop::collection::vec(any::<u16>(), 0..200),
    ) {
        let positions = playout(v, &choices);
        for pair in positions.windows(2) {
            let (before, after) = (&pair[0], &pair[1]);
            prop_assert!(after.goose_count() <= before.goose_count(), "geese count never increases");
            prop_assert_eq!(after.fox_count(), v.foxes());
            prop_assert_eq!(after.to_move(), before.to_move().other());
        }
        for p in &positions {
            // Every generated move, played through the checked path, is legal; geese never
            // move backward; sideways only where allowed.
            for m in p.legal_moves() {
                prop_assert!(p.play(&m).is_ok(), "{} in {}", m, p);
                if p.to_move() == Seat::Second {
                    prop_assert!(m.to().rank() >= m.from().rank());
                    if !v.sideways() {
                        prop_assert!(m.to().rank() > m.from().rank());
                    }
                }
            }
        }
    }

    #[test]
    fn position_text_round_trips(
        v in variant(),
        choices in prop::collection::vec(any::<u16>(), 0..150),
    ) {
        for p in playout(v, &choices) {
            let text = p.to_string();
            prop_assert_eq!(Position::from_text(&text), Ok(p));
            prop_assert_eq!(parse_position_arg(&text), Ok(p));
            prop_assert_eq!(Position::from_setup(&p.to_setup()), Ok(p));
        }
    }

    #[test]
    fn accepted_moves_are_legal(
        v in variant(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
        edits in prop::collection::vec((any::<u8>(), any::<u8>(), prop::sample::select(vec!['a','b','c','d','e','f','g','x','X','-','1','2','3','4','5','6','7',' ','8','h'])), 0..4),
        junk in "[a-hA-HxX1-8 \\-]{0,14}",
    ) {
        let positions = playout(v, &choices);
        let p = positions.last().copied().unwrap_or_else(|| Position::start(v));
        let legal = legal_move_texts(&p);
        let mut candidates: Vec<String> = legal.iter().map(|t| mutate(t, &edits)).collect();
        candidates.push(junk);
        for text in candidates {
            if let Ok(m) = p.parse_move(&text) {
                prop_assert!(legal.contains(&m.to_string()), "{} accepted as {} in {}", text, m, p);
            }
        }
        for text in &legal {
            let m = p.parse_move(text);
            prop_assert!(m.is_ok());
            prop_assert_eq!(&m.map(|m| m.to_string()).unwrap_or_default(), text);
        }
    }

    #[test]
    fn parsers_never_panic(s in "\\PC{0,60}") {
        let _ = s.parse::<UncheckedMove>();
        let _ = Position::from_text(&s);
        let _ = parse_position_arg(&s);
        let _ = s.parse::<Variant>();
        let _ = Game::from_record(&s);
        let p = Position::start(Variant::Halatafl);
        let _ = p.parse_move(&s);
    }

    #[test]
    fn position_parser_never_panics_on_near_valid_text(
        ranks in prop::collection::vec("[FGfg.x]{0,8}", 0..9),
        side in "[fgx]",
        v in "(halatafl|standard)(\\+(13|15|17|sideways|x))*",
        quiet in "[0-9x]{0,11}",
    ) {
        let text = format!("{} {side} {v} {quiet}", ranks.join("/"));
        if let Ok(p) = Position::from_text(&text) {
            prop_assert_eq!(Position::from_text(&p.to_string()), Ok(p));
        }
    }

    #[test]
    fn every_random_playout_ends_within_a_bound(v in variant(), seed in any::<u64>()) {
        // Each goose can step forward at most 6 times, each capture removes one goose, and at
        // most 100 quiet plies separate two of these events.
        let geese = u64::from(v.start_geese());
        let bound = (7 * geese + 1) * 101;
        let mut p = Position::start(v);
        let mut state = seed | 1;
        let mut plies = 0u64;
        while p.end().is_none() {
            let legal = p.legal_moves();
            prop_assert!(!legal.is_empty());
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let m = legal[((state >> 33) as usize) % legal.len()];
            p = p.play(&m).expect("legal");
            plies += 1;
            prop_assert!(plies <= bound, "no end after {} plies", plies);
        }
    }

    #[test]
    fn records_round_trip(
        v in variant(),
        choices in prop::collection::vec(any::<u16>(), 0..300),
    ) {
        let mut game = Game::from_variant(v);
        for c in choices {
            let legal = GameRules::legal_moves(&game);
            if legal.is_empty() {
                break;
            }
            let text = legal[usize::from(c) % legal.len()].clone();
            prop_assert_eq!(game.play_text(&text).map_err(|e| e.to_string()), Ok(vec![text]));
        }
        let record = game.record();
        let back = Game::from_record(&record);
        prop_assert!(back.is_ok(), "{:?}\n{}", back.err(), record);
        let back = back.unwrap_or_else(|_| Game::from_variant(v));
        prop_assert_eq!(back.position(), game.position());
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.outcome(), game.outcome());
        prop_assert_eq!(back.record(), record);
    }
}
