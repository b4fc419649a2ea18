//! The bot's start-up against the fake Discord: HELLO, IDENTIFY, READY, then the slash
//! command registration with its localizations; and a registration that is refused at
//! first (429, 500) is retried.

use crate::support;

use crate::fake_discord::{FakeUser, TOKEN};
use serde_json::{Value, json};

/// The commands registered: the one list the bot declares, by their English names.
fn commands() -> Vec<&'static str> {
    tablero::messages::commands::SlashCommand::ALL
        .map(|c| c.key())
        .to_vec()
}

fn localized(v: &Value, field: &str, locale: &str) -> Option<String> {
    v[format!("{field}_localizations")][locale]
        .as_str()
        .map(str::to_owned)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_identifies_and_registers_every_command_localized() {
    let bot = support::start().await;

    // IDENTIFY carried the token; registration went to the configured guild only.
    let identify = &bot.fake.identifies()[0];
    assert_eq!(
        identify["token"].as_str(),
        Some(format!("Bot {TOKEN}").as_str())
    );
    assert!(bot.fake.guild_commands().is_some());
    assert!(bot.fake.global_commands().is_none());
    let put = bot
        .fake
        .wait_request("PUT", "/commands", support::STEP)
        .await;
    assert_eq!(
        put.path,
        format!(
            "/api/v10/applications/{}/guilds/{}/commands",
            bot.fake.app_id(),
            bot.fake.guild_id()
        )
    );

    let list = bot.commands.as_array().expect("a list");
    let mut names: Vec<&str> = list.iter().filter_map(|c| c["name"].as_str()).collect();
    names.sort_unstable();
    let mut expected = commands();
    expected.sort_unstable();
    assert_eq!(names, expected);

    for c in list {
        let name = c["name"].as_str().unwrap();
        let description = c["description"].as_str().unwrap_or("");
        assert!(
            !description.is_empty() && description.chars().count() <= 100,
            "/{name}: description {description:?}"
        );
        for locale in ["es-ES", "fr"] {
            let n = localized(c, "name", locale)
                .unwrap_or_else(|| panic!("/{name} has no {locale} name"));
            assert!(
                n.chars()
                    .all(|ch| ch.is_lowercase() || ch.is_ascii_digit() || ch == '-' || ch == '_'),
                "/{name}: {locale} name {n:?} must be a valid command name"
            );
            let d = localized(c, "description", locale)
                .unwrap_or_else(|| panic!("/{name} has no {locale} description"));
            assert_ne!(
                d, description,
                "/{name}: the {locale} description is translated"
            );
        }
        // Every option is named and described in the three languages too.
        for o in c["options"].as_array().into_iter().flatten() {
            for locale in ["es-ES", "es-419", "fr"] {
                assert!(
                    localized(o, "description", locale).is_some(),
                    "/{name} {}: no {locale} description",
                    o["name"]
                );
                assert!(
                    localized(o, "name", locale).is_some(),
                    "/{name} {}: no {locale} name",
                    o["name"]
                );
            }
        }
    }

    assert_eq!(
        localized(bot.registered("challenge"), "name", "es-ES").as_deref(),
        Some("desafiar")
    );
    assert_eq!(
        localized(bot.registered("move"), "name", "fr").as_deref(),
        Some("jouer")
    );
    assert_eq!(
        localized(bot.registered("challenge"), "name", "fr").as_deref(),
        Some("défier"),
        "command names may carry accents"
    );
    let option = |command: &str, option: &str, locale: &str| {
        bot.registered(command)["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == option)
            .and_then(|o| localized(o, "name", locale))
    };
    assert_eq!(
        option("challenge", "game", "es-ES").as_deref(),
        Some("juego")
    );
    assert_eq!(option("challenge", "side", "fr").as_deref(), Some("côté"));

    // /move has one required string option with autocomplete.
    let options = bot.registered("move")["options"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(options.len(), 1);
    assert_eq!(options[0]["name"], "move");
    assert_eq!(options[0]["type"], 3);
    assert_eq!(options[0]["autocomplete"], true);
    assert_eq!(options[0]["required"], true);

    // The game choices are offered, localized.
    let game = bot.registered("challenge")["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "game")
        .unwrap()
        .clone();
    assert_eq!(game["required"], true);
    let choices: Vec<&str> = game["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(choices, ["TZAAR", "Two Foxes (Halatafl)", "Fox and Geese"]);
    let fox = &game["choices"][2];
    assert_eq!(fox["name_localizations"]["es-ES"], "Zorro y gansos");
    assert_eq!(fox["name_localizations"]["fr"], "Renard et oies");

    // Only moderators see /endgame by default.
    let perms = &bot.registered("endgame")["default_member_permissions"];
    assert_eq!(perms.as_str(), Some("8192"), "MANAGE_MESSAGES: {perms}");

    // And the bot answers.
    let r = bot.command(&FakeUser::alice(), "help", json!([])).await;
    assert!(r.ephemeral());
    assert!(r.content().contains("/challenge"), "{}", r.content());
    assert!(
        bot.fake.unhandled_requests().is_empty(),
        "{:?}",
        bot.fake.request_lines()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_registration_is_retried_and_the_bot_answers() {
    // The first PUT is rate limited, the second fails: the third goes through.
    let bot = support::start_with(|fake| {
        fake.fail_next("PUT", "/commands", 429, 1);
        fake.fail_next("PUT", "/commands", 500, 1);
    })
    .await;
    let puts: Vec<u16> = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .map(|r| r.status)
        .collect();
    assert_eq!(puts, [429, 500, 200]);
    assert_eq!(bot.commands.as_array().unwrap().len(), commands().len());

    let r = bot
        .command(
            &FakeUser::carol(),
            "rules",
            json!([{"name": "game", "type": 4, "value": bot.choice("rules", "game", "TZAAR")}]),
        )
        .await;
    assert!(r.ephemeral());
    assert!(r.content().contains("TZAAR"), "{}", r.content());
}

/// A rate-limited registration is sent again once the `retry_after` Discord gave has passed
/// (1.2 s, where the registration's own backoff would have tried after 500 ms).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_registration_waits_the_retry_after_discord_gives() {
    const RETRY_AFTER: f64 = 1.2;
    let bot = support::start_with(|fake| {
        fake.rate_limit_next("PUT", "/commands", RETRY_AFTER, 1);
    })
    .await;
    let puts: Vec<_> = bot
        .fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .collect();
    assert_eq!(
        puts.iter().map(|r| r.status).collect::<Vec<_>>(),
        [429, 200]
    );
    let waited = puts[1].at.duration_since(puts[0].at);
    assert!(
        waited.as_secs_f64() >= RETRY_AFTER,
        "sent again after {waited:?}, before the {RETRY_AFTER} s Discord asked for"
    );
}

/// Issue 39: the game commands are declared for both install types (0 server, 1 user) and
/// every context (0 server, 1 the bot's DM, 2 other DMs and group DMs), explicitly; the
/// server's administration for the server install and servers only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_commands_are_declared_for_every_place_and_administration_for_servers() {
    use tablero::messages::commands::SlashCommand;
    let bot = support::start().await;
    let put = bot
        .fake
        .wait_request("PUT", "/commands", support::STEP)
        .await;
    let sent = put.body.json().expect("the bulk overwrite's JSON").clone();
    let list = sent.as_array().expect("a list");
    let anywhere = [
        "challenge",
        "move",
        "pass",
        "resign",
        "board",
        "status",
        "history",
        "rules",
        "hint",
        "undo",
        "draw",
        "games",
        "stats",
        "leaderboard",
        "help",
        "puzzle",
        "analyze",
        "replay",
    ];
    for server_only in ["settings", "tournament", "league", "endgame"] {
        assert!(!tablero::discord::commands::anywhere(
            SlashCommand::ALL
                .into_iter()
                .find(|c| c.key() == server_only)
                .unwrap()
        ));
    }
    for c in list {
        let name = c["name"].as_str().unwrap();
        if anywhere.contains(&name) {
            assert_eq!(c["integration_types"], json!([0, 1]), "/{name}");
            assert_eq!(c["contexts"], json!([0, 1, 2]), "/{name}");
        } else {
            assert_eq!(c["integration_types"], json!([0]), "/{name}");
            assert_eq!(c["contexts"], json!([0]), "/{name}");
        }
    }
    assert_eq!(
        list.iter()
            .filter(|c| c["contexts"] == json!([0, 1, 2]))
            .count(),
        anywhere.len()
    );
}
