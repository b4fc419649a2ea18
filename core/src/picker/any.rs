//! The walk of a game without one of its own: its legal moves, as it writes them, in one
//! menu (grouped when long). Every registered game can be picked this way.

use super::labels::{Counted, PickLabel, PickLine};
use super::menus::opt;
use super::walk::{Next, Stage, WalkState};
use crate::games::{AnyGame, GameRules};
use crate::render::LastTurn;

/// The first stage of the turn to move in `game` (`None` once it is over).
pub(super) fn start(game: &AnyGame) -> Option<Box<dyn WalkState>> {
    if game.outcome().is_some() {
        return None;
    }
    Some(Box::new(AnyMove { game: game.clone() }))
}

/// Choosing one of the legal moves (the first 256: a menu's items are bytes).
struct AnyMove {
    game: AnyGame,
}

impl WalkState for AnyMove {
    fn stage(&self) -> Stage {
        let options = self
            .game
            .legal_moves()
            .into_iter()
            .take(usize::from(u8::MAX) + 1)
            .enumerate()
            .map(|(i, text)| opt(i, text.clone(), PickLabel::Move { text }))
            .collect();
        Stage {
            prompt: PickLine::AnyMove,
            options,
            counted: Counted::Moves,
            pass: false,
            stop: false,
            chosen: Vec::new(),
            board: self.game.clone(),
            highlight: LastTurn::None,
        }
    }

    fn choose(&self, item: u8) -> Option<Next> {
        let mut game = self.game.clone();
        let text = game.legal_moves().into_iter().nth(usize::from(item))?;
        let moves = game.play_text(&text).ok()?;
        Some(Next::Done {
            board: game,
            moves,
            marks: LastTurn::None,
        })
    }
}
