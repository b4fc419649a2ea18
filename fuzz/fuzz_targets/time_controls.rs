//! Time controls as typed in `/challenge time:`, `/tournament create time:` and `/settings
//! turn_time:` (`24h`, `3d+1d`, `10d+36h/10d`, in any language's units), read by
//! `time_control::parse` and checked against a table's limits by `TimeControl::read`; the
//! clock's arithmetic on what reads.
//!
//! Invariants: reading never panics or overflows; a control that reads has positive parts,
//! its canonical text (`to_text`) reads back to it, and it displays in every language;
//! `read` is `parse` then `validate`, and a control that passes the default limits is within
//! them; a refusal is explained in every language; the clock never panics on what reads
//! (its sums are checked), and a bank after a move in time is positive and within its cap.
#![no_main]

#[path = "common.rs"]
mod common;

use tablero::games::Seat;
use tablero::i18n::Locale;
use tablero::messages::{time_control_error_text, time_control_text};
use tablero::time_control::parse::{MAX_TEXT, parse};
use tablero::time_control::{Limits, TimeControl, TimeControlError, TurnEnd};

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    let limits = Limits::default();
    let control = match parse(text) {
        Ok(control) => control,
        Err(e) => {
            assert_eq!(TimeControl::read(text, &limits), Err(e));
            for locale in Locale::all() {
                assert!(!time_control_error_text(locale, &e).is_empty(), "{e:?}");
            }
            if let TimeControlError::TooLong { max } = e {
                assert_eq!(max, MAX_TEXT);
                assert!(text.chars().count() > MAX_TEXT);
            }
            return;
        }
    };
    assert!(text.chars().count() <= MAX_TEXT);
    let (initial, increment, cap) = match control {
        TimeControl::PerTurn { seconds } => (seconds, None, None),
        TimeControl::Bank {
            initial,
            increment,
            cap,
        } => (initial, Some(increment), Some(cap)),
    };
    assert!(initial > 0 && increment.is_none_or(|i| i > 0) && cap.is_none_or(|c| c > 0));
    let canonical = control.to_text();
    assert_eq!(control.to_string(), canonical);
    assert_eq!(parse(&canonical), Ok(control), "`{text}` -> `{canonical}`");
    assert_eq!(canonical.parse::<TimeControl>(), Ok(control));
    assert_eq!(
        TimeControl::from_columns(control.turn_seconds(), increment, cap),
        Some(control)
    );
    for locale in Locale::all() {
        assert!(!time_control_text(locale, &control).is_empty());
    }
    let validated = control.validate(&limits);
    assert_eq!(TimeControl::read(text, &limits), validated.map(|()| control));
    if validated.is_ok() {
        match control {
            TimeControl::PerTurn { seconds } => {
                assert!((limits.min_turn..=limits.max_turn).contains(&seconds));
            }
            TimeControl::Bank { initial, cap, .. } => {
                assert!(initial >= limits.min_turn && initial <= cap && cap <= limits.max_bank);
            }
        }
    }
    // The clock on what reads, valid or not: a turn begun now-ish, moved on at once, just in
    // time, and at the deadline.
    let banks = control.start();
    let started = 1_800_000_000;
    for seat in [Seat::First, Seat::Second] {
        let left = banks.of(seat);
        assert_eq!(left, control.turn_seconds());
        if let Ok(deadline) = control.deadline(&banks, seat, started) {
            assert_eq!(deadline - started, left);
        }
        for used in [0, 1, left - 1, left] {
            let Some(now) = started.checked_add(used) else {
                continue;
            };
            match control.end_turn(&banks, seat, started, now) {
                Ok(TurnEnd::OutOfTime) => assert!(used >= left),
                Ok(TurnEnd::InTime(after)) => {
                    assert!(used < left);
                    let bank = after.of(seat);
                    assert!(bank > 0);
                    if let Some(cap) = cap {
                        assert!(bank <= cap);
                    } else {
                        assert_eq!(bank, left);
                    }
                    assert_eq!(after.of(seat.other()), banks.of(seat.other()));
                }
                Err(_) => {}
            }
        }
    }
});
