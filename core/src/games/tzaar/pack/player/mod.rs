//! The TZAAR computer player: the levels, the turn it returns, and the transposition tables
//! kept between the turns of a game.
//!
//! Layout: [`eval`] (the fitted evaluation and its features), [`search`] (alpha-beta over
//! single moves), [`hash`] (Zobrist keys).

pub mod eval;
mod hash;
mod search;

use std::sync::{Arc, Mutex};

use self::eval::Weights;
use self::search::{RootResult, Searcher, Style, Table};
use crate::domain::Level;
use crate::engine::rng::{Rng, mix};
use crate::engine::search::{Choice, Control, Limits};
use crate::engine::{Engine, Player};
use crate::games::tzaar::{Move, Position, Step};

pub(crate) use hash::hash;

/// Whether the turn continues after `pos` with the same side (and the game is not over).
fn turn_continues(before: &Position, after: &Position) -> bool {
    after.side == before.side && after.ending().is_none()
}

fn random_turn(pos: &Position, rng: &mut Rng) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut cur = pos.clone();
    loop {
        let list = cur.legal_moves();
        if list.is_empty() {
            break;
        }
        let mv = list[rng.below(list.len())];
        let next = cur.play_unchecked(mv);
        moves.push(mv);
        if !turn_continues(&cur, &next) {
            break;
        }
        cur = next;
    }
    moves
}

/// Single moves left in the turn at `pos`.
fn moves_left_in_turn(pos: &Position) -> u32 {
    match pos.step {
        Step::First => 2,
        _ => 1,
    }
}

/// The easy level's evaluation noise (half-width, score units; 200 is one logit): enough
/// that it misjudges close choices and stays beatable by a beginner who looks a turn
/// ahead, while it still sees what its own turn captures.
const EASY_NOISE: i32 = 120;

/// What a TZAAR search runs with, beyond its limits.
#[derive(Clone)]
pub(crate) struct Setup {
    pub level: Level,
    /// The evaluation's weights (`None`: the shipped ones).
    pub weights: Option<Arc<Weights>>,
    /// Keep the transposition table for the next turn of the same game (`Some(key)`, a key
    /// of the game and side), or start from an empty one.
    pub keep_table: Option<u64>,
    /// Late-move reductions and aspiration windows (on by default; off for comparisons).
    pub selective: bool,
    /// Run the endgame solver first when few stacks stand (hard level only).
    pub solver: bool,
}

/// Stacks on the board at or below which the hard level first tries to prove a win.
pub const SOLVER_STACKS: u32 = 12;

/// The share of the budget the solver may use before the ordinary search.
const SOLVER_SHARE: f64 = 0.25;

/// Transposition tables kept between turns, by game key (a few: one per game the bot is
/// thinking about at once). Taking a table out while searching means two searches never
/// share one.
static TABLES: Mutex<Vec<(u64, Table)>> = Mutex::new(Vec::new());
/// Most tables kept (each is 16 MB at hard's size).
const KEPT_TABLES: usize = 4;

fn take_table(key: Option<u64>, bits: u32) -> Table {
    if let Some(key) = key
        && let Ok(mut kept) = TABLES.lock()
        && let Some(i) = kept.iter().position(|(k, t)| *k == key && t.bits() == bits)
    {
        return kept.remove(i).1;
    }
    Table::new(bits)
}

fn keep_table(key: Option<u64>, table: Table) {
    if let Some(key) = key
        && let Ok(mut kept) = TABLES.lock()
    {
        if kept.len() >= KEPT_TABLES {
            kept.remove(0);
        }
        kept.push((key, table));
    }
}

/// The turn `setup` plays in `pos` within `ctl`'s limits (`None` when the game is over).
pub(crate) fn choose(
    pos: &Position,
    setup: &Setup,
    ctl: &mut Control,
    seed: u64,
) -> Option<Choice> {
    if pos.ending().is_some() {
        return None;
    }
    let mut rng = Rng::new(seed);
    let level = setup.level;
    if level == Level::Random {
        let moves = random_turn(pos, &mut rng);
        return Some(Choice {
            moves: moves.iter().map(Move::to_string).collect(),
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let weights = Some(setup.weights.clone().unwrap_or_else(Weights::shipped));
    let (style, tt_bits, mut max_depth) = match level {
        Level::Greedy => (
            Style {
                weights: None,
                noise: 0,
            },
            12,
            moves_left_in_turn(pos),
        ),
        Level::Easy => (
            Style {
                weights,
                noise: EASY_NOISE,
            },
            16,
            ctl.max_depth,
        ),
        Level::Medium => (Style { weights, noise: 0 }, 19, ctl.max_depth),
        _ => (Style { weights, noise: 0 }, 20, ctl.max_depth),
    };
    if pos.step == Step::Place {
        // Placement is 180 moves wide and far from the fight: a shallow look is enough.
        max_depth = max_depth.min(2);
    }
    let keep = setup.keep_table.filter(|_| level.searches());
    let table = take_table(keep, ctl.table_bits(tt_bits));
    let mut searcher = Searcher::new(ctl, table, style, rng.next_u64());
    searcher.selective = setup.selective;
    let stacks = (pos.colors[0] | pos.colors[1]).count_ones();
    let mut proof = None;
    let solve = level == Level::Hard
        && setup.solver
        && stacks <= SOLVER_STACKS
        && pos.step != Step::Place
        && searcher.ctl.has_budget();
    if solve {
        searcher.ctl.begin_phase(SOLVER_SHARE);
        proof = searcher.prove_win(pos);
        searcher.ctl.end_phase();
    }
    let result = match proof {
        Some(won) => won,
        None => searcher.iterate(pos, max_depth),
    };
    let choice = finish_turn(pos, &mut searcher, &result);
    keep_table(keep, searcher.table);
    choice
}

/// The turn of a search's principal variation: its first move and, if the turn goes on,
/// its second (searched on its own when the variation stopped short).
fn finish_turn(pos: &Position, searcher: &mut Searcher, result: &RootResult) -> Option<Choice> {
    let first = *result.pv.first()?;
    let mut moves = vec![first];
    let after = pos.play_unchecked(first);
    if turn_continues(pos, &after) {
        let second = match result.pv.get(1) {
            Some(&mv) if after.check(mv).is_ok() => mv,
            _ => {
                // The variation stopped short (a tiny node budget): finish the turn with the
                // shallowest search.
                let depth = result.depth.saturating_sub(1).max(1);
                let r = searcher.iterate(&after, depth);
                *r.pv.first()?
            }
        };
        moves.push(second);
    }
    Some(Choice {
        moves: moves.iter().map(Move::to_string).collect(),
        score: result.score,
        depth: result.depth,
        nodes: searcher.ctl.nodes,
    })
}

/// Nodes searched from `pos` to exactly `depth` single moves with the hard level's
/// evaluation (for benchmarks): `(nodes, score)`.
pub fn search_fixed_depth(pos: &Position, depth: u32) -> (u64, i32) {
    let never = std::sync::atomic::AtomicBool::new(false);
    let limits = Limits::depth(depth);
    let mut ctl = Control::new(&limits, &never);
    let style = Style {
        weights: Some(Weights::shipped()),
        noise: 0,
    };
    let mut searcher = Searcher::new(&mut ctl, Table::new(20), style, 0);
    let r = searcher.iterate(pos, depth);
    (searcher.ctl.nodes, r.score)
}

/// TZAAR's computer player.
pub(crate) struct TzaarPlayer;

/// The registered player.
pub(crate) static PLAYER: TzaarPlayer = TzaarPlayer;

impl Player for TzaarPlayer {
    fn game(&self) -> &'static str {
        crate::games::tzaar::KIND.key()
    }

    fn choose(
        &self,
        game: &crate::games::AnyGame,
        engine: &Engine,
        control: &mut Control,
        seed: u64,
    ) -> Option<Choice> {
        let g = game.downcast_ref::<crate::games::tzaar::Game>()?;
        if g.ending().is_some() {
            return None;
        }
        let level = engine.level;
        let keep_table = control.has_time_limit().then(|| {
            let pos = g.position();
            hash(g.start()) ^ mix(pos.side().index() as u64 * 8 + level as u64 + 1)
        });
        let setup = Setup {
            level,
            // Weights of another type are another game's: TZAAR's shipped ones then.
            weights: engine
                .weights
                .clone()
                .and_then(|w| w.downcast::<Weights>().ok()),
            keep_table,
            selective: engine.selective,
            solver: engine.solver,
        };
        choose(g.position(), &setup, control, seed)
    }

    /// Two single moves a turn (a capture, then a capture, a stack or a pass): from the
    /// start of a turn, the mover's k-th turn is plies 4k-3 and 4k-2, the opponent's 4k-1
    /// and 4k.
    fn turns(&self, plies: u32) -> u32 {
        plies.div_ceil(4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MATE_BOUND;
    use std::sync::atomic::AtomicBool;

    fn run(pos: &Position, setup: &Setup, limits: &Limits) -> Choice {
        let never = AtomicBool::new(false);
        let mut ctl = Control::new(limits, &never);
        choose(pos, setup, &mut ctl, 7).expect("a turn")
    }

    fn hard() -> Setup {
        Setup {
            level: Level::Hard,
            weights: None,
            keep_table: None,
            selective: true,
            solver: true,
        }
    }

    #[test]
    fn the_quiescence_search_sees_a_kill_beyond_the_horizon() {
        crate::packs::install();
        // a3xa4 then a3... a4xa5 takes Black's last two Totts; a one-move search sees the
        // second capture only through the quiescence search.
        let pos: Position =
            "ZRTtt/....../......./......../......../......../......./....../zr... w 1"
                .parse()
                .unwrap();
        let c = run(&pos, &hard(), &Limits::depth(1));
        assert!(c.score >= MATE_BOUND, "score {}", c.score);
        assert_eq!(c.moves, ["a3xa4", "a4xa5"]);
    }

    #[test]
    fn a_kept_table_serves_the_next_turn_and_stays_legal() {
        crate::packs::install();
        let mut game = crate::games::tzaar::Game::new(crate::games::tzaar::SetupKind::Random(5));
        let setup = Setup {
            keep_table: Some(0xABCD),
            ..hard()
        };
        for _ in 0..6 {
            let pos = game.position().clone();
            if pos.ending().is_some() {
                break;
            }
            let c = run(&pos, &setup, &Limits::nodes(3_000));
            game.play_turn(&c.moves.join(" ")).expect("legal turn");
        }
        assert!(TABLES.lock().unwrap().iter().any(|(key, _)| *key == 0xABCD));
    }

    #[test]
    fn the_solver_proves_a_win_within_its_share_of_the_budget() {
        crate::packs::install();
        // Six stacks: the solver runs, proves that taking Black's last Tott on a4 wins at
        // once, and plays it, as the ordinary search does.
        let pos: Position =
            "ZRTt./....../......./......../......../......../......./....../zr... w 1"
                .parse()
                .unwrap();
        let c = run(&pos, &hard(), &Limits::nodes(50_000));
        assert!(c.score >= MATE_BOUND, "score {}", c.score);
        assert_eq!(c.moves, ["a3xa4"]);
        let no_solver = Setup {
            solver: false,
            ..hard()
        };
        let d = run(&pos, &no_solver, &Limits::nodes(50_000));
        assert_eq!(d.moves, c.moves);
    }

    #[test]
    fn other_weights_change_the_evaluation() {
        crate::packs::install();
        let pos = crate::games::tzaar::parse_position_arg("fixed").unwrap();
        let mut w = (*Weights::shipped()).clone();
        w.mg = [0; eval::NF];
        w.eg = [0; eval::NF];
        let flat = Setup {
            weights: Some(Arc::new(w)),
            ..hard()
        };
        let c = run(&pos, &flat, &Limits::depth(1));
        assert_eq!(c.score, 0);
    }
}
