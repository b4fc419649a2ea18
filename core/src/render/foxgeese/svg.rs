//! The Fox and Geese board as SVG: the PNG board's cross, pen, lines, coordinates, foxes,
//! geese and last move (the jump chain, the captured geese crossed out), in the same pixel
//! coordinates.

use super::super::svg::Svg;
use super::{
    ARROW_OUTLINE, CAPTURE_ARROW, CAPTURED_MARK, COORD_TEXT, FOX_BODY, FOX_MUZZLE, FOX_OUTLINE,
    GOOSE_BODY, GOOSE_OUTLINE, GOOSE_RING, LINE, PEN_TINT, PIECE_RADIUS, Piece, Point, Position,
    SHADOW, STACK_ARROW, SURFACE, SURFACE_EDGE, SURFACE_MARGIN, UncheckedMove, area, board_offset,
    captured, orientation, point_centre,
};

/// A piece as the position text writes it.
fn piece_text(piece: Piece) -> &'static str {
    match piece {
        Piece::Fox => "F",
        Piece::Goose => "G",
    }
}

/// The board of `position` reached by the move `last`, turned when `flipped`.
pub(crate) fn board(position: &Position, last: &[UncheckedMove], flipped: bool) -> String {
    let mut svg = Svg::board(&position.to_string());
    background(&mut svg, position.variant().pen_wins(), flipped);
    for p in Point::ALL {
        let at = point_centre(p, flipped);
        let piece = position.piece_at(p);
        svg.point(&p.to_string(), piece.map(piece_text));
        svg.disc(at, 5.0, LINE);
        svg.spot(at, PIECE_RADIUS);
        match piece {
            Some(Piece::Goose) => goose(&mut svg, at, 1.0),
            Some(Piece::Fox) => fox(&mut svg, at),
            None => {}
        }
        svg.close();
    }
    svg.group("last");
    for mv in last {
        draw_move(&mut svg, mv, flipped);
    }
    svg.close();
    svg.finish()
}

fn draw_move(svg: &mut Svg, mv: &UncheckedMove, flipped: bool) {
    let colour = if mv.jump { CAPTURE_ARROW } else { STACK_ARROW };
    let points: Vec<(f32, f32)> = std::iter::once(mv.from)
        .chain(mv.to.iter().copied())
        .map(|p| point_centre(p, flipped))
        .collect();
    let n = points.len();
    if n < 2 {
        return;
    }
    svg.ring(points[0], 13.0, 5.0, colour);
    for w in points[..n - 1].windows(2) {
        svg.line(w[0], w[1], 13.0, ARROW_OUTLINE);
    }
    for w in points[..n - 1].windows(2) {
        svg.line(w[0], w[1], 7.0, colour);
    }
    for &at in &points[1..n - 1] {
        svg.disc(at, 8.0, colour);
    }
    svg.arrow(
        points[n - 2],
        points[n - 1],
        PIECE_RADIUS * 0.7,
        colour,
        false,
    );
    for p in captured(mv) {
        let (x, y) = point_centre(p, flipped);
        goose(svg, (x, y), 0.55);
        let d = 14.0;
        let strokes = [
            ((x - d, y - d), (x + d, y + d)),
            ((x - d, y + d), (x + d, y - d)),
        ];
        for (a, b) in strokes {
            svg.line(a, b, 12.0, ARROW_OUTLINE);
        }
        for (a, b) in strokes {
            svg.line(a, b, 7.0, CAPTURED_MARK);
        }
    }
}

/// A goose (faded by `opacity` when it is a captured one).
fn goose(svg: &mut Svg, (x, y): (f32, f32), opacity: f32) {
    let r = PIECE_RADIUS - 2.0;
    if opacity < 1.0 {
        svg.faded(opacity);
    } else {
        svg.disc((x + 2.0, y + 3.0), r + 0.5, SHADOW);
    }
    svg.disc((x, y), r, GOOSE_OUTLINE);
    svg.disc((x, y), r - 1.8, GOOSE_BODY);
    if opacity < 1.0 {
        svg.close();
    } else {
        svg.ring((x, y), r * 0.62, 2.0, GOOSE_RING);
    }
}

/// A fox's head: the PNG sprite's face, ears, muzzle, eyes and nose.
fn fox(svg: &mut Svg, (mx, my): (f32, f32)) {
    let r = PIECE_RADIUS;
    let p = |x: f32, y: f32| (mx + x * r, my + y * r);
    let face = [
        p(-0.92, -0.42),
        p(0.92, -0.42),
        p(0.98, 0.12),
        p(0.0, 0.98),
        p(-0.98, 0.12),
    ];
    let ears = [
        [p(-0.95, -0.30), p(-0.78, -1.0), p(-0.22, -0.45)],
        [p(0.95, -0.30), p(0.78, -1.0), p(0.22, -0.45)],
    ];
    let shadow: Vec<(f32, f32)> = face.iter().map(|&(x, y)| (x + 2.0, y + 3.0)).collect();
    svg.grown(&shadow, 1.0, SHADOW);
    for ear in &ears {
        svg.grown(ear, 2.2, FOX_OUTLINE);
    }
    svg.grown(&face, 2.2, FOX_OUTLINE);
    for ear in &ears {
        svg.grown(ear, 0.0, FOX_BODY);
    }
    svg.grown(&face, 0.0, FOX_BODY);
    for ear in [
        [p(-0.80, -0.42), p(-0.72, -0.82), p(-0.42, -0.45)],
        [p(0.80, -0.42), p(0.72, -0.82), p(0.42, -0.45)],
    ] {
        svg.grown(&ear, 0.0, FOX_OUTLINE);
    }
    svg.grown(
        &[p(-0.55, 0.22), p(0.55, 0.22), p(0.0, 0.92)],
        1.0,
        FOX_MUZZLE,
    );
    svg.disc(p(-0.36, -0.08), 0.11 * r, FOX_OUTLINE);
    svg.disc(p(0.36, -0.08), 0.11 * r, FOX_OUTLINE);
    svg.disc(p(0.0, 0.80), 0.10 * r, FOX_OUTLINE);
}

/// The cross, the pen, the lines and the coordinates (the PNG's `draw_background`; the
/// points' dots are drawn with each point).
fn background(svg: &mut Svg, pen: bool, flipped: bool) {
    let o = orientation(flipped);
    svg.group("surface");
    let arms = [((2, 0), (4, 6)), ((0, 2), (6, 4))];
    for (a, b) in arms {
        svg.rounded_rect(area(o, a, b, SURFACE_MARGIN + 3.0), 24.0, SURFACE_EDGE);
    }
    for (a, b) in arms {
        svg.rounded_rect(area(o, a, b, SURFACE_MARGIN), 22.0, SURFACE);
    }
    if pen {
        svg.rounded_rect(area(o, (2, 4), (4, 6), 36.0), 20.0, PEN_TINT);
    }
    for p in Point::ALL {
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (-1, 1)] {
            if Point::from_coords(p.col() + dc, p.rank() + dr).is_some() {
                let a = o.point(board_offset(p.col(), p.rank()));
                let b = o.point(board_offset(p.col() + dc, p.rank() + dr));
                svg.line(a, b, 3.0, LINE);
            }
        }
    }
    let distance = SURFACE_MARGIN + 20.0;
    for col in 0..7 {
        if let Some(rank) = (0..7).find(|&r| Point::from_coords(col, r).is_some()) {
            let (x, y) = board_offset(col, rank);
            let letter = char::from(b'a' + col as u8).to_string();
            svg.text(o.point((x, y + distance)), 20.0, COORD_TEXT, &letter);
        }
    }
    for rank in 0..7 {
        let cols: Vec<i32> = (0..7)
            .filter(|&c| Point::from_coords(c, rank).is_some())
            .collect();
        let (Some(&left), Some(&right)) = (cols.first(), cols.last()) else {
            continue;
        };
        let number = (rank + 1).to_string();
        let (x, y) = board_offset(left, rank);
        svg.text(o.point((x - distance, y)), 20.0, COORD_TEXT, &number);
        let (x, y) = board_offset(right, rank);
        svg.text(o.point((x + distance, y)), 20.0, COORD_TEXT, &number);
    }
    svg.close();
}
