//! The variants: Two Foxes (Halatafl) and standard Fox and Geese with its table options.

use std::fmt;
use std::str::FromStr;

/// How many geese the standard game starts with (a table option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum GeeseCount {
    /// Rank 3 and the lower arm.
    #[default]
    Thirteen,
    /// The 13 plus `a4 g4`.
    Fifteen,
    /// The 13 plus `a4 b4 f4 g4`.
    Seventeen,
}

impl GeeseCount {
    pub const ALL: [GeeseCount; 3] = [
        GeeseCount::Thirteen,
        GeeseCount::Fifteen,
        GeeseCount::Seventeen,
    ];

    /// 13, 15 or 17.
    pub fn count(self) -> u32 {
        match self {
            GeeseCount::Thirteen => 13,
            GeeseCount::Fifteen => 15,
            GeeseCount::Seventeen => 17,
        }
    }

    /// The option for 13, 15 or 17 geese.
    pub fn from_count(n: u32) -> Option<GeeseCount> {
        match n {
            13 => Some(GeeseCount::Thirteen),
            15 => Some(GeeseCount::Fifteen),
            17 => Some(GeeseCount::Seventeen),
            _ => None,
        }
    }
}

/// A game of the Fox and Geese family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Two foxes, twenty geese, mandatory captures, the pen wins.
    Halatafl,
    /// One fox, 13/15/17 geese, optional jumps, sideways goose steps only as an option.
    Standard { geese: GeeseCount, sideways: bool },
}

impl Variant {
    /// Every variant: Halatafl, then the standard options.
    pub const ALL: [Variant; 7] = [
        Variant::Halatafl,
        Variant::Standard {
            geese: GeeseCount::Thirteen,
            sideways: false,
        },
        Variant::Standard {
            geese: GeeseCount::Fifteen,
            sideways: false,
        },
        Variant::Standard {
            geese: GeeseCount::Seventeen,
            sideways: false,
        },
        Variant::Standard {
            geese: GeeseCount::Thirteen,
            sideways: true,
        },
        Variant::Standard {
            geese: GeeseCount::Fifteen,
            sideways: true,
        },
        Variant::Standard {
            geese: GeeseCount::Seventeen,
            sideways: true,
        },
    ];

    /// Standard Fox and Geese with 13 geese and no sideways steps.
    pub const STANDARD: Variant = Variant::Standard {
        geese: GeeseCount::Thirteen,
        sideways: false,
    };

    /// Number of foxes (2 in Halatafl, 1 otherwise).
    pub fn foxes(self) -> u32 {
        match self {
            Variant::Halatafl => 2,
            Variant::Standard { .. } => 1,
        }
    }

    /// Number of geese at the start, which is also the most a valid position may hold.
    pub fn start_geese(self) -> u32 {
        match self {
            Variant::Halatafl => 20,
            Variant::Standard { geese, .. } => geese.count(),
        }
    }

    /// The foxes win when fewer geese than this remain (9 in Halatafl, 4 otherwise).
    pub fn min_geese(self) -> u32 {
        match self {
            Variant::Halatafl => 9,
            Variant::Standard { .. } => 4,
        }
    }

    /// Whether geese may step sideways.
    pub fn sideways(self) -> bool {
        match self {
            Variant::Halatafl => true,
            Variant::Standard { sideways, .. } => sideways,
        }
    }

    /// Whether captures are mandatory (and chains must be completed).
    pub fn mandatory_capture(self) -> bool {
        matches!(self, Variant::Halatafl)
    }

    /// Whether geese win by filling the pen.
    pub fn pen_wins(self) -> bool {
        matches!(self, Variant::Halatafl)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Variant::Halatafl => f.write_str("halatafl"),
            Variant::Standard { geese, sideways } => {
                f.write_str("standard")?;
                match geese {
                    GeeseCount::Thirteen => {}
                    GeeseCount::Fifteen => f.write_str("+15")?,
                    GeeseCount::Seventeen => f.write_str("+17")?,
                }
                if sideways {
                    f.write_str("+sideways")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a variant text was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Neither `halatafl` nor `standard`.
    UnknownGame(String),
    /// An option that does not exist (or an option given to `halatafl`).
    UnknownOption { game: String, option: String },
    /// Two geese counts, or the same option twice.
    ConflictingOption(String),
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownGame(g) => write!(
                f,
                "unknown variant `{g}` (expected `halatafl` or `standard` with options +13, +15, +17, +sideways)"
            ),
            VariantError::UnknownOption { game, option } => {
                write!(f, "unknown option `{option}` for `{game}`")
            }
            VariantError::ConflictingOption(o) => {
                write!(f, "option `{o}` conflicts with an earlier option")
            }
        }
    }
}

impl std::error::Error for VariantError {}

impl FromStr for Variant {
    type Err = VariantError;

    fn from_str(s: &str) -> Result<Variant, VariantError> {
        let lower = s.trim().to_ascii_lowercase();
        let mut parts = lower.split('+').map(str::trim);
        let game = parts.next().unwrap_or_default();
        match game {
            "halatafl" => match parts.next() {
                None => Ok(Variant::Halatafl),
                Some(option) => Err(VariantError::UnknownOption {
                    game: game.to_string(),
                    option: option.to_string(),
                }),
            },
            "standard" => {
                let mut geese: Option<GeeseCount> = None;
                let mut sideways = false;
                for option in parts {
                    if option == "sideways" {
                        if sideways {
                            return Err(VariantError::ConflictingOption(option.to_string()));
                        }
                        sideways = true;
                        continue;
                    }
                    let count = option.parse::<u32>().ok().and_then(GeeseCount::from_count);
                    match count {
                        Some(c) if geese.is_none() => geese = Some(c),
                        Some(_) => {
                            return Err(VariantError::ConflictingOption(option.to_string()));
                        }
                        None => {
                            return Err(VariantError::UnknownOption {
                                game: game.to_string(),
                                option: option.to_string(),
                            });
                        }
                    }
                }
                Ok(Variant::Standard {
                    geese: geese.unwrap_or_default(),
                    sideways,
                })
            }
            _ => Err(VariantError::UnknownGame(s.trim().to_string())),
        }
    }
}
