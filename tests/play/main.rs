//! The play layer and the local console on a real SQLite file: challenges, moves, offers,
//! time limits, the computer, the move picker, concurrency and crashes, and the schema both
//! backends migrate to.

#[path = "../support/mod.rs"]
mod support;
#[path = "../support/table.rs"]
mod table_support;

mod analysis;
mod boards;
mod clocks;
mod computer;
mod concurrency;
mod console;
mod console_tournaments;
mod digest;
mod events;
mod flow;
mod ladders;
mod leagues;
mod model;
mod mute;
mod outbox;
mod picker;
mod props;
mod puzzles;
mod quiet;
mod rooms;
mod schema;
mod settings;
mod tournament_rooms;
mod tournaments;
mod toy;
mod turns;
mod vacations;
