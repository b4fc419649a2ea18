//! The Fox and Geese player's tests: its evaluation, its search and each level.

use super::*;
use crate::engine::{Limits, choose};
use crate::games::AnyGame;

fn position(text: &str) -> Position {
    Position::from_text(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn a_fox_below_every_goose_has_won() {
    crate::packs::install();
    assert!(fox_behind_the_lines(&position(
        ".../.../......./GGGGGGG/......./.F./... g standard 0"
    )));
    // A goose on the fox's own rank or below can still help to close it in.
    assert!(!fox_behind_the_lines(&position(
        ".../.../......./GGGGGGG/......./.FG/... g standard 0"
    )));
    // Not with sideways steps (the geese can shuffle to a draw), nor in Halatafl.
    assert!(!fox_behind_the_lines(&position(
        ".../.../......./GGGGGGG/......./.F./... g standard+sideways 0"
    )));
    assert!(!fox_behind_the_lines(&position(
        ".../.../GGGGGGG/GGGGGGG/......./F.F/... g halatafl 0"
    )));
}

/// Hard's quiescence score of `pos` and its static evaluation, both for the side to move.
fn quiescence_and_evaluation(pos: &Position) -> (i32, i32) {
    let never = std::sync::atomic::AtomicBool::new(false);
    let mut ctl = Control::new(&Limits::default(), &never);
    let mut searcher = Searcher {
        ctl: &mut ctl,
        tt: vec![Entry::default(); 1 << 10],
        mask: (1 << 10) - 1,
        killers: [[usize::MAX; 2]; MAX_PLY],
        history: vec![0; 2 * 33 * 33],
        full_eval: true,
        threat_extension: true,
        noise: 0,
        seed: 1,
        draw: draw_value(pos.variant, true),
        seen: HashMap::new(),
        path: Vec::new(),
        bufs: Vec::new(),
        best_root: None,
    };
    let h = hash(pos);
    let q = searcher.quiesce(pos, h, 1, -MATE, MATE, 0);
    (q, searcher.eval(pos, h))
}

#[test]
fn hard_searches_the_geese_answer_to_a_threat_at_the_horizon() {
    crate::packs::install();
    // The fox on d4 threatens c4 (over to b4) and e4 (over to f4) at once, and one goose
    // move saves only one of them: the geese are worse off than their evaluation says.
    let fork = position("GGG/GGG/.G...G./..GFG../......./.../... g standard+sideways 0");
    let (q, stand) = quiescence_and_evaluation(&fork);
    assert!(q < stand, "{q} against {stand}");
    // Without a threat the horizon is the evaluation.
    let calm = position("GGG/GGG/.G...G./..G.G../...F.../.../... g standard+sideways 0");
    let (q, stand) = quiescence_and_evaluation(&calm);
    assert_eq!(q, stand);
}

#[test]
fn a_draw_is_worth_what_the_start_is_worth() {
    crate::packs::install();
    // The foxes have taken 9 geese: far better off than at the start. Geese sideways
    // steps have brought the start of this game back once, and c7-c6 would now repeat
    // the position after the first move. Scores are absolute (about -100 a goose for
    // the foxes), so a draw scored 0 would look like taking every goose; valued as the
    // start is, it is what a side well ahead avoids.
    let start = position("F.F/.../......./......./G.GGGGG/GG./GGG f halatafl 0");
    let mut game = Game::new(start);
    for m in ["c7-c6", "a3-b3", "c6-c7", "b3-a3"] {
        game.play_move_text(m)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let game = AnyGame::new(game);
    for level in [Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &Limits::depth(4), 1).expect("a move");
        assert_ne!(choice.moves, ["c7-c6"], "{level} repeats: {}", choice.score);
    }
}

#[test]
fn the_search_sees_the_fox_slip_behind_the_lines() {
    crate::packs::install();
    // d4-d3 leaves every goose above the fox: a win found at depth 1.
    let game = AnyGame::new(Game::new(position(
        ".../.../GGGGGGG/...F..G/......./.../... f standard 0",
    )));
    for level in [Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &Limits::depth(2), 1).unwrap_or_else(|| {
            panic!("{level}: no move");
        });
        assert!(choice.score >= MATE_BOUND, "{level}: {}", choice.score);
    }
}
