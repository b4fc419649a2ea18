//! Fox and Geese rules core: Two Foxes (Halatafl) and standard Fox and Geese.
