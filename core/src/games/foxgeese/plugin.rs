//! Fox and Geese as a registered game: its two choices (Two Foxes, and standard Fox and
//! Geese with its table options), its names and its moves' refusals as catalogue phrases,
//! and the face of [`Game`] that the layers above play through.

use std::any::Any;
use std::fmt;

use super::notation::{IllegalMove, MoveError, SyntaxError};
use super::{Game, GeeseCount, Piece, Point, Variant};
use crate::games::plugin::{
    GameDef, OptionProblem, OptionValue, Played, given_option, only_options,
};
use crate::games::{
    AnyGame, AnyMoveError, ConcludeError, GameKind, GameRules, GameSpec, Outcome, Phrase, Seat,
    Word,
};

/// The Fox and Geese family's definition.
pub struct FoxGeese;

/// The registered game.
pub static FOX_GEESE: FoxGeese = FoxGeese;

/// Fox and Geese's handle.
pub const KIND: GameKind = GameKind::of(&FOX_GEESE);

/// The game with this variant.
pub const fn spec(variant: Variant) -> GameSpec {
    GameSpec::new(KIND, code(variant))
}

/// The variant as a code: Halatafl is 0, standard games count up from 1 by geese and the
/// sideways option.
const fn code(variant: Variant) -> u32 {
    match variant {
        Variant::Halatafl => 0,
        Variant::Standard { geese, sideways } => {
            let g = match geese {
                GeeseCount::Thirteen => 0,
                GeeseCount::Fifteen => 1,
                GeeseCount::Seventeen => 2,
            };
            1 + g * 2 + sideways as u32
        }
    }
}

/// The variant a code stands for (a code no variant has reads as the standard game).
pub fn variant(code: u32) -> Variant {
    Variant::ALL
        .into_iter()
        .find(|v| self::code(*v) == code)
        .unwrap_or(Variant::STANDARD)
}

impl GameDef for FoxGeese {
    fn key(&self) -> &'static str {
        "foxgeese"
    }

    fn choices(&self) -> &'static [&'static str] {
        &["halatafl", "foxgeese"]
    }

    fn aliases(&self) -> &'static [&'static str] {
        &["fox and geese", "foxes and geese", "two foxes"]
    }

    fn parse_options(&self, text: &str) -> Result<u32, String> {
        text.parse::<Variant>().map(code).map_err(|e| e.to_string())
    }

    fn options_text(&self, code: u32) -> String {
        variant(code).to_string()
    }

    fn choice_of(&self, code: u32) -> usize {
        match variant(code) {
            Variant::Halatafl => 0,
            Variant::Standard { .. } => 1,
        }
    }

    fn start(&self, code: u32, _seed: u64) -> AnyGame {
        AnyGame::new(Game::from_variant(variant(code)))
    }

    fn read_record(&self, text: &str) -> Result<AnyGame, String> {
        Game::from_record(text)
            .map(AnyGame::new)
            .map_err(|e| e.to_string())
    }

    fn has_draws(&self) -> bool {
        true
    }

    fn has_pass(&self) -> bool {
        false
    }

    fn side_words(&self) -> [&'static str; 2] {
        ["fox", "geese"]
    }

    fn configure(
        &self,
        choice: usize,
        given: &[(&'static str, OptionValue)],
    ) -> Result<u32, OptionProblem> {
        if choice == 0 {
            only_options(given, &[])?;
            return Ok(code(Variant::Halatafl));
        }
        only_options(given, &["geese", "sideways"])?;
        let geese = match given_option(given, "geese") {
            None => GeeseCount::default(),
            Some(&OptionValue::Number(n)) => {
                GeeseCount::from_count(n).ok_or(OptionProblem::BadValue {
                    option: "geese",
                    value: n,
                })?
            }
            Some(_) => return Err(OptionProblem::NotForThisGame("geese")),
        };
        let sideways = match given_option(given, "sideways") {
            None => false,
            Some(&OptionValue::Flag(on)) => on,
            Some(_) => return Err(OptionProblem::NotForThisGame("sideways")),
        };
        Ok(code(Variant::Standard { geese, sideways }))
    }

    fn name(&self, code: u32) -> Phrase {
        match variant(code) {
            Variant::Halatafl => Phrase::new("game-halatafl"),
            Variant::Standard { geese, sideways } => Phrase::new("game-standard")
                .with("geese", geese.count())
                .with("sideways", if sideways { "yes" } else { "no" }),
        }
    }

    fn common_args(&self, code: u32) -> Vec<(&'static str, Word)> {
        vec![("foxes", Word::Number(i64::from(variant(code).foxes())))]
    }
}

impl Played for Game {
    fn def(&self) -> &'static dyn GameDef {
        &FOX_GEESE
    }

    fn options(&self) -> u32 {
        code(self.variant())
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
        let variant = self.variant();
        GameRules::play_text(self, text)
            .map_err(|error| AnyMoveError::new(FoxMoveError { error, variant }))
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
        self.record_text()
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        GameRules::conclude(self, outcome)
    }

    fn move_texts(&self) -> Vec<String> {
        self.moves().iter().map(ToString::to_string).collect()
    }

    fn last_turn_texts(&self) -> Vec<String> {
        self.moves()
            .last()
            .map(ToString::to_string)
            .into_iter()
            .collect()
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
        Box::new(Game::new(*self.start()))
    }

    fn turn_hint(&self) -> &'static str {
        match GameRules::to_move(self) {
            Seat::First => "hint-foxes",
            Seat::Second => "hint-geese",
        }
    }

    fn quiet_moves(&self) -> Option<u32> {
        Some(self.position().quiet() / 2)
    }
}

/// A refused Fox and Geese move, with the variant whose number of foxes decides the words
/// ("the fox" or "the foxes").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoxMoveError {
    pub error: MoveError,
    pub variant: Variant,
}

impl fmt::Display for FoxMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

crate::games::any::move_problem!(FoxMoveError, |e| match &e.error {
    MoveError::Syntax(s) => syntax_phrase(s),
    MoveError::Illegal(i) => illegal_phrase(i, e.variant),
});

fn syntax_phrase(error: &SyntaxError) -> Phrase {
    use SyntaxError as E;
    let quoted = |id: &str, text: &str| Phrase::new(id).with("text", text);
    match error {
        E::Empty => Phrase::new("move-fox-empty"),
        E::UnknownSquare(name) => Phrase::new("move-fox-unknown-square").with("name", name.clone()),
        E::OneSquare(text) => quoted("move-fox-one-square", text),
        E::MissingSeparator(text) => quoted("move-fox-missing-separator", text),
        E::MixedSeparators => Phrase::new("move-fox-mixed-separators"),
        E::MissingSquare => Phrase::new("move-fox-missing-square"),
        E::LongStep => Phrase::new("move-fox-long-step"),
    }
}

fn illegal_phrase(error: &IllegalMove, variant: Variant) -> Phrase {
    use IllegalMove as I;
    let foxes = i64::from(variant.foxes());
    let point = |id: &str, p: Point| {
        Phrase::new(id)
            .with("point", p.to_string())
            .with("foxes", foxes)
    };
    let line = |id: &str, from: Point, to: Point| {
        Phrase::new(id)
            .with("from", from.to_string())
            .with("to", to.to_string())
    };
    match error {
        I::GameOver(end) => Phrase::new("move-fox-game-over").with(
            "reason",
            Phrase::new(format!("reason-{}", end.reason().key())).with("foxes", foxes),
        ),
        I::Concluded => Phrase::new("move-fox-concluded"),
        I::NoPiece(p) => point("move-fox-no-piece", *p),
        I::NotYourPiece { point: p, piece } => match piece {
            Piece::Fox => point("move-fox-not-your-fox", *p),
            Piece::Goose => point("move-fox-not-your-goose", *p),
        },
        I::GeeseNeverBackward => Phrase::new("move-fox-never-backward"),
        I::SidewaysNotAllowed => Phrase::new("move-fox-no-sideways"),
        I::GeeseCannotJump => Phrase::new("move-fox-geese-cannot-jump"),
        I::NotAdjacent { from, to } => line("move-fox-not-adjacent", *from, *to),
        I::JumpWrittenAsStep { from, to } => line("move-fox-jump-as-step", *from, *to),
        I::StepWrittenAsJump { from, to } => line("move-fox-step-as-jump", *from, *to),
        I::TargetOccupied(p) => point("move-fox-occupied", *p),
        I::CaptureAvailable(moves) => {
            let quoted: Vec<String> = moves.iter().map(|m| format!("`{m}`")).collect();
            let id = if quoted.len() > 1 {
                "move-fox-capture-available-many"
            } else {
                "move-fox-capture-available"
            };
            Phrase::new(id).with("moves", Word::OrList(quoted))
        }
        I::MustKeepJumping(p) => point("move-fox-keep-jumping", *p),
        I::NotAJump { from, to } => line("move-fox-not-a-jump", *from, *to),
        I::JumpOverNothing(p) => point("move-fox-jump-over-nothing", *p),
        I::JumpOverFox(p) => point("move-fox-jump-over-fox", *p),
        I::NotLegal(m) => Phrase::new("move-fox-not-legal").with("move", m.clone()),
    }
}
