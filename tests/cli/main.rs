//! The `tablero` command line: perft, moves, render and replay, and their errors; every
//! printing command on a closed pipe.

#[path = "../support/mod.rs"]
mod support;

mod analyze;
mod commands;
mod pipes;
mod records;
mod render;
mod settings;
mod toolchain;
