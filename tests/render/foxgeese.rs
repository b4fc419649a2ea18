//! Fox and Geese board images: size and budget, pixels at known points (pieces, the pen
//! tint, captured geese), every position of random games, and replays.

use image::AnimationDecoder;
use tablero::games::foxgeese::{Game, Point, Position, Variant};
use tablero::i18n::Locale;
use tablero::render::foxgeese::{
    board_image, board_png, captured_colour, fox_colour, goose_colour, pen_colour, point_centre,
    replay_gif, surface_colour,
};
use tablero::render::{FRAME_DELAY_CS, HEIGHT, LAST_FRAME_DELAY_CS, RenderOptions, WIDTH};

use crate::support::{assert_colour, decode_png, fox_pos};

fn point(name: &str) -> Point {
    name.parse().expect("a point")
}

/// A spot beside a point that no line crosses.
fn beside(p: Point, flipped: bool) -> (f32, f32) {
    let (x, y) = point_centre(p, flipped);
    (x + 20.0, y + 8.0)
}

#[test]
fn start_positions_decode_within_budget() {
    for variant in Variant::ALL {
        let png = board_png(&Position::start(variant), &RenderOptions::default());
        assert!(png.len() < 150 * 1024, "{variant}: {} bytes", png.len());
        assert_eq!(decode_png(&png).dimensions(), (WIDTH, HEIGHT));
    }
}

#[test]
fn pieces_and_the_pen_show_where_they_are() {
    for flipped in [false, true] {
        let options = RenderOptions {
            flipped,
            ..RenderOptions::default()
        };
        let image = decode_png(&board_png(&fox_pos("halatafl"), &options));
        assert_colour(
            &image,
            point_centre(point("c7"), flipped),
            fox_colour(),
            "fox c7",
        );
        assert_colour(
            &image,
            point_centre(point("e7"), flipped),
            fox_colour(),
            "fox e7",
        );
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
        let standard = decode_png(&board_png(&fox_pos("standard"), &options));
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
    let options = RenderOptions {
        last_moves: vec!["c7xe5xg3".into()],
        ..RenderOptions::default()
    };
    let image = decode_png(&board_png(&position, &options));
    for captured in ["d6", "f4"] {
        assert_colour(
            &image,
            point_centre(point(captured), false),
            captured_colour(),
            captured,
        );
    }
    // A step is not a capture: nothing crossed out.
    let step = RenderOptions {
        last_moves: vec!["d3-d4".into()],
        ..RenderOptions::default()
    };
    let image = decode_png(&board_png(&fox_pos("halatafl"), &step));
    assert_colour(&image, beside(point("d6"), false), pen_colour(), "pen");
}

#[test]
fn any_name_and_any_last_move_text_renders() {
    let names = [
        "",
        "🦢🦢",
        "Renard ☃ très très très long nom de joueur qui déborde",
        "\t\n",
    ];
    for a in names {
        for b in names {
            let options = RenderOptions {
                players: [a.into(), b.into()],
                last_moves: vec!["zz d4xd9 a1-a2 c7xe5xg3xxx 💥".into()],
                locale: Locale::FR,
                ..RenderOptions::default()
            };
            assert_eq!(
                decode_png(&board_png(&fox_pos("halatafl"), &options)).dimensions(),
                (WIDTH, HEIGHT)
            );
        }
    }
}

#[test]
fn the_result_is_drawn_when_the_game_is_over() {
    // Three geese left in the standard game: the foxes have won.
    let over = fox_pos("F../.../......./......./..G.G../.G./... g standard 0");
    assert!(over.end().is_some());
    let image = board_image(&over, &RenderOptions::default());
    let playing = board_image(&fox_pos("standard"), &RenderOptions::default());
    let (cx, cy) = tablero::render::foxgeese::BOARD_CENTRE;
    let probe = ((cx - 330.0) as u32, cy as u32);
    let luma = |c: [u8; 3]| c.iter().map(|&v| u32::from(v)).sum::<u32>();
    assert!(luma(image.get_pixel(probe.0, probe.1).0) < 150);
    assert!(luma(playing.get_pixel(probe.0, probe.1).0) > 150);
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
            let mut position = Position::start(variant);
            let mut last = Vec::new();
            for ply in 0..120 {
                let options = RenderOptions {
                    last_moves: last.clone(),
                    locale: Locale::all().nth(ply % 3).unwrap_or_default(),
                    flipped: seed == 1,
                    ..RenderOptions::default()
                };
                let image = board_image(&position, &options);
                assert_eq!(image.dimensions(), (WIDTH, HEIGHT));
                rendered += 1;
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                position = position.play(&mv).expect("a generated move is legal");
                last = vec![mv.to_string()];
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
    let gif = replay_gif(&game, &RenderOptions::default());
    let decoder =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).expect("a valid GIF");
    let frames = decoder.into_frames().collect_frames().expect("frames");
    assert_eq!(frames.len(), game.moves().len() + 1);
    let delay = |i: usize| {
        let (n, d) = frames[i].delay().numer_denom_ms();
        n / d
    };
    assert_eq!(delay(0), u32::from(FRAME_DELAY_CS) * 10);
    assert_eq!(delay(frames.len() - 1), u32::from(LAST_FRAME_DELAY_CS) * 10);
}
