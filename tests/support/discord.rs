//! Shared helpers of the Discord front-end tests: the real bot (`tablero::discord::run`)
//! started in-process against the fake Discord of `tests/fake_discord`, on a temporary
//! SQLite file, with the real board renderer.
//!
//! A test file includes both modules:
//! ```ignore
//! #[path = "fake_discord/mod.rs"]
//! mod fake_discord;
//! #[path = "discord_support/mod.rs"]
//! mod support;
//! ```

#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use tablero::discord::BotConfig;
use tablero::domain::ChannelRef;
use tablero::games::{AnyGame, GameRules};
use tablero::store::{Store, StoredGame};
use tablero::table::{Clock, SystemClock, Table, TableConfig};
use tokio::task::JoinHandle;

use crate::fake_discord::{Attachment, FakeDiscord, FakeUser, Response, TOKEN};

/// How long one step (an answer, a registration) may take before a test fails.
pub const STEP: Duration = Duration::from_secs(10);
/// Board images are this size.
pub const BOARD_SIZE: (u32, u32) = (800, 960);

/// The bot, running against a fake Discord.
pub struct Bot {
    pub fake: FakeDiscord,
    pub table: Table,
    /// The command list of the bot's registration (`PUT .../commands`).
    pub commands: Value,
    /// The bot's database file, to change behind its back.
    pub db: String,
    task: JoinHandle<()>,
    /// Asks the bot to stop (see [`Bot::restart`]).
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    /// How it was started, to start it again alike.
    launch: Launch,
    _dir: tempfile::TempDir,
}

/// What starting the bot again needs besides its database and the fake.
#[derive(Clone)]
struct Launch {
    defer_after: Duration,
    threads: bool,
    shards: Option<tablero::discord::ShardRange>,
    table: TableConfig,
    as_discord: bool,
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// How a test's bot is set up.
pub struct Options {
    /// See `BotConfig::defer_after`.
    pub defer_after: Duration,
    /// Games in threads (the bot's default; most tests keep each game in its channel, as
    /// servers without threads do).
    pub threads: bool,
    /// The shards to run (`None`: as many as the fake recommends).
    pub shards: Option<tablero::discord::ShardRange>,
    pub table: TableConfig,
    /// Reach the fake as `https://discord.com` (TLS, no proxy, serenity's rate limiter on)
    /// rather than as a proxy.
    pub as_discord: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            defer_after: Duration::from_millis(1500),
            threads: false,
            shards: None,
            as_discord: false,
            // Many tests make changes through a table whose clock runs in the past
            // (`table_in_the_past`), which no front end announces: the outbox would post
            // them as left behind. Its own tests set a grace period.
            table: TableConfig {
                redeliver_after: i64::MAX / 4,
                // Reviews at a small budget: the tests check what they say, not their depth.
                analysis_nodes: Some(20_000),
                ..TableConfig::default()
            },
        }
    }
}

/// Starts the fake and the bot, and waits for READY and the command registration.
pub async fn start() -> Bot {
    start_with(|_| {}).await
}

/// Like [`start`], with a chance to prepare the fake (faults, users) before the bot connects.
pub async fn start_with(prepare: impl FnOnce(&FakeDiscord)) -> Bot {
    start_full(prepare, Options::default()).await
}

/// Like [`start`], with every command's answer deferred (as slow work is).
pub async fn start_deferring() -> Bot {
    let options = Options {
        defer_after: Duration::ZERO,
        ..Options::default()
    };
    start_full(|_| {}, options).await
}

/// Like [`start_with`], running the gateway shards of `shards` (`None`: as many as the
/// fake recommends).
pub async fn start_sharded(
    prepare: impl FnOnce(&FakeDiscord),
    shards: Option<tablero::discord::ShardRange>,
) -> Bot {
    let options = Options {
        shards,
        ..Options::default()
    };
    start_full(prepare, options).await
}

/// Like [`start_with`], with games played in threads of their channel.
pub async fn start_with_rooms(prepare: impl FnOnce(&FakeDiscord)) -> Bot {
    let options = Options {
        threads: true,
        ..Options::default()
    };
    start_full(prepare, options).await
}

/// Starts the fake and the bot as `options` say.
pub async fn start_full(prepare: impl FnOnce(&FakeDiscord), options: Options) -> Bot {
    let Options {
        defer_after,
        threads,
        shards,
        table: table_config,
        as_discord,
    } = options;
    // `RUST_LOG=tablero=debug cargo test ...` shows the bot's logs of failing tests.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
    let fake = FakeDiscord::start().await;
    prepare(&fake);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("tablero.db");
    let store = Store::open(path.to_str().expect("utf-8 path"))
        .await
        .expect("the store opens");
    let table = Table::new(
        store,
        Arc::new(tablero::render::Boards::new()),
        Arc::new(SystemClock),
        table_config.clone(),
    );
    let launch = Launch {
        defer_after,
        threads,
        shards,
        table: table_config,
        as_discord,
    };
    let (task, stop) = spawn_bot(&fake, &table, &launch);
    // The main guild's shard (the only one, unless a range without it was asked for).
    let home = shards.is_none_or(|r| {
        let shard = fake_shard_of(fake.guild_id(), r.total);
        (r.first..=r.last).contains(&shard)
    });
    if home {
        fake.wait_ready(STEP).await;
    }
    let commands = fake.wait_commands(STEP).await;
    Bot {
        fake,
        table,
        commands,
        db: path.to_str().expect("utf-8 path").to_string(),
        task,
        stop: Some(stop),
        launch,
        _dir: dir,
    }
}

/// Runs the bot on `table` against `fake` until told to stop.
fn spawn_bot(
    fake: &FakeDiscord,
    table: &Table,
    launch: &Launch,
) -> (JoinHandle<()>, tokio::sync::oneshot::Sender<()>) {
    let config = BotConfig {
        token: TOKEN.into(),
        guild: Some(fake.guild_id()),
        proxy: Some(fake.base_url()),
        sweep_every: Duration::from_millis(300),
        defer_after: launch.defer_after,
        threads: launch.threads,
        archive_after: Duration::from_millis(200),
        shards: launch.shards,
        grace: Duration::from_secs(5),
        rest: launch.as_discord.then(|| {
            poise::serenity_prelude::HttpBuilder::new(TOKEN)
                .client(fake.discord_client())
                .build()
        }),
    };
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot_table = table.clone();
    let task = tokio::spawn(async move {
        let shutdown = async move {
            let _ = stopped.await;
        };
        if let Err(e) = tablero::discord::run(config, bot_table, shutdown).await {
            eprintln!("the bot stopped: {e}");
        }
    });
    (task, stop)
}

fn fake_shard_of(guild: u64, total: u32) -> u32 {
    crate::fake_discord::shard_of(guild, total)
}

impl Bot {
    /// Stops the bot and starts it again on the same database and fake Discord, with a new
    /// play layer: whatever it finds afterwards, it found in the store.
    pub async fn restart(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let stopped = tokio::time::timeout(2 * STEP, &mut self.task).await;
        assert!(stopped.is_ok(), "the bot did not stop");
        let identified = self.fake.identifies().len();
        let store = Store::open(&self.db).await.expect("the store opens again");
        self.table = Table::new(
            store,
            Arc::new(tablero::render::Boards::new()),
            Arc::new(SystemClock),
            self.launch.table.clone(),
        );
        let (task, stop) = spawn_bot(&self.fake, &self.table, &self.launch);
        self.task = task;
        self.stop = Some(stop);
        let deadline = std::time::Instant::now() + STEP;
        while self.fake.identifies().len() <= identified {
            assert!(
                std::time::Instant::now() < deadline,
                "the bot did not come back"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        self.fake.wait_ready(STEP).await;
        self.fake.wait_commands(STEP).await;
    }

    /// The fake guild's channel, as the play layer names it.
    pub fn channel(&self) -> ChannelRef {
        ChannelRef {
            guild: Some(self.fake.guild_id().to_string()),
            channel: self.fake.channel_id().to_string(),
        }
    }

    /// Sends `/name options` as `user` and waits for the settled answer.
    pub async fn command(&self, user: &FakeUser, name: &str, options: Value) -> Response {
        let i = self.fake.slash_command(user, name, options);
        self.fake.send(&i).await;
        self.fake.wait_response(&i.id, STEP).await
    }

    /// Clicks a button as `user` and waits for the settled answer.
    pub async fn click(&self, user: &FakeUser, custom_id: &str, message_id: &str) -> Response {
        let i = self.fake.button(user, custom_id, message_id);
        self.fake.send(&i).await;
        self.fake.wait_response(&i.id, STEP).await
    }

    /// `/move` autocomplete as `user` with `typed` in the box: the choices' values.
    pub async fn suggestions(&self, user: &FakeUser, typed: &str) -> Vec<String> {
        let i = self.fake.autocomplete(
            user,
            "move",
            json!([{"name": "move", "type": 3, "value": typed, "focused": true}]),
        );
        self.fake.send(&i).await;
        let r = self.fake.wait_response(&i.id, STEP).await;
        assert_eq!(r.kind, 8, "an autocomplete result: {r:?}");
        r.choices
            .iter()
            .map(|c| {
                c["value"]
                    .as_str()
                    .expect("string choice values")
                    .to_owned()
            })
            .collect()
    }

    /// Waits until the outbox holds nothing undelivered. The fake has an answer a moment
    /// before the bot has read Discord's reply and recorded it delivered, so a test that has
    /// just seen an answer waits for the record instead of asserting it at once.
    pub async fn outbox_settled(&self) {
        let deadline = std::time::Instant::now() + STEP;
        loop {
            let backlog = self
                .table
                .outbox_backlog()
                .await
                .expect("the outbox backlog");
            if backlog == 0 {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the outbox still holds {backlog} announcements"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// `/move move:text` as `user`.
    pub async fn play(&self, user: &FakeUser, text: &str) -> Response {
        self.command(
            user,
            "move",
            json!([{"name": "move", "type": 3, "value": text}]),
        )
        .await
    }

    /// The registered command called `name`.
    pub fn registered(&self, name: &str) -> &Value {
        self.commands
            .as_array()
            .expect("a command list")
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("no command {name} registered"))
    }

    /// The value of the choice named `choice` of option `option` of command `command`, as
    /// registered (poise sends choice parameters as integer choices).
    pub fn choice(&self, command: &str, option: &str, choice: &str) -> Value {
        choice_of(self.registered(command), option, choice)
    }
}

/// The value of the choice named `choice` of option `option` of a registered command (or
/// subcommand) `command`.
pub fn choice_of(command: &Value, option: &str, choice: &str) -> Value {
    let name = &command["name"];
    let opt = command["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == option)
        .unwrap_or_else(|| panic!("/{name} has no option {option}"))
        .clone();
    opt["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .find(|c| c["name"] == choice)
        .unwrap_or_else(|| panic!("/{name} {option} has no choice {choice}"))["value"]
        .clone()
}

impl Bot {
    /// `/challenge game:<game> opponent:<opponent>` plus `extra` options, as `challenger`.
    pub async fn challenge(
        &self,
        challenger: &FakeUser,
        game: &str,
        opponent: &FakeUser,
        extra: Vec<Value>,
    ) -> Response {
        let mut options = vec![
            json!({"name": "game", "type": 4, "value": self.choice("challenge", "game", game)}),
            json!({"name": "opponent", "type": 6, "value": opponent.id.to_string()}),
        ];
        options.extend(extra);
        self.command(challenger, "challenge", Value::Array(options))
            .await
    }

    /// Challenges, accepts, and returns the answer to the Accept click (the first board).
    pub async fn start_game(
        &self,
        challenger: &FakeUser,
        game: &str,
        opponent: &FakeUser,
        extra: Vec<Value>,
    ) -> Response {
        let c = self.challenge(challenger, game, opponent, extra).await;
        assert!(!c.ephemeral(), "a public challenge: {c:?}");
        let accept = button_id(&c, "tb:accept:");
        let started = self
            .click(opponent, &accept, c.message_id().expect("a message"))
            .await;
        assert_board(&started);
        started
    }

    /// The channel's active game, if any.
    pub async fn active(&self) -> Option<StoredGame> {
        self.table
            .store()
            .active_game(&self.channel())
            .await
            .expect("the store answers")
    }

    /// The channel's latest game.
    pub async fn latest(&self) -> StoredGame {
        self.table
            .store()
            .latest_game(&self.channel())
            .await
            .expect("the store answers")
            .expect("a game")
    }

    /// The channel's active game rebuilt from its stored log.
    pub async fn game(&self) -> (StoredGame, AnyGame) {
        let stored = self.active().await.expect("an active game");
        let game = replay(&self.table, &stored).await;
        (stored, game)
    }
}

/// Rebuilds a stored game from its move log.
pub async fn replay(table: &Table, stored: &StoredGame) -> AnyGame {
    let moves = table.store().moves(stored.id).await.expect("the moves");
    let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
    AnyGame::replay(stored.spec, stored.seed, &texts).expect("the log replays")
}

/// The user (among `users`) who must move in `game` as stored.
pub fn to_move<'a>(stored: &StoredGame, game: &AnyGame, users: &'a [FakeUser]) -> &'a FakeUser {
    let id = stored.player(game.to_move());
    users
        .iter()
        .find(|u| u.id.to_string() == id)
        .expect("the player to move is one of ours")
}

/// The custom id of the response's button that starts with `prefix`.
pub fn button_id(r: &Response, prefix: &str) -> String {
    r.custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix}* button in {:?}", r.custom_ids()))
}

/// Width and height of a PNG.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("a decodable PNG");
    (img.width(), img.height())
}

/// The response's single attachment, a board PNG of the expected size.
pub fn board_of(r: &Response) -> &Attachment {
    let pngs: Vec<&Attachment> = r
        .attachments()
        .iter()
        .filter(|a| a.filename.ends_with(".png"))
        .collect();
    assert_eq!(pngs.len(), 1, "one board in {r:?}");
    assert_eq!(png_size(&pngs[0].bytes), BOARD_SIZE, "board size");
    pngs[0]
}

/// Asserts a public answer with a board.
pub fn assert_board(r: &Response) {
    assert!(!r.ephemeral(), "a public answer: {}", r.content());
    board_of(r);
}

/// Asserts a private answer without a board, whose text contains `needle`.
pub fn assert_private(r: &Response, needle: &str) {
    assert!(r.ephemeral(), "a private answer: {}", r.content());
    assert!(
        r.content().contains(needle),
        "{:?} should contain {needle:?}",
        r.content()
    );
    assert!(r.attachments().is_empty(), "no files in a refusal");
}

/// A message as the bot writes it in Discord for a reader whose client (or server) language
/// is `tag`, so tests expect message keys rather than sentences.
pub fn says(msg: tablero::messages::Msg, tag: &str) -> String {
    tablero::messages::text(
        &msg,
        tablero::i18n::Locale::from_tag(tag),
        &tablero::discord::DiscordStyle,
    )
}

/// A refusal as `user` reads it (privately, in their own language).
pub fn refusal(e: tablero::table::TableError, user: &FakeUser) -> String {
    says(tablero::messages::Msg::Refused(e), &user.locale)
}

/// A clock stopped at a given time.
struct FixedClock(std::sync::atomic::AtomicI64);

impl Clock for FixedClock {
    fn now(&self) -> i64 {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// The play layer on the bot's database with a clock `seconds_ago` in the past: games and
/// challenges written through it are as old as that when the bot's sweeper sees them.
pub fn table_in_the_past(bot: &Bot, seconds_ago: i64) -> Table {
    store_in_the_past(bot.table.store(), seconds_ago)
}

/// The play layer on `store` with a clock stopped `seconds_ago` in the past (as a third
/// process beside the bot, say).
pub fn store_in_the_past(store: &Store, seconds_ago: i64) -> Table {
    let now = SystemClock.now();
    Table::new(
        store.clone(),
        Arc::new(tablero::render::Boards::new()),
        Arc::new(FixedClock(std::sync::atomic::AtomicI64::new(
            now - seconds_ago,
        ))),
        TableConfig::default(),
    )
}
