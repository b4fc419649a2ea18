//! Correspondence play through Discord (issue 28): `/vacation start` and `/vacation end`
//! answered privately in the player's language and stopping the clock of their game here,
//! and `/mute` in a game's channel leaving its player's mention out of the next board.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::json;
use support::{STEP, assert_private};
use tablero::messages::Msg;
use tablero::table::TableError;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_stops_the_clock_and_mute_stops_the_pings() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, vec![]).await;
    let vacation = |user: &FakeUser, sub: &str, options: serde_json::Value| {
        let data = json!([{"name": sub, "type": 1, "options": options}]);
        bot.fake.slash_command(user, "vacation", data)
    };

    // No vacation to end yet: refused privately, in bob's Spanish.
    let i = vacation(&bob, "end", json!([]));
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert_private(&r, &support::refusal(TableError::NoVacation, &bob));

    // Whoever is to move takes three days: the game's clock stops.
    let game = bot.latest().await;
    let to_move = if game.players[0] == alice.id.to_string() {
        &alice
    } else {
        &bob
    };
    let i = vacation(
        to_move,
        "start",
        json!([{"name": "days", "type": 4, "value": 3}]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert!(r.ephemeral(), "{}", r.content());
    let game = bot.latest().await;
    let (_, until) = game.paused.expect("the clock is stopped");
    assert_eq!(game.turn_deadline, None);
    assert!(
        r.content().contains(&format!("<t:{until}")),
        "{}",
        r.content()
    );

    // Ended: the clock runs again.
    let i = vacation(to_move, "end", json!([]));
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert!(r.ephemeral(), "{}", r.content());
    let game = bot.latest().await;
    assert!(game.paused.is_none() && game.turn_deadline.is_some());

    // The waiting player mutes the game: answered privately, and stored.
    let waiting = if std::ptr::eq(to_move, &alice) {
        &bob
    } else {
        &alice
    };
    let r = bot.command(waiting, "mute", json!([])).await;
    assert_private(&r, &support::says(Msg::Muted { on: true }, &waiting.locale));
    let game = bot.latest().await;
    let seat = usize::from(game.players[1] == waiting.id.to_string());
    assert!(game.muted[seat]);
}
