//! Engine speed: nodes per second of the TZAAR search from the fixed start at a fixed depth,
//! and of the Fox and Geese search from the Halatafl start.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablero::engine::{Level, Limits, choose};
use tablero::games::foxgeese::Variant;
use tablero::games::tzaar::pack::player::search_fixed_depth as tzaar_search_fixed_depth;
use tablero::games::tzaar::parse_position_arg;
use tablero::games::{GameRules, TzaarSetup};

fn tzaar(c: &mut Criterion) {
    tablero::packs::install();
    let start = parse_position_arg("fixed").expect("fixed start");
    // A position after the opening, where turns have two moves.
    let mut game = tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0);
    let opening = choose(&game, Level::Greedy, &Limits::default(), 1).expect("a move");
    for mv in &opening.moves {
        game.play_text(mv).expect("legal");
    }
    let after = game.position_text().parse().expect("position");
    let mut group = c.benchmark_group("engine_tzaar");
    group.sample_size(10);
    for (name, pos, depth) in [
        ("fixed_start_d4", &start, 4),
        ("after_opening_d4", &after, 4),
    ] {
        let (nodes, _) = tzaar_search_fixed_depth(pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| black_box(tzaar_search_fixed_depth(black_box(pos), depth)))
        });
    }
    group.finish();
}

fn foxgeese(c: &mut Criterion) {
    tablero::packs::install();
    let game = tablero::games::foxgeese::spec(Variant::Halatafl).start(0);
    let limits = Limits::depth(8);
    let nodes = choose(&game, Level::Hard, &limits, 1)
        .expect("a move")
        .nodes;
    let mut group = c.benchmark_group("engine_foxgeese");
    group.sample_size(10);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("halatafl_start_d8", |b| {
        b.iter(|| black_box(choose(black_box(&game), Level::Hard, &limits, 1)))
    });
    group.finish();
}

criterion_group!(benches, tzaar, foxgeese);
criterion_main!(benches);
