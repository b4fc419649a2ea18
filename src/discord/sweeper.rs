//! The sweeper's Discord side: every `sweep_every`, the play layer ends games out of time,
//! expires challenges, finds reminders due and announcements left undelivered; this posts
//! what it found, through the one delivery path.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::deliver::{Deliverer, Outgoing, Via};
use super::rooms;
use crate::table::Announcement;

/// Runs the sweeper until `stop` says so; a pass under way always finishes.
pub fn spawn(
    deliverer: Deliverer,
    every: Duration,
    bot: serenity::UserId,
    mut stop: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            // A stop is only seen between passes.
            tokio::select! {
                _ = tick.tick() => {}
                () = deliverer.table.sweep_requested() => {}
                _ = stop.changed() => break,
            }
            deliverer.table.sweep_pass_begins();
            let started = std::time::Instant::now();
            let swept = deliverer.table.sweep().await;
            match swept {
                Ok(announcements) => {
                    for a in announcements {
                        announce(&deliverer, bot, a).await;
                    }
                }
                Err(e) => tracing::error!(error = %e, "sweep failed"),
            }
            // A pass is timed and counted with its announcements delivered.
            metrics::histogram!("tablero_sweep_seconds").record(started.elapsed().as_secs_f64());
            deliverer.table.sweep_pass_ends();
        }
        tracing::info!("sweeper stopped");
    })
}

/// Posts one thing the sweep found. What cannot be posted stays in the outbox for a later
/// sweep.
async fn announce(deliverer: &Deliverer, bot: serenity::UserId, a: Announcement) {
    let Ok(id) = a.channel.channel.parse::<u64>() else {
        // A tournament game waiting for its thread.
        super::threads::open_pending_room(deliverer, &a).await;
        return;
    };
    let out = || Outgoing::new(&a.reply, a.locale);
    let dm_tried = a.dm.is_some();
    // A reminder the player wants privately; if Discord refuses (they accept no direct
    // messages), it is a ping in the game's thread after all.
    if let Some(user) = a.dm.as_deref().and_then(|u| u.parse::<u64>().ok()) {
        match deliverer
            .deliver(Via::Dm(serenity::UserId::new(user)), out())
            .await
        {
            Ok(_) => return,
            Err(e) => tracing::info!(
                error = %e,
                user,
                "no direct message for a reminder; pinging instead"
            ),
        }
    }
    // A channel where the bot is not a member: never posted in (issue 39).
    if deliverer
        .table
        .is_interaction_only(&a.channel.channel)
        .await
    {
        super::anywhere::beyond_reach(deliverer, &a, dm_tried).await;
        return;
    }
    let channel = serenity::ChannelId::new(id);
    // A change left unconfirmed may have reached Discord before its process died.
    if let Some(at) = a.recorded_at
        && rooms::already_posted(&deliverer.http, channel, bot, &a.reply, at).await
    {
        tracing::info!(
            channel = id,
            "a change left unconfirmed was announced after all"
        );
        deliverer.table.delivered(&a.reply).await;
        return;
    }
    if let Err(e) = deliverer.deliver(Via::Channel(channel), out()).await {
        tracing::warn!(channel = id, error = %e, "could not announce a sweep result");
    }
}
