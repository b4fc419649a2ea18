//! The renderer the play layer and the command line draw through, and the caches it owns.

use std::sync::Arc;

use image::RgbImage;

use super::foxgeese::{self, FoxGeesePainter};
use super::pipeline::{self, GamePainter, Painter, Scene};
use super::png::Bands;
use super::standings::{self, StandingsView};
use super::text::TextMasks;
use super::tzaar::{self, TzaarPainter};
use super::{BoardView, LastTurn, RenderError, Renderer};
use crate::games::AnyGame;
use crate::games::foxgeese::UncheckedMove;

/// Board PNGs and GIF replays for both games.
///
/// It owns every cache of the drawing: each game's static board per orientation and piece
/// sprites, the rasterized texts, and the compressed PNG bands of recent boards. Cheap to
/// clone (the caches are shared); build one per process (`app` does) so that every table
/// draws through the same warm caches, while tests and benchmarks can start from cold ones.
#[derive(Clone, Default)]
pub struct Boards {
    caches: Arc<Caches>,
}

#[derive(Default)]
struct Caches {
    text: TextMasks,
    bands: Bands,
    tzaar: TzaarPainter,
    foxgeese: FoxGeesePainter,
}

impl Caches {
    /// The painters, found by game key.
    fn painter(&self, game: &AnyGame) -> Result<&dyn GamePainter, RenderError> {
        let painters: [&dyn GamePainter; 2] = [&self.tzaar, &self.foxgeese];
        let key = game.kind().key();
        painters
            .into_iter()
            .find(|p| p.game() == key)
            .ok_or(RenderError::NoPainter(key))
    }
}

impl Boards {
    /// A renderer with empty caches.
    pub fn new() -> Boards {
        Boards::default()
    }

    /// The PNG encoder and its band cache (for the benchmarks' statistics and cold runs).
    pub fn png(&self) -> &Bands {
        &self.caches.bands
    }

    fn image<P: Painter>(&self, painter: &P, scene: &Scene<P>, view: &BoardView) -> RgbImage {
        pipeline::draw(painter, &self.caches.text, scene, view, None)
    }

    /// A TZAAR position as an RGB image, with the moves of the turn that led to it (drawn,
    /// not played: the position is the one after them) and the result if the position ends
    /// the game.
    pub fn tzaar_image(
        &self,
        position: &crate::games::tzaar::Position,
        last: &[crate::games::tzaar::Move],
        view: &BoardView,
    ) -> RgbImage {
        let scene = tzaar::position_scene(position, last);
        self.image(&self.caches.tzaar, &scene, view)
    }

    /// [`Boards::tzaar_image`] as a PNG.
    pub fn tzaar_png(
        &self,
        position: &crate::games::tzaar::Position,
        last: &[crate::games::tzaar::Move],
        view: &BoardView,
    ) -> Result<Vec<u8>, RenderError> {
        self.png()
            .encode_board(&self.tzaar_image(position, last, view))
    }

    /// A Fox and Geese position as an RGB image, with the move that led to it (drawn, not
    /// played) and the result if the position ends the game.
    pub fn foxgeese_image(
        &self,
        position: &crate::games::foxgeese::Position,
        last: &[UncheckedMove],
        view: &BoardView,
    ) -> RgbImage {
        let scene = foxgeese::position_scene(position, last);
        self.image(&self.caches.foxgeese, &scene, view)
    }

    /// [`Boards::foxgeese_image`] as a PNG.
    pub fn foxgeese_png(
        &self,
        position: &crate::games::foxgeese::Position,
        last: &[UncheckedMove],
        view: &BoardView,
    ) -> Result<Vec<u8>, RenderError> {
        self.png()
            .encode_board(&self.foxgeese_image(position, last, view))
    }

    /// The last turn of `game` as its board draws it ([`LastTurn::None`] for a game no
    /// painter draws).
    pub fn last_turn(&self, game: &AnyGame) -> LastTurn {
        self.caches
            .painter(game)
            .ok()
            .and_then(|p| p.last_turn(game))
            .unwrap_or(LastTurn::None)
    }

    /// A game's current board as SVG, in the PNG board's look (`super::svg`): for the web
    /// pages, which draw the board in the browser and read its points.
    pub fn svg(&self, game: &AnyGame, flipped: bool) -> Result<String, RenderError> {
        self.caches
            .painter(game)?
            .svg(game, flipped)
            .ok_or(RenderError::NoPainter(game.kind().key()))
    }

    /// A game's current board as an RGB image: its position, its last turn (the rules core's
    /// own moves) and its outcome (away from the board too).
    pub fn game_image(&self, game: &AnyGame, view: &BoardView) -> Result<RgbImage, RenderError> {
        let c = &self.caches;
        c.painter(game)?
            .image(&c.text, game, view)
            .ok_or(RenderError::NoPainter(game.kind().key()))
    }
}

impl Renderer for Boards {
    fn board(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        self.png().encode_board(&self.game_image(game, view)?)
    }

    fn replay(&self, game: &AnyGame, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        let c = &self.caches;
        c.painter(game)?
            .replay(&c.text, game, view)
            .unwrap_or(Err(RenderError::NoPainter(game.kind().key())))
    }

    fn marked(
        &self,
        game: &AnyGame,
        marks: &LastTurn,
        view: &BoardView,
    ) -> Result<Vec<u8>, RenderError> {
        let c = &self.caches;
        match c.painter(game)?.marked(&c.text, game, marks, view) {
            Some(image) => self.png().encode_board(&image),
            None => self.board(game, view),
        }
    }

    /// Through this renderer's text cache (names come back round after round); the bands
    /// are compressed without its cache, which is for boards.
    fn standings(&self, view: &StandingsView) -> Result<Vec<u8>, RenderError> {
        let image = standings::standings_image(view, &self.caches.text);
        self.png().encode_uncached(&image, standings::LEVEL)
    }
}
