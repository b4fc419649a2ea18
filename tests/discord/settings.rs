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
