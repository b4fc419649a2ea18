//! Why a move was refused, in the player's language: each rules-core error's catalogue id
//! and arguments. Every error enum is matched exhaustively, so a new variant does not compile
//! until it has its message. Square names and notation are never translated.

use super::or_list;
use crate::games::foxgeese::{self, Variant};
use crate::games::tzaar::{self, Kind, Step};
use crate::games::{AnyMoveError, EndReason};
use crate::i18n::{self, Args, Locale};

/// The text for a rejected move (lower case, no final full stop).
pub fn move_error(locale: Locale, error: &AnyMoveError) -> String {
    match error {
        AnyMoveError::Tzaar(e) => tzaar_error(locale, e),
        AnyMoveError::FoxGeese(e, variant) => fox_error(locale, e, *variant),
    }
}

fn tr(locale: Locale, id: &str, args: Args) -> String {
    i18n::text(locale, id, &args)
}

/// A TZAAR move or turn that was not played.
pub fn tzaar_error(locale: Locale, error: &tzaar::MoveError) -> String {
    match error {
        tzaar::MoveError::Syntax(e) => tzaar_syntax(locale, e),
        tzaar::MoveError::Illegal { mv, reason } => tr(
            locale,
            "move-with-reason",
            Args::new()
                .with(
                    "move",
                    super::written_moves(locale, std::slice::from_ref(mv)),
                )
                .with("reason", tzaar_illegal(locale, reason)),
        ),
        tzaar::MoveError::TooManyMoves { step } => i18n::lookup(
            locale,
            match step {
                Step::Open => "move-tzaar-opening",
                Step::First => "move-tzaar-too-many",
                Step::Second => "move-tzaar-second-left",
                Step::Place => "move-tzaar-one-placement",
            },
        ),
        tzaar::MoveError::EndedAfterFirst { first } => tr(
            locale,
            "move-tzaar-ended-after-first",
            Args::new().with("first", first.clone()),
        ),
    }
}

fn tzaar_syntax(locale: Locale, error: &tzaar::SyntaxError) -> String {
    use tzaar::SyntaxError as E;
    match error {
        E::Empty => i18n::lookup(locale, "move-tzaar-empty"),
        E::TooLong => i18n::lookup(locale, "move-tzaar-too-long"),
        E::NoSuchSpace(e) if e.0.eq_ignore_ascii_case("e5") => {
            i18n::lookup(locale, "move-tzaar-centre")
        }
        E::NoSuchSpace(e) => tr(
            locale,
            "move-tzaar-no-space",
            Args::new().with("name", e.0.clone()),
        ),
        E::Unreadable(text) => tr(
            locale,
            "move-tzaar-unreadable",
            Args::new().with("text", text.clone()),
        ),
        E::MissingTarget(from) => tr(
            locale,
            "move-tzaar-missing-target",
            Args::new().with("from", from.to_string()),
        ),
    }
}

fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Tzaar => "tzaar",
        Kind::Tzarra => "tzarra",
        Kind::Tott => "tott",
    }
}

fn tzaar_illegal(locale: Locale, error: &tzaar::IllegalMove) -> String {
    use tzaar::IllegalMove as I;
    let cell = |id: &str, c: tzaar::Cell| tr(locale, id, Args::new().with("cell", c.to_string()));
    let line = |id: &str, from: tzaar::Cell, to: tzaar::Cell| {
        tr(
            locale,
            id,
            Args::new()
                .with("from", from.to_string())
                .with("to", to.to_string()),
        )
    };
    match error {
        I::GameOver => i18n::lookup(locale, "move-tzaar-game-over"),
        I::MustPlace => i18n::lookup(locale, "move-tzaar-must-place"),
        I::NotPlacing => i18n::lookup(locale, "move-tzaar-not-placing"),
        I::NoneLeftToPlace(kind) => tr(
            locale,
            "move-tzaar-none-left",
            Args::new().with("kind", kind_key(*kind)),
        ),
        I::Occupied(c) => cell("move-tzaar-occupied", *c),
        I::NoStack(c) => cell("move-tzaar-no-stack", *c),
        I::NotYourStack(c) => cell("move-tzaar-not-yours", *c),
        I::SameSpace(c) => cell("move-tzaar-same-space", *c),
        I::NoLine { from, to } => line("move-tzaar-no-line", *from, *to),
        I::CentreInTheWay { from, to } => line("move-tzaar-centre-in-the-way", *from, *to),
        I::Blocked { from, to, by } => tr(
            locale,
            "move-tzaar-blocked",
            Args::new()
                .with("from", from.to_string())
                .with("to", to.to_string())
                .with("by", by.to_string()),
        ),
        I::EmptyTarget(c) => cell("move-tzaar-empty-target", *c),
        I::TargetTaller { to, target, mover } => tr(
            locale,
            "move-tzaar-taller",
            Args::new()
                .with("to", to.to_string())
                .with("target", i64::from(*target))
                .with("mover", i64::from(*mover)),
        ),
        I::CaptureFirst => i18n::lookup(locale, "move-tzaar-capture-first"),
        I::OpeningIsOneCapture => i18n::lookup(locale, "move-tzaar-opening"),
        I::CaptureOwn { from, to } => line("move-tzaar-capture-own", *from, *to),
        I::StackOntoOpponent { from, to } => line("move-tzaar-stack-onto-opponent", *from, *to),
    }
}

/// A Fox and Geese move that was not played.
pub fn fox_error(locale: Locale, error: &foxgeese::MoveError, variant: Variant) -> String {
    match error {
        foxgeese::MoveError::Syntax(e) => fox_syntax(locale, e),
        foxgeese::MoveError::Illegal(e) => fox_illegal(locale, e, variant),
    }
}

fn fox_syntax(locale: Locale, error: &foxgeese::SyntaxError) -> String {
    use foxgeese::SyntaxError as E;
    let quoted = |id: &str, text: &str| tr(locale, id, Args::new().with("text", text.to_string()));
    match error {
        E::Empty => i18n::lookup(locale, "move-fox-empty"),
        E::UnknownSquare(name) => tr(
            locale,
            "move-fox-unknown-square",
            Args::new().with("name", name.clone()),
        ),
        E::OneSquare(text) => quoted("move-fox-one-square", text),
        E::MissingSeparator(text) => quoted("move-fox-missing-separator", text),
        E::MixedSeparators => i18n::lookup(locale, "move-fox-mixed-separators"),
        E::MissingSquare => i18n::lookup(locale, "move-fox-missing-square"),
        E::LongStep => i18n::lookup(locale, "move-fox-long-step"),
    }
}

/// Why a game ended, as a short phrase ("the geese fill the pen").
pub fn reason_phrase(locale: Locale, reason: EndReason, foxes: i64) -> String {
    tr(
        locale,
        &format!("reason-{}", reason.key()),
        Args::new().with("foxes", foxes),
    )
}

fn fox_illegal(locale: Locale, error: &foxgeese::IllegalMove, variant: Variant) -> String {
    use foxgeese::IllegalMove as I;
    let foxes = i64::from(variant.foxes());
    let point = |id: &str, p: foxgeese::Point| {
        tr(
            locale,
            id,
            Args::new()
                .with("point", p.to_string())
                .with("foxes", foxes),
        )
    };
    let line = |id: &str, from: foxgeese::Point, to: foxgeese::Point| {
        tr(
            locale,
            id,
            Args::new()
                .with("from", from.to_string())
                .with("to", to.to_string()),
        )
    };
    match error {
        I::GameOver(end) => tr(
            locale,
            "move-fox-game-over",
            Args::new().with("reason", reason_phrase(locale, end.reason(), foxes)),
        ),
        I::Concluded => i18n::lookup(locale, "move-fox-concluded"),
        I::NoPiece(p) => point("move-fox-no-piece", *p),
        I::NotYourPiece { point: p, piece } => match piece {
            foxgeese::Piece::Fox => point("move-fox-not-your-fox", *p),
            foxgeese::Piece::Goose => point("move-fox-not-your-goose", *p),
        },
        I::GeeseNeverBackward => i18n::lookup(locale, "move-fox-never-backward"),
        I::SidewaysNotAllowed => i18n::lookup(locale, "move-fox-no-sideways"),
        I::GeeseCannotJump => i18n::lookup(locale, "move-fox-geese-cannot-jump"),
        I::NotAdjacent { from, to } => line("move-fox-not-adjacent", *from, *to),
        I::JumpWrittenAsStep { from, to } => line("move-fox-jump-as-step", *from, *to),
        I::StepWrittenAsJump { from, to } => line("move-fox-step-as-jump", *from, *to),
        I::TargetOccupied(p) => point("move-fox-occupied", *p),
        I::CaptureAvailable(moves) => {
            let quoted: Vec<String> = moves.iter().map(|m| format!("`{m}`")).collect();
            let id = if quoted.len() > 1 {
                "move-fox-capture-available-many"
            } else {
                "move-fox-capture-available"
            };
            tr(
                locale,
                id,
                Args::new().with("moves", or_list(locale, &quoted)),
            )
        }
        I::MustKeepJumping(p) => point("move-fox-keep-jumping", *p),
        I::NotAJump { from, to } => line("move-fox-not-a-jump", *from, *to),
        I::JumpOverNothing(p) => point("move-fox-jump-over-nothing", *p),
        I::JumpOverFox(p) => point("move-fox-jump-over-fox", *p),
        I::NotLegal(m) => tr(
            locale,
            "move-fox-not-legal",
            Args::new().with("move", m.clone()),
        ),
    }
}
