//! The evaluation chart of a game (issue 29): the first side's chance to win (White, or the
//! foxes) after every turn, from 0 to 100%, with the turns along the bottom, the mistakes
//! marked on the curve and the result at its end. Every word comes from the caller, in the
//! reader's language; this module draws and encodes, nothing else (no I/O).
//!
//! The axes, ticks, grid, curve and fills are drawn by plotters on its bitmap backend, into
//! an RGB buffer of our own, with its text through ab_glyph and the embedded DejaVu faces
//! (registered from their bytes: no system fonts). The PNG is written by our encoder
//! ([`super::png`]), so plotters brings no `image` of its own.
//!
//! plotters' bitmap backend does not antialias shapes (lines wider than a pixel are filled
//! polygons on whole pixels), so the chart is drawn at [`SUPERSAMPLE`] times its size and
//! averaged down: the curve, the dots and the text come out smooth. That is about 1.3 M
//! pixels to draw for an 800 x 400 chart: about 50 ms in the tests' profile, where the
//! generic drawing code runs at tablero-core's opt-level 1 (optimizing the plotters crates
//! themselves saved only a quarter of it), and the PNG is about 26 KB.
//!
//! Layout (at 800 x 400): the title on the left of the top band and the legend of the marks
//! used on its right; under them the plot, with the percentages and the y label on its left
//! and the turn numbers and the x label under it. The area between the curve and the 50%
//! line is filled light where the first side is ahead and near-black where the second is,
//! the curve itself is blue, and each mark is a dot (yellow, orange or red) ringed in the
//! colour of the side that erred (white for the first side, black for the second). The
//! legend names only the marks the chart has. The result sits in a small box at the end of the curve.

use image::RgbImage;
use plotters::coord::Shift;
use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{FontStyle, register_font};

use super::RenderError;
use super::canvas::{Rgb, rgb};
use super::png::Bands;
use super::text::{BOLD_TTF, Face, REGULAR_TTF, fit_text, has_glyph, text_width};
use super::{BACKGROUND, MUTED_TEXT, TEXT, WIN_ACCENT};

/// Width of the chart, in pixels.
pub const WIDTH: u32 = 800;
/// Height of the chart, in pixels.
pub const HEIGHT: u32 = 400;
/// The chart is drawn this many times larger, then averaged down (see the module docs).
pub const SUPERSAMPLE: u32 = 2;
/// The deflate level of charts: drawn once per analysis, mostly flat colour.
pub const LEVEL: u8 = 6;

/// How bad a marked move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    fn index(self) -> usize {
        match self {
            Mark::Inaccuracy => 0,
            Mark::Mistake => 1,
            Mark::Blunder => 2,
        }
    }

    fn colour(self) -> Rgb {
        [INACCURACY, MISTAKE, BLUNDER][self.index()]
    }
}

/// What the chart shows. All text is the caller's, already in the reader's language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvalChart<'a> {
    /// The first side's (White's, the foxes') chance to win, 0.0 to 1.0: index 0 at the
    /// start, index `i` after turn `i`. NaN counts as 50%; values outside are clamped.
    pub points: &'a [f32],
    /// The marked turns (indices into `points`, from 1), how bad, and which side erred (0 the
    /// first, anything else the second). Turn 0 and turns past the last point are left out.
    pub marks: &'a [(usize, Mark, u8)],
    /// Drawn on top, shortened with an ellipsis if too long ("Ana – Bruno · TZAAR").
    pub title: &'a str,
    /// Under the turn numbers ("Turn").
    pub x_label: &'a str,
    /// Along the left side ("White's chance to win").
    pub y_label: &'a str,
    /// At the end of the curve ("White wins"); nothing if empty.
    pub result: &'a str,
    /// The legend's names of [`Mark::Inaccuracy`], [`Mark::Mistake`] and [`Mark::Blunder`].
    pub legend: [&'a str; 3],
}

const FONT: &str = "tablero-chart-sans";

const PLOT_BACKGROUND: Rgb = rgb(0x2d323a);
const GRID: Rgb = rgb(0x3d444f);
const AXIS: Rgb = rgb(0x5b6370);
const HALF_LINE: Rgb = rgb(0x8a93a0);
/// The fill where the first side (White, the foxes) is ahead, and where the second is.
const FIRST_AHEAD: Rgb = rgb(0xe4ded0);
const SECOND_AHEAD: Rgb = rgb(0x121417);
/// The curve.
pub const CURVE: Rgb = rgb(0x3d9bff);
pub const INACCURACY: Rgb = rgb(0xf5d547);
pub const MISTAKE: Rgb = rgb(0xff9430);
pub const BLUNDER: Rgb = rgb(0xff3b30);
/// The ring of a dot: which side made the error.
const FIRST_RING: Rgb = rgb(0xffffff);
const SECOND_RING: Rgb = rgb(0x000000);
const RESULT_BOX: Rgb = rgb(0x1d2026);

// Sizes at 1x, in pixels.
const MARGIN: f64 = 16.0;
const TOP_BAND: f64 = 44.0;
const TITLE_SIZE: f32 = 19.0;
const LABEL_SIZE: f32 = 13.0;
const DESC_SIZE: f32 = 14.0;
const LEGEND_SIZE: f32 = 13.0;
const RESULT_SIZE: f32 = 14.0;
const X_AREA: f64 = 44.0;
const Y_AREA: f64 = 66.0;
const DOT: f64 = 4.5;
const RING: f64 = 1.5;
const CURVE_WIDTH: f64 = 2.5;
/// The widest the legend may be; the title gets the rest of the top band.
const LEGEND_MAX: f32 = 360.0;

/// The chart as a PNG of [`WIDTH`] x [`HEIGHT`] pixels.
pub fn eval_chart_png(chart: &EvalChart) -> Result<Vec<u8>, RenderError> {
    let image = eval_chart_image(chart)?;
    Bands::new().encode_uncached(&image, LEVEL)
}

/// The chart as an RGB image of [`WIDTH`] x [`HEIGHT`] pixels.
pub fn eval_chart_image(chart: &EvalChart) -> Result<RgbImage, RenderError> {
    register_fonts()?;
    let (w, h) = (WIDTH * SUPERSAMPLE, HEIGHT * SUPERSAMPLE);
    let mut buffer = vec![0u8; (w * h * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buffer, (w, h)).into_drawing_area();
        draw(&root, chart).map_err(|e| RenderError::Chart(e.to_string()))?;
        root.present()
            .map_err(|e| RenderError::Chart(e.to_string()))?;
    }
    Ok(downsample(&buffer, w, h, SUPERSAMPLE))
}

/// Registers the embedded faces with plotters, once. plotters keeps its fonts in a global
/// table by family name; the name is ours alone.
fn register_fonts() -> Result<(), RenderError> {
    static REGISTERED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let ok = *REGISTERED.get_or_init(|| {
        register_font(FONT, FontStyle::Normal, REGULAR_TTF).is_ok()
            && register_font(FONT, FontStyle::Bold, BOLD_TTF).is_ok()
    });
    if ok {
        Ok(())
    } else {
        Err(RenderError::Chart("the embedded fonts were refused".into()))
    }
}

/// Scales a 1x length to the drawing's pixels.
fn px(v: f64) -> i32 {
    (v * f64::from(SUPERSAMPLE)).round() as i32
}

fn colour(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

fn font(size: f32, face: Face, c: Rgb) -> TextStyle<'static> {
    let style = match face {
        Face::Regular => FontStyle::Normal,
        Face::Bold => FontStyle::Bold,
    };
    (FONT, f64::from(size) * f64::from(SUPERSAMPLE), style)
        .into_font()
        .color(&colour(c))
}

/// `text` without what the font cannot draw (plotters would draw an empty box) and without
/// control characters, shortened with an ellipsis to `max` pixels (at 1x).
fn clean(text: &str, face: Face, size: f32, max: f32) -> String {
    let drawable: String = text
        .chars()
        .filter(|&c| !c.is_control() && has_glyph(c, face))
        .collect();
    fit_text(drawable.trim(), face, size, max.max(0.0))
}

/// plotters' ab_glyph text puts the baseline half the font size below the top of the box it
/// lays the text out in (`size / 1.24` high), so a text anchored on its centre sits this many
/// pixels (at 1x) too low; anchors are moved up by it.
fn centre_shift(size: f32) -> f64 {
    let size = f64::from(size);
    // Baseline below the box centre, minus half the cap height (DejaVu: 1493 / 2384).
    (size / 2.0 - size / 1.24 / 2.0) - size * 1493.0 / 2384.0 / 2.0
}

/// The points as percentages: NaN is even, everything within 0-100.
fn percentages(points: &[f32]) -> Vec<f64> {
    points
        .iter()
        .map(|&p| {
            if p.is_nan() {
                50.0
            } else {
                f64::from(p.clamp(0.0, 1.0)) * 100.0
            }
        })
        .collect()
}

/// The curve with a point added wherever it crosses 50%, so the fills on either side of the
/// line meet exactly there.
fn with_crossings(values: &[f64]) -> Vec<(f64, f64)> {
    let mut out = Vec::with_capacity(values.len() * 2);
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            let u = values[i - 1];
            if (u - 50.0) * (v - 50.0) < 0.0 {
                let t = (50.0 - u) / (v - u);
                out.push(((i - 1) as f64 + t, 50.0));
            }
        }
        out.push((i as f64, v));
    }
    out
}

/// Turn numbers to label: every `step` turns, at most about a dozen.
fn turn_ticks(turns: usize) -> Vec<f64> {
    let step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
        .into_iter()
        .find(|s| turns / s <= 12)
        .unwrap_or(turns.max(1));
    (0..=turns).step_by(step).map(|t| t as f64).collect()
}

/// A linear axis from 0 to `max` with its ticks where we put them (plotters' own choice
/// gives fractional turns on short games, and `WithKeyPoints` over an `f64` range cannot
/// take a label formatter).
struct Axis {
    max: f64,
    ticks: Vec<f64>,
}

impl Ranged for Axis {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, (from, to): (i32, i32)) -> i32 {
        let t = if self.max > 0.0 {
            value / self.max
        } else {
            0.5
        };
        from + (f64::from(to - from) * t).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        0.0..self.max
    }
}

type Area<'b> = DrawingArea<BitMapBackend<'b>, Shift>;
type DrawError<'b> = DrawingAreaErrorKind<<BitMapBackend<'b> as DrawingBackend>::ErrorType>;
type DrawResult<'b> = Result<(), DrawError<'b>>;

type Plot<'a, 'b> = ChartContext<'a, BitMapBackend<'b>, Cartesian2d<Axis, Axis>>;

fn draw<'b>(root: &Area<'b>, chart: &EvalChart) -> DrawResult<'b> {
    root.fill(&colour(BACKGROUND))?;
    let values = percentages(chart.points);
    let turns = values.len().saturating_sub(1).max(1);
    let used: Vec<Mark> = Mark::ALL
        .into_iter()
        .filter(|m| {
            chart
                .marks
                .iter()
                .any(|&(t, k, _)| k == *m && (1..values.len()).contains(&t))
        })
        .collect();
    // The legend, right-aligned in the top band, then the title in what is left.
    let legend_width = draw_legend(root, chart, &used)?;
    let title_max = WIDTH as f32 - 2.0 * MARGIN as f32 - legend_width - 24.0;
    let title = clean(chart.title, Face::Bold, TITLE_SIZE, title_max);
    let band_centre = TOP_BAND / 2.0 + 4.0;
    root.draw(&Text::new(
        title,
        (px(MARGIN), px(band_centre - centre_shift(TITLE_SIZE))),
        font(TITLE_SIZE, Face::Bold, TEXT).pos(Pos::new(HPos::Left, VPos::Center)),
    ))?;

    let body = root.margin(px(TOP_BAND), px(MARGIN / 2.0), px(MARGIN), px(MARGIN));
    let mut plot = draw_axes(&body, chart, turns)?;
    draw_curve(&mut plot, &values, turns)?;
    draw_marks(&mut plot, chart, &values)?;
    draw_result(root, &plot, chart, &values, turns)
}

/// The plot's area with its axes, grid, tick labels and descriptions.
fn draw_axes<'a, 'b>(
    body: &'a Area<'b>,
    chart: &EvalChart,
    turns: usize,
) -> Result<Plot<'a, 'b>, DrawError<'b>> {
    let plot_height = HEIGHT as f64 - TOP_BAND - X_AREA - MARGIN / 2.0;
    let plot_width = WIDTH as f64 - Y_AREA - 2.0 * MARGIN;
    let x_range = Axis {
        max: turns as f64,
        ticks: turn_ticks(turns),
    };
    let y_range = Axis {
        max: 100.0,
        ticks: vec![0.0, 25.0, 50.0, 75.0, 100.0],
    };
    let mut plot = ChartBuilder::on(body)
        .x_label_area_size(px(X_AREA))
        .y_label_area_size(px(Y_AREA))
        .build_cartesian_2d(x_range, y_range)?;
    plot.plotting_area().fill(&colour(PLOT_BACKGROUND))?;

    let x_desc = clean(chart.x_label, Face::Regular, DESC_SIZE, plot_width as f32);
    let y_desc = clean(chart.y_label, Face::Regular, DESC_SIZE, plot_height as f32);
    let x_format = |v: &f64| format!("{v:.0}");
    let y_format = |v: &f64| format!("{v:.0}%");
    plot.configure_mesh()
        .disable_x_mesh()
        .bold_line_style(colour(GRID).stroke_width(px(1.0) as u32))
        .axis_style(colour(AXIS).stroke_width(px(1.0) as u32))
        .set_all_tick_mark_size(px(4.0))
        .label_style(font(LABEL_SIZE, Face::Regular, MUTED_TEXT))
        .y_label_offset(-px(centre_shift(LABEL_SIZE)))
        .x_label_formatter(&x_format)
        .y_label_formatter(&y_format)
        .axis_desc_style(font(DESC_SIZE, Face::Regular, MUTED_TEXT))
        .x_desc(x_desc)
        .y_desc(y_desc)
        .draw()?;

    Ok(plot)
}

/// The fills between the curve and the 50% line, then the line, then the curve.
fn draw_curve<'b>(plot: &mut Plot<'_, 'b>, values: &[f64], turns: usize) -> DrawResult<'b> {
    let curve = with_crossings(values);
    if curve.len() > 1 {
        plot.draw_series(AreaSeries::new(
            curve.iter().map(|&(x, y)| (x, y.max(50.0))),
            50.0,
            colour(FIRST_AHEAD).mix(0.9),
        ))?;
        plot.draw_series(AreaSeries::new(
            curve.iter().map(|&(x, y)| (x, y.min(50.0))),
            50.0,
            colour(SECOND_AHEAD).mix(0.9),
        ))?;
    }
    plot.draw_series(LineSeries::new(
        [(0.0, 50.0), (turns as f64, 50.0)],
        colour(HALF_LINE).stroke_width(px(1.0) as u32),
    ))?;
    if curve.len() > 1 {
        plot.draw_series(LineSeries::new(
            curve.iter().copied(),
            colour(CURVE).stroke_width(px(CURVE_WIDTH) as u32),
        ))?;
        // Round joins: a disc at every turn (the polygons of wide lines leave notches).
        plot.draw_series(values.iter().enumerate().map(|(i, &v)| {
            Circle::new((i as f64, v), px(CURVE_WIDTH / 2.0), colour(CURVE).filled())
        }))?;
    } else if let Some(&v) = values.first() {
        plot.draw_series([Circle::new((0.0, v), px(DOT), colour(CURVE).filled())])?;
    }

    Ok(())
}

/// The marks, least severe first so a blunder is on top.
fn draw_marks<'b>(plot: &mut Plot<'_, 'b>, chart: &EvalChart, values: &[f64]) -> DrawResult<'b> {
    let mut marks: Vec<(usize, Mark, u8)> = chart
        .marks
        .iter()
        .copied()
        .filter(|&(t, ..)| (1..values.len()).contains(&t))
        .collect();
    marks.sort_by_key(|&(t, m, _)| (m.index(), t));
    for (turn, mark, side) in marks {
        let at = (turn as f64, values[turn]);
        let ring = if side == 0 { FIRST_RING } else { SECOND_RING };
        plot.draw_series([
            Circle::new(at, px(DOT + RING), colour(ring).filled()),
            Circle::new(at, px(DOT), colour(mark.colour()).filled()),
        ])?;
    }

    Ok(())
}

/// The result, in a box at the end of the curve: under it when the first side is ahead
/// (the curve is high), above it otherwise.
fn draw_result<'b>(
    root: &Area<'b>,
    plot: &Plot<'_, 'b>,
    chart: &EvalChart,
    values: &[f64],
    turns: usize,
) -> DrawResult<'b> {
    let plot_width = WIDTH as f64 - Y_AREA - 2.0 * MARGIN;
    let result = clean(
        chart.result,
        Face::Bold,
        RESULT_SIZE,
        (plot_width / 2.0) as f32,
    );
    if !result.is_empty() {
        let last = values.last().copied().unwrap_or(50.0);
        let (right, _) = plot.backend_coord(&(turns as f64, 50.0));
        let (_, y_end) = plot.backend_coord(&(turns as f64, last));
        let (_, top) = plot.backend_coord(&(0.0, 100.0));
        let (_, bottom) = plot.backend_coord(&(0.0, 0.0));
        let box_w = px(f64::from(text_width(&result, Face::Bold, RESULT_SIZE)) + 16.0);
        let box_h = px(24.0);
        let gap = px(10.0);
        let x1 = right - px(6.0);
        let x0 = x1 - box_w;
        let y0 = if last >= 50.0 {
            (y_end + gap).min(bottom - box_h - px(4.0))
        } else {
            (y_end - gap - box_h).max(top + px(4.0))
        };
        root.draw(&Rectangle::new(
            [(x0, y0), (x1, y0 + box_h)],
            colour(RESULT_BOX).filled(),
        ))?;
        root.draw(&Rectangle::new(
            [(x0, y0), (x1, y0 + box_h)],
            colour(WIN_ACCENT).stroke_width(px(1.0) as u32),
        ))?;
        root.draw(&Text::new(
            result,
            (
                (x0 + x1) / 2,
                y0 + box_h / 2 - px(centre_shift(RESULT_SIZE)),
            ),
            font(RESULT_SIZE, Face::Bold, WIN_ACCENT).pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
    }
    Ok(())
}

/// Draws the legend of the marks `used`, right-aligned in the top band; returns its width
/// (at 1x), 0 when no mark is used.
fn draw_legend<'b>(
    root: &Area<'b>,
    chart: &EvalChart,
    used: &[Mark],
) -> Result<f32, DrawingAreaErrorKind<<BitMapBackend<'b> as DrawingBackend>::ErrorType>> {
    if used.is_empty() {
        return Ok(0.0);
    }
    let each = LEGEND_MAX / used.len() as f32 - 22.0;
    // A mark without a name is not explained.
    let (used, names): (Vec<Mark>, Vec<String>) = used
        .iter()
        .map(|&m| {
            (
                m,
                clean(chart.legend[m.index()], Face::Regular, LEGEND_SIZE, each),
            )
        })
        .filter(|(_, name)| !name.is_empty())
        .unzip();
    if used.is_empty() {
        return Ok(0.0);
    }
    let widths: Vec<f32> = names
        .iter()
        .map(|n| text_width(n, Face::Regular, LEGEND_SIZE))
        .collect();
    // Each entry: a dot, 6 px, the name, 16 px before the next.
    let total: f32 = widths
        .iter()
        .map(|w| w + 2.0 * DOT as f32 + 6.0)
        .sum::<f32>()
        + 16.0 * (used.len() - 1) as f32;
    let centre = TOP_BAND / 2.0 + 4.0;
    let mut x = f64::from(WIDTH as f32 - MARGIN as f32 - total);
    for ((mark, name), width) in used.iter().zip(names).zip(&widths) {
        root.draw(&Circle::new(
            (px(x + DOT), px(centre)),
            px(DOT),
            colour(mark.colour()).filled(),
        ))?;
        x += 2.0 * DOT + 6.0;
        root.draw(&Text::new(
            name,
            (px(x), px(centre - centre_shift(LEGEND_SIZE))),
            font(LEGEND_SIZE, Face::Regular, MUTED_TEXT).pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        x += f64::from(*width) + 16.0;
    }
    Ok(total)
}

/// Averages each `factor` x `factor` block of an RGB buffer into one pixel.
fn downsample(buffer: &[u8], width: u32, height: u32, factor: u32) -> RgbImage {
    let (w, h, f) = (width / factor, height / factor, factor as usize);
    let stride = width as usize * 3;
    let area = (f * f) as u32;
    RgbImage::from_fn(w, h, |x, y| {
        let mut sum = [0u32; 3];
        for dy in 0..f {
            let row = (y as usize * f + dy) * stride;
            for dx in 0..f {
                let i = row + (x as usize * f + dx) * 3;
                for c in 0..3 {
                    sum[c] += u32::from(buffer[i + c]);
                }
            }
        }
        image::Rgb(sum.map(|s| ((s + area / 2) / area) as u8))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample<'a>(points: &'a [f32], marks: &'a [(usize, Mark, u8)]) -> EvalChart<'a> {
        EvalChart {
            points,
            marks,
            title: "Ana – Bruno · TZAAR",
            x_label: "Turn",
            y_label: "White's chance to win",
            result: "White wins",
            legend: ["Inaccuracy", "Mistake", "Blunder"],
        }
    }

    /// A game that swings both ways before White wins: 50 turns.
    fn swinging() -> Vec<f32> {
        (0..50)
            .map(|i| {
                let t = i as f32;
                0.5 + 0.38 * (t / 5.0).sin() * (1.0 - t / 70.0) + t / 160.0
            })
            .chain([1.0])
            .collect()
    }

    const SWINGING_MARKS: [(usize, Mark, u8); 5] = [
        (6, Mark::Inaccuracy, 1),
        (13, Mark::Mistake, 0),
        (17, Mark::Blunder, 0),
        (33, Mark::Mistake, 1),
        (41, Mark::Blunder, 1),
    ];

    fn decode(png: &[u8]) -> RgbImage {
        image::load_from_memory_with_format(png, image::ImageFormat::Png)
            .expect("a valid PNG")
            .to_rgb8()
    }

    fn near(a: image::Rgb<u8>, b: Rgb) -> bool {
        a.0.iter()
            .zip(b)
            .all(|(&x, y)| (i32::from(x) - i32::from(y)).abs() <= 24)
    }

    /// How many pixels of `region` (x0, y0, x1, y1) are close to `colour`.
    fn count(image: &RgbImage, (x0, y0, x1, y1): (u32, u32, u32, u32), colour: Rgb) -> usize {
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| near(*image.get_pixel(x, y), colour))
            .count()
    }

    // The plot runs from x = 82 to 784 and y = 44 to 348 (50% at about y = 196).
    const UPPER_RIGHT: (u32, u32, u32, u32) = (560, 50, 780, 185);
    const LOWER_RIGHT: (u32, u32, u32, u32) = (560, 207, 780, 340);

    #[test]
    fn a_chart_is_a_png_of_the_chart_size() {
        let points = swinging();
        let png = eval_chart_png(&sample(&points, &SWINGING_MARKS)).expect("draws");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let image = decode(&png);
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        assert_eq!(
            image,
            eval_chart_image(&sample(&points, &SWINGING_MARKS)).unwrap()
        );
        // Small enough to post anywhere.
        assert!(png.len() < 60_000, "{} bytes", png.len());
        // The card's background in the corners.
        assert_eq!(image.get_pixel(2, 2).0, BACKGROUND);
        assert_eq!(image.get_pixel(WIDTH - 3, HEIGHT - 3).0, BACKGROUND);
        if let Ok(path) = std::env::var("CHART_PNG") {
            std::fs::write(path, &png).expect("writes the example");
        }
    }

    #[test]
    fn the_curve_follows_the_data() {
        // From even to a sure win for White: the curve and the light fill are in the upper
        // right, nothing of either in the lower right.
        let rising: Vec<f32> = (0..=40).map(|i| 0.5 + i as f32 / 80.0).collect();
        let image = eval_chart_image(&sample(&rising, &[])).expect("draws");
        assert!(count(&image, UPPER_RIGHT, CURVE) > 100);
        assert_eq!(count(&image, LOWER_RIGHT, CURVE), 0);
        assert!(count(&image, UPPER_RIGHT, FIRST_AHEAD) > 1000);
        assert_eq!(count(&image, LOWER_RIGHT, FIRST_AHEAD), 0);
        // And the other way: Black ahead, the dark fill under the line.
        let falling: Vec<f32> = rising.iter().map(|p| 1.0 - p).collect();
        let image = eval_chart_image(&sample(&falling, &[])).expect("draws");
        assert_eq!(count(&image, UPPER_RIGHT, CURVE), 0);
        assert!(count(&image, LOWER_RIGHT, CURVE) > 100);
        assert_eq!(count(&image, UPPER_RIGHT, FIRST_AHEAD), 0);
        assert!(count(&image, LOWER_RIGHT, SECOND_AHEAD) > 1000);
    }

    #[test]
    fn marks_are_dots_in_their_colours_on_the_curve() {
        let flat = [0.5f32; 21];
        let image = eval_chart_image(&sample(&flat, &[])).expect("draws");
        let marked = eval_chart_image(&sample(
            &flat,
            &[(5, Mark::Blunder, 0), (15, Mark::Inaccuracy, 1)],
        ))
        .expect("draws");
        // Turn 5 of 20 is a quarter of the way along the plot (x 82 to 784), on the 50% line.
        let x5 = 82 + (784 - 82) / 4;
        let around = |x: u32| (x - 8, 186, x + 8, 206);
        assert!(count(&marked, around(x5), BLUNDER) > 20);
        assert_eq!(count(&image, around(x5), BLUNDER), 0);
        let x15 = 82 + (784 - 82) * 3 / 4;
        assert!(count(&marked, around(x15), INACCURACY) > 20);
        assert_eq!(count(&marked, around(x15), BLUNDER), 0);
        // The legend names only the marks used: a red dot in the top band, no orange one.
        let legend = (400, 0, WIDTH, 44);
        assert!(count(&marked, legend, BLUNDER) > 20);
        assert!(count(&marked, legend, INACCURACY) > 20);
        assert_eq!(count(&marked, legend, MISTAKE), 0);
        assert_eq!(count(&image, legend, BLUNDER), 0);
    }

    #[test]
    fn odd_inputs_draw_a_chart_without_panicking() {
        let long: Vec<f32> = (0..300)
            .map(|i| (i as f32 / 17.0).sin() / 2.0 + 0.5)
            .collect();
        let odd = [
            0.5,
            f32::NAN,
            2.0,
            -1.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            0.7,
        ];
        let marks = [
            (0, Mark::Blunder, 0),
            (1, Mark::Mistake, 7),
            (6, Mark::Inaccuracy, 1),
            (7, Mark::Blunder, 0),
            (usize::MAX, Mark::Mistake, 1),
        ];
        let long_title = "Ana María de los Ángeles – Bruno Ñúñez-Goicoechea · TZAAR · ".repeat(6);
        let long_result = "Les Blancs gagnent aux points ".repeat(10);
        let long_legend = "Imprécision ".repeat(20);
        let long_label = "y".repeat(500);
        let cases: Vec<EvalChart> = vec![
            sample(&[], &[]),
            sample(&[], &marks),
            sample(&[0.3], &marks),
            sample(&[0.5, 0.5], &[]),
            sample(&long, &[(150, Mark::Blunder, 1), (299, Mark::Mistake, 0)]),
            sample(&odd, &marks),
            EvalChart {
                points: &odd,
                marks: &marks,
                title: "",
                x_label: "",
                y_label: "",
                result: "",
                legend: ["", "", ""],
            },
            EvalChart {
                points: &long,
                marks: &marks,
                title: &long_title,
                x_label: "Turno",
                y_label: "Probabilité de gain des Blancs",
                result: &long_result,
                legend: [&long_legend, "Erreur", "Gaffe\n🦊\u{0}"],
            },
            EvalChart {
                points: &[1.0, 0.0, 1.0, 0.0],
                marks: &[],
                title: "🦊🪿",
                x_label: "\n\t",
                y_label: &long_label,
                result: "½–½",
                legend: ["Ungenauigkeit", "Fehler", "Patzer"],
            },
        ];
        for chart in &cases {
            let png = eval_chart_png(chart).expect("draws");

            assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
        }
    }

    #[test]
    fn the_same_chart_is_the_same_bytes() {
        let points = swinging();
        let chart = sample(&points, &SWINGING_MARKS);
        let first = eval_chart_png(&chart).expect("draws");
        assert_eq!(eval_chart_png(&chart).expect("draws"), first);
        let other = [0.5f32, 0.6];
        assert_ne!(eval_chart_png(&sample(&other, &[])).expect("draws"), first);
    }

    #[test]
    fn texts_are_cleaned_and_shortened() {
        assert_eq!(clean("Turno", Face::Regular, DESC_SIZE, 500.0), "Turno");
        assert_eq!(
            clean(" Probabilité\n de gain 🦊", Face::Regular, DESC_SIZE, 500.0),
            "Probabilité de gain"
        );
        let long = clean(&"Bruno ".repeat(40), Face::Bold, TITLE_SIZE, 300.0);
        assert!(long.ends_with('…'));
        assert!(text_width(&long, Face::Bold, TITLE_SIZE) <= 300.0);
    }

    #[test]
    fn the_fills_meet_where_the_curve_crosses_the_half() {
        assert_eq!(
            with_crossings(&[40.0, 60.0, 60.0, 50.0, 30.0]),
            vec![
                (0.0, 40.0),
                (0.5, 50.0),
                (1.0, 60.0),
                (2.0, 60.0),
                (3.0, 50.0),
                (4.0, 30.0)
            ]
        );
        assert_eq!(
            percentages(&[f32::NAN, 1.5, -0.5, 0.25]),
            vec![50.0, 100.0, 0.0, 25.0]
        );
    }

    #[test]
    fn turns_are_labelled_every_few_turns() {
        assert_eq!(turn_ticks(1), vec![0.0, 1.0]);
        assert_eq!(turn_ticks(12).len(), 13);
        assert_eq!(
            turn_ticks(50),
            (0..=10).map(|t| f64::from(t) * 5.0).collect::<Vec<_>>()
        );
        for turns in [1, 7, 13, 99, 299, 1000, 5000, 100_000] {
            let ticks = turn_ticks(turns);
            assert!((2..=14).contains(&ticks.len()), "{turns}: {ticks:?}");
            assert!(ticks.iter().all(|t| t.fract() == 0.0 && *t <= turns as f64));
        }
    }
}
