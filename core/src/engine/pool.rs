//! A bounded pool for searches, so engine work never starves the bot.
//!
//! Searches are CPU-bound for up to their whole time budget. They run on tokio's blocking
//! threads (`spawn_blocking`), off the async ones, but at most `workers` at once (by default
//! one per core): many at once would share the cores with the bot's async work and with each
//! other, and all would get slower. A running search holds a permit of a semaphore; the
//! others wait for theirs in arrival order (tokio's semaphore is fair, first in first out),
//! and the queue length is logged each time a search is submitted (and read by the
//! `tablero_engine_queue` metric). Each job gets a cancel flag (the one
//! [`crate::engine::choose_cancellable`] takes): the caller raises it through [`Cancel`]
//! when the game has moved on or the interaction expired, and dropping a [`Ticket`] before
//! its result came raises it too (a queued job then leaves the queue at once). A job
//! cancelled while still queued never runs.
//!
//! Submitting and waiting need a tokio runtime.

use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll, Waker};

use tokio::sync::Semaphore;
use tokio::task::JoinHandle;

/// Why a pooled job gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    /// Cancelled before it started.
    #[error("the search was cancelled before it started")]
    Cancelled,
    /// The job panicked.
    #[error("the search failed: {0}")]
    Panicked(String),
    /// The runtime shut down before the job ran.
    #[error("the search pool has shut down")]
    Closed,
}

/// A job's cancel flag, shared by the caller and the job.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Asks the job to stop (a search stops within about a millisecond and returns its
    /// best move so far; a queued job is skipped).
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// The flag itself, as `choose_cancellable` takes it.
    pub fn flag(&self) -> &AtomicBool {
        &self.0
    }
}

/// The pool: create it once and share it; dropping it lets the queued jobs run.
pub struct Pool {
    permits: Arc<Semaphore>,
    workers: usize,
    queued: Arc<AtomicUsize>,
    running: Arc<AtomicUsize>,
}

impl Pool {
    /// A pool running at most `workers` jobs at once (at least one).
    pub fn new(workers: usize) -> Pool {
        let workers = workers.max(1);
        Pool {
            permits: Arc::new(Semaphore::new(workers)),
            workers,
            queued: Arc::default(),
            running: Arc::default(),
        }
    }

    /// One job per core (`std::thread::available_parallelism`).
    pub fn with_available_parallelism() -> Pool {
        Pool::new(std::thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// A process-wide pool of [`Pool::with_available_parallelism`], for callers that have
    /// none of their own.
    pub fn shared() -> &'static Pool {
        static POOL: OnceLock<Pool> = OnceLock::new();
        POOL.get_or_init(Pool::with_available_parallelism)
    }

    pub fn workers(&self) -> usize {
        self.workers
    }

    /// Jobs waiting for their turn.
    pub fn queued(&self) -> usize {
        self.queued.load(Ordering::Relaxed)
    }

    /// Jobs running now.
    pub fn running(&self) -> usize {
        self.running.load(Ordering::Relaxed)
    }

    /// Queues `job` behind those submitted before (it starts at once while fewer than
    /// `workers` jobs run) and returns its ticket. The job gets the cancel flag.
    pub fn submit<T, F>(&self, cancel: &Cancel, job: F) -> Ticket<T>
    where
        F: FnOnce(&AtomicBool) -> T + Send + 'static,
        T: Send + 'static,
    {
        // Polled once here, so the job takes its place in the semaphore's queue now, not
        // when its task first runs (unconstrained: a submitting task that used up its
        // cooperative budget must not be told to wait with a permit free).
        let mut permit = Box::pin(tokio::task::unconstrained(
            self.permits.clone().acquire_owned(),
        ));
        let first = permit
            .as_mut()
            .poll(&mut Context::from_waker(Waker::noop()));
        let waiting = first.is_pending().then(|| Counted::new(&self.queued));
        tracing::info!(
            queued = self.queued(),
            running = self.running(),
            workers = self.workers,
            "engine search queued"
        );
        let (flag, running) = (cancel.clone(), self.running.clone());
        let task = tokio::spawn(async move {
            let permit = match first {
                Poll::Ready(permit) => permit,
                Poll::Pending => permit.await,
            };
            drop(waiting);
            let permit = permit.map_err(|_| PoolError::Closed)?;
            if flag.is_cancelled() {
                return Err(PoolError::Cancelled);
            }
            let running = Counted::new(&running);
            // The permit is held until the job returns, even if this task is aborted.
            tokio::task::spawn_blocking(move || {
                let _held = (permit, running);
                job(flag.flag())
            })
            .await
            .map_err(lost)
        });
        Ticket {
            task,
            cancel: cancel.clone(),
            done: false,
        }
    }

    /// Runs `job` on the pool and waits for its result.
    pub async fn run<T, F>(&self, cancel: &Cancel, job: F) -> Result<T, PoolError>
    where
        F: FnOnce(&AtomicBool) -> T + Send + 'static,
        T: Send + 'static,
    {
        self.submit(cancel, job).wait().await
    }
}

/// Why a task gave no result: the job's panic, or the runtime's shutdown.
fn lost(e: tokio::task::JoinError) -> PoolError {
    match e.try_into_panic() {
        Ok(panic) => PoolError::Panicked(
            panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".into()),
        ),
        Err(_) => PoolError::Closed,
    }
}

/// One more in a count while it lives.
struct Counted(Arc<AtomicUsize>);

impl Counted {
    fn new(count: &Arc<AtomicUsize>) -> Counted {
        count.fetch_add(1, Ordering::Relaxed);
        Counted(count.clone())
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A submitted job's result to come. Dropping it before the result arrived cancels the job
/// (and takes a queued one out of the queue).
pub struct Ticket<T> {
    task: JoinHandle<Result<T, PoolError>>,
    cancel: Cancel,
    done: bool,
}

impl<T> Ticket<T> {
    /// Waits for the job's turn, then for its result.
    pub async fn wait(mut self) -> Result<T, PoolError> {
        let result = (&mut self.task).await.unwrap_or_else(|e| Err(lost(e)));
        self.done = true;
        result
    }
}

impl<T> Drop for Ticket<T> {
    fn drop(&mut self) {
        if !self.done {
            self.cancel.cancel();
            self.task.abort();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;
    use std::sync::mpsc;

    /// A job that waits for a go-ahead, then records its name.
    fn gated(
        log: &Arc<Mutex<Vec<&'static str>>>,
        name: &'static str,
    ) -> (
        mpsc::Sender<()>,
        impl FnOnce(&AtomicBool) -> &'static str + use<>,
    ) {
        let (go, wait) = mpsc::channel::<()>();
        let log = log.clone();
        (go, move |_: &AtomicBool| {
            let _ = wait.recv();
            log.lock().unwrap().push(name);
            name
        })
    }

    #[tokio::test]
    async fn one_worker_runs_jobs_one_at_a_time_in_order() {
        let pool = Pool::new(1);
        let log = Arc::new(Mutex::new(Vec::new()));
        let (go_a, a) = gated(&log, "a");
        let (go_b, b) = gated(&log, "b");
        let (go_c, c) = gated(&log, "c");
        let ta = pool.submit(&Cancel::new(), a);
        let tb = pool.submit(&Cancel::new(), b);
        let tc = pool.submit(&Cancel::new(), c);
        assert_eq!(pool.queued(), 2);
        // Release the later jobs first: they still wait their turn behind `a`.
        go_c.send(()).unwrap();
        go_b.send(()).unwrap();
        go_a.send(()).unwrap();
        // Awaited last to first: the order is the submissions'.
        assert_eq!(tc.wait().await, Ok("c"));
        assert_eq!(tb.wait().await, Ok("b"));
        assert_eq!(ta.wait().await, Ok("a"));
        assert_eq!(*log.lock().unwrap(), ["a", "b", "c"]);
        assert_eq!((pool.running(), pool.queued()), (0, 0));
    }

    #[tokio::test]
    async fn no_more_jobs_run_at_once_than_workers() {
        let pool = Pool::new(2);
        let log = Arc::new(Mutex::new(Vec::new()));
        let (started_tx, mut started) = tokio::sync::mpsc::unbounded_channel();
        let mut gates = Vec::new();
        let mut tickets = Vec::new();
        for name in ["a", "b", "c"] {
            let (go, job) = gated(&log, name);
            let started_tx = started_tx.clone();
            gates.push(go);
            tickets.push(pool.submit(&Cancel::new(), move |flag: &AtomicBool| {
                let _ = started_tx.send(());
                job(flag)
            }));
        }
        // Two jobs start; the third stays queued while both block.
        started.recv().await.unwrap();
        started.recv().await.unwrap();
        assert_eq!(pool.running(), 2);
        assert_eq!(pool.queued(), 1);
        for g in &gates {
            g.send(()).unwrap();
        }
        for t in tickets {
            assert!(t.wait().await.is_ok());
        }
        assert_eq!(log.lock().unwrap().len(), 3);
    }

    #[tokio::test]
    async fn a_job_cancelled_in_the_queue_never_runs() {
        let pool = Pool::new(1);
        let log = Arc::new(Mutex::new(Vec::new()));
        let (go_a, a) = gated(&log, "a");
        let (_go_b, b) = gated(&log, "b");
        let ta = pool.submit(&Cancel::new(), a);
        let cancel = Cancel::new();
        let tb = pool.submit(&cancel, b);
        cancel.cancel();
        go_a.send(()).unwrap();
        assert_eq!(ta.wait().await, Ok("a"));
        assert_eq!(tb.wait().await, Err(PoolError::Cancelled));
        assert_eq!(*log.lock().unwrap(), ["a"]);
        // Its turn gave the permit back.
        assert_eq!(pool.run(&Cancel::new(), |_| 2).await, Ok(2));
    }

    #[tokio::test]
    async fn a_dropped_ticket_never_runs_its_job() {
        let pool = Pool::new(1);
        let log = Arc::new(Mutex::new(Vec::new()));
        let (go_a, a) = gated(&log, "a");
        let (_go_b, b) = gated(&log, "b");
        let (go_c, c) = gated(&log, "c");
        let ta = pool.submit(&Cancel::new(), a);
        let cancel_b = Cancel::new();
        let tb = pool.submit(&cancel_b, b);
        let tc = pool.submit(&Cancel::new(), c);
        assert_eq!(pool.queued(), 2);
        drop(tb);
        assert!(cancel_b.is_cancelled());
        go_a.send(()).unwrap();
        go_c.send(()).unwrap();
        assert_eq!(ta.wait().await, Ok("a"));
        assert_eq!(tc.wait().await, Ok("c"));
        assert_eq!(*log.lock().unwrap(), ["a", "c"]);
        assert_eq!(pool.queued(), 0);
    }

    #[tokio::test]
    async fn dropping_the_ticket_cancels_a_running_search() {
        let pool = Pool::new(1);
        let (started_tx, mut started) = tokio::sync::mpsc::unbounded_channel();
        let (seen_tx, seen) = tokio::sync::oneshot::channel();
        let cancel = Cancel::new();
        let ticket = pool.submit(&cancel, move |flag: &AtomicBool| {
            let _ = started_tx.send(());
            // Stands for a search: it runs until cancelled.
            while !flag.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            let _ = seen_tx.send(true);
        });
        started.recv().await.unwrap();
        drop(ticket);
        assert_eq!(seen.await, Ok(true));
        assert!(cancel.is_cancelled());
        // The permit is free again.
        assert_eq!(pool.run(&Cancel::new(), |_| 7).await, Ok(7));
    }

    #[tokio::test]
    async fn a_panicking_job_is_reported_and_the_pool_survives() {
        let pool = Pool::new(1);
        let r: Result<(), _> = pool.run(&Cancel::new(), |_| panic!("boom")).await;
        assert_eq!(r, Err(PoolError::Panicked("boom".into())));
        assert_eq!(pool.run(&Cancel::new(), |_| 1).await, Ok(1));
        assert_eq!(pool.running(), 0);
    }
}
