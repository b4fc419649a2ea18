//! Exact values the engine may consult: solved tables, opened once by the application and
//! shared by every search through [`super::Engine`] (cheap to clone: an `Arc`).
//!
//! The tables are a game's own (today Fox and Geese's, `tablero solve foxgeese`, see
//! docs/foxgeese-solved.md), a type the engine cannot name: the oracle holds the directory,
//! and each game's player opens its tables there on first use ([`Oracle::tables`]) and reads
//! them back as its type. Opening reads nothing but the directory's name: each table is
//! opened on its first use and kept open, and a probe reads one value per position (a seek
//! and a read), so the perfect level and `/hint` cost microseconds per move once a table's
//! index is built. A missing directory is an oracle without tables: the bot plays exactly as
//! it does without one.

use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A game's tables, as its player opened them.
pub(crate) type Tables = Arc<dyn Any + Send + Sync>;

/// The tables the engine may read; [`Oracle::default`] has none.
#[derive(Clone, Default)]
pub struct Oracle {
    /// The tables' directory, if it exists.
    dir: Option<Arc<PathBuf>>,
    /// Each game's tables opened so far, by the game's key (shared by the clones).
    opened: Arc<Mutex<Vec<(&'static str, Tables)>>>,
}

impl Oracle {
    /// An oracle without tables.
    pub fn none() -> Oracle {
        Oracle::default()
    }

    /// The tables in `dir` (Fox and Geese's: the files `<variant>-<geese>.fgt` that
    /// `tablero solve foxgeese --out DIR` writes). A directory that does not exist gives an
    /// oracle without tables; one that exists is read lazily, table by table.
    pub fn open(dir: &Path) -> Oracle {
        Oracle {
            dir: dir.is_dir().then(|| Arc::new(dir.to_path_buf())),
            opened: Arc::default(),
        }
    }

    /// Whether it has any tables directory at all.
    pub fn is_empty(&self) -> bool {
        self.dir.is_none()
    }

    /// The tables of the game `game` in the directory, opened by `open` the first time they
    /// are asked for and kept (`None`: no directory).
    pub(crate) fn tables(&self, game: &'static str, open: fn(&Path) -> Tables) -> Option<Tables> {
        let dir = self.dir.as_deref()?;
        let mut opened = self.opened.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, tables)) = opened.iter().find(|(g, _)| *g == game) {
            return Some(tables.clone());
        }
        let tables = open(dir);
        opened.push((game, tables.clone()));
        Some(tables)
    }
}

impl std::fmt::Debug for Oracle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Oracle").field("dir", &self.dir).finish()
    }
}
