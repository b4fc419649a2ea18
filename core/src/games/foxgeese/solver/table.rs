//! Solved tables in memory and on disk.
//!
//! # File format (version 1)
//! One file per variant and goose count, `<variant>-<geese>.fgt` (`standard-8.fgt`,
//! `standard+sideways-5.fgt`, `halatafl-9.fgt`), little endian:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `TBLRFGT1` |
//! | 2 | format version (1) |
//! | 1 | bytes per value: 1 or 2 |
//! | 1 | 1 if the left-right mirror halves the table |
//! | 1 | foxes |
//! | 1 | geese |
//! | 1 | length of the variant text, then the text (`standard+sideways`) |
//! | 8 | number of values |
//! | 8 | XXH3-64 checksum of the values' bytes |
//! | ... | the values, in index order (see `index`) |
//!
//! A value of 2 bytes is [`Value::code`]; of 1 byte, 0 a draw, `1 + n` a loss in `n`
//! (n < 127), `128 + n` a win in `n` (n < 128). The writer uses 1 byte whenever every
//! distance fits, which halves the file.

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use xxhash_rust::xxh3::Xxh3;

use super::index::Layout;
use super::moves::{Rules, decided};
use super::value::{UNKNOWN, Value};
use crate::games::foxgeese::{Bits, Variant};

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TBLRFGT1";
/// The format version this code writes and reads.
pub const VERSION: u16 = 1;

/// The header of a table file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub variant: Variant,
    pub geese: u32,
    pub foxes: u32,
    pub mirrored: bool,
    /// Bytes per value (1 or 2).
    pub width: u8,
    pub entries: u64,
    pub checksum: u64,
}

impl Header {
    /// Size of the header in bytes (where the values start).
    pub fn size(&self) -> u64 {
        8 + 2 + 5 + self.variant.to_string().len() as u64 + 16
    }

    pub(super) fn write(&self, w: &mut impl Write) -> io::Result<()> {
        let name = self.variant.to_string();
        w.write_all(MAGIC)?;
        w.write_all(&VERSION.to_le_bytes())?;
        w.write_all(&[
            self.width,
            u8::from(self.mirrored),
            self.foxes as u8,
            self.geese as u8,
            name.len() as u8,
        ])?;
        w.write_all(name.as_bytes())?;
        w.write_all(&self.entries.to_le_bytes())?;
        w.write_all(&self.checksum.to_le_bytes())
    }

    /// Reads and checks a header (magic, version, a known variant, sizes that agree).
    pub fn read(r: &mut impl Read) -> io::Result<Header> {
        let bad = |what: &str| io::Error::new(io::ErrorKind::InvalidData, what.to_string());
        let mut fixed = [0u8; 15];
        r.read_exact(&mut fixed)?;
        if &fixed[..8] != MAGIC {
            return Err(bad("not a Fox and Geese table (bad magic)"));
        }
        let version = u16::from_le_bytes([fixed[8], fixed[9]]);
        if version != VERSION {
            return Err(bad(&format!(
                "table format version {version}, expected {VERSION}"
            )));
        }
        let (width, mirrored, foxes, geese, name_len) =
            (fixed[10], fixed[11], fixed[12], fixed[13], fixed[14]);
        let mut name = vec![0u8; usize::from(name_len)];
        r.read_exact(&mut name)?;
        let variant: Variant = String::from_utf8_lossy(&name)
            .parse()
            .map_err(|_| bad("unknown variant in the table header"))?;
        let mut nums = [0u8; 16];
        r.read_exact(&mut nums)?;
        let mut entries = [0u8; 8];
        entries.copy_from_slice(&nums[..8]);
        let mut checksum = [0u8; 8];
        checksum.copy_from_slice(&nums[8..]);
        if !(width == 1 || width == 2) || mirrored > 1 || u32::from(foxes) != variant.foxes() {
            return Err(bad("inconsistent table header"));
        }
        if u32::from(geese) > variant.start_geese() {
            return Err(bad("more geese than the variant has"));
        }
        Ok(Header {
            variant,
            geese: u32::from(geese),
            foxes: u32::from(foxes),
            mirrored: mirrored == 1,
            width,
            entries: u64::from_le_bytes(entries),
            checksum: u64::from_le_bytes(checksum),
        })
    }
}

/// The 1-byte code of a value, if its distance fits.
pub fn narrow(code: u16) -> Option<u8> {
    match Value::from_code(code)? {
        Value::Draw => Some(0),
        Value::Loss(n) if n < 127 => Some(1 + n as u8),
        Value::Win(n) if n < 128 => Some(128 + n as u8),
        _ => None,
    }
}

/// The 2-byte code of a 1-byte code.
pub fn widen(byte: u8) -> u16 {
    match byte {
        0 => Value::Draw.code(),
        b if b < 128 => Value::Loss(u32::from(b - 1)).code(),
        b => Value::Win(u32::from(b - 128)).code(),
    }
}

/// The file of one table in a directory.
pub fn file_name(dir: &Path, variant: Variant, geese: u32) -> PathBuf {
    dir.join(format!("{variant}-{geese}.fgt"))
}

/// One solved table in memory: every position of a variant with a given number of geese.
pub struct Table {
    pub variant: Variant,
    pub layout: Layout,
    pub values: Vec<u16>,
}

impl Table {
    /// The stored code of a position of this table (`UNKNOWN` outside it).
    #[inline]
    pub fn code(&self, foxes: Bits, geese: Bits, fox_to_move: bool) -> u16 {
        let i = self.layout.index(foxes, geese, fox_to_move);
        self.values.get(i as usize).copied().unwrap_or(UNKNOWN)
    }

    /// Writes the table to `path` (through a temporary file, renamed when complete, so an
    /// interrupted run never leaves a truncated table under the final name).
    pub fn write(&self, path: &Path) -> io::Result<Header> {
        let width = if self.values.iter().all(|&c| narrow(c).is_some()) {
            1
        } else {
            2
        };
        let mut hasher = Xxh3::new();
        let mut bytes = Vec::with_capacity(1 << 16);
        for chunk in self.values.chunks(1 << 15) {
            bytes.clear();
            encode(chunk, width, &mut bytes);
            hasher.update(&bytes);
        }
        let header = Header {
            variant: self.variant,
            geese: self.layout.geese(),
            foxes: self.layout.foxes(),
            mirrored: self.layout.mirrored(),
            width,
            entries: self.values.len() as u64,
            checksum: hasher.digest(),
        };
        let tmp = path.with_extension("fgt.part");
        {
            let mut w = BufWriter::new(File::create(&tmp)?);
            header.write(&mut w)?;
            for chunk in self.values.chunks(1 << 15) {
                bytes.clear();
                encode(chunk, width, &mut bytes);
                w.write_all(&bytes)?;
            }
            w.flush()?;
        }
        std::fs::rename(&tmp, path)?;
        Ok(header)
    }

    /// Reads a whole table, checking its header against the expected variant and goose
    /// count and its checksum.
    pub fn read(path: &Path, variant: Variant, geese: u32) -> io::Result<Table> {
        let bad = |what: String| io::Error::new(io::ErrorKind::InvalidData, what);
        let mut r = BufReader::new(File::open(path)?);
        let header = Header::read(&mut r)?;
        if header.variant != variant || header.geese != geese {
            return Err(bad(format!(
                "{} holds {} with {} geese, expected {variant} with {geese}",
                path.display(),
                header.variant,
                header.geese
            )));
        }
        let layout = Layout::new(header.foxes, header.geese, header.mirrored);
        if layout.len() != header.entries {
            return Err(bad(format!("{}: wrong number of values", path.display())));
        }
        let mut values = Vec::with_capacity(header.entries as usize);
        let mut hasher = Xxh3::new();
        let mut buf = vec![0u8; 1 << 16];
        let mut left = header.entries * u64::from(header.width);
        while left > 0 {
            let n = left.min(buf.len() as u64) as usize;
            r.read_exact(&mut buf[..n])?;
            hasher.update(&buf[..n]);
            decode(&buf[..n], header.width, &mut values);
            left -= n as u64;
        }
        if hasher.digest() != header.checksum {
            return Err(bad(format!("{}: checksum mismatch", path.display())));
        }
        Ok(Table {
            variant,
            layout,
            values,
        })
    }
}

fn encode(codes: &[u16], width: u8, out: &mut Vec<u8>) {
    for &c in codes {
        if width == 1 {
            out.push(narrow(c).unwrap_or(0));
        } else {
            out.extend_from_slice(&c.to_le_bytes());
        }
    }
}

fn decode(bytes: &[u8], width: u8, out: &mut Vec<u16>) {
    if width == 1 {
        out.extend(bytes.iter().map(|&b| widen(b)));
    } else {
        out.extend(
            bytes
                .chunks_exact(2)
                .map(|c| u16::from_le_bytes([c[0], c[1]])),
        );
    }
}

/// The solved tables of one variant in memory, by goose count: what a solver looks
/// captures up in.
pub struct Solved {
    pub rules: Rules,
    tables: Vec<Option<Table>>,
}

impl Solved {
    pub fn new(rules: Rules) -> Solved {
        Solved {
            rules,
            tables: Vec::new(),
        }
    }

    pub fn insert(&mut self, table: Table) {
        let k = table.layout.geese() as usize;
        if self.tables.len() <= k {
            self.tables.resize_with(k + 1, || None);
        }
        self.tables[k] = Some(table);
    }

    pub fn get(&self, geese: u32) -> Option<&Table> {
        self.tables.get(geese as usize).and_then(Option::as_ref)
    }

    /// Bytes of values held.
    pub fn bytes(&self) -> u64 {
        self.tables
            .iter()
            .flatten()
            .map(|t| t.values.len() as u64 * 2)
            .sum()
    }

    /// The value of a position: decided by the rules (too few geese, the pen), or from the
    /// table of its goose count; `None` when that table is missing.
    #[inline]
    pub fn value(&self, foxes: Bits, geese: Bits, fox_to_move: bool) -> Option<Value> {
        if let Some(fox_wins) = decided(&self.rules, geese) {
            return Some(Value::decided(fox_wins, fox_to_move));
        }
        let t = self.get(geese.count_ones())?;
        Value::from_code(t.code(foxes, geese, fox_to_move))
    }
}
