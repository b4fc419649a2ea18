//! The TZAAR board as SVG: the PNG board's surface, lines, centre, coordinates, stacks (type
//! marks, stacked edges, height badges) and last turn, in the same pixel coordinates.

use super::super::svg::Svg;
use super::{
    BADGE_FILL, BADGE_OFFSET, BADGE_OUTLINE, CAPTURE_ARROW, CENTRE_HOLE, COORD_TEXT, Cell, Color,
    Kind, LAYER_STEP, LINE, MAX_LAYERS, Move, PIECE_RADIUS, PLACED_RING, Position, SHADOW, SQRT3_2,
    STACK_ARROW, SURFACE, SURFACE_EDGE, SURFACE_MARGIN, Stack, board_offset, cell_centre,
    orientation, style,
};

/// A stack as the position text writes it: its top's letter (capital for White) and its
/// height when above 1. The rules core keeps a stack's top and height, not every piece in it.
fn piece_text(stack: Stack) -> String {
    let letter = match stack.color {
        Color::White => stack.kind.letter(),
        Color::Black => stack.kind.letter().to_ascii_lowercase(),
    };
    if stack.height > 1 {
        format!("{letter}{}", stack.height)
    } else {
        letter.to_string()
    }
}

/// The board of `position` reached by the moves `last`, turned when `flipped`.
pub(crate) fn board(position: &Position, last: &[Move], flipped: bool) -> String {
    let mut svg = Svg::board(&position.to_string());
    background(&mut svg, flipped);
    // From the top of the image down, as the PNG does, so stacked edges overlap the same way.
    let mut cells: Vec<(Cell, (f32, f32))> = Cell::ALL
        .iter()
        .map(|&c| (c, cell_centre(c, flipped)))
        .collect();
    cells.sort_by(|a, b| a.1.1.total_cmp(&b.1.1).then(a.1.0.total_cmp(&b.1.0)));
    for &(cell, at) in &cells {
        let stack = position.stack_at(cell);
        svg.point(&cell.to_string(), stack.map(piece_text).as_deref());
        svg.spot(at, PIECE_RADIUS);
        if last
            .iter()
            .any(|mv| matches!(mv, Move::Place { at: placed, .. } if *placed == cell))
        {
            svg.disc(at, PIECE_RADIUS + 7.0, PLACED_RING);
        }
        if let Some(stack) = stack {
            draw_stack(&mut svg, stack, at);
        }
        svg.close();
    }
    svg.group("last");
    for mv in last {
        let (from, to, colour, dashed) = match *mv {
            Move::Capture { from, to } => (from, to, CAPTURE_ARROW, false),
            Move::Stack { from, to } => (from, to, STACK_ARROW, true),
            Move::Pass | Move::Place { .. } => continue,
        };
        let a = cell_centre(from, flipped);
        svg.ring(a, 13.0, 5.0, colour);
        svg.arrow(
            a,
            cell_centre(to, flipped),
            PIECE_RADIUS * 0.55,
            colour,
            dashed,
        );
    }
    svg.close();
    svg.group("heights");
    for &(cell, (x, y)) in &cells {
        if let Some(stack) = position.stack_at(cell).filter(|s| s.height >= 2) {
            let b = (x + BADGE_OFFSET.0, y + BADGE_OFFSET.1);
            svg.disc(b, 14.0 + 1.6, BADGE_OUTLINE);
            svg.disc(b, 14.0, BADGE_FILL);
            let size = if stack.height >= 10 { 17.0 } else { 20.0 };
            svg.text(b, size, BADGE_OUTLINE, &stack.height.to_string());
        }
    }
    svg.close();
    svg.finish()
}

fn draw_stack(svg: &mut Svg, stack: Stack, (x, y): (f32, f32)) {
    let s = style(stack.color);
    let r = PIECE_RADIUS;
    let layers = usize::from(stack.height.saturating_sub(1)).min(MAX_LAYERS);
    let drop = layers as f32 * LAYER_STEP;
    svg.disc((x + 2.0, y + drop + 3.0), r + 0.5, SHADOW);
    for k in (1..=layers).rev() {
        let at = (x, y + k as f32 * LAYER_STEP);
        svg.disc(at, r, s.outline);
        svg.disc(at, r - 1.5, s.edge);
    }
    svg.disc((x, y), r, s.outline);
    svg.disc((x, y), r - 1.6, s.body);
    match stack.kind {
        Kind::Tott => {}
        Kind::Tzarra => svg.disc((x, y), r * 0.30, s.mark),
        Kind::Tzaar => {
            svg.disc((x, y), r * 0.24, s.mark);
            svg.ring((x, y), r * 0.56, r * 0.15, s.mark);
        }
    }
}

/// The surface, lines, centre and coordinates (the PNG's `draw_background`).
fn background(svg: &mut Svg, flipped: bool) {
    let o = orientation(flipped);
    svg.group("surface");
    let corners: Vec<(f32, f32)> = [(0, 4), (4, 0), (4, -4), (0, -4), (-4, 0), (-4, 4)]
        .iter()
        .map(|&(q, r)| o.point(board_offset(q, r)))
        .collect();
    svg.grown(&corners, SURFACE_MARGIN + 3.0, SURFACE_EDGE);
    svg.grown(&corners, SURFACE_MARGIN, SURFACE);
    for cell in Cell::ALL {
        let (q, r) = cell.axial();
        for (dq, dr) in [(0, 1), (1, 0), (1, -1)] {
            if Cell::from_axial(q + dq, r + dr).is_some() {
                let a = o.point(board_offset(q, r));
                let b = o.point(board_offset(q + dq, r + dr));
                svg.line(a, b, 3.0, LINE);
            }
        }
    }
    let hole: Vec<(f32, f32)> = (0..6)
        .map(|i| {
            let angle = std::f32::consts::FRAC_PI_3 * i as f32;
            o.point((angle.sin() * 22.0, -angle.cos() * 22.0))
        })
        .collect();
    svg.grown(&hole, 4.0, LINE);
    svg.grown(&hole, 1.0, CENTRE_HOLE);
    let along = |cell: Cell, dir: (f32, f32), distance: f32| {
        let (q, r) = cell.axial();
        let (x, y) = board_offset(q, r);
        o.point((x + dir.0 * distance, y + dir.1 * distance))
    };
    let vertical = SURFACE_MARGIN / SQRT3_2 + 18.0;
    let sideways = SURFACE_MARGIN + 20.0;
    for column in 0..9 {
        if let Some(bottom) = Cell::from_column_row(column, 1) {
            let letter = char::from(b'a' + column as u8).to_string();
            svg.text(
                along(bottom, (0.0, 1.0), vertical),
                20.0,
                COORD_TEXT,
                &letter,
            );
        }
    }
    for row in 1..=5 {
        for (column, dir) in [(0, (-1.0, 0.0)), (8, (1.0, 0.0))] {
            if let Some(cell) = Cell::from_column_row(column, row) {
                svg.text(
                    along(cell, dir, sideways),
                    20.0,
                    COORD_TEXT,
                    &row.to_string(),
                );
            }
        }
    }
    for row in 6..=9 {
        let column = row - 5;
        for (column, dir) in [(column, (-SQRT3_2, -0.5)), (8 - column, (SQRT3_2, -0.5))] {
            if let Some(cell) = Cell::from_column_row(column, row) {
                svg.text(
                    along(cell, dir, sideways),
                    20.0,
                    COORD_TEXT,
                    &row.to_string(),
                );
            }
        }
    }
    svg.close();
}
