//! The computer players: legal moves at every level in every game and variant, wins in one
//! turn, avoiding an immediate loss, determinism, node limits and cancelling, and finished
//! games. (The lab's `think` and `match` commands are tested in `lab/tests/`.)

use std::time::Duration;

use tablero::engine::{Level, Limits, choose, hint};
use tablero::games::foxgeese::{self, Variant};
use tablero::games::tzaar;
use tablero::games::{AnyGame, GameRules, Seat, TzaarSetup};

/// Small deterministic limits per level, so the tests are quick (in the dev profile too)
/// and reproducible.
fn test_limits(level: Level) -> Limits {
    match level {
        Level::Random | Level::Greedy => Limits::default(),
        Level::Easy => Limits::depth(2),
        Level::Medium => Limits::nodes(400),
        Level::Hard | Level::Perfect => Limits {
            time: None,
            nodes: Some(800),
            depth: Some(6),
        },
    }
}

fn tzaar_game(text: &str) -> AnyGame {
    let pos: tzaar::Position = text.parse().unwrap_or_else(|e| panic!("{e}: {text}"));
    AnyGame::new(tzaar::Game::from_position(pos))
}

fn fox_game(text: &str) -> AnyGame {
    let pos = foxgeese::Position::from_text(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    AnyGame::new(foxgeese::Game::new(pos))
}

/// Plays the choice on a copy of `game` (all its moves must be accepted) and returns it.
fn play(game: &AnyGame, moves: &[String]) -> AnyGame {
    let mut after = game.clone();
    let mover = game.to_move();
    assert!(!moves.is_empty());
    for (i, mv) in moves.iter().enumerate() {
        after
            .play_text(mv)
            .unwrap_or_else(|e| panic!("`{mv}` rejected in {}: {e}", after.position_text()));
        if i + 1 < moves.len() {
            assert_eq!(
                after.to_move(),
                mover,
                "the turn ended before {moves:?} did"
            );
            assert!(after.outcome().is_none());
        }
    }
    // The turn is complete: the other side moves next, or the game is over.
    assert!(
        after.outcome().is_some() || after.to_move() != mover,
        "turn {moves:?} left {mover:?} to move in {}",
        after.position_text()
    );
    // The joined text is accepted as one turn too.
    let mut joined = game.clone();
    joined.play_text(&moves.join(" ")).unwrap();
    assert_eq!(joined.position_text(), after.position_text());
    after
}

/// Every complete turn of the side to move, as the single-move texts.
fn all_turns(game: &AnyGame) -> Vec<Vec<String>> {
    let mover = game.to_move();
    let mut turns = Vec::new();
    for first in game.legal_moves() {
        let mut after = game.clone();
        after.play_text(&first).unwrap();
        if after.outcome().is_none() && after.to_move() == mover {
            for second in after.legal_moves() {
                turns.push(vec![first.clone(), second]);
            }
        } else {
            turns.push(vec![first]);
        }
    }
    turns
}

/// Whether the side to move can win with its next turn.
fn has_winning_turn(game: &AnyGame) -> bool {
    let mover = game.to_move();
    all_turns(game).iter().any(|turn| {
        let mut after = game.clone();
        for mv in turn {
            after.play_text(mv).unwrap();
        }
        after.outcome().is_some_and(|o| o.winner == Some(mover))
    })
}

/// Whether the turn loses or lets the opponent win at once.
fn turn_is_blunder(game: &AnyGame, turn: &[String]) -> bool {
    let mover = game.to_move();
    let mut after = game.clone();
    for mv in turn {
        after.play_text(mv).unwrap();
    }
    match after.outcome() {
        Some(o) => o.winner == Some(mover.other()),
        None => has_winning_turn(&after),
    }
}

/// Positions along a few random games of every game and variant (start, middle, late).
fn sample_games() -> Vec<AnyGame> {
    let mut specs = vec![
        tablero::games::tzaar::spec(TzaarSetup::Fixed),
        tablero::games::tzaar::spec(TzaarSetup::Random),
        tablero::games::tzaar::spec(TzaarSetup::Tournament),
    ];
    specs.extend(
        Variant::ALL
            .iter()
            .map(|&v| tablero::games::foxgeese::spec(v)),
    );
    let mut out = Vec::new();
    for (s, spec) in specs.into_iter().enumerate() {
        for g in 0..2u64 {
            let mut game = spec.start(g + 7 * s as u64);
            let mut turn = 0;
            while game.outcome().is_none() {
                if turn % 12 == 0 || turn < 2 {
                    out.push(game.clone());
                }
                let c = choose(&game, Level::Random, &Limits::default(), turn * 31 + g).unwrap();
                game = play(&game, &c.moves);
                turn += 1;
            }
            out.push(game.clone());
        }
    }
    out
}

#[test]
fn every_level_plays_legal_turns_in_every_game_and_variant() {
    tablero::packs::install();
    let games = sample_games();
    let mut checked = 0;
    for game in &games {
        for level in Level::ALL {
            let choice = choose(game, level, &test_limits(level), 3);
            match game.outcome() {
                Some(_) => assert!(choice.is_none(), "a move in a finished game"),
                None => {
                    let choice = choice
                        .unwrap_or_else(|| panic!("{level}: no move in {}", game.position_text()));
                    play(game, &choice.moves);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 200, "only {checked} choices checked");
}

#[test]
fn whole_games_between_levels_stay_legal() {
    tablero::packs::install();
    let pairs = [
        (Level::Hard, Level::Greedy),
        (Level::Easy, Level::Medium),
        (Level::Random, Level::Hard),
    ];
    let specs = [
        tablero::games::tzaar::spec(TzaarSetup::Random),
        tablero::games::tzaar::spec(TzaarSetup::Tournament),
        tablero::games::foxgeese::spec(Variant::Halatafl),
        tablero::games::foxgeese::spec(Variant::STANDARD),
    ];
    for spec in specs {
        for (i, (a, b)) in pairs.into_iter().enumerate() {
            let mut game = spec.start(i as u64);
            let mut turn = 0u64;
            while game.outcome().is_none() && turn < 400 {
                let level = if game.to_move() == Seat::First { a } else { b };
                let limits = match level {
                    Level::Hard => Limits::nodes(250),
                    Level::Medium => Limits::nodes(150),
                    l => test_limits(l),
                };
                let c = choose(&game, level, &limits, turn).unwrap();
                game = play(&game, &c.moves);
                turn += 1;
            }
        }
    }
}

#[test]
fn tzaar_levels_capture_the_last_tott_in_one_turn() {
    tablero::packs::install();
    // White's Tott a3 takes a4, then a5: Black's last two Totts, so Black has none.
    let game =
        tzaar_game("ZRTtt/....../......./......../......../......../......./....../zr... w 1");
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &test_limits(level), 1).unwrap();
        let after = play(&game, &choice.moves);
        let outcome = after.outcome().expect("the game is over");
        assert_eq!(
            outcome.winner,
            Some(Seat::First),
            "{level}: {:?}",
            choice.moves
        );
        assert_eq!(outcome.reason.key(), "no-tott");
    }
    // A single capture ends it at once (the turn is one move then).
    let game =
        tzaar_game("ZRTt./....../......./......../......../......../......./....../zr... w 1");
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &test_limits(level), 1).unwrap();
        assert_eq!(choice.moves, vec!["a3xa4".to_string()], "{level}");
        assert!(choice.score > tablero::engine::MATE_BOUND || level == Level::Greedy);
    }
}

#[test]
fn tzaar_levels_avoid_an_immediate_loss() {
    tablero::packs::install();
    // Black's Tzaar stack z2 on a4 threatens White's only Tott (a3); White can take it with
    // the Tzarra stack on b5 or otherwise defend. Black keeps another Tzaar on i2.
    let positions = [
        "ZRTz2./....R2./......./......../......../......../......./....../rzt.t w 1",
        // The same threat with White's second move to come.
        "ZRTz2./....R2./......./......../......../......../......./....../rzt.t w 2",
    ];
    for text in positions {
        let game = tzaar_game(text);
        let safe_exists = all_turns(&game).iter().any(|t| !turn_is_blunder(&game, t));
        assert!(safe_exists, "{text}");
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let choice = choose(&game, level, &test_limits(level), 5).unwrap();
            assert!(
                !turn_is_blunder(&game, &choice.moves),
                "{level} blundered {:?} in {text}",
                choice.moves
            );
        }
    }
}

#[test]
fn tzaar_search_levels_never_blunder_in_late_random_positions() {
    tablero::packs::install();
    let mut tested = 0;
    for seed in 0..60u64 {
        if tested >= 6 {
            break;
        }
        let mut game = tablero::games::tzaar::spec(TzaarSetup::Random).start(seed);
        // Random play into the late middle game.
        for turn in 0..(10 + seed % 10) {
            if game.outcome().is_some() {
                break;
            }
            let c = choose(&game, Level::Random, &Limits::default(), seed * 100 + turn).unwrap();
            game = play(&game, &c.moves);
        }
        if game.outcome().is_some() {
            continue;
        }
        let turns = all_turns(&game);
        // Only positions where a turn would lose at once but another would not.
        if turns.len() > 800
            || !turns.iter().any(|t| !turn_is_blunder(&game, t))
            || !turns.iter().any(|t| turn_is_blunder(&game, t))
        {
            continue;
        }
        let c = choose(&game, Level::Hard, &Limits::depth(3), seed).unwrap();
        assert!(
            !turn_is_blunder(&game, &c.moves),
            "hard blundered {:?} in {}",
            c.moves,
            game.position_text()
        );
        tested += 1;
    }
    assert!(tested >= 5, "only {tested} positions tested");
}

#[test]
fn fox_takes_the_winning_jump() {
    tablero::packs::install();
    // Standard game, four geese: d4xd6 leaves three, and the fox wins.
    let game = fox_game(".../.../...G.../...F.../G.....G/.../G.. f standard 0");
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &test_limits(level), 1).unwrap();
        assert_eq!(choice.moves, vec!["d4xd6".to_string()], "{level}");
        let after = play(&game, &choice.moves);
        assert_eq!(after.outcome().unwrap().winner, Some(Seat::First));
    }
}

#[test]
fn goose_fills_the_pen() {
    tablero::packs::install();
    // Halatafl: eight geese in the pen and c4-c5 fills it.
    let game = fox_game("GGG/GGG/...GG../..G..../F.....F/.../... g halatafl 0");
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &test_limits(level), 1).unwrap();
        let after = play(&game, &choice.moves);
        let outcome = after.outcome().expect("over");
        assert_eq!(
            outcome.winner,
            Some(Seat::Second),
            "{level}: {:?}",
            choice.moves
        );
        assert_eq!(outcome.reason.key(), "pen-filled");
    }
}

#[test]
fn geese_avoid_giving_the_fox_the_win() {
    tablero::packs::install();
    // Four geese: the fox threatens d4xd6; the geese must cover d6 or move d5 away.
    let game = fox_game(".../.../..GG.../...F.../G.....G/.../... g standard 0");
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard] {
        let choice = choose(&game, level, &test_limits(level), 2).unwrap();
        assert!(
            !turn_is_blunder(&game, &choice.moves),
            "{level} blundered {:?}",
            choice.moves
        );
    }
}

#[test]
fn same_seed_and_node_limit_give_the_same_move() {
    tablero::packs::install();
    let mut games = vec![
        tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0),
        tablero::games::tzaar::spec(TzaarSetup::Random).start(9),
        tablero::games::foxgeese::spec(Variant::Halatafl).start(0),
        tablero::games::foxgeese::spec(Variant::STANDARD).start(0),
    ];
    // And a position with two moves to a turn.
    let mut second = games[1].clone();
    let c = choose(&second, Level::Greedy, &Limits::default(), 0).unwrap();
    second = play(&second, &c.moves);
    games.push(second);
    for game in &games {
        for level in Level::ALL {
            let limits = Limits::nodes(3_000);
            let a = choose(game, level, &limits, 42).unwrap();
            let b = choose(game, level, &limits, 42).unwrap();
            assert_eq!(a, b, "{level} in {}", game.position_text());
        }
    }
    // Different seeds break ties differently somewhere (random level, fixed start).
    let game = &games[0];
    let picks: std::collections::HashSet<Vec<String>> = (0..20)
        .map(|s| {
            choose(game, Level::Random, &Limits::default(), s)
                .unwrap()
                .moves
        })
        .collect();
    assert!(picks.len() > 3);
}

#[test]
fn node_limits_bound_the_search_and_cancelling_stops_it() {
    tablero::packs::install();
    let mut tzaar = tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0);
    tzaar.play_text("d3xd4").unwrap();
    let games = [
        tzaar,
        tablero::games::foxgeese::spec(Variant::Halatafl).start(0),
    ];
    for game in &games {
        let c = choose(game, Level::Hard, &Limits::nodes(20_000), 1).unwrap();
        // The node budget is checked at every node; the first iteration and the turn's
        // completion may add a little.
        assert!(c.nodes <= 25_000, "{} nodes", c.nodes);
        assert!(c.depth >= 2, "only depth {}", c.depth);
        play(game, &c.moves);
    }
    // A raised cancel flag stops the search after its first iteration, whatever the
    // time budget; the turn is still legal.
    use std::sync::atomic::AtomicBool;
    let game = tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0);
    let cancel = AtomicBool::new(true);
    let c = tablero::engine::choose_cancellable(
        &game,
        Level::Hard,
        &Limits::time(Duration::from_secs(30)),
        1,
        &cancel,
    )
    .unwrap();
    assert_eq!(c.depth, 1);
    play(&game, &c.moves);
}

#[test]
fn finished_games_have_no_move_and_hints_are_legal() {
    tablero::packs::install();
    let over =
        tzaar_game("ZRT../....../......./......../......../......../......./....../zr... w 1");
    assert!(over.outcome().is_some());
    for level in Level::ALL {
        assert!(choose(&over, level, &Limits::default(), 0).is_none());
    }
    let over = fox_game("GGG/GGG/..GGG../F.....F/......./.../... f halatafl 0");
    assert!(over.outcome().is_some());
    for level in Level::ALL {
        assert!(choose(&over, level, &Limits::default(), 0).is_none());
    }
    for game in [
        tablero::games::tzaar::spec(TzaarSetup::Fixed).start(0),
        tablero::games::foxgeese::spec(Variant::Halatafl).start(0),
    ] {
        let h = hint(&game, 0).unwrap();
        play(&game, &h.moves);
    }
}

#[test]
fn levels_read_and_print() {
    tablero::packs::install();
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
    assert!("expert".parse::<Level>().is_err());
    assert_eq!(Level::Hard.limits().time, Some(Duration::from_secs(2)));
    assert!(Level::Random.limits().time.is_none());
}

#[test]
fn foxgeese_levels_cap_the_depth_and_hints_look_deeper() {
    tablero::packs::install();
    // The Fox and Geese ladder rests on these caps (docs/foxgeese.md, "The computer
    // players"); the hint keeps the deeper search medium had before.
    use tablero::engine::hint_limits;

    let fg = tablero::games::foxgeese::KIND;
    assert_eq!(Level::Easy.limits_for(fg).depth, Some(2));
    assert_eq!(Level::Medium.limits_for(fg).depth, Some(4));
    assert_eq!(Level::Hard.limits_for(fg).depth, None);
    assert_eq!(hint_limits(fg).depth, Some(8));
    assert_eq!(hint_limits(fg).time, Level::Medium.limits_for(fg).time);
    assert_eq!(
        hint_limits(tablero::games::tzaar::KIND),
        Level::Medium.limits_for(tablero::games::tzaar::KIND)
    );
}
