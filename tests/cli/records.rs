//! `tablero import` and `tablero export`: other sites' records (docs/records.md), the two
//! real Little Golem games, and every kind of bad record refused with exit code 2, no record
//! printed and no file written.

use std::path::{Path, PathBuf};

use tablero::games::AnyGame;

use crate::support::tablero;

const REAL: [(&str, &str); 2] = [
    (
        "lg-2552914",
        include_str!("../data/tzaar/littlegolem/real-2552914.txt"),
    ),
    (
        "lg-2558925",
        include_str!("../data/tzaar/littlegolem/real-2558925.txt"),
    ),
];

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablero-records-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The block of `real_games.txt` for a game id, as a record tablero reads.
fn converted(id: &str) -> String {
    let text = include_str!("../data/tzaar/real_games.txt");
    let start = text.find(&format!("game {id}\n")).unwrap();
    let block = &text[start..];
    let end = block.find("\nend\n").unwrap() + 5;
    block[..end].replacen(&format!("game {id}"), "game tzaar", 1)
}

#[test]
fn the_real_little_golem_records_import_to_the_converted_games() {
    for (id, lg) in REAL {
        let file = scratch(&format!("{id}.txt"));
        std::fs::write(&file, lg).unwrap();
        let out = tablero(&["import", path(&file)]);
        assert!(out.status.success(), "{out:?}");
        let record = String::from_utf8(out.stdout).unwrap();
        let imported = AnyGame::read_record(&record).unwrap();
        let expected = AnyGame::read_record(&converted(id)).unwrap();
        assert_eq!(imported.start_text(), expected.start_text(), "{id}");
        assert_eq!(imported.move_texts(), expected.move_texts(), "{id}");
        // Both games are over by the rules after White's last turn.
        assert!(record.contains("\nresult White wins ("), "{record}");
        assert!(record.contains("# event: "), "{record}");
    }
}

/// `POS[..]` and the move nodes of a Little Golem record.
fn pos_and_moves(text: &str) -> (String, Vec<String>) {
    let pos = text
        .split("POS[")
        .nth(1)
        .unwrap()
        .split(']')
        .next()
        .unwrap();
    let moves = text
        .split(';')
        .skip(2)
        .map(|node| node.trim_end_matches([')', '\n']).to_string())
        .collect();
    (pos.to_string(), moves)
}

#[test]
fn import_then_export_gives_back_the_same_start_and_moves() {
    for (id, lg) in REAL {
        let file = scratch(&format!("{id}-rt.txt"));
        let record = scratch(&format!("{id}-rt.record"));
        std::fs::write(&file, lg).unwrap();
        let out = tablero(&["import", path(&file), "-o", path(&record)]);
        assert!(out.status.success(), "{out:?}");
        assert!(out.stdout.is_empty());
        let out = tablero(&["export", "--to", "littlegolem", path(&record)]);
        assert!(out.status.success(), "{out:?}");
        let back = String::from_utf8(out.stdout).unwrap();
        assert_eq!(pos_and_moves(&back), pos_and_moves(lg), "{id}");
        // The rest of the root node too: the site writes it as it came.
        assert_eq!(back.trim_end(), lg.trim_end(), "{id}");
    }
}

#[test]
fn replay_and_analyze_read_a_little_golem_record_directly() {
    let file = scratch("direct.txt");
    std::fs::write(&file, REAL[0].1).unwrap();
    let gif = scratch("direct.gif");
    let out = tablero(&["replay", "tzaar", path(&file), "-o", path(&gif)]);
    assert!(out.status.success(), "{out:?}");
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF8"));
    let out = tablero(&[
        "analyze",
        path(&file),
        "--nodes",
        "200",
        "--tables",
        "/nonexistent",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Player One"), "{text}");
}

#[test]
fn bad_records_exit_with_code_2_naming_the_problem_and_write_nothing() {
    let lg = REAL[0].1;
    let pos = lg.split("POS[").nth(1).unwrap().split(']').next().unwrap();
    let mut big = lg.to_string();
    big.push_str(&" ".repeat(5 << 20));
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("truncated", lg[..lg.len() / 2].into(), "cut short"),
        ("illegal", lg.replace("W[npmq]", "W[npmr]").into(), "move 1"),
        (
            "pos-length",
            lg.replace(pos, &pos[2..]).into(),
            "58 letters",
        ),
        (
            "pos-counts",
            lg.replace(pos, &format!("a{}", &pos[1..])).into(),
            "pieces, not",
        ),
        (
            "off-board",
            lg.replace("kplp", "kpkk").into(),
            "`kk` is not a point",
        ),
        (
            "after-end",
            lg.replace(")", ";B[qqqo-olok])").into(),
            "already over",
        ),
        (
            "other-game",
            b"(;FF[4]EV[hex.ch.1]PB[a]PW[b];W[a1])".to_vec(),
            "another game",
        ),
        ("binary", vec![0, 159, 146, 150, 0, 1, 2], "not text"),
        ("empty", Vec::new(), "empty"),
        (
            "tablero",
            b"game tzaar\nsetup fixed\nend\n".to_vec(),
            "already a tablero record",
        ),
        ("unknown", b"hello world\n".to_vec(), "not a record"),
        ("huge", big.into_bytes(), "too large"),
    ];
    for (name, bytes, why) in cases {
        let file = scratch(&format!("bad-{name}.txt"));
        std::fs::write(&file, &bytes).unwrap();
        let output = scratch(&format!("bad-{name}.record"));
        let out = tablero(&["import", path(&file), "-o", path(&output)]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(out.stdout.is_empty(), "{name}");
        assert!(stderr.contains(why), "{name}: {stderr} (wanted {why:?})");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        assert!(!output.exists(), "{name}: an output file was written");
    }
}

#[test]
fn export_refuses_what_the_format_cannot_hold() {
    let record = scratch("tournament.record");
    std::fs::write(
        &record,
        "game tzaar\nsetup tournament\nresult in progress\nend\n",
    )
    .unwrap();
    let out = tablero(&["export", "--to", "littlegolem", path(&record)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let out = tablero(&["export", "--to", "chess", path(&record)]);
    assert_eq!(out.status.code(), Some(2));
    let out = tablero(&["export", path(&record)]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_readme_lists_import_and_export() {
    let readme = include_str!("../../README.md");
    let section = readme.split("## Command-line tools").nth(1).unwrap();
    let block = section.split("```").nth(1).unwrap();
    for command in ["tablero import ", "tablero export --to littlegolem "] {
        assert!(
            block.contains(command),
            "the README should list `{command}`"
        );
    }
    for args in [&["import", "--help"][..], &["export", "--help"]] {
        assert!(tablero(args).status.success(), "{args:?}");
    }
}

const BOARDSPACE: &str = "(;GM[Tzaar]VV[1]SU[tzaar-standard 0]P0[id \"ana\"]P1[id \"bo\"]
;P0[0 Start P0]
;P0[1 Pickb D 3];P0[2 Dropcap D 4];P0[3 Done]
;P1[4 Capture C 4 D 4];P1[5 Pickb C 3];P1[6 Dropb D 4];P1[7 Done])";

#[test]
fn a_boardspace_record_imports_and_a_random_one_is_refused_saying_why() {
    // The example of docs/records.md is this record.
    assert!(include_str!("../../docs/records.md").contains(BOARDSPACE));
    let file = scratch("bs.sgf");
    std::fs::write(&file, BOARDSPACE).unwrap();
    let out = tablero(&["import", path(&file)]);
    assert!(out.status.success(), "{out:?}");
    let record = String::from_utf8(out.stdout).unwrap();
    assert!(record.contains("# ana (ana) - bo (bo)\n"), "{record}");
    assert!(record.contains("setup fixed\n"), "{record}");
    assert!(record.contains("\nd3xd4\nc4xd4 c3-d4\n"), "{record}");
    let saved = scratch("bs.record");
    std::fs::write(&saved, &record).unwrap();
    let out = tablero(&["export", "--to", "boardspace", path(&saved)]);
    assert!(out.status.success(), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("SU[tzaar-standard 0]"));

    let random = scratch("bs-random.sgf");
    std::fs::write(&random, BOARDSPACE.replace("standard 0", "random 99")).unwrap();
    let output = scratch("bs-random.record");
    let out = tablero(&["import", path(&random), "-o", path(&output)]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("random start"), "{stderr}");
    assert!(!output.exists());
}
