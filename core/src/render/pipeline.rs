//! The one drawing skeleton of every board and replay.
//!
//! [`draw`] paints a [`Scene`] (a position, the last turn that led to it, the outcome if the
//! game is over) the same way for every game: the cached background, the pieces, the last
//! turn's arrows, what stays above them, then the header frame with both players' rows and
//! the status line (which says who won and why once the game is over: nothing is drawn over
//! the board itself), the last turn's notation and a replay's progress. [`replay`] turns a
//! list of scenes into an animated GIF. A [`Painter`] supplies only what differs between the
//! games: geometry, pieces, arrows, the counts in the header, the status text, the colours a
//! GIF palette must hold, and which replay frames go by quickly.

use image::RgbImage;

use super::canvas::{Canvas, Rgb};
use super::gif::encode_gif;
use super::labels::{Labels, labels};
use super::text::{Align, Face, Sheet, TextMasks, fit_text};
use super::{
    ACCENT, ARROW_OUTLINE, BoardView, FRAME_DELAY_CS, HEADER_HEIGHT, HEADER_ROW, HEIGHT,
    HIGHLIGHT_ROW, LAST_FRAME_DELAY_CS, LastTurn, MUTED_TEXT, QUICK_FRAME_DELAY_CS, RenderError,
    TEXT, WIDTH, WIN_ACCENT, board_name,
};
use crate::games::{Outcome, Seat};

/// What one board shows.
pub(crate) struct Scene<P: Painter> {
    pub position: P::Position,
    /// The moves of the turn that led to the position (empty at the start).
    pub last: Vec<P::Move>,
    /// How the game ended, for the final board.
    pub outcome: Option<Outcome>,
}

/// How one game's boards are drawn, as the renderer finds it by the game's key: each game's
/// painter drives the one pipeline with its own positions and moves.
pub(crate) trait GamePainter: Send + Sync {
    /// The key of the game it draws.
    fn game(&self) -> &'static str;
    /// The current board of `game` (`None` if `game` is not its game).
    fn image(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        view: &BoardView,
    ) -> Option<RgbImage>;
    /// The current position with `marks` drawn instead of the last turn.
    fn marked(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        marks: &LastTurn,
        view: &BoardView,
    ) -> Option<RgbImage>;
    /// The whole game as an animated GIF.
    fn replay(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        view: &BoardView,
    ) -> Option<Result<Vec<u8>, RenderError>>;
    /// The last turn of `game` as its board draws it.
    fn last_turn(&self, game: &crate::games::AnyGame) -> Option<LastTurn>;
    /// The current board as SVG, in the PNG board's look and coordinates (`super::svg`).
    fn svg(&self, game: &crate::games::AnyGame, flipped: bool) -> Option<String>;
}

/// What a painter knows of the game it draws: the game's own type and the scenes of a game
/// under way. Every such painter is a [`GamePainter`] (the impl below finds the game's type
/// and drives the pipeline), so each game writes only its scenes.
pub(crate) trait Draws: Painter + Send + Sync + Sized {
    type Game: 'static;
    /// The key of the game it draws.
    fn key(&self) -> &'static str;
    /// The current board: the position, its last turn and the outcome.
    fn scene(game: &Self::Game) -> Scene<Self>;
    /// A replay's boards.
    fn scenes(game: &Self::Game) -> Vec<Scene<Self>>;
    /// The current position with `marks` drawn as its last turn, if they are this game's.
    fn marked_scene(game: &Self::Game, marks: &LastTurn) -> Option<Scene<Self>>;
    /// The last turn as the board draws it.
    fn last_turn(game: &Self::Game) -> LastTurn;
    /// A board as SVG (`super::svg`): the scene's position and last turn, every point an
    /// element naming what stands on it.
    fn svg(scene: &Scene<Self>, flipped: bool) -> String;
}

impl<T: Draws> GamePainter for T {
    fn game(&self) -> &'static str {
        self.key()
    }

    fn image(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        view: &BoardView,
    ) -> Option<RgbImage> {
        let g = game.downcast_ref::<T::Game>()?;
        Some(draw(self, masks, &T::scene(g), view, None))
    }

    fn marked(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        marks: &LastTurn,
        view: &BoardView,
    ) -> Option<RgbImage> {
        let scene = T::marked_scene(game.downcast_ref::<T::Game>()?, marks)?;
        Some(draw(self, masks, &scene, view, None))
    }

    fn replay(
        &self,
        masks: &TextMasks,
        game: &crate::games::AnyGame,
        view: &BoardView,
    ) -> Option<Result<Vec<u8>, RenderError>> {
        let g = game.downcast_ref::<T::Game>()?;
        Some(replay(self, masks, &T::scenes(g), view))
    }

    fn last_turn(&self, game: &crate::games::AnyGame) -> Option<LastTurn> {
        own::<T>(game).map(T::last_turn)
    }

    fn svg(&self, game: &crate::games::AnyGame, flipped: bool) -> Option<String> {
        own::<T>(game).map(|g| T::svg(&T::scene(g), flipped))
    }
}

/// `game` as the painter `T`'s own game type, if it is that game.
fn own<T: Draws>(game: &crate::games::AnyGame) -> Option<&T::Game> {
    game.downcast_ref::<T::Game>()
}

/// What a game's boards draw differently; the skeleton calls these in order.
pub(crate) trait Painter {
    type Position;
    /// One move of a last turn, as drawn (an arrow, a path, a ring where a piece was placed).
    type Move;

    /// The static part of the board for this position (surface, lines, coordinates), drawn
    /// once per kind and orientation and kept.
    fn background(&self, masks: &TextMasks, position: &Self::Position, flipped: bool) -> &Canvas;
    /// The pieces, with whatever marks where the last turn put a piece under it.
    fn draw_pieces(
        &self,
        sheet: &mut Sheet,
        position: &Self::Position,
        last: &[Self::Move],
        flipped: bool,
    );
    /// The last turn's arrows.
    fn draw_last(&self, sheet: &mut Sheet, last: &[Self::Move], flipped: bool);
    /// What is drawn above the arrows: marks that must never be hidden, and the board's own
    /// captions (a legend, the variant).
    fn draw_marks(
        &self,
        sheet: &mut Sheet,
        position: &Self::Position,
        labels: &Labels,
        flipped: bool,
    );
    /// The seat to move.
    fn to_move(&self, position: &Self::Position) -> Seat;
    /// The status line of a game in progress (who is to do what).
    fn status(&self, labels: &Labels, position: &Self::Position) -> String;
    /// "White wins", "Geese win", ...
    fn win_title<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str;
    /// How many foxes the game has (its words say "the fox" or "the foxes"); 2 where no
    /// word depends on it.
    fn foxes(&self, _position: &Self::Position) -> u32 {
        2
    }
    /// The seat's name, drawn when the player's name leaves nothing to draw.
    fn seat_name<'a>(&self, labels: &'a Labels, seat: Seat) -> &'a str;
    /// Draws the seat's icon at the left of its header row and its counts at the right;
    /// returns the x where the counts begin (the name must end before it).
    fn draw_seat(
        &self,
        sheet: &mut Sheet,
        labels: &Labels,
        position: &Self::Position,
        seat: Seat,
    ) -> f32;
    /// How a move of the last turn is written in the caption.
    fn notation(&self, labels: &Labels, mv: &Self::Move) -> String;
    /// A replay frame's progress: "Turn 3 of 40", "Move 12 of 57".
    fn progress(&self, labels: &Labels, n: u32, total: u32) -> String;
    /// The colours a replay's palette must hold exactly, besides the common ones.
    fn key_colours(&self) -> Vec<Rgb>;
    /// Whether a replay frame of this position goes by quickly: a phase that is not play.
    fn quick(&self, _position: &Self::Position) -> bool {
        false
    }
}

/// Draws one board; `progress` is a replay frame's (turn, turns) for its corner caption.
pub(crate) fn draw<P: Painter>(
    painter: &P,
    masks: &TextMasks,
    scene: &Scene<P>,
    view: &BoardView,
    progress: Option<(u32, u32)>,
) -> RgbImage {
    let labels = labels(view.locale, painter.foxes(&scene.position));
    let flipped = view.flipped;
    let background = painter.background(masks, &scene.position, flipped).clone();
    let mut sheet = Sheet::new(background, masks);
    painter.draw_pieces(&mut sheet, &scene.position, &scene.last, flipped);
    painter.draw_last(&mut sheet, &scene.last, flipped);
    painter.draw_marks(&mut sheet, &scene.position, labels, flipped);
    draw_header(painter, &mut sheet, scene, view, labels);
    let notation: Vec<String> = scene
        .last
        .iter()
        .map(|mv| painter.notation(labels, mv))
        .collect();
    draw_last_caption(&mut sheet, &labels.last, &notation.join(" "));
    if let Some((n, t)) = progress {
        draw_corner_caption(&mut sheet, &painter.progress(labels, n, t), true);
    }
    sheet.into_canvas().into_image()
}

/// Encodes scenes as an animated GIF: the first is the start, each next one a turn with its
/// arrows and progress caption; quick frames (see [`Painter::quick`]) go by at
/// [`QUICK_FRAME_DELAY_CS`], the others at [`FRAME_DELAY_CS`], the last is held for
/// [`LAST_FRAME_DELAY_CS`].
pub(crate) fn replay<P: Painter>(
    painter: &P,
    masks: &TextMasks,
    scenes: &[Scene<P>],
    view: &BoardView,
) -> Result<Vec<u8>, RenderError> {
    let count = scenes.len();
    if count == 0 {
        return Err(RenderError::Gif("a replay needs at least one frame".into()));
    }
    let turns = count as u32 - 1;
    let frame = |i: usize| {
        let progress = (i > 0).then_some((i as u32, turns));
        draw(painter, masks, &scenes[i], view, progress)
    };
    let delays = frame_delays(scenes.iter().map(|s| painter.quick(&s.position)));
    let first = frame(0);
    let last = frame(count - 1);
    encode_gif(&first, &last, &painter.key_colours(), &delays, frame)
}

/// The delay of each frame from whether it is quick; the last is always held.
pub(crate) fn frame_delays(quick: impl ExactSizeIterator<Item = bool>) -> Vec<u16> {
    let count = quick.len();
    quick
        .enumerate()
        .map(|(i, quick)| {
            if i + 1 == count {
                LAST_FRAME_DELAY_CS
            } else if quick {
                QUICK_FRAME_DELAY_CS
            } else {
                FRAME_DELAY_CS
            }
        })
        .collect()
}

/// Header geometry: the two player rows and the status line.
pub(crate) const ROW_Y: [f32; 2] = [12.0, 62.0];
pub(crate) const ROW_HEIGHT: f32 = 44.0;
const STATUS_Y: f32 = 132.0;
/// Where a player's name starts in its row (after the seat's icon).
const NAME_X: f32 = 70.0;

/// The header: both rows (the side to move highlighted, or the winner once the game is
/// over), each seat's icon, counts and name, and the status line.
fn draw_header<P: Painter>(
    painter: &P,
    sheet: &mut Sheet,
    scene: &Scene<P>,
    view: &BoardView,
    labels: &Labels,
) {
    let (highlight, status, colour) = match scene.outcome {
        Some(outcome) => (
            outcome.winner.map(|s| (s, WIN_ACCENT)),
            result_line(painter, labels, outcome),
            WIN_ACCENT,
        ),
        None => (
            Some((painter.to_move(&scene.position), ACCENT)),
            painter.status(labels, &scene.position),
            ACCENT,
        ),
    };
    draw_header_frame(sheet, highlight, &status, colour);
    for seat in Seat::ALL {
        let end = painter.draw_seat(sheet, labels, &scene.position, seat);
        let mut name = board_name(&view.players[seat.index()], None);
        if name.is_empty() {
            name = painter.seat_name(labels, seat).to_string();
        }
        draw_name(sheet, seat, &name, NAME_X, end - NAME_X);
    }
}

/// "White wins · no Tott left on top", "Draw · threefold repetition", "No result · stopped
/// by a moderator".
fn result_line<P: Painter>(painter: &P, labels: &Labels, outcome: Outcome) -> String {
    let title = match outcome.winner {
        Some(seat) => painter.win_title(labels, seat),
        None if outcome.has_result() => &labels.draw,
        None => &labels.no_result,
    };
    format!("{title} · {}", labels.reason(outcome.reason.key()))
}

/// Draws the header frame: both rows, the highlighted one with an accent bar, and the
/// status line.
fn draw_header_frame(
    sheet: &mut Sheet,
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
        sheet.rounded_rect((12.0, y, WIDTH as f32 - 24.0, ROW_HEIGHT), 10.0, fill, 1.0);
        if let Some((_, accent)) = highlighted {
            sheet.rounded_rect((12.0, y, 8.0, ROW_HEIGHT), 4.0, accent, 1.0);
        }
    }
    let status = fit_text(status, Face::Bold, 24.0, WIDTH as f32 - 32.0);
    sheet.text(
        &status,
        Face::Bold,
        24.0,
        (WIDTH as f32 / 2.0, STATUS_Y),
        Align::Centre,
        status_colour,
    );
}

/// Draws a player's name in its row, starting at `x`, at most `max_width` wide.
fn draw_name(sheet: &mut Sheet, seat: Seat, name: &str, x: f32, max_width: f32) {
    let name = fit_text(name, Face::Bold, 24.0, max_width.max(20.0));
    let baseline = ROW_Y[seat.index()] + ROW_HEIGHT / 2.0 + 9.0;
    sheet.text(&name, Face::Bold, 24.0, (x, baseline), Align::Left, TEXT);
}

/// Draws the last turn's notation in the bottom-left corner.
fn draw_last_caption(sheet: &mut Sheet, label: &str, moves: &str) {
    if moves.is_empty() {
        return;
    }
    let text = fit_text(&format!("{label} {moves}"), Face::Regular, 20.0, 300.0);
    sheet.text(
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
pub(crate) fn draw_corner_caption(sheet: &mut Sheet, text: &str, bottom_right: bool) {
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
    sheet.text(&text, Face::Regular, 20.0, at, align, MUTED_TEXT);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quick_frames_go_by_quickly_and_the_last_is_held() {
        let delays = frame_delays([true, true, false, false, true].into_iter());
        assert_eq!(
            delays,
            [
                QUICK_FRAME_DELAY_CS,
                QUICK_FRAME_DELAY_CS,
                FRAME_DELAY_CS,
                FRAME_DELAY_CS,
                LAST_FRAME_DELAY_CS
            ]
        );
        assert_eq!(frame_delays([true].into_iter()), [LAST_FRAME_DELAY_CS]);
    }
}
