//! What a standings image shows, as plain data: the play layer builds it from a tournament's
//! [`Standings`] and the players' names (looked up in its store), so drawing needs no store.

use crate::games::Seat;
use crate::i18n::Locale;
use crate::tournament::{GameResult, Points, RoundEntry, Standings, Tiebreak};

/// A tournament's standings as the image draws them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsView {
    /// The language of every word drawn.
    pub locale: Locale,
    /// The tournament's name, the title.
    pub name: String,
    /// Under the title: after which round, or final.
    pub stage: Stage,
    /// The words of the game's two sides (its `side_words`: `white`, `black`; `fox`,
    /// `geese`), which choose the side letters of the cells (`standings-side-<word>`); a word
    /// the catalogue lacks is drawn as a neutral mark.
    pub sides: [String; 2],
    /// The tie-breaks' order, one column each after the points.
    pub tiebreaks: Vec<Tiebreak>,
    /// Best first.
    pub rows: Vec<StandingsRow>,
}

/// How far the tournament has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Under way: `round` rounds complete of `total` (0 while the first is played).
    After { round: u32, total: u32 },
    /// Finished: the winners are highlighted.
    Final,
}

/// One player's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsRow {
    /// Their place, from 1; `shared` when someone else has it too ("2=").
    pub rank: u32,
    pub shared: bool,
    /// The name to draw (the play layer's choice; shortened here to fit).
    pub name: String,
    pub points: Points,
    /// In the order of [`StandingsView::tiebreaks`].
    pub tiebreaks: Vec<Points>,
    /// Each round's cell, round 1 first.
    pub rounds: Vec<Cell>,
    pub withdrawn: bool,
}

/// One round of one player, a crosstable cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// A game against the player on row `opponent` (from 1; `None` if they are not in the
    /// table), in `seat`; `result` is `None` while it is played.
    Game {
        opponent: Option<u32>,
        seat: Seat,
        result: Option<GameResult>,
    },
    /// The round's bye.
    Bye,
    /// Not paired (after withdrawing).
    Absent,
}

/// What a cell's result reads as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Win,
    Draw,
    Loss,
    /// The game is still being played.
    Playing,
}

impl Cell {
    /// The cell's result for its player, and whether it was decided by forfeit; `None` for
    /// a cell without a game.
    pub fn mark(self) -> Option<(Mark, bool)> {
        let Cell::Game { seat, result, .. } = self else {
            return None;
        };
        Some(match result {
            None => (Mark::Playing, false),
            Some(r) => {
                let mark = match r.points_of(seat) {
                    Points::ONE => Mark::Win,
                    Points::HALF => Mark::Draw,
                    _ => Mark::Loss,
                };
                (mark, r.is_forfeit())
            }
        })
    }
}

impl StandingsView {
    /// The view of `standings`, with `name_of` giving the name drawn for each user id.
    ///
    /// Cells name opponents by their row in this table (the crosstable's usual reference:
    /// the row number, which is the rank unless places are shared).
    pub fn new(
        locale: Locale,
        name: &str,
        stage: Stage,
        sides: [&str; 2],
        standings: &Standings,
        mut name_of: impl FnMut(&str) -> String,
    ) -> StandingsView {
        let row_of = |user: &str| {
            standings
                .rows
                .iter()
                .position(|r| r.user == user)
                .map(|i| i as u32 + 1)
        };
        let rows = standings
            .rows
            .iter()
            .map(|r| StandingsRow {
                rank: r.rank,
                shared: r.shared,
                name: name_of(&r.user),
                points: r.points,
                tiebreaks: r.tiebreaks.clone(),
                rounds: r
                    .rounds
                    .iter()
                    .map(|e| match e {
                        RoundEntry::Game {
                            opponent,
                            seat,
                            result,
                        } => Cell::Game {
                            opponent: row_of(opponent),
                            seat: *seat,
                            result: *result,
                        },
                        RoundEntry::Bye => Cell::Bye,
                        RoundEntry::Absent => Cell::Absent,
                    })
                    .collect(),
                withdrawn: r.withdrawn,
            })
            .collect();
        StandingsView {
            locale,
            name: name.to_string(),
            stage,
            sides: sides.map(str::to_string),
            tiebreaks: standings.tiebreaks.clone(),
            rows,
        }
    }

    /// Whether the row is a winner's: first place in final standings.
    pub fn is_winner(&self, row: &StandingsRow) -> bool {
        self.stage == Stage::Final && row.rank == 1
    }

    /// The most rounds any row has.
    pub fn rounds(&self) -> usize {
        self.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0)
    }
}
