//! `tablero analyze`: a record reviewed from the command line, as `/analyze` words it.

use std::path::PathBuf;

use crate::support::{decode_png, tablero};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablero-analyze-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// White could take Black's last Tott (`a3xa4`, `h1xa4`) or last Tzaar (`h1xi1`) and win;
/// it takes a Tzarra and passes instead, and Black takes White's only Tott.
pub(crate) const MISSED_WIN: &str = "# Ana (1) - Bruno (2)
game tzaar
start ZRTt./....../......./......../......../......../......./Rr..../zr... w 1
h1xh2 pass
a4xa3
result Black wins (no-tott)
end
";

#[test]
fn a_missed_proved_win_is_named_with_a_winning_turn_and_the_chart_is_written() {
    let record = scratch("missed.txt");
    std::fs::write(&record, MISSED_WIN).unwrap();
    let chart = scratch("missed.png");
    let out = tablero(&[
        "analyze",
        record.to_str().unwrap(),
        "--chart",
        chart.to_str().unwrap(),
        "--nodes",
        "20000",
        "--tables",
        "/nonexistent",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("Ana (White) against Bruno (Black), 2 turns"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Result: Black won (no Tott left on top)"),
        "{stdout}"
    );
    let missed = stdout
        .lines()
        .find(|l| l.starts_with("Turn 1, White: h1xh2 pass"))
        .unwrap_or_else(|| panic!("no line for turn 1: {stdout}"));
    assert!(missed.contains("blunder"), "{missed}");
    assert!(
        ["a3xa4", "h1xa4", "h1xi1"]
            .iter()
            .any(|w| missed.contains(&format!("missed a win in one turn ({w})"))),
        "{missed}"
    );
    assert!(
        stdout.contains("Ana (White): no inaccuracy, no mistake, one blunder."),
        "{stdout}"
    );
    let png = std::fs::read(&chart).expect("the chart was written");
    let image = decode_png(&png);
    assert!(image.width() >= 400 && image.height() >= 200);
}

#[test]
fn the_review_is_written_in_spanish_and_french_too() {
    let record = scratch("missed-es.txt");
    std::fs::write(&record, MISSED_WIN).unwrap();
    for (locale, words) in [
        ("es", "dejó escapar una victoria"),
        ("fr", "a laissé passer une victoire"),
    ] {
        let out = tablero(&[
            "analyze",
            record.to_str().unwrap(),
            "--locale",
            locale,
            "--nodes",
            "20000",
        ]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains(words), "{locale}: {stdout}");
    }
}

#[test]
fn bad_records_fail_cleanly() {
    let empty = scratch("empty.txt");
    std::fs::write(&empty, "# nothing\n").unwrap();
    let nonsense = scratch("nonsense.txt");
    std::fs::write(&nonsense, "game chess\n1. e4 e5\n").unwrap();
    let no_moves = scratch("nomoves.txt");
    std::fs::write(
        &no_moves,
        "game foxgeese\nvariant halatafl\nresult in progress\nend\n",
    )
    .unwrap();
    for (file, says) in [
        (empty, "empty"),
        (nonsense, "unknown game"),
        (no_moves, "no moves"),
        (scratch("missing.txt"), "No such file"),
    ] {
        let out = tablero(&["analyze", file.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(err.contains(says), "{err:?} should say {says:?}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
