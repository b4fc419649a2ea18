//! tablero's core: everything the bot computes, and nothing it does. The games' rules
//! ([`games`], each game's parts for the layers above in its pack, listed in [`packs`]), the
//! engine and the exact solvers ([`engine`]), the board images ([`render`]),
//! tournament pairing and standings ([`tournament`]), the move picker's menus ([`picker`]), time controls ([`time_control`]), the text
//! catalogue ([`i18n`]) and the vocabulary the play layer shares ([`domain`], [`cache`]).
//!
//! No database, no Discord, no network: the `tablero` crate (the bot) builds on this one and
//! re-exports every module, so `tablero::games` and `crate::games` inside the bot name these.
//! It is a crate of its own so that the tests' dev profile can compile it optimized and the bot's
//! async code unoptimized (see the root Cargo.toml).

pub mod analysis;
pub mod cache;
#[cfg(feature = "sqlx")]
mod columns;
pub mod domain;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod packs;
pub mod picker;
pub mod puzzle;
pub mod render;
pub mod time_control;
pub mod tournament;
