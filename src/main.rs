//! The `tablero` command line: parse arguments, then call the library.

use std::process::ExitCode;

use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use tablero::app::{LocalOptions, Settings};
use tablero::engine::arena::{self, MatchConfig, Player, Side};
use tablero::engine::{Engine, Level, Limits, TzaarWeights, Version};
use tablero::games::{AnyGame, GameKind, GameSpec};
use tablero::games::{foxgeese, tzaar};
use tablero::i18n::Locale;
use tablero::render::{self, BoardView, Boards, Renderer};

#[derive(Parser)]
#[command(
    name = "tablero",
    version,
    about = "Abstract board games for Discord channels"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Tzaar,
    Foxgeese,
}

#[derive(Subcommand)]
enum Command {
    /// Count the move sequences of DEPTH moves from a position (the last line is the count).
    Perft {
        game: GameName,
        /// Position text, or a start name (`fixed`, `tournament`; `halatafl`, `standard+15`, ...).
        position: String,
        depth: u32,
        /// First print one `move count` line per legal move.
        #[arg(long)]
        divide: bool,
    },
    /// Print the legal moves of a position, one canonical move per line, sorted.
    Moves { game: GameName, position: String },
    /// Draw a position as a PNG board image.
    Render {
        game: GameName,
        /// Position text, or a start name (`fixed`, `tournament`; `halatafl`, `standard+15`, ...).
        position: String,
        /// The moves that led to POSITION (the last turn), in canonical notation, separated by
        /// spaces, e.g. "d3xd4 c2-c3" or "c7xe5xg3". They are drawn as arrows on POSITION
        /// (they are not played); TZAAR captures and stacking moves are told apart by `x`
        /// and `-`. An unreadable move is refused.
        #[arg(long, value_name = "MOVES")]
        last: Option<String>,
        #[command(flatten)]
        look: Look,
        /// Where to write the PNG.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
    /// Play in a terminal: one pretend channel, the same commands as in Discord.
    Local {
        /// Who speaks first (switch with `/as NAME`).
        #[arg(long = "as", value_name = "NAME", default_value = "alice")]
        speaker: String,
        /// Folder where board images are written.
        #[arg(long, value_name = "DIR", default_value = "boards")]
        boards: PathBuf,
        /// Language of the replies: en, es or fr.
        #[arg(long, default_value = "en")]
        locale: String,
    },
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Bot(Settings),
    /// Check that every stored game equals the replay of its move log.
    Check,
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
        /// Engine version: `current` or `v1` (the engine before the fitted evaluation).
        #[arg(long, default_value = "current")]
        engine: String,
        /// TZAAR evaluation weights file (default: the shipped weights).
        #[arg(long, value_name = "FILE")]
        weights: Option<PathBuf>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Draw a whole game record as an animated GIF, one frame per turn.
    Replay {
        game: GameName,
        /// A game record file (the format `Game::record` writes).
        record: PathBuf,
        #[command(flatten)]
        look: Look,
        /// Where to write the GIF.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
}

/// Per-player options of `tablero match`.
#[derive(Args)]
struct MatchSides {
    /// Engine version of A: `current` or `v1` (the engine before the fitted evaluation).
    #[arg(long, default_value = "current")]
    a_version: String,
    #[arg(long, default_value = "current")]
    b_version: String,
    /// TZAAR evaluation weights file for A (default: the shipped weights).
    #[arg(long, value_name = "FILE")]
    a_weights: Option<PathBuf>,
    #[arg(long, value_name = "FILE")]
    b_weights: Option<PathBuf>,
    /// Play A with an outside program instead: `CMD <game> <position> --time-ms N` must
    /// print its turn as the last line (as `tablero think` does).
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

/// How a board image looks: orientation, language and the players' names.
#[derive(Args)]
struct Look {
    /// Turn the board by 180 degrees (for the player who sits at the top).
    #[arg(long)]
    flip: bool,
    /// Language of the text in the image: a Discord locale tag (`en-US`, `es-ES`, `fr`, ...).
    #[arg(long, default_value = "en")]
    locale: String,
    /// Name of the first player (White in TZAAR, the foxes in Fox and Geese).
    #[arg(long, value_name = "NAME", default_value = "")]
    player1: String,
    /// Name of the second player (Black in TZAAR, the geese in Fox and Geese).
    #[arg(long, value_name = "NAME", default_value = "")]
    player2: String,
}

impl Look {
    fn view(&self) -> BoardView {
        BoardView {
            players: [self.player1.clone(), self.player2.clone()],
            locale: Locale::from_tag(&self.locale),
            flipped: self.flip,
        }
    }
}

fn main() -> ExitCode {
    let cli: Cli = tablero::app::command_line();
    let result = match cli.command {
        Some(Command::Perft {
            game,
            position,
            depth,
            divide,
        }) => perft(game, &position, depth, divide),
        Some(Command::Moves { game, position }) => moves(game, &position),
        Some(Command::Match {
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
        }) => play_match(
            game,
            [&a, &b],
            &sides,
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
        Some(Command::Think {
            game,
            position,
            time_ms,
            depth,
            nodes,
            level,
            engine,
            weights,
            seed,
        }) => engine_of(&level, &engine, weights.as_deref()).and_then(|engine| {
            let limits = Limits {
                time: time_ms.map(Duration::from_millis),
                nodes,
                depth,
            };
            think(game, &position, limits, engine, seed)
        }),
        Some(Command::Render {
            game,
            position,
            last,
            look,
            output,
        }) => render(game, &position, last.as_deref(), &look, &output),
        Some(Command::Replay {
            game,
            record,
            look,
            output,
        }) => replay(game, &record, &look, &output),
        Some(Command::Local {
            speaker,
            boards,
            locale,
        }) => service(None, |settings| async move {
            let locale: Locale = locale.parse().map_err(tablero::app::AppError::Setting)?;
            let options = LocalOptions {
                boards,
                speaker,
                locale,
            };
            tablero::app::run_local(&settings, options).await
        }),
        Some(Command::Bot(settings)) => service(Some(settings), |settings| async move {
            tablero::app::run_bot(&settings).await
        }),
        Some(Command::Check) => service(None, |settings| async move {
            tablero::app::check(&settings).await
        }),
        // No command: the bot when a token is configured, else the local console.
        None => service(None, |settings| async move {
            if settings.token.is_some() {
                tablero::app::run_bot(&settings).await
            } else {
                let options = LocalOptions {
                    boards: PathBuf::from("boards"),
                    speaker: "alice".into(),
                    locale: Locale::EN,
                };
                tablero::app::run_local(&settings, options).await
            }
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // The error and each of its causes, on one line.
            let mut message = error.to_string();
            let mut source = error.source();
            while let Some(cause) = source {
                message.push_str(&format!(": {cause}"));
                source = cause.source();
            }
            eprintln!("tablero: {message}");
            ExitCode::FAILURE
        }
    }
}

/// What a command reports when it fails: any error, printed with its causes.
type Failure = Box<dyn std::error::Error + Send + Sync>;

/// Runs an async job on a fresh runtime with `settings`, or those of the environment.
fn service<F, Fut>(settings: Option<Settings>, job: F) -> Result<(), Failure>
where
    F: FnOnce(Settings) -> Fut,
    Fut: std::future::Future<Output = Result<(), tablero::app::AppError>>,
{
    let settings = match settings {
        Some(settings) => settings,
        None => Settings::from_env()?,
    };
    let runtime = tokio::runtime::Runtime::new()?;
    Ok(runtime.block_on(job(settings))?)
}

/// Deepest perft the command accepts: beyond it a count would run for days.
const MAX_PERFT_DEPTH: u32 = 12;

fn perft(game: GameName, position: &str, depth: u32, divide: bool) -> Result<(), Failure> {
    if depth > MAX_PERFT_DEPTH {
        return Err(format!("depth {depth} is too deep (at most {MAX_PERFT_DEPTH})").into());
    }
    let (rows, total) = match game {
        GameName::Tzaar => {
            let pos = tzaar::parse_position_arg(position).map_err(|e| e.to_string())?;
            let rows = if divide {
                tzaar::divide(&pos, depth)
            } else {
                Vec::new()
            };
            (rows, tzaar::perft(&pos, depth))
        }
        GameName::Foxgeese => {
            let pos = foxgeese::parse_position_arg(position).map_err(|e| e.to_string())?;
            let rows = if divide {
                foxgeese::divide(&pos, depth)
            } else {
                Vec::new()
            };
            (rows, foxgeese::perft(&pos, depth))
        }
    };
    for (mv, count) in rows {
        println!("{mv} {count}");
    }
    println!("{total}");
    Ok(())
}

/// The match-wide options of `tablero match`.
struct MatchRun {
    games: u32,
    seed: u64,
    variant: Option<String>,
    time_ms: Option<u64>,
    threads: usize,
    progress: bool,
    trace: bool,
}

/// An engine configuration from command-line words.
fn engine_of(level: &str, version: &str, weights: Option<&Path>) -> Result<Engine, Failure> {
    let mut engine = Engine::new(level.parse::<Level>()?);
    engine.version = match version.trim().to_ascii_lowercase().as_str() {
        "current" | "v2" => Version::Current,
        "v1" | "old" => Version::V1,
        other => return Err(format!("unknown engine version `{other}` (current, v1)").into()),
    };
    if let Some(path) = weights {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let w = TzaarWeights::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        engine.tzaar_weights = Some(Arc::new(w));
    }
    Ok(engine)
}

/// One side of a match from its options.
#[allow(clippy::too_many_arguments)]
fn match_side(
    kind: GameKind,
    level: &str,
    version: &str,
    weights: Option<&Path>,
    cmd: Option<&String>,
    time_ms: Option<u64>,
    nodes: Option<u64>,
    depth: Option<u32>,
    hard_time: Option<Duration>,
    no_solver: bool,
) -> Result<Side, Failure> {
    let mut engine = engine_of(level, version, weights)?;
    engine.solver = !no_solver;
    let mut limits = arena::match_limits(engine.level, kind, hard_time);
    if nodes.is_some() || depth.is_some() {
        limits = Limits {
            time: None,
            nodes,
            depth,
        };
    }
    if let Some(t) = time_ms {
        limits.time = Some(Duration::from_millis(t));
    }
    let (name, player) = match cmd {
        Some(command) => (
            format!("`{command}`"),
            Player::External {
                command: command.clone(),
            },
        ),
        None => {
            let mut name = engine.level.to_string();
            if engine.version == Version::V1 {
                name.push_str(" (v1)");
            }
            if let Some(w) = weights {
                name.push_str(&format!(" [{}]", w.display()));
            }
            if no_solver {
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

fn play_match(
    game: GameName,
    levels: [&str; 2],
    sides: &MatchSides,
    run: MatchRun,
) -> Result<(), Failure> {
    let (kind, default) = match game {
        GameName::Tzaar => (GameKind::Tzaar, "fixed,random"),
        GameName::Foxgeese => (GameKind::FoxGeese, "halatafl"),
    };
    let variant = run.variant.as_deref().unwrap_or(default);
    let specs = if kind == GameKind::Tzaar {
        variant
            .split(',')
            .map(|v| GameSpec::parse(kind, v))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        vec![GameSpec::parse(kind, variant)?]
    };
    let hard_time = run.time_ms.map(Duration::from_millis);
    let s = sides;
    let a = match_side(
        kind,
        levels[0],
        &s.a_version,
        s.a_weights.as_deref(),
        s.a_cmd.as_ref(),
        s.a_time_ms,
        s.a_nodes,
        s.a_depth,
        hard_time,
        s.a_no_solver,
    )?;
    let b = match_side(
        kind,
        levels[1],
        &s.b_version,
        s.b_weights.as_deref(),
        s.b_cmd.as_ref(),
        s.b_time_ms,
        s.b_nodes,
        s.b_depth,
        hard_time,
        s.b_no_solver,
    )?;
    let config = MatchConfig {
        specs,
        a,
        b,
        games: run.games,
        seed: run.seed,
        threads: run.threads,
        trace: run.trace,
    };
    let report = arena::run_match_with_progress(&config, |i, r| {
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
            AnyGame::Tzaar(tzaar::Game::from_position(pos))
        }
        GameName::Foxgeese => {
            let pos = foxgeese::parse_position_arg(position).map_err(|e| e.to_string())?;
            AnyGame::FoxGeese(foxgeese::Game::new(pos))
        }
    };
    let never = AtomicBool::new(false);
    let started = Instant::now();
    let choice = tablero::engine::choose_with(&game, &engine, &limits, seed, &never)
        .ok_or("the game is over: there is no move to choose")?;
    let took = started.elapsed();
    println!("score {}", choice.score);
    println!("depth {}", choice.depth);
    println!("nodes {}", choice.nodes);
    println!("time_ms {}", took.as_millis());
    println!("{}", choice.text());
    Ok(())
}

fn moves(game: GameName, position: &str) -> Result<(), Failure> {
    let texts = match game {
        GameName::Tzaar => tzaar::legal_move_texts(
            &tzaar::parse_position_arg(position).map_err(|e| e.to_string())?,
        ),
        GameName::Foxgeese => foxgeese::legal_move_texts(
            &foxgeese::parse_position_arg(position).map_err(|e| e.to_string())?,
        ),
    };
    for text in texts {
        println!("{text}");
    }
    Ok(())
}

fn render(
    game: GameName,
    position: &str,
    last: Option<&str>,
    look: &Look,
    output: &Path,
) -> Result<(), Failure> {
    let view = look.view();
    let boards = Boards::new();
    let last = last.unwrap_or("");
    let png = match game {
        GameName::Tzaar => {
            let pos = tzaar::parse_position_arg(position).map_err(|e| e.to_string())?;
            let last = render::tzaar::parse_last(last)?;
            boards.tzaar_png(&pos, &last, &view)
        }
        GameName::Foxgeese => {
            let pos = foxgeese::parse_position_arg(position).map_err(|e| e.to_string())?;
            let last = render::foxgeese::parse_last(last)?;
            boards.foxgeese_png(&pos, &last, &view)
        }
    };
    write_output(output, &png.map_err(|e| e.to_string())?)
}

fn replay(game: GameName, record: &Path, look: &Look, output: &Path) -> Result<(), Failure> {
    let text = std::fs::read_to_string(record)
        .map_err(|e| format!("cannot read {}: {e}", record.display()))?;
    let game = match game {
        GameName::Tzaar => {
            AnyGame::Tzaar(tzaar::Game::from_record(&text).map_err(|e| e.to_string())?)
        }
        GameName::Foxgeese => {
            AnyGame::FoxGeese(foxgeese::Game::from_record(&text).map_err(|e| e.to_string())?)
        }
    };
    let gif = Boards::new()
        .replay(&game, &look.view())
        .map_err(|e| e.to_string())?;
    write_output(output, &gif)
}

fn write_output(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}
