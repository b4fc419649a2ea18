//! The move picker's model: a turn walked one menu at a time (a stack, then its target; the
//! fox, then each landing of its chain), for a player who would rather not type `d3xd4 c2-c3`.
//! Pure: from a game and the choices so far ([`PickPath`]), [`model::walk`] gives the next
//! menu (never more options than Discord shows, grouped when there are more), whether the
//! turn may stop here, and the turn the choices make, in the notation `/move` reads.
//!
//! Each game's walk is its pack's (`games/<game>/pack/walk.rs`), registered by key at start
//! (`packs::install`); a game without one is walked through its legal moves (`any.rs`). The play layer (`tablero::table::picker`) puts
//! the model behind the picker's buttons and menus, rebuilding the step from the stored game
//! on every press.

mod any;
pub mod labels;
pub mod menus;
pub mod model;
pub mod path;
pub(crate) mod walk;

#[cfg(test)]
mod tests;

pub use labels::{Counted, PickLabel, PickLine};
pub use path::{Choice, MAX_PATH, PickPath};
pub(crate) use walk::Walk;
