//! `/tournament standings`, `/tournament pairings` and `/tournament list`: what tournaments
//! look like now.

use super::super::{Msg, Reply, Table, TableError, TournamentLine, TournamentSummary};
use super::rounds::standings_line;
use super::sign_up;
use crate::domain::ChannelRef;
use crate::store::TournamentId;
use crate::tournament::Status;

/// How many tournaments `/tournament list` shows.
const LISTED: i64 = 15;

impl Table {
    /// The standings after the rounds played so far, in words and drawn as a table (the
    /// sign-up message before the start).
    pub async fn tournament_standings(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let st = self.find_tournament(channel, id).await?;
        if st.tournament.rounds.is_empty() {
            return Ok(Reply::public(vec![self.not_started(&st)?]).in_language(st.locale));
        }
        let reply = Reply::public(vec![standings_line(&st)])
            .in_language(st.locale)
            .on_tournament_page(st.id.0);
        Ok(self.with_standings_image(&st, reply).await)
    }

    /// The current round's pairings and results (the sign-up message before the start).
    pub async fn tournament_pairings(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let st = self.find_tournament(channel, id).await?;
        let line = match st.tournament.current_round() {
            Some(round) => self.round_line(&st, round).await?,
            None => self.not_started(&st)?,
        };
        Ok(Reply::public(vec![line]).in_language(st.locale))
    }

    /// `/tournament list`: the server's open and running tournaments, then the latest ones
    /// that finished or were called off (outside a server: this channel's), in the server's
    /// language.
    pub async fn tournament_list(&self, channel: &ChannelRef) -> Result<Reply, TableError> {
        let mut found = self
            .store
            .tournaments_in(channel.guild.as_deref(), LISTED)
            .await?;
        if channel.guild.is_none() {
            found.retain(|st| st.channel.channel == channel.channel);
        }
        let mut tournaments = Vec::with_capacity(found.len());
        for st in &found {
            let t = &st.tournament;
            tournaments.push(TournamentSummary {
                id: st.id.0,
                name: t.settings.name.clone(),
                spec: super::spec_of(st)?,
                format: t.settings.format,
                status: t.status,
                players: t.entrants.len() as u32,
                max_players: t.settings.max_players,
                round: t.rounds.len() as u32,
                total_rounds: t.total_rounds(),
                starts_at: t.settings.starts_at,
                channel: st.channel.channel.clone(),
                winners: if t.status == Status::Finished {
                    t.winners()
                } else {
                    Vec::new()
                },
            });
        }
        let locale = self.settings_of(channel).await?.locale;
        let reply = Reply::public(vec![Msg::Tournament(TournamentLine::List { tournaments })]);
        Ok(match locale {
            Some(locale) => reply.in_language(locale),
            None => reply,
        })
    }

    /// What a tournament without rounds shows: its sign-up, or that it was called off.
    fn not_started(&self, st: &crate::store::StoredTournament) -> Result<Msg, TableError> {
        let name = st.tournament.settings.name.clone();
        Ok(match st.tournament.status {
            Status::Open => sign_up(st, super::spec_of(st)?),
            _ => Msg::Tournament(TournamentLine::NotStarted { name }),
        })
    }
}
