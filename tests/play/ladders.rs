//! Ratings per server and per pool, provisional ratings, rated and unrated games, and the
//! fair-play rules of rated games (issue 14).

use crate::table_support as support;

use support::{Fixture, actor, fixture};
use tablero::domain::{ChannelRef, GameChoice, SideChoice};
use tablero::games::foxgeese::Variant;
use tablero::games::{GameSpec, TzaarSetup};
use tablero::i18n::Locale;
use tablero::messages::{self, Msg, PlainStyle};
use tablero::table::{Action, ChallengeRequest, TableError};

fn in_server(guild: &str, channel: &str) -> ChannelRef {
    ChannelRef {
        guild: Some(guild.into()),
        channel: channel.into(),
    }
}

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

const TZAAR: GameSpec = tablero::games::tzaar::spec(TzaarSetup::Fixed);

/// Plays `count` TZAAR games in `ch` that `loser` resigns at once (after White's opening).
async fn resigned_games(f: &Fixture, ch: &ChannelRef, white: &str, black: &str, count: usize) {
    let (w, b) = (actor(white), actor(black));
    for _ in 0..count {
        f.table
            .challenge(ch, &w, &request(black, TZAAR))
            .await
            .unwrap();
        f.table.accept(ch, &b, None).await.unwrap();
        f.table.play(ch, &w, "d3xd4").await.unwrap();
        f.table.resign(ch, &b).await.unwrap();
    }
}

fn leaderboard(reply: &tablero::table::Reply) -> (Vec<String>, i64) {
    let Some(Msg::Leaderboard { rows, left_out, .. }) = reply.lines.first() else {
        panic!("{reply:?}")
    };
    (rows.iter().map(|r| r.user_id.clone()).collect(), *left_out)
}

#[tokio::test]
async fn each_server_has_its_own_ladder_and_never_shows_another_servers_players() {
    let f = fixture().await;
    let a = in_server("server-a", "a1");
    let b = in_server("server-b", "b1");
    resigned_games(&f, &a, "alice", "bob", 5).await;
    resigned_games(&f, &b, "carol", "dave", 5).await;

    let (names, left_out) = leaderboard(
        &f.table
            .leaderboard(&a, GameChoice::from_key("tzaar").unwrap())
            .await
            .unwrap(),
    );
    assert_eq!((names, left_out), (vec!["alice".into(), "bob".into()], 0));
    let (names, _) = leaderboard(
        &f.table
            .leaderboard(&b, GameChoice::from_key("tzaar").unwrap())
            .await
            .unwrap(),
    );
    assert_eq!(names, vec!["carol".to_string(), "dave".to_string()]);
    // Alice's results stay in server A.
    let reply = f.table.stats(&b, "alice").await.unwrap();
    assert!(
        matches!(&reply.lines[0], Msg::Stats { rows, .. } if rows.is_empty()),
        "{reply:?}"
    );
    // Pools are apart: no Halatafl ladder exists yet in server A.
    let (names, left_out) = leaderboard(
        &f.table
            .leaderboard(&a, GameChoice::from_key("halatafl").unwrap())
            .await
            .unwrap(),
    );
    assert_eq!((names.len(), left_out), (0, 0));
}

#[tokio::test]
async fn the_first_five_rated_games_are_provisional() {
    let f = fixture().await;
    let a = in_server("server-a", "a1");
    resigned_games(&f, &a, "alice", "bob", 4).await;
    let (names, left_out) = leaderboard(
        &f.table
            .leaderboard(&a, GameChoice::from_key("tzaar").unwrap())
            .await
            .unwrap(),
    );
    assert_eq!(
        (names.len(), left_out),
        (0, 2),
        "4 games: still provisional"
    );
    let stats = f.table.stats(&a, "alice").await.unwrap();
    let text = messages::text(&stats.lines[0], Locale::EN, &PlainStyle);
    assert!(text.contains('?') && text.contains("provisional"), "{text}");

    resigned_games(&f, &a, "alice", "bob", 1).await;
    let (names, left_out) = leaderboard(
        &f.table
            .leaderboard(&a, GameChoice::from_key("tzaar").unwrap())
            .await
            .unwrap(),
    );
    assert_eq!((names.len(), left_out), (2, 0));
    let stats = f.table.stats(&a, "alice").await.unwrap();
    let text = messages::text(&stats.lines[0], Locale::EN, &PlainStyle);
    assert!(!text.contains('?'), "{text}");
}

#[tokio::test]
async fn unrated_games_move_no_rating_and_hints_are_for_unrated_games_only() {
    let f = fixture().await;
    let a = in_server("server-a", "a1");
    let (alice, bob) = (actor("alice"), actor("bob"));
    // Rated (the default between people): no hint.
    f.table
        .challenge(&a, &alice, &request("bob", TZAAR))
        .await
        .unwrap();
    f.table.accept(&a, &bob, None).await.unwrap();
    assert_eq!(
        f.table.hint(&a, &alice).await.unwrap_err(),
        TableError::NoHintsInRated
    );
    f.table.resign(&a, &alice).await.unwrap();

    // Unrated: hints allowed, ratings untouched.
    let ch = in_server("server-a", "a2");
    let mut unrated = request("bob", tablero::games::foxgeese::spec(Variant::Halatafl));
    unrated.rated = Some(false);
    let challenge = f.table.challenge(&ch, &alice, &unrated).await.unwrap();
    let text = messages::text(&challenge.lines[0], Locale::EN, &PlainStyle);
    assert!(text.contains("Unrated"), "{text}");
    f.table.accept(&ch, &bob, None).await.unwrap();
    let game = f.table.store().active_game(&ch).await.unwrap().unwrap();
    assert!(!game.rated);
    // Halatafl: the foxes (alice, first seat) move first.
    assert!(matches!(
        f.table.hint(&ch, &alice).await.unwrap().lines[0],
        Msg::Hint { .. }
    ));
    f.table.resign(&ch, &alice).await.unwrap();
    let stats = f.table.store().stats("server-a", "alice").await.unwrap();
    assert_eq!(
        stats.len(),
        1,
        "only the rated TZAAR game counts: {stats:?}"
    );
    assert_eq!(stats[0].pool, GameChoice::from_key("tzaar").unwrap());
}

/// Either player may keep a game out of the ratings (issue 39): the challenger with
/// `rated:no`, the other player by accepting with the Accept unrated button, which a rated
/// challenge offers and an unrated one does not.
#[tokio::test]
async fn the_player_who_accepts_may_keep_the_game_unrated() {
    let f = fixture().await;
    let ch = in_server("server-a", "a1");
    let (alice, bob) = (actor("alice"), actor("bob"));
    let offer = f
        .table
        .challenge(&ch, &alice, &request("bob", TZAAR))
        .await
        .unwrap();
    let actions: Vec<Action> = offer.buttons.iter().map(|b| b.action).collect();
    let Some(Action::AcceptUnrated { challenge }) = actions.get(1).copied() else {
        panic!("Accept unrated second: {actions:?}")
    };
    let started = f
        .table
        .accept_choosing(&ch, &bob, Some(challenge), None, true)
        .await
        .unwrap();
    assert!(matches!(started.lines[0], Msg::GameStarted { .. }));
    let game = f.table.store().active_game(&ch).await.unwrap().unwrap();
    assert!(!game.rated, "accepted unrated");
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    f.table.resign(&ch, &bob).await.unwrap();
    let stats = f.table.store().stats("server-a", "alice").await.unwrap();
    assert!(stats.is_empty(), "no rating moved: {stats:?}");

    // An unrated challenge offers no second way to accept.
    let mut unrated = request("bob", TZAAR);
    unrated.rated = Some(false);
    let offer = f.table.challenge(&ch, &alice, &unrated).await.unwrap();
    assert!(
        !offer
            .buttons
            .iter()
            .any(|b| matches!(b.action, Action::AcceptUnrated { .. })),
        "{:?}",
        offer.buttons
    );
}

#[tokio::test]
async fn a_rated_game_against_the_computer_is_refused() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let a = in_server("server-a", "a1");
    let mut req = request("computer", TZAAR);
    req.rated = Some(true);
    assert_eq!(
        table
            .challenge(&a, &actor("alice"), &req)
            .await
            .unwrap_err(),
        TableError::ComputerUnrated
    );
}

/// The migration moves the old ratings (one per player and game kind, for every server) to
/// the servers and pools of the games they came from.
#[tokio::test]
async fn old_ratings_move_to_the_servers_and_pools_of_their_games() {
    let (_dir, path, pool) = crate::table_support::sqlite_migrated_before("0005").await;
    {
        // Alice beat bob at TZAAR in server A, and at Halatafl in server B; a standard
        // Fox and Geese draw in server B.
        for (guild, game, options, winner, d1, d2) in [
            ("A", "tzaar", "fixed", Some(0), 20.0, -20.0),
            ("B", "foxgeese", "halatafl", Some(0), 18.0, -18.0),
            ("B", "foxgeese", "standard+13", None, 0.5, -0.5),
        ] {
            sqlx::query(
                "INSERT INTO games (guild_id, channel_id, game, options, seed, first_player,
                    second_player, status, winner_seat, end_reason, start_position, position,
                    turn_seconds, rated, first_delta, second_delta, created_at, updated_at,
                    finished_at)
                 VALUES (?, 'c', ?, ?, 1, 'alice', 'bob', 'finished', ?, 'resigned', '', '',
                    60, 1, ?, ?, 0, 0, 0)",
            )
            .bind(guild)
            .bind(game)
            .bind(options)
            .bind(winner)
            .bind(d1)
            .bind(d2)
            .execute(&pool)
            .await
            .unwrap();
        }
        sqlx::query(
            "INSERT INTO ratings (user_id, game, rating, games, wins, losses, draws)
             VALUES ('alice', 'tzaar', 1520, 1, 1, 0, 0), ('alice', 'foxgeese', 1518.5, 2, 1, 0, 1)",
        )
        .execute(&pool)
        .await
        .unwrap();
        pool.close().await;
    }
    let store = tablero::store::Store::open(path.to_str().unwrap())
        .await
        .unwrap();
    let a = store.stats("A", "alice").await.unwrap();
    assert_eq!(a.len(), 1);
    assert_eq!(
        (a[0].pool, a[0].rating, a[0].games, a[0].wins),
        (GameChoice::from_key("tzaar").unwrap(), 1520.0, 1, 1)
    );
    let b = store.stats("B", "alice").await.unwrap();
    let pools: Vec<_> = b
        .iter()
        .map(|r| (r.pool, r.rating, r.wins, r.draws))
        .collect();
    assert_eq!(
        pools,
        vec![
            (GameChoice::from_key("halatafl").unwrap(), 1518.0, 1, 0),
            (GameChoice::from_key("foxgeese").unwrap(), 1500.5, 0, 1)
        ]
    );
    let bob = store.stats("B", "bob").await.unwrap();
    assert_eq!(bob[0].losses, 1);
}

/// Rated games of one ladder that share a player end at the same moment in two processes:
/// every result moves the shared player's rating (ratings are read, then written, under the
/// ladder's lock on PostgreSQL; SQLite has one writer). Without the lock, one of two
/// simultaneous results would overwrite the other's rating.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn results_ending_at_once_in_two_processes_all_count() {
    let f = fixture().await;
    let other = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    let tzaar = tablero::games::tzaar::spec(TzaarSetup::Fixed);
    let (alice, bob, carol) = (actor("alice"), actor("bob"), actor("carol"));
    for round in 0..8 {
        let (here, there) = (
            in_server("S", &format!("b{round}")),
            in_server("S", &format!("c{round}")),
        );
        f.table
            .challenge(&here, &alice, &request("bob", tzaar))
            .await
            .unwrap();
        f.table.accept(&here, &bob, None).await.unwrap();
        other
            .challenge(&there, &alice, &request("carol", tzaar))
            .await
            .unwrap();
        other.accept(&there, &carol, None).await.unwrap();
        let (a, b) = tokio::join!(f.table.resign(&here, &bob), other.resign(&there, &carol));
        a.unwrap();
        b.unwrap();
    }
    let games = f.table.store().all_games().await.unwrap();
    let alices: f64 = games
        .iter()
        .map(|g| g.deltas.expect("rated and finished")[0])
        .sum();
    let stats = f.table.store().stats("S", "alice").await.unwrap();
    assert_eq!((stats[0].games, stats[0].wins), (16, 16));
    assert!(
        (stats[0].rating - (1500.0 + alices)).abs() < 1e-6,
        "alice's rating {} is not 1500 plus her {} changes ({alices})",
        stats[0].rating,
        games.len()
    );
}
