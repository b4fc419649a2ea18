//! The lean solver (standard Fox and Geese without sideways steps, built for the 13-goose
//! tables) against the acyclic solver, which the brute-force tests in `solver.rs`
//! hold to the rules core: the same values, byte for byte, and a checking pass that finds a
//! wrong value. `TABLERO_LEAN_COMPARE_TOP=8` compares up to 8 geese (minutes in the dev
//! build); the default, 5, takes 10 s, and 6 geese (about 40 s) is an ignored test.

use std::sync::atomic::Ordering;

use tablero::games::foxgeese::solver::acyclic;
use tablero::games::foxgeese::solver::halves;
use tablero::games::foxgeese::solver::index::Layout;
use tablero::games::foxgeese::solver::lean::{self, Lower, Solution};
use tablero::games::foxgeese::solver::moves::Rules;
use tablero::games::foxgeese::solver::table::{Solved, file_name, narrow};
use tablero::games::foxgeese::{Position, Variant};

fn top() -> u32 {
    std::env::var("TABLERO_LEAN_COMPARE_TOP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
}

/// Solves `rules` with both solvers from the minimum to `top`, asserting every table is the
/// same; returns the lean solutions' geese halves and the last solution.
fn solve_both(variant: Variant, top: u32) -> (Lower, Solution) {
    let rules = Rules::new(variant);
    let mut solved = Solved::new(rules);
    let mut lower: Lower = (0..=top).map(|_| None).collect();
    let mut last = None;
    for k in rules.min_geese..=top {
        let reference = acyclic::solve(&rules, k, &solved, true, 2, &|_| {}).unwrap();
        let layout = Layout::new(1, k, true);
        let solution = lean::solve(&rules, layout, &lower, 2, &|_| {}).unwrap();
        assert_eq!(reference.values.len(), solution.fox.values.len() * 2);
        for (i, &code) in reference.values.iter().enumerate() {
            let byte = if i % 2 == 0 {
                solution.fox.values[i / 2].load(Ordering::Relaxed)
            } else {
                solution.geese[i / 2].load(Ordering::Relaxed)
            };
            assert_eq!(narrow(code), Some(byte), "{variant} {k} geese, index {i}");
        }
        solved.insert(reference);
        if k < top {
            lower[k as usize] = Some(solution.into_geese());
        } else {
            last = Some(solution);
        }
    }
    (lower, last.unwrap())
}

#[test]
fn the_lean_solver_builds_the_acyclic_solvers_tables_and_its_check_finds_a_wrong_value() {
    let variant: Variant = "standard".parse().unwrap();
    let rules = Rules::new(variant);
    let top = top();
    let (lower, solution) = solve_both(variant, top);
    let nothing = |_| 0;
    let (checked, wrong) = lean::verify(&rules, &solution, &lower, 2, &|_| {}, &nothing).unwrap();
    assert_eq!((checked, wrong), (solution.fox.values.len() as u64 * 2, 0));
    // One value made a move longer: the check finds it (and only it).
    let cell = &solution.fox.values[12_345];
    let code = cell.load(Ordering::Relaxed);
    cell.store(code + 1, Ordering::Relaxed);
    let (_, wrong) = lean::verify(&rules, &solution, &lower, 2, &|_| {}, &nothing).unwrap();
    assert!(wrong >= 1, "a changed value was not found");
    // A missing smaller table is an error, not a guess.
    let mut missing = lower;
    missing[4] = None;
    assert!(lean::verify(&rules, &solution, &missing, 1, &|_| {}, &nothing).is_err());
}

#[test]
#[ignore = "about 40 s in the dev build: cargo test --test foxgeese six_geese -- --ignored"]
fn the_lean_and_acyclic_solvers_agree_up_to_six_geese() {
    // The docs' claim: the two solvers' tables are byte for byte the same up to 6 geese.
    solve_both("standard".parse().unwrap(), 6);
}

#[test]
fn the_larger_start_counts_have_the_same_tables() {
    // `standard+17` positions with 4 or 5 geese follow the same rules as `standard`'s.
    let (_, a) = solve_both("standard+17".parse().unwrap(), 5);
    let (_, b) = solve_both("standard".parse().unwrap(), 5);
    let bytes = |s: &Solution| -> Vec<u8> {
        s.fox
            .values
            .iter()
            .chain(&s.geese)
            .map(|v| v.load(Ordering::Relaxed))
            .collect()
    };
    assert_eq!(bytes(&a), bytes(&b));
}

#[test]
fn a_lean_table_file_reads_back_and_a_damaged_one_is_refused() {
    let variant: Variant = "standard".parse().unwrap();
    let rules = Rules::new(variant);
    let dir = tempfile::tempdir().unwrap();
    let solution = lean::solve(&rules, Layout::new(1, 4, true), &Vec::new(), 2, &|_| {}).unwrap();
    let path = file_name(dir.path(), variant, 4);
    let (header, summary) = halves::write(&path, variant, &solution).unwrap();
    assert_eq!(header.width, 1);
    assert_eq!(
        summary.counts[0][0] + summary.counts[0][1],
        header.entries / 2
    );
    assert_eq!(summary.longest_win, 27);
    let back = halves::read_solution(&path, variant, 4).unwrap();
    let geese = halves::read_geese(&path, variant, 4).unwrap();
    for i in 0..solution.geese.len() {
        assert_eq!(
            back.fox.values[i].load(Ordering::Relaxed),
            solution.fox.values[i].load(Ordering::Relaxed)
        );
        assert_eq!(
            geese.values[i].load(Ordering::Relaxed),
            solution.geese[i].load(Ordering::Relaxed)
        );
    }
    // The probe reads the same file (a win for the fox: three geese in a row to jump).
    let tables = tablero::games::foxgeese::solver::Tables::open(dir.path());
    let pos: Position = "GGG/.../......./...F.../...G.../.../... f standard 0"
        .parse()
        .unwrap();
    assert_eq!(
        tables.value(&pos),
        Some(tablero::games::foxgeese::solver::Value::Win(1))
    );
    // One byte changed on disk: the checksum refuses it.
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&path, bytes).unwrap();
    assert!(halves::read_geese(&path, variant, 4).is_err());
    // Another variant's or count's file is refused too.
    assert!(halves::read_solution(&path, variant, 5).is_err());
}
