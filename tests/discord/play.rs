//! Playing through Discord: `/move` autocomplete, a whole Fox and Geese game driven by
//! `/move`, refusals (stranger, out of turn, illegal, in the player's language),
//! `/resign` then `/board`, `/undo` with the Agree button, `/draw` refused, `/endgame`.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::{Value, json};
use support::{STEP, assert_board, assert_private, board_of, button_id, to_move};
use tablero::domain::GameStatus;
use tablero::games::{AnyGame, GameRules, Seat};

/// The `side` option: the challenger takes the first seat (White / the fox).
fn first_side(bot: &support::Bot) -> Vec<Value> {
    vec![json!({
        "name": "side",
        "type": 4,
        "value": bot.choice("challenge", "side", "White / the fox (moves first)"),
    })]
}

fn captures(game: &AnyGame) -> usize {
    game.legal_moves()
        .iter()
        .filter(|m| m.contains('x'))
        .count()
}

/// A cooperative Fox and Geese policy that ends the game quickly: the fox takes the longest
/// capture (else steps where the geese can offer one), the geese offer a goose. With 13
/// geese the fox wins in 15 single moves.
fn quick_move(game: &AnyGame) -> String {
    let legal = game.legal_moves();
    if game.to_move() == Seat::First {
        if let Some(m) = legal
            .iter()
            .filter(|m| m.contains('x'))
            .max_by_key(|m| m.matches('x').count())
        {
            return m.clone();
        }
        return legal
            .iter()
            .max_by_key(|m| {
                let mut g = game.clone();
                g.play_text(m).expect("legal");
                g.legal_moves()
                    .iter()
                    .filter(|r| {
                        let mut h = g.clone();
                        h.play_text(r).expect("legal");
                        captures(&h) > 0
                    })
                    .count()
            })
            .expect("a move")
            .clone();
    }
    for m in &legal {
        let mut g = game.clone();
        g.play_text(m).expect("legal");
        if captures(&g) > 0 {
            return m.clone();
        }
    }
    legal[0].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_movers_legal_moves() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    // Before any game: nothing to suggest.
    assert!(bot.suggestions(&alice, "").await.is_empty());

    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let (_, game) = bot.game().await;
    let legal = game.legal_moves();
    assert!(legal.len() > 25, "the opening has many captures");

    let all = bot.suggestions(&alice, "").await;
    assert_eq!(all.len(), 25, "Discord shows at most 25 choices");
    assert!(all.iter().all(|m| legal.contains(m)), "{all:?}");

    let typed = &legal[0][..2];
    let some = bot.suggestions(&alice, typed).await;
    let expected = legal.iter().filter(|m| m.starts_with(typed)).count();
    assert_eq!(some.len(), expected.min(25), "{some:?}");
    assert!(
        some.iter()
            .all(|m| m.starts_with(typed) && legal.contains(m))
    );
    // Each choice shows what it sends.
    let i = bot.fake.autocomplete(
        &alice,
        "move",
        json!([{"name": "move", "type": 3, "value": typed, "focused": true}]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    for c in &r.choices {
        assert_eq!(c["name"], c["value"]);
    }

    // No suggestions for the player who waits, nor for a stranger.
    assert!(bot.suggestions(&bob, "").await.is_empty());
    assert!(bot.suggestions(&carol, typed).await.is_empty());
    // Nothing matches nonsense.
    assert!(bot.suggestions(&alice, "zz").await.is_empty());

    // After White's opening capture, Black gets turns: a first move, then after a space
    // the second moves that may follow it.
    let opening = all[0].clone();
    assert_board(&bot.play(&alice, &opening).await);
    assert!(bot.suggestions(&alice, "").await.is_empty());
    let firsts = bot.suggestions(&bob, "").await;
    assert!(!firsts.is_empty());
    let seconds = bot.suggestions(&bob, &format!("{} ", firsts[0])).await;
    assert!(!seconds.is_empty());
    assert!(
        seconds
            .iter()
            .all(|s| s.starts_with(&format!("{} ", firsts[0]))),
        "{seconds:?}"
    );
    // Each choice is shown in the player's words and sends the canonical turn: bob reads
    // Spanish, where a pass is "pasa".
    let i = bot.fake.autocomplete(
        &bob,
        "move",
        json!([{"name": "move", "type": 3, "value": format!("{} p", firsts[0]), "focused": true}]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    let pass = format!("{} pass", firsts[0]);
    let shown = r.choices.iter().find(|c| c["value"] == pass.as_str());
    assert_eq!(
        shown.map(|c| c["name"].clone()),
        Some(json!(format!("{} pasa", firsts[0]))),
        "{:?}",
        r.choices
    );
    // A whole turn from the list is accepted.
    let r = bot.play(&bob, &seconds[0]).await;
    assert_board(&r);
    assert_eq!(bot.game().await.0.ply, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_fox_and_geese_game_is_played_with_slash_commands() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    let players = [alice.clone(), bob.clone()];

    let started = bot
        .start_game(&alice, "Fox and Geese", &bob, first_side(&bot))
        .await;
    assert!(started.content().contains(&alice.mention()));

    // Refusals before the first move: all private, in the sender's language.
    let (stored, game) = bot.game().await;
    let legal = game.legal_moves();
    let r = bot.play(&carol, &legal[0]).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotAPlayer, &carol),
    );
    let r = bot.play(&bob, &legal[0]).await;
    assert_private(
        &r,
        &support::refusal(
            tablero::table::TableError::NotYourTurn {
                to_move: alice.id.to_string(),
            },
            &bob,
        ),
    );
    let r = bot.play(&alice, "a1-a2").await;
    assert_private(&r, "Illegal move:");
    let r = bot.play(&alice, "hello").await;
    assert_private(&r, "Illegal move:");
    assert_eq!(
        bot.game().await.0.version,
        stored.version,
        "nothing was played"
    );

    let mut moves = 0;
    let last = loop {
        let (stored, game) = bot.game().await;
        let player = to_move(&stored, &game, &players);
        let mv = quick_move(&game);
        // The move is among the autocomplete choices for what the player starts typing.
        let typed = &mv[..2];
        let offered = bot.suggestions(player, typed).await;
        assert!(
            offered.contains(&mv),
            "{mv} not offered for {typed}: {offered:?}"
        );

        let r = bot.play(player, &mv).await;
        moves += 1;
        assert_board(&r);
        assert_eq!(r.kind, 4, "answered directly");
        let text = r.content().to_owned();
        // Public, so in the server's language (English here) whoever plays.
        assert!(
            text.contains(&format!("{} played {mv}", player.mention())),
            "{text}"
        );
        if bot.active().await.is_none() {
            break r;
        }
        // Otherwise it says whose turn it is, pinging them.
        let (stored, game) = bot.game().await;
        let next = to_move(&stored, &game, &players);
        assert!(text.contains(&next.mention()), "{text}");
        let pinged = &r.callbacks[0]["data"]["allowed_mentions"]["users"];
        assert_eq!(pinged, &json!([next.id.to_string()]), "{pinged}");
        assert!(moves < 40, "the quick game goes on: {text}");
    };
    assert_eq!(moves, 15);

    // The last reply announces the result and the rating change.
    let text = last.content();
    assert!(
        text.contains(&format!("Game over: {} (", alice.mention())),
        "{text}"
    );
    assert!(text.contains("too few geese are left"), "{text}");
    assert!(text.contains("Ratings:"), "{text}");
    assert!(text.contains(&format!("{} +", alice.mention())), "{text}");
    assert!(text.contains(&format!("{} −", bob.mention())), "{text}");
    let finished = bot.latest().await;
    assert_eq!(finished.status, GameStatus::Finished);
    assert_eq!(finished.winner, Some(Seat::First));
    assert_eq!(finished.ply, 15);
    let deltas = finished.deltas.expect("a rated game");
    assert!(deltas[0] > 0.0 && deltas[1] < 0.0);

    // After the end: no more moves; the board, the record and the stats still work.
    let r = bot.play(&bob, "d3-d4").await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NoGame, &bob),
    );
    let r = bot.command(&carol, "board", json!([])).await;
    assert_board(&r);
    // Public: in the server's language, though carol reads French.
    assert!(
        r.content().contains("too few geese are left"),
        "{}",
        r.content()
    );
    let r = bot.command(&alice, "history", json!([])).await;
    assert!(!r.ephemeral());
    let gif = r
        .attachments()
        .iter()
        .find(|a| a.filename.ends_with(".gif"))
        .expect("a replay");
    let replay = image::load_from_memory_with_format(&gif.bytes, image::ImageFormat::Gif)
        .expect("a decodable GIF");
    assert_eq!((replay.width(), replay.height()), support::BOARD_SIZE);
    assert!(r.content().contains("\nc2xe4xe2xg4\n"), "{}", r.content());
    let r = bot.command(&alice, "stats", json!([])).await;
    assert!(r.ephemeral());
    assert!(r.content().contains("1 won"), "{}", r.content());
    let r = bot
        .command(
            &alice,
            "leaderboard",
            json!([{"name": "game", "type": 4, "value": bot.choice("leaderboard", "game", "Fox and Geese")}]),
        )
        .await;
    assert!(!r.ephemeral());
    // One game each: both ratings are still provisional, and the leaderboard says so.
    assert!(
        r.content()
            .contains("2 players with fewer than 5 rated games"),
        "{}",
        r.content()
    );
    assert!(r.content().contains('?') || !r.content().contains("1. "));
    let r = bot.command(&alice, "stats", json!([])).await;
    assert!(r.content().contains("provisional"), "{}", r.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_ends_the_game_and_the_board_still_shows_it() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    // A Spanish-speaking server: public messages are in Spanish, private ones in the
    // reader's language.
    bot.fake.set_guild_locale("es-ES");
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let opening = bot.suggestions(&alice, "").await.remove(0);
    assert_board(&bot.play(&alice, &opening).await);

    // A stranger cannot resign someone else's game.
    let r = bot.command(&carol, "resign", json!([])).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotAPlayer, &carol),
    );

    let r = bot.command(&bob, "resign", json!([])).await;
    assert!(!r.ephemeral());
    let text = r.content();
    assert!(
        text.contains(&format!(
            "Fin de la partida: gana {} (las blancas) por abandono.",
            alice.mention()
        )),
        "{text}"
    );
    let mentions = &r.callbacks[0]["data"]["allowed_mentions"]["users"];
    assert_eq!(mentions.as_array().map(Vec::len), Some(2), "{mentions}");
    let finished = bot.latest().await;
    assert_eq!(finished.status, GameStatus::Finished);
    assert_eq!(
        finished.end_reason,
        Some(tablero::domain::EndReason::Resigned)
    );
    assert_eq!(finished.ply, 1);

    let r = bot.command(&alice, "board", json!([])).await;
    assert_board(&r);
    assert!(r.content().contains("1 jugada"), "{}", r.content());
    assert!(r.content().contains("por abandono"), "{}", r.content());
    let r = bot.command(&alice, "resign", json!([])).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NoGame, &alice),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_is_taken_back_when_the_opponent_agrees() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;

    // Nothing to undo yet.
    let r = bot.command(&alice, "undo", json!([])).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NothingToUndo, &alice),
    );

    let opening = bot.suggestions(&alice, "").await.remove(0);
    assert_board(&bot.play(&alice, &opening).await);
    let offer = bot.command(&alice, "undo", json!([])).await;
    assert!(!offer.ephemeral());
    assert!(
        offer.content().contains(&bob.mention()),
        "{}",
        offer.content()
    );
    let ids = offer.custom_ids();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids.iter().all(|id| id.starts_with("tb:undo:")), "{ids:?}");
    let agree = ids[0].clone();
    let message = offer.message_id().unwrap().to_owned();

    // Only the opponent may answer.
    let r = bot.click(&carol, &agree, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotAPlayer, &carol),
    );
    let r = bot.click(&alice, &agree, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::OwnOffer, &alice),
    );
    assert_eq!(bot.game().await.0.ply, 1);

    let r = bot.click(&bob, &agree, &message).await;
    assert_eq!(r.kind, 4, "a new message with the board");
    assert_board(&r);
    // Public: in the server's language (English), though bob reads Spanish.
    assert!(
        r.content().contains(&support::says(
            tablero::messages::Msg::UndoDone { count: 1 },
            "en-US"
        )),
        "{}",
        r.content()
    );
    assert!(
        r.content()
            .contains(&format!("{} (White) to move", alice.mention())),
        "{}",
        r.content()
    );
    let edit = bot
        .fake
        .wait_request("PATCH", &format!("/messages/{message}"), STEP)
        .await;
    assert_eq!(edit.json().unwrap()["components"], json!([]));
    let (stored, game) = bot.game().await;
    assert_eq!((stored.ply, game.ply()), (0, 0));
    assert!(bot.table.store().moves(stored.id).await.unwrap().is_empty());

    // A second click is stale.
    let r = bot.click(&bob, &agree, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::Stale, &bob),
    );
    assert_eq!(bot.game().await.0.ply, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fox_and_geese_draw_offer_is_refused() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    bot.start_game(&alice, "Fox and Geese", &bob, first_side(&bot))
        .await;

    let offer = bot.command(&bob, "draw", json!([])).await;
    assert!(!offer.ephemeral());
    assert!(
        offer.content().contains(&alice.mention()),
        "{}",
        offer.content()
    );
    let refuse = button_id(&offer, "tb:draw:");
    let refuse = offer
        .custom_ids()
        .into_iter()
        .find(|id| id != &refuse)
        .expect("two buttons");
    let message = offer.message_id().unwrap().to_owned();
    let labels = offer.components()[0]["components"].clone();
    assert_eq!(
        labels[0]["label"],
        tablero::messages::button(
            tablero::messages::ButtonLabel::Agree,
            tablero::i18n::Locale::EN
        ),
        "the server's language, though bob reads Spanish: {labels}"
    );

    let r = bot.click(&alice, &refuse, &message).await;
    assert_eq!(r.kind, 7, "the offer message becomes the answer");
    assert!(!r.ephemeral());
    assert!(r.content().contains("refused the draw"), "{}", r.content());
    assert!(r.custom_ids().is_empty(), "buttons removed");
    let game = bot.active().await.expect("the game goes on");
    assert_eq!(game.status, GameStatus::Active);
    assert!(
        bot.table
            .store()
            .offer(game.id, tablero::domain::OfferKind::Draw)
            .await
            .unwrap()
            .is_none()
    );

    // TZAAR has no draws.
    let r = bot.command(&alice, "endgame", json!([])).await;
    assert_private(
        &r,
        &support::says(tablero::messages::Msg::ModeratorsOnly, &alice.locale),
    );
    let r = bot.command(&FakeUser::dana(), "endgame", json!([])).await;
    assert!(!r.ephemeral());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let r = bot.command(&alice, "draw", json!([])).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NoDraws, &alice),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_moderators_end_a_game() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;

    // carol has no Manage Messages in the channel.
    let r = bot.command(&carol, "endgame", json!([])).await;
    assert_private(
        &r,
        &support::says(tablero::messages::Msg::ModeratorsOnly, &carol.locale),
    );
    // Neither has a player.
    let r = bot.command(&alice, "endgame", json!([])).await;
    assert_private(
        &r,
        &support::says(tablero::messages::Msg::ModeratorsOnly, &alice.locale),
    );
    assert_eq!(
        bot.active().await.expect("still on").status,
        GameStatus::Active
    );

    // carol with Manage Messages in this channel (and no admin role) may.
    let mut i = bot.fake.slash_command(&carol, "endgame", json!([]));
    let everyone: u64 = crate::fake_discord::payloads::EVERYONE_PERMISSIONS
        .parse()
        .unwrap();
    i.json["member"]["permissions"] = json!((everyone | (1 << 13)).to_string());
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    assert!(!r.ephemeral(), "{}", r.content());
    assert!(r.content().contains(&carol.mention()), "{}", r.content());
    let game = bot.latest().await;
    assert_eq!(game.status, GameStatus::Aborted);
    assert_eq!(game.winner, None);
    assert!(game.deltas.is_none(), "no rating change");
    assert!(bot.active().await.is_none());

    // The guild owner (administrator) too, on the next game.
    bot.start_game(&alice, "TZAAR", &bob, first_side(&bot))
        .await;
    let r = bot.command(&FakeUser::dana(), "endgame", json!([])).await;
    assert!(!r.ephemeral());
    assert!(r.content().contains("without a result"), "{}", r.content());
    assert!(bot.active().await.is_none());
    let r = bot.command(&alice, "board", json!([])).await;
    board_of(&r);
}
