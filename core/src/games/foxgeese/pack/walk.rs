//! Fox and Geese's picker walk: a piece, then its destination, then each further jump of a
//! chain (which may stop where the variant lets it).

use crate::games::foxgeese::{self, Game, Point, UncheckedMove};
use crate::games::{AnyGame, GameRules, Seat};
use crate::picker::labels::{Counted, PickLabel, PickLine};
use crate::picker::menus::{Opt, opt};
use crate::picker::walk::{Next, Stage, Walk, WalkState};
use crate::render::LastTurn;

/// Most moves a Fox and Geese board draws at once: more candidates than fit are left off
/// the picture, never off the menu.
const DRAWN: usize = 4;

/// Fox and Geese's walk.
pub(crate) struct FoxGeeseWalk;

/// The registered walk.
pub(crate) static WALK: FoxGeeseWalk = FoxGeeseWalk;

impl Walk for FoxGeeseWalk {
    fn game(&self) -> &'static str {
        foxgeese::KIND.key()
    }

    fn start(&self, game: &AnyGame) -> Option<Box<dyn WalkState>> {
        let g = game.downcast_ref::<Game>()?;
        if GameRules::outcome(g).is_some() {
            return None;
        }
        Some(Box::new(State::Piece { game: g.clone() }))
    }
}

/// Where a Fox and Geese walk stands.
#[derive(Clone)]
enum State {
    /// Choose a piece.
    Piece { game: Game },
    /// Choose the next landing of the piece on `from`.
    Land {
        game: Game,
        from: Point,
        landings: Vec<Point>,
    },
}

impl WalkState for State {
    fn stage(&self) -> Stage {
        match self {
            State::Piece { game } => fg_piece(game),
            State::Land {
                game,
                from,
                landings,
            } => fg_land(game, *from, landings),
        }
    }

    fn choose(&self, item: u8) -> Option<Next> {
        match self.clone() {
            State::Piece { game } => Some(Next::Walking(Box::new(State::Land {
                from: Point::from_index(usize::from(item))?,
                landings: Vec::new(),
                game,
            }))),
            State::Land {
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
                    (Some(mv), false) => finished(game, mv),
                    (_, true) => Some(Next::Walking(Box::new(State::Land {
                        game,
                        from,
                        landings,
                    }))),
                    (None, false) => None,
                }
            }
        }
    }

    /// Standard Fox and Geese: the chain ends here.
    fn stop(&self) -> Option<Next> {
        let State::Land {
            game,
            from,
            landings,
        } = self.clone()
        else {
            return None;
        };
        let mv =
            following(&game, from, &landings).find(|m| m.landings().len() == landings.len())?;
        finished(game, mv)
    }
}

fn finished(mut game: Game, mv: foxgeese::Move) -> Option<Next> {
    game.play(&mv).ok()?;
    Some(Next::Done {
        board: AnyGame::new(game),
        moves: vec![mv.to_string()],
        marks: LastTurn::FoxGeese(vec![UncheckedMove::from(&mv)]),
    })
}

fn fox_to_move(game: &Game) -> bool {
    game.position().to_move() == Seat::First
}

fn fg_piece(game: &Game) -> Stage {
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
    game: &'a Game,
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

fn fg_land(game: &Game, from: Point, landings: &[Point]) -> Stage {
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
        let over = at.jumped_over(next).filter(|_| mv.is_jump());
        candidates.push(UncheckedMove {
            from: at,
            to: vec![next],
            jump: over.is_some(),
        });
        let (f, t) = (at.to_string(), next.to_string());
        let label = match over {
            Some(over) => PickLabel::Jump {
                from: f,
                to: t.clone(),
                over: over.to_string(),
            },
            None => PickLabel::Step {
                from: f,
                to: t.clone(),
            },
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
    if highlight.len() + candidates.len() <= DRAWN {
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
