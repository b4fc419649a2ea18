//! Board images: pure functions from a position (plus the last moves, the players' names,
//! the orientation and the locale) to PNG bytes, and whole games to animated GIF replays.
//!
//! - [`tzaar`]: the hexagonal TZAAR board; [`foxgeese`]: the 33-point cross.
//! - [`canvas`]: the antialiased drawing primitives and embedded fonts.
//! - [`labels`]: every word drawn, one table per locale.
//!
//! All images share one layout: [`WIDTH`] x [`HEIGHT`] pixels, RGB, a header of
//! [`HEADER_HEIGHT`] pixels with both players (the one to move highlighted) and a status
//! line, then the board. Flipping turns the board (not the text) by 180 degrees, through the
//! one [`Orientation`] helper that every coordinate goes through. Nothing here panics on a
//! valid position or on any name; unreadable last-move texts are skipped.

mod boards;
pub mod canvas;
pub mod foxgeese;
pub mod labels;
pub mod png;
pub mod tzaar;

pub use boards::Boards;

use std::collections::HashMap;

use crate::games::{Outcome, Seat};
use crate::i18n::Locale;
use canvas::{Align, Canvas, Face, Rgb, fit_text, has_glyph, rgb};
use image::RgbImage;

/// Width of every board image, in pixels.
pub const WIDTH: u32 = 800;
/// Height of every board image, in pixels.
pub const HEIGHT: u32 = 960;
/// Height of the header (players and status line) above the board.
pub const HEADER_HEIGHT: u32 = 150;

/// What to draw besides the position itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// The moves that led to the position (the last turn), in the game's canonical
    /// notation (`d3xd4`, `c2-c3`, `pass`, `Zd4`; `d3-d4`, `c7xe5xg3`); each entry may hold
    /// several moves separated by spaces. Drawn as arrows; unreadable entries are skipped.
    pub last_moves: Vec<String>,
    /// The players' names by seat: White then Black, or Foxes then Geese. Empty or
    /// undrawable names fall back to the side's name; long ones are shortened.
    pub players: [String; 2],
    pub locale: Locale,
    /// Turn the board by 180 degrees (for the player who sits at the top).
    pub flipped: bool,
    /// How the game ended when the position alone cannot tell (resignation, a repetition
    /// draw); otherwise the renderer asks the position.
    pub outcome: Option<Outcome>,
}

/// Checks that every word of `texts` is a readable move, for callers that want to reject
/// bad last-move input instead of skipping it; the message quotes the first bad word.
pub(crate) fn check_words(
    texts: &[String],
    examples: &str,
    readable: impl Fn(&str) -> bool,
) -> Result<(), String> {
    match texts
        .iter()
        .flat_map(|t| t.split_whitespace())
        .find(|w| !readable(w))
    {
        Some(word) => Err(format!(
            "cannot read the move `{}` (expected canonical notation such as {examples})",
            word.chars().take(24).collect::<String>()
        )),
        None => Ok(()),
    }
}

/// The one orientation helper: maps board coordinates (pixels relative to the board's
/// centre, x to the right and y downwards as seen from the normal side) to image pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Orientation {
    pub flipped: bool,
    /// Where the board's centre is in the image.
    pub centre: (f32, f32),
}

impl Orientation {
    /// The image position of a board point.
    pub fn point(self, (x, y): (f32, f32)) -> (f32, f32) {
        let (dx, dy) = self.vector((x, y));
        (self.centre.0 + dx, self.centre.1 + dy)
    }

    /// A board direction or offset as seen in the image.
    pub fn vector(self, (x, y): (f32, f32)) -> (f32, f32) {
        if self.flipped { (-x, -y) } else { (x, y) }
    }
}

// The palette shared by both games: an opaque dark card that reads well on Discord's dark
// and light themes, with a warm board in the middle.
pub(crate) const BACKGROUND: Rgb = rgb(0x262a31);
pub(crate) const HEADER_ROW: Rgb = rgb(0x323842);
pub(crate) const HIGHLIGHT_ROW: Rgb = rgb(0x44505f);
pub(crate) const ACCENT: Rgb = rgb(0xffc94a);
pub(crate) const WIN_ACCENT: Rgb = rgb(0x7ee081);
pub(crate) const TEXT: Rgb = rgb(0xf2f3f5);
pub(crate) const MUTED_TEXT: Rgb = rgb(0xaab2bf);
pub(crate) const COORD_TEXT: Rgb = rgb(0xc9d0da);
/// Colour of the arrows of captures (solid) and of other moves (stacking in TZAAR: dashed).
pub const CAPTURE_ARROW: Rgb = rgb(0xff4d3d);
pub const STACK_ARROW: Rgb = rgb(0x2f9bff);
pub(crate) const ARROW_OUTLINE: Rgb = rgb(0x14161a);

/// A player's name as drawn: only characters the font has (no emoji, no controls), spaces
/// collapsed, at most 64 characters, and the side's name if nothing is left.
pub(crate) fn display_name(name: &str, fallback: &str) -> String {
    let kept: String = name
        .chars()
        .take(256)
        .map(|c| {
            if c.is_whitespace() || c.is_control() || !has_glyph(c, Face::Bold) {
                ' '
            } else {
                c
            }
        })
        .collect();
    let cleaned: String = kept
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(64)
        .collect();
    if cleaned.is_empty() {
        fallback.to_string()
    } else {
        cleaned
    }
}

/// Header geometry: the two player rows and the status line.
pub(crate) const ROW_Y: [f32; 2] = [12.0, 62.0];
pub(crate) const ROW_HEIGHT: f32 = 44.0;
pub(crate) const STATUS_Y: f32 = 132.0;

/// Draws the header frame: both rows, the highlighted one (the side to move, or the
/// winner) with an accent bar, and the status line.
pub(crate) fn draw_header_frame(
    canvas: &mut Canvas,
    highlight: Option<(Seat, Rgb)>,
    status: &str,
    status_colour: Rgb,
) {
    for seat in Seat::ALL {
        let y = ROW_Y[seat.index()];
        let highlighted = highlight.filter(|(s, _)| *s == seat);
        let fill = if highlighted.is_some() {
            HIGHLIGHT_ROW
        } else {
            HEADER_ROW
        };
        canvas.rounded_rect((12.0, y, WIDTH as f32 - 24.0, ROW_HEIGHT), 10.0, fill, 1.0);
        if let Some((_, accent)) = highlighted {
            canvas.rounded_rect((12.0, y, 8.0, ROW_HEIGHT), 4.0, accent, 1.0);
        }
    }
    let status = fit_text(status, Face::Bold, 24.0, WIDTH as f32 - 32.0);
    canvas.text(
        &status,
        Face::Bold,
        24.0,
        (WIDTH as f32 / 2.0, STATUS_Y),
        Align::Centre,
        status_colour,
    );
}

/// Draws a player's name in its row, starting at `x`, at most `max_width` wide.
pub(crate) fn draw_name(canvas: &mut Canvas, seat: Seat, name: &str, x: f32, max_width: f32) {
    let name = fit_text(name, Face::Bold, 24.0, max_width.max(20.0));
    let baseline = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0 + 9.0;
    canvas.text(&name, Face::Bold, 24.0, (x, baseline), Align::Left, TEXT);
}

/// Draws the result across the middle of the board: a dark band with the winner (or draw)
/// and the reason.
pub(crate) fn draw_result_banner(canvas: &mut Canvas, centre_y: f32, title: &str, reason: &str) {
    let w = WIDTH as f32;
    let band = (24.0, centre_y - 56.0, w - 48.0, 112.0);
    canvas.rounded_rect(band, 18.0, rgb(0x101216), 0.8);
    let title = fit_text(title, Face::Bold, 40.0, w - 90.0);
    canvas.text(
        &title,
        Face::Bold,
        40.0,
        (w / 2.0, centre_y - 2.0),
        Align::Centre,
        ACCENT,
    );
    let reason = fit_text(reason, Face::Regular, 26.0, w - 90.0);
    canvas.text(
        &reason,
        Face::Regular,
        26.0,
        (w / 2.0, centre_y + 36.0),
        Align::Centre,
        TEXT,
    );
}

/// Draws the last turn's notation in the bottom-left corner.
pub(crate) fn draw_last_caption(canvas: &mut Canvas, label: &str, moves: &str) {
    if moves.is_empty() {
        return;
    }
    let text = fit_text(&format!("{label} {moves}"), Face::Regular, 20.0, 300.0);
    canvas.text(
        &text,
        Face::Regular,
        20.0,
        (16.0, HEIGHT as f32 - 14.0),
        Align::Left,
        MUTED_TEXT,
    );
}

/// Draws a small muted caption in a corner of the image: top left (below the header) or
/// bottom right.
pub(crate) fn draw_corner_caption(canvas: &mut Canvas, text: &str, bottom_right: bool) {
    if text.is_empty() {
        return;
    }
    let max_width = if bottom_right {
        360.0
    } else {
        WIDTH as f32 - 32.0
    };
    let text = fit_text(text, Face::Regular, 20.0, max_width);
    let (at, align) = if bottom_right {
        ((WIDTH as f32 - 16.0, HEIGHT as f32 - 14.0), Align::Right)
    } else {
        ((16.0, HEADER_HEIGHT as f32 + 28.0), Align::Left)
    };
    canvas.text(&text, Face::Regular, 20.0, at, align, MUTED_TEXT);
}

/// Draws an arrow from `a` to `b` (image pixels) whose tip stops `stop` pixels before `b`;
/// dashed shafts mark a different kind of move.
pub(crate) fn draw_arrow(
    canvas: &mut Canvas,
    a: (f32, f32),
    b: (f32, f32),
    stop: f32,
    colour: Rgb,
    dashed: bool,
) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    let tip = (b.0 - ux * stop, b.1 - uy * stop);
    let head_len = 26.0;
    let head_half = 15.0;
    let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    let head = [
        tip,
        (base.0 + nx * head_half, base.1 + ny * head_half),
        (base.0 - nx * head_half, base.1 - ny * head_half),
    ];
    let shaft_len = (len - stop - head_len + 2.0).max(0.0);
    // Shaft pieces along the line (one for solid, several for dashed).
    let mut pieces = Vec::new();
    if dashed {
        let (dash, gap) = (12.0, 10.0);
        let mut t = 0.0;
        while t < shaft_len {
            let end = (t + dash).min(shaft_len);
            pieces.push((t, end));
            t = end + gap;
        }
    } else {
        pieces.push((0.0, shaft_len));
    }
    let at = |t: f32| (a.0 + ux * t, a.1 + uy * t);
    // A dark casing along the whole shaft, then the colour (whole, or in dashes).
    canvas.line(at(0.0), at(shaft_len), 13.0, ARROW_OUTLINE);
    canvas.convex(&head, 2.5, ARROW_OUTLINE);
    for &(t0, t1) in &pieces {
        canvas.line(at(t0), at(t1), 7.0, colour);
    }
    canvas.convex(&head, 0.0, colour);
    if dashed {
        // A hollow head too, so the two kinds differ even in greyscale and when short.
        let centroid = (
            (head[0].0 + head[1].0 + head[2].0) / 3.0,
            (head[0].1 + head[1].1 + head[2].1) / 3.0,
        );
        let inner: Vec<(f32, f32)> = head
            .iter()
            .map(|&(x, y)| {
                (
                    centroid.0 + (x - centroid.0) * 0.42,
                    centroid.1 + (y - centroid.1) * 0.42,
                )
            })
            .collect();
        canvas.convex(&inner, 0.0, ARROW_OUTLINE);
    }
}

/// Encodes a board as PNG (see [`png`]): the fast level, and in the rare case that gives
/// more than [`png::RETRY_ABOVE`] bytes (a crowded board with long names), once more at
/// [`png::RETRY_LEVEL`] (smaller, about twice the time).
pub(crate) fn encode_png(image: &RgbImage) -> Vec<u8> {
    let fast = png::encode_rgb(image, png::LEVEL);
    if fast.len() <= png::RETRY_ABOVE {
        return fast;
    }
    let smaller = png::encode_rgb(image, png::RETRY_LEVEL);
    if smaller.is_empty() || smaller.len() > fast.len() {
        fast
    } else {
        smaller
    }
}

/// Delay of each replay frame, and of the last one, in hundredths of a second.
pub const FRAME_DELAY_CS: u16 = 120;
pub const LAST_FRAME_DELAY_CS: u16 = 500;

/// The colours every board uses, which a GIF palette must hold exactly.
pub(crate) const COMMON_KEY_COLOURS: [Rgb; 11] = [
    BACKGROUND,
    HEADER_ROW,
    HIGHLIGHT_ROW,
    ACCENT,
    WIN_ACCENT,
    TEXT,
    MUTED_TEXT,
    COORD_TEXT,
    CAPTURE_ARROW,
    STACK_ARROW,
    ARROW_OUTLINE,
];

/// Encodes frames as an animated GIF that loops.
///
/// One global palette: the game's key colours exactly (so a colour that only appears in a
/// middle frame, such as an arrow, is never lost), the rest chosen by NeuQuant from the
/// first and last frames (the antialiased edges). After the first frame each frame holds
/// only the rectangle that changed, unchanged pixels transparent, which keeps replays
/// small. Frames are rendered lazily by `frame_at`, so a long game never holds all of them.
///
/// This uses the `gif` crate directly rather than `image`'s `GifEncoder`, which quantizes
/// each full frame to its own palette (key colours only approximated) and disposes every
/// frame to the background, so it cannot write partial frames: for a 23-turn TZAAR game it
/// gave 1.70 MB in 2.2 s (speed 10), where this gives 446 KB in 0.41 s.
pub(crate) fn encode_gif(
    first: &RgbImage,
    last: &RgbImage,
    keys: &[Rgb],
    count: usize,
    mut frame_at: impl FnMut(usize) -> RgbImage,
) -> Vec<u8> {
    const TRANSPARENT: u8 = 255;
    let (w, h) = first.dimensions();
    let mut palette: Vec<Rgb> = Vec::with_capacity(255);
    for &key in COMMON_KEY_COLOURS.iter().chain(keys) {
        if !palette.contains(&key) && palette.len() < 64 {
            palette.push(key);
        }
    }
    let mut sample = Vec::with_capacity((w * h * 4) as usize);
    for frame in [first, last] {
        for px in frame.pixels().step_by(2) {
            sample.extend_from_slice(&[px[0], px[1], px[2], 255]);
        }
    }
    let quant = color_quant::NeuQuant::new(10, 255 - palette.len(), &sample);
    for c in quant.color_map_rgb().chunks_exact(3) {
        if palette.len() < 255 {
            palette.push([c[0], c[1], c[2]]);
        }
    }
    let flat: Vec<u8> = palette
        .iter()
        .flatten()
        .copied()
        .chain(std::iter::repeat(0))
        .take(256 * 3)
        .collect();
    let mut cache: HashMap<Rgb, u8> = HashMap::new();
    let mut index_of = |px: Rgb| -> u8 {
        *cache.entry(px).or_insert_with(|| {
            let distance = |c: &Rgb| -> i32 {
                c.iter()
                    .zip(px)
                    .map(|(&a, b)| (i32::from(a) - i32::from(b)).pow(2))
                    .sum()
            };
            palette
                .iter()
                .enumerate()
                .min_by_key(|(_, c)| distance(c))
                .map_or(0, |(i, _)| i as u8)
        })
    };

    let mut out = Vec::new();
    {
        let Ok(mut encoder) = gif::Encoder::new(&mut out, w as u16, h as u16, &flat) else {
            return Vec::new();
        };
        let _ = encoder.set_repeat(gif::Repeat::Infinite);
        let mut previous: Option<RgbImage> = None;
        for i in 0..count {
            let frame = frame_at(i);
            let delay = if i + 1 == count {
                LAST_FRAME_DELAY_CS
            } else {
                FRAME_DELAY_CS
            };
            // The changed rectangle (the whole frame the first time).
            let (x0, y0, x1, y1) = match &previous {
                None => (0, 0, w, h),
                Some(prev) => changed_box(prev, &frame).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
            for y in y0..y1 {
                for x in x0..x1 {
                    let px = frame.get_pixel(x, y).0;
                    let unchanged = previous.as_ref().is_some_and(|p| p.get_pixel(x, y).0 == px);
                    buffer.push(if unchanged { TRANSPARENT } else { index_of(px) });
                }
            }
            let gif_frame = gif::Frame {
                left: x0 as u16,
                top: y0 as u16,
                width: (x1 - x0) as u16,
                height: (y1 - y0) as u16,
                buffer: buffer.into(),
                delay,
                dispose: gif::DisposalMethod::Keep,
                transparent: previous.as_ref().map(|_| TRANSPARENT),
                ..gif::Frame::default()
            };
            if encoder.write_frame(&gif_frame).is_err() {
                return Vec::new();
            }
            previous = Some(frame);
        }
    }
    out
}

/// The bounding box `(x0, y0, x1, y1)` (exclusive ends) of the pixels that differ.
fn changed_box(a: &RgbImage, b: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    let stride = a.width() as usize * 3;
    let mut bbox: Option<(u32, u32, u32, u32)> = None;
    let rows = a
        .as_raw()
        .chunks_exact(stride)
        .zip(b.as_raw().chunks_exact(stride));
    for (y, (ra, rb)) in rows.enumerate() {
        if ra == rb {
            continue;
        }
        let differs = |x: &usize| ra[x * 3..x * 3 + 3] != rb[x * 3..x * 3 + 3];
        let first = (0..stride / 3).find(differs);
        let last = (0..stride / 3).rev().find(differs);
        if let (Some(f), Some(l)) = (first, last) {
            let (f, l, y) = (f as u32, l as u32, y as u32);
            bbox = Some(match bbox {
                None => (f, y, l + 1, y + 1),
                Some((x0, y0, x1, _)) => (x0.min(f), y0, x1.max(l + 1), y + 1),
            });
        }
    }
    bbox
}
