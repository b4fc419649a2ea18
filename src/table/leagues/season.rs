//! A league's seasons: `/league start` cuts the members into the first season's divisions,
//! strongest first by their rating in the server's pool of the game (then in the order they
//! joined); `/league next`, once every division has ended, builds the next season from the
//! final standings with promotion and relegation. Each division is stored as a round-robin
//! tournament open with its players and due to start at once, in the same transaction as
//! the league's step (`store::start_league_season`), and the sweeper starts it as it starts
//! any tournament whose time has come: the first round's games, the announcement through the
//! outbox. A crash between the two leaves a due tournament the next pass starts.

use std::collections::{HashMap, HashSet};

use super::super::{Actor, LeagueLine, LeagueMove, LeagueRefusal, Msg, Reply, Table, TableError};
use super::{is_over, league_refusal, may_run, spec_of};
use crate::domain::{ChannelRef, GameChoice};
use crate::store::{LeagueId, NewTournament, StoreError, StoredLeague};
use crate::tournament::league::{LeagueStatus, divisions, next_season};
use crate::tournament::{Format, Settings, Tournament};

impl Table {
    /// `/league start`: its organizer (or a moderator) starts the first season.
    pub async fn start_league(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<LeagueId>,
    ) -> Result<Reply, TableError> {
        let league = self.find_league(channel, id).await?;
        if !may_run(actor, &league) {
            return Err(LeagueRefusal::NotOrganizer.into());
        }
        if league.status != LeagueStatus::Open {
            return Err(LeagueRefusal::AlreadyStarted.into());
        }
        let ratings = self.ratings_of(&league, &league.players).await?;
        // The strongest first; the unrated after the rated, in the order they joined (a
        // stable sort keeps it).
        let mut order = league.players.clone();
        order.sort_by(|a, b| {
            let (ra, rb) = (
                ratings.get(a).copied().flatten(),
                ratings.get(b).copied().flatten(),
            );
            rb.partial_cmp(&ra).unwrap_or(std::cmp::Ordering::Equal)
        });
        let cut = divisions(&league.settings.rules, &order).map_err(league_refusal)?;
        let saved = self.store_season(&league, &cut, &[]).await?;
        Ok(season_reply(&saved, cut, None))
    }

    /// `/league next`: its organizer (or a moderator), once every division of the season
    /// has ended, starts the next season from the final standings.
    pub async fn next_league_season(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        id: Option<LeagueId>,
    ) -> Result<Reply, TableError> {
        let league = self.find_league(channel, id).await?;
        if !may_run(actor, &league) {
            return Err(LeagueRefusal::NotOrganizer.into());
        }
        if league.status != LeagueStatus::Running {
            return Err(LeagueRefusal::NotStarted.into());
        }
        let played = self.divisions_of(&league).await?;
        if played.iter().any(|st| !is_over(st)) {
            return Err(LeagueRefusal::SeasonRunning.into());
        }
        let members: HashSet<&String> = league.players.iter().collect();
        let mut last = Vec::with_capacity(played.len());
        let mut gone = HashSet::new();
        for st in &played {
            // The final standings, best first (their order breaks the ties the rows share).
            let order: Vec<String> = st
                .tournament
                .standings()
                .rows
                .into_iter()
                .map(|r| r.user)
                .collect();
            for e in &st.tournament.entrants {
                // Withdrawn from their division, or left the league since: out.
                if e.withdrawn.is_some() || !members.contains(&e.user) {
                    gone.insert(e.user.clone());
                }
            }
            last.push(order);
        }
        let placed: HashSet<&String> = last.iter().flatten().collect();
        let newcomers: Vec<String> = league
            .players
            .iter()
            .filter(|p| !placed.contains(p))
            .cloned()
            .collect();
        let next = next_season(&league.settings.rules, &last, &gone, &newcomers)
            .map_err(league_refusal)?;
        let gone: Vec<String> = gone.into_iter().collect();
        let saved = self.store_season(&league, &next.divisions, &gone).await?;
        let moves = |ms: Vec<crate::tournament::league::Move>| {
            ms.into_iter()
                .map(|m| LeagueMove {
                    user: m.user,
                    from: m.from,
                    to: m.to,
                })
                .collect()
        };
        let moved = Msg::League(LeagueLine::Moves {
            name: saved.settings.name.clone(),
            season: saved.season,
            promoted: moves(next.promoted),
            relegated: moves(next.relegated),
        });
        Ok(season_reply(&saved, next.divisions, Some(moved)))
    }

    /// Stores the league's next season with `cut` as its divisions, each a round-robin
    /// tournament due now, and asks the sweeper to start them.
    async fn store_season(
        &self,
        league: &StoredLeague,
        cut: &[Vec<String>],
        gone: &[String],
    ) -> Result<StoredLeague, TableError> {
        let now = self.now();
        let season = league.season + 1;
        let s = &league.settings;
        let mut news = Vec::with_capacity(cut.len());
        for (players, division) in cut.iter().zip(1u32..) {
            let mut t = Tournament::new(Settings {
                name: s.division_name(season, division),
                game: s.game.clone(),
                options: s.options.clone(),
                time: s.time,
                format: Format::RoundRobin,
                rated: s.rated,
                max_players: (players.len() as u32).max(2),
                starts_at: Some(now),
                organizer: s.organizer.clone(),
            })
            .map_err(|e| TableError::Bug(format!("league {}: {e}", league.id)))?;
            for p in players {
                t.join(p)
                    .map_err(|e| TableError::Bug(format!("league {}: {e}", league.id)))?;
            }
            news.push(NewTournament {
                channel: league.channel.clone(),
                locale: league.locale,
                tournament: t,
                created_at: now,
            });
        }
        let saved = match self
            .store
            .start_league_season(league, &news, gone, now)
            .await
        {
            Ok(saved) => saved,
            // Another process (a second click) made the season first.
            Err(StoreError::Conflict) => return Err(LeagueRefusal::SeasonRunning.into()),
            Err(e) => return Err(e.into()),
        };
        self.sweep_soon();
        Ok(saved)
    }

    /// Each player's rating in the server's pool of the league's game, if they have one.
    async fn ratings_of(
        &self,
        league: &StoredLeague,
        players: &[String],
    ) -> Result<HashMap<String, Option<f64>>, TableError> {
        let pool = GameChoice::of(spec_of(league)?);
        let mut ratings = HashMap::new();
        if let Some(guild) = &league.channel.guild {
            for p in players {
                let rating = self
                    .store
                    .stats(guild, p)
                    .await?
                    .into_iter()
                    .find(|r| r.pool == pool)
                    .map(|r| r.rating);
                ratings.insert(p.clone(), rating);
            }
        }
        Ok(ratings)
    }
}

/// The channel's announcement of a season: who moved (`moved`), then each division.
fn season_reply(league: &StoredLeague, cut: Vec<Vec<String>>, moved: Option<Msg>) -> Reply {
    let mut lines: Vec<Msg> = moved.into_iter().collect();
    let everyone: Vec<String> = cut.iter().flatten().cloned().collect();
    lines.push(Msg::League(LeagueLine::Season {
        name: league.settings.name.clone(),
        season: league.season,
        divisions: cut,
    }));
    let mut reply = Reply::public(lines).in_language(league.locale);
    for p in &everyone {
        reply = reply.mentioning(p);
    }
    reply
}
