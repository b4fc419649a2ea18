//! The examples in `docs/` are what the code reads: every fenced position or record block
//! parses exactly as it is.

use tablero::games::{foxgeese, tzaar};

/// The fenced blocks of `info` in every page of `docs/`.
fn blocks(info: &str) -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("docs/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let mut lines = text.lines();
        while let Some(line) = lines.next() {
            if line.trim() == format!("```{info}") {
                let body: Vec<&str> = lines.by_ref().take_while(|l| l.trim() != "```").collect();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                out.push((name, body.join("\n")));
            }
        }
    }
    out
}

#[test]
fn every_documented_position_and_record_reads() {
    let mut seen = 0;
    for (page, text) in blocks("tzaar-position") {
        assert!(
            tzaar::parse_position_arg(text.trim()).is_ok(),
            "{page}: {text}"
        );
        seen += 1;
    }
    for (page, text) in blocks("foxgeese-position") {
        assert!(
            foxgeese::parse_position_arg(text.trim()).is_ok(),
            "{page}: {text}"
        );
        seen += 1;
    }
    for (page, text) in blocks("tzaar-record") {
        let game = tzaar::Game::from_record(&text);
        assert!(game.is_ok(), "{page}: {:?}\n{text}", game.err());
        seen += 1;
    }
    for (page, text) in blocks("foxgeese-record") {
        let game = foxgeese::Game::from_record(&text);
        assert!(game.is_ok(), "{page}: {:?}\n{text}", game.err());
        seen += 1;
    }
    assert!(seen >= 30, "only {seen} examples found");
}
