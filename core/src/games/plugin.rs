//! The two traits a game implements to be played by the bot, and nothing else: the layers
//! above see every game through them (and the [`registry`](super::registry) that lists the
//! games), so they never name one.
//!
//! - [`GameDef`]: the game as registered, before any game is under way: its key, the choices
//!   players pick from, its options as stored text, its names, and how to start a game.
//! - [`Played`]: a game under way, its moves crossing as the game's own notation (text is
//!   what records, storage and commands hold; the typed moves stay inside the game and the
//!   hooks of the layers that draw and play it, which downcast through [`Played::as_any`]).
//!
//! Options travel as a small code (`u32`) the game itself chose, so a game with its options
//! ([`super::GameSpec`]) stays a plain `Copy` value however the game describes them.

use std::any::Any;

use super::phrase::{Phrase, Word};
use super::{AnyGame, AnyMoveError, ConcludeError, Outcome, Seat};

/// A game the bot can play, as registered.
pub trait GameDef: Send + Sync + 'static {
    /// The stable key in storage, custom ids and catalogue ids (`tzaar`).
    fn key(&self) -> &'static str;

    /// What players pick from, by key (at least one): each choice is the game with some of
    /// its options fixed ("halatafl" and "foxgeese" are two choices of one rules core). The
    /// catalogue names a choice `choice-<key>` and lists the words players type for it as
    /// `words-game-<key>`; ratings are kept per choice.
    fn choices(&self) -> &'static [&'static str];

    /// Other names people type for the game (compared with spaces, dashes and case folded).
    fn aliases(&self) -> &'static [&'static str] {
        &[]
    }

    /// Reads the options' stored text (`fixed`, `standard+15+sideways`) into the game's code.
    fn parse_options(&self, text: &str) -> Result<u32, String>;

    /// The options' stored text for a code (what [`GameDef::parse_options`] reads back).
    fn options_text(&self, code: u32) -> String;

    /// Which of [`GameDef::choices`] the options belong to.
    fn choice_of(&self, code: u32) -> usize;

    /// Starts a game with these options; `seed` decides whatever the options leave to chance.
    fn start(&self, code: u32, seed: u64) -> AnyGame;

    /// Reads a whole game back from its record text (the `/history` format).
    fn read_record(&self, text: &str) -> Result<AnyGame, String>;

    /// Whether a game can end in a draw (and so has draw offers).
    fn has_draws(&self) -> bool;

    /// Whether a player may pass.
    fn has_pass(&self) -> bool;

    /// The word that names each seat's side (`white`, `fox`): the catalogue writes it as
    /// `side-<word>` and reads what players type for it from `words-side-<word>`.
    fn side_words(&self) -> [&'static str; 2];

    /// The values an option takes by key, for the front ends' words and menus (`setup`:
    /// `fixed`, `random`, `tournament`); empty for an option the game does not have or
    /// that is not a list.
    fn option_values(&self, _option: &str) -> &'static [&'static str] {
        &[]
    }

    /// Reads a challenge's options for one of [`GameDef::choices`] into the game's code:
    /// options left out take the game's defaults, and an option the choice does not have is
    /// refused, not ignored.
    fn configure(
        &self,
        choice: usize,
        given: &[(&'static str, OptionValue)],
    ) -> Result<u32, OptionProblem>;

    /// The game with its options as players read it (`game-tzaar-random`).
    fn name(&self, code: u32) -> Phrase;

    /// Arguments every phrase about such a game receives (the number of foxes, which
    /// decides "the fox" or "the foxes").
    fn common_args(&self, code: u32) -> Vec<(&'static str, Word)>;

    /// The record formats of other sites that this game reads and writes (Little Golem's,
    /// BoardSpace's); none by default. The generic layers reach them through
    /// [`super::records`], so they never name a game.
    fn record_formats(&self) -> &'static [RecordFormat] {
        &[]
    }
}

/// A record format of another site, as a game reads and writes it. Its functions are pure:
/// they see text and games, never files.
pub struct RecordFormat {
    /// The key users type (`littlegolem`).
    pub key: &'static str,
    /// The site's name, for messages (`Little Golem`).
    pub name: &'static str,
    /// Whether a text looks like a record in this format of this game (a cheap look at its
    /// first bytes; reading it may still fail).
    pub reads: fn(&str) -> bool,
    /// Reads a whole record: the game replayed through the rules, and what the record says
    /// about it besides.
    pub read: fn(&str) -> Result<Imported, FormatError>,
    /// Writes a game in this format, or `None` where the format cannot hold it (a start the
    /// site does not play).
    pub write: fn(&AnyGame, &RecordInfo) -> Option<String>,
}

/// A game read from another site's record.
pub struct Imported {
    pub game: AnyGame,
    pub info: RecordInfo,
}

/// What a record says about a game besides its start and moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordInfo {
    /// The players' names by seat (the first seat first), where known.
    pub players: [Option<String>; 2],
    /// The event (a tournament, a ladder), where known.
    pub event: Option<String>,
    /// Where the game was played (a site's name or address), where known.
    pub site: Option<String>,
}

/// Why a record was refused: the message (English, for the command line) names what is
/// wrong, the line or the move; [`FormatError::at`] says where as data, so that a front end
/// can name the line and the move in its reader's language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FormatError {
    pub message: String,
    pub at: Option<RecordSpot>,
}

/// Where in a record a reader stopped: the (1-based) line, and the move there if the line
/// holds one (its number in the record and its text as written).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordSpot {
    pub line: usize,
    pub turn: Option<usize>,
    pub text: Option<String>,
}

impl FormatError {
    /// A refusal that names no place in the record (an empty file, a missing property).
    pub fn new(message: impl Into<String>) -> FormatError {
        FormatError {
            message: message.into(),
            at: None,
        }
    }

    /// A refusal at a place in the record.
    pub fn at(message: impl Into<String>, spot: RecordSpot) -> FormatError {
        FormatError {
            message: message.into(),
            at: Some(spot),
        }
    }

    /// The same refusal, its message rewritten (a prefix that names the format); the place
    /// stays.
    pub fn reworded(self, message: impl FnOnce(&str) -> String) -> FormatError {
        FormatError {
            message: message(&self.message),
            at: self.at,
        }
    }
}

/// A challenge option's value as a front end read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// One of [`GameDef::option_values`] (`random`).
    Key(String),
    Number(u32),
    Flag(bool),
}

/// Why a challenge's options were refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionProblem {
    /// An option that does not apply to the chosen game (`setup` for Fox and Geese).
    #[error("the option `{0}` does not apply to this game")]
    NotForThisGame(&'static str),
    /// A value the option does not take (14 geese); the catalogue says why as
    /// `option-bad-<option>`.
    #[error("`{value}` is not a value of the option `{option}`")]
    BadValue { option: &'static str, value: u32 },
}

/// Refuses every option in `given` but `allowed`.
pub fn only_options(
    given: &[(&'static str, OptionValue)],
    allowed: &[&str],
) -> Result<(), OptionProblem> {
    match given.iter().find(|(name, _)| !allowed.contains(name)) {
        Some((name, _)) => Err(OptionProblem::NotForThisGame(name)),
        None => Ok(()),
    }
}

/// The value given for `option`, if any.
pub fn given_option<'a>(
    given: &'a [(&'static str, OptionValue)],
    option: &str,
) -> Option<&'a OptionValue> {
    given
        .iter()
        .find(|(name, _)| *name == option)
        .map(|(_, v)| v)
}

/// A game under way (its start, the moves played, and the outcome once over).
pub trait Played: Send + Sync + 'static {
    /// The game as registered.
    fn def(&self) -> &'static dyn GameDef;
    /// The options code the game was started with.
    fn options(&self) -> u32;
    fn clone_box(&self) -> Box<dyn Played>;
    /// The game's own type, for the hooks that draw and play it.
    fn as_any(&self) -> &dyn Any;

    /// The legal single moves in canonical notation, sorted.
    fn legal_moves(&self) -> Vec<String>;
    /// Plays one move, or a whole turn where the game has multi-move turns, from lenient
    /// text; returns the canonical text of what was played. On error nothing changes.
    fn play_text(&mut self, text: &str) -> Result<Vec<String>, AnyMoveError>;
    fn outcome(&self) -> Option<Outcome>;
    fn to_move(&self) -> Seat;
    fn position_text(&self) -> String;
    fn record(&self) -> String;
    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError>;

    /// Every single move played so far, in canonical notation.
    fn move_texts(&self) -> Vec<String>;
    /// The single moves of the last turn (both halves of a two-move turn).
    fn last_turn_texts(&self) -> Vec<String>;
    /// The position text after each single move from the `from`-th on.
    fn positions_from(&self, from: usize) -> Vec<String>;
    /// The start position's text.
    fn start_text(&self) -> String;
    /// The same game back at its start (its start position and options, no move played,
    /// no end away from the board): the analysis replays a finished game from it.
    fn restarted(&self) -> Box<dyn Played>;
    /// What the player to move is expected to do, as a catalogue id (`hint-capture`).
    fn turn_hint(&self) -> &'static str;
    /// Moves by each side towards a draw by a quiet-move rule, where the game has one.
    fn quiet_moves(&self) -> Option<u32> {
        None
    }
    /// Whether the side to move may pass now.
    fn can_pass(&self) -> bool {
        false
    }
    /// The moves that may complete a turn begun with `first`, for games with multi-move
    /// turns; `None` where `first` ends the turn or cannot be played.
    fn continuations(&self, _first: &str) -> Option<Vec<String>> {
        None
    }
}

/// A rejected move's reason, as the game says it.
pub trait MoveProblem: std::fmt::Debug + std::fmt::Display + Send + Sync + 'static {
    /// The reason as a catalogue phrase.
    fn phrase(&self) -> Phrase;
    fn clone_box(&self) -> Box<dyn MoveProblem>;
    fn as_any(&self) -> &dyn Any;
    /// Compares with another problem of any game.
    fn same(&self, other: &dyn MoveProblem) -> bool;
}
