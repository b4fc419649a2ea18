//! What a game's pack hands the puzzles: its [`Finder`] (the proof search, the puzzle's
//! board, how its themes end, its bank file), registered by the game's key at start
//! (`packs::install`), so that this layer names no game; and what is asked of a game's
//! finder ([`find`], [`difficulty`], [`Puzzle::mover`]). A game without one has no puzzles.

use std::sync::RwLock;

use super::{AnswerError, Found, ProofError, Puzzle, Theme};
use crate::games::{AnyGame, EndReason, GameKind, Outcome, Seat};

/// A game's puzzles.
pub(crate) trait Finder: Sync {
    /// The key of the game.
    fn game(&self) -> &'static str;
    /// The shortest forced win of the side to move in `position` (the game's position
    /// text) within the puzzle limits and `max_turns`, if its first turn is unique.
    fn find(&self, position: &str, max_turns: u32) -> Result<Found, ProofError>;
    /// The position as a puzzle's board (`ProofError::Position` when it does not read).
    fn board(&self, position: &str) -> Result<Box<dyn Board>, ProofError>;
    /// The game's bank file (`data/puzzles/<game>.tsv`, embedded), lines of
    /// [`super::parse_bank`].
    fn bank(&self) -> &'static str;
    /// The position as a game, for the board image and the move picker.
    fn game_at(&self, position: &str) -> Option<AnyGame>;
    /// How many first turns make a puzzle wide (one more point of difficulty).
    fn wide(&self) -> usize;
    /// Whether a line that ended with `how` ends the way `theme` says.
    fn ends_as(&self, theme: Theme, how: Option<EndReason>) -> bool;
}

/// Searches `position` (the game's position text) for a puzzle: the shortest forced win of
/// the side to move, within the limits above, if its first turn is unique.
///
/// `max_turns` lowers the limit (TZAAR turns, goose moves or fox moves; the generator uses
/// it to bound its cost).
pub fn find(game: GameKind, position: &str, max_turns: u32) -> Result<Found, ProofError> {
    finder_of(game)?.find(position, max_turns)
}

/// The game's finder, or why it has none.
fn finder_of(game: GameKind) -> Result<&'static dyn Finder, ProofError> {
    finder(game).ok_or_else(|| ProofError::UnsupportedGame(game.key().to_string()))
}

/// The difficulty rule (docs/puzzles.md): `2N - 1` for a puzzle of N mover turns, one more
/// when the easy level does not play the answer, one more when the mover has many first
/// turns to choose from (`wide`: at least 400 in TZAAR, 12 in Fox and Geese), at most 5.
pub fn difficulty(turns: u32, engine_finds: bool, first_turns: usize, game: GameKind) -> u8 {
    let wide = finder(game).map_or(12, |f| f.wide());
    let score =
        2 * turns.clamp(1, 3) - 1 + u32::from(!engine_finds) + u32::from(first_turns >= wide);
    score.min(5) as u8
}

impl Puzzle {
    /// The side that solves the puzzle (the side to move in its position).
    pub fn mover(&self) -> Result<Seat, ProofError> {
        Ok(finder_of(self.game)?.board(&self.position)?.seat())
    }
}

/// What the solver is after: a win for `mover`, or (a "win geese" puzzle) `geese` taken.
pub(crate) struct Goal {
    pub mover: Seat,
    pub geese: Option<u32>,
}

impl Goal {
    /// Whether the solver has reached the goal on `board` having taken `taken` geese.
    pub(crate) fn reached(&self, board: &dyn Board, taken: u32) -> bool {
        let won = board
            .outcome()
            .is_some_and(|o| o.winner == Some(self.mover));
        won || self.geese.is_some_and(|k| taken >= k)
    }

    /// Whether the defender, to move on `board`, loses within `left` more solver turns.
    pub(crate) fn defence_fails(&self, board: &dyn Board, left: u32, taken: u32) -> bool {
        if self.reached(board, taken) {
            return true;
        }
        if left == 0 || board.outcome().is_some() {
            return false;
        }
        board.defender_loses(self, left, taken)
    }

    /// Whether the solver, to move on `board`, still wins within `left` turns.
    pub(crate) fn defence_after(&self, board: &dyn Board, left: u32, taken: u32) -> bool {
        if self.reached(board, taken) {
            return true;
        }
        if left == 0 || board.outcome().is_some() {
            return false;
        }
        board.mover_wins(self, left, taken)
    }
}

/// A puzzle's board during play: a game's position, and its proofs from there.
pub(crate) trait Board {
    /// The position text.
    fn text(&self) -> String;
    /// The side to move.
    fn seat(&self) -> Seat;
    /// The end, if the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Plays one whole turn from lenient text (the game not over): the board after it, its
    /// canonical text and the geese it took.
    fn play_turn(&self, text: &str) -> Result<(Box<dyn Board>, String, u32), AnswerError>;
    /// The game's part of [`Goal::defence_fails`] (the defender to move, the game on, turns
    /// left).
    fn defender_loses(&self, goal: &Goal, left: u32, taken: u32) -> bool;
    /// The game's part of [`Goal::defence_after`] (the solver to move, the game on, turns
    /// left).
    fn mover_wins(&self, goal: &Goal, left: u32, taken: u32) -> bool;
    /// The defender's reply here (its turn) that holds out longest; with `refute`, one that
    /// breaks the solver's win instead.
    fn reply(
        &self,
        goal: &Goal,
        left: u32,
        taken: u32,
        refute: bool,
    ) -> Option<(Box<dyn Board>, String)>;
}

/// The finders registered: the packs' (`packs::install`, at start).
static FINDERS: RwLock<Vec<&'static dyn Finder>> = RwLock::new(Vec::new());

/// Registers a game's finder; a second one for the same game is ignored.
pub(crate) fn register(finder: &'static dyn Finder) {
    let mut finders = FINDERS.write().unwrap_or_else(|e| e.into_inner());
    if !finders.iter().any(|f| f.game() == finder.game()) {
        finders.push(finder);
    }
}

/// The finder of a game, if it has puzzles.
pub(crate) fn finder(kind: GameKind) -> Option<&'static dyn Finder> {
    let finders = FINDERS.read().unwrap_or_else(|e| e.into_inner());
    finders.iter().copied().find(|f| f.game() == kind.key())
}

/// Every finder registered, in the order of registration (the packs' order).
pub(crate) fn all() -> Vec<&'static dyn Finder> {
    FINDERS.read().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Whether any game's finder is registered (none before start-up registers the packs).
pub(crate) fn any() -> bool {
    !FINDERS.read().unwrap_or_else(|e| e.into_inner()).is_empty()
}
