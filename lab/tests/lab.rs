//! The lab's command line: `think` answers every step of a turn with a legal turn on its last
//! line (the protocol outside programs speak), and `match` plays engines and outside programs
//! and reports the score. Small node and depth limits keep these quick in the dev profile.

use std::process::Command;

use tablero::games::foxgeese;
use tablero::games::tzaar;
use tablero::games::{AnyGame, GameRules, TzaarSetup};

const LAB: &str = env!("CARGO_BIN_EXE_tablero-lab");

/// Runs `tablero-lab ARGS` and returns its standard output and error, failing on a non-zero
/// exit.
fn lab(args: &[&str]) -> (String, String) {
    let out = Command::new(LAB)
        .args(args)
        .output()
        .expect("tablero-lab runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{args:?}: {stderr}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
}

fn think(args: &[&str]) -> Vec<String> {
    let mut all = vec!["think"];
    all.extend_from_slice(args);
    lab(&all).0.lines().map(str::to_string).collect()
}

#[test]
fn think_answers_every_step_with_a_legal_turn_on_its_last_line() {
    let fixed = tzaar::parse_position_arg("fixed").unwrap().to_string();
    let mut second = tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0);
    second.play_text("d3xd4").unwrap();
    second.play_text("f2xe2").unwrap();
    let second_text = second.position_text();
    assert!(second_text.ends_with(" 2"), "{second_text}");
    let mut first = second.clone();
    first.play_text("pass").unwrap();
    let cases = [
        ("tzaar", fixed.clone()),
        ("tzaar", first.position_text()),
        ("tzaar", second_text),
        ("tzaar", "tournament".to_string()),
        ("foxgeese", "halatafl".to_string()),
        ("foxgeese", "standard".to_string()),
    ];
    for (kind, position) in cases {
        let lines = think(&[kind, &position, "--nodes", "3000"]);
        assert!(lines.len() >= 5, "{lines:?}");
        for (line, key) in lines.iter().zip(["score", "depth", "nodes", "time_ms"]) {
            assert!(line.starts_with(key), "{line} should give {key}");
        }
        let turn = lines.last().unwrap();
        let mut game = match kind {
            "tzaar" => AnyGame::new(tzaar::Game::from_position(
                tzaar::parse_position_arg(&position).unwrap(),
            )),
            _ => AnyGame::new(foxgeese::Game::new(
                foxgeese::parse_position_arg(&position).unwrap(),
            )),
        };
        let mover = game.to_move();
        game.play_text(turn)
            .unwrap_or_else(|e| panic!("`{turn}` in {position}: {e}"));
        assert!(game.outcome().is_some() || game.to_move() != mover);
    }
    // Other levels and other weights answer too.
    let weights = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/engine/tzaar.weights");
    for extra in [["--level", "easy"], ["--weights", weights]] {
        let lines = think(&["tzaar", &fixed, "--depth", "2", extra[0], extra[1]]);
        assert!(lines.last().unwrap().contains('x'), "{lines:?}");
    }
}

#[test]
fn a_match_reports_the_score_per_seat_and_setup() {
    let (report, _) = lab(&[
        "match", "tzaar", "--a", "greedy", "--b", "random", "--games", "4", "--seed", "3",
    ]);
    let lines: Vec<&str> = report.lines().collect();
    assert!(lines[0].starts_with("tzaar fixed + random"), "{report}");
    assert!(lines[0].ends_with("4 games, seed 3"), "{report}");
    assert!(lines[1].starts_with("A = greedy"), "{report}");
    assert!(lines[2].starts_with("B = random"), "{report}");
    assert!(lines[3].starts_with("A scores +"), "{report}");
    assert!(lines[3].contains("in 4 games: Elo"), "{report}");
    for want in ["A as White", "A as Black", "A from fixed", "A from random"] {
        assert!(report.contains(want), "{want}: {report}");
    }
    assert!(lines.last().unwrap().starts_with("endings: "), "{report}");
}

/// How an older engine is measured: its build's `think`, through `--b-cmd` (here this very
/// build). Its turns are legal, and the figures it prints reach the trace and the report.
#[test]
fn an_outside_program_plays_through_the_think_protocol() {
    let cmd = format!("{LAB} think");
    let (report, trace) = lab(&[
        "match",
        "tzaar",
        "--a",
        "medium",
        "--b",
        "hard",
        "--a-nodes",
        "300",
        "--b-nodes",
        "300",
        "--b-cmd",
        &cmd,
        "--games",
        "2",
        "--variant",
        "fixed",
        "--trace",
    ]);
    assert!(
        report.contains(&format!("B = `{cmd}`, 300 nodes")),
        "{report}"
    );
    assert!(report.contains("in 2 games"), "{report}");
    let b_line = report.lines().find(|l| l.starts_with("B = ")).unwrap();
    assert!(!b_line.ends_with(" 0 nodes/s"), "{b_line}");
    let outside: Vec<&str> = trace.lines().filter(|l| l.contains(&cmd)).collect();
    assert!(!outside.is_empty(), "{trace}");
    for line in outside {
        assert!(
            line.contains(" depth ") && line.contains(" nodes "),
            "{line}"
        );
    }
}

/// The weight fitting end to end, in miniature: self-play writes labelled positions, and the
/// fit turns them into a weights file the engine reads, saying how it was made.
#[test]
fn tune_fits_weights_the_engine_reads() {
    let dir = std::env::temp_dir().join(format!("tablero-lab-tune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let games = dir.join("games.tsv");
    let weights = dir.join("fitted.weights");
    let (games, weights) = (games.to_str().unwrap(), weights.to_str().unwrap());
    lab(&[
        "tune", "selfplay", "--games", "2", "--nodes", "200", "--seed", "5", "--out", games,
    ]);
    let text = std::fs::read_to_string(games).expect("self-play positions");
    assert!(!text.is_empty());
    for line in text.lines() {
        let (position, won) = line.split_once('\t').expect("position<TAB>result");
        assert!(position.parse::<tzaar::Position>().is_ok(), "{position}");
        assert!(won == "0" || won == "1", "{line}");
    }
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/engine/tzaar.weights");
    lab(&[
        "tune", "fit", "--data", games, "--from", shipped, "--iters", "20", "--out", weights,
    ]);
    let fitted = std::fs::read_to_string(weights).expect("fitted weights");
    let parsed = tablero::games::tzaar::pack::player::eval::Weights::parse(&fitted)
        .expect("weights the engine reads");
    assert!(
        parsed
            .provenance
            .iter()
            .any(|l| l.contains("tablero-lab tune fit")),
        "{fitted}"
    );
    let lines = think(&["tzaar", "fixed", "--depth", "2", "--weights", weights]);
    assert!(lines.last().unwrap().contains('x'), "{lines:?}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A scratch folder of this test process.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tablero-lab-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

#[test]
fn puzzles_generate_writes_proved_banks_the_same_every_time() {
    // Reading and proving the banks here uses the puzzles' finders, the packs'.
    tablero::packs::install();
    let dir = scratch("puzzles");
    let records = dir.join("records.txt");
    std::fs::write(
        &records,
        "# alice (alice) - bob (bob)\ngame tzaar\n\
         start ZR.../....../......./T.r...t./......../......../......./....../z.t.. w 1\n\
         d1xd3\nresult White wins (no-tzarra)\nend\n\
         game foxgeese\nvariant halatafl\nstart GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0\n\
         c4-c5\nresult geese win (pen-filled)\nend\n",
    )
    .unwrap();
    let real = dir.join("real.txt");
    std::fs::write(
        &real,
        "game lg-1\nstart ZRTt./....../......./......../......../......../......./....../zr... w 1\n\
         a3xa4  # the last Tott\nresult White wins (no-tott)\nend\n",
    )
    .unwrap();
    let mut banks = Vec::new();
    for run in ["a", "b"] {
        let out = dir.join(run);
        let (_, stderr) = lab(&[
            "puzzles",
            "generate",
            "--tzaar-games",
            "2",
            "--foxgeese-games",
            "2",
            "--tzaar",
            "12",
            "--foxgeese",
            "12",
            "--real",
            real.to_str().unwrap(),
            "--records",
            records.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(stderr.contains("tzaar self-play: 2/2"), "{stderr}");
        let tz = std::fs::read_to_string(out.join("tzaar.tsv")).unwrap();
        let fg = std::fs::read_to_string(out.join("foxgeese.tsv")).unwrap();
        for text in [&tz, &fg] {
            for p in tablero::puzzle::parse_bank(text).unwrap() {
                p.prove().unwrap_or_else(|e| panic!("{}: {e}", p.id));
            }
        }
        assert!(tz.contains("\tlittlegolem 1 turn 1\n"), "{tz}");
        assert!(tz.contains("\trecord records.txt 1 turn 1\n"), "{tz}");
        assert!(fg.contains("\trecord records.txt 2 turn 1\n"), "{fg}");
        banks.push((tz, fg));
    }
    assert_eq!(banks[0], banks[1]);
    let _ = std::fs::remove_dir_all(&dir);
}
