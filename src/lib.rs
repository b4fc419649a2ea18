//! tablero: abstract board games for Discord channels.
//!
//! The crate is layered (see `README.md`): pure rules cores in [`games`], and above them the
//! play layer, storage, rendering and the Discord front end. Every layer is testable without
//! the ones above it.

pub mod app;
pub mod backoff;
pub mod cache;
pub mod console;
pub mod discord;
pub mod domain;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod messages;
pub mod ops;
pub mod render;
pub mod store;
pub mod table;
pub mod time_control;
pub mod tournament;

#[cfg(test)]
mod layers;
