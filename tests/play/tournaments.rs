//! Tournaments in the store (issue 27): a tournament written and read back at every step of
//! its life, a stale copy refused (two processes noticing the end of a round pair it once), a
//! pairing's game started once, and the lists the sweeper and `/tournament list` read. On
//! SQLite, or on PostgreSQL when `TABLERO_TEST_POSTGRES` names a server.

use tablero::domain::{ChannelRef, GameId};
use tablero::games::{GameRules, Seat, TzaarSetup};
use tablero::i18n::Locale;
use tablero::store::{NewGame, NewTournament, Store, StoreError, StoredTournament};
use tablero::tournament::{Advance, Format, GameResult, Settings, Status, Tournament};

use crate::table_support::fresh_database;

const NOW: i64 = 1_800_000_000;

async fn store() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = fresh_database(dir.path()).await;
    (Store::open(&db).await.expect("the store opens"), dir)
}

fn lobby(guild: &str) -> ChannelRef {
    ChannelRef::new(Some(guild), "lobby")
}

fn new_tournament(format: Format, starts_at: Option<i64>, guild: &str) -> NewTournament {
    let tournament = Tournament::new(Settings {
        name: "Winter cup".into(),
        game: "tzaar".into(),
        options: "fixed".into(),
        time: tablero::time_control::TimeControl::PerTurn { seconds: 86_400 },
        format,
        rated: true,
        max_players: 16,
        starts_at,
        organizer: "org".into(),
    })
    .unwrap();
    NewTournament {
        channel: lobby(guild),
        locale: Locale::ES,
        tournament,
        created_at: NOW,
    }
}

/// Saves and checks that what comes back is what was saved, a version on.
async fn save(store: &Store, t: &StoredTournament, now: i64) -> StoredTournament {
    let saved = store.save_tournament(t, now).await.unwrap();
    assert_eq!(saved.tournament, t.tournament);
    assert_eq!(saved.version, t.version + 1);
    assert_eq!(saved.updated_at, now);
    let read = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(read, saved);
    saved
}

fn tzaar_game(thread: &str, players: [&str; 2]) -> NewGame {
    let spec = tablero::games::tzaar::spec(TzaarSetup::Fixed);
    NewGame {
        channel: ChannelRef::new(Some("g1"), thread),
        spec,
        seed: 7,
        players: players.map(str::to_string),
        start_position: spec.start(7).position_text(),
        time: tablero::time_control::TimeControl::PerTurn { seconds: 86_400 },
        rated: true,
        created_at: NOW,
        computer_level: None,
        locale: Locale::ES,
        parent: Some("lobby".into()),
    }
}

#[tokio::test]
async fn a_swiss_round_trips_through_every_step() {
    let (store, _dir) = store().await;
    let mut t = store
        .insert_tournament(&new_tournament(Format::Swiss { rounds: 3 }, None, "g1"))
        .await
        .unwrap();
    assert_eq!(t.version, 0);
    assert_eq!(t.channel, lobby("g1"));
    assert_eq!(t.locale, Locale::ES);
    assert_eq!(t.tournament.status, Status::Open);
    for p in ["ana", "bo", "cy", "di", "ed", "fay"] {
        t.tournament.join(p).unwrap();
    }
    t.tournament.leave("fay").unwrap();
    let mut t = save(&store, &t, NOW + 1).await;
    // Seeded by rating at the start: the stored order is the new one.
    t.tournament
        .start(|u| (u == "ed").then_some(1700.0))
        .unwrap();
    assert_eq!(t.tournament.entrants[0].user, "ed");
    let mut t = save(&store, &t, NOW + 2).await;
    assert_eq!(t.tournament.rounds.len(), 1);
    assert!(t.tournament.current_round().unwrap().bye.is_some());
    let mut now = NOW + 3;
    while t.tournament.status == Status::Running {
        let round = t.tournament.current_round().unwrap().clone();
        for (i, p) in round.pairings.iter().enumerate() {
            if round.number == 2 && i == 0 {
                // A withdrawal in round 2: the game is lost by forfeit.
                let w = t.tournament.withdraw(&p.second).unwrap();
                assert_eq!(w.forfeited, Some((2, p.board)));
            } else {
                let result = if i % 2 == 0 {
                    GameResult::Won(Seat::First)
                } else {
                    GameResult::Drawn
                };
                t.tournament.record(round.number, p.board, result).unwrap();
            }
            // Each result is stored as it comes.
            t = save(&store, &t, now).await;
            now += 1;
        }
        let advanced = t.tournament.advance().unwrap();
        assert_ne!(advanced, Advance::Waiting);
        t = save(&store, &t, now).await;
        now += 1;
    }
    assert_eq!(t.tournament.status, Status::Finished);
    assert_eq!(t.tournament.rounds.len(), 3);
    let withdrawn: Vec<_> = t
        .tournament
        .entrants
        .iter()
        .filter(|e| e.withdrawn == Some(2))
        .collect();
    assert_eq!(withdrawn.len(), 1);
    let read = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(read.tournament.standings(), t.tournament.standings());
    assert!(!read.tournament.winners().is_empty());
}

#[tokio::test]
async fn a_stale_copy_is_refused_so_a_round_is_paired_once() {
    let (store, _dir) = store().await;
    let mut t = store
        .insert_tournament(&new_tournament(Format::RoundRobin, None, "g1"))
        .await
        .unwrap();
    for p in ["a", "b", "c", "d"] {
        t.tournament.join(p).unwrap();
    }
    t.tournament.start(|_| None).unwrap();
    let mut t = store.save_tournament(&t, NOW).await.unwrap();
    t.tournament.record(1, 1, GameResult::Drawn).unwrap();
    t.tournament.record(1, 2, GameResult::Drawn).unwrap();
    let t = store.save_tournament(&t, NOW + 1).await.unwrap();
    // Two processes read the finished round and both pair the next one.
    let (mut one, mut two) = (t.clone(), t.clone());
    assert_eq!(one.tournament.advance(), Ok(Advance::Paired { round: 2 }));
    assert_eq!(two.tournament.advance(), Ok(Advance::Paired { round: 2 }));
    store.save_tournament(&one, NOW + 2).await.unwrap();
    assert!(matches!(
        store.save_tournament(&two, NOW + 2).await,
        Err(StoreError::Conflict)
    ));
    // The loser reads again and finds the round paired.
    let again = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(again.tournament.rounds.len(), 2);
    assert_eq!(again.version, t.version + 1);
    // A result recorded on a stale copy is refused too.
    two.tournament = t.tournament.clone();
    two.tournament.cancel().unwrap();
    assert!(matches!(
        store.save_tournament(&two, NOW + 3).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(
        store
            .tournament(t.id)
            .await
            .unwrap()
            .unwrap()
            .tournament
            .status,
        Status::Running
    );
}

#[tokio::test]
async fn a_pairing_starts_one_game() {
    let (store, _dir) = store().await;
    let mut t = store
        .insert_tournament(&new_tournament(Format::DoubleRoundRobin, None, "g1"))
        .await
        .unwrap();
    for p in ["a", "b", "c"] {
        t.tournament.join(p).unwrap();
    }
    t.tournament.start(|_| None).unwrap();
    let t = store.save_tournament(&t, NOW).await.unwrap();
    let round = t.tournament.current_round().unwrap().clone();
    assert_eq!(round.pairings.len(), 1);
    let p = &round.pairings[0];
    let game = store
        .start_pairing_game(t.id, 1, p.board, &tzaar_game("t1", [&p.first, &p.second]))
        .await
        .unwrap();
    assert_eq!(game.players, [p.first.clone(), p.second.clone()]);
    // A second start, from another process or a second click, makes no second game.
    assert!(matches!(
        store
            .start_pairing_game(t.id, 1, p.board, &tzaar_game("t2", [&p.first, &p.second]))
            .await,
        Err(StoreError::Conflict)
    ));
    assert!(matches!(
        store
            .start_pairing_game(t.id, 1, 9, &tzaar_game("t3", [&p.first, &p.second]))
            .await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(
        store.pairing_of_game(game.id).await.unwrap(),
        Some((t.id, 1, p.board))
    );
    assert_eq!(store.pairing_of_game(GameId(9999)).await.unwrap(), None);
    let mut t = store.tournament(t.id).await.unwrap().unwrap();
    assert_eq!(t.games.get(&(1, p.board)), Some(&game.id));
    // The game's result is recorded; saving keeps the game's link.
    t.tournament
        .record(1, p.board, GameResult::Won(Seat::Second))
        .unwrap();
    t.tournament.advance().unwrap();
    let t = store.save_tournament(&t, NOW + 1).await.unwrap();
    assert_eq!(t.games.get(&(1, p.board)), Some(&game.id));
    assert_eq!(t.tournament.rounds.len(), 2);
}

#[tokio::test]
async fn the_lists_find_open_due_and_running_tournaments() {
    let (store, _dir) = store().await;
    let later = store
        .insert_tournament(&new_tournament(Format::RoundRobin, Some(NOW + 100), "g1"))
        .await
        .unwrap();
    let due = store
        .insert_tournament(&new_tournament(Format::RoundRobin, Some(NOW - 5), "g1"))
        .await
        .unwrap();
    let elsewhere = store
        .insert_tournament(&new_tournament(Format::Swiss { rounds: 4 }, None, "g2"))
        .await
        .unwrap();
    let mut done = store
        .insert_tournament(&new_tournament(Format::RoundRobin, None, "g1"))
        .await
        .unwrap();
    done.tournament.cancel().unwrap();
    let done = store.save_tournament(&done, NOW + 1).await.unwrap();
    assert_eq!(store.due_tournaments(NOW).await.unwrap(), vec![due.id]);
    assert_eq!(
        store.due_tournaments(NOW + 100).await.unwrap(),
        vec![due.id, later.id]
    );
    let listed: Vec<_> = store
        .tournaments_in(Some("g1"), 10)
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(listed, vec![due.id, later.id, done.id]);
    assert_eq!(store.tournaments_in(Some("g1"), 1).await.unwrap().len(), 1);
    assert_eq!(
        store.tournaments_in(Some("g2"), 10).await.unwrap()[0].tournament,
        elsewhere.tournament
    );
    assert!(store.running_tournaments().await.unwrap().is_empty());
    let mut running = store.tournament(elsewhere.id).await.unwrap().unwrap();
    running.tournament.join("x").unwrap();
    running.tournament.join("y").unwrap();
    running.tournament.start(|_| None).unwrap();
    store.save_tournament(&running, NOW + 2).await.unwrap();
    assert_eq!(
        store.running_tournaments().await.unwrap(),
        vec![elsewhere.id]
    );
    assert!(
        store
            .tournament(tablero::store::TournamentId(424242))
            .await
            .unwrap()
            .is_none()
    );
}
