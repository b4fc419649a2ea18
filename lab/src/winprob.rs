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
    /// Write every sample here (`group  score  result  game`), to fit again later.
    pub out: Option<String>,
    /// Fit these sample files instead of playing games.
    pub data: Vec<String>,
}

/// One position: its group (the variant's options and the side to move, `random:w`), the
/// search score for the side to move, and that side's result.
#[derive(Clone, Debug)]
struct Sample {
    group: String,
    score: f64,
    result: f64,
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
    /// (variant and side to move, score for the side to move, that side's result: 1 won,
    /// 0 lost, 0.5 drawn).
    samples: Vec<Sample>,
    /// (who moved, severity) for every turn after the random opening.
    verdicts: Vec<(Who, Option<Severity>)>,
    plies: usize,
}

pub fn run(r: Run) -> Result<(), Failure> {
    let kind = match r.game {
        GameName::Tzaar => tablero::games::tzaar::KIND,
        GameName::Foxgeese => tablero::games::foxgeese::KIND,
    };
    if !r.data.is_empty() {
        let mut games: Vec<Played> = Vec::new();
        for (f, path) in r.data.iter().enumerate() {
            read_samples(&std::fs::read_to_string(path)?, f, &mut games)?;
        }
        report(kind, &games, r.seed);
        return Ok(());
    }
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
    if let Some(path) = &r.out {
        let mut text = String::from("# group\tscore\tresult\tgame (tablero-lab winprob)\n");
        for (i, g) in games.iter().enumerate() {
            for s in &g.samples {
                text.push_str(&format!("{}\t{}\t{}\t{i}\n", s.group, s.score, s.result));
            }
        }
        std::fs::write(path, text)?;
    }
    report(kind, &games, r.seed);
    Ok(())
}

/// Reads a sample file back, one [`Played`] per game (its verdicts are not kept).
fn read_samples(text: &str, file: usize, games: &mut Vec<Played>) -> Result<(), Failure> {
    let mut by_game: std::collections::BTreeMap<String, Vec<Sample>> = Default::default();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split('\t').collect();
        let [group, score, result, game] = f[..] else {
            return Err(format!("not a sample line: {line}").into());
        };
        by_game
            .entry(format!("{file}:{game}"))
            .or_default()
            .push(Sample {
                group: group.to_string(),
                score: score.parse()?,
                result: result.parse()?,
            });
    }
    for (_, samples) in by_game {
        games.push(Played {
            samples,
            verdicts: Vec::new(),
            plies: 0,
        });
    }
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
            let seat = if g.to_move() == tablero::games::Seat::First {
                "1"
            } else {
                "2"
            };
            samples.push(Sample {
                group: format!("{}:{seat}", g.spec().options()),
                score: f64::from(s),
                result,
            });
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

/// A fitted mapping: the scale and each group's offset.
#[derive(Clone, Debug)]
struct Fitted {
    k: f64,
    offsets: std::collections::BTreeMap<String, f64>,
}

impl Fitted {
    fn chance(&self, s: &Sample) -> f64 {
        let b = self.offsets.get(&s.group).copied().unwrap_or(0.0);
        analysis::winprob::logistic_with(s.score, self.k, b)
    }
}

/// Mean log loss of a mapping on `samples`.
fn log_loss(samples: &[&Sample], fit: &Fitted) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = fit.chance(s).clamp(eps, 1.0 - eps);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Golden-section search for the minimum of `f` on `[a, b]`.
fn golden(mut a: f64, mut b: f64, f: impl Fn(f64) -> f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if f(c) < f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// The mapping of least log loss: `k` in [10, 5000] (on log k) and, with `offsets`, one
/// offset in [-6, 6] per group, by coordinate descent (the loss is convex in the offsets
/// and in 1/k).
fn fit(samples: &[&Sample], offsets: bool) -> Fitted {
    let mut fitted = Fitted {
        k: 200.0,
        offsets: Default::default(),
    };
    let groups: std::collections::BTreeSet<&str> =
        samples.iter().map(|s| s.group.as_str()).collect();
    for _ in 0..if offsets { 8 } else { 1 } {
        let base = fitted.clone();
        fitted.k = golden(10f64.ln(), 5000f64.ln(), |lk| {
            log_loss(
                samples,
                &Fitted {
                    k: lk.exp(),
                    ..base.clone()
                },
            )
        })
        .exp();
        if !offsets {
            break;
        }
        for g in &groups {
            let mine: Vec<&Sample> = samples.iter().copied().filter(|s| s.group == *g).collect();
            let base = fitted.clone();
            let b = golden(-6.0, 6.0, |b| {
                let mut f = base.clone();
                f.offsets.insert(g.to_string(), b);
                log_loss(&mine, &f)
            });
            fitted.offsets.insert(g.to_string(), b);
        }
    }
    fitted
}

fn report(kind: GameKind, games: &[Played], seed: u64) {
    let samples: Vec<&Sample> = games.iter().flat_map(|g| g.samples.iter()).collect();
    let plain = fit(&samples, false);
    let full = fit(&samples, true);
    // 95% intervals: refits on 40 resamples of whole games (a game's positions are not
    // independent).
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut ks: Vec<f64> = Vec::new();
    let mut offsets: std::collections::BTreeMap<String, Vec<f64>> = Default::default();
    for _ in 0..40 {
        let pick: Vec<&Sample> = (0..games.len())
            .flat_map(|_| games[rng.below(games.len())].samples.iter())
            .collect();
        let f = fit(&pick, true);
        ks.push(f.k);
        for (g, b) in f.offsets {
            offsets.entry(g).or_default().push(b);
        }
    }
    ks.sort_by(f64::total_cmp);
    let interval = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let lo = v[v.len() / 40];
        let hi = v[v.len() - 1 - v.len() / 40];
        (lo, hi)
    };
    let shipped = Fitted {
        k: analysis::winprob::scale(kind),
        offsets: Default::default(),
    };
    println!("game {}", kind.key());
    println!(
        "games {}, positions with a search score {}",
        games.len(),
        samples.len()
    );
    println!(
        "log loss: k = infinity {:.4}; shipped k {:.0} {:.4}; k alone {:.0} {:.4}; k with offsets {:.4}",
        std::f64::consts::LN_2,
        shipped.k,
        log_loss(&samples, &shipped),
        plain.k,
        log_loss(&samples, &plain),
        log_loss(&samples, &full)
    );
    let (klo, khi) = interval(&mut ks);
    println!("fitted k {:.0} (95% interval {klo:.0}-{khi:.0})", full.k);
    for (g, b) in &full.offsets {
        let n = samples.iter().filter(|s| &s.group == g).count();
        let (lo, hi) = interval(offsets.get_mut(g).unwrap_or(&mut vec![*b, *b]));
        println!("  offset {g}: {b:+.2} (95% interval {lo:+.2} to {hi:+.2}; {n} positions)");
    }
    println!(
        "calibration with the offsets (predicted chance of the side to move: positions, predicted, won):"
    );
    for bin in 0..10 {
        let lo = bin as f64 / 10.0;
        let hi = lo + 0.1;
        let inside: Vec<&&Sample> = samples
            .iter()
            .filter(|s| {
                let p = full.chance(s);
                p >= lo && (p < hi || bin == 9)
            })
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let predicted: f64 = inside.iter().map(|s| full.chance(s)).sum::<f64>() / n;
        let won: f64 = inside.iter().map(|s| s.result).sum::<f64>() / n;
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
