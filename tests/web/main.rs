//! The web pages (issue 43) served as the bot serves them, over a table on a real database:
//! who may see what (the one 404), no Discord ids anywhere, the links the replies carry, and
//! in Debian's headless chromium, driven over the DevTools protocol: a game page that follows
//! moves live and replays with the arrow keys, a phone's layout, a tournament's standings.

#[path = "../support/table.rs"]
mod table_support;

mod browser;
mod cdp;
mod pages;

use std::net::SocketAddr;

use table_support::{Fixture, actor, channel, fixture_with, tzaar_challenge};
use tablero::domain::{ChannelRef, GameId};
use tablero::games::{AnyGame, GameRules};
use tablero::store::PageKind;
use tablero::table::Actor;
use tablero::table::{PagesOn, SettingsChange, TableConfig};
use tablero::web::WebConfig;

/// A table with its pages served on a free port, pages on in its server (`guild`).
pub struct Site {
    pub f: Fixture,
    pub base: String,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for Site {
    fn drop(&mut self) {
        self.server.abort();
    }
}

pub fn lobby() -> ChannelRef {
    channel("lobby")
}

/// Turns the server's pages on or off, as `/settings web:` does.
pub async fn set_pages(site: &Site, on: bool) {
    let change = SettingsChange {
        web: Some(on),
        ..SettingsChange::default()
    };
    site.f
        .table
        .change_settings(&lobby(), &change)
        .await
        .expect("the settings change");
}

pub async fn site() -> Site {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free port");
    let addr: SocketAddr = listener.local_addr().expect("an address");
    let base = format!("http://{addr}");
    let config = TableConfig {
        web_url: Some(base.clone()),
        ..TableConfig::default()
    };
    let f = fixture_with(config).await;
    let web = WebConfig {
        base_url: base.clone(),
        pages: PagesOn::ServersThatChose,
    };
    let server = tokio::spawn(tablero::web::serve(listener, f.table.clone(), web));
    let site = Site { f, base, server };
    set_pages(&site, true).await;
    site
}

/// A TZAAR game (fixed setup) between `first` and `second` in the lobby, and its page's URL.
pub async fn tzaar_game(site: &Site, first: &str, second: &str) -> (GameId, String) {
    game_between(site, &actor(first), &actor(second)).await
}

/// [`tzaar_game`] between these two.
pub async fn game_between(site: &Site, first: &Actor, second: &Actor) -> (GameId, String) {
    let t = &site.f.table;
    t.challenge(&lobby(), first, &tzaar_challenge(Some(&second.id)))
        .await
        .expect("the challenge");
    t.accept(&lobby(), second, None)
        .await
        .expect("the acceptance");
    let game = t
        .store()
        .active_game(&lobby())
        .await
        .expect("the store answers")
        .expect("a game in the lobby")
        .id;
    let path = t.page_path(PageKind::Game, game.0).await.expect("a page");
    (game, format!("{}{path}", site.base))
}

/// Plays the first legal move of `game` (in the rules core's order) for whoever is to move,
/// through the play layer; the position after it.
pub async fn play_first_legal(site: &Site, game: GameId) -> String {
    let t = &site.f.table;
    let stored = t.store().game(game).await.unwrap().unwrap();
    let moves: Vec<String> = t
        .store()
        .moves(game)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.text)
        .collect();
    let rebuilt = AnyGame::replay(stored.spec, stored.seed, &moves).expect("replays");
    let mv = rebuilt
        .legal_moves()
        .into_iter()
        .next()
        .expect("a legal move");
    let who = stored.player(rebuilt.to_move()).to_string();
    t.play(&lobby(), &actor(&who), &mv).await.expect("the move");
    position_now(site, game).await
}

/// The position text of the lobby's game now.
pub async fn position_now(site: &Site, game: GameId) -> String {
    site.f
        .table
        .store()
        .game(game)
        .await
        .expect("the store answers")
        .expect("the game")
        .position
}

/// A GET's status and body.
pub async fn get(url: &str) -> (u16, String) {
    let response = reqwest::get(url).await.expect("the server answers");
    let status = response.status().as_u16();
    (status, response.text().await.expect("a body"))
}

/// Whether `text` holds a run of 17 to 20 digits (what a Discord id looks like).
pub fn has_discord_id(text: &str) -> bool {
    text.split(|c: char| !c.is_ascii_digit())
        .any(|run| (17..=20).contains(&run.len()))
}
