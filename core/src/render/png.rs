//! PNG encoding of the boards, band by band, with compressed bands cached by content.
//!
//! Consecutive boards of a game differ in a few places (the moved pieces, the arrows, the turn
//! line), and every board shares its empty margins with every other. So the image is cut into
//! bands of [`BAND_ROWS`] rows and each band is deflated on its own: a fresh zlib-rs stream
//! ending in a sync flush, so the pieces concatenate into one valid deflate stream (closed by an
//! empty final block) and any band can be reused wherever the same pixels appear again. Bands are
//! looked up by a 128-bit XXH3 hash of their pixels (and the width and level), in the cache of
//! the [`Bands`] that `app` builds once (inside [`super::Boards`]), bounded to [`CACHE_BYTES`]. The zlib checksum of the whole stream is
//! combined from the bands' own Adler-32s, so a cached band costs a hash and a copy.
//!
//! Bands were chosen over encoding the whole image in one stream (smaller files, but every
//! board compressed whole each time), and 32-row bands with 2 context rows over 16-row bands
//! with or without them (fewer bands, so fewer lookups, and far fewer boards over
//! [`RETRY_ABOVE`]), on the boards of random games. The comparison was measured on encoder
//! variants this module no longer has, so its figures are not kept here; for these settings,
//! `cargo bench --bench render` prints, before its timings, the boards of its 24 random TZAAR
//! and Halatafl games (40 moves each): their mean and largest size, how many needed
//! [`RETRY_LEVEL`], and the share of bands found in the cache; its `png ... next move`
//! timings are those boards drawn and encoded one after another, as a table does. The sizes
//! and shares do not depend on the build's optimizations, so `cargo test --bench render`
//! (one pass of each benchmark, in the dev build) prints them too; on this project's machine
//! on 7 December 2026: TZAAR, 949 boards, mean 142.9 KB, largest 147.4 KB, 170 retried, 64%
//! of bands from the cache; Halatafl, 911 boards, 97.1 KB, 108.6 KB, none retried, 82%.
//!
//! Each band is primed with the [`CONTEXT_ROWS`] rows above it as a preset dictionary, so its
//! first rows still match the rows above (part of its key, so it is only reused below the same
//! rows); without that, the bands' first rows lose their matches.
//!
//! Rows are written unfiltered: board images are flat colours with antialiased edges, so
//! repeated pixels become long deflate matches, while Sub/Up/Paeth turn them into small
//! differences that deflate matches worse at low levels. Unfiltered level 1 was chosen over
//! the Sub and Up filters, level 3, `image`'s `PngEncoder` (which copies the image once more)
//! and fdeflate's fast mode (much larger files) when this module still encoded the whole
//! image at once; those encoders are not built here, so their sizes and times are not
//! repeated. `cargo bench --bench render` times this encoder (`png ... first`: drawn and
//! encoded from a cold cache) and prints each benchmarked board's size.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use image::RgbImage;
use zlib_rs::{Deflate, DeflateError, DeflateFlush, Status};

use super::RenderError;
use crate::cache::Recent;

/// The deflate level used for board images (see the module documentation).
pub const LEVEL: u8 = 1;
/// Boards whose PNG at [`LEVEL`] is larger than this many bytes have their largest bands
/// compressed again at [`RETRY_LEVEL`] (see [`Bands::encode_within`]), to stay under 150 KB.
pub const RETRY_ABOVE: usize = 144 * 1024;
/// The slower, smaller level for those boards.
pub const RETRY_LEVEL: u8 = 3;
/// Rows per independently compressed band: smaller bands are found in the cache more often
/// but lose more matches at their edges and cost more lookups (`cargo bench --bench render`
/// prints the share found at this size).
pub const BAND_ROWS: usize = 32;
/// Rows above a band that its compression may refer back to (a preset dictionary): without
/// them the first rows of every band lose their matches with the rows above.
pub const CONTEXT_ROWS: usize = 2;
/// Most bytes of compressed bands kept for reuse (a board is at most [`RETRY_ABOVE`] bytes of
/// bands, and `cargo bench --bench render` prints the mean, so this holds the last boards of
/// a few hundred games).
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

/// What an encoder keeps between bands: one compressor per level, reset for each band
/// (creating one allocates and clears its window and hash tables), and the buffers of the
/// filtered rows and of the compressed output.
#[derive(Default)]
struct CompressorState {
    compressors: Vec<(u8, Deflate)>,
    filtered: Vec<u8>,
    output: Vec<u8>,
}

/// The PNG encoder of one [`super::Boards`]: the compressed bands of recent boards by content
/// (up to [`CACHE_BYTES`]), the compressors and buffers to reuse (one set per thread that
/// encodes at the same time, taken out for one image and put back), and counts of the bands
/// found and compressed.
pub struct Bands {
    cache: Mutex<Recent<Key, Arc<Band>>>,
    idle: Mutex<Vec<CompressorState>>,
    hits: AtomicU64,
    misses: AtomicU64,
}

impl Default for Bands {
    fn default() -> Self {
        Bands::new()
    }
}

/// A poisoned lock only means another thread panicked while holding it; the maps inside
/// stay consistent (every change is one insert or remove), so keep using them.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Bands {
    pub fn new() -> Bands {
        Bands {
            cache: Mutex::new(Recent::new(CACHE_BYTES)),
            idle: Mutex::new(Vec::new()),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// How many bands were found in the cache and how many were compressed so far.
    pub fn stats(&self) -> (u64, u64) {
        (
            self.hits.load(Ordering::Relaxed),
            self.misses.load(Ordering::Relaxed),
        )
    }

    /// Encodes an RGB image as a PNG file at deflate `level` without row filters.
    pub fn encode(&self, image: &RgbImage, level: u8) -> Result<Vec<u8>, RenderError> {
        let cut = Cut::new(image)?;
        let bands = self.bands(&cut, cut.all(), level, true)?;
        Ok(assemble(cut.width, cut.height, &bands))
    }

    /// [`Bands::encode`] without the band cache (to measure a board seen for the first
    /// time). The bytes are the same either way.
    pub fn encode_uncached(&self, image: &RgbImage, level: u8) -> Result<Vec<u8>, RenderError> {
        let cut = Cut::new(image)?;
        let bands = self.bands(&cut, cut.all(), level, false)?;
        Ok(assemble(cut.width, cut.height, &bands))
    }

    /// Encodes a board at [`LEVEL`] within [`RETRY_ABOVE`] bytes where it can.
    pub fn encode_board(&self, image: &RgbImage) -> Result<Vec<u8>, RenderError> {
        self.encode_within(image, RETRY_ABOVE)
    }

    /// Encodes an image at [`LEVEL`]; if that gives more than `limit` bytes (a crowded board
    /// with long names), its largest bands are compressed again at [`RETRY_LEVEL`] (smaller
    /// and slower), one after another until the file fits or none is left.
    ///
    /// Bands of both levels join in one stream (each is a complete sync-flushed piece that
    /// refers back only to the pixels above it, however those were compressed), so only the
    /// few bands needed are redone, and those come from the cache when the game's previous
    /// board needed them too. Redoing the whole image at the slower level, as this did
    /// before, cost a cold encode on every board just over the limit.
    pub fn encode_within(&self, image: &RgbImage, limit: usize) -> Result<Vec<u8>, RenderError> {
        let cut = Cut::new(image)?;
        let mut bands = self.bands(&cut, cut.all(), LEVEL, true)?;
        let mut size = png_size(&bands);
        if size > limit {
            let mut largest: Vec<usize> = cut.all();
            largest.sort_by_key(|&i| std::cmp::Reverse(bands[i].deflate.len()));
            for i in largest {
                if size <= limit {
                    break;
                }
                let [smaller] = &self.bands(&cut, vec![i], RETRY_LEVEL, true)?[..] else {
                    unreachable!("one band asked, one band given");
                };
                if smaller.deflate.len() < bands[i].deflate.len() {
                    size -= bands[i].deflate.len() - smaller.deflate.len();
                    bands[i] = Arc::clone(smaller);
                }
            }
        }
        let png = assemble(cut.width, cut.height, &bands);
        debug_assert_eq!(png.len(), png_size(&bands));
        Ok(png)
    }

    /// The compressed bands `which` of `cut` at `level`: from the cache where found (when
    /// `use_cache`), else compressed and then kept.
    fn bands(
        &self,
        cut: &Cut,
        which: Vec<usize>,
        level: u8,
        use_cache: bool,
    ) -> Result<Vec<Arc<Band>>, RenderError> {
        // zlib-rs asserts on a level it does not know; refuse it here instead.
        if level > 9 {
            return Err(RenderError::Level(level));
        }
        let keys: Vec<Key> = which.iter().map(|&i| cut.key(i, level)).collect();
        let mut found: Vec<Option<Arc<Band>>> = if use_cache {
            let mut cache = lock(&self.cache);
            keys.iter().map(|k| cache.get(k)).collect()
        } else {
            vec![None; keys.len()]
        };
        let mut made = Vec::new();
        let missing: Vec<usize> = (0..which.len()).filter(|&j| found[j].is_none()).collect();
        if !missing.is_empty() {
            let mut state = lock(&self.idle).pop().unwrap_or_default();
            let compressed = missing.iter().try_for_each(|&j| {
                let (context, pixels) = cut.rows(which[j]);
                let band = Arc::new(state.compress_band(context, pixels, cut.stride, level)?);
                made.push((keys[j], Arc::clone(&band)));
                found[j] = Some(band);
                Ok(())
            });
            // The compressors are fine after a failed band (each band starts with a reset).
            lock(&self.idle).push(state);
            compressed?;
        }
        self.hits
            .fetch_add((which.len() - made.len()) as u64, Ordering::Relaxed);
        self.misses.fetch_add(made.len() as u64, Ordering::Relaxed);
        if use_cache && !made.is_empty() {
            let mut cache = lock(&self.cache);
            for (key, band) in made {
                let cost = band.deflate.len();
                cache.insert(key, band, cost);
            }
        }
        Ok(found.into_iter().flatten().collect())
    }
}

/// An image cut into bands: each band (`start..end` in the raw pixels) with the rows just
/// above it (`context..start`), which its compressed form refers back to, and the hash of
/// both, which with the width and the level is the band's key.
struct Cut<'a> {
    raw: &'a [u8],
    width: u32,
    height: u32,
    stride: usize,
    ranges: Vec<(usize, usize, usize)>,
    hashes: Vec<u128>,
}

impl<'a> Cut<'a> {
    fn new(image: &'a RgbImage) -> Result<Cut<'a>, RenderError> {
        let (width, height) = image.dimensions();
        if width == 0 || height == 0 {
            return Err(RenderError::EmptyImage { width, height });
        }
        let stride = width as usize * 3;
        let raw = image.as_raw();
        let band_bytes = stride * BAND_ROWS;
        let ranges: Vec<(usize, usize, usize)> = (0..raw.len())
            .step_by(band_bytes)
            .map(|start| {
                let context = start.saturating_sub(stride * CONTEXT_ROWS);
                (context, start, (start + band_bytes).min(raw.len()))
            })
            .collect();
        let hashes = ranges
            .iter()
            .map(|&(context, _, end)| xxhash_rust::xxh3::xxh3_128(&raw[context..end]))
            .collect();
        Ok(Cut {
            raw: raw.as_slice(),
            width,
            height,
            stride,
            ranges,
            hashes,
        })
    }

    /// Every band's index.
    fn all(&self) -> Vec<usize> {
        (0..self.ranges.len()).collect()
    }

    fn key(&self, band: usize, level: u8) -> Key {
        (self.hashes[band], self.width, level)
    }

    /// The context rows and the pixel rows of a band.
    fn rows(&self, band: usize) -> (&'a [u8], &'a [u8]) {
        let (context, start, end) = self.ranges[band];
        (&self.raw[context..start], &self.raw[start..end])
    }
}

/// Puts a "no filter" byte before each row, as the PNG stream holds them, into `out`.
fn filter_rows(pixels: &[u8], stride: usize, out: &mut Vec<u8>) {
    out.clear();
    for row in pixels.chunks(stride) {
        out.push(0);
        out.extend_from_slice(row);
    }
}

impl CompressorState {
    /// Deflates one band's rows as a raw stream ending in a sync flush, primed with the rows
    /// above it (`context`) as a preset dictionary: its matches may reach back into them,
    /// which is right wherever the band follows those same rows, as its key says.
    fn compress_band(
        &mut self,
        context: &[u8],
        pixels: &[u8],
        stride: usize,
        level: u8,
    ) -> Result<Band, RenderError> {
        let CompressorState {
            compressors,
            filtered,
            output,
        } = self;
        let index = match compressors.iter().position(|(l, _)| *l == level) {
            Some(i) => i,
            None => {
                compressors.push((level, Deflate::new(i32::from(level), false, 15)));
                compressors.len() - 1
            }
        };
        let compressor = &mut compressors[index].1;
        compressor.reset();
        let failed = |error| RenderError::Deflate { level, error };
        if !context.is_empty() {
            filter_rows(context, stride, filtered);
            compressor.set_dictionary(filtered).map_err(failed)?;
        }
        filter_rows(pixels, stride, filtered);
        let adler = zlib_rs::adler32::adler32(1, filtered);
        let written = deflate_all(compressor, filtered, output).map_err(|e| match e {
            Stop::Error(error) => failed(error),
            Stop::Stalled { consumed } => RenderError::DeflateStalled {
                level,
                consumed,
                total: filtered.len(),
            },
        })?;
        Ok(Band {
            deflate: output[..written].into(),
            adler,
            filtered_len: filtered.len() as u64,
        })
    }
}

/// What [`deflate_all`] runs: zlib-rs's compressor, or a failing one in the tests.
trait Compressor {
    fn compress(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        flush: DeflateFlush,
    ) -> Result<Status, DeflateError>;
    fn total_in(&self) -> u64;
    fn total_out(&self) -> u64;
}

impl Compressor for Deflate {
    fn compress(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        flush: DeflateFlush,
    ) -> Result<Status, DeflateError> {
        Deflate::compress(self, input, output, flush)
    }

    fn total_in(&self) -> u64 {
        Deflate::total_in(self)
    }

    fn total_out(&self) -> u64 {
        Deflate::total_out(self)
    }
}

/// Why [`deflate_all`] gave up; either way none of its output may be used.
#[derive(Debug, PartialEq, Eq)]
enum Stop {
    Error(DeflateError),
    /// A call neither read input nor wrote output although there was room for both.
    Stalled {
        consumed: usize,
    },
}

/// Runs `compressor` over all of `input` with a sync flush into `out` (grown as needed);
/// returns how many bytes it wrote. Only a stream that took all the input and finished its
/// flush (room was left over in `out`) comes back: a failure in the middle is an error, so a
/// PNG is never assembled from part of a band.
fn deflate_all(
    compressor: &mut impl Compressor,
    input: &[u8],
    out: &mut Vec<u8>,
) -> Result<usize, Stop> {
    let bound = zlib_rs::compress_bound(input.len()) + 64;
    if out.len() < bound {
        out.resize(bound, 0);
    }
    let mut written = 0;
    loop {
        let consumed = compressor.total_in() as usize;
        let before = compressor.total_out() as usize;
        compressor
            .compress(
                &input[consumed.min(input.len())..],
                &mut out[written..],
                DeflateFlush::SyncFlush,
            )
            .map_err(Stop::Error)?;
        let wrote = compressor.total_out() as usize - before;
        written += wrote;
        let read_all = compressor.total_in() as usize >= input.len();
        if read_all && written < out.len() {
            return Ok(written);
        }
        if written < out.len() && wrote == 0 && compressor.total_in() as usize == consumed {
            return Err(Stop::Stalled { consumed });
        }
        let grown = out.len() * 2;
        out.resize(grown, 0);
    }
}

/// The size of the PNG file that [`assemble`] writes from these bands.
fn png_size(bands: &[Arc<Band>]) -> usize {
    let deflated: usize = bands.iter().map(|b| b.deflate.len()).sum();
    SIGNATURE.len() + 25 + 12 + ZLIB_HEADER.len() + deflated + FINAL_BLOCK.len() + 4 + 12
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

    fn encode(bands: &Bands, image: &RgbImage, level: u8) -> Vec<u8> {
        bands.encode(image, level).expect("encodes")
    }

    #[test]
    fn writes_a_png_that_decodes_to_the_same_pixels() {
        let (w, h) = (7u32, 5u32);
        let pixels: Vec<u8> = (0..w * h * 3).map(|i| (i * 37 % 251) as u8).collect();
        let image = RgbImage::from_raw(w, h, pixels).expect("sizes match");
        let bytes = encode(&Bands::new(), &image, LEVEL);
        assert_eq!(decode(&bytes), image);
    }

    #[test]
    fn large_incompressible_images_round_trip() {
        let image = noise(300, 257, 0x2545_f491_4f6c_dd1d);
        let bands = Bands::new();
        for level in [LEVEL, RETRY_LEVEL] {
            let bytes = encode(&bands, &image, level);
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
        let bands = Bands::new();
        for image in [&a, &b, &a, &b] {
            assert_eq!(&decode(&encode(&bands, image, LEVEL)), image);
        }
        // The same pixels at another width are other rows: another band.
        let narrow = RgbImage::from_raw(32, 160, a.as_raw().clone()).expect("sizes match");
        assert_eq!(decode(&encode(&bands, &narrow, LEVEL)), narrow);
    }

    #[test]
    fn the_cache_does_not_change_the_bytes_and_belongs_to_its_instance() {
        let image = noise(64, 100, 5);
        let bands = Bands::new();
        let cold = bands.encode_uncached(&image, LEVEL).expect("encodes");
        assert_eq!(bands.stats(), (0, 4));
        assert_eq!(encode(&bands, &image, LEVEL), cold);
        assert_eq!(encode(&bands, &image, LEVEL), cold, "again, from the cache");
        assert_eq!(
            bands.stats(),
            (4, 8),
            "the third encoding found all four bands"
        );
        // Another encoder has its own (empty) cache.
        let other = Bands::new();
        assert_eq!(encode(&other, &image, LEVEL), cold);
        assert_eq!(other.stats(), (0, 4));
    }

    #[test]
    fn images_whose_height_is_not_a_multiple_of_the_band_decode() {
        let bands = Bands::new();
        let image = noise(50, BAND_ROWS as u32 * 3 + 5, 7);
        assert_eq!(decode(&encode(&bands, &image, LEVEL)), image);
        let one_row = noise(9, 1, 9);
        assert_eq!(decode(&encode(&bands, &one_row, LEVEL)), one_row);
    }

    #[test]
    fn chunk_crcs_and_the_combined_zlib_checksum_are_right() {
        // `image` skips the Adler-32 check, so inflate the IDAT strictly with zlib-rs.
        let image = noise(40, BAND_ROWS as u32 * 2 + 3, 11);
        let bytes = encode(&Bands::new(), &image, LEVEL);
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
    fn empty_images_and_unknown_levels_are_errors() {
        let bands = Bands::new();
        assert_eq!(
            bands.encode(&RgbImage::new(0, 3), LEVEL),
            Err(RenderError::EmptyImage {
                width: 0,
                height: 3
            })
        );
        assert_eq!(
            bands.encode(&noise(4, 4, 1), 12),
            Err(RenderError::Level(12))
        );
    }

    #[test]
    fn an_image_over_the_limit_has_its_largest_bands_compressed_harder() {
        // Bands that compress well at both levels, and a noisy one that level 3 shrinks most.
        let mut image = RgbImage::from_fn(64, BAND_ROWS as u32 * 4, |x, y| {
            image::Rgb([(x * 4) as u8, (y * 2) as u8, ((x ^ y) * 8) as u8])
        });
        let noise = noise(64, BAND_ROWS as u32, 3);
        for (x, y, p) in noise.enumerate_pixels() {
            if (x + y) % 3 == 0 {
                image.put_pixel(x, y + BAND_ROWS as u32, *p);
            }
        }
        let bands = Bands::new();
        let fast = encode(&bands, &image, LEVEL);
        let slow = encode(&bands, &image, RETRY_LEVEL);
        assert!(slow.len() < fast.len(), "{} {}", slow.len(), fast.len());
        // Within a limit the fast encoding meets, nothing changes.
        assert_eq!(
            bands.encode_within(&image, fast.len()).expect("encodes"),
            fast
        );
        // Just under it, some bands are redone: smaller than the fast file, pixels the same.
        let mixed = bands
            .encode_within(&image, fast.len() - 1)
            .expect("encodes");
        assert!(mixed.len() < fast.len());
        assert_eq!(decode(&mixed), image);
        // A limit nothing meets gives every band at its smallest, at most the slow file.
        let smallest = bands.encode_within(&image, 0).expect("encodes");
        assert!(smallest.len() <= slow.len());
        assert_eq!(decode(&smallest), image);
    }

    /// A compressor that writes some bytes, then fails (or stops making progress).
    struct Failing {
        calls: u32,
        stall: bool,
        total_in: u64,
        total_out: u64,
    }

    impl Compressor for Failing {
        fn compress(
            &mut self,
            input: &[u8],
            output: &mut [u8],
            _flush: DeflateFlush,
        ) -> Result<Status, DeflateError> {
            self.calls += 1;
            if self.calls > 1 {
                return if self.stall {
                    Ok(Status::BufError)
                } else {
                    Err(DeflateError::MemError)
                };
            }
            // Half the input and a little output, as a real first call might.
            self.total_in += (input.len() / 2) as u64;
            output[..3].copy_from_slice(&[1, 2, 3]);
            self.total_out += 3;
            Ok(Status::Ok)
        }

        fn total_in(&self) -> u64 {
            self.total_in
        }

        fn total_out(&self) -> u64 {
            self.total_out
        }
    }

    #[test]
    fn a_deflate_failure_half_way_is_an_error_not_a_partial_stream() {
        for stall in [false, true] {
            let mut compressor = Failing {
                calls: 0,
                stall,
                total_in: 0,
                total_out: 0,
            };
            let mut out = Vec::new();
            let result = deflate_all(&mut compressor, &[7; 1000], &mut out);
            let expected = if stall {
                Stop::Stalled { consumed: 500 }
            } else {
                Stop::Error(DeflateError::MemError)
            };
            assert_eq!(result, Err(expected));
        }
    }
}
