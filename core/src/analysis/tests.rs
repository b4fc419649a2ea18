use std::sync::atomic::AtomicBool;

use super::*;
use crate::games::tzaar::{self, SetupKind};

fn never() -> AtomicBool {
    AtomicBool::new(false)
}

fn setup(nodes: u64) -> Setup {
    Setup {
        nodes,
        oracle: Oracle::none(),
        seed: 3,
    }
}

/// Reviews `game` with every position valued in order on this thread.
fn analyse(game: &AnyGame, nodes: u64) -> Review {
    let turns = turns(game).expect("a game with moves");
    let cancel = never();
    let evals: Vec<PositionEval> = turns
        .positions()
        .into_iter()
        .map(|g| evaluate(g, &setup(nodes), &cancel))
        .collect();
    review(&turns, &evals)
}

fn tzaar_from(position: &str) -> AnyGame {
    AnyGame::new(tzaar::Game::from_position(position.parse().unwrap()))
}

/// White wins at once by taking Black's last Tott (`a3xa4` or `h1xa4`) or last Tzaar
/// (`h1xi1`); any other turn leaves White's only Tott to Black's `a4xa3`.
const LAST_TOTT: &str = "ZRTt./....../......./......../......../......../......./Rr..../zr... w 1";

#[test]
fn turns_follow_the_seats_two_moves_a_tzaar_turn_and_one_at_the_opening() {
    crate::packs::install();
    let mut game = AnyGame::new(tzaar::Game::new(SetupKind::Fixed));
    let mut played = Vec::new();
    for i in 0..4 {
        let choice = engine::choose(&game, Level::Greedy, &Limits::default(), i).unwrap();
        game.play_text(&choice.text()).unwrap();
        played.push(choice.moves);
    }
    let t = turns(&game).unwrap();
    assert_eq!(t.turns.len(), 4);
    assert_eq!(
        t.turns[0].moves.len(),
        1,
        "White's opening capture is a turn alone"
    );
    for (turn, moves) in t.turns.iter().zip(&played) {
        assert_eq!(&turn.moves, moves);
    }
    assert_eq!(t.turns[1].seat, Seat::Second);
    assert_eq!(t.positions().len(), 5);
    assert_eq!(t.last.position_text(), game.position_text());
    assert_eq!(
        turns(&AnyGame::new(tzaar::Game::new(SetupKind::Fixed))).unwrap_err(),
        AnalysisError::NoMoves
    );
}

#[test]
fn a_proved_win_and_a_decided_position_are_valued_as_such() {
    crate::packs::install();
    let game = tzaar_from(LAST_TOTT);
    let e = evaluate(&game, &setup(50_000), &never());
    assert_eq!(e.eval, Eval::Win(1));
    let best = e.best.unwrap().join(" ");
    assert!(WINS.contains(&best.as_str()), "{best}");
    let mut won = game.clone();
    won.play_text("a3xa4").unwrap();
    // The game is over with White still "to move" (its turn never ended): a win for it.
    assert_eq!(won.to_move(), Seat::First);
    let e = evaluate(&won, &setup(50_000), &never());
    assert_eq!(e.eval, Eval::Win(0));
    assert_eq!(e.best, None);
}

#[test]
fn a_missed_win_is_named_with_the_winning_turn() {
    crate::packs::install();
    let mut game = tzaar_from(LAST_TOTT);
    game.play_text(MISSING_TURN).unwrap();
    let r = analyse(&game, 50_000);
    let t = &r.turns[0];
    assert_eq!(t.before, Eval::Win(1));
    assert_eq!(t.after, Eval::Loss(1), "{t:?}");
    let Some(Proof::MissedWin { in_turns, winning }) = &t.proof else {
        panic!("no missed win: {t:?}");
    };
    assert_eq!(*in_turns, 1);
    assert!(WINS.contains(&winning.join(" ").as_str()), "{winning:?}");
    assert_eq!(t.severity, Some(Severity::Blunder));
    assert_eq!(key_moments(&r, 8).len(), 1);
}

/// The turns that win at once in [`LAST_TOTT`].
const WINS: [&str; 3] = ["a3xa4", "h1xa4", "h1xi1"];

/// A turn of White's in [`LAST_TOTT`] that wins nothing and loses the Tott.
const MISSING_TURN: &str = "h1xh2 pass";

#[test]
fn the_winning_turn_itself_is_no_mistake_and_the_curve_ends_on_the_result() {
    crate::packs::install();
    let mut game = tzaar_from(LAST_TOTT);
    game.play_text("a3xa4").unwrap();
    let r = analyse(&game, 50_000);
    assert_eq!(r.turns.len(), 1);
    assert!(!r.turns[0].is_notable());
    assert_eq!(r.points, vec![1.0, 1.0]);
    assert!(key_moments(&r, 8).is_empty());
}

#[test]
fn the_engine_against_itself_makes_no_blunder() {
    crate::packs::install();
    let mut game = AnyGame::new(tzaar::Game::new(SetupKind::Random(11)));
    let engine = Engine::new(Level::Hard);
    let cancel = never();
    for i in 0..10 {
        let Some(c) = engine::choose_with(&game, &engine, &Limits::nodes(20_000), i, &cancel)
        else {
            break;
        };
        game.play_text(&c.text()).unwrap();
    }
    let r = analyse(&game, 20_000);
    assert_eq!(r.turns.len(), 10);
    assert_eq!(r.points.len(), 11);
    let blunders: Vec<_> = r
        .turns
        .iter()
        .filter(|t| t.severity == Some(Severity::Blunder) || t.proof.is_some())
        .collect();
    assert!(blunders.is_empty(), "{blunders:#?}");
}

#[test]
fn severities_follow_the_thresholds() {
    crate::packs::install();
    assert_eq!(severity(0.05), None);
    assert_eq!(severity(0.10), Some(Severity::Inaccuracy));
    assert_eq!(severity(0.25), Some(Severity::Mistake));
    assert_eq!(severity(0.30), Some(Severity::Blunder));
    assert_eq!(severity(1.0), Some(Severity::Blunder));
}

#[test]
fn turns_count_single_moves_by_the_game() {
    crate::packs::install();
    assert_eq!(Eval::of_score(tzaar::KIND, MATE - 1), Eval::Win(1));
    assert_eq!(Eval::of_score(tzaar::KIND, MATE - 2), Eval::Win(1));
    assert_eq!(Eval::of_score(tzaar::KIND, MATE - 5), Eval::Win(2));
    assert_eq!(Eval::of_score(tzaar::KIND, -(MATE - 4)), Eval::Loss(1));
    let fg = crate::games::foxgeese::KIND;
    assert_eq!(Eval::of_score(fg, MATE - 3), Eval::Win(2));
    assert_eq!(Eval::of_score(fg, -(MATE - 4)), Eval::Loss(2));
    assert_eq!(Eval::of_score(fg, 120), Eval::Score(120));
}
