//! Delivering the outbox: every public announcement of a change is stored with the change
//! (see `store::outbox`); the front end reports each reply delivered once Discord has it,
//! and the sweeper posts what is left behind (a crash between the commit and the reply, an
//! answer Discord never got) as a fresh announcement of the game as it stands.

use super::play::after_change;
use super::{Announcement, Msg, Reply, Table, TableError};
use crate::games::GameRules;
use crate::render::BoardView;
use crate::store::{Announced, Undelivered};

/// How long one process holds an announcement it claimed before another may take it over
/// (it died, or Discord kept failing).
const LEASE_SECONDS: i64 = 120;

/// How many left-behind announcements one sweep posts.
const PER_SWEEP: i64 = 25;

impl Table {
    /// Reports a reply delivered (Discord has it): the change it announces needs no
    /// announcing again. Failing to record it only risks a second announcement, so it is
    /// logged, not returned.
    pub async fn delivered(&self, reply: &Reply) {
        if let Some(what) = reply.announces
            && let Err(e) = self.store.mark_delivered(what, self.now()).await
        {
            tracing::warn!(?what, error = %e, "could not record an announcement as delivered");
        }
    }

    /// How many announcements wait for delivery.
    pub async fn outbox_backlog(&self) -> Result<i64, TableError> {
        Ok(self.store.undelivered_count().await?)
    }

    /// Claims the announcements left undelivered for longer than
    /// [`super::TableConfig::redeliver_after`] and builds their replies. One whose game has
    /// moved on since is superseded by the later one and is only marked.
    pub(super) async fn undelivered(&self, now: i64) -> Result<Vec<Announcement>, TableError> {
        let claimed = self
            .store
            .claim_undelivered(
                now - self.config.redeliver_after,
                now,
                now + LEASE_SECONDS,
                PER_SWEEP,
            )
            .await?;
        let mut out = Vec::new();
        for item in claimed {
            match self.redelivery(&item).await {
                Ok(Some(announcement)) => {
                    tracing::info!(
                        announcement = item.id,
                        what = ?item.what,
                        age = now - item.created_at,
                        "announcing a change left undelivered"
                    );
                    out.push(announcement);
                }
                Ok(None) => self.store.mark_delivered_id(item.id, now).await?,
                // Its lease runs out and a later sweep tries again.
                Err(e) => {
                    tracing::warn!(announcement = item.id, error = %e, "cannot rebuild an announcement")
                }
            }
        }
        Ok(out)
    }

    /// The announcement to post for a left-behind row, or `None` when there is nothing to
    /// say any more.
    async fn redelivery(&self, item: &Undelivered) -> Result<Option<Announcement>, TableError> {
        match item.what {
            Announced::Expiry { challenge } => {
                let Some(c) = self.store.challenge(challenge).await? else {
                    return Ok(None);
                };
                Ok(Some(Announcement {
                    channel: c.channel.clone(),
                    reply: Reply::public(vec![Msg::ChallengeExpired {
                        challenger: c.challenger.clone(),
                    }])
                    .mentioning(&c.challenger)
                    .in_language(c.locale)
                    .announcing(item.what),
                    locale: c.locale,
                    dm: None,
                    recorded_at: Some(item.created_at),
                }))
            }
            Announced::Round { tournament, round } => {
                self.round_redelivery(tournament, round, item.created_at)
                    .await
            }
            // Daily puzzles are their own outbox (`Table::daily_puzzles`), never claimed here.
            Announced::DailyPuzzle { .. } => Ok(None),
            Announced::Game { game, version } => {
                let Some(stored) = self.store.game(game).await? else {
                    return Ok(None);
                };
                if stored.version != version {
                    return Ok(None);
                }
                let loaded = self.load(stored).await?;
                let (stored, game) = (&loaded.stored, &loaded.game);
                // The first half of a two-command TZAAR turn is never announced publicly:
                // the board after the second half is.
                let last_seat = self.store.moves(stored.id).await?.last().map(|m| m.seat);
                if stored.outcome().is_none() && last_seat == Some(game.to_move()) {
                    return Ok(None);
                }
                let names = self.names(stored).await?;
                let board = self
                    .render_board(game, BoardView::plain(names, stored.locale))
                    .await?;
                let mut lines = Vec::new();
                if version == 0 {
                    lines.push(Msg::GameStarted {
                        spec: stored.spec,
                        players: stored.players.clone(),
                        level: stored.computer_level,
                    });
                }
                let reply =
                    after_change(stored, game, &mut lines).with_attachment("board.png", board);
                Ok(Some(Announcement {
                    channel: stored.channel.clone(),
                    reply,
                    locale: stored.locale,
                    dm: None,
                    recorded_at: Some(item.created_at),
                }))
            }
        }
    }
}

/// How many held announcements one interaction shows: its own answer and a follow-up or two
/// come first, and Discord allows five follow-ups per interaction.
pub const HELD_PER_INTERACTION: i64 = 2;

/// Play anywhere (issue 39): where the bot is not a member of a channel, nothing is posted
/// there; what the sweeper finds for it waits for the next interaction in it.
impl Table {
    /// Records that only interactions reach `channel` (the bot is not a member there).
    /// Failing to record it is logged: the sweeper would then try to post there once, be
    /// refused, and leave the announcement to a later try.
    pub async fn note_interaction_only(&self, channel: &str) {
        if let Err(e) = self.store.note_interaction_only(channel, self.now()).await {
            tracing::warn!(channel, error = %e, "could not record a channel the bot is not in");
        }
    }

    /// Whether only interactions reach `channel`.
    pub async fn is_interaction_only(&self, channel: &str) -> bool {
        match self.store.is_interaction_only(channel).await {
            Ok(only) => only,
            Err(e) => {
                tracing::warn!(channel, error = %e, "cannot tell whether the bot is in a channel");
                false
            }
        }
    }

    /// Holds what is undelivered in `a`'s channel for the next interaction there (marked
    /// once: the sweeper no longer tries to post it), and says whom to tell by direct
    /// message meanwhile: a game's two players (people only), else whoever it mentions.
    pub async fn hold(&self, a: &Announcement) -> Vec<String> {
        match self
            .store
            .hold_announcements(&a.channel.channel, self.now())
            .await
        {
            Ok(n) if n > 0 => {
                tracing::info!(channel = %a.channel.channel, held = n, "announcements held for the next interaction");
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not hold an announcement"),
        }
        let players = match a.reply.announces {
            Some(crate::store::Announced::Game { game, .. }) => match self.store.game(game).await {
                Ok(Some(stored)) => stored.players.to_vec(),
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        let mut people: Vec<String> = if players.is_empty() {
            a.reply.mentions.clone()
        } else {
            players
        };
        people.retain(|p| !self.is_computer(p));
        people.dedup();
        people
    }

    /// Claims what is held for `channel` and builds its announcements, for the interaction
    /// under way there to show (at most [`HELD_PER_INTERACTION`]). One superseded since is
    /// only marked.
    pub async fn take_held(&self, channel: &str) -> Vec<Announcement> {
        let now = self.now();
        // Every held row of the channel is claimed: most are superseded (earlier versions of
        // a game) and only marked; of the rest, those beyond this interaction's share are
        // released for the next one.
        let claimed = match self
            .store
            .claim_held(channel, now, now + LEASE_SECONDS, PER_SWEEP)
            .await
        {
            Ok(claimed) => claimed,
            Err(e) => {
                tracing::warn!(channel, error = %e, "cannot read held announcements");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for item in claimed {
            match self.redelivery(&item).await {
                Ok(Some(_)) if out.len() as i64 >= HELD_PER_INTERACTION => {
                    if let Err(e) = self.store.release_claim(item.id).await {
                        tracing::warn!(error = %e, "could not release a held announcement");
                    }
                }
                Ok(Some(mut a)) => {
                    // Shown by an interaction: nothing was posted before it.
                    a.recorded_at = None;
                    out.push(a);
                }
                Ok(None) => {
                    if let Err(e) = self.store.mark_delivered_id(item.id, now).await {
                        tracing::warn!(error = %e, "could not mark a superseded announcement");
                    }
                }
                Err(e) => {
                    tracing::warn!(announcement = item.id, error = %e, "cannot rebuild a held announcement")
                }
            }
        }
        out
    }
}
