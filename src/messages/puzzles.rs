//! The text of `/puzzle` (`locales/*/puzzles.ftl`): a puzzle's task by its theme, the
//! verdicts on an answer, the solution and a player's record.

use super::names::{game_args, game_name, side_name};
use super::written_moves;
use crate::i18n::{self, Args, Locale};
use crate::puzzle::{Theme, TzaarWin};
use crate::table::{PuzzleLine, PuzzleTask};

/// A puzzle's game as players read it: with its variant where the options change the rules
/// (Fox and Geese's sideways steps matter to the answer), by its name alone where they only
/// say how the board is set up (TZAAR), since a puzzle starts from its own position.
fn puzzle_game(locale: Locale, spec: crate::games::GameSpec) -> String {
    if !spec.kind().def().option_values("setup").is_empty() {
        super::names::choice_name(locale, crate::domain::GameChoice::of(spec))
    } else {
        game_name(locale, spec)
    }
}

/// A puzzle's task: "Puzzle tz-0042 · TZAAR · ★★☆☆☆: Black to play and win ...".
fn task_line(task: &PuzzleTask, locale: Locale) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let word = task.spec.kind().def().side_words()[task.seat.index()];
    let args = game_args(task.spec)
        .with("side", side_name(locale, task.spec, task.seat))
        .with("side-word", word);
    let wording = match task.theme {
        Theme::Tzaar { turns, how } => tr(
            "puzzle-task-tzaar",
            args.with("turns", i64::from(turns)).with(
                "how",
                match how {
                    TzaarWin::LastOfType => "last-of-type",
                    TzaarWin::NoCapture => "no-capture",
                },
            ),
        ),
        Theme::Trap { moves } => tr("puzzle-task-trap", args.with("moves", i64::from(moves))),
        Theme::FillPen { moves } => {
            tr("puzzle-task-fill-pen", args.with("moves", i64::from(moves)))
        }
        Theme::WinGeese { geese, moves } => tr(
            "puzzle-task-win-geese",
            args.with("geese", i64::from(geese))
                .with("moves", i64::from(moves)),
        ),
    };
    let stars: String = (1..=5)
        .map(|i| if i <= task.difficulty { '★' } else { '☆' })
        .collect();
    tr(
        "puzzle-start",
        Args::new()
            .with("id", task.id.clone())
            .with("game", puzzle_game(locale, task.spec))
            .with("stars", stars)
            .with("task", wording),
    )
}

/// A `/puzzle` line in `locale`.
pub fn line(line: &PuzzleLine, locale: Locale, s: &dyn super::Style) -> String {
    let tr = |id: &str, args: Args| i18n::text(locale, id, &args);
    let moves = |m: &str| written_moves(locale, &[m.to_string()]);
    match line {
        PuzzleLine::Daily(task) => tr(
            "puzzle-daily",
            Args::new().with("puzzle", task_line(task, locale)),
        ),
        PuzzleLine::Start(task) => task_line(task, locale),
        PuzzleLine::Right {
            played,
            reply,
            turns_left,
        } => tr(
            "puzzle-right",
            Args::new()
                .with("played", moves(played))
                .with("reply", moves(reply))
                .with("turns", i64::from(*turns_left)),
        ),
        PuzzleLine::Solved {
            played,
            reply,
            tries,
        } => {
            let text = tr(
                "puzzle-solved",
                Args::new()
                    .with("played", moves(played))
                    .with("tries", *tries),
            );
            match reply {
                Some(r) => format!(
                    "{text} {}",
                    tr("puzzle-solved-reply", Args::new().with("reply", moves(r)))
                ),
                None => text,
            }
        }
        PuzzleLine::Wrong {
            spec,
            played,
            refutation,
            outcome,
        } => {
            let mut args = game_args(*spec).with("played", moves(played));
            if let Some(winner) = outcome.and_then(|o| o.winner) {
                args.set("winner", side_name(locale, *spec, winner));
            }
            let ends = if outcome.is_some() { "over" } else { "on" };
            match refutation {
                Some(r) => tr(
                    "puzzle-wrong",
                    args.with("refutation", moves(r)).with("ends", ends),
                ),
                None => tr("puzzle-wrong-over", args),
            }
        }
        PuzzleLine::Solution { id, line } => tr(
            "puzzle-solution",
            Args::new().with("id", id.clone()).with(
                "line",
                line.iter()
                    .map(|t| moves(t))
                    .collect::<Vec<_>>()
                    .join(" / "),
            ),
        ),
        PuzzleLine::HowToAnswer => i18n::lookup(locale, "puzzle-how-to-answer"),
        PuzzleLine::AllDone { game } => match game {
            Some(g) => tr(
                "puzzle-all-done-game",
                Args::new().with("game", super::names::choice_name(locale, *g)),
            ),
            None => i18n::lookup(locale, "puzzle-all-done"),
        },
        PuzzleLine::Stats {
            tally,
            open,
            streak,
            leaders,
        } => {
            let mut text = tr(
                "puzzle-stats",
                Args::new()
                    .with("solved", tally.solved)
                    .with("first", tally.first_try)
                    .with("revealed", tally.revealed),
            );
            if *streak > 0 {
                text.push(' ');
                text.push_str(&tr(
                    "puzzle-stats-streak",
                    Args::new().with("days", *streak),
                ));
            }
            if *open {
                text.push(' ');
                text.push_str(&i18n::lookup(locale, "puzzle-stats-open"));
            }
            if !leaders.is_empty() {
                let names: Vec<String> = leaders
                    .iter()
                    .map(|(user, solved)| {
                        tr(
                            "puzzle-leader",
                            Args::new()
                                .with("player", s.user(user))
                                .with("solved", *solved),
                        )
                    })
                    .collect();
                text.push('\n');
                text.push_str(&tr(
                    "puzzle-leaders",
                    Args::new().with("leaders", names.join(", ")),
                ));
            }
            text
        }
    }
}
