//! The pages in Debian's headless chromium: what a person sees, as the page's elements say
//! it (`data-position`, `data-point`), after moves made through the play layer.

use std::time::Duration;

use tablero::domain::GameStatus;
use tablero::store::{PageKind, TournamentId};
use tablero::table::{Msg, TournamentLine, TournamentRequest};
use tablero::tournament::Format;

use super::cdp::Browser;
use super::table_support::actor;
use super::{lobby, play_first_legal, position_now, site, tzaar_game};

/// The expression that reads the shown board's position.
const SHOWN: &str = "document.querySelector('#board svg').dataset.position";

fn shows(position: &str) -> String {
    format!("{SHOWN} === {}", serde_json::Value::String(position.into()))
}

#[tokio::test]
async fn a_game_page_follows_moves_live_and_steps_through_them_with_the_arrow_keys() {
    let site = site().await;
    let (game, url) = tzaar_game(&site, "alice", "bob").await;
    let mut browser = Browser::launch().await;
    browser.goto(&url).await;
    let start = position_now(&site, game).await;
    browser
        .wait_for(&shows(&start), Duration::from_secs(2))
        .await;
    // Every point is an element; the occupied ones say what stands there.
    let points = browser
        .eval("document.querySelectorAll('#board [data-point]').length")
        .await;
    assert_eq!(points, 60);
    assert_eq!(
        browser
            .eval("document.querySelector('[data-point=\"a1\"]').dataset.piece")
            .await,
        "t"
    );
    // Moves made through the play layer appear without a reload, each within 2 s.
    let mut positions = vec![start];
    let mut slowest = Duration::ZERO;
    for _ in 0..4 {
        let now = play_first_legal(&site, game).await;
        slowest = slowest.max(browser.wait_for(&shows(&now), Duration::from_secs(2)).await);
        positions.push(now);
    }
    eprintln!("slowest live update: {slowest:?}");
    let items = browser
        .eval("document.querySelectorAll('ol#moves > li').length")
        .await;
    assert_eq!(items, 4, "one list item per move");
    // Back through every position with the left arrow (nothing focused), then forward.
    assert_eq!(
        browser
            .eval("document.activeElement === document.body")
            .await,
        true
    );
    for expected in positions.iter().rev().skip(1) {
        browser.key("ArrowLeft", 37).await;
        browser
            .wait_for(&shows(expected), Duration::from_secs(2))
            .await;
    }
    for expected in positions.iter().skip(1) {
        browser.key("ArrowRight", 39).await;
        browser
            .wait_for(&shows(expected), Duration::from_secs(2))
            .await;
    }
    // Stepped back, the page stays there when a move comes, and the list grows.
    browser.key("ArrowLeft", 37).await;
    browser
        .wait_for(&shows(&positions[3]), Duration::from_secs(2))
        .await;
    play_first_legal(&site, game).await;
    browser
        .wait_for(
            "document.querySelectorAll('ol#moves > li').length >= 5",
            Duration::from_secs(2),
        )
        .await;
    assert_eq!(browser.eval(SHOWN).await, positions[3].as_str());
}

#[tokio::test]
async fn on_a_phone_the_board_is_wide_and_nothing_scrolls_sideways() {
    let site = site().await;
    let (_, url) = tzaar_game(&site, "alice", "bob").await;
    let mut browser = Browser::launch().await;
    browser.phone(390).await;
    browser.goto(&url).await;
    let width = browser
        .eval("document.querySelector('#board svg').getBoundingClientRect().width")
        .await
        .as_f64()
        .expect("a width");
    assert!(width >= 300.0, "the board is {width} px wide");
    let scroll = browser.eval("document.documentElement.scrollWidth").await;
    assert!(scroll.as_f64().expect("a width") <= 390.0, "{scroll}");
    assert_eq!(
        browser
            .eval("!!document.querySelector('meta[name=viewport]')")
            .await,
        true
    );
}

#[tokio::test]
async fn a_wrong_token_shows_the_plain_404() {
    let site = site().await;
    let (game, _) = tzaar_game(&site, "alice", "bob").await;
    let mut browser = Browser::launch().await;
    browser
        .goto(&format!("{}/g/{}-AAAAAAAAAAAAAAAA", site.base, game.0))
        .await;
    assert_eq!(
        browser.eval("document.body.innerText.trim()").await,
        "not found"
    );
}

#[tokio::test]
async fn a_tournament_page_shows_the_standings_after_a_round_live() {
    let site = site().await;
    let t = &site.f.table;
    let organizer = actor("org").as_moderator();
    let request = TournamentRequest {
        name: "Cup".into(),
        options: Default::default(),
        format: Some(Format::RoundRobin),
        max_players: Some(8),
        starts_at: None,
    };
    let created = t
        .create_tournament(&lobby(), &organizer, &request)
        .await
        .unwrap();
    let id = created
        .lines
        .iter()
        .find_map(|m| match m {
            Msg::Tournament(TournamentLine::SignUp { id, .. }) => Some(TournamentId(*id)),
            _ => None,
        })
        .expect("a sign-up");
    assert!(
        t.page_link(&created).await.is_some(),
        "the sign-up links to the page"
    );
    for p in ["ana", "bea", "cai", "dan"] {
        t.join_tournament(&lobby(), &actor(p), Some(id))
            .await
            .unwrap();
    }
    t.start_tournament(&lobby(), &organizer, Some(id))
        .await
        .unwrap();
    t.sweep().await.unwrap();
    let path = t.page_path(PageKind::Tournament, id.0).await.unwrap();
    let mut browser = Browser::launch().await;
    browser.goto(&format!("{}{path}", site.base)).await;
    browser
        .wait_for(
            "document.querySelectorAll('table.round a').length === 2",
            Duration::from_secs(2),
        )
        .await;
    // The round's games end (the later name resigns); the page shows it within 5 s.
    let st = t.store().tournament(id).await.unwrap().unwrap();
    for game in st.games.values() {
        let stored = t.store().game(*game).await.unwrap().unwrap();
        if stored.status != GameStatus::Active {
            continue;
        }
        let loser = stored.players[0].clone().max(stored.players[1].clone());
        t.resign(&stored.channel, &actor(&loser)).await.unwrap();
    }
    t.sweep().await.unwrap();
    let took = browser
        .wait_for(
            "(document.getElementById('stage') || {}).textContent === 'Standings after round 1 of 3'",
            Duration::from_secs(5),
        )
        .await;
    eprintln!("the round's end showed after {took:?}");
    let rows = browser
        .eval("[...document.querySelectorAll('#standings tbody tr')].map(r => [...r.cells].map(c => c.textContent).join('|'))")
        .await;
    let rows: Vec<String> = serde_json::from_value(rows).unwrap();
    assert_eq!(rows.len(), 4, "{rows:?}");
    assert!(
        rows[0].starts_with("1=|ana the player|1|") || rows[0].starts_with("1|ana"),
        "{rows:?}"
    );
    assert!(
        rows.iter().filter(|r| r.contains("|1|")).count() == 2,
        "{rows:?}"
    );
    // The crosstable, and a link to each game's page.
    let cells = browser
        .eval("document.querySelectorAll('#crosstable tbody tr').length")
        .await;
    assert_eq!(cells, 4);
    let link = browser
        .eval("document.querySelector('table.round a').getAttribute('href')")
        .await;
    let (status, _) = super::get(&format!("{}{}", site.base, link.as_str().unwrap())).await;
    assert_eq!(status, 200);
}
