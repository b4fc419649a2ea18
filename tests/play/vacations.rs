//! Vacations (issue 28) through the play layer, on a clock the test moves: every clock of the
//! player in the server stops (a turn that comes to them meanwhile too), nothing times out,
//! the vacation ends by itself (in another process as well) and the clocks run on as if it had
//! not happened; the yearly allowance and the refusals.

use crate::table_support as support;

use support::{actor, channel, fixture, play_first_legal, tzaar_challenge};
use tablero::messages::Msg;
use tablero::table::{SettingsChange, TableConfig, TableError};
use tablero::time_control::{DAY, HOUR, TimeControl};

const ONE_DAY: TimeControl = TimeControl::PerTurn { seconds: DAY };

fn now(f: &support::Fixture) -> i64 {
    f.clock.0.load(std::sync::atomic::Ordering::SeqCst)
}

async fn game_in(f: &support::Fixture, ch: &str) -> tablero::store::StoredGame {
    f.table
        .store()
        .latest_game(&channel(ch))
        .await
        .unwrap()
        .unwrap()
}

/// Alice moves first against bob in c1; carol moves first against alice in c2; a day a turn.
async fn two_games(f: &support::Fixture) {
    let (alice, bob, carol) = (actor("alice"), actor("bob"), actor("carol"));
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(ONE_DAY);
    f.table
        .challenge(&channel("c1"), &alice, &req)
        .await
        .unwrap();
    f.table.accept(&channel("c1"), &bob, None).await.unwrap();
    let mut req = tzaar_challenge(Some("alice"));
    req.time = Some(ONE_DAY);
    f.table
        .challenge(&channel("c2"), &carol, &req)
        .await
        .unwrap();
    f.table.accept(&channel("c2"), &alice, None).await.unwrap();
}

#[tokio::test]
async fn a_vacation_stops_every_clock_of_the_player_and_ends_by_itself() {
    let f = fixture().await;
    let (alice, carol) = (actor("alice"), actor("carol"));
    two_games(&f).await;
    let c1_started = game_in(&f, "c1").await.turn_started;
    f.clock.advance(HOUR);
    let reply = f
        .table
        .start_vacation(&channel("c1"), &alice, Some(3))
        .await
        .unwrap();
    let start = now(&f);
    let until = start + 3 * DAY;
    assert_eq!(
        reply.lines,
        vec![Msg::VacationStarted {
            until,
            paused: 1,
            left: 17
        }]
    );
    // Her turn in c1 is stopped and says why; carol's clock in c2 runs.
    let c1 = game_in(&f, "c1").await;
    assert_eq!((c1.turn_deadline, c1.paused), (None, Some((start, until))));
    let status = f.table.status(&channel("c1")).await.unwrap();
    assert!(
        status.lines.iter().any(|l| matches!(
            l,
            Msg::ToMove { vacation_until: Some(u), deadline: None, .. } if *u == until
        )),
        "{status:?}"
    );
    assert!(game_in(&f, "c2").await.turn_deadline.is_some());
    // Bob's /games says alice's clock is stopped, until when, in every language.
    let reply = f.table.games(&channel("c1"), &actor("bob")).await.unwrap();
    let Msg::GamesList { games, .. } = &reply.lines[0] else {
        panic!("{reply:?}")
    };
    assert_eq!(
        (games[0].paused_until, games[0].deadline),
        (Some(until), None)
    );
    for locale in tablero::i18n::Locale::all() {
        let text = tablero::messages::text(&reply.lines[0], locale, &tablero::messages::PlainStyle);
        assert!(
            !text.contains('{') && text.contains(&until.to_string()),
            "{text}"
        );
    }

    // Carol moves: alice's turn in c2 begins stopped as well.
    f.clock.advance(2 * HOUR);
    play_first_legal(&f, &channel("c2"), &carol).await;
    let c2 = game_in(&f, "c2").await;
    assert_eq!(c2.turn_deadline, None);
    assert_eq!(c2.paused.map(|p| p.1), Some(until));

    // Two days on, far past a day's turn: nothing times out, nobody is reminded.
    f.clock.advance(2 * DAY);
    let swept = f.table.sweep().await.unwrap();
    assert!(swept.is_empty(), "{swept:?}");

    // After the planned end, another process's sweeper ends it: the clocks run again from
    // the end, as if the three days had not passed.
    f.clock.advance(DAY);
    let other = f.second_process(TableConfig::default()).await;
    other.sweep().await.unwrap();
    assert!(
        other
            .store()
            .running_vacation("guild", "alice")
            .await
            .unwrap()
            .is_none()
    );
    let c1 = game_in(&f, "c1").await;
    // She had used an hour of c1's turn before the vacation.
    let used = start - c1_started;
    assert_eq!(c1.paused, None);
    assert_eq!(c1.turn_deadline, Some(until - used + DAY));
    let c2 = game_in(&f, "c2").await;
    assert_eq!((c2.paused, c2.turn_deadline), (None, Some(until + DAY)));
    // Three days of twenty are taken.
    assert_eq!(
        f.table
            .start_vacation(&channel("c1"), &alice, Some(18))
            .await
            .unwrap_err(),
        TableError::BadVacationDays { left: 17 }
    );
}

#[tokio::test]
async fn ending_a_vacation_early_counts_the_days_begun_and_restarts_the_clocks_now() {
    let f = fixture().await;
    let alice = actor("alice");
    two_games(&f).await;
    f.table
        .start_vacation(&channel("c1"), &alice, None)
        .await
        .unwrap();
    let start = now(&f);
    assert_eq!(
        game_in(&f, "c1").await.paused,
        Some((start, start + 20 * DAY)),
        "all twenty days when none are named"
    );
    f.clock.advance(DAY + HOUR);
    let reply = f.table.end_vacation(&channel("c2"), &alice).await.unwrap();
    assert_eq!(reply.lines, vec![Msg::VacationEnded { taken: 2, left: 18 }]);
    let c1 = game_in(&f, "c1").await;
    assert_eq!(
        (c1.paused, c1.turn_deadline),
        (None, Some(now(&f) + DAY)),
        "her turn starts afresh: it began with the vacation"
    );
    assert_eq!(
        f.table
            .end_vacation(&channel("c1"), &alice)
            .await
            .unwrap_err(),
        TableError::NoVacation
    );
}

#[tokio::test]
async fn a_move_on_vacation_pays_only_the_time_before_it() {
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    let bank = TimeControl::Bank {
        initial: 2 * DAY,
        increment: DAY,
        cap: 3 * DAY,
    };
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(bank);
    f.table
        .challenge(&channel("c1"), &alice, &req)
        .await
        .unwrap();
    f.table.accept(&channel("c1"), &bob, None).await.unwrap();
    f.clock.advance(6 * HOUR);
    f.table
        .start_vacation(&channel("c1"), &alice, Some(5))
        .await
        .unwrap();
    // Four days later, still on vacation, she moves: only the six hours before count.
    f.clock.advance(4 * DAY);
    f.table.play(&channel("c1"), &alice, "d3xd4").await.unwrap();
    let c1 = game_in(&f, "c1").await;
    assert_eq!(c1.banks.remaining, [2 * DAY + 18 * HOUR, 2 * DAY]);
    assert_eq!(c1.paused, None, "bob's turn runs");
    assert_eq!(c1.turn_deadline, Some(now(&f) + 2 * DAY));
}

#[tokio::test]
async fn vacations_are_refused_twice_without_days_and_outside_a_server() {
    let f = fixture().await;
    let alice = actor("alice");
    let ch = channel("c1");
    f.table.start_vacation(&ch, &alice, Some(2)).await.unwrap();
    assert!(matches!(
        f.table.start_vacation(&ch, &alice, Some(1)).await,
        Err(TableError::VacationRunning { .. })
    ));
    let dm = tablero::domain::ChannelRef {
        guild: None,
        channel: "dm".into(),
    };
    assert_eq!(
        f.table
            .start_vacation(&dm, &actor("bob"), None)
            .await
            .unwrap_err(),
        TableError::VacationNotHere
    );
    // A server that gives no vacation days, and one that asks for too many.
    let none = SettingsChange {
        vacation_days: Some(0),
        ..SettingsChange::default()
    };
    f.table.change_settings(&ch, &none).await.unwrap();
    assert_eq!(
        f.table
            .start_vacation(&ch, &actor("bob"), None)
            .await
            .unwrap_err(),
        TableError::NoVacationDays
    );
    let too_many = SettingsChange {
        vacation_days: Some(400),
        ..SettingsChange::default()
    };
    assert_eq!(
        f.table.change_settings(&ch, &too_many).await.unwrap_err(),
        TableError::BadVacationAllowance { max: 365 }
    );
    assert_eq!(
        f.table
            .start_vacation(&ch, &actor("carol"), Some(0))
            .await
            .unwrap_err(),
        TableError::NoVacationDays
    );
}

#[tokio::test]
async fn a_clock_left_stopped_without_a_vacation_runs_again_at_the_next_sweep() {
    let f = fixture().await;
    two_games(&f).await;
    let alice = actor("alice");
    f.table
        .start_vacation(&channel("c1"), &alice, Some(2))
        .await
        .unwrap();
    let until = now(&f) + 2 * DAY;
    // As if a move had raced the vacation's end: the vacation is over, the game still stopped.
    f.clock.advance(DAY);
    support::execute_sql(&f.db, "UPDATE vacations SET ended_at = started_at + 86400").await;
    f.clock.advance(2 * DAY);
    f.table.sweep().await.unwrap();
    let c1 = game_in(&f, "c1").await;
    assert_eq!(c1.paused, None);
    assert_eq!(c1.turn_deadline, Some(until + DAY));
}
