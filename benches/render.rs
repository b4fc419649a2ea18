//! Board rendering speed: a whole PNG (draw + encode) per position, on one core.
//!
//! Goals: a board PNG in at most 5 ms (median) and at most 150 KB. The byte sizes of the
//! benchmarked images are printed (and checked) before the timings.
//!
//! The PNG encoder keeps compressed bands of recent boards (src/render/png.rs), so three
//! cases are measured: a board drawn and encoded for the first time (`first`), the same board
//! again (`again`, as for `/board`), and the boards of random games one move after another
//! (`next move`), which is what a table does.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablero::games::{AnyGame, GameRules, GameSpec, TzaarSetup, foxgeese, tzaar};
use tablero::i18n::Locale;
use tablero::render::{self, Boards, RenderOptions};
use tablero::table::{BoardView, Renderer};

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
        c.bench_function(&format!("png {name} again"), |b| {
            b.iter(|| render::tzaar::board_png(black_box(&position), black_box(&options)))
        });
        c.bench_function(&format!("png {name} first"), |b| {
            b.iter(|| {
                let image = render::tzaar::board_image(black_box(&position), &options);
                render::png::encode_rgb_with(&image, render::png::LEVEL, false)
            })
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
        c.bench_function(&format!("png {name} again"), |b| {
            b.iter(|| render::foxgeese::board_png(black_box(&position), black_box(&options)))
        });
        c.bench_function(&format!("png {name} first"), |b| {
            b.iter(|| {
                let image = render::foxgeese::board_image(black_box(&position), &options);
                render::png::encode_rgb_with(&image, render::png::LEVEL, false)
            })
        });
    }
}

/// The boards of 24 random games of each kind, 40 moves each, as a table renders them (more
/// than the band cache holds, so going round again does not find them all).
fn random_games(tzaar: bool) -> Vec<(AnyGame, BoardView)> {
    let mut boards = Vec::new();
    for seed in 0..24u64 {
        let spec = if tzaar {
            GameSpec::Tzaar(TzaarSetup::Random)
        } else {
            GameSpec::FoxGeese("halatafl".parse().expect("a variant"))
        };
        let mut game = AnyGame::replay(spec, seed, &[] as &[&str]).expect("a start");
        let mut state = seed + 1;
        for _ in 0..40 {
            let legal = game.legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = legal[(state >> 33) as usize % legal.len()].clone();
            game.play_text(&mv).expect("a legal move");
            let view = BoardView {
                last_moves: vec![mv],
                players: [format!("Ana {seed}"), format!("Bruno {seed}")],
                locale: Locale::ES,
                flipped: false,
                outcome: None,
            };
            boards.push((game.clone(), view));
        }
    }
    boards
}

fn bench_games(c: &mut Criterion) {
    for (name, tzaar) in [("tzaar", true), ("halatafl", false)] {
        let boards = random_games(tzaar);
        let mut next = 0;
        c.bench_function(&format!("png {name} next move"), |b| {
            b.iter(|| {
                let (game, view) = &boards[next % boards.len()];
                next += 1;
                Boards.board(black_box(game), black_box(view))
            })
        });
    }
}

criterion_group!(benches, bench, bench_foxgeese, bench_games);
criterion_main!(benches);
