//! Board images: a game (or a position with the moves that led to it) to a PNG board, and a
//! whole game to an animated GIF replay; and a tournament's standings as a table image
//! ([`standings`]); and a game's evaluation chart ([`chart`]).
//!
//! - [`Boards`]: the renderer that `app` builds once and shares; it owns every cache (the
//!   static part of each board, piece sprites, rasterized texts, compressed PNG bands) and
//!   implements [`Renderer`], the face the play layer draws through.
//! - `pipeline`: the one drawing skeleton for every game (background, pieces, last-turn
//!   arrows, header with both players and the status, captions, replays), driven by a
//!   per-game painter: [`tzaar`] (the hexagonal board) and [`foxgeese`] (the 33-point cross).
//! - [`canvas`] and [`text`]: antialiased shapes, and text through the embedded fonts.
//! - [`png`] and `gif`: the encoders; [`labels`]: every word drawn, from the catalogue;
//!   [`board_name`]: which text stands for a player.
//!
//! All images share one layout: [`WIDTH`] x [`HEIGHT`] pixels, RGB, a header of
//! [`HEADER_HEIGHT`] pixels with both players (the one to move, or the winner, highlighted)
//! and a status line that also says how a finished game ended, then the board. Flipping turns
//! the board (not the text) by 180 degrees, through the one [`Orientation`] helper that every
//! coordinate goes through. Nothing here panics on a valid position or on any name; a board
//! that cannot be encoded is a [`RenderError`], never an empty or partial file.

mod boards;
pub mod canvas;
pub mod chart;
pub mod foxgeese;
mod gif;
pub mod labels;
mod names;
mod pipeline;
pub mod png;
pub mod standings;
pub mod svg;
pub mod text;
pub mod tzaar;

pub use boards::Boards;
pub use chart::{EvalChart, eval_chart_png};
pub use names::board_name;
pub use standings::{StandingsView, standings_png};

use crate::games::foxgeese::UncheckedMove;
use crate::games::{AnyGame, tzaar::Move};
use crate::i18n::Locale;
use canvas::{Rgb, rgb};

/// Width of every board image, in pixels.
pub const WIDTH: u32 = 800;
/// Height of every board image, in pixels.
pub const HEIGHT: u32 = 960;
/// Height of the header (players and status line) above the board.
pub const HEADER_HEIGHT: u32 = 150;

/// What a board image shows besides the game itself: only what the game does not know.
/// The position, the last turn and the outcome come from the game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardView {
    /// The names to draw for the first and second seats (White then Black, Foxes then
    /// Geese), as [`board_name`] chose them. Empty or undrawable names fall back to the
    /// seat's name; long ones are shortened.
    pub players: [String; 2],
    pub locale: Locale,
    /// Turn the board by 180 degrees (for the player who sits at the top).
    pub flipped: bool,
}

impl BoardView {
    /// A board for these players in this language, not turned.
    pub fn plain(players: [String; 2], locale: Locale) -> BoardView {
        BoardView {
            players,
            locale,
            flipped: false,
        }
    }
}

/// Draws boards; a trait so the play layer does not depend on how (and tests can skip it).
pub trait Renderer: Send + Sync {
    /// A PNG of the current position, with the last turn and the result if the game is over.
    fn board(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError>;
    /// An animated GIF of the whole game.
    fn replay(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError>;
    /// A PNG of the current position with `marks` drawn as arrows instead of the last turn
    /// (the move picker's choices and candidates). By default, the plain board.
    fn marked(
        &self,
        game: &AnyGame,
        _marks: &LastTurn,
        view: &BoardView,
    ) -> Result<Vec<u8>, RenderError> {
        self.board(game, view)
    }
    /// A PNG of a tournament's standings table ([`standings_png`]).
    fn standings(&self, view: &StandingsView) -> Result<Vec<u8>, RenderError>;
}

/// Why an image could not be made. Every such failure comes back as this, never as an empty
/// or partial file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    #[error("cannot encode an empty {width}x{height} image")]
    EmptyImage { width: u32, height: u32 },
    #[error("deflate level {0} does not exist (0-9)")]
    Level(u8),
    #[error("deflate failed at level {level}: {error:?}")]
    Deflate {
        level: u8,
        error: zlib_rs::DeflateError,
    },
    #[error("deflate stopped after {consumed} of {total} bytes at level {level}")]
    DeflateStalled {
        level: u8,
        consumed: usize,
        total: usize,
    },
    /// No painter is registered for the game with this key.
    #[error("no painter draws the game `{0}`")]
    NoPainter(&'static str),
    /// The `gif` crate's error, as its text (its error type is neither `Clone` nor `Eq`).
    #[error("GIF encoding failed: {0}")]
    Gif(String),
    /// plotters' error while drawing the evaluation chart, as its text.
    #[error("drawing the chart failed: {0}")]
    Chart(String),
}

/// The last turn of a game as its board draws it, from the game's own typed moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LastTurn {
    /// The moves of TZAAR's last turn: both halves of a turn, even when they were played as
    /// two commands, or the first half alone while the second is still to come.
    Tzaar(Vec<Move>),
    /// Fox and Geese: the last move (none at the start).
    FoxGeese(Vec<UncheckedMove>),
    /// A game the renderer does not draw.
    None,
}

/// The one orientation helper: maps board coordinates (pixels relative to the board's
/// centre, x to the right and y downwards as seen from the normal side) to image pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Orientation {
    pub flipped: bool,
    /// Where the board's centre is in the image.
    pub centre: (f32, f32),
}

impl Orientation {
    /// The image position of a board point.
    pub fn point(self, (x, y): (f32, f32)) -> (f32, f32) {
        let (dx, dy) = self.vector((x, y));
        (self.centre.0 + dx, self.centre.1 + dy)
    }

    /// A board direction or offset as seen in the image.
    pub fn vector(self, (x, y): (f32, f32)) -> (f32, f32) {
        if self.flipped { (-x, -y) } else { (x, y) }
    }
}

// The palette shared by both games: an opaque dark card that reads well on Discord's dark
// and light themes, with a warm board in the middle.
pub(crate) const BACKGROUND: Rgb = rgb(0x262a31);
pub(crate) const HEADER_ROW: Rgb = rgb(0x323842);
pub(crate) const HIGHLIGHT_ROW: Rgb = rgb(0x44505f);
pub(crate) const ACCENT: Rgb = rgb(0xffc94a);
pub(crate) const WIN_ACCENT: Rgb = rgb(0x7ee081);
pub(crate) const TEXT: Rgb = rgb(0xf2f3f5);
pub(crate) const MUTED_TEXT: Rgb = rgb(0xaab2bf);
pub(crate) const COORD_TEXT: Rgb = rgb(0xc9d0da);
/// Colour of the arrows of captures (solid) and of other moves (stacking in TZAAR: dashed).
pub const CAPTURE_ARROW: Rgb = rgb(0xff4d3d);
pub const STACK_ARROW: Rgb = rgb(0x2f9bff);
pub(crate) const ARROW_OUTLINE: Rgb = rgb(0x14161a);
/// Colour of the status line when the game is over (it then says who won and why).
pub const RESULT_COLOUR: Rgb = WIN_ACCENT;

/// How long a replay frame is shown, in hundredths of a second: a turn of play, the last
/// frame, and a frame of a phase the replay runs through quickly (TZAAR's tournament
/// placement: 60 frames that at the pace of play took 72 s before the first capture).
pub const FRAME_DELAY_CS: u16 = 120;
pub const LAST_FRAME_DELAY_CS: u16 = 500;
pub const QUICK_FRAME_DELAY_CS: u16 = 12;
