//! What the targets share: reading the fuzzer's bytes as text, and splitting an input into a
//! context line and the text under test. (Each target uses part of it.)
#![allow(dead_code)]

/// The input as text; `None` (the input is skipped) for bytes that are not UTF-8, which no
/// front end hands to a parser (Discord and the console deliver `str`).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// `head\nrest`: the first line (a position or a setup) and the text after it.
pub fn split_first_line(text: &str) -> (&str, &str) {
    text.split_once('\n').unwrap_or(("", text))
}
