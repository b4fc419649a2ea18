//! Checkpoints of a table being solved, so that a run stopped in the middle of a table
//! (even by `kill -9` or a power cut) resumes where it was instead of solving that table
//! again. Finished tables are their files, which a rerun finds; a checkpoint saves the one
//! in progress: the [`lean`](super::lean) solver's after a wave, the
//! [`retro`](super::retro) solver's during classification and after a distance bucket,
//! each at the first such point after `every` of work since the last (after every one
//! with `every` zero).
//!
//! # File
//! `DIR/<variant>-<k>.fgt.ckpt`, beside the table it will become; written to
//! `.fgt.ckpt.part`, synced to disk, renamed over the previous checkpoint and the
//! directory synced, so that the checkpoint on disk is always a whole one. Removed when the
//! table's file is written. Little endian:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `TBLRFGC1` |
//! | 2 | format version (1) |
//! | 1 | the solver's state: 1 lean, 2 retrograde classifying, 3 retrograde resolving |
//! | 1 | geese |
//! | 1 + n | the variant text |
//! | 8 | step: waves done (lean), positions classified or buckets resolved (retrograde) |
//! | 8 | work done, for the progress line |
//! | ... | the solver's state (its own order and lengths) |
//! | 8 | XXH3-64 of every byte before |

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::{Duration, Instant};

use xxhash_rust::xxh3::Xxh3;

use crate::games::foxgeese::Variant;

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TBLRFGC1";
/// The format version this code writes and reads.
pub const VERSION: u16 = 1;

/// The lean solver between waves.
pub const LEAN: u8 = 1;
/// The retrograde solver classifying positions.
pub const CLASSIFYING: u8 = 2;
/// The retrograde solver resolving distance buckets.
pub const RESOLVING: u8 = 3;

/// What a checkpoint is of and how far the solve had come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// [`LEAN`], [`CLASSIFYING`] or [`RESOLVING`].
    pub state: u8,
    pub variant: Variant,
    pub geese: u32,
    /// Waves done, positions classified or buckets resolved.
    pub step: u64,
    /// Work done, as the progress line counts it.
    pub done: u64,
}

/// The checkpoint file of the table at `table` (`DIR/<variant>-<k>.fgt`).
pub fn path(table: &Path) -> PathBuf {
    table.with_extension("fgt.ckpt")
}

/// Removes the checkpoint of the table at `table`, if there is one, and a partly written
/// one (a run stopped while writing it).
pub fn remove(table: &Path) -> io::Result<()> {
    let ckpt = path(table);
    for file in [ckpt.with_extension("ckpt.part"), ckpt] {
        match std::fs::remove_file(file) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
    }
    Ok(())
}

/// When the next checkpoint is due: `every` after the last one (or the start).
pub struct Clock {
    every: Duration,
    last: Instant,
}

impl Clock {
    pub fn new(every: Duration) -> Clock {
        Clock {
            every,
            last: Instant::now(),
        }
    }

    /// Whether a checkpoint is due (the clock restarts when one is taken: [`Clock::taken`]).
    pub fn due(&self) -> bool {
        self.last.elapsed() >= self.every
    }

    pub fn taken(&mut self) {
        self.last = Instant::now();
    }
}

/// A checkpoint being written: its bytes go through the checksum to a `.part` file.
pub struct Out {
    w: BufWriter<File>,
    hasher: Xxh3,
    tmp: PathBuf,
    path: PathBuf,
    buf: Vec<u8>,
}

impl Out {
    /// Starts the checkpoint of the table at `table` with its header.
    pub fn create(table: &Path, mark: &Mark) -> io::Result<Out> {
        let path = path(table);
        let tmp = path.with_extension("ckpt.part");
        let w = BufWriter::with_capacity(1 << 20, File::create(&tmp)?);
        let mut out = Out {
            w,
            hasher: Xxh3::new(),
            tmp,
            path,
            buf: Vec::with_capacity(1 << 16),
        };
        let name = mark.variant.to_string();
        out.bytes(MAGIC)?;
        out.bytes(&VERSION.to_le_bytes())?;
        out.bytes(&[mark.state, mark.geese as u8, name.len() as u8])?;
        out.bytes(name.as_bytes())?;
        out.u64(mark.step)?;
        out.u64(mark.done)?;
        Ok(out)
    }

    pub fn bytes(&mut self, b: &[u8]) -> io::Result<()> {
        self.hasher.update(b);
        self.w.write_all(b)
    }

    pub fn u64(&mut self, n: u64) -> io::Result<()> {
        self.bytes(&n.to_le_bytes())
    }

    /// A slice of values, each as `to_bytes` gives it, in chunks.
    fn each<T: Copy, const N: usize>(
        &mut self,
        values: &[T],
        to_bytes: impl Fn(T) -> [u8; N],
    ) -> io::Result<()> {
        let mut buf = std::mem::take(&mut self.buf);
        for chunk in values.chunks((1 << 16) / N) {
            buf.clear();
            for &v in chunk {
                buf.extend_from_slice(&to_bytes(v));
            }
            self.bytes(&buf)?;
        }
        self.buf = buf;
        Ok(())
    }

    pub fn atomics(&mut self, values: &[AtomicU8]) -> io::Result<()> {
        let mut buf = std::mem::take(&mut self.buf);
        for chunk in values.chunks(1 << 16) {
            buf.clear();
            buf.extend(chunk.iter().map(|v| v.load(Ordering::Relaxed)));
            self.bytes(&buf)?;
        }
        self.buf = buf;
        Ok(())
    }

    pub fn u16s(&mut self, values: &[u16]) -> io::Result<()> {
        self.each(values, u16::to_le_bytes)
    }

    pub fn u64s(&mut self, values: &[u64]) -> io::Result<()> {
        self.each(values, u64::to_le_bytes)
    }

    /// Ends the file with its checksum, syncs it and puts it in place of the previous
    /// checkpoint (a rename: the old one stays whole until the new one is).
    pub fn finish(mut self) -> io::Result<()> {
        let sum = self.hasher.digest();
        self.w.write_all(&sum.to_le_bytes())?;
        let file = self.w.into_inner().map_err(|e| e.into_error())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&self.tmp, &self.path)?;
        if let Some(dir) = self.path.parent() {
            // The rename is on disk when the directory is (not possible on every system).
            let _ = File::open(dir).and_then(|d| d.sync_all());
        }
        Ok(())
    }
}

/// A checkpoint being read back: its bytes go through the checksum, checked at the end.
pub struct In {
    r: BufReader<File>,
    hasher: Xxh3,
    /// The most values of any one array the state can hold (a damaged length is an error,
    /// not an allocation).
    limit: u64,
}

fn bad(what: impl Into<String>) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, what.into())
}

impl In {
    /// Opens the checkpoint of the table at `table`, if there is one, and checks that it
    /// is of `variant` with `geese` geese (`Ok(None)`: no checkpoint). `limit` bounds the
    /// length of any array in it.
    pub fn open(
        table: &Path,
        variant: Variant,
        geese: u32,
        limit: u64,
    ) -> io::Result<Option<(In, Mark)>> {
        let file = match File::open(path(table)) {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e),
        };
        let mut input = In {
            r: BufReader::with_capacity(1 << 20, file),
            hasher: Xxh3::new(),
            limit,
        };
        let fixed = input.bytes(13)?;
        if &fixed[..8] != MAGIC || u16::from_le_bytes([fixed[8], fixed[9]]) != VERSION {
            return Err(bad("not a checkpoint of this version"));
        }
        let (state, k, len) = (fixed[10], u32::from(fixed[11]), usize::from(fixed[12]));
        let name = input.bytes(len)?;
        let found: Variant = String::from_utf8_lossy(&name)
            .parse()
            .map_err(|_| bad("unknown variant in the checkpoint"))?;
        if found != variant || k != geese {
            return Err(bad(format!(
                "a checkpoint of {found} with {k} geese, expected {variant} with {geese}"
            )));
        }
        let step = input.u64()?;
        let done = input.u64()?;
        let mark = Mark {
            state,
            variant,
            geese,
            step,
            done,
        };
        Ok(Some((input, mark)))
    }

    pub fn bytes(&mut self, n: usize) -> io::Result<Vec<u8>> {
        let mut b = vec![0u8; n];
        self.r.read_exact(&mut b)?;
        self.hasher.update(&b);
        Ok(b)
    }

    pub fn u64(&mut self) -> io::Result<u64> {
        let b = self.bytes(8)?;
        Ok(u64::from_le_bytes(b.try_into().unwrap_or_default()))
    }

    /// A length written before an array, checked against the limit.
    pub fn length(&mut self) -> io::Result<usize> {
        let n = self.u64()?;
        if n > self.limit {
            return Err(bad(format!("an array of {n} values in the checkpoint")));
        }
        Ok(n as usize)
    }

    /// `n` values of `N` bytes each, as `from_bytes` reads them.
    fn each<T, const N: usize>(
        &mut self,
        n: usize,
        from_bytes: impl Fn([u8; N]) -> T,
    ) -> io::Result<Vec<T>> {
        let mut out = Vec::with_capacity(n);
        let mut left = n;
        while left > 0 {
            let m = left.min((1 << 16) / N);
            let b = self.bytes(m * N)?;
            out.extend(b.chunks_exact(N).map(|c| {
                let mut a = [0u8; N];
                a.copy_from_slice(c);
                from_bytes(a)
            }));
            left -= m;
        }
        Ok(out)
    }

    pub fn atomics(&mut self, n: usize) -> io::Result<Vec<AtomicU8>> {
        self.each(n, |[b]| AtomicU8::new(b))
    }

    pub fn u8s(&mut self, n: usize) -> io::Result<Vec<u8>> {
        self.each(n, |[b]| b)
    }

    pub fn u16s(&mut self, n: usize) -> io::Result<Vec<u16>> {
        self.each(n, u16::from_le_bytes)
    }

    pub fn u64s(&mut self, n: usize) -> io::Result<Vec<u64>> {
        self.each(n, u64::from_le_bytes)
    }

    /// Checks the checksum and that nothing follows it.
    pub fn finish(mut self) -> io::Result<()> {
        let sum = self.hasher.digest();
        let mut b = [0u8; 8];
        self.r.read_exact(&mut b)?;
        if u64::from_le_bytes(b) != sum {
            return Err(bad("checkpoint checksum mismatch"));
        }
        if self.r.read(&mut [0u8; 1])? != 0 {
            return Err(bad("bytes after the checkpoint's checksum"));
        }
        Ok(())
    }
}
