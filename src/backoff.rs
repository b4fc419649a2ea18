//! Pauses between failed tries of a server loop's `accept` (the metrics endpoint, the Discord
//! proxy relay): an error such as running out of file descriptors fails every `accept` at
//! once until it clears, and going straight back would spin a core and fill the log.

use std::time::Duration;

use tokio::net::{TcpListener, TcpStream};

/// Errors of one incoming connection (reset or aborted by the peer before `accept` returned
/// it), as opposed to the listener's own trouble.
pub fn is_connection_error(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    matches!(
        e.kind(),
        ConnectionAborted | ConnectionRefused | ConnectionReset
    )
}

/// The pauses between failed `accept`s: exponential from [`AcceptBackoff::FIRST`] to
/// [`AcceptBackoff::MAX`], back to the start after a success. A run of failures with no
/// success between them is a burst, logged once when it starts and once when it ends.
#[derive(Debug, Default)]
pub struct AcceptBackoff {
    /// Failures since the last success.
    failures: u64,
}

impl AcceptBackoff {
    pub const FIRST: Duration = Duration::from_millis(10);
    pub const MAX: Duration = Duration::from_secs(1);

    /// A failed `accept`: how long to pause before the next, and whether it starts a burst.
    pub fn failed(&mut self) -> (Duration, bool) {
        let doublings = self.failures.min(16) as u32;
        self.failures += 1;
        let pause = Self::FIRST.saturating_mul(1 << doublings).min(Self::MAX);
        (pause, self.failures == 1)
    }

    /// A connection accepted: the number of failures of the burst it ends, if any.
    pub fn succeeded(&mut self) -> Option<u64> {
        let failures = std::mem::take(&mut self.failures);
        (failures > 0).then_some(failures)
    }

    /// The next connection on `listener` (`what` names it in the log), pausing after each
    /// failure as [`AcceptBackoff::failed`] says. A connection lost before it was accepted
    /// is skipped without a pause: it is one peer's doing, not the listener's trouble.
    pub async fn accept(&mut self, listener: &TcpListener, what: &str) -> TcpStream {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    if let Some(failures) = self.succeeded() {
                        tracing::info!(failures, "{what} accepts connections again");
                    }
                    return stream;
                }
                Err(e) if is_connection_error(&e) => {
                    tracing::debug!(error = %e, "{what}: a connection was lost before its accept");
                }
                Err(e) => {
                    let (pause, first) = self.failed();
                    if first {
                        tracing::warn!(
                            error = %e,
                            "{what} cannot accept connections; pausing between tries \
                             (logged again when it recovers)"
                        );
                    }
                    tokio::time::sleep(pause).await;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_accepts_pause_longer_each_time_up_to_a_second_until_one_succeeds() {
        let mut backoff = AcceptBackoff::default();
        let burst: Vec<(Duration, bool)> = (0..10).map(|_| backoff.failed()).collect();
        let ms = |n| Duration::from_millis(n);
        assert_eq!(
            burst,
            [
                (ms(10), true),
                (ms(20), false),
                (ms(40), false),
                (ms(80), false),
                (ms(160), false),
                (ms(320), false),
                (ms(640), false),
                (ms(1000), false),
                (ms(1000), false),
                (ms(1000), false),
            ],
            "only the first failure of a burst is logged"
        );
        // However long the burst, the pause stays at the cap (no overflow).
        for _ in 0..100 {
            assert_eq!(backoff.failed(), (AcceptBackoff::MAX, false));
        }
        // A success ends the burst, saying how long it was, and starts over.
        assert_eq!(backoff.succeeded(), Some(110));
        assert_eq!(
            backoff.succeeded(),
            None,
            "nothing to report between successes"
        );
        assert_eq!(backoff.failed(), (ms(10), true), "a new burst");
    }

    #[test]
    fn a_lost_connection_is_not_the_listener_failing() {
        use std::io::{Error, ErrorKind};
        assert!(is_connection_error(&Error::from(
            ErrorKind::ConnectionAborted
        )));
        assert!(is_connection_error(&Error::from(
            ErrorKind::ConnectionReset
        )));
        // Out of file descriptors (EMFILE) is the listener's trouble: pause.
        assert!(!is_connection_error(&Error::from_raw_os_error(24)));
    }
}
