//! A small raster canvas on `image` buffers, with coverage-based antialiasing.
//!
//! Our own shapes are drawn from a signed distance (negative inside): a pixel's coverage is
//! `0.5 - distance` clamped to `0..=1`, which gives smooth edges without supersampling.
//! A [`Canvas`] wraps an `image::RgbImage` (the boards); a [`Sprite`] wraps a straight-alpha
//! `RgbaImage`, used for the cached piece sprites that are then blended onto boards.
//!
//! imageproc draws the plain polygons; discs, rings, thick round-capped lines, grown polygons
//! and rounded rectangles are our own coverage functions on the buffer (imageproc has no
//! antialiased filled circle and only one-pixel antialiased lines). Text is in
//! [`super::text`], which blends its cached coverage masks here with [`Canvas::blend_mask`].

use image::{GrayImage, ImageBuffer, Pixel, RgbImage, Rgba, RgbaImage};
use imageproc::drawing::draw_antialiased_polygon_mut;
use imageproc::point::Point;

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// Parses `0xRRGGBB` at compile time.
pub const fn rgb(hex: u32) -> Rgb {
    [(hex >> 16) as u8, (hex >> 8) as u8, hex as u8]
}

/// The pixel types drawn on: opaque RGB (the boards) and straight-alpha RGBA (the sprites).
pub trait Paint: Pixel<Subpixel = u8> + 'static {
    /// A pixel of `colour`, fully opaque.
    fn solid(colour: Rgb) -> Self;
    /// Blends `colour` at opacity `alpha` (0..=1) over this pixel.
    fn paint(&mut self, colour: Rgb, alpha: f32);
}

impl Paint for image::Rgb<u8> {
    fn solid(colour: Rgb) -> Self {
        image::Rgb(colour)
    }

    #[inline]
    fn paint(&mut self, colour: Rgb, alpha: f32) {
        if alpha >= 1.0 {
            self.0 = colour;
            return;
        }
        for (dst, &src) in self.0.iter_mut().zip(&colour) {
            let d = f32::from(*dst);
            *dst = (d + (f32::from(src) - d) * alpha + 0.5) as u8;
        }
    }
}

impl Paint for Rgba<u8> {
    fn solid([r, g, b]: Rgb) -> Self {
        Rgba([r, g, b, 255])
    }

    #[inline]
    fn paint(&mut self, colour: Rgb, alpha: f32) {
        let a = alpha.min(1.0);
        let da = f32::from(self.0[3]) / 255.0;
        let out_a = a + da * (1.0 - a);
        if out_a <= 0.0 {
            return;
        }
        for (dst, &src) in self.0[..3].iter_mut().zip(&colour) {
            let v = (f32::from(src) * a + f32::from(*dst) * da * (1.0 - a)) / out_a;
            *dst = (v + 0.5).clamp(0.0, 255.0) as u8;
        }
        self.0[3] = (out_a * 255.0 + 0.5) as u8;
    }
}

/// An image being drawn: an `image` buffer of opaque RGB (the boards, the default) or of
/// straight-alpha RGBA ([`Sprite`]), with the drawing operations the renderer uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas<P: Paint = image::Rgb<u8>> {
    image: ImageBuffer<P, Vec<u8>>,
}

/// A cached piece image, blended onto boards with [`Canvas::blit`].
pub type Sprite = Canvas<Rgba<u8>>;

impl Canvas {
    /// A canvas filled with one colour.
    pub fn new(width: u32, height: u32, fill: Rgb) -> Canvas {
        Canvas {
            image: RgbImage::from_pixel(width, height, image::Rgb(fill)),
        }
    }

    /// Blends an RGBA sprite with its top-left corner at `(x, y)`.
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let (width, height) = self.image.dimensions();
        let (sprite_width, sprite_height) = sprite.image.dimensions();
        // Clip once, then run over rows of the raw buffers without a bounds check per pixel.
        let sx0 = (-x).max(0) as usize;
        let sy0 = (-y).max(0) as usize;
        let sx1 = (sprite_width as i32).min(width as i32 - x).max(0) as usize;
        let sy1 = (sprite_height as i32).min(height as i32 - y).max(0) as usize;
        if sx0 >= sx1 || sy0 >= sy1 {
            return;
        }
        let (sw, dw) = (sprite_width as usize, width as usize);
        let (source, target): (&[u8], &mut [u8]) = (&sprite.image, &mut self.image);
        for sy in sy0..sy1 {
            let ty = (y + sy as i32) as usize;
            let src = &source[(sy * sw + sx0) * 4..(sy * sw + sx1) * 4];
            let start = (ty * dw + (x + sx0 as i32) as usize) * 3;
            let dst = &mut target[start..start + (sx1 - sx0) * 3];
            for (s, d) in src.chunks_exact(4).zip(dst.chunks_exact_mut(3)) {
                match s[3] {
                    0 => {}
                    255 => d.copy_from_slice(&s[..3]),
                    a => {
                        let a = u32::from(a);
                        for c in 0..3 {
                            let v = u32::from(s[c]) * a + u32::from(d[c]) * (255 - a) + 128;
                            d[c] = ((v + (v >> 8)) >> 8) as u8;
                        }
                    }
                }
            }
        }
    }
}

impl Canvas {
    /// Blends `colour` through a coverage mask (0-255 per pixel) whose top-left corner is at
    /// `(x0, y0)`; the parts outside the canvas are ignored.
    ///
    /// Every board blends a dozen texts, most of whose mask is empty margin: the mask is
    /// clipped once and run over row by row on the raw buffers, skipping empty coverage, with
    /// the same rounding as [`Paint::paint`] (so the pixels are those of one `blend` each).
    pub fn blend_mask(&mut self, mask: &GrayImage, x0: i32, y0: i32, colour: Rgb) {
        let (width, height) = (self.image.width() as i32, self.image.height() as i32);
        let (mask_width, mask_height) = (mask.width() as i32, mask.height() as i32);
        let (mx0, my0) = ((-x0).max(0), (-y0).max(0));
        let mx1 = mask_width.min(width - x0);
        let my1 = mask_height.min(height - y0);
        if mx0 >= mx1 || my0 >= my1 {
            return;
        }
        let coverage = mask.as_raw();
        let target: &mut [u8] = &mut self.image;
        for my in my0..my1 {
            let row = (my * mask_width) as usize;
            let source = &coverage[row + mx0 as usize..row + mx1 as usize];
            let start = (((y0 + my) * width + x0 + mx0) * 3) as usize;
            let pixels = &mut target[start..start + source.len() * 3];
            for (&c, pixel) in source.iter().zip(pixels.chunks_exact_mut(3)) {
                match c {
                    0 => {}
                    255 => pixel.copy_from_slice(&colour),
                    c => {
                        let alpha = f32::from(c) / 255.0;
                        for (dst, &src) in pixel.iter_mut().zip(&colour) {
                            let d = f32::from(*dst);
                            *dst = (d + (f32::from(src) - d) * alpha + 0.5) as u8;
                        }
                    }
                }
            }
        }
    }

    /// The colour at a pixel (black outside the canvas).
    pub fn get(&self, x: u32, y: u32) -> Rgb {
        self.image
            .get_pixel_checked(x, y)
            .map_or([0, 0, 0], |p| p.0)
    }
}

impl Sprite {
    /// A fully transparent canvas.
    pub fn transparent(width: u32, height: u32) -> Sprite {
        Canvas {
            image: RgbaImage::new(width, height),
        }
    }
}

impl<P: Paint> Canvas<P> {
    /// The image drawn so far.
    pub fn image(&self) -> &ImageBuffer<P, Vec<u8>> {
        &self.image
    }

    /// The finished image.
    pub fn into_image(self) -> ImageBuffer<P, Vec<u8>> {
        self.image
    }

    pub fn width(&self) -> u32 {
        self.image.width()
    }

    pub fn height(&self) -> u32 {
        self.image.height()
    }

    /// Blends `color` at opacity `alpha` (0..=1) into one pixel; outside pixels are ignored.
    #[inline]
    pub fn blend(&mut self, x: i32, y: i32, color: Rgb, alpha: f32) {
        if x < 0 || y < 0 || alpha <= 0.0 {
            return;
        }
        if let Some(pixel) = self.image.get_pixel_mut_checked(x as u32, y as u32) {
            pixel.paint(color, alpha);
        }
    }

    /// Fills the shape whose signed distance (pixels, negative inside) is `sdf`, within the
    /// box `(x0, y0)..(x1, y1)`, at opacity `alpha`.
    pub fn fill_sdf(
        &mut self,
        (x0, y0, x1, y1): (f32, f32, f32, f32),
        color: Rgb,
        alpha: f32,
        sdf: impl Fn(f32, f32) -> f32,
    ) {
        let xa = (x0.floor() as i32 - 1).max(0);
        let ya = (y0.floor() as i32 - 1).max(0);
        let xb = (x1.ceil() as i32 + 1).min(self.image.width() as i32);
        let yb = (y1.ceil() as i32 + 1).min(self.image.height() as i32);
        for y in ya..yb {
            let py = y as f32 + 0.5;
            for x in xa..xb {
                let d = sdf(x as f32 + 0.5, py);
                let coverage = (0.5 - d).clamp(0.0, 1.0);
                if coverage > 0.0 {
                    self.blend(x, y, color, coverage * alpha);
                }
            }
        }
    }

    /// A filled disc.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, color: Rgb) {
        self.disc_alpha(cx, cy, r, color, 1.0);
    }

    /// A filled disc at opacity `alpha`.
    pub fn disc_alpha(&mut self, cx: f32, cy: f32, r: f32, color: Rgb, alpha: f32) {
        // Rows are split into an inner span (full coverage, no square root per pixel) and
        // antialiased ends.
        let ya = ((cy - r).floor() as i32 - 1).max(0);
        let yb = ((cy + r).ceil() as i32 + 1).min(self.image.height() as i32);
        for y in ya..yb {
            let dy = y as f32 + 0.5 - cy;
            let outer = (r + 0.5) * (r + 0.5) - dy * dy;
            if outer <= 0.0 {
                continue;
            }
            let half = outer.sqrt();
            let xa = ((cx - half).floor() as i32).max(0);
            let xb = ((cx + half).ceil() as i32).min(self.image.width() as i32);
            let inner = (r - 0.5) * (r - 0.5) - dy * dy;
            let inner_half = if inner > 0.0 { inner.sqrt() } else { -1.0 };
            for x in xa..xb {
                let dx = x as f32 + 0.5 - cx;
                if dx.abs() < inner_half - 0.75 {
                    self.blend(x, y, color, alpha);
                } else {
                    let d = (dx * dx + dy * dy).sqrt() - r;
                    let coverage = (0.5 - d).clamp(0.0, 1.0);
                    if coverage > 0.0 {
                        self.blend(x, y, color, coverage * alpha);
                    }
                }
            }
        }
    }

    /// A circle of the given stroke width centred on radius `r`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, color: Rgb) {
        let e = r + width;
        self.fill_sdf((cx - e, cy - e, cx + e, cy + e), color, 1.0, |x, y| {
            (((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r).abs() - width / 2.0
        });
    }

    /// A thick segment with round caps.
    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, color: Rgb) {
        self.line_alpha(a, b, width, color, 1.0);
    }

    /// A thick segment with round caps at opacity `alpha`.
    pub fn line_alpha(&mut self, a: (f32, f32), b: (f32, f32), width: f32, color: Rgb, alpha: f32) {
        let h = width / 2.0;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        // Rows only visit the columns near the segment: within distance `reach` of it, a row
        // at height y holds x within `reach * len / |dy|` of the (extended) line.
        let reach = h + 1.0;
        let slope = if dy.abs() > 1e-3 {
            dx / dy
        } else {
            f32::INFINITY
        };
        let half_span = reach * (1.0 + slope * slope).sqrt();
        let (x0, x1) = (a.0.min(b.0) - reach, a.0.max(b.0) + reach);
        let ya = ((a.1.min(b.1) - reach).floor() as i32).max(0);
        let yb = ((a.1.max(b.1) + reach).ceil() as i32).min(self.image.height() as i32);
        for y in ya..yb {
            let py = y as f32 + 0.5;
            let (lo, hi) = if slope.is_finite() {
                let x = a.0 + (py - a.1) * slope;
                ((x - half_span).max(x0), (x + half_span).min(x1))
            } else {
                (x0, x1)
            };
            let xa = (lo.floor() as i32).max(0);
            let xb = (hi.ceil() as i32 + 1).min(self.image.width() as i32);
            for x in xa..xb {
                let d = segment_distance((x as f32 + 0.5, py), a, b) - h;
                let coverage = (0.5 - d).clamp(0.0, 1.0);
                if coverage > 0.0 {
                    self.blend(x, y, color, coverage * alpha);
                }
            }
        }
    }

    /// A filled convex polygon (vertices in either winding order), grown by `grow` pixels
    /// (which also rounds its corners).
    ///
    /// Plain polygons (`grow` 0) are imageproc's antialiased polygons (a scanline fill and Wu
    /// lines along the edges, vertices on whole pixels); grown ones, whose rounded corners
    /// imageproc cannot draw, are filled from their signed distance.
    pub fn convex(&mut self, points: &[(f32, f32)], grow: f32, color: Rgb) {
        if points.len() < 3 {
            return;
        }
        if grow <= 0.0 {
            let mut vertices: Vec<Point<i32>> = Vec::with_capacity(points.len());
            for &(x, y) in points {
                let p = Point::new(x.round() as i32, y.round() as i32);
                if vertices.last() != Some(&p) && vertices.first() != Some(&p) {
                    vertices.push(p);
                }
            }
            if vertices.len() >= 3 {
                draw_antialiased_polygon_mut(
                    &mut self.image,
                    &vertices,
                    P::solid(color),
                    |_, mut under: P, weight: f32| {
                        under.paint(color, weight);
                        under
                    },
                );
            }
            return;
        }
        let mut bbox = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in points {
            bbox = (bbox.0.min(x), bbox.1.min(y), bbox.2.max(x), bbox.3.max(y));
        }
        let bbox = (bbox.0 - grow, bbox.1 - grow, bbox.2 + grow, bbox.3 + grow);
        self.fill_sdf(bbox, color, 1.0, |x, y| {
            convex_distance(points, (x, y)) - grow
        });
    }

    /// A filled rectangle with rounded corners at opacity `alpha`.
    pub fn rounded_rect(
        &mut self,
        (x, y, w, h): (f32, f32, f32, f32),
        radius: f32,
        color: Rgb,
        alpha: f32,
    ) {
        let radius = radius.min(w / 2.0).min(h / 2.0).max(0.0);
        let (cx, cy) = (x + w / 2.0, y + h / 2.0);
        let (hw, hh) = (w / 2.0 - radius, h / 2.0 - radius);
        let sdf = |px: f32, py: f32| {
            let qx = (px - cx).abs() - hw;
            let qy = (py - cy).abs() - hh;
            let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
            outside + qx.max(qy).min(0.0) - radius
        };
        // The columns away from the rounded sides only depend on the row: fill them as a
        // span with one coverage, and evaluate the distance only near the sides.
        let ya = (y.floor() as i32 - 1).max(0);
        let yb = ((y + h).ceil() as i32 + 1).min(self.image.height() as i32);
        let inner_a = (x + radius).ceil() as i32 + 1;
        let inner_b = (x + w - radius).floor() as i32 - 1;
        let xa = (x.floor() as i32 - 1).max(0);
        let xb = ((x + w).ceil() as i32 + 1).min(self.image.width() as i32);
        let solid = P::solid(color);
        let channels = solid.channels().len();
        let width = self.image.width() as usize;
        for row in ya..yb {
            let py = row as f32 + 0.5;
            let span = (0.5 - ((py - cy).abs() - h / 2.0)).clamp(0.0, 1.0);
            // Fully covered and opaque columns are a run of the colour itself: copy it.
            let (run_a, run_b) = if span * alpha >= 1.0 {
                (inner_a.max(xa), inner_b.min(xb).max(inner_a.max(xa)))
            } else {
                (xb, xb)
            };
            if run_a < run_b {
                let start = (row as usize * width + run_a as usize) * channels;
                let end = (row as usize * width + run_b as usize) * channels;
                let raw: &mut [u8] = &mut self.image;
                for pixel in raw[start..end].chunks_exact_mut(channels) {
                    pixel.copy_from_slice(solid.channels());
                }
            }
            for col in (xa..xb).filter(|c| *c < run_a || *c >= run_b) {
                let coverage = if col >= inner_a && col < inner_b {
                    span
                } else {
                    (0.5 - sdf(col as f32 + 0.5, py)).clamp(0.0, 1.0)
                };
                if coverage > 0.0 {
                    self.blend(col, row, color, coverage * alpha);
                }
            }
        }
    }

    /// Fills an axis-aligned pixel rectangle exactly (no antialiasing).
    pub fn rect(&mut self, x: i32, y: i32, w: i32, h: i32, color: Rgb) {
        for yy in y.max(0)..(y + h).min(self.image.height() as i32) {
            for xx in x.max(0)..(x + w).min(self.image.width() as i32) {
                self.blend(xx, yy, color, 1.0);
            }
        }
    }
}

/// Distance from `p` to the segment `a`-`b`.
pub fn segment_distance(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (abx, aby) = (b.0 - a.0, b.1 - a.1);
    let (apx, apy) = (p.0 - a.0, p.1 - a.1);
    let len2 = abx * abx + aby * aby;
    let t = if len2 > 0.0 {
        ((apx * abx + apy * aby) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let (dx, dy) = (apx - abx * t, apy - aby * t);
    (dx * dx + dy * dy).sqrt()
}

/// Signed distance from `p` to a convex polygon (either winding): inside, the largest of the
/// edge half-plane distances; outside, the distance to the nearest edge.
fn convex_distance(points: &[(f32, f32)], p: (f32, f32)) -> f32 {
    let n = points.len();
    let edges = || (0..n).map(|i| (points[i], points[(i + 1) % n]));
    // With a positive shoelace area, interior points are on the positive side of every edge.
    let area: f32 = edges().map(|(a, b)| a.0 * b.1 - b.0 * a.1).sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let mut inside = f32::MIN;
    for (a, b) in edges() {
        let (ex, ey) = (b.0 - a.0, b.1 - a.1);
        let len = (ex * ex + ey * ey).sqrt().max(1e-6);
        let d = -sign * (ex * (p.1 - a.1) - ey * (p.0 - a.0)) / len;
        inside = inside.max(d);
    }
    if inside > 0.0 {
        edges()
            .map(|(a, b)| segment_distance(p, a, b))
            .fold(f32::MAX, f32::min)
    } else {
        inside
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disc_covers_its_centre_and_not_its_outside() {
        let mut c = Canvas::new(40, 40, [0, 0, 0]);
        c.disc(20.0, 20.0, 10.3, [255, 255, 255]);
        assert_eq!(c.get(20, 20), [255, 255, 255]);
        assert_eq!(c.get(20, 35), [0, 0, 0]);
        // The edge is antialiased: some pixel is strictly between.
        let edge = c.get(30, 20)[0];
        assert!(edge > 0 && edge < 255, "edge {edge}");
    }

    #[test]
    fn convex_polygon_sign_is_right_for_both_windings() {
        for pts in [
            [(10.0, 10.0), (30.0, 10.0), (20.0, 30.0)],
            [(10.0, 10.0), (20.0, 30.0), (30.0, 10.0)],
        ] {
            // Plain (imageproc) and grown (signed distance).
            for grow in [0.0, 2.0] {
                let mut c = Canvas::new(40, 40, [0, 0, 0]);
                c.convex(&pts, grow, [255, 0, 0]);
                assert_eq!(c.get(20, 15), [255, 0, 0]);
                assert_eq!(c.get(5, 35), [0, 0, 0]);
                assert_eq!(c.get(20, 36), [0, 0, 0]);
            }
        }
        // Degenerate polygons draw nothing and do not panic.
        let mut c = Canvas::new(10, 10, [0, 0, 0]);
        c.convex(&[(2.1, 2.0), (2.2, 2.1), (2.0, 1.9)], 0.0, [255, 0, 0]);
        c.convex(
            &[(-50.0, -50.0), (80.0, -40.0), (20.0, 90.0)],
            0.0,
            [255, 0, 0],
        );
        assert_eq!(c.get(5, 5), [255, 0, 0]);
    }

    #[test]
    fn a_mask_blends_as_one_blend_per_pixel_and_is_clipped() {
        let mask = GrayImage::from_fn(9, 7, |x, y| image::Luma([((x * 37 + y * 91) % 256) as u8]));
        for (x0, y0) in [(3, 2), (-4, -3), (15, 12), (40, 40), (-20, 0)] {
            let mut fast = Canvas::new(20, 16, [10, 200, 90]);
            fast.rect(0, 0, 7, 16, [250, 5, 5]);
            let mut slow = fast.clone();
            fast.blend_mask(&mask, x0, y0, [30, 60, 255]);
            for (mx, my, image::Luma([c])) in mask.enumerate_pixels() {
                if *c > 0 {
                    let (x, y) = (x0 + mx as i32, y0 + my as i32);
                    slow.blend(x, y, [30, 60, 255], f32::from(*c) / 255.0);
                }
            }
            assert_eq!(fast, slow, "at {x0},{y0}");
        }
    }

    #[test]
    fn rounded_rectangles_fill_their_middle_and_round_their_corners() {
        let mut c = Canvas::new(60, 40, [0, 0, 0]);
        c.rounded_rect((5.0, 5.0, 50.0, 30.0), 10.0, [200, 100, 50], 1.0);
        assert_eq!(c.get(30, 20), [200, 100, 50]);
        assert_eq!(c.get(30, 5), [200, 100, 50]);
        assert_eq!(c.get(5, 5), [0, 0, 0], "the corner is rounded off");
        assert_eq!(c.get(30, 36), [0, 0, 0]);
    }

    #[test]
    fn rgba_blending_composes_over_transparency() {
        let mut c = Sprite::transparent(4, 4);
        c.blend(1, 1, [255, 0, 0], 0.5);
        assert_eq!(c.image().get_pixel(1, 1).0, [255, 0, 0, 128]);
        // imageproc's polygons blend the same way at their edges.
        c.convex(&[(0.0, 0.0), (3.0, 0.0), (3.0, 3.0)], 0.0, [0, 0, 255]);
        assert_eq!(c.image().get_pixel(2, 1).0, [0, 0, 255, 255]);
        assert_eq!(c.image().get_pixel(0, 3).0[3], 0);
    }
}
