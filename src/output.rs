//! Standard output for the command line's printing commands (`perft`, `moves`, `analyze`,
//! `solve`, `check`, `local`), so that a reader who stops reading ends the command quietly.
//!
//! Rust ignores SIGPIPE, so a write to a pipe whose reader has gone (`tablero moves ... |
//! head -n 1`) fails with [`ErrorKind::BrokenPipe`] instead of ending the process; `println!`
//! turns that into a panic (exit 101) and a `?` into an error message. Every command writes
//! through [`stdout`] instead, which notes the closed pipe ([`closed`]) and returns the error
//! as before, so the command stops at its next write; `main` then exits with
//! [`CLOSED_EXIT`], the status a process killed by SIGPIPE reports in a shell, printing
//! nothing.

use std::io::{self, ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether a write to standard output found its reader gone.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// The exit status after standard output was closed early: 128 + SIGPIPE (13), as for any
/// program a pipe's reader stopped (`seq 1000000 | head -n 1` under `set -o pipefail`).
pub const CLOSED_EXIT: u8 = 141;

/// A writer that notes a closed pipe (see the module's documentation).
pub struct Output<W: Write> {
    inner: W,
}

/// Standard output, noting a closed pipe; locked for the writer's lifetime.
pub fn stdout() -> Output<io::StdoutLock<'static>> {
    watch(io::stdout().lock())
}

/// `inner`, noting a closed pipe when a write to it fails so.
pub fn watch<W: Write>(inner: W) -> Output<W> {
    Output { inner }
}

/// Whether a write through [`Output`] found its reader gone: the command's output ended
/// early, and it should end quietly.
pub fn closed() -> bool {
    CLOSED.load(Ordering::Relaxed)
}

fn note<T>(result: io::Result<T>) -> io::Result<T> {
    if let Err(e) = &result
        && e.kind() == ErrorKind::BrokenPipe
    {
        CLOSED.store(true, Ordering::Relaxed);
    }
    result
}

impl<W: Write> Write for Output<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        note(self.inner.write(buf))
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        note(self.inner.write_all(buf))
    }

    fn flush(&mut self) -> io::Result<()> {
        note(self.inner.flush())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer whose reader has gone.
    struct Gone;

    impl Write for Gone {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_is_noted_and_returned() {
        let mut ok = watch(Vec::new());
        writeln!(ok, "fine").unwrap();
        assert_eq!(ok.inner, b"fine\n");
        let mut gone = watch(Gone);
        let e = writeln!(gone, "lost").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::BrokenPipe);
        assert!(closed());
    }
}
