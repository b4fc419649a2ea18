//! The lean solver's tables on disk: a [`Solution`](super::lean::Solution)'s two halves
//! written as one ordinary table file (format 1, 1-byte values, the sides interleaved as
//! the index has them), and a file's geese-to-move half read back for the larger tables.
//! Files are the same as the other solvers' (the probe and `--verify` read them alike).

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU8, Ordering};

use xxhash_rust::xxh3::Xxh3;

use super::checkpoint::{self, LEAN, Mark};
use super::index::Layout;
use super::lean::{Half, Solution, Start, wave_count};
use super::table::{Header, narrow, widen};
use super::value::Value;
use crate::games::foxgeese::Variant;

/// Wins, losses and draws for each side to move, and the longest win, of one table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// `[fox to move, geese to move][won, lost, drawn]`.
    pub counts: [[u64; 3]; 2],
    pub longest_win: u32,
}

impl Summary {
    /// Counts one value (`side` 0 for the fox to move, as in the index).
    #[inline]
    pub fn add(&mut self, side: usize, value: Option<Value>) {
        match value {
            Some(Value::Win(n)) => {
                self.counts[side][0] += 1;
                self.longest_win = self.longest_win.max(n);
            }
            Some(Value::Loss(_)) => self.counts[side][1] += 1,
            _ => self.counts[side][2] += 1,
        }
    }

    fn add_byte(&mut self, side: usize, byte: u8) {
        self.add(side, value(byte));
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [fox, geese] = self.counts;
        write!(
            f,
            "fox to move {}/{}/{} won/lost/drawn, geese to move {}/{}/{}, longest win {}",
            fox[0], fox[1], fox[2], geese[0], geese[1], geese[2], self.longest_win
        )
    }
}

/// Writes a solved table to `path` (through a `.part` file renamed when complete), with
/// its checksum patched into the header after one pass over the values.
pub fn write(path: &Path, variant: Variant, solution: &Solution) -> io::Result<(Header, Summary)> {
    let layout = &solution.fox.layout;
    let mut header = Header {
        variant,
        geese: layout.geese(),
        foxes: layout.foxes(),
        mirrored: layout.mirrored(),
        width: 1,
        entries: layout.len(),
        checksum: 0,
    };
    let tmp = path.with_extension("fgt.part");
    let mut summary = Summary::default();
    let mut hasher = Xxh3::new();
    let mut w = BufWriter::with_capacity(1 << 20, File::create(&tmp)?);
    header.write(&mut w)?;
    let mut buf = Vec::with_capacity(1 << 16);
    let fox = &solution.fox.values;
    for (i, chunk) in fox.chunks(1 << 15).enumerate() {
        buf.clear();
        let start = i << 15;
        for (j, f) in chunk.iter().enumerate() {
            let pair = [
                f.load(Ordering::Relaxed),
                solution.geese[start + j].load(Ordering::Relaxed),
            ];
            summary.add_byte(0, pair[0]);
            summary.add_byte(1, pair[1]);
            buf.extend_from_slice(&pair);
        }
        hasher.update(&buf);
        w.write_all(&buf)?;
    }
    let mut file = w.into_inner().map_err(|e| e.into_error())?;
    header.checksum = hasher.digest();
    file.seek(SeekFrom::Start(header.size() - 8))?;
    file.write_all(&header.checksum.to_le_bytes())?;
    file.sync_all()?;
    drop(file);
    std::fs::rename(&tmp, path)?;
    Ok((header, summary))
}

/// Reads the geese-to-move half of the table of `variant` with `geese` geese from `path`,
/// checking the header and the checksum (1- or 2-byte files; a 2-byte one must fit in 1).
pub fn read_geese(path: &Path, variant: Variant, geese: u32) -> io::Result<Half> {
    let (layout, _, values) = read(path, variant, geese, false)?;
    Ok(Half { layout, values })
}

/// Reads both halves of a table, as [`read_geese`] does one.
pub fn read_solution(path: &Path, variant: Variant, geese: u32) -> io::Result<Solution> {
    let (layout, fox, values) = read(path, variant, geese, true)?;
    Ok(Solution {
        fox: Half {
            layout,
            values: fox,
        },
        geese: values,
    })
}

type Read2 = (Layout, Vec<AtomicU8>, Vec<AtomicU8>);

fn read(path: &Path, variant: Variant, geese: u32, keep_fox: bool) -> io::Result<Read2> {
    let bad = |what: String| io::Error::new(io::ErrorKind::InvalidData, what);
    let mut r = BufReader::with_capacity(1 << 20, File::open(path)?);
    let header = Header::read(&mut r)?;
    if header.variant != variant || header.geese != geese || header.foxes != 1 {
        return Err(bad(format!(
            "{} holds {} with {} geese, expected {variant} with {geese}",
            path.display(),
            header.variant,
            header.geese
        )));
    }
    let layout = Layout::new(1, geese, header.mirrored);
    if layout.len() != header.entries || !header.mirrored {
        return Err(bad(format!(
            "{}: not a mirrored table of the right size",
            path.display()
        )));
    }
    let width = usize::from(header.width);
    let half = (header.entries / 2) as usize;
    let mut fox: Vec<AtomicU8> = Vec::with_capacity(if keep_fox { half } else { 0 });
    let mut values: Vec<AtomicU8> = Vec::with_capacity(half);
    let mut hasher = Xxh3::new();
    let byte = |b: &[u8]| -> io::Result<u8> {
        if width == 1 {
            Ok(b[0])
        } else {
            narrow(u16::from_le_bytes([b[0], b[1]]))
                .ok_or_else(|| bad(format!("{}: a distance beyond 1 byte", path.display())))
        }
    };
    // Whole positions (both sides) per read.
    let mut buf = vec![0u8; (1 << 16) * width];
    let mut left = header.entries as usize * width;
    while left > 0 {
        let n = left.min(buf.len());
        r.read_exact(&mut buf[..n])?;
        hasher.update(&buf[..n]);
        for pair in buf[..n].chunks_exact(2 * width) {
            if keep_fox {
                fox.push(AtomicU8::new(byte(&pair[..width])?));
            }
            values.push(AtomicU8::new(byte(&pair[width..])?));
        }
        left -= n;
    }
    if hasher.digest() != header.checksum {
        return Err(bad(format!("{}: checksum mismatch", path.display())));
    }
    Ok((layout, fox, values))
}

/// Saves a lean solve's checkpoint of the table at `table` (see [`checkpoint`]): both
/// halves as they are after `waves` waves, `done` positions.
pub fn save_checkpoint(
    table: &Path,
    variant: Variant,
    solution: &Solution,
    waves: usize,
    done: u64,
) -> io::Result<()> {
    let mark = Mark {
        state: LEAN,
        variant,
        geese: solution.fox.layout.geese(),
        step: waves as u64,
        done,
    };
    let mut out = checkpoint::Out::create(table, &mark)?;
    out.u64(solution.fox.values.len() as u64)?;
    out.atomics(&solution.fox.values)?;
    out.atomics(&solution.geese)?;
    out.finish()
}

/// A lean solve's checkpoint as read back: both halves and how far the solve had come.
pub struct Saved {
    pub fox: Vec<AtomicU8>,
    pub geese: Vec<AtomicU8>,
    /// Waves done and positions done.
    pub waves: usize,
    pub done: u64,
}

impl Saved {
    /// Where the solve of `layout`'s table goes on from.
    pub fn start(self, layout: Layout) -> Start {
        Start {
            solution: Solution {
                fox: Half {
                    layout,
                    values: self.fox,
                },
                geese: self.geese,
            },
            waves: self.waves,
            done: self.done,
        }
    }
}

/// Reads back the lean solve's checkpoint of the table at `table` (`Ok(None)`: there is
/// none), checked against `layout` and its checksum.
pub fn load_checkpoint(
    table: &Path,
    variant: Variant,
    layout: &Layout,
) -> io::Result<Option<Saved>> {
    let half = layout.set_count() * layout.fox_slots();
    let k = layout.geese();
    let Some((mut input, mark)) = checkpoint::In::open(table, variant, k, half)? else {
        return Ok(None);
    };
    let bad = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_string());
    if mark.state != LEAN || mark.step > wave_count(k) as u64 {
        return Err(bad("not a checkpoint of the lean solver for this table"));
    }
    if input.length()? as u64 != half {
        return Err(bad("a checkpoint of another size"));
    }
    let fox = input.atomics(half as usize)?;
    let geese = input.atomics(half as usize)?;
    input.finish()?;
    Ok(Some(Saved {
        fox,
        geese,
        waves: mark.step as usize,
        done: mark.done,
    }))
}

/// The value of a 1-byte code.
pub fn value(byte: u8) -> Option<Value> {
    (byte != super::lean::UNKNOWN)
        .then(|| Value::from_code(widen(byte)))
        .flatten()
}
