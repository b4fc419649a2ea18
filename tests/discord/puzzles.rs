//! `/puzzle` through the real bot and the fake Discord: a private board with its Show the
//! solution button, an answer by `/puzzle answer`, the solution by the button, the record.

use crate::fake_discord::{FakeUser, Response};
use crate::support::{self, Bot, STEP, button_id, png_size};
use serde_json::{Value, json};

/// `/puzzle <sub> options` as `user` in the bot's channel.
async fn puzzle(bot: &Bot, user: &FakeUser, sub: &str, options: Value) -> Response {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    let i = bot.fake.in_channel(
        bot.fake.slash_command(user, "puzzle", data),
        bot.fake.channel_id(),
    );
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_played_privately_and_its_solution_shown_by_the_button() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let r = puzzle(&bot, &alice, "play", json!([])).await;
    assert!(r.ephemeral(), "private: {}", r.content());
    assert!(r.content().starts_with("Puzzle "), "{}", r.content());
    let board = r
        .attachments()
        .iter()
        .find(|a| a.filename.ends_with(".png"))
        .expect("a board");
    assert!(png_size(&board.bytes).0 > 100);
    let id = r.content().split_whitespace().nth(1).unwrap().to_string();
    let p = tablero::puzzle::by_id(&id).expect("a puzzle of the bank");

    // A turn that is not legal is refused, privately.
    let bad = puzzle(
        &bot,
        &alice,
        "answer",
        json!([{"name": "turn", "type": 3, "value": "z9xz9"}]),
    )
    .await;
    assert!(bad.ephemeral());
    // The button shows the solution.
    let solution = button_id(&r, "tb:pzsol");
    let shown = bot.click(&alice, &solution, r.message_id().unwrap()).await;
    let text = shown.last_content();
    assert!(text.contains(&format!("The solution of {id}:")), "{text}");
    assert!(
        text.contains(&p.solution[0].split(' ').next().unwrap().to_string()),
        "{text}"
    );
    let stats = puzzle(&bot, &alice, "stats", json!([])).await;
    assert!(stats.content().contains("0 solved"), "{}", stats.content());
    assert!(
        stats.content().contains("1 with the solution shown"),
        "{}",
        stats.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_posted_in_its_channel_once_and_opened_privately() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    // A server's daily puzzle in the bot's channel, from midnight UTC: the bot's own sweeper
    // posts it.
    let change = tablero::table::SettingsChange {
        puzzle_channel: Some(Some(bot.fake.channel_id().to_string())),
        puzzle_hour: Some(0),
        ..Default::default()
    };
    bot.table
        .change_settings(&bot.channel(), &change)
        .await
        .unwrap();
    let posted = bot.fake.wait_channel_messages(1, STEP).await;
    let daily = &posted[0];
    assert!(
        daily.content.starts_with("🧩 Daily puzzle!"),
        "{}",
        daily.content
    );
    assert_eq!(daily.channel_id, bot.fake.channel_id().to_string());
    assert!(
        daily
            .attachments
            .iter()
            .any(|a| a.filename.starts_with("daily-puzzle")),
        "{:?}",
        daily
            .attachments
            .iter()
            .map(|a| &a.filename)
            .collect::<Vec<_>>()
    );
    // Delivered: later sweeps post nothing more.
    for _ in 0..2 {
        tokio::time::timeout(STEP, bot.table.sweep_and_wait())
            .await
            .expect("a sweep runs");
    }
    assert_eq!(bot.fake.channel_messages().len(), 1);
    // Anyone opens it privately.
    let r = puzzle(&bot, &alice, "daily", json!([])).await;
    assert!(r.ephemeral(), "{}", r.content());
    assert!(r.content().starts_with("Puzzle "), "{}", r.content());
    assert!(
        daily
            .content
            .contains(r.content().split_whitespace().nth(1).unwrap())
    );
}
