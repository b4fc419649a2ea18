//! Standings images: drawn from real tournaments played by the core, sized to their content
//! and bounded, in every language, whatever the names and the number of rounds.

use super::draw::{rank_text, size_of};
use super::words::Words;
use super::*;
use crate::games::{GameKind, Seat};
use crate::i18n::{self, Args, Locale};
use crate::tournament::{
    Advance, Format, GameResult, Points, Settings, Standings, Status, Tournament,
};

const TZAAR_SIDES: [&str; 2] = ["white", "black"];

fn settings(format: Format, max: u32) -> Settings {
    Settings {
        name: "Spring open".into(),
        game: "tzaar".into(),
        options: "fixed".into(),
        time: crate::time_control::TimeControl::PerTurn { seconds: 86_400 },
        format,
        rated: true,
        max_players: max,
        starts_at: None,
        organizer: "org".into(),
    }
}

/// A tournament of `players` ("p1", "p2", ...) with `played` rounds played to the end (the
/// lower seed wins, every fifth game drawn), and `withdrawn` withdrawing in round 2.
fn tournament(format: Format, players: u32, played: u32, withdrawn: Option<&str>) -> Tournament {
    let mut t = Tournament::new(settings(format, players.max(2))).expect("valid settings");
    for i in 1..=players {
        t.join(&format!("p{i}")).expect("room to join");
    }
    t.start(|_| None).expect("two players or more");
    let seed = |user: &str| user[1..].parse::<u32>().unwrap_or(0);
    for n in 1..=played {
        if n == 2
            && let Some(w) = withdrawn
        {
            t.withdraw(w).expect("running");
        }
        let Some(round) = t.current_round().cloned() else {
            break;
        };
        for (i, p) in round.pairings.iter().enumerate() {
            if p.result.is_some() {
                continue;
            }
            let result = if (i as u32 + n).is_multiple_of(5) {
                GameResult::Drawn
            } else if seed(&p.first) < seed(&p.second) {
                GameResult::Won(Seat::First)
            } else {
                GameResult::Won(Seat::Second)
            };
            t.record(round.number, p.board, result).expect("a pairing");
        }
        if t.advance().expect("pairs") == Advance::Finished {
            break;
        }
    }
    t
}

fn view_of(t: &Tournament, locale: Locale, name: impl Fn(&str) -> String) -> StandingsView {
    let standings = t.standings();
    let stage = if t.status == Status::Finished {
        Stage::Final
    } else {
        Stage::After {
            round: standings.complete_rounds,
            total: t.total_rounds(),
        }
    };
    StandingsView::new(
        locale,
        &t.settings.name,
        stage,
        TZAAR_SIDES,
        &standings,
        |u| name(u),
    )
}

fn plain(t: &Tournament) -> StandingsView {
    view_of(t, Locale::EN, |u| format!("Player {u}"))
}

fn decode(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png)
        .expect("a valid PNG")
        .into_rgb8()
}

#[test]
fn a_small_table_renders_at_its_measured_size() {
    let t = tournament(Format::RoundRobin, 4, 3, None);
    assert_eq!(t.status, Status::Finished);
    let view = plain(&t);
    let png = standings_png(&view).expect("drawn");
    let image = decode(&png);
    let (w, h, _) = size_of(&view);
    assert_eq!(image.dimensions(), (w, h));
    assert!(
        (420..900).contains(&w) && (250..500).contains(&h),
        "{w}x{h}"
    );
    // The winner's row is highlighted: its left edge carries the accent bar.
    assert_eq!(view.rows[0].rank, 1);
    assert!(view.is_winner(&view.rows[0]) && !view.is_winner(&view.rows[1]));
    let accent = (0..h).any(|y| (0..w).any(|x| image.get_pixel(x, y).0 == super::super::ACCENT));
    assert!(accent, "the winner's bar is drawn");
    // The renderer's own caches draw the same image.
    let boards = super::super::Boards::new();
    use super::super::Renderer;
    assert_eq!(decode(&boards.standings(&view).expect("drawn")), image);
}

#[test]
fn the_image_grows_with_players_and_rounds() {
    let swiss =
        |players, rounds| plain(&tournament(Format::Swiss { rounds }, players, rounds, None));
    let (w4, h4, _) = size_of(&swiss(4, 3));
    let (w8, h8, _) = size_of(&swiss(8, 3));
    let (w8r, h8r, _) = size_of(&swiss(8, 7));
    assert!(h8 > h4, "more players, taller: {h4} -> {h8}");
    assert!(w8r > w8, "more rounds, wider: {w8} -> {w8r}");
    assert!(w8r >= w4 && h8r > h4);
}

#[test]
fn a_32_player_9_round_swiss_stays_legible_and_bounded() {
    let t = tournament(Format::Swiss { rounds: 9 }, 32, 9, Some("p7"));
    assert_eq!(t.status, Status::Finished);
    let view = view_of(&t, Locale::FR, |u| format!("Joueuse numéro {u}"));
    let (w, h, hidden) = size_of(&view);
    assert_eq!(hidden, 0, "every round shown");
    assert!(w <= 1200 && h <= 1300, "{w}x{h}");
    let png = standings_png(&view).expect("drawn");
    assert!(png.len() < 320 * 1024, "{} bytes", png.len());
    assert_eq!(decode(&png).dimensions(), (w, h));
}

#[test]
fn every_bound_holds_on_any_input() {
    // More rounds than fit: the first ones are left out, the width stays bounded.
    let mut view = plain(&tournament(Format::RoundRobin, 6, 5, None));
    for row in &mut view.rows {
        let cells = row.rounds.clone();
        row.rounds = cells.iter().cycle().take(300).copied().collect();
        row.tiebreaks.truncate(1); // fewer values than tie-breaks: drawn empty
    }
    let (w, _, hidden) = size_of(&view);
    assert!(w <= MAX_WIDTH && hidden > 200, "{w} {hidden}");
    assert!(standings_png(&view).is_ok());
    // More rows than fit, opponents outside the table, an empty name, no rows at all.
    let row = view.rows[0].clone();
    view.rows = (0..MAX_ROWS + 20)
        .map(|i| StandingsRow {
            rank: i as u32 + 1,
            name: String::new(),
            rounds: vec![Cell::Game {
                opponent: None,
                seat: Seat::Second,
                result: Some(GameResult::BothForfeited),
            }],
            ..row.clone()
        })
        .collect();
    let (_, h, _) = size_of(&view);
    assert!(h < 4200, "{h}");
    assert!(standings_png(&view).is_ok());
    view.rows.clear();
    view.name = "x".repeat(5000);
    let (w, _, _) = size_of(&view);
    assert!(w <= MAX_WIDTH);
    assert!(standings_png(&view).is_ok());
}

#[test]
fn long_names_are_shortened_to_the_same_width() {
    let t = tournament(Format::RoundRobin, 4, 3, None);
    let long = |n: usize| view_of(&t, Locale::EN, move |u| format!("{u} {}", "W".repeat(n)));
    let (w60, ..) = size_of(&long(60));
    let (w600, ..) = size_of(&long(600));
    assert_eq!(w60, w600, "a name is cut at the same width however long");
    let (short, ..) = size_of(&plain(&t));
    assert!(w60 <= short + NAME_MAX as u32, "{short} -> {w60}");
    assert!(standings_png(&long(600)).is_ok());
}

#[test]
fn shared_places_read_as_the_text_writes_them() {
    let mut row = plain(&tournament(Format::RoundRobin, 2, 1, None)).rows[0].clone();
    row.rank = 2;
    row.shared = true;
    assert_eq!(rank_text(&row), "2=");
    row.shared = false;
    assert_eq!(rank_text(&row), "2");
    // Two players who drew their only game share first place, both highlighted at the end.
    let mut t = Tournament::new(settings(Format::RoundRobin, 2)).expect("valid");
    t.join("a").and_then(|_| t.join("b")).expect("room");
    t.start(|_| None).expect("two players");
    t.record(1, 1, GameResult::Drawn).expect("the game");
    assert_eq!(t.advance().expect("finishes"), Advance::Finished);
    let view = plain(&t);
    assert!(view.rows.iter().all(|r| r.rank == 1 && r.shared));
    assert!(view.rows.iter().all(|r| view.is_winner(r)));
    assert_eq!(rank_text(&view.rows[1]), "1=");
    assert!(standings_png(&view).is_ok());
}

#[test]
fn cells_write_opponent_side_and_result() {
    let words = |locale, sides: [&str; 2]| {
        let standings = Standings {
            tiebreaks: vec![],
            rows: vec![],
            complete_rounds: 0,
        };
        let view = StandingsView::new(locale, "Cup", Stage::Final, sides, &standings, |u| {
            u.to_string()
        });
        Words::new(&view)
    };
    let game = |seat, result| Cell::Game {
        opponent: Some(3),
        seat,
        result,
    };
    let en = words(Locale::EN, TZAAR_SIDES);
    assert_eq!(
        en.cell(game(Seat::First, Some(GameResult::Won(Seat::First)))),
        "3W+"
    );
    assert_eq!(en.cell(game(Seat::Second, Some(GameResult::Drawn))), "3B=");
    assert_eq!(
        en.cell(game(Seat::First, Some(GameResult::Won(Seat::Second)))),
        "3W−"
    );
    assert_eq!(en.cell(game(Seat::First, None)), "3W…");
    assert_eq!(
        en.cell(game(Seat::First, Some(GameResult::Forfeited(Seat::Second)))),
        "3+"
    );
    assert_eq!(
        en.cell(game(
            Seat::Second,
            Some(GameResult::Forfeited(Seat::Second))
        )),
        "3−"
    );
    assert_eq!(en.cell(Cell::Bye), "bye");
    assert_eq!(en.cell(Cell::Absent), "–");
    let es = words(Locale::ES, TZAAR_SIDES);
    assert_eq!(
        es.cell(game(Seat::Second, Some(GameResult::Won(Seat::Second)))),
        "3N+"
    );
    assert_eq!(es.cell(Cell::Bye), "descanso");
    let fr = words(Locale::FR, ["fox", "geese"]);
    assert_eq!(fr.cell(game(Seat::First, Some(GameResult::Drawn))), "3R=");
    assert_eq!(fr.cell(Cell::Bye), "exempt");
    assert_eq!(words(Locale::ES, ["fox", "geese"]).sides, ["Z", "G"]);
    // A game the catalogue has no letters for gets neutral marks.
    let toy = words(Locale::EN, ["north", "south"]);
    assert_eq!(toy.cell(game(Seat::Second, None)), "3●…");
}

#[test]
fn every_language_has_every_word() {
    for locale in Locale::all() {
        for kind in GameKind::all() {
            for word in kind.def().side_words() {
                for id in [
                    format!("standings-side-{word}"),
                    format!("standings-legend-side-{word}"),
                ] {
                    assert!(
                        i18n::text_or_none(locale, &id, &Args::new()).is_some(),
                        "{locale}: {id}"
                    );
                }
            }
        }
        let t = tournament(Format::Swiss { rounds: 3 }, 5, 2, Some("p5"));
        let view = view_of(&t, locale, |u| u.to_string());
        let words = Words::new(&view);
        let cells: Vec<Cell> = view.rows.iter().flat_map(|r| r.rounds.clone()).collect();
        let mut all = vec![
            words.subtitle.clone(),
            words.rank.clone(),
            words.player.clone(),
            words.points.clone(),
            words.bye.clone(),
            words.withdrawn.clone(),
            words.round(2),
            words.rounds_hidden(3),
            words.rows_hidden(4),
        ];
        all.extend(words.tiebreaks.clone());
        all.extend(words.legend(&view, &cells));
        for text in &all {
            assert!(
                !text.is_empty() && !text.contains("standings-"),
                "{locale}: {text}"
            );
        }
        assert!(standings_png(&view).is_ok(), "{locale}");
    }
    let subtitle = |locale, round| {
        let mut view = plain(&tournament(Format::RoundRobin, 2, 0, None));
        view.locale = locale;
        view.stage = Stage::After { round, total: 5 };
        Words::new(&view).subtitle
    };
    assert_eq!(subtitle(Locale::EN, 3), "Standings after round 3 of 5");
    assert_eq!(
        subtitle(Locale::ES, 3),
        "Clasificación tras la ronda 3 de 5"
    );
    assert_eq!(subtitle(Locale::FR, 3), "Classement après la ronde 3 sur 5");
    assert_eq!(
        subtitle(Locale::FR, 0),
        "Classement\u{a0}: première ronde en cours"
    );
}

/// A finished 5-player Swiss, with a withdrawal and names as Discord servers have them; with
/// `TABLERO_STANDINGS_EXAMPLE` set, saved there to look at.
#[test]
fn a_finished_five_player_swiss() {
    let t = tournament(Format::Swiss { rounds: 5 }, 5, 5, Some("p4"));
    let names = [
        "Ana García",
        "Bruno 🦊 the Unstoppable Stack Builder of the North",
        "Chloé",
        "Dmitri",
        "Eve",
    ];
    let view = view_of(&t, Locale::EN, |u| {
        let i: usize = u[1..].parse().unwrap_or(1);
        super::super::board_name(names[(i - 1) % names.len()], None)
    });
    assert_eq!(view.stage, Stage::Final);
    assert!(view.rows.iter().any(|r| r.withdrawn));
    assert!(
        view.rows
            .iter()
            .flat_map(|r| &r.rounds)
            .any(|c| *c == Cell::Bye)
    );
    let png = standings_png(&view).expect("drawn");
    let (w, h, _) = size_of(&view);
    assert_eq!(decode(&png).dimensions(), (w, h));
    assert!(view.rows[0].points > Points::ZERO);
    if let Ok(path) = std::env::var("TABLERO_STANDINGS_EXAMPLE") {
        std::fs::write(&path, &png).expect("the example is written");
    }
}
