//! The Fox and Geese board: the 33-point cross with every line (each point joined to its
//! up-to-8 neighbours), the pen tinted in Halatafl, foxes and geese in different shapes and
//! colours, coordinates, the last move (a whole jump chain as a path, the captured geese
//! crossed out), the geese left against the number that decides the game, and the result.

use std::sync::OnceLock;

use image::RgbImage;

use super::canvas::{Align, Canvas, Face, Rgb, Sprite, rgb, text_width};
use super::labels::{Labels, fill, labels};
use super::{
    ACCENT, BACKGROUND, CAPTURE_ARROW, COORD_TEXT, HEADER_HEIGHT, HEIGHT, MUTED_TEXT, Orientation,
    ROW_HEIGHT, ROW_Y, RenderOptions, STACK_ARROW, TEXT, WIDTH, WIN_ACCENT, display_name,
    draw_arrow, draw_corner_caption, draw_header_frame, draw_last_caption, draw_name,
    draw_result_banner, encode_gif, encode_png,
};
use crate::games::foxgeese::{Game, Piece, Point, Position, Variant};
use crate::games::{Outcome, Seat};

/// Distance between neighbouring points (a whole number: every line and piece is then an
/// exact pixel copy of its neighbours, which PNG compression rewards).
pub const SPACING: f32 = 96.0;
/// Radius of a goose, and the size of a fox's head.
pub const PIECE_RADIUS: f32 = 33.0;
/// How far the board's surface reaches beyond the outer points.
const SURFACE_MARGIN: f32 = 46.0;

/// Where the centre point `d4` is in the image.
pub const BOARD_CENTRE: (f32, f32) = (WIDTH as f32 / 2.0, HEADER_HEIGHT as f32 + 404.0);

const SURFACE: Rgb = rgb(0xc9a56e);
const SURFACE_EDGE: Rgb = rgb(0x8c6b3f);
const LINE: Rgb = rgb(0x6a4c28);
const PEN_TINT: Rgb = rgb(0x9fb07a);
const SHADOW: Rgb = rgb(0x8f7146);

const GOOSE_BODY: Rgb = rgb(0xfbfaf5);
const GOOSE_RING: Rgb = rgb(0xd9d6cc);
const GOOSE_OUTLINE: Rgb = rgb(0x4a4a4a);
const FOX_BODY: Rgb = rgb(0xe8742a);
const FOX_MUZZLE: Rgb = rgb(0xfff3e3);
const FOX_OUTLINE: Rgb = rgb(0x2a160a);
const CAPTURED_MARK: Rgb = rgb(0xd7261e);

/// The colour of a goose (for tests that probe a point).
pub fn goose_colour() -> Rgb {
    GOOSE_BODY
}

/// The main colour of a fox.
pub fn fox_colour() -> Rgb {
    FOX_BODY
}

/// The tint of the pen (Halatafl).
pub fn pen_colour() -> Rgb {
    PEN_TINT
}

/// The board's surface colour.
pub fn surface_colour() -> Rgb {
    SURFACE
}

/// The colour of the cross marking a captured goose.
pub fn captured_colour() -> Rgb {
    CAPTURED_MARK
}

/// The orientation used for boards drawn with `flipped`.
pub fn orientation(flipped: bool) -> Orientation {
    Orientation {
        flipped,
        centre: BOARD_CENTRE,
    }
}

/// A point given by column (0 = `a`) and rank (0 = rank 1), relative to the centre, as seen
/// from the geese's side.
fn board_offset(col: i32, rank: i32) -> (f32, f32) {
    ((col - 3) as f32 * SPACING, (3 - rank) as f32 * SPACING)
}

/// The image pixel at a point.
pub fn point_centre(point: Point, flipped: bool) -> (f32, f32) {
    orientation(flipped).point(board_offset(point.col(), point.rank()))
}

/// Renders a position as a PNG (see [`super::WIDTH`] x [`super::HEIGHT`]).
pub fn board_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    encode_png(&board_image(position, options))
}

/// Renders a position as an RGB image (what [`board_png`] encodes).
pub fn board_image(position: &Position, options: &RenderOptions) -> RgbImage {
    draw_board(position, options, None).into_image()
}

/// Draws a board; `progress` is a replay frame's (move, moves) for its corner caption.
fn draw_board(
    position: &Position,
    options: &RenderOptions,
    progress: Option<(u32, u32)>,
) -> Canvas {
    let pen = position.variant().pen_wins();
    let mut canvas = background(pen, options.flipped).clone();
    let last = parse_last(&options.last_moves);
    draw_pieces(&mut canvas, position, options.flipped);
    draw_last_moves(&mut canvas, &last, options.flipped);
    let labels = labels(options.locale);
    let outcome = options.outcome.or_else(|| position.outcome());
    draw_header(&mut canvas, position, options, labels, outcome.as_ref());
    let notation: Vec<String> = last.iter().map(LastMove::notation).collect();
    draw_last_caption(&mut canvas, labels.last, &notation.join(" "));
    draw_corner_caption(
        &mut canvas,
        &variant_name(labels, position.variant()),
        false,
    );
    if let Some((n, t)) = progress {
        draw_corner_caption(&mut canvas, &fill(labels.replay_move, n, t), true);
    }
    if let Some(outcome) = &outcome {
        draw_result_banner(
            &mut canvas,
            BOARD_CENTRE.1,
            result_title(labels, outcome),
            labels.reason(outcome.reason.key()),
        );
    }
    canvas
}

/// Renders a whole game as an animated GIF: the start, then one frame per move (with that
/// move drawn), the last frame held longer and showing the result if the game is over.
pub fn replay_gif(game: &Game, options: &RenderOptions) -> Vec<u8> {
    let mut positions = vec![*game.start()];
    let mut texts: Vec<Vec<String>> = vec![Vec::new()];
    for mv in game.moves() {
        let Ok(next) = positions[positions.len() - 1].play(mv) else {
            break;
        };
        positions.push(next);
        texts.push(vec![mv.to_string()]);
    }
    let count = positions.len();
    let end = game.end();
    let frame = |i: usize| {
        let mut opts = RenderOptions {
            last_moves: texts[i].clone(),
            outcome: None,
            ..options.clone()
        };
        if i + 1 == count {
            opts.outcome = options.outcome.or_else(|| end.map(|e| e.outcome()));
        }
        let progress = (i > 0).then_some((i as u32, count as u32 - 1));
        draw_board(&positions[i], &opts, progress).into_image()
    };
    let keys = [
        SURFACE,
        SURFACE_EDGE,
        LINE,
        PEN_TINT,
        SHADOW,
        GOOSE_BODY,
        GOOSE_RING,
        GOOSE_OUTLINE,
        FOX_BODY,
        FOX_MUZZLE,
        FOX_OUTLINE,
        CAPTURED_MARK,
    ];
    let first = frame(0);
    let last = frame(count - 1);
    encode_gif(&first, &last, &keys, count, frame)
}

/// The variant as players read it: "Halatafl (two foxes)", "Fox and Geese, 15 geese, ...".
fn variant_name(labels: &Labels, variant: Variant) -> String {
    match variant {
        Variant::Halatafl => labels.halatafl.to_string(),
        Variant::Standard { sideways, .. } => {
            let name = fill(labels.standard, 0, variant.start_geese());
            if sideways {
                format!("{name}, {}", labels.sideways)
            } else {
                name
            }
        }
    }
}

fn result_title<'a>(labels: &'a Labels, outcome: &Outcome) -> &'a str {
    match outcome.winner {
        Some(Seat::First) => labels.foxes_win,
        Some(Seat::Second) => labels.geese_win,
        None => labels.draw,
    }
}

/// The last move read from its canonical text: the points visited, and whether it jumped.
#[derive(Clone, Debug, PartialEq, Eq)]
struct LastMove {
    path: Vec<Point>,
    jump: bool,
}

impl LastMove {
    fn notation(&self) -> String {
        let sep = if self.jump { "x" } else { "-" };
        self.path
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(sep)
    }

    /// The geese jumped over: the point between each pair of landings two apart in a line.
    fn captured(&self) -> Vec<Point> {
        if !self.jump {
            return Vec::new();
        }
        self.path
            .windows(2)
            .filter_map(|w| {
                let (dc, dr) = (w[1].col() - w[0].col(), w[1].rank() - w[0].rank());
                let straight = matches!(dc.abs(), 0 | 2) && matches!(dr.abs(), 0 | 2);
                (straight && (dc, dr) != (0, 0))
                    .then(|| Point::from_coords(w[0].col() + dc / 2, w[0].rank() + dr / 2))
                    .flatten()
            })
            .collect()
    }
}

/// Checks that every word of `texts` is a canonical Fox and Geese move (`d3-d4`,
/// `c7xe5xg3`), for callers that want to reject bad input instead of skipping it.
pub fn check_last_moves(texts: &[String]) -> Result<(), String> {
    super::check_words(texts, "d3-d4 or c7xe5xg3", |word| {
        !parse_last(&[word.to_string()]).is_empty()
    })
}

/// Reads canonical moves; anything unreadable is skipped.
fn parse_last(texts: &[String]) -> Vec<LastMove> {
    let mut out = Vec::new();
    for word in texts.iter().flat_map(|t| t.split_whitespace()).take(4) {
        let lower = word.to_ascii_lowercase();
        let jump = lower.contains('x');
        let parts: Vec<&str> = if jump {
            lower.split('x').collect()
        } else {
            lower.split('-').collect()
        };
        if parts.len() < 2 || parts.len() > 24 || (!jump && parts.len() != 2) {
            continue;
        }
        let path: Result<Vec<Point>, _> = parts.iter().map(|p| p.parse::<Point>()).collect();
        if let Ok(path) = path {
            out.push(LastMove { path, jump });
        }
    }
    out
}

/// The static part of a board, drawn once per (pen, orientation).
fn background(pen: bool, flipped: bool) -> &'static Canvas {
    static CACHE: [OnceLock<Canvas>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    CACHE[usize::from(pen) * 2 + usize::from(flipped)].get_or_init(|| draw_background(pen, flipped))
}

/// A rectangle of board points `(col0, rank0)..=(col1, rank1)`, grown by `margin`, in image
/// pixels as `(x, y, w, h)`.
fn area(
    o: Orientation,
    (c0, r0): (i32, i32),
    (c1, r1): (i32, i32),
    margin: f32,
) -> (f32, f32, f32, f32) {
    let a = o.point(board_offset(c0, r0));
    let b = o.point(board_offset(c1, r1));
    let (x0, x1) = (a.0.min(b.0) - margin, a.0.max(b.0) + margin);
    let (y0, y1) = (a.1.min(b.1) - margin, a.1.max(b.1) + margin);
    (x0, y0, x1 - x0, y1 - y0)
}

fn draw_background(pen: bool, flipped: bool) -> Canvas {
    let o = orientation(flipped);
    let mut canvas = Canvas::new(WIDTH, HEIGHT, BACKGROUND);
    // The cross: its two arms, with an edge.
    let arms = [((2, 0), (4, 6)), ((0, 2), (6, 4))];
    for (a, b) in arms {
        canvas.rounded_rect(area(o, a, b, SURFACE_MARGIN + 3.0), 24.0, SURFACE_EDGE, 1.0);
    }
    for (a, b) in arms {
        canvas.rounded_rect(area(o, a, b, SURFACE_MARGIN), 22.0, SURFACE, 1.0);
    }
    if pen {
        canvas.rounded_rect(area(o, (2, 4), (4, 6), 36.0), 20.0, PEN_TINT, 1.0);
    }
    // Lines: each point to its neighbours up, right, up-right and up-left.
    for p in Point::ALL {
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (-1, 1)] {
            if Point::from_coords(p.col() + dc, p.rank() + dr).is_some() {
                let a = o.point(board_offset(p.col(), p.rank()));
                let b = o.point(board_offset(p.col() + dc, p.rank() + dr));
                canvas.line(a, b, 3.0, LINE);
            }
        }
    }
    // Small dots on the points, so empty points read as places.
    for p in Point::ALL {
        let (x, y) = o.point(board_offset(p.col(), p.rank()));
        canvas.disc(x, y, 5.0, LINE);
    }
    draw_coordinates(&mut canvas, o);
    canvas
}

/// Column letters below each column's lowest point; rank numbers beside each rank's outer
/// points, on both sides.
fn draw_coordinates(canvas: &mut Canvas, o: Orientation) {
    let distance = SURFACE_MARGIN + 20.0;
    for col in 0..7 {
        let lowest = (0..7).find(|&r| Point::from_coords(col, r).is_some());
        if let Some(rank) = lowest {
            let (x, y) = board_offset(col, rank);
            let at = o.point((x, y + distance));
            let letter = char::from(b'a' + col as u8).to_string();
            canvas.text_centred(&letter, Face::Bold, 20.0, at, COORD_TEXT);
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
        canvas.text_centred(
            &number,
            Face::Bold,
            20.0,
            o.point((x - distance, y)),
            COORD_TEXT,
        );
        let (x, y) = board_offset(right, rank);
        canvas.text_centred(
            &number,
            Face::Bold,
            20.0,
            o.point((x + distance, y)),
            COORD_TEXT,
        );
    }
}

const SPRITE_PAD: f32 = 8.0;
const SPRITE_SIZE: u32 = (2.0 * (PIECE_RADIUS + SPRITE_PAD)) as u32;

/// The cached images of a goose and a fox.
fn sprite(piece: Piece) -> &'static Sprite {
    static SPRITES: OnceLock<[Sprite; 2]> = OnceLock::new();
    let all = SPRITES.get_or_init(|| [draw_goose(), draw_fox()]);
    match piece {
        Piece::Goose => &all[0],
        Piece::Fox => &all[1],
    }
}

fn draw_goose() -> Sprite {
    let mut c = Sprite::transparent(SPRITE_SIZE, SPRITE_SIZE);
    let m = PIECE_RADIUS + SPRITE_PAD;
    let r = PIECE_RADIUS - 2.0;
    c.disc(m + 2.0, m + 3.0, r + 0.5, SHADOW);
    c.disc(m, m, r, GOOSE_OUTLINE);
    c.disc(m, m, r - 1.8, GOOSE_BODY);
    c.ring(m, m, r * 0.62, 2.0, GOOSE_RING);
    c
}

/// A fox's head: a broad face with two pointed ears and a pale muzzle.
fn draw_fox() -> Sprite {
    let mut c = Sprite::transparent(SPRITE_SIZE, SPRITE_SIZE);
    let m = PIECE_RADIUS + SPRITE_PAD;
    let r = PIECE_RADIUS;
    let p = |x: f32, y: f32| (m + x * r, m + y * r);
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
    c.convex(&shadow, 1.0, SHADOW);
    for ear in &ears {
        c.convex(ear, 2.2, FOX_OUTLINE);
    }
    c.convex(&face, 2.2, FOX_OUTLINE);
    for ear in &ears {
        c.convex(ear, 0.0, FOX_BODY);
    }
    c.convex(&face, 0.0, FOX_BODY);
    // Inner ears, muzzle, eyes and nose.
    for ear in [
        [p(-0.80, -0.42), p(-0.72, -0.82), p(-0.42, -0.45)],
        [p(0.80, -0.42), p(0.72, -0.82), p(0.42, -0.45)],
    ] {
        c.convex(&ear, 0.0, FOX_OUTLINE);
    }
    c.convex(
        &[p(-0.55, 0.22), p(0.55, 0.22), p(0.0, 0.92)],
        1.0,
        FOX_MUZZLE,
    );
    c.disc(m - 0.36 * r, m - 0.08 * r, 0.11 * r, FOX_OUTLINE);
    c.disc(m + 0.36 * r, m - 0.08 * r, 0.11 * r, FOX_OUTLINE);
    c.disc(m, m + 0.80 * r, 0.10 * r, FOX_OUTLINE);
    c
}

fn draw_pieces(canvas: &mut Canvas, position: &Position, flipped: bool) {
    for p in Point::ALL {
        if let Some(piece) = position.piece_at(p) {
            let (x, y) = point_centre(p, flipped);
            let offset = PIECE_RADIUS + SPRITE_PAD;
            canvas.blit(
                sprite(piece),
                (x - offset).round() as i32,
                (y - offset).round() as i32,
            );
        }
    }
}

/// The last move: a path through every landing (red for jumps, blue for steps), a ring
/// where it started, and a red cross on each captured goose's point.
fn draw_last_moves(canvas: &mut Canvas, last: &[LastMove], flipped: bool) {
    for mv in last {
        let colour = if mv.jump { CAPTURE_ARROW } else { STACK_ARROW };
        let points: Vec<(f32, f32)> = mv.path.iter().map(|&p| point_centre(p, flipped)).collect();
        let (sx, sy) = points[0];
        canvas.ring(sx, sy, 13.0, 5.0, colour);
        let n = points.len();
        // Every leg but the last as a plain cased line, the last as an arrow.
        for w in points[..n - 1].windows(2) {
            canvas.line(w[0], w[1], 13.0, super::ARROW_OUTLINE);
        }
        for w in points[..n - 1].windows(2) {
            canvas.line(w[0], w[1], 7.0, colour);
        }
        for &(x, y) in &points[1..n - 1] {
            canvas.disc(x, y, 8.0, colour);
        }
        draw_arrow(
            canvas,
            points[n - 2],
            points[n - 1],
            PIECE_RADIUS * 0.7,
            colour,
            false,
        );
        // Each captured goose: a faded goose crossed out, above the path.
        for &p in &mv.captured() {
            let (x, y) = point_centre(p, flipped);
            canvas.disc_alpha(x, y, PIECE_RADIUS - 2.0, GOOSE_OUTLINE, 0.55);
            canvas.disc_alpha(x, y, PIECE_RADIUS - 4.0, GOOSE_BODY, 0.55);
            let d = 14.0;
            let strokes = [
                ((x - d, y - d), (x + d, y + d)),
                ((x - d, y + d), (x + d, y - d)),
            ];
            for (a, b) in strokes {
                canvas.line(a, b, 12.0, super::ARROW_OUTLINE);
            }
            for (a, b) in strokes {
                canvas.line(a, b, 7.0, CAPTURED_MARK);
            }
        }
    }
}

/// The header: the foxes' and the geese's players, how many pieces each has (the geese
/// against the number below which the foxes win), and the status line.
fn draw_header(
    canvas: &mut Canvas,
    position: &Position,
    options: &RenderOptions,
    labels: &Labels,
    outcome: Option<&Outcome>,
) {
    let side = position.to_move();
    let (highlight, status, status_colour) = match outcome {
        Some(o) => (
            o.winner.map(|s| (s, WIN_ACCENT)),
            format!(
                "{} · {}",
                result_title(labels, o),
                labels.reason(o.reason.key())
            ),
            WIN_ACCENT,
        ),
        None => {
            let who = match side {
                Seat::First => labels.foxes_to_move,
                Seat::Second => labels.geese_to_move,
            };
            let must_jump = side == Seat::First
                && position.variant().mandatory_capture()
                && position.legal_moves().iter().any(|m| m.is_jump());
            let text = if must_jump {
                format!("{who} · {}", labels.must_jump)
            } else {
                who.to_string()
            };
            (Some((side, ACCENT)), text, ACCENT)
        }
    };
    draw_header_frame(canvas, highlight, &status, status_colour);
    for seat in Seat::ALL {
        let y_mid = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0;
        let (piece, count, fallback) = match seat {
            Seat::First => (Piece::Fox, position.fox_count(), labels.foxes),
            Seat::Second => (Piece::Goose, position.goose_count(), labels.geese),
        };
        draw_icon(canvas, piece, (44.0, y_mid));
        // Right side: [caption] [icon] count.
        let mut x = WIDTH as f32 - 30.0;
        let text = count.to_string();
        let below_threshold = seat == Seat::Second && count < position.variant().min_geese();
        canvas.text(
            &text,
            Face::Bold,
            22.0,
            (x, y_mid + 8.0),
            Align::Right,
            if below_threshold { rgb(0xff7b6e) } else { TEXT },
        );
        x -= text_width(&text, Face::Bold, 22.0).max(text_width("00", Face::Bold, 22.0)) + 22.0;
        draw_icon(canvas, piece, (x, y_mid));
        x -= 26.0;
        if seat == Seat::Second {
            let caption = fill(labels.foxes_win_below, 0, position.variant().min_geese());
            canvas.text(
                &caption,
                Face::Regular,
                17.0,
                (x, y_mid + 6.0),
                Align::Right,
                MUTED_TEXT,
            );
            x -= text_width(&caption, Face::Regular, 17.0) + 16.0;
        }
        let name = display_name(&options.players[seat.index()], fallback);
        draw_name(canvas, seat, &name, 70.0, x - 70.0);
    }
}

/// A small fox or goose for the header.
fn draw_icon(canvas: &mut Canvas, piece: Piece, (x, y): (f32, f32)) {
    match piece {
        Piece::Goose => {
            canvas.disc(x, y, 14.0, GOOSE_OUTLINE);
            canvas.disc(x, y, 12.5, GOOSE_BODY);
        }
        Piece::Fox => {
            let p = |dx: f32, dy: f32| (x + dx * 15.0, y + dy * 15.0);
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
            for ear in &ears {
                canvas.convex(ear, 1.5, FOX_OUTLINE);
            }
            canvas.convex(&face, 1.5, FOX_OUTLINE);
            for ear in &ears {
                canvas.convex(ear, 0.0, FOX_BODY);
            }
            canvas.convex(&face, 0.0, FOX_BODY);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_moves_read_chains_and_their_captures() {
        let last = parse_last(&["c7xe5xg3".into(), "d3-d4".into(), "zz".into()]);
        assert_eq!(last.len(), 2);
        let names: Vec<String> = last[0].captured().iter().map(ToString::to_string).collect();
        assert_eq!(names, ["d6", "f4"]);
        assert!(last[1].captured().is_empty());
        assert_eq!(last[0].notation(), "c7xe5xg3");
        assert!(check_last_moves(&["a1-b2".into()]).is_err());
        assert!(check_last_moves(&["c7xe5xg3 d3-d4".into()]).is_ok());
        // The pen is the nine points the rules name.
        let pen: Vec<Point> = Point::ALL
            .into_iter()
            .filter(|p| crate::games::foxgeese::PEN & p.bit() != 0)
            .collect();
        assert_eq!(pen.len(), 9);
    }
}
