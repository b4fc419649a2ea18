//! Games against the computer: starting one (no acceptance needed), the computer's turns,
//! and hints for the player to move. Searches run on the engine's bounded pool,
//! off the async threads.

use super::challenges::ChallengeRequest;
use super::{Actor, BoardView, Loaded, Reply, Table, TableError, TurnHint, random_u64};
use crate::engine::{self, Level};
use crate::games::{AnyGame, GameRules, Seat};
use crate::i18n::Locale;
use crate::messages::Msg;
use crate::store::{ChannelRef, GameStatus, NewGame, SideChoice};

/// The computer's display name.
const COMPUTER_NAME: &str = "tablero";

/// How much worse than at the start (in the engine's units, about 100 per goose) the computer
/// must rate its position to accept a draw.
const DRAW_WHEN_BEHIND: i32 = 150;
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
            .map_err(|e| TableError::Internal(format!("the draw search failed: {e}")))?
            .unwrap_or((0, 0));
        if score_now < score_start - DRAW_WHEN_BEHIND {
            return self
                .finish(loaded, None, "agreed-draw", GameStatus::Finished)
                .await;
        }
        Ok(Reply::public(vec![Msg::DrawRefused {
            by: stored.player(computer).to_string(),
        }])
        .mentioning(stored.player(seat)))
    }

    /// Whether a user id is the computer (the bot itself).
    pub fn is_computer(&self, id: &str) -> bool {
        self.config.bot_user.as_deref() == Some(id)
    }

    /// Starts a game against the computer at once; if the computer moves first, its first
    /// turn is played and shown too.
    pub(super) async fn start_computer_game(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
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
            SideChoice::Random if random_u64() & 1 == 0 => Seat::First,
            SideChoice::Random => Seat::Second,
        };
        let mut players = [bot.clone(), bot.clone()];
        players[human_seat.index()] = actor.id.clone();
        let seed = random_u64() >> 1;
        let game = request.spec.start(seed);
        let now = self.now();
        self.remember(actor).await?;
        self.store.remember_name(&bot, COMPUTER_NAME, now).await?;
        let stored = self
            .store
            .start_game(&NewGame {
                channel: channel.clone(),
                spec: request.spec,
                seed,
                players,
                start_position: game.position_text(),
                turn_seconds: request
                    .turn_seconds
                    .unwrap_or(self.config.default_turn_seconds),
                rated: false,
                created_at: now,
                computer_level: Some(level.key().to_string()),
                locale: actor.locale,
            })
            .await?;
        let mut lines = vec![Msg::GameStarted {
            spec: stored.spec,
            players: stored.players.clone(),
        }];
        if let Some(reply) = self.computer_turn(channel, actor.locale).await? {
            lines.extend(reply.lines);
            return Ok(Reply { lines, ..reply });
        }
        let names = self.names(&stored).await?;
        let board = self
            .render_board(&game, BoardView::plain(names, actor.locale))
            .await?;
        let to_move = game.to_move();
        lines.push(Msg::ToMove {
            player: stored.player(to_move).to_string(),
            kind: stored.spec.kind(),
            seat: to_move,
            hint: TurnHint::of(&game),
            deadline: stored.turn_deadline,
        });
        Ok(Reply::public(lines)
            .with_attachment("board.png", board)
            .mentioning(&actor.id)
            .in_game(stored.id, Some(to_move)))
    }

    /// Plays the computer's turn in the channel's game if it is the computer's turn;
    /// `None` otherwise.
    pub(crate) async fn computer_turn(
        &self,
        channel: &ChannelRef,
        locale: Locale,
    ) -> Result<Option<Reply>, TableError> {
        let loaded = match self.active(channel).await {
            Ok(l) => l,
            Err(TableError::NoGame) => return Ok(None),
            Err(e) => return Err(e),
        };
        let stored = &loaded.stored;
        let Some(level) = stored
            .computer_level
            .as_deref()
            .and_then(|l| l.parse::<Level>().ok())
        else {
            return Ok(None);
        };
        let seat = loaded.game.to_move();
        if !self.is_computer(stored.player(seat)) || loaded.game.outcome().is_some() {
            return Ok(None);
        }
        let game = loaded.game.clone();
        let seed = stored.seed ^ (stored.ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let cancel = engine::Cancel::new();
        let choice = engine::Pool::shared()
            .run(&cancel, move |flag| {
                engine::choose_cancellable(&game, level, &level.limits_for(game.kind()), seed, flag)
            })
            .await
            .map_err(|e| TableError::Internal(format!("the computer's search failed: {e}")))?;
        let Some(choice) = choice else {
            return Ok(None);
        };
        let mut after = loaded.game.clone();
        let played = after.play_text(&choice.text()).map_err(|e| {
            TableError::Internal(format!("the computer chose an illegal move: {e}"))
        })?;
        let computer = Actor::new(stored.player(seat), COMPUTER_NAME, locale);
        self.commit_play(&loaded, &computer, seat, after, played)
            .await
            .map(Some)
    }

    /// After a person's move: the computer's answer, shown in the same reply.
    pub(super) async fn then_computer(
        &self,
        channel: &ChannelRef,
        mut reply: Reply,
        locale: Locale,
    ) -> Result<Reply, TableError> {
        match self.computer_turn(channel, locale).await {
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

    /// The move the medium level would play, for the player to move (private).
    pub async fn hint(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        self.seat_to_move(&loaded, actor)?;
        let game = loaded.game.clone();
        let seed = loaded.stored.seed ^ loaded.stored.ply as u64;
        let cancel = engine::Cancel::new();
        let choice = engine::Pool::shared()
            .run(&cancel, move |flag| {
                let limits = Level::Medium.limits_for(game.kind());
                engine::choose_cancellable(&game, Level::Medium, &limits, seed, flag)
            })
            .await
            .map_err(|e| TableError::Internal(format!("the hint search failed: {e}")))?
            .ok_or(TableError::GameOver)?;
        Ok(Reply::private(vec![Msg::Hint {
            moves: choice.moves,
        }]))
    }
}
