//! A minimal PNG writer for opaque 8-bit RGB images.
//!
//! Board images are flat colours with antialiased edges on a whole-pixel grid, so the rows
//! are written unfiltered (filter type 0: repeated pixels become long deflate matches) and
//! compressed by zlib-rs at a low level, streamed row by row from the canvas (no copy of the
//! image). Measured on the TZAAR start position (800 x 960): level 1 gives about 133 KB in
//! about 2 ms, where the `png` crate's fast mode gives 380 KB and its zlib levels
//! (miniz_oxide) take 4-10 ms for the same sizes.

/// The deflate level used for board images (see the module documentation).
pub const LEVEL: i32 = 1;
/// Boards whose PNG at [`LEVEL`] is larger than this many bytes are compressed again at
/// [`RETRY_LEVEL`], to stay under 150 KB.
pub const RETRY_ABOVE: usize = 140 * 1024;
/// The slower, smaller level for those boards.
pub const RETRY_LEVEL: i32 = 3;

/// Encodes `pixels` (row-major RGB, `width * height * 3` bytes) as a PNG file. Returns an
/// empty vector if the sizes do not match or compression fails.
pub fn encode_rgb(width: u32, height: u32, pixels: &[u8], level: i32) -> Vec<u8> {
    let stride = width as usize * 3;
    if width == 0 || height == 0 || pixels.len() != stride * height as usize {
        return Vec::new();
    }
    // Rows are streamed straight from the canvas (a filter byte, then the row), so no
    // second copy of the image is ever made.
    let mut deflate = zlib_rs::Deflate::new(level, true, 15);
    let mut stream: Vec<u8> = Vec::with_capacity(192 * 1024);
    let mut block = vec![0u8; 64 * 1024];
    let mut feed = |input: &[u8], flush: zlib_rs::DeflateFlush| -> bool {
        let mut input = input;
        loop {
            let (read, written) = (deflate.total_in(), deflate.total_out());
            let Ok(status) = deflate.compress(input, &mut block, flush) else {
                return false;
            };
            let consumed = (deflate.total_in() - read) as usize;
            let produced = (deflate.total_out() - written) as usize;
            stream.extend_from_slice(&block[..produced]);
            input = &input[consumed.min(input.len())..];
            let done = match flush {
                zlib_rs::DeflateFlush::Finish => status == zlib_rs::Status::StreamEnd,
                _ => input.is_empty() && produced < block.len(),
            };
            if done {
                return true;
            }
            if consumed == 0 && produced == 0 && status == zlib_rs::Status::BufError {
                return false;
            }
        }
    };
    for row in pixels.chunks_exact(stride) {
        // Filter type None.
        if !feed(&[0], zlib_rs::DeflateFlush::NoFlush) || !feed(row, zlib_rs::DeflateFlush::NoFlush)
        {
            return Vec::new();
        }
    }
    if !feed(&[], zlib_rs::DeflateFlush::Finish) {
        return Vec::new();
    }
    let stream = &stream[..];

    let mut out = Vec::with_capacity(stream.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering method, no interlace.
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    // sRGB, perceptual intent: the colours are meant as sRGB.
    chunk(&mut out, b"sRGB", &[0]);
    chunk(&mut out, b"IDAT", stream);
    chunk(&mut out, b"IEND", &[]);
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = zlib_rs::crc32::crc32(0, &out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_png_that_decodes_to_the_same_pixels() {
        let (w, h) = (7u32, 5u32);
        let pixels: Vec<u8> = (0..w * h * 3).map(|i| (i * 37 % 251) as u8).collect();
        let bytes = encode_rgb(w, h, &pixels, LEVEL);
        let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
            .expect("decodes")
            .to_rgb8();
        assert_eq!(decoded.dimensions(), (w, h));
        assert_eq!(decoded.into_raw(), pixels);
    }

    #[test]
    fn large_incompressible_images_round_trip() {
        // Noise compresses to more than one output block: exercises the streaming loop.
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
        for level in [LEVEL, RETRY_LEVEL] {
            let bytes = encode_rgb(w, h, &pixels, level);
            assert!(bytes.len() > 64 * 1024);
            let decoded = image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
                .expect("decodes")
                .to_rgb8();
            assert_eq!(decoded.into_raw(), pixels);
        }
    }

    #[test]
    fn rejects_mismatched_sizes() {
        assert!(encode_rgb(3, 3, &[0; 5], LEVEL).is_empty());
        assert!(encode_rgb(0, 3, &[], LEVEL).is_empty());
    }
}
