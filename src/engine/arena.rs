//! Engine matches: two levels play a series of games against each other, alternating seats,
//! on at most two threads (the `tablero match` command).

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use super::rng::mix;
use super::{Level, Limits, choose};
use crate::games::{AnyGame, GameKind, GameRules, GameSpec, Seat};

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub spec: GameSpec,
    /// Engine A (plays the first seat in even-numbered games).
    pub a: Level,
    /// Engine B.
    pub b: Level,
    pub games: u32,
    pub seed: u64,
    /// Hard's time budget per turn; the other levels' budgets scale in proportion (medium
    /// gets a quarter, easy a tenth). `None`: the levels' defaults.
    pub hard_time: Option<Duration>,
    /// Worker threads (clamped to 1..=2).
    pub threads: usize,
}

/// The limits a level plays with in a match whose hard level gets `hard_time` per turn.
pub fn match_limits(level: Level, kind: GameKind, hard_time: Option<Duration>) -> Limits {
    let mut limits = level.limits_for(kind);
    if let (Some(hard), Some(own)) = (hard_time, limits.time) {
        let scaled = own.as_secs_f64() * hard.as_secs_f64() / super::HARD_TIME.as_secs_f64();
        limits.time = Some(Duration::from_secs_f64(scaled.max(0.001)));
    }
    limits
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The seat engine A played.
    pub a_seat: Seat,
    /// The winning seat, `None` for a draw.
    pub winner: Option<Seat>,
    pub reason: String,
    /// Single moves played.
    pub plies: usize,
    /// Nodes searched and time spent choosing moves, per engine (A, B).
    pub nodes: [u64; 2],
    pub time: [Duration; 2],
}

/// Wins, losses and draws from one engine's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Score {
    fn add(&mut self, won: Option<bool>) {
        match won {
            Some(true) => self.wins += 1,
            Some(false) => self.losses += 1,
            None => self.draws += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Points share in percent (a draw is half a point).
    pub fn percent(&self) -> f64 {
        let g = self.games();
        if g == 0 {
            0.0
        } else {
            100.0 * (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(g)
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} wins, {} losses, {} draws ({:.1}%)",
            self.wins,
            self.losses,
            self.draws,
            self.percent()
        )
    }
}

/// The results of a match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    pub config: MatchConfig,
    pub results: Vec<GameResult>,
}

impl MatchReport {
    /// Engine A's (`engine` 0) or B's (1) score, over all games or in one seat.
    pub fn score(&self, engine: usize, seat: Option<Seat>) -> Score {
        let mut score = Score::default();
        for r in &self.results {
            let own = if engine == 0 {
                r.a_seat
            } else {
                r.a_seat.other()
            };
            if seat.is_some_and(|s| s != own) {
                continue;
            }
            score.add(r.winner.map(|w| w == own));
        }
        score
    }

    /// Nodes per second of engine 0 (A) or 1 (B) while choosing moves (0 if it never searched).
    pub fn nodes_per_second(&self, engine: usize) -> f64 {
        let nodes: u64 = self.results.iter().map(|r| r.nodes[engine]).sum();
        let time: Duration = self.results.iter().map(|r| r.time[engine]).sum();
        if nodes == 0 || time.is_zero() {
            0.0
        } else {
            nodes as f64 / time.as_secs_f64()
        }
    }
}

fn seat_name(kind: GameKind, seat: Seat) -> &'static str {
    match (kind, seat) {
        (GameKind::Tzaar, Seat::First) => "White",
        (GameKind::Tzaar, Seat::Second) => "Black",
        (GameKind::FoxGeese, Seat::First) => "foxes",
        (GameKind::FoxGeese, Seat::Second) => "geese",
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let kind = c.spec.kind();
        writeln!(
            f,
            "{} {} — {} games, A = {}, B = {}, seed {}{}",
            kind,
            c.spec.options(),
            self.results.len(),
            c.a,
            c.b,
            c.seed,
            c.hard_time
                .map(|t| format!(
                    ", hard {} ms per turn (others in proportion)",
                    t.as_millis()
                ))
                .unwrap_or_default()
        )?;
        for (engine, name, level) in [(0, "A", c.a), (1, "B", c.b)] {
            writeln!(f, "{name} ({level}): {}", self.score(engine, None))?;
            for seat in Seat::ALL {
                writeln!(
                    f,
                    "  as {:<6} {}",
                    seat_name(kind, seat),
                    self.score(engine, Some(seat))
                )?;
            }
        }
        let plies: usize = self.results.iter().map(|r| r.plies).sum();
        writeln!(
            f,
            "average game length: {:.1} single moves",
            plies as f64 / self.results.len().max(1) as f64
        )?;
        write!(
            f,
            "nodes/s: A {:.0}, B {:.0}",
            self.nodes_per_second(0),
            self.nodes_per_second(1)
        )
    }
}

/// Most single moves a match game may last (then it counts as a draw); no real game of
/// either kind gets near it.
const PLY_CAP: usize = 3000;

/// Plays one game: `levels[seat]` with `limits[seat]`; A sits in `a_seat`.
pub fn play_game(
    spec: GameSpec,
    setup_seed: u64,
    engine_seed: u64,
    levels: [Level; 2],
    limits: [Limits; 2],
    a_seat: Seat,
) -> GameResult {
    let mut game: AnyGame = spec.start(setup_seed);
    let mut nodes = [0u64; 2];
    let mut time = [Duration::ZERO; 2];
    let mut turn = 0u64;
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        let seat = game.to_move();
        let engine = usize::from(seat != a_seat);
        let started = Instant::now();
        let choice = choose(
            &game,
            levels[seat.index()],
            &limits[seat.index()],
            mix(engine_seed ^ turn),
        );
        time[engine] += started.elapsed();
        turn += 1;
        let Some(choice) = choice else { break };
        nodes[engine] += choice.nodes;
        for mv in &choice.moves {
            if let Err(e) = game.play_text(mv) {
                panic!(
                    "engine {} played an illegal move `{mv}` in {}: {e}",
                    levels[seat.index()],
                    game.position_text()
                );
            }
        }
    }
    let outcome = game.outcome();
    GameResult {
        a_seat,
        winner: outcome.as_ref().and_then(|o| o.winner),
        reason: outcome.map_or_else(|| "move-cap".to_string(), |o| o.reason.to_string()),
        plies: game.ply(),
        nodes,
        time,
    }
}

/// Plays the match. Games `2k` and `2k+1` share a start (the same random TZAAR setup) with
/// the seats swapped, A first in the even game.
pub fn run_match(config: &MatchConfig) -> MatchReport {
    let kind = config.spec.kind();
    let limits_a = match_limits(config.a, kind, config.hard_time);
    let limits_b = match_limits(config.b, kind, config.hard_time);
    let games = config.games as usize;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new(vec![None; games]);
    let threads = config.threads.clamp(1, 2);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        break;
                    }
                    let a_seat = if i.is_multiple_of(2) {
                        Seat::First
                    } else {
                        Seat::Second
                    };
                    let (levels, limits) = match a_seat {
                        Seat::First => ([config.a, config.b], [limits_a, limits_b]),
                        Seat::Second => ([config.b, config.a], [limits_b, limits_a]),
                    };
                    let setup_seed = mix(config.seed ^ (i as u64 / 2));
                    let engine_seed = mix(config.seed.wrapping_add(0x1000 + i as u64));
                    let result =
                        play_game(config.spec, setup_seed, engine_seed, levels, limits, a_seat);
                    if let Ok(mut all) = results.lock() {
                        all[i] = Some(result);
                    }
                }
            });
        }
    });
    let results = results
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .flatten()
        .collect();
    MatchReport {
        config: config.clone(),
        results,
    }
}
