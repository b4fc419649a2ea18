//! `/mute` (issue 28): a player who mutes a game is no longer pinged by its announcements nor
//! reminded of their turn there, across a restart; the opponent still is; `on: false` undoes
//! it; only the game's players may mute it.

use crate::table_support as support;

use support::{actor, channel, first_legal, fixture, play_first_legal, tzaar_challenge};
use tablero::messages::Msg;
use tablero::table::{TableConfig, TableError};
use tablero::time_control::{HOUR, TimeControl};

#[tokio::test]
async fn a_muted_game_neither_pings_nor_reminds_its_player() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(TimeControl::PerTurn { seconds: 10 * HOUR });
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    let reply = f.table.mute(&ch, &bob, true).await.unwrap();
    assert_eq!(reply.lines, vec![Msg::Muted { on: true }]);
    assert_eq!(
        f.table.mute(&ch, &actor("carol"), true).await.unwrap_err(),
        TableError::NotAPlayer
    );

    // Alice's move shows bob the board without pinging him.
    let moved = f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    assert!(moved.mentions.is_empty(), "{:?}", moved.mentions);

    // After a restart, bob's turn runs down without a reminder.
    let again = f.second_process(TableConfig::default()).await;
    f.clock.advance(9 * HOUR);
    let swept = again.sweep().await.unwrap();
    assert!(
        !swept
            .iter()
            .any(|a| matches!(a.reply.lines[0], Msg::Reminder { .. })),
        "{swept:?}"
    );

    // Bob still plays as before: muting changes only the pings.
    play_first_legal(&f, &ch, &bob).await;
    let game = f.table.store().latest_game(&ch).await.unwrap().unwrap();
    assert_eq!(game.muted, [false, true]);

    // Unmuted, bob is pinged again.
    f.table.mute(&ch, &bob, false).await.unwrap();
    let first = first_legal(&f.table, &ch).await;
    let moved = f.table.play(&ch, &alice, &first).await.unwrap();
    let moved = match moved.mentions.is_empty() {
        // Half a TZAAR turn is answered privately; the pass completes it.
        true => f.table.pass(&ch, &alice).await.unwrap(),
        false => moved,
    };
    assert_eq!(moved.mentions, vec!["bob".to_string()]);
}

#[tokio::test]
async fn notifications_off_silence_every_game_of_the_player() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let off = tablero::table::ReminderChange {
        off: Some(true),
        ..Default::default()
    };
    f.table.change_reminders(&bob, &off).await.unwrap();
    let mut req = tzaar_challenge(Some("bob"));
    req.time = Some(TimeControl::PerTurn { seconds: 10 * HOUR });
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    let moved = f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    assert!(moved.mentions.is_empty(), "{:?}", moved.mentions);
    f.clock.advance(9 * HOUR);
    let swept = f.table.sweep().await.unwrap();
    assert!(
        !swept
            .iter()
            .any(|a| matches!(a.reply.lines[0], Msg::Reminder { .. })),
        "{swept:?}"
    );
    // Back on: the next board pings him again.
    let on = tablero::table::ReminderChange {
        off: Some(false),
        ..Default::default()
    };
    f.table.change_reminders(&bob, &on).await.unwrap();
    let game = f.table.store().latest_game(&ch).await.unwrap().unwrap();
    assert_eq!(game.muted, [false, false]);
}

#[tokio::test]
async fn a_player_who_chose_direct_messages_is_told_of_each_turn_once_and_not_pinged() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let dm = tablero::table::ReminderChange {
        dm: Some(true),
        ..Default::default()
    };
    f.table.change_reminders(&bob, &dm).await.unwrap();
    f.table
        .challenge(&ch, &alice, &tzaar_challenge(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    let notices = |out: &[tablero::table::Announcement]| -> Vec<Option<String>> {
        out.iter()
            .filter(|a| matches!(a.reply.lines[0], Msg::TurnNotice { .. }))
            .map(|a| a.dm.clone())
            .collect()
    };
    // Alice's turn: she asked for pings, so no notice.
    assert!(notices(&f.table.sweep().await.unwrap()).is_empty());
    let moved = f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    assert!(
        moved.mentions.is_empty(),
        "no ping for bob: {:?}",
        moved.mentions
    );
    // Bob's turn: one direct message, whichever process sweeps first, once.
    let other = f.second_process(TableConfig::default()).await;
    assert_eq!(
        notices(&other.sweep().await.unwrap()),
        vec![Some("bob".to_string())]
    );
    assert!(notices(&f.table.sweep().await.unwrap()).is_empty());
    // He plays his turn; alice's turn brings no notice (she chose pings).
    play_first_legal(&f, &ch, &bob).await;
    assert!(notices(&f.table.sweep().await.unwrap()).is_empty());
}
