//! Fox and Geese rules core: Two Foxes (Halatafl) and standard Fox and Geese.
// Placeholder API until the Fox and Geese core lands (replaced by the real module).
#[derive(Debug)]
pub struct Position;
pub fn parse_position_arg(_arg: &str) -> Result<Position, String> {
    Err("Fox and Geese is not available yet".into())
}
pub fn perft(_pos: &Position, _depth: u32) -> u64 {
    0
}
pub fn divide(_pos: &Position, _depth: u32) -> Vec<(String, u64)> {
    Vec::new()
}
pub fn legal_move_texts(_pos: &Position) -> Vec<String> {
    Vec::new()
}
