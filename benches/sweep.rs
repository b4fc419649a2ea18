//! The sweeper's cost per pass with many games in progress: `GAMES` games (default 10,000)
//! whose turns run for a day, so a pass finds nothing to do and costs only its queries
//! (expiries, deadlines, reminders, the computer's games, the outbox). Prints the median,
//! p90 and max of `PASSES` passes (default 50).
//!
//! `cargo bench --bench sweep` (optional: `-- GAMES PASSES`); on PostgreSQL with
//! `TABLERO_TEST_POSTGRES=postgres://user@host:port` (a new database on that server).

use std::sync::Arc;
use std::time::{Duration, Instant};

use tablero::domain::ChannelRef;
use tablero::games::{AnyGame, GameRules, TzaarSetup};
use tablero::i18n::Locale;
use tablero::store::{NewGame, Store};
use tablero::table::{SystemClock, Table, TableConfig};

#[path = "../tests/support/table.rs"]
mod table_support;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let games = args.first().copied().unwrap_or(10_000);
    let passes = args.get(1).copied().unwrap_or(50);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(games, passes));
}

async fn run(games: usize, passes: usize) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let location = table_support::fresh_database(dir.path()).await;
    let store = Store::open(&location).await.expect("the store");
    let now = SystemClock.now_unix();
    let spec = tablero::games::tzaar::spec(TzaarSetup::Fixed);
    let start = AnyGame::replay(spec, 0, &[] as &[&str])
        .expect("a start")
        .position_text();
    let made = Instant::now();
    for i in 0..games {
        let game = NewGame {
            channel: ChannelRef {
                guild: Some(format!("g{}", i % 100)),
                channel: format!("c{i}"),
            },
            spec,
            seed: 0,
            players: [format!("a{i}"), format!("b{i}")],
            start_position: start.clone(),
            time: tablero::time_control::TimeControl::PerTurn { seconds: 24 * 3600 },
            rated: true,
            created_at: now,
            computer_level: None,
            locale: Locale::EN,
            parent: None,
        };
        let stored = store.start_game(&game).await.expect("a game");
        store
            .mark_delivered(
                tablero::store::Announced::Game {
                    game: stored.id,
                    version: 0,
                },
                now,
            )
            .await
            .expect("delivered");
    }
    println!(
        "{games} games in progress on {} (made in {:.1} s)",
        store.backend_name(),
        made.elapsed().as_secs_f64()
    );
    let table = Table::new(
        store,
        Arc::new(tablero::render::Boards::new()),
        Arc::new(SystemClock),
        TableConfig::default(),
    );
    let mut times: Vec<Duration> = Vec::with_capacity(passes);
    for _ in 0..passes {
        let t = Instant::now();
        let out = table.sweep().await.expect("a sweep");
        times.push(t.elapsed());
        assert!(
            out.is_empty(),
            "nothing is due: {} announcements",
            out.len()
        );
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "sweep pass: median {:.2} ms, p90 {:.2} ms, max {:.2} ms ({passes} passes)",
        ms(times[times.len() / 2]),
        ms(times[times.len() * 9 / 10]),
        ms(times[times.len() - 1])
    );
}
