pub mod move_errors;
