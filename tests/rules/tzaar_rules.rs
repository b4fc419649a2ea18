//! One test per rule of `docs/tzaar.md`, each failing if the rule were wrong.

use tablero::games::tzaar::notation::{SyntaxError, parse_moves};
use tablero::games::tzaar::{
    Cell, Color, EndReason, Game, IllegalMove, Kind, Move, MoveError, Position, PositionError,
    Problem, SetupKind, Stack, Step, legal_move_texts, parse_position_arg, setups,
};

/// Builds position text from `(space, stack)` pairs such as `("d4", "Z3")` and `"w 1"`.
fn board(stacks: &[(&str, &str)], rest: &str) -> String {
    let mut text = String::new();
    for cell in Cell::ALL {
        if cell.index() > 0 && cell.row() == 1 {
            text.push('/');
        }
        match stacks.iter().find(|(c, _)| *c == cell.to_string()) {
            Some((_, s)) => text.push_str(s),
            None => text.push('.'),
        }
    }
    format!("{text} {rest}")
}

fn pos(stacks: &[(&str, &str)], rest: &str) -> Position {
    board(stacks, rest)
        .parse()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

/// Every type for both sides somewhere out of the way, plus the given stacks.
fn with_armies(extra: &[(&str, &str)], rest: &str) -> Position {
    let mut stacks = vec![
        ("a1", "Z"),
        ("a2", "R"),
        ("a3", "T"),
        ("i1", "z"),
        ("i2", "r"),
        ("i3", "t"),
    ];
    stacks.extend_from_slice(extra);
    pos(&stacks, rest)
}

fn illegal(p: &Position, text: &str) -> IllegalMove {
    match p.parse_move(text) {
        Err(MoveError::Illegal { reason, .. }) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

// ---- Board and coordinates -------------------------------------------------------------

#[test]
fn the_board_has_sixty_spaces_and_no_centre() {
    assert_eq!(Cell::ALL.len(), 60);
    assert!("e5".parse::<Cell>().is_err());
    for (column, points) in "abcdefghi".chars().zip([5, 6, 7, 8, 9, 8, 7, 6, 5]) {
        for row in 1..=points {
            let name = format!("{column}{row}");
            assert_eq!(name.parse::<Cell>().is_ok(), name != "e5", "{name}");
        }
        assert!(format!("{column}{}", points + 1).parse::<Cell>().is_err());
    }
    assert_eq!("E3".parse::<Cell>(), "e3".parse::<Cell>());
}

#[test]
fn nothing_moves_across_the_centre() {
    // e4-e6 and d4-f5 would cross e5.
    let p = with_armies(&[("e4", "T"), ("e6", "t"), ("d4", "R"), ("f5", "r")], "w 1");
    let moves = legal_move_texts(&p);
    assert!(!moves.contains(&"e4xe6".to_string()));
    assert!(!moves.contains(&"d4xf5".to_string()));
    assert!(matches!(
        illegal(&p, "e4xe6"),
        IllegalMove::CentreInTheWay { .. }
    ));
    assert!(matches!(
        illegal(&p, "d4xf5"),
        IllegalMove::CentreInTheWay { .. }
    ));
}

// ---- Setups ------------------------------------------------------------------------------

#[test]
fn the_fixed_setup_is_the_official_diagram() {
    let diagram = "a1 b-Tott  a2 b-Tott  a3 b-Tott  a4 b-Tott  a5 W-Tott
   b1 W-Tott  b2 b-Tzarra b3 b-Tzarra b4 b-Tzarra b5 W-Tzarra b6 W-Tott
   c1 W-Tott  c2 W-Tzarra c3 b-Tzaar c4 b-Tzaar c5 W-Tzaar c6 W-Tzarra c7 W-Tott
   d1 W-Tott  d2 W-Tzarra d3 W-Tzaar d4 b-Tott d5 W-Tott d6 W-Tzaar d7 W-Tzarra d8 W-Tott
   e1 W-Tott  e2 W-Tzarra e3 W-Tzaar e4 W-Tott e6 b-Tott e7 b-Tzaar e8 b-Tzarra e9 b-Tott
   f1 b-Tott  f2 b-Tzarra f3 b-Tzaar f4 b-Tott f5 W-Tott f6 b-Tzaar f7 b-Tzarra f8 b-Tott
   g1 b-Tott  g2 b-Tzarra g3 b-Tzaar g4 W-Tzaar g5 W-Tzaar g6 b-Tzarra g7 b-Tott
   h1 b-Tott  h2 b-Tzarra h3 W-Tzarra h4 W-Tzarra h5 W-Tzarra h6 b-Tott
   i1 b-Tott  i2 W-Tott  i3 W-Tott  i4 W-Tott  i5 W-Tott";
    let fixed = setups::fixed();
    let words: Vec<&str> = diagram.split_whitespace().collect();
    assert_eq!(words.len(), 120);
    for pair in words.chunks(2) {
        let (color, kind) = pair[1].split_once('-').unwrap();
        let expected = Stack {
            color: if color == "W" {
                Color::White
            } else {
                Color::Black
            },
            kind: match kind {
                "Tzaar" => Kind::Tzaar,
                "Tzarra" => Kind::Tzarra,
                _ => Kind::Tott,
            },
            height: 1,
        };
        assert_eq!(fixed.stack_at(cell(pair[0])), Some(expected), "{}", pair[0]);
    }
    assert_eq!((fixed.side(), fixed.step()), (Color::White, Step::Open));
    assert_eq!(fixed.to_string(), setups::FIXED_TEXT);
}

#[test]
fn a_random_setup_is_rebuilt_from_its_seed() {
    assert_eq!(setups::random(12345), setups::random(12345));
    assert_ne!(setups::random(1), setups::random(2));
    // The seed-to-board mapping is stored data: it must never change.
    assert_eq!(
        setups::random(7).to_string(),
        "tttzR/RRTTRt/RtTTttt/ZRTzrRrT/tTTTtRTT/ZzZrZtTt/rTtrRtr/tZzZzr/TzrrT w open"
    );
    for seed in 0..50 {
        let p = setups::random(seed);
        for color in Color::ALL {
            for kind in Kind::ALL {
                assert_eq!(p.visible(color, kind), u32::from(kind.supply()));
            }
        }
    }
    assert_eq!("random 99".parse(), Ok(SetupKind::Random(99)));
    assert!("random".parse::<SetupKind>().is_err());
}

#[test]
fn tournament_placement_alternates_from_white_and_then_play_opens() {
    let mut p = setups::tournament();
    assert_eq!((p.side(), p.step()), (Color::White, Step::Place));
    assert_eq!(p.legal_moves().len(), 180);
    // Placement never ends the game, though nobody shows all three types yet.
    let first = p.parse_move("Zd4").unwrap();
    p = p.play(first).unwrap();
    assert_eq!(p.side(), Color::Black);
    assert!(p.ending().is_none());
    // Fill the board: each player places what it still holds, White first.
    let mut placed = 1;
    while p.step() == Step::Place {
        let mv = p.legal_moves()[0];
        p = p.play(mv).unwrap();
        placed += 1;
    }
    assert_eq!(placed, 60);
    assert_eq!((p.side(), p.step()), (Color::White, Step::Open));
    for color in Color::ALL {
        for kind in Kind::ALL {
            assert_eq!(p.visible(color, kind), u32::from(kind.supply()));
        }
    }
}

#[test]
fn placement_errors_say_why() {
    let p = pos(&[("a1", "Z")], "b place");
    assert_eq!(illegal(&p, "Ta1"), IllegalMove::Occupied(cell("a1")));
    assert_eq!(illegal(&p, "a1xa2"), IllegalMove::MustPlace);
    assert_eq!(illegal(&p, "pass"), IllegalMove::MustPlace);
    let six: Vec<(&str, &str)> = ["a1", "a2", "a3", "a4", "a5", "b1"]
        .iter()
        .map(|c| (*c, "z"))
        .collect();
    let mut stacks = six.clone();
    stacks.extend(
        ["c1", "c2", "c3", "c4", "c5", "c6", "c7"]
            .iter()
            .map(|c| (*c, "T")),
    );
    let p = pos(&stacks, "b place");
    assert_eq!(
        illegal(&p, "Zd4"),
        IllegalMove::NoneLeftToPlace(Kind::Tzaar)
    );
    assert_eq!(p.to_place(Color::Black, Kind::Tzaar), 0);
    assert_eq!(p.to_place(Color::Black, Kind::Tott), 15);
    assert_eq!(illegal(&setups::fixed(), "Zd4"), IllegalMove::NotPlacing);
}

// ---- Turns ---------------------------------------------------------------------------------

#[test]
fn whites_opening_is_a_single_capture() {
    let p = setups::fixed();
    assert!(
        p.legal_moves()
            .iter()
            .all(|m| matches!(m, Move::Capture { .. }))
    );
    assert_eq!(illegal(&p, "pass"), IllegalMove::OpeningIsOneCapture);
    assert_eq!(
        p.play_text("d3xd4 c2-c3").unwrap_err(),
        MoveError::TooManyMoves { step: Step::Open }
    );
    let (after, _) = p.play_text("d3xd4").unwrap();
    assert_eq!((after.side(), after.step()), (Color::Black, Step::First));
}

#[test]
fn blacks_first_turn_and_every_later_turn_has_two_moves() {
    let (p, _) = setups::fixed().play_text("d3xd4").unwrap();
    let (mid, _) = p.play_text("c4xd4").unwrap();
    assert_eq!((mid.side(), mid.step()), (Color::Black, Step::Second));
    let (next, played) = p.play_text("c4xd4 pass").unwrap();
    assert_eq!(played.len(), 2);
    assert_eq!((next.side(), next.step()), (Color::White, Step::First));
    assert_eq!(
        p.play_text("c4xd4 pass pass").unwrap_err(),
        MoveError::TooManyMoves { step: Step::First }
    );
}

#[test]
fn the_first_move_of_a_turn_must_capture() {
    let p = with_armies(&[("d4", "T"), ("d5", "T"), ("f3", "t")], "w 1");
    assert!(matches!(illegal(&p, "d4-d5"), IllegalMove::CaptureFirst));
    assert!(matches!(illegal(&p, "pass"), IllegalMove::CaptureFirst));
    assert!(legal_move_texts(&p).iter().all(|m| m.contains('x')));
}

#[test]
fn the_second_move_may_capture_stack_or_pass() {
    let p = with_armies(&[("d4", "T"), ("d5", "R"), ("d7", "t")], "w 2");
    let moves = legal_move_texts(&p);
    assert!(moves.contains(&"d5xd7".to_string()));
    assert!(moves.contains(&"d4-d5".to_string()));
    assert!(moves.contains(&"pass".to_string()));
    // A stack: the mover ends on top, heights add, the stack takes the mover's type.
    let stacked = p.play(p.parse_move("d4-d5").unwrap()).unwrap();
    assert_eq!(
        stacked.stack_at(cell("d5")),
        Some(Stack {
            color: Color::White,
            kind: Kind::Tott,
            height: 2
        })
    );
    assert_eq!(stacked.stack_at(cell("d4")), None);
    assert_eq!(
        (stacked.side(), stacked.step()),
        (Color::Black, Step::First)
    );
}

// ---- Captures ------------------------------------------------------------------------------

#[test]
fn a_capture_slides_over_empty_spaces_onto_the_first_stack() {
    let p = with_armies(&[("d1", "T"), ("d6", "t"), ("d8", "t")], "w 1");
    let moves = legal_move_texts(&p);
    assert!(moves.contains(&"d1xd6".to_string()));
    assert!(!moves.contains(&"d1xd8".to_string()), "cannot jump over d6");
    assert_eq!(
        illegal(&p, "d1xd8"),
        IllegalMove::Blocked {
            from: cell("d1"),
            to: cell("d8"),
            by: cell("d6")
        }
    );
    let after = p.play(p.parse_move("d1xd6").unwrap()).unwrap();
    assert_eq!(
        after.stack_at(cell("d6")),
        Some(Stack {
            color: Color::White,
            kind: Kind::Tott,
            height: 1
        })
    );
    assert_eq!(after.off_board(Color::Black), 30 - 4);
}

#[test]
fn a_capture_needs_a_target_no_taller_than_the_mover() {
    let p = with_armies(
        &[("d1", "R2"), ("d3", "z2"), ("f1", "T"), ("f3", "t2")],
        "w 1",
    );
    let moves = legal_move_texts(&p);
    assert!(
        moves.contains(&"d1xd3".to_string()),
        "equal heights capture"
    );
    assert!(!moves.contains(&"f1xf3".to_string()));
    assert_eq!(
        illegal(&p, "f1xf3"),
        IllegalMove::TargetTaller {
            to: cell("f3"),
            target: 2,
            mover: 1
        }
    );
}

#[test]
fn stacks_never_move_onto_empty_spaces_or_off_lines() {
    let p = with_armies(&[("d1", "T"), ("d6", "t")], "w 1");
    assert_eq!(illegal(&p, "d1xd3"), IllegalMove::EmptyTarget(cell("d3")));
    assert!(matches!(illegal(&p, "d1xe3"), IllegalMove::NoLine { .. }));
    assert_eq!(illegal(&p, "d6xd1"), IllegalMove::NotYourStack(cell("d6")));
    assert_eq!(illegal(&p, "c1xd6"), IllegalMove::NoStack(cell("c1")));
    assert_eq!(illegal(&p, "d1xd1"), IllegalMove::SameSpace(cell("d1")));
}

#[test]
fn moves_given_as_values_must_name_the_right_kind() {
    let p = with_armies(&[("d1", "T"), ("d2", "T"), ("d3", "t")], "w 2");
    let stack_onto_enemy = Move::Stack {
        from: cell("d2"),
        to: cell("d3"),
    };
    assert_eq!(
        p.check(stack_onto_enemy),
        Err(IllegalMove::StackOntoOpponent {
            from: cell("d2"),
            to: cell("d3")
        })
    );
    let capture_own = Move::Capture {
        from: cell("d1"),
        to: cell("d2"),
    };
    assert_eq!(
        p.check(capture_own),
        Err(IllegalMove::CaptureOwn {
            from: cell("d1"),
            to: cell("d2")
        })
    );
}

// ---- End of the game ---------------------------------------------------------------------

#[test]
fn capturing_the_last_piece_of_a_type_wins_at_once_with_no_second_move() {
    // Black's only Tzarra is on d3; White captures it with its first move.
    let p = pos(
        &[
            ("a1", "Z"),
            ("a2", "R"),
            ("d1", "T"),
            ("i1", "z"),
            ("d3", "r"),
            ("i3", "t"),
            ("d7", "t"),
        ],
        "w 1",
    );
    let (after, _) = p.play_text("d1xd3").unwrap();
    let end = after.ending().unwrap();
    assert_eq!(
        (end.winner, end.reason),
        (Color::White, EndReason::MissingType(Kind::Tzarra))
    );
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        p.play_text("d1xd3 d3xd7").unwrap_err(),
        MoveError::EndedAfterFirst {
            first: "d1xd3".into()
        }
    );
    assert_eq!(illegal(&after, "d3xd7"), IllegalMove::GameOver);
}

#[test]
fn stacking_onto_your_own_last_type_is_legal_and_loses_at_once() {
    // White's only Tzaar is on d2; stacking the Tott from d1 onto it hides it.
    let p = pos(
        &[
            ("d1", "T"),
            ("d2", "Z"),
            ("a2", "R"),
            ("i1", "z"),
            ("i2", "r"),
            ("i3", "t"),
        ],
        "w 2",
    );
    assert!(legal_move_texts(&p).contains(&"d1-d2".to_string()));
    let (after, _) = p.play_text("d1-d2").unwrap();
    let end = after.ending().unwrap();
    assert_eq!(
        (end.winner, end.reason),
        (Color::Black, EndReason::MissingType(Kind::Tzaar))
    );
}

#[test]
fn no_capture_loses_only_at_the_start_of_a_turn() {
    // White's stacks can reach nothing it may capture (the black stack is too tall).
    let stacks = [
        ("a1", "Z"),
        ("a2", "R"),
        ("a3", "T"),
        ("a5", "z3"),
        ("i1", "r"),
        ("i2", "t"),
    ];
    let start = pos(&stacks, "w 1");
    let end = start.ending().unwrap();
    assert_eq!(
        (end.winner, end.reason),
        (Color::Black, EndReason::NoCapture)
    );
    assert!(start.legal_moves().is_empty());
    // In the middle of the turn the same board is not lost: stack or pass remain.
    let middle = pos(&stacks, "w 2");
    assert!(middle.ending().is_none());
    assert!(legal_move_texts(&middle).contains(&"pass".to_string()));
    // White's opening turn is a turn start too.
    let opening = pos(&stacks, "w open");
    assert_eq!(
        opening.ending().map(|e| e.reason),
        Some(EndReason::NoCapture)
    );
}

#[test]
fn a_missing_type_is_looked_at_before_the_missing_capture() {
    // Black (to move) has no Tzarra and no capture: it has lost for the missing type.
    let p = pos(
        &[
            ("a1", "Z"),
            ("a2", "R"),
            ("a3", "T"),
            ("i1", "z"),
            ("i5", "t"),
        ],
        "b 1",
    );
    assert_eq!(
        p.ending().map(|e| e.reason),
        Some(EndReason::MissingType(Kind::Tzarra))
    );
}

#[test]
fn only_tops_count_for_the_types() {
    // White's Tzarra is buried under a Tott: White shows no Tzarra and has lost.
    let p = pos(
        &[
            ("a1", "Z"),
            ("a2", "T2"),
            ("i1", "z"),
            ("i2", "r"),
            ("i3", "t"),
        ],
        "b 1",
    );
    let end = p.ending().unwrap();
    assert_eq!(
        (end.winner, end.reason),
        (Color::Black, EndReason::MissingType(Kind::Tzarra))
    );
}

// ---- Positions -----------------------------------------------------------------------------

#[test]
fn position_text_round_trips_with_heights() {
    let text = board(
        &[("a1", "Z12"), ("b2", "t3"), ("e6", "R"), ("i5", "z")],
        "b 2",
    );
    let p: Position = text.parse().unwrap();
    assert_eq!(p.to_string(), text);
    assert_eq!(p.stack_at(cell("a1")).unwrap().height, 12);
    // A height written as 1 is accepted and printed without it.
    let one: Position = board(&[("a1", "Z1")], "w 1").parse().unwrap();
    assert_eq!(one.to_string(), board(&[("a1", "Z")], "w 1"));
    // Case of the step is lenient; output is canonical.
    assert_eq!(parse_position_arg("FIXED").unwrap(), setups::fixed());
}

#[test]
fn impossible_positions_list_every_problem() {
    let seven_tzaars: Vec<(&str, &str)> = ["a1", "a2", "a3", "a4", "a5", "b1", "b2"]
        .iter()
        .map(|c| (*c, "Z"))
        .collect();
    let mut stacks = seven_tzaars;
    stacks.push(("c1", "T30"));
    stacks.push(("d1", "z0"));
    let err = board(&stacks, "b open").parse::<Position>().unwrap_err();
    let PositionError::Invalid(problems) = err else {
        panic!("{err:?}")
    };
    assert!(problems.contains(&Problem::TooManyTops {
        color: Color::White,
        kind: Kind::Tzaar,
        count: 7
    }));
    assert!(problems.contains(&Problem::TooManyPieces {
        color: Color::White,
        total: 37
    }));
    assert!(problems.contains(&Problem::ZeroHeight(cell("d1"))));
    assert!(problems.contains(&Problem::BlackOpening));
}

#[test]
fn placement_positions_are_checked() {
    let stacked = board(&[("a1", "Z2")], "b place")
        .parse::<Position>()
        .unwrap_err();
    assert!(
        matches!(stacked, PositionError::Invalid(ref p) if p.contains(&Problem::StackDuringPlacement(cell("a1")))),
        "{stacked:?}"
    );
    let wrong = board(&[("a1", "Z")], "w place")
        .parse::<Position>()
        .unwrap_err();
    assert_eq!(
        wrong,
        PositionError::Invalid(vec![Problem::WrongPlacer {
            expected: Color::Black
        }])
    );
    let uneven = board(&[("a1", "z")], "w place")
        .parse::<Position>()
        .unwrap_err();
    assert!(
        matches!(uneven, PositionError::Invalid(ref p) if matches!(p[0], Problem::UnevenPlacement { .. }))
    );
    let full = setups::FIXED_TEXT.replace("w open", "w place");
    let err = full.parse::<Position>().unwrap_err();
    assert!(matches!(err, PositionError::Invalid(ref p) if p.contains(&Problem::NoEmptySpace)));
    // `open` with a board that is not full is valid.
    assert!(board(&[("a1", "Z")], "w open").parse::<Position>().is_ok());
}

#[test]
fn unreadable_position_text_says_why() {
    for (text, needle) in [
        ("", "found 0 field"),
        ("..... w 1", "9 columns"),
        (
            "....../....../......./......../......../......../......./....../..... w 1",
            "column a",
        ),
        (
            "..../....../......./......../......../......../......./....../..... w 1",
            "column a lists 4",
        ),
        (
            "...../....../......./......../......../......../......./....../..... x 1",
            "side",
        ),
        (
            "...../....../......./......../......../......../......./....../..... w 3",
            "step",
        ),
        (
            "Q..../....../......./......../......../......../......./....../..... w 1",
            "`Q`",
        ),
        (
            "Z999../....../......./......../......../......../......./....../..... w 1",
            "too large",
        ),
    ] {
        let err = text.parse::<Position>().unwrap_err();
        assert!(err.to_string().contains(needle), "{text}: {err}");
    }
}

// ---- Notation --------------------------------------------------------------------------------

#[test]
fn lenient_input_reads_the_move_the_board_allows() {
    let p = setups::fixed();
    for text in [
        "d3xd4",
        "D3 x D4",
        "d3d4",
        " d3 × D4 ",
        "d3:d4",
        "ｄ３ｘｄ４",
        "Ｄ３　Ｘ　Ｄ４",
    ] {
        assert_eq!(p.parse_move(text).unwrap().to_string(), "d3xd4", "{text}");
    }
    let p = with_armies(&[("d4", "T"), ("d5", "R")], "w 2");
    for text in ["d4-d5", "d4d5", "d4 – d5", "d4−d5"] {
        assert_eq!(p.parse_move(text).unwrap().to_string(), "d4-d5", "{text}");
    }
    for text in ["PASS", "pasar", "Pasa", "paso", "passer", "PASSE"] {
        assert_eq!(p.parse_move(text).unwrap(), Move::Pass, "{text}");
    }
    assert!(p.parse_move("passing").is_err());
    assert!(p.parse_move("pas").is_err());
    let t = setups::tournament();
    assert_eq!(t.parse_move("zd4").unwrap().to_string(), "Zd4");
    assert_eq!(t.parse_move("Re6").unwrap().to_string(), "Re6");
    assert_eq!(t.parse_move("T i5").unwrap().to_string(), "Ti5");
}

#[test]
fn a_separator_that_contradicts_the_board_is_refused_with_the_move_it_would_be() {
    // The fixed start: d3 (White) and d4 (Black) face each other; d2 is White's.
    let p = setups::fixed();
    let err = p.parse_move("d3-d4").unwrap_err();
    assert!(
        matches!(
            &err,
            MoveError::Illegal {
                reason: IllegalMove::StackOntoOpponent { .. },
                ..
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("write d3xd4"), "{err}");
    let p = with_armies(&[("d5", "T"), ("d6", "R")], "w 2");
    let err = p.parse_move("d5xd6").unwrap_err();
    assert!(
        err.to_string()
            .contains("d5 → d6 is a stack, not a capture"),
        "{err}"
    );
    assert!(err.to_string().contains("write d5-d6"), "{err}");
    // Nothing was played.
    assert_eq!(p.parse_move("d5-d6").unwrap().to_string(), "d5-d6");
}

#[test]
fn unreadable_moves_say_why() {
    assert_eq!(parse_moves(""), Err(SyntaxError::Empty));
    assert_eq!(parse_moves("   "), Err(SyntaxError::Empty));
    assert!(matches!(
        parse_moves("k9xd4"),
        Err(SyntaxError::Unreadable(_))
    ));
    assert!(matches!(
        parse_moves("a9xd4"),
        Err(SyntaxError::NoSuchSpace(_))
    ));
    let centre = parse_moves("e5xe6").unwrap_err();
    assert!(centre.to_string().contains("centre"), "{centre}");
    assert_eq!(
        parse_moves("d3"),
        Err(SyntaxError::MissingTarget(cell("d3")))
    );
    assert!(matches!(
        parse_moves("hello"),
        Err(SyntaxError::Unreadable(_))
    ));
    assert_eq!(parse_moves(&"d3xd4 ".repeat(40)), Err(SyntaxError::TooLong));
    assert!(matches!(
        parse_moves("x d4"),
        Err(SyntaxError::Unreadable(_))
    ));
}

#[test]
fn illegal_moves_explain_themselves() {
    let p = with_armies(
        &[
            ("c3", "T"),
            ("c4", "t"),
            ("c6", "t"),
            ("f1", "T"),
            ("f3", "t3"),
        ],
        "w 1",
    );
    let cases = [
        ("c3xc6", "blocked by c4"),
        ("f1xf3", "taller"),
        ("c4xc6", "not yours"),
        ("b1xc3", "no stack on b1"),
        ("c3xc5", "c5 is empty"),
        ("c3xe6", "not on one straight line"),
    ];
    for (text, needle) in cases {
        let err = p.play_text(text).unwrap_err().to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
    let over = pos(&[("a1", "Z"), ("i1", "z")], "w 1");
    assert!(
        over.play_text("a1xi1")
            .unwrap_err()
            .to_string()
            .contains("game is over")
    );
}

#[test]
fn a_failed_turn_changes_nothing() {
    let mut game = Game::new(SetupKind::Fixed);
    game.play_turn("d3xd4").unwrap();
    let before = game.clone();
    // The first move is fine, the second is not: neither is played.
    assert!(game.play_turn("c4xd4 a1xi5").is_err());
    assert_eq!(game, before);
}
