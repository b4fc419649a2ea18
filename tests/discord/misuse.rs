//! Input Discord should not send, but a client or a forged request can: choices out of
//! range, users it did not resolve, buttons we did not make. Every one gets a private
//! answer and changes nothing.

use crate::fake_discord::FakeUser;
use crate::support;
use serde_json::json;
use support::{STEP, assert_private};
use tablero::messages::Msg;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_range_choices_and_unresolved_users_get_a_private_answer() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    let game = bot.choice("challenge", "game", "TZAAR");
    let cases = [
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": 42}]),
        ),
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": game.clone()}, {"name": "setup", "type": 4, "value": 9}]),
        ),
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": game.clone()}, {"name": "geese", "type": 4, "value": -1}]),
        ),
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": game.clone()}, {"name": "side", "type": 4, "value": 3}]),
        ),
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": game.clone()}, {"name": "time", "type": 4, "value": 99}]),
        ),
        (
            "challenge",
            json!([{"name": "game", "type": 4, "value": game.clone()}, {"name": "level", "type": 4, "value": 7}]),
        ),
        ("rules", json!([{"name": "game", "type": 4, "value": 42}])),
        (
            "leaderboard",
            json!([{"name": "game", "type": 4, "value": -3}]),
        ),
    ];
    for user in [&alice, &bob, &carol] {
        for (command, options) in &cases {
            let r = bot.command(user, command, options.clone()).await;
            assert_private(&r, &support::says(Msg::BadOptions, &user.locale));
        }
    }
    // An opponent Discord did not resolve (a user id with no user object).
    let mut i = bot.fake.slash_command(
        &alice,
        "challenge",
        json!([{"name": "game", "type": 4, "value": game}, {"name": "opponent", "type": 6, "value": bob.id.to_string()}]),
    );
    if let Some(data) = i.json["data"].as_object_mut() {
        data.remove("resolved");
    }
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert!(r.ephemeral(), "{r:?}");
    assert!(bot.active().await.is_none());
    assert!(
        bot.table
            .store()
            .pending_challenges(&bot.channel())
            .await
            .unwrap()
            .is_empty(),
        "nothing was stored"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_we_cannot_read_are_answered_as_no_longer_valid() {
    let bot = support::start().await;
    let (alice, carol) = (FakeUser::alice(), FakeUser::carol());
    let c = bot
        .challenge(&alice, "TZAAR", &FakeUser::bob(), vec![])
        .await;
    let message = c.message_id().unwrap().to_owned();
    for id in [
        "tb:nonsense:1",
        "tb:accept:not-a-number",
        "tb:undo:1:2:maybe",
        "someone-elses-button",
        "",
    ] {
        for user in [&alice, &carol] {
            let r = bot.click(user, id, &message).await;
            assert_private(&r, &support::says(Msg::UnknownButton, &user.locale));
        }
    }
    // The challenge is untouched.
    assert!(
        bot.table
            .store()
            .pending_challenges(&bot.channel())
            .await
            .unwrap()
            .len()
            == 1
    );
}
