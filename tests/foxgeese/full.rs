//! The perfect level and the probe on the full tables of standard Fox and Geese (4 to 13
//! geese, 27 GB: `tablero solve foxgeese standard --out DIR`, about an hour on two cores,
//! docs/foxgeese-solved.md). Ignored by default, since CI has no such tables:
//!
//! ```text
//! TABLERO_FULL_TABLES=DIR cargo test --release --test foxgeese full -- --ignored
//! ```

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use tablero::engine::{Engine, Level, Limits, Oracle, choose, choose_with};
use tablero::games::foxgeese::solver::index::Layout;
use tablero::games::foxgeese::solver::moves::to_position;
use tablero::games::foxgeese::solver::table::{Header, file_name, widen};
use tablero::games::foxgeese::solver::{Tables, Value};
use tablero::games::foxgeese::{self, Position, Variant};
use tablero::games::{AnyGame, GameRules};

fn dir() -> PathBuf {
    PathBuf::from(
        std::env::var("TABLERO_FULL_TABLES")
            .expect("TABLERO_FULL_TABLES names the directory of the full tables"),
    )
}

fn standard() -> Variant {
    "standard".parse().unwrap()
}

fn position(game: &AnyGame) -> Position {
    *game
        .downcast_ref::<foxgeese::Game>()
        .expect("a Fox and Geese game")
        .position()
}

/// Plays `pos` out, the side to move (which wins by the tables in `n` plies) at the perfect
/// level and the other at hard; asserts the winner wins within `n` plies.
fn perfect_beats_hard(pos: Position, n: u32, seed: u64, perfect: &Engine) {
    let winner = pos.to_move();
    let mut game = AnyGame::new(foxgeese::Game::new(pos));
    let hard = Limits::nodes(20_000);
    let never = AtomicBool::new(false);
    let mut plies = 0;
    while game.outcome().is_none() {
        let choice = if game.to_move() == winner {
            choose_with(&game, perfect, &hard, seed + plies, &never)
        } else {
            choose(&game, Level::Hard, &hard, seed + plies)
        }
        .expect("a move");
        for m in &choice.moves {
            game.play_text(m).unwrap();
        }
        plies += 1;
        assert!(plies <= u64::from(n), "{pos}: not over after {n} plies");
    }
    assert_eq!(game.outcome().unwrap().winner, Some(winner), "{pos}");
}

#[test]
#[ignore = "needs the full tables: TABLERO_FULL_TABLES=DIR"]
fn from_the_start_the_perfect_fox_beats_hard_geese_every_time() {
    tablero::packs::install();
    let tables = Tables::open(&dir());
    let start = Position::start(standard());
    // The claim of docs/foxgeese-solved.md: a fox win in exactly 83 plies.
    assert_eq!(tables.value(&start), Some(Value::Win(83)));
    let n = 83;
    let perfect = Engine::new(Level::Perfect).with_oracle(Oracle::open(&dir()));
    for seed in 0..10 {
        perfect_beats_hard(start, n, seed * 1000, &perfect);
    }
}

#[test]
#[ignore = "needs the full tables: TABLERO_FULL_TABLES=DIR"]
fn the_perfect_geese_beat_hard_from_their_won_thirteen_goose_positions() {
    tablero::packs::install();
    // The first geese-to-move wins in the 13-goose file (the longest ones first), read
    // straight from it with the layout.
    let path = file_name(&dir(), standard(), 13);
    let mut r = BufReader::new(File::open(&path).unwrap());
    let header = Header::read(&mut r).unwrap();
    assert_eq!(header.width, 1);
    let layout = Layout::new(1, 13, true);
    let slots = layout.fox_slots() as usize;
    let mut row = vec![0u8; slots * 2];
    let mut found: Vec<(Position, u32)> = Vec::new();
    for (_, set) in layout.sets().take(20_000_000) {
        r.read_exact(&mut row).unwrap();
        for slot in 0..slots {
            let code = widen(row[slot * 2 + 1]);
            if let Some(Value::Win(n)) = Value::from_code(code)
                && n >= 9
            {
                let fox = layout.foxes_at(slot as u64, set);
                found.push((to_position(standard(), fox, set, false).unwrap(), n));
            }
        }
    }
    assert!(found.len() >= 10, "only {} geese wins found", found.len());
    found.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
    let tables = Tables::open(&dir());
    let perfect = Engine::new(Level::Perfect).with_oracle(Oracle::open(&dir()));
    for (i, &(pos, n)) in found.iter().take(10).enumerate() {
        assert_eq!(tables.value(&pos), Some(Value::Win(n)));
        perfect_beats_hard(pos, n, i as u64, &perfect);
    }
}

#[test]
#[ignore = "needs the full tables: TABLERO_FULL_TABLES=DIR"]
fn along_hard_games_from_the_start_every_perfect_move_keeps_the_value() {
    tablero::packs::install();
    let tables = Tables::open(&dir());
    let perfect = Engine::new(Level::Perfect).with_oracle(Oracle::open(&dir()));
    let never = AtomicBool::new(false);
    let limits = Limits::nodes(5_000);
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut game = AnyGame::new(foxgeese::Game::from_variant(standard()));
        while game.outcome().is_none() {
            let pos = position(&game);
            let value = tables.value(&pos).expect("a table covers every position");
            let best = choose_with(&game, &perfect, &limits, seed, &never).unwrap();
            let mut after = game.clone();
            for m in &best.moves {
                after.play_text(m).unwrap();
            }
            assert_eq!(
                tables.value(&position(&after)).map(Value::before),
                Some(value)
            );
            checked += 1;
            // The game goes on by the hard level's move, so the positions are a game's.
            let next = choose(&game, Level::Hard, &limits, seed + checked).unwrap();
            for m in &next.moves {
                game.play_text(m).unwrap();
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
#[ignore = "needs the full tables: TABLERO_FULL_TABLES=DIR"]
fn the_documented_best_line_is_the_tables_best_play() {
    tablero::packs::install();
    // docs/foxgeese-solved-line.txt: each position's value in the tables is the one its
    // comment gives, and each move keeps it (claims.rs checks the record without tables).
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/foxgeese-solved-line.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let tables = Tables::open(&dir());
    let mut pos = Position::start(standard());
    for line in text.lines().filter(|l| l.contains('#')) {
        let (m, note) = line.split_once('#').unwrap();
        let value = tables.value(&pos).expect("a table covers the line");
        assert!(
            note.trim().ends_with(&format!(": {value}")),
            "{pos}: {line}"
        );
        let (_, next) = pos.play_text(m.trim()).unwrap();
        assert_eq!(
            tables.value(&next).map(Value::before),
            Some(value),
            "{line}"
        );
        pos = next;
    }
}
