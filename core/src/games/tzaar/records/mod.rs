//! TZAAR records of other sites: Little Golem's ([`littlegolem`]) and BoardSpace's
//! ([`boardspace`]), both SGF ([`sgf`]). Pure: text in, games and text out. The generic
//! layers reach them through the plug-in's [`FORMATS`]; `docs/records.md` describes them.

pub mod boardspace;
pub mod littlegolem;
pub mod sgf;
#[cfg(test)]
mod tests;

use super::{Game, Kind, Position, Stack};
use crate::games::AnyGame;
use crate::games::plugin::{FormatError, RecordFormat};

/// The formats TZAAR reads and writes, for [`GameDef::record_formats`](crate::games::plugin::GameDef::record_formats).
pub static FORMATS: [RecordFormat; 2] = [
    RecordFormat {
        key: "littlegolem",
        name: "Little Golem",
        reads: littlegolem::reads,
        read: littlegolem::read,
        write: littlegolem::write,
    },
    RecordFormat {
        key: "boardspace",
        name: "BoardSpace",
        reads: boardspace::reads,
        read: boardspace::read,
        write: boardspace::write,
    },
];

/// The TZAAR game inside a game of any kind, if it is one.
fn tzaar_game(game: &AnyGame) -> Option<&Game> {
    game.downcast_ref::<Game>()
}

/// Refuses a start that is not a full board of single pieces, White to open (all the other
/// sites' records can hold).
fn full_start(start: &Position) -> Option<Vec<Stack>> {
    if start.step() != super::Step::Open {
        return None;
    }
    super::Cell::ALL
        .iter()
        .map(|&c| start.stack_at(c).filter(|s| s.height == 1))
        .collect()
}

/// Checks that a start holds each side's 6 Tzaars, 9 Tzarras and 15 Totts.
fn check_counts(stacks: &[Stack]) -> Result<(), FormatError> {
    for color in super::Color::ALL {
        for kind in Kind::ALL {
            let count = stacks
                .iter()
                .filter(|s| s.color == color && s.kind == kind)
                .count();
            if count != usize::from(kind.supply()) {
                return Err(FormatError::new(format!(
                    "the start has {count} {color} {kind} pieces, not {}",
                    kind.supply()
                )));
            }
        }
    }
    Ok(())
}
