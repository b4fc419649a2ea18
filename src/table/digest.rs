//! The daily digest (issue 28): once a day, at the hour a player chose on their own clock
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
}
