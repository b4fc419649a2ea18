//! Correspondence clocks (issue 28) through the play layer, on a clock the test moves: a bank
//! that grows by its increment up to its cap and runs out, kept across a restart, given back
//! by an undo, shown to the players, and refused when it is out of the table's bounds.

use crate::table_support as support;

use support::{actor, channel, first_legal, fixture, play_first_legal, tzaar_challenge};
use tablero::games::Seat;
use tablero::messages::Msg;
use tablero::table::{TableConfig, TableError};
use tablero::time_control::{DAY, HOUR, LITTLE_GOLEM, MINUTE, TimeControl, TimeControlError};

/// Two days to start with, a day more after each move, never more than three.
const BANK: TimeControl = TimeControl::Bank {
    initial: 2 * DAY,
    increment: DAY,
    cap: 3 * DAY,
};

async fn latest(f: &support::Fixture) -> tablero::store::StoredGame {
    f.table
        .store()
        .latest_game(&channel("c1"))
        .await
        .unwrap()
        .unwrap()
}

/// Alice (first) and bob start a TZAAR game in c1 on `time`.
async fn start_on(f: &support::Fixture, time: TimeControl) {
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(time);
    f.table
        .challenge(&channel("c1"), &actor("alice"), &req)
        .await
        .unwrap();
    f.table
        .accept(&channel("c1"), &actor("bob"), None)
        .await
        .unwrap();
}

/// The waiting player's bank as the status shows it, if it does.
async fn shown_waiting_bank(f: &support::Fixture) -> Option<(String, i64)> {
    let status = f.table.status(&channel("c1")).await.unwrap();
    status.lines.iter().find_map(|line| match line {
        Msg::ToMove { waiting_bank, .. } => waiting_bank.clone(),
        _ => None,
    })
}

#[tokio::test]
async fn a_bank_grows_by_its_increment_up_to_its_cap_and_runs_out() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let start = f.clock.0.load(std::sync::atomic::Ordering::SeqCst);
    start_on(&f, BANK).await;
    let game = latest(&f).await;
    assert_eq!(game.time, BANK);
    assert_eq!(game.banks.remaining, [2 * DAY, 2 * DAY]);
    assert_eq!(game.turn_deadline, Some(start + 2 * DAY));

    // Alice takes 6 hours over her opening capture: 2 days - 6 hours + 1 day.
    f.clock.advance(6 * HOUR);
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    let game = latest(&f).await;
    assert_eq!(game.banks.remaining, [2 * DAY + 18 * HOUR, 2 * DAY]);
    let now = start + 6 * HOUR;
    assert_eq!(
        (game.turn_started, game.turn_deadline),
        (now, Some(now + 2 * DAY))
    );
    assert_eq!(
        shown_waiting_bank(&f).await,
        Some(("alice".to_string(), 2 * DAY + 18 * HOUR))
    );
    // Alice's /games gives her bank while bob thinks; bob's gives none (his bank runs).
    let reply = f.table.games(&ch, &alice).await.unwrap();
    let Msg::GamesList { games, .. } = &reply.lines[0] else {
        panic!("{reply:?}")
    };
    assert_eq!(games[0].my_bank, Some(2 * DAY + 18 * HOUR));
    let text = tablero::messages::text(
        &reply.lines[0],
        tablero::i18n::Locale::ES,
        &tablero::messages::PlainStyle,
    );
    assert!(text.contains("(tu reserva: 66 horas)"), "{text}");
    let reply = f.table.games(&ch, &bob).await.unwrap();
    let Msg::GamesList { games, .. } = &reply.lines[0] else {
        panic!("{reply:?}")
    };
    assert_eq!(games[0].my_bank, None);

    // Bob answers within the hour: 2 days - 1 hour + 1 day, under the cap.
    f.clock.advance(HOUR);
    play_first_legal(&f, &ch, &bob).await;
    assert_eq!(
        latest(&f).await.banks.remaining,
        [2 * DAY + 18 * HOUR, 2 * DAY + 23 * HOUR]
    );

    // Alice answers in a minute: her bank would pass three days, and stops there.
    f.clock.advance(MINUTE);
    play_first_legal(&f, &ch, &alice).await;
    let game = latest(&f).await;
    assert_eq!(game.banks.remaining, [3 * DAY, 2 * DAY + 23 * HOUR]);
    let deadline = game.turn_deadline.unwrap();

    // Bob lets his bank run down: a second before it is empty the game goes on...
    f.clock.advance(2 * DAY + 23 * HOUR - 1);
    let swept = f.table.sweep().await.unwrap();
    assert!(
        !swept
            .iter()
            .any(|a| matches!(a.reply.lines[0], Msg::GameOver { .. })),
        "{swept:?}"
    );
    // ...at the deadline his move comes too late, and the sweeper ends the game on time.
    f.clock.advance(1);
    assert_eq!(
        f.clock.0.load(std::sync::atomic::Ordering::SeqCst),
        deadline
    );
    let late = first_legal(&f.table, &ch).await;
    assert_eq!(
        f.table.play(&ch, &bob, &late).await.unwrap_err(),
        TableError::OutOfTime
    );
    let swept = f.table.sweep().await.unwrap();
    let Some(Msg::GameOver { outcome, .. }) = swept.iter().map(|a| &a.reply.lines[0]).next() else {
        panic!("{swept:?}")
    };
    assert_eq!(
        (outcome.winner, outcome.reason.key()),
        (Some(Seat::First), "timeout")
    );
    let game = latest(&f).await;
    assert_eq!(game.banks.remaining, [3 * DAY, 0], "bob's bank is spent");
}

#[tokio::test]
async fn a_move_after_the_deadline_is_refused_before_the_sweeper_passes() {
    let f = fixture().await;
    let (ch, alice) = (channel("c1"), actor("alice"));
    start_on(&f, BANK).await;
    f.clock.advance(2 * DAY);
    assert_eq!(
        f.table.play(&ch, &alice, "d3xd4").await.unwrap_err(),
        TableError::OutOfTime
    );
    let game = latest(&f).await;
    assert_eq!((game.ply, game.banks.remaining), (0, [2 * DAY, 2 * DAY]));
}

#[tokio::test]
async fn banks_are_kept_across_a_restart() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    start_on(&f, LITTLE_GOLEM).await;
    // Two days for the opening: 10 days - 2 days + 36 hours.
    f.clock.advance(2 * DAY);
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    // The process restarts; another one on the same database goes on with the same clocks.
    let again = f.second_process(TableConfig::default()).await;
    let game = again.store().latest_game(&ch).await.unwrap().unwrap();
    assert_eq!(game.time, LITTLE_GOLEM);
    assert_eq!(game.banks.remaining, [9 * DAY + 12 * HOUR, 10 * DAY]);
    // Bob takes three days: 10 days - 3 days + 36 hours.
    f.clock.advance(3 * DAY);
    let first = first_legal(&again, &ch).await;
    again.play(&ch, &bob, &first).await.unwrap();
    again.pass(&ch, &bob).await.unwrap();
    let game = again.store().latest_game(&ch).await.unwrap().unwrap();
    assert_eq!(
        game.banks.remaining,
        [9 * DAY + 12 * HOUR, 8 * DAY + 12 * HOUR]
    );
    assert_eq!(
        game.turn_deadline,
        Some(game.turn_started + 9 * DAY + 12 * HOUR)
    );
}

#[tokio::test]
async fn an_undo_gives_the_turn_back_with_the_banks_as_they_are() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    start_on(&f, BANK).await;
    f.clock.advance(HOUR);
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    let banks = latest(&f).await.banks;
    f.clock.advance(HOUR);
    f.table.request_undo(&ch, &alice).await.unwrap();
    f.table
        .answer_offer(&ch, &bob, tablero::domain::OfferKind::Undo, None, true)
        .await
        .unwrap();
    let game = latest(&f).await;
    assert_eq!(game.ply, 0);
    assert_eq!(game.banks, banks);
    let now = f.clock.0.load(std::sync::atomic::Ordering::SeqCst);
    assert_eq!(
        (game.turn_started, game.turn_deadline),
        (now, Some(now + banks.remaining[0]))
    );
}

#[tokio::test]
async fn clocks_out_of_the_tables_bounds_are_refused_with_the_reason() {
    let f = fixture().await;
    let (ch, alice) = (channel("c1"), actor("alice"));
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(TimeControl::Bank {
        initial: 40 * DAY,
        increment: DAY,
        cap: 40 * DAY,
    });
    assert_eq!(
        f.table.challenge(&ch, &alice, &req).await.unwrap_err(),
        TableError::BadTimeControl(TimeControlError::BankTooLarge { max: 30 * DAY })
    );
    assert!(matches!(
        f.table.read_time("3d+1d/2d"),
        Err(TableError::BadTimeControl(TimeControlError::CapBelowBank))
    ));
    assert_eq!(f.table.read_time("10d+36h"), Ok(LITTLE_GOLEM));
    assert_eq!(f.table.read_time("3j+1j"), f.table.read_time("3d+1d"));
    assert!(f.table.store().latest_game(&ch).await.unwrap().is_none());
}

#[tokio::test]
async fn time_suggests_what_was_typed_then_the_presets_that_begin_with_it() {
    let f = fixture().await;
    let all = f.table.time_suggestions("");
    assert!(all.contains(&LITTLE_GOLEM) && all.len() <= 25, "{all:?}");
    assert!(
        all.iter()
            .all(|t| t.validate(&f.table.config().limits()).is_ok())
    );
    let typed = f.table.time_suggestions("2d+12h");
    assert_eq!(
        typed.first(),
        Some(&TimeControl::Bank {
            initial: 2 * DAY,
            increment: 12 * HOUR,
            cap: 2 * DAY
        })
    );
    let banks = f.table.time_suggestions("3d+");
    assert!(
        !banks.is_empty() && banks.iter().all(|t| t.is_bank()),
        "{banks:?}"
    );
    assert!(f.table.time_suggestions("zzz").is_empty());
}

#[tokio::test]
async fn a_servers_default_clock_may_be_a_bank() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let change = tablero::table::SettingsChange {
        time: Some(LITTLE_GOLEM),
        ..Default::default()
    };
    f.table.change_settings(&ch, &change).await.unwrap();
    f.table
        .challenge(&ch, &alice, &tzaar_challenge(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    assert_eq!(latest(&f).await.time, LITTLE_GOLEM);
    // A default out of the table's bounds is refused with the reason and changes nothing.
    let too_big = tablero::table::SettingsChange {
        time: Some(TimeControl::PerTurn { seconds: 40 * DAY }),
        ..Default::default()
    };
    assert!(matches!(
        f.table.change_settings(&ch, &too_big).await.unwrap_err(),
        TableError::BadTimeControl(TimeControlError::TurnOutOfRange { .. })
    ));
    assert_eq!(
        f.table.settings_of(&ch).await.unwrap().time,
        Some(LITTLE_GOLEM)
    );
}

#[tokio::test]
async fn a_tournament_plays_its_games_on_its_bank_clock() {
    use crate::events::{lobby, organizer, request, signed_up};
    let f = fixture().await;
    let mut req = request("Slow cup", tablero::tournament::Format::RoundRobin, 8);
    req.options.time = Some(LITTLE_GOLEM);
    let reply = f
        .table
        .create_tournament(&lobby(), &organizer(), &req)
        .await
        .unwrap();
    let text = tablero::messages::lines(
        &reply.lines,
        tablero::i18n::Locale::FR,
        &tablero::messages::PlainStyle,
    );
    assert!(text.contains("banque de 10 jours"), "{text}");
    let id = signed_up(&reply);
    for p in ["ana", "bea"] {
        f.table
            .join_tournament(&lobby(), &actor(p), Some(id))
            .await
            .unwrap();
    }
    f.table
        .start_tournament(&lobby(), &organizer(), Some(id))
        .await
        .unwrap();
    f.table.sweep().await.unwrap();
    let st = f.table.store().tournament(id).await.unwrap().unwrap();
    let game = st.games.values().next().expect("round 1's game");
    let stored = f.table.store().game(*game).await.unwrap().unwrap();
    assert_eq!(stored.time, LITTLE_GOLEM);
    assert_eq!(stored.banks.remaining, [10 * DAY, 10 * DAY]);
}
