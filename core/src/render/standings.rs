//! A tournament's standings as a table image (issue 27): the tournament's name and how far it
//! has gone, then one row per player with their place ("2=" when shared), name, points,
//! tie-breaks and a crosstable cell per round in the usual Swiss-table style: the opponent's
//! row, the side played and the result ("3W+", "5B=", "2W−"), "4+" or "4−" for a game
//! decided by forfeit (no side: it was not played), "3W…" for a game being played, the bye
//! in words, "–" for a round sat out after withdrawing. Withdrawn players are greyed and
//! tagged; in final standings the winners' rows are highlighted. A legend under the table
//! explains the marks it uses, in the view's language.
//!
//! - `view`: the plain data drawn ([`StandingsView`]), built by the play layer from the
//!   tournament's standings and the names it looked up.
//! - `words`: every word from the catalogue (`standings-*`), and each cell's text.
//! - `draw`: the layout (sized to the content, bounded) and the painting.

mod draw;
mod view;
mod words;

#[cfg(test)]
mod tests;

use image::RgbImage;

pub use draw::{MAX_ROWS, MAX_WIDTH, NAME_MAX};
pub use view::{Cell, Mark, Stage, StandingsRow, StandingsView};

use super::RenderError;
use super::png::Bands;
use super::text::TextMasks;

/// The deflate level of standings images. Text makes up most of a table, so its PNG is
/// larger than a board's (a 32-player Swiss of 9 rounds, 1,109 x 1,094 px: 308 KB in 6 ms at
/// level 1, 257 KB in 14 ms at this level, 212 KB in 96 ms at 9); a table is drawn once a
/// round, so a slower level than the boards' costs little.
pub const LEVEL: u8 = 6;

/// The standings drawn as an RGB image, its texts rasterized through `masks`.
pub fn standings_image(view: &StandingsView, masks: &TextMasks) -> RgbImage {
    draw::draw(view, masks)
}

/// The standings as a PNG, drawn with caches of its own (the renderer's
/// [`super::Renderer::standings`] shares a [`super::Boards`]'s instead).
pub fn standings_png(view: &StandingsView) -> Result<Vec<u8>, RenderError> {
    let image = standings_image(view, &TextMasks::new());
    Bands::new().encode_uncached(&image, LEVEL)
}
