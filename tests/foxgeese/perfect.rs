//! The perfect level and exact hints (issue 30) on tables solved here, in a temporary
//! directory: standard Fox and Geese with 4 and 5 geese, and with sideways steps 4 geese
//! (draws included). A few seconds in the dev profile.
//!
//! - the perfect level's move keeps the exact value of every sampled position (a win one
//!   move shorter, a loss one move shorter, a draw), so it never turns a win into a draw or
//!   a loss, nor a draw into a loss;
//! - as the winner it beats hard from every sampled won position, within the table's
//!   distance;
//! - where no table covers the position (more geese than solved, TZAAR, no tables) it
//!   plays exactly as hard;
//! - which games and variants have tables for it, and exact hints.

use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use tablero::engine::{
    Engine, Level, Limits, Oracle, choose, choose_with, exact, has_perfect_level, hint_exact,
    perfect_has_tables,
};
use tablero::games::foxgeese::solver::moves::{Rules, to_position};
use tablero::games::foxgeese::solver::table::{Solved, file_name};
use tablero::games::foxgeese::solver::{Tables, Value, acyclic, retro};
use tablero::games::foxgeese::{self, Bits, Position, Variant};
use tablero::games::{AnyGame, GameRules, Seat, TzaarSetup};

/// The tables, solved once for the whole test binary.
fn tables_dir() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        solve(dir.path(), variant("standard"), 5);
        solve(dir.path(), variant("standard+sideways"), 4);
        dir
    })
    .path()
}

fn solve(dir: &Path, variant: Variant, top: u32) {
    let rules = Rules::new(variant);
    let mut solved = Solved::new(rules);
    for k in rules.min_geese..=top {
        let table = if variant.sideways() {
            retro::solve(&rules, k, &solved, true, &|_| {}).unwrap()
        } else {
            acyclic::solve(&rules, k, &solved, true, 2, &|_| {}).unwrap()
        };
        table.write(&file_name(dir, variant, k)).unwrap();
        solved.insert(table);
    }
}

fn variant(text: &str) -> Variant {
    text.parse().unwrap()
}

fn oracle() -> Oracle {
    Oracle::open(tables_dir())
}

fn perfect() -> Engine {
    Engine::new(Level::Perfect).with_oracle(oracle())
}

fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 17
}

/// `k` distinct random points outside `avoid`.
fn random_points(state: &mut u64, k: u32, avoid: Bits) -> Bits {
    let mut bits: Bits = 0;
    while bits.count_ones() < k {
        let p = lcg(state) % 33;
        if avoid >> p & 1 == 0 {
            bits |= 1 << p;
        }
    }
    bits
}

/// Random positions of `variant` with `geese` geese that are not over, with their exact
/// values, alternating the side to move.
fn sample(variant: Variant, geese: u32, count: usize, seed: u64) -> Vec<(Position, Value)> {
    let tables = Tables::open(tables_dir());
    let mut state = seed;
    let mut out = Vec::new();
    while out.len() < count {
        let fox = random_points(&mut state, 1, 0);
        let flock = random_points(&mut state, geese, fox);
        let Some(pos) = to_position(variant, fox, flock, out.len() % 2 == 0) else {
            continue;
        };
        if pos.end().is_some() {
            continue;
        }
        let value = tables
            .value(&pos)
            .unwrap_or_else(|| panic!("no value for {pos}"));
        out.push((pos, value));
    }
    out
}

fn game(pos: Position) -> AnyGame {
    AnyGame::new(foxgeese::Game::new(pos))
}

fn position(game: &AnyGame) -> Position {
    *game
        .downcast_ref::<foxgeese::Game>()
        .expect("a Fox and Geese game")
        .position()
}

fn play(game: &AnyGame, moves: &[String]) -> AnyGame {
    let mut next = game.clone();
    for m in moves {
        next.play_text(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", game.position_text()));
    }
    next
}

fn never() -> AtomicBool {
    AtomicBool::new(false)
}

#[test]
fn the_perfect_move_keeps_the_exact_value() {
    tablero::packs::install();
    let tables = Tables::open(tables_dir());
    let engine = perfect();
    let cases = [
        (variant("standard"), 4, 300),
        (variant("standard"), 5, 400),
        (variant("standard+sideways"), 4, 400),
    ];
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for (v, geese, count) in cases {
        for (i, (pos, value)) in sample(v, geese, count, 7 + u64::from(geese))
            .into_iter()
            .enumerate()
        {
            let g = game(pos);
            let choice = choose_with(&g, &engine, &Limits::nodes(500), i as u64, &never())
                .unwrap_or_else(|| panic!("no move in {pos}"));
            assert_eq!(choice.nodes, 0, "a table move, not a search, in {pos}");
            let after = position(&play(&g, &choice.moves));
            let next = tables.value(&after).expect("the successor's value");
            assert_eq!(
                next.before(),
                value,
                "{pos} is {value:?}, but {:?} leads to {next:?}",
                choice.moves
            );
            match value {
                Value::Win(_) => wins += 1,
                Value::Loss(_) => losses += 1,
                Value::Draw => draws += 1,
            }
        }
    }
    // The sample has every kind of value.
    assert!(
        wins > 100 && losses > 100 && draws > 50,
        "{wins} {losses} {draws}"
    );
}

#[test]
fn the_perfect_winner_beats_hard_every_time() {
    tablero::packs::install();
    let engine = perfect();
    let hard = Limits::nodes(3_000);
    let mut games = 0;
    for (v, geese) in [(variant("standard"), 5), (variant("standard+sideways"), 4)] {
        let won = sample(v, geese, 200, 99 + u64::from(geese))
            .into_iter()
            .filter(|(_, value)| matches!(value, Value::Win(n) if *n >= 5))
            .take(12);
        for (pos, value) in won {
            let Value::Win(n) = value else { unreachable!() };
            let winner = pos.to_move();
            let mut g = game(pos);
            let mut plies = 0;
            while g.outcome().is_none() {
                let choice = if g.to_move() == winner {
                    choose_with(&g, &engine, &hard, plies, &never())
                } else {
                    choose(&g, Level::Hard, &hard, plies)
                }
                .expect("a move");
                g = play(&g, &choice.moves);
                plies += 1;
                assert!(plies <= u64::from(n), "{pos}: not over after {n} plies");
            }
            let outcome = g.outcome().unwrap();
            assert_eq!(outcome.winner, Some(winner), "{pos}: {outcome:?}");
            games += 1;
        }
    }
    assert!(games >= 20, "only {games} games");
}

#[test]
fn without_a_table_the_perfect_level_plays_as_hard() {
    tablero::packs::install();
    let engine = perfect();
    let limits = Limits::nodes(2_000);
    // Six geese: no table here.
    let mut state = 5;
    let mut checked = 0;
    while checked < 5 {
        let fox = random_points(&mut state, 1, 0);
        let flock = random_points(&mut state, 6, fox);
        let Some(pos) = to_position(variant("standard"), fox, flock, checked % 2 == 0) else {
            continue;
        };
        if pos.end().is_some() {
            continue;
        }
        let g = game(pos);
        assert_eq!(exact(&g, &oracle()), None);
        let perfect = choose_with(&g, &engine, &limits, 3, &never());
        assert_eq!(perfect, choose(&g, Level::Hard, &limits, 3), "{pos}");
        checked += 1;
    }
    // The start of every game, TZAAR too; and without any tables.
    let starts = [
        tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0),
        tablero::games::foxgeese::spec(Variant::STANDARD).start(0),
        tablero::games::foxgeese::spec(Variant::Halatafl).start(0),
    ];
    for g in &starts {
        let hard = choose(g, Level::Hard, &limits, 1);
        assert_eq!(choose_with(g, &engine, &limits, 1, &never()), hard);
        assert_eq!(choose(g, Level::Perfect, &limits, 1), hard);
    }
}

#[test]
fn the_perfect_level_knows_which_games_have_tables() {
    tablero::packs::install();
    let oracle = oracle();
    let fox = tablero::games::foxgeese::KIND;
    assert!(has_perfect_level(fox));
    let tzaar = tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0);
    assert!(!has_perfect_level(tzaar.kind()));
    assert!(!perfect_has_tables(&tzaar, &oracle));
    let start = |text: &str| tablero::games::foxgeese::spec(variant(text)).start(0);
    // Tables of 4 and 5 geese serve games that start with 13, 15 or 17: captures bring
    // them in. The 15 and 17 geese games read the files solved for `standard`.
    for text in [
        "standard",
        "standard+15",
        "standard+17",
        "standard+sideways",
    ] {
        assert!(perfect_has_tables(&start(text), &oracle), "{text}");
    }
    for text in ["standard+15+sideways", "halatafl"] {
        assert!(perfect_has_tables(&start(text), &oracle) == text.contains("sideways"));
    }
    // Nothing without a tables directory.
    let none = Oracle::open(Path::new("/nonexistent/tables"));
    assert!(none.is_empty());
    assert!(!perfect_has_tables(&start("standard"), &none));
    // A 15-goose game valued from the `standard` files.
    let pos =
        Position::from_text(".../.../......./...F.../GGGG.../.../... f standard+15 0").unwrap();
    assert_eq!(exact(&game(pos), &oracle).map(|v| v.before()), {
        let same =
            Position::from_text(".../.../......./...F.../GGGG.../.../... f standard 0").unwrap();
        exact(&game(same), &oracle).map(|v| v.before())
    });
    assert!(exact(&game(pos), &oracle).is_some());
}

#[test]
fn hints_use_exact_values_where_tables_cover_the_position() {
    tablero::packs::install();
    let tables = Tables::open(tables_dir());
    let oracle = oracle();
    for (pos, value) in sample(variant("standard+sideways"), 4, 40, 3) {
        let g = game(pos);
        let (choice, shown) = hint_exact(&g, &oracle, 1, &never()).expect("a hint");
        assert_eq!(shown, Some(value), "{pos}");
        let after = position(&play(&g, &choice.moves));
        assert_eq!(tables.value(&after).map(Value::before), Some(value));
    }
    // Beyond the tables: the medium search, without a value.
    let g = tablero::games::foxgeese::spec(Variant::STANDARD).start(0);
    let (choice, shown) = hint_exact(&g, &oracle, 1, &never()).expect("a hint");
    assert_eq!(shown, None);
    assert_eq!(play(&g, &choice.moves).to_move(), Seat::Second);
}

#[test]
fn the_analysis_reads_exact_values_and_names_a_win_thrown_into_a_draw() {
    tablero::packs::install();
    use tablero::analysis::{self, Eval, Proof, Setup, Severity};
    let tables = Tables::open(tables_dir());
    let sideways = variant("standard+sideways");
    // A won position with a move to a drawn one: the fox throws the win away.
    let (pos, drawing) = sample(sideways, 4, 2000, 29)
        .into_iter()
        .filter(|(_, v)| matches!(v, Value::Win(_)))
        .find_map(|(pos, _)| {
            let g = game(pos);
            g.legal_moves().into_iter().find_map(|m| {
                let next = play(&g, std::slice::from_ref(&m));
                (tables.value(&position(&next)) == Some(Value::Draw)).then_some((pos, m))
            })
        })
        .expect("a won position with a drawing move");
    let played = play(&game(pos), std::slice::from_ref(&drawing));
    let turns = analysis::turns(&played).unwrap();
    let setup = Setup {
        nodes: 5_000,
        oracle: oracle(),
        seed: 1,
    };
    let evals: Vec<_> = turns
        .positions()
        .into_iter()
        .map(|g| analysis::evaluate(g, &setup, &never()))
        .collect();
    let review = analysis::review(&turns, &evals);
    let t = &review.turns[0];
    assert!(matches!(t.before, Eval::Win(_)), "{t:?}");
    assert_eq!(t.after, Eval::Draw);
    assert!(matches!(t.proof, Some(Proof::MissedWin { .. })), "{t:?}");
    assert_eq!(t.severity, Some(Severity::Blunder));
    assert_eq!(evals[0].nodes, 0, "an exact value, no search");
}

#[tokio::test]
async fn status_tells_the_exact_value_when_asked_but_not_in_rated_games() {
    tablero::packs::install();
    // `/status value:yes` through the play layer, on a table reading the test's tables.
    use tablero::messages::{self, Msg, PlainStyle};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let store = tablero::store::Store::open(db.to_str().unwrap())
        .await
        .unwrap();
    let config = tablero::table::TableConfig {
        oracle: oracle(),
        ..Default::default()
    };
    let table = tablero::table::Table::new(
        store,
        std::sync::Arc::new(tablero::render::Boards::new()),
        std::sync::Arc::new(tablero::table::SystemClock),
        config,
    );
    let ch = tablero::domain::ChannelRef {
        guild: Some("g".into()),
        channel: "c".into(),
    };
    let (alice, bob) = (
        tablero::table::Actor::new("alice", "Alice", tablero::i18n::Locale::EN),
        tablero::table::Actor::new("bob", "Bob", tablero::i18n::Locale::EN),
    );
    let spec = tablero::games::GameSpec::parse(foxgeese::KIND, "standard").unwrap();
    for rated in [Some(false), None] {
        let request = tablero::table::ChallengeRequest {
            opponent: Some("bob".into()),
            spec,
            side: tablero::domain::SideChoice::First,
            time: None,
            level: None,
            rated,
        };
        table.challenge(&ch, &alice, &request).await.unwrap();
        table.accept(&ch, &bob, None).await.unwrap();
        let answer = table.exact_value(&ch).await;
        match rated {
            // 13 geese: no table here covers the start.
            Some(false) => {
                let reply = answer.unwrap();
                assert!(matches!(
                    reply.lines[0],
                    Msg::ExactValue { value: None, .. }
                ));
                let text = messages::lines(&reply.lines, tablero::i18n::Locale::EN, &PlainStyle);
                assert!(text.contains("No solved table"), "{text}");
            }
            _ => assert!(matches!(
                answer,
                Err(tablero::table::TableError::NoValueInRated)
            )),
        }
        table.resign(&ch, &bob).await.unwrap();
    }
    // The words of a value.
    let spec = tablero::games::GameSpec::parse(foxgeese::KIND, "standard").unwrap();
    let text = messages::text(
        &Msg::ExactValue {
            spec,
            to_move: Seat::Second,
            value: Some(Value::Loss(23)),
        },
        tablero::i18n::Locale::EN,
        &PlainStyle,
    );
    assert_eq!(
        text,
        "By the solved tables, the fox wins in 23 moves with best play (both sides' moves counted)."
    );
}
