//! The picker against the rules cores: in every position tried, the turns it can complete
//! are exactly the legal turns, each by one path; no menu shows more than Discord allows; at
//! sampled steps only the offered choices are accepted; and the longest path fits and reads
//! back.

use std::collections::BTreeSet;

use super::menus::{self, MENU_LIMIT};
use super::model::walk;
use super::{Choice, MAX_PATH, PickLabel, PickPath};
use crate::games::foxgeese::{self, Piece, Point, Variant};
use crate::games::{AnyGame, GameRules, TzaarSetup};

/// A small deterministic generator for playouts.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// `game` after `turns` random whole turns (or fewer, if it ends).
fn playout(mut game: AnyGame, turns: usize, seed: u64) -> AnyGame {
    let mut rng = Lcg(seed);
    for _ in 0..turns {
        let turns = legal_turns(&game);
        if turns.is_empty() {
            break;
        }
        let pick = turns[rng.below(turns.len())].clone();
        let mut next = game.clone();
        next.play_text(&pick).expect("a legal turn plays");
        if next.outcome().is_some() {
            break;
        }
        game = next;
    }
    game
}

/// Every legal turn, from the rules cores alone: one move, or a TZAAR first move followed by
/// every second move it allows (a pass too).
fn legal_turns(game: &AnyGame) -> Vec<String> {
    let mut out = Vec::new();
    for first in game.legal_moves() {
        let mut after = game.clone();
        after.play_text(&first).expect("legal");
        if after.outcome().is_none() && after.to_move() == game.to_move() {
            for second in after.legal_moves() {
                out.push(format!("{first} {second}"));
            }
        } else {
            out.push(first);
        }
    }
    out
}

/// Every turn the picker can complete, with its path, walking every offered choice; checks
/// each step on the way.
fn reachable(game: &AnyGame, probe_every: usize) -> Vec<(String, Vec<Choice>)> {
    let mut out = Vec::new();
    let mut stack: Vec<Vec<Choice>> = vec![Vec::new()];
    let mut nodes = 0;
    while let Some(path) = stack.pop() {
        let step = walk(game, &path).expect("every offered path walks");
        let written = PickPath::from_choices(&path).expect("every path fits an id");
        assert_eq!(written.choices(), path);
        if let Some(turn) = step.complete {
            assert!(step.menu.is_none() && !step.pass && !step.stop);
            out.push((turn, path));
            continue;
        }
        let mut offered: Vec<Choice> = Vec::new();
        if let Some(menu) = &step.menu {
            assert!(!menu.options.is_empty());
            assert!(
                menu.options.len() <= MENU_LIMIT,
                "{} options",
                menu.options.len()
            );
            offered.extend(menu.options.iter().map(|o| o.choice));
        }
        if step.pass && !step.in_group {
            offered.push(Choice::Pass);
        }
        if step.stop && !step.in_group {
            offered.push(Choice::Stop);
        }
        assert!(!offered.is_empty(), "a dead end after {path:?}");
        if probe_every > 0 && nodes % probe_every == 0 {
            probe(game, &path, &offered);
        }
        nodes += 1;
        for c in offered {
            let mut next = path.clone();
            next.push(c);
            stack.push(next);
        }
    }
    out
}

/// Only the offered choices walk on.
fn probe(game: &AnyGame, path: &[Choice], offered: &[Choice]) {
    let mut all = vec![Choice::Pass, Choice::Stop];
    for i in 0..=Choice::MAX_INDEX {
        all.push(Choice::Item(i));
        all.push(Choice::Group(i));
    }
    for c in all {
        let mut next = path.to_vec();
        next.push(c);
        assert_eq!(
            walk(game, &next).is_some(),
            offered.contains(&c),
            "{c:?} after {path:?}"
        );
    }
}

/// The picker completes exactly the legal turns, each once, and each plays as written.
#[track_caller]
fn check_exhaustively(game: &AnyGame, probe_every: usize) -> Vec<(String, Vec<Choice>)> {
    let reached = reachable(game, probe_every);
    let texts: Vec<&String> = reached.iter().map(|(t, _)| t).collect();
    let unique: BTreeSet<&String> = texts.iter().copied().collect();
    if unique.len() != texts.len() {
        let mut seen = std::collections::BTreeMap::new();
        for (t, p) in &reached {
            if let Some(other) = seen.insert(t, p) {
                panic!("{t} reached by {other:?} and {p:?}");
            }
        }
    }
    let legal: BTreeSet<String> = legal_turns(game).into_iter().collect();
    let reached_set: BTreeSet<String> = unique.into_iter().cloned().collect();
    assert_eq!(reached_set, legal, "in {}", game.position_text());
    for (turn, _) in reached.iter().take(200) {
        let mut g = game.clone();
        let played = g.play_text(turn).expect("a completed turn plays");
        assert_eq!(&played.join(" "), turn, "canonical");
    }
    reached
}

fn tzaar(setup: TzaarSetup, seed: u64) -> AnyGame {
    crate::games::tzaar::spec(setup).start(seed)
}

#[test]
fn white_opening_and_blacks_first_turn_from_the_fixed_start() {
    crate::packs::install();
    let game = tzaar(TzaarSetup::Fixed, 0);
    let reached = check_exhaustively(&game, 1);
    assert_eq!(reached.len(), 42, "the fixed start's 42 captures");
    // More captures than a menu holds, from 21 stacks: stack first, then target.
    let first = walk(&game, &[]).unwrap().menu.unwrap();
    assert!(!first.grouped);
    assert_eq!(first.options.len(), 21);
    let mut after = game.clone();
    after.play_text(&reached[0].0).unwrap();
    let turns = check_exhaustively(&after, 40);
    assert!(turns.len() > 1000, "{}", turns.len());
    // Passes and stacking moves are among them.
    assert!(turns.iter().any(|(t, _)| t.ends_with(" pass")));
    assert!(turns.iter().any(|(t, _)| t.contains('-')));
}

#[test]
fn tzaar_turns_in_random_games_and_a_half_played_turn() {
    crate::packs::install();
    for seed in 1..=4 {
        let start = tzaar(TzaarSetup::Random, seed);
        let game = playout(start, 6 + seed as usize * 3, seed);
        check_exhaustively(&game, 97);
        // Only the first move played (as `/move d3xd4` leaves it): the picker offers the
        // second move alone.
        if let Some(first) = game.legal_moves().first() {
            let mut half = game.clone();
            half.play_text(first).unwrap();
            if half.outcome().is_none() && half.can_pass() {
                let reached = check_exhaustively(&half, 7);
                assert!(
                    reached
                        .iter()
                        .any(|(t, p)| t == "pass" && p == &[Choice::Pass])
                );
            }
        }
    }
}

#[test]
fn tournament_placement_groups_the_free_spaces_by_column() {
    crate::packs::install();
    let game = tzaar(TzaarSetup::Tournament, 0);
    let reached = check_exhaustively(&game, 5);
    assert_eq!(reached.len(), 3 * 60);
    // Type, column, space.
    let step = walk(&game, &[Choice::Item(1)]).unwrap();
    let menu = step.menu.expect("a menu of columns");
    assert!(menu.grouped);
    assert_eq!(menu.options.len(), 9);
    assert!(matches!(
        menu.options[4].label,
        PickLabel::Column {
            column: 'e',
            count: 8,
            ..
        }
    ));
    let later = playout(game, 23, 9);
    check_exhaustively(&later, 11);
}

#[test]
fn a_second_move_with_more_stacks_than_a_menu_holds_is_grouped_by_column() {
    crate::packs::install();
    let mut game = tzaar(TzaarSetup::Fixed, 0);
    game.play_text("d3xd4").unwrap();
    let first = game.legal_moves()[0].clone();
    game.play_text(&first).unwrap();
    let step = walk(&game, &[]).unwrap();
    assert!(step.pass);
    let menu = step.menu.unwrap();
    assert!(menu.grouped, "{} stacks can move", menu.options.len());
    // Every stack of every column is there: nothing dropped.
    let total: usize = menu
        .options
        .iter()
        .map(|o| match o.label {
            PickLabel::Column { count, .. } => count,
            _ => panic!("a column"),
        })
        .sum();
    let g = game.downcast_ref::<crate::games::tzaar::Game>().unwrap();
    let movers: BTreeSet<_> = g
        .position()
        .legal_moves()
        .into_iter()
        .filter_map(|m| match m {
            crate::games::tzaar::Move::Capture { from, .. }
            | crate::games::tzaar::Move::Stack { from, .. } => Some(from),
            _ => None,
        })
        .collect();
    assert_eq!(total, movers.len());
    assert!(total > MENU_LIMIT);
}

#[test]
fn long_menus_fall_back_to_runs_and_never_drop_an_option() {
    crate::packs::install();
    // One column of 30: runs of 25 and 5.
    let names: Vec<String> = (0..30).map(|i| format!("a{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let groups = menus::testing::group_sizes(&refs).unwrap();
    assert_eq!(groups.iter().map(|g| g.0).collect::<Vec<_>>(), [25, 5]);
    assert!(
        matches!(&groups[1].1, PickLabel::Range { first, last, count: 5 } if first == "a25" && last == "a29")
    );
    // Thirty columns of one: too many columns, runs again.
    let names: Vec<String> = (0..30)
        .map(|i| format!("{}1", char::from(b'A' + i as u8)))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let sizes: Vec<usize> = menus::testing::group_sizes(&refs)
        .unwrap()
        .iter()
        .map(|g| g.0)
        .collect();
    assert_eq!(sizes, [25, 5]);
    // Short menus are not grouped.
    assert!(menus::testing::group_sizes(&["a1"; 25]).is_none());
}

#[test]
fn fox_and_geese_moves_from_the_starts_and_random_games() {
    crate::packs::install();
    for variant in Variant::ALL {
        let game = crate::games::foxgeese::spec(variant).start(0);
        check_exhaustively(&game, 1);
        for seed in 1..=3 {
            let later = playout(game.clone(), 10 * seed as usize, seed);
            check_exhaustively(&later, 3);
        }
    }
}

/// A Halatafl position where a fox has a long compulsory chain (and a standard one where
/// every jump of it may be the last).
fn chain_position(variant: Variant) -> AnyGame {
    let mut setup = foxgeese::Setup::empty(variant);
    let point = |s: &str| s.parse::<Point>().unwrap();
    setup.put(point("c1"), Some(Piece::Fox));
    if variant.foxes() == 2 {
        setup.put(point("g5"), Some(Piece::Fox));
    }
    for g in [
        "c2", "d3", "e4", "d5", "c6", "d7", "e6", "a4", "a5", "b5", "f3",
    ] {
        setup.put(point(g), Some(Piece::Goose));
    }
    let pos = foxgeese::Position::from_setup(&setup).expect("a valid position");
    AnyGame::new(foxgeese::Game::new(pos))
}

fn longest(game: &AnyGame) -> String {
    game.legal_moves()
        .into_iter()
        .max_by_key(|m| m.matches('x').count())
        .unwrap()
}

#[test]
fn a_long_halatafl_chain_is_walked_jump_by_jump_to_its_end() {
    crate::packs::install();
    let game = chain_position(Variant::Halatafl);
    let reached = check_exhaustively(&game, 1);
    let long = longest(&game);
    let jumps = long.matches('x').count();
    assert!(jumps >= 6, "{long}");
    let (_, path) = reached.iter().find(|(t, _)| *t == long).unwrap();
    assert_eq!(path.len(), 1 + jumps, "the fox, then each landing");
    // Halatafl never offers to stop: mid-chain there is no Stop.
    for n in 2..path.len() {
        let step = walk(&game, &path[..n]).unwrap();
        assert!(!step.stop && step.complete.is_none(), "{n}");
    }
    // The longest path fits in a path's text (so in every id, which the play layer's tests
    // check with a path of the longest text) and reads back.
    let written = PickPath::from_choices(path).expect("the longest chain fits in a path");
    assert!(written.as_str().len() <= MAX_PATH);
    assert_eq!(PickPath::parse(written.as_str()), Some(written));
    assert_eq!(written.choices(), *path);
}

#[test]
fn a_standard_chain_may_stop_after_any_jump() {
    crate::packs::install();
    let game = chain_position(Variant::STANDARD);
    let reached = check_exhaustively(&game, 1);
    let long = longest(&game);
    let (_, path) = reached.iter().find(|(t, _)| *t == long).unwrap();
    let step = walk(&game, &path[..2]).unwrap();
    assert!(step.stop, "after the first jump");
    let stopped = walk(&game, &[path[0], path[1], Choice::Stop]).unwrap();
    let first_jump = long.split('x').take(2).collect::<Vec<_>>().join("x");
    assert_eq!(stopped.complete, Some(first_jump));
}
