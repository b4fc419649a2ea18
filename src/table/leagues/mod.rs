//! Leagues at a table (issue 27): seasons of divisions, each division a round-robin
//! tournament, the top players of each promoted and the bottom ones relegated into the next
//! season. The arithmetic of divisions is the pure core's ([`crate::tournament::league`]); a
//! division, once created, is an ordinary tournament of the league's channel, so its pairings,
//! games, rooms, standings and announcements are the tournaments' own ([`super::tournaments`]).
//!
//! Here: who may do what, sign-up (`/league create`, `join`, `leave`), the league's standings
//! and list; the seasons themselves (`/league start`, `/league next`) are in [`season`].

mod season;

use super::options::ChallengeOptions;
use super::{Actor, LeagueLine, LeagueRefusal, LeagueSummary, Msg, Reply, Table, TableError};
use crate::domain::ChannelRef;
use crate::games::{GameKind, GameSpec};
use crate::store::{LeagueId, StoredLeague, StoredTournament};
use crate::tournament::Status;
use crate::tournament::league::{LeagueError, LeagueSettings, LeagueStatus, Rules};

/// The players of a division when the organizer names no number.
pub const DEFAULT_DIVISION_SIZE: u32 = 6;

/// How many go up, and down, between adjacent divisions when the organizer names no number.
pub const DEFAULT_MOVES: u32 = 1;

/// How many leagues `/league list` shows.
const LISTED: i64 = 15;

/// How many times a change is tried again when another writer moved the league on between
/// reading and writing it.
const TRIES: usize = 5;

/// What `/league create` asks for: `/tournament create`'s options but the format, rounds,
/// size and start, and the rules of its divisions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeagueRequest {
    pub name: String,
    /// The game and its options, as `/challenge` takes them (`side` and `level` are refused).
    pub options: ChallengeOptions,
    /// [`DEFAULT_DIVISION_SIZE`] when left out.
    pub division_size: Option<u32>,
    /// [`DEFAULT_MOVES`] when left out.
    pub promoted: Option<u32>,
    /// [`DEFAULT_MOVES`] when left out.
    pub relegated: Option<u32>,
}

/// A settings or season problem, as the player reads it.
fn league_refusal(e: LeagueError) -> TableError {
    TableError::League(match e {
        LeagueError::BadDivisionSize { min, max } => LeagueRefusal::BadDivisionSize { min, max },
        LeagueError::TooManyMoving { size } => LeagueRefusal::TooManyMoving { size },
        LeagueError::TooFewPlayers => LeagueRefusal::TooFewPlayers,
        LeagueError::EmptyName => LeagueRefusal::EmptyName,
        LeagueError::NameTooLong { max } => LeagueRefusal::NameTooLong { max },
        // Members are stored once each.
        LeagueError::Duplicate(_) => return TableError::Bug(e.to_string()),
    })
}

/// The game a stored league plays.
fn spec_of(l: &StoredLeague) -> Result<GameSpec, TableError> {
    let s = &l.settings;
    GameKind::from_key(&s.game)
        .and_then(|kind| GameSpec::parse(kind, &s.options).ok())
        .ok_or_else(|| TableError::Bug(format!("league {}: game {} {}", l.id, s.game, s.options)))
}

/// Whether `actor` may run the league: its organizer, or a moderator where they act.
fn may_run(actor: &Actor, l: &StoredLeague) -> bool {
    actor.moderator || actor.id == l.settings.organizer
}

/// The league's sign-up line: its settings and members.
fn sign_up(l: &StoredLeague) -> Result<Msg, TableError> {
    let s = &l.settings;
    Ok(Msg::League(LeagueLine::SignUp {
        id: l.id.0,
        name: s.name.clone(),
        spec: spec_of(l)?,
        rated: s.rated,
        time: s.time,
        division_size: s.rules.division_size,
        promoted: s.rules.promoted,
        relegated: s.rules.relegated,
        organizer: s.organizer.clone(),
        players: l.players.clone(),
        season: l.season,
    }))
}

impl Table {
    /// `/league create`: a moderator creates a league in this channel. Every value is checked
    /// before anything is stored; the reply is its sign-up line.
    pub async fn create_league(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &LeagueRequest,
    ) -> Result<Reply, TableError> {
        if !actor.moderator {
            return Err(LeagueRefusal::NotModerator.into());
        }
        let o = &request.options;
        if o.side.is_some() {
            return Err(LeagueRefusal::NotAnOption("side").into());
        }
        if o.level.is_some() {
            return Err(LeagueRefusal::NotAnOption("level").into());
        }
        let challenge = o
            .request(None)
            .map_err(|e| TableError::League(LeagueRefusal::BadOption(e)))?;
        let server = self.settings_of(channel).await?;
        let time = o
            .time
            .unwrap_or_else(|| self.config.default_time(server.time));
        time.validate(&self.config.limits())
            .map_err(TableError::BadTimeControl)?;
        let settings = LeagueSettings {
            name: request.name.trim().to_string(),
            game: challenge.spec.kind().key().to_string(),
            options: challenge.spec.options(),
            time,
            rated: o.rated.unwrap_or(true),
            rules: Rules {
                division_size: request.division_size.unwrap_or(DEFAULT_DIVISION_SIZE),
                promoted: request.promoted.unwrap_or(DEFAULT_MOVES),
                relegated: request.relegated.unwrap_or(DEFAULT_MOVES),
            },
            organizer: actor.id.clone(),
        };
        settings.check().map_err(league_refusal)?;
        self.remember(actor).await?;
        let stored = self
            .store
            .insert_league(
                channel,
                server.locale.unwrap_or(actor.table_locale),
                &settings,
                self.now(),
            )
            .await?;
        Ok(Reply::public(vec![sign_up(&stored)?]).in_language(stored.locale))
    }

    /// `/league join`: before the first season, or between seasons (a newcomer starts next
    /// season in the bottom division). Refused while a season is being played.
    pub async fn join_league(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<LeagueId>,
    ) -> Result<Reply, TableError> {
        self.remember(actor).await?;
        let saved = self.change_membership(channel, id, actor, true).await?;
        let line = Msg::League(LeagueLine::Joined {
            name: saved.settings.name.clone(),
            player: actor.id.clone(),
        });
        Ok(Reply::public(vec![line, sign_up(&saved)?]).in_language(saved.locale))
    }

    /// `/league leave`: before the first season, or between seasons (during one, a player
    /// withdraws from their division with `/tournament withdraw`, and drops out at its end).
    pub async fn leave_league(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<LeagueId>,
    ) -> Result<Reply, TableError> {
        let saved = self.change_membership(channel, id, actor, false).await?;
        let line = Msg::League(LeagueLine::Left {
            name: saved.settings.name.clone(),
            player: actor.id.clone(),
        });
        Ok(Reply::public(vec![line, sign_up(&saved)?]).in_language(saved.locale))
    }

    async fn change_membership(
        &self,
        channel: &ChannelRef,
        id: Option<LeagueId>,
        actor: &Actor,
        join: bool,
    ) -> Result<StoredLeague, TableError> {
        let mut id = id;
        for attempt in 1..=TRIES {
            let league = self.find_league(channel, id).await?;
            id = Some(league.id);
            let member = league.players.contains(&actor.id);
            if join && member {
                return Err(LeagueRefusal::AlreadyJoined.into());
            }
            if !join && !member {
                return Err(LeagueRefusal::NotJoined.into());
            }
            if self.season_running(&league).await? {
                return Err(LeagueRefusal::SeasonRunning.into());
            }
            match self
                .store
                .change_league_member(&league, &actor.id, join, self.now())
                .await
            {
                Ok(saved) => return Ok(saved),
                Err(crate::store::StoreError::Conflict) if attempt < TRIES => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(TableError::PositionChanged)
    }

    /// `/league standings`: each division's standings of the current season (the last one's
    /// final standings between seasons; the sign-up before the first).
    pub async fn league_standings(
        &self,
        channel: &ChannelRef,
        id: Option<LeagueId>,
    ) -> Result<Reply, TableError> {
        let league = self.find_league(channel, id).await?;
        let mut lines = Vec::new();
        if league.status == LeagueStatus::Open {
            lines.push(sign_up(&league)?);
        }
        for (st, division) in self.divisions_of(&league).await?.iter().zip(1u32..) {
            lines.push(Msg::League(LeagueLine::Division {
                name: league.settings.name.clone(),
                season: league.season,
                division,
                finished: is_over(st),
            }));
            lines.push(super::tournaments::standings_line(st));
        }
        Ok(Reply::public(lines).in_language(league.locale))
    }

    /// `/league list`: the server's leagues (outside a server: this channel's), newest first.
    pub async fn league_list(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let mut found = self
            .store
            .leagues_in(channel.guild.as_deref(), LISTED)
            .await?;
        if channel.guild.is_none() {
            found.retain(|l| l.channel.channel == channel.channel);
        }
        let mut leagues = Vec::with_capacity(found.len());
        for l in &found {
            leagues.push(LeagueSummary {
                id: l.id.0,
                name: l.settings.name.clone(),
                spec: spec_of(l)?,
                season: l.season,
                players: l.players.len() as u32,
                divisions: l.divisions.len() as u32,
                channel: l.channel.channel.clone(),
            });
        }
        let reply = Reply::public(vec![Msg::League(LeagueLine::List { leagues })]);
        Ok(match self.settings_of(channel).await?.locale {
            Some(locale) => reply.in_language(locale),
            None => reply,
        })
    }

    /// The league a command names, or without an id the channel's latest. Only the server's
    /// own: an id from elsewhere is unknown.
    async fn find_league(
        &self,
        channel: &ChannelRef,
        id: Option<LeagueId>,
    ) -> Result<StoredLeague, TableError> {
        let found = match id {
            Some(id) => self
                .store
                .league(id)
                .await?
                .filter(|l| l.channel.guild == channel.guild),
            None => self
                .store
                .leagues_in(channel.guild.as_deref(), 50)
                .await?
                .into_iter()
                .find(|l| l.channel.channel == channel.channel),
        };
        found.ok_or(TableError::League(LeagueRefusal::NoLeague))
    }

    /// The current season's divisions, the top one first.
    async fn divisions_of(
        &self,
        league: &StoredLeague,
    ) -> Result<Vec<StoredTournament>, TableError> {
        let mut out = Vec::with_capacity(league.divisions.len());
        for id in &league.divisions {
            let st = self.store.tournament(*id).await?.ok_or_else(|| {
                TableError::Bug(format!("league {}: division {id} is gone", league.id))
            })?;
            out.push(st);
        }
        Ok(out)
    }

    /// Whether a division of the current season is still to be played to its end.
    async fn season_running(&self, league: &StoredLeague) -> Result<bool, TableError> {
        Ok(self
            .divisions_of(league)
            .await?
            .iter()
            .any(|st| !is_over(st)))
    }
}

/// Whether a division's tournament is over: finished, or called off by its organizer.
fn is_over(st: &StoredTournament) -> bool {
    matches!(st.tournament.status, Status::Finished | Status::Cancelled)
}
