//! What the console's reader shares between commands: splitting a line's arguments, and the
//! mistakes it can find in one, each explained in the reader's language.

use super::words;
use crate::i18n::{self, Args, Locale};
use crate::messages::commands::{SlashCommand, command_name, option_key};
use crate::table::options::ChallengeOptions;

/// What could not be read in a line; the console says it in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// A line that does not start with `/`.
    NoSlash(String),
    UnknownCommand(String),
    LineTooLong,
    /// `/move` with nothing after it.
    WhichMove,
    /// `/as` without a usable name.
    SpeakAs,
    /// `/challenge @` with no name.
    Whom,
    OptionTwice(String),
    /// An option the command does not take: the command's catalogue key (`challenge`,
    /// `tournament-create`), the options it takes, and what was typed.
    UnknownOption {
        command: &'static str,
        known: &'static [&'static str],
        option: String,
    },
    /// `/tournament` (or `/league`) without a subcommand.
    WhichSubcommand(SlashCommand),
    /// `/tournament` (or `/league`) and something it does not do.
    UnknownSubcommand(SlashCommand, String),
    /// `/tournament create` without a name.
    TournamentName,
    /// `/league create` without a name.
    LeagueName,
    /// A challenge argument that is neither `@name` nor `option:value`.
    BadToken(String),
    UnclosedQuote,
    /// A value an option cannot take: the option's key and what was typed.
    BadValue {
        option: &'static str,
        value: String,
    },
    /// A `time:` that does not read as a clock, and why.
    BadTime(crate::time_control::TimeControlError),
    /// A number out of its option's bounds (`rounds:0`), or no number.
    BadNumber {
        option: &'static str,
        value: String,
        min: u32,
        max: u32,
    },
}

impl ParseError {
    /// The explanation in `locale`.
    pub fn text(&self, locale: Locale) -> String {
        let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
        let value = |v: &str| v.chars().take(40).collect::<String>();
        match self {
            ParseError::NoSlash(line) => {
                tr("console-no-slash", Args::new().with("line", value(line)))
            }
            ParseError::UnknownCommand(name) => tr(
                "console-unknown-command",
                Args::new().with("name", value(name)),
            ),
            ParseError::LineTooLong => i18n::lookup(locale, "console-line-too-long"),
            ParseError::WhichMove => i18n::lookup(locale, "console-which-move"),
            ParseError::SpeakAs => i18n::lookup(locale, "console-speak-as"),
            ParseError::Whom => i18n::lookup(locale, "console-whom"),
            ParseError::OptionTwice(o) => {
                tr("console-option-twice", Args::new().with("option", value(o)))
            }
            ParseError::UnknownOption {
                command,
                known,
                option,
            } => {
                let known: Vec<String> = known
                    .iter()
                    .map(|o| {
                        crate::messages::commands::option_name(command, o, locale)
                            .unwrap_or_else(|| o.to_string())
                    })
                    .collect();
                let id = if known.is_empty() {
                    "console-no-options"
                } else {
                    "console-unknown-option"
                };
                tr(
                    id,
                    Args::new()
                        .with("option", value(option))
                        .with("known", known.join(", ")),
                )
            }
            ParseError::WhichSubcommand(command) => tr(
                "console-which-subcommand",
                Args::new()
                    .with("command", command.name(locale))
                    .with("subcommands", subcommand_names(*command, locale)),
            ),
            ParseError::UnknownSubcommand(command, name) => tr(
                "console-unknown-subcommand",
                Args::new()
                    .with("name", value(name))
                    .with("command", command.name(locale))
                    .with("subcommands", subcommand_names(*command, locale)),
            ),
            ParseError::TournamentName => i18n::lookup(locale, "console-tournament-name"),
            ParseError::LeagueName => i18n::lookup(locale, "console-league-name"),
            ParseError::BadToken(t) => tr("console-bad-token", Args::new().with("token", value(t))),
            ParseError::UnclosedQuote => i18n::lookup(locale, "console-unclosed-quote"),
            ParseError::BadTime(e) => crate::messages::time_control_error_text(locale, e),
            ParseError::BadValue { option, value: v } => {
                let (id, choices) = match *option {
                    "format" => (
                        "console-bad-format",
                        words::choices(locale, &words::FORMATS),
                    ),
                    "id" => ("console-bad-id", String::new()),
                    "player" => ("console-bad-player", String::new()),
                    "game" => ("console-bad-game", words::choices(locale, &words::games())),
                    "setup" => (
                        "console-bad-setup",
                        words::choices(locale, &words::setups()),
                    ),
                    "side" => ("console-bad-side", words::choices(locale, &words::sides())),
                    "level" => ("console-bad-level", words::choices(locale, &words::LEVELS)),
                    "geese" => ("console-bad-geese", String::new()),
                    "sideways" | "rated" | "on" | "value" => ("console-bad-yes-no", String::new()),
                    // `time`, `start_in`: durations.
                    _ => ("console-bad-time", String::new()),
                };
                tr(
                    id,
                    Args::new().with("value", value(v)).with("choices", choices),
                )
            }
            ParseError::BadNumber {
                option,
                value: v,
                min,
                max,
            } => {
                let id = match *option {
                    "rounds" => "console-bad-rounds",
                    _ => "console-bad-max-players",
                };
                let args = Args::new()
                    .with("value", value(v))
                    .with("min", i64::from(*min))
                    .with("max", i64::from(*max));
                tr(id, args)
            }
        }
    }
}

/// Splits on spaces, keeping `"quoted values"` together.
pub fn tokens(args: &str) -> Result<Vec<String>, ParseError> {
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
        return Err(ParseError::UnclosedQuote);
    }
    if !current.is_empty() {
        out.push(current);
    }
    Ok(out)
}

/// Whether a word without `:` after option `key`'s value continues that value: a duration
/// (`time`, `start_in`) written as people write it, `tiempo:3 días + 1 día`, `temps:36
/// heures`, needs no quotes.
pub(super) fn continues(key: &str) -> bool {
    matches!(key, "time" | "start_in")
}

/// The subcommands of `/tournament` (or `/league`) in `locale`, for an answer: "create,
/// join, … or list".
fn subcommand_names(command: SlashCommand, locale: Locale) -> String {
    let names: Vec<String> = command
        .subcommands()
        .iter()
        .map(|sub| command_name(&format!("{}-{sub}", command.key()), locale))
        .collect();
    crate::messages::or_list(locale, &names)
}

/// Reads one of a game's options as `/challenge` takes them (`game`, `setup`, `geese`,
/// `sideways`, `rated`, `time`) into `options`, for `/challenge`, `/tournament create` and
/// `/league create` alike; `Ok(false)` when `option` is none of them.
pub(super) fn game_option(
    options: &mut ChallengeOptions,
    option: &'static str,
    value: &str,
) -> Result<bool, ParseError> {
    let bad = || ParseError::BadValue {
        option,
        value: value.to_string(),
    };
    match option {
        "game" => options.game = Some(words::game(value).ok_or_else(bad)?),
        "setup" => options.setup = Some(words::setup(value).ok_or_else(bad)?),
        "geese" => options.geese = Some(value.trim().parse().map_err(|_| bad())?),
        "sideways" => options.sideways = Some(words::yes_no(value).ok_or_else(bad)?),
        "rated" => options.rated = Some(words::yes_no(value).ok_or_else(bad)?),
        "time" => options.time = Some(value.parse().map_err(ParseError::BadTime)?),
        _ => return Ok(false),
    }
    Ok(true)
}

/// `text` without a leading `option:` of `command`, named in any language
/// (`/move move:d3xd4`, `/mover jugada:d3xd4`).
pub(super) fn strip_option<'a>(text: &'a str, command: &str, option: &'static str) -> &'a str {
    if let Some((name, value)) = text.split_once(':')
        && option_key(command, name, &[option]).is_some()
    {
        return value.trim();
    }
    text
}
