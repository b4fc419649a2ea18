//! The rating policy: Elo, with a larger K-factor while a player is new. Pure arithmetic
//! behind the store's [`RatingPolicy`], which applies it inside the transaction that ends a
//! game; tests check it without a database.

use crate::store::{RatingPolicy, RatingState};

/// The Elo policy every rated game uses.
#[derive(Clone, Copy, Debug, Default)]
pub struct Elo;

impl RatingPolicy for Elo {
    fn initial(&self) -> f64 {
        INITIAL
    }

    fn deltas(&self, before: [RatingState; 2], first_score: f64) -> [f64; 2] {
        let (a, b) = deltas(
            before[0].rating,
            before[1].rating,
            first_score,
            k_factor(before[0].games),
            k_factor(before[1].games),
        );
        [a, b]
    }
}

/// A rating stays provisional (shown with `?`, left off leaderboards) for a player's first
/// rated games in a pool: a handful of results say little about a player.
pub const PROVISIONAL_GAMES: i64 = 5;

/// Rating of a player's first game.
pub const INITIAL: f64 = 1500.0;

/// K-factor: how far one game moves a rating. Higher while a player is new, so early
/// ratings settle quickly.
pub fn k_factor(games_played: i64) -> f64 {
    if games_played < 10 { 40.0 } else { 24.0 }
}

/// Expected score of a player rated `a` against one rated `b`.
pub fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

/// Rating changes `(delta_a, delta_b)` after a game where `a` scored `score_a` (1 win,
/// 0.5 draw, 0 loss), each side with its own K-factor.
pub fn deltas(a: f64, b: f64, score_a: f64, k_a: f64, k_b: f64) -> (f64, f64) {
    let e = expected(a, b);
    (k_a * (score_a - e), k_b * ((1.0 - score_a) - (1.0 - e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_players_split_the_stake() {
        let (da, db) = deltas(1500.0, 1500.0, 1.0, 40.0, 40.0);
        assert!((da - 20.0).abs() < 1e-9 && (db + 20.0).abs() < 1e-9);
        let (da, db) = deltas(1500.0, 1500.0, 0.5, 40.0, 40.0);
        assert!(da.abs() < 1e-9 && db.abs() < 1e-9);
    }

    #[test]
    fn an_upset_moves_ratings_more() {
        let (favourite_wins, _) = deltas(1800.0, 1400.0, 1.0, 24.0, 24.0);
        let (favourite_loses, _) = deltas(1800.0, 1400.0, 0.0, 24.0, 24.0);
        assert!(favourite_wins < 3.0 && favourite_loses < -20.0);
        assert!((expected(1800.0, 1400.0) + expected(1400.0, 1800.0) - 1.0).abs() < 1e-12);
    }
}
