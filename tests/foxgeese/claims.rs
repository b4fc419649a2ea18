//! The claims of docs/foxgeese-solved.md that can be checked without the 27 GB of tables
//! (issue 42): the principal variation read through the rules core, each checking pass
//! catching a wrong value that the checksum does not, and the statistics of the small
//! tables pinned. The 13-goose start's `win 83` itself is `full.rs`'s (ignored without the
//! tables).

use std::path::Path;
use std::sync::atomic::Ordering;

use tablero::games::Seat;
use tablero::games::foxgeese::solver::halves::{self, Summary};
use tablero::games::foxgeese::solver::index::Layout;
use tablero::games::foxgeese::solver::lean::{self, Lower, Solution};
use tablero::games::foxgeese::solver::lean_run::check_with_rules;
use tablero::games::foxgeese::solver::moves::Rules;
use tablero::games::foxgeese::solver::table::{Table, file_name, narrow};
use tablero::games::foxgeese::solver::{Value, verify};
use tablero::games::foxgeese::{End, Game, Position, Variant};

use crate::solver::tablero;

fn variant(text: &str) -> Variant {
    text.parse().unwrap()
}

/// The value of the next position of a line whose position has `value`: one ply less, for
/// the other side (`v.before()` undone).
fn after(value: Value) -> Value {
    match value {
        Value::Win(n) => Value::Loss(n - 1),
        Value::Loss(n) => Value::Win(n - 1),
        Value::Draw => Value::Draw,
    }
}

#[test]
fn the_best_line_replays_through_the_rules_core_its_values_falling_by_one() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/foxgeese-solved-line.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    // The record reader plays every move through the rules core and checks the written
    // result against the game's end.
    let game = Game::from_record(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(game.end(), Some(End::GeeseTrapped));
    assert_eq!(game.moves().len(), 83);
    assert_eq!(game.position().goose_count(), 11);
    assert!(text.contains(&format!("result {}", game.result_text())));
    // Each move's comment is the value for its mover: win 83 at the start, then one ply
    // less each move for the other side, down to the fox's win in 1, whose move ends it.
    let start = Position::start(variant("standard"));
    assert!(
        text.contains(&format!("start {start}")),
        "the standard start"
    );
    let mut replay = Game::new(start);
    let mut value = Value::Win(83);
    let lines: Vec<&str> = text.lines().filter(|l| l.contains('#')).collect();
    assert_eq!(lines.len(), 83);
    for (ply, line) in lines.iter().enumerate() {
        let (text, note) = line.split_once('#').unwrap();
        let here = *replay.position();
        assert!(replay.end().is_none(), "the game ended before ply {ply}");
        let side = match here.to_move() {
            Seat::First => "fox",
            Seat::Second => "geese",
        };
        assert_eq!(note.trim(), format!("{side} to move: {value}"), "ply {ply}");
        let m = here
            .parse_move(text.trim())
            .unwrap_or_else(|e| panic!("ply {ply}, {text}: {e}"));
        replay.play(&m).unwrap();
        value = after(value);
    }
    // After the fox's win in 1: the geese to move have lost (in 0), as the rules say.
    assert_eq!(value, Value::Loss(0));
    assert_eq!(replay.end(), Some(End::GeeseTrapped));
    assert_eq!(replay.position(), game.position());
}

/// A value made one move longer (a draw made a win in 1): wrong wherever it is stored.
fn longer(value: Option<Value>) -> Value {
    match value {
        Some(Value::Win(n)) => Value::Win(n + 1),
        Some(Value::Loss(n)) => Value::Loss(n + 1),
        _ => Value::Win(1),
    }
}

/// Whether a value is a win or loss in more than one ply (not one the rules decide).
fn deep(code: u16) -> bool {
    matches!(Value::from_code(code), Some(Value::Win(n) | Value::Loss(n)) if n > 1)
}

/// The number of wrong values the command's line for `k` geese reports.
fn wrong_in(stdout: &str, name: &str, k: u32) -> u64 {
    let line = stdout
        .lines()
        .find(|l| l.starts_with(&format!("{name} {k} geese: verified")))
        .unwrap_or_else(|| panic!("no check of {k} geese: {stdout}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().rposition(|&w| w == "wrong").unwrap();
    words[at - 1].parse().unwrap()
}

/// Solves `name` up to `k` geese with the command, changes one deep value of the `k`-goose
/// file (through the table's own writer, so its checksum is right and only the check of
/// the values can find it), and runs `--verify`: it must report the change and fail.
fn changed_value_is_reported(name: &str, k: u32, change: &dyn Fn(&Path)) {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let geese = k.to_string();
    let args = ["solve", "foxgeese", name, "--geese", &geese, "--out", d];
    let out = tablero(&args);
    assert!(out.status.success(), "{out:?}");
    change(&file_name(dir.path(), variant(name), k));
    let out = tablero(&[&args[..], &["--verify"]].concat());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("stored values are wrong"),
        "{out:?}"
    );
    // The changed file was read, not solved again.
    assert!(
        stdout.contains(&format!("{name} {k} geese: found")),
        "{stdout}"
    );
    for below in variant(name).min_geese()..k {
        assert_eq!(wrong_in(&stdout, name, below), 0, "{stdout}");
    }
    assert!(wrong_in(&stdout, name, k) >= 1, "{stdout}");
}

#[test]
fn the_rules_core_check_finds_a_changed_value_in_a_sideways_table_file() {
    // `verify::verify`, through the command: every value with the rules core's moves.
    let name = "standard+sideways";
    changed_value_is_reported(name, 4, &|path| {
        let mut table = Table::read(path, variant(name), 4).unwrap();
        let i = table.values.iter().position(|&c| deep(c)).unwrap();
        let was = Value::from_code(table.values[i]);
        table.values[i] = longer(was).code();
        table.write(path).unwrap();
        assert!(
            Table::read(path, variant(name), 4).is_ok(),
            "checksum fixed"
        );
    });
}

#[test]
fn verify_names_the_changed_position_of_a_table() {
    let v = variant("standard+sideways");
    let rules = Rules::new(v);
    let lower = tablero::games::foxgeese::solver::table::Solved::new(rules);
    let mut table =
        tablero::games::foxgeese::solver::retro::solve(&rules, 4, &lower, true, &|_| {}).unwrap();
    let report = verify::verify(&table, &lower, 2, &|_| {});
    assert_eq!(
        (report.checked, report.wrong),
        (table.values.len() as u64, 0)
    );
    // Changing it can spoil its predecessors' values too; the report lists the first five
    // wrong positions, so with five or fewer the changed one is among them.
    let i = table.values.iter().rposition(|&c| deep(c)).unwrap();
    let was = Value::from_code(table.values[i]).unwrap();
    table.values[i] = longer(Some(was)).code();
    let report = verify::verify(&table, &lower, 1, &|_| {});
    assert!(report.wrong >= 1, "{report:?}");
    let expected = format!("stored {:?}, expected {was}", Some(longer(Some(was))));
    assert!(
        report.wrong > 5 || report.examples.iter().any(|e| e.ends_with(&expected)),
        "{report:?}"
    );
}

/// The lean solver's table of `k` geese (and the geese halves below it), from 4 up.
fn lean_tables(top: u32) -> (Lower, Solution) {
    let rules = Rules::new(variant("standard"));
    let mut lower: Lower = (0..=top).map(|_| None).collect();
    for k in rules.min_geese..top {
        let s = lean::solve(&rules, Layout::new(1, k, true), &lower, 2, &|_| {}).unwrap();
        lower[k as usize] = Some(s.into_geese());
    }
    let s = lean::solve(&rules, Layout::new(1, top, true), &lower, 2, &|_| {}).unwrap();
    (lower, s)
}

/// Changes the first deep fox-to-move value of a lean table file, checksum fixed; returns
/// its index in the fox-to-move half.
fn change_lean_file(path: &Path, k: u32) -> usize {
    let s = halves::read_solution(path, variant("standard"), k).unwrap();
    let i = s
        .fox
        .values
        .iter()
        .position(|c| {
            deep(tablero::games::foxgeese::solver::table::widen(
                c.load(Ordering::Relaxed),
            ))
        })
        .unwrap();
    let was = halves::value(s.fox.values[i].load(Ordering::Relaxed));
    s.fox.values[i].store(narrow(longer(was).code()).unwrap(), Ordering::Relaxed);
    halves::write(path, variant("standard"), &s).unwrap();
    assert!(halves::read_solution(path, variant("standard"), k).is_ok());
    i
}

#[test]
fn the_lean_check_finds_a_changed_value_in_a_table_file() {
    // Through the command: the lean check of every value and the rules core's sample.
    changed_value_is_reported("standard", 5, &|path| {
        change_lean_file(path, 5);
    });
}

#[test]
fn the_lean_check_and_the_rules_cores_sample_each_find_a_changed_value() {
    let v = variant("standard");
    let rules = Rules::new(v);
    let (lower, solution) = lean_tables(5);
    let dir = tempfile::tempdir().unwrap();
    let path = file_name(dir.path(), v, 5);
    halves::write(&path, v, &solution).unwrap();
    let i = change_lean_file(&path, 5);
    let changed = halves::read_solution(&path, v, 5).unwrap();
    let layout = &changed.fox.layout;
    let (_, set) = layout.sets().nth(i / layout.fox_slots() as usize).unwrap();
    // The rules core's check of the changed value's goose set: right before, wrong after.
    let (n, wrong) = check_with_rules(v, &solution, &lower, set);
    assert_eq!((n, wrong), (2 * (33 - 5), 0));
    let (_, wrong) = check_with_rules(v, &changed, &lower, set);
    assert!(wrong >= 1);
    // The lean check alone (no sample with the rules core).
    let nothing = |_| 0;
    let (_, wrong) = lean::verify(&rules, &changed, &lower, 2, &|_| {}, &nothing).unwrap();
    assert!(wrong >= 1);
    let (_, wrong) = lean::verify(&rules, &solution, &lower, 2, &|_| {}, &nothing).unwrap();
    assert_eq!(wrong, 0);
}

/// Wins, losses and the longest win of a lean table, as the command prints them.
fn summary(s: &Solution) -> Summary {
    let mut summary = Summary::default();
    for (f, g) in s.fox.values.iter().zip(&s.geese) {
        summary.add(0, halves::value(f.load(Ordering::Relaxed)));
        summary.add(1, halves::value(g.load(Ordering::Relaxed)));
    }
    summary
}

/// `[fox to move, geese to move][won, lost, drawn]` and the longest win, as in the docs'
/// table of standard Fox and Geese without sideways steps.
fn pinned(k: u32) -> ([[u64; 3]; 2], u32) {
    match k {
        4 => ([[598_937, 0, 0], [0, 598_937, 0]], 27),
        5 => ([[3_337_012, 0, 0], [0, 3_337_012, 0]], 41),
        6 => ([[14_984_375, 4, 0], [25, 14_984_354, 0]], 49),
        _ => unreachable!("not pinned"),
    }
}

#[test]
fn the_four_to_six_goose_tables_have_the_documented_statistics() {
    // About 9 s in the dev build (6 geese: 30 million positions).
    let rules = Rules::new(variant("standard"));
    let mut lower: Lower = (0..=6).map(|_| None).collect();
    for k in 4..=6 {
        let s = lean::solve(&rules, Layout::new(1, k, true), &lower, 2, &|_| {}).unwrap();
        let got = summary(&s);
        assert_eq!((got.counts, got.longest_win), pinned(k), "{k} geese");
        lower[k as usize] = Some(s.into_geese());
    }
}
