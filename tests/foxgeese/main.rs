//! Fox and Geese's solved tables, one test binary (each binary links the whole bot, so four
//! would cost four links): the solver against the rules core and a brute-force search
//! (`solver`), the lean solver against the acyclic one (`lean`), the documented claims that
//! need no full tables (`claims`), solves killed and resumed (`checkpoints`), the `perfect`
//! level on small tables built in the test (`perfect`), and the checks on the full tables an
//! operator built (`full`, ignored without them: `TABLERO_FULL_TABLES=DIR cargo test
//! --release --test foxgeese full -- --ignored`).

mod checkpoints;
mod claims;
mod full;
mod lean;
mod perfect;
mod solver;
