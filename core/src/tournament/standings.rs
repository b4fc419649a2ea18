//! Standings: points, tie-breaks and ranks, with each round's result per player, ready to
//! be written as text or drawn as a table.
//!
//! Points: a win or a forfeit win 1, a draw ½, a loss (on time too) or a forfeit loss 0, a bye
//! what the format says ([`Format::bye_points`]: Swiss 1, round robin 0), a round not played
//! (after withdrawing) 0.
//!
//! Tie-breaks, in the format's order ([`Format::tiebreaks`]), each over everyone's current
//! points (final points once the tournament has ended):
//! - **Buchholz**: the sum of the opponents' points, a forfeited game counting as met. A round
//!   without an opponent (the bye, or a round after withdrawing) counts a *virtual opponent*,
//!   FIDE's rule of 2009: one with the player's own points before that round, who loses that
//!   round and draws every later one (so ½ for each round paired after it). A bye thus helps
//!   about as much as an average opponent, not as much as the strongest or the weakest.
//! - **Sonneborn-Berger**: the points of each opponent beaten plus half the points of each
//!   opponent drawn (the virtual opponent of a Swiss bye counts as beaten; a round robin's
//!   bye scores nothing and adds nothing).
//! - **Direct encounter**: among players still level on points and every earlier tie-break,
//!   the points each scored in the games between them, when each of them has met each other
//!   one; otherwise (or for a player level with nobody) 0, which separates nobody.
//!
//! Players level on all of these share a place (the same rank, `shared`), listed by seed.

use std::collections::BTreeMap;

use super::model::{Entrant, Round};
use super::{Format, GameResult, Points};
use crate::games::Seat;

/// A tie-break, in the order the format applies them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
}

impl Tiebreak {
    /// A stable key (for catalogue ids and storage).
    pub fn key(self) -> &'static str {
        match self {
            Tiebreak::Buchholz => "buchholz",
            Tiebreak::SonnebornBerger => "sonneborn_berger",
            Tiebreak::DirectEncounter => "direct_encounter",
        }
    }
}

/// What a player did in one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game against `opponent` in `seat`; `result` is `None` while it is played.
    Game {
        opponent: String,
        seat: Seat,
        result: Option<GameResult>,
    },
    /// The round's bye.
    Bye,
    /// Not paired (withdrawn).
    Absent,
}

impl RoundEntry {
    /// The points the entry scored, `None` for a game still being played.
    pub fn points(&self, format: Format) -> Option<Points> {
        match self {
            RoundEntry::Game { seat, result, .. } => result.map(|r| r.points_of(*seat)),
            RoundEntry::Bye => Some(format.bye_points()),
            RoundEntry::Absent => Some(Points::ZERO),
        }
    }
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// Their place, from 1; players level on everything share it.
    pub rank: u32,
    /// Whether someone else has the same place.
    pub shared: bool,
    pub user: String,
    /// Their seed, from 1.
    pub seed: u32,
    pub points: Points,
    /// The tie-breaks' values, in the order of [`Standings::tiebreaks`].
    pub tiebreaks: Vec<Points>,
    /// Each paired round's entry, round 1 first.
    pub rounds: Vec<RoundEntry>,
    /// Whether they withdrew.
    pub withdrawn: bool,
}

/// The standings after the rounds paired so far, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    pub tiebreaks: Vec<Tiebreak>,
    pub rows: Vec<StandingRow>,
    /// How many rounds are complete (every game ended).
    pub complete_rounds: u32,
}

/// Each entrant's entry in each round, in seed order.
pub(super) fn entries(entrants: &[Entrant], rounds: &[Round]) -> Vec<Vec<RoundEntry>> {
    let index: BTreeMap<&str, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.user.as_str(), i))
        .collect();
    let mut out = vec![Vec::with_capacity(rounds.len()); entrants.len()];
    for round in rounds {
        let mut entry = vec![RoundEntry::Absent; entrants.len()];
        for p in &round.pairings {
            for seat in Seat::ALL {
                if let Some(&i) = index.get(p.player(seat)) {
                    entry[i] = RoundEntry::Game {
                        opponent: p.player(seat.other()).to_string(),
                        seat,
                        result: p.result,
                    };
                }
            }
        }
        if let Some(&i) = round.bye.as_deref().and_then(|b| index.get(b)) {
            entry[i] = RoundEntry::Bye;
        }
        for (row, e) in out.iter_mut().zip(entry) {
            row.push(e);
        }
    }
    out
}

/// Each entrant's points, in seed order (games still being played count nothing yet).
pub(super) fn points(format: Format, entries: &[Vec<RoundEntry>]) -> Vec<Points> {
    entries
        .iter()
        .map(|row| row.iter().filter_map(|e| e.points(format)).sum())
        .collect()
}

/// The standings of `entrants` (in seed order) after `rounds`.
pub fn compute(format: Format, entrants: &[Entrant], rounds: &[Round]) -> Standings {
    let entries = entries(entrants, rounds);
    let points = points(format, &entries);
    let index: BTreeMap<&str, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.user.as_str(), i))
        .collect();
    let order = format.tiebreaks();
    let paired = rounds.len() as i64;
    let mut values: Vec<Vec<Points>> = entries
        .iter()
        .map(|row| opponent_tiebreaks(format, row, &index, &points, paired))
        .collect();
    // Direct encounter, within each group level on points and the tie-breaks before it.
    if let Some(de) = order.iter().position(|&t| t == Tiebreak::DirectEncounter) {
        let mut groups: BTreeMap<(Points, Vec<Points>), Vec<usize>> = BTreeMap::new();
        for i in 0..entrants.len() {
            groups
                .entry((points[i], values[i][..de].to_vec()))
                .or_default()
                .push(i);
        }
        for group in groups.values().filter(|g| g.len() > 1) {
            let among = direct(&entries, &index, group);
            if let Some(scores) = among {
                for (&i, s) in group.iter().zip(scores) {
                    values[i][de] = s;
                }
            }
        }
    }
    let key = |i: usize| (points[i], values[i].clone());
    let mut order_rows: Vec<usize> = (0..entrants.len()).collect();
    order_rows.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
    let rows = order_rows
        .iter()
        .map(|&i| {
            let better = order_rows.iter().filter(|&&j| key(j) > key(i)).count();
            let level = order_rows.iter().filter(|&&j| key(j) == key(i)).count();
            StandingRow {
                rank: better as u32 + 1,
                shared: level > 1,
                user: entrants[i].user.clone(),
                seed: i as u32 + 1,
                points: points[i],
                tiebreaks: values[i].clone(),
                rounds: entries[i].clone(),
                withdrawn: entrants[i].withdrawn.is_some(),
            }
        })
        .collect();
    Standings {
        tiebreaks: order.to_vec(),
        rows,
        complete_rounds: rounds.iter().filter(|r| r.is_complete()).count() as u32,
    }
}

/// One player's tie-breaks in the format's order, those that come from the opponents'
/// points (Buchholz, Sonneborn-Berger); direct encounter is left at zero for `compute` to
/// fill, since it depends on who else is level.
fn opponent_tiebreaks(
    format: Format,
    row: &[RoundEntry],
    index: &BTreeMap<&str, usize>,
    points: &[Points],
    paired: i64,
) -> Vec<Points> {
    let mut buchholz = Points::ZERO;
    let mut sonneborn = Points::ZERO;
    let mut before = Points::ZERO;
    for (r, entry) in row.iter().enumerate() {
        let scored = entry.points(format).unwrap_or(Points::ZERO);
        let opponent = match entry {
            RoundEntry::Game { opponent, .. } => index
                .get(opponent.as_str())
                .map_or(Points::ZERO, |&o| points[o]),
            // The virtual opponent: the player's points before the round, a loss in it, a
            // draw in every later round.
            RoundEntry::Bye | RoundEntry::Absent => {
                before + Points(Points::HALF.0 * (paired - 1 - r as i64))
            }
        };
        buchholz += opponent;
        if format.is_swiss() || matches!(entry, RoundEntry::Game { .. }) {
            sonneborn += opponent.times(scored);
        }
        before += scored;
    }
    format
        .tiebreaks()
        .iter()
        .map(|tb| match tb {
            Tiebreak::Buchholz => buchholz,
            Tiebreak::SonnebornBerger => sonneborn,
            Tiebreak::DirectEncounter => Points::ZERO,
        })
        .collect()
}

/// The points each of `group` scored against the others, if every two of them have a result
/// between them.
fn direct(
    entries: &[Vec<RoundEntry>],
    index: &BTreeMap<&str, usize>,
    group: &[usize],
) -> Option<Vec<Points>> {
    let mut met = vec![vec![false; group.len()]; group.len()];
    let mut scores = vec![Points::ZERO; group.len()];
    for (gi, &i) in group.iter().enumerate() {
        for entry in &entries[i] {
            if let RoundEntry::Game {
                opponent,
                seat,
                result: Some(result),
            } = entry
                && let Some(gj) = index
                    .get(opponent.as_str())
                    .and_then(|o| group.iter().position(|g| g == o))
            {
                met[gi][gj] = true;
                scores[gi] += result.points_of(*seat);
            }
        }
    }
    let all_met = (0..group.len()).all(|a| (0..group.len()).all(|b| a == b || met[a][b]));
    all_met.then_some(scores)
}
