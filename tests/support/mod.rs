//! Helpers shared by the integration test binaries: position builders, PNG decoding and pixel
//! probes, sorted move lists, and the `tablero` binary. Each binary includes this module and,
//! besides it, only the heavier helpers it needs (the table fixture, the fake Discord, the
//! reference move generators), so none compiles what it does not use.

#![allow(dead_code)]

use std::process::{Command, Output};

use image::{ImageFormat, RgbImage};
use tablero::games::{foxgeese, tzaar};

/// A TZAAR position from its text or a start name (`fixed`, `tournament`), or a panic that
/// names it.
#[track_caller]
pub fn tzaar_pos(text: &str) -> tzaar::Position {
    tzaar::parse_position_arg(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// A Fox and Geese position from its text or a start name (`halatafl`, `standard+15`, ...).
#[track_caller]
pub fn fox_pos(text: &str) -> foxgeese::Position {
    foxgeese::parse_position_arg(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The strings, sorted (move lists are compared as sets).
pub fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Decodes a board PNG, checking it is 8-bit RGB as every board is.
#[track_caller]
pub fn decode_png(png: &[u8]) -> RgbImage {
    let image = image::load_from_memory_with_format(png, ImageFormat::Png).expect("a valid PNG");
    assert_eq!(
        image.color(),
        image::ColorType::Rgb8,
        "boards are 8-bit RGB"
    );
    image.to_rgb8()
}

/// The pixel at an image position.
pub fn colour_at(image: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    image.get_pixel(x as u32, y as u32).0
}

/// Whether two colours are equal within antialiasing noise.
pub fn close(a: [u8; 3], b: [u8; 3]) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 6)
}

/// Asserts the colour at a point, within antialiasing noise.
#[track_caller]
pub fn assert_colour(image: &RgbImage, p: (f32, f32), expected: [u8; 3], what: &str) {
    let found = colour_at(image, p);
    assert!(
        close(found, expected),
        "{what}: expected {expected:?} at {p:?}, found {found:?}"
    );
}

/// Runs the `tablero` binary with `args` (no Discord token, so nothing reaches out).
pub fn tablero(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the binary runs")
}
