//! Measurements for the report (ignored by default): `cargo test --release --test
//! engine_measure -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use tablero::engine::{Level, Limits, choose, tzaar_search_fixed_depth};
use tablero::games::tzaar::parse_position_arg;
use tablero::games::{GameSpec, TzaarSetup};

#[test]
#[ignore]
fn tzaar_depth_in_two_seconds_and_speed() {
    let start = parse_position_arg("fixed").unwrap();
    for depth in 1..=5 {
        let t = Instant::now();
        let (nodes, score) = tzaar_search_fixed_depth(&start, depth);
        let s = t.elapsed().as_secs_f64();
        println!(
            "fixed start depth {depth}: {nodes} nodes, score {score}, {:.3} s, {:.0} nodes/s",
            s,
            nodes as f64 / s
        );
    }
    let game = GameSpec::Tzaar(TzaarSetup::Fixed).start(0);
    let t = Instant::now();
    let c = choose(&game, Level::Hard, &Limits::time(Duration::from_secs(2)), 1).unwrap();
    let s = t.elapsed().as_secs_f64();
    println!(
        "hard, 2 s, fixed start: {:?} depth {} nodes {} in {:.3} s ({:.0} nodes/s)",
        c.moves,
        c.depth,
        c.nodes,
        s,
        c.nodes as f64 / s
    );
    let mut game = game;
    tablero::games::GameRules::play_text(&mut game, &c.moves[0]).unwrap();
    let t = Instant::now();
    let c = choose(&game, Level::Hard, &Limits::time(Duration::from_secs(2)), 1).unwrap();
    let s = t.elapsed().as_secs_f64();
    println!(
        "hard, 2 s, Black's first turn: {:?} depth {} nodes {} in {:.3} s ({:.0} nodes/s)",
        c.moves,
        c.depth,
        c.nodes,
        s,
        c.nodes as f64 / s
    );
}
