//! The text of records (`locales/*/records.ftl`): a replay's line, a record written in
//! another site's format, and why a record a player brought was refused, naming the line and
//! the move where its reader stopped.

use super::names::{choice_name, game_args};
use crate::domain::GameChoice;
use crate::i18n::{self, Args, Locale};
use crate::table::{RecordLine, RecordRefusal};

/// A record's line in `locale`.
pub fn line(line: &RecordLine, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    match line {
        RecordLine::Replay {
            game,
            spec,
            names,
            turns,
        } => {
            // A record may start from any position: its game's name, without a setup.
            let args = game_args(*spec)
                .with("game", choice_name(locale, GameChoice::of(*spec)))
                .with("first", names[0].clone())
                .with("second", names[1].clone())
                .with("turns", *turns as i64);
            match game {
                Some(id) => tr("record-replay", args.with("id", id.0)),
                None => tr("record-replay-upload", args),
            }
        }
        RecordLine::Exported { game, format } => tr(
            "record-exported",
            Args::new().with("id", game.0).with("format", *format),
        ),
    }
}

/// Why a record was refused, in `locale`.
pub fn refusal(r: &RecordRefusal, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    match r {
        RecordRefusal::TooLarge { size } => tr(
            "refused-record-too-large",
            Args::new().with("size", size.div_ceil(1024) as i64).with(
                "max",
                (crate::games::records::MAX_RECORD_BYTES / 1024) as i64,
            ),
        ),
        RecordRefusal::NotText => tr("refused-record-not-text", Args::new()),
        RecordRefusal::Unreadable { at: None } => tr("refused-record-unreadable", Args::new()),
        RecordRefusal::Unreadable { at: Some(spot) } => {
            let args = Args::new().with("line", spot.line as i64);
            // The move as the record writes it, in a code span: a backtick in it would end
            // the span early.
            let written = spot
                .text
                .as_deref()
                .map(|t| t.replace('`', "'").chars().take(60).collect::<String>());
            match (spot.turn, written) {
                (Some(turn), Some(text)) => tr(
                    "refused-record-at-move",
                    args.with("turn", turn as i64).with("move", text),
                ),
                (None, Some(text)) => tr("refused-record-at-text", args.with("move", text)),
                (_, None) => tr("refused-record-at-line", args),
            }
        }
        RecordRefusal::NoMoves => tr("refused-record-no-moves", Args::new()),
        RecordRefusal::Unavailable => tr("refused-record-unavailable", Args::new()),
        RecordRefusal::GameAndFile => tr("refused-record-game-and-file", Args::new()),
        RecordRefusal::CannotWrite { format } => tr(
            "refused-record-cannot-write",
            Args::new().with("format", *format),
        ),
    }
}
