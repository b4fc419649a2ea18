//! TZAAR's picker walk: a stack, then its target, then the second move's stack and target
//! (or a pass); in the placement phase a type of piece, then a space.

use crate::games::AnyGame;
use crate::games::tzaar::{self, Cell, Game, Kind};
use crate::picker::labels::{Counted, PickLabel, PickLine};
use crate::picker::menus::{Opt, opt};
use crate::picker::walk::{Next, Stage, Walk, WalkState, texts};
use crate::render::LastTurn;

/// Most moves a TZAAR board draws at once: more candidates than fit are left off the
/// picture, never off the menu.
const DRAWN: usize = 8;

/// TZAAR's walk.
pub(crate) struct TzaarWalk;

/// The registered walk.
pub(crate) static WALK: TzaarWalk = TzaarWalk;

impl Walk for TzaarWalk {
    fn game(&self) -> &'static str {
        tzaar::KIND.key()
    }

    fn start(&self, game: &AnyGame) -> Option<Box<dyn WalkState>> {
        let g = game.downcast_ref::<Game>()?;
        if g.is_over() {
            return None;
        }
        Some(Box::new(if g.position().step() == tzaar::Step::Place {
            State::Kind { game: g.clone() }
        } else {
            State::From {
                game: g.clone(),
                done: Vec::new(),
            }
        }))
    }
}

/// Where a TZAAR walk stands.
#[derive(Clone)]
enum State {
    /// Choose a stack (first or second move); `game` has this turn's moves played.
    From { game: Game, done: Vec<tzaar::Move> },
    /// Choose where the stack on `from` goes.
    To {
        game: Game,
        done: Vec<tzaar::Move>,
        from: Cell,
    },
    /// Placement: choose a type.
    Kind { game: Game },
    /// Placement: choose a space for `kind`.
    Space { game: Game, kind: Kind },
}

impl WalkState for State {
    fn stage(&self) -> Stage {
        match self {
            State::From { game, done } => tz_from(game, done),
            State::To { game, done, from } => tz_to(game, done, *from),
            State::Kind { game } => tz_kind(game),
            State::Space { game, kind } => tz_space(game, *kind),
        }
    }

    fn choose(&self, item: u8) -> Option<Next> {
        match self.clone() {
            State::From { game, done } => Some(walking(State::To {
                from: Cell::from_index(usize::from(item))?,
                game,
                done,
            })),
            State::To {
                mut game,
                mut done,
                from,
            } => {
                let to = Cell::from_index(usize::from(item))?;
                let mv = game
                    .position()
                    .legal_moves()
                    .into_iter()
                    .find(|m| ends(*m) == Some((from, to)))?;
                let side = game.position().side();
                game.play(mv).ok()?;
                done.push(mv);
                if game.is_over() || game.position().side() != side {
                    Some(finished(game, &done))
                } else {
                    Some(walking(State::From { game, done }))
                }
            }
            State::Kind { game } => Some(walking(State::Space {
                kind: *Kind::ALL.get(usize::from(item))?,
                game,
            })),
            State::Space { mut game, kind } => {
                let at = Cell::from_index(usize::from(item))?;
                let mv = tzaar::Move::Place { kind, at };
                game.play(mv).ok()?;
                Some(finished(game, &[mv]))
            }
        }
    }

    /// The second move is a pass.
    fn pass(&self) -> Option<Next> {
        let State::From { mut game, mut done } = self.clone() else {
            return None;
        };
        game.play(tzaar::Move::Pass).ok()?;
        done.push(tzaar::Move::Pass);
        Some(finished(game, &done))
    }
}

fn walking(state: State) -> Next {
    Next::Walking(Box::new(state))
}

fn finished(game: Game, done: &[tzaar::Move]) -> Next {
    Next::Done {
        board: AnyGame::new(game),
        moves: texts(done),
        marks: LastTurn::Tzaar(done.to_vec()),
    }
}

/// A TZAAR move's ends, unless it is a pass or a placement.
fn ends(mv: tzaar::Move) -> Option<(Cell, Cell)> {
    match mv {
        tzaar::Move::Capture { from, to } | tzaar::Move::Stack { from, to } => Some((from, to)),
        _ => None,
    }
}

fn tz_from(game: &Game, done: &[tzaar::Move]) -> Stage {
    let pos = game.position();
    let moves = pos.legal_moves();
    let mut options = Vec::new();
    for cell in Cell::ALL {
        let from_here = moves
            .iter()
            .filter(|m| ends(**m).is_some_and(|e| e.0 == cell));
        let captures = from_here
            .clone()
            .filter(|m| matches!(m, tzaar::Move::Capture { .. }))
            .count();
        let stacks = from_here.count() - captures;
        let Some(stack) = pos.stack_at(cell).filter(|_| captures + stacks > 0) else {
            continue;
        };
        let label = PickLabel::Mover {
            at: cell.to_string(),
            kind: stack.kind.name(),
            height: stack.height,
            captures,
            stacks,
        };
        options.push(opt(cell.index(), cell.to_string(), label));
    }
    let prompt = match pos.step() {
        tzaar::Step::Open => PickLine::Capture { opening: true },
        tzaar::Step::Second => PickLine::Second,
        _ => PickLine::Capture { opening: false },
    };
    Stage {
        prompt,
        options,
        counted: Counted::Stacks,
        pass: pos.step() == tzaar::Step::Second,
        stop: false,
        chosen: texts(done),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::Tzaar(done.to_vec()),
    }
}

fn tz_to(game: &Game, done: &[tzaar::Move], from: Cell) -> Stage {
    let pos = game.position();
    let mut moves: Vec<tzaar::Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| ends(*m).is_some_and(|e| e.0 == from))
        .collect();
    moves.sort_by_key(|m| ends(*m).map(|e| e.1));
    let mover = pos.stack_at(from).map_or(0, |s| s.height);
    let mut options = Vec::new();
    for mv in &moves {
        let Some((_, to)) = ends(*mv) else { continue };
        let Some(target) = pos.stack_at(to) else {
            continue;
        };
        let (f, t) = (from.to_string(), to.to_string());
        let label = match mv {
            tzaar::Move::Stack { .. } => PickLabel::Stack {
                from: f,
                to: t.clone(),
                onto_kind: target.kind.name(),
                height: mover.saturating_add(target.height),
            },
            _ => PickLabel::Capture {
                from: f,
                to: t.clone(),
                target_kind: target.kind.name(),
                target_height: target.height,
            },
        };
        options.push(opt(to.index(), t, label));
    }
    let prompt = match pos.step() {
        tzaar::Step::Second => PickLine::SecondTarget {
            from: from.to_string(),
        },
        _ => PickLine::CaptureTarget {
            from: from.to_string(),
        },
    };
    let mut highlight = done.to_vec();
    highlight.extend(&moves);
    highlight.truncate(DRAWN);
    Stage {
        prompt,
        options,
        counted: Counted::Moves,
        pass: false,
        stop: false,
        chosen: texts(done),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::Tzaar(highlight),
    }
}

fn tz_kind(game: &Game) -> Stage {
    let pos = game.position();
    let options = Kind::ALL
        .into_iter()
        .filter_map(|kind| {
            let left = pos.to_place(pos.side(), kind);
            (left > 0).then(|| Opt {
                item: kind.index() as u8,
                label: PickLabel::PlaceKind {
                    kind: kind.name(),
                    left,
                },
                column: kind.letter(),
                name: kind.letter().to_string(),
            })
        })
        .collect();
    Stage {
        prompt: PickLine::PlaceKind,
        options,
        counted: Counted::Pieces,
        pass: false,
        stop: false,
        chosen: Vec::new(),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::Tzaar(Vec::new()),
    }
}

fn tz_space(game: &Game, kind: Kind) -> Stage {
    let pos = game.position();
    let legal = pos.legal_moves();
    let options = Cell::ALL
        .into_iter()
        .filter(|&at| legal.contains(&tzaar::Move::Place { kind, at }))
        .map(|at| {
            let label = PickLabel::PlaceAt {
                kind: kind.name(),
                at: at.to_string(),
            };
            opt(at.index(), at.to_string(), label)
        })
        .collect();
    Stage {
        prompt: PickLine::PlaceSpace { kind: kind.name() },
        options,
        counted: Counted::Spaces,
        pass: false,
        stop: false,
        chosen: Vec::new(),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::Tzaar(Vec::new()),
    }
}
