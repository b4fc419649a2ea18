//! Faults a test injects into the fake's REST answers: errors, rate limits (per route or
//! global), and errors answered after the request was carried out.

use super::*;

impl FakeDiscord {
    /// Makes the next `times` requests with `method` whose path contains `path_contains` fail
    /// with `status`: 429 gets a rate-limit body (`retry_after`, `global`) and headers, any
    /// other status a Discord error body. Faults are checked in the order they were added.
    pub fn fail_next(&self, method: &str, path_contains: &str, status: u16, times: usize) {
        self.shared.lock().faults.push(Fault {
            method: method.to_ascii_uppercase(),
            path_contains: path_contains.into(),
            status,
            remaining: times,
            applied: false,
            retry_after: http::RETRY_AFTER,
            global: false,
        });
    }

    /// Rate limits the next `times` matching requests (429) with a `retry_after` of
    /// `seconds`, in the body and in the `Retry-After` header, as Discord does.
    pub fn rate_limit_next(&self, method: &str, path_contains: &str, seconds: f64, times: usize) {
        self.rate_limit(method, path_contains, seconds, times, false);
    }

    /// Like [`FakeDiscord::rate_limit_next`], with the bot's global rate limit: the body
    /// says `"global": true` and the `X-RateLimit-Global` header is there, as Discord does.
    pub fn rate_limit_globally_next(
        &self,
        method: &str,
        path_contains: &str,
        seconds: f64,
        times: usize,
    ) {
        self.rate_limit(method, path_contains, seconds, times, true);
    }

    fn rate_limit(&self, method: &str, path: &str, seconds: f64, times: usize, global: bool) {
        self.shared.lock().faults.push(Fault {
            method: method.to_ascii_uppercase(),
            path_contains: path.into(),
            status: 429,
            remaining: times,
            applied: false,
            retry_after: seconds,
            global,
        });
    }

    /// Like [`FakeDiscord::fail_next`], but the requests are carried out before the error
    /// is answered: what a client then retries has already happened.
    pub fn fail_after_applying(
        &self,
        method: &str,
        path_contains: &str,
        status: u16,
        times: usize,
    ) {
        self.shared.lock().faults.push(Fault {
            method: method.to_ascii_uppercase(),
            path_contains: path_contains.into(),
            status,
            remaining: times,
            applied: true,
            retry_after: http::RETRY_AFTER,
            global: false,
        });
    }
    /// Drops every fault not yet consumed.
    pub fn clear_faults(&self) {
        self.shared.lock().faults.clear();
    }
    /// Faults not yet consumed (`(method, path_contains, status, remaining)`).
    pub fn pending_faults(&self) -> Vec<(String, String, u16, usize)> {
        self.shared
            .lock()
            .faults
            .iter()
            .filter(|f| f.remaining > 0)
            .map(|f| {
                (
                    f.method.clone(),
                    f.path_contains.clone(),
                    f.status,
                    f.remaining,
                )
            })
            .collect()
    }
}
