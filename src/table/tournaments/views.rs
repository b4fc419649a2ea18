//! `/tournament standings` and `/tournament pairings`: what a tournament looks like now, as
//! text lines (the standings image is for later).

use super::super::{Msg, Reply, Table, TableError, TournamentLine};
use super::rounds::{round_line, standings_line};
use super::sign_up;
use crate::domain::ChannelRef;
use crate::store::TournamentId;
use crate::tournament::Status;

impl Table {
    /// The standings after the rounds played so far (the sign-up message before the start).
    pub async fn tournament_standings(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let st = self.find_tournament(channel, id).await?;
        let line = if st.tournament.rounds.is_empty() {
            self.not_started(&st)?
        } else {
            standings_line(&st)
        };
        Ok(Reply::public(vec![line]).in_language(st.locale))
    }

    /// The current round's pairings and results (the sign-up message before the start).
    pub async fn tournament_pairings(
        &self,
        channel: &ChannelRef,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let st = self.find_tournament(channel, id).await?;
        let line = match st.tournament.current_round() {
            Some(round) => round_line(&st, round),
            None => self.not_started(&st)?,
        };
        Ok(Reply::public(vec![line]).in_language(st.locale))
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
