//! PNG encoding of the boards, with `image`'s `PngEncoder`.
//!
//! Board images are flat colours with antialiased edges on a whole-pixel grid, so the rows
//! are written unfiltered (`FilterType::NoFilter`: repeated pixels become long deflate
//! matches; Sub/Up/Paeth/Adaptive turn them into small differences that deflate matches
//! worse at low levels) at a low deflate level (`CompressionType::Level`). `image` hands the
//! level to the `png` crate's flate2 encoder, which this crate builds on zlib-rs (flate2's
//! `zlib-rs` feature, see Cargo.toml) instead of miniz_oxide.
//!
//! Measured on the TZAAR start board (800 x 960, `cargo bench --bench render`, medians of a
//! whole board, drawing included, on a shared 2-core machine):
//!
//! | encoder                                              | size      | median  |
//! |------------------------------------------------------|-----------|---------|
//! | `PngEncoder`, `Level(1)`, `NoFilter`, flate2/zlib-rs  | 132.9 KB  | 3.2-3.6 ms |
//! | the same on flate2's default miniz_oxide             | 141.8 KB  | 5.3 ms (over 140 KB, so the level-3 retry runs too) |
//! | the former hand-written chunk writer over zlib-rs     | 133.1 KB  | 3.2 ms  |
//!
//! `CompressionType::Fast` (fdeflate) is faster still but gave about 380 KB on this board
//! (measured with the former renderer), far over the budget. So `image`'s encoder on zlib-rs meets both goals (at most 5 ms, at most 150 KB) and the
//! hand-written PNG writer is gone.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ImageEncoder, RgbImage};

/// The deflate level used for board images (see the module documentation).
pub const LEVEL: u8 = 1;
/// Boards whose PNG at [`LEVEL`] is larger than this many bytes are compressed again at
/// [`RETRY_LEVEL`], to stay under 150 KB.
pub const RETRY_ABOVE: usize = 140 * 1024;
/// The slower, smaller level for those boards.
pub const RETRY_LEVEL: u8 = 3;

/// Encodes an RGB image as a PNG file at deflate `level` without row filters. Returns an
/// empty vector if encoding fails (an empty image).
pub fn encode_rgb(image: &RgbImage, level: u8) -> Vec<u8> {
    let mut out = Vec::with_capacity(160 * 1024);
    let encoder = PngEncoder::new_with_quality(
        &mut out,
        CompressionType::Level(level),
        FilterType::NoFilter,
    );
    let (width, height) = image.dimensions();
    match encoder.write_image(
        image.as_raw(),
        width,
        height,
        image::ExtendedColorType::Rgb8,
    ) {
        Ok(()) => out,
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(bytes: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
            .expect("decodes")
            .to_rgb8()
    }

    #[test]
    fn writes_a_png_that_decodes_to_the_same_pixels() {
        let (w, h) = (7u32, 5u32);
        let pixels: Vec<u8> = (0..w * h * 3).map(|i| (i * 37 % 251) as u8).collect();
        let image = RgbImage::from_raw(w, h, pixels).expect("sizes match");
        let bytes = encode_rgb(&image, LEVEL);
        assert_eq!(decode(&bytes), image);
    }

    #[test]
    fn large_incompressible_images_round_trip() {
        let (w, h) = (300u32, 257u32);
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let pixels: Vec<u8> = (0..w * h * 3)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        let image = RgbImage::from_raw(w, h, pixels).expect("sizes match");
        for level in [LEVEL, RETRY_LEVEL] {
            let bytes = encode_rgb(&image, level);
            assert!(bytes.len() > 64 * 1024);
            assert_eq!(decode(&bytes), image);
        }
    }

    #[test]
    fn empty_images_give_no_bytes() {
        assert!(encode_rgb(&RgbImage::new(0, 3), LEVEL).is_empty());
    }
}
