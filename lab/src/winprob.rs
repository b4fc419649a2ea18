//! Fits the analysis's win-probability scale (`analysis::winprob`) and measures how often
//! each severity comes up, from games reviewed as `/analyze` reviews them.
//!
//! ```text
//! cargo run --release -p tablero-lab -- winprob tzaar --games 40 --threads 2
//! cargo run --release -p tablero-lab -- winprob foxgeese --games 40 --threads 2 \
//!     --variant halatafl,standard+sideways,standard
//! ```
//!
//! Every game is played with the analysis's own evaluation at each turn's start (the hard
//! level at the analysis node budget, `analysis::Setup::standard`): a hard side plays its
//! own turn at a quarter of that budget (so the review judges it with a deeper search than
//! it played with), an easy side at a twentieth (node budgets keep a run reproducible),
//! and the first two turns are random for variety. Half the games are hard against hard,
//! half easy against hard (seats alternating). Each position's search score, for the side
//! to move, is paired with whether that side went on to win (one half for a draw), and the
//! scale `k` of `P = 1 / (1 + e^(-score / k))` is the one of least log loss (a
//! golden-section search on log k), with a 95% interval from resampling whole games. The
//! finished games are then reviewed (`analysis::review`) to count the inaccuracies,
//! mistakes and blunders of each level, which is how the thresholds are judged.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use tablero::analysis::{self, Eval, PositionEval, Severity};
use tablero::engine::{self, Engine, Level, Limits, Oracle, Rng, mix};
use tablero::games::{AnyGame, GameKind, GameRules, GameSpec};

use crate::{Failure, GameName};

/// Options of `tablero-lab winprob`.
pub struct Run {
    pub game: GameName,
    pub games: usize,
    pub nodes: Option<u64>,
    pub seed: u64,
    pub threads: usize,
    pub variant: Option<String>,
}

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Who {
    Hard,
    Easy,
}

/// One reviewed game: each position's score and the final result, per turn the mover's
/// level and the review's verdict.
struct Played {
    /// (score for the side to move, that side's result: 1 won, 0 lost, 0.5 drawn).
    samples: Vec<(f64, f64)>,
    /// (who moved, severity) for every turn after the random opening.
    verdicts: Vec<(Who, Option<Severity>)>,
    plies: usize,
}

pub fn run(r: Run) -> Result<(), Failure> {
    let kind = match r.game {
        GameName::Tzaar => tablero::games::tzaar::KIND,
        GameName::Foxgeese => tablero::games::foxgeese::KIND,
    };
    let variants = r.variant.clone().unwrap_or_else(|| match r.game {
        GameName::Tzaar => "random,fixed".into(),
        GameName::Foxgeese => "halatafl,standard+sideways,standard".into(),
    });
    let specs = variants
        .split(',')
        .map(|v| GameSpec::parse(kind, v.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    let mut setup = analysis::Setup::standard(kind, Oracle::none());
    if let Some(n) = r.nodes {
        setup.nodes = n;
    }
    eprintln!(
        "{} games of {} at {} nodes a position on {} threads: about {} positions",
        r.games,
        kind.key(),
        setup.nodes,
        r.threads,
        r.games * if kind.key() == "tzaar" { 26 } else { 60 }
    );
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, Played)>> = Mutex::new(Vec::new());
    let started = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..r.threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= r.games {
                        break;
                    }
                    let spec = specs[i % specs.len()];
                    let seed = mix(r.seed.wrapping_mul(1000) + i as u64);
                    // Half the games hard against hard, half easy against hard, seats
                    // alternating.
                    let sides = match i % 4 {
                        0 | 1 => [Who::Hard, Who::Hard],
                        2 => [Who::Easy, Who::Hard],
                        _ => [Who::Hard, Who::Easy],
                    };
                    let played = play(spec, seed, sides, &setup);
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    let elapsed = started.elapsed().as_secs_f64();
                    eprintln!(
                        "game {n}/{}: {} plies; {:.0} s elapsed, about {:.0} s left",
                        r.games,
                        played.plies,
                        elapsed,
                        elapsed / n as f64 * (r.games - n) as f64
                    );
                    results.lock().unwrap().push((i, played));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    let games: Vec<Played> = results.into_iter().map(|(_, p)| p).collect();
    report(kind, &games, r.seed);
    Ok(())
}

/// Plays and reviews one game.
fn play(spec: GameSpec, seed: u64, sides: [Who; 2], setup: &analysis::Setup) -> Played {
    let cancel = AtomicBool::new(false);
    let mut game: AnyGame = spec.start(seed);
    let setup = analysis::Setup {
        seed,
        ..setup.clone()
    };
    let mut rng = Rng::new(seed);
    let mut evals: Vec<PositionEval> = Vec::new();
    let mut movers: Vec<Option<Who>> = Vec::new();
    let mut turn = 0;
    while game.outcome().is_none() && turn < 300 {
        let eval = analysis::evaluate(&game, &setup, &cancel);
        let seat = game.to_move();
        let who = sides[seat.index()];
        let text = if turn < 2 {
            movers.push(None);
            let c = engine::choose(&game, Level::Random, &Limits::default(), rng.next_u64());
            c.map(|c| c.text())
        } else {
            movers.push(Some(who));
            match who {
                // The hard level at a quarter of the budget, with a seed of its own, so the
                // review judges it with a deeper search than it played with.
                Who::Hard => {
                    let limits = Limits::nodes(setup.nodes / 4);
                    let e = Engine::new(Level::Hard);
                    engine::choose_with(&game, &e, &limits, rng.next_u64(), &cancel)
                        .map(|c| c.text())
                }
                Who::Easy => {
                    let limits = Limits {
                        time: None,
                        nodes: Some(setup.nodes / 20),
                        ..Level::Easy.limits_for(game.kind())
                    };
                    let e = Engine::new(Level::Easy);
                    engine::choose_with(&game, &e, &limits, rng.next_u64(), &cancel)
                        .map(|c| c.text())
                }
            }
        };
        evals.push(eval);
        let Some(text) = text else { break };
        if game.play_text(&text).is_err() {
            break;
        }
        turn += 1;
    }
    let turns = match analysis::turns(&game) {
        Ok(t) => t,
        Err(_) => {
            return Played {
                samples: Vec::new(),
                verdicts: Vec::new(),
                plies: 0,
            };
        }
    };
    evals.push(analysis::evaluate(&game, &setup, &cancel));
    let review = analysis::review(&turns, &evals);
    let winner = game.outcome().and_then(|o| o.winner);
    let positions = turns.positions();
    let mut samples = Vec::new();
    for (g, e) in positions.iter().zip(&evals) {
        if let Eval::Score(s) = e.eval {
            let result = match winner {
                Some(w) if w == g.to_move() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            samples.push((f64::from(s), result));
        }
    }
    let verdicts = review
        .turns
        .iter()
        .zip(&movers)
        .filter_map(|(t, who)| who.map(|w| (w, t.severity)))
        .collect();
    Played {
        samples,
        verdicts,
        plies: game.ply(),
    }
}

/// Mean log loss of the scale `k` on `samples`.
fn log_loss(samples: &[(f64, f64)], k: f64) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|&(s, y)| {
            let p = analysis::winprob::logistic(s, k).clamp(eps, 1.0 - eps);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale of least log loss, by golden-section search on log k in [10, 5000].
fn fit(samples: &[(f64, f64)]) -> f64 {
    let (mut a, mut b) = (10f64.ln(), 5000f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if log_loss(samples, c.exp()) < log_loss(samples, d.exp()) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

fn report(kind: GameKind, games: &[Played], seed: u64) {
    let samples: Vec<(f64, f64)> = games.iter().flat_map(|g| g.samples.clone()).collect();
    let k = fit(&samples);
    // 95% interval: refit on 200 resamples of whole games (positions of a game are not
    // independent).
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut ks: Vec<f64> = (0..200)
        .map(|_| {
            let pick: Vec<(f64, f64)> = (0..games.len())
                .flat_map(|_| games[rng.below(games.len())].samples.clone())
                .collect();
            fit(&pick)
        })
        .collect();
    ks.sort_by(f64::total_cmp);
    let current = analysis::winprob::scale(kind);
    println!("game {}", kind.key());
    println!(
        "games {}, positions with a search score {}",
        games.len(),
        samples.len()
    );
    println!(
        "fitted k {:.0} (95% interval {:.0}-{:.0}); log loss {:.4} (shipped k {:.0}: {:.4}; k = infinity: {:.4})",
        k,
        ks[5],
        ks[194],
        log_loss(&samples, k),
        current,
        log_loss(&samples, current),
        std::f64::consts::LN_2
    );
    println!("calibration (predicted chance of the side to move: positions, predicted, won):");
    for bin in 0..10 {
        let lo = bin as f64 / 10.0;
        let hi = lo + 0.1;
        let inside: Vec<&(f64, f64)> = samples
            .iter()
            .filter(|(s, _)| {
                let p = analysis::winprob::logistic(*s, k);
                p >= lo && (p < hi || bin == 9)
            })
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let predicted: f64 = inside
            .iter()
            .map(|(s, _)| analysis::winprob::logistic(*s, k))
            .sum::<f64>()
            / n;
        let won: f64 = inside.iter().map(|(_, y)| y).sum::<f64>() / n;
        println!(
            "  {:>3.0}-{:<3.0}% {:>6} {:>5.1}% {:>5.1}%",
            lo * 100.0,
            hi * 100.0,
            inside.len(),
            predicted * 100.0,
            won * 100.0
        );
    }
    println!("severities per turn (with the shipped k and thresholds):");
    for who in [Who::Hard, Who::Easy] {
        let verdicts: Vec<Option<Severity>> = games
            .iter()
            .flat_map(|g| g.verdicts.iter())
            .filter(|(w, _)| *w == who)
            .map(|(_, s)| *s)
            .collect();
        let n = verdicts.len().max(1) as f64;
        let count = |s: Severity| verdicts.iter().filter(|v| **v == Some(s)).count();
        println!(
            "  {:?}: {} turns, inaccuracies {:.1}%, mistakes {:.1}%, blunders {:.1}%",
            who,
            verdicts.len(),
            count(Severity::Inaccuracy) as f64 / n * 100.0,
            count(Severity::Mistake) as f64 / n * 100.0,
            count(Severity::Blunder) as f64 / n * 100.0
        );
    }
}
