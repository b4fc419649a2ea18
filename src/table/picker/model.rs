//! The picker as a pure function: from a game and the choices made so far, the next step
//! (a menu, buttons, or the whole turn), built from the rules cores' legal moves so that
//! every legal turn is reachable and nothing else is.
//!
//! A turn is walked one choice at a time: TZAAR a stack, then its target, then the second
//! move's stack and target (or a pass); placement a type, then a space; Fox and Geese a
//! piece, then its destination, then each further jump of a chain. A menu with more options
//! than Discord shows is split into groups (columns), chosen first.

use super::labels::{Counted, PickLabel, PickLine};
use super::menus::{Menu, Opt, groups, menu, opt, shown};
use super::path::Choice;
use crate::games::foxgeese::{self, Point, UncheckedMove};
use crate::games::tzaar::{self, Cell, Kind};
use crate::games::{AnyGame, GameRules, Seat};
use crate::render::LastTurn;

/// Most moves the boards draw at once (TZAAR 8, Fox and Geese 4): more candidates than fit
/// are left off the picture, never off the menu.
const DRAWN: [usize; 2] = [8, 4];

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

/// One stage of the walk: a menu of options and the buttons beside it.
struct Stage {
    prompt: PickLine,
    options: Vec<Opt>,
    counted: Counted,
    pass: bool,
    stop: bool,
    chosen: Vec<String>,
    board: AnyGame,
    highlight: LastTurn,
}

/// Where the walk stands.
#[derive(Clone)]
enum State {
    /// TZAAR: choose a stack (first or second move); `game` has this turn's moves played.
    TzFrom {
        game: tzaar::Game,
        done: Vec<tzaar::Move>,
    },
    /// TZAAR: choose where the stack on `from` goes.
    TzTo {
        game: tzaar::Game,
        done: Vec<tzaar::Move>,
        from: Cell,
    },
    /// TZAAR placement: choose a type.
    TzKind { game: tzaar::Game },
    /// TZAAR placement: choose a space for `kind`.
    TzSpace { game: tzaar::Game, kind: Kind },
    /// Fox and Geese: choose a piece.
    FgPiece { game: foxgeese::Game },
    /// Fox and Geese: choose the next landing of the piece on `from`.
    FgLand {
        game: foxgeese::Game,
        from: Point,
        landings: Vec<Point>,
    },
    /// A game without a walk of its own: choose one of its legal moves (the first 256).
    Any { game: AnyGame },
    /// Every choice is made: the turn as text and as the board draws it.
    Done {
        board: AnyGame,
        moves: Vec<String>,
        marks: LastTurn,
    },
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

fn start(game: &AnyGame) -> Option<State> {
    if game.outcome().is_some() {
        return None;
    }
    if let Some(g) = game.downcast_ref::<tzaar::Game>() {
        return Some(if g.position().step() == tzaar::Step::Place {
            State::TzKind { game: g.clone() }
        } else {
            State::TzFrom {
                game: g.clone(),
                done: Vec::new(),
            }
        });
    }
    if let Some(g) = game.downcast_ref::<foxgeese::Game>() {
        return Some(State::FgPiece { game: g.clone() });
    }
    Some(State::Any { game: game.clone() })
}

fn texts<T: ToString>(moves: &[T]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

/// The stage `state` stands at (never called on [`State::Done`]).
fn stage(state: &State) -> Stage {
    match state {
        State::TzFrom { game, done } => tz_from(game, done),
        State::TzTo { game, done, from } => tz_to(game, done, *from),
        State::TzKind { game } => tz_kind(game),
        State::TzSpace { game, kind } => tz_space(game, *kind),
        State::FgPiece { game } => fg_piece(game),
        State::FgLand {
            game,
            from,
            landings,
        } => fg_land(game, *from, landings),
        State::Any { game } => any_move(game),
        State::Done {
            board,
            moves,
            marks,
        } => Stage {
            prompt: PickLine::Ready {
                moves: moves.clone(),
            },
            options: Vec::new(),
            counted: Counted::Moves,
            pass: false,
            stop: false,
            chosen: moves.clone(),
            board: board.clone(),
            highlight: marks.clone(),
        },
    }
}

/// A game without a walk of its own: its legal moves, as it writes them.
fn any_move(game: &AnyGame) -> Stage {
    let options = game
        .legal_moves()
        .into_iter()
        .take(usize::from(u8::MAX) + 1)
        .enumerate()
        .map(|(i, text)| opt(i, text.clone(), PickLabel::Move { text }))
        .collect();
    Stage {
        prompt: PickLine::AnyMove,
        options,
        counted: Counted::Moves,
        pass: false,
        stop: false,
        chosen: Vec::new(),
        board: game.clone(),
        highlight: LastTurn::None,
    }
}

/// A TZAAR move's ends, unless it is a pass or a placement.
fn ends(mv: tzaar::Move) -> Option<(Cell, Cell)> {
    match mv {
        tzaar::Move::Capture { from, to } | tzaar::Move::Stack { from, to } => Some((from, to)),
        _ => None,
    }
}

fn tz_from(game: &tzaar::Game, done: &[tzaar::Move]) -> Stage {
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
            kind: stack.kind,
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

fn tz_to(game: &tzaar::Game, done: &[tzaar::Move], from: Cell) -> Stage {
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
                onto_kind: target.kind,
                height: mover.saturating_add(target.height),
            },
            _ => PickLabel::Capture {
                from: f,
                to: t.clone(),
                target_kind: target.kind,
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
    highlight.truncate(DRAWN[0]);
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

fn tz_kind(game: &tzaar::Game) -> Stage {
    let pos = game.position();
    let options = Kind::ALL
        .into_iter()
        .filter_map(|kind| {
            let left = pos.to_place(pos.side(), kind);
            (left > 0).then(|| Opt {
                item: kind.index() as u8,
                label: PickLabel::PlaceKind { kind, left },
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

fn tz_space(game: &tzaar::Game, kind: Kind) -> Stage {
    let pos = game.position();
    let legal = pos.legal_moves();
    let options = Cell::ALL
        .into_iter()
        .filter(|&at| legal.contains(&tzaar::Move::Place { kind, at }))
        .map(|at| {
            let label = PickLabel::PlaceAt {
                kind,
                at: at.to_string(),
            };
            opt(at.index(), at.to_string(), label)
        })
        .collect();
    Stage {
        prompt: PickLine::PlaceSpace { kind },
        options,
        counted: Counted::Spaces,
        pass: false,
        stop: false,
        chosen: Vec::new(),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::Tzaar(Vec::new()),
    }
}

fn fox_to_move(game: &foxgeese::Game) -> bool {
    game.position().to_move() == Seat::First
}

fn fg_piece(game: &foxgeese::Game) -> Stage {
    let legal = game.legal_moves();
    let mut options = Vec::new();
    for at in Point::ALL {
        let mut firsts: Vec<Point> = legal
            .iter()
            .filter(|m| m.from() == at)
            .filter_map(|m| m.landings().first().copied())
            .collect();
        firsts.sort();
        firsts.dedup();
        if firsts.is_empty() {
            continue;
        }
        let label = PickLabel::Piece {
            at: at.to_string(),
            fox: fox_to_move(game),
            moves: firsts.len(),
        };
        options.push(opt(at.index(), at.to_string(), label));
    }
    Stage {
        prompt: PickLine::Piece {
            fox: fox_to_move(game),
        },
        options,
        counted: Counted::Pieces,
        pass: false,
        stop: false,
        chosen: Vec::new(),
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::FoxGeese(Vec::new()),
    }
}

/// The legal moves of the piece on `from` that begin with `landings`.
fn following<'a>(
    game: &'a foxgeese::Game,
    from: Point,
    landings: &'a [Point],
) -> impl Iterator<Item = foxgeese::Move> + 'a {
    game.legal_moves()
        .into_iter()
        .filter(move |m| m.from() == from && m.landings().starts_with(landings))
}

/// A chain's text so far: `c3xc5xe5` (or the piece's point alone before any landing).
fn chain_text(from: Point, landings: &[Point]) -> String {
    let mut text = from.to_string();
    for p in landings {
        text.push('x');
        text.push_str(&p.to_string());
    }
    text
}

fn fg_land(game: &foxgeese::Game, from: Point, landings: &[Point]) -> Stage {
    let at = landings.last().copied().unwrap_or(from);
    let n = landings.len();
    let mut options: Vec<Opt> = Vec::new();
    let mut candidates = Vec::new();
    let mut stop = false;
    for mv in following(game, from, landings) {
        let Some(&next) = mv.landings().get(n) else {
            stop = true;
            continue;
        };
        if options.iter().any(|o| usize::from(o.item) == next.index()) {
            continue;
        }
        let (f, t) = (at.to_string(), next.to_string());
        let label = match at.jumped_over(next).filter(|_| mv.is_jump()) {
            Some(over) => {
                candidates.push(UncheckedMove {
                    from: at,
                    to: vec![next],
                    jump: true,
                });
                PickLabel::Jump {
                    from: f,
                    to: t.clone(),
                    over: over.to_string(),
                }
            }
            None => {
                candidates.push(UncheckedMove {
                    from: at,
                    to: vec![next],
                    jump: false,
                });
                PickLabel::Step {
                    from: f,
                    to: t.clone(),
                }
            }
        };
        options.push(opt(next.index(), t, label));
    }
    options.sort_by_key(|o| o.item);
    let fox = fox_to_move(game);
    let prompt = if n == 0 {
        PickLine::Destination {
            from: from.to_string(),
            fox,
        }
    } else {
        PickLine::NextJump {
            at: at.to_string(),
            must: !stop,
        }
    };
    let chosen: Vec<String> = if n == 0 {
        Vec::new()
    } else {
        vec![chain_text(from, landings)]
    };
    let mut highlight: Vec<UncheckedMove> = (n > 0)
        .then(|| UncheckedMove {
            from,
            to: landings.to_vec(),
            jump: true,
        })
        .into_iter()
        .collect();
    if highlight.len() + candidates.len() <= DRAWN[1] {
        highlight.extend(candidates);
    }
    Stage {
        prompt,
        options,
        counted: Counted::Moves,
        pass: false,
        stop,
        chosen,
        board: AnyGame::new(game.clone()),
        highlight: LastTurn::FoxGeese(highlight),
    }
}

/// The state after choosing option `item` (already checked to be offered).
fn choose(state: State, item: u8) -> Option<State> {
    match state {
        State::TzFrom { game, done } => Some(State::TzTo {
            from: Cell::from_index(usize::from(item))?,
            game,
            done,
        }),
        State::TzTo {
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
                Some(tz_done(game, &done))
            } else {
                Some(State::TzFrom { game, done })
            }
        }
        State::TzKind { game } => Some(State::TzSpace {
            kind: *Kind::ALL.get(usize::from(item))?,
            game,
        }),
        State::TzSpace { mut game, kind } => {
            let at = Cell::from_index(usize::from(item))?;
            let mv = tzaar::Move::Place { kind, at };
            game.play(mv).ok()?;
            Some(tz_done(game, &[mv]))
        }
        State::FgPiece { game } => Some(State::FgLand {
            from: Point::from_index(usize::from(item))?,
            landings: Vec::new(),
            game,
        }),
        State::FgLand {
            game,
            from,
            mut landings,
        } => {
            landings.push(Point::from_index(usize::from(item))?);
            let n = landings.len();
            let mut exact = None;
            let mut longer = false;
            for mv in following(&game, from, &landings) {
                if mv.landings().len() == n {
                    exact = Some(mv);
                } else {
                    longer = true;
                }
            }
            match (exact, longer) {
                (Some(mv), false) => fg_done(game, mv),
                (_, true) => Some(State::FgLand {
                    game,
                    from,
                    landings,
                }),
                (None, false) => None,
            }
        }
        State::Any { mut game } => {
            let text = game.legal_moves().into_iter().nth(usize::from(item))?;
            let moves = game.play_text(&text).ok()?;
            Some(State::Done {
                board: game,
                moves,
                marks: LastTurn::None,
            })
        }
        State::Done { .. } => None,
    }
}

fn tz_done(game: tzaar::Game, done: &[tzaar::Move]) -> State {
    State::Done {
        board: AnyGame::new(game),
        moves: texts(done),
        marks: LastTurn::Tzaar(done.to_vec()),
    }
}

fn fg_done(mut game: foxgeese::Game, mv: foxgeese::Move) -> Option<State> {
    game.play(&mv).ok()?;
    Some(State::Done {
        board: AnyGame::new(game),
        moves: vec![mv.to_string()],
        marks: LastTurn::FoxGeese(vec![UncheckedMove::from(&mv)]),
    })
}

/// TZAAR: the second move is a pass.
fn pass(state: State) -> Option<State> {
    let State::TzFrom { mut game, mut done } = state else {
        return None;
    };
    game.play(tzaar::Move::Pass).ok()?;
    done.push(tzaar::Move::Pass);
    Some(tz_done(game, &done))
}

/// Standard Fox and Geese: the chain ends here.
fn stop(state: State) -> Option<State> {
    let State::FgLand {
        game,
        from,
        landings,
    } = state
    else {
        return None;
    };
    let mv = following(&game, from, &landings).find(|m| m.landings().len() == landings.len())?;
    fg_done(game, mv)
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
