//! Where tournaments are seen and played (issue 27): `/tournament list` through a
//! tournament's life, the format a command names, and a round's games in pending rooms moved
//! once to the threads the front end opens for them.

use crate::table_support as support;

use crate::events::{lobby, organizer, request, signed_up};
use support::{actor, channel, fixture};
use tablero::i18n::Locale;
use tablero::messages::{self, PlainStyle};
use tablero::table::{
    Action, Msg, Reply, Room, TableError, TournamentLine, TournamentRefusal, tournament_format,
};
use tablero::tournament::{Format, Status};

/// The statuses `/tournament list` shows, in its order.
fn listed(reply: &Reply) -> Vec<(String, Status)> {
    match &reply.lines[..] {
        [Msg::Tournament(TournamentLine::List { tournaments })] => tournaments
            .iter()
            .map(|t| (t.name.clone(), t.status))
            .collect(),
        other => panic!("not a list: {other:?}"),
    }
}

#[test]
fn a_command_names_its_format_and_swiss_rounds() {
    assert_eq!(tournament_format(None, None).unwrap(), Format::RoundRobin);
    assert_eq!(
        tournament_format(Some("double_round_robin"), None).unwrap(),
        Format::DoubleRoundRobin
    );
    assert_eq!(
        tournament_format(Some("swiss"), None).unwrap(),
        Format::Swiss { rounds: 5 }
    );
    assert_eq!(
        tournament_format(Some("swiss"), Some(7)).unwrap(),
        Format::Swiss { rounds: 7 }
    );
    assert!(matches!(
        tournament_format(Some("round_robin"), Some(3)),
        Err(TableError::Tournament(
            TournamentRefusal::RoundsWithoutSwiss
        ))
    ));
    assert!(matches!(
        tournament_format(None, Some(3)),
        Err(TableError::Tournament(
            TournamentRefusal::RoundsWithoutSwiss
        ))
    ));
}

#[tokio::test]
async fn the_list_follows_each_tournament_from_sign_up_to_its_end() {
    let f = fixture().await;
    let t = &f.table;
    let empty = t.tournament_list(&lobby()).await.unwrap();
    assert!(listed(&empty).is_empty());
    let text = messages::lines(&empty.lines, Locale::ES, &PlainStyle);
    assert!(text.contains("Todavía no hay torneos"), "{text}");

    let cup = signed_up(
        &t.create_tournament(
            &lobby(),
            &organizer(),
            &request("Cup", Format::RoundRobin, 8),
        )
        .await
        .unwrap(),
    );
    let off = signed_up(
        &t.create_tournament(
            &channel("other"),
            &organizer(),
            &request("Off", Format::RoundRobin, 8),
        )
        .await
        .unwrap(),
    );
    for p in ["ana", "bea"] {
        t.join_tournament(&lobby(), &actor(p), Some(cup))
            .await
            .unwrap();
    }
    t.cancel_tournament(&channel("other"), &organizer(), Some(off))
        .await
        .unwrap();
    let list = t.tournament_list(&lobby()).await.unwrap();
    assert_eq!(
        listed(&list),
        [
            ("Cup".to_string(), Status::Open),
            ("Off".to_string(), Status::Cancelled)
        ]
    );
    let text = messages::lines(&list.lines, Locale::FR, &PlainStyle);
    assert!(text.contains("inscriptions ouvertes (2/8)"), "{text}");
    assert!(text.contains("annulé"), "{text}");

    t.start_tournament(&lobby(), &organizer(), Some(cup))
        .await
        .unwrap();
    t.sweep().await.unwrap();
    let text = messages::lines(
        &t.tournament_list(&lobby()).await.unwrap().lines,
        Locale::EN,
        &PlainStyle,
    );
    assert!(text.contains("round 1 of 1, 2 players"), "{text}");

    // Ana resigns the only game: Bea wins the tournament.
    let st = t.store().tournament(cup).await.unwrap().unwrap();
    let game = t.store().game(st.games[&(1, 1)]).await.unwrap().unwrap();
    t.resign(&game.channel, &actor("ana")).await.unwrap();
    t.sweep().await.unwrap();
    let list = t.tournament_list(&lobby()).await.unwrap();
    assert!(listed(&list).contains(&("Cup".to_string(), Status::Finished)));
    let text = messages::lines(&list.lines, Locale::EN, &PlainStyle);
    assert!(text.contains("won by bea"), "{text}");
}

#[tokio::test]
async fn a_pending_room_moves_once_to_its_thread() {
    let f = fixture().await;
    let t = &f.table;
    let cup = signed_up(
        &t.create_tournament(
            &lobby(),
            &organizer(),
            &request("Cup", Format::RoundRobin, 8),
        )
        .await
        .unwrap(),
    );
    for p in ["ana", "bea"] {
        t.join_tournament(&lobby(), &actor(p), Some(cup))
            .await
            .unwrap();
    }
    t.start_tournament(&lobby(), &organizer(), Some(cup))
        .await
        .unwrap();
    let out = t.sweep().await.unwrap();
    let start = out
        .iter()
        .find(|a| a.reply.attachment.is_some())
        .expect("the game's first board");
    // The game waits in a pending room; the channel itself is none.
    assert!(t.pending_room(&lobby()).await.unwrap().is_none());
    let pending = t
        .pending_room(&start.channel)
        .await
        .unwrap()
        .expect("a pending room");
    assert_eq!(pending.parent, "lobby");
    assert_eq!(pending.tournament, "Cup");
    assert_eq!((pending.round, pending.board), (1, 1));

    // The front end opens a thread and moves the game there: its first board, again, for
    // the thread, and the channel's line naming the thread.
    let thread = Room {
        thread: "thread-1".into(),
    };
    let first = t
        .settle_room(&pending, &thread)
        .await
        .unwrap()
        .expect("moved");
    assert!(first.attachment.is_some());
    let note = first.parent_note.as_ref().expect("a line for the channel");
    assert_eq!(
        (note.channel.as_str(), note.room.as_str()),
        ("lobby", "thread-1")
    );
    // A second process opening a thread for the same game finds it gone.
    let other = Room {
        thread: "thread-2".into(),
    };
    assert!(t.settle_room(&pending, &other).await.unwrap().is_none());
    assert!(t.pending_room(&start.channel).await.unwrap().is_none());
    // The game is played in the thread, and the pairings name it.
    let room = channel("thread-1");
    assert!(t.store().active_game(&room).await.unwrap().is_some());
    let pairings = t.tournament_pairings(&lobby(), Some(cup)).await.unwrap();
    match &pairings.lines[0] {
        Msg::Tournament(TournamentLine::Round { pairings, .. }) => {
            assert_eq!(pairings[0].room.as_deref(), Some("thread-1"));
        }
        other => panic!("{other:?}"),
    }
    // `/games` names the tournament beside the game.
    let games = t.games(&lobby(), &actor("ana")).await.unwrap();
    let text = messages::lines(&games.lines, Locale::EN, &PlainStyle);
    assert!(text.contains("(🏆 Cup)"), "{text}");
}

/// Whether a reply offers the same game again (Rematch, or Play again).
fn offers_rematch(reply: &Reply) -> bool {
    reply
        .buttons
        .iter()
        .any(|b| matches!(b.action, Action::Rematch { .. }))
}

#[tokio::test]
async fn a_tournament_game_ends_without_a_rematch_and_an_old_button_is_refused() {
    let f = fixture().await;
    let t = &f.table;
    // An ordinary game between the same players ends with the button.
    let side = channel("side");
    t.challenge(&side, &actor("ana"), &support::tzaar_challenge(Some("bea")))
        .await
        .unwrap();
    t.accept(&side, &actor("bea"), None).await.unwrap();
    let friendly = t.resign(&side, &actor("ana")).await.unwrap();
    assert!(offers_rematch(&friendly), "{:?}", friendly.buttons);

    let cup = signed_up(
        &t.create_tournament(
            &lobby(),
            &organizer(),
            &request("Cup", Format::RoundRobin, 8),
        )
        .await
        .unwrap(),
    );
    for p in ["ana", "bea"] {
        t.join_tournament(&lobby(), &actor(p), Some(cup))
            .await
            .unwrap();
    }
    t.start_tournament(&lobby(), &organizer(), Some(cup))
        .await
        .unwrap();
    t.sweep().await.unwrap();
    let st = t.store().tournament(cup).await.unwrap().unwrap();
    let game = t.store().game(st.games[&(1, 1)]).await.unwrap().unwrap();
    assert!(game.in_tournament);
    let ended = t.resign(&game.channel, &actor("ana")).await.unwrap();
    assert!(ended.ends_game);
    assert!(
        !offers_rematch(&ended),
        "no rematch for a tournament game: {:?}",
        ended.buttons
    );
    // Nor on the final board shown again.
    let board = t.board(&game.channel).await.unwrap();
    assert!(!offers_rematch(&board), "{:?}", board.buttons);

    // A Rematch button pressed from an older build is refused privately, with the reason.
    for who in ["ana", "bea"] {
        let refused = t.rematch(&game.channel, &actor(who), game.id).await;
        assert!(
            matches!(refused, Err(TableError::TournamentRematch)),
            "{refused:?}"
        );
    }
    assert!(
        t.store().pending_rematch(game.id).await.unwrap().is_none(),
        "nothing was offered"
    );
    let refusal = Msg::Refused(TableError::TournamentRematch);
    for (locale, words) in [
        (Locale::EN, "tournament"),
        (Locale::ES, "torneo"),
        (Locale::FR, "tournoi"),
    ] {
        let text = messages::text(&refusal, locale, &PlainStyle);
        assert!(text.contains(words), "{text}");
    }
}
