//! How a game ends, in the spec's order of precedence.

use std::fmt;

use super::geometry::PEN;
use super::moves::{QUIET_LIMIT, generate};
use super::position::Position;
use crate::games::{EndReason, Outcome, Seat};

/// How a record writes a win by each seat.
pub(crate) const WINS: [&str; 2] = ["foxes win", "geese win"];

/// Why a game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// Fewer geese than the variant needs remain: the foxes win.
    FewGeese,
    /// Halatafl: all nine pen points hold geese: the geese win.
    PenFilled,
    /// The foxes are to move and have no move: the geese win.
    FoxesTrapped,
    /// The geese are to move and have no move: the foxes win.
    GeeseTrapped,
    /// 100 plies without a capture or forward goose step: draw.
    QuietDraw,
    /// The same position with the same side to move for the third time: draw.
    Repetition,
}

impl End {
    /// The winning seat, `None` for a draw.
    pub fn winner(self) -> Option<Seat> {
        match self {
            End::FewGeese | End::GeeseTrapped => Some(Seat::First),
            End::PenFilled | End::FoxesTrapped => Some(Seat::Second),
            End::QuietDraw | End::Repetition => None,
        }
    }

    /// The game-agnostic reason.
    pub fn reason(self) -> EndReason {
        match self {
            End::FewGeese => EndReason::FewGeese,
            End::PenFilled => EndReason::PenFilled,
            End::FoxesTrapped => EndReason::FoxesTrapped,
            End::GeeseTrapped => EndReason::GeeseTrapped,
            End::QuietDraw => EndReason::QuietDraw,
            End::Repetition => EndReason::Repetition,
        }
    }

    /// Stable reason key.
    pub fn key(self) -> &'static str {
        self.reason().key()
    }

    /// The inverse of [`End::key`].
    pub fn from_key(key: &str) -> Option<End> {
        [
            End::FewGeese,
            End::PenFilled,
            End::FoxesTrapped,
            End::GeeseTrapped,
            End::QuietDraw,
            End::Repetition,
        ]
        .into_iter()
        .find(|e| e.key() == key)
    }

    /// As the game-agnostic outcome.
    pub fn outcome(self) -> Outcome {
        Outcome {
            winner: self.winner(),
            reason: self.reason(),
        }
    }

    /// The record's result text: `geese win (pen-filled)`, `draw (repetition)`, ...
    pub fn result_text(self) -> String {
        self.outcome().result_text(WINS)
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            End::FewGeese => "the foxes win: too few geese remain",
            End::PenFilled => "the geese win: they fill the pen",
            End::FoxesTrapped => "the geese win: the foxes cannot move",
            End::GeeseTrapped => "the foxes win: the geese cannot move",
            End::QuietDraw => "draw: 100 plies without a capture or a forward goose step",
            End::Repetition => "draw: the same position occurred three times",
        };
        f.write_str(text)
    }
}

impl Position {
    /// How the game stands here, ignoring repetition (which needs history): too few geese,
    /// then the pen filled (Halatafl), then the side to move without a move, then the
    /// quiet-move draw.
    pub fn end(&self) -> Option<End> {
        if self.goose_count() < self.variant.min_geese() {
            return Some(End::FewGeese);
        }
        if self.variant.pen_wins() && self.geese & PEN == PEN {
            return Some(End::PenFilled);
        }
        let mut moves = Vec::new();
        generate(self, &mut moves);
        if moves.is_empty() {
            return Some(match self.to_move {
                Seat::First => End::FoxesTrapped,
                Seat::Second => End::GeeseTrapped,
            });
        }
        if self.quiet >= QUIET_LIMIT {
            return Some(End::QuietDraw);
        }
        None
    }

    /// [`Position::end`] as the game-agnostic outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end().map(End::outcome)
    }
}
