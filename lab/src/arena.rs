//! Engine matches (the `tablero-lab match` command): two players, each an engine
//! configuration (level, TZAAR weights, endgame solver, limits) or an outside program spoken
//! to through the `tablero-lab think` protocol (an older build, say), play a series of games
//! with the seats swapped every game,
//! from the setups asked for in turn (games `2k` and `2k+1` share their start). The report
//! gives the score, an Elo difference with its 95% interval, and speed figures.

use std::fmt;
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tablero::engine::{Engine, HARD_TIME, Level, Limits, choose_with, mix};
use tablero::games::{AnyGame, GameKind, GameRules, GameSpec, Seat, TzaarSetup};

/// Who plays one side of a match.
#[derive(Clone, Debug)]
pub enum Player {
    /// The product's engine in some configuration.
    Engine(Engine),
    /// An outside program: `command <game> <position> --time-ms N` (or `--nodes`/`--depth`)
    /// `--seed S` prints its turn as the last line, as `tablero-lab think` does (and, before
    /// it, lines `score N`, `depth N`, `nodes N`, read when present).
    External { command: String },
}

/// One side of a match: a name for the report, the player and its limits per turn.
#[derive(Clone, Debug)]
pub struct Side {
    pub name: String,
    pub player: Player,
    pub limits: Limits,
}

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The starts, used in turn by pairs of games (e.g. the fixed and the random setup).
    pub specs: Vec<GameSpec>,
    pub a: Side,
    pub b: Side,
    pub games: u32,
    pub seed: u64,
    /// Games played at once (1 or 2).
    pub threads: usize,
    /// Print every turn on standard error (see [`play_game`]).
    pub trace: bool,
}

/// The limits a level plays with in a match whose hard level gets `hard_time` per turn:
/// the other levels' time budgets scale in proportion (medium a quarter, easy a tenth).
pub fn match_limits(level: Level, kind: GameKind, hard_time: Option<Duration>) -> Limits {
    let mut limits = level.limits_for(kind);
    if let (Some(hard), Some(own)) = (hard_time, limits.time) {
        let scaled = own.as_secs_f64() * hard.as_secs_f64() / HARD_TIME.as_secs_f64();
        limits.time = Some(Duration::from_secs_f64(scaled.max(0.001)));
    }
    limits
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// Index of the start in [`MatchConfig::specs`].
    pub spec: usize,
    /// The seat A played.
    pub a_seat: Seat,
    /// The winning seat, `None` for a draw.
    pub winner: Option<Seat>,
    pub reason: String,
    /// Single moves played.
    pub plies: usize,
    /// Per player (A, B): nodes searched, time spent choosing, turns played, the sum of
    /// the depths reached, and the longest time one turn took.
    pub nodes: [u64; 2],
    pub time: [Duration; 2],
    pub turns: [u32; 2],
    pub depth_sum: [u64; 2],
    pub longest: [Duration; 2],
}

/// Wins, losses and draws from one player's point of view.
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

    /// Points share, 0 to 1 (a draw is half a point).
    pub fn share(&self) -> f64 {
        let g = self.games();
        if g == 0 {
            0.5
        } else {
            (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(g)
        }
    }

    /// Points share in percent.
    pub fn percent(&self) -> f64 {
        100.0 * self.share()
    }

    /// The standard error of the points share, from the per-game results (win 1, draw
    /// 1/2, loss 0: the trinomial variance).
    pub fn share_error(&self) -> f64 {
        let n = f64::from(self.games());
        if n < 2.0 {
            return 0.5;
        }
        let p = self.share();
        let var = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        (var / n).sqrt()
    }

    /// The Elo difference this score implies (logistic), and the 95% interval as
    /// `(low, high)`; a 0% or 100% score gives infinite ends.
    pub fn elo(&self) -> (f64, f64, f64) {
        let p = self.share();
        let se = self.share_error();
        (
            elo_of(p),
            elo_of((p - 1.96 * se).max(0.0)),
            elo_of((p + 1.96 * se).min(1.0)),
        )
    }
}

/// The Elo difference of an expected score `p` (logistic curve).
pub fn elo_of(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "+{} ={} -{} ({:.1}%)",
            self.wins,
            self.draws,
            self.losses,
            self.percent()
        )
    }
}

fn fmt_elo(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    } else {
        format!("{x:+.0}")
    }
}

/// The results of a match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    pub config: MatchConfig,
    pub results: Vec<GameResult>,
}

impl MatchReport {
    /// A's (`player` 0) or B's (1) score, over all games or in one seat and/or one start.
    pub fn score(&self, player: usize, seat: Option<Seat>, spec: Option<usize>) -> Score {
        let mut score = Score::default();
        for r in &self.results {
            let own = if player == 0 {
                r.a_seat
            } else {
                r.a_seat.other()
            };
            if seat.is_some_and(|s| s != own) || spec.is_some_and(|s| s != r.spec) {
                continue;
            }
            score.add(r.winner.map(|w| w == own));
        }
        score
    }

    /// Nodes per second of player 0 (A) or 1 (B) while choosing moves (0 if it never
    /// searched).
    pub fn nodes_per_second(&self, player: usize) -> f64 {
        let nodes: u64 = self.results.iter().map(|r| r.nodes[player]).sum();
        let time: Duration = self.results.iter().map(|r| r.time[player]).sum();
        if nodes == 0 || time.is_zero() {
            0.0
        } else {
            nodes as f64 / time.as_secs_f64()
        }
    }

    fn per_turn(&self, player: usize) -> (f64, f64, Duration) {
        let turns: u32 = self.results.iter().map(|r| r.turns[player]).sum();
        let time: Duration = self.results.iter().map(|r| r.time[player]).sum();
        let depth: u64 = self.results.iter().map(|r| r.depth_sum[player]).sum();
        let longest = self
            .results
            .iter()
            .map(|r| r.longest[player])
            .max()
            .unwrap_or_default();
        let t = f64::from(turns.max(1));
        (time.as_secs_f64() * 1000.0 / t, depth as f64 / t, longest)
    }
}

/// The game's word for a seat's side, capitalized (`White`, `Fox`).
fn seat_name(kind: GameKind, seat: Seat) -> String {
    let word = kind.def().side_words()[seat.index()];
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = &self.config;
        let kind = c
            .specs
            .first()
            .map_or(tablero::games::tzaar::KIND, |s| s.kind());
        let starts: Vec<String> = c.specs.iter().map(|s| s.options()).collect();
        writeln!(
            f,
            "{kind} {} — {} games, seed {}",
            starts.join(" + "),
            self.results.len(),
            c.seed
        )?;
        for (player, label, side) in [(0, "A", &c.a), (1, "B", &c.b)] {
            let (ms, depth, longest) = self.per_turn(player);
            writeln!(
                f,
                "{label} = {}: {:.0} ms per turn on average (longest {} ms), depth {:.1}, {:.0} nodes/s",
                side.name,
                ms,
                longest.as_millis(),
                depth,
                self.nodes_per_second(player)
            )?;
        }
        let a = self.score(0, None, None);
        let (elo, lo, hi) = a.elo();
        writeln!(
            f,
            "A scores {a} in {} games: Elo {} (95%: {} .. {})",
            a.games(),
            fmt_elo(elo),
            fmt_elo(lo),
            fmt_elo(hi)
        )?;
        for seat in Seat::ALL {
            writeln!(
                f,
                "  A as {:<6} {}",
                seat_name(kind, seat),
                self.score(0, Some(seat), None)
            )?;
        }
        if c.specs.len() > 1 {
            for (i, s) in starts.iter().enumerate() {
                writeln!(f, "  A from {s:<10} {}", self.score(0, None, Some(i)))?;
            }
        }
        let mut reasons: Vec<(String, usize)> = Vec::new();
        for r in &self.results {
            match reasons.iter_mut().find(|(k, _)| *k == r.reason) {
                Some((_, n)) => *n += 1,
                None => reasons.push((r.reason.clone(), 1)),
            }
        }
        let reasons: Vec<String> = reasons.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let plies: usize = self.results.iter().map(|r| r.plies).sum();
        write!(
            f,
            "endings: {}; average game length {:.1} single moves",
            reasons.join(", "),
            plies as f64 / self.results.len().max(1) as f64
        )
    }
}

/// Most single moves a match game may last (then it counts as a draw); no real game of
/// either kind gets near it.
const PLY_CAP: usize = 3000;

/// A player's turn: its single moves and, when the player says them, its search's figures.
struct Turn {
    moves: Vec<String>,
    said: Option<Said>,
}

/// What a search says of its turn: the score (for the side to move), the depth reached and
/// the nodes visited.
struct Said {
    score: i32,
    depth: u32,
    nodes: u64,
}

/// Asks an outside program for its turn (`command <game> <position> <limits> --seed S`, the
/// seed an engine of this build would get for the turn, so that a match against an older
/// build's `think` at node or depth limits plays exactly as the same match did inside that
/// build): the last line it prints, with the `score`, `depth` and `nodes` lines of the
/// `think` protocol when it prints all three.
fn external_turn(
    command: &str,
    game: &AnyGame,
    limits: &Limits,
    seed: u64,
) -> Result<Turn, String> {
    let mut words = command.split_whitespace();
    let program = words.next().ok_or("empty engine command")?;
    let mut cmd = Command::new(program);
    cmd.args(words)
        .arg(game.kind().key())
        .arg(game.position_text());
    if let Some(t) = limits.time {
        cmd.arg("--time-ms").arg(t.as_millis().max(1).to_string());
    }
    if let Some(n) = limits.nodes {
        cmd.arg("--nodes").arg(n.to_string());
    }
    if let Some(d) = limits.depth {
        cmd.arg("--depth").arg(d.to_string());
    }
    cmd.arg("--seed").arg(seed.to_string());
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run `{command}`: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "`{command}` failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .ok_or_else(|| format!("`{command}` printed no turn"))?;
    let figure = |key: &str| {
        text.lines()
            .find_map(|l| l.trim().strip_prefix(key)?.strip_prefix(' '))
            .map(str::trim)
    };
    let said = match (figure("score"), figure("depth"), figure("nodes")) {
        (Some(score), Some(depth), Some(nodes)) => Some(Said {
            score: score
                .parse()
                .map_err(|_| format!("`{command}`: score {score}"))?,
            depth: depth
                .parse()
                .map_err(|_| format!("`{command}`: depth {depth}"))?,
            nodes: nodes
                .parse()
                .map_err(|_| format!("`{command}`: nodes {nodes}"))?,
        }),
        _ => None,
    };
    Ok(Turn {
        moves: vec![last.trim().to_string()],
        said,
    })
}

/// Plays one game: `sides[seat]` plays that seat; A sits in `a_seat`. With `trace`
/// (the game's index), every turn is printed on standard error: the game, the ply, the
/// player, its turn, the score (for the side to move), depth and nodes when the player says
/// them (an engine always does, an outside program if it prints them), and milliseconds.
pub fn play_game(
    spec: GameSpec,
    setup_seed: u64,
    engine_seed: u64,
    sides: [&Side; 2],
    a_seat: Seat,
    trace: Option<usize>,
) -> GameResult {
    let mut game: AnyGame = spec.start(setup_seed);
    let mut r = GameResult {
        spec: 0,
        a_seat,
        winner: None,
        reason: String::new(),
        plies: 0,
        nodes: [0; 2],
        time: [Duration::ZERO; 2],
        turns: [0; 2],
        depth_sum: [0; 2],
        longest: [Duration::ZERO; 2],
    };
    let never = AtomicBool::new(false);
    let mut turn = 0u64;
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        let seat = game.to_move();
        let player = usize::from(seat != a_seat);
        let side = sides[seat.index()];
        let started = Instant::now();
        let seed = mix(engine_seed ^ turn);
        let Turn { moves, said } = match &side.player {
            Player::Engine(engine) => {
                match choose_with(&game, engine, &side.limits, seed, &never) {
                    Some(c) => Turn {
                        said: Some(Said {
                            score: c.score,
                            depth: c.depth,
                            nodes: c.nodes,
                        }),
                        moves: c.moves,
                    },
                    None => break,
                }
            }
            Player::External { command } => external_turn(command, &game, &side.limits, seed)
                .unwrap_or_else(|e| panic!("{}: {e}", side.name)),
        };
        let took = started.elapsed();
        if let Some(said) = &said {
            r.nodes[player] += said.nodes;
            r.depth_sum[player] += u64::from(said.depth);
        }
        if let Some(i) = trace {
            let figures = said.map_or_else(String::new, |s| {
                format!(" score {} depth {} nodes {}", s.score, s.depth, s.nodes)
            });
            eprintln!(
                "game {i} ply {} {}: {}{figures} {} ms",
                game.ply(),
                side.name,
                moves.join(" "),
                took.as_millis()
            );
        }
        r.time[player] += took;
        r.longest[player] = r.longest[player].max(took);
        r.turns[player] += 1;
        turn += 1;
        for mv in &moves {
            if let Err(e) = game.play_text(mv) {
                panic!(
                    "{} played an illegal move `{mv}` in {}: {e}",
                    side.name,
                    game.position_text()
                );
            }
        }
    }
    let outcome = game.outcome();
    r.winner = outcome.as_ref().and_then(|o| o.winner);
    r.reason = outcome.map_or_else(|| "move-cap".to_string(), |o| o.reason.to_string());
    r.plies = game.ply();
    r
}

/// Plays the match, and reports each finished game (index and result) as it ends. Games `2k`
/// and `2k+1` share a start (the same random TZAAR setup) with the seats swapped, A first in
/// the even game; pairs take the starts in turn.
pub fn run_match(
    config: &MatchConfig,
    progress: impl Fn(usize, &GameResult) + Sync,
) -> MatchReport {
    let games = config.games as usize;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameResult>>> = Mutex::new(vec![None; games]);
    let threads = config.threads.clamp(1, 2);
    let specs = if config.specs.is_empty() {
        vec![tablero::games::tzaar::spec(TzaarSetup::Fixed)]
    } else {
        config.specs.clone()
    };
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
                    let sides = match a_seat {
                        Seat::First => [&config.a, &config.b],
                        Seat::Second => [&config.b, &config.a],
                    };
                    let pair = i / 2;
                    let spec_index = pair % specs.len();
                    let setup_seed = mix(config.seed ^ pair as u64);
                    let engine_seed = mix(config.seed.wrapping_add(0x1000 + i as u64));
                    let mut result = play_game(
                        specs[spec_index],
                        setup_seed,
                        engine_seed,
                        sides,
                        a_seat,
                        config.trace.then_some(i),
                    );
                    result.spec = spec_index;
                    progress(i, &result);
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
        config: MatchConfig {
            specs,
            ..config.clone()
        },
        results,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_follows_the_logistic_curve_with_a_trinomial_error() {
        assert_eq!(elo_of(0.5), 0.0);
        assert!((elo_of(0.75) - 190.8).abs() < 0.1);
        let s = Score {
            wins: 30,
            losses: 10,
            draws: 0,
        };
        assert!((s.share() - 0.75).abs() < 1e-12);
        // Variance of a 0/1 result at p = 0.75 is 0.1875; the error of the mean is
        // sqrt(0.1875 / 40).
        assert!((s.share_error() - (0.1875f64 / 40.0).sqrt()).abs() < 1e-12);
        let (e, lo, hi) = s.elo();
        assert!(lo < e && e < hi);
        let sweep = Score {
            wins: 10,
            losses: 0,
            draws: 0,
        };
        assert!(sweep.elo().0.is_infinite());
        // Draws shrink the error.
        let drawish = Score {
            wins: 10,
            losses: 10,
            draws: 20,
        };
        assert!(drawish.share_error() < s.share_error());
    }
}
