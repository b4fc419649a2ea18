//! Every word and mark a standings image draws, from the catalogue (`standings-*`), and the
//! text of each crosstable cell ("3W+", "5B=", "2W…", "4+", "bye", "–").

use super::view::{Cell, Mark, Stage, StandingsView};
use crate::i18n::{self, Args, Locale};
use crate::tournament::Tiebreak;

/// A round without a game, or a reference that cannot be made.
pub const ABSENT: &str = "–";

/// The side marks drawn when the catalogue has no letter for a game's side words (a game
/// added without them): the first and second seat, neutral in every language.
const NEUTRAL_SIDES: [&str; 2] = ["○", "●"];

/// The words of one image.
#[derive(Clone, Debug)]
pub struct Words {
    pub subtitle: String,
    pub rank: String,
    pub player: String,
    pub points: String,
    /// One head per tie-break, in the view's order.
    pub tiebreaks: Vec<String>,
    /// The letters of the two sides.
    pub sides: [String; 2],
    pub bye: String,
    pub withdrawn: String,
    locale: Locale,
}

fn tiebreak_id(t: Tiebreak) -> &'static str {
    match t {
        Tiebreak::Buchholz => "buchholz",
        Tiebreak::SonnebornBerger => "sonneborn-berger",
        Tiebreak::DirectEncounter => "direct-encounter",
    }
}

impl Words {
    pub fn new(view: &StandingsView) -> Words {
        let locale = view.locale;
        let t = |id: &str| i18n::lookup(locale, id);
        let subtitle = match view.stage {
            Stage::Final => t("standings-final"),
            Stage::After { round, total } => i18n::text(
                locale,
                "standings-after",
                &Args::new()
                    .with("round", i64::from(round))
                    .with("total", i64::from(total)),
            ),
        };
        let side = |i: usize| {
            i18n::text_or_none(
                locale,
                &format!("standings-side-{}", view.sides[i]),
                &Args::new(),
            )
            .unwrap_or_else(|| NEUTRAL_SIDES[i].to_string())
        };
        Words {
            subtitle,
            rank: t("standings-head-rank"),
            player: t("standings-head-player"),
            points: t("standings-head-points"),
            tiebreaks: view
                .tiebreaks
                .iter()
                .map(|&tb| t(&format!("standings-head-{}", tiebreak_id(tb))))
                .collect(),
            sides: [side(0), side(1)],
            bye: t("standings-bye"),
            withdrawn: t("standings-withdrawn"),
            locale,
        }
    }

    /// A round's column head, "R3".
    pub fn round(&self, round: usize) -> String {
        i18n::text(
            self.locale,
            "standings-head-round",
            &Args::new().with("round", round as i64),
        )
    }

    /// A cell's text: the opponent's row, the side (left out for a forfeit: the game was not
    /// played), the result.
    pub fn cell(&self, cell: Cell) -> String {
        match cell {
            Cell::Bye => self.bye.clone(),
            Cell::Absent => ABSENT.to_string(),
            Cell::Game { opponent, seat, .. } => {
                let opponent = opponent.map_or_else(|| "?".to_string(), |o| o.to_string());
                let Some((mark, forfeit)) = cell.mark() else {
                    return ABSENT.to_string();
                };
                let side = if forfeit {
                    ""
                } else {
                    &self.sides[seat.index()]
                };
                format!("{opponent}{side}{}", mark_text(mark))
            }
        }
    }

    /// A note under the table: `rounds` rounds left out at the start.
    pub fn rounds_hidden(&self, rounds: usize) -> String {
        i18n::text(
            self.locale,
            "standings-rounds-hidden",
            &Args::new().with("last", rounds as i64),
        )
    }

    /// A note under the table: `count` players left out at the end.
    pub fn rows_hidden(&self, count: usize) -> String {
        i18n::text(
            self.locale,
            "standings-rows-hidden",
            &Args::new().with("count", count as i64),
        )
    }

    /// The legend's items for the marks this image uses: how to read a cell, the sides, the
    /// results, forfeits and games being played if there are any, each tie-break's name.
    pub fn legend(&self, view: &StandingsView, shown: &[Cell]) -> Vec<String> {
        let t = |id: &str| i18n::lookup(self.locale, id);
        let with_example = |id: &str, example: String| {
            i18n::text(self.locale, id, &Args::new().with("example", example))
        };
        let mut out = Vec::new();
        let games: Vec<Cell> = shown
            .iter()
            .copied()
            .filter(|c| matches!(c, Cell::Game { .. }))
            .collect();
        // The example: a game won at the board if there is one, else any played to an end.
        let played = |c: &Cell| matches!(c.mark(), Some((m, false)) if m != Mark::Playing);
        let example = games
            .iter()
            .copied()
            .find(|c| c.mark() == Some((Mark::Win, false)))
            .or_else(|| games.iter().copied().find(played));
        if let Some(cell) = example {
            out.push(with_example("standings-legend-cell", self.cell(cell)));
            for word in &view.sides {
                if let Some(item) = i18n::text_or_none(
                    self.locale,
                    &format!("standings-legend-side-{word}"),
                    &Args::new(),
                ) {
                    out.push(item);
                }
            }
            out.push(t("standings-legend-results"));
        }
        if let Some(cell) = games
            .iter()
            .copied()
            .find(|c| matches!(c.mark(), Some((_, true))))
        {
            out.push(with_example("standings-legend-forfeit", self.cell(cell)));
        }
        if games
            .iter()
            .any(|c| matches!(c.mark(), Some((Mark::Playing, _))))
        {
            out.push(t("standings-legend-playing"));
        }
        for &tb in &view.tiebreaks {
            out.push(t(&format!("standings-legend-{}", tiebreak_id(tb))));
        }
        out
    }
}

/// The result mark: `+`, `=`, `−` (the minus sign, as wide as the plus), `…` while played.
pub fn mark_text(mark: Mark) -> &'static str {
    match mark {
        Mark::Win => "+",
        Mark::Draw => "=",
        Mark::Loss => "−",
        Mark::Playing => "…",
    }
}
