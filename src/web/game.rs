//! A game's page: the board (SVG, as the PNG boards look), both players and sides, whose turn
//! and the clock, the move list, the replay (buttons and arrow keys), and for a game reviewed
//! with `/analyze` the chance chart and the key moments.

use std::fmt::Write;
use std::sync::Arc;

use hyper::Response;

use super::common::{Body, Part, Site, escape, event_stream, frame, html, json, lang, svg};
use super::live::{Pending, Source};
use crate::domain::GameStatus;
use crate::games::{AnyGame, GameRules, Seat};
use crate::i18n::{self, Args};
use crate::table::{GamePage, TableError};

/// How often a followed game's version is read when nothing woke its watcher.
const POLL: std::time::Duration = std::time::Duration::from_millis(1000);

/// How many key moments the page lists.
const KEY_MOMENTS: usize = 5;

pub(super) async fn answer(
    site: &Site,
    number: i64,
    token: &str,
    part: Part,
) -> Result<Option<Response<Body>>, TableError> {
    let pages = site.config.pages;
    let Some(page) = site.table.game_page(number, token, pages).await? else {
        return Ok(None);
    };
    Ok(Some(match part {
        Part::Page => html(whole_page(site, &page)?),
        Part::Data => json(data(&page).to_string()),
        Part::Svg(ply) => match board_at(site, &page, ply)? {
            Some(board) => svg(board),
            None => return Ok(None),
        },
        Part::Events => {
            let source = Arc::new(Followed {
                site: site.clone(),
                number,
                token: token.to_string(),
            });
            let events = site.live.follow(('g', number), page.version, source);
            event_stream(events)
        }
    }))
}

/// A followed game, for its watcher.
struct Followed {
    site: Site,
    number: i64,
    token: String,
}

impl Source for Followed {
    fn version(&self) -> Pending<'_, Option<i64>> {
        Box::pin(async move {
            let page = self
                .site
                .table
                .game_page(self.number, &self.token, self.site.config.pages)
                .await;
            // The page itself, not only the game: the server may have turned pages off.
            match page {
                Ok(Some(page)) => Some(page.version),
                Ok(None) => None,
                Err(e) => {
                    tracing::debug!(error = %e.chain(), "a followed game could not be read");
                    Some(-1)
                }
            }
        })
    }

    fn payload(&self) -> Pending<'_, Option<String>> {
        Box::pin(async move {
            let page = self
                .site
                .table
                .game_page(self.number, &self.token, self.site.config.pages)
                .await
                .ok()??;
            Some(data(&page).to_string())
        })
    }

    fn wakes(&self, game: i64) -> bool {
        game == self.number
    }

    fn poll(&self) -> std::time::Duration {
        POLL
    }
}

/// The game after its first `ply` single moves (the game itself after its last, with how it
/// ended).
fn prefix(game: &AnyGame, ply: usize) -> Option<AnyGame> {
    let moves = game.move_texts();
    if ply > moves.len() {
        return None;
    }
    if ply == moves.len() {
        return Some(game.clone());
    }
    let mut at = game.restarted();
    for mv in &moves[..ply] {
        at.play_text(mv).ok()?;
    }
    Some(at)
}

/// Every position's text, the start first.
fn positions(game: &AnyGame) -> Vec<String> {
    let mut at = game.restarted();
    let mut out = vec![at.position_text()];
    for mv in game.move_texts() {
        if at.play_text(&mv).is_err() {
            break;
        }
        out.push(at.position_text());
    }
    out
}

fn board_at(site: &Site, page: &GamePage, ply: usize) -> Result<Option<String>, TableError> {
    let Some(at) = prefix(&page.game, ply) else {
        return Ok(None);
    };
    Ok(Some(
        site.boards.svg(&at, false).map_err(TableError::Render)?,
    ))
}

/// The words of the page's status line: whose turn, or how the game ended.
fn status(page: &GamePage) -> String {
    let locale = page.locale;
    match (page.status, page.outcome) {
        (GameStatus::Active, _) => {
            let seat = page.game.to_move();
            i18n::text(
                locale,
                "web-to-move",
                &Args::new().with("name", page.names[seat.index()].clone()),
            )
        }
        (_, Some(outcome)) => match outcome.winner {
            Some(seat) if outcome.has_result() => i18n::text(
                locale,
                "web-result-won",
                &Args::new().with("name", page.names[seat.index()].clone()),
            ),
            None if outcome.has_result() => i18n::lookup(locale, "web-result-draw"),
            _ => i18n::lookup(locale, "web-result-aborted"),
        },
        (_, None) => i18n::lookup(locale, "web-result-aborted"),
    }
}

/// What the page shows, as its script reads it (the `#data` element, `/data`, events).
fn data(page: &GamePage) -> serde_json::Value {
    let locale = page.locale;
    let to_move = (page.status == GameStatus::Active).then(|| page.game.to_move().index());
    let review = page.review.as_ref().map(|review| {
        // The ply after each reviewed turn, to jump to it.
        let mut ply = 0;
        let turn_ply: Vec<usize> = review
            .turns
            .iter()
            .map(|t| {
                ply += t.played.len();
                ply
            })
            .collect();
        let moments: Vec<serde_json::Value> = crate::analysis::key_moments(review, KEY_MOMENTS)
            .into_iter()
            .map(|t| {
                let at = turn_ply
                    .get(t.number.saturating_sub(1))
                    .copied()
                    .unwrap_or(0);
                serde_json::json!({
                    "ply": at,
                    "text": format!("{}. {}", t.number, t.played.join(" ")),
                    "drop": (t.drop() * 100.0).round(),
                })
            })
            .collect();
        serde_json::json!({
            "points": review.points,
            "turnPly": turn_ply,
            "moments": moments,
        })
    });
    serde_json::json!({
        "number": page.number,
        "version": page.version,
        "names": page.names,
        "moves": page.game.move_texts(),
        "positions": positions(&page.game),
        "toMove": to_move,
        "status": status(page),
        "over": page.status != GameStatus::Active,
        "clock": page.deadline.map(|d| (d - page.now).max(0)),
        "review": review,
        "words": {
            "ply": i18n::lookup(locale, "web-ply"),
            "clock": i18n::lookup(locale, "web-clock"),
        },
    })
}

fn whole_page(site: &Site, page: &GamePage) -> Result<String, TableError> {
    let locale = page.locale;
    let t = |id: &str| escape(&i18n::lookup(locale, id));
    let game_name = crate::messages::game_name(locale, page.spec);
    let title = i18n::text(
        locale,
        "web-game-title",
        &Args::new()
            .with("number", page.number)
            .with("game", game_name),
    );
    let board = site
        .boards
        .svg(&page.game, false)
        .map_err(TableError::Render)?;
    let mut main = String::with_capacity(board.len() + 4096);
    let _ = write!(
        main,
        "<main><h1>{}</h1><ul class=\"players\">",
        escape(&title)
    );
    for seat in Seat::ALL {
        let side = crate::messages::side_name(locale, page.spec, seat);
        let _ = write!(
            main,
            "<li id=\"player{}\"><span class=\"name\">{}</span> <span class=\"side\">({})</span></li>",
            seat.index(),
            escape(&page.names[seat.index()]),
            escape(&side)
        );
    }
    let _ = write!(
        main,
        "</ul><p id=\"status\" aria-live=\"polite\">{}</p><p id=\"clock\"></p>\
         <div id=\"board\">{board}</div>\
         <nav class=\"replay\"><button id=\"first\" type=\"button\">{}</button>\
         <button id=\"back\" type=\"button\">{}</button>\
         <span id=\"ply\"></span>\
         <button id=\"forward\" type=\"button\">{}</button>\
         <button id=\"last\" type=\"button\">{}</button></nav>\
         <section><h2>{}</h2><ol id=\"moves\">",
        escape(&status(page)),
        t("web-first"),
        t("web-back"),
        t("web-forward"),
        t("web-last"),
        t("web-moves"),
    );
    for (i, mv) in page.game.move_texts().iter().enumerate() {
        let _ = write!(
            main,
            "<li><button type=\"button\" data-ply=\"{}\">{}</button></li>",
            i + 1,
            escape(mv)
        );
    }
    let _ = write!(
        main,
        "</ol></section><section id=\"analysis\" hidden><h2>{}</h2>\
         <p class=\"chart-label\">{}</p><div id=\"chart\"></div>\
         <h3>{}</h3><ol id=\"moments\"></ol></section></main>",
        t("web-analysis"),
        escape(&i18n::text(
            locale,
            "web-chance",
            &Args::new().with("name", page.names[0].clone())
        )),
        t("web-key-moments"),
    );
    Ok(frame(
        lang(locale),
        &title,
        &main,
        &data(page).to_string(),
        include_str!("game.js"),
    ))
}
