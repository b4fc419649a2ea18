//! Sign-up: creating a tournament (its settings checked as `/challenge` checks a game's), the
//! sign-up message with its Join and Leave buttons, joining, leaving, cancelling.

use super::super::{
    Action, Actor, ButtonLabel, ButtonStyle, Msg, Reply, Table, TableError, TournamentLine,
    TournamentRefusal,
};
use super::{
    DEFAULT_MAX_PLAYERS, TournamentRequest, may_run, refusal, settings_refusal, sign_up, spec_of,
};
use crate::domain::ChannelRef;
use crate::store::{NewTournament, StoredTournament, TournamentId};
use crate::tournament::{Format, Settings, Status, Tournament, TournamentError};

/// How many times a change is tried again when another writer moved the tournament on
/// between reading and writing it (a join beside a join, a game ending).
const TRIES: usize = 5;

impl Table {
    /// `/tournament create`: a moderator creates a tournament in this channel. Every value
    /// is checked before anything is stored; the reply is the sign-up message.
    pub async fn create_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &TournamentRequest,
    ) -> Result<Reply, TableError> {
        if !actor.moderator {
            return Err(TournamentRefusal::NotModerator.into());
        }
        let o = &request.options;
        if o.side.is_some() {
            return Err(TournamentRefusal::NotAnOption("side").into());
        }
        if o.level.is_some() {
            return Err(TournamentRefusal::NotAnOption("level").into());
        }
        let challenge = o
            .request(None)
            .map_err(|e| TableError::Tournament(TournamentRefusal::BadOption(e)))?;
        // The server's settings: its default turn time, and the language its public
        // messages (the sign-up, rounds, standings) are written in.
        let settings = self.settings_of(channel).await?;
        let time = o
            .time
            .unwrap_or_else(|| self.config.default_time(settings.time));
        time.validate(&self.config.limits())
            .map_err(TableError::BadTimeControl)?;
        let now = self.now();
        if request.starts_at.is_some_and(|at| at <= now) {
            return Err(TournamentRefusal::StartInPast.into());
        }
        let tournament = Tournament::new(Settings {
            name: request.name.trim().to_string(),
            game: challenge.spec.kind().key().to_string(),
            options: challenge.spec.options(),
            time,
            format: request.format.unwrap_or(Format::RoundRobin),
            rated: o.rated.unwrap_or(true),
            max_players: request.max_players.unwrap_or(DEFAULT_MAX_PLAYERS),
            starts_at: request.starts_at,
            organizer: actor.id.clone(),
        })
        .map_err(settings_refusal)?;
        self.remember(actor).await?;
        let stored = self
            .store
            .insert_tournament(&NewTournament {
                channel: channel.clone(),
                locale: settings.locale.unwrap_or(actor.table_locale),
                tournament,
                created_at: now,
            })
            .await?;
        signup_reply(&stored, Vec::new())
    }

    /// `/tournament join` and the Join button. Joining twice changes nothing and says so.
    pub async fn join_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        self.remember(actor).await?;
        let saved = self
            .change_tournament(channel, id, |t| t.join(&actor.id))
            .await?;
        let t = &saved.tournament;
        let joined = Msg::Tournament(TournamentLine::Joined {
            name: t.settings.name.clone(),
            player: actor.id.clone(),
            count: t.entrants.len() as u32,
            max: t.settings.max_players,
        });
        signup_reply(&saved, vec![joined])
    }

    /// `/tournament leave` and the Leave button, before the start (afterwards, withdraw).
    pub async fn leave_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let saved = self
            .change_tournament(channel, id, |t| t.leave(&actor.id))
            .await?;
        let t = &saved.tournament;
        let left = Msg::Tournament(TournamentLine::Left {
            name: t.settings.name.clone(),
            player: actor.id.clone(),
            count: t.entrants.len() as u32,
        });
        signup_reply(&saved, vec![left])
    }

    /// `/tournament cancel`: its organizer (or a moderator) calls it off; games being played
    /// go on, but count for nothing more.
    pub async fn cancel_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let found = self.find_tournament(channel, id).await?;
        if !may_run(actor, &found.tournament) {
            return Err(TournamentRefusal::NotOrganizer.into());
        }
        let saved = self
            .change_tournament(channel, Some(found.id), |t| t.cancel())
            .await?;
        Ok(
            Reply::public(vec![Msg::Tournament(TournamentLine::Cancelled {
                name: saved.tournament.settings.name.clone(),
                too_few: false,
            })])
            .in_language(saved.locale),
        )
    }

    /// Records the message a front end posted the sign-up of tournament `id` as (the answer
    /// to `/tournament create`), so [`Table::signup_message`] can find it after a change made
    /// elsewhere, by another process or after a restart.
    pub async fn remember_signup_message(
        &self,
        id: TournamentId,
        message: &str,
    ) -> Result<(), TableError> {
        Ok(self.store.set_signup_message(id, message).await?)
    }

    /// The sign-up message of the tournament a command named (`id`, else the channel's), as
    /// it should read now, with the message that shows it (recorded by
    /// [`Table::remember_signup_message`]); `None` when none was recorded. A front end edits
    /// that message after a join, a leave or a withdrawal by command, so it lists the players
    /// however they joined (a click on its buttons edits it in place).
    pub async fn signup_message(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<Option<SignUpMessage>, TableError> {
        let found = self.find_tournament(channel, id).await?;
        let Some(message) = self.store.signup_message(found.id).await? else {
            return Ok(None);
        };
        Ok(Some(SignUpMessage {
            tournament: found.id,
            channel: found.channel.clone(),
            message,
            reply: signup_reply(&found, Vec::new())?,
        }))
    }

    /// Applies one transition to the tournament a command names and writes it back, reading
    /// it again when another writer got there first.
    pub(super) async fn change_tournament<F>(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
        mut change: F,
    ) -> Result<StoredTournament, TableError>
    where
        F: FnMut(&mut Tournament) -> Result<(), TournamentError>,
    {
        let mut id = id;
        for attempt in 1..=TRIES {
            let mut st = self.find_tournament(channel, id).await?;
            id = Some(st.id);
            change(&mut st.tournament).map_err(refusal)?;
            match self.store.save_tournament(&st, self.now()).await {
                Ok(saved) => return Ok(saved),
                Err(crate::store::StoreError::Conflict) if attempt < TRIES => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(TableError::PositionChanged)
    }
}

/// A tournament's sign-up message as it should read now, and where it is.
#[derive(Clone, Debug)]
pub struct SignUpMessage {
    pub tournament: TournamentId,
    /// The tournament's channel, where the message is.
    pub channel: ChannelRef,
    /// The message's id, as the front end recorded it.
    pub message: String,
    /// Its text and buttons.
    pub reply: Reply,
}

/// The sign-up message (after `lines`), with Join and Leave while it is open.
fn signup_reply(st: &StoredTournament, mut lines: Vec<Msg>) -> Result<Reply, TableError> {
    lines.push(sign_up(st, spec_of(st)?));
    let mut reply = Reply::public(lines).in_language(st.locale);
    if st.tournament.status == Status::Open {
        reply = reply
            .with_button(
                Action::JoinTournament { tournament: st.id },
                ButtonLabel::Join,
                ButtonStyle::Success,
            )
            .with_button(
                Action::LeaveTournament { tournament: st.id },
                ButtonLabel::Leave,
                ButtonStyle::Secondary,
            );
    }
    Ok(reply)
}
