//! `/puzzle` in the console (issue 29): the same four subcommands as Discord's
//! (`src/discord/puzzles.rs`), typed in any language (`/problema nuevo juego:tzaar`,
//! `/problème répondre d3xd4 c2-c3`), run by the play layer's puzzle use cases.

use super::reading::ParseError;
use super::tournaments::options;
use super::words;
use crate::domain::GameChoice;
use crate::messages::commands::{SlashCommand, subcommand_key};

/// A `/puzzle` subcommand with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleCommand {
    Play(Option<GameChoice>),
    Answer(String),
    Solution,
    Stats,
    Daily,
}

/// Reads what follows `/puzzle`: a subcommand in any language, then its options (the turn
/// of `answer` may be written bare).
pub fn parse(args: &str) -> Result<PuzzleCommand, ParseError> {
    let command = SlashCommand::Puzzle;
    let (typed, rest) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
    if typed.is_empty() {
        return Err(ParseError::WhichSubcommand(command));
    }
    let sub = subcommand_key(command, typed)
        .ok_or_else(|| ParseError::UnknownSubcommand(command, typed.to_string()))?;
    Ok(match sub {
        "play" => {
            let given = options("puzzle-play", &["game"], rest)?;
            match given.iter().find(|(o, _)| *o == "game") {
                Some((_, value)) => {
                    PuzzleCommand::Play(Some(words::game(value).ok_or_else(|| {
                        ParseError::BadValue {
                            option: "game",
                            value: value.clone(),
                        }
                    })?))
                }
                None => PuzzleCommand::Play(None),
            }
        }
        "answer" => {
            let turn = super::reading::strip_option(rest.trim(), "puzzle-answer", "turn");
            if turn.trim().is_empty() {
                return Err(ParseError::WhichMove);
            }
            PuzzleCommand::Answer(turn.trim().to_string())
        }
        "solution" => PuzzleCommand::Solution,
        "daily" => PuzzleCommand::Daily,
        _ => PuzzleCommand::Stats,
    })
}
