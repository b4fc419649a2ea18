//! Rejected moves obtained from the rules cores, in every locale; and every variant of every
//! error type, checked for three distinct texts (English matching the `Display` reference).

use super::*;
use crate::games::foxgeese::{self as fg, End, Piece, Point, UnknownPoint};
use crate::games::tzaar::geometry::CellError;
use crate::games::tzaar::{self as tz, Cell, Color, EndReason, Ending, Kind, Step, setups};
use crate::games::{AnyGame, GameRules};

// ---- TZAAR positions -------------------------------------------------------------------

/// Position text from `(space, stack)` pairs such as `("d4", "Z3")`, then `rest` (`w 1`).
fn tzaar_pos(stacks: &[(&str, &str)], rest: &str) -> tz::Position {
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
        .parse()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Every type for both sides out of the way, plus `extra`.
fn with_armies(extra: &[(&str, &str)], rest: &str) -> tz::Position {
    let mut stacks = vec![
        ("a1", "Z"),
        ("a2", "R"),
        ("a3", "T"),
        ("i1", "z"),
        ("i2", "r"),
        ("i3", "t"),
    ];
    stacks.extend_from_slice(extra);
    tzaar_pos(&stacks, rest)
}

/// The error a TZAAR position's `play_text` gives for `text`, as the play layer sees it.
fn tzaar_rejects(position: &tz::Position, text: &str) -> AnyMoveError {
    let direct = position.play_text(text).expect_err(text);
    let mut game = AnyGame::Tzaar(tz::Game::from_position(position.clone()));
    let via_game = game.play_text(text).expect_err(text);
    assert_eq!(via_game, AnyMoveError::Tzaar(direct));
    via_game
}

// ---- Fox and Geese positions -----------------------------------------------------------

fn fg_pos(text: &str) -> fg::Position {
    fg::Position::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The error a Fox and Geese game gives for `text` (checked against `Position::play_text`).
fn fg_rejects(position: &str, text: &str) -> AnyMoveError {
    let pos = fg_pos(position);
    let direct = pos.play_text(text).expect_err(text);
    let mut game = AnyGame::FoxGeese(fg::Game::new(pos));
    let via_game = game.play_text(text).expect_err(text);
    assert_eq!(via_game, AnyMoveError::FoxGeese(direct));
    via_game
}

const LONE_FOX: &str = ".../.../......./...F.../......./G.G/G.G f standard 0";
const GEESE_TO_MOVE: &str = ".../.../......./...F.../..G.G../.../GGG g standard 0";
const JUMPS: &str = ".../.../...G.../...F.../...G.../.G./G.G f standard 0";
const TWO_FOXES_IN_LINE: &str = ".../.../...F.../...F.../GGG.GGG/GGG/GGG f halatafl 0";
const BRANCHING_MORE_GEESE: &str = ".F./.G./F....../..GGG../G.....G/GGG/GGG f halatafl 0";
const ONE_CAPTURE: &str = ".F./.../...G.../...F.../G.....G/GGG/GGG f halatafl 0";
const TWO_CAPTURES: &str = ".../.../..F.F../..G.G../G.....G/GGG/GGG f halatafl 0";
const FOXES_TRAPPED: &str = "GFG/GGG/.G.G.G./......./......./.../... f standard 0";

/// Real rejections from the rules cores: a label, the error, and the squares (or move texts)
/// every locale must name.
fn real_errors() -> Vec<(&'static str, AnyMoveError, Vec<&'static str>)> {
    let line = with_armies(&[("d1", "T"), ("d6", "t"), ("d8", "t")], "w 1");
    let heights = with_armies(
        &[("d1", "R2"), ("d3", "z2"), ("f1", "T"), ("f3", "t2")],
        "w 1",
    );
    let first = with_armies(&[("d4", "T"), ("d5", "T"), ("f3", "t")], "w 1");
    let centre = with_armies(&[("e4", "T"), ("e6", "t")], "w 1");
    let last_tzarra = tzaar_pos(
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
    let (over, _) = last_tzarra.play_text("d1xd3").unwrap();
    let placing = setups::tournament();
    let (placed, _) = placing.play_text("Zd4").unwrap();
    vec![
        // TZAAR
        (
            "blocked capture",
            tzaar_rejects(&line, "d1xd8"),
            vec!["d1", "d8", "d6"],
        ),
        (
            "taller target",
            tzaar_rejects(&heights, "f1xf3"),
            vec!["f1", "f3"],
        ),
        (
            "capture first (stack)",
            tzaar_rejects(&first, "d4-d5"),
            vec!["d4", "d5"],
        ),
        (
            "capture first (pass)",
            tzaar_rejects(&first, "pass"),
            vec!["pass"],
        ),
        (
            "centre in the way",
            tzaar_rejects(&centre, "e4xe6"),
            vec!["e4", "e6"],
        ),
        (
            "empty target",
            tzaar_rejects(&line, "d1xd3"),
            vec!["d1", "d3"],
        ),
        (
            "not on a line",
            tzaar_rejects(&line, "d1xe3"),
            vec!["d1", "e3"],
        ),
        (
            "not your stack",
            tzaar_rejects(&line, "d6xd1"),
            vec!["d6", "d1"],
        ),
        ("no stack", tzaar_rejects(&line, "c1xd6"), vec!["c1", "d6"]),
        ("same space", tzaar_rejects(&line, "d1xd1"), vec!["d1"]),
        ("no such space", tzaar_rejects(&line, "d1xd12"), vec!["d12"]),
        (
            "centre is no space",
            tzaar_rejects(&line, "d1xe5"),
            vec!["e5"],
        ),
        ("missing target", tzaar_rejects(&line, "d1"), vec!["d1"]),
        (
            "unreadable",
            tzaar_rejects(&line, "hello"),
            vec!["hello", "pass", "Zd4"],
        ),
        ("empty turn", tzaar_rejects(&line, "  "), vec!["d3xd4"]),
        (
            "too many moves",
            tzaar_rejects(&line, "d1xd6 pass pass"),
            vec![],
        ),
        (
            "opening",
            tzaar_rejects(&setups::fixed(), "d3xd4 c2-c3"),
            vec![],
        ),
        (
            "ended after first",
            tzaar_rejects(&last_tzarra, "d1xd3 d3xd7"),
            vec!["d1xd3"],
        ),
        (
            "tzaar game over",
            tzaar_rejects(&over, "d3xd7"),
            vec!["d3", "d7"],
        ),
        (
            "must place",
            tzaar_rejects(&placing, "d3xd4"),
            vec!["d3", "d4", "Zd4"],
        ),
        ("occupied", tzaar_rejects(&placed, "Zd4"), vec!["d4"]),
        ("not placing", tzaar_rejects(&line, "Zd4"), vec!["Zd4"]),
        // Fox and Geese
        (
            "fox must keep jumping",
            fg_rejects(BRANCHING_MORE_GEESE, "d7xd5"),
            vec!["d5"],
        ),
        (
            "capture available",
            fg_rejects(ONE_CAPTURE, "d4-c4"),
            vec!["d4xd6"],
        ),
        (
            "captures available",
            fg_rejects(TWO_CAPTURES, "c5-c6"),
            vec!["c5xc3", "e5xe3"],
        ),
        ("geese backward", fg_rejects(GEESE_TO_MOVE, "c3-c2"), vec![]),
        (
            "sideways not allowed",
            fg_rejects(GEESE_TO_MOVE, "c3-b3"),
            vec![],
        ),
        (
            "geese cannot jump",
            fg_rejects(GEESE_TO_MOVE, "c1xc3"),
            vec![],
        ),
        ("game over", fg_rejects(FOXES_TRAPPED, "d7-d6"), vec![]),
        (
            "jump over the fox",
            fg_rejects(TWO_FOXES_IN_LINE, "d4xd6"),
            vec!["d5"],
        ),
        ("jump over nothing", fg_rejects(JUMPS, "d4xf4"), vec!["e4"]),
        ("landing occupied", fg_rejects(JUMPS, "d4xd2"), vec!["d2"]),
        (
            "jump written as step",
            fg_rejects(JUMPS, "d4-d6"),
            vec!["d4", "d6", "d4xd6"],
        ),
        ("not a jump", fg_rejects(JUMPS, "d4xe5"), vec!["d4xe5"]),
        (
            "not adjacent",
            fg_rejects(LONE_FOX, "d4-d6"),
            vec!["d4", "d6"],
        ),
        ("no piece", fg_rejects(LONE_FOX, "a3-a4"), vec!["a3"]),
        ("not your piece", fg_rejects(LONE_FOX, "c1-d1"), vec!["c1"]),
        (
            "not the foxes' piece",
            fg_rejects(GEESE_TO_MOVE, "d4-d5"),
            vec!["d4"],
        ),
        ("unknown square", fg_rejects(LONE_FOX, "z9"), vec!["z9"]),
        (
            "unknown square in a move",
            fg_rejects(LONE_FOX, "d4-h4"),
            vec!["h4"],
        ),
        ("one square", fg_rejects(LONE_FOX, "d4"), vec!["d4"]),
        (
            "missing separator",
            fg_rejects(LONE_FOX, "d4d5"),
            vec!["d4d5"],
        ),
        ("mixed separators", fg_rejects(LONE_FOX, "d4-d5xd6"), vec![]),
        ("missing square", fg_rejects(LONE_FOX, "d4-"), vec![]),
        ("long step", fg_rejects(LONE_FOX, "d4-d5-d6"), vec!["d3-d4"]),
        (
            "empty move",
            fg_rejects(LONE_FOX, ""),
            vec!["d3-d4", "d4xd6"],
        ),
    ]
}

fn texts(error: &AnyMoveError) -> [String; 3] {
    Locale::ALL.map(|locale| move_error(locale, error))
}

#[test]
fn real_rejections_name_their_squares_in_every_language() {
    for (label, error, squares) in real_errors() {
        let [en, es, fr] = texts(&error);
        assert_eq!(
            en,
            error.to_string(),
            "{label}: English keeps the reference text"
        );
        for (lang, text) in [("en", &en), ("es", &es), ("fr", &fr)] {
            assert!(!text.trim().is_empty(), "{label} ({lang}) is empty");
            for square in &squares {
                assert!(
                    text.contains(square),
                    "{label} ({lang}): `{text}` lacks {square}"
                );
            }
        }
        assert_ne!(es, en, "{label}: Spanish is English");
        assert_ne!(fr, en, "{label}: French is English");
    }
}

#[test]
fn real_rejections_are_the_expected_kinds() {
    use fg::IllegalMove as F;
    use tz::IllegalMove as T;
    let errors: Vec<(&str, AnyMoveError)> =
        real_errors().into_iter().map(|(l, e, _)| (l, e)).collect();
    let find = |label: &str| &errors.iter().find(|(l, _)| *l == label).unwrap().1;
    let tz = |label: &str| match find(label) {
        AnyMoveError::Tzaar(tz::MoveError::Illegal { reason, .. }) => reason.clone(),
        other => panic!("{label}: {other:?}"),
    };
    let fg = |label: &str| match find(label) {
        AnyMoveError::FoxGeese(fg::MoveError::Illegal(reason)) => reason.clone(),
        other => panic!("{label}: {other:?}"),
    };
    assert!(matches!(tz("blocked capture"), T::Blocked { .. }));
    assert!(matches!(tz("taller target"), T::TargetTaller { .. }));
    assert_eq!(tz("capture first (stack)"), T::CaptureFirst);
    assert_eq!(tz("tzaar game over"), T::GameOver);
    assert_eq!(tz("must place"), T::MustPlace);
    assert!(matches!(fg("fox must keep jumping"), F::MustKeepJumping(_)));
    assert!(matches!(fg("capture available"), F::CaptureAvailable(_)));
    assert_eq!(fg("geese backward"), F::GeeseNeverBackward);
    assert_eq!(fg("sideways not allowed"), F::SidewaysNotAllowed);
    assert!(matches!(fg("game over"), F::GameOver(End::FoxesTrapped)));
    assert!(matches!(
        find("no such space"),
        AnyMoveError::Tzaar(tz::MoveError::Syntax(tz::SyntaxError::NoSuchSpace(_)))
    ));
}

#[test]
fn spanish_and_french_use_the_players_words() {
    let errors = real_errors();
    let text = |label: &str, locale: Locale| {
        let (_, e, _) = errors.iter().find(|(l, _, _)| *l == label).unwrap();
        move_error(locale, e)
    };
    assert!(text("taller target", Locale::Es).contains("pila"));
    assert!(text("taller target", Locale::Fr).contains("pile"));
    assert!(text("fox must keep jumping", Locale::Es).contains("zorro"));
    assert!(text("fox must keep jumping", Locale::Fr).contains("renard"));
    assert!(text("geese backward", Locale::Es).contains("gansos"));
    assert!(text("geese backward", Locale::Fr).contains("oies"));
    assert!(text("opening", Locale::Es).contains("Blanco"));
    assert!(text("opening", Locale::Fr).contains("Blancs"));
    assert!(text("capture available", Locale::Es).contains("obligatori"));
    let pen = fg::IllegalMove::GameOver(End::PenFilled);
    let pen = AnyMoveError::FoxGeese(fg::MoveError::Illegal(pen));
    assert!(move_error(Locale::Es, &pen).contains("corral"));
    assert!(move_error(Locale::Fr, &pen).contains("enclos"));
}

// ---- Every variant ----------------------------------------------------------------------

/// One error per variant of every TZAAR error type (with every `Step` of `TooManyMoves`).
fn every_tzaar_error() -> Vec<tz::MoveError> {
    use tz::{IllegalMove as I, MoveError as M, SyntaxError as S};
    let c = |name: &str| name.parse::<Cell>().unwrap();
    let illegal = [
        I::GameOver,
        I::MustPlace,
        I::NotPlacing,
        I::NoneLeftToPlace(Kind::Tzaar),
        I::NoneLeftToPlace(Kind::Tzarra),
        I::NoneLeftToPlace(Kind::Tott),
        I::Occupied(c("d4")),
        I::NoStack(c("d4")),
        I::NotYourStack(c("d4")),
        I::SameSpace(c("d4")),
        I::NoLine {
            from: c("d1"),
            to: c("e3"),
        },
        I::CentreInTheWay {
            from: c("e4"),
            to: c("e6"),
        },
        I::Blocked {
            from: c("d1"),
            to: c("d8"),
            by: c("d6"),
        },
        I::EmptyTarget(c("d3")),
        I::TargetTaller {
            to: c("f3"),
            target: 2,
            mover: 1,
        },
        I::CaptureFirst,
        I::OpeningIsOneCapture,
        I::CaptureOwn(c("d2")),
        I::StackOntoOpponent(c("d3")),
    ];
    let mut all: Vec<M> = vec![
        M::Syntax(S::Empty),
        M::Syntax(S::TooLong),
        M::Syntax(S::NoSuchSpace(CellError("k9".into()))),
        M::Syntax(S::NoSuchSpace(CellError("E5".into()))),
        M::Syntax(S::Unreadable("hello".into())),
        M::Syntax(S::MissingTarget(c("d3"))),
        M::EndedAfterFirst {
            first: "d1xd3".into(),
        },
    ];
    for step in [Step::Open, Step::First, Step::Second, Step::Place] {
        all.push(M::TooManyMoves { step });
    }
    for reason in illegal {
        all.push(M::Illegal {
            mv: "d3→d4".into(),
            reason,
        });
    }
    all
}

/// One error per variant of every Fox and Geese error type (every `End`, both pieces).
fn every_foxgeese_error() -> Vec<fg::MoveError> {
    use fg::{IllegalMove as I, MoveError as M, SyntaxError as S};
    let p = |name: &str| name.parse::<Point>().unwrap();
    let ends = [
        End::FewGeese,
        End::PenFilled,
        End::FoxesTrapped,
        End::GeeseTrapped,
        End::QuietDraw,
        End::Repetition,
    ];
    let mut illegal: Vec<I> = ends.into_iter().map(I::GameOver).collect();
    illegal.extend([
        I::NoPiece(p("a3")),
        I::NotYourPiece {
            point: p("d4"),
            piece: Piece::Fox,
        },
        I::NotYourPiece {
            point: p("c1"),
            piece: Piece::Goose,
        },
        I::GeeseNeverBackward,
        I::SidewaysNotAllowed,
        I::GeeseCannotJump,
        I::NotAdjacent {
            from: p("d4"),
            to: p("d6"),
        },
        I::JumpWrittenAsStep {
            from: p("d4"),
            to: p("d6"),
        },
        I::TargetOccupied(p("d2")),
        I::CaptureAvailable(vec![]),
        I::CaptureAvailable(vec!["d4xd6".into()]),
        I::CaptureAvailable(vec!["c5xc3".into(), "e5xe3".into(), "e5xg5".into()]),
        I::MustKeepJumping(p("d5")),
        I::NotAJump {
            from: p("d4"),
            to: p("e5"),
        },
        I::JumpOverNothing(p("e4")),
        I::JumpOverFox(p("d5")),
        I::NotLegal("d4-d5".into()),
    ]);
    let mut all: Vec<M> = vec![
        M::Syntax(S::Empty),
        M::Syntax(S::UnknownSquare("z9".into())),
        M::Syntax(S::OneSquare("d4".into())),
        M::Syntax(S::MissingSeparator("d4d5".into())),
        M::Syntax(S::MixedSeparators),
        M::Syntax(S::MissingSquare),
        M::Syntax(S::LongStep),
    ];
    all.extend(illegal.into_iter().map(M::Illegal));
    all
}

fn every_error() -> Vec<AnyMoveError> {
    let tz = every_tzaar_error().into_iter().map(AnyMoveError::Tzaar);
    let fg = every_foxgeese_error()
        .into_iter()
        .map(AnyMoveError::FoxGeese);
    tz.chain(fg).collect()
}

/// Three non-empty texts, pairwise different.
fn assert_three_languages(label: &str, [en, es, fr]: &[String; 3]) {
    for text in [en, es, fr] {
        assert!(!text.trim().is_empty(), "{label}: empty text");
    }
    assert_ne!(en, es, "{label}: en = es");
    assert_ne!(en, fr, "{label}: en = fr");
    assert_ne!(es, fr, "{label}: es = fr");
}

#[test]
fn every_locale_gives_a_different_text_for_the_same_error() {
    let all = every_error();
    assert_eq!(all.len(), 30 + 30);
    for error in &all {
        assert_three_languages(&format!("{error:?}"), &texts(error));
    }
}

#[test]
fn english_is_the_reference_display_text() {
    for error in every_error() {
        assert_eq!(move_error(Locale::En, &error), error.to_string());
    }
    for end in [
        End::FewGeese,
        End::PenFilled,
        End::QuietDraw,
        End::Repetition,
    ] {
        assert_eq!(foxgeese::end_text(Locale::En, end), end.to_string());
    }
    let name = UnknownPoint("h9".into());
    assert_eq!(foxgeese::unknown_point(Locale::En, &name), name.to_string());
}

#[test]
fn different_errors_read_differently_in_each_language() {
    for locale in Locale::ALL {
        let mut seen = std::collections::HashSet::new();
        for error in every_error() {
            let text = move_error(locale, &error);
            // `TooManyMoves { Open }` and `OpeningIsOneCapture` say the same thing on purpose.
            let opening = matches!(
                error,
                AnyMoveError::Tzaar(tz::MoveError::TooManyMoves { step: Step::Open })
            );
            assert!(
                seen.insert(text.clone()) || opening,
                "{locale}: `{text}` twice"
            );
        }
    }
}

#[test]
fn tzaar_endings_in_every_language() {
    for winner in Color::ALL {
        for reason in [
            EndReason::MissingType(Kind::Tzaar),
            EndReason::MissingType(Kind::Tzarra),
            EndReason::MissingType(Kind::Tott),
            EndReason::NoCapture,
        ] {
            let ending = Ending { winner, reason };
            let texts = Locale::ALL.map(|l| tzaar::ending(l, &ending));
            assert_eq!(texts[0], ending.to_string());
            assert_three_languages(&format!("{ending:?}"), &texts);
        }
    }
    let ending = Ending {
        winner: Color::Black,
        reason: EndReason::MissingType(Kind::Tzarra),
    };
    assert_eq!(
        tzaar::ending(Locale::Es, &ending),
        "Gana Negro: Blanco se ha quedado sin Tzarras a la vista \
         (solo cuenta la pieza de arriba de cada pila)"
    );
    assert_eq!(
        tzaar::ending(Locale::Fr, &ending),
        "Les Noirs gagnent : les Blancs n'ont plus de Tzarras visibles \
         (seule la pièce du dessus de chaque pile compte)"
    );
}

#[test]
fn fox_and_geese_endings_and_point_names_in_every_language() {
    for end in [
        End::FewGeese,
        End::PenFilled,
        End::FoxesTrapped,
        End::GeeseTrapped,
        End::QuietDraw,
        End::Repetition,
    ] {
        let texts = Locale::ALL.map(|l| foxgeese::end_text(l, end));
        assert_three_languages(&format!("{end:?}"), &texts);
    }
    let name = UnknownPoint("h9".into());
    let texts = Locale::ALL.map(|l| foxgeese::unknown_point(l, &name));
    assert_three_languages("unknown point", &texts);
    assert!(texts.iter().all(|t| t.contains("h9")));
}
