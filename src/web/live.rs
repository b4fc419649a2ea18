//! Live pages: one watcher per page being followed, however many browsers follow it.
//!
//! A page's first follower starts its watcher, which wakes when this process changes a game
//! (`Store::changes`) and at least every [`Source::poll`] (a change made by another bot
//! process on a shared database is seen then), reads the page's version, and when it moved
//! makes the page's data once and broadcasts it to every follower as a server-sent event.
//! The last follower gone, the watcher ends. Each follower costs a task and a small channel.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use hyper::body::{Bytes, Frame};
use tokio::sync::{broadcast, mpsc};

use crate::table::Table;

/// A future a [`Source`] returns.
pub(crate) type Pending<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What a live page watches.
pub(crate) trait Source: Send + Sync + 'static {
    /// The page's version now (`None`: gone, or no longer shown).
    fn version(&self) -> Pending<'_, Option<i64>>;
    /// The page's data, as its `page` events carry it.
    fn payload(&self) -> Pending<'_, Option<String>>;
    /// Whether a change to game `game` may change the page.
    fn wakes(&self, game: i64) -> bool;
    /// How often the version is read when nothing wakes the watcher.
    fn poll(&self) -> Duration;
}

/// A page's key: `g` or `t`, and its number.
pub(crate) type Key = (char, i64);

/// The live pages of one site.
#[derive(Clone)]
pub struct Live {
    table: Table,
    hubs: Arc<Mutex<HashMap<Key, broadcast::Sender<Bytes>>>>,
}

/// How long a follower's connection may stay silent before a comment line keeps it open
/// through proxies.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

impl Live {
    pub(crate) fn new(table: Table) -> Live {
        Live {
            table,
            hubs: Arc::new(Mutex::new(HashMap::new())),
        }
    }

    /// A follower of page `key`: the body of an event stream, starting the page's watcher
    /// if it is the first.
    pub(crate) fn follow(&self, key: Key, version: i64, source: Arc<dyn Source>) -> Events {
        let receiver = {
            let mut hubs = self.hubs.lock().unwrap_or_else(|e| e.into_inner());
            match hubs.get(&key) {
                Some(sender) => sender.subscribe(),
                None => {
                    let (sender, receiver) = broadcast::channel(8);
                    hubs.insert(key, sender.clone());
                    tokio::spawn(watch(self.clone(), key, version, sender, source));
                    receiver
                }
            }
        };
        let (tx, rx) = mpsc::channel(4);
        tokio::spawn(forward(receiver, tx));
        Events { rx }
    }

    /// Forgets page `key`'s hub if it is still `sender` (a new one may have replaced it).
    fn forget(&self, key: Key, sender: &broadcast::Sender<Bytes>) {
        let mut hubs = self.hubs.lock().unwrap_or_else(|e| e.into_inner());
        if hubs.get(&key).is_some_and(|s| s.same_channel(sender)) {
            hubs.remove(&key);
        }
    }
}

async fn watch(
    live: Live,
    key: Key,
    mut last: i64,
    sender: broadcast::Sender<Bytes>,
    source: Arc<dyn Source>,
) {
    let mut changes = live.table.store().changes();
    loop {
        tokio::select! {
            changed = changes.recv() => match changed {
                Ok(game) if !source.wakes(game) => continue,
                Err(broadcast::error::RecvError::Closed) => {
                    tokio::time::sleep(source.poll()).await;
                }
                _ => {}
            },
            _ = tokio::time::sleep(source.poll()) => {}
        }
        if sender.receiver_count() == 0 {
            live.forget(key, &sender);
            return;
        }
        match source.version().await {
            Some(version) if version == last => {}
            Some(version) => {
                if let Some(payload) = source.payload().await {
                    last = version;
                    let _ = sender.send(Bytes::from(format!("event: page\ndata: {payload}\n\n")));
                }
            }
            // Gone, or the server turned its pages off: every follower's stream ends.
            None => {
                live.forget(key, &sender);
                return;
            }
        }
    }
}

/// Copies a page's events to one follower, with a comment now and then to keep the
/// connection open; ends when the follower or the page goes.
async fn forward(mut receiver: broadcast::Receiver<Bytes>, tx: mpsc::Sender<Bytes>) {
    if tx
        .send(Bytes::from_static(b"retry: 2000\n\n"))
        .await
        .is_err()
    {
        return;
    }
    loop {
        let event = tokio::select! {
            event = receiver.recv() => event,
            _ = tokio::time::sleep(KEEP_ALIVE) => Ok(Bytes::from_static(b": still here\n\n")),
            _ = tx.closed() => return,
        };
        match event {
            Ok(bytes) => {
                if tx.send(bytes).await.is_err() {
                    return;
                }
            }
            // Too slow for some events: the next one carries the whole page anyway.
            Err(broadcast::error::RecvError::Lagged(_)) => {}
            Err(broadcast::error::RecvError::Closed) => return,
        }
    }
}

/// An event stream's body.
pub(crate) struct Events {
    rx: mpsc::Receiver<Bytes>,
}

impl hyper::body::Body for Events {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        self.rx
            .poll_recv(cx)
            .map(|bytes| bytes.map(|b| Ok(Frame::data(b))))
    }
}
