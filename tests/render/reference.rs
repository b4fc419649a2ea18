//! Reference images: a few boards compared with the PNGs kept in `tests/reference/`, with a
//! tolerance, so that an unintended change to the drawing shows up.
//!
//! After an intended change, look at the new images, then regenerate them on purpose with
//!
//!     TABLERO_BLESS=1 cargo test --test render reference
//!
//! and commit the updated files. A failing comparison writes the new image beside the
//! reference as `<name>.actual.png` (ignored by git) to look at.

use std::path::PathBuf;

use tablero::games::{foxgeese, tzaar};
use tablero::i18n::Locale;
use tablero::render::RenderOptions;

use crate::support::decode_png;

/// Largest mean absolute difference per channel (0-255 scale) still taken as "the same".
/// The drawing is deterministic (no fast-math, IEEE square roots), so the tolerance only
/// absorbs rounding differences from a newer font rasteriser; a changed arrow head (about
/// 70 pixels) already fails.
const MAX_MEAN_DIFFERENCE: f64 = 0.1;
/// Largest share of pixels that may differ by more than a rounding error (about 40 pixels).
const MAX_CHANGED_SHARE: f64 = 0.00005;

fn reference_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/reference")
}

/// Compares `png` with the reference `name`, or writes it when blessing.
fn check(name: &str, png: Vec<u8>) {
    let path = reference_dir().join(format!("{name}.png"));
    if std::env::var_os("TABLERO_BLESS").is_some() {
        std::fs::create_dir_all(reference_dir()).expect("create tests/reference");
        std::fs::write(&path, &png).expect("write the reference image");
        return;
    }
    let expected = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; create it with TABLERO_BLESS=1 cargo test --test render reference",
            path.display()
        )
    });
    let (expected, actual) = (decode_png(&expected), decode_png(&png));
    let failure = if expected.dimensions() != actual.dimensions() {
        Some(format!(
            "size {:?} instead of {:?}",
            actual.dimensions(),
            expected.dimensions()
        ))
    } else {
        let mut total = 0u64;
        let mut changed = 0u64;
        for (a, b) in expected.pixels().zip(actual.pixels()) {
            let d: u32 =
                a.0.iter()
                    .zip(b.0)
                    .map(|(x, y)| u32::from(x.abs_diff(y)))
                    .sum();
            total += u64::from(d);
            if d > 12 {
                changed += 1;
            }
        }
        let pixels = f64::from(expected.width() * expected.height());
        let mean = total as f64 / (pixels * 3.0);
        let share = changed as f64 / pixels;
        (mean > MAX_MEAN_DIFFERENCE || share > MAX_CHANGED_SHARE).then(|| {
            format!(
                "mean difference {mean:.3} per channel, {:.3}% of pixels changed",
                share * 100.0
            )
        })
    };
    if let Some(why) = failure {
        let actual_path = reference_dir().join(format!("{name}.actual.png"));
        let _ = std::fs::write(&actual_path, &png);
        panic!(
            "{name} differs from {}: {why}; the new image is {}",
            path.display(),
            actual_path.display()
        );
    }
}

fn names() -> [String; 2] {
    ["Alice".into(), "Bob".into()]
}

#[test]
fn tzaar_start() {
    let position = tzaar::parse_position_arg("fixed").expect("fixed");
    let options = RenderOptions {
        players: names(),
        ..RenderOptions::default()
    };
    check(
        "tzaar_start",
        tablero::render::tzaar::board_png(&position, &options),
    );
}

#[test]
fn tzaar_middle_game_flipped_in_french() {
    let position = tzaar::parse_position_arg(
        "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt b 2",
    )
    .expect("position");
    let options = RenderOptions {
        players: names(),
        last_moves: vec!["a3xa4 e3-e4".into()],
        locale: Locale::FR,
        flipped: true,
        outcome: None,
    };
    check(
        "tzaar_middle_fr_flipped",
        tablero::render::tzaar::board_png(&position, &options),
    );
}

#[test]
fn tzaar_placement_in_spanish() {
    let position = tzaar::parse_position_arg(
        "T..../....../.z...../......../......../......../......./....../..... w place",
    )
    .expect("position");
    let options = RenderOptions {
        players: names(),
        last_moves: vec!["Zc2".into()],
        locale: Locale::ES,
        ..RenderOptions::default()
    };
    check(
        "tzaar_placement_es",
        tablero::render::tzaar::board_png(&position, &options),
    );
}

#[test]
fn tzaar_game_over() {
    let position = tzaar::parse_position_arg(
        "Z..../R...../......./......../......../......../......./....../..zrt w 1",
    )
    .expect("position");
    let options = RenderOptions {
        players: names(),
        last_moves: vec!["d4xa1".into()],
        ..RenderOptions::default()
    };
    check(
        "tzaar_over",
        tablero::render::tzaar::board_png(&position, &options),
    );
}

#[test]
fn foxgeese_halatafl_start() {
    let position = foxgeese::parse_position_arg("halatafl").expect("halatafl");
    let options = RenderOptions {
        players: names(),
        ..RenderOptions::default()
    };
    check(
        "foxgeese_halatafl_start",
        tablero::render::foxgeese::board_png(&position, &options),
    );
}

#[test]
fn foxgeese_jump_chain_in_spanish() {
    let position =
        foxgeese::parse_position_arg("..F/.../......./GGGGG.G/GGGGGGF/GGG/GGG g halatafl 0")
            .expect("position");
    let options = RenderOptions {
        players: names(),
        last_moves: vec!["c7xe5xg3".into()],
        locale: Locale::ES,
        ..RenderOptions::default()
    };
    check(
        "foxgeese_chain_es",
        tablero::render::foxgeese::board_png(&position, &options),
    );
}

#[test]
fn foxgeese_standard_over_flipped() {
    let position =
        foxgeese::parse_position_arg("F../.../......./......./..G.G../.G./... g standard 0")
            .expect("position");
    let options = RenderOptions {
        players: names(),
        last_moves: vec!["e4xc2".into()],
        flipped: true,
        ..RenderOptions::default()
    };
    check(
        "foxgeese_standard_over_flipped",
        tablero::render::foxgeese::board_png(&position, &options),
    );
}
