//! The sweeper's passes as events: a front end's sweeper says when each pass begins and ends
//! (its announcements delivered), anyone may ask for a pass now, and a caller may wait for a
//! whole pass that began after it asked. Tests use it to show that nothing more happens
//! ("a later sweep posted nothing") by waiting for a sweep instead of sleeping.

use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::Notify;

#[derive(Default)]
pub(crate) struct Passes {
    begun: AtomicU64,
    ended: AtomicU64,
    requested: Notify,
    changed: Notify,
}

impl Passes {
    pub(crate) fn request(&self) {
        self.requested.notify_one();
    }

    pub(crate) async fn requested(&self) {
        self.requested.notified().await;
    }

    pub(crate) fn begin(&self) {
        self.begun.fetch_add(1, Ordering::SeqCst);
    }

    pub(crate) fn end(&self) {
        self.ended.fetch_add(1, Ordering::SeqCst);
        self.changed.notify_waiters();
    }

    /// Asks for a pass and waits until one that began after this call has ended.
    pub(crate) async fn run_one(&self) {
        let target = self.begun.load(Ordering::SeqCst) + 1;
        self.request();
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            if self.ended.load(Ordering::SeqCst) >= target {
                return;
            }
            changed.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[tokio::test]
    async fn a_waiter_sees_a_whole_pass_that_began_after_it_asked() {
        let passes = Arc::new(Passes::default());
        // A pass under way when the waiter asks does not count: only the next one.
        passes.begin();
        let waiter = tokio::spawn({
            let passes = Arc::clone(&passes);
            async move { passes.run_one().await }
        });
        // The sweeper: finishes the pass under way, then runs the one asked for.
        passes.requested().await;
        passes.end();
        tokio::task::yield_now().await;
        assert!(!waiter.is_finished(), "the pass under way is not enough");
        passes.begin();
        passes.end();
        waiter.await.expect("the waiter returns");
    }
}
