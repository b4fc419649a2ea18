//! Checks that stored games are consistent: each game's position is the replay of its move
//! log, move by move. Used by the crash tests and by `tablero check`.

use super::Table;
use crate::domain::{GameId, GameStatus};
use crate::games::{GameRules, GameSpec};
use crate::store::StoreError;

/// One inconsistency found in a stored game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditProblem {
    pub game_id: GameId,
    pub what: String,
}

impl Table {
    /// Replays every stored game and lists every inconsistency (none in a healthy file).
    pub async fn audit(&self) -> Result<(usize, Vec<AuditProblem>), StoreError> {
        let games = self.store.all_games().await?;
        let mut problems = Vec::new();
        for stored in &games {
            let mut report = |what: String| {
                problems.push(AuditProblem {
                    game_id: stored.id,
                    what,
                })
            };
            let moves = self.store.moves(stored.id).await?;
            let mut game = GameSpec::start(stored.spec, stored.seed);
            if game.position_text() != stored.start_position {
                report("the start position does not match the setup".into());
            }
            for (i, mv) in moves.iter().enumerate() {
                if mv.ply != i as i64 {
                    report(format!("move {i} is stored as ply {}", mv.ply));
                }
                if let Err(e) = game.play_text(&mv.text) {
                    report(format!("move {i} `{}` does not replay: {e}", mv.text));
                    break;
                }
                if game.position_text() != mv.position_after {
                    report(format!(
                        "the position after move {i} differs from the replay"
                    ));
                }
            }
            if game.position_text() != stored.position {
                report("the current position differs from the replay of the log".into());
            }
            if stored.ply != moves.len() as i64 {
                report(format!(
                    "ply {} but {} moves logged",
                    stored.ply,
                    moves.len()
                ));
            }
            if stored.status == GameStatus::Active && game.outcome().is_some() {
                report("the game is over by the rules but still active".into());
            }
        }
        Ok((games.len(), problems))
    }
}
