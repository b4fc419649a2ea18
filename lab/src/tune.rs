//! Fits the TZAAR evaluation's weights from self-play games (a logistic, "Texel" fit).
//!
//! Two steps, each a subcommand of `tablero-lab tune`:
//!
//! ```text
//! # 1. self-play: positions (at the start of each turn) and who won, one per line
//! cargo run --release -p tablero-lab -- tune selfplay --games 600 --nodes 6000 \
//!     --seed 1 --out /tmp/tzaar-games.tsv [--weights data/engine/tzaar.weights]
//! # 2. fit: minimise the log loss of P(side to move wins) = 1 / (1 + e^(-score/200))
//! cargo run --release -p tablero-lab -- tune fit --data /tmp/tzaar-games.tsv \
//!     --out data/engine/tzaar.weights [--from data/engine/tzaar.weights]
//! ```
//!
//! (Until the lab had a crate of its own these were `cargo run --release --example
//! tune_tzaar -- selfplay|fit`, with the same options; `data/engine/tzaar.weights` says
//! how its weights were made in those words.)
//!
//! Positions are taken at the start of each turn and between its two moves. The
//! self-play games are the hard level against itself at a node budget per turn (so a
//! run is reproducible and independent of the machine's load), from the fixed setup and
//! from seeded random setups, with the first turns of some games played by the easy level
//! for variety. Each position is labelled with the game's result for the side to move.
//! The fit is full-batch gradient descent (Adam) on the log loss with a small L2 penalty,
//! started from the weights given with `--from`; the score is linear in the weights, so
//! the problem is convex. It prints the loss before and after and writes the weights with
//! a header saying how they were made.

// Feature vectors and their weights are parallel arrays, indexed together.
#![allow(clippy::needless_range_loop)]

use std::fs;
use std::io::Write as _;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use clap::Subcommand;

use tablero::engine::{Engine, Level, Limits, Rng, choose_with};
use tablero::games::tzaar::Position;
use tablero::games::tzaar::pack::player::eval::{
    FEATURES, NF, PHASE_MAX, SCALE, Weights, features,
};
use tablero::games::{GameRules, Seat, TzaarSetup};

/// The two steps of a fit.
#[derive(Subcommand)]
pub enum Step {
    /// Play the hard level against itself at a node budget per turn and write each
    /// position (at the start of a turn and between its two moves) with whether the side
    /// to move won: `position<TAB>1|0`, one per line.
    Selfplay {
        /// Games to play.
        #[arg(long, default_value_t = 200)]
        games: u64,
        /// Node budget per turn.
        #[arg(long, default_value_t = 6000)]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the positions.
        #[arg(long, value_name = "FILE")]
        out: String,
        /// The weights the games are played with (default: the shipped ones).
        #[arg(long, value_name = "FILE")]
        weights: Option<String>,
    },
    /// Fit the weights to self-play positions (log loss, Adam, a small L2 penalty) and
    /// write them with a header saying how they were made.
    Fit {
        /// A file written by `selfplay` (repeat for several).
        #[arg(long, value_name = "FILE", required = true)]
        data: Vec<String>,
        /// Where to write the weights.
        #[arg(long, value_name = "FILE")]
        out: String,
        /// The weights to start from (default: all zero).
        #[arg(long, value_name = "FILE")]
        from: Option<String>,
        /// Adam steps.
        #[arg(long, default_value_t = 3000)]
        iters: usize,
        /// L2 penalty.
        #[arg(long, default_value_t = 1e-7)]
        l2: f64,
        /// A line added to the header.
        #[arg(long, value_name = "TEXT")]
        note: Option<String>,
    },
}

/// Runs one step.
pub fn run(step: Step) -> Result<(), String> {
    match step {
        Step::Selfplay {
            games,
            nodes,
            seed,
            out,
            weights,
        } => selfplay(games, nodes, seed, &out, weights.as_deref()),
        Step::Fit {
            data,
            out,
            from,
            iters,
            l2,
            note,
        } => fit(&data, &out, from.as_deref(), iters, l2, note.as_deref()),
    }
}

fn load_weights(path: Option<&str>) -> Result<Option<Arc<Weights>>, String> {
    path.map(|p| {
        let text = fs::read_to_string(p).map_err(|e| format!("{p}: {e}"))?;
        Weights::parse(&text)
            .map(Arc::new)
            .map_err(|e| format!("{p}: {e}"))
    })
    .transpose()
}

fn selfplay(
    games: u64,
    nodes: u64,
    seed: u64,
    out: &str,
    weights: Option<&str>,
) -> Result<(), String> {
    let weights = load_weights(weights)?;
    let mut engine = Engine::new(Level::Hard);
    engine.weights = weights.map(|w| w as _);
    let easy = Engine::new(Level::Easy);
    let never = AtomicBool::new(false);
    let mut file = fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    let mut rng = Rng::new(seed);
    let mut positions = 0usize;
    let mut white_wins = 0u64;
    for g in 0..games {
        let spec = if g % 4 == 0 {
            tablero::games::tzaar::spec(TzaarSetup::Fixed)
        } else {
            tablero::games::tzaar::spec(TzaarSetup::Random)
        };
        let mut game = spec.start(rng.next_u64());
        // Some games open with a few easy-level turns, so fixed-setup games differ.
        let easy_turns = rng.below(4);
        let mut seen: Vec<(String, Seat)> = Vec::new();
        let mut turn = 0usize;
        while game.outcome().is_none() && turn < 200 {
            let Some(t) = game.downcast_ref::<tablero::games::tzaar::Game>() else {
                unreachable!()
            };
            let pos = t.position().clone();
            if turn >= 2 {
                seen.push((pos.to_string(), game.to_move()));
            }
            let (who, limits) = if turn < easy_turns {
                (&easy, Limits::depth(2))
            } else {
                (&engine, Limits::nodes(nodes))
            };
            let Some(choice) = choose_with(&game, who, &limits, rng.next_u64(), &never) else {
                break;
            };
            let mover = game.to_move();
            for (i, mv) in choice.moves.iter().enumerate() {
                game.play_text(mv)
                    .map_err(|e| format!("illegal self-play move: {e}"))?;
                // The position between the turn's two moves is evaluated in the search
                // too, so it is learned from as well.
                if i == 0 && turn >= 2 && game.outcome().is_none() && game.to_move() == mover {
                    seen.push((game.position_text(), mover));
                }
            }
            turn += 1;
        }
        let Some(winner) = game.outcome().and_then(|o| o.winner) else {
            continue;
        };
        if winner == Seat::First {
            white_wins += 1;
        }
        for (text, mover) in seen {
            let won = u8::from(mover == winner);
            writeln!(file, "{text}\t{won}").map_err(|e| e.to_string())?;
            positions += 1;
        }
        if (g + 1) % 20 == 0 {
            eprintln!("{} games, {positions} positions", g + 1);
        }
    }
    eprintln!("{games} games ({white_wins} won by White), {positions} positions written to {out}");
    Ok(())
}

/// One training example: the design row (opening and endgame parts) and the label.
struct Example {
    x: [f64; 2 * NF],
    won: f64,
}

fn example(pos: &Position, won: f64) -> Example {
    let (f, phase) = features(pos);
    let mut x = [0.0; 2 * NF];
    let mg = f64::from(phase) / f64::from(PHASE_MAX);
    for i in 0..NF {
        x[i] = f64::from(f[i]) * mg;
        x[NF + i] = f64::from(f[i]) * (1.0 - mg);
    }
    Example { x, won }
}

fn loss_and_gradient(data: &[Example], w: &[f64; 2 * NF], l2: f64) -> (f64, [f64; 2 * NF]) {
    let mut loss = 0.0;
    let mut grad = [0.0; 2 * NF];
    for e in data {
        let s: f64 = e.x.iter().zip(w).map(|(x, w)| x * w).sum();
        let p = 1.0 / (1.0 + (-s / SCALE).exp());
        let p = p.clamp(1e-9, 1.0 - 1e-9);
        loss -= e.won * p.ln() + (1.0 - e.won) * (1.0 - p).ln();
        let d = (p - e.won) / SCALE;
        for (g, x) in grad.iter_mut().zip(&e.x) {
            *g += d * x;
        }
    }
    let n = data.len().max(1) as f64;
    for (g, w) in grad.iter_mut().zip(w) {
        *g = *g / n + l2 * w;
    }
    let penalty: f64 = w.iter().map(|w| 0.5 * l2 * w * w).sum();
    (loss / n + penalty, grad)
}

fn fit(
    files: &[String],
    out: &str,
    from: Option<&str>,
    iters: usize,
    l2: f64,
    note: Option<&str>,
) -> Result<(), String> {
    let start = load_weights(from)?;
    let mut data = Vec::new();
    let mut sources = Vec::new();
    for path in files {
        sources.push(path.clone());
        let text = fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for line in text.lines() {
            let Some((pos, won)) = line.split_once('\t') else {
                continue;
            };
            let pos: Position = pos.parse().map_err(|e| format!("{path}: {e}"))?;
            data.push(example(&pos, if won.trim() == "1" { 1.0 } else { 0.0 }));
        }
    }
    if data.is_empty() {
        return Err("no data (give --data FILE, from `selfplay`)".into());
    }
    let mut w = [0.0f64; 2 * NF];
    if let Some(s) = &start {
        for i in 0..NF {
            w[i] = f64::from(s.mg[i]);
            w[NF + i] = f64::from(s.eg[i]);
        }
    }
    let (initial, _) = loss_and_gradient(&data, &w, 0.0);
    eprintln!(
        "{} positions; log loss at the start {initial:.5}",
        data.len()
    );
    // Adam, full batch.
    let (b1, b2, lr) = (0.9, 0.999, 2.0);
    let mut m = [0.0; 2 * NF];
    let mut v = [0.0; 2 * NF];
    for t in 1..=iters {
        let (loss, g) = loss_and_gradient(&data, &w, l2);
        for i in 0..2 * NF {
            m[i] = b1 * m[i] + (1.0 - b1) * g[i];
            v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            w[i] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        if t % 500 == 0 {
            eprintln!("iteration {t}: loss {loss:.5}");
        }
    }
    let mut fitted = Weights {
        mg: [0; NF],
        eg: [0; NF],
        provenance: Vec::new(),
    };
    for i in 0..NF {
        fitted.mg[i] = w[i].round() as i32;
        fitted.eg[i] = w[NF + i].round() as i32;
    }
    let mut rounded = [0.0; 2 * NF];
    for i in 0..NF {
        rounded[i] = f64::from(fitted.mg[i]);
        rounded[NF + i] = f64::from(fitted.eg[i]);
    }
    let (fin, _) = loss_and_gradient(&data, &rounded, 0.0);
    eprintln!("log loss after the fit {fin:.5}");
    fitted.provenance = vec![
        "TZAAR evaluation weights: `name opening endgame`, in score units (200 = one logit)."
            .into(),
        "Made by `tablero-lab tune fit`: a logistic (Texel) fit of P(side to move wins) on".into(),
        format!(
            "{} self-play positions from {}; {iters} Adam steps, L2 {l2}.",
            data.len(),
            sources.join(", ")
        ),
        format!("Log loss {initial:.5} before, {fin:.5} after."),
    ];
    if let Some(extra) = note {
        fitted.provenance.push(extra.to_string());
    }
    fs::write(out, fitted.to_text()).map_err(|e| format!("{out}: {e}"))?;
    eprintln!("wrote {out}");
    for i in 0..NF {
        eprintln!(
            "  {:<16} {:>6} {:>6}",
            FEATURES[i], fitted.mg[i], fitted.eg[i]
        );
    }
    Ok(())
}
