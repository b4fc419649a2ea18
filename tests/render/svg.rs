//! The web pages' SVG boards against the PNG boards: for every position of real games, the
//! SVG's points say what the PNG board draws there (the position the PNG painter's scene is
//! built from), read from the SVG's `data-point` and `data-piece`, not from pixels.

use tablero::games::foxgeese;
use tablero::games::tzaar::{Cell, Color, Game};
use tablero::games::{AnyGame, GameRules};
use tablero::render::svg::{placement, position_of};

use super::boards;

/// Each position of `game`: the start, then the game after each single move.
fn every_position(game: &AnyGame) -> Vec<AnyGame> {
    let mut at = game.restarted();
    let mut out = vec![at.clone()];
    for mv in game.move_texts() {
        at.play_text(&mv).expect("a move of the game replays");
        out.push(at.clone());
    }
    out
}

fn tzaar_expected(game: &AnyGame) -> Vec<(String, Option<String>)> {
    let position = game
        .downcast_ref::<Game>()
        .expect("TZAAR")
        .position()
        .clone();
    let mut cells: Vec<(String, Option<String>)> = Cell::ALL
        .iter()
        .map(|&cell| {
            let piece = position.stack_at(cell).map(|s| {
                let letter = match s.color {
                    Color::White => s.kind.letter(),
                    Color::Black => s.kind.letter().to_ascii_lowercase(),
                };
                if s.height > 1 {
                    format!("{letter}{}", s.height)
                } else {
                    letter.to_string()
                }
            });
            (cell.to_string(), piece)
        })
        .collect();
    cells.sort();
    cells
}

fn svg_placement(game: &AnyGame, flipped: bool) -> Vec<(String, Option<String>)> {
    let svg = boards().svg(game, flipped).expect("an SVG board");
    assert_eq!(
        position_of(&svg).as_deref(),
        Some(game.position_text().as_str())
    );
    let mut points = placement(&svg);
    points.sort();
    points
}

#[test]
fn the_svg_board_places_every_tzaar_piece_as_the_png_board_for_real_games() {
    let record = include_str!("../data/tzaar/real_games.txt");
    let mut positions = 0;
    for block in record.split("\nend").filter(|b| b.contains("start")) {
        let game = Game::from_record(&format!("{}\nend\n", block.trim())).expect("reads");
        for at in every_position(&AnyGame::new(game)) {
            let expected = tzaar_expected(&at);
            assert_eq!(expected.len(), 60);
            assert_eq!(
                svg_placement(&at, false),
                expected,
                "{}",
                at.position_text()
            );
            assert_eq!(svg_placement(&at, true), expected);
            positions += 1;
        }
    }
    assert!(positions > 100, "{positions} positions");
}

#[test]
fn the_svg_board_places_every_fox_and_goose_as_the_png_board() {
    // A whole game from the start: the solver's tables are not at hand here, so the moves
    // are the first legal move of each position, which plays a game to its end.
    let mut game = AnyGame::new(foxgeese::Game::new(foxgeese::Position::start(
        foxgeese::Variant::STANDARD,
    )));
    for _ in 0..200 {
        let Some(mv) = game.legal_moves().into_iter().next() else {
            break;
        };
        game.play_text(&mv).expect("a legal move");
    }
    for at in every_position(&game) {
        let position = *at
            .downcast_ref::<foxgeese::Game>()
            .expect("Fox and Geese")
            .position();
        let mut expected: Vec<(String, Option<String>)> = foxgeese::Point::ALL
            .iter()
            .map(|&p| {
                let piece = position.piece_at(p).map(|piece| match piece {
                    foxgeese::Piece::Fox => "F".to_string(),
                    foxgeese::Piece::Goose => "G".to_string(),
                });
                (p.to_string(), piece)
            })
            .collect();
        expected.sort();
        assert_eq!(expected.len(), 33);
        assert_eq!(svg_placement(&at, false), expected);
    }
}

#[test]
fn svg_text_is_escaped_and_read_back() {
    let game = AnyGame::new(Game::new(tablero::games::tzaar::SetupKind::Fixed));
    let svg = boards().svg(&game, false).expect("an SVG board");
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
    assert_eq!(placement(&svg).len(), 60);
    assert_eq!(
        tablero::render::svg::escape("<a&\"'>"),
        "&lt;a&amp;&quot;&#39;&gt;"
    );
}
