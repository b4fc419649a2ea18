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
        time: None,
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
            &against_computer(tablero::games::tzaar::spec(TzaarSetup::Fixed)),
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
    let spec = tablero::games::foxgeese::spec("halatafl".parse().unwrap());
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

/// A computer turn left behind (a restart, a failed search) is searched once across every
/// process sharing the database: the one that claimed it keeps it while its lease runs, and
/// another takes it over only once the lease has run out (its process died searching).
#[tokio::test]
async fn a_left_behind_computer_turn_is_searched_by_one_process_at_a_time() {
    let f = fixture().await;
    let first = f.table.with_bot_user("computer", "computer");
    let config = tablero::table::TableConfig {
        redeliver_after: i64::MAX / 4,
        ..Default::default()
    };
    let second = f
        .second_process(config)
        .await
        .with_bot_user("computer", "computer");
    let (ch, alice) = (channel("c1"), actor("alice"));
    let spec = tablero::games::tzaar::spec(TzaarSetup::Fixed);
    first
        .challenge(&ch, &alice, &against_computer(spec))
        .await
        .unwrap();
    // A table that does not know the bot stores Alice's move and leaves the computer's turn.
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    let left = first.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(left.ply, 1, "the computer's turn is left behind");

    // The first process claims the turn (and, say, dies searching it).
    let now = f.clock.0.load(std::sync::atomic::Ordering::SeqCst);
    let store = first.store();
    assert!(
        store
            .claim_computer_turn(left.id, left.version, now, now + 60)
            .await
            .unwrap()
    );
    assert!(
        !store
            .claim_computer_turn(left.id, left.version, now, now + 60)
            .await
            .unwrap(),
        "a claimed turn is nobody else's"
    );
    // The second process's sweeps leave it alone while the lease runs...
    assert!(second.sweep().await.unwrap().is_empty());
    f.clock.advance(59);
    assert!(second.sweep().await.unwrap().is_empty());
    let still = second.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(still.version, left.version, "nobody searched it meanwhile");

    // ...and take it over once the lease has run out: the computer plays its turn, once.
    f.clock.advance(2);
    let swept = second.sweep().await.unwrap();
    assert_eq!(swept.len(), 1, "{swept:?}");
    let after = second.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(after.ply, 3, "the computer's two-move turn");
    assert!(second.sweep().await.unwrap().is_empty());
    assert!(first.sweep().await.unwrap().is_empty());
    // A claim of a version the game has left is refused.
    assert!(
        !store
            .claim_computer_turn(left.id, left.version, now + 61, now + 121)
            .await
            .unwrap()
    );
    let (_, problems) = first.audit().await.unwrap();
    assert!(problems.is_empty(), "{problems:?}");
}

/// The perfect level plays from solved tables: refused for TZAAR (no tables of any kind)
/// and for a Fox and Geese variant the bot has no table for, accepted where it has one.
#[tokio::test]
async fn the_perfect_level_is_offered_only_where_solved_tables_are() {
    use tablero::engine::Oracle;
    use tablero::games::foxgeese::Variant;
    use tablero::games::foxgeese::solver::{
        acyclic, moves::Rules, table::Solved, table::file_name,
    };

    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let (ch, alice) = (channel("c1"), actor("alice"));
    let mut request = against_computer(tablero::games::tzaar::spec(TzaarSetup::Fixed));
    request.level = Some(Level::Perfect);
    let refused = table.challenge(&ch, &alice, &request).await;
    assert!(matches!(refused, Err(TableError::PerfectNotForGame)));
    request.spec = tablero::games::foxgeese::spec(Variant::STANDARD);
    let refused = table.challenge(&ch, &alice, &request).await;
    assert!(matches!(refused, Err(TableError::PerfectWithoutTables)));

    // A table of 4 geese (half a second): the standard game has one to reach.
    let dir = tempfile::tempdir().unwrap();
    let rules = Rules::new(Variant::STANDARD);
    let four = acyclic::solve(&rules, 4, &Solved::new(rules), true, 2, &|_| {}).unwrap();
    four.write(&file_name(dir.path(), Variant::STANDARD, 4))
        .unwrap();
    let config = tablero::table::TableConfig {
        redeliver_after: i64::MAX / 4,
        oracle: Oracle::open(dir.path()),
        ..Default::default()
    };
    let with_tables = f
        .second_process(config)
        .await
        .with_bot_user("computer", "computer");
    // Not for the variant with sideways steps, which has no table there.
    let mut sideways = request.clone();
    sideways.spec = tablero::games::foxgeese::spec("standard+sideways".parse().unwrap());
    let refused = with_tables.challenge(&ch, &alice, &sideways).await;
    assert!(matches!(refused, Err(TableError::PerfectWithoutTables)));
    // Alice takes the fox, who moves first, so the computer does not search yet.
    with_tables.challenge(&ch, &alice, &request).await.unwrap();
    let game = with_tables.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(game.computer_level, Some(Level::Perfect));
    // Hints still work where no table covers the position (the start), from the search.
    let reply = with_tables.hint(&ch, &alice).await.unwrap();
    assert!(
        matches!(&reply.lines[0], Msg::Hint { exact: None, .. }),
        "{:?}",
        reply.lines
    );
}
