//! The real bot (`tablero::discord::run`) against the fake Discord on loopback: registration,
//! challenges, play, the move picker, faults, game rooms (threads, DMs), and the fake's own
//! self-test.

#[path = "../support/fake_discord/mod.rs"]
mod fake_discord;
#[path = "../support/discord.rs"]
mod support;
#[path = "../support/table.rs"]
mod table_support;

mod analysis;
mod anywhere;
mod challenges;
mod clocks;
mod faults;
mod game_rooms;
mod leagues;
mod misuse;
mod picker;
mod play;
mod processes;
mod puzzles;
mod records;
mod registration;
mod rooms;
mod selftest;
mod settings;
mod shards;
mod tournaments;
