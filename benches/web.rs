//! The web pages' figures (issue 43), measured as the bot serves them: `cargo bench --bench
//! web`.
//!
//! - first byte: with 100 games stored (each a few moves in), the time from sending a GET of
//!   a game page to its first byte, over loopback, for many requests spread over the games:
//!   the median and the 90th percentile (the bound: under 200 ms);
//! - live followers: the process's resident memory before and after 200 connections follow
//!   one game's page (event streams open and idle), then a move is made and every one of
//!   them must receive it (the bound: under 50 MB more). The 200 client sockets live in the
//!   same process, so their memory is counted too: the figure is an upper bound. Three runs,
//!   the median reported.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use tablero::domain::SideChoice;
use tablero::games::{AnyGame, GameRules, TzaarSetup};
use tablero::render::Boards;
use tablero::store::{PageKind, Store};
use tablero::table::{
    Actor, ChallengeRequest, PagesOn, SettingsChange, SystemClock, Table, TableConfig,
};
use tablero::web::WebConfig;

#[path = "../tests/support/table.rs"]
mod table_support;

const GAMES: usize = 100;
const REQUESTS: usize = 300;
const FOLLOWERS: usize = 200;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run());
}

fn actor(name: &str) -> Actor {
    Actor::new(name, name, tablero::i18n::Locale::EN)
}

async fn run() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let location = table_support::fresh_database(dir.path()).await;
    let store = Store::open(&location).await.expect("the store");
    let table = Table::new(
        store,
        Arc::new(Boards::new()),
        Arc::new(SystemClock),
        TableConfig::default(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let config = WebConfig {
        base_url: format!("http://{addr}"),
        pages: PagesOn::ServersThatChose,
    };
    tokio::spawn(tablero::web::serve(listener, table.clone(), config));
    let mut paths = Vec::with_capacity(GAMES);
    for i in 0..GAMES {
        paths.push(stored_game(&table, i).await);
    }
    println!("{GAMES} games stored on {}", table.store().backend_name());

    let mut times = Vec::with_capacity(REQUESTS);
    for i in 0..REQUESTS {
        times.push(first_byte(addr, &paths[i % GAMES].1).await);
    }
    times.sort();
    println!(
        "first byte of a game page: median {:.1} ms, 90th percentile {:.1} ms, max {:.1} ms ({REQUESTS} requests)",
        ms(times[REQUESTS / 2]),
        ms(times[REQUESTS * 9 / 10]),
        ms(times[REQUESTS - 1]),
    );

    let mut grown = Vec::new();
    for (channel, path) in paths.iter().take(3) {
        grown.push(followers(&table, addr, channel, path).await);
    }
    grown.sort_by(f64::total_cmp);
    println!(
        "{FOLLOWERS} live followers of one page: resident memory {:.1} MB more (median of 3: {:.1}, {:.1}, {:.1})",
        grown[1], grown[0], grown[1], grown[2]
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// A game in channel `c<i>` of a server with pages on, a few moves in; its channel and page.
async fn stored_game(table: &Table, i: usize) -> (tablero::domain::ChannelRef, String) {
    let channel = tablero::domain::ChannelRef::new(Some("guild"), &format!("c{i}"));
    if i == 0 {
        let change = SettingsChange {
            web: Some(true),
            ..SettingsChange::default()
        };
        table.change_settings(&channel, &change).await.unwrap();
    }
    let (a, b) = (format!("a{i}"), format!("b{i}"));
    let request = ChallengeRequest {
        opponent: Some(b.clone()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Random),
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    };
    table
        .challenge(&channel, &actor(&a), &request)
        .await
        .unwrap();
    table.accept(&channel, &actor(&b), None).await.unwrap();
    for _ in 0..6 {
        play_one(table, &channel).await;
    }
    let game = table
        .store()
        .active_game(&channel)
        .await
        .unwrap()
        .unwrap()
        .id;
    let path = table.page_path(PageKind::Game, game.0).await.unwrap();
    (channel, path)
}

/// Plays the first legal move of the channel's game.
async fn play_one(table: &Table, channel: &tablero::domain::ChannelRef) {
    let stored = table.store().active_game(channel).await.unwrap().unwrap();
    let moves: Vec<String> = table
        .store()
        .moves(stored.id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    let game = AnyGame::replay(stored.spec, stored.seed, &moves).unwrap();
    let mv = game.legal_moves().into_iter().next().unwrap();
    let who = stored.player(game.to_move()).to_string();
    table.play(channel, &actor(&who), &mv).await.unwrap();
}

async fn first_byte(addr: std::net::SocketAddr, path: &str) -> Duration {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    let start = Instant::now();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut byte = [0u8; 1];
    stream.read_exact(&mut byte).await.unwrap();
    let took = start.elapsed();
    let mut rest = Vec::new();
    stream.read_to_end(&mut rest).await.unwrap();
    assert!(
        rest.starts_with(b"TTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&rest[..40])
    );
    took
}

/// The resident memory of this process, in MB.
fn resident_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Opens [`FOLLOWERS`] event streams on `path`, makes a move, checks every one receives it;
/// the memory grown meanwhile, in MB.
async fn followers(
    table: &Table,
    addr: std::net::SocketAddr,
    channel: &tablero::domain::ChannelRef,
    path: &str,
) -> f64 {
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = resident_mb();
    let mut streams = Vec::with_capacity(FOLLOWERS);
    for _ in 0..FOLLOWERS {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {path}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut seen = Vec::new();
        let mut buf = [0u8; 1024];
        while !String::from_utf8_lossy(&seen).contains("retry:") {
            let n = stream.read(&mut buf).await.unwrap();
            assert!(n > 0, "the stream ended");
            seen.extend_from_slice(&buf[..n]);
        }
        streams.push(stream);
    }
    let during = resident_mb();
    play_one(table, channel).await;
    let mut received = 0;
    for stream in &mut streams {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        let deadline = Instant::now() + Duration::from_secs(5);
        while !String::from_utf8_lossy(&seen).contains("event: page") && Instant::now() < deadline {
            let n = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut buf))
                .await
                .map_or(0, |r| r.unwrap_or(0));
            if n == 0 {
                break;
            }
            seen.extend_from_slice(&buf[..n]);
        }
        if String::from_utf8_lossy(&seen).contains("event: page") {
            received += 1;
        }
    }
    assert_eq!(received, FOLLOWERS, "every follower hears the move");
    drop(streams);
    during - before
}
