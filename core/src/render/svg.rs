//! Boards as SVG, for the web pages: the same geometry, colours and marks as the PNG boards
//! (each game's painter draws its SVG in the image's own pixel coordinates, so the two cannot
//! drift apart), with every point an element that says what stands on it.
//!
//! The markup is machine-readable on purpose: the board element carries the shown position's
//! text as `data-position`, and each point is a `<g data-point="d4">`, with `data-piece` (the
//! letters of the game's position text) when occupied. Screen readers get the point's name
//! and piece as its title; tests and scripts read the attributes instead of pixels.

use std::fmt::Write;

use super::canvas::Rgb;
use super::{ARROW_OUTLINE, HEADER_HEIGHT, HEIGHT, WIDTH};

/// An SVG document being written. Numbers are rounded to tenths of a pixel: the boards'
/// coordinates are whole or half pixels, and shorter markup loads faster on a phone.
pub(crate) struct Svg {
    out: String,
}

/// `#rrggbb` of a colour.
pub(crate) fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Text made safe inside an attribute or an element.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn n(v: f32) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

impl Svg {
    /// A board: the image's board area (below the PNG's header), scaled to its container.
    pub fn board(position: &str) -> Svg {
        let mut out = String::with_capacity(24 * 1024);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" \
             viewBox=\"0 {HEADER_HEIGHT} {WIDTH} {}\" data-position=\"{}\" role=\"img\">",
            HEIGHT - HEADER_HEIGHT,
            escape(position)
        );
        Svg { out }
    }

    /// Opens a point's element (closed by [`Svg::close`]).
    pub fn point(&mut self, name: &str, piece: Option<&str>) {
        let _ = write!(self.out, "<g data-point=\"{}\"", escape(name));
        if let Some(piece) = piece {
            let _ = write!(self.out, " data-piece=\"{}\"", escape(piece));
        }
        let title = match piece {
            Some(piece) => format!("{name} {piece}"),
            None => name.to_string(),
        };
        let _ = write!(self.out, "><title>{}</title>", escape(&title));
    }

    /// Opens a group for decoration (arrows, marks) that no script reads.
    pub fn group(&mut self, class: &str) {
        let _ = write!(self.out, "<g class=\"{class}\" aria-hidden=\"true\">");
    }

    /// Opens a group drawn at `opacity` (a captured piece), closed by [`Svg::close`].
    pub fn faded(&mut self, opacity: f32) {
        let _ = write!(self.out, "<g opacity=\"{}\">", n(opacity));
    }

    pub fn close(&mut self) {
        self.out.push_str("</g>");
    }

    pub fn disc(&mut self, (x, y): (f32, f32), r: f32, fill: Rgb) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
            n(x),
            n(y),
            n(r),
            hex(fill)
        );
    }

    /// A disc that draws nothing but can be pointed at (an empty point).
    pub fn spot(&mut self, (x, y): (f32, f32), r: f32) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"transparent\"/>",
            n(x),
            n(y),
            n(r)
        );
    }

    pub fn ring(&mut self, (x, y): (f32, f32), r: f32, width: f32, stroke: Rgb) {
        let _ = write!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>",
            n(x),
            n(y),
            n(r),
            hex(stroke),
            n(width)
        );
    }

    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, stroke: Rgb) {
        let _ = write!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\" \
             stroke-linecap=\"round\"/>",
            n(a.0),
            n(a.1),
            n(b.0),
            n(b.1),
            hex(stroke),
            n(width)
        );
    }

    /// A convex polygon grown by `margin` with round corners (the PNG's `convex`).
    pub fn grown(&mut self, corners: &[(f32, f32)], margin: f32, fill: Rgb) {
        let points: Vec<String> = corners
            .iter()
            .map(|&(x, y)| format!("{},{}", n(x), n(y)))
            .collect();
        let _ = write!(
            self.out,
            "<polygon points=\"{}\" fill=\"{c}\" stroke=\"{c}\" stroke-width=\"{}\" \
             stroke-linejoin=\"round\"/>",
            points.join(" "),
            n(2.0 * margin),
            c = hex(fill)
        );
    }

    pub fn rounded_rect(&mut self, (x, y, w, h): (f32, f32, f32, f32), r: f32, fill: Rgb) {
        let _ = write!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>",
            n(x),
            n(y),
            n(w),
            n(h),
            n(r),
            hex(fill)
        );
    }

    /// Bold text centred on a point (coordinates, heights).
    pub fn text(&mut self, (x, y): (f32, f32), size: f32, fill: Rgb, text: &str) {
        let _ = write!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-weight=\"bold\" fill=\"{}\" \
             text-anchor=\"middle\" dominant-baseline=\"central\" \
             font-family=\"sans-serif\">{}</text>",
            n(x),
            n(y),
            n(size),
            hex(fill),
            escape(text)
        );
    }

    /// The PNG boards' arrow (`pipeline::draw_arrow`): an outlined shaft, solid or dashed,
    /// and a head whose tip stops `stop` short of `b`.
    pub fn arrow(&mut self, a: (f32, f32), b: (f32, f32), stop: f32, colour: Rgb, dashed: bool) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 1.0 {
            return;
        }
        let (ux, uy) = (dx / len, dy / len);
        let (nx, ny) = (-uy, ux);
        let tip = (b.0 - ux * stop, b.1 - uy * stop);
        let (head_len, head_half) = (26.0, 15.0);
        let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
        let end = (base.0 + ux * 2.0, base.1 + uy * 2.0);
        let dash = if dashed {
            " stroke-dasharray=\"12 10\""
        } else {
            ""
        };
        for (width, stroke) in [(13.0, ARROW_OUTLINE), (7.0, colour)] {
            let _ = write!(
                self.out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" \
                 stroke-width=\"{}\"{dash}/>",
                n(a.0),
                n(a.1),
                n(end.0),
                n(end.1),
                hex(stroke),
                n(width)
            );
        }
        let head = [
            tip,
            (base.0 + nx * head_half, base.1 + ny * head_half),
            (base.0 - nx * head_half, base.1 - ny * head_half),
        ];
        let points: Vec<String> = head
            .iter()
            .map(|&(x, y)| format!("{},{}", n(x), n(y)))
            .collect();
        let _ = write!(
            self.out,
            "<polygon points=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"3\" \
             stroke-linejoin=\"round\"/>",
            points.join(" "),
            hex(colour),
            hex(ARROW_OUTLINE)
        );
    }

    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>");
        self.out
    }
}

/// The points of an SVG board and what stands on each (`data-point`, `data-piece`), in the
/// order written: how scripts and tests read a board.
pub fn placement(svg: &str) -> Vec<(String, Option<String>)> {
    let attr = |tag: &str, name: &str| -> Option<String> {
        let key = format!(" {name}=\"");
        let at = tag.find(&key)? + key.len();
        let len = tag[at..].find('"')?;
        Some(tag[at..at + len].to_string())
    };
    svg.split("<g ")
        .skip(1)
        .filter_map(|rest| {
            let tag = &rest[..rest.find('>')?];
            let tag = format!(" {tag}");
            Some((attr(&tag, "data-point")?, attr(&tag, "data-piece")))
        })
        .collect()
}

/// The position text on an SVG board (`data-position`).
pub fn position_of(svg: &str) -> Option<String> {
    let key = "data-position=\"";
    let at = svg.find(key)? + key.len();
    let len = svg[at..].find('"')?;
    Some(svg[at..at + len].replace("&amp;", "&"))
}
