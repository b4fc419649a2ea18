//! Board images and replays: sizes, pixel probes at known points, every position of many
//! random games, and reference images.

#[path = "../support/mod.rs"]
mod support;

mod foxgeese;
mod reference;
mod tzaar;
