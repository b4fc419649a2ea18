//! Load benchmark of the play layer on a real SQLite file: many channels playing at once,
//! every move going through the whole use case (load, rules, board render, transaction).
//! Prints moves per second and the p50/p99 latency of one move.
//!
//! Two runs: a closed loop (every channel moves again as soon as its last move is answered:
//! the most moves per second the machine sustains) and an open loop at a fixed total rate
//! spread over the channels (the latency players see at that load). Each run lasts a fixed
//! time; a channel whose game ends starts a new one (its challenge and acceptance are not
//! counted as moves). The runs use other names and other random moves, so the second does not
//! find the first one's boards in the image caches.
//!
//! `cargo bench --bench table_load` (optional: `-- CHANNELS SECONDS RATE`).
//! Goals on the 2-core reference machine: at least 500 moves/s, p99 at most 25 ms.
//! `NO_RENDER=1` replaces the board renderer by one that draws nothing.
//! `TABLERO_TEST_POSTGRES=postgres://user@host:port` runs on a new database of that
//! PostgreSQL server instead of a SQLite file (as the tests do).

use std::sync::Arc;
use std::time::{Duration, Instant};

use tablero::domain::{ChannelRef, SideChoice};
use tablero::games::{GameRules, TzaarSetup};
use tablero::i18n::Locale;
use tablero::render::Boards;
use tablero::store::Store;
use tablero::table::{Actor, ChallengeRequest, SystemClock, Table, TableConfig};

#[path = "../tests/support/table.rs"]
mod table_support;

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let channels = args.first().copied().unwrap_or(48);
    let seconds = args.get(1).copied().unwrap_or(8) as u64;
    let rate = args.get(2).copied().unwrap_or(500);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let duration = Duration::from_secs(seconds);
    println!("closed loop (as fast as answers come):");
    runtime.block_on(run(0, channels, duration, None));
    println!("open loop at {rate} moves/s in total:");
    runtime.block_on(run(1, channels, duration, Some(rate)));
}

async fn run(run: usize, channels: usize, duration: Duration, rate: Option<usize>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let location = table_support::fresh_database(dir.path()).await;
    let store = Store::open(&location).await.expect("the store");
    println!("  on {}", store.backend_name());
    // The renderer a process builds once; its band cache is counted below.
    let boards = Boards::new();
    let table = if std::env::var("NO_RENDER").is_ok() {
        Table::new(
            store,
            Arc::new(NoBoards),
            Arc::new(SystemClock),
            TableConfig::default(),
        )
    } else {
        Table::new(
            store,
            Arc::new(boards.clone()),
            Arc::new(SystemClock),
            TableConfig::default(),
        )
    };

    for i in 0..channels {
        start_game(&table, run, i).await;
    }

    let bands_before = boards.png().stats();
    let started = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..channels {
        let table = table.clone();
        // At `rate` moves/s in total, each channel moves every `channels / rate` seconds,
        // the channels' clocks spread evenly over one period.
        let pace = rate.map(|r| Duration::from_secs_f64(channels as f64 / r as f64));
        let offset = pace.map(|p| p.mul_f64(i as f64 / channels as f64));
        tasks.push(tokio::spawn(async move {
            if let Some(offset) = offset {
                tokio::time::sleep(offset).await;
            }
            play_channel(&table, run, i, started + duration, pace).await
        }));
    }
    let mut latencies: Vec<Duration> = Vec::new();
    for t in tasks {
        latencies.extend(t.await.expect("a task"));
    }
    let elapsed = started
        .elapsed()
        .min(duration)
        .max(Duration::from_millis(1));
    let bands = boards.png().stats();
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    let moves = latencies.len();
    println!(
        "  {channels} channels, {moves} moves in {:.2} s",
        elapsed.as_secs_f64()
    );
    let (hits, misses) = (bands.0 - bands_before.0, bands.1 - bands_before.1);
    if hits + misses > 0 {
        println!(
            "  image bands found in the cache: {:.0}%",
            100.0 * hits as f64 / (hits + misses) as f64
        );
    }
    println!("  moves/s: {:.0}", moves as f64 / elapsed.as_secs_f64());
    println!(
        "  latency of one move: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        ms(pct(0.50)),
        ms(pct(0.90)),
        ms(pct(0.99)),
        ms(latencies[moves - 1])
    );
    let (count, problems) = table.audit().await.expect("an audit");
    assert!(
        problems.is_empty(),
        "inconsistent games after the load: {problems:?}"
    );
    println!("  audit: {count} games consistent with their logs");
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn channel(i: usize) -> ChannelRef {
    ChannelRef {
        guild: Some("bench".into()),
        channel: format!("channel-{i}"),
    }
}

fn players(run: usize, i: usize) -> (Actor, Actor) {
    (
        Actor::new(&format!("a{i}"), &format!("Ana {run}-{i}"), Locale::ES),
        Actor::new(&format!("b{i}"), &format!("Bruno {run}-{i}"), Locale::FR),
    )
}

/// Starts a game in channel `i`: TZAAR (random setups) and Two Foxes, alternating.
async fn start_game(table: &Table, run: usize, i: usize) {
    let ch = channel(i);
    let (a, b) = players(run, i);
    let spec = if i.is_multiple_of(2) {
        tablero::games::tzaar::spec(TzaarSetup::Random)
    } else {
        tablero::games::foxgeese::spec("halatafl".parse().expect("a variant"))
    };
    let request = ChallengeRequest {
        opponent: Some(b.id.clone()),
        spec,
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    };
    table
        .challenge(&ch, &a, &request)
        .await
        .expect("a challenge");
    let started = table.accept(&ch, &b, None).await.expect("accepted");
    table.delivered(&started).await;
}

/// Plays pseudo-random legal moves in one channel until `end`, starting a new game whenever
/// one ends; returns each move's latency.
async fn play_channel(
    table: &Table,
    run: usize,
    i: usize,
    end: Instant,
    pace: Option<Duration>,
) -> Vec<Duration> {
    let ch = channel(i);
    let (a, b) = players(run, i);
    let mut seed = (run as u64 + 1) * 7919 + i as u64;
    let mut latencies = Vec::new();
    let mut tick = pace.map(|p| {
        let mut t = tokio::time::interval(p);
        t.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Burst);
        t
    });
    loop {
        let stored = table
            .store()
            .active_game(&ch)
            .await
            .expect("a read")
            .expect("a game");
        let moves: Vec<String> = table
            .store()
            .moves(stored.id)
            .await
            .expect("the moves")
            .into_iter()
            .map(|m| m.text)
            .collect();
        let mut game = tablero::games::AnyGame::replay(stored.spec, stored.seed, &moves)
            .expect("the game replays");
        loop {
            if let Some(tick) = tick.as_mut() {
                tick.tick().await;
            }
            if Instant::now() >= end {
                return latencies;
            }
            let legal = game.legal_moves();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = legal[(seed >> 33) as usize % legal.len()].clone();
            let who = if stored.player(game.to_move()) == a.id {
                &a
            } else {
                &b
            };
            let t = Instant::now();
            let reply = table
                .play(&ch, who, &mv)
                .await
                .expect("a legal move applies");
            latencies.push(t.elapsed());
            // As a front end does once Discord has the reply (the outbox's second write).
            table.delivered(&reply).await;
            game.play_text(&mv).expect("the mirror follows");
        }
        start_game(table, run, i).await;
    }
}

/// A renderer that draws nothing, to see the cost of everything else (`NO_RENDER=1`).
struct NoBoards;

impl tablero::table::Renderer for NoBoards {
    fn board(
        &self,
        _: &tablero::games::AnyGame,
        _: &tablero::table::BoardView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        Ok(Vec::new())
    }

    fn replay(
        &self,
        _: &tablero::games::AnyGame,
        _: &tablero::table::BoardView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        Ok(Vec::new())
    }

    fn standings(
        &self,
        _: &tablero::render::StandingsView,
    ) -> Result<Vec<u8>, tablero::render::RenderError> {
        Ok(Vec::new())
    }
}
