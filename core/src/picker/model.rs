//! The picker as a pure function: from a game and the choices made so far, the next step
//! (a menu, buttons, or the whole turn), built from the game's legal moves so that every
//! legal turn is reachable and nothing else is.
//!
//! A turn is walked one choice at a time, by the game's own walk where it has one (TZAAR: a
//! stack, then its target, then the second move's; Fox and Geese: a piece, then each landing),
//! found by the game's key in [`WALKS`]; any other game through its legal moves. A menu with
//! more options than Discord shows is split into groups (columns), chosen first.

use std::sync::RwLock;

use super::any;
use super::labels::PickLine;
use super::menus::{Menu, groups, menu, shown};
use super::path::Choice;
use super::walk::{Next, Stage, Walk, WalkState};
use crate::games::AnyGame;
use crate::render::LastTurn;

/// The games' own walks, by game key: the packs' (`packs::install`, at start), filled from
/// above so that the picker names no game.
static WALKS: RwLock<Vec<&'static dyn Walk>> = RwLock::new(Vec::new());

/// Registers a game's walk; a second one for the same game is ignored.
pub(crate) fn register(walk: &'static dyn Walk) {
    let mut walks = WALKS.write().unwrap_or_else(|e| e.into_inner());
    if !walks.iter().any(|w| w.game() == walk.game()) {
        walks.push(walk);
    }
}

/// The walk registered for the game with this key.
fn walk_of(key: &str) -> Option<&'static dyn Walk> {
    let walks = WALKS.read().unwrap_or_else(|e| e.into_inner());
    walks.iter().copied().find(|w| w.game() == key)
}

/// What the picker offers after the choices made so far.
#[derive(Clone, Debug)]
pub struct PickStep {
    /// What to choose now (or, once complete, the turn to play).
    pub prompt: PickLine,
    /// The moves of the turn chosen so far, canonical.
    pub chosen: Vec<String>,
    pub menu: Option<Menu>,
    /// TZAAR: the second move may be a pass.
    pub pass: bool,
    /// Standard Fox and Geese: the chain may stop here.
    pub stop: bool,
    /// The last choice was a group: Pass and Stop here are chosen from before it.
    pub in_group: bool,
    /// The whole turn in canonical notation, once every choice is made.
    pub complete: Option<String>,
    /// The position to draw: TZAAR after the moves chosen so far, Fox and Geese before the
    /// move (after it, once complete).
    pub board: AnyGame,
    /// The moves to draw on it: those chosen, then the candidates of the chosen piece.
    pub highlight: LastTurn,
}

/// Where the walk stands.
enum State {
    Walking(Box<dyn WalkState>),
    Done {
        board: AnyGame,
        moves: Vec<String>,
        marks: LastTurn,
    },
}

impl From<Next> for State {
    fn from(next: Next) -> State {
        match next {
            Next::Walking(s) => State::Walking(s),
            Next::Done {
                board,
                moves,
                marks,
            } => State::Done {
                board,
                moves,
                marks,
            },
        }
    }
}

fn start(game: &AnyGame) -> Option<State> {
    let key = game.kind().key();
    let first = match walk_of(key) {
        Some(walk) => walk.start(game)?,
        None => any::start(game)?,
    };
    Some(State::Walking(first))
}

/// The stage `state` stands at.
fn stage(state: &State) -> Stage {
    match state {
        State::Walking(s) => s.stage(),
        State::Done {
            board,
            moves,
            marks,
        } => Stage {
            prompt: PickLine::Ready {
                moves: moves.clone(),
            },
            options: Vec::new(),
            counted: super::labels::Counted::Moves,
            pass: false,
            stop: false,
            chosen: moves.clone(),
            board: board.clone(),
            highlight: marks.clone(),
        },
    }
}

/// The state after choosing option `item` (already checked to be offered).
fn choose(state: State, item: u8) -> Option<State> {
    match state {
        State::Walking(s) => s.choose(item).map(State::from),
        State::Done { .. } => None,
    }
}

fn pass(state: State) -> Option<State> {
    match state {
        State::Walking(s) => s.pass().map(State::from),
        State::Done { .. } => None,
    }
}

fn stop(state: State) -> Option<State> {
    match state {
        State::Walking(s) => s.stop().map(State::from),
        State::Done { .. } => None,
    }
}

/// The next step after `path`, or `None` when the path does not fit the game (a choice
/// that is not offered, anything after the turn is complete) or the game is over.
pub fn walk(game: &AnyGame, path: &[Choice]) -> Option<PickStep> {
    let mut state = start(game)?;
    let mut group: Option<u8> = None;
    for &choice in path {
        if let State::Done { .. } = state {
            return None;
        }
        let stage = stage(&state);
        match choice {
            Choice::Group(g) => {
                let groups = groups(&stage.options)?;
                if group.is_some() || usize::from(g) >= groups.len() {
                    return None;
                }
                group = Some(g);
            }
            Choice::Item(i) => {
                let shown = shown(&stage.options, group)?;
                if !shown.iter().any(|o| o.item == i) {
                    return None;
                }
                state = choose(state, i)?;
                group = None;
            }
            // A pass or a stop is chosen outside groups, so each turn has one path.
            Choice::Pass if stage.pass && group.is_none() => {
                state = pass(state)?;
                group = None;
            }
            Choice::Stop if stage.stop && group.is_none() => {
                state = stop(state)?;
                group = None;
            }
            Choice::Pass | Choice::Stop => return None,
        }
    }
    Some(step(state, group))
}

fn step(state: State, group: Option<u8>) -> PickStep {
    let complete = match &state {
        State::Done { moves, .. } => Some(moves.join(" ")),
        _ => None,
    };
    let stage = stage(&state);
    // A second move with only a pass left has no menu (Discord refuses an empty one).
    let menu = if complete.is_some() || stage.options.is_empty() {
        None
    } else {
        Some(menu(&stage.options, stage.counted, group))
    };
    PickStep {
        prompt: stage.prompt,
        chosen: stage.chosen,
        menu,
        pass: stage.pass,
        stop: stage.stop,
        in_group: group.is_some(),
        complete,
        board: stage.board,
        highlight: stage.highlight,
    }
}
