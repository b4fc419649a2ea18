//! Reading the console's slash commands, written as in Discord:
//! `/challenge @bob game:tzaar setup:random`, `/move d3xd4 pass`, `/as bob`, ...

use crate::table::options::{ChallengeOptions, parse_duration};

use super::words;

/// A console command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Challenge {
        opponent: Option<String>,
        options: ChallengeOptions,
    },
    Accept,
    Decline,
    Cancel,
    Move(String),
    Pass,
    Resign,
    Undo,
    Draw,
    /// The computer's suggestion for the player to move.
    Hint,
    /// Agree to the pending undo or draw offer.
    Agree,
    /// Refuse the pending undo or draw offer.
    Refuse,
    Board,
    History,
    Status,
    Stats(Option<String>),
    Leaderboard(Option<String>),
    /// The legal moves matching a prefix (what Discord's autocomplete shows).
    Moves(String),
    /// Speak as another user from now on.
    As(String),
    /// End a stuck game (a moderator's command).
    Abort,
    /// How to play a game (`tzaar`, `halatafl`, `foxgeese`).
    Rules(String),
    Help,
    Quit,
}

/// Longest line the console reads.
const MAX_LINE: usize = 500;

/// Reads one input line; `Ok(None)` for blank lines and `#` comments.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    if line.chars().count() > MAX_LINE {
        return Err("that line is too long".into());
    }
    let Some(rest) = line.strip_prefix('/') else {
        return Err(format!(
            "commands start with `/` (try `/help`); to move, write `/move {line}`"
        ));
    };
    let (name, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let args = args.trim();
    let user = |s: &str| s.trim().trim_start_matches('@').to_string();
    let optional_user = |s: &str| (!s.is_empty()).then(|| user(s));
    // The Spanish and French command names (as Discord clients show them) work too.
    let lower = name.to_lowercase();
    let name = crate::messages::commands::english_command(&lower).unwrap_or(&lower);
    let command = match name {
        "challenge" => {
            let (opponent, options) = challenge_args(args)?;
            Command::Challenge { opponent, options }
        }
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "cancel" => Command::Cancel,
        "move" | "m" => {
            let text = args.strip_prefix("move:").unwrap_or(args).trim();
            if text.is_empty() {
                return Err("which move? e.g. `/move d3xd4 c2-c3`".into());
            }
            Command::Move(text.to_string())
        }
        "pass" => Command::Pass,
        "resign" => Command::Resign,
        "undo" => Command::Undo,
        "draw" => Command::Draw,
        "hint" => Command::Hint,
        "agree" | "yes" => Command::Agree,
        "refuse" | "no" => Command::Refuse,
        "board" => Command::Board,
        "history" => Command::History,
        "status" => Command::Status,
        "stats" => Command::Stats(optional_user(args.strip_prefix("user:").unwrap_or(args))),
        "leaderboard" => Command::Leaderboard(
            (!args.is_empty()).then(|| args.strip_prefix("game:").unwrap_or(args).to_string()),
        ),
        "moves" => Command::Moves(args.to_string()),
        "as" => {
            let who = user(args);
            if who.is_empty() || who.chars().count() > 32 || who.contains(char::is_whitespace) {
                return Err(
                    "speak as whom? e.g. `/as bob` (one word, at most 32 characters)".into(),
                );
            }
            Command::As(who)
        }
        "abort" | "endgame" => Command::Abort,
        "rules" => Command::Rules(
            args.strip_prefix("game:")
                .unwrap_or(args)
                .trim()
                .to_string(),
        ),
        "help" => Command::Help,
        "quit" | "exit" => Command::Quit,
        other => return Err(format!("unknown command `/{other}` (try `/help`)")),
    };
    Ok(Some(command))
}

/// `@bob game:tzaar setup:random geese:15 sideways:true side:white time:12h`; values with
/// spaces may be quoted (`game:"Fox and Geese"`). An option given twice is refused rather
/// than one of them silently winning.
fn challenge_args(args: &str) -> Result<(Option<String>, ChallengeOptions), String> {
    let mut opponent: Option<String> = None;
    let mut options = ChallengeOptions::default();
    let mut seen: Vec<String> = Vec::new();
    for token in tokens(args)? {
        let (key, value) = match token.strip_prefix('@') {
            Some(name) => ("opponent".to_string(), name.to_string()),
            None => match token.split_once(':') {
                Some((key, value)) => (key.to_lowercase(), value.to_string()),
                None => {
                    return Err(format!(
                        "can't read `{token}`: options look like `game:tzaar`"
                    ));
                }
            },
        };
        if seen.contains(&key) {
            return Err(format!("the option `{key}` is given twice"));
        }
        seen.push(key.clone());
        let bad = |what: &str, expected: &str| format!("`{value}` is not {what} ({expected})");
        match key.as_str() {
            "opponent" => {
                let name = value.trim_start_matches('@');
                if name.is_empty() {
                    return Err("whom do you challenge? e.g. `/challenge @bob`".into());
                }
                opponent = Some(name.to_string());
            }
            "game" => {
                options.game = Some(
                    words::game(&value)
                        .ok_or_else(|| bad("a game", "tzaar, halatafl or foxgeese"))?,
                )
            }
            "setup" => {
                options.setup = Some(
                    words::setup(&value)
                        .ok_or_else(|| bad("a setup", "fixed, random or tournament"))?,
                )
            }
            "geese" => {
                options.geese = Some(
                    value
                        .parse()
                        .map_err(|_| bad("a number of geese", "13, 15 or 17"))?,
                )
            }
            "sideways" => {
                options.sideways =
                    Some(words::yes_no(&value).ok_or_else(|| bad("yes or no", "true or false"))?)
            }
            "side" => {
                options.side = Some(words::side(&value).ok_or_else(|| {
                    bad(
                        "a side",
                        "white, black, fox, geese, first, second or random",
                    )
                })?)
            }
            "time" => {
                options.turn_seconds =
                    Some(parse_duration(&value).ok_or_else(|| bad("a time", "e.g. 30m, 12h, 3d"))?)
            }
            "level" => {
                options.level = Some(
                    words::level(&value).ok_or_else(|| bad("a level", "easy, medium or hard"))?,
                )
            }
            other => return Err(format!("unknown option `{other}`")),
        }
    }
    Ok((opponent, options))
}

/// Splits on spaces, keeping `"quoted values"` together.
fn tokens(args: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in args.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !current.is_empty() {
                    out.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if quoted {
        return Err("a quote is not closed".into());
    }
    if !current.is_empty() {
        out.push(current);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_and_french_command_names_work_too() {
        assert!(matches!(parse("/mover d3xd4"), Ok(Some(Command::Move(m))) if m == "d3xd4"));
        assert!(matches!(parse("/JOUER d3xd4"), Ok(Some(Command::Move(m))) if m == "d3xd4"));
        assert!(matches!(
            parse("/desafiar @bob game:tzaar"),
            Ok(Some(Command::Challenge { opponent: Some(o), .. })) if o == "bob"
        ));
        assert!(matches!(parse("/tablas"), Ok(Some(Command::Draw))));
        assert!(matches!(parse("/annuler"), Ok(Some(Command::Undo))));
        assert!(matches!(parse("/terminar"), Ok(Some(Command::Abort))));
        assert!(matches!(parse("/regles tzaar"), Ok(Some(Command::Rules(g))) if g == "tzaar"));
        assert!(parse("/desafio").is_err());
    }

    #[test]
    fn commands_read_like_discord() {
        let Some(Command::Challenge { opponent, options }) = parse(
            r#"/challenge @bob game:"Fox and Geese" geese:15 sideways:true side:geese time:2h"#,
        )
        .unwrap() else {
            panic!()
        };
        assert_eq!(opponent.as_deref(), Some("bob"));
        assert_eq!(options.game, Some(crate::domain::GameChoice::FoxAndGeese));
        assert_eq!(options.geese, Some(15));
        assert_eq!(options.sideways, Some(true));
        assert_eq!(
            parse("/move d3xd4 pass").unwrap(),
            Some(Command::Move("d3xd4 pass".into()))
        );
        assert_eq!(
            parse("/move move:d3xd4").unwrap(),
            Some(Command::Move("d3xd4".into()))
        );
        assert_eq!(
            parse("/as @carol").unwrap(),
            Some(Command::As("carol".into()))
        );
        assert_eq!(parse("  # a comment").unwrap(), None);
        assert_eq!(parse("").unwrap(), None);
    }

    #[test]
    fn bad_lines_say_why() {
        for line in [
            "d3xd4",
            "/frobnicate",
            "/move",
            "/as",
            "/challenge game",
            "/challenge geese:x",
            "/challenge game:\"tzaar",
            "/challenge @",
            "/challenge @bob @carol",
            "/challenge game:tzaar game:halatafl",
            "/challenge game:chess",
            "/challenge level:grandmaster",
        ] {
            assert!(parse(line).is_err(), "{line}");
        }
        assert!(parse(&format!("/move {}", "x".repeat(600))).is_err());
    }
}
