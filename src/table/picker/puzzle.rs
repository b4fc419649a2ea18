//! The move picker on a player's open puzzle (`/puzzle`): the same menus as a game's, built
//! on the puzzle's position; **Play** answers the puzzle as `/puzzle answer` does, privately.
//! Its ids carry the stored session's version, so a picker left behind by a later answer
//! says so and offers a fresh one.

use super::{PickAction, PickLine, PickPath, Picked, PickerView, Target, fresh, model};
use crate::domain::ChannelRef;
use crate::table::{Actor, Msg, Table, TableError};

impl Table {
    /// A puzzle picker's button or menu (see the module documentation).
    pub(super) async fn pick_puzzle(
        &self,
        channel: &ChannelRef,
        actor: &Actor,
        action: PickAction,
        selected: Option<&str>,
    ) -> Result<Picked, TableError> {
        let (version, game) = self.open_puzzle_game(channel, actor).await?;
        let target = Target::Puzzle { version };
        let names = [String::new(), String::new()];
        if action.version() != version {
            return Ok(Picked::Picker(match action {
                // An older board's Move button: the picker for the position now.
                PickAction::PuzzleOpen { .. } => {
                    let lines = vec![Msg::Picker(PickLine::MovedOn)];
                    self.view(&game, names, target, actor, PickPath::EMPTY, lines)
                        .await?
                }
                _ => fresh(target, PickLine::Stale),
            }));
        }
        let Some(path) = action.path_with(selected) else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        let Some(step) = model::walk(&game, &path.choices()) else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        if !action.plays() {
            let view = self
                .view(&game, names, target, actor, path, Vec::new())
                .await?;
            return Ok(Picked::Picker(view));
        }
        let Some(turn) = step.complete else {
            return Ok(Picked::Picker(fresh(target, PickLine::Invalid)));
        };
        let reply = match self
            .puzzle_answer_at(channel, actor, &turn, Some(version))
            .await
        {
            Ok(reply) => reply,
            Err(TableError::Stale) => return Ok(Picked::Picker(fresh(target, PickLine::Stale))),
            Err(e) => return Err(e),
        };
        Ok(Picked::Picker(PickerView { reply, menu: None }))
    }
}
