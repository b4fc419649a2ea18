//! The Fox and Geese painter: the 33-point cross with every line (each point joined to its
//! up-to-8 neighbours), the pen tinted in Halatafl, foxes and geese in different shapes and
//! colours, coordinates, the last move (a whole jump chain as a path, the captured geese
//! crossed out), the geese left against the number that decides the game, and the variant.
//! The skeleton that calls it is `super::pipeline`.

use std::sync::OnceLock;

mod svg;

use super::canvas::{Canvas, Rgb, Sprite, rgb};
use super::labels::Labels;
use super::pipeline::{Painter, ROW_HEIGHT, ROW_Y, Scene, draw_arrow, draw_corner_caption};
use super::text::{Align, Face, Sheet, TextMasks, text_width};
use super::{
    ARROW_OUTLINE, BACKGROUND, CAPTURE_ARROW, COORD_TEXT, HEADER_HEIGHT, HEIGHT, MUTED_TEXT,
    Orientation, STACK_ARROW, TEXT, WIDTH,
};
use crate::games::foxgeese::{Game, Piece, Point, Position, UncheckedMove, Variant};
use crate::games::{GameRules, Seat};

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

/// The last move as the board draws it (none at the start).
pub fn last_turn(game: &Game) -> Vec<UncheckedMove> {
    game.moves()
        .last()
        .map(UncheckedMove::from)
        .into_iter()
        .collect()
}

/// The board of a game: its position, its last move and how it ended (by repetition or
/// away from the board too).
pub(crate) fn scene(game: &Game) -> Scene<FoxGeesePainter> {
    Scene {
        position: *game.position(),
        last: last_turn(game),
        outcome: GameRules::outcome(game),
    }
}

/// The board of a position reached by `last`, which ends the game only if the position does.
pub(crate) fn position_scene(
    position: &Position,
    last: &[UncheckedMove],
) -> Scene<FoxGeesePainter> {
    Scene {
        position: *position,
        last: last.to_vec(),
        outcome: position.outcome(),
    }
}

/// A replay's boards: the start, then the position after each move with that move; the
/// last one with the game's outcome.
pub(crate) fn scenes(game: &Game) -> Vec<Scene<FoxGeesePainter>> {
    let mut position = *game.start();
    let mut scenes = vec![Scene {
        position,
        last: Vec::new(),
        outcome: None,
    }];
    for mv in game.moves() {
        // The rules core replays its own moves, which are legal.
        let Ok(next) = position.play(mv) else {
            break;
        };
        position = next;
        scenes.push(Scene {
            position,
            last: vec![UncheckedMove::from(mv)],
            outcome: None,
        });
    }
    if let Some(last) = scenes.last_mut() {
        last.outcome = GameRules::outcome(game);
    }
    scenes
}

/// Reads the last move written on the command line (`d3-d4`, `c7xe5xg3`) with the rules
/// core's syntax. It is drawn on the position it led to, so it is not checked against a board.
pub fn parse_last(text: &str) -> Result<Vec<UncheckedMove>, String> {
    let moves = parse_marks(text)?;
    if moves.len() > 1 {
        return Err(format!(
            "the last turn of Fox and Geese is one move, not {}",
            moves.len()
        ));
    }
    Ok(moves)
}

/// Moves to draw as arrows, as [`parse_last`] reads them but any number of them (the move
/// picker shows a piece's candidate moves).
pub fn parse_marks(text: &str) -> Result<Vec<UncheckedMove>, String> {
    let mut moves = Vec::new();
    for word in text.split_whitespace() {
        let mv = word.parse::<UncheckedMove>().map_err(|e| {
            format!(
                "cannot read the move `{}`: {e} (write a canonical move such as d3-d4 or \
                 c7xe5xg3)",
                word.chars().take(24).collect::<String>()
            )
        })?;
        moves.push(mv);
    }
    Ok(moves)
}

/// The geese a move jumps over, in order (none for a step).
fn captured(mv: &UncheckedMove) -> Vec<Point> {
    if !mv.jump {
        return Vec::new();
    }
    let mut at = mv.from;
    let mut out = Vec::new();
    for &landing in &mv.to {
        out.extend(at.jumped_over(landing));
        at = landing;
    }
    out
}

/// The Fox and Geese painter with its cached drawings: the static board per (pen,
/// orientation) and the two piece sprites. One lives in each [`super::Boards`].
#[derive(Default)]
pub(crate) struct FoxGeesePainter {
    backgrounds: [OnceLock<Canvas>; 4],
    sprites: OnceLock<[Sprite; 2]>,
}

impl FoxGeesePainter {
    fn sprite(&self, piece: Piece) -> &Sprite {
        let all = self.sprites.get_or_init(|| [draw_goose(), draw_fox()]);
        match piece {
            Piece::Goose => &all[0],
            Piece::Fox => &all[1],
        }
    }
}

impl Painter for FoxGeesePainter {
    type Position = Position;
    type Move = UncheckedMove;

    fn background(&self, masks: &TextMasks, position: &Position, flipped: bool) -> &Canvas {
        let pen = position.variant().pen_wins();
        self.backgrounds[usize::from(pen) * 2 + usize::from(flipped)]
            .get_or_init(|| draw_background(masks, pen, flipped))
    }

    fn draw_pieces(
        &self,
        sheet: &mut Sheet,
        position: &Position,
        _last: &[UncheckedMove],
        flipped: bool,
    ) {
        for p in Point::ALL {
            if let Some(piece) = position.piece_at(p) {
                let (x, y) = point_centre(p, flipped);
                let offset = PIECE_RADIUS + SPRITE_PAD;
                sheet.blit(
                    self.sprite(piece),
                    (x - offset).round() as i32,
                    (y - offset).round() as i32,
                );
            }
        }
    }

    /// A path through every landing (red for jumps, blue for steps), a ring where it started,
    /// and a red cross on each captured goose's point.
    fn draw_last(&self, sheet: &mut Sheet, last: &[UncheckedMove], flipped: bool) {
        for mv in last {
            let colour = if mv.jump { CAPTURE_ARROW } else { STACK_ARROW };
            let points: Vec<(f32, f32)> = std::iter::once(mv.from)
                .chain(mv.to.iter().copied())
                .map(|p| point_centre(p, flipped))
                .collect();
            let n = points.len();
            if n < 2 {
                continue;
            }
            let (sx, sy) = points[0];
            sheet.ring(sx, sy, 13.0, 5.0, colour);
            // Every leg but the last as a plain cased line, the last as an arrow.
            for w in points[..n - 1].windows(2) {
                sheet.line(w[0], w[1], 13.0, ARROW_OUTLINE);
            }
            for w in points[..n - 1].windows(2) {
                sheet.line(w[0], w[1], 7.0, colour);
            }
            for &(x, y) in &points[1..n - 1] {
                sheet.disc(x, y, 8.0, colour);
            }
            draw_arrow(
                sheet,
                points[n - 2],
                points[n - 1],
                PIECE_RADIUS * 0.7,
                colour,
                false,
            );
            // Each captured goose: a faded goose crossed out, above the path.
            for p in captured(mv) {
                let (x, y) = point_centre(p, flipped);
                sheet.disc_alpha(x, y, PIECE_RADIUS - 2.0, GOOSE_OUTLINE, 0.55);
                sheet.disc_alpha(x, y, PIECE_RADIUS - 4.0, GOOSE_BODY, 0.55);
                let d = 14.0;
                let strokes = [
                    ((x - d, y - d), (x + d, y + d)),
                    ((x - d, y + d), (x + d, y - d)),
                ];
                for (a, b) in strokes {
                    sheet.line(a, b, 12.0, ARROW_OUTLINE);
                }
                for (a, b) in strokes {
                    sheet.line(a, b, 7.0, CAPTURED_MARK);
                }
            }
        }
    }

    /// The variant, in the top-left corner.
    fn draw_marks(&self, sheet: &mut Sheet, position: &Position, labels: &Labels, _flipped: bool) {
        draw_corner_caption(sheet, &variant_name(labels, position.variant()), false);
    }

    fn to_move(&self, position: &Position) -> Seat {
        position.to_move()
    }

    fn foxes(&self, position: &Position) -> u32 {
        position.variant().foxes()
    }

    fn status(&self, labels: &Labels, position: &Position) -> String {
        let side = position.to_move();
        let who = match side {
            Seat::First => &labels.foxes_to_move,
            Seat::Second => &labels.geese_to_move,
        };
        let must_jump = side == Seat::First
            && position.variant().mandatory_capture()
            && position.legal_moves().iter().any(|m| m.is_jump());
        if must_jump {
            format!("{who} · {}", labels.must_jump)
        } else {
            who.to_string()
        }
    }

    fn win_title<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str {
        match seat {
            Seat::First => &labels.foxes_win,
            Seat::Second => &labels.geese_win,
        }
    }

    fn seat_name<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str {
        match seat {
            Seat::First => &labels.foxes_name,
            Seat::Second => &labels.geese,
        }
    }

    /// The side's piece, then right-aligned `[caption] [icon] count`: the foxes, and the
    /// geese against the number below which the foxes win (in red once below it).
    fn draw_seat(
        &self,
        sheet: &mut Sheet,
        labels: &Labels,
        position: &Position,
        seat: Seat,
    ) -> f32 {
        let y_mid = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0;
        let (piece, count) = match seat {
            Seat::First => (Piece::Fox, position.fox_count()),
            Seat::Second => (Piece::Goose, position.goose_count()),
        };
        draw_icon(sheet, piece, (44.0, y_mid));
        let mut x = WIDTH as f32 - 30.0;
        let text = count.to_string();
        let below_threshold = seat == Seat::Second && count < position.variant().min_geese();
        let colour = if below_threshold { rgb(0xff7b6e) } else { TEXT };
        sheet.text(
            &text,
            Face::Bold,
            22.0,
            (x, y_mid + 8.0),
            Align::Right,
            colour,
        );
        x -= text_width(&text, Face::Bold, 22.0).max(text_width("00", Face::Bold, 22.0)) + 22.0;
        draw_icon(sheet, piece, (x, y_mid));
        x -= 26.0;
        if seat == Seat::Second {
            let caption = labels.foxes_win_below(position.variant().min_geese());
            sheet.text(
                &caption,
                Face::Regular,
                17.0,
                (x, y_mid + 6.0),
                Align::Right,
                MUTED_TEXT,
            );
            x -= text_width(&caption, Face::Regular, 17.0) + 16.0;
        }
        x
    }

    fn notation(&self, _labels: &Labels, mv: &UncheckedMove) -> String {
        mv.to_string()
    }

    fn progress(&self, labels: &Labels, n: u32, total: u32) -> String {
        labels.replay_move(n, total)
    }

    fn key_colours(&self) -> Vec<Rgb> {
        vec![
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
        ]
    }
}

/// The variant as players read it: "Halatafl (two foxes)", "Fox and Geese, 15 geese, ...".
fn variant_name(labels: &Labels, variant: Variant) -> String {
    match variant {
        Variant::Halatafl => labels.halatafl.to_string(),
        Variant::Standard { sideways, .. } => labels.standard(variant.start_geese(), sideways),
    }
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

/// The static part of a board: the cross, the pen, the lines and the coordinates.
fn draw_background(masks: &TextMasks, pen: bool, flipped: bool) -> Canvas {
    let o = orientation(flipped);
    let mut canvas = Sheet::new(Canvas::new(WIDTH, HEIGHT, BACKGROUND), masks);
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
    canvas.into_canvas()
}

/// Column letters below each column's lowest point; rank numbers beside each rank's outer
/// points, on both sides.
fn draw_coordinates(canvas: &mut Sheet, o: Orientation) {
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

impl super::pipeline::Draws for FoxGeesePainter {
    type Game = Game;

    fn key(&self) -> &'static str {
        crate::games::foxgeese::KIND.key()
    }

    fn scene(game: &Game) -> Scene<Self> {
        scene(game)
    }

    fn scenes(game: &Game) -> Vec<Scene<Self>> {
        scenes(game)
    }

    fn marked_scene(g: &Game, marks: &super::LastTurn) -> Option<Scene<Self>> {
        let super::LastTurn::FoxGeese(moves) = marks else {
            return None;
        };
        Some(position_scene(g.position(), moves))
    }

    fn last_turn(game: &Game) -> super::LastTurn {
        super::LastTurn::FoxGeese(last_turn(game))
    }

    fn svg(scene: &Scene<Self>, flipped: bool) -> String {
        svg::board(&scene.position, &scene.last, flipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_captures_the_geese_between_its_landings() {
        let chain = parse_last("c7xe5xg3").expect("a chain");
        let names: Vec<String> = captured(&chain[0])
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(names, ["d6", "f4"]);
        assert!(captured(&parse_last("d3-d4").expect("a step")[0]).is_empty());
        assert!(parse_last("a1-b2").is_err());
        assert!(parse_last("c7xe5xg3 d3-d4").is_err(), "one move");
        assert_eq!(parse_last("").expect("nothing"), []);
        // The pen is the nine points the rules name.
        let pen: Vec<Point> = Point::ALL
            .into_iter()
            .filter(|p| crate::games::foxgeese::PEN & p.bit() != 0)
            .collect();
        assert_eq!(pen.len(), 9);
    }
}
