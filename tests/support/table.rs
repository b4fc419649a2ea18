//! Shared helpers of the play-layer tests: a table on a temporary SQLite file, a clock the
//! test moves by hand, and a renderer that writes the position as text (fast, checkable).

#![allow(dead_code)]

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use tablero::domain::ChannelRef;
use tablero::games::{AnyGame, GameRules};
use tablero::i18n::Locale;
use tablero::render::{BoardView, RenderError, Renderer};
use tablero::store::Store;
use tablero::table::{Actor, Clock, Table, TableConfig};

pub struct ManualClock(pub AtomicI64);

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

impl ManualClock {
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

/// "Renders" a board as `board:<position text>`, a replay as `replay:<ply>`.
pub struct TextRenderer;

impl Renderer for TextRenderer {
    fn board(&self, game: &AnyGame, _view: &BoardView) -> Result<Vec<u8>, RenderError> {
        Ok(format!("board:{}", game.position_text()).into_bytes())
    }

    fn replay(&self, game: &AnyGame, _view: &BoardView) -> Result<Vec<u8>, RenderError> {
        Ok(format!("replay:{}", game.ply()).into_bytes())
    }
}

pub struct Fixture {
    pub table: Table,
    pub clock: Arc<ManualClock>,
    pub dir: tempfile::TempDir,
}

pub async fn fixture() -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("test.db");
    let store = Store::open(path.to_str().expect("utf-8 path"))
        .await
        .expect("the store opens");
    let clock = Arc::new(ManualClock(AtomicI64::new(1_800_000_000)));
    let table = Table::new(
        store,
        Arc::new(TextRenderer),
        clock.clone(),
        TableConfig::default(),
    );
    Fixture { table, clock, dir }
}

pub fn actor(name: &str) -> Actor {
    Actor::new(name, &format!("{name} the player"), Locale::EN)
}

pub fn channel(id: &str) -> ChannelRef {
    ChannelRef {
        guild: Some("guild".into()),
        channel: id.into(),
    }
}
