//! The move picker in the play layer: a turn picked is played by `/move`'s path (the same
//! reply, the computer's answer in it), a picker carries on through a table that never saw
//! it (a restarted bot), and a picker that lost a race plays nothing.

use crate::table_support as support;

use support::{actor, channel, fixture};
use tablero::domain::{ChannelRef, SideChoice};
use tablero::engine::Level;
use tablero::games::TzaarSetup;
use tablero::messages::Msg;
use tablero::table::{
    Action, Actor, ButtonLabel, ChallengeRequest, PickAction, PickLabel, PickLine, Picked,
    PickerView, Reply, Table,
};

fn tzaar_fixed(opponent: &str) -> ChallengeRequest {
    ChallengeRequest {
        opponent: Some(opponent.into()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: None,
        level: None,
        rated: None,
    }
}

/// The Move button of a board reply.
fn move_action(reply: &Reply) -> PickAction {
    reply
        .buttons
        .iter()
        .find_map(|b| match b.action {
            Action::Pick(p @ PickAction::Open { .. }) => Some(p),
            _ => None,
        })
        .expect("a Move button")
}

fn view(picked: Picked) -> PickerView {
    match picked {
        Picked::Picker(view) => view,
        Picked::Played { .. } => panic!("played too soon"),
    }
}

/// Chooses the option `wanted` picks out of the view's menu.
async fn choose(
    table: &Table,
    ch: &ChannelRef,
    who: &Actor,
    view: &PickerView,
    wanted: impl Fn(&PickLabel) -> bool,
) -> PickerView {
    let menu = view.menu.as_ref().expect("a menu");
    let option = menu
        .options
        .iter()
        .find(|o| wanted(&o.label))
        .unwrap_or_else(|| panic!("no such option in {:?}", menu.options));
    let Action::Pick(action) = menu.action else {
        panic!("a picker's menu")
    };
    let picked = table.pick(ch, who, action, Some(&option.value)).await;
    self::view(picked.expect("a picker"))
}

/// The action of the view's button labelled `label`.
fn button(view: &PickerView, label: ButtonLabel) -> PickAction {
    view.reply
        .buttons
        .iter()
        .find_map(|b| match b.action {
            Action::Pick(p) if b.label == label => Some(p),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {label:?} in {:?}", view.reply.buttons))
}

/// Picks White's opening `from`x`to` from the view the Move button opened.
async fn pick_capture(
    table: &Table,
    ch: &ChannelRef,
    who: &Actor,
    opened: &PickerView,
    from: &str,
    to: &str,
) -> PickerView {
    let targets = choose(
        table,
        ch,
        who,
        opened,
        |l| matches!(l, PickLabel::Mover { at, .. } if at == from),
    )
    .await;
    choose(
        table,
        ch,
        who,
        &targets,
        |l| matches!(l, PickLabel::Capture { to: t, .. } if t == to),
    )
    .await
}

#[tokio::test]
async fn a_picked_turn_gets_the_same_reply_as_move() {
    let f = fixture().await;
    let (alice, bob) = (actor("alice"), actor("bob"));
    let (typed, picked) = (channel("typed"), channel("picked"));
    let mut boards = Vec::new();
    for ch in [&typed, &picked] {
        f.table
            .challenge(ch, &alice, &tzaar_fixed("bob"))
            .await
            .unwrap();
        boards.push(f.table.accept(ch, &bob, None).await.unwrap());
    }
    let by_move = f.table.play(&typed, &alice, "d3xd4").await.unwrap();

    let opened = view(
        f.table
            .pick(&picked, &alice, move_action(&boards[1]), None)
            .await
            .unwrap(),
    );
    assert_eq!(
        opened.reply.lines,
        [Msg::Picker(PickLine::Capture { opening: true })]
    );
    let ready = pick_capture(&f.table, &picked, &alice, &opened, "d3", "d4").await;
    assert_eq!(
        ready.reply.lines,
        [Msg::Picker(PickLine::Ready {
            moves: vec!["d3xd4".into()]
        })]
    );
    assert!(ready.menu.is_none());
    let played = f
        .table
        .pick(&picked, &alice, button(&ready, ButtonLabel::Play), None)
        .await
        .unwrap();
    let Picked::Played { public, private } = played else {
        panic!("played")
    };
    assert_eq!(
        private.lines,
        [Msg::Picker(PickLine::Played {
            moves: vec!["d3xd4".into()]
        })]
    );
    // The same lines, board, mentions and language as `/move`'s; only the game differs.
    assert_eq!(public.lines, by_move.lines);
    assert_eq!(public.attachment, by_move.attachment);
    assert_eq!(public.mentions, by_move.mentions);
    assert_eq!(public.visibility, by_move.visibility);
    assert_eq!(public.locale, by_move.locale);
    assert_eq!(public.buttons.len(), 1);
    assert!(matches!(
        move_action(&public),
        PickAction::Open { version, .. } if version == f.table.store().active_game(&picked).await.unwrap().unwrap().version
    ));
}

#[tokio::test]
async fn a_picker_carries_on_through_a_table_that_never_saw_it() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed("bob"))
        .await
        .unwrap();
    let board = f.table.accept(&ch, &bob, None).await.unwrap();
    let opened = view(
        f.table
            .pick(&ch, &alice, move_action(&board), None)
            .await
            .unwrap(),
    );
    let targets = choose(
        &f.table,
        &ch,
        &alice,
        &opened,
        |l| matches!(l, PickLabel::Mover { at, .. } if at == "d3"),
    )
    .await;

    // A restarted bot: another table on the same file, with nothing in memory.
    let restarted = f
        .second_process(tablero::table::TableConfig::default())
        .await;
    let ready = choose(
        &restarted,
        &ch,
        &alice,
        &targets,
        |l| matches!(l, PickLabel::Capture { to, .. } if to == "d4"),
    )
    .await;
    let played = restarted
        .pick(&ch, &alice, button(&ready, ButtonLabel::Play), None)
        .await
        .unwrap();
    assert!(matches!(played, Picked::Played { .. }));
    let stored = f.table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(stored.ply, 1);
}

#[tokio::test]
async fn the_computer_answers_a_picked_turn_in_the_same_reply() {
    let f = fixture().await;
    let table = f.table.with_bot_user("computer", "computer");
    let (ch, alice) = (channel("c1"), actor("alice"));
    let request = ChallengeRequest {
        opponent: Some("computer".into()),
        spec: tablero::games::tzaar::spec(TzaarSetup::Fixed),
        side: SideChoice::First,
        time: None,
        level: Some(Level::Random),
        rated: None,
    };
    let board = table.challenge(&ch, &alice, &request).await.unwrap();
    let opened = view(
        table
            .pick(&ch, &alice, move_action(&board), None)
            .await
            .unwrap(),
    );
    let ready = pick_capture(&table, &ch, &alice, &opened, "d3", "d4").await;
    let Picked::Played { public, .. } = table
        .pick(&ch, &alice, button(&ready, ButtonLabel::Play), None)
        .await
        .unwrap()
    else {
        panic!("played")
    };
    let moved: Vec<&String> = public
        .lines
        .iter()
        .filter_map(|l| match l {
            Msg::Moved { player, .. } => Some(player),
            _ => None,
        })
        .collect();
    assert_eq!(moved, ["alice", "computer"], "{:?}", public.lines);
    let stored = table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!(stored.ply, 3, "the opening and the computer's turn");
    // The board's Move button is for alice's turn now.
    assert!(matches!(
        move_action(&public),
        PickAction::Open { version, .. } if version == stored.version
    ));
}

#[tokio::test]
async fn a_picker_that_lost_a_race_plays_nothing_and_offers_a_fresh_one() {
    let f = fixture().await;
    let (ch, alice, bob) = (channel("c1"), actor("alice"), actor("bob"));
    f.table
        .challenge(&ch, &alice, &tzaar_fixed("bob"))
        .await
        .unwrap();
    let board = f.table.accept(&ch, &bob, None).await.unwrap();
    let opened = view(
        f.table
            .pick(&ch, &alice, move_action(&board), None)
            .await
            .unwrap(),
    );
    let ready = pick_capture(&f.table, &ch, &alice, &opened, "d3", "d4").await;
    // The same capture typed first, then Black's answer: back to Alice, at another version.
    f.table.play(&ch, &alice, "d3xd4").await.unwrap();
    f.table.play(&ch, &bob, "c4xd4 pass").await.unwrap();
    let stored = f.table.store().active_game(&ch).await.unwrap().unwrap();
    let stale = view(
        f.table
            .pick(&ch, &alice, button(&ready, ButtonLabel::Play), None)
            .await
            .unwrap(),
    );
    assert_eq!(stale.reply.lines, [Msg::Picker(PickLine::Stale)]);
    assert_eq!(
        button(&stale, ButtonLabel::Move),
        PickAction::Choose {
            game: stored.id,
            version: stored.version,
            path: tablero::table::picker::PickPath::EMPTY,
        }
    );
    let after = f.table.store().active_game(&ch).await.unwrap().unwrap();
    assert_eq!((after.ply, after.version), (stored.ply, stored.version));
}
