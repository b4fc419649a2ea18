//! Challenges: issue, accept (which starts the game), decline, cancel.

use super::{
    Action, Actor, BoardView, ButtonLabel, ButtonStyle, Msg, Reply, Table, TableError, random_u64,
    to_move,
};
use crate::domain::{ChallengeId, ChallengeStatus, ChannelRef, Level, SideChoice};
use crate::games::{GameRules, GameSpec, Seat};
use crate::store::{Challenge, NewChallenge, NewGame};

/// What a challenge asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRequest {
    /// `None` for an open challenge anyone may accept.
    pub opponent: Option<String>,
    pub spec: GameSpec,
    pub side: SideChoice,
    /// Per-turn time limit; the table's default when `None`.
    pub turn_seconds: Option<i64>,
    /// The computer's level, when the opponent is the computer (medium when `None`).
    pub level: Option<Level>,
    /// Whether the game is rated: yes between people unless asked otherwise; games against
    /// the computer never are.
    pub rated: Option<bool>,
}

impl Table {
    /// Issues a challenge in a channel; the reply carries Accept, Decline and Cancel buttons.
    pub async fn challenge(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        request: &ChallengeRequest,
    ) -> Result<Reply, TableError> {
        if request.opponent.as_deref() == Some(actor.id.as_str()) {
            return Err(TableError::CannotChallengeSelf);
        }
        let turn_seconds = request
            .turn_seconds
            .unwrap_or(self.config.default_turn_seconds);
        if !(self.config.min_turn_seconds..=self.config.max_turn_seconds).contains(&turn_seconds) {
            return Err(TableError::BadTurnTime {
                min: self.config.min_turn_seconds,
                max: self.config.max_turn_seconds,
            });
        }
        if let Some(opponent) = &request.opponent
            && self.is_computer(opponent)
        {
            if request.rated == Some(true) {
                return Err(TableError::ComputerUnrated);
            }
            return self.start_computer_game(channel, actor, request).await;
        }
        if request.level.is_some() {
            return Err(TableError::LevelWithoutComputer);
        }
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
                turn_seconds,
                created_at: now,
                expires_at: now + self.config.challenge_seconds,
                locale: actor.table_locale,
                rated: request.rated.unwrap_or(true),
            })
            .await?;
        let id = challenge.id;
        let mut reply = Reply::public(vec![challenge_msg(&challenge)])
            .in_language(challenge.locale)
            .with_button(
                Action::Accept { challenge: id },
                ButtonLabel::Accept,
                ButtonStyle::Success,
            )
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

    /// Finds the challenge a button or command refers to (the channel's pending one when
    /// no id is given).
    async fn find_challenge(
        &self,
        channel: &ChannelRef,
        id: Option<ChallengeId>,
    ) -> Result<Challenge, TableError> {
        let found = match id {
            Some(id) => self.store.challenge(id).await?,
            None => self.store.pending_challenge(channel).await?,
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

    /// Accepts a challenge and starts the game; the reply shows the first board.
    pub async fn accept(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Reply, TableError> {
        let challenge = self.find_challenge(channel, challenge_id).await?;
        if challenge.challenger == actor.id {
            return Err(TableError::OwnChallenge);
        }
        if let Some(opponent) = &challenge.opponent
            && opponent != &actor.id
        {
            return Err(TableError::NotForYou);
        }
        self.remember(actor).await?;
        let challenger_seat = match challenge.side {
            SideChoice::First => Seat::First,
            SideChoice::Second => Seat::Second,
            SideChoice::Random if random_u64() & 1 == 0 => Seat::First,
            SideChoice::Random => Seat::Second,
        };
        let mut players = [actor.id.clone(), actor.id.clone()];
        players[challenger_seat.index()] = challenge.challenger.clone();
        let seed = random_u64() >> 1;
        let game = challenge.spec.start(seed);
        let now = self.now();
        let stored = self
            .store
            .accept_challenge(
                challenge.id,
                &actor.id,
                &NewGame {
                    channel: channel.clone(),
                    spec: challenge.spec,
                    seed,
                    players: players.clone(),
                    start_position: game.position_text(),
                    turn_seconds: challenge.turn_seconds,
                    rated: challenge.rated,
                    created_at: now,
                    computer_level: None,
                    locale: challenge.locale,
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
        .in_language(stored.locale))
        .map(|reply| super::picker::offer_picker(reply, &stored))
    }

    /// Declines a challenge addressed to the actor.
    pub async fn decline(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        challenge_id: Option<ChallengeId>,
    ) -> Result<Reply, TableError> {
        let challenge = self.find_challenge(channel, challenge_id).await?;
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
        let challenge = self.find_challenge(channel, challenge_id).await?;
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
        turn_seconds: c.turn_seconds,
        expires_at: c.expires_at,
        rated: c.rated,
    }
}
