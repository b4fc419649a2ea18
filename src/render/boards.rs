//! The play layer's renderer: draws any game through the game-specific modules.

use super::{RenderOptions, foxgeese, tzaar};
use crate::games::{AnyGame, GameRules};
use crate::table::{BoardView, Renderer};

/// Board PNGs and GIF replays for both games.
#[derive(Clone, Copy, Debug, Default)]
pub struct Boards;

fn options(game: &AnyGame, view: &BoardView) -> RenderOptions {
    RenderOptions {
        last_moves: view.last_moves.clone(),
        players: view.players.clone(),
        locale: view.locale,
        flipped: view.flipped,
        // An ending outside the rules (resignation, time, agreement) or a repetition draw,
        // which the position alone does not show.
        outcome: view.outcome.or_else(|| game.outcome()),
    }
}

impl Renderer for Boards {
    fn board(&self, game: &AnyGame, view: &BoardView) -> Vec<u8> {
        let options = options(game, view);
        match game {
            AnyGame::Tzaar(g) => tzaar::board_png(g.position(), &options),
            AnyGame::FoxGeese(g) => foxgeese::board_png(g.position(), &options),
        }
    }

    fn replay(&self, game: &AnyGame, view: &BoardView) -> Vec<u8> {
        let options = options(game, view);
        match game {
            AnyGame::Tzaar(g) => tzaar::replay_gif(g, &options),
            AnyGame::FoxGeese(g) => foxgeese::replay_gif(g, &options),
        }
    }
}
