//! `tablero solve foxgeese` for the variants the [`lean`] solver handles (standard, no
//! sideways steps): the tables from the minimum up, each written as soon as it is solved
//! and then kept in memory only as its geese-to-move half, the one in progress
//! checkpointed between waves (see [`checkpoint`]); and their checking pass.
//!
//! The checking pass reads each table back from its file (checksum included) and checks
//! **every** value against its successors' stored values with the lean solver's moves, and
//! a **sample** of the goose sets (every position of about one set in `stride`, so that
//! about [`RULES_SAMPLE`] positions a table are checked, all of the small ones) against the
//! rules core's moves, as [`verify`](super::verify) checks every position of the other
//! variants. The rules core is about 50 times slower than the lean solver: every position
//! of the 13-goose tables would take a day on two cores.

use std::io::Write;
use std::path::Path;
use std::time::{Duration, Instant};

use super::checkpoint::{self, Clock};
use super::halves::{self, value};
use super::index::Layout;
use super::lean::{self, Half, Lower, Solution, Start};
use super::meter::Meter;
use super::moves::{Rules, decided, to_position};
use super::probe::Tables;
use super::table::file_name;
use super::value::Value;
use super::verify::expected_from;
use crate::games::foxgeese::geometry::BOARD;
use crate::games::foxgeese::{Bits, Position, Variant};

/// About this many positions of each table are also checked with the rules core.
pub const RULES_SAMPLE: u64 = 2_000_000;

fn io(e: std::io::Error) -> String {
    e.to_string()
}

/// Where and how the command runs.
pub struct Run<'a> {
    /// The tables' directory.
    pub dir: &'a Path,
    pub threads: usize,
    /// Progress lines on stderr.
    pub progress: bool,
    /// A checkpoint of the table in progress at the first wave's end after this much
    /// solving since the last (or the table's start).
    pub checkpoint: Duration,
}

impl Run<'_> {
    /// Solves (or finds) the tables of `variant` from its minimum up to `top` geese.
    pub fn solve_all(&self, variant: Variant, top: u32, out: &mut dyn Write) -> Result<(), String> {
        let rules = Rules::new(variant);
        let mut lower: Lower = (0..=top).map(|_| None).collect();
        for k in variant.min_geese()..=top {
            let path = file_name(self.dir, variant, k);
            if path.exists() {
                match halves::read_geese(&path, variant, k) {
                    Ok(half) => {
                        writeln!(out, "{variant} {k} geese: found {}", path.display())
                            .map_err(io)?;
                        // A checkpoint left by a run stopped after the table was written.
                        checkpoint::remove(&path).map_err(io)?;
                        lower[k as usize] = Some(half);
                        continue;
                    }
                    Err(e) => eprintln!("{}: {e}; solving it again", path.display()),
                }
            }
            lower[k as usize] = Some(self.solve_one(&rules, k, &lower, out)?);
        }
        drop(lower);
        if top == variant.start_geese() {
            let start = Position::start(variant);
            if let Some(v) = Tables::open(self.dir).value(&start) {
                writeln!(out, "{variant} start (foxes to move): {v}").map_err(io)?;
            }
        }
        Ok(())
    }

    /// Solves the table of `k` geese (from its checkpoint if there is one, checkpointing
    /// as it goes), writes its file and returns its geese-to-move half.
    fn solve_one(
        &self,
        rules: &Rules,
        k: u32,
        lower: &Lower,
        out: &mut dyn Write,
    ) -> Result<Half, String> {
        let variant = rules.variant;
        let path = file_name(self.dir, variant, k);
        let started = Instant::now();
        let layout = Layout::new(1, k, true);
        let meter = Meter::new(format!("{k} geese"), layout.len(), self.progress);
        let start = self.resume(&path, variant, layout, out)?;
        let waves = lean::wave_count(k);
        let mut clock = Clock::new(self.checkpoint);
        let mut after = |s: &Solution, done: usize, positions: u64| -> Result<(), String> {
            if done == waves || !clock.due() {
                return Ok(());
            }
            let saving = Instant::now();
            halves::save_checkpoint(&path, variant, s, done, positions)
                .map_err(|e| format!("{}: {e}", checkpoint::path(&path).display()))?;
            clock.taken();
            if self.progress {
                eprintln!(
                    "  {k} geese: checkpoint after wave {done} of {waves} ({:.1} s)",
                    saving.elapsed().as_secs_f64()
                );
            }
            Ok(())
        };
        let tick = |n| meter.tick(n);
        let solution = lean::solve_from(rules, start, lower, self.threads, &tick, &mut after)
            .map_err(|e| e.to_string())?;
        let (header, summary) = halves::write(&path, variant, &solution).map_err(io)?;
        checkpoint::remove(&path).map_err(io)?;
        writeln!(
            out,
            "{variant} {k} geese: {} positions, {summary} in {:.1} s, {} ({} bytes)",
            header.entries,
            started.elapsed().as_secs_f64(),
            path.display(),
            header.size() + header.entries,
        )
        .map_err(io)?;
        Ok(solution.into_geese())
    }

    /// Where the solve of a table starts: its checkpoint, if a readable one is there
    /// (saying so), or nothing done.
    fn resume(
        &self,
        path: &Path,
        variant: Variant,
        layout: Layout,
        out: &mut dyn Write,
    ) -> Result<Start, String> {
        let k = layout.geese();
        match halves::load_checkpoint(path, variant, &layout) {
            Ok(Some(saved)) => {
                writeln!(
                    out,
                    "{variant} {k} geese: resumed from {} after wave {} of {} ({} positions done)",
                    checkpoint::path(path).display(),
                    saved.waves,
                    lean::wave_count(k),
                    saved.done,
                )
                .map_err(io)?;
                Ok(saved.start(layout))
            }
            Ok(None) => Ok(Start::new(layout)),
            Err(e) => {
                let file = checkpoint::path(path);
                eprintln!("{}: {e}; solving the table from the start", file.display());
                Ok(Start::new(layout))
            }
        }
    }

    /// Reads every table back from disk and checks it (see the module's documentation).
    pub fn verify_all(
        &self,
        variant: Variant,
        top: u32,
        out: &mut dyn Write,
    ) -> Result<(), String> {
        let rules = Rules::new(variant);
        let mut lower: Lower = (0..=top).map(|_| None).collect();
        let mut wrong = 0;
        for k in variant.min_geese()..=top {
            let path = file_name(self.dir, variant, k);
            let table = halves::read_solution(&path, variant, k)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            let positions = table.fox.values.len() as u64 * 2;
            let meter = Meter::new(format!("verify {k} geese"), positions, self.progress);
            let started = Instant::now();
            let stride = (positions / RULES_SAMPLE).max(1);
            let sampled = std::sync::atomic::AtomicU64::new(0);
            let by_rules = |set: Bits| {
                if !sample_hash(set).is_multiple_of(stride) {
                    return 0;
                }
                let (n, bad) = check_with_rules(variant, &table, &lower, set);
                sampled.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
                bad
            };
            let (checked, bad) = lean::verify(
                &rules,
                &table,
                &lower,
                self.threads,
                &|n| meter.tick(n),
                &by_rules,
            )
            .map_err(|e| e.to_string())?;
            writeln!(
            out,
            "{variant} {k} geese: verified {checked} positions in {:.1} s ({} of them with the rules core), {bad} wrong",
            started.elapsed().as_secs_f64(),
            sampled.into_inner(),
        )
        .map_err(io)?;
            wrong += bad;
            lower[k as usize] = Some(table.into_geese());
        }
        if wrong > 0 {
            return Err(format!("{wrong} stored values are wrong"));
        }
        Ok(())
    }
}

/// A well-mixed hash of a goose set (splitmix64's finaliser), to pick the sample.
fn sample_hash(set: Bits) -> u64 {
    let mut z = set.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Checks every position of one stored goose set with the rules core's moves: returns the
/// positions checked and how many disagree with the table (`lower`: the geese-to-move
/// halves of the smaller tables).
pub fn check_with_rules(
    variant: Variant,
    table: &Solution,
    lower: &Lower,
    set: Bits,
) -> (u64, u64) {
    let k = table.fox.layout.geese();
    let rules = Rules::new(variant);
    let stored = |next: &Position, fox_to_move: bool| -> Option<Value> {
        let geese = next.geese();
        if let Some(fox_wins) = decided(&rules, geese) {
            return Some(Value::decided(fox_wins, fox_to_move));
        }
        let fox = next.foxes().trailing_zeros();
        let n = geese.count_ones();
        let code = if n == k {
            if fox_to_move {
                table.fox.code(fox, geese)
            } else {
                table.geese_code(fox, geese)
            }
        } else if !fox_to_move {
            lower.get(n as usize)?.as_ref()?.code(fox, geese)
        } else {
            return None;
        };
        value(code)
    };
    let (mut checked, mut wrong) = (0, 0);
    let mut empty = BOARD & !set;
    while empty != 0 {
        let fox = empty.trailing_zeros();
        empty &= empty - 1;
        for fox_to_move in [true, false] {
            checked += 1;
            let pos = to_position(variant, 1u64 << fox, set, fox_to_move);
            let expected = pos.as_ref().and_then(|p| expected_from(p, stored));
            let here = if fox_to_move {
                table.fox.code(fox, set)
            } else {
                table.geese_code(fox, set)
            };
            if expected.is_none() || expected != value(here) {
                wrong += 1;
            }
        }
    }
    (checked, wrong)
}

/// Whether the lean solver and its files serve `variant`.
pub fn handles(variant: Variant) -> bool {
    lean::handles(&Rules::new(variant))
}
