//! From the engine's values to win probabilities, the scale the chart and the mistake
//! thresholds read.
//!
//! A search score `s` (for the side to move) maps to `1 / (1 + e^-(b + s / k))`: one scale
//! `k` a game, and an offset `b` for each variant and side to move, because the same score
//! does not mean the same chance everywhere: the engine's Fox and Geese evaluation weighs
//! material, which misjudges who wins a variant (the fox wins every engine game of standard
//! Fox and Geese at 13 geese, where the evaluation counts the geese ahead), and in TZAAR the
//! side to move at a turn's start is slightly worse off than the score says. Both are
//! fitted by `tablero-lab winprob` to self-play games played at the analysis budget (the
//! maximum-likelihood `k` and offsets for "the side to move went on to win"; docs/analysis.md
//! has the runs and the fits' quality). Proved values are certain: a win is 1, a loss 0, a
//! proved draw one half.

use std::sync::RwLock;

use super::{Eval, Setup};
use crate::engine::Oracle;
use crate::games::{AnyGame, GameKind, GameRules, Seat};

/// A game's fitted mapping.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// The game's key.
    pub game: &'static str,
    /// The scale, in score units (about 100 a piece or a goose).
    pub k: f64,
    /// The offsets: (the variant's options text, the side to move, `b`); 0 where none.
    pub offsets: &'static [(&'static str, Seat, f64)],
    /// The analysis's node budget a position in this game, which the fit was made at
    /// ([`super::Setup::standard`]; a new budget means a new fit).
    pub nodes: u64,
}

/// The fitted mappings registered, one a game: the packs' (`packs::install`, at start; each
/// game's fit, with its runs, is in its pack), filled from above so that the analysis names
/// no game.
static FITS: RwLock<Vec<&'static Fit>> = RwLock::new(Vec::new());

/// Registers a game's fitted mapping; a second one for the same game is ignored.
pub(crate) fn register(fit: &'static Fit) {
    let mut fits = FITS.write().unwrap_or_else(|e| e.into_inner());
    if !fits.iter().any(|f| f.game == fit.game) {
        fits.push(fit);
    }
}

/// The fitted mappings registered (`tablero-lab winprob` refits them).
pub fn fits() -> Vec<&'static Fit> {
    FITS.read().unwrap_or_else(|e| e.into_inner()).clone()
}

/// The scale of `kind` (games without a fit use 200, TZAAR's evaluation scale).
pub fn scale(kind: GameKind) -> f64 {
    fit(kind).map_or(200.0, |f| f.k)
}

fn fit(kind: GameKind) -> Option<&'static Fit> {
    fits().into_iter().find(|f| f.game == kind.key())
}

/// The bot's analysis budget is written here, beside the fits: a game's fit is made at its
/// budget, and both are its pack's.
impl Setup {
    /// The bot's budget for `kind`: its pack's, beside its win-probability fit (chosen so
    /// that a typical game's review, about 22 TZAAR turns or 40-70 Fox and Geese moves,
    /// takes well under a minute on two cores of a release build; the figures are in
    /// docs/analysis.md); 300 000 nodes for a game without a fit.
    pub fn standard(kind: GameKind, oracle: Oracle) -> Setup {
        let nodes = fit(kind).map_or(300_000, |f| f.nodes);
        Setup {
            nodes,
            oracle,
            seed: 1,
        }
    }
}

/// The offset of a variant (its options text) and side to move.
pub fn offset(kind: GameKind, options: &str, seat: Seat) -> f64 {
    fit(kind)
        .and_then(|f| {
            f.offsets
                .iter()
                .find(|(o, s, _)| *o == options && *s == seat)
        })
        .map_or(0.0, |(_, _, b)| *b)
}

/// The chance that the side to move in `game` wins, from 0 to 1, by its value.
pub fn chance_in(game: &AnyGame, eval: Eval) -> f64 {
    let kind = game.kind();
    let b = offset(kind, &game.spec().options(), game.to_move());
    chance_with(eval, scale(kind), b)
}

/// The chance with no offset (the side to move of an unknown variant).
pub fn chance(kind: GameKind, eval: Eval) -> f64 {
    chance_with(eval, scale(kind), 0.0)
}

fn chance_with(eval: Eval, k: f64, b: f64) -> f64 {
    match eval {
        Eval::Win(_) => 1.0,
        Eval::Loss(_) => 0.0,
        Eval::Draw => 0.5,
        Eval::Score(s) => logistic_with(f64::from(s), k, b),
    }
}

/// `1 / (1 + e^(-score / k))`.
pub fn logistic(score: f64, k: f64) -> f64 {
    logistic_with(score, k, 0.0)
}

/// `1 / (1 + e^-(b + score / k))`.
pub fn logistic_with(score: f64, k: f64, b: f64) -> f64 {
    1.0 / (1.0 + (-(b + score / k)).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tzaar;

    #[test]
    fn the_mapping_is_even_at_zero_rises_with_the_score_and_is_certain_on_proofs() {
        crate::packs::install();
        let kind = tzaar::KIND;
        assert!((chance(kind, Eval::Score(0)) - 0.5).abs() < 1e-9);
        assert!(chance(kind, Eval::Score(100)) > 0.5);
        assert!(chance(kind, Eval::Score(-100)) < 0.5);
        assert!(chance(kind, Eval::Score(400)) > chance(kind, Eval::Score(100)));
        let k = scale(kind);
        assert!((chance(kind, Eval::Score(k as i32)) - 0.731).abs() < 0.01);
        assert_eq!(chance(kind, Eval::Win(3)), 1.0);
        assert_eq!(chance(kind, Eval::Loss(0)), 0.0);
        assert_eq!(chance(kind, Eval::Draw), 0.5);
        assert!((logistic_with(0.0, 100.0, 1.0) - 0.731).abs() < 0.01);
    }

    #[test]
    fn each_games_budget_is_its_packs_as_it_was_before_the_packs() {
        crate::packs::install();
        let nodes = |kind| Setup::standard(kind, Oracle::none()).nodes;
        assert_eq!(nodes(tzaar::KIND), 600_000);
        assert_eq!(nodes(crate::games::foxgeese::KIND), 300_000);
    }

    #[test]
    fn every_offset_names_a_variant_of_its_game() {
        crate::packs::install();
        let fits = fits();
        assert!(fits.len() >= 2, "the packs' fits are registered");
        for fit in fits {
            let kind = GameKind::from_key(fit.game).expect("a registered game");
            for (options, _, b) in fit.offsets {
                assert!(
                    crate::games::GameSpec::parse(kind, options).is_ok(),
                    "{options}"
                );
                assert!(b.abs() <= 6.0);
            }
        }
    }
}
