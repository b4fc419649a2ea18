//! PNG encoding of the boards, band by band, with compressed bands cached by content.
//!
//! Consecutive boards of a game differ in a few places (the moved pieces, the arrows, the turn
//! line), and every board shares its empty margins with every other. So the image is cut into
//! bands of [`BAND_ROWS`] rows and each band is deflated on its own: a fresh zlib-rs stream
//! ending in a sync flush, so the pieces concatenate into one valid deflate stream (closed by an
//! empty final block) and any band can be reused wherever the same pixels appear again. Bands are
//! looked up by a 128-bit XXH3 hash of their pixels (and the width and level), in a
//! process-wide cache bounded to [`CACHE_BYTES`]. The zlib checksum of the whole stream is
//! combined from the bands' own Adler-32s, so a cached band costs a hash and a copy.
//!
//! Measured on 24 random games (TZAAR random setups and Halatafl, 40 moves each, 934 boards),
//! medians of the encoding alone at level 1 on a shared 2-core machine:
//!
//! | bands                                   | median   | mean size | boards over 144 KiB |
//! |-----------------------------------------|----------|-----------|---------------------|
//! | none (the whole image in one stream)    | 1.83 ms  | 114.4 KB  | 3                   |
//! | 16 rows, no context rows                | 0.61 ms  | 122.0 KB  | 94                  |
//! | 16 rows, 2 context rows                 | 0.76 ms  | 118.3 KB  | about 40            |
//! | 32 rows, 2 context rows (these settings) | 0.75 ms  | 116.5 KB  | 8                   |
//!
//! Each band is primed with the [`CONTEXT_ROWS`] rows above it as a preset dictionary, so its
//! first rows still match the rows above (part of its key, so it is only reused below the same
//! rows); without that, bands cost about 7% in size. Of 16-row bands, about 70% of a TZAAR
//! board's and 80% of a Halatafl board's were already in the cache.
//!
//! Rows are written unfiltered: board images are flat colours with antialiased edges, so
//! repeated pixels become long deflate matches, while Sub/Up/Paeth turn them into small
//! differences that deflate matches worse at low levels. Measured on the TZAAR start board
//! (800 x 960) when this module still encoded the whole image at once:
//!
//! | encoder                                          | size     | median  |
//! |--------------------------------------------------|----------|---------|
//! | zlib-rs level 1, no filter                       | 132.3 KB | 1.5 ms  |
//! | zlib-rs level 1, Sub filter                      | 157.6 KB | 1.7 ms  |
//! | zlib-rs level 1, Up filter                       | 178.2 KB | 1.8 ms  |
//! | zlib-rs level 3, no filter                       | 114.9 KB | 3.4 ms  |
//! | `image`'s `PngEncoder`, level 1 on zlib-rs       | 132.9 KB | 1.8 ms  |
//! | fdeflate (`CompressionType::Fast`), Sub filter   | 321.8 KB | 1.3 ms  |
//!
//! fdeflate is over the 150 KB budget; `image`'s encoder copies the image once more.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex};

use image::RgbImage;
use zlib_rs::{Deflate, DeflateFlush};

use crate::cache::Recent;

/// The deflate level used for board images (see the module documentation).
pub const LEVEL: u8 = 1;
/// Boards whose PNG at [`LEVEL`] is larger than this many bytes are compressed again at
/// [`RETRY_LEVEL`], to stay under 150 KB.
pub const RETRY_ABOVE: usize = 144 * 1024;
/// The slower, smaller level for those boards.
pub const RETRY_LEVEL: u8 = 3;
/// Rows per independently compressed band: smaller bands are found in the cache more often
/// (73% of TZAAR bands at 8 rows, 69% at 16, 64% at 32) but lose more matches at their edges
/// and cost more lookups.
pub const BAND_ROWS: usize = 32;
/// Rows above a band that its compression may refer back to (a preset dictionary): without
/// them the first rows of every band lose their matches with the rows above, about 8% in size.
pub const CONTEXT_ROWS: usize = 2;
/// Most bytes of compressed bands kept for reuse (a board is about 130 KB of bands, so this
/// holds the last boards of a few hundred games).
pub const CACHE_BYTES: usize = 48 << 20;

const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];
/// zlib header: deflate with a 32 KB window, "fastest" level hint; a multiple of 31.
const ZLIB_HEADER: [u8; 2] = [0x78, 0x01];
/// An empty final block with fixed codes: closes the stream after the last sync flush.
const FINAL_BLOCK: [u8; 2] = [0x03, 0x00];

/// One compressed band: raw deflate blocks ending byte-aligned, and the Adler-32 of the
/// filtered rows they hold.
struct Band {
    deflate: Box<[u8]>,
    adler: u32,
    /// Length of the filtered rows (a filter byte and the row's pixels, per row).
    filtered_len: u64,
}

/// A band's identity: the hash of its pixels and of the [`CONTEXT_ROWS`] above it, the image
/// width (rows are cut by it) and the deflate level.
type Key = (u128, u32, u8);

/// Bands found in the cache and bands compressed, since the start (for the benchmarks).
static HITS: AtomicU64 = AtomicU64::new(0);
static MISSES: AtomicU64 = AtomicU64::new(0);

/// How many bands were found in the cache and how many were compressed, since the start.
pub fn band_stats() -> (u64, u64) {
    (HITS.load(Ordering::Relaxed), MISSES.load(Ordering::Relaxed))
}

/// The compressed bands of recent boards, by content.
static CACHE: LazyLock<Mutex<Recent<Key, Arc<Band>>>> =
    LazyLock::new(|| Mutex::new(Recent::new(CACHE_BYTES)));

/// What each thread keeps between bands: one compressor per level, reset for each band
/// (creating one allocates and clears about 300 KB of tables), and the buffers of the
/// filtered rows and of the compressed output.
struct CompressorState {
    compressors: Vec<(u8, Deflate)>,
    filtered: Vec<u8>,
    output: Vec<u8>,
}

thread_local! {
    static COMPRESSORS: RefCell<CompressorState> = const {
        RefCell::new(CompressorState {
            compressors: Vec::new(),
            filtered: Vec::new(),
            output: Vec::new(),
        })
    };
}

/// Encodes an RGB image as a PNG file at deflate `level` without row filters. Returns an
/// empty vector if the image is empty.
pub fn encode_rgb(image: &RgbImage, level: u8) -> Vec<u8> {
    encode_rgb_with(image, level, true)
}

/// [`encode_rgb`], optionally without the band cache (to measure a board seen for the first
/// time). The bytes are the same either way.
pub fn encode_rgb_with(image: &RgbImage, level: u8, use_cache: bool) -> Vec<u8> {
    let (width, height) = image.dimensions();
    if width == 0 || height == 0 {
        return Vec::new();
    }
    let stride = width as usize * 3;
    let raw = image.as_raw();
    let band_bytes = stride * BAND_ROWS;
    // Each band with the rows just above it, which its compressed form refers back to.
    // Each band (`start..end`) with the rows just above it (`context..start`), which its
    // compressed form refers back to; the key covers both.
    let bands: Vec<(usize, usize, usize)> = (0..raw.len())
        .step_by(band_bytes)
        .map(|start| {
            let context = start.saturating_sub(stride * CONTEXT_ROWS);
            (context, start, (start + band_bytes).min(raw.len()))
        })
        .collect();
    let keys: Vec<Key> = bands
        .iter()
        .map(|&(context, _, end)| {
            (
                xxhash_rust::xxh3::xxh3_128(&raw[context..end]),
                width,
                level,
            )
        })
        .collect();
    let mut found: Vec<Option<Arc<Band>>> = if use_cache {
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        keys.iter().map(|k| cache.get(k)).collect()
    } else {
        vec![None; keys.len()]
    };
    let mut made = Vec::new();
    for (i, slot) in found.iter_mut().enumerate() {
        if slot.is_none() {
            let (context, start, end) = bands[i];
            let band = Arc::new(compress_band(
                &raw[context..start],
                &raw[start..end],
                stride,
                level,
            ));
            made.push((keys[i], Arc::clone(&band)));
            *slot = Some(band);
        }
    }
    HITS.fetch_add((bands.len() - made.len()) as u64, Ordering::Relaxed);
    MISSES.fetch_add(made.len() as u64, Ordering::Relaxed);
    if use_cache && !made.is_empty() {
        let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        for (key, band) in made {
            let cost = band.deflate.len();
            cache.insert(key, band, cost);
        }
    }
    let bands: Vec<Arc<Band>> = found.into_iter().flatten().collect();
    assemble(width, height, &bands)
}

/// Puts a "no filter" byte before each row, as the PNG stream holds them, into `out`.
fn filter_rows(pixels: &[u8], stride: usize, out: &mut Vec<u8>) {
    out.clear();
    for row in pixels.chunks(stride) {
        out.push(0);
        out.extend_from_slice(row);
    }
}

/// Deflates one band's rows as a raw stream ending in a sync flush, primed with the rows above
/// it (`context`) as a preset dictionary: its matches may reach back into them, which is right
/// wherever the band follows those same rows, as its key says.
fn compress_band(context: &[u8], pixels: &[u8], stride: usize, level: u8) -> Band {
    COMPRESSORS.with(|cell| {
        let mut state = cell.borrow_mut();
        let CompressorState {
            compressors,
            filtered,
            output,
        } = &mut *state;
        let index = match compressors.iter().position(|(l, _)| *l == level) {
            Some(i) => i,
            None => {
                compressors.push((level, Deflate::new(i32::from(level), false, 15)));
                compressors.len() - 1
            }
        };
        let compressor = &mut compressors[index].1;
        compressor.reset();
        if !context.is_empty() {
            filter_rows(context, stride, filtered);
            // Only fails on a stream already started, and this one was just reset.
            let _ = compressor.set_dictionary(filtered);
        }
        filter_rows(pixels, stride, filtered);
        let adler = zlib_rs::adler32::adler32(1, filtered);
        let written = deflate_all(compressor, filtered, output);
        Band {
            deflate: output[..written].into(),
            adler,
            filtered_len: filtered.len() as u64,
        }
    })
}

/// Runs `compressor` over all of `input` with a sync flush into `out` (grown as needed);
/// returns how many bytes it wrote.
fn deflate_all(compressor: &mut Deflate, input: &[u8], out: &mut Vec<u8>) -> usize {
    let bound = zlib_rs::compress_bound(input.len()) + 64;
    if out.len() < bound {
        out.resize(bound, 0);
    }
    let mut written = 0;
    loop {
        let consumed = compressor.total_in() as usize;
        let before = compressor.total_out() as usize;
        let result = compressor.compress(
            &input[consumed.min(input.len())..],
            &mut out[written..],
            DeflateFlush::SyncFlush,
        );
        written += compressor.total_out() as usize - before;
        let done = compressor.total_in() as usize >= input.len() && written < out.len();
        if done || result.is_err() {
            break;
        }
        let grown = out.len() * 2;
        out.resize(grown, 0);
    }
    written
}

/// Writes the PNG file: signature, header, one IDAT chunk holding the zlib stream made of the
/// bands, and the end chunk.
fn assemble(width: u32, height: u32, bands: &[Arc<Band>]) -> Vec<u8> {
    let deflated: usize = bands.iter().map(|b| b.deflate.len()).sum();
    let idat_len = ZLIB_HEADER.len() + deflated + FINAL_BLOCK.len() + 4;
    let mut out = Vec::with_capacity(SIGNATURE.len() + 25 + 12 + idat_len + 12);
    out.extend_from_slice(&SIGNATURE);

    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits per sample, truecolour (RGB), deflate, adaptive filtering method, no interlace.
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);

    // The IDAT chunk, written in place: length, type, the zlib stream, then the CRC.
    let mut adler = 1u32;
    out.extend_from_slice(&(idat_len as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(b"IDAT");
    out.extend_from_slice(&ZLIB_HEADER);
    for band in bands {
        out.extend_from_slice(&band.deflate);
        adler = zlib_rs::adler32::adler32_combine(adler, band.adler, band.filtered_len);
    }
    out.extend_from_slice(&FINAL_BLOCK);
    out.extend_from_slice(&adler.to_be_bytes());
    let crc = zlib_rs::crc32::crc32(0, &out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Appends one PNG chunk: length, type, data, CRC-32 of type and data.
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

    fn decode(bytes: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
            .expect("decodes")
            .to_rgb8()
    }

    fn noise(w: u32, h: u32, mut state: u64) -> RgbImage {
        let pixels: Vec<u8> = (0..w * h * 3)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        RgbImage::from_raw(w, h, pixels).expect("sizes match")
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
        let image = noise(300, 257, 0x2545_f491_4f6c_dd1d);
        for level in [LEVEL, RETRY_LEVEL] {
            let bytes = encode_rgb(&image, level);
            assert!(bytes.len() > 64 * 1024);
            assert_eq!(decode(&bytes), image);
        }
    }

    #[test]
    fn cached_bands_are_reused_only_where_the_pixels_are_the_same() {
        // Two images sharing their top bands but not the rest; then the first again. A band
        // reused in the wrong place, or a checksum not combined right, fails to decode equal.
        let a = noise(64, 80, 1);
        let mut b = a.clone();
        for (i, p) in b.as_mut().iter_mut().enumerate().skip(64 * 3 * 40) {
            *p = p.wrapping_add(i as u8 | 1);
        }
        for image in [&a, &b, &a, &b] {
            assert_eq!(&decode(&encode_rgb(image, LEVEL)), image);
        }
        // The same pixels at another width are other rows: another band.
        let narrow = RgbImage::from_raw(32, 160, a.as_raw().clone()).expect("sizes match");
        assert_eq!(decode(&encode_rgb(&narrow, LEVEL)), narrow);
    }

    #[test]
    fn the_cache_does_not_change_the_bytes() {
        let image = noise(64, 100, 5);
        let cold = encode_rgb_with(&image, LEVEL, false);
        assert_eq!(encode_rgb(&image, LEVEL), cold);
        assert_eq!(encode_rgb(&image, LEVEL), cold, "again, from the cache");
    }

    #[test]
    fn images_whose_height_is_not_a_multiple_of_the_band_decode() {
        let image = noise(50, BAND_ROWS as u32 * 3 + 5, 7);
        assert_eq!(decode(&encode_rgb(&image, LEVEL)), image);
        let one_row = noise(9, 1, 9);
        assert_eq!(decode(&encode_rgb(&one_row, LEVEL)), one_row);
    }

    #[test]
    fn chunk_crcs_and_the_combined_zlib_checksum_are_right() {
        // `image` skips the Adler-32 check, so inflate the IDAT strictly with zlib-rs.
        let image = noise(40, BAND_ROWS as u32 * 2 + 3, 11);
        let bytes = encode_rgb(&image, LEVEL);
        let mut i = SIGNATURE.len();
        let mut idat = Vec::new();
        while i < bytes.len() {
            let n = u32::from_be_bytes(bytes[i..i + 4].try_into().expect("4 bytes")) as usize;
            let body = &bytes[i + 4..i + 8 + n];
            let crc = u32::from_be_bytes(bytes[i + 8 + n..i + 12 + n].try_into().expect("4"));
            assert_eq!(zlib_rs::crc32::crc32(0, body), crc);
            if &body[..4] == b"IDAT" {
                idat.extend_from_slice(&body[4..]);
            }
            i += 12 + n;
        }
        let mut filtered = vec![0u8; image.as_raw().len() + image.height() as usize];
        let (out, code) =
            zlib_rs::decompress_slice(&mut filtered, &idat, zlib_rs::InflateConfig::default());
        assert_eq!(code, zlib_rs::ReturnCode::Ok);
        let rows: Vec<u8> = image
            .as_raw()
            .chunks(40 * 3)
            .flat_map(|row| std::iter::once(0).chain(row.iter().copied()))
            .collect();
        assert_eq!(out, &rows[..]);
    }

    #[test]
    fn empty_images_give_no_bytes() {
        assert!(encode_rgb(&RgbImage::new(0, 3), LEVEL).is_empty());
    }
}
