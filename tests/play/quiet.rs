//! Quiet hours and time zones for reminders (issue 28), on the tests' clock: a reminder that
//! would fall in a player's quiet hours waits until they end, or comes before they begin
//! when the deadline falls in them; one outside them is unchanged; and a second process on
//! the same database keeps the once-per-turn guarantee.

use crate::table_support as support;

use std::sync::atomic::Ordering;
use support::{Fixture, actor, channel, fixture};
use tablero::domain::SideChoice;
use tablero::games::TzaarSetup;
use tablero::i18n::Locale;
use tablero::messages::{self, Msg, PlainStyle};
use tablero::table::{Announcement, ChallengeRequest, ReminderChange, Table, TableError};
use tablero::time_control::{QuietHoursError, TimeControl, TimeZoneError};

/// The tests' clock starts at 09:00 on 15 January 2027 in Madrid (UTC+1): the Unix time of
/// `hour:minute` that day on Madrid's clocks (hours past 23 run into the next days).
fn madrid(hour: i64, minute: i64) -> i64 {
    1_800_000_000 + ((hour - 9) * 60 + minute) * 60
}

fn set_clock(f: &Fixture, at: i64) {
    f.clock.0.store(at, Ordering::SeqCst);
}

fn reminders(swept: &[Announcement]) -> Vec<Announcement> {
    swept
        .iter()
        .filter(|a| matches!(a.reply.lines.first(), Some(Msg::Reminder { .. })))
        .cloned()
        .collect()
}

async fn reminded(table: &Table) -> usize {
    reminders(&table.sweep().await.unwrap()).len()
}

/// Ana (to move first), with quiet hours from 23:00 to 08:00 in Madrid, starts a game of
/// 12 hours per turn against Bruno at `start` (her reminder is due 2 h 24 min before the
/// deadline).
async fn quiet_game(f: &Fixture, start: i64) {
    let ana = actor("ana");
    let change = ReminderChange {
        dm: Some(true),
        time_zone: Some("europe/madrid".into()),
        quiet_hours: Some("23:00-08:00".into()),
        off: None,
        digest_hour: None,
    };
    f.table.change_reminders(&ana, &change).await.unwrap();
    set_clock(f, start);
    let ch = channel("c1");
    let request = ChallengeRequest {
        opponent: Some("bruno".into()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: Some(TimeControl::PerTurn { seconds: 12 * 3600 }),
        level: None,
        rated: None,
    };
    f.table.challenge(&ch, &ana, &request).await.unwrap();
    f.table.accept(&ch, &actor("bruno"), None).await.unwrap();
}

#[tokio::test]
async fn a_reminder_in_quiet_hours_waits_until_they_end() {
    let f = fixture().await;
    // From 21:00 to 09:00: normally reminded at 06:36, in her quiet hours.
    quiet_game(&f, madrid(21, 0)).await;
    set_clock(&f, madrid(24 + 6, 40));
    assert_eq!(reminded(&f.table).await, 0, "06:40 is in her quiet hours");
    set_clock(&f, madrid(24 + 7, 59));
    assert_eq!(reminded(&f.table).await, 0);
    set_clock(&f, madrid(24 + 8, 0));
    let swept = reminders(&f.table.sweep().await.unwrap());
    assert_eq!(swept.len(), 1, "at 08:00, when they end");
    assert_eq!(
        swept[0].dm.as_deref(),
        Some("ana"),
        "by direct message, as she asked"
    );
    set_clock(&f, madrid(24 + 8, 30));
    assert_eq!(reminded(&f.table).await, 0, "once per turn");
}

#[tokio::test]
async fn a_deadline_in_quiet_hours_brings_the_reminder_before_they_begin() {
    let f = fixture().await;
    // From 19:00 to 07:00: normally reminded at 04:36, but they end after the deadline.
    quiet_game(&f, madrid(19, 0)).await;
    set_clock(&f, madrid(22, 54));
    assert_eq!(reminded(&f.table).await, 0, "not yet");
    set_clock(&f, madrid(22, 55));
    assert_eq!(reminded(&f.table).await, 1, "five minutes before 23:00");
    set_clock(&f, madrid(24 + 4, 40));
    assert_eq!(reminded(&f.table).await, 0, "not again at the usual time");
}

#[tokio::test]
async fn a_late_pass_in_quiet_hours_sends_nothing() {
    let f = fixture().await;
    // As above, but no pass ran between 22:55 and 23:00 (the bot was down): the reminder
    // would reach her in her quiet hours, and the deadline comes before they end.
    quiet_game(&f, madrid(19, 0)).await;
    set_clock(&f, madrid(23, 10));
    assert_eq!(reminded(&f.table).await, 0);
    set_clock(&f, madrid(24 + 5, 0));
    assert_eq!(reminded(&f.table).await, 0);
}

#[tokio::test]
async fn a_reminder_outside_quiet_hours_is_unchanged() {
    let f = fixture().await;
    // From 09:00 to 21:00: reminded at 18:36, as without quiet hours.
    quiet_game(&f, madrid(9, 0)).await;
    set_clock(&f, madrid(18, 35));
    assert_eq!(reminded(&f.table).await, 0);
    set_clock(&f, madrid(18, 36));
    assert_eq!(reminded(&f.table).await, 1);
}

#[tokio::test]
async fn a_second_process_keeps_the_reminder_once_and_out_of_quiet_hours() {
    let f = fixture().await;
    quiet_game(&f, madrid(21, 0)).await;
    let second = f.second_process(Default::default()).await;
    set_clock(&f, madrid(24 + 6, 40));
    assert_eq!(reminded(&f.table).await, 0);
    assert_eq!(
        reminded(&second).await,
        0,
        "the restarted process waits too"
    );
    set_clock(&f, madrid(24 + 8, 1));
    assert_eq!(reminded(&second).await, 1, "the second process sends it");
    assert_eq!(reminded(&f.table).await, 0, "and the first does not again");
    assert_eq!(reminded(&second).await, 0);
}

#[tokio::test]
async fn reminder_settings_are_shown_saved_and_refused() {
    let f = fixture().await;
    let ana = actor("ana");
    let shown = f
        .table
        .change_reminders(&ana, &ReminderChange::default())
        .await
        .unwrap();
    let text = messages::text(&shown.lines[0], Locale::EN, &PlainStyle);
    assert!(
        text.contains("As a ping") && text.contains("not set") && text.contains("none"),
        "{text}"
    );

    // Quiet hours need a time zone; refused values change nothing, not even the good ones
    // beside them.
    let refused = [
        (
            ReminderChange {
                quiet_hours: Some("23-8".into()),
                ..Default::default()
            },
            TableError::QuietHoursNeedTimeZone,
        ),
        (
            ReminderChange {
                dm: Some(true),
                time_zone: Some("Mars/Olympus".into()),
                ..Default::default()
            },
            TableError::BadTimeZone(TimeZoneError::Unknown),
        ),
        (
            ReminderChange {
                time_zone: Some("Europe/Madrid".into()),
                quiet_hours: Some("25:00-08:00".into()),
                ..Default::default()
            },
            TableError::BadQuietHours(QuietHoursError::BadTime),
        ),
        (
            ReminderChange {
                time_zone: Some("Europe/Madrid".into()),
                quiet_hours: Some("8-8".into()),
                ..Default::default()
            },
            TableError::BadQuietHours(QuietHoursError::Same),
        ),
    ];
    for (change, error) in refused {
        assert_eq!(f.table.change_reminders(&ana, &change).await, Err(error));
    }
    let stored = f.table.store().reminder_settings("ana").await.unwrap();
    assert_eq!(stored, Default::default(), "nothing changed");

    let change = ReminderChange {
        time_zone: Some("EUROPE/MADRID".into()),
        quiet_hours: Some("23h-8h".into()),
        ..Default::default()
    };
    let saved = f.table.change_reminders(&ana, &change).await.unwrap();
    let es = messages::text(&saved.lines[1], Locale::ES, &PlainStyle);
    assert!(
        es.contains("Europe/Madrid (ahora UTC+1)") && es.contains("de 23:00 a 8:00"),
        "{es}"
    );
    let fr = messages::text(&saved.lines[1], Locale::FR, &PlainStyle);
    assert!(fr.contains("de 23\u{a0}h à 8\u{a0}h"), "{fr}");
    // `off` clears the quiet hours and keeps the time zone.
    let off = ReminderChange {
        quiet_hours: Some("off".into()),
        ..Default::default()
    };
    f.table.change_reminders(&ana, &off).await.unwrap();
    let stored = f.table.store().reminder_settings("ana").await.unwrap();
    assert_eq!(
        (stored.time_zone.as_deref(), stored.quiet),
        (Some("Europe/Madrid"), None)
    );
}
