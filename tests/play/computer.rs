//! Games against the computer in the play layer: its answers to undo requests and draw offers.

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::SideChoice;
use tablero::engine::Level;
use tablero::games::{GameRules, GameSpec, TzaarSetup};
use tablero::messages::Msg;
use tablero::table::{ChallengeRequest, TableError};

fn against_computer(spec: GameSpec) -> ChallengeRequest {
    ChallengeRequest {
        opponent: Some("computer".into()),
        spec,
        side: SideChoice::First,
        turn_seconds: None,
        level: Some(Level::Random),
        rated: None,
    }
}

#[tokio::test]
async fn the_computer_takes_back_the_players_turn_and_its_answer() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let (ch, alice) = (channel("c1"), actor("alice"));
    table
        .challenge(
            &ch,
            &alice,
            &against_computer(GameSpec::Tzaar(TzaarSetup::Fixed)),
        )
        .await
        .unwrap();
    let start = table.store().active_game(&ch).await.unwrap().unwrap();
    // Nothing of Alice's to take back yet.
    assert!(matches!(
        table.request_undo(&ch, &alice).await,
        Err(TableError::NothingToUndo)
    ));
    table.play(&ch, &alice, "d3xd4").await.unwrap();
    let after = table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(
        after.ply, 3,
        "White's opening and the computer's two-move turn"
    );

    let reply = table.request_undo(&ch, &alice).await.unwrap();
    assert!(
        matches!(reply.lines[0], Msg::UndoDone { count: 3 }),
        "{:?}",
        reply.lines
    );
    assert!(reply.attachment.is_some(), "the board after the undo");
    let back = table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!((back.ply, &back.position), (0, &start.position));
    assert!(table.store().moves(back.id).await.unwrap().is_empty());
    // Alice is to move again, and the game goes on.
    table.play(&ch, &alice, "d3xd4").await.unwrap();
    let (_, problems) = table.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

#[tokio::test]
async fn the_computer_refuses_a_draw_it_is_not_losing_and_accepts_one_it_is() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let (ch, alice) = (channel("c1"), actor("alice"));
    // Alice plays the two foxes against random geese.
    let spec = GameSpec::FoxGeese("halatafl".parse().unwrap());
    table
        .challenge(&ch, &alice, &against_computer(spec))
        .await
        .unwrap();
    let reply = table.offer_draw(&ch, &alice).await.unwrap();
    assert!(
        matches!(&reply.lines[0], Msg::DrawRefused { by } if by == "computer"),
        "{:?}",
        reply.lines
    );
    assert!(table.store().active_game(&ch).await.unwrap().is_some());

    // Take geese (captures first) until the computer is three geese down, then offer again.
    let geese = |position: &str| position.split(' ').next().unwrap().matches('G').count();
    let start = geese(
        &table
            .store()
            .active_game(&ch)
            .await
            .unwrap()
            .unwrap()
            .position,
    );
    for _ in 0..80 {
        let stored = table.store().active_game(&ch).await.unwrap().unwrap();
        if start - geese(&stored.position) >= 3 {
            break;
        }
        let moves = table.suggest(&ch, &alice, "").await.unwrap().moves;
        let mv = moves
            .iter()
            .find(|m| m.contains('x'))
            .unwrap_or(&moves[0])
            .clone();
        table.play(&ch, &alice, &mv).await.unwrap();
    }
    let stored = table.store().active_game(&ch).await.unwrap().unwrap();
    assert!(start - geese(&stored.position) >= 3, "{}", stored.position);
    let reply = table.offer_draw(&ch, &alice).await.unwrap();
    assert!(
        reply.lines.iter().any(
            |l| matches!(l, Msg::GameOver { outcome, .. } if *outcome == tablero::domain::Outcome::agreed_draw())
        ),
        "{:?}",
        reply.lines
    );
    assert!(table.store().active_game(&ch).await.unwrap().is_none());
    let game = tablero::games::AnyGame::replay(
        stored.spec,
        stored.seed,
        &table
            .store()
            .moves(stored.id)
            .await
            .unwrap()
            .iter()
            .map(|m| m.text.as_str())
            .collect::<Vec<_>>(),
    )
    .unwrap();
    assert!(game.outcome().is_none(), "the draw was agreed, not reached");
}
