//! The text of a game's review (`locales/*/analysis.ftl`): the header, each side's tally,
//! one line a turn, and the words of the chart.

use super::names::{game_name, side_name};
use super::{Style, written_moves};
use crate::analysis::{Proof, Severity};
use crate::i18n::{self, Args, Locale};
use crate::table::{AnalysisLine, TurnLine};

/// A review's line in `locale`.
pub fn line(line: &AnalysisLine, locale: Locale, _s: &dyn Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    match line {
        AnalysisLine::Progress { done, total } => tr(
            "analysis-progress",
            Args::new()
                .with("done", *done as i64)
                .with("total", *total as i64),
        ),
        AnalysisLine::Header {
            game,
            spec,
            names,
            turns,
            outcome,
        } => {
            let mut args = super::names::game_args(*spec)
                .with("game", game_name(locale, *spec))
                .with("first", names[0].clone())
                .with(
                    "first-side",
                    side_name(locale, *spec, crate::games::Seat::First),
                )
                .with("second", names[1].clone())
                .with(
                    "second-side",
                    side_name(locale, *spec, crate::games::Seat::Second),
                )
                .with("turns", *turns as i64);
            let head = match game {
                Some(id) => tr("analysis-header", args.clone().with("id", id.0)),
                // A record may start from any position: its game's name, without a setup.
                None => tr(
                    "analysis-header-record",
                    args.clone().with(
                        "game",
                        super::names::choice_name(locale, crate::domain::GameChoice::of(*spec)),
                    ),
                ),
            };
            let Some(outcome) = outcome else {
                return head;
            };
            args.set(
                "reason",
                i18n::lookup(locale, &format!("reason-{}", outcome.reason.key())),
            );
            let result = match outcome.winner {
                // The side's word (white, fox, ...) too, for languages that decline it
                // ("victoire des Noirs", "du renard").
                Some(seat) => tr(
                    "analysis-result-win",
                    args.with("side", side_name(locale, *spec, seat))
                        .with("side-word", spec.kind().def().side_words()[seat.index()]),
                ),
                None if outcome.reason == crate::games::EndReason::Aborted => {
                    tr("analysis-result-none", args)
                }
                None => tr("analysis-result-draw", args),
            };
            format!("{head} {result}")
        }
        AnalysisLine::Tally {
            spec,
            seat,
            name,
            counts,
        } => tr(
            "analysis-tally",
            Args::new()
                .with("name", name.clone())
                .with("side", side_name(locale, *spec, *seat))
                .with("inaccuracies", counts[0] as i64)
                .with("mistakes", counts[1] as i64)
                .with("blunders", counts[2] as i64),
        ),
        AnalysisLine::Turn(t) => turn(t, locale),
        AnalysisLine::NoMoments => i18n::lookup(locale, "analysis-no-moments"),
        AnalysisLine::MoreInFile { shown, total } => tr(
            "analysis-more-in-file",
            Args::new()
                .with("shown", *shown as i64)
                .with("total", *total as i64),
        ),
    }
}

/// A percentage, rounded.
fn percent(chance: f64) -> i64 {
    (chance.clamp(0.0, 1.0) * 100.0).round() as i64
}

/// "Turn 14, White: c4xd4 c3-d4 (75% → 20%), blunder: missed a win in 2 turns (d3xd4
/// d4xd5)."
fn turn(t: &TurnLine, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let mut text = tr(
        "analysis-turn",
        Args::new()
            .with("number", t.number as i64)
            .with("side", side_name(locale, t.spec, t.seat))
            .with("played", written_moves(locale, &t.played))
            .with("before", percent(t.chance_before))
            .with("after", percent(t.chance_after)),
    );
    let proof = match &t.proof {
        Some(Proof::MissedWin { in_turns, winning }) => Some(tr(
            "analysis-missed-win",
            Args::new()
                .with("turns", i64::from(*in_turns))
                .with("winning", written_moves(locale, winning)),
        )),
        Some(Proof::WalkedIntoLoss { in_turns }) => Some(tr(
            "analysis-walked-into-loss",
            Args::new().with("turns", i64::from(*in_turns)),
        )),
        None => None,
    };
    let severity = t.severity.map(|s| severity_name(locale, s));
    let verdict = match (severity, proof) {
        (Some(severity), Some(proof)) => Some(tr(
            "analysis-verdict-proved",
            Args::new().with("severity", severity).with("proof", proof),
        )),
        (one, other) => one.or(other),
    };
    if let Some(verdict) = verdict {
        text.push_str(&tr(
            "analysis-verdict",
            Args::new().with("verdict", verdict),
        ));
    }
    // The better turn, unless the proof already names it.
    if let Some(best) = &t.best
        && t.severity.is_some()
        && !matches!(t.proof, Some(Proof::MissedWin { .. }))
    {
        text.push_str(&tr(
            "analysis-better",
            Args::new().with("best", written_moves(locale, best)),
        ));
    }
    text
}

/// "inaccuracy", "mistake", "blunder".
pub fn severity_name(locale: Locale, severity: Severity) -> String {
    let id = match severity {
        Severity::Inaccuracy => "analysis-inaccuracy",
        Severity::Mistake => "analysis-mistake",
        Severity::Blunder => "analysis-blunder",
    };
    i18n::lookup(locale, id)
}
