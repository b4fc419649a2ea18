//! Direct messages of turns (issue 28): the turn notice, for a player who chose direct
//! messages, at the start of each of their turns (instead of the board's ping); and the daily
//! digest: once a day, at the hour a player chose on their own clock
//! (`/reminders digest_hour:`, which needs their time zone), a direct message listing the
//! games where it is their turn, with deadlines and links. Sent by the sweeper; the day is
//! claimed in the store first (`Store::claim_digest`), so with several processes exactly one
//! sends it; a day with no game waiting for them is claimed and sends nothing. Never during
//! their quiet hours: it waits until they end.

use super::sweep::Announcement;
use super::{GameLine, Msg, Reply, Table, TableError};
use crate::games::GameRules;
use crate::i18n::Locale;
use crate::time_control::{DAY, HOUR, quiet};

/// How many games one sweep looks at for turn notices.
const NOTICES_PER_SWEEP: i64 = 200;

/// How many subscribers one sweep looks at.
const PER_SWEEP: i64 = 500;

impl Table {
    /// The digests due now.
    pub(super) async fn digests(&self, now: i64) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        for sub in self.store.digest_subscribers(PER_SWEEP).await? {
            let Some(zone) = sub.time_zone.as_deref().and_then(quiet::time_zone) else {
                continue;
            };
            let local = now + i64::from(quiet::utc_offset(&zone, now));
            let (day, hour) = (local.div_euclid(DAY), local.rem_euclid(DAY) / HOUR);
            if hour < i64::from(sub.hour)
                || sub.last_day.is_some_and(|last| last >= day)
                || sub.quiet.is_some_and(|q| q.contains(&zone, now))
            {
                continue;
            }
            if !self.store.claim_digest(&sub.user, day).await? {
                continue;
            }
            let mut games = Vec::new();
            let mut first = None;
            for stored in self.store.active_games_of_user(&sub.user).await? {
                let loaded = self.load(stored).await?;
                let stored = &loaded.stored;
                let to_move = loaded.game.to_move();
                let Some(seat) = stored.seat_of(&sub.user) else {
                    continue;
                };
                if stored.player(to_move) != sub.user || stored.muted[seat.index()] {
                    continue;
                }
                first.get_or_insert_with(|| (stored.channel.clone(), stored.locale));
                games.push(GameLine {
                    spec: stored.spec,
                    opponent: stored.player(seat.other()).to_string(),
                    to_move: sub.user.clone(),
                    deadline: stored.turn_deadline,
                    paused_until: stored.paused.map(|(_, until)| until),
                    my_bank: None,
                    room: stored.channel.channel.clone(),
                    tournament: None,
                });
            }
            let Some((channel, locale)) = first else {
                continue;
            };
            let locale: Locale = locale;
            out.push(Announcement {
                channel,
                reply: Reply::public(vec![Msg::Digest { games }]).in_language(locale),
                locale,
                dm: Some(sub.user.clone()),
                recorded_at: None,
            });
        }
        Ok(out)
    }

    /// Turn notices by direct message: for each game whose current turn has not been looked
    /// at, its player to move is told privately if they chose direct messages (and have not
    /// muted it); once per turn, whichever process claims it; held while they are in their
    /// quiet hours.
    pub(super) async fn turn_notices(&self, now: i64) -> Result<Vec<Announcement>, TableError> {
        let mut out = Vec::new();
        for stored in self.store.unnoticed_turns(NOTICES_PER_SWEEP).await? {
            let loaded = self.load(stored).await?;
            let stored = &loaded.stored;
            let seat = loaded.game.to_move();
            let player = stored.player(seat).to_string();
            // Half a TZAAR turn played (its player is at the board): no notice.
            let wanted = stored.dm[seat.index()]
                && !stored.muted[seat.index()]
                && !self.is_computer(&player)
                && !loaded.game.can_pass();
            if wanted {
                let settings = self.store.reminder_settings(&player).await?;
                let zone = settings.time_zone.as_deref().and_then(quiet::time_zone);
                if let (Some(zone), Some(q)) = (zone, settings.quiet)
                    && q.contains(&zone, now)
                {
                    // Told when their quiet hours end (the turn stays unclaimed until then).
                    continue;
                }
            }
            if !self.store.mark_noticed(stored.id, stored.version).await? || !wanted {
                continue;
            }
            let Some(deadline) = stored.turn_deadline else {
                continue;
            };
            out.push(Announcement {
                channel: stored.channel.clone(),
                reply: Reply::public(vec![Msg::TurnNotice {
                    player: player.clone(),
                    spec: stored.spec,
                    deadline,
                    room: stored.channel.channel.clone(),
                }])
                .mentioning(&player)
                .in_game(stored.id, Some(seat))
                .in_language(stored.locale),
                locale: stored.locale,
                dm: Some(player),
                recorded_at: None,
            });
        }
        Ok(out)
    }
}
