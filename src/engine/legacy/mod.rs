//! The engine as it stood before the fitted TZAAR evaluation (version 1), frozen: the
//! yardstick the match harness measures the current engine against (`--a-version v1`).
//! Not used in play.

pub(crate) mod foxgeese;
pub(crate) mod tzaar;
