//! Exact values the engine may consult: solved tables, opened once by the application and
//! shared by every search through [`super::Engine`] (cheap to clone: an `Arc`).
//!
//! Today only Fox and Geese has tables (`tablero solve foxgeese`, see
//! docs/foxgeese-solved.md). Opening reads nothing but the directory's name: each table is
//! opened on its first use and kept open, and a probe reads one value per position (a seek
//! and a read), so the perfect level and `/hint` cost microseconds per move once a table's
//! index is built. A missing directory is an oracle without tables: the bot plays exactly as
//! it does without one.

use std::path::Path;
use std::sync::Arc;

use crate::games::foxgeese::solver::Tables;

/// The tables the engine may read; [`Oracle::default`] has none.
#[derive(Clone, Default)]
pub struct Oracle {
    foxgeese: Option<Arc<Tables>>,
}

impl Oracle {
    /// An oracle without tables.
    pub fn none() -> Oracle {
        Oracle::default()
    }

    /// The Fox and Geese tables in `dir` (the files `<variant>-<geese>.fgt` that
    /// `tablero solve foxgeese --out DIR` writes). A directory that does not exist gives an
    /// oracle without tables; one that exists is read lazily, table by table.
    pub fn open(dir: &Path) -> Oracle {
        Oracle {
            foxgeese: dir.is_dir().then(|| Arc::new(Tables::open(dir))),
        }
    }

    /// Whether it has any tables directory at all.
    pub fn is_empty(&self) -> bool {
        self.foxgeese.is_none()
    }

    /// The Fox and Geese tables, if any.
    pub(crate) fn foxgeese(&self) -> Option<&Tables> {
        self.foxgeese.as_deref()
    }
}

impl std::fmt::Debug for Oracle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Oracle")
            .field("foxgeese", &self.foxgeese.as_ref().map(|t| t.dir()))
            .finish()
    }
}
