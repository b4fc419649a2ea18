//! Two bot processes serve one bot: each runs one of two gateway shards, both on one
//! database (PostgreSQL when `TABLERO_TEST_POSTGRES` names a server, as in `.ci/run`; else a
//! SQLite file the two share). Games are played in a server on each shard; one process is
//! killed (SIGKILL) after a move is stored and before its answer reached Discord, and once
//! restarted the move is announced exactly once and play goes on; a turn out of time is
//! announced once although both processes sweep; SIGTERM stops both cleanly.

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use tablero::domain::ChannelRef;
use tablero::i18n::Locale;
use tablero::store::Store;
use tablero::table::{Actor, Table, TableConfig};

use crate::fake_discord::{FakeDiscord, FakeMessage, FakeUser, Ids, TOKEN, shard_of};
use crate::support::STEP;
use crate::table_support::{fresh_database, query_i64, tzaar_challenge};

/// A bot process, killed if the test ends (or fails) while it runs.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `tablero bot` running the shards `shards` against the fake, on `db`, logging to `log`,
/// with `env` besides.
fn spawn_bot_with(
    fake: &FakeDiscord,
    db: &str,
    shards: &str,
    log: &std::path::Path,
    env: &[(&str, String)],
) -> Running {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .expect("a log file");
    Command::new(env!("CARGO_BIN_EXE_tablero"))
        .arg("bot")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_PROXY", fake.base_url())
        .env("DISCORD_GUILD_ID", fake.guild_id().to_string())
        .env("DATABASE_URL", db)
        .env("DISCORD_SHARDS", shards)
        .env("TABLERO_THREADS", "off")
        .env("TABLERO_SWEEP_SECONDS", "0.3")
        .env("TABLERO_REDELIVER_AFTER", "3")
        .env("RUST_LOG", "warn,tablero=info")
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map(Running)
        .expect("the bot starts")
}

fn actor(user: &FakeUser) -> Actor {
    Actor::new(&user.id.to_string(), &user.name, Locale::EN).at_table(Locale::EN)
}

fn channel(guild: &Ids) -> ChannelRef {
    ChannelRef {
        guild: Some(guild.guild_id.to_string()),
        channel: guild.channel_id.to_string(),
    }
}

/// The messages posted in a guild's channel (not interaction answers).
fn posts_in(fake: &FakeDiscord, guild: &Ids) -> Vec<FakeMessage> {
    let id = guild.channel_id.to_string();
    fake.channel_messages()
        .into_iter()
        .filter(|m| m.channel_id == id)
        .collect()
}

/// `/move text` as `user` in `guild`, answered by whichever process runs its shard.
async fn play(fake: &FakeDiscord, user: &FakeUser, guild: &Ids, text: &str) -> String {
    let i = fake.slash_command(
        user,
        "move",
        json!([{"name": "move", "type": 3, "value": text}]),
    );
    let i = fake.in_guild(i, guild);
    fake.send(&i).await;
    let r = fake.wait_response(&i.id, STEP).await;
    assert!(!r.ephemeral(), "a public board: {}", r.content());
    assert!(
        !r.attachments().is_empty(),
        "with the board: {}",
        r.content()
    );
    r.content().to_string()
}

/// Waits until `sql` reads `want` on the shared database.
async fn wait_value(db: &str, sql: &str, want: i64) {
    let reached = tokio::time::timeout(2 * STEP, async {
        while query_i64(db, sql).await != Some(want) {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await;
    assert!(reached.is_ok(), "{sql} never read {want}");
}

/// The environment that has a bot serve its metrics on any free port of loopback: it binds
/// port 0 itself and logs the port it got ([`metrics_port`]), so no other process can take
/// the port between choosing it and binding it.
fn any_metrics_port() -> [(&'static str, String); 1] {
    [("METRICS_ADDR", "127.0.0.1:0".to_string())]
}

/// The port of the `nth` (from 1) metrics endpoint a bot logging to `log` has served (a
/// restarted process appends to the same log), once it is logged.
async fn metrics_port(log: &std::path::Path, nth: usize) -> u16 {
    let found = tokio::time::timeout(3 * STEP, async {
        loop {
            let text = std::fs::read_to_string(log).unwrap_or_default();
            let ports: Vec<u16> = text
                .lines()
                .filter(|l| l.contains("serving /healthz and /metrics"))
                .filter_map(|l| {
                    let (_, after) = l.split_once("127.0.0.1:")?;
                    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
                    digits.parse().ok()
                })
                .collect();
            if let Some(&port) = ports.get(nth - 1) {
                return port;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    let log_text = std::fs::read_to_string(log).unwrap_or_default();
    let port = found.unwrap_or_else(|_| panic!("no metrics endpoint {nth} logged:\n{log_text}"));
    assert_ne!(
        port, 0,
        "the port bound, not the one asked for:\n{log_text}"
    );
    port
}

/// `GET path` on 127.0.0.1:`port`: the status line and the body.
async fn get(port: u16, path: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .expect("the metrics endpoint listens");
    let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let status = answer.lines().next().unwrap_or_default().to_string();
    let body = answer
        .split_once("\r\n\r\n")
        .map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

/// How many sweeps the process serving metrics on `port` has finished.
async fn sweeps(port: u16) -> u64 {
    let (_, metrics) = get(port, "/metrics").await;
    metrics
        .lines()
        .find_map(|l| l.strip_prefix("tablero_sweep_seconds_count "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0)
}

/// Waits until every process (by metrics port) has finished two more sweeps: one may have
/// been under way, so the second began after this call. What none of them did by then, no
/// sweep is going to do.
async fn swept_twice(ports: &[u16]) {
    let mut targets = Vec::new();
    for &port in ports {
        targets.push((port, sweeps(port).await + 2));
    }
    for (port, target) in targets {
        let reached = tokio::time::timeout(3 * STEP, async {
            while sweeps(port).await < target {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
        .await;
        assert!(
            reached.is_ok(),
            "the process on metrics port {port} stopped sweeping"
        );
    }
}

fn terminate(Running(child): &mut Running) -> std::process::ExitStatus {
    let pid = child.id().to_string();
    let _ = Command::new("kill").args(["-TERM", &pid]).status();
    for _ in 0..300 {
        if let Some(status) = child.try_wait().expect("waits") {
            return status;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    panic!("the bot did not stop within 15 s of SIGTERM");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_the_bot_and_a_killed_one_loses_no_announcement() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = fresh_database(dir.path()).await;
    let (home, away) = (fake.ids(), fake.second_guild());
    let (home_shard, away_shard) = (shard_of(home.guild_id, 2), shard_of(away.guild_id, 2));
    assert_ne!(home_shard, away_shard);
    let (log_a, log_b) = (dir.path().join("a.log"), dir.path().join("b.log"));
    let range = |s: u32| format!("{s}-{s}/2");
    let mut a = spawn_bot_with(&fake, &db, &range(home_shard), &log_a, &any_metrics_port());
    let mut b = spawn_bot_with(&fake, &db, &range(away_shard), &log_b, &any_metrics_port());
    let port_a = metrics_port(&log_a, 1).await;
    let logs = || {
        format!(
            "A:\n{}\nB:\n{}",
            std::fs::read_to_string(&log_a).unwrap_or_default(),
            std::fs::read_to_string(&log_b).unwrap_or_default()
        )
    };
    assert!(
        fake.wait_shard_ready(home_shard, 3 * STEP).await,
        "{}",
        logs()
    );
    assert!(
        fake.wait_shard_ready(away_shard, 3 * STEP).await,
        "{}",
        logs()
    );

    // A game in each server, started beside the bots (as a third process would) and
    // announced there.
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let here = Table::new(
        Store::open(&db).await.unwrap(),
        Arc::new(tablero::render::Boards::new()),
        Arc::new(tablero::table::SystemClock),
        TableConfig::default(),
    );
    for guild in [&home, &away] {
        let challenge = tzaar_challenge(Some(&bob.id.to_string()));
        here.challenge(&channel(guild), &actor(&alice), &challenge)
            .await
            .unwrap();
        let started = here
            .accept(&channel(guild), &actor(&bob), None)
            .await
            .unwrap();
        here.delivered(&started).await;
    }

    // Each server's moves reach the process of its shard, which answers them.
    play(&fake, &alice, &home, "d3xd4").await;
    play(&fake, &alice, &away, "d3xd4").await;

    // bob's move in the away server is stored, but every answer to it fails; the process
    // running that shard is killed while it still tries.
    let plies = format!(
        "SELECT ply FROM games WHERE channel_id = '{}' AND status = 'active'",
        away.channel_id
    );
    let before = posts_in(&fake, &away).len();
    fake.fail_next("POST", "/callback", 500, 4);
    fake.fail_next(
        "POST",
        &format!("/channels/{}/messages", away.channel_id),
        500,
        4,
    );
    let i = fake.slash_command(
        &bob,
        "move",
        json!([{"name": "move", "type": 3, "value": "c4xd4 pass"}]),
    );
    let i = fake.in_guild(i, &away);
    fake.send(&i).await;
    wait_value(&db, &plies, 3).await;
    b.0.kill().unwrap(); // SIGKILL: no chance to answer or clean up
    b.0.wait().unwrap();
    fake.clear_faults();
    assert_eq!(
        posts_in(&fake, &away).len(),
        before,
        "nothing announced yet"
    );

    // Restarted, the shard comes back; the stored move is announced once, by a process.
    let mut b = spawn_bot_with(&fake, &db, &range(away_shard), &log_b, &any_metrics_port());
    let port_b = metrics_port(&log_b, 2).await;
    assert!(
        fake.wait_shard_ready(away_shard, 3 * STEP).await,
        "{}",
        logs()
    );
    let announced = tokio::time::timeout(3 * STEP, async {
        while posts_in(&fake, &away).len() == before {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(
        announced.is_ok(),
        "the move was never announced\n{}",
        logs()
    );
    let late = posts_in(&fake, &away).pop().unwrap();
    assert!(!late.attachments.is_empty(), "the board: {late:?}");
    assert!(
        late.content.contains(&format!("<@{}>", alice.id)),
        "{late:?}"
    );
    // And play goes on there.
    let next = {
        use tablero::games::GameRules;
        let stored = here.store().active_game(&channel(&away)).await.unwrap();
        let stored = stored.expect("the away game goes on");
        let game = crate::support::replay(&here, &stored).await;
        assert_eq!(game.ply(), 3, "alice's capture, bob's capture and pass");
        // A whole turn: a capture, then pass.
        format!("{} pass", game.legal_moves().remove(0))
    };
    play(&fake, &alice, &away, &next).await;
    swept_twice(&[port_a, port_b]).await;
    assert_eq!(
        posts_in(&fake, &away).len(),
        before + 1,
        "announced exactly once\n{}",
        logs()
    );

    // A turn out of time in the home server: both processes sweep, one announces.
    let resign = fake.slash_command(&alice, "resign", json!([]));
    fake.send(&resign).await;
    fake.wait_response(&resign.id, STEP).await;
    let past = crate::support::store_in_the_past(here.store(), 3600);
    let before = posts_in(&fake, &home).len();
    let mut quick = tzaar_challenge(Some(&bob.id.to_string()));
    quick.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 60 });
    let c = past
        .challenge(&channel(&home), &actor(&alice), &quick)
        .await
        .unwrap();
    past.delivered(&c).await;
    let started = past
        .accept(&channel(&home), &actor(&bob), None)
        .await
        .unwrap();
    past.delivered(&started).await;
    let active = format!(
        "SELECT COUNT(*) FROM games WHERE channel_id = '{}' AND status = 'active'",
        home.channel_id
    );
    wait_value(&db, &active, 0).await;
    swept_twice(&[port_a, port_b]).await;
    assert_eq!(
        posts_in(&fake, &home).len(),
        before + 1,
        "the lapsed turn is announced once: {:#?}",
        posts_in(&fake, &home)
            .iter()
            .map(|m| &m.content)
            .collect::<Vec<_>>()
    );
    assert_eq!(here.outbox_backlog().await.unwrap(), 0, "{}", logs());

    // The home process's metrics: healthy, its interactions counted, nothing left to say.
    let (status, body) = get(port_a, "/healthz").await;
    assert!(status.contains("200"), "{status} {body}");
    let (status, metrics) = get(port_a, "/metrics").await;
    assert!(status.contains("200"), "{status}");
    for expected in [
        "tablero_interactions_total{kind=\"command\",command=\"move\",outcome=\"ok\"}",
        "tablero_interaction_seconds_bucket",
        "tablero_sweep_seconds_count",
        "tablero_outbox_backlog 0",
        "tablero_engine_queue 0",
        "tablero_active_games 1", // the away game goes on
    ] {
        assert!(metrics.contains(expected), "no {expected} in:\n{metrics}");
    }
    assert!(get(port_a, "/nothing").await.0.contains("404"));

    // SIGTERM: each closes its shard, finishes, closes the database and exits cleanly.
    assert!(terminate(&mut a).success(), "{}", logs());
    assert!(terminate(&mut b).success(), "{}", logs());
    assert!(logs().matches("database closed").count() >= 2, "{}", logs());
}
