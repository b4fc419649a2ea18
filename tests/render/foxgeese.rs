//! Fox and Geese board images: size and budget, pixels at known points (pieces, the pen
//! tint, captured geese), the last move from the game, the result hiding nothing, every
//! position of random games, and replays.

use tablero::games::foxgeese::{Game, Point, Position, UncheckedMove, Variant};
use tablero::games::{AnyGame, GameRules, Outcome, Seat};
use tablero::i18n::Locale;
use tablero::render::foxgeese::{
    captured_colour, fox_colour, goose_colour, parse_last, pen_colour, point_centre, surface_colour,
};
use tablero::render::{
    BoardView, FRAME_DELAY_CS, HEADER_HEIGHT, HEIGHT, LAST_FRAME_DELAY_CS, LastTurn, RESULT_COLOUR,
    Renderer, WIDTH,
};

use crate::support::{assert_colour, close, decode_png, fox_pos};
use crate::{boards, frame_delays};

fn point(name: &str) -> Point {
    name.parse().expect("a point")
}

/// A spot beside a point that no line crosses.
fn beside(p: Point, flipped: bool) -> (f32, f32) {
    let (x, y) = point_centre(p, flipped);
    (x + 20.0, y + 8.0)
}

fn png(position: &Position, last: &[UncheckedMove], view: &BoardView) -> Vec<u8> {
    boards()
        .foxgeese_png(position, last, view)
        .expect("the board encodes")
}

#[test]
fn start_positions_decode_within_budget() {
    for variant in Variant::ALL {
        let png = png(&Position::start(variant), &[], &BoardView::default());
        assert!(png.len() < 150 * 1024, "{variant}: {} bytes", png.len());
        assert_eq!(decode_png(&png).dimensions(), (WIDTH, HEIGHT));
    }
}

#[test]
fn pieces_and_the_pen_show_where_they_are() {
    for flipped in [false, true] {
        let view = BoardView {
            flipped,
            ..BoardView::default()
        };
        let image = decode_png(&png(&fox_pos("halatafl"), &[], &view));
        for fox in ["c7", "e7"] {
            assert_colour(&image, point_centre(point(fox), flipped), fox_colour(), fox);
        }
        for goose in ["a3", "g4", "d1", "e2"] {
            assert_colour(
                &image,
                point_centre(point(goose), flipped),
                goose_colour(),
                goose,
            );
        }
        // The empty pen is tinted; an empty point outside it is not.
        assert_colour(&image, beside(point("d6"), flipped), pen_colour(), "pen d6");
        assert_colour(&image, beside(point("d5"), flipped), pen_colour(), "pen d5");
        assert_colour(&image, beside(point("a5"), flipped), surface_colour(), "a5");
        // The standard game has no pen.
        let standard = decode_png(&png(&fox_pos("standard"), &[], &view));
        assert_colour(
            &standard,
            beside(point("d6"), flipped),
            surface_colour(),
            "no pen",
        );
        assert_colour(
            &standard,
            point_centre(point("d4"), flipped),
            fox_colour(),
            "fox d4",
        );
    }
}

#[test]
fn a_jump_chain_is_a_path_with_its_captures_crossed_out() {
    let position = fox_pos("..F/.../......./GGGGG.G/GGGGGGF/GGG/GGG g halatafl 0");
    let last = parse_last("c7xe5xg3").expect("a chain");
    let image = decode_png(&png(&position, &last, &BoardView::default()));
    for captured in ["d6", "f4"] {
        assert_colour(
            &image,
            point_centre(point(captured), false),
            captured_colour(),
            captured,
        );
    }
    // A step is not a capture: nothing crossed out.
    let step = parse_last("d3-d4").expect("a step");
    let image = decode_png(&png(&fox_pos("halatafl"), &step, &BoardView::default()));
    assert_colour(&image, beside(point("d6"), false), pen_colour(), "pen");
}

#[test]
fn the_last_move_comes_from_the_game() {
    let mut game = AnyGame::new(Game::from_variant(Variant::Halatafl));
    assert_eq!(boards().last_turn(&game), LastTurn::FoxGeese(Vec::new()));
    game.play_text("c7-c6").expect("legal");
    game.play_text("c4-c5").expect("legal");
    assert_eq!(
        boards().last_turn(&game),
        LastTurn::FoxGeese(vec!["c4-c5".parse().expect("a move")])
    );
}

#[test]
fn any_name_and_any_last_move_text_renders_or_is_refused() {
    let names = [
        "",
        "🦢🦢",
        "Renard ☃ très très très long nom de joueur qui déborde",
        "\t\n",
    ];
    for a in names {
        for b in names {
            let view = BoardView::plain([a.into(), b.into()], Locale::FR);
            assert_eq!(
                decode_png(&png(&fox_pos("halatafl"), &[], &view)).dimensions(),
                (WIDTH, HEIGHT)
            );
        }
    }
    for bad in ["zz", "d4xd9", "a1-a2", "c7xe5xg3xxx", "💥", "c7-c6 c3-c4"] {
        assert!(parse_last(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_result_hides_nothing_on_the_board() {
    let start = AnyGame::new(Game::from_variant(Variant::Halatafl));
    let mut agreed = start.clone();
    agreed
        .conclude(Outcome::agreed_draw())
        .expect("in progress");
    let view = BoardView::default();
    let (a, b) = (
        boards().game_image(&start, &view).unwrap(),
        boards().game_image(&agreed, &view).unwrap(),
    );
    let header = (HEADER_HEIGHT * WIDTH * 3) as usize;
    assert_eq!(a.as_raw()[header..], b.as_raw()[header..]);
    assert!((0..WIDTH).any(|x| close(b.get_pixel(x, 132).0, RESULT_COLOUR)));
    // Three geese left in the standard game: the foxes have won, and the header says so.
    let over = fox_pos("F../.../......./......./..G.G../.G./... g standard 0");
    let outcome = over.outcome().expect("over");
    assert_eq!(outcome.winner, Some(Seat::First));
    let image = boards().foxgeese_image(&over, &[], &view);
    assert!((0..WIDTH).any(|x| close(image.get_pixel(x, 132).0, RESULT_COLOUR)));
}

struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

#[test]
fn every_position_of_random_games_renders() {
    let mut rendered = 0;
    for (i, variant) in Variant::ALL.into_iter().enumerate() {
        for seed in 0..2u64 {
            let mut rng = Lcg(seed * 31 + i as u64);
            let mut game = Game::from_variant(variant);
            for ply in 0..120 {
                let view = BoardView {
                    locale: Locale::all().nth(ply % 3).unwrap_or_default(),
                    flipped: seed == 1,
                    ..BoardView::default()
                };
                let image = boards()
                    .game_image(&AnyGame::new(game.clone()), &view)
                    .unwrap();
                assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
                rendered += 1;
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(&moves[rng.below(moves.len())])
                    .expect("a generated move is legal");
            }
        }
    }
    assert!(rendered > 300, "{rendered} positions");
}

#[test]
fn a_replay_has_one_frame_per_move() {
    let mut game = Game::from_variant(Variant::Halatafl);
    let mut rng = Lcg(9);
    for _ in 0..30 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[rng.below(moves.len())]).expect("legal");
    }
    let gif = boards()
        .replay(&AnyGame::new(game.clone()), &BoardView::default())
        .expect("encodes");
    let delays = frame_delays(&gif);
    assert_eq!(delays.len(), game.moves().len() + 1);
    assert_eq!(delays[0], u32::from(FRAME_DELAY_CS) * 10);
    assert_eq!(
        delays[delays.len() - 1],
        u32::from(LAST_FRAME_DELAY_CS) * 10
    );
}
