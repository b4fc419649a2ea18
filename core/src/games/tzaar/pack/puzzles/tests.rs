//! The fast one-turn test against plain enumeration: its shortcuts (the two necessary
//! conditions and the targeted type win) must never miss a win.

use super::search::{distinct_turns, win_in_one};
use crate::engine::Rng;
use crate::games::tzaar::{Cell, Color, Kind, Position, Setup, Stack, Step};

/// A random sparse position, White to move at the start of a turn, with every type shown.
fn random_position(rng: &mut Rng) -> Option<Position> {
    let mut setup = Setup::empty(Color::White, Step::First);
    let stacks = 6 + rng.below(16);
    for i in 0..stacks {
        let color = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let kind = Kind::ALL[if i < 6 { (i / 2) % 3 } else { rng.below(3) }];
        setup.board[Cell::ALL[rng.below(60)].index()] = Some(Stack {
            color,
            kind,
            height: 1 + rng.below(3) as u8,
        });
    }
    Position::from_setup(&setup).ok()
}

#[test]
fn the_one_turn_test_finds_exactly_the_wins_enumeration_finds() {
    let mut rng = Rng::new(29);
    let mut checked = 0;
    let mut wins = 0;
    while checked < 3000 {
        let Some(pos) = random_position(&mut rng) else {
            continue;
        };
        if pos.ending().is_some() {
            continue;
        }
        checked += 1;
        let me = pos.side();
        let winners: Vec<String> = distinct_turns(&pos)
            .into_iter()
            .filter(|t| t.after.ending().is_some_and(|e| e.winner == me))
            .map(|t| t.text())
            .collect();
        assert_eq!(
            win_in_one(&pos, None).is_some(),
            !winners.is_empty(),
            "{pos}"
        );
        let mut all = Vec::new();
        win_in_one(&pos, Some(&mut all));
        let mut found: Vec<String> = all.iter().map(|t| t.text()).collect();
        let mut expected = winners.clone();
        found.sort();
        expected.sort();
        assert_eq!(found, expected, "{pos}");
        wins += usize::from(!winners.is_empty());
    }
    assert!(wins > 300, "only {wins} positions with a win");
}
