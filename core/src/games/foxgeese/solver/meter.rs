//! Progress lines for the long runs (solving, checking): on stderr at most every 2 seconds,
//! with the rate and the time left.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// A duration as people read it: seconds, minutes or hours.
pub fn human(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..=119 => format!("{s} s"),
        120..=7199 => format!("{} min", s / 60),
        _ => format!("{:.1} h", s as f64 / 3600.0),
    }
}

/// A progress line on stderr at most every 2 seconds, with the rate and an estimate.
pub struct Meter {
    label: String,
    total: u64,
    started: Instant,
    last: Mutex<Instant>,
    enabled: bool,
}

impl Meter {
    pub fn new(label: String, total: u64, enabled: bool) -> Meter {
        let now = Instant::now();
        Meter {
            label,
            total,
            started: now,
            last: Mutex::new(now),
            enabled,
        }
    }

    pub fn tick(&self, done: u64) {
        if !self.enabled {
            return;
        }
        let Ok(mut last) = self.last.try_lock() else {
            return;
        };
        if last.elapsed() < Duration::from_secs(2) {
            return;
        }
        *last = Instant::now();
        let secs = self.started.elapsed().as_secs_f64().max(1e-9);
        let rate = done as f64 / secs;
        let left = self.total.saturating_sub(done) as f64 / rate.max(1.0);
        eprintln!(
            "  {}: {:5.1}% of {} positions, {:.2}M/s, about {} left",
            self.label,
            100.0 * done as f64 / self.total.max(1) as f64,
            self.total,
            rate / 1e6,
            human(Duration::from_secs_f64(left.min(1e9))),
        );
    }
}
