//! Game rooms at the play layer: many games from one channel, each in its own thread, the
//! channel hearing one line when each starts and ends, and `/games` (issue 14).

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::{ChannelRef, SideChoice};
use tablero::games::TzaarSetup;
use tablero::i18n::Locale;
use tablero::messages::{self, Msg, PlainStyle};
use tablero::table::{ChallengeRequest, Room, TableError};

fn tzaar(opponent: Option<&str>) -> ChallengeRequest {
    ChallengeRequest {
        opponent: opponent.map(str::to_string),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

fn thread(id: &str) -> ChannelRef {
    ChannelRef {
        channel: id.into(),
        ..channel("lobby")
    }
}

fn room(id: &str) -> Room {
    Room { thread: id.into() }
}

#[tokio::test]
async fn two_games_from_one_channel_each_in_its_own_thread() {
    let f = fixture().await;
    let lobby = channel("lobby");
    let (ana, bruno, carla, dani) = (actor("ana"), actor("bruno"), actor("carla"), actor("dani"));
    // Two challenges wait side by side in the channel.
    f.table
        .challenge(&lobby, &ana, &tzaar(Some("bruno")))
        .await
        .unwrap();
    f.table
        .challenge(&lobby, &carla, &tzaar(None))
        .await
        .unwrap();
    assert_eq!(
        f.table
            .store()
            .pending_challenges(&lobby)
            .await
            .unwrap()
            .len(),
        2
    );

    // Bruno's typed /accept finds the challenge addressed to him.
    let started = f
        .table
        .accept_in(&lobby, &bruno, None, Some(&room("t1")))
        .await
        .unwrap();
    assert!(
        started.attachment.is_some(),
        "the first board, for the thread"
    );
    let note = started.parent_note.clone().expect("a line for the channel");
    assert_eq!(note.channel, "lobby");
    assert!(matches!(&note.lines[..], [Msg::GameOpened { room, .. }] if room == "t1"));
    let text = messages::text(&note.lines[0], Locale::EN, &PlainStyle);
    assert!(text.contains("<#t1>"), "{text}");

    // Dani takes carla's open challenge into another thread.
    f.table
        .accept_in(&lobby, &dani, None, Some(&room("t2")))
        .await
        .unwrap();

    // Each thread is its own table.
    f.table.play(&thread("t1"), &ana, "d3xd4").await.unwrap();
    f.table.play(&thread("t2"), &carla, "d3xd4").await.unwrap();
    assert_eq!(
        f.table
            .play(&thread("t2"), &ana, "e4xe5")
            .await
            .unwrap_err(),
        TableError::NotAPlayer
    );
    // In the channel itself, a game command says where the games are.
    let err = f.table.play(&lobby, &bruno, "a1xa2").await.unwrap_err();
    assert_eq!(
        err,
        TableError::GamesInThreads {
            rooms: vec!["t1".into(), "t2".into()]
        }
    );
    let text = messages::text(&Msg::Refused(err), Locale::ES, &PlainStyle);
    assert!(text.contains("<#t1>, <#t2>"), "{text}");

    // The end of a game is heard in the channel too, with its result and a link.
    let over = f.table.resign(&thread("t1"), &bruno).await.unwrap();
    assert!(over.ends_game);
    let note = over.parent_note.expect("the result for the channel");
    assert!(
        matches!(note.lines.first(), Some(Msg::GameOver { .. })),
        "{note:?}"
    );
    assert!(matches!(note.lines.last(), Some(Msg::SeeRoom { room }) if room == "t1"));
    assert!(
        note.lines
            .iter()
            .any(|m| matches!(m, Msg::RatingChange { .. }))
    );
}

#[tokio::test]
async fn a_game_in_the_channel_itself_has_no_parent_line() {
    let f = fixture().await;
    let ch = channel("c1");
    f.table
        .challenge(&ch, &actor("ana"), &tzaar(Some("bruno")))
        .await
        .unwrap();
    let started = f.table.accept(&ch, &actor("bruno"), None).await.unwrap();
    assert!(started.parent_note.is_none());
    let over = f.table.resign(&ch, &actor("ana")).await.unwrap();
    assert!(over.ends_game && over.parent_note.is_none());
}

#[tokio::test]
async fn a_game_against_the_computer_gets_its_room_too() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let lobby = channel("lobby");
    let mut req = tzaar(Some("computer"));
    req.side = SideChoice::Second;
    let reply = table
        .challenge_in(&lobby, &actor("ana"), &req, Some(&room("t9")))
        .await
        .unwrap();
    // The computer (White) has opened in the thread already.
    let game = table
        .store()
        .active_game(&thread("t9"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((game.ply, game.parent.as_deref()), (1, Some("lobby")));
    assert!(matches!(
        reply.parent_note.as_ref().map(|n| &n.lines[0]),
        Some(Msg::GameOpened { level: Some(_), .. })
    ));
    // Checking a challenge stores nothing and refuses what challenge would.
    let mut rated = req.clone();
    rated.rated = Some(true);
    assert_eq!(
        table.check_challenge(&actor("ana"), &rated),
        Err(TableError::ComputerUnrated)
    );
}

#[tokio::test]
async fn games_lists_my_games_and_the_challenges_for_me() {
    let f = fixture().await;
    let lobby = channel("lobby");
    let (ana, bruno) = (actor("ana"), actor("bruno"));
    f.table
        .challenge(&lobby, &ana, &tzaar(Some("bruno")))
        .await
        .unwrap();
    f.table
        .accept_in(&lobby, &bruno, None, Some(&room("t1")))
        .await
        .unwrap();
    f.table
        .challenge(&lobby, &actor("carla"), &tzaar(Some("ana")))
        .await
        .unwrap();
    f.table
        .challenge(&lobby, &actor("dani"), &tzaar(Some("eva")))
        .await
        .unwrap();

    let reply = f.table.games(&lobby, &ana).await.unwrap();
    let Msg::GamesList { games, challenges } = &reply.lines[0] else {
        panic!("{reply:?}")
    };
    assert_eq!(games.len(), 1);
    assert_eq!(
        (games[0].opponent.as_str(), games[0].to_move.as_str()),
        ("bruno", "ana")
    );
    assert_eq!(games[0].room, "t1");
    assert_eq!(
        challenges.len(),
        1,
        "carla's, not dani's to eva: {challenges:?}"
    );
    let text = messages::text(&reply.lines[0], Locale::FR, &PlainStyle);
    assert!(
        text.contains("à vous de jouer") && text.contains("<#t1>"),
        "{text}"
    );

    // Another server sees none of it.
    let elsewhere = ChannelRef {
        guild: Some("other".into()),
        channel: "x".into(),
    };
    let reply = f.table.games(&elsewhere, &ana).await.unwrap();
    let text = messages::text(&reply.lines[0], Locale::EN, &PlainStyle);
    assert!(text.contains("no game in progress"), "{text}");
}

#[tokio::test]
async fn a_rematch_is_offered_from_the_final_board_and_accepted_by_the_other_player() {
    let f = fixture().await;
    let lobby = channel("lobby");
    let (ana, bruno) = (actor("ana"), actor("bruno"));
    f.table
        .challenge(&lobby, &ana, &tzaar(Some("bruno")))
        .await
        .unwrap();
    f.table
        .accept_in(&lobby, &bruno, None, Some(&room("t1")))
        .await
        .unwrap();
    let first = f
        .table
        .store()
        .active_game(&thread("t1"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        f.table
            .rematch(&thread("t1"), &ana, first.id)
            .await
            .unwrap_err(),
        TableError::NotOver
    );
    let over = f.table.resign(&thread("t1"), &bruno).await.unwrap();
    let rematch = over
        .buttons
        .iter()
        .find(|b| b.label == tablero::table::ButtonLabel::Rematch)
        .expect("a Rematch button on the final board");
    assert_eq!(
        rematch.action,
        tablero::table::Action::Rematch { game: first.id }
    );

    // Bruno offers; a stranger cannot; a second offer is refused; ana's click accepts.
    let offer = f
        .table
        .rematch(&thread("t1"), &bruno, first.id)
        .await
        .unwrap();
    assert!(matches!(offer.lines[0], Msg::Challenge { .. }), "{offer:?}");
    assert_eq!(offer.mentions, vec!["ana".to_string()]);
    assert_eq!(
        f.table
            .rematch(&thread("t1"), &actor("carla"), first.id)
            .await
            .unwrap_err(),
        TableError::NotAPlayer
    );
    assert_eq!(
        f.table
            .rematch(&thread("t1"), &bruno, first.id)
            .await
            .unwrap_err(),
        TableError::RematchOffered
    );
    let started = f
        .table
        .rematch(&thread("t1"), &ana, first.id)
        .await
        .unwrap();
    assert!(started.attachment.is_some(), "the new game's first board");
    let second = f
        .table
        .store()
        .active_game(&thread("t1"))
        .await
        .unwrap()
        .unwrap();
    assert_ne!(second.id, first.id);
    // Colours swapped, same options, same channel to report to.
    assert_eq!(second.players, ["bruno".to_string(), "ana".to_string()]);
    assert_eq!((second.spec, second.rated), (first.spec, first.rated));
    assert_eq!(second.parent.as_deref(), Some("lobby"));
    assert!(
        started.parent_note.is_some(),
        "the channel hears of the rematch"
    );
}

#[tokio::test]
async fn play_again_against_the_computer_starts_at_once() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let ch = channel("c1");
    let mut req = tzaar(Some("computer"));
    req.level = Some(tablero::domain::Level::Random);
    table.challenge(&ch, &actor("ana"), &req).await.unwrap();
    let first = table.store().active_game(&ch).await.unwrap().unwrap();
    let over = table.resign(&ch, &actor("ana")).await.unwrap();
    assert!(
        over.buttons
            .iter()
            .any(|b| b.label == tablero::table::ButtonLabel::PlayAgain)
    );
    let again = table.rematch(&ch, &actor("ana"), first.id).await.unwrap();
    assert!(again.attachment.is_some());
    let second = table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(
        second.players,
        [first.players[1].clone(), first.players[0].clone()]
    );
    assert_eq!(second.computer_level, Some(tablero::domain::Level::Random));
}

#[tokio::test]
async fn the_first_half_of_a_two_command_turn_is_answered_privately() {
    use tablero::table::Visibility;
    let f = fixture().await;
    let ch = channel("c1");
    let (ana, bruno) = (actor("ana"), actor("bruno"));
    f.table
        .challenge(&ch, &ana, &tzaar(Some("bruno")))
        .await
        .unwrap();
    f.table.accept(&ch, &bruno, None).await.unwrap();
    let opening = f.table.play(&ch, &ana, "d3xd4").await.unwrap();
    assert_eq!(opening.visibility, Visibility::Public, "a whole turn");
    let capture = f.table.suggest(&ch, &bruno, "").await.unwrap().moves[0].clone();
    let half = f.table.play(&ch, &bruno, &capture).await.unwrap();
    assert_eq!(half.visibility, Visibility::Private);
    assert!(half.attachment.is_some() && half.mentions.is_empty());
    let whole = f.table.pass(&ch, &bruno).await.unwrap();
    assert_eq!(whole.visibility, Visibility::Public);
    assert_eq!(whole.mentions, vec!["ana".to_string()]);
}
