//! The outbox: every change a reply announces is stored with the change; what no front end
//! reported delivered (the process died before the reply reached Discord, or Discord never
//! took it) is announced again by one sweep, once, after a grace period.

use crate::table_support as support;

use support::{Fixture, actor, channel, tzaar_challenge};
use tablero::messages::Msg;
use tablero::store::Announced;
use tablero::table::{Announcement, Reply, Table};

/// How long a reply may still be on its way (`TableConfig::redeliver_after`).
const GRACE: i64 = 60;

/// A table with the default grace period before left-behind announcements are posted.
async fn fixture() -> Fixture {
    support::fixture_with(tablero::table::TableConfig::default()).await
}

/// The sweep's announcements of stored changes (reminders and the like left out).
async fn redelivered(table: &Table) -> Vec<Announcement> {
    let mut out = table.sweep().await.expect("a sweep");
    out.retain(|a| a.reply.announces.is_some());
    out
}

/// A game between alice and bob in channel c1, its first board delivered.
async fn started(f: &Fixture) -> Reply {
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_challenge(Some("bob")))
        .await
        .unwrap();
    let started = f.table.accept(&ch, &bob, None).await.unwrap();
    assert!(
        matches!(started.announces, Some(Announced::Game { version: 0, .. })),
        "{:?}",
        started.announces
    );
    f.table.delivered(&started).await;
    started
}

#[tokio::test]
async fn a_move_whose_reply_was_lost_is_announced_once_after_the_grace_period() {
    let f = fixture().await;
    started(&f).await;
    assert_eq!(f.table.outbox_backlog().await.unwrap(), 0);
    // alice's move is stored; its reply never reaches the channel.
    let lost = f
        .table
        .play(&channel("c1"), &actor("alice"), "d3xd4")
        .await
        .unwrap();
    assert!(lost.announces.is_some());
    assert_eq!(f.table.outbox_backlog().await.unwrap(), 1);
    // Its answer may still be on its way: nothing yet.
    f.clock.advance(GRACE - 5);
    assert!(redelivered(&f.table).await.is_empty());
    f.clock.advance(10);
    let again = redelivered(&f.table).await;
    assert_eq!(again.len(), 1, "announced once");
    let a = &again[0];
    assert_eq!(a.reply.announces, lost.announces);
    assert_eq!(a.channel, channel("c1"));
    assert!(a.reply.attachment.is_some(), "with the board");
    assert!(
        a.reply
            .lines
            .iter()
            .any(|m| matches!(m, Msg::ToMove { player, .. } if player == "bob")),
        "says whose turn it is: {:?}",
        a.reply.lines
    );
    assert!(
        a.reply.mentions.contains(&"bob".to_string()),
        "and tells them"
    );
    // Claimed: a second sweep while it is being posted does not post it again.
    assert!(redelivered(&f.table).await.is_empty());
    f.table.delivered(&a.reply).await;
    assert_eq!(f.table.outbox_backlog().await.unwrap(), 0);
    f.clock.advance(10 * GRACE);
    assert!(redelivered(&f.table).await.is_empty(), "delivered for good");
}

#[tokio::test]
async fn a_later_board_delivered_supersedes_a_lost_one() {
    let f = fixture().await;
    started(&f).await;
    let ch = channel("c1");
    f.table.play(&ch, &actor("alice"), "d3xd4").await.unwrap();
    // bob's whole turn in one command; its board is delivered.
    let reply = f
        .table
        .play(&ch, &actor("bob"), "c4xd4 pass")
        .await
        .unwrap();
    f.table.delivered(&reply).await;
    assert_eq!(f.table.outbox_backlog().await.unwrap(), 0);
    f.clock.advance(2 * GRACE);
    assert!(redelivered(&f.table).await.is_empty());
}

#[tokio::test]
async fn two_processes_sweeping_at_once_announce_a_lost_change_once() {
    let f = fixture().await;
    started(&f).await;
    let lost = f
        .table
        .play(&channel("c1"), &actor("alice"), "d3xd4")
        .await
        .unwrap();
    let other = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    f.clock.advance(GRACE + 1);
    let (a, b) = tokio::join!(redelivered(&f.table), redelivered(&other));
    let found: Vec<_> = a
        .iter()
        .chain(&b)
        .filter(|x| x.reply.announces == lost.announces)
        .collect();
    assert_eq!(found.len(), 1, "one of the two announces it: {a:?} {b:?}");
}

#[tokio::test]
async fn an_expiry_left_unannounced_is_announced_once() {
    let f = fixture().await;
    let ch = channel("c1");
    let challenge = f
        .table
        .challenge(&ch, &actor("alice"), &tzaar_challenge(Some("bob")))
        .await
        .unwrap();
    f.table.delivered(&challenge).await;
    f.clock.advance(24 * 3600 + 1);
    // The sweep that expires it announces it; that announcement is lost.
    let first = redelivered(&f.table).await;
    assert_eq!(first.len(), 1);
    assert!(matches!(
        first[0].reply.announces,
        Some(Announced::Expiry { .. })
    ));
    f.clock.advance(GRACE + 1);
    let again = redelivered(&f.table).await;
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].reply.announces, first[0].reply.announces);
    assert!(
        again[0]
            .reply
            .lines
            .iter()
            .any(|m| matches!(m, Msg::ChallengeExpired { .. }))
    );
    f.table.delivered(&again[0].reply).await;
    f.clock.advance(GRACE + 1);
    assert!(redelivered(&f.table).await.is_empty());
}
