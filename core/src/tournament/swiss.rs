//! Swiss pairing after FIDE's Dutch system (handbook C.04.3), as one maximum-weight matching.
//!
//! Every two players still in the tournament are an edge, and so is every player and "the
//! bye" when the field is odd. An edge's weight is a large constant less its penalties, the
//! penalties stacked in tiers so that any amount of a lower tier weighs less than one unit of
//! the tier above it. Maximizing the total therefore pairs everyone first (the constant
//! outweighs every penalty), then, in order:
//!
//! 1. no pair meets again (FIDE's absolute rule C1; only when nothing else pairs everyone,
//!    as late in a long event on a small field, the fewest rematches);
//! 2. nobody has a second bye while someone has none (C2);
//! 3. nobody has the same colour three times running or a colour difference beyond 2 (C3);
//! 4. the bye goes to the lowest score, and within it to the lowest-ranked player;
//! 5. players meet their own score group: the sum of the squared score differences of the
//!    pairs is as small as it can be (few floaters, floating as little as possible);
//! 6. strong colour preferences (a colour difference of one) are granted, then
//! 7. mild ones (alternation);
//! 8. within a score group the top half meets the bottom half in order (1st with the 1st of
//!    the bottom half, ...), and a player floating down is the lowest of their group and meets
//!    the highest of the group below.
//!
//! The absolute rules are thus exclusions wherever the field allows them to be, and the tiers
//! below rank what remains. Colours are then given pair by pair by FIDE's rules (C.04.3 E):
//! both preferences if they differ, else the stronger, else the wider colour difference,
//! else alternate from the last round in which the two had different colours, else the
//! higher-ranked player's; in round 1 the higher-ranked player has the first seat on odd
//! boards. Boards are ordered by the pair's higher score, then its higher rank.
//!
//! Not done, and not needed at these sizes: FIDE's finer float rules across rounds (C.04.3
//! criteria C14-C21, which keep a player from floating twice running) and the special case for
//! topscorers in the last round.

use super::Points;
use super::matching::max_weight_pairs;
use crate::games::Seat;

/// A player as pairing sees them before a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SwissPlayer {
    /// Their score so far.
    pub score: Points,
    /// The seats of their games so far, in order (byes and absences left out).
    pub colours: Vec<Seat>,
    /// The players (indices in the same slice) they have met, once per game.
    pub met: Vec<usize>,
    /// How many byes they have had.
    pub byes: u32,
}

/// A round's pairs (`(first seat, second seat)`, board 1 first) and the bye, as indices into
/// the players given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissRound {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// Why a round could not be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SwissError {
    #[error("fewer than two players to pair")]
    TooFew,
    #[error("too many players or rounds to weigh the pairings")]
    TooLarge,
}

/// How much a player wants a colour (FIDE C.04.3 A6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    None,
    /// Colour difference 0: alternate from the last game.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour twice running.
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Preference {
    colour: Option<Seat>,
    strength: Strength,
    /// Firsts less seconds.
    difference: i64,
}

fn preference(colours: &[Seat]) -> Preference {
    let difference: i64 = colours
        .iter()
        .map(|s| if *s == Seat::First { 1 } else { -1 })
        .sum();
    let Some(&last) = colours.last() else {
        return Preference {
            colour: None,
            strength: Strength::None,
            difference,
        };
    };
    let twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let (colour, strength) = match difference {
        d if d >= 2 => (Seat::Second, Strength::Absolute),
        d if d <= -2 => (Seat::First, Strength::Absolute),
        _ if twice => (last.other(), Strength::Absolute),
        1 => (Seat::Second, Strength::Strong),
        -1 => (Seat::First, Strength::Strong),
        _ => (last.other(), Strength::Mild),
    };
    Preference {
        colour: Some(colour),
        strength,
        difference,
    }
}

/// The seat of `a` (ranked above `b`) by FIDE's colour rules; `None` when neither has a
/// preference (round 1: the board decides).
fn allocate(a: &SwissPlayer, b: &SwissPlayer) -> Option<Seat> {
    let (pa, pb) = (preference(&a.colours), preference(&b.colours));
    match (pa.colour, pb.colour) {
        (None, None) => None,
        (Some(c), None) => Some(c),
        (None, Some(c)) => Some(c.other()),
        (Some(ca), Some(cb)) if ca != cb => Some(ca),
        (Some(c), Some(_)) => {
            let a_wins = if pa.strength != pb.strength {
                pa.strength > pb.strength
            } else if pa.difference.abs() != pb.difference.abs() {
                pa.difference.abs() > pb.difference.abs()
            } else {
                // Alternate from the latest game (counting back from each one's last) in which
                // they had different colours: whoever had the other colour then gets `c` now.
                let back = a.colours.iter().rev().zip(b.colours.iter().rev());
                match back.into_iter().find(|(x, y)| x != y) {
                    Some((x, _)) => *x != c,
                    None => true,
                }
            };
            Some(if a_wins { c } else { c.other() })
        }
    }
}

/// The penalty tiers of one edge, highest first (see the module's list).
const TIERS: usize = 8;
type Penalty = [i128; TIERS];

/// Pairs a round. `players` are the players still in the tournament in seed order (index 0
/// the top seed), each with their history in the same indices.
pub fn pair(players: &[SwissPlayer]) -> Result<SwissRound, SwissError> {
    let n = players.len();
    if n < 2 {
        return Err(SwissError::TooFew);
    }
    // Rank order: score, then seed.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| players[y].score.cmp(&players[x].score).then(x.cmp(&y)));
    let mut rank = vec![0usize; n];
    for (pos, &p) in order.iter().enumerate() {
        rank[p] = pos;
    }
    // Each player's score group: its first rank and size.
    let mut group = vec![(0usize, 0usize); n];
    let mut start = 0;
    while start < n {
        let score = players[order[start]].score;
        let end = (start..n)
            .find(|&k| players[order[k]].score != score)
            .unwrap_or(n);
        for &p in &order[start..end] {
            group[p] = (start, end - start);
        }
        start = end;
    }
    let bye = (n % 2 == 1).then_some(n);
    let vertices = n + usize::from(bye.is_some());
    let penalty = |i: usize, j: usize| -> Penalty {
        let mut t = [0i128; TIERS];
        if Some(j) == bye {
            let p = &players[i];
            t[1] = i128::from(p.byes > 0);
            t[3] = i128::from(p.score.halves()) * n as i128 + (n - 1 - rank[i]) as i128;
            return t;
        }
        let (hi, lo) = if rank[i] < rank[j] { (i, j) } else { (j, i) };
        let (a, b) = (&players[hi], &players[lo]);
        t[0] = a.met.iter().filter(|&&m| m == lo).count() as i128;
        if let Some(seat) = allocate(a, b) {
            for (p, s) in [(a, seat), (b, seat.other())] {
                let pref = preference(&p.colours);
                if pref.colour.is_some_and(|c| c != s) {
                    let tier = match pref.strength {
                        Strength::Absolute => 2,
                        Strength::Strong => 5,
                        Strength::Mild => 6,
                        Strength::None => continue,
                    };
                    t[tier] += 1;
                }
            }
        }
        let diff = i128::from(a.score.halves() - b.score.halves());
        t[4] = diff * diff;
        let ((ga, sa), (gb, _)) = (group[hi], group[lo]);
        let (pa, pb) = (rank[hi] - ga, rank[lo] - gb);
        t[7] = if ga == gb {
            ((pb - pa) as i128 - (sa / 2) as i128).abs()
        } else {
            (sa - 1 - pa + pb) as i128
        };
        t
    };
    let mut edges = Vec::with_capacity(vertices * vertices / 2);
    for i in 0..vertices {
        for j in i + 1..vertices {
            edges.push(((i, j), penalty(i, j)));
        }
    }
    let weights = weigh(&edges, vertices / 2).ok_or(SwissError::TooLarge)?;
    let weight_of = |i: usize, j: usize| {
        // Edges were pushed row by row: (i, j) is at the row's start plus its offset.
        let row = i * vertices - i * (i + 1) / 2;
        weights.get(row + (j - i - 1)).copied()
    };
    let matched = max_weight_pairs(vertices, weight_of);
    let mut round = SwissRound {
        pairs: Vec::new(),
        bye: None,
    };
    let mut pairs = Vec::new();
    for (i, j) in matched {
        if Some(j) == bye {
            round.bye = Some(i);
        } else {
            pairs.push(if rank[i] < rank[j] { (i, j) } else { (j, i) });
        }
    }
    // Everyone is paired on a complete graph with positive weights; a shortfall would be a
    // fault in the solver, refused rather than handed on.
    if pairs.len() * 2 + usize::from(round.bye.is_some()) != n {
        return Err(SwissError::TooLarge);
    }
    pairs.sort_by_key(|&(hi, lo)| {
        (
            std::cmp::Reverse(players[hi].score.max(players[lo].score)),
            rank[hi],
        )
    });
    for (board, (hi, lo)) in pairs.into_iter().enumerate() {
        let seat = allocate(&players[hi], &players[lo]).unwrap_or(if board % 2 == 0 {
            Seat::First
        } else {
            Seat::Second
        });
        round.pairs.push(if seat == Seat::First {
            (hi, lo)
        } else {
            (lo, hi)
        });
    }
    Ok(round)
}

/// The edges' weights, in order: a constant above any matching's total penalty, less each
/// edge's penalties scaled so that a tier's whole range fits under one unit of the tier above.
/// `None` if the numbers outgrow `i128` (far beyond [`super::MAX_PLAYERS`]).
fn weigh(edges: &[((usize, usize), Penalty)], pairs: usize) -> Option<Vec<i128>> {
    let pairs = pairs as i128 + 1;
    let mut units = [0i128; TIERS];
    let mut unit = 1i128;
    for tier in (0..TIERS).rev() {
        units[tier] = unit;
        let most = edges.iter().map(|(_, t)| t[tier]).max().unwrap_or(0);
        unit = unit.checked_mul(most.checked_mul(pairs)?.checked_add(1)?)?;
    }
    // `unit` now exceeds every matching's total penalty; an edge's weight stays at least 1.
    let top = unit;
    // Leave the solver headroom: it doubles weights and works below a quarter of i128::MAX.
    if top > i128::MAX / 64 {
        return None;
    }
    edges
        .iter()
        .map(|(_, t)| {
            let cost = t
                .iter()
                .zip(units)
                .try_fold(0i128, |acc, (v, u)| acc.checked_add(v.checked_mul(u)?))?;
            Some(top - cost)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fresh(n: usize) -> Vec<SwissPlayer> {
        vec![SwissPlayer::default(); n]
    }

    #[test]
    fn round_one_pairs_top_half_with_bottom_half() {
        let round = pair(&fresh(6)).unwrap();
        // 1-4, 5-2, 3-6 (seeds from 1): colours alternate down the boards.
        assert_eq!(round.pairs, vec![(0, 3), (4, 1), (2, 5)]);
        assert_eq!(round.bye, None);
        let odd = pair(&fresh(5)).unwrap();
        assert_eq!(odd.bye, Some(4), "the lowest seed sits out");
        assert_eq!(odd.pairs, vec![(0, 2), (3, 1)]);
    }

    #[test]
    fn colour_preferences_read_as_fide_defines_them() {
        use Seat::{First as W, Second as B};
        let p = |c: &[Seat]| {
            let p = preference(c);
            (p.colour, p.strength)
        };
        assert_eq!(p(&[]), (None, Strength::None));
        assert_eq!(p(&[W]), (Some(B), Strength::Strong));
        assert_eq!(p(&[W, B]), (Some(W), Strength::Mild));
        assert_eq!(p(&[B, W, W]), (Some(B), Strength::Absolute));
        assert_eq!(p(&[W, B, W, W, B, W]), (Some(B), Strength::Absolute));
        assert_eq!(p(&[W, B, B]), (Some(W), Strength::Absolute));
        assert_eq!(p(&[B, W, B]), (Some(W), Strength::Strong));
    }

    #[test]
    fn leaders_meet_and_nobody_meets_twice() {
        // After round 1 of four (0 beat 2, 1 beat 3): the winners meet, the losers meet.
        let mut ps = fresh(4);
        ps[0] = SwissPlayer {
            score: Points::ONE,
            colours: vec![Seat::First],
            met: vec![2],
            byes: 0,
        };
        ps[2] = SwissPlayer {
            score: Points::ZERO,
            colours: vec![Seat::Second],
            met: vec![0],
            byes: 0,
        };
        ps[1] = SwissPlayer {
            score: Points::ONE,
            colours: vec![Seat::Second],
            met: vec![3],
            byes: 0,
        };
        ps[3] = SwissPlayer {
            score: Points::ZERO,
            colours: vec![Seat::First],
            met: vec![1],
            byes: 0,
        };
        let round = pair(&ps).unwrap();
        // 1 had black, so has white now; 2 had white.
        assert_eq!(round.pairs, vec![(1, 0), (2, 3)]);
    }

    #[test]
    fn the_bye_skips_a_player_who_had_one() {
        let mut ps = fresh(3);
        ps[2].byes = 1;
        ps[2].score = Points::ONE;
        ps[0].colours = vec![Seat::First];
        ps[1].colours = vec![Seat::Second];
        ps[0].met = vec![1];
        ps[1].met = vec![0];
        ps[0].score = Points::ONE;
        let round = pair(&ps).unwrap();
        assert_eq!(round.bye, Some(1));
        assert_eq!(round.pairs.len(), 1);
    }

    /// The same players give the same pairing, whatever the solver (whose buffers are kept
    /// per thread) paired before.
    #[test]
    fn pairing_is_deterministic() {
        let mut ps = fresh(9);
        for (i, p) in ps.iter_mut().enumerate() {
            p.score = Points(2 * (i as i64 % 3));
            p.colours = vec![if i % 3 == 0 {
                Seat::First
            } else {
                Seat::Second
            }];
        }
        let first = pair(&ps).unwrap();
        pair(&fresh(20)).unwrap();
        pair(&fresh(4)).unwrap();
        assert_eq!(pair(&ps).unwrap(), first);
    }

    #[test]
    fn too_few_to_pair() {
        assert_eq!(pair(&[]), Err(SwissError::TooFew));
        assert_eq!(pair(&fresh(1)), Err(SwissError::TooFew));
        assert_eq!(pair(&fresh(2)).unwrap().pairs, vec![(0, 1)]);
    }

    /// The largest field a tournament takes, two rounds in: every player paired once, no
    /// rematch. How long it takes is `cargo bench --bench swiss`'s (the same field), not a
    /// test's: a wall-clock bound fails on a loaded machine, not on slow code.
    #[test]
    fn the_largest_field_pairs_everyone_once_without_a_rematch() {
        let mut ps = fresh(super::super::MAX_PLAYERS as usize);
        for (i, p) in ps.iter_mut().enumerate() {
            p.score = Points((i % 7) as i64 * 2);
            p.colours = vec![
                if i % 2 == 0 {
                    Seat::First
                } else {
                    Seat::Second
                };
                2
            ];
            // Round 1 paired 0-1, 2-3, ...; round 2 paired 1-2, 3-4, ..., 127-0.
            p.met = vec![(i + 1) % 128, (i + 127) % 128];
        }
        let round = pair(&ps).unwrap();
        assert_eq!(round.pairs.len(), 64);
        assert_eq!(round.bye, None);
        let mut seen = vec![false; ps.len()];
        for &(a, b) in &round.pairs {
            for p in [a, b] {
                assert!(!std::mem::replace(&mut seen[p], true), "{p} paired twice");
            }
            assert!(
                !ps[a].met.contains(&b) && !ps[b].met.contains(&a),
                "{a}-{b} again"
            );
        }
    }
}
