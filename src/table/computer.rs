//! Games against the computer: starting one (no acceptance needed), the computer's turns,
//! and hints for the player to move. Searches run on the engine's bounded pool,
//! off the async threads.

use super::challenges::ChallengeRequest;
use super::{Actor, BoardView, Loaded, Msg, Reply, Table, TableError, to_move};
use crate::domain::{ChannelRef, Level, Outcome, SideChoice};
use crate::engine;
use crate::games::{AnyGame, GameRules, Seat};
use crate::store::{NewGame, StoredGame};

/// How much worse than at the start (in the engine's units, about 100 per goose) the computer
/// must rate its position to accept a draw.
const DRAW_WHEN_BEHIND: i32 = 150;
/// How long a claimed computer turn is left to the process that claimed it: far more than any
/// level's search takes, even queued behind others on the engine's pool; if that process dies
/// (or its search fails), a sweep anywhere searches the turn once the lease has run out.
const COMPUTER_LEASE_SECONDS: i64 = 60;
/// The search that judges a draw offer: a fixed node budget (about a tenth of a second), so
/// the answer does not depend on the machine's load.
const DRAW_JUDGEMENT: engine::Limits = engine::Limits {
    time: None,
    nodes: Some(150_000),
    depth: None,
};

impl Table {
    /// The computer's answer to a draw offer from the player in `seat`: it agrees only when
    /// its search rates its position more than [`DRAW_WHEN_BEHIND`] below how it rates the
    /// game's start (scores are absolute, e.g. 100 per goose on the board, so only the
    /// difference says who is doing well).
    pub(super) async fn computer_answers_draw(
        &self,
        loaded: &Loaded,
        seat: Seat,
    ) -> Result<Reply, TableError> {
        let stored = &loaded.stored;
        let computer = seat.other();
        let now = loaded.game.clone();
        let (spec, seed) = (stored.spec, stored.seed);
        let cancel = engine::Cancel::new();
        let pool = engine::Pool::shared();
        let (score_now, score_start) = pool
            .run(&cancel, move |flag| {
                let start = AnyGame::replay(spec, seed, &[] as &[&str]).ok()?;
                let judge = |game: &AnyGame| {
                    let choice = engine::choose_cancellable(
                        game,
                        Level::Medium,
                        &DRAW_JUDGEMENT,
                        seed,
                        flag,
                    )?;
                    Some(if game.to_move() == computer {
                        choice.score
                    } else {
                        -choice.score
                    })
                };
                Some((judge(&now)?, judge(&start)?))
            })
            .await
            .map_err(|e| TableError::Task {
                what: "judging a draw offer",
                cause: std::sync::Arc::new(e),
            })?
            .unwrap_or((0, 0));
        if score_now < score_start - DRAW_WHEN_BEHIND {
            return self.finish(loaded, Outcome::agreed_draw()).await;
        }
        Ok(Reply::public(vec![Msg::DrawRefused {
            by: stored.player(computer).to_string(),
        }])
        .mentioning(stored.player(seat))
        .in_language(stored.locale))
    }

    /// Whether a user id is the computer (the bot itself).
    pub fn is_computer(&self, id: &str) -> bool {
        self.config.bot_user.as_ref().is_some_and(|b| b.id == id)
    }

    /// Starts a game against the computer at once; if the computer moves first, its first
    /// turn is played and shown too.
    pub(super) async fn start_computer_game(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
        room: Option<&super::rooms::Room>,
    ) -> Result<Reply, TableError> {
        let bot = self
            .config
            .bot_user
            .clone()
            .ok_or(TableError::ComputerUnavailable)?;
        let level = request.level.unwrap_or(Level::Medium);
        let human_seat = match request.side {
            SideChoice::First => Seat::First,
            SideChoice::Second => Seat::Second,
            SideChoice::Random if self.random_u64() & 1 == 0 => Seat::First,
            SideChoice::Random => Seat::Second,
        };
        let mut players = [bot.id.clone(), bot.id.clone()];
        players[human_seat.index()] = actor.id.clone();
        let seed = self.random_u64() >> 1;
        let game = request.spec.start(seed);
        let now = self.now();
        let parent = match room {
            Some(_) => Some(channel.channel.clone()),
            None => self.parent_of_room(channel).await?,
        };
        self.remember(actor).await?;
        let known = crate::store::KnownName {
            name: bot.name.clone(),
            handle: None,
        };
        self.store.remember_name(&bot.id, &known, now).await?;
        let stored = self
            .store
            .start_game(&NewGame {
                channel: super::rooms::room_channel(channel, room),
                spec: request.spec,
                seed,
                players,
                start_position: game.position_text(),
                time: request.time.unwrap_or(self.config.default_time(None)),
                rated: false,
                created_at: now,
                computer_level: Some(level),
                locale: actor.table_locale,
                parent,
            })
            .await?;
        let mut lines = vec![Msg::GameStarted {
            spec: stored.spec,
            players: stored.players.clone(),
            level: Some(level),
        }];
        if let Some(reply) = self.computer_turn(&stored.channel).await? {
            lines.extend(reply.lines);
            return Ok(super::rooms::note_opening(
                Reply { lines, ..reply },
                &stored,
            ));
        }
        let names = self.names(&stored).await?;
        let board = self
            .render_board(&game, BoardView::plain(names, stored.locale))
            .await?;
        lines.push(to_move(&stored, &game));
        Ok(Reply::public(lines)
            .with_attachment("board.png", board)
            .mentioning(&actor.id)
            .in_game(stored.id, Some(game.to_move()))
            .in_language(stored.locale)
            .announcing(super::play::announced(&stored)))
        .map(|reply| super::picker::offer_picker(reply, &stored))
        .map(|reply| super::rooms::note_opening(reply, &stored))
    }

    /// Plays the computer's turn in the channel's game if it is the computer's turn;
    /// `None` otherwise.
    pub(crate) async fn computer_turn(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<Reply>, TableError> {
        let loaded = match self.active(channel).await {
            Ok(l) => l,
            Err(TableError::NoGame | TableError::GamesInThreads { .. } | TableError::GameOver) => {
                return Ok(None);
            }
            Err(e) => return Err(e),
        };
        let stored = &loaded.stored;
        let Some(level) = stored.computer_level else {
            return Ok(None);
        };
        let seat = loaded.game.to_move();
        if !self.is_computer(stored.player(seat)) || loaded.game.outcome().is_some() {
            return Ok(None);
        }
        // One search per turn across every process: whoever claims it searches, the others
        // (a sweep here or elsewhere) leave it alone while the lease runs.
        let now = self.now();
        if !self
            .store
            .claim_computer_turn(stored.id, stored.version, now, now + COMPUTER_LEASE_SECONDS)
            .await?
        {
            return Ok(None);
        }
        let game = loaded.game.clone();
        let seed = stored.seed ^ (stored.ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let player = engine::Engine::new(level).with_oracle(self.config.oracle.clone());
        let Some(choice) = self
            .search_while_current(stored, "the computer's search", move |flag| {
                let limits = level.limits_for(game.kind());
                engine::choose_with(&game, &player, &limits, seed, flag)
            })
            .await?
        else {
            return Ok(None);
        };
        let mut after = loaded.game.clone();
        let played = after
            .play_text(&choice.text())
            .map_err(|e| TableError::Bug(format!("the computer chose an illegal move: {e}")))?;
        let name = self
            .config
            .bot_user
            .as_ref()
            .map_or("", |b| b.name.as_str());
        let computer = Actor::new(stored.player(seat), name, stored.locale);
        self.commit_play(&loaded, &computer, seat, after, played)
            .await
            .map(Some)
    }

    /// After a person's move: the computer's answer, shown in the same reply.
    pub(super) async fn then_computer(
        &self,
        channel: &ChannelRef,
        mut reply: Reply,
    ) -> Result<Reply, TableError> {
        match self.computer_turn(channel).await {
            Ok(Some(answer)) => {
                if matches!(reply.lines.last(), Some(Msg::ToMove { .. })) {
                    reply.lines.pop();
                }
                reply.lines.extend(answer.lines);
                Ok(Reply {
                    lines: reply.lines,
                    ..answer
                })
            }
            Ok(None) => Ok(reply),
            // The person's move stands; the sweeper will have the computer move later.
            Err(e) => {
                tracing::warn!(error = %e, "the computer could not answer at once");
                Ok(reply)
            }
        }
    }

    /// A move for the player to move (private): where solved tables cover the position, a
    /// move that keeps its exact value, with that value; elsewhere the move the medium level
    /// would play.
    ///
    /// In a rated game between people (where the server allows hints) the hint is always
    /// the medium search and never says the value: exact knowledge stays out of rated play.
    pub async fn hint(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        self.seat_to_move(&loaded, actor)?;
        // Fair play: a rated result between people must be their own play, unless the
        // server allows hints. (Games against the computer are never rated.)
        if loaded.stored.rated && !self.hints_in_rated(channel).await? {
            return Err(TableError::NoHintsInRated);
        }
        let game = loaded.game.clone();
        let seed = loaded.stored.seed ^ loaded.stored.ply as u64;
        let oracle = if loaded.stored.rated {
            engine::Oracle::none()
        } else {
            self.config.oracle.clone()
        };
        let (choice, exact) = self
            .search_while_current(&loaded.stored, "the hint search", move |flag| {
                engine::hint_exact(&game, &oracle, seed, flag)
            })
            .await?
            .ok_or(TableError::GameOver)?;
        Ok(Reply::private(vec![Msg::Hint {
            moves: choice.moves,
            exact,
        }]))
    }

    /// `/status value:yes`: the exact value of the channel's game from the solved tables, for
    /// anyone who asks, never in a rated game between people (it would be help from the
    /// tables in the middle of one).
    pub async fn exact_value(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        if loaded.stored.rated {
            return Err(TableError::NoValueInRated);
        }
        let (spec, to_move) = (loaded.stored.spec, loaded.game.to_move());
        let game = loaded.game.clone();
        let oracle = self.config.oracle.clone();
        // A table's index is built on its first use (up to a minute for the largest).
        let value = tokio::task::spawn_blocking(move || engine::exact(&game, &oracle))
            .await
            .map_err(|e| TableError::Task {
                what: "reading the solved tables",
                cause: std::sync::Arc::new(e),
            })?;
        Ok(Reply::private(vec![Msg::ExactValue {
            spec,
            to_move,
            value,
        }]))
    }

    /// Runs a search on the engine's bounded pool while the game stays where it was: when
    /// its stored version changes (a move, an undo, a resignation landed meanwhile), the
    /// search is cancelled, since its answer would be for a position that is gone, and the
    /// caller is told the position changed.
    async fn search_while_current<T, F>(
        &self,
        stored: &StoredGame,
        what: &'static str,
        job: F,
    ) -> Result<T, TableError>
    where
        F: FnOnce(&std::sync::atomic::AtomicBool) -> T + Send + 'static,
        T: Send + 'static,
    {
        let cancel = engine::Cancel::new();
        let search = engine::Pool::shared().run(&cancel, job);
        let mut search = std::pin::pin!(search);
        let mut every = tokio::time::interval(VERSION_CHECK);
        every.tick().await;
        let result = loop {
            tokio::select! {
                result = &mut search => break result,
                _ = every.tick() => {
                    let current = self.store.game(stored.id).await.ok().flatten();
                    if current.is_none_or(|g| g.version != stored.version) {
                        cancel.cancel();
                    }
                }
            }
        };
        let value = result.map_err(|e| TableError::Task {
            what,
            cause: std::sync::Arc::new(e),
        })?;
        if cancel.is_cancelled() {
            return Err(TableError::PositionChanged);
        }
        Ok(value)
    }
}

/// How often a running search checks that its game has not moved on.
const VERSION_CHECK: std::time::Duration = std::time::Duration::from_millis(200);
