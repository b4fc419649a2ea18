//! `tablero solve foxgeese ...`: the command's logic (the binary only parses arguments).
//!
//! - `solve foxgeese <VARIANT> [--geese K] [--out DIR] [--verify] [--checkpoint-seconds N]`
//!   builds the tables of every goose count from the variant's minimum (below it the rules
//!   decide every position) up to K (default: the variant's start count), one file per
//!   count. A table already in DIR (same variant and count, checksum right) is reused, so a
//!   run can be resumed and K raised later; the table in progress is checkpointed at least
//!   every N seconds of solving (see [`checkpoint`]), so a stopped run resumes inside it.
//!   `--verify` then re-reads every table from disk and checks each value with the rules
//!   core.
//! - `solve foxgeese --value <POSITION> [--out DIR]` prints the value of a position as its
//!   last line: `win N`, `loss N`, `draw`, or `unknown` without a table.
//!
//! Before solving it prints an estimate of positions, memory and time; while solving, a
//! progress line on stderr every few seconds.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::checkpoint::{self, Clock};
use super::halves::Summary;
use super::index::{Layout, binom};
use super::meter::{Meter, human};
use super::moves::Rules;
use super::probe::Tables;
use super::table::{Solved, Table, file_name};
use super::value::Value;
use super::{lean_run, retro, verify};
use crate::games::Seat;
use crate::games::foxgeese::{Game, Position, Variant, parse_position_arg};

/// What the command was asked.
#[derive(Clone, Debug)]
pub struct Options {
    /// The variant to solve (`standard`, `standard+sideways`, `halatafl`, ...).
    pub variant: Option<String>,
    /// Solve up to this many geese (default: the variant's start).
    pub geese: Option<u32>,
    /// Where the tables are written and read.
    pub dir: PathBuf,
    pub verify: bool,
    /// A position (text or start name) to value instead of solving.
    pub value: Option<String>,
    /// A position (text or start name) to play out with best play, as a game record.
    pub line: Option<String>,
    pub threads: usize,
    /// Progress lines on stderr.
    pub progress: bool,
    /// Save the table in progress at least this often (seconds of solving; 0: at every
    /// point where it can be saved), so that a stopped run resumes there.
    pub checkpoint_seconds: u64,
}

/// How the command failed.
#[derive(Debug)]
pub enum Failure {
    /// Bad arguments or a malformed position (exit code 2).
    Usage(String),
    /// Anything else: files, a table that does not verify (exit code 1).
    Failed(String),
}

impl Failure {
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Failed(_) => 1,
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Usage(m) | Failure::Failed(m) => f.write_str(m),
        }
    }
}

/// Positions solved per second, for the estimate printed before a run, measured on this
/// project's shared 2-core machine with the release build (docs/foxgeese-solved.md): the
/// lean solver per thread (5-6 million on the 12- and 13-goose tables, more on the small
/// ones), the retrograde one on its single thread. The dev build is slower.
const LEAN_RATE: f64 = 5e6;
const RETRO_RATE: f64 = 1.2e6;

/// Runs the command, writing its results to `out`.
pub fn run(options: &Options, out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Failed(e.to_string());
    if let Some(text) = &options.value {
        return print_value(text, options, out);
    }
    if let Some(text) = &options.line {
        return best_line(text, options, out);
    }
    let Some(name) = &options.variant else {
        return Err(Failure::Usage(
            "give a VARIANT to solve, or --value POSITION".into(),
        ));
    };
    let variant: Variant = name.parse().map_err(|e| Failure::Usage(format!("{e}")))?;
    let top = options.geese.unwrap_or(variant.start_geese());
    if top > variant.start_geese() || top < variant.min_geese() {
        return Err(Failure::Usage(format!(
            "--geese must be between {} (fewer: the rules decide every position) and {} for {variant}",
            variant.min_geese(),
            variant.start_geese()
        )));
    }
    std::fs::create_dir_all(&options.dir).map_err(io)?;
    estimate(variant, top, options.threads);
    if lean_run::handles(variant) {
        let run = lean_run::Run {
            dir: &options.dir,
            threads: options.threads,
            progress: options.progress,
            checkpoint: Duration::from_secs(options.checkpoint_seconds),
        };
        run.solve_all(variant, top, out).map_err(Failure::Failed)?;
        if options.verify {
            run.verify_all(variant, top, out).map_err(Failure::Failed)?;
        }
        return Ok(());
    }
    retro_solve_all(variant, top, options, out)?;
    if options.verify {
        verify_all(variant, top, options, out)?;
    }
    Ok(())
}

/// `--value POSITION`: the best moves and the value, or `unknown` where no table has it.
fn print_value(text: &str, options: &Options, out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Failed(e.to_string());
    let pos = parse_position_arg(text).map_err(|e| Failure::Usage(e.to_string()))?;
    let tables = Tables::open(&options.dir);
    match tables.value(&pos) {
        Some(v) => {
            let best: Vec<String> = tables
                .best_moves(&pos)
                .iter()
                .map(|m| m.to_string())
                .collect();
            if !best.is_empty() {
                writeln!(out, "best: {}", best.join(" ")).map_err(io)?;
            }
            writeln!(out, "{v}").map_err(io)?;
        }
        None => writeln!(out, "unknown").map_err(io)?,
    }
    Ok(())
}

/// The retrograde solver's run (variants with sideways steps, Halatafl): each table from
/// the fewest geese up, a table already in the folder read instead of solved again, then
/// the start's value when the run reached the start.
fn retro_solve_all(
    variant: Variant,
    top: u32,
    options: &Options,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Failed(e.to_string());
    let rules = Rules::new(variant);
    let mut solved = Solved::new(rules);
    for k in variant.min_geese()..=top {
        let path = file_name(&options.dir, variant, k);
        if let Ok(table) = Table::read(&path, variant, k) {
            writeln!(out, "{variant} {k} geese: found {}", path.display()).map_err(io)?;
            checkpoint::remove(&path).map_err(io)?;
            solved.insert(table);
            continue;
        }
        let started = Instant::now();
        let layout_len = Layout::new(rules.foxes, k, true).len();
        let meter = Meter::new(format!("{k} geese"), layout_len, options.progress);
        // Every variant without sideways steps is the lean solver's (above); the acyclic
        // solver stays as the reference the tests hold it to.
        let tick = |n: u64| meter.tick(n / 2);
        let mut saves = retro::Checkpoints {
            table: &path,
            clock: Clock::new(Duration::from_secs(options.checkpoint_seconds)),
            resumed: None,
        };
        let table = retro::solve_with(&rules, k, &solved, true, &tick, Some(&mut saves))
            .map_err(|e| Failure::Failed(e.to_string()));
        match saves.resumed {
            Some(Ok(at)) => writeln!(
                out,
                "{variant} {k} geese: resumed from {} ({at})",
                checkpoint::path(&path).display()
            )
            .map_err(io)?,
            Some(Err(e)) => eprintln!(
                "{}: {e}; solved the table from the start",
                checkpoint::path(&path).display()
            ),
            None => {}
        }
        let table = table?;
        let header = table.write(&path).map_err(io)?;
        checkpoint::remove(&path).map_err(io)?;
        writeln!(
            out,
            "{variant} {k} geese: {} positions, {} in {:.1} s, {} ({} bytes)",
            table.values.len(),
            summary(&table),
            started.elapsed().as_secs_f64(),
            path.display(),
            header.size() + header.entries * u64::from(header.width),
        )
        .map_err(io)?;
        solved.insert(table);
    }
    if top == variant.start_geese() {
        let start = Position::start(variant);
        if let Some(v) = solved.value(start.foxes(), start.geese(), true) {
            writeln!(out, "{variant} start (foxes to move): {v}").map_err(io)?;
        }
    }
    Ok(())
}

/// Plays a position out with best play on both sides (the fastest win against the longest
/// defence; of several such moves the first in the rules core's order) and prints the game
/// record (`tablero replay` draws it), each move commented with the value for its mover.
fn best_line(text: &str, options: &Options, out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Failed(e.to_string());
    let pos = parse_position_arg(text).map_err(|e| Failure::Usage(e.to_string()))?;
    let tables = Tables::open(&options.dir);
    let mut game = Game::new(pos);
    let mut notes = Vec::new();
    while game.end().is_none() {
        let here = *game.position();
        let Some(value) = tables.value(&here) else {
            return Err(Failure::Failed(format!(
                "no table covers {here} (after {} moves)",
                game.moves().len()
            )));
        };
        let Some(m) = tables.best_moves(&here).into_iter().next() else {
            return Err(Failure::Failed(format!("no best move from {here}")));
        };
        game.play(&m)
            .map_err(|e| Failure::Failed(format!("{m}: {e}")))?;
        let side = if here.to_move() == Seat::First {
            "fox"
        } else {
            "geese"
        };
        notes.push(format!("{m}  # {side} to move: {value}"));
    }
    // The record is three header lines (game, variant, start), one line a move, then the
    // result: the move lines are replaced by the commented ones.
    for (i, line) in game.record_text().lines().enumerate() {
        let note = i.checked_sub(3).and_then(|j| notes.get(j));
        writeln!(out, "{}", note.map_or(line, String::as_str)).map_err(io)?;
    }
    Ok(())
}

/// Re-reads every table from disk and checks it.
fn verify_all(
    variant: Variant,
    top: u32,
    options: &Options,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure::Failed(e.to_string());
    let mut lower = Solved::new(Rules::new(variant));
    let mut wrong = 0;
    for k in variant.min_geese()..=top {
        let path = file_name(&options.dir, variant, k);
        let table = Table::read(&path, variant, k)
            .map_err(|e| Failure::Failed(format!("{}: {e}", path.display())))?;
        let meter = Meter::new(
            format!("verify {k} geese"),
            table.values.len() as u64,
            options.progress,
        );
        let started = Instant::now();
        let report = verify::verify(&table, &lower, options.threads, &|n| meter.tick(n));
        writeln!(
            out,
            "{variant} {k} geese: verified {} positions in {:.1} s, {} wrong",
            report.checked,
            started.elapsed().as_secs_f64(),
            report.wrong
        )
        .map_err(io)?;
        for e in &report.examples {
            writeln!(out, "  {e}").map_err(io)?;
        }
        wrong += report.wrong;
        lower.insert(table);
    }
    if wrong > 0 {
        return Err(Failure::Failed(format!("{wrong} stored values are wrong")));
    }
    Ok(())
}

/// Wins, losses and draws for each side to move, and the longest win.
fn summary(table: &Table) -> Summary {
    let mut summary = Summary::default();
    for (i, &c) in table.values.iter().enumerate() {
        summary.add(i % 2, Value::from_code(c));
    }
    summary
}

/// Prints (stderr) the positions, memory and time a run will take.
pub fn estimate(variant: Variant, top: u32, threads: usize) {
    let foxes = variant.foxes();
    let positions = |k: u32| binom(33, k) as f64 / 2.0 * binom(33 - k, foxes) as f64 * 2.0;
    let total: f64 = (variant.min_geese()..=top).map(positions).sum();
    let lower: f64 = (variant.min_geese()..top).map(positions).sum();
    let here = positions(top);
    // Values of this table and the smaller ones, and the mirror's bitmap: the retrograde
    // solver keeps its counters and buckets and the smaller tables at 2 bytes a value; the
    // lean one 1 byte a value and of the smaller tables the geese-to-move half.
    let (memory, rate) = if lean_run::handles(variant) {
        (here + lower / 2.0, LEAN_RATE * threads.max(1) as f64)
    } else {
        (
            here * retro::BYTES_PER_POSITION as f64 + lower * 2.0,
            RETRO_RATE,
        )
    };
    let memory = memory + binom(33, top) as f64 * 0.3;
    let seconds = total / rate;
    eprintln!(
        "{variant}, {}..={top} geese: about {:.3e} positions (the mirror halves C(33,k) goose sets), \
         peak memory about {:.2} GB, time about {} (estimates)",
        variant.min_geese(),
        total,
        memory / 1e9,
        human(Duration::from_secs_f64(seconds)),
    );
}
