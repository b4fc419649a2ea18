//! The read side: [`Tables`] opens a directory of table files and gives the exact value of
//! a rules-core [`Position`], or `None` where no table covers it.
//!
//! # The quiet-move counter and repetition
//! The tables hold values of the game without the counter (a solver position has none)
//! and without repetition:
//! - **Repetition never changes a value.** The winner's best line lowers the distance at
//!   every move, so it never repeats a position; a side that can draw by playing on forever
//!   still draws when a repetition ends the game. Without sideways steps no position can
//!   repeat at all: every goose move raises the geese's rank sum, the fox's moves leave it,
//!   captures only remove geese, and the geese move every other ply.
//! - **The counter**: 100 plies without a capture or a forward goose step draw. Without
//!   sideways steps every goose move is forward and resets it, so in play it never passes 1;
//!   the stored value is exact for every position whose counter is below 99 (and for the
//!   geese to move below 100). With the fox to move at 99 a fox step draws (unless it
//!   leaves the geese without a move), so those positions are valued one move deeper, from
//!   the rules core. With sideways steps a long win could be cut off by the counter: a
//!   stored win or loss in `n` is exact when `counter + n <= 100` (the game ends before the
//!   counter can reach 100, whatever the loser does); otherwise the probe answers `None`.
//!   A stored draw is always exact (the counter only adds draws).
//!
//! Files are read a value at a time (seek and read), so a probe holds no table in memory,
//! only each table's index (the mirror's bitmap, about 1.1 bits per goose set).

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use super::index::Layout;
use super::moves::Rules;
use super::moves::decided;
use super::table::{Header, file_name, widen};
use super::value::{Value, best};
use crate::games::Seat;
use crate::games::foxgeese::moves::apply;
use crate::games::foxgeese::{Bits, Move, Position, QUIET_LIMIT, Variant};

/// One table file, opened for reading single values.
struct FileTable {
    layout: Layout,
    width: u8,
    offset: u64,
    file: Mutex<File>,
}

/// The header of a complete table file for `variant` with `geese` geese, and the file; cheap
/// (no index is built), so it can say whether a table is there.
fn checked(path: &Path, variant: Variant, geese: u32) -> Option<(Header, File)> {
    let file = File::open(path).ok()?;
    let len = file.metadata().ok()?.len();
    let mut r = BufReader::new(file.try_clone().ok()?);
    let header = Header::read(&mut r).ok()?;
    let complete = len == header.size() + header.entries * u64::from(header.width);
    (header.variant == variant && header.geese == geese && complete).then_some((header, file))
}

/// The variants whose tables hold the values of `variant`'s positions: itself first, then,
/// in the standard game, the other start counts with the same sideways option, since the
/// start count changes only the start (the rules of a position with k geese are the same),
/// so an operator who solved `standard` serves `standard+15` and `standard+17` games too.
fn same_tables(variant: Variant) -> impl Iterator<Item = Variant> {
    std::iter::once(variant).chain(Variant::ALL.into_iter().filter(move |v| {
        *v != variant
            && matches!(v, Variant::Standard { .. })
            && matches!(variant, Variant::Standard { .. })
            && v.sideways() == variant.sideways()
    }))
}

impl FileTable {
    fn open(path: &Path, variant: Variant, geese: u32) -> Option<FileTable> {
        let (header, file) = checked(path, variant, geese)?;
        let offset = header.size();
        let layout = Layout::new(header.foxes, header.geese, header.mirrored);
        (layout.len() == header.entries).then_some(FileTable {
            layout,
            width: header.width,
            offset,
            file: Mutex::new(file),
        })
    }

    fn value(&self, foxes: Bits, geese: Bits, fox_to_move: bool) -> Option<Value> {
        let i = self.layout.index(foxes, geese, fox_to_move);
        let mut bytes = [0u8; 2];
        let buf = &mut bytes[..usize::from(self.width)];
        let mut file = self.file.lock().ok()?;
        file.seek(SeekFrom::Start(self.offset + i * u64::from(self.width)))
            .ok()?;
        file.read_exact(buf).ok()?;
        let code = if self.width == 1 {
            widen(bytes[0])
        } else {
            u16::from_le_bytes(bytes)
        };
        Value::from_code(code)
    }
}

type Key = (Variant, u32);

/// A directory of table files, opened lazily (a table's index is built on its first use).
pub struct Tables {
    dir: PathBuf,
    open: Mutex<HashMap<Key, Option<Arc<FileTable>>>>,
}

impl Tables {
    /// The tables in `dir` (a missing directory is simply one without tables).
    pub fn open(dir: &Path) -> Tables {
        Tables {
            dir: dir.to_path_buf(),
            open: Mutex::new(HashMap::new()),
        }
    }

    /// The directory the tables are read from.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn table(&self, variant: Variant, geese: u32) -> Option<Arc<FileTable>> {
        let mut open = self.open.lock().ok()?;
        open.entry((variant, geese))
            .or_insert_with(|| {
                same_tables(variant).find_map(|v| {
                    FileTable::open(&file_name(&self.dir, v, geese), v, geese).map(Arc::new)
                })
            })
            .clone()
    }

    /// Whether the table of `variant` with `geese` geese is here and readable.
    pub fn has(&self, variant: Variant, geese: u32) -> bool {
        self.table(variant, geese).is_some()
    }

    /// Whether a game at `pos` can reach a table here: one of its variant for a goose count
    /// from the fewest that still play up to the geese on the board (captures only ever
    /// lower it).
    pub fn reachable(&self, pos: &Position) -> bool {
        let variant = pos.variant();
        (variant.min_geese()..=pos.geese().count_ones()).any(|k| self.listed(variant, k))
    }

    /// Whether a complete table file of `variant` with `geese` geese (or of a variant with
    /// the same tables) is here, from its header alone: no index is built, so it is cheap
    /// enough to answer a challenge with.
    pub fn listed(&self, variant: Variant, geese: u32) -> bool {
        same_tables(variant).any(|v| checked(&file_name(&self.dir, v, geese), v, geese).is_some())
    }

    /// The stored value, without the counter: decided by the rules' goose count or pen,
    /// else read from the table of the position's goose count.
    fn stored(
        &self,
        variant: Variant,
        foxes: Bits,
        geese: Bits,
        fox_to_move: bool,
    ) -> Option<Value> {
        if let Some(fox_wins) = decided(&Rules::new(variant), geese) {
            return Some(Value::decided(fox_wins, fox_to_move));
        }
        self.table(variant, geese.count_ones())?
            .value(foxes, geese, fox_to_move)
    }

    /// The exact value of a position for the side to move under the rules of
    /// `docs/foxgeese.md` (repetition aside, which never changes it; see the module
    /// documentation for the counter), or `None` where no table covers it.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        let fox_to_move = pos.to_move() == Seat::First;
        if let Some(end) = pos.end() {
            return Some(match end.winner() {
                None => Value::Draw,
                Some(w) => Value::decided(w == Seat::First, fox_to_move),
            });
        }
        let variant = pos.variant();
        let stored = self.stored(variant, pos.foxes(), pos.geese(), fox_to_move)?;
        let quiet = pos.quiet();
        if !variant.sideways() {
            if quiet + 1 < QUIET_LIMIT || !fox_to_move {
                return Some(stored);
            }
            // A fox step now reaches the limit: one move deeper, with the rules' counter.
            let values: Option<Vec<Value>> = pos
                .legal_moves()
                .iter()
                .map(|m| self.value(&apply(pos, m)))
                .collect();
            return best(values?);
        }
        match stored {
            Value::Draw => Some(Value::Draw),
            Value::Win(n) | Value::Loss(n) if quiet + n <= QUIET_LIMIT => Some(stored),
            _ => None,
        }
    }

    /// The moves that keep the value (the fastest wins, the longest defences, the draws),
    /// or none where the value is not known.
    pub fn best_moves(&self, pos: &Position) -> Vec<Move> {
        let Some(value) = self.value(pos) else {
            return Vec::new();
        };
        pos.legal_moves()
            .into_iter()
            .filter(|m| self.value(&apply(pos, m)).map(Value::before) == Some(value))
            .collect()
    }
}
