//! The Fox and Geese board (in progress).
