//! The `tablero` command line: parse arguments, then call the library.

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use tablero::games::{foxgeese, tzaar};

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Perft {
            game,
            position,
            depth,
            divide,
        }) => perft(game, &position, depth, divide),
        Some(Command::Moves { game, position }) => moves(game, &position),
        None => {
            use clap::CommandFactory;
            Cli::command().print_help().map_err(|e| e.to_string())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tablero: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Deepest perft the command accepts: beyond it a count would run for days.
const MAX_PERFT_DEPTH: u32 = 12;

fn perft(game: GameName, position: &str, depth: u32, divide: bool) -> Result<(), String> {
    if depth > MAX_PERFT_DEPTH {
        return Err(format!(
            "depth {depth} is too deep (at most {MAX_PERFT_DEPTH})"
        ));
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

fn moves(game: GameName, position: &str) -> Result<(), String> {
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
