//! Board rendering speed: a whole PNG (draw + encode) per position, on one core.
//!
//! Goals: a board PNG in at most 5 ms (median) and at most 150 KB. The byte sizes of the
//! benchmarked images are printed (and checked) before the timings.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablero::games::{foxgeese, tzaar};
use tablero::render::{self, RenderOptions};

const TZAAR_MID: &str =
    "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt b 2";

fn tzaar_cases() -> Vec<(&'static str, tzaar::Position, RenderOptions)> {
    let names = ["Alice".to_string(), "Bob".to_string()];
    vec![
        (
            "tzaar start",
            tzaar::parse_position_arg("fixed").expect("fixed"),
            RenderOptions {
                players: names.clone(),
                ..RenderOptions::default()
            },
        ),
        (
            "tzaar middle game, arrows, flipped",
            tzaar::parse_position_arg(TZAAR_MID).expect("position"),
            RenderOptions {
                players: names.clone(),
                last_moves: vec!["a3xa4 e3-e4".into()],
                flipped: true,
                ..RenderOptions::default()
            },
        ),
    ]
}

fn bench(c: &mut Criterion) {
    for (name, position, options) in tzaar_cases() {
        let bytes = render::tzaar::board_png(&position, &options).len();
        println!("{name}: {bytes} bytes");
        assert!(bytes <= 150 * 1024, "{name}: {bytes} bytes is over 150 KB");
        c.bench_function(&format!("png {name}"), |b| {
            b.iter(|| render::tzaar::board_png(black_box(&position), black_box(&options)))
        });
    }
}

fn bench_foxgeese(c: &mut Criterion) {
    let cases = [
        ("foxgeese halatafl start", "halatafl", ""),
        (
            "foxgeese jump chain",
            "..F/.../......./GGGGG.G/GGGGGGF/GGG/GGG g halatafl 0",
            "c7xe5xg3",
        ),
    ];
    for (name, text, last) in cases {
        let position = foxgeese::parse_position_arg(text).expect("position");
        let options = RenderOptions {
            players: ["Alice".into(), "Bob".into()],
            last_moves: vec![last.to_string()],
            ..RenderOptions::default()
        };
        let bytes = render::foxgeese::board_png(&position, &options).len();
        println!("{name}: {bytes} bytes");
        assert!(bytes <= 150 * 1024, "{name}: {bytes} bytes is over 150 KB");
        c.bench_function(&format!("png {name}"), |b| {
            b.iter(|| render::foxgeese::board_png(black_box(&position), black_box(&options)))
        });
    }
}

criterion_group!(benches, bench, bench_foxgeese);
criterion_main!(benches);
