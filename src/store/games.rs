//! Games and their move logs: the rows, how they are read, and a new game's insert (the change
//! to a game in progress is `updates.rs`'s transaction, offers are `offers.rs`').

use super::{Store, StoreError, WriteTx, is_unique_violation, on};
use crate::domain::{ChannelRef, EndReason, GameId, GameStatus, Level, Outcome, Seat};
use crate::games::{GameKind, GameSpec};
use crate::i18n::Locale;
use crate::time_control::{Banks, TimeControl};

/// A game to be stored when a challenge is accepted.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub channel: ChannelRef,
    pub spec: GameSpec,
    pub seed: u64,
    pub players: [String; 2],
    pub start_position: String,
    /// The game's clock; the first turn starts at `created_at`.
    pub time: TimeControl,
    pub rated: bool,
    pub created_at: i64,
    /// The computer's level when one seat is the computer.
    pub computer_level: Option<Level>,
    /// The players' language (the challenger's), for announcements to the channel.
    pub locale: Locale,
    /// When the game is played in a thread (`channel`), the channel the thread belongs to.
    pub parent: Option<String>,
}

/// A stored game.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub id: GameId,
    pub channel: ChannelRef,
    pub spec: GameSpec,
    pub seed: u64,
    /// The users in the first and second seats.
    pub players: [String; 2],
    pub status: GameStatus,
    /// For a finished game: the winning seat (`None` for a draw) and why it ended.
    pub winner: Option<Seat>,
    pub end_reason: Option<EndReason>,
    pub start_position: String,
    pub position: String,
    pub ply: i64,
    pub version: i64,
    /// The game's clock.
    pub time: TimeControl,
    /// Each player's time left at the start of their next turn (a bank's; for a time per
    /// turn, that time, for both).
    pub banks: Banks,
    /// When the current turn began: the player to move's clock runs from here.
    pub turn_started: i64,
    /// When the player to move runs out of time (`time`'s deadline for them), kept so the
    /// sweeper finds overdue games by one indexed column; `None` once the game is over.
    pub turn_deadline: Option<i64>,
    /// When the player to move is on vacation: when their clock stopped and when the
    /// vacation is planned to end (`turn_deadline` is `None` meanwhile).
    pub paused: Option<(i64, i64)>,
    pub rated: bool,
    /// Rating changes of the two seats, once a rated game has finished.
    pub deltas: Option<[f64; 2]>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The computer's level when one seat is the computer (the seat with the bot's id).
    pub computer_level: Option<Level>,
    /// The players' language (the challenger's), for announcements to the channel.
    pub locale: Locale,
    /// When the game is played in a thread (`channel`), the channel the thread belongs to.
    pub parent: Option<String>,
    /// Whether the game is a tournament pairing's: its result belongs to the tournament, so
    /// it offers no rematch.
    pub in_tournament: bool,
    /// Whether each seat's player has muted the game (`/mute`), or turned every
    /// notification off (`/reminders off:`): no pings, no reminders.
    pub muted: [bool; 2],
    /// Whether each seat's player is told of their turns by direct message (`/reminders
    /// dm:`) rather than by a ping on the board.
    pub dm: [bool; 2],
}

impl StoredGame {
    /// The seat `user` plays, if they play in this game (the first seat when they play both).
    pub fn seat_of(&self, user: &str) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| self.players[s.index()] == user)
    }

    pub fn player(&self, seat: Seat) -> &str {
        &self.players[seat.index()]
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end_reason.map(|reason| Outcome {
            winner: self.winner,
            reason,
        })
    }
}

super::codec::row_struct! {
    /// One single move of the log.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct StoredMove {
        pub ply: i64,
        pub player: String,
        pub seat: Seat,
        pub text: String,
        pub position_after: String,
        pub played_at: i64,
    }
}

/// A move to append to the log.
pub type NewMove = StoredMove;

super::codec::row_struct! {
    pub(super) struct GameRow {
        id: GameId,
        guild_id: Option<String>,
        pub(super) channel_id: String,
        game: GameKind,
        options: String,
        seed: i64,
        first_player: String,
        second_player: String,
        status: GameStatus,
        winner_seat: Option<Seat>,
        end_reason: Option<EndReason>,
        start_position: String,
        position: String,
        ply: i64,
        pub(super) version: i64,
        turn_seconds: i64,
        bank_increment: Option<i64>,
        bank_cap: Option<i64>,
        first_bank: Option<i64>,
        second_bank: Option<i64>,
        turn_started: Option<i64>,
        turn_deadline: Option<i64>,
        paused_at: Option<i64>,
        paused_until: Option<i64>,
        rated: bool,
        first_delta: Option<f64>,
        second_delta: Option<f64>,
        created_at: i64,
        updated_at: i64,
        computer_level: Option<Level>,
        locale: Locale,
        parent_channel_id: Option<String>,
        in_tournament: bool,
        first_muted: bool,
        second_muted: bool,
        first_dm: bool,
        second_dm: bool,
    }
}

pub(super) const COLUMNS: &str = "id, guild_id, channel_id, game, options, seed, first_player, \
    second_player, status, winner_seat, end_reason, start_position, position, ply, version, \
    turn_seconds, bank_increment, bank_cap, first_bank, second_bank, turn_started, \
    turn_deadline, paused_at, paused_until, rated, first_delta, second_delta, created_at, \
    updated_at, computer_level, locale, parent_channel_id, \
    EXISTS (SELECT 1 FROM tournament_pairings tp WHERE tp.game_id = games.id) AS in_tournament, \
    (EXISTS (SELECT 1 FROM muted_games m WHERE m.game_id = games.id \
        AND m.user_id = games.first_player) \
     OR EXISTS (SELECT 1 FROM user_settings u WHERE u.user_id = games.first_player \
        AND u.notifications_off)) AS first_muted, \
    (EXISTS (SELECT 1 FROM muted_games m WHERE m.game_id = games.id \
        AND m.user_id = games.second_player) \
     OR EXISTS (SELECT 1 FROM user_settings u WHERE u.user_id = games.second_player \
        AND u.notifications_off)) AS second_muted, \
    EXISTS (SELECT 1 FROM user_settings u WHERE u.user_id = games.first_player \
        AND u.dm_reminders) AS first_dm, \
    EXISTS (SELECT 1 FROM user_settings u WHERE u.user_id = games.second_player \
        AND u.dm_reminders) AS second_dm";

/// SQL true when nobody holds a claim on the computer's turn of the game at its current
/// version whose lease still runs at the time bound as `now` (see
/// [`Store::claim_computer_turn`]).
fn unclaimed_at(now: &str) -> String {
    format!(
        "NOT (computer_claim_version IS NOT DISTINCT FROM version \
              AND COALESCE(computer_claim_until, 0) > {now})"
    )
}

impl TryFrom<GameRow> for StoredGame {
    type Error = StoreError;

    fn try_from(r: GameRow) -> Result<StoredGame, StoreError> {
        let spec = GameSpec::parse(r.game, &r.options)
            .map_err(|e| StoreError::Corrupt(format!("game {}: {e}", r.id)))?;
        let time = TimeControl::from_columns(r.turn_seconds, r.bank_increment, r.bank_cap)
            .ok_or_else(|| StoreError::Corrupt(format!("game {}: half a bank", r.id)))?;
        let banks = match (time.is_bank(), r.first_bank, r.second_bank) {
            (false, _, _) => time.start(),
            (true, Some(first), Some(second)) => Banks {
                remaining: [first, second],
            },
            (true, _, _) => {
                return Err(StoreError::Corrupt(format!(
                    "game {}: a bank is missing",
                    r.id
                )));
            }
        };
        // Games stored before turns kept their start began `turn_seconds` before their
        // deadline (a time per turn was the only clock then).
        let turn_started = r
            .turn_started
            .or(r.turn_deadline.map(|d| d - r.turn_seconds))
            .unwrap_or(r.updated_at);
        Ok(StoredGame {
            id: r.id,
            channel: ChannelRef {
                guild: r.guild_id,
                channel: r.channel_id,
            },
            spec,
            seed: r.seed as u64,
            players: [r.first_player, r.second_player],
            status: r.status,
            winner: r.winner_seat,
            end_reason: r.end_reason,
            start_position: r.start_position,
            position: r.position,
            ply: r.ply,
            version: r.version,
            time,
            banks,
            turn_started,
            turn_deadline: r.turn_deadline,
            paused: r.paused_at.zip(r.paused_until),
            rated: r.rated,
            deltas: r.first_delta.zip(r.second_delta).map(|(a, b)| [a, b]),
            created_at: r.created_at,
            updated_at: r.updated_at,
            computer_level: r.computer_level,
            locale: r.locale,
            parent: r.parent_channel_id,
            in_tournament: r.in_tournament,
            muted: [r.first_muted, r.second_muted],
            dm: [r.first_dm, r.second_dm],
        })
    }
}

/// Inserts a game inside a transaction; a second active game in a channel is refused.
pub(super) async fn insert_game(tx: &mut WriteTx, game: &NewGame) -> Result<GameId, StoreError> {
    let start = game.time.start();
    let bank = game.time.is_bank();
    let deadline = game
        .time
        .deadline(&start, Seat::First, game.created_at)
        .map_err(|e| StoreError::Corrupt(format!("a new game's clock: {e}")))?;
    let inserted: Result<GameId, sqlx::Error> = on!(tx.conn(), |db| {
        sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, game, options, seed, first_player,
            second_player, status, start_position, position, ply, version, turn_seconds,
            bank_increment, bank_cap, first_bank, second_bank, turn_started,
            turn_deadline, rated, created_at, updated_at, computer_level, locale,
            parent_channel_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9, 0, 0, $10, $11, $12, $13, $14,
            $15, $16, $17, $18, $19, $20, $21, $22)
         RETURNING id",
        )
        .bind(&game.channel.guild)
        .bind(&game.channel.channel)
        .bind(game.spec.kind())
        .bind(game.spec.options())
        .bind(game.seed as i64)
        .bind(&game.players[0])
        .bind(&game.players[1])
        .bind(&game.start_position)
        .bind(&game.start_position)
        .bind(game.time.turn_seconds())
        .bind(game.time.bank_columns().map(|b| b.0))
        .bind(game.time.bank_columns().map(|b| b.1))
        .bind(bank.then_some(start.remaining[0]))
        .bind(bank.then_some(start.remaining[1]))
        .bind(game.created_at)
        .bind(deadline)
        .bind(game.rated)
        .bind(game.created_at)
        .bind(game.created_at)
        .bind(game.computer_level)
        .bind(game.locale)
        .bind(&game.parent)
        .fetch_one(db)
        .await
    });
    let id = match inserted {
        Ok(id) => id,
        Err(e) if is_unique_violation(&e) => return Err(StoreError::ChannelBusy),
        Err(e) => return Err(e.into()),
    };
    super::outbox::record_game(tx, id, 0, &game.channel.channel, game.created_at).await?;
    Ok(id)
}

impl Store {
    /// Starts a game without a challenge (against the computer), unless the channel has a
    /// game in progress or a challenge waiting.
    pub async fn start_game(&self, game: &NewGame) -> Result<StoredGame, StoreError> {
        let mut tx = self.write().await?;
        let pending: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
            "SELECT id FROM challenges WHERE channel_id = $1 AND status = 'pending'",
        )
        .bind(&game.channel.channel)
        .fetch_optional(db)
        .await)?;
        if pending.is_some() {
            return Err(StoreError::ChallengePending);
        }
        let id = insert_game(&mut tx, game).await?;
        tx.commit().await?;
        self.changed(id.0);
        self.game(id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("game {id} vanished")))
    }

    /// Moves a game from the room it was started in to the thread the front end opened for
    /// it (a tournament's games start before Discord has their threads), with its
    /// announcements. `false` when the game is no longer in `from`: another process moved it
    /// first, and its thread is the game's.
    pub async fn move_game_room(
        &self,
        game: GameId,
        from: &str,
        to: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let moved = on!(tx.conn(), |db| sqlx::query(
            "UPDATE games SET channel_id = $3 WHERE id = $1 AND channel_id = $2"
        )
        .bind(game)
        .bind(from)
        .bind(to)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if moved == 0 {
            return Ok(false);
        }
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE announcements SET channel_id = $2 WHERE game_id = $1"
        )
        .bind(game)
        .bind(to)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        tx.commit().await?;
        Ok(true)
    }

    pub async fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(db)
        .await)?;
        row.map(StoredGame::try_from).transpose()
    }

    /// The game in progress in a channel, if any.
    pub async fn active_game(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE channel_id = $1 AND status = 'active'"
        ))
        .bind(&channel.channel)
        .fetch_optional(db)
        .await)?;
        row.map(StoredGame::try_from).transpose()
    }

    /// Active games whose deadline falls before `until` and whose player to move has not
    /// been reminded in this turn (see [`Store::mark_reminded`]), soonest first.
    pub async fn unreminded_deadlines_before(
        &self,
        until: i64,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND turn_deadline IS NOT NULL AND turn_deadline <= $1
               AND reminded_version IS DISTINCT FROM version
             ORDER BY turn_deadline LIMIT 200"
        ))
        .bind(until)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// The threads of the games in progress whose parent is `channel` (a few, oldest first).
    pub async fn rooms_of(&self, channel: &ChannelRef) -> Result<Vec<String>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT channel_id FROM games WHERE parent_channel_id = $1 AND status = 'active'
             ORDER BY id LIMIT 5",
        )
        .bind(&channel.channel)
        .fetch_all(db)
        .await)?)
    }

    /// The games `user` is playing in a server (or outside any, for `None`), oldest first.
    pub async fn active_games_of(
        &self,
        guild: Option<&str>,
        user: &str,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND guild_id IS NOT DISTINCT FROM $1
               AND (first_player = $2 OR second_player = $2)
             ORDER BY id LIMIT 25"
        ))
        .bind(guild)
        .bind(user)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Games whose current turn the sweeper has not looked at for a turn notice by direct
    /// message, where a player asked for those.
    pub async fn unnoticed_turns(&self, limit: i64) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games
             WHERE status = 'active' AND turn_deadline IS NOT NULL
               AND (noticed_version IS NULL OR noticed_version < version)
               AND EXISTS (SELECT 1 FROM user_settings u
                   WHERE u.dm_reminders AND NOT u.notifications_off
                     AND u.user_id IN (games.first_player, games.second_player))
             ORDER BY id LIMIT $1"
        ))
        .bind(limit)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Claims the turn notice of a game at `version`: `true` for the one process that does.
    pub async fn mark_noticed(&self, game: GameId, version: i64) -> Result<bool, StoreError> {
        let claimed = on!(self.writer(), |db| sqlx::query(
            "UPDATE games SET noticed_version = $2
             WHERE id = $1 AND version = $2
               AND (noticed_version IS NULL OR noticed_version < $2)"
        )
        .bind(game)
        .bind(version)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// Mutes (`on`) or unmutes a game for one of its players.
    pub async fn set_muted(
        &self,
        game: GameId,
        user: &str,
        on: bool,
        now: i64,
    ) -> Result<(), StoreError> {
        if on {
            on!(self.writer(), |db| sqlx::query(
                "INSERT INTO muted_games (game_id, user_id, muted_at) VALUES ($1, $2, $3)
                 ON CONFLICT (game_id, user_id) DO NOTHING"
            )
            .bind(game)
            .bind(user)
            .bind(now)
            .execute(db)
            .await
            .map(|r| r.rows_affected()))?;
        } else {
            on!(self.writer(), |db| sqlx::query(
                "DELETE FROM muted_games WHERE game_id = $1 AND user_id = $2"
            )
            .bind(game)
            .bind(user)
            .execute(db)
            .await
            .map(|r| r.rows_affected()))?;
        }
        Ok(())
    }

    /// The last game played in a channel (in progress or not).
    pub async fn latest_game(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
        ))
        .bind(&channel.channel)
        .fetch_optional(db)
        .await)?;
        row.map(StoredGame::try_from).transpose()
    }

    /// The last game that ended in a channel or in one of its game threads after at least one
    /// move (`/analyze`).
    pub async fn latest_finished_game(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE (channel_id = $1 OR parent_channel_id = $1) \
             AND status <> 'active' AND ply > 0 ORDER BY id DESC LIMIT 1"
        ))
        .bind(&channel.channel)
        .fetch_optional(db)
        .await)?;
        row.map(StoredGame::try_from).transpose()
    }

    /// How many games are in progress.
    pub async fn count_active_games(&self) -> Result<i64, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE status = 'active'"
        )
        .fetch_one(db)
        .await)?)
    }

    /// Every game, in id order (for audits and tests).
    pub async fn all_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games ORDER BY id"
        ))
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// The move log of a game, in order.
    pub async fn moves(&self, game_id: GameId) -> Result<Vec<StoredMove>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_as(
            "SELECT ply, player, seat, text, position_after, played_at FROM moves
             WHERE game_id = $1 ORDER BY ply",
        )
        .bind(game_id)
        .fetch_all(db)
        .await)?)
    }

    /// Active games against the computer (the sweeper makes sure it has moved).
    /// Whether the player in `seat` has made any move in the game (undone ones are gone).
    pub async fn has_moved(&self, game_id: GameId, seat: Seat) -> Result<bool, StoreError> {
        let found: Option<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT ply FROM moves WHERE game_id = $1 AND seat = $2 LIMIT 1"
        )
        .bind(game_id)
        .bind(seat)
        .fetch_optional(db)
        .await)?;
        Ok(found.is_some())
    }

    /// Skips the games whose current computer turn another search has claimed (see
    /// [`Store::claim_computer_turn`]) and whose lease still runs at `now`.
    pub async fn active_computer_games(&self, now: i64) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE status = 'active' AND computer_level IS NOT NULL
               AND {} ORDER BY id",
            unclaimed_at("$1")
        ))
        .bind(now)
        .fetch_all(db)
        .await)?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }

    /// Claims the computer's turn of `game` at `version` for one search, until `until`:
    /// `false` when the game has moved on or another search (in any process) holds the
    /// claim, whose lease runs out at its `until` if that process died searching.
    pub async fn claim_computer_turn(
        &self,
        game: GameId,
        version: i64,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let claimed = on!(self.writer(), |db| sqlx::query(&format!(
            "UPDATE games SET computer_claim_version = $2, computer_claim_until = $4
             WHERE id = $1 AND version = $2 AND status = 'active' AND {}",
            unclaimed_at("$3")
        ))
        .bind(game)
        .bind(version)
        .bind(now)
        .bind(until)
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        Ok(claimed == 1)
    }

    /// Active games whose player to move has run out of time.
    pub async fn overdue_games(&self, now: i64) -> Result<Vec<StoredGame>, StoreError> {
        let rows: Vec<GameRow> = on!(self.reader(), |db| {
            sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM games WHERE status = 'active' AND turn_deadline <= $1 ORDER BY id"
        ))
        .bind(now).fetch_all(db).await
        })?;
        rows.into_iter().map(StoredGame::try_from).collect()
    }
}
