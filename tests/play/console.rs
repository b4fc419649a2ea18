//! The local console plays whole games from a script, through the real play layer. The
//! output is checked against the catalogue's rendering of the expected message keys (so a
//! rewording changes no test), in every language, plus one sentence read as written.

use crate::table_support as support;

use tablero::console::{Console, ConsoleConfig, ConsoleStyle};
use tablero::domain::{ChannelRef, Level, Outcome, Seat};
use tablero::games::{GameSpec, TzaarSetup};
use tablero::i18n::Locale;
use tablero::messages::{self, Msg};
use tablero::table::TableError;

const FIXED: GameSpec = tablero::games::tzaar::spec(TzaarSetup::Fixed);

pub(crate) async fn run_on(
    table: &tablero::table::Table,
    dir: &std::path::Path,
    script: &str,
    locale: Locale,
) -> String {
    let mut out = Vec::new();
    let config = ConsoleConfig {
        boards_dir: dir.join("boards"),
        speaker: "alice".into(),
        locale,
        prompt: false,
    };
    let mut console = Console::new(table.clone(), config, &mut out);
    console.run(script.as_bytes()).await.unwrap();
    drop(console);
    String::from_utf8(out).unwrap()
}

async fn run_script(script: &str, locale: Locale) -> (String, support::Fixture) {
    let f = support::fixture().await;
    let out = run_on(&f.table, f.dir.path(), script, locale).await;
    (out, f)
}

/// A message as the console writes it now.
fn line(f: &support::Fixture, msg: Msg, locale: Locale) -> String {
    messages::text(&msg, locale, &ConsoleStyle::at(f.table.now()))
}

fn pair(a: &str, b: &str) -> [String; 2] {
    [a.to_string(), b.to_string()]
}

const TZAAR_SCRIPT: &str = "\
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

#[tokio::test]
async fn a_scripted_tzaar_game_is_played_and_boards_are_written() {
    for locale in Locale::all() {
        let (out, f) = run_script(TZAAR_SCRIPT, locale).await;
        let expect = [
            line(
                &f,
                Msg::GameStarted {
                    spec: FIXED,
                    players: pair("alice", "bob"),
                    level: None,
                },
                locale,
            ),
            line(
                &f,
                Msg::Moved {
                    player: "alice".into(),
                    moves: vec!["d3xd4".into()],
                },
                locale,
            ),
            line(
                &f,
                Msg::Moved {
                    player: "bob".into(),
                    moves: vec!["c4xd4".into(), "pass".into()],
                },
                locale,
            ),
            // Bob asks for moves after his turn: it is not his turn, and he is told so.
            line(&f, Msg::NotYourTurnToList, locale),
            line(
                &f,
                Msg::GameOver {
                    spec: FIXED,
                    players: pair("alice", "bob"),
                    outcome: Outcome::resignation(Seat::Second),
                },
                locale,
            ),
        ];
        for text in expect {
            assert!(
                out.contains(&text),
                "{locale}: `{text}` missing from\n{out}"
            );
        }
        let boards = f.dir.path().join("boards");
        assert!(!out.contains("never-read"));
        let written: Vec<_> = std::fs::read_dir(&boards).unwrap().collect();
        assert_eq!(written.len(), 4, "{out}");
        assert!(out.contains(&boards.join("0001-board.png").display().to_string()));
    }
    // One sentence in each language, read as written.
    let (out, _f) = run_script(TZAAR_SCRIPT, Locale::EN).await;
    assert!(out.contains("@bob played c4xd4 pass."), "{out}");
    let (out, _f) = run_script(TZAAR_SCRIPT, Locale::ES).await;
    assert!(out.contains("@bob jugó c4xd4 pasa."), "{out}");
    let (out, _f) = run_script(TZAAR_SCRIPT, Locale::FR).await;
    assert!(out.contains("@bob a joué c4xd4 passe."), "{out}");
}

/// A Spanish or French player types the pass in their own words and reads it so, as the board
/// writes it; the record keeps `pass` (issue 25).
#[tokio::test]
async fn each_language_types_and_reads_its_own_pass_word() {
    for (locale, script, said) in [
        (
            Locale::ES,
            "/desafiar @bob juego:tzaar configuración:fija bando:blancas\n/como bob\n/aceptar\n\
             /como alice\n/mover d3xd4\n/como bob\n/mover c4xd4 PASA\n/historial\n",
            "@bob jugó c4xd4 pasa.",
        ),
        (
            Locale::FR,
            "/défier @bob jeu:tzaar départ:fixe côté:blancs\n/comme bob\n/accepter\n\
             /comme alice\n/jouer d3xd4\n/comme bob\n/jouer c4xd4 passe\n/historique\n",
            "@bob a joué c4xd4 passe.",
        ),
    ] {
        let (out, f) = run_script(script, locale).await;
        let private = tablero::i18n::lookup(locale, "console-private");
        assert!(
            !out.lines().any(|l| l.starts_with(&private)),
            "{locale}: nothing is refused\n{out}"
        );
        assert!(out.contains(said), "{locale}: `{said}` missing from\n{out}");
        assert!(
            out.lines().any(|l| l == "c4xd4 pass"),
            "{locale}: the record keeps `pass`\n{out}"
        );
        assert!(!out.contains(" pass."), "{locale}: {out}");
        let board = tablero::i18n::lookup(locale, "board-pass");
        assert!(said.contains(&format!(" {board}.")), "the board's word");
        drop(f);
    }
}

/// `/rules` (and `/challenge game:`) find a game under every name players give it, in every
/// language, in any letter case, with or without accents and articles (issue 25).
#[tokio::test]
async fn rules_are_found_under_every_name_a_player_gives_the_game() {
    use tablero::domain::GameChoice;
    let names = [
        ("zorro", GameChoice::from_key("foxgeese").unwrap()),
        ("Gansos", GameChoice::from_key("foxgeese").unwrap()),
        ("renard", GameChoice::from_key("foxgeese").unwrap()),
        ("OIES", GameChoice::from_key("foxgeese").unwrap()),
        ("fox", GameChoice::from_key("foxgeese").unwrap()),
        ("geese", GameChoice::from_key("foxgeese").unwrap()),
        ("zorro y gansos", GameChoice::from_key("foxgeese").unwrap()),
        (
            "el zorro y los gansos",
            GameChoice::from_key("foxgeese").unwrap(),
        ),
        ("Renard et oies", GameChoice::from_key("foxgeese").unwrap()),
        (
            "le renard et les oies",
            GameChoice::from_key("foxgeese").unwrap(),
        ),
        ("fox and geese", GameChoice::from_key("foxgeese").unwrap()),
        ("foxgeese", GameChoice::from_key("foxgeese").unwrap()),
        ("estandar", GameChoice::from_key("foxgeese").unwrap()),
        ("dos zorros", GameChoice::from_key("halatafl").unwrap()),
        ("Deux renards", GameChoice::from_key("halatafl").unwrap()),
        ("two foxes", GameChoice::from_key("halatafl").unwrap()),
        (
            "Dos zorros (Halatafl)",
            GameChoice::from_key("halatafl").unwrap(),
        ),
        ("HALATAFL", GameChoice::from_key("halatafl").unwrap()),
        ("TZAAR", GameChoice::from_key("tzaar").unwrap()),
    ];
    for locale in Locale::all() {
        let script: String = names
            .iter()
            .map(|(name, _)| format!("/reglas {name}\n/règles {name}\n/rules {name}\n"))
            .collect();
        let (out, f) = run_script(&script, locale).await;
        for game in GameChoice::all() {
            let rules = line(&f, Msg::Rules { game }, locale);
            let expected = 3 * names.iter().filter(|(_, g)| *g == game).count();
            assert_eq!(
                out.matches(&rules).count(),
                expected,
                "{locale} {game:?}:\n{out}"
            );
        }
        // A challenge reads the same names.
        let (out, f) = run_script(
            "/desafiar @bob juego:zorro\n/as carol\n/défier @dan jeu:\"deux renards\"\n",
            locale,
        )
        .await;
        let private = tablero::i18n::lookup(locale, "console-private");
        assert!(
            !out.lines().any(|l| l.starts_with(&private)),
            "{locale}: nothing is refused\n{out}"
        );
        drop(f);
    }
}

#[tokio::test]
async fn mistakes_get_clear_private_answers() {
    let script = "\
d3xd4
/frobnicate
/move d3xd4
/challenge @alice
/challenge @bob game:chess
/challenge @bob game:halatafl side:white
/challenge @bob game:halatafl side:geese level:hard
/challenge @bob game:halatafl side:geese
/accept
/decline
/as bob
/accept
/move c7-c6
/as alice
/move d3-d2
/draw
/as bob
/agree
/as computer
";
    for locale in Locale::all() {
        let (out, f) = run_script(script, locale).await;
        let private = tablero::i18n::lookup(locale, "console-private");
        let refused = |e: TableError| format!("{private} {}", line(&f, Msg::Refused(e), locale));
        for text in [
            refused(TableError::NoGame),
            refused(TableError::CannotChallengeSelf),
            refused(TableError::OwnChallenge),
            refused(TableError::DeclineOwn),
            refused(TableError::LevelWithoutComputer),
            format!(
                "{private} {}",
                line(&f, Msg::NoSuchSide { side: "white" }, locale)
            ),
            line(
                &f,
                Msg::GameOver {
                    spec: tablero::games::foxgeese::spec(
                        tablero::games::foxgeese::Variant::Halatafl,
                    ),
                    players: pair("bob", "alice"),
                    outcome: Outcome::agreed_draw(),
                },
                locale,
            ),
        ] {
            assert!(
                out.contains(&text),
                "{locale}: `{text}` missing from\n{out}"
            );
        }
        // Typing mistakes are explained before anything is tried, in the reader's language.
        let mistakes = out.lines().filter(|l| l.starts_with(&private)).count();
        assert!(mistakes >= 9, "{locale}: {out}");
        assert!(out.contains("/frobnicate"), "{out}");
        assert!(out.contains("`chess`"), "{out}");
        assert!(out.contains("@computer"), "{out}");
    }
}

#[tokio::test]
async fn the_computer_answers_each_move_and_gives_hints() {
    let f = support::fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let script = "\
/challenge @computer game:tzaar setup:fixed side:white level:easy
/hint
/move d3xd4
/board
/reglas halatafl
/rules chess
";
    let out = run_on(&table, f.dir.path(), script, Locale::EN).await;
    let expect = [
        line(
            &f,
            Msg::GameStarted {
                spec: FIXED,
                players: pair("alice", "computer"),
                level: Some(Level::Easy),
            },
            Locale::EN,
        ),
        line(
            &f,
            Msg::Moved {
                player: "alice".into(),
                moves: vec!["d3xd4".into()],
            },
            Locale::EN,
        ),
        line(
            &f,
            Msg::Rules {
                game: tablero::domain::GameChoice::from_key("halatafl").unwrap(),
            },
            Locale::EN,
        ),
    ];
    for text in expect {
        assert!(out.contains(&text), "`{text}` missing from\n{out}");
    }
    assert!(out.contains("Hint: `"), "the hint names a move: {out}");
    assert!(out.contains("@computer "), "{out}");
    // `/rules` by its Spanish name; an unknown game gets the list of games.
    assert!(out.contains("tzaar, halatafl or foxgeese"), "{out}");
    let game = table
        .store()
        .active_game(&ChannelRef::new(None, "local"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.ply, 3, "the opening and the computer's two-move turn");
    assert_eq!(game.computer_level, Some(Level::Easy));
    let (_, problems) = table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

#[tokio::test]
async fn the_readmes_console_example_runs_as_written() {
    let readme = include_str!("../../README.md");
    let section = readme
        .split("## Playing in the local console")
        .nth(1)
        .expect("the README has the section");
    let block = section
        .split("```")
        .nth(1)
        .expect("the section has an example block");
    // The commands, without the explanations in brackets after them.
    let script: String = block
        .lines()
        .filter(|l| l.starts_with('/'))
        .map(|l| l.split("  (").next().unwrap_or(l).trim_end().to_string() + "\n")
        .collect();
    assert!(script.lines().count() >= 8, "{script}");
    let (out, f) = run_script(&script, Locale::EN).await;
    let private = tablero::i18n::lookup(Locale::EN, "console-private");
    // Nothing was refused: the only private lines are the listed moves.
    let refusals: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with(&private) && !l.contains("c4xd4"))
        .collect();
    assert!(refusals.is_empty(), "{refusals:?} in\n{out}");
    assert!(out.contains("@alice played d3xd4."), "{out}");
    assert!(out.contains("@bob played c4xd4 pass."), "{out}");
    assert!(
        f.dir.path().join("boards").join("0003-board.png").exists(),
        "{out}"
    );
}

/// Issue 41: a Spanish and a French player challenge with a time written as they write it
/// (words of their language, spaces, no quotes); the challenge says back what was read, in
/// their language; a time that does not read is refused privately with the form expected.
#[tokio::test]
async fn a_time_in_the_players_words_is_read_and_said_back_in_their_language() {
    use tablero::time_control::{DAY, HOUR, Part, TimeControl, TimeControlError, WEEK};
    let bank = |initial: i64, increment: i64| TimeControl::Bank {
        initial,
        increment,
        cap: initial,
    };
    for (locale, typed, read, said) in [
        (
            Locale::ES,
            "/desafiar @bob juego:tzaar tiempo:3 días + 1 día",
            bank(3 * DAY, DAY),
            "3 días",
        ),
        (
            Locale::ES,
            "/desafiar @bob tiempo:\"24 horas\"",
            TimeControl::PerTurn { seconds: DAY },
            "1 día",
        ),
        (
            Locale::ES,
            "/desafiar @bob tiempo:1 semana",
            TimeControl::PerTurn { seconds: WEEK },
            "7 días",
        ),
        (
            Locale::FR,
            "/défier @bob temps:2 jours + 1 jour jeu:tzaar",
            bank(2 * DAY, DAY),
            "2 jours",
        ),
        (
            Locale::FR,
            "/défier @bob temps:36 heures",
            TimeControl::PerTurn { seconds: 36 * HOUR },
            "36 heures",
        ),
        (
            Locale::EN,
            "/challenge @bob time:1 week",
            TimeControl::PerTurn { seconds: WEEK },
            "7 days",
        ),
    ] {
        let (out, _f) = run_script(typed, locale).await;
        let echo = messages::time_control_text(locale, &read);
        assert!(echo.contains(said), "{locale}: {echo}");
        assert!(
            out.contains(&echo),
            "{locale} `{typed}`: `{echo}` missing from\n{out}"
        );
    }
    for (locale, typed) in [
        (Locale::ES, "/desafiar @bob tiempo:3 lunas"),
        (Locale::FR, "/défier @bob temps:\"3 jours + 1 lune\""),
    ] {
        let (out, _f) = run_script(typed, locale).await;
        let part = if locale == Locale::ES {
            Part::Turn
        } else {
            Part::Increment
        };
        let why = messages::time_control_error_text(locale, &TimeControlError::Unreadable(part));
        let private = tablero::i18n::lookup(locale, "console-private");
        assert!(
            out.contains(&format!("{private} {why}")),
            "{locale} `{typed}`: `{why}` missing from\n{out}"
        );
        // With the form it expects.
        assert!(why.contains("3d+1d") || why.contains("3j+1j"), "{why}");
    }
}
