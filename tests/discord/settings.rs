//! `/settings` and `/reminders` through the real bot (issue 14): an admin changes the
//! server's settings, a member may look but not change, and the settings take effect.

use crate::fake_discord::FakeUser;
use crate::support::{self, assert_private};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_changes_the_settings_and_a_member_may_only_look() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, dana) = (FakeUser::alice(), FakeUser::bob(), FakeUser::dana());

    // Anyone may look.
    let r = bot.command(&alice, "settings", json!([])).await;
    assert_private(&r, "Settings of this server");
    // A member may not change them (Discord hides the command from members by default; the
    // bot checks again).
    let off = json!([{"name": "threads", "type": 5, "value": false}]);
    let r = bot.command(&alice, "settings", off.clone()).await;
    assert_private(&r, "Only members with the Manage Server permission");
    let r = bot.command(&dana, "settings", off).await;
    assert_private(&r, "Settings saved.");
    assert!(
        r.content()
            .contains("off, every game is played in its channel"),
        "{}",
        r.content()
    );

    // With threads off, a game stays in its channel and says why.
    let started = bot.start_game(&alice, "TZAAR", &bob, vec![]).await;
    assert!(
        started
            .content()
            .contains("Game threads are turned off on this server")
            || started
                .content()
                .contains("Los hilos de partida están desactivados"),
        "{}",
        started.content()
    );
    assert!(bot.fake.threads().is_empty());

    // A bad value is refused privately and changes nothing.
    let weird = json!([{"name": "turn_time", "type": 4, "value": 99}]);
    let r = bot.command(&dana, "settings", weird).await;
    assert!(r.ephemeral(), "{r:?}");
    let r = bot.command(&alice, "settings", json!([])).await;
    assert!(r.content().contains("1 day"), "{}", r.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_chooses_how_reminders_come() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let r = bot
        .command(
            &alice,
            "reminders",
            json!([{"name": "dm", "type": 5, "value": true}]),
        )
        .await;
    assert_private(&r, "by direct message");
    assert!(
        bot.table
            .store()
            .dm_reminders(&alice.id.to_string())
            .await
            .unwrap()
    );
    let r = bot
        .command(
            &alice,
            "reminders",
            json!([{"name": "dm", "type": 5, "value": false}]),
        )
        .await;
    assert_private(&r, "as a ping");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_comes_by_direct_message_or_as_a_ping_when_that_fails() {
    use tablero::domain::SideChoice;
    use tablero::games::TzaarSetup;
    use tablero::i18n::Locale;
    use tablero::table::{Actor, ChallengeRequest};
    let bot = support::start_with(|fake| fake.refuse_dms(false)).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let r = bot
        .command(
            &alice,
            "reminders",
            json!([{"name": "dm", "type": 5, "value": true}]),
        )
        .await;
    assert_private(&r, "by direct message");
    // A ten-minute turn that began eight minutes ago: two minutes (a fifth) are left.
    let past = support::table_in_the_past(&bot, 8 * 60);
    let as_actor =
        |u: &FakeUser| Actor::new(&u.id.to_string(), &u.name, Locale::from_tag(&u.locale));
    let request = ChallengeRequest {
        opponent: Some(bob.id.to_string()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 600 }),
        level: None,
        rated: None,
    };
    past.challenge(&bot.channel(), &as_actor(&alice), &request)
        .await
        .unwrap();
    past.accept(&bot.channel(), &as_actor(&bob), None)
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + support::STEP;
    while bot.fake.dms(alice.id).is_empty() {
        assert!(
            tokio::time::Instant::now() < deadline,
            "a direct message reminder"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let dm = &bot.fake.dms(alice.id)[0];
    assert!(dm.content.contains("it is your turn"), "{}", dm.content);
    assert!(
        dm.content
            .contains(&format!("<#{}>", bot.fake.channel_id())),
        "a link to the game: {}",
        dm.content
    );

    // Bob wants direct messages too, but accepts none: his reminder is a ping instead.
    let r = bot
        .command(
            &bob,
            "reminders",
            json!([{"name": "dm", "type": 5, "value": true}]),
        )
        .await;
    assert!(r.ephemeral());
    bot.fake.refuse_dms(true);
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    past.play(&bot.channel(), &as_actor(&alice), "d3xd4")
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + support::STEP;
    loop {
        let pinged = bot.fake.messages_in(bot.fake.channel_id())[before..]
            .iter()
            .any(|m| m.content.contains(&bob.mention()) && m.content.contains("your turn"));
        if pinged {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "a ping in the game's channel"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(bot.fake.dms(bob.id).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_sets_a_time_zone_and_quiet_hours_and_a_bad_one_is_refused() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let id = alice.id.to_string();

    // The time zone is suggested as it is typed (at most 25 names, Discord's limit).
    let i = bot.fake.autocomplete(
        &alice,
        "reminders",
        json!([{"name": "time_zone", "type": 3, "value": "madrid", "focused": true}]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, support::STEP).await;
    assert_eq!(
        r.choices.first().expect("a suggestion")["value"],
        "Europe/Madrid"
    );
    let i = bot.fake.autocomplete(
        &alice,
        "reminders",
        json!([{"name": "time_zone", "type": 3, "value": "a", "focused": true}]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, support::STEP).await;
    assert_eq!(r.choices.len(), 25);

    let r = bot
        .command(
            &alice,
            "reminders",
            json!([
                {"name": "time_zone", "type": 3, "value": "europe/madrid"},
                {"name": "quiet_hours", "type": 3, "value": "23-8"}
            ]),
        )
        .await;
    assert_private(&r, "Europe/Madrid");
    let saved = bot.table.store().reminder_settings(&id).await.unwrap();
    assert_eq!(saved.time_zone.as_deref(), Some("Europe/Madrid"));
    assert_eq!(
        saved.quiet.map(|q| (q.start(), q.end())),
        Some((23 * 60, 8 * 60))
    );

    // Refused with its reason, privately, and nothing changes.
    let r = bot
        .command(
            &alice,
            "reminders",
            json!([
                {"name": "dm", "type": 5, "value": true},
                {"name": "quiet_hours", "type": 3, "value": "25:00-08:00"}
            ]),
        )
        .await;
    assert!(r.ephemeral(), "{r:?}");
    let why = support::says(
        tablero::messages::Msg::Refused(tablero::table::TableError::BadQuietHours(
            tablero::time_control::QuietHoursError::BadTime,
        )),
        &alice.locale,
    );
    assert!(r.content().contains(&why), "{} / {why}", r.content());
    let r = bot
        .command(
            &alice,
            "reminders",
            json!([{"name": "time_zone", "type": 3, "value": "Mars/Olympus"}]),
        )
        .await;
    assert!(r.ephemeral(), "{r:?}");
    assert_eq!(
        bot.table.store().reminder_settings(&id).await.unwrap(),
        saved
    );

    // With no option: the settings as they are.
    let r = bot.command(&alice, "reminders", json!([])).await;
    assert!(r.ephemeral(), "{r:?}");
    assert!(r.content().contains("Europe/Madrid"), "{}", r.content());
}
