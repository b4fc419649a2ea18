//! Server settings and turn reminders at the play layer (issue 14).

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::{ChannelRef, SideChoice};
use tablero::games::TzaarSetup;
use tablero::i18n::Locale;
use tablero::messages::{self, Msg, PlainStyle};
use tablero::table::{ChallengeRequest, SettingsChange, TableError};

fn tzaar(opponent: &str) -> ChallengeRequest {
    ChallengeRequest {
        opponent: Some(opponent.into()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

#[tokio::test]
async fn settings_are_shown_changed_and_checked() {
    let f = fixture().await;
    let ch = channel("lobby");
    let shown = f.table.show_settings(&ch).await.unwrap();
    let text = messages::text(&shown.lines[0], Locale::EN, &PlainStyle);
    assert!(
        text.contains("server's Discord language") && text.contains("1 day"),
        "{text}"
    );

    // A bad value changes nothing, not even the good values beside it.
    let bad = SettingsChange {
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 5 }),
        hints_in_rated: Some(true),
        ..Default::default()
    };
    assert!(matches!(
        f.table.change_settings(&ch, &bad).await.unwrap_err(),
        TableError::BadTimeControl(_)
    ));
    let odd_channel = SettingsChange {
        allow_channel: Some("#general".into()),
        ..Default::default()
    };
    assert_eq!(
        f.table
            .change_settings(&ch, &odd_channel)
            .await
            .unwrap_err(),
        TableError::BadSetting
    );
    assert_eq!(
        f.table.settings_of(&ch).await.unwrap(),
        Default::default(),
        "nothing was saved"
    );

    let good = SettingsChange {
        locale: Some(Some(Locale::ES)),
        threads: Some(false),
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 3 * 3600 }),
        hints_in_rated: Some(true),
        allow_channel: Some("4242".into()),
        moderator_role: Some(Some("77".into())),
        ..Default::default()
    };
    let saved = f.table.change_settings(&ch, &good).await.unwrap();
    assert_eq!(saved.lines[0], Msg::SettingsSaved);
    let text = messages::text(&saved.lines[1], Locale::FR, &PlainStyle);
    assert!(
        text.contains("Español") && text.contains("3 heures") && text.contains("<#4242>"),
        "{text}"
    );
    let settings = f.table.settings_of(&ch).await.unwrap();
    assert_eq!(settings.threads, Some(false));
    assert_eq!(settings.moderator_role.as_deref(), Some("77"));
    // Another server keeps its defaults.
    let other = ChannelRef {
        guild: Some("other".into()),
        channel: "x".into(),
    };
    assert_eq!(
        f.table.settings_of(&other).await.unwrap(),
        Default::default()
    );
}

#[tokio::test]
async fn a_servers_settings_shape_its_challenges() {
    let f = fixture().await;
    let lobby = channel("4242");
    let change = SettingsChange {
        locale: Some(Some(Locale::FR)),
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 3600 }),
        allow_channel: Some("4242".into()),
        hints_in_rated: Some(true),
        ..Default::default()
    };
    f.table.change_settings(&lobby, &change).await.unwrap();

    // Challenges only in the challenge channel.
    let elsewhere = channel("9999");
    assert_eq!(
        f.table
            .challenge(&elsewhere, &actor("ana"), &tzaar("bruno"))
            .await
            .unwrap_err(),
        TableError::ChallengesNotHere {
            channels: vec!["4242".into()]
        }
    );
    // Public text in the server's language, whoever challenges; the server's turn time.
    let reply = f
        .table
        .challenge(&lobby, &actor("ana"), &tzaar("bruno"))
        .await
        .unwrap();
    assert_eq!(reply.locale, Some(Locale::FR));
    f.table.accept(&lobby, &actor("bruno"), None).await.unwrap();
    let game = f.table.store().active_game(&lobby).await.unwrap().unwrap();
    assert_eq!((game.time.turn_seconds(), game.locale), (3600, Locale::FR));
    // This server allows hints in rated games.
    assert!(game.rated);
    assert!(matches!(
        f.table.hint(&lobby, &actor("ana")).await.unwrap().lines[0],
        Msg::Hint { .. }
    ));
}

#[tokio::test]
async fn the_player_to_move_is_reminded_once_per_turn_when_the_deadline_nears() {
    let f = fixture().await;
    let ch = channel("c1");
    let (ana, bruno) = (actor("ana"), actor("bruno"));
    let mut req = tzaar("bruno");
    req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 3600 }); // reminded 12 minutes before the deadline
    f.table.challenge(&ch, &ana, &req).await.unwrap();
    f.table.accept(&ch, &bruno, None).await.unwrap();
    let reminders = |swept: &Vec<tablero::table::Announcement>| {
        swept
            .iter()
            .filter(|a| matches!(a.reply.lines.first(), Some(Msg::Reminder { .. })))
            .cloned()
            .collect::<Vec<_>>()
    };

    f.clock.advance(3600 - 13 * 60);
    assert!(
        reminders(&f.table.sweep().await.unwrap()).is_empty(),
        "too early"
    );
    f.clock.advance(2 * 60);
    let swept = reminders(&f.table.sweep().await.unwrap());
    assert_eq!(swept.len(), 1);
    let Msg::Reminder { player, room, .. } = &swept[0].reply.lines[0] else {
        unreachable!()
    };
    assert_eq!((player.as_str(), room.as_str()), ("ana", "c1"));
    assert_eq!(swept[0].reply.mentions, vec!["ana".to_string()]);
    assert_eq!(swept[0].dm, None, "a ping by default");
    assert!(
        reminders(&f.table.sweep().await.unwrap()).is_empty(),
        "once per turn"
    );

    // Bruno asked for direct messages: his turn's reminder says so.
    f.table.set_reminders(&bruno, true).await.unwrap();
    f.table.play(&ch, &ana, "d3xd4").await.unwrap();
    f.clock.advance(3600 - 5 * 60);
    let swept = reminders(&f.table.sweep().await.unwrap());
    assert_eq!(swept.len(), 1);
    assert_eq!(swept[0].dm.as_deref(), Some("bruno"));
    let text = messages::text(&swept[0].reply.lines[0], Locale::ES, &PlainStyle);
    assert!(text.contains("te toca"), "{text}");
}

#[tokio::test]
async fn short_turns_get_no_reminder() {
    let f = fixture().await;
    let ch = channel("c1");
    let mut req = tzaar("bruno");
    req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 100 });
    f.table.challenge(&ch, &actor("ana"), &req).await.unwrap();
    f.table.accept(&ch, &actor("bruno"), None).await.unwrap();
    f.clock.advance(90);
    let swept = f.table.sweep().await.unwrap();
    assert!(
        !swept
            .iter()
            .any(|a| matches!(a.reply.lines.first(), Some(Msg::Reminder { .. }))),
        "a minute's warning of a 100-second turn would be noise: {swept:?}"
    );
}
