//! Exact values of positions for the side to move (win or loss in so many single moves, or a
//! draw), as solved tables and proofs give them, and their 16-bit code in tables: a shared
//! word, so that the layers above speak of a solved position without naming the game.

use std::fmt;

/// The exact value of a position for the side to move; the number is single moves (plies)
/// to the end of the game with best play: the winner wins as fast as it can, the loser holds
/// out as long as it can. `Win(0)`/`Loss(0)` are positions the rules have already decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u32),
    Loss(u32),
    Draw,
}

/// Code of a position not solved yet (in memory only, never in a finished table).
pub const UNKNOWN: u16 = u16::MAX;

/// The longest distance a code holds.
pub const MAX_DISTANCE: u32 = 0x7FFE;

impl Value {
    /// The table code: 0 a draw, `1 + n` a loss in `n`, `0x8000 + n` a win in `n`.
    pub fn code(self) -> u16 {
        match self {
            Value::Draw => 0,
            Value::Loss(n) => 1 + n.min(MAX_DISTANCE) as u16,
            Value::Win(n) => 0x8000 + n.min(MAX_DISTANCE) as u16,
        }
    }

    /// The value of a code (`None` for [`UNKNOWN`]).
    pub fn from_code(code: u16) -> Option<Value> {
        match code {
            UNKNOWN => None,
            0 => Some(Value::Draw),
            c if c < 0x8000 => Some(Value::Loss(u32::from(c - 1))),
            c => Some(Value::Win(u32::from(c - 0x8000))),
        }
    }

    /// The value of a position whose successor (the opponent to move) has value `self`:
    /// the opponent's loss in `n` is a win in `n + 1`, and so on.
    pub fn before(self) -> Value {
        match self {
            Value::Draw => Value::Draw,
            Value::Loss(n) => Value::Win(n + 1),
            Value::Win(n) => Value::Loss(n + 1),
        }
    }

    /// Whether `self` is better for the side to move than `other` (faster wins, slower
    /// losses).
    pub fn better_than(self, other: Value) -> bool {
        self.score() > other.score()
    }

    fn score(self) -> i64 {
        match self {
            Value::Win(n) => 1_000_000 - i64::from(n),
            Value::Draw => 0,
            Value::Loss(n) => -1_000_000 + i64::from(n),
        }
    }

    /// The decided value for the side to move when `first_wins` says whether the first seat has
    /// won and `first_to_move` whether it is to move.
    pub fn decided(first_wins: bool, first_to_move: bool) -> Value {
        if first_wins == first_to_move {
            Value::Win(0)
        } else {
            Value::Loss(0)
        }
    }
}

/// The best of the values reached by the moves (given as the successors' values, for the
/// opponent), `None` when there are none.
pub fn best(successors: impl IntoIterator<Item = Value>) -> Option<Value> {
    successors
        .into_iter()
        .map(Value::before)
        .reduce(|a, b| if b.better_than(a) { b } else { a })
}

impl fmt::Display for Value {
    /// `win N`, `loss N` or `draw`: the last line of `tablero solve foxgeese --value`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win {n}"),
            Value::Loss(n) => write!(f, "loss {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_keep_their_order() {
        for v in [
            Value::Draw,
            Value::Win(0),
            Value::Win(1),
            Value::Win(MAX_DISTANCE),
            Value::Loss(0),
            Value::Loss(7),
            Value::Loss(MAX_DISTANCE),
        ] {
            assert_eq!(Value::from_code(v.code()), Some(v));
            assert_ne!(v.code(), UNKNOWN);
        }
        assert_eq!(Value::from_code(UNKNOWN), None);
    }

    #[test]
    fn the_best_move_wins_fastest_and_loses_slowest() {
        assert_eq!(
            best([Value::Win(3), Value::Loss(4), Value::Loss(2)]),
            Some(Value::Win(3))
        );
        assert_eq!(best([Value::Win(3), Value::Win(9)]), Some(Value::Loss(10)));
        assert_eq!(best([Value::Win(3), Value::Draw]), Some(Value::Draw));
        assert_eq!(best([]), None);
        assert_eq!(Value::Win(5).to_string(), "win 5");
        assert_eq!(Value::Loss(0).to_string(), "loss 0");
        assert_eq!(Value::Draw.to_string(), "draw");
        assert_eq!(Value::decided(true, true), Value::Win(0));
        assert_eq!(Value::decided(true, false), Value::Loss(0));
    }
}
