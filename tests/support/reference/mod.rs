//! Deliberately simple reference move generators that share no code with the library, to
//! obtain and cross-check perft counts and move lists.

pub mod foxgeese;
pub mod tzaar;
