//! Every printing command ends quietly when its reader stops reading (`tablero analyze FILE |
//! head -n 1`): no panic (exit 101), no error message, the status of a closed pipe (141,
//! 128 + SIGPIPE) or success. Each command runs with its standard output a pipe whose read
//! end is closed before it writes, so its first write finds the reader gone.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablero-pipes-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// Runs `tablero args` (in `dir`, with `stdin` as its input) with standard output closed
/// early; its exit code and standard error.
fn closed_early(args: &[&str], dir: &std::path::Path, stdin: &str) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", dir.join("pipes.db"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // The reader goes before the command has written anything.
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    // The console may stop reading as soon as it cannot write; a write it refuses is fine.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    let out = child.wait_with_output().expect("the binary ends");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A finished game whose review prints many lines.
use crate::analyze::MISSED_WIN as RECORD;

#[test]
fn every_printing_command_ends_quietly_on_a_closed_pipe() {
    let dir = scratch("run");
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.txt");
    std::fs::write(&record, RECORD).unwrap();
    let record = record.to_str().unwrap();
    let commands: [(&[&str], &str); 9] = [
        (&["perft", "tzaar", "fixed", "2", "--divide"], ""),
        (&["perft", "foxgeese", "halatafl", "3"], ""),
        (&["moves", "tzaar", "fixed"], ""),
        (&["moves", "foxgeese", "standard"], ""),
        (
            &[
                "analyze",
                record,
                "--nodes",
                "2000",
                "--tables",
                "/nonexistent",
            ],
            "",
        ),
        (
            &[
                "solve",
                "foxgeese",
                "--value",
                "halatafl",
                "--out",
                "/nonexistent",
            ],
            "",
        ),
        (&["check"], ""),
        (&["local", "--boards", "boards"], "/help\n/rules tzaar\n"),
        (&["--help"], ""),
    ];
    for (args, stdin) in commands {
        let (code, stderr) = closed_early(args, &dir, stdin);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            code == Some(141) || code == Some(0),
            "{args:?}: exit {code:?}, {stderr}"
        );
        assert!(!stderr.contains("tablero:"), "{args:?}: {stderr}");
        assert!(
            !stderr.to_lowercase().contains("broken pipe"),
            "{args:?}: {stderr}"
        );
    }
}
