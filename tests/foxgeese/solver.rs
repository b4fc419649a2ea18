//! The Fox and Geese solver (issue 30) against the rules core: its move generation
//! position by position, and whole small tables against an independent brute-force search
//! that plays with `Position::legal_moves` and `Position::play`.

use std::collections::HashMap;
use std::process::Command;

use tablero::games::Seat;
use tablero::games::foxgeese::solver::index::Layout;
use tablero::games::foxgeese::solver::moves::{
    Rules, decided, predecessors, successors, to_position,
};
use tablero::games::foxgeese::solver::table::{Solved, Table};
use tablero::games::foxgeese::solver::value::{Value, best};
use tablero::games::foxgeese::solver::{Tables, acyclic, retro, verify};
use tablero::games::foxgeese::{Bits, Position, Variant};

fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 17
}

/// `k` random points avoiding `avoid`, whose rank (row) is at least `min_row`.
fn random_points(state: &mut u64, k: u32, avoid: Bits, min_row: u32) -> Bits {
    let mut bits: Bits = 0;
    let allowed: Bits = (0..33u32)
        .filter(|&p| row(p) >= min_row && avoid >> p & 1 == 0)
        .fold(0, |b, p| b | 1 << p);
    let k = k.min(allowed.count_ones());
    while bits.count_ones() < k {
        let p = lcg(state) % 33;
        if allowed >> p & 1 == 1 {
            bits |= 1 << p;
        }
    }
    bits
}

fn row(p: u32) -> u32 {
    match p {
        0..=2 => 0,
        3..=5 => 1,
        6..=12 => 2,
        13..=19 => 3,
        20..=26 => 4,
        27..=29 => 5,
        _ => 6,
    }
}

fn standard(sideways: bool) -> Variant {
    format!("standard{}", if sideways { "+sideways" } else { "" })
        .parse()
        .unwrap()
}

/// The successors the rules core gives, as the solver writes them.
fn core_successors(pos: &Position) -> Vec<(Bits, Bits)> {
    let mut out: Vec<(Bits, Bits)> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let next = pos.play(m).unwrap();
            (next.foxes(), next.geese())
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[test]
fn the_solvers_successors_are_the_rules_cores_in_every_variant() {
    let mut state = 11;
    let mut out = Vec::new();
    for variant in Variant::ALL {
        let rules = Rules::new(variant);
        for _ in 0..3000 {
            let k = (lcg(&mut state) % u64::from(variant.start_geese() + 1)) as u32;
            let geese = random_points(&mut state, k, 0, 0);
            let foxes = random_points(&mut state, variant.foxes(), geese, 0);
            for fox_to_move in [true, false] {
                let pos = to_position(variant, foxes, geese, fox_to_move).unwrap();
                if decided(&rules, geese).is_some() {
                    assert!(pos.legal_moves().is_empty(), "{pos}");
                    continue;
                }
                successors(&rules, foxes, geese, fox_to_move, &mut out);
                assert_eq!(out, core_successors(&pos), "{pos}");
            }
        }
    }
}

#[test]
fn un_moves_are_exactly_the_steps_into_a_position() {
    let mut state = 5;
    let (mut succ, mut pred) = (Vec::new(), Vec::new());
    for variant in Variant::ALL {
        let rules = Rules::new(variant);
        for _ in 0..2000 {
            let k = variant.min_geese() + (lcg(&mut state) % 4) as u32;
            let geese = random_points(&mut state, k, 0, 0);
            let foxes = random_points(&mut state, variant.foxes(), geese, 0);
            for fox_to_move in [true, false] {
                // Every step (not a capture) out of P has P among its un-moves.
                if decided(&rules, geese).is_none() {
                    successors(&rules, foxes, geese, fox_to_move, &mut succ);
                    for &(f, g) in succ.iter().filter(|(_, g)| g.count_ones() == k) {
                        predecessors(&rules, f, g, !fox_to_move, &mut pred);
                        assert!(
                            pred.contains(&(foxes, geese)),
                            "{variant} {foxes:x} {geese:x}"
                        );
                    }
                }
                // Every un-move of Q is a position with a step to Q.
                predecessors(&rules, foxes, geese, fox_to_move, &mut pred);
                let mut sorted = pred.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), pred.len(), "an un-move twice");
                for &(f, g) in &pred {
                    successors(&rules, f, g, !fox_to_move, &mut succ);
                    assert!(succ.contains(&(foxes, geese)), "{variant} {f:x} {g:x}");
                }
            }
        }
    }
}

/// The moves of a position as `(foxes, geese)`, or `Err(fox_wins)` where the rules end it.
type Next<'a> = dyn Fn(Bits, Bits, bool) -> Result<Vec<(Bits, Bits)>, bool> + 'a;

/// Brute force on an explicit graph: every position reachable from `roots` (by
/// `next`, which gives `None` for a position the rules end, with the winner), then
/// values by passes of rising distance; what no pass resolves is a draw.
struct Brute {
    ids: HashMap<(Bits, Bits, bool), usize>,
    edges: Vec<Result<Vec<usize>, bool>>,
    values: Vec<Option<Value>>,
}

impl Brute {
    fn new(roots: &[(Bits, Bits, bool)], next: &Next<'_>) -> Brute {
        let mut ids: HashMap<(Bits, Bits, bool), usize> = HashMap::new();
        let mut keys: Vec<(Bits, Bits, bool)> = Vec::new();
        for &r in roots {
            if let std::collections::hash_map::Entry::Vacant(e) = ids.entry(r) {
                e.insert(keys.len());
                keys.push(r);
            }
        }
        let mut edges = Vec::new();
        let mut i = 0;
        while i < keys.len() {
            let p = keys[i];
            let e = next(p.0, p.1, p.2).map(|succ| {
                succ.iter()
                    .map(|&(f, g)| {
                        let key = (f, g, !p.2);
                        *ids.entry(key).or_insert_with(|| {
                            keys.push(key);
                            keys.len() - 1
                        })
                    })
                    .collect::<Vec<usize>>()
            });
            edges.push(e);
            i += 1;
        }
        let n = keys.len();
        let mut b = Brute {
            ids,
            edges,
            values: vec![None; n],
        };
        for (id, key) in keys.iter().enumerate() {
            if let Err(fox_wins) = b.edges[id] {
                b.values[id] = Some(Value::decided(fox_wins, key.2));
            }
        }
        let mut t = 1;
        let mut last_change = 0;
        while t <= last_change + 2 {
            let snapshot = b.values.clone();
            for id in 0..n {
                if snapshot[id].is_some() {
                    continue;
                }
                let Ok(children) = &b.edges[id] else { continue };
                let win = children
                    .iter()
                    .any(|&c| snapshot[c] == Some(Value::Loss(t - 1)));
                let all_won = children
                    .iter()
                    .all(|&c| matches!(snapshot[c], Some(Value::Win(d)) if d < t));
                let longest = children
                    .iter()
                    .any(|&c| snapshot[c] == Some(Value::Win(t - 1)));
                if win {
                    b.values[id] = Some(Value::Win(t));
                    last_change = t;
                } else if all_won && longest {
                    b.values[id] = Some(Value::Loss(t));
                    last_change = t;
                }
            }
            t += 1;
        }
        b
    }

    fn value(&self, key: (Bits, Bits, bool)) -> Value {
        self.values[self.ids[&key]].unwrap_or(Value::Draw)
    }
}

/// The rules core's moves from a solver position (counter 0), or who has won.
fn core_next(variant: Variant) -> impl Fn(Bits, Bits, bool) -> Result<Vec<(Bits, Bits)>, bool> {
    move |foxes, geese, fox_to_move| {
        let pos = to_position(variant, foxes, geese, fox_to_move).unwrap();
        if let Some(end) = pos.end() {
            return Err(end.winner() == Some(Seat::First));
        }
        Ok(core_successors(&pos))
    }
}

fn solve_up_to(rules: &Rules, top: u32, cyclic: bool) -> Solved {
    let mut solved = Solved::new(*rules);
    for k in rules.min_geese..=top {
        let table = if cyclic {
            retro::solve(rules, k, &solved, true, &|_| {}).unwrap()
        } else {
            acyclic::solve(rules, k, &solved, true, 2, &|_| {}).unwrap()
        };
        solved.insert(table);
    }
    solved
}

fn compare_with_brute(variant: Variant, solved: &Solved, k: u32, min_row: u32, samples: usize) {
    let mut state = 99 + u64::from(k);
    let roots: Vec<(Bits, Bits, bool)> = (0..samples)
        .map(|i| {
            let geese = random_points(&mut state, k, 0, min_row);
            let foxes = random_points(&mut state, variant.foxes(), geese, 0);
            (foxes, geese, i % 2 == 0)
        })
        .collect();
    let brute = Brute::new(&roots, &core_next(variant));
    let mut kinds = [0; 3];
    for &(f, g, side) in brute.ids.keys() {
        let expected = brute.value((f, g, side));
        let got = solved.value(f, g, side);
        assert_eq!(
            got,
            Some(expected),
            "{}",
            to_position(variant, f, g, side).unwrap()
        );
        kinds[match expected {
            Value::Win(_) => 0,
            Value::Loss(_) => 1,
            Value::Draw => 2,
        }] += 1;
    }
    assert!(kinds[0] > 0 && kinds[1] > 0, "{variant}: {kinds:?}");
}

#[test]
fn four_geese_without_sideways_steps_match_brute_force_and_both_solvers_agree() {
    let variant = standard(false);
    let rules = Rules::new(variant);
    let solved = solve_up_to(&rules, 4, false);
    compare_with_brute(variant, &solved, 4, 2, 60);
    let retro = solve_up_to(&rules, 4, true);
    assert_eq!(retro.get(4).unwrap().values, solved.get(4).unwrap().values);
    // No draws without sideways steps.
    assert!(
        solved
            .get(4)
            .unwrap()
            .values
            .iter()
            .all(|&c| Value::from_code(c) != Some(Value::Draw))
    );
    let report = verify::verify(solved.get(4).unwrap(), &Solved::new(rules), 2, &|_| {});
    assert_eq!(
        (report.checked, report.wrong),
        (solved.get(4).unwrap().values.len() as u64, 0)
    );
}

#[test]
fn four_geese_with_sideways_steps_match_brute_force_draws_included() {
    let variant = standard(true);
    let rules = Rules::new(variant);
    let solved = solve_up_to(&rules, 4, true);
    compare_with_brute(variant, &solved, 4, 4, 40);
    let table = solved.get(4).unwrap();
    assert!(
        table
            .values
            .iter()
            .any(|&c| Value::from_code(c) == Some(Value::Draw))
    );
    let report = verify::verify(table, &Solved::new(rules), 2, &|_| {});
    assert_eq!(report.wrong, 0, "{:?}", report.examples);
}

/// Halatafl's own rules (two foxes, compulsory complete chains) with the foxes' goal
/// lowered to 2 geese, so that tables of 2 and 3 geese are small: the retrograde solver
/// against brute force on the solver's move generation (which the test above checks
/// against the rules core in Halatafl too).
#[test]
fn two_foxes_with_compulsory_captures_match_brute_force() {
    let rules = Rules {
        min_geese: 2,
        ..Rules::new(Variant::Halatafl)
    };
    let solved = solve_up_to(&rules, 3, true);
    let next = |f: Bits, g: Bits, side: bool| -> Result<Vec<(Bits, Bits)>, bool> {
        if let Some(w) = decided(&rules, g) {
            return Err(w);
        }
        let mut out = Vec::new();
        successors(&rules, f, g, side, &mut out);
        if out.is_empty() { Err(!side) } else { Ok(out) }
    };
    let mut state = 3;
    let roots: Vec<_> = (0..20)
        .map(|i| {
            let geese = random_points(&mut state, 3, 0, 4);
            let foxes = random_points(&mut state, 2, geese, 0);
            (foxes, geese, i % 2 == 0)
        })
        .collect();
    let brute = Brute::new(&roots, &next);
    for &key in brute.ids.keys() {
        assert_eq!(solved.value(key.0, key.1, key.2), Some(brute.value(key)));
    }
}

#[test]
fn a_table_survives_its_file_and_the_probe_reads_it() {
    let variant = standard(false);
    let rules = Rules::new(variant);
    let solved = solve_up_to(&rules, 4, false);
    let dir = tempfile::tempdir().unwrap();
    let path = tablero::games::foxgeese::solver::table::file_name(dir.path(), variant, 4);
    let header = solved.get(4).unwrap().write(&path).unwrap();
    assert_eq!(header.width, 1);
    let back = Table::read(&path, variant, 4).unwrap();
    assert_eq!(back.values, solved.get(4).unwrap().values);
    assert!(Table::read(&path, variant, 5).is_err());
    // A damaged value fails the checksum.
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    let bad = dir.path().join("bad.fgt");
    std::fs::write(&bad, &bytes).unwrap();
    assert!(Table::read(&bad, variant, 4).is_err());

    let tables = Tables::open(dir.path());
    let layout = Layout::new(1, 4, true);
    let mut state = 17;
    for _ in 0..300 {
        let geese = random_points(&mut state, 4, 0, 0);
        let foxes = random_points(&mut state, 1, geese, 0);
        let pos = to_position(variant, foxes, geese, lcg(&mut state).is_multiple_of(2)).unwrap();
        let fox_to_move = pos.to_move() == Seat::First;
        let v = tables.value(&pos).unwrap();
        assert_eq!(Some(v), solved.value(foxes, geese, fox_to_move));
        assert!(layout.index(foxes, geese, fox_to_move) < layout.len());
        // The best moves keep the value.
        for m in tables.best_moves(&pos) {
            let next = pos.play(&m).unwrap();
            assert_eq!(tables.value(&next).map(Value::before), Some(v));
        }
        if !matches!(v, Value::Win(0) | Value::Loss(0)) {
            assert!(!tables.best_moves(&pos).is_empty());
        }
    }
    // Five geese: no table.
    let pos: Position = "GGG/.../......./...F.../GG...../.../... f standard 0"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&pos), None);
}

#[test]
fn the_counter_at_99_is_valued_one_move_deeper() {
    let variant = standard(false);
    let solved = solve_up_to(&Rules::new(variant), 4, false);
    let dir = tempfile::tempdir().unwrap();
    let path = tablero::games::foxgeese::solver::table::file_name(dir.path(), variant, 4);
    solved.get(4).unwrap().write(&path).unwrap();
    let tables = Tables::open(dir.path());
    // The fox can take a goose (d4xd2 leaves 3: the fox wins) or step; at 99 a step draws.
    let pos: Position = "GGG/.../......./...F.../...G.../.../... f standard 99"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&pos), Some(Value::Win(1)));
    // No capture: every fox step reaches 100 plies with the geese able to move, a draw.
    let pos: Position = ".../.../......./......./GGGG.../.../..F f standard 99"
        .parse()
        .unwrap();
    let at_zero: Position = ".../.../......./......./GGGG.../.../..F f standard 0"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&pos), Some(Value::Draw));
    assert!(matches!(
        tables.value(&at_zero),
        Some(Value::Win(_) | Value::Loss(_))
    ));
    let done: Position = ".../.../......./......./GGGG.../.../..F f standard 100"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&done), Some(Value::Draw));
}

#[test]
fn the_rules_decide_halatafl_below_nine_geese_and_with_the_pen_filled() {
    let tables = Tables::open(std::path::Path::new("/nonexistent"));
    let few: Position = "F.F/.../......./GGGGGGG/G....../.../... g halatafl 0"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&few), Some(Value::Loss(0)));
    let pen: Position = "GGG/GGG/F.GGGF./......./......./.../... f halatafl 0"
        .parse()
        .unwrap();
    assert_eq!(tables.value(&pen), Some(Value::Loss(0)));
    assert_eq!(tables.value(&Position::start(Variant::Halatafl)), None);
}

pub(crate) fn tablero(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_command_solves_verifies_and_prints_the_value_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let out = tablero(&[
        "solve", "foxgeese", "standard", "--geese", "5", "--out", d, "--verify",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("verified") && text.contains("0 wrong"),
        "{text}"
    );
    let pos = "GGG/.../......./...F.../...G.../.../... f standard 0";
    let out = tablero(&["solve", "foxgeese", "--value", pos, "--out", d]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert_eq!(text.lines().last(), Some("win 1"), "{text}");
    // The best line from a position with 5 geese, as a record that reads back and ends in
    // the fox's win, the first move commented with the whole line's value.
    let out = tablero(&[
        "solve",
        "foxgeese",
        "--line",
        "GGG/.../......./...F.../...GG../.../... f standard 0",
        "--out",
        d,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record = String::from_utf8_lossy(&out.stdout);
    let game = tablero::games::foxgeese::Game::from_record(&record).unwrap();
    assert!(game.end().is_some(), "{record}");
    assert!(record.contains("# fox to move: win "), "{record}");
    // Beyond the tables (13 geese): an error that says so.
    let out = tablero(&["solve", "foxgeese", "--line", "standard", "--out", d]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no table covers"));
    // Geese to move with only three left: the rules have decided.
    let out = tablero(&[
        "solve",
        "foxgeese",
        "--value",
        "GG./.../......./...F.../...G.../.../... g standard 0",
        "--out",
        d,
    ]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).lines().last(),
        Some("loss 0")
    );
    // No table for 13 geese: unknown.
    let out = tablero(&["solve", "foxgeese", "--value", "standard", "--out", d]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).lines().last(),
        Some("unknown")
    );
    // A malformed position: a clear error, exit code 2.
    let out = tablero(&[
        "solve",
        "foxgeese",
        "--value",
        "GGG/x f standard 0",
        "--out",
        d,
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("invalid position"));
    // Too few geese to solve.
    let out = tablero(&["solve", "foxgeese", "standard", "--geese", "2", "--out", d]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn start_positions_are_indexed_and_the_rules_cores_checks_agree() {
    for variant in Variant::ALL {
        let start = Position::start(variant);
        // Without the mirror: its bitmap over C(33, 17) sets takes minutes to build.
        let layout = Layout::new(variant.foxes(), start.goose_count(), false);
        let i = layout.index(start.foxes(), start.geese(), true);
        assert!(i < layout.len());
        let rules = Rules::new(variant);
        let pos = to_position(variant, start.foxes(), start.geese(), true).unwrap();
        assert_eq!(pos, start);
        assert_eq!(decided(&rules, start.geese()), None);
        let _ = best([Value::Draw]);
    }
}
