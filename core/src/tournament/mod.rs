//! Tournaments (issue 27), as pure data: who plays whom, what each round scored, who is
//! ahead. No I/O, no clock, no database, no Discord: the play layer stores a [`Tournament`]
//! (`store::tournaments`), calls its transitions when people join, games end or the organizer
//! acts, and shows its [`Standings`] and pairings. Every transition either applies whole or
//! is refused with a typed reason, on any input; none panics.
//!
//! - [`berger`]: round-robin schedules (Berger tables), single and double.
//! - [`swiss`]: Swiss pairing after FIDE's Dutch system (handbook C.04.3), as one maximum-weight
//!   matching over the whole field whose weights rank the rules (`matching`, over the
//!   `integer-blossom` crate).
//! - [`standings`]: points, tie-breaks (Buchholz, Sonneborn-Berger, direct encounter), ranks.
//! - [`model`]: the records: entrants, rounds, pairings and results.
//! - [`machine`]: the tournament's life: sign-up, start, rounds, results, withdrawals, the end.
//! - [`league`]: leagues' divisions, and the next season's after promotion and relegation.
//!
//! Players are named by their user ids (opaque text, as everywhere in the crate); points are
//! exact ([`Points`], in quarter points, so halves and Sonneborn-Berger's quarters never
//! round).

pub mod berger;
pub mod league;
pub mod machine;
mod matching;
pub mod model;
pub mod standings;
pub mod swiss;

#[cfg(test)]
mod examples;
#[cfg(test)]
mod props;

use std::fmt;

pub use crate::games::Seat;
pub use machine::{
    Advance, Settings, SettingsError, Start, Status, Tournament, TournamentError, Withdrawal,
};
pub use model::{Entrant, Pairing, Round};
pub use standings::{RoundEntry, StandingRow, Standings, Tiebreak};

/// The most players a tournament takes: enough for any Discord server's event, few enough that
/// a Swiss round's matching (cubic in the field) takes milliseconds and its weights fit.
pub const MAX_PLAYERS: u32 = 128;

/// The most rounds a Swiss tournament may ask for.
pub const MAX_SWISS_ROUNDS: u32 = 30;

/// How players meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// `rounds` rounds paired by score (capped at the rounds of a round robin of the field, so
    /// nobody has to meet anyone twice).
    Swiss { rounds: u32 },
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, once with each colour.
    DoubleRoundRobin,
}

impl Format {
    /// The stable key written in storage (the Swiss rounds are a column of their own).
    pub fn key(self) -> &'static str {
        match self {
            Format::Swiss { .. } => "swiss",
            Format::RoundRobin => "round_robin",
            Format::DoubleRoundRobin => "double_round_robin",
        }
    }

    /// The format with this key; `rounds` is read by Swiss alone.
    pub fn from_key(key: &str, rounds: u32) -> Option<Format> {
        match key {
            "swiss" => Some(Format::Swiss { rounds }),
            "round_robin" => Some(Format::RoundRobin),
            "double_round_robin" => Some(Format::DoubleRoundRobin),
            _ => None,
        }
    }

    pub fn is_swiss(self) -> bool {
        matches!(self, Format::Swiss { .. })
    }

    /// What a bye scores. Swiss: a win (the rule, FIDE's pairing-allocated bye). Round
    /// robin: nothing: everyone sits out the same number of rounds, so a point for it would
    /// only add the same to every score, and a score reads as out of the games played, as in
    /// chess round robins.
    pub fn bye_points(self) -> Points {
        match self {
            Format::Swiss { .. } => Points::ONE,
            Format::RoundRobin | Format::DoubleRoundRobin => Points::ZERO,
        }
    }

    /// The rounds played by `players` entrants (at least 2).
    pub fn rounds_for(self, players: u32) -> u32 {
        let cycle = berger::rounds(players);
        match self {
            Format::Swiss { rounds } => rounds.min(cycle),
            Format::RoundRobin => cycle,
            Format::DoubleRoundRobin => 2 * cycle,
        }
    }

    /// The tie-breaks after points, in order.
    pub fn tiebreaks(self) -> &'static [Tiebreak] {
        match self {
            Format::Swiss { .. } => &[
                Tiebreak::Buchholz,
                Tiebreak::SonnebornBerger,
                Tiebreak::DirectEncounter,
            ],
            Format::RoundRobin | Format::DoubleRoundRobin => {
                &[Tiebreak::SonnebornBerger, Tiebreak::DirectEncounter]
            }
        }
    }
}

/// A game's result in a tournament: played to an end (a time-out is an ordinary loss), or lost
/// by forfeit when a player withdrew before it ended (or, in a round robin, was scheduled after
/// they withdrew).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The seat won (by the rules, resignation or time).
    Won(Seat),
    Drawn,
    /// The seat lost by forfeit.
    Forfeited(Seat),
    /// Both players had withdrawn: nobody scores.
    BothForfeited,
}

impl GameResult {
    /// The stable key written in storage.
    pub fn key(self) -> &'static str {
        match self {
            GameResult::Won(Seat::First) => "first_won",
            GameResult::Won(Seat::Second) => "second_won",
            GameResult::Drawn => "drawn",
            GameResult::Forfeited(Seat::First) => "first_forfeited",
            GameResult::Forfeited(Seat::Second) => "second_forfeited",
            GameResult::BothForfeited => "both_forfeited",
        }
    }

    pub fn from_key(key: &str) -> Option<GameResult> {
        [
            GameResult::Won(Seat::First),
            GameResult::Won(Seat::Second),
            GameResult::Drawn,
            GameResult::Forfeited(Seat::First),
            GameResult::Forfeited(Seat::Second),
            GameResult::BothForfeited,
        ]
        .into_iter()
        .find(|r| r.key() == key)
    }

    /// What the player in `seat` scored.
    pub fn points_of(self, seat: Seat) -> Points {
        match self {
            GameResult::Won(w) if w == seat => Points::ONE,
            GameResult::Forfeited(l) if l != seat => Points::ONE,
            GameResult::Drawn => Points::HALF,
            _ => Points::ZERO,
        }
    }

    /// Whether the game was decided away from the board.
    pub fn is_forfeit(self) -> bool {
        matches!(self, GameResult::Forfeited(_) | GameResult::BothForfeited)
    }
}

/// An exact score: points in quarters (a result is a whole or half point; a
/// Sonneborn-Berger sum weighs scores by halves, so quarters appear there).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Points(pub i64);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const QUARTER: Points = Points(1);
    pub const HALF: Points = Points(2);
    pub const ONE: Points = Points(4);

    /// The score in half points, rounded down (every game score is a whole number of them).
    pub fn halves(self) -> i64 {
        self.0.div_euclid(2)
    }

    /// `self` scaled by `other` read as a fraction of a point (a Sonneborn-Berger term: an
    /// opponent's score times the share of the point taken from them), rounded down to a
    /// quarter (exact when one side is a whole or half point).
    pub fn times(self, other: Points) -> Points {
        Points((self.0 * other.0).div_euclid(4))
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Points {
    /// As score tables write it: `3`, `2½`, `½`, `7¾`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (sign, q) = if self.0 < 0 {
            ("-", -self.0)
        } else {
            ("", self.0)
        };
        let whole = q / 4;
        let part = ["", "¼", "½", "¾"][(q % 4) as usize];
        if whole == 0 && !part.is_empty() {
            write!(f, "{sign}{part}")
        } else {
            write!(f, "{sign}{whole}{part}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_as_score_tables_write_them() {
        let shown: Vec<String> = [0, 1, 2, 4, 10, 31, -2]
            .into_iter()
            .map(|q| Points(q).to_string())
            .collect();
        assert_eq!(shown, ["0", "¼", "½", "1", "2½", "7¾", "-½"]);
        assert_eq!(Points(10).halves(), 5);
        // Half of an opponent's 2½ is 1¼, exactly.
        assert_eq!(Points(10).times(Points::HALF), Points(5));
        assert_eq!(Points(10).times(Points::ONE), Points(10));
    }

    #[test]
    fn keys_read_back() {
        for r in [
            GameResult::Won(Seat::First),
            GameResult::Won(Seat::Second),
            GameResult::Drawn,
            GameResult::Forfeited(Seat::First),
            GameResult::Forfeited(Seat::Second),
            GameResult::BothForfeited,
        ] {
            assert_eq!(GameResult::from_key(r.key()), Some(r));
        }
        for f in [
            Format::Swiss { rounds: 5 },
            Format::RoundRobin,
            Format::DoubleRoundRobin,
        ] {
            assert_eq!(Format::from_key(f.key(), 5), Some(f));
        }
        assert_eq!(GameResult::from_key("won"), None);
    }

    #[test]
    fn forfeits_score_like_results() {
        let r = GameResult::Forfeited(Seat::Second);
        assert_eq!(r.points_of(Seat::First), Points::ONE);
        assert_eq!(r.points_of(Seat::Second), Points::ZERO);
        assert_eq!(
            GameResult::BothForfeited.points_of(Seat::First),
            Points::ZERO
        );
        assert_eq!(GameResult::Drawn.points_of(Seat::Second), Points::HALF);
    }
}
