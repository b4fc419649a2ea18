//! The `tablero` command line: perft, moves, render and replay, and their errors.

#[path = "../support/mod.rs"]
mod support;

mod analyze;
mod commands;
mod records;
mod render;
mod settings;
mod toolchain;
