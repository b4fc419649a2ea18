//! Exact values of Fox and Geese positions (issue 30): endgame tables built by solving
//! every position with a given number of geese, and the probe that reads them.
//!
//! - [`index`]: perfect hashing of a position (colex rank of the goose set, the foxes among
//!   the empty points, the side to move; the left-right mirror halves the tables);
//! - [`moves`]: the solver's bitboard successors and un-moves, checked against the rules
//!   core;
//! - [`value`]: [`Value`] (`win N`, `loss N`, `draw` for the side to move) and its code;
//! - [`table`]: a solved table in memory and its file format;
//! - [`acyclic`]: the solver for variants without sideways steps (waves of falling rank
//!   sum, no iteration);
//! - [`lean`]: the same values for standard Fox and Geese without sideways steps, built for
//!   billions of positions (1 byte a value, per goose set), with [`halves`] (its files) and
//!   [`lean_run`] (the command's solving and checking for those variants);
//! - [`retro`]: retrograde analysis for variants with sideways steps;
//! - [`verify`]: the checking pass over a finished table, with the rules core;
//! - [`probe`]: [`Tables`], the read side for the bot: `value(&Position)`, `best_moves`;
//! - [`command`]: `tablero solve foxgeese ...` (estimates, files), with [`meter`] (progress)
//!   and [`checkpoint`] (the table in progress saved, so that a stopped run resumes).
//!
//! `docs/foxgeese-solved.md` has the method, the figures and what remains.

pub mod acyclic;
pub mod checkpoint;
pub mod command;
pub mod halves;
pub mod index;
pub mod lean;
pub mod lean_run;
pub mod meter;
pub mod moves;
pub mod probe;
pub mod retro;
pub mod table;
pub use crate::games::value;
pub mod verify;

pub use probe::Tables;
pub use value::Value;
