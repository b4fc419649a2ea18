//! Perft: the data file `tests/data/foxgeese_perft.tsv` checked with the fast generator, the
//! spec's reference table, and the fast generator cross-checked against the simple reference
//! generator in `tests/foxgeese_reference/`.

use crate::reference::foxgeese as reference;
use tablero::games::foxgeese::{
    Position, Variant, divide, legal_move_texts, parse_position_arg, perft,
};

const DATA: &str = include_str!("../data/foxgeese_perft.tsv");

/// One row: the counts for depths 1.. (`None` where not given), the position, the source.
struct Row {
    counts: Vec<Option<u64>>,
    position: String,
    source: String,
}

fn rows() -> Vec<Row> {
    let mut out = Vec::new();
    for line in DATA.lines() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 3, "bad perft row: {line}");
        let (depths, rest) = cols.split_at(cols.len() - 2);
        let counts = depths
            .iter()
            .map(|c| match c.trim() {
                "-" | "" => None,
                n => Some(n.parse::<u64>().expect("count")),
            })
            .collect();
        out.push(Row {
            counts,
            position: rest[0].to_string(),
            source: rest[1].to_string(),
        });
    }
    out
}

#[test]
fn perft_file_checked_with_fast_generator() {
    let rows = rows();
    assert!(rows.len() >= 17, "expected 7 starts and 10+ mid-game rows");
    for row in &rows {
        let pos = parse_position_arg(&row.position).expect(&row.position);
        assert!(!row.source.is_empty());
        for (d, want) in (1..).zip(&row.counts) {
            if let Some(want) = want {
                assert_eq!(perft(&pos, d), *want, "{} depth {d}", row.position);
            }
        }
    }
}

#[test]
fn every_start_position_is_in_the_file_to_depth_5() {
    let rows = rows();
    for v in Variant::ALL {
        let name = v.to_string();
        let row = rows
            .iter()
            .find(|r| r.position == name)
            .unwrap_or_else(|| panic!("{name} missing"));
        assert!(row.counts.len() >= 5 && row.counts[..5].iter().all(Option::is_some));
    }
}

#[test]
fn spec_table_start_positions() {
    let table: [(&str, [u64; 4]); 4] = [
        ("halatafl", [6, 114, 792, 16678]),
        ("standard", [5, 89, 572, 9954]),
        ("standard+17", [5, 87, 506, 9082]),
        ("standard+15+sideways", [5, 99, 626, 13706]),
    ];
    for (name, counts) in table {
        let pos: Position = parse_position_arg(name).expect("start name");
        let reference_pos = reference::parse(&pos.to_string());
        for (d, want) in (1..=4).zip(counts) {
            assert_eq!(perft(&pos, d), want, "fast: {name} depth {d}");
            assert_eq!(
                reference::perft(&reference_pos, d),
                want,
                "reference: {name} depth {d}"
            );
        }
    }
}

/// The reference generator agrees with every count in the file it can afford to compute.
#[test]
fn reference_generator_agrees_with_file() {
    for row in rows() {
        let pos = parse_position_arg(&row.position).expect(&row.position);
        let reference_pos = reference::parse(&pos.to_string());
        for (d, want) in (1..).zip(&row.counts) {
            match want {
                Some(n) if *n <= 120_000 => {
                    assert_eq!(
                        reference::perft(&reference_pos, d),
                        *n,
                        "{} depth {d}",
                        row.position
                    );
                }
                _ => {}
            }
        }
    }
}

fn compare_tree(pos: &Position, depth: u32) {
    let reference_pos = reference::parse(&pos.to_string());
    let fast = legal_move_texts(pos);
    assert_eq!(
        fast,
        reference::move_texts(&reference_pos),
        "moves in {pos}"
    );
    if depth == 0 {
        return;
    }
    for text in fast {
        let (_, next) = pos.play_text(&text).expect("generated move plays");
        compare_tree(&next, depth - 1);
    }
}

/// Move lists (not only counts) agree node by node near every file position.
#[test]
fn reference_move_lists_agree() {
    for row in rows() {
        let pos = parse_position_arg(&row.position).expect(&row.position);
        compare_tree(&pos, 2);
    }
}

#[test]
fn divide_sums_to_perft_and_is_sorted() {
    for name in ["halatafl", "standard+17+sideways"] {
        let pos = parse_position_arg(name).expect("start");
        let d = divide(&pos, 3);
        let texts: Vec<String> = d.iter().map(|(t, _)| t.clone()).collect();
        assert_eq!(texts, legal_move_texts(&pos));
        assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), perft(&pos, 3));
    }
}

/// Prints file rows computed by the reference generator alone (how the file was made):
/// `cargo test --test rules foxgeese_perft -- --ignored --nocapture`.
#[test]
#[ignore]
fn print_reference_rows() {
    let mut positions: Vec<(String, u32)> =
        Variant::ALL.iter().map(|v| (v.to_string(), 6)).collect();
    for p in MID_GAME {
        positions.push((p.to_string(), 5));
    }
    for (text, max_depth) in positions {
        let pos = parse_position_arg(&text).expect(&text);
        let reference_pos = reference::parse(&pos.to_string());
        let mut cols = Vec::new();
        for d in 1..=6 {
            if d <= max_depth {
                cols.push(reference::perft(&reference_pos, d).to_string());
            } else {
                cols.push("-".to_string());
            }
        }
        println!(
            "{}\t{text}\treference generator (tests/foxgeese_reference)",
            cols.join("\t")
        );
    }
}

const MID_GAME: [&str; 14] = [
    // Halatafl: the branching chain with enough geese left to play on.
    ".F./.G./F....../..GGG../G.....G/GGG/GGG f halatafl 0",
    // Halatafl mid-game (after c7-c6 d3? ... by hand), foxes among the geese.
    ".../.F./..F.G../GG.G.GG/GGG.GGG/GGG/G.G f halatafl 7",
    // Halatafl: a chain that branches three ways after d7xd5.
    ".F./.G./F....../..GGG../......./GGG/GGG f halatafl 0",
    // Standard: a chain d4xd6xf4xd2xd4... that passes through its own start.
    ".../.../...GG../..GF.../...GG../.../GGG f standard 0",
    // Halatafl: one goose step fills the pen.
    "GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0",
    // Halatafl: the pen is filled (terminal).
    "GGG/GGG/..GGG../......./F.....F/.../... f halatafl 0",
    // Standard: only three geese (terminal).
    ".../.../......./...F.../GGG..../.../... f standard 0",
    // Halatafl: nine geese and a capture is forced, after which the foxes have won.
    ".F./.G./......./GGGG.../......F/.G./GGG f halatafl 0",
    // Standard: the fox is trapped (terminal).
    "GFG/GGG/.G.G.G./......./......./.../... f standard 0",
    // Standard: the geese are trapped (terminal).
    "GGG/G../......./...F.../......./.../... g standard 0",
    // Halatafl start with the quiet counter at 99: every fox step draws.
    "F.F/.../......./GGGGGGG/GGGGGGG/GGG/GGG f halatafl 99",
    // Standard+sideways mid-game, geese to move.
    ".../.../..G.G../...F.../GG...GG/GGG/G.G g standard+sideways 12",
    // Standard+17 with jumps available.
    ".../.../......./GGFG.GG/GG.GGGG/GGG/G.G f standard+17 3",
    // Halatafl: both foxes can capture; either may be chosen.
    ".../.../..F.F../..G.G../G.....G/GGG/GGG f halatafl 0",
];
