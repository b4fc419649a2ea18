//! Gateway sharding: which of the bot's shards this process runs (`DISCORD_SHARDS`), and
//! the framework wrapper that counts the events in flight so a shutdown can wait for them.
//!
//! Discord splits a bot's servers over shards by `(guild_id >> 22) % total` and requires
//! sharding from 2,500 servers. Several processes share one bot by running disjoint ranges
//! of the same total (`0-0/2` and `1-1/2`) on one PostgreSQL database; each answers the
//! interactions its shards receive. Without a range, one process runs all the shards
//! Discord recommends (`GET /gateway/bot`).

use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// The shards one process runs: `first` to `last` (inclusive) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Why a `DISCORD_SHARDS` value cannot be used.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "DISCORD_SHARDS `{0}` is not FIRST-LAST/TOTAL (for example 0-1/4: shards 0 and 1 of 4; \
     or 3/4: shard 3 of 4)"
)]
pub struct BadShards(String);

impl FromStr for ShardRange {
    type Err = BadShards;

    fn from_str(text: &str) -> Result<ShardRange, BadShards> {
        let bad = || BadShards(text.chars().take(40).collect());
        let (range, total) = text.trim().split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if total == 0 || first > last || last >= total {
            return Err(bad());
        }
        Ok(ShardRange { first, last, total })
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}/{}", self.first, self.last, self.total)
    }
}

/// The shard a server's events arrive on, as Discord routes them.
pub fn shard_of(guild_id: u64, total: u32) -> u32 {
    ((guild_id >> 22) % u64::from(total.max(1))) as u32
}

/// How many gateway events are being handled right now (each interaction is one).
#[derive(Clone, Debug, Default)]
pub struct InFlight(Arc<AtomicUsize>);

impl InFlight {
    pub fn count(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }

    /// Waits until nothing is in flight, for at most `limit`; `false` if time ran out.
    pub async fn drained(&self, limit: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + limit;
        while self.count() > 0 {
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        true
    }
}

/// Counts in and out while it lives (also when the handler panics or is cancelled).
struct Handling(Arc<AtomicUsize>);

impl Drop for Handling {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// poise's framework, with every event it handles counted in an [`InFlight`], and each
/// interaction handled inside a span naming it (so every log line of a command carries its
/// command, server, channel and user).
pub struct Counted<F> {
    pub inner: F,
    pub in_flight: InFlight,
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Counted<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        self.in_flight.0.fetch_add(1, Ordering::SeqCst);
        let _handling = Handling(Arc::clone(&self.in_flight.0));
        let serenity::FullEvent::InteractionCreate { interaction } = &event else {
            self.inner.dispatch(ctx, event).await;
            return;
        };
        let (kind, what, span) = describe(interaction);
        let started = std::time::Instant::now();
        let outcome = Arc::new(AtomicUsize::new(0));
        let handled = OUTCOME.scope(
            Arc::clone(&outcome),
            tracing::Instrument::instrument(self.inner.dispatch(ctx, event), span),
        );
        handled.await;
        let outcome = OUTCOMES
            .get(outcome.load(Ordering::SeqCst))
            .copied()
            .unwrap_or("ok");
        metrics::counter!("tablero_interactions_total", "kind" => kind, "command" => what, "outcome" => outcome)
            .increment(1);
        metrics::histogram!("tablero_interaction_seconds", "kind" => kind)
            .record(started.elapsed().as_secs_f64());
    }
}

tokio::task_local! {
    /// How an interaction turned out, for the metrics: an index into [`OUTCOMES`], set by
    /// the error handler of the task handling it.
    static OUTCOME: Arc<AtomicUsize>;
}

/// The outcomes an interaction is counted under.
const OUTCOMES: [&str; 4] = ["ok", "failed", "refused", "panicked"];

/// Records how the interaction being handled (in this task) turned out: `failed` (an
/// internal error), `refused` (options that could not be read, missing permissions) or
/// `panicked`. Nothing happens outside an interaction.
pub(crate) fn set_outcome(outcome: &'static str) {
    if let Some(i) = OUTCOMES.iter().position(|o| *o == outcome) {
        let _ = OUTCOME.try_with(|o| o.store(i, Ordering::SeqCst));
    }
}

/// An interaction's kind, what was used (a command's name, or a component's custom id up
/// to the second colon, `tb:accept`, never the ids after it) and the span its handling runs
/// in, naming also where and by whom.
fn describe(interaction: &serenity::Interaction) -> (&'static str, String, tracing::Span) {
    let (kind, what, guild, channel, user) = match interaction {
        serenity::Interaction::Command(c) | serenity::Interaction::Autocomplete(c) => {
            let kind = if matches!(interaction, serenity::Interaction::Command(_)) {
                "command"
            } else {
                "autocomplete"
            };
            (
                kind,
                c.data.name.clone(),
                c.guild_id,
                c.channel_id,
                c.user.id,
            )
        }
        serenity::Interaction::Component(c) => {
            let what: Vec<&str> = c.data.custom_id.split(':').take(2).collect();
            let what = what.join(":").chars().take(32).collect();
            ("component", what, c.guild_id, c.channel_id, c.user.id)
        }
        _ => {
            let span = tracing::info_span!("interaction", kind = "other");
            return ("other", String::new(), span);
        }
    };
    let span = tracing::info_span!(
        "interaction",
        kind,
        command = %what,
        guild = guild.map_or(0, |g| g.get()),
        channel = channel.get(),
        user = user.get()
    );
    (kind, what, span)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shard_ranges_read_as_first_last_and_total() {
        let r = |first, last, total| Ok(ShardRange { first, last, total });
        assert_eq!("0-1/4".parse(), r(0, 1, 4));
        assert_eq!("1-1/2".parse(), r(1, 1, 2));
        assert_eq!(" 3/4 ".parse(), r(3, 3, 4));
        assert_eq!("0-0/1".parse(), r(0, 0, 1));
        for bad in [
            "", "4", "1-0/4", "0-4/4", "0/0", "a-b/c", "0-1/", "-1/2", "0-1/4/8",
        ] {
            assert!(bad.parse::<ShardRange>().is_err(), "{bad}");
        }
        assert_eq!(ShardRange::from_str("2-3/8").unwrap().to_string(), "2-3/8");
    }

    #[test]
    fn guilds_go_to_the_shard_discord_sends_them_to() {
        // Discord's own example: this guild is on shard 1 of 2 ((id >> 22) % 2).
        let guild: u64 = 81384788765712384;
        assert_eq!(shard_of(guild, 2), ((guild >> 22) % 2) as u32);
        assert_eq!(shard_of(guild, 1), 0);
        assert_eq!(shard_of(5 << 22, 4), 1);
    }
}
