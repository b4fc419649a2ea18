//! The command line: exact output forms other tools depend on, and clear failures.

use std::process::Output;

use crate::support::tablero;

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn perft_prints_the_count_as_its_last_line() {
    let out = tablero(&["perft", "tzaar", "fixed", "3"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("260556"));
    let out = tablero(&["perft", "tzaar", "tournament", "2"]);
    assert_eq!(stdout(&out).lines().last(), Some("31860"));
}

#[test]
fn perft_divide_lists_each_move_then_the_total() {
    let out = tablero(&["perft", "tzaar", "fixed", "2", "--divide"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 43);
    assert_eq!(lines[42], "1797");
    let sum: u64 = lines[..42]
        .iter()
        .map(|l| {
            let (mv, n) = l.split_once(' ').unwrap();
            assert!(mv.contains('x'), "{l}");
            n.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sum, 1797);
}

#[test]
fn moves_prints_sorted_canonical_moves() {
    let position = "RtZ6.T/z6....R2/R.r...T/.......T/r.....zt/..r.t..T/z.t..../T.t.../r.... w 1";
    let out = tablero(&["moves", "tzaar", position]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 18);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
}

#[test]
fn bad_arguments_fail_with_a_message_and_no_panic() {
    for args in [
        &["perft", "tzaar", "nonsense", "2"][..],
        &["perft", "tzaar", "fixed", "x"],
        &["perft", "tzaar", "fixed", "99"],
        &["perft", "chess", "fixed", "1"],
        &[
            "moves",
            "tzaar",
            "...../....../......./......../......../......../......./....../..... b open",
        ],
        &["frobnicate"],
        // The engine lab's commands are the lab's (`tablero-lab`), not the bot's.
        &["think", "tzaar", "fixed"],
        &["match", "tzaar", "--a", "easy", "--b", "easy"],
    ] {
        let out = tablero(args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.trim().is_empty(), "{args:?}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
