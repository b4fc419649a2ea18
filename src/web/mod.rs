//! The web pages of games and tournaments (issue 43), served by the bot's own process on
//! `TABLERO_WEB_ADDR` (and by the local console, for its games) with plain hyper: a handful
//! of routes does not pay for a framework's build time.
//!
//! Routes, each under a page's path `/g/<game>-<token>` or `/t/<tournament>-<token>`:
//! - the path itself: the whole page, HTML with its board (or tables) already drawn, its
//!   style and its script inline (no build step, nothing fetched from elsewhere);
//! - `/data`: what the page shows, as JSON (the game's moves and positions; a tournament's
//!   tables as HTML);
//! - `/events`: server-sent events, one `page` event with the data each time it changes;
//! - `/svg/<ply>` (games): the board after `ply` single moves, for the replay.
//!
//! Anything else, a wrong token, an unknown number or a server whose pages are off gets the
//! same plain 404 ([`not_found`]), so a page's existence cannot be probed. No page, data or
//! event carries a Discord id: names are the boards' names (`table::pages`).

mod common;
mod game;
mod live;
mod tournament;

use std::convert::Infallible;
use std::sync::Arc;

use hyper::body::Incoming;
use hyper::{Method, Request, Response, StatusCode};
use tokio::net::TcpListener;

use crate::backoff::AcceptBackoff;
use crate::render::Boards;
use crate::table::Table;
use common::{Body, Part, Site, not_found, text};
use live::Live;

pub use common::WebConfig;

/// Serves the pages on `listener` until the task is dropped.
///
/// A failed `accept` is followed by a pause ([`AcceptBackoff`]), as on the metrics endpoint.
pub async fn serve(listener: TcpListener, table: Table, config: WebConfig) {
    let site = Site {
        live: Live::new(table.clone()),
        table,
        boards: Boards::new(),
        config: Arc::new(config),
    };
    let mut backoff = AcceptBackoff::default();
    loop {
        let stream = backoff.accept(&listener, "the web pages").await;
        let site = site.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let site = site.clone();
                async move { Ok::<_, Infallible>(answer(request, &site).await) }
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(io, service)
                .await
            {
                tracing::debug!(error = %e, "a web connection failed");
            }
        });
    }
}

/// A page's address, read from a request path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Route<'a> {
    Game {
        number: i64,
        token: &'a str,
        part: Part,
    },
    Tournament {
        number: i64,
        token: &'a str,
        part: Part,
    },
}

/// The shortest token a link carries; anything shorter is not looked up.
const MIN_TOKEN: usize = 12;

fn route(path: &str) -> Option<Route<'_>> {
    let mut parts = path.strip_prefix('/')?.splitn(3, '/');
    let kind = parts.next()?;
    let (number, token) = parts.next()?.split_once('-')?;
    if number.is_empty() || number.len() > 18 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: i64 = number.parse().ok()?;
    let token_ok = token.len() >= MIN_TOKEN
        && token.len() <= 64
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !token_ok {
        return None;
    }
    let part = match parts.next() {
        None | Some("") => Part::Page,
        Some("data") => Part::Data,
        Some("events") => Part::Events,
        Some(rest) => {
            let ply = rest.strip_prefix("svg/")?;
            if ply.is_empty() || ply.len() > 6 || !ply.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            Part::Svg(ply.parse().ok()?)
        }
    };
    match kind {
        "g" => Some(Route::Game {
            number,
            token,
            part,
        }),
        "t" if !matches!(part, Part::Svg(_)) => Some(Route::Tournament {
            number,
            token,
            part,
        }),
        _ => None,
    }
}

async fn answer(request: Request<Incoming>, site: &Site) -> Response<Body> {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return not_found();
    }
    let found = match route(request.uri().path()) {
        Some(Route::Game {
            number,
            token,
            part,
        }) => game::answer(site, number, token, part).await,
        Some(Route::Tournament {
            number,
            token,
            part,
        }) => tournament::answer(site, number, token, part).await,
        None => Ok(None),
    };
    match found {
        Ok(Some(response)) => response,
        Ok(None) => not_found(),
        Err(e) => {
            tracing::warn!(error = %e.chain(), "a web page could not be made");
            let mut response = text(
                StatusCode::SERVICE_UNAVAILABLE,
                "unavailable\n",
                "text/plain",
            );
            response.headers_mut().insert(
                hyper::header::RETRY_AFTER,
                hyper::header::HeaderValue::from_static("5"),
            );
            response
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Part, Route, route};

    #[test]
    fn routes_read_only_well_formed_paths() {
        assert_eq!(
            route("/g/12-abcdefghijkl"),
            Some(Route::Game {
                number: 12,
                token: "abcdefghijkl",
                part: Part::Page
            })
        );
        assert_eq!(
            route("/t/3-abcdefghijkl_-9/events"),
            Some(Route::Tournament {
                number: 3,
                token: "abcdefghijkl_-9",
                part: Part::Events
            })
        );
        assert_eq!(
            route("/g/3-abcdefghijkl/svg/14").map(|r| match r {
                Route::Game { part, .. } => part,
                Route::Tournament { part, .. } => part,
            }),
            Some(Part::Svg(14))
        );
        for bad in [
            "/",
            "/g/12",
            "/g/12-short",
            "/g/-abcdefghijkl",
            "/g/x1-abcdefghijkl",
            "/g/1-abcdefghijk%2e",
            "/x/1-abcdefghijkl",
            "/t/1-abcdefghijkl/svg/1",
            "/g/1-abcdefghijkl/svg/",
            "/g/1-abcdefghijkl/other",
            "/g/99999999999999999999-abcdefghijkl",
        ] {
            assert_eq!(route(bad), None, "{bad}");
        }
    }
}
