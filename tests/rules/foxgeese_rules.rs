//! One test per movement rule of `docs/foxgeese.md`, against the public API
//! (end conditions, validation, notation and records are in `foxgeese_game.rs`).

use tablero::games::Seat;
use tablero::games::foxgeese::{Piece, Point, Position, legal_move_texts};

fn moves(text: &str) -> Vec<String> {
    legal_move_texts(&fox_pos(text))
}

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
    // c3: b4 c4 d4 b3 d3 c2 d2 (b2 is off the cross) -> 7.
    assert_eq!(c3.neighbours().count_ones(), 7);
}

// ---------- fox moves ----------

const LONE_FOX: &str = ".../.../......./...F.../......./G.G/G.G f standard 0";

#[test]
fn fox_steps_in_all_eight_directions() {
    assert_eq!(
        moves(LONE_FOX),
        sorted(&[
            "d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"
        ])
    );
}

#[test]
fn fox_step_along_the_edge_of_the_cross() {
    // Fox on a3: a4, b4, b3 only (no diagonal to the missing b2).
    let m = moves(".../.../......./......./F....../G.G/G.G f standard 0");
    assert_eq!(m, sorted(&["a3-a4", "a3-b3", "a3-b4"]));
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
fn a_step_written_with_x_is_refused_naming_the_step() {
    // A fox's step and a goose's step, each written as a jump: refused (a move is never read
    // as another kind than written), with the step it would be.
    let p = ".../.../...G.../...F.../...G.../.G./G.G f standard 0";
    assert!(moves(p).contains(&"d4-c4".to_string()));
    assert_eq!(
        rejection(p, "d4xc4"),
        "d4xc4 is not a jump: d4 and c4 are neighbours; did you mean the step d4-c4?"
    );
    let geese = ".../.../...G.../...F.../...G.../.G./G.G g standard 0";
    assert!(moves(geese).contains(&"c1-c2".to_string()));
    assert_eq!(
        rejection(geese, "c1xc2"),
        "c1xc2 is not a jump: c1 and c2 are neighbours; did you mean the step c1-c2?"
    );
    // A goose's jump that is no step stays "geese cannot jump".
    assert_eq!(rejection(geese, "d3xd5"), "geese cannot jump");
}

#[test]
fn jumps_need_an_empty_landing_point_and_a_goose_to_jump() {
    let p = ".../.../...G.../...F.../...G.../.G./G.G f standard 0";
    let m = moves(p);
    assert!(m.contains(&"d4xd6".to_string()));
    assert!(!m.iter().any(|t| t.starts_with("d4xd2")), "d2 is occupied");
    assert_eq!(rejection(p, "d4xd2"), "d2 is occupied");
    assert_eq!(
        rejection(p, "d4-d6"),
        "d4 and d6 are not adjacent; a jump is written with `x`: d4xd6"
    );
    assert_eq!(
        rejection(p, "d4xf4"),
        "there is no goose on e4 to jump over"
    );
    assert_eq!(
        rejection(p, "d4xf5"),
        "d4xf5 is not a jump: a jump goes over a neighbour to the point straight behind it"
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
        sorted(&["d7xd5xb3", "d7xd5xd3xb5", "d7xd5xd3xf5", "d7xd5xf3"])
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
    // The loop d5, e5, e3, d3 around d4 can be run both ways round.
    let m = moves(LOOP);
    assert!(m.contains(&"d4xd2xf4xd6xd4".to_string()), "{m:?}");
    assert!(m.contains(&"d4xd6xf4xd2xd4".to_string()));
}

#[test]
fn halatafl_capture_is_mandatory() {
    let one = ".F./.../...G.../...F.../G.....G/GGG/GGG f halatafl 0";
    assert_eq!(moves(one), sorted(&["d4xd6"]));
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
    assert_eq!(moves(two), sorted(&["c5xc3", "e5xe3"]));
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
    let position = fox_pos(halatafl);
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
    let m = legal_move_texts(&fox_pos(&sideways));
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
