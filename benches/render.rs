//! Board rendering speed: a whole PNG (draw + encode) per position, on one core, through one
//! `Boards` per group (as a process builds one), whose caches warm up on the first board.
//!
//! Goals: a board PNG in at most 5 ms (median) and at most 150 KB. The byte sizes of the
//! benchmarked images are printed (and checked) before the timings.
//!
//! The PNG encoder keeps compressed bands of recent boards (core/src/render/png.rs), so three
//! cases are measured: a board drawn and encoded for the first time (`first`), the same board
//! again (`again`, as for `/board`), and the boards of random games one move after another
//! (`next move`), which is what a table does.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tablero::games::{AnyGame, GameRules, TzaarSetup, foxgeese, tzaar};
use tablero::i18n::Locale;
use tablero::render::{self, BoardView, Boards, Renderer};

const TZAAR_MID: &str =
    "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt b 2";

fn names() -> BoardView {
    BoardView::plain(["Alice".to_string(), "Bob".to_string()], Locale::EN)
}

fn tzaar_cases() -> Vec<(&'static str, tzaar::Position, Vec<tzaar::Move>, BoardView)> {
    vec![
        (
            "tzaar start",
            tzaar::parse_position_arg("fixed").expect("fixed"),
            Vec::new(),
            names(),
        ),
        (
            "tzaar middle game, arrows, flipped",
            tzaar::parse_position_arg(TZAAR_MID).expect("position"),
            render::tzaar::parse_last("a3xa4 e3-e4").expect("moves"),
            BoardView {
                flipped: true,
                ..names()
            },
        ),
    ]
}

/// The renderer a process builds once: its caches warm up on the first board.
fn bench(c: &mut Criterion) {
    let boards = Boards::new();
    for (name, position, last, view) in tzaar_cases() {
        let bytes = boards
            .tzaar_png(&position, &last, &view)
            .expect("encodes")
            .len();
        println!("{name}: {bytes} bytes");
        assert!(bytes <= 150 * 1024, "{name}: {bytes} bytes is over 150 KB");
        c.bench_function(&format!("png {name} again"), |b| {
            b.iter(|| boards.tzaar_png(black_box(&position), black_box(&last), black_box(&view)))
        });
        c.bench_function(&format!("png {name} first"), |b| {
            b.iter(|| {
                let image = boards.tzaar_image(black_box(&position), &last, &view);
                boards.png().encode_uncached(&image, render::png::LEVEL)
            })
        });
    }
}

fn bench_foxgeese(c: &mut Criterion) {
    let boards = Boards::new();
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
        let last = render::foxgeese::parse_last(last).expect("a move");
        let view = names();
        let bytes = boards
            .foxgeese_png(&position, &last, &view)
            .expect("encodes")
            .len();
        println!("{name}: {bytes} bytes");
        assert!(bytes <= 150 * 1024, "{name}: {bytes} bytes is over 150 KB");
        c.bench_function(&format!("png {name} again"), |b| {
            b.iter(|| boards.foxgeese_png(black_box(&position), black_box(&last), black_box(&view)))
        });
        c.bench_function(&format!("png {name} first"), |b| {
            b.iter(|| {
                let image = boards.foxgeese_image(black_box(&position), &last, &view);
                boards.png().encode_uncached(&image, render::png::LEVEL)
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
            tablero::games::tzaar::spec(TzaarSetup::Random)
        } else {
            tablero::games::foxgeese::spec("halatafl".parse().expect("a variant"))
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
            let mv = &legal[(state >> 33) as usize % legal.len()];
            game.play_text(mv).expect("a legal move");
            let view =
                BoardView::plain([format!("Ana {seed}"), format!("Bruno {seed}")], Locale::ES);
            boards.push((game.clone(), view));
        }
    }
    boards
}

/// The PNG encoder's figures on the random games' boards, encoded in order by a fresh
/// renderer (the figures core/src/render/png.rs cites): boards, mean and largest size, how
/// many needed the slower level to stay within `RETRY_ABOVE`, and how many bands were
/// found in the cache.
fn encoder_figures(name: &str, boards: &[(AnyGame, BoardView)]) {
    let renderer = Boards::new();
    let sizes: Vec<usize> = boards
        .iter()
        .map(|(game, view)| renderer.board(game, view).expect("a board").len())
        .collect();
    let (hits, misses) = renderer.png().stats();
    let mean = sizes.iter().sum::<usize>() as f64 / sizes.len() as f64 / 1000.0;
    let largest = sizes.iter().max().copied().unwrap_or(0) as f64 / 1000.0;
    let retried = boards
        .iter()
        .filter(|(game, view)| {
            let image = renderer.game_image(game, view).expect("an image");
            let plain = renderer
                .png()
                .encode(&image, render::png::LEVEL)
                .expect("encodes");
            plain.len() > render::png::RETRY_ABOVE
        })
        .count();
    println!(
        "{name}: {} boards, mean {mean:.1} KB, largest {largest:.1} KB, {retried} over {} KiB at \
         level {} (retried), bands found in the cache {:.0}%",
        sizes.len(),
        render::png::RETRY_ABOVE / 1024,
        render::png::LEVEL,
        100.0 * hits as f64 / (hits + misses).max(1) as f64
    );
}

fn bench_games(c: &mut Criterion) {
    let renderer = Boards::new();
    for (name, tzaar) in [("tzaar", true), ("halatafl", false)] {
        let boards = random_games(tzaar);
        encoder_figures(name, &boards);
        let mut next = 0;
        c.bench_function(&format!("png {name} next move"), |b| {
            b.iter(|| {
                let (game, view) = &boards[next % boards.len()];
                next += 1;
                renderer.board(black_box(game), black_box(view))
            })
        });
    }
}

criterion_group!(benches, bench, bench_foxgeese, bench_games);
criterion_main!(benches);
