//! `/analyze` through Discord: deferred at once, answered in the channel with the chart and
//! the full list as files; refused privately while the game is played.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::{Value, json};
use support::{assert_board, assert_private, png_size};

fn first_side(bot: &support::Bot) -> Vec<Value> {
    vec![json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    })]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_in_the_channel_with_a_chart_and_a_file() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    assert_board(&bot.play(&alice, &opening).await);

    // Not during the game, not even for a bystander.
    let r = bot.command(&carol, "analyze", json!([])).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::AnalysisInProgress, &carol),
    );

    bot.command(&bob, "resign", json!([])).await;
    let id = bot.latest().await.id;
    let r = bot.command(&carol, "analyze", json!([])).await;
    assert_eq!(r.kind, 5, "deferred at once: {r:?}");
    assert!(!r.ephemeral(), "in the channel: {}", r.content());
    let text = r.content();
    assert!(
        text.contains(&format!("Review of game #{}", id.0)),
        "{text}"
    );
    let files: Vec<&str> = r
        .attachments()
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert!(
        files.contains(&"analysis.png") && files.contains(&"analysis.txt"),
        "{files:?}"
    );
    let chart = r
        .attachments()
        .iter()
        .find(|a| a.filename == "analysis.png")
        .unwrap();
    let (w, h) = png_size(&chart.bytes);
    assert!(w >= 400 && h >= 200, "{w}x{h}");
    let list = r
        .attachments()
        .iter()
        .find(|a| a.filename == "analysis.txt")
        .unwrap();
    let list = String::from_utf8(list.bytes.clone()).unwrap();
    assert!(list.contains("Turn 1, White:"), "{list}");

    // By number, and a number that is no game here.
    let by_id = bot
        .command(
            &alice,
            "analyze",
            json!([{"name": "game", "type": 4, "value": id.0}]),
        )
        .await;
    assert!(
        by_id.content().contains(&format!("#{}", id.0)),
        "{}",
        by_id.content()
    );
    let r = bot
        .command(
            &alice,
            "analyze",
            json!([{"name": "game", "type": 4, "value": id.0 + 50}]),
        )
        .await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NoSuchGame, &alice),
    );
}
