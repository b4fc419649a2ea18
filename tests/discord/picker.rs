//! The move picker through Discord: whole TZAAR turns (capture and stack, capture and pass)
//! and Fox and Geese chains (Halatafl to the end, standard stopped early) played only with
//! the picker's menus and buttons; a menu grouped by column; a stale picker; strangers,
//! players out of turn, forged ids and a double click.

use crate::support;

use crate::fake_discord::{FakeMessage, FakeUser, Response};
use serde_json::{Value, json};
use support::{Bot, STEP, assert_board, assert_private, button_id, says};
use tablero::games::foxgeese::Variant;
use tablero::games::{AnyGame, GameRules, GameSpec, Seat};
use tablero::messages::Msg;
use tablero::table::{PickLine, TableError};

/// The `side` option: the challenger takes the first seat (White / the fox).
fn first_side(bot: &Bot) -> Vec<Value> {
    vec![json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    })]
}

/// Every component of a message's components JSON.
fn parts(components: &Value) -> Vec<Value> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// A picker's menu: its custom id and its options as (label, value).
pub(crate) fn menu(r: &Response) -> Option<(String, Vec<(String, String)>)> {
    let select = parts(&r.components())
        .into_iter()
        .find(|c| c["type"] == 3)?;
    let options = select["options"]
        .as_array()?
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap_or("").to_owned(),
                o["value"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    Some((select["custom_id"].as_str()?.to_owned(), options))
}

/// A picker's buttons as (label, custom id).
pub(crate) fn buttons(r: &Response) -> Vec<(String, String)> {
    parts(&r.components())
        .into_iter()
        .filter(|c| c["type"] == 2)
        .map(|c| {
            (
                c["label"].as_str().unwrap_or("").to_owned(),
                c["custom_id"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect()
}

pub(crate) fn label(name: tablero::table::ButtonLabel, user: &FakeUser) -> String {
    tablero::messages::button(name, tablero::i18n::Locale::from_tag(&user.locale))
}

/// The id of the Move button on a public board message.
pub(crate) fn move_button(message: &FakeMessage) -> String {
    message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:mv:"))
        .unwrap_or_else(|| panic!("no Move button on {:?}", message.content))
}

/// Clicks Move on a board message: the private picker, as a new private message under a
/// public board, or in place of a private one (the board of a half-played turn).
async fn open(bot: &Bot, user: &FakeUser, board: &FakeMessage) -> Response {
    let r = bot.click(user, &move_button(board), &board.id).await;
    assert!(r.ephemeral(), "a private picker: {}", r.content());
    let kind = if board.ephemeral() { 7 } else { 4 };
    assert_eq!(r.kind, kind, "a private picker");
    r
}

/// Chooses `value` in the picker's menu.
async fn select(bot: &Bot, user: &FakeUser, picker: &Response, value: &str) -> Response {
    let (id, _) = menu(picker).unwrap_or_else(|| panic!("no menu in {}", picker.content()));
    let message = picker.message_id().expect("a picker message");
    let i = bot.fake.select(user, &id, &[value], message);
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert_eq!(r.kind, 7, "the picker is updated in place: {}", r.content());
    assert!(r.ephemeral());
    r
}

/// Chooses the option whose label begins with `prefix` (a square name: `d3 —`, `d3 × d4`),
/// choosing its column first when the menu is grouped.
async fn pick(bot: &Bot, user: &FakeUser, picker: &Response, prefix: &str) -> Response {
    let (_, options) = menu(picker).unwrap_or_else(|| panic!("no menu in {}", picker.content()));
    assert!(options.len() <= 25, "{} options", options.len());
    if options.iter().all(|(_, v)| v.starts_with('~')) {
        let column = prefix.chars().next().unwrap();
        let (_, value) = options
            .iter()
            .find(|(l, _)| {
                l.split_whitespace()
                    .nth(1)
                    .is_some_and(|w| w.starts_with(column))
            })
            .unwrap_or_else(|| panic!("no column {column} in {options:?}"));
        let grouped = select(bot, user, picker, value).await;
        return Box::pin(pick(bot, user, &grouped, prefix)).await;
    }
    let (_, value) = options
        .iter()
        .find(|(l, _)| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} in {options:?}"));
    select(bot, user, picker, value).await
}

/// Clicks the picker's button labelled `name`.
async fn press(bot: &Bot, user: &FakeUser, picker: &Response, name: &str) -> Response {
    let (_, id) = buttons(picker)
        .into_iter()
        .find(|(l, _)| l == name)
        .unwrap_or_else(|| panic!("no {name} button in {:?}", buttons(picker)));
    bot.click(user, &id, picker.message_id().unwrap()).await
}

/// The squares of a TZAAR move (`d3xd4`, `c2-c3`).
fn ends(mv: &str) -> (&str, &str) {
    mv.split_once(['x', '-'])
        .expect("a move between two spaces")
}

/// Picks one TZAAR move in the picker: its stack, then its target.
async fn pick_tzaar(bot: &Bot, user: &FakeUser, picker: &Response, mv: &str) -> Response {
    let (from, to) = ends(mv);
    let arrow = if mv.contains('x') { "×" } else { "→" };
    let r = pick(bot, user, picker, &format!("{from} —")).await;
    pick(bot, user, &r, &format!("{from} {arrow} {to} —")).await
}

/// Presses Play: the picker says what was played and loses its components; the board is
/// posted in the channel, saying who played what, with a Move button for the next player.
async fn play(bot: &Bot, user: &FakeUser, picker: &Response, turn: &str) -> FakeMessage {
    let posted = bot.fake.channel_messages().len();
    let r = press(
        bot,
        user,
        picker,
        &label(tablero::table::ButtonLabel::Play, user),
    )
    .await;
    let played = Msg::Picker(PickLine::Played {
        moves: turn.split(' ').map(str::to_owned).collect(),
    });
    assert_eq!(r.content(), says(played, &user.locale));
    assert!(r.custom_ids().is_empty(), "the picker is done");
    let messages = bot.fake.wait_channel_messages(posted + 1, STEP).await;
    let board = messages.last().unwrap().clone();
    assert!(board.board().is_some(), "a board");
    // The board names the whole turn: a half played before by `/move` comes first.
    let said = &board.content;
    let whole = said
        .split_once(&format!("{} played ", user.mention()))
        .and_then(|(_, rest)| rest.split_once('.'))
        .map(|(moves, _)| moves);
    assert!(
        whole.is_some_and(|w| w.ends_with(turn)),
        "{said} should name the turn ending in {turn}"
    );
    board
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_tzaar_turns_are_played_with_the_picker_alone() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let started = bot
        .start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let start_board = started.message.clone().unwrap();

    // White's opening: a stack, its target, Back, the target again, Play.
    let (_, game) = bot.game().await;
    let opening = game.legal_moves()[0].clone();
    let picker = open(&bot, &alice, &start_board).await;
    assert!(picker.content().contains(&says(
        Msg::Picker(PickLine::Capture { opening: true }),
        "en-US"
    )));
    assert!(
        picker
            .attachments()
            .iter()
            .any(|a| a.filename == "picker.png")
    );
    let ready = pick_tzaar(&bot, &alice, &picker, &opening).await;
    assert!(ready.content().contains(&opening), "{}", ready.content());
    assert!(menu(&ready).is_none());
    let back = press(&bot, &alice, &ready, "Back").await;
    assert!(menu(&back).is_some(), "back to the targets");
    let (from, to) = ends(&opening);
    let ready = pick(&bot, &alice, &back, &format!("{from} × {to} —")).await;
    let board = play(&bot, &alice, &ready, &opening).await;
    assert!(board.content.contains(&bob.mention()), "bob is called");
    assert_eq!(bot.game().await.0.ply, 1);

    // Black (in Spanish): a capture, then a stacking move from a menu grouped by column.
    let (_, game) = bot.game().await;
    let (first, second) = game
        .legal_moves()
        .iter()
        .find_map(|m| {
            let seconds = game.continuations(m)?;
            let stack = seconds.into_iter().find(|s| s.contains('-'))?;
            Some((m.clone(), stack))
        })
        .expect("a capture followed by a stacking move");
    let picker = open(&bot, &bob, &board).await;
    let after_first = pick_tzaar(&bot, &bob, &picker, &first).await;
    assert!(
        after_first
            .content()
            .contains(&says(Msg::Picker(PickLine::Second), "es-ES"))
    );
    let (_, options) = menu(&after_first).unwrap();
    assert!(
        options
            .iter()
            .all(|(l, v)| v.starts_with('~') && l.starts_with("Columna ")),
        "more stacks than a menu holds, by column: {options:?}"
    );
    assert!(buttons(&after_first).iter().any(|(l, _)| l == "Pasar"));
    let ready = pick_tzaar(&bot, &bob, &after_first, &second).await;
    let turn = format!("{first} {second}");
    let board = play(&bot, &bob, &ready, &turn).await;
    let (stored, game) = bot.game().await;
    assert_eq!(stored.ply, 3);
    assert_eq!(game.move_texts()[1..], [first, second]);

    // White again: a capture, then Pass.
    let capture = game.legal_moves()[0].clone();
    let picker = open(&bot, &alice, &board).await;
    let after_first = pick_tzaar(&bot, &alice, &picker, &capture).await;
    let ready = press(&bot, &alice, &after_first, "Pass").await;
    assert!(
        ready.content().contains(&format!("{capture} pass")),
        "{}",
        ready.content()
    );
    play(&bot, &alice, &ready, &format!("{capture} pass")).await;
    let (stored, game) = bot.game().await;
    assert_eq!(stored.ply, 5);
    assert_eq!(game.move_texts().last().unwrap(), "pass");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn menus_never_drop_a_move_the_openings_42_captures_and_a_second_move_by_column() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let started = bot
        .start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    // The fixed start's 42 captures, more than a menu holds: the stack first (21 of them),
    // then its targets. Every capture is reachable.
    let (_, game) = bot.game().await;
    let legal = game.legal_moves();
    assert_eq!(legal.len(), 42);
    let picker = open(&bot, &alice, started.message.as_ref().unwrap()).await;
    let (_, stacks) = menu(&picker).unwrap();
    assert_eq!(stacks.len(), 21);
    let mut reached = Vec::new();
    for (stack, value) in stacks {
        let from = stack.split_whitespace().next().unwrap().to_owned();
        let targets = select(&bot, &alice, &picker, &value).await;
        let (_, options) = menu(&targets).unwrap();
        for (target, _) in options {
            let to = target.split_whitespace().nth(2).unwrap();
            reached.push(format!("{from}x{to}"));
        }
    }
    reached.sort();
    assert_eq!(reached, legal);
    assert_eq!(bot.game().await.0.ply, 0, "looking plays nothing");

    // Black plays a first capture with /move; the second move's stacks outnumber a menu, so
    // the picker lists columns, and the columns hold every stack that can move.
    assert_board(&bot.play(&alice, &legal[0]).await);
    let (_, game) = bot.game().await;
    let first = game.legal_moves()[0].clone();
    // The first half of a turn is answered privately (one public board per turn).
    let half = bot.play(&bob, &first).await;
    assert!(half.ephemeral(), "{half:?}");
    assert!(half.attachments().iter().any(|a| a.is_board()));
    let (_, game) = bot.game().await;
    let mut movers: Vec<String> = game
        .legal_moves()
        .iter()
        .filter(|m| *m != "pass")
        .map(|m| ends(m).0.to_owned())
        .collect();
    movers.dedup();
    movers.sort();
    assert!(movers.len() > 25, "{} stacks", movers.len());
    let picker = open(&bot, &bob, half.message.as_ref().unwrap()).await;
    let (_, columns) = menu(&picker).unwrap();
    assert!(
        columns
            .iter()
            .all(|(l, v)| v.starts_with('~') && l.starts_with("Columna "))
    );
    let mut listed = Vec::new();
    for (_, value) in &columns {
        let column = select(&bot, &bob, &picker, value).await;
        let (_, stacks) = menu(&column).unwrap();
        assert!(stacks.len() <= 25);
        listed.extend(
            stacks
                .iter()
                .map(|(l, _)| l.split_whitespace().next().unwrap().to_owned()),
        );
        // Pass stays at hand inside a column.
        assert!(buttons(&column).iter().any(|(l, _)| l == "Pasar"));
    }
    listed.sort();
    assert_eq!(listed, movers);
    // The half-played turn ends with a pass from the picker.
    let ready = press(&bot, &bob, &picker, "Pasar").await;
    let board = play(&bot, &bob, &ready, "pass").await;
    assert!(
        board.content.contains(&format!("{first} pass.")),
        "{}",
        board.content
    );
    assert!(board.content.contains(&alice.mention()));
    assert_eq!(bot.game().await.0.ply, 3);
}

/// A line of moves from `spec`'s start after which the foxes have a chain of at least
/// `jumps` jumps (found by playing: the geese offer such a chain as soon as one move can).
fn line_to_chain(spec: GameSpec, jumps: usize) -> Vec<String> {
    let chain = |g: &AnyGame| {
        g.legal_moves()
            .iter()
            .any(|m| m.matches('x').count() >= jumps)
    };
    for seed in 1..400u64 {
        let mut rng = seed;
        let mut next = |n: usize| {
            rng = rng.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            ((rng >> 33) as usize) % n
        };
        let mut game = spec.start(0);
        let mut line = Vec::new();
        for _ in 0..40 {
            if game.outcome().is_some() {
                break;
            }
            if game.to_move() == Seat::First && chain(&game) {
                return line;
            }
            let legal = game.legal_moves();
            let offer = (game.to_move() == Seat::Second)
                .then(|| {
                    legal.iter().find(|m| {
                        let mut after = game.clone();
                        after.play_text(m).unwrap();
                        after.outcome().is_none() && chain(&after)
                    })
                })
                .flatten()
                .cloned();
            let mv = offer.unwrap_or_else(|| legal[next(legal.len())].clone());
            game.play_text(&mv).unwrap();
            line.push(mv);
        }
    }
    panic!("no line to a chain of {jumps} jumps");
}

/// Starts a Fox and Geese game with alice as the foxes and plays `line` with `/move`.
async fn fox_game(bot: &Bot, variant: &str, line: &[String]) -> FakeMessage {
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, variant, &bob, first_side(bot)).await;
    for (i, mv) in line.iter().enumerate() {
        let player = if i % 2 == 0 { &alice } else { &bob };
        assert_board(&bot.play(player, mv).await);
    }
    let r = bot.command(&alice, "board", json!([])).await;
    assert_board(&r);
    r.message.unwrap()
}

/// The squares of a chain: the fox's point, then each landing.
fn points(chain: &str) -> Vec<&str> {
    chain.split('x').collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_halatafl_chain_goes_on_jump_by_jump_until_it_is_complete() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let line = line_to_chain(tablero::games::foxgeese::spec(Variant::Halatafl), 2);
    let board = fox_game(&bot, "Two Foxes (Halatafl)", &line).await;
    let (_, game) = bot.game().await;
    let chain = game
        .legal_moves()
        .into_iter()
        .find(|m| m.matches('x').count() >= 2)
        .unwrap();
    let geese_before = game.position_text();
    let squares = points(&chain);
    let mut picker = open(&bot, &alice, &board).await;
    picker = pick(&bot, &alice, &picker, &format!("{} —", squares[0])).await;
    for (i, w) in squares.windows(2).enumerate() {
        if i > 0 {
            // The rules compel the chain on: no Stop here in Halatafl.
            assert!(
                picker.content().contains(&says(
                    Msg::Picker(PickLine::NextJump {
                        at: w[0].to_owned(),
                        must: true,
                    }),
                    "en-US"
                )),
                "{}",
                picker.content()
            );
            assert!(!buttons(&picker).iter().any(|(l, _)| l == "Stop here"));
        }
        picker = pick(&bot, &alice, &picker, &format!("{} × {} —", w[0], w[1])).await;
    }
    play(&bot, &alice, &picker, &chain).await;
    let (_, after) = bot.game().await;
    assert_eq!(after.move_texts().last().unwrap(), &chain);
    assert_ne!(after.position_text(), geese_before);
    assert_eq!(after.to_move(), Seat::Second);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_standard_chain_stops_where_the_player_says() {
    let bot = support::start().await;
    let alice = FakeUser::alice();
    let line = line_to_chain(tablero::games::foxgeese::spec(Variant::STANDARD), 2);
    let board = fox_game(&bot, "Fox and Geese", &line).await;
    let (_, game) = bot.game().await;
    let chain = game
        .legal_moves()
        .into_iter()
        .find(|m| m.matches('x').count() >= 2)
        .unwrap();
    let squares = points(&chain);
    let picker = open(&bot, &alice, &board).await;
    let picker = pick(&bot, &alice, &picker, &format!("{} —", squares[0])).await;
    let picker = pick(
        &bot,
        &alice,
        &picker,
        &format!("{} × {} —", squares[0], squares[1]),
    )
    .await;
    assert!(menu(&picker).is_some(), "the next jumps are offered");
    let ready = press(&bot, &alice, &picker, "Stop here").await;
    let first_jump = format!("{}x{}", squares[0], squares[1]);
    play(&bot, &alice, &ready, &first_jump).await;
    let (_, after) = bot.game().await;
    assert_eq!(after.move_texts().last().unwrap(), &first_jump);
    assert_eq!(after.to_move(), Seat::Second, "the chain ended there");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_players_out_of_turn_stale_pickers_and_forged_ids_change_nothing() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    let started = bot
        .start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let start_board = started.message.clone().unwrap();
    let move_id = button_id(&started, "tb:mv:");

    // Only the player to move gets a picker.
    let r = bot.click(&carol, &move_id, &start_board.id).await;
    assert_private(&r, &support::refusal(TableError::NotAPlayer, &carol));
    assert!(menu(&r).is_none());
    let r = bot.click(&bob, &move_id, &start_board.id).await;
    let not_yours = TableError::NotYourTurn {
        to_move: alice.id.to_string(),
    };
    assert_private(&r, &support::refusal(not_yours, &bob));

    // Alice opens a picker and chooses a stack, then plays with /move instead; bob answers.
    let (_, game) = bot.game().await;
    let opening = game.legal_moves()[0].clone();
    let (from, to) = ends(&opening);
    let picker = open(&bot, &alice, &start_board).await;
    let targets = pick(&bot, &alice, &picker, &format!("{from} —")).await;
    assert_board(&bot.play(&alice, &opening).await);
    let (_, game) = bot.game().await;
    let reply = format!("{} pass", game.legal_moves()[0]);
    let answered = bot.play(&bob, &reply).await;
    assert_board(&answered);
    let latest_board = answered.message.clone().unwrap();
    let ply = bot.game().await.0.ply;

    // The old picker says the game has moved on, plays nothing, and offers a fresh one.
    let stale = pick(&bot, &alice, &targets, &format!("{from} × {to} —")).await;
    assert_eq!(stale.content(), says(Msg::Picker(PickLine::Stale), "en-US"));
    assert!(menu(&stale).is_none());
    assert_eq!(bot.game().await.0.ply, ply, "nothing played");
    let fresh = press(&bot, &alice, &stale, "Move").await;
    assert_eq!(fresh.kind, 7, "the same private message");
    assert!(fresh.content().contains(&says(
        Msg::Picker(PickLine::Capture { opening: false }),
        "en-US"
    )));
    assert!(menu(&fresh).is_some());
    // The first board's Move button opens a picker for the position now, and says so.
    let r = open(&bot, &alice, &start_board).await;
    assert!(
        r.content()
            .contains(&says(Msg::Picker(PickLine::MovedOn), "en-US"))
    );
    assert!(menu(&r).is_some());

    // A value no picker offers: the picker says its choices do not fit, and offers a fresh one.
    let r = select(&bot, &alice, &fresh, "Z").await;
    assert_eq!(r.content(), says(Msg::Picker(PickLine::Invalid), "en-US"));
    assert!(r.custom_ids().iter().all(|id| id.starts_with("tb:pk:")));
    // A picker's id sent from the public board by a stranger: a private refusal, and the
    // board itself is left as it was.
    let (menu_id, options) = menu(&fresh).unwrap();
    let i = bot
        .fake
        .select(&carol, &menu_id, &[&options[0].1], &start_board.id);
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert_eq!(r.kind, 4, "a new private message");
    assert_private(&r, &support::refusal(TableError::NotAPlayer, &carol));
    assert_eq!(bot.fake.message(&start_board.id).unwrap().edits, 0);
    // A forged Play for a turn that is not complete plays nothing.
    let forged = menu_id.replacen("tb:pk:", "tb:pl:", 1);
    let r = bot
        .click(&alice, &forged, fresh.message_id().unwrap())
        .await;
    assert_eq!(r.content(), says(Msg::Picker(PickLine::Invalid), "en-US"));
    assert_eq!(bot.game().await.0.ply, ply);

    // A double click on Play: the turn is played once; the second click is refused.
    let (_, game) = bot.game().await;
    let capture = game.legal_moves()[0].clone();
    let picker = open(&bot, &alice, &latest_board).await;
    let after_first = pick_tzaar(&bot, &alice, &picker, &capture).await;
    let ready = press(&bot, &alice, &after_first, "Pass").await;
    let (_, play_id) = buttons(&ready)
        .into_iter()
        .find(|(l, _)| l == "Play")
        .unwrap();
    let message = ready.message_id().unwrap().to_owned();
    bot.click(&alice, &play_id, &message).await;
    let again = bot.click(&alice, &play_id, &message).await;
    let not_yours = TableError::NotYourTurn {
        to_move: bob.id.to_string(),
    };
    assert_eq!(again.content(), support::refusal(not_yours, &alice));
    assert_eq!(bot.game().await.0.ply, ply + 2, "one turn of two moves");
}
