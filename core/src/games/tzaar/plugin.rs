//! TZAAR as a registered game: its options (the setup), its names and its moves' refusals
//! as catalogue phrases, and the face of [`Game`] that the layers above play through.

use std::any::Any;

use super::notation::{MoveError, SyntaxError};
use super::{Game, IllegalMove, Kind, SetupKind, Step};
use crate::games::plugin::{
    GameDef, OptionProblem, OptionValue, Played, RecordFormat, given_option, only_options,
};
use crate::games::{
    AnyGame, AnyMoveError, ConcludeError, GameKind, GameRules, GameSpec, Outcome, Phrase, Seat,
    Word,
};

/// How a TZAAR board is set up, as chosen in a challenge (the random seed is drawn when the
/// game starts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TzaarSetup {
    Fixed,
    Random,
    Tournament,
}

impl TzaarSetup {
    pub const ALL: [TzaarSetup; 3] = [
        TzaarSetup::Fixed,
        TzaarSetup::Random,
        TzaarSetup::Tournament,
    ];

    /// The stored text and the catalogue's key (`words-setup-random`).
    pub fn key(self) -> &'static str {
        match self {
            TzaarSetup::Fixed => "fixed",
            TzaarSetup::Random => "random",
            TzaarSetup::Tournament => "tournament",
        }
    }

    const fn code(self) -> u32 {
        self as u32
    }

    fn from_code(code: u32) -> TzaarSetup {
        match code {
            1 => TzaarSetup::Random,
            2 => TzaarSetup::Tournament,
            _ => TzaarSetup::Fixed,
        }
    }
}

/// TZAAR's definition.
pub struct Tzaar;

/// The registered game.
pub static TZAAR: Tzaar = Tzaar;

/// TZAAR's handle.
pub const KIND: GameKind = GameKind::of(&TZAAR);

/// TZAAR with this setup.
pub const fn spec(setup: TzaarSetup) -> GameSpec {
    GameSpec::new(KIND, setup.code())
}

impl GameDef for Tzaar {
    fn key(&self) -> &'static str {
        "tzaar"
    }

    fn choices(&self) -> &'static [&'static str] {
        &["tzaar"]
    }

    fn parse_options(&self, text: &str) -> Result<u32, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" => Ok(TzaarSetup::Fixed.code()),
            other => TzaarSetup::ALL
                .into_iter()
                .find(|s| s.key() == other)
                .map(TzaarSetup::code)
                .ok_or_else(|| format!("unknown TZAAR setup `{other}`")),
        }
    }

    fn options_text(&self, code: u32) -> String {
        TzaarSetup::from_code(code).key().to_string()
    }

    fn choice_of(&self, _code: u32) -> usize {
        0
    }

    fn start(&self, code: u32, seed: u64) -> AnyGame {
        AnyGame::new(Game::new(match TzaarSetup::from_code(code) {
            TzaarSetup::Fixed => SetupKind::Fixed,
            TzaarSetup::Random => SetupKind::Random(seed),
            TzaarSetup::Tournament => SetupKind::Tournament,
        }))
    }

    fn read_record(&self, text: &str) -> Result<AnyGame, String> {
        Game::from_record(text)
            .map(AnyGame::new)
            .map_err(|e| e.to_string())
    }

    fn has_draws(&self) -> bool {
        false
    }

    fn has_pass(&self) -> bool {
        true
    }

    fn side_words(&self) -> [&'static str; 2] {
        ["white", "black"]
    }

    fn option_values(&self, option: &str) -> &'static [&'static str] {
        match option {
            "setup" => &["fixed", "random", "tournament"],
            _ => &[],
        }
    }

    fn configure(
        &self,
        _choice: usize,
        given: &[(&'static str, OptionValue)],
    ) -> Result<u32, OptionProblem> {
        only_options(given, &["setup"])?;
        match given_option(given, "setup") {
            None => Ok(TzaarSetup::Fixed.code()),
            Some(OptionValue::Key(key)) => self
                .parse_options(key)
                .map_err(|_| OptionProblem::NotForThisGame("setup")),
            Some(_) => Err(OptionProblem::NotForThisGame("setup")),
        }
    }

    fn name(&self, code: u32) -> Phrase {
        Phrase::new(format!("game-tzaar-{}", TzaarSetup::from_code(code).key()))
    }

    fn common_args(&self, _code: u32) -> Vec<(&'static str, Word)> {
        vec![("foxes", Word::Number(0))]
    }

    fn record_formats(&self) -> &'static [RecordFormat] {
        &super::records::FORMATS
    }
}

impl Played for Game {
    fn def(&self) -> &'static dyn GameDef {
        &TZAAR
    }

    fn options(&self) -> u32 {
        match self.setup() {
            Some(SetupKind::Random(_)) => TzaarSetup::Random.code(),
            Some(SetupKind::Tournament) => TzaarSetup::Tournament.code(),
            Some(SetupKind::Fixed) | None => TzaarSetup::Fixed.code(),
        }
    }

    fn clone_box(&self) -> Box<dyn Played> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn legal_moves(&self) -> Vec<String> {
        GameRules::legal_moves(self)
    }

    fn play_text(&mut self, text: &str) -> Result<Vec<String>, AnyMoveError> {
        GameRules::play_text(self, text).map_err(AnyMoveError::new)
    }

    fn outcome(&self) -> Option<Outcome> {
        GameRules::outcome(self)
    }

    fn to_move(&self) -> Seat {
        GameRules::to_move(self)
    }

    fn position_text(&self) -> String {
        GameRules::position_text(self)
    }

    fn record(&self) -> String {
        Game::record(self)
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        GameRules::conclude(self, outcome)
    }

    fn move_texts(&self) -> Vec<String> {
        self.moves().iter().map(ToString::to_string).collect()
    }

    fn last_turn_texts(&self) -> Vec<String> {
        self.turns()
            .pop()
            .map(|(_, moves)| moves.iter().map(ToString::to_string).collect())
            .unwrap_or_default()
    }

    fn positions_from(&self, from: usize) -> Vec<String> {
        Game::positions_from(self, from)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn start_text(&self) -> String {
        self.start().to_string()
    }

    fn restarted(&self) -> Box<dyn Played> {
        Box::new(self.restarted())
    }

    fn turn_hint(&self) -> &'static str {
        match self.position().step() {
            Step::Open => "hint-opening-capture",
            Step::First => "hint-capture",
            Step::Second => "hint-capture-stack-or-pass",
            Step::Place => "hint-place",
        }
    }

    fn can_pass(&self) -> bool {
        !self.is_over() && self.position().step() == Step::Second
    }

    fn continuations(&self, first: &str) -> Option<Vec<String>> {
        let mut after = self.clone();
        after.play_turn(first).ok()?;
        if after.position().side() != self.position().side() {
            return None;
        }
        Some(GameRules::legal_moves(&after))
    }
}

crate::games::any::move_problem!(MoveError, |e| move_phrase(e));

/// A TZAAR move or turn that was not played.
fn move_phrase(error: &MoveError) -> Phrase {
    match error {
        MoveError::Syntax(e) => syntax_phrase(e),
        MoveError::Illegal { mv, reason } => Phrase::new("move-with-reason")
            .with("move", Word::Moves(vec![mv.to_string()]))
            .with("reason", illegal_phrase(reason)),
        MoveError::TooManyMoves { step } => Phrase::new(match step {
            Step::Open => "move-tzaar-opening",
            Step::First => "move-tzaar-too-many",
            Step::Second => "move-tzaar-second-left",
            Step::Place => "move-tzaar-one-placement",
        }),
        MoveError::EndedAfterFirst { first } => {
            Phrase::new("move-tzaar-ended-after-first").with("first", first.clone())
        }
    }
}

fn syntax_phrase(error: &SyntaxError) -> Phrase {
    use SyntaxError as E;
    match error {
        E::Empty => Phrase::new("move-tzaar-empty"),
        E::TooLong => Phrase::new("move-tzaar-too-long"),
        E::NoSuchSpace(e) if e.0.eq_ignore_ascii_case("e5") => Phrase::new("move-tzaar-centre"),
        E::NoSuchSpace(e) => Phrase::new("move-tzaar-no-space").with("name", e.0.clone()),
        E::Unreadable(text) => Phrase::new("move-tzaar-unreadable").with("text", text.clone()),
        E::MissingTarget(from) => {
            Phrase::new("move-tzaar-missing-target").with("from", from.to_string())
        }
    }
}

fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Tzaar => "tzaar",
        Kind::Tzarra => "tzarra",
        Kind::Tott => "tott",
    }
}

fn illegal_phrase(error: &IllegalMove) -> Phrase {
    use IllegalMove as I;
    let cell = |id: &str, c: super::Cell| Phrase::new(id).with("cell", c.to_string());
    let line = |id: &str, from: super::Cell, to: super::Cell| {
        Phrase::new(id)
            .with("from", from.to_string())
            .with("to", to.to_string())
    };
    match error {
        I::GameOver => Phrase::new("move-tzaar-game-over"),
        I::MustPlace => Phrase::new("move-tzaar-must-place"),
        I::NotPlacing => Phrase::new("move-tzaar-not-placing"),
        I::NoneLeftToPlace(kind) => {
            Phrase::new("move-tzaar-none-left").with("kind", kind_key(*kind))
        }
        I::Occupied(c) => cell("move-tzaar-occupied", *c),
        I::NoStack(c) => cell("move-tzaar-no-stack", *c),
        I::NotYourStack(c) => cell("move-tzaar-not-yours", *c),
        I::SameSpace(c) => cell("move-tzaar-same-space", *c),
        I::NoLine { from, to } => line("move-tzaar-no-line", *from, *to),
        I::CentreInTheWay { from, to } => line("move-tzaar-centre-in-the-way", *from, *to),
        I::Blocked { from, to, by } => Phrase::new("move-tzaar-blocked")
            .with("from", from.to_string())
            .with("to", to.to_string())
            .with("by", by.to_string()),
        I::EmptyTarget(c) => cell("move-tzaar-empty-target", *c),
        I::TargetTaller { to, target, mover } => Phrase::new("move-tzaar-taller")
            .with("to", to.to_string())
            .with("target", i64::from(*target))
            .with("mover", i64::from(*mover)),
        I::CaptureFirst => Phrase::new("move-tzaar-capture-first"),
        I::OpeningIsOneCapture => Phrase::new("move-tzaar-opening"),
        I::CaptureOwn { from, to } => line("move-tzaar-capture-own", *from, *to),
        I::StackOntoOpponent { from, to } => line("move-tzaar-stack-onto-opponent", *from, *to),
    }
}
