//! tablero: abstract board games for Discord channels.
//!
//! The crate is layered (see `README.md`): pure rules cores in [`games`], and above them the
//! play layer, storage, rendering and the Discord front end. Every layer is testable without
//! the ones above it.

// The computing core, a crate of its own (`core/`), under the paths it always had here.
pub use tablero_core::{
    analysis, cache, domain, engine, games, i18n, packs, picker, puzzle, render, time_control,
    tournament,
};

pub mod app;
pub mod backoff;
pub mod console;
pub mod discord;
pub mod messages;
pub mod ops;
pub mod output;
pub mod store;
pub mod table;
pub mod web;

#[cfg(test)]
mod architecture;
#[cfg(test)]
mod layers;
