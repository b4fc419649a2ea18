//! The `render` and `replay` commands: they write decodable images, and bad arguments give a
//! clear message on stderr and a non-zero exit, never a panic.

use std::path::PathBuf;
use std::process::Output;

use crate::support::tablero;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablero-render-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[track_caller]
fn assert_clean_failure(out: &Output, mentions: &str) {
    assert!(!out.status.success(), "should fail");
    let err = stderr(out);
    assert!(
        err.contains(mentions),
        "stderr {err:?} should mention {mentions:?}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn render_writes_pngs_for_both_games() {
    for (game, position, last) in [
        ("tzaar", "fixed", "d3xd4"),
        ("tzaar", "tournament", "Zd4"),
        ("foxgeese", "halatafl", "c7-c6"),
        ("foxgeese", "standard+17", "d4xd6xb4"),
    ] {
        let path = scratch(&format!("{game}-{position}.png"));
        let p = path.to_str().expect("utf-8 path");
        let out = tablero(&[
            "render", game, position, "--last", last, "--flip", "--locale", "es-ES", "-o", p,
        ]);
        assert!(out.status.success(), "{game} {position}: {}", stderr(&out));
        let image = image::open(&path).expect("decodes").to_rgb8();
        assert_eq!(
            image.dimensions(),
            (tablero::render::WIDTH, tablero::render::HEIGHT)
        );
    }
}

#[test]
fn replay_writes_a_gif() {
    let record = scratch("halatafl.txt");
    std::fs::write(
        &record,
        "game foxgeese\nvariant halatafl\nc7-c6\nc4-c5\nresult in progress\nend\n",
    )
    .expect("write record");
    let gif = scratch("halatafl.gif");
    let out = tablero(&[
        "replay",
        "foxgeese",
        record.to_str().expect("utf-8"),
        "-o",
        gif.to_str().expect("utf-8"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let bytes = std::fs::read(&gif).expect("the GIF was written");
    assert!(bytes.starts_with(b"GIF89a"));
}

#[test]
fn bad_arguments_fail_cleanly() {
    let png = scratch("never.png");
    let p = png.to_str().expect("utf-8");
    assert_clean_failure(
        &tablero(&["render", "tzaar", "nonsense", "-o", p]),
        "position",
    );
    assert_clean_failure(
        &tablero(&["render", "tzaar", "fixed", "--last", "e5xe6", "-o", p]),
        "e5xe6",
    );
    assert_clean_failure(
        &tablero(&["render", "foxgeese", "halatafl", "--last", "a1-b1", "-o", p]),
        "a1-b1",
    );
    assert_clean_failure(&tablero(&["render", "chess", "fixed", "-o", p]), "chess");
    assert_clean_failure(&tablero(&["render", "tzaar", "fixed"]), "--output");
    assert_clean_failure(
        &tablero(&["render", "tzaar", "fixed", "-o", "/nonexistent-dir/x.png"]),
        "cannot write",
    );
    assert_clean_failure(
        &tablero(&["replay", "tzaar", "/nonexistent-record.txt", "-o", p]),
        "cannot read",
    );
    let bad = scratch("bad-record.txt");
    std::fs::write(&bad, "game tzaar\nsetup fixed\nz9xz8\nend\n").expect("write");
    assert_clean_failure(
        &tablero(&["replay", "tzaar", bad.to_str().expect("utf-8"), "-o", p]),
        "line 3",
    );
    assert!(!png.exists(), "nothing is written on failure");
}

/// The board `tablero render tzaar fixed` draws for these two names, decoded.
fn board_for(names: [&str; 2]) -> image::RgbImage {
    let path = scratch(&format!("names-{:x}.png", {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        names.hash(&mut h);
        h.finish()
    }));
    let p = path.to_str().expect("utf-8");
    let out = tablero(&[
        "render",
        "tzaar",
        "fixed",
        "--player1",
        names[0],
        "--player2",
        names[1],
        "-o",
        p,
    ]);
    assert!(out.status.success(), "{names:?}: {}", stderr(&out));
    image::open(&path).expect("decodes").to_rgb8()
}

/// Names the board's font cannot draw (Chinese, emoji) are drawn as boards in games draw
/// them (`render::board_name`): their drawable part, and the seat's name when nothing of
/// them can be drawn; never boxes or blanks.
#[test]
fn render_draws_undrawable_names_as_games_do() {
    let seats = board_for(["White", "Black"]);
    assert_eq!(board_for(["李小龙", "🦊🦊"]), seats, "the seats' names");
    assert_eq!(board_for(["", ""]), seats);
    let readable = board_for(["Ana", "Bruno"]);
    assert_eq!(
        board_for(["Ana 李小龙", "🦊Bruno🦊"]),
        readable,
        "the drawable part"
    );
    assert_eq!(
        board_for([
            &tablero::render::board_name("Ana 李小龙", None),
            &tablero::render::board_name("🦊Bruno🦊", None)
        ]),
        readable
    );
}
