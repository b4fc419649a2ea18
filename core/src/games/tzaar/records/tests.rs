//! The foreign formats: round trips over generated games, and every kind of bad record
//! refused with its reason.

use super::FORMATS;
use crate::games::plugin::{RecordFormat, RecordInfo};
use crate::games::tzaar::{Game, SetupKind, legal_move_texts};
use crate::games::{AnyGame, GameRules};

fn format(key: &str) -> &'static RecordFormat {
    FORMATS.iter().find(|f| f.key == key).unwrap()
}

/// A seeded generator for the random games (SplitMix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// A game of random legal moves from a random setup, stopped at its end or after `plies`.
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::new(SetupKind::Random(seed.wrapping_mul(31)));
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = legal_move_texts(game.position());
        if moves.is_empty() {
            break;
        }
        let mv = &moves[rng.below(moves.len())];
        game.play_turn(mv).unwrap();
    }
    game
}

#[test]
fn generated_games_round_trip_through_little_golem() {
    let lg = format("littlegolem");
    let info = RecordInfo {
        players: [Some("Ana".into()), Some("Bo ]x".into())],
        event: Some("tzaar.ch.1".into()),
        site: None,
    };
    let mut finished = 0;
    for seed in 0..300u64 {
        let mut game = random_game(seed, 40 + (seed as usize * 7) % 200);
        // A game that is stopped half way through a turn cannot be written: finish the turn.
        if !game.is_over() && game.position().step() == crate::games::tzaar::Step::Second {
            game.play_turn("pass").unwrap();
        }
        if seed % 10 == 3 && !game.is_over() {
            game.resign(game.position().side()).unwrap();
        }
        finished += usize::from(game.is_over());
        let any = AnyGame::new(game.clone());
        let text = (lg.write)(&any, &info).unwrap();
        assert!((lg.reads)(&text), "{text}");
        let back = (lg.read)(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.game.start_text(), any.start_text(), "{text}");
        assert_eq!(back.game.move_texts(), any.move_texts(), "{text}");
        assert_eq!(
            back.game.outcome().map(|o| o.winner),
            any.outcome().map(|o| o.winner)
        );
        assert_eq!(back.info.players, info.players);
        assert_eq!(back.info.event, info.event);
        assert_eq!((lg.write)(&back.game, &back.info).unwrap(), text);
    }
    assert!(finished > 30, "only {finished} games finished");
}

#[test]
fn little_golem_cannot_hold_a_placement_start() {
    let game = AnyGame::new(Game::new(SetupKind::Tournament));
    assert!((format("littlegolem").write)(&game, &RecordInfo::default()).is_none());
}

const REAL: &str = "(;FF[TZAAR]VA[RANDOM]EV[x]PB[b]PW[w]POS[cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB]SO[https://www.littlegolem.net];W[npmq];B[prqq-kplp];W[smrn-pqqp])";

#[test]
fn a_real_start_maps_as_the_site_does() {
    let back = (format("littlegolem").read)(REAL).unwrap();
    assert_eq!(
        back.game.start_text(),
        "RtRrT/rrttrT/tRrZRZT/zttRRRtT/rTRTRTzt/zZrttrTT/ZTttTZz/TtztTZ/rzTTt w open"
    );
    assert_eq!(
        back.game.move_texts(),
        ["d4xc3", "f1xg1", "a4-b4", "i3xh3", "f2-g2"]
    );
}

#[test]
fn bad_little_golem_records_are_refused_with_their_reason() {
    let lg = format("littlegolem");
    let pos = "cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB";
    let cases: Vec<(String, &str)> = vec![
        (REAL[..REAL.len() - 1].to_string(), "cut short"),
        (REAL[..REAL.len() - 5].to_string(), "cut short"),
        (REAL.replace(";B[prqq-kplp]", ";B[prqq"), "move 2"),
        (REAL.replace("kplp", "kpzz"), "`zz` is not a point"),
        (REAL.replace("W[npmq]", "W[npmr]"), "move 1"),
        (REAL.replace("B[prqq-kplp]", "B[prqq]"), "only its capture"),
        (REAL.replace("W[npmq]", "W[npmq-kplp]"), "single capture"),
        (REAL.replace("B[prqq-kplp]", "W[prqq-kplp]"), "Black's turn"),
        (REAL.replace(pos, &pos[1..]), "59 letters"),
        (
            REAL.replace(pos, &format!("a{}", &pos[1..])),
            "7 White Tzaar",
        ),
        (
            REAL.replace(pos, &format!("x{}", &pos[1..])),
            "POS letter 1",
        ),
        (REAL.replace("POS[", "XPOS["), "no start"),
        (REAL.replace("FF[TZAAR]", "FF[4]"), "another game"),
        (
            REAL.replace(";W[smrn-pqqp])", ";W[resign];B[npmq])"),
            "already over",
        ),
    ];
    for (text, why) in cases {
        let error = (lg.read)(&text)
            .err()
            .unwrap_or_else(|| panic!("read: {text}"));
        assert!(error.0.contains(why), "{error} (wanted {why:?})\n{text}");
    }
}

#[test]
fn a_result_property_ends_the_game_by_resignation() {
    let lg = format("littlegolem");
    let text = REAL.replace("SO[", "RE[B+Resign]SO[");
    let back = (lg.read)(&text).unwrap();
    let outcome = back.game.outcome().unwrap();
    assert_eq!(
        outcome,
        crate::games::Outcome::resignation(crate::games::Seat::First)
    );
}
