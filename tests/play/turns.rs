//! A turn beyond a move, end to end on a real SQLite file: passes and resignations, undo and
//! draw offers between the players, and the suggestions `/move` offers as it is typed.

use crate::table_support as support;

use crate::flow::board_text;
use support::{actor, channel, fixture};
use tablero::domain::SideChoice;
use tablero::games::Seat;
use tablero::games::foxgeese::Variant;
use tablero::messages::Msg;
use tablero::table::{Action, ChallengeRequest, TableError};

use support::tzaar_challenge as tzaar_fixed;

#[tokio::test]
async fn pass_resign_and_ratings() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    f.table.play(&ch, &bob, "c4xd4").await.unwrap();
    let r = f.table.pass(&ch, &bob).await.unwrap();
    assert!(board_text(&r).ends_with(" w 1"));
    let r = f.table.resign(&ch, &alice).await.unwrap();
    let Msg::GameOver { outcome, .. } = &r.lines[0] else {
        panic!("{:?}", r.lines)
    };
    assert_eq!(
        (outcome.winner, outcome.reason.key()),
        (Some(Seat::Second), "resigned")
    );
    let Msg::RatingChange { deltas, .. } = &r.lines[1] else {
        panic!()
    };
    assert!((deltas[0] + 20.0).abs() < 1e-9 && (deltas[1] - 20.0).abs() < 1e-9);
    assert_eq!(
        f.table.resign(&ch, &alice).await.unwrap_err(),
        TableError::NoGame
    );
}

#[tokio::test]
async fn undo_needs_the_opponents_agreement() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    assert_eq!(
        f.table.request_undo(&ch, &alice).await.unwrap_err(),
        TableError::NothingToUndo
    );
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    assert_eq!(
        f.table.request_undo(&ch, &bob).await.unwrap_err(),
        TableError::NothingToUndo
    );
    let r = f.table.request_undo(&ch, &alice).await.unwrap();
    let Action::Undo { version, .. } = r.buttons[0].action else {
        panic!()
    };
    // The requester cannot answer their own request.
    assert_eq!(
        f.table
            .answer_offer(
                &ch,
                &alice,
                tablero::domain::OfferKind::Undo,
                Some(version),
                true
            )
            .await
            .unwrap_err(),
        TableError::OwnOffer
    );
    let r = f
        .table
        .answer_offer(
            &ch,
            &bob,
            tablero::domain::OfferKind::Undo,
            Some(version),
            true,
        )
        .await
        .unwrap();
    assert!(board_text(&r).ends_with(" w open"));
    // The same button again: the game has moved on.
    assert_eq!(
        f.table
            .answer_offer(
                &ch,
                &bob,
                tablero::domain::OfferKind::Undo,
                Some(version),
                true
            )
            .await
            .unwrap_err(),
        TableError::Stale
    );
    // A refused request changes nothing; a move withdraws a pending request.
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    f.table.request_undo(&ch, &alice).await.unwrap();
    f.table
        .answer_offer(&ch, &bob, tablero::domain::OfferKind::Undo, None, false)
        .await
        .unwrap();
    assert_eq!(
        f.table
            .answer_offer(&ch, &bob, tablero::domain::OfferKind::Undo, None, true)
            .await
            .unwrap_err(),
        TableError::NoOffer
    );
    let (_, problems) = f.table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

#[tokio::test]
async fn fox_and_geese_draw_offers() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    let req = ChallengeRequest {
        opponent: Some("bob".into()),
        spec: tablero::games::foxgeese::spec(Variant::Halatafl),
        side: SideChoice::Second,
        time: Some(tablero::time_control::TimeControl::PerTurn { seconds: 3600 }),
        level: None,
        rated: None,
    };
    f.table.challenge(&ch, &alice, &req).await.unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    // alice plays the geese (second seat); the foxes (bob) move first.
    assert_eq!(
        f.table.play(&ch, &alice, "d3-d4").await.unwrap_err(),
        TableError::NotYourTurn {
            to_move: "bob".into()
        }
    );
    f.table.play(&ch, &bob, "c7-c6").await.unwrap();
    let err = f.table.play(&ch, &alice, "d3-d2").await.unwrap_err();
    assert!(err.to_string().contains("backward"), "{err}");
    f.table.offer_draw(&ch, &alice).await.unwrap();
    let r = f
        .table
        .answer_offer(&ch, &bob, tablero::domain::OfferKind::Draw, None, true)
        .await
        .unwrap();
    let Msg::GameOver { outcome, .. } = &r.lines[0] else {
        panic!()
    };
    assert_eq!(
        (outcome.winner, outcome.reason.key()),
        (None, "agreed-draw")
    );
    // TZAAR has no draws.
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    assert_eq!(
        f.table.offer_draw(&ch, &alice).await.unwrap_err(),
        TableError::NoDraws
    );
}

#[tokio::test]
async fn suggestions_match_the_prefix_and_tzaar_second_moves() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed(Some("bob")))
        .await
        .unwrap();
    f.table.accept(&ch, &bob, None).await.unwrap();
    let all = f.table.suggest(&ch, &alice, "").await.unwrap();
    assert_eq!(
        (all.moves.len(), all.total),
        (25, 42),
        "25 of the fixed start's 42 captures are shown, and the total is known"
    );
    let d3 = f.table.suggest(&ch, &alice, "D3").await.unwrap().moves;
    assert!(!d3.is_empty() && d3.iter().all(|m| m.starts_with("d3")));
    assert!(
        matches!(
            f.table.suggest(&ch, &bob, "").await,
            Err(TableError::NotYourTurn { .. })
        ),
        "not bob's turn"
    );
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    let turns = f.table.suggest(&ch, &bob, "c4xd4 ").await.unwrap();
    assert_eq!(turns.moves.len(), 25, "captures come first, at most 25");
    assert!(turns.total > 25);
    assert!(turns.moves.iter().all(|t| t.starts_with("c4xd4 ")));
    let narrowed = f.table.suggest(&ch, &bob, "c4d4 pa").await.unwrap();
    assert_eq!(narrowed.moves, vec!["c4xd4 pass".to_string()]);
    assert!(
        f.table
            .suggest(&ch, &bob, "zz9 ")
            .await
            .unwrap()
            .moves
            .is_empty()
    );
}
