//! What the targets share: the entry point, reading the fuzzer's bytes as text, and splitting
//! an input into a context line and the text under test. (Each target uses part of it.)
#![allow(dead_code)]

/// The entry point: libFuzzer's `fuzz_target!` when built to fuzz (the default feature
/// `libfuzzer`). Without it (CI's `cargo check --no-default-features`), the same body as a
/// plain function, so every target is still type-checked, without libFuzzer, whose build
/// script's `cc` (with its `parallel` feature) would have every C dependency's build script
/// (ring, SQLite) built and run a second time.
#[cfg(feature = "libfuzzer")]
pub(crate) use libfuzzer_sys::fuzz_target;

#[cfg(not(feature = "libfuzzer"))]
macro_rules! fuzz_target {
    (|$data:ident: &[u8]| $body:block) => {
        #[allow(dead_code)]
        pub fn fuzz_one($data: &[u8]) $body
    };
}
#[cfg(not(feature = "libfuzzer"))]
pub(crate) use fuzz_target;

/// The input as text; `None` (the input is skipped) for bytes that are not UTF-8, which no
/// front end hands to a parser (Discord and the console deliver `str`).
pub fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

/// `head\nrest`: the first line (a position or a setup) and the text after it.
pub fn split_first_line(text: &str) -> (&str, &str) {
    text.split_once('\n').unwrap_or(("", text))
}
