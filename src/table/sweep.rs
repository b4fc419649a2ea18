//! The sweeper: expires old challenges and ends games whose player to move ran out of time.

use super::play::after_change;
use super::{Msg, Reply, Table, TableError};
use crate::domain::{ChannelRef, Outcome};
use crate::games::GameRules;
use crate::i18n::Locale;
use crate::store::GameUpdate;

/// What the sweeper tells a channel, in the language of the people there (the challenger's).
#[derive(Clone, Debug, PartialEq)]
pub struct Announcement {
    pub channel: ChannelRef,
    pub reply: Reply,
    pub locale: Locale,
}

impl Table {
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
                .in_language(c.locale),
                locale: c.locale,
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
            let update = GameUpdate {
                game_id: loaded.stored.id,
                expected_version: loaded.stored.version,
                truncate_from_ply: None,
                new_moves: Vec::new(),
                position: loaded.stored.position.clone(),
                ply: loaded.stored.ply,
                turn_deadline: None,
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
                    });
                }
                Err(crate::store::StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        // A computer turn that did not happen at once (an error, a restart) happens now.
        for stored in self.store.active_computer_games().await? {
            match self.computer_turn(&stored.channel).await {
                Ok(Some(reply)) => out.push(Announcement {
                    channel: stored.channel.clone(),
                    reply,
                    locale: stored.locale,
                }),
                Ok(None) => {}
                Err(e) => tracing::warn!(game = %stored.id, error = %e, "computer turn failed"),
            }
        }
        Ok(out)
    }
}
