//! The daily digest (issue 28): once a day at the hour the player chose on their own clock, a
//! direct message with the games where it is their turn; once only, with two processes; never
//! without a time zone to read the hour in.

use crate::table_support as support;

use support::{actor, channel, fixture, tzaar_challenge};
use tablero::messages::Msg;
use tablero::table::{ReminderChange, TableConfig, TableError};
use tablero::time_control::{DAY, HOUR};

fn digests(out: &[tablero::table::Announcement]) -> Vec<(Option<String>, usize)> {
    out.iter()
        .filter_map(|a| match &a.reply.lines[0] {
            Msg::Digest { games } => Some((a.dm.clone(), games.len())),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn the_digest_comes_once_a_day_at_the_players_hour() {
    let f = fixture().await;
    let (alice, bob, carol) = (actor("alice"), actor("bob"), actor("carol"));
    // Alice moves first against bob in c1; carol moves first against alice in c2; a week a
    // turn, so nothing times out while the days go by.
    let week = |opponent| {
        let mut req = tzaar_challenge(Some(opponent));
        req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 7 * DAY });
        req
    };
    f.table
        .challenge(&channel("c1"), &alice, &week("bob"))
        .await
        .unwrap();
    f.table.accept(&channel("c1"), &bob, None).await.unwrap();
    f.table
        .challenge(&channel("c2"), &carol, &week("alice"))
        .await
        .unwrap();
    f.table.accept(&channel("c2"), &alice, None).await.unwrap();

    // Without a time zone the hour means nothing: refused.
    let digest_at_10 = ReminderChange {
        digest_hour: Some(Some(10)),
        ..Default::default()
    };
    assert_eq!(
        f.table
            .change_reminders(&alice, &digest_at_10)
            .await
            .unwrap_err(),
        TableError::DigestNeedsTimeZone
    );
    let change = ReminderChange {
        time_zone: Some("Europe/Madrid".into()),
        digest_hour: Some(Some(10)),
        ..Default::default()
    };
    f.table.change_reminders(&alice, &change).await.unwrap();

    // The fixture's clock starts at 08:00 UTC, 09:00 in Madrid in January: not yet.
    assert!(digests(&f.table.sweep().await.unwrap()).is_empty());
    // At 10:00 in Madrid: one digest, by direct message, with the one game waiting for her.
    f.clock.advance(HOUR);
    let other = f.second_process(TableConfig::default()).await;
    let first = digests(&f.table.sweep().await.unwrap());
    let second = digests(&other.sweep().await.unwrap());
    assert_eq!(first, vec![(Some("alice".to_string()), 1)]);
    assert!(second.is_empty(), "once, whichever process: {second:?}");
    // Later the same day: nothing more.
    f.clock.advance(6 * HOUR);
    assert!(digests(&f.table.sweep().await.unwrap()).is_empty());
    // The next day at the same hour: again.
    f.clock.advance(DAY - 6 * HOUR);
    assert_eq!(
        digests(&f.table.sweep().await.unwrap()),
        vec![(Some("alice".to_string()), 1)]
    );
    // Written in every language, with the game's link.
    let reply = f.table.games(&channel("c1"), &alice).await.unwrap();
    let Msg::GamesList { games, .. } = &reply.lines[0] else {
        panic!("{reply:?}")
    };
    let digest = Msg::Digest {
        games: games
            .iter()
            .filter(|g| g.to_move == "alice")
            .cloned()
            .collect(),
    };
    for locale in tablero::i18n::Locale::all() {
        let text = tablero::messages::text(&digest, locale, &tablero::messages::PlainStyle);
        assert!(!text.contains('{') && text.lines().count() == 2, "{text}");
    }
    // Turned off: no more digests.
    let off = ReminderChange {
        digest_hour: Some(None),
        ..Default::default()
    };
    f.table.change_reminders(&alice, &off).await.unwrap();
    f.clock.advance(DAY);
    assert!(digests(&f.table.sweep().await.unwrap()).is_empty());
}
