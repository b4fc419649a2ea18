//! Colours, piece types and stacks.

use std::fmt;

/// A player's colour. White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position text (`w` / `b`).
    pub fn letter(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three piece types. A stack's type is the type of its top piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Tzaar,
    Tzarra,
    Tott,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Tzaar, Kind::Tzarra, Kind::Tott];

    /// How many pieces of this type each player owns.
    pub fn supply(self) -> u8 {
        match self {
            Kind::Tzaar => 6,
            Kind::Tzarra => 9,
            Kind::Tott => 15,
        }
    }

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Upper-case letter of the type (`Z`, `R`, `T`).
    pub fn letter(self) -> char {
        match self {
            Kind::Tzaar => 'Z',
            Kind::Tzarra => 'R',
            Kind::Tott => 'T',
        }
    }

    /// Reads a type letter in either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'Z' => Some(Kind::Tzaar),
            'R' => Some(Kind::Tzarra),
            'T' => Some(Kind::Tott),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Tzaar => "Tzaar",
            Kind::Tzarra => "Tzarra",
            Kind::Tott => "Tott",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A stack as seen on the board: its owner, its top type and its height (at least 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub color: Color,
    pub kind: Kind,
    pub height: u8,
}
