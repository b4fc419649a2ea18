//! The bot's settings as a process reads them: its environment, a `.env` file, the flags of
//! `tablero bot`, each in a child process with an environment of its own.

use std::path::Path;
use std::process::{Command, Output};

const VARIABLES: [&str; 10] = [
    "DISCORD_TOKEN",
    "DATABASE_URL",
    "DISCORD_GUILD_ID",
    "DISCORD_PROXY",
    "TABLERO_THREADS",
    "DISCORD_SHARDS",
    "METRICS_ADDR",
    "LOG_FORMAT",
    "TABLERO_SWEEP_SECONDS",
    "TABLERO_REDELIVER_AFTER",
];

/// `tablero ARGS` in `dir` with only the variables `vars`.
fn run(dir: &Path, args: &[&str], vars: &[(&str, &str)]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablero"))
        .args(args)
        .env_clear()
        .envs(vars.iter().copied())
        .current_dir(dir)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_bots_help_names_every_variable_and_shows_no_secret() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        &["bot", "--help"],
        &[
            ("DISCORD_TOKEN", "s3cret-t0ken"),
            ("DATABASE_URL", "postgres://bot:hunter2@db/tablero"),
        ],
    );
    assert!(out.status.success());
    let help = text(&out.stdout);
    for var in VARIABLES {
        assert!(help.contains(&format!("<{var}>")), "{var}: {help}");
    }
    assert!(
        !help.contains("s3cret") && !help.contains("hunter2"),
        "{help}"
    );
}

#[test]
fn an_unusable_variable_is_refused_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(dir.path(), &["bot"], &[("DISCORD_GUILD_ID", "abc")]);
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("invalid value 'abc' for '--guild <DISCORD_GUILD_ID>'"),
        "{err}"
    );
    let out = run(dir.path(), &["check"], &[("DISCORD_SHARDS", "2-1/4")]);
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.starts_with("tablero: invalid value '2-1/4' for '--shards <DISCORD_SHARDS>': expected"),
        "{err}"
    );
}

#[test]
fn a_flag_of_tablero_bot_comes_before_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    // The unusable variable is not read: the bot gets as far as wanting its token.
    let out = run(
        dir.path(),
        &["bot", "--guild", "1"],
        &[("DISCORD_GUILD_ID", "abc")],
    );
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

#[test]
fn a_dotenv_file_is_read_and_blank_variables_take_the_defaults() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join(".env"),
        "DATABASE_URL=from-dotenv.db\nDISCORD_GUILD_ID=\n",
    )
    .unwrap();
    let out = run(
        dir.path(),
        &["check"],
        &[("TABLERO_SWEEP_SECONDS", " "), ("LOG_FORMAT", "")],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "0 game(s) checked, 0 problem(s)");
    assert!(dir.path().join("from-dotenv.db").exists());
}
