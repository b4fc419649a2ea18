//! BoardSpace's TZAAR records (SGF).

use crate::games::AnyGame;
use crate::games::plugin::{FormatError, Imported, RecordInfo};

/// Whether a text looks like a BoardSpace TZAAR record.
pub fn reads(_text: &str) -> bool {
    false
}

/// Reads a BoardSpace TZAAR record.
pub fn read(_text: &str) -> Result<Imported, FormatError> {
    Err(FormatError("BoardSpace records are not read yet".into()))
}

/// Writes a game as BoardSpace does.
pub fn write(_game: &AnyGame, _info: &RecordInfo) -> Option<String> {
    None
}
