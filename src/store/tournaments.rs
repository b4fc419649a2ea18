//! Tournaments (issue 27): the core's [`Tournament`] stored as its settings row, its entrants,
//! its rounds and their pairings, with the game each pairing started.
//!
//! A tournament changes as a whole: the play layer reads it ([`Store::tournament`]), applies one
//! transition of the pure core, and writes it back ([`Store::save_tournament`]) naming the
//! version it read. The write is one transaction that first moves the version on, so of two
//! writers (two processes noticing the end of a round at once, a click and the sweeper) one
//! wins and the other gets [`StoreError::Conflict`], reads again and finds the work done.
//! Rounds and pairings are only ever added and results only ever set, as the core only adds
//! them, so a save writes the rounds the database lacks and the results it lacks; entrants
//! (reseeded at the start, joining and leaving before it) are written again whole.
//!
//! A pairing's game is attached by [`Store::start_pairing_game`], which creates the game and
//! claims the pairing in one transaction: one game per pairing, whoever starts it.

use std::collections::BTreeMap;
use std::fmt;

use super::games::{NewGame, StoredGame, insert_game};
use super::{Store, StoreError, WriteTx, on};
pub use crate::domain::TournamentId;
use crate::domain::{ChannelRef, GameId};
use crate::i18n::Locale;
use crate::time_control::TimeControl;
use crate::tournament::{
    Entrant, Format, GameResult, Pairing, Round, Settings, Status, Tournament,
};

/// A tournament to be stored: where it was created and in which language it speaks there.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub channel: ChannelRef,
    pub locale: Locale,
    pub tournament: Tournament,
    pub created_at: i64,
}

/// A stored tournament: the core's data, where it lives, and the version to name when
/// writing it back.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredTournament {
    pub id: TournamentId,
    pub channel: ChannelRef,
    pub locale: Locale,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub tournament: Tournament,
    /// The game started for each pairing, by `(round, board)`.
    pub games: BTreeMap<(u32, u32), GameId>,
}

super::codec::row_struct! {
    struct TournamentRow {
        id: i64,
        guild_id: Option<String>,
        channel_id: String,
        name: String,
        game: String,
        options: String,
        turn_seconds: i64,
        bank_increment: Option<i64>,
        bank_cap: Option<i64>,
        format: String,
        swiss_rounds: i64,
        rated: bool,
        max_players: i64,
        starts_at: Option<i64>,
        organizer: String,
        status: String,
        locale: Locale,
        version: i64,
        created_at: i64,
        updated_at: i64,
    }
}

const COLUMNS: &str = "id, guild_id, channel_id, name, game, options, turn_seconds, \
                       bank_increment, bank_cap, format, \
                       swiss_rounds, rated, max_players, starts_at, organizer, status, locale, \
                       version, created_at, updated_at";

type PairingRow = (i64, i64, String, String, Option<String>, Option<GameId>);

fn corrupt(id: i64, what: impl fmt::Display) -> StoreError {
    StoreError::Corrupt(format!("tournament {id}: {what}"))
}

fn number(id: i64, what: &str, n: i64) -> Result<u32, StoreError> {
    u32::try_from(n).map_err(|_| corrupt(id, format!("{what} {n}")))
}

fn swiss_rounds(format: Format) -> i64 {
    match format {
        Format::Swiss { rounds } => i64::from(rounds),
        Format::RoundRobin | Format::DoubleRoundRobin => 0,
    }
}

impl TournamentRow {
    fn settings(&self) -> Result<(Settings, Status), StoreError> {
        let id = self.id;
        let rounds = number(id, "Swiss rounds", self.swiss_rounds)?;
        let format = Format::from_key(&self.format, rounds)
            .ok_or_else(|| corrupt(id, format!("format `{}`", self.format)))?;
        let status = Status::from_key(&self.status)
            .ok_or_else(|| corrupt(id, format!("status `{}`", self.status)))?;
        let time = TimeControl::from_columns(self.turn_seconds, self.bank_increment, self.bank_cap)
            .ok_or_else(|| corrupt(id, "half a bank"))?;
        let settings = Settings {
            name: self.name.clone(),
            game: self.game.clone(),
            options: self.options.clone(),
            time,
            format,
            rated: self.rated,
            max_players: number(id, "most players", self.max_players)?,
            starts_at: self.starts_at,
            organizer: self.organizer.clone(),
        };
        Ok((settings, status))
    }
}

impl Store {
    /// Stores a new tournament (with any entrants and rounds it already has).
    pub async fn insert_tournament(
        &self,
        new: &NewTournament,
    ) -> Result<StoredTournament, StoreError> {
        let mut tx = self.write().await?;
        let id = insert_tournament_in(&mut tx, new).await?;
        tx.commit().await?;
        self.tournament(TournamentId(id))
            .await?
            .ok_or_else(|| corrupt(id, "vanished"))
    }

    /// A tournament as it stands, if it exists.
    pub async fn tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<StoredTournament>, StoreError> {
        // The parts are read by separate statements: a write landing between them shows as a
        // changed version at the end, and the read starts again. (A copy mixed in some other
        // way could never be written back anyway: its version would be stale.)
        let mut tries = 0;
        loop {
            let Some(read) = self.read_tournament(id).await? else {
                return Ok(None);
            };
            let now: Option<i64> = on!(self.reader(), |db| sqlx::query_scalar(
                "SELECT version FROM tournaments WHERE id = $1"
            )
            .bind(id.0)
            .fetch_optional(db)
            .await)?;
            tries += 1;
            if now == Some(read.version) || tries >= 5 {
                return Ok(Some(read));
            }
        }
    }

    async fn read_tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<StoredTournament>, StoreError> {
        let row: Option<TournamentRow> = on!(self.reader(), |db| sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM tournaments WHERE id = $1"
        ))
        .bind(id.0)
        .fetch_optional(db)
        .await)?;
        let Some(row) = row else {
            return Ok(None);
        };
        let (settings, status) = row.settings()?;
        let entrants: Vec<(String, Option<i64>)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT user_id, withdrawn_round FROM tournament_entrants
             WHERE tournament_id = $1 ORDER BY seed"
        )
        .bind(id.0)
        .fetch_all(db)
        .await)?;
        let rounds: Vec<(i64, Option<String>)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT round, bye_user FROM tournament_rounds WHERE tournament_id = $1
             ORDER BY round"
        )
        .bind(id.0)
        .fetch_all(db)
        .await)?;
        let pairings: Vec<PairingRow> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT round, board, first_player, second_player, result, game_id
             FROM tournament_pairings WHERE tournament_id = $1 ORDER BY round, board"
        )
        .bind(id.0)
        .fetch_all(db)
        .await)?;
        let entrants = entrants
            .into_iter()
            .map(|(user, withdrawn)| {
                Ok(Entrant {
                    user,
                    withdrawn: withdrawn
                        .map(|w| number(row.id, "withdrawal round", w))
                        .transpose()?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let mut rounds = rounds
            .into_iter()
            .map(|(n, bye)| {
                Ok(Round {
                    number: number(row.id, "round", n)?,
                    pairings: Vec::new(),
                    bye,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let mut games = BTreeMap::new();
        for (round, board, first, second, result, game) in pairings {
            let round = number(row.id, "round", round)?;
            let board = number(row.id, "board", board)?;
            let result = result
                .map(|k| {
                    GameResult::from_key(&k).ok_or_else(|| corrupt(row.id, format!("result `{k}`")))
                })
                .transpose()?;
            let slot = rounds
                .iter_mut()
                .find(|r| r.number == round)
                .ok_or_else(|| corrupt(row.id, format!("a pairing of missing round {round}")))?;
            slot.pairings.push(Pairing {
                board,
                first,
                second,
                result,
            });
            if let Some(game) = game {
                games.insert((round, board), game);
            }
        }
        Ok(Some(StoredTournament {
            id,
            channel: ChannelRef {
                guild: row.guild_id.clone(),
                channel: row.channel_id.clone(),
            },
            locale: row.locale,
            version: row.version,
            created_at: row.created_at,
            updated_at: row.updated_at,
            tournament: Tournament {
                settings,
                status,
                entrants,
                rounds,
            },
            games,
        }))
    }

    /// Writes a tournament back, if it is still at the version it was read at; otherwise
    /// nothing is written and `Conflict` comes back. Returns it as stored (its new version).
    pub async fn save_tournament(
        &self,
        stored: &StoredTournament,
        now: i64,
    ) -> Result<StoredTournament, StoreError> {
        self.write_tournament(stored, now, None).await
    }

    /// [`Store::save_tournament`], recording in the same transaction the announcement of the
    /// change for the tournament's channel: its start (`round` 0) or the end of round
    /// `round` (see `outbox`), so that a crash before it is posted cannot lose it.
    pub async fn save_tournament_announcing(
        &self,
        stored: &StoredTournament,
        round: u32,
        now: i64,
    ) -> Result<StoredTournament, StoreError> {
        self.write_tournament(stored, now, Some(round)).await
    }

    async fn write_tournament(
        &self,
        stored: &StoredTournament,
        now: i64,
        announce: Option<u32>,
    ) -> Result<StoredTournament, StoreError> {
        let t = &stored.tournament;
        let s = &t.settings;
        let id = stored.id.0;
        let mut tx = self.write().await?;
        let claimed = on!(tx.conn(), |db| sqlx::query(
            "UPDATE tournaments SET name = $1, game = $2, options = $3, turn_seconds = $4,
                format = $5, swiss_rounds = $6, rated = $7, max_players = $8, starts_at = $9,
                status = $10, version = version + 1, updated_at = $11, bank_increment = $14,
                bank_cap = $15
             WHERE id = $12 AND version = $13",
        )
        .bind(&s.name)
        .bind(&s.game)
        .bind(&s.options)
        .bind(s.time.turn_seconds())
        .bind(s.format.key())
        .bind(swiss_rounds(s.format))
        .bind(s.rated)
        .bind(i64::from(s.max_players))
        .bind(s.starts_at)
        .bind(t.status.key())
        .bind(now)
        .bind(id)
        .bind(stored.version)
        .bind(s.time.bank_columns().map(|b| b.0))
        .bind(s.time.bank_columns().map(|b| b.1))
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if claimed != 1 {
            return Err(StoreError::Conflict);
        }
        write_members(&mut tx, id, t, now).await?;
        if let Some(round) = announce {
            super::outbox::record_round(&mut tx, stored.id, round, &stored.channel.channel, now)
                .await?;
        }
        tx.commit().await?;
        self.tournament(stored.id)
            .await?
            .ok_or_else(|| corrupt(id, "vanished"))
    }

    /// The server's tournaments to list: those open or running, then the latest finished or
    /// cancelled, newest first within each, at most `limit`.
    pub async fn tournaments_in(
        &self,
        guild: Option<&str>,
        limit: i64,
    ) -> Result<Vec<StoredTournament>, StoreError> {
        let ids: Vec<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT id FROM tournaments WHERE guild_id IS NOT DISTINCT FROM $1
             ORDER BY CASE WHEN status IN ('open', 'running') THEN 0 ELSE 1 END,
                      updated_at DESC, id DESC
             LIMIT $2"
        )
        .bind(guild)
        .bind(limit)
        .fetch_all(db)
        .await)?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            out.extend(self.tournament(TournamentId(id)).await?);
        }
        Ok(out)
    }

    /// The name of the tournament whose pairing `game` is, if it is one.
    pub async fn tournament_of_game(&self, game: GameId) -> Result<Option<String>, StoreError> {
        Ok(on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT t.name FROM tournament_pairings p
             JOIN tournaments t ON t.id = p.tournament_id
             WHERE p.game_id = $1"
        )
        .bind(game)
        .fetch_optional(db)
        .await)?)
    }

    /// Records the message that shows a tournament's sign-up (with its Join and Leave
    /// buttons) in its channel, so a change made elsewhere can bring it up to date. Not part
    /// of the tournament's state: its version does not move.
    pub async fn set_signup_message(
        &self,
        id: TournamentId,
        message: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE tournaments SET signup_message = $1 WHERE id = $2"
        )
        .bind(message)
        .bind(id.0)
        .execute(db)
        .await
        .map(drop))?;
        tx.commit().await?;
        Ok(())
    }

    /// The message recorded by [`Store::set_signup_message`], if any.
    pub async fn signup_message(&self, id: TournamentId) -> Result<Option<String>, StoreError> {
        let found: Option<Option<String>> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT signup_message FROM tournaments WHERE id = $1"
        )
        .bind(id.0)
        .fetch_optional(db)
        .await)?;
        Ok(found.flatten())
    }

    /// The open tournaments whose start time has come, oldest first.
    pub async fn due_tournaments(&self, now: i64) -> Result<Vec<TournamentId>, StoreError> {
        let ids: Vec<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT id FROM tournaments WHERE status = 'open' AND starts_at <= $1
             ORDER BY starts_at, id"
        )
        .bind(now)
        .fetch_all(db)
        .await)?;
        Ok(ids.into_iter().map(TournamentId).collect())
    }

    /// Every running tournament (for the sweeper, which pairs a round whose last game ended
    /// while no process was there to notice).
    pub async fn running_tournaments(&self) -> Result<Vec<TournamentId>, StoreError> {
        let ids: Vec<i64> = on!(self.reader(), |db| sqlx::query_scalar(
            "SELECT id FROM tournaments WHERE status = 'running' ORDER BY id"
        )
        .fetch_all(db)
        .await)?;
        Ok(ids.into_iter().map(TournamentId).collect())
    }

    /// The tournament pairing a game was started for: `(tournament, round, board)`.
    pub async fn pairing_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<(TournamentId, u32, u32)>, StoreError> {
        let row: Option<(i64, i64, i64)> = on!(self.reader(), |db| sqlx::query_as(
            "SELECT tournament_id, round, board FROM tournament_pairings WHERE game_id = $1"
        )
        .bind(game)
        .fetch_optional(db)
        .await)?;
        row.map(|(t, r, b)| {
            Ok((
                TournamentId(t),
                number(t, "round", r)?,
                number(t, "board", b)?,
            ))
        })
        .transpose()
    }

    /// Starts a pairing's game: the game is created and the pairing claimed in one
    /// transaction. `Conflict` if the pairing already has a game or a result (another process
    /// started it, or a withdrawal decided it), or does not exist.
    pub async fn start_pairing_game(
        &self,
        tournament: TournamentId,
        round: u32,
        board: u32,
        game: &NewGame,
    ) -> Result<StoredGame, StoreError> {
        let mut tx = self.write().await?;
        // Claim the pairing first (on PostgreSQL this takes its row lock): of two starts at
        // once, the second waits here and then finds it taken, before making a game.
        let claimed = on!(tx.conn(), |db| sqlx::query(
            "UPDATE tournament_pairings SET game_id = NULL
             WHERE tournament_id = $1 AND round = $2 AND board = $3
               AND game_id IS NULL AND result IS NULL",
        )
        .bind(tournament.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .execute(db)
        .await
        .map(|r| r.rows_affected()))?;
        if claimed != 1 {
            return Err(StoreError::Conflict);
        }
        let game_id = insert_game(&mut tx, game).await?;
        on!(tx.conn(), |db| sqlx::query(
            "UPDATE tournament_pairings SET game_id = $1
             WHERE tournament_id = $2 AND round = $3 AND board = $4"
        )
        .bind(game_id)
        .bind(tournament.0)
        .bind(i64::from(round))
        .bind(i64::from(board))
        .execute(db)
        .await
        .map(drop))?;
        tx.commit().await?;
        self.game(game_id)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("game {game_id} vanished")))
    }
}

/// Inserts a tournament (with its entrants and rounds) in a transaction of the caller's: a
/// league's season stores its divisions with the season itself.
pub(super) async fn insert_tournament_in(
    tx: &mut WriteTx,
    new: &NewTournament,
) -> Result<i64, StoreError> {
    let t = &new.tournament;
    let s = &t.settings;
    let id: i64 = on!(tx.conn(), |db| sqlx::query_scalar(
        "INSERT INTO tournaments (guild_id, channel_id, name, game, options, turn_seconds,
                bank_increment, bank_cap, format, swiss_rounds, rated, max_players, starts_at,
                organizer, status, locale, version, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0,
                $17, $17)
             RETURNING id",
    )
    .bind(&new.channel.guild)
    .bind(&new.channel.channel)
    .bind(&s.name)
    .bind(&s.game)
    .bind(&s.options)
    .bind(s.time.turn_seconds())
    .bind(s.time.bank_columns().map(|b| b.0))
    .bind(s.time.bank_columns().map(|b| b.1))
    .bind(s.format.key())
    .bind(swiss_rounds(s.format))
    .bind(s.rated)
    .bind(i64::from(s.max_players))
    .bind(s.starts_at)
    .bind(&s.organizer)
    .bind(t.status.key())
    .bind(new.locale)
    .bind(new.created_at)
    .fetch_one(db)
    .await)?;
    write_members(tx, id, t, new.created_at).await?;
    Ok(id)
}

/// Writes a tournament's entrants (again, whole), the rounds the database lacks, and the
/// results it lacks.
async fn write_members(
    tx: &mut WriteTx,
    id: i64,
    t: &Tournament,
    now: i64,
) -> Result<(), StoreError> {
    on!(tx.conn(), |db| sqlx::query(
        "DELETE FROM tournament_entrants WHERE tournament_id = $1"
    )
    .bind(id)
    .execute(db)
    .await
    .map(drop))?;
    for (seed, e) in (1i64..).zip(&t.entrants) {
        on!(tx.conn(), |db| sqlx::query(
            "INSERT INTO tournament_entrants (tournament_id, user_id, seed, withdrawn_round)
             VALUES ($1, $2, $3, $4)"
        )
        .bind(id)
        .bind(&e.user)
        .bind(seed)
        .bind(e.withdrawn.map(i64::from))
        .execute(db)
        .await
        .map(drop))?;
    }
    // Rounds from the last one stored, and results from the first round with a game still
    // open: everything before is as the core left it and cannot have changed.
    let stored: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
        "SELECT MAX(round) FROM tournament_rounds WHERE tournament_id = $1"
    )
    .bind(id)
    .fetch_one(db)
    .await)?;
    let open: Option<i64> = on!(tx.conn(), |db| sqlx::query_scalar(
        "SELECT MIN(round) FROM tournament_pairings WHERE tournament_id = $1 AND result IS NULL"
    )
    .bind(id)
    .fetch_one(db)
    .await)?;
    let stored = stored.unwrap_or(0);
    for round in &t.rounds {
        let n = i64::from(round.number);
        if n > stored {
            on!(tx.conn(), |db| sqlx::query(
                "INSERT INTO tournament_rounds (tournament_id, round, bye_user, paired_at)
                 VALUES ($1, $2, $3, $4)"
            )
            .bind(id)
            .bind(n)
            .bind(&round.bye)
            .bind(now)
            .execute(db)
            .await
            .map(drop))?;
            for p in &round.pairings {
                on!(tx.conn(), |db| sqlx::query(
                    "INSERT INTO tournament_pairings (tournament_id, round, board,
                        first_player, second_player, result)
                     VALUES ($1, $2, $3, $4, $5, $6)"
                )
                .bind(id)
                .bind(n)
                .bind(i64::from(p.board))
                .bind(&p.first)
                .bind(&p.second)
                .bind(p.result.map(GameResult::key))
                .execute(db)
                .await
                .map(drop))?;
            }
        } else if open.is_some_and(|o| n >= o) {
            for p in round.pairings.iter().filter(|p| p.result.is_some()) {
                on!(tx.conn(), |db| sqlx::query(
                    "UPDATE tournament_pairings SET result = $1
                     WHERE tournament_id = $2 AND round = $3 AND board = $4 AND result IS NULL"
                )
                .bind(p.result.map(GameResult::key))
                .bind(id)
                .bind(n)
                .bind(i64::from(p.board))
                .execute(db)
                .await
                .map(drop))?;
            }
        }
    }
    Ok(())
}
