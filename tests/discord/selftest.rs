//! Proves the fake Discord (tests/fake_discord) against a real serenity client, without the bot:
//! start-up, command registration, slash commands with attachments (public and ephemeral),
//! deferred replies with edits and follow-ups, buttons with `UpdateMessage`, autocomplete,
//! injected 500/429 failures, REST lookups, token checks and a gateway RESUME.

use std::sync::Arc;
use std::time::Duration;

use crate::fake_discord::{EPHEMERAL, FakeDiscord, FakeUser, payloads};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use serenity::all::{
    ActionRowComponent, ButtonStyle, ChannelId, Client, ClientBuilder, Command, CommandOptionType,
    Context, CreateActionRow, CreateAttachment, CreateAutocompleteResponse, CreateButton,
    CreateCommand, CreateCommandOption, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EventHandler, GatewayIntents, Guild, GuildId, HttpBuilder,
    Interaction, Ready, ResumedEvent, UserId,
};
use tokio::sync::mpsc;

const STEP: Duration = Duration::from_secs(5);

/// What the handler reports back to the test.
#[derive(Debug)]
enum Seen {
    Ready(u64),
    GuildCreate {
        channels: usize,
        roles: Vec<String>,
        admin_color: Option<u32>,
    },
    Resumed,
    /// The result of the handler's first REST call for an interaction.
    Answered {
        interaction_id: String,
        result: Result<(), String>,
    },
}

struct Handler {
    tx: mpsc::UnboundedSender<Seen>,
}

const PNG_BYTES: &[u8] = b"\x89PNG\r\n\x1a\n fake board \r\n--boundary-lookalike\r\n\x00\xff";

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        let _ = self.tx.send(Seen::Ready(ready.application.id.get()));
        let commands = vec![
            CreateCommand::new("ping").description("Replies pong with a file"),
            CreateCommand::new("secret").description("Replies privately"),
            CreateCommand::new("slow").description("Defers, then edits and follows up"),
            CreateCommand::new("move")
                .description("Plays a move")
                .add_option(
                    CreateCommandOption::new(CommandOptionType::String, "move", "The move")
                        .set_autocomplete(true),
                ),
        ];
        Command::set_global_commands(&ctx.http, commands)
            .await
            .expect("register commands");
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        let admin = guild.roles.values().find(|r| r.name == "Admin");
        let _ = self.tx.send(Seen::GuildCreate {
            channels: guild.channels.len(),
            roles: guild.roles.values().map(|r| r.name.clone()).collect(),
            admin_color: admin.map(|r| r.colour.0),
        });
    }

    async fn resume(&self, _ctx: Context, _: ResumedEvent) {
        let _ = self.tx.send(Seen::Resumed);
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let (id, result) = match interaction {
            Interaction::Command(cmd) => {
                let result = match cmd.data.name.as_str() {
                    "slow" => {
                        let defer = CreateInteractionResponse::Defer(
                            CreateInteractionResponseMessage::new().ephemeral(true),
                        );
                        let r = cmd.create_response(&ctx.http, defer).await;
                        if r.is_ok() {
                            let edit = EditInteractionResponse::new()
                                .content("done slowly")
                                .new_attachment(CreateAttachment::bytes(PNG_BYTES, "board.png"));
                            cmd.edit_response(&ctx.http, edit)
                                .await
                                .expect("edit @original");
                            let follow =
                                CreateInteractionResponseFollowup::new().content("and a follow-up");
                            cmd.create_followup(&ctx.http, follow)
                                .await
                                .expect("follow-up");
                            cmd.get_response(&ctx.http).await.expect("GET @original");
                        }
                        r
                    }
                    name => {
                        let opponent = cmd.data.options.iter().find_map(|o| o.value.as_user_id());
                        let content = match opponent {
                            Some(u) => format!("pong vs <@{u}>"),
                            None => "pong".to_owned(),
                        };
                        let msg = CreateInteractionResponseMessage::new()
                            .content(content)
                            .ephemeral(name == "secret")
                            .add_file(CreateAttachment::bytes(PNG_BYTES, "board.png"))
                            .components(vec![CreateActionRow::Buttons(vec![
                                CreateButton::new("again")
                                    .label("Again")
                                    .style(ButtonStyle::Primary),
                                CreateButton::new("resign")
                                    .label("Resign")
                                    .style(ButtonStyle::Danger),
                            ])]);
                        cmd.create_response(&ctx.http, CreateInteractionResponse::Message(msg))
                            .await
                    }
                };
                (cmd.id, result)
            }
            Interaction::Component(c) => {
                let had_buttons = c
                    .message
                    .components
                    .iter()
                    .flat_map(|r| &r.components)
                    .any(|b| matches!(b, ActionRowComponent::Button(_)));
                let msg = CreateInteractionResponseMessage::new().content(format!(
                    "updated by {} (buttons before: {had_buttons}, old text: {})",
                    c.data.custom_id, c.message.content
                ));
                (
                    c.id,
                    c.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(msg))
                        .await,
                )
            }
            Interaction::Autocomplete(a) => {
                let typed = a
                    .data
                    .autocomplete()
                    .map(|o| o.value.to_owned())
                    .unwrap_or_default();
                let choices = CreateAutocompleteResponse::new()
                    .add_string_choice(format!("{typed}xd4"), format!("{typed}xd4"))
                    .add_string_choice(format!("{typed}-d5"), format!("{typed}-d5"));
                (
                    a.id,
                    a.create_response(&ctx.http, CreateInteractionResponse::Autocomplete(choices))
                        .await,
                )
            }
            _ => return,
        };
        let _ = self.tx.send(Seen::Answered {
            interaction_id: id.to_string(),
            result: result.map_err(|e| e.to_string()),
        });
    }
}

async fn next(rx: &mut mpsc::UnboundedReceiver<Seen>) -> Seen {
    tokio::time::timeout(STEP, rx.recv())
        .await
        .expect("handler event in time")
        .expect("handler alive")
}

/// Waits for the handler's report on one interaction (skipping other events).
async fn answered(rx: &mut mpsc::UnboundedReceiver<Seen>, id: &str) -> Result<(), String> {
    loop {
        if let Seen::Answered {
            interaction_id,
            result,
        } = next(rx).await
            && interaction_id == id
        {
            return result;
        }
    }
}

async fn start_client(fake: &FakeDiscord) -> (Client, mpsc::UnboundedReceiver<Seen>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let http = HttpBuilder::new(fake.token())
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(Handler { tx })
        .await
        .expect("build serenity client");
    (client, rx)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_client_against_the_fake() {
    let fake = FakeDiscord::start().await;
    let (mut client, mut rx) = start_client(&fake).await;
    let shards = Arc::clone(&client.shard_manager);
    let http = Arc::clone(&client.http);
    let running = tokio::spawn(async move { client.start().await });

    // Start-up: READY, GUILD_CREATE in the cache, command registration.
    fake.wait_ready(STEP).await;
    assert!(matches!(next(&mut rx).await, Seen::Ready(id) if id == fake.app_id()));
    match next(&mut rx).await {
        Seen::GuildCreate {
            channels,
            roles,
            admin_color,
        } => {
            assert_eq!(channels, 1);
            assert!(roles.contains(&"Admin".to_owned()) && roles.contains(&"@everyone".to_owned()));
            assert_eq!(admin_color, Some(0x00e6_7e22));
        }
        other => panic!("expected GUILD_CREATE, got {other:?}"),
    }
    let commands = fake.wait_commands(STEP).await;
    let names: Vec<&str> = commands
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(names, ["ping", "secret", "slow", "move"]);
    assert_eq!(commands[3]["options"][0]["autocomplete"], json!(true));
    let identify = &fake.identifies()[0];
    assert_eq!(identify["token"], json!(format!("Bot {}", fake.token())));
    let order: Vec<String> = fake
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        order[0], "GET /api/v10/gateway",
        "start-up order: {order:?}"
    );

    // A public slash command with a user option: content, attachment bytes, buttons.
    let alice = FakeUser::alice();
    let ping = fake.slash_command(
        &alice,
        "ping",
        json!([{"name": "opponent", "type": 6, "value": FakeUser::bob().id}]),
    );
    fake.send(&ping).await;
    answered(&mut rx, &ping.id)
        .await
        .expect("callback accepted");
    let r = fake.wait_response(&ping.id, STEP).await;
    assert_eq!(r.kind, 4);
    assert_eq!(
        r.content(),
        format!("pong vs {}", FakeUser::bob().mention())
    );
    assert!(!r.ephemeral());
    assert_eq!(r.custom_ids(), ["again", "resign"]);
    assert_eq!(r.attachments().len(), 1);
    assert_eq!(r.attachments()[0].filename, "board.png");
    assert_eq!(r.attachments()[0].bytes, PNG_BYTES);
    assert_eq!(
        r.attachments()[0].content_type.as_deref(),
        Some("image/png")
    );
    let callback = fake
        .requests()
        .into_iter()
        .find(|q| q.path.ends_with("/callback"))
        .unwrap();
    assert_eq!(callback.body.files()[0].name, "files[0]");
    assert_eq!(
        callback.header("authorization"),
        Some(format!("Bot {}", fake.token()).as_str())
    );

    // An ephemeral reply.
    let secret = fake.slash_command(&FakeUser::carol(), "secret", json!([]));
    fake.send(&secret).await;
    let r = fake.wait_response(&secret.id, STEP).await;
    assert_eq!(r.content(), "pong");
    assert!(r.ephemeral());
    assert_eq!(r.flags() & EPHEMERAL, EPHEMERAL);

    // A button on the first reply: UpdateMessage replaces the text and (as on Discord) drops
    // the attachments, since serenity always sends `attachments: []`.
    let message_id = fake
        .response(&ping.id)
        .unwrap()
        .message_id()
        .unwrap()
        .to_owned();
    let click = fake.button(&FakeUser::bob(), "again", &message_id);
    fake.send(&click).await;
    answered(&mut rx, &click.id).await.expect("update accepted");
    let r = fake.wait_response(&click.id, STEP).await;
    assert_eq!(r.kind, 7);
    assert_eq!(r.message_id(), Some(message_id.as_str()));
    assert_eq!(
        r.content(),
        format!(
            "updated by again (buttons before: true, old text: pong vs {})",
            FakeUser::bob().mention()
        )
    );
    assert!(r.attachments().is_empty());
    assert_eq!(fake.message(&message_id).unwrap().content, r.content());

    // Autocomplete.
    let auto = fake.autocomplete(
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": "d3", "focused": true}]),
    );
    fake.send(&auto).await;
    let r = fake.wait_response(&auto.id, STEP).await;
    assert_eq!(r.kind, 8);
    assert_eq!(r.choice_names(), ["d3xd4", "d3-d5"]);

    // Deferred (ephemeral), then PATCH @original with a file, then a follow-up.
    let slow = fake.slash_command(&alice, "slow", json!([]));
    fake.send(&slow).await;
    answered(&mut rx, &slow.id).await.expect("defer accepted");
    let r = fake
        .wait_response_where(&slow.id, STEP, |r| r.followups.len() == 1)
        .await
        .expect("follow-up");
    assert_eq!(r.kind, 5);
    assert_eq!(r.content(), "done slowly");
    assert!(r.ephemeral());
    assert_eq!(r.attachments()[0].bytes, PNG_BYTES);
    assert_eq!(r.last_content(), "and a follow-up");
    assert!(
        fake.requests()
            .iter()
            .any(|q| q.method == "GET" && q.path.ends_with("/messages/@original"))
    );

    // An injected 500 on the callback reaches the client as an error and is recorded.
    fake.fail_next("POST", "/callback", 500, 1);
    let failing = fake.slash_command(&alice, "ping", json!([]));
    fake.send(&failing).await;
    let err = answered(&mut rx, &failing.id)
        .await
        .expect_err("the 500 is an error");
    assert!(err.contains("500"), "{err}");
    assert!(fake.response(&failing.id).is_none());
    let failed = fake
        .requests()
        .into_iter()
        .find(|q| q.path.contains(&failing.id))
        .unwrap();
    assert_eq!(failed.status, 500);
    assert!(fake.pending_faults().is_empty());

    // A 429 is not retried by serenity with the rate limiter off.
    fake.fail_next("POST", "/channels/", 429, 1);
    let sent = ChannelId::new(fake.channel_id())
        .send_message(&http, CreateMessage::new().content("hi"))
        .await;
    let err = sent.expect_err("429").to_string();
    assert!(err.contains("429") || err.contains("rate limited"), "{err}");
    let limited = fake
        .requests()
        .into_iter()
        .rev()
        .find(|q| q.status == 429)
        .unwrap();
    assert_eq!(limited.method, "POST");
    let with_file = CreateMessage::new()
        .content("board")
        .add_file(CreateAttachment::bytes(PNG_BYTES, "b.png"));
    let sent = ChannelId::new(fake.channel_id())
        .send_message(&http, with_file)
        .await
        .expect("second try");
    let messages = fake.wait_channel_messages(1, STEP).await;
    assert_eq!(messages.len(), 1);
    assert_eq!(messages[0].id, sent.id.to_string());
    assert_eq!(messages[0].attachment("b.png").unwrap().bytes, PNG_BYTES);

    // REST lookups poise or the bot may make parse as serenity models.
    let guild_id = GuildId::new(fake.guild_id());
    let member = http
        .get_member(guild_id, UserId::new(FakeUser::dana().id))
        .await
        .expect("member");
    assert_eq!(member.roles.len(), 1);
    // `@everyone`, `Organizers` and `Admin`.
    assert_eq!(
        http.get_guild_roles(guild_id).await.expect("roles").len(),
        3
    );
    http.get_guild(guild_id).await.expect("guild");
    http.get_channel(ChannelId::new(fake.channel_id()))
        .await
        .expect("channel");
    http.get_current_user().await.expect("current user");
    http.get_current_application_info()
        .await
        .expect("application info");
    http.get_bot_gateway().await.expect("bot gateway");
    http.get_message(ChannelId::new(fake.channel_id()), sent.id)
        .await
        .expect("message");
    http.get_global_commands().await.expect("global commands");

    // Op 7 RECONNECT: serenity resumes; later dispatches still arrive.
    fake.request_reconnect();
    assert!(fake.wait_resumes(1, STEP).await, "no RESUME");
    loop {
        if let Seen::Resumed = next(&mut rx).await {
            break;
        }
    }
    // A close with code 4000 (unknown error) also makes serenity resume.
    fake.close_gateway(4000);
    assert!(fake.wait_resumes(2, STEP).await, "no second RESUME");
    assert_eq!(fake.identifies().len(), 1);
    let after = fake.slash_command(&alice, "ping", json!([]));
    fake.send(&after).await;
    assert_eq!(fake.wait_response(&after.id, STEP).await.content(), "pong");

    // serenity silently drops an INTERACTION_CREATE without `entitlements` (see DESIGN.md): the
    // builders include it, and without it no answer comes.
    let mut dropped = fake.slash_command(&alice, "ping", json!([]));
    dropped.json.as_object_mut().unwrap().remove("entitlements");
    fake.send(&dropped).await;
    let none = fake
        .wait_response_where(&dropped.id, Duration::from_millis(700), |_| true)
        .await;
    assert!(
        none.is_none(),
        "serenity answered an interaction without entitlements"
    );

    // Heartbeats are acknowledged (the first comes one interval, 1 s, after HELLO).
    assert!(fake.wait_heartbeats(1, STEP).await, "no heartbeat");

    assert!(
        fake.unhandled_requests().is_empty(),
        "unrouted: {:?}",
        fake.unhandled_requests()
    );
    shards.shutdown_all().await;
    let _ = tokio::time::timeout(STEP, running).await;
}

#[tokio::test]
async fn wrong_tokens_are_rejected() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new("not-the-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build();
    let err = http.get_current_user().await.expect_err("401").to_string();
    assert!(err.contains("401"), "{err}");
    assert_eq!(fake.requests()[0].status, 401);

    let (mut ws, _) = tokio_tungstenite::connect_async(format!("{}/?v=10", fake.gateway_url()))
        .await
        .expect("ws");
    let hello: Value = match ws.next().await.unwrap().unwrap() {
        tokio_tungstenite::tungstenite::Message::Text(t) => serde_json::from_str(&t).unwrap(),
        other => panic!("{other:?}"),
    };
    assert_eq!(hello["op"], 10);
    assert_eq!(hello["d"]["heartbeat_interval"], 1000);
    let identify = json!({"op": 2, "d": {"token": "Bot nope", "intents": 1, "properties": {}}});
    ws.send(tokio_tungstenite::tungstenite::Message::Text(
        identify.to_string(),
    ))
    .await
    .unwrap();
    match ws.next().await.unwrap().unwrap() {
        tokio_tungstenite::tungstenite::Message::Close(Some(frame)) => {
            assert_eq!(u16::from(frame.code), 4004)
        }
        other => panic!("expected close 4004, got {other:?}"),
    }
    assert!(!fake.is_ready());
}

/// Every payload builder parses as the serenity model it stands for.
#[tokio::test]
async fn payloads_parse_as_serenity_models() {
    use serenity::all::{
        CurrentApplicationInfo, CurrentUser, GuildChannel, Member, Message, PartialGuild, Role,
    };
    let fake = FakeDiscord::start().await;
    let ids = fake.ids();
    let users = [FakeUser::alice(), FakeUser::dana(), FakeUser::bot_user()];
    let ready: Ready =
        serde_json::from_value(payloads::ready(&ids, &FakeUser::bot_user(), "s", "ws://x"))
            .unwrap();
    assert_eq!(ready.application.id.get(), ids.app_id);
    let guild: Guild = serde_json::from_value(payloads::guild_create(&ids, &users, &[])).unwrap();
    assert_eq!(guild.members.len(), 3);
    let _: PartialGuild = serde_json::from_value(payloads::guild(&ids)).unwrap();
    let _: Vec<Role> = serde_json::from_value(payloads::roles(&ids)).unwrap();
    let _: GuildChannel = serde_json::from_value(payloads::channel(&ids)).unwrap();
    let _: Member = serde_json::from_value(payloads::member(&ids, &users[0])).unwrap();
    let _: CurrentUser = serde_json::from_value(payloads::current_user(&users[2])).unwrap();
    let _: CurrentApplicationInfo =
        serde_json::from_value(payloads::application_info(&ids, &users[2], &users[1])).unwrap();
    let _: Command = serde_json::from_value(payloads::registered_command(
        &ids,
        42,
        None,
        &json!({"name": "ping", "description": "d"}),
    ))
    .unwrap();

    let slash = fake.slash_command(
        &FakeUser::bob(),
        "challenge",
        json!([{"name": "new", "type": 1, "options": [{"name": "opponent", "type": 6, "value": FakeUser::carol().id}]}]),
    );
    match serde_json::from_value::<Interaction>(slash.json.clone()).unwrap() {
        Interaction::Command(c) => {
            assert_eq!(c.locale, "es-ES");
            assert_eq!(c.data.resolved.users.len(), 1);
            assert!(c.member.is_some());
        }
        other => panic!("{other:?}"),
    }
    let auto = fake.autocomplete(
        &FakeUser::alice(),
        "move",
        json!([{"name": "move", "type": 3, "value": "d", "focused": true}]),
    );
    match serde_json::from_value::<Interaction>(auto.json.clone()).unwrap() {
        Interaction::Autocomplete(a) => assert_eq!(a.data.autocomplete().unwrap().value, "d"),
        other => panic!("{other:?}"),
    }
    let button = fake.button(&FakeUser::alice(), "resign", "123456789");
    match serde_json::from_value::<Interaction>(button.json.clone()).unwrap() {
        Interaction::Component(c) => {
            assert_eq!(c.data.custom_id, "resign");
            assert_eq!(c.message.id.get(), 123_456_789);
        }
        other => panic!("{other:?}"),
    }
    let _: Message = serde_json::from_value(button.json["message"].clone()).unwrap();
}

/// The HTTP server: chunked request bodies, keep-alive, and an unknown route marked unrouted.
#[tokio::test]
async fn raw_http_chunked_body_and_keep_alive() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let fake = FakeDiscord::start().await;
    let mut tcp = tokio::net::TcpStream::connect(fake.base_url().trim_start_matches("http://"))
        .await
        .unwrap();
    let body = br#"{"content":"chunked hello"}"#;
    let (a, b) = body.split_at(10);
    let request = format!(
        "POST /api/v10/channels/{}/messages HTTP/1.1\r\nhost: x\r\nauthorization: Bot {}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n{:x}\r\n{}\r\n{:x}\r\n{}\r\n0\r\n\r\n",
        fake.channel_id(),
        fake.token(),
        a.len(),
        std::str::from_utf8(a).unwrap(),
        b.len(),
        std::str::from_utf8(b).unwrap(),
    );
    tcp.write_all(request.as_bytes()).await.unwrap();
    // Read the first response exactly (head, then content-length bytes).
    let mut buf = Vec::new();
    let head_end = loop {
        let mut chunk = [0u8; 4096];
        let n = tcp.read(&mut chunk).await.unwrap();
        assert!(n > 0, "connection closed early");
        buf.extend_from_slice(&chunk[..n]);
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).to_string();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let len: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    while buf.len() < head_end + len {
        let mut chunk = [0u8; 4096];
        let n = tcp.read(&mut chunk).await.unwrap();
        buf.extend_from_slice(&chunk[..n]);
    }
    let message: Value = serde_json::from_slice(&buf[head_end..head_end + len]).unwrap();
    assert_eq!(message["content"], "chunked hello");
    assert_eq!(fake.channel_messages()[0].content, "chunked hello");

    // Same connection: an unknown route, then the server closes as asked.
    let second = format!(
        "GET /api/v10/nowhere HTTP/1.1\r\nhost: x\r\nauthorization: Bot {}\r\nconnection: close\r\n\r\n",
        fake.token()
    );
    tcp.write_all(second.as_bytes()).await.unwrap();
    let mut rest = Vec::new();
    tcp.read_to_end(&mut rest).await.unwrap();
    assert!(String::from_utf8_lossy(&rest).starts_with("HTTP/1.1 404"));
    assert_eq!(fake.unhandled_requests().len(), 1);
    assert_eq!(fake.requests().len(), 2);
}
