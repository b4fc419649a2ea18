//! TZAAR rules core (see `shared/rules/tzaar.md`).
