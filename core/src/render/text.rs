//! Text on the boards: the two embedded DejaVu faces, measuring and shortening text, and the
//! cache of rasterized texts ([`TextMasks`]) that a [`Sheet`] draws through.
//!
//! imageproc rasterizes the glyphs (`draw_text_mut` through `ab_glyph`). Characters the font
//! lacks (emoji, most CJK) are left out before that, so any string can be drawn and none shows
//! the font's empty box. Each text is rasterized once into a coverage mask and kept: names,
//! counts and turn lines repeat on every board of a game.

use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use image::{GrayImage, Luma};
use imageproc::drawing::draw_text_mut;

use super::canvas::{Canvas, Rgb};
use crate::cache::Recent;

/// The two embedded faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Regular,
    Bold,
}

pub(crate) static REGULAR_TTF: &[u8] = include_bytes!("../../../assets/DejaVuSans.ttf");
pub(crate) static BOLD_TTF: &[u8] = include_bytes!("../../../assets/DejaVuSans-Bold.ttf");

/// The parsed faces. Parsing only reads the tables of the embedded bytes, so this is the
/// bytes themselves under another type, not a cache of anything drawn.
fn font(face: Face) -> &'static FontRef<'static> {
    static FONTS: OnceLock<[FontRef<'static>; 2]> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        [
            FontRef::try_from_slice(REGULAR_TTF).expect("the embedded DejaVu Sans is a valid font"),
            FontRef::try_from_slice(BOLD_TTF)
                .expect("the embedded DejaVu Sans Bold is a valid font"),
        ]
    });
    match face {
        Face::Regular => &fonts[0],
        Face::Bold => &fonts[1],
    }
}

/// How text is anchored horizontally at the given x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// A text's coverage (0-255 per pixel, as `draw_text_mut` leaves it in white on black:
/// overlapping glyphs compose exactly as they would on the board), with its width.
struct TextMask {
    coverage: GrayImage,
    width: f32,
    /// Margin around the text's box in the mask, for glyphs that reach outside it.
    pad: i32,
}

/// Most bytes of text masks kept (a line of the header is about 20 KB).
const TEXT_MASK_BYTES: usize = 8 << 20;

type MaskKey = (String, Face, u32);

/// The rasterized texts of recent boards, by text, face and size, up to [`TEXT_MASK_BYTES`].
/// One per [`super::Boards`], shared by the threads that draw.
pub struct TextMasks {
    masks: Mutex<Recent<MaskKey, Arc<TextMask>>>,
}

impl Default for TextMasks {
    fn default() -> Self {
        TextMasks::new()
    }
}

impl TextMasks {
    pub fn new() -> TextMasks {
        TextMasks {
            masks: Mutex::new(Recent::new(TEXT_MASK_BYTES)),
        }
    }

    /// How many texts are kept (for tests of the cache).
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Recent<MaskKey, Arc<TextMask>>> {
        self.masks.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The mask of `text` (only drawable characters) in `face` at `size`, rasterized on first
    /// use.
    fn mask(&self, text: String, face: Face, size: f32) -> Arc<TextMask> {
        let key = (text, face, size.to_bits());
        if let Some(mask) = self.lock().get(&key) {
            return mask;
        }
        let (text, ..) = &key;
        let scaled = font(face).as_scaled(PxScale::from(size));
        let width = text_width(text, face, size);
        let pad = (size / 2.0).ceil() as i32 + 2;
        let mut coverage = GrayImage::new(
            (width.max(0.0).ceil() as i32 + 2 * pad) as u32,
            ((scaled.ascent() - scaled.descent()).ceil() as i32 + 2 * pad) as u32,
        );
        draw_text_mut(
            &mut coverage,
            Luma([255]),
            pad,
            pad,
            PxScale::from(size),
            font(face),
            text,
        );
        let mask = Arc::new(TextMask {
            coverage,
            width,
            pad,
        });
        let cost = mask.coverage.len();
        self.lock().insert(key, Arc::clone(&mask), cost);
        mask
    }
}

/// A board being drawn: its canvas (every shape through `Deref`) and the text cache that its
/// text goes through.
pub struct Sheet<'a> {
    canvas: Canvas,
    masks: &'a TextMasks,
}

impl Deref for Sheet<'_> {
    type Target = Canvas;

    fn deref(&self) -> &Canvas {
        &self.canvas
    }
}

impl DerefMut for Sheet<'_> {
    fn deref_mut(&mut self) -> &mut Canvas {
        &mut self.canvas
    }
}

impl<'a> Sheet<'a> {
    pub fn new(canvas: Canvas, masks: &'a TextMasks) -> Sheet<'a> {
        Sheet { canvas, masks }
    }

    /// The finished canvas.
    pub fn into_canvas(self) -> Canvas {
        self.canvas
    }

    /// Draws `text` with its baseline at `y`, anchored at `x`; returns its width.
    ///
    /// The text sits on whole pixels (the anchor moves by less than half a pixel), as
    /// imageproc places it; characters the font lacks are left out first (imageproc would
    /// draw the font's empty box for them).
    pub fn text(
        &mut self,
        text: &str,
        face: Face,
        size: f32,
        (x, y): (f32, f32),
        align: Align,
        colour: Rgb,
    ) -> f32 {
        let font = font(face);
        let drawable: String = text.chars().filter(|&c| font.glyph_id(c).0 != 0).collect();
        let mask = self.masks.mask(drawable, face, size);
        let left = match align {
            Align::Left => x,
            Align::Centre => x - mask.width / 2.0,
            Align::Right => x - mask.width,
        };
        // imageproc puts the top of the text (the font's ascent above the baseline) at `y`.
        let top = y - font.as_scaled(PxScale::from(size)).ascent();
        let (x0, y0) = (
            left.round() as i32 - mask.pad,
            top.round() as i32 - mask.pad,
        );
        self.canvas.blend_mask(&mask.coverage, x0, y0, colour);
        mask.width
    }

    /// Draws `text` centred (horizontally and on its cap height) at `(x, y)`.
    pub fn text_centred(
        &mut self,
        text: &str,
        face: Face,
        size: f32,
        (x, y): (f32, f32),
        colour: Rgb,
    ) {
        let baseline = y + cap_height(face, size) / 2.0;
        self.text(text, face, size, (x, baseline), Align::Centre, colour);
    }
}

/// Width in pixels of `text` as [`Sheet::text`] draws it.
///
/// This follows imageproc's layout exactly (the sum of the advances, each glyph with an
/// outline then moved by the font's kerning of it before the previous outlined glyph), so
/// that centred and right-aligned text lands where it is meant to.
pub fn text_width(text: &str, face: Face, size: f32) -> f32 {
    let font = font(face);
    let scaled = font.as_scaled(PxScale::from(size));
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if id.0 == 0 {
            continue;
        }
        width += scaled.h_advance(id);
        if font.outline(id).is_some() {
            if let Some(p) = previous {
                width += scaled.kern(id, p);
            }
            previous = Some(id);
        }
    }
    width
}

/// Height of a capital letter above the baseline.
pub fn cap_height(face: Face, size: f32) -> f32 {
    // DejaVu Sans: cap height 1493 / ascent+descent 2384 units per em-height scale.
    let _ = face;
    size * 0.73 * 0.86
}

/// Whether the font has a glyph for `c`.
pub fn has_glyph(c: char, face: Face) -> bool {
    font(face).glyph_id(c).0 != 0
}

/// `text` shortened with an ellipsis so that it is at most `max_width` pixels wide.
pub fn fit_text(text: &str, face: Face, size: f32, max_width: f32) -> String {
    if text_width(text, face, size) <= max_width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if text_width(&candidate, face, size) <= max_width {
            return candidate;
        }
    }
    "…".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_fits_and_skips_missing_glyphs() {
        let long = "A very long name that certainly does not fit";
        let fitted = fit_text(long, Face::Bold, 24.0, 120.0);
        assert!(text_width(&fitted, Face::Bold, 24.0) <= 120.0);
        assert!(fitted.ends_with('…'));
        assert!(!has_glyph('🦊', Face::Regular));
        assert!(has_glyph('ë', Face::Bold));
        let masks = TextMasks::new();
        // A character the font lacks draws nothing (no empty box).
        let mut c = Sheet::new(Canvas::new(200, 40, [0, 0, 0]), &masks);
        c.text(
            "🦊",
            Face::Regular,
            20.0,
            (5.0, 30.0),
            Align::Left,
            [255, 255, 255],
        );
        assert_eq!(*c, Canvas::new(200, 40, [0, 0, 0]));
        // Text lands where it is anchored: right-aligned text ends at its anchor.
        let width = c.text(
            "Wavy",
            Face::Bold,
            24.0,
            (150.0, 30.0),
            Align::Right,
            [255, 255, 255],
        );
        assert!((width - text_width("Wavy", Face::Bold, 24.0)).abs() < 1e-3);
        let lit: Vec<u32> = (0..200)
            .filter(|&x| (0..40).any(|y| c.get(x, y) != [0, 0, 0]))
            .collect();
        let (first, last) = (lit[0] as f32, lit[lit.len() - 1] as f32);
        assert!(
            (150.0 - width - 2.0..150.0 - width + 4.0).contains(&first),
            "{first}"
        );
        assert!((146.0..=151.0).contains(&last), "{last}");
        c.text(
            "🦊 x",
            Face::Regular,
            20.0,
            (5.0, 30.0),
            Align::Left,
            [255, 255, 255],
        );
    }

    #[test]
    fn a_text_is_rasterized_once_and_drawn_the_same_from_the_cache() {
        let masks = TextMasks::new();
        let draw = || {
            let mut sheet = Sheet::new(Canvas::new(120, 40, [0, 0, 0]), &masks);
            sheet.text(
                "Ana",
                Face::Bold,
                24.0,
                (5.0, 30.0),
                Align::Left,
                [9, 200, 9],
            );
            sheet.into_canvas()
        };
        let first = draw();
        assert_eq!(masks.len(), 1);
        assert_eq!(draw(), first);
        assert_eq!(masks.len(), 1, "the second board found the mask");
        // Another instance has its own cache.
        assert!(TextMasks::new().is_empty());
    }
}
