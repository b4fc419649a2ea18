//! Perft: the spec's reference table for the start positions.

use tablero::games::foxgeese::{Position, parse_position_arg, perft};

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
        for (d, want) in (1..=4).zip(counts) {
            assert_eq!(perft(&pos, d), want, "{name} depth {d}");
        }
    }
}
