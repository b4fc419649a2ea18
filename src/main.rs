//! The `tablero` command line: parse arguments, then call the library.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};

use tablero::app::{LocalOptions, Settings};
use tablero::games::AnyGame;
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
        /// Serve a web page for each game played here on this address and port (for
        /// example 127.0.0.1:8080); each game's link is shown when it starts.
        #[arg(long = "web-addr", value_name = "ADDR")]
        web_addr: Option<std::net::SocketAddr>,
    },
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Bot(Settings),
    /// Check that every stored game equals the replay of its move log.
    Check,
    /// Solve Fox and Geese: build exact tables (`solve foxgeese standard --geese 6`), or
    /// print a position's exact value (`solve foxgeese --value POSITION`: the last line is
    /// `win N`, `loss N`, `draw` or `unknown`). See docs/foxgeese-solved.md.
    Solve(Solve),
    /// Review a finished game from its record (`/history`'s format): the key moments and
    /// every turn with the chances, and optionally the chart. See docs/analysis.md.
    Analyze {
        /// A game record file (the game is read from its `game` line), or another site's
        /// record (Little Golem's, BoardSpace's: read from the content).
        record: PathBuf,
        /// Write the chart of the chances as a PNG here.
        #[arg(long, value_name = "FILE")]
        chart: Option<PathBuf>,
        /// Language of the text and the chart: en, es or fr.
        #[arg(long, default_value = "en")]
        locale: String,
        /// Node budget per position (default: the bot's).
        #[arg(long, value_name = "N")]
        nodes: Option<u64>,
        /// Fox and Geese tables for exact values (`tablero solve foxgeese`).
        #[arg(long, value_name = "DIR", default_value = "tables/foxgeese")]
        tables: PathBuf,
    },
    /// Read another site's game record (Little Golem, BoardSpace) and print tablero's record
    /// of the same game (`/history`'s format). Exit code 2 when the record is refused.
    Import(Convert),
    /// Write a tablero record in another site's format: `export --to littlegolem RECORD`.
    Export(Convert),
    /// Draw a whole game record as an animated GIF, one frame per turn.
    Replay {
        game: GameName,
        /// A game record file (the format `Game::record` writes, or another site's record:
        /// see `tablero import`).
        record: PathBuf,
        #[command(flatten)]
        look: Look,
        /// Where to write the GIF.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
    },
}

/// The arguments of `tablero import` and `tablero export` (docs/records.md).
#[derive(Args)]
struct Convert {
    /// The format to write (`littlegolem`, `boardspace`); `export` only.
    #[arg(long, value_name = "FORMAT")]
    to: Option<String>,
    /// The record to read: another site's for `import` (its format is read from the
    /// content), tablero's for `export`.
    record: PathBuf,
    /// Write the result here instead of printing it.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

/// The arguments of `tablero solve` (the work is in `tablero::games::foxgeese::solver::command`).
#[derive(Args)]
struct Solve {
    /// Only `foxgeese` can be solved.
    game: GameName,
    /// The variant: `standard`, `standard+15`, `standard+sideways`, `halatafl`, ...
    variant: Option<String>,
    /// Solve every goose count up to K (default: the variant's start count).
    #[arg(long, value_name = "K")]
    geese: Option<u32>,
    /// The tables' directory (written when solving, read by --value).
    #[arg(long, value_name = "DIR", default_value = "tables/foxgeese")]
    out: PathBuf,
    /// Re-read every table from disk and check each value with the rules.
    #[arg(long)]
    verify: bool,
    /// Print the exact value of POSITION (text or start name) instead of solving.
    #[arg(long, value_name = "POSITION", conflicts_with = "variant")]
    value: Option<String>,
    /// Play POSITION (text or start name) out with best play on both sides and print it as
    /// a game record, each move with its value (`tablero replay` draws it).
    #[arg(long, value_name = "POSITION", conflicts_with_all = ["variant", "value"])]
    line: Option<String>,
    /// Threads to solve and verify with.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Save the table in progress at least every N seconds of solving (0: at every wave or
    /// distance), so that a stopped run, rerun with the same arguments, resumes there.
    #[arg(long, value_name = "N", default_value_t = 600)]
    checkpoint_seconds: u64,
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
    tablero::packs::install();
    let cli: Cli = tablero::app::command_line();
    let result = match cli.command {
        Some(Command::Perft {
            game,
            position,
            depth,
            divide,
        }) => perft(game, &position, depth, divide),
        Some(Command::Moves { game, position }) => moves(game, &position),
        Some(Command::Solve(args)) => return quiet_if_closed(solve(args)),
        Some(Command::Import(args)) => return quiet_if_closed(convert(&args, false)),
        Some(Command::Export(args)) => return quiet_if_closed(convert(&args, true)),
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
        Some(Command::Analyze {
            record,
            chart,
            locale,
            nodes,
            tables,
        }) => analyze(&record, chart.as_deref(), &locale, nodes, &tables),
        Some(Command::Local {
            speaker,
            boards,
            locale,
            web_addr,
        }) => service(None, |mut settings| async move {
            if web_addr.is_some() {
                settings.web_addr = web_addr;
            }
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
    quiet_if_closed(match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => failed(&*error),
    })
}

/// `status`, unless standard output was closed before the command had written it all
/// (`tablero moves ... | head -n 1`): then the conventional status of a program whose
/// reader stopped, and no message (`tablero::output`).
fn quiet_if_closed(status: ExitCode) -> ExitCode {
    if tablero::output::closed() {
        ExitCode::from(tablero::output::CLOSED_EXIT)
    } else {
        status
    }
}

/// Prints a command's error and each of its causes, on one line.
fn failed(error: &(dyn std::error::Error + 'static)) -> ExitCode {
    let mut message = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        message.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    if !tablero::output::closed() {
        eprintln!("tablero: {message}");
    }
    ExitCode::FAILURE
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

fn solve(args: Solve) -> ExitCode {
    use tablero::games::foxgeese::solver::command::{self, Options};
    if !matches!(args.game, GameName::Foxgeese) {
        eprintln!("tablero: only foxgeese can be solved");
        return ExitCode::from(2);
    }
    let options = Options {
        variant: args.variant,
        geese: args.geese,
        dir: args.out,
        verify: args.verify,
        value: args.value,
        line: args.line,
        threads: args.threads,
        progress: true,
        checkpoint_seconds: args.checkpoint_seconds,
    };
    match command::run(&options, &mut tablero::output::stdout()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if !tablero::output::closed() {
                eprintln!("tablero: {failure}");
            }
            ExitCode::from(failure.exit_code())
        }
    }
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
    let mut out = tablero::output::stdout();
    for (mv, count) in rows {
        writeln!(out, "{mv} {count}")?;
    }
    writeln!(out, "{total}")?;
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
    let mut out = tablero::output::stdout();
    for text in texts {
        writeln!(out, "{text}")?;
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
    let text = read_record_file(record)?;
    let text = tablero::games::records::as_tablero(&text).map_err(|e| e.to_string())?;
    let game = match game {
        GameName::Tzaar => {
            AnyGame::new(tzaar::Game::from_record(&text).map_err(|e| e.to_string())?)
        }
        GameName::Foxgeese => {
            AnyGame::new(foxgeese::Game::from_record(&text).map_err(|e| e.to_string())?)
        }
    };
    let gif = Boards::new()
        .replay(&game, &look.view())
        .map_err(|e| e.to_string())?;
    write_output(output, &gif)
}

/// Reads a record file as text: refused over a megabyte, before it is read, and when it is
/// not text.
fn read_record_file(path: &Path) -> Result<String, String> {
    use std::io::Read as _;
    use tablero::games::records::MAX_RECORD_BYTES;
    let cannot = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let size = file.metadata().map_err(cannot)?.len();
    let too_big = || {
        format!(
            "{} is too large for a game record ({size} bytes; at most {MAX_RECORD_BYTES})",
            path.display()
        )
    };
    if size > MAX_RECORD_BYTES {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    file.take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|_| {
        format!(
            "{} is not text (not UTF-8): not a game record",
            path.display()
        )
    })
}

/// `tablero import` and `tablero export --to FORMAT`: exit code 2 and no output when the
/// record is refused.
fn convert(args: &Convert, export: bool) -> ExitCode {
    use tablero::games::records;
    if export != args.to.is_some() {
        eprintln!("tablero: `export` needs `--to FORMAT`, and `import` takes none");
        return ExitCode::from(2);
    }
    let to = args.to.as_deref().filter(|_| export);
    let result = read_record_file(&args.record).and_then(|text| match to {
        None => records::import(&text)
            .map(|(format, imported)| records::tablero_record(format, &imported))
            .map_err(|e| format!("{}: {e}", args.record.display())),
        Some(key) => {
            records::export(&text, key).map_err(|e| format!("{}: {e}", args.record.display()))
        }
    });
    let text = match result {
        Ok(text) => text,
        Err(message) => {
            eprintln!("tablero: {message}");
            return ExitCode::from(2);
        }
    };
    match &args.output {
        None => {
            // A closed pipe ends the command quietly (`quiet_if_closed`); nothing else can fail.
            let _ = tablero::output::stdout().write_all(text.as_bytes());
        }
        Some(path) => {
            if let Err(e) = write_output(path, text.as_bytes()) {
                eprintln!("tablero: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

fn write_output(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()).into())
}

/// `tablero analyze`: the review of a record, as `/analyze` words it, on standard output.
fn analyze(
    record: &Path,
    chart: Option<&Path>,
    locale: &str,
    nodes: Option<u64>,
    tables: &Path,
) -> Result<(), Failure> {
    use tablero::analysis::Setup;
    use tablero::messages::{self, PlainStyle};
    use tablero::table::analysis::{review_game, review_reply};
    let locale: Locale = locale.parse().map_err(|e: String| e)?;
    let text = read_record_file(record)?;
    let text = tablero::games::records::as_tablero(&text).map_err(|e| e.to_string())?;
    let game = AnyGame::read_record(&text)?;
    let names = record_names(&text).unwrap_or_else(|| {
        [tablero::games::Seat::First, tablero::games::Seat::Second]
            .map(|seat| tablero::render::labels::side_name(locale, game.spec(), seat))
    });
    let mut setup = Setup::standard(game.kind(), tablero::engine::Oracle::open(tables));
    if let Some(n) = nodes {
        setup.nodes = n;
    }
    let started = std::time::Instant::now();
    let runtime = tokio::runtime::Runtime::new()?;
    let progress = |done: usize, total: usize| {
        eprint!("\rposition {done} of {total}");
        if done == total {
            eprintln!();
        }
    };
    let review = runtime.block_on(review_game(&game, &setup, &progress))?;
    eprintln!(
        "{} positions in {:.1} s ({} nodes)",
        review.turns.len() + 1,
        started.elapsed().as_secs_f64(),
        review.nodes
    );
    let reply = review_reply(&review, None, game.spec(), names.clone(), locale)?;
    // The chart first: a reader who stops reading the text early still gets it.
    if let (Some(path), Some(png)) = (chart, &reply.attachment) {
        std::fs::write(path, &png.bytes)?;
    }
    let mut out = tablero::output::stdout();
    writeln!(
        out,
        "{}",
        messages::lines(&reply.lines, locale, &PlainStyle)
    )?;
    if let Some(doc) = &reply.document {
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            messages::lines(&doc.lines[1..], locale, &PlainStyle)
        )?;
    }
    Ok(())
}

/// The players' names of `/history`'s comment line `# <name> (<id>) - <name> (<id>)`.
fn record_names(text: &str) -> Option<[String; 2]> {
    text.lines().find_map(|line| {
        let line = line.strip_prefix("# ")?;
        let (first, second) = line.split_once(") - ")?;
        let name = |s: &str| s.rsplit_once(" (").map(|(n, _)| n.trim().to_string());
        Some([name(&format!("{first})"))?, name(second)?])
    })
}
