//! Real games replayed through the rules core, and game records read and written.

use tablero::games::GameRules;
use tablero::games::tzaar::{Color, Game, Position, SetupKind};
use tablero::games::{EndReason, Outcome, Seat};

/// Splits a data file into its blocks (from a `game`/`fragment` line to `end`).
fn blocks(text: &str, opener: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with(opener) {
            current = Some(String::new());
        }
        if let Some(block) = current.as_mut() {
            block.push_str(line);
            block.push('\n');
            if line.trim() == "end" {
                out.push(current.take().unwrap_or_default());
            }
        }
    }
    out
}

#[test]
fn real_games_replay_and_black_has_lost_after_whites_last_turn() {
    let games = blocks(include_str!("../data/tzaar/real_games.txt"), "game ");
    assert_eq!(games.len(), 2);
    for block in games {
        let game = Game::from_record(&block).unwrap_or_else(|e| panic!("{e}\n{block}"));
        let turns = game.turns();
        assert_eq!(turns.last().map(|t| t.0), Some(Color::White));
        let end = game.ending().expect("the game is over");
        assert_eq!(end.winner, Color::White);
        // The record we write reads back to the same game.
        let again = Game::from_record(&game.record()).unwrap();
        assert_eq!(again.position(), game.position());
        assert_eq!(again.moves(), game.moves());
    }
}

#[test]
fn real_fragments_reach_their_expected_positions() {
    let fragments = blocks(
        include_str!("../data/tzaar/real_fragments.txt"),
        "fragment ",
    );
    assert!(fragments.len() >= 5, "found {}", fragments.len());
    for block in fragments {
        let expect = block
            .lines()
            .find_map(|l| l.strip_prefix("expect "))
            .expect("an expect line");
        let expected: Position = expect.trim().parse().unwrap();
        // The fragment's own lines, minus `expect`, form a record.
        let record: String = block
            .lines()
            .filter(|l| !l.starts_with("expect "))
            .map(|l| l.replacen("fragment ", "game ", 1) + "\n")
            .collect();
        let game = Game::from_record(&record).unwrap_or_else(|e| panic!("{e}\n{block}"));
        assert_eq!(game.position(), &expected, "{block}");
    }
}

#[test]
fn a_record_lists_setup_start_turns_and_result() {
    let mut game = Game::new(SetupKind::Random(42));
    game.play_text(&game.legal_moves()[0].clone()).unwrap();
    let record = game.record();
    let lines: Vec<&str> = record.lines().collect();
    assert_eq!(lines[0], "game tzaar");
    assert_eq!(lines[1], "setup random 42");
    assert!(lines[2].starts_with("start ") && lines[2].ends_with(" w open"));
    assert_eq!(lines[4], "result in progress");
    assert_eq!(lines[5], "end");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back, game);
}

#[test]
fn resignation_is_recorded_and_read_back() {
    let mut game = Game::new(SetupKind::Fixed);
    game.play_turn("d3xd4").unwrap();
    game.resign(Color::Black).unwrap();
    assert_eq!(
        GameRules::outcome(&game),
        Some(Outcome::resignation(Seat::Second))
    );
    assert!(game.record().contains("result White wins (resigned)"));
    let back = Game::from_record(&game.record()).unwrap();
    assert_eq!(GameRules::outcome(&back), GameRules::outcome(&game));
    // Nothing more may happen after a resignation.
    assert!(game.play_turn("b2xc3").is_err());
    assert!(game.resign(Color::White).is_err());
    assert!(GameRules::legal_moves(&game).is_empty());
}

#[test]
fn every_ending_away_from_the_board_is_recorded_and_read_back() {
    for (outcome, line) in [
        (
            Outcome::resignation(Seat::First),
            "result Black wins (resigned)",
        ),
        (
            Outcome::timeout(Seat::Second),
            "result White wins (timeout)",
        ),
        (Outcome::agreed_draw(), "result draw (agreed-draw)"),
        (Outcome::aborted(), "result no result (aborted)"),
    ] {
        let mut game = Game::new(SetupKind::Fixed);
        game.play_turn("d3xd4").unwrap();
        GameRules::conclude(&mut game, outcome).unwrap();
        let record = game.record();
        assert!(record.contains(line), "{record}");
        let back = Game::from_record(&record).unwrap();
        assert_eq!(GameRules::outcome(&back), Some(outcome), "{record}");
        assert_eq!(back.moves(), game.moves());
        assert!(
            GameRules::conclude(&mut game, outcome).is_err(),
            "only once"
        );
    }
    // The rules' own endings are not for concluding, and must agree with the moves.
    let mut game = Game::new(SetupKind::Fixed);
    let rules_end = Outcome {
        winner: Some(Seat::First),
        reason: EndReason::NoTott,
    };
    assert!(GameRules::conclude(&mut game, rules_end).is_err());
    let claimed = "game tzaar\nsetup fixed\nd3xd4\nresult White wins (no-tott)\nend\n";
    assert!(Game::from_record(claimed).is_err());
}

#[test]
fn bad_records_say_which_line_is_wrong() {
    let cases = [
        ("game tzaar\nstart fixed w open\nend\n", 2),
        ("game tzaar\nsetup fixed\nd3xd4\nd3xd4\nend\n", 4),
        (
            "game tzaar\nsetup fixed\nd3xd4\nresult White wins (no-tott)\nend\n",
            4,
        ),
        ("game tzaar\nsetup random x\nend\n", 2),
        ("start fixed\n", 1),
        ("game tzaar\nsetup fixed\nd3xd4\n", 3),
    ];
    for (text, line) in cases {
        let err = Game::from_record(text).unwrap_err();
        assert_eq!(err.line, line, "{text}: {err}");
    }
    let err = Game::from_record("game tzaar\nsetup fixed\nd3xd4\nd3xd4\nend\n").unwrap_err();
    assert!(err.to_string().contains("line 4"), "{err}");
}

#[test]
fn the_common_face_reports_turns_and_outcome() {
    let mut game = Game::new(SetupKind::Fixed);
    assert_eq!(game.to_move(), tablero::games::Seat::First);
    assert_eq!(game.legal_moves().len(), 42);
    assert_eq!(
        game.play_text("D3 x D4").unwrap(),
        vec!["d3xd4".to_string()]
    );
    assert_eq!(game.to_move(), tablero::games::Seat::Second);
    assert!(game.position_text().ends_with(" b 1"));
    assert!(game.outcome().is_none());
    let err = game.play_text("d4xd5").unwrap_err();
    assert!(err.to_string().contains("not yours"), "{err}");
}
