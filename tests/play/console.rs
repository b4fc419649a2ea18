//! The local console plays whole games from a script, through the real play layer.

use crate::table_support as support;

use tablero::console::{Console, ConsoleConfig};
use tablero::i18n::Locale;

async fn run_script(
    script: &str,
    locale: Locale,
) -> (String, support::Fixture, std::path::PathBuf) {
    let f = support::fixture().await;
    let boards = f.dir.path().join("boards");
    let mut out = Vec::new();
    let config = ConsoleConfig {
        boards_dir: boards.clone(),
        speaker: "alice".into(),
        locale,
        prompt: false,
    };
    let mut console = Console::new(f.table.clone(), config, &mut out);
    console.run(script.as_bytes()).await.unwrap();
    drop(console);
    (String::from_utf8(out).unwrap(), f, boards)
}

#[tokio::test]
async fn a_scripted_tzaar_game_is_played_and_boards_are_written() {
    let script = "\
# alice challenges bob
/challenge @bob game:tzaar setup:fixed side:white
/as bob
/accept
/as alice
/move d3xd4
/as bob
/move c4 x d4 pass
/moves c3
/board
/resign
/quit
/move never-read
";
    let (out, _f, boards) = run_script(script, Locale::En).await;
    assert!(
        out.contains("@alice challenges @bob to TZAAR (fixed setup)"),
        "{out}"
    );
    assert!(out.contains("[Accept] [Decline] [Cancel]"), "{out}");
    assert!(
        out.contains("TZAAR (fixed setup) begins: @alice plays White, @bob plays Black."),
        "{out}"
    );
    assert!(out.contains("@alice played d3xd4."), "{out}");
    assert!(out.contains("@bob played c4xd4 pass."), "{out}");
    assert!(out.contains("(only you) no legal move matches"), "{out}");
    assert!(
        out.contains("Game over: @alice (White) wins — resignation."),
        "{out}"
    );
    assert!(!out.contains("never-read"));
    let written: Vec<_> = std::fs::read_dir(&boards).unwrap().collect();
    assert_eq!(written.len(), 4, "{out}");
    assert!(out.contains(&format!(
        "image: {}",
        boards.join("0001-board.png").display()
    )));
}

#[tokio::test]
async fn mistakes_get_clear_private_answers() {
    let script = "\
d3xd4
/frobnicate
/move d3xd4
/challenge @alice
/challenge @bob game:chess
/challenge @bob game:halatafl side:geese
/accept
/as bob
/accept
/move c7-c6
/as alice
/move d3-d2
/draw
/as bob
/agree
";
    let (out, _f, _) = run_script(script, Locale::En).await;
    assert!(out.contains("(only you) commands start with `/`"), "{out}");
    assert!(
        out.contains("(only you) unknown command `/frobnicate`"),
        "{out}"
    );
    assert!(
        out.contains("(only you) No game is being played in this channel."),
        "{out}"
    );
    assert!(
        out.contains("(only you) You cannot challenge yourself."),
        "{out}"
    );
    assert!(out.contains("(only you) `chess` is not a game"), "{out}");
    assert!(
        out.contains("(only you) You cannot accept your own challenge."),
        "{out}"
    );
    assert!(out.contains("backward"), "{out}");
    assert!(out.contains("Game over: a draw — draw agreed."), "{out}");
}

#[tokio::test]
async fn the_computer_answers_each_move_and_gives_hints() {
    let f = support::fixture().await;
    let table = f.table.with_bot_user("computer");
    let mut out = Vec::new();
    let config = ConsoleConfig {
        boards_dir: f.dir.path().join("boards"),
        speaker: "alice".into(),
        locale: Locale::En,
        prompt: false,
    };
    let script = "\
/challenge @computer game:tzaar setup:fixed side:white level:easy
/hint
/move d3xd4
/board
/reglas halatafl
/rules chess
";
    let mut console = Console::new(table.clone(), config, &mut out);
    console.run(script.as_bytes()).await.unwrap();
    drop(console);
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.contains("TZAAR (fixed setup) begins: @alice plays White, @computer plays Black."),
        "{out}"
    );
    assert!(out.contains("(only you) Hint: `"), "{out}");
    assert!(out.contains("@alice played d3xd4."), "{out}");
    assert!(out.contains("@computer played "), "{out}");
    assert!(out.contains("@alice (White) to move: capture."), "{out}");
    // `/rules` by its Spanish name; an unknown game gets the list of games.
    assert!(out.contains("**Two Foxes (Halatafl)**"), "{out}");
    assert!(out.contains("which game? `/rules tzaar`"), "{out}");
    let game = table
        .store()
        .active_game(&tablero::domain::ChannelRef {
            guild: None,
            channel: "local".into(),
        })
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.ply, 3, "the opening and the computer's two-move turn");
    assert_eq!(game.computer_level, Some(tablero::domain::Level::Easy));
    let (_, problems) = table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}
