//! The sweeper: expires old challenges and ends games whose player to move ran out of time.

use super::play::after_change;
use super::{Reply, Table, TableError};
use crate::games::GameRules;
use crate::messages::Msg;
use crate::store::{ChannelRef, Finish, GameStatus, GameUpdate};

impl Table {
    /// Runs one sweep at the current time; returns the announcements for each channel.
    pub async fn sweep(&self) -> Result<Vec<(ChannelRef, Reply)>, TableError> {
        let now = self.now();
        let mut out = Vec::new();
        for c in self.store.expire_challenges(now).await? {
            out.push((
                c.channel.clone(),
                Reply::public(vec![Msg::ChallengeExpired {
                    challenger: c.challenger.clone(),
                }])
                .mentioning(&c.challenger),
            ));
        }
        for stored in self.store.overdue_games(now).await? {
            let loaded = self.load(stored).await?;
            let late = loaded.game.to_move();
            let update = GameUpdate {
                game_id: loaded.stored.id,
                expected_version: loaded.stored.version,
                truncate_from_ply: None,
                new_moves: Vec::new(),
                position: loaded.stored.position.clone(),
                ply: loaded.stored.ply,
                turn_deadline: None,
                finish: Some(Finish {
                    status: GameStatus::Finished,
                    winner: Some(late.other()),
                    reason: "timeout".into(),
                }),
                now,
            };
            // A move that lands while we sweep wins the race: skip this game then.
            match self.store.update_game(&update).await {
                Ok(updated) => {
                    let reply = after_change(&updated, &loaded.game, &mut Vec::new());
                    out.push((updated.channel.clone(), reply));
                }
                Err(crate::store::StoreError::Conflict) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        // A computer turn that did not happen at once (an error, a restart) happens now.
        for stored in self.store.active_computer_games().await? {
            match self
                .computer_turn(&stored.channel, crate::i18n::Locale::En)
                .await
            {
                Ok(Some(reply)) => out.push((stored.channel.clone(), reply)),
                Ok(None) => {}
                Err(e) => tracing::warn!(game = stored.id, error = %e, "computer turn failed"),
            }
        }
        Ok(out)
    }
}
