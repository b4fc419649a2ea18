//! From the engine's values to win probabilities, the scale the chart and the mistake
//! thresholds read.
//!
//! A search score `s` (for the side to move) maps to `1 / (1 + e^(-s / k))`, with one `k`
//! a game, fitted by `tablero-lab winprob` to self-play games played at the analysis budget
//! (the maximum-likelihood `k` for "the side to move went on to win"; docs/analysis.md has
//! the run, its data and the fit's quality). Proved values are certain: a win is 1, a loss
//! 0, a proved draw one half.

use super::Eval;
use crate::games::GameKind;

/// The fitted scale `k` of each game, in score units (about 100 a piece or a goose): the
/// score at which the side to move wins about 73% of the time (`1 / (1 + e^-1)`).
/// Refit with `tablero-lab winprob` when the evaluation or the analysis budget changes.
pub const SCALES: &[(&str, f64)] = &[("tzaar", TZAAR_SCALE), ("foxgeese", FOXGEESE_SCALE)];

/// TZAAR's scale (see [`SCALES`]).
pub const TZAAR_SCALE: f64 = 200.0;
/// Fox and Geese's scale (see [`SCALES`]).
pub const FOXGEESE_SCALE: f64 = 150.0;

/// The scale of `kind` (games without a fit use 200, TZAAR's evaluation scale).
pub fn scale(kind: GameKind) -> f64 {
    SCALES
        .iter()
        .find(|(key, _)| *key == kind.key())
        .map_or(200.0, |(_, k)| *k)
}

/// The chance that the side to move wins, from 0 to 1.
pub fn chance(kind: GameKind, eval: Eval) -> f64 {
    match eval {
        Eval::Win(_) => 1.0,
        Eval::Loss(_) => 0.0,
        Eval::Draw => 0.5,
        Eval::Score(s) => logistic(f64::from(s), scale(kind)),
    }
}

/// `1 / (1 + e^(-score / k))`.
pub fn logistic(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-score / k).exp())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tzaar;

    #[test]
    fn the_mapping_is_even_at_zero_rises_with_the_score_and_is_certain_on_proofs() {
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
    }
}
