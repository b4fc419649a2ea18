//! TZAAR board images: they decode at the documented size, pixels at known points show the
//! right thing, the last turn comes from the game, the result hides nothing, every position
//! of many random games renders, and replays animate per turn (the placement quickly).

use tablero::games::tzaar::{Cell, Color, Game, Kind, Move, Position, SetupKind};
use tablero::games::{AnyGame, GameRules, Outcome, Seat};
use tablero::i18n::Locale;
use tablero::render::tzaar::{
    BADGE_OFFSET, LEGEND, PIECE_RADIUS, badge_colour, body_colour, cell_centre, centre_colour,
    mark_colour, parse_last, surface_colour,
};
use tablero::render::{
    BoardView, CAPTURE_ARROW, FRAME_DELAY_CS, HEADER_HEIGHT, HEIGHT, LAST_FRAME_DELAY_CS, LastTurn,
    QUICK_FRAME_DELAY_CS, RESULT_COLOUR, Renderer, STACK_ARROW, WIDTH,
};

use crate::support::{assert_colour, close, colour_at, decode_png, tzaar_pos};
use crate::{boards, frame_delays};

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

/// A point on a stack's top disc away from its marks (between the dot and the ring).
fn body_point(cell: Cell, flipped: bool) -> (f32, f32) {
    let (x, y) = cell_centre(cell, flipped);
    (x - PIECE_RADIUS * 0.42, y)
}

fn png(position: &Position, last: &[Move], view: &BoardView) -> Vec<u8> {
    boards()
        .tzaar_png(position, last, view)
        .expect("the board encodes")
}

fn flipped(flipped: bool) -> BoardView {
    BoardView {
        flipped,
        ..BoardView::default()
    }
}

const MID: &str =
    "TT.Tt/R5...../t....../t...r2..r4/T......./.......Z3/z6....R./Tt2..rT2/T.T2tt w 1";

#[test]
fn the_start_position_decodes_at_the_documented_size_and_budget() {
    let png = png(&tzaar_pos("fixed"), &[], &BoardView::default());
    assert!(png.len() < 150 * 1024, "{} bytes", png.len());
    let image = decode_png(&png);
    assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
    const { assert!(WIDTH <= 1024 && HEIGHT <= 1024) };
}

#[test]
fn pieces_show_their_colour_and_type_at_their_cells() {
    for flip in [false, true] {
        let image = decode_png(&png(&tzaar_pos("fixed"), &[], &flipped(flip)));
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
            let centre = cell_centre(c, flip);
            let expected_centre = match kind {
                Kind::Tott => body_colour(color),
                _ => mark_colour(color),
            };
            assert_colour(&image, centre, expected_centre, name);
            assert_colour(&image, body_point(c, flip), body_colour(color), name);
            if kind == Kind::Tzaar {
                // The ring between the dot and the rim.
                let ring = (centre.0 + PIECE_RADIUS * 0.56, centre.1);
                assert_colour(&image, ring, mark_colour(color), name);
            }
        }
        // The centre is empty, in every orientation.
        let (cx, cy) = cell_centre(cell("e4"), flip);
        let (ux, uy) = cell_centre(cell("e6"), flip);
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
    let image = decode_png(&png(&tzaar_pos(MID), &[], &BoardView::default()));
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

/// Whether the capture arrow's colour is on the shaft between two cells.
fn capture_arrow_between(image: &image::RgbImage, from: Cell, to: Cell) -> bool {
    let (a, b) = (cell_centre(from, false), cell_centre(to, false));
    (30..70).any(|t| {
        let t = t as f32 / 100.0;
        close(
            colour_at(image, (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)),
            CAPTURE_ARROW,
        )
    })
}

#[test]
fn last_moves_are_arrows_of_two_kinds() {
    // A long capture from e1 up to e4 (e2, e3 cleared for the test), and a stack from i1 to
    // i5 along the right edge.
    let position =
        tzaar_pos("...../....../......./T......./...Z..../......../zrt..../....../....T2 w 2");
    let last = parse_last("e1xe4 i1-i5").expect("readable");
    let image = decode_png(&png(&position, &last, &BoardView::default()));
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
fn a_turn_played_as_two_commands_is_drawn_whole() {
    // White's opening, then Black's capture and, as a separate command, the pass.
    let mut game = AnyGame::new(Game::new(SetupKind::Fixed));
    game.play_text("d3xd4").expect("legal");
    let capture = game.legal_moves()[0].clone();
    game.play_text(&capture).expect("legal");
    let g = game.downcast_ref::<Game>().expect("a TZAAR game");
    let Some(&Move::Capture { from, to }) = g.moves().last() else {
        panic!("{capture} is a capture")
    };
    // After the first half, that half.
    assert_eq!(
        boards().last_turn(&game),
        LastTurn::Tzaar(vec![Move::Capture { from, to }])
    );
    game.play_text("pass")
        .expect("the second move may be a pass");
    assert_eq!(
        boards().last_turn(&game),
        LastTurn::Tzaar(vec![Move::Capture { from, to }, Move::Pass])
    );
    // The board after the pass still shows the capture's arrow.
    let image = decode_png(
        &boards()
            .board(&game, &BoardView::default())
            .expect("encodes"),
    );
    assert!(capture_arrow_between(&image, from, to), "{from}x{to}");
}

#[test]
fn command_line_moves_are_read_with_the_rules_syntax() {
    let e = |s: &str| parse_last(s).expect_err(s);
    assert_eq!(
        parse_last("d3xd4 c2-c3").expect("readable"),
        [
            Move::Capture {
                from: cell("d3"),
                to: cell("d4")
            },
            Move::Stack {
                from: cell("c2"),
                to: cell("c3")
            }
        ]
    );
    assert_eq!(
        parse_last("Zd4").expect("a placement"),
        [Move::Place {
            kind: Kind::Tzaar,
            at: cell("d4")
        }]
    );
    assert_eq!(parse_last("PASS").expect("a pass"), [Move::Pass]);
    assert_eq!(parse_last("").expect("no moves"), []);
    assert!(e("e5xe6").contains("e5xe6"), "the centre is no space");
    assert!(e("d3d4").contains("`x`"), "capture or stack?");
    assert!(e("💥").contains("💥"));
    assert!(e("d3xd4 c2-c3 pass").contains("at most 2"));
}

#[test]
fn the_result_hides_nothing_on_the_board() {
    // The same game in progress and resigned: everything below the header is the same (the
    // result used to be a band across the middle of the board), and the header says it.
    let playing = AnyGame::new(Game::from_position(tzaar_pos(MID)));
    let mut resigned = playing.clone();
    resigned
        .conclude(Outcome::resignation(Seat::Second))
        .expect("the game was in progress");
    let view = BoardView::plain(["Ann".into(), "Bo".into()], Locale::EN);
    let (a, b) = (
        boards().game_image(&playing, &view).unwrap(),
        boards().game_image(&resigned, &view).unwrap(),
    );
    let header = (HEADER_HEIGHT * WIDTH * 3) as usize;
    assert_eq!(a.as_raw()[header..], b.as_raw()[header..]);
    assert_ne!(a.as_raw()[..header], b.as_raw()[..header]);
    // The status line is in the result's colour.
    let status = (0..WIDTH).any(|x| (120..140).any(|y| close(b.get_pixel(x, y).0, RESULT_COLOUR)));
    assert!(status, "the status line tells the result");
    // A position that ends the game by the rules shows its result the same way.
    let over =
        tzaar_pos("Z..../R...../......./......../......../......../......./....../..zrt w 1");
    assert!(over.ending().is_some());
    let image = boards().tzaar_image(&over, &[], &view);
    assert!((0..WIDTH).any(|x| close(image.get_pixel(x, 132).0, RESULT_COLOUR)));
}

#[test]
fn the_legend_names_the_three_piece_types_in_every_orientation() {
    let (x, y, w, h) = LEGEND;
    for flip in [false, true] {
        let image = boards().tzaar_image(&tzaar_pos("fixed"), &[], &flipped(flip));
        let inside = |c: [u8; 3]| {
            (x..x + w).any(|px| (y..y + h).any(|py| close(image.get_pixel(px, py).0, c)))
        };
        // White's icons: bodies, and the marks of the Tzaar and the Tzarra.
        assert!(inside(body_colour(Color::White)), "flipped {flip}");
        assert!(inside(mark_colour(Color::White)), "flipped {flip}");
        // Nothing of the board reaches into it.
        assert!(!inside(surface_colour()), "flipped {flip}");
    }
}

#[test]
fn locales_change_the_header_and_the_legend_title_but_not_the_board() {
    let position = tzaar_pos("fixed");
    let render = |locale| {
        boards().tzaar_image(
            &position,
            &[],
            &BoardView::plain(Default::default(), locale),
        )
    };
    let (lx, ly, lw, lh) = LEGEND;
    let outside_legend = |image: &image::RgbImage| -> Vec<u8> {
        image
            .enumerate_pixels()
            .filter(|(x, y, _)| {
                let in_legend = (lx..lx + lw).contains(x) && (ly..ly + lh).contains(y);
                *y >= HEADER_HEIGHT && !in_legend
            })
            .flat_map(|(_, _, p)| p.0)
            .collect()
    };
    let en = render(Locale::EN);
    for other in [Locale::ES, Locale::FR] {
        let image = render(other);
        let header = (HEADER_HEIGHT * WIDTH * 3) as usize;
        assert_ne!(en.as_raw()[..header], image.as_raw()[..header], "{other}");
        assert_eq!(outside_legend(&en), outside_legend(&image), "{other}");
    }
}

#[test]
fn any_name_renders_and_none_is_drawn_empty() {
    let names = [
        "",
        "   ",
        "🦊🦊🦊",
        "Zoë ☃ 🙂 Ñandú",
        "\u{202e}reversed\u{0007}bell",
        "a name so long that it could never fit on any phone screen at all, truly never",
        "漢字のなまえ",
        "مرحبا",
        "🦊Renard🦊_李小龙_عبدالله",
    ];
    for a in names {
        for b in names {
            let view = BoardView::plain([a.into(), b.into()], Locale::EN);
            let png = png(&tzaar_pos("fixed"), &[], &view);
            assert_eq!(decode_png(&png).dimensions(), (WIDTH, HEIGHT));
        }
    }
    // A name with nothing drawable is drawn as the seat's name.
    let position = tzaar_pos("fixed");
    let seat_names = BoardView::plain(["White".into(), "Black".into()], Locale::EN);
    for nothing in ["", "🦊🦊🦊", "漢字のなまえ", "مرحبا"] {
        let view = BoardView::plain([nothing.into(), nothing.into()], Locale::EN);
        assert_eq!(
            boards().tzaar_image(&position, &[], &view),
            boards().tzaar_image(&position, &[], &seat_names),
            "{nothing}"
        );
    }
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

/// Plays random legal moves from `start` to the end (or `max_moves`), for replays and for
/// drawing every position of it.
fn random_game(start: SetupKind, seed: u64, max_moves: usize) -> Game {
    let mut game = Game::new(start);
    let mut rng = Lcg(seed);
    while game.ending().is_none() && game.moves().len() < max_moves {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).expect("legal");
    }
    game
}

#[test]
fn every_position_of_random_games_renders() {
    let mut total = 0;
    let setups = (0..6)
        .flat_map(|seed| [SetupKind::Fixed, SetupKind::Random(seed)])
        .chain([SetupKind::Tournament]);
    for (i, setup) in setups.enumerate() {
        let game = random_game(setup, i as u64, 200);
        let locale = Locale::all().nth(i % 3).unwrap_or_default();
        let view = BoardView {
            players: ["Alice".into(), "Bob".into()],
            locale,
            flipped: i % 2 == 1,
        };
        // Every prefix of the game, drawn as the play layer draws it.
        let mut replay = Game::new(setup);
        for &mv in game.moves() {
            replay.play(mv).expect("legal");
            let image = boards()
                .game_image(&AnyGame::new(replay.clone()), &view)
                .unwrap();
            assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
            total += 1;
        }
    }
    assert!(total > 300, "{total} positions");
}

#[test]
fn a_replay_has_one_frame_per_turn_and_holds_the_last() {
    let game = random_game(SetupKind::Fixed, 42, 400);
    let turns = game.turns().len();
    let view = BoardView::plain(["Ann".into(), "Bo".into()], Locale::EN);
    let gif = boards()
        .replay(&AnyGame::new(game.clone()), &view)
        .expect("encodes");
    let delays = frame_delays(&gif);
    assert_eq!(delays.len(), turns + 1, "the start and one frame per turn");
    assert_eq!(delays[0], u32::from(FRAME_DELAY_CS) * 10);
    assert_eq!(delays[turns], u32::from(LAST_FRAME_DELAY_CS) * 10);
    // The last frame shows the final position: a white stack where the game left one.
    use image::AnimationDecoder;
    let frames = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif))
        .expect("a GIF")
        .into_frames()
        .collect_frames()
        .expect("frames decode");
    let last = frames.last().expect("frames").buffer();
    assert_eq!(last.dimensions(), (WIDTH, HEIGHT));
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
fn a_tournament_replay_spends_its_time_on_the_play() {
    // 60 placements, then about 20 turns of play.
    let game = random_game(SetupKind::Tournament, 3, 60 + 40);
    let placements = game
        .moves()
        .iter()
        .filter(|m| matches!(m, Move::Place { .. }))
        .count();
    assert_eq!(placements, 60);
    let gif = boards()
        .replay(&AnyGame::new(game.clone()), &BoardView::default())
        .expect("encodes");
    let delays = frame_delays(&gif);
    assert_eq!(delays.len(), game.turns().len() + 1);
    // The start and the boards during the placement go by quickly; the full set-up (the
    // board after the last placement) and the play at the pace of play.
    let (placing, playing) = delays.split_at(placements);
    assert!(
        placing
            .iter()
            .all(|&d| d == u32::from(QUICK_FRAME_DELAY_CS) * 10)
    );
    assert_eq!(playing[0], u32::from(FRAME_DELAY_CS) * 10);
    let (placing, playing): (u32, u32) = (placing.iter().sum(), playing.iter().sum());
    assert!(
        playing > 2 * placing,
        "placement {placing} ms against play {playing} ms"
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
    let gif = boards()
        .replay(&AnyGame::new(game.clone()), &BoardView::default())
        .expect("encodes");
    assert_eq!(frame_delays(&gif).len(), game.turns().len() + 1);
}

#[test]
fn extreme_stacks_render() {
    // The tallest possible stacks: 28 of White's pieces in one, 28 of Black's in another.
    let position =
        tzaar_pos("Z28R.../T...../......./......../......../......../......./....../z28r..t b 1");
    let image = decode_png(&png(&position, &[], &BoardView::default()));
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
