//! The bot's settings (`app::Settings`): every value of the environment or `.env` file
//! (`DISCORD_GUILD_ID`, `DISCORD_SHARDS`, `METRICS_ADDR`, `TABLERO_SWEEP_SECONDS`, ...),
//! read by the same clap value parsers as at start. The input is a command line of
//! `tablero bot` (`--<flag> <value>` per line): clap reads a variable's text with the same
//! parser as its flag's, so the text is what is fuzzed, without touching the process's
//! environment (which is shared state and unsafe to set).
//!
//! Invariants: reading never panics and refuses with clap's error; the settings that read
//! are within their documented ranges (texts trimmed and not empty, shard ranges ordered,
//! the sweep and redelivery times bounded); a shard range prints in the form it reads; the
//! database location shown in logs never shows a password (`store::masked`), and the token
//! is never shown.
#![no_main]

#[path = "common.rs"]
mod common;

use std::time::Duration;

use clap::{Args, FromArgMatches};
use tablero::app::Settings;
use tablero::discord::ShardRange;

const FLAGS: [&str; 10] = [
    "--token",
    "--database",
    "--guild",
    "--proxy",
    "--threads",
    "--shards",
    "--metrics",
    "--log-format",
    "--sweep-seconds",
    "--redeliver-after",
];

common::fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else {
        return;
    };
    // Each line is `<digit><value>`: the first byte picks the flag (`0` the first of FLAGS).
    let mut args = vec!["tablero".to_string()];
    for line in text.lines() {
        let Some(first) = line.bytes().next() else {
            continue;
        };
        let flag = FLAGS[usize::from(first.wrapping_sub(b'0')) % FLAGS.len()];
        let value = line.get(1..).unwrap_or_default();
        args.push(format!("{flag}={value}"));
        // Each value also through the parsers that read it outside clap.
        if let Ok(range) = value.parse::<ShardRange>() {
            assert!(range.first <= range.last && range.last < range.total);
            assert_eq!(range.to_string().parse::<ShardRange>(), Ok(range));
        }
        check_masked(value);
    }
    let command = Settings::augment_args(clap::Command::new("tablero"));
    let Ok(matches) = command.try_get_matches_from(&args) else {
        return;
    };
    let Ok(settings) = Settings::from_arg_matches(&matches) else {
        return;
    };
    let trimmed = |s: &str| !s.is_empty() && s.trim() == s;
    assert!(trimmed(&settings.database));
    assert!(settings.token.as_deref().is_none_or(trimmed));
    assert!(settings.proxy.as_deref().is_none_or(trimmed));
    if let Some(range) = settings.shards {
        assert!(range.first <= range.last && range.last < range.total);
    }
    assert!(
        (Duration::from_millis(50)..=Duration::from_secs(86_400)).contains(&settings.sweep_every),
        "{:?}",
        settings.sweep_every
    );
    assert!((1..=86_400).contains(&settings.redeliver_after));
    let shown = format!("{settings:?}");
    // The token is shown as `<hidden>` and nothing else of it shows: what is shown is what
    // would be shown without a token, but for that one field.
    let without = Settings {
        token: None,
        ..settings.clone()
    };
    let expected = match settings.token {
        Some(_) => format!("{without:?}").replacen("token: None", "token: Some(\"<hidden>\")", 1),
        None => format!("{without:?}"),
    };
    assert_eq!(shown, expected);
});

/// `store::masked` hides any password a URL carries: what it shows reads back (if it reads
/// at all) with no password but `***`, and no `password=` parameter but `***`.
fn check_masked(location: &str) {
    let shown = tablero::store::masked(location);
    if let Ok(url) = url::Url::parse(&shown) {
        if let Some(password) = url.password() {
            assert_eq!(password, "***", "`{location}` shown as `{shown}`");
        }
        for (key, value) in url.query_pairs() {
            if key.eq_ignore_ascii_case("password") {
                assert_eq!(value, "***", "`{location}` shown as `{shown}`");
            }
        }
    }
}
