//! Challenges through Discord: the public challenge with its buttons, Accept (a new message
//! with the first board, and the challenge's buttons retired), strangers' clicks, double
//! clicks, Decline and Cancel.

use crate::support;

use crate::fake_discord::FakeUser;
use serde_json::json;
use support::{STEP, assert_board, assert_private, button_id};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_accepted_with_its_button() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());

    let c = bot.challenge(&alice, "TZAAR", &bob, vec![]).await;
    assert!(!c.ephemeral(), "public: {c:?}");
    assert_eq!(c.kind, 4, "answered at once with a message");
    assert!(c.content().contains(&bob.mention()), "{}", c.content());
    assert!(c.content().contains(&alice.mention()), "{}", c.content());
    assert!(c.content().contains("TZAAR"), "{}", c.content());
    assert!(c.attachments().is_empty());
    let ids = c.custom_ids();
    assert_eq!(ids.len(), 4, "{ids:?}");
    let n = ids[0].strip_prefix("tb:accept:").expect("Accept first");
    assert!(n.parse::<i64>().is_ok(), "{ids:?}");
    assert_eq!(ids[1], format!("tb:acceptu:{n}"));
    assert_eq!(ids[2], format!("tb:decline:{n}"));
    assert_eq!(ids[3], format!("tb:cancel:{n}"));
    // The labels are in the challenger's language; only bob is pinged.
    let components = c.components();
    let labels: Vec<&str> = components[0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(labels, ["Accept", "Accept unrated", "Decline", "Cancel"]);
    let mentions = &c.callbacks[0]["data"]["allowed_mentions"];
    assert_eq!(mentions["users"], json!([bob.id.to_string()]), "{mentions}");
    let challenge_message = c.message_id().unwrap().to_owned();

    // bob (es-ES) accepts: a new public message with the first board, in the server's
    // language (English here), whoever clicked.
    let started = bot.click(&bob, &ids[0], &challenge_message).await;
    assert_eq!(started.kind, 4, "a new message, not an update");
    assert_board(&started);
    let text = started.content();
    assert!(text.contains("TZAAR"), "{text}");
    // Sides are drawn at random by default: White moves first.
    let game = bot.active().await.expect("a game");
    let white = format!("<@{}>", game.players[0]);
    let white_side = tablero::messages::side_name(
        tablero::i18n::Locale::EN,
        tablero::games::tzaar::spec(tablero::games::TzaarSetup::Fixed),
        tablero::domain::Seat::First,
    );
    assert!(
        text.contains(&format!("{white} ({white_side})")),
        "in the server's language, White moves first: {text}"
    );
    // The board's one button opens the move picker.
    assert_eq!(started.custom_ids().len(), 1);
    assert!(started.custom_ids()[0].starts_with("tb:mv:"));

    // The challenge message loses its buttons (an edit with empty components).
    let edit = bot
        .fake
        .wait_request("PATCH", &format!("/messages/{challenge_message}"), STEP)
        .await;
    assert_eq!(edit.json().unwrap()["components"], json!([]));
    let message = bot.fake.message(&challenge_message).unwrap();
    assert!(message.custom_ids().is_empty());
    assert!(message.content.contains(&bob.mention()), "the text stays");

    let mut players = game.players.clone();
    players.sort();
    assert_eq!(players, [alice.id.to_string(), bob.id.to_string()]);
    assert_eq!(game.ply, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_and_second_clicks_are_refused_privately() {
    let bot = support::start().await;
    let (alice, bob, carol) = (FakeUser::alice(), FakeUser::bob(), FakeUser::carol());
    let c = bot.challenge(&alice, "TZAAR", &bob, vec![]).await;
    let accept = button_id(&c, "tb:accept:");
    let decline = button_id(&c, "tb:decline:");
    let cancel = button_id(&c, "tb:cancel:");
    let message = c.message_id().unwrap().to_owned();

    // carol (fr) is not the one challenged.
    let r = bot.click(&carol, &accept, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotForYou, &carol),
    );
    let r = bot.click(&carol, &decline, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotForYou, &carol),
    );
    let r = bot.click(&carol, &cancel, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::NotChallenger, &carol),
    );
    // alice cannot accept her own challenge.
    let r = bot.click(&alice, &accept, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::OwnChallenge, &alice),
    );
    // Nothing changed: no game, the buttons are still there.
    assert!(bot.active().await.is_none());
    assert_eq!(bot.fake.message(&message).unwrap().custom_ids().len(), 4);

    let started = bot.click(&bob, &accept, &message).await;
    assert_board(&started);
    let game = bot.active().await.expect("a game").id;

    // A second click (bob's double click, or carol late) is told it is over.
    let r = bot.click(&bob, &accept, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::ChallengeGone, &bob),
    );
    let r = bot.click(&carol, &accept, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::ChallengeGone, &carol),
    );
    let r = bot.click(&alice, &cancel, &message).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::ChallengeGone, &alice),
    );
    assert_eq!(bot.active().await.expect("still the game").id, game);
    assert_eq!(bot.table.store().all_games().await.unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn decline_and_cancel_update_the_challenge_message() {
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());

    let c = bot.challenge(&alice, "Fox and Geese", &bob, vec![]).await;
    let message = c.message_id().unwrap().to_owned();
    let r = bot
        .click(&bob, &button_id(&c, "tb:decline:"), &message)
        .await;
    assert_eq!(r.kind, 7, "the challenge message becomes the answer");
    assert!(!r.ephemeral());
    assert_eq!(
        r.content(),
        support::says(
            tablero::messages::Msg::ChallengeDeclined {
                challenger: alice.id.to_string(),
                by: bob.id.to_string(),
            },
            "en-US"
        ),
        "public, in the server's language, though bob reads Spanish"
    );
    assert!(r.custom_ids().is_empty(), "buttons removed");
    assert!(bot.active().await.is_none());

    let c = bot.challenge(&alice, "Fox and Geese", &bob, vec![]).await;
    let message = c.message_id().unwrap().to_owned();
    let r = bot
        .click(&alice, &button_id(&c, "tb:cancel:"), &message)
        .await;
    assert_eq!(r.kind, 7);
    assert!(r.content().contains("cancelled"), "{}", r.content());
    assert!(r.custom_ids().is_empty());

    // Several challenges may wait in one channel, one per challenger: a second one by the
    // same player is refused; challenging yourself too.
    let c = bot.challenge(&alice, "TZAAR", &bob, vec![]).await;
    assert!(!c.ephemeral());
    let r = bot.challenge(&bob, "TZAAR", &alice, vec![]).await;
    assert!(!r.ephemeral(), "bob's own challenge waits beside alice's");
    let r = bot.challenge(&alice, "Fox and Geese", &bob, vec![]).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::ChallengePending, &alice),
    );
    let r = bot.challenge(&alice, "TZAAR", &alice, vec![]).await;
    assert_private(
        &r,
        &support::refusal(tablero::table::TableError::CannotChallengeSelf, &alice),
    );
    // A Fox and Geese option on a TZAAR challenge is refused privately.
    let r = bot
        .challenge(
            &carol(),
            "TZAAR",
            &bob,
            vec![json!({"name": "geese", "type": 4, "value": bot.choice("challenge", "geese", "15")})],
        )
        .await;
    assert!(r.ephemeral(), "{r:?}");
    assert_eq!(
        r.content(),
        support::says(
            tablero::messages::Msg::OptionNotForGame { option: "geese" },
            &carol().locale
        ),
        "the option as carol's client names it"
    );
}

fn carol() -> FakeUser {
    FakeUser::carol()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_clock_is_typed_in_any_languages_units_suggested_and_refused_with_its_reason() {
    use tablero::messages::Msg;
    use tablero::table::TableError;
    use tablero::time_control::{DAY, TimeControl, TimeControlError};
    let bot = support::start().await;
    let (alice, bob) = (FakeUser::alice(), FakeUser::bob());
    let time = |text: &str| json!({"name": "time", "type": 3, "value": text});

    // A cap below the starting bank: refused privately, with the reason, and nothing stored.
    let r = bot
        .challenge(&alice, "TZAAR", &bob, vec![time("3d+1d/2d")])
        .await;
    let why = TableError::BadTimeControl(TimeControlError::CapBelowBank);
    assert_private(&r, &support::says(Msg::Refused(why), &alice.locale));
    assert!(bot.active().await.is_none());

    // What is typed in French units is suggested first, written out in the reader's language
    // and sent as its canonical text.
    let bank = TimeControl::Bank {
        initial: 3 * DAY,
        increment: DAY,
        cap: 3 * DAY,
    };
    let game = bot.choice("challenge", "game", "TZAAR");
    let i = bot.fake.autocomplete(
        &bob,
        "challenge",
        json!([
            {"name": "game", "type": 4, "value": game},
            {"name": "time", "type": 3, "value": "3j+1j", "focused": true}
        ]),
    );
    bot.fake.send(&i).await;
    let r = bot.fake.wait_response(&i.id, STEP).await;
    let first = r.choices.first().expect("a suggestion");
    assert_eq!(first["value"], "3d+1d/3d");
    let locale = tablero::i18n::Locale::from_tag(&bob.locale);
    assert_eq!(
        first["name"],
        tablero::messages::time_control_text(locale, &bank).as_str()
    );

    // The game starts on that clock, each player with a bank of three days.
    bot.start_game(&alice, "TZAAR", &bob, vec![time("3j+1j")])
        .await;
    let stored = bot.latest().await;
    assert_eq!(stored.time, bank);
    assert_eq!(stored.banks.remaining, [3 * DAY, 3 * DAY]);
}
