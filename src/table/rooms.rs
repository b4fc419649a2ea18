//! Game rooms: a game played in a thread of the channel where it was challenged, so one
//! channel holds many games at once and hears only when each starts and ends. Threads are
//! the front end's concern (Discord opens them); the table only stores where a game is
//! played and which channel its thread belongs to, and says what that channel should hear.

use super::{
    Action, Actor, ButtonLabel, ButtonStyle, ChallengeLine, ChallengeRequest, GameLine, Msg, Reply,
    Table, TableError,
};
use crate::domain::{ChannelRef, GameId, GameStatus, Seat, SideChoice};
use crate::games::GameRules;
use crate::store::StoredGame;

/// A thread opened for one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    /// The thread's channel id.
    pub thread: String,
}

/// Where a game challenged in `channel` is played: its room, or the channel itself.
pub(super) fn room_channel(channel: &ChannelRef, room: Option<&Room>) -> ChannelRef {
    match room {
        Some(room) => ChannelRef {
            guild: channel.guild.clone(),
            channel: room.thread.clone(),
        },
        None => channel.clone(),
    }
}

/// Adds the parent channel's line for a game that starts in a thread.
pub(super) fn note_opening(reply: Reply, stored: &StoredGame) -> Reply {
    let Some(parent) = &stored.parent else {
        return reply;
    };
    reply.noting_parent(
        parent,
        &stored.channel.channel,
        vec![Msg::GameOpened {
            spec: stored.spec,
            players: stored.players.clone(),
            level: stored.computer_level,
            room: stored.channel.channel.clone(),
        }],
    )
}

/// Marks a reply that ends its game and, for a game in a thread, gives the parent channel
/// the result (and rating changes) with a link to the thread.
pub(super) fn note_ending(mut reply: Reply, stored: &StoredGame) -> Reply {
    reply.ends_game = true;
    // The final board offers the same game again, unless its result belongs to a
    // tournament.
    if !stored.in_tournament {
        let label = if stored.computer_level.is_some() {
            ButtonLabel::PlayAgain
        } else {
            ButtonLabel::Rematch
        };
        reply = reply.with_button(
            Action::Rematch { game: stored.id },
            label,
            ButtonStyle::Primary,
        );
    }
    let Some(parent) = &stored.parent else {
        return reply;
    };
    let mut lines: Vec<Msg> = reply
        .lines
        .iter()
        .filter(|m| {
            matches!(
                m,
                Msg::GameOver { .. } | Msg::RatingChange { .. } | Msg::Aborted { .. }
            )
        })
        .cloned()
        .collect();
    lines.push(Msg::SeeRoom {
        room: stored.channel.channel.clone(),
    });
    reply.noting_parent(parent, &stored.channel.channel, lines)
}

impl Table {
    /// `/games`: the actor's games in this server (whose turn, time left, where) and the
    /// challenges waiting for them or issued by them. A private reply.
    pub async fn games(
        &self,
        channel: &ChannelRef,
        actor: &super::Actor,
    ) -> Result<Reply, TableError> {
        let guild = channel.guild.as_deref();
        let mut games = Vec::new();
        for stored in self.store.active_games_of(guild, &actor.id).await? {
            let loaded = self.load(stored).await?;
            let stored = &loaded.stored;
            let seat = stored
                .seat_of(&actor.id)
                .unwrap_or(crate::domain::Seat::First);
            let to_move = loaded.game.to_move();
            games.push(GameLine {
                spec: stored.spec,
                opponent: stored.player(seat.other()).to_string(),
                to_move: stored.player(to_move).to_string(),
                deadline: stored.turn_deadline,
                paused_until: stored.paused.map(|(_, until)| until),
                my_bank: (stored.time.is_bank() && to_move != seat).then(|| stored.banks.of(seat)),
                room: stored.channel.channel.clone(),
                tournament: self.store.tournament_of_game(stored.id).await?,
            });
        }
        let challenges = self
            .store
            .challenges_around(guild, &actor.id, self.now())
            .await?
            .into_iter()
            .map(|c| ChallengeLine {
                challenger: c.challenger,
                opponent: c.opponent,
                spec: c.spec,
                expires_at: c.expires_at,
                channel: c.channel.channel,
            })
            .collect();
        Ok(Reply::private(vec![Msg::GamesList { games, challenges }]))
    }
}

impl Table {
    /// The Rematch (or, against the computer, Play again) button of a finished game: the
    /// same game with colours swapped, where the game was played (never a tournament's game,
    /// whose result belongs to the tournament). Between people, the
    /// first click offers it as a challenge to the other player (one pending rematch per
    /// game) and the other player's click accepts it; against the computer the new game
    /// starts at once.
    pub async fn rematch(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        game: GameId,
    ) -> Result<Reply, TableError> {
        let stored = self
            .store
            .game(game)
            .await?
            .filter(|g| g.channel.channel == channel.channel)
            .ok_or(TableError::Stale)?;
        if stored.status == GameStatus::Active {
            return Err(TableError::NotOver);
        }
        // A button from before tournament games stopped offering one.
        if stored.in_tournament {
            return Err(TableError::TournamentRematch);
        }
        let seat = stored.seat_of(&actor.id).ok_or(TableError::NotAPlayer)?;
        let other = stored.player(seat.other()).to_string();
        // Colours swapped: the actor takes the other seat.
        let side = match seat {
            Seat::First => SideChoice::Second,
            Seat::Second => SideChoice::First,
        };
        let request = ChallengeRequest {
            opponent: Some(other.clone()),
            spec: stored.spec,
            side,
            time: Some(stored.time),
            level: stored.computer_level,
            rated: Some(stored.rated),
        };
        // The game's own language, and no challenge-channel rule: it goes where the game was.
        let mut actor = actor.clone();
        actor.table_locale = stored.locale;
        if stored.computer_level.is_some() {
            let request = ChallengeRequest {
                rated: None,
                ..request
            };
            self.check_challenge(&actor, &request)?;
            return self
                .start_computer_game(channel, &actor, &request, None)
                .await;
        }
        if let Some(offered) = self.store.pending_rematch(game).await? {
            if offered.challenger == actor.id {
                return Err(TableError::RematchOffered);
            }
            return self
                .accept_in(channel, &actor, Some(offered.id), None)
                .await;
        }
        self.check_challenge(&actor, &request)?;
        self.issue(channel, &actor, &request, stored.time, Some(game))
            .await
            .map_err(|e| match e {
                TableError::ChallengePending => TableError::RematchOffered,
                e => e,
            })
    }

    /// The channel a new game in `channel` reports to: a new game in a finished game's
    /// thread (a rematch) belongs to the same channel as the game before it.
    pub(super) async fn parent_of_room(
        &self,
        channel: &ChannelRef,
    ) -> Result<Option<String>, TableError> {
        Ok(self
            .store
            .latest_game(channel)
            .await?
            .and_then(|g| g.parent))
    }
}
