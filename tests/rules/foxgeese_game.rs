//! Rules tests for the end of the game, table options, position validation, notation
//! errors and game records (movement rules are in `foxgeese_rules.rs`).

use tablero::games::foxgeese::{
    End, Game, GeeseCount, IllegalMove, MoveError, Piece, Point, Position, PositionProblem, Setup,
    SyntaxError, UncheckedMove, Variant, legal_move_texts, parse_position_arg,
};
use tablero::games::{GameRules, Seat};

use crate::support::{fox_pos, sorted};

fn rejection(position: &str, mv: &str) -> String {
    match fox_pos(position).play_text(mv) {
        Ok(_) => panic!("{mv} was accepted in {position}"),
        Err(e) => e.to_string(),
    }
}

fn play(position: &str, mv: &str) -> Position {
    fox_pos(position)
        .play_text(mv)
        .unwrap_or_else(|e| panic!("{mv}: {e}"))
        .1
}

// ---------- end of the game ----------

fn end_of(text: &str) -> Option<End> {
    fox_pos(text).end()
}

#[test]
fn geese_win_by_filling_the_pen_in_halatafl() {
    let p = "GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0";
    let after = play(p, "c4-c5");
    assert_eq!(after.end(), Some(End::PenFilled));
    let o = after.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason.key()),
        (Some(Seat::Second), "pen-filled")
    );
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
    let o = fox_pos(two).outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason.key()),
        (Some(Seat::Second), "foxes-trapped")
    );
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
    let capture = legal_move_texts(&fox_pos(h));
    assert_eq!(capture, sorted(&["d7xd5xb3xb5", "d7xd5xd3xb5xb3"]));
    let after = play(h, "d7xd5xb3xb5");
    assert_eq!(after.goose_count(), 6);
    assert_eq!(after.end(), Some(End::FewGeese));
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason.key()), (Some(Seat::First), "few-geese"));
}

#[test]
fn foxes_win_when_the_geese_are_trapped() {
    let p = "GGG/G../......./...F.../......./.../... g standard 0";
    assert_eq!(end_of(p), Some(End::GeeseTrapped));
    let o = fox_pos(p).outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason.key()),
        (Some(Seat::First), "geese-trapped")
    );
}

#[test]
fn one_hundred_quiet_plies_draw() {
    let p = "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 99";
    assert_eq!(end_of(p), None);
    let after = play(p, "c7-c6");
    assert_eq!(after.quiet(), 100);
    assert_eq!(after.end(), Some(End::QuietDraw));
    let o = after.outcome().unwrap();
    assert_eq!((o.winner, o.reason.key()), (None, "quiet-draw"));
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        rejection(&after.to_string(), "d4-d5"),
        format!("the game is over ({})", End::QuietDraw)
    );
}

#[test]
fn threefold_repetition_draws_through_game() {
    let start = fox_pos(".../.../......./...F.../GGGGGG./GGG/GGG f standard+sideways 0");
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
    assert_eq!((o.winner, o.reason.key()), (None, "repetition"));
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
        let p = fox_pos(text);
        assert_eq!(p.to_string(), text);
        assert_eq!(Position::from_setup(&p.to_setup()), Ok(p));
    }
    // Lenient input, canonical output.
    let p = fox_pos("  f.f/.../......./ggggggg/GGGGGGG/GGG/GGG   F   HALATAFL   0 ");
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
    // What phones type: fullwidth letters and digits, other dashes and crosses.
    let (m, _) = start.play_text("ｃ７－ｃ６").unwrap();
    assert_eq!(m.to_string(), "c7-c6");
    let (m, _) = start.play_text("c7 – c6").unwrap();
    assert_eq!(m.to_string(), "c7-c6");
    let u: UncheckedMove = "c7×e5×g3".parse().unwrap();
    assert_eq!(u.to_string(), "c7xe5xg3");
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
    let p = fox_pos("GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0");
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

#[test]
fn every_ending_away_from_the_board_is_recorded_and_read_back() {
    use tablero::games::Outcome;
    for (outcome, line) in [
        (
            Outcome::resignation(Seat::First),
            "result geese win (resigned)",
        ),
        (Outcome::timeout(Seat::Second), "result foxes win (timeout)"),
        (Outcome::agreed_draw(), "result draw (agreed-draw)"),
        (Outcome::aborted(), "result no result (aborted)"),
    ] {
        let mut game = Game::from_variant(Variant::Halatafl);
        game.play_text("c7-c6").unwrap();
        game.conclude(outcome).unwrap();
        let record = game.record();
        assert!(record.contains(line), "{record}");
        let back = Game::from_record(&record).unwrap();
        assert_eq!(back.outcome(), Some(outcome), "{record}");
        assert_eq!(back.moves(), game.moves());
        assert!(game.play_text("c3-c2").is_err(), "no move after the end");
        assert!(game.legal_moves().is_empty());
        assert!(game.conclude(outcome).is_err(), "only once");
    }
}
