//! The rules cores: TZAAR and Fox and Geese rules, games and records, perft tables checked
//! against independent reference generators, and property tests of every parser.

#[path = "../support/reference/mod.rs"]
mod reference;
#[path = "../support/mod.rs"]
mod support;

mod docs;
mod foxgeese_game;
mod foxgeese_perft;
mod foxgeese_props;
mod foxgeese_rules;
mod tzaar_games;
mod tzaar_perft;
mod tzaar_props;
mod tzaar_rules;
