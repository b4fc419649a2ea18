//! The three ways a game starts: the official fixed setup, a random setup rebuilt from a
//! stored seed, and the tournament placement phase.

use std::fmt;
use std::str::FromStr;

use super::geometry::Cell;
use super::pieces::{Color, Kind, Stack};
use super::position::{Position, Setup, Step};

/// The official "Diagram 4" start, in position text.
pub const FIXED_TEXT: &str =
    "ttttT/TrrrRT/TRzzZRT/TRZtTZRT/TRZTtzrt/trztTzrt/trzZZrt/trRRRt/tTTTT w open";

/// How a game's board is set up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupKind {
    Fixed,
    /// All 60 pieces shuffled onto the 60 spaces from this seed.
    Random(u64),
    /// The players place their pieces one by one, White first.
    Tournament,
}

impl SetupKind {
    /// The starting position of this setup.
    pub fn position(self) -> Position {
        match self {
            SetupKind::Fixed => fixed(),
            SetupKind::Random(seed) => random(seed),
            SetupKind::Tournament => tournament(),
        }
    }
}

impl fmt::Display for SetupKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupKind::Fixed => f.write_str("fixed"),
            SetupKind::Random(seed) => write!(f, "random {seed}"),
            SetupKind::Tournament => f.write_str("tournament"),
        }
    }
}

impl FromStr for SetupKind {
    type Err = String;

    /// Reads `fixed`, `tournament` or `random <seed>` (also `random:<seed>`).
    fn from_str(s: &str) -> Result<SetupKind, String> {
        let lower = s.trim().to_ascii_lowercase();
        let mut words = lower.split([' ', ':']).filter(|w| !w.is_empty());
        match (words.next(), words.next(), words.next()) {
            (Some("fixed"), None, None) => Ok(SetupKind::Fixed),
            (Some("tournament"), None, None) => Ok(SetupKind::Tournament),
            (Some("random"), Some(seed), None) => seed
                .parse()
                .map(SetupKind::Random)
                .map_err(|_| format!("the random seed `{seed}` is not a whole number")),
            _ => Err("a setup is `fixed`, `random <seed>` or `tournament`".into()),
        }
    }
}

/// The fixed start (official diagram).
pub fn fixed() -> Position {
    FIXED_TEXT.parse().expect("the fixed start is valid")
}

/// The empty board of the tournament setup, White to place.
pub fn tournament() -> Position {
    let setup = Setup::empty(Color::White, Step::Place);
    Position::from_setup(&setup).expect("the empty placement board is valid")
}

/// A random setup: the 60 pieces shuffled onto the 60 spaces, reproducibly from `seed`.
///
/// The shuffle is a Fisher-Yates driven by SplitMix64, written here rather than taken from a
/// crate because the seed-to-board mapping is part of the stored data: it must never change
/// when a dependency is upgraded.
pub fn random(seed: u64) -> Position {
    let mut pieces: Vec<(Color, Kind)> = Vec::with_capacity(60);
    for color in Color::ALL {
        for kind in Kind::ALL {
            pieces.extend(std::iter::repeat_n((color, kind), kind.supply().into()));
        }
    }
    let mut rng = SplitMix64(seed);
    for i in (1..pieces.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        pieces.swap(i, j);
    }
    let mut setup = Setup::empty(Color::White, Step::Open);
    for (cell, (color, kind)) in Cell::ALL.iter().zip(pieces) {
        setup.board[cell.index()] = Some(Stack {
            color,
            kind,
            height: 1,
        });
    }
    Position::from_setup(&setup).expect("a shuffled full board is valid")
}

/// SplitMix64 (Steele, Lea and Flood), a tiny generator with a fixed, documented output.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0), by rejection so no value is favoured.
    fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let x = self.next();
            if x < zone {
                return x % n;
            }
        }
    }
}
