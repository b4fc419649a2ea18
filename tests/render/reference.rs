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

use tablero::games::{AnyGame, GameRules, Outcome, Seat, foxgeese, tzaar};
use tablero::i18n::Locale;
use tablero::render::{BoardView, Renderer};

use crate::boards;
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

fn view() -> BoardView {
    BoardView::plain(["Alice".into(), "Bob".into()], Locale::EN)
}

fn tzaar_png(position: &str, last: &str, view: &BoardView) -> Vec<u8> {
    let position = tzaar::parse_position_arg(position).expect("position");
    let last = tablero::render::tzaar::parse_last(last).expect("last turn");
    boards().tzaar_png(&position, &last, view).expect("encodes")
}

fn foxgeese_png(position: &str, last: &str, view: &BoardView) -> Vec<u8> {
    let position = foxgeese::parse_position_arg(position).expect("position");
    let last = tablero::render::foxgeese::parse_last(last).expect("last move");
    boards()
        .foxgeese_png(&position, &last, view)
        .expect("encodes")
}

#[test]
fn tzaar_start() {
    check("tzaar_start", tzaar_png("fixed", "", &view()));
}

#[test]
fn tzaar_middle_game_flipped_in_french() {
    let view = BoardView {
        locale: Locale::FR,
        flipped: true,
        ..view()
    };
    check(
        "tzaar_middle_fr_flipped",
        tzaar_png(
            "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt b 2",
            "a3xa4 e3-e4",
            &view,
        ),
    );
}

#[test]
fn tzaar_placement_in_spanish() {
    let view = BoardView {
        locale: Locale::ES,
        ..view()
    };
    check(
        "tzaar_placement_es",
        tzaar_png(
            "T..../....../.z...../......../......../......../......./....../..... w place",
            "Zc2",
            &view,
        ),
    );
}

#[test]
fn tzaar_game_over() {
    check(
        "tzaar_over",
        tzaar_png(
            "Z..../R...../......./......../......../......../......./....../..zrt w 1",
            "d4xa1",
            &view(),
        ),
    );
}

#[test]
fn tzaar_resigned_after_a_turn_of_two_commands() {
    // The whole last turn (a capture and, as a command of its own, a pass) and a result away
    // from the board, both taken from the game.
    let mut game = AnyGame::new(tzaar::Game::new(tzaar::SetupKind::Fixed));
    for mv in ["d3xd4", "e6xd5", "pass"] {
        game.play_text(mv).expect("legal");
    }
    game.conclude(Outcome::resignation(Seat::First))
        .expect("in progress");
    check(
        "tzaar_two_commands_resigned",
        boards().board(&game, &view()).expect("encodes"),
    );
}

#[test]
fn foxgeese_halatafl_start() {
    check(
        "foxgeese_halatafl_start",
        foxgeese_png("halatafl", "", &view()),
    );
}

#[test]
fn foxgeese_jump_chain_in_spanish() {
    let view = BoardView {
        locale: Locale::ES,
        ..view()
    };
    check(
        "foxgeese_chain_es",
        foxgeese_png(
            "..F/.../......./GGGGG.G/GGGGGGF/GGG/GGG g halatafl 0",
            "c7xe5xg3",
            &view,
        ),
    );
}

#[test]
fn foxgeese_standard_over_flipped() {
    let view = BoardView {
        flipped: true,
        ..view()
    };
    check(
        "foxgeese_standard_over_flipped",
        foxgeese_png(
            "F../.../......./......./..G.G../.G./... g standard 0",
            "e4xc2",
            &view,
        ),
    );
}
