//! Perft: the counts in `tests/data/tzaar_perft.tsv` and in the real-play positions of
//! `tests/data/tzaar/real_positions.tsv`, checked against the fast generator; and the
//! deliberately simple reference generator checked against the file.

use crate::reference::tzaar as reference;

use tablero::games::tzaar::{Position, divide, parse_position_arg, perft};

struct Row {
    counts: Vec<Option<u64>>,
    position: String,
    line: usize,
}

fn read_table(text: &str, count_columns: usize, position_column: usize) -> Vec<Row> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty() && !l.starts_with("perft1"))
        .map(|(n, l)| {
            let cols: Vec<&str> = l.split('\t').collect();
            Row {
                counts: cols[..count_columns]
                    .iter()
                    .map(|c| c.parse().ok())
                    .collect(),
                position: cols[position_column].to_string(),
                line: n + 1,
            }
        })
        .collect()
}

fn project_rows() -> Vec<Row> {
    read_table(include_str!("../data/tzaar_perft.tsv"), 4, 4)
}

#[test]
fn fast_generator_matches_the_data_file() {
    let rows = project_rows();
    assert!(rows.len() >= 19, "the data file lost rows");
    for row in rows {
        let pos: Position = row
            .position
            .parse()
            .unwrap_or_else(|e| panic!("line {}: {e}", row.line));
        for (i, expected) in row.counts.iter().enumerate() {
            if let Some(expected) = expected {
                let depth = i as u32 + 1;
                assert_eq!(
                    perft(&pos, depth),
                    *expected,
                    "line {} depth {depth}",
                    row.line
                );
            }
        }
    }
}

#[test]
fn fast_generator_matches_real_play_positions() {
    let rows = read_table(include_str!("../data/tzaar/real_positions.tsv"), 3, 3);
    assert_eq!(rows.len(), 83);
    for row in rows {
        let pos: Position = row
            .position
            .parse()
            .unwrap_or_else(|e| panic!("line {}: {e}", row.line));
        for (i, expected) in row.counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(
                Some(perft(&pos, depth)),
                *expected,
                "line {} depth {depth}",
                row.line
            );
        }
    }
}

#[test]
fn reference_agrees_with_the_data_file() {
    for row in project_rows() {
        let pos = reference::parse(&row.position);
        for (i, expected) in row.counts.iter().enumerate().take(3) {
            let depth = i as u32 + 1;
            // The reference is slow: re-run its deeper counts only where they are small.
            if let Some(expected) = expected
                && (depth <= 2 || *expected < 300_000)
            {
                assert_eq!(
                    reference::perft(&pos, depth),
                    *expected,
                    "line {} d{depth}",
                    row.line
                );
            }
        }
    }
}

#[test]
fn reference_agrees_on_real_play_positions() {
    let rows = read_table(include_str!("../data/tzaar/real_positions.tsv"), 3, 3);
    for row in rows.iter().step_by(4) {
        let pos = reference::parse(&row.position);
        assert_eq!(
            Some(reference::perft(&pos, 2)),
            row.counts[1],
            "line {}",
            row.line
        );
    }
}

#[test]
fn divide_sums_to_perft_and_lists_each_legal_move() {
    let pos = parse_position_arg("fixed").unwrap();
    let rows = divide(&pos, 3);
    assert_eq!(rows.len(), 42);
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), 260_556);
    let mut sorted = rows.clone();
    sorted.sort();
    assert_eq!(rows, sorted);
}

/// Prints reference counts for the file's positions (to regenerate its `ref` columns).
#[test]
#[ignore]
fn print_reference_counts() {
    for row in project_rows() {
        let pos = reference::parse(&row.position);
        let counts: Vec<String> = (1..=3)
            .map(|d| reference::perft(&pos, d).to_string())
            .collect();
        println!("{}\t{}", counts.join("\t"), row.position);
    }
}
