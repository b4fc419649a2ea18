//! The one list of packs: a game built in is its folder, one line in the games' registry
//! (`games/registry.rs`, its rules) and one line here (its parts for the layers above).

use std::sync::Once;

use super::Pack;
use crate::games::{foxgeese, tzaar};

/// The packs built in, in the registry's order.
pub static PACKS: &[&Pack] = &[&tzaar::pack::PACK, &foxgeese::pack::PACK];

/// Registers every pack's parts with the layers that use them, once per process (later
/// calls do nothing). Call it at start, before the engine, the picker or the analysis is
/// asked about a game.
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        for pack in PACKS {
            pack.install();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;

    #[test]
    fn every_packs_parts_are_its_games_and_every_game_built_in_has_one() {
        for pack in PACKS {
            let key = pack.game.key();
            assert!(pack.player.is_none_or(|p| p.game() == key), "{key}");
            assert!(pack.walk.is_none_or(|w| w.game() == key), "{key}");
            assert!(pack.puzzles.is_none_or(|f| f.game() == key), "{key}");
            assert!(pack.fit.is_none_or(|f| f.game == key), "{key}");
        }
        let packs: Vec<&str> = PACKS.iter().map(|p| p.game.key()).collect();
        let games: Vec<&str> = GameKind::all().iter().map(|k| k.key()).collect();
        assert_eq!(packs, games);
    }
}
