//! The TZAAR painter: the hexagon with its three families of lines, the empty centre,
//! coordinates on the edges, stacks as discs (type marks as on the real pieces, height as a
//! stacked edge and a number), the last turn as arrows, a legend of the three piece types,
//! and each side's counts in the header. The skeleton that calls it is `super::pipeline`.

use std::sync::OnceLock;

mod svg;

use super::canvas::{Canvas, Rgb, Sprite, rgb};
use super::labels::Labels;
use super::pipeline::{Painter, ROW_HEIGHT, ROW_Y, Scene, draw_arrow};
use super::text::{Align, Face, Sheet, TextMasks, text_width};
use super::{
    ACCENT, BACKGROUND, CAPTURE_ARROW, COORD_TEXT, HEADER_HEIGHT, HEIGHT, MUTED_TEXT, Orientation,
    STACK_ARROW, TEXT, WIDTH,
};
use crate::games::tzaar::notation::{LineKind, MoveSyntax, parse_moves};
use crate::games::tzaar::{Cell, Color, Game, Kind, Move, Position, Stack, Step};
use crate::games::{GameRules, Outcome, Seat};

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

fn seat_of(color: Color) -> Seat {
    match color {
        Color::White => Seat::First,
        Color::Black => Seat::Second,
    }
}

/// The moves of the last turn: both halves of a two-move turn, even when they were played as
/// two commands (the rules core groups the moves into turns), or the first half alone while
/// the second is still to come. Empty at the start.
pub fn last_turn(game: &Game) -> Vec<Move> {
    game.turns()
        .pop()
        .map(|(_, moves)| moves)
        .unwrap_or_default()
}

/// How a position's own end reads as an outcome.
fn outcome_of(position: &Position) -> Option<Outcome> {
    position.ending().map(|e| Outcome {
        winner: Some(seat_of(e.winner)),
        reason: e.reason.into(),
    })
}

/// The board of a game: its position, its last turn and how it ended (away from the board
/// too: resignation, time).
pub(crate) fn scene(game: &Game) -> Scene<TzaarPainter> {
    Scene {
        position: game.position().clone(),
        last: last_turn(game),
        outcome: GameRules::outcome(game),
    }
}

/// The board of a position reached by `last`, which ends the game only if the position does.
pub(crate) fn position_scene(position: &Position, last: &[Move]) -> Scene<TzaarPainter> {
    Scene {
        position: position.clone(),
        last: last.to_vec(),
        outcome: outcome_of(position),
    }
}

/// A replay's boards: the start, then the position after each turn with that turn's moves;
/// the last one with the game's outcome.
pub(crate) fn scenes(game: &Game) -> Vec<Scene<TzaarPainter>> {
    let mut position = game.start().clone();
    let mut scenes = vec![position_scene(&position, &[])];
    scenes[0].outcome = None;
    for (_, moves) in game.turns() {
        // The rules core replays its own moves, which are legal.
        for &mv in &moves {
            match position.play(mv) {
                Ok(next) => position = next,
                Err(_) => break,
            }
        }
        scenes.push(Scene {
            position: position.clone(),
            last: moves,
            outcome: None,
        });
    }
    if let Some(last) = scenes.last_mut() {
        last.outcome = GameRules::outcome(game);
    }
    scenes
}

/// Most moves a TZAAR turn has.
const MAX_TURN_MOVES: usize = 2;

/// Reads the moves of a last turn written on the command line (`d3xd4 c2-c3`, `pass`,
/// `Zd4`), one move per word, with the rules core's syntax. The position they are drawn on
/// is the one they led to, so they cannot be checked against a board: the separator says
/// what an arrow is (`x` a capture, `-` a stacking move), and a word without one is refused.
pub fn parse_last(text: &str) -> Result<Vec<Move>, String> {
    let moves = parse_marks(text)?;
    if moves.len() > MAX_TURN_MOVES {
        return Err(format!(
            "a TZAAR turn has at most {MAX_TURN_MOVES} moves, not {}",
            moves.len()
        ));
    }
    Ok(moves)
}

/// Moves to draw as arrows, as [`parse_last`] reads them but any number of them (the move
/// picker shows a piece's candidate targets).
pub fn parse_marks(text: &str) -> Result<Vec<Move>, String> {
    let mut moves = Vec::new();
    for word in text.split_whitespace() {
        let refuse = |why: &str| {
            format!(
                "cannot read the move `{}`: {why} (write canonical moves such as d3xd4, c2-c3, \
                 pass or Zd4)",
                word.chars().take(24).collect::<String>()
            )
        };
        let written = parse_moves(word).map_err(|e| refuse(&e.to_string()))?;
        let [syntax] = written[..] else {
            return Err(refuse("one move per word"));
        };
        moves.push(match syntax {
            MoveSyntax::Pass => Move::Pass,
            MoveSyntax::Place { kind, at } => Move::Place { kind, at },
            MoveSyntax::Line {
                from,
                to,
                written: Some(LineKind::Capture),
            } => Move::Capture { from, to },
            MoveSyntax::Line {
                from,
                to,
                written: Some(LineKind::Stack),
            } => Move::Stack { from, to },
            MoveSyntax::Line { written: None, .. } => {
                return Err(refuse("say `x` for a capture or `-` for a stacking move"));
            }
        });
    }
    Ok(moves)
}

/// The TZAAR painter with its cached drawings: the static board per orientation and the
/// stack sprites. One lives in each [`super::Boards`].
#[derive(Default)]
pub(crate) struct TzaarPainter {
    backgrounds: [OnceLock<Canvas>; 2],
    sprites: OnceLock<Vec<Sprite>>,
}

impl TzaarPainter {
    /// The cached image of a stack: by colour, type and number of stacked edges shown.
    fn sprite(&self, color: Color, kind: Kind, layers: usize) -> &Sprite {
        let all = self.sprites.get_or_init(|| {
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

    fn draw_stack(&self, canvas: &mut Canvas, stack: Stack, (x, y): (f32, f32)) {
        let layers = usize::from(stack.height.saturating_sub(1)).min(MAX_LAYERS);
        let sprite = self.sprite(stack.color, stack.kind, layers);
        let left = (x - PIECE_RADIUS - SPRITE_PAD).round() as i32;
        let top = (y - PIECE_RADIUS - SPRITE_PAD).round() as i32;
        canvas.blit(sprite, left, top);
    }
}

impl Painter for TzaarPainter {
    type Position = Position;
    type Move = Move;

    fn background(&self, masks: &TextMasks, _position: &Position, flipped: bool) -> &Canvas {
        self.backgrounds[usize::from(flipped)].get_or_init(|| draw_background(masks, flipped))
    }

    fn draw_pieces(&self, sheet: &mut Sheet, position: &Position, last: &[Move], flipped: bool) {
        // Draw from the top of the image down, so stacked edges overlap correctly.
        let mut cells: Vec<(Cell, (f32, f32))> = Cell::ALL
            .iter()
            .map(|&c| (c, cell_centre(c, flipped)))
            .collect();
        cells.sort_by(|a, b| a.1.1.total_cmp(&b.1.1).then(a.1.0.total_cmp(&b.1.0)));
        for &(cell, at) in &cells {
            if last
                .iter()
                .any(|mv| matches!(mv, Move::Place { at: placed, .. } if *placed == cell))
            {
                sheet.disc(at.0, at.1, PIECE_RADIUS + 7.0, PLACED_RING);
            }
            if let Some(stack) = position.stack_at(cell) {
                self.draw_stack(sheet, stack, at);
            }
        }
    }

    /// A ring where each moving stack started and an arrow to where it went; captures solid
    /// red, stacking moves dashed blue.
    fn draw_last(&self, sheet: &mut Sheet, last: &[Move], flipped: bool) {
        for mv in last {
            let (from, to, colour, dashed) = match *mv {
                Move::Capture { from, to } => (from, to, CAPTURE_ARROW, false),
                Move::Stack { from, to } => (from, to, STACK_ARROW, true),
                Move::Pass | Move::Place { .. } => continue,
            };
            let a = cell_centre(from, flipped);
            let b = cell_centre(to, flipped);
            sheet.ring(a.0, a.1, 13.0, 5.0, colour);
            draw_arrow(sheet, a, b, PIECE_RADIUS * 0.55, colour, dashed);
        }
    }

    /// The height badges (above the arrows, so they are never hidden) and the legend.
    fn draw_marks(&self, sheet: &mut Sheet, position: &Position, labels: &Labels, flipped: bool) {
        for cell in Cell::ALL {
            if let Some(stack) = position.stack_at(cell) {
                draw_badge(sheet, stack, cell_centre(cell, flipped));
            }
        }
        draw_legend(sheet, labels);
    }

    fn to_move(&self, position: &Position) -> Seat {
        seat_of(position.side())
    }

    fn status(&self, labels: &Labels, position: &Position) -> String {
        match (position.step(), position.side()) {
            (Step::Place, Color::White) => labels.white_to_place.clone(),
            (Step::Place, Color::Black) => labels.black_to_place.clone(),
            (step, color) => {
                let who = match color {
                    Color::White => &labels.white_to_move,
                    Color::Black => &labels.black_to_move,
                };
                let what = match step {
                    Step::Open => &labels.step_open,
                    Step::First => &labels.step_capture,
                    _ => &labels.step_second,
                };
                format!("{who} · {what}")
            }
        }
    }

    fn win_title<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str {
        match seat {
            Seat::First => &labels.white_wins,
            Seat::Second => &labels.black_wins,
        }
    }

    fn seat_name<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str {
        match seat {
            Seat::First => &labels.white,
            Seat::Second => &labels.black,
        }
    }

    /// The colour icon, then right-aligned `[icon] n` for each type: the pieces still to
    /// place during a tournament setup, else the stacks of each type on top (0 in red: that
    /// side has lost).
    fn draw_seat(
        &self,
        sheet: &mut Sheet,
        labels: &Labels,
        position: &Position,
        seat: Seat,
    ) -> f32 {
        let color = match seat {
            Seat::First => Color::White,
            Seat::Second => Color::Black,
        };
        let placing = position.step() == Step::Place;
        let caption = if placing {
            &labels.to_place
        } else {
            &labels.on_top
        };
        let y_mid = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0;
        let s = style(color);
        sheet.disc(44.0, y_mid, 15.0, s.outline);
        sheet.disc(44.0, y_mid, 13.5, s.body);
        let mut x = WIDTH as f32 - 30.0;
        for kind in Kind::ALL.iter().rev() {
            let n = if placing {
                position.to_place(color, *kind)
            } else {
                position.visible(color, *kind)
            };
            let text = n.to_string();
            let w = text_width(&text, Face::Bold, 22.0).max(text_width("00", Face::Bold, 22.0));
            let colour = if n == 0 && !placing {
                rgb(0xff7b6e)
            } else {
                TEXT
            };
            sheet.text(
                &text,
                Face::Bold,
                22.0,
                (x, y_mid + 8.0),
                Align::Right,
                colour,
            );
            x -= w + 22.0;
            draw_icon(sheet, color, *kind, (x, y_mid));
            x -= 26.0;
        }
        let caption_w = text_width(caption, Face::Regular, 17.0);
        sheet.text(
            caption,
            Face::Regular,
            17.0,
            (x, y_mid + 6.0),
            Align::Right,
            MUTED_TEXT,
        );
        x - caption_w - 16.0
    }

    fn notation(&self, labels: &Labels, mv: &Move) -> String {
        match mv {
            Move::Pass => labels.pass.clone(),
            _ => mv.to_string(),
        }
    }

    fn progress(&self, labels: &Labels, n: u32, total: u32) -> String {
        labels.replay_turn(n, total)
    }

    fn key_colours(&self) -> Vec<Rgb> {
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
        keys
    }

    /// The tournament placement: 60 frames of one piece each, not play.
    fn quick(&self, position: &Position) -> bool {
        position.step() == Step::Place
    }
}

/// The part of the image the legend takes (x, y, width, height): the top-left corner below
/// the header, which the hexagon leaves free in both orientations.
pub const LEGEND: (u32, u32, u32, u32) = (8, HEADER_HEIGHT + 6, 170, 126);

/// The legend: which mark is which piece type (double ring a Tzaar, a dot a Tzarra, plain a
/// Tott), drawn with White's pieces under a localized title. The type names are the game's
/// own and the same in every language, but they come from the labels like every word drawn.
fn draw_legend(sheet: &mut Sheet, labels: &Labels) {
    let (x, y, ..) = LEGEND;
    let (x, y) = (x as f32, y as f32);
    sheet.text(
        &labels.legend,
        Face::Regular,
        17.0,
        (x + 8.0, y + 20.0),
        Align::Left,
        MUTED_TEXT,
    );
    let names = [&labels.tzaar, &labels.tzarra, &labels.tott];
    for (i, (kind, name)) in Kind::ALL.into_iter().zip(names).enumerate() {
        let row = y + 44.0 + 31.0 * i as f32;
        draw_icon(sheet, Color::White, kind, (x + 22.0, row));
        sheet.text(
            name,
            Face::Regular,
            18.0,
            (x + 44.0, row + 6.5),
            Align::Left,
            COORD_TEXT,
        );
    }
}

/// The static part of a board (surface, lines, centre, coordinates), drawn once per
/// orientation.
fn draw_background(masks: &TextMasks, flipped: bool) -> Canvas {
    let o = orientation(flipped);
    let mut canvas = Sheet::new(Canvas::new(WIDTH, HEIGHT, BACKGROUND), masks);
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
    canvas.into_canvas()
}

/// Column letters below each column; row numbers where each row's line leaves the board on
/// both sides (beside columns a and i, and above the tops of columns b-d and f-h, and e).
fn draw_coordinates(canvas: &mut Sheet, o: Orientation) {
    let along = |cell: Cell, dir: (f32, f32), distance: f32| {
        let (q, r) = cell.axial();
        let (x, y) = board_offset(q, r);
        o.point((x + dir.0 * distance, y + dir.1 * distance))
    };
    let label = |canvas: &mut Sheet, text: &str, at: (f32, f32)| {
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

/// The height badge of a stack of 2 or more (drawn above the arrows, so it is never hidden).
fn draw_badge(canvas: &mut Sheet, stack: Stack, (x, y): (f32, f32)) {
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

impl super::pipeline::Draws for TzaarPainter {
    type Game = Game;

    fn key(&self) -> &'static str {
        crate::games::tzaar::KIND.key()
    }

    fn scene(game: &Game) -> Scene<Self> {
        scene(game)
    }

    fn scenes(game: &Game) -> Vec<Scene<Self>> {
        scenes(game)
    }

    fn marked_scene(g: &Game, marks: &super::LastTurn) -> Option<Scene<Self>> {
        let super::LastTurn::Tzaar(moves) = marks else {
            return None;
        };
        Some(position_scene(g.position(), moves))
    }

    fn last_turn(game: &Game) -> super::LastTurn {
        super::LastTurn::Tzaar(last_turn(game))
    }

    fn svg(scene: &Scene<Self>, flipped: bool) -> String {
        svg::board(&scene.position, &scene.last, flipped)
    }
}
