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

/// Delivers every announcement of a sweep but the tournament's own (its start or a round's
/// end), which the process "crashes" before posting; returns those.
async fn lose_tournament_announcements(table: &Table, out: Vec<Announcement>) -> Vec<Announcement> {
    let mut lost = Vec::new();
    for a in out {
        if matches!(a.reply.announces, Some(Announced::Round { .. })) {
            lost.push(a);
        } else {
            table.delivered(&a.reply).await;
        }
    }
    lost
}

/// A tournament announcement's lines without where each game is played: made again later,
/// it names the rooms of the games started since.
fn without_rooms(lines: &[Msg]) -> Vec<Msg> {
    let mut lines = lines.to_vec();
    for m in &mut lines {
        if let Msg::Tournament(tablero::table::TournamentLine::Round { pairings, .. }) = m {
            for p in pairings {
                p.room = None;
            }
        }
    }
    lines
}

/// The tournament announcements a sweep of `table` makes again, delivered.
async fn redelivered_rounds(table: &Table) -> Vec<Announcement> {
    let mut out = redelivered(table).await;
    out.retain(|a| matches!(a.reply.announces, Some(Announced::Round { .. })));
    for a in &out {
        table.delivered(&a.reply).await;
    }
    out
}

/// A round robin of four in channel `lobby`, created by the organizer, everyone joined.
async fn cup(table: &Table, starts_at: Option<i64>) -> tablero::store::TournamentId {
    use crate::events::{lobby, organizer, request, signed_up};
    let request = tablero::table::TournamentRequest {
        starts_at,
        ..request("Cup", tablero::tournament::Format::RoundRobin, 8)
    };
    let reply = table
        .create_tournament(&lobby(), &organizer(), &request)
        .await
        .unwrap();
    table.delivered(&reply).await;
    let id = signed_up(&reply);
    for p in ["ana", "bea", "cai", "dan"] {
        let joined = table
            .join_tournament(&lobby(), &actor(p), Some(id))
            .await
            .unwrap();
        table.delivered(&joined).await;
    }
    id
}

#[tokio::test]
async fn a_round_end_lost_in_a_crash_is_announced_once_after_a_restart() {
    let f = fixture().await;
    let t = &f.table;
    let id = cup(t, None).await;
    let started = t
        .start_tournament(
            &crate::events::lobby(),
            &crate::events::organizer(),
            Some(id),
        )
        .await
        .unwrap();
    assert_eq!(
        started.announces,
        Some(Announced::Round {
            tournament: id,
            round: 0
        })
    );
    t.delivered(&started).await;
    let games = t.sweep().await.unwrap();
    assert!(lose_tournament_announcements(t, games).await.is_empty());
    assert_eq!(t.outbox_backlog().await.unwrap(), 0);
    // Round 1 is played out: the earlier name wins each game.
    let st = t.store().tournament(id).await.unwrap().unwrap();
    for p in &st.tournament.rounds[0].pairings {
        let game = t
            .store()
            .game(st.games[&(1, p.board)])
            .await
            .unwrap()
            .unwrap();
        let loser = p.first.as_str().max(p.second.as_str());
        let reply = t.resign(&game.channel, &actor(loser)).await.unwrap();
        t.delivered(&reply).await;
    }
    // The sweep stores the round's end and round 2's pairings, then the process dies before
    // the channel hears of it.
    let out = t.sweep().await.unwrap();
    let lost = lose_tournament_announcements(t, out).await;
    assert_eq!(lost.len(), 1, "{lost:?}");
    let lost = &lost[0];
    assert_eq!(
        lost.reply.announces,
        Some(Announced::Round {
            tournament: id,
            round: 1
        })
    );
    assert_eq!(
        t.outbox_backlog().await.unwrap(),
        1,
        "recorded with the change"
    );
    assert_eq!(
        t.store()
            .tournament(id)
            .await
            .unwrap()
            .unwrap()
            .tournament
            .rounds
            .len(),
        2,
        "round 2 is paired"
    );

    // Another process (or this one, restarted) finds it once the grace period is over.
    let restarted = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    f.clock.advance(GRACE - 5);
    assert!(redelivered_rounds(&restarted).await.is_empty(), "not yet");
    f.clock.advance(10);
    let again = redelivered_rounds(&restarted).await;
    assert_eq!(again.len(), 1, "announced once: {again:?}");
    let a = &again[0];
    assert_eq!(a.channel, crate::events::lobby());
    assert_eq!(a.reply.announces, lost.reply.announces);
    assert_eq!(
        without_rooms(&a.reply.lines),
        without_rooms(&lost.reply.lines),
        "the same results, standings and pairings"
    );
    assert!(a.recorded_at.is_some(), "the front end looks for it first");
    assert_eq!(
        a.reply.attachment.as_ref().map(|f| f.filename.as_str()),
        Some("standings.png")
    );
    assert_eq!(restarted.outbox_backlog().await.unwrap(), 0);
    f.clock.advance(10 * GRACE);
    assert!(
        redelivered_rounds(&restarted).await.is_empty(),
        "delivered for good"
    );
    assert!(redelivered_rounds(t).await.is_empty());
}

#[tokio::test]
async fn a_start_by_the_clock_lost_in_a_crash_is_announced_once_after_a_restart() {
    let f = fixture().await;
    let t = &f.table;
    let id = cup(t, Some(t.now() + 3600)).await;
    f.clock.advance(3600);
    let out = t.sweep().await.unwrap();
    let lost = lose_tournament_announcements(t, out).await;
    assert_eq!(lost.len(), 1, "{lost:?}");
    assert_eq!(
        lost[0].reply.announces,
        Some(Announced::Round {
            tournament: id,
            round: 0
        })
    );
    assert!(lost[0].reply.lines.iter().any(|m| matches!(
        m,
        Msg::Tournament(tablero::table::TournamentLine::Started { .. })
    )));
    let restarted = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    f.clock.advance(GRACE + 1);
    let again = redelivered_rounds(&restarted).await;
    assert_eq!(again.len(), 1, "announced once: {again:?}");
    assert_eq!(
        without_rooms(&again[0].reply.lines),
        without_rooms(&lost[0].reply.lines)
    );
    assert_eq!(again[0].reply.mentions, lost[0].reply.mentions);
    f.clock.advance(10 * GRACE);
    assert!(redelivered_rounds(&restarted).await.is_empty());
    assert_eq!(restarted.outbox_backlog().await.unwrap(), 0);
}

/// Play anywhere (issue 39): in a channel only interactions reach, a left-behind
/// announcement is held once (no sweep claims it again, the backlog does not count it) and
/// the next interaction there takes it, once; a superseded one is only marked.
#[tokio::test]
async fn where_only_interactions_reach_announcements_wait_for_the_next_one() {
    let f = fixture().await;
    started(&f).await;
    f.table.note_interaction_only("c1").await;
    f.table.note_interaction_only("c1").await;
    assert!(f.table.is_interaction_only("c1").await);
    assert!(!f.table.is_interaction_only("c2").await);
    // Two moves whose replies were lost: the second supersedes the first.
    f.table
        .play(&channel("c1"), &actor("alice"), "d3xd4")
        .await
        .unwrap();
    let stored = f
        .table
        .store()
        .active_game(&channel("c1"))
        .await
        .unwrap()
        .unwrap();
    let moves = f.table.store().moves(stored.id).await.unwrap();
    let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
    let game = tablero::games::AnyGame::replay(stored.spec, stored.seed, &texts).unwrap();
    let first = tablero::games::GameRules::legal_moves(&game)[0].clone();
    f.table
        .play(&channel("c1"), &actor("bob"), &format!("{first} pass"))
        .await
        .unwrap();
    f.clock.advance(GRACE + 5);
    let found = redelivered(&f.table).await;
    assert!(!found.is_empty());
    let to_tell = f.table.hold(&found[0]).await;
    assert_eq!(to_tell, vec!["alice".to_string(), "bob".to_string()]);
    assert_eq!(
        f.table.outbox_backlog().await.unwrap(),
        0,
        "held, not waiting"
    );
    f.clock.advance(10 * GRACE);
    assert!(
        redelivered(&f.table).await.is_empty(),
        "never claimed again"
    );
    // The next interaction takes the latest board; another takes nothing.
    let shown = f.table.take_held("c1").await;
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].reply.attachment.is_some());
    f.table.delivered(&shown[0].reply).await;
    assert!(f.table.take_held("c1").await.is_empty());
    assert!(f.table.take_held("c2").await.is_empty());
}
