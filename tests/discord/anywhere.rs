//! Play anywhere (issue 39): games where the bot is not a member (a group DM, a server that
//! never added it) played through interactions alone, within Discord's limits as the fake
//! enforces them (no channel post, at most five follow-ups per interaction, tokens for
//! fifteen minutes); a game against the computer in the bot's own DM; a turn out of time in
//! a group DM shown at the next click. Nothing lost or doubled: the store's audit.

use crate::support;

use crate::fake_discord::{FakeUser, Interaction, MAX_FOLLOWUPS, Response};
use serde_json::{Value, json};
use support::{Bot, STEP, assert_board, button_id};
use tablero::domain::ChannelRef;
use tablero::games::GameRules;
use tablero::table::ButtonLabel;

/// Where the interactions of a test happen.
#[derive(Clone, Copy)]
enum Place<'a> {
    /// A group DM, through `installer`'s user install.
    GroupDm(u64, &'a FakeUser),
    /// A server that never added the bot, through `installer`'s user install.
    Foreign(&'a FakeUser),
}

impl Place<'_> {
    fn put(self, bot: &Bot, i: Interaction) -> Interaction {
        match self {
            Place::GroupDm(channel, installer) => bot.fake.in_group_dm(i, channel, installer),
            Place::Foreign(installer) => bot.fake.in_foreign_server(i, installer),
        }
    }

    fn channel(self) -> ChannelRef {
        match self {
            Place::GroupDm(channel, _) => ChannelRef {
                guild: None,
                channel: channel.to_string(),
            },
            Place::Foreign(_) => ChannelRef {
                guild: Some(crate::fake_discord::FOREIGN_GUILD.to_string()),
                channel: crate::fake_discord::FOREIGN_CHANNEL.to_string(),
            },
        }
    }
}

async fn settle(bot: &Bot, i: &Interaction) -> Response {
    bot.fake.send(i).await;
    bot.fake.wait_response(&i.id, STEP).await
}

async fn command(
    bot: &Bot,
    at: Place<'_>,
    user: &FakeUser,
    name: &str,
    options: Value,
) -> Response {
    let i = at.put(bot, bot.fake.slash_command(user, name, options));
    settle(bot, &i).await
}

async fn click(bot: &Bot, at: Place<'_>, user: &FakeUser, id: &str, message: &str) -> Response {
    let i = at.put(bot, bot.fake.button(user, id, message));
    settle(bot, &i).await
}

async fn choose(
    bot: &Bot,
    at: Place<'_>,
    user: &FakeUser,
    id: &str,
    value: &str,
    message: &str,
) -> Response {
    let i = at.put(bot, bot.fake.select(user, id, &[value], message));
    settle(bot, &i).await
}

/// The public board a click answered with: its follow-up (where the bot is not a member,
/// after the click was acknowledged).
async fn board_after(bot: &Bot, r: &Response) -> crate::fake_discord::FakeMessage {
    let r = bot
        .fake
        .wait_response_where(&r.interaction_id, STEP, |r| {
            r.followups
                .iter()
                .any(|f| f.board().is_some() && !f.ephemeral())
        })
        .await
        .unwrap_or_else(|| panic!("no public board after {r:?}"));
    r.followups
        .iter()
        .find(|f| f.board().is_some() && !f.ephemeral())
        .cloned()
        .unwrap()
}

/// Plays a whole turn with the Move button and the picker alone: the first choice of each
/// menu until Play.
async fn picker_turn(
    bot: &Bot,
    at: Place<'_>,
    user: &FakeUser,
    board: &crate::fake_discord::FakeMessage,
) -> crate::fake_discord::FakeMessage {
    let mv = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:mv:"))
        .expect("a Move button");
    let mut picker = click(bot, at, user, &mv, &board.id).await;
    assert!(picker.ephemeral(), "a private picker: {}", picker.content());
    let play = tablero::messages::button(
        ButtonLabel::Play,
        tablero::i18n::Locale::from_tag(&user.locale),
    );
    for _ in 0..12 {
        let message = picker.message_id().expect("the picker").to_owned();
        if let Some((id, options)) = crate::picker::menu(&picker) {
            picker = choose(bot, at, user, &id, &options[0].1, &message).await;
            continue;
        }
        let (_, id) = crate::picker::buttons(&picker)
            .into_iter()
            .find(|(l, _)| *l == play)
            .unwrap_or_else(|| panic!("no Play in {:?}", crate::picker::buttons(&picker)));
        let r = click(bot, at, user, &id, &message).await;
        return board_after(bot, &r).await;
    }
    panic!("the picker never offered Play");
}

/// A whole turn by `/move` (the installer may use it): the first legal moves.
async fn move_turn(bot: &Bot, at: Place<'_>, user: &FakeUser) -> crate::fake_discord::FakeMessage {
    let stored = bot
        .table
        .store()
        .active_game(&at.channel())
        .await
        .unwrap()
        .expect("a game");
    let game = support::replay(&bot.table, &stored).await;
    let first = game.legal_moves()[0].clone();
    let turn = match game
        .continuations(&first)
        .and_then(|c| c.into_iter().next())
    {
        Some(second) => format!("{first} {second}"),
        None => first,
    };
    let r = command(
        bot,
        at,
        user,
        "move",
        json!([{"name": "move", "type": 3, "value": turn}]),
    )
    .await;
    assert_board(&r);
    assert!(!r.ephemeral());
    r.message.clone().unwrap()
}

/// Nothing was ever posted, edited or read as a channel message where the bot is not a
/// member, no interaction had more follow-ups than Discord allows, and every stored game
/// replays from its log.
async fn within_discords_limits(bot: &Bot, channel: &str, interactions: &[String]) {
    let touched: Vec<String> = bot
        .fake
        .request_lines()
        .into_iter()
        .filter(|l| l.contains(&format!("/channels/{channel}")))
        .collect();
    assert!(
        touched.is_empty(),
        "channel calls where the bot is not: {touched:?}"
    );
    for id in interactions {
        if let Some(r) = bot.fake.response(id) {
            assert!(r.followups.len() <= MAX_FOLLOWUPS, "{r:?}");
        }
    }
    let (_, problems) = bot.table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

/// The first side for the challenger (White / the fox).
fn first_side(bot: &Bot) -> Value {
    json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    })
}

/// A challenge in `at` and its acceptance by the Accept button: the first board.
async fn start(
    bot: &Bot,
    at: Place<'_>,
    alice: &FakeUser,
    bob: &FakeUser,
    extra: Vec<Value>,
) -> (Response, crate::fake_discord::FakeMessage) {
    let mut options = vec![
        json!({"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")}),
        json!({"name": "opponent", "type": 6, "value": bob.id.to_string()}),
        first_side(bot),
    ];
    options.extend(extra);
    let offer = command(bot, at, alice, "challenge", Value::Array(options)).await;
    assert!(!offer.ephemeral(), "a public offer: {}", offer.content());
    let accept = button_id(&offer, "tb:accept:");
    let accepted = click(bot, at, bob, &accept, offer.message_id().unwrap()).await;
    let board = board_after(bot, &accepted).await;
    // The offer's buttons were retired through the interaction.
    let offer_now = bot.fake.message(offer.message_id().unwrap()).unwrap();
    assert!(
        offer_now.custom_ids().is_empty(),
        "{:?}",
        offer_now.custom_ids()
    );
    (offer, board)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm_by_buttons_with_a_restart_and_a_stranger() {
    let mut bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    let gdm = bot.fake.group_dm();
    let at = Place::GroupDm(gdm, &alice);
    let (_, first) = start(&bot, at, &alice, &bob, vec![]).await;
    assert!(
        first.content.contains(&alice.mention()),
        "{}",
        first.content
    );

    // White (the installer) by /move, Black by the picker alone.
    let board = move_turn(&bot, at, &alice).await;
    picker_turn(&bot, at, &bob, &board).await;
    assert_eq!(
        bot.table
            .store()
            .active_game(&at.channel())
            .await
            .unwrap()
            .unwrap()
            .ply,
        3
    );

    // A restart in the middle: the buttons still work, from the store.
    bot.restart().await;
    let board = move_turn(&bot, at, &alice).await;

    // A stranger's click on the board is refused privately and changes nothing.
    let mv = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:mv:"))
        .unwrap();
    let before = bot
        .table
        .store()
        .active_game(&at.channel())
        .await
        .unwrap()
        .unwrap();
    let r = click(&bot, at, &carol, &mv, &board.id).await;
    assert!(r.ephemeral(), "{r:?}");
    assert!(r.followups.iter().all(|f| f.ephemeral()));
    let after = bot
        .table
        .store()
        .active_game(&at.channel())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(before.version, after.version);

    let last = picker_turn(&bot, at, &bob, &board).await;
    assert!(last.board().is_some());

    // The installer resigns: the result, with Rematch; the other player asks for one by
    // the button (a new public message: the final board stays).
    let r = command(&bot, at, &alice, "resign", json!([])).await;
    assert!(!r.ephemeral(), "{}", r.content());
    let rematch = button_id(&r, "tb:rematch:");
    let offered = click(&bot, at, &bob, &rematch, r.message_id().unwrap()).await;
    let offer = bot
        .fake
        .wait_response_where(&offered.interaction_id, STEP, |r| !r.followups.is_empty())
        .await
        .expect("the rematch offer follows the click");
    assert!(
        offer.followups[0]
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("tb:accept:"))
    );

    bot.outbox_settled().await;
    let interactions: Vec<String> = bot
        .fake
        .requests()
        .iter()
        .filter_map(|r| r.path.strip_prefix("/api/v10/interactions/"))
        .filter_map(|p| p.split('/').next().map(str::to_owned))
        .collect();
    within_discords_limits(&bot, &gdm.to_string(), &interactions).await;
    let game = bot
        .table
        .store()
        .latest_game(&at.channel())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.channel.guild, None);
    // Rated in the pool of games outside servers, which /stats shows there.
    let pool = bot
        .table
        .store()
        .stats("", &bob.id.to_string())
        .await
        .unwrap();
    assert!(!pool.is_empty(), "bob's rating outside servers");
    let stats = command(&bot, at, &alice, "stats", json!([])).await;
    assert!(stats.ephemeral() || !stats.content().is_empty());
    // /help there says how play goes where the bot cannot post.
    let help = command(&bot, at, &alice, "help", json!([])).await;
    let anywhere = support::says(tablero::messages::Msg::HelpAnywhere, &alice.locale);
    let first_line = anywhere.lines().next().unwrap().to_owned();
    assert!(
        help.content().contains(&first_line)
            || help
                .attachments()
                .iter()
                .any(|a| String::from_utf8_lossy(&a.bytes).contains(&first_line)),
        "{}",
        help.content()
    );
    assert_eq!(
        bot.table.store().moves(game.id).await.unwrap().len() as i64,
        game.ply
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_server_that_never_added_the_bot() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    // Threads are on for this bot's servers, but none can be opened where it is not.
    let at = Place::Foreign(&alice);
    start(&bot, at, &alice, &bob, vec![]).await;
    let board = move_turn(&bot, at, &alice).await;
    picker_turn(&bot, at, &bob, &board).await;
    let r = command(&bot, at, &bob, "resign", json!([])).await;
    assert!(!r.ephemeral());
    bot.outbox_settled().await;
    within_discords_limits(&bot, &crate::fake_discord::FOREIGN_CHANNEL.to_string(), &[]).await;
    assert!(bot.fake.threads().is_empty());
    let game = bot
        .table
        .store()
        .latest_game(&at.channel())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.ply, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_in_the_bots_dm() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let options = json!([
        {"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")},
        {"name": "opponent", "type": 6, "value": bot.fake.bot_user_id().to_string()},
        first_side(&bot),
    ]);
    let i = bot
        .fake
        .in_bot_dm(bot.fake.slash_command(&alice, "challenge", options), &alice);
    let r = settle(&bot, &i).await;
    assert_board(&r);
    let dm = bot.fake.dm_channel(alice.id).expect("the bot's DM").id;
    let here = ChannelRef {
        guild: None,
        channel: dm.to_string(),
    };
    let stored = bot
        .table
        .store()
        .active_game(&here)
        .await
        .unwrap()
        .expect("a game");
    assert!(stored.computer_level.is_some());
    // A turn, answered with the computer's.
    let game = support::replay(&bot.table, &stored).await;
    let first = game.legal_moves()[0].clone();
    let i = bot.fake.in_bot_dm(
        bot.fake.slash_command(
            &alice,
            "move",
            json!([{"name": "move", "type": 3, "value": first}]),
        ),
        &alice,
    );
    let r = settle(&bot, &i).await;
    assert_board(&r);
    let after = bot.table.store().active_game(&here).await.unwrap().unwrap();
    assert!(after.ply >= 2, "the computer answered: ply {}", after.ply);
    let i = bot
        .fake
        .in_bot_dm(bot.fake.slash_command(&alice, "resign", json!([])), &alice);
    let r = settle(&bot, &i).await;
    assert!(!r.ephemeral());
    assert!(
        bot.table
            .store()
            .active_game(&here)
            .await
            .unwrap()
            .is_none()
    );
    let (_, problems) = bot.table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_out_of_time_in_a_group_dm_is_shown_at_the_next_click() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let gdm = bot.fake.group_dm();
    let at = Place::GroupDm(gdm, &alice);
    let time = json!({"name": "time", "type": 3, "value": "1m"});
    let (_, board) = start(&bot, at, &alice, &bob, vec![time]).await;
    // White's opening and Black's first turn, Black's ended an hour ago: White is out of
    // time (as in the server test of the sweeper).
    let channel = at.channel();
    let actor = |u: &FakeUser| {
        tablero::table::Actor::new(&u.id.to_string(), &u.name, tablero::i18n::Locale::EN)
    };
    let now = support::table_in_the_past(&bot, 0);
    let stored = bot
        .table
        .store()
        .active_game(&channel)
        .await
        .unwrap()
        .unwrap();
    let game = support::replay(&bot.table, &stored).await;
    now.play(&channel, &actor(&alice), &game.legal_moves()[0])
        .await
        .unwrap();
    let stored = bot
        .table
        .store()
        .active_game(&channel)
        .await
        .unwrap()
        .unwrap();
    let game = support::replay(&bot.table, &stored).await;
    now.play(&channel, &actor(&bob), &game.legal_moves()[0])
        .await
        .unwrap();
    support::table_in_the_past(&bot, 3600)
        .pass(&channel, &actor(&bob))
        .await
        .unwrap();

    // The sweeper decides: the game is over, nothing is posted in the group DM, both
    // players hear of it by direct message.
    tokio::time::timeout(STEP, bot.table.sweep_and_wait())
        .await
        .unwrap();
    let game = bot
        .table
        .store()
        .latest_game(&channel)
        .await
        .unwrap()
        .unwrap();
    assert!(game.outcome().is_some(), "timed out");
    for user in [&alice, &bob] {
        let dms = bot.fake.dms(user.id);
        assert!(
            dms.iter().any(|m| m.content.contains("wins on time")),
            "{}: {:?}",
            user.name,
            dms.iter().map(|m| &m.content).collect::<Vec<_>>()
        );
    }
    // Not retried against Discord: another pass posts nothing more.
    tokio::time::timeout(STEP, bot.table.sweep_and_wait())
        .await
        .unwrap();
    assert_eq!(bot.fake.dms(alice.id).len(), 1);

    // The next click there (Bob's Move on the old board) shows the result.
    let mv = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:mv:"))
        .unwrap();
    let r = click(&bot, at, &bob, &mv, &board.id).await;
    assert!(
        r.ephemeral(),
        "the click itself is refused privately: {r:?}"
    );
    let shown = bot
        .fake
        .wait_response_where(&r.interaction_id, STEP, |r| {
            r.followups
                .iter()
                .any(|f| f.content.contains("wins on time"))
        })
        .await
        .expect("the time-out follows the next click");
    assert!(
        shown
            .followups
            .iter()
            .any(|f| !f.ephemeral() && f.board().is_some())
    );
    bot.outbox_settled().await;
    // Shown once.
    let again = click(&bot, at, &bob, &mv, &board.id).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let again = bot.fake.response(&again.interaction_id).unwrap();
    assert!(
        again
            .followups
            .iter()
            .all(|f| !f.content.contains("wins on time"))
    );
    within_discords_limits(&bot, &gdm.to_string(), &[]).await;
}

/// The fake keeps Discord's limits where the bot is not a member: no channel post (403,
/// 50001), five follow-ups for an interaction only a user install authorized (the sixth:
/// 400, 40094), and no follow-up or edit once its token is fifteen minutes old (401, 50027).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_keeps_discords_limits_where_the_bot_is_not_a_member() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let gdm = bot.fake.group_dm();
    let i =
        Place::GroupDm(gdm, &alice).put(&bot, bot.fake.slash_command(&alice, "help", json!([])));
    settle(&bot, &i).await;
    let http = reqwest::Client::new();
    let base = format!("{}/api/v10", bot.fake.base_url());
    let auth = format!("Bot {}", bot.fake.token());
    let send = |method: reqwest::Method, path: String| {
        http.request(method, format!("{base}{path}"))
            .header("authorization", auth.clone())
            .header("content-type", "application/json")
            .body(json!({"content": "x"}).to_string())
            .send()
    };
    let code = |r: reqwest::Response| async move {
        let status = r.status().as_u16();
        let bytes = r.bytes().await.unwrap_or_default();
        let body: Value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        (status, body["code"].as_u64().unwrap_or(0))
    };
    let post = send(reqwest::Method::POST, format!("/channels/{gdm}/messages"))
        .await
        .unwrap();
    assert_eq!(code(post).await, (403, 50001));
    let followup = format!("/webhooks/{}/{}", bot.fake.app_id(), i.token);
    for _ in 0..MAX_FOLLOWUPS {
        let r = send(reqwest::Method::POST, followup.clone()).await.unwrap();
        assert_eq!(r.status().as_u16(), 200);
    }
    let sixth = send(reqwest::Method::POST, followup.clone()).await.unwrap();
    assert_eq!(code(sixth).await, (400, 40094));
    bot.fake
        .advance_clock(crate::fake_discord::TOKEN_LIFETIME + std::time::Duration::from_secs(1));
    let edit = send(
        reqwest::Method::PATCH,
        format!("{followup}/messages/@original"),
    )
    .await
    .unwrap();
    assert_eq!(code(edit).await, (401, 50027));
}

/// Outside servers the public text speaks the language of whoever starts there (no server
/// language), and a reminder goes by direct message, never into the group DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outside_servers_the_starter_s_language_and_reminders_by_direct_message() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let gdm = bot.fake.group_dm();
    // Bob (Spanish) installed the app and challenges Alice: the offer is in Spanish.
    let at = Place::GroupDm(gdm, &bob);
    let time = json!({"name": "time", "type": 3, "value": "10m"});
    let options = json!([
        {"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")},
        {"name": "opponent", "type": 6, "value": alice.id.to_string()},
        first_side(&bot),
        time,
    ]);
    let offer = command(&bot, at, &bob, "challenge", options).await;
    let accept_es = tablero::messages::button(ButtonLabel::Accept, tablero::i18n::Locale::ES);
    assert!(
        crate::picker::buttons(&offer)
            .iter()
            .any(|(label, _)| *label == accept_es),
        "{:?}",
        crate::picker::buttons(&offer)
    );
    let accept = button_id(&offer, "tb:accept:");
    let accepted = click(&bot, at, &alice, &accept, offer.message_id().unwrap()).await;
    board_after(&bot, &accepted).await;
    // Bob's opening, made as if eight minutes ago: Alice's reminder is due.
    let channel = at.channel();
    let stored = bot
        .table
        .store()
        .active_game(&channel)
        .await
        .unwrap()
        .unwrap();
    let game = support::replay(&bot.table, &stored).await;
    let actor =
        tablero::table::Actor::new(&bob.id.to_string(), &bob.name, tablero::i18n::Locale::ES);
    support::table_in_the_past(&bot, 480)
        .play(&channel, &actor, &game.legal_moves()[0])
        .await
        .unwrap();
    tokio::time::timeout(STEP, bot.table.sweep_and_wait())
        .await
        .unwrap();
    let dms = bot
        .fake
        .wait_messages_in(bot.fake.dm_channel(alice.id).map_or(0, |c| c.id), 1, STEP)
        .await;
    assert!(
        dms[0].content.contains(&alice.mention()),
        "{}",
        dms[0].content
    );
    within_discords_limits(&bot, &gdm.to_string(), &[]).await;
}

/// The player without the app keeps the game out of the ratings by accepting with Accept
/// unrated: either player may choose an unrated game (issue 39).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_group_dm_the_other_player_may_accept_unrated() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let gdm = bot.fake.group_dm();
    let at = Place::GroupDm(gdm, &alice);
    let options = json!([
        {"name": "game", "type": 4, "value": bot.choice("challenge", "game", "TZAAR")},
        {"name": "opponent", "type": 6, "value": bob.id.to_string()},
        first_side(&bot),
    ]);
    let offer = command(&bot, at, &alice, "challenge", options).await;
    let unrated = button_id(&offer, "tb:acceptu:");
    let accepted = click(&bot, at, &bob, &unrated, offer.message_id().unwrap()).await;
    board_after(&bot, &accepted).await;
    let stored = bot
        .table
        .store()
        .active_game(&at.channel())
        .await
        .unwrap()
        .unwrap();
    assert!(!stored.rated, "accepted unrated");
    within_discords_limits(&bot, &gdm.to_string(), &[]).await;
}
