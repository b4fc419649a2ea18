//! Playing: moves and passes, resignation, undo and draw offers, a moderator's stop.

use super::{
    Action, Actor, BoardView, ButtonLabel, ButtonStyle, Loaded, Msg, Reply, Table, TableError,
    to_move,
};
use crate::domain::{ChannelRef, GameStatus, OfferKind, Outcome};
use crate::games::{AnyGame, GameRules, Seat};
use crate::store::{GameUpdate, NewMove, Offer, StoredGame};
use crate::time_control::{TurnEnd, resume};

/// Longest move text we look at; anything longer is no move.
pub(super) const MAX_MOVE_TEXT: usize = 200;

impl Table {
    /// The seat the actor plays in a loaded game, or why they may not act in it.
    pub(super) fn seat(&self, loaded: &Loaded, actor: &Actor) -> Result<Seat, TableError> {
        let stored = &loaded.stored;
        if stored.players[0] == actor.id && stored.players[1] == actor.id {
            return Ok(loaded.game.to_move());
        }
        stored.seat_of(&actor.id).ok_or(TableError::NotAPlayer)
    }

    /// The actor's seat when it is their turn, or why they may not move now.
    pub(super) fn seat_to_move(&self, loaded: &Loaded, actor: &Actor) -> Result<Seat, TableError> {
        let seat = self.seat(loaded, actor)?;
        let to_move = loaded.game.to_move();
        if seat != to_move {
            return Err(TableError::NotYourTurn {
                to_move: loaded.stored.player(to_move).to_string(),
            });
        }
        Ok(seat)
    }

    /// Plays one move or a whole turn from text.
    pub async fn play(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        text: &str,
    ) -> Result<Reply, TableError> {
        match self.play_at(channel, actor, text, None).await {
            // No game of theirs here, but a puzzle open: `/move` answers it.
            Err(e @ (TableError::NoGame | TableError::NotAPlayer)) => {
                if self.has_open_puzzle(channel, actor).await {
                    self.puzzle_answer(channel, actor, text).await
                } else {
                    Err(e)
                }
            }
            other => other,
        }
    }

    /// Plays like [`Table::play`], refused as stale unless the game is still at `version`
    /// (the move picker's turn was chosen in that position).
    pub(super) async fn play_at(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        text: &str,
        version: Option<i64>,
    ) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        let seat = self.seat_to_move(&loaded, actor)?;
        if version.is_some_and(|v| v != loaded.stored.version) {
            return Err(TableError::Stale);
        }
        if text.chars().count() > MAX_MOVE_TEXT {
            return Err(TableError::MoveTooLong);
        }
        let mut game = loaded.game.clone();
        let played = game.play_text(text).map_err(TableError::Illegal)?;
        let reply = self.commit_play(&loaded, actor, seat, game, played).await?;
        self.then_computer(channel, reply).await
    }

    /// Passes the second move of a TZAAR turn.
    pub async fn pass(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        let seat = self.seat_to_move(&loaded, actor)?;
        if !loaded.game.can_pass() {
            return Err(TableError::CannotPass);
        }
        let mut game = loaded.game.clone();
        let played = game.play_text("pass").map_err(TableError::Illegal)?;
        let reply = self.commit_play(&loaded, actor, seat, game, played).await?;
        self.then_computer(channel, reply).await
    }

    /// Stores the moves just played on `game` and builds the public reply.
    pub(super) async fn commit_play(
        &self,
        loaded: &Loaded,
        actor: &Actor,
        seat: Seat,
        game: AnyGame,
        played: Vec<String>,
    ) -> Result<Reply, TableError> {
        let stored = &loaded.stored;
        let now = self.now();
        // Too late is too late, even before the sweeper has ended the game on time.
        if stored.turn_deadline.is_some_and(|deadline| now >= deadline) {
            return Err(TableError::OutOfTime);
        }
        // Each single move with the position after it, for the log.
        let new_moves: Vec<NewMove> = game
            .trail(loaded.game.ply())
            .into_iter()
            .enumerate()
            .map(|(i, (text, position_after))| NewMove {
                ply: stored.ply + i as i64,
                player: actor.id.clone(),
                seat,
                text,
                position_after,
                played_at: now,
            })
            .collect();
        let outcome = game.outcome();
        let next = game.to_move();
        // A completed turn is taken off the mover's clock (a bank grows by its increment)
        // and starts the next player's; half a TZAAR turn leaves the clock running.
        // A mover on vacation has had their clock stopped since `paused_at`: that time is
        // not theirs to pay. A next player on vacation starts their turn paused.
        let bug = |e| TableError::Bug(format!("game {}: {e}", stored.id));
        let (clock, pause, deadline) = if next != seat || outcome.is_some() {
            let started = match stored.paused {
                Some((paused_at, _)) => resume(stored.turn_started, paused_at, now).map_err(bug)?,
                None => stored.turn_started,
            };
            let banks = match stored
                .time
                .end_turn(&stored.banks, seat, started, now)
                .map_err(bug)?
            {
                TurnEnd::InTime(banks) => banks,
                TurnEnd::OutOfTime => return Err(TableError::OutOfTime),
            };
            let pause = match outcome {
                Some(_) => None,
                None => self.pause_of(stored, stored.player(next), now).await?,
            };
            let deadline = match (outcome, pause) {
                (Some(_), _) | (None, Some(_)) => None,
                (None, None) => Some(stored.time.deadline(&banks, next, now).map_err(bug)?),
            };
            (Some((banks, now)), pause, deadline)
        } else {
            (None, None, stored.turn_deadline)
        };
        let names = self.names(stored).await?;
        // Drawn before anything is stored: a board that cannot be drawn leaves the game as it
        // was, so the error reply is the whole truth.
        let board = self
            .render_board(&game, BoardView::plain(names, stored.locale))
            .await?;
        let updated = self
            .update(&GameUpdate {
                game_id: stored.id,
                expected_version: stored.version,
                truncate_from_ply: None,
                new_moves,
                position: game.position_text(),
                ply: stored.ply + played.len() as i64,
                turn_deadline: deadline,
                clock,
                pause,
                finish: outcome,
                now,
            })
            .await?;
        self.keep_rebuilt(&updated, &game);
        // A turn completed by this command is named whole (a TZAAR turn may have been
        // entered as two commands); the first half alone is answered privately, below.
        let completed = outcome.is_some() || next != seat;
        let mut lines = vec![Msg::Moved {
            player: actor.id.clone(),
            moves: if completed {
                game.last_turn_texts()
            } else {
                played
            },
        }];
        let mut reply =
            after_change(&updated, &game, &mut lines).with_attachment("board.png", board);
        // The first half of a TZAAR turn played as two commands is answered privately: the
        // table sees one board per turn, the one after its second half (which shows the
        // whole turn).
        if !completed {
            reply.visibility = super::Visibility::Private;
            reply.mentions.clear();
        }
        Ok(reply)
    }

    /// Resigns the actor's game. A resignation does not depend on the position, so a move
    /// that lands first does not make it stale: it applies to the game as it is then.
    pub async fn resign(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        self.whatever_the_position(|| async {
            let loaded = self.active(channel).await?;
            let seat = self.seat(&loaded, actor)?;
            self.finish(&loaded, Outcome::resignation(seat)).await
        })
        .await
    }

    /// Ends the channel's game without a result (the front end checks the actor may), in
    /// whatever position it has reached.
    pub async fn abort(&self, channel: &ChannelRef, actor: &Actor) -> Result<Reply, TableError> {
        let mut reply = self
            .whatever_the_position(|| async {
                let loaded = self.active(channel).await?;
                self.finish(&loaded, Outcome::aborted()).await
            })
            .await?;
        let stopped = Msg::Aborted {
            by: actor.id.clone(),
        };
        if let Some(note) = &mut reply.parent_note {
            note.lines.insert(0, stopped.clone());
        }
        reply.lines = vec![stopped];
        Ok(reply)
    }

    /// Runs a change that holds in any position, reading the game again when another change
    /// won the race (a few times: each retry means someone else's change was stored).
    async fn whatever_the_position<F, Fut>(&self, mut change: F) -> Result<Reply, TableError>
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = Result<Reply, TableError>>,
    {
        const TRIES: usize = 5;
        for _ in 1..TRIES {
            match change().await {
                Err(TableError::PositionChanged) => continue,
                other => return other,
            }
        }
        change().await
    }

    /// Ends a game for a reason outside the rules (resignation, time, agreement, moderator).
    pub(super) async fn finish(
        &self,
        loaded: &Loaded,
        outcome: Outcome,
    ) -> Result<Reply, TableError> {
        let stored = &loaded.stored;
        let updated = self
            .update(&GameUpdate {
                game_id: stored.id,
                expected_version: stored.version,
                truncate_from_ply: None,
                new_moves: Vec::new(),
                position: stored.position.clone(),
                ply: stored.ply,
                turn_deadline: None,
                clock: None,
                pause: None,
                finish: Some(outcome),
                now: self.now(),
            })
            .await?;
        let mut lines = Vec::new();
        Ok(after_change(&updated, &loaded.game, &mut lines))
    }

    /// Asks the opponent to take back the actor's last turn.
    pub async fn request_undo(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        let seat = self.seat(&loaded, actor)?;
        if loaded.stored.computer_level.is_some() {
            // The computer always agrees: back to before the player's last turn, taking its
            // own answer back with it.
            return self.undo(&loaded, seat).await;
        }
        let moves = self.store.moves(loaded.stored.id).await?;
        if moves.last().map(|m| m.seat) != Some(seat) {
            return Err(TableError::NothingToUndo);
        }
        self.offer(&loaded, actor, seat, OfferKind::Undo).await
    }

    /// Offers a draw (Fox and Geese).
    pub async fn offer_draw(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
    ) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        if !loaded.stored.spec.kind().has_draws() {
            return Err(TableError::NoDraws);
        }
        let seat = self.seat(&loaded, actor)?;
        if loaded.stored.computer_level.is_some() {
            return self.computer_answers_draw(&loaded, seat).await;
        }
        self.offer(&loaded, actor, seat, OfferKind::Draw).await
    }

    async fn offer(
        &self,
        loaded: &Loaded,
        actor: &Actor,
        seat: Seat,
        kind: OfferKind,
    ) -> Result<Reply, TableError> {
        let stored = &loaded.stored;
        let version = stored.version;
        self.store
            .make_offer(
                stored.id,
                &Offer {
                    kind,
                    from: seat,
                    at_version: version,
                },
                self.now(),
            )
            .await?;
        let opponent = stored.player(seat.other()).to_string();
        let (msg, yes, no) = match kind {
            OfferKind::Undo => (
                Msg::UndoRequested {
                    by: actor.id.clone(),
                    opponent: opponent.clone(),
                },
                Action::Undo {
                    game: stored.id,
                    version,
                    accept: true,
                },
                Action::Undo {
                    game: stored.id,
                    version,
                    accept: false,
                },
            ),
            OfferKind::Draw => (
                Msg::DrawOffered {
                    by: actor.id.clone(),
                    opponent: opponent.clone(),
                },
                Action::Draw {
                    game: stored.id,
                    version,
                    accept: true,
                },
                Action::Draw {
                    game: stored.id,
                    version,
                    accept: false,
                },
            ),
        };
        Ok(Reply::public(vec![msg])
            .with_button(yes, ButtonLabel::Agree, ButtonStyle::Success)
            .with_button(no, ButtonLabel::Refuse, ButtonStyle::Danger)
            .mentioning(&opponent)
            .in_language(stored.locale))
    }

    /// Answers an undo or draw offer (from its button, or the channel's current one).
    pub async fn answer_offer(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        kind: OfferKind,
        version: Option<i64>,
        accept: bool,
    ) -> Result<Reply, TableError> {
        let loaded = self.active(channel).await?;
        let stored = &loaded.stored;
        if let Some(v) = version
            && v != stored.version
        {
            return Err(TableError::Stale);
        }
        let seat = self.seat(&loaded, actor)?;
        let offer = self
            .store
            .offer(stored.id, kind)
            .await?
            .ok_or(TableError::NoOffer)?;
        if offer.from == seat && stored.players[0] != stored.players[1] {
            return Err(TableError::OwnOffer);
        }
        if !accept {
            self.store.withdraw_offer(stored.id, kind).await?;
            return Ok(Reply::public(vec![match kind {
                OfferKind::Undo => Msg::UndoRefused {
                    by: actor.id.clone(),
                },
                OfferKind::Draw => Msg::DrawRefused {
                    by: actor.id.clone(),
                },
            }])
            .mentioning(stored.player(offer.from))
            .in_language(stored.locale));
        }
        match kind {
            OfferKind::Draw => self.finish(&loaded, Outcome::agreed_draw()).await,
            OfferKind::Undo => self.undo(&loaded, offer.from).await,
        }
    }

    /// Takes back the last turn of `seat` (whole or begun) and any moves after it.
    async fn undo(&self, loaded: &Loaded, seat: Seat) -> Result<Reply, TableError> {
        let stored = &loaded.stored;
        let moves = self.store.moves(stored.id).await?;
        let mine = |m: &crate::store::StoredMove| m.seat == seat;
        let Some(last) = moves.iter().rposition(mine) else {
            return Err(TableError::NothingToUndo);
        };
        let keep = moves[..last]
            .iter()
            .rposition(|m| !mine(m))
            .map_or(0, |i| i + 1);
        let texts: Vec<&str> = moves[..keep].iter().map(|m| m.text.as_str()).collect();
        let game = AnyGame::replay(stored.spec, stored.seed, &texts).map_err(|(i, e)| {
            TableError::Corrupt {
                game: stored.id,
                what: format!("move {i} does not replay for the undo: {e}"),
            }
        })?;
        let now = self.now();
        // The turn given back starts afresh now; the banks stay as they are (an undo is
        // agreed by both players, so neither gains by it unasked).
        let pause = self
            .pause_of(stored, stored.player(game.to_move()), now)
            .await?;
        let deadline = match pause {
            Some(_) => None,
            None => Some(
                stored
                    .time
                    .deadline(&stored.banks, game.to_move(), now)
                    .map_err(|e| TableError::Bug(format!("game {}: {e}", stored.id)))?,
            ),
        };
        let updated = self
            .update(&GameUpdate {
                game_id: stored.id,
                expected_version: stored.version,
                truncate_from_ply: Some(keep as i64),
                new_moves: Vec::new(),
                position: game.position_text(),
                ply: keep as i64,
                turn_deadline: deadline,
                clock: Some((stored.banks, now)),
                pause,
                finish: None,
                now,
            })
            .await?;
        let names = self.names(stored).await?;
        let board = self
            .render_board(&game, BoardView::plain(names, stored.locale))
            .await?;
        let mut lines = vec![Msg::UndoDone {
            count: moves.len() - keep,
        }];
        Ok(after_change(&updated, &game, &mut lines).with_attachment("board.png", board))
    }
}

/// The reply after a change: the lines given, then either the result (and rating changes)
/// or whose turn it is, mentioning whoever must act.
pub(super) fn after_change(updated: &StoredGame, game: &AnyGame, lines: &mut Vec<Msg>) -> Reply {
    if updated.status != GameStatus::Active {
        // A moderator's stop is announced by its own line; every other ending (a result,
        // or a game abandoned before a first move) by the game-over line.
        if let Some(outcome) = updated.outcome()
            && outcome.reason != crate::games::EndReason::Aborted
        {
            lines.push(Msg::GameOver {
                spec: updated.spec,
                players: updated.players.clone(),
                outcome,
            });
            if let Some(deltas) = updated.deltas {
                lines.push(Msg::RatingChange {
                    players: updated.players.clone(),
                    deltas,
                });
            }
        }
        let mut reply = Reply::public(std::mem::take(lines))
            .in_game(updated.id, None)
            .in_language(updated.locale)
            .announcing(announced(updated));
        for seat in Seat::ALL {
            if !updated.muted[seat.index()] {
                reply = reply.mentioning(updated.player(seat));
            }
        }
        return super::rooms::note_ending(reply, updated);
    }
    let seat = game.to_move();
    lines.push(to_move(updated, game));
    let mut reply = Reply::public(std::mem::take(lines));
    // A player who muted the game sees the board but is not pinged; one who chose direct
    // messages is told by one (the sweeper's turn notice) instead.
    if !updated.muted[seat.index()] && !updated.dm[seat.index()] {
        reply = reply.mentioning(updated.player(seat));
    }
    let reply = reply
        .in_game(updated.id, Some(seat))
        .in_language(updated.locale)
        .announcing(announced(updated));
    super::picker::offer_picker(reply, updated)
}

/// The outbox row a reply showing `stored` delivers.
pub(super) fn announced(stored: &StoredGame) -> crate::store::Announced {
    crate::store::Announced::Game {
        game: stored.id,
        version: stored.version,
    }
}
