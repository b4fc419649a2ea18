//! The choices made in a picker, as its custom ids carry them: one character per choice
//! (two for a group), so a whole turn fits in Discord's 100 characters with room to spare,
//! and a picker keeps working after a restart without anything held in memory.

use std::fmt;

/// Items (spaces, points, piece types) are numbered 0..60 and written with one character each.
const ITEMS: &[u8; 60] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX";
const PASS: u8 = b'.';
const STOP: u8 = b'!';
const GROUP: u8 = b'~';

/// The longest path written, in characters. With the prefix and two 64-bit numbers (20
/// characters each at most) an id stays within Discord's 100: `tb:pk:` 6 + 20 + 1 + 20 + 1 +
/// 48 = 96. The longest turn needs far fewer (a Halatafl chain of 20 jumps: 21).
pub const MAX_PATH: usize = 48;

/// One choice in a picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// An option of the current menu: a space, a point or a piece type, by its index.
    Item(u8),
    /// A group of options (a column), when a menu has more than Discord shows at once.
    Group(u8),
    /// TZAAR: no second move.
    Pass,
    /// Standard Fox and Geese: end the jump chain here.
    Stop,
}

impl Choice {
    /// The largest item or group index a choice can carry.
    pub const MAX_INDEX: u8 = ITEMS.len() as u8 - 1;

    /// The choice as written in ids and menu values (one or two characters); `None` for an
    /// index too large to write.
    pub fn code(self) -> Option<String> {
        let item = |i: u8| ITEMS.get(usize::from(i)).map(|&c| char::from(c));
        Some(match self {
            Choice::Item(i) => item(i)?.to_string(),
            Choice::Group(g) => format!("{}{}", char::from(GROUP), item(g)?),
            Choice::Pass => char::from(PASS).to_string(),
            Choice::Stop => char::from(STOP).to_string(),
        })
    }

    /// Reads exactly one choice (a menu's selected value); `None` for anything else.
    pub fn parse(text: &str) -> Option<Choice> {
        match decode(text.as_bytes())?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
}

fn item_index(c: u8) -> Option<u8> {
    ITEMS.iter().position(|&x| x == c).map(|i| i as u8)
}

/// Reads written choices; `None` when any character is not ours.
fn decode(bytes: &[u8]) -> Option<Vec<Choice>> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut rest = bytes.iter().copied();
    while let Some(c) = rest.next() {
        out.push(match c {
            PASS => Choice::Pass,
            STOP => Choice::Stop,
            GROUP => Choice::Group(item_index(rest.next()?)?),
            c => Choice::Item(item_index(c)?),
        });
    }
    Some(out)
}

/// The choices made so far, written compactly. `Copy`, so it travels inside a button's
/// [`Action`](crate::table::Action).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PickPath {
    bytes: [u8; MAX_PATH],
    len: u8,
}

impl PickPath {
    /// No choice made yet.
    pub const EMPTY: PickPath = PickPath {
        bytes: [0; MAX_PATH],
        len: 0,
    };

    /// Reads a written path; `None` when it is too long or holds anything we do not write.
    pub fn parse(text: &str) -> Option<PickPath> {
        let bytes = text.as_bytes();
        if bytes.len() > MAX_PATH {
            return None;
        }
        decode(bytes)?;
        let mut path = PickPath::EMPTY;
        path.bytes[..bytes.len()].copy_from_slice(bytes);
        path.len = bytes.len() as u8;
        Some(path)
    }

    /// The path from a list of choices; `None` when it does not fit.
    pub fn from_choices(choices: &[Choice]) -> Option<PickPath> {
        choices
            .iter()
            .try_fold(PickPath::EMPTY, |path, &c| path.with(c))
    }

    /// The path as written (only ASCII characters of ours).
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }

    /// The choices, in order.
    pub fn choices(&self) -> Vec<Choice> {
        decode(self.as_str().as_bytes()).unwrap_or_default()
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The path with one more choice; `None` when it would be too long.
    pub fn with(self, choice: Choice) -> Option<PickPath> {
        let code = choice.code()?;
        let len = usize::from(self.len);
        if len + code.len() > MAX_PATH {
            return None;
        }
        let mut next = self;
        next.bytes[len..len + code.len()].copy_from_slice(code.as_bytes());
        next.len = (len + code.len()) as u8;
        Some(next)
    }

    /// The path without its last choice (the Back button).
    pub fn back(self) -> PickPath {
        let mut choices = self.choices();
        choices.pop();
        PickPath::from_choices(&choices).unwrap_or(PickPath::EMPTY)
    }
}

impl fmt::Debug for PickPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PickPath({:?})", self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_round_trips_and_foreign_text_is_refused() {
        let mut all = vec![Choice::Pass, Choice::Stop];
        for i in 0..=Choice::MAX_INDEX {
            all.push(Choice::Item(i));
            all.push(Choice::Group(i));
        }
        for c in all {
            let code = c.code().expect("written");
            assert!(code.len() <= 2);
            assert_eq!(Choice::parse(&code), Some(c), "{code}");
        }
        assert_eq!(Choice::Item(Choice::MAX_INDEX + 1).code(), None);
        for foreign in ["", "Y", "Z", "~", "~~", "00", ":", "é", "~Y"] {
            assert_eq!(Choice::parse(foreign), None, "{foreign}");
        }
    }

    #[test]
    fn paths_round_trip_go_back_and_stay_short() {
        let choices = [
            Choice::Group(3),
            Choice::Item(17),
            Choice::Item(59),
            Choice::Pass,
        ];
        let path = PickPath::from_choices(&choices).unwrap();
        assert_eq!(path.as_str(), "~3hX.");
        assert_eq!(PickPath::parse(path.as_str()), Some(path));
        assert_eq!(path.choices(), choices);
        assert_eq!(path.back().choices(), choices[..3]);
        assert_eq!(PickPath::EMPTY.back(), PickPath::EMPTY);
        let full = PickPath::parse(&"a".repeat(MAX_PATH)).unwrap();
        assert_eq!(full.with(Choice::Item(0)), None);
        assert_eq!(PickPath::parse(&"a".repeat(MAX_PATH + 1)), None);
        for bad in ["~", "a:b", "aY", " ", "~Z"] {
            assert_eq!(PickPath::parse(bad), None, "{bad}");
        }
    }
}
