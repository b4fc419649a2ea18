//! A tournament's life, as transitions on plain data: open for sign-up (join, leave), started
//! (round 1 paired, or cancelled for want of players), played round by round (results,
//! withdrawals, the next round paired once every game of the last one has ended), finished
//! with its winners, or cancelled by its organizer.
//!
//! Each transition checks everything first and changes nothing when it refuses, so the play
//! layer can load a tournament, apply one transition and store it back under a version check:
//! of two processes that notice the end of a round at once, one stores the next round and the
//! other's write is refused as stale.

use super::model::{Entrant, Pairing, Round};
use super::standings::{self, Standings};
use super::swiss::{self, SwissError, SwissPlayer};
use super::{Format, GameResult, MAX_PLAYERS, MAX_SWISS_ROUNDS, berger};
use crate::games::Seat;

/// The longest tournament name, in characters (it goes in thread names, which Discord keeps
/// under 100).
pub const MAX_NAME: usize = 60;

/// What the organizer chose.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    pub name: String,
    /// The game's key and its options text, as a challenge stores them (checked by the play
    /// layer, which knows the games).
    pub game: String,
    pub options: String,
    /// Each game's clock: a time per turn or a bank (checked against the table's limits by
    /// the play layer).
    pub time: crate::time_control::TimeControl,
    pub format: Format,
    pub rated: bool,
    pub max_players: u32,
    /// When it starts by itself (Unix seconds); `None`: when the organizer starts it.
    pub starts_at: Option<i64>,
    /// The user who created it.
    pub organizer: String,
}

/// Why settings were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("the name is empty")]
    EmptyName,
    #[error("the name is longer than {max} characters")]
    NameTooLong { max: usize },
    #[error("the most players must be between 2 and {max}")]
    BadMaxPlayers { max: u32 },
    #[error("a Swiss tournament has between 1 and {max} rounds")]
    BadRounds { max: u32 },
    #[error("the clock is not one (a time that is not positive, a bank over its cap)")]
    BadTurnTime,
}

impl Settings {
    pub fn check(&self) -> Result<(), SettingsError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(SettingsError::EmptyName);
        }
        if name.chars().count() > MAX_NAME {
            return Err(SettingsError::NameTooLong { max: MAX_NAME });
        }
        if !(2..=MAX_PLAYERS).contains(&self.max_players) {
            return Err(SettingsError::BadMaxPlayers { max: MAX_PLAYERS });
        }
        if let Format::Swiss { rounds } = self.format
            && !(1..=MAX_SWISS_ROUNDS).contains(&rounds)
        {
            return Err(SettingsError::BadRounds {
                max: MAX_SWISS_ROUNDS,
            });
        }
        if self
            .time
            .validate(&crate::time_control::Limits {
                min_turn: 1,
                max_turn: i64::MAX,
                max_bank: i64::MAX,
            })
            .is_err()
        {
            return Err(SettingsError::BadTurnTime);
        }
        Ok(())
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Taking sign-ups.
    Open,
    Running,
    Finished,
    Cancelled,
}

impl Status {
    pub fn key(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }

    pub fn from_key(key: &str) -> Option<Status> {
        [
            Status::Open,
            Status::Running,
            Status::Finished,
            Status::Cancelled,
        ]
        .into_iter()
        .find(|s| s.key() == key)
    }
}

/// Why a transition was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("the tournament is not taking sign-ups (it is {})", .0.key())]
    NotOpen(Status),
    #[error("the tournament is not running (it is {})", .0.key())]
    NotRunning(Status),
    #[error("the tournament is full ({max} players)")]
    Full { max: u32 },
    #[error("already in the tournament")]
    AlreadyJoined,
    #[error("not in the tournament")]
    NotEntered,
    #[error("already withdrawn")]
    AlreadyWithdrawn,
    #[error("round {round} has no board {board}")]
    NoSuchPairing { round: u32, board: u32 },
    #[error("the game of round {round}, board {board} already has a result")]
    AlreadyRecorded { round: u32, board: u32 },
    #[error("the tournament is over")]
    Over,
    #[error("the round could not be paired: {0}")]
    Pairing(#[from] SwissError),
}

/// What starting did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Round 1 is paired (and any later rounds that were complete at once: see [`Advance`]).
    Paired { round: u32 },
    /// Fewer than two players: the tournament is cancelled.
    Cancelled,
}

/// What [`Tournament::advance`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advance {
    /// The current round still has games being played.
    Waiting,
    /// A new round was paired. (A round whose every game was decided when it was paired, as a
    /// round robin's between two withdrawn players, is passed over to the next.)
    Paired { round: u32 },
    /// The last round ended, or (Swiss) fewer than two players are left to pair: the
    /// tournament is finished.
    Finished,
}

/// What a withdrawal did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Withdrawal {
    /// The game the player was playing, now lost by forfeit: `(round, board)`. The play layer
    /// ends that game.
    pub forfeited: Option<(u32, u32)>,
}

/// A tournament: its settings, entrants (in seed order) and rounds.
#[derive(Clone, Debug, PartialEq)]
pub struct Tournament {
    pub settings: Settings,
    pub status: Status,
    pub entrants: Vec<Entrant>,
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// A new tournament taking sign-ups, if the settings are good.
    pub fn new(settings: Settings) -> Result<Tournament, SettingsError> {
        settings.check()?;
        Ok(Tournament {
            settings,
            status: Status::Open,
            entrants: Vec::new(),
            rounds: Vec::new(),
        })
    }

    pub fn format(&self) -> Format {
        self.settings.format
    }

    /// How many rounds it has: the format's number for the field (0 before the start).
    pub fn total_rounds(&self) -> u32 {
        match self.status {
            Status::Open => 0,
            _ => self.format().rounds_for(self.entrants.len() as u32),
        }
    }

    pub fn is_entered(&self, user: &str) -> bool {
        self.entrants.iter().any(|e| e.user == user)
    }

    /// The latest round paired.
    pub fn current_round(&self) -> Option<&Round> {
        self.rounds.last()
    }

    pub fn join(&mut self, user: &str) -> Result<(), TournamentError> {
        if self.status != Status::Open {
            return Err(TournamentError::NotOpen(self.status));
        }
        if self.is_entered(user) {
            return Err(TournamentError::AlreadyJoined);
        }
        if self.entrants.len() >= self.settings.max_players as usize {
            return Err(TournamentError::Full {
                max: self.settings.max_players,
            });
        }
        self.entrants.push(Entrant::new(user));
        Ok(())
    }

    pub fn leave(&mut self, user: &str) -> Result<(), TournamentError> {
        if self.status != Status::Open {
            return Err(TournamentError::NotOpen(self.status));
        }
        let at = self
            .entrants
            .iter()
            .position(|e| e.user == user)
            .ok_or(TournamentError::NotEntered)?;
        self.entrants.remove(at);
        Ok(())
    }

    /// Starts: seeds the entrants by `rating` (highest first; unrated after rated; the order of
    /// joining among equals) and pairs round 1, or cancels for want of two players.
    pub fn start(
        &mut self,
        rating: impl Fn(&str) -> Option<f64>,
    ) -> Result<Start, TournamentError> {
        if self.status != Status::Open {
            return Err(TournamentError::NotOpen(self.status));
        }
        if self.entrants.len() < 2 {
            self.status = Status::Cancelled;
            return Ok(Start::Cancelled);
        }
        let mut ranked: Vec<(Option<f64>, Entrant)> = self
            .entrants
            .drain(..)
            .map(|e| (rating(&e.user).filter(|r| r.is_finite()), e))
            .collect();
        // A stable sort: equal ratings keep the order of joining.
        ranked.sort_by(|(a, _), (b, _)| match (a, b) {
            (Some(a), Some(b)) => b.total_cmp(a),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
        self.entrants = ranked.into_iter().map(|(_, e)| e).collect();
        let before = self.clone();
        self.status = Status::Running;
        match self.pair_onwards() {
            Ok(Advance::Paired { round }) => Ok(Start::Paired { round }),
            // Two players or more always have a game to play in round 1; were every round
            // decided at once, the tournament would have finished, its rounds all paired.
            Ok(Advance::Finished | Advance::Waiting) => Ok(Start::Paired {
                round: self.rounds.len() as u32,
            }),
            Err(e) => {
                *self = before;
                Err(e)
            }
        }
    }

    /// Cancels an open or running tournament.
    pub fn cancel(&mut self) -> Result<(), TournamentError> {
        match self.status {
            Status::Open | Status::Running => {
                self.status = Status::Cancelled;
                Ok(())
            }
            Status::Finished | Status::Cancelled => Err(TournamentError::Over),
        }
    }

    /// Records the result of a game of the current round.
    pub fn record(
        &mut self,
        round: u32,
        board: u32,
        result: GameResult,
    ) -> Result<(), TournamentError> {
        if self.status != Status::Running {
            return Err(TournamentError::NotRunning(self.status));
        }
        let missing = TournamentError::NoSuchPairing { round, board };
        let r = self
            .rounds
            .iter_mut()
            .find(|r| r.number == round)
            .ok_or(missing.clone())?;
        let p = r
            .pairings
            .iter_mut()
            .find(|p| p.board == board)
            .ok_or(missing)?;
        if p.result.is_some() {
            return Err(TournamentError::AlreadyRecorded { round, board });
        }
        p.result = Some(result);
        Ok(())
    }

    /// Withdraws a player from a running tournament: they are paired no more, and the game
    /// they are playing is lost by forfeit.
    pub fn withdraw(&mut self, user: &str) -> Result<Withdrawal, TournamentError> {
        if self.status != Status::Running {
            return Err(TournamentError::NotRunning(self.status));
        }
        let round = self.rounds.last().map_or(1, |r| r.number);
        let entrant = self
            .entrants
            .iter_mut()
            .find(|e| e.user == user)
            .ok_or(TournamentError::NotEntered)?;
        if entrant.withdrawn.is_some() {
            return Err(TournamentError::AlreadyWithdrawn);
        }
        entrant.withdrawn = Some(round);
        let mut forfeited = None;
        if let Some(r) = self.rounds.last_mut()
            && let Some(p) = r
                .pairings
                .iter_mut()
                .find(|p| p.result.is_none() && p.seat_of(user).is_some())
            && let Some(seat) = p.seat_of(user)
        {
            p.result = Some(GameResult::Forfeited(seat));
            forfeited = Some((r.number, p.board));
        }
        Ok(Withdrawal { forfeited })
    }

    /// Pairs the next round if the current one is complete, or finishes the tournament after
    /// its last round.
    pub fn advance(&mut self) -> Result<Advance, TournamentError> {
        if self.status != Status::Running {
            return Err(TournamentError::NotRunning(self.status));
        }
        if self.rounds.last().is_some_and(|r| !r.is_complete()) {
            return Ok(Advance::Waiting);
        }
        let before = self.clone();
        self.pair_onwards().inspect_err(|_| *self = before)
    }

    /// The standings after the rounds paired so far.
    pub fn standings(&self) -> Standings {
        standings::compute(self.format(), &self.entrants, &self.rounds)
    }

    /// The winners (those in first place, several when they share it) once it has finished.
    pub fn winners(&self) -> Vec<String> {
        if self.status != Status::Finished {
            return Vec::new();
        }
        self.standings()
            .rows
            .into_iter()
            .filter(|r| r.rank == 1)
            .map(|r| r.user)
            .collect()
    }

    /// Pairs rounds until one has a game to play, or finishes.
    fn pair_onwards(&mut self) -> Result<Advance, TournamentError> {
        loop {
            let next = self.rounds.len() as u32 + 1;
            let active = self
                .entrants
                .iter()
                .filter(|e| e.withdrawn.is_none())
                .count();
            // A Swiss ends when fewer than two are left to pair; a round robin plays out its
            // table, the games against the withdrawn won by forfeit.
            if next > self.total_rounds() || (self.format().is_swiss() && active < 2) {
                self.status = Status::Finished;
                return Ok(Advance::Finished);
            }
            let round = match self.format() {
                Format::Swiss { .. } => self.pair_swiss(next)?,
                Format::RoundRobin => self.pair_berger(next, false),
                Format::DoubleRoundRobin => self.pair_berger(next, true),
            };
            let complete = round.is_complete();
            self.rounds.push(round);
            if !complete {
                return Ok(Advance::Paired { round: next });
            }
        }
    }

    /// A round-robin round from the Berger table; games against withdrawn players are
    /// forfeits from the start.
    fn pair_berger(&self, number: u32, double: bool) -> Round {
        let table =
            berger::round(self.entrants.len(), number, double).unwrap_or(berger::BergerRound {
                pairs: Vec::new(),
                bye: None,
            });
        let gone = |i: usize| self.entrants[i].withdrawn.is_some();
        let pairings = table
            .pairs
            .iter()
            .zip(1..)
            .map(|(&(w, b), board)| Pairing {
                board,
                first: self.entrants[w].user.clone(),
                second: self.entrants[b].user.clone(),
                result: match (gone(w), gone(b)) {
                    (true, true) => Some(GameResult::BothForfeited),
                    (true, false) => Some(GameResult::Forfeited(Seat::First)),
                    (false, true) => Some(GameResult::Forfeited(Seat::Second)),
                    (false, false) => None,
                },
            })
            .collect();
        let bye = table
            .bye
            .filter(|&i| !gone(i))
            .map(|i| self.entrants[i].user.clone());
        Round {
            number,
            pairings,
            bye,
        }
    }

    /// A Swiss round over the players still in.
    fn pair_swiss(&self, number: u32) -> Result<Round, TournamentError> {
        let entries = standings::entries(&self.entrants, &self.rounds);
        let points = standings::points(self.format(), &entries);
        let active: Vec<usize> = (0..self.entrants.len())
            .filter(|&i| self.entrants[i].withdrawn.is_none())
            .collect();
        let position = |user: &str| active.iter().position(|&i| self.entrants[i].user == user);
        let players: Vec<SwissPlayer> = active
            .iter()
            .map(|&i| {
                let mut p = SwissPlayer {
                    score: points[i],
                    ..SwissPlayer::default()
                };
                for entry in &entries[i] {
                    match entry {
                        standings::RoundEntry::Game { opponent, seat, .. } => {
                            p.colours.push(*seat);
                            p.met.extend(position(opponent));
                        }
                        standings::RoundEntry::Bye => p.byes += 1,
                        standings::RoundEntry::Absent => {}
                    }
                }
                p
            })
            .collect();
        let paired = swiss::pair(&players)?;
        let user = |k: usize| self.entrants[active[k]].user.clone();
        Ok(Round {
            number,
            pairings: paired
                .pairs
                .iter()
                .zip(1..)
                .map(|(&(w, b), board)| Pairing {
                    board,
                    first: user(w),
                    second: user(b),
                    result: None,
                })
                .collect(),
            bye: paired.bye.map(user),
        })
    }
}
