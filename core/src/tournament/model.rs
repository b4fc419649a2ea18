//! The records a tournament keeps: its entrants in seed order, and its rounds of pairings.
//! Plain data shared by the state machine, which writes them, and the standings, which read
//! them.

use super::GameResult;
use crate::games::Seat;

/// A player in a tournament. Their seed is their place in [`super::Tournament::entrants`]
/// (from 1): the order of joining until the start, then by rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub user: String,
    /// The round (from 1) in which they withdrew or were removed; they are paired in no later
    /// round (a round robin's later games against them are forfeits).
    pub withdrawn: Option<u32>,
}

impl Entrant {
    pub fn new(user: &str) -> Entrant {
        Entrant {
            user: user.to_string(),
            withdrawn: None,
        }
    }
}

/// Two players' game in a round: `first` has the first seat (White in TZAAR, the foxes in Fox
/// and Geese).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The board's number in its round, from 1 (board 1 the top pairing).
    pub board: u32,
    pub first: String,
    pub second: String,
    /// `None` while the game is being played.
    pub result: Option<GameResult>,
}

impl Pairing {
    /// The seat `user` has in this pairing, if they play in it.
    pub fn seat_of(&self, user: &str) -> Option<Seat> {
        if self.first == user {
            Some(Seat::First)
        } else if self.second == user {
            Some(Seat::Second)
        } else {
            None
        }
    }

    /// The player in `seat`.
    pub fn player(&self, seat: Seat) -> &str {
        match seat {
            Seat::First => &self.first,
            Seat::Second => &self.second,
        }
    }
}

/// One round: its pairings in board order and the player who sits it out, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// The round's number, from 1.
    pub number: u32,
    pub pairings: Vec<Pairing>,
    pub bye: Option<String>,
}

impl Round {
    /// Whether every game of the round has a result.
    pub fn is_complete(&self) -> bool {
        self.pairings.iter().all(|p| p.result.is_some())
    }

    /// The pairing `user` plays in this round.
    pub fn pairing_of(&self, user: &str) -> Option<&Pairing> {
        self.pairings.iter().find(|p| p.seat_of(user).is_some())
    }
}
