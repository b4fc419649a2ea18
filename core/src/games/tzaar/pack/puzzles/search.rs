//! TZAAR proofs: does the side to move win within N of its own turns against every defence?
//!
//! An exhaustive AND/OR search over whole turns, built on the rules core's own move
//! generation (`Position::generate`, `play_unchecked`) and its end test (`Position::ending`),
//! so a proof means exactly what the rules say. A turn is a capture, then a capture, a stack
//! or a pass (a turn ends after one move when that move ends the game; White's opening turn
//! is a single capture). The mover has won when the opponent has lost the last stack of a
//! type or has no capture at the start of its turn.
//!
//! What makes it fast enough to re-prove the whole bank in the tests is the one-turn test
//! ([`win_in_one`]): two cheap necessary conditions decide most positions without trying a
//! single turn (see [`type_win_possible`] and [`block_win_possible`]), and when only a win by
//! a missing type is possible only the captures that take a type's last stack are tried as
//! second moves. A defence is refuted as soon as one reply leaves the mover without a win.

use std::collections::HashSet;

use crate::games::tzaar::geometry::{Direction, cells_of, first_blocker};
use crate::games::tzaar::{Color, EndReason, Kind, Move, MoveList, Position, Step};

/// A whole turn: its moves (one or two) and the position after it.
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    pub moves: Vec<Move>,
    pub after: Position,
}

impl Turn {
    /// The turn as records write it: its moves separated by a space.
    pub fn text(&self) -> String {
        turn_text(&self.moves)
    }
}

/// Moves separated by a space (`c4xd4 c3-d4`).
pub(crate) fn turn_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether a position starts a turn (a puzzle is set at the start of a turn).
pub(crate) fn at_turn_start(pos: &Position) -> bool {
    matches!(pos.step(), Step::First | Step::Open)
}

/// Whether `mover` has won in `pos`.
fn won_by(pos: &Position, mover: Color) -> Option<bool> {
    pos.ending().map(|e| e.winner == mover)
}

/// Calls `visit` with every whole turn of the side to move in `pos` (a turn start), in
/// generation order, until it returns `false`. Returns whether every turn was visited.
fn each_turn(pos: &Position, mut visit: impl FnMut(&[Move], Position) -> bool) -> bool {
    let me = pos.side();
    let mut firsts = MoveList::new();
    pos.generate(&mut firsts);
    let mut seconds = MoveList::new();
    for &m1 in firsts.as_slice() {
        let p1 = pos.play_unchecked(m1);
        if p1.side() != me || p1.ending().is_some() {
            if !visit(&[m1], p1) {
                return false;
            }
            continue;
        }
        p1.generate(&mut seconds);
        for &m2 in seconds.as_slice() {
            if !visit(&[m1, m2], p1.play_unchecked(m2)) {
                return false;
            }
        }
    }
    true
}

/// Every turn of the side to move with a distinct resulting position (two captures in
/// either order are one turn), in generation order.
pub(crate) fn distinct_turns(pos: &Position) -> Vec<Turn> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    each_turn(pos, |moves, after| {
        if seen.insert(after.clone()) {
            out.push(Turn {
                moves: moves.to_vec(),
                after,
            });
        }
        true
    });
    out
}

/// Whether some type shows at most two stacks for the opponent of the side to move: a turn
/// captures at most two stacks, so otherwise no turn can leave it without a type.
pub(crate) fn type_win_possible(pos: &Position) -> bool {
    let them = pos.side().other();
    Kind::ALL.into_iter().any(|k| pos.visible(them, k) <= 2)
}

/// A necessary condition for a turn that leaves the opponent without a capture.
///
/// Moves only ever land on stacks, so a turn never fills an empty space: an opponent stack
/// keeps every capture whose target the turn does not touch (its height and the open line
/// to it stay). A turn removes at most two opponent stacks (its captures) and touches at
/// most three of the mover's stacks (the first move's start, the second move's start and,
/// for a stack, its target). So the opponent can be left without a capture only if, after
/// leaving out at most two of its capturing stacks, all the others' targets fit in three
/// spaces.
pub(crate) fn block_win_possible(pos: &Position) -> bool {
    let me = pos.side();
    let occupied = pos.occupied();
    let mine = pos.colors[me.index()];
    let theirs = pos.colors[me.other().index()];
    let mut targets = [0u64; 60];
    let mut n = 0;
    for from in cells_of(theirs) {
        let h = pos.heights[from.index()];
        let mut mask = 0;
        for dir in Direction::ALL {
            if let Some(to) = first_blocker(from, dir, occupied)
                && mine & to.bit() != 0
                && pos.heights[to.index()] <= h
            {
                mask |= to.bit();
            }
        }
        if mask != 0 {
            targets[n] = mask;
            n += 1;
        }
    }
    let targets = &targets[..n];
    if n <= 2 {
        return true;
    }
    let all = targets.iter().fold(0, |a, t| a | t);
    if all.count_ones() <= 3 {
        return true;
    }
    // Quick refusal: leaving out two stacks removes at most their own targets.
    let mut sizes: Vec<u32> = targets.iter().map(|t| t.count_ones()).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    if all.count_ones() > 3 + sizes[0] + sizes[1] {
        return false;
    }
    let union_without = |skip: &[usize]| {
        targets
            .iter()
            .enumerate()
            .filter(|(i, _)| !skip.contains(i))
            .fold(0u64, |a, (_, t)| a | t)
    };
    (0..n).any(|i| {
        union_without(&[i]).count_ones() <= 3
            || (i + 1..n).any(|j| union_without(&[i, j]).count_ones() <= 3)
    })
}

/// Whether the capture `mv` in `pos` takes the opponent's last stack of its type.
fn takes_last(pos: &Position, mv: Move) -> bool {
    let Move::Capture { to, .. } = mv else {
        return false;
    };
    let them = pos.side().other();
    pos.stack_at(to)
        .is_some_and(|s| s.color == them && pos.visible(them, s.kind) == 1)
}

/// A stack of the side to move in `pos` that can capture the stack on `target`: the first
/// stack met along a line from the target is the capturer along the same line back.
fn attacker(
    pos: &Position,
    target: crate::games::tzaar::Cell,
) -> Option<crate::games::tzaar::Cell> {
    let mine = pos.colors[pos.side().index()];
    let h = pos.heights[target.index()];
    Direction::ALL.into_iter().find_map(|dir| {
        first_blocker(target, dir, pos.occupied())
            .filter(|f| mine & f.bit() != 0 && pos.heights[f.index()] >= h)
    })
}

/// A turn that leaves the opponent without a type, found without trying second moves: the
/// first capture takes a type's last stack, or leaves one stack of a type that some stack
/// of the mover can then capture.
fn type_win(pos: &Position) -> Option<Turn> {
    let me = pos.side();
    let them = me.other().index();
    let mut firsts = MoveList::new();
    pos.generate(&mut firsts);
    for &m1 in firsts.as_slice() {
        let p1 = pos.play_unchecked(m1);
        match won_by(&p1, me) {
            Some(true) => {
                return Some(Turn {
                    moves: vec![m1],
                    after: p1,
                });
            }
            Some(false) => continue,
            None if p1.side() != me => continue,
            None => {}
        }
        for kind in Kind::ALL {
            let cells = p1.colors[them] & p1.kinds[kind.index()];
            if cells.count_ones() != 1 {
                continue;
            }
            let Some(target) = cells_of(cells).next() else {
                continue;
            };
            if let Some(from) = attacker(&p1, target) {
                let m2 = Move::Capture { from, to: target };
                let after = p1.play_unchecked(m2);
                if won_by(&after, me) == Some(true) {
                    return Some(Turn {
                        moves: vec![m1, m2],
                        after,
                    });
                }
            }
        }
    }
    None
}

/// A turn that wins at once for the side to move in `pos` (a turn start), or `None`.
///
/// When `all` is given, every winning turn (by distinct resulting position) is collected
/// there instead and the first one is returned.
pub(crate) fn win_in_one(pos: &Position, mut all: Option<&mut Vec<Turn>>) -> Option<Turn> {
    if !at_turn_start(pos) || pos.ending().is_some() {
        return None;
    }
    let me = pos.side();
    let by_type = type_win_possible(pos);
    let by_block = block_win_possible(pos);
    if !by_type && !by_block {
        return None;
    }
    if all.is_none() && !by_block {
        return type_win(pos);
    }
    let mut seen = HashSet::new();
    let mut first = None;
    let mut firsts = MoveList::new();
    pos.generate(&mut firsts);
    let mut seconds = MoveList::new();
    let mut found = |moves: &[Move], after: Position, all: &mut Option<&mut Vec<Turn>>| {
        let turn = Turn {
            moves: moves.to_vec(),
            after,
        };
        if first.is_none() {
            first = Some(turn.clone());
        }
        match all {
            Some(list) => {
                if seen.insert(turn.after.clone()) {
                    list.push(turn);
                }
                true
            }
            None => false,
        }
    };
    for &m1 in firsts.as_slice() {
        let p1 = pos.play_unchecked(m1);
        if let Some(win) = won_by(&p1, me) {
            if win && !found(&[m1], p1, &mut all) {
                break;
            }
            continue;
        }
        if p1.side() != me {
            continue;
        }
        p1.generate(&mut seconds);
        let mut go_on = true;
        for &m2 in seconds.as_slice() {
            // Without a possible blockade only a capture of a type's last stack can win.
            if !by_block && !takes_last(&p1, m2) {
                continue;
            }
            let p2 = p1.play_unchecked(m2);
            if won_by(&p2, me) == Some(true) && !found(&[m1, m2], p2, &mut all) {
                go_on = false;
                break;
            }
        }
        if !go_on {
            break;
        }
    }
    first
}

/// Whether the side to move in `pos` wins within `n` of its turns against every defence.
pub(crate) fn wins_within(pos: &Position, n: u32) -> bool {
    if n == 0 || !at_turn_start(pos) || pos.ending().is_some() {
        return false;
    }
    if win_in_one(pos, None).is_some() {
        return true;
    }
    if n == 1 {
        return false;
    }
    let me = pos.side();
    !each_turn(pos, |_, after| {
        // Continue while no turn wins.
        !(after.ending().is_none() && defence_fails(&after, me, n - 1))
    })
}

/// Whether every reply of the side to move in `pos` leaves `mover` winning within `n` of
/// its turns (a reply that ends the game must end it in the mover's favour).
pub(crate) fn defence_fails(pos: &Position, mover: Color, n: u32) -> bool {
    if let Some(win) = won_by(pos, mover) {
        return win;
    }
    each_turn(pos, |_, after| match won_by(&after, mover) {
        Some(win) => win,
        None => wins_within(&after, n),
    })
}

/// How many of the mover's turns the win takes from `pos` (the mover to move), up to
/// `max`; `None` when it does not win within `max`.
pub(crate) fn distance(pos: &Position, max: u32) -> Option<u32> {
    (1..=max).find(|&n| wins_within(pos, n))
}

/// The first turns that win within `n` turns, by distinct resulting position, stopping
/// once `limit` are found.
pub(crate) fn winning_turns(pos: &Position, n: u32, limit: usize) -> Vec<Turn> {
    if n == 1 {
        let mut all = Vec::new();
        win_in_one(pos, Some(&mut all));
        all.truncate(limit);
        return all;
    }
    let me = pos.side();
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    each_turn(pos, |moves, after| {
        if seen.contains(&after) {
            return true;
        }
        let wins = match won_by(&after, me) {
            Some(win) => win,
            None => defence_fails(&after, me, n - 1),
        };
        seen.insert(after.clone());
        if wins {
            out.push(Turn {
                moves: moves.to_vec(),
                after,
            });
        }
        out.len() < limit
    });
    out
}

/// The defender's reply in `pos` (the defender to move) chosen for a line: the one that
/// holds out longest against `mover` (within `max` more mover turns), ties broken by the
/// turn's text. `None` when the defender has no turn.
pub(crate) fn best_defence(pos: &Position, mover: Color, max: u32) -> Option<Turn> {
    let mut best: Option<(u32, String, Turn)> = None;
    for turn in distinct_turns(pos) {
        let holds = match won_by(&turn.after, mover) {
            Some(true) => 0,
            Some(false) => u32::MAX,
            None => distance(&turn.after, max).unwrap_or(u32::MAX - 1),
        };
        let text = turn.text();
        let better = match &best {
            None => true,
            Some((h, t, _)) => holds > *h || (holds == *h && text < *t),
        };
        if better {
            best = Some((holds, text, turn));
        }
    }
    best.map(|(_, _, turn)| turn)
}

/// A reply that refutes the mover's claim to win within `n` more turns: the defender to
/// move in `pos`. A reply that wins the game for the defender comes first, then the first
/// in text order. `None` when every reply loses within `n`.
pub(crate) fn refutation(pos: &Position, mover: Color, n: u32) -> Option<Turn> {
    let mut found: Vec<(bool, String, Turn)> = Vec::new();
    for turn in distinct_turns(pos) {
        match won_by(&turn.after, mover) {
            Some(true) => continue,
            Some(false) => found.push((false, turn.text(), turn)),
            None if !wins_within(&turn.after, n) => found.push((true, turn.text(), turn)),
            None => {}
        }
    }
    found.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
    found.into_iter().next().map(|(_, _, t)| t)
}

/// How a won game ended, for the theme: a missing type or no capture.
pub(crate) fn end_reason(pos: &Position) -> Option<EndReason> {
    pos.ending().map(|e| e.reason)
}
