//! A game that only the tests know, registered at run time and played through the play layer,
//! storage and the console by the same code paths as the real games (issue 24: games are
//! plug-ins; `docs/adding-a-game.md` walks through the same steps for a real game).
//!
//! The game is Nim with one pile: each turn takes 1, 2 or 3 counters, and the player left
//! with no counter to take has no move and loses (so whoever takes the last one wins). It
//! has no painter, picker walk or computer player: the tests draw boards as text, and the
//! layers fall back to what every game has (its legal moves).

use std::any::Any;
use std::fmt;

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::console::{Console, ConsoleConfig};
use tablero::domain::{GameChoice, GameKind, SideChoice};
use tablero::games::plugin::{
    GameDef, MoveProblem, OptionProblem, OptionValue, Played, given_option, only_options,
};
use tablero::games::{
    AnyGame, AnyMoveError, ConcludeError, EndReason, GameRules, Outcome, Phrase, Seat, Word,
    registry,
};
use tablero::i18n::Locale;
use tablero::messages::Msg;
use tablero::table::options::ChallengeOptions;
use tablero::table::{ChallengeRequest, TableError};

/// The game as registered: its key, one choice, and the pile's size as its one option.
struct Nim;

static NIM: Nim = Nim;

/// A game of Nim under way.
#[derive(Clone, Debug)]
struct NimGame {
    pile: u32,
    start: u32,
    taken: Vec<u32>,
    concluded: Option<Outcome>,
}

/// Why a take was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
enum NimError {
    Unreadable(String),
    TooMany { asked: u32, most: u32 },
    Over,
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimError::Unreadable(t) => write!(f, "`{t}` is not 1, 2 or 3"),
            NimError::TooMany { asked, most } => write!(f, "cannot take {asked}: at most {most}"),
            NimError::Over => f.write_str("the game is over"),
        }
    }
}

impl MoveProblem for NimError {
    fn phrase(&self) -> Phrase {
        match self {
            NimError::Unreadable(t) => Phrase::new("move-nim-unreadable").with("text", t.as_str()),
            NimError::TooMany { asked, most } => Phrase::new("move-nim-too-many")
                .with("asked", *asked)
                .with("most", *most),
            NimError::Over => Phrase::new("move-nim-over"),
        }
    }
    fn clone_box(&self) -> Box<dyn MoveProblem> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn same(&self, other: &dyn MoveProblem) -> bool {
        other.as_any().downcast_ref::<NimError>() == Some(self)
    }
}

impl GameDef for Nim {
    fn key(&self) -> &'static str {
        "nim"
    }
    fn choices(&self) -> &'static [&'static str] {
        &["nim"]
    }
    fn parse_options(&self, text: &str) -> Result<u32, String> {
        match text.trim() {
            "" => Ok(10),
            t => t
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=99).contains(n))
                .ok_or_else(|| format!("`{t}` is not a pile of 1 to 99")),
        }
    }
    fn options_text(&self, code: u32) -> String {
        code.to_string()
    }
    fn choice_of(&self, _code: u32) -> usize {
        0
    }
    fn start(&self, code: u32, _seed: u64) -> AnyGame {
        AnyGame::new(NimGame {
            pile: code,
            start: code,
            taken: Vec::new(),
            concluded: None,
        })
    }
    fn read_record(&self, text: &str) -> Result<AnyGame, String> {
        let mut lines = text.lines();
        let start: u32 = lines
            .next()
            .and_then(|l| l.strip_prefix("nim "))
            .and_then(|n| n.parse().ok())
            .ok_or("not a Nim record")?;
        let mut game = self.start(start, 0);
        for mv in lines.next().unwrap_or("").split_whitespace() {
            game.play_text(mv).map_err(|e| e.to_string())?;
        }
        Ok(game)
    }
    fn has_draws(&self) -> bool {
        false
    }
    fn has_pass(&self) -> bool {
        false
    }
    fn side_words(&self) -> [&'static str; 2] {
        ["starter", "follower"]
    }
    fn configure(
        &self,
        _choice: usize,
        given: &[(&'static str, OptionValue)],
    ) -> Result<u32, OptionProblem> {
        only_options(given, &["geese"])?;
        // The tests read the pile's size from the one numeric option the front ends have.
        match given_option(given, "geese") {
            None => Ok(10),
            Some(&OptionValue::Number(n)) if (1..=99).contains(&n) => Ok(n),
            Some(&OptionValue::Number(n)) => Err(OptionProblem::BadValue {
                option: "geese",
                value: n,
            }),
            Some(_) => Err(OptionProblem::NotForThisGame("geese")),
        }
    }
    fn name(&self, code: u32) -> Phrase {
        Phrase::new("game-nim").with("pile", code)
    }
    fn common_args(&self, _code: u32) -> Vec<(&'static str, Word)> {
        Vec::new()
    }
}

impl NimGame {
    fn seat(&self) -> Seat {
        if self.taken.len().is_multiple_of(2) {
            Seat::First
        } else {
            Seat::Second
        }
    }
}

impl Played for NimGame {
    fn def(&self) -> &'static dyn GameDef {
        &NIM
    }
    fn options(&self) -> u32 {
        self.start
    }
    fn clone_box(&self) -> Box<dyn Played> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn legal_moves(&self) -> Vec<String> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        (1..=self.pile.min(3)).map(|n| n.to_string()).collect()
    }
    fn play_text(&mut self, text: &str) -> Result<Vec<String>, AnyMoveError> {
        if self.outcome().is_some() {
            return Err(AnyMoveError::new(NimError::Over));
        }
        let t = text.trim();
        let n: u32 = t
            .parse()
            .ok()
            .filter(|n| (1..=3).contains(n))
            .ok_or_else(|| AnyMoveError::new(NimError::Unreadable(t.chars().take(20).collect())))?;
        if n > self.pile {
            return Err(AnyMoveError::new(NimError::TooMany {
                asked: n,
                most: self.pile,
            }));
        }
        self.pile -= n;
        self.taken.push(n);
        Ok(vec![n.to_string()])
    }
    fn outcome(&self) -> Option<Outcome> {
        self.concluded.or_else(|| {
            (self.pile == 0).then(|| Outcome {
                winner: Some(self.seat().other()),
                reason: EndReason::NoMoves,
            })
        })
    }
    fn to_move(&self) -> Seat {
        self.seat()
    }
    fn position_text(&self) -> String {
        let side = if self.seat() == Seat::First { "s" } else { "f" };
        format!("{} {side}", self.pile)
    }
    fn record(&self) -> String {
        format!("nim {}\n{}\n", self.start, self.move_texts().join(" "))
    }
    fn conclude(&mut self, outcome: Outcome) -> Result<(), ConcludeError> {
        if self.outcome().is_some() {
            return Err(ConcludeError::AlreadyOver);
        }
        self.concluded = Some(outcome);
        Ok(())
    }
    fn move_texts(&self) -> Vec<String> {
        self.taken.iter().map(u32::to_string).collect()
    }
    fn last_turn_texts(&self) -> Vec<String> {
        self.taken.last().map(u32::to_string).into_iter().collect()
    }
    fn positions_from(&self, from: usize) -> Vec<String> {
        let mut game = NIM.start(self.start, 0);
        let mut out = Vec::new();
        for (i, mv) in self.move_texts().iter().enumerate() {
            let _ = game.play_text(mv);
            if i >= from {
                out.push(game.position_text());
            }
        }
        out
    }
    fn start_text(&self) -> String {
        format!("{} s", self.start)
    }
    fn restarted(&self) -> Box<dyn Played> {
        Box::new(NimGame {
            pile: self.start,
            start: self.start,
            taken: Vec::new(),
            concluded: None,
        })
    }
    fn turn_hint(&self) -> &'static str {
        "hint-nim"
    }
}

fn nim() -> GameChoice {
    registry::register(&NIM).expect("Nim registers");
    GameChoice::from_key("nim").expect("Nim is a choice now")
}

fn nim_challenge(pile: u32) -> ChallengeRequest {
    let options = ChallengeOptions {
        game: Some(nim()),
        geese: Some(pile),
        side: Some(tablero::table::options::SideWord::Named("starter")),
        ..ChallengeOptions::default()
    };
    options.request(Some("bob".into())).expect("Nim's options")
}

#[tokio::test]
async fn a_registered_game_is_challenged_played_stored_and_rated_like_the_others() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("nim"), actor("alice"), actor("bob"));
    let request = nim_challenge(5);
    assert_eq!(request.spec.kind(), GameKind::from_key("nim").unwrap());
    assert_eq!(request.spec.options(), "5");
    assert_eq!(request.side, SideChoice::First);
    f.table.challenge(&ch, &alice, &request).await.unwrap();
    let started = f.table.accept(&ch, &bob, None).await.unwrap();
    assert!(matches!(started.lines[0], Msg::GameStarted { .. }));

    // A take the rules refuse changes nothing, and says why through the game's phrase.
    let refused = f.table.play(&ch, &alice, "4").await.unwrap_err();
    let TableError::Illegal(error) = &refused else {
        panic!("{refused:?}")
    };
    assert_eq!(error.phrase().id, "move-nim-unreadable");
    assert!(matches!(
        f.table.play(&ch, &bob, "1").await.unwrap_err(),
        TableError::NotYourTurn { .. }
    ));
    f.table.play(&ch, &alice, "3").await.unwrap();

    // Another process (a restart) finds the game in the store by its key and carries on.
    let again = f.second_process(Default::default()).await;
    let too_many = again.play(&ch, &bob, "3").await.unwrap_err();
    let TableError::Illegal(error) = &too_many else {
        panic!("{too_many:?}")
    };
    assert_eq!(
        error.downcast_ref::<NimError>(),
        Some(&NimError::TooMany { asked: 3, most: 2 })
    );
    let over = again.play(&ch, &bob, "2").await.unwrap();
    let Some(Msg::GameOver { outcome, .. }) = over
        .lines
        .iter()
        .find(|m| matches!(m, Msg::GameOver { .. }))
    else {
        panic!("{:?}", over.lines)
    };
    assert_eq!(
        *outcome,
        Outcome {
            winner: Some(Seat::Second),
            reason: EndReason::NoMoves
        }
    );

    // The record reads back through the game's own reader, and the ladder has Nim's pool.
    let history = again.history(&ch).await.unwrap();
    let Some(Msg::History { record }) = history.lines.first() else {
        panic!("{:?}", history.lines)
    };
    assert!(record.contains("nim 5\n3 2\n"), "{record}");
    let back = GameKind::from_key("nim")
        .unwrap()
        .def()
        .read_record(
            &record
                .lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| format!("{l}\n"))
                .collect::<String>(),
        )
        .unwrap();
    assert_eq!(back.outcome(), Some(*outcome));
    let stats = again.stats(&ch, "bob").await.unwrap();
    assert!(
        stats
            .lines
            .iter()
            .any(|m| matches!(m, Msg::Stats { rows, .. } if rows.iter().any(|r| r.pool == nim()))),
        "{:?}",
        stats.lines
    );
}

#[tokio::test]
async fn a_registered_game_plays_in_the_console_by_its_key() {
    nim();
    let f = fixture().await;
    let mut out = Vec::new();
    let config = ConsoleConfig {
        boards_dir: f.dir.path().join("boards"),
        speaker: "alice".into(),
        locale: Locale::EN,
        prompt: false,
    };
    let script = "\
/challenge @bob game:nim side:first
/as bob
/accept
/as alice
/move 3
/as bob
/moves
/move 3
/as alice
/move 3
/as bob
/move 1
";
    let mut console = Console::new(f.table.clone(), config, &mut out);
    console.run(script.as_bytes()).await.unwrap();
    drop(console);
    let out = String::from_utf8(out).unwrap();
    // The game ended by its own rule: bob took the last counter of ten.
    let over = tablero::messages::text(
        &Msg::GameOver {
            spec: tablero::domain::GameSpec::parse(GameKind::from_key("nim").unwrap(), "10")
                .unwrap(),
            players: ["alice".into(), "bob".into()],
            outcome: Outcome {
                winner: Some(Seat::Second),
                reason: EndReason::NoMoves,
            },
        },
        Locale::EN,
        &tablero::console::ConsoleStyle::at(f.table.now()),
    );
    assert!(out.contains(&over), "{out}");
    // `/moves` lists what the game says is legal.
    assert!(out.contains("(only you) 1  2  3"), "{out}");
}

#[tokio::test]
async fn a_game_without_a_walk_of_its_own_is_picked_from_its_legal_moves() {
    use tablero::table::{Action, ButtonLabel, PickAction, PickLabel, PickLine, Picked};
    let f = fixture().await;
    let (ch, alice, bob) = (channel("nim-picker"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &nim_challenge(2))
        .await
        .unwrap();
    let started = f.table.accept(&ch, &bob, None).await.unwrap();
    let open = started
        .buttons
        .iter()
        .find_map(|b| match b.action {
            Action::Pick(p @ PickAction::Open { .. }) => Some(p),
            _ => None,
        })
        .expect("a Move button");
    let Picked::Picker(opened) = f.table.pick(&ch, &alice, open, None).await.unwrap() else {
        panic!("a picker")
    };
    assert_eq!(opened.reply.lines, [Msg::Picker(PickLine::AnyMove)]);
    let menu = opened.menu.as_ref().expect("a menu");
    let labels: Vec<&PickLabel> = menu.options.iter().map(|o| &o.label).collect();
    assert_eq!(
        labels,
        [
            &PickLabel::Move { text: "1".into() },
            &PickLabel::Move { text: "2".into() }
        ]
    );
    let Action::Pick(choose) = menu.action else {
        panic!("a picker's menu")
    };
    let Picked::Picker(ready) = f
        .table
        .pick(&ch, &alice, choose, Some(&menu.options[1].value))
        .await
        .unwrap()
    else {
        panic!("a picker")
    };
    assert_eq!(
        ready.reply.lines,
        [Msg::Picker(PickLine::Ready {
            moves: vec!["2".into()]
        })]
    );
    let play = ready
        .reply
        .buttons
        .iter()
        .find_map(|b| match b.action {
            Action::Pick(p) if b.label == ButtonLabel::Play => Some(p),
            _ => None,
        })
        .expect("a Play button");
    let Picked::Played { public, .. } = f.table.pick(&ch, &alice, play, None).await.unwrap() else {
        panic!("played")
    };
    assert!(
        public.lines.iter().any(|m| matches!(
            m,
            Msg::GameOver {
                outcome: Outcome {
                    winner: Some(Seat::First),
                    reason: EndReason::NoMoves
                },
                ..
            }
        )),
        "{:?}",
        public.lines
    );
}
