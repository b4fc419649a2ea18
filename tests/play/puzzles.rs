//! `/puzzle` in the play layer: a private puzzle with its board, right and wrong answers, a
//! two-turn puzzle with the defender's reply, the solution, `/move` answering a puzzle where
//! the player has no game, a double answer judged once, and the record.

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::GameChoice;
use tablero::games::GameRules;
use tablero::messages::Msg;
use tablero::puzzle::{self, Puzzle, PuzzleState, Verdict};
use tablero::table::{Action, PuzzleLine, PuzzleTask, TableError, Visibility};

fn puzzle_line(reply: &tablero::table::Reply) -> &PuzzleLine {
    match reply.lines.first() {
        Some(Msg::Puzzle(line)) => line,
        other => panic!("not a puzzle line: {other:?}"),
    }
}

/// Every whole turn of `game` (both moves of a TZAAR turn).
fn whole_turns(game: &tablero::games::AnyGame) -> Vec<String> {
    game.legal_moves()
        .into_iter()
        .flat_map(|m| match game.continuations(&m) {
            Some(seconds) => seconds.into_iter().map(|s| format!("{m} {s}")).collect(),
            None => vec![m],
        })
        .collect()
}

/// A turn that still wins `p` after the turns of `state` (any, not only the bank's line).
fn winning_turn(p: &Puzzle, state: &PuzzleState) -> String {
    let here = p.game_at(&p.position_after(state).unwrap()).unwrap();
    whole_turns(&here)
        .into_iter()
        .find(|t| !matches!(p.answer(state, t), Ok(Verdict::Wrong { .. }) | Err(_)))
        .expect("a winning turn")
}

/// A legal first turn of `p` that does not solve it.
fn wrong_turn(p: &Puzzle) -> String {
    let game = p.game_at(&p.position).unwrap();
    whole_turns(&game)
        .into_iter()
        .find(|t| {
            matches!(
                p.answer(&PuzzleState::default(), t),
                Ok(Verdict::Wrong { .. })
            )
        })
        .unwrap_or_else(|| panic!("no wrong turn in {}", p.id))
}

#[tokio::test]
async fn a_puzzle_is_opened_answered_wrong_then_right_and_counted() {
    tablero::packs::install();
    let f = fixture().await;
    let (ch, alice) = (channel("c1"), actor("alice"));
    assert!(matches!(
        f.table.puzzle_answer(&ch, &alice, "d3xd4").await,
        Err(TableError::NoPuzzle)
    ));
    let tzaar = GameChoice::from_key("tzaar").unwrap();
    let reply = f.table.puzzle_new(&ch, &alice, Some(tzaar)).await.unwrap();
    assert_eq!(reply.visibility, Visibility::Private);
    assert!(reply.attachment.is_some(), "the puzzle's board");
    assert_eq!(reply.buttons[1].action, Action::PuzzleSolution);
    let PuzzleLine::Start(PuzzleTask { id, .. }) = puzzle_line(&reply) else {
        panic!()
    };
    let p = puzzle::by_id(id).unwrap();
    assert_eq!(p.game.key(), "tzaar");

    // Illegal: refused as any move is, nothing changes.
    assert!(matches!(
        f.table.puzzle_answer(&ch, &alice, "a1xa1").await,
        Err(TableError::Illegal(_))
    ));
    // Wrong: the refutation, and the puzzle stays open.
    let wrong = f
        .table
        .puzzle_answer(&ch, &alice, &wrong_turn(p))
        .await
        .unwrap();
    assert!(matches!(puzzle_line(&wrong), PuzzleLine::Wrong { .. }));
    // Right: solved, after one wrong try, with a Next button.
    let right = f
        .table
        .puzzle_answer(&ch, &alice, &p.solution[0])
        .await
        .unwrap();
    let PuzzleLine::Solved { tries, .. } = puzzle_line(&right) else {
        panic!("{:?}", right.lines)
    };
    assert_eq!(*tries, 1);
    assert_eq!(right.buttons[0].action, Action::PuzzleNext);
    assert!(matches!(
        f.table.puzzle_solution(&ch, &alice).await,
        Err(TableError::NoPuzzle)
    ));
    let stats = f.table.puzzle_stats(&ch, &alice).await.unwrap();
    let PuzzleLine::Stats { tally, open, .. } = puzzle_line(&stats) else {
        panic!()
    };
    assert_eq!(
        (tally.solved, tally.first_try, tally.revealed, *open),
        (1, 0, 0, false)
    );

    // The next one is another puzzle; its solution closes it as not solved.
    let next = f.table.puzzle_new(&ch, &alice, Some(tzaar)).await.unwrap();
    let PuzzleLine::Start(PuzzleTask { id: second, .. }) = puzzle_line(&next) else {
        panic!()
    };
    assert_ne!(second, id);
    let shown = f.table.puzzle_solution(&ch, &alice).await.unwrap();
    assert!(matches!(puzzle_line(&shown), PuzzleLine::Solution { .. }));
    let stats = f.table.puzzle_stats(&ch, &alice).await.unwrap();
    let PuzzleLine::Stats { tally, .. } = puzzle_line(&stats) else {
        panic!()
    };
    assert_eq!((tally.solved, tally.revealed), (1, 1));
    // Another server has its own record.
    let elsewhere = tablero::domain::ChannelRef {
        guild: Some("another".into()),
        channel: "x".into(),
    };
    let stats = f.table.puzzle_stats(&elsewhere, &alice).await.unwrap();
    let PuzzleLine::Stats { tally, .. } = puzzle_line(&stats) else {
        panic!()
    };
    assert_eq!(tally.solved + tally.revealed, 0);
}

#[tokio::test]
async fn a_two_turn_puzzle_gets_the_defenders_reply_and_move_answers_it() {
    tablero::packs::install();
    let f = fixture().await;
    let (ch, bob) = (channel("c1"), actor("bob"));
    let p = puzzle::bank()
        .iter()
        .find(|p| p.game.key() == "tzaar" && p.theme.turns() == 2)
        .expect("a two-turn TZAAR puzzle");
    f.table
        .store()
        .open_puzzle(&bob.id, "guild", &p.id, None, 0)
        .await
        .unwrap();
    // Without a game in the channel, `/move` and its suggestions are the puzzle's.
    let suggested = f.table.suggest(&ch, &bob, "").await.unwrap();
    assert!(suggested.total > 0);
    let first = f.table.play(&ch, &bob, &p.solution[0]).await.unwrap();
    let PuzzleLine::Right {
        reply, turns_left, ..
    } = puzzle_line(&first)
    else {
        panic!("{:?}", first.lines)
    };
    assert_eq!(*turns_left, 1);
    assert!(!reply.is_empty());
    let session = f
        .table
        .store()
        .puzzle_session(&bob.id, "guild")
        .await
        .unwrap()
        .unwrap();
    let state = PuzzleState::from_text(&session.state);
    assert_eq!(state.turns.len(), 2);
    // Any winning second turn is right; the bank's line has one.
    let winning = if state.turns[1] == p.solution[1] {
        p.solution[2].clone()
    } else {
        winning_turn(p, &state)
    };
    let done = f.table.play(&ch, &bob, &winning).await.unwrap();
    assert!(matches!(
        puzzle_line(&done),
        PuzzleLine::Solved { tries: 0, .. }
    ));
}

#[tokio::test]
async fn a_double_answer_is_judged_once() {
    tablero::packs::install();
    let f = fixture().await;
    let (ch, carol) = (channel("c1"), actor("carol"));
    f.table.puzzle_new(&ch, &carol, None).await.unwrap();
    let session = f
        .table
        .store()
        .puzzle_session(&carol.id, "guild")
        .await
        .unwrap()
        .unwrap();
    let p = puzzle::by_id(&session.puzzle).unwrap();
    // Two answers read the same version; the second to write is refused as stale.
    f.table
        .store()
        .finish_puzzle(&session, true, 0, 1)
        .await
        .unwrap();
    assert!(
        f.table
            .store()
            .finish_puzzle(&session, true, 0, 2)
            .await
            .is_err()
    );
    assert!(matches!(
        f.table.puzzle_answer(&ch, &carol, &p.solution[0]).await,
        Err(TableError::NoPuzzle)
    ));
    // A TZAAR turn's first move alone is not an answer.
    let tz = GameChoice::from_key("tzaar").unwrap();
    let r = f.table.puzzle_new(&ch, &carol, Some(tz)).await.unwrap();
    let PuzzleLine::Start(PuzzleTask { id, .. }) = puzzle_line(&r) else {
        panic!()
    };
    let p = puzzle::by_id(id).unwrap();
    let first_move = p.solution[0].split(' ').next().unwrap();
    if p.solution[0].contains(' ') {
        assert!(matches!(
            f.table.puzzle_answer(&ch, &carol, first_move).await,
            Err(TableError::PuzzleWholeTurn | TableError::Illegal(_))
        ));
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_once_by_two_processes_and_counted_in_a_streak() {
    tablero::packs::install();
    use tablero::store::Announced;
    use tablero::table::SettingsChange;
    let f = fixture().await;
    let other = f
        .second_process(tablero::table::TableConfig {
            redeliver_after: i64::MAX / 4,
            ..Default::default()
        })
        .await;
    let (ch, alice) = (channel("c1"), actor("alice"));
    let is_daily = |a: &tablero::table::Announcement| {
        matches!(a.reply.announces, Some(Announced::DailyPuzzle { .. }))
    };
    // No channel named: no daily puzzle, and `/puzzle daily` says so.
    assert!(!f.table.sweep().await.unwrap().iter().any(is_daily));
    assert!(matches!(
        f.table.puzzle_daily(&ch, &alice).await,
        Err(TableError::NoDailyPuzzle)
    ));
    // A bad hour or channel changes nothing.
    for bad in [
        SettingsChange {
            puzzle_channel: Some(Some("not a channel".into())),
            ..Default::default()
        },
        SettingsChange {
            puzzle_channel: Some(Some("42".into())),
            puzzle_hour: Some(24),
            ..Default::default()
        },
    ] {
        assert!(f.table.change_settings(&ch, &bad).await.is_err());
    }
    let change = SettingsChange {
        puzzle_channel: Some(Some("42".into())),
        puzzle_hour: Some(0),
        ..Default::default()
    };
    f.table.change_settings(&ch, &change).await.unwrap();

    // Two processes sweep at once: one post.
    let (a, b) = tokio::join!(f.table.sweep(), other.sweep());
    let posts: Vec<_> = a
        .unwrap()
        .into_iter()
        .chain(b.unwrap())
        .filter(is_daily)
        .collect();
    assert_eq!(posts.len(), 1, "one daily post");
    let post = &posts[0];
    assert_eq!(post.channel.channel, "42");
    assert_eq!(post.reply.visibility, Visibility::Public);
    assert!(matches!(
        post.reply.lines[0],
        Msg::Puzzle(PuzzleLine::Daily(_))
    ));
    // Not delivered (a crash): after its claim runs out, posted again, once; delivered, never.
    assert!(!f.table.sweep().await.unwrap().iter().any(is_daily));
    f.clock.advance(121);
    let again: Vec<_> = f
        .table
        .sweep()
        .await
        .unwrap()
        .into_iter()
        .filter(is_daily)
        .collect();
    assert_eq!(again.len(), 1);
    f.table.delivered(&again[0].reply).await;
    f.clock.advance(121);
    assert!(!other.sweep().await.unwrap().iter().any(is_daily));

    // The daily puzzle, answered right: a one-day streak; done for the day.
    let opened = f.table.puzzle_daily(&ch, &alice).await.unwrap();
    let PuzzleLine::Start(PuzzleTask { id, .. }) = puzzle_line(&opened) else {
        panic!()
    };
    let p = puzzle::by_id(id).unwrap();
    let mut state = PuzzleState::default();
    let mut turn = p.solution[0].clone();
    loop {
        match f
            .table
            .puzzle_answer(&ch, &alice, &turn)
            .await
            .unwrap()
            .lines[0]
        {
            Msg::Puzzle(PuzzleLine::Solved { .. }) => break,
            Msg::Puzzle(PuzzleLine::Right { ref reply, .. }) => {
                state.turns.push(turn.clone());
                state.turns.push(reply.clone());
                // The bank's line, or any turn that still wins.
                turn = winning_turn(p, &state);
            }
            ref other => panic!("{other:?}"),
        }
    }
    let stats = f.table.puzzle_stats(&ch, &alice).await.unwrap();
    let PuzzleLine::Stats {
        streak, leaders, ..
    } = puzzle_line(&stats)
    else {
        panic!()
    };
    assert_eq!(*streak, 1);
    assert_eq!(leaders, &vec![("alice".to_string(), 1)]);
    assert!(matches!(
        f.table.puzzle_daily(&ch, &alice).await,
        Err(TableError::DailyPuzzleDone)
    ));
}

/// The picker's choices that make `turn` in `game` (a search over the pure model).
fn picker_path(
    game: &tablero::games::AnyGame,
    turn: &str,
    path: &mut Vec<tablero::picker::Choice>,
) -> bool {
    use tablero::picker::{Choice, model};
    let Some(step) = model::walk(game, path) else {
        return false;
    };
    if step.complete.as_deref() == Some(turn) {
        return true;
    }
    if path.len() >= 6 {
        return false;
    }
    let mut next: Vec<Choice> = step
        .menu
        .iter()
        .flat_map(|m| m.options.iter().map(|o| o.choice))
        .collect();
    if step.pass {
        next.push(Choice::Pass);
    }
    if step.stop {
        next.push(Choice::Stop);
    }
    for c in next {
        path.push(c);
        if picker_path(game, turn, path) {
            return true;
        }
        path.pop();
    }
    false
}

#[tokio::test]
async fn a_puzzle_is_answered_through_the_move_picker() {
    tablero::packs::install();
    use tablero::table::{ButtonLabel, PickAction, Picked};
    let f = fixture().await;
    let (ch, dana) = (channel("c1"), actor("dana"));
    let tzaar = GameChoice::from_key("tzaar").unwrap();
    let opened = f.table.puzzle_new(&ch, &dana, Some(tzaar)).await.unwrap();
    let PuzzleLine::Start(PuzzleTask { id, .. }) = puzzle_line(&opened) else {
        panic!()
    };
    let p = puzzle::by_id(id).unwrap();
    let Some(open) = opened.buttons.iter().find_map(|b| match b.action {
        Action::Pick(a @ PickAction::PuzzleOpen { .. }) if b.label == ButtonLabel::Move => Some(a),
        _ => None,
    }) else {
        panic!("a Move button: {:?}", opened.buttons)
    };
    let PickAction::PuzzleOpen { version } = open else {
        unreachable!()
    };
    // The Move button opens a private picker with a menu; a stranger to the puzzle has none.
    let Picked::Picker(view) = f.table.pick(&ch, &dana, open, None).await.unwrap() else {
        panic!("a picker")
    };
    assert!(view.menu.is_some());
    assert!(matches!(
        f.table.pick(&ch, &actor("erin"), open, None).await,
        Err(TableError::NoPuzzle)
    ));
    // Play with the choices that make the solution: solved, privately.
    let game = p.game_at(&p.position).unwrap();
    let mut choices = Vec::new();
    assert!(
        picker_path(&game, &p.solution[0], &mut choices),
        "{}",
        p.solution[0]
    );
    let path = tablero::picker::PickPath::from_choices(&choices).unwrap();
    let stale = PickAction::PuzzlePlay {
        version: version - 1,
        path,
    };
    let Picked::Picker(old) = f.table.pick(&ch, &dana, stale, None).await.unwrap() else {
        panic!()
    };
    assert!(
        matches!(old.reply.lines[0], Msg::Picker(_)),
        "a stale picker says so"
    );
    let play = PickAction::PuzzlePlay { version, path };
    let Picked::Picker(done) = f.table.pick(&ch, &dana, play, None).await.unwrap() else {
        panic!("a private answer")
    };
    assert_eq!(done.reply.visibility, Visibility::Private);
    assert!(matches!(
        puzzle_line(&done.reply),
        PuzzleLine::Solved { tries: 0, .. }
    ));
    // The same Play again: the puzzle is closed.
    assert!(matches!(
        f.table.pick(&ch, &dana, play, None).await,
        Err(TableError::NoPuzzle)
    ));
}
