//! The games as one type: what a challenge asks for ([`GameSpec`]) and a game in progress of
//! either kind ([`AnyGame`]), so the play layer, storage, rendering and computer players need
//! no per-game code paths beyond a `match`.

use std::fmt;
use std::str::FromStr;

use super::foxgeese::{self, Variant};
use super::tzaar::{self, SetupKind};
use super::{ConcludeError, GameRules, Outcome, Seat};

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    Tzaar,
    FoxGeese,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Tzaar, GameKind::FoxGeese];

    /// Stable key used in storage and commands.
    pub fn key(self) -> &'static str {
        match self {
            GameKind::Tzaar => "tzaar",
            GameKind::FoxGeese => "foxgeese",
        }
    }

    /// Whether the game can end in a draw (and so has draw offers).
    pub fn has_draws(self) -> bool {
        self == GameKind::FoxGeese
    }

    /// Whether a player may pass (TZAAR's second move).
    pub fn has_pass(self) -> bool {
        self == GameKind::Tzaar
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(s: &str) -> Result<GameKind, String> {
        match s
            .trim()
            .to_ascii_lowercase()
            .replace([' ', '-', '_'], "")
            .as_str()
        {
            "tzaar" => Ok(GameKind::Tzaar),
            "foxgeese" | "foxandgeese" | "foxesandgeese" | "halatafl" | "twofoxes" => {
                Ok(GameKind::FoxGeese)
            }
            _ => Err(format!(
                "unknown game `{}`",
                s.chars().take(20).collect::<String>()
            )),
        }
    }
}

/// How a TZAAR board is set up, as chosen in a challenge (the random seed is drawn when the
/// game starts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TzaarSetup {
    Fixed,
    Random,
    Tournament,
}

/// A game with its options, as a challenge asks for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSpec {
    Tzaar(TzaarSetup),
    FoxGeese(Variant),
}

impl GameSpec {
    pub fn kind(self) -> GameKind {
        match self {
            GameSpec::Tzaar(_) => GameKind::Tzaar,
            GameSpec::FoxGeese(_) => GameKind::FoxGeese,
        }
    }

    /// The options as stored text: `fixed`, `random`, `tournament`, or a Fox and Geese
    /// variant (`halatafl`, `standard+15+sideways`, ...).
    pub fn options(self) -> String {
        match self {
            GameSpec::Tzaar(TzaarSetup::Fixed) => "fixed".into(),
            GameSpec::Tzaar(TzaarSetup::Random) => "random".into(),
            GameSpec::Tzaar(TzaarSetup::Tournament) => "tournament".into(),
            GameSpec::FoxGeese(v) => v.to_string(),
        }
    }

    /// Reads a game key and its options text back.
    pub fn parse(kind: GameKind, options: &str) -> Result<GameSpec, String> {
        match kind {
            GameKind::Tzaar => match options.trim().to_ascii_lowercase().as_str() {
                "" | "fixed" => Ok(GameSpec::Tzaar(TzaarSetup::Fixed)),
                "random" => Ok(GameSpec::Tzaar(TzaarSetup::Random)),
                "tournament" => Ok(GameSpec::Tzaar(TzaarSetup::Tournament)),
                other => Err(format!("unknown TZAAR setup `{other}`")),
            },
            GameKind::FoxGeese => options
                .parse::<Variant>()
                .map(GameSpec::FoxGeese)
                .map_err(|e| e.to_string()),
        }
    }

    /// The game this spec starts; `seed` decides a random setup.
    pub fn start(self, seed: u64) -> AnyGame {
        match self {
            GameSpec::Tzaar(setup) => AnyGame::Tzaar(tzaar::Game::new(match setup {
                TzaarSetup::Fixed => SetupKind::Fixed,
                TzaarSetup::Random => SetupKind::Random(seed),
                TzaarSetup::Tournament => SetupKind::Tournament,
            })),
            GameSpec::FoxGeese(v) => AnyGame::FoxGeese(foxgeese::Game::from_variant(v)),
        }
    }
}

/// What the player to move is expected to do, for the turn line under each board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnHint {
    /// TZAAR: White's single opening capture.
    OpeningCapture,
    /// TZAAR: the compulsory first capture.
    Capture,
    /// TZAAR: the second move.
    CaptureStackOrPass,
    /// TZAAR tournament setup.
    Place,
    /// Fox and Geese: the foxes' move.
    Foxes,
    /// Fox and Geese: the geese's move.
    Geese,
}

/// A game of either kind in progress.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Tzaar(tzaar::Game),
    FoxGeese(foxgeese::Game),
}

/// A rejected move of either game; `Display` says why. A Fox and Geese error comes with its
/// variant, whose number of foxes decides the words ("the fox" or "the foxes").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyMoveError {
    Tzaar(tzaar::MoveError),
    FoxGeese(foxgeese::MoveError, Variant),
}

impl fmt::Display for AnyMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyMoveError::Tzaar(e) => e.fmt(f),
            AnyMoveError::FoxGeese(e, _) => e.fmt(f),
        }
    }
}

impl std::error::Error for AnyMoveError {}

impl AnyGame {
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Tzaar(_) => GameKind::Tzaar,
            AnyGame::FoxGeese(_) => GameKind::FoxGeese,
        }
    }

    /// Every single move played so far, in canonical notation.
    pub fn move_texts(&self) -> Vec<String> {
        match self {
            AnyGame::Tzaar(g) => g.moves().iter().map(ToString::to_string).collect(),
            AnyGame::FoxGeese(g) => g.moves().iter().map(ToString::to_string).collect(),
        }
    }

    /// The single moves of the last turn, in canonical notation: both halves of a TZAAR turn
    /// (even when played as two commands), or only the first while the second is to come;
    /// the last move in Fox and Geese. Empty at the start.
    pub fn last_turn_texts(&self) -> Vec<String> {
        match self {
            AnyGame::Tzaar(g) => g
                .turns()
                .pop()
                .map(|(_, moves)| moves.iter().map(ToString::to_string).collect())
                .unwrap_or_default(),
            AnyGame::FoxGeese(g) => g
                .moves()
                .last()
                .map(ToString::to_string)
                .into_iter()
                .collect(),
        }
    }

    /// Each single move from the `from`-th on, in canonical notation, with the position text
    /// after it (what the move log stores), from the moves as played: nothing is read back
    /// from text.
    pub fn trail(&self, from: usize) -> Vec<(String, String)> {
        let moves = self.move_texts().into_iter().skip(from);
        let positions: Vec<String> = match self {
            AnyGame::Tzaar(g) => g
                .positions_from(from)
                .iter()
                .map(ToString::to_string)
                .collect(),
            AnyGame::FoxGeese(g) => g
                .positions_from(from)
                .iter()
                .map(ToString::to_string)
                .collect(),
        };
        moves.zip(positions).collect()
    }

    /// Number of single moves played.
    pub fn ply(&self) -> usize {
        match self {
            AnyGame::Tzaar(g) => g.moves().len(),
            AnyGame::FoxGeese(g) => g.moves().len(),
        }
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

    /// The start position's text.
    pub fn start_text(&self) -> String {
        match self {
            AnyGame::Tzaar(g) => g.start().to_string(),
            AnyGame::FoxGeese(g) => g.start().to_string(),
        }
    }

    /// What the player to move is expected to do.
    pub fn turn_hint(&self) -> TurnHint {
        match self {
            AnyGame::Tzaar(g) => match g.position().step() {
                tzaar::Step::Open => TurnHint::OpeningCapture,
                tzaar::Step::First => TurnHint::Capture,
                tzaar::Step::Second => TurnHint::CaptureStackOrPass,
                tzaar::Step::Place => TurnHint::Place,
            },
            AnyGame::FoxGeese(g) => match g.to_move() {
                Seat::First => TurnHint::Foxes,
                Seat::Second => TurnHint::Geese,
            },
        }
    }

    /// Fox and Geese: how many moves by each side have been played without a capture or a
    /// goose moving forward (the game is drawn at 50); `None` for TZAAR.
    pub fn quiet_moves(&self) -> Option<u32> {
        match self {
            AnyGame::Tzaar(_) => None,
            AnyGame::FoxGeese(g) => Some(g.position().quiet() / 2),
        }
    }

    /// Whether the side to move may pass now.
    pub fn can_pass(&self) -> bool {
        match self {
            AnyGame::Tzaar(g) => !g.is_over() && g.position().step() == tzaar::Step::Second,
            AnyGame::FoxGeese(_) => false,
        }
    }

    /// The legal moves that could complete a turn begun with `prefix`: for TZAAR after a
    /// first move and a space, the second moves that may follow it.
    pub fn continuations(&self, first: &str) -> Option<Vec<String>> {
        match self {
            AnyGame::Tzaar(g) => {
                let mut after = g.clone();
                after.play_turn(first).ok()?;
                if after.position().side() != g.position().side() {
                    return None;
                }
                Some(GameRules::legal_moves(&after))
            }
            AnyGame::FoxGeese(_) => None,
        }
    }
}

impl GameRules for AnyGame {
    type Error = AnyMoveError;

    fn legal_moves(&self) -> Vec<String> {
        match self {
            AnyGame::Tzaar(g) => g.legal_moves(),
            AnyGame::FoxGeese(g) => GameRules::legal_moves(g),
        }
    }

    fn play_text(&mut self, text: &str) -> Result<Vec<String>, AnyMoveError> {
        match self {
            AnyGame::Tzaar(g) => g.play_text(text).map_err(AnyMoveError::Tzaar),
            AnyGame::FoxGeese(g) => {
                let variant = g.variant();
                g.play_text(text)
                    .map_err(|e| AnyMoveError::FoxGeese(e, variant))
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self {
            AnyGame::Tzaar(g) => g.outcome(),
            AnyGame::FoxGeese(g) => g.outcome(),
        }
    }

    fn to_move(&self) -> Seat {
        match self {
            AnyGame::Tzaar(g) => g.to_move(),
            AnyGame::FoxGeese(g) => g.to_move(),
        }
    }

    fn position_text(&self) -> String {
        match self {
            AnyGame::Tzaar(g) => g.position_text(),
            AnyGame::FoxGeese(g) => g.position_text(),
        }
    }

    fn record(&self) -> String {
        match self {
            AnyGame::Tzaar(g) => GameRules::record(g),
            AnyGame::FoxGeese(g) => g.record(),
        }
    }

    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        match self {
            AnyGame::Tzaar(g) => g.conclude(outcome),
            AnyGame::FoxGeese(g) => g.conclude(outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_round_trip_through_their_stored_text() {
        for text in ["fixed", "random", "tournament"] {
            let spec = GameSpec::parse(GameKind::Tzaar, text).unwrap();
            assert_eq!(spec.options(), text);
        }
        for text in ["halatafl", "standard", "standard+17+sideways"] {
            let spec = GameSpec::parse(GameKind::FoxGeese, text).unwrap();
            assert_eq!(spec.options(), text);
        }
        assert!(GameSpec::parse(GameKind::Tzaar, "chaos").is_err());
        assert_eq!("Fox and Geese".parse(), Ok(GameKind::FoxGeese));
    }

    #[test]
    fn a_game_replays_from_its_moves() {
        let spec = GameSpec::Tzaar(TzaarSetup::Random);
        let mut game = spec.start(5);
        for _ in 0..7 {
            let mv = game.legal_moves()[0].clone();
            game.play_text(&mv).unwrap();
        }
        let again = AnyGame::replay(spec, 5, &game.move_texts()).unwrap();
        assert_eq!(again.position_text(), game.position_text());
        let bad = AnyGame::replay(spec, 5, &["a1xa1"]).unwrap_err();
        assert_eq!(bad.0, 0);
    }

    #[test]
    fn the_trail_is_each_move_with_the_position_after_it() {
        for spec in [
            GameSpec::Tzaar(TzaarSetup::Random),
            GameSpec::FoxGeese(crate::games::foxgeese::Variant::Halatafl),
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
        let mut game = GameSpec::Tzaar(TzaarSetup::Fixed).start(0);
        game.play_text("d3xd4").unwrap();
        let first = game.legal_moves()[0].clone();
        let seconds = game.continuations(&first).unwrap();
        assert!(seconds.contains(&"pass".to_string()));
        assert!(game.continuations("nonsense").is_none());
    }
}
