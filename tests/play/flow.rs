//! The play layer's use cases end to end on a real SQLite file.

use crate::table_support as support;

use support::{actor, channel, fixture, play_first_legal};
use tablero::domain::{GameChoice, SideChoice};
use tablero::games::Seat;
use tablero::games::foxgeese::Variant;
use tablero::messages::Msg;
use tablero::table::{Action, ChallengeRequest, TableError, Visibility};

use support::tzaar_challenge as tzaar_fixed;

pub(crate) fn board_text(reply: &tablero::table::Reply) -> String {
    String::from_utf8(reply.attachment.as_ref().expect("a board").bytes.clone()).unwrap()
}

#[tokio::test]
async fn a_challenge_is_accepted_and_a_tzaar_game_is_played_to_the_end() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let reply = f
        .table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    assert_eq!(reply.visibility, Visibility::Public);
    assert_eq!(
        reply.buttons.len(),
        4,
        "Accept, Accept unrated, Decline, Cancel"
    );
    assert_eq!(reply.mentions, vec!["bob".to_string()]);
    let Action::Accept { challenge } = reply.buttons[0].action else {
        panic!()
    };

    let started = f.table.accept(&ch, &bob, Some(challenge)).await.unwrap();
    assert!(board_text(&started).ends_with(" w open"));
    assert!(matches!(started.lines[0], Msg::GameStarted { .. }));
    assert_eq!(started.mentions, vec!["alice".to_string()]);

    // White's opening, then Black's two-move turn in one text.
    let r = f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    assert!(matches!(&r.lines[0], Msg::Moved { moves, .. } if moves == &vec!["d3xd4".to_string()]));
    assert_eq!(r.mentions, vec!["bob".to_string()]);
    let r = f.table.play(&ch, &bob, "c4xd4 pass").await.unwrap();
    assert!(board_text(&r).ends_with(" w 1"));

    // Play the game out with the first legal turn each time.
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 200);
        let game = f.table.store().active_game(&ch).await.unwrap();
        let Some(game) = game else { break };
        let moves = tablero::games::AnyGame::replay(
            game.spec,
            game.seed,
            &f.table
                .store()
                .moves(game.id)
                .await
                .unwrap()
                .iter()
                .map(|m| m.text.clone())
                .collect::<Vec<_>>(),
        )
        .unwrap();
        let legal = tablero::games::GameRules::legal_moves(&moves);
        let who = if tablero::games::GameRules::to_move(&moves) == Seat::First {
            &alice
        } else {
            &bob
        };
        f.table.play(&ch, who, &legal[0]).await.unwrap();
    }
    let finished = f.table.store().latest_game(&ch).await.unwrap().unwrap();
    assert!(finished.winner.is_some());
    let stats = f.table.store().stats("guild", "alice").await.unwrap();
    assert_eq!(stats.len(), 1);
    assert_eq!(stats[0].games, 1);
    // One game leaves both ratings provisional: nobody is listed yet, and it says so.
    let board = f
        .table
        .leaderboard(&ch, GameChoice::from_key("tzaar").unwrap())
        .await
        .unwrap();
    let Msg::Leaderboard { rows, left_out, .. } = &board.lines[0] else {
        panic!()
    };
    assert_eq!((rows.len(), *left_out), (0, 2));
    let (count, problems) = f.table.audit().await.unwrap();
    assert_eq!((count, problems), (1, vec![]));
}

#[tokio::test]
async fn only_the_right_people_answer_a_challenge() {
    let f = fixture().await;
    let (ch, alice, bob, carol) = (channel("c1"), actor("alice"), actor("bob"), actor("carol"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    assert_eq!(
        f.table.accept(&ch, &carol, None).await.unwrap_err(),
        TableError::NotForYou
    );
    assert_eq!(
        f.table.accept(&ch, &alice, None).await.unwrap_err(),
        TableError::OwnChallenge
    );
    assert_eq!(
        f.table.decline(&ch, &carol, None).await.unwrap_err(),
        TableError::NotForYou
    );
    assert_eq!(
        f.table.cancel(&ch, &bob, None).await.unwrap_err(),
        TableError::NotChallenger
    );
    // One pending challenge per challenger and channel.
    assert_eq!(
        f.table
            .challenge(&ch, &alice, &tzaar_fixed(None))
            .await
            .unwrap_err(),
        TableError::ChallengePending
    );
    f.table.decline(&ch, &bob, None).await.unwrap();
    // A second click on Decline changes nothing and says so.
    assert_eq!(
        f.table.decline(&ch, &bob, None).await.unwrap_err(),
        TableError::NoChallenge
    );
    // An open challenge: anyone but the challenger may accept.
    let r = f
        .table
        .challenge(&ch, &alice, &tzaar_fixed(None))
        .await
        .unwrap();
    let Action::Accept { challenge } = r.buttons[0].action else {
        panic!()
    };
    f.table.accept(&ch, &carol, Some(challenge)).await.unwrap();
    // A double click on Accept does nothing twice.
    assert_eq!(
        f.table
            .accept(&ch, &bob, Some(challenge))
            .await
            .unwrap_err(),
        TableError::ChallengeGone
    );
    assert_eq!(
        f.table
            .challenge(&ch, &bob, &tzaar_fixed(None))
            .await
            .unwrap_err(),
        TableError::ChannelBusy
    );
    assert_eq!(
        f.table
            .challenge(&ch, &bob, &tzaar_fixed(Some("bob")))
            .await
            .unwrap_err(),
        TableError::CannotChallengeSelf
    );
}

#[tokio::test]
async fn challenges_expire_and_bad_turn_times_are_refused() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let mut req = tzaar_fixed(Some("bob"));
    req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 5 });
    assert!(matches!(
        f.table.challenge(&ch, &alice, &req).await.unwrap_err(),
        TableError::BadTimeControl(tablero::time_control::TimeControlError::TurnOutOfRange { .. })
    ));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.clock.advance(25 * 3600);
    assert_eq!(
        f.table.accept(&ch, &bob, None).await.unwrap_err(),
        TableError::ChallengeExpired
    );
    // The channel is free again.
    f.table
        .challenge(&ch, &bob, &tzaar_fixed(Some("alice")))
        .await
        .unwrap();
    f.clock.advance(25 * 3600);
    let swept = f.table.sweep().await.unwrap();
    assert_eq!(swept.len(), 1);
    assert!(matches!(
        swept[0].reply.lines[0],
        Msg::ChallengeExpired { .. }
    ));
}

#[tokio::test]
async fn moves_are_refused_to_strangers_out_of_turn_and_when_illegal() {
    let f = fixture().await;
    let (ch, alice, bob, carol) = (channel("c1"), actor("alice"), actor("bob"), actor("carol"));
    assert_eq!(
        f.table.play(&ch, &alice, "d3xd4").await.unwrap_err(),
        TableError::NoGame
    );
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    assert_eq!(
        f.table.play(&ch, &carol, "d3xd4").await.unwrap_err(),
        TableError::NotAPlayer
    );
    assert_eq!(
        f.table.play(&ch, &bob, "d3xd4").await.unwrap_err(),
        TableError::NotYourTurn {
            to_move: "alice".into()
        }
    );
    let err = f.table.play(&ch, &alice, "d3xd6").await.unwrap_err();
    assert!(err.to_string().contains("blocked by d4"), "{err}");
    let err = f
        .table
        .play(&ch, &alice, &"d3xd4 ".repeat(100))
        .await
        .unwrap_err();
    assert_eq!(err, TableError::MoveTooLong);
    assert_eq!(
        f.table.pass(&ch, &alice).await.unwrap_err(),
        TableError::CannotPass
    );
    // Nothing changed.
    let game = f.table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!((game.ply, game.version), (0, 0));
}

#[tokio::test]
async fn a_player_out_of_time_loses_when_the_sweeper_passes() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let mut req = tzaar_fixed(Some("bob"));
    req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 3600 });
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    f.clock.advance(1800);
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    play_first_legal(&f, &ch, &bob).await;
    f.clock.advance(3000);
    let swept = f.table.sweep().await.unwrap();
    assert!(
        swept
            .iter()
            .all(|a| matches!(a.reply.lines[0], Msg::Reminder { .. })),
        "alice still has time (and is reminded of it): {swept:?}"
    );
    f.clock.advance(700);
    let swept = f.table.sweep().await.unwrap();
    assert_eq!(swept.len(), 1);
    let Msg::GameOver { outcome, .. } = &swept[0].reply.lines[0] else {
        panic!()
    };
    assert_eq!(
        (outcome.winner, outcome.reason.key()),
        (Some(Seat::Second), "timeout")
    );
    let game = f.table.store().latest_game(&ch).await.unwrap().unwrap();
    assert!(
        game.rated && game.deltas.is_some(),
        "a loss on time is rated"
    );
}

#[tokio::test]
async fn running_out_of_time_before_a_first_move_abandons_the_game_unrated() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let mut req = tzaar_fixed(Some("bob"));
    req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 3600 });
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    // Alice plays her opening capture; bob never plays.
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    f.clock.advance(3700);
    let swept = f.table.sweep().await.unwrap();
    let Msg::GameOver { outcome, .. } = &swept[0].reply.lines[0] else {
        panic!("{swept:?}")
    };
    assert_eq!((outcome.winner, outcome.reason.key()), (None, "abandoned"));
    let game = f.table.store().latest_game(&ch).await.unwrap().unwrap();
    assert_eq!(game.status, tablero::domain::GameStatus::Aborted);
    assert!(game.deltas.is_none(), "no rating moved");
    assert!(
        f.table
            .store()
            .stats("guild", "alice")
            .await
            .unwrap()
            .is_empty()
    );
    let record = record_of(&f.table.history(&ch).await.unwrap());
    assert!(record.contains("result no result (abandoned)"), "{record}");
}

/// Plays the first legal turn of the player to move (`who`).

#[tokio::test]
async fn board_history_and_status_show_the_game() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let r = f.table.status(&ch).await.unwrap();
    assert_eq!(r.lines, vec![Msg::NothingHere]);
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    assert!(matches!(
        f.table.status(&ch).await.unwrap().lines[0],
        Msg::ChallengeWaiting { .. }
    ));
    f.table.accept(&ch, &bob, None).await.unwrap();
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    let board = f.table.board(&ch).await.unwrap();
    assert!(board_text(&board).ends_with(" b 1"));
    let history = f.table.history(&ch).await.unwrap();
    let Msg::History { record } = &history.lines[0] else {
        panic!()
    };
    assert!(
        record.contains("game tzaar") && record.contains("d3xd4"),
        "{record}"
    );
    assert_eq!(history.attachment.as_ref().unwrap().filename, "replay.gif");
    f.table.resign(&ch, &bob).await.unwrap();
    // After the game, the board and history still show the last game.
    assert!(f.table.board(&ch).await.is_ok());
    let history = f.table.history(&ch).await.unwrap();
    let Msg::History { record } = &history.lines[0] else {
        panic!()
    };
    assert!(record.contains("resigned"), "{record}");
}

#[tokio::test]
async fn a_table_never_plays_from_a_game_it_remembers_at_an_older_version() {
    // Two tables on one file, as a restarted bot beside a stale one or a second process:
    // each keeps the games it rebuilt, and must rebuild again once the other has moved.
    let f = fixture().await;
    let other = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    // `other` rebuilds the game after White's opening, then Black moves through `f.table`.
    other.board(&ch).await.unwrap();
    let r = f.table.play(&ch, &bob, "c4xd4 pass").await.unwrap();
    let after_black = board_text(&r);
    // Through `other`, Black is not to move any more (its remembered game says otherwise)...
    assert!(matches!(
        other.play(&ch, &bob, "c2xc3").await,
        Err(TableError::NotYourTurn { .. })
    ));
    // ...and its board is the stored position, not the one it rebuilt before.
    assert_eq!(board_text(&other.board(&ch).await.unwrap()), after_black);
    // White's reply through `other`, then the first table must see it too.
    let legal = other.suggest(&ch, &alice, "").await.unwrap().moves;
    let first = legal.first().expect("White has moves").clone();
    other.play(&ch, &alice, &first).await.unwrap();
    let (count, problems) = f.table.audit().await.unwrap();
    assert_eq!((count, problems.len()), (1, 0));
    let mine = f.table.board(&ch).await.unwrap();
    let theirs = other.board(&ch).await.unwrap();
    assert_eq!(board_text(&mine), board_text(&theirs));
    assert_ne!(board_text(&mine), after_black);
}

#[tokio::test]
async fn the_sweeper_speaks_the_tables_language() {
    let f = fixture().await;
    let ch = channel("c1");
    // Ana reads English, in a Spanish-speaking server.
    let ana = tablero::table::Actor::new("ana", "Ana", tablero::i18n::Locale::EN)
        .at_table(tablero::i18n::Locale::ES);
    let alice = actor("alice");
    f.table
        .challenge(&ch, &ana, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.clock.advance(25 * 3600);
    let swept = f.table.sweep().await.unwrap();
    assert_eq!(swept.len(), 1);
    assert_eq!(swept[0].locale, tablero::i18n::Locale::ES);

    // A game takes the language of the table where it was challenged, whoever accepts it.
    let claude = tablero::table::Actor::new("claude", "Claude", tablero::i18n::Locale::FR);
    f.table
        .challenge(&ch, &claude, &tzaar_fixed(Some("alice")))
        .await
        .unwrap();
    f.table.accept(&ch, &alice, None).await.unwrap();
    f.clock.advance(25 * 3600);
    let swept = f.table.sweep().await.unwrap();
    assert_eq!(swept.len(), 1);
    assert!(matches!(swept[0].reply.lines[0], Msg::GameOver { .. }));
    assert_eq!(swept[0].locale, tablero::i18n::Locale::FR);
}

#[tokio::test]
async fn display_names_are_kept_current_and_stored() {
    use tablero::store::KnownName;
    let known = |name: &str, handle: Option<&str>| KnownName {
        name: name.to_string(),
        handle: handle.map(str::to_string),
    };
    let f = fixture().await;
    let store = f.table.store();
    store
        .remember_name("u1", &known("Ana", None), 1)
        .await
        .unwrap();
    assert_eq!(store.name_of("u1").await.unwrap(), Some(known("Ana", None)));
    store
        .remember_name("u1", &known("Ana", None), 2)
        .await
        .unwrap();
    store
        .remember_name("u1", &known("Ana María", Some("ana_m")), 3)
        .await
        .unwrap();
    assert_eq!(
        store.name_of("u1").await.unwrap(),
        Some(known("Ana María", Some("ana_m")))
    );
    assert_eq!(store.name_of("nobody").await.unwrap(), None);
    // Written to the file, not only remembered.
    let fresh = tablero::store::Store::open(&f.db).await.unwrap();
    assert_eq!(
        fresh.name_of("u1").await.unwrap(),
        Some(known("Ana María", Some("ana_m")))
    );
}

/// The record `/history` shows, without its code fence.
fn record_of(reply: &tablero::table::Reply) -> String {
    let Some(Msg::History { record }) = reply.lines.first() else {
        panic!("no record in {reply:?}")
    };
    record.clone()
}

#[tokio::test]
async fn every_ending_off_the_board_is_in_the_record_and_reads_back() {
    use tablero::games::{foxgeese, tzaar};
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    let moderator = actor("mod");
    // A resignation, a moderator's stop, and a loss on time, in TZAAR.
    for (i, ending) in ["resigned", "aborted", "timeout"].into_iter().enumerate() {
        let ch = channel(&format!("t{i}"));
        let mut req = tzaar_fixed(Some("bob"));
        req.time = Some(tablero::time_control::TimeControl::PerTurn { seconds: 600 });
        f.table.challenge(&ch, &alice, &req).await.unwrap();
        f.table.accept(&ch, &bob, None).await.unwrap();
        f.table.play(&ch, &alice, "d3xd4").await.unwrap();
        play_first_legal(&f, &ch, &bob).await;
        match ending {
            "resigned" => {
                f.table.resign(&ch, &alice).await.unwrap();
            }
            "aborted" => {
                f.table.abort(&ch, &moderator).await.unwrap();
            }
            _ => {
                f.clock.advance(700);
                f.table.sweep().await.unwrap();
            }
        }
        let record = record_of(&f.table.history(&ch).await.unwrap());
        let line = match ending {
            "resigned" => "result Black wins (resigned)",
            "aborted" => "result no result (aborted)",
            _ => "result Black wins (timeout)",
        };
        assert!(record.contains(line), "{ending}: {record}");
        assert!(!record.contains("in progress"), "{record}");
        let body: String = record
            .lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n");
        let back = tzaar::Game::from_record(&body).expect("the record reads back");
        let outcome = tablero::games::GameRules::outcome(&back).expect("over");
        assert_eq!(outcome.reason.key(), ending);
    }
    // An agreed draw in Fox and Geese.
    let ch = channel("fg");
    let req = ChallengeRequest {
        opponent: Some("bob".into()),
        spec: tablero::games::foxgeese::spec(Variant::Halatafl),
        side: SideChoice::Second,
        time: None,
        level: None,
        rated: None,
    };
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    f.table.play(&ch, &bob, "c7-c6").await.unwrap();
    f.table.offer_draw(&ch, &alice).await.unwrap();
    f.table
        .answer_offer(&ch, &bob, tablero::domain::OfferKind::Draw, None, true)
        .await
        .unwrap();
    let record = record_of(&f.table.history(&ch).await.unwrap());
    assert!(record.contains("result draw (agreed-draw)"), "{record}");
    let body: String = record
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    let back = foxgeese::Game::from_record(&body).expect("the record reads back");
    assert_eq!(
        tablero::games::GameRules::outcome(&back),
        Some(tablero::domain::Outcome::agreed_draw())
    );
}

#[tokio::test]
async fn games_against_the_computer_show_in_stats_as_unrated() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let alice = actor("alice");
    for (i, resign) in [true, false].into_iter().enumerate() {
        let ch = channel(&format!("c{i}"));
        let req = ChallengeRequest {
            opponent: Some("computer".into()),
            level: Some(tablero::domain::Level::Easy),
            ..tzaar_fixed(None)
        };
        table.challenge(&ch, &alice, &req).await.unwrap();
        if resign {
            table.resign(&ch, &alice).await.unwrap();
        } else {
            table.abort(&ch, &actor("mod")).await.unwrap();
        }
    }
    let reply = table.stats(&channel("c0"), "alice").await.unwrap();
    let Some(Msg::Stats { rows, unrated, .. }) = reply.lines.first() else {
        panic!("{reply:?}")
    };
    assert!(rows.is_empty(), "nothing rated: {rows:?}");
    assert_eq!(
        (unrated.games, unrated.wins, unrated.losses, unrated.draws),
        (1, 0, 1, 0),
        "the resigned game counts as a loss; the stopped one has no result"
    );
}

#[tokio::test]
async fn a_language_the_build_does_not_write_is_stored_and_reads_as_english() {
    let f = fixture().await;
    let (ch, alice) = (channel("c1"), actor("alice"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    // A newer build wrote Portuguese: no list of languages in the schema refuses it.
    support::execute_sql(&f.db, "UPDATE challenges SET locale = 'pt'").await;
    let challenge = f
        .table
        .store()
        .pending_challenges(&ch)
        .await
        .unwrap()
        .remove(0);
    assert_eq!(challenge.locale, tablero::i18n::Locale::EN);
}

/// Random numbers the test chose: each table draws the same number every time.
struct Always(u64);

impl tablero::table::Random for Always {
    fn next_u64(&self) -> u64 {
        self.0
    }
}

#[tokio::test]
async fn random_sides_and_setups_come_from_the_tables_random_source() {
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    let random_setup = ChallengeRequest {
        spec: tablero::games::tzaar::spec(tablero::games::TzaarSetup::Random),
        side: SideChoice::Random,
        ..tzaar_fixed(Some("bob"))
    };
    let mut starts = Vec::new();
    // An even number gives the challenger the first seat, an odd one the second; the rest of
    // it seeds the setup, so 2*21 and 2*21+1 deal the same random board.
    for (ch, drawn, challenger_seat) in [("c1", 42, Seat::First), ("c2", 43, Seat::Second)] {
        let table = f
            .table
            .clone()
            .with_random(std::sync::Arc::new(Always(drawn)));
        let ch = channel(ch);
        table.challenge(&ch, &alice, &random_setup).await.unwrap();
        let started = table.accept(&ch, &bob, None).await.unwrap();
        let game = table.store().active_game(&ch).await.unwrap().unwrap();
        assert_eq!(game.seed, 21);
        assert_eq!(game.player(challenger_seat), "alice");
        assert_eq!(game.player(challenger_seat.other()), "bob");
        starts.push(board_text(&started));
    }
    assert_eq!(starts[0], starts[1]);
}
