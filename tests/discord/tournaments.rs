//! Tournaments end to end through the real bot and the fake Discord (issue 27): `/tournament`
//! and its subcommands, the sign-up message's buttons, who may run one, each round's games
//! opened in threads of their own by the sweeper, and a round robin played to its final
//! standings; a thread Discord refuses at first, opened on a later sweep.

use std::time::Duration;

use crate::fake_discord::{FakeUser, Response};
use crate::support::{self, Bot, STEP, button_id};
use serde_json::{Value, json};
use tablero::domain::ChannelRef;

/// `/tournament <sub> options` as `user` in `channel`.
async fn tournament_in(
    bot: &Bot,
    channel: u64,
    user: &FakeUser,
    sub: &str,
    options: Value,
) -> Response {
    let data = json!([{"name": sub, "type": 1, "options": options}]);
    let i = bot
        .fake
        .in_channel(bot.fake.slash_command(user, "tournament", data), channel);
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

async fn tournament(bot: &Bot, user: &FakeUser, sub: &str, options: Value) -> Response {
    tournament_in(bot, bot.fake.channel_id(), user, sub, options).await
}

/// The value of a choice of `/tournament create`'s option, as registered.
fn create_choice(bot: &Bot, option: &str, choice: &str) -> Value {
    let create = bot.registered("tournament")["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .find(|s| s["name"] == "create")
        .expect("/tournament create")
        .clone();
    support::choice_of(&create, option, choice)
}

/// `/tournament create` as `user`: a TZAAR round robin called `name`.
async fn create(bot: &Bot, user: &FakeUser, name: &str) -> Response {
    let game = create_choice(bot, "game", "TZAAR");
    let options = json!([
        {"name": "name", "type": 3, "value": name},
        {"name": "game", "type": 4, "value": game},
    ]);
    tournament(bot, user, "create", options).await
}

/// `/resign` as `user` in `thread`.
async fn resign_in(bot: &Bot, thread: u64, user: &FakeUser) -> Response {
    let i = bot
        .fake
        .in_channel(bot.fake.slash_command(user, "resign", json!([])), thread);
    bot.fake.send(&i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

/// The user (of `users`) with this id.
fn user_of<'a>(users: &'a [FakeUser], id: &str) -> &'a FakeUser {
    users
        .iter()
        .find(|u| u.id.to_string() == id)
        .unwrap_or_else(|| panic!("no user {id}"))
}

/// Waits until a message in the main channel contains `needle`.
async fn wait_channel_says(bot: &Bot, needle: &str) -> String {
    let deadline = std::time::Instant::now() + 4 * STEP;
    loop {
        let messages = bot.fake.messages_in(bot.fake.channel_id());
        if let Some(m) = messages.iter().find(|m| m.content.contains(needle)) {
            return m.content.clone();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "nothing says {needle:?}: {:#?}",
            messages.iter().map(|m| &m.content).collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_is_signed_up_for_and_played_in_threads_to_the_end() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, carol, dana) = (
        FakeUser::alice(),
        FakeUser::bob(),
        FakeUser::carol(),
        FakeUser::dana(),
    );
    let users = [alice.clone(), bob.clone(), carol.clone(), dana.clone()];

    // Only those who manage the server create tournaments; nothing is created otherwise.
    let refused = create(&bot, &alice, "Cup").await;
    assert!(refused.ephemeral(), "{refused:?}");
    let listed = tournament(&bot, &alice, "list", json!([])).await;
    assert!(!listed.content().contains("Cup"), "{}", listed.content());

    // Dana (an admin) creates it: the sign-up message, with Join and Leave.
    let signup = create(&bot, &dana, "Cup").await;
    assert!(!signup.ephemeral(), "{signup:?}");
    assert!(signup.content().contains("Cup"), "{}", signup.content());
    let message = signup.message_id().expect("a sign-up message").to_owned();
    let join = button_id(&signup, "tb:tjoin:");

    // Alice and Bob join with the button, Carol with the command; a second Join changes
    // nothing and says so privately.
    let joined = bot.click(&alice, &join, &message).await;
    assert!(!joined.ephemeral(), "{joined:?}");
    let joined = bot.click(&bob, &join, &message).await;
    assert!(joined.content().contains("2"), "{}", joined.content());
    let again = bot.click(&alice, &join, &message).await;
    assert!(again.ephemeral(), "{again:?}");
    let by_command = tournament(&bot, &carol, "join", json!([])).await;
    assert!(!by_command.ephemeral(), "{by_command:?}");

    // A player cannot start it; its organizer can.
    let not_yours = tournament(&bot, &bob, "start", json!([])).await;
    assert!(not_yours.ephemeral(), "{not_yours:?}");
    let started = tournament(&bot, &dana, "start", json!([])).await;
    assert!(!started.ephemeral(), "{started:?}");

    // Three players, three rounds: one game and a bye in each, each game in a thread of
    // its own, named after the tournament, with both players in it and its first board.
    let store = bot.table.store();
    for round in 1..=3 {
        let threads = bot.fake.wait_threads(round, 4 * STEP).await;
        let thread = threads.last().expect("a thread").clone();
        assert!(
            thread.name.starts_with(&format!("Cup, round {round} · ")),
            "{}",
            thread.name
        );
        let boards = bot.fake.wait_messages_in(thread.id, 1, STEP).await;
        assert!(boards[0].board().is_some(), "{boards:?}");
        let room = ChannelRef::new(
            Some(&bot.fake.guild_id().to_string()),
            &thread.id.to_string(),
        );
        let game = store
            .active_game(&room)
            .await
            .unwrap()
            .expect("the round's game is in its thread");
        let members = bot.fake.thread_members(thread.id);
        for player in &game.players {
            assert!(
                members.contains(&player.parse::<u64>().unwrap()),
                "{members:?}"
            );
        }
        // The channel's pairings name the thread, not a placeholder.
        let pairings = tournament(&bot, &alice, "pairings", json!([])).await;
        assert!(
            pairings.content().contains(&format!("<#{}>", thread.id)),
            "{}",
            pairings.content()
        );
        // The second player resigns: the round is over, the next one is paired.
        let loser = user_of(&users, &game.players[1]);
        let over = resign_in(&bot, thread.id, loser).await;
        assert!(!over.ephemeral(), "{over:?}");
        // The final board offers no rematch: the result belongs to the tournament. A
        // Rematch button from an older build is refused privately, with the reason.
        assert!(
            !over.custom_ids().iter().any(|id| id.contains(":rematch:")),
            "{:?}",
            over.custom_ids()
        );
        if round == 1 {
            let message = over.message_id().expect("the final board").to_owned();
            let old = format!("tb:rematch:{}", game.id);
            let click = bot
                .fake
                .in_channel(bot.fake.button(loser, &old, &message), thread.id);
            bot.fake.send(&click).await;
            let refused = bot.fake.wait_response(&click.id, STEP).await;
            // In the player's own language.
            assert!(refused.ephemeral(), "{refused:?}");
            assert!(
                [
                    "part of a tournament",
                    "era de un torneo",
                    "faisait partie d'un tournoi"
                ]
                .iter()
                .any(|reason| refused.content().contains(reason)),
                "{}",
                refused.content()
            );
        }
    }
    let last = wait_channel_says(&bot, "Final standings of Cup").await;
    // Each won one game: first place is shared three ways.
    assert!(last.contains("1=."), "{last}");
    // The standings come as a table image too, named after the change it announces (the
    // end of the last round), so the outbox can tell it was posted.
    let posted = bot.fake.messages_in(bot.fake.channel_id());
    let final_standings = posted
        .iter()
        .find(|m| m.content.contains("Final standings of Cup"))
        .expect("the final standings");
    assert!(
        final_standings
            .attachments
            .iter()
            .any(|a| a.filename.starts_with("standings-t") && a.filename.ends_with("r3.png")),
        "{final_standings:?}"
    );
    wait_channel_says(&bot, "Cup is over!").await;
    bot.outbox_settled().await;

    let standings = tournament(&bot, &bob, "standings", json!([])).await;
    assert!(
        standings.content().contains("Final standings of Cup"),
        "{}",
        standings.content()
    );
    let listed = tournament(&bot, &alice, "list", json!([])).await;
    assert!(
        listed.content().contains("Cup") && listed.content().contains("finished"),
        "{}",
        listed.content()
    );
    // Joining a finished tournament is refused privately.
    let late = tournament(&bot, &alice, "join", json!([])).await;
    assert!(late.ephemeral(), "{late:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_discord_refuses_is_explained_and_opened_on_a_later_sweep() {
    // The outbox tries again after a second (the tests' default is never).
    let options = support::Options {
        threads: true,
        table: tablero::table::TableConfig {
            redeliver_after: 2,
            ..tablero::table::TableConfig::default()
        },
        ..support::Options::default()
    };
    let bot = support::start_full(|_| {}, options).await;
    let (alice, bob, dana) = (FakeUser::alice(), FakeUser::bob(), FakeUser::dana());
    let signup = create(&bot, &dana, "Open").await;
    assert!(!signup.ephemeral(), "{signup:?}");
    for player in [&alice, &bob] {
        let joined = tournament(&bot, player, "join", json!([])).await;
        assert!(!joined.ephemeral(), "{joined:?}");
    }
    bot.fake.refuse_threads(true);
    let started = tournament(&bot, &dana, "start", json!([])).await;
    assert!(!started.ephemeral(), "{started:?}");
    // The channel hears why the game waits.
    let why = wait_channel_says(&bot, "could not open a thread").await;
    assert!(why.contains("Open"), "{why}");
    assert!(bot.fake.threads().is_empty());

    // Once Discord allows it, the outbox's next try opens the thread.
    bot.fake.refuse_threads(false);
    let threads = bot.fake.wait_threads(1, 8 * STEP).await;
    let boards = bot.fake.wait_messages_in(threads[0].id, 1, STEP).await;
    assert!(boards[0].board().is_some(), "{boards:?}");
    bot.outbox_settled().await;
    // Someone not in it cannot withdraw; a player can, and loses the game by forfeit.
    let stranger = tournament(&bot, &FakeUser::carol(), "withdraw", json!([])).await;
    assert!(stranger.ephemeral(), "{stranger:?}");
    let withdrew = tournament(&bot, &bob, "withdraw", json!([])).await;
    assert!(!withdrew.ephemeral(), "{withdrew:?}");
    wait_channel_says(&bot, "Final standings of Open").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_organizer_role_lets_a_member_create_and_start_a_tournament() {
    let bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, dana) = (FakeUser::alice(), FakeUser::bob(), FakeUser::dana());
    let role = bot.fake.organizer_role_id();
    // Erin holds the Organizers role, which grants nothing beyond @everyone's permissions.
    let erin = FakeUser::new(100_000_000_000_000_005, "erin", "en-US").with_role(role);
    const REFUSED: &str = "tournament organizer role";

    // Before the server names the role, it counts for nothing.
    support::assert_private(&create(&bot, &erin, "Spring").await, REFUSED);
    let set = json!([{"name": "organizer_role", "type": 8, "value": role.to_string()}]);
    support::assert_private(
        &bot.command(&erin, "settings", set.clone()).await,
        "Only members with the Manage Server permission",
    );
    support::assert_private(
        &bot.command(&dana, "settings", set).await,
        "Settings saved.",
    );

    // Now Erin creates and starts one; Alice, without the role, is still refused.
    support::assert_private(&create(&bot, &alice, "Autumn").await, REFUSED);
    let signup = create(&bot, &erin, "Spring").await;
    assert!(!signup.ephemeral(), "{signup:?}");
    assert!(signup.content().contains("Spring"), "{}", signup.content());
    for p in [&alice, &bob] {
        let joined = tournament(&bot, p, "join", json!([])).await;
        assert!(!joined.ephemeral(), "{joined:?}");
    }
    let started = tournament(&bot, &erin, "start", json!([])).await;
    assert!(!started.ephemeral(), "{started:?}");
    assert!(
        started.content().contains("Spring"),
        "{}",
        started.content()
    );
    let listed = tournament(&bot, &alice, "list", json!([])).await;
    assert!(listed.content().contains("Spring"), "{}", listed.content());
    assert!(!listed.content().contains("Autumn"), "{}", listed.content());

    // The server takes the role's power back: Erin is refused again.
    let unset = json!([{"name": "no_organizer_role", "type": 5, "value": true}]);
    support::assert_private(
        &bot.command(&dana, "settings", unset).await,
        "Settings saved.",
    );
    support::assert_private(&create(&bot, &erin, "Summer").await, REFUSED);
    let listed = tournament(&bot, &alice, "list", json!([])).await;
    assert!(!listed.content().contains("Summer"), "{}", listed.content());
    bot.outbox_settled().await;
}

/// Waits until the stored message `id` satisfies `test`, and returns it.
async fn wait_message(
    bot: &Bot,
    id: &str,
    what: &str,
    test: impl Fn(&crate::fake_discord::FakeMessage) -> bool,
) -> crate::fake_discord::FakeMessage {
    let deadline = std::time::Instant::now() + STEP;
    loop {
        let message = bot.fake.message(id).expect("the message is there");
        if test(&message) {
            return message;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the message never {what}: {message:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Issue 41: the sign-up message shows who is in, however they joined. A join or a leave by
/// command (or a click on another message's buttons) edits it, as a click on its own buttons
/// does; its id is kept in the store, so a restarted bot still finds it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_signup_message_lists_who_joined_by_command_even_after_a_restart() {
    let mut bot = support::start_with_rooms(|_| {}).await;
    let (alice, bob, carol, dana) = (
        FakeUser::alice(),
        FakeUser::bob(),
        FakeUser::carol(),
        FakeUser::dana(),
    );
    let signup = create(&bot, &dana, "Cup").await;
    let message = signup.message_id().expect("a sign-up message").to_owned();
    let join = button_id(&signup, "tb:tjoin:");
    let id: i64 = join.trim_start_matches("tb:tjoin:").parse().expect("an id");
    // The bot records it once Discord has it (a moment after the answer).
    let deadline = std::time::Instant::now() + STEP;
    loop {
        let kept = bot
            .table
            .store()
            .signup_message(tablero::domain::TournamentId(id))
            .await
            .unwrap();
        if kept.is_some() || std::time::Instant::now() > deadline {
            assert_eq!(kept.as_deref(), Some(message.as_str()));
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // Alice joins by command: her answer says so, and the sign-up message lists her, with
    // its buttons still on it.
    let joined = tournament(&bot, &alice, "join", json!([])).await;
    assert!(!joined.ephemeral(), "{joined:?}");
    let shown = wait_message(&bot, &message, "listed Alice", |m| {
        m.content.contains(&alice.mention())
    })
    .await;
    assert!(shown.content.contains("Cup"), "{shown:?}");
    assert!(
        shown
            .custom_ids()
            .iter()
            .any(|c| c.starts_with("tb:tjoin:")),
        "{shown:?}"
    );

    // Bob clicks Join on Alice's answer (another message with the buttons): the sign-up
    // message lists him too.
    let answer = joined.message_id().expect("a public answer").to_owned();
    let clicked = bot.click(&bob, &join, &answer).await;
    assert!(!clicked.ephemeral(), "{clicked:?}");
    wait_message(&bot, &message, "listed Bob", |m| {
        m.content.contains(&alice.mention()) && m.content.contains(&bob.mention())
    })
    .await;

    // After a restart the bot still finds the message: Carol joins, Alice leaves, by
    // command, and the sign-up message says so.
    bot.restart().await;
    let joined = tournament(&bot, &carol, "join", json!([])).await;
    assert!(!joined.ephemeral(), "{joined:?}");
    let left = tournament(&bot, &alice, "leave", json!([])).await;
    assert!(!left.ephemeral(), "{left:?}");
    let shown = wait_message(&bot, &message, "listed Carol without Alice", |m| {
        m.content.contains(&carol.mention())
            && m.content.contains(&bob.mention())
            && !m.content.contains(&alice.mention())
    })
    .await;
    assert!(
        shown
            .custom_ids()
            .iter()
            .any(|c| c.starts_with("tb:tjoin:")),
        "{shown:?}"
    );
    bot.outbox_settled().await;
}
