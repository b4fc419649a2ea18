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
    random_game_from(SetupKind::Random(seed.wrapping_mul(31)), seed, plies)
}

fn random_game_from(setup: SetupKind, seed: u64, plies: usize) -> Game {
    let mut rng = Rng(seed);
    let mut game = Game::new(setup);
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
        assert!(
            error.message.contains(why),
            "{error} (wanted {why:?})\n{text}"
        );
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

#[test]
fn boardspace_standard_layout_is_our_fixed_start() {
    use crate::games::tzaar::{Cell, Color, Kind, Position, Setup, Stack, Step};
    // TzaarBoard.standardPosition: Black's Totts, Tzarras and Tzaars; White's are the same
    // points turned half round the board.
    let black: [&[&str]; 3] = [
        &[
            "A1", "A2", "A3", "A4", "D4", "E6", "E9", "F1", "F4", "F8", "G1", "G7", "H1", "H6",
            "I1",
        ],
        &["B2", "B3", "B4", "E8", "F2", "F7", "G2", "G6", "H2"],
        &["C3", "C4", "E7", "F3", "F6", "G3"],
    ];
    let points = [5, 6, 7, 8, 9, 8, 7, 6, 5];
    let mut setup = Setup::empty(Color::White, Step::Open);
    for (kind, names) in [Kind::Tott, Kind::Tzarra, Kind::Tzaar]
        .into_iter()
        .zip(black)
    {
        for name in names {
            let column = usize::from(name.as_bytes()[0] - b'A');
            let row = usize::from(name.as_bytes()[1] - b'0');
            let turned = (8 - column, points[column] + 1 - row);
            for (color, (c, r)) in [(Color::Black, (column, row)), (Color::White, turned)] {
                let cell = Cell::from_column_row(c, r).unwrap();
                assert!(setup.board[cell.index()].is_none(), "{name}");
                setup.board[cell.index()] = Some(Stack {
                    color,
                    kind,
                    height: 1,
                });
            }
        }
    }
    let standard = Position::from_setup(&setup).unwrap();
    assert_eq!(standard, SetupKind::Fixed.position());
}

#[test]
fn generated_games_round_trip_through_boardspace() {
    let bs = format("boardspace");
    let info = RecordInfo {
        players: [Some("ana".into()), Some("bo".into())],
        ..RecordInfo::default()
    };
    for seed in 0..120u64 {
        let setup = if seed % 3 == 0 {
            SetupKind::Tournament
        } else {
            SetupKind::Fixed
        };
        let mut game = random_game_from(setup, seed, 20 + (seed as usize * 13) % 150);
        if !game.is_over() && game.position().step() == crate::games::tzaar::Step::Second {
            game.play_turn("pass").unwrap();
        }
        if seed % 7 == 2 && !game.is_over() {
            game.resign(game.position().side()).unwrap();
        }
        let any = AnyGame::new(game);
        let text = (bs.write)(&any, &info).unwrap();
        assert!((bs.reads)(&text), "{text}");
        assert!(!(format("littlegolem").reads)(&text));
        let back = (bs.read)(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.game.start_text(), any.start_text(), "{text}");
        assert_eq!(back.game.move_texts(), any.move_texts(), "{text}");
        assert_eq!(back.game.outcome(), any.outcome(), "{text}");
        assert_eq!(back.info.players, info.players);
    }
}

const BOARDSPACE: &str = "(;GM[Tzaar]VV[1]SU[tzaar-standard 0]P0[id \"ana\"]P1[id \"bo\"]
;P0[0 Start P0]
;P0[1 Pickb D 3];P0[2 Dropb D 3];P0[3 Pickb D 3];P0[4 Dropcap D 4];P0[5 Done]
;P1[6 Capture C 4 D 4];P1[7 Pickb C 3];P1[8 Dropb D 4];P1[9 Done]
;P0[10 Capture E 3 B 3];P0[11 Pass];P0[12 Done])";

#[test]
fn boardspace_actions_read_as_the_site_writes_them() {
    let bs = format("boardspace");
    assert!((bs.reads)(BOARDSPACE));
    let back = (bs.read)(BOARDSPACE).unwrap();
    assert_eq!(
        back.game.move_texts(),
        ["d3xd4", "c4xd4", "c3-d4", "e3xb3", "pass"]
    );
    assert_eq!(back.info.players, [Some("ana".into()), Some("bo".into())]);
    let cases = [
        (
            BOARDSPACE.replace("tzaar-standard 0", "tzaar-random 12345"),
            "random start",
        ),
        (BOARDSPACE.replace("Dropcap D 4", "Dropcap D 6"), "D 6"),
        (
            BOARDSPACE.replace("Dropcap D 4", "Dropcap E 5"),
            "not a point",
        ),
        (
            BOARDSPACE.replace("11 Pass", "11 Frob"),
            "not a TZAAR action",
        ),
        (
            BOARDSPACE.replace("SU[tzaar-standard 0]", ""),
            "before the setup",
        ),
        (BOARDSPACE[..BOARDSPACE.len() - 3].to_string(), "cut short"),
    ];
    for (text, why) in cases {
        let error = (bs.read)(&text)
            .err()
            .unwrap_or_else(|| panic!("read: {text}"));
        assert!(error.message.contains(why), "{error} (wanted {why:?})");
    }
}

#[test]
fn a_refusal_says_where_as_data_for_the_front_ends() {
    use crate::games::plugin::RecordSpot;
    let lg = format("littlegolem");
    // The third move names a point off the board.
    let text = REAL.replace(";W[smrn-pqqp]", ";W[smrn-zzqp]");
    let error = (lg.read)(&text).err().expect("refused");
    let spot = RecordSpot {
        line: 1,
        turn: Some(3),
        text: Some("W[smrn-zzqp]".into()),
    };
    assert_eq!(error.at, Some(spot), "{error}");
    // Through the generic reader too, its message prefixed and its place kept.
    let error = crate::games::records::read_any(&text).expect_err("refused");
    assert!(error.message.starts_with("not a valid Little Golem record"));
    assert_eq!(error.at.map(|s| (s.line, s.turn)), Some((1, Some(3))));
    // Cut short: the line where the text ends.
    let error = (lg.read)(&format!("\n\n{}", &REAL[..40]))
        .err()
        .expect("refused");
    assert_eq!(error.at.as_ref().map(|s| s.line), Some(3), "{error}");
    // Tablero's own record: the line, and the move as the record writes it there.
    let own = "game tzaar\nsetup fixed\nstart ttttT/TrrrRT/TRzzZRT/TRZtTZRT/TRZTtzrt/trztTzrt/trzZZrt/trRRRt/tTTTT w open\nd3xd4\nzz9xd4 # a comment\n";
    let error = crate::games::records::read_any(own).expect_err("refused");
    let at = error.at.clone().expect("a place");
    assert_eq!(at.line, 5, "{error}");
    assert_eq!(at.text.as_deref(), Some("zz9xd4"));
    // Binary junk names no place.
    let error = crate::games::records::read_any("game\0tzaar").expect_err("refused");
    assert_eq!(error.at, None);
}
