//! Discord misbehaving and players clicking twice: interaction callbacks answered with 500,
//! channel messages rate limited (429), simultaneous clicks and moves, and the sweeper's
//! announcements of games out of time and expired challenges.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::{Value, json};
use support::{STEP, assert_board, assert_private, button_id};
use tablero::domain::{ChannelRef, GameStatus, SideChoice};
use tablero::games::TzaarSetup;
use tablero::i18n::Locale;
use tablero::table::{Actor, ChallengeRequest};

fn first_side(bot: &support::Bot) -> Vec<Value> {
    vec![json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    })]
}

/// White's opening capture and Black's first turn, so that the game is under way for both
/// (a game whose player to move never moved is abandoned, not lost, on time). The moves are
/// made now, so the bot's own sweeper finds nothing overdue meanwhile; Black's turn ends an
/// hour ago, so White's time ran out long since.
async fn open_both_sides(bot: &support::Bot, white: &FakeUser, black: &FakeUser) {
    use tablero::games::GameRules;
    let now = support::table_in_the_past(bot, 0);
    now.play(&bot.channel(), &actor(white), "d3xd4")
        .await
        .unwrap();
    let (_, game) = bot.game().await;
    let first = game.legal_moves().remove(0);
    now.play(&bot.channel(), &actor(black), &first)
        .await
        .unwrap();
    support::table_in_the_past(bot, 3600)
        .pass(&bot.channel(), &actor(black))
        .await
        .unwrap();
}

/// The user as the bot sees them in the fake's server, whose language is English.
fn actor(user: &FakeUser) -> Actor {
    Actor::new(
        &user.id.to_string(),
        &user.name,
        Locale::from_tag(&user.locale),
    )
    .at_table(Locale::EN)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_fails_once_is_played_exactly_once() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);

    bot.fake.fail_next("POST", "/callback", 500, 1);
    let r = bot.play(&alice, &opening).await;
    assert!(bot.fake.pending_faults().is_empty(), "the fault was hit");
    // The move was played once, and the players see it: the board, publicly.
    let (stored, _) = bot.game().await;
    let moves = bot.table.store().moves(stored.id).await.unwrap();
    assert_eq!(moves.len(), 1, "{moves:?}");
    assert_eq!(moves[0].text, opening);
    assert_eq!(stored.ply, 1);
    assert!(
        !r.content().contains("Something went wrong"),
        "the player must not be told to try a move again that was played: {r:?}"
    );
    assert_board(&r);
    assert!(
        r.content().contains(&format!("played {opening}")),
        "{}",
        r.content()
    );

    // Sending it again is refused, and changes nothing.
    let again = bot.play(&alice, &opening).await;
    assert!(again.ephemeral());
    assert!(
        again.content()
            == support::refusal(
                tablero::table::TableError::NotYourTurn {
                    to_move: bob.id.to_string()
                },
                &alice
            ),
        "{}",
        again.content()
    );
    assert_eq!(bot.game().await.0.ply, 1);

    // The board still works.
    let r = bot.command(&bob, "board", json!([])).await;
    assert_board(&r);
    assert!(r.content().contains("1 move played"), "{}", r.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accept_whose_answer_fails_once_still_shows_the_board() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let c = bot.challenge(&alice, "TZAAR", &bob, vec![]).await;
    let message = c.message_id().unwrap().to_owned();

    bot.fake.fail_next("POST", "/callback", 500, 1);
    let i = bot
        .fake
        .button(&bob, &button_id(&c, "tb:accept:"), &message);
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert!(bot.fake.pending_faults().is_empty(), "the fault was hit");
    assert_board(&r);
    assert_eq!(bot.table.store().all_games().await.unwrap().len(), 1);
    let edit = bot
        .fake
        .wait_request("PATCH", &format!("/messages/{message}"), STEP)
        .await;
    assert_eq!(edit.json().unwrap()["components"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn double_clicks_and_double_moves_count_once() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let c = bot.challenge(&alice, "TZAAR", &bob, first_side(&bot)).await;
    let message = c.message_id().unwrap().to_owned();
    let accept = button_id(&c, "tb:accept:");

    // bob double-clicks Accept: both clicks arrive before either is answered.
    let first = bot.fake.button(&bob, &accept, &message);
    let second = bot.fake.button(&bob, &accept, &message);
    bot.fake.send(&first).await;
    bot.fake.send(&second).await;
    let a = bot.fake.wait_response(&first.id, STEP).await;
    let b = bot.fake.wait_response(&second.id, STEP).await;
    let (started, refused) = if a.ephemeral() { (b, a) } else { (a, b) };
    assert_board(&started);
    assert_private(
        &refused,
        &support::refusal(tablero::table::TableError::ChallengeGone, &bob),
    );
    assert_eq!(bot.table.store().all_games().await.unwrap().len(), 1);

    // alice sends the same move twice at once.
    let opening = bot.suggestions(&alice, "").await.remove(0);
    let options = json!([{"name": "move", "type": 3, "value": opening}]);
    let first = bot.fake.slash_command(&alice, "move", options.clone());
    let second = bot.fake.slash_command(&alice, "move", options);
    bot.fake.send(&first).await;
    bot.fake.send(&second).await;
    let a = bot.fake.wait_response(&first.id, STEP).await;
    let b = bot.fake.wait_response(&second.id, STEP).await;
    let (played, refused) = if a.ephemeral() { (b, a) } else { (a, b) };
    assert_board(&played);
    assert!(refused.ephemeral(), "{refused:?}");
    assert!(
        refused.content().contains("not your turn")
            || refused.content().contains("The position changed"),
        "{}",
        refused.content()
    );
    let (stored, _) = bot.game().await;
    assert_eq!(stored.ply, 1);
    assert_eq!(bot.table.store().moves(stored.id).await.unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sweeper_announces_a_game_out_of_time_and_an_expired_challenge() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    // A game whose one-minute turn began an hour ago (see `open_both_sides`), and a
    // challenge two days old in another channel, written through the play layer with a
    // clock in the past.
    let table = support::table_in_the_past(&bot, 0);
    let request = ChallengeRequest {
        opponent: Some(bob.id.to_string()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 60 }),
        level: None,
        rated: None,
    };
    table
        .challenge(&bot.channel(), &actor(&alice), &request)
        .await
        .unwrap();
    table
        .accept(&bot.channel(), &actor(&bob), None)
        .await
        .unwrap();
    open_both_sides(&bot, &alice, &bob).await;
    let other = ChannelRef {
        guild: Some(bot.fake.guild_id().to_string()),
        channel: "900000000000000021".into(),
    };
    support::table_in_the_past(&bot, 2 * 86_400)
        .challenge(
            &other,
            &actor(&bob),
            &ChallengeRequest {
                opponent: None,
                ..request.clone()
            },
        )
        .await
        .unwrap();

    let messages = bot.fake.wait_channel_messages(2, STEP).await;
    let timeout = messages
        .iter()
        .find(|m| m.channel_id == bot.fake.channel_id().to_string())
        .expect("an announcement in the game's channel");
    assert!(
        timeout.content.contains(&format!("{} (", bob.mention()))
            && timeout.content.contains("wins on time"),
        "{}",
        timeout.content
    );
    assert!(timeout.content.contains("Ratings:"), "{}", timeout.content);
    assert!(!timeout.ephemeral());
    let expired = messages
        .iter()
        .find(|m| m.channel_id == other.channel)
        .expect("an announcement in the challenge's channel");
    // Bob challenged from a Spanish client, in an English-speaking server: the channel
    // hears it in the server's language.
    assert_eq!(
        expired.content,
        support::says(
            tablero::messages::Msg::ChallengeExpired {
                challenger: bob.id.to_string()
            },
            "en-US"
        )
    );
    assert!(
        expired.content.contains(&bob.mention()),
        "{}",
        expired.content
    );

    // The posts ping the right people.
    let posts: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| {
            r.method == "POST" && r.path.ends_with("/messages") && r.path.contains("/channels/")
        })
        .collect();
    assert_eq!(posts.len(), 2, "announced once each");
    let game = bot.latest().await;
    assert_eq!(game.status, GameStatus::Finished);
    assert_eq!(game.end_reason, Some(tablero::domain::EndReason::Timeout));
    // alice (White) let her time run out: bob wins.
    assert_eq!(game.winner, Some(tablero::games::Seat::Second));

    let r = bot.command(&alice, "board", json!([])).await;
    assert_board(&r);
    assert!(r.content().contains("on time"), "{}", r.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_announcement_is_sent_again() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.fake.fail_next(
        "POST",
        &format!("/channels/{}/messages", bot.fake.channel_id()),
        429,
        1,
    );
    let table = support::table_in_the_past(&bot, 0);
    table
        .challenge(
            &bot.channel(),
            &actor(&alice),
            &ChallengeRequest {
                opponent: Some(bob.id.to_string()),
                spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
                side: SideChoice::First,
                time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 60 }),
                level: None,
                rated: None,
            },
        )
        .await
        .unwrap();
    table
        .accept(&bot.channel(), &actor(&bob), None)
        .await
        .unwrap();
    open_both_sides(&bot, &alice, &bob).await;

    let messages = bot.fake.wait_channel_messages(1, STEP).await;
    assert!(bot.fake.pending_faults().is_empty(), "the fault was hit");
    assert!(
        messages[0].content.contains("on time"),
        "{}",
        messages[0].content
    );
    assert_eq!(bot.latest().await.status, GameStatus::Finished);

    // And the bot keeps answering.
    let r = bot.command(&alice, "status", json!([])).await;
    assert!(r.ephemeral());
    assert!(
        r.content() == support::says(tablero::messages::Msg::NothingHere, &alice.locale),
        "{}",
        r.content()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_board_whose_answer_was_applied_but_failed_is_shown_once() {
    let bot = support::start_deferring().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    // Discord edits the deferred answer, then answers 500: the bot sends it again.
    bot.fake
        .fail_after_applying("PATCH", "/messages/@original", 500, 1);
    let r = bot.play(&alice, &opening).await;
    assert!(bot.fake.pending_faults().is_empty(), "the fault was hit");
    assert_board(&r);
    assert!(
        r.content().contains(&format!("played {opening}")),
        "{}",
        r.content()
    );
    // One board: the edited answer, and no follow-up or channel post carrying another.
    let followups = bot
        .fake
        .requests()
        .into_iter()
        .filter(|q| q.method == "POST" && q.path.contains("/webhooks/"))
        .count();
    assert_eq!(followups, 0, "no follow-up message");
    assert!(
        bot.fake
            .channel_messages()
            .iter()
            .all(|m| m.attachments.is_empty()),
        "no board posted in the channel"
    );
    assert_eq!(bot.game().await.0.ply, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_announcement_applied_but_answered_with_an_error_is_posted_once() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.fake.fail_after_applying(
        "POST",
        &format!("/channels/{}/messages", bot.fake.channel_id()),
        500,
        1,
    );
    let past = support::table_in_the_past(&bot, 3600);
    past.challenge(
        &bot.channel(),
        &actor(&alice),
        &ChallengeRequest {
            opponent: Some(bob.id.to_string()),
            spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
            side: SideChoice::First,
            time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 60 }),
            level: None,
            rated: None,
        },
    )
    .await
    .unwrap();
    past.accept(&bot.channel(), &actor(&bob), None)
        .await
        .unwrap();
    bot.fake.wait_channel_messages(1, STEP).await;
    assert!(bot.fake.pending_faults().is_empty(), "the fault was hit");
    // The post is sent again after the error (same enforced nonce): Discord keeps one.
    let posts = || {
        bot.fake
            .requests()
            .into_iter()
            .filter(|q| q.method == "POST" && q.path.ends_with("/messages"))
            .count()
    };
    let retried = tokio::time::timeout(STEP, async {
        while posts() < 2 {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(retried.is_ok(), "sent again after the error ({})", posts());
    assert_eq!(
        bot.fake.channel_messages().len(),
        1,
        "{:#?}",
        posted_texts(&bot)
    );
}

/// The outbox at work: a move is stored, but neither its answer nor the channel post that
/// stands in for it reaches Discord (the bot gives up, as it would if it died there). The
/// sweeper announces the game as it stands, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_no_answer_reached_is_announced_by_the_sweeper_once() {
    // Longer than the bot's own tries (about 3.5 s of backoff in all).
    let (bot, opening) = outbox_game(6).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let posted_before = bot.fake.channel_messages().len();

    // Every try of the answer fails, and so does every try of posting it in the channel.
    bot.fake.fail_next("POST", "/callback", 500, 4);
    bot.fake.fail_next("POST", "/messages", 500, 4);
    let i = bot.fake.slash_command(
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": opening}]),
    );
    bot.fake.send(&i).await;
    let posted = bot
        .fake
        .wait_channel_messages(posted_before + 1, 2 * STEP)
        .await;
    assert!(bot.fake.pending_faults().is_empty(), "every fault was hit");
    assert_eq!(bot.game().await.0.ply, 1, "the move is stored");
    let late = posted.last().unwrap();
    assert!(!late.attachments.is_empty(), "the board: {late:?}");
    assert!(
        late.content.contains(&format!("<@{}>", bob.id)),
        "bob is told it is his turn: {}",
        late.content
    );
    // Once: a later sweep finds it delivered.
    tokio::time::timeout(STEP, bot.table.sweep_and_wait())
        .await
        .expect("a sweep runs");
    assert_eq!(
        bot.fake.channel_messages().len(),
        posted_before + 1,
        "{:#?}",
        posted_texts(&bot)
    );
    assert_eq!(bot.table.outbox_backlog().await.unwrap(), 0);
}

/// A bot whose outbox reposts what is left undelivered after `redeliver_after` seconds, with
/// a TZAAR game between alice and bob begun, and alice's opening move.
async fn outbox_game(redeliver_after: i64) -> (support::Bot, String) {
    let options = support::Options {
        table: tablero::table::TableConfig {
            redeliver_after,
            ..tablero::table::TableConfig::default()
        },
        ..support::Options::default()
    };
    let bot = support::start_full(|_| {}, options).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    (bot, opening)
}

/// The channel's posts, for failure messages.
fn posted_texts(bot: &support::Bot) -> Vec<String> {
    bot.fake
        .channel_messages()
        .into_iter()
        .map(|m| m.content)
        .collect()
}

/// The window the outbox cannot close on its own: Discord has a move's answer, but the bot
/// dies before recording it delivered (here: the record is undone behind its back). The
/// sweeper then finds the answer's board in the channel and records it, posting nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_discord_has_but_the_bot_never_recorded_is_not_posted_again() {
    let (bot, opening) = outbox_game(2).await;
    let answer = bot.play(&FakeUser::alice(), &opening).await;
    let (stored, _) = bot.game().await;
    let mark = format!("board-g{}v{}.png", stored.id, stored.version);
    assert!(
        answer.attachments().iter().any(|a| a.filename == mark),
        "the answer's board bears its change's mark: {:?}",
        answer.attachments()
    );
    bot.outbox_settled().await;
    let posted_before = bot.fake.channel_messages().len();

    crate::table_support::execute_sql(&bot.db, "UPDATE announcements SET delivered_at = NULL")
        .await;
    assert!(bot.table.outbox_backlog().await.unwrap() > 0);
    let deadline = std::time::Instant::now() + 4 * STEP;
    while bot.table.outbox_backlog().await.unwrap() > 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the sweeper settles the backlog"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(
        bot.fake
            .requests()
            .iter()
            .any(|r| r.method == "GET" && r.path.ends_with("/messages")),
        "the sweeper looked at the channel first"
    );
    assert_eq!(
        bot.fake.channel_messages().len(),
        posted_before,
        "nothing was posted again: {:#?}",
        posted_texts(&bot)
    );
}

/// As in production (no proxy: the fake answers as `https://discord.com`, and serenity's
/// rate limiter is on), a rate-limited answer is sent again only once the `retry_after`
/// Discord gave has passed, and then goes through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn as_in_production_a_rate_limited_answer_waits_the_retry_after_discord_gives() {
    const RETRY_AFTER: f64 = 1.5;
    let options = support::Options {
        as_discord: true,
        // The answer is sent at once (no deferral), so its retry is the one measured.
        defer_after: std::time::Duration::from_secs(10),
        ..support::Options::default()
    };
    let bot = support::start_full(|_| {}, options).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    assert!(
        bot.fake.requests().iter().all(|r| r
            .headers
            .iter()
            .any(|(k, v)| k == "host" && v == "discord.com")),
        "every call was addressed to discord.com, not to a proxy"
    );
    let opening = bot.suggestions(&alice, "").await.remove(0);
    let before = bot.fake.requests().len();
    bot.fake
        .rate_limit_next("POST", "/callback", RETRY_AFTER, 1);
    answered_after(&bot, &alice, &opening, before, RETRY_AFTER).await;
}

/// The answers to `/move` that the fake received since request number `since`, with their
/// statuses.
fn callbacks_since(bot: &support::Bot, since: usize) -> Vec<crate::fake_discord::RecordedRequest> {
    bot.fake.requests()[since..]
        .iter()
        .filter(|q| q.method == "POST" && q.path.ends_with("/callback"))
        .cloned()
        .collect()
}

/// A bot behind the proxy (as every other test here runs: serenity's rate limiter off) that
/// answers at once (no deferral, so the answer's own retry is the one measured), with a TZAAR
/// game between alice and bob, its opening move, and the fake's request count before it.
async fn a_game_behind_the_proxy() -> (support::Bot, FakeUser, String, usize) {
    let options = support::Options {
        defer_after: std::time::Duration::from_secs(10),
        ..support::Options::default()
    };
    let bot = support::start_full(|_| {}, options).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    let before = bot.fake.requests().len();
    (bot, alice, opening, before)
}

/// Plays `opening` as `alice`: the answer was rate limited once, then went through, no
/// sooner than `retry_after` seconds later.
async fn answered_after(
    bot: &support::Bot,
    alice: &FakeUser,
    opening: &str,
    before: usize,
    retry_after: f64,
) {
    let r = bot.play(alice, opening).await;
    assert!(!r.ephemeral(), "the move's public answer: {}", r.content());
    assert_eq!(bot.game().await.0.ply, 1);
    let answers = callbacks_since(bot, before);
    assert_eq!(
        answers.iter().map(|q| q.status).collect::<Vec<_>>(),
        [429, 204],
        "rate limited once, then answered"
    );
    let waited = answers[1].at.duration_since(answers[0].at);
    assert!(
        waited.as_secs_f64() >= retry_after,
        "sent again after {waited:?}, before the {retry_after} s Discord asked for"
    );
}

/// Behind a proxy, a rate-limited answer is sent again only once the `retry_after` Discord
/// gave has passed (1.5 s, where the bot's own backoff would have tried again after 250 ms),
/// and then goes through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_the_proxy_a_rate_limited_answer_waits_the_retry_after_discord_gives() {
    let (bot, alice, opening, before) = a_game_behind_the_proxy().await;
    bot.fake.rate_limit_next("POST", "/callback", 1.5, 1);
    answered_after(&bot, &alice, &opening, before, 1.5).await;
}

/// A global rate limit (`"global": true` and `X-RateLimit-Global`) behind the proxy: the
/// answer waits it out too, then goes through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_the_proxy_a_global_rate_limit_is_waited_out() {
    let (bot, alice, opening, before) = a_game_behind_the_proxy().await;
    bot.fake
        .rate_limit_globally_next("POST", "/callback", 1.0, 1);
    answered_after(&bot, &alice, &opening, before, 1.0).await;
}

/// A rate limit longer than the bot waits (a minute) is not waited out: the answer is given
/// up at once (one try), and the move's board, already played, is posted in the channel
/// instead, as for any answer Discord keeps refusing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_the_proxy_a_rate_limit_longer_than_a_minute_is_not_waited_out() {
    let (bot, alice, opening, before) = a_game_behind_the_proxy().await;
    let posted_before = bot.fake.channel_messages().len();
    bot.fake.rate_limit_next("POST", "/callback", 120.0, 1);
    let i = bot.fake.slash_command(
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": opening}]),
    );
    bot.fake.send(&i).await;
    let posted = bot
        .fake
        .wait_channel_messages(posted_before + 1, STEP)
        .await;
    let answers = callbacks_since(&bot, before);
    assert_eq!(
        answers.iter().map(|q| q.status).collect::<Vec<_>>(),
        [429],
        "tried once"
    );
    assert_eq!(posted.len(), posted_before + 1);
    assert!(
        posted
            .last()
            .unwrap()
            .content
            .contains(&format!("played {opening}")),
        "{:?}",
        posted.last()
    );
    assert_eq!(bot.game().await.0.ply, 1);
}
