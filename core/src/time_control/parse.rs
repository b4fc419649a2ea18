//! What players type for a time control, and its canonical text.
//!
//! The syntax, one form per control (whitespace and case do not matter):
//! - `24h`: a time per turn, a duration as [`parse_duration`] reads it;
//! - `3d+1d`: a 3-day bank, one more day after each move, capped at the starting bank;
//! - `3d+1d/10d`: the same with an explicit cap (after a slash: a slash reads the same in
//!   every language, where a word such as "max" would not).
//!
//! A duration is numbers with units, `1d12h` or `1 día 12 horas`, in the words of every
//! language of the catalogue (`words-time-second` ... `words-time-week`: `s`, `min`, `h`,
//! `d`, `j`, `sem`, `days`, `horas`, `jours`, ...), whatever the reader's language, in any
//! letter case, accents optional; pairs may be joined by the catalogue's `words-time-and`
//! (`1 day and 12 hours`). A bare number is minutes, as `/challenge time:` has always read it.
//! A language added to the catalogue brings its words without code.

use std::sync::OnceLock;

use super::{DAY, HOUR, MINUTE, Part, TimeControl, TimeControlError, WEEK};
use crate::i18n::{self, Locale, fold};

/// The longest text read as a time control (with its spaces): more than any control needs
/// and than any canonical text ([`TimeControl::to_text`]: three durations of at most 25
/// characters, a `+` and a `/`), little enough that reading it costs nothing.
pub const MAX_TEXT: usize = 80;

/// The longest duration text (spaces left out) [`parse_duration`] reads: room for durations
/// in words (`2semaines3jours12heures`), and more than the longest canonical text
/// ([`duration_text`]: up to 15 digits of days below `i64::MAX` seconds, then two-digit
/// hours, minutes and seconds, as `104284653950234d23h47m41s`, 25 characters), so that every
/// duration read is written back as a text that reads.
pub const MAX_DURATION: usize = 40;

/// The catalogue's words for each unit, by id, with the unit's length in seconds.
pub const UNIT_WORDS: [(&str, i64); 5] = [
    ("words-time-second", 1),
    ("words-time-minute", MINUTE),
    ("words-time-hour", HOUR),
    ("words-time-day", DAY),
    ("words-time-week", WEEK),
];

/// The catalogue's words that join two parts of a duration (`and`, `y`, `et`).
pub const AND_WORDS: &str = "words-time-and";

/// The words of `id` in every language, folded (comma-separated in the catalogue).
fn words_of(id: &str) -> impl Iterator<Item = String> + '_ {
    Locale::all().flat_map(move |locale| {
        i18n::lookup(locale, id)
            .split(',')
            .map(fold)
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
    })
}

/// Every unit word of every language, folded, with its length in seconds; read from the
/// catalogue once.
pub fn unit_words() -> &'static [(String, i64)] {
    static UNITS: OnceLock<Vec<(String, i64)>> = OnceLock::new();
    UNITS.get_or_init(|| {
        let mut out: Vec<(String, i64)> = Vec::new();
        for (id, seconds) in UNIT_WORDS {
            for word in words_of(id) {
                if !out.iter().any(|(w, _)| *w == word) {
                    out.push((word, seconds));
                }
            }
        }
        out
    })
}

/// A unit word's length in seconds, if it is one (`word` folded).
fn unit(word: &str) -> Option<i64> {
    unit_words()
        .iter()
        .find(|(w, _)| w == word)
        .map(|(_, seconds)| *seconds)
}

/// Whether `word` (folded) joins two parts of a duration.
fn joins(word: &str) -> bool {
    static AND: OnceLock<Vec<String>> = OnceLock::new();
    AND.get_or_init(|| words_of(AND_WORDS).collect())
        .iter()
        .any(|w| w == word)
}

/// A piece of a duration as typed: a number or a word.
enum Piece<'a> {
    Number(&'a str),
    Word(&'a str),
}

/// Cuts folded text into numbers and words (spaces between them optional); `None` for any
/// other character.
fn pieces(t: &str) -> Option<Vec<Piece<'_>>> {
    let mut out = Vec::new();
    let mut rest = t;
    while let Some(c) = rest.chars().next() {
        if c.is_whitespace() {
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let digits = c.is_ascii_digit();
        if !digits && !c.is_alphabetic() {
            return None;
        }
        let end = rest
            .find(|c: char| {
                if digits {
                    !c.is_ascii_digit()
                } else {
                    !c.is_alphabetic()
                }
            })
            .unwrap_or(rest.len());
        let piece = &rest[..end];
        out.push(if digits {
            Piece::Number(piece)
        } else {
            Piece::Word(piece)
        });
        rest = &rest[piece.len()..];
    }
    Some(out)
}

/// Reads a duration such as `90s`, `30m`, `12h`, `3d`, `2j`, `1sem`, `1d12h`, `3 días`,
/// `36 heures` or `1 week and 2 days` (a bare number is minutes); `None` if it does not
/// read, is not positive, or does not fit in an `i64`.
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = fold(text);
    let length = t.chars().filter(|c| !c.is_whitespace()).count();
    if length == 0 || length > MAX_DURATION {
        return None;
    }
    let pieces = pieces(&t)?;
    if let [Piece::Number(n)] = pieces.as_slice() {
        let minutes: i64 = n.parse().ok()?;
        return minutes.checked_mul(MINUTE).filter(|_| minutes > 0);
    }
    let mut total: i64 = 0;
    let mut rest = pieces.as_slice();
    loop {
        let [Piece::Number(n), Piece::Word(w), after @ ..] = rest else {
            return None;
        };
        let n: i64 = n.parse().ok()?;
        total = total.checked_add(n.checked_mul(unit(w)?)?)?;
        rest = match after {
            [] => break,
            [Piece::Word(and), more @ ..] if joins(and) && !more.is_empty() => more,
            more => more,
        };
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
    let t = text.trim();
    if t.is_empty() {
        return Err(TimeControlError::Empty);
    }
    let read =
        |part: Part, piece: &str| parse_duration(piece).ok_or(TimeControlError::Unreadable(part));
    let (main, cap) = match t.split_once('/') {
        Some((main, cap)) => (main, Some(cap)),
        None => (t, None),
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
