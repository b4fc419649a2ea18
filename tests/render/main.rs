//! Board images and replays: sizes, pixel probes at known points, every position of many
//! random games, and reference images.

#[path = "../support/mod.rs"]
mod support;

mod foxgeese;
mod reference;
mod svg;
mod tzaar;

use std::sync::OnceLock;

use tablero::render::Boards;

/// One renderer for the tests of this binary, so its caches warm up once (the caches belong
/// to the instance; the tests that look at the caches build their own).
fn boards() -> &'static Boards {
    static BOARDS: OnceLock<Boards> = OnceLock::new();
    BOARDS.get_or_init(Boards::new)
}

/// The delay of each frame of a GIF, in milliseconds.
fn frame_delays(gif: &[u8]) -> Vec<u32> {
    use image::AnimationDecoder;
    let decoder =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("a valid GIF");
    decoder
        .into_frames()
        .map(|frame| {
            let (n, d) = frame.expect("a frame decodes").delay().numer_denom_ms();
            n / d
        })
        .collect()
}
