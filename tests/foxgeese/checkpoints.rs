//! Solves that survive a stop (issue 42): `tablero solve foxgeese` killed with SIGKILL in
//! the middle of a table, once its checkpoint is on disk, resumes inside that table when
//! run again, and writes the same files, byte for byte, as a run never stopped.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The state byte of a checkpoint file (after the magic and the version).
const STATE_AT: usize = 10;
const CLASSIFYING: u8 = 2;
const RESOLVING: u8 = 3;

fn args<'a>(name: &'a str, geese: &'a str, dir: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut a = vec!["solve", "foxgeese", name, "--geese", geese, "--out", dir];
    a.extend_from_slice(extra);
    a
}

/// Runs the command to the end; returns its standard output.
fn run(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Starts the command and kills it (SIGKILL) as soon as the checkpoint `ckpt` is on disk
/// with a state `wanted` accepts; asserts the table it belongs to was not finished.
fn kill_at_checkpoint(args: &[&str], ckpt: &Path, wanted: &dyn Fn(u8) -> bool) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        // A checkpoint appears by a rename: whatever is read is a whole one.
        if let Ok(bytes) = std::fs::read(ckpt)
            && bytes.len() > STATE_AT
            && wanted(bytes[STATE_AT])
        {
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the solve ended before the checkpoint"
        );
        assert!(Instant::now() < deadline, "no checkpoint in time");
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let table = ckpt.with_extension("");
    assert!(
        !table.exists(),
        "killed after {} was written",
        table.display()
    );
}

/// The table files of a directory, by name, with their bytes.
fn tables(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (PathBuf::from(p.file_name().unwrap()), bytes)
        })
        .collect();
    files.sort();
    files
}

/// The number after `word` in `text`'s line about the resumed table.
fn resumed_count(text: &str, prefix: &str, word: &str) -> u64 {
    let line = text
        .lines()
        .find(|l| l.starts_with(prefix) && l.contains("resumed from"))
        .unwrap_or_else(|| panic!("did not resume: {text}"));
    let after = &line[line.find(word).unwrap_or_else(|| panic!("{line}")) + word.len()..];
    after
        .split(|c: char| !c.is_ascii_digit())
        .find(|w| !w.is_empty())
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_lean_solve_killed_in_a_table_resumes_there_and_writes_the_same_files() {
    let whole = tempfile::tempdir().unwrap();
    run(&args("standard", "5", whole.path().to_str().unwrap(), &[]));
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let every_wave = args("standard", "5", d, &["--checkpoint-seconds", "0"]);
    let ckpt = dir.path().join("standard-5.fgt.ckpt");
    kill_at_checkpoint(&every_wave, &ckpt, &|state| state == 1);
    // Run again (with the default interval): the smaller table is found, the 5-goose one
    // goes on after the waves its checkpoint holds.
    let text = run(&args("standard", "5", d, &[]));
    assert!(text.contains("standard 4 geese: found"), "{text}");
    let waves = resumed_count(&text, "standard 5 geese", "after wave ");
    assert!(waves > 0, "{text}");
    assert!(
        text.contains("standard 5 geese: 6674024 positions"),
        "{text}"
    );
    assert!(
        !ckpt.exists(),
        "the checkpoint is removed with the table written"
    );
    assert_eq!(tables(dir.path()), tables(whole.path()));
}

#[test]
fn a_retrograde_solve_killed_twice_resumes_each_time_and_writes_the_same_file() {
    let name = "standard+sideways";
    let whole = tempfile::tempdir().unwrap();
    run(&args(name, "4", whole.path().to_str().unwrap(), &[]));
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let often = args(name, "4", d, &["--checkpoint-seconds", "0"]);
    let ckpt = dir.path().join(format!("{name}-4.fgt.ckpt"));
    // Killed while classifying, then again while resolving distances.
    kill_at_checkpoint(&often, &ckpt, &|state| state == CLASSIFYING);
    kill_at_checkpoint(&often, &ckpt, &|state| state == RESOLVING);
    let text = run(&args(name, "4", d, &[]));
    assert!(
        resumed_count(&text, &format!("{name} 4 geese"), "distances below ") > 0,
        "{text}"
    );
    assert!(!ckpt.exists());
    assert_eq!(tables(dir.path()), tables(whole.path()));
}

#[test]
fn a_retrograde_solve_resumes_while_classifying_and_ignores_a_damaged_checkpoint() {
    let name = "standard+sideways";
    let whole = tempfile::tempdir().unwrap();
    run(&args(name, "4", whole.path().to_str().unwrap(), &[]));
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let often = args(name, "4", d, &["--checkpoint-seconds", "0"]);
    let ckpt = dir.path().join(format!("{name}-4.fgt.ckpt"));
    kill_at_checkpoint(&often, &ckpt, &|state| state == CLASSIFYING);
    // A copy of the checkpoint, one byte changed: refused by its checksum, the table is
    // solved from the start, and the result is the same.
    let saved = std::fs::read(&ckpt).unwrap();
    let mut damaged = saved.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0x10;
    std::fs::write(&ckpt, &damaged).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args(name, "4", d, &[]))
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stdout).contains("resumed"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("checksum mismatch"));
    assert_eq!(tables(dir.path()), tables(whole.path()));
    // The whole checkpoint put back beside no table: the solve resumes from it.
    std::fs::remove_file(dir.path().join(format!("{name}-4.fgt"))).unwrap();
    std::fs::write(&ckpt, &saved).unwrap();
    let text = run(&args(name, "4", d, &[]));
    let done = resumed_count(&text, &format!("{name} 4 geese"), "classifying, ");
    assert!(done > 0, "{text}");
    assert_eq!(tables(dir.path()), tables(whole.path()));
}
