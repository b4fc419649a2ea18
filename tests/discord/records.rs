//! Records players bring to Discord (issue 40): `/analyze file:` and `/replay file:` read an
//! uploaded record (tablero's, Little Golem's, BoardSpace's) fetched from the fake's CDN; a
//! record that cannot be read is answered privately with its line and move; a file over 1 MB
//! is refused without a download; `/history format:` writes Little Golem's format.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::{Value, json};
use support::assert_private;
use tablero::games::plugin::RecordSpot;
use tablero::table::{RecordRefusal, TableError};

/// A real Little Golem record (`tests/data/tzaar/littlegolem/`, from `../shared/data`).
fn little_golem_record() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/tzaar/littlegolem/real-2552914.txt"
    );
    std::fs::read_to_string(path).expect("the Little Golem record")
}

/// Whether the channel has no game (an upload is reviewed or drawn, never stored).
async fn no_game(bot: &support::Bot) -> bool {
    let store = bot.table.store();
    store.latest_game(&bot.channel()).await.unwrap().is_none()
}

fn file_option(id: &str) -> Value {
    json!([{"name": "file", "type": 11, "value": id}])
}

fn attachment<'r>(r: &'r crate::fake_discord::Response, name: &str) -> &'r [u8] {
    &r.attachments()
        .iter()
        .find(|a| a.filename == name)
        .unwrap_or_else(|| panic!("no {name} in {:?}", r.attachments()))
        .bytes
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_little_golem_record_is_reviewed_and_replayed() {
    let bot = support::start().await;
    let carol = FakeUser::carol();
    let id = bot
        .fake
        .upload("game.txt", little_golem_record().as_bytes());
    let r = bot.command(&carol, "analyze", file_option(&id)).await;
    assert_eq!(r.kind, 5, "deferred: {r:?}");
    assert!(!r.ephemeral(), "in the channel: {}", r.content());
    let text = r.content();
    assert!(
        text.contains("Review of a game of TZAAR: Player One (White) against player_two ? (Black)"),
        "{text}"
    );
    let list = String::from_utf8(attachment(&r, "analysis.txt").to_vec()).unwrap();
    assert!(list.contains("Turn 1, White:"), "{list}");
    let (w, h) = support::png_size(attachment(&r, "analysis.png"));
    assert!(w >= 400 && h >= 200, "{w}x{h}");
    assert_eq!(bot.fake.cdn_requests().len(), 1, "fetched once");
    // The bot's token never goes to the CDN.
    assert!(
        bot.fake.cdn_requests()[0]
            .headers
            .iter()
            .all(|(k, _)| k != "authorization")
    );

    let id = bot
        .fake
        .upload("game.txt", little_golem_record().as_bytes());
    let r = bot.command(&carol, "replay", file_option(&id)).await;
    assert!(!r.ephemeral(), "in the channel: {}", r.content());
    assert!(
        r.content()
            .contains("Replay of a game of TZAAR: Player One against"),
        "{}",
        r.content()
    );
    let gif =
        image::load_from_memory_with_format(attachment(&r, "replay.gif"), image::ImageFormat::Gif)
            .expect("a decodable GIF");
    assert_eq!((gif.width(), gif.height()), support::BOARD_SIZE);
    assert!(no_game(&bot).await, "nothing stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_that_cannot_be_read_is_answered_privately_with_its_line_and_move() {
    let bot = support::start().await;
    let (alice, carol) = (FakeUser::alice(), FakeUser::carol());
    let before = bot.fake.channel_messages().len();
    // The fifth move names a point off the board.
    let broken = little_golem_record().replace(";W[omnm-mnnm]", ";W[omnm-zznm]");
    let id = bot.fake.upload("broken.txt", broken.as_bytes());
    let r = bot.command(&alice, "analyze", file_option(&id)).await;
    let spot = RecordSpot {
        line: 1,
        turn: Some(5),
        text: Some("W[omnm-zznm]".into()),
    };
    let refusal = TableError::Record(RecordRefusal::Unreadable { at: Some(spot) });
    assert_private(&r, &support::refusal(refusal.clone(), &alice));
    assert!(
        r.content().contains("line 1, move 5 (`W[omnm-zznm]`)"),
        "{}",
        r.content()
    );
    // Through /replay too, in the reader's language.
    let id = bot.fake.upload("broken.txt", broken.as_bytes());
    let r = bot.command(&carol, "replay", file_option(&id)).await;
    assert_private(&r, &support::refusal(refusal, &carol));
    assert!(r.content().contains("ligne 1, coup 5"), "{}", r.content());

    // Not a record at all.
    let id = bot.fake.upload("notes.txt", b"hello there\n");
    let r = bot.command(&alice, "analyze", file_option(&id)).await;
    let refusal = TableError::Record(RecordRefusal::Unreadable { at: None });
    assert_private(&r, &support::refusal(refusal, &alice));
    // Nothing else happened.
    assert_eq!(bot.fake.channel_messages().len(), before);
    assert!(no_game(&bot).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_over_a_megabyte_is_refused_without_a_download() {
    let bot = support::start().await;
    let (alice, carol) = (FakeUser::alice(), FakeUser::carol());
    let big = vec![b'x'; 2 << 20];
    let id = bot.fake.upload("big.txt", &big);
    let r = bot.command(&carol, "analyze", file_option(&id)).await;
    let refusal = TableError::Record(RecordRefusal::TooLarge { size: 2 << 20 });
    assert_private(&r, &support::refusal(refusal, &carol));
    let r = bot.command(&carol, "replay", file_option(&id)).await;
    assert!(r.ephemeral(), "{}", r.content());
    assert!(
        bot.fake.cdn_requests().is_empty(),
        "downloaded: {:?}",
        bot.fake.request_lines()
    );

    // A size that lies: the download stops past a megabyte.
    let id = bot.fake.upload_claiming("big.txt", &big, 1000);
    let r = bot.command(&alice, "analyze", file_option(&id)).await;
    assert!(r.ephemeral(), "{}", r.content());
    assert!(r.content().contains("too large"), "{}", r.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_writes_a_little_golem_record_that_imports_back() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let side = json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    });
    bot.start_game(&alice, "TZAAR", &bob, vec![side]).await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    bot.play(&alice, &opening).await;
    let reply = bot.suggestions(&bob, "").await.remove(0);
    bot.play(&bob, &reply).await;
    let format = json!([{
        "name": "format",
        "type": 4,
        "value": bot.choice("history", "format", "Little Golem (a file)"),
    }]);
    let r = bot.command(&alice, "history", format).await;
    assert!(!r.ephemeral(), "{}", r.content());
    let game = bot.latest().await;
    let name = format!("game-{}-littlegolem.txt", game.id.0);
    let text = String::from_utf8(attachment(&r, &name).to_vec()).unwrap();
    assert!(text.starts_with("(;FF[TZAAR]"), "{text}");
    let (_, imported) = tablero::games::records::import(&text).expect("it imports back");
    let moves = imported.game.move_texts();
    let stored = tablero::games::AnyGame::read_record(
        &bot.command(&alice, "history", json!([]))
            .await
            .content()
            .replace("```", ""),
    )
    .expect("tablero's record");
    // Bob's turn is half played (its capture only): Little Golem has no half turns, so the
    // record stops at the last whole one.
    let played = stored.move_texts();
    assert_eq!(played.len(), 2, "{played:?}");
    assert_eq!(moves, played[..1]);

    // Both a game and a file: which one?
    let id = bot
        .fake
        .upload("game.txt", little_golem_record().as_bytes());
    let mut options = file_option(&id);
    options
        .as_array_mut()
        .unwrap()
        .push(json!({"name": "game", "type": 4, "value": game.id.0}));
    let r = bot.command(&alice, "replay", options).await;
    assert_private(
        &r,
        &support::refusal(TableError::Record(RecordRefusal::GameAndFile), &alice),
    );
    // A stored game by number.
    let r = bot
        .command(
            &alice,
            "replay",
            json!([{"name": "game", "type": 4, "value": game.id.0}]),
        )
        .await;
    assert!(
        r.content()
            .contains(&format!("Replay of game #{}", game.id.0)),
        "{}",
        r.content()
    );
    attachment(&r, "replay.gif");
}
