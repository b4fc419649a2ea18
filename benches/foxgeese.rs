//! Fox and Geese perft benchmarks; each asserts its count (from tests/data/foxgeese_perft.tsv).

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablero::games::foxgeese::{parse_position_arg, perft};

const CASES: [(&str, &str, u32, u64); 4] = [
    ("halatafl_d5", "halatafl", 5, 98146),
    ("standard_d5", "standard", 5, 62460),
    ("standard+15+sideways_d5", "standard+15+sideways", 5, 82284),
    (
        "halatafl_midgame_d4",
        ".../.F./..F.G../GG.G.GG/GGG.GGG/GGG/G.G f halatafl 7",
        4,
        42266,
    ),
];

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("foxgeese_perft");
    for (name, text, depth, nodes) in CASES {
        let pos = parse_position_arg(text).expect("bench position");
        assert_eq!(perft(&pos, depth), nodes, "{name}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| {
                let n = perft(black_box(&pos), black_box(depth));
                assert_eq!(n, nodes);
                n
            })
        });
    }
    group.finish();

    // One plain timing of a larger count, printed as nodes per second.
    let pos = parse_position_arg("halatafl").expect("start");
    let t = Instant::now();
    let n = perft(&pos, 6);
    let secs = t.elapsed().as_secs_f64();
    assert_eq!(n, 2_152_160);
    println!(
        "halatafl perft(6) = {n} in {secs:.3}s: {:.1} M nodes/s",
        n as f64 / secs / 1e6
    );
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
