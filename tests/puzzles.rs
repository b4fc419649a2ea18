//! The puzzle bank (issue 29, docs/puzzles.md): every puzzle of `data/puzzles/` proved again
//! by the solver (a forced win in exactly the theme's turns, a unique first turn, a legal
//! line that keeps the win), the line format, and playing a puzzle with `answer`.

use tablero::games::{foxgeese, tzaar};
use tablero::puzzle::{
    self, AnswerError, LineError, LineProblem, ProofError, Puzzle, PuzzleState, Theme, TzaarWin,
    Verdict,
};

fn bank_file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/puzzles")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn bank(name: &str) -> Vec<Puzzle> {
    puzzle::parse_bank(&bank_file(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A puzzle around a position, with the solver's theme and line.
fn found(game: tablero::games::GameKind, position: &str) -> Puzzle {
    let f = puzzle::find(game, position, 3).unwrap_or_else(|e| panic!("{position}: {e}"));
    Puzzle {
        id: "t-1".into(),
        game,
        position: position.into(),
        solution: f.solution,
        theme: f.theme,
        difficulty: 1,
        source: "test".into(),
    }
}

#[test]
fn every_puzzle_in_the_bank_is_proved_unique() {
    tablero::packs::install();
    let started = std::time::Instant::now();
    let tz = bank("tzaar.tsv");
    let fg = bank("foxgeese.tsv");
    let mut failures = Vec::new();
    for p in tz.iter().chain(&fg) {
        if let Err(e) = p.prove() {
            failures.push(format!("{}: {e}", p.id));
        }
    }
    eprintln!(
        "{} puzzles proved in {:.1} s",
        tz.len() + fg.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(tz.len() >= 300, "{} TZAAR puzzles", tz.len());
    assert!(fg.len() >= 100, "{} Fox and Geese puzzles", fg.len());
    // Every theme the issue asks for is there.
    let has = |bank: &[Puzzle], f: &dyn Fn(Theme) -> bool| bank.iter().any(|p| f(p.theme));
    for turns in [1, 2] {
        for how in [TzaarWin::LastOfType, TzaarWin::NoCapture] {
            assert!(
                has(&tz, &|t| t == Theme::Tzaar { turns, how }),
                "{turns} {how:?}"
            );
        }
    }
    assert!(has(&fg, &|t| matches!(t, Theme::Trap { .. })));
    assert!(has(&fg, &|t| matches!(t, Theme::WinGeese { .. })));
    for variant in ["halatafl", "standard"] {
        assert!(
            fg.iter().any(|p| p
                .position
                .split_whitespace()
                .nth(2)
                .unwrap()
                .starts_with(variant)),
            "{variant}"
        );
    }
}

#[test]
fn bank_files_read_and_write_back_identically() {
    tablero::packs::install();
    for name in ["tzaar.tsv", "foxgeese.tsv"] {
        let text = bank_file(name);
        let header: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("# ").or(l.strip_prefix('#')))
            .collect();
        let puzzles = puzzle::parse_bank(&text).unwrap();
        assert_eq!(
            puzzle::bank_text(&header.join("\n"), &puzzles),
            text,
            "{name}"
        );
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            assert_eq!(Puzzle::from_line(line).unwrap().to_line(), line);
        }
    }
}

/// What a malformed line's problem should be.
type Expected = fn(&LineProblem) -> bool;

#[test]
fn malformed_lines_are_typed_errors_with_their_line() {
    tablero::packs::install();
    let good = "tz-1\ttzaar\tZRTt./....../......./......../......../......../......./....../zr... w 1\ta3xa4\twin-in-1 last-of-type\t1\ttest";
    assert!(puzzle::parse_bank(good).is_ok());
    let cases: Vec<(String, Expected)> = vec![
        (good.replace("\ttest", ""), |p| {
            matches!(p, LineProblem::FieldCount(6))
        }),
        (good.replace("tz-1", "tz 1"), |p| {
            matches!(p, LineProblem::BadId(_))
        }),
        (good.replace("\ttzaar\t", "\tchess\t"), |p| {
            matches!(p, LineProblem::UnknownGame(_))
        }),
        (good.replace("zr...", "zr.."), |p| {
            matches!(p, LineProblem::Position(_))
        }),
        (good.replace("a3xa4", " "), |p| {
            matches!(p, LineProblem::EmptySolution)
        }),
        (
            good.replace("win-in-1 last-of-type", "win-in-1 checkmate"),
            |p| matches!(p, LineProblem::Theme(_)),
        ),
        (good.replace("\t1\ttest", "\t6\ttest"), |p| {
            matches!(p, LineProblem::Difficulty(_))
        }),
        (good.replace("\t1\ttest", "\tx\ttest"), |p| {
            matches!(p, LineProblem::Difficulty(_))
        }),
        (good.replace("\ttest", "\t "), |p| {
            matches!(p, LineProblem::EmptySource)
        }),
        (format!("{good}\n{good}"), |p| {
            matches!(p, LineProblem::DuplicateId(_))
        }),
    ];
    for (text, expected) in cases {
        let text = format!("# a header\n\n{text}");
        let err: LineError = puzzle::parse_bank(&text).unwrap_err();
        assert!(expected(&err.problem), "{text}: {err}");
        assert!(err.line >= 3, "{err}");
        assert!(err.to_string().starts_with("puzzle line "), "{err}");
    }
    // Any text at all is an error or a bank, never a panic.
    for junk in [
        "tz\t\t\t\t\t\t",
        "a\tb\tc\td\te\tf\tg",
        "x\tfoxgeese\t\u{1F600}\t/\ttrap-in-0\t1\ts",
    ] {
        assert!(puzzle::parse_bank(junk).is_err());
    }
}

#[test]
fn a_win_in_one_by_taking_the_last_tott() {
    tablero::packs::install();
    let p = found(
        tzaar::KIND,
        "ZRTt./....../......./......../......../......../......./....../zr... w 1",
    );
    assert_eq!(
        p.theme,
        Theme::Tzaar {
            turns: 1,
            how: TzaarWin::LastOfType
        }
    );
    assert_eq!(p.solution, ["a3xa4"]);
    p.prove().unwrap();
}

#[test]
fn two_winning_first_turns_are_not_a_puzzle() {
    tablero::packs::install();
    let err = puzzle::find(
        tzaar::KIND,
        "...../....../....t2../..z...../......../......../......Z/...r../..T2R2. w 1",
        2,
    )
    .unwrap_err();
    assert!(matches!(err, ProofError::NotUnique { .. }), "{err}");
}

#[test]
fn a_win_by_leaving_no_capture() {
    tablero::packs::install();
    let p = found(
        tzaar::KIND,
        "....z3/....../......./.Z3.....T2/.t2....R2./......../r2.....t/...T2../..... w 1",
    );
    assert_eq!(
        p.theme,
        Theme::Tzaar {
            turns: 1,
            how: TzaarWin::NoCapture
        }
    );
    assert_eq!(p.solution, ["d2xe2 e8-d8"]);
    p.prove().unwrap();
}

#[test]
fn fox_and_geese_a_trap_in_one_and_a_double_jump() {
    tablero::packs::install();
    let trap = found(
        foxgeese::KIND,
        ".../.../G....../GG.G.../FGG..../.../... g standard 0",
    );
    assert_eq!(trap.theme, Theme::Trap { moves: 1 });
    assert_eq!(trap.solution, ["d4-c5"]);
    trap.prove().unwrap();
    let jump = found(
        foxgeese::KIND,
        ".../.../...GG../...F.../GG...../.../GGG f standard 0",
    );
    assert_eq!(jump.theme, Theme::WinGeese { geese: 2, moves: 1 });
    assert_eq!(jump.solution, ["d4xd6xf4"]);
    jump.prove().unwrap();
}

#[test]
fn a_wrong_claim_fails_its_proof() {
    tablero::packs::install();
    let mut p = found(
        tzaar::KIND,
        "ZRTt./....../......./......../......../......../......./....../zr... w 1",
    );
    p.theme = Theme::Tzaar {
        turns: 2,
        how: TzaarWin::LastOfType,
    };
    assert!(matches!(p.prove(), Err(ProofError::WrongTheme { .. })));
    let mut jump = found(
        foxgeese::KIND,
        ".../.../...GG../...F.../GG...../.../GGG f standard 0",
    );
    jump.solution = vec!["d4xd6".into()];
    assert!(matches!(jump.prove(), Err(ProofError::BadLine { .. })));
    jump.position = "not a position".into();
    assert!(matches!(jump.prove(), Err(ProofError::Position(_))));
}

#[test]
fn answers_right_wrong_and_illegal() {
    tablero::packs::install();
    let p = found(
        tzaar::KIND,
        "ZRTt./....../......./......../......../......../......./....../zr... w 1",
    );
    let start = PuzzleState::default();
    assert_eq!(
        p.answer(&start, "A3 x A4").unwrap(),
        Verdict::Solved {
            played: "a3xa4".into(),
            reply: None
        }
    );
    assert!(matches!(
        p.answer(&start, "a3xa5"),
        Err(AnswerError::Illegal(_))
    ));
    // A wrong Fox and Geese answer: the fox's reply shows the trap is gone.
    let trap = found(
        foxgeese::KIND,
        ".../.../G....../GG.G.../FGG..../.../... g standard 0",
    );
    match trap.answer(&start, "d4-d5").unwrap() {
        Verdict::Wrong {
            played, refutation, ..
        } => {
            assert_eq!(played, "d4-d5");
            assert!(refutation.is_some());
        }
        other => panic!("{other:?}"),
    }
}

/// The first puzzle of a theme in the bank.
fn first_of(bank: &[Puzzle], theme: impl Fn(Theme) -> bool) -> Puzzle {
    bank.iter()
        .find(|p| theme(p.theme))
        .cloned()
        .expect("a puzzle of that theme")
}

#[test]
fn a_multi_turn_puzzle_continues_with_the_defenders_reply() {
    tablero::packs::install();
    for p in [
        first_of(&bank("tzaar.tsv"), |t| {
            matches!(t, Theme::Tzaar { turns: 2, .. })
        }),
        first_of(&bank("foxgeese.tsv"), |t| t.turns() == 2),
    ] {
        let start = PuzzleState::default();
        let Verdict::Continue {
            played,
            reply,
            state,
        } = p.answer(&start, &p.solution[0]).unwrap()
        else {
            panic!("{}: the first turn does not continue", p.id)
        };
        assert_eq!(played, p.solution[0]);
        assert_eq!(reply, p.solution[1], "{}", p.id);
        let stored = PuzzleState::from_text(&state.to_text());
        assert_eq!(stored, state);
        assert_eq!(p.turns_left(&start).unwrap(), 2);
        assert_eq!(p.turns_left(&stored).unwrap(), 1);
        assert_ne!(p.position_after(&stored).unwrap(), p.position);
        assert!(matches!(
            p.answer(&stored, &p.solution[2]).unwrap(),
            Verdict::Solved { .. }
        ));
        // Another first turn is wrong, with a refutation.
        let other = match p.game.key() {
            "tzaar" => {
                let pos: tzaar::Position = p.position.parse().unwrap();
                let mut g = tzaar::Game::from_position(pos);
                let first = tzaar::legal_move_texts(g.position())
                    .into_iter()
                    .find(|m| !p.solution[0].starts_with(m.as_str()))
                    .unwrap();
                g.play_turn(&first).unwrap();
                // The second move, unless the first ended the game.
                let second = tzaar::legal_move_texts(g.position()).into_iter().next();
                format!("{first} {}", second.unwrap_or_default())
            }
            _ => foxgeese::legal_move_texts(&foxgeese::Position::from_text(&p.position).unwrap())
                .into_iter()
                .find(|m| *m != p.solution[0])
                .unwrap(),
        };
        let other = other.trim_end_matches(" ").to_string();
        match p.answer(&start, &other) {
            Ok(Verdict::Wrong { .. }) | Err(AnswerError::Illegal(_)) => {}
            r => panic!("{}: {other}: {r:?}", p.id),
        }
        // After the end there is nothing to answer.
        let mut done = stored.clone();
        done.turns.push(p.solution[2].clone());
        assert_eq!(p.answer(&done, "pass"), Err(AnswerError::Finished));
        assert_eq!(p.turns_left(&done).unwrap(), 0);
    }
}

mod never_panics {
    //! Outside text (a bank line, a stored state, a player's answer) is a typed error at
    //! worst, never a panic.

    use super::*;
    use proptest::prelude::*;

    fn sample() -> Vec<Puzzle> {
        let tz = bank("tzaar.tsv");
        let fg = bank("foxgeese.tsv");
        vec![
            tz[0].clone(),
            tz[tz.len() - 1].clone(),
            fg[0].clone(),
            fg[fg.len() - 1].clone(),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn any_text_reads_as_a_bank_or_an_error(text in "\\PC{0,160}") {
            tablero::packs::install();
            let _ = puzzle::parse_bank(&text);
        }

        #[test]
        fn a_damaged_line_is_an_error_or_a_puzzle_that_proves_or_not(
            which in 0usize..4,
            at in 0usize..400,
            cut in 0usize..6,
            insert in "[a-i1-9x/. \t-]{0,4}",
        ) {
            tablero::packs::install();
            let line = sample()[which].to_line();
            let mut chars: Vec<char> = line.chars().collect();
            let at = at.min(chars.len());
            let end = (at + cut).min(chars.len());
            chars.splice(at..end, insert.chars());
            let damaged: String = chars.into_iter().collect();
            if let Ok(p) = Puzzle::from_line(&damaged) {
                let _ = p.prove();
                let _ = p.answer(&PuzzleState::default(), &p.solution[0]);
            }
        }

        #[test]
        fn any_answer_or_state_is_judged_or_refused(
            which in 0usize..4,
            state in "[a-i1-9x/ -]{0,24}",
            turn in "\\PC{0,24}",
        ) {
            tablero::packs::install();
            let p = &sample()[which];
            let _ = p.answer(&PuzzleState::default(), &turn);
            let _ = p.answer(&PuzzleState::from_text(&state), &turn);
        }
    }
}
