//! `tablero-lab`: the engine laboratory, outside the bot. It plays the product's one engine
//! (`tablero::engine`) against itself in other configurations or against outside programs
//! (`match`), lets it think about one position (`think`, also the protocol outside programs
//! speak), fits the TZAAR evaluation's weights (`tune`) and makes the puzzle bank
//! (`puzzles generate`).
//!
//! To measure against an older engine, build an older commit and play its `think` through
//! `--b-cmd` (docs/engine.md, "Reproducing").

mod arena;
mod puzzles;
mod tune;
mod winprob;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand, ValueEnum};

use tablero::engine::{Engine, Level, Limits, choose_with};
use tablero::games::tzaar::pack::player::eval::Weights as TzaarWeights;
use tablero::games::{AnyGame, GameKind, GameSpec, foxgeese, tzaar};

use arena::{MatchConfig, Player, Side};

#[derive(Parser)]
#[command(
    name = "tablero-lab",
    version,
    about = "tablero's engine laboratory: engine matches, think, weight fitting"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Tzaar,
    Foxgeese,
}

#[derive(Subcommand)]
enum Command {
    /// Play two engines against each other and print the score with an Elo difference (A
    /// and B swap seats every game; games 2k and 2k+1 share their start; pairs take the
    /// setups of --variant in turn).
    Match {
        game: GameName,
        /// Level of engine A: random, greedy, easy, medium or hard.
        #[arg(long, value_name = "LEVEL")]
        a: String,
        /// Level of engine B.
        #[arg(long, value_name = "LEVEL")]
        b: String,
        #[command(flatten)]
        sides: MatchSides,
        /// Number of games.
        #[arg(long, default_value_t = 10)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// TZAAR setups (`fixed`, `random`, `tournament`, or a list such as `fixed,random`;
        /// default `fixed,random`) or a Fox and Geese variant (`halatafl`,
        /// `standard+15+sideways`, ...; default halatafl).
        #[arg(long)]
        variant: Option<String>,
        /// Hard's time per turn in milliseconds (default 2000); the other levels scale in
        /// proportion.
        #[arg(long, value_name = "T")]
        time_ms: Option<u64>,
        /// Games played at once (1 or 2).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Print each game's result as it ends (on standard error).
        #[arg(long)]
        progress: bool,
        /// Print every turn (game, ply, player, turn, score, depth, nodes, time) on standard
        /// error, to see why a game went the way it did.
        #[arg(long)]
        trace: bool,
    },
    /// Let the computer think about one position: prints score, depth, nodes and time, then
    /// its turn in canonical notation as the last line. (A Fox and Geese position carries
    /// no history, so repetitions before it are not known.)
    Think {
        game: GameName,
        /// Position text (any step: `open`, `1`, `2`, `place`) or a start name.
        position: String,
        /// Time budget in milliseconds.
        #[arg(long, value_name = "T")]
        time_ms: Option<u64>,
        /// Deepest iteration, in single moves.
        #[arg(long, value_name = "N")]
        depth: Option<u32>,
        /// Node budget.
        #[arg(long, value_name = "N")]
        nodes: Option<u64>,
        /// Level (default hard); without limits, the level's own.
        #[arg(long, default_value = "hard")]
        level: String,
        /// TZAAR evaluation weights file (default: the shipped weights).
        #[arg(long, value_name = "FILE")]
        weights: Option<PathBuf>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the analysis's win-probability scale and count each level's mistakes: games
    /// reviewed at the analysis budget as they are played (see lab/src/winprob.rs).
    Winprob {
        game: GameName,
        /// Number of games.
        #[arg(long, default_value_t = 40)]
        games: usize,
        /// Node budget per position (default: the analysis's own).
        #[arg(long, value_name = "N")]
        nodes: Option<u64>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// Setups or variants, cycled over the games (TZAAR default `random,fixed`; Fox
        /// and Geese default `halatafl,standard+sideways,standard`).
        #[arg(long)]
        variant: Option<String>,
        /// Write every position's sample here, to fit again later with --data.
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// Fit sample files written by --out instead of playing (repeat for several).
        #[arg(long, value_name = "FILE")]
        data: Vec<String>,
    },
    /// Fit the TZAAR evaluation's weights: self-play games, then a logistic fit.
    Tune {
        #[command(subcommand)]
        step: tune::Step,
    },
    /// Make the puzzle bank (data/puzzles/): self-play and real games, proved unique puzzles.
    Puzzles {
        #[command(subcommand)]
        step: puzzles::Step,
    },
}

/// Per-player options of `tablero-lab match`.
#[derive(Args)]
struct MatchSides {
    /// TZAAR evaluation weights file for A (default: the shipped weights).
    #[arg(long, value_name = "FILE")]
    a_weights: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    b_weights: Option<PathBuf>,
    /// Play A with an outside program instead: `CMD <game> <position> --time-ms N` (or
    /// `--nodes N`, `--depth N`) `--seed S` must print its turn as the last line, as
    /// `tablero-lab think` does (its `score`, `depth` and `nodes` lines, when printed, go
    /// into the report). An older build: `--a-cmd "/path/to/old/tablero-lab think"`.
    #[arg(long, value_name = "CMD")]
    a_cmd: Option<String>,
    #[arg(long, value_name = "CMD")]
    b_cmd: Option<String>,
    /// A's own time per turn in milliseconds (instead of its level's share).
    #[arg(long, value_name = "T")]
    a_time_ms: Option<u64>,
    #[arg(long, value_name = "T")]
    b_time_ms: Option<u64>,
    /// A's node budget per turn (no time limit then, unless --a-time-ms).
    #[arg(long, value_name = "N")]
    a_nodes: Option<u64>,
    #[arg(long, value_name = "N")]
    b_nodes: Option<u64>,
    /// A's depth limit per turn, in single moves.
    #[arg(long, value_name = "N")]
    a_depth: Option<u32>,
    #[arg(long, value_name = "N")]
    b_depth: Option<u32>,
    /// A plays without the TZAAR endgame solver.
    #[arg(long)]
    a_no_solver: bool,
    #[arg(long)]
    b_no_solver: bool,
}

/// One side's options, from either half of [`MatchSides`].
struct SideOptions<'a> {
    level: &'a str,
    weights: Option<&'a Path>,
    cmd: Option<&'a String>,
    time_ms: Option<u64>,
    nodes: Option<u64>,
    depth: Option<u32>,
    no_solver: bool,
}

impl MatchSides {
    fn a<'a>(&'a self, level: &'a str) -> SideOptions<'a> {
        SideOptions {
            level,
            weights: self.a_weights.as_deref(),
            cmd: self.a_cmd.as_ref(),
            time_ms: self.a_time_ms,
            nodes: self.a_nodes,
            depth: self.a_depth,
            no_solver: self.a_no_solver,
        }
    }

    fn b<'a>(&'a self, level: &'a str) -> SideOptions<'a> {
        SideOptions {
            level,
            weights: self.b_weights.as_deref(),
            cmd: self.b_cmd.as_ref(),
            time_ms: self.b_time_ms,
            nodes: self.b_nodes,
            depth: self.b_depth,
            no_solver: self.b_no_solver,
        }
    }
}

/// The match-wide options of `tablero-lab match`.
struct MatchRun {
    games: u32,
    seed: u64,
    variant: Option<String>,
    time_ms: Option<u64>,
    threads: usize,
    progress: bool,
    trace: bool,
}

fn main() -> ExitCode {
    tablero::packs::install();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Match {
            game,
            a,
            b,
            sides,
            games,
            seed,
            variant,
            time_ms,
            threads,
            progress,
            trace,
        } => play_match(
            game,
            [sides.a(&a), sides.b(&b)],
            MatchRun {
                games,
                seed,
                variant,
                time_ms,
                threads,
                progress,
                trace,
            },
        ),
        Command::Think {
            game,
            position,
            time_ms,
            depth,
            nodes,
            level,
            weights,
            seed,
        } => engine_of(&level, weights.as_deref()).and_then(|engine| {
            let limits = Limits {
                time: time_ms.map(Duration::from_millis),
                nodes,
                depth,
            };
            think(game, &position, limits, engine, seed)
        }),
        Command::Tune { step } => tune::run(step).map_err(Failure::from),
        Command::Winprob {
            game,
            games,
            nodes,
            seed,
            threads,
            variant,
            out,
            data,
        } => winprob::run(winprob::Run {
            game,
            games,
            nodes,
            seed,
            threads,
            variant,
            out,
            data,
        }),
        Command::Puzzles { step } => puzzles::run(step).map_err(Failure::from),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tablero-lab: {error}");
            ExitCode::FAILURE
        }
    }
}

/// What a command reports when it fails.
type Failure = Box<dyn std::error::Error + Send + Sync>;

/// An engine configuration from command-line words.
fn engine_of(level: &str, weights: Option<&Path>) -> Result<Engine, Failure> {
    let mut engine = Engine::new(level.parse::<Level>()?);
    if let Some(path) = weights {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let w = TzaarWeights::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        engine.weights = Some(Arc::new(w));
    }
    Ok(engine)
}

/// One side of a match from its options.
fn match_side(
    kind: GameKind,
    options: &SideOptions,
    hard_time: Option<Duration>,
) -> Result<Side, Failure> {
    let mut engine = engine_of(options.level, options.weights)?;
    engine.solver = !options.no_solver;
    let mut limits = arena::match_limits(engine.level, kind, hard_time);
    if options.nodes.is_some() || options.depth.is_some() {
        limits = Limits {
            time: None,
            nodes: options.nodes,
            depth: options.depth,
        };
    }
    if let Some(t) = options.time_ms {
        limits.time = Some(Duration::from_millis(t));
    }
    let (name, player) = match options.cmd {
        Some(command) => (
            format!("`{command}`"),
            Player::External {
                command: command.clone(),
            },
        ),
        None => {
            let mut name = engine.level.to_string();
            if let Some(w) = options.weights {
                name.push_str(&format!(" [{}]", w.display()));
            }
            if options.no_solver {
                name.push_str(" (no solver)");
            }
            (name, Player::Engine(engine))
        }
    };
    let name = format!(
        "{name}{}{}{}",
        limits
            .time
            .map(|t| format!(", {} ms", t.as_millis()))
            .unwrap_or_default(),
        limits
            .nodes
            .map(|n| format!(", {n} nodes"))
            .unwrap_or_default(),
        limits
            .depth
            .map(|d| format!(", depth {d}"))
            .unwrap_or_default()
    );
    Ok(Side {
        name,
        player,
        limits,
    })
}

fn play_match(game: GameName, sides: [SideOptions; 2], run: MatchRun) -> Result<(), Failure> {
    let (kind, default) = match game {
        GameName::Tzaar => (tablero::games::tzaar::KIND, "fixed,random"),
        GameName::Foxgeese => (tablero::games::foxgeese::KIND, "halatafl"),
    };
    let variant = run.variant.as_deref().unwrap_or(default);
    let specs = if kind == tablero::games::tzaar::KIND {
        variant
            .split(',')
            .map(|v| GameSpec::parse(kind, v))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        vec![GameSpec::parse(kind, variant)?]
    };
    let hard_time = run.time_ms.map(Duration::from_millis);
    let [a, b] = &sides;
    let config = MatchConfig {
        specs,
        a: match_side(kind, a, hard_time)?,
        b: match_side(kind, b, hard_time)?,
        games: run.games,
        seed: run.seed,
        threads: run.threads,
        trace: run.trace,
    };
    let report = arena::run_match(&config, |i, r| {
        if run.progress {
            let a_won = r.winner.map(|w| w == r.a_seat);
            eprintln!(
                "game {i}: A as {:?}: {} ({}, {} moves)",
                r.a_seat,
                match a_won {
                    Some(true) => "A wins",
                    Some(false) => "B wins",
                    None => "draw",
                },
                r.reason,
                r.plies
            );
        }
    });
    println!("{report}");
    Ok(())
}

fn think(
    game: GameName,
    position: &str,
    limits: Limits,
    engine: Engine,
    seed: u64,
) -> Result<(), Failure> {
    let game = match game {
        GameName::Tzaar => {
            let pos = tzaar::parse_position_arg(position).map_err(|e| e.to_string())?;
            AnyGame::new(tzaar::Game::from_position(pos))
        }
        GameName::Foxgeese => {
            let pos = foxgeese::parse_position_arg(position).map_err(|e| e.to_string())?;
            AnyGame::new(foxgeese::Game::new(pos))
        }
    };
    let never = AtomicBool::new(false);
    let started = Instant::now();
    let choice = choose_with(&game, &engine, &limits, seed, &never)
        .ok_or("the game is over: there is no move to choose")?;
    let took = started.elapsed();
    println!("score {}", choice.score);
    println!("depth {}", choice.depth);
    println!("nodes {}", choice.nodes);
    println!("time_ms {}", took.as_millis());
    println!("{}", choice.text());
    Ok(())
}
