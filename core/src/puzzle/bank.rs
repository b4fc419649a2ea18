//! The puzzle bank as the bot serves it: `data/puzzles/*.tsv`, each embedded in the binary
//! by its game's pack, read once (the files are a few tens of KB; `tests/puzzles.rs` proves
//! every line again).

use std::sync::OnceLock;

use super::{Puzzle, parse_bank};
use crate::games::{AnyGame, GameChoice, GameSpec};

/// Every puzzle of the bank, in the files' order (each game's finder's, in the packs' order:
/// TZAAR, then Fox and Geese). A line that no longer reads (which the bank's test would have
/// caught) is left out rather than taking the whole bank down.
///
/// Before start-up has registered the games' finders (`packs::install`) no line reads, so
/// the bank is empty and is not kept: it is read once they are.
pub fn bank() -> &'static [Puzzle] {
    static BANK: OnceLock<Vec<Puzzle>> = OnceLock::new();
    if !super::finder::any() {
        return &[];
    }
    BANK.get_or_init(|| {
        super::finder::all()
            .iter()
            .flat_map(|finder| parse_bank(finder.bank()).unwrap_or_default())
            .collect()
    })
}

/// The puzzle with this id.
pub fn by_id(id: &str) -> Option<&'static Puzzle> {
    bank().iter().find(|p| p.id == id)
}

impl Puzzle {
    /// The puzzle's position as a game (for the board and the move picker), after the
    /// turns of a state's text; `None` if it does not read.
    pub fn game_at(&self, position: &str) -> Option<AnyGame> {
        super::finder::finder(self.game)?.game_at(position)
    }

    /// The game and options of the puzzle's position (`TZAAR`, `Two Foxes (Halatafl)`, ...).
    pub fn spec(&self) -> Option<GameSpec> {
        self.game_at(&self.position).map(|g| g.spec())
    }

    /// Which `/puzzle game:` choice the puzzle belongs to.
    pub fn choice(&self) -> Option<GameChoice> {
        self.spec().map(GameChoice::of)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_bank_reads_whole_and_every_puzzle_has_a_board() {
        crate::packs::install();
        let bank = bank();
        assert!(bank.len() >= 400, "{}", bank.len());
        let tzaar = bank.iter().filter(|p| p.game.key() == "tzaar").count();
        assert!(tzaar >= 300 && bank.len() - tzaar >= 100);
        for p in bank {
            assert!(p.game_at(&p.position).is_some(), "{}", p.id);
            assert!(p.choice().is_some(), "{}", p.id);
        }
        assert_eq!(by_id(&bank[7].id), Some(&bank[7]));
        assert_eq!(by_id("nope"), None);
        let choices: std::collections::HashSet<_> = bank
            .iter()
            .filter_map(|p| p.choice())
            .map(|c| c.key())
            .collect();
        assert_eq!(choices.len(), 3, "{choices:?}");
    }
}
