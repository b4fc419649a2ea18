//! What players type for a time control, and its canonical text.
//!
//! The syntax, one form per control (whitespace and case do not matter):
//! - `24h`: a time per turn, a duration as [`parse_duration`] reads it;
//! - `3d+1d`: a 3-day bank, one more day after each move, capped at the starting bank;
//! - `3d+1d/10d`: the same with an explicit cap (after a slash: a slash reads the same in
//!   every language, where a word such as "max" would not).
//!
//! A duration is numbers with units, `1d12h`, in the units of English, Spanish and French:
//! `s` (`sec`, `seg`) seconds, `m` (`min`, `mn`) minutes, `h` hours, `d` or `j` days, `w` or
//! `sem` weeks; a bare number is minutes, as `/challenge time:` has always read it.

use super::{DAY, HOUR, MINUTE, Part, TimeControl, TimeControlError, WEEK};

/// The longest text read as a time control (with its spaces): more than any control needs
/// and than any canonical text ([`TimeControl::to_text`]: three durations of at most
/// [`MAX_DURATION`] characters, a `+` and a `/`), little enough that reading it costs nothing.
pub const MAX_TEXT: usize = 80;

/// The longest duration text (spaces left out) [`parse_duration`] reads: the longest
/// canonical text ([`duration_text`]: up to 15 digits of days below `i64::MAX` seconds, then
/// two-digit hours, minutes and seconds, as `104284653950234d23h47m41s`), so that every
/// duration read is written back as a text that reads.
pub const MAX_DURATION: usize = 25;

/// A unit word's length in seconds, if it is one.
fn unit(word: &str) -> Option<i64> {
    Some(match word {
        "s" | "sec" | "seg" => 1,
        "m" | "min" | "mn" => MINUTE,
        "h" => HOUR,
        "d" | "j" => DAY,
        "w" | "sem" => WEEK,
        _ => return None,
    })
}

/// Reads a duration such as `90s`, `30m`, `12h`, `3d`, `2j`, `1sem` or `1d12h` (a bare number
/// is minutes); `None` if it does not read, is not positive, or does not fit in an `i64`.
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase().replace(' ', "");
    if t.is_empty() || t.len() > MAX_DURATION {
        return None;
    }
    if let Ok(minutes) = t.parse::<i64>() {
        return minutes.checked_mul(MINUTE).filter(|_| minutes > 0);
    }
    let mut total: i64 = 0;
    let mut rest = t.as_str();
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (number, after) = rest.split_at(digits);
        let letters = after
            .find(|c: char| !c.is_ascii_lowercase())
            .unwrap_or(after.len());
        let (word, after) = after.split_at(letters);
        let n: i64 = number.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit(word)?)?)?;
        rest = after;
    }
    (total > 0).then_some(total)
}

/// Reads a time control's syntax (see the module's documentation); the table's limits are
/// checked by [`TimeControl::read`]. Zero and negative values cannot be typed, so every
/// control read here has positive parts; a bank's default cap is its starting bank.
pub fn parse(text: &str) -> Result<TimeControl, TimeControlError> {
    // Counted in characters (as the refusal says), looking no further than the limit.
    if text.chars().nth(MAX_TEXT).is_some() {
        return Err(TimeControlError::TooLong { max: MAX_TEXT });
    }
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    if t.is_empty() {
        return Err(TimeControlError::Empty);
    }
    let read =
        |part: Part, piece: &str| parse_duration(piece).ok_or(TimeControlError::Unreadable(part));
    let (main, cap) = match t.split_once('/') {
        Some((main, cap)) => (main, Some(cap)),
        None => (t.as_str(), None),
    };
    match main.split_once('+') {
        None if cap.is_some() => Err(TimeControlError::CapWithoutBank),
        None => Ok(TimeControl::PerTurn {
            seconds: read(Part::Turn, main)?,
        }),
        Some((bank, increment)) => {
            let initial = read(Part::Bank, bank)?;
            let increment = read(Part::Increment, increment)?;
            let cap = match cap {
                Some(cap) => read(Part::Cap, cap)?,
                None => initial,
            };
            Ok(TimeControl::Bank {
                initial,
                increment,
                cap,
            })
        }
    }
}

/// A duration's canonical text: days, hours, minutes and seconds, each left out when zero
/// (`1d12h`, `90s` as `1m30s`). [`parse_duration`] reads it back. Weeks are written as days,
/// so each duration has one text. Zero and negative values, which no valid control holds,
/// are written in seconds (and do not read back).
pub fn duration_text(seconds: i64) -> String {
    if seconds <= 0 {
        return format!("{seconds}s");
    }
    let mut out = String::new();
    let mut rest = seconds;
    for (size, letter) in [(DAY, 'd'), (HOUR, 'h'), (MINUTE, 'm'), (1, 's')] {
        let n = rest / size;
        rest %= size;
        if n > 0 {
            out.push_str(&n.to_string());
            out.push(letter);
        }
    }
    out
}
