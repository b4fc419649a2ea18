//! What a picker says and what its options do, as data: the message layer
//! (`crate::messages::picker`) writes them in the reader's language. Square names and piece
//! names stay strings in the games' own notation, which is never translated: a piece's kind
//! is its name as its game writes it (TZAAR's `Tzaar`, `Tzarra`, `Tott`), so that the picker
//! names no game's types.

/// What a group of options holds, for its label ("column d: 5 stacks").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counted {
    Stacks,
    Spaces,
    Pieces,
    Moves,
}

/// What one option of a picker's menu does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PickLabel {
    /// TZAAR: one of the mover's stacks, with the captures and stacking moves it has.
    Mover {
        at: String,
        kind: &'static str,
        height: u8,
        captures: usize,
        stacks: usize,
    },
    /// TZAAR: a capture, and the opponent's stack it takes.
    Capture {
        from: String,
        to: String,
        target_kind: &'static str,
        target_height: u8,
    },
    /// TZAAR: a stacking move onto one of the mover's own stacks; `height` is the new stack's.
    Stack {
        from: String,
        to: String,
        onto_kind: &'static str,
        height: u8,
    },
    /// TZAAR placement: a type of piece, with how many are left to place.
    PlaceKind { kind: &'static str, left: u32 },
    /// TZAAR placement: a free space for the chosen type.
    PlaceAt { kind: &'static str, at: String },
    /// Fox and Geese: a piece that can move, with how many first steps or jumps it has.
    Piece { at: String, fox: bool, moves: usize },
    /// Fox and Geese: a step to a neighbouring point.
    Step { from: String, to: String },
    /// Fox and Geese: one jump of a chain, over the goose it captures.
    Jump {
        from: String,
        to: String,
        over: String,
    },
    /// A move of a game without a walk of its own, as the game writes it.
    Move { text: String },
    /// A column of options, when a menu has more than Discord shows at once.
    Column {
        column: char,
        count: usize,
        of: Counted,
    },
    /// A run of options, when even columns would hold too many.
    Range {
        first: String,
        last: String,
        count: usize,
    },
}

/// A line of a picker: what to choose now, what was chosen, and what happened.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PickLine {
    /// TZAAR: choose the stack of the compulsory first capture (`opening`: White's single
    /// opening capture).
    Capture { opening: bool },
    /// TZAAR: choose what the stack on `from` captures.
    CaptureTarget { from: String },
    /// TZAAR: the second move: a stack to capture or stack with, or pass.
    Second,
    /// TZAAR: choose where the stack on `from` goes on the second move.
    SecondTarget { from: String },
    /// TZAAR placement: choose a type of piece.
    PlaceKind,
    /// TZAAR placement: choose a free space for `kind`.
    PlaceSpace { kind: &'static str },
    /// Fox and Geese: choose the piece to move.
    Piece { fox: bool },
    /// Fox and Geese: choose where the piece on `from` goes.
    Destination { from: String, fox: bool },
    /// Fox and Geese: the fox on `at` can jump on (`must`: the rules compel it, as in
    /// Halatafl; otherwise the player may stop here).
    NextJump { at: String, must: bool },
    /// A game without a walk of its own: choose one of its legal moves.
    AnyMove,
    /// The moves of the turn chosen so far.
    SoFar { moves: Vec<String> },
    /// Every choice is made: the turn to play.
    Ready { moves: Vec<String> },
    /// A menu's placeholder.
    Choose,
    /// A grouped menu's placeholder: choose a column first.
    ChooseColumn,
    /// The picker was opened from an older board: it shows the position now.
    MovedOn,
    /// The game has moved on since this picker was made: a fresh one is offered.
    Stale,
    /// The picker's choices do not fit the game (a forged or garbled id).
    Invalid,
    /// The turn was played (the public board follows in the channel).
    Played { moves: Vec<String> },
}
