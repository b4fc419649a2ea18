//! The TZAAR board: the hexagon with its three families of lines, the empty centre,
//! coordinates on the edges, stacks as discs (type marks as on the real pieces, height as a
//! stacked edge and a number), the last turn as arrows, and a header with both players.

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
use crate::games::tzaar::{Cell, Color, Game, Kind, Position, Stack, Step};
use crate::games::{Outcome, Seat};

/// Horizontal distance between columns, and vertical distance between the points of a
/// column, in pixels. Their ratio 7:8 is within 1% of a regular hexagonal grid, and being
/// whole numbers it makes every line and every stack an exact pixel copy of its neighbours,
/// which PNG compression rewards (about a third smaller than an irrational grid).
pub const COLUMN_STEP: f32 = 70.0;
pub const ROW_STEP: f32 = 80.0;
/// Radius of a stack's top disc.
pub const PIECE_RADIUS: f32 = 32.0;
/// Vertical offset between the edges of stacked pieces.
const LAYER_STEP: f32 = 4.0;
/// Most stacked edges drawn below a top disc (the number tells the rest).
const MAX_LAYERS: usize = 4;
/// How far the board's surface reaches beyond the outer points.
const SURFACE_MARGIN: f32 = PIECE_RADIUS + 14.0;

const SQRT3_2: f32 = 0.866_025_4;

/// Where the board's centre (the empty `e5`) is in the image.
pub const BOARD_CENTRE: (f32, f32) = (WIDTH as f32 / 2.0, HEADER_HEIGHT as f32 + 394.0);

const SURFACE: Rgb = rgb(0xc9a56e);
const SURFACE_EDGE: Rgb = rgb(0x8c6b3f);
const LINE: Rgb = rgb(0x6a4c28);
const CENTRE_HOLE: Rgb = rgb(0x9c7b4b);
const SHADOW: Rgb = rgb(0x8f7146);

/// Colours of one side's pieces.
struct PieceStyle {
    body: Rgb,
    edge: Rgb,
    outline: Rgb,
    mark: Rgb,
}

const WHITE_STYLE: PieceStyle = PieceStyle {
    body: rgb(0xf6f1e6),
    edge: rgb(0xcfc4ad),
    outline: rgb(0x463d30),
    mark: rgb(0x9a5a1c),
};

const BLACK_STYLE: PieceStyle = PieceStyle {
    body: rgb(0x2b2e35),
    edge: rgb(0x3a3e47),
    outline: rgb(0x08090b),
    mark: rgb(0xeab948),
};

fn style(color: Color) -> &'static PieceStyle {
    match color {
        Color::White => &WHITE_STYLE,
        Color::Black => &BLACK_STYLE,
    }
}

/// The body colour of a side's discs (for tests that probe a stack).
pub fn body_colour(color: Color) -> Rgb {
    style(color).body
}

/// The colour of the type marks (dot, ring) on a side's discs.
pub fn mark_colour(color: Color) -> Rgb {
    style(color).mark
}

/// The fill of the height badges.
pub fn badge_colour() -> Rgb {
    BADGE_FILL
}

/// The colour of the empty centre.
pub fn centre_colour() -> Rgb {
    CENTRE_HOLE
}

/// The board's surface colour.
pub fn surface_colour() -> Rgb {
    SURFACE
}

/// The orientation used for boards drawn with `flipped`.
pub fn orientation(flipped: bool) -> Orientation {
    Orientation {
        flipped,
        centre: BOARD_CENTRE,
    }
}

/// A point's position relative to the board's centre, as seen from the normal side.
fn board_offset(q: i8, r: i8) -> (f32, f32) {
    let (q, r) = (f32::from(q), f32::from(r));
    (q * COLUMN_STEP, -(r + q / 2.0) * ROW_STEP)
}

/// The image pixel at the centre of `cell`.
pub fn cell_centre(cell: Cell, flipped: bool) -> (f32, f32) {
    let (q, r) = cell.axial();
    orientation(flipped).point(board_offset(q, r))
}

/// Renders a position as a PNG (see [`super::WIDTH`] x [`super::HEIGHT`]).
pub fn board_png(position: &Position, options: &RenderOptions) -> Vec<u8> {
    encode_png(&board_image(position, options))
}

/// Renders a position as an RGB image (what [`board_png`] encodes).
pub fn board_image(position: &Position, options: &RenderOptions) -> RgbImage {
    draw_board(position, options, None).into_image()
}

/// Draws a board; `progress` is a replay frame's (turn, turns) for its corner caption.
fn draw_board(
    position: &Position,
    options: &RenderOptions,
    progress: Option<(u32, u32)>,
) -> Canvas {
    let mut canvas = background(options.flipped).clone();
    let last = parse_last(&options.last_moves);
    draw_stacks(&mut canvas, position, options.flipped, &last);
    draw_last_moves(&mut canvas, &last, options.flipped);
    draw_badges(&mut canvas, position, options.flipped);
    let labels = labels(options.locale);
    let outcome = options.outcome.or_else(|| {
        position.ending().map(|e| Outcome {
            winner: Some(seat_of(e.winner)),
            reason: e.reason.into(),
        })
    });
    draw_header(&mut canvas, position, options, labels, outcome.as_ref());
    let notation: Vec<String> = last
        .iter()
        .map(|m| match m {
            LastMove::Pass => labels.pass.to_string(),
            _ => m.notation(),
        })
        .collect();
    draw_last_caption(&mut canvas, labels.last, &notation.join(" "));
    if let Some((n, t)) = progress {
        draw_corner_caption(&mut canvas, &fill(labels.replay_turn, n, t), true);
    }
    if let Some(outcome) = &outcome {
        let title = match outcome.winner {
            Some(Seat::First) => labels.white_wins,
            Some(Seat::Second) => labels.black_wins,
            None => "—",
        };
        draw_result_banner(
            &mut canvas,
            BOARD_CENTRE.1,
            title,
            labels.reason(outcome.reason.key()),
        );
    }
    canvas
}

/// Renders a whole game as an animated GIF: the start, then one frame per turn (with that
/// turn's arrows), the last frame held longer and showing the result if the game is over.
pub fn replay_gif(game: &Game, options: &RenderOptions) -> Vec<u8> {
    let turns = game.turns();
    // Positions after each turn (the rules core replays its own moves, which are legal).
    let mut positions = vec![game.start().clone()];
    let mut last_texts: Vec<Vec<String>> = vec![Vec::new()];
    for (_, moves) in &turns {
        let mut pos = positions[positions.len() - 1].clone();
        for &mv in moves {
            match pos.play(mv) {
                Ok(next) => pos = next,
                Err(_) => break,
            }
        }
        positions.push(pos);
        last_texts.push(moves.iter().map(ToString::to_string).collect());
    }
    let count = positions.len();
    let ending = game.ending();
    let frame = |i: usize| {
        let mut opts = RenderOptions {
            last_moves: last_texts[i].clone(),
            outcome: None,
            ..options.clone()
        };
        if i + 1 == count {
            opts.outcome = options.outcome.or_else(|| {
                ending.map(|e| Outcome {
                    winner: Some(seat_of(e.winner)),
                    reason: e.reason.into(),
                })
            });
        }
        let progress = (i > 0).then_some((i as u32, count as u32 - 1));
        draw_board(&positions[i], &opts, progress).into_image()
    };
    let mut keys = vec![
        SURFACE,
        SURFACE_EDGE,
        LINE,
        CENTRE_HOLE,
        SHADOW,
        BADGE_FILL,
        BADGE_OUTLINE,
    ];
    for s in [&WHITE_STYLE, &BLACK_STYLE] {
        keys.extend([s.body, s.edge, s.outline, s.mark]);
    }
    let first = frame(0);
    let last = frame(count - 1);
    encode_gif(&first, &last, &keys, count, frame)
}

fn seat_of(color: Color) -> Seat {
    match color {
        Color::White => Seat::First,
        Color::Black => Seat::Second,
    }
}

/// One move of the last turn, read from its canonical text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LastMove {
    Capture(Cell, Cell),
    Stack(Cell, Cell),
    Pass,
    Place(Kind, Cell),
}

impl LastMove {
    fn notation(&self) -> String {
        match self {
            LastMove::Capture(a, b) => format!("{a}x{b}"),
            LastMove::Stack(a, b) => format!("{a}-{b}"),
            LastMove::Pass => "pass".into(),
            LastMove::Place(k, at) => format!("{}{at}", k.letter()),
        }
    }
}

/// Checks that every word of `texts` is a canonical TZAAR move (`d3xd4`, `c2-c3`, `pass`,
/// `Zd4`), for callers that want to reject bad input instead of skipping it.
pub fn check_last_moves(texts: &[String]) -> Result<(), String> {
    super::check_words(texts, "d3xd4, c2-c3, pass or Zd4", |word| {
        !parse_last(&[word.to_string()]).is_empty()
    })
}

/// Reads canonical moves (`d3xd4`, `c2-c3`, `pass`, `Zd4`); anything else is skipped.
fn parse_last(texts: &[String]) -> Vec<LastMove> {
    let mut out = Vec::new();
    for word in texts.iter().flat_map(|t| t.split_whitespace()).take(8) {
        let lower = word.to_ascii_lowercase();
        if lower == "pass" {
            out.push(LastMove::Pass);
        } else if let Some((a, b)) = lower.split_once('x') {
            if let (Ok(a), Ok(b)) = (a.parse(), b.parse()) {
                out.push(LastMove::Capture(a, b));
            }
        } else if let Some((a, b)) = lower.split_once('-') {
            if let (Ok(a), Ok(b)) = (a.parse(), b.parse()) {
                out.push(LastMove::Stack(a, b));
            }
        } else if let Some(kind) = word.chars().next().and_then(Kind::from_letter)
            && let Ok(at) = word[1..].parse()
        {
            out.push(LastMove::Place(kind, at));
        }
    }
    out
}

/// The static part of a board (surface, lines, centre, coordinates), drawn once per
/// orientation.
fn background(flipped: bool) -> &'static Canvas {
    static CACHE: [OnceLock<Canvas>; 2] = [OnceLock::new(), OnceLock::new()];
    CACHE[usize::from(flipped)].get_or_init(|| draw_background(flipped))
}

fn draw_background(flipped: bool) -> Canvas {
    let o = orientation(flipped);
    let mut canvas = Canvas::new(WIDTH, HEIGHT, BACKGROUND);
    // The surface: the hexagon through the corner points, grown by a margin.
    let corners: Vec<(f32, f32)> = [(0, 4), (4, 0), (4, -4), (0, -4), (-4, 0), (-4, 4)]
        .iter()
        .map(|&(q, r)| o.point(board_offset(q, r)))
        .collect();
    canvas.convex(&corners, SURFACE_MARGIN + 3.0, SURFACE_EDGE);
    canvas.convex(&corners, SURFACE_MARGIN, SURFACE);
    // Lines: every pair of neighbours (the centre is not a point, so lines stop there).
    for cell in Cell::ALL {
        let (q, r) = cell.axial();
        for (dq, dr) in [(0, 1), (1, 0), (1, -1)] {
            if Cell::from_axial(q + dq, r + dr).is_some() {
                let a = o.point(board_offset(q, r));
                let b = o.point(board_offset(q + dq, r + dr));
                canvas.line(a, b, 3.0, LINE);
            }
        }
    }
    // The centre: a small hexagon where no line passes.
    let hole: Vec<(f32, f32)> = (0..6)
        .map(|i| {
            let angle = std::f32::consts::FRAC_PI_3 * i as f32;
            o.point((angle.sin() * 22.0, -angle.cos() * 22.0))
        })
        .collect();
    canvas.convex(&hole, 4.0, LINE);
    canvas.convex(&hole, 1.0, CENTRE_HOLE);
    draw_coordinates(&mut canvas, o);
    canvas
}

/// Column letters below each column; row numbers where each row's line leaves the board on
/// both sides (beside columns a and i, and above the tops of columns b-d and f-h, and e).
fn draw_coordinates(canvas: &mut Canvas, o: Orientation) {
    let along = |cell: Cell, dir: (f32, f32), distance: f32| {
        let (q, r) = cell.axial();
        let (x, y) = board_offset(q, r);
        o.point((x + dir.0 * distance, y + dir.1 * distance))
    };
    let label = |canvas: &mut Canvas, text: &str, at: (f32, f32)| {
        canvas.text_centred(text, Face::Bold, 20.0, at, COORD_TEXT);
    };
    let vertical = SURFACE_MARGIN / SQRT3_2 + 18.0;
    let sideways = SURFACE_MARGIN + 20.0;
    for column in 0..9 {
        let letter = char::from(b'a' + column as u8).to_string();
        if let Some(bottom) = Cell::from_column_row(column, 1) {
            label(canvas, &letter, along(bottom, (0.0, 1.0), vertical));
        }
    }
    // Rows 1-5 beside columns a and i; rows 6-9 beside the tops of columns b-e and h-e.
    for row in 1..=5 {
        let text = row.to_string();
        if let Some(cell) = Cell::from_column_row(0, row) {
            label(canvas, &text, along(cell, (-1.0, 0.0), sideways));
        }
        if let Some(cell) = Cell::from_column_row(8, row) {
            label(canvas, &text, along(cell, (1.0, 0.0), sideways));
        }
    }
    for row in 6..=9 {
        let text = row.to_string();
        let column = row - 5;
        if let Some(cell) = Cell::from_column_row(column, row) {
            label(canvas, &text, along(cell, (-SQRT3_2, -0.5), sideways));
        }
        if let Some(cell) = Cell::from_column_row(8 - column, row) {
            label(canvas, &text, along(cell, (SQRT3_2, -0.5), sideways));
        }
    }
}

/// Sprite geometry: the top disc's centre inside a sprite.
const SPRITE_PAD: f32 = 6.0;
const SPRITE_SIZE: u32 = (2.0 * (PIECE_RADIUS + SPRITE_PAD)) as u32;
const SPRITE_HEIGHT: u32 = SPRITE_SIZE + (MAX_LAYERS as f32 * LAYER_STEP) as u32;

/// The cached image of a stack: by colour, type and number of stacked edges shown.
fn sprite(color: Color, kind: Kind, layers: usize) -> &'static Sprite {
    static SPRITES: OnceLock<Vec<Sprite>> = OnceLock::new();
    let all = SPRITES.get_or_init(|| {
        let mut all = Vec::new();
        for color in Color::ALL {
            for kind in Kind::ALL {
                for layers in 0..=MAX_LAYERS {
                    all.push(draw_sprite(color, kind, layers));
                }
            }
        }
        all
    });
    let index = (color.index() * 3 + kind.index()) * (MAX_LAYERS + 1) + layers.min(MAX_LAYERS);
    &all[index]
}

fn draw_sprite(color: Color, kind: Kind, layers: usize) -> Sprite {
    let s = style(color);
    let mut c = Sprite::transparent(SPRITE_SIZE, SPRITE_HEIGHT);
    let (cx, cy) = (PIECE_RADIUS + SPRITE_PAD, PIECE_RADIUS + SPRITE_PAD);
    let r = PIECE_RADIUS;
    let drop = layers as f32 * LAYER_STEP;
    // Soft shadow under the lowest piece.
    // An opaque shadow (it hides the lines below, so every stack of a kind is the same
    // pixels, which compresses well).
    c.disc(cx + 2.0, cy + drop + 3.0, r + 0.5, SHADOW);
    for k in (1..=layers).rev() {
        let y = cy + k as f32 * LAYER_STEP;
        c.disc(cx, y, r, s.outline);
        c.disc(cx, y, r - 1.5, s.edge);
    }
    c.disc(cx, cy, r, s.outline);
    c.disc(cx, cy, r - 1.6, s.body);
    match kind {
        Kind::Tott => {}
        Kind::Tzarra => c.disc(cx, cy, r * 0.30, s.mark),
        Kind::Tzaar => {
            c.disc(cx, cy, r * 0.24, s.mark);
            c.ring(cx, cy, r * 0.56, r * 0.15, s.mark);
        }
    }
    c
}

/// Where a height badge sits relative to the stack's centre.
pub const BADGE_OFFSET: (f32, f32) = (PIECE_RADIUS * 0.74, -PIECE_RADIUS * 0.74);
const BADGE_RADIUS: f32 = 14.0;
const BADGE_FILL: Rgb = rgb(0xffd54f);
const BADGE_OUTLINE: Rgb = rgb(0x1d1a12);
const PLACED_RING: Rgb = ACCENT;

fn draw_stack(canvas: &mut Canvas, stack: Stack, (x, y): (f32, f32)) {
    let layers = usize::from(stack.height.saturating_sub(1)).min(MAX_LAYERS);
    let sprite = sprite(stack.color, stack.kind, layers);
    let left = (x - PIECE_RADIUS - SPRITE_PAD).round() as i32;
    let top = (y - PIECE_RADIUS - SPRITE_PAD).round() as i32;
    canvas.blit(sprite, left, top);
}

/// The height badge of a stack of 2 or more (drawn above the arrows, so it is never hidden).
fn draw_badge(canvas: &mut Canvas, stack: Stack, (x, y): (f32, f32)) {
    if stack.height >= 2 {
        let (bx, by) = (x + BADGE_OFFSET.0, y + BADGE_OFFSET.1);
        canvas.disc(bx, by, BADGE_RADIUS + 1.6, BADGE_OUTLINE);
        canvas.disc(bx, by, BADGE_RADIUS, BADGE_FILL);
        let size = if stack.height >= 10 { 17.0 } else { 20.0 };
        canvas.text_centred(
            &stack.height.to_string(),
            Face::Bold,
            size,
            (bx, by),
            BADGE_OUTLINE,
        );
    }
}

fn draw_badges(canvas: &mut Canvas, position: &Position, flipped: bool) {
    for cell in Cell::ALL {
        if let Some(stack) = position.stack_at(cell) {
            draw_badge(canvas, stack, cell_centre(cell, flipped));
        }
    }
}

fn draw_stacks(canvas: &mut Canvas, position: &Position, flipped: bool, last: &[LastMove]) {
    // Draw from the top of the image down, so stacked edges overlap correctly.
    let mut cells: Vec<(Cell, (f32, f32))> = Cell::ALL
        .iter()
        .map(|&c| (c, cell_centre(c, flipped)))
        .collect();
    cells.sort_by(|a, b| a.1.1.total_cmp(&b.1.1).then(a.1.0.total_cmp(&b.1.0)));
    for &(cell, at) in &cells {
        if last.contains(&LastMove::Place(Kind::Tott, cell))
            || last.contains(&LastMove::Place(Kind::Tzarra, cell))
            || last.contains(&LastMove::Place(Kind::Tzaar, cell))
        {
            canvas.disc(at.0, at.1, PIECE_RADIUS + 7.0, PLACED_RING);
        }
        if let Some(stack) = position.stack_at(cell) {
            draw_stack(canvas, stack, at);
        }
    }
}

/// The last turn: a ring where each moving stack started and an arrow to where it went;
/// captures solid red, stacking moves dashed blue.
fn draw_last_moves(canvas: &mut Canvas, last: &[LastMove], flipped: bool) {
    for mv in last {
        let (from, to, colour, dashed) = match *mv {
            LastMove::Capture(a, b) => (a, b, CAPTURE_ARROW, false),
            LastMove::Stack(a, b) => (a, b, STACK_ARROW, true),
            _ => continue,
        };
        let a = cell_centre(from, flipped);
        let b = cell_centre(to, flipped);
        canvas.ring(a.0, a.1, 13.0, 5.0, colour);
        draw_arrow(canvas, a, b, PIECE_RADIUS * 0.55, colour, dashed);
    }
}

/// The header: both players with their colour and counts, and the status line.
fn draw_header(
    canvas: &mut Canvas,
    position: &Position,
    options: &RenderOptions,
    labels: &Labels,
    outcome: Option<&Outcome>,
) {
    let side = seat_of(position.side());
    let (highlight, status, status_colour) = match outcome {
        Some(o) => {
            let title = match o.winner {
                Some(Seat::First) => labels.white_wins,
                Some(Seat::Second) => labels.black_wins,
                None => "—",
            };
            (
                o.winner.map(|s| (s, WIN_ACCENT)),
                format!("{title} · {}", labels.reason(o.reason.key())),
                WIN_ACCENT,
            )
        }
        None => {
            let text = match (position.step(), position.side()) {
                (Step::Place, Color::White) => labels.white_to_place.to_string(),
                (Step::Place, Color::Black) => labels.black_to_place.to_string(),
                (step, color) => {
                    let who = match color {
                        Color::White => labels.white_to_move,
                        Color::Black => labels.black_to_move,
                    };
                    let what = match step {
                        Step::Open => labels.step_open,
                        Step::First => labels.step_capture,
                        _ => labels.step_second,
                    };
                    format!("{who} · {what}")
                }
            };
            (Some((side, ACCENT)), text, ACCENT)
        }
    };
    draw_header_frame(canvas, highlight, &status, status_colour);
    let placing = position.step() == Step::Place;
    let caption = if placing {
        labels.to_place
    } else {
        labels.on_top
    };
    for color in Color::ALL {
        let seat = seat_of(color);
        let y_mid = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0;
        // Colour icon.
        let s = style(color);
        canvas.disc(44.0, y_mid, 15.0, s.outline);
        canvas.disc(44.0, y_mid, 13.5, s.body);
        // Counts, right-aligned: [icon] n for each type.
        let mut x = WIDTH as f32 - 30.0;
        for kind in Kind::ALL.iter().rev() {
            let n = if placing {
                position.to_place(color, *kind)
            } else {
                position.visible(color, *kind)
            };
            let text = n.to_string();
            let w = text_width(&text, Face::Bold, 22.0).max(text_width("00", Face::Bold, 22.0));
            canvas.text(
                &text,
                Face::Bold,
                22.0,
                (x, y_mid + 8.0),
                Align::Right,
                if n == 0 && !placing {
                    rgb(0xff7b6e)
                } else {
                    TEXT
                },
            );
            x -= w + 22.0;
            draw_icon(canvas, color, *kind, (x, y_mid));
            x -= 26.0;
        }
        let caption_w = text_width(caption, Face::Regular, 17.0);
        canvas.text(
            caption,
            Face::Regular,
            17.0,
            (x, y_mid + 6.0),
            Align::Right,
            MUTED_TEXT,
        );
        x -= caption_w + 16.0;
        let fallback = match color {
            Color::White => labels.white,
            Color::Black => labels.black,
        };
        let name = display_name(&options.players[seat.index()], fallback);
        draw_name(canvas, seat, &name, 70.0, x - 70.0);
    }
}

/// A small disc of `color` with the mark of `kind`, for the header.
fn draw_icon(canvas: &mut Canvas, color: Color, kind: Kind, (x, y): (f32, f32)) {
    let s = style(color);
    let r = 14.0;
    canvas.disc(x, y, r, s.outline);
    canvas.disc(x, y, r - 1.3, s.body);
    match kind {
        Kind::Tott => {}
        Kind::Tzarra => canvas.disc(x, y, r * 0.32, s.mark),
        Kind::Tzaar => {
            canvas.disc(x, y, r * 0.26, s.mark);
            canvas.ring(x, y, r * 0.58, r * 0.17, s.mark);
        }
    }
}
