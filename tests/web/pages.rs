//! The pages over HTTP: the one 404, no ids, the links replies carry, the live stream.

use std::time::Duration;

use tablero::store::PageKind;
use tablero::table::TableError;

use super::table_support::actor;
use super::{get, has_discord_id, lobby, set_pages, site, tzaar_game};

#[tokio::test]
async fn wrong_tokens_unknown_numbers_and_pages_off_all_get_the_same_404() {
    let site = site().await;
    let (game, url) = tzaar_game(&site, "alice", "bob").await;
    let (status, page) = get(&url).await;
    assert_eq!(status, 200);
    assert!(
        page.contains("<svg") && page.contains("data-position"),
        "{page}"
    );
    // The number, then the token (which may hold `-` itself).
    let page = url.split("/g/").nth(1).expect("a game page");
    let token = page.split_once('-').expect("a token").1.to_string();
    assert!(token.len() >= 12);
    assert!(
        token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
    let mut wrong = token.clone().into_bytes();
    wrong[0] = if wrong[0] == b'A' { b'B' } else { b'A' };
    let wrong = String::from_utf8(wrong).expect("ascii");
    let nothing = get(&format!("{}/nothing", site.base)).await;
    assert_eq!(nothing.0, 404);
    let refused = [
        format!("{}/g/{}-{wrong}", site.base, game.0),
        format!("{}/g/{}-{wrong}/data", site.base, game.0),
        format!("{}/g/{}-{wrong}/events", site.base, game.0),
        format!("{}/g/{}-{wrong}/svg/0", site.base, game.0),
        format!("{}/g/{}-{token}", site.base, game.0 + 1),
        format!("{}/t/{}-{token}", site.base, game.0),
        format!("{}/g/{}-", site.base, game.0),
        format!("{}/g/{}", site.base, game.0),
        format!("{url}/svg/999"),
        format!("{url}/other"),
    ];
    for u in &refused {
        assert_eq!(get(u).await, nothing, "{u}");
    }
    // Pages off: the right link gets the same answer, and back on it works again.
    set_pages(&site, false).await;
    assert_eq!(get(&url).await, nothing);
    assert_eq!(get(&format!("{url}/data")).await, nothing);
    set_pages(&site, true).await;
    assert_eq!(get(&url).await.0, 200);
}

#[tokio::test]
async fn no_page_data_or_event_carries_a_discord_id() {
    let site = site().await;
    // Players whose ids are Discord's 18-digit snowflakes; one name the store never heard.
    let (alice, bob) = ("112233445566778899", "998877665544332211");
    let first = tablero::table::Actor::new(alice, "Alice", tablero::i18n::Locale::EN);
    let second = tablero::table::Actor::new(bob, "Bob", tablero::i18n::Locale::EN);
    let (game, url) = super::game_between(&site, &first, &second).await;
    for part in ["", "/data", "/svg/0"] {
        let (status, body) = get(&format!("{url}{part}")).await;
        assert_eq!(status, 200, "{part}");
        assert!(!has_discord_id(&body), "{part}: {body}");
    }
    let (_, page) = get(&url).await;
    assert!(page.contains("Alice") && page.contains("Bob"), "{page}");
    // The live stream: its event after a move.
    let mut events = reqwest::get(format!("{url}/events"))
        .await
        .expect("a stream");
    assert_eq!(
        events.headers()["content-type"].to_str().unwrap(),
        "text/event-stream"
    );
    site.f
        .table
        .play(&lobby(), &first, "d3xd4")
        .await
        .expect("a move");
    let mut seen = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while !seen.contains("event: page") {
        let chunk = tokio::time::timeout_at(deadline, events.chunk())
            .await
            .expect("an event within 5 s")
            .expect("the stream reads")
            .expect("the stream goes on");
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    while !seen.ends_with("\n\n") {
        let chunk = events.chunk().await.unwrap().unwrap();
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    assert!(seen.contains("d3xd4"), "{seen}");
    assert!(!has_discord_id(&seen), "{seen}");
    let _ = game;
}

#[tokio::test]
async fn first_boards_and_results_link_to_their_page_where_pages_are_on() {
    let site = site().await;
    let t = &site.f.table;
    t.challenge(
        &lobby(),
        &actor("alice"),
        &super::table_support::tzaar_challenge(Some("bob")),
    )
    .await
    .unwrap();
    let started = t.accept(&lobby(), &actor("bob"), None).await.unwrap();
    let link = t
        .page_link(&started)
        .await
        .expect("a link on the first board");
    assert!(link.starts_with(&format!("{}/g/", site.base)), "{link}");
    assert_eq!(get(&link).await.0, 200);
    // A move's board carries none; the result does, to the same page.
    let moved = t.play(&lobby(), &actor("alice"), "d3xd4").await.unwrap();
    assert_eq!(t.page_link(&moved).await, None);
    let over = t.resign(&lobby(), &actor("bob")).await.unwrap();
    assert_eq!(t.page_link(&over).await.as_deref(), Some(link.as_str()));
    // Pages off: no link.
    set_pages(&site, false).await;
    assert_eq!(t.page_link(&over).await, None);
    // The token is made once and kept.
    let game = link.split("/g/").nth(1).unwrap().split('-').next().unwrap();
    let path = t
        .page_path(PageKind::Game, game.parse().unwrap())
        .await
        .unwrap();
    assert!(link.ends_with(&path));
}

#[tokio::test]
async fn turning_pages_on_is_for_whoever_may_change_the_settings_and_shows_in_them() {
    let site = site().await;
    let shown = site
        .f
        .table
        .show_settings(&lobby())
        .await
        .expect("the settings");
    let text = tablero::messages::lines(
        &shown.lines,
        tablero::i18n::Locale::EN,
        &tablero::messages::PlainStyle,
    );
    assert!(
        text.contains("Web pages of games and tournaments: on"),
        "{text}"
    );
    // Outside a server there is nothing to turn on.
    let change = tablero::table::SettingsChange {
        web: Some(true),
        ..Default::default()
    };
    let dm = tablero::domain::ChannelRef::new(None, "dm");
    assert!(matches!(
        site.f.table.change_settings(&dm, &change).await,
        Err(TableError::NotInServer)
    ));
}

#[tokio::test]
async fn the_console_shows_each_games_link_once_and_serves_its_page() {
    use tablero::console::{Console, ConsoleConfig};
    let f = super::table_support::fixture().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let web = tablero::web::WebConfig {
        base_url: base.clone(),
        pages: tablero::table::PagesOn::All,
    };
    let server = tokio::spawn(tablero::web::serve(listener, f.table.clone(), web.clone()));
    let mut out = Vec::new();
    let config = ConsoleConfig {
        boards_dir: f.dir.path().join("boards"),
        speaker: "alice".into(),
        locale: tablero::i18n::Locale::EN,
        prompt: false,
    };
    let script = "/challenge @bob game:tzaar setup:fixed side:white\n/as bob\n/accept\n\
                  /as alice\n/move d3xd4\n";
    let mut console = Console::new(f.table.clone(), config, &mut out).with_web(&web.base_url);
    console.run(script.as_bytes()).await.unwrap();
    drop(console);
    let out = String::from_utf8(out).unwrap();
    let links: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("Web page of this game: "))
        .collect();
    assert_eq!(links.len(), 1, "{out}");
    assert!(links[0].starts_with(&format!("{base}/g/")), "{out}");
    let (status, page) = get(links[0]).await;
    assert_eq!(status, 200);
    assert!(page.contains("d3xd4"), "{page}");
    server.abort();
}
