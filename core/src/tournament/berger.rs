//! Round-robin schedules: the Berger tables FIDE publishes (handbook C.05, annex 1), computed.
//!
//! Players are numbered by seed, 0 first. With an odd field a dummy player joins as the last
//! number, and whoever meets it has the round's bye. The last number stays put; the others
//! turn round a circle by half the field each round, so the last number alternates colours
//! and everyone else changes colour from one round to the next but for one pair of rounds.
//! Round 1 of six players reads 1-6, 2-5, 3-4; round 2, 6-4, 5-3, 1-2 (white first), as in
//! FIDE's table. A double round robin swaps the first cycle's last two rounds (as FIDE
//! advises) and then plays the cycle again with colours reversed, so that nobody has the same
//! colour three times running where the cycles meet.

use crate::games::Seat;

/// One round of the schedule: who meets whom (seed numbers from 0, the first seat first,
/// board order) and who has the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BergerRound {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// The rounds of one cycle for `players` players: one fewer than an even field, as many as an
/// odd one (everyone sits out once); none for fewer than two.
pub fn rounds(players: u32) -> u32 {
    match players {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    }
}

/// Round `round` (from 1) of a single cycle (`double` false) or a double one; `None` past the
/// last round or for fewer than two players.
pub fn round(players: usize, round: u32, double: bool) -> Option<BergerRound> {
    let players32 = u32::try_from(players).ok()?;
    let cycle = rounds(players32);
    if cycle == 0 || round == 0 {
        return None;
    }
    // A double round robin plays its first cycle with the last two rounds swapped (FIDE's
    // advice), then the cycle again with colours reversed: the junction then changes colour
    // for everyone.
    let swap_last_two = |r: u32| match cycle - r {
        0 if cycle >= 2 => cycle - 1,
        1 => cycle,
        _ => r,
    };
    let (in_cycle, swapped) = if round <= cycle {
        (if double { swap_last_two(round) } else { round }, false)
    } else if double && round <= 2 * cycle {
        (round - cycle, true)
    } else {
        return None;
    };
    let mut out = single(players, in_cycle);
    if swapped {
        for pair in &mut out.pairs {
            *pair = (pair.1, pair.0);
        }
    }
    Some(out)
}

/// Round `round` (1..=cycle) of one cycle, colours as FIDE's tables give them.
fn single(players: usize, round: u32) -> BergerRound {
    let field = players + players % 2;
    let fixed = field - 1;
    let ring = field - 1;
    let half = field / 2;
    let r = round as usize - 1;
    let pivot = (r * half) % ring;
    let mut pairs = Vec::with_capacity(half);
    let mut bye = None;
    let mut add = |white: usize, black: usize| {
        if white >= players {
            bye = Some(black);
        } else if black >= players {
            bye = Some(white);
        } else {
            pairs.push((white, black));
        }
    };
    // The last number meets the pivot, with white in even rounds (counting from 1).
    if round % 2 == 1 {
        add(pivot, fixed);
    } else {
        add(fixed, pivot);
    }
    for i in 1..half {
        add((pivot + i) % ring, (pivot + ring - i) % ring);
    }
    BergerRound { pairs, bye }
}

/// The seat a player has in a round's pair, if they play in it.
pub fn seat_of(round: &BergerRound, player: usize) -> Option<Seat> {
    round.pairs.iter().find_map(|&(w, b)| {
        if w == player {
            Some(Seat::First)
        } else if b == player {
            Some(Seat::Second)
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    fn one_based(r: &BergerRound) -> Vec<(usize, usize)> {
        r.pairs.iter().map(|&(w, b)| (w + 1, b + 1)).collect()
    }

    #[test]
    fn six_players_read_as_fides_table() {
        let expected = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (i, pairs) in expected.iter().enumerate() {
            let r = round(6, i as u32 + 1, false).unwrap();
            assert_eq!(&one_based(&r), pairs, "round {}", i + 1);
            assert_eq!(r.bye, None);
        }
        assert_eq!(round(6, 6, false), None);
        assert_eq!(round(6, 0, false), None);
    }

    #[test]
    fn five_players_each_sit_out_once_against_the_dummy() {
        let byes: Vec<usize> = (1..=5)
            .map(|r| round(5, r, false).unwrap().bye.unwrap())
            .collect();
        let mut sorted = byes.clone();
        sorted.sort();
        assert_eq!(sorted, [0, 1, 2, 3, 4]);
        assert_eq!(round(5, 1, false).unwrap().pairs.len(), 2);
    }

    /// For every field from 2 to 21, single and double: every pair meets exactly once per
    /// cycle (with each colour once in a double), everyone plays or sits out each round, sits
    /// out once per cycle when the field is odd, never has the same colour three times
    /// running, and has as many firsts as seconds give or take one per cycle.
    #[test]
    fn every_pair_meets_once_per_cycle_with_colours_alternating() {
        for n in 2..=21usize {
            for double in [false, true] {
                let cycle = rounds(n as u32);
                let total = if double { 2 * cycle } else { cycle };
                let mut met: BTreeMap<(usize, usize), Vec<(usize, usize)>> = BTreeMap::new();
                let mut colours: Vec<Vec<Seat>> = vec![Vec::new(); n];
                let mut byes = vec![0u32; n];
                for r in 1..=total {
                    let round = round(n, r, double).unwrap_or_else(|| panic!("{n} {r}"));
                    let mut seen = vec![false; n];
                    for &(w, b) in &round.pairs {
                        assert!(w != b && !seen[w] && !seen[b], "n={n} r={r}");
                        seen[w] = true;
                        seen[b] = true;
                        met.entry((w.min(b), w.max(b))).or_default().push((w, b));
                        colours[w].push(Seat::First);
                        colours[b].push(Seat::Second);
                    }
                    if let Some(p) = round.bye {
                        assert!(!seen[p]);
                        seen[p] = true;
                        byes[p] += 1;
                    }
                    assert!(seen.iter().all(|&s| s), "n={n} r={r}: someone left out");
                }
                assert_eq!(round(n, total + 1, double), None);
                let cycles = if double { 2 } else { 1 };
                assert_eq!(met.len(), n * (n - 1) / 2, "n={n}");
                for (pair, games) in &met {
                    assert_eq!(games.len(), cycles, "n={n} {pair:?}");
                    if double {
                        assert_ne!(games[0], games[1], "n={n} {pair:?}: same colours twice");
                    }
                }
                let expected_byes = if n % 2 == 1 { cycles as u32 } else { 0 };
                assert!(byes.iter().all(|&b| b == expected_byes), "n={n} {byes:?}");
                for (p, seq) in colours.iter().enumerate() {
                    assert!(
                        !seq.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "n={n} double={double} player {p}: {seq:?}"
                    );
                    let firsts = seq.iter().filter(|&&s| s == Seat::First).count() as i64;
                    let diff = 2 * firsts - seq.len() as i64;
                    assert!(diff.abs() <= cycles as i64, "n={n} player {p}: {seq:?}");
                }
            }
        }
    }

    #[test]
    fn too_few_players_have_no_rounds() {
        assert_eq!(rounds(0), 0);
        assert_eq!(rounds(1), 0);
        assert_eq!(round(1, 1, false), None);
        assert_eq!(round(0, 1, true), None);
        assert_eq!(round(2, 1, false).unwrap().pairs, vec![(0, 1)]);
        assert_eq!(round(2, 2, true).unwrap().pairs, vec![(1, 0)]);
    }
}
