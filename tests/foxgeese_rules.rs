//! One test per rule of `shared/rules/foxgeese.md`, against the public API.

use tablero::games::foxgeese::{
    End, Game, GeeseCount, IllegalMove, MoveError, Piece, Point, Position, PositionProblem, Setup,
    SyntaxError, UncheckedMove, Variant, legal_move_texts, parse_position_arg,
};
use tablero::games::{GameRules, Seat};

fn pos(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(text: &str) -> Vec<String> {
    legal_move_texts(&pos(text))
}

fn rejection(position: &str, mv: &str) -> String {
    match pos(position).play_text(mv) {
        Ok(_) => panic!("{mv} was accepted in {position}"),
        Err(e) => e.to_string(),
    }
}

fn play(position: &str, mv: &str) -> Position {
    pos(position)
        .play_text(mv)
        .unwrap_or_else(|e| panic!("{mv}: {e}"))
        .1
}

fn set(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ---------- geometry ----------

#[test]
fn the_cross_has_33_points_and_round_trips_names() {
    assert_eq!(Point::ALL.len(), 33);
    for p in Point::ALL {
        let name = p.to_string();
        assert_eq!(name.parse::<Point>(), Ok(p));
        assert_eq!(name.to_uppercase().parse::<Point>(), Ok(p));
    }
    for bad in ["a1", "b2", "f6", "g7", "h4", "d0", "d8", "", "d", "dd4"] {
        assert!(bad.parse::<Point>().is_err(), "{bad}");
    }
}

#[test]
fn adjacency_is_king_moves_where_the_neighbour_exists() {
    let d4: Point = "d4".parse().unwrap();
    assert_eq!(d4.neighbours().count_ones(), 8);
    let a3: Point = "a3".parse().unwrap();
    // a3: a4, b4, b3 (b2 is not on the cross).
    assert_eq!(a3.neighbours().count_ones(), 3);
    let c1: Point = "c1".parse().unwrap();
    // c1: d1, c2, d2.
    assert_eq!(c1.neighbours().count_ones(), 3);
    let c3: Point = "c3".parse().unwrap();
    // c3 has all 8 (b2 missing? b2 is off the cross): b4 c4 d4 b3 d3 c2 d2 -> 7.
    assert_eq!(c3.neighbours().count_ones(), 7);
}

// ---------- fox moves ----------

const LONE_FOX: &str = ".../.../......./...F.../......./G.G/G.G f standard 0";

#[test]
fn fox_steps_in_all_eight_directions() {
    assert_eq!(
        moves(LONE_FOX),
        set(&[
            "d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"
        ])
    );
}

#[test]
fn fox_step_along_the_edge_of_the_cross() {
    // Fox on a3: a4, b4, b3 only (no diagonal to the missing b2).
    let m = moves(".../.../......./......./F....../G.G/G.G f standard 0");
    assert_eq!(m, set(&["a3-a4", "a3-b3", "a3-b4"]));
}

#[test]
fn fox_jump_removes_the_goose_and_resets_the_quiet_counter() {
    let start = ".../.../...G.../...F.../......./G.G/G.G f standard 7";
    assert!(moves(start).contains(&"d4xd6".to_string()));
    let after = play(start, "d4xd6");
    assert_eq!(after.goose_count(), 4);
    assert_eq!(after.piece_at("d5".parse().unwrap()), None);
    assert_eq!(after.piece_at("d6".parse().unwrap()), Some(Piece::Fox));
    assert_eq!(after.quiet(), 0);
    assert_eq!(after.to_move(), Seat::Second);
}

#[test]
fn jumps_need_an_empty_landing_point_and_a_goose_to_jump() {
    let p = ".../.../...G.../...F.../...G.../.G./G.G f standard 0";
    let m = moves(p);
    assert!(m.contains(&"d4xd6".to_string()));
    assert!(!m.iter().any(|t| t.starts_with("d4xd2")), "d2 is occupied");
    assert_eq!(rejection(p, "d4xd2"), "d2 is occupied");
    assert_eq!(
        rejection(p, "d4xf4"),
        "there is no goose on e4 to jump over"
    );
    assert_eq!(
        rejection(p, "d4xe5"),
        "d4xe5 is not a jump: a jump goes over a neighbour to the point straight behind it"
    );
}

#[test]
fn a_fox_never_jumps_the_other_fox() {
    let p = ".../.../...F.../...F.../GGG.GGG/GGG/GGG f halatafl 0";
    assert!(!moves(p).iter().any(|t| t.contains('x')));
    assert_eq!(rejection(p, "d4xd6"), "cannot jump over the fox on d5");
}

const BRANCHING: &str = ".F./.G./F....../..GGG../......./GGG/GGG f halatafl 0";
const BRANCHING_MORE_GEESE: &str = ".F./.G./F....../..GGG../G.....G/GGG/GGG f halatafl 0";

#[test]
fn halatafl_chains_branch_and_only_complete_chains_are_moves() {
    assert_eq!(
        moves(BRANCHING),
        set(&["d7xd5xb3", "d7xd5xd3xb5", "d7xd5xd3xf5", "d7xd5xf3"])
    );
}

#[test]
fn halatafl_partial_chain_is_rejected() {
    assert_eq!(
        rejection(BRANCHING_MORE_GEESE, "d7xd5"),
        "the fox must keep jumping from d5"
    );
    assert_eq!(
        rejection(BRANCHING_MORE_GEESE, "d7xd5xd3"),
        "the fox must keep jumping from d3"
    );
    let after = play(BRANCHING_MORE_GEESE, "D7 x D5 x D3 x B5");
    assert_eq!(after.goose_count(), 9);
}

const LOOP: &str = ".../.../...GG../..GF.../...GG../.../GGG f standard 0";

#[test]
fn a_chain_may_end_on_and_pass_through_its_own_start() {
    let m = moves(LOOP);
    assert!(m.contains(&"d4xd6xf4xd2xd4".to_string()), "{m:?}");
    assert!(m.contains(&"d4xd6xf4xd2xd4xb4".to_string()), "{m:?}");
    let after = play(LOOP, "d4xd6xf4xd2xd4");
    assert_eq!(after.goose_count(), 4);
    assert_eq!(after.piece_at("d4".parse().unwrap()), Some(Piece::Fox));
}

#[test]
fn halatafl_chain_through_its_start_must_continue() {
    let p = "..F/.../...GG../..GF.../G..GG.G/.../GGG f halatafl 0";
    let m = moves(p);
    assert!(m.contains(&"d4xd6xf4xd2xd4xb4".to_string()), "{m:?}");
    assert!(!m.contains(&"d4xd6xf4xd2xd4".to_string()));
    assert_eq!(
        rejection(p, "d4xd6xf4xd2xd4"),
        "the fox must keep jumping from d4"
    );
}

#[test]
fn the_same_points_in_another_order_are_different_chains() {
    // Fox d4 with geese d5, e5, e4 ... the loop can be run both ways round.
    let m = moves(LOOP);
    assert!(m.contains(&"d4xd2xf4xd6xd4".to_string()), "{m:?}");
    assert!(m.contains(&"d4xd6xf4xd2xd4".to_string()));
}

#[test]
fn halatafl_capture_is_mandatory() {
    let one = ".F./.../...G.../...F.../G.....G/GGG/GGG f halatafl 0";
    assert_eq!(moves(one), set(&["d4xd6"]));
    assert_eq!(
        rejection(one, "d4-c4"),
        "a capture is available: d4xd6 must be played"
    );
    assert_eq!(
        rejection(one, "d7-c7"),
        "a capture is available: d4xd6 must be played"
    );
    let two = ".../.../..F.F../..G.G../G.....G/GGG/GGG f halatafl 0";
    // Either fox that can jump may be chosen.
    assert_eq!(moves(two), set(&["c5xc3", "e5xe3"]));
    assert_eq!(
        rejection(two, "c5-c6"),
        "a capture is available: c5xc3 or e5xe3 must be played"
    );
}

#[test]
fn halatafl_has_no_longest_chain_rule() {
    // d7xd5xb3 (2 geese) is legal next to d7xd5xd3xb5 (3 geese).
    let m = moves(BRANCHING);
    assert!(m.contains(&"d7xd5xb3".to_string()));
    assert!(m.contains(&"d7xd5xd3xb5".to_string()));
}

#[test]
fn standard_jumps_are_optional_and_may_stop_after_any_jump() {
    let m = moves(LOOP);
    assert!(
        m.contains(&"d4-c5".to_string()),
        "a step while a jump exists"
    );
    assert!(m.contains(&"d4xd6".to_string()));
    assert!(m.contains(&"d4xd6xf4".to_string()));
    assert!(m.contains(&"d4xd6xf4xd2".to_string()));
    let after = play(LOOP, "d4xd6");
    assert_eq!(after.to_move(), Seat::Second);
    assert_eq!(after.goose_count(), 7);
    let after = play(LOOP, "d4-c5");
    assert_eq!(after.goose_count(), 8);
}

// ---------- geese moves ----------

const GEESE_TO_MOVE: &str = ".../.../......./...F.../..G.G../.../GGG g standard 0";

#[test]
fn geese_step_forward_and_diagonally_forward_only_in_standard() {
    let m = moves(GEESE_TO_MOVE);
    assert!(m.contains(&"c3-c4".to_string()));
    assert!(m.contains(&"c3-b4".to_string()));
    assert!(m.contains(&"e3-f4".to_string()));
    assert!(m.contains(&"c1-c2".to_string()));
    assert!(m.contains(&"c1-d2".to_string()));
    assert!(!m.contains(&"c3-b3".to_string()));
    assert!(!m.contains(&"c3-d3".to_string()));
}

#[test]
fn geese_never_move_backward() {
    for mv in ["c3-c2", "c3-d2", "e3-d2", "e3-e2"] {
        assert_eq!(rejection(GEESE_TO_MOVE, mv), "geese never move backward");
    }
    let halatafl = ".F./.../F....../...G.../GGG.GGG/.../GGG g halatafl 0";
    assert_eq!(rejection(halatafl, "d4-d3"), "geese never move backward");
    assert_eq!(rejection(halatafl, "d4-c3"), "geese never move backward");
    let position = pos(halatafl);
    for m in position.legal_moves() {
        assert!(m.to().rank() >= m.from().rank(), "{m}");
    }
}

#[test]
fn sideways_goose_steps_only_where_allowed() {
    assert_eq!(
        rejection(GEESE_TO_MOVE, "c3-b3"),
        "sideways goose moves are not allowed in this variant"
    );
    let sideways = GEESE_TO_MOVE.replace("standard", "standard+sideways");
    let m = legal_move_texts(&pos(&sideways));
    assert!(m.contains(&"c3-b3".to_string()) && m.contains(&"c3-d3".to_string()));
    assert!(!m.contains(&"c3-c2".to_string()));
    let halatafl = ".F./.../F....../...G.../GG.G.GG/GGG/GGG g halatafl 0";
    let m = moves(halatafl);
    assert!(m.contains(&"b3-c3".to_string()) && m.contains(&"d3-c3".to_string()));
}

#[test]
fn a_goose_cannot_jump() {
    assert_eq!(rejection(GEESE_TO_MOVE, "c1xc3"), "geese cannot jump");
}

// ---------- quiet counter ----------

#[test]
fn quiet_counter_resets_and_increments() {
    let p = ".../.../......./...F.../GG...GG/GGG/GGG g standard+sideways 5";
    assert_eq!(play(p, "b3-c3").quiet(), 6, "sideways goose step adds 1");
    assert_eq!(play(p, "b3-b4").quiet(), 0, "forward goose step resets");
    assert_eq!(
        play(p, "b3-c4").quiet(),
        0,
        "diagonal forward goose step resets"
    );
    let f = ".../.../...G.../...F.../GG...GG/GGG/GGG f standard 5";
    assert_eq!(play(f, "d4-c4").quiet(), 6, "fox step adds 1");
    assert_eq!(play(f, "d4xd6").quiet(), 0, "jump resets");
}

// ---------- end of the game ----------

fn end_of(text: &str) -> Option<End> {
    pos(text).end()
}

#[test]
fn geese_win_by_filling_the_pen_in_halatafl() {
    let p = "GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0";
    let after = play(p, "c4-c5");
    assert_eq!(after.end(), Some(End::PenFilled));
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Seat::Second), "pen-filled"));
    assert!(after.legal_moves().is_empty());
}

#[test]
fn filling_the_pen_does_not_win_in_standard() {
    let p = "GGG/GGG/...GG../..G..../...F.../.../... g standard 0";
    assert_eq!(play(p, "c4-c5").end(), None);
}

#[test]
fn geese_win_when_the_foxes_are_trapped() {
    let one = "GFG/GGG/.G.G.G./......./......./.../... f standard 0";
    assert_eq!(end_of(one), Some(End::FoxesTrapped));
    let two = "FFG/GGG/.GGGGG./......./......./.../... f halatafl 0";
    assert_eq!(end_of(two), Some(End::FoxesTrapped));
    let o = pos(two).outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Seat::Second), "foxes-trapped"));
}

#[test]
fn foxes_win_when_too_few_geese_remain() {
    // Standard: fewer than 4.
    assert_eq!(
        end_of(".../.../......./...F.../GGG..../.../... f standard 0"),
        Some(End::FewGeese)
    );
    assert_eq!(
        end_of(".../.../......./...F.../GGGG.../.../... f standard 0"),
        None
    );
    let p = ".../.../...G.../...F.../GGG..../.../... f standard 0";
    assert_eq!(play(p, "d4xd6").end(), Some(End::FewGeese));
    // Halatafl: fewer than 9, reached by a capture.
    let h = ".F./.G./......./GGGG.../......F/.G./GGG f halatafl 0";
    assert_eq!(end_of(h), None);
    let capture = legal_move_texts(&pos(h));
    assert_eq!(capture, set(&["d7xd5xb3xb5", "d7xd5xd3xb5xb3"]));
    let after = play(h, "d7xd5xb3xb5");
    assert_eq!(after.goose_count(), 6);
    assert_eq!(after.end(), Some(End::FewGeese));
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Seat::First), "few-geese"));
}

#[test]
fn foxes_win_when_the_geese_are_trapped() {
    let p = "GGG/G../......./...F.../......./.../... g standard 0";
    assert_eq!(end_of(p), Some(End::GeeseTrapped));
    let o = pos(p).outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Seat::First), "geese-trapped"));
}

#[test]
fn one_hundred_quiet_plies_draw() {
    let p = "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 99";
    assert_eq!(end_of(p), None);
    let after = play(p, "c7-c6");
    assert_eq!(after.quiet(), 100);
    assert_eq!(after.end(), Some(End::QuietDraw));
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, "quiet-draw"));
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        rejection(&after.to_string(), "d4-d5"),
        format!("the game is over ({})", End::QuietDraw)
    );
}

#[test]
fn threefold_repetition_draws_through_game() {
    let start = pos(".../.../......./...F.../GGGGGG./GGG/GGG f standard+sideways 0");
    let mut game = Game::new(start);
    let cycle = ["d4-d5", "f3-g3", "d5-d4", "g3-f3"];
    for mv in cycle {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.outcome(), None);
    for mv in &cycle[..3] {
        game.play_text(mv).unwrap();
    }
    assert_eq!(game.outcome(), None);
    game.play_text("g3-f3").unwrap();
    // Third time (the quiet counter differs: 0, 4, 8, but is not part of the identity).
    assert_eq!(game.position().quiet(), 8);
    assert_eq!(game.end(), Some(End::Repetition));
    let o = game.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, "repetition"));
    assert!(GameRules::legal_moves(&game).is_empty());
    let err = game.play_text("d4-d5").unwrap_err();
    assert!(matches!(
        err,
        MoveError::Illegal(IllegalMove::GameOver(End::Repetition))
    ));
    assert!(game.record().contains("result draw (repetition)"));
}

#[test]
fn end_conditions_are_decided_in_the_spec_order() {
    // Too few geese beats trapped geese.
    assert_eq!(
        end_of("GGG/.../......./...F.../......./.../... g standard 0"),
        Some(End::FewGeese)
    );
    // Too few geese beats the quiet draw.
    assert_eq!(
        end_of(".../.../......./...F.../GGG..../.../... f standard 150"),
        Some(End::FewGeese)
    );
    // The pen filled beats trapped foxes.
    assert_eq!(
        end_of("GGG/GGG/..GGG../......./..G.G../GGG/FGF f halatafl 0"),
        Some(End::PenFilled)
    );
    // The pen filled beats the quiet draw.
    assert_eq!(
        end_of("GGG/GGG/..GGG../......./F.....F/.../... g halatafl 100"),
        Some(End::PenFilled)
    );
    // No move beats the quiet draw.
    assert_eq!(
        end_of("GFG/GGG/.G.G.G./......./......./.../... f standard 100"),
        Some(End::FoxesTrapped)
    );
    assert_eq!(
        end_of("GGG/G../......./...F.../......./.../... g standard 120"),
        Some(End::GeeseTrapped)
    );
}

// ---------- variants and table options ----------

#[test]
fn start_positions_for_every_table_option() {
    let cases = [
        (
            "halatafl",
            "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0",
            20,
            2,
        ),
        (
            "standard",
            ".../.../......./...F.../GGGGGGG/GGG/GGG f standard 0",
            13,
            1,
        ),
        (
            "standard+13",
            ".../.../......./...F.../GGGGGGG/GGG/GGG f standard 0",
            13,
            1,
        ),
        (
            "standard+15",
            ".../.../......./G..F..G/GGGGGGG/GGG/GGG f standard+15 0",
            15,
            1,
        ),
        (
            "standard+17",
            ".../.../......./GG.F.GG/GGGGGGG/GGG/GGG f standard+17 0",
            17,
            1,
        ),
        (
            "sideways+standard",
            ".../.../......./...F.../GGGGGGG/GGG/GGG f standard+sideways 0",
            13,
            1,
        ),
        (
            "STANDARD+sideways+17",
            ".../.../......./GG.F.GG/GGGGGGG/GGG/GGG f standard+17+sideways 0",
            17,
            1,
        ),
    ];
    for (name, text, geese, foxes) in cases {
        let name = name.replace("sideways+standard", "standard+sideways");
        let p = parse_position_arg(&name).unwrap();
        assert_eq!(p.to_string(), text, "{name}");
        assert_eq!(p.goose_count(), geese);
        assert_eq!(p.fox_count(), foxes);
    }
}

#[test]
fn variant_text_options_any_order_canonical_output() {
    let v: Variant = "standard+sideways+15".parse().unwrap();
    assert_eq!(
        v,
        Variant::Standard {
            geese: GeeseCount::Fifteen,
            sideways: true
        }
    );
    assert_eq!(v.to_string(), "standard+15+sideways");
    assert_eq!(
        "standard+13".parse::<Variant>().unwrap().to_string(),
        "standard"
    );
    for bad in [
        "standard+14",
        "standard+15+17",
        "halatafl+15",
        "chess",
        "standard+sideways+sideways",
    ] {
        assert!(bad.parse::<Variant>().is_err(), "{bad}");
    }
    for v in Variant::ALL {
        assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
    }
}

// ---------- position validation and text ----------

#[test]
fn position_validation_lists_every_problem() {
    let e =
        Position::from_text("FFF/.../G....../GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0").unwrap_err();
    assert_eq!(
        e.problems,
        vec![
            PositionProblem::WrongFoxCount {
                expected: 2,
                found: 3
            },
            PositionProblem::TooManyGeese { max: 20, found: 21 }
        ]
    );
    let mut setup = Setup::empty(Variant::STANDARD);
    for p in Point::ALL.iter().take(14) {
        setup.put(*p, Some(Piece::Goose));
    }
    let e = Position::from_setup(&setup).unwrap_err();
    assert_eq!(e.problems.len(), 2, "{e}");
    assert!(
        e.to_string()
            .contains("expected exactly 1 fox(es), found 0")
    );
    assert!(
        e.to_string()
            .contains("at most 13 geese allowed in this variant, found 14")
    );
}

#[test]
fn bad_position_text_lists_every_problem() {
    let e = Position::from_text("F.F/../......./GGGGGGG/GGGGGGG/GGG/GGX x chess q").unwrap_err();
    let kinds: Vec<String> = e.problems.iter().map(ToString::to_string).collect();
    assert_eq!(kinds.len(), 5, "{kinds:?}");
    assert!(matches!(
        e.problems[0],
        PositionProblem::RankLength {
            rank: 6,
            expected: 3,
            found: 2
        }
    ));
    assert!(matches!(
        e.problems[1],
        PositionProblem::BadPiece {
            rank: 1,
            found: 'X'
        }
    ));
    assert!(matches!(e.problems[2], PositionProblem::BadSide(_)));
    assert!(matches!(e.problems[3], PositionProblem::BadVariant(_)));
    assert!(matches!(e.problems[4], PositionProblem::BadQuiet(_)));
    assert!(Position::from_text("").is_err());
    assert!(Position::from_text("F.F/... f halatafl 0").is_err());
    assert!(
        parse_position_arg("nonsense")
            .unwrap_err()
            .to_string()
            .contains("start name")
    );
}

#[test]
fn position_text_round_trips_and_setup_round_trips() {
    for text in [
        "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0",
        ".../.F./..F.G../GG.G.GG/GGG.GGG/GGG/G.G g halatafl 37",
        ".../.../......./GG.F.GG/GGGGGGG/GGG/GGG f standard+17+sideways 3",
    ] {
        let p = pos(text);
        assert_eq!(p.to_string(), text);
        assert_eq!(Position::from_setup(&p.to_setup()), Ok(p));
    }
    // Lenient input, canonical output.
    let p = pos("  f.f/.../......./ggggggg/GGGGGGG/GGG/GGG   F   HALATAFL   0 ");
    assert_eq!(
        p.to_string(),
        "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0"
    );
}

// ---------- notation ----------

#[test]
fn notation_is_lenient_and_canonical() {
    let start = Position::start(Variant::Halatafl);
    let (m, _) = start.play_text("  C7 - C6 ").unwrap();
    assert_eq!(m.to_string(), "c7-c6");
    let u: UncheckedMove = " c7 X e5 x G3 ".parse().unwrap();
    assert_eq!(u.to_string(), "c7xe5xg3");
    assert!(u.jump);
}

#[test]
fn notation_syntax_errors_say_what_is_wrong() {
    let cases: [(&str, SyntaxError); 8] = [
        ("", SyntaxError::Empty),
        ("k9-d4", SyntaxError::UnknownSquare("k9".into())),
        ("a1-a2", SyntaxError::UnknownSquare("a1".into())),
        ("d3", SyntaxError::OneSquare("d3".into())),
        ("d3d4", SyntaxError::MissingSeparator("d3d4".into())),
        ("d3-d4xd5", SyntaxError::MixedSeparators),
        ("d3-", SyntaxError::MissingSquare),
        ("d3-d4-d5", SyntaxError::LongStep),
    ];
    for (text, want) in cases {
        assert_eq!(text.parse::<UncheckedMove>(), Err(want), "{text}");
    }
    let start = Position::start(Variant::Halatafl);
    assert_eq!(
        start.play_text("k9-d4").unwrap_err().to_string(),
        "unknown square `k9`: squares are a column a-g and a rank 1-7 on the cross"
    );
}

#[test]
fn legality_errors_say_why() {
    let start = "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0";
    assert_eq!(rejection(start, "d6-d5"), "there is no piece on d6");
    assert_eq!(
        rejection(start, "d4-d5"),
        "d4 holds a goose, and it is the foxes' turn"
    );
    assert_eq!(rejection(start, "c7-c5"), "c7 and c5 are not adjacent");
    let g = play(start, "c7-c6").to_string();
    assert_eq!(
        rejection(&g, "c6-c5"),
        "c6 holds a fox, and it is the geese's turn"
    );
    assert_eq!(rejection(&g, "d3-d4"), "d4 is occupied");
    assert_eq!(rejection(&g, "d4-d6"), "d4 and d6 are not adjacent");
}

// ---------- Game and records ----------

#[test]
fn game_rules_face() {
    let mut game = Game::from_variant(Variant::Halatafl);
    assert_eq!(game.to_move(), Seat::First);
    let legal = GameRules::legal_moves(&game);
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert_eq!(legal.len(), 6);
    assert_eq!(
        game.play_text(" C7-C6 ").unwrap(),
        vec!["c7-c6".to_string()]
    );
    assert_eq!(game.to_move(), Seat::Second);
    let before = game.position_text();
    assert!(game.play_text("d3-d5").is_err());
    assert_eq!(game.position_text(), before, "nothing changes on error");
    assert_eq!(game.position_text(), game.position().to_string());
}

#[test]
fn record_round_trips_and_reports_line_numbers() {
    let mut game = Game::from_variant(Variant::Halatafl);
    for mv in ["c7-c6", "d4-d5", "c6-c5", "d3-d4"] {
        game.play_text(mv).unwrap();
    }
    let record = game.record();
    assert!(record.starts_with("game foxgeese\nvariant halatafl\nstart F.F/"));
    assert!(record.ends_with("result in progress\nend\n"));
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.position(), game.position());
    assert_eq!(back.moves(), game.moves());

    let commented = "# a game\ngame foxgeese\nvariant halatafl  # two foxes\n\nc7-c6\nresult in progress\nend\n";
    assert_eq!(Game::from_record(commented).unwrap().moves().len(), 1);

    let bad_move =
        "game foxgeese\nvariant halatafl\nc7-c6\nd4-d5\nd4-d6\nresult in progress\nend\n";
    let e = Game::from_record(bad_move).unwrap_err();
    assert_eq!(e.line, 5, "{e}");
    assert!(e.to_string().starts_with("line 5: move `d4-d6`"), "{e}");

    let wrong_result = "game foxgeese\nvariant halatafl\nresult geese win (pen-filled)\nend\n";
    assert_eq!(Game::from_record(wrong_result).unwrap_err().line, 3);
    let no_end = "game foxgeese\nvariant halatafl\nresult in progress\n";
    assert!(Game::from_record(no_end).is_err());
    let mismatch = "game foxgeese\nvariant standard\nstart F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 0\nresult in progress\nend\n";
    assert_eq!(Game::from_record(mismatch).unwrap_err().line, 3);
    assert_eq!(Game::from_record("game chess\n").unwrap_err().line, 1);
}

#[test]
fn a_finished_game_records_its_result() {
    let p = pos("GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0");
    let mut game = Game::new(p);
    game.play_text("c4-c5").unwrap();
    let record = game.record();
    assert!(
        record.contains("result geese win (pen-filled)\n"),
        "{record}"
    );
    assert_eq!(
        Game::from_record(&record).unwrap().end(),
        Some(End::PenFilled)
    );
}
