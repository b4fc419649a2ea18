//! Leagues through the real bot and the fake Discord (issue 27): `/league` registered with
//! its subcommands, who may create and run one, its first season started as a division whose
//! games the sweeper opens in threads as a tournament's, and the refusals answered privately.

use crate::fake_discord::{FakeUser, Response};
use crate::support::{self, Bot, STEP};
use serde_json::{Value, json};

/// `/league <sub> options` as `user` in the bot's channel.
async fn league(bot: &Bot, user: &FakeUser, sub: &str, options: Value) -> Response {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    let i = bot.fake.in_channel(
        bot.fake.slash_command(user, "league", data),
        bot.fake.channel_id(),
    );
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_is_created_joined_and_its_first_season_played_in_threads() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, carol, dana) = (
        FakeUser::alice(),
        FakeUser::bob(),
        FakeUser::carol(),
        FakeUser::dana(),
    );
    let create = bot.registered("league")["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|s| s["name"] == "create")
        .expect("/league create")
        .clone();
    let game = support::choice_of(&create, "game", "TZAAR");
    let options = json!([
        {"name": "name", "type": 3, "value": "Liga"},
        {"name": "game", "type": 4, "value": game},
        {"name": "division_size", "type": 4, "value": 3},
    ]);
    // Only organizers create leagues.
    let refused = league(&bot, &alice, "create", options.clone()).await;
    assert!(refused.ephemeral(), "{refused:?}");
    let created = league(&bot, &dana, "create", options).await;
    assert!(!created.ephemeral(), "{created:?}");
    assert!(created.content().contains("Liga"), "{}", created.content());

    for user in [&alice, &bob, &carol] {
        let joined = league(&bot, user, "join", json!([])).await;
        assert!(!joined.ephemeral(), "{joined:?}");
    }
    let twice = league(&bot, &alice, "join", json!([])).await;
    assert!(twice.ephemeral(), "{twice:?}");
    let not_yours = league(&bot, &bob, "start", json!([])).await;
    assert!(not_yours.ephemeral(), "{not_yours:?}");
    let started = league(&bot, &dana, "start", json!([])).await;
    assert!(!started.ephemeral(), "{started:?}");
    assert!(
        started.content().contains("season 1 begins"),
        "{}",
        started.content()
    );
    // Its one division is a tournament: round 1's game opens in a thread of its own.
    let threads = bot.fake.wait_threads(1, 4 * STEP).await;
    assert!(
        threads[0].name.starts_with("Liga S1 D1, round 1"),
        "{}",
        threads[0].name
    );
    // While the season is played, no next season and no joining.
    let early = league(&bot, &dana, "next", json!([])).await;
    assert!(early.ephemeral(), "{early:?}");
    let late = league(&bot, &dana, "join", json!([])).await;
    assert!(late.ephemeral(), "{late:?}");
    let standings = league(&bot, &bob, "standings", json!([])).await;
    assert!(!standings.ephemeral(), "{standings:?}");
    assert!(
        standings.content().contains("division 1"),
        "{}",
        standings.content()
    );
}
