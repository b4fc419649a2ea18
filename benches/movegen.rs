//! Move-generation speed: perft with bulk counting, reported as leaf nodes per second.
//! Each benchmark asserts its count, so a fast wrong generator cannot pass.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

use tablero::games::tzaar::{Position, perft, setups};

fn bench_tzaar(c: &mut Criterion) {
    let cases: [(&str, Position, u32, u64); 3] = [
        ("fixed start d4", setups::fixed(), 4, 11_010_135),
        (
            "mid-game d3",
            "RtR.T/rr..rT/tRRr3R.T/ztt.RRZ2T/rTRTR.zt/..rttrTT/zZ2ttTZz/TtTtTZ/rz.Tt b 1"
                .parse()
                .expect("valid"),
            3,
            397_872,
        ),
        (
            "tall stacks d3",
            "RtZ6.T/z6....R2/R.r...T/.......T/r.....zt/..r.t..T/z.t..../T.t.../r.... w 1"
                .parse()
                .expect("valid"),
            3,
            6_288,
        ),
    ];
    let mut group = c.benchmark_group("tzaar perft");
    group.sample_size(20);
    for (name, pos, depth, expected) in cases {
        assert_eq!(perft(&pos, depth), expected, "{name}");
        group.throughput(Throughput::Elements(expected));
        group.bench_function(name, |b| b.iter(|| perft(black_box(&pos), depth)));
    }
    group.finish();
}

criterion_group!(benches, bench_tzaar);
criterion_main!(benches);
