//! Challenges: issue, accept (which starts the game), decline, cancel.

use super::rooms::{Room, room_channel};
use super::{
    Action, Actor, BoardView, ButtonLabel, ButtonStyle, Msg, Reply, Table, TableError, to_move,
};
use crate::domain::{ChallengeId, ChallengeStatus, ChannelRef, Level, SideChoice};
use crate::games::{GameRules, GameSpec, Seat};
use crate::store::{Challenge, NewChallenge, NewGame};
use crate::time_control::TimeControl;

/// What a challenge asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRequest {
    /// `None` for an open challenge anyone may accept.
    pub opponent: Option<String>,
    pub spec: GameSpec,
    pub side: SideChoice,
    /// The clock (a time per turn or a bank); the server's or the table's default time per
    /// turn when `None`.
    pub time: Option<TimeControl>,
    /// The computer's level, when the opponent is the computer (medium when `None`).
    pub level: Option<Level>,
    /// Whether the game is rated: yes between people unless asked otherwise; games against
    /// the computer never are.
    pub rated: Option<bool>,
}

impl Table {
    /// Issues a challenge in a channel; the reply carries Accept, Decline and Cancel buttons.
    /// A challenge to the computer starts its game at once, in the channel.
    pub async fn challenge(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
    ) -> Result<Reply, TableError> {
        self.challenge_in(channel, actor, request, None).await
    }

    /// Checks a challenge as [`Table::challenge`] would, storing nothing: a front end that
    /// opens a thread for a game against the computer asks first, so a refused challenge
    /// leaves no empty thread behind.
    pub fn check_challenge(
        &self,
        actor: &Actor,
        request: &ChallengeRequest,
    ) -> Result<(), TableError> {
        if request.opponent.as_deref() == Some(actor.id.as_str()) {
            return Err(TableError::CannotChallengeSelf);
        }
        let time = request.time.unwrap_or(self.config.default_time(None));
        time.validate(&self.config.limits())
            .map_err(TableError::BadTimeControl)?;
        let computer = request
            .opponent
            .as_deref()
            .is_some_and(|o| self.is_computer(o));
        if computer && request.rated == Some(true) {
            return Err(TableError::ComputerUnrated);
        }
        if !computer && request.level.is_some() {
            return Err(TableError::LevelWithoutComputer);
        }
        if computer && request.level == Some(Level::Perfect) {
            self.check_perfect(request)?;
        }
        Ok(())
    }

    /// The perfect level plays from solved tables: refused for a game that has none of any
    /// kind (TZAAR), and for a variant this bot has no table for (with at most the start's
    /// geese), where it would only ever play as hard. With some tables it is accepted, and
    /// plays as hard until a capture brings the game into them.
    fn check_perfect(&self, request: &ChallengeRequest) -> Result<(), TableError> {
        let start = request.spec.start(0);
        if !crate::engine::has_perfect_level(start.kind()) {
            return Err(TableError::PerfectNotForGame);
        }
        if !crate::engine::perfect_has_tables(&start, &self.config.oracle) {
            return Err(TableError::PerfectWithoutTables);
        }
        Ok(())
    }

    /// [`Table::challenge`], with the game against the computer played in `room` (a thread
    /// of `channel` opened for it) when one is given.
    pub async fn challenge_in(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
        room: Option<&Room>,
    ) -> Result<Reply, TableError> {
        let (actor, request) = self.prepare_challenge(channel, actor, request).await?;
        let (actor, request) = (&actor, &request);
        let time = request.time.unwrap_or(self.config.default_time(None));
        if let Some(opponent) = &request.opponent
            && self.is_computer(opponent)
        {
            return self
                .start_computer_game(channel, actor, request, room)
                .await;
        }
        self.issue(channel, actor, request, time, None).await
    }

    /// Stores a challenge between people (checked already) and shows it with its buttons.
    pub(super) async fn issue(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
        time: TimeControl,
        rematch_of: Option<crate::domain::GameId>,
    ) -> Result<Reply, TableError> {
        self.remember(actor).await?;
        let now = self.now();
        let challenge = self
            .store
            .insert_challenge(&NewChallenge {
                channel: channel.clone(),
                challenger: actor.id.clone(),
                opponent: request.opponent.clone(),
                spec: request.spec,
                side: request.side,
                time,
                created_at: now,
                expires_at: now + self.config.challenge_seconds,
                locale: actor.table_locale,
                rated: request.rated.unwrap_or(true),
                rematch_of,
            })
            .await?;
        let id = challenge.id;
        let mut reply = Reply::public(vec![challenge_msg(&challenge)])
            .in_language(challenge.locale)
            .with_button(
                Action::Accept { challenge: id },
                ButtonLabel::Accept,
                ButtonStyle::Success,
            );
        if challenge.rated {
            reply = reply.with_button(
                Action::AcceptUnrated { challenge: id },
                ButtonLabel::AcceptUnrated,
                ButtonStyle::Secondary,
            );
        }
        reply = reply
            .with_button(
                Action::Decline { challenge: id },
                ButtonLabel::Decline,
                ButtonStyle::Danger,
            )
            .with_button(
                Action::Cancel { challenge: id },
                ButtonLabel::Cancel,
                ButtonStyle::Secondary,
            );
        if let Some(opponent) = &request.opponent {
            reply = reply.mentioning(opponent);
        }
        Ok(reply)
    }

    /// Finds the challenge a button or command refers to. Without an id (a typed
    /// `/accept`, `/decline`, `/cancel`), among the channel's pending challenges: the
    /// actor's own first when `own` (cancelling), else one addressed to them, else an open
    /// one of someone else, else whatever is left (so the refusal says why).
    pub(super) async fn find_challenge(
        &self,
        channel: &ChannelRef,
        id: Option<ChallengeId>,
        actor: &str,
        own: bool,
    ) -> Result<Challenge, TableError> {
        let found = match id {
            Some(id) => self.store.challenge(id).await?,
            None => {
                let pending = self.store.pending_challenges(channel).await?;
                let rank = |c: &Challenge| {
                    let mine = c.challenger == actor;
                    let to_me = c.opponent.as_deref() == Some(actor);
                    match (own, mine, to_me, c.opponent.is_none()) {
                        (true, true, _, _) => 0,
                        (_, false, true, _) => 1,
                        (_, false, false, true) => 2,
                        (false, true, _, _) => 3,
                        _ => 4,
                    }
                };
                pending.into_iter().min_by_key(rank)
            }
        };
        let challenge = found.ok_or(TableError::NoChallenge)?;
        if challenge.channel.channel != channel.channel {
            return Err(TableError::NoChallenge);
        }
        match challenge.status {
            ChallengeStatus::Pending if challenge.expires_at <= self.now() => {
                // Expire it now rather than waiting for the sweeper.
                let _ = self
                    .store
                    .close_challenge(challenge.id, ChallengeStatus::Expired, self.now())
                    .await;
                Err(TableError::ChallengeExpired)
            }
            ChallengeStatus::Pending => Ok(challenge),
            ChallengeStatus::Expired => Err(TableError::ChallengeExpired),
            _ => Err(TableError::ChallengeGone),
        }
    }

    /// Accepts a challenge and starts the game in the channel; the reply shows the first
    /// board.
    pub async fn accept(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Reply, TableError> {
        self.accept_in(channel, actor, challenge_id, None).await
    }

    /// Checks that the actor may accept a challenge, changing nothing; returns it. A front
    /// end asks before it opens a thread for the game, so a stranger's click opens none.
    pub async fn check_accept(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Challenge, TableError> {
        let challenge = self
            .find_challenge(channel, challenge_id, &actor.id, false)
            .await?;
        if challenge.challenger == actor.id {
            return Err(TableError::OwnChallenge);
        }
        if let Some(opponent) = &challenge.opponent
            && opponent != &actor.id
        {
            return Err(TableError::NotForYou);
        }
        Ok(challenge)
    }

    /// [`Table::accept`], with the game played in `room` (a thread of `channel` opened for
    /// it) when one is given: the reply is for the thread, and its parent note for the
    /// channel.
    pub async fn accept_in(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
        room: Option<&Room>,
    ) -> Result<Reply, TableError> {
        self.accept_choosing(channel, actor, challenge_id, room, false)
            .await
    }

    /// [`Table::accept_in`], keeping the game out of the ratings when `unrated`: either
    /// player may, the challenger when challenging (`rated:no`), the other player when
    /// accepting (the Accept unrated button).
    pub async fn accept_choosing(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
        room: Option<&Room>,
        unrated: bool,
    ) -> Result<Reply, TableError> {
        let challenge = self.check_accept(channel, actor, challenge_id).await?;
        self.remember(actor).await?;
        let challenger_seat = match challenge.side {
            SideChoice::First => Seat::First,
            SideChoice::Second => Seat::Second,
            SideChoice::Random if self.random_u64() & 1 == 0 => Seat::First,
            SideChoice::Random => Seat::Second,
        };
        let mut players = [actor.id.clone(), actor.id.clone()];
        players[challenger_seat.index()] = challenge.challenger.clone();
        let seed = self.random_u64() >> 1;
        let game = challenge.spec.start(seed);
        let now = self.now();
        let parent = match room {
            Some(_) => Some(channel.channel.clone()),
            None => self.parent_of_room(channel).await?,
        };
        let stored = self
            .store
            .accept_challenge(
                challenge.id,
                &actor.id,
                &NewGame {
                    channel: room_channel(channel, room),
                    spec: challenge.spec,
                    seed,
                    players: players.clone(),
                    start_position: game.position_text(),
                    time: challenge.time,
                    rated: challenge.rated && !unrated,
                    created_at: now,
                    computer_level: None,
                    locale: challenge.locale,
                    parent,
                },
            )
            .await?;
        let names = self.names(&stored).await?;
        let board = self
            .render_board(&game, BoardView::plain(names, stored.locale))
            .await?;
        let to_move_seat = game.to_move();
        let player = stored.player(to_move_seat).to_string();
        Ok(Reply::public(vec![
            Msg::GameStarted {
                spec: stored.spec,
                players: stored.players.clone(),
                level: None,
            },
            to_move(&stored, &game),
        ])
        .with_attachment("board.png", board)
        .mentioning(&player)
        .in_game(stored.id, Some(to_move_seat))
        .in_language(stored.locale)
        .announcing(super::play::announced(&stored)))
        .map(|reply| super::picker::offer_picker(reply, &stored))
        .map(|reply| super::rooms::note_opening(reply, &stored))
    }

    /// Declines a challenge addressed to the actor.
    pub async fn decline(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Reply, TableError> {
        let challenge = self
            .find_challenge(channel, challenge_id, &actor.id, false)
            .await?;
        if challenge.challenger == actor.id {
            return Err(TableError::DeclineOwn);
        }
        if challenge.opponent.as_deref() != Some(actor.id.as_str()) {
            return Err(TableError::NotForYou);
        }
        self.store
            .close_challenge(challenge.id, ChallengeStatus::Declined, self.now())
            .await?;
        Ok(Reply::public(vec![Msg::ChallengeDeclined {
            challenger: challenge.challenger.clone(),
            by: actor.id.clone(),
        }])
        .mentioning(&challenge.challenger)
        .in_language(challenge.locale))
    }

    /// Withdraws the actor's own challenge.
    pub async fn cancel(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Reply, TableError> {
        let challenge = self
            .find_challenge(channel, challenge_id, &actor.id, true)
            .await?;
        if challenge.challenger != actor.id {
            return Err(TableError::NotChallenger);
        }
        self.store
            .close_challenge(challenge.id, ChallengeStatus::Cancelled, self.now())
            .await?;
        Ok(Reply::public(vec![Msg::ChallengeCancelled {
            challenger: challenge.challenger,
        }])
        .in_language(challenge.locale))
    }
}

pub(super) fn challenge_msg(c: &Challenge) -> Msg {
    Msg::Challenge {
        challenger: c.challenger.clone(),
        opponent: c.opponent.clone(),
        spec: c.spec,
        challenger_seat: match c.side {
            SideChoice::First => Some(Seat::First),
            SideChoice::Second => Some(Seat::Second),
            SideChoice::Random => None,
        },
        time: c.time,
        expires_at: c.expires_at,
        rated: c.rated,
    }
}
