//! Game rooms (issue 14): the real `tablero::discord::rooms` functions against the fake
//! Discord's threads and direct messages: threads from a message (names cut, archive duration
//! covering the turn) or in a channel, refusals (permissions, a thread inside a thread),
//! members, archiving and the reopening post, DMs; THREAD_CREATE/THREAD_UPDATE reaching the
//! bot, and commands used inside a thread.

use std::sync::Arc;

use crate::fake_discord::{FakeDiscord, FakeUser, payloads};
use crate::support::{self, STEP};
use serde_json::{Value, json};
use serenity::all::{
    Channel, ChannelId, ChannelType, CreateMessage, GuildChannel, Http, HttpBuilder, MessageId,
    PartialChannel, PrivateChannel, ThreadMember, UserId,
};
use tablero::discord::rooms::{self, RoomRefusal};
use tablero::i18n::Locale;
use tablero::messages::Msg;
use tablero::table::Reply;

/// A REST client of the fake, as the bot's (no rate limiter behind a proxy).
fn http(fake: &FakeDiscord) -> Arc<Http> {
    Arc::new(
        HttpBuilder::new(fake.token())
            .proxy(fake.base_url())
            .ratelimiter_disabled(true)
            .build(),
    )
}

/// Posts a message in `channel` (a challenge stand-in) and returns its id.
async fn message_in(http: &Http, channel: u64) -> MessageId {
    ChannelId::new(channel)
        .send_message(http, CreateMessage::new().content("a challenge"))
        .await
        .expect("the fake takes the post")
        .id
}

/// A short public notice and its English text.
fn notice(user: &FakeUser) -> (Reply, String) {
    let msg = Msg::ChallengeCancelled {
        challenger: user.id.to_string(),
    };
    let text = support::says(msg.clone(), "en");
    (Reply::public(vec![msg]), text)
}

/// How many requests with this method have a path ending with `suffix`.
fn count(fake: &FakeDiscord, method: &str, suffix: &str) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.method == method && r.path.ends_with(suffix))
        .count()
}

#[tokio::test]
async fn a_thread_from_a_message_is_named_and_outlasts_the_turn() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = fake.channel_id();
    let long = format!("  TZAAR · {}  ", "ana".repeat(60));
    for (turn_secs, minutes) in [
        (60, 60),
        (2 * 3600, 1440),
        (3 * 86_400, 4320),
        (10 * 86_400, 10080),
    ] {
        let message = message_in(&http, channel).await;
        let thread =
            rooms::open_from_message(&http, ChannelId::new(channel), message, &long, turn_secs)
                .await
                .expect("a thread");
        // As on Discord, a message's thread has the message's id.
        assert_eq!(thread.get(), message.get());
        let t = fake.thread(thread.get()).expect("the fake has the thread");
        assert_eq!(t.kind, 11);
        assert_eq!(t.parent_id, Some(channel));
        assert_eq!(t.message_id, Some(message.to_string()));
        assert_eq!(t.auto_archive_duration, minutes, "turn of {turn_secs} s");
        assert_eq!(t.name.chars().count(), 100, "{:?}", t.name);
        assert!(long.trim().starts_with(&t.name), "{:?}", t.name);
        assert!(!t.archived);
        // The bot made it, so it is its first member.
        assert_eq!(t.members, [fake.bot_user_id()]);
    }
    let created = fake.wait_request("POST", "/threads", STEP).await;
    let body = created.json().expect("a JSON body");
    assert_eq!(body["auto_archive_duration"], json!(60), "{body}");
    assert_eq!(fake.threads().len(), 4);

    // `GET /channels/{thread}` answers the thread, as serenity reads it.
    let first = fake.threads()[0].id;
    match http
        .get_channel(ChannelId::new(first))
        .await
        .expect("the thread")
    {
        Channel::Guild(g) => {
            assert_eq!(g.kind, ChannelType::PublicThread);
            assert_eq!(g.parent_id, Some(ChannelId::new(channel)));
            assert!(g.thread_metadata.is_some_and(|m| !m.archived));
        }
        other => panic!("a guild channel: {other:?}"),
    }
    // An empty name still names the thread.
    let message = message_in(&http, channel).await;
    let thread = rooms::open_from_message(&http, ChannelId::new(channel), message, " \n ", 0)
        .await
        .expect("a thread");
    assert_eq!(fake.thread(thread.get()).unwrap().name, "tablero");
    assert!(fake.unhandled_requests().is_empty());
}

/// A creation Discord carried out but whose answer was lost, sent again, finds the thread.
#[tokio::test]
async fn a_thread_whose_creation_answer_was_lost_is_found_again() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(fake.channel_id());
    let message = message_in(&http, channel.get()).await;
    fake.fail_after_applying("POST", "/threads", 500, 1);
    let thread = rooms::open_from_message(&http, channel, message, "TZAAR · ana vs bruno", 600)
        .await
        .expect("the thread made on the first try");
    assert_eq!(thread.get(), message.get());
    assert_eq!(fake.threads().len(), 1);
    assert_eq!(count(&fake, "POST", "/threads"), 2);
}

#[tokio::test]
async fn a_thread_without_a_message_is_public_and_never_made_twice() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(fake.channel_id());
    let thread = rooms::open_in_channel(&http, channel, "Fox and Geese · ana vs tablero", 86_400)
        .await
        .expect("a thread");
    let t = fake.thread(thread.get()).expect("the fake has it");
    assert_eq!(
        (t.kind, t.parent_id, t.message_id),
        (11, Some(channel.get()), None)
    );
    assert_eq!(t.auto_archive_duration, 1440);
    assert_eq!(t.name, "Fox and Geese · ana vs tablero");
    let body = fake.wait_request("POST", "/threads", STEP).await;
    assert_eq!(
        body.json().unwrap()["type"],
        json!(11),
        "public, not Discord's private default"
    );

    // Rate limited: Discord did nothing, so it is sent again.
    fake.fail_next("POST", "/threads", 429, 1);
    rooms::open_in_channel(&http, channel, "again", 60)
        .await
        .expect("made after the rate limit");
    assert_eq!(fake.threads().len(), 2);
    // Failed on Discord's side: it may have made it, so it is not sent again.
    fake.fail_after_applying("POST", "/threads", 500, 1);
    let before = count(&fake, "POST", "/threads");
    let r = rooms::open_in_channel(&http, channel, "once", 60).await;
    assert!(matches!(r, Err(RoomRefusal::Failed(_))), "{r:?}");
    assert_eq!(count(&fake, "POST", "/threads"), before + 1);
    assert_eq!(fake.threads().len(), 3, "one thread, never two");
}

#[tokio::test]
async fn refused_thread_creation_is_no_permission() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(fake.channel_id());
    let message = message_in(&http, channel.get()).await;
    fake.refuse_threads(true);
    let r = rooms::open_from_message(&http, channel, message, "TZAAR · ana vs bruno", 60).await;
    assert_eq!(r, Err(RoomRefusal::NoPermission));
    let r = rooms::open_in_channel(&http, channel, "TZAAR · ana vs bruno", 60).await;
    assert_eq!(r, Err(RoomRefusal::NoPermission));
    assert!(fake.threads().is_empty());
    // One try each: a refusal is not retried.
    assert_eq!(count(&fake, "POST", "/threads"), 2);
    let refused = fake.wait_request("POST", "/threads", STEP).await;
    assert_eq!(refused.status, 403);

    fake.refuse_threads(false);
    rooms::open_from_message(&http, channel, message, "TZAAR · ana vs bruno", 60)
        .await
        .expect("allowed again");
}

#[tokio::test]
async fn a_thread_inside_a_thread_is_refused() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let chat = fake.create_thread(&FakeUser::alice(), fake.channel_id(), "chat");
    assert_eq!(fake.thread_members(chat.id), [FakeUser::alice().id]);
    let challenge = message_in(&http, chat.id).await;
    let r = rooms::open_from_message(&http, ChannelId::new(chat.id), challenge, "TZAAR", 60).await;
    assert_eq!(r, Err(RoomRefusal::InThread));
    let r = rooms::open_in_channel(&http, ChannelId::new(chat.id), "TZAAR", 60).await;
    assert_eq!(r, Err(RoomRefusal::InThread));
    assert_eq!(fake.threads().len(), 1, "only the players' own thread");
    // The message posted in the thread is the thread's.
    let in_chat = fake.messages_in(chat.id);
    assert_eq!(in_chat.len(), 1);
    assert_eq!(in_chat[0].id, challenge.to_string());
    assert!(fake.messages_in(fake.channel_id()).is_empty());
}

#[tokio::test]
async fn players_are_added_to_their_thread() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(fake.channel_id());
    let thread = rooms::open_in_channel(&http, channel, "TZAAR · alice vs bob", 60)
        .await
        .unwrap();
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    assert!(rooms::add_member(&http, thread, UserId::new(alice.id)).await);
    assert!(rooms::add_member(&http, thread, UserId::new(bob.id)).await);
    assert!(
        rooms::add_member(&http, thread, UserId::new(bob.id)).await,
        "idempotent"
    );
    assert_eq!(
        fake.thread_members(thread.get()),
        [fake.bot_user_id(), alice.id, bob.id]
    );
    let put = fake
        .wait_request("PUT", &format!("/thread-members/{}", alice.id), STEP)
        .await;
    assert_eq!(put.status, 204);
    let listed: Vec<ThreadMember> = http
        .get_channel_thread_members(thread)
        .await
        .expect("the members");
    assert_eq!(listed.len(), 3);
    // Not fatal: an unknown thread, or Discord failing, is a `false` and a log line.
    assert!(!rooms::add_member(&http, ChannelId::new(12345), UserId::new(alice.id)).await);
    fake.fail_next("PUT", "/thread-members/", 403, 1);
    assert!(!rooms::add_member(&http, thread, UserId::new(FakeUser::carol().id)).await);
    assert_eq!(fake.thread_members(thread.get()).len(), 3);
}

#[tokio::test]
async fn a_post_into_an_archived_thread_reopens_it_and_posts_once() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let channel = ChannelId::new(fake.channel_id());
    let thread = rooms::open_in_channel(&http, channel, "TZAAR · alice vs bob", 3600)
        .await
        .unwrap();
    let (reply, text) = notice(&FakeUser::alice());

    // The bot archives the finished game's thread; a later post reopens it.
    rooms::archive(&http, thread).await.expect("archived");
    assert!(fake.thread(thread.get()).unwrap().archived);
    rooms::post(&http, thread, &reply, Locale::EN)
        .await
        .expect("posted after reopening");
    assert!(!fake.thread(thread.get()).unwrap().archived, "reopened");
    let posts = fake.messages_in(thread.get());
    assert_eq!(posts.len(), 1, "posted once: {posts:?}");
    assert_eq!(posts[0].content, text);
    let suffix = format!("/channels/{thread}/messages");
    let tries: Vec<u16> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&suffix))
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, [400, 200], "refused as archived, then posted");
    let patches: Vec<Value> = fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/channels/{thread}")))
        .filter_map(|r| r.json().cloned())
        .collect();
    assert_eq!(
        patches,
        [json!({"archived": true}), json!({"archived": false})]
    );

    // Discord archived it on its own during a long turn: the same.
    fake.set_archived(thread.get(), true);
    rooms::post(&http, thread, &reply, Locale::EN)
        .await
        .unwrap();
    assert_eq!(fake.messages_in(thread.get()).len(), 2);
    assert!(!fake.thread(thread.get()).unwrap().archived);

    // A post Discord made but whose answer was lost is sent again with its nonce: once.
    fake.fail_after_applying("POST", &suffix, 500, 1);
    rooms::post(&http, thread, &reply, Locale::EN)
        .await
        .unwrap();
    assert_eq!(fake.messages_in(thread.get()).len(), 3);

    // A thread that cannot be reopened is a refusal, not a loop.
    fake.set_archived(thread.get(), true);
    fake.fail_next("PATCH", &format!("/channels/{thread}"), 403, 1);
    let r = rooms::post(&http, thread, &reply, Locale::EN).await;
    assert_eq!(r, Err(RoomRefusal::NoPermission));
    assert_eq!(fake.messages_in(thread.get()).len(), 3);
}

#[tokio::test]
async fn direct_messages_open_and_fail_plainly() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let dm = rooms::open_dm(&http, UserId::new(alice.id))
        .await
        .expect("a DM channel");
    assert_eq!(
        rooms::open_dm(&http, UserId::new(alice.id)).await,
        Ok(dm),
        "one per user"
    );
    let channel = fake.dm_channel(alice.id).expect("recorded");
    assert_eq!((channel.id, channel.kind), (dm.get(), 1));
    let (reply, text) = notice(&bob);
    rooms::dm(&http, UserId::new(alice.id), &reply, Locale::EN)
        .await
        .expect("sent");
    let dms = fake.dms(alice.id);
    assert_eq!(dms.len(), 1);
    assert_eq!(dms[0].content, text);
    assert!(fake.dms(bob.id).is_empty());

    // Bob accepts no direct messages: the caller pings him instead.
    fake.refuse_dms(true);
    let r = rooms::dm(&http, UserId::new(bob.id), &reply, Locale::EN).await;
    assert_eq!(r, Err(RoomRefusal::NoPermission));
    assert!(fake.dms(bob.id).is_empty());
    assert!(fake.dm_channel(bob.id).is_some(), "opening still works");
}

/// With the real bot connected: a thread made on its challenge message reaches it as
/// THREAD_CREATE (and archiving as THREAD_UPDATE), and a command used inside the thread is
/// answered there, its interaction carrying the thread's parent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn threads_reach_the_bot_and_commands_come_from_them() {
    let bot = support::start().await;
    let fake = &bot.fake;
    let http = http(fake);
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let challenge = bot.challenge(&alice, "TZAAR", &bob, vec![]).await;
    let message = MessageId::new(challenge.message_id().unwrap().parse().unwrap());
    let channel = ChannelId::new(fake.channel_id());
    let thread = rooms::open_from_message(&http, channel, message, "TZAAR · alice vs bob", 60)
        .await
        .expect("a thread on the bot's challenge");
    let created = fake.dispatches("THREAD_CREATE");
    assert_eq!(created.len(), 1, "{created:?}");
    assert_eq!(created[0]["id"], json!(thread.to_string()));
    assert_eq!(created[0]["parent_id"], json!(channel.to_string()));
    assert_eq!(created[0]["newly_created"], json!(true));

    let status = fake.in_channel(
        fake.slash_command(&alice, "status", json!([])),
        thread.get(),
    );
    assert_eq!(status.json["channel"]["type"], json!(11));
    let parsed: serenity::all::Interaction =
        serde_json::from_value(status.json.clone()).expect("serenity reads it");
    let serenity::all::Interaction::Command(command) = parsed else {
        panic!("a command");
    };
    assert_eq!(command.channel_id, thread);
    assert_eq!(rooms::parent_of(command.channel.as_ref()), Some(channel));
    fake.send(&status).await;
    let answer = fake.wait_response(&status.id, STEP).await;
    let answered = answer.message.expect("an answer");
    assert_eq!(
        answered.channel_id,
        thread.to_string(),
        "answered in the thread"
    );
    assert!(
        fake.messages_in(thread.get())
            .iter()
            .any(|m| m.id == answered.id)
    );

    rooms::archive(&http, thread).await.unwrap();
    let updated = fake.dispatches("THREAD_UPDATE");
    assert_eq!(updated.len(), 1);
    assert_eq!(updated[0]["thread_metadata"]["archived"], json!(true));
    assert!(
        fake.unhandled_requests().is_empty(),
        "{:?}",
        fake.request_lines()
    );
}

/// The fake's thread, DM and thread-member payloads parse as serenity's models.
#[tokio::test]
async fn thread_payloads_parse_as_serenity_models() {
    let fake = FakeDiscord::start().await;
    let ids = fake.ids();
    let thread = fake.create_thread(&FakeUser::alice(), ids.channel_id, "chat");
    let g: GuildChannel = serde_json::from_value(payloads::thread(&ids, &thread)).unwrap();
    assert_eq!(g.kind, ChannelType::PublicThread);
    assert_eq!(g.parent_id, Some(ChannelId::new(ids.channel_id)));
    let p: PartialChannel =
        serde_json::from_value(payloads::partial_thread(&ids, &thread)).unwrap();
    assert_eq!(
        rooms::parent_of(Some(&p)),
        Some(ChannelId::new(ids.channel_id))
    );
    let text: PartialChannel = serde_json::from_value(payloads::partial_channel(&ids)).unwrap();
    assert_eq!(rooms::parent_of(Some(&text)), None);
    let guild: serenity::all::Guild = serde_json::from_value(payloads::guild_create(
        &ids,
        &[FakeUser::alice()],
        std::slice::from_ref(&thread),
    ))
    .unwrap();
    assert_eq!(guild.threads.len(), 1);
    assert_eq!(guild.threads[0].id, ChannelId::new(thread.id));
    let m: ThreadMember =
        serde_json::from_value(payloads::thread_member(&thread, FakeUser::alice().id)).unwrap();
    assert_eq!(m.user_id, UserId::new(FakeUser::alice().id));
    let http = http(&fake);
    rooms::open_dm(&http, UserId::new(FakeUser::bob().id))
        .await
        .unwrap();
    let dm = fake.dm_channel(FakeUser::bob().id).unwrap();
    let d: PrivateChannel =
        serde_json::from_value(payloads::dm_channel(&dm, &FakeUser::bob())).unwrap();
    assert_eq!(d.recipient.id, UserId::new(FakeUser::bob().id));
    let event =
        json!({"op": 0, "t": "THREAD_CREATE", "s": 1, "d": payloads::thread(&ids, &thread)});
    let event: serenity::all::GatewayEvent =
        serde_json::from_value(event).expect("a gateway event");
    let serenity::all::GatewayEvent::Dispatch(_, serenity::all::Event::ThreadCreate(created)) =
        event
    else {
        panic!("THREAD_CREATE: {event:?}");
    };
    assert_eq!(created.thread.id, ChannelId::new(thread.id));
}
