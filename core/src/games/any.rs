//! The games as the layers above see them: which game ([`GameKind`]), what players pick
//! ([`GameChoice`]), a game with its options ([`GameSpec`]) and a game under way
//! ([`AnyGame`]). Each is a handle on a registered [`GameDef`], so nothing here or above
//! names a game: the games are the [`registry`](super::registry)'s.

use std::any::Any;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use super::phrase::{Phrase, Word};
use super::plugin::{GameDef, MoveProblem, Played};
use super::{ConcludeError, GameRules, Outcome, Seat};

/// Which game: a registered game, compared by its key.
#[derive(Clone, Copy)]
pub struct GameKind(&'static dyn GameDef);

impl GameKind {
    /// The handle on a game's definition (each game's module has its `KIND`).
    pub const fn of(def: &'static dyn GameDef) -> GameKind {
        GameKind(def)
    }

    /// The game's definition.
    pub fn def(self) -> &'static dyn GameDef {
        self.0
    }

    /// Stable key used in storage and commands.
    pub fn key(self) -> &'static str {
        self.0.key()
    }

    /// Whether the game can end in a draw (and so has draw offers).
    pub fn has_draws(self) -> bool {
        self.0.has_draws()
    }

    /// Whether a player may pass.
    pub fn has_pass(self) -> bool {
        self.0.has_pass()
    }

    /// What players pick from in this game.
    pub fn choices(self) -> Vec<GameChoice> {
        (0..self.0.choices().len())
            .map(|index| GameChoice { kind: self, index })
            .collect()
    }
}

impl PartialEq for GameKind {
    fn eq(&self, other: &GameKind) -> bool {
        self.key() == other.key()
    }
}

impl Eq for GameKind {}

impl Hash for GameKind {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl PartialOrd for GameKind {
    fn partial_cmp(&self, other: &GameKind) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Games sort in the registry's order (the built-in ones first, as menus list them).
impl Ord for GameKind {
    fn cmp(&self, other: &GameKind) -> std::cmp::Ordering {
        let all = GameKind::all();
        let rank = |k: &GameKind| all.iter().position(|g| g == k);
        rank(self)
            .cmp(&rank(other))
            .then_with(|| self.key().cmp(other.key()))
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Folds a typed game name for comparison: lower case, without spaces, dashes or underscores.
fn fold_name(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_'))
        .collect()
}

impl FromStr for GameKind {
    type Err = String;

    /// A game by its key, one of its choices' keys or an alias, as people type them.
    fn from_str(s: &str) -> Result<GameKind, String> {
        let typed = fold_name(s);
        GameKind::all()
            .into_iter()
            .find(|kind| {
                let def = kind.def();
                std::iter::once(def.key())
                    .chain(def.choices().iter().copied())
                    .chain(def.aliases().iter().copied())
                    .any(|name| fold_name(name) == typed)
            })
            .ok_or_else(|| format!("unknown game `{}`", s.chars().take(20).collect::<String>()))
    }
}

/// What players pick from: a game with some of its options fixed (TZAAR; Two Foxes; Fox
/// and Geese). Also the rules topics and the rating pools.
#[derive(Clone, Copy)]
pub struct GameChoice {
    kind: GameKind,
    index: usize,
}

impl GameChoice {
    /// Every choice of every registered game, in the registry's order.
    pub fn all() -> Vec<GameChoice> {
        GameKind::all()
            .into_iter()
            .flat_map(GameKind::choices)
            .collect()
    }

    /// The first registered choice (what a challenge without a game plays).
    pub fn first() -> GameChoice {
        GameChoice::all()[0]
    }

    /// The stable key written in storage and ids (`halatafl`).
    pub fn key(self) -> &'static str {
        self.kind.def().choices()[self.index]
    }

    /// The choice with this key.
    pub fn from_key(key: &str) -> Option<GameChoice> {
        GameChoice::all().into_iter().find(|c| c.key() == key)
    }

    /// The choice a game's options belong to.
    pub fn of(spec: GameSpec) -> GameChoice {
        GameChoice {
            kind: spec.kind,
            index: spec.kind.def().choice_of(spec.code),
        }
    }

    /// The game.
    pub fn kind(self) -> GameKind {
        self.kind
    }

    /// Its position among its game's choices.
    pub fn index(self) -> usize {
        self.index
    }
}

impl PartialEq for GameChoice {
    fn eq(&self, other: &GameChoice) -> bool {
        self.key() == other.key()
    }
}

impl Eq for GameChoice {}

impl Hash for GameChoice {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl PartialOrd for GameChoice {
    fn partial_cmp(&self, other: &GameChoice) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Choices sort in the registry's order (TZAAR, Two Foxes, Fox and Geese).
impl Ord for GameChoice {
    fn cmp(&self, other: &GameChoice) -> std::cmp::Ordering {
        (self.kind, self.index)
            .cmp(&(other.kind, other.index))
            .then_with(|| self.key().cmp(other.key()))
    }
}

impl fmt::Debug for GameChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl fmt::Display for GameChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A key that names no registered choice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game `{0}`")]
pub struct UnknownChoice(pub String);

impl FromStr for GameChoice {
    type Err = UnknownChoice;

    /// Reads a key as people type it: any letter case, spaces around.
    fn from_str(s: &str) -> Result<GameChoice, UnknownChoice> {
        GameChoice::from_key(&s.trim().to_lowercase())
            .ok_or_else(|| UnknownChoice(s.chars().take(32).collect()))
    }
}

/// A game with its options, as a challenge asks for it.
#[derive(Clone, Copy)]
pub struct GameSpec {
    kind: GameKind,
    code: u32,
}

impl GameSpec {
    /// A game with the options its own code stands for (each game's module builds these).
    pub const fn new(kind: GameKind, code: u32) -> GameSpec {
        GameSpec { kind, code }
    }

    pub fn kind(self) -> GameKind {
        self.kind
    }

    /// The options as the game coded them.
    pub fn code(self) -> u32 {
        self.code
    }

    /// The options as stored text: `fixed`, `random`, `standard+15+sideways`, ...
    pub fn options(self) -> String {
        self.kind.def().options_text(self.code)
    }

    /// Reads a game key's options text back.
    pub fn parse(kind: GameKind, options: &str) -> Result<GameSpec, String> {
        let code = kind.def().parse_options(options)?;
        Ok(GameSpec { kind, code })
    }

    /// The game this spec starts; `seed` decides what the options leave to chance.
    pub fn start(self, seed: u64) -> AnyGame {
        self.kind.def().start(self.code, seed)
    }

    /// The game with its options as players read it.
    pub fn name(self) -> Phrase {
        self.kind.def().name(self.code)
    }

    /// Arguments every phrase about this game receives.
    pub fn common_args(self) -> Vec<(&'static str, Word)> {
        self.kind.def().common_args(self.code)
    }
}

impl PartialEq for GameSpec {
    fn eq(&self, other: &GameSpec) -> bool {
        self.kind == other.kind && self.code == other.code
    }
}

impl Eq for GameSpec {}

impl Hash for GameSpec {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.kind.hash(state);
        self.code.hash(state);
    }
}

impl fmt::Debug for GameSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.kind.key(), self.options())
    }
}

/// What the player to move is expected to do, for the turn line under each board: the
/// game's catalogue id (`hint-capture`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TurnHint(pub &'static str);

/// A game of any registered kind under way.
pub struct AnyGame(Box<dyn Played>);

impl AnyGame {
    /// Wraps a game's own type.
    pub fn new(game: impl Played) -> AnyGame {
        AnyGame(Box::new(game))
    }

    pub fn kind(&self) -> GameKind {
        GameKind::of(self.0.def())
    }

    /// Reads a record of any registered game (`/history`'s format, `docs/records.md`): its
    /// first line that is neither blank nor a comment, `game <key>`, names the game whose
    /// reader reads the whole text.
    pub fn read_record(text: &str) -> Result<AnyGame, String> {
        let first = text
            .lines()
            .map(|l| l.split('#').next().unwrap_or("").trim())
            .find(|l| !l.is_empty())
            .ok_or_else(|| "the record is empty".to_string())?;
        let key = first
            .strip_prefix("game ")
            .map(str::trim)
            .ok_or_else(|| format!("a record starts with `game <name>`, not `{first}`"))?;
        let kind = GameKind::from_key(key).ok_or_else(|| format!("unknown game `{key}`"))?;
        kind.def().read_record(text)
    }

    /// The game and the options it was started with.
    pub fn spec(&self) -> GameSpec {
        GameSpec::new(self.kind(), self.0.options())
    }

    /// The game's own type, if it is `T` (for the hooks that draw and play one game).
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }

    /// Every single move played so far, in canonical notation.
    pub fn move_texts(&self) -> Vec<String> {
        self.0.move_texts()
    }

    /// The single moves of the last turn, in canonical notation: both halves of a TZAAR turn
    /// (even when played as two commands), or only the first while the second is to come;
    /// the last move in Fox and Geese. Empty at the start.
    pub fn last_turn_texts(&self) -> Vec<String> {
        self.0.last_turn_texts()
    }

    /// Each single move from the `from`-th on, in canonical notation, with the position text
    /// after it (what the move log stores), from the moves as played: nothing is read back
    /// from text.
    pub fn trail(&self, from: usize) -> Vec<(String, String)> {
        let moves = self.move_texts().into_iter().skip(from);
        moves.zip(self.0.positions_from(from)).collect()
    }

    /// Number of single moves played.
    pub fn ply(&self) -> usize {
        self.0.move_texts().len()
    }

    /// Rebuilds a game from its spec, seed and single moves (as stored).
    pub fn replay<S: AsRef<str>>(
        spec: GameSpec,
        seed: u64,
        moves: &[S],
    ) -> Result<AnyGame, (usize, AnyMoveError)> {
        let mut game = spec.start(seed);
        for (i, mv) in moves.iter().enumerate() {
            game.play_text(mv.as_ref()).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The same game back at its start: the start position and options, no move played.
    pub fn restarted(&self) -> AnyGame {
        AnyGame(self.0.restarted())
    }

    /// The start position's text.
    pub fn start_text(&self) -> String {
        self.0.start_text()
    }

    /// What the player to move is expected to do.
    pub fn turn_hint(&self) -> TurnHint {
        TurnHint(self.0.turn_hint())
    }

    /// How many moves by each side have been played towards a quiet-move draw, where the
    /// game has such a rule (Fox and Geese draws at 50).
    pub fn quiet_moves(&self) -> Option<u32> {
        self.0.quiet_moves()
    }

    /// Whether the side to move may pass now.
    pub fn can_pass(&self) -> bool {
        self.0.can_pass()
    }

    /// The legal moves that could complete a turn begun with `first`: for TZAAR after a
    /// first move and a space, the second moves that may follow it.
    pub fn continuations(&self, first: &str) -> Option<Vec<String>> {
        self.0.continuations(first)
    }
}

impl Clone for AnyGame {
    fn clone(&self) -> AnyGame {
        AnyGame(self.0.clone_box())
    }
}

impl fmt::Debug for AnyGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} after {:?}", self.spec(), self.move_texts())
    }
}

impl GameRules for AnyGame {
    type Error = AnyMoveError;

    fn legal_moves(&self) -> Vec<String> {
        self.0.legal_moves()
    }

    fn play_text(&mut self, text: &str) -> Result<Vec<String>, AnyMoveError> {
        self.0.play_text(text)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn to_move(&self) -> Seat {
        self.0.to_move()
    }

    fn position_text(&self) -> String {
        self.0.position_text()
    }

    fn record(&self) -> String {
        self.0.record()
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        self.0.conclude(outcome)
    }
}

/// A rejected move of any game; `Display` says why in English (logs), [`AnyMoveError::phrase`]
/// in the catalogue's words.
pub struct AnyMoveError(Box<dyn MoveProblem>);

impl AnyMoveError {
    pub fn new(problem: impl MoveProblem) -> AnyMoveError {
        AnyMoveError(Box::new(problem))
    }

    /// Why, as a catalogue phrase.
    pub fn phrase(&self) -> Phrase {
        self.0.phrase()
    }

    /// The game's own error type, if it is `T`.
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref()
    }
}

impl Clone for AnyMoveError {
    fn clone(&self) -> AnyMoveError {
        AnyMoveError(self.0.clone_box())
    }
}

impl PartialEq for AnyMoveError {
    fn eq(&self, other: &AnyMoveError) -> bool {
        self.0.same(other.0.as_ref())
    }
}

impl Eq for AnyMoveError {}

impl fmt::Debug for AnyMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for AnyMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for AnyMoveError {}

/// Implements [`MoveProblem`]'s bookkeeping for an error type that is `Clone + PartialEq`,
/// given how it reads as a phrase.
macro_rules! move_problem {
    ($ty:ty, |$e:ident| $phrase:expr) => {
        impl $crate::games::plugin::MoveProblem for $ty {
            fn phrase(&self) -> $crate::games::Phrase {
                let $e = self;
                $phrase
            }
            fn clone_box(&self) -> Box<dyn $crate::games::plugin::MoveProblem> {
                Box::new(self.clone())
            }
            fn as_any(&self) -> &dyn std::any::Any {
                self
            }
            fn same(&self, other: &dyn $crate::games::plugin::MoveProblem) -> bool {
                other.as_any().downcast_ref::<$ty>() == Some(self)
            }
        }
    };
}

pub(crate) use move_problem;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{TzaarSetup, foxgeese, registry, tzaar};

    #[test]
    fn specs_round_trip_through_their_stored_text() {
        for text in ["fixed", "random", "tournament"] {
            let spec = GameSpec::parse(tzaar::KIND, text).unwrap();
            assert_eq!(spec.options(), text);
        }
        for text in ["halatafl", "standard", "standard+17+sideways"] {
            let spec = GameSpec::parse(foxgeese::KIND, text).unwrap();
            assert_eq!(spec.options(), text);
            assert_eq!(spec.start(0).spec(), spec);
        }
        assert!(GameSpec::parse(tzaar::KIND, "chaos").is_err());
        assert_eq!("Fox and Geese".parse(), Ok(foxgeese::KIND));
        assert_eq!("two-foxes".parse(), Ok(foxgeese::KIND));
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn the_registry_lists_each_game_and_choice_once_in_order() {
        let keys: Vec<&str> = GameKind::all().into_iter().map(GameKind::key).collect();
        assert_eq!(keys, ["tzaar", "foxgeese"]);
        let choices: Vec<&str> = GameChoice::all().into_iter().map(GameChoice::key).collect();
        assert_eq!(choices, ["tzaar", "halatafl", "foxgeese"]);
        let mut sorted = GameChoice::all();
        sorted.reverse();
        sorted.sort();
        assert_eq!(sorted, GameChoice::all());
        assert_eq!(GameKind::from_key("foxgeese"), Some(foxgeese::KIND));
        assert_eq!(GameKind::from_key("halatafl"), None);
        assert_eq!(
            GameChoice::of(foxgeese::spec(foxgeese::Variant::Halatafl)).key(),
            "halatafl"
        );
        assert_eq!(
            GameChoice::of(tzaar::spec(TzaarSetup::Random)).key(),
            "tzaar"
        );
    }

    #[test]
    fn registering_a_taken_key_or_choice_is_refused() {
        assert_eq!(
            registry::register(&tzaar::plugin::TZAAR).map(GameKind::key),
            Ok("tzaar")
        );
        struct Impostor;
        impl GameDef for Impostor {
            fn key(&self) -> &'static str {
                "impostor"
            }
            fn choices(&self) -> &'static [&'static str] {
                &["halatafl"]
            }
            fn parse_options(&self, _: &str) -> Result<u32, String> {
                Ok(0)
            }
            fn options_text(&self, _: u32) -> String {
                String::new()
            }
            fn choice_of(&self, _: u32) -> usize {
                0
            }
            fn start(&self, code: u32, seed: u64) -> AnyGame {
                tzaar::plugin::TZAAR.start(code, seed)
            }
            fn read_record(&self, text: &str) -> Result<AnyGame, String> {
                tzaar::plugin::TZAAR.read_record(text)
            }
            fn has_draws(&self) -> bool {
                false
            }
            fn has_pass(&self) -> bool {
                false
            }
            fn side_words(&self) -> [&'static str; 2] {
                ["white", "black"]
            }
            fn configure(
                &self,
                _: usize,
                _: &[(&'static str, crate::games::plugin::OptionValue)],
            ) -> Result<u32, crate::games::plugin::OptionProblem> {
                Ok(0)
            }
            fn name(&self, _: u32) -> Phrase {
                Phrase::new("game-impostor")
            }
            fn common_args(&self, _: u32) -> Vec<(&'static str, Word)> {
                Vec::new()
            }
        }
        static IMPOSTOR: Impostor = Impostor;
        assert_eq!(
            registry::register(&IMPOSTOR).map(GameKind::key),
            Err(registry::RegisterError::TakenChoice("halatafl"))
        );
        assert_eq!(GameKind::all().len(), 2);
    }

    #[test]
    fn a_game_replays_from_its_moves() {
        let spec = tzaar::spec(TzaarSetup::Random);
        let mut game = spec.start(5);
        for _ in 0..7 {
            let mv = game.legal_moves()[0].clone();
            game.play_text(&mv).unwrap();
        }
        let again = AnyGame::replay(spec, 5, &game.move_texts()).unwrap();
        assert_eq!(again.position_text(), game.position_text());
        let bad = AnyGame::replay(spec, 5, &["a1xa1"]).unwrap_err();
        assert_eq!(bad.0, 0);
        assert_eq!(bad.1, bad.1.clone());
        assert_ne!(bad.1.phrase().id, "");
    }

    #[test]
    fn the_trail_is_each_move_with_the_position_after_it() {
        for spec in [
            tzaar::spec(TzaarSetup::Random),
            foxgeese::spec(foxgeese::Variant::Halatafl),
        ] {
            let mut game = spec.start(5);
            let mut expected = Vec::new();
            for _ in 0..9 {
                let Some(mv) = game.legal_moves().pop() else {
                    break;
                };
                game.play_text(&mv).unwrap();
                expected.push((mv, game.position_text()));
            }
            assert_eq!(game.trail(0), expected, "{spec:?}");
            assert_eq!(game.trail(4), expected[4..].to_vec(), "{spec:?}");
            assert!(game.trail(game.ply()).is_empty());
        }
    }

    #[test]
    fn tzaar_continuations_list_second_moves() {
        let mut game = tzaar::spec(TzaarSetup::Fixed).start(0);
        game.play_text("d3xd4").unwrap();
        let first = game.legal_moves()[0].clone();
        let seconds = game.continuations(&first).unwrap();
        assert!(seconds.contains(&"pass".to_string()));
        assert!(game.continuations("nonsense").is_none());
    }
}
