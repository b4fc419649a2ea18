//! A tournament under way: the start (by its organizer or at its start time), withdrawals,
//! and the sweeper's pass, which starts each round's games, ends a withdrawn player's game,
//! pairs the next round once every game of one has ended, and finishes the tournament.
//!
//! Each step is written under the tournament's version (`save_tournament`) or claims its
//! pairing (`start_pairing_game`), so when two processes sweep at once each step happens once:
//! the other's write is refused as stale and it finds the work done on its next read.

use super::super::{
    Actor, Announcement, Msg, PairingLine, Reply, StandingLine, Table, TableError, TournamentLine,
    TournamentRefusal,
};
use super::rooms::room_of;
use super::{may_run, refusal, spec_of};
use crate::domain::{ChannelRef, GameChoice, GameStatus, Outcome};
use crate::games::GameRules;
use crate::store::{Announced, NewGame, StoreError, StoredTournament, TournamentId};
use crate::tournament::{Advance, GameResult, Round, Start, Status};

impl Table {
    /// `/tournament start`: its organizer (or a moderator) starts it now. Fewer than two
    /// players cancel it. The games of round 1 start in the sweeper's pass, asked for now.
    pub async fn start_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Result<Reply, TableError> {
        let st = self.find_tournament(channel, id).await?;
        if !may_run(actor, &st.tournament) {
            return Err(TournamentRefusal::NotOrganizer.into());
        }
        match self.begin(st).await? {
            Some(reply) => {
                self.sweep_soon();
                Ok(reply)
            }
            // Someone (the clock, another process) started it meanwhile.
            None => Err(TournamentRefusal::NotOpen.into()),
        }
    }

    /// Starts an open tournament, seeded by the players' ratings in the server's pool of its
    /// game; the announcement for its channel, or `None` if another writer changed it first.
    async fn begin(&self, mut st: StoredTournament) -> Result<Option<Reply>, TableError> {
        let spec = spec_of(&st)?;
        let pool = GameChoice::of(spec);
        let mut ratings = std::collections::HashMap::new();
        if let Some(guild) = &st.channel.guild {
            for e in &st.tournament.entrants {
                let rating = self
                    .store
                    .stats(guild, &e.user)
                    .await?
                    .into_iter()
                    .find(|r| r.pool == pool)
                    .map(|r| r.rating);
                ratings.insert(e.user.clone(), rating);
            }
        }
        let started = st
            .tournament
            .start(|user| ratings.get(user).copied().flatten())
            .map_err(refusal)?;
        // Its announcement is recorded with it: a crash before it reaches the channel
        // leaves it to the outbox.
        let saved = match self
            .store
            .save_tournament_announcing(&st, 0, self.now())
            .await
        {
            Ok(saved) => saved,
            Err(StoreError::Conflict) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let first = match started {
            Start::Cancelled => None,
            Start::Paired { .. } => saved.tournament.current_round(),
        };
        Ok(Some(self.start_reply(&saved, first).await?))
    }

    /// The channel's announcement of a tournament's start: the field and the first round
    /// played (`first`), or, with none, that it was cancelled for want of players.
    async fn start_reply(
        &self,
        st: &StoredTournament,
        first: Option<&Round>,
    ) -> Result<Reply, TableError> {
        let t = &st.tournament;
        let name = t.settings.name.clone();
        let lines = match first {
            None => vec![Msg::Tournament(TournamentLine::Cancelled {
                name,
                too_few: true,
            })],
            Some(r) => vec![
                Msg::Tournament(TournamentLine::Started {
                    name,
                    players: t.entrants.len() as u32,
                    rounds: t.total_rounds(),
                }),
                self.round_line(st, r).await?,
            ],
        };
        let mut reply = Reply::public(lines)
            .in_language(st.locale)
            .on_tournament_page(st.id.0)
            .announcing(Announced::Round {
                tournament: st.id,
                round: 0,
            });
        for e in &t.entrants {
            reply = reply.mentioning(&e.user);
        }
        Ok(reply)
    }

    /// `/tournament withdraw`: a player leaves a running tournament, or its organizer (or a
    /// moderator) removes one. They are paired no more; their game in progress is lost by
    /// forfeit (the sweeper ends it, asked for now).
    pub async fn withdraw_from_tournament(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<TournamentId>,
        player: Option<&str>,
    ) -> Result<Reply, TableError> {
        let found = self.find_tournament(channel, id).await?;
        let player = player.unwrap_or(&actor.id).to_string();
        let by = (player != actor.id).then(|| actor.id.clone());
        if by.is_some() && !may_run(actor, &found.tournament) {
            return Err(TournamentRefusal::NotOrganizer.into());
        }
        let mut forfeit = false;
        let saved = self
            .change_tournament(channel, Some(found.id), |t| {
                forfeit = t.withdraw(&player)?.forfeited.is_some();
                Ok(())
            })
            .await?;
        self.sweep_soon();
        let mut reply = Reply::public(vec![Msg::Tournament(TournamentLine::Withdrew {
            name: saved.tournament.settings.name.clone(),
            player: player.clone(),
            by,
            forfeit,
        })])
        .in_language(saved.locale);
        // The opponent whose game was won by forfeit hears of it.
        if forfeit
            && let Some(p) = saved
                .tournament
                .current_round()
                .and_then(|r| r.pairing_of(&player))
            && let Some(seat) = p.seat_of(&player)
        {
            reply = reply.mentioning(p.player(seat.other()));
        }
        Ok(reply)
    }

    /// The sweeper's part: tournaments whose start time has come start; running ones move on.
    /// A tournament that fails is logged and tried again next pass; the others go on.
    pub(in crate::table) async fn sweep_tournaments(
        &self,
        now: i64,
    ) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        for id in self.store.due_tournaments(now).await? {
            let Some(st) = self.store.tournament(id).await? else {
                continue;
            };
            let channel = st.channel.clone();
            let locale = st.locale;
            match self.begin(st).await {
                Ok(Some(reply)) => out.push(announcement(&channel, reply, locale, None)),
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!(tournament = %id, error = %e.chain(), "tournament start failed")
                }
            }
        }
        for id in self.store.running_tournaments().await? {
            match self.progress(id).await {
                Ok(mut done) => out.append(&mut done),
                Err(e) => {
                    tracing::warn!(tournament = %id, error = %e.chain(), "tournament step failed")
                }
            }
        }
        Ok(out)
    }

    /// Moves a running tournament on as far as it goes now.
    async fn progress(&self, id: TournamentId) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        // Each turn of the loop either finds nothing to do or stores one step; a step
        // another process stored first sends it round again to read it.
        for _ in 0..8 {
            let Some(st) = self.store.tournament(id).await? else {
                break;
            };
            if st.tournament.status != Status::Running {
                break;
            }
            out.extend(self.end_forfeited_games(&st).await?);
            let Some(round) = st.tournament.current_round().cloned() else {
                break;
            };
            if !round.is_complete() {
                out.extend(self.start_round_games(&st, &round).await?);
                break;
            }
            let mut next = st.clone();
            let advanced = next.tournament.advance().map_err(refusal)?;
            if advanced == Advance::Waiting {
                break;
            }
            // The round's end is announced from the outbox if this process dies before
            // the channel has it.
            let saved = match self
                .store
                .save_tournament_announcing(&next, round.number, self.now())
                .await
            {
                Ok(saved) => saved,
                Err(StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            };
            let finished = advanced == Advance::Finished;
            let paired = saved.tournament.current_round().filter(|_| !finished);
            let reply = self.round_over(&saved, &saved, &round, paired).await?;
            out.push(announcement(&saved.channel, reply, saved.locale, None));
            if finished {
                break;
            }
        }
        Ok(out)
    }

    /// The channel's announcement when a round (`ended`) has ended: its results, the
    /// standings (as text and as an image) and the next round's pairings (`paired`), or,
    /// once `view` has finished, the winners. `view` is the tournament as the standings are
    /// shown: `st` itself at the round's end, or `st` as it was then when the announcement
    /// is made again later.
    async fn round_over(
        &self,
        st: &StoredTournament,
        view: &StoredTournament,
        ended: &Round,
        paired: Option<&Round>,
    ) -> Result<Reply, TableError> {
        let t = &view.tournament;
        let mut lines = vec![self.round_line(st, ended).await?, standings_line(view)];
        let mut reply_mentions = Vec::new();
        if t.status == Status::Finished {
            let winners = t.winners();
            reply_mentions.extend(winners.iter().cloned());
            lines.push(Msg::Tournament(TournamentLine::Winners {
                name: t.settings.name.clone(),
                winners,
            }));
        } else if let Some(r) = paired {
            lines.push(self.round_line(st, r).await?);
        }
        let mut reply = Reply::public(lines)
            .in_language(st.locale)
            .announcing(Announced::Round {
                tournament: st.id,
                round: ended.number,
            });
        for user in &reply_mentions {
            reply = reply.mentioning(user);
        }
        Ok(self.with_standings_image(view, reply).await)
    }

    /// A tournament's announcement recorded in the outbox and never confirmed delivered,
    /// made again from the tournament as stored: its start (`round` 0) or the end of round
    /// `round`, with the standings as they were then and the rounds that followed as they
    /// stand now. `None` when there is nothing to say any more (the tournament is gone).
    pub(in crate::table) async fn round_redelivery(
        &self,
        id: TournamentId,
        round: u32,
        recorded_at: i64,
    ) -> Result<Option<Announcement>, TableError> {
        let Some(st) = self.store.tournament(id).await? else {
            return Ok(None);
        };
        let t = &st.tournament;
        let reply = if round == 0 {
            if t.status == Status::Open {
                return Ok(None);
            }
            self.start_reply(&st, t.rounds.first()).await?
        } else {
            let Some(ended) = t.rounds.get(round as usize - 1) else {
                return Ok(None);
            };
            let mut view = st.clone();
            view.tournament.rounds.truncate(round as usize);
            let last = round as usize == t.rounds.len() && t.status == Status::Finished;
            if !last {
                view.tournament.status = Status::Running;
            }
            let paired = t.rounds.get(round as usize);
            self.round_over(&st, &view, ended, paired).await?
        };
        Ok(Some(announcement(
            &st.channel,
            reply,
            st.locale,
            Some(recorded_at),
        )))
    }

    /// Starts the round's games not started yet, each in a room of its own (a thread of the
    /// tournament's channel): the announcement of each game's first board in its room, with
    /// a line for the channel.
    async fn start_round_games(
        &self,
        st: &StoredTournament,
        round: &Round,
    ) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        let spec = spec_of(st)?;
        let s = &st.tournament.settings;
        for p in &round.pairings {
            if p.result.is_some() || st.games.contains_key(&(round.number, p.board)) {
                continue;
            }
            let seed = self.random_u64() >> 1;
            let game = spec.start(seed);
            let room = ChannelRef {
                guild: st.channel.guild.clone(),
                channel: room_of(st, round.number, p.board),
            };
            let new = NewGame {
                channel: room.clone(),
                spec,
                seed,
                players: [p.first.clone(), p.second.clone()],
                start_position: game.position_text(),
                time: s.time,
                rated: s.rated,
                created_at: self.now(),
                computer_level: None,
                locale: st.locale,
                parent: Some(st.channel.channel.clone()),
            };
            let stored = match self
                .store
                .start_pairing_game(st.id, round.number, p.board, &new)
                .await
            {
                Ok(stored) => stored,
                // Another process started it (or a withdrawal decided it) meanwhile.
                Err(StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            };
            let reply = self.first_board(&stored, &game).await?;
            out.push(announcement(&room, reply, stored.locale, None));
        }
        Ok(out)
    }

    /// Ends the games still being played whose pairing a withdrawal decided: lost by
    /// forfeit, without a result on the board (and so unrated).
    async fn end_forfeited_games(
        &self,
        st: &StoredTournament,
    ) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        let Some(round) = st.tournament.current_round() else {
            return Ok(out);
        };
        for p in &round.pairings {
            let Some(GameResult::Forfeited(seat)) = p.result else {
                continue;
            };
            let Some(&game) = st.games.get(&(round.number, p.board)) else {
                continue;
            };
            let Some(stored) = self.store.game(game).await? else {
                continue;
            };
            if stored.status != GameStatus::Active {
                continue;
            }
            let loaded = self.load(stored).await?;
            let mut reply = match self.finish(&loaded, Outcome::aborted()).await {
                Ok(reply) => reply,
                // A move landed meanwhile: the next pass ends it.
                Err(TableError::PositionChanged) => continue,
                Err(e) => return Err(e),
            };
            let line = Msg::Tournament(TournamentLine::Withdrew {
                name: st.tournament.settings.name.clone(),
                player: p.player(seat).to_string(),
                by: None,
                forfeit: true,
            });
            if let Some(note) = &mut reply.parent_note {
                note.lines.insert(0, line.clone());
            }
            reply.lines.insert(0, line);
            let channel = loaded.stored.channel.clone();
            out.push(announcement(&channel, reply, loaded.stored.locale, None));
        }
        Ok(out)
    }
}

impl Table {
    /// A round's line: its pairings, with results where there are, and where each game is
    /// played (its thread, once it has one).
    pub(super) async fn round_line(
        &self,
        st: &StoredTournament,
        round: &Round,
    ) -> Result<Msg, TableError> {
        let t = &st.tournament;
        let mut pairings = Vec::with_capacity(round.pairings.len());
        for p in &round.pairings {
            pairings.push(PairingLine {
                board: p.board,
                first: p.first.clone(),
                second: p.second.clone(),
                result: p.result,
                room: self.room_now(st, round.number, p.board).await?,
            });
        }
        Ok(Msg::Tournament(TournamentLine::Round {
            name: t.settings.name.clone(),
            round: round.number,
            total: t.total_rounds(),
            pairings,
            bye: round.bye.clone(),
        }))
    }
}

/// The standings as they are now (final once it has finished).
pub(in crate::table) fn standings_line(st: &StoredTournament) -> Msg {
    let t = &st.tournament;
    let standings = t.standings();
    Msg::Tournament(TournamentLine::Standings {
        name: t.settings.name.clone(),
        last: t.status == Status::Finished,
        complete_rounds: standings.complete_rounds,
        tiebreaks: standings.tiebreaks.clone(),
        rows: standings
            .rows
            .into_iter()
            .map(|r| StandingLine {
                rank: r.rank,
                shared: r.shared,
                user: r.user,
                points: r.points,
                tiebreaks: r.tiebreaks,
                withdrawn: r.withdrawn,
            })
            .collect(),
    })
}

/// What the sweeper posts; `recorded_at` when the outbox makes it again.
fn announcement(
    channel: &ChannelRef,
    reply: Reply,
    locale: crate::i18n::Locale,
    recorded_at: Option<i64>,
) -> Announcement {
    Announcement {
        channel: channel.clone(),
        reply,
        locale,
        dm: None,
        recorded_at,
    }
}
