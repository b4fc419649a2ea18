//! The sweeper: expires old challenges, reminds players whose deadline is near, and ends
//! games whose player to move ran out of time.

use super::play::after_change;
use super::{Msg, Reply, Table, TableError};
use crate::domain::{ChannelRef, Outcome};
use crate::games::GameRules;
use crate::i18n::Locale;
use crate::store::GameUpdate;
use crate::time_control::quiet;

/// What the sweeper tells a channel, in the language of the people there (the challenger's).
#[derive(Clone, Debug, PartialEq)]
pub struct Announcement {
    pub channel: ChannelRef,
    pub reply: Reply,
    pub locale: Locale,
    /// A reminder the player asked to get by direct message: their id. (The front end
    /// posts in `channel` instead when that fails.)
    pub dm: Option<String>,
    /// Set when this announces again a change recorded at that time (Unix seconds) whose
    /// delivery was never confirmed: Discord may have it after all (the process died between
    /// Discord's answer and recording it), so the front end looks first.
    pub recorded_at: Option<i64>,
}

/// How long before a deadline its player is reminded: a fifth of the time the turn had when
/// it began (the time per turn, or the mover's bank), at least a minute and at most twelve
/// hours.
pub fn reminder_lead(turn_seconds: i64) -> i64 {
    (turn_seconds / 5).clamp(60, 12 * 3600)
}

impl Table {
    /// Asks the front end's sweeper for a pass now rather than at its next tick.
    pub fn sweep_soon(&self) {
        self.passes.request();
    }

    /// Resolves when a pass is asked for with [`Table::sweep_soon`] (the sweeper waits on
    /// this beside its timer).
    pub async fn sweep_requested(&self) {
        self.passes.requested().await;
    }

    /// The front end's sweeper marks where each pass begins and ends (once its
    /// announcements are delivered).
    pub fn sweep_pass_begins(&self) {
        self.passes.begin();
    }

    /// See [`Table::sweep_pass_begins`].
    pub fn sweep_pass_ends(&self) {
        self.passes.end();
    }

    /// Asks for a pass and waits until a whole pass that began after this call has ended:
    /// everything due now has been swept and announced.
    pub async fn sweep_and_wait(&self) {
        self.passes.run_one().await;
    }

    /// Runs one sweep at the current time; returns the announcements for each channel.
    pub async fn sweep(&self) -> Result<Vec<Announcement>, TableError> {
        let now = self.now();
        let mut out = Vec::new();
        for c in self.store.expire_challenges(now).await? {
            out.push(Announcement {
                channel: c.channel.clone(),
                reply: Reply::public(vec![Msg::ChallengeExpired {
                    challenger: c.challenger.clone(),
                }])
                .mentioning(&c.challenger)
                .in_language(c.locale)
                .announcing(crate::store::Announced::Expiry { challenge: c.id }),
                locale: c.locale,
                dm: None,
                recorded_at: None,
            });
        }
        for stored in self.store.overdue_games(now).await? {
            let loaded = self.load(stored).await?;
            let late = loaded.game.to_move();
            // Losing on time before one's first move is abandoning the game: no result,
            // unrated (a win nobody played for would be a free rating).
            let finish = if self.store.has_moved(loaded.stored.id, late).await? {
                Outcome::timeout(late)
            } else {
                Outcome::abandoned()
            };
            // The late player's bank is spent.
            let mut banks = loaded.stored.banks;
            banks.remaining[late.index()] = 0;
            let update = GameUpdate {
                game_id: loaded.stored.id,
                expected_version: loaded.stored.version,
                truncate_from_ply: None,
                new_moves: Vec::new(),
                position: loaded.stored.position.clone(),
                ply: loaded.stored.ply,
                turn_deadline: None,
                clock: Some((banks, loaded.stored.turn_started)),
                pause: None,
                finish: Some(finish),
                now,
            };
            // A move that lands while we sweep wins the race: skip this game then.
            match self.update(&update).await {
                Ok(updated) => {
                    let reply = after_change(&updated, &loaded.game, &mut Vec::new());
                    out.push(Announcement {
                        channel: updated.channel.clone(),
                        reply,
                        locale: updated.locale,
                        dm: None,
                        recorded_at: None,
                    });
                }
                Err(crate::store::StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        self.end_due_vacations(now).await?;
        out.extend(self.sweep_tournaments(now).await?);
        out.extend(self.reminders(now).await?);
        out.extend(self.turn_notices(now).await?);
        out.extend(self.digests(now).await?);
        out.extend(self.daily_puzzles(now).await?);
        out.extend(self.undelivered(now).await?);
        self.last_sweep
            .store(self.now(), std::sync::atomic::Ordering::SeqCst);
        // A computer turn that did not happen at once (an error, a restart) happens now.
        for stored in self.store.active_computer_games(self.now()).await? {
            match self.computer_turn(&stored.channel).await {
                Ok(Some(reply)) => out.push(Announcement {
                    channel: stored.channel.clone(),
                    reply,
                    locale: stored.locale,
                    dm: None,
                    recorded_at: None,
                }),
                Ok(None) => {}
                Err(e) => tracing::warn!(game = %stored.id, error = %e, "computer turn failed"),
            }
        }
        Ok(out)
    }
}

impl Table {
    /// Seconds since the last sweep finished (`None` before the first): how far behind the
    /// background work is.
    pub fn since_last_sweep(&self) -> Option<i64> {
        match self.last_sweep.load(std::sync::atomic::Ordering::SeqCst) {
            0 => None,
            at => Some(self.now() - at),
        }
    }

    /// How many games are in progress.
    pub async fn active_games(&self) -> Result<i64, TableError> {
        Ok(self.store.count_active_games().await?)
    }
}

impl Table {
    /// One reminder per turn for each player whose deadline is near (see
    /// [`reminder_lead`]), moved out of the player's quiet hours
    /// ([`quiet::reminder_time`]: computed from the turn alone, so every pass and process
    /// agrees, and `mark_reminded` sends it once). Turns too short for a reminder to say
    /// anything the board did not (the lead would be half the turn or more) get none; nor
    /// does the computer.
    async fn reminders(&self, now: i64) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        for stored in self
            .store
            .unreminded_deadlines_before(now + 12 * 3600 + quiet::MAX_EARLIER)
            .await?
        {
            let Some(deadline) = stored.turn_deadline else {
                continue;
            };
            // The time this turn had when it began: the time per turn, or the mover's bank.
            let turn = deadline - stored.turn_started;
            let lead = reminder_lead(turn);
            if deadline <= now || deadline - now > lead + quiet::MAX_EARLIER || lead * 2 > turn {
                continue;
            }
            // Not due yet unless quiet hours bring it earlier: only then is the game loaded
            // to see whose turn it is.
            if deadline - now > lead && !self.any_quiet_hours(&stored.players).await? {
                continue;
            }
            let loaded = self.load(stored).await?;
            let seat = loaded.game.to_move();
            let player = loaded.stored.player(seat).to_string();
            // The computer needs no reminder; a player who muted the game asked for none.
            if self.is_computer(&player) || loaded.stored.muted[seat.index()] {
                continue;
            }
            let settings = self.store.reminder_settings(&player).await?;
            let zone = settings.time_zone.as_deref().and_then(quiet::time_zone);
            let quiet_hours = zone.as_ref().zip(settings.quiet);
            let normal = deadline - lead;
            if !quiet::reminder_due(
                loaded.stored.turn_started,
                normal,
                deadline,
                now,
                quiet_hours,
            ) || !self
                .store
                .mark_reminded(loaded.stored.id, loaded.stored.version)
                .await?
            {
                continue;
            }
            let stored = &loaded.stored;
            out.push(Announcement {
                channel: stored.channel.clone(),
                reply: Reply::public(vec![Msg::Reminder {
                    player: player.clone(),
                    spec: stored.spec,
                    deadline,
                    room: stored.channel.channel.clone(),
                }])
                .mentioning(&player)
                .in_game(stored.id, Some(seat))
                .in_language(stored.locale),
                locale: stored.locale,
                dm: settings.dm.then_some(player),
                recorded_at: None,
            });
        }
        Ok(out)
    }

    /// Whether either player has quiet hours (in a time zone the database knows).
    async fn any_quiet_hours(&self, players: &[String; 2]) -> Result<bool, TableError> {
        for player in players {
            let settings = self.store.reminder_settings(player).await?;
            if settings.quiet.is_some()
                && settings
                    .time_zone
                    .as_deref()
                    .and_then(quiet::time_zone)
                    .is_some()
            {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
