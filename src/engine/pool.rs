//! A bounded pool of search threads, so engine work never starves the bot.
//!
//! Searches are CPU-bound for up to their whole time budget. Run on tokio's blocking
//! threads, many at once would share the cores with the bot's async work and with each
//! other, and all would get slower. The pool runs at most `workers` searches at once (by
//! default one per core), queues the rest in arrival order (FIFO), and logs the queue
//! length each time a search is queued. Each job gets a cancel flag (the one
//! [`crate::engine::choose_cancellable`] takes): the caller raises it through [`Cancel`]
//! when the game has moved on or the interaction expired, and dropping a [`Ticket`] before
//! its result came raises it too. A job cancelled while still queued never runs.

use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

use tokio::sync::oneshot;

/// Why a pooled job gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    /// Cancelled before it started.
    #[error("the search was cancelled before it started")]
    Cancelled,
    /// The job panicked.
    #[error("the search failed: {0}")]
    Panicked(String),
    /// The pool shut down before running it.
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

type Job = Box<dyn FnOnce() + Send>;

struct State {
    jobs: VecDeque<Job>,
    running: usize,
    closed: bool,
}

struct Shared {
    state: Mutex<State>,
    ready: Condvar,
}

/// The pool: create it once and share it (`Arc<Pool>`); dropping it lets the workers finish
/// the queue and stop.
pub struct Pool {
    shared: Arc<Shared>,
    workers: usize,
}

impl Pool {
    /// A pool of `workers` threads (at least one).
    pub fn new(workers: usize) -> Pool {
        let workers = workers.max(1);
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                jobs: VecDeque::new(),
                running: 0,
                closed: false,
            }),
            ready: Condvar::new(),
        });
        for i in 0..workers {
            let shared = shared.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{i}"))
                .spawn(move || work(&shared));
            if let Err(e) = spawned {
                tracing::error!(error = %e, "could not start an engine thread");
            }
        }
        Pool { shared, workers }
    }

    /// One worker per core (`std::thread::available_parallelism`).
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

    /// Jobs waiting for a worker.
    pub fn queued(&self) -> usize {
        self.shared.state.lock().map_or(0, |s| s.jobs.len())
    }

    /// Jobs running now.
    pub fn running(&self) -> usize {
        self.shared.state.lock().map_or(0, |s| s.running)
    }

    /// Queues `job` at once and returns its ticket. The job gets the cancel flag.
    pub fn submit<T, F>(&self, cancel: &Cancel, job: F) -> Ticket<T>
    where
        F: FnOnce(&AtomicBool) -> T + Send + 'static,
        T: Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let flag = cancel.clone();
        let wrapped: Job = Box::new(move || {
            let result = if flag.is_cancelled() {
                Err(PoolError::Cancelled)
            } else {
                catch_unwind(AssertUnwindSafe(|| job(flag.flag()))).map_err(|p| {
                    let why = p
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| p.downcast_ref::<String>().cloned())
                        .unwrap_or_else(|| "panic".into());
                    PoolError::Panicked(why)
                })
            };
            let _ = tx.send(result);
        });
        let queued = match self.shared.state.lock() {
            Ok(mut state) if !state.closed => {
                state.jobs.push_back(wrapped);
                let queued = state.jobs.len();
                tracing::info!(
                    queued,
                    running = state.running,
                    workers = self.workers,
                    "engine search queued"
                );
                self.shared.ready.notify_one();
                true
            }
            _ => false,
        };
        Ticket {
            rx: queued.then_some(rx),
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

impl Drop for Pool {
    fn drop(&mut self) {
        if let Ok(mut state) = self.shared.state.lock() {
            state.closed = true;
        }
        self.shared.ready.notify_all();
    }
}

fn work(shared: &Shared) {
    loop {
        let job = {
            let Ok(mut state) = shared.state.lock() else {
                return;
            };
            loop {
                if let Some(job) = state.jobs.pop_front() {
                    state.running += 1;
                    break job;
                }
                if state.closed {
                    return;
                }
                state = match shared.ready.wait(state) {
                    Ok(s) => s,
                    Err(_) => return,
                };
            }
        };
        job();
        if let Ok(mut state) = shared.state.lock() {
            state.running -= 1;
        }
    }
}

/// A queued job's result to come. Dropping it before the result arrived cancels the job.
pub struct Ticket<T> {
    rx: Option<oneshot::Receiver<Result<T, PoolError>>>,
    cancel: Cancel,
    done: bool,
}

impl<T> Ticket<T> {
    /// Waits for the result.
    pub async fn wait(mut self) -> Result<T, PoolError> {
        let Some(rx) = self.rx.take() else {
            self.done = true;
            return Err(PoolError::Closed);
        };
        let result = rx.await.unwrap_or(Err(PoolError::Closed));
        self.done = true;
        result
    }
}

impl<T> Drop for Ticket<T> {
    fn drop(&mut self) {
        if !self.done {
            self.cancel.cancel();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
        // Release the later jobs first: they still wait their turn behind `a`.
        go_c.send(()).unwrap();
        go_b.send(()).unwrap();
        go_a.send(()).unwrap();
        assert_eq!(ta.wait().await, Ok("a"));
        assert_eq!(tb.wait().await, Ok("b"));
        assert_eq!(tc.wait().await, Ok("c"));
        assert_eq!(*log.lock().unwrap(), ["a", "b", "c"]);
        assert_eq!(pool.queued(), 0);
    }

    #[tokio::test]
    async fn no_more_jobs_run_at_once_than_workers() {
        let pool = Pool::new(2);
        let log = Arc::new(Mutex::new(Vec::new()));
        let (started_tx, started) = mpsc::channel::<()>();
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
        started.recv().unwrap();
        started.recv().unwrap();
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
    }

    #[tokio::test]
    async fn dropping_the_ticket_cancels_a_running_search() {
        let pool = Pool::new(1);
        let (started_tx, started) = mpsc::channel::<()>();
        let (seen_tx, seen) = mpsc::channel::<bool>();
        let cancel = Cancel::new();
        let ticket = pool.submit(&cancel, move |flag: &AtomicBool| {
            let _ = started_tx.send(());
            // Stands for a search: it runs until cancelled.
            while !flag.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            let _ = seen_tx.send(true);
        });
        started.recv().unwrap();
        drop(ticket);
        assert_eq!(seen.recv(), Ok(true));
        assert!(cancel.is_cancelled());
        // The worker is free again.
        assert_eq!(pool.run(&Cancel::new(), |_| 7).await, Ok(7));
    }

    #[tokio::test]
    async fn a_panicking_job_is_reported_and_the_worker_survives() {
        let pool = Pool::new(1);
        let r: Result<(), _> = pool.run(&Cancel::new(), |_| panic!("boom")).await;
        assert_eq!(r, Err(PoolError::Panicked("boom".into())));
        assert_eq!(pool.run(&Cancel::new(), |_| 1).await, Ok(1));
    }
}
