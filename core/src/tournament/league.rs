//! Leagues (issue 27): seasons of divisions, each a round robin, with the top players of a
//! division promoted and the bottom ones relegated into the next season. Pure arithmetic on
//! lists of players: who plays in which division. The play layer stores a league and makes
//! each division a round-robin [`super::Tournament`], so pairing, games and standings are the
//! tournaments' own.
//!
//! Divisions are cut from one ordered list (the strongest first), top division first, each of
//! the set size. What is left at the bottom forms the last division when it has at least
//! [`MIN_DIVISION`] players, and otherwise joins the division above it (a round robin of one or
//! two players is no league), so the last division has between [`MIN_DIVISION`] and
//! `size + MIN_DIVISION - 1` players (or the whole field, when it is smaller).
//!
//! The next season's list is the last season's divisions after the moves, top to bottom:
//! in each, those relegated into it, those who stayed (in their final order), then those
//! promoted into it. Players who left or withdrew are taken out, newcomers are put at the
//! bottom, and the list is cut again. With as many promoted as relegated and nobody leaving or
//! joining, the cut falls exactly between the moved divisions; otherwise the sizes are kept,
//! so a place left empty is taken by the best placed player below it.

use std::collections::{HashMap, HashSet};

/// The fewest players a division has (unless the whole league has fewer).
pub const MIN_DIVISION: u32 = 3;

/// The largest division: a round robin of 16 plays 15 rounds, a season's worth.
pub const MAX_DIVISION: u32 = 16;

/// The longest league name, in characters: a division's tournament is named after it, with
/// the season and division, within a tournament name's 60.
pub const MAX_LEAGUE_NAME: usize = 40;

/// How divisions are cut and how many players move between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The players of a division (the last one's may differ, see the module).
    pub division_size: u32,
    /// How many of each division but the top one go up.
    pub promoted: u32,
    /// How many of each division but the bottom one go down.
    pub relegated: u32,
}

/// Why a league's rules or a season were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LeagueError {
    #[error("a division has between {min} and {max} players")]
    BadDivisionSize { min: u32, max: u32 },
    #[error("as many players move as a division holds ({size})")]
    TooManyMoving { size: u32 },
    #[error("a season needs at least 2 players")]
    TooFewPlayers,
    #[error("{0} appears twice")]
    Duplicate(String),
    #[error("the name is empty")]
    EmptyName,
    #[error("the name is longer than {max} characters")]
    NameTooLong { max: usize },
}

/// What a league's organizer chose: what each division's tournament is created with, and the
/// rules of its divisions.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueSettings {
    pub name: String,
    /// The game's key and options text, as a tournament stores them.
    pub game: String,
    pub options: String,
    pub time: crate::time_control::TimeControl,
    pub rated: bool,
    pub rules: Rules,
    pub organizer: String,
}

impl LeagueSettings {
    /// The name (within [`MAX_LEAGUE_NAME`]) and the rules; the game and clock are the play
    /// layer's to check, as for a tournament.
    pub fn check(&self) -> Result<(), LeagueError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(LeagueError::EmptyName);
        }
        if name.chars().count() > MAX_LEAGUE_NAME {
            return Err(LeagueError::NameTooLong {
                max: MAX_LEAGUE_NAME,
            });
        }
        self.rules.check()
    }

    /// The name of a season's division, as its tournament (and its games' threads) are
    /// called: the league's name, then `S2 D1` (season 2, division 1), short enough for a
    /// thread's name and read alike in every language the bot speaks.
    pub fn division_name(&self, season: u32, division: u32) -> String {
        format!("{} S{season} D{division}", self.name.trim())
    }
}

/// Where a league stands: taking sign-ups for its first season, or playing seasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeagueStatus {
    Open,
    Running,
}

impl LeagueStatus {
    pub fn key(self) -> &'static str {
        match self {
            LeagueStatus::Open => "open",
            LeagueStatus::Running => "running",
        }
    }

    pub fn from_key(key: &str) -> Option<LeagueStatus> {
        [LeagueStatus::Open, LeagueStatus::Running]
            .into_iter()
            .find(|s| s.key() == key)
    }
}

impl Rules {
    /// Refuses sizes outside [`MIN_DIVISION`]..=[`MAX_DIVISION`], and as many promoted and
    /// relegated together as a division holds: someone stays in each. (A smaller last
    /// division moves fewer: nobody goes up and down at once, see [`next_season`].)
    pub fn check(&self) -> Result<(), LeagueError> {
        if !(MIN_DIVISION..=MAX_DIVISION).contains(&self.division_size) {
            return Err(LeagueError::BadDivisionSize {
                min: MIN_DIVISION,
                max: MAX_DIVISION,
            });
        }
        if self.promoted.saturating_add(self.relegated) >= self.division_size {
            return Err(LeagueError::TooManyMoving {
                size: self.division_size,
            });
        }
        Ok(())
    }
}

/// Cuts an ordered list of players (the strongest first) into divisions, the top one first.
pub fn divisions(rules: &Rules, players: &[String]) -> Result<Vec<Vec<String>>, LeagueError> {
    rules.check()?;
    let mut seen = HashSet::new();
    for p in players {
        if !seen.insert(p.as_str()) {
            return Err(LeagueError::Duplicate(p.clone()));
        }
    }
    if players.len() < 2 {
        return Err(LeagueError::TooFewPlayers);
    }
    let size = rules.division_size as usize;
    let mut out: Vec<Vec<String>> = players.chunks(size).map(<[String]>::to_vec).collect();
    if out.len() > 1
        && let Some(last) = out.last()
        && last.len() < MIN_DIVISION as usize
        && let Some(rest) = out.pop()
        && let Some(above) = out.last_mut()
    {
        above.extend(rest);
    }
    Ok(out)
}

/// One player's move between seasons: from division `from` to division `to` (from 1, the
/// top).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub user: String,
    pub from: u32,
    pub to: u32,
}

/// The next season: its divisions, and who went up and down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NextSeason {
    pub divisions: Vec<Vec<String>>,
    /// Players now in a higher division than last season, top division first.
    pub promoted: Vec<Move>,
    /// Players now in a lower division than last season.
    pub relegated: Vec<Move>,
}

/// The next season from the last one's final standings: `last` holds each division's players
/// in their final order (the top division first), `gone` those who left or withdrew, and
/// `newcomers` those who joined since, in the order they joined.
pub fn next_season(
    rules: &Rules,
    last: &[Vec<String>],
    gone: &HashSet<String>,
    newcomers: &[String],
) -> Result<NextSeason, LeagueError> {
    rules.check()?;
    let n = last.len();
    // Who moves out of each division: up (its top `promoted`, but not from the top
    // division) and down (its bottom `relegated`, but not from the bottom one), never
    // the same player twice.
    let mut up: Vec<&[String]> = Vec::with_capacity(n);
    let mut down: Vec<&[String]> = Vec::with_capacity(n);
    let mut stay: Vec<&[String]> = Vec::with_capacity(n);
    for (i, d) in last.iter().enumerate() {
        let ups = if i == 0 {
            0
        } else {
            (rules.promoted as usize).min(d.len())
        };
        let downs = if i + 1 == n {
            0
        } else {
            (rules.relegated as usize).min(d.len() - ups)
        };
        up.push(&d[..ups]);
        stay.push(&d[ups..d.len() - downs]);
        down.push(&d[d.len() - downs..]);
    }
    let mut list: Vec<String> = Vec::new();
    for i in 0..n {
        if i > 0 {
            list.extend(down[i - 1].iter().cloned());
        }
        list.extend(stay[i].iter().cloned());
        if i + 1 < n {
            list.extend(up[i + 1].iter().cloned());
        }
    }
    list.retain(|p| !gone.contains(p));
    let mut listed: HashSet<String> = list.iter().cloned().collect();
    for p in newcomers {
        if !gone.contains(p) && listed.insert(p.clone()) {
            list.push(p.clone());
        }
    }
    let divisions = divisions(rules, &list)?;
    let before: HashMap<&str, u32> = last
        .iter()
        .zip(1u32..)
        .flat_map(|(d, k)| d.iter().map(move |p| (p.as_str(), k)))
        .collect();
    let mut promoted = Vec::new();
    let mut relegated = Vec::new();
    for (d, to) in divisions.iter().zip(1u32..) {
        for p in d {
            let Some(&from) = before.get(p.as_str()) else {
                continue;
            };
            let m = Move {
                user: p.clone(),
                from,
                to,
            };
            if to < from {
                promoted.push(m);
            } else if to > from {
                relegated.push(m);
            }
        }
    }
    Ok(NextSeason {
        divisions,
        promoted,
        relegated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("p{i}")).collect()
    }

    fn rules(size: u32, moving: u32) -> Rules {
        Rules {
            division_size: size,
            promoted: moving,
            relegated: moving,
        }
    }

    #[test]
    fn seven_players_in_fours_make_a_four_and_a_three() {
        let d = divisions(&rules(4, 1), &names(7)).unwrap();
        assert_eq!(d.iter().map(Vec::len).collect::<Vec<_>>(), [4, 3]);
        // Nine in fours: one left over joins the division above.
        let d = divisions(&rules(4, 1), &names(9)).unwrap();
        assert_eq!(d.iter().map(Vec::len).collect::<Vec<_>>(), [4, 5]);
        let d = divisions(&rules(6, 1), &names(2)).unwrap();
        assert_eq!(d.len(), 1);
        assert_eq!(
            divisions(&rules(4, 1), &names(1)),
            Err(LeagueError::TooFewPlayers)
        );
        assert_eq!(
            divisions(&rules(2, 1), &names(5)),
            Err(LeagueError::BadDivisionSize { min: 3, max: 16 })
        );
        assert_eq!(
            divisions(&rules(4, 2), &names(8)),
            Err(LeagueError::TooManyMoving { size: 4 })
        );
    }

    #[test]
    fn one_up_one_down_swaps_the_edges() {
        let last = vec![names(4), vec!["q0".into(), "q1".into(), "q2".into()]];
        let next = next_season(&rules(4, 1), &last, &HashSet::new(), &[]).unwrap();
        assert_eq!(next.divisions[0], ["p0", "p1", "p2", "q0"]);
        assert_eq!(next.divisions[1], ["p3", "q1", "q2"]);
        assert_eq!(
            next.promoted,
            [Move {
                user: "q0".into(),
                from: 2,
                to: 1
            }]
        );
        assert_eq!(next.relegated.len(), 1);
        assert_eq!(next.relegated[0].user, "p3");
    }

    #[test]
    fn a_place_left_empty_is_taken_from_below_and_newcomers_start_at_the_bottom() {
        let last = vec![names(4), vec!["q0".into(), "q1".into(), "q2".into()]];
        let gone: HashSet<String> = ["p1".to_string()].into();
        let next = next_season(&rules(4, 1), &last, &gone, &["new".into()]).unwrap();
        assert_eq!(next.divisions[0], ["p0", "p2", "q0", "p3"]);
        assert_eq!(next.divisions[1], ["q1", "q2", "new"]);
        assert!(next.relegated.is_empty());
    }

    proptest! {
        #[test]
        fn everyone_is_placed_once_in_divisions_within_bounds(
            n in 2usize..80, size in MIN_DIVISION..=MAX_DIVISION,
        ) {
            let players = names(n);
            let d = divisions(&rules(size, 1), &players).unwrap();
            let flat: Vec<String> = d.iter().flatten().cloned().collect();
            prop_assert_eq!(&flat, &players);
            let size = size as usize;
            for (i, div) in d.iter().enumerate() {
                if i + 1 < d.len() {
                    prop_assert_eq!(div.len(), size);
                } else if d.len() > 1 {
                    prop_assert!(div.len() >= MIN_DIVISION as usize);
                    prop_assert!(div.len() < size + MIN_DIVISION as usize);
                }
            }
        }

        #[test]
        fn equal_moves_move_exactly_the_edges(
            n in 2usize..80, size in MIN_DIVISION..=MAX_DIVISION, moving in 0u32..=2,
        ) {
            prop_assume!(2 * moving < size);
            let r = rules(size, moving);
            let last = divisions(&r, &names(n)).unwrap();
            let next = next_season(&r, &last, &HashSet::new(), &[]).unwrap();
            prop_assert_eq!(next.divisions.len(), last.len());
            let k = moving as usize;
            let mut up = Vec::new();
            let mut down = Vec::new();
            for i in 0..last.len() {
                if i > 0 {
                    up.extend(last[i][..k].iter().cloned());
                }
                if i + 1 < last.len() {
                    down.extend(last[i][last[i].len() - k..].iter().cloned());
                }
            }
            let moved_up: Vec<String> = next.promoted.iter().map(|m| m.user.clone()).collect();
            let moved_down: Vec<String> =
                next.relegated.iter().map(|m| m.user.clone()).collect();
            prop_assert_eq!(moved_up, up);
            let mut moved_down_sorted = moved_down;
            moved_down_sorted.sort();
            down.sort();
            prop_assert_eq!(moved_down_sorted, down);
            prop_assert!(next.promoted.iter().all(|m| m.to + 1 == m.from));
            prop_assert!(next.relegated.iter().all(|m| m.to == m.from + 1));
        }

        #[test]
        fn leavers_drop_out_and_newcomers_join_the_bottom(
            n in 2usize..60, size in MIN_DIVISION..=MAX_DIVISION,
            leaving in proptest::collection::vec(0usize..60, 0..6), fresh in 0usize..5,
        ) {
            let r = rules(size, 1);
            let last = divisions(&r, &names(n)).unwrap();
            let gone: HashSet<String> = leaving.iter().map(|i| format!("p{i}")).collect();
            let newcomers: Vec<String> = (0..fresh).map(|i| format!("new{i}")).collect();
            let expected = names(n).into_iter().filter(|p| !gone.contains(p)).count() + fresh;
            match next_season(&r, &last, &gone, &newcomers) {
                Ok(next) => {
                    let flat: Vec<String> = next.divisions.iter().flatten().cloned().collect();
                    prop_assert_eq!(flat.len(), expected);
                    let unique: HashSet<&String> = flat.iter().collect();
                    prop_assert_eq!(unique.len(), expected);
                    prop_assert!(flat.iter().all(|p| !gone.contains(p)));
                    // Newcomers come last, at the bottom.
                    prop_assert!(flat.ends_with(&newcomers));
                }
                Err(e) => {
                    prop_assert_eq!(e, LeagueError::TooFewPlayers);
                    prop_assert!(expected < 2);
                }
            }
        }
    }
}
