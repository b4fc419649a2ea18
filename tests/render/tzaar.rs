//! TZAAR board images: they decode at the documented size, pixels at known points show the
//! right thing, every position of many random games renders, and replays animate per turn.

use image::AnimationDecoder;
use tablero::games::Outcome;
use tablero::games::tzaar::{self, Cell, Color, Game, Kind, Move, Position, SetupKind};
use tablero::i18n::Locale;
use tablero::render::tzaar::{
    BADGE_OFFSET, PIECE_RADIUS, badge_colour, board_image, board_png, body_colour, cell_centre,
    centre_colour, mark_colour, replay_gif, surface_colour,
};
use tablero::render::{
    CAPTURE_ARROW, FRAME_DELAY_CS, HEIGHT, LAST_FRAME_DELAY_CS, RenderOptions, STACK_ARROW, WIDTH,
};

use crate::support::{assert_colour, close, colour_at, decode_png, tzaar_pos};

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

/// A point on a stack's top disc away from its marks (between the dot and the ring).
fn body_point(cell: Cell, flipped: bool) -> (f32, f32) {
    let (x, y) = cell_centre(cell, flipped);
    (x - PIECE_RADIUS * 0.42, y)
}

const MID: &str =
    "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt w 1";

#[test]
fn the_start_position_decodes_at_the_documented_size_and_budget() {
    let png = board_png(&tzaar_pos("fixed"), &RenderOptions::default());
    assert!(png.len() < 150 * 1024, "{} bytes", png.len());
    let image = decode_png(&png);
    assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
    const { assert!(WIDTH <= 1024 && HEIGHT <= 1024) };
}

#[test]
fn pieces_show_their_colour_and_type_at_their_cells() {
    for flipped in [false, true] {
        let options = RenderOptions {
            flipped,
            ..RenderOptions::default()
        };
        let image = decode_png(&board_png(&tzaar_pos("fixed"), &options));
        // e3 white Tzaar, e7 black Tzaar, b2 black Tzarra, h3 white Tzarra, d4 black Tott,
        // e4 white Tott.
        let cases = [
            ("e3", Color::White, Kind::Tzaar),
            ("e7", Color::Black, Kind::Tzaar),
            ("b2", Color::Black, Kind::Tzarra),
            ("h3", Color::White, Kind::Tzarra),
            ("d4", Color::Black, Kind::Tott),
            ("e4", Color::White, Kind::Tott),
        ];
        for (name, color, kind) in cases {
            let c = cell(name);
            let centre = cell_centre(c, flipped);
            let expected_centre = match kind {
                Kind::Tott => body_colour(color),
                _ => mark_colour(color),
            };
            assert_colour(&image, centre, expected_centre, name);
            assert_colour(&image, body_point(c, flipped), body_colour(color), name);
            if kind == Kind::Tzaar {
                // The ring between the dot and the rim.
                let ring = (centre.0 + PIECE_RADIUS * 0.56, centre.1);
                assert_colour(&image, ring, mark_colour(color), name);
            }
        }
        // The centre is empty, in every orientation.
        let (cx, cy) = cell_centre(cell("e4"), flipped);
        let (ux, uy) = cell_centre(cell("e6"), flipped);
        assert_colour(
            &image,
            ((cx + ux) / 2.0, (cy + uy) / 2.0),
            centre_colour(),
            "centre",
        );
    }
}

#[test]
fn flipping_turns_the_board_half_a_turn() {
    let a1 = cell_centre(cell("a1"), false);
    let i5 = cell_centre(cell("i5"), true);
    assert!((a1.0 - i5.0).abs() < 0.01 && (a1.1 - i5.1).abs() < 0.01);
    let e1 = cell_centre(cell("e1"), false);
    let e9 = cell_centre(cell("e9"), false);
    assert!(e1.1 > e9.1, "e1 is at the bottom");
    assert!(cell_centre(cell("e1"), true).1 < cell_centre(cell("e9"), true).1);
}

#[test]
fn empty_spaces_show_the_board_and_stacks_show_their_height() {
    let image = decode_png(&board_png(&tzaar_pos(MID), &RenderOptions::default()));
    // a3 is empty: beside the point is the plain surface.
    let (x, y) = cell_centre(cell("a3"), false);
    assert_colour(&image, (x + 20.0, y), surface_colour(), "a3 empty");
    // b1 is a white Tzarra stack of 5: a height badge at its upper right.
    let (x, y) = cell_centre(cell("b1"), false);
    let badge = (x + BADGE_OFFSET.0, y + BADGE_OFFSET.1 + 10.0);
    assert_colour(&image, badge, badge_colour(), "b1 badge");
    // a1 is a single Tott: no badge there.
    let (x, y) = cell_centre(cell("a1"), false);
    let no_badge = (x + BADGE_OFFSET.0, y + BADGE_OFFSET.1 + 10.0);
    assert!(
        !close(colour_at(&image, no_badge), badge_colour()),
        "a1 has no badge"
    );
}

#[test]
fn last_moves_are_arrows_of_two_kinds() {
    // d3xd4-like long captures: e1 up to e4 (e2, e3 cleared for the test), and a stack
    // from i1 to i5 along the right edge.
    let position =
        tzaar_pos("...../....../......./T......./...Z..../......../zrt..../....../....T2 w 2");
    let options = RenderOptions {
        last_moves: vec!["e1xe4 i1-i5".into()],
        ..RenderOptions::default()
    };
    let image = decode_png(&board_png(&position, &options));
    let (a, b) = (
        cell_centre(cell("e1"), false),
        cell_centre(cell("e4"), false),
    );
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0 + 10.0);
    assert_colour(&image, mid, CAPTURE_ARROW, "capture arrow shaft");
    // The stack arrow is dashed: along its shaft both its colour and gaps appear.
    let (a, b) = (
        cell_centre(cell("i1"), false),
        cell_centre(cell("i5"), false),
    );
    let samples: Vec<[u8; 3]> = (20..200)
        .map(|t| colour_at(&image, (a.0, a.1 + (b.1 - a.1) * t as f32 / 320.0)))
        .collect();
    assert!(samples.iter().any(|&p| close(p, STACK_ARROW)));
    assert!(samples.iter().any(|&p| !close(p, STACK_ARROW)));
    assert!(!samples.iter().any(|&p| close(p, CAPTURE_ARROW)));
}

#[test]
fn locales_change_the_header_but_not_the_board() {
    let position = tzaar_pos("fixed");
    let render = |locale| {
        board_image(
            &position,
            &RenderOptions {
                locale,
                ..RenderOptions::default()
            },
        )
    };
    let en = render(Locale::EN);
    for other in [Locale::ES, Locale::FR] {
        let image = render(other);
        let row = (WIDTH * 3) as usize;
        let header = 150 * row;
        assert_ne!(en.as_raw()[..header], image.as_raw()[..header], "{other}");
        assert_eq!(en.as_raw()[header..], image.as_raw()[header..], "{other}");
    }
}

#[test]
fn any_name_renders() {
    let names = [
        "",
        "   ",
        "🦊🦊🦊",
        "Zoë ☃ 🙂 Ñandú",
        "\u{202e}reversed\u{0007}bell",
        "a name so long that it could never fit on any phone screen at all, truly never",
        "漢字のなまえ",
        "مرحبا",
    ];
    for a in names {
        for b in names {
            let options = RenderOptions {
                players: [a.to_string(), b.to_string()],
                ..RenderOptions::default()
            };
            let png = board_png(&tzaar_pos("fixed"), &options);
            assert_eq!(decode_png(&png).dimensions(), (WIDTH, HEIGHT));
        }
    }
}

#[test]
fn unreadable_last_moves_are_skipped() {
    let options = RenderOptions {
        last_moves: vec![
            "zz9 e5xe6 a1xq7 ??? pass Xd4 e3-e5 a1-".into(),
            "💥".into(),
            String::new(),
        ],
        ..RenderOptions::default()
    };
    let png = board_png(&tzaar_pos("fixed"), &options);
    assert_eq!(decode_png(&png).dimensions(), (WIDTH, HEIGHT));
    assert!(tablero::render::tzaar::check_last_moves(&["d3xd4 c2-c3 pass Zd4".into()]).is_ok());
    assert!(tablero::render::tzaar::check_last_moves(&["d3xd4 e5xe6".into()]).is_err());
}

#[test]
fn the_result_is_drawn_when_the_game_is_over() {
    // White has no Tott on top: Black has won.
    let position =
        tzaar_pos("Z..../R...../......./......../......../......../......./....../..zrt w 1");
    assert!(position.ending().is_some());
    let over = board_image(&position, &RenderOptions::default());
    let resigned = board_image(
        &tzaar_pos(MID),
        &RenderOptions {
            outcome: Some(Outcome {
                winner: Some(tablero::games::Seat::First),
                reason: tablero::games::EndReason::Resigned,
            }),
            ..RenderOptions::default()
        },
    );
    let playing = board_image(&tzaar_pos(MID), &RenderOptions::default());
    // The banner darkens the middle of the board.
    let (cx, cy) = tablero::render::tzaar::BOARD_CENTRE;
    let probe = (cx as u32 - 300, cy as u32);
    let luma = |c: [u8; 3]| c.iter().map(|&v| u32::from(v)).sum::<u32>();
    assert!(luma(over.get_pixel(probe.0, probe.1).0) < 150);
    assert!(luma(resigned.get_pixel(probe.0, probe.1).0) < 150);
    assert!(luma(playing.get_pixel(probe.0, probe.1).0) > 300);
}

/// A small deterministic generator for random games.
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

/// Plays random legal moves from `start` to the end, rendering every position with the
/// moves of the turn that led to it.
fn render_random_game(start: Position, seed: u64, flipped: bool) -> usize {
    let mut rng = Lcg(seed);
    let mut position = start;
    let mut last: Vec<Move> = Vec::new();
    let mut rendered = 0;
    let locale = Locale::all().nth((seed % 3) as usize).unwrap_or_default();
    for _ in 0..200 {
        let options = RenderOptions {
            last_moves: last.iter().map(ToString::to_string).collect(),
            players: ["Alice".into(), "Bob".into()],
            locale,
            flipped,
            outcome: None,
        };
        let image = board_image(&position, &options);
        assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
        rendered += 1;
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        let before = position.side();
        position = position.play(mv).expect("a generated move is legal");
        if position.side() != before || last.len() >= 2 {
            last.clear();
        }
        last.push(mv);
    }
    rendered
}

#[test]
fn every_position_of_random_games_renders() {
    let mut total = 0;
    for seed in 0..6 {
        total += render_random_game(tzaar::setups::fixed(), seed, seed % 2 == 1);
        total += render_random_game(tzaar::setups::random(seed), seed + 100, seed % 2 == 0);
    }
    total += render_random_game(tzaar::setups::tournament(), 7, false);
    assert!(total > 300, "{total} positions");
}

#[test]
fn a_replay_has_one_frame_per_turn_and_holds_the_last() {
    let mut game = Game::new(SetupKind::Fixed);
    let mut rng = Lcg(42);
    while game.ending().is_none() && game.moves().len() < 400 {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).expect("legal");
    }
    let turns = game.turns().len();
    let gif = replay_gif(
        &game,
        &RenderOptions {
            players: ["Ann".into(), "Bo".into()],
            ..RenderOptions::default()
        },
    );
    let decoder =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).expect("a valid GIF");
    let frames = decoder
        .into_frames()
        .collect_frames()
        .expect("frames decode");
    assert_eq!(frames.len(), turns + 1, "the start and one frame per turn");
    let delay = |i: usize| {
        let (n, d) = frames[i].delay().numer_denom_ms();
        n / d
    };
    assert_eq!(delay(0), u32::from(FRAME_DELAY_CS) * 10);
    assert_eq!(delay(frames.len() - 1), u32::from(LAST_FRAME_DELAY_CS) * 10);
    for frame in &frames {
        assert_eq!(frame.buffer().dimensions(), (WIDTH, HEIGHT));
    }
    // The last frame shows the final position: a white stack where the game left one.
    let last = frames.last().expect("frames").buffer();
    let final_position = game.position();
    let white = Cell::ALL
        .into_iter()
        .find(|&c| {
            final_position
                .stack_at(c)
                .is_some_and(|s| s.color == Color::White)
        })
        .expect("white has a stack");
    let p = body_point(white, false);
    let px = last.get_pixel(p.0 as u32, p.1 as u32).0;
    let expected = body_colour(Color::White);
    assert!(
        px.iter().zip(expected).all(|(a, b)| a.abs_diff(b) <= 24),
        "{px:?} vs {expected:?}"
    );
}

#[test]
fn a_real_game_record_replays() {
    let record = include_str!("../data/tzaar/real_games.txt");
    let first = record
        .split("\nend")
        .next()
        .map(|b| format!("{}\nend\n", b.trim()))
        .unwrap_or_default();
    let game = Game::from_record(&first).expect("the record reads");
    let gif = replay_gif(&game, &RenderOptions::default());
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).expect("GIF");
    let frames = decoder.into_frames().collect_frames().expect("frames");
    assert_eq!(frames.len(), game.turns().len() + 1);
}

#[test]
fn extreme_stacks_render() {
    // The tallest possible stacks: 28 of White's pieces in one, 28 of Black's in another.
    let position =
        tzaar_pos("Z28R.../T...../......./......../......../......../......./....../z28r..t b 1");
    let image = decode_png(&board_png(&position, &RenderOptions::default()));
    let (x, y) = cell_centre(cell("a1"), false);
    let badge = (x + BADGE_OFFSET.0, y + BADGE_OFFSET.1 + 10.0);
    assert_colour(&image, badge, badge_colour(), "a1 badge");
}

#[test]
fn the_orientation_helper_turns_points_and_offsets_together() {
    let normal = tablero::render::tzaar::orientation(false);
    let flipped = tablero::render::tzaar::orientation(true);
    let p = (35.0, -80.0);
    let (a, b) = (normal.point(p), flipped.point(p));
    // Half a turn about the centre: the two images of a point are symmetric about it.
    assert!((a.0 + b.0 - 2.0 * normal.centre.0).abs() < 1e-3);
    assert!((a.1 + b.1 - 2.0 * normal.centre.1).abs() < 1e-3);
    assert_eq!(flipped.vector((3.0, 4.0)), (-3.0, -4.0));
    assert_eq!(normal.vector((3.0, 4.0)), (3.0, 4.0));
}
