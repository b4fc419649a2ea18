//! Concurrency and crash safety of the play layer: concurrent games, double submissions,
//! a move racing a resignation, and a process killed mid-load.

use crate::table_support as support;

use std::process::{Command, Stdio};
use std::time::Duration;

use support::{actor, channel, fixture};
use tablero::domain::SideChoice;
use tablero::games::{AnyGame, GameRules, GameSpec, TzaarSetup};
use tablero::store::Store;
use tablero::table::{ChallengeRequest, Table, TableError};

fn request(opponent: &str, spec: GameSpec) -> ChallengeRequest {
    ChallengeRequest {
        opponent: Some(opponent.into()),
        spec,
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

/// Plays one game in `ch` between two players with pseudo-random legal moves until it ends
/// or `max_moves` moves are made; returns the number of moves that applied.
async fn play_game(
    table: &Table,
    ch: &str,
    spec: GameSpec,
    mut seed: u64,
    max_moves: usize,
) -> usize {
    let (a, b) = (actor(&format!("{ch}-a")), actor(&format!("{ch}-b")));
    let ch = channel(ch);
    table
        .challenge(&ch, &a, &request(&b.id, spec))
        .await
        .unwrap();
    table.accept(&ch, &b, None).await.unwrap();
    let mut applied = 0;
    while applied < max_moves {
        let Some(stored) = table.store().active_game(&ch).await.unwrap() else {
            break;
        };
        let moves: Vec<String> = table
            .store()
            .moves(stored.id)
            .await
            .unwrap()
            .into_iter()
            .map(|m| m.text)
            .collect();
        let game = AnyGame::replay(stored.spec, stored.seed, &moves).unwrap();
        let legal = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = &legal[(seed >> 33) as usize % legal.len()];
        let who = if stored.player(game.to_move()) == a.id {
            &a
        } else {
            &b
        };
        table.play(&ch, who, mv).await.unwrap();
        applied += 1;
    }
    applied
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_games_at_once_stay_consistent() {
    let f = fixture().await;
    let mut tasks = Vec::new();
    for i in 0..16 {
        let table = f.table.clone();
        let spec = if i % 2 == 0 {
            tablero::games::tzaar::spec(TzaarSetup::Random)
        } else {
            tablero::games::foxgeese::spec("halatafl".parse().unwrap())
        };
        tasks.push(tokio::spawn(async move {
            play_game(&table, &format!("ch{i}"), spec, i, 400).await
        }));
    }
    for t in tasks {
        assert!(t.await.unwrap() > 0);
    }
    let (count, problems) = f.table.audit().await.unwrap();
    assert_eq!(count, 16);
    assert!(problems.is_empty(), "{problems:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_identical_moves_sent_at_once_exactly_one_applies() {
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    for round in 0..20 {
        let ch = channel(&format!("c{round}"));
        f.table
            .challenge(
                &ch,
                &alice,
                &request("bob", tablero::games::tzaar::spec(TzaarSetup::Fixed)),
            )
            .await
            .unwrap();
        f.table.accept(&ch, &bob, None).await.unwrap();
        let (t1, t2) = (f.table.clone(), f.table.clone());
        let (c1, c2) = (ch.clone(), ch.clone());
        let (a1, a2) = (alice.clone(), alice.clone());
        let first = tokio::spawn(async move { t1.play(&c1, &a1, "d3xd4").await });
        let second = tokio::spawn(async move { t2.play(&c2, &a2, "d3xd4").await });
        let results = [first.await.unwrap(), second.await.unwrap()];
        let ok = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(ok, 1, "{results:?}");
        let err = results.into_iter().find_map(Result::err).unwrap();
        assert!(
            matches!(
                err,
                TableError::PositionChanged | TableError::NotYourTurn { .. }
            ),
            "{err:?}"
        );
        let game = f.table.store().active_game(&ch).await.unwrap().unwrap();
        assert_eq!(game.ply, 1);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_racing_a_resignation_leaves_one_consistent_outcome() {
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    for round in 0..20 {
        let ch = channel(&format!("r{round}"));
        f.table
            .challenge(
                &ch,
                &alice,
                &request("bob", tablero::games::tzaar::spec(TzaarSetup::Fixed)),
            )
            .await
            .unwrap();
        f.table.accept(&ch, &bob, None).await.unwrap();
        let (t1, t2) = (f.table.clone(), f.table.clone());
        let (c1, c2) = (ch.clone(), ch.clone());
        let (a, b) = (alice.clone(), bob.clone());
        let mv = tokio::spawn(async move { t1.play(&c1, &a, "d3xd4").await });
        let resign = tokio::spawn(async move { t2.resign(&c2, &b).await });
        let (mv, resign) = (mv.await.unwrap(), resign.await.unwrap());
        // A resignation holds in any position: it is never refused as stale.
        let resigned = resign.expect("the resignation applies, whichever lands first");
        assert!(
            matches!(
                resigned.lines.first(),
                Some(tablero::messages::Msg::GameOver { .. })
            ),
            "{resigned:?}"
        );
        if let Err(e) = &mv {
            assert!(
                matches!(e, TableError::PositionChanged | TableError::NoGame),
                "{e:?}"
            );
        }
        let game = f.table.store().latest_game(&ch).await.unwrap().unwrap();
        assert_eq!(game.end_reason, Some(tablero::domain::EndReason::Resigned));
    }
    let (_, problems) = f.table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

/// The worker the crash test runs in a child process: plays games on the given file until
/// it is killed. Ignored when run normally.
#[test]
#[ignore]
fn crash_worker() {
    let Ok(path) = std::env::var("TABLERO_CRASH_DB") else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let store = Store::open(&path).await.unwrap();
        let clock = std::sync::Arc::new(tablero::table::SystemClock);
        let table = Table::new(
            store,
            std::sync::Arc::new(support::TextRenderer),
            clock,
            Default::default(),
        );
        let mut tasks = Vec::new();
        for i in 0..8u64 {
            let table = table.clone();
            tasks.push(tokio::spawn(async move {
                for round in 0.. {
                    let spec = if (i + round) % 2 == 0 {
                        tablero::games::tzaar::spec(TzaarSetup::Random)
                    } else {
                        tablero::games::foxgeese::spec("standard+15".parse().unwrap())
                    };
                    play_game(
                        &table,
                        // Each process has its own channels: the games a killed
                        // worker left in progress stay in theirs.
                        &format!("w{}-{i}-{round}", std::process::id()),
                        spec,
                        i * 1000 + round,
                        10_000,
                    )
                    .await;
                }
            }));
        }
        for t in tasks {
            let _ = t.await;
        }
    });
}

#[tokio::test]
async fn a_process_killed_mid_load_leaves_every_game_valid() {
    let dir = tempfile::tempdir().unwrap();
    let db = support::fresh_database(dir.path()).await;
    let exe = std::env::current_exe().unwrap();
    for round in 0..3 {
        let mut child = Command::new(&exe)
            .args([
                "concurrency::crash_worker",
                "--exact",
                "--ignored",
                "--nocapture",
            ])
            .env("TABLERO_CRASH_DB", &db)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Kill it once it has played a few more moves (a condition, not a time: these
        // machines are shared), at a different point each round.
        let target = 30 * (round + 1);
        let waited = tokio::time::timeout(Duration::from_secs(120), async {
            loop {
                tokio::time::sleep(Duration::from_millis(20)).await;
                if plies_stored(&db).await >= target {
                    break;
                }
            }
        })
        .await;
        child.kill().unwrap(); // SIGKILL: no chance to clean up
        child.wait().unwrap();
        assert!(waited.is_ok(), "the worker stopped playing");
    }
    let store = Store::open(&db).await.unwrap();
    let table = Table::new(
        store,
        std::sync::Arc::new(support::TextRenderer),
        std::sync::Arc::new(tablero::table::SystemClock),
        Default::default(),
    );
    let (count, problems) = table.audit().await.unwrap();
    assert!(count >= 8, "the worker played only {count} games");
    assert!(problems.is_empty(), "{problems:?}");
    // Moves were made, and the games in progress can go on after the crash.
    assert!(plies_stored(&db).await >= 90);
}

/// How many single moves the games in the database hold, read beside the writing process on
/// a plain connection (opening the store would run its migrations against the worker's).
async fn plies_stored(db: &str) -> i64 {
    support::query_i64(
        db,
        "SELECT CAST(COALESCE(SUM(ply), 0) AS BIGINT) FROM games",
    )
    .await
    .unwrap_or(0)
}
