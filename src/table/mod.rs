//! The play layer: the use cases of a channel's table (challenge, accept, move, pass,
//! resign, undo and draw offers, board, history, status, suggestions, time limits, ratings).
//!
//! It decides who may do what, keeps every change in one versioned transaction, and
//! returns replies as data ([`Reply`]): message keys for the catalogue, board images,
//! buttons. It never talks to Discord, so the console and the tests drive it directly.

pub mod analysis;
mod audit;
pub mod challenges;
pub mod clocks;
mod computer;
mod digest;
mod error;
mod info;
mod leagues;
mod msg;
pub mod options;
mod outbox;
mod pages;
mod passes;
pub mod picker;
mod play;
mod puzzles;
pub mod ratings;
pub mod records;
mod reply;
mod rooms;
pub mod settings;
mod sweep;
mod tournaments;
mod vacations;

use std::sync::{Arc, Mutex};

pub use analysis::{AnalysisLine, AnalysisTarget, TurnLine};
pub use audit::AuditProblem;
pub use challenges::ChallengeRequest;
pub use error::{LeagueRefusal, TableError, TournamentRefusal};
pub use info::Suggestions;
pub use leagues::LeagueRequest;
pub use msg::{
    ButtonLabel, ChallengeLine, GameLine, LeagueLine, LeagueMove, LeagueSummary, Msg, NoRoomReason,
    PairingLine, StandingLine, TournamentLine, TournamentSummary, UnratedRecord,
};
pub use pages::{GamePage, PagesOn, PairingPage, RoundPage, TournamentPage};
pub use picker::{PickAction, PickLabel, PickLine, PickMenu, PickOption, Picked, PickerView};
pub use puzzles::{PuzzleLine, PuzzleTask};
pub use ratings::PROVISIONAL_GAMES;
pub use records::{RecordLine, RecordRefusal, Upload};
pub use reply::{Action, Attachment, Button, ButtonStyle, Document, ParentNote, Reply, Visibility};
pub use rooms::Room;
pub use settings::{ReminderChange, SettingsChange};
pub use sweep::Announcement;
pub use tournaments::{
    DEFAULT_SWISS_ROUNDS, PendingRoom, SignUpMessage, TournamentRequest, tournament_format,
};

/// The board images are drawn by `render`; the play layer only passes the game and the view.
pub use crate::render::{BoardView, Renderer};

use crate::cache::Recent;
use crate::domain::{ChannelRef, GameId, GameStatus, Seat};
use crate::games::{AnyGame, GameRules};
use crate::i18n::Locale;
use crate::store::{KnownName, Store, StoredGame};
use ratings::Elo;

/// Someone acting at a table: their id, display name and language, and the language of the
/// place where they act (the server's), which public messages and boards use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub id: String,
    pub name: String,
    /// The reader's own language, for private replies.
    pub locale: Locale,
    /// The language of public messages where they act.
    pub table_locale: Locale,
    /// Their handle (a Discord username), for boards when the display name cannot be drawn.
    pub handle: Option<String>,
    /// Whether they moderate the place where they act (the front end knows: Manage Server,
    /// or the server's moderator role): moderators create tournaments and may run anyone's.
    pub moderator: bool,
}

impl Actor {
    /// Someone acting where public messages are in their own language (the console).
    pub fn new(id: &str, name: &str, locale: Locale) -> Actor {
        Actor {
            id: id.to_string(),
            name: name.to_string(),
            locale,
            table_locale: locale,
            handle: None,
            moderator: false,
        }
    }

    /// The same person, as a moderator of the place where they act.
    pub fn as_moderator(mut self) -> Actor {
        self.moderator = true;
        self
    }

    /// The same person with their account's handle.
    pub fn with_handle(mut self, handle: &str) -> Actor {
        self.handle = Some(handle.to_string());
        self
    }

    /// The same person acting where public messages are in `table_locale`.
    pub fn at_table(mut self, table_locale: Locale) -> Actor {
        self.table_locale = table_locale;
        self
    }
}

/// The time, in Unix seconds; a trait so tests can move time forward.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

/// The wall clock.
pub struct SystemClock;

impl SystemClock {
    /// The current Unix time in seconds.
    pub fn now_unix(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        self.now_unix()
    }
}

/// Where the play layer's random numbers come from (game seeds, random sides); a trait so
/// tests can fix them, as they fix the clock.
pub trait Random: Send + Sync {
    fn next_u64(&self) -> u64;
}

/// The operating system's generator: what a [`Table`] draws from unless told otherwise.
pub struct OsRandom;

impl Random for OsRandom {
    fn next_u64(&self) -> u64 {
        random_u64()
    }
}

/// Settings of the play layer.
#[derive(Clone, Debug)]
pub struct TableConfig {
    /// Per-turn time limit when a challenge names none.
    pub default_turn_seconds: i64,
    /// Shortest and longest per-turn limits a challenge may ask for.
    pub min_turn_seconds: i64,
    pub max_turn_seconds: i64,
    /// The largest bank a bank clock may start with or be capped at.
    pub max_bank_seconds: i64,
    /// How long a challenge waits for an answer.
    pub challenge_seconds: i64,
    /// The bot's own user: challenging it means playing the computer.
    pub bot_user: Option<BotUser>,
    /// How old an undelivered announcement must be before the sweeper posts it: longer
    /// than any answer to an interaction takes (a deferred one included), so only what a
    /// crash or a lost answer left behind is posted again.
    pub redeliver_after: i64,
    /// The solved tables the perfect level and `/hint` read (none by default: the perfect
    /// level is then refused, and hints search as they always did).
    pub oracle: crate::engine::Oracle,
    /// The node budget per position of `/analyze` (none: the analysis's own,
    /// [`crate::analysis::Setup::standard`]; the tests use a small one).
    pub analysis_nodes: Option<u64>,
    /// The public base URL of the web pages when they are served (`web`): games and
    /// tournaments of servers that turned them on then carry a link to their page.
    pub web_url: Option<String>,
}

impl TableConfig {
    /// What time controls this table allows, for [`crate::time_control::TimeControl::read`].
    pub fn limits(&self) -> crate::time_control::Limits {
        crate::time_control::Limits {
            min_turn: self.min_turn_seconds,
            max_turn: self.max_turn_seconds,
            max_bank: self.max_bank_seconds,
        }
    }

    /// The clock of a challenge that names none: the server's default, or the table's time
    /// per turn.
    pub fn default_time(
        &self,
        server: Option<crate::time_control::TimeControl>,
    ) -> crate::time_control::TimeControl {
        server.unwrap_or(crate::time_control::TimeControl::PerTurn {
            seconds: self.default_turn_seconds,
        })
    }
}

/// The computer opponent's user: the bot's own id and the one name it goes by everywhere
/// (its mentions, the boards, the records).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotUser {
    pub id: String,
    pub name: String,
}

impl Default for TableConfig {
    fn default() -> Self {
        TableConfig {
            default_turn_seconds: 24 * 3600,
            min_turn_seconds: 60,
            max_turn_seconds: 14 * 24 * 3600,
            max_bank_seconds: 30 * 24 * 3600,
            challenge_seconds: 24 * 3600,
            bot_user: None,
            redeliver_after: 60,
            oracle: crate::engine::Oracle::none(),
            analysis_nodes: None,
            web_url: None,
        }
    }
}

/// The play layer. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Table {
    store: Store,
    renderer: Arc<dyn Renderer>,
    clock: Arc<dyn Clock>,
    random: Arc<dyn Random>,
    config: TableConfig,
    /// Games already rebuilt from their logs, by id, with the version they were rebuilt at:
    /// replaying the whole log on every move costs more than the move itself late in a game.
    /// An entry is used only while the stored version is the same, and every change to a
    /// game's moves raises its version.
    rebuilt: Arc<Mutex<Recent<GameId, (i64, AnyGame)>>>,
    /// Finished games already reviewed by `/analyze`, by id (a finished game never changes).
    reviews: Arc<Mutex<Recent<GameId, Arc<crate::analysis::Review>>>>,
    /// When the last sweep finished (table clock seconds; 0 before the first), for the
    /// sweeper-lag metric.
    last_sweep: Arc<std::sync::atomic::AtomicI64>,
    /// The front end's sweeper passes (see [`Table::sweep_soon`]).
    passes: Arc<passes::Passes>,
}

/// How many rebuilt games [`Table`] keeps in memory (a few KB each).
const GAMES_KEPT: usize = 4096;

/// How many reviews [`Table`] keeps in memory (a few KB each).
const REVIEWS_KEPT: usize = 256;

/// A stored game with its rules state rebuilt from the move log.
pub(crate) struct Loaded {
    pub stored: StoredGame,
    pub game: AnyGame,
}

impl Table {
    /// A table drawing its random numbers from the operating system ([`OsRandom`]).
    pub fn new(
        store: Store,
        renderer: Arc<dyn Renderer>,
        clock: Arc<dyn Clock>,
        config: TableConfig,
    ) -> Table {
        // The games' parts for the engine, the picker and the analysis (once a process).
        crate::packs::install();
        Table {
            store,
            renderer,
            clock,
            random: Arc::new(OsRandom),
            config,
            rebuilt: Arc::new(Mutex::new(Recent::new(GAMES_KEPT))),
            reviews: Arc::new(Mutex::new(Recent::new(REVIEWS_KEPT))),
            last_sweep: Arc::default(),
            passes: Arc::default(),
        }
    }

    /// The same table, with the computer opponent playing as the user `id` named `name`
    /// (the bot's own account).
    pub fn with_bot_user(&self, id: &str, name: &str) -> Table {
        let mut table = self.clone();
        table.config.bot_user = Some(BotUser {
            id: id.to_string(),
            name: name.to_string(),
        });
        table
    }

    /// The same table, drawing its random numbers (game seeds, random sides) from `random`.
    pub fn with_random(mut self, random: Arc<dyn Random>) -> Table {
        self.random = random;
        self
    }

    /// A random number from the table's source.
    pub(crate) fn random_u64(&self) -> u64 {
        self.random.next_u64()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn config(&self) -> &TableConfig {
        &self.config
    }

    /// The table's current time (Unix seconds).
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Rebuilds a stored game by replaying its log (or takes it from memory if it was rebuilt
    /// at the same version); a log that does not replay is corrupt.
    pub(crate) async fn load(&self, stored: StoredGame) -> Result<Loaded, TableError> {
        if let Some((version, game)) = self.rebuilt_games().get(&stored.id)
            && version == stored.version
        {
            return Ok(Loaded { stored, game });
        }
        let moves = self.store.moves(stored.id).await?;
        let texts: Vec<&str> = moves.iter().map(|m| m.text.as_str()).collect();
        let mut game = AnyGame::replay(stored.spec, stored.seed, &texts).map_err(|(i, e)| {
            TableError::Corrupt {
                game: stored.id,
                what: format!("move {i} does not replay: {e}"),
            }
        })?;
        // An end away from the board (resignation, time, agreement, a moderator) is not in
        // the moves: give it to the rebuilt game, so its record, board and replay say it.
        if let Some(outcome) = stored.outcome()
            && outcome.reason.off_board()
            && game.outcome().is_none()
        {
            game.conclude(outcome).map_err(|e| TableError::Corrupt {
                game: stored.id,
                what: format!("it cannot end as stored: {e}"),
            })?;
        }
        self.keep_rebuilt(&stored, &game);
        Ok(Loaded { stored, game })
    }

    /// Remembers `game` as the state of `stored` at its version, while it is in progress.
    pub(crate) fn keep_rebuilt(&self, stored: &StoredGame, game: &AnyGame) {
        let mut rebuilt = self.rebuilt_games();
        if stored.status == GameStatus::Active {
            rebuilt.insert(stored.id, (stored.version, game.clone()), 1);
        } else {
            rebuilt.remove(&stored.id);
        }
    }

    fn reviews(&self) -> std::sync::MutexGuard<'_, Recent<GameId, Arc<crate::analysis::Review>>> {
        self.reviews.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn rebuilt_games(&self) -> std::sync::MutexGuard<'_, Recent<GameId, (i64, AnyGame)>> {
        self.rebuilt.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The channel's game in progress, rebuilt.
    pub(crate) async fn active(&self, channel: &ChannelRef) -> Result<Loaded, TableError> {
        let Some(stored) = self.store.active_game(channel).await? else {
            // In a channel whose games are played in threads, say where they are.
            let rooms = self.store.rooms_of(channel).await?;
            if !rooms.is_empty() {
                return Err(TableError::GamesInThreads { rooms });
            }
            // A game's own thread outlives its game: there, the game is over.
            let ended_room = self
                .store
                .latest_game(channel)
                .await?
                .is_some_and(|g| g.parent.is_some());
            return Err(if ended_room {
                TableError::GameOver
            } else {
                TableError::NoGame
            });
        };
        self.load(stored).await
    }

    /// The names to draw for both seats, as [`crate::render::board_name`] chooses them: the
    /// display name's drawable part, or the handle when the name is in a script the board
    /// cannot draw; empty when neither can be drawn, and the board then shows the seat's name
    /// ("White", "the geese"). A player we know nothing of is shown by id.
    pub(crate) async fn names(&self, stored: &StoredGame) -> Result<[String; 2], TableError> {
        let mut names = [String::new(), String::new()];
        for seat in Seat::ALL {
            let id = stored.player(seat);
            names[seat.index()] = match self.store.name_of(id).await? {
                Some(known) => crate::render::board_name(&known.name, known.handle.as_deref()),
                None => id.to_string(),
            };
        }
        Ok(names)
    }

    /// Renders the board off the async threads (it takes a few milliseconds of CPU). The
    /// renderer takes the last turn and the outcome from the game itself. A board that cannot
    /// be drawn is an error, so the reply says so instead of posting an empty image.
    /// Renders a board with `marks` drawn instead of its last turn (the move picker's
    /// choices), off the async threads like [`Table::render_board`].
    pub(crate) async fn render_marked(
        &self,
        game: &AnyGame,
        marks: crate::render::LastTurn,
        view: BoardView,
    ) -> Result<Vec<u8>, TableError> {
        let renderer = Arc::clone(&self.renderer);
        let game = game.clone();
        tokio::task::spawn_blocking(move || renderer.marked(&game, &marks, &view))
            .await
            .map_err(|e| TableError::Task {
                what: "drawing a board",
                cause: Arc::new(e),
            })?
            .map_err(TableError::Render)
    }

    pub(crate) async fn render_board(
        &self,
        game: &AnyGame,
        view: BoardView,
    ) -> Result<Vec<u8>, TableError> {
        let renderer = Arc::clone(&self.renderer);
        let game = game.clone();
        tokio::task::spawn_blocking(move || renderer.board(&game, &view))
            .await
            .map_err(|e| TableError::Task {
                what: "drawing a board",
                cause: Arc::new(e),
            })?
            .map_err(TableError::Render)
    }

    /// Renders a game's replay off the async threads, as [`Table::render_board`] does.
    pub(crate) async fn render_replay(
        &self,
        game: &AnyGame,
        view: BoardView,
    ) -> Result<Vec<u8>, TableError> {
        let renderer = Arc::clone(&self.renderer);
        let game = game.clone();
        tokio::task::spawn_blocking(move || renderer.replay(&game, &view))
            .await
            .map_err(|e| TableError::Task {
                what: "drawing a replay",
                cause: Arc::new(e),
            })?
            .map_err(TableError::Render)
    }

    /// Applies one change to a game (ratings by the table's policy).
    pub(crate) async fn update(
        &self,
        update: &crate::store::GameUpdate,
    ) -> Result<StoredGame, crate::store::StoreError> {
        let updated = self.store.update_game(update, &Elo).await?;
        // A tournament game's result is in its pairing already (same transaction); the
        // sweeper's next pass pairs the next round if this was the last game of one.
        if updated.status != GameStatus::Active
            && self.store.pairing_of_game(updated.id).await?.is_some()
        {
            self.sweep_soon();
        }
        Ok(updated)
    }

    /// Records the actor's display name and handle for boards and leaderboards.
    async fn remember(&self, actor: &Actor) -> Result<(), TableError> {
        let known = KnownName {
            name: actor.name.clone(),
            handle: actor.handle.clone(),
        };
        self.store
            .remember_name(&actor.id, &known, self.now())
            .await?;
        Ok(())
    }
}

/// Whose turn it is in a stored game and what they must do.
pub(crate) fn to_move(stored: &StoredGame, game: &AnyGame) -> Msg {
    let seat = game.to_move();
    Msg::ToMove {
        player: stored.player(seat).to_string(),
        spec: stored.spec,
        seat,
        hint: game.turn_hint(),
        deadline: stored.turn_deadline,
        waiting_bank: (stored.time.is_bank() && stored.status == GameStatus::Active).then(|| {
            let waiting = seat.other();
            (stored.player(waiting).to_string(), stored.banks.of(waiting))
        }),
        vacation_until: stored.paused.map(|(_, until)| until),
    }
}

/// A random 64-bit number from the operating system's generator (`getrandom`), for what
/// needs no table: the play layer draws through its [`Random`] source instead.
pub(crate) fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|e| {
        tracing::warn!(error = %e, "the operating system gave no random number");
        // Keys of std's hasher: random once per thread, then a different key each time.
        std::hash::BuildHasher::hash_one(&std::collections::hash_map::RandomState::new(), ())
    })
}
