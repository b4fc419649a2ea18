//! Tournaments from the console (issue 27): a whole round robin run by script, each board
//! played in its room, and the refusals a tournament command gets. Commands are typed with
//! each language's own names; the output is checked against the catalogue's texts.

use crate::console::run_on;
use crate::table_support as support;

use tablero::console::ConsoleStyle;
use tablero::console::commands::{console_command_name, parse};
use tablero::domain::ChannelRef;
use tablero::i18n::{self, Args, Locale};
use tablero::messages::commands::{command_name, option_name};
use tablero::messages::{self, Msg};
use tablero::store::TournamentId;
use tablero::table::{TableError, TournamentRefusal};
use tablero::tournament::Status;

/// The players, weakest first: in every pairing the weaker one resigns, so the standings are
/// known whatever the pairings (dan 3, carol 2, bob 1, alice 0).
const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dan"];

/// Lines typed in one language, with its names for commands and options.
struct Typist(Locale);

impl Typist {
    fn command(&self, key: &str) -> String {
        format!("/{}", command_name(key, self.0))
    }

    /// `/tournament <sub>` followed by `rest`.
    fn tournament(&self, sub: &str, rest: &str) -> String {
        let sub = command_name(&format!("tournament-{sub}"), self.0);
        format!("{} {sub} {rest}\n", self.command("tournament"))
    }

    fn option(&self, option: &str) -> String {
        option_name("tournament-create", option, self.0).expect(option)
    }

    /// The first of the language's words for a value (`words-setup-fixed`), quoted.
    fn word(&self, id: &str) -> String {
        let words = i18n::lookup(self.0, id);
        format!("\"{}\"", words.split(',').next().unwrap_or_default().trim())
    }

    fn speak_as(&self, who: &str) -> String {
        format!("/{} {who}\n", console_command_name("as", self.0))
    }
}

fn msg(f: &support::Fixture, m: Msg, locale: Locale) -> String {
    messages::text(&m, locale, &ConsoleStyle::at(f.table.now()))
}

fn refused(f: &support::Fixture, r: TournamentRefusal, locale: Locale) -> String {
    let private = i18n::lookup(locale, "console-private");
    let text = msg(f, Msg::Refused(TableError::from(r)), locale);
    format!("{private} {text}")
}

/// The console's channel.
fn local() -> ChannelRef {
    ChannelRef::new(None, "local")
}

#[tokio::test]
async fn a_round_robin_of_four_is_played_to_the_end_from_the_console() {
    for locale in Locale::all() {
        let f = support::fixture().await;
        let dir = f.dir.path();
        let t = Typist(locale);
        let private = i18n::lookup(locale, "console-private");
        // The operator (alice) creates it; everyone joins, alice too; she starts it.
        let mut script = t.tournament(
            "create",
            &format!(
                "{}:\"Winter cup\" {}:tzaar {}:{} {}:{}",
                t.option("name"),
                t.option("game"),
                t.option("setup"),
                t.word("words-setup-fixed"),
                t.option("format"),
                t.word("words-format-round_robin"),
            ),
        );
        for p in PLAYERS {
            script += &t.speak_as(p);
            script += &t.tournament("join", "");
        }
        script += &t.speak_as("alice");
        script += &t.tournament("start", "");
        let mut out = run_on(&f.table, dir, &script, locale).await;
        // The sign-up's buttons are the subcommands here.
        let buttons = i18n::lookup(locale, "console-tournament-buttons");
        assert!(out.contains(&buttons), "{locale}\n{out}");
        for board in [1, 2] {
            let room = format!("#local-t1r1b{board}");
            let heading = i18n::text(locale, "console-thread", &Args::new().with("name", room));
            assert!(out.contains(&heading), "{locale}: `{heading}` in\n{out}");
        }
        // Each round: in round 1 white opens each game from its room, then in every pairing
        // the weaker player resigns; the console finds each speaker's game.
        for number in 1..=3 {
            let st = f
                .table
                .store()
                .tournament(TournamentId(1))
                .await
                .unwrap()
                .unwrap();
            let round = st.tournament.current_round().unwrap().clone();
            assert_eq!(round.number, number, "{locale}\n{out}");
            assert_eq!(round.pairings.len(), 2);
            let mut script = String::new();
            for p in &round.pairings {
                if number == 1 {
                    script += &t.speak_as(&p.first);
                    script += &format!("{} d3xd4\n", t.command("move"));
                }
                let rank = |u: &str| PLAYERS.iter().position(|p| *p == u);
                let loser = if rank(&p.first) < rank(&p.second) {
                    &p.first
                } else {
                    &p.second
                };
                script += &t.speak_as(loser);
                script += &format!("{}\n", t.command("resign"));
            }
            let chunk = run_on(&f.table, dir, &script, locale).await;
            if number == 1 {
                for p in &round.pairings {
                    let moved = Msg::Moved {
                        player: p.first.clone(),
                        moves: vec!["d3xd4".into()],
                    };
                    let moved = msg(&f, moved, locale);
                    assert!(chunk.contains(&moved), "{locale}: `{moved}` in\n{chunk}");
                }
            }
            out += &chunk;
        }
        // The last game's end finished it: the final standings and the winner were printed.
        let final_standings = i18n::text(
            locale,
            "tournament-standings-final",
            &Args::new().with("name", "Winter cup"),
        );
        let winner = i18n::text(
            locale,
            "tournament-winners",
            &Args::new()
                .with("name", "Winter cup")
                .with("count", 1i64)
                .with("winners", "@dan"),
        );
        assert!(out.contains(&final_standings), "{locale}\n{out}");
        assert!(out.contains(&winner), "{locale}: `{winner}` in\n{out}");
        let nothing_refused: Vec<&str> = out.lines().filter(|l| l.starts_with(&private)).collect();
        assert!(nothing_refused.is_empty(), "{locale}: {nothing_refused:?}");
        let st = f
            .table
            .store()
            .tournament(TournamentId(1))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(st.tournament.status, Status::Finished);
        let rows: Vec<(String, String)> = st
            .tournament
            .standings()
            .rows
            .into_iter()
            .map(|r| (r.user, r.points.to_string()))
            .collect();
        let expected = [("dan", "3"), ("carol", "2"), ("bob", "1"), ("alice", "0")];
        assert_eq!(
            rows,
            expected.map(|(u, p)| (u.to_string(), p.to_string())),
            "{locale}"
        );
        assert_eq!(st.games.len(), 6, "six games, each in its room");
        // Asked again afterwards, the standings and the list say the same.
        let script = t.tournament("standings", "") + &t.tournament("list", "");
        let after = run_on(&f.table, dir, &script, locale).await;
        assert!(after.contains(&final_standings), "{locale}\n{after}");
        let first = i18n::text(
            locale,
            "tournament-standing",
            &Args::new()
                .with("rank", "1")
                .with("player", "@dan")
                .with("points", "3")
                .with("tiebreaks", ""),
        );
        let first = first.split(" (").next().unwrap().to_string();
        assert!(after.contains(&first), "{locale}: `{first}` in\n{after}");
        let listed = i18n::text(
            locale,
            "tournament-list-finished",
            &Args::new().with("count", 1i64).with("winners", "@dan"),
        );
        assert!(after.contains(&listed), "{locale}: `{listed}` in\n{after}");
        assert!(
            f.table
                .store()
                .active_game(&local())
                .await
                .unwrap()
                .is_none()
        );
    }
}

#[tokio::test]
async fn tournament_commands_are_refused_privately_and_change_nothing() {
    for locale in Locale::all() {
        let f = support::fixture().await;
        let t = Typist(locale);
        let private = i18n::lookup(locale, "console-private");
        let mistakes = [
            "/tournament create name:x format:knockout",
            "/tournament frobnicate",
            "/tournament",
            "/tournament create name:x rounds:0",
            "/tournament create name:x max_players:x",
            "/tournament create game:tzaar",
            "/tournament join id:x",
        ];
        let mut script = t.speak_as("bob");
        script += &t.tournament("create", &format!("{}:\"Bob's cup\"", t.option("name")));
        script += &t.speak_as("alice");
        for line in mistakes {
            script += line;
            script += "\n";
        }
        script += "/tournament create name:x format:round_robin rounds:3\n";
        script += &t.tournament("list", "");
        script += &t.tournament("create", "name:\"Spring cup\"");
        script += &t.speak_as("bob");
        script += &t.tournament("join", "");
        script += &t.tournament("join", "");
        script += &t.tournament("start", "");
        script += &t.tournament("cancel", "");
        script += &t.tournament("withdraw", "player:@alice");
        script += &t.tournament("join", "id:7");
        let out = run_on(&f.table, f.dir.path(), &script, locale).await;
        let mut expected: Vec<String> = mistakes
            .iter()
            .map(|line| format!("{private} {}", parse(line).unwrap_err().text(locale)))
            .collect();
        expected.extend([
            refused(&f, TournamentRefusal::NotModerator, locale),
            refused(&f, TournamentRefusal::RoundsWithoutSwiss, locale),
            refused(&f, TournamentRefusal::AlreadyJoined, locale),
            refused(&f, TournamentRefusal::NotOrganizer, locale),
            refused(&f, TournamentRefusal::NoTournament, locale),
            i18n::lookup(locale, "tournament-list-none"),
        ]);
        for text in &expected {
            assert!(out.contains(text), "{locale}: `{text}` missing from\n{out}");
        }
        // Start, cancel and removing someone else: three refusals to bob.
        let not_organizer = refused(&f, TournamentRefusal::NotOrganizer, locale);
        assert_eq!(out.matches(&not_organizer).count(), 3, "{locale}\n{out}");
        // The parse errors speak the reader's language and name what was wrong.
        assert!(out.contains("`knockout`") && out.contains("`frobnicate`"));
        // Only the Spring cup was created, with bob alone in it, still open.
        let all = f.table.store().tournaments_in(None, 10).await.unwrap();
        assert_eq!(all.len(), 1, "{locale}\n{out}");
        assert_eq!(all[0].tournament.settings.name, "Spring cup");
        assert_eq!(all[0].tournament.status, Status::Open);
        let entrants: Vec<&str> = all[0]
            .tournament
            .entrants
            .iter()
            .map(|e| e.user.as_str())
            .collect();
        assert_eq!(entrants, ["bob"], "{locale}");
    }
}

/// `/league` from the console, typed in each language: created, joined, started (its
/// divisions are tournaments that begin in the same run), and a refusal in the reader's words.
#[tokio::test]
async fn a_league_is_created_joined_and_started_from_the_console() {
    for locale in Locale::all() {
        let f = support::fixture().await;
        let dir = f.dir.path();
        let t = Typist(locale);
        let league = |sub: &str, rest: &str| {
            let sub = command_name(&format!("league-{sub}"), locale);
            format!("{} {sub} {rest}\n", t.command("league"))
        };
        let opt = |o: &str| option_name("league-create", o, locale).expect(o);
        let mut script = league(
            "create",
            &format!(
                "{}:\"Liga\" {}:tzaar {}:3",
                opt("name"),
                opt("game"),
                opt("division_size")
            ),
        );
        for p in ["ana", "bo", "cy", "di", "ed", "fay"] {
            script += &t.speak_as(p);
            script += &league("join", "");
        }
        script += &league("join", "");
        script += &t.speak_as("alice");
        script += &league("start", "");
        script += &league("list", "");
        let out = run_on(&f.table, dir, &script, locale).await;
        let joined = msg(
            &f,
            Msg::Refused(TableError::from(
                tablero::table::LeagueRefusal::AlreadyJoined,
            )),
            locale,
        );
        assert!(out.contains(&joined), "{locale}\n{out}");
        let begins = i18n::text(
            locale,
            "league-season-division",
            &Args::new()
                .with("division", 2)
                .with("players", "@di, @ed, @fay"),
        );
        assert!(out.contains(&begins), "{locale}: `{begins}` in\n{out}");
        let l = f.table.store().leagues_in(None, 1).await.unwrap().remove(0);
        assert_eq!((l.season, l.divisions.len()), (1, 2));
    }
}
