//! Games in their own threads, end to end through the real bot and the fake Discord (issue
//! 14): two games at once from one channel, commands in the right thread, the wrong one and
//! the parent, the channel's lines when a game starts and ends, archiving, the fallback when
//! Discord refuses a thread, and a game against the computer.

use crate::fake_discord::{FakeUser, Response};
use crate::support::{self, Bot, STEP, assert_private, button_id};
use serde_json::{Value, json};
use tablero::table::TableError;

/// Sends `/name options` as `user` inside `channel` (a thread) and waits for the answer.
async fn command_in(
    bot: &Bot,
    channel: u64,
    user: &FakeUser,
    name: &str,
    options: Value,
) -> Response {
    let i = bot
        .fake
        .in_channel(bot.fake.slash_command(user, name, options), channel);
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

/// Challenges `opponent` to TZAAR (fixed setup, challenger White) and returns the answer to
/// the opponent's Accept click, and the thread the game went to.
async fn game_in_a_thread(
    bot: &Bot,
    challenger: &FakeUser,
    opponent: &FakeUser,
) -> (Response, u64) {
    let side = json!({"name": "side", "type": 4, "value": bot.choice("challenge", "side", "White / the fox (moves first)")});
    let c = bot
        .challenge(challenger, "TZAAR", opponent, vec![side])
        .await;
    let message = c.message_id().expect("a challenge message").to_owned();
    let before = bot.fake.threads().len();
    let r = bot
        .click(opponent, &button_id(&c, "tb:accept:"), &message)
        .await;
    let threads = bot.fake.wait_threads(before + 1, STEP).await;
    let thread = threads.last().expect("a new thread").clone();
    assert_eq!(
        thread.id.to_string(),
        message,
        "made from the challenge message"
    );
    (r, thread.id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_games_from_one_channel_each_in_its_own_thread() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());

    let (accepted, first) = game_in_a_thread(&bot, &alice, &bob).await;
    // The challenge message becomes the channel's line about the game, with a link.
    assert_eq!(accepted.kind, 7, "{accepted:?}");
    assert!(
        accepted.content().contains(&format!("<#{first}>")),
        "{}",
        accepted.content()
    );
    assert!(accepted.custom_ids().is_empty(), "no buttons left");
    let thread = bot.fake.thread(first).unwrap();
    assert_eq!(thread.name, "TZAAR (fixed setup) · alice vs bob");
    assert_eq!(thread.auto_archive_duration, 1440, "covers a day's turn");
    // The first board is in the thread.
    let boards = bot.fake.wait_messages_in(first, 1, STEP).await;
    assert!(boards[0].board().is_some(), "{boards:?}");

    let members = bot.fake.thread_members(first);
    assert!(
        members.contains(&alice.id) && members.contains(&bob.id),
        "{members:?}"
    );
    // A second game from the same channel, at the same time.
    let (_, second) = game_in_a_thread(&bot, &carol, &alice).await;
    assert_ne!(first, second);

    // Each thread is its own table.
    let moved = command_in(
        &bot,
        first,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "d3xd4"}]),
    )
    .await;
    assert!(
        !moved.ephemeral() && moved.attachments().iter().any(|a| a.is_board()),
        "{moved:?}"
    );
    let stranger = command_in(
        &bot,
        second,
        &bob,
        "move",
        json!([{"name": "move", "type": 3, "value": "d3xd4"}]),
    )
    .await;
    assert_private(&stranger, &support::refusal(TableError::NotAPlayer, &bob));
    // The channel itself says where its games are.
    let here = bot.play(&alice, "d3xd4").await;
    assert!(here.ephemeral(), "{here:?}");
    assert!(
        here.content().contains(&format!("<#{first}>"))
            && here.content().contains(&format!("<#{second}>")),
        "{}",
        here.content()
    );

    // Bob resigns in his thread: the channel hears the result, the thread is archived.
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    let over = command_in(&bot, first, &bob, "resign", json!([])).await;
    assert!(!over.ephemeral());
    let lines = bot
        .fake
        .wait_messages_in(bot.fake.channel_id(), before + 1, STEP)
        .await;
    let line = &lines.last().unwrap().content;
    assert!(
        line.contains("resignation") && line.contains(&format!("<#{first}>")),
        "{line}"
    );
    let deadline = tokio::time::Instant::now() + STEP;
    while !bot.fake.thread(first).unwrap().archived {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the finished game's thread is archived"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // A command there afterwards says the game is over.
    let late = command_in(&bot, first, &alice, "board", json!([])).await;
    assert!(
        late.ephemeral() || late.attachments().iter().any(|a| a.is_board()),
        "{late:?}"
    );
    let late = command_in(
        &bot,
        first,
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "e4xe5"}]),
    )
    .await;
    assert_private(&late, &support::refusal(TableError::GameOver, &alice));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_for_threads_the_game_is_played_in_the_channel_and_it_says_so() {
    let bot = support::start_with_rooms(|fake| fake.refuse_threads(true)).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let started = bot.start_game(&alice, "TZAAR", &bob, vec![]).await;
    assert!(
        started
            .content()
            .contains("I may not create threads in this channel"),
        "{}",
        started.content()
    );
    assert!(bot.fake.threads().is_empty());
    assert!(
        bot.active().await.is_some(),
        "the game started in the channel"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_made_inside_a_thread_plays_there() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let thread = bot
        .fake
        .create_thread(&alice, bot.fake.channel_id(), "our corner");
    let options = json!([
        {"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")},
        {"name": "opponent", "type": 6, "value": bob.id.to_string()},
    ]);
    let c = command_in(&bot, thread.id, &alice, "challenge", options).await;
    let accept = bot.fake.in_channel(
        bot.fake
            .button(&bob, &button_id(&c, "tb:accept:"), c.message_id().unwrap()),
        thread.id,
    );
    bot.fake.send(&accept).await;
    let started = bot.fake.wait_response(&accept.id, STEP).await;
    assert!(
        started.attachments().iter().any(|a| a.is_board()),
        "{started:?}"
    );
    assert!(
        started.content().contains("inside a thread"),
        "{}",
        started.content()
    );
    assert_eq!(bot.fake.threads().len(), 1, "no thread inside the thread");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_gets_a_thread_too() {
    let bot = support::start_with_rooms(|_| {}).await;
    let alice = FakeUser::alice();
    let options = json!([
        {"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")},
        {"name": "opponent", "type": 6, "value": bot.fake.bot_user_id().to_string()},
        {"name": "side", "type": 4, "value": bot.choice("challenge", "side", "White / the fox (moves first)")},
    ]);
    let r = bot.command(&alice, "challenge", options).await;
    assert!(!r.ephemeral(), "{r:?}");
    let threads = bot.fake.wait_threads(1, STEP).await;
    let thread = &threads[0];
    assert!(
        r.content().contains(&format!("<#{}>", thread.id)),
        "{}",
        r.content()
    );
    assert!(thread.name.ends_with("alice vs tablero"), "{}", thread.name);
    let boards = bot.fake.wait_messages_in(thread.id, 1, STEP).await;
    assert!(boards[0].board().is_some());
    assert!(bot.fake.thread_members(thread.id).contains(&alice.id));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_played_in_the_same_thread() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let (_, thread) = game_in_a_thread(&bot, &alice, &bob).await;
    bot.fake.wait_messages_in(thread, 1, STEP).await;
    let over = command_in(&bot, thread, &bob, "resign", json!([])).await;
    let rematch = button_id(&over, "tb:rematch:");
    // Bob offers the rematch from the final board; the board stays, a challenge follows.
    let click = bot.fake.in_channel(
        bot.fake
            .button(&bob, &rematch, over.message_id().expect("the final board")),
        thread,
    );
    bot.fake.send(&click).await;
    let offer = bot.fake.wait_response(&click.id, STEP).await;
    assert_eq!(offer.kind, 4, "a new message: {offer:?}");
    assert!(
        offer.content().contains(&alice.mention()),
        "{}",
        offer.content()
    );
    // Alice accepts it there: the new game is in the same thread, colours swapped.
    let accept = bot.fake.in_channel(
        bot.fake.button(
            &alice,
            &button_id(&offer, "tb:accept:"),
            offer.message_id().unwrap(),
        ),
        thread,
    );
    bot.fake.send(&accept).await;
    let started = bot.fake.wait_response(&accept.id, STEP).await;
    assert!(
        started.attachments().iter().any(|a| a.is_board()),
        "{started:?}"
    );
    let room = tablero::domain::ChannelRef {
        guild: Some(bot.fake.guild_id().to_string()),
        channel: thread.to_string(),
    };
    let game = bot.table.store().active_game(&room).await.unwrap().unwrap();
    assert_eq!(game.players[0], bob.id.to_string(), "bob now plays White");
    // The finished game's archiving skips a thread with a game in progress: once the
    // rematch ends and its own archiving (due later) has closed the thread, exactly one
    // archiving reached Discord.
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    command_in(&bot, thread, &alice, "resign", json!([])).await;
    told_and_closed(&bot, thread, before).await;
    let archivings = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/channels/{thread}")))
        .count();
    assert_eq!(archivings, 1, "{:?}", bot.fake.request_lines());
}

/// A line of standard Fox and Geese after which the fox (first seat) wins with one jump,
/// and that jump: the geese keep offering captures, the fox takes single jumps.
fn line_to_a_fox_win() -> (Vec<String>, String) {
    use tablero::games::{GameRules, Seat, foxgeese::Variant};
    let single_jumps = |g: &tablero::games::AnyGame| -> Vec<String> {
        g.legal_moves()
            .into_iter()
            .filter(|m| m.matches('x').count() == 1)
            .collect()
    };
    for seed in 1..200u64 {
        let mut rng = seed;
        let mut next = |n: usize| {
            rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            ((rng >> 33) as usize) % n
        };
        let mut game = tablero::games::foxgeese::spec(Variant::STANDARD).start(0);
        let mut line = Vec::new();
        while game.outcome().is_none() && line.len() < 300 {
            let legal = game.legal_moves();
            let mv = if game.to_move() == Seat::First {
                let jumps = single_jumps(&game);
                if let Some(win) = jumps.iter().find(|m| {
                    let mut after = game.clone();
                    after.play_text(m).unwrap();
                    after
                        .outcome()
                        .is_some_and(|o| o.winner == Some(Seat::First))
                }) {
                    return (line, win.clone());
                }
                jumps
                    .first()
                    .cloned()
                    .unwrap_or_else(|| legal[next(legal.len())].clone())
            } else {
                let offers: Vec<&String> = legal
                    .iter()
                    .filter(|m| {
                        let mut after = game.clone();
                        after.play_text(m).unwrap();
                        after.outcome().is_none() && !single_jumps(&after).is_empty()
                    })
                    .collect();
                match offers.as_slice() {
                    [] => legal[next(legal.len())].clone(),
                    some => some[next(some.len())].clone(),
                }
            };
            game.play_text(&mv).unwrap();
            line.push(mv);
        }
    }
    panic!("no line to a fox win");
}

/// A component interaction as `user` in `channel` on `message`, answered.
async fn interact_in(
    bot: &Bot,
    channel: u64,
    interaction: crate::fake_discord::Interaction,
) -> Response {
    let i = bot.fake.in_channel(interaction, channel);
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

/// Chooses the picker option whose label begins with `prefix`, inside `channel`.
async fn pick_in(
    bot: &Bot,
    channel: u64,
    user: &FakeUser,
    picker: &Response,
    prefix: &str,
) -> Response {
    let (id, options) = crate::picker::menu(picker).expect("a menu");
    let (_, value) = options
        .iter()
        .find(|(l, _)| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} in {options:?}"));
    let message = picker.message_id().expect("a picker message");
    interact_in(bot, channel, bot.fake.select(user, &id, &[value], message)).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ended_with_the_pickers_play_tells_the_channel_and_closes_its_thread() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let (line, win) = line_to_a_fox_win();
    let side = json!({"name": "side", "type": 4, "value": bot.choice("challenge", "side", "White / the fox (moves first)")});
    let c = bot
        .challenge(&alice, "Fox and Geese", &bob, vec![side])
        .await;
    let message = c.message_id().expect("a challenge message").to_owned();
    bot.click(&bob, &button_id(&c, "tb:accept:"), &message)
        .await;
    let thread = bot.fake.wait_threads(1, STEP).await[0].id;
    let mut board = None;
    for (i, mv) in line.iter().enumerate() {
        let player = if i % 2 == 0 { &alice } else { &bob };
        let r = command_in(
            &bot,
            thread,
            player,
            "move",
            json!([{"name": "move", "type": 3, "value": mv}]),
        )
        .await;
        assert!(!r.ephemeral(), "{mv}: {}", r.content());
        board = r.message;
    }
    let board = board.expect("the last board");
    // Alice wins with the picker: the fox, its jump, then Play (or Stop here, where the
    // chain could go on).
    let open = bot
        .fake
        .button(&alice, &crate::picker::move_button(&board), &board.id);
    let picker = interact_in(&bot, thread, open).await;
    let (from, to) = win.split_once('x').unwrap();
    let picker = pick_in(&bot, thread, &alice, &picker, &format!("{from} —")).await;
    let mut picker = pick_in(&bot, thread, &alice, &picker, &format!("{from} × {to} —")).await;
    let stop = crate::picker::buttons(&picker)
        .into_iter()
        .find(|(l, _)| l == "Stop here");
    if let Some((_, id)) = stop {
        let click = bot.fake.button(&alice, &id, picker.message_id().unwrap());
        picker = interact_in(&bot, thread, click).await;
    }
    let play =
        tablero::messages::button(tablero::table::ButtonLabel::Play, tablero::i18n::Locale::EN);
    let (_, id) = crate::picker::buttons(&picker)
        .into_iter()
        .find(|(l, _)| *l == play)
        .expect("a Play button");
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    let played = interact_in(
        &bot,
        thread,
        bot.fake.button(&alice, &id, picker.message_id().unwrap()),
    )
    .await;
    assert!(played.ephemeral(), "{played:?}");
    // The channel hears the result, with the link to the thread; the thread is archived.
    told_and_closed(&bot, thread, before).await;
    assert!(bot.active().await.is_none());
}

/// Waits for the channel's line about the game in `thread` (its result, with the link) after
/// the `before` messages it had, and for the thread to be archived.
async fn told_and_closed(bot: &Bot, thread: u64, before: usize) -> String {
    let lines = bot
        .fake
        .wait_messages_in(bot.fake.channel_id(), before + 1, STEP)
        .await;
    let line = lines.last().unwrap().content.clone();
    assert!(line.contains(&format!("<#{thread}>")), "{line}");
    let deadline = tokio::time::Instant::now() + STEP;
    while !bot.fake.thread(thread).unwrap().archived {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the finished game's thread is archived"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    line
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_stopped_by_a_moderator_or_drawn_by_agreement_tells_the_channel_and_closes_its_thread()
 {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    // A moderator's /endgame in the thread.
    let (_, thread) = game_in_a_thread(&bot, &alice, &bob).await;
    bot.fake.wait_messages_in(thread, 1, STEP).await;
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    let stopped = command_in(&bot, thread, &FakeUser::dana(), "endgame", json!([])).await;
    assert!(!stopped.ephemeral(), "{stopped:?}");
    told_and_closed(&bot, thread, before).await;

    // A Fox and Geese draw offered with /draw and agreed with its button.
    let side = json!({"name": "side", "type": 4, "value": bot.choice("challenge", "side", "White / the fox (moves first)")});
    let c = bot
        .challenge(&alice, "Fox and Geese", &bob, vec![side])
        .await;
    let threads = bot.fake.threads().len();
    bot.click(&bob, &button_id(&c, "tb:accept:"), c.message_id().unwrap())
        .await;
    let thread = bot
        .fake
        .wait_threads(threads + 1, STEP)
        .await
        .last()
        .unwrap()
        .id;
    let offer = command_in(&bot, thread, &bob, "draw", json!([])).await;
    let agree = offer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:draw:") && id.ends_with(":y"))
        .expect("an Agree button");
    let before = bot.fake.messages_in(bot.fake.channel_id()).len();
    let click = bot.fake.in_channel(
        bot.fake.button(&alice, &agree, offer.message_id().unwrap()),
        thread,
    );
    bot.fake.send(&click).await;
    bot.fake.wait_response(&click.id, STEP).await;
    let line = told_and_closed(&bot, thread, before).await;
    assert!(line.contains("draw") || line.contains("Draw"), "{line}");
}
